"""The arena: computer players on duplicate deals (issue #8).

    python -m hearts_desktop.ai.arena --seats expert,rule,rule,rule --deals 200

Each deal is played once per rotation of the line-up, so every player plays
every seat's cards; the pass direction is the one of the deal's hand number
(R5 or H8).  Every hand starts from zero totals.  Reported per player: mean
points per hand, Δ against the rest of the line-up (the first player's
points minus the others' mean, per deal) with a 95% confidence interval,
moon rates, how often it took a Q♠, and decision time (mean, p95).

Ctrl+C (SIGINT) stops a run early: the deal under way is dropped and the
deals completed so far are reported, so a long run is never lost.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from hearts_desktop.ai.base import Level, Player
from hearts_desktop.ai.driver import DecisionTimes, play_one_hand
from hearts_desktop.model import events as ev
from hearts_desktop.model.cards import QUEEN_OF_SPADES, Card
from hearts_desktop.model.deal import shuffled_deck
from hearts_desktop.model.game import Game
from hearts_desktop.model.rules import PRESETS, HouseRules

PlayerFactory = Callable[[int], Player]


@dataclass
class Record:
    """What one line-up position did over all deals and rotations."""

    name: str
    points: list[float] = field(default_factory=list)
    shot: int = 0
    suffered: int = 0
    queens: int = 0
    times: list[float] = field(default_factory=list)

    def mark(self) -> tuple[int, int, int, int, int]:
        return len(self.points), len(self.times), self.shot, self.suffered, self.queens

    def rewind(self, mark: tuple[int, int, int, int, int]) -> None:
        """Forget what happened after `mark` (a deal cut short)."""
        points, times, self.shot, self.suffered, self.queens = mark
        del self.points[points:], self.times[times:]


@dataclass
class Result:
    records: list[Record]
    deltas: list[float]
    """Per deal: player 0's mean points minus the others' mean."""
    hands: int
    per_deal: list[list[float]] = field(default_factory=list)
    """Per deal: each line-up position's mean points (for paired comparisons)."""
    stopped: bool = False
    """Cut short by Ctrl+C: the figures cover the deals completed."""


def make_factory(spec: str, think_time: float | None, simulations: int | None,
                 workers: int | None) -> PlayerFactory:
    """A player kind by name: a level, 'rule', 'ismcts' or 'random'."""
    from hearts_desktop.ai import create_player
    from hearts_desktop.ai.ismcts import IsmctsPlayer

    kind = spec.lower()
    if kind == "ismcts":
        return lambda seed: IsmctsPlayer(seed=seed, think_time=think_time or 1.0,
                                         iterations=simulations)
    level = Level.CASUAL if kind == "rule" else Level(kind)
    return lambda seed: create_player(level, seed=seed, think_time=think_time,
                                      simulations=simulations, workers=workers)


def run_arena(factories: Sequence[PlayerFactory], names: Sequence[str], rules: HouseRules,
              deals: int, seed: int, progress: Callable[[int, int, list[float]], None] | None = None
              ) -> Result:
    n = len(factories)
    lineup = [factory(seed + k) for k, factory in enumerate(factories)]
    records = [Record(name) for name in names]
    deltas: list[float] = []
    per_deal: list[list[float]] = []
    stopped = False
    for deal in range(deals):
        marks = [record.mark() for record in records]
        try:
            per_player = _play_rotations(rules, n, seed, deal, lineup, records)
        except KeyboardInterrupt:
            for record, mark in zip(records, marks):
                record.rewind(mark)
            stopped = True
            break
        deltas.append(per_player[0] - sum(per_player[1:]) / (n - 1))
        per_deal.append(per_player)
        if progress is not None:
            progress(deal + 1, deals, deltas)
    return Result(records, deltas, len(deltas) * n, per_deal, stopped)


def _play_rotations(rules: HouseRules, n: int, seed: int, deal: int, lineup: Sequence[Player],
                    records: list[Record]) -> list[float]:
    """One duplicate deal: each line-up position's mean points over the rotations."""
    order = shuffled_deck(rules, n, seed, deal)
    deal_rules = rules if rules.cancellation else \
        rules.with_changes(pass_cycle=(rules.pass_direction(deal, n),))
    per_player = [0.0] * n
    for rotation in range(n):
        seating = [lineup[(seat + rotation) % n] for seat in range(n)]
        points = _play_deal(deal_rules, order, seating, records, rotation)
        for seat, value in enumerate(points):
            per_player[(seat + rotation) % n] += value / n
    return per_player


