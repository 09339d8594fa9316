"""Refusals: cards that may not be lifted say why, drops that are not legal
snap back (animated) with a message, and input waits while cards move."""

from __future__ import annotations

import re

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from hearts_desktop.services.settings import AnimationSpeed
from hearts_desktop.views.table import table_scene
from hearts_desktop.views.table.table_scene import HUMAN

from .conftest import drag, settings_for, wait_for_human


def pass_first_three(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = window.scene
    for item in list(scene.at.hands[HUMAN])[:3]:
        window.controller.toggle_pass(item)
        qtbot.waitUntil(scene.queue.is_idle)
    assert window.controller.confirm_pass()
    wait_for_human(qtbot, window)


def choose_by_keys(view, scene, qtbot, count: int) -> None:  # type: ignore[no-untyped-def]
    """Space on the card with the focus (into the pass), wait until it lands,
    Right to the next card: `count` times."""
    for _ in range(count):
        QTest.keyClick(view, Qt.Key.Key_Space)
        qtbot.waitUntil(scene.queue.is_idle)
        QTest.keyClick(view, Qt.Key.Key_Right)


def play_until_illegal_card(window, qtbot):  # type: ignore[no-untyped-def]
    """Play legal cards until the human holds a card that may not be played."""
    scene, game = window.scene, window.adapter.game
    for _ in range(20):
        legal = set(game.legal_plays(HUMAN))
        illegal = [item for item in scene.at.hands[HUMAN] if item.card not in legal]
        if illegal:
            return illegal[0]
        window.controller.play(next(item for item in scene.at.hands[HUMAN] if item.card in legal))
        wait_for_human(qtbot, window)
    raise AssertionError("no illegal card came up")


def test_illegal_card_is_not_lifted_and_the_rule_is_named(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(seed=5)
    pass_first_three(window, qtbot)
    item = play_until_illegal_card(window, qtbot)
    place = item.pos()
    before = window.adapter.game.hand(HUMAN)
    drag(window, item, window.scene.layout.trick_rect.center())
    assert window.adapter.game.hand(HUMAN) == before
    assert item.pos() == place
    message = window.statusBar().currentMessage()
    assert re.search(r"\((R\d+|H\d+)\)$", message), message
    assert "You may not play the" in message
    # ... and beside the trick, where the player looks, above the hand.
    notice = window.scene.notice
    assert notice.isVisible() and notice.text == message
    bubble = notice.sceneBoundingRect()
    assert window.scene.sceneRect().contains(bubble)
    assert bubble.top() >= window.scene.layout.trick_rect.bottom()
    assert not any(bubble.intersects(card.sceneBoundingRect()) for card in window.scene.at.hands[HUMAN])
    # It goes after a few seconds.
    qtbot.waitUntil(lambda: not notice.isVisible(), timeout=table_scene.NOTICE_MS + 2000)


def test_drop_outside_the_trick_area_snaps_back_animated(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(settings_for(AnimationSpeed.NORMAL), seed=5)
    scene, game = window.scene, window.adapter.game
    wait_for_human(qtbot, window)
    pass_first_three(window, qtbot)
    item = next(item for item in scene.at.hands[HUMAN] if item.card in game.legal_plays(HUMAN))
    home = QPointF(item.pos())
    nowhere = QPointF(scene.layout.trick_rect.left() - 20, scene.layout.trick_rect.center().y())
    drag(window, item, nowhere)
    assert item.card in game.hand(HUMAN)
    assert (item.pos() - home).manhattanLength() > 50  # it is on its way back, not teleported
    assert not scene.queue.is_idle()
    assert "trick area" in window.statusBar().currentMessage()
    qtbot.waitUntil(scene.queue.is_idle)
    assert (item.pos() - home).manhattanLength() < 1


def test_trick_area_lights_only_for_a_legal_drop(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(seed=5)
    scene, game = window.scene, window.adapter.game
    pass_first_three(window, qtbot)
    item = next(item for item in scene.at.hands[HUMAN] if item.card in game.legal_plays(HUMAN))
    viewport = window.view.viewport()
    start = window.view.mapFromScene(item.mapToScene(QPointF(-item.size[0] * 0.38, 0)))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(0, -30))
    assert window.scene.interaction.dragging and not scene.middle.lit
    middle = window.view.mapFromScene(scene.layout.trick_rect.center())
    QTest.mouseMove(viewport, middle)
    assert scene.middle.lit
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, middle)
    assert not scene.middle.lit
    assert item in [played for _, played in scene.at.trick] + scene.at.collected


def test_a_fifth_pass_card_snaps_back_naming_the_rule(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(seed=2)
    scene = window.scene
    wait_for_human(qtbot, window)
    for item in list(scene.at.hands[HUMAN])[:3]:
        drag(window, item, scene.layout.trick_rect.center())
        qtbot.waitUntil(scene.queue.is_idle)
    extra = scene.at.hands[HUMAN][0]
    drag(window, extra, scene.layout.trick_rect.center())
    qtbot.waitUntil(scene.queue.is_idle)
    assert extra in scene.at.hands[HUMAN] and len(scene.at.pass_area) == 3
    assert "(H9)" in window.statusBar().currentMessage()
    back = scene.at.pass_area[0]
    drag(window, back, scene.layout.anchors[HUMAN])
    qtbot.waitUntil(scene.queue.is_idle)
    assert back in scene.at.hands[HUMAN] and len(scene.at.pass_area) == 2
    assert not window.view.pass_button.isEnabled()


def test_input_is_refused_while_cards_move(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(settings_for(AnimationSpeed.SLOW), seed=4)
    scene, view = window.scene, window.view
    assert not scene.queue.is_idle()  # the deal is animating
    item = scene.at.hands[HUMAN][0]
    drag(window, item, scene.layout.trick_rect.center())
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert scene.at.pass_area == []
    assert window.adapter.game.passed_cards(HUMAN) is None
    with qtbot.waitSignal(scene.queue.idle, timeout=10000):
        pass
    drag(window, item, scene.layout.trick_rect.center())
    assert scene.at.pass_area == [item]


def test_ctrl_enter_right_after_the_third_card_passes_when_it_lands(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seen at the table by keyboard: Ctrl+Enter pressed while the third card
    still flew to the pass area did nothing, and said nothing."""
    window = make_window(settings_for(AnimationSpeed.SLOW), seed=5)
    scene, view, game = window.scene, window.view, window.adapter.game
    wait_for_human(qtbot, window)
    view.setFocus()
    choose_by_keys(view, scene, qtbot, 2)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert not scene.queue.is_idle() and len(scene.at.pass_area) == 3  # the third card is still moving
    chosen = {item.card for item in scene.at.pass_area}
    QTest.keyClick(view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert game.passed_cards(HUMAN) is None  # not yet: it lands first
    qtbot.waitUntil(lambda: game.passed_cards(HUMAN) is not None, timeout=10_000)
    assert set(game.passed_cards(HUMAN) or ()) == chosen


def test_the_wait_for_the_passes_is_not_said_once_the_first_trick_is_on(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seen at the table: after the last computer pass, "Waiting for the other
    players to pass" stayed on the status line while the others played the
    first trick."""
    waiting = "Waiting for the other players to pass"
    for seed in range(3, 12):
        window = make_window(seed=seed)
        scene, view, game = window.scene, window.view, window.adapter.game
        wait_for_human(qtbot, window)
        view.setFocus()
        choose_by_keys(view, scene, qtbot, 3)
        said: list[str] = []
        shown_at_first_play: list[str] = []
        window.controller.status.connect(said.append)
        bar = window.statusBar()
        window.adapter.card_played.connect(
            lambda event, bar=bar, shown=shown_at_first_play: shown.append(bar.currentMessage()))
        QTest.keyClick(view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        assert said[0] == waiting  # said while the others pass
        wait_for_human(qtbot, window)
        if not game.current_trick:
            continue  # we lead the first trick: the prompt says so at once
        assert shown_at_first_play[0] != waiting
        assert window.statusBar().currentMessage() != waiting
        return
    raise AssertionError("no seed where another seat leads the first trick")
