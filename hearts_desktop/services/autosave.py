"""Autosave and resume: the running game, as its record, after every action.

The game record replays to exactly the saved state, mid-pass and mid-trick
included, so the autosave is just `GameRecord.dumps()` written atomically.
On start the app asks `Autosave.load()`: a finished game is not offered, and
a corrupt or unreadable file is moved aside with a message — never an
exception, never a reason not to start.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from hearts_desktop.model.errors import RecordError
from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.services.storage import app_data_dir, atomic_write, set_aside

FILE_NAME = "autosave.json"


@dataclass(frozen=True)
class Resumable:
    """What `load` found: a game to offer, or a message, or neither."""

    record: GameRecord | None = None
    game: Game | None = None
    message: str | None = None
    """Translated text for the user when a save had to be set aside."""


class Autosave:
    def __init__(self, folder: Path | None = None) -> None:
        self.path = (folder or app_data_dir()) / FILE_NAME

    def save(self, record: GameRecord) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)  # the app's own folder
        atomic_write(self.path, record.dumps(compact=True).encode("utf-8"))

    def clear(self) -> None:
        """Forget the saved game (it ended, or the user declined to resume)."""
        self.path.unlink(missing_ok=True)

    def load(self) -> Resumable:
        self._remove_stale_temporaries()
        if not self.path.exists():
            return Resumable()
        try:
            record = GameRecord.loads(self.path.read_bytes())
            game = record.replay()
        except (RecordError, OSError) as error:
            return Resumable(message=self._set_aside(error))
        if game.is_game_over():
            return Resumable()
        return Resumable(record, game)

    def keep_aside(self) -> Path | None:
        """Before another game replaces the saved one: keep the saved game
        beside the autosave; returns where (None: there was nothing played
        to keep).  A file that cannot be read is kept too, as it is."""
        try:
            record = GameRecord.loads(self.path.read_bytes())
        except FileNotFoundError:
            return None
        except (RecordError, OSError):
            record = None  # unreadable: still the player's, kept rather than overwritten
        if record is not None and not record.actions:
            return None
        return set_aside(self.path, "interrupted")

    def _remove_stale_temporaries(self) -> None:
        # A write interrupted by a crash in an earlier version (before
        # QSaveFile) left its temporary file; the save beside it is whole.
        for stale in self.path.parent.glob(f".{self.path.name}.*.tmp"):
            stale.unlink(missing_ok=True)

    def _set_aside(self, error: Exception) -> str:
        try:
            moved = str(set_aside(self.path))
        except OSError as move_error:
            moved = QCoreApplication.translate("Autosave", "(could not be moved: {0})").format(move_error)
        return QCoreApplication.translate(
            "Autosave", "The saved game could not be read and was set aside as {0}.\nReason: {1}"
        ).format(moved, error)
