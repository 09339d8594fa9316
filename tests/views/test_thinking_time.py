"""The Expert's thinking time at the table (issue #47): a change in Settings
takes effect at the next decision, and the hint asks the table's own Expert
at that time, knowing who sits where."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from hearts_desktop.ai import Level, ThinkingTime
from hearts_desktop.ai.search import SearchPlayer
from hearts_desktop.views import main_window
from hearts_desktop.views.main_window import MainWindow
from hearts_desktop.views.table.table_scene import HUMAN

from .conftest import settings_for, wait_for_human

EXPERT_SEAT = 2


def expert_table(**changes: object) -> object:
    levels = tuple(Level.EXPERT if seat == EXPERT_SEAT else Level.CASUAL for seat in range(4))
    return replace(settings_for(), levels=levels, **changes)


@pytest.mark.parametrize("choice", list(ThinkingTime))
def test_a_new_thinking_time_takes_effect_at_the_next_decision(  # type: ignore[no-untyped-def]
        make_window, qtbot, choice: ThinkingTime) -> None:
    window: MainWindow = make_window(expert_table())
    before = window.controller.players[EXPERT_SEAT]
    assert isinstance(before, SearchPlayer) and before.think_time == ThinkingTime.NORMAL.seconds
    window.apply_settings(replace(window.settings, expert_think_time=choice.seconds))
    after = window.controller.players[EXPERT_SEAT]
    assert isinstance(after, SearchPlayer) and after.think_time == choice.seconds
    # Casual seats think no time at all, whatever the setting.
    assert not isinstance(window.controller.players[1], SearchPlayer)


def test_the_hint_asks_the_tables_expert_at_the_tables_time(
        make_window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    asked: list[object] = []

    def fake_hint(obs: object, *, stop: object = None, player: object = None, **_rest: object) -> object:
        asked.append(player)
        raise RuntimeError("only the asking is under test")

    monkeypatch.setattr(main_window, "ai_hint", fake_hint)
    window: MainWindow = make_window(expert_table(expert_think_time=ThinkingTime.DEEP.seconds))
    wait_for_human(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(window.hint_runner.failed, timeout=10_000):
        qtbot.keyClick(window.view, Qt.Key.Key_H)
    [player] = asked
    assert isinstance(player, SearchPlayer) and player.think_time == ThinkingTime.DEEP.seconds
    # It knows who sits where: a model for each seat, its own and the Expert's as the Expert's.
    assert len(player.seat_models) == 4
    table_expert = window.controller.players[EXPERT_SEAT]
    assert isinstance(table_expert, SearchPlayer)
    assert player.seat_models[EXPERT_SEAT] == player.seat_models[HUMAN]
    assert player.seat_models[1] != player.seat_models[EXPERT_SEAT]  # Casual is known as Casual
