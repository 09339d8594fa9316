"""The statistics dialog: totals by player count and preset, a chart of the
final scores of the games played, and a reset that asks first."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLineF, QLocale, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from hearts_desktop.model.rules import PRESETS
from hearts_desktop.services.stats import GameRow, Statistics, Summary
from hearts_desktop.services.translation import TranslationContext
from hearts_desktop.views.words.rule_words import preset_name

WIN = QColor("#2e7d32")
LOSS = QColor("#7f8fa6")


class StatsWords(TranslationContext):
    """The translation context of the statistics window: call `StatsWords.tr`
    (pyside6-lupdate files each call under this class name)."""



class ScoreBars(QWidget):
    """One bar per finished game: the final score, green for a win."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[GameRow] = []
        self.setMinimumSize(QSize(360, 160))
        self.setAccessibleName(StatsWords.tr("Final score of each game"))

    def set_rows(self, rows: list[GameRow]) -> None:
        self.rows = rows[-40:]  # the latest games fit the width
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(36, 10, -10, -22)
        painter.setPen(QPen(self.palette().text().color()))
        if not self.rows:
            empty = StatsWords.tr("No finished games yet")
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, empty)
            return
        high = max(max(row.score for row in self.rows), 1)
        low = min(min(row.score for row in self.rows), 0)
        span = high - low
        zero_y = area.bottom() - area.height() * (0 - low) / span
        painter.drawLine(QLineF(area.left(), zero_y, area.right(), zero_y))
        painter.drawText(QRectF(0, area.top() - 6, 32, 14), Qt.AlignmentFlag.AlignRight,
                         QLocale().toString(high))
        width = area.width() / len(self.rows)
        for index, row in enumerate(self.rows):
            top = area.bottom() - area.height() * (row.score - low) / span
            bar = QRectF(area.left() + index * width + width * 0.15, min(top, zero_y),
                         width * 0.7, abs(zero_y - top))
            painter.fillRect(bar, WIN if row.won else LOSS)
        painter.drawText(QRectF(area.left(), area.bottom() + 4, area.width(), 16),
                         Qt.AlignmentFlag.AlignCenter, StatsWords.tr("Games, oldest to newest (green: won)"))


class StatisticsDialog(QDialog):
    def __init__(self, statistics: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.statistics = statistics
        self.setWindowTitle(StatsWords.tr("Statistics"))
        self.players = QComboBox()
        self.players.addItem(StatsWords.tr("Any number of players"), None)
        for count in range(3, 8):
            self.players.addItem(StatsWords.tr("{0} players").format(count), count)
        self.preset = QComboBox()
        self.preset.addItem(StatsWords.tr("Any rules"), None)
        for preset in PRESETS:
            self.preset.addItem(preset_name(preset), preset.id)
        self.preset.addItem(StatsWords.tr("Custom"), "custom")
        filters = QHBoxLayout()
        filters.addWidget(self.players)
        filters.addWidget(self.preset)
        self.form = QFormLayout()
        self.values: dict[str, QLabel] = {}
        for key, label in _ROWS:
            self.values[key] = QLabel()
            self.values[key].setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.form.addRow(StatsWords.tr(str(label)), self.values[key])
        self.chart = ScoreBars()
        self.reset_button = QPushButton(StatsWords.tr("Reset statistics…"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self.ask_reset)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addLayout(self.form)
        layout.addWidget(self.chart, 1)
        layout.addWidget(buttons)
        self.players.currentIndexChanged.connect(self.refresh)
        self.preset.currentIndexChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        players, preset = self.players.currentData(), self.preset.currentData()
        summary = self.statistics.summary(players, preset)
        for key, text in _format(summary).items():
            self.values[key].setText(text)
        self.chart.set_rows(self.statistics.games(players, preset))

    def ask_reset(self) -> None:
        answer = QMessageBox.question(
            self, StatsWords.tr("Reset statistics"),
            StatsWords.tr("Delete the statistics of every game played? This cannot be undone."),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Reset:
            self.statistics.reset()
            self.refresh()


# Marked for lupdate here, translated where shown (StatsWords.tr(label)).
_ROWS = (
    ("games", QT_TRANSLATE_NOOP("StatsWords", "Games played")),
    ("wins", QT_TRANSLATE_NOOP("StatsWords", "Games won")),
    ("placings", QT_TRANSLATE_NOOP("StatsWords", "Placings")),
    ("hands", QT_TRANSLATE_NOOP("StatsWords", "Hands played")),
    ("average", QT_TRANSLATE_NOOP("StatsWords", "Average points per hand")),
    ("moons", QT_TRANSLATE_NOOP("StatsWords", "Moons shot / suffered")),
    ("queens", QT_TRANSLATE_NOOP("StatsWords", "Q♠ taken")),
    ("best", QT_TRANSLATE_NOOP("StatsWords", "Best / worst game")),
    ("undo", QT_TRANSLATE_NOOP("StatsWords", "Games with undo")),
)


def _format(summary: Summary) -> dict[str, str]:
    locale = QLocale()
    number = locale.toString
    share = summary.wins / summary.games if summary.games else 0.0
    placings = ", ".join(StatsWords.tr("{0}. place: {1}").format(place, number(count))
                         for place, count in sorted(summary.placings.items())) or "–"
    best = "–"
    if summary.best_score is not None and summary.worst_score is not None:
        best = f"{number(summary.best_score)} / {number(summary.worst_score)}"
    return {
        "games": number(summary.games),
        "wins":
            StatsWords.tr("{0} ({1} %)").format(number(summary.wins), locale.toString(100 * share, "f", 0)),
        "placings": placings,
        "hands": number(summary.hands),
        "average": locale.toString(summary.average_points_per_hand, "f", 2),
        "moons": f"{number(summary.moons_shot)} / {number(summary.moons_suffered)}",
        "queens": number(summary.queens_taken),
        "best": best,
        "undo": number(summary.games_with_undo),
    }
