"""Thinking off the GUI thread.

A job is a function of a `threading.Event` (set to ask it to stop; `ai.decide`
returns its best choice so far).  It runs on a QThreadPool worker; the result
comes back as a Qt signal, which Qt queues to the GUI thread.  Each job has a
ticket: a result for a job that was cancelled (new game, restart) is dropped.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Relay(QObject):
    done = Signal(int, object, object)  # ticket, result, exception (from a worker thread)
    reported = Signal(int, object)  # ticket, a report made while working (from a worker thread)


Report = Callable[[object], None]
"""What a reporting job calls with each piece of progress (from its thread)."""


class _Job(QRunnable):
    def __init__(self, ticket: int, work: Callable[..., object], stop: threading.Event, relay: _Relay,
                 reports: bool) -> None:
        super().__init__()
        self._ticket, self._work, self._stop, self._relay = ticket, work, stop, relay
        self._reports = reports

    def _report(self, report: object) -> None:
        self._relay.reported.emit(self._ticket, report)

    def run(self) -> None:
        try:
            result = self._work(self._stop, self._report) if self._reports else self._work(self._stop)
        except Exception as error:  # reported on the GUI thread, never lost
            self._relay.done.emit(self._ticket, None, error)
        else:
            self._relay.done.emit(self._ticket, result, None)


class ThinkRunner(QObject):
    finished = Signal(object)  # the current job's result, on the GUI thread
    failed = Signal(object)  # the current job raised this exception
    reported = Signal(object)  # a report of the current job (`start_reporting`), on the GUI thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._done)
        self._relay.reported.connect(self._reported)
        self._ticket = 0
        self._stop = threading.Event()
        self._running = False

    def is_running(self) -> bool:
        return self._running

    def start(self, work: Callable[[threading.Event], object]) -> None:
        self._start(work, False)

    def start_reporting(self, work: Callable[[threading.Event, Report], object]) -> None:
        """`work(stop, report)`: each `report(value)` arrives as `reported(value)`."""
        self._start(work, True)

    def _start(self, work: Callable[..., object], reports: bool) -> None:
        self.cancel()
        self._ticket += 1
        self._stop = threading.Event()
        self._running = True
        self._pool.start(_Job(self._ticket, work, self._stop, self._relay, reports))

    def cancel(self) -> None:
        """Ask the current job to stop and forget its result."""
        self._stop.set()
        self._ticket += 1
        self._running = False

    def shutdown(self, wait_ms: int = 5000) -> None:
        """Cancel, and wait up to `wait_ms` for the job to notice (its result is dropped)."""
        self.cancel()
        self._pool.waitForDone(wait_ms)

    def _reported(self, ticket: int, report: object) -> None:
        if ticket == self._ticket:
            self.reported.emit(report)

    def _done(self, ticket: int, result: object, error: object) -> None:
        if ticket != self._ticket:
            return
        self._running = False
        if error is not None:
            self.failed.emit(error)
        else:
            self.finished.emit(result)
