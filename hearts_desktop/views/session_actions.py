"""The window's side of the game session: the Undo, Redo, Finish the hand,
Statistics and Replay menu actions, the resume question at start-up, and the
play checker's review of the human's cards.

The session itself (`services.session.GameSession`: autosave, undo history,
statistics) has no widgets; this object ties it to the table controller and
the window with signals.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from hearts_desktop.model.actions import Action, PlayAction
from hearts_desktop.model.errors import RecordError
from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.state import Phase
from hearts_desktop.services.session import GameSession, SessionWords
from hearts_desktop.views.dialogs.replay_dialog import ReplayDialog
from hearts_desktop.views.dialogs.statistics_dialog import StatisticsDialog
from hearts_desktop.views.play_checker import PlayChecker
from hearts_desktop.views.table.controller import TableController

MIN_TRICKS_TO_CLAIM = 2
"""A claim is offered only when it saves at least this many tricks."""


class SessionActions(QObject):
    status = Signal(str)  # a line for the status bar

    def __init__(self, session: GameSession, controller: TableController, window: QWidget) -> None:
        super().__init__(window)
        self.session, self.controller, self.window = session, controller, window
        self.adapter = controller.adapter
        self.checker = PlayChecker(self.adapter, self)
        self.checker.enabled = controller.settings.play_checker
        controller.human_acted.connect(self.apply_human)
        session.show_game.connect(controller.start_game)
        session.status.connect(self.status)
        self.adapter.game_started.connect(self._game_started)
        controller.turn_ready.connect(self._offer_claim)
        self._make_actions()

    def apply_human(self, action: Action) -> bool:
        """The human's action: an undoable step, and reviewed if the play
        checker is on (from the observation the human played from)."""
        before = None
        if self.checker.enabled and isinstance(action, PlayAction):
            before = self.adapter.game.observation(action.seat)
        done = self.session.apply_human(action)
        if done and before is not None and isinstance(action, PlayAction):
            self.checker.check(before, action.card)
        return done

    def _game_started(self, _game: Game) -> None:
        self.session.humans = self.controller.humans
        self.claim_action.setEnabled(False)

    # -- menu actions -------------------------------------------------------------

    def _make_actions(self) -> None:
        # Own undo/redo actions rather than QUndoStack.createUndoAction: its
        # prefix ("Undo") cannot be changed when the language changes.
        stack = self.session.history.stack
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        self.undo_action.setEnabled(stack.canUndo())
        self.undo_action.triggered.connect(stack.undo)
        stack.canUndoChanged.connect(self.undo_action.setEnabled)
        self.redo_action = QAction(self)
        self.redo_action.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        self.redo_action.setEnabled(stack.canRedo())
        self.redo_action.triggered.connect(stack.redo)
        stack.canRedoChanged.connect(self.redo_action.setEnabled)
        # The texts come with the signals: the stack may already be going
        # away when it sends them (it is destroyed with the session).
        stack.undoTextChanged.connect(self._name_undo)
        stack.redoTextChanged.connect(self._name_redo)
        self.claim_action = QAction(self)
        self.claim_action.setShortcut(QKeySequence("F"))
        self.claim_action.setEnabled(False)
        self.claim_action.triggered.connect(self.claim)
        self.statistics_action = QAction(self)
        self.statistics_action.triggered.connect(self.show_statistics)
        self.replay_action = QAction(self)
        self.replay_action.triggered.connect(self.open_replay)
        self.retranslate()
        # Undo only while the table is still: the controller refuses input
        # while cards move, and so does the history.
        self.controller.scene.queue.busy_changed.connect(self._busy_changed)

    def retranslate(self) -> None:
        """Name the menu actions in the current language."""
        self._name_undo_actions()
        self.claim_action.setText(SessionWords.tr("&Finish the hand"))
        self.statistics_action.setText(SessionWords.tr("S&tatistics…"))
        self.replay_action.setText(SessionWords.tr("&Replay a saved game…"))

    def _name_undo_actions(self) -> None:
        stack = self.session.history.stack
        self._name_undo(stack.undoText())
        self._name_redo(stack.redoText())

    def _name_undo(self, step: str) -> None:
        undo = SessionWords.tr("&Undo")
        self.undo_action.setText(f"{undo} {step}" if step else undo)

    def _name_redo(self, step: str) -> None:
        redo = SessionWords.tr("&Redo")
        self.redo_action.setText(f"{redo} {step}" if step else redo)

    def _busy_changed(self, busy: bool) -> None:
        stack = self.session.history.stack
        self.undo_action.setEnabled(not busy and stack.canUndo())
        self.redo_action.setEnabled(not busy and stack.canRedo())
        if busy:
            self.claim_action.setEnabled(False)

    # -- resume at start-up -----------------------------------------------------------

    def offer_resume(self) -> bool:
        """At start-up: offer an interrupted game; True if it was resumed."""
        session = self.session
        if session.statistics.message:
            QMessageBox.warning(self.window, SessionWords.tr("Statistics"), session.statistics.message)
        found = session.interrupted()
        if found.message:
            QMessageBox.warning(self.window, SessionWords.tr("Saved game"), found.message)
        if found.game is None or found.record is None or not found.record.actions:
            return False
        game = found.game
        scores = ", ".join(f"{name} {total}" for name, total in zip(game.names, game.totals))
        question = SessionWords.tr("A game was interrupted in hand {0} (scores: {1}).\n"
                                     "Resume it where it stopped?").format(game.hand_number + 1, scores)
        answer = QMessageBox.question(self.window, SessionWords.tr("Resume game"), question,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.Yes)
        if answer != QMessageBox.StandardButton.Yes:
            session.discard_interrupted()
            return False
        session.resume(found.record, game)
        return True

    def show_statistics(self) -> None:
        StatisticsDialog(self.session.statistics, self.window).exec()

    # -- claiming a decided hand --------------------------------------------------------

    def claimable(self) -> bool:
        game = self.adapter.game
        controller = self.controller
        if not (controller.human_to_play() and controller.accepting()):
            return False
        left = game.tricks_per_hand - game.trick_number
        return left >= MIN_TRICKS_TO_CLAIM and game.available_claim(controller.viewer) is not None

    def _offer_claim(self) -> None:
        offer = self.claimable()
        self.claim_action.setEnabled(offer)
        if offer:
            self.status.emit(SessionWords.tr(
                "The rest of this hand is decided: press F to finish it at once"))

    def claim(self) -> None:
        """Play the decided hand out at once (every card still checked, and
        each one shown: the adapter emits its events as it goes)."""
        if not self.claimable():
            return
        self.claim_action.setEnabled(False)
        game = self.adapter.game
        hand = game.hand_number
        with self.controller.scene.queue.batch():
            while game.phase is Phase.PLAYING and game.hand_number == hand:
                turn = game.turn
                assert turn is not None
                self.adapter.play(turn, game.legal_plays()[0])

    # -- replays --------------------------------------------------------------------------

    def open_replay(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window, SessionWords.tr("Replay a saved game"), str(Path.home()),
            SessionWords.tr("Hearts game records (*.json);;All files (*)"))
        if path:
            self.replay_file(Path(path))

    def replay_file(self, path: Path) -> ReplayDialog | None:
        try:
            record = GameRecord.loads(path.read_bytes())
        except (OSError, RecordError) as error:
            QMessageBox.warning(self.window, SessionWords.tr("Replay"),
                                SessionWords.tr("{0} cannot be replayed:\n{1}").format(path.name, error))
            return None
        dialog = ReplayDialog(record, self.window)
        dialog.show()
        return dialog
