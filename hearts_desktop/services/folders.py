"""Where file dialogs open: the Documents folder the first time, then the
folder the player last saved to or opened from (kept in QSettings).

Suggested file names carry the date, so a second save of the evening does
not overwrite the first by accident.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

LAST_FOLDER_KEY = "files/last_folder"


def documents_folder() -> Path:
    """The player's Documents folder, or the home folder where there is none
    (a dialog given a missing folder would open in the working directory)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(location) if location and Path(location).is_dir() else Path.home()


def start_folder(store: QSettings | None = None) -> Path:
    """The folder a file dialog opens in: the last one used, if it still exists."""
    store = store if store is not None else QSettings()
    last = store.value(LAST_FOLDER_KEY)
    if isinstance(last, str) and last and Path(last).is_dir():
        return Path(last)
    return documents_folder()


def remember(chosen: str | Path, store: QSettings | None = None) -> None:
    """Keep the folder of a file the player chose, for the next dialog."""
    store = store if store is not None else QSettings()
    store.setValue(LAST_FOLDER_KEY, str(Path(chosen).parent))


def suggested(stem: str, suffix: str, day: date | None = None, store: QSettings | None = None) -> str:
    """A full path to offer in a save dialog: `<stem> <YYYY-MM-DD>.<suffix>` in the start folder."""
    day = day or date.today()
    return str(start_folder(store) / f"{stem} {day.isoformat()}.{suffix}")
