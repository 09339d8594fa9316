"""The Expert's review in the window (issue #46): opened from the menu, the
keyboard and the end-of-hand dialog, filled in the background, cancelled and
resumed, kept and shown again at once, and freed when closed.

The reviewer is the app's judge at a smaller depth (300 worlds a play, 100 a
pass, in this process): the same code, a hand judged in about a second."""

from __future__ import annotations

import gc
import json
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from hearts_desktop.ai.review import Reviewer, decision_points
from hearts_desktop.model.record import GameRecord
from hearts_desktop.services.learning.review_store import ReviewStore, review_key
from hearts_desktop.views.dialogs import game_dialogs as dialogs
from hearts_desktop.views.dialogs.review_dialog import ReviewDialog
from hearts_desktop.views.main_window import MainWindow
from hearts_desktop.views.words.review_text import worst
from hearts_desktop.views.words.texts import seat_name

from .conftest import wait_for_human
from .test_table_game import play_on

QUICK = Reviewer(play_worlds=300, pass_worlds=100, workers=1, seed=1)
WAIT_MS = 120_000


@pytest.fixture
def window(make_window, tmp_path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    window: MainWindow = make_window(seed=11)
    window.reviews.reviewer = QUICK
    window.reviews.store = ReviewStore(tmp_path / "reviews")
    return window


def play_first_hand(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """South's pass and thirteen cards; back when the table waits for South in the second hand."""
    while True:
        wait_for_human(qtbot, window)
        if window.adapter.game.history:
            return
        play_on(window, qtbot)


def open_by_keyboard(window: MainWindow, qtbot) -> ReviewDialog:  # type: ignore[no-untyped-def]
    """Ctrl+R on the table, as a player would (the window active again, as
    the window manager makes it when a review closes)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(window.reviews.opened, timeout=5000) as opened:
        qtbot.keyClick(window.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    dialog = opened.args[0]
    assert isinstance(dialog, ReviewDialog)
    return dialog


def wait_judged(dialog: ReviewDialog, qtbot) -> None:  # type: ignore[no-untyped-def]
    if dialog.is_running():
        with qtbot.waitSignal(dialog.runner.finished, timeout=WAIT_MS):
            pass


def test_a_played_hand_is_judged_in_the_background_and_the_worst_is_a_click_away(
        window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    play_first_hand(window, qtbot)
    record = window.session.record()
    expected = [index for index, _game, _action in decision_points(record, 0)]
    dialog = open_by_keyboard(window, qtbot)
    assert dialog.is_running() and not dialog.again_button.isVisible()
    wait_judged(dialog, qtbot)
    # Every pass and card of South, once, in the game's order, and nothing else.
    assert [decision.index for decision in dialog.decisions] == expected
    assert len(expected) == 14  # a pass and thirteen cards
    assert dialog.progress.value() == dialog.progress.maximum() == 14
    assert not dialog.again_button.isVisible()
    hand_item = dialog.tree.topLevelItem(0)
    assert hand_item is not None and hand_item.childCount() == 14
    for decision in dialog.decisions:
        action = record.actions[decision.index]
        assert action.seat == 0
        assert decision.judgement.chosen in [value.choice for value in decision.judgement.values]
    # The worst three, by a click and by Alt+number.
    found = worst(dialog.decisions)
    assert found, "playing the first legal card all hand long loses points somewhere"
    visible = [button for button in dialog.worst_buttons if button.isVisible()]
    assert len(visible) == len(found)
    with qtbot.waitSignal(dialog.decision_shown, timeout=5000) as shown_:
        qtbot.mouseClick(dialog.worst_buttons[0], Qt.MouseButton.LeftButton)
    assert shown_.args[0] is found[0] and dialog.current_decision() is found[0]
    assert dialog.choices.rowCount() == len(found[0].judgement.values)
    if len(found) > 1:
        dialog.tree.setFocus()
        with qtbot.waitSignal(dialog.decision_shown, timeout=5000) as shown_:
            qtbot.keyClick(dialog.tree, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
        assert shown_.args[0] is found[1]
    # The tree by keyboard: Down moves to the next decision.
    with qtbot.waitSignal(dialog.decision_shown, timeout=5000) as shown_:
        qtbot.keyClick(dialog.tree, Qt.Key.Key_Down)
    assert shown_.args[0] is not found[1] or len(found) == 1
    dialog.close()


def test_cancel_stops_at_once_and_the_rest_can_follow(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    # Deep enough that the hand cannot be judged whole between the first report and the click
    # (at 3,000 worlds an idle machine sometimes did, and there was no rest to judge).
    window.reviews.reviewer = Reviewer(play_worlds=20_000, pass_worlds=5000, workers=1, seed=2)
    play_first_hand(window, qtbot)
    dialog = open_by_keyboard(window, qtbot)
    with qtbot.waitSignal(dialog.runner.reported, timeout=WAIT_MS):
        pass
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert not dialog.is_running()
    assert dialog.again_button.isVisible() and dialog.again_button.isEnabled()
    assert not dialog.cancel_button.isEnabled()
    judged = len(dialog.decisions)
    assert judged < 14
    # Decisions reported after Cancel are not added: the runner forgets the job.
    qtbot.wait(0)
    assert len(dialog.decisions) == judged
    window.reviews.reviewer = None
    dialog.reviewer = QUICK  # the rest at the quick depth, to keep the test short
    with qtbot.waitSignal(dialog.runner.finished, timeout=WAIT_MS):
        qtbot.mouseClick(dialog.again_button, Qt.MouseButton.LeftButton)
    assert len(dialog.decisions) == 14
    assert sorted(decision.index for decision in dialog.decisions) == \
        [decision.index for decision in dialog.decisions]
    dialog.close()


def test_a_reviewed_game_opens_with_its_review_and_a_spoilt_one_is_set_aside(
        window: MainWindow, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    play_first_hand(window, qtbot)
    first = open_by_keyboard(window, qtbot)
    wait_judged(first, qtbot)
    judged = [(d.index, d.judgement.loss, d.judgement.verdict) for d in first.decisions]
    first.close()
    again = open_by_keyboard(window, qtbot)
    # At once: before the event loop has run a single report.
    assert [(d.index, d.judgement.loss, d.judgement.verdict) for d in again.decisions] == judged
    assert again.current_decision() is not None
    wait_judged(again, qtbot)
    again.close()
    key = review_key(window.session.record(), 0, QUICK)
    kept = tmp_path / "reviews" / f"{key}.json"
    assert json.loads(kept.read_text(encoding="utf-8"))["decisions"]
    kept.write_text('{"version": 1, "decisions": [{"index": "no"', encoding="utf-8")
    spoilt = open_by_keyboard(window, qtbot)
    assert spoilt.decisions == [] and spoilt.is_running()
    assert kept.with_suffix(".unreadable").exists()
    wait_judged(spoilt, qtbot)
    assert len(spoilt.decisions) == 14
    spoilt.close()


def test_the_hand_summary_offers_the_review_of_that_hand(
        window: MainWindow, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    clicked: list[dialogs.HandSummaryDialog] = []

    def open_and_click(self: dialogs.HandSummaryDialog) -> None:
        clicked.append(self)
        dialogs.QDialog.open(self)
        assert self.review_button.isVisible()
        qtbot.mouseClick(self.review_button, Qt.MouseButton.LeftButton)

    monkeypatch.setattr(dialogs.HandSummaryDialog, "open", open_and_click)
    with qtbot.waitSignal(window.reviews.opened, timeout=WAIT_MS) as opened:
        play_first_hand(window, qtbot)
    dialog = opened.args[0]
    assert clicked and dialog.hands == {0}
    # The summary made way for the review and the game went on to the next hand.
    assert not shiboken6.isValid(clicked[0]) or not clicked[0].isVisible()
    qtbot.waitUntil(lambda: window.adapter.game.hand_number == 1)
    wait_judged(dialog, qtbot)
    assert {decision.hand for decision in dialog.decisions} == {0}
    dialog.close()


def test_nothing_to_review_is_said_in_the_status_line(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(window.reviews.status, timeout=5000) as said:
        window.reviews.review_action.trigger()
    assert "Nothing to review" in said.args[0]
    assert window.reviews.dialogs == []


def test_a_saved_game_is_reviewed_for_its_player_and_a_bad_file_is_refused(
        window: MainWindow, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _parent, _title, text, *rest: warnings.append(text))
    bad = tmp_path / "half.json"
    bad.write_text('{"format": "hearts-desktop-record", "actions": [', encoding="utf-8")
    assert window.reviews.review_file(bad) is None
    assert len(warnings) == 1 and "half.json" in warnings[0] and "cannot be reviewed" in warnings[0]
    assert bad.read_text(encoding="utf-8").startswith('{"format"')  # nothing touched
    play_first_hand(window, qtbot)
    record = window.session.record()
    saved = GameRecord.loads(record.dumps())
    saved.metadata["human_seats"] = [2]
    path = tmp_path / "west.json"
    path.write_text(saved.dumps(), encoding="utf-8")
    dialog = window.reviews.review_file(path)
    assert dialog is not None and dialog.seat == 2
    wait_judged(dialog, qtbot)
    assert dialog.decisions and all(decision.seat == 2 for decision in dialog.decisions)
    dialog.close()


def test_reviews_opened_and_closed_many_times_are_freed(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    play_first_hand(window, qtbot)
    first = open_by_keyboard(window, qtbot)
    wait_judged(first, qtbot)  # kept: the later ones open judged
    first.close()
    del first
    settle()
    children_before = len(window.findChildren(QObject))
    for _ in range(200):
        dialog = window.reviews.review_game()
        assert dialog is not None and len(dialog.decisions) == 14
        wait_judged(dialog, qtbot)
        dialog.close()
        del dialog
    qtbot.waitUntil(lambda: not window.reviews.dialogs)
    settle()
    # WA_DeleteOnClose: the dialogs, their tables, runners and thread pools are gone, in C++ and in Python.
    assert not [thing for thing in gc.get_objects() if isinstance(thing, ReviewDialog)]
    assert len(window.findChildren(QObject)) == children_before


def settle() -> None:
    """Run the deferred deletions, then Python's collector."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def test_a_hot_seat_game_asks_whose_play_to_review(window: MainWindow, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    play_first_hand(window, qtbot)
    saved = GameRecord.loads(window.session.record().dumps())
    saved.metadata["human_seats"] = [2, 0]  # two people shared the screen
    path = tmp_path / "hot-seat.json"
    path.write_text(saved.dumps(), encoding="utf-8")
    names = [seat_name(saved.names, seat) for seat in (0, 2)]
    # Escape: nobody's review opens.
    assert window.reviews.review_file(path) is None
    chooser = window.reviews.seat_chooser
    assert chooser is not None and chooser.isVisible() and chooser.comboBoxItems() == names
    assert chooser.textValue() == names[0]  # the first person is offered first
    QTest.keyClick(chooser.focusWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not shiboken6.isValid(chooser) or not chooser.isVisible())
    assert window.reviews.dialogs == []
    # Down and Enter: the other person's review.
    assert window.reviews.review_file(path) is None
    chooser = window.reviews.seat_chooser
    assert chooser is not None
    with qtbot.waitSignal(window.reviews.opened, timeout=5000) as opened:
        QTest.keyClick(chooser.focusWidget(), Qt.Key.Key_Down)
        QTest.keyClick(chooser.focusWidget(), Qt.Key.Key_Return)
    dialog = opened.args[0]
    assert isinstance(dialog, ReviewDialog) and dialog.seat == 2
    wait_judged(dialog, qtbot)
    assert dialog.decisions and all(decision.seat == 2 for decision in dialog.decisions)
    dialog.close()
