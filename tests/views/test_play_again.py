"""Play it again (issue #46): from the review, a hand is dealt again at a
table of its own with the same cards and opponents, played by keyboard
alone and then by mouse, and the tries are compared with the game's play
and the Expert's own try in the seat."""

from __future__ import annotations

import random
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from hearts_desktop.ai import Level
from hearts_desktop.model import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import STANDARD
from hearts_desktop.model.state import Phase
from hearts_desktop.services.learning.practice import HandResult, expert_try, hand_start, result_of
from hearts_desktop.services.learning.review_store import ReviewStore
from hearts_desktop.views.dialogs.review_dialog import ReviewDialog
from hearts_desktop.views.main_window import MainWindow
from hearts_desktop.views.practice_window import PracticeWindow
from hearts_desktop.views.table.table_scene import HUMAN
from tests.model.helpers import step_randomly

from .conftest import grab_point, in_modal_loop, settings_for, viewport_point
from .test_review_dialog import QUICK, WAIT_MS, open_by_keyboard, play_first_hand, wait_judged


@pytest.fixture
def window(make_window, tmp_path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    window: MainWindow = make_window(settings_for(expert_think_time=0.03), seed=11)
    window.reviews.reviewer = QUICK
    window.reviews.store = ReviewStore(tmp_path / "reviews")
    return window


def wait_for_turn(practice: PracticeWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Until South must act, or the hand is over (the table then stops, never idle again)."""
    controller = practice.controller

    def ready() -> bool:
        waiting = controller.human_passing() or controller.human_to_play()
        return bool(practice.adapter.game.history) or (controller.scene.queue.is_idle() and waiting)

    qtbot.waitUntil(ready, timeout=20_000)


def play_hand_by_keys(practice: PracticeWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Left/Right to a card, Space to choose or play it, Ctrl+Enter to pass."""
    view, controller, game = practice.view, practice.controller, practice.adapter.game
    while not game.history:
        wait_for_turn(practice, qtbot)
        if game.history:
            break
        view.setFocus()
        if controller.human_passing():
            for _ in range(game.rules.cards_passed):
                QTest.keyClick(view, Qt.Key.Key_Space)
                QTest.keyClick(view, Qt.Key.Key_Right)
            qtbot.waitUntil(practice.view.pass_button.isEnabled)
            QTest.keyClick(view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        else:
            legal = set(game.legal_plays(HUMAN))
            for _ in range(len(game.hand(HUMAN)) + 1):
                focused = practice.scene.focus_item()
                if focused is not None and focused.card in legal:
                    break
                QTest.keyClick(view, Qt.Key.Key_Right)
            before = len(game.actions)
            QTest.keyClick(view, Qt.Key.Key_Space)
            assert len(game.actions) > before


def play_hand_by_mouse(practice: PracticeWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Clicks on cards, and on the pass button."""
    viewport, controller, game = practice.view.viewport(), practice.controller, practice.adapter.game
    while not game.history:
        wait_for_turn(practice, qtbot)
        if game.history:
            break
        items = list(practice.scene.at.hands[HUMAN])
        if controller.human_passing():
            for item in items[-game.rules.cards_passed:]:
                QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                                 viewport_point(practice, grab_point(item)))  # type: ignore[arg-type]
                qtbot.waitUntil(practice.scene.queue.is_idle)
            qtbot.mouseClick(practice.view.pass_button, Qt.MouseButton.LeftButton)
        else:
            legal = set(game.legal_plays(HUMAN))
            item = next(item for item in reversed(items) if item.card in legal)
            before = len(game.actions)
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             viewport_point(practice, grab_point(item)))  # type: ignore[arg-type]
            assert len(game.actions) > before


def test_a_hand_played_again_from_the_review_by_keys_then_by_mouse_is_compared(
        window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    play_first_hand(window, qtbot)
    record = window.session.record()
    review: ReviewDialog = open_by_keyboard(window, qtbot)
    wait_judged(review, qtbot)
    review.activateWindow()
    qtbot.waitUntil(review.isActiveWindow)
    with qtbot.waitSignal(window.reviews.practice_opened, timeout=5000) as opened:
        QTest.keyClick(review.tree, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    first: PracticeWindow = opened.args[0]
    qtbot.waitExposed(first)
    # The same deal as in the game: the seat's cards, the dealer, the direction.
    start = hand_start(record, 0)
    assert first.adapter.game.hand(HUMAN) == start.hand(HUMAN)
    assert first.adapter.game.pass_direction is start.pass_direction
    with qtbot.waitSignal(first.hand_played, timeout=WAIT_MS) as played:
        play_hand_by_keys(first, qtbot)
    mine = played.args[0]
    assert isinstance(mine, HandResult) and mine == result_of(first.adapter.game, 0)
    # The table stopped at the end of the hand: the next is not dealt.
    assert first.adapter.game.hand_number == 1 and first.adapter.game.phase is Phase.PASSING
    actions = len(first.adapter.game.actions)
    QTest.keyClick(first.view, Qt.Key.Key_Space)
    assert not first.view.pass_button.isVisible() and len(first.adapter.game.actions) == actions
    compare = first.comparison
    assert compare is not None and compare.isVisible()
    if first.tries.expert is None:
        with qtbot.waitSignal(first.expert_runner.finished, timeout=WAIT_MS):
            pass
    rows = compare.rows()
    assert [who for who, _ in rows] == ["In the game", "Try 1", "The Expert in your seat"]
    assert rows[0][1] == result_of(record.replay(), 0) and rows[1][1] == mine
    assert rows[2][1] is not None and sum(rows[2][1].points) == sum(mine.points)  # every point taken
    assert compare.cell(1, 0) == str(mine.points[HUMAN])
    # Every row is on screen (the first rows were made before the dialog showed).
    shown = [compare.grid.itemAt(index).widget() for index in range(compare.grid.count())]
    assert len(shown) == 3 + 4 * len(compare.rows())
    assert all(label is not None and label.isVisible() for label in shown)
    # Play it again, by keyboard from the comparison: a new table, the old one goes.
    compare.activateWindow()
    qtbot.waitUntil(compare.isActiveWindow)
    with qtbot.waitSignal(window.reviews.practice_opened, timeout=5000) as opened:
        QTest.keyClick(compare.again_button, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    second: PracticeWindow = opened.args[0]
    assert second is not first and second.tries is first.tries
    qtbot.waitUntil(lambda: window.reviews.practice == [second])
    with qtbot.waitSignal(second.hand_played, timeout=WAIT_MS):
        play_hand_by_mouse(second, qtbot)
    rows = second.comparison.rows()  # type: ignore[union-attr]
    assert [who for who, _ in rows] == ["In the game", "Try 1", "Try 2", "The Expert in your seat"]
    assert rows[1][1] == mine and rows[3][1] is not None  # the Expert's try is not played twice
    second.close()
    review.close()


def test_the_experts_try_stops_when_asked_and_is_the_same_deal() -> None:
    game = Game(STANDARD, 4, seed=3)
    rng = random.Random(3)
    while len(game.history) < 2:
        step_randomly(game, rng)
    record = GameRecord.from_game(game)
    stop = threading.Event()
    stop.set()
    levels = (Level.CASUAL,) * 4
    assert expert_try(record, 1, 0, levels, 0.01, stop) is None
    result = expert_try(record, 1, 0, levels, 0.01)
    assert result is not None and sum(result.points) == 26
    with pytest.raises(ValueError, match="no hand 5"):
        hand_start(record, 4)


def test_the_score_sheet_offers_a_finished_hand_to_play_again(
        window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    from hearts_desktop.views.dialogs.score_sheet.score_sheet import ScoreSheetDialog

    def press_again(sheet: ScoreSheetDialog) -> None:
        assert sheet.again_row.isVisible() and sheet.again_hand.maximum() == 1
        focused = QApplication.focusWidget()  # Alt+A: "Play this hand &again"
        QTest.keyClick(focused or sheet, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)

    play_first_hand(window, qtbot)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    seen = in_modal_loop(ScoreSheetDialog, press_again)
    with qtbot.waitSignal(window.reviews.practice_opened, timeout=10_000) as opened:
        QTest.keyClick(window.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    practice: PracticeWindow = opened.args[0]
    assert seen and practice.hand == 0 and practice.seat == HUMAN
    assert practice.tries.original == result_of(window.session.record().replay(), 0)
    practice.close()


def test_tables_played_again_and_closed_many_times_are_freed(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    import gc

    from PySide6.QtCore import QCoreApplication, QEvent

    from hearts_desktop.services.think_runner import ThinkRunner
    from hearts_desktop.views.table.controller import TableController
    from hearts_desktop.views.table.table_scene import TableScene

    def tables() -> list[int]:
        """The tables under the window: scenes, controllers, runners, practice windows."""
        kinds = (TableScene, TableController, ThinkRunner, PracticeWindow)
        return [len(window.findChildren(kind)) for kind in kinds]

    play_first_hand(window, qtbot)
    record = window.session.record()
    before = tables()
    for _ in range(40):
        practice = window.reviews.play_again(record, HUMAN, 0)
        qtbot.waitExposed(practice)
        practice.close()
        del practice
    qtbot.waitUntil(lambda: not window.reviews.practice)
    for _ in range(3):
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    assert not [thing for thing in gc.get_objects() if isinstance(thing, PracticeWindow)]
    assert tables() == before and before[3] == 0
