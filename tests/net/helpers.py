"""Helpers: a network table on loopback: a host and computer-played clients, all in
this process and its one event loop (Qt signals carry every step)."""

from __future__ import annotations

from dataclasses import dataclass, field

from pytestqt.qtbot import QtBot

from hearts_desktop.ai import Level
from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.net.bot import SeatBot
from hearts_desktop.net.client import TableClient
from hearts_desktop.net.guard import Throttle
from hearts_desktop.net.host import TableHost

CODE = "314159"


@dataclass
class Table:
    host: TableHost
    clients: list[TableClient] = field(default_factory=list)
    bots: list[SeatBot] = field(default_factory=list)
    saved: list[GameRecord | None] = field(default_factory=list)

    def join(self, qtbot: QtBot, name: str, seed: int = 0, code: str = CODE) -> TableClient:
        client = TableClient()
        self.bots.append(SeatBot(client, Level.CASUAL, seed, client))
        self.clients.append(client)
        with qtbot.waitSignal(client.state_received, timeout=5000):
            client.connect_to("127.0.0.1", self.host.port, code, name)
        return client


def open_host(seed: int = 11, level: Level | tuple[Level, ...] = Level.CASUAL, **options: object) -> Table:
    saved: list[GameRecord | None] = []
    host = TableHost(Game(seed=seed), CODE, level=level, save=saved.append,
                     throttle=Throttle(base=0.001, ceiling=0.01), **options)  # type: ignore[arg-type]
    assert host.listen(0), host.last_error
    return Table(host, saved=saved)



def play_to_end(qtbot: QtBot, table: Table, timeout: int = 60_000) -> None:
    qtbot.waitUntil(table.host.game.is_game_over, timeout=timeout)
    # The last messages are on their way to the clients.
    qtbot.waitUntil(lambda: all(c.observation is not None and c.observation.phase.value == "game over"
                                for c in table.clients if c.is_connected), timeout=5000)
