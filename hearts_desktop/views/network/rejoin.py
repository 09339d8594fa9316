"""Sitting down again after a drop: the same host, code and name take the
same seat back (the host keeps it for the name, a computer player holding
it meanwhile), tried again and again for a few minutes, waiting longer
between tries, since a laptop that lost its Wi-Fi for a moment, or a host
restarted, comes back on its own time.

What the host says decides whether to go on: a table that is gone for good
(closed by its host, another code, another version) is not knocked at
again; one that did not answer, or still holds our old connection, is.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Signal

from hearts_desktop.net.client import HOST_UNREADABLE, LEFT, TableClient
from hearts_desktop.net.host import GIVEN_TO_COMPUTER
from hearts_desktop.views.network.seating import Seating, say_reason

DELAYS = (1.0, 2.0, 4.0, 8.0, 15.0, 30.0)
"""Seconds before each try (the last one repeats): soon at first, for a
blip, then seldom enough not to knock at a host that is restarting."""
GIVE_UP_SECONDS = 300.0
"""How long to keep trying before saying the table is gone."""

FINAL = frozenset({
    "wrong join code", "the host closed the table", "the host was stopped", GIVEN_TO_COMPUTER, LEFT,
    HOST_UNREADABLE, "too many messages",
})
"""The host's reasons that no later try can change."""


def worth_another_try(reason: str) -> bool:
    """Whether a table that went away, or would not seat us, for `reason`
    may seat us again later (a drop, a host not answering or still holding
    our old connection), as opposed to one gone for good."""
    other_version = reason.startswith(("this host speaks protocol", "a welcome in protocol"))
    return reason not in FINAL and not other_version


class Rejoiner(QObject):
    """Tries to sit down again as `joined_as` (host, port, code, name)
    until seated, told no for good, or `give_up_seconds` have passed."""

    seated = Signal(object)  # a TableClient, at our seat again, with the table's state
    trying = Signal(int)  # the number of the try about to be made
    gave_up = Signal(str)  # why, in the player's language

    def __init__(self, joined_as: tuple[str, int, str, str], parent: QObject | None = None, *,
                 delays: tuple[float, ...] | None = None, give_up_seconds: float | None = None) -> None:
        super().__init__(parent)
        self.joined_as = joined_as
        self.delays = delays or DELAYS
        self.give_up_seconds = GIVE_UP_SECONDS if give_up_seconds is None else give_up_seconds
        self.tries = 0
        self._began = 0.0
        self._seating = Seating(self)
        self._seating.seated.connect(self._seated)
        self._seating.failed.connect(self._failed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._try)

    @property
    def last_reason(self) -> str:
        """Why the last try failed, in the protocol's words."""
        return self._seating.last_reason

    def is_active(self) -> bool:
        return self._timer.isActive() or self._seating.client is not None

    def start(self) -> None:
        self.stop()
        self.tries, self._began = 0, time.monotonic()
        self._wait()

    def stop(self) -> None:
        self._timer.stop()
        self._seating.cancel()

    def _wait(self) -> None:
        delay = self.delays[min(self.tries, len(self.delays) - 1)]
        self._timer.start(round(delay * 1000))

    def _try(self) -> None:
        self.tries += 1
        self.trying.emit(self.tries)
        host, port, code, name = self.joined_as
        self._seating.start(host, port, code, name)

    def _seated(self, client: TableClient) -> None:
        client.setParent(None)  # whoever takes it owns it now, not this rejoiner
        self.seated.emit(client)

    def _failed(self, said: str) -> None:
        reason = self._seating.last_reason
        if not worth_another_try(reason):
            self.gave_up.emit(said)
        elif time.monotonic() - self._began >= self.give_up_seconds:
            self.gave_up.emit(say_reason(reason))
        else:
            self._wait()
