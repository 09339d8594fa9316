"""Undo and redo of the human's own actions, on `QUndoStack` and the record.

A game is its rules, seed and list of actions, so undoing is replaying a
shorter list: no second, hand-written history.  Each human action is one
`QUndoCommand`; undoing it rebuilds the game from the actions before it and
keeps the actions it removed (the human's and the computers' after it) so
redo puts back exactly the same game.  Only the current hand can be undone:
the stack is cleared when a new hand is dealt.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from hearts_desktop.model.actions import Action
from hearts_desktop.model.qt_adapter import GameAdapter
from hearts_desktop.model.record import GameRecord


class HumanAction(QUndoCommand):
    """One human action on the stack; its text is given by the window, in
    the player's language (and renamed when the language changes)."""

    def __init__(self, history: UndoHistory, index: int, action: Action, text: str) -> None:
        super().__init__(text)
        self.action = action
        self._history = history
        self._index = index  # position of the human's action in the record
        self._future: list[Action] = []
        self._applied = True  # pushed after the action was applied

    def undo(self) -> None:
        self._future = self._history.truncate(self._index)

    def redo(self) -> None:
        if self._applied:
            self._applied = False  # QUndoStack.push calls redo once: it was already done
            return
        self._history.extend(self._future)


class UndoHistory(QObject):
    undo_used_changed = Signal(bool)  # the game is now marked as having used undo
    game_rebuilt = Signal(object)  # the Game undo or redo rebuilt, to be put on the table

    def __init__(self, adapter: GameAdapter, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.adapter = adapter
        self.stack = QUndoStack(self)
        self.undo_used = False
        self._replaying = False
        adapter.hand_dealt.connect(self._new_hand)
        adapter.game_started.connect(self._game_replaced)

    @property
    def is_replaying(self) -> bool:
        """True while an undo or redo is putting a rebuilt game on the table."""
        return self._replaying

    def apply_human(self, action: Action, text: str) -> bool:
        """Apply the human's action through the checked API; if accepted it
        becomes one undoable step named `text` ("play the Queen of spades")."""
        game = self.adapter.game
        index, hand = len(game.actions), game.hand_number
        if not self.adapter.apply(action):
            return False
        if self.adapter.game.hand_number == hand:
            self.stack.push(HumanAction(self, index, action, text))
        return True

    def truncate(self, index: int) -> list[Action]:
        """Rebuild the game from its first `index` actions; return the rest."""
        game = self.adapter.game
        removed = list(game.actions[index:])
        self._mark_used()
        self._rebuild(list(game.actions[:index]))
        return removed

    def extend(self, actions: list[Action]) -> None:
        self._rebuild(list(self.adapter.game.actions) + actions)

    def _rebuild(self, actions: list[Action]) -> None:
        record = GameRecord.from_game(self.adapter.game)
        record.actions = actions
        self._replaying = True
        try:
            # Whoever shows the game takes it (the table controller's start_game,
            # which hands it to the adapter); connected directly, so it is shown
            # before this returns.
            self.game_rebuilt.emit(record.replay())
        finally:
            self._replaying = False

    def _mark_used(self) -> None:
        if not self.undo_used:
            self.undo_used = True
            self.undo_used_changed.emit(True)

    def _new_hand(self, _event: object) -> None:
        self.stack.clear()

    def _game_replaced(self, _game: object) -> None:
        if not self._replaying:  # a new game, not an undo or redo
            self.stack.clear()
            self.undo_used = False

    def reset(self, undo_used: bool = False) -> None:
        """For a resumed game: keep the mark it was saved with."""
        self.stack.clear()
        self.undo_used = undo_used

