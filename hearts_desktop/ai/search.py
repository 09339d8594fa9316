"""Hard and Expert: flat Monte Carlo search over sampled deals.

For each decision the player lists candidate actions (distinct legal cards,
merging cards that are equivalent because nothing unseen lies between them;
or a few promising passes), then evaluates every candidate on the same
sampled worlds (`worlds`).  Candidates are compared on paired differences
and clearly worse ones are dropped between rounds (successive elimination),
so the time goes to the close calls.  The search is anytime: it stops at its
`think_time`, at its `simulations` budget, or as soon as `stop` is set, and
then answers with the best candidate so far.  With only a simulation budget
it is deterministic for a given seed, whatever the number of workers.

The rollouts play the other seats by what is known of them (`meet_table`):
a program's seat as that program plays, a person as the search plays.
An option on trial (`uct_iterations`, off) searches each world of a play
with a small UCT tree of its own instead of one rollout per candidate
(`kernel.uct_candidates`); the worlds are still common to every candidate
and compared as above.  Another (`tree_rounds`, off) replaces the flat
search of a play by information-set MCTS (`worlds.run_tree`): one tree
over what the seat knows, each round in a freshly sampled world, one tree
per worker with their root counts added.
"""

from __future__ import annotations

import math
import statistics
import threading
import time
from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Protocol, TypeVar, runtime_checkable

from hearts_desktop.ai import worlds
from hearts_desktop.ai.knowledge import moon_choice
from hearts_desktop.ai.pool import get_pool
from hearts_desktop.ai.rule import RulePlayer, rule_pass
from hearts_desktop.ai.strong import StrongPlayer
from hearts_desktop.kernel import playouts as kernel
from hearts_desktop.model.cards import QUEEN_OF_SPADES, Card, Rank, Suit
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import HeartValues, MoonChoice
from hearts_desktop.model.scoring import card_points
from hearts_desktop.model.state import Phase

Candidate = tuple[Card, ...]
Result = TypeVar("Result")
MIN_WORLDS_TO_PRUNE = 12
PRUNE_Z = 3.0
MIN_WORLDS_TO_TIE = 200
TIE_MARGIN = 0.05
"""From MIN_WORLDS_TO_TIE common worlds on, a candidate is dropped as soon
as it is surely (PRUNE_Z standard errors) no better than the leader by
more than TIE_MARGIN points: more worlds could only pick between cards that
play alike.  Before that, only clearly worse candidates go (PRUNE_Z
standard errors and 0.05 points): early paired differences are mostly
exact zeros, whose spread is no guide yet.  This one rule replaced a tie
test at 2 standard errors that left a dead zone between the two (a
candidate 0.05-0.15 points behind was neither worse nor a tie, and its
decision used the whole second): on 80 positions at 0.9 s, the mean
decision went from 102 ms to 30 ms and the p95 from 915 to 234 ms, with
the same card chosen in all 80."""
POLL_SECONDS = 0.01
MOON_WATCH_CARDS = 4
"""Point cards taken by one seat alone from which a decision counts as a
moon threat (`decision_stakes`; the calm rollouts' sign of a moon too)."""
STAKES = ("pass", "queen", "moon", "endgame", "quiet")
"""What a decision may turn on, most pressing first (`decision_stakes`)."""


