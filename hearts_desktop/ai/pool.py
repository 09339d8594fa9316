"""A warm pool of worker processes for the search, created once and reused.

Never a process per move: the pool starts on first use and lives until the
program exits.  It uses the 'spawn' start method (the only one on Windows and
macOS, and safe with Qt threads on Linux), so workers import
`hearts_desktop.ai.worlds` afresh and receive only picklable tasks.

Frozen executables (PyInstaller): the application's entry point must call
`multiprocessing.freeze_support()` first thing in `main()` (before creating
any window); `ensure_freeze_support()` below does it too, so spawning a
worker from a frozen app re-enters the worker code instead of starting a
second copy of the GUI.
"""

from __future__ import annotations

import atexit
import multiprocessing
import multiprocessing.pool
import os
import signal
import sys
import threading

_LOCK = threading.Lock()
_POOL: multiprocessing.pool.Pool | None = None
_SIZE = 0


def default_workers() -> int:
    """Both cores (issue #8), or fewer on a smaller machine."""
    return max(1, min(2, os.cpu_count() or 1))


def ensure_freeze_support() -> None:
    if getattr(sys, "frozen", False):
        multiprocessing.freeze_support()


def get_pool(workers: int) -> multiprocessing.pool.Pool:
    """The shared pool, with at least `workers` processes."""
    global _POOL, _SIZE
    with _LOCK:
        if _POOL is None or workers > _SIZE:
            if _POOL is not None:
                _POOL.terminate()
            ensure_freeze_support()
            context = multiprocessing.get_context("spawn")
            _POOL = context.Pool(workers, initializer=_warm_up)
            _SIZE = workers
        return _POOL


def _warm_up() -> None:
    # Ctrl+C in a terminal reaches the whole process group: the parent
    # decides what to do (the arena reports what it has), the workers carry on.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    import hearts_desktop.ai.worlds  # noqa: F401  (import once, not on the first move)


def shutdown() -> None:
    """Stop the workers (at exit, or from tests)."""
    global _POOL, _SIZE
    with _LOCK:
        if _POOL is not None:
            _POOL.terminate()
            _POOL.join()
        _POOL, _SIZE = None, 0


atexit.register(shutdown)
