"""What a client may send: one schema per message type, nothing more."""

from __future__ import annotations

from typing import Any

import pytest

from hearts_desktop.model.actions import MoonAction, PassAction, PlayAction
from hearts_desktop.model.cards import cards_from_str
from hearts_desktop.model.rules import MoonChoice
from hearts_desktop.net.messages import (
    CLIENT_SCHEMAS,
    MAX_NAME,
    ActionRequest,
    Again,
    Bye,
    Join,
    Kept,
    Ping,
    action_message,
    clean_name,
    parse_client_message,
)
from hearts_desktop.net.wire import ProtocolError

VALID: dict[str, dict[str, Any]] = {
    "join": {"type": "join", "version": 1, "code": "012345", "name": "Åsa"},
    "play": {"type": "play", "id": 3, "seat": 1, "card": "QS"},
    "pass": {"type": "pass", "id": 4, "seat": 2, "cards": ["2C", "AH", "TD"]},
    "moon": {"type": "moon", "id": 5, "seat": 0, "choice": "add_to_others"},
    "ping": {"type": "ping", "id": 6},
    "again": {"type": "again"},
    "kept": {"type": "kept", "game": 2},
    "bye": {"type": "bye"},
}


def test_every_schema_has_an_example() -> None:
    assert set(VALID) == set(CLIENT_SCHEMAS)


def test_valid_messages_parse_into_model_values() -> None:
    parsed = {kind: parse_client_message(data) for kind, data in VALID.items()}
    assert parsed["join"] == Join(1, "012345", "Åsa")
    assert parsed["play"] == ActionRequest(3, PlayAction(1, cards_from_str("QS")[0]))
    assert parsed["pass"] == ActionRequest(4, PassAction(2, tuple(cards_from_str("2C AH TD"))))
    assert parsed["moon"] == ActionRequest(5, MoonAction(0, MoonChoice.ADD_TO_OTHERS))
    assert parsed["ping"] == Ping(6)
    assert parsed["again"] == Again()
    assert parsed["kept"] == Kept(2)
    assert parsed["bye"] == Bye()


@pytest.mark.parametrize("kind", sorted(VALID))
def test_a_missing_an_extra_or_a_mistyped_field_is_refused(kind: str) -> None:
    data = VALID[kind]
    for name in data:
        if name == "type":
            continue
        with pytest.raises(ProtocolError, match="missing"):
            parse_client_message({key: value for key, value in data.items() if key != name})
        for wrong in (None, True, 1.5, {}, "x" if not isinstance(data[name], str) else 7,
                      [] if not isinstance(data[name], list) else "2C"):
            with pytest.raises(ProtocolError):
                parse_client_message({**data, name: wrong})
    with pytest.raises(ProtocolError, match="unknown 'extra'"):
        parse_client_message({**data, "extra": 1})


@pytest.mark.parametrize("data", [
    {"type": "hello"},
    {"type": "play", "id": -1, "seat": 0, "card": "QS"},
    {"type": "play", "id": 2**40, "seat": 0, "card": "QS"},
    {"type": "play", "id": 1, "seat": 0, "card": "ZZ"},
    {"type": "play", "id": 1, "seat": 0, "card": "QS" * 100},
    {"type": "pass", "id": 1, "seat": 0, "cards": ["2C"] * 14},
    {"type": "pass", "id": 1, "seat": 0, "cards": [2]},
    {"type": "moon", "id": 1, "seat": 0, "choice": "both"},
    {"type": "kept", "game": -1},
    {"type": "join", "version": 1, "code": "12345", "name": "a"},
    {"type": "join", "version": 1, "code": "١٢٣٤٥٦", "name": "a"},  # digits, but not ASCII
    {"type": "join", "version": 1, "code": "123456", "name": "\u200b\n\t"},
])
def test_values_out_of_range_are_refused(data: dict[str, Any]) -> None:
    with pytest.raises(ProtocolError):
        parse_client_message(data)


def test_names_are_plain_text_of_limited_length() -> None:
    assert clean_name("  Ann\x1b[31m \n Lee\u202e ") == "Ann[31m Lee"
    assert clean_name("<b>Bo</b>") == "<b>Bo</b>"  # kept as text; every view shows it as plain text
    assert clean_name("x" * MAX_NAME) == "x" * MAX_NAME
    with pytest.raises(ProtocolError, match="at most"):
        clean_name("x" * (MAX_NAME + 1))


def test_a_clients_action_message_parses_back_to_the_action() -> None:
    for action in (PlayAction(2, cards_from_str("TH")[0]), PassAction(1, tuple(cards_from_str("2C 3C 4C"))),
                   MoonAction(3, MoonChoice.SUBTRACT_FROM_SELF)):
        assert parse_client_message(action_message(9, action)) == ActionRequest(9, action)


def test_docs_protocol_lists_every_message_and_field() -> None:
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs" / "PROTOCOL.md").read_text(encoding="utf-8")
    for kind, schema in CLIENT_SCHEMAS.items():
        row = next((line for line in text.splitlines() if line.startswith(f"| `{kind}` |")), None)
        assert row is not None, f"docs/PROTOCOL.md does not describe {kind!r}"
        for name in schema:
            assert name == "type" or f"`{name}`" in row, f"{kind}.{name} is missing from its row"
