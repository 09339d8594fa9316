"""The rollout policy as a player of its own: a style against another (the plain policy).

The search is only as good as the play it imagines after its candidate card,
so a rollout style (kernel.ROLLOUT_*) is first measured as a player: on the
same duplicate deals, each seat in turn plays the style and the other three
the style `--against` (the plain policy unless told), and that seat's points
are compared with the `--against` style's points in the same seat of the
same deal.  Every hand
is dealt, passed (the Casual pass, three to the left), played wholly inside
the playout kernel and scored with the moon added to the others.  Prints the
points per hand, style minus the other, with a 95% interval, and the moons and
Q♠ that the style's seat took; never asserts.  It says nothing about the
search's strength with that style: the arena measures that.

    .venv/bin/python benchmarks/duel_rollout_policy.py --style 5 [--against 0] [--deals 20000] [--eps 0]
"""

from __future__ import annotations

import argparse
import math
import random
import time

from hearts_desktop import kernel
from hearts_desktop.kernel import playouts
from hearts_desktop.model.engine import FastRules
from hearts_desktop.model.rules import HouseRules

SEATS = 4
TARGET = 100


def deal(rng: random.Random, table: playouts.Table) -> tuple[list[int], int]:
    """Four hands after the Casual pass to the left, and the first leader."""
    cards = list(range(52))
    rng.shuffle(cards)
    hands = [sum(1 << card for card in cards[seat::SEATS]) for seat in range(SEATS)]
    passed = [playouts.rule_pass(hand, 3) for hand in hands]
    hands = [hand ^ passed[seat] | passed[seat - 1] for seat, hand in enumerate(hands)]
    leader = next(seat for seat in range(SEATS) if hands[seat] & table.lowest_club)
    return hands, leader


def play(table: playouts.Table, hands: list[int], leader: int, seat: int, style: int, against: int,
         seed: int, eps_threshold: int) -> tuple[list[int], list[int]]:
    """One hand with `seat` playing `style` and the others `against`: each
    seat's points and cards taken."""
    taken = [0] * SEATS
    won = [0] * SEATS
    models = [playouts.MODEL_STYLED + against] * SEATS
    playouts.policy_playout(table, list(hands), taken, won, playouts.Position(0, False, leader),
                            playouts.Rng(seed), eps_threshold, None, seat, models, style)
    points = playouts.settle_points(table, taken, playouts.MOON_ADD, [0] * SEATS, TARGET)
    return points, taken


def tally(table: playouts.Table, taken: list[int], seat: int) -> tuple[int, int, int]:
    """Whether `seat` shot the moon, suffered one, took the Q♠ (as 0 or 1)."""
    moons = [taken[other] & table.moon == table.moon for other in range(SEATS)]
    return int(moons[seat]), int(any(moons) and not moons[seat]), int(bool(taken[seat] & playouts.QS))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--style", type=int, required=True, help="the kernel's ROLLOUT_* number")
    parser.add_argument("--against", type=int, default=playouts.ROLLOUT_PLAIN,
                        help="the other seats' ROLLOUT_* number (default: the plain policy)")
    parser.add_argument("--deals", type=int, default=20000)
    parser.add_argument("--eps", type=float, default=0.0, help="the rollouts' share of random cards")
    parser.add_argument("--seed", type=int, default=31)
    args = parser.parse_args()
    table = FastRules(HouseRules(), SEATS).table
    assert table is not None
    rng = random.Random(args.seed)
    threshold = playouts.threshold(args.eps)
    diffs: list[float] = []
    counts = {"style": [0, 0, 0], "other": [0, 0, 0]}
    started = time.process_time()
    for number in range(args.deals):
        hands, leader = deal(rng, table)
        total = 0.0
        for seat in range(SEATS):
            seed = number * SEATS + seat
            mine, taken = play(table, hands, leader, seat, args.style, args.against, seed, threshold)
            base, base_taken = play(table, hands, leader, seat, args.against, args.against, seed, threshold)
            total += mine[seat] - base[seat]
            for name, cards in (("style", taken), ("other", base_taken)):
                counts[name] = [a + b for a, b in zip(counts[name], tally(table, cards, seat))]
        diffs.append(total / SEATS)
    seconds = time.process_time() - started
    count = len(diffs)
    mean = math.fsum(diffs) / count
    spread = math.sqrt(math.fsum((d - mean) ** 2 for d in diffs) / (count - 1) / count)
    hands_played = count * SEATS
    print(f"kernel {'compiled' if kernel.COMPILED else 'pure'}  style {args.style} against {args.against}  "
          f"eps {args.eps}  "
          f"{count} duplicate deals ({2 * hands_played} hands, {seconds:.1f} CPU-s)")
    print(f"style minus other, points per hand: {mean:+.3f} ± {1.96 * spread:.3f} (95% CI)")
    print(f"{'':12}{'moon shot':>10}{'suffered':>10}{'Q♠ taken':>10}")
    for name, figures in counts.items():
        print(f"{name:12}" + "".join(f"{figure / hands_played:>10.2%}" for figure in figures))


if __name__ == "__main__":
    main()
