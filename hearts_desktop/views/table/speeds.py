"""Every animation duration and computer pause, in one place, with a speed factor.

Durations are milliseconds at normal speed.  The speed setting multiplies
them; INSTANT is factor 0: the scene then applies end states at once and
still signals `idle`, which both the tests and "reduced motion" rely on.
"""

from __future__ import annotations

from hearts_desktop.services.settings import AnimationSpeed

_FACTORS = {AnimationSpeed.SLOW: 1.8, AnimationSpeed.NORMAL: 1.0, AnimationSpeed.FAST: 0.45,
            AnimationSpeed.INSTANT: 0.0}

DEAL_CARD = 260
"""One card flying from the deck to a hand."""
DEAL_STAGGER = 18
"""Delay between two dealt cards."""
PASS_EXCHANGE = 520
PLAY_CARD = 260
COLLECT_TRICK = 380
TRICK_PAUSE = 650
"""How long a full trick stays visible before it is collected."""
SNAP_BACK = 200
RELAYOUT = 180
"""Cards closing up in a hand, or moving after a resize."""
AI_DELAY = 380
WATCHED_SUMMARY = 3000
"""How long the end of a hand stays up before a watched table goes on by itself."""
"""The short pause before a computer seat acts, so play can be followed."""


def factor(speed: AnimationSpeed) -> float:
    return _FACTORS[speed]


def scaled(duration_ms: int, speed: AnimationSpeed) -> int:
    """`duration_ms` at `speed`; 0 means apply the end state at once."""
    return round(duration_ms * factor(speed))
