"""The window's side of the game session: the Undo, Redo, Finish the hand,
Statistics and Replay menu actions, the resume question at start-up, and the
play checker's review of the human's cards.

The session itself (`services.session.GameSession`: autosave, undo history,
statistics) has no widgets; this object ties it to the table controller and
the window with signals.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget
from shiboken6 import isValid

from hearts_desktop.model.actions import Action, PlayAction
from hearts_desktop.model.errors import RecordError
from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.state import Phase
from hearts_desktop.services import folders
from hearts_desktop.services.session import GameSession, SessionWords
from hearts_desktop.services.storage import atomic_write
from hearts_desktop.services.undo import HumanAction
from hearts_desktop.views.dialogs.replay_dialog import ReplayDialog
from hearts_desktop.views.dialogs.statistics_dialog import StatisticsDialog
from hearts_desktop.views.play_checker import PlayChecker
from hearts_desktop.views.review_actions import people_of
from hearts_desktop.views.table.controller import TableController
from hearts_desktop.views.words.texts import scores_text, undo_text

MIN_TRICKS_TO_CLAIM = 2
"""A claim is offered only when it saves at least this many tricks."""


class SessionActions(QObject):
    status = Signal(str)  # a line for the status bar
    dialog_closed = Signal()  # one of its dialogs closed: the table may take the keys back

    def __init__(self, session: GameSession, controller: TableController, window: QWidget) -> None:
        super().__init__(window)
        self.session, self.controller, self.window = session, controller, window
        self.adapter = session.adapter
        self.checker = PlayChecker(self.adapter, self._position, self)
        self.checker.enabled = controller.settings.play_checker
        self.checker.table = controller.table
        self.checker.seconds = lambda: self.controller.settings.expert_think_time
        controller.human_acted.connect(self.apply_human)
        session.show_game.connect(controller.start_game)
        session.status.connect(self.status)
        self.adapter.game_started.connect(self._game_started)
        controller.turn_ready.connect(self._offer_claim)
        self._make_actions()

    def _position(self) -> tuple[int, int]:
        """The hand and trick the game at home is at (the play checker's clock)."""
        game = self.adapter.game
        return game.hand_number, game.trick_number

    def apply_human(self, action: Action) -> bool:
        """The human's action: an undoable step, and reviewed if the play
        checker is on (from the observation the human played from)."""
        before = None
        if self.checker.enabled and isinstance(action, PlayAction):
            before = self.adapter.game.observation(action.seat)
        done = self.session.apply_human(action, undo_text(action))
        if done and before is not None and isinstance(action, PlayAction):
            self.checker.check(before, action.card)
        return done

    def _game_started(self, _game: Game) -> None:
        self.session.humans = self.controller.humans
        self.session.levels = self.controller.levels()
        self.claim_action.setEnabled(False)

    # -- menu actions -------------------------------------------------------------

    def _make_actions(self) -> None:
        self._busy = False
        stack = self.session.history.stack
        self._can = {"undo": stack.canUndo(), "redo": stack.canRedo()}
        self.undo_action, self.redo_action = self._make_undo_actions()
        # Connected after the stack's own connections to its actions, so a
        # change of the stack while cards move cannot enable them.  (The
        # state comes with the signal: the stack may be going away.)
        stack.canUndoChanged.connect(self._undo_possible)
        stack.canRedoChanged.connect(self._redo_possible)
        self.claim_action = QAction(self)
        self.claim_action.setShortcut(QKeySequence("F"))
        self.claim_action.setEnabled(False)
        self.claim_action.triggered.connect(self.claim)
        self.statistics_action = QAction(self)
        self.statistics_action.triggered.connect(self.show_statistics)
        self.replay_action = QAction(self)
        self.replay_action.triggered.connect(self.open_replay)
        self.save_action = QAction(self)
        self.save_action.setShortcuts(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(self.save_game)
        self.open_action = QAction(self)
        self.open_action.setShortcuts(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_game)
        self.retranslate()
        # Undo only while the table is still: the controller refuses input
        # while cards move, and so does the history.
        self.controller.scene.queue.busy_changed.connect(self._busy_changed)

    def _make_undo_actions(self) -> tuple[QAction, QAction]:
        """Undo and Redo, made by the stack: it names them after the command
        on top ("Undo play Q♠") and enables them."""
        stack = self.session.history.stack
        undo = stack.createUndoAction(self, SessionWords.tr("&Undo"))
        undo.setShortcuts(QKeySequence.StandardKey.Undo)
        redo = stack.createRedoAction(self, SessionWords.tr("&Redo"))
        redo.setShortcuts(QKeySequence.StandardKey.Redo)
        for action in (undo, redo):
            action.setEnabled(action.isEnabled() and not self._busy)
        return undo, redo

    def _renew_undo_actions(self) -> None:
        """A new language: the stack keeps the prefix an action was made with,
        so new actions take the old ones' places in the menus."""
        old = (self.undo_action, self.redo_action)
        self.undo_action, self.redo_action = self._make_undo_actions()
        for before, after in zip(old, (self.undo_action, self.redo_action), strict=True):
            for owner in before.associatedObjects():
                if isinstance(owner, QWidget):
                    owner.insertAction(before, after)
                    owner.removeAction(before)
            before.deleteLater()

    def retranslate(self) -> None:
        """Name the menu actions (and the undo steps) in the current language."""
        stack = self.session.history.stack
        for index in range(stack.count()):
            command = stack.command(index)
            if isinstance(command, HumanAction):
                command.setText(undo_text(command.action))
        if self.undo_action.text() != self._undo_text():
            self._renew_undo_actions()
        self.claim_action.setText(SessionWords.tr("&Finish the hand"))
        self.statistics_action.setText(SessionWords.tr("S&tatistics…"))
        self.replay_action.setText(SessionWords.tr("Re&play a saved game…"))
        self.save_action.setText(SessionWords.tr("&Save game…"))
        self.open_action.setText(SessionWords.tr("&Open game…"))

    def _undo_text(self) -> str:
        step = self.session.history.stack.undoText()
        prefix = SessionWords.tr("&Undo")
        return f"{prefix} {step}" if step else prefix

    def _busy_changed(self, busy: bool) -> None:
        self._busy = busy
        self._respect_busy()
        if busy:
            self.claim_action.setEnabled(False)

    def _undo_possible(self, can: bool) -> None:
        self._can["undo"] = can
        self._respect_busy()

    def _redo_possible(self, can: bool) -> None:
        self._can["redo"] = can
        self._respect_busy()

    def _respect_busy(self) -> None:
        """Undo only while the table is still: the controller refuses input
        while cards move, and so does the history."""
        if not (isValid(self.undo_action) and isValid(self.redo_action)):
            return  # the window is closing: the stack clears itself as it goes
        self.undo_action.setEnabled(not self._busy and self._can["undo"])
        self.redo_action.setEnabled(not self._busy and self._can["redo"])

    # -- resume at start-up -----------------------------------------------------------

    def offer_resume(self, stopping: Callable[[], bool] = lambda: False) -> bool:
        """At start-up: offer an interrupted game; True if it was resumed.
        `stopping` says the app is being closed (SIGTERM) while a message is
        open: its close is then no answer, and the game is kept as it was."""
        session = self.session
        if session.statistics.message:
            QMessageBox.warning(self.window, SessionWords.tr("Statistics"), session.statistics.message)
        found = session.interrupted()
        if found.message and not stopping():
            QMessageBox.warning(self.window, SessionWords.tr("Saved game"), found.message)
        if found.game is None or found.record is None or not found.record.actions or stopping():
            return False
        game = found.game
        people = people_of(found.record) or [0]  # (South: the person's seat in a save that does not say)
        if not any(action.seat in people for action in found.record.actions):
            # Only the computer players had passed (the table deals at start-up, and a player who
            # went to a network table never touched it): the same cards again, without a question.
            session.resume(found.record, game)
            return True
        scores = scores_text(game.names, game.totals)
        question = SessionWords.tr("A game was interrupted in hand {0} (scores: {1}).\n"
                                     "Resume it where it stopped?").format(game.hand_number + 1, scores)
        answer = QMessageBox.question(self.window, SessionWords.tr("Resume game"), question,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.Yes)
        if stopping():
            return False  # closed by the signal, not declined: asked again at the next start
        if answer != QMessageBox.StandardButton.Yes:
            session.discard_interrupted()
            return False
        session.resume(found.record, game)
        return True

    def show_statistics(self) -> None:
        StatisticsDialog(self.session.statistics, self.window).exec()
        self.dialog_closed.emit()

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

    # -- saved games and replays --------------------------------------------------------

    def _records_filter(self) -> str:
        return SessionWords.tr("Hearts game records (*.json);;All files (*)")

    def save_game(self) -> Path | None:
        """Save the game in progress (or finished) as a record, where the player says."""
        chosen, _ = QFileDialog.getSaveFileName(
            self.window, SessionWords.tr("Save game"),
            folders.suggested(SessionWords.tr("Hearts game"), "json"), self._records_filter())
        self.dialog_closed.emit()
        if not chosen:
            return None
        return self.save_game_to(Path(chosen))

    def save_game_to(self, path: Path) -> Path | None:
        folders.remember(path)
        try:
            atomic_write(path, self.session.record().dumps().encode("utf-8"))
        except OSError as error:
            QMessageBox.warning(self.window, SessionWords.tr("Save game"),
                                SessionWords.tr("The game could not be saved: {0}").format(error))
            self.dialog_closed.emit()
            return None
        self.session.recent.remember(path)
        self.status.emit(SessionWords.tr("The game was saved as {0}").format(path.name))
        return path

    def _choose_record(self, title: str) -> Path | None:
        """Ask for a game record, starting in the last folder used."""
        chosen, _ = QFileDialog.getOpenFileName(self.window, title, str(folders.start_folder()),
                                                self._records_filter())
        self.dialog_closed.emit()
        return Path(chosen) if chosen else None

    def open_game(self) -> None:
        path = self._choose_record(SessionWords.tr("Open game"))
        if path is not None:
            self.open_game_file(path)

    def open_game_file(self, path: Path) -> bool:
        """A saved game goes on the table where it stopped (a finished one
        opens in the replay); a file that is not a game record is refused with
        the reason and changes nothing.  The game it replaces (the one on the
        table, or an interrupted one at start-up) is kept beside the autosave,
        never overwritten, and the status line says where."""
        folders.remember(path)
        try:
            record = GameRecord.loads(path.read_bytes())
            game = record.replay()
        except (OSError, RecordError) as error:
            QMessageBox.warning(self.window, SessionWords.tr("Open game"),
                                SessionWords.tr("{0} cannot be opened:\n{1}").format(path.name, error))
            self.dialog_closed.emit()
            return False
        set_aside = path.resolve() in {other.resolve() for other in self.session.recent.set_aside()}
        if not set_aside:
            self.session.recent.remember(path)
        if game.is_game_over():
            self._show_replay(record)
            return True
        kept = self.session.autosave.keep_aside()
        self.session.resume(record, game)
        if set_aside:  # taken back: it is the running game now, kept by the autosave
            path.unlink(missing_ok=True)
        said = SessionWords.tr("{0} is on the table").format(path.name)
        if kept is not None:
            said += " · " + SessionWords.tr("The interrupted game was kept as {0}").format(kept)
        self.status.emit(said)
        return True

    def open_replay(self) -> None:
        path = self._choose_record(SessionWords.tr("Replay a saved game"))
        if path is not None:
            self.replay_file(path)

    def replay_file(self, path: Path) -> ReplayDialog | None:
        folders.remember(path)
        try:
            record = GameRecord.loads(path.read_bytes())
        except (OSError, RecordError) as error:
            QMessageBox.warning(self.window, SessionWords.tr("Replay"),
                                SessionWords.tr("{0} cannot be replayed:\n{1}").format(path.name, error))
            return None
        return self._show_replay(record)

    def _show_replay(self, record: GameRecord) -> ReplayDialog:
        dialog = ReplayDialog(record, self.window)
        dialog.scene.use_cards_of(self.controller.settings)  # as the player chose them at the table
        dialog.show()
        return dialog
