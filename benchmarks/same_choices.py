"""Digest of the Expert's choices at a table of four Experts: two checkouts with one digest play alike.

    .venv/bin/python benchmarks/same_choices.py --hands 30
    PYTHONPATH=OTHER HEARTS_DESKTOP_KERNEL=pure .venv/bin/python benchmarks/same_choices.py --hands 30

Each Expert decides from a simulation budget (120 worlds a decision, one
worker), so its choices are fixed by the seed whatever the machine's speed
or the kernel (compiled or pure): the printed digest of every action of
`--hands` seeded hands is the same wherever the same search runs.  Issue
#47's "today's Expert, frozen at the start of this issue" is seated as the
app's `expert` because this digest is the same at the commit before the
issue's first one and now (benchmarks/records/arena_expert_deep_vs_normal_s31.txt).
Run with PYTHONPATH at another checkout, it measures that checkout's Expert.
"""

from __future__ import annotations

import argparse
import hashlib

from hearts_desktop.ai import Level, create_player, meet_table
from hearts_desktop.ai.base import decide
from hearts_desktop.ai.driver import acting_seats
from hearts_desktop.model.game import Game
from hearts_desktop.model.rules import STANDARD
from hearts_desktop.model.state import Phase


def choices(hands: int, simulations: int) -> list[str]:
    """Every action of `hands` seeded hands by four Experts, as text."""
    made: list[str] = []
    for number in range(hands):
        players = [create_player(Level.EXPERT, seed=seat, simulations=simulations, workers=1)
                   for seat in range(4)]
        meet_table(players)
        game = Game(STANDARD, 4, seed=1000 + number)
        while game.hand_number < 1 and game.phase is not Phase.GAME_OVER:
            for seat in acting_seats(game):
                action = decide(players[seat], game.observation(seat))
                made.append(repr(action))
                game.apply(action)
    return made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=30)
    parser.add_argument("--simulations", type=int, default=120)
    args = parser.parse_args()
    made = choices(args.hands, args.simulations)
    digest = hashlib.sha256("\n".join(made).encode()).hexdigest()[:16]
    print(f"{len(made)} actions of {args.hands} hands, {args.simulations} worlds a decision: {digest}")


if __name__ == "__main__":
    main()
