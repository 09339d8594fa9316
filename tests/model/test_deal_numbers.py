"""Numbered deals (issue #46): a number names the same cards on every machine
and in every later version.  deal_numbers.json pins 64 numbers to their
hands (3 to 7 players, one deck and two): any change to the shuffle shows
here.  The pins were written once by the shuffle in model/deal.py; never
regenerate them to make this test pass."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from hearts_desktop.ai import Level, create_player, decide
from hearts_desktop.model.cards import cards_from_str
from hearts_desktop.model.deal import (
    find_deal_number,
    format_deal_number,
    hand_deal_number,
    numbered_hands,
    parse_deal_number,
)
from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import CANCELLATION, STANDARD
from hearts_desktop.model.state import Phase

PINS = json.loads((Path(__file__).with_name("deal_numbers.json")).read_text(encoding="utf-8"))
RULES = {"Standard": STANDARD, "Cancellation Hearts": CANCELLATION}


def test_enough_pins_cover_every_table() -> None:
    assert len(PINS) >= 50
    assert {(pin["rules"], pin["players"]) for pin in PINS} == \
        {("Standard", n) for n in range(3, 8)} | {("Cancellation Hearts", n) for n in (5, 6, 7)}


@pytest.mark.parametrize("pin", PINS, ids=lambda pin: f"{pin['rules']}-{pin['players']}-{pin['deal']}")
def test_a_pinned_number_deals_its_hands(pin: dict[str, object]) -> None:
    number = parse_deal_number(str(pin["deal"]))
    assert number is not None and format_deal_number(number) == pin["deal"]
    rules, players = RULES[str(pin["rules"])], int(pin["players"])  # type: ignore[call-overload]
    hands, widow = numbered_hands(number, rules, players)
    assert [" ".join(card.code for card in hand) for hand in hands] == pin["hands"]
    assert " ".join(card.code for card in widow) == pin["widow"]
    # Whoever deals the hand, each seat gets the same cards.
    for dealer in range(players):
        game = Game(rules, players, seed=1, first_dealer=dealer, deal_numbers=(number,))
        assert [list(game.hand(seat)) for seat in range(players)] == hands
        assert game.deal_number == number


def test_numbers_read_as_people_write_them() -> None:
    assert [parse_deal_number(text) for text in ("4821-0937", "48210937", " 4821 0937 ", "4821–0937")] \
        == [48210937] * 4
    assert [parse_deal_number(text) for text in ("4821-093", "48210937x", "", "4821-09378")] == [None] * 4
    assert format_deal_number(7) == "0000-0007"
    # In a friend's message: the first eight digits standing alone, as four and four.
    found = [find_deal_number(text) for text in (
        "Hearts Desktop deal 4821-0937 (4 players, Standard)", "try 48210937!", "4821 0937 then 1111-2222",
        "Leosztás: 4821–0937", "call 123456789", "4821-093", "12345-6789", "hand 3 of 7", "")]
    assert found == [48210937] * 4 + [None] * 5
    with pytest.raises(ValueError, match="deal number"):
        numbered_hands(10**8, STANDARD, 4)


def _play(game: Game, seed: int) -> Game:
    """Computer players seeded from `seed` play the first hand."""
    players = [create_player(Level.STRONG, seed * 8 + seat) for seat in range(game.players)]
    while game.hand_number == 0 and game.phase is not Phase.GAME_OVER:
        for seat in (game.seats_to_pass() if game.phase is Phase.PASSING else [game.turn]):
            assert seat is not None
            game.apply(decide(players[seat], game.observation(seat)))
    return game


def test_the_same_number_and_the_same_play_give_the_same_record() -> None:
    number = 27182818
    first = _play(Game(STANDARD, 4, seed=number, deal_numbers=(number,)), number)
    second = _play(Game(STANDARD, 4, seed=number, deal_numbers=(number,)), number)
    assert GameRecord.from_game(first).to_json() == GameRecord.from_game(second).to_json()
    assert first.history[0].deal_number == number
    assert first.deal_number == hand_deal_number(number, 1)  # the next hand's number comes from the seed


def test_a_numbered_record_keeps_its_numbers_and_an_old_one_stays_as_it_was() -> None:
    game = Game(STANDARD, 4, seed=5, deal_numbers=())
    rng = random.Random(1)
    while game.hand_number < 2:
        seat = game.seats_to_pass()[0] if game.phase is Phase.PASSING else game.turn
        assert seat is not None
        observation = game.observation(seat)
        if game.phase is Phase.PASSING:
            game.pass_cards(seat, rng.sample(observation.hand, 3))
        else:
            game.play(seat, rng.choice(observation.legal))
    record = GameRecord.loads(GameRecord.from_game(game).dumps())
    assert record.deal_numbers == () and record.replay().deal_number == game.deal_number
    assert [score.deal_number for score in record.replay().history] == [
        hand_deal_number(5, 0), hand_deal_number(5, 1)]
    old = GameRecord.from_game(Game(STANDARD, 4, seed=5))
    assert "deal_numbers" not in old.to_json() and old.new_game().deal_number is None
    # A game dealt from its seed deals as it always did.
    as_before = cards_from_str("3C 6C JC 5D 7D QD 3S 7S 6H 7H TH KH AH")
    assert Game(STANDARD, 4, seed=5).hand(0) == tuple(as_before)
