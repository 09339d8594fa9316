"""Play it again (issue #46): a hand of a game dealt again at a table of its
own, beside the game, played to its end and then compared with the other
tries at it and with the Expert's own try in the same seat.

The window plays that one hand: at its end the table stops (the end of the
hand's pause is kept, never released, so the next hand is never dealt) and
the comparison opens.  The Expert's try is played on a worker thread from
the moment the window opens, against the same opponents.  Nothing here
touches the game at home, its autosave or the statistics.
"""

from __future__ import annotations

import html
from dataclasses import replace

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLayout,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from hearts_desktop.model import events as ev
from hearts_desktop.model.cards import Seat
from hearts_desktop.model.qt_adapter import GameAdapter
from hearts_desktop.model.record import GameRecord
from hearts_desktop.services.learning.practice import HandResult, expert_try, hand_start
from hearts_desktop.services.settings import AppSettings
from hearts_desktop.services.think_runner import ThinkRunner
from hearts_desktop.views.menu_action import menu_action
from hearts_desktop.views.table.animation_queue import Pause
from hearts_desktop.views.table.controller import TableController
from hearts_desktop.views.table.table_scene import TableScene
from hearts_desktop.views.table.table_view import TableView
from hearts_desktop.views.table_dialogs import TableDialogs
from hearts_desktop.views.words.review_text import ReviewWords


class Tries:
    """The tries at one hand: the game's own, each one played again, the Expert's."""

    def __init__(self, original: HandResult | None) -> None:
        self.original = original
        self.again: list[HandResult] = []
        self.expert: HandResult | None = None


