"""What one seat may know, and nothing more: the only input of the AI; and
what every seat may know (`PublicState`), which is what the table shows.

A seat sees its own hand, the cards it passed and received, every card
played and by whom, who took what, the scores, the rules and whose turn it
is.  It never sees another seat's unplayed cards, another seat's pass before
it is revealed by play, or the face-down widow before it is taken (V5).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from hearts_desktop.model.cards import Card, PassDirection, Rank, Seat, Suit
from hearts_desktop.model.deal import deck_in_play
from hearts_desktop.model.rules import HouseRules
from hearts_desktop.model.scoring import HandScore
from hearts_desktop.model.state import Phase, Trick

HIDDEN = Card(Suit.CLUBS, Rank.TWO)
"""The stand-in value of a card a seat may not see, where a seat's view of
the game must still hold something (a network table's other hands).  It is
only ever drawn face down; the table gives an item its true value when the
card is played or passed to the viewer.  A real card of that value needs no
telling apart: it is shown the same way."""


@dataclass(frozen=True, slots=True)
class Observation:
    seat: Seat
    players: int
    names: tuple[str, ...]
    rules: HouseRules
    hand_number: int
    dealer: Seat
    phase: Phase
    pass_direction: PassDirection
    hand: tuple[Card, ...]
    passed: tuple[Card, ...] | None
    """The cards this seat passed (once committed)."""
    pass_target: Seat | None
    received: tuple[Card, ...] | None
    """The cards this seat received (after the exchange)."""
    pass_source: Seat | None
    passes_committed: tuple[Seat, ...]
    trick_leader: Seat
    current_trick: tuple[tuple[Seat, Card], ...]
    tricks: tuple[Trick, ...]
    tricks_per_hand: int
    hand_sizes: tuple[int, ...]
    taken: tuple[tuple[Card, ...], ...]
    """Cards each seat took this hand (tricks are public; so is the widow once taken)."""
    tricks_won: tuple[int, ...]
    points_taken: tuple[int, ...]
    pot: tuple[Card, ...]
    """Face-up cards of cancelled tricks waiting for a taker (V5)."""
    widow_size: int
    """Face-down widow cards not yet taken (V5)."""
    hearts_broken: bool
    turn: Seat | None
    legal: tuple[Card, ...]
    totals: tuple[int, ...]
    history: tuple[HandScore, ...]
    lowest_club: Card
    shooter: Seat | None
    """The seat that must choose a moon settlement, in that phase."""

    @property
    def trick_number(self) -> int:
        return len(self.tricks)

    def played_cards(self) -> list[Card]:
        """Every card played this hand so far, in order."""
        cards = [card for trick in self.tricks for _, card in trick.plays]
        return cards + [card for _, card in self.current_trick]

    def unseen_cards(self) -> list[Card]:
        """Cards in other seats' hands or the face-down widow (a multiset),
        including this seat's passed cards still held by the receiver."""
        remaining = Counter(deck_in_play(self.rules, self.players))
        remaining.subtract(self.hand)
        remaining.subtract(card for _, card in self.current_trick)
        remaining.subtract(self.pot)
        for cards in self.taken:  # every finished trick, and the widow once taken
            remaining.subtract(cards)
        return sorted(remaining.elements())


@dataclass(frozen=True, slots=True)
class PublicState:
    """What everyone at the table may see of the game at one moment: no hand
    is in it.  `Game.public_state()` makes it; the Qt adapter sends one with
    every event (the state right after it), so the table shows the game as far
    as its animation got without re-playing any transition itself."""

    rules: HouseRules
    names: tuple[str, ...]
    hand_number: int
    dealer: Seat
    pass_direction: PassDirection
    phase: Phase
    turn: Seat | None
    hearts_broken: bool
    totals: tuple[int, ...]
    points: tuple[int, ...]
    """Card points each seat took this hand (before any moon settlement)."""
    taken_points: tuple[tuple[Card, ...], ...]
    """The cards that count (penalty and bonus) each seat took, in order taken."""
    passed: frozenset[Seat]
    trick: tuple[tuple[Seat, Card], ...]
    last_trick: tuple[tuple[Seat, Card], ...]
    last_taker: Seat | None
    winners: tuple[Seat, ...] | None
    deal_number: int | None = None
    """The hand's deal number, read out to replay or share the deal (a numbered game's)."""

    @property
    def players(self) -> int:
        return len(self.names)
