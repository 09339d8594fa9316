"""The host holds (issue #45): a seat dropped at the worst moments is played
on, a finished table deals the next game without anyone leaving, limits
turn away what would take the host's time or memory, and a fault inside the
host is logged once while the game goes on."""

from __future__ import annotations

import json
import logging
import socket
import struct
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QTcpSocket
from pytestqt.qtbot import QtBot

from hearts_desktop.ai import Level, create_player, decide
from hearts_desktop.model.actions import PlayAction
from hearts_desktop.model.game import Game
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import STANDARD
from hearts_desktop.model.state import Phase
from hearts_desktop.net.bot import SeatBot
from hearts_desktop.net.client import TableClient
from hearts_desktop.net.connection import Connection
from hearts_desktop.net.guard import Door, Throttle
from hearts_desktop.net.host import TableHost
from hearts_desktop.net.limits import TokenBucket
from hearts_desktop.net.wire import PROTOCOL_VERSION
from hearts_desktop.views.network.seating import say_reason
from tests.net.helpers import CODE, Table, open_host, play_to_end

QUICK = STANDARD.with_changes(target_score=26)


@pytest.fixture
def errors(caplog: pytest.LogCaptureFixture) -> Iterator[list[logging.LogRecord]]:
    caplog.set_level(logging.WARNING, logger="hearts_desktop")
    records: list[logging.LogRecord] = []
    yield records
    records.extend(record for record in caplog.records if record.levelno >= logging.ERROR)


def quick_table(level: Level = Level.CASUAL, seed: int = 11, **options: object) -> Table:
    saved: list[object] = []
    host = TableHost(Game(QUICK, seed=seed), CODE, level=level, save=saved.append,
                     throttle=Throttle(base=0.001, ceiling=0.01), **options)  # type: ignore[arg-type]
    assert host.listen(0), host.last_error
    return Table(host)


def cut(client: TableClient) -> None:
    """The client's computer dies: its connection is gone without a word."""
    assert client._connection is not None
    client._connection.socket.abort()


def test_two_players_leaving_a_finished_table_raise_nothing_and_the_next_game_is_dealt(
        qtbot: QtBot, errors: list[logging.LogRecord]) -> None:
    table = quick_table()
    ann, bo = table.join(qtbot, "Ann"), table.join(qtbot, "Bo", seed=1)
    play_to_end(qtbot, table)
    finished = table.host.game
    with qtbot.waitSignal(table.host.next_game_dealt, timeout=5000):
        ann.leave()
        bo.leave()
    assert table.host.game is not finished and not table.host.game.actions  # it waits for whoever comes
    assert table.host.faults.total == 0
    table.host.close()
    assert not errors


def _first_moon(seat: int) -> int:
    """A seed whose first hand, played by rule players, ends in `seat` shooting the moon."""
    for seed in range(1000):
        game = Game(STANDARD, seed=seed)
        players = [create_player(Level.CASUAL, seed * 8 + other) for other in range(4)]
        while game.hand_number == 0 and game.phase is not Phase.MOON_CHOICE:
            for acting in (game.seats_to_pass() if game.phase is Phase.PASSING else [game.turn]):
                assert acting is not None
                game.apply(decide(players[acting], game.observation(acting)))
        if game.phase is Phase.MOON_CHOICE and game.turn == seat:
            return seed
    raise AssertionError("no moon in a thousand deals")


class MoonDropper(SeatBot):
    """Plays as the host's rule player would, and dies at its own moon choice."""

    def _observed(self, observation: Observation) -> None:
        if observation.phase is Phase.MOON_CHOICE and observation.turn == observation.seat:
            cut(self.client)
        else:
            super()._observed(observation)


def test_a_shooter_who_drops_at_the_moon_choice_is_settled_by_a_computer(
        qtbot: QtBot, errors: list[logging.LogRecord]) -> None:
    seed = _first_moon(0)
    host = TableHost(Game(STANDARD, seed=seed), CODE, level=Level.CASUAL, save=None)
    assert host.listen(0)
    client = TableClient()
    MoonDropper(client, Level.CASUAL, 0, client)
    with qtbot.waitSignal(client.closed, timeout=20_000):
        client.connect_to("127.0.0.1", host.port, CODE, "Ann")
    qtbot.waitUntil(lambda: host.game.phase is not Phase.MOON_CHOICE, timeout=2000)
    assert host.game.history and host.game.history[0].moon is not None  # settled by seat 0's computer
    assert 0 not in host.seated and host.faults.total == 0
    host.close()
    assert not errors


