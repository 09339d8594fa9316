"""Replay a saved game: the table as it was, hand by hand and trick by trick.

The dialog has its own adapter and table scene (input is never accepted:
the scene's interaction refuses by default) and rebuilds the game at each
step from the record, through the checked API.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from hearts_desktop.model.qt_adapter import GameAdapter
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.replay import Replay, StepKind
from hearts_desktop.services.settings import AnimationSpeed
from hearts_desktop.services.translation import TranslationContext
from hearts_desktop.views.table.table_scene import TableScene
from hearts_desktop.views.table.table_view import fit_table

HANDS = (StepKind.HAND, StepKind.END)


class ReplayWords(TranslationContext):
    """A translation context: call `ReplayWords.tr("literal")` (pyside6-lupdate
    files each call under this class name, the context it is looked up with)."""



class ReplayView(QGraphicsView):
    """A table that only shows (a replay, a review): it fits its window."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        fit_table(self, self.table)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_table(self, self.table)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            fit_table(self, self.table)


class ReplayDialog(QDialog):
    def __init__(self, record: GameRecord, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replay = Replay(record)
        self.index = 0
        self.adapter = GameAdapter(record.new_game(), self)
        self.scene = TableScene(self.adapter, parent=self)
        self.scene.speed = AnimationSpeed.INSTANT
        self.view = ReplayView(self.scene, self)
        self.where = QLabel()
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        for key, shortcut, slot in (
            ("first", "Home", lambda: self.go(0)),
            ("prev_hand", "PgUp", self.previous_hand),
            ("prev", "Left", self.previous),
            ("next", "Right", self.next),
            ("next_hand", "PgDown", self.next_hand),
            ("last", "End", lambda: self.go(len(self.replay.steps) - 1)),
        ):
            button = QPushButton()
            button.setShortcut(QKeySequence(shortcut))
            button.clicked.connect(slot)
            self.buttons[key] = button
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(self.where)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(row)
        self.resize(1100, 760)
        self.retranslate()
        self.go(0)

    def retranslate(self) -> None:
        """Every text in the current language (also on QEvent.LanguageChange)."""
        self.setWindowTitle(ReplayWords.tr("Replay"))
        self.where.setAccessibleName(ReplayWords.tr("Position in the game"))
        texts = {"first": ReplayWords.tr("|◀ Start"), "prev_hand": ReplayWords.tr("◀◀ Hand"),
                 "prev": ReplayWords.tr("◀ Trick"), "next": ReplayWords.tr("Trick ▶"),
                 "next_hand": ReplayWords.tr("Hand ▶▶"), "last": ReplayWords.tr("End ▶|")}
        for key, text in texts.items():
            self.buttons[key].setText(text)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._describe()
            self.scene.retranslate()

    def go(self, index: int) -> None:
        self.index = max(0, min(index, len(self.replay.steps) - 1))
        game = self.replay.game_at(self.index)
        self.adapter.set_game(game)
        self.scene.show_last_trick(bool(game.tricks))
        self._describe()

    def next(self) -> None:
        self.go(self.replay.next_index(self.index))

    def previous(self) -> None:
        self.go(self.replay.previous_index(self.index))

    def next_hand(self) -> None:
        self.go(self.replay.next_index(self.index, HANDS))

    def previous_hand(self) -> None:
        self.go(self.replay.previous_index(self.index, HANDS))

    def _describe(self) -> None:
        step = self.replay.steps[self.index]
        game = self.adapter.game
        if step.kind is StepKind.START:
            text = ReplayWords.tr("The deal of hand 1")
        elif step.kind is StepKind.PASS:
            text = ReplayWords.tr("Hand {0}: after the pass").format(step.hand_number + 1)
        elif step.kind is StepKind.END:
            text = ReplayWords.tr("Hand {0}, trick {1}: where the record ends").format(
                step.hand_number + 1, game.trick_number + 1)
        elif step.kind is StepKind.HAND:
            text = ReplayWords.tr("End of hand {0}: totals {1}").format(
                step.hand_number + 1, ", ".join(str(total) for total in game.totals))
        else:
            text = ReplayWords.tr("Hand {0}, after trick {1} of {2}").format(
                step.hand_number + 1, step.trick_number + 1, game.tricks_per_hand)
        self.where.setText(text)
        last = len(self.replay.steps) - 1
        for key in ("first", "prev", "prev_hand"):
            self.buttons[key].setEnabled(self.index > 0)
        for key in ("next", "next_hand", "last"):
            self.buttons[key].setEnabled(self.index < last)
