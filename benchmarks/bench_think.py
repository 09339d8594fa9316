"""How long the search levels think, and how fast the Expert lets go when told to stop.

Issue #15's budgets: Hard answers at once (p95 ≤ 0.15 s), Expert thinks at
most 1 s (p95) on two cores, and stops within 50 ms when the table no longer
wants its answer (a new game, undo, closing the window).  Printed, never
asserted.

Positions come from seeded Standard games played by Casual players up to a
random trick, so every figure is over the same positions on every run:

- decision time of Hard and of Expert, per play, until `--positions` plays;
- stop latency: the Expert starts to think, a timer sets its stop event
  after a random 2-100 ms, and the time from the event to the answer is
  measured (the answer must still be a legal card).

    .venv/bin/python benchmarks/bench_think.py [--positions 40] [--stops 120]
    .venv/bin/python benchmarks/bench_think.py --think all [--passes 40]

`--think` (issue #47) measures the Expert at each thinking time it names
(quick, normal, deep, very-deep, all, or seconds; comma-separated): its
time per play and per pass against that budget, and its stop latency on the
passes (its longest decisions) with the stop set in their first 150 ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import threading
import time

from hearts_desktop.ai import Level, ThinkingTime, create_player, pool, thinking_seconds
from hearts_desktop.ai.arena import p95
from hearts_desktop.ai.base import Player, decide
from hearts_desktop.ai.driver import acting_seats
from hearts_desktop.ai.search import SearchPlayer
from hearts_desktop.model.game import Game
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import STANDARD
from hearts_desktop.model.state import Phase


def positions(count: int, seed: int) -> list[tuple[Game, Observation]]:
    """Seeded positions where a seat must play a card with more than one choice."""
    rng = random.Random(seed)
    casual = [create_player(Level.CASUAL, seed=seat) for seat in range(4)]
    found: list[tuple[Game, Observation]] = []
    while len(found) < count:
        game = Game(STANDARD, 4, seed=rng.getrandbits(32))
        stop_at = rng.randrange(0, 12) * 4 + rng.randrange(4)
        plays = 0
        while game.hand_number == 0:
            if game.phase is Phase.PLAYING and game.turn is not None:
                if plays >= stop_at and len(game.legal_plays()) > 1:
                    found.append((game, game.observation(game.turn)))
                    break
                plays += 1
            for seat in acting_seats(game):
                game.apply(decide(casual[seat], game.observation(seat)))
    return found


def pass_positions(count: int, seed: int) -> list[tuple[Game, Observation]]:
    """Seeded first-hand passes (to the left: Standard's first hand)."""
    rng = random.Random(seed)
    return [(game, game.observation(0)) for game in (Game(STANDARD, 4, seed=rng.getrandbits(32))
                                                     for _ in range(count))]


def pass_times(player: Player, cases: list[tuple[Game, Observation]]) -> list[float]:
    times = []
    for _game, obs in cases:
        started = time.perf_counter()
        player.choose_pass(obs)
        times.append(time.perf_counter() - started)
    return times


def decision_times(player: Player, cases: list[tuple[Game, Observation]],
                   worlds: list[int] | None = None) -> list[float]:
    """Seconds per decision; a search's worlds per decision go to `worlds`."""
    times = []
    for game, obs in cases:
        started = time.perf_counter()
        card = player.choose_play(obs)
        times.append(time.perf_counter() - started)
        assert card in game.legal_plays(obs.seat)
        if worlds is not None:
            worlds.append(getattr(player, "last_worlds", 0))
    return times


def worlds_per_second(cases: list[tuple[Game, Observation]], budget: int) -> float:
    """Worlds a one-process search evaluates per CPU-second (a fixed number
    per decision, so the figure compares commits and kernels like with like)."""
    search = SearchPlayer("bench", seed=1, think_time=None, simulations=budget, workers=1)
    evaluated = 0
    started = time.process_time()
    for _, obs in cases:
        search.choose_play(obs)
        evaluated += search.last_worlds
    return evaluated / (time.process_time() - started)


def stop_latencies(player: Player, cases: list[tuple[Game, Observation]], seed: int,
                   latest: float = 0.1, passing: bool = False) -> list[float]:
    """Seconds from a stop set 2 ms to `latest` s into a decision (a play, or
    the pass of each case if `passing`) to its answer."""
    rng = random.Random(seed)
    latencies = []
    for game, obs in cases:
        stop = threading.Event()
        set_at: list[float] = []

        def fire(event: threading.Event = stop, stamps: list[float] = set_at) -> None:
            stamps.append(time.perf_counter())
            event.set()

        # Most decisions now end within tens of milliseconds, so the stop comes early.
        timer = threading.Timer(rng.uniform(0.002, latest), fire)
        timer.start()
        if passing:
            cards = player.choose_pass(obs, stop)
            returned = time.perf_counter()
            assert len(cards) == game.rules.cards_passed and set(cards) <= set(obs.hand)
        else:
            card = player.choose_play(obs, stop)
            returned = time.perf_counter()
            assert card in game.legal_plays(obs.seat)
        timer.cancel()
        if set_at:  # it answered before the timer: no stop to measure
            latencies.append(returned - set_at[0])
    return latencies


def line(label: str, values: list[float]) -> str:
    return (f"{label:40} median {1000 * statistics.median(values):6.1f} ms   p95 {1000 * p95(values):6.1f} ms"
            f"   max {1000 * max(values):6.1f} ms   ({len(values)} decisions)")


def thinking_times(text: str) -> list[tuple[str, float]]:
    if text == "all":
        return [(choice.value, choice.seconds) for choice in ThinkingTime]
    return [(word, thinking_seconds(word)) for word in text.split(",")]


def by_thinking_time(choices: list[tuple[str, float]], cases: list[tuple[Game, Observation]],
                     passes: list[tuple[Game, Observation]], seed: int) -> None:
    """The Expert at each thinking time: plays, passes, every decision, the stop."""
    for name, seconds in choices:
        expert = create_player(Level.EXPERT, seed=1, think_time=seconds)
        decision_times(expert, cases[:2])  # the worker processes start before anything is timed
        plays = decision_times(expert, cases)
        passed = pass_times(expert, passes)
        print(f"{name} ({seconds:g} s a decision):")
        print(line("  per play", plays))
        print(line("  per pass", passed))
        print(line(f"  every decision (goal p95 ≤ {seconds:g} s)", plays + passed))
        # Most plays end within tens of milliseconds: the stop is timed on the passes,
        # the longest decisions, set within their first 150 ms (or the budget, if shorter).
        latencies = stop_latencies(expert, passes, seed, latest=min(seconds, 0.15), passing=True)
        if latencies:
            print(line("  stop latency, passes (goal ≤ 50 ms)", latencies))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--stops", type=int, default=120)
    parser.add_argument("--passes", type=int, default=40)
    parser.add_argument("--think", help="thinking times to measure the Expert at (issue #47)")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    cases = positions(max(args.positions, args.stops), args.seed)
    if args.think:
        try:
            by_thinking_time(thinking_times(args.think), cases[: args.positions],
                             pass_positions(args.passes, args.seed), args.seed)
        finally:
            pool.shutdown()
        return
    hard = create_player(Level.HARD, seed=1)
    expert = create_player(Level.EXPERT, seed=1)
    try:
        decision_times(expert, cases[:2])  # the worker processes start before anything is timed
        print(line("Hard, per play (goal p95 ≤ 150 ms)", decision_times(hard, cases[: args.positions])))
        seen: list[int] = []
        expert_times = decision_times(expert, cases[: args.positions], seen)
        print(line("Expert, per play (goal p95 ≤ 1 s)", expert_times))
        print(f"{'Expert, worlds per decision':40} median {statistics.median(seen):8,.0f}   "
              f"p5 {sorted(seen)[len(seen) // 20]:8,.0f}")
        print(f"{'search, one process':40} {worlds_per_second(cases[: args.positions], 300):8,.0f} "
              "worlds per CPU-second")
        latencies = stop_latencies(expert, cases[: args.stops], args.seed)
        if latencies:
            print(line("Expert stop latency (goal ≤ 50 ms)", latencies))
        else:
            print("Expert stop latency: every decision ended before its stop")
    finally:
        pool.shutdown()


if __name__ == "__main__":
    from hearts_desktop.ai.pool import ensure_freeze_support

    ensure_freeze_support()
    main()
