"""A seat at a table on another computer (or this one).

`TableClient` joins with the code and a name, then keeps what the host says
of its seat.  Nothing the host sends is trusted to fit: each message is read
through the model's types, in the order the protocol allows (`welcome`,
then `state`, then changes), and checked against what the seat was told
before (`seat_check`).  A message that does not fit closes the connection
with a reason, and nothing of it reaches the table.

What the client keeps is always whole: the observation after the last
complete change and the public state at that moment (`settled_public`),
plus the events of the change under way (`unsettled`).  A table window made
at any moment starts from the settled state, and the events under way reach
it with the change's observation (`settled`), so it shows exactly what the
client has been told, whatever arrived before the window existed.

When a game is over the host sends its whole record; the client keeps it
(`record`) only if replaying it through the model ends in exactly what our
seat was told, and with its own facts (our seat, the table), not the host's.
Whoever writes it to disk tells the host it has it (`say_kept`), once
written: a record checked but never written stays owed to us.  A game that
ended while we were away comes after the state as an `earlier_record`: kept
if it replays to its end and names us at the seat it gives.

The client pings every `HEARTBEAT_SECONDS`; a host silent for
`HOST_SILENT_SECONDS` is taken for gone (a frozen or vanished computer is
noticed long before TCP would).
"""

from __future__ import annotations

import logging
import time
from dataclasses import replace
from datetime import datetime
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QTcpSocket

from hearts_desktop import __version__
from hearts_desktop.ai import Level
from hearts_desktop.ai.review import COMPUTER_PLAYED, LEVELS, marked_actions
from hearts_desktop.model import events as ev
from hearts_desktop.model.actions import Action
from hearts_desktop.model.cards import Seat
from hearts_desktop.model.errors import HeartsError
from hearts_desktop.model.game import Game
from hearts_desktop.model.observation import Observation, PublicState
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import HouseRules
from hearts_desktop.model.state import Phase
from hearts_desktop.net import codec, limits
from hearts_desktop.net.codec import FinishedGame, table_games_from_wire
from hearts_desktop.net.connection import Connection
from hearts_desktop.net.faults import FaultLog, guarded
from hearts_desktop.net.messages import MAX_ID, MAX_NAME, action_message, clean_name
from hearts_desktop.net.seat_check import HostContradiction, SeatCheck, check_observation, check_public
from hearts_desktop.net.wire import MAX_HOST_MESSAGE, PROTOCOL_VERSION, ProtocolError

log = logging.getLogger("hearts_desktop.net.client")

HOST_UNREADABLE = "the host sent something this version cannot follow"
"""Why the client hung up on a host whose message did not fit (the detail goes to the log)."""
HOST_SILENT = "the host stopped answering"
CONNECTION_LOST = "the connection was lost"
LEFT = "you left the table"
PINGS_KEPT = 16
LEVEL_NAMES = frozenset(level.value for level in Level)

HOST_FIELDS: dict[str, dict[str, type | tuple[type, ...]]] = {
    "welcome": {"version": int, "app": str, "seat": int, "players": int, "rules": dict},
    "state": {"observation": dict, "public": dict, "seats": list},
    "event": {"event": object, "public": dict},
    "observation": {"observation": dict},
    "accepted": {"id": int},
    "refused": {"id": int, "rule": str, "reason": str, "message": str},
    "seats": {"seats": list},
    "pong": {"id": int},
    "again_asked": {"asked": list, "seconds": (int, type(None))},
    "error": {"message": str},
    "closing": {"reason": str},
    "record": {"record": dict, "game": int},
    "earlier_record": {"record": dict, "game": int, "seat": int},
}
"""What each message from a host must carry (a newer host may add fields)."""
BEFORE_WELCOME = {"welcome", "error", "closing", "pong"}
BEFORE_STATE = BEFORE_WELCOME | {"state", "seats", "again_asked"}


def _field_error(kind: str, message: dict[str, Any]) -> str | None:
    for name, wanted in HOST_FIELDS[kind].items():
        if name not in message:
            return f"a {kind!r} without {name!r}"
        value = message[name]
        if (isinstance(value, bool) and wanted is int) or not isinstance(value, wanted):
            return f"a {kind!r} whose {name!r} is a {type(value).__name__}"
    return None