def test_a_seat_dropped_while_a_computer_thinks_is_played_on(qtbot: QtBot,
                                                            errors: list[logging.LogRecord]) -> None:
    table = quick_table(level=Level.HARD)  # a computer that thinks for a while, off the host's thread
    client = table.join(qtbot, "Ann")
    qtbot.waitUntil(lambda: table.host._thinking is not None, timeout=10_000)
    cut(client)
    qtbot.waitUntil(lambda: 0 not in table.host.seated, timeout=2000)
    qtbot.waitUntil(lambda: any(action.seat == 0 for action in table.host.game.actions[4:]), timeout=10_000)
    assert table.host.faults.total == 0
    table.host.close()
    assert not errors


def test_a_seat_dropped_inside_a_broadcast_is_played_on(qtbot: QtBot,
                                                         errors: list[logging.LogRecord]) -> None:
    table = quick_table()
    first, second = table.join(qtbot, "Ann"), table.join(qtbot, "Bo", seed=1)
    host = table.host
    victim = host.seated[1]
    cuts: list[int] = []

    def write_fails(seat: int, _position: int, _frame: bytes) -> None:
        if seat == 0 and not cuts and host.game.phase is Phase.PLAYING:
            cuts.append(len(host.game.actions))
            victim.socket.abort()  # in the middle of writing to the seats, as a failed write does

    host.frame_sent.connect(write_fails)
    qtbot.waitUntil(lambda: bool(cuts) and 1 not in host.seated, timeout=20_000)
    qtbot.waitUntil(lambda: any(action.seat == 1 for action in host.game.actions[cuts[0]:]), timeout=5000)
    play_to_end(qtbot, table)
    assert first.is_connected and not second.is_connected and host.faults.total == 0
    host.close()
    assert not errors


def test_a_join_that_drops_while_the_throttle_holds_it_leaves_nothing(
        qtbot: QtBot, errors: list[logging.LogRecord]) -> None:
    table = quick_table()
    host = table.host
    host.throttle = Throttle(base=5.0, ceiling=5.0)
    for attempt in range(3):
        wrong = TableClient()
        with qtbot.waitSignal(wrong.closed, timeout=5000):
            wrong.connect_to("127.0.0.1", host.port, f"00000{attempt}", "Eve")
    waiting = TableClient()
    waiting.connect_to("127.0.0.1", host.port, CODE, "Eve")
    qtbot.waitUntil(lambda: len(host._knocking) == 1, timeout=5000)  # the join waits its 5 s
    cut(waiting)
    qtbot.waitUntil(lambda: host.connections() == 0, timeout=2000)
    assert not host._knocking and host.door.waiting() == 0 and not host.seated
    host.close()
    assert not errors


class Failing:
    """A computer player with a bug: its first three decisions raise."""

    def __init__(self, player: object, failures: list[int]) -> None:
        self._player, self._failures = player, failures

    def __getattr__(self, name: str) -> object:
        found = getattr(self._player, name)
        if not name.startswith("choose_"):
            return found

        def choose(*args: object) -> object:
            if len(self._failures) < 3:
                self._failures.append(1)
                raise RuntimeError("a bug in the computer player")
            return found(*args)
        return choose


def test_a_computer_player_that_fails_is_replaced_for_that_move(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                                caplog: pytest.LogCaptureFixture) -> None:
    failures: list[int] = []
    made = create_player
    monkeypatch.setattr("hearts_desktop.net.host.create_player",
                        lambda level, seed: Failing(made(level, seed), failures) if seed % 8 == 2
                        else made(level, seed))
    table = quick_table()
    table.join(qtbot, "Ann")
    play_to_end(qtbot, table)
    faults = [record for record in caplog.records if record.levelno >= logging.ERROR]
    assert len(failures) == 3 and len(faults) == 1  # logged once, with the table's state
    assert "hand 1" in faults[0].getMessage() and "a bug in the computer player" in faults[0].getMessage()
    assert table.host.faults.total == 3
    table.host.close()


