"""Search worlds per CPU-second, this checkout against a reference checkout, in one run.

A one-process search on a fixed world budget (`bench_think.worlds_per_second`)
over the same seeded positions, run alternately in this checkout and in
`--ref` (another checkout or `git worktree` of an older commit, with its
own compiled kernel), so both see the same machine load.  Printed: each
round's figures and the median ratio (this / reference).  Choices are not
compared here; the tests prove the playout paths choose alike.

    git worktree add /tmp/ref HEAD~1 && cp hearts_desktop/kernel/*.so /tmp/ref/hearts_desktop/kernel/
    .venv/bin/python benchmarks/bench_search_speed.py --ref /tmp/ref [--rounds 5] [--positions 30]

(Copy the old kernel's .so from a build of that commit when the kernel changed.)
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent


def measure(checkout: Path, positions: int, budget: int) -> float:
    """Worlds per CPU-second of `checkout`'s search, in a fresh process."""
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "from bench_think import positions, worlds_per_second;"
        "print(worlds_per_second(positions(int(sys.argv[2]), 2026), int(sys.argv[3])))"
    )
    env = dict(os.environ, PYTHONPATH=str(checkout))
    done = subprocess.run([sys.executable, "-c", code, str(HERE), str(positions), str(budget)],
                          env=env, cwd=checkout, check=True, capture_output=True, text=True)
    return float(done.stdout.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ref", type=Path, required=True, help="the reference checkout")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--budget", type=int, default=200, help="worlds per decision")
    args = parser.parse_args()
    ratios = []
    for number in range(args.rounds):
        ours = measure(REPO, args.positions, args.budget)
        theirs = measure(args.ref.resolve(), args.positions, args.budget)
        ratios.append(ours / theirs)
        print(f"round {number + 1}: this {ours:8.0f}  reference {theirs:8.0f} worlds/CPU-s"
              f"  ratio {ratios[-1]:.2f}", flush=True)
    print(f"median ratio {statistics.median(ratios):.2f} over {args.rounds} rounds "
          f"({args.positions} positions, {args.budget} worlds per decision)")


if __name__ == "__main__":
    main()
