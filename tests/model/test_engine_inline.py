"""The playout kernel's two loops choose exactly what the engine chooses.

`kernel.random_playout` and `kernel.policy_playout` write the single-deck
game out on 64-bit locals (compiled by mypyc where the build found a C
compiler), with their own copy of the legality cascade.  Each is run beside
the engine's own path (`FastHand.legal_mask` + `play`, or `policy.step`)
with the same random numbers (`Rng` seeded alike), on every preset, 3–7
players and random house-rule variants, from positions at every trick of a
hand; the card chosen at every position must be the same.  The public
`random_playout` and `policy.playout`, which also take two decks (V5) and
tricks in progress, must end every hand exactly where the engine's path
ends it.  The policy's loop also takes over a trick in progress.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from hearts_desktop.ai import policy
from hearts_desktop.kernel import playouts as kernel
from hearts_desktop.kernel.playouts import Rng, threshold
from hearts_desktop.model import Game, HouseRules, Phase
from hearts_desktop.model.engine import FastHand, FastRules, random_playout
from hearts_desktop.model.errors import RulesError
from hearts_desktop.model.rules import PRESETS, FirstLead

POSITIONS = 100_000
EPS = 0.5
"""Half of the policy's decisions heuristic, half uniformly random, so both
the heuristic's legal set and the random pick are exercised."""
Step = Callable[[FastHand, Rng], None]


def variants(rng: random.Random) -> Iterator[tuple[HouseRules, int]]:
    """Every preset at every player count it allows, then random variants of
    the rules the written-out loops read (first lead, breaking, first trick)."""
    while True:
        for preset in PRESETS:
            for players in range(3, 8):
                rules = preset.rules
                if rng.random() < 0.5:
                    rules = rules.with_changes(
                        first_lead=rng.choice(list(FirstLead)),
                        hearts_must_be_broken=rng.random() < 0.7,
                        points_on_first_trick=rng.random() < 0.3,
                        queen_breaks_hearts=rng.random() < 0.5)
                try:
                    rules.check(players)
                except RulesError:
                    continue
                yield rules, players


def hand_in_play(rules: HouseRules, players: int, seed: int) -> FastHand:
    """A freshly dealt hand after the pass, as the engine's `FastHand`."""
    game = Game(rules, players, seed=seed)
    rng = random.Random(seed)
    while game.phase is Phase.PASSING:
        seat = game.seats_to_pass()[0]
        game.pass_cards(seat, rng.sample(game.hand(seat), rules.cards_passed))
    seats = range(players)
    return FastHand.from_state(
        FastRules(game.rules, players), [game.hand(s) for s in seats], game.trick_leader, (),
        0, False, [() for _ in seats], [0] * players, game.pot)


def random_step(fast: FastHand, rng: Rng) -> None:
    """The engine's own way: its legal mask, a card drawn as `Rng.below` draws."""
    legal = fast.legal_mask()
    skip = rng.below(legal.bit_count())
    for _ in range(skip):
        legal &= legal - 1
    fast.play((legal & -legal).bit_length() - 1)


def policy_step(fast: FastHand, rng: Rng) -> None:
    policy.step(fast, rng, threshold(EPS))


def stepwise(fast: FastHand, step: Step, rng: Rng) -> list[int]:
    """Play to the end through the engine; the bit index of every card played."""
    plays: list[int] = []
    while not fast.is_over():
        seat, before = fast.turn, fast.hands[fast.turn]
        step(fast, rng)
        plays.append((before & ~fast.hands[seat]).bit_length() - 1)
    return plays


def positions(whole_tricks: bool) -> Iterator[tuple[HouseRules, int, FastHand]]:
    """Hands of every variant, advanced by the engine to a random point:
    a trick boundary (`whole_tricks`) or anywhere, a trick in progress too."""
    rng = random.Random(20261202)
    for rules, players in variants(rng):
        seed = rng.getrandbits(32)
        fast = hand_in_play(rules, players, seed)
        advance = rng.randrange(fast.fr.tricks) * (players if whole_tricks else 1)
        if not whole_tricks:
            advance += rng.randrange(players)
        prefix = Rng(seed)
        for _ in range(advance):
            random_step(fast, prefix)
        yield rules, players, fast


def compare_kernel(loop: Callable[[FastHand, Rng, list[int]], kernel.Position], step: Step,
                   whole_tricks: bool = True) -> int:
    compared = 0
    for rules, players, fast in positions(whole_tricks):
        if fast.fr.table is None or (loop is policy_loop and fast.pot):
            continue  # two decks, or a widow the policy takes through its general path
        seed = compared
        reference = fast.copy()
        log: list[int] = []
        end = loop(fast, Rng(seed), log)
        expected = stepwise(reference, step, Rng(seed))
        assert log == expected, (rules, players, seed)
        fast.settle_position(end)
        assert (fast.taken, fast.won, fast.leader, fast.broken, fast.trick_no, fast.pot) == (
            reference.taken, reference.won, reference.leader, reference.broken, reference.trick_no,
            reference.pot), (rules, players, seed)
        compared += len(expected)
        if compared >= POSITIONS:
            return compared
    raise AssertionError("unreachable")


def random_loop(fast: FastHand, rng: Rng, log: list[int]) -> kernel.Position:
    assert fast.fr.table is not None
    return kernel.random_playout(fast.fr.table, fast.hands, fast.taken, fast.won,
                                 kernel.Position(fast.trick_no, fast.broken, fast.leader), fast.pot, rng, log)


def policy_loop(fast: FastHand, rng: Rng, log: list[int]) -> kernel.Position:
    assert fast.fr.table is not None
    return kernel.policy_playout(fast.fr.table, fast.hands, fast.taken, fast.won, fast.kernel_position(),
                                 rng, threshold(EPS), log)


def test_kernel_random_playout_chooses_as_the_engine_on_100000_positions() -> None:
    assert compare_kernel(random_loop, random_step) >= POSITIONS


def test_kernel_policy_playout_chooses_as_its_engine_step_on_100000_positions() -> None:
    assert compare_kernel(policy_loop, policy_step) >= POSITIONS


def test_kernel_policy_playout_takes_over_a_trick_in_progress() -> None:
    """From anywhere in a hand: the cards already on the table lead, win and
    break hearts in the kernel as they do in the engine."""
    assert compare_kernel(policy_loop, policy_step, whole_tricks=False) >= POSITIONS


def compare_public(playout: Callable[[FastHand, Rng], None], step: Step, hands: int) -> set[int]:
    decks = set()
    for number, (rules, _players, fast) in enumerate(positions(whole_tricks=False)):
        reference = fast.copy()
        playout(fast, Rng(number))
        stepwise(reference, step, Rng(number))
        assert fast.is_over() and not any(fast.hands)
        assert (fast.taken, fast.won, fast.leader, fast.turn, fast.broken, fast.pot) == (
            reference.taken, reference.won, reference.leader, reference.turn, reference.broken,
            reference.pot), (rules, number)
        decks.add(rules.decks)
        if number == hands:
            return decks
    raise AssertionError("unreachable")


def test_random_playout_ends_every_hand_as_the_engine_does() -> None:
    assert compare_public(random_playout, random_step, 3_000) == {1, 2}


def test_policy_playout_ends_every_hand_as_its_engine_step_does() -> None:
    assert compare_public(lambda fast, rng: policy.playout(fast, rng, EPS), policy_step, 3_000) == {1, 2}