# -- the next game --------------------------------------------------------------------------------------


def test_the_next_game_comes_when_every_seated_player_asks(qtbot: QtBot) -> None:
    table = quick_table()
    ann, bo = table.join(qtbot, "Ann"), table.join(qtbot, "Bo", seed=1)
    ann.ask_again()  # before the end: ignored
    play_to_end(qtbot, table)
    finished = table.host.game
    with qtbot.waitSignal(bo.again_asked, timeout=5000) as told:
        ann.ask_again()
    assert told.args[0] == [0] and 55 <= told.args[1] <= 60
    assert table.host.game is finished
    with qtbot.waitSignal(ann.state_received, timeout=5000):
        bo.ask_again()
    assert table.host.game is not finished and table.host.seated.keys() == {0, 1}
    assert ann.observation is not None
    assert ann.observation.hand_number == 0 and ann.observation.totals == (0,) * 4
    assert table.host.game.names[:2] == ("Ann", "Bo")
    play_to_end(qtbot, table)  # and the second game is played to its end too
    table.host.close()


def test_a_silent_player_cannot_keep_a_finished_table_waiting(qtbot: QtBot) -> None:
    table = quick_table()
    table.host.next_game_seconds = 0.3
    ann, bo = table.join(qtbot, "Ann"), table.join(qtbot, "Bo", seed=1)
    play_to_end(qtbot, table)
    finished = table.host.game
    with qtbot.waitSignal(bo.state_received, timeout=5000):  # Bo says nothing, and is dealt in
        ann.ask_again()
    assert table.host.game is not finished and set(table.host.seated) == {0, 1}
    table.host.close()


def test_an_old_client_is_told_clearly_that_versions_differ(qtbot: QtBot, table: Table) -> None:
    with socket.create_connection(("127.0.0.1", table.host.port)) as old:
        old_version = PROTOCOL_VERSION - 1  # the release before this one
        body = json.dumps({"type": "join", "version": old_version, "code": CODE, "name": "Old"}).encode()
        old.sendall(struct.pack(">I", len(body)) + body)
        old.setblocking(False)
        answer = bytearray()

        def hung_up() -> bool:  # read what has come, without stopping the host's loop
            try:
                chunk = old.recv(1000)
            except BlockingIOError:
                return False
            answer.extend(chunk)
            return not chunk

        qtbot.waitUntil(hung_up, timeout=5000)
    said = f"this host speaks protocol {PROTOCOL_VERSION}, not {old_version}"
    assert json.loads(answer[4:]) == {"type": "error", "message": said}
    assert say_reason(said).startswith("That table runs another version")


# -- limits ------------------------------------------------------------------------------------------------


def _ping(identifier: int) -> bytes:
    body = json.dumps({"type": "ping", "id": identifier}).encode()
    return struct.pack(">I", len(body)) + body


def test_a_seated_peer_that_floods_is_cut_and_the_others_play_on(qtbot: QtBot) -> None:
    table = quick_table()
    honest = table.join(qtbot, "Ann")
    pest = table.join(qtbot, "Pest", seed=1)
    assert pest._connection is not None
    with qtbot.waitSignal(pest.closed, timeout=5000) as closed:
        pest._connection.socket.write(b"".join(_ping(index) for index in range(500)))
    assert closed.args == ["too many messages"]
    assert 1 not in table.host.seated and honest.is_connected
    play_to_end(qtbot, table)
    assert honest.is_connected and not table.bots[0].refusals
    table.host.close()


