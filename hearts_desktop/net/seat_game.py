"""One seat's view of the host's game, in the shape the table reads.

A network client knows what its seat may know (`Observation`) and what
everyone sees (`PublicState`).  `SeatGame` answers the table's questions
(`views.table.source.TableGame`) from those two alone: its own hand and
legal cards exactly, the other hands as face-down stand-ins of the right
number.  Why a card may not be played is decided by the model's own
`play_refusal`, from the same observation the host would check it against.
"""

from __future__ import annotations

from hearts_desktop.model import events as ev
from hearts_desktop.model.cards import Card, PassDirection, Seat
from hearts_desktop.model.engine import FastRules
from hearts_desktop.model.errors import IllegalPlayError, WrongPhaseError
from hearts_desktop.model.game import play_refusal
from hearts_desktop.model.observation import HIDDEN, Observation, PublicState
from hearts_desktop.model.rules import HouseRules
from hearts_desktop.model.scoring import HandScore
from hearts_desktop.model.state import Phase


class SeatGame:
    def __init__(self, observation: Observation, public: PublicState) -> None:
        self.seen = observation
        self.public = public
        self._engine_rules = FastRules(observation.rules, observation.players)
        self.awaiting = False
        """Our action is on its way to the host: until it answers, our seat
        has no move (a second click would only be refused)."""

    def update(self, observation: Observation | None = None, public: PublicState | None = None) -> None:
        if observation is not None:
            self.seen = observation
        if public is not None:
            self.public = public

    # -- what everyone sees -------------------------------------------------------

    @property
    def seat(self) -> Seat:
        return self.seen.seat

    @property
    def players(self) -> int:
        return self.seen.players

    @property
    def rules(self) -> HouseRules:
        return self.seen.rules

    @property
    def names(self) -> tuple[str, ...]:
        return self.public.names

    @property
    def history(self) -> tuple[HandScore, ...]:
        return self.seen.history

    @property
    def totals(self) -> tuple[int, ...]:
        return self.seen.totals

    @property
    def winners(self) -> tuple[Seat, ...] | None:
        return self.public.winners

    @property
    def phase(self) -> Phase:
        return self.seen.phase

    @property
    def turn(self) -> Seat | None:
        turn = self.seen.turn
        return None if self.awaiting and turn == self.seen.seat else turn

    @property
    def hand_number(self) -> int:
        return self.seen.hand_number

    @property
    def pass_direction(self) -> PassDirection:
        return self.seen.pass_direction

    @property
    def tricks_per_hand(self) -> int:
        return self.seen.tricks_per_hand

    @property
    def current_trick(self) -> tuple[tuple[Seat, Card], ...]:
        return self.seen.current_trick

    @property
    def widow(self) -> tuple[Card, ...]:
        return (HIDDEN,) * self.seen.widow_size

    @property
    def pot(self) -> tuple[Card, ...]:
        return self.widow + self.seen.pot

    def is_game_over(self) -> bool:
        return self.seen.phase is Phase.GAME_OVER

    def public_state(self) -> PublicState:
        return self.public

    # -- how the table comes to be shown ------------------------------------------------

    def is_fresh(self) -> bool:
        """The first hand, just dealt, nothing passed or played: the table
        deals it with animation, as at home."""
        seen = self.seen
        return seen.hand_number == 0 and not seen.passes_committed and not seen.tricks \
            and not seen.current_trick and seen.phase in (Phase.PASSING, Phase.PLAYING)

    @property
    def actions(self) -> tuple[object, ...]:
        """Empty exactly when the table should deal from `log`; the actions
        themselves stay with the host."""
        return () if self.is_fresh() else (self.seen.hand_number,)

    @property
    def log(self) -> tuple[ev.Event, ...]:
        """The deal, as this seat saw it (when `is_fresh`)."""
        seen = self.seen
        if not self.is_fresh():
            return ()
        hands = tuple(self.hand(seat) for seat in range(seen.players))
        return (ev.HandDealt(seen.hand_number, seen.dealer, seen.pass_direction, hands, seen.widow_size),)

    # -- hands: ours exactly, the others' as stand-ins --------------------------------

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        if seat == self.seen.seat:
            return self.seen.hand
        return (HIDDEN,) * self.seen.hand_sizes[seat]

    def passed_cards(self, seat: Seat) -> tuple[Card, ...] | None:
        seen = self.seen
        if seat == seen.seat:
            return seen.passed
        if seat in seen.passes_committed and seen.phase is Phase.PASSING:
            return (HIDDEN,) * seen.rules.cards_passed
        return None

    def seats_to_pass(self) -> list[Seat]:
        seen = self.seen
        if seen.phase is not Phase.PASSING:
            return []
        return [seat for seat in range(seen.players) if seat not in seen.passes_committed
                and not (self.awaiting and seat == seen.seat)]

    def legal_plays(self, seat: Seat | None = None) -> list[Card]:
        """Our legal cards when it is our turn; another seat's are its secret."""
        seen = self.seen
        if seat not in (None, seen.seat) or seen.phase is not Phase.PLAYING or self.turn != seen.seat:
            return []
        return list(seen.legal)

    def is_legal_play(self, seat: Seat, card: Card) -> bool:
        return card in self.legal_plays(seat)

    def illegal_reason(self, seat: Seat, card: Card) -> IllegalPlayError | WrongPhaseError | None:
        seen = self.seen
        ours = seat == seen.seat and seen.phase is Phase.PLAYING and self.turn == seat
        return play_refusal(seen if ours else None, self.names, seat, seen.phase, seen.turn, card,
                            self._engine_rules)

    def observation(self, seat: Seat) -> Observation:
        if seat != self.seen.seat:
            raise LookupError(f"seat {seat} is not this table's seat {self.seen.seat}")
        return self.seen
