"""One or more tests per house rule (H1–H17) and validation of combinations."""

from __future__ import annotations

import random

import pytest

from hearts_desktop.model import (
    Card,
    Game,
    HouseRules,
    MoonChoice,
    PassDirection,
    Phase,
    RulesError,
    cards_from_str,
)
from hearts_desktop.model.engine import score_hand
from hearts_desktop.model.rules import (
    BonusCard,
    FirstLead,
    HeartValues,
    MoonSettlement,
    TieRule,
)
from hearts_desktop.model.scoring import card_points, game_winners, moon_amount
from tests.model.helpers import game_with_hands, play_lowest, play_randomly

C = Card.from_str
NO_PASS = (PassDirection.NONE,)
LEFT_LEAD = dict(pass_cycle=NO_PASS, first_lead=FirstLead.LEFT_OF_DEALER)


def taken_for_moon(shooter: int, players: int = 4, extra: str = "") -> list[list[Card]]:
    hearts = [Card.from_str(r + "H") for r in "23456789TJQKA"]
    taken: list[list[Card]] = [[] for _ in range(players)]
    taken[shooter] = [*hearts, C("QS"), *cards_from_str(extra)]
    return taken


@pytest.mark.parametrize("target", [0, 9, 1001, -5])
def test_H1_target_out_of_range_refused(target: int) -> None:
    with pytest.raises(RulesError, match=r"Target score.*\(H1\)") as info:
        HouseRules(target_score=target)
    assert info.value.setting == "target_score"


def test_H1_short_game_to_50() -> None:
    game = Game(HouseRules(target_score=50), 4, seed=2)
    play_randomly(game, random.Random(2))
    assert max(game.totals) >= 50
    assert all(max(s.totals) < 50 for s in game.history[:-1])


def test_H2_three_players_remove_two_of_clubs() -> None:
    game = Game(HouseRules(three_player_removed=C("2C"), pass_cycle=NO_PASS), 3, seed=1)
    dealt = {c for s in range(3) for c in game.hand(s)}
    assert C("2C") not in dealt and C("2D") in dealt
    assert game.legal_plays() == [C("3C")]  # R6: the lowest club in play leads
    with pytest.raises(RulesError, match=r"\(H2\)"):
        HouseRules(three_player_removed=C("3C"))


def test_H3_queen_does_not_break_hearts_when_off() -> None:
    rules = HouseRules(queen_breaks_hearts=False, **LEFT_LEAD)
    game = game_with_hands(["QS 2H 3D", "", "", ""], rules=rules, fill=True)
    game.play(0, C("QS"))
    assert not game.hearts_broken


@pytest.mark.parametrize(
    ("setting", "expected"),
    [(MoonSettlement.ADD_TO_OTHERS, (0, 26, 26, 26)),
     (MoonSettlement.SUBTRACT_FROM_SHOOTER, (-26, 0, 0, 0)),
     (MoonSettlement.NO_MOON, (26, 0, 0, 0))],
)
def test_H4_moon_settlements(setting: MoonSettlement, expected: tuple[int, ...]) -> None:
    score = score_hand(0, HouseRules(moon=setting), taken_for_moon(0), [13, 0, 0, 0], [0] * 4)
    assert score.deltas == expected


def test_H4_best_for_shooter_subtracts_when_adding_loses() -> None:
    rules = HouseRules(moon=MoonSettlement.BEST_FOR_SHOOTER)
    # Adding 26 would push seat 1 past 100 and end the game with the shooter behind seat 2.
    totals = [60, 80, 20, 30]
    score = score_hand(0, rules, taken_for_moon(0), [13, 0, 0, 0], totals)
    assert score.moon is not None and score.moon.choice is MoonChoice.SUBTRACT_FROM_SELF
    assert score.totals == (34, 80, 20, 30)
    # Adding ends the game with the shooter winning: add.
    score = score_hand(0, rules, taken_for_moon(0), [13, 0, 0, 0], [10, 80, 85, 90])
    assert score.moon is not None and score.moon.choice is MoonChoice.ADD_TO_OTHERS