class TableClient(QObject):
    joined = Signal(int)  # our seat, after the welcome
    state_received = Signal()  # the whole state arrived (a join, a rejoin, a new game)
    event_received = Signal(object, object)  # ev.Event as our seat knows it (checked), PublicState after it
    settled = Signal(object, object)  # Observation after a change, [(ev.Event, PublicState)] that made it
    observation_changed = Signal(object)  # Observation of our seat, after each change
    accepted = Signal(int)  # request id
    refused = Signal(int, str, str, str)  # request id, rule id, the host's English message, reason id
    seats_changed = Signal(object)  # [{"name": str, "held": bool, "level": str | None}] per seat
    again_asked = Signal(object, object)  # seats that asked for the next game, seconds until dealt (or None)
    answered = Signal(int, float)  # ping id, round trip in seconds
    closed = Signal(str)  # why the table is gone (the host's words, or ours)
    record_received = Signal(object)  # GameRecord of the game just finished, checked (`record`)
    earlier_record_received = Signal(object)  # GameRecord of a game that ended while we were away

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat: Seat | None = None
        self.players = 0
        self.rules: HouseRules | None = None
        self.observation: Observation | None = None
        self.public: PublicState | None = None
        """The public state after the last event received."""
        self.settled_public: PublicState | None = None
        """The public state when `observation` was the whole truth."""
        self.unsettled: list[tuple[ev.Event, PublicState]] = []
        """Events of the change under way (its observation has not come yet)."""
        self.events: list[ev.Event] = []
        """This game's events, as our seat knows them."""
        self.record: GameRecord | None = None
        """The last finished game's whole record, as the host sent it and we checked it."""
        self.table_games: list[FinishedGame] = []
        """The games finished at the table since it opened, as the host sent them with `record`."""
        self.earlier_records: list[GameRecord] = []
        """Games of this table that ended while we were away, checked (at most one a connection)."""
        self._record_number = 0
        """The table's number of the game of `record` (for `say_kept`)."""
        self._earlier_numbers: list[int] = []
        """The table's number of each of `earlier_records` (for `say_kept`)."""
        self.seats: list[dict[str, Any]] = []
        self.levels_seen: dict[Seat, Level] = {}
        """The level of the host's computer player at each seat, as last said
        while nobody held it (a seat keeps its level while a person holds it)."""
        self.close_reason: str | None = None
        self.peer = ""
        """The host's address and port, as typed."""
        self.joined_as: tuple[str, int, str, str] | None = None
        """Host, port, code and name this client joined with: what sits down
        again at the same seat after a drop."""
        self.faults = FaultLog()
        self._connection: Connection | None = None
        self._check: SeatCheck | None = None
        self._join: dict[str, Any] = {}
        self._next_id = 0
        self._pings: dict[int, float] = {}
        self.heartbeat_seconds = limits.HEARTBEAT_SECONDS
        self.host_silent_seconds = limits.HOST_SILENT_SECONDS
        self._heartbeat = QTimer(self)
        self._heartbeat.timeout.connect(self._beat)

    # -- faults (see net.faults) ----------------------------------------------------------

    def context(self) -> str:
        seen = self.observation
        where = f"hand {seen.hand_number + 1}, {seen.phase.value}" if seen else "no state"
        return f"seat {self.seat} at {self.peer}, {where}"

    def recover(self, where: str, error: Exception) -> None:
        self.drop(HOST_UNREADABLE)

    # -- the connection ---------------------------------------------------------------------

    def connect_to(self, host: str, port: int, code: str, name: str) -> None:
        self.peer = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
        self.joined_as = (host, port, code, name)
        socket = QTcpSocket()
        connection = self._connection = Connection(socket, self, read_limit=MAX_HOST_MESSAGE)
        connection.received.connect(self._received)
        connection.broken.connect(self._broken)
        connection.closed.connect(self._closed)
        self._join = {"type": "join", "version": PROTOCOL_VERSION, "code": code, "name": name}
        socket.connected.connect(self._connected)
        socket.connectToHost(host, port)

    def _connected(self) -> None:
        if self._connection is not None:
            self._connection.send(self._join)
            self._heartbeat.start(round(self.heartbeat_seconds * 1000))

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
        while len(self._pings) > PINGS_KEPT:  # a host that never answers pings cannot grow this
            del self._pings[next(iter(self._pings))]
        self._send({"type": "ping", "id": request})
        return request

    def say_kept(self, record: GameRecord) -> None:
        """Tell the host that `record` (`record` or one of `earlier_records`)
        is on our disk, so that it owes it us no more.  Not said on receipt:
        a write that fails leaves the game owed, and it comes again the next
        time we sit down at this table."""
        if record is self.record:
            number = self._record_number
        else:
            at = next((at for at, earlier in enumerate(self.earlier_records) if earlier is record), None)
            if at is None:
                raise ValueError("a record this client did not receive")
            number = self._earlier_numbers[at]
        self._send({"type": "kept", "game": number})

    def ask_again(self) -> None:
        """At a finished table: we would play the next game."""
        self._send({"type": "again"})

    def leave(self) -> None:
        if self._connection is not None and self._connection.is_open:
            self.close_reason = LEFT
            self._send({"type": "bye"})
            self._connection.flush()
        self._lost(LEFT)

    def drop(self, why: str) -> None:
        """Hang up on a host that sent something this version cannot follow."""
        self.close_reason = self.close_reason or why
        self._lost(why)

    def _new_id(self) -> int:
        self._next_id = (self._next_id + 1) % MAX_ID
        return self._next_id

    def _send(self, message: dict[str, Any]) -> None:
        if self._connection is not None:
            self._connection.send(message)

    def _beat(self) -> None:
        connection = self._connection
        if connection is None:
            self._heartbeat.stop()
        elif time.monotonic() - connection.heard > self.host_silent_seconds:
            log.warning("no word from the host at %s for %.0f s", self.peer, self.host_silent_seconds)
            self.drop(HOST_SILENT)
        else:
            self.ping()

    def _broken(self, _connection: Connection, why: str) -> None:
        log.warning("the host at %s broke the protocol: %s", self.peer, why)
        self.drop(HOST_UNREADABLE)

    def _closed(self, _connection: Connection) -> None:
        self._lost(self.close_reason or CONNECTION_LOST)

    def _lost(self, why: str) -> None:
        self._heartbeat.stop()
        if self._connection is None:
            return
        connection, self._connection = self._connection, None
        connection.close()
        connection.deleteLater()  # after the loop's turn: a goodbye still queued is written first
        self.close_reason = self.close_reason or why
        self.closed.emit(self.close_reason)

    # -- what the host says -------------------------------------------------------------------

    @guarded
    def _received(self, _connection: Connection, message: dict[str, Any]) -> None:
        if self._connection is None:
            return
        try:
            self._read(message)
        except (codec.WireError, KeyError, TypeError, ValueError) as error:
            # The words, not the exception: a record that kept it would keep its frames, and us.
            log.warning("the host at %s sent a message this version cannot follow (%s): %s",
                        self.peer, self.context(), str(error))
            self.drop(HOST_UNREADABLE)

    def _read(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind not in HOST_FIELDS:
            raise codec.WireError(f"an unknown message {kind[:40]!r}")
        problem = _field_error(kind, message)
        if problem is not None:
            raise codec.WireError(problem)
        if kind not in BEFORE_WELCOME and self.seat is None:
            raise codec.WireError(f"a {kind!r} before the welcome")
        if kind not in BEFORE_STATE and self.observation is None:
            raise codec.WireError(f"a {kind!r} before the table's state")
        getattr(self, f"_on_{kind}")(message)

    def _on_welcome(self, message: dict[str, Any]) -> None:
        if self.seat is not None:
            raise HostContradiction("a second welcome")
        if message["version"] != PROTOCOL_VERSION:
            raise HostContradiction(f"a welcome in protocol {message['version']}")
        players, seat = message["players"], message["seat"]
        if not 3 <= players <= 7 or not 0 <= seat < players:
            raise HostContradiction(f"seat {seat} at a table of {players}")
        rules = codec.from_wire(HouseRules, message["rules"])
        rules.check(players)
        self.players, self.rules, self.seat = players, rules, seat
        self._check = SeatCheck(seat, players, rules.cards_passed)
        self.joined.emit(seat)

    def _read_seats(self, seats: list[Any]) -> list[dict[str, Any]]:
        def fits(seat: Any) -> bool:
            return type(seat) is dict and type(seat.get("name")) is str and type(seat.get("held")) is bool \
                and 0 < len(seat["name"]) <= MAX_NAME * 2 and type(seat.get("level")) in (str, type(None))

        if len(seats) != self.players or not all(fits(seat) for seat in seats):
            raise HostContradiction("a list of seats that does not fit the table")
        return [{"name": seat["name"], "held": seat["held"], "level": _computer_level(seat)}
                for seat in seats]

    def _read_observation(self, data: Any) -> Observation:
        observation = codec.read_observation(data)
        assert self.seat is not None
        check_observation(observation, self.seat, self.players)
        if observation.rules != self.rules:
            raise HostContradiction("an observation under other rules than the welcome's")
        return observation

    def _read_public(self, data: Any) -> PublicState:
        public = codec.read_public(data)
        check_public(public, self.players)
        return public

    def _on_state(self, message: dict[str, Any]) -> None:
        observation = self._read_observation(message["observation"])
        public = self._read_public(message["public"])
        seats = self._read_seats(message["seats"])
        assert self._check is not None
        self._check.reset(observation)
        self.observation, self.public, self.settled_public = observation, public, public
        self.seats, self.unsettled, self.events = seats, [], []
        self.levels_seen.update(computer_levels(seats))
        self.state_received.emit()
        self.observation_changed.emit(observation)

    def _on_event(self, message: dict[str, Any]) -> None:
        assert self.seat is not None and self._check is not None
        public = self._read_public(message["public"])
        event = codec.read_event(message["event"], self.seat)
        self._check.check(event)
        self.public = public
        self.unsettled.append((event, public))
        self.events.append(event)
        self.event_received.emit(event, public)

    def _on_observation(self, message: dict[str, Any]) -> None:
        observation = self._read_observation(message["observation"])
        assert self._check is not None
        self._check.settle(observation)
        change, self.unsettled = self.unsettled, []
        self.observation, self.settled_public = observation, self.public
        self.settled.emit(observation, change)
        self.observation_changed.emit(observation)

    def _on_accepted(self, message: dict[str, Any]) -> None:
        self.accepted.emit(message["id"])

    def _on_refused(self, message: dict[str, Any]) -> None:
        self.refused.emit(message["id"], message["rule"][:8], message["message"][:300],
                          message["reason"][:40])

    def _on_seats(self, message: dict[str, Any]) -> None:
        self.seats = self._read_seats(message["seats"])
        self.levels_seen.update(computer_levels(self.seats))
        self.seats_changed.emit(self.seats)

    def _on_again_asked(self, message: dict[str, Any]) -> None:
        asked = message["asked"]
        if any(type(seat) is not int or not 0 <= seat < self.players for seat in asked):
            raise HostContradiction("a seat out of range asked for the next game")
        seconds = message["seconds"]
        if seconds is not None and not 0 <= seconds <= 3600:
            raise HostContradiction(f"the next game in {seconds} seconds")
        self.again_asked.emit(sorted(set(asked)), seconds)

    def _on_pong(self, message: dict[str, Any]) -> None:
        started = self._pings.pop(message["id"], None)
        if started is not None:
            self.answered.emit(message["id"], time.perf_counter() - started)

    def _on_record(self, message: dict[str, Any]) -> None:
        """The finished game's record: kept only if it is this table's game
        to the last card, as our seat was told it."""
        assert self.observation is not None and self.seat is not None
        if self.unsettled or self.observation.phase is not Phase.GAME_OVER:
            raise HostContradiction("a record of a game that is not over")
        number = _game_number(message["game"])
        sent, game = _replayed(message["record"])
        if game.observation(self.seat) != self.observation:
            raise HostContradiction("a record of another game than the one played here")
        try:  # (`table` came within version 4: a host without it sends no list)
            self.table_games = table_games_from_wire(message.get("table", []))
        except ValueError as error:
            raise HostContradiction(f"a list of the table's games that does not fit: {error}") from None
        self.record, self._record_number = self._ours(sent, self.seat), number
        self.record_received.emit(self.record)

    def _on_earlier_record(self, message: dict[str, Any]) -> None:
        """A game of this table that ended while we were away: kept if it was
        played to its end and names us at the seat the host says we held."""
        if self.earlier_records:  # the host sends one at a sit: more would only fill the disk
            raise HostContradiction("a second earlier record")
        number = _game_number(message["game"])
        sent, game = _replayed(message["record"])
        seat = message["seat"]
        if not game.is_game_over():
            raise HostContradiction("an earlier record of a game that is not over")
        if not 0 <= seat < game.players or game.names[seat].casefold() != self._our_name().casefold():
            raise HostContradiction(f"an earlier record in which seat {seat} is not ours")
        earlier = self._ours(sent, seat)
        self.earlier_records.append(earlier)
        self._earlier_numbers.append(number)
        self.earlier_record_received.emit(earlier)

    def _our_name(self) -> str:
        """The name we joined with, as the host keeps it (`clean_name`)."""
        try:
            return clean_name(str(self._join.get("name", "")))
        except ProtocolError:
            return ""

    def _ours(self, sent: GameRecord, seat: Seat) -> GameRecord:
        """`sent` with our facts, not the host's (its metadata is free-form and
        not ours to keep), but for which moves its computer players made: of
        our seat's, those made while nobody held it, not ours to be reviewed
        on; of the others, which seats its computer played all game, and at
        what level (the review then sees the table as our Expert did)."""
        metadata: dict[str, Any] = {"app_version": __version__, "human_seats": [seat],
                                    "network_table": self.peer,
                                    "finished": datetime.now().isoformat(timespec="seconds")}
        computer = marked_actions(sent, COMPUTER_PLAYED)
        ours = sorted(index for index in computer if sent.actions[index].seat == seat)
        if ours:
            metadata[COMPUTER_PLAYED] = ours
        people = {action.seat for index, action in enumerate(sent.actions) if index not in computer}
        levels = {str(other): level.value for other, level in sorted(self.levels_seen.items())
                  if other != seat and other not in people and other < sent.players}
        if levels:
            metadata[LEVELS] = levels
        return replace(sent, metadata=metadata)

    def _on_error(self, message: dict[str, Any]) -> None:
        self.close_reason = message["message"][:200]
        self._lost(self.close_reason)

    def _on_closing(self, message: dict[str, Any]) -> None:
        self.close_reason = message["reason"][:200]
        self._lost(self.close_reason)


def computer_levels(seats: list[dict[str, Any]]) -> dict[Seat, Level]:
    """The level of the host's computer player at each seat it plays, of a
    list of seats as the client reads it (`TableClient.seats`)."""
    return {seat: Level(entry["level"]) for seat, entry in enumerate(seats) if entry.get("level") is not None}


def _computer_level(seat: dict[str, Any]) -> str | None:
    """The level of the computer player at a seat nobody holds, if the host
    says it and it is one this version knows (a host may omit it, or be newer)."""
    level = seat.get("level")
    if seat["held"] or level not in LEVEL_NAMES:
        return None
    return str(level)


def _game_number(value: int) -> int:
    if not 1 <= value <= MAX_ID:
        raise HostContradiction(f"a record of game {value}")
    return value


def _replayed(data: dict[str, Any]) -> tuple[GameRecord, Game]:
    """A record the host sent, and the game it replays to through the model."""
    try:
        sent = GameRecord.from_json(data)
        return sent, sent.replay()
    except HeartsError as error:  # a RecordError, or rules no Game accepts
        raise HostContradiction(f"a record that cannot be replayed: {error.message}") from None


def must_act(observation: Observation) -> bool:
    """Is it this seat's move (a pass not yet made, its turn, its moon choice)?"""
    if observation.phase is Phase.PASSING:
        return observation.seat not in observation.passes_committed
    return observation.turn == observation.seat
