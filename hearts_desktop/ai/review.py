"""The Expert's review of a player's decisions (issue #46), and the play
checker's quick look at one card (issue #7).

Every pass and play is judged from the seat's observation alone: what it
knew then.  (A moon's settlement is not: either choice costs the same points
against the table; it only decides who nears the target first.)  The Expert
evaluates *every* choice (each legal card, or its own passes plus the one
made) on the same sampled worlds, without dropping any
along the way, so each gets an expected value with its standard error and
each difference is measured on common worlds.  Values are in points for the
hand against the table: the seat's points minus the others' average (lower
is better; a moon counts as it is settled), without the win near a game's
end, which the Expert also plays for.

The points lost are the chosen action's mean difference to the best, and
count only when they are clearly more than noise (`Z` paired standard
errors).  The verdict follows the thresholds below, as chess programs grade
a move, and the reason given is the hint's reason for the better choice.

Beside it, labelled as hindsight, the same choices valued on the real deal,
with every hand known: solved exactly when few tricks are left, else
estimated by rollouts on that one deal.  It tells a loss to bad luck from a
loss to a bad play, and it is the only part that reads other seats' cards.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum

from hearts_desktop.ai import worlds
from hearts_desktop.ai.base import EXPERT_PASS_POOL, THINKING_SECONDS, ThinkingTime
from hearts_desktop.ai.hint import explain
from hearts_desktop.ai.pool import default_workers
from hearts_desktop.ai.search import SearchPlayer, candidate_for, pass_candidates, play_candidates, sit_down
from hearts_desktop.model.actions import Action, MoonAction, PassAction, PlayAction
from hearts_desktop.model.cards import Card, Seat
from hearts_desktop.model.game import Game
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.state import Phase

Choice = tuple[Card, ...]
"""A card played (one card) or the cards passed."""

PLAY_WORLDS = 4000
"""Worlds per play at the default depth (about 0.1 s each on two cores)."""
PASS_WORLDS = 1500
"""Worlds per pass at the default depth (more choices, each dearer)."""
Z = 2.0
"""Paired standard errors a loss must exceed to count."""
INACCURACY, MISTAKE, BLUNDER = 1.5, 4.0, 8.0
"""Points lost (against the table) from which a decision is an inaccuracy,
a mistake, a blunder; below the first it is good."""
MIN_WORLDS = 300
"""The fewest worlds a choice is weighed on, however short the thinking time."""
LEVELS = "levels"
"""The record's metadata naming each computer seat's level (`table_of`)."""
HINDSIGHT_EXACT_TRICKS = 3
"""Tricks left from which the hindsight is solved exactly."""
HINDSIGHT_ROLLOUTS = 64
"""Rollouts on the real deal per choice, where it is not solved."""


class Verdict(Enum):
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"

    @staticmethod
    def of(loss: float) -> Verdict:
        if loss >= BLUNDER:
            return Verdict.BLUNDER
        if loss >= MISTAKE:
            return Verdict.MISTAKE
        if loss >= INACCURACY:
            return Verdict.INACCURACY
        return Verdict.GOOD


@dataclass(frozen=True, slots=True)
class Valued:
    """One choice and its expected points against the table (lower is better)."""

    choice: Choice
    points: float
    error: float
    """The standard error of `points`."""


@dataclass(frozen=True, slots=True)
class Hindsight:
    """The choices valued on the real deal, every hand known."""

    best: Choice
    values: tuple[Valued, ...]
    """Best first (`error` 0 when exact)."""
    exact: bool
    """Solved to the end of the hand; else estimated by rollouts on that deal."""

    def points_of(self, choice: Choice) -> float:
        return next(valued.points for valued in self.values if valued.choice == choice)


@dataclass(frozen=True, slots=True)
class Judgement:
    """What the Expert thinks of one decision, from what the seat knew."""

    chosen: Choice
    best: Choice
    values: tuple[Valued, ...]
    """Every choice the Expert weighed, best first; the chosen one among them."""
    loss: float
    """Points lost against the best, counted only when beyond the noise (else 0)."""
    measured: float
    """The mean difference itself, noise or not."""
    verdict: Verdict
    code: str
    """The hint's reason code for the best choice (`hint.REASONS`)."""
    cards: tuple[Card, ...]
    worlds: int

    def points_of(self, choice: Choice) -> float:
        return next(valued.points for valued in self.values if valued.choice == choice)


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of the reviewed seat in a game."""

    index: int
    """The action's place in the game's record (to jump to it)."""
    hand: int
    trick: int | None
    """0-based; None for the pass and the moon's settlement."""
    seat: Seat
    legal: tuple[Card, ...]
    """The legal cards of a play (each stands for the choice in `values` it plays like)."""
    judgement: Judgement
    hindsight: Hindsight | None


