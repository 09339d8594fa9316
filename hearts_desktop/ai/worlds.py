"""The search's work unit: evaluate candidate actions on sampled worlds.

A task names a decision (the observation, the candidates, a seed) and a
range of world numbers.  World `i` of a decision is always the same deal
(its random generator is seeded from the decision's seed and `i`), and every
candidate is played out on that same world with the same random numbers, so
candidates are compared on common worlds and the result does not depend on
which process evaluated which world.  This module is what the worker
processes run; it is plain Python with no global state but a small cache.
"""

from __future__ import annotations

import functools
import hashlib
import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from hearts_desktop.ai.policy import Rng, playout
from hearts_desktop.ai.rule import rule_pass
from hearts_desktop.ai.sampling import (
    RETRIES,
    DealConstraints,
    constraints,
    holder_groups,
    revealed,
    sample_deal,
    sample_weighted,
)
from hearts_desktop.kernel import playouts as kernel
from hearts_desktop.model.cards import Card, Seat, mask_of
from hearts_desktop.model.deal import deck_in_play, lowest_club
from hearts_desktop.model.engine import FastHand, FastRules, cards_to_mask, settle
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import FirstLead, HouseRules, MoonSettlement
from hearts_desktop.model.scoring import moon_amount
from hearts_desktop.model.state import Phase

WIN_WEIGHT = 30.0
"""Utility of winning (vs. losing) the game when it may end this hand: about
a moon's worth, so near the end the search plays for the win."""
ENDGAME_TRICKS = 2
"""Tricks left (counting the current one) from which worlds are solved exactly."""
WORLD_STRIDE = 0x9E3779B97F4A7C15
"""Between the kernel seeds of consecutive worlds (the golden-ratio step:
nearby world numbers give far-apart seeds)."""
SEED_MASK = (1 << 62) - 1
UCT_EXPLORE = 40.0
"""UCT's weight of doubt (`Task.uct_explore`), in the kernel's score units
(`kernel.seat_score`: about 26 per 13 points taken, with four players)."""
TREE_EXPLORE = 40.0
"""Information-set MCTS's weight of doubt (`Task.tree_explore`), in the
same units as `UCT_EXPLORE`."""
TREE_CHUNK = 128
"""Rounds of information-set MCTS between looks at the clock (`run_tree`)."""
PLAY_MISS = 0.5
"""Play inference's model of another seat (`Task.play_inference`): it
plays the rollout policy's card half the time, otherwise any legal card."""


@dataclass(frozen=True, slots=True)
class Task:
    obs: Observation
    candidates: tuple[tuple[Card, ...], ...]
    """Each candidate: one card to play, or the cards to pass."""
    seed: str
    first_world: int
    worlds: int
    deadline: float | None
    """time.time() after which no new world is started (anytime mode)."""
    eps: float = 0.05
    inference: bool = False
    """Worlds drawn by the weight of the seats' discards (`sampling`)."""
    endgame_tricks: int = ENDGAME_TRICKS
    """Tricks left from which worlds are solved exactly."""
    seat_models: tuple[int, ...] = ()
    """How the kernel's rollouts play each other seat (`kernel.MODEL_AS_US`:
    as we would; `MODEL_CLUB_FOLLOW`: following suit as the club player,
    Casual or Strong without a moon threat; `MODEL_CASUAL`: following and
    discarding as Casual, who never minds a moon); empty: all as we would."""
    rollout_style: int = kernel.ROLLOUT_PLAIN
    """How the kernel's rollouts lead for the seats played as we would."""
    play_inference: int = 0
    """In play, each kernel world is picked from this many deals by how
    likely the other seats' plays so far were in each (`PLAY_MISS`;
    `kernel.history_likelihood`); 0 or 1: the first deal, uniformly."""
    uct_iterations: int = 0
    """In play, each kernel world is searched by this many rounds of UCT
    (`kernel.uct_candidates`) rather than one rollout per candidate; 0: the
    rollouts.  Where the engine must settle the hand (a sun, H11), rollouts."""
    uct_explore: float = UCT_EXPLORE
    tree_explore: float = TREE_EXPLORE
    """Information-set MCTS's weight of doubt (`run_tree`, which reads
    `worlds` as its rounds)."""
    points_only: bool = False
    """Utilities in points only, without the win's weight near the end of a
    game (the review counts points lost; `utility`)."""
    arm_styles: tuple[int, ...] = ()
    """Per candidate, the style its rollouts play our own seat in (policy
    switching: the same card may come twice, with two styles); the other
    seats keep theirs.  Empty: `rollout_style` for every candidate.  Only
    the kernel's rollouts play it: a world solved exactly, searched by UCT
    or played by the engine's own path values both arms of a card alike."""
    read_programs: bool = False
    """Worlds keep to what a known program's plays say it does not hold
    (`sampling.program_bans`, by `seat_models`)."""
    seen_hands: tuple[int, ...] = ()
    """Benchmarks only, never at a table: every other seat's true hand as
    card bits, so that every world is the real deal (`sampling.revealed`;
    the omniscient search's ceiling).  Empty: the seat's own knowledge."""


