"""The Expert's thinking time at the table (issue #47): a change in Settings
takes effect at the next decision; the hint asks the table's own Expert at
that time, knowing who sits where; the review and the play checker judge at
a depth that follows it, seeing the table the game was played at."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from hearts_desktop.ai import Level, ThinkingTime
from hearts_desktop.ai.review import Reviewer, table_of
from hearts_desktop.ai.rule import RulePlayer
from hearts_desktop.ai.search import SearchPlayer
from hearts_desktop.model.record import GameRecord
from hearts_desktop.services.learning.review_store import ReviewStore, review_key
from hearts_desktop.views import main_window, play_checker
from hearts_desktop.views.dialogs.review_dialog import ReviewDialog
from hearts_desktop.views.main_window import MainWindow
from hearts_desktop.views.table.table_scene import HUMAN

from .conftest import settings_for, wait_for_human
from .test_table_game import play_on

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


def passed_by_hand(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """South passes (the table's own calls, as its clicks make them); back
    when the table waits for South again."""
    wait_for_human(qtbot, window)
    assert window.controller.human_passing()
    play_on(window, qtbot)
    wait_for_human(qtbot, window)


@pytest.mark.parametrize("choice", list(ThinkingTime))
def test_the_review_runs_at_each_thinking_time(  # type: ignore[no-untyped-def]
        make_window, qtbot, tmp_path: Path, choice: ThinkingTime) -> None:
    window: MainWindow = make_window(expert_table(expert_think_time=choice.seconds))
    window.reviews.store = ReviewStore(tmp_path / "reviews")
    passed_by_hand(window, qtbot)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(window.reviews.opened, timeout=5000) as opened:
        qtbot.keyClick(window.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    dialog = opened.args[0]
    assert isinstance(dialog, ReviewDialog)
    if dialog.is_running():
        with qtbot.waitSignal(dialog.runner.finished, timeout=180_000):
            pass
    expected = Reviewer.thinking(choice.seconds)
    assert (dialog.reviewer.play_worlds, dialog.reviewer.pass_worlds) == \
        (expected.play_worlds, expected.pass_worlds)
    [decision] = dialog.decisions  # South's pass, judged on as many worlds as that time gives
    assert decision.judgement.worlds == expected.pass_worlds
    dialog.close()


def test_a_change_of_thinking_time_deepens_the_next_review(  # type: ignore[no-untyped-def]
        make_window, qtbot, tmp_path: Path) -> None:
    window: MainWindow = make_window(expert_table(expert_think_time=ThinkingTime.QUICK.seconds))
    window.reviews.store = ReviewStore(tmp_path / "reviews")
    passed_by_hand(window, qtbot)
    quick = window.reviews.judge()
    window.apply_settings(replace(window.settings, expert_think_time=ThinkingTime.DEEP.seconds))
    deep = window.reviews.judge()
    assert quick.play_worlds < Reviewer().play_worlds < deep.play_worlds
    record = window.session.record()
    assert review_key(record, HUMAN, quick) != review_key(record, HUMAN, deep)


def test_the_review_sees_the_table_its_expert_saw(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window: MainWindow = make_window(expert_table())
    passed_by_hand(window, qtbot)
    record = window.session.record()
    assert record.metadata["levels"] == {"1": "casual", "2": "expert", "3": "casual"}
    table = table_of(GameRecord.loads(record.dumps()))  # as a saved game reads back
    assert table is not None and table[HUMAN] is None
    assert isinstance(table[1], RulePlayer) and isinstance(table[EXPERT_SEAT], SearchPlayer)
    # The review's Expert models each seat as the hint's does: Casual as Casual, the Expert as itself.
    obs = window.adapter.game.observation(HUMAN)
    judge = Reviewer(play_worlds=300, pass_worlds=100, workers=1)._player(obs, table)
    advisor = window.controller.advisor(HUMAN)
    assert isinstance(advisor, SearchPlayer)
    assert judge.seat_models == advisor.seat_models
    assert judge.seat_models[1] != judge.seat_models[EXPERT_SEAT]
    # A record of an earlier version keeps no levels: everyone is seen as the Expert sees people.
    assert table_of(GameRecord.from_game(window.adapter.game)) is None
    # A level changed in Settings is what the record keeps from then on.
    levels = (Level.CASUAL, Level.HARD, Level.EXPERT, Level.STRONG)
    window.apply_settings(replace(window.settings, levels=levels))
    assert window.session.record().metadata["levels"] == {"1": "hard", "2": "expert", "3": "strong"}


def test_the_play_checker_judges_at_the_table_and_its_time(  # type: ignore[no-untyped-def]
        make_window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[dict[str, object]] = []

    def fake_check(obs: object, card: object, **options: object) -> None:
        asked.append(options)
        return None

    monkeypatch.setattr(play_checker, "check_play", fake_check)
    window: MainWindow = make_window(expert_table(play_checker=True,
                                                  expert_think_time=ThinkingTime.DEEP.seconds))
    passed_by_hand(window, qtbot)
    assert window.controller.human_to_play()
    with qtbot.waitSignal(window.session_actions.checker.runner.finished, timeout=10_000):
        play_on(window, qtbot)  # South's first card
    [options] = asked
    assert options["seconds"] == ThinkingTime.DEEP.seconds
    table = options["table"]
    assert isinstance(table, list) and table[HUMAN] is None and isinstance(table[EXPERT_SEAT], SearchPlayer)