def _mean_error(values: Sequence[float]) -> tuple[float, float]:
    count = len(values)
    mean = math.fsum(values) / count
    if count < 2:
        return mean, math.inf
    return mean, math.sqrt(math.fsum((value - mean) ** 2 for value in values) / (count - 1) / count)


def worlds_for(normal: int, seconds: float | None) -> int:
    """Worlds in proportion to the Expert's thinking time, `normal` at the
    normal time (or None), never below MIN_WORLDS."""
    scale = 1.0 if seconds is None else seconds / THINKING_SECONDS[ThinkingTime.NORMAL]
    return max(MIN_WORLDS, round(normal * scale))


class Reviewer:
    """The Expert, set to weigh every choice on the same worlds (no choice is
    dropped early), in points, at a fixed depth: the same position gives the
    same review.  `workers` processes share the worlds (default: every core)."""

    def __init__(self, play_worlds: int = PLAY_WORLDS, pass_worlds: int = PASS_WORLDS,
                 workers: int | None = None, seed: int = 0, background: bool = False) -> None:
        self.play_worlds, self.pass_worlds = play_worlds, pass_worlds
        self.workers = default_workers() if workers is None else workers
        self.seed = seed
        self.background = background
        """Think on the background pool (SearchPlayer.background): nobody
        waits for this review, and an Expert at the table comes first."""

    @classmethod
    def thinking(cls, seconds: float | None, workers: int | None = None, seed: int = 0) -> Reviewer:
        """The review at the depth of the Expert's thinking time (issue #47):
        the default depth for normal (1 s), in proportion for the others
        (quick: 1,200 worlds a play; very deep: 40,000), never below
        MIN_WORLDS.  None: the default depth."""
        return cls(worlds_for(PLAY_WORLDS, seconds), worlds_for(PASS_WORLDS, seconds), workers, seed)

    def _player(self, obs: Observation, table: Sequence[object | None] | None = None) -> SearchPlayer:
        from hearts_desktop.ai import Level, create_player

        worlds_ = self.pass_worlds if obs.phase is Phase.PASSING else self.play_worlds
        player = create_player(Level.EXPERT, self.seed, simulations=worlds_, workers=self.workers)
        assert isinstance(player, SearchPlayer)
        player.think_time = None
        player.prune_z = math.inf  # every choice on every world
        player.tie_worlds = 1 << 62
        player.points_only = True
        player.background = self.background
        # The others as the table's Expert sees them: its computer players
        # by their programs (`table`, by seat), people and programs it does
        # not know (an earlier version's record keeps no levels) as it sees people.
        sit_down(player, [player if seat == obs.seat else table[seat] if table else None
                          for seat in range(obs.players)])
        return player

    def judge(self, obs: Observation, action: Action, stop: threading.Event | None = None,
              table: Sequence[object | None] | None = None) -> Judgement:
        """The Expert's judgement of `action`, taken from `obs`, at a table
        of `table`'s players by seat (None: a person; no table: unknown)."""
        if isinstance(action, MoonAction):
            raise ValueError("a moon's settlement is not reviewed: either costs the same against the table")
        chosen: Choice = action.cards if isinstance(action, PassAction) else (action.card,)
        candidates: list[Choice]
        if isinstance(action, PlayAction):
            candidates = [(card,) for card in play_candidates(obs)]
            chosen = (candidate_for(action.card, [card for (card,) in candidates]),)
        else:
            candidates = list(pass_candidates(obs, EXPERT_PASS_POOL))
            chosen = tuple(sorted(chosen))
            if chosen not in candidates:
                candidates.append(chosen)
        if len(candidates) == 1:
            only = Valued(candidates[0], 0.0, 0.0)
            return Judgement(chosen, chosen, (only,), 0.0, 0.0, Verdict.GOOD, *explain(obs, action), 0)
        player = self._player(obs, table)
        player.search(obs, candidates, stop)
        samples = player.last_samples
        count = min(len(samples[candidate]) for candidate in candidates)
        if count == 0:
            # Stopped before a single world (Cancel, the app closing): nothing
            # measured, no loss; the caller, told to stop, keeps no such verdict.
            unmeasured = tuple(Valued(candidate, 0.0, math.inf) for candidate in candidates)
            return Judgement(chosen, chosen, unmeasured, 0.0, 0.0, Verdict.GOOD, *explain(obs, action), 0)
        utilities = {candidate: samples[candidate][:count] for candidate in candidates}
        valued = []
        for candidate in candidates:
            mean, error = _mean_error(utilities[candidate])
            valued.append(Valued(candidate, -mean, error))
        valued.sort(key=lambda item: (item.points, candidates.index(item.choice)))
        best = valued[0].choice
        differences = [b - c for b, c in zip(utilities[best], utilities[chosen])]
        measured, error = _mean_error(differences) if differences else (0.0, 0.0)
        loss = measured if measured > Z * error else 0.0
        best_action: Action = PassAction(obs.seat, best) if obs.phase is Phase.PASSING \
            else PlayAction(obs.seat, best[0])
        code, cards = explain(obs, best_action)
        return Judgement(chosen, best, tuple(valued), loss, measured, Verdict.of(loss), code, cards, count)


