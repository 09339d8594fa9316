"""The arena: computer players on duplicate deals (issue #8).

    python -m hearts_desktop.ai.arena --seats expert,rule,rule,rule --deals 200

Each deal is played once per rotation of the line-up, so every player plays
every seat's cards; the pass direction is the one of the deal's hand number
(R5 or H8).  Every hand starts from zero totals.  Reported per player: mean
points per hand, Δ against the rest of the line-up (the first player's
points minus the others' mean, per deal) with a 95% confidence interval,
moon rates, how often it took a Q♠, and decision time (mean, p95).

Ctrl+C (SIGINT) or SIGTERM stops a run early and the deals completed so far
are reported, so a long run is never lost.  In one process the deal under
way is dropped; with `--jobs` the deals the workers are playing are played
out and kept (a second Ctrl+C gives them up).

`--jobs N` plays N deals at once in worker processes (default: one per
core; a searching player then thinks in its own process, not in a pool of
its own).  `--results FILE` keeps every finished deal as a line of JSON: run
the same command again and it goes on where it stopped, playing only the
deals the file lacks.  Each deal's players are seeded from the run's seed
and the deal's number, so the figures are the same whatever the number of
jobs and however often the run was resumed.  A FILE ending in `.gz` is
kept compressed (a gzip member a line), as the records in
benchmarks/records are; both kinds are read the same way.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import importlib
import importlib.util
import json
import math
import multiprocessing
import os
import signal
import statistics
import sys
import threading
import time
import zlib
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, as_completed, wait
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TextIO

from hearts_desktop.ai.base import Level, Player, decide, thinking_seconds
from hearts_desktop.ai.driver import DecisionTimes, acting_seats, play_one_hand
from hearts_desktop.ai.search import meet_table
from hearts_desktop.model import events as ev
from hearts_desktop.model.actions import Action
from hearts_desktop.model.cards import QUEEN_OF_SPADES, Card
from hearts_desktop.model.deal import shuffled_deck
from hearts_desktop.model.game import Game
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import PRESETS, HouseRules
from hearts_desktop.model.state import Phase

PlayerFactory = Callable[[int], Player]
TIME_DIGITS = 5
"""Decimals of a second kept of each decision's time in a results file."""


@dataclass
class Record:
    """What one line-up position did over all deals and rotations."""

    name: str
    points: list[float] = field(default_factory=list)
    shot: int = 0
    suffered: int = 0
    queens: int = 0
    times: list[float] = field(default_factory=list)

    def add(self, part: PositionOutcome) -> None:
        self.points.extend(part.points)
        self.times.extend(part.times)
        self.shot += part.shot
        self.suffered += part.suffered
        self.queens += part.queens


@dataclass
class PositionOutcome:
    """What one line-up position did on one duplicate deal (every rotation)."""

    points: list[int] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    shot: int = 0
    suffered: int = 0
    queens: int = 0


def first_minus_rest(points: Sequence[float]) -> float:
    """Δ: the first position's points minus the others' mean."""
    return points[0] - sum(points[1:]) / (len(points) - 1)


@dataclass
class DealOutcome:
    deal: int
    positions: list[PositionOutcome]

    def per_player(self) -> list[float]:
        """Each position's mean points over the rotations."""
        return [statistics.fmean(part.points) for part in self.positions]

    def delta(self) -> float:
        """The first position's mean points minus the others' mean."""
        return first_minus_rest(self.per_player())

    def round_times(self) -> None:
        """Keep the decision times to TIME_DIGITS, as a results file keeps
        them, so that a run reports what a resumed one reads back.  Ten
        microseconds is finer than any timing here can be trusted to: a
        1,000-deal record then stays well under benchmarks' 5 MB limit."""
        for part in self.positions:
            part.times[:] = [round(seconds, TIME_DIGITS) for seconds in part.times]

    def to_json(self) -> str:
        return json.dumps({"deal": self.deal, "positions": [asdict(part) for part in self.positions]})

    @staticmethod
    def from_json(line: str) -> DealOutcome:
        data = json.loads(line)
        return DealOutcome(int(data["deal"]), [PositionOutcome(**part) for part in data["positions"]])


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
    """A player kind by name: a level, 'rule', 'ismcts', or 'module:function'
    for a player kept outside the app (e.g. benchmarks.frozen_expert:expert),
    called as function(seed, think_time, simulations, workers)."""
    from hearts_desktop.ai import create_player
    from hearts_desktop.ai.ismcts import IsmctsPlayer

    if ":" in spec:
        module, _, function = spec.partition(":")
        build: Callable[..., Player] = getattr(importlib.import_module(module), function)
        return lambda seed: build(seed, think_time, simulations, workers)
    kind = spec.lower()
    if kind == "ismcts":
        return lambda seed: IsmctsPlayer(seed=seed, think_time=think_time or 1.0,
                                         iterations=simulations)
    level = Level.CASUAL if kind == "rule" else Level(kind)
    return lambda seed: create_player(level, seed=seed, think_time=think_time,
                                      simulations=simulations, workers=workers)


