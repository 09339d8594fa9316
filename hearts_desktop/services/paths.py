"""Where the game's bundled files are: the one way to find them.

Resources are the package `hearts_desktop.resources` (the repository's
`resources/` folder, installed as a package by pyproject), so they are found
from a source tree, an editable install and a wheel alike.  A PyInstaller
app unpacks data files under `sys._MEIPASS`; there the package may have no
real directory, so that location is tried first.  Nothing reads files
relative to the working directory.
"""

from __future__ import annotations

import sys
from importlib.resources import files
from pathlib import Path

APP_NAME = "Hearts Desktop"
"""The name the platform shows, and the data folders are named after."""
APP_ID = "hearts-desktop"
"""The command, the desktop file and the distribution name."""

_FROZEN_FOLDER = ("hearts_desktop", "resources")


def resource_root() -> Path:
    """The folder holding `cards/`, translations and icons."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen is not None:
        candidate = Path(frozen).joinpath(*_FROZEN_FOLDER)
        if candidate.is_dir():
            return candidate
    return Path(str(files("hearts_desktop.resources")))


def resource_path(*parts: str) -> Path:
    """A bundled file, e.g. `resource_path("cards", "standard", "QS.svg")`."""
    return resource_root().joinpath(*parts)
