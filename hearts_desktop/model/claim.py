"""Claiming the rest of a hand: offered when its outcome is already decided.

Whether a claim stands is the engine's decision (`engine.Claim`,
`FastHand.claim`), made on the full state, so a claim can never change a
score.  `finish_hand` then plays the hand out through the checked API.
"""

from __future__ import annotations

from hearts_desktop.model import events as ev
from hearts_desktop.model.cards import Seat
from hearts_desktop.model.engine import Claim, FastHand, FastRules
from hearts_desktop.model.game import Game
from hearts_desktop.model.state import Phase

__all__ = ["Claim", "available_claim", "finish_hand"]


def available_claim(game: Game, seat: Seat) -> Claim | None:
    """The claim `seat` may make now, if any."""
    if game.phase is not Phase.PLAYING or not any(game.hand(seat)):
        return None
    players = range(game.players)
    fast = FastHand.from_state(
        FastRules(game.rules, game.players), [game.hand(s) for s in players], game.trick_leader,
        game.current_trick, game.trick_number, game.hearts_broken, [game.taken(s) for s in players],
        [game.tricks_won(s) for s in players], game.pot)
    return fast.claim(seat)


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
