"""What the host sends, as JSON: model values written generically (cards by
code, enums by value, dataclasses by field), and events redacted to what
one seat may know.

With each finished game's record the host sends the games finished at the
table since it opened (`FinishedGame`, the `table` field): who played, who won,
each named by `network_game_key`, the key every seat gives the same game, so
every seat counts the same games won, and merges the list with the games it
saw without counting one twice.  The host saves the list with its game.

Redaction follows `model.observation`: a seat sees its own dealt hand, its
own pass and what it received; of other seats only how many cards they were
dealt or passed.  Every other event is public.  The client reads values
back with `from_wire`, driven by the model's own type hints.
"""

from __future__ import annotations

import dataclasses
import re
import types
import typing
from collections.abc import Callable
from enum import Enum
from functools import cache
from typing import Any

from hearts_desktop.model import events as ev
from hearts_desktop.model.cards import ALL_CARDS, Card, Seat
from hearts_desktop.model.observation import HIDDEN, Observation, PublicState
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import HouseRules
from hearts_desktop.model.scoring import HandScore
from hearts_desktop.services.stats import network_game_key

EVENT_TYPES: dict[str, type] = {cls.__name__: cls for cls in typing.get_args(ev.Event)}


_LASTING = (HandScore, HouseRules)
"""Values that never change once made: a hand's score, the rules."""


def to_wire(value: object, known: dict[int, tuple[object, Any]] | None = None) -> Any:
    """A model value as plain JSON values.  With `known` (see `WireCache`),
    lasting values are encoded once."""
    kind = type(value)
    if kind in _PLAIN:  # most values are numbers: the fast way first
        return value
    if kind is tuple or kind is list:
        return [to_wire(item, known) for item in value]  # type: ignore[attr-defined]
    if kind is Card:
        return value.code  # type: ignore[attr-defined]
    if known is not None and isinstance(value, _LASTING):
        hit = known.get(id(value))
        if hit is None or hit[0] is not value:
            hit = known[id(value)] = value, to_wire(value)  # holding the value keeps its id unique
        return hit[1]
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, HouseRules):
        return value.to_dict()
    names = _field_names(kind)
    if names:
        return {name: to_wire(getattr(value, name), known) for name in names}
    if isinstance(value, frozenset):
        return sorted(to_wire(item) for item in value)
    raise TypeError(f"{kind.__name__} does not travel")


_PLAIN = frozenset({int, str, bool, type(None)})


_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(kind: type) -> tuple[str, ...]:
    """A dataclass's fields in order; () for anything else (remembered per class)."""
    names = _FIELDS.get(kind)
    if names is None:
        names = _FIELDS[kind] = tuple(item.name for item in dataclasses.fields(kind)) \
            if dataclasses.is_dataclass(kind) else ()
    return names


class WireCache:
    """`to_wire` for one game's messages: late in a game most of an
    observation is the score history, encoded once instead of per message."""

    def __init__(self) -> None:
        self._known: dict[int, tuple[object, Any]] = {}

    def to_wire(self, value: object) -> Any:
        return to_wire(value, self._known)


def event_for_seat(event: ev.Event, seat: Seat, encoded: dict[str, Any] | None = None) -> dict[str, Any]:
    """`event` as `seat` may know it, tagged with its kind (`encoded`: the
    event's `to_wire`, made once for every seat; it is not changed)."""
    data: dict[str, Any] = dict(encoded) if encoded is not None else to_wire(event)
    if isinstance(event, ev.HandDealt):
        data["hands"] = [data["hands"][other] if other == seat else len(hand)
                         for other, hand in enumerate(event.hands)]
    elif _hides_pass(event, seat):
        data["cards"] = len(data["cards"])
    data["kind"] = type(event).__name__
    return data


def _hides_pass(event: ev.Event, seat: Seat) -> bool:
    """A pass seen from a seat that neither gave nor received it."""
    if isinstance(event, ev.PassCommitted):
        return event.seat != seat
    return isinstance(event, ev.CardsPassed) and seat not in (event.from_seat, event.to_seat)


# -- reading on the client ---------------------------------------------------------


class WireError(ValueError):
    """The host sent a value the model's types cannot hold."""