def player_seed(seed: int, deal: int, position: int) -> int:
    """A player's seed for one deal: the same however the deals are shared out."""
    return (seed * 100_003 + deal) * 16 + position


def decisions(specs: Sequence[str], hands: int, seed: int,
              rules: HouseRules | None = None) -> Iterator[tuple[int, Observation, Action]]:
    """Every decision of `hands` hands played by the seats `specs` (as
    `--seats` names them) on this arena's seeded deals, one seat order: the
    seat, what it saw and what it chose, played once the caller has looked
    (benchmarks/style_agreement.py and defence_agreement.py watch them)."""
    rules = rules or HouseRules()
    factories = [make_factory(spec, None, None, 1) for spec in specs]
    for number in range(hands):
        players = [factory(player_seed(seed, number, seat)) for seat, factory in enumerate(factories)]
        meet_table(players)
        game = Game(rules, len(players), seed=0, deals=[shuffled_deck(rules, len(players), seed, number)])
        hand = game.hand_number
        while game.hand_number == hand and game.phase is not Phase.GAME_OVER:
            for seat in acting_seats(game):
                obs = game.observation(seat)
                action = decide(players[seat], obs)
                yield seat, obs, action
                game.apply(action)


def run_arena(factories: Sequence[PlayerFactory], names: Sequence[str], rules: HouseRules,
              deals: int, seed: int, progress: Callable[[int, int, list[float]], None] | None = None,
              results: ResultsFile | None = None) -> Result:
    """Every deal in this process, one after another."""
    outcomes = results.load() if results is not None else {}
    stopped = False
    for deal in range(deals):
        if deal in outcomes:
            continue
        try:
            outcome = play_duplicate_deal(rules, seed, deal, _players(factories, seed, deal))
        except KeyboardInterrupt:
            stopped = True
            break
        if _keep(outcome, outcomes, deals, progress, results):
            stopped = True
            break
    return _result(names, outcomes, stopped)


def _players(factories: Sequence[PlayerFactory], seed: int, deal: int) -> list[Player]:
    return [factory(player_seed(seed, deal, k)) for k, factory in enumerate(factories)]


def _keep(outcome: DealOutcome, outcomes: dict[int, DealOutcome], deals: int,
          progress: Callable[[int, int, list[float]], None] | None, results: ResultsFile | None) -> bool:
    """A finished deal: written to the results file, counted, shown in the progress bar.  A stop
    (Ctrl+C, SIGTERM) arriving meanwhile waits until all three are done, so the report always
    counts the deals the file holds; returns whether one arrived."""
    with _stops_held() as held:
        if results is not None:
            results.append(outcome)
        outcomes[outcome.deal] = outcome
        if progress is not None:
            progress(len(outcomes), deals, _deltas(outcomes))
    return bool(held)


@contextmanager
def _stops_held() -> Iterator[list[int]]:
    """Ctrl+C and SIGTERM noted, not raised, in the block: the list holds the
    signals that arrived.  Only the main thread may set handlers; elsewhere
    (a test's thread) the block runs as it is."""
    held: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield held
        return
    stops = (signal.SIGINT, signal.SIGTERM)
    previous = [signal.signal(number, lambda signum, frame: held.append(signum)) for number in stops]
    try:
        yield held
    finally:
        for number, handler in zip(stops, previous):
            signal.signal(number, handler)


@dataclass(frozen=True)
class Lineup:
    """The players by name and budget: what a worker process needs to make them."""

    specs: tuple[str, ...]
    think_time: float | None = None
    simulations: int | None = None
    think: float | None = None
    """The first (measured) seat's thinking time (`--think`): it then thinks
    for that time as at the table, without `simulations`, which are the field's."""

    def factories(self, workers: int | None) -> list[PlayerFactory]:
        return [make_factory(spec, self.think, None, workers) if index == 0 and self.think is not None
                else make_factory(spec, self.think_time, self.simulations, workers)
                for index, spec in enumerate(self.specs)]


