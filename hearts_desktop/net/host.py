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

The host stays up whatever its peers do (issue #45).  Connections are let in
by the `Door` (caps on those that have not joined), limited per connection
(`limits`), and freed when they close: nothing but the tables below holds a
connection, and a closed one is deleted by Qt on the next turn of the loop.
Every slot is `guarded`: an exception is logged once with the table's state
and the game goes on.  At a finished table the seated players ask for the
next game (`again`); it is dealt when all have asked, a minute after the
first did, or when the last player has left.  Once a game is over, each
seat is sent its whole record (`record`: every hand, pass and card), so every
player keeps the game and may have the Expert review it; a player who sits
down at a finished table gets it too.  A player says when it has kept a
record (`kept`); one who had not when the next game was dealt (it dropped at
the end, or left before the record reached it) is sent it as an
`earlier_record` on coming back under the same name, also after a restart
when the host is given what it owed (`owed`, `keep_owed`).  The record goes
with the list of the games finished at the table since it opened (`table`,
see `codec.FinishedGame`), saved with the table's game, so every seat counts the
same games won at the table.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket

from hearts_desktop import __version__
from hearts_desktop.ai import Level, Player, create_player, decide, meet_table
from hearts_desktop.ai.review import COMPUTER_PLAYED
from hearts_desktop.ai.rule import RulePlayer
from hearts_desktop.model import events as ev
from hearts_desktop.model.actions import Action, MoonAction, PassAction, PlayAction
from hearts_desktop.model.cards import Seat
from hearts_desktop.model.errors import HeartsError
from hearts_desktop.model.game import Game
from hearts_desktop.model.observation import PublicState
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.state import Phase
from hearts_desktop.net import codec, limits
from hearts_desktop.net.codec import TABLE_GAMES, TABLE_GAMES_KEPT, FinishedGame
from hearts_desktop.net.connection import Connection, peer_address
from hearts_desktop.net.faults import FaultLog, guarded, log
from hearts_desktop.net.guard import Door, Throttle, code_matches
from hearts_desktop.net.limits import TokenBucket
from hearts_desktop.net.messages import Again, Bye, Join, Kept, Ping, parse_client_message
from hearts_desktop.net.wire import (
    MAX_HOST_MESSAGE,
    PROTOCOL_VERSION,
    ProtocolError,
    encode_frame,
    frame_json,
    json_text,
)
from hearts_desktop.services.think_runner import ThinkRunner

JOIN_SECONDS = limits.JOIN_SECONDS
SaveGame = Callable[[GameRecord | None], None]
"""Called with the record after every change (None: the game is over, forget it)."""
NETWORK_SEATS = "network_seats"
"""The record's metadata key: which names sat where, so they can come back."""
GIVEN_TO_COMPUTER = "the host gave your seat to a computer player"
"""The `closing` reason a person hears when the host lets the computer play their seat."""
SILENCE_CHECK_MS = 1000
LISTEN_BACKLOG = 256
KEEP_GOING_MS = 100
"""After a fault the game is moved on this soon (not at once: a fault that recurs must not spin)."""
OWED_RECORDS = 16
"""Names whose record of an earlier game the host keeps until they come back
(the oldest is forgotten first): each is one frame, at most `MAX_HOST_MESSAGE`."""
Owed = dict[str, tuple[int, bytes]]
"""The records a host owes, per name (casefolded): (game number, `earlier_record` frame)."""


LEAVING_SECONDS = 1.0
"""A turned-away peer that reads nothing is cut after this long."""


class Doorstep:
    """Sockets turned away at the door, until they are gone.

    Each is told why in one small frame and hung up on; nothing else is made
    for it.  The socket is Python's own from then on: PySide keeps the
    wrapper of a socket that Qt made (`nextPendingConnection`) and Qt deleted,
    for good.  So it is held here, and let go (freed) when swept once closed,
    or cut after `LEAVING_SECONDS`."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._leaving: dict[QTcpSocket, float] = {}
        self._clock = clock

    def __len__(self) -> int:
        return len(self._leaving)

    def turn_away(self, socket: QTcpSocket, reason: str) -> None:
        socket.setParent(None)
        socket.write(encode_frame({"type": "error", "message": reason}))
        socket.disconnectFromHost()
        self._leaving[socket] = self._clock() + LEAVING_SECONDS

    def sweep(self, everyone: bool = False) -> None:
        """Let go of the sockets that are closed (and cut the overdue, or all)."""
        now = self._clock()
        for socket, until in list(self._leaving.items()):
            if everyone or now > until:
                socket.abort()
            if socket.state() == QTcpSocket.SocketState.UnconnectedState:
                del self._leaving[socket]


class TableHost(QObject):
    seats_changed = Signal()
    game_changed = Signal()  # an action was applied (by anyone)
    game_finished = Signal()
    next_game_dealt = Signal()  # a new game at this table (asked for, or the host's player dealt it)
    frame_sent = Signal(int, int, bytes)  # seat, len(game.log) when sent, the frame's bytes

    def __init__(self, game: Game, code: str, *, level: Level | Sequence[Level] = Level.STRONG,
                 think_time: float | None = None,
                 save: SaveGame | None = None, throttle: Throttle | None = None,
                 reserved: dict[Seat, str] | None = None, computer_played: set[int] | None = None,
                 owed: Owed | None = None, keep_owed: Callable[[Owed], None] | None = None,
                 table_games: Sequence[FinishedGame] = (), door: Door | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self._code = code
        self._levels = self._checked_levels(level, game.players)
        """Our computer players' level: one for every seat, or one a seat."""
        self._think_time = think_time
        """The Expert's seconds a decision (None: its default); other levels ignore it."""
        self._save = save
        self.throttle = throttle or Throttle()
        self.door = door or Door()
        self._servers: list[QTcpServer] = []
        self.doorstep = Doorstep()
        self._pending: set[Connection] = set()
        self._knocking: dict[Connection, Join] = {}
        """Joins that wait for the throttle before they are answered."""
        self.seated: dict[Seat, Connection] = {}
        self.reserved: dict[Seat, str] = dict(reserved or {})
        """Names that sat at each seat; the same name takes the seat back."""
        self.computer_played: set[int] = set(computer_played or ())
        """Indices of this game's actions that our computer players chose (a
        seat's record says which of its moves were not its person's)."""
        self._players: dict[Seat, Player] = {}
        self._runner = ThinkRunner(self)
        self._runner.finished.connect(self._computer_acted)
        self._runner.failed.connect(self._computer_failed)
        self._thinking: Seat | None = None
        self._started = bool(game.actions)
        self._closing = False
        self.last_error: str | None = None
        self.join_seconds = JOIN_SECONDS
        self.silent_seconds = limits.SILENT_SECONDS
        self.allowance = (limits.MESSAGE_BURST, limits.MESSAGES_PER_SECOND)
        """Each connection's allowance of answers that do not move the game (burst, per second)."""
        self.faults = FaultLog()
        self._wire = codec.WireCache()
        self._save_timer = _soon(self, self._store)
        self._keep_going_timer = _soon(self, self._keep_going)
        self._keep_going_timer.setInterval(KEEP_GOING_MS)
        self.asked_again: set[Seat] = set()
        """Seats that asked for the next game at this finished table."""
        self.game_number = 1
        """This table's games, counted from 1: a record and its `kept` name theirs."""
        self.kept: set[str] = set()
        """Names (casefolded) that said they kept this finished game's record."""
        self.owed: Owed = dict(owed or {})
        """Per name (casefolded): an earlier game it did not keep, as (game number, frame);
        an earlier run's too (`owed`), which `keep_owed` is given whenever this changes."""
        self._keep_owed = keep_owed
        self.table_games: list[FinishedGame] = list(table_games)[-TABLE_GAMES_KEPT:]
        """The games finished at this table since it opened (a resumed table's
        too), the oldest first: sent with each record, saved with the game."""
        if self.owed:  # numbered on from an earlier run's, so that no `kept` names two games
            self.game_number = max(number for number, _frame in self.owed.values()) + 1
        self._next_game_timer = QTimer(self)
        self._next_game_timer.setSingleShot(True)
        self._next_game_timer.timeout.connect(self.deal_next_game)
        self.next_game_seconds = limits.NEXT_GAME_SECONDS
        self._silence = QTimer(self)
        self._silence.timeout.connect(self._drop_silent)
        self._silence.start(SILENCE_CHECK_MS)
        self.seed_source: Callable[[], int] = lambda: random.randrange(1 << 30)
        """The next game's seed (a fresh random one)."""

    # -- faults ----------------------------------------------------------------------

    def context(self) -> str:
        game = self.game
        return (f"hand {game.hand_number + 1}, {game.phase.value}, turn {game.turn}, "
                f"seated {sorted(self.seated)}, waiting {len(self._pending)}, thinking {self._thinking}")

    def recover(self, where: str, error: Exception) -> None:
        """Whatever failed, the game goes on: the next computer acts, a
        finished table deals on (retried on the loop's next turn)."""
        self._keep_going_timer.start()

    @guarded
    def _keep_going(self) -> None:
        if not self._closing:
            self._next()
            self._maybe_deal_next()

    # -- listening ------------------------------------------------------------------

    def listen(self, port: int = 0, addresses: Sequence[QHostAddress] = ()) -> bool:
        """Listen on `addresses` (default: every address of this computer)."""
        chosen = list(addresses) or [QHostAddress(QHostAddress.SpecialAddress.Any)]
        for address in chosen:
            server = QTcpServer(self)
            # A burst of connections waits in the kernel rather than retrying after seconds
            # (Qt's default backlog is 50); the door decides about each once accepted.
            server.setListenBacklogSize(LISTEN_BACKLOG)
            server.newConnection.connect(self._accept)
            if not server.listen(address, port or (self.port if self._servers else 0)):
                self.last_error = server.errorString()
                return False
            self._servers.append(server)
        return True

    def is_listening(self) -> bool:
        return any(server.isListening() for server in self._servers)

    @property
    def port(self) -> int:
        return int(self._servers[0].serverPort()) if self._servers else 0

    def close(self, reason: str = "the host closed the table") -> None:
        """Tell every seated client, save, and stop listening (the game is
        kept for a restart).  Connections that have not joined are cut."""
        self._closing = True
        self._silence.stop()
        self._next_game_timer.stop()
        self._runner.shutdown(200)
        # A finished game is owed to whoever left before its end, for after a restart; those
        # still seated have its record (their `kept` may be on its way: no second copy for them).
        self._owe_records(skip={self.reserved.get(seat, "").casefold() for seat in self.seated})
        self._store()
        for connection in list(self.seated.values()):
            connection.send({"type": "closing", "reason": reason})
            connection.close()
        for connection in list(self._pending):
            connection.abort()
        for server in self._servers:
            server.close()
        self.doorstep.sweep(everyone=True)

    def new_game(self, game: Game) -> None:
        """The next game at the same table; the seated players play on in it."""
        self._runner.cancel()
        self._thinking = None
        self._next_game_timer.stop()
        self.asked_again.clear()
        self._owe_records()
        self.game_number += 1
        self.kept.clear()
        self.game = game
        self.computer_played = set()
        self._wire = codec.WireCache()
        self._players = {}
        self.reserved = {seat: name for seat, name in self.reserved.items() if seat in self.seated}
        for seat, name in self.reserved.items():
            game.rename(seat, name)
        self._started = bool(self.seated)
        for seat in list(self.seated):
            self._send_state(seat)
        self._store()
        self.next_game_dealt.emit()
        self._next()

    def deal_next_game(self) -> None:
        """A new game with the same rules and players; who sits keeps the seat and name."""
        old = self.game
        self.new_game(Game(old.rules, old.players, seed=self.seed_source(), deal_numbers=()))

    def sending(self) -> bool:
        """Is anything still on its way out to a seated client?"""
        return any(connection.is_open and connection.socket.bytesToWrite() > 0
                   for connection in list(self.seated.values()))

    def connections(self) -> int:
        """Open connections, seated or waiting to join."""
        return len(self._pending) + len(self.seated)

    # -- connections ------------------------------------------------------------------

    @guarded
    def _accept(self) -> None:
        for server in list(self._servers):
            while server.hasPendingConnections():
                socket = server.nextPendingConnection()
                address = peer_address(socket)
                refusal = "the table is closing" if self._closing else self.door.refusal(address)
                if refusal is not None:
                    self.doorstep.turn_away(socket, refusal)
                    continue
                self._let_in(socket, address)
        self.doorstep.sweep()

    def _let_in(self, socket: QTcpSocket, address: str) -> None:
        connection = Connection(socket, self)
        connection.allowance = TokenBucket(*self.allowance)
        self._pending.add(connection)
        self.door.came_in(address)
        connection.received.connect(self._received)
        connection.broken.connect(self._refuse)
        connection.closed.connect(self._dropped)
        connection.timed_out.connect(self._deadline)
        connection.start_deadline(self.join_seconds)

    def _unpend(self, connection: Connection) -> None:
        self._knocking.pop(connection, None)
        if connection in self._pending:
            self._pending.discard(connection)
            self.door.went_on(connection.address)

    @guarded
    def _deadline(self, connection: Connection) -> None:
        """The join window passed, or a throttled join has waited long enough."""
        join = self._knocking.get(connection)
        if join is not None:
            self._answer(connection, join)
        elif connection in self._pending and not connection.ignoring:
            self._refuse(connection, "no join in time")

    def _seat_of(self, connection: Connection) -> Seat | None:
        return next((seat for seat, held in self.seated.items() if held is connection), None)

    @guarded
    def _received(self, connection: Connection, data: dict[str, Any]) -> None:
        try:
            message = parse_client_message(data)
        except ProtocolError as error:
            self._refuse(connection, str(error))
            return
        if isinstance(message, Bye):
            self._hang_up(connection)
            return
        if isinstance(message, Join):
            if self._seat_of(connection) is not None:
                self._refuse(connection, "this connection has already joined")
            else:
                self._knock(connection, message)
            return
        seat = self._seat_of(connection)
        if seat is None and not isinstance(message, Ping):
            self._refuse(connection, "join the table first")
            return
        if connection.allowance.empty():  # pings, refusals and asks beyond the allowance
            self._refuse(connection, "too many messages")
            return
        if isinstance(message, Ping):
            connection.allowance.take()
            connection.send({"type": "pong", "id": message.id})
        elif isinstance(message, Again):
            connection.allowance.take()
            assert seat is not None
            self._ask_again(seat)
        elif isinstance(message, Kept):
            connection.allowance.take()
            assert seat is not None
            self._record_kept(seat, message.game)
        elif seat is not None and message.action.seat != seat:  # refused like an illegal card
            connection.allowance.take()
            self._send(seat, {"type": "refused", "id": message.id, "rule": "", "reason": "not your seat",
                              "message": f"this connection plays seat {seat}, not {message.action.seat}"})
        else:
            self._human_acted(connection, message.id, message.action)

    @guarded
    def _refuse(self, connection: Connection, why: str) -> None:
        """A broken rule of the protocol: say why and hang up."""
        if connection.ignoring and not connection.is_open:
            return
        self.door.misbehaved(connection.address)
        connection.send({"type": "error", "message": why})
        self._hang_up(connection)

    def give_to_computer(self, seat: Seat) -> bool:
        """The host's person lets our computer play `seat` (a friend who
        walked away from the table, and stalls it): its connection is told
        why and closed, and a computer player takes the seat at once; the
        same name with the code takes it back, as after a drop.  False if
        no person holds the seat."""
        connection = self.seated.get(seat)
        if connection is None:
            return False
        connection.send({"type": "closing", "reason": GIVEN_TO_COMPUTER})
        self._hang_up(connection)
        return True

    def _hang_up(self, connection: Connection) -> None:
        """Close after what is queued; a seat it held is a computer's from now on,
        not once a peer that may never read has let the socket go."""
        connection.close()
        self._stand_up(connection)

    def _knock(self, connection: Connection, join: Join) -> None:
        wait = self.throttle.wait(connection.address)
        connection.ignoring = True  # nothing more is heard until the door answers
        if wait > 0:
            self._knocking[connection] = join
            connection.start_deadline(wait)
        else:
            self._answer(connection, join)

    def _answer(self, connection: Connection, join: Join) -> None:
        self._knocking.pop(connection, None)
        connection.stop_deadline()
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
        self._unpend(connection)
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
        if game.is_game_over():
            self._send_record([seat])
        owed = self.owed.get(name.casefold())
        if owed is not None:
            self._send_frame(seat, owed[1])
        self._announce_seats()
        if self.asked_again:
            self._announce_again()
        self._store()
        self._next()

    @guarded
    def _dropped(self, connection: Connection) -> None:
        self._unpend(connection)
        connection.deleteLater()  # nothing else holds it: Qt frees it on the loop's next turn
        self._stand_up(connection)

    def _stand_up(self, connection: Connection) -> None:
        """The seat `connection` held (if any) goes to a computer player at once."""
        seat = self._seat_of(connection)
        if seat is None:
            return
        del self.seated[seat]
        self.asked_again.discard(seat)
        if self._closing:
            return
        self._announce_seats()
        self._next()  # a computer plays the seat from now on, at once
        self._maybe_deal_next()

    @guarded
    def _drop_silent(self) -> None:
        """Once a second: a seated client pings every few seconds, so one silent
        for long is gone (a frozen or vanished computer), and a computer player
        takes its seat.  And the doorstep is swept."""
        self.doorstep.sweep()
        now = time.monotonic()
        for connection in list(self.seated.values()):
            if now - connection.heard > self.silent_seconds:
                self._refuse(connection, f"no word from you for {round(self.silent_seconds)} seconds")

    @staticmethod
    def _checked_levels(level: Level | Sequence[Level], players: int) -> tuple[Level, ...]:
        levels = (level,) if isinstance(level, Level) else tuple(level)
        if len(levels) not in (1, players):
            raise ValueError(f"{len(levels)} levels for a table of {players}")
        return levels

    def set_levels(self, level: Level | Sequence[Level], think_time: float | None = None) -> None:
        """New levels (one for every seat, or one a seat) and Expert's
        thinking time for our computer players: they take over from the next
        decision on (one being thought about finishes with the old player),
        and the table is told when the levels changed (the time is ours)."""
        levels = self._checked_levels(level, self.game.players)
        if (levels, think_time) == (self._levels, self._think_time):
            return
        told = levels != self._levels
        self._levels, self._think_time = levels, think_time
        self._players = {}  # made again at their next turn (`_seat_computers`)
        if told:
            self._announce_seats()

    def level_at(self, seat: Seat) -> Level:
        """The level of our computer player at `seat` (when nobody holds it)."""
        return self._levels[seat if len(self._levels) > 1 else 0]

    def free_seats(self) -> tuple[int, int]:
        """(players, seats no person holds): what the beacon says of the table."""
        return self.game.players, self.game.players - len(self.seated)

    def free_levels(self) -> list[str]:
        """The levels of our computer players at the seats nobody holds (the beacon says them)."""
        levels = {self.level_at(seat) for seat in range(self.game.players) if seat not in self.seated}
        return [level.value for level in Level if level in levels]

    def _seat_list(self) -> list[dict[str, Any]]:
        """Who sits where, as `seats` and `state` messages carry it: a seat
        nobody holds is played by our computer player, whose level anyone at
        the table may know (the Expert that advises a seat plays it as that level)."""
        return [{"name": self.game.names[seat], "held": seat in self.seated,
                 "level": None if seat in self.seated else self.level_at(seat).value}
                for seat in range(self.game.players)]

    def _announce_seats(self) -> None:
        seats = self._seat_list()
        for seat in list(self.seated):
            self._send(seat, {"type": "seats", "seats": seats})
        self.seats_changed.emit()

    # -- the next game -------------------------------------------------------------------

    def _ask_again(self, seat: Seat) -> None:
        """`again` from a seat: ignored unless the game is over (a new game
        may have been dealt while the message was on its way)."""
        if not self.game.is_game_over() or seat in self.asked_again:
            return
        self.asked_again.add(seat)
        if not self._next_game_timer.isActive():
            self._next_game_timer.start(round(self.next_game_seconds * 1000))
        if not self._maybe_deal_next():
            self._announce_again()

    def _announce_again(self) -> None:
        left = self._next_game_timer.remainingTime()
        message = {"type": "again_asked", "asked": sorted(self.asked_again),
                   "seconds": max(0, round(left / 1000)) if left >= 0 else None}
        for seat in list(self.seated):
            self._send(seat, message)

    def _maybe_deal_next(self) -> bool:
        """Deal the next game if the table is finished and every seated player
        asked for it (no one seated counts as everyone)."""
        if self._closing or not self.game.is_game_over():
            return False
        if set(self.seated) <= self.asked_again:
            self.deal_next_game()
            return True
        return False

    # -- sending ---------------------------------------------------------------------

    def _send(self, seat: Seat, message: dict[str, Any]) -> None:
        connection = self.seated.get(seat)
        if connection is not None:
            frame = connection.send(message)
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

    def _send_record(self, seats: Sequence[Seat]) -> None:
        """The finished game's whole record to `seats` (written once for all):
        only now may a seat see the others' hands and passes."""
        table = json_text([game.to_wire() for game in self.table_games])
        frame = self._record_frame("record", {}, json_text(self.record().to_json()), f',"table":{table}')
        if frame is None:
            return
        for seat in seats:
            self._send_frame(seat, frame)

    def _record_frame(self, kind: str, fields: dict[str, int], record: str, more: str = "") -> bytes | None:
        """This finished game's record (`record`, its JSON text) as a `kind`
        message with `fields` (and `more`, written fields); None (logged) for
        a game far longer than any target allows."""
        extra = "".join(f',"{name}":{value}' for name, value in fields.items()) + more
        text = f'{{"type":"{kind}","game":{self.game_number}{extra},"record":{record}}}'
        try:
            return frame_json(text, kind, MAX_HOST_MESSAGE)
        except ProtocolError as error:  # kept here only
            log.warning("the finished game's record is not sent: %s", error)
            return None

    def _send_frame(self, seat: Seat, frame: bytes) -> None:
        connection = self.seated.get(seat)
        if connection is not None:
            connection.send_frame(frame)
            self.frame_sent.emit(seat, len(self.game.log), frame)

    def _record_kept(self, seat: Seat, number: int) -> None:
        """`kept` from `seat`: its player has game `number`'s record (a
        number this table never sent that name is ignored: it changes nothing)."""
        name = self.reserved.get(seat, "").casefold()
        if number == self.game_number and self.game.is_game_over():
            self.kept.add(name)
        owed = self.owed.get(name)
        if owed is not None and owed[0] == number:
            del self.owed[name]
            self._owed_changed()

    def _owe_records(self, skip: set[str] | frozenset[str] = frozenset()) -> None:
        """The game on the table is being replaced (or the table closes): each
        name that played it (but those in `skip`) and did not say it kept its
        record is owed it, as `earlier_record`."""
        if not self.game.is_game_over():
            return
        record: str | None = None  # written once, for all who are owed it
        for seat, name in self.reserved.items():
            key = name.casefold()
            if key in self.kept or key in skip:
                continue
            record = record or json_text(self.record().to_json())
            frame = self._record_frame("earlier_record", {"seat": seat}, record)
            if frame is None:
                return
            self.owed.pop(key, None)  # the newest last: the oldest is forgotten first
            self.owed[key] = (self.game_number, frame)
        while len(self.owed) > OWED_RECORDS:
            del self.owed[next(iter(self.owed))]
        if record is not None:
            self._owed_changed()

    def _owed_changed(self) -> None:
        if self._keep_owed is not None:
            self._keep_owed(dict(self.owed))

    def _flush(self) -> None:
        """Out now, before the save: Qt would write at the next turn of the loop."""
        for connection in list(self.seated.values()):
            connection.flush()

    # -- the game ---------------------------------------------------------------------

    def _apply(self, action: Action, computer: bool = False) -> None:
        start = len(self.game.log)
        index = len(self.game.actions)
        published = self.game.apply_published(action)
        if computer:
            self.computer_played.add(index)
        self._broadcast(published, start)
        self._store_soon()
        self.game_changed.emit()
        if self.game.is_game_over():
            assert self.game.winners is not None  # (a finished game has its winners)
            self.table_games = [*self.table_games, FinishedGame.of(self.record(), self.game.winners)]
            del self.table_games[:-TABLE_GAMES_KEPT]
            self._send_record(list(self.seated))
            self.game_finished.emit()

    def _human_acted(self, connection: Connection, request: int, action: Action) -> None:
        seat = action.seat
        try:
            self._apply(action)
        except HeartsError as error:
            connection.allowance.take()
            self._send(seat, {"type": "refused", "id": request, "rule": error.rule or "",
                              "reason": error.reason or "", "message": error.message})
            return
        if self.seated.get(seat) is connection:
            self._send(seat, {"type": "accepted", "id": request})
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
                seed = self.game.seed * 8 + seat
                level = self.level_at(seat)
                self._players[seat] = create_player(level, seed, self._think_time) \
                    if level is Level.EXPERT and self._think_time is not None \
                    else create_player(level, seed)
        meet_table([None if seat in self.seated else self._players.get(seat) for seat in range(players)])

    @guarded
    def _computer_acted(self, action: object) -> None:
        seat, self._thinking = self._thinking, None
        if self._closing or seat is None or seat in self.seated:
            self._next()
            return
        assert isinstance(action, (PassAction, PlayAction, MoonAction))
        self._apply(action, computer=True)
        self._flush()
        self._next()
        self._maybe_deal_next()  # the computers finished a game that everyone had left

    @guarded
    def _computer_failed(self, error: object) -> None:
        """A computer player raised: logged, and the seat is played by the
        simple rule player this once, so the game never waits for it."""
        seat, self._thinking = self._thinking, None
        self.last_error = f"a computer player failed: {error}"
        if isinstance(error, Exception):
            self.faults.record("computer player", error, self.context())
        if self._closing or seat is None or seat in self.seated or self.acting_computer() != seat:
            self._next()
            return
        log.warning("seat %s is played by the rule player this once", seat)
        self._apply(decide(RulePlayer("Casual"), self.game.observation(seat)), computer=True)
        self._flush()
        self._next()

    # -- saving ------------------------------------------------------------------------

    def record(self) -> GameRecord:
        metadata = {NETWORK_SEATS: {str(seat): name for seat, name in self.reserved.items()},
                    COMPUTER_PLAYED: sorted(self.computer_played), "app_version": __version__}
        return GameRecord.from_game(self.game, metadata)

    def saved_record(self) -> GameRecord:
        """The record saved for a restart: with the games finished at the table."""
        record = self.record()
        record.metadata[TABLE_GAMES] = [game.to_wire() for game in self.table_games]
        return record

    def _store_soon(self) -> None:
        """Save once the answers are out (one save for all that happened meanwhile)."""
        if not self._save_timer.isActive():
            self._save_timer.start()

    def _store(self) -> None:
        self._save_timer.stop()
        if self._save is not None:
            self._save(None if self.game.is_game_over() else self.saved_record())


def _soon(owner: QObject, slot: Callable[[], None]) -> QTimer:
    """A timer of `owner` that runs `slot` on the loop's next turn when started."""
    timer = QTimer(owner)
    timer.setSingleShot(True)
    timer.setInterval(0)
    timer.timeout.connect(slot)
    return timer


def reserved_seats(record: GameRecord) -> dict[Seat, str]:
    """The names that sat where in a saved network game (bad entries are skipped)."""
    found = record.metadata.get(NETWORK_SEATS)
    seats: dict[Seat, str] = {}
    if isinstance(found, dict):
        for key, name in found.items():
            if isinstance(key, str) and key.isdigit() and int(key) < record.players and isinstance(name, str):
                seats[int(key)] = name
    return seats
