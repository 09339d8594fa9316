"""Where the Expert spends its thinking time: a table by kind of decision.

    .venv/bin/python -m benchmarks.think_profile --deals 40 --seed 31
    .venv/bin/python -m benchmarks.think_profile --player benchmarks.expert_variants:stakes_budget

The measured player (the Expert unless `--player` names another search,
as the arena's `--seats` would) sits at a table of three Hard players on the
arena's duplicate deals (every rotation, so it plays every seat's cards) and
thinks as at the table: `--think` (default: normal, 1 s) on both cores.
Every decision it makes is timed and put in rows by its kind (pass, lead,
follow, discard), by the trick (1-13), by what it turns on
(`ai.search.decision_stakes`: pass, the Q♠, a moon, the last tricks before
the exact endgame, quiet) and by how close its two best candidates ended
(points of expected score between them on their common worlds).  A row
says how many decisions, their mean, median and p95 in milliseconds, the
worlds they saw, and how many used their whole time.  Decisions with a
single candidate (a forced card, an equivalent set) take no search and are
counted apart.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from hearts_desktop.ai import thinking_seconds
from hearts_desktop.ai.arena import make_factory, p95, play_duplicate_deal, player_seed
from hearts_desktop.ai.search import SearchPlayer, decision_stakes
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import HouseRules
from hearts_desktop.model.state import Phase

CLOSENESS = ((0.1, "< 0.1"), (0.5, "0.1-0.5"), (2.0, "0.5-2"), (float("inf"), ">= 2"))
"""Bins of the points between the two best candidates at the decision's end."""
FULL_SHARE = 0.95
"""A decision that took this share of its time or more used it all."""


@dataclass
class Decision:
    kind: str
    trick: int
    stakes: str
    seconds: float
    worlds: int
    gap: float | None
    """Points between the best and the runner-up (None: a single candidate)."""


def kind_of(obs: Observation) -> str:
    if obs.phase is Phase.PASSING:
        return "pass"
    if not obs.current_trick:
        return "lead"
    led = obs.current_trick[0][1].suit
    return "follow" if any(card.suit is led for card in obs.hand) else "discard"


def best_gap(samples: dict[Any, list[float]]) -> float | None:
    """The mean difference between the two best candidates on the worlds both saw."""
    if len(samples) < 2:
        return None
    ranked = sorted(samples.values(), key=lambda values: -statistics.fmean(values) if values else 0.0)
    first, second = ranked[0], ranked[1]
    common = min(len(first), len(second))
    if not common:
        return None
    return abs(statistics.fmean(first[:common]) - statistics.fmean(second[:common]))


def recording(player: SearchPlayer, log: list[Decision]) -> None:
    """Time every pass and play of `player` (its class's methods, unchanged)."""
    def wrap(method: Callable[..., Any]) -> Callable[..., Any]:
        def timed(obs: Observation, stop: Any = None) -> Any:
            player.last_samples = {}
            player.last_worlds = 0
            started = time.perf_counter()
            choice = method(obs, stop)
            seconds = time.perf_counter() - started
            stakes = decision_stakes(obs, player.endgame_tricks)
            log.append(Decision(kind_of(obs), obs.trick_number + 1, stakes, seconds, player.last_worlds,
                                best_gap(player.last_samples)))
            return choice
        return timed
    player.choose_play = wrap(player.choose_play)  # type: ignore[method-assign]
    player.choose_pass = wrap(player.choose_pass)  # type: ignore[method-assign]


def rows(label: str, decisions: Iterable[Decision], key: Callable[[Decision], Any],
         budget: float) -> list[str]:
    groups: dict[Any, list[Decision]] = {}
    for decision in decisions:
        groups.setdefault(key(decision), []).append(decision)
    lines = [f"{label:>10}  {'count':>6} {'mean ms':>8} {'median':>8} {'p95':>8} {'worlds':>7} "
             f"{'all time':>8}"]
    for name in sorted(groups, key=lambda name: (isinstance(name, str), name)):
        group = groups[name]
        ms = [d.seconds * 1000 for d in group]
        full = sum(d.seconds >= FULL_SHARE * budget for d in group)
        worlds = statistics.fmean(d.worlds for d in group)
        mean, median = statistics.fmean(ms), statistics.median(ms)
        lines.append(f"{name!s:>10}  {len(group):6d} {mean:8.1f} {median:8.1f} {p95(ms):8.1f} {worlds:7.0f} "
                     f"{full / len(group):8.1%}")
    return lines


def closeness(decision: Decision) -> str:
    assert decision.gap is not None
    return next(label for bound, label in CLOSENESS if decision.gap < bound)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--think", default="normal", help="quick, normal, deep, very-deep or seconds")
    parser.add_argument("--player", default="expert",
                        help="the measured player, as the arena's --seats names it")
    parser.add_argument("--opponent", default="hard")
    args = parser.parse_args(argv)
    budget = thinking_seconds(args.think)
    measured = make_factory(args.player, budget, None, None)
    opponent = make_factory(args.opponent, None, None, 1)
    log: list[Decision] = []
    started = time.perf_counter()
    for deal in range(args.deals):
        player = measured(player_seed(args.seed, deal, 0))
        if not isinstance(player, SearchPlayer):
            raise SystemExit(f"{args.player} is not a search player")
        recording(player, log)
        others = [opponent(player_seed(args.seed, deal, seat)) for seat in (1, 2, 3)]
        play_duplicate_deal(HouseRules(), args.seed, deal, [player, *others])
        print(f"\r{deal + 1}/{args.deals} deals, {len(log)} decisions", end="", file=sys.stderr)
    print(file=sys.stderr)
    searched = [d for d in log if d.gap is not None]
    forced = len(log) - len(searched)
    every = [d.seconds * 1000 for d in log]
    print(f"{args.player} at {budget:g} s a decision against 3x {args.opponent}, {args.deals} duplicate "
          f"deals (seed {args.seed}, every rotation), {time.perf_counter() - started:.0f} s")
    print(f"{len(log)} decisions: mean {statistics.fmean(every):.1f} ms, p95 {p95(every):.1f} ms, "
          f"max {max(every):.1f} ms; {forced} with a single candidate (no search)")
    print(f"time used: {sum(every) / 1000:.1f} s of {len(log) * budget:.0f} s allowed "
          f"({sum(every) / 1000 / (len(log) * budget):.1%})")
    for label, key in (("kind", lambda d: d.kind), ("trick", lambda d: d.trick),
                       ("stakes", lambda d: d.stakes), ("gap", closeness)):
        print()
        print("\n".join(rows(label, searched, key, budget)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
