"""Expert as it played on 2026-12-03 (main at 7cd65cf), kept unchanged as the
baseline that issue #15 measures the new Expert against:

    python -m hearts_desktop.ai.arena --seats expert,benchmarks.frozen_expert:expert,\
benchmarks.frozen_expert:expert,benchmarks.frozen_expert:expert --deals 500

Frozen here: the search, its worlds and deal sampling, the rollout policy's
general path and the Rule player's pass (copies of hearts_desktop/ai/search.py,
worlds.py, sampling.py, policy.py and rule.py at that commit, imports
renamed).  Shared with the app, on purpose: the rules engine (the model,
which the rules tests pin) and the playout kernel (the compiled loop whose
speed is deliverable 1; its `choose` is the rollout policy, so a change to
the kernel's heuristics must add a new function and leave `choose` as the
baseline plays it).  Never edit these files except to follow a rename in
the model.
"""

from __future__ import annotations

from benchmarks.frozen_expert.search import SearchPlayer
from hearts_desktop.ai.base import Player
from hearts_desktop.ai.pool import default_workers

EXPERT_TIME = 0.9


def expert(seed: int, think_time: float | None = None, simulations: int | None = None,
           workers: int | None = None) -> Player:
    """The frozen Expert, built as create_player(Level.EXPERT, ...) built it."""
    if think_time is None and simulations is None:
        think_time = EXPERT_TIME
    return SearchPlayer("Expert (frozen)", seed, think_time, simulations,
                        workers=default_workers() if workers is None else workers)
