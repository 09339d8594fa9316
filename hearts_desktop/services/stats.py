"""Statistics of finished games, in a small SQLite database.

One row per human seat per finished game, one row per hand of it.  The
schema is versioned with `PRAGMA user_version` and migrated step by step on
open; each write is one transaction, so a crash mid-write leaves the database
as it was.  A database SQLite cannot read is moved aside with a message and a
fresh one is started: statistics are never a reason for the app not to start.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from hearts_desktop.model.cards import QUEEN_OF_SPADES, Seat
from hearts_desktop.model.events import HandDealt, TrickWon
from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import preset_of
from hearts_desktop.services.storage import app_data_dir, set_aside

FILE_NAME = "statistics.sqlite3"

# Each entry brings the schema from version i to i + 1.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        finished TEXT NOT NULL,
        players INTEGER NOT NULL,
        preset TEXT NOT NULL,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        hands INTEGER NOT NULL,
        score INTEGER NOT NULL,
        placing INTEGER NOT NULL,
        won INTEGER NOT NULL,
        record TEXT NOT NULL
    );
    CREATE TABLE hands (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        hand_number INTEGER NOT NULL,
        points INTEGER NOT NULL,
        moon_shot INTEGER NOT NULL,
        moon_suffered INTEGER NOT NULL,
        queen_taken INTEGER NOT NULL
    );
    """,
    # Version 2: games in which undo was used are marked (issue #7).
    "ALTER TABLE games ADD COLUMN undo_used INTEGER NOT NULL DEFAULT 0;",
    # Version 3: the Expert's review of each game: points lost to mistakes
    # per hand, NULL until the game is reviewed (issue #46).
    "ALTER TABLE games ADD COLUMN lost_per_hand REAL;",
    # Version 4: games marked as not reviewable (-1) get one more try: a
    # review stopped before its first world (the app closing at that moment)
    # failed and marked its game so, until the review was mended.  A game
    # that really cannot be reviewed is marked again.
    "UPDATE games SET lost_per_hand = NULL WHERE lost_per_hand = -1;",
    # Version 5: games played at network tables count too, apart from those
    # at home (`place`); `game_key` names a network game, so that a record
    # the host sends again (its "kept" lost in a drop) is counted once.
    """
    ALTER TABLE games ADD COLUMN place TEXT NOT NULL DEFAULT 'home';
    ALTER TABLE games ADD COLUMN game_key TEXT;
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)

HOME = "home"
"""A game played in the main window, against our own computer players."""
NETWORK = "network"
"""A game played at a network table (ours or a friend's)."""


@dataclass(frozen=True)
class Summary:
    games: int
    hands: int
    wins: int
    placings: dict[int, int]
    average_points_per_hand: float
    moons_shot: int
    moons_suffered: int
    queens_taken: int
    best_score: int | None
    worst_score: int | None
    games_with_undo: int


@dataclass(frozen=True)
class GameRow:
    finished: str
    players: int
    preset: str
    score: int
    placing: int
    won: bool
    undo_used: bool
    lost_per_hand: float | None = None
    """Points lost to mistakes per hand, by the Expert's review (None: not reviewed yet)."""


class Statistics:
    """The statistics database.  `message` holds the translated warning if a
    corrupt database had to be set aside when opening."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or app_data_dir() / FILE_NAME
        self.message: str | None = None
        try:
            self._db = self._open()
        except sqlite3.DatabaseError as error:
            moved = set_aside(self.path)
            self.message = QCoreApplication.translate(
                "Statistics", "The statistics could not be read and were set aside as {0}.\nReason: {1}"
            ).format(moved, error)
            self._db = self._open()

    def _open(self) -> sqlite3.Connection:
        # A data folder of a first start, or one moved away while we ran.
        self.path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self.path)
        try:
            db.execute("PRAGMA foreign_keys = ON")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise sqlite3.DatabaseError(f"schema version {version} is newer than this app's")
            for step in range(version, SCHEMA_VERSION):
                # One transaction per step: a crash leaves the old version whole.
                script = f"BEGIN;{MIGRATIONS[step]}PRAGMA user_version = {step + 1};COMMIT;"
                db.executescript(script)
            db.execute("SELECT count(*) FROM games").fetchone()
        except sqlite3.DatabaseError:
            db.close()
            raise
        return db

    def close(self) -> None:
        self._db.close()

    @property
    def schema_version(self) -> int:
        return int(self._db.execute("PRAGMA user_version").fetchone()[0])

    def record_game(self, game: Game, human_seats: Sequence[Seat], *, undo_used: bool = False,
                    finished: datetime | None = None) -> list[int]:
        """Add a finished game played at home, one row per human seat, in one
        transaction; the rows' ids, seat by seat."""
        record = GameRecord.from_game(game, {"undo_used": undo_used})
        return self._insert(game, record, human_seats, finished, HOME, None)

    def record_network_game(self, record: GameRecord, seat: Seat, *,
                            finished: datetime | None = None) -> int | None:
        """Add a finished game played at a network table, for our `seat`,
        kept with the record as the client made it (its metadata names the
        host's computer levels, which its review needs); its row id, or
        None if this very game is counted already."""
        key = network_game_key(record)
        if self._db.execute("SELECT 1 FROM games WHERE place = ? AND game_key = ? AND seat = ?",
                            (NETWORK, key, seat)).fetchone():
            return None  # (asked before the replay: a game sent again is not played through again)
        return self._insert(record.replay(), record, (seat,), finished, NETWORK, key)[0]

    def _insert(self, game: Game, record: GameRecord, human_seats: Sequence[Seat], finished: datetime | None,
                place: str, key: str | None) -> list[int]:
        if not game.is_game_over():
            raise ValueError("only finished games go into the statistics")
        when = (finished or datetime.now(UTC)).isoformat(timespec="seconds")
        preset = preset_of(game.rules)
        text = record.dumps()
        undo_used = bool(record.metadata.get("undo_used", False))
        hands = _hand_facts(game)
        ids: list[int] = []
        with self._db:
            for seat in human_seats:
                score = game.totals[seat]
                placing = 1 + sum(1 for total in game.totals if total < score)
                cursor = self._db.execute(
                    "INSERT INTO games (finished, players, preset, seat, name, hands, score, placing, won,"
                    " record, undo_used, place, game_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (when, game.players, preset.id if preset else "custom", seat, game.names[seat],
                     len(game.history), score, placing, int(seat in (game.winners or ())), text,
                     int(undo_used), place, key))
                self._db.executemany(
                    "INSERT INTO hands VALUES (?, ?, ?, ?, ?, ?)",
                    [(cursor.lastrowid, number, facts.points[seat], int(facts.shooter == seat),
                      int(facts.shooter is not None and facts.shooter != seat), facts.queens[seat])
                     for number, facts in enumerate(hands)])
                ids.append(int(cursor.lastrowid or 0))
        return ids

    def summary(self, players: int | None = None, preset: str | None = None,
                place: str | None = None) -> Summary:
        where, args = _filters(players, preset, place)
        games = self._db.execute(
            f"SELECT count(*), coalesce(sum(won), 0), min(score), max(score), coalesce(sum(undo_used), 0)"
            f" FROM games{where}", args).fetchone()
        hands = self._db.execute(
            f"SELECT count(*), avg(points), coalesce(sum(moon_shot), 0), coalesce(sum(moon_suffered), 0),"
            f" coalesce(sum(queen_taken), 0) FROM hands JOIN games ON games.id = hands.game_id{where}",
            args).fetchone()
        placings = dict(self._db.execute(
            f"SELECT placing, count(*) FROM games{where} GROUP BY placing ORDER BY placing", args).fetchall())
        return Summary(games[0], hands[0], games[1], placings, float(hands[1] or 0.0), hands[2], hands[3],
                       hands[4], games[2], games[3], games[4])

    def games(self, players: int | None = None, preset: str | None = None,
              place: str | None = None) -> list[GameRow]:
        where, args = _filters(players, preset, place)
        rows = self._db.execute(
            "SELECT finished, players, preset, score, placing, won, undo_used, lost_per_hand"
            f" FROM games{where}"
            " ORDER BY finished, id", args).fetchall()
        return [GameRow(r[0], r[1], r[2], r[3], r[4], bool(r[5]), bool(r[6]), r[7]) for r in rows]

    def unreviewed(self, limit: int = 20) -> list[tuple[int, Seat, str]]:
        """Games whose review is still to be made, the newest first: (row id,
        seat, game record as JSON)."""
        rows = self._db.execute(
            "SELECT id, seat, record FROM games WHERE lost_per_hand IS NULL ORDER BY finished DESC, id DESC"
            " LIMIT ?", (limit,)).fetchall()
        return [(int(row[0]), int(row[1]), str(row[2])) for row in rows]

    def set_lost(self, game_id: int, lost_per_hand: float) -> None:
        """The review of row `game_id` is made: points lost to mistakes per hand."""
        with self._db:
            self._db.execute("UPDATE games SET lost_per_hand = ? WHERE id = ?", (lost_per_hand, game_id))

    def reset(self) -> None:
        with self._db:
            self._db.execute("DELETE FROM hands")
            self._db.execute("DELETE FROM games")


