"""Where an arena run's Δ comes from: the hands someone shot the moon, and the rest.

    .venv/bin/python benchmarks/moon_share.py RUN.jsonl [RUN.jsonl ...]

Reads arena results files (`--results`) and splits the first seat's Δ
(its points minus the others' mean, per hand) into three shares that add up
to it: hands it shot the moon, hands another seat shot, and the other
hands, each counted per hand of the whole run, with how many hands each
holds.  A moon hand is told by its points: one seat 0 and the others the
moon's amount (added to the others), or the shooter minus the amount and the
others 0 (subtracted), the amount as the run's rules settle it.  It shows what a better
moon defence or more moons of our own could at most be worth, before a
search ingredient is built for either.  Prints, never asserts.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

from hearts_desktop.ai.arena import DealOutcome, first_minus_rest, read_results
from hearts_desktop.model.rules import HouseRules
from hearts_desktop.model.scoring import moon_amount


@dataclass
class Share:
    hands: int = 0
    delta: float = 0.0


def kind_of_hand(points: list[int], amount: int) -> str:
    """'we shoot', 'they shoot' or 'other' for one hand's points by position,
    `amount` the moon's."""
    rest = len(points) - 1
    for shooter_points, others in ((0, amount), (-amount, 0)):
        if sorted(points) == sorted([shooter_points] + [others] * rest):
            return "we shoot" if points[0] == shooter_points else "they shoot"
    return "other"


def shares(outcomes: dict[int, DealOutcome], amount: int) -> dict[str, Share]:
    """Each kind of hand's count and summed Δ over every rotation of every
    deal, `amount` the moon's."""
    found = {kind: Share() for kind in ("we shoot", "they shoot", "other")}
    for outcome in outcomes.values():
        for rotation in range(len(outcome.positions[0].points)):
            points = [position.points[rotation] for position in outcome.positions]
            share = found[kind_of_hand(points, amount)]
            share.hands += 1
            share.delta += first_minus_rest(points)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", type=Path, nargs="+")
    args = parser.parse_args(argv)
    for path in args.runs:
        settings, outcomes = read_results(path)
        found = shares(outcomes, moon_amount(HouseRules.from_dict(settings["rules"])))
        total = sum(share.hands for share in found.values())
        if not total:
            print(f"{path}: no finished deals")
            continue
        print(f"{path.name}  ({','.join(map(str, settings['seats']))}, {len(outcomes)} deals, {total} hands)")
        for kind, share in found.items():
            print(f"  {kind:10} {share.hands:6} hands ({share.hands / total:6.2%})  "
                  f"Δ share {share.delta / total:+.3f} a hand")
        print(f"  {'all':10} {total:6} hands            Δ       "
              f"{sum(share.delta for share in found.values()) / total:+.3f} a hand")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
