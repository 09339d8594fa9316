"""Games kept in one place (issue #46): every game saved or opened by the
player, and every game set aside when another took its place, listed
together with what identifies it; one can be moved to the system's trash.

Saved games stay where the player put them: their paths are remembered in
`recent.json` in the app's data folder (the newest first, at most
`REMEMBERED`).  A game finished at a network table is kept by itself in the
data folder's `NETWORK_FOLDER` and remembered like a saved one (`keep`).
Set-aside games are the files the autosave leaves beside itself
(`autosave.json.interrupted-<time>`, and an unreadable autosave as
`autosave.json.corrupt-<time>`).  Listing never changes a file; a file that
cannot be read is listed with the reason, so it can still be thrown away.
The statistics are a database of their own: nothing here touches them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QFile, QStandardPaths

from hearts_desktop.model.errors import RecordError
from hearts_desktop.model.record import GameRecord
from hearts_desktop.services.autosave import FILE_NAME as AUTOSAVE_NAME
from hearts_desktop.services.storage import app_data_dir, atomic_write

LIST_NAME = "recent.json"
REMEMBERED = 30
"""How many saved or opened games are remembered (set-aside ones are all listed)."""
NETWORK_FOLDER = "network games"
"""Where the games finished at network tables are kept, in the data folder."""


class Kind(Enum):
    SAVED = "saved"
    SET_ASIDE = "set aside"
    NETWORK = "network"
    """Kept by itself when it ended at a network table (`RecentGames.keep`)."""


@dataclass(frozen=True)
class GameEntry:
    """One game in the list, as read from its file."""

    path: Path
    kind: Kind
    modified: datetime
    record: GameRecord | None
    """None: the file cannot be read (`problem` says why)."""
    totals: tuple[int, ...] = ()
    hands: int = 0
    finished: bool = False
    deal_numbers: tuple[int, ...] = ()
    problem: str = ""


def read_entry(path: Path, kind: Kind) -> GameEntry:
    """What `path` holds, never raising for a bad file."""
    try:
        modified = datetime.fromtimestamp(path.stat().st_mtime)
    except OSError:
        modified = datetime.fromtimestamp(0)
    try:
        record = GameRecord.loads(path.read_bytes())
        game = record.replay()
    except (OSError, RecordError) as error:
        return GameEntry(path, kind, modified, None, problem=str(error))
    dealt = len(game.history) + (0 if game.is_game_over() else 1)  # a finished game deals no more
    numbers = tuple(number for number in (game.deal_number_of(hand) for hand in range(dealt))
                    if number is not None)
    return GameEntry(path, kind, modified, record, tuple(game.totals), len(game.history),
                     game.is_game_over(), numbers)


class RecentGames:
    """The saved and set-aside games of this computer's player."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else app_data_dir()
        self.list_path = self.folder / LIST_NAME

    def remembered(self) -> list[Path]:
        """The saved or opened games' paths, newest first (a spoilt list is
        read as empty and rewritten at the next save: it only names files)."""
        try:
            data = json.loads(self.list_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []
        if not isinstance(data, list):
            return []
        return [Path(item) for item in data if isinstance(item, str)]

    def remember(self, path: Path) -> None:
        """`path` was saved or opened: first in the list."""
        path = path.resolve()
        kept = [path] + [other for other in self.remembered() if other != path]
        self._write(kept[:REMEMBERED])

    def keep(self, record: GameRecord) -> Path:
        """A game finished at a network table, written to a file of its own
        (named after the time, never over another) and remembered; raises
        OSError with the reason if it cannot be written."""
        folder = self.folder / NETWORK_FOLDER
        folder.mkdir(parents=True, exist_ok=True)
        stem = datetime.now().strftime("%Y-%m-%d %H.%M.%S")
        path = folder / f"{stem}.json"
        number = 1
        while path.exists():
            number += 1
            path = folder / f"{stem} ({number}).json"
        atomic_write(path, record.dumps().encode("utf-8"))
        self.remember(path)
        return path

    def forget(self, path: Path) -> None:
        self._write([other for other in self.remembered() if other != path.resolve()])

    def _write(self, paths: list[Path]) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        atomic_write(self.list_path, json.dumps([str(path) for path in paths], ensure_ascii=False,
                                                indent=1).encode("utf-8"))

    def set_aside(self) -> list[Path]:
        """The games the autosave set aside, in its folder."""
        found = [*self.folder.glob(f"{AUTOSAVE_NAME}.interrupted-*"),
                 *self.folder.glob(f"{AUTOSAVE_NAME}.corrupt-*")]
        return [path for path in found if path.is_file()]

    def entries(self) -> list[GameEntry]:
        """Every saved game that still exists and every set-aside game, newest first."""
        network = (self.folder / NETWORK_FOLDER).resolve()
        entries = [read_entry(path, Kind.NETWORK if path.parent == network else Kind.SAVED)
                   for path in self.remembered() if path.is_file()]
        entries += [read_entry(path, Kind.SET_ASIDE) for path in self.set_aside()]
        return sorted(entries, key=lambda entry: entry.modified, reverse=True)

    def move_to_trash(self, entry: GameEntry) -> Path | None:
        """The game's file to the system's trash; where it went there (None
        if the system has no trash or refused: the file is where it was)."""
        # Qt puts the home trash in the data folder but does not make that
        # folder: on a fresh account it may not exist yet.
        data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
        if data:
            Path(data).mkdir(parents=True, exist_ok=True)
        file = QFile(str(entry.path))
        if not file.moveToTrash():
            return None
        self.forget(entry.path)
        return Path(file.fileName())
