"""Property tests over random seeds × random valid house rules × 3–7 players."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hearts_desktop.model import (
    Card,
    Game,
    GameRecord,
    HouseRules,
    PassDirection,
    Phase,
    RulesError,
)
from hearts_desktop.model.deal import deck_in_play
from hearts_desktop.model.events import HandDealt, HandScored, TrickWon
from hearts_desktop.model.rules import (
    BonusCard,
    FirstLead,
    HeartValues,
    MoonSettlement,
    TieRule,
)
from hearts_desktop.model.scoring import card_points
from tests.model.helpers import step_randomly


@st.composite
def rules_and_players(draw: st.DrawFn) -> tuple[HouseRules, int]:
    players = draw(st.integers(3, 7))
    cancellation = players >= 5 and draw(st.booleans())
    directions = [PassDirection.LEFT, PassDirection.RIGHT, PassDirection.NONE]
    if players % 2 == 0:
        directions.append(PassDirection.ACROSS)
    cycle = draw(st.none() | st.lists(st.sampled_from(directions), min_size=1, max_size=4).map(tuple))
    moon = draw(st.sampled_from(list(MoonSettlement)))
    rules = HouseRules(
        target_score=draw(st.integers(10, 120)),
        three_player_removed=draw(st.sampled_from([Card.from_str("2D"), Card.from_str("2C")])),
        queen_breaks_hearts=draw(st.booleans()),
        moon=moon,
        first_lead=draw(st.sampled_from(list(FirstLead))),
        tie=draw(st.sampled_from(list(TieRule))),
        points_on_first_trick=draw(st.booleans()),
        pass_cycle=cycle,
        cards_passed=draw(st.integers(1, 4)),
        hearts_must_be_broken=draw(st.booleans()),
        no_trick_bonus=draw(st.booleans()),
        bonus_card=draw(st.sampled_from(list(BonusCard))),
        exact_target_reset=draw(st.booleans()),
        heart_values=draw(st.sampled_from(list(HeartValues))),
        extra_penalty_spades=draw(st.booleans()),
        queen_value=draw(st.sampled_from([13, 25])),
        shoot_the_sun=moon is not MoonSettlement.NO_MOON and draw(st.booleans()),
        cancellation=cancellation,
    )
    assert rules.problems(players) == [], rules.problems(players)
    return rules, players


COMMON = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def public_truth(game: Game) -> Counter[Card]:
    """What every seat has seen this hand, from the game itself (never from an
    observation): every card played, and the widow once it was taken (V5)."""
    played: Counter[Card] = Counter(card for trick in game.tricks for _, card in trick.plays)
    played.update(card for _, card in game.current_trick)
    taken: Counter[Card] = Counter()
    for seat in range(game.players):
        taken.update(game.taken(seat))
    return played | taken  # taken = played cards + the widow once taken


def hidden_truth(game: Game, seat: int) -> Counter[Card]:
    """What `seat` may not see: the other hands and the face-down widow."""
    hidden: Counter[Card] = Counter(game.widow)
    for other in range(game.players):
        if other != seat:
            hidden.update(game.hand(other))
    return hidden


def cards_in(value: object) -> set[Card]:
    """Every card anywhere inside an observation field."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, (tuple, list)):
        return set().union(*(cards_in(item) for item in value)) if value else set()
    if hasattr(value, "__dataclass_fields__"):
        return set().union(*(cards_in(getattr(value, name)) for name in value.__dataclass_fields__))
    return set()


