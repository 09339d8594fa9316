"""Players decide from their seat's observation only (issue #8): redealing
the unseen cards consistently with what the seat has seen leaves its
observation — and so every fixed-seed decision — unchanged."""

from __future__ import annotations

import random

import pytest

from hearts_desktop.ai import Level, create_player, decide
from hearts_desktop.ai.driver import acting_seats
from hearts_desktop.ai.ismcts import IsmctsPlayer
from hearts_desktop.model import Card, Game, HouseRules, PassDirection
from hearts_desktop.model.scoring import card_points

NO_PASS = HouseRules(pass_cycle=(PassDirection.NONE,))


def deck_order(hands: list[list[Card]], dealer: int) -> list[Card]:
    """The deck order that deals `hands` (the inverse of deal.deal, R4)."""
    n = len(hands)
    queues = [sorted(hand) for hand in hands]
    return [queues[(dealer + 1 + p) % n].pop(0) for p in range(sum(len(h) for h in hands))]


def redeal(game: Game, seat: int, rng: random.Random) -> Game:
    """The same actions on a deal where the other seats' unplayed cards are
    shuffled among them, keeping each seat's count per suit and per
    penalty/plain class (so voids and R8 inferences still hold)."""
    n = game.players
    hands = [list(game.hand(s)) for s in range(n)]
    classes: dict[tuple[int, bool], list[tuple[int, int]]] = {}
    for s in range(n):
        if s == seat:
            continue
        for i, card in enumerate(hands[s]):
            classes.setdefault((card.suit, card_points(card, game.rules) > 0), []).append((s, i))
    for slots in classes.values():
        cards = [hands[s][i] for s, i in slots]
        rng.shuffle(cards)
        for (s, i), card in zip(slots, cards):
            hands[s][i] = card
    start = [list(h) for h in hands]
    for trick in game.tricks:
        for s, card in trick.plays:
            start[s].append(card)
    for s, card in game.current_trick:
        start[s].append(card)
    other = Game(game.rules, n, seed=game.seed, deals=[deck_order(start, game.dealer)])
    for action in game.actions:
        other.apply(action)
    return other


def position(seed: int, tricks: int) -> Game:
    game = Game(NO_PASS, 4, seed=seed)
    rule = create_player(Level.CASUAL)
    while len(game.tricks) < tricks or game.turn != 0:
        game.apply(decide(rule, game.observation(acting_seats(game)[0])))
    return game


PLAYERS = {
    "beginner": lambda: create_player(Level.BEGINNER, seed=5),
    "strong": lambda: create_player(Level.STRONG),
    "hard": lambda: create_player(Level.HARD, seed=5, simulations=40),
    "expert": lambda: create_player(Level.EXPERT, seed=5, simulations=60, workers=1),
    "ismcts": lambda: IsmctsPlayer(seed=5, iterations=200),
}


@pytest.mark.parametrize("name", sorted(PLAYERS))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_redealing_unseen_cards_does_not_change_a_decision(name: str, seed: int) -> None:
    game = position(seed, tricks=3)
    other = redeal(game, 0, random.Random(seed))
    assert any(game.hand(s) != other.hand(s) for s in (1, 2, 3)), "the redeal must differ"
    assert other.observation(0) == game.observation(0)
    first = decide(PLAYERS[name](), game.observation(0))
    second = decide(PLAYERS[name](), other.observation(0))
    assert first == second


def test_passing_decision_ignores_other_hands() -> None:
    """Before the pass a seat knows only its own hand."""
    game = Game(HouseRules(), 4, seed=11)
    hands = [list(game.hand(s)) for s in range(4)]
    others = hands[1] + hands[2] + hands[3]
    random.Random(3).shuffle(others)
    hands[1], hands[2], hands[3] = others[:13], others[13:26], others[26:]
    other = Game(HouseRules(), 4, seed=11, deals=[deck_order(hands, game.dealer)])
    assert other.observation(0) == game.observation(0)
    for make in PLAYERS.values():
        assert decide(make(), game.observation(0)) == decide(make(), other.observation(0))
