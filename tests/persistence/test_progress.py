"""Progress over time (issue #46): finished games are reviewed in the
background, newest first, their points lost per hand kept in the statistics
and their reviews in the store; the statistics window draws them."""

from __future__ import annotations

from pathlib import Path

import pytest

from hearts_desktop.ai.review import Reviewer, lost_in, review_game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.services.learning.progress import NOT_REVIEWABLE, ProgressReviews
from hearts_desktop.services.learning.review_store import ReviewStore, review_key
from hearts_desktop.services.stats import Statistics
from hearts_desktop.views.dialogs.statistics_dialog import StatisticsDialog, progress_text

from .test_stats import finished_game, network_record

QUICK = Reviewer(play_worlds=60, pass_worlds=30, workers=1, seed=5)


def test_finished_games_are_reviewed_in_the_background_and_drawn(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    statistics = Statistics(tmp_path / "statistics.sqlite3")
    games = [finished_game(seed) for seed in (1, 2)]
    ids = [statistics.record_game(game, [0])[0] for game in games]
    # A row whose record cannot be read is marked and passed over.
    with statistics._db:
        statistics._db.execute("UPDATE games SET record = '{\"format\": 1' WHERE id = ?", (ids[0],))
    store = ReviewStore(tmp_path / "reviews")
    progress = ProgressReviews(statistics, store, QUICK)
    dialog = StatisticsDialog(statistics)
    qtbot.addWidget(dialog)
    assert "not reviewed yet" in dialog.progress.text() and "(2 still to review)" in dialog.progress.text()
    with qtbot.waitSignal(progress.reviewed, timeout=120_000) as reviewed:
        progress.catch_up()
    assert reviewed.args[0] == ids[1]
    record = GameRecord.from_game(games[1], {"undo_used": False})
    expected = review_game(record, 0, QUICK)
    assert reviewed.args[1] == pytest.approx(lost_in(expected) / len(games[1].history))
    rows = statistics.games()
    assert rows[0].lost_per_hand == NOT_REVIEWABLE
    assert rows[1].lost_per_hand == pytest.approx(reviewed.args[1])
    assert not progress.is_running() and statistics.unreviewed() == []
    # The review is kept: Review the game opens with it at once.
    assert store.load(review_key(record, 0, QUICK), record) == expected
    dialog.refresh()
    assert dialog.mistakes.values == [pytest.approx(reviewed.args[1])]
    assert "in the last" in progress_text(rows) and "still" not in progress_text(rows)
    dialog.grab()  # the chart paints (with one game, a dot in the middle)


def test_the_catch_up_stops_with_the_app_and_goes_on_next_time(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    statistics = Statistics(tmp_path / "statistics.sqlite3")
    game = finished_game(4)
    statistics.record_game(game, [0])
    store = ReviewStore(tmp_path / "reviews")
    slow = Reviewer(play_worlds=2000, pass_worlds=500, workers=1, seed=5)
    progress = ProgressReviews(statistics, store, slow)
    with qtbot.waitSignal(progress.runner.reported, timeout=120_000):
        progress.catch_up()
    progress.shutdown()
    assert statistics.unreviewed() and statistics.games()[0].lost_per_hand is None
    record = GameRecord.from_game(game, {"undo_used": False})
    kept = store.load(review_key(record, 0, slow), record)
    assert kept  # what was judged is kept for next time


def test_an_unreadable_newest_game_is_passed_over_at_once_and_idle_workers_go(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from hearts_desktop.ai import pool

    statistics = Statistics(tmp_path / "statistics.sqlite3")
    older = finished_game(2)
    ids = [statistics.record_game(game, [0])[0] for game in (older, finished_game(3))]
    with statistics._db:  # the newest game's record cannot be read
        statistics._db.execute("UPDATE games SET record = '{\"format\": 1' WHERE id = ?", (ids[1],))
    background = Reviewer(play_worlds=60, pass_worlds=30, workers=2, seed=5, background=True)
    progress = ProgressReviews(statistics, ReviewStore(tmp_path / "reviews"), background)
    try:
        with qtbot.waitSignal(progress.reviewed, timeout=120_000) as reviewed:
            progress.catch_up()
            # One call: the unreadable game marked, the older one under review.
            assert progress.is_running() and statistics.games()[1].lost_per_hand == NOT_REVIEWABLE
        assert reviewed.args[0] == ids[0]
        qtbot.waitUntil(lambda: not progress.is_running())
        # Nothing left: the background workers are gone until the next game ends.
        assert not progress.is_running() and statistics.unreviewed() == []
        assert True not in pool._POOLS
    finally:
        pool.shutdown()


def test_a_network_game_is_reviewed_for_our_seat_against_its_table(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A game counted from a network table is reviewed for the seat that was
    ours, with the host's computer levels its record names (as the network
    window's own review does, so both share the kept review)."""
    statistics = Statistics(tmp_path / "statistics.sqlite3")
    record = network_record(6, seat=2)
    row = statistics.record_network_game(record, 2)
    store = ReviewStore(tmp_path / "reviews")
    progress = ProgressReviews(statistics, store, QUICK)
    with qtbot.waitSignal(progress.reviewed, timeout=120_000) as reviewed:
        progress.catch_up()
    expected = review_game(record, 2, QUICK)
    assert expected and {decision.seat for decision in expected} == {2}
    assert reviewed.args == [row, pytest.approx(lost_in(expected) / len(record.replay().history))]
    assert store.load(review_key(record, 2, QUICK), record) == expected
