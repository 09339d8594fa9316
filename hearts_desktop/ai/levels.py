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
"""The Expert's rollouts play the sharp style (short-suit leads, the spade
flush, the Q♠'s guards kept, void-making discards), a better player than
the plain policy by 1.39 points a hand (benchmarks/arena_duel_rollout_policy.txt):
against three Hard players -0.48 ± 0.48 points per hand on 500 paired deals
(benchmarks/arena_sharp_vs_hard_s31.txt).  Hard keeps the plain policy, which
holds it in its band."""
