"""Menus, options and the rarer dialogs: settings, click to continue, the
moon choice (H4), hints, four colours and large cards."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog

from hearts_desktop.model import Game, MoonChoice, Phase
from hearts_desktop.model.rules import CANCELLATION, STANDARD
from hearts_desktop.services.settings import AnimationSpeed
from hearts_desktop.views import main_window
from hearts_desktop.views.dialogs import game_dialogs as dialogs
from hearts_desktop.views.dialogs.settings_dialog import SettingsDialog
from hearts_desktop.views.dialogs.settings_tabs import TableTab
from hearts_desktop.views.table.table_scene import HUMAN

from .conftest import keep, settings_for, wait_for_human


def test_menu_shortcuts(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    shortcuts = {
        window.new_game_action: "Ctrl+N", window.score_action: "Ctrl+T", window.settings_action: "Ctrl+,",
        window.rules_action: "F1", window.quit_action: "Ctrl+Q", window.fullscreen_action: "F11",
        window.hint_action: "H",
    }
    for action, keys in shortcuts.items():
        assert action.shortcut() == QKeySequence(keys), action.text()
    assert window.restart_action.isEnabled() and window.about_action.isEnabled()


def test_settings_apply_table_options_at_once(make_window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    saved = []
    wanted = replace(window.settings, four_colour=True, animation_speed=AnimationSpeed.FAST,
                     sort_ascending=False)
    monkeypatch.setattr(SettingsDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(SettingsDialog, "result_settings", lambda self: wanted)
    monkeypatch.setattr(main_window, "save_settings", saved.append)
    wait_for_human(qtbot, window)
    window.settings_action.trigger()
    assert saved == [wanted] and window.settings is wanted
    scene = window.scene
    assert scene.art.folder == "fourcolor" and scene.speed is AnimationSpeed.FAST
    hand = [item.card for item in scene.at.hands[HUMAN]]
    suits = [card.suit for card in hand]
    for first, second in itertools.pairwise(hand):
        if first.suit is second.suit:
            assert first.rank > second.rank  # descending now
    assert suits == sorted(suits, key=lambda suit: wanted.suit_order.index(suit))


def test_large_cards_option_uses_the_large_index_deck(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(settings_for(large_cards=True), size=(1280, 800))
    wait_for_human(qtbot, window)
    assert window.scene.art.folder == "large-index"
    plain = make_window(settings_for(), size=(1280, 800))
    wait_for_human(qtbot, plain)
    assert window.scene.layout.card_h > plain.scene.layout.card_h
    both = make_window(settings_for(large_cards=True, four_colour=True), size=(1280, 800))
    wait_for_human(qtbot, both)
    assert both.scene.art.folder == "fourcolor-large-index"


def test_click_to_continue_holds_each_finished_trick(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(settings_for(click_to_continue=True), seed=8)
    scene, controller, game = window.scene, window.controller, window.adapter.game
    wait_for_human(qtbot, window)
    for item in list(scene.at.hands[HUMAN])[:3]:
        controller.toggle_pass(item)
        qtbot.waitUntil(scene.queue.is_idle)
    controller.confirm_pass()
    while scene.pause is None:
        def settled() -> bool:
            return scene.pause is not None or (scene.queue.is_idle() and controller.human_to_play())

        qtbot.waitUntil(settled, timeout=20000)
        if scene.pause is None:
            legal = game.legal_plays(HUMAN)
            controller.play(next(item for item in scene.at.hands[HUMAN] if item.card in legal))
    assert game.trick_number == 1  # the model has moved on; the table waits
    assert len(scene.at.trick) == game.players and not scene.queue.is_idle()
    assert "continue" in scene.middle.caption
    held = [item for _, item in scene.at.trick]
    with qtbot.assertNotEmitted(scene.queue.idle, wait=100):  # the pause does not time out
        pass
    assert [item for _, item in scene.at.trick] == held
    viewport = window.view.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     window.view.mapFromScene(scene.layout.trick_rect.center()))
    qtbot.waitUntil(lambda: all(item in scene.at.collected for item in held))
    assert "continue" not in scene.middle.caption


def play_for_the_moon(seed: int) -> Game:
    """A seeded standard hand where South plays high and the others low: South
    takes every point and must choose (H4)."""
    game = Game(STANDARD, 4, seed=seed)
    for seat in range(4):
        ranked = sorted(game.hand(seat), key=lambda card: card.rank)
        game.pass_cards(seat, ranked[:3] if seat == HUMAN else ranked[-3:])
    while game.phase is Phase.PLAYING:
        turn = game.turn
        assert turn is not None
        legal = game.legal_plays(turn)
        pick = max if turn == HUMAN else min
        game.play(turn, pick(legal, key=lambda card: (card.rank, card.suit if turn == HUMAN else -card.suit)))
    return game


def test_a_human_shooter_chooses_the_settlement(make_window, qtbot, monkeypatch, shown) -> None:  # type: ignore[no-untyped-def]
    game = play_for_the_moon(45)
    assert game.phase is Phase.MOON_CHOICE and game.turn == HUMAN
    window = make_window()

    def choose(dialog: dialogs.MoonChoiceDialog) -> None:
        shown.moons.append(keep(dialog))
        dialog.subtract_button.click()

    monkeypatch.setattr(dialogs.MoonChoiceDialog, "open", choose)
    window.controller.start_game(game)
    wait_for_human(qtbot, window)
    assert len(shown.moons) == 1
    assert all(f"{name} 0" in shown.moons[0].scores_label.text() for name in game.names)
    assert game.history[-1].moon is not None and game.history[-1].moon.choice is MoonChoice.SUBTRACT_FROM_SELF
    assert game.totals[HUMAN] == -26
    assert shown.hands and "shot the moon" in " ".join(shown.hands[-1].lines)


def test_the_moon_choice_shows_each_total_beside_its_player(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = dialogs.MoonChoiceDialog(26, False, (47, 0, 12, 5), ("Ann", "<b>Bo</b>", "Cy", "Di"))
    qtbot.addWidget(dialog)
    assert dialog.scores_label.text().endswith("Ann 47, <b>Bo</b> 0, Cy 12, Di 5")
    # A guest's name is a name, not markup.
    assert dialog.scores_label.textFormat() is Qt.TextFormat.PlainText


@pytest.mark.slow
def test_hint_names_a_card_of_the_hand(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(settings_for(expert_think_time=0.1))
    qtbot.waitUntil(lambda: window.adapter.game.seats_to_pass() == [HUMAN], timeout=20000)
    wait_for_human(qtbot, window)
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint:"), timeout=20000)
    focused = window.scene.focus_item()
    assert focused is not None and focused.card.rank.name.capitalize() in window.statusBar().currentMessage()


def test_the_pot_is_named_in_the_info_panel(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """V5 with six players leaves a widow of two cards in the middle: the
    info panel says what those cards are, and stops once someone takes them."""
    window = make_window(settings_for(players=6, rules=CANCELLATION))
    wait_for_human(qtbot, window)
    game, info = window.adapter.game, window.scene.info
    pot_lines = [line for line in info.lines if line.startswith("Pot:")]
    assert len(game.pot) >= 2  # the widow, and any cancelled trick before the human's turn
    assert pot_lines == [f"Pot: {len(game.pot)} cards, for the next trick's taker"]
    while game.pot and not game.is_game_over():
        window.controller.play(next(item for item in window.scene.at.hands[HUMAN]
                                    if item.card in game.legal_plays(HUMAN)))
        wait_for_human(qtbot, window)
    assert not [line for line in info.lines if line.startswith("Pot:")]


def test_a_new_card_back_shows_on_the_cards_already_dealt(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    wait_for_human(qtbot, window)
    scene = window.scene
    face_down = scene.at.hands[2][-1]  # North's top card, fully visible
    assert not face_down.face_up

    def colour_of(item) -> QColor:  # type: ignore[no-untyped-def]
        """The back's colour a quarter of the way in from the card's upper
        left corner: on the patterned panel, away from the white medallion."""
        width, height = item.size
        point = window.view.mapFromScene(item.mapToScene(QPointF(-width / 4, -height / 4)))
        return window.view.viewport().grab().toImage().pixelColor(point)

    assert colour_of(face_down).blue() > colour_of(face_down).red()  # the default: blue
    tab = TableTab(window.settings)
    assert [tab.back.itemText(i) for i in range(tab.back.count())] == ["Classic (black check)", "Blue", "Red"]
    tab.back.setFocus()
    QTest.keyClick(tab.back, Qt.Key.Key_End)  # "Red", the last one
    window.controller.apply_settings(tab.apply(window.settings))
    assert scene.art.back == "back-red"
    assert colour_of(face_down).red() > colour_of(face_down).blue()


def test_the_dark_table_option_darkens_the_felt(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    wait_for_human(qtbot, window)

    def felt() -> int:
        corner = window.view.viewport().grab().toImage().pixelColor(5, window.view.viewport().height() // 2)
        return corner.lightness()

    green = felt()
    window.apply_settings(replace(window.settings, dark_table=True))
    assert window.scene.dark
    dark = felt()
    assert dark < green - 10, (green, dark)
    window.apply_settings(replace(window.settings, dark_table=False))
    assert abs(felt() - green) <= 2