@dataclass(frozen=True, slots=True)
class KernelWorld:
    """A decision's inputs to the kernel's world (`kernel.deal_world`,
    `kernel.play_candidates`): one deck, no widow, no inference."""

    hands: tuple[int, ...]
    """Each holder's known cards (my hand; the cards I passed)."""
    room: tuple[int, ...]
    """How many unknown cards each holder gets."""
    groups: list[int]
    """Per group of unseen cards, the holders that may take them (bit h: holder h)."""
    cards: tuple[int, ...]
    """The unseen cards as bits, group after group, most constrained first."""
    ends: list[int]
    """Where each group ends in `cards`."""
    position: kernel.Position
    seed: int
    """The decision's seed as a number (world i's generator mixes in i)."""
    endgame_moon: int | None
    """The kernel endgame's moon settlement (`kernel.MOON_ADD` …; a shooter
    who chooses takes the better one), or None where the engine must settle
    (a sun, H11)."""
    exact: bool
    """Few enough tricks left to solve every world exactly (`Task.endgame_tricks`)."""
    pass_targets: tuple[int, ...] = ()
    """While passing: the seat that receives each seat's pass."""
    first_leader: int = -1
    """While passing: who leads the first trick (-1: the lowest club's holder)."""


@dataclass(slots=True)
class Decision:
    """What one decision needs, built once and cached in each process."""

    fr: FastRules
    dc: DealConstraints
    template: FastHand | None
    used: int
    game_may_end: bool
    fast_world: KernelWorld | None = None


_CACHE: dict[tuple[str, tuple[Card, ...], tuple[Card, ...], HouseRules, bool, int, bool, tuple[int, ...],
                   tuple[int, ...]], Decision] = {}


def decision_for(task: Task) -> Decision:
    # The seed already names the decision; the cards and the house rules make
    # a stale hit from another game with the same seed impossible (the same
    # deal under other rules is another decision: its moon, its points).
    programs = task.seat_models if task.read_programs else ()
    key = (task.seed, task.obs.hand, tuple(task.obs.played_cards()), task.obs.rules, task.inference,
           task.endgame_tricks, task.points_only, programs, task.seen_hands)
    found = _CACHE.get(key)
    if found is not None:
        return found
    _CACHE.clear()
    obs = task.obs
    fr = FastRules(obs.rules, obs.players)
    template, used = None, 0
    if obs.phase is Phase.PLAYING:
        template, used = _template(obs, fr)
    may_end = max(obs.totals) + 2 * moon_amount(obs.rules) >= obs.rules.target_score and not task.points_only
    dc = constraints(obs, task.inference, programs)
    if task.seen_hands:
        dc = revealed(dc, task.seen_hands)
    fast_world = None
    if fr.table is not None and not dc.sizes[-1] and not dc.discards:
        if template is not None and not template.pot:
            fast_world = _kernel_world(task, dc, fr, obs.seat, template.hands[obs.seat], template)
        elif obs.phase is Phase.PASSING:
            mine = mask_of(obs.hand)
            fast_world = _kernel_world(task, dc, fr, obs.seat, mine, None, obs)
    decision = Decision(fr, dc, template, used, may_end, fast_world)
    _CACHE[key] = decision
    return decision


