"""Watch the Expert (issue #46): View ▸ Watch (W) lets the Expert play the
person's seat with its reason shown as a hint, the person takes the seat back
at any moment, and what the Expert played is not the person's (review,
statistics)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from hearts_desktop.ai.review import decision_points
from hearts_desktop.model.actions import PassAction, PlayAction
from hearts_desktop.model.state import Phase
from hearts_desktop.services.settings import AnimationSpeed
from hearts_desktop.views.dialogs import game_dialogs as dialogs
from hearts_desktop.views.main_window import MainWindow
from hearts_desktop.views.table.table_scene import HUMAN

from .conftest import settings_for, wait_for_human
from .test_table_game import play_on

QUICK_EXPERT = 0.03  # seconds a decision: the Expert's own code, thinking briefly


def watch_by_key(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(window.controller.watching_changed, timeout=5000) as changed:
        qtbot.keyClick(window.view, Qt.Key.Key_W)
    assert changed.args == [True]


def test_the_expert_plays_the_seat_with_its_reasons_until_it_is_taken_back(
        make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window: MainWindow = make_window(settings_for(expert_think_time=QUICK_EXPERT), seed=21)
    controller, scene = window.controller, window.scene
    wait_for_human(qtbot, window)
    assert controller.human_passing()
    notices: list[str] = []
    controller.notice.connect(notices.append)
    watch_by_key(window, qtbot)
    assert window.watch_action.isChecked() and window.view.take_seat_button.isVisible()
    # Beside the seat, never over the trick where the seat's own cards land.
    button = window.view.take_seat_button.geometry()
    assert not button.intersects(scene.layout.trick_rect.toRect())
    assert not any(button.intersects(item.sceneBoundingRect().toRect()) for item in scene.at.hands[HUMAN])
    assert not controller.human_passing() and not window.view.pass_button.isVisible()
    # The Expert passes and plays for South; each time its reason is said.
    taken: list[object] = []
    controller.expert_acted.connect(taken.append)
    qtbot.waitUntil(lambda: sum(isinstance(action, PlayAction) for action in taken) >= 3, timeout=60_000)
    assert isinstance(taken[0], PassAction) and all(action.seat == HUMAN for action in taken)
    assert len(notices) >= len(taken) and all(text.startswith("The Expert: ") for text in notices)
    # The person's input is refused meanwhile, with the way back said: no
    # card lifts, a click or Enter on a card plays nothing.
    statuses: list[str] = []
    controller.status.connect(statuses.append)
    item = next(iter(scene.at.hands[HUMAN]))
    assert not controller.can_lift(item)
    assert not controller.play(item)
    assert statuses[-1] == "The Expert is playing your seat: press W to take it back"
    # One click on the table's button gives the seat back; South plays by hand again,
    # and the Expert's last reason goes with it.
    qtbot.waitUntil(scene.notice.isVisible, timeout=60_000)
    qtbot.mouseClick(window.view.take_seat_button, Qt.MouseButton.LeftButton)
    assert not controller.watching and not window.watch_action.isChecked()
    assert not scene.notice.isVisible()
    assert not window.view.take_seat_button.isVisible()
    count = len(taken)
    wait_for_human(qtbot, window)
    assert controller.human_to_play() or controller.human_passing() or window.adapter.game.is_game_over()
    play_on(window, qtbot)
    assert len(taken) == count  # that card was the person's
    # The record says which actions were the Expert's; the review leaves them out.
    record = window.session.record()
    expert = record.metadata["expert_played"]
    assert [record.actions[index] for index in expert] == taken
    mine = [index for index, _game, _action in decision_points(record, HUMAN)]
    assert mine and not set(mine) & set(expert)


def test_a_watched_game_runs_by_itself_and_stays_out_of_the_statistics(
        make_window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    summaries: list[dialogs.HandSummaryDialog] = []

    def really_open(self: dialogs.HandSummaryDialog) -> None:  # nobody clicks: it must close by itself
        summaries.append(self)
        dialogs.QDialog.open(self)

    monkeypatch.setattr(dialogs.HandSummaryDialog, "open", really_open)
    rules = settings_for().rules.with_changes(target_score=26)
    window: MainWindow = make_window(settings_for(AnimationSpeed.INSTANT, rules=rules,
                                                  expert_think_time=QUICK_EXPERT), seed=5)
    before = window.session.statistics.summary().games
    statuses: list[str] = []
    window.session.status.connect(statuses.append)
    seat_back_at_the_end: list[bool] = []
    window.controller.game_over_due.connect(
        lambda *_: seat_back_at_the_end.append(window.view.take_seat_button.isVisible()))
    wait_for_human(qtbot, window)
    watch_by_key(window, qtbot)
    qtbot.waitUntil(lambda: window.adapter.game.phase is Phase.GAME_OVER, timeout=240_000)
    qtbot.waitUntil(lambda: bool(seat_back_at_the_end), timeout=60_000)
    assert seat_back_at_the_end == [False]  # nothing left to take back once the game is over
    assert summaries and len(summaries) == len(window.adapter.game.history)
    assert window.session.statistics.summary().games == before
    assert any("not in the statistics" in text for text in statuses)
