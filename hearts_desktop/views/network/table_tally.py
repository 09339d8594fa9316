"""Games won at one network table this evening, by player: what friends
who play game after game keep on paper beside the score sheet.

Each finished game counts once, by the key that names it whoever keeps it
(`network_game_key`): a record sent again, or seen by the window that took a
dropped one's place, is not counted twice.  Games that ended while we were
away count too: they were played at this table.  With each record the host
sends its own list of the games finished at the table since it opened
(`FinishedGame`), which is merged in the same way: so a player who sat down
late, or whose app was restarted, counts the games before too.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QLocale

from hearts_desktop.model.errors import RecordError
from hearts_desktop.model.record import GameRecord
from hearts_desktop.net.codec import FinishedGame
from hearts_desktop.views.words.texts import Hearts, seat_name

NAMES_SAID = 12
"""The most names the line says (the most games won first): it fits under the table's button."""


class TableTally:
    def __init__(self) -> None:
        self._games: dict[str, FinishedGame] = {}
        """By game key (`network_game_key`), in the order they became known."""

    def __len__(self) -> int:
        return len(self._games)

    def add(self, record: GameRecord) -> bool:
        """Count `record`'s game; False if it was counted already, or is not
        a finished game."""
        try:
            winners = record.replay().winners
        except RecordError:
            return False
        return winners is not None and self.add_games([FinishedGame.of(record, winners)])

    def add_games(self, games: Iterable[FinishedGame]) -> bool:
        """Count each of `games` not counted yet (the host's list); True if any was new."""
        before = len(self._games)
        for game in games:
            self._games.setdefault(game.key, game)
        return len(self._games) > before

    def merge(self, other: TableTally) -> bool:
        """`other`'s games too (a window that took `other`'s window's place); True if any was new."""
        return self.add_games(other._games.values())

    def wins(self) -> list[tuple[str, int]]:
        """Everyone who played a game here, most games won first (a shared
        win counts for each winner; ties in the order they first sat)."""
        won: dict[str, int] = {}
        for game in self._games.values():
            names = [seat_name(game.names, seat) for seat in range(len(game.names))]
            for name in names:
                won.setdefault(name, 0)
            for seat in game.winners:
                won[names[seat]] += 1
        return sorted(won.items(), key=lambda item: -item[1])

    def text(self) -> str:
        """"Games won at this table:" over "Ingrid 2 · Bo 1 · North 0" ("" before the first game)."""
        if not self._games:
            return ""
        locale = QLocale()
        wins = self.wins()
        # A name and its count never part at the end of a line: only the dots break.
        tally = " · ".join(f"{name}\u00a0{locale.toString(count)}" for name, count in wins[:NAMES_SAID])
        if len(wins) > NAMES_SAID:  # (an evening of many comings and goings, or a host's list gone wild)
            tally += " · …"
        return Hearts.tr("Games won at this table:") + "\n" + tally
