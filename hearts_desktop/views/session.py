"""What keeps a game safe around the table: autosave and resume, undo and
redo, claiming a decided hand, statistics and replays (issue #7).

`GameSession` hangs off the main window: it routes the human's actions
through the undo history, saves the game record after every action, records
finished games in the statistics, and owns the menu actions for all of it.
"""

from __future__ import annotations

import contextlib
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from hearts_desktop import __version__, stats
from hearts_desktop.autosave import Autosave
from hearts_desktop.model import events as ev
from hearts_desktop.model.actions import Action, PlayAction
from hearts_desktop.model.claim import available_claim
from hearts_desktop.model.errors import RecordError
from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.state import Phase
from hearts_desktop.stats import Statistics
from hearts_desktop.storage import app_data_dir
from hearts_desktop.undo import UndoHistory
from hearts_desktop.views.controller import TableController
from hearts_desktop.views.play_checker import PlayChecker
from hearts_desktop.views.replay_dialog import ReplayDialog
from hearts_desktop.views.statistics_dialog import StatisticsDialog
from hearts_desktop.views.translation import TranslationContext

MIN_TRICKS_TO_CLAIM = 2
"""A claim is offered only when it saves at least this many tricks."""


class SessionWords(TranslationContext):
    """A translation context: call `SessionWords.tr("literal")` (pyside6-lupdate
    files each call under this class name, the context it is looked up with)."""



class GameSession(QObject):
    status = Signal(str)  # a line for the status bar

    def __init__(self, controller: TableController, window: QWidget, folder: Path | None = None) -> None:
        super().__init__(window)
        self.controller = controller
        self.adapter = controller.adapter
        self.window = window
        folder = folder or app_data_dir()
        self.autosave = Autosave(folder)
        self.statistics = Statistics(folder / stats.FILE_NAME)
        self.history = UndoHistory(self.adapter, self, show_game=controller.start_game)
        self.started = datetime.now(UTC)
        self.checker = PlayChecker(self.adapter, self)
        self.checker.enabled = controller.settings.play_checker
        controller.apply_human = self.apply_human
        self.adapter.action_applied.connect(self.save)
        self.adapter.game_started.connect(self._game_started)
        self.adapter.game_over.connect(self._game_over)
        controller.turn_ready.connect(self._offer_claim)
        self._make_actions()

    def apply_human(self, action: Action) -> bool:
        """The human's action: an undoable step, and reviewed if the play
        checker is on (from the observation the human played from)."""
        before = None
        if self.checker.enabled and isinstance(action, PlayAction):
            before = self.adapter.game.observation(action.seat)
        done = self.history.apply_human(action)
        if done and before is not None and isinstance(action, PlayAction):
            self.checker.check(before, action.card)
        return done

    # -- menu actions -------------------------------------------------------------

    def _make_actions(self) -> None:
        # Own undo/redo actions rather than QUndoStack.createUndoAction: its
        # prefix ("Undo") cannot be changed when the language changes.
        stack = self.history.stack
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
        stack.undoTextChanged.connect(self._name_undo_actions)
        stack.redoTextChanged.connect(self._name_undo_actions)
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

    def _name_undo_actions(self, _text: str = "") -> None:
        stack = self.history.stack
        undo, redo = SessionWords.tr("&Undo"), SessionWords.tr("&Redo")
        self.undo_action.setText(f"{undo} {stack.undoText()}" if stack.undoText() else undo)
        self.redo_action.setText(f"{redo} {stack.redoText()}" if stack.redoText() else redo)

    def _busy_changed(self, busy: bool) -> None:
        self.undo_action.setEnabled(not busy and self.history.stack.canUndo())
        self.redo_action.setEnabled(not busy and self.history.stack.canRedo())
        if busy:
            self.claim_action.setEnabled(False)

    # -- autosave and resume --------------------------------------------------------

    def save(self, _action: object = None) -> None:
        game = self.adapter.game
        if game.is_game_over():
            self.autosave.clear()
            return
        metadata = {"undo_used": self.history.undo_used, "app_version": __version__,
                    "started": self.started.isoformat(timespec="seconds")}
        try:
            self.autosave.save(GameRecord.from_game(game, metadata))
        except OSError as error:
            self.status.emit(SessionWords.tr(
                "The game could not be saved: {0}").format(error))

    def _game_started(self, _game: Game) -> None:
        if not self.history.is_replaying:
            self.started = datetime.now(UTC)
        self.claim_action.setEnabled(False)
        self.save()

    def offer_resume(self) -> bool:
        """At start-up: offer an interrupted game; True if it was resumed."""
        if self.statistics.message:
            QMessageBox.warning(self.window, SessionWords.tr("Statistics"), self.statistics.message)
        found = self.autosave.load()
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
            self.autosave.clear()
            return False
        self.resume(found.record, game)
        return True

    def resume(self, record: GameRecord, game: Game) -> None:
        self.controller.start_game(game)
        self.history.reset(undo_used=bool(record.metadata.get("undo_used", False)))
        started = record.metadata.get("started")
        if isinstance(started, str):
            with contextlib.suppress(ValueError):  # a bad date is not worth a warning
                self.started = datetime.fromisoformat(started)
        self.save()

    # -- the end of a game: statistics -----------------------------------------------

    def _game_over(self, _event: ev.GameOver) -> None:
        try:
            self.statistics.record_game(self.adapter.game, sorted(self.controller.humans),
                                        undo_used=self.history.undo_used)
        except Exception as error:
            self.status.emit(SessionWords.tr(
                "The statistics could not be updated: {0}").format(error))
        self.autosave.clear()

    def show_statistics(self) -> None:
        StatisticsDialog(self.statistics, self.window).exec()

    # -- claiming a decided hand --------------------------------------------------------

    def claimable(self) -> bool:
        game = self.adapter.game
        controller = self.controller
        if not (controller.human_to_play() and controller.accepting()):
            return False
        left = game.tricks_per_hand - game.trick_number
        return left >= MIN_TRICKS_TO_CLAIM and available_claim(game, controller.viewer) is not None

    def _offer_claim(self) -> None:
        offer = self.claimable()
        self.claim_action.setEnabled(offer)
        if offer:
            self.status.emit(SessionWords.tr(
                "The rest of this hand is decided: press F to finish it at once"))

    def claim(self) -> None:
        """Play the decided hand out at once (every card still checked)."""
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
