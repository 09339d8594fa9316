"""Games kept in one place (issue #46): saved and set-aside games listed with
what identifies them, and one moved to the trash leaves the others and the
statistics untouched."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from hearts_desktop.model import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import STANDARD
from hearts_desktop.services import recent_games
from hearts_desktop.services.autosave import Autosave
from hearts_desktop.services.recent_games import Kind, RecentGames, read_entry
from hearts_desktop.services.stats import Statistics
from tests.model.helpers import step_randomly

from .test_stats import finished_game


def played(seed: int, hands: int, numbered: bool = False) -> GameRecord:
    game = Game(STANDARD, 4, seed=seed, deal_numbers=(4821_0937 + seed,) if numbered else None)
    rng = random.Random(seed)
    while len(game.history) < hands:
        step_randomly(game, rng)
    for _ in range(5):  # a few cards into the next hand
        step_randomly(game, rng)
    return GameRecord.from_game(game)


def test_saved_and_set_aside_games_are_listed_with_what_they_are(tmp_path: Path) -> None:
    data = tmp_path / "data"
    recent = RecentGames(data)
    saved = tmp_path / "my games" / "Sunday.json"
    saved.parent.mkdir()
    saved.write_text(played(1, 2, numbered=True).dumps(), encoding="utf-8")
    recent.remember(saved)
    recent.remember(tmp_path / "gone.json")  # saved once, deleted since: not listed
    autosave = Autosave(data)
    autosave.save(played(2, 1))
    kept = autosave.keep_aside()
    assert kept is not None and not autosave.path.exists()
    spoilt = data / "autosave.json.corrupt-20261206-101010"
    spoilt.write_text('{"format": "hearts', encoding="utf-8")
    entries = {entry.path: entry for entry in recent.entries()}
    assert set(entries) == {saved.resolve(), kept, spoilt}
    sunday = entries[saved.resolve()]
    assert sunday.kind is Kind.SAVED and sunday.hands == 2 and not sunday.finished
    assert sunday.totals == tuple(played(1, 2, numbered=True).replay().totals)
    assert sunday.deal_numbers[0] == 4821_0937 + 1 and len(sunday.deal_numbers) == 3
    assert entries[kept].kind is Kind.SET_ASIDE and entries[kept].hands == 1
    assert entries[spoilt].record is None and entries[spoilt].problem
    # Newest first.
    os.utime(saved, (1_000_000_000, 1_000_000_000))
    assert recent.entries()[-1].path == saved.resolve()


def test_the_list_remembers_each_game_once_newest_first_and_survives_a_spoilt_list(tmp_path: Path) -> None:
    recent = RecentGames(tmp_path)
    paths = [tmp_path / f"{number}.json" for number in range(recent_games.REMEMBERED + 5)]
    for path in paths:
        recent.remember(path)
    recent.remember(paths[3])
    remembered = recent.remembered()
    assert remembered[0] == paths[3].resolve() and len(remembered) == recent_games.REMEMBERED
    assert len(set(remembered)) == len(remembered)
    recent.list_path.write_text("[1, 2", encoding="utf-8")
    assert recent.remembered() == []
    recent.remember(paths[0])
    assert recent.remembered() == [paths[0].resolve()]


def test_moving_one_to_the_trash_leaves_the_others_and_the_statistics(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    recent = RecentGames(data)
    statistics = Statistics(data / "statistics.sqlite3")
    for seed in range(3):
        statistics.record_game(finished_game(seed), [0])
    before = statistics.summary()
    database = (data / "statistics.sqlite3").read_bytes()
    files = []
    for seed in range(3):
        path = tmp_path / f"game-{seed}.json"
        path.write_text(played(seed, 1).dumps(), encoding="utf-8")
        recent.remember(path)
        files.append(path.resolve())
    autosave = Autosave(data)
    autosave.save(played(7, 1))
    aside = autosave.keep_aside()
    assert aside is not None
    entries = recent.entries()
    assert len(entries) == 4
    doomed = next(entry for entry in entries if entry.path == files[1])
    trashed = recent.move_to_trash(doomed)
    assert trashed is not None and trashed.name.startswith("game-1") and trashed.exists()
    assert not files[1].exists()
    assert trashed.read_text(encoding="utf-8") == played(1, 1).dumps()  # whole, in the system's trash
    left = {entry.path for entry in recent.entries()}
    assert left == {files[0], files[2], aside}
    assert all(path.exists() for path in left)
    assert files[1] not in recent.remembered()
    assert statistics.summary() == before
    assert (data / "statistics.sqlite3").read_bytes() == database
    # A set-aside game goes the same way.
    assert recent.move_to_trash(next(entry for entry in recent.entries() if entry.path == aside)) is not None
    assert {entry.path for entry in recent.entries()} == {files[0], files[2]}


def test_games_finished_at_a_network_table_are_kept_each_in_a_file_of_its_own(tmp_path: Path) -> None:
    recent = RecentGames(tmp_path / "data")
    games = [played(seed, 2) for seed in (5, 6, 7)]
    paths = [recent.keep(record) for record in games]  # in one second: no file written over another
    assert len(set(paths)) == 3 and all(path.parent.name == recent_games.NETWORK_FOLDER for path in paths)
    assert [GameRecord.loads(path.read_bytes()).actions for path in paths] == [game.actions for game in games]
    assert recent.remembered()[:3] == [path.resolve() for path in reversed(paths)]
    assert {entry.kind for entry in recent.entries()} == {Kind.NETWORK}
    finished = Game(STANDARD.with_changes(target_score=30), 4, seed=8, deal_numbers=(1234_5678,))
    rng = random.Random(8)
    while not finished.is_game_over():
        step_randomly(finished, rng)
    entry = read_entry(recent.keep(GameRecord.from_game(finished)), Kind.NETWORK)
    # No deal after the end:
    assert entry.finished and len(entry.deal_numbers) == entry.hands == len(finished.history)
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the data folder should be", encoding="utf-8")
    with pytest.raises(OSError):  # the table window says why; the game stays in its memory for the review
        RecentGames(blocked).keep(games[0])
