"""An ablation's figure: two arena runs on the same duplicate deals, compared deal by deal.

    .venv/bin/python benchmarks/compare_runs.py WITHOUT.jsonl WITH.jsonl
    .venv/bin/python benchmarks/compare_runs.py W1.jsonl H1.jsonl W2.jsonl H2.jsonl ...

Each file is an arena results file (`--results`) made with the same seed and
house rules, so deal k is the same cards in both; the first seat is the
player measured.  Printed: each run's Δ (first seat minus the others' mean,
points per hand) on the deals both runs finished, and the paired difference
WITH − WITHOUT with its 95% confidence interval: negative means the change
helps (fewer points).  Pairing removes the luck of the deal, which is most of
the noise, so an ingredient's effect shows on far fewer deals than two
separate intervals would need.

`--deals FIRST-LAST` keeps only those deals (a stretch of a longer run).
Given several pairs (each its own seed, so other deals), each pair is
printed and then all their paired deals are pooled as one sample: the mean
difference, its 95% interval and z (the mean over its standard error), so
that a rule written before the runs ("adopt only if z ≤ −2.29", say) is read
off one line.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path
from typing import Any

from hearts_desktop.ai.arena import mean_ci, read_results


def load(path: Path) -> tuple[dict[str, Any], dict[int, float]]:
    """A run's settings and each finished deal's Δ."""
    settings, outcomes = read_results(path)
    return settings, {deal: outcome.delta() for deal, outcome in outcomes.items()}


def paired(without: Path, with_: Path, deals: range | None = None) -> list[float] | str:
    """Print one pair's figures and return its paired differences (or why
    they cannot be paired), on the deals both finished (of `deals`, if given)."""
    before_settings, before = load(without)
    after_settings, after = load(with_)
    for key in ("seed", "rules"):
        if before_settings.get(key) != after_settings.get(key):
            return f"{without} and {with_} differ in {key}: not the same deals"
    common = sorted(deal for deal in set(before) & set(after) if deals is None or deal in deals)
    if len(common) < 2:
        return f"fewer than two deals in both {without} and {with_}"
    for label, settings, deltas in (("without", before_settings, before), ("with", after_settings, after)):
        mean, half = mean_ci([deltas[deal] for deal in common])
        print(f"{label:8} {','.join(map(str, settings['seats'])):60} Δ {mean:+.3f} ± {half:.3f}")
    differences = [after[deal] - before[deal] for deal in common]
    mean, half = mean_ci(differences)
    print(f"paired, with − without, on {len(common)} duplicate deals: {mean:+.3f} ± {half:.3f} (95% CI)")
    return differences


def deal_range(text: str) -> range:
    """FIRST-LAST, both included."""
    first, _, last = text.partition("-")
    try:
        span = range(int(first), int(last) + 1)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not FIRST-LAST: {text!r}") from None
    if not span:
        raise argparse.ArgumentTypeError(f"no deals in {text!r}")
    return span


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", type=Path, metavar="WITHOUT WITH",
                        help="one or more pairs of results files: without, then with")
    parser.add_argument("--deals", type=deal_range, default=None, metavar="FIRST-LAST",
                        help="only these deals, e.g. 500-999 (numbered from 0)")
    args = parser.parse_args(argv)
    if len(args.runs) % 2:
        parser.error("runs come in pairs: WITHOUT WITH [WITHOUT WITH ...]")
    pooled: list[float] = []
    for without, with_ in zip(args.runs[::2], args.runs[1::2], strict=True):
        differences = paired(without, with_, args.deals)
        if isinstance(differences, str):
            print(differences, file=sys.stderr)
            return 2
        pooled += differences
    if len(args.runs) > 2:
        mean, half = mean_ci(pooled)
        z = mean / (half / 1.96) if half else math.copysign(math.inf, mean)
        print(f"pooled, {len(args.runs) // 2} pairs, {len(pooled)} duplicate deals: "
              f"{mean:+.3f} ± {half:.3f} (95% CI), z {z:+.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
