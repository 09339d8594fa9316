"""Game ▸ Recent games (issue #46) from the window, by keyboard: an
unfinished game set aside by New game is listed, reviewed, taken back onto
the table, and thrown away."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from hearts_desktop.model.record import GameRecord
from hearts_desktop.services.learning.review_store import ReviewStore
from hearts_desktop.views.dialogs.recent_games_dialog import RecentGamesDialog
from hearts_desktop.views.main_window import MainWindow

from .conftest import in_modal_loop
from .test_review_dialog import QUICK
from .test_table_game import play_on


def in_recent_games(window: MainWindow, qtbot, keys: Callable[[RecentGamesDialog], None]) -> None:  # type: ignore[no-untyped-def]
    """Open Game ▸ Recent games and, in its own event loop, press `keys`."""
    seen = in_modal_loop(RecentGamesDialog, keys)
    window.recent_action.trigger()
    assert seen


def alt(dialog: RecentGamesDialog, key: Qt.Key) -> None:
    QTest.keyClick(QApplication.focusWidget() or dialog, key, Qt.KeyboardModifier.AltModifier)


def test_an_unfinished_game_is_kept_listed_reviewed_taken_back_and_thrown_away(
        make_window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window: MainWindow = make_window(seed=31)
    window.reviews.reviewer = QUICK
    window.reviews.store = ReviewStore(tmp_path / "reviews")
    recent = window.session.recent
    for path in recent.set_aside():  # earlier tests' games, in the shared test data folder
        path.unlink()
    for _ in range(3):  # the pass and two cards
        play_on(window, qtbot)
    first = window.session.record()
    statistics = window.session.statistics.summary()
    statuses: list[str] = []
    window.statusBar().messageChanged.connect(statuses.append)
    QTest.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert any("kept" in text for text in statuses)
    assert not window.adapter.game.actions or window.adapter.game.actions != first.actions
    [aside] = recent.set_aside()
    assert GameRecord.loads(aside.read_bytes()).actions == first.actions
    # Listed; Review opens its review (after the list closed).
    listed: list[int] = []

    def review(dialog: RecentGamesDialog) -> None:
        listed.append(dialog.tree.topLevelItemCount())
        assert dialog.current() is not None and dialog.current().path == aside  # type: ignore[union-attr]
        alt(dialog, Qt.Key.Key_R)

    with qtbot.waitSignal(window.reviews.opened, timeout=10_000) as opened:
        in_recent_games(window, qtbot, review)
    assert listed == [1]
    opened.args[0].close()
    # Open takes it back onto the table; the game it replaces is kept in its place.
    in_recent_games(window, qtbot, lambda dialog: alt(dialog, Qt.Key.Key_O))
    assert window.adapter.game.actions == first.actions
    assert aside not in recent.set_aside()
    # Thrown away with Delete: the list is empty, the statistics as they were.
    replaced = recent.set_aside()
    assert len(replaced) == 1  # the new game (its computer players had passed)
    counts: list[int] = []

    def throw_away(dialog: RecentGamesDialog) -> None:
        before = dialog.tree.topLevelItemCount()
        dialog.tree.setFocus()
        for _ in range(before):
            QTest.keyClick(dialog.tree, Qt.Key.Key_Delete)
        counts.extend([before, dialog.tree.topLevelItemCount()])
        QTest.keyClick(dialog.tree, Qt.Key.Key_Escape)

    in_recent_games(window, qtbot, throw_away)
    assert counts == [len(replaced), 0]
    assert recent.set_aside() == [] and window.session.statistics.summary() == statistics
