"""The named variants V1–V5 and each one's own rules."""

from __future__ import annotations

import random

import pytest

from hearts_desktop.model import ALL_CARDS, Card, Game, HouseRules, MoonChoice, Phase, RulesError
from hearts_desktop.model.deal import deck_in_play
from hearts_desktop.model.engine import score_hand, winning_play
from hearts_desktop.model.events import TrickWon, WidowTaken
from hearts_desktop.model.rules import (
    BLACK_MARIA,
    CANCELLATION,
    OMNIBUS,
    PRESETS,
    SPOT_HEARTS,
    STANDARD,
    BonusCard,
    FirstLead,
    HeartValues,
    MoonSettlement,
    preset_of,
)
from hearts_desktop.model.scoring import moon_amount
from tests.model.helpers import deck_order, game_with_hands, play_lowest, play_randomly

C = Card.from_str


def test_V1_standard_is_the_default() -> None:
    assert HouseRules() == STANDARD
    assert preset_of(HouseRules()) is PRESETS[0]
    assert "Rickety Kate" in PRESETS[0].aliases and "Black Lady" in PRESETS[0].aliases
    assert preset_of(HouseRules(target_score=50)) is None  # Custom


def test_V2_omnibus_jack_of_diamonds() -> None:
    assert OMNIBUS.bonus_card is BonusCard.JACK_OF_DIAMONDS
    score = score_hand(0, OMNIBUS, [[C("JD"), C("QS")], [], [], []], [1, 0, 0, 0], [0] * 4)
    assert score.deltas[0] == 3


def test_V3_spot_hearts_129_a_hand() -> None:
    assert SPOT_HEARTS.heart_values is HeartValues.FACE_VALUE and SPOT_HEARTS.target_score == 500
    assert moon_amount(SPOT_HEARTS) == 129
    rng = random.Random(3)
    game = Game(SPOT_HEARTS, 4, seed=3)
    play_randomly(game, rng, until_hand_end=True)
    score = game.history[0]
    assert sum(score.points) == 129 or score.moon is not None


def test_V4_black_maria() -> None:
    rules = BLACK_MARIA
    assert rules.moon is MoonSettlement.NO_MOON and rules.first_lead is FirstLead.LEFT_OF_DEALER
    assert [rules.pass_direction(h, 4).value for h in range(4)] == ["right"] * 4
    game = Game(rules, 3, seed=5)
    assert C("2C") not in {c for s in range(3) for c in game.hand(s)}
    rng = random.Random(5)
    play_randomly(game, rng, until_hand_end=True)
    assert sum(game.history[0].points) == 43  # hearts 13 + Q♠ 13 + A♠ 7 + K♠ 10


def test_V5_needs_five_to_seven_players() -> None:
    with pytest.raises(RulesError, match=r"5 to 7 players, not 4 \(V5\)"):
        Game(CANCELLATION, 4)


@pytest.mark.parametrize(("players", "each", "widow"), [(5, 20, 4), (6, 17, 2), (7, 14, 6)])
def test_V5_two_decks_and_widow(players: int, each: int, widow: int) -> None:
    game = Game(CANCELLATION, players, seed=1)
    assert len(deck_in_play(CANCELLATION, players)) == 104
    assert all(len(game.hand(s)) == each for s in range(players))
    assert len(game.widow) == widow
    assert game.phase is Phase.PLAYING  # no passing
    assert game.turn == (game.dealer + 1) % players


def trick_winner(plays: list[tuple[int, Card]], cancellation: bool) -> int | None:
    best = winning_play([(seat, card.index) for seat, card in plays], cancellation)
    return None if best is None else best[0]


def test_V5_identical_cards_cancel() -> None:
    plays = [(0, C("9C")), (1, C("9C")), (2, C("5C")), (3, C("2H")), (4, C("3C"))]
    assert trick_winner(plays, cancellation=True) == 2
    assert trick_winner(plays, cancellation=False) == 0
    all_cancelled = [(0, C("9C")), (1, C("9C")), (2, C("KD")), (3, C("KD")), (4, C("AS"))]
    assert trick_winner(all_cancelled, cancellation=True) is None


def cancelled_first_trick_game() -> Game:
    """Seats 0 and 1 hold every club between them, one copy of each rank."""
    clubs = [Card.from_str(r + "C") for r in "23456789TJQKA"]
    return game_with_hands([clubs, clubs, [], [], []], rules=CANCELLATION, fill=True, seed=4)


