"""Files the app writes: where they live and how they are written safely.

Everything goes to the platform's application-data folder
(`QStandardPaths.AppDataLocation`).  Writes are atomic — a temporary file in
the same folder, flushed and fsynced, then renamed over the old one — so a
crash or power cut leaves either the old file or the new one, never half of
each.  A file that cannot be read is never deleted: it is moved aside with a
timestamped name and the user is told where.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QStandardPaths

APP_DATA_ENV = "HEARTS_DESKTOP_DATA"
"""Overrides the data folder (tests, portable installs)."""


def app_data_dir() -> Path:
    """The folder for autosaves and statistics; created if missing."""
    override = os.environ.get(APP_DATA_ENV)
    if override:
        folder = Path(override)
    else:
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        folder = Path(location) if location else Path.home() / ".local" / "share" / "hearts-desktop"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def atomic_write(path: Path, data: bytes) -> None:
    """Replace `path` with `data` so that readers only ever see a whole file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
    # The rename is durable only once the folder entry is on disk too.
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # not possible on every platform (Windows); the rename still happened
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def set_aside(path: Path) -> Path:
    """Move an unreadable file out of the way, keeping it for the user;
    returns where it went."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
        counter += 1
    os.replace(path, target)
    return target
