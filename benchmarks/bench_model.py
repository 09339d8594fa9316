"""Random full 4-player hands per CPU-second, on one core.

Two figures, like with like: each hand is shuffled, dealt, passed (three
random cards to the left), played with uniformly random legal cards and
scored, once through the checked public API (`Game`, every rule checked) and
once through the rules engine's rollout path (`FastHand`, no checks).
Prints, never asserts.  `benchmarks/compare_model.py` runs this same script
against an earlier commit, side by side.

    .venv/bin/python benchmarks/bench_model.py [--seconds 5]
"""

from __future__ import annotations

import argparse
import pathlib
import random
import time

import hearts_desktop
from hearts_desktop.model import Game, HouseRules, MoonChoice, Phase

try:
    from hearts_desktop.model.engine import FastHand, FastRules, random_playout
except ImportError:  # a commit before the engine was model/engine.py (compare_model.py)
    from hearts_desktop.model.fast import (  # type: ignore[no-redef]
        FastHand,
        FastRules,
        random_playout,
    )


def checked_hands(seconds: float, rng: random.Random) -> tuple[int, float]:
    rules = HouseRules()
    hands = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        game = Game(rules, 4, seed=rng.getrandbits(32))
        while game.hand_number == 0:
            if game.phase is Phase.PASSING:
                for seat in game.seats_to_pass():
                    game.pass_cards(seat, rng.sample(game.hand(seat), 3))
            elif game.phase is Phase.MOON_CHOICE:
                game.choose_moon(game.turn, MoonChoice.ADD_TO_OTHERS)  # type: ignore[arg-type]
            else:
                game.play(game.turn, rng.choice(game.legal_plays()))  # type: ignore[arg-type]
        hands += 1
    return hands, time.process_time() - start


def fast_hands(seconds: float, rng: random.Random) -> tuple[int, float]:
    fr = FastRules(HouseRules(), 4)
    deck = list(range(52))
    hands = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(200):
            rng.shuffle(deck)
            masks = [0, 0, 0, 0]
            for position, card in enumerate(deck):
                masks[position & 3] |= 1 << card
            passed = [_three_random_bits(mask, rng) for mask in masks]
            for seat in range(4):  # everyone passes three cards to the left
                masks[seat] = (masks[seat] & ~passed[seat]) | passed[(seat - 1) & 3]
            leader = 0 if masks[0] & 1 else 1 if masks[1] & 1 else 2 if masks[2] & 1 else 3
            fast = FastHand(fr, masks, leader)
            random_playout(fast, rng.random)
            fast.deltas((0, 0, 0, 0))
        hands += 200
    return hands, time.process_time() - start


def _three_random_bits(mask: int, rng: random.Random) -> int:
    bits = [1 << index for index in range(52) if mask >> index & 1]
    return sum(rng.sample(bits, 3))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="CPU seconds per figure")
    args = parser.parse_args()
    rng = random.Random(1)
    print(f"hearts_desktop from {pathlib.Path(hearts_desktop.__file__).parent}")
    for label, bench in (("checked API (Game)", checked_hands), ("fast path (FastHand)", fast_hands)):
        hands, cpu = bench(args.seconds, rng)
        print(f"{label:22} {hands / cpu:10,.0f} random 4-player hands per CPU-second "
              f"({hands:,} hands in {cpu:.2f} s)")


if __name__ == "__main__":
    main()