def hindsight(obs: Observation, hands: Sequence[Sequence[Card]], widow: Sequence[Card],
              judgement: Judgement, others_passes: dict[Seat, tuple[Card, ...]] | None = None,
              seed: int = 0) -> Hindsight | None:
    """The choices of `judgement` valued on the real deal (`hands` of every
    seat now, `widow` still face down; for a pass, what the others passed)."""
    choices = [valued.choice for valued in judgement.values]
    if len(choices) < 2 or obs.phase is Phase.MOON_CHOICE:
        return None
    task = worlds.Task(obs, tuple(choices), f"hindsight:{seed}", 0, 1, None,
                       endgame_tricks=HINDSIGHT_EXACT_TRICKS, points_only=True)
    decision = worlds.decision_for(task)
    deal = [list(hands[seat]) for seat in range(obs.players)] + [list(widow)]
    exact = False
    if obs.phase is Phase.PASSING:
        rows = [worlds.pass_utilities(task, decision, deal, seed * 7919 + round_, others_passes)
                for round_ in range(HINDSIGHT_ROLLOUTS)]
    else:
        world = worlds.world_from_deal(obs, decision, deal)
        exact = decision.fr.tricks - world.trick_no <= HINDSIGHT_EXACT_TRICKS
        rounds = 1 if exact else HINDSIGHT_ROLLOUTS
        rows = [worlds.candidate_utilities(task, decision, world, seed * 7919 + round_)
                for round_ in range(rounds)]
    valued = []
    for column, choice in enumerate(choices):
        mean, error = _mean_error([row[column] for row in rows])
        valued.append(Valued(choice, -mean, 0.0 if exact else error))
    valued.sort(key=lambda item: (item.points, choices.index(item.choice)))
    return Hindsight(valued[0].choice, tuple(valued), exact)


Progress = Callable[[int, int], None]
"""Called with (decisions reviewed, decisions in all)."""


def table_of(record: GameRecord) -> list[object | None] | None:
    """The computer players `record` was played against, by seat (None for
    a person), made again from the levels its metadata keeps (`LEVELS`), so
    that a review sees the table as its Expert saw it (a network table's: the
    seats the host's computer played all game); None for a record that keeps
    no levels (an earlier version's, or one from a host that did not say them)."""
    from hearts_desktop.ai import Level, create_player

    levels = record.metadata.get(LEVELS)
    if not isinstance(levels, dict):
        return None
    table: list[object | None] = []
    for seat in range(record.players):
        try:
            level = Level(levels.get(str(seat)))
        except ValueError:  # a person's seat, or a level this version does not know
            table.append(None)
            continue
        table.append(create_player(level, seed=seat, workers=1))
    return table


def lost_in(decisions: Sequence[Decision]) -> float:
    """Points lost to mistakes in `decisions`: inaccuracies and worse."""
    return math.fsum(decision.judgement.loss for decision in decisions
                     if decision.judgement.verdict is not Verdict.GOOD)


EXPERT_PLAYED = "expert_played"
"""The record's metadata key: indices of the actions the Expert took for a
person's seat while the person watched."""
COMPUTER_PLAYED = "computer_played"
"""The record's metadata key: indices of the actions a network table's
computer player took at a seat while no person held it (before its player
sat down, or after a drop)."""


def marked_actions(record: GameRecord, key: str) -> set[int]:
    """The indices of `record`'s actions listed under `key` in its metadata
    (`EXPERT_PLAYED`, `COMPUTER_PLAYED`); entries that are not indices of its
    actions are skipped (the metadata may come from another program)."""
    indices = record.metadata.get(key)
    if not isinstance(indices, list):
        return set()
    return {index for index in indices if type(index) is int and 0 <= index < len(record.actions)}


def not_the_persons(record: GameRecord) -> set[int]:
    """Indices of the actions in `record` that its people did not choose."""
    return marked_actions(record, EXPERT_PLAYED) | marked_actions(record, COMPUTER_PLAYED)