def _kernel_world(task: Task, dc: DealConstraints, fr: FastRules, me: Seat, mine: int,
                  template: FastHand | None, passing: Observation | None = None) -> KernelWorld:
    """The kernel's inputs for seat `me`, holding `mine`, deciding in play
    (`template`: the position) or while passing (`passing`: the observation)."""
    hands = [mask_of(pinned) for pinned in dc.pinned]
    hands[me] = mine
    groups: list[int] = []
    cards: list[int] = []
    ends: list[int] = []
    for options, group in holder_groups(dc.pool, dc.sizes, dc.banned):
        groups.append(sum(1 << holder for holder in options))
        cards.extend(1 << card.index for card in group)
        ends.append(len(cards))
    digest = hashlib.blake2b(task.seed.encode(), digest_size=8).digest()
    moon = None
    if not fr.sun and not fr.no_trick_bonus:
        fixed = {MoonSettlement.ADD_TO_OTHERS: kernel.MOON_ADD,
                 MoonSettlement.SUBTRACT_FROM_SHOOTER: kernel.MOON_SUBTRACT}
        moon = fixed.get(fr.moon_rule, kernel.MOON_BEST)
    number = int.from_bytes(digest, "big") >> 2
    if template is not None:
        return KernelWorld(tuple(hands), dc.sizes, groups, tuple(cards), ends, template.kernel_position(),
                           number, moon, fr.tricks - template.trick_no <= task.endgame_tricks)
    assert passing is not None
    n = passing.players
    left = (passing.dealer + 1) % n
    first = left if passing.rules.first_lead is FirstLead.LEFT_OF_DEALER else -1
    targets = tuple(passing.pass_direction.target(seat, n) for seat in range(n))
    return KernelWorld(tuple(hands), dc.sizes, groups, tuple(cards), ends, kernel.Position(0, False, 0),
                       number, moon, False, targets, first)


def _template(obs: Observation, fr: FastRules) -> tuple[FastHand, int]:
    hands: list[Sequence[Card]] = [() for _ in range(obs.players)]
    hands[obs.seat] = obs.hand
    fast = FastHand.from_state(fr, hands, obs.trick_leader, obs.current_trick, len(obs.tricks),
                               obs.hearts_broken, obs.taken, obs.tricks_won, obs.pot)
    used = fast.pot | fast.trick_mask
    for mask in (*fast.hands, *fast.taken):
        used |= mask
    return fast, used


def policy_card(obs: Observation, style: int) -> Card | None:
    """The card the rollouts would play for our seat in `obs` in `style`
    (no random move; `kernel.policy_card`), or None where the kernel does
    not play the hand (two decks, a widow still to take)."""
    fr = FastRules(obs.rules, obs.players)
    if fr.table is None or obs.phase is not Phase.PLAYING:
        return None
    fast, _ = _template(obs, fr)
    if fast.pot:
        return None
    bit = kernel.policy_card(fr.table, list(fast.hands), list(fast.taken), fast.kernel_position(),
                              fast.legal_mask(), kernel.MODEL_STYLED + style)
    return Card.from_index(int(bit).bit_length() - 1)


def utility(deltas: Sequence[float], seat: Seat, totals: Sequence[int], target: int, may_end: bool) -> float:
    """Points relative to the others' average; plus the win near the end."""
    mine = deltas[seat]
    value = (sum(deltas) - mine) / (len(deltas) - 1) - mine
    if may_end:
        after = [t + d for t, d in zip(totals, deltas)]
        if max(after) >= target:
            value += WIN_WEIGHT if after[seat] == min(after) else -WIN_WEIGHT
    return value


def run(task: Task, stop: threading.Event | None = None) -> list[list[float]]:
    """Utilities, one row per evaluated world, one column per candidate.
    Stops early (fewer rows) at the deadline or when `stop` is set."""
    decision = decision_for(task)
    rows: list[list[float]] = []
    kw = decision.fast_world
    in_kernel = kw is not None and (not kw.exact or kw.endgame_moon is not None)
    call = KernelCall.of(task, kw) if in_kernel and kw is not None else None
    for world in range(task.first_world, task.first_world + task.worlds):
        if rows and ((task.deadline is not None and time.time() > task.deadline)
                     or (stop is not None and stop.is_set())):
            break
        if kw is not None and call is not None:
            rows.append(_kernel_row(task, decision, kw, world, call))
            continue
        rng = random.Random(f"{task.seed}:{world}")
        deal = sample_weighted(decision.dc, rng) if task.inference else sample_deal(decision.dc, rng)
        if task.obs.phase is Phase.PASSING:
            rows.append(_pass_row(task, decision, deal, rng))
        else:
            rows.append(_play_row(task, decision, deal, rng))
    return rows


