"""The three things a player can do; a game record is a list of these."""

from __future__ import annotations

from dataclasses import dataclass

from hearts_desktop.model.cards import Card, Seat
from hearts_desktop.model.rules import MoonChoice


@dataclass(frozen=True, slots=True)
class PassAction:
    seat: Seat
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class PlayAction:
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class MoonAction:
    seat: Seat
    choice: MoonChoice


Action = PassAction | PlayAction | MoonAction
