"""The engine's unchecked `FastHand` agrees with the checked `Game` move by move."""

from __future__ import annotations

import random

from hypothesis import example, given, settings
from hypothesis import strategies as st

from hearts_desktop.model import (
    Card,
    FirstLead,
    Game,
    HouseRules,
    MoonChoice,
    MoonSettlement,
    Phase,
    TieRule,
)
from hearts_desktop.model.engine import FastHand, FastRules, card_points, mask_to_cards, score_hand
from tests.model.test_properties import rules_and_players


def fast_from_game(game: Game, fr: FastRules) -> FastHand:
    players = game.players
    return FastHand.from_state(
        fr, [game.hand(s) for s in range(players)], game.trick_leader, game.current_trick,
        game.trick_number, game.hearts_broken, [game.taken(s) for s in range(players)],
        [game.tricks_won(s) for s in range(players)], game.pot)


# Found by CI: a moon shot in a 6-player hand where the shooter then chooses (H4).
_SHOOTER_CHOOSES_MOON = HouseRules(
    target_score=10, three_player_removed=Card.from_str("2D"), queen_breaks_hearts=False,
    moon=MoonSettlement.SHOOTER_CHOOSES, first_lead=FirstLead.LOWEST_CLUB, tie=TieRule.SHARED_WIN,
    points_on_first_trick=False, pass_cycle=None, cards_passed=2, hearts_must_be_broken=False)


@settings(max_examples=60, deadline=None)
@given(rules_and_players(), st.integers(0, 10**6))
@example((_SHOOTER_CHOOSES_MOON, 6), 625)
def test_fast_path_matches_checked_game(rp: tuple[HouseRules, int], seed: int) -> None:
    rules, players = rp
    game = Game(rules, players, seed=seed)
    rng = random.Random(seed)
    while game.phase is Phase.PASSING:
        seat = game.seats_to_pass()[0]
        game.pass_cards(seat, rng.sample(game.hand(seat), rules.cards_passed))
    fr = FastRules(rules, players)
    fast = fast_from_game(game, fr)
    totals = list(game.totals)
    while game.phase is Phase.PLAYING and game.hand_number == 0:
        check = fast_from_game(game, fr)
        assert set(mask_to_cards(check.legal_mask())) == set(game.legal_plays())
        assert set(mask_to_cards(fast.legal_mask())) == set(game.legal_plays())
        assert fast.turn == game.turn
        card: Card = rng.choice(game.legal_plays())
        bit = next(b for b in range(104) if fast.legal_mask() >> b & 1 and b % 52 == card.index)
        game.play(game.turn, card)
        fast.play(bit)
    assert fast.is_over()
    expected = score_hand(0, rules, [*(mask_to_cards(m) for m in fast.taken)], fast.won, totals)
    # A moon shot under "shooter chooses" (H4) waits for the shooter's decision before the
    # hand is scored; the fast path has no such decision, so only the raw points compare.
    shooter_decided = game.phase is Phase.MOON_CHOICE
    if shooter_decided:
        game.choose_moon(game.turn, MoonChoice.ADD_TO_OTHERS)
    assert game.history[0].points == expected.points
    if not shooter_decided and not rules.exact_target_reset:
        assert tuple(fast.deltas(totals)) == game.history[0].deltas


@settings(max_examples=80, deadline=None)
@given(rules_and_players(), st.lists(st.integers(0, (1 << 104) - 1), min_size=1, max_size=6))
def test_fast_card_points_equal_the_sum_over_every_card(rules_players: tuple[HouseRules, int],
                                                         masks: list[int]) -> None:
    # The kernel's sum (one deck) and the suit tables (two) are speed-ups only: the same
    # points as adding up each card, under every house rule that changes what counts.
    rules, players = rules_players
    fr = FastRules(rules, players)
    masks = [mask & ((1 << 52 * rules.decks) - 1) for mask in masks]
    naive = [sum(fr.points[i] for i in range(104) if mask >> i & 1) for mask in masks]
    assert card_points(fr, masks) == naive
