"""Files the app writes: where they live and how they are written safely.

Everything goes to the platform's application-data folder
(`QStandardPaths.AppDataLocation`).  Writes are atomic (`QSaveFile`: a
temporary file in the same folder, flushed, then renamed over the old one),
so a crash or power cut leaves either the old file or the new one, never
half of each.  A file that cannot be read is never deleted: it is moved aside with a
timestamped name and the user is told where.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

from PySide6.QtCore import QIODevice, QSaveFile, QSettings, QStandardPaths

from hearts_desktop.services.paths import APP_NAME

APP_DATA_ENV = "HEARTS_DESKTOP_DATA"
"""Overrides the data folder (tests, portable installs)."""


def app_data_dir() -> Path:
    """The folder for autosaves and statistics, created if missing: one
    folder named after the app in the platform's data folder
    (~/.local/share/Hearts Desktop on Linux).  Qt's AppDataLocation would
    add the organization too ("Hearts Desktop/Hearts Desktop"); files an
    earlier version left there are moved over, never dropped."""
    override = os.environ.get(APP_DATA_ENV)
    if override:
        folder = Path(override)
    else:
        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
        folder = (Path(base) if base else Path.home() / ".local" / "share") / APP_NAME
        old = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        if old and Path(old) != folder:
            _move_files(Path(old), folder)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def settings_follow_data_dir() -> Path | None:
    """With the data folder overridden (`APP_DATA_ENV`), keep the settings
    there too, as an INI file (`<folder>/Hearts Desktop/Hearts Desktop.ini`),
    so a scripted run or a portable copy never reads or changes the user's
    own; returns that folder, else None and Qt's usual place is kept.  Call
    before the first QSettings is made."""
    override = os.environ.get(APP_DATA_ENV)
    if not override:
        return None
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, override)
    return Path(override)


def _move_files(old: Path, new: Path) -> None:
    """Move what an earlier version kept in `old` to `new` (a file already
    in `new` wins and the old one stays where it is); then drop `old` if empty."""
    if not old.is_dir():
        return
    new.mkdir(parents=True, exist_ok=True)
    for item in old.iterdir():
        target = new / item.name
        if not target.exists():
            with contextlib.suppress(OSError):  # it stays in the old folder: nothing lost
                os.replace(item, target)
    for folder in (old, old.parent):
        with contextlib.suppress(OSError):
            folder.rmdir()  # only if empty


def atomic_write(path: Path, data: bytes) -> None:
    """Replace `path` with `data` so that readers only ever see a whole file.

    QSaveFile writes a temporary file beside the target and renames it over
    the target on commit (flushed to disk first); a failed write leaves the
    old file as it was.  Raises OSError with Qt's reason."""
    save = QSaveFile(str(path))
    if not save.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(f"{path}: {save.errorString()}")
    if save.write(data) != len(data):
        save.cancelWriting()
        save.commit()
        raise OSError(f"{path}: {save.errorString()}")
    if not save.commit():
        raise OSError(f"{path}: {save.errorString()}")


def set_aside(path: Path, why: str = "corrupt") -> Path:
    """Move a file out of the way (unreadable, or about to be replaced),
    keeping it for the user; returns where it went."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{why}-{stamp}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.name}.{why}-{stamp}-{counter}")
        counter += 1
    os.replace(path, target)
    return target