def _play_deal(rules: HouseRules, order: Sequence[Card], seating: Sequence[Player],
               records: list[Record], rotation: int) -> list[int]:
    n = len(seating)
    game = Game(rules, n, seed=0, deals=[order])
    times = DecisionTimes()
    play_one_hand(game, seating, times)
    score = game.history[0]
    for seat in range(n):
        record = records[(seat + rotation) % n]
        record.points.append(score.deltas[seat])
        record.times.extend(times.per_seat.get(seat, []))
        if score.moon is not None:
            if score.moon.shooter == seat:
                record.shot += 1
            else:
                record.suffered += 1
    for event in game.log:
        if isinstance(event, ev.TrickWon) and event.taker is not None \
                and QUEEN_OF_SPADES in (*event.cards, *event.carried):
            records[(event.taker + rotation) % n].queens += 1
    return list(score.deltas)


def mean_ci(values: Sequence[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.inf
    return mean, 1.96 * statistics.stdev(values, mean) / math.sqrt(len(values))


def p95(values: Sequence[float]) -> float:
    """The 95th percentile (0 for no values; the one value for one)."""
    if len(values) < 2:
        return values[0] if values else 0.0
    return statistics.quantiles(values, n=20, method="inclusive")[-1]


def report(result: Result, header: str) -> str:
    stopped = "  (stopped early with Ctrl+C)" if result.stopped else ""
    lines = [header, f"{len(result.deltas)} duplicate deals, {result.hands} hands per player{stopped}",
             f"{'seat':<4} {'player':<12} {'pts/hand':>8} {'moon shot':>9} {'suffered':>8} "
             f"{'Q♠ taken':>8} {'ms mean':>8} {'ms p95':>8}"]
    if not result.deltas:
        return "\n".join(lines)
    for k, record in enumerate(result.records):
        hands = len(record.points)
        mean_time = 1000 * sum(record.times) / max(1, len(record.times))
        lines.append(f"{k:<4} {record.name:<12} {sum(record.points) / hands:8.3f} "
                     f"{record.shot / hands:9.2%} {record.suffered / hands:8.2%} "
                     f"{record.queens / hands:8.2%} {mean_time:8.1f} {1000 * p95(record.times):8.1f}")
    delta, half = mean_ci(result.deltas)
    lines.append(f"Δ {result.records[0].name} vs the others: {delta:+.3f} ± {half:.3f} (95% CI)")
    names = [record.name for record in result.records]
    for k in range(1, len(names)):
        if names[k] != names[0] and names[k] not in names[1:k]:
            paired = [deal[0] - deal[k] for deal in result.per_deal]
            delta, half = mean_ci(paired)
            lines.append(f"  paired: {names[0]} minus {names[k]} (seat {k}): {delta:+.3f} ± {half:.3f}")
    return "\n".join(lines)


def progress_bar(done: int, total: int, deltas: Sequence[float]) -> None:
    width = 30
    filled = width * done // total
    delta, half = mean_ci(deltas)
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} deals  "
                     f"Δ {delta:+.2f} ± {half:.2f}   ")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def parse_rules(preset: str, rules_json: str | None) -> HouseRules:
    import json

    if rules_json:
        return HouseRules.from_dict(json.loads(rules_json))
    for item in PRESETS:
        if preset.lower() in (item.id.lower(), item.name.lower()):
            return item.rules
    raise SystemExit(f"unknown preset {preset!r}: use one of {', '.join(p.id for p in PRESETS)}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hearts_desktop.ai.arena", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seats", default="expert,rule,rule,rule",
                        help="comma-separated players, one per seat: beginner, casual/rule, strong, "
                             "hard, expert, ismcts (the first one is measured)")
    parser.add_argument("--players", type=int, default=None,
                        help="player count: the first seat against copies of the second")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="V1", help="V1..V5 or a preset name")
    parser.add_argument("--rules", default=None, help="house rules as JSON (HouseRules.to_dict)")
    parser.add_argument("--time", type=float, default=None, help="seconds per search decision")
    parser.add_argument("--sims", type=int, default=None, help="sampled worlds per search decision")
    parser.add_argument("--workers", type=int, default=None,
                        help="Expert worker processes (default: both cores)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    specs = [s.strip() for s in args.seats.split(",") if s.strip()]
    if args.players is not None:
        specs = [specs[0]] + [specs[1] if len(specs) > 1 else "rule"] * (args.players - 1)
    rules = parse_rules(args.preset, args.rules)
    rules.check(len(specs))
    factories = [make_factory(spec, args.time, args.sims, args.workers) for spec in specs]
    started = time.time()
    result = run_arena(factories, specs, rules, args.deals, args.seed,
                       None if args.quiet else progress_bar)
    header = (f"arena: {','.join(specs)}  preset/rules: {args.rules or args.preset}  seed {args.seed}  "
              f"time {args.time}  sims {args.sims}  workers {args.workers}")
    print(report(result, header))
    print(f"wall time {time.time() - started:.0f} s")
    return 0


if __name__ == "__main__":
    from hearts_desktop.ai.pool import ensure_freeze_support

    ensure_freeze_support()
    raise SystemExit(main())
