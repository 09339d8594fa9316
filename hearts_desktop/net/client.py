"""A seat at a table on another computer (or this one).

`TableClient` joins with the code and a name, then keeps what the host says
of its seat: the latest observation (its hand, the legal cards, whose turn),
the public state after each event, and the seats' names.  Actions go to the
host, which alone decides; an answer comes back as `accepted` or `refused`
(with the rule).  Whatever the host sends is read through the model's types:
a message that does not fit closes the connection with a reason.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QTcpSocket

from hearts_desktop.model.actions import Action
from hearts_desktop.model.cards import Seat
from hearts_desktop.model.observation import Observation, PublicState
from hearts_desktop.model.state import Phase
from hearts_desktop.net import codec
from hearts_desktop.net.connection import Connection
from hearts_desktop.net.messages import MAX_ID, action_message
from hearts_desktop.net.wire import PROTOCOL_VERSION


class TableClient(QObject):
    joined = Signal(int)  # our seat, after the welcome
    state_received = Signal()  # the whole state arrived (a join or a rejoin)
    event_received = Signal(object, object)  # the event as our seat may know it (dict), PublicState
    observation_changed = Signal(object)  # Observation of our seat, after each change
    accepted = Signal(int)  # request id
    refused = Signal(int, str, str, str)  # request id, rule id, the host's English message, reason id
    seats_changed = Signal(object)  # [{"name": str, "held": bool}] per seat
    answered = Signal(int, float)  # ping id, round trip in seconds
    closed = Signal(str)  # why the table is gone (the host's words, or ours)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat: Seat | None = None
        self.observation: Observation | None = None
        self.public: PublicState | None = None
        self.seats: list[dict[str, Any]] = []
        self.events: list[dict[str, Any]] = []
        self.close_reason: str | None = None
        self.peer = ""
        """The host's address and port, as typed."""
        self._connection: Connection | None = None
        self._next_id = 0
        self._pings: dict[int, float] = {}

    def connect_to(self, host: str, port: int, code: str, name: str) -> None:
        self.peer = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
        socket = QTcpSocket()
        connection = self._connection = Connection(socket, self)
        connection.received.connect(self._received)
        connection.broken.connect(self._lost)
        connection.closed.connect(lambda: self._lost(self.close_reason or "the connection was lost"))
        socket.connected.connect(lambda: connection.send(
            {"type": "join", "version": PROTOCOL_VERSION, "code": code, "name": name}))
        socket.connectToHost(host, port)

    @property
    def is_connected(self) -> bool:
        return self._connection is not None and self._connection.is_open and self.seat is not None

    def send_action(self, action: Action) -> int:
        request = self._new_id()
        self._send(action_message(request, action))
        return request

    def ping(self) -> int:
        request = self._new_id()
        self._pings[request] = time.perf_counter()
        self._send({"type": "ping", "id": request})
        return request

    def leave(self) -> None:
        if self._connection is not None and self._connection.is_open:
            self.close_reason = "you left the table"
            self._send({"type": "bye"})
            self._connection.close()

    def drop(self, why: str) -> None:
        """Hang up on a host that sent something this version cannot follow."""
        self.close_reason = why
        self._lost(why)

    def _new_id(self) -> int:
        self._next_id = (self._next_id + 1) % MAX_ID
        return self._next_id

    def _send(self, message: dict[str, Any]) -> None:
        if self._connection is not None:
            self._connection.send(message)

    def _lost(self, why: str) -> None:
        if self._connection is None:
            return
        connection, self._connection = self._connection, None
        connection.close()
        self.close_reason = self.close_reason or why
        self.closed.emit(self.close_reason)

    def _received(self, message: dict[str, Any]) -> None:
        try:
            self._read(message)
        except (codec.WireError, KeyError, TypeError, ValueError) as error:
            self._lost(f"the host sent a message this version cannot read: {error}")

    def _read(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "welcome":
            self.seat = int(message["seat"])
            self.joined.emit(self.seat)
        elif kind == "state":
            self.observation = codec.read_observation(message["observation"])
            self.public = codec.read_public(message["public"])
            self.seats = list(message["seats"])
            self.state_received.emit()
            self.observation_changed.emit(self.observation)
        elif kind == "event":
            self.public = codec.read_public(message["public"])
            self.events.append(message["event"])
            self.event_received.emit(message["event"], self.public)
        elif kind == "observation":
            self.observation = codec.read_observation(message["observation"])
            self.observation_changed.emit(self.observation)
        elif kind == "accepted":
            self.accepted.emit(int(message["id"]))
        elif kind == "refused":
            self.refused.emit(int(message["id"]), str(message["rule"]), str(message["message"]),
                              str(message.get("reason", "")))
        elif kind == "seats":
            self.seats = list(message["seats"])
            self.seats_changed.emit(self.seats)
        elif kind == "pong":
            started = self._pings.pop(int(message["id"]), None)
            if started is not None:
                self.answered.emit(int(message["id"]), time.perf_counter() - started)
        elif kind in ("error", "closing"):
            self.close_reason = str(message.get("message") or message.get("reason"))
            self._lost(self.close_reason)
        else:
            raise ValueError(f"unknown message type {kind!r}")


def must_act(observation: Observation) -> bool:
    """Is it this seat's move (a pass not yet made, its turn, its moon choice)?"""
    if observation.phase is Phase.PASSING:
        return observation.seat not in observation.passes_committed
    return observation.turn == observation.seat