@COMMON
@given(rules_and_players(), st.integers(0, 10**6))
def test_invariants_over_a_whole_game(rp: tuple[HouseRules, int], seed: int) -> None:
    rules, players = rp
    game = Game(rules, players, seed=seed)
    rng = random.Random(seed)
    deck = Counter(deck_in_play(rules, players))
    steps = 0
    while not game.is_game_over() and game.hand_number < 4 and steps < 2000:
        # Every card is somewhere exactly once.
        where: Counter[Card] = Counter()
        for seat in range(players):
            where.update(game.hand(seat))
            where.update(game.taken(seat))
        where.update(game.pot)
        where.update(card for _, card in game.current_trick)
        assert where == deck
        # A legal move exists until the hand ends.
        if game.phase is Phase.PLAYING:
            assert game.legal_plays()
        # No observation reveals another seat's unplayed cards: every card in
        # it is the seat's own (hand, pass), played, or a rule's (the truth
        # comes from the game, not from the observation).
        public = public_truth(game)
        for seat in range(players):
            obs = game.observation(seat)
            assert obs.hand == game.hand(seat)
            own = set(game.hand(seat)) | set(game.passed_cards(seat) or ())
            own |= set(game.received_cards(seat) or ())
            fields = {name: getattr(obs, name) for name in obs.__dataclass_fields__ if name != "rules"}
            may_show = own | set(public) | {game.lowest_club}
            for name, value in fields.items():
                assert cards_in(value) <= may_show, f"{name} shows {cards_in(value) - may_show}"
            # What the seat cannot see is exactly the other hands and the widow.
            assert Counter(obs.unseen_cards()) == hidden_truth(game, seat)
        step_randomly(game, rng)
        steps += 1
    dealt = [e for e in game.log if isinstance(e, HandDealt)]
    # Each finished hand: every trick played, and every point of the deck taken.
    hand_events: list[object] = []
    for event in game.log:
        hand_events.append(event)
        if isinstance(event, HandScored):
            tricks = [e for e in hand_events if isinstance(e, TrickWon)]
            assert len(tricks) == len(deck_in_play(rules, players)) // players
            taken = sum(trick.points for trick in tricks if trick.taker is not None)
            deck_points = sum(card_points(card, rules) for card in deck.elements())
            assert sum(event.score.points) == taken == deck_points
            hand_events = []
    for event in dealt:
        dealt_cards = Counter(card for hand in event.hands for card in hand)
        assert sum(dealt_cards.values()) + event.widow_size == sum(deck.values())
        assert len({len(hand) for hand in event.hands}) == 1
    # The record round-trips exactly.
    record = GameRecord.from_game(game)
    again = GameRecord.loads(record.dumps()).replay()
    assert again.totals == game.totals and again.log == game.log
    assert [again.hand(s) for s in range(players)] == [game.hand(s) for s in range(players)]


@COMMON
@given(rules_and_players(), st.integers(0, 10**6))
def test_every_hand_has_the_right_number_of_tricks(rp: tuple[HouseRules, int], seed: int) -> None:
    rules, players = rp
    game = Game(rules, players, seed=seed)
    rng = random.Random(seed)
    while game.hand_number == 0 and not game.is_game_over():
        step_randomly(game, rng)
    tricks = [e for e in game.log if isinstance(e, TrickWon)]
    assert len(tricks) == len(deck_in_play(rules, players)) // players
    # Every trick was full, and every card dealt was played once.
    assert all(len(trick.cards) == players for trick in tricks)
    played = Counter(card for trick in tricks for card in trick.cards)
    dealt = next(e for e in game.log if isinstance(e, HandDealt))
    assert played == Counter(card for hand in dealt.hands for card in hand)


@settings(max_examples=80, deadline=None)
@given(st.integers(), st.integers(0, 9), st.sampled_from(list(MoonSettlement)), st.booleans())
def test_impossible_combinations_are_refused_by_name(
    target: int, players: int, moon: MoonSettlement, sun: bool
) -> None:
    try:
        rules = HouseRules(target_score=target, moon=moon, shoot_the_sun=sun)
    except RulesError as error:
        assert error.setting in {"target_score", "shoot_the_sun"}
        return
    problems = rules.problems(players)
    assert bool(problems) == (not 3 <= players <= 7)