def test_V5_fully_cancelled_trick_goes_to_next_winner_with_the_widow() -> None:
    game = cancelled_first_trick_game()
    assert game.turn == 0
    widow = game.widow
    game.play(0, C("5C"))
    game.play(1, C("5C"))
    for seat in (2, 3, 4):
        game.play(seat, game.legal_plays()[0])
    first = game.tricks[0]
    assert first.winner is None and first.taker is None
    assert game.turn == 0  # nobody won: its leader leads again
    assert len(game.pot) == 4 + 5
    game.play(0, C("AC"))
    events = game.play(1, C("2C"))
    for seat in (2, 3, 4):
        events += game.play(seat, game.legal_plays()[0])
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 0 and len(won.carried) == 9
    assert [e for e in events if isinstance(e, WidowTaken)] == [WidowTaken(0, widow)]
    assert len(game.taken(0)) == 5 + 5 + 4 and game.pot == ()


def test_V5_every_trick_cancelled_last_one_goes_to_its_leader() -> None:
    """Seats (0,1), (2,3), (4,5) hold identical hands and play the lowest
    legal card: every trick cancels; the last goes, with everything, to its
    leader (seat 0), who thereby shoots the moon with both queens."""
    values = list(ALL_CARDS)
    random.Random(8).shuffle(values)
    values.remove(C("2D"))
    groups = [values[0:17], values[17:34], values[34:51]]
    hands = [groups[0], groups[0], groups[1], groups[1], groups[2], groups[2]]
    widow = [C("2D"), C("2D")]
    rules = CANCELLATION.with_changes(moon=MoonSettlement.ADD_TO_OTHERS)
    game = Game(rules, 6, seed=0, deals=[deck_order(hands, 5, widow)])
    play_lowest(game)
    score = game.history[0]
    assert score.moon is not None and score.moon.shooter == 0 and score.moon.amount == 52
    assert score.deltas == (0, 52, 52, 52, 52, 52)
    won = [e for e in game.log if isinstance(e, TrickWon)]
    assert [e.winner for e in won] == [None] * 17
    assert [e.taker for e in won] == [None] * 16 + [0]


def test_V5_moon_needs_both_queens_and_all_26_hearts() -> None:
    rules = CANCELLATION.with_changes(moon=MoonSettlement.ADD_TO_OTHERS)
    hearts = [Card.from_str(r + "H") for r in "23456789TJQKA"] * 2
    taken = [[*hearts, C("QS")], [C("QS")], [], [], []]
    score = score_hand(0, rules, taken, [10, 1, 0, 0, 0], [0] * 5)
    assert score.moon is None and score.deltas[:2] == (39, 13)
    taken = [[*hearts, C("QS"), C("QS")], [], [], [], []]
    score = score_hand(0, rules, taken, [10, 0, 0, 0, 0], [0] * 5)
    assert score.moon is not None and score.deltas == (0, 52, 52, 52, 52)


def test_moon_with_bonus_card_keeps_bonus() -> None:
    rules = OMNIBUS.with_changes(moon=MoonSettlement.SHOOTER_CHOOSES)
    hearts = [Card.from_str(r + "H") for r in "23456789TJQKA"]
    taken = [[*hearts, C("QS"), C("JD")], [], [], []]
    score = score_hand(0, rules, taken, [13, 0, 0, 0], [0] * 4, MoonChoice.SUBTRACT_FROM_SELF)
    assert score.deltas == (-36, 0, 0, 0)


def test_no_trick_bonus_skipped_on_a_moon_in_a_played_game() -> None:
    from tests.model.test_base_rules import moon_game

    rules = HouseRules(no_trick_bonus=True, moon=MoonSettlement.ADD_TO_OTHERS,
                       pass_cycle=CANCELLATION.pass_cycle, first_lead=FirstLead.LEFT_OF_DEALER)
    game = moon_game(4, rules)
    play_lowest(game)
    assert game.history[0].no_trick_bonus == () and game.history[0].deltas == (0, 26, 26, 26)


def test_V5_lowest_club_in_the_widow_passes_the_lead_to_the_next_club() -> None:
    """R6 with two decks and 'lowest club leads': both 2♣ in the widow, so
    the holder of the lowest club in play (a 3♣) leads it."""
    from hearts_desktop.model.engine import FastHand, mask_to_cards

    rules = CANCELLATION.with_changes(first_lead=FirstLead.LOWEST_CLUB)
    values = [card for card in ALL_CARDS if card != C("2C")]
    random.Random(2).shuffle(values)
    hands = [values[i * 17:(i + 1) * 17] for i in range(3)] * 2  # six hands of 17, pairwise equal
    hands = [hands[0], hands[3], hands[1], hands[4], hands[2], hands[5]]
    game = Game(rules, 6, seed=0, deals=[deck_order(hands, 5, [C("2C"), C("2C")])])
    assert game.lowest_club == C("3C") and game.legal_plays() == [C("3C")]
    assert C("3C") in game.hand(game.turn)  # type: ignore[arg-type]
    fast = FastHand.from_cards(rules, [game.hand(s) for s in range(6)], game.turn, game.widow)  # type: ignore[arg-type]
    assert mask_to_cards(fast.legal_mask()) == [C("3C")]
