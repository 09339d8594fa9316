"""Random full 4-player hands per CPU-second, on one core.

Figures like with like: each hand is shuffled, dealt, passed (three random
cards to the left), played with uniformly random legal cards and scored:
- through the checked public API (`Game`, every rule checked);
- through the engine's rollout path (`FastHand`: the deal, pass and score in
  Python, the play in the playout kernel);
- wholly inside the playout kernel (`random_hands`), as loaded (compiled by
  mypyc where the build found a C compiler) and as pure Python (the
  fallback, the same source).
Prints, never asserts.  `benchmarks/compare_model.py` runs this same script
against an earlier commit, side by side.

With `--openspiel` it also measures OpenSpiel's C++ Hearts on the same loop
(deal, pass, random play, score; benchmarks/openspiel_rate.py), alternating
with the kernel and the fast path `--rounds` times on one core, and prints
the ratios (issue #15 asks for at least 2).  OpenSpiel lives in its own virtual environment,
made on first use in ~/.cache/hearts-desktop-bench/openspiel (about 20 s; it
needs PyPI); the game never depends on it.

    .venv/bin/python benchmarks/bench_model.py [--seconds 5]
    .venv/bin/python benchmarks/bench_model.py --openspiel [--rounds 3] [--seconds 3]
"""

from __future__ import annotations

import argparse
import os
import pathlib
import random
import statistics
import subprocess
import sys
import time
import venv
from collections.abc import Callable

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
try:
    from hearts_desktop import kernel
except ImportError:  # a commit before the playout kernel (compare_model.py)
    kernel = None  # type: ignore[assignment]


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
    draw = kernel.playouts.Rng(rng.getrandbits(62)) if kernel is not None else rng.random
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
            random_playout(fast, draw)  # type: ignore[arg-type]  # (older commits take a float source)
            fast.deltas((0, 0, 0, 0))
        hands += 200
    return hands, time.process_time() - start


def kernel_hands(seconds: float, rng: random.Random, pure: bool = False) -> tuple[int, float]:
    """Whole hands inside the playout kernel: its deal, pass, play and scoring."""
    assert kernel is not None
    module = kernel.load_pure("bench_pure_playouts") if pure else kernel.playouts
    table = module.Table(*FastRules(HouseRules(), 4).kernel_table_args())
    deck = list(module.BITS)
    draw = module.Rng(rng.getrandbits(62))
    batch = 100 if pure else 2_000
    hands = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        module.random_hands(table, deck, batch, 3, draw)
        hands += batch
    return hands, time.process_time() - start


def figures() -> list[tuple[str, Callable[[float, random.Random], tuple[int, float]]]]:
    found: list[tuple[str, Callable[[float, random.Random], tuple[int, float]]]] = [
        ("checked API (Game)", checked_hands), ("fast path (FastHand)", fast_hands)]
    if kernel is not None:
        found.append((f"kernel ({'compiled' if kernel.COMPILED else 'pure'})", kernel_hands))
        if kernel.COMPILED:
            found.append(("kernel (pure fallback)", lambda seconds, rng: kernel_hands(seconds, rng, True)))
    return found


def _three_random_bits(mask: int, rng: random.Random) -> int:
    bits = [1 << index for index in range(52) if mask >> index & 1]
    return sum(rng.sample(bits, 3))


OPENSPIEL = "open-spiel>=1.5"
RATE_SCRIPT = pathlib.Path(__file__).with_name("openspiel_rate.py")


def openspiel_python() -> pathlib.Path:
    """The benchmark environment's Python, with open-spiel (made if missing)."""
    cache = pathlib.Path(os.environ.get("XDG_CACHE_HOME") or pathlib.Path.home() / ".cache")
    home = cache / "hearts-desktop-bench" / "openspiel"
    python = home / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    ready = python.exists() and subprocess.run([str(python), "-c", "import pyspiel"],
                                               capture_output=True).returncode == 0
    if not ready:
        print(f"Installing {OPENSPIEL} into {home} (benchmarks only)", flush=True)
        venv.create(home, with_pip=True, clear=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", OPENSPIEL], check=True)
    return python


def one_core() -> str:
    """Run this process and its children on one core, when the platform allows."""
    if not hasattr(os, "sched_setaffinity"):
        return "not pinned (this platform cannot)"
    core = min(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {core})
    return f"pinned to core {core}"


def compare_with_openspiel(seconds: float, rounds: int, rng: random.Random) -> None:
    python = openspiel_python()
    assert kernel is not None, "this commit has no playout kernel"
    label = "compiled" if kernel.COMPILED else "pure"
    print(f"engine vs OpenSpiel, {rounds} alternating rounds of {seconds:g} CPU-s each, {one_core()}")
    ours, paths, theirs = [], [], []
    for round_number in range(1, rounds + 1):
        hands, cpu = kernel_hands(seconds, rng)
        ours.append(hands / cpu)
        hands, cpu = fast_hands(seconds, rng)
        paths.append(hands / cpu)
        out = subprocess.run([str(python), str(RATE_SCRIPT), "--seconds", str(seconds)],
                             capture_output=True, text=True, check=True).stdout
        theirs.append(float(out.split()[0]))
        print(f"  round {round_number}: kernel ({label}) {ours[-1]:9,.0f}   FastHand {paths[-1]:8,.0f}   "
              f"OpenSpiel {theirs[-1]:8,.0f}  hands per CPU-second")
    mine, path, other = statistics.median(ours), statistics.median(paths), statistics.median(theirs)
    print(f"median: kernel ({label}) {mine:,.0f}, FastHand {path:,.0f}, OpenSpiel C++ {other:,.0f} "
          "hands per CPU-second")
    print(f"kernel / OpenSpiel = {mine / other:.2f} (issue #15 asks for at least 2.0); "
          f"FastHand / OpenSpiel = {path / other:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="CPU seconds per figure")
    parser.add_argument("--openspiel", action="store_true",
                        help="also measure OpenSpiel's C++ Hearts and print the ratio")
    parser.add_argument("--rounds", type=int, default=3, help="with --openspiel: rounds of each")
    args = parser.parse_args()
    rng = random.Random(1)
    print(f"hearts_desktop from {pathlib.Path(hearts_desktop.__file__).parent}")
    if args.openspiel:
        compare_with_openspiel(args.seconds, args.rounds, rng)
        return
    for label, bench in figures():
        hands, cpu = bench(args.seconds, rng)
        print(f"{label:22} {hands / cpu:10,.0f} random 4-player hands per CPU-second "
              f"({hands:,} hands in {cpu:.2f} s)")


if __name__ == "__main__":
    main()
