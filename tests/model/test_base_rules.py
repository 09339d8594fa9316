"""One or more tests per base rule, R1–R12 (RULES.md)."""

from __future__ import annotations

import random

import pytest

from hearts_desktop.model import (
    Card,
    Game,
    HouseRules,
    IllegalPassError,
    IllegalPlayError,
    MoonChoice,
    PassDirection,
    Phase,
    RulesError,
    WrongPhaseError,
    cards_from_str,
)
from hearts_desktop.model.deal import cards_each, deck_in_play, removed_cards, shuffled_deck
from hearts_desktop.model.events import TrickWon
from hearts_desktop.model.rules import FirstLead, MoonSettlement
from tests.model.helpers import game_with_hands, play_lowest, play_randomly

C = Card.from_str
NO_PASS = HouseRules(pass_cycle=(PassDirection.NONE,))


@pytest.mark.parametrize("players", [2, 8, 0])
def test_R1_only_three_to_seven_players(players: int) -> None:
    with pytest.raises(RulesError, match=r"3 to 7 players.*\(R1\)") as info:
        Game(players=players)
    assert info.value.setting == "players"


@pytest.mark.parametrize("players", range(3, 8))
def test_R1_three_to_seven_players_can_play(players: int) -> None:
    assert Game(players=players).players == players


def test_R2_one_deck_ace_high() -> None:
    assert sorted(deck_in_play(HouseRules(), 4)) == sorted(Card.from_index(i) for i in range(52))
    game = game_with_hands(["2C 5D", "KC 6D", "AC 7D", "3C 8D"], rules=NO_PASS, fill=True)
    for seat, code in enumerate(["2C", "KC", "AC", "3C"]):
        game.play(seat, C(code))
    assert game.tricks[0].winner == 2  # the ace beats the king: ace high


@pytest.mark.parametrize(
    ("players", "removed", "each"),
    [(3, "2D", 17), (4, "", 13), (5, "2D 2C", 10), (6, "2D 3D 3C 4C", 8), (7, "2D 3D 3C", 7)],
)
def test_R3_trimming(players: int, removed: str, each: int) -> None:
    rules = HouseRules()
    assert set(removed_cards(rules, players)) == set(cards_from_str(removed))
    assert cards_each(rules, players) == each
    game = Game(rules, players, seed=3)
    assert all(len(game.hand(seat)) == each for seat in range(players))


def test_R4_deal_starts_left_of_dealer_and_rotates() -> None:
    game = Game(NO_PASS, 4, seed=5, first_dealer=2)
    assert game.dealer == 2
    assert game.deals == ()  # no explicit deal: the seeded deck
    deck = shuffled_deck(NO_PASS, 4, 5, 0)
    assert deck[0] in game.hand(3) and deck[1] in game.hand(0) and deck[2] in game.hand(1)
    play_lowest(game)
    assert game.hand_number == 1 and game.dealer == 3


@pytest.mark.parametrize(
    ("players", "cycle"),
    [(4, ["left", "right", "across", "none", "left"]), (3, ["left", "right", "left"]),
     (5, ["left", "right", "left"]), (6, ["left", "right", "left"]), (7, ["left", "right", "left"])],
)
def test_R5_pass_cycle(players: int, cycle: list[str]) -> None:
    rules = HouseRules()
    assert [rules.pass_direction(h, players).value for h in range(len(cycle))] == cycle


def test_R5_everyone_commits_before_anyone_receives() -> None:
    game = Game(HouseRules(), 4, seed=11)
    before = [game.hand(seat) for seat in range(4)]
    passes = {seat: game.hand(seat)[:3] for seat in range(4)}
    for seat in (0, 1, 2):
        game.pass_cards(seat, passes[seat])
        assert [game.hand(s) for s in range(4)] == before  # nothing moved yet
        assert game.phase is Phase.PASSING
        assert game.observation(3).received is None
    game.pass_cards(3, passes[3])
    assert game.phase is Phase.PLAYING
    for seat in range(4):  # hand 1 passes left: seat s gives to s + 1
        source = (seat - 1) % 4
        assert set(passes[source]) <= set(game.hand(seat))
        assert game.received_cards(seat) == passes[source]
        assert not set(passes[seat]) & set(game.hand(seat))


