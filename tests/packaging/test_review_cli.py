"""`hearts-desktop --review FILE [--seat N] [--json]` (issue #46)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from hearts_desktop import review_cli
from hearts_desktop.ai import Level, create_player, decide
from hearts_desktop.model.actions import PassAction, PlayAction
from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import STANDARD
from hearts_desktop.model.state import Phase


@pytest.fixture
def saved_game(tmp_path: Path) -> tuple[Path, GameRecord]:
    """Two hands of a standard numbered game, South played by a Beginner, saved as the app saves."""
    game = Game(STANDARD, 4, seed=77, deal_numbers=(48210937,))
    players = [create_player(Level.BEGINNER, 5)] + [create_player(Level.CASUAL, seat) for seat in (1, 2, 3)]
    while game.hand_number < 2:
        for seat in (game.seats_to_pass() if game.phase is Phase.PASSING else [game.turn]):
            assert seat is not None
            game.apply(decide(players[seat], game.observation(seat)))
    record = GameRecord.from_game(game, {"human_seats": [0]})
    path = tmp_path / "game.json"
    path.write_text(record.dumps(), encoding="utf-8")
    return path, record


def human_decisions(record: GameRecord, seat: int) -> list[int]:
    return [index for index, action in enumerate(record.actions)
            if action.seat == seat and isinstance(action, (PassAction, PlayAction))]


def test_the_json_review_has_one_object_per_pass_and_play(qapp: object, saved_game: tuple[Path, GameRecord]
                                                          ) -> None:
    path, record = saved_game
    out = io.StringIO()
    assert review_cli.run(["--review", str(path), "--json"], out) == 0
    found = json.loads(out.getvalue())
    assert [item["index"] for item in found] == human_decisions(record, 0)
    first = found[0]
    assert first["trick"] is None and first["hand"] == 1 and first["deal"] == "4821-0937"
    assert first["chosen"] in first["choices"] and first["best"] in first["choices"]
    assert first["verdict"] in ("good", "inaccuracy", "mistake", "blunder") and first["loss"] >= 0
    for item in found:
        if item["trick"] is not None:  # every legal card is valued, the one played among them
            assert item["chosen"] in item["choices"]
        best = min(item["choices"].values())
        assert item["choices"][item["best"]] == best
        if item["verdict"] != "good":
            assert item["loss"] >= 1.5 and item["reason"]["text"]
    assert {item["trick"] for item in found if item["hand"] == 1} == {None, *range(1, 14)}


def test_the_text_review_of_another_seat(qapp: object, saved_game: tuple[Path, GameRecord]) -> None:
    path, record = saved_game
    out = io.StringIO()
    assert review_cli.run([str(path), "--seat", "2"], out) == 0
    text = out.getvalue()
    count = len(human_decisions(record, 2))
    assert text.startswith(f"The Expert's review of North (seat 2): {count} decisions")
    assert "Hand 1 · deal 4821-0937" in text and "Pass: " in text and "Trick 13: " in text
    assert "Points lost to mistakes in the game: " in text


@pytest.mark.parametrize(("content", "words", "problem"), [
    (None, [], "cannot be reviewed: No such file or directory"),
    ("{not json", [], "cannot be reviewed: The game record is not valid JSON"),
    ('{"format": "hearts-desktop-record", "version": 99}', [], "Unknown game record version"),
    (None, ["--seat", "x"], "--seat needs a seat number"),
    (None, ["--think", "forever"], "--think needs quick, normal, deep, very-deep"),
    (None, ["--think"], "--think needs quick, normal, deep, very-deep"),
])
def test_an_unreadable_file_is_refused_with_a_clear_message(qapp: object, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str],
                                                           content: str | None, words: list[str],
                                                           problem: str) -> None:
    path = tmp_path / "game.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    assert review_cli.run(["--review", str(path), *words], io.StringIO()) == review_cli.EXIT_USAGE
    assert problem in capsys.readouterr().err


def test_the_review_thinks_as_deep_as_asked(qapp: object, saved_game: tuple[Path, GameRecord],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    used: list[review_cli.Reviewer] = []
    real = review_cli.review_game

    def spying(record: GameRecord, seat: int, reviewer: review_cli.Reviewer, *rest: object) -> object:
        used.append(reviewer)
        return real(record, seat, review_cli.Reviewer(100, 50, 1), {0})  # the depth asked is what is checked

    monkeypatch.setattr(review_cli, "review_game", spying)
    path, _record = saved_game
    for words, worlds in ((["--think", "quick"], 1200), ([], 4000), (["--think", "deep"], 12000),
                          (["--think", "2.5"], 10000)):
        assert review_cli.run([str(path), *words, "--json"], io.StringIO()) == 0
        assert used[-1].play_worlds == worlds