def from_wire(kind: Any, data: Any) -> Any:
    """Inverse of `to_wire` for a value of the type `kind`."""
    return _decoder(kind)(data)


Decoder = Callable[[Any], Any]


@cache
def _decoder(kind: Any) -> Decoder:
    """A reader for values of `kind`, made once from its type hints: the
    client reads an observation after every action, and looking at the
    hints for every value of it cost milliseconds."""
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(kind)
        inner = _decoder(next(option for option in options if option is not type(None)))
        if type(None) not in options:
            return inner
        return lambda data: None if data is None else inner(data)
    if origin is tuple:
        args = typing.get_args(kind)
        if len(args) == 2 and args[1] is Ellipsis:
            item = _decoder(args[0])
            if args[0] in _LASTING:
                return _lasting_items(item)
            return lambda data: tuple([item(value) for value in _list(data)])
        readers = [_decoder(arg) for arg in args]

        def fixed(data: Any) -> tuple[Any, ...]:
            if len(_list(data)) != len(readers):
                raise WireError(f"expected {len(readers)} values, got {len(data)}")
            return tuple([read(value) for read, value in zip(readers, data, strict=True)])
        return fixed
    if origin is frozenset:
        item = _decoder(typing.get_args(kind)[0])
        return lambda data: frozenset(item(value) for value in _list(data))
    if kind is Card:
        return _card
    if kind is HouseRules:
        return _rules
    if isinstance(kind, type) and issubclass(kind, Enum):
        return _enum_reader(kind)
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return _dataclass_reader(kind)
    if kind in (int, str, bool):
        def plain(data: Any) -> Any:
            _expect(data, kind)
            return data
        return plain
    raise WireError(f"cannot read a {kind}")


def _list(data: Any) -> list[Any]:
    if type(data) is not list:
        raise WireError(f"expected list, got {type(data).__name__}")
    return data


_CARDS = {card.code: card for card in ALL_CARDS}


def _card(data: Any) -> Card:
    card = _CARDS.get(data) if type(data) is str else None
    if card is None:
        raise WireError(f"not a card: {data!r}")
    return card


_last_rules: list[tuple[dict[str, Any], HouseRules]] = []


def _rules(data: Any) -> HouseRules:
    """The rules come with every message and hardly ever change."""
    _expect(data, dict)
    if _last_rules and _last_rules[0][0] == data:
        return _last_rules[0][1]
    rules = HouseRules.from_dict(data)
    _last_rules[:] = [(data, rules)]
    return rules


def _lasting_items(item: Decoder) -> Decoder:
    """A growing list of values that never change once made (the score
    history): the items read before are kept, and an item equal to the
    one read at its place last time is not read again."""
    known: list[tuple[Any, Any]] = []

    def read(data: Any) -> tuple[Any, ...]:
        values = []
        for index, raw in enumerate(_list(data)):
            if index < len(known) and known[index][0] == raw:
                values.append(known[index][1])
                continue
            value = item(raw)
            del known[index:]
            known.append((raw, value))
            values.append(value)
        return tuple(values)
    return read


def _enum_reader(kind: type[Enum]) -> Decoder:
    members = {member.value: member for member in kind}

    def read(data: Any) -> Enum:
        try:
            return members[data]
        except (KeyError, TypeError):
            raise WireError(f"not a {kind.__name__}: {data!r}") from None
    return read


def _dataclass_reader(kind: type) -> Decoder:
    fields = [(name, _decoder(hint)) for name, hint in _hints(kind).items()]

    def read(data: Any) -> Any:
        if type(data) is not dict:
            raise WireError(f"expected dict, got {type(data).__name__}")
        try:
            return kind(**{name: reader(data[name]) for name, reader in fields})
        except KeyError as missing:
            raise WireError(f"a {kind.__name__} without {missing}") from None
    return read


@cache
def _hints(kind: type) -> dict[str, Any]:
    names = {item.name for item in dataclasses.fields(kind)}
    return {name: hint for name, hint in typing.get_type_hints(kind).items() if name in names}


def _expect(data: Any, kind: type) -> None:
    if not isinstance(data, kind) or (kind is int and isinstance(data, bool)):
        raise WireError(f"expected {kind.__name__}, got {type(data).__name__}")