def run_tree(task: Task, stop: threading.Event | None = None) -> list[float] | None:
    """Information-set MCTS of a play (`kernel.ismcts_rounds`): up to
    `task.worlds` rounds from world number `task.first_world`'s generator,
    ending early at the deadline, at `stop`, or once no candidate can catch
    the most visited one.  Per candidate, its visits and its mean utility;
    None where the kernel cannot search this decision (passing, the exact
    endgame, two decks, a widow, a sun or H11), which the flat search does."""
    decision = decision_for(task)
    kw, fr, template = decision.fast_world, decision.fr, decision.template
    if kw is None or kw.pass_targets or kw.exact or kw.endgame_moon is None:
        return None
    assert fr.table is not None and template is not None
    call = KernelCall.of(task, kw)
    obs = task.obs
    n = obs.players
    tree = kernel.IsTree(call.candidates, obs.seat)
    rng = kernel.Rng((kw.seed + task.first_world * WORLD_STRIDE) & SEED_MASK)
    win = round(WIN_WEIGHT * (n - 1)) if decision.game_may_end else 0
    done = 0
    while done < task.worlds:
        rounds = min(TREE_CHUNK, task.worlds - done)
        kernel.ismcts_rounds(tree, fr.table, list(kw.hands), list(kw.room), kw.groups, list(kw.cards),
                             kw.ends, template.taken, template.won, kw.position, rng, call.threshold, rounds,
                             task.tree_explore, kw.endgame_moon, call.totals, obs.rules.target_score, win,
                             call.models, call.style)
        done += rounds
        stats: list[int] = []
        tree.root_stats(call.candidates, stats)
        visits = sorted(stats[0::2], reverse=True)
        if (visits[0] - visits[1] > task.worlds - done
                or (task.deadline is not None and time.time() > task.deadline)
                or (stop is not None and stop.is_set())):
            break
    stats = []
    tree.root_stats(call.candidates, stats)
    if not sum(stats[0::2]):
        return None
    return [value for visits, score in zip(stats[0::2], stats[1::2])
            for value in (float(visits), score / visits / (n - 1) if visits else 0.0)]


def _play_row(task: Task, decision: Decision, deal: list[list[Card]], rng: random.Random) -> list[float]:
    world = world_from_deal(task.obs, decision, deal)
    return candidate_utilities(task, decision, world, rng.getrandbits(62))


def candidate_utilities(task: Task, decision: Decision, world: FastHand, playout_seed: int) -> list[float]:
    """Each candidate's utility in `world`: played, then the rollout from
    `playout_seed` (or, near the end, the exact solution)."""
    obs = task.obs
    row = []
    exact = decision.fr.tricks - world.trick_no <= task.endgame_tricks
    for (card,) in task.candidates:
        fast = world.copy()
        legal = fast.legal_mask()
        fast.play(card.index if legal >> card.index & 1 else card.index + 52)
        if exact:
            deltas = solve(fast, obs.totals)
        else:
            playout(fast, Rng(playout_seed), task.eps)  # common random numbers for every candidate
            deltas = fast.deltas(obs.totals)
        row.append(utility(deltas, obs.seat, obs.totals, obs.rules.target_score, decision.game_may_end))
    return row


