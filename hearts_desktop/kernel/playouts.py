"""The playout kernel: the single-deck hot loops on 64-bit integers.

The computer players spend their thinking in playouts: a hand played to its
end from a sampled world, by uniformly random legal cards (the benchmark's
loop) or by the rollout policy (the search's loop).  The kernel holds both
for one deck, and the search's whole world around the rollout: the deal of
the unseen cards, then every candidate card played out on it (done in
Python, that bookkeeping cost several times the rollout itself), or, where
the search asks for it, a small tree grown in that world.  It is written as
modules by job, one import away from each other (relative, so that the pure
kernel loads as a whole under another name for the tests):

    bits          cards as bits, the bit helpers
    rng           the random generator (xorshift128)
    table         the rules a playout reads, a position, the points
    heuristics    the rollout policy's rules of thumb
    rollout       the rollout policy's playout
    world         the deal of the unseen cards
    candidates    every candidate played out on a world; a position's steps
    passes        the pass search's loop
    endgame       the exact endgame (max^n)
    uct           per-world UCT (on trial)
    random_hands  random playouts and whole random hands (the benchmark)
    ismcts        information-set MCTS (on trial)

This module gathers their names for the players (`from hearts_desktop.kernel
import playouts as kernel`).  All of it is for one deck (52 cards: every
mask fits a signed 64-bit integer), written so that mypyc compiles the
modules together to C with native `i64` locals and direct calls between
them.  The build compiles them where a C compiler is found (setup.py);
elsewhere the very same files run as plain Python.  Both give identical
results (a test plays the same seeded hands through both), because nothing
here depends on how wide Python's integers are:
- every value stays below 2**62 (masks are 52 bits, random words 32 bits);
- no shift by a variable count: compiled, `x << k` on an i64 is computed in
  32 bits for some counts, so single bits come from the `BITS` table;
- the random numbers come from the kernel's own generator (`Rng`), not
  from Python's `random`, so a compiled loop never calls back into Python.

The rules these loops apply are the engine's (model/engine.py), handed in
as a `Table` that the engine builds from its `FastRules`; the heuristics are
the rollout policy's (ai/policy.py, whose general path for two decks calls
`choose` here).  Property tests prove both loops choose exactly what the
engine's own checked-equivalent step chooses, position by position.

Nothing here checks anything: a caller passes a legal position.
"""

from __future__ import annotations

from .bits import (
    BITS,
    CLUBS,
    DIAMONDS,
    HEARTS,
    KS_AS,
    LOW52,
    M32,
    QKA_SPADES,
    QS,
    SPADES,
    SUIT_MASKS,
    bit_count,
    bit_index,
    mask_of,
    nth_bit,
    suit_of,
    top,
)
from .candidates import (
    append_outcome,
    legal_now,
    play_candidates,
    same_suit,
    step,
    to_move,
)
from .endgame import (
    solve_candidates,
    solve_endgame,
)
from .heuristics import (
    REAL_MOON_CARDS,
    ROLLOUT_CALM,
    ROLLOUT_DEFEND,
    ROLLOUT_FLUSH,
    ROLLOUT_FLUSH_GUARD,
    ROLLOUT_MOON,
    ROLLOUT_MOON_LEAD,
    ROLLOUT_PLAIN,
    ROLLOUT_REAL_MOON,
    ROLLOUT_SHARP,
    ROLLOUT_SHARP_MOON,
    ROLLOUT_SHOOT,
    choose,
    choose_discard,
    choose_discard_casual,
    choose_discard_sharp,
    choose_discard_shooter,
    choose_follow,
    choose_follow_club,
    choose_lead,
    choose_lead_flush,
    choose_lead_sharp,
    choose_lead_styled,
    choose_sharp,
    choose_shoot,
    highest_rank,
    lowest_rank,
    moon_threat,
    shortest_suit_lead,
    sure_winners,
    table_threat,
)
from .ismcts import (
    IsTree,
    ismcts_rounds,
    policy_card,
)
from .passes import (
    play_passes,
    rule_pass,
)
from .random_hands import (
    random_hands,
    random_playout,
)
from .rng import (
    Rng,
    random_bit,
    threshold,
)
from .rollout import (
    MODEL_AS_US,
    MODEL_CASUAL,
    MODEL_CLUB_FOLLOW,
    MODEL_PLAIN,
    MODEL_STYLED,
    defend_follow,
    follow_card,
    lead_card,
    model_of,
    model_style,
    policy_playout,
    seat_style,
    seat_threat,
)
from .table import (
    LEAD_ANY,
    LEAD_ANY_CLUB,
    LEAD_LOWEST_CLUB,
    MOON_ADD,
    MOON_BEST,
    MOON_SUBTRACT,
    Position,
    Table,
    card_points,
    follow_mask,
    lead_mask,
    seat_points,
    seat_score,
    settle_points,
)
from .uct import (
    UctTree,
    uct_candidates,
)
from .world import (
    deal_inferred,
    deal_world,
    history_likelihood,
)

__all__ = [
    "BITS",
    "CLUBS",
    "DIAMONDS",
    "HEARTS",
    "KS_AS",
    "LEAD_ANY",
    "LEAD_ANY_CLUB",
    "LEAD_LOWEST_CLUB",
    "LOW52",
    "M32",
    "MODEL_AS_US",
    "MODEL_CASUAL",
    "MODEL_CLUB_FOLLOW",
    "MODEL_PLAIN",
    "MODEL_STYLED",
    "MOON_ADD",
    "MOON_BEST",
    "MOON_SUBTRACT",
    "QKA_SPADES",
    "QS",
    "REAL_MOON_CARDS",
    "ROLLOUT_CALM",
    "ROLLOUT_DEFEND",
    "ROLLOUT_FLUSH",
    "ROLLOUT_FLUSH_GUARD",
    "ROLLOUT_MOON",
    "ROLLOUT_MOON_LEAD",
    "ROLLOUT_PLAIN",
    "ROLLOUT_REAL_MOON",
    "ROLLOUT_SHARP",
    "ROLLOUT_SHARP_MOON",
    "ROLLOUT_SHOOT",
    "SPADES",
    "SUIT_MASKS",
    "IsTree",
    "Position",
    "Rng",
    "Table",
    "UctTree",
    "append_outcome",
    "bit_count",
    "bit_index",
    "card_points",
    "choose",
    "choose_discard",
    "choose_discard_casual",
    "choose_discard_sharp",
    "choose_discard_shooter",
    "choose_follow",
    "choose_follow_club",
    "choose_lead",
    "choose_lead_flush",
    "choose_lead_sharp",
    "choose_lead_styled",
    "choose_sharp",
    "choose_shoot",
    "deal_inferred",
    "deal_world",
    "defend_follow",
    "follow_card",
    "follow_mask",
    "highest_rank",
    "history_likelihood",
    "ismcts_rounds",
    "lead_card",
    "lead_mask",
    "legal_now",
    "lowest_rank",
    "mask_of",
    "model_of",
    "model_style",
    "moon_threat",
    "nth_bit",
    "play_candidates",
    "play_passes",
    "policy_card",
    "policy_playout",
    "random_bit",
    "random_hands",
    "random_playout",
    "rule_pass",
    "same_suit",
    "seat_points",
    "seat_score",
    "seat_style",
    "seat_threat",
    "settle_points",
    "shortest_suit_lead",
    "solve_candidates",
    "solve_endgame",
    "step",
    "suit_of",
    "sure_winners",
    "table_threat",
    "threshold",
    "to_move",
    "top",
    "uct_candidates",
]
