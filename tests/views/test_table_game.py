"""A whole game at instant speed, from the New game action to the winner dialog."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt

from hearts_desktop.ai import Level, create_player
from hearts_desktop.model.state import Phase
from hearts_desktop.views.main_window import MainWindow
from hearts_desktop.views.table.table_scene import HUMAN

from .conftest import settings_for, wait_for_human


def play_on(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The human passes its first cards and plays its first legal card."""
    controller, scene, game = window.controller, window.scene, window.adapter.game
    wait_for_human(qtbot, window)
    if controller.human_passing():
        for item in list(scene.at.hands[HUMAN])[: game.rules.cards_passed]:
            controller.toggle_pass(item)
        qtbot.waitUntil(scene.queue.is_idle)
        assert controller.confirm_pass()
    elif controller.human_to_play():
        legal = game.legal_plays(HUMAN)
        assert controller.play(next(item for item in scene.at.hands[HUMAN] if item.card in legal))


def test_whole_game_to_the_winner_dialog(make_window, qtbot, shown) -> None:  # type: ignore[no-untyped-def]
    window = make_window(settings_for(rules=settings_for().rules.with_changes(target_score=40)))
    window.new_game_action.trigger()
    game = window.adapter.game
    assert not game.actions
    while not shown.game_over:
        play_on(window, qtbot)
    assert game.phase is Phase.GAME_OVER and game.winners
    dialog = shown.game_over[0]
    winner_names = [game.names[seat] for seat in game.winners]
    assert all(name in dialog.headline.text() for name in winner_names)
    assert len(shown.hands) == len(game.history)
    # Each hand's pause (the summary's gate) goes once the table has moved on:
    # a long evening kept one per hand.
    from PySide6.QtCore import QCoreApplication, QEvent

    from hearts_desktop.views.table.animation_queue import Pause
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert len(window.controller.findChildren(Pause)) <= 1  # the last one, kept until the next step ends
    assert [label.total for label in window.scene.labels] == game.totals
    assert "Game over" in window.scene.middle.caption
    assert all(name in window.scene.middle.caption for name in winner_names)
    # The dialog was closed without a new game: the finished table offers one.
    button = window.view.new_game_button
    qtbot.waitUntil(button.isVisible)
    assert button.text() == "New game"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    fresh = window.adapter.game
    assert fresh is not game and not fresh.actions and fresh.phase is not Phase.GAME_OVER
    qtbot.waitUntil(lambda: not button.isVisible())


def test_computer_players_think_off_the_gui_thread(qtbot, shown) -> None:  # type: ignore[no-untyped-def]
    threads: set[threading.Thread] = set()

    class Recording:
        def __init__(self, level: Level, seed: int, think: float | None) -> None:
            self.inner = create_player(Level.CASUAL, seed)
            self.name = self.inner.name

        def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
            method = getattr(self.inner, name)

            def run(*args, **kwargs):  # type: ignore[no-untyped-def]
                threads.add(threading.current_thread())
                return method(*args, **kwargs)
            return run

    window = MainWindow(settings_for(), factory=Recording)
    qtbot.addWidget(window)
    window.show()
    window.controller.new_game(seed=1)
    qtbot.waitUntil(lambda: window.adapter.game.seats_to_pass() == [HUMAN], timeout=20000)
    window.controller.shutdown()
    assert threads and threading.main_thread() not in threads


def test_restart_hand_deals_the_same_cards_again(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(seed=9)
    old = window.adapter.game
    dealt = [old.hand(seat) for seat in range(old.players)]
    play_on(window, qtbot)
    play_on(window, qtbot)
    assert old.actions
    window.restart_action.trigger()
    wait_for_human(qtbot, window)
    game = window.adapter.game
    assert game is not old and game.hand_number == old.hand_number == 0
    assert game.phase is Phase.PASSING and game.passed_cards(HUMAN) is None
    assert [game.hand(seat) for seat in range(game.players)] == dealt
    assert sorted(item.card for item in window.scene.at.hands[HUMAN]) == sorted(dealt[HUMAN])
