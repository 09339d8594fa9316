"""The one module of the model that imports Qt.

`GameAdapter` owns a `Game`, applies actions through its checked API and
re-emits every resulting event as a typed signal named `<noun>_<past verb>`.
Views connect to these signals; they never mutate the game themselves.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from hearts_desktop.model import events as ev
from hearts_desktop.model.actions import Action, MoonAction, PassAction, PlayAction
from hearts_desktop.model.cards import Card, Seat
from hearts_desktop.model.errors import HeartsError
from hearts_desktop.model.game import Game
from hearts_desktop.model.rules import MoonChoice


class GameAdapter(QObject):
    game_started = Signal(object)  # a new Game replaced the old one; rebuild from a snapshot
    hand_dealt = Signal(object)  # ev.HandDealt
    pass_committed = Signal(object)  # ev.PassCommitted
    cards_passed = Signal(object)  # ev.CardsPassed
    play_started = Signal(object)  # ev.PlayStarted
    card_played = Signal(object)  # ev.CardPlayed
    hearts_broken = Signal(object)  # ev.HeartsBroken
    trick_won = Signal(object)  # ev.TrickWon
    widow_taken = Signal(object)  # ev.WidowTaken
    moon_shot = Signal(object)  # ev.MoonShot
    moon_chosen = Signal(object)  # ev.MoonChosen
    hand_scored = Signal(object)  # ev.HandScored
    game_over = Signal(object)  # ev.GameOver
    event_emitted = Signal(object)  # every event, in order, after its own signal
    event_published = Signal(object, object)  # every event and the PublicState right after it
    action_refused = Signal(object)  # a HeartsError: the action changed nothing
    action_applied = Signal(object)  # an accepted Action, after all of its events

    def __init__(self, game: Game | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game if game is not None else Game()
        self._signals = {
            ev.HandDealt: self.hand_dealt,
            ev.PassCommitted: self.pass_committed,
            ev.CardsPassed: self.cards_passed,
            ev.PlayStarted: self.play_started,
            ev.CardPlayed: self.card_played,
            ev.HeartsBroken: self.hearts_broken,
            ev.TrickWon: self.trick_won,
            ev.WidowTaken: self.widow_taken,
            ev.MoonShot: self.moon_shot,
            ev.MoonChosen: self.moon_chosen,
            ev.HandScored: self.hand_scored,
            ev.GameOver: self.game_over,
        }

    @property
    def game(self) -> Game:
        return self._game

    def set_game(self, game: Game) -> None:
        self._game = game
        self.game_started.emit(game)

    def apply(self, action: Action) -> bool:
        """Apply a checked action; emit its events, or `action_refused`."""
        try:
            published = self._game.apply_published(action)
        except HeartsError as error:
            self.action_refused.emit(error)
            return False
        for event, public in published:
            self._signals[type(event)].emit(event)
            self.event_emitted.emit(event)
            self.event_published.emit(event, public)
        self.action_applied.emit(action)
        return True

    def play(self, seat: Seat, card: Card) -> bool:
        return self.apply(PlayAction(seat, card))

    def pass_cards(self, seat: Seat, cards: Sequence[Card]) -> bool:
        return self.apply(PassAction(seat, tuple(cards)))

    def choose_moon(self, seat: Seat, choice: MoonChoice) -> bool:
        return self.apply(MoonAction(seat, choice))