def test_H5_any_club_first_lead() -> None:
    rules = HouseRules(first_lead=FirstLead.ANY_CLUB, pass_cycle=NO_PASS)
    game = game_with_hands(["2C 9C KC 5D", "", "", ""], rules=rules, fill=True)
    assert game.turn == 0
    assert set(game.legal_plays()) == {c for c in game.hand(0) if c.suit == C("2C").suit}
    with pytest.raises(Exception, match=r"must be led with a club \(H5\)"):
        game.play(0, C("5D"))
    game.play(0, C("KC"))


def test_H5_left_of_dealer_leads_any_card() -> None:
    rules = HouseRules(**LEFT_LEAD)
    game = Game(rules, 4, seed=3, first_dealer=1)
    assert game.turn == 2
    hand = game.hand(2)
    non_hearts = {c for c in hand if not c.is_heart()}
    assert set(game.legal_plays()) == (non_hearts or set(hand))


def test_H6_tie_shared_or_play_on() -> None:
    assert game_winners([100, 40, 40, 70], HouseRules()) == (1, 2)
    assert game_winners([100, 40, 40, 70], HouseRules(tie=TieRule.PLAY_ON)) is None
    assert game_winners([100, 40, 41, 70], HouseRules(tie=TieRule.PLAY_ON)) == (1,)


def test_H7_points_allowed_on_first_trick() -> None:
    clubs = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"
    rules = HouseRules(points_on_first_trick=True, pass_cycle=NO_PASS)
    game = game_with_hands([clubs, "QS 2H 3D", "", ""], rules=rules, fill=True)
    game.play(0, C("2C"))
    assert C("QS") in game.legal_plays() and C("2H") in game.legal_plays()
    game.play(1, C("QS"))


def test_H8_custom_cycle_and_across_needs_even_players() -> None:
    rules = HouseRules(pass_cycle=(PassDirection.ACROSS, PassDirection.NONE))
    assert [rules.pass_direction(h, 6).value for h in range(3)] == ["across", "none", "across"]
    with pytest.raises(RulesError, match=r"even number of players, not 5 \(H8\)") as info:
        rules.check(5)
    assert info.value.setting == "pass_cycle"
    game = Game(rules, 6, seed=1)
    assert game.pass_direction is PassDirection.ACROSS
    with pytest.raises(RulesError, match=r"\(H8\)"):
        HouseRules(pass_cycle=())


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_H9_cards_passed(count: int) -> None:
    game = Game(HouseRules(cards_passed=count), 4, seed=8)
    for seat in range(4):
        game.pass_cards(seat, game.hand(seat)[:count])
    assert all(len(game.received_cards(s) or ()) == count for s in range(4))
    with pytest.raises(RulesError, match=r"\(H9\)"):
        HouseRules(cards_passed=5)


def test_H10_hearts_may_be_led_any_time_when_off() -> None:
    rules = HouseRules(hearts_must_be_broken=False, **LEFT_LEAD)
    game = game_with_hands(["2H 3D", "", "", ""], rules=rules, fill=True)
    assert C("2H") in game.legal_plays()
    game.play(0, C("2H"))


def test_H11_no_trick_bonus_and_not_on_a_moon() -> None:
    rules = HouseRules(no_trick_bonus=True)
    taken: list[list[Card]] = [[C("2H")], [C("QS")], [C("3C")], []]
    score = score_hand(0, rules, taken, [1, 1, 1, 0], [0] * 4)
    assert score.deltas == (1, 13, 0, -5) and score.no_trick_bonus == (3,)
    rules = HouseRules(no_trick_bonus=True, moon=MoonSettlement.ADD_TO_OTHERS)
    score = score_hand(0, rules, taken_for_moon(0), [10, 3, 0, 0], [0] * 4)
    assert score.deltas == (0, 26, 26, 26) and score.no_trick_bonus == ()


@pytest.mark.parametrize(("bonus", "card"), [(BonusCard.JACK_OF_DIAMONDS, "JD"),
                                             (BonusCard.TEN_OF_DIAMONDS, "TD")])
def test_H12_bonus_card(bonus: BonusCard, card: str) -> None:
    rules = HouseRules(bonus_card=bonus, moon=MoonSettlement.ADD_TO_OTHERS)
    assert card_points(C(card), rules) == -10
    score = score_hand(0, rules, [[C(card), C("2H")], [], [], []], [1, 0, 0, 0], [0] * 4)
    assert score.deltas[0] == -9 and score.bonus_card_taker == (0,)
    # Never needed for the moon; a shooter who also took it keeps the bonus.
    score = score_hand(0, rules, taken_for_moon(1, extra=card), [0, 13, 0, 0], [0] * 4)
    assert score.deltas == (26, -10, 26, 26)