@dataclass(frozen=True, slots=True)
class KernelCall:
    """What every kernel call of one task passes unchanged, built once per
    `run` rather than once per world."""

    candidates: list[int]
    """Each candidate as bits: the card, or the cards passed."""
    threshold: int
    """The rollouts' `kernel.threshold(eps)`."""
    models: list[int] | None
    style: int
    arm_styles: list[int]
    """`Task.arm_styles` (empty: `style` for every candidate)."""
    arm_models: list[int]
    """The models of a rollout whose own seat plays another style than
    `style`: every other seat that `models` plays as we do (or all of them,
    without `models`) keeps `style` (`kernel.MODEL_STYLED`)."""
    totals: list[int]
    pass_targets: list[int]
    plays: list[int]
    """The hand's plays so far as card bits, for play inference (empty: none)."""
    players: list[int]
    """Who made each of `plays`."""

    @staticmethod
    def of(task: Task, kw: KernelWorld) -> KernelCall:
        history = [*(play for trick in task.obs.tricks for play in trick.plays), *task.obs.current_trick]
        if task.play_inference < 2 or kw.pass_targets:
            history = []
        models = list(task.seat_models) if task.seat_models else None
        arm_models = [kernel.MODEL_STYLED + task.rollout_style
                      if models is None or models[seat] == kernel.MODEL_AS_US else models[seat]
                      for seat in range(task.obs.players)] if task.arm_styles else []
        return KernelCall([mask_of(candidate) for candidate in task.candidates], kernel.threshold(task.eps),
                          models, task.rollout_style, list(task.arm_styles), arm_models,
                          list(task.obs.totals), list(kw.pass_targets),
                          [1 << card.index for _, card in history], [seat for seat, _ in history])


def _kernel_row(task: Task, decision: Decision, kw: KernelWorld, world: int, call: KernelCall) -> list[float]:
    """`_play_row` on the kernel: the same world model (deal, candidates,
    rollout, common random numbers), drawn from the kernel's generator."""
    rng = kernel.Rng((kw.seed + world * WORLD_STRIDE) & SEED_MASK)
    hands = kernel_world_hands(task, decision, world, call, rng)
    if kw.pass_targets:
        return kernel_pass_utilities(task, decision, hands, (rng.next32() << 30) ^ rng.next32(), call)
    if kw.exact:
        return kernel_solved_utilities(task, decision, hands, call)
    playout_seed = (rng.next32() << 30) ^ rng.next32()
    if task.uct_iterations and kw.endgame_moon is not None:
        return kernel_uct_utilities(task, decision, hands, playout_seed, call)
    return kernel_utilities(task, decision, hands, playout_seed, call)


def kernel_world_hands(task: Task, decision: Decision, world: int, call: KernelCall | None = None,
                       rng: kernel.Rng | None = None) -> list[int]:
    """Every holder's cards in world `world` of the decision (the kernel's
    deal, picked by play inference where the task asks for it); drawn from
    `rng`, by default the world's own generator."""
    kw, call = _call(task, decision, call)
    if rng is None:
        rng = kernel.Rng((kw.seed + world * WORLD_STRIDE) & SEED_MASK)
    if call.plays:
        assert decision.fr.table is not None
        hands = list(kw.hands)
        if kernel.deal_inferred(list(kw.room), kw.groups, list(kw.cards), kw.ends, hands, rng, RETRIES,
                                task.play_inference, decision.fr.table, call.plays, call.players,
                                task.obs.seat, call.models, PLAY_MISS):
            return hands
    return _kernel_deal(task.obs, decision, kw, rng, task.seed, world)


def _call(task: Task, decision: Decision, call: KernelCall | None) -> tuple[KernelWorld, KernelCall]:
    kw = decision.fast_world
    assert kw is not None
    return kw, call if call is not None else KernelCall.of(task, kw)


def kernel_solved_utilities(task: Task, decision: Decision, hands: list[int],
                            call: KernelCall | None = None) -> list[float]:
    """Each candidate's utility in the world with these `hands`, solved
    exactly to the end (`solve`, in the kernel)."""
    obs, fr, template = task.obs, decision.fr, decision.template
    kw, call = _call(task, decision, call)
    assert fr.table is not None and template is not None and kw.endgame_moon is not None
    out: list[int] = []
    kernel.solve_candidates(fr.table, hands, template.taken, template.won, kw.position, call.candidates,
                            kw.endgame_moon, call.totals, obs.rules.target_score, out)
    n = obs.players
    return [utility(out[offset: offset + n], obs.seat, obs.totals, obs.rules.target_score,
                    decision.game_may_end) for offset in range(0, len(out), n)]


def kernel_utilities(task: Task, decision: Decision, hands: list[int], playout_seed: int,
                     call: KernelCall | None = None) -> list[float]:
    """Each candidate's utility in the world of the decision's position with
    these `hands`, every rollout from `playout_seed` (what `_play_row` does
    with a FastHand per candidate, in one kernel call)."""
    kw, call = _call(task, decision, call)
    if not call.arm_styles:  # the common case, without a callable made per world (a twentieth of its time)
        return _played_candidates(task, decision, kw, call, hands, playout_seed, call.candidates, call.models,
                                  call.style)
    play = functools.partial(_played_candidates, task, decision, kw, call, hands, playout_seed)
    return _by_style(call, play)