def test_the_door_turns_away_at_once_what_would_wait(qtbot: QtBot) -> None:
    table = open_host(door=Door(per_address=3, in_all=5, errors_burst=4, errors_per_second=0.01))
    host = table.host
    waiting = [QTcpSocket() for _ in range(3)]
    for peer in waiting:
        peer.connectToHost("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: len(host._pending) == 3, timeout=5000)
    extra = QTcpSocket()
    with qtbot.waitSignal(extra.disconnected, timeout=5000):
        extra.connectToHost("127.0.0.1", host.port)
    assert b"too many connections from your address" in bytes(extra.readAll().data())
    assert len(host._pending) == 3 and host.door.waiting("127.0.0.1") == 3
    for peer in waiting:  # each breaks the protocol: four errors spend the address's allowance
        peer.write(b"\xff\xff\xff\xff")
    qtbot.waitUntil(lambda: host.connections() == 0, timeout=5000)
    broken = QTcpSocket()
    with qtbot.waitSignal(broken.disconnected, timeout=5000):
        broken.connectToHost("127.0.0.1", host.port)
        broken.write(b"\xff\xff\xff\xff")
    qtbot.waitUntil(lambda: host.connections() == 0, timeout=5000)
    late = QTcpSocket()
    with qtbot.waitSignal(late.disconnected, timeout=5000):
        late.connectToHost("127.0.0.1", host.port)
    assert b"too many errors from your address" in bytes(late.readAll().data())
    assert host.connections() == 0 and host.door.remembered() == 1
    host.close()


def test_what_the_door_remembers_is_bounded() -> None:
    door = Door(kept=100)
    throttle = Throttle(kept=100)
    for index in range(5000):
        address = f"10.0.{index // 256}.{index % 256}"
        door.misbehaved(address)
        throttle.failed(address)
    assert door.remembered() <= 100 and throttle.remembered() <= 100
    assert throttle.failures("10.0.19.135") == 1  # the freshest are kept


def test_a_token_bucket_spends_and_refills() -> None:
    now = [0.0]
    bucket = TokenBucket(3, 2.0, clock=lambda: now[0])
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    now[0] = 0.5  # one token back
    assert bucket.take() and not bucket.take()
    now[0] = 100.0
    assert bucket.full()


def test_a_peer_that_does_not_read_is_dropped_not_buffered(qtbot: QtBot) -> None:
    server = socket.create_server(("127.0.0.1", 0))
    peer = QTcpSocket()
    peer.connectToHost("127.0.0.1", server.getsockname()[1])
    other, _ = server.accept()  # never reads
    qtbot.waitUntil(lambda: peer.state() == QTcpSocket.SocketState.ConnectedState, timeout=5000)
    connection = Connection(peer, queued_limit=256 * 1024)
    with qtbot.waitSignal(connection.closed, timeout=5000):
        for _ in range(10):  # 600 KiB at once, more than a peer may let pile up
            connection.send_frame(struct.pack(">I", 60_000) + b" " * 60_000)
    assert not connection.is_open and connection.close_reason == "the peer does not read what it is sent"
    other.close()
    server.close()


def test_a_seated_client_that_goes_silent_is_replaced(qtbot: QtBot) -> None:
    table = quick_table()
    table.host.silent_seconds = 0.5
    quiet = table.join(qtbot, "Ann")
    quiet._heartbeat.stop()  # a frozen client: connected, and silent
    quiet.observation_changed.disconnect()  # its player does nothing either
    with qtbot.waitSignal(quiet.closed, timeout=5000) as closed:
        pass
    assert closed.args == ["no word from you for 0 seconds"] or closed.args[0].startswith("no word from you")
    assert 0 not in table.host.seated
    table.host.close()


def test_a_heartbeat_keeps_a_thinking_player_seated(qtbot: QtBot) -> None:
    table = quick_table()
    table.host.silent_seconds = 0.5
    thinking = table.join(qtbot, "Ann")
    thinking._heartbeat.start(100)  # pings while its player thinks, for a long time
    thinking.observation_changed.disconnect()
    stayed = QTimer()
    stayed.setSingleShot(True)
    with qtbot.waitSignal(stayed.timeout, timeout=5000):
        stayed.start(1500)
    assert thinking.is_connected and 0 in table.host.seated
    table.host.close()


def test_stopping_cuts_connections_that_have_not_joined(qtbot: QtBot) -> None:
    table = open_host(door=Door(per_address=400, in_all=400))
    peers = [QTcpSocket() for _ in range(300)]
    for peer in peers:
        peer.connectToHost("127.0.0.1", table.host.port)
    qtbot.waitUntil(lambda: table.host.connections() == 300, timeout=10_000)
    client = table.join(qtbot, "Ann")
    with qtbot.waitSignal(client.closed, timeout=5000) as closed:
        table.host.close("the host was stopped")
    assert closed.args == ["the host was stopped"] and table.host.connections() <= 1
    assert not table.host.is_listening()
    play = PlayAction(0, Game(seed=1).hand(0)[0])
    assert client.send_action(play) > 0  # a send after the end is harmless
