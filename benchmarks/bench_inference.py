"""How well sampled worlds place the unseen cards, with and without inference from discards.

Issue #15's inference ingredient (ai/sampling.py, `sample_weighted`): a seat
that could not follow and threw a harmless card probably held no Q♠ (or
hearts, or A♠/K♠ while the Q♠ was out).  On seeded positions of games played
by one level (`--level`), at plays where another seat has discarded and a
Q♠ is unseen, each way of sampling draws `--worlds` deals; printed is how
often the Q♠ lands in the hand that truly holds it and the share of all
unseen cards placed where they truly are, and the cost in deals drawn per
CPU-second.  Higher is better; the arena decides whether it plays better.

    .venv/bin/python benchmarks/bench_inference.py [--level casual] [--positions 600]
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from hearts_desktop.ai import Level, create_player
from hearts_desktop.ai.base import decide
from hearts_desktop.ai.driver import acting_seats
from hearts_desktop.ai.sampling import DealConstraints, constraints, sample_deal, sample_weighted
from hearts_desktop.model.cards import QUEEN_OF_SPADES, Card
from hearts_desktop.model.game import Game
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import STANDARD
from hearts_desktop.model.state import Phase

Sampler = Callable[[DealConstraints, random.Random], list[list[Card]]]


def positions(level: Level, count: int, seed: int) -> list[tuple[Game, Observation]]:
    """Plays of seeded games by four `level` players where another seat has
    discarded this hand and a Q♠ is unseen."""
    rng = random.Random(seed)
    players = [create_player(level, seed=seat) for seat in range(4)]
    found: list[tuple[Game, Observation]] = []
    games = 0
    while games < count:
        game = Game(STANDARD, 4, seed=rng.getrandbits(32))
        games += 1
        while game.hand_number == 0:
            if game.phase is Phase.PLAYING and game.turn is not None:
                obs = game.observation(game.turn)
                if QUEEN_OF_SPADES in obs.unseen_cards() and constraints(obs, True).discards:
                    found.append((game, obs))
                    break
            for seat in acting_seats(game):
                game.apply(decide(players[seat], game.observation(seat)))
    return found


def placement(cases: list[tuple[Game, Observation]], sampler: Sampler, inference: bool,
              worlds: int) -> tuple[float, float, float]:
    """Q♠ placed right, cards placed right, deals per CPU-second."""
    queen = right = total = 0
    started = time.process_time()
    for game, obs in cases:
        truth = {card: seat for seat in range(obs.players) if seat != obs.seat for card in game.hand(seat)}
        dc = constraints(obs, inference)
        rng = random.Random(1)
        for _ in range(worlds):
            deal = sampler(dc, rng)
            queen += QUEEN_OF_SPADES in deal[truth[QUEEN_OF_SPADES]]
            for seat in range(obs.players):
                if seat != obs.seat:
                    right += sum(1 for card in deal[seat] if truth.get(card) == seat)
                    total += len(deal[seat])
    seconds = time.process_time() - started
    return queen / (worlds * len(cases)), right / total, worlds * len(cases) / seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="casual", choices=[level.value for level in Level])
    parser.add_argument("--positions", type=int, default=600, help="games to look for positions in")
    parser.add_argument("--worlds", type=int, default=100)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    cases = positions(Level(args.level), args.positions, args.seed)
    print(f"{len(cases)} positions from {args.positions} games of four {args.level} players "
          f"(a discard seen, a Q♠ unseen), {args.worlds} worlds each")
    ways: list[tuple[str, Sampler, bool]] = [("uniform", sample_deal, False),
                                             ("by discards", sample_weighted, True)]
    for label, sampler, inference in ways:
        queen, cards, rate = placement(cases, sampler, inference, args.worlds)
        print(f"{label:12} Q♠ in its true hand {queen:6.1%}   cards in their true hands {cards:6.1%}   "
              f"{rate:9,.0f} deals per CPU-second")


if __name__ == "__main__":
    main()
