"""The Qt adapter re-emits model events as typed signals, in order."""

from __future__ import annotations

import random

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.model import Game, HeartsError, HouseRules, Phase
from hearts_desktop.model import events as ev
from hearts_desktop.model.qt_adapter import GameAdapter


@pytest.fixture
def adapter(qtbot: QtBot) -> GameAdapter:
    return GameAdapter(Game(HouseRules(), 4, seed=12))


def test_pass_emits_commit_then_exchange(qtbot: QtBot, adapter: GameAdapter) -> None:
    game = adapter.game
    for seat in (0, 1, 2):
        with qtbot.waitSignal(adapter.pass_committed) as blocker, \
                qtbot.assertNotEmitted(adapter.cards_passed):
            assert adapter.pass_cards(seat, game.hand(seat)[:3])
        assert blocker.args[0] == ev.PassCommitted(seat, game.hand(seat)[:3])
    with qtbot.waitSignals([adapter.pass_committed] + [adapter.cards_passed] * 4 + [adapter.play_started]):
        adapter.pass_cards(3, game.hand(3)[:3])
    assert game.phase is Phase.PLAYING


def test_action_applied_follows_its_events(qtbot: QtBot, adapter: GameAdapter) -> None:
    order: list[str] = []
    adapter.event_emitted.connect(lambda event: order.append(type(event).__name__))
    adapter.action_applied.connect(lambda action: order.append("applied"))
    game = adapter.game
    for seat in range(4):
        adapter.pass_cards(seat, game.hand(seat)[:3])
    assert order.count("applied") == 4 and order[-1] == "applied"
    assert order[-2] == "PlayStarted"


def test_refused_action_emits_reason_and_changes_nothing(qtbot: QtBot, adapter: GameAdapter) -> None:
    game = adapter.game
    before = list(game.log)
    with qtbot.waitSignal(adapter.action_refused) as blocker, qtbot.assertNotEmitted(adapter.event_emitted), \
            qtbot.assertNotEmitted(adapter.action_applied):
        assert not adapter.play(0, game.hand(0)[0])
    assert isinstance(blocker.args[0], HeartsError) and "during passing" in str(blocker.args[0])
    assert game.log == before


def test_every_event_is_emitted_in_order(qtbot: QtBot, adapter: GameAdapter) -> None:
    seen: list[object] = []
    adapter.event_emitted.connect(seen.append)
    tricks: list[ev.TrickWon] = []
    adapter.trick_won.connect(tricks.append)
    game = adapter.game
    start = len(game.log)
    rng = random.Random(1)
    while game.hand_number == 0:
        if game.phase is Phase.PASSING:
            seat = game.seats_to_pass()[0]
            adapter.pass_cards(seat, rng.sample(game.hand(seat), 3))
        elif game.phase is Phase.PLAYING:
            assert game.turn is not None
            adapter.play(game.turn, rng.choice(game.legal_plays()))
        else:
            assert game.turn is not None
            from hearts_desktop.model import MoonChoice

            adapter.choose_moon(game.turn, MoonChoice.ADD_TO_OTHERS)
    assert seen == game.log[start:]
    assert len(tricks) == 13
    assert any(isinstance(e, ev.HandScored) for e in seen) and isinstance(seen[-1], ev.HandDealt)


def test_set_game_announces_the_new_game(qtbot: QtBot, adapter: GameAdapter) -> None:
    new = Game(HouseRules(), 5, seed=1)
    with qtbot.waitSignal(adapter.game_started) as blocker:
        adapter.set_game(new)
    assert blocker.args[0] is new and adapter.game is new
