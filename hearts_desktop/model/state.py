"""Small shared values of a game in progress: the phase, finished tricks, and
the public state every seat may see (what the table shows)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from hearts_desktop.model.cards import Card, PassDirection, Seat
from hearts_desktop.model.rules import HouseRules


class Phase(Enum):
    """The hand is a phase machine: deal → pass → play → (moon choice) → score."""

    PASSING = "passing"
    PLAYING = "playing"
    MOON_CHOICE = "moon choice"
    GAME_OVER = "game over"


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick.  `winner` is None when every card of the suit led
    was cancelled (V5); then `taker` is None too, unless it was the last
    trick, which goes to its leader.  `carried` are cards of earlier
    cancelled tricks (and the widow on the first trick) that went to the
    taker with this one."""

    number: int
    leader: Seat
    plays: tuple[tuple[Seat, Card], ...]
    winner: Seat | None
    taker: Seat | None
    carried: tuple[Card, ...] = ()

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for _, card in self.plays)


@dataclass(frozen=True, slots=True)
class PublicState:
    """What everyone at the table may see of the game at one moment: no hand
    is in it.  `Game.public_state()` makes it; the Qt adapter sends one with
    every event (the state right after it), so the table shows the game as far
    as its animation got without re-playing any transition itself."""

    rules: HouseRules
    names: tuple[str, ...]
    hand_number: int
    dealer: Seat
    pass_direction: PassDirection
    phase: Phase
    turn: Seat | None
    hearts_broken: bool
    totals: tuple[int, ...]
    points: tuple[int, ...]
    """Card points each seat took this hand (before any moon settlement)."""
    taken_points: tuple[tuple[Card, ...], ...]
    """The cards that count (penalty and bonus) each seat took, in order taken."""
    passed: frozenset[Seat]
    trick: tuple[tuple[Seat, Card], ...]
    last_trick: tuple[tuple[Seat, Card], ...]
    last_taker: Seat | None
    winners: tuple[Seat, ...] | None

    @property
    def players(self) -> int:
        return len(self.names)
