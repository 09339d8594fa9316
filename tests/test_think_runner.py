"""The think runner: results on the GUI thread in order, cancelled results
dropped, and nothing kept after thousands of jobs (a long evening at the
table once kept every third finished job with the observation it held)."""

from __future__ import annotations

import gc
import threading

import pytest

from hearts_desktop.services import think_runner
from hearts_desktop.services.think_runner import ThinkRunner


class Payload:
    """What a job holds (at the table: an observation)."""


def live_payloads() -> int:
    gc.collect()
    return sum(isinstance(thing, Payload) for thing in gc.get_objects())


def test_thousands_of_jobs_leave_nothing_behind(qtbot) -> None:  # type: ignore[no-untyped-def]
    runner = ThinkRunner()
    results: list[object] = []
    runner.finished.connect(results.append)
    on_gui = threading.get_ident()
    threads: set[int] = set()
    for number in range(2000):
        payload = Payload()

        def work(stop: threading.Event, held: Payload = payload, value: int = number) -> int:
            threads.add(threading.get_ident())
            assert isinstance(held, Payload) and not stop.is_set()
            return value

        with qtbot.waitSignal(runner.finished, timeout=5000):
            runner.start(work)
        del payload, work
    assert results == list(range(2000)) and on_gui not in threads
    assert live_payloads() == 0


def test_a_cancelled_job_is_dropped_and_the_next_one_answers(qtbot) -> None:  # type: ignore[no-untyped-def]
    runner = ThinkRunner()
    results: list[object] = []
    runner.finished.connect(results.append)
    release = threading.Event()

    def slow(stop: threading.Event) -> str:
        release.wait(5)
        return "cancelled"

    runner.start(slow)
    runner.cancel()
    assert not runner.is_running()
    with qtbot.waitSignal(runner.finished, timeout=5000):
        runner.start(lambda stop: "next")
        release.set()
    assert results == ["next"]


def test_an_idle_worker_ends_and_a_new_job_starts_another(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(think_runner, "IDLE_SECONDS", 0.05)
    before = {thread.ident for thread in threading.enumerate()}
    runner = ThinkRunner()
    with qtbot.waitSignal(runner.finished, timeout=5000):
        runner.start(lambda stop: 1)
    qtbot.waitUntil(lambda: {thread.ident for thread in threading.enumerate()} <= before, timeout=5000)
    with qtbot.waitSignal(runner.finished, timeout=5000) as answered:
        runner.start(lambda stop: 2)
    assert answered.args == [2]


def test_shutdown_waits_for_the_job_to_notice(qtbot) -> None:  # type: ignore[no-untyped-def]
    runner = ThinkRunner()
    noticed = threading.Event()

    def patient(stop: threading.Event) -> None:
        stop.wait(10)
        noticed.set()

    runner.start(patient)
    runner.shutdown(wait_ms=5000)
    assert noticed.is_set()


def test_a_runner_deleted_while_its_job_runs_drops_the_result_safely(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A window closed while its computer player thinks: the job ends after
    the runner is gone, and nothing crashes (it once did: a segfault)."""
    from PySide6.QtCore import QCoreApplication, QEvent, QObject

    owner = QObject()
    runner = ThinkRunner(owner)
    heard: list[object] = []
    runner.finished.connect(heard.append)
    release, ended = threading.Event(), threading.Event()

    def work(stop: threading.Event) -> str:
        release.wait(5)
        ended.set()
        return "too late"

    runner.start(work)
    owner.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    del runner, owner
    gc.collect()
    with qtbot.waitSignal(think_runner._the_relay().done, timeout=5000):  # the result arrives, for nobody
        release.set()
    assert ended.is_set() and heard == []
    # Other runners still answer.
    other = ThinkRunner()
    with qtbot.waitSignal(other.finished, timeout=5000) as answered:
        other.start(lambda stop: "on time")
    assert answered.args == ["on time"]
