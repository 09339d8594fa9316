"""Does a background review slow the Expert at the table?  Printed, never asserted.

Every finished game is reviewed by the Expert in the background
(services/learning/progress.py) while the next game goes on.  This times the
Expert at the table (the app's Expert, normal thinking time, every core) on
the same decisions three ways: alone (the reference, measured in the same
run), while a review runs on the table's own worker pool (how it was), and
while a review runs on the background pool, whose workers give way
(`ai.pool.BACKGROUND_NICENESS`; how it is).  Each line prints the mean and
95th percentile of the table's decisions and their ratio to alone, and how
many decisions the review judged meanwhile.

    .venv/bin/python -m benchmarks.bench_background [--hands 6]
"""

from __future__ import annotations

import argparse
import statistics
import threading
import time

from benchmarks.bench_review import played_hand
from hearts_desktop.ai import Level, create_player, decide
from hearts_desktop.ai.arena import p95
from hearts_desktop.ai.pool import shutdown
from hearts_desktop.ai.review import Reviewer, decision_points
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.state import Phase


def table_decisions(hands: int) -> list[Observation]:
    """South's plays (not the pass) of `hands` numbered deals, as the table's Expert meets them."""
    return [game.observation(0) for number in range(1, hands + 1)
            for _index, game, _action in decision_points(played_hand(number), 0)
            if game.phase is Phase.PLAYING]


def review_until(stop: threading.Event, record: GameRecord, background: bool, judged: list[int]) -> None:
    """Judge South's decisions of `record` over and over, as the background review does."""
    reviewer = Reviewer(background=background)
    while not stop.is_set():
        for _index, game, action in decision_points(record, 0):
            if stop.is_set():
                return
            reviewer.judge(game.observation(0), action, stop)
            judged[0] += 1


def timed(decisions: list[Observation], review: str | None) -> tuple[list[float], int]:
    """The table Expert's decision times, with a review running (`review`:
    "shared" or "background") or alone (None); and the decisions judged."""
    expert = create_player(Level.EXPERT, 1, 1.0)
    decide(expert, decisions[0])  # the pools warm, not timed
    stop, judged = threading.Event(), [0]
    worker = None
    if review is not None:
        Reviewer(background=review == "background").judge(decisions[0], decide(expert, decisions[0]))
        worker = threading.Thread(target=review_until,
                                  args=(stop, played_hand(99), review == "background", judged))
        worker.start()
    times = []
    try:
        for obs in decisions:
            began = time.perf_counter()
            decide(expert, obs)
            times.append(time.perf_counter() - began)
    finally:
        stop.set()
        if worker is not None:
            worker.join()
    return times, judged[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=6)
    args = parser.parse_args()
    decisions = table_decisions(args.hands)
    print(f"{len(decisions)} decisions of the table's Expert (normal, 1 s), {args.hands} hands")
    alone = None
    for label, review in (("alone", None), ("review on the table's pool", "shared"),
                          ("review on the background pool", "background")):
        times, judged = timed(decisions, review)
        shutdown()
        mean, high = statistics.fmean(times) * 1000, p95(times) * 1000
        alone = alone or mean
        print(f"{label:32} mean {mean:6.1f} ms  p95 {high:6.1f} ms  ×{mean / alone:4.2f} of alone"
              f"  (review judged {judged})")


if __name__ == "__main__":
    main()
