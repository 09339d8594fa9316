"""Whole hands played by arena seats on seeded deals, decision by decision.

The agreement benchmarks (style_agreement.py, defence_agreement.py) watch
what a program does where our rollouts would do this or that; both play
the same hands the same way, and this is that loop.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from hearts_desktop.ai.arena import make_factory, player_seed
from hearts_desktop.ai.base import decide
from hearts_desktop.ai.driver import acting_seats
from hearts_desktop.ai.search import meet_table
from hearts_desktop.model.actions import Action
from hearts_desktop.model.deal import shuffled_deck
from hearts_desktop.model.game import Game
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import HouseRules
from hearts_desktop.model.state import Phase


def decisions(specs: Sequence[str], hands: int, seed: int,
              rules: HouseRules | None = None) -> Iterator[tuple[int, Observation, Action]]:
    """Every decision of `hands` hands played by the arena seats `specs`
    (e.g. hard, benchmarks.frozen_expert:expert) on the arena's seeded
    deals: the seat, what it saw and what it chose, which is played once
    the caller has looked."""
    rules = rules or HouseRules()
    factories = [make_factory(spec, None, None, 1) for spec in specs]
    for number in range(hands):
        players = [factory(player_seed(seed, number, seat)) for seat, factory in enumerate(factories)]
        meet_table(players)
        game = Game(rules, len(players), seed=0, deals=[shuffled_deck(rules, len(players), seed, number)])
        hand = game.hand_number
        while game.hand_number == hand and game.phase is not Phase.GAME_OVER:
            for seat in acting_seats(game):
                obs = game.observation(seat)
                action = decide(players[seat], obs)
                yield seat, obs, action
                game.apply(action)