def _worker_start() -> None:
    # Ctrl+C is the parent's to handle: it stops handing out deals and reports.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _stop_like_ctrl_c(signum: int, frame: object) -> None:
    """SIGTERM (`kill`, a job control's stop) ends a run as Ctrl+C does: the
    deals under way finish and are kept, the pool ends with them and the
    figures of the finished deals are printed.  A run started in the
    background ignores Ctrl+C, and a plain SIGTERM used to leave its pool
    working."""
    raise KeyboardInterrupt


def _play_in_worker(lineup: Lineup, rules: HouseRules, seed: int, deal: int) -> DealOutcome:
    # One deal per process at a time: a searching player thinks in this process.
    return play_duplicate_deal(rules, seed, deal, _players(lineup.factories(1), seed, deal))


def run_parallel(lineup: Lineup, rules: HouseRules, deals: int, seed: int, jobs: int,
                 progress: Callable[[int, int, list[float]], None] | None = None,
                 results: ResultsFile | None = None) -> Result:
    """The deals shared out over `jobs` worker processes; the same figures as
    `run_arena` with the same players, seed and deals."""
    outcomes = results.load() if results is not None else {}
    todo = iter([deal for deal in range(deals) if deal not in outcomes])
    stopped = False
    # 'spawn', as ai/pool.py: safe beside Qt's threads, and what Windows and macOS do anyway.
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=_worker_start) as executor:
        running: set[Future[DealOutcome]] = set()

        def top_up() -> None:
            # Only as many deals as workers are queued, so Ctrl+C has little to cancel.
            for deal in _take(todo, jobs - len(running)):
                running.add(executor.submit(_play_in_worker, lineup, rules, seed, deal))

        top_up()
        try:
            while running:
                finished, _ = wait(running, return_when=FIRST_COMPLETED)
                held = False
                for future in finished:
                    running.discard(future)
                    held = _keep(future.result(), outcomes, deals, progress, results) or held
                if held:
                    raise KeyboardInterrupt  # a stop that arrived while deals were kept
                top_up()
        except KeyboardInterrupt:
            stopped = True
            _finish_running(running, outcomes, deals, progress, results)
            executor.shutdown(wait=False, cancel_futures=True)
    return _result(list(lineup.specs), outcomes, stopped)


def _finish_running(running: set[Future[DealOutcome]], outcomes: dict[int, DealOutcome], deals: int,
                    progress: Callable[[int, int, list[float]], None] | None,
                    results: ResultsFile | None) -> None:
    """At a stop, the deals under way are played out and kept like the others:
    a worker cannot be interrupted mid-deal anyway, and its minutes of work
    were thrown away while the process still waited for it at exit.  A
    second stop gives them up."""
    for future in running:
        future.cancel()  # only those no worker has taken yet
    try:
        for future in as_completed(running):
            if not future.cancelled() and _keep(future.result(), outcomes, deals, progress, results):
                return  # the second stop came while a deal was kept
    except KeyboardInterrupt:
        pass


def _take(items: Iterator[int], count: int) -> list[int]:
    return [item for _, item in zip(range(max(count, 0)), items)]


def _deltas(outcomes: dict[int, DealOutcome]) -> list[float]:
    return [outcomes[deal].delta() for deal in sorted(outcomes)]


def _result(names: Sequence[str], outcomes: dict[int, DealOutcome], stopped: bool) -> Result:
    """The figures of the finished deals, in deal order (whatever order they finished in)."""
    records = [Record(name) for name in names]
    per_deal = []
    for deal in sorted(outcomes):
        for record, part in zip(records, outcomes[deal].positions):
            record.add(part)
        per_deal.append(outcomes[deal].per_player())
    return Result(records, _deltas(outcomes), len(outcomes) * len(names), per_deal, stopped)


def code_fingerprint(specs: Sequence[str]) -> str:
    """A digest of the source the players are made of (the model, the kernel,
    the computer players, and the package of any module:function seat), so a
    run resumed after the players changed is refused instead of mixing two
    versions in one figure.  Time budgets aside, a run is then reproducible."""
    arena = Path(__file__).resolve()
    here = arena.parent
    package = here.parent
    folders = {here, package / "kernel", package / "model"}
    for spec in specs:
        if ":" in spec:
            spec_file = importlib.util.find_spec(spec.partition(":")[0])
            if spec_file is not None and spec_file.origin is not None:
                folders.add(Path(spec_file.origin).resolve().parent)
    digest = hashlib.sha256()
    for folder in sorted(folders):
        for source in sorted(folder.glob("*.py")):
            if source != arena:  # the arena's own report may change freely
                digest.update(source.name.encode() + b"\0" + source.read_bytes())
    return digest.hexdigest()[:16]