class PracticeWindow(QMainWindow):
    play_again = Signal()  # the player asked for another try at the same hand
    hand_played = Signal(object)  # the HandResult of this try

    def __init__(self, record: GameRecord, hand: int, seat: Seat, settings: AppSettings, tries: Tries,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.record, self.hand, self.seat, self.tries = record, hand, seat, tries
        self.game = hand_start(record, hand)
        names = record.names
        table_settings = replace(settings.with_players(record.players), human_seats=frozenset({seat}),
                                 names=tuple(names))
        self.adapter = GameAdapter(self.game, self)
        self.scene = TableScene(self.adapter, parent=self)
        self.controller = TableController(self.adapter, self.scene, table_settings, self)
        self.view = TableView(self.scene, self.controller, self)
        self.view.offers_new_game = False
        self.setCentralWidget(self.view)
        # The moon's choice as at home; the end of the hand is this window's own.
        self.dialogs = TableDialogs(self, self.controller, self.focus_table, None)
        self.controller.hand_summary_due.disconnect(self.dialogs.present_hand)
        self.controller.game_over_due.disconnect(self.dialogs.present_game_over)
        self.controller.hand_summary_due.connect(self._hand_scored)
        self.controller.status.connect(self.statusBar().showMessage)
        self.controller.notice.connect(self.show_notice)
        self.controller.turn_ready.connect(self.focus_table)
        self._held: Pause | None = None
        """The end of the hand's pause: kept, so the table stops there."""
        self.comparison: CompareDialog | None = None
        self.expert_runner = ThinkRunner(self)
        self.expert_runner.finished.connect(self._expert_done)
        if tries.expert is None:
            levels = tuple(table_settings.level_of(other) for other in range(record.players))
            think = settings.expert_think_time
            self.expert_runner.start(lambda stop: expert_try(record, hand, seat, levels, think, stop))
        menu = self.menuBar().addMenu("")
        self.practice_menu = menu
        self.again_action = menu_action(self, menu, self.play_again.emit, "Ctrl+Shift+R")
        self.compare_action = menu_action(self, menu, self.show_comparison, "Ctrl+K")
        self.compare_action.setEnabled(False)  # once the hand is played
        self.close_action = menu_action(self, menu, self.close, QKeySequence.StandardKey.Close)
        self.retranslate()
        self.resize(1100, 760)
        self.controller.start_game(self.game)

    def retranslate(self) -> None:
        self.setWindowTitle(ReviewWords.tr("Hand %1 again").replace("%1", QLocale().toString(self.hand + 1)))
        self.practice_menu.setTitle(ReviewWords.tr("&Practice"))
        self.again_action.setText(ReviewWords.tr("Play it &again"))
        self.compare_action.setText(ReviewWords.tr("C&ompare the tries"))
        self.close_action.setText(ReviewWords.tr("&Close"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def focus_table(self) -> None:
        self.view.focus_hand()

    def show_notice(self, text: str) -> None:
        self.scene.show_notice(text)
        self.statusBar().showMessage(text)

    def _hand_scored(self, event: ev.HandScored, pause: Pause) -> None:
        self._held = pause  # never released: the next hand is not this window's
        score = event.score
        result = HandResult(score.points, score.deltas)
        self.tries.again.append(result)
        self.hand_played.emit(result)
        self.compare_action.setEnabled(True)
        self.show_comparison()

    def show_comparison(self) -> CompareDialog:
        """How the tries went, over the table (opened when the hand ends)."""
        if self.comparison is None:
            dialog = CompareDialog(self.tries, self.seat, self.record.names, self)
            dialog.again_button.clicked.connect(self.play_again.emit)
            self.comparison = dialog
        self.comparison.refresh()
        self.comparison.open()
        return self.comparison

    def _expert_done(self, result: object) -> None:
        if isinstance(result, HandResult):
            self.tries.expert = result
            if self.comparison is not None:
                self.comparison.refresh()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.expert_runner.cancel()
        self.controller.shutdown()
        super().closeEvent(event)


class CompareDialog(QDialog):
    """The tries at a hand side by side: points taken, the score's change, and
    the change against the table (the review's measure, lower is better).
    A grid of labels, not a table view: a few rows that grow with each try
    and with the font, never behind a scroll bar."""

    def __init__(self, tries: Tries, seat: Seat, names: tuple[str, ...],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tries, self.seat, self.names = tries, seat, names
        self.headline = QLabel()
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(18)
        self.note = QLabel()
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox()
        self.again_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.again_button.setDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addLayout(self.grid)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)  # as large as the rows, no larger
        self.note.setFixedWidth(self.fontMetrics().averageCharWidth() * 60)

    def rows(self) -> list[tuple[str, HandResult | None]]:
        """(who, result) in the order shown: the game's play, each try, the Expert."""
        shown: list[tuple[str, HandResult | None]] = [(ReviewWords.tr("In the game"), self.tries.original)]
        for number, result in enumerate(self.tries.again, start=1):
            shown.append((ReviewWords.tr("Try %1").replace("%1", QLocale().toString(number)), result))
        shown.append((ReviewWords.tr("The Expert in your seat"), self.tries.expert))
        return shown

    def cell(self, row: int, column: int) -> str:
        """The text shown for `row` (0: the game's play) in `column` (0: points taken)."""
        item = self.grid.itemAtPosition(row + 1, column + 1)
        widget = item.widget() if item is not None else None
        return widget.text() if isinstance(widget, QLabel) else ""

    def refresh(self) -> None:
        locale = QLocale()
        self.setWindowTitle(ReviewWords.tr("How the tries went"))
        self.headline.setText(ReviewWords.tr("The same cards, the same opponents: %1's seat")
                              .replace("%1", self.names[self.seat]))
        self.again_button.setText(ReviewWords.tr("Play it &again"))
        while self.grid.count():
            taken = self.grid.takeAt(0)
            widget = taken.widget() if taken is not None else None
            if widget is not None:  # gone from sight now, from memory at the next turn of the loop
                widget.hide()
                widget.deleteLater()
        heads = [ReviewWords.tr("Points taken"), ReviewWords.tr("Score change"),
                 ReviewWords.tr("Against the table")]
        for column, head in enumerate(heads, start=1):
            self._put(f"<b>{html.escape(head)}</b>", 0, column, Qt.TextFormat.RichText)
        rows = self.rows()
        for row, (who, result) in enumerate(rows, start=1):
            self._put(who, row, 0)
            if result is None:
                expert_row = row == len(rows)
                texts = [ReviewWords.tr("thinking…") if expert_row else ReviewWords.tr("not played"), "", ""]
            else:
                change = result.deltas[self.seat]
                texts = [locale.toString(result.points[self.seat]),
                         ("+" if change > 0 else "") + locale.toString(change),
                         locale.toString(result.against_table(self.seat), "f", 1)]
            for column, text in enumerate(texts, start=1):
                self._put(text, row, column)
        self.note.setText(ReviewWords.tr("Against the table: your score's change minus the others' average "
                                         "(lower is better; a moon counts for what it does to everyone)."))
        # A wrapped label's height depends on its width, which a fixed-size
        # layout does not ask: say it, or the rows above are squeezed.
        self.note.setMinimumHeight(self.note.heightForWidth(self.note.width()))
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the new rows get their room now

    def _put(self, text: str, row: int, column: int,
             kind: Qt.TextFormat = Qt.TextFormat.PlainText) -> None:
        label = QLabel(text)
        label.setTextFormat(kind)
        if column:
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.grid.addWidget(label, row, column)
        if self.isVisible():  # in an open dialog at once (hidden ones show with the dialog)
            label.show()
