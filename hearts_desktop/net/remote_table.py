"""A network seat as the table's source: the client side of `GameAdapter`.

`RemoteTable` turns what a `TableClient` hears into what the table follows
at home: `game_started` with the seat's view of the game (`SeatGame`) when
the whole state arrives, and `event_published` for each event.  A pass or a
deal seen from another seat comes with card counts; they become face-down
stand-ins (`HIDDEN`).  Actions go to the host; a refusal comes back as the
model's error with its rule, and the table is laid out again from the
host's state, so nothing on screen can drift from the host's game.

The events of one change arrive before that seat's new observation: they
are held until it arrives, so that whenever the table asks, the view is the
host's game right after the change (as a `Game` is at home).
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
from hearts_desktop.model.observation import HIDDEN, Observation, PublicState
from hearts_desktop.net import codec
from hearts_desktop.net.client import TableClient
from hearts_desktop.net.seat_game import SeatGame

_WITH_COUNTS = {"HandDealt": ev.HandDealt, "PassCommitted": ev.PassCommitted, "CardsPassed": ev.CardsPassed}
"""The events a seat may see only in part: hidden cards come as a count."""


def read_event(data: dict[str, Any]) -> ev.Event:
    """An event as the host sent it to this seat, with stand-ins for the
    cards it may not see.  Raises `codec.WireError` (or KeyError) if it does
    not fit the model's types."""
    kind = _WITH_COUNTS.get(str(data.get("kind")))
    if kind is None:
        event = codec.read_public_event(data)
        if event is None:
            raise codec.WireError(f"unknown event {data.get('kind')!r}")
        return event
    fields = {key: value for key, value in data.items() if key != "kind"}
    if kind is ev.HandDealt:
        fields["hands"] = [_stand_ins(hand) for hand in fields["hands"]]
    else:
        fields["cards"] = _stand_ins(fields["cards"])
    result: ev.Event = codec.from_wire(kind, fields)
    return result


def _stand_ins(cards: object) -> object:
    if isinstance(cards, int) and not isinstance(cards, bool):
        if not 0 <= cards <= 104:
            raise codec.WireError(f"{cards} hidden cards")
        return [HIDDEN.code] * cards
    return cards


class RemoteTable(QObject):
    seated = Signal(int)  # our seat (the table turns to it before the state is shown)
    game_started = Signal(object)  # SeatGame: lay the table out anew
    table_refreshed = Signal()  # after game_started: the controller marks and prompts
    event_published = Signal(object, object)  # ev.Event, PublicState
    action_refused = Signal(object)  # HeartsError: the host refused our action
    seats_changed = Signal(object)  # [{"name": str, "held": bool}]
    closed = Signal(str)  # the table is gone, and why (the host's words or ours)

    def __init__(self, client: TableClient, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self._game: SeatGame | None = None
        self._held: list[tuple[ev.Event, PublicState]] = []
        self._pending: dict[int, Action] = {}
        client.joined.connect(self.seated)
        client.state_received.connect(self._state)
        client.event_received.connect(self._event)
        client.observation_changed.connect(self._observation)
        client.refused.connect(self._refused)
        client.accepted.connect(self._accepted)
        client.seats_changed.connect(self._seats_changed)
        client.closed.connect(self.closed)
        if client.observation is not None and client.public is not None:
            self._game = SeatGame(client.observation, client.public)

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

    def _accepted(self, request: int) -> None:
        self._answered(request)

    def _state(self) -> None:
        observation, public = self.client.observation, self.client.public
        assert observation is not None and public is not None
        self._held = []
        self._pending.clear()
        self._game = SeatGame(observation, public)
        self.show_again()

    def _event(self, data: dict[str, Any], public: PublicState) -> None:
        try:
            event = read_event(data)
        except (codec.WireError, KeyError, TypeError, ValueError) as error:
            self.client.drop(f"the host sent an event this version cannot read: {error}")
            return
        self._held.append((event, public))

    def _observation(self, observation: Observation) -> None:
        if self._game is None:
            return
        held, self._held = self._held, []
        self._game.update(observation, held[-1][1] if held else None)
        for event, public in held:
            self.event_published.emit(event, public)

    def _seats_changed(self, seats: list[dict[str, Any]]) -> None:
        """Names change with the seats (the host renamed the seat in its game);
        the next public state will carry them too."""
        names = tuple(str(seat["name"]) for seat in seats)
        if self._game is not None and len(names) == self._game.players:
            self._game.update(public=replace(self._game.public, names=names))
        self.seats_changed.emit(seats)

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