def _whole_members(data: bytes) -> tuple[bytes, int]:
    """The text of a gzip stream's whole members, and how many bytes they
    take: a member cut short by a run killed while it wrote ends the stream."""
    text: list[bytes] = []
    whole = 0
    while whole < len(data):
        member = zlib.decompressobj(16 + zlib.MAX_WBITS)
        try:
            chunk = member.decompress(data[whole:])
        except zlib.error:
            break
        if not member.eof:
            break
        text.append(chunk)
        whole = len(data) - len(member.unused_data)
    return b"".join(text), whole


def _read_text(path: Path) -> str:
    """A results file as text, gzip-compressed (`.gz`, as the records are
    kept in benchmarks/records) or not."""
    if path.suffix == ".gz":
        return _whole_members(path.read_bytes())[0].decode("utf-8")
    return path.read_text(encoding="utf-8")


def read_results(path: Path) -> tuple[Any, dict[int, DealOutcome]]:
    """A results file's settings and its finished deals by number."""
    lines = _read_text(path).splitlines()
    try:
        settings = json.loads(lines[0]).get("settings")
    except (ValueError, IndexError, AttributeError):
        raise SystemExit(f"{path} is not an arena results file") from None
    outcomes: dict[int, DealOutcome] = {}
    for number, line in enumerate(lines[1:], start=2):
        try:
            outcome = DealOutcome.from_json(line)
        except (ValueError, KeyError, TypeError):
            # The last line of a run that was killed may be cut short: that deal is played again.
            print(f"{path}:{number}: an unfinished line, ignored", file=sys.stderr)
            continue
        outcomes[outcome.deal] = outcome
    return settings, outcomes


class ResultsFile:
    """Finished deals, one JSON line each after a header line with the run's
    settings; a run given the same file and settings plays only what is missing."""

    def __init__(self, path: Path, settings: dict[str, Any]) -> None:
        self.path = path
        self.settings = json.loads(json.dumps(settings))  # as it reads back (tuples become lists)

    def load(self) -> dict[int, DealOutcome]:
        if not self.path.exists() or self.path.stat().st_size == 0:
            self._write_line(json.dumps({"arena": 1, "settings": self.settings}))
            return {}
        if self.path.suffix == ".gz":  # a member cut short goes, so that new lines follow whole ones
            data = self.path.read_bytes()
            _text, whole = _whole_members(data)
            if whole < len(data):
                with self.path.open("r+b") as out:
                    out.truncate(whole)
        settings, outcomes = read_results(self.path)
        if settings != self.settings:
            raise SystemExit(f"{self.path} holds a run with other settings ({settings}); "
                             "give another file to start a new run")
        return outcomes

    def append(self, outcome: DealOutcome) -> None:
        outcome.round_times()
        self._write_line(outcome.to_json())

    def _write_line(self, line: str) -> None:
        data = (line + "\n").encode("utf-8")
        with self.path.open("ab") as out:
            # A compressed file grows by one gzip member a line: readers see one stream.
            out.write(gzip.compress(data, mtime=0) if self.path.suffix == ".gz" else data)
            out.flush()
            os.fsync(out.fileno())


def play_duplicate_deal(rules: HouseRules, seed: int, deal: int, lineup: Sequence[Player]) -> DealOutcome:
    """One duplicate deal: the line-up plays it once in every rotation."""
    n = len(lineup)
    order = shuffled_deck(rules, n, seed, deal)
    deal_rules = rules if rules.cancellation else \
        rules.with_changes(pass_cycle=(rules.pass_direction(deal, n),))
    positions = [PositionOutcome() for _ in range(n)]
    for rotation in range(n):
        seating = [lineup[(seat + rotation) % n] for seat in range(n)]
        _play_deal(deal_rules, order, seating, positions, rotation)
    return DealOutcome(deal, positions)


def _play_deal(rules: HouseRules, order: Sequence[Card], seating: Sequence[Player],
               positions: list[PositionOutcome], rotation: int) -> None:
    n = len(seating)
    game = Game(rules, n, seed=0, deals=[order])
    times = DecisionTimes()
    meet_table(seating)  # as at a real table, each player sees who sits where
    for player in seating:  # a benchmark's omniscient ceiling alone looks at the deal itself
        see_game = getattr(player, "see_game", None)
        if callable(see_game):
            see_game(game)
    play_one_hand(game, seating, times)
    score = game.history[0]
    for seat in range(n):
        part = positions[(seat + rotation) % n]
        part.points.append(score.deltas[seat])
        part.times.extend(times.per_seat.get(seat, []))
        if score.moon is not None:
            if score.moon.shooter == seat:
                part.shot += 1
            else:
                part.suffered += 1
    for event in game.log:
        if isinstance(event, ev.TrickWon) and event.taker is not None \
                and QUEEN_OF_SPADES in (*event.cards, *event.carried):
            positions[(event.taker + rotation) % n].queens += 1


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
    stopped = "  (stopped early: Ctrl+C or SIGTERM)" if result.stopped else ""
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


