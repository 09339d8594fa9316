"""Model errors are English by design: the views say every reason the model
raises in the user's language, from the error's fields."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hearts_desktop.model.cards import Card
from hearts_desktop.model.errors import HeartsError, IllegalPassError, IllegalPlayError, WrongPhaseError
from hearts_desktop.model.game import Game
from hearts_desktop.model.rules import STANDARD
from hearts_desktop.model.state import Phase
from hearts_desktop.views.words.texts import explain_error

MODEL = Path(__file__).resolve().parents[2] / "hearts_desktop" / "model"
FALLBACK = "that is against the rules"


def _raised(pattern: str) -> set[str]:
    found = set()
    for path in MODEL.glob("*.py"):
        found.update(re.findall(pattern, path.read_text(encoding="utf-8")))
    return found


def test_every_reason_the_model_raises_has_its_own_sentence(qapp: object) -> None:
    reasons = _raised(r'reason="([^"]+)"')
    assert {"turn", "phase", "not in hand", "count", "deal", "rules"} <= reasons
    for reason in reasons:
        for phase in Phase:
            text = explain_error(HeartsError("x", phase=phase, reason=reason))
            assert FALLBACK not in text, (reason, phase)


def test_every_rule_of_the_legality_cascade_has_its_own_sentence(qapp: object) -> None:
    rules = _raised(r'return "([RH]\d+)", ')
    assert {"R6", "R7", "R8", "R9", "H5"} <= rules
    for rule in rules:
        text = explain_error(IllegalPlayError("x", card=Card.from_str("7H"), rule=rule, reason="english"))
        assert FALLBACK not in text and text.endswith(f"({rule})")


@pytest.mark.parametrize(("make", "expected"), [
    (lambda g: g.illegal_reason((g.turn + 1) % 4, g.hand((g.turn + 1) % 4)[0]), "it is not your turn (R4)"),
    (lambda g: _pass_error(g), "you have already passed (R5)"),
])
def test_errors_of_a_real_game(qapp: object, make, expected: str) -> None:  # type: ignore[no-untyped-def]
    game = Game(STANDARD.with_changes(pass_cycle=(_none(),)), 4, seed=5)
    error = make(game)
    assert isinstance(error, HeartsError) and explain_error(error).endswith(expected)


def _none():  # type: ignore[no-untyped-def]
    from hearts_desktop.model.cards import PassDirection

    return PassDirection.NONE


def _pass_error(_game: Game) -> HeartsError:
    game = Game(STANDARD, 4, seed=5)
    game.pass_cards(0, game.hand(0)[:3])
    try:
        game.pass_cards(0, game.hand(0)[:3])
    except (IllegalPassError, WrongPhaseError) as error:
        return error
    raise AssertionError("passing twice was accepted")


def test_a_pass_names_the_card_as_passed_not_played(qapp: object) -> None:
    error = IllegalPassError("x", card=Card.from_str("QS"), rule="R5", reason="not in hand")
    assert explain_error(error) == "You may not pass the Queen of spades: that card is not in your hand (R5)"
