"""Random full 4-player hands per CPU-second, on one core.

Two figures, like with like: each hand is shuffled, dealt, passed (three
random cards to the left), played with uniformly random legal cards and
scored, once through the checked public API (`Game`, every rule checked) and
once through the rules engine's rollout path (`FastHand`, no checks).
Prints, never asserts.  `benchmarks/compare_model.py` runs this same script
against an earlier commit, side by side.

With `--openspiel` it also measures OpenSpiel's C++ Hearts on the same loop
(deal, pass, random play, score; benchmarks/openspiel_rate.py), alternating
with the fast path `--rounds` times on one core, and prints the ratio (issue
#15 asks for at least 2).  OpenSpiel lives in its own virtual environment,
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
    print(f"engine vs OpenSpiel, {rounds} alternating rounds of {seconds:g} CPU-s each, {one_core()}")
    ours, theirs = [], []
    for round_number in range(1, rounds + 1):
        hands, cpu = fast_hands(seconds, rng)
        ours.append(hands / cpu)
        out = subprocess.run([str(python), str(RATE_SCRIPT), "--seconds", str(seconds)],
                             capture_output=True, text=True, check=True).stdout
        theirs.append(float(out.split()[0]))
        print(f"  round {round_number}: engine {ours[-1]:10,.0f}   OpenSpiel {theirs[-1]:10,.0f}  "
              "hands per CPU-second")
    mine, other = statistics.median(ours), statistics.median(theirs)
    print(f"median: engine {mine:,.0f}, OpenSpiel C++ {other:,.0f} hands per CPU-second; "
          f"engine / OpenSpiel = {mine / other:.2f} (issue #15 asks for at least 2.0)")


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
    for label, bench in (("checked API (Game)", checked_hands), ("fast path (FastHand)", fast_hands)):
        hands, cpu = bench(args.seconds, rng)
        print(f"{label:22} {hands / cpu:10,.0f} random 4-player hands per CPU-second "
              f"({hands:,} hands in {cpu:.2f} s)")


if __name__ == "__main__":
    main()