def decision_points(record: GameRecord, seat: Seat, hands: set[int] | None = None
                    ) -> Iterator[tuple[int, Game, Action]]:
    """Each pass and play of `seat` in `record` (of the `hands` asked for,
    0-based): its place in the record, the game just before it, the action.
    The game is the same object throughout (replayed once, as it goes).
    Actions the person did not choose (`not_the_persons`: the Expert's while
    they watched, a network table's computer's while they were away) are left out."""
    theirs = not_the_persons(record)
    game = record.new_game()
    for index, action in enumerate(record.actions):
        if action.seat == seat and isinstance(action, (PassAction, PlayAction)) and index not in theirs \
                and (hands is None or game.hand_number in hands):
            yield index, game, action
        game.apply(action)


def review_game(record: GameRecord, seat: Seat, reviewer: Reviewer | None = None,
                hands: set[int] | None = None, stop: threading.Event | None = None,
                progress: Progress | None = None, each: Callable[[Decision], None] | None = None,
                done: Sequence[Decision] = ()) -> list[Decision]:
    """The review of every pass and play of `seat` (in `hands`, 0-based; all
    by default), each decision passed to `each` as it is made.  Decisions
    already `done` (an earlier review's) are kept, not made again.  Stops
    early, with what is done, when `stop` is set."""
    reviewer = reviewer or Reviewer()
    table = table_of(record)
    total = sum(1 for _ in decision_points(record, seat, hands))
    known = {decision.index: decision for decision in done}
    decisions: list[Decision] = []
    if progress is not None:
        progress(0, total)
    for index, game, action in decision_points(record, seat, hands):
        if stop is not None and stop.is_set():
            break
        if index in known:
            decisions.append(known[index])
            if progress is not None:
                progress(len(decisions), total)
            continue
        obs = game.observation(seat)  # what the seat knew: all the Expert is given
        judgement = reviewer.judge(obs, action, stop, table)
        if stop is not None and stop.is_set():
            break
        playing = obs.phase is Phase.PLAYING
        decisions.append(Decision(index, game.hand_number, game.trick_number if playing else None, seat,
                                  obs.legal if playing else (), judgement,
                                  _hindsight_of(game, obs, record, index, judgement, reviewer.seed)))
        if each is not None:
            each(decisions[-1])
        if progress is not None:
            progress(len(decisions), total)
    return decisions


def _hindsight_of(game: Game, obs: Observation, record: GameRecord, index: int, judgement: Judgement,
                  seed: int) -> Hindsight | None:
    """The hindsight of a decision: the real hands now; for a pass, what the
    others passed in this hand (found further on in the record)."""
    hands = [game.hand(seat) for seat in range(game.players)]
    others: dict[Seat, tuple[Card, ...]] | None = None
    if obs.phase is Phase.PASSING:
        others = {}
        for action in record.actions[index:]:
            if isinstance(action, PassAction) and action.seat != obs.seat:
                others[action.seat] = action.cards
            elif isinstance(action, PlayAction):
                break
        if len(others) != game.players - 1:
            others = None  # the record ends before everyone passed: as the Rule player would
    return hindsight(obs, hands, game.widow, judgement, others, seed)


# -- the play checker (issue #7) ----------------------------------------------------------

CHECK_WORLDS = 600
"""Worlds for the play checker's look at one card: ready well before the trick ends."""


@dataclass(frozen=True, slots=True)
class CheckedPlay:
    """A play the checker flags: clearly worse than the Expert's card."""

    played: Card
    better: Card
    loss: float
    code: str
    """The hint reason code for `better` (see `hint.REASONS`)."""
    cards: tuple[Card, ...]


def check_play(obs: Observation, played: Card, worlds_: int = CHECK_WORLDS, seed: int = 0,
               workers: int = 1, stop: threading.Event | None = None,
               table: Sequence[object | None] | None = None,
               seconds: float | None = None) -> CheckedPlay | None:
    """The play checker's verdict on `played` from `obs` (at `table`, with
    `worlds_` in proportion to the Expert's thinking time `seconds`, as the
    review): flagged only from an inaccuracy on (clearly worse, beyond the
    noise), else None."""
    count = worlds_for(worlds_, seconds)
    judgement = Reviewer(count, count, workers, seed).judge(obs, PlayAction(obs.seat, played), stop, table)
    if judgement.verdict is Verdict.GOOD or (stop is not None and stop.is_set()):
        return None
    return CheckedPlay(played, judgement.best[0], judgement.loss, judgement.code, judgement.cards)