def _played_candidates(task: Task, decision: Decision, kw: KernelWorld, call: KernelCall, hands: list[int],
                       playout_seed: int, candidates: list[int], models: list[int] | None,
                       style: int) -> list[float]:
    """The utilities of `candidates` played out in one kernel call, by
    `models`, our own seat in `style` (`kernel_utilities`)."""
    fr, template = decision.fr, decision.template
    assert fr.table is not None and template is not None
    out: list[int] = []
    kernel.play_candidates(fr.table, hands, template.taken, template.won, kw.position, candidates,
                           playout_seed, call.threshold, out, models, style)
    return _scored(task, decision, out)


StyledPlay = Callable[[list[int], list[int] | None, int], list[float]]


def _by_style(call: KernelCall, play: StyledPlay) -> list[float]:
    """`play(candidates, models, style)`'s utilities for every candidate of
    `call`, each played out with its own seat in its arm's style (one kernel
    call per style, on the same random numbers)."""
    if not call.arm_styles:
        return play(call.candidates, call.models, call.style)
    row = [0.0] * len(call.candidates)
    for style in sorted(set(call.arm_styles)):
        arms = [i for i, arm_style in enumerate(call.arm_styles) if arm_style == style]
        models = call.models if style == call.style else call.arm_models
        for i, value in zip(arms, play([call.candidates[i] for i in arms], models, style), strict=True):
            row[i] = value
    return row


def kernel_uct_utilities(task: Task, decision: Decision, hands: list[int], playout_seed: int,
                         call: KernelCall | None = None) -> list[float]:
    """Each candidate's utility in the world with these `hands`, by a UCT
    search of that world (`kernel.uct_candidates`): the utility of its mean
    change of totals over the rounds that began with it."""
    obs, fr, template = task.obs, decision.fr, decision.template
    kw, call = _call(task, decision, call)
    assert fr.table is not None and template is not None and kw.endgame_moon is not None
    out: list[int] = []
    iterations = max(task.uct_iterations, len(call.candidates))  # every candidate tried at least once
    kernel.uct_candidates(fr.table, hands, template.taken, template.won, kw.position, call.candidates,
                          playout_seed, call.threshold, iterations, task.uct_explore, kw.endgame_moon,
                          call.totals, obs.rules.target_score, out, call.models, call.style)
    n = obs.players
    row = []
    for offset in range(0, len(out), n + 1):
        visits = out[offset]
        deltas = [total / visits for total in out[offset + 1: offset + 1 + n]]
        row.append(utility(deltas, obs.seat, obs.totals, obs.rules.target_score, decision.game_may_end))
    return row


def kernel_pass_utilities(task: Task, decision: Decision, hands: list[int], playout_seed: int,
                          call: KernelCall | None = None) -> list[float]:
    """Each candidate pass's utility in the deal `hands` (what `_pass_row`
    does with card lists and a FastHand per candidate, in one kernel call)."""
    obs, fr = task.obs, decision.fr
    kw, call = _call(task, decision, call)
    assert fr.table is not None
    def play(candidates: list[int], models: list[int] | None, style: int) -> list[float]:
        assert fr.table is not None
        out: list[int] = []
        kernel.play_passes(fr.table, hands, obs.seat, obs.rules.cards_passed, candidates, call.pass_targets,
                           kw.first_leader, playout_seed, call.threshold, out, models, style)
        return _scored(task, decision, out)

    return _by_style(call, play)


def _scored(task: Task, decision: Decision, out: list[int]) -> list[float]:
    """The utilities of the outcomes a kernel call appended to `out`: card
    points, or, for a moon or H11, the engine's settlement."""
    obs, fr = task.obs, decision.fr
    n = obs.players
    row = []
    for offset in range(0, len(out), 3 * n + 1):
        deltas = out[offset: offset + n]
        if out[offset + 3 * n] >= 0 or fr.no_trick_bonus:  # a moon, or H11: the engine settles
            deltas = settle(fr, out[offset + n: offset + 2 * n], out[offset + 2 * n: offset + 3 * n],
                            obs.totals).deltas
        row.append(utility(deltas, obs.seat, obs.totals, obs.rules.target_score, decision.game_may_end))
    return row


