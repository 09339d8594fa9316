"""Every connection is freed once closed: after 2,000 connections that join
and drop and 2,000 that never join, nothing of them is alive, Python's
wrappers and Qt's objects alike, and what the host remembers per address
stays bounded."""

from __future__ import annotations

import gc
import json
import socket
import struct
import threading

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtNetwork import QTcpSocket
from pytestqt.qtbot import QtBot

from hearts_desktop.ai import Level
from hearts_desktop.model.game import Game
from hearts_desktop.net.connection import Connection
from hearts_desktop.net.guard import Throttle
from hearts_desktop.net.host import TableHost
from hearts_desktop.net.wire import PROTOCOL_VERSION

CODE = "424242"
EACH = 2000


def _frame(message: dict[str, object]) -> bytes:
    body = json.dumps(message).encode()
    return struct.pack(">I", len(body)) + body


def _read_until_state(peer: socket.socket) -> bool:
    """Read frames until the table's state has come (True) or the host hung up."""
    buffer = b""
    while True:
        try:
            chunk = peer.recv(65536)
        except OSError:
            return False
        if not chunk:
            return False
        buffer += chunk
        while len(buffer) >= 4:
            (length,) = struct.unpack_from(">I", buffer)
            if len(buffer) < 4 + length:
                break
            kind = json.loads(buffer[4:4 + length])["type"]
            buffer = buffer[4 + length:]
            if kind == "state":
                return True
            if kind == "error":
                return False


def crowd(port: int, outcome: dict[str, int]) -> None:
    """From another thread, as other programs would: joiners that take a seat
    and vanish (as killed, or saying bye), and peers that never join."""
    for index in range(EACH):
        with socket.create_connection(("127.0.0.1", port), timeout=10) as peer:
            join = {"type": "join", "version": PROTOCOL_VERSION, "code": CODE, "name": f"Leaver{index % 4}"}
            peer.sendall(_frame(join))
            outcome["joined"] += _read_until_state(peer)
            if index % 2:
                peer.sendall(_frame({"type": "bye"}))
            else:  # a reset, as a killed process leaves it
                peer.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        with socket.create_connection(("127.0.0.1", port), timeout=10) as stranger:
            if index % 3 == 0:
                stranger.sendall(b"\x00\x00\x00")  # a cut length, then gone
            elif index % 3 == 1:
                stranger.sendall(_frame({"type": "ping", "id": 1}))  # answered, never joins
                stranger.recv(100)
            outcome["strangers"] += 1


def _alive(kind: type) -> int:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    return sum(isinstance(thing, kind) for thing in gc.get_objects())


def test_thousands_of_connections_leave_nothing_behind(qtbot: QtBot) -> None:
    host = TableHost(Game(seed=3), CODE, level=Level.BEGINNER, save=None,
                     throttle=Throttle(base=0.001, ceiling=0.01))
    assert host.listen(0)
    before = (_alive(Connection), _alive(QTcpSocket))
    outcome = {"joined": 0, "strangers": 0}
    thread = threading.Thread(target=crowd, args=(host.port, outcome), daemon=True)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=300_000)
    qtbot.waitUntil(lambda: host.connections() == 0 and len(host.doorstep) == 0, timeout=10_000)
    after = (_alive(Connection), _alive(QTcpSocket))
    children = host.findChildren(QTcpSocket)
    print(f"leaks: {outcome['joined']} joined and dropped, {outcome['strangers']} never joined; "
          f"(connections, sockets) alive before {before}, after {after}; Qt sockets under the host: "
          f"{len(children)}; addresses remembered: {host.door.remembered()}, {host.throttle.remembered()}")
    assert outcome == {"joined": EACH, "strangers": EACH}
    assert after <= before and not children  # (a previous test's last ones may go meanwhile)
    assert host.door.remembered() <= 1 and host.throttle.remembered() == 0
    host.close()
