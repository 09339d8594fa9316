"""Drive a `Game` with computer players through its checked API.

The table has its own loop (Qt timers, a thread); this one is for the arena
and the tests: every decision is made from the seat's observation and
applied with `Game.apply`, which raises if a player ever breaks a rule.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from hearts_desktop.ai.base import Player, decide
from hearts_desktop.model.cards import Seat
from hearts_desktop.model.game import Game
from hearts_desktop.model.state import Phase


@dataclass
class DecisionTimes:
    """Seconds each seat spent per decision (passes, plays, moon choices)."""

    per_seat: dict[Seat, list[float]] = field(default_factory=dict)

    def add(self, seat: Seat, seconds: float) -> None:
        self.per_seat.setdefault(seat, []).append(seconds)


def acting_seats(game: Game) -> list[Seat]:
    if game.phase is Phase.PASSING:
        return game.seats_to_pass()
    turn = game.turn
    return [] if turn is None else [turn]


def play_one_hand(game: Game, players: Sequence[Player], times: DecisionTimes | None = None,
                  on_decision: Callable[[], None] | None = None) -> None:
    """Play until the current hand is scored (or the game is over)."""
    hand = game.hand_number
    while game.hand_number == hand and game.phase is not Phase.GAME_OVER:
        for seat in acting_seats(game):
            started = time.perf_counter()
            action = decide(players[seat], game.observation(seat))
            if times is not None:
                times.add(seat, time.perf_counter() - started)
            game.apply(action)
            if on_decision is not None:
                on_decision()
