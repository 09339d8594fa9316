"""What the table currently *shows*: the game as far as the animation got.

The model runs ahead of the animation (model first, animation after), so the
labels cannot read the live game while cards are still flying.  The mirror
starts from a snapshot of the game and advances one event at a time, in
step with the animation queue.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hearts_desktop.model import events as ev
from hearts_desktop.model.cards import Card, PassDirection, Seat
from hearts_desktop.model.game import Game
from hearts_desktop.model.rules import HouseRules
from hearts_desktop.model.scoring import card_points
from hearts_desktop.model.state import Phase


@dataclass
class TableMirror:
    rules: HouseRules
    names: tuple[str, ...]
    hand_number: int = 0
    dealer: Seat = 0
    pass_direction: PassDirection = PassDirection.NONE
    phase: Phase = Phase.PASSING
    turn: Seat | None = None
    hearts_broken: bool = False
    totals: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    taken_points: list[list[Card]] = field(default_factory=list)
    """Penalty and bonus cards each seat took this hand, in order taken."""
    passed: set[Seat] = field(default_factory=set)
    trick: list[tuple[Seat, Card]] = field(default_factory=list)
    last_trick: list[tuple[Seat, Card]] = field(default_factory=list)
    last_taker: Seat | None = None
    winners: tuple[Seat, ...] | None = None

    @property
    def players(self) -> int:
        return len(self.names)

    @classmethod
    def from_game(cls, game: Game) -> TableMirror:
        mirror = cls(game.rules, game.names)
        mirror.hand_number = game.hand_number
        mirror.dealer = game.dealer
        mirror.pass_direction = game.pass_direction
        mirror.phase = game.phase
        mirror.turn = game.turn
        mirror.hearts_broken = game.hearts_broken
        mirror.totals = list(game.totals)
        mirror.points = [game.points_taken(seat) for seat in range(game.players)]
        mirror.taken_points = [[card for card in game.taken(seat) if card_points(card, game.rules)]
                               for seat in range(game.players)]
        mirror.passed = {seat for seat in range(game.players) if game.passed_cards(seat) is not None}
        mirror.trick = list(game.current_trick)
        if game.tricks:
            last = game.tricks[-1]
            mirror.last_trick, mirror.last_taker = list(last.plays), last.taker
        mirror.winners = game.winners
        return mirror

    def advance(self, event: ev.Event) -> None:
        """Apply one event to what the table shows."""
        handler = getattr(self, f"_on_{type(event).__name__}", None)
        if handler is not None:
            handler(event)

    def _on_HandDealt(self, event: ev.HandDealt) -> None:
        self.hand_number, self.dealer = event.hand_number, event.dealer
        self.pass_direction = event.pass_direction
        self.phase = Phase.PASSING
        self.turn = None
        self.hearts_broken = False
        self.points = [0] * self.players
        self.taken_points = [[] for _ in range(self.players)]
        self.passed = set()
        self.trick, self.last_trick, self.last_taker = [], [], None

    def _on_PassCommitted(self, event: ev.PassCommitted) -> None:
        self.passed.add(event.seat)

    def _on_PlayStarted(self, event: ev.PlayStarted) -> None:
        self.phase, self.turn = Phase.PLAYING, event.leader

    def _on_CardPlayed(self, event: ev.CardPlayed) -> None:
        self.trick.append((event.seat, event.card))
        self.turn = (event.seat + 1) % self.players

    def _on_HeartsBroken(self, event: ev.HeartsBroken) -> None:
        self.hearts_broken = True

    def _on_TrickWon(self, event: ev.TrickWon) -> None:
        self.last_trick, self.last_taker = self.trick, event.taker
        self.trick = []
        if event.taker is not None:
            self.points[event.taker] += event.points
            won = list(event.cards) + list(event.carried)
            self.taken_points[event.taker].extend(c for c in won if card_points(c, self.rules))
        if event.winner is not None:
            self.turn = event.winner
        else:
            self.turn = self.last_trick[0][0] if self.last_trick else self.turn

    def _on_MoonShot(self, event: ev.MoonShot) -> None:
        self.turn = event.seat if event.needs_choice else None
        if event.needs_choice:
            self.phase = Phase.MOON_CHOICE

    def _on_HandScored(self, event: ev.HandScored) -> None:
        self.totals = list(event.score.totals)
        self.turn = None

    def _on_GameOver(self, event: ev.GameOver) -> None:
        self.phase, self.winners = Phase.GAME_OVER, event.winners
