"""A table on this computer that others join over the network.

The host's `Game` is the only authority.  Every connection first sends
`join` with the table's code and a name; it then holds one seat and may act
for that seat only, each action checked by the model (a refusal goes back
with the rule).  After every change each seat is sent the events as it may
know them, the public state after each, and its own observation; nothing
else about other seats ever leaves the host.  Seats nobody holds are played
by computer players on a worker thread, so the host never stops listening
while they think.  A seat whose player dropped is played by a computer at
once and given back to the same name.  The game waits, untouched, until the
first player sits down.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer

from hearts_desktop import __version__
from hearts_desktop.ai import Level, Player, create_player, decide, meet_table
from hearts_desktop.model import events as ev
from hearts_desktop.model.actions import Action, MoonAction, PassAction, PlayAction
from hearts_desktop.model.cards import Seat
from hearts_desktop.model.errors import HeartsError
from hearts_desktop.model.game import Game
from hearts_desktop.model.observation import PublicState
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.state import Phase
from hearts_desktop.net import codec
from hearts_desktop.net.connection import Connection
from hearts_desktop.net.guard import Throttle, code_matches
from hearts_desktop.net.messages import ActionRequest, Bye, Join, Ping, parse_client_message
from hearts_desktop.net.wire import PROTOCOL_VERSION, ProtocolError, frame_json, json_text
from hearts_desktop.services.think_runner import ThinkRunner

JOIN_SECONDS = 10.0
"""A connection that has not joined by then is closed (it holds nothing)."""
SaveGame = Callable[[GameRecord | None], None]
"""Called with the record after every change (None: the game is over, forget it)."""
NETWORK_SEATS = "network_seats"
"""The record's metadata key: which names sat where, so they can come back."""


