"""The `table` fixture: a host on loopback, closed after the test; and a data
folder of its own for every test here, since a table window keeps each game
it sees finished among the recent games."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from hearts_desktop.services.storage import APP_DATA_ENV
from hearts_desktop.views.network.table_window import NetTableWindow
from tests.net.helpers import Table, open_host


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Games kept here stay out of the folder the other tests share (its recent games)."""
    folder = tmp_path / "app-data"
    monkeypatch.setenv(APP_DATA_ENV, str(folder))
    return folder


@pytest.fixture(autouse=True)
def no_table_window_left_open(qtbot: QtBot) -> Iterator[None]:
    """Every network window a test leaves open (a main window opens them
    without a parent, so qtbot does not close them) is closed after it, even
    when the test fails half-way: a window's message left on screen would
    take the focus of the tests after it.  A table we host is closed without
    its question."""
    yield
    answer = QMessageBox.question
    QMessageBox.question = staticmethod(lambda *_args, **_kwargs: QMessageBox.StandardButton.Yes)  # type: ignore[method-assign]
    try:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, NetTableWindow) and widget.isVisible():
                widget.close()
    finally:
        QMessageBox.question = answer  # type: ignore[method-assign]


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[Table]:
    made = open_host()
    yield made
    for client in made.clients:
        client.leave()
    made.host.close()

