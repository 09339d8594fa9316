"""One FIFO of pending table steps, and one `idle` signal.

Every model event becomes a step; a step applies its visual change and may
return something that is still moving (an animation, or a `Pause` waiting
for a click).  The next step starts only when that finishes.  While the
queue is not idle the controller refuses input.  A step that returns None
(every step at "instant" speed) is done at once; steps run in a loop, not by
recursion, so a whole game at instant speed cannot overflow the stack.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QAbstractAnimation, QObject, Signal


class Pause(QObject):
    """A step that waits for the player ("click to continue", a dialog)."""

    finished = Signal()  # the player let the table go on

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.released = False

    def release(self) -> None:
        if not self.released:
            self.released = True
            self.finished.emit()


Waitable = QAbstractAnimation | Pause
Step = Callable[[], Waitable | None]


class AnimationQueue(QObject):
    idle = Signal()  # nothing moves and no step waits
    busy_changed = Signal(bool)  # True when the first step starts, False at idle

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pending: deque[Step] = deque()
        self._running: Waitable | None = None
        self._holds = 0
        self._draining = False
        self._busy = False
        self._retired: Waitable | None = None

    def is_idle(self) -> bool:
        return not self._pending and self._running is None and self._holds == 0

    @property
    def running(self) -> Waitable | None:
        return self._running

    def push(self, step: Step) -> None:
        self._pending.append(step)
        self._set_busy(True)
        self._drain()

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Queue every step pushed inside the block before running any, so
        one action's events never show an `idle` half-way through."""
        self._holds += 1
        self._set_busy(True)
        try:
            yield
        finally:
            self._holds -= 1
            self._drain()

    def clear(self) -> None:
        """Drop waiting steps and stop what moves (a new game replaces the table)."""
        self._pending.clear()
        running, self._running = self._running, None
        if isinstance(running, QAbstractAnimation):
            running.finished.disconnect(self._finished)
            running.stop()
            running.deleteLater()
        elif running is not None:
            running.finished.disconnect(self._finished)

    def _drain(self) -> None:
        if self._draining or self._running is not None or self._holds:
            return
        self._draining = True
        try:
            while self._pending:
                waitable = self._pending.popleft()()
                if waitable is None:
                    continue
                self._running = waitable
                waitable.finished.connect(self._finished)
                if isinstance(waitable, QAbstractAnimation):
                    # Ours while it runs: it goes with the table, and never moves the
                    # cards of a table that has been closed.
                    waitable.setParent(self)
                    waitable.start()
                if self._running is not None:  # else it finished inside start()
                    return
        finally:
            self._draining = False
        self._set_busy(False)
        self.idle.emit()

    def _finished(self) -> None:
        # Keep the finished animation until the next one finishes: deleting it
        # inside its own signal would delete it while Qt is still emitting.
        retired, self._retired, self._running = self._retired, self._running, None
        if retired is not None:  # an animation, or a Pause: each step's own object goes
            retired.deleteLater()
        self._drain()

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)
