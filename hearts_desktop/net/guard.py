"""The join code and the door: codes are made by `secrets`, compared in
constant time, and an address that keeps failing waits longer and longer
before it may try again."""

from __future__ import annotations

import hmac
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from hearts_desktop.net.messages import CODE_DIGITS


def new_code() -> str:
    return "".join(secrets.choice("0123456789") for _ in range(CODE_DIGITS))


def code_matches(given: str, expected: str) -> bool:
    return hmac.compare_digest(given.encode("utf-8"), expected.encode("utf-8"))


@dataclass
class Throttle:
    """After `free` wrong codes from one address, each further attempt from it
    waits `base` seconds, doubling per failure up to `ceiling`.  A right code
    forgives the address."""

    free: int = 3
    base: float = 0.5
    ceiling: float = 30.0
    clock: Callable[[], float] = time.monotonic
    _failures: dict[str, int] = field(default_factory=dict)
    _until: dict[str, float] = field(default_factory=dict)

    def wait(self, address: str) -> float:
        """Seconds `address` must still wait before its next attempt is heard."""
        return max(0.0, self._until.get(address, 0.0) - self.clock())

    def failed(self, address: str) -> None:
        count = self._failures.get(address, 0) + 1
        self._failures[address] = count
        if count >= self.free:
            delay = min(self.ceiling, self.base * 2 ** (count - self.free))
            self._until[address] = self.clock() + delay

    def succeeded(self, address: str) -> None:
        self._failures.pop(address, None)
        self._until.pop(address, None)

    def failures(self, address: str) -> int:
        return self._failures.get(address, 0)
