"""The model's speed against an earlier commit, side by side in one run.

Checks out `--ref` into a temporary git worktree and runs this tree's
`bench_model.py` (the same benchmark code for both) alternately on the
working tree and on the reference, `--rounds` times each, so both see the
same machine load.  Prints the median of each figure and the ratio
working tree / reference.  Prints, never asserts.

    .venv/bin/python benchmarks/compare_model.py --ref bd6dee4 [--rounds 5] [--seconds 3]
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "benchmarks" / "bench_model.py"
FIGURE = re.compile(r"^(.+?)\s{2,}([\d,]+) random")


def run_bench(tree: Path, seconds: float) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    out = subprocess.run([sys.executable, str(BENCH), "--seconds", str(seconds)], env=env,
                         capture_output=True, text=True, check=True).stdout
    if f"hearts_desktop from {tree / 'hearts_desktop'}" not in out:
        raise RuntimeError(f"the benchmark did not import the package from {tree}:\n{out}")
    figures = {}
    for line in out.splitlines():
        match = FIGURE.match(line)
        if match:
            figures[match.group(1).strip()] = float(match.group(2).replace(",", ""))
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ref", default="HEAD", help="the commit to compare with (default HEAD)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per figure and round")
    args = parser.parse_args()
    commit = subprocess.run(["git", "rev-parse", "--short", args.ref], cwd=ROOT, capture_output=True,
                            text=True, check=True).stdout.strip()
    with tempfile.TemporaryDirectory(prefix="hearts-ref-") as folder:
        ref_tree = Path(folder) / "ref"
        subprocess.run(["git", "worktree", "add", "--detach", str(ref_tree), commit], cwd=ROOT,
                       capture_output=True, check=True)
        try:
            samples: dict[str, dict[str, list[float]]] = {"new": {}, "ref": {}}
            for round_number in range(args.rounds):
                for name, tree in (("new", ROOT), ("ref", ref_tree)):
                    for label, value in run_bench(tree, args.seconds).items():
                        samples[name].setdefault(label, []).append(value)
                print(f"round {round_number + 1}/{args.rounds} done", file=sys.stderr)
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(ref_tree)], cwd=ROOT, check=False)
    print(f"hands per CPU-second, median of {args.rounds} alternating rounds of {args.seconds:g} s")
    print(f"{'':24}{'working tree':>14}{'ref ' + commit:>16}{'ratio':>9}")
    for label, new_values in samples["new"].items():
        new = statistics.median(new_values)
        ref = statistics.median(samples["ref"][label])
        print(f"{label:24}{new:14,.0f}{ref:16,.0f}{new / ref:9.2f}")


if __name__ == "__main__":
    main()