def test_R5_pass_refusals_name_the_rule() -> None:
    game = Game(HouseRules(), 4, seed=11)
    with pytest.raises(IllegalPassError, match=r"must pass 3 cards, not 2 \(H9\)"):
        game.pass_cards(0, game.hand(0)[:2])
    foreign = next(card for card in game.hand(1) if card not in game.hand(0))
    with pytest.raises(IllegalPassError, match=r"not in their hand \(R5\)"):
        game.pass_cards(0, [*game.hand(0)[:2], foreign])
    game.pass_cards(0, game.hand(0)[:3])
    with pytest.raises(IllegalPassError, match=r"South has already passed \(R5\)"):
        game.pass_cards(0, game.hand(0)[3:6])
    with pytest.raises(WrongPhaseError, match="during passing"):
        game.play(0, game.hand(0)[0])


def test_R5_no_pass_hand_refuses_a_pass() -> None:
    game = Game(NO_PASS, 4, seed=1)
    with pytest.raises(WrongPhaseError, match=r"no passing in this hand \(R5\)"):
        game.pass_cards(0, game.hand(0)[:3])


@pytest.mark.parametrize(("players", "lowest"), [(4, "2C"), (5, "3C"), (3, "2C"), (6, "2C")])
def test_R6_lowest_club_leads(players: int, lowest: str) -> None:
    game = Game(NO_PASS, players, seed=7)
    holder = next(s for s in range(players) if C(lowest) in game.hand(s))
    assert game.turn == holder
    assert game.legal_plays() == [C(lowest)]
    other = next(card for card in game.hand(holder) if card is not C(lowest))
    with pytest.raises(IllegalPlayError, match=rf"may not lead {other}: .*{C(lowest)} \(R6\)"):
        game.play(holder, other)


def test_R7_follow_suit_and_highest_wins() -> None:
    game = game_with_hands(["2C 9C", "3C 5D", "KC 6D", "4C 7D"], rules=NO_PASS, fill=True)
    game.play(0, C("2C"))
    message = r"West may not play 5♦: ♣ was led and must be followed \(R7\)"
    with pytest.raises(IllegalPlayError, match=message):
        game.play(1, C("5D"))
    with pytest.raises(WrongPhaseError, match=r"it is West's turn \(R4\)"):
        game.play(2, C("KC"))
    for seat in (1, 2, 3):
        game.play(seat, min(c for c in game.legal_plays() if c.suit == C("2C").suit))
    winner = game.tricks[0].winner
    assert winner == max(game.tricks[0].plays, key=lambda p: p[1].rank)[0]
    assert game.turn == winner  # the winner leads the next trick


def test_R8_no_points_on_the_first_trick() -> None:
    clubs = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"
    game = game_with_hands([clubs, "QS 2H 3D", "", ""], rules=NO_PASS, fill=True)
    game.play(0, C("2C"))
    with pytest.raises(IllegalPlayError, match=r"no points may be played on the first trick \(R8\)"):
        game.play(1, C("QS"))
    with pytest.raises(IllegalPlayError, match=r"\(R8\)"):
        game.play(1, C("2H"))
    assert all(not c.is_heart() and c is not C("QS") for c in game.legal_plays())


def test_R8_only_points_may_be_played_when_nothing_else() -> None:
    clubs = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"
    hearts = "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"
    game = game_with_hands([clubs, hearts, "", ""], rules=NO_PASS, fill=True)
    game.play(0, C("2C"))
    assert set(game.legal_plays()) == set(cards_from_str(hearts))
    game.play(1, C("QS"))


def test_R9_hearts_not_led_until_broken() -> None:
    game = game_with_hands(["2C 3C 2H", "AC 3H 4D", "", ""], rules=NO_PASS, fill=True, seed=2)
    play_first_trick_with_lowest(game)
    leader = game.turn
    assert leader is not None
    hand = game.hand(leader)
    if any(c.is_heart() for c in hand) and not all(c.is_heart() for c in hand):
        heart = next(c for c in hand if c.is_heart())
        with pytest.raises(IllegalPlayError, match=rf"may not lead {heart}: hearts are not broken \(R9\)"):
            game.play(leader, heart)
    assert not any(c.is_heart() for c in game.legal_plays()) or all(c.is_heart() for c in hand)


def play_first_trick_with_lowest(game: Game) -> None:
    while not game.tricks:
        assert game.turn is not None
        game.play(game.turn, game.legal_plays()[0])