def progress_bar(done: int, total: int, deltas: Sequence[float], stream: TextIO | None = None) -> None:
    """The bar redrawn in place on a terminal; into a file or pipe, one line
    per twentieth of the run (a redrawn bar would make one endless line)."""
    out = sys.stderr if stream is None else stream
    width = 30
    filled = width * done // total
    delta, half = mean_ci(deltas)
    text = f"[{'#' * filled}{'.' * (width - filled)}] {done}/{total} deals  Δ {delta:+.2f} ± {half:.2f}"
    if out.isatty():
        out.write(f"\r{text}   " + ("\n" if done == total else ""))
    elif done == total or done % max(1, total // 20) == 0:
        out.write(text + "\n")
    out.flush()


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
                             "hard, expert, ismcts, or module:function (the first one is measured)")
    parser.add_argument("--players", type=int, default=None,
                        help="player count: the first seat against copies of the second")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="V1", help="V1..V5 or a preset name")
    parser.add_argument("--rules", default=None, help="house rules as JSON (HouseRules.to_dict)")
    parser.add_argument("--time", type=float, default=None, help="seconds per search decision")
    parser.add_argument("--think", type=thinking_seconds, default=None, metavar="TIME",
                        help="the first (measured) seat's thinking time by the Expert's names: quick "
                             "(0.3 s), normal (1), deep (3), very-deep (10), or seconds; the others keep "
                             "their own (Hard its 0.09 s) or --time and --sims")
    parser.add_argument("--sims", type=int, default=None, help="sampled worlds per search decision")
    parser.add_argument("--workers", type=int, default=None,
                        help="Expert worker processes (default: both cores)")
    parser.add_argument("--jobs", type=int, default=None,
                        help="deals played at once in worker processes (default: one per core; "
                             "1: all in this process)")
    parser.add_argument("--results", type=Path, default=None,
                        help="keep finished deals in this file and resume from it (FILE.gz: compressed, "
                             "as the records in benchmarks/records are kept)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    previous = signal.signal(signal.SIGTERM, _stop_like_ctrl_c)
    try:
        return _run_command(args)
    finally:
        signal.signal(signal.SIGTERM, previous)


def _run_command(args: argparse.Namespace) -> int:
    specs = [s.strip() for s in args.seats.split(",") if s.strip()]
    if args.players is not None:
        specs = [specs[0]] + [specs[1] if len(specs) > 1 else "rule"] * (args.players - 1)
    rules = parse_rules(args.preset, args.rules)
    rules.check(len(specs))
    jobs = args.jobs if args.jobs is not None else (os.cpu_count() or 1)
    results = None
    lineup = Lineup(tuple(specs), args.time, args.sims, args.think)
    if args.results is not None:
        settings = {"seats": specs, "rules": rules.to_dict(), "seed": args.seed, "time": args.time,
                    "sims": args.sims, "code": code_fingerprint(specs)}
        if args.think is not None:  # named only when given: the records made before it resume as they were
            settings["think"] = args.think
        results = ResultsFile(args.results, settings)
    progress = None if args.quiet else progress_bar
    started = time.time()
    if jobs > 1:
        result = run_parallel(lineup, rules, args.deals, args.seed, jobs, progress, results)
    else:
        result = run_arena(lineup.factories(args.workers), specs, rules, args.deals, args.seed, progress,
                           results)
    header = (f"arena: {','.join(specs)}  preset/rules: {args.rules or args.preset}  seed {args.seed}  "
              f"time {args.time}  sims {args.sims}  "
              + (f"think {args.think} (the first seat)  " if args.think is not None else "")
              + (f"jobs {jobs} (one process per search)" if jobs > 1 else f"workers {args.workers}"))
    print(report(result, header))
    print(f"wall time {time.time() - started:.0f} s")
    return 0


if __name__ == "__main__":
    from hearts_desktop.ai.pool import ensure_freeze_support

    ensure_freeze_support()
    raise SystemExit(main())
