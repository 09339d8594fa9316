"""A hand played with real mouse drags and with the keyboard, asserting the
model and the scene after every move."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from hearts_desktop.model.state import Phase
from hearts_desktop.views.main_window import MainWindow
from hearts_desktop.views.table.card_item import PlayMark
from hearts_desktop.views.table.table_scene import HUMAN

from .conftest import drag, grab_point, settings_for, viewport_point, wait_for_human


def scene_matches_model(window: MainWindow) -> None:
    scene, game = window.scene, window.adapter.game
    shown = [item.card for item in scene.at.hands[HUMAN]] + [item.card for item in scene.at.pass_area]
    assert sorted(shown) == sorted(game.hand(HUMAN))
    for seat in range(1, game.players):
        assert len(scene.at.hands[seat]) + len(scene.at.outgoing[seat]) == len(game.hand(seat))
    assert [item.card for _, item in scene.at.trick] == [card for _, card in game.current_trick]
    assert all(item.face_up for item in scene.at.hands[HUMAN])
    assert not any(item.face_up for seat in range(1, game.players) for item in scene.at.hands[seat])


def test_full_hand_by_mouse_drags(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    scene, game = window.scene, window.adapter.game
    wait_for_human(qtbot, window)
    assert game.phase is Phase.PASSING
    chosen = [scene.at.hands[HUMAN][index] for index in (0, 4, 8)]
    for item in chosen:
        drag(window, item, scene.layout.trick_rect.center())
        qtbot.waitUntil(scene.queue.is_idle)
    assert scene.at.pass_area == chosen
    assert window.view.pass_button.isEnabled()
    assert window.view.pass_button.text() == "Pass 3 cards to the left"
    passed = [item.card for item in chosen]
    QTest.mouseClick(window.view.pass_button, Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, window)
    assert game.passed_cards(HUMAN) == tuple(sorted(passed))
    received = game.received_cards(HUMAN)
    assert received is not None
    assert {item.card for item in scene.at.hands[HUMAN] if item.received} == set(received)
    hand = game.hand_number
    plays = 0
    while game.hand_number == hand:
        scene_matches_model(window)
        legal = set(game.legal_plays(HUMAN))
        marks = {item.card: item.mark for item in scene.at.hands[HUMAN]}
        assert all((mark is PlayMark.LEGAL) == (card in legal) for card, mark in marks.items())
        item = next(item for item in scene.at.hands[HUMAN] if item.card in legal)
        before = len(game.hand(HUMAN))
        drag(window, item, scene.layout.trick_rect.center())
        assert len(game.hand(HUMAN)) == before - 1
        plays += 1
        wait_for_human(qtbot, window)
        if game.trick_number >= 1:  # received cards are highlighted until the first trick
            assert not any(i.received for i in scene.at.hands[HUMAN])
    assert plays == game.tricks_per_hand
    assert len(game.history) == 1
    assert window.controller.game.phase is Phase.PASSING  # the next hand is dealt and shown
    scene_matches_model(window)


def test_full_hand_by_keyboard(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(seed=11)
    scene, game, view = window.scene, window.adapter.game, window.view
    view.setFocus()
    wait_for_human(qtbot, window)
    for _ in range(3):
        QTest.keyClick(view, Qt.Key.Key_Right)
        QTest.keyClick(view, Qt.Key.Key_Space)
        qtbot.waitUntil(scene.queue.is_idle)
    assert len(scene.at.pass_area) == 3
    QTest.keyClick(view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    wait_for_human(qtbot, window)
    assert game.passed_cards(HUMAN) is not None
    hand = game.hand_number
    while game.hand_number == hand:
        legal = set(game.legal_plays(HUMAN))
        for _ in range(len(scene.human_items())):
            focused = scene.focus_item()
            if focused is not None and focused.card in legal:
                break
            QTest.keyClick(view, Qt.Key.Key_Right)
        focused = scene.focus_item()
        assert focused is not None and focused.card in legal
        assert view.accessibleDescription().endswith("legal")
        card = focused.card
        count = game.hand(HUMAN).count(card)
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert game.hand(HUMAN).count(card) == count - 1
        wait_for_human(qtbot, window)
    assert len(game.history) == 1


def test_click_plays_and_double_click_setting(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(settings_for(double_click_to_play=True), seed=3)
    scene, game = window.scene, window.adapter.game
    wait_for_human(qtbot, window)
    for item in list(scene.at.hands[HUMAN])[:3]:
        window.controller.toggle_pass(item)
        qtbot.waitUntil(scene.queue.is_idle)
    assert window.controller.confirm_pass()
    wait_for_human(qtbot, window)
    item = next(item for item in scene.at.hands[HUMAN] if item.card in game.legal_plays(HUMAN))
    point = viewport_point(window, grab_point(item))
    viewport, left, plain = window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mouseClick(viewport, left, plain, point)
    assert item.card in game.hand(HUMAN)  # one click only focuses with the double-click setting
    QTest.mouseDClick(viewport, left, plain, point)
    assert item in [trick_item for _, trick_item in scene.at.trick] or item in scene.at.collected
