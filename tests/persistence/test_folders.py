"""File dialogs open in Documents the first time, then where the player was last."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from hearts_desktop.services import folders


def store(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "files.ini"), QSettings.Format.IniFormat)


def test_documents_first_then_the_last_folder_used(qapp: object, tmp_path: Path) -> None:
    settings = store(tmp_path)
    assert folders.start_folder(settings) == folders.documents_folder()
    chosen = tmp_path / "evenings"
    chosen.mkdir()
    folders.remember(chosen / "game.json", settings)
    assert folders.start_folder(settings) == chosen
    suggestion = folders.suggested("Hearts game", "json", date(2026, 12, 2), settings)
    assert suggestion == str(chosen / "Hearts game 2026-12-02.json")


def test_a_folder_that_is_gone_falls_back_to_documents(qapp: object, tmp_path: Path) -> None:
    settings = store(tmp_path)
    folders.remember(tmp_path / "usb-stick" / "game.json", settings)  # never existed, or unplugged
    assert folders.start_folder(settings) == folders.documents_folder()


def test_without_a_documents_folder_dialogs_start_at_home(qapp: object, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))  # Qt names ~/Documents there; it does not exist yet
    assert folders.documents_folder() == home
    (home / "Documents").mkdir()
    assert folders.documents_folder() == home / "Documents"
