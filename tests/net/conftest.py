"""The `table` fixture: a host on loopback, closed after the test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from tests.net.helpers import Table, open_host


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[Table]:
    made = open_host()
    yield made
    for client in made.clients:
        client.leave()
    made.host.close()

