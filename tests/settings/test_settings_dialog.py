"""The settings dialog offscreen: presets, Custom, refused combinations,
per-tab defaults, the new-game offer, and a round trip through QSettings."""

from __future__ import annotations

import html
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from hearts_desktop.ai.base import Level
from hearts_desktop.model.cards import PassDirection, Suit
from hearts_desktop.model.rules import (
    BLACK_MARIA,
    CANCELLATION,
    OMNIBUS,
    PRESETS,
    STANDARD,
    HeartValues,
    MoonSettlement,
)
from hearts_desktop.services.settings import AnimationSpeed, AppSettings, load_settings, save_settings
from hearts_desktop.views.dialogs.settings_dialog import SettingsDialog
from hearts_desktop.views.words.rule_words import RULE_SPECS, preset_description


@pytest.fixture
def make(qtbot: QtBot):  # type: ignore[no-untyped-def]
    def build(settings: AppSettings | None = None, running: bool = False) -> SettingsDialog:
        dialog = SettingsDialog(settings or AppSettings(), None, running)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        return dialog
    return build


def choose(combo: QComboBox, data: object) -> None:
    """Pick an item as a user does: the keyboard, until the data matches."""
    combo.setFocus()
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def click(qtbot: QtBot, widget: QWidget) -> None:
    """A real mouse click; a check box is clicked on its indicator."""
    pos = widget.rect().center()
    if isinstance(widget, QCheckBox):
        pos.setX(min(pos.x(), 8))
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)


@pytest.mark.parametrize("preset", PRESETS, ids=[preset.id for preset in PRESETS])
def test_presets_fill_the_rules(make, preset) -> None:  # type: ignore[no-untyped-def]
    dialog = make(AppSettings().with_players(5))
    choose(dialog.rules_tab.preset, preset.id)
    assert dialog.result_settings().rules == preset.rules
    assert dialog.ok_button.isEnabled()


def test_preset_editors_show_the_preset_values(make) -> None:  # type: ignore[no-untyped-def]
    dialog = make()
    choose(dialog.rules_tab.preset, "V4")
    editors = dialog.rules_tab._editors
    assert editors["extra_penalty_spades"].currentData() is True
    assert editors["moon"].currentData() is MoonSettlement.NO_MOON
    assert editors["pass_cycle"].value() == (PassDirection.RIGHT,)
    choose(dialog.rules_tab.preset, "V3")
    assert editors["heart_values"].currentData() is HeartValues.FACE_VALUE
    assert editors["queen_value"].currentData() == 25
    assert dialog.rules_tab._target_spin.value() == 500


