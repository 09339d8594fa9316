"""Slots that never let an exception escape into Qt.

An exception raised in a slot does not reach whoever emitted the signal:
PySide prints it and carries on, and whatever the slot had still to do (send
the answer, let the next computer player act) is silently skipped.  A slot
of the network table is therefore `guarded`: an exception is logged once
with its context, and the object that owns the slot is asked to recover
(the host lets the game go on; a client hangs up on a host it cannot follow).

"Once": the first fault of each kind (where, type, message) is logged with
its traceback; the same fault again is only counted, so a fault that recurs
on every message cannot flood the log.
"""

from __future__ import annotations

import functools
import logging
import traceback
from collections import Counter
from collections.abc import Callable
from typing import Concatenate, ParamSpec, Protocol, TypeVar

log = logging.getLogger("hearts_desktop.net")


class Recovers(Protocol):
    faults: FaultLog

    def context(self) -> str:
        """Where the object stands, for the log (seat, phase, hand...)."""
        ...

    def recover(self, where: str, error: Exception) -> None:
        """Put things right after `error` escaped the slot `where`."""
        ...


class FaultLog:
    """The faults an object has met: each kind logged once, every one counted."""

    def __init__(self) -> None:
        self.counts: Counter[tuple[str, str, str]] = Counter()

    @property
    def total(self) -> int:
        return self.counts.total()

    def record(self, where: str, error: Exception, context: str) -> None:
        key = (where, type(error).__name__, str(error)[:200])
        self.counts[key] += 1
        if self.counts[key] == 1:
            # The traceback as text: a log record that kept the exception would keep
            # its frames, and with them the objects of the slot (a closed connection).
            trace = "".join(traceback.format_exception(error)).rstrip()
            log.error("%s in %s (%s): %s\n%s", type(error).__name__, where, context, error, trace)
        else:
            log.debug("%s in %s again (%d times)", type(error).__name__, where, self.counts[key])


Owner = TypeVar("Owner", bound=Recovers)
Arguments = ParamSpec("Arguments")


def guarded(method: Callable[Concatenate[Owner, Arguments], None]
            ) -> Callable[Concatenate[Owner, Arguments], None]:
    """The slot `method`, which logs and recovers instead of raising."""
    def slot(self: Owner, /, *args: Arguments.args, **kwargs: Arguments.kwargs) -> None:
        try:
            method(self, *args, **kwargs)
        except Exception as error:
            where = method.__qualname__
            try:
                self.faults.record(where, error, self.context())
            except Exception:  # the context itself failed: log without it
                self.faults.record(where, error, "?")
            self.recover(where, error)
    functools.update_wrapper(slot, method)
    return slot
