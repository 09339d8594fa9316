"""The statistics dialog: totals by player count, preset and where the games
were played (at home, at network tables), a chart of the final scores of the
games played, and a reset that asks first."""

from __future__ import annotations

import itertools
import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLineF, QLocale, QPointF, QRectF, QSize, Qt
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
from hearts_desktop.services.stats import HOME, NETWORK, GameRow, Statistics, Summary
from hearts_desktop.services.translation import TranslationContext
from hearts_desktop.views.words.rule_words import preset_name

WIN = QColor("#2e7d32")
MISTAKES = QColor("#c62828")
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


def _reviewed(rows: list[GameRow]) -> list[float]:
    """Each reviewed game's points lost per hand, oldest first (a negative
    mark: a game that could not be reviewed)."""
    return [row.lost_per_hand for row in rows if row.lost_per_hand is not None and row.lost_per_hand >= 0]


class MistakeLine(QWidget):
    """Points lost to mistakes per hand, game by game (by the Expert's
    review): a line that falls as the player improves."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[float] = []
        self.setMinimumSize(QSize(360, 140))
        self.setAccessibleName(StatsWords.tr("Points lost to mistakes per hand, by game"))

    def set_rows(self, rows: list[GameRow]) -> None:
        self.values = _reviewed(rows)[-60:]
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().text().color()
        area = QRectF(self.rect()).adjusted(36, 10, -10, -22)
        painter.setPen(QPen(text))
        if not self.values:
            empty = StatsWords.tr("No game reviewed yet: each finished game is reviewed in the background")
            painter.drawText(QRectF(self.rect()).adjusted(12, 0, -12, 0),
                             int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), empty)
            return
        high = max(max(self.values), 1.0)
        locale = QLocale()
        painter.drawText(QRectF(0, area.top() - 6, 32, 14), Qt.AlignmentFlag.AlignRight,
                         locale.toString(high, "f", 1))
        painter.drawText(QRectF(0, area.bottom() - 8, 32, 14), Qt.AlignmentFlag.AlignRight,
                         locale.toString(0))
        painter.drawLine(QLineF(area.left(), area.bottom(), area.right(), area.bottom()))
        step = area.width() / max(len(self.values) - 1, 1)
        points = [QPointF(area.left() + index * step if len(self.values) > 1 else area.center().x(),
                          area.bottom() - area.height() * value / high)
                  for index, value in enumerate(self.values)]
        painter.setPen(QPen(MISTAKES, 2))
        for start, end in itertools.pairwise(points):
            painter.drawLine(QLineF(start, end))
        painter.setBrush(MISTAKES)
        for point in points:
            painter.drawEllipse(point, 3, 3)
        painter.setPen(QPen(text))
        caption = QRectF(area.left(), area.bottom() + 4, area.width(), 16)
        words = StatsWords.tr("Points lost to mistakes per hand, game by game (lower is better)")
        words = painter.fontMetrics().elidedText(words, Qt.TextElideMode.ElideRight, int(caption.width()))
        painter.drawText(caption, Qt.AlignmentFlag.AlignCenter, words)


def progress_text(rows: list[GameRow]) -> str:
    """The last ten reviewed games against the ten before, and how many are still to review."""
    values = _reviewed(rows)
    locale = QLocale()
    waiting = sum(1 for row in rows if row.lost_per_hand is None)
    if not values:
        text = StatsWords.tr("not reviewed yet")
    else:
        last = values[-10:]
        text = StatsWords.tr("%1 in the last %n games", None, len(last)).replace(
            "%1", locale.toString(math.fsum(last) / len(last), "f", 1))
        before = values[-20:-10]
        if before:
            text += StatsWords.tr("; %1 in the %n before", None, len(before)).replace(
                "%1", locale.toString(math.fsum(before) / len(before), "f", 1))
    if waiting:
        text += " " + StatsWords.tr("(%n still to review)", None, waiting)
    return text


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
        self.place = QComboBox()
        self.place.addItem(StatsWords.tr("At home and at network tables"), None)
        self.place.addItem(StatsWords.tr("At home"), HOME)
        self.place.addItem(StatsWords.tr("At network tables"), NETWORK)
        filters = QHBoxLayout()
        filters.addWidget(self.players)
        filters.addWidget(self.preset)
        filters.addWidget(self.place)
        self.form = QFormLayout()
        self.values: dict[str, QLabel] = {}
        for key, label in _ROWS:
            self.values[key] = QLabel()
            self.values[key].setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.form.addRow(StatsWords.tr(str(label)), self.values[key])
        self.chart = ScoreBars()
        self.mistakes = MistakeLine()
        self.progress = QLabel()
        self.progress.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.form.addRow(StatsWords.tr("Points lost to mistakes per hand"), self.progress)
        self.reset_button = QPushButton(StatsWords.tr("Reset statistics…"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self.ask_reset)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addLayout(self.form)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.mistakes, 1)
        layout.addWidget(buttons)
        self.players.currentIndexChanged.connect(self.refresh)
        self.preset.currentIndexChanged.connect(self.refresh)
        self.place.currentIndexChanged.connect(self.refresh)
        self.refresh()
        self.resize(max(self.sizeHint().width(), 560), max(self.sizeHint().height(), 640))

    def refresh(self) -> None:
        players, preset = self.players.currentData(), self.preset.currentData()
        place = self.place.currentData()
        summary = self.statistics.summary(players, preset, place)
        for key, text in _format(summary).items():
            self.values[key].setText(text)
        rows = self.statistics.games(players, preset, place)
        self.chart.set_rows(rows)
        self.mistakes.set_rows(rows)
        self.progress.setText(progress_text(rows))

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
