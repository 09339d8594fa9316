"""What one seat may know, and nothing more: the only input of the AI.

A seat sees its own hand, the cards it passed and received, every card
played and by whom, who took what, the scores, the rules and whose turn it
is.  It never sees another seat's unplayed cards, another seat's pass before
it is revealed by play, or the face-down widow before it is taken (V5).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from hearts_desktop.model.cards import Card, PassDirection, Seat
from hearts_desktop.model.deal import deck_in_play
from hearts_desktop.model.game import Game
from hearts_desktop.model.legality import PlayContext, legal_plays
from hearts_desktop.model.rules import HouseRules
from hearts_desktop.model.scoring import HandScore
from hearts_desktop.model.state import Phase, Trick


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
    def is_my_turn(self) -> bool:
        return self.turn == self.seat

    @property
    def trick_number(self) -> int:
        return len(self.tricks)

    def play_context(self) -> PlayContext:
        return PlayContext(self.rules, self.current_trick[0][1] if self.current_trick else None,
                           not self.tricks, self.hearts_broken, self.lowest_club)

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


def observe(game: Game, seat: Seat) -> Observation:
    """Build `seat`'s observation of `game`."""
    passed = game.passed_cards(seat)
    received = game.received_cards(seat)
    direction = game.pass_direction
    has_pass = direction is not PassDirection.NONE
    source = next((s for s in range(game.players) if direction.target(s, game.players) == seat), None)
    widow_size = len(game.widow)
    pot = game.pot[widow_size:]  # the widow lies face down before the cancelled cards
    turn = game.turn
    legal = tuple(legal_plays(game.hand(seat), game.play_context())) \
        if turn == seat and game.phase is Phase.PLAYING else ()
    return Observation(
        seat=seat,
        players=game.players,
        names=game.names,
        rules=game.rules,
        hand_number=game.hand_number,
        dealer=game.dealer,
        phase=game.phase,
        pass_direction=direction,
        hand=game.hand(seat),
        passed=passed,
        pass_target=direction.target(seat, game.players) if has_pass else None,
        received=received,
        pass_source=source if has_pass else None,
        passes_committed=tuple(s for s in range(game.players) if game.passed_cards(s) is not None),
        trick_leader=game.trick_leader if game.phase is not Phase.PASSING else -1,
        current_trick=game.current_trick,
        tricks=game.tricks,
        tricks_per_hand=game.tricks_per_hand,
        hand_sizes=tuple(len(game.hand(s)) for s in range(game.players)),
        taken=tuple(game.taken(s) for s in range(game.players)),
        tricks_won=tuple(game.tricks_won(s) for s in range(game.players)),
        points_taken=tuple(game.points_taken(s) for s in range(game.players)),
        pot=pot,
        widow_size=widow_size,
        hearts_broken=game.hearts_broken,
        turn=turn,
        legal=legal,
        totals=tuple(game.totals),
        history=tuple(game.history),
        lowest_club=game.lowest_club,
        shooter=turn if game.phase is Phase.MOON_CHOICE else None,
    )
