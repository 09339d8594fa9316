"""A hostile crowd on a network table, as plain sockets (no Qt), for the
flood benchmark and the tests that must survive it.

Two kinds of peer:

- **Outsiders**, one connection each, opened at a steady rate: a wrong
  join code, a frame cut short and then silence, random bytes, an absurd
  length, or nothing at all.  Each is closed by us once the host has
  answered or hung up, and at the latest after `linger` seconds.
- **A seated pest**, which knows the code, takes a seat and then breaks the
  protocol every way a framed peer can: pings as fast as it can write, plays
  for other seats, cards it does not hold, deep JSON, huge numbers, wrong
  types, extra fields, and a frame written a byte at a time.  Whenever the
  host hangs up on it, it joins again under the same name.

    .venv/bin/python benchmarks/hostile.py --port PORT --code CODE [--rate 200] [--seconds 40]
        [--count N] [--pest] [--no-outsiders]

prints what it sent and how the host answered, as one JSON line (also when
stopped with SIGINT).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import selectors
import signal
import socket
import struct
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

_LENGTH = struct.Struct(">I")
MAX_MESSAGE = 64 * 1024


def frame(message: object) -> bytes:
    body = json.dumps(message, separators=(",", ":")).encode("utf-8")
    return _LENGTH.pack(len(body)) + body


def raw_frame(body: bytes) -> bytes:
    return _LENGTH.pack(len(body)) + body


# -- what an outsider opens with ----------------------------------------------------------------

Opening = tuple[str, bytes]
"""(kind, the bytes sent on connecting)."""


def outsider_openings(rng: random.Random, code: str, version: int = 2) -> Iterator[Opening]:
    """An endless mix of bad openings (the code is only used to make sure
    a "wrong" code is wrong)."""
    def wrong_code() -> bytes:
        guess = f"{rng.randrange(10**6):06d}"
        guess = guess if guess != code else f"{(int(code) + 1) % 10**6:06d}"
        return frame({"type": "join", "version": version, "code": guess, "name": "Mallory"})

    kinds: list[tuple[str, Callable[[], bytes]]] = [
        ("wrong code", wrong_code),
        ("half frame", lambda: _LENGTH.pack(200) + b'{"type":"join","vers'),
        ("random bytes", lambda: bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))),
        ("absurd length", lambda: _LENGTH.pack(rng.randrange(MAX_MESSAGE + 1, 1 << 32))),
        ("silent", lambda: b""),
        ("not json", lambda: raw_frame(b'{"type": "join", ')),
    ]
    while True:
        kind, make = rng.choice(kinds)
        yield kind, make()


def pest_junk(rng: random.Random, seat: int, players: int) -> Iterator[bytes]:
    """What the seated pest sends once seated: mostly pings and refused
    actions (which the host must answer), sometimes a frame that breaks the
    protocol (which ends the connection)."""
    other = (seat + 1) % players
    breaking: list[Callable[[], bytes]] = [
        lambda: raw_frame(b"[" * 20000 + b"]" * 20000),  # deep JSON
        lambda: raw_frame(b'{"type":"ping","id":' + b"9" * 5000 + b"}"),  # a huge number
        lambda: frame({"type": "play", "id": "one", "seat": seat, "card": "2C"}),  # a wrong type
        lambda: frame({"type": "ping", "id": 1, "extra": True}),  # an extra field
        lambda: frame({"type": "play", "id": 1, "seat": seat, "card": ["QS"]}),
        lambda: frame({"type": "pass", "id": 1, "seat": seat, "cards": ["2C"] * 40}),
    ]
    while True:
        roll = rng.random()
        if roll < 0.6:
            yield frame({"type": "ping", "id": rng.randrange(1 << 31)})
        elif roll < 0.8:
            yield frame({"type": "play", "id": rng.randrange(1 << 31), "seat": other, "card": "QS"})
        elif roll < 0.97:
            card = rng.choice("23456789TJQKA") + rng.choice("CDSH")
            yield frame({"type": "play", "id": rng.randrange(1 << 31), "seat": seat, "card": card})
        else:
            yield rng.choice(breaking)()


# -- the crowd ---------------------------------------------------------------------------------------


@dataclass
class _Peer:
    kind: str
    opened: float
    answered: bytes = b""
    outgoing: bytes = b""
    byte_at_a_time: bool = False


@dataclass
class CrowdReport:
    opened: int = 0
    refused_at_connect: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    answers: Counter[str] = field(default_factory=Counter)
    pest_joins: int = 0
    pest_frames: int = 0
    pest_answers: Counter[str] = field(default_factory=Counter)

    def as_dict(self) -> dict[str, object]:
        return {"opened": self.opened, "refused_at_connect": self.refused_at_connect,
                "kinds": dict(self.kinds), "answers": dict(self.answers), "pest_joins": self.pest_joins,
                "pest_frames": self.pest_frames, "pest_answers": dict(self.pest_answers)}


def _answer_kind(data: bytes) -> str:
    """The type of the first frame the host sent, or how it hung up."""
    if len(data) < 4:
        return "closed without a word" if not data else "a cut answer"
    (length,) = _LENGTH.unpack_from(data)
    try:
        message = json.loads(data[4:4 + length])
        words = re.sub(r"[0-9]+", "N", str(message.get("message", "")))[:48]
        return f"{message['type']}: {words}" if words else str(message["type"])
    except (ValueError, KeyError, TypeError, AttributeError):
        return "unreadable answer"


class Crowd:
    """Runs outsiders (and optionally the pest) against `port` until told to stop."""

    def __init__(self, port: int, code: str, *, host: str = "127.0.0.1", rate: float = 200.0,
                 linger: float = 12.0, pest: bool = False, outsiders: bool = True, seed: int = 5,
                 players: int = 4, pest_rate: float = 2000.0, version: int = 2) -> None:
        self.version = version
        self.address = (host, port)
        self.code = code
        self.rate, self.linger, self.pest, self.outsiders = rate, linger, pest, outsiders
        self.players = players
        self.pest_rate = pest_rate
        self.rng = random.Random(seed)
        self.report = CrowdReport()
        self._selector = selectors.DefaultSelector()
        self._openings = outsider_openings(self.rng, code, version)
        self._pest: socket.socket | None = None
        self._pest_seat: int | None = None
        self._pest_buffer = b""
        self._pest_junk: Iterator[bytes] | None = None
        self._pest_next = 0.0

    # -- outsiders ----------------------------------------------------------------------------

    def _open_outsider(self) -> None:
        kind, data = next(self._openings)
        peer_socket = socket.socket()
        peer_socket.setblocking(False)
        self.report.opened += 1
        self.report.kinds[kind] += 1
        result = peer_socket.connect_ex(self.address)
        if result not in (0, 115, 36):  # EINPROGRESS (Linux), EINPROGRESS (macOS)
            self.report.refused_at_connect += 1
            peer_socket.close()
            return
        peer = _Peer(kind, time.monotonic(), outgoing=data)
        self._selector.register(peer_socket, selectors.EVENT_READ | selectors.EVENT_WRITE, peer)

    def _outsider_ready(self, peer_socket: socket.socket, peer: _Peer, events: int) -> None:
        if events & selectors.EVENT_WRITE:
            if peer.outgoing:
                try:
                    sent = peer_socket.send(peer.outgoing)
                    peer.outgoing = peer.outgoing[sent:]
                except OSError:
                    self._close_outsider(peer_socket, peer, "reset while writing")
                    return
            if not peer.outgoing:
                self._selector.modify(peer_socket, selectors.EVENT_READ, peer)
        if events & selectors.EVENT_READ:
            try:
                chunk = peer_socket.recv(65536)
            except OSError:
                self._close_outsider(peer_socket, peer, "reset")
                return
            if not chunk:
                self._close_outsider(peer_socket, peer, _answer_kind(peer.answered))
                return
            peer.answered += chunk

    def _close_outsider(self, peer_socket: socket.socket, peer: _Peer, how: str) -> None:
        self.report.answers[f"{peer.kind} -> {how}"] += 1
        self._selector.unregister(peer_socket)
        peer_socket.close()

    def _expire(self, now: float) -> None:
        for key in list(self._selector.get_map().values()):
            peer = key.data
            if isinstance(peer, _Peer) and now - peer.opened > self.linger:
                self._close_outsider(key.fileobj, peer, "still open: we hung up")  # type: ignore[arg-type]

    # -- the pest ---------------------------------------------------------------------------------

    def _pest_join(self) -> None:
        try:
            pest = socket.create_connection(self.address, timeout=5)
        except OSError:
            return
        pest.sendall(frame({"type": "join", "version": self.version, "code": self.code, "name": "Pest"}))
        pest.setblocking(False)
        self._pest, self._pest_buffer, self._pest_seat = pest, b"", None
        self._selector.register(pest, selectors.EVENT_READ, "pest")

    def _pest_read(self) -> None:
        assert self._pest is not None
        try:
            chunk = self._pest.recv(1 << 20)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk:
            self._selector.unregister(self._pest)
            self._pest.close()
            self._pest = None
            return
        self._pest_buffer += chunk
        while len(self._pest_buffer) >= 4:
            (length,) = _LENGTH.unpack_from(self._pest_buffer)
            if len(self._pest_buffer) < 4 + length:
                break
            message = json.loads(self._pest_buffer[4:4 + length])
            self._pest_buffer = self._pest_buffer[4 + length:]
            kind = message.get("type")
            self.report.pest_answers[str(kind)] += 1
            if kind == "welcome":
                self._pest_seat = int(message["seat"])
                self.report.pest_joins += 1
                self._pest_junk = pest_junk(self.rng, self._pest_seat, self.players)

    def _pest_write(self, now: float) -> None:
        if self._pest is None or self._pest_junk is None or self._pest_seat is None:
            return
        due = int((now - self._pest_next) * self.pest_rate)
        if due <= 0:
            return
        self._pest_next = now
        for _ in range(min(due, 200)):
            data = next(self._pest_junk)
            try:
                if self.rng.random() < 0.02:  # a frame a byte at a time
                    for index in range(len(data[:64])):
                        self._pest.send(data[index:index + 1])
                    self._pest.send(data[64:])
                else:
                    self._pest.send(data)
            except (BlockingIOError, OSError):
                return
            self.report.pest_frames += 1

    # -- running ----------------------------------------------------------------------------------

    def run(self, seconds: float | None = None, count: int | None = None,
            stop: Callable[[], bool] = lambda: False) -> CrowdReport:
        started = time.monotonic()
        self._pest_next = started
        opened_goal = 0.0
        while not stop():
            now = time.monotonic()
            if seconds is not None and now - started >= seconds:
                break
            if count is not None and self.report.opened >= count and not self._selector.get_map():
                break
            if self.outsiders and (count is None or self.report.opened < count):
                opened_goal = (now - started) * self.rate
                while self.report.opened < opened_goal and (count is None or self.report.opened < count):
                    self._open_outsider()
            if self.pest:
                if self._pest is None:
                    self._pest_join()
                self._pest_write(now)
            for key, events in self._selector.select(timeout=0.002):
                if key.data == "pest":
                    self._pest_read()
                else:
                    self._outsider_ready(key.fileobj, key.data, events)  # type: ignore[arg-type]
            self._expire(time.monotonic())
        for key in list(self._selector.get_map().values()):
            self._selector.unregister(key.fileobj)
            key.fileobj.close()  # type: ignore[union-attr]
        return self.report


def main() -> None:
    parser = argparse.ArgumentParser(prog="benchmarks/hostile.py")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--code", required=True)
    parser.add_argument("--rate", type=float, default=200.0, help="outsiders a second")
    parser.add_argument("--seconds", type=float, default=None)
    parser.add_argument("--count", type=int, default=None, help="stop after this many outsiders")
    parser.add_argument("--pest", action="store_true", help="add the seated pest")
    parser.add_argument("--no-outsiders", action="store_true")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--version", type=int, default=2, help="the protocol version the crowd claims")
    args = parser.parse_args()
    crowd = Crowd(args.port, args.code, rate=args.rate, pest=args.pest, outsiders=not args.no_outsiders,
                  players=args.players, version=args.version)
    stopping: list[bool] = []
    signal.signal(signal.SIGINT, lambda _number, _frame: stopping.append(True))  # stop, and report
    report = crowd.run(args.seconds, args.count, stop=lambda: bool(stopping))
    print(json.dumps(report.as_dict()), flush=True)


if __name__ == "__main__":
    main()
