"""Play it again (issue #46): one hand of a game dealt again from its start,
the tries at it compared with each other and with the Expert's own try in
the same seat.

A hand is started again exactly where it began in the game: the record's
actions are replayed up to its deal, so the cards, the dealer, the pass
direction and the totals going in are the game's.  The computer players
sit where they sat, seeded as the table seeds them (`seed * 8 + seat`), so
an opponent that chooses at random chooses alike while the play is alike.
Pure Python: the Expert's try runs on a worker thread.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Sequence
from dataclasses import dataclass

from hearts_desktop.ai import Level, create_player, decide, meet_table
from hearts_desktop.model.cards import Seat
from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.state import Phase


@dataclass(frozen=True, slots=True)
class HandResult:
    """How one try at a hand ended, for every seat."""

    points: tuple[int, ...]
    """Card points each seat took."""
    deltas: tuple[int, ...]
    """What the hand added to each total (after a moon and any bonus)."""

    def against_table(self, seat: Seat) -> float:
        """The seat's score change minus the others' average (lower is
        better): the review's measure, which a moon cannot flatter."""
        others = [delta for other, delta in enumerate(self.deltas) if other != seat]
        return self.deltas[seat] - math.fsum(others) / len(others)


def hand_start(record: GameRecord, hand: int) -> Game:
    """The game of `record` at the deal of `hand` (0-based), before any pass or card."""
    game = record.new_game()
    for action in record.actions:
        if game.hand_number >= hand:
            break
        game.apply(action)
    if game.hand_number != hand:
        raise ValueError(f"the game has no hand {hand + 1}")
    return game


def result_of(game: Game, hand: int) -> HandResult | None:
    """The result of `hand` in `game`, once it is scored."""
    if len(game.history) <= hand:
        return None
    score = game.history[hand]
    return HandResult(score.points, score.deltas)


def expert_try(record: GameRecord, hand: int, seat: Seat, levels: Sequence[Level],
               think_time: float | None, stop: threading.Event | None = None) -> HandResult | None:
    """The Expert's own try at `hand` in `seat`, against the opponents of
    `levels` (one per seat; the seat's own is replaced by the Expert's);
    None if `stop` was set first."""
    game = hand_start(record, hand)
    chosen = [Level.EXPERT if other == seat else level for other, level in enumerate(levels)]
    players = [create_player(chosen[other], game.seed * 8 + other,
                             think_time if chosen[other] is Level.EXPERT else None)
               for other in range(game.players)]
    meet_table(list(players))
    while len(game.history) <= hand and not game.is_game_over():
        if stop is not None and stop.is_set():
            return None
        due = game.seats_to_pass() if game.phase is Phase.PASSING else [game.turn]
        for acting in due:
            assert acting is not None
            game.apply(decide(players[acting], game.observation(acting), stop))
    return result_of(game, hand)


def hand_key(record: GameRecord, hand: int, seat: Seat) -> tuple[object, ...]:
    """What names a hand to play again: the game up to its deal and the seat
    (the tries at the same hand of the same game meet under it)."""
    start = hand_start(record, hand)
    return (seat, hand, record.rules, record.players, record.seed, record.first_dealer, record.deals,
            record.deal_numbers, tuple(record.actions[:len(start.actions)]))
