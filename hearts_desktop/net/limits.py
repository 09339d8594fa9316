"""What one peer may make a host hold or do, in one place.

A table is open to every computer on the network, so everything a peer can
make the host keep is bounded: how many connections wait to join (per
address and in all), how fast a connection may ask for answers that do not
move the game (pings, refused actions), how much may wait unread for a peer
that does not read, and how long a seat may stay silent.  Every figure here
is stated in docs/PROTOCOL.md, with what a limited peer is told.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

JOIN_SECONDS = 10.0
"""A connection that has not joined by then is closed (it holds nothing)."""
UNJOINED_PER_ADDRESS = 4
"""Connections from one address that have not joined yet; more are turned away at once."""
UNJOINED_IN_ALL = 64
"""Connections that have not joined yet, from all addresses together."""
MESSAGE_BURST = 40
"""Pings, refused actions and `again`s a connection may send at once..."""
MESSAGES_PER_SECOND = 8.0
"""...and the rate at which its allowance comes back (a client pings every 2 s)."""
ERRORS_BURST = 20
"""Protocol errors and wrong codes from one address before it is turned away at once..."""
ERRORS_PER_SECOND = 2.0
"""...and the rate at which they are forgiven."""
QUEUED_BYTES = 1 << 20
"""Bytes waiting to be written to one peer; a peer that lets more pile up is dropped."""
READ_BUFFER_BYTES = 256 * 1024
"""Bytes Qt reads ahead from one peer before TCP makes the peer wait."""
SILENT_SECONDS = 20.0
"""A seated client says something at least every `HEARTBEAT_SECONDS`; one silent
this long is taken for gone, and a computer player takes the seat."""
HEARTBEAT_SECONDS = 2.0
"""How often a client pings when it has nothing else to say."""
HOST_SILENT_SECONDS = 6.0
"""A client that has heard nothing from its host for this long says the table is lost."""
NEXT_GAME_SECONDS = 60.0
"""At a finished table, the next game is dealt this long after the first seat asked."""
ADDRESSES_KEPT = 4096
"""Addresses whose failures a host remembers; the stalest are forgotten first."""


@dataclass
class TokenBucket:
    """`burst` tokens at most, `rate` of them back each second: `take()`
    says whether one was left (and spends it)."""

    burst: float
    rate: float
    clock: Callable[[], float] = time.monotonic
    _tokens: float = field(init=False)
    _at: float = field(init=False)

    def __post_init__(self) -> None:
        self._tokens = self.burst
        self._at = self.clock()

    def _refill(self) -> None:
        now = self.clock()
        self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now

    def take(self) -> bool:
        self._refill()
        if self._tokens < 1.0:
            return False
        self._tokens -= 1.0
        return True

    def empty(self) -> bool:
        """No token left now (nothing is spent)."""
        self._refill()
        return self._tokens < 1.0

    def full(self) -> bool:
        """Back to its whole burst: nothing to remember about it."""
        self._refill()
        return self._tokens >= self.burst
