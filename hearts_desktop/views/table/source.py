"""What the table reads and where its events come from.

The table (scene, controller, dialogs) shows a game it does not own.  At
home that is a `Game` behind the model's `GameAdapter`; at a network table
it is one seat's view of the host's game (`net.remote_table`), which knows
its own hand and only the number of cards in the others.  Both satisfy
these protocols, so the same table, animations and dialogs serve both.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import SignalInstance

from hearts_desktop.model import events as ev
from hearts_desktop.model.actions import Action
from hearts_desktop.model.cards import Card, PassDirection, Seat
from hearts_desktop.model.errors import IllegalPlayError, WrongPhaseError
from hearts_desktop.model.observation import Observation, PublicState
from hearts_desktop.model.rules import HouseRules
from hearts_desktop.model.scoring import HandScore
from hearts_desktop.model.state import Phase


class ScoredGame(Protocol):
    """What a score sheet reads."""

    @property
    def players(self) -> int: ...
    @property
    def rules(self) -> HouseRules: ...
    @property
    def names(self) -> tuple[str, ...]: ...
    @property
    def history(self) -> Sequence[HandScore]: ...
    @property
    def totals(self) -> Sequence[int]: ...
    @property
    def winners(self) -> tuple[Seat, ...] | None: ...


class TableGame(ScoredGame, Protocol):
    """The queries the table asks of the game it shows.  Hidden cards (other
    seats' hands, their passes, the widow) may be stand-ins at a network
    table: they are only ever shown face down, and a card is named when it
    is played."""

    @property
    def phase(self) -> Phase: ...
    @property
    def turn(self) -> Seat | None: ...
    @property
    def hand_number(self) -> int: ...
    @property
    def pass_direction(self) -> PassDirection: ...
    @property
    def tricks_per_hand(self) -> int: ...
    @property
    def actions(self) -> Sequence[object]: ...
    @property
    def log(self) -> Sequence[ev.Event]: ...
    @property
    def current_trick(self) -> tuple[tuple[Seat, Card], ...]: ...
    @property
    def pot(self) -> tuple[Card, ...]: ...
    @property
    def widow(self) -> tuple[Card, ...]: ...

    def hand(self, seat: Seat) -> tuple[Card, ...]: ...
    def passed_cards(self, seat: Seat) -> tuple[Card, ...] | None: ...
    def seats_to_pass(self) -> list[Seat]: ...
    def legal_plays(self, seat: Seat | None = None) -> list[Card]: ...
    def is_legal_play(self, seat: Seat, card: Card) -> bool: ...
    def illegal_reason(self, seat: Seat, card: Card) -> IllegalPlayError | WrongPhaseError | None: ...
    def observation(self, seat: Seat) -> Observation: ...
    def public_state(self) -> PublicState: ...
    def is_game_over(self) -> bool: ...


class TableSource(Protocol):
    """Where the table's game and events come from, and where its actions go."""

    @property
    def game(self) -> TableGame: ...
    @property
    def game_started(self) -> SignalInstance: ...  # a game to lay out anew (TableGame)
    @property
    def event_published(self) -> SignalInstance: ...  # ev.Event, PublicState right after it
    @property
    def action_refused(self) -> SignalInstance: ...  # a HeartsError

    def apply(self, action: Action) -> bool:
        """Send an action through the model's checked API; False if refused
        at once (a network table answers later, with `action_refused`)."""
        ...
