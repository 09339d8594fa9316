"""The search levels' budgets and settings: what makes Hard and the Expert
the players they are (`create_player`), and the Expert's hint (`hint`)."""

from __future__ import annotations

from hearts_desktop.kernel.playouts import ROLLOUT_SHARP

HARD_WORLDS = 20
"""Hard's band against three Rule players is Δ −1.8 to −2.4.  30 worlds gave
−2.47 ± 0.47 (300 deals), past the strong end; 20 gives −2.08 ± 0.27 (1,000
deals, benchmarks/arena_hard_vs_rule.txt)."""
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
(benchmarks/arena_duel_rollout_policy.txt).  Against three Hard players,
whose seats the rollouts play by Hard's plain rollouts (`meet_table`):
-0.74 ± 0.42 points per hand on 500 paired deals
(benchmarks/arena_expert_models_vs_hard_s31.txt); against three Strong
players a loss, +0.49 ± 0.33 (benchmarks/arena_expert_sharp_vs_strong_s31.txt),
but the Expert's line there still holds.  Hard keeps the plain policy, which
holds it in its band."""
