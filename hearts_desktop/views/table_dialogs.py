"""The table's dialogs at their place in the animation queue: the end of a
hand, the moon choice and the end of the game, for the window at home and
for a network table alike.

Opened window-modal with open(), never exec(): the animation queue waits on
the pause it handed over, not inside a nested event loop.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QDialog, QPushButton, QWidget

from hearts_desktop.model import events as ev
from hearts_desktop.views.dialogs.game_dialogs import GameOverDialog, HandSummaryDialog, MoonChoiceDialog
from hearts_desktop.views.table import speeds
from hearts_desktop.views.table.animation_queue import Pause
from hearts_desktop.views.table.controller import TableController
from hearts_desktop.views.words.texts import Hearts


class TableDialogs(QObject):
    def __init__(self, window: QWidget, controller: TableController, focus: Callable[[], None],
                 new_game: Callable[[], None] | None, asks_again: bool = False,
                 review: Callable[[set[int] | None], object] | None = None,
                 review_hands: bool = True, game_over_note: Callable[[], str] | None = None) -> None:
        """`focus` gives the keys back to the table after a dialog;
        `new_game` is what the game-over dialog's New game does (None: that
        button is not offered); `asks_again`: at a guest's network seat it
        asks the host for the next game, and says so (Play again); `review`
        opens the review of some hands (None: the whole game), offered as a
        button that takes the dialog's place (None: not offered); at the end
        of each hand only with `review_hands` (a network table's game is
        reviewed once it is over, when the host sends its record);
        `game_over_note`: a line for the game-over dialog, under the scores
        (read again by `refresh_game_over_note` while the dialog is open)."""
        super().__init__(window)
        self.window, self.controller = window, controller
        self._focus, self._new_game, self._asks_again = focus, new_game, asks_again
        self._review = review
        self._review_hands = review_hands
        self._game_over_note = game_over_note
        self.game_over: GameOverDialog | None = None
        """The last game-over dialog (it deletes itself when closed)."""
        controller.hand_summary_due.connect(self.present_hand)
        controller.game_over_due.connect(self.present_game_over)
        controller.moon_choice_due.connect(self.choose_moon)

    def present_hand(self, event: ev.HandScored, gate: Pause) -> None:
        taken = [list(cards) for cards in self.controller.scene.shown.taken_points]
        dialog = HandSummaryDialog(event.score, self.controller.game.names, taken, self.window)
        if self._review_hands:
            self._offer_review(dialog, dialog.review_button, {event.score.hand_number}, dialog.accept)
        self.open(dialog, gate)
        if self.controller.watching:  # a watched table goes on by itself (the dialog is its timer's context)
            QTimer.singleShot(speeds.scaled(speeds.WATCHED_SUMMARY, self.controller.scene.speed),
                              dialog, dialog.accept)

    def _offer_review(self, dialog: QDialog, button: QPushButton, hands: set[int] | None,
                      leave: Callable[[], None]) -> None:
        """The review takes the dialog's place: it closes (`leave`: the game
        goes on as it would have), then the review opens beside the table."""
        review = self._review
        if review is None:
            return
        button.show()

        def open_review() -> None:
            leave()
            review(hands)

        button.clicked.connect(open_review)

    def present_game_over(self, event: ev.GameOver, gate: Pause) -> None:
        dialog = GameOverDialog(event.winners, event.totals, self.controller.game.names, self.window)
        start = self._new_game
        if start is None:
            dialog.new_game_button.setVisible(False)
        else:
            if self._asks_again:
                dialog.new_game_button.setText(Hearts.tr("Play again"))
            # The game starts once the queue has let go of this step.
            dialog.accepted.connect(lambda: QTimer.singleShot(0, start))
        self._offer_review(dialog, dialog.review_button, None, dialog.reject)
        self.game_over = dialog
        self.refresh_game_over_note()
        self.open(dialog, gate)

    def refresh_game_over_note(self) -> None:
        """The game-over dialog's line read again (at a network table the
        game's record, which the line counts, may come after the dialog)."""
        dialog = self.game_over
        if self._game_over_note is not None and dialog is not None and shiboken6.isValid(dialog):
            dialog.set_note(self._game_over_note())

    def choose_moon(self, event: ev.MoonShot | None) -> None:
        amount = event.amount if event is not None else 26
        sun = event.sun if event is not None else False
        dialog = MoonChoiceDialog(amount, sun, list(self.controller.game.totals),
                                  self.controller.game.names, self.window)
        dialog.finished.connect(lambda _result: self.controller.choose_moon(dialog.choice))
        self.open(dialog)

    def open(self, dialog: QDialog, gate: Pause | None = None) -> None:
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if gate is not None:
            dialog.finished.connect(gate.release)
        dialog.finished.connect(lambda _result: self._focus())  # keys play cards again at once
        dialog.open()
