"""A golden transcript of one seeded game: any change to dealing, legality,
scoring or the event stream shows up as a diff.  To accept an intended
change, run with HEARTS_UPDATE_GOLDEN=1 and review the diff in git."""

from __future__ import annotations

import os
import random
from pathlib import Path

from hearts_desktop.model import Game, HouseRules
from hearts_desktop.model.transcript import transcript
from tests.model.helpers import play_randomly

GOLDEN = Path(__file__).with_name("golden") / "standard_seed_2026.txt"


def golden_game() -> Game:
    game = Game(HouseRules(), 4, seed=2026)
    play_randomly(game, random.Random(2026))
    return game


def test_golden_transcript() -> None:
    game = golden_game()
    text = transcript(game.log, game.names)
    if os.environ.get("HEARTS_UPDATE_GOLDEN"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8")
    assert text.count("Hand ") == game.hand_number + 1 and "Game over:" in text
