"""Games won at one network table this evening, by player: what friends
who play game after game keep on paper beside the score sheet.

Each finished game counts once, by the key that names it whoever keeps it
(`network_game_key`): a record sent again, or seen by the window that took a
dropped one's place, is not counted twice.  Games that ended while we were
away count too: they were played at this table.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from hearts_desktop.model.errors import RecordError
from hearts_desktop.model.record import GameRecord
from hearts_desktop.services.stats import network_game_key
from hearts_desktop.views.words.texts import Hearts, seat_name


class TableTally:
    def __init__(self) -> None:
        self._games: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}
        """By game key: the players' names, and the winners' (in the order finished)."""

    def __len__(self) -> int:
        return len(self._games)

    def add(self, record: GameRecord) -> bool:
        """Count `record`'s game; False if it was counted already, or is not
        a finished game."""
        key = network_game_key(record)
        if key in self._games:
            return False
        try:
            winners = record.replay().winners
        except RecordError:
            return False
        if winners is None:
            return False
        names = tuple(seat_name(record.names, seat) for seat in range(record.players))
        self._games[key] = (names, tuple(names[seat] for seat in winners))
        return True

    def merge(self, other: TableTally) -> None:
        """`other`'s games too (a window that took `other`'s window's place)."""
        for key, game in other._games.items():
            self._games.setdefault(key, game)

    def wins(self) -> list[tuple[str, int]]:
        """Everyone who played a game here, most games won first (a shared
        win counts for each winner; ties in the order they first sat)."""
        won: dict[str, int] = {}
        for names, winners in self._games.values():
            for name in names:
                won.setdefault(name, 0)
            for name in winners:
                won[name] += 1
        return sorted(won.items(), key=lambda item: -item[1])

    def text(self) -> str:
        """"Games won at this table:" over "Ingrid 2 · Bo 1 · North 0" ("" before the first game)."""
        if not self._games:
            return ""
        locale = QLocale()
        # A name and its count never part at the end of a line: only the dots break.
        tally = " · ".join(f"{name}\u00a0{locale.toString(count)}" for name, count in self.wins())
        return Hearts.tr("Games won at this table:") + "\n" + tally
