"""Human seats other than the bottom one: the table turns so that the human
sits at the bottom; with several humans (hot seat) the hands are hidden
between turns until the next player takes the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from hearts_desktop.model.state import Phase
from hearts_desktop.views.main_window import MainWindow

from .conftest import settings_for


def act(window: MainWindow) -> None:
    """The shown human passes its first cards or plays its first legal card."""
    controller, scene, game = window.controller, window.scene, window.adapter.game
    viewer = controller.viewer
    if controller.human_passing():
        for item in list(scene.at.hands[viewer])[: game.rules.cards_passed]:
            controller.toggle_pass(item)
        assert controller.confirm_pass()
    else:
        legal = game.legal_plays(viewer)
        assert controller.play(next(item for item in scene.at.hands[viewer] if item.card in legal))


def waiting(window: MainWindow) -> bool:
    controller, scene = window.controller, window.scene
    idle = scene.queue.is_idle()
    return scene.pause is not None or (idle and (controller.human_passing() or controller.human_to_play()))


def test_a_human_in_another_seat_is_shown_at_the_bottom(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(settings_for(human_seats=frozenset({2})))
    scene, game = window.scene, window.adapter.game
    assert window.controller.viewer == 2 and set(window.controller.players) == {0, 1, 3}
    hand = game.hand_number
    while game.hand_number == hand:
        qtbot.waitUntil(lambda: waiting(window), timeout=20000)
        assert all(item.face_up for item in scene.at.hands[2])
        assert not any(item.face_up for seat in (0, 1, 3) for item in scene.at.hands[seat])
        lowest = max(item.y() for seat in (0, 1, 3) for item in scene.at.hands[seat])
        assert all(item.y() > lowest for item in scene.at.hands[2])
        assert scene.labels[2].rect() == scene.layout.labels[0]
        act(window)
    assert game.phase is not Phase.GAME_OVER and len(game.history) == 1


def test_hot_seat_hides_the_cards_between_players(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(settings_for(human_seats=frozenset({0, 2})))
    scene, game, controller = window.scene, window.adapter.game, window.controller
    qtbot.waitUntil(lambda: waiting(window), timeout=20000)
    assert controller.viewer == 0
    act(window)  # South passes; North must pass too
    qtbot.waitUntil(lambda: scene.pause is not None, timeout=20000)
    assert not any(item.face_up for hand in scene.at.hands for item in hand)
    assert "North" in scene.middle.caption
    assert not scene.queue.is_idle() and not controller.accepting()  # the hand-over holds the table
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: waiting(window), timeout=20000)
    assert controller.viewer == 2
    assert all(item.face_up for item in scene.at.hands[2])
    assert not any(item.face_up for item in scene.at.hands[0])
    covers = 1
    hand = game.hand_number
    while game.hand_number == hand:
        qtbot.waitUntil(lambda: waiting(window), timeout=20000)
        if scene.pause is not None:
            covers += 1
            scene.release_pause()
            continue
        act(window)
    assert covers >= 3 and len(game.history) == 1
