"""What every computer player is: a decision from one seat's observation.

A player never sees the `Game`, only `Observation`s, and its choices go
through the same checked API as a human's.  `decide` is the one entry point
the table and the arena call; `stop` lets the table interrupt a long search
(it must then return its best choice so far, promptly).
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from enum import Enum
from typing import Final, Protocol

from hearts_desktop.kernel.playouts import ROLLOUT_CALM, ROLLOUT_PLAIN, ROLLOUT_SHARP
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


# What sets the search levels apart (`create_player`; the Expert's hint shares its settings).

HARD_WORLDS = 20
"""Hard's band against three Rule players is Δ −1.8 to −2.4.  30 worlds gave
−2.47 ± 0.47 (300 deals), past the strong end; 20 gives −2.08 ± 0.27 (1,000
deals, benchmarks/records/arena_hard_vs_rule.txt)."""
class ThinkingTime(Enum):
    """How long the Expert may think about a decision (issue #47), in the
    player's words: the settings, the arena's and the headless host's --think."""

    QUICK = "quick"
    NORMAL = "normal"
    DEEP = "deep"
    VERY_DEEP = "very-deep"

    @property
    def seconds(self) -> float:
        return THINKING_SECONDS[self]


THINKING_SECONDS: Final[Mapping[ThinkingTime, float]] = {
    ThinkingTime.QUICK: 0.3, ThinkingTime.NORMAL: 1.0, ThinkingTime.DEEP: 3.0, ThinkingTime.VERY_DEEP: 10.0}


def thinking_seconds(text: str) -> float:
    """A thinking time given by name (quick, normal, deep, very-deep) or in seconds."""
    try:
        return ThinkingTime(text.strip().casefold()).seconds
    except ValueError:
        seconds = float(text)  # raises ValueError for neither
        if not 0 < seconds <= 600:
            raise ValueError(f"a thinking time must be above 0 and at most 600 s, not {text}") from None
        return seconds


HARD_TIME = 0.09
EXPERT_TIME = 0.9
EXPERT_PASS_POOL = 5
"""The Expert's pass candidates draw on its five most dangerous cards beyond
the pass (56 passes of three; Hard: three, 20 passes): -0.19 ± 0.15 points
per hand on 1,000 paired deals (benchmarks/arena_wide_pass_vs_*_s31.txt)."""
EXPERT_ROLLOUT = ROLLOUT_SHARP
"""The Expert's rollouts play its own seat in the sharp style (short-suit
leads, the spade flush, the Q♠'s guards kept, void-making discards), a
better player than the plain policy by 1.39 points a hand
(benchmarks/records/arena_duel_rollout_policy.txt).  Against three Hard players,
whose seats the rollouts then played by Hard's plain rollouts (`meet_table`):
-0.74 ± 0.42 points per hand on 500 paired deals
(benchmarks/records/arena_expert_models_vs_hard_s31.txt); against three Strong
players a loss, +0.49 ± 0.33 (benchmarks/records/arena_expert_sharp_vs_strong_s31.txt),
but the Expert's line there still holds.  Hard keeps the plain policy, which
holds it in its band."""
EXPERT_SEARCH_STYLES: Final[Mapping[int, int]] = {ROLLOUT_PLAIN: ROLLOUT_PLAIN + ROLLOUT_CALM}
"""How the Expert's rollouts play a search whose own rollouts are plain
(Hard): plain, but with no moon seen on until the only seat with points holds
four point cards (kernel.ROLLOUT_CALM).  Where the plain policy takes a trick
from that seat, Hard's search does so in about a third of the positions
(benchmarks/style_agreement.py).  Against three Hard players, paired with the
Expert that plays those seats plain on the same deals, three looks pooled as
written down before the last: -0.197 ± 0.148 points a hand on 2,800 deals
(benchmarks/records/arena_hard_calm_pooled_s59.txt)."""
EXPERT_OPPONENT_STYLE = ROLLOUT_SHARP + ROLLOUT_CALM
"""How the Expert's rollouts play the seats it models as itself (people,
other Experts, a program it does not know): the sharp style that sees no
moon on until the only seat with points holds four point cards; its own
seat stays sharp (EXPERT_ROLLOUT).  The Expert of 2026-12-03, a program it
does not know, plays calm's card three times in four where plain and calm
differ, and sharp made calm matches 60% and 54% of its plays against
sharp's 56% and 50% (benchmarks/style_agreement.py, seeds 47 and 48).
Against three of it, paired with the Expert that played those seats sharp
on the same 500 deals, as written down before the first:
-0.574 ± 0.413 points a hand; on the run's next 500 deals alone, which
that decision never saw, the Expert with it reads -1.113 ± 0.346 against
the three (benchmarks/records/arena_others_calm_vs_frozen_s31.txt)."""


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
