"""The play checker flags only clearly worse plays, with a reason."""

from __future__ import annotations

from hearts_desktop.ai.checker import THRESHOLD, _significant_loss, review_play
from hearts_desktop.model import Card, Game, HouseRules, PassDirection, cards_from_str
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import FirstLead
from tests.model.helpers import deck_order

C = Card.from_str


def loaded_trick_game() -> Game:
    """West leads K♦, North discards A♥, East the Q♠: South, last, holds A♦
    and 2♦.  The ace takes 14 points; the two gives them to West."""
    hands = [
        "AD 2D TC JC QC KC AC 9S TS JS KS AS 7H",
        "KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2C 3C",
        "AH KH QH JH TH 9H 8H 4C 5C 6C 7C 8C 9C",
        "QS 2S 3S 4S 5S 6S 7S 8S 2H 3H 4H 5H 6H",
    ]
    rules = HouseRules(pass_cycle=(PassDirection.NONE,), first_lead=FirstLead.LEFT_OF_DEALER,
                       points_on_first_trick=True)
    parsed = [cards_from_str(hand) for hand in hands]
    game = Game(rules, 4, seed=0, first_dealer=0, deals=[deck_order(parsed, 0)])
    for seat, card in ((1, "KD"), (2, "AH"), (3, "QS")):
        game.play(seat, C(card))
    return game


def last_to_play_on_a_loaded_trick() -> Observation:
    return loaded_trick_game().observation(0)


def test_a_blunder_is_flagged_with_the_better_card_and_a_reason() -> None:
    obs = last_to_play_on_a_loaded_trick()
    assert set(obs.legal) == {C("AD"), C("2D")}
    review = review_play(obs, C("AD"), think_time=None, simulations=48, seed=1)
    assert review is not None
    assert review.better == C("2D") and review.loss >= THRESHOLD
    assert review.code == "duck" and "2♦" in review.reason


def test_the_right_play_is_not_flagged() -> None:
    obs = last_to_play_on_a_loaded_trick()
    assert review_play(obs, C("2D"), think_time=None, simulations=48, seed=1) is None


def test_only_card_is_never_flagged() -> None:
    game = Game(HouseRules(), 4, seed=2)
    for seat in range(4):
        game.pass_cards(seat, game.hand(seat)[:3])
    obs = game.observation(game.turn)  # type: ignore[arg-type]
    assert review_play(obs, obs.legal[0], think_time=None, simulations=16) is None


def test_significance_and_threshold() -> None:
    assert _significant_loss([5.0] * 10, [0.0] * 10) == 5.0
    assert _significant_loss([1.0, -1.0] * 10, [0.0] * 20) is None  # noise, no loss
    assert _significant_loss([3.0], [0.0]) is None  # one world tells nothing

