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
_POOLS: dict[bool, multiprocessing.pool.Pool] = {}
"""The table's pool (False) and the background pool (True), each made on first use."""
_SIZES: dict[bool, int] = {}
BACKGROUND_NICENESS = 10
"""How much lower the background pool's workers run than the table's (Unix
niceness): a finished game reviewed for the statistics takes mostly what
an Expert at the table leaves (beside a review on one shared pool, the
table's decisions took 1.58 times as long as alone; on this pool, 1.28:
benchmarks/records/background_review_2026-12-07.txt)."""


def default_workers() -> int:
    """Both cores (issue #8), or fewer on a smaller machine."""
    return max(1, min(2, os.cpu_count() or 1))


def ensure_freeze_support() -> None:
    if getattr(sys, "frozen", False):
        multiprocessing.freeze_support()


def get_pool(workers: int, background: bool = False) -> multiprocessing.pool.Pool:
    """The shared pool, with at least `workers` processes; `background`: the
    pool of work nobody waits for, whose workers give way to the table's."""
    with _LOCK:
        pool = _POOLS.get(background)
        if pool is None or workers > _SIZES[background]:
            if pool is not None:
                pool.terminate()
            ensure_freeze_support()
            context = multiprocessing.get_context("spawn")
            pool = _POOLS[background] = context.Pool(workers, initializer=_warm_up, initargs=(background,))
            _SIZES[background] = workers
        return pool


def _warm_up(background: bool = False) -> None:
    # Ctrl+C in a terminal reaches the whole process group: the parent
    # decides what to do (the arena reports what it has), the workers carry on.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if background:
        _lower_priority()
    import hearts_desktop.ai.worlds  # noqa: F401  (import once, not on the first move)


def _lower_priority() -> None:
    """This process gives way to the others: niceness on Unix, the below
    normal class on Windows (where os.nice does not exist)."""
    if hasattr(os, "nice"):
        os.nice(BACKGROUND_NICENESS)
    elif sys.platform == "win32":  # pragma: no cover (no Windows in CI)
        import ctypes

        below_normal = 0x4000
        kernel32 = ctypes.windll.kernel32
        kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), below_normal)


def release_pool(background: bool) -> None:
    """Stop one pool's workers (made again on next use): the background
    pool once nothing is left to review, not to keep idle processes all evening."""
    with _LOCK:
        pool = _POOLS.pop(background, None)
        _SIZES.pop(background, None)
    if pool is not None:
        pool.terminate()
        pool.join()


def shutdown() -> None:
    """Stop the workers of both pools (at exit, or from tests)."""
    for background in (False, True):
        release_pool(background)


atexit.register(shutdown)
