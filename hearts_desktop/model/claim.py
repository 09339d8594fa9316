"""Claiming the rest of a hand: offered when its outcome is already decided.

Two cases (issue #7), both checked on the full state, so a claim can never
change a score:
- **No points left to move**: no card that counts is still in a hand, in the
  current trick or in the pot, and nothing else that the remaining tricks
  could change is at stake (the no-trick bonus, H11; the sun, H17).
- **All remaining tricks**: the claimant is on lead and every card it holds
  beats every card of that suit still out, so it wins every trick whatever
  anyone plays (not with two decks, where an equal card cancels, V5).

`finish_hand` then plays the hand out through the checked API.
"""

from __future__ import annotations

from enum import Enum

from hearts_desktop.model import events as ev
from hearts_desktop.model.cards import Seat
from hearts_desktop.model.game import Game
from hearts_desktop.model.scoring import card_points
from hearts_desktop.model.state import Phase


class Claim(Enum):
    NO_POINTS_LEFT = "no points left"
    ALL_TRICKS = "all remaining tricks"


def available_claim(game: Game, seat: Seat) -> Claim | None:
    """The claim `seat` may make now, if any."""
    if game.phase is not Phase.PLAYING or not any(game.hand(seat)):
        return None
    if _takes_every_trick(game, seat):
        return Claim.ALL_TRICKS
    if _no_points_left(game):
        return Claim.NO_POINTS_LEFT
    return None


def _no_points_left(game: Game) -> bool:
    rules = game.rules
    outstanding = [card for s in range(game.players) for card in game.hand(s)]
    outstanding += [card for _, card in game.current_trick] + list(game.pot)
    if any(card_points(card, rules) for card in outstanding):
        return False
    if rules.no_trick_bonus and any(game.tricks_won(s) == 0 for s in range(game.players)):
        return False  # a seat without a trick may still take one
    takers = [s for s in range(game.players) if game.taken(s)]
    return not (rules.shoot_the_sun and len(takers) == 1)  # a sun is still possible


def _takes_every_trick(game: Game, seat: Seat) -> bool:
    if game.rules.cancellation or game.current_trick or game.turn != seat:
        return False
    others = [card for s in range(game.players) if s != seat for card in game.hand(s)]
    return all(
        all(other.rank < card.rank for other in others if other.suit is card.suit)
        for card in game.hand(seat)
    )


def finish_hand(game: Game, seat: Seat) -> list[ev.Event]:
    """Play the decided hand to its end (every choice is checked)."""
    if available_claim(game, seat) is None:
        raise ValueError(f"{game.names[seat]} has no claim to make now")
    hand = game.hand_number
    events: list[ev.Event] = []
    while game.phase is Phase.PLAYING and game.hand_number == hand:
        turn = game.turn
        assert turn is not None
        events += game.play(turn, game.legal_plays()[0])
    return events
