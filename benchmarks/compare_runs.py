"""An ablation's figure: two arena runs on the same duplicate deals, compared deal by deal.

    .venv/bin/python benchmarks/compare_runs.py WITHOUT.jsonl WITH.jsonl

Each file is an arena results file (`--results`) made with the same seed and
house rules, so deal k is the same cards in both; the first seat is the
player measured.  Printed: each run's Δ (first seat minus the others' mean,
points per hand) on the deals both runs finished, and the paired difference
WITH − WITHOUT with its 95% confidence interval: negative means the change
helps (fewer points).  Pairing removes the luck of the deal, which is most of
the noise, so an ingredient's effect shows on far fewer deals than two
separate intervals would need.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from hearts_desktop.ai.arena import mean_ci, read_results


def load(path: Path) -> tuple[dict[str, Any], dict[int, float]]:
    """A run's settings and each finished deal's Δ."""
    settings, outcomes = read_results(path)
    return settings, {deal: outcome.delta() for deal, outcome in outcomes.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("without", type=Path)
    parser.add_argument("with_", metavar="with", type=Path)
    args = parser.parse_args(argv)
    before_settings, before = load(args.without)
    after_settings, after = load(args.with_)
    for key in ("seed", "rules"):
        if before_settings.get(key) != after_settings.get(key):
            print(f"the runs differ in {key}: not the same deals", file=sys.stderr)
            return 2
    common = sorted(set(before) & set(after))
    if len(common) < 2:
        print("fewer than two deals in both runs", file=sys.stderr)
        return 2
    for label, settings, deltas in (("without", before_settings, before), ("with", after_settings, after)):
        mean, half = mean_ci([deltas[deal] for deal in common])
        print(f"{label:8} {','.join(map(str, settings['seats'])):60} Δ {mean:+.3f} ± {half:.3f}")
    mean, half = mean_ci([after[deal] - before[deal] for deal in common])
    print(f"paired, with − without, on {len(common)} duplicate deals: {mean:+.3f} ± {half:.3f} (95% CI)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