def _kernel_deal(task_obs: Observation, decision: Decision, kw: KernelWorld, rng: kernel.Rng, seed: str,
                 world: int) -> list[int]:
    """The other hands of world `world`: the kernel's deal, or, after
    `RETRIES` dead ends, the general sampler (which drops inferences last)."""
    for _ in range(RETRIES):
        hands = list(kw.hands)
        if kernel.deal_world(list(kw.room), kw.groups, list(kw.cards), kw.ends, hands, rng):
            return hands
    deal = sample_deal(decision.dc, random.Random(f"{seed}:{world}"))
    hands = list(kw.hands)
    for seat in range(task_obs.players):
        if seat != task_obs.seat:
            hands[seat] = mask_of(deal[seat])
    return hands


def world_from_deal(obs: Observation, decision: Decision, deal: list[list[Card]]) -> FastHand:
    """The decision's position with the other hands (and widow) of `deal`."""
    assert decision.template is not None
    world = decision.template.copy()
    used = decision.used
    for seat in range(obs.players):
        if seat != obs.seat:
            world.hands[seat], used = cards_to_mask(deal[seat], used)
    widow, _ = cards_to_mask(deal[obs.players], used)
    world.pot |= widow
    return world


def solve(fast: FastHand, totals: Sequence[int]) -> list[int]:
    """Exact play to the end of the hand (max^n): every seat picks the card
    that is best for its own points relative to the others."""
    if fast.is_over():
        return fast.deltas(totals)
    seat = fast.turn
    n = fast.n
    legal = fast.legal_mask()
    best: list[int] | None = None
    best_value = 0.0
    seen = 0
    while legal:
        bit = legal & -legal
        legal ^= bit
        index = bit.bit_length() - 1
        rank_bit = 1 << (index % 52)
        if seen & rank_bit:
            continue  # the second copy of a card (V5) plays the same
        seen |= rank_bit
        child = fast.copy()
        child.play(index)
        deltas = solve(child, totals)
        value = (sum(deltas) - deltas[seat]) / (n - 1) - deltas[seat]
        if best is None or value > best_value:
            best, best_value = deltas, value
    assert best is not None
    return best


def _pass_row(task: Task, decision: Decision, deal: list[list[Card]], rng: random.Random) -> list[float]:
    """Every other seat passes like the Rule player; then each candidate
    pass of ours is played out on the same deal."""
    return pass_utilities(task, decision, deal, rng.getrandbits(62))


def pass_utilities(task: Task, decision: Decision, deal: list[list[Card]], playout_seed: int,
                   others: dict[Seat, tuple[Card, ...]] | None = None) -> list[float]:
    """Each candidate pass's utility on `deal`, every playout from `playout_seed`;
    the other seats pass `others` (default: as the Rule player would)."""
    obs = task.obs
    n, me = obs.players, obs.seat
    count = obs.rules.cards_passed
    passes = dict(others) if others is not None else \
        {s: rule_pass(tuple(deal[s]), count) for s in range(n) if s != me}
    direction = obs.pass_direction
    row = []
    for candidate in task.candidates:
        hands = [list(deal[s]) if s != me else list(obs.hand) for s in range(n)]
        all_passes = dict(passes)
        all_passes[me] = candidate
        for source, cards in all_passes.items():
            for card in cards:
                hands[source].remove(card)
        for source, cards in all_passes.items():
            hands[direction.target(source, n)].extend(cards)
        fast = FastHand.from_cards(obs.rules, hands, _first_leader(obs, hands), deal[n], decision.fr)
        playout(fast, Rng(playout_seed), task.eps)
        row.append(utility(fast.deltas(obs.totals), me, obs.totals, obs.rules.target_score,
                           decision.game_may_end))
    return row


def _first_leader(obs: Observation, hands: Sequence[Sequence[Card]]) -> Seat:
    left = (obs.dealer + 1) % obs.players
    if obs.rules.first_lead is FirstLead.LEFT_OF_DEALER:
        return left
    low = lowest_club(deck_in_play(obs.rules, obs.players))
    for offset in range(obs.players):
        seat = (left + offset) % obs.players
        if low in hands[seat]:
            return seat
    return left
