"""A host that says what the test tells it to: a real host's stream of
frames to one seat, recorded once, played back to a real `TableClient`
over loopback, whole or altered, at the pace the test chooses."""

from __future__ import annotations

import json
import random
from copy import deepcopy
from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket

from hearts_desktop.ai import Level
from hearts_desktop.model.game import Game
from hearts_desktop.model.rules import STANDARD
from hearts_desktop.net.bot import SeatBot
from hearts_desktop.net.client import TableClient
from hearts_desktop.net.guard import Throttle
from hearts_desktop.net.host import TableHost
from hearts_desktop.net.wire import FrameReader, encode_frame

CODE = "271314"
SHORT = STANDARD.with_changes(target_score=30)


@cache
def recorded_stream(seed: int = 5) -> tuple[str, ...]:
    """Every message a real host sent seat 0 during a whole short game (as
    JSON text), seat 0 played by a computer client and the rest by the host."""
    app = QCoreApplication.instance()
    assert app is not None
    host = TableHost(Game(SHORT, seed=seed), CODE, level=Level.CASUAL, save=None,
                     throttle=Throttle(base=0.001, ceiling=0.01))
    assert host.listen(0, [QHostAddress(QHostAddress.SpecialAddress.LocalHost)])
    frames: list[str] = []
    host.frame_sent.connect(lambda seat, _position, frame: frames.append(frame[4:].decode("utf-8"))
                            if seat == 0 else None)
    client = TableClient()
    SeatBot(client, Level.CASUAL, seed, client)
    client.connect_to("127.0.0.1", host.port, CODE, "Ann")
    while not (host.game.is_game_over() and client.observation is not None
               and client.observation.phase.value == "game over"):
        app.processEvents()
    client.leave()
    host.close()
    return tuple(frames)


def messages(stream: tuple[str, ...]) -> list[dict[str, Any]]:
    return [json.loads(text) for text in stream]


class FakeHost(QObject):
    """Accepts one client at a time and sends it whatever it is given;
    answers pings, so a client's heartbeat is content."""

    joined = Signal()  # the client sent its join

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = QTcpServer(self)
        assert self.server.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
        self.server.newConnection.connect(self._accept)
        self.socket: QTcpSocket | None = None
        self._reader = FrameReader()
        self.answer_pings = True
        self.kept: list[Any] = []
        """The game numbers of the client's `kept` messages."""

    @property
    def port(self) -> int:
        return int(self.server.serverPort())

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.setParent(None)  # ours to free (see net.host.Doorstep)
            if self.socket is not None:
                self.socket.abort()
            self.socket, self._reader = socket, FrameReader()
            socket.readyRead.connect(self._read)

    def _read(self) -> None:
        if self.socket is None:
            return
        try:
            for message in self._reader.feed(bytes(self.socket.readAll().data())):
                if message.get("type") == "join":
                    self.joined.emit()
                elif message.get("type") == "kept":
                    self.kept.append(message.get("game"))
                elif message.get("type") == "ping" and self.answer_pings:
                    self.send_bytes(encode_frame({"type": "pong", "id": message.get("id")}))
        except Exception:  # a fake host does not care what a client sends
            pass

    def send(self, message: dict[str, Any] | str) -> None:
        text = message if isinstance(message, str) else json.dumps(message, separators=(",", ":"))
        body = text.encode("utf-8")
        self.send_bytes(len(body).to_bytes(4, "big") + body)

    def send_bytes(self, data: bytes) -> None:
        if self.socket is not None:
            self.socket.write(data)
            self.socket.flush()

    def drop(self) -> None:
        if self.socket is not None:
            self.socket.abort()
            self.socket = None


# -- alterations ---------------------------------------------------------------------------------

SEAT_FIELDS = ("seat", "from_seat", "to_seat", "turn", "dealer", "winner", "taker", "leader", "shooter",
               "trick_leader", "pass_target", "pass_source", "last_taker")
WRONG_VALUES: tuple[Any, ...] = (None, True, -1, 9, 2**70, 1.5, "x", "", [], {}, [1, 2], {"a": 1},
                                 "QS", "🂡" * 40)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place inside a JSON value (a key of an object, an index of a list)."""
    found: list[tuple[Any, ...]] = []
    if isinstance(value, dict):
        for key, item in value.items():
            found.append((*path, key))
            found += _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value[:20]):
            found.append((*path, index))
            found += _paths(item, (*path, index))
    return found


def _parent(message: Any, path: tuple[Any, ...]) -> Any:
    for step in path[:-1]:
        message = message[step]
    return message


def alter(message: dict[str, Any], rng: random.Random) -> dict[str, Any] | str:
    """`message` broken one way a bad host could break it."""
    changed = deepcopy(message)
    paths = [path for path in _paths(changed) if path != ("type",)]
    roll = rng.random()
    if roll < 0.1:
        return json.dumps(changed)[: rng.randrange(1, 40)] + "]"  # not JSON any more
    if roll < 0.15:
        changed["type"] = rng.choice(["welcome", "state", "event", "observation", "who", 7])
        return changed
    if roll < 0.3 and changed.get("type") == "event":
        changed["event"] = rng.choice(WRONG_VALUES)  # an event that is not an object
        return changed
    seats = [path for path in paths if path[-1] in SEAT_FIELDS]
    if roll < 0.55 and seats:
        path = rng.choice(seats)
        _parent(changed, path)[path[-1]] = rng.choice([-1, 4, 9, 2**40, None, "0"])  # out of range
        return changed
    if not paths:
        return changed
    path = rng.choice(paths)
    parent = _parent(changed, path)
    if roll < 0.75 and isinstance(parent, dict):
        del parent[path[-1]]  # a field dropped
    else:
        parent[path[-1]] = rng.choice(WRONG_VALUES)  # a field retyped
    return changed


def contradict(message: dict[str, Any], rng: random.Random, players: int = 4) -> dict[str, Any] | None:
    """`message` well-formed but impossible, if it can be made so: a card our
    seat does not hold, a state or observation of another seat."""
    changed = deepcopy(message)
    kind = changed.get("type")
    if kind in ("state", "observation"):
        changed["observation"]["seat"] = rng.randrange(1, players)
        return changed
    event = changed.get("event")
    if kind == "event" and isinstance(event, dict) and event.get("kind") == "CardPlayed":
        event["seat"] = 0
        event["card"] = rng.choice(["2C", "AS", "QS", "TH"])
        return changed
    if kind == "event" and isinstance(event, dict) and event.get("kind") == "HandDealt":
        event["hands"][0] = 13  # our own hand, face down
        return changed
    if kind == "record":
        return {**changed, "record": another_game(changed["record"], rng)}
    return None


def another_game(record: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A finished game's record turned into one that is not the game played:
    another deal, a hand cut short, or a card nobody could play there."""
    changed = deepcopy(record)
    roll = rng.randrange(3)
    if roll == 0:
        changed["seed"] = changed["seed"] + 1
    elif roll == 1:
        changed["actions"] = changed["actions"][:-4]
    else:
        plays = [action for action in changed["actions"] if action["type"] == "play"]
        rng.choice(plays)["card"] = "QS"
    return changed