def read_observation(data: Any) -> Observation:
    result: Observation = from_wire(Observation, data)
    return result


def read_public(data: Any) -> PublicState:
    result: PublicState = from_wire(PublicState, data)
    return result


def read_event(data: Any, seat: Seat) -> ev.Event:
    """An event as the host sent it to `seat`, with stand-ins (`HIDDEN`)
    for the cards it may not see: another seat's dealt hand and a pass it
    neither gave nor received come as a count.  Our own cards must come as
    cards.  Raises `WireError` if it does not fit the model's types."""
    if type(data) is not dict:
        raise WireError(f"an event must be an object, not {type(data).__name__}")
    name = data.get("kind")
    kind = EVENT_TYPES.get(name) if type(name) is str else None
    if kind is None:
        raise WireError(f"unknown event {str(data.get('kind'))[:40]!r}")
    fields = {key: value for key, value in data.items() if key != "kind"}
    if kind is ev.HandDealt:
        hands = _list(fields.get("hands"))
        fields["hands"] = [hand if other == seat else _stand_ins(hand) for other, hand in enumerate(hands)]
    elif kind is ev.PassCommitted:
        if fields.get("seat") != seat:
            fields["cards"] = _stand_ins(fields.get("cards"))
    elif kind is ev.CardsPassed and seat not in (fields.get("from_seat"), fields.get("to_seat")):
        fields["cards"] = _stand_ins(fields.get("cards"))
    event: ev.Event = from_wire(kind, fields)
    return event


def _stand_ins(cards: Any) -> Any:
    """A count of hidden cards as that many stand-ins."""
    if type(cards) is int:
        if not 0 <= cards <= 104:
            raise WireError(f"{cards} hidden cards")
        return [HIDDEN.code] * cards
    return cards


# -- the games finished at a table ------------------------------------------------------

TABLE_GAMES = "table_games"
"""The saved table game's metadata key that holds the list (`FinishedGame.to_wire` each)."""
TABLE_GAMES_KEPT = 64
"""The most recent games a host keeps and sends (an evening's, many times over)."""
_MOST_PLAYERS = 7
_NAME_CHARACTERS = 64
"""A name in the list is a seat's name (at most `MAX_NAME`), or a model's default: kept short anyway."""
_KEY = re.compile(r"[0-9a-f]{64}")


@dataclasses.dataclass(frozen=True)
class FinishedGame:
    key: str
    """`network_game_key` of the game's record."""
    names: tuple[str, ...]
    """Each seat's name in that game (the model's default names untranslated)."""
    winners: tuple[Seat, ...]
    """The seats that won it (a shared lowest total: more than one)."""

    @classmethod
    def of(cls, record: GameRecord, winners: tuple[Seat, ...]) -> FinishedGame:
        return cls(network_game_key(record), tuple(record.names), winners)

    def to_wire(self) -> dict[str, Any]:
        return {"key": self.key, "names": list(self.names), "winners": list(self.winners)}


def table_games_from_wire(value: object) -> list[FinishedGame]:
    """The host's list as sent (or saved); ValueError naming what does not fit."""
    if not isinstance(value, list) or len(value) > TABLE_GAMES_KEPT:
        raise ValueError(f"a list of at most {TABLE_GAMES_KEPT} games, not {type(value).__name__}")
    games: list[FinishedGame] = []
    for entry in value:
        if not isinstance(entry, dict):
            raise ValueError(f"a game that is a {type(entry).__name__}")
        key, names, winners = entry.get("key"), entry.get("names"), entry.get("winners")
        if not isinstance(key, str) or not _KEY.fullmatch(key):
            raise ValueError("a game without its key")
        if not isinstance(names, list) or not 3 <= len(names) <= _MOST_PLAYERS \
                or not all(isinstance(name, str) and 0 < len(name) <= _NAME_CHARACTERS for name in names):
            raise ValueError("a game whose names do not fit")
        if not isinstance(winners, list) or not winners or len(set(winners)) != len(winners) \
                or not all(type(seat) is int and 0 <= seat < len(names) for seat in winners):
            raise ValueError("a game whose winners are not its seats")
        games.append(FinishedGame(key, tuple(names), tuple(winners)))
    return games
