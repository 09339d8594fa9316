"""Computer players for Hearts (issue #8): five levels from one seat's
observation, and `create_player` to build one.

Levels: Beginner (plausible, with mistakes), Casual (the Rule player),
Strong (heuristics), Hard and Expert (search over sampled deals).
"""

from __future__ import annotations

from hearts_desktop.ai.base import Level, Player, decide
from hearts_desktop.ai.rule import RulePlayer


def create_player(level: Level, seed: int = 0, think_time: float | None = None) -> Player:
    """A computer player of `level`.

    `seed` makes a player's random choices reproducible; `think_time` (seconds
    per decision) only matters to the search levels.  Until the other levels
    land, every level returns the Rule player (Casual)."""
    return RulePlayer(name=level.value.capitalize())


__all__ = ["Level", "Player", "create_player", "decide"]
