"""How long the Expert's review takes (issue #46).  Printed, never asserted.

For each of `--hands` numbered deals (standard rules, a pass to the left),
South is played by the Strong level and the others by Casual; then the
review of South's 14 decisions (the pass and 13 cards) is timed with the
app's Reviewer (every core).  The reference, measured in the same run on the
same decisions: the Expert deciding them as it does at the table.  Goals:
the review of a hand in at most 10 s at the 95th percentile, and Cancel
heard within 100 ms (timed from setting the stop flag at a random moment
to `review_game` returning, `--cancels` times).

    .venv/bin/python benchmarks/bench_review.py [--hands 20] [--cancels 20]
"""

from __future__ import annotations

import argparse
import random
import statistics
import threading
import time

from hearts_desktop.ai import Level, create_player, decide
from hearts_desktop.ai.arena import p95
from hearts_desktop.ai.pool import default_workers
from hearts_desktop.ai.review import Reviewer, decision_points, review_game
from hearts_desktop.model.deal import DEAL_NUMBERS
from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import STANDARD
from hearts_desktop.model.state import Phase


def played_hand(number: int) -> GameRecord:
    game = Game(STANDARD, 4, seed=number, deal_numbers=(number,))
    players = [create_player(Level.STRONG, number)] + \
        [create_player(Level.CASUAL, number + seat) for seat in (1, 2, 3)]
    while game.hand_number < 1 and not game.is_game_over():
        for seat in (game.seats_to_pass() if game.phase is Phase.PASSING else [game.turn]):
            assert seat is not None
            game.apply(decide(players[seat], game.observation(seat)))
    return GameRecord.from_game(game, {"human_seats": [0]})


def expert_time(record: GameRecord) -> float:
    """The reference: the Expert choosing at each of South's decisions, as at the table."""
    expert = create_player(Level.EXPERT, 1)
    began = time.perf_counter()
    for _index, game, _action in decision_points(record, 0):
        decide(expert, game.observation(0))
    return time.perf_counter() - began


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--cancels", type=int, default=20)
    args = parser.parse_args()
    rng = random.Random(46)
    numbers = [rng.randrange(DEAL_NUMBERS) for _ in range(args.hands)]
    reviewer = Reviewer()
    print(f"Reviewer: {reviewer.play_worlds} worlds a play, {reviewer.pass_worlds} a pass, "
          f"{default_workers()} workers")
    review_game(played_hand(1), 0, Reviewer(play_worlds=50, pass_worlds=50))  # start the workers first
    review_times: list[float] = []
    ratios: list[float] = []
    for number in numbers:
        record = played_hand(number)
        began = time.perf_counter()
        decisions = review_game(record, 0, reviewer)
        took = time.perf_counter() - began
        reference = expert_time(record)
        review_times.append(took)
        ratios.append(took / reference)
        print(f"deal {number:08d}: {len(decisions)} decisions reviewed in {took:5.2f} s "
              f"(the Expert deciding them: {reference:5.2f} s, ratio {took / reference:4.2f})")
    print(f"review of a hand: median {statistics.median(review_times):.2f} s, "
          f"p95 {p95(review_times):.2f} s, max {max(review_times):.2f} s (goal p95 <= 10 s)")
    print(f"review / the Expert's own thinking on the same decisions: median {statistics.median(ratios):.2f}")
    waits: list[float] = []
    record = played_hand(numbers[0])
    for _ in range(args.cancels):
        stop = threading.Event()
        thread = threading.Thread(target=review_game, args=(record, 0, reviewer, None, stop))
        thread.start()
        time.sleep(rng.uniform(0.05, 2.0))  # a moment anywhere in the review
        set_at = time.perf_counter()
        stop.set()
        thread.join()
        waits.append(time.perf_counter() - set_at)
    print(f"cancel heard in: median {1000 * statistics.median(waits):.0f} ms, "
          f"p95 {1000 * p95(waits):.0f} ms, max {1000 * max(waits):.0f} ms (goal <= 100 ms)")


if __name__ == "__main__":
    main()
