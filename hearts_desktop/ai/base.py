"""What every computer player is: a decision from one seat's observation.

A player never sees the `Game`, only `Observation`s, and its choices go
through the same checked API as a human's.  `decide` is the one entry point
the table and the arena call; `stop` lets the table interrupt a long search
(it must then return its best choice so far, promptly).
"""

from __future__ import annotations

import threading
from enum import Enum
from typing import Protocol

from hearts_desktop.model.actions import Action, MoonAction, PassAction, PlayAction
from hearts_desktop.model.cards import Card
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import MoonChoice
from hearts_desktop.model.state import Phase


class Level(Enum):
    """The five computer levels of issue #8, weakest first."""

    BEGINNER = "beginner"
    CASUAL = "casual"
    STRONG = "strong"
    HARD = "hard"
    EXPERT = "expert"


class Player(Protocol):
    """A computer player.  Every method gets only the seat's observation."""

    name: str

    def choose_pass(self, obs: Observation, stop: threading.Event | None = None) -> tuple[Card, ...]:
        ...

    def choose_play(self, obs: Observation, stop: threading.Event | None = None) -> Card:
        ...

    def choose_moon(self, obs: Observation, stop: threading.Event | None = None) -> MoonChoice:
        ...


def decide(player: Player, obs: Observation, stop: threading.Event | None = None) -> Action:
    """The action `player` takes in `obs` (which must be its turn to act)."""
    if obs.phase is Phase.PASSING:
        return PassAction(obs.seat, tuple(sorted(player.choose_pass(obs, stop))))
    if obs.phase is Phase.MOON_CHOICE:
        return MoonAction(obs.seat, player.choose_moon(obs, stop))
    if obs.phase is Phase.PLAYING:
        return PlayAction(obs.seat, player.choose_play(obs, stop))
    raise ValueError(f"{obs.names[obs.seat]} has nothing to decide during {obs.phase.value}")
