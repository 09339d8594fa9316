"""OpenSpiel's C++ Hearts: uniform random 4-player hands per CPU-second.

Run by `bench_model.py --openspiel` inside its own virtual environment,
where `open-spiel` is installed (the game never depends on it).  The loop is
the like of bench_model.py's fast path: each hand is dealt, passed and played
with uniformly random legal actions and scored, all of it in C++
(`pyspiel.evaluate_bots` with uniform random bots; OpenSpiel's default Hearts
rules are Standard's: pass three, Q♠ breaks hearts, no points on the first
trick).  Prints one line: "<rate> hands per CPU-second (<hands> in <s> s)".

    <venv>/bin/python benchmarks/openspiel_rate.py --seconds 3
"""

from __future__ import annotations

import argparse
import time

import pyspiel  # type: ignore[import-not-found]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    game = pyspiel.load_game("hearts")
    bots = [pyspiel.make_uniform_random_bot(seat, 1000 + seat) for seat in range(4)]
    hands = 0
    start = time.process_time()
    while time.process_time() - start < args.seconds:
        for _ in range(100):
            pyspiel.evaluate_bots(game.new_initial_state(), bots, hands)
            hands += 1
    cpu = time.process_time() - start
    print(f"{hands / cpu:.0f} hands per CPU-second ({hands} in {cpu:.2f} s)")


if __name__ == "__main__":
    main()
