"""What keeps a game safe: autosave and resume, undo and redo, and the
statistics of finished games (issue #7).  No widget lives here: the window's
menus and dialogs for all of it are `views.session_actions`.

`GameSession` routes the human's actions through the undo history, saves the
game record after every action and records finished games in the statistics.
A game that must be put on the table (rebuilt by undo or redo, or resumed)
is announced with `show_game`; the table controller's `start_game` takes it.
"""

from __future__ import annotations

import contextlib
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from hearts_desktop import __version__
from hearts_desktop.ai.review import COMPUTER_PLAYED, EXPERT_PLAYED, marked_actions
from hearts_desktop.model import events as ev
from hearts_desktop.model.actions import Action
from hearts_desktop.model.cards import Seat
from hearts_desktop.model.game import Game
from hearts_desktop.model.qt_adapter import GameAdapter
from hearts_desktop.model.record import GameRecord
from hearts_desktop.services import stats
from hearts_desktop.services.autosave import Autosave, Resumable
from hearts_desktop.services.recent_games import RecentGames
from hearts_desktop.services.stats import Statistics
from hearts_desktop.services.storage import app_data_dir
from hearts_desktop.services.translation import TranslationContext
from hearts_desktop.services.undo import UndoHistory


class SessionWords(TranslationContext):
    """A translation context: call `SessionWords.tr("literal")` (pyside6-lupdate
    files each call under this class name, the context it is looked up with)."""


class GameSession(QObject):
    status = Signal(str)  # a line for the status bar
    show_game = Signal(object)  # a Game to put on the table (undo/redo rebuilt it, or it was resumed)
    game_recorded = Signal()  # a finished game went into the statistics

    def __init__(self, adapter: GameAdapter, parent: QObject | None = None,
                 folder: Path | None = None) -> None:
        super().__init__(parent)
        self.adapter = adapter
        folder = folder or app_data_dir()
        self.autosave = Autosave(folder)
        self.statistics = Statistics(folder / stats.FILE_NAME)
        self.recent = RecentGames(folder)
        self.history = UndoHistory(adapter, self)
        self.history.game_rebuilt.connect(self.show_game)
        self.started = datetime.now(UTC)
        self.humans: frozenset[Seat] = frozenset({0})
        """The seats people play, for the statistics (the table keeps it current)."""
        self.levels: dict[Seat, str] = {}
        """Each computer seat's level (the table keeps it current): the record
        keeps it, so that a review sees the table its Expert saw."""
        self.expert_played: set[int] = set()
        """The actions the Expert took in a person's seat (watching), by their
        place in the game: not the person's, for the review and the statistics."""
        adapter.action_applied.connect(self.save)
        adapter.game_started.connect(self._game_started)
        adapter.game_over.connect(self._game_over)

    def apply_human(self, action: Action, text: str) -> bool:
        """The human's action through the checked API, as one undoable step
        named `text` (in the player's language)."""
        return self.history.apply_human(action, text)

    # -- autosave and resume --------------------------------------------------------

    def record(self) -> GameRecord:
        """The running game as its record, with what the session knows of it."""
        game = self.adapter.game
        metadata: dict[str, object] = {
            "undo_used": self.history.undo_used, "app_version": __version__,
            "started": self.started.isoformat(timespec="seconds"), "human_seats": sorted(self.humans)}
        if self.levels:
            metadata["levels"] = {str(seat): level for seat, level in sorted(self.levels.items())}
        expert = sorted(index for index in self.expert_played if index < len(game.actions))
        if expert:
            metadata["expert_played"] = expert
        return GameRecord.from_game(game, metadata)

    def note_expert_played(self, _action: object = None) -> None:
        """The action just taken was the Expert's, in a person's seat."""
        self.expert_played.add(len(self.adapter.game.actions) - 1)

    def save(self, _action: object = None) -> None:
        if self.adapter.game.is_game_over():
            self.autosave.clear()
            return
        try:
            self.autosave.save(self.record())
        except OSError as error:
            self.status.emit(SessionWords.tr("The game could not be saved: {0}").format(error))

    def _game_started(self, game: Game) -> None:
        if not self.history.is_replaying:
            self.started = datetime.now(UTC)
            self.expert_played = set()
        else:  # undo or redo rebuilt the game: what it no longer holds is forgotten
            self.expert_played = {index for index in self.expert_played if index < len(game.actions)}
        self.save()

    def interrupted(self) -> Resumable:
        """The interrupted game the autosave holds, if any (or why it could not be read)."""
        return self.autosave.load()

    def discard_interrupted(self) -> None:
        self.autosave.clear()

    def resume(self, record: GameRecord, game: Game) -> None:
        self.show_game.emit(game)
        self.history.reset(undo_used=bool(record.metadata.get("undo_used", False)))
        expert = record.metadata.get("expert_played")
        self.expert_played = {index for index in expert if isinstance(index, int)} \
            if isinstance(expert, list) else set()
        started = record.metadata.get("started")
        if isinstance(started, str):
            with contextlib.suppress(ValueError):  # a bad date is not worth a warning
                self.started = datetime.fromisoformat(started)
        self.save()

    # -- the end of a game: statistics -----------------------------------------------

    def _game_over(self, _event: ev.GameOver) -> None:
        game = self.adapter.game
        if any(game.actions[index].seat in self.humans for index in self.expert_played
               if index < len(game.actions)):
            # Watched: the Expert's play is not the person's record.
            self.status.emit(SessionWords.tr("This game is not in the statistics: the Expert played for you"))
            self.autosave.clear()
            return
        try:
            self.statistics.record_game(self.adapter.game, sorted(self.humans),
                                        undo_used=self.history.undo_used)
        except Exception as error:
            self.status.emit(SessionWords.tr("The statistics could not be updated: {0}").format(error))
        else:
            self.game_recorded.emit()
        self.autosave.clear()

    def record_network_game(self, record: GameRecord) -> str:
        """Count a game finished at a network table for the seat it names as
        ours, as a game at home is counted: not if a computer player chose
        any of our moves (the Expert while we watched, or the host's while we
        were away).  The sentence that says what became of it."""
        seats = record.metadata.get("human_seats")
        if not isinstance(seats, list) or len(seats) != 1 or type(seats[0]) is not int \
                or not 0 <= seats[0] < record.players:
            return SessionWords.tr("This game is not in the statistics: it does not say which seat was yours")
        seat: Seat = seats[0]
        if any(record.actions[index].seat == seat for index in marked_actions(record, EXPERT_PLAYED)):
            return SessionWords.tr("This game is not in the statistics: the Expert played for you")
        if any(record.actions[index].seat == seat for index in marked_actions(record, COMPUTER_PLAYED)):
            return SessionWords.tr("This game is not in the statistics: "
                                   "a computer player played for you while you were away")
        try:
            added = self.statistics.record_network_game(record, seat)
        except Exception as error:
            return SessionWords.tr("The statistics could not be updated: {0}").format(error)
        if added is None:
            return SessionWords.tr("This game is in the statistics already")
        self.game_recorded.emit()
        return SessionWords.tr("This game is counted in the statistics (network tables)")
