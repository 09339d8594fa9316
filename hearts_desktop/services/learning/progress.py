"""Progress over time (issue #46): every finished game in the statistics is
reviewed by the Expert in the background, one at a time, the newest first;
its points lost to mistakes per hand go into the statistics, and its review
into the review store, so that Review the game opens with it at once.

Games finished in earlier sessions, or whose review was cut short when the
app closed, are caught up the same way.  A game whose record cannot be read
or reviewed is marked with `NOT_REVIEWABLE` (never tried again, never drawn).
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal

from hearts_desktop.ai.pool import release_pool
from hearts_desktop.ai.review import Decision, Reviewer, lost_in, review_game
from hearts_desktop.model.cards import Seat
from hearts_desktop.model.errors import RecordError
from hearts_desktop.model.record import GameRecord
from hearts_desktop.services.learning.review_store import ReviewStore, review_key
from hearts_desktop.services.stats import Statistics
from hearts_desktop.services.think_runner import Report, ThinkRunner

NOT_REVIEWABLE = -1.0
"""The mark of a game that cannot be reviewed (SQLite keeps no NaN: it would read back as NULL)."""


class ProgressReviews(QObject):
    reviewed = Signal(int, float)  # a statistics row's id, its points lost per hand

    def __init__(self, statistics: Statistics, store: ReviewStore | None = None,
                 reviewer: Reviewer | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.statistics = statistics
        self.store = store or ReviewStore()
        self.reviewer = reviewer or Reviewer(background=True)
        self.runner = ThinkRunner(self)
        self.runner.reported.connect(self._decision_made)
        self.runner.finished.connect(self._game_done)
        self.runner.failed.connect(self._game_failed)
        self._current: tuple[int, GameRecord, str] | None = None
        """The statistics row under review, its record and its review's key."""
        self._decisions: list[Decision] = []

    def is_running(self) -> bool:
        return self.runner.is_running()

    def catch_up(self) -> None:
        """Review the next game still to be reviewed (and, as each ends, the next)."""
        if self.runner.is_running():
            return
        while found := self.statistics.unreviewed(limit=1):
            row, seat, text = found[0]
            try:
                record = GameRecord.loads(text)
            except RecordError:
                self.statistics.set_lost(row, NOT_REVIEWABLE)
                continue  # the next game, not the next finished one
            self._start(row, record, seat)
            return
        # Nothing left to review: the background workers go until the next game ends.
        release_pool(background=True)

    def _start(self, row: int, record: GameRecord, seat: Seat) -> None:
        key = review_key(record, seat, self.reviewer)
        done = self.store.load(key, record)
        self._current, self._decisions = (row, record, key), list(done)
        reviewer = self.reviewer

        def work(stop: threading.Event, report: Report) -> object:
            return review_game(record, seat, reviewer, stop=stop, each=report, done=done)

        self.runner.start_reporting(work)

    def _decision_made(self, decision: object) -> None:
        if self._current is None or not isinstance(decision, Decision):
            return
        _row, record, key = self._current
        self.store.add(key, record, self._decisions, decision)

    def _game_done(self, result: object) -> None:
        if self._current is None or not isinstance(result, list):
            return
        row, record, _key = self._current
        self._current = None
        hands = max(len(record.replay().history), 1)
        lost = lost_in(result) / hands
        self.statistics.set_lost(row, lost)
        self.reviewed.emit(row, lost)
        self.catch_up()

    def _game_failed(self, _error: object) -> None:
        if self._current is not None:
            self.statistics.set_lost(self._current[0], NOT_REVIEWABLE)  # not tried again
            self._current = None
        self.catch_up()

    def shutdown(self) -> None:
        """The app closes: the review stops (what is judged is kept in the store)."""
        self.runner.shutdown(wait_ms=2000)
