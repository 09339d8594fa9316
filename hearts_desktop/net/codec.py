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

EVENT_TYPES: dict[str, type] = {cls.__name__: cls for cls in typing.get_args(ev.Event)}


def to_wire(value: object) -> Any:
    """A model value as plain JSON values."""
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, HouseRules):
        return value.to_dict()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {item.name: to_wire(getattr(value, item.name)) for item in dataclasses.fields(value)}
    if isinstance(value, frozenset):
        return sorted(to_wire(item) for item in value)
    if isinstance(value, (tuple, list)):
        return [to_wire(item) for item in value]
    if value is None or isinstance(value, (bool, int, str)):
        return value
    raise TypeError(f"{type(value).__name__} does not travel")


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

