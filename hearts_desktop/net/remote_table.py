"""A network seat as the table's source: the client side of `GameAdapter`.

`RemoteTable` turns what a `TableClient` hears into what the table follows
at home: `game_started` with the seat's view of the game (`SeatGame`) when
the whole state arrives, and `event_published` for each event.  A pass or a
deal seen from another seat comes with card counts; they become face-down
stand-ins (`HIDDEN`).  Actions go to the host; a refusal comes back as the
model's error with its rule, and the table is laid out again from the
host's state, so nothing on screen can drift from the host's game.

The table follows whole changes: the events of one change reach it together
with the seat's observation after them (the client's `settled`), so that
whenever the table asks, the view is the host's game right after a change
(as a `Game` is at home).  Made at any moment, it starts from the client's
settled state; the change under way then arrives whole.  Every slot is
guarded: whatever fails hangs up on the host, with a reason, never a
traceback in the middle of the table.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, Signal

from hearts_desktop.model import events as ev
from hearts_desktop.model.actions import Action, MoonAction, PassAction, PlayAction
from hearts_desktop.model.errors import (
    HeartsError,
    IllegalMoonChoiceError,
    IllegalPassError,
    IllegalPlayError,
    WrongPhaseError,
)
from hearts_desktop.model.observation import Observation, PublicState
from hearts_desktop.net.client import HOST_UNREADABLE, TableClient
from hearts_desktop.net.faults import FaultLog, guarded
from hearts_desktop.net.seat_game import SeatGame


class RemoteTable(QObject):
    seated = Signal(int)  # our seat (the table turns to it before the state is shown)
    game_started = Signal(object)  # SeatGame: lay the table out anew
    table_refreshed = Signal()  # after game_started: the controller marks and prompts
    event_published = Signal(object, object)  # ev.Event, PublicState
    action_refused = Signal(object)  # HeartsError: the host refused our action
    seats_changed = Signal(object)  # [{"name": str, "held": bool, "level": str | None}]
    again_asked = Signal(object, object)  # seats that asked for the next game, seconds left (or None)
    closed = Signal(str)  # the table is gone, and why (the host's words or ours)

    def __init__(self, client: TableClient, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self._game: SeatGame | None = None
        self._pending: dict[int, Action] = {}
        self.faults = FaultLog()
        client.joined.connect(self.seated)
        client.state_received.connect(self._state)
        client.settled.connect(self._settled)
        client.refused.connect(self._refused)
        client.accepted.connect(self._accepted)
        client.seats_changed.connect(self._seats_changed)
        client.again_asked.connect(self.again_asked)
        client.closed.connect(self.closed)
        if client.observation is not None and client.settled_public is not None:
            self._game = SeatGame(client.observation, client.settled_public)

    @property
    def game(self) -> SeatGame:
        if self._game is None:
            raise LookupError("the host has not sent the table yet")
        return self._game

    @property
    def has_game(self) -> bool:
        return self._game is not None

    def show_again(self) -> None:
        """Lay the table out from the latest state (a new window on this seat)."""
        if self._game is not None:
            self.game_started.emit(self._game)
            self.table_refreshed.emit()

    def apply(self, action: Action) -> bool:
        """Send our action; the host answers later (`action_refused` if not)."""
        if not self.client.is_connected:
            return False
        self._pending[self.client.send_action(action)] = action
        self.game.awaiting = True
        return True

    def _answered(self, request: int) -> Action | None:
        action = self._pending.pop(request, None)
        if self._game is not None and self._game.awaiting and not self._pending:
            self._game.awaiting = False
            self.table_refreshed.emit()  # our move is made: whatever comes next may be ours again
        return action

    def ask_again(self) -> None:
        """At a finished table: this seat would play the next game."""
        self.client.ask_again()

    def context(self) -> str:
        return self.client.context()

    def recover(self, where: str, error: Exception) -> None:
        self.client.drop(HOST_UNREADABLE)

    @guarded
    def _accepted(self, request: int) -> None:
        self._answered(request)

    @guarded
    def _state(self) -> None:
        observation, public = self.client.observation, self.client.settled_public
        assert observation is not None and public is not None
        self._pending.clear()
        self._game = SeatGame(observation, public)
        self.show_again()

    @guarded
    def _settled(self, observation: Observation, change: list[tuple[ev.Event, PublicState]]) -> None:
        if self._game is None:
            return
        self._game.update(observation, change[-1][1] if change else None)
        for event, public in change:
            self.event_published.emit(event, public)

    @guarded
    def _seats_changed(self, seats: list[dict[str, Any]]) -> None:
        """Names change with the seats (the host renamed the seat in its game);
        the next public state will carry them too."""
        names = tuple(str(seat["name"]) for seat in seats)
        if self._game is not None and len(names) == self._game.players:
            self._game.update(public=replace(self._game.public, names=names))
        self.seats_changed.emit(seats)

    @guarded
    def _refused(self, request: int, rule: str, message: str, reason: str) -> None:
        action = self._answered(request)
        if action is None or self._game is None:
            return
        self.show_again()  # back to the host's state: a dragged card returns, a pass is taken back
        self.action_refused.emit(refusal(action, rule, message, reason, self._game))  # and why, last


def refusal(action: Action, rule: str, message: str, reason: str, game: SeatGame) -> HeartsError:
    """The host's refusal as the model's error, for the table to explain in
    the player's language (it translates by rule and reason)."""
    fields: dict[str, Any] = {"seat": action.seat, "phase": game.phase, "rule": rule or None,
                              "reason": reason}
    if reason in ("turn", "phase", "already passed", "not shooter"):
        return WrongPhaseError(message, **fields)
    if isinstance(action, PlayAction):
        return IllegalPlayError(message, card=action.card, **fields)
    if isinstance(action, PassAction):
        return IllegalPassError(message, **fields)
    assert isinstance(action, MoonAction)
    return IllegalMoonChoiceError(message, **fields)
