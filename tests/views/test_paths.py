"""Bundled files are found from the package, or under a frozen app's _MEIPASS,
never relative to the working directory."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from hearts_desktop.services.paths import resource_path, resource_root


def test_resources_do_not_depend_on_the_working_directory(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert resource_path("cards", "back.svg").is_file()
    assert len(list(resource_path("cards", "standard").glob("*.svg"))) == 52


def test_a_frozen_app_finds_resources_under_meipass(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bundled = tmp_path / "hearts_desktop" / "resources"
    (bundled / "cards").mkdir(parents=True)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_root() == bundled
    assert resource_path("cards", "QS.svg") == bundled / "cards" / "QS.svg"
