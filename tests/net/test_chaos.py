"""Chaos at a headless host: 200 games in which scripted players join, play,
drop at random moments and come back.

Drops come three ways: a player's own connection cut (as if its laptop
died), the host's side of a connection cut while the host writes to the
seats (inside a broadcast, as a failed write does) and while it flushes.
Every game ends one of three ways: everyone asks for the next game, one
asks and the others say nothing (the host deals after its wait), or
everyone leaves.  Every game must finish, the host must log no fault, and
each game's record must be the game the model plays from its actions."""

from __future__ import annotations

import logging
import random
import time
from collections import Counter

import pytest
from PySide6.QtCore import QObject, QTimer
from pytestqt.qtbot import QtBot

from hearts_desktop.ai import Level
from hearts_desktop.model.actions import Action, MoonAction, PassAction, PlayAction
from hearts_desktop.model.game import Game
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import STANDARD, MoonChoice
from hearts_desktop.model.state import Phase
from hearts_desktop.net.client import TableClient, must_act
from hearts_desktop.net.connection import Connection
from hearts_desktop.net.guard import Throttle
from hearts_desktop.net.host import TableHost

GAMES = 200
CODE = "161616"
QUICK = STANDARD.with_changes(target_score=26)
"""A game of one to three hands."""


def random_action(observation: Observation, rng: random.Random) -> Action:
    seat = observation.seat
    if observation.phase is Phase.PASSING:
        return PassAction(seat, tuple(rng.sample(observation.hand, observation.rules.cards_passed)))
    if observation.phase is Phase.MOON_CHOICE:
        return MoonAction(seat, rng.choice(list(MoonChoice)))
    return PlayAction(seat, rng.choice(observation.legal))


class Player(QObject):
    """One scripted player: a client at a time, played at random, back after each drop.

    Its slots are bound methods: a lambda on a client's signal that held the
    harness would let the harness go inside the client's destructor."""

    def __init__(self, name: str, chaos: Chaos) -> None:
        super().__init__(chaos)
        self.name, self.chaos = name, chaos
        self.client: TableClient | None = None
        self._back = QTimer(self)
        self._back.setSingleShot(True)
        self._back.timeout.connect(self.join)

    def join(self) -> None:
        if self.chaos.stopping or self.client is not None:
            return
        client = self.client = TableClient(self)
        client.observation_changed.connect(self._observed)
        client.closed.connect(self._closed)
        client.connect_to("127.0.0.1", self.chaos.host.port, CODE, self.name)

    def _observed(self, observation: Observation) -> None:
        if self.client is not None:
            self.chaos.observed(self.client, observation)

    def _closed(self, _why: str) -> None:
        client, self.client = self.client, None
        if client is not None:
            client.deleteLater()
        if not self.chaos.stopping:  # back after a moment, under the same name
            self._back.start(self.chaos.rng.randrange(5, 60))


