"""Thinking off the GUI thread.

A job is a function of a `threading.Event` (set to ask it to stop; `ai.decide`
returns its best choice so far).  Each runner has one worker thread, which
takes its jobs in order; the result comes back as a Qt signal, which Qt
queues to the GUI thread.  Each job has a ticket: a result for a job that
was cancelled (new game, restart) is dropped.

The worker is a plain Python thread, not a QThreadPool: PySide keeps a
reference to some of the QRunnables a pool has run, so a long evening at the
table kept hundreds of finished jobs (and the observations they held).  The
thread ends once it has been idle for `IDLE_SECONDS`, and starts again with
the next job, so a runner that is simply dropped leaves no thread behind.
Results travel through one relay that lives as long as the program: a
runner closed with its window while a job still runs is simply not found
when the result arrives (emitting on the runner's own, deleted, object
crashed the process).
"""

from __future__ import annotations

import itertools
import queue
import threading
import weakref
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject, Signal

IDLE_SECONDS = 5.0
"""How long the worker waits for another job before it ends."""


class _Relay(QObject):
    """Carries results from worker threads to the GUI thread.  One for the
    whole program, never deleted: a runner may go (its window closed) while
    its job still runs, and emitting on a deleted object crashes the process;
    the relay finds the runner by key on the GUI thread, if it is still there."""

    done = Signal(int, int, object, object)  # runner key, ticket, result, exception
    reported = Signal(int, int, object)  # runner key, ticket, a report made while working

    def __init__(self) -> None:
        super().__init__()
        self.runners: dict[int, weakref.ref[ThinkRunner]] = {}
        self.done.connect(self._done)
        self.reported.connect(self._reported)

    def _runner(self, key: int) -> ThinkRunner | None:
        ref = self.runners.get(key)
        runner = ref() if ref is not None else None
        if runner is None or not shiboken6.isValid(runner):
            self.runners.pop(key, None)
            return None
        return runner

    def _done(self, key: int, ticket: int, result: object, error: object) -> None:
        runner = self._runner(key)
        if runner is not None:
            runner._done(ticket, result, error)

    def _reported(self, key: int, ticket: int, report: object) -> None:
        runner = self._runner(key)
        if runner is not None:
            runner._reported(ticket, report)


_relay: _Relay | None = None
_keys = itertools.count(1)


def _the_relay() -> _Relay:
    """The program's relay, made on the GUI thread by the first runner."""
    global _relay
    if _relay is None:
        _relay = _Relay()
    return _relay


Report = Callable[[object], None]
"""What a reporting job calls with each piece of progress (from its thread)."""

_Job = tuple[int, Callable[..., object], threading.Event, bool]
"""A ticket, the work, its stop flag, and whether it reports."""


class _Worker:
    """One thread that runs jobs in order, started on demand."""

    def __init__(self, relay: _Relay, key: int) -> None:
        self._relay, self._key = relay, key
        self._jobs: queue.SimpleQueue[_Job] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._busy = 0

    def submit(self, job: _Job) -> None:
        with self._lock:
            self._busy += 1
            self._jobs.put(job)
            if self._thread is None:
                self._thread = threading.Thread(target=self._loop, name="think", daemon=True)
                self._thread.start()

    def wait(self, seconds: float) -> None:
        """Until every job given so far has returned, or `seconds` have passed."""
        with self._lock:
            thread = self._thread if self._busy else None
        if thread is not None:
            finished = threading.Event()
            self.submit((-1, lambda _stop: finished.set(), threading.Event(), False))
            finished.wait(seconds)

    def _loop(self) -> None:
        while True:
            try:
                job = self._jobs.get(timeout=IDLE_SECONDS)
            except queue.Empty:
                with self._lock:
                    if self._jobs.empty():  # nothing came in meanwhile: end; the next job starts a thread
                        self._thread = None
                        return
                continue
            self._run(*job)
            del job  # what the job held goes now, not when the next one comes
            with self._lock:
                self._busy -= 1

    def _run(self, ticket: int, work: Callable[..., object], stop: threading.Event, reports: bool) -> None:
        relay, key = self._relay, self._key

        def report(value: object) -> None:
            relay.reported.emit(key, ticket, value)

        try:
            result = work(stop, report) if reports else work(stop)
        except Exception as error:  # reported on the GUI thread, never lost
            relay.done.emit(key, ticket, None, error)
        else:
            relay.done.emit(key, ticket, result, None)


class ThinkRunner(QObject):
    finished = Signal(object)  # the current job's result, on the GUI thread
    failed = Signal(object)  # the current job raised this exception
    reported = Signal(object)  # a report of the current job (`start_reporting`), on the GUI thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        relay, key = _the_relay(), next(_keys)
        relay.runners[key] = weakref.ref(self)
        self._worker = _Worker(relay, key)
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
        self._worker.submit((self._ticket, work, self._stop, reports))

    def cancel(self) -> None:
        """Ask the current job to stop and forget its result."""
        self._stop.set()
        self._ticket += 1
        self._running = False

    def shutdown(self, wait_ms: int = 5000) -> None:
        """Cancel, and wait up to `wait_ms` for the job to notice (its result is dropped)."""
        self.cancel()
        self._worker.wait(wait_ms / 1000)

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
