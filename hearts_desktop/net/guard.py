"""The join code and the door.

Codes are made by `secrets` and compared in constant time; an address that
keeps giving wrong codes waits longer and longer before it may try again
(`Throttle`).  The `Door` decides at accept time, before anything is read or
made, whether a new connection may wait to join at all: not when too many
connections wait already (from its address, or in all), nor when its address
keeps breaking the protocol.  What the door and the throttle remember per
address is bounded, so an attacker with many addresses cannot grow it.
"""

from __future__ import annotations

import hmac
import secrets
import time
from collections import Counter, OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field

from hearts_desktop.net import limits
from hearts_desktop.net.limits import TokenBucket
from hearts_desktop.net.messages import CODE_DIGITS


def new_code() -> str:
    return "".join(secrets.choice("0123456789") for _ in range(CODE_DIGITS))


def code_matches(given: str, expected: str) -> bool:
    return hmac.compare_digest(given.encode("utf-8"), expected.encode("utf-8"))


def _forget_stalest(table: OrderedDict[str, object], keep: int) -> None:
    while len(table) > keep:
        table.popitem(last=False)


@dataclass
class Throttle:
    """After `free` wrong codes from one address, each further attempt from it
    waits `base` seconds, doubling per failure up to `ceiling`.  A right code
    forgives the address.  At most `kept` addresses are remembered."""

    free: int = 3
    base: float = 0.5
    ceiling: float = 30.0
    clock: Callable[[], float] = time.monotonic
    kept: int = limits.ADDRESSES_KEPT
    _failures: OrderedDict[str, int] = field(default_factory=OrderedDict)
    _until: dict[str, float] = field(default_factory=dict)

    def wait(self, address: str) -> float:
        """Seconds `address` must still wait before its next attempt is heard."""
        return max(0.0, self._until.get(address, 0.0) - self.clock())

    def failed(self, address: str) -> None:
        count = self._failures.pop(address, 0) + 1
        self._failures[address] = count  # the freshest last
        if count >= self.free:
            delay = min(self.ceiling, self.base * 2 ** (count - self.free))
            self._until[address] = self.clock() + delay
        _forget_stalest(self._failures, self.kept)  # type: ignore[arg-type]
        if len(self._until) > self.kept:
            self._until = {key: value for key, value in self._until.items() if key in self._failures}

    def succeeded(self, address: str) -> None:
        self._failures.pop(address, None)
        self._until.pop(address, None)

    def failures(self, address: str) -> int:
        return self._failures.get(address, 0)

    def remembered(self) -> int:
        return len(self._failures)


class Door:
    """Counts the connections that wait to join, per address, and the
    protocol errors each address makes; says why a new one is turned away."""

    def __init__(self, *, per_address: int = limits.UNJOINED_PER_ADDRESS,
                 in_all: int = limits.UNJOINED_IN_ALL, errors_burst: float = limits.ERRORS_BURST,
                 errors_per_second: float = limits.ERRORS_PER_SECOND,
                 clock: Callable[[], float] = time.monotonic, kept: int = limits.ADDRESSES_KEPT) -> None:
        self.per_address, self.in_all = per_address, in_all
        self._errors_burst, self._errors_rate = errors_burst, errors_per_second
        self._clock, self._kept = clock, kept
        self._waiting: Counter[str] = Counter()
        self._errors: OrderedDict[str, TokenBucket] = OrderedDict()

    def refusal(self, address: str) -> str | None:
        """Why a new connection from `address` may not wait to join (the
        protocol's English words), or None: it may."""
        if self._waiting.total() >= self.in_all:
            return "too many connections are waiting to join"
        if self._waiting[address] >= self.per_address:
            return "too many connections from your address"
        bucket = self._errors.get(address)
        if bucket is not None and bucket.empty():
            return "too many errors from your address"
        return None

    def came_in(self, address: str) -> None:
        self._waiting[address] += 1

    def went_on(self, address: str) -> None:
        """A waiting connection joined or closed: it waits no more."""
        self._waiting[address] -= 1
        if self._waiting[address] <= 0:
            del self._waiting[address]

    def misbehaved(self, address: str) -> None:
        """A protocol error or a wrong code from `address`."""
        bucket = self._errors.pop(address, None) or TokenBucket(self._errors_burst, self._errors_rate,
                                                                 self._clock)
        bucket.take()
        self._errors[address] = bucket  # the freshest last
        if len(self._errors) > self._kept:
            for stale in [key for key, kept in self._errors.items() if kept.full()]:
                del self._errors[stale]
            _forget_stalest(self._errors, self._kept)  # type: ignore[arg-type]

    def waiting(self, address: str | None = None) -> int:
        return self._waiting.total() if address is None else self._waiting[address]

    def remembered(self) -> int:
        return len(self._errors)
