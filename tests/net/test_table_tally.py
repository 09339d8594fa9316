"""The games won at one network table this evening (the game-over dialog's
line): each game once, whoever sent it again; by name, wherever one sat."""

from __future__ import annotations

import random

from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import STANDARD
from hearts_desktop.net.codec import FinishedGame
from hearts_desktop.views.network.table_tally import NAMES_SAID, TableTally
from tests.model.helpers import step_randomly

SHORT = STANDARD.with_changes(target_score=30)


def finished(seed: int, names: tuple[str, ...]) -> GameRecord:
    game = Game(SHORT, seed=seed, names=names)
    rng = random.Random(seed)
    while not game.is_game_over():
        step_randomly(game, rng)
    return GameRecord.from_game(game, {"human_seats": [0]})


def test_each_game_counts_once_by_name_wherever_one_sat() -> None:
    first = finished(1, ("Ingrid", "Bo", "North", "Cy"))
    second = finished(2, ("Bo", "Ingrid", "North", "Cy"))  # Bo and Ingrid changed seats
    tally = TableTally()
    assert tally.text() == "" and len(tally) == 0  # nothing to say before the first game
    assert tally.add(first) and tally.add(second)
    assert not tally.add(GameRecord.loads(first.dumps()))  # sent again (a drop before "kept"): once
    marked = GameRecord.from_game(first.replay(), {"human_seats": [1], "levels": ["expert"]})
    assert not tally.add(marked)  # the same game as another player keeps it
    expected: dict[str, int] = {"Ingrid": 0, "Bo": 0, "North": 0, "Cy": 0}
    for record in (first, second):
        game = record.replay()
        assert game.winners is not None
        for seat in game.winners:
            expected[record.names[seat]] += 1
    wins = tally.wins()
    assert dict(wins) == expected and len(tally) == 2
    assert [count for _name, count in wins] == sorted(expected.values(), reverse=True)
    listed = " · ".join(f"{name}\u00a0{count}" for name, count in wins)  # a name never parts from its count
    assert tally.text() == "Games won at this table:\n" + listed


def test_a_game_not_over_is_not_counted_and_a_window_in_anothers_place_keeps_the_count() -> None:
    unfinished = GameRecord.from_game(Game(SHORT, seed=3), {})
    tally = TableTally()
    assert not tally.add(unfinished) and len(tally) == 0
    old, new = TableTally(), TableTally()
    old.add(finished(4, ("Ann", "Bo", "Cy", "Di")))
    new.add(finished(5, ("Ann", "Bo", "Cy", "Di")))
    new.merge(old)
    new.merge(old)
    assert len(new) == 2 and sum(count for _name, count in new.wins()) >= 2


def test_the_hosts_list_and_the_games_seen_here_count_each_game_once() -> None:
    """The host's list names the games by the same key as the records: the
    game seen here is not counted again, the ones before we sat down are."""
    before, seen = finished(6, ("Ann", "Bo", "Cy", "Di")), finished(7, ("Ann", "Bo", "Cy", "Di"))
    listed = []
    for record in (before, seen):
        game = record.replay()
        assert game.winners is not None
        listed.append(FinishedGame.of(record, game.winners))
    tally = TableTally()
    assert tally.add(seen)
    assert tally.add_games(listed) and not tally.add_games(listed) and len(tally) == 2
    alone = TableTally()
    alone.add(before)
    alone.add(seen)
    assert tally.wins() == alone.wins()  # as if both had been seen here
    # A seat nobody named counts under the name the table shows for it (the default, translated).
    counted = TableTally()
    assert counted.add_games([FinishedGame("0" * 64, ("South", "West", "North", "East"), (2,))])
    assert counted.wins() == [("North", 1), ("South", 0), ("West", 0), ("East", 0)]


def test_the_line_names_the_most_winning_players_first_and_no_more_than_fit() -> None:
    tally = TableTally()
    names = [f"P{index}" for index in range(NAMES_SAID + 4)]
    games = [FinishedGame(f"{index:064x}", (name, "West", "North", "East"), (0,))
             for index, name in enumerate(names)]
    again = [FinishedGame(f"{index:064x}", (name, "West", "North", "East"), (0,))
             for index, name in enumerate(names[-2:], start=len(names))]
    tally.add_games(games + again)  # the last two players won twice
    line = tally.text().split("\n")[1]
    said = line.split(" · ")
    assert said[-1] == "…" and len(said) == NAMES_SAID + 1
    assert said[:2] == [f"{names[-2]}\u00a02", f"{names[-1]}\u00a02"] and "West\u00a00" not in said
