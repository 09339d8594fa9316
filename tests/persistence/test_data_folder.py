"""The app's own files live in one folder named after it; what an earlier
version kept in the doubled folder ("Hearts Desktop/Hearts Desktop") moves."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from hearts_desktop.services import storage
from hearts_desktop.services.paths import APP_NAME


@pytest.fixture
def desktop_names(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The app's names as the game sets them, and a private data home."""
    before = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    QCoreApplication.setOrganizationName(APP_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    monkeypatch.delenv(storage.APP_DATA_ENV, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    yield tmp_path / "share"
    QCoreApplication.setOrganizationName(before[0])
    QCoreApplication.setApplicationName(before[1])


def test_one_folder_named_after_the_app(desktop_names: Path) -> None:
    folder = storage.app_data_dir()
    assert folder == desktop_names / APP_NAME and folder.is_dir()
    assert not (folder / APP_NAME).exists()


def test_files_in_the_doubled_folder_move_and_none_is_overwritten(desktop_names: Path) -> None:
    old = desktop_names / APP_NAME / APP_NAME
    old.mkdir(parents=True)
    (old / "autosave.json").write_text("old game", encoding="utf-8")
    (old / "statistics.sqlite3").write_bytes(b"old statistics")
    new = desktop_names / APP_NAME
    (new / "statistics.sqlite3").write_bytes(b"newer statistics")  # already there: it wins
    folder = storage.app_data_dir()
    assert (folder / "autosave.json").read_text(encoding="utf-8") == "old game"
    assert (folder / "statistics.sqlite3").read_bytes() == b"newer statistics"
    assert (old / "statistics.sqlite3").read_bytes() == b"old statistics"  # kept, not dropped
