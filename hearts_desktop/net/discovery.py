"""Finding tables on the local network: a small UDP beacon.

A host's `Announcer` sends a beacon every `BEACON_SECONDS` to the broadcast
address of each local IPv4 subnet (never beyond a router: broadcasts are
not forwarded): the table's name, TCP port, players and free seats.  The
join code never travels in it.  A `Finder` listens on `DISCOVERY_PORT` and
keeps the tables it heard lately, by address and port.  A beacon is read
like every other message: bounded in size, exact fields, plain-text name;
anything else is dropped in silence (it may be another program's traffic).

A host whose computer players' levels are known sends a second beacon
beside each: the same fields and `levels` (those of the seats nobody
holds).  A finder of the first version 4 reads exact fields, so it drops
that one and still lists the table from the first; a finder of today
lists the table with its levels, and keeps them while the plain beacons
come in between.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface, QUdpSocket

from hearts_desktop.net.messages import clean_name
from hearts_desktop.net.wire import PROTOCOL_VERSION, ProtocolError

DISCOVERY_PORT = 47474
BEACON_SECONDS = 1.5
FORGET_SECONDS = 5.0
"""A table not heard for this long has gone (three beacons missed)."""
MAX_BEACON = 512
APP = "hearts-desktop"
MAX_LEVEL_NAME = 16
"""A level's name in a beacon (today's are at most 8 letters; a newer host may know more)."""


@dataclass(frozen=True, slots=True)
class FoundTable:
    name: str
    address: str
    port: int
    players: int
    free: int
    heard: float
    """When the last beacon came (time.monotonic)."""
    levels: tuple[str, ...] | None = None
    """The levels of the computer players at the free seats (None: not said)."""

    @property
    def key(self) -> tuple[str, int]:
        return self.address, self.port


def beacon(name: str, port: int, players: int, free: int, levels: Sequence[str] | None = None) -> bytes:
    """The beacon's datagram; with `levels`, the second beacon that says them."""
    data: dict[str, object] = {"app": APP, "version": PROTOCOL_VERSION, "name": _plain_name(name) or "Hearts",
                               "port": port, "players": players, "free": free}
    if levels is not None:
        data["levels"] = list(levels)
    return json.dumps(data, separators=(",", ":")).encode("utf-8")


def _plain_name(name: str) -> str | None:
    try:
        return clean_name(name)
    except ProtocolError:
        return None


def read_beacon(data: bytes, sender: str, heard: float) -> FoundTable | None:
    """The table a datagram announces; None for anything that is not one of ours."""
    if len(data) > MAX_BEACON:
        return None
    try:
        fields = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    expected = {"app": str, "version": int, "name": str, "port": int, "players": int, "free": int}
    if not isinstance(fields, dict) or set(fields) - {"levels"} != set(expected):
        return None
    for key, kind in expected.items():
        value = fields[key]
        if not isinstance(value, kind) or isinstance(value, bool):
            return None
    if fields["app"] != APP or fields["version"] != PROTOCOL_VERSION or not 0 < fields["port"] < 65536:
        return None
    if not 3 <= fields["players"] <= 7 or not 0 <= fields["free"] <= fields["players"]:
        return None
    name = _plain_name(fields["name"])
    if name is None:
        return None
    levels = fields.get("levels")
    if levels is not None and not _level_names(levels, fields["players"]):
        return None
    return FoundTable(name, sender, fields["port"], fields["players"], fields["free"], heard,
                      None if levels is None else tuple(levels))


def _level_names(levels: object, players: int) -> bool:
    """A beacon's `levels`: at most one a seat, each a short lowercase name."""
    return isinstance(levels, list) and len(levels) <= players and all(
        isinstance(level, str) and 0 < len(level) <= MAX_LEVEL_NAME and level.isascii() and level.isalpha()
        and level.islower() for level in levels)


