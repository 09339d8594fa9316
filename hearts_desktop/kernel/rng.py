"""The kernel's own random generator (xorshift128): a compiled loop never
calls back into Python's `random`, and compiled and pure kernels draw the
same words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # mypyc reads this for native ints; plain Python never needs it
    from mypy_extensions import i64

from .bits import M32, bit_count, nth_bit


class Rng:
    """Marsaglia's xorshift128 (2003) on four 32-bit words: small, fast in C
    and in Python alike, and of ample quality for playouts."""

    x: i64
    y: i64
    z: i64
    w: i64

    def __init__(self, seed: i64) -> None:
        seed = seed & ((1 << 62) - 1)
        low: i64 = seed & M32
        high: i64 = (seed // 4294967296) & M32
        self.x = _mix32(low ^ 0x3C6EF372)
        self.y = _mix32(high ^ 0x0A54FF53)
        self.z = _mix32(low ^ 0x1F83D9AB)
        self.w = _mix32(high ^ 0x5BE0CD19)
        if (self.x | self.y | self.z | self.w) == 0:
            self.w = 1  # the one state xorshift cannot leave

    def next32(self) -> i64:
        """The next 32 random bits."""
        t: i64 = self.x
        t = t ^ ((t << 11) & M32)
        self.x = self.y
        self.y = self.z
        self.z = self.w
        w: i64 = self.w
        self.w = w ^ (w >> 19) ^ t ^ (t >> 8)
        return self.w

    def below(self, count: i64) -> i64:
        """A random number in 0 … count-1 (count < 2**30), by multiply-shift."""
        return (self.next32() * count) >> 32

    def chance(self, threshold: i64) -> bool:
        """True with probability threshold / 2**32 (see `threshold`)."""
        return self.next32() < threshold


def threshold(probability: float) -> int:
    """The `Rng.chance` threshold of a probability."""
    return int(min(max(probability, 0.0), 1.0) * 4294967296.0)


def _mix32(value: i64) -> i64:
    # A 32-bit integer hash (multipliers below 2**31 keep products in 63 bits).
    value = ((value >> 16) ^ value) * 0x45D9F3B & M32
    value = ((value >> 16) ^ value) * 0x45D9F3B & M32
    return (value >> 16) ^ value


def random_bit(mask: i64, rng: Rng) -> i64:
    """A uniformly random bit of a non-empty `mask`."""
    return nth_bit(mask, rng.below(bit_count(mask)))
