"""The games finished at one table since it opened: who played, who won.

The host keeps this list (and saves it with the table's game, so a resumed
table still has it) and sends it with each finished game's record, so every
seat counts the same games won at the table: one who sat down late or whose
app was restarted too.  A game is named by `network_game_key`, the key every
client gives the same game, so a client merges the host's list with the
games it saw itself without counting one twice.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from hearts_desktop.model.cards import Seat
from hearts_desktop.model.record import GameRecord
from hearts_desktop.services.stats import network_game_key

TABLE_GAMES = "table_games"
"""The saved table game's metadata key that holds the list (`TableGame.to_wire` each)."""
TABLE_GAMES_KEPT = 64
"""The most recent games a host keeps and sends (an evening's, many times over)."""
MAX_PLAYERS = 7
NAME_CHARACTERS = 64
"""A name in the list is a seat's name (at most `MAX_NAME`), or a model's default: kept short anyway."""
_KEY = re.compile(r"[0-9a-f]{64}")


@dataclass(frozen=True)
class TableGame:
    key: str
    """`network_game_key` of the game's record."""
    names: tuple[str, ...]
    """Each seat's name in that game (the model's default names untranslated)."""
    winners: tuple[Seat, ...]
    """The seats that won it (a shared lowest total: more than one)."""

    @classmethod
    def of(cls, record: GameRecord, winners: tuple[Seat, ...]) -> TableGame:
        return cls(network_game_key(record), tuple(record.names), winners)

    def to_wire(self) -> dict[str, Any]:
        return {"key": self.key, "names": list(self.names), "winners": list(self.winners)}


def table_games_from_wire(value: object) -> list[TableGame]:
    """The host's list as sent (or saved); ValueError naming what does not fit."""
    if not isinstance(value, list) or len(value) > TABLE_GAMES_KEPT:
        raise ValueError(f"a list of at most {TABLE_GAMES_KEPT} games, not {type(value).__name__}")
    games: list[TableGame] = []
    for entry in value:
        if not isinstance(entry, dict):
            raise ValueError(f"a game that is a {type(entry).__name__}")
        key, names, winners = entry.get("key"), entry.get("names"), entry.get("winners")
        if not isinstance(key, str) or not _KEY.fullmatch(key):
            raise ValueError("a game without its key")
        if not isinstance(names, list) or not 3 <= len(names) <= MAX_PLAYERS \
                or not all(isinstance(name, str) and 0 < len(name) <= NAME_CHARACTERS for name in names):
            raise ValueError("a game whose names do not fit")
        if not isinstance(winners, list) or not winners or len(set(winners)) != len(winners) \
                or not all(type(seat) is int and 0 <= seat < len(names) for seat in winners):
            raise ValueError("a game whose winners are not its seats")
        games.append(TableGame(key, tuple(names), tuple(winners)))
    return games
