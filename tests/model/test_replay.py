"""Replay: a saved game stepped through trick by trick and hand by hand."""

from __future__ import annotations

import random

from hearts_desktop.model import Game, GameRecord, HouseRules
from hearts_desktop.model.replay import Replay, StepKind
from tests.model.helpers import play_randomly, step_randomly


def test_steps_mark_every_pass_trick_and_hand() -> None:
    game = Game(HouseRules(target_score=40), 4, seed=8)
    play_randomly(game, random.Random(8))
    replay = Replay(GameRecord.from_game(game))
    hands = [s for s in replay.steps if s.kind is StepKind.HAND]
    tricks = [s for s in replay.steps if s.kind in (StepKind.TRICK, StepKind.HAND)]
    assert len(hands) == len(game.history)
    assert len(tricks) == 13 * len(game.history)
    passes = [s for s in replay.steps if s.kind is StepKind.PASS]
    assert len(passes) == sum(1 for h in range(len(game.history)) if h % 4 != 3)
    end = replay.game_at(len(replay.steps) - 1)
    assert end.log == game.log
    first_hand_end = replay.game_at(replay.steps.index(hands[0]))
    assert first_hand_end.totals == list(game.history[0].totals)
    trick_index = replay.next_index(0, (StepKind.TRICK,))
    at_trick = replay.game_at(trick_index)
    assert at_trick.trick_number == 1 and at_trick.current_trick == ()
    assert replay.previous_index(trick_index) < trick_index
    assert replay.next_index(len(replay.steps) - 1) == len(replay.steps) - 1


def test_a_record_that_stops_mid_trick_ends_with_an_end_step() -> None:
    game = Game(HouseRules(), 4, seed=8)
    rng = random.Random(8)
    for _ in range(10):  # four passes, one trick, two cards
        step_randomly(game, rng)
    replay = Replay(GameRecord.from_game(game))
    assert [s.kind for s in replay.steps] == [StepKind.START, StepKind.PASS, StepKind.TRICK, StepKind.END]
    assert replay.game_at(3).log == game.log