def network_game_key(record: GameRecord) -> str:
    """What names one network game whoever keeps it: its rules, names, deal
    and every action (not the metadata, which each client writes itself)."""
    facts = {key: value for key, value in record.to_json().items() if key != "metadata"}
    return hashlib.sha256(json.dumps(facts, sort_keys=True).encode()).hexdigest()


def _filters(players: int | None, preset: str | None, place: str | None) -> tuple[str, list[object]]:
    clauses: list[str] = []
    args: list[object] = []
    if place is not None:
        clauses.append("games.place = ?")
        args.append(place)
    if players is not None:
        clauses.append("games.players = ?")
        args.append(players)
    if preset is not None:
        clauses.append("games.preset = ?")
        args.append(preset)
    return (" WHERE " + " AND ".join(clauses) if clauses else ""), args


@dataclass(frozen=True)
class _HandFacts:
    points: tuple[int, ...]
    shooter: Seat | None
    queens: tuple[int, ...]


def _hand_facts(game: Game) -> list[_HandFacts]:
    """Per hand: each seat's points (after the moon), the shooter, Q♠ taken."""
    queens_by_hand: list[list[int]] = []
    for event in game.log:
        if isinstance(event, HandDealt):
            queens_by_hand.append([0] * game.players)
        elif isinstance(event, TrickWon) and event.taker is not None:
            queens_by_hand[-1][event.taker] += sum(
                1 for card in (*event.cards, *event.carried) if card is QUEEN_OF_SPADES)
    return [_HandFacts(score.deltas, score.moon.shooter if score.moon else None,
                       tuple(queens_by_hand[index]))
            for index, score in enumerate(game.history)]
