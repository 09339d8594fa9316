"""What the host sends, as JSON: model values written generically (cards by
code, enums by value, dataclasses by field), and events redacted to what
one seat may know.

Redaction follows `model.observation`: a seat sees its own dealt hand, its
own pass and what it received; of other seats only how many cards they were
dealt or passed.  Every other event is public.  The client reads values
back with `from_wire`, driven by the model's own type hints.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from enum import Enum
from functools import cache
from typing import Any

from hearts_desktop.model import events as ev
from hearts_desktop.model.cards import Card, Seat
from hearts_desktop.model.observation import Observation, PublicState
from hearts_desktop.model.rules import HouseRules
from hearts_desktop.model.scoring import HandScore

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


def event_for_seat(event: ev.Event, seat: Seat) -> dict[str, Any]:
    """`event` as `seat` may know it, tagged with its kind."""
    data: dict[str, Any] = to_wire(event)
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
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(kind)
        if data is None and type(None) in options:
            return None
        for option in options:
            if option is not type(None):
                return from_wire(option, data)
    if origin is tuple:
        args = typing.get_args(kind)
        _expect(data, list)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_wire(args[0], item) for item in data)
        if len(args) != len(data):
            raise WireError(f"expected {len(args)} values, got {len(data)}")
        return tuple(from_wire(arg, item) for arg, item in zip(args, data, strict=True))
    if origin is frozenset:
        _expect(data, list)
        return frozenset(from_wire(typing.get_args(kind)[0], item) for item in data)
    if kind is Card:
        _expect(data, str)
        return Card.from_str(data)
    if kind is HouseRules:
        _expect(data, dict)
        return HouseRules.from_dict(data)
    if isinstance(kind, type) and issubclass(kind, Enum):
        return kind(data)
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        _expect(data, dict)
        return kind(**{name: from_wire(hint, data[name]) for name, hint in _hints(kind).items()})
    if kind in (int, str, bool):
        _expect(data, kind)
        return data
    raise WireError(f"cannot read a {kind}")


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


def read_public_event(data: dict[str, Any]) -> ev.Event | None:
    """A public event as the model's value; None for the kinds a seat may
    see only in part (a deal, a pass), which clients read field by field."""
    kind = EVENT_TYPES.get(str(data.get("kind")))
    if kind is None or kind in (ev.HandDealt, ev.PassCommitted, ev.CardsPassed):
        return None
    fields = {key: value for key, value in data.items() if key != "kind"}
    event: ev.Event = from_wire(kind, fields)
    return event