def test_changing_a_rule_shows_custom(make, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    dialog = make()
    choose(dialog.rules_tab.preset, "V2")
    click(qtbot, dialog.rules_tab._editors["exact_target_reset"])
    assert dialog.rules_tab.preset.currentData() is None
    assert dialog.rules_tab.preset.currentText() == "Custom, based on V2 Omnibus Hearts"
    assert dialog.result_settings().rules == OMNIBUS.with_changes(exact_target_reset=True)
    click(qtbot, dialog.rules_tab._editors["exact_target_reset"])  # back to the preset
    assert dialog.rules_tab.preset.currentData() == "V2"


def test_every_rule_is_named_in_plain_words_with_its_id_second(make) -> None:  # type: ignore[no-untyped-def]
    dialog = make()
    tab = dialog.rules_tab
    for spec in RULE_SPECS:
        label = tab._labels[spec.field].text()
        assert label.startswith(html.escape(spec.label()))  # the name first
        assert f"<small style='color: gray'>{spec.rule_id}</small>" in label  # the id in small print after it
        assert f"({spec.rule_id})" in tab._editors[spec.field].toolTip()
        assert tab._labels[spec.field].toolTip() == tab._editors[spec.field].toolTip()
    hints = [label.text() for label in tab.findChildren(QLabel)]
    assert all(spec.explanation() in hints for spec in RULE_SPECS)  # each explained below its editor


CANCELLATION_PRESET = next(preset for preset in PRESETS if preset.rules.cancellation)


def test_each_variant_is_described_in_one_line(make) -> None:  # type: ignore[no-untyped-def]
    dialog = make()
    tab = dialog.rules_tab
    seen = set()
    for preset in PRESETS:
        if preset.rules.cancellation:
            continue  # needs five players; its line is checked below
        choose(tab.preset, preset.id)
        line = tab.preset_line.text()
        assert line.endswith(f"({preset.id})") and "\n" not in line
        assert not tab.preset.currentText().startswith(preset.id)  # the name first, not the id
        seen.add(line)
    seen.add(preset_description(CANCELLATION_PRESET))
    assert len(seen) == len(PRESETS) and all(line.endswith(")") for line in seen)


def test_cancellation_with_four_players_is_refused(make, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    dialog = make()
    click(qtbot, dialog.rules_tab._editors["cancellation"])
    assert not dialog.ok_button.isEnabled()
    assert dialog.rules_tab.problems.isVisible()
    assert "needs 5 to 7 players, not 4 (V5)" in dialog.rules_tab.problems.text()
    dialog.accept()  # Enter while invalid does nothing
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    dialog.players_tab.count.setValue(5)
    assert dialog.ok_button.isEnabled() and not dialog.rules_tab.problems.isVisible()


def test_sun_without_moon_is_refused(make, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    dialog = make()
    click(qtbot, dialog.rules_tab._editors["shoot_the_sun"])
    assert dialog.ok_button.isEnabled()
    choose(dialog.rules_tab._editors["moon"], MoonSettlement.NO_MOON)
    assert not dialog.ok_button.isEnabled()
    assert "(H17, H4)" in dialog.rules_tab.problems.text()
    assert dialog.result_settings() == AppSettings()  # never an impossible value


def test_passing_across_needs_even_players(make) -> None:  # type: ignore[no-untyped-def]
    dialog = make(AppSettings().with_players(5))
    cycle = dialog.rules_tab._editors["pass_cycle"]
    cycle.mode.setCurrentIndex(1)  # custom starts as a copy of the standard cycle: left, right
    assert cycle.value() == (PassDirection.LEFT, PassDirection.RIGHT)
    cycle.steps[0].setCurrentIndex(cycle.steps[0].findData(PassDirection.ACROSS))
    cycle.steps[1].setCurrentIndex(0)  # "—" ends the cycle
    assert "not 5 (H8)" in dialog.rules_tab.problems.text() and not dialog.ok_button.isEnabled()
    dialog.players_tab.count.setValue(6)
    assert dialog.ok_button.isEnabled()
    assert dialog.result_settings().rules.pass_cycle == (PassDirection.ACROSS,)


def test_players_tab(make, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    dialog = make()
    tab = dialog.players_tab
    dialog.tabs.setCurrentWidget(tab)
    tab.count.setValue(6)
    qtbot.keyClicks(tab.names[0], "Ase")
    click(qtbot, tab.humans[2])
    choose(tab.levels[3], Level.EXPERT)
    deep = tab.think.findData(3.0)
    assert deep >= 0 and tab.think.itemText(deep).startswith("Deep: up to 3 s a decision")
    tab.think.setCurrentIndex(deep)
    result = dialog.result_settings()
    assert result.players == 6 and len(result.levels) == 6
    assert result.names[0] == "Ase" and result.names[1] == "South-West"
    assert result.human_seats == frozenset({0, 2}) and result.levels[3] is Level.EXPERT
    assert result.expert_think_time == 3.0
    assert not tab.levels[2].isEnabled()  # a human seat has no level
    click(qtbot, tab.humans[0])
    click(qtbot, tab.humans[2])
    assert not dialog.ok_button.isEnabled() and tab.problem.isVisible()


def test_table_and_language_tabs(make, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    dialog = make()
    table = dialog.table_tab
    dialog.tabs.setCurrentWidget(table)
    choose(table.speed, AnimationSpeed.FAST)
    click(qtbot, table.click_to_continue)
    click(qtbot, table.four_colour)
    choose(table.suit_order, "SHCD")
    choose(table.ascending, False)
    choose(table.card_size, True)
    click(qtbot, table.double_click)
    click(qtbot, table.play_checker)
    dialog.language_tab.list.setCurrentRow(4)  # System, English, Norsk, Svenska, Íslenska
    result = dialog.result_settings()
    assert result.animation_speed is AnimationSpeed.FAST and result.click_to_continue
    assert result.four_colour and not result.sort_ascending and result.large_cards
    assert result.suit_order == (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
    assert result.double_click_to_play and result.play_checker and result.language == "is"


def test_restore_defaults_is_per_tab(make, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    start = AppSettings(rules=BLACK_MARIA, animation_speed=AnimationSpeed.SLOW, language="hu",
                        human_seats=frozenset({1}))
    dialog = make(start)
    click(qtbot, dialog.table_tab.restore_button)
    result = dialog.result_settings()
    assert result.animation_speed is AnimationSpeed.NORMAL
    assert result.rules == BLACK_MARIA and result.language == "hu" and result.human_seats == {1}
    click(qtbot, dialog.rules_tab.restore_button)
    click(qtbot, dialog.players_tab.restore_button)
    click(qtbot, dialog.language_tab.restore_button)
    assert dialog.result_settings() == AppSettings()


def answer_new_game(monkeypatch: pytest.MonkeyPatch, start: bool) -> list[str]:
    asked: list[str] = []

    def fake_exec(box: QMessageBox) -> int:
        asked.append(box.text())
        wanted = QMessageBox.ButtonRole.AcceptRole if start else QMessageBox.ButtonRole.RejectRole
        next(button for button in box.buttons() if box.buttonRole(button) == wanted).click()
        return 0
    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    return asked


@pytest.mark.parametrize("start", [True, False])
def test_rule_change_during_a_game_offers_a_new_game(make, monkeypatch: pytest.MonkeyPatch,
                                                     start: bool) -> None:  # type: ignore[no-untyped-def]
    asked = answer_new_game(monkeypatch, start)
    dialog = make(running=True)
    choose(dialog.rules_tab.preset, "V2")
    dialog.ok_button.click()
    assert asked == ["Rule changes apply to the next game."]
    assert dialog.result() == QDialog.DialogCode.Accepted and dialog.start_new_game is start


def test_no_question_without_rule_change_or_game(make, monkeypatch: pytest.MonkeyPatch,
                                                 qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    asked = answer_new_game(monkeypatch, True)
    running = make(running=True)
    click(qtbot, running.table_tab.four_colour)
    running.ok_button.click()
    idle = make(running=False)
    choose(idle.rules_tab.preset, "V3")
    idle.ok_button.click()
    assert asked == [] and not running.start_new_game and not idle.start_new_game


def test_dialog_result_round_trips_through_qsettings(  # type: ignore[no-untyped-def]
        make, tmp_path: Path, qtbot: QtBot) -> None:
    dialog = make(AppSettings(rules=CANCELLATION).with_players(7))
    dialog.tabs.setCurrentWidget(dialog.players_tab)
    qtbot.keyClicks(dialog.players_tab.names[6], "Zo")
    dialog.players_tab.names[6].insert("ë")  # QTest types ASCII only
    choose(dialog.table_tab.speed, AnimationSpeed.INSTANT)
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    save_settings(dialog.result_settings(), store)
    loaded, warnings = load_settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert warnings == [] and loaded == dialog.result_settings()
    assert loaded.rules == CANCELLATION and loaded.names[6] == "Zoë"


def test_opening_shows_the_given_settings(make) -> None:  # type: ignore[no-untyped-def]
    settings = AppSettings(rules=STANDARD.with_changes(target_score=50), players=3,
                           levels=(Level.STRONG, Level.BEGINNER, Level.HARD), language="sq")
    dialog = make(settings)
    assert dialog.result_settings() == settings


def test_the_experts_thinking_time_is_chosen_by_name_and_a_custom_one_is_kept(make, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    """Issue #47: quick, normal, deep, very deep, each with its cost; a time
    set another way (an earlier version's spin box) stays as it was."""
    from dataclasses import replace

    from hearts_desktop.ai import ThinkingTime

    dialog = make()
    tab = dialog.players_tab
    assert [tab.think.itemData(index) for index in range(tab.think.count())] == \
        [choice.seconds for choice in ThinkingTime]
    assert tab.think.currentData() == ThinkingTime.NORMAL.seconds  # the default
    assert "at most 42 s a hand" in tab.think.itemText(tab.think.findData(3.0))
    choose(tab.think, ThinkingTime.VERY_DEEP.seconds)  # by keyboard
    assert dialog.result_settings().expert_think_time == 10.0
    custom = make(replace(AppSettings(), expert_think_time=2.5))
    combo = custom.players_tab.think
    assert combo.count() == 5 and combo.currentData() == 2.5 and "2.5" in combo.currentText()
    assert custom.result_settings().expert_think_time == 2.5