class SearchPlayer:
    """Flat determinized search with common worlds and elimination."""

    def __init__(self, name: str = "Search", seed: int = 0, think_time: float | None = 1.0,
                 simulations: int | None = None, workers: int = 1, eps: float = 0.05,
                 round_worlds: int = 8, inference: bool = False,
                 endgame_tricks: int = worlds.ENDGAME_TRICKS, pass_pool: int = 3,
                 model_opponents: bool = True, rollout_style: int = kernel.ROLLOUT_PLAIN,
                 play_inference: int = 0, uct_iterations: int = 0, tree_rounds: int = 0) -> None:
        if think_time is None and simulations is None:
            raise ValueError("a search needs a time or a simulation budget")
        self.name = name
        self.seed = seed
        self.think_time = think_time
        self.simulations = simulations
        self.workers = workers
        self.eps = eps
        self.round_worlds = round_worlds
        self.inference = inference
        """Worlds weighed by the other seats' discards (sampling.sample_weighted)."""
        self.endgame_tricks = endgame_tricks
        """Tricks left from which every world is solved exactly (worlds.solve)."""
        self.pass_pool = pass_pool
        """How many cards beyond the pass size the pass candidates draw on."""
        self.model_opponents = model_opponents
        """Whether `meet_table` may tell the rollouts who the others are."""
        self.rollout_style = rollout_style
        """How the rollouts play our seat and the seats modelled as us (worlds.Task.rollout_style)."""
        self.switch_style: int | None = None
        """A second style for our own seat's rollouts (policy switching): each
        candidate is played out both ways on the same worlds and valued by the
        better of its two means, as we may still choose either way of playing
        on (e.g. `kernel.ROLLOUT_SHARP_MOON`: the moon tried where it pays)."""
        self.switch_margin = 0.0
        """Points a hand that the second style's rollouts must beat ours by
        before their value counts: a margin for what they see too rosily
        (a moon that the table would stop)."""
        self.opponent_style: int | None = None
        """The style the rollouts play the people and the searches like us at the table in
        (`meet_table`), if not `rollout_style`."""
        self.search_styles: dict[int, int] = {}
        """The style the rollouts play a search of another rollout style in,
        by that search's own style, where not that style itself
        (`model_for`): e.g. Hard's plain rollouts seen with the moon defence
        (`kernel.ROLLOUT_DEFEND`) that its search plays and its rollouts lack."""
        self.read_programs = False
        """Whether the worlds keep to what a known program's plays say it
        does not hold (worlds.Task.read_programs; `meet_table` tells who
        plays which program)."""
        self.play_inference = play_inference
        """Deals each world is picked from by the plays so far (worlds.Task.play_inference)."""
        self.uct_iterations = uct_iterations
        """Rounds of UCT in each world of a play (worlds.Task.uct_iterations; 0: one rollout)."""
        self.uct_explore = worlds.UCT_EXPLORE
        """UCT's weight of doubt (worlds.Task.uct_explore)."""
        self.tree_rounds = tree_rounds
        """Rounds of information-set MCTS per play, over all workers (`worlds.run_tree`);
        0: the flat search.  Passes and the exact endgame are always flat."""
        self.tree_explore = worlds.TREE_EXPLORE
        """Information-set MCTS's weight of doubt (worlds.Task.tree_explore)."""
        self.prune_z = PRUNE_Z
        """Standard errors by which a candidate must trail to be dropped (`_prune`);
        infinite: none is ever dropped (the review weighs every choice on every world)."""
        self.tie_worlds = MIN_WORLDS_TO_TIE
        """Common worlds from which near-ties are dropped too (`_prune`)."""
        self.tie_margin = TIE_MARGIN
        """Points within which a candidate counts as the leader's tie (`_prune`)."""
        self.stakes_margins: dict[str, float] = {}
        """Points within which a candidate counts as the leader's tie, by what
        the decision turns on (`decision_stakes`), where not `tie_margin`: a
        smaller margin searches on longer (on trial, issue #47)."""
        self.seen_hands: Callable[[Observation], tuple[int, ...]] | None = None
        """Benchmarks only, never at a table: every seat's true hand at a
        decision (worlds.Task.seen_hands), for the omniscient search whose
        score is a field's ceiling (benchmarks.expert_variants:omniscient)."""
        self.background = False
        """Think on the background pool (pool.get_pool), whose workers give
        way to an Expert at the table: the review of a finished game."""
        self.points_only = False
        """Value candidates in points alone, without the win near the end (the review)."""
        self.policy_ties = False
        """Whether a near-tie in play goes to the card our rollouts would play
        there (`worlds.policy_card`), not to the lowest card: where the
        rollouts see no difference (a high heart thrown now or later), the
        rollout policy's rule of thumb decides."""
        self.seat_models: tuple[int, ...] = ()
        """How the rollouts play each seat (worlds.Task.seat_models; `meet_table`)."""
        self.last_worlds = 0
        """Worlds evaluated for the last decision (for the arena and tests)."""
        self.last_values: dict[Candidate, float] = {}
        """Mean utility of each candidate at the last decision (for hints)."""
        self.last_samples: dict[Candidate, list[float]] = {}
        """Every candidate's utility per world, in world order, pruned ones
        included (a candidate dropped early has fewer): the play checker
        compares two candidates on the worlds both saw."""

    # -- the Player protocol -------------------------------------------------

    def choose_play(self, obs: Observation, stop: threading.Event | None = None) -> Card:
        candidates = play_candidates(obs)
        if len(candidates) == 1:
            self.last_values = {(candidates[0],): 0.0}
            return candidates[0]
        if self.tree_rounds:
            found = self.tree_search(obs, candidates, stop)
            if found is not None:
                return found
        prior = None
        if self.policy_ties:
            card = worlds.policy_card(obs, self.rollout_style)
            if card is not None:
                prior = candidates.index(candidate_for(card, candidates))
        return self.search(obs, [(card,) for card in candidates], stop, prior)[0]

    def choose_pass(self, obs: Observation, stop: threading.Event | None = None) -> tuple[Card, ...]:
        return self.search(obs, pass_candidates(obs, self.pass_pool), stop)

    def choose_moon(self, obs: Observation, stop: threading.Event | None = None) -> MoonChoice:
        return moon_choice(obs)

    # -- the search ------------------------------------------------------------

    def search(self, obs: Observation, candidates: Sequence[Candidate],
               stop: threading.Event | None = None, prior: int | None = None) -> Candidate:
        """The candidate with the best mean utility over the worlds evaluated;
        `prior` (an index into `candidates`) wins the near-ties (`_prune`)."""
        seed = decision_seed(self.seed, obs)
        started = time.time()
        deadline = None if self.think_time is None else started + self.think_time
        tie_margin = self.tie_margin
        if self.stakes_margins:
            tie_margin = self.stakes_margins.get(decision_stakes(obs, self.endgame_tricks), tie_margin)
        # The arms: each candidate with each style our rollouts may play on in.
        styles = [self.rollout_style]
        if self.switch_style is not None and self.switch_style != self.rollout_style:
            styles.append(self.switch_style)
        arms = [(candidate, style) for style in styles for candidate in range(len(candidates))]
        # A second style's arm must beat the first's by the margin to be chosen.
        margins = [0.0 if style == self.rollout_style else self.switch_margin for _, style in arms]
        alive = list(range(len(arms)))
        values: list[list[float]] = [[] for _ in arms]
        next_world = 0
        evaluated = 0
        while len({arms[i][0] for i in alive}) > 1 and not _over(deadline, stop, evaluated, self.simulations):
            count = self._round_size(evaluated, started, deadline)
            arm_styles = tuple(arms[i][1] for i in alive) if len(styles) > 1 else ()
            tasks = self._tasks(obs, [candidates[arms[i][0]] for i in alive], seed, next_world, count,
                                deadline, arm_styles)
            next_world += count
            rows = self._run(tasks, stop)
            for row in rows:
                for column, index in enumerate(alive):
                    values[index].append(row[column] - margins[index])
            evaluated += len(rows)
            if math.isfinite(self.prune_z):  # infinite: every arm on every world (the review)
                alive = _prune(alive, values, self.prune_z, self.tie_worlds, tie_margin, prior)
        self.last_worlds = evaluated
        means = {i: statistics.fmean(values[i]) if values[i] else 0.0 for i in alive}
        best_arm: dict[int, int] = {}  # per candidate, its best arm
        for i in sorted(range(len(arms)), key=lambda i: (means.get(i, -math.inf), -i)):
            best_arm[arms[i][0]] = i
        self.last_values = {candidates[arms[i][0]]: means[i] for i in best_arm.values() if i in means}
        self.last_samples = {candidates[c]: values[i] for c, i in best_arm.items()}
        best = max(alive, key=lambda i: (means[i], -i))
        if prior in alive and means[best] - means[prior] <= tie_margin:
            best = prior  # out of time among near-ties
        return candidates[arms[best][0]]

    def tree_search(self, obs: Observation, candidates: Sequence[Card],
                    stop: threading.Event | None = None) -> Card | None:
        """The most visited candidate of information-set MCTS, one tree per
        worker (their root counts added), or None where the kernel cannot
        search the play.  With only a round budget it is deterministic."""
        seed = decision_seed(self.seed, obs)
        deadline = None if self.think_time is None else time.time() + self.think_time
        parts = max(1, self.workers)
        tasks = [worlds.Task(obs, tuple((card,) for card in candidates), seed, part,
                             self.tree_rounds // parts + (1 if part < self.tree_rounds % parts else 0),
                             deadline, self.eps, self.inference, self.endgame_tricks, self.seat_models,
                             self.rollout_style, tree_explore=self.tree_explore)
                 for part in range(parts)]
        found = [result for result in self._map(worlds.run_tree, tasks, stop) or [] if result is not None]
        if not found:
            return None
        visits = [sum(result[2 * i] for result in found) for i in range(len(candidates))]
        sums = [sum(result[2 * i] * result[2 * i + 1] for result in found) for i in range(len(candidates))]
        self.last_worlds = int(sum(visits))
        self.last_values = {(card,): sums[i] / visits[i] for i, card in enumerate(candidates) if visits[i]}
        self.last_samples = {}
        best = max(range(len(candidates)),
                   key=lambda i: (visits[i], sums[i] / visits[i] if visits[i] else 0.0, -i))
        return candidates[best]

    def _round_size(self, evaluated: int, started: float, deadline: float | None) -> int:
        size = self.round_worlds * self.workers
        if self.simulations is not None:
            size = min(size * (1 + evaluated // (4 * size)), self.simulations - evaluated)
        elif deadline is not None and evaluated:
            # Double the worlds seen so far, at most a third of what the time
            # left allows: a clear decision ends after about twice the worlds
            # it needed (a round of a third of the time spent 80 ms on
            # decisions the first 50 worlds had settled).
            per_world = (time.time() - started) / evaluated
            left = max(deadline - time.time(), 0.0)
            size = max(size, min(evaluated, int(left / per_world / 3) * self.workers))
        return max(size, 1)

    def _tasks(self, obs: Observation, candidates: list[Candidate], seed: str, first: int, count: int,
               deadline: float | None, arm_styles: tuple[int, ...] = ()) -> list[worlds.Task]:
        """Split `count` worlds into one task per worker."""
        parts = min(self.workers, count)
        seen = self.seen_hands(obs) if self.seen_hands else ()
        tasks, start = [], first
        for part in range(parts):
            size = count // parts + (1 if part < count % parts else 0)
            tasks.append(worlds.Task(obs, tuple(candidates), seed, start, size, deadline, self.eps,
                                     self.inference, self.endgame_tricks, self.seat_models,
                                     self.rollout_style, self.play_inference, self.uct_iterations,
                                     self.uct_explore, points_only=self.points_only, arm_styles=arm_styles,
                                     read_programs=self.read_programs,
                                     seen_hands=seen))
            start += size
        return tasks

    def _run(self, tasks: list[worlds.Task], stop: threading.Event | None) -> list[list[float]]:
        return [row for rows in self._map(worlds.run, tasks, stop) or [] for row in rows]

    def _map(self, work: Callable[..., Result], tasks: list[worlds.Task],
             stop: threading.Event | None) -> list[Result] | None:
        """`work(task, stop)` for each task: here for one worker or one task,
        else on the worker pool; None if `stop` is set first (the workers
        finish their short round on their own)."""
        if self.workers <= 1 or len(tasks) == 1:
            return [work(task, stop) for task in tasks]
        pending = get_pool(self.workers, self.background).map_async(work, tasks)
        while not pending.ready():
            pending.wait(POLL_SECONDS)
            if stop is not None and stop.is_set():
                return None
        return pending.get()


@runtime_checkable
class RolloutSearch(Protocol):
    """A search program that says which of the kernel's rollout styles its
    rollouts play: every SearchPlayer, and a program kept outside the app
    that declares it (the Expert of 2026-12-03 under benchmarks/, whose
    rollouts are the kernel's plain policy)."""

    rollout_style: int


def model_for(player: object, observer: SearchPlayer) -> int:
    """`observer`'s rollouts' model of a seat played by `player` (None: a
    person): the Casual player as itself, Strong by its follow (it defends
    against a moon), a search whose rollouts play another style as that style
    plays or as the observer's `search_styles` sees it (the Expert sees Hard's
    plain rollouts calm, ai.EXPERT_SEARCH_STYLES), everyone else (people,
    searches like the observer, programs it does not know) in the observer's
    `opponent_style` (the Expert's: ai.EXPERT_OPPONENT_STYLE), or as its own
    rollouts play where it has none."""
    if isinstance(player, RulePlayer):
        return kernel.MODEL_CASUAL
    if isinstance(player, StrongPlayer):
        return kernel.MODEL_CLUB_FOLLOW
    if isinstance(player, RolloutSearch) and player.rollout_style != observer.rollout_style:
        return kernel.MODEL_STYLED + observer.search_styles.get(player.rollout_style, player.rollout_style)
    if observer.opponent_style is not None and observer.opponent_style != observer.rollout_style:
        return kernel.MODEL_STYLED + observer.opponent_style
    return kernel.MODEL_AS_US


def meet_table(players: Sequence[object]) -> None:
    """Tell every search player at a table (its players by seat, None for a
    person) how the others play, as anyone at the table can see which
    program sits where: a search that models a known program's play finds
    what that program lets through (the moons Casual never defends)."""
    for observer in players:
        if isinstance(observer, SearchPlayer):
            sit_down(observer, players)


def sit_down(observer: SearchPlayer, players: Sequence[object]) -> None:
    """Tell `observer` alone how the others at a table of `players` play
    (`meet_table` for one seat): an Expert that joins a table to advise or
    to review leaves the table's own players as they are."""
    if observer.model_opponents:
        observer.seat_models = tuple(model_for(player, observer) for player in players)


def decision_stakes(obs: Observation, endgame_tricks: int = worlds.ENDGAME_TRICKS) -> str:
    """What a decision turns on, the first of `STAKES` that holds: the pass;
    the Q♠ (not yet played, and held, or led to, or guarded by the A♠ or K♠
    we hold); a moon (one seat alone has taken MOON_WATCH_CARDS point cards);
    the last tricks searched before every world is solved exactly; else
    quiet (an early trick with no point card at risk)."""
    if obs.phase is Phase.PASSING:
        return "pass"
    if QUEEN_OF_SPADES not in obs.played_cards():
        led_spade = bool(obs.current_trick) and obs.current_trick[0][1].suit is Suit.SPADES
        high_spades = any(card.suit is Suit.SPADES and card.rank >= Rank.KING for card in obs.hand)
        if QUEEN_OF_SPADES in obs.hand or led_spade or high_spades:
            return "queen"
    scorers = [count for count in (sum(card_points(card, obs.rules) > 0 for card in cards)
                                   for cards in obs.taken) if count]
    if len(scorers) == 1 and scorers[0] >= MOON_WATCH_CARDS:
        return "moon"
    tricks_left = obs.tricks_per_hand - obs.trick_number
    if tricks_left <= endgame_tricks + 2:
        return "endgame"
    return "quiet"


def _over(deadline: float | None, stop: threading.Event | None, evaluated: int,
          simulations: int | None) -> bool:
    if stop is not None and stop.is_set():
        return True
    if simulations is not None and evaluated >= simulations:
        return True
    return deadline is not None and time.time() >= deadline


def _prune(alive: list[int], values: list[list[float]], z: float = PRUNE_Z,
           tie_worlds: int = MIN_WORLDS_TO_TIE, tie_margin: float = TIE_MARGIN,
           prior: int | None = None) -> list[int]:
    """Drop candidates clearly worse than the leader on the common worlds
    (by `z` standard errors), and, from `tie_worlds` worlds on, those surely
    no better than it by more than `tie_margin` points (ties).  A `prior`
    not clearly worse than the leader takes its place in the tie test, so
    the leader goes if it is the prior's tie."""
    worlds = len(values[alive[0]])
    if worlds < MIN_WORLDS_TO_PRUNE:
        return alive
    leader = max(alive, key=lambda i: sum(values[i]))
    if prior is not None and prior != leader and prior in alive and worlds >= tie_worlds:
        mean, spread = _mean_and_error([a - b for a, b in zip(values[leader], values[prior])])
        if mean <= z * spread + 0.05:
            leader = prior
    kept = []
    for index in alive:
        mean, spread = _mean_and_error([a - b for a, b in zip(values[leader], values[index])])
        margin = tie_margin if worlds >= tie_worlds else -0.05
        if index == leader or mean <= z * spread - margin:
            kept.append(index)
    return kept


def _mean_and_error(values: list[float]) -> tuple[float, float]:
    """The mean and its standard error, in floats (statistics.variance works
    in exact fractions: a tenth of a decision's time went there)."""
    count = len(values)
    mean = math.fsum(values) / count
    squares = math.fsum((value - mean) ** 2 for value in values)
    return mean, math.sqrt(squares / (count - 1) / count)


def decision_seed(seed: int, obs: Observation) -> str:
    """The same for every observation that looks the same to this seat."""
    played = len(obs.played_cards())
    return f"{seed}:{obs.hand_number}:{obs.seat}:{obs.phase.value}:{played}:{obs.totals}"


# -- candidates ----------------------------------------------------------------


def play_candidates(obs: Observation) -> list[Card]:
    """Distinct legal cards, one per run of equivalent cards: same suit, same
    points, and no card between them still to be played or on the table (so
    either plays the same: with the 5♣ led, the 4♣ loses and the 6♣ wins)."""
    legal = sorted(set(obs.legal))
    if obs.rules.cancellation:
        return legal
    between = {card.index for card in obs.unseen_cards()} | {card.index for _, card in obs.current_trick}
    kept: list[Card] = []
    for card in legal:
        previous = kept[-1] if kept else None
        if (previous is not None and previous.suit is card.suit
                and card_points(previous, obs.rules) == card_points(card, obs.rules)
                and not any(i in between for i in range(previous.index + 1, card.index))):
            continue
        kept.append(card)
    return kept


def candidate_for(card: Card, candidates: Sequence[Card]) -> Card:
    """The candidate of `play_candidates` that stands for the legal `card`:
    the highest of its suit not above it (a run keeps its lowest card)."""
    return max(c for c in candidates if c.suit is card.suit and c.index <= card.index)


def pass_danger(card: Card, hand: Sequence[Card], obs: Observation) -> float:
    """How much we want to get rid of `card` (for choosing pass candidates)."""
    suit_len = sum(1 for c in hand if c.suit is card.suit)
    low_spades = sum(1 for c in hand if c.suit is Suit.SPADES and c.rank < Rank.QUEEN)
    score = float(card.rank)
    if card.suit is Suit.SPADES:
        if card.rank >= Rank.QUEEN:
            score += 20 if low_spades < 4 else -6
        else:
            score -= 6
    elif card.suit is Suit.HEARTS:
        score += 2 + (card.rank / 2 if obs.rules.heart_values is HeartValues.FACE_VALUE else 0)
    else:
        score += max(0, 4 - suit_len) * 2
    return score + max(card_points(card, obs.rules), 0) / 2


def pass_candidates(obs: Observation, pool_size: int = 3) -> list[Candidate]:
    """A handful of sensible passes: combinations of the most dangerous cards,
    and the Rule player's pass."""
    count = obs.rules.cards_passed
    ranked = sorted(obs.hand, key=lambda c: (-pass_danger(c, obs.hand, obs), c.index))
    top = ranked[: min(len(ranked), count + pool_size)]
    found: list[Candidate] = []
    for combo in [rule_pass(obs.hand, count), *combinations(top, count)]:
        key = tuple(sorted(combo))
        if key not in found:
            found.append(key)
    return found
