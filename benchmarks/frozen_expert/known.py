"""The frozen Expert as a seat whose program the table knows.

Anyone at a table can see which program sits where, and the new Expert's
rollouts play every known program's seat as that program plays
(`hearts_desktop.ai.meet_table`): Hard, a flat search like the frozen
Expert, as its plain rollouts play.  The frozen Expert of 2026-12-03 is a
class of its own in this package, which the app cannot know,
so the new Expert played its seats as it plays itself.  This seat is the
same player, built by `benchmarks.frozen_expert:expert` and playing exactly
as it does, that also says what its rollouts are: the kernel's plain policy
(`kernel.choose`, which policy.py here calls).  This module adds a seat and
edits none of the frozen files.

    python -m hearts_desktop.ai.arena --seats expert,benchmarks.frozen_expert.known:expert,\
benchmarks.frozen_expert.known:expert,benchmarks.frozen_expert.known:expert --deals 1000 --seed 31
"""

from __future__ import annotations

from benchmarks import frozen_expert
from hearts_desktop.ai.base import Player
from hearts_desktop.kernel.playouts import ROLLOUT_PLAIN


def expert(seed: int, think_time: float | None = None, simulations: int | None = None,
           workers: int | None = None) -> Player:
    """The frozen Expert, declaring the plain rollouts it plays (ai.search.RolloutSearch)."""
    player = frozen_expert.expert(seed, think_time, simulations, workers)
    setattr(player, "rollout_style", ROLLOUT_PLAIN)  # noqa: B010 - the frozen class declares nothing itself
    return player