def test_R9_only_hearts_may_lead_one() -> None:
    hearts = "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"
    rules = HouseRules(pass_cycle=(PassDirection.NONE,), first_lead=FirstLead.LEFT_OF_DEALER)
    game = game_with_hands([hearts, "", "", ""], rules=rules, fill=True)
    assert game.turn == 0
    assert set(game.legal_plays()) == set(cards_from_str(hearts))


def test_R9_queen_may_be_led_any_time_and_breaks_hearts() -> None:
    rules = HouseRules(pass_cycle=(PassDirection.NONE,), first_lead=FirstLead.LEFT_OF_DEALER)
    game = game_with_hands(["QS 2H 3D", "", "", ""], rules=rules, fill=True)
    assert C("QS") in game.legal_plays() and C("2H") not in game.legal_plays()
    events = game.play(0, C("QS"))
    assert game.hearts_broken
    assert any(type(e).__name__ == "HeartsBroken" for e in events)


def test_R10_hearts_one_queen_thirteen_total_26() -> None:
    rng = random.Random(4)
    for seed in range(20):
        game = Game(NO_PASS, 4, seed=seed)
        play_randomly(game, rng, until_hand_end=True)
        score = game.history[0]
        won = [e for e in game.log if isinstance(e, TrickWon)]
        assert len(won) == 13
        hearts = [sum(1 for t in won if t.taker == seat for c in t.cards if c.is_heart())
                  for seat in range(4)]
        queen = [13 * sum(1 for t in won if t.taker == seat for c in t.cards if c == C("QS"))
                 for seat in range(4)]
        assert list(score.points) == [h + q for h, q in zip(hearts, queen)]
        assert sum(score.points) == 26


def moon_game(players: int, rules: HouseRules) -> Game:
    """Seat 0 holds the top hearts (and top spades with 3 players): it wins
    every trick whatever the others play, so it shoots the moon and the sun."""
    each = cards_each(rules, players)
    top = [Card.from_str(r + "H") for r in "AKQJT98765432"] + [Card.from_str(r + "S") for r in "AKQJ"]
    hands: list[list[Card]] = [top[:each]] + [[] for _ in range(players - 1)]
    return game_with_hands(hands, rules=rules, fill=True, seed=players)


@pytest.mark.parametrize("choice", list(MoonChoice))
def test_R11_shooter_chooses(choice: MoonChoice) -> None:
    rules = HouseRules(pass_cycle=(PassDirection.NONE,), first_lead=FirstLead.LEFT_OF_DEALER)
    game = moon_game(4, rules)
    play_lowest(game)
    assert game.phase is Phase.MOON_CHOICE and game.turn == 0
    with pytest.raises(Exception, match=r"South shot the moon \(R11\)"):
        game.choose_moon(1, choice)
    game.choose_moon(0, choice)
    expected = [-26, 0, 0, 0] if choice is MoonChoice.SUBTRACT_FROM_SELF else [0, 26, 26, 26]
    assert game.totals == expected
    assert game.history[0].moon is not None and game.history[0].moon.shooter == 0


def test_R12_game_ends_at_target_lowest_wins() -> None:
    rng = random.Random(9)
    game = Game(HouseRules(target_score=30), 4, seed=9)
    play_randomly(game, rng)
    assert game.is_game_over() and game.winners
    assert max(game.totals) >= 30
    assert all(game.totals[w] == min(game.totals) for w in game.winners)
    for score in game.history[:-1]:
        assert max(score.totals) < 30
    with pytest.raises(WrongPhaseError):
        game.play(0, C("2C"))


def test_R12_moon_settlement_rule_names() -> None:
    assert MoonSettlement("shooter_chooses") is MoonSettlement.SHOOTER_CHOOSES


@pytest.mark.parametrize("seat", [-1, 4, 99])
def test_R1_actions_name_a_seat_of_the_game(seat: int) -> None:
    game = Game(HouseRules(), 4, seed=1)
    with pytest.raises(WrongPhaseError, match=rf"There is no seat {seat} in a game of 4 players \(R1\)"):
        game.pass_cards(seat, game.hand(0)[:3])
    with pytest.raises(WrongPhaseError, match=r"\(R1\)"):
        game.play(seat, game.hand(0)[0])
    with pytest.raises(WrongPhaseError, match=r"\(R1\)"):
        game.choose_moon(seat, MoonChoice.ADD_TO_OTHERS)
