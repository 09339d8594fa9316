"""Help ▸ How to play is written from the game's HouseRules and player count,
so it says what the model does."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from hearts_desktop.model.cards import PassDirection
from hearts_desktop.model.deal import cards_each, deck_in_play, removed_cards
from hearts_desktop.model.rules import PRESETS, STANDARD, HouseRules, MoonSettlement
from hearts_desktop.model.scoring import moon_amount
from hearts_desktop.services.settings import AnimationSpeed, AppSettings
from hearts_desktop.views.dialogs.howto import HowToDialog, howto_sections
from hearts_desktop.views.main_window import MainWindow
from hearts_desktop.views.words.texts import card_name, direction_word
from tests.i18n.conftest import PseudoTranslator, pseudo

CASES = [(preset.rules, players) for preset in PRESETS for players in range(3, 8)
         if not preset.rules.problems(players)]


def _text(rules: HouseRules, players: int) -> str:
    return "\n".join(line for _, lines in howto_sections(rules, players) for line in lines)


@pytest.mark.parametrize(("rules", "players"), CASES)
def test_the_deal_and_passing_come_from_the_model(qapp: object, rules: HouseRules, players: int) -> None:
    text = _text(rules, players)
    number = QLocale().toString
    assert f"each player gets {number(cards_each(rules, players))} cards" in text
    for card in removed_cards(rules, players):
        assert card_name(card) in text
    widow = len(deck_in_play(rules, players)) - cards_each(rules, players) * players
    assert (f"The {widow} cards left over are the widow" in text) == bool(widow)
    cycle = [rules.pass_direction(hand, players) for hand in range(len(rules.pass_cycle_for(players)))]
    if all(step is PassDirection.NONE for step in cycle):
        assert "There is no passing" in text
    else:
        steps = "; ".join(f"hand {index + 1}: "
                          + ("no pass" if step is PassDirection.NONE else direction_word(step))
                          for index, step in enumerate(cycle))
        assert steps in text
    if rules.moon is not MoonSettlement.NO_MOON:
        assert number(moon_amount(rules)) in text
    assert f"played to {number(rules.target_score)} points" in text


def test_each_house_rule_changes_its_sentence(qapp: object) -> None:
    base = _text(STANDARD, 4)
    for changes in ({"queen_breaks_hearts": False}, {"points_on_first_trick": True},
                    {"hearts_must_be_broken": False}, {"no_trick_bonus": True},
                    {"exact_target_reset": True}, {"shoot_the_sun": True}, {"queen_value": 25},
                    {"extra_penalty_spades": True}, {"moon": MoonSettlement.ADD_TO_OTHERS},
                    {"cards_passed": 2}, {"target_score": 50}):
        assert _text(STANDARD.with_changes(**changes), 4) != base, changes


def test_f1_shows_how_to_play_for_the_game_in_progress(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    shown: list[HowToDialog] = []
    monkeypatch.setattr(HowToDialog, "exec", lambda self: shown.append(self) or 0)
    window = MainWindow(replace(AppSettings(), animation_speed=AnimationSpeed.INSTANT))
    qtbot.addWidget(window)
    window.rules_action.trigger()
    assert window.rules_action.shortcut().toString() == "F1"
    assert window.rules_action.text() == "&How to play"
    (dialog,) = shown
    assert dialog.rules == window.adapter.game.rules and dialog.players == window.adapter.game.players
    assert "Before playing, each player passes 3 cards" in dialog.browser.toPlainText()
    window.controller.shutdown()


def test_an_open_how_to_play_retranslates(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    dialog = HowToDialog(STANDARD, 4)
    qtbot.addWidget(dialog)
    dialog.show()
    translator = PseudoTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == pseudo("How to play"))
        assert pseudo("The deal") in dialog.browser.toPlainText()
    finally:
        QCoreApplication.removeTranslator(translator)
