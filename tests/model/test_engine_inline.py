"""The two hand-written hot loops choose exactly what the engine chooses.

`engine.random_playout` and `policy.playout` write the single-deck case out
on local variables for speed, with their own copy of the legality cascade.
Each is run beside the engine's own path (`FastHand.legal_mask` + `play`,
or `policy.step`) with the same random numbers, on every preset, 3–7
players, random house-rule variants and two decks, and the card chosen at
every position must be the same.  The written-out loops update
`fast.hands` in place, so a recording random source sees each of their
choices as it happens.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from hearts_desktop.ai import policy
from hearts_desktop.model import Game, HouseRules, Phase
from hearts_desktop.model.engine import FastHand, FastRules, random_playout
from hearts_desktop.model.errors import RulesError
from hearts_desktop.model.rules import PRESETS, FirstLead

POSITIONS = 100_000
Play = tuple[int, int]  # (seat, bit index)


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


class Recorder:
    """A random source that also notes each card the loop has played since
    its last call, by comparing `fast.hands` with what it held before."""

    def __init__(self, fast: FastHand, seed: int) -> None:
        self.fast = fast
        self.draw = random.Random(seed).random
        self.before = list(fast.hands)
        self.plays: list[Play] = []

    def __call__(self) -> float:
        self.note()
        return self.draw()

    def note(self) -> None:
        for seat, (old, new) in enumerate(zip(self.before, self.fast.hands)):
            gone = old & ~new
            while gone:
                low = gone & -gone
                self.plays.append((seat, low.bit_length() - 1))
                gone ^= low
        self.before = list(self.fast.hands)


def stepwise(fast: FastHand, step: Callable[[FastHand], None]) -> list[Play]:
    plays: list[Play] = []
    while not fast.is_over():
        seat, before = fast.turn, fast.hands[fast.turn]
        step(fast)
        gone = before & ~fast.hands[seat]
        plays.append((seat, gone.bit_length() - 1))
    return plays


def engine_random_step(draw: Callable[[], float]) -> Callable[[FastHand], None]:
    def step(fast: FastHand) -> None:
        legal = fast.legal_mask()
        skip = int(draw() * legal.bit_count())
        for _ in range(skip):
            legal &= legal - 1
        fast.play((legal & -legal).bit_length() - 1)
    return step


def compare(written_out: Callable[[FastHand, Recorder], None],
            engine_step: Callable[[int], Callable[[FastHand], None]]) -> tuple[int, set[int]]:
    """Positions compared, and the deck counts seen."""
    rng = random.Random(20261202)
    positions, decks = 0, set()
    configs = variants(rng)
    while positions < POSITIONS:
        rules, players = next(configs)
        seed = rng.getrandbits(32)
        fast = hand_in_play(rules, players, seed)
        reference = fast.copy()
        recorder = Recorder(fast, seed)
        written_out(fast, recorder)
        recorder.note()
        expected = stepwise(reference, engine_step(seed))
        assert recorder.plays == expected, (rules, players, seed)
        assert fast.taken == reference.taken and fast.won == reference.won
        positions += len(expected)
        decks.add(rules.decks)
    return positions, decks


def test_random_playout_chooses_as_the_engine_on_100000_positions() -> None:
    positions, decks = compare(
        lambda fast, recorder: random_playout(fast, recorder),
        lambda seed: engine_random_step(random.Random(seed).random))
    assert positions >= POSITIONS and decks == {1, 2}


def test_policy_playout_chooses_as_its_engine_step_on_100000_positions() -> None:
    """Half of the decisions heuristic, half uniformly random (eps 0.5), so
    both the heuristic's legal set and the random pick are exercised."""
    eps = 0.5

    def engine_step(seed: int) -> Callable[[FastHand], None]:
        draw = random.Random(seed).random
        return lambda fast: policy.step(fast, draw, eps)

    positions, decks = compare(lambda fast, recorder: policy.playout(fast, recorder, eps), engine_step)
    assert positions >= POSITIONS and decks == {1, 2}
