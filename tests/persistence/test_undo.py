"""Undo/redo of the human's actions over the game record (QUndoStack)."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from hearts_desktop.model import Game, HouseRules, PassAction, Phase, PlayAction
from hearts_desktop.model.qt_adapter import GameAdapter
from hearts_desktop.services.undo import UndoHistory

HUMAN = 0


def computers_play(adapter: GameAdapter, rng: random.Random) -> None:
    """Let the computer seats act until the human must (random legal moves)."""
    game = adapter.game
    while not game.is_game_over():
        if game.phase is Phase.PASSING:
            others = [s for s in game.seats_to_pass() if s != HUMAN]
            if not others:
                return
            seat = others[0]
            adapter.pass_cards(seat, rng.sample(game.hand(seat), game.rules.cards_passed))
        elif game.phase is Phase.PLAYING and game.turn != HUMAN:
            adapter.play(game.turn, rng.choice(game.legal_plays()))  # type: ignore[arg-type]
        else:
            return


def setup(qtbot: QtBot) -> tuple[GameAdapter, UndoHistory, random.Random]:
    adapter = GameAdapter(Game(HouseRules(), 4, seed=21))
    history = UndoHistory(adapter)
    history.game_rebuilt.connect(adapter.set_game)
    return adapter, history, random.Random(21)


def test_undo_back_to_any_point_of_the_hand_and_redo(qtbot: QtBot) -> None:
    adapter, history, rng = setup(qtbot)
    history.apply_human(PassAction(HUMAN, adapter.game.hand(HUMAN)[:3]), "pass")
    computers_play(adapter, rng)
    snapshots = []
    for _ in range(4):
        game = adapter.game
        snapshots.append((list(game.actions), [game.hand(s) for s in range(4)]))
        history.apply_human(PlayAction(HUMAN, game.legal_plays()[-1]), "play")
        computers_play(adapter, rng)
    final = list(adapter.game.actions)
    assert history.stack.count() == 5 and not history.undo_used
    for actions, hands in reversed(snapshots):
        with qtbot.waitSignal(adapter.game_started):
            history.stack.undo()
        assert list(adapter.game.actions) == actions
        assert [adapter.game.hand(s) for s in range(4)] == hands
        assert adapter.game.turn == HUMAN
    history.stack.undo()  # the pass: back to the deal
    assert adapter.game.actions == [] and adapter.game.phase is Phase.PASSING
    assert history.undo_used
    while history.stack.canRedo():
        history.stack.redo()
    assert list(adapter.game.actions) == final  # computer plays replayed identically


def test_new_action_after_undo_drops_the_redo(qtbot: QtBot) -> None:
    adapter, history, rng = setup(qtbot)
    history.apply_human(PassAction(HUMAN, adapter.game.hand(HUMAN)[:3]), "pass")
    computers_play(adapter, rng)
    history.stack.undo()
    history.apply_human(PassAction(HUMAN, adapter.game.hand(HUMAN)[3:6]), "pass")
    assert not history.stack.canRedo() and history.stack.count() == 1


def test_refused_action_is_not_an_undo_step(qtbot: QtBot) -> None:
    adapter, history, _ = setup(qtbot)
    assert not history.apply_human(PlayAction(HUMAN, adapter.game.hand(HUMAN)[0]), "play")
    assert history.stack.count() == 0


def test_only_the_current_hand_can_be_undone(qtbot: QtBot) -> None:
    adapter, history, rng = setup(qtbot)
    history.apply_human(PassAction(HUMAN, adapter.game.hand(HUMAN)[:3]), "pass")
    computers_play(adapter, rng)
    while adapter.game.hand_number == 0:
        history.apply_human(PlayAction(HUMAN, adapter.game.legal_plays()[0]), "play")
        computers_play(adapter, rng)
    assert history.stack.count() == 0  # cleared when the next hand was dealt
    assert adapter.game.hand_number == 1