def subnet_broadcasts() -> list[QHostAddress]:
    """The broadcast address of every local IPv4 subnet that is up (looked
    up at each beacon: a laptop changes networks)."""
    wanted = QNetworkInterface.InterfaceFlag.IsUp | QNetworkInterface.InterfaceFlag.IsRunning \
        | QNetworkInterface.InterfaceFlag.CanBroadcast
    found: list[QHostAddress] = []
    for interface in QNetworkInterface.allInterfaces():
        flags = interface.flags()
        if (flags & wanted) != wanted or flags & QNetworkInterface.InterfaceFlag.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            address = entry.broadcast()
            if entry.ip().protocol() is QAbstractSocket.NetworkLayerProtocol.IPv4Protocol \
                    and not address.isNull():
                found.append(address)
    return found


class Announcer(QObject):
    """The host's beacon, while its table is open."""

    def __init__(self, name: str, port: int, seats: Callable[[], tuple[int, int]], *,
                 levels: Callable[[], Sequence[str]] | None = None,
                 targets: Sequence[QHostAddress] | None = None, to_port: int = DISCOVERY_PORT,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name, self.port, self._seats, self._levels = name, port, seats, levels
        """`seats()`: (players, free seats) now; `levels()`: the free seats' computer levels now."""
        self._targets = list(targets) if targets is not None else None
        self._to_port = to_port
        self._socket = QUdpSocket(self)
        self._timer = QTimer(self)
        self._timer.setInterval(round(BEACON_SECONDS * 1000))
        self._timer.timeout.connect(self.announce)
        self.sent = 0

    def start(self) -> None:
        self.announce()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def announce(self) -> None:
        players, free = self._seats()
        datagrams = [beacon(self.name, self.port, players, free)]
        if self._levels is not None:
            datagrams.append(beacon(self.name, self.port, players, free, self._levels()))
        for address in self._targets if self._targets is not None else subnet_broadcasts():
            for data in datagrams:
                if self._socket.writeDatagram(data, address, self._to_port) == len(data):
                    self.sent += 1


class Finder(QObject):
    """The tables heard on the local network, newest news first."""

    tables_changed = Signal(object)  # list[FoundTable], sorted by name

    def __init__(self, port: int = DISCOVERY_PORT, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._port = port
        self._socket = QUdpSocket(self)
        self._socket.readyRead.connect(self._read)
        self._found: dict[tuple[str, int], FoundTable] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._forget_old)
        self.error = ""

    def start(self) -> bool:
        """Listen (several programs on one computer may: the port is shared)."""
        mode = QAbstractSocket.BindFlag.ShareAddress | QAbstractSocket.BindFlag.ReuseAddressHint
        if not self._socket.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), self._port, mode):
            self.error = self._socket.errorString()
            return False
        self._timer.start()
        return True

    @property
    def port(self) -> int:
        return int(self._socket.localPort())

    @property
    def tables(self) -> list[FoundTable]:
        return sorted(self._found.values(), key=lambda table: (table.name.casefold(), table.key))

    def stop(self) -> None:
        self._timer.stop()
        self._socket.close()

    def _read(self) -> None:
        changed = False
        while self._socket.hasPendingDatagrams():
            size = min(max(self._socket.pendingDatagramSize(), 0), MAX_BEACON + 1)
            data, sender, _port = self._socket.readDatagram(size)
            address = sender.toString().removeprefix("::ffff:")  # bound to IPv4: an IPv4 sender
            table = read_beacon(bytes(data.data()), address, time.monotonic())
            if table is None:
                continue
            old = self._found.get(table.key)
            if table.levels is None and old is not None and old.players == table.players:
                table = replace(table, levels=old.levels)  # the plain beacon of a host that says them
            self._found[table.key] = table
            changed = changed or old is None or (old.name, old.free, old.players, old.levels) != \
                (table.name, table.free, table.players, table.levels)
        if changed:
            self.tables_changed.emit(self.tables)

    def _forget_old(self) -> None:
        now = time.monotonic()
        gone = [key for key, table in self._found.items() if now - table.heard > FORGET_SECONDS]
        for key in gone:
            del self._found[key]
        if gone:
            self.tables_changed.emit(self.tables)
