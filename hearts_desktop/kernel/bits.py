"""Cards as bits of a 64-bit mask: the deck's suit masks, the single-bit
table and the bit helpers every loop of the kernel uses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:  # mypyc reads this for native ints; plain Python never needs it
    from mypy_extensions import i64


M32: Final = 0xFFFFFFFF
LOW52: Final = (1 << 52) - 1
CLUBS: Final = 0x1FFF
DIAMONDS: Final = 0x1FFF << 13
SPADES: Final = 0x1FFF << 26
HEARTS: Final = 0x1FFF << 39
SUIT_MASKS: Final = (CLUBS, DIAMONDS, SPADES, HEARTS)
"""By the engine's suit numbers (model/cards.py: Suit)."""
QS: Final = 1 << 36
KS_AS: Final = (1 << 37) | (1 << 38)
QKA_SPADES: Final = QS | KS_AS


def _bit_table() -> list[int]:
    bits: list[int] = []
    bit: i64 = 1
    for _ in range(52):
        bits.append(bit)
        bit = bit + bit
    return bits


BITS: Final = _bit_table()
"""BITS[i] is card bit i (see the module docstring on variable shifts)."""


def bit_count(mask: i64) -> i64:
    count: i64 = 0
    while mask:
        mask &= mask - 1
        count += 1
    return count


def bit_index(bit: i64) -> i64:
    """The index of a single bit (0–51), by halving."""
    index: i64 = 0
    if bit >= 1 << 32:
        bit >>= 32
        index += 32
    if bit >= 1 << 16:
        bit >>= 16
        index += 16
    if bit >= 1 << 8:
        bit >>= 8
        index += 8
    if bit >= 1 << 4:
        bit >>= 4
        index += 4
    if bit >= 1 << 2:
        bit >>= 2
        index += 2
    if bit >= 1 << 1:
        index += 1
    return index


def top(mask: i64) -> i64:
    """The highest bit of `mask` (0 for 0)."""
    while mask & (mask - 1):
        mask &= mask - 1
    return mask


def suit_of(bit: i64) -> i64:
    """The suit mask of a single card bit."""
    if bit <= CLUBS:
        return CLUBS
    if bit <= DIAMONDS:
        return DIAMONDS
    if bit <= SPADES:
        return SPADES
    return HEARTS


def nth_bit(mask: i64, skip: i64) -> i64:
    """The bit of `mask` with `skip` lower bits of `mask` below it."""
    while skip:
        mask &= mask - 1
        skip -= 1
    return mask & -mask


def mask_of(bits: list[int]) -> i64:
    """Every card in a list of masks (cards taken, hands, candidates)."""
    mask: i64 = 0
    for bit in bits:
        mask |= bit
    return mask