class TableHost(QObject):
    seats_changed = Signal()
    game_changed = Signal()  # an action was applied (by anyone)
    game_finished = Signal()
    frame_sent = Signal(int, int, bytes)  # seat, len(game.log) when sent, the frame's bytes

    def __init__(self, game: Game, code: str, *, level: Level = Level.STRONG,
                 save: SaveGame | None = None, throttle: Throttle | None = None,
                 reserved: dict[Seat, str] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self._code = code
        self._level = level
        self._save = save
        self.throttle = throttle or Throttle()
        self._server = QTcpServer(self)
        self._server.newConnection.connect(self._accept)
        self._extra_servers: list[QTcpServer] = []
        self._pending: set[Connection] = set()
        self.seated: dict[Seat, Connection] = {}
        self.reserved: dict[Seat, str] = dict(reserved or {})
        """Names that sat at each seat; the same name takes the seat back."""
        self._players: dict[Seat, Player] = {}
        self._runner = ThinkRunner(self)
        self._runner.finished.connect(self._computer_acted)
        self._runner.failed.connect(self._computer_failed)
        self._thinking: Seat | None = None
        self._started = bool(game.actions)
        self._closing = False
        self.last_error: str | None = None
        self.join_seconds = JOIN_SECONDS
        self._wire = codec.WireCache()
        self._save_due = False

    # -- listening ------------------------------------------------------------------

    def listen(self, port: int = 0, addresses: Sequence[QHostAddress] = ()) -> bool:
        """Listen on `addresses` (default: every address of this computer)."""
        chosen = list(addresses) or [QHostAddress(QHostAddress.SpecialAddress.Any)]
        first, *others = chosen
        if not self._server.listen(first, port):
            self.last_error = self._server.errorString()
            return False
        for address in others:
            server = QTcpServer(self)
            server.newConnection.connect(lambda server=server: self._accept(server))
            if not server.listen(address, self._server.serverPort()):
                self.last_error = server.errorString()
                return False
            self._extra_servers.append(server)
        return True

    @property
    def port(self) -> int:
        return int(self._server.serverPort())

    def close(self, reason: str = "the host closed the table") -> None:
        """Tell every client, save, and stop (the game is kept for a restart)."""
        self._closing = True
        self._runner.shutdown()
        self._store()
        for connection in [*self.seated.values(), *self._pending]:
            connection.send({"type": "closing", "reason": reason})
            connection.close()
        for server in [self._server, *self._extra_servers]:
            server.close()

    def new_game(self, game: Game) -> None:
        """The next game at the same table, for whoever comes (seats are free again)."""
        self._runner.cancel()
        self._thinking = None
        self.game = game
        self._wire = codec.WireCache()
        self._players = {}
        self.reserved = {seat: name for seat, name in self.reserved.items() if seat in self.seated}
        for seat, name in self.reserved.items():
            game.rename(seat, name)
        self._started = bool(self.seated)
        for seat in self.seated:
            self._send_state(seat)
        self._store()
        self._next()

    def sending(self) -> bool:
        """Is anything still on its way out to a client?"""
        return any(connection.is_open and connection.socket.bytesToWrite() > 0
                   for connection in [*self.seated.values(), *self._pending])

    # -- connections ------------------------------------------------------------------

    def _accept(self, server: QTcpServer | None = None) -> None:
        source = server or self._server
        while source.hasPendingConnections():
            socket = source.nextPendingConnection()
            connection = Connection(socket, self)
            self._pending.add(connection)
            connection.received.connect(lambda message, c=connection: self._received(c, message))
            connection.broken.connect(lambda why, c=connection: self._refuse(c, why))
            connection.closed.connect(lambda c=connection: self._dropped(c))
            QTimer.singleShot(round(self.join_seconds * 1000), connection,
                              lambda c=connection: self._join_timed_out(c))

    def _join_timed_out(self, connection: Connection) -> None:
        if connection in self._pending and not connection.ignoring:
            self._refuse(connection, "no join in time")

    def _seat_of(self, connection: Connection) -> Seat | None:
        return next((seat for seat, held in self.seated.items() if held is connection), None)

    def _received(self, connection: Connection, data: dict[str, Any]) -> None:
        try:
            message = parse_client_message(data)
        except ProtocolError as error:
            self._refuse(connection, str(error))
            return
        seat = self._seat_of(connection)
        if isinstance(message, Ping):
            connection.send({"type": "pong", "id": message.id})
        elif isinstance(message, Bye):
            connection.close()
        elif isinstance(message, Join):
            if seat is not None:
                self._refuse(connection, "this connection has already joined")
            else:
                self._knock(connection, message)
        elif seat is None:
            self._refuse(connection, "join the table first")
        elif message.action.seat != seat:  # refused like an illegal card: the seat is not yours
            self._send(seat, {"type": "refused", "id": message.id, "rule": "", "reason": "not your seat",
                              "message": f"this connection plays seat {seat}, not {message.action.seat}"})
        else:
            self._human_acted(connection, message)

    def _refuse(self, connection: Connection, why: str) -> None:
        """A broken rule of the protocol: say why and hang up."""
        connection.send({"type": "error", "message": why})
        connection.close()

    def _knock(self, connection: Connection, join: Join) -> None:
        wait = self.throttle.wait(connection.address)
        connection.ignoring = True  # nothing more is heard until the door answers
        if wait > 0:
            QTimer.singleShot(round(wait * 1000), self, lambda: self._answer(connection, join))
        else:
            self._answer(connection, join)

    def _answer(self, connection: Connection, join: Join) -> None:
        if not connection.is_open or self._closing:
            return
        if join.version != PROTOCOL_VERSION:
            self._refuse(connection, f"this host speaks protocol {PROTOCOL_VERSION}, not {join.version}")
            return
        if not code_matches(join.code, self._code):
            self.throttle.failed(connection.address)
            self._refuse(connection, "wrong join code")
            return
        self.throttle.succeeded(connection.address)
        seat = self._free_seat(join.name)
        if seat is None:
            self._refuse(connection, "the table is full")
            return
        connection.ignoring = False
        self._pending.discard(connection)
        self._sit(seat, join.name, connection)

    def _free_seat(self, name: str) -> Seat | None:
        for seat, held_by in self.reserved.items():
            if held_by.casefold() == name.casefold():
                return None if seat in self.seated else seat
        return next((seat for seat in range(self.game.players)
                     if seat not in self.seated and seat not in self.reserved), None)

    def _sit(self, seat: Seat, name: str, connection: Connection) -> None:
        if self._thinking == seat:
            self._runner.cancel()  # the computer stands up mid-thought
            self._thinking = None
        self.seated[seat] = connection
        self.reserved[seat] = name
        self.game.rename(seat, name)
        self._started = True
        game = self.game
        self._send(seat, {"type": "welcome", "version": PROTOCOL_VERSION, "app": __version__, "seat": seat,
                          "players": game.players, "rules": game.rules.to_dict()})
        self._send_state(seat)
        self._announce_seats()
        self._store()
        self._next()

    def _dropped(self, connection: Connection) -> None:
        self._pending.discard(connection)
        # Handed to Python once the socket's signal has returned, so it goes
        # with the last reference (deleteLater here crashed PySide at exit).
        QTimer.singleShot(0, lambda: connection.setParent(None))
        seat = self._seat_of(connection)
        if seat is None:
            return
        del self.seated[seat]
        if self._closing:
            return
        self._announce_seats()
        self._next()  # a computer plays the seat from now on, at once

    def _seat_list(self) -> list[dict[str, Any]]:
        """Who sits where, as `seats` and `state` messages carry it."""
        return [{"name": self.game.names[seat], "held": seat in self.seated}
                for seat in range(self.game.players)]

    def _announce_seats(self) -> None:
        seats = self._seat_list()
        for seat in self.seated:
            self._send(seat, {"type": "seats", "seats": seats})
        self.seats_changed.emit()

    # -- sending ---------------------------------------------------------------------

    def _send(self, seat: Seat, message: dict[str, Any]) -> None:
        frame = self.seated[seat].send(message)
        self.frame_sent.emit(seat, len(self.game.log), frame)

    def _send_state(self, seat: Seat) -> None:
        game = self.game
        self._send(seat, {"type": "state", "observation": self._wire.to_wire(game.observation(seat)),
                          "public": self._wire.to_wire(game.public_state()), "seats": self._seat_list()})

    def _broadcast(self, published: Sequence[tuple[ev.Event, PublicState]], start: int) -> None:
        # Written once for every seat: the event and the public state after it.
        written = [(codec.to_wire(event), json_text(self._wire.to_wire(public)))
                   for event, public in published]
        for seat, connection in list(self.seated.items()):
            for index, (event, _) in enumerate(published):
                data, public = written[index]
                text = f'{{"type":"event","event":{json_text(codec.event_for_seat(event, seat, data))},' \
                       f'"public":{public}}}'
                frame = connection.send_frame(frame_json(text, "event"))
                self.frame_sent.emit(seat, start + index + 1, frame)
            observation = self._wire.to_wire(self.game.observation(seat))
            self._send(seat, {"type": "observation", "observation": observation})

    def _flush(self) -> None:
        """Out now, before the save: Qt would write at the next turn of the loop."""
        for connection in self.seated.values():
            connection.flush()

    # -- the game ---------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        start = len(self.game.log)
        published = self.game.apply_published(action)
        self._broadcast(published, start)
        self._store_soon()
        self.game_changed.emit()
        if self.game.is_game_over():
            self.game_finished.emit()

    def _human_acted(self, connection: Connection, request: ActionRequest) -> None:
        seat = request.action.seat
        try:
            self._apply(request.action)
        except HeartsError as error:
            self._send(seat, {"type": "refused", "id": request.id, "rule": error.rule or "",
                              "reason": error.reason or "", "message": error.message})
            return
        if seat in self.seated and self.seated[seat] is connection:
            self._send(seat, {"type": "accepted", "id": request.id})
        self._flush()
        self._next()

    def acting_computer(self) -> Seat | None:
        """The computer seat that must act now, if any."""
        game = self.game
        if game.phase is Phase.PASSING:
            return next((seat for seat in game.seats_to_pass() if seat not in self.seated), None)
        turn = game.turn
        return turn if turn is not None and turn not in self.seated else None

    def _next(self) -> None:
        """Let a computer act if one is due (and nobody thinks yet)."""
        if self._closing or not self._started or self._thinking is not None:
            return
        seat = self.acting_computer()
        if seat is None:
            return
        self._seat_computers()  # people may have come or gone since the last move
        player = self._players[seat]
        observation = self.game.observation(seat)
        self._thinking = seat

        def work(stop: threading.Event) -> object:
            return decide(player, observation, stop)

        self._runner.start(work)

    def _seat_computers(self) -> None:
        """A computer player for every seat nobody took, and each told who
        sits where (`meet_table`: people are played as unknowns)."""
        players = self.game.players
        for seat in range(players):
            if seat not in self.seated and seat not in self._players:
                self._players[seat] = create_player(self._level, self.game.seed * 8 + seat)
        meet_table([None if seat in self.seated else self._players.get(seat) for seat in range(players)])

    def _computer_acted(self, action: object) -> None:
        seat, self._thinking = self._thinking, None
        if self._closing or seat is None or seat in self.seated:
            self._next()
            return
        assert isinstance(action, (PassAction, PlayAction, MoonAction))
        self._apply(action)
        self._flush()
        self._next()

    def _computer_failed(self, error: object) -> None:
        self._thinking = None
        self.last_error = f"a computer player failed: {error}"

    # -- saving ------------------------------------------------------------------------

    def record(self) -> GameRecord:
        metadata = {NETWORK_SEATS: {str(seat): name for seat, name in self.reserved.items()},
                    "app_version": __version__}
        return GameRecord.from_game(self.game, metadata)

    def _store_soon(self) -> None:
        """Save once the answers are out (one save for all that happened meanwhile)."""
        if not self._save_due:
            self._save_due = True
            QTimer.singleShot(0, self, self._store)

    def _store(self) -> None:
        self._save_due = False
        if self._save is not None:
            self._save(None if self.game.is_game_over() else self.record())


def reserved_seats(record: GameRecord) -> dict[Seat, str]:
    """The names that sat where in a saved network game (bad entries are skipped)."""
    found = record.metadata.get(NETWORK_SEATS)
    seats: dict[Seat, str] = {}
    if isinstance(found, dict):
        for key, name in found.items():
            if isinstance(key, str) and key.isdigit() and int(key) < record.players and isinstance(name, str):
                seats[int(key)] = name
    return seats
