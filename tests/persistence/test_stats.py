"""Statistics: recording, summaries, migration, crash safety, corruption."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from hearts_desktop.model import Game, HouseRules
from hearts_desktop.model.events import TrickWon
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import OMNIBUS
from hearts_desktop.services.stats import HOME, MIGRATIONS, NETWORK, SCHEMA_VERSION, Statistics
from tests.model.helpers import play_randomly

SHORT = HouseRules(target_score=40)


def finished_game(seed: int, rules: HouseRules = SHORT, players: int = 4) -> Game:
    game = Game(rules, players, seed=seed)
    play_randomly(game, random.Random(seed))
    return game


def test_summary_counts_what_the_games_hold(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "s.db")
    games = [finished_game(seed) for seed in range(5)]
    for game in games:
        stats.record_game(game, [0])
    summary = stats.summary()
    assert summary.games == 5
    assert summary.hands == sum(len(g.history) for g in games)
    assert summary.wins == sum(0 in (g.winners or ()) for g in games)
    assert sum(summary.placings.values()) == 5
    points = [s.deltas[0] for g in games for s in g.history]
    assert summary.average_points_per_hand == pytest.approx(sum(points) / len(points))
    assert summary.moons_shot == sum(1 for g in games for s in g.history if s.moon and s.moon.shooter == 0)
    queens = sum(1 for g in games for e in g.log if isinstance(e, TrickWon) and e.taker == 0
                 for c in (*e.cards, *e.carried) if c.code == "QS")
    assert summary.queens_taken == queens
    assert summary.best_score == min(g.totals[0] for g in games)
    assert summary.worst_score == max(g.totals[0] for g in games)


def test_filters_by_player_count_and_preset(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "s.db")
    stats.record_game(finished_game(1), [0])
    stats.record_game(finished_game(2, players=5), [0])
    stats.record_game(finished_game(3, rules=OMNIBUS), [0], undo_used=True)
    assert stats.summary(players=5).games == 1
    assert stats.summary(preset="custom").games == 2  # target 40 is not a preset
    omnibus = stats.summary(preset="V2")
    assert omnibus.games == 1 and omnibus.games_with_undo == 1
    assert [row.undo_used for row in stats.games()] == [False, False, True]


def test_migrates_a_version_1_database(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    db = sqlite3.connect(path)
    db.executescript(MIGRATIONS[0] + "PRAGMA user_version = 1;")
    db.execute("INSERT INTO games (finished, players, preset, seat, name, hands, score, placing, won, record)"
               " VALUES ('2026-01-01', 4, 'V1', 0, 'South', 9, 55, 1, 1, '{}')")
    db.commit()
    db.close()
    stats = Statistics(path)
    assert stats.schema_version == SCHEMA_VERSION == 5
    assert stats.games()[0].undo_used is False and stats.summary().wins == 1
    assert stats.summary(place=HOME).games == 1 and stats.summary(place=NETWORK).games == 0


def test_games_marked_not_reviewable_get_one_more_try(tmp_path: Path) -> None:
    # Version 4: a review stopped before its first world marked its game as
    # one that cannot be reviewed; the mark is lifted once, the reviews kept.
    from hearts_desktop.services.learning.progress import NOT_REVIEWABLE

    path = tmp_path / "v3.db"
    db = sqlite3.connect(path)
    for step in range(3):
        db.executescript(MIGRATIONS[step])
    db.execute("PRAGMA user_version = 3")
    for lost in (NOT_REVIEWABLE, 0.75, None):
        db.execute("INSERT INTO games (finished, players, preset, seat, name, hands, score, placing, won,"
                   " record, lost_per_hand) VALUES ('2026-01-01', 4, 'V1', 0, 'South', 9, 55, 1, 1, '{}', ?)",
                   (lost,))
    db.commit()
    db.close()
    stats = Statistics(path)
    assert stats.schema_version == SCHEMA_VERSION
    assert [row.lost_per_hand for row in stats.games()] == [None, 0.75, None]
    assert len(stats.unreviewed()) == 2
    stats.set_lost(stats.unreviewed()[0][0], NOT_REVIEWABLE)
    stats.close()
    assert len(Statistics(path).unreviewed()) == 1  # marked again, and kept so: the step ran once


def test_corrupt_database_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    path.write_bytes(b"this is not a database" * 100)
    stats = Statistics(path)
    assert stats.message and "set aside" in stats.message
    assert stats.summary().games == 0
    kept = list(tmp_path.glob("s.db.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes().startswith(b"this is not")


def test_a_failed_write_leaves_the_database_unchanged(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "s.db")
    stats.record_game(finished_game(1), [0])
    game = finished_game(2)
    with pytest.raises(IndexError):
        stats.record_game(game, [0, 9])  # the second seat fails half-way through
    assert stats.summary().games == 1


def test_reset_and_unfinished_games(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "s.db")
    stats.record_game(finished_game(4), [0, 2])
    assert stats.summary().games == 2
    stats.reset()
    assert stats.summary().games == 0
    with pytest.raises(ValueError, match="finished"):
        stats.record_game(Game(), [0])


def network_record(seed: int, seat: int = 1, **metadata: object) -> GameRecord:
    """A finished game as a network client keeps it: our seat and the host's
    computer levels in its metadata."""
    return GameRecord.from_game(finished_game(seed), {"human_seats": [seat], "levels": {"0": "casual"},
                                                      **metadata})


def test_network_games_count_apart_and_once(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "s.db")
    stats.record_game(finished_game(1), [0])
    record = network_record(2)
    row = stats.record_network_game(record, 1)
    assert row is not None
    # The host sends a record again when our "kept" was lost in a drop: the
    # same game, whatever metadata this client wrote the second time.
    again = GameRecord.from_game(record.replay(), {"human_seats": [1], "finished": "later"})
    assert stats.record_network_game(again, 1) is None
    assert stats.record_network_game(network_record(3), 1) is not None  # another game counts
    assert stats.summary().games == 3
    at_home, network = stats.summary(place=HOME), stats.summary(place=NETWORK)
    assert at_home.games == 1 and network.games == 2
    game = record.replay()
    assert network.hands == len(game.history) + len(finished_game(3).history)
    assert [row.score for row in stats.games(place=NETWORK)] == [game.totals[1], finished_game(3).totals[1]]
    # Kept as the client made it, for the background review: the levels it names.
    found = {row_id: GameRecord.loads(text) for row_id, _seat, text in stats.unreviewed()}
    assert found[row].metadata["levels"] == {"0": "casual"}
    assert [seat for _row, seat, _text in stats.unreviewed()].count(1) == 2


def test_a_network_game_that_is_not_over_is_refused(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "s.db")
    record = network_record(5)
    unfinished = GameRecord.from_game(record.replay(len(record.actions) - 1), {"human_seats": [1]})
    with pytest.raises(ValueError, match="finished"):
        stats.record_network_game(unfinished, 1)
    assert stats.summary().games == 0
