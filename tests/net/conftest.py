"""The `table` fixture: a host on loopback, closed after the test; and a data
folder of its own for every test here, since a table window keeps each game
it sees finished among the recent games."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.services.storage import APP_DATA_ENV
from tests.net.helpers import Table, open_host


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Games kept here stay out of the folder the other tests share (its recent games)."""
    folder = tmp_path / "app-data"
    monkeypatch.setenv(APP_DATA_ENV, str(folder))
    return folder


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[Table]:
    made = open_host()
    yield made
    for client in made.clients:
        client.leave()
    made.host.close()