class Chaos(QObject):
    """The scripted players, the drops and the endings."""

    def __init__(self, host: TableHost, rng: random.Random, players: int = 3) -> None:
        super().__init__()
        self.host, self.rng = host, rng
        self.players = [Player(f"P{index}", self) for index in range(players)]
        self.ending = "all ask"
        self.counts: Counter[str] = Counter()
        self.records: list[tuple[GameRecord, Game]] = []
        """Each finished game's record, and the host's game as it ended (a copy of what matters)."""
        self.gaps: list[float] = []
        """Seconds from each drop of the seat to act until the host's next action."""
        self._dropped_at: float | None = None
        self.stopping = False
        host.game_finished.connect(self._finished)
        host.next_game_dealt.connect(self._dealt)
        host.game_changed.connect(self._changed)
        host.frame_sent.connect(self._inside_broadcast)
        self._ticker = QTimer(self)
        self._ticker.timeout.connect(self._maybe_drop)
        self._ticker.start(7)

    def start(self) -> None:
        for player in self.players:
            player.join()

    @property
    def clients(self) -> list[TableClient]:
        return [player.client for player in self.players if player.client is not None]

    # -- the players ---------------------------------------------------------------------------

    def observed(self, client: TableClient, observation: Observation) -> None:
        if observation.phase is Phase.GAME_OVER:
            if self.ending == "all ask" or (self.ending == "one asks" and client is self._first_client()):
                client.ask_again()
            elif self.ending == "all leave":
                client.leave()
        elif must_act(observation) and client.is_connected:
            client.send_action(random_action(observation, self.rng))

    def _first_client(self) -> TableClient | None:
        return next((client for client in self.clients if client.is_connected), None)

    # -- drops -------------------------------------------------------------------------------------

    def _seated_connection(self) -> Connection | None:
        seated = list(self.host.seated.values())
        return self.rng.choice(seated) if seated else None

    def _note_drop(self, connection: Connection) -> None:
        game = self.host.game
        seat = next((seat for seat, held in self.host.seated.items() if held is connection), None)
        if seat is not None and seat == game.turn and self._dropped_at is None:
            self._dropped_at = time.monotonic()

    def _maybe_drop(self) -> None:
        """A player's laptop dies, now and then, at whatever moment this is;
        at the moon choice and the end of a game, whenever those come."""
        game = self.host.game
        odds = 0.02
        if game.phase is Phase.MOON_CHOICE or game.is_game_over():
            odds = 0.5
        if self.rng.random() >= odds:
            return
        live = [client for client in self.clients if client._connection]
        if live:
            client = self.rng.choice(live)
            self.counts["client cut"] += 1
            if game.phase is Phase.MOON_CHOICE:
                self.counts["cut at the moon choice"] += 1
            if self.host._thinking is not None:
                self.counts["cut while a computer thinks"] += 1
            assert client._connection is not None
            if client.seat is not None and client.seat == game.turn and self._dropped_at is None:
                self._dropped_at = time.monotonic()
            client._connection.socket.abort()

    def _inside_broadcast(self, _seat: int, _position: int, _frame: bytes) -> None:
        if self.rng.random() < 0.003:
            connection = self._seated_connection()
            if connection is not None:
                self.counts["cut inside a broadcast"] += 1
                self._note_drop(connection)
                connection.socket.abort()  # as a write that fails

    def inside_flush(self, flushing: Connection) -> None:
        if self.rng.random() < 0.01 and flushing.parent() is self.host:
            connection = self._seated_connection()
            if connection is not None:
                self.counts["cut while the host flushes"] += 1
                self._note_drop(connection)
                connection.socket.abort()

    # -- games ---------------------------------------------------------------------------------------

    def _changed(self) -> None:
        if self._dropped_at is not None:
            self.gaps.append(time.monotonic() - self._dropped_at)
            self._dropped_at = None

    def _finished(self) -> None:
        game = self.host.game
        ended = Game(game.rules, game.players, seed=game.seed)
        ended.totals, ended.history, ended.log = list(game.totals), list(game.history), list(game.log)
        self.records.append((self.host.record(), ended))

    def _dealt(self) -> None:
        self.counts[f"ended: {self.ending}"] += 1
        self.ending = self.rng.choice(["all ask", "all ask", "one asks", "all leave"])

    def describe(self) -> str:
        """The table as it stands, for a stall's message."""
        host, game = self.host, self.host.game
        def socket_state(client: TableClient) -> str:
            connection = client._connection
            return "no connection" if connection is None else \
                f"{connection.socket.state().name}, closed {not connection.is_open}"

        clients = {player.name: None if player.client is None else
                   (player.client.seat, player.client.is_connected,
                    None if player.client.observation is None else player.client.observation.phase.value,
                    socket_state(player.client), player.client.close_reason)
                   for player in self.players}
        return (f"phase {game.phase.value}, turn {game.turn}, seated {sorted(host.seated)}, asked "
                f"{sorted(host.asked_again)}, thinking {host._thinking}, next-game timer "
                f"{host._next_game_timer.isActive()}, ending {self.ending!r}, clients {clients}; "
                f"the door: waiting {host.door.waiting()} ({host.door.refusal('127.0.0.1')}), pending "
                f"{len(host._pending)}, knocking {len(host._knocking)}, "
                f"on the doorstep {len(host.doorstep)}, "
                f"throttle wait {host.throttle.wait('127.0.0.1'):.3f} s, reserved {host.reserved}")

    def stop(self) -> None:
        self.stopping = True
        self._ticker.stop()
        for client in self.clients:
            client.leave()


@pytest.fixture
def quiet_faults(caplog: pytest.LogCaptureFixture) -> pytest.LogCaptureFixture:
    caplog.set_level(logging.ERROR, logger="hearts_desktop")
    return caplog


def test_two_hundred_games_of_drops_and_rejoins(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                quiet_faults: pytest.LogCaptureFixture) -> None:
    host = TableHost(Game(QUICK, seed=1), CODE, level=Level.BEGINNER, save=lambda _record: None,
                     throttle=Throttle(base=0.001, ceiling=0.01))
    host.next_game_seconds = 0.15
    seeds = iter(range(2, 10_000))
    host.seed_source = lambda: next(seeds)
    assert host.listen(0)
    chaos = Chaos(host, random.Random(200))
    flush = Connection.flush

    def flushing(connection: Connection) -> None:
        chaos.inside_flush(connection)
        flush(connection)

    monkeypatch.setattr(Connection, "flush", flushing)
    chaos.start()
    while len(chaos.records) < GAMES:  # a game ends every few hundred ms; a minute without one is a stall
        ended = len(chaos.records)
        try:
            qtbot.waitUntil(lambda ended=ended: len(chaos.records) > ended, timeout=60_000)
        except qtbot.TimeoutError:
            raise AssertionError(f"no game ended for a minute after {ended}: {chaos.describe()}") from None
    chaos.stop()
    host.close()
    qtbot.waitUntil(lambda: not chaos.clients and host.connections() == 0, timeout=5000)
    print(f"chaos: {len(chaos.records)} games; {dict(chaos.counts)}; the seat to act was taken over "
          f"{len(chaos.gaps)} times, at most {max(chaos.gaps, default=0) * 1000:.0f} ms after its drop")
    assert host.faults.total == 0 and not [record for record in quiet_faults.records
                                           if record.levelno >= logging.ERROR]
    # (A drop at the moon choice happens here only when a random player shoots; it is tested for
    # certain in test_host_holds, on a deal where one does.)
    for kind in ("client cut", "cut inside a broadcast", "cut while the host flushes",
                 "ended: all ask", "ended: one asks", "ended: all leave"):
        assert chaos.counts[kind] > 0, kind
    for record, ended in chaos.records:  # the game played over the network is the model's game
        replayed = GameRecord.loads(record.dumps()).replay()
        assert replayed.is_game_over()
        assert (replayed.log, replayed.history, replayed.totals) == (ended.log, ended.history, ended.totals)
    assert len({record.seed for record, _ in chaos.records}) == len(chaos.records)  # each a game of its own
    # "At once", not after some timeout: a computer player takes a dropped seat's turn in
    # milliseconds (the figure is printed); 2 s is the bound, far above any of them.
    assert chaos.gaps and max(chaos.gaps) < 2.0
