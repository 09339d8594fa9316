"""Computer players for Hearts (issue #8): five levels that decide from one
seat's observation, and `create_player` to build one.

Levels: Beginner (plausible, with mistakes), Casual (the Rule player),
Strong (heuristics), Hard (search over 20 sampled deals, ≤ 0.1 s) and
Expert (the full search, 1 s on both cores, with sharper rollouts, playing
each other seat in its rollouts as that seat's program plays: `meet_table`;
people and other Experts in the sharp style made calm; its worlds keep to
what a known program's plays say that seat does not hold:
`sampling.program_bans`).  `hint` gives the Expert's
suggestion for a human seat.

Search players with `workers > 1` use a warm process pool (`ai.pool`); a
frozen app must call `multiprocessing.freeze_support()` at start-up.
"""

from __future__ import annotations

from hearts_desktop.ai.base import (
    EXPERT_OPPONENT_STYLE,
    EXPERT_PASS_POOL,
    EXPERT_ROLLOUT,
    EXPERT_SEARCH_STYLES,
    EXPERT_TIME,
    HARD_TIME,
    HARD_WORLDS,
    Level,
    Player,
    ThinkingTime,
    decide,
    thinking_seconds,
)
from hearts_desktop.ai.beginner import BeginnerPlayer
from hearts_desktop.ai.hint import Hint, hint
from hearts_desktop.ai.pool import default_workers
from hearts_desktop.ai.rule import RulePlayer
from hearts_desktop.ai.search import SearchPlayer, meet_table
from hearts_desktop.ai.strong import StrongPlayer


def create_player(level: Level, seed: int = 0, think_time: float | None = None, *,
                  simulations: int | None = None, workers: int | None = None,
                  inference: bool = False) -> Player:
    """A computer player of `level`.

    `seed` makes its random choices reproducible.  `think_time` (seconds per
    decision) and `simulations` (sampled deals per decision) set the budget
    of the search levels (Hard: 20 deals within 0.1 s; Expert: 1 s); given
    only `simulations`, a search player is deterministic per seed.
    `workers` is the Expert's process count (default: both cores).
    `inference` weighs a search's worlds by the other seats' discards (an
    ingredient on trial in the arena, benchmarks/expert_variants.py)."""
    name = level.value.capitalize()
    if level is Level.BEGINNER:
        return BeginnerPlayer(name, seed)
    if level is Level.CASUAL:
        return RulePlayer(name)
    if level is Level.STRONG:
        return StrongPlayer(name)
    if level is Level.HARD:
        if think_time is None and simulations is None:
            think_time, simulations = HARD_TIME, HARD_WORLDS
        # Hard keeps to its band (issue #8) by not modelling who sits where.
        return SearchPlayer(name, seed, think_time, simulations, workers=1, inference=inference,
                            model_opponents=False)
    if think_time is None and simulations is None:
        think_time = EXPERT_TIME
    expert = SearchPlayer(name, seed, think_time, simulations,
                          workers=default_workers() if workers is None else workers, inference=inference,
                          pass_pool=EXPERT_PASS_POOL, rollout_style=EXPERT_ROLLOUT)
    expert.search_styles = dict(EXPERT_SEARCH_STYLES)
    expert.opponent_style = EXPERT_OPPONENT_STYLE
    expert.read_programs = True
    return expert


def warm_up(workers: int | None = None) -> None:
    """Start the Expert's worker processes now (they take about a second to
    start), e.g. when a game with an Expert seat begins; otherwise they start
    on its first move.  They live until the program exits."""
    from hearts_desktop.ai.pool import get_pool

    count = default_workers() if workers is None else workers
    if count > 1:
        get_pool(count)


__all__ = ["Hint", "Level", "Player", "ThinkingTime", "create_player", "decide", "hint", "meet_table",
           "thinking_seconds", "warm_up"]
