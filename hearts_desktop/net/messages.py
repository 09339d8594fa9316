"""What a client may send, checked before anything else looks at it.

Each message type has a schema: its exact set of fields and each field's
JSON type.  A message with a missing, extra or wrongly typed field, an
unknown type or a value out of range raises `ProtocolError` (the host then
answers with an error and closes the connection).  Actions are parsed into
the model's own `Action` values; whether they are legal is the model's
decision, made by the host through the checked API.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Any

from hearts_desktop.model.actions import Action, MoonAction, PassAction, PlayAction
from hearts_desktop.model.cards import Card
from hearts_desktop.model.rules import MoonChoice
from hearts_desktop.net.wire import ProtocolError

MAX_NAME = 24
"""Characters in a player's name."""
CODE_DIGITS = 6
MAX_ID = 2**31 - 1
MAX_PASS = 13

CLIENT_SCHEMAS: dict[str, dict[str, type]] = {
    "join": {"type": str, "version": int, "code": str, "name": str},
    "play": {"type": str, "id": int, "seat": int, "card": str},
    "pass": {"type": str, "id": int, "seat": int, "cards": list},
    "moon": {"type": str, "id": int, "seat": int, "choice": str},
    "ping": {"type": str, "id": int},
    "again": {"type": str},
    "kept": {"type": str, "game": int},
    "bye": {"type": str},
}
"""Every field of every message a client may send, and its JSON type."""


@dataclass(frozen=True, slots=True)
class Join:
    version: int
    code: str
    name: str


@dataclass(frozen=True, slots=True)
class ActionRequest:
    id: int
    action: Action


@dataclass(frozen=True, slots=True)
class Ping:
    id: int


@dataclass(frozen=True, slots=True)
class Again:
    """At a finished table: this seat would play the next game (protocol 2)."""


@dataclass(frozen=True, slots=True)
class Kept:
    """This seat has kept the record of the table's game `game` (protocol 4):
    the host need not send it again."""

    game: int


@dataclass(frozen=True, slots=True)
class Bye:
    pass


ClientMessage = Join | ActionRequest | Ping | Again | Kept | Bye


def parse_client_message(data: dict[str, Any]) -> ClientMessage:
    kind = data.get("type")
    schema = CLIENT_SCHEMAS.get(kind) if isinstance(kind, str) else None
    if schema is None or not isinstance(kind, str):
        raise ProtocolError(f"unknown message type {str(kind)[:40]!r}")
    _check_fields(kind, data, schema)
    if kind == "join":
        return Join(data["version"], _code(data["code"]), clean_name(data["name"]))
    if kind == "ping":
        return Ping(_id(data["id"]))
    if kind == "again":
        return Again()
    if kind == "kept":
        return Kept(_id(data["game"]))
    if kind == "bye":
        return Bye()
    return ActionRequest(_id(data["id"]), _action(kind, data))


def _check_fields(kind: str, data: dict[str, Any], schema: dict[str, type]) -> None:
    missing = sorted(set(schema) - set(data))
    extra = sorted(set(data) - set(schema))
    if missing or extra:
        what = ", ".join([f"missing {name!r}" for name in missing]
                         + [f"unknown {name[:40]!r}" for name in extra])
        raise ProtocolError(f"a {kind!r} message has the wrong fields: {what}")
    for name, wanted in schema.items():
        value = data[name]
        # JSON true/false are Python bools, which are ints: never a number here.
        if not isinstance(value, wanted) or (wanted is int and isinstance(value, bool)):
            raise ProtocolError(f"{kind!r}.{name} must be {_JSON_TYPE[wanted]}")


_JSON_TYPE = {str: "a string", int: "a whole number", list: "a list"}


def _id(value: int) -> int:
    if not 0 <= value <= MAX_ID:
        raise ProtocolError(f"an id must be between 0 and {MAX_ID}")
    return value


def _code(value: str) -> str:
    if len(value) != CODE_DIGITS or not value.isascii() or not value.isdigit():
        raise ProtocolError(f"a join code is {CODE_DIGITS} digits")
    return value


def clean_name(value: str) -> str:
    """A player's name as plain text: no control or format characters, no
    surrounding space, 1–`MAX_NAME` characters.  (Shown in Qt widgets as
    plain text and escaped in every export.)"""
    text = "".join(char for char in value if unicodedata.category(char)[0] not in "CZ" or char == " ")
    text = " ".join(text.split())
    if not text:
        raise ProtocolError("a name must have at least one visible character")
    if len(text) > MAX_NAME:
        raise ProtocolError(f"a name has at most {MAX_NAME} characters")
    return text


def _card(code: object) -> Card:
    if not isinstance(code, str) or len(code) > 3:
        raise ProtocolError("a card is a code such as 'QS'")
    try:
        return Card.from_str(code)
    except (ValueError, KeyError):
        raise ProtocolError(f"{code!r} is not a card") from None


def _action(kind: str, data: dict[str, Any]) -> Action:
    seat: int = data["seat"]
    if kind == "play":
        return PlayAction(seat, _card(data["card"]))
    if kind == "pass":
        cards = data["cards"]
        if len(cards) > MAX_PASS:
            raise ProtocolError(f"a pass has at most {MAX_PASS} cards")
        return PassAction(seat, tuple(_card(code) for code in cards))
    try:
        return MoonAction(seat, MoonChoice(data["choice"]))
    except ValueError:
        raise ProtocolError(f"{str(data['choice'])[:40]!r} is not a moon choice") from None


def action_message(request_id: int, action: Action) -> dict[str, Any]:
    """What a client sends for `action` (the inverse of `parse_client_message`)."""
    if isinstance(action, PlayAction):
        return {"type": "play", "id": request_id, "seat": action.seat, "card": action.card.code}
    if isinstance(action, PassAction):
        return {"type": "pass", "id": request_id, "seat": action.seat,
                "cards": [card.code for card in action.cards]}
    return {"type": "moon", "id": request_id, "seat": action.seat, "choice": action.choice.value}
