"""Worlds weighed by discards (sampling.sample_weighted, issue #15's inference
ingredient): the hard facts still hold, nothing changes without a discard,
and a seat that threw a harmless card is given the Q♠ less often."""

from __future__ import annotations

import random
from collections.abc import Iterator

from hearts_desktop.ai import Level, create_player, worlds
from hearts_desktop.ai.base import decide
from hearts_desktop.ai.driver import acting_seats
from hearts_desktop.ai.sampling import constraints, danger_class, sample_deal, sample_weighted
from hearts_desktop.kernel import playouts as kernel
from hearts_desktop.model.cards import QUEEN_OF_SPADES, mask_of
from hearts_desktop.model.game import Game
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import STANDARD
from hearts_desktop.model.state import Phase


def plays(games: int) -> Iterator[tuple[Game, Observation]]:
    """Every play of seeded Casual games (a Q♠ thrown first when void), the
    game as it stands at that moment and the seat's observation."""
    players = [create_player(Level.CASUAL, seed=seat) for seat in range(4)]
    for seed in range(games):
        game = Game(STANDARD, 4, seed=seed)
        while game.hand_number == 0:
            if game.phase is Phase.PLAYING and game.turn is not None:
                yield game, game.observation(game.turn)
            for seat in acting_seats(game):
                game.apply(decide(players[seat], game.observation(seat)))


def test_weighted_worlds_keep_sizes_and_voids_and_change_nothing_without_a_discard() -> None:
    for _, obs in plays(6):
        dc = constraints(obs, inference=True)
        plain = constraints(obs)
        rng_a, rng_b = random.Random(3), random.Random(3)
        weighted, uniform = sample_weighted(dc, rng_a), sample_deal(plain, rng_b)
        if not dc.discards:
            assert weighted == uniform
        for seat in range(obs.players):
            if seat != obs.seat:
                assert len(weighted[seat]) == obs.hand_sizes[seat]
                assert not any(dc.banned[seat] >> card.index & 1 for card in weighted[seat])


def test_worlds_weighed_by_discards_place_the_queen_where_it_is_more_often() -> None:
    # Casual players throw the Q♠ first when void: a seat that threw something
    # else does not hold it, and weighted worlds should say so more often.
    right = {False: 0, True: 0}
    positions = 0
    for game, obs in plays(60):
        if QUEEN_OF_SPADES in obs.unseen_cards() and constraints(obs, True).discards:
            holder = next(s for s in range(4) if QUEEN_OF_SPADES in game.hand(s))
            positions += 1
            for inference, sampler in ((False, sample_deal), (True, sample_weighted)):
                rng, dc = random.Random(positions), constraints(obs, inference)
                worlds = [sampler(dc, rng) for _ in range(40)]
                right[inference] += sum(QUEEN_OF_SPADES in world[holder] for world in worlds)
    assert positions >= 50
    assert right[True] > 1.05 * right[False]
    assert danger_class(1 << QUEEN_OF_SPADES.index, False) == 2


def test_worlds_picked_by_the_plays_so_far_place_the_unseen_cards_where_they_are_more_often() -> None:
    # Every card a Casual player plays says something of its hand (the
    # highest card under the trick's best, the Q♠ shed when void ...): worlds
    # picked from 8 deals by how likely those plays were in each put more of
    # the unseen cards in the hands that hold them than the first deal alone.
    right = {0: 0, 8: 0}
    positions = 0
    for game, obs in plays(10):
        if len(obs.tricks) < 3:
            continue
        known = [mask_of(game.hand(seat)) for seat in range(4)]
        for particles in right:
            task = worlds.Task(obs, ((obs.hand[0],),), f"cards:{positions}", 0, 20, None,
                               seat_models=(kernel.MODEL_CASUAL,) * 4, play_inference=particles)
            decision = worlds.decision_for(task)
            assert decision.fast_world is not None
            for world in range(task.worlds):
                hands = worlds.kernel_world_hands(task, decision, world)
                assert hands[obs.seat] == known[obs.seat]
                assert [h.bit_count() for h in hands[:4]] == [k.bit_count() for k in known]
                right[particles] += sum((hands[seat] & known[seat]).bit_count()
                                        for seat in range(4) if seat != obs.seat)
        positions += 1
    assert positions >= 300
    assert right[8] > 1.05 * right[0], right