def test_H13_exact_target_resets_to_half() -> None:
    rules = HouseRules(exact_target_reset=True)
    score = score_hand(0, rules, [[C("2H"), C("3H")], [], [], []], [1, 1, 1, 1], [98, 0, 0, 0])
    assert score.totals[0] == 50 and score.resets == (0,)
    assert game_winners(score.totals, rules) is None
    score = score_hand(0, HouseRules(), [[C("2H"), C("3H")], [], [], []], [1, 1, 1, 1], [98, 0, 0, 0])
    assert score.totals[0] == 100 and score.resets == ()


def test_H14_face_value_hearts() -> None:
    rules = HouseRules(heart_values=HeartValues.FACE_VALUE)
    assert [card_points(C(c), rules) for c in ["2H", "TH", "JH", "QH", "KH", "AH"]] == [2, 10, 11, 12, 13, 14]
    assert moon_amount(rules) == 104 + 13


def test_H15_extra_penalty_spades() -> None:
    rules = HouseRules(extra_penalty_spades=True)
    assert card_points(C("AS"), rules) == 7 and card_points(C("KS"), rules) == 10
    assert moon_amount(rules) == 26  # the extra spades are not counted in a moon
    # ...and not required: the shooter did not take A♠/K♠, the taker keeps them.
    taken = taken_for_moon(0)
    taken[2] = [C("AS"), C("KS")]
    score = score_hand(0, HouseRules(extra_penalty_spades=True, moon=MoonSettlement.ADD_TO_OTHERS),
                       taken, [12, 0, 1, 0], [0] * 4)
    assert score.deltas == (0, 26, 43, 26)


def test_H16_queen_25() -> None:
    rules = HouseRules(queen_value=25)
    assert card_points(C("QS"), rules) == 25 and moon_amount(rules) == 38
    with pytest.raises(RulesError, match=r"\(H16\)"):
        HouseRules(queen_value=20)


def test_H17_shoot_the_sun_twice_the_moon() -> None:
    rules = HouseRules(shoot_the_sun=True, moon=MoonSettlement.ADD_TO_OTHERS, **LEFT_LEAD)
    from tests.model.test_base_rules import moon_game

    game = moon_game(4, rules)
    play_lowest(game)
    score = game.history[0]
    assert score.moon is not None and score.moon.sun and score.moon.amount == 52
    assert score.totals == (0, 52, 52, 52)
    # A moon that is not a sun: another seat took a trick without points.
    taken = taken_for_moon(0)
    taken[1] = [C("2C"), C("3C"), C("4C"), C("5C")]
    score = score_hand(0, rules, taken, [12, 1, 0, 0], [0] * 4)
    assert score.moon is not None and not score.moon.sun and score.deltas == (0, 26, 26, 26)
    with pytest.raises(RulesError, match=r"\(H17, H4\)"):
        HouseRules(shoot_the_sun=True, moon=MoonSettlement.NO_MOON)


def test_rules_round_trip_through_dict() -> None:
    rules = HouseRules(target_score=77, pass_cycle=(PassDirection.RIGHT,),
                       bonus_card=BonusCard.TEN_OF_DIAMONDS, three_player_removed=C("2C"),
                       moon=MoonSettlement.NO_MOON)
    assert HouseRules.from_dict(rules.to_dict()) == rules
    with pytest.raises(RulesError, match="Unknown house rule 'colour'"):
        HouseRules.from_dict({"colour": 1})
    with pytest.raises(RulesError, match="Invalid value 'many'") as info:
        HouseRules.from_dict({"cards_passed": "many"})
    assert info.value.setting == "cards_passed"


def test_moon_choice_is_asked_of_the_shooter_in_every_player_count() -> None:
    from tests.model.test_base_rules import moon_game

    for players in range(3, 8):
        game = moon_game(players, HouseRules(**LEFT_LEAD))
        play_lowest(game)
        assert game.phase is Phase.MOON_CHOICE and game.turn == 0
