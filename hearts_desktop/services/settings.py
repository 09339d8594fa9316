"""The user's settings: one frozen value, persisted with QSettings.

`AppSettings` is what the table, the menus and the settings dialog share.
`load_settings` never raises: every stored value is parsed and validated on
its own, and a corrupt or out-of-range one falls back to its default with one
translated warning (the caller shows the list once).  Values are stored as
JSON text so that INI files and native back-ends (which disagree about
types: an INI file gives back strings) read back the same thing.

House rules are stored field by field under ``rules/`` (the encoding of
`HouseRules.to_dict`), so that one bad field costs only that field; if the
fields together are impossible for the stored player count
(`HouseRules.problems`) the rules fall back to V1 Standard.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSettings

from hearts_desktop.ai.base import Level
from hearts_desktop.model.cards import Suit, default_seat_names
from hearts_desktop.model.errors import RulesError
from hearts_desktop.model.rules import STANDARD, HouseRules
from hearts_desktop.services import i18n

MIN_PLAYERS, MAX_PLAYERS = 3, 7
DEFAULT_PLAYERS = 4
THINK_TIME_RANGE = (0.1, 30.0)
MAX_NAME_LENGTH = 24
DEFAULT_SUIT_ORDER = (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS)
LANGUAGES: tuple[str, ...] = ("", *i18n.LANGUAGES)  # "" follows the system
"""Language codes the app offers; "" follows the system."""
_CARD_BACK = re.compile(r"^[A-Za-z0-9_-]{1,40}$")


class AnimationSpeed(Enum):
    """How fast cards move on the table (INSTANT: no animation)."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"


# The model keeps its default seat names in English; listing them here lets
# pyside6-lupdate offer them to translators under the context "SeatName".
SEAT_NAME_SOURCES = (
    QT_TRANSLATE_NOOP("SeatName", "South"), QT_TRANSLATE_NOOP("SeatName", "South-West"),
    QT_TRANSLATE_NOOP("SeatName", "West"), QT_TRANSLATE_NOOP("SeatName", "North-West"),
    QT_TRANSLATE_NOOP("SeatName", "North"), QT_TRANSLATE_NOOP("SeatName", "North-East"),
    QT_TRANSLATE_NOOP("SeatName", "East"), QT_TRANSLATE_NOOP("SeatName", "South-East"),
)


def translated_seat_names(players: int) -> tuple[str, ...]:
    """The default seat names (South, West, ...) in the user's language."""
    return tuple(QCoreApplication.translate("SeatName", name) for name in default_seat_names(players))


@dataclass(frozen=True, slots=True)
class AppSettings:
    """Everything the user can set.  Defaults are the first-run values."""

    rules: HouseRules = STANDARD
    players: int = DEFAULT_PLAYERS
    names: tuple[str, ...] = ()
    """One per seat, or empty for the translated default seat names."""
    human_seats: frozenset[int] = frozenset({0})
    levels: tuple[Level, ...] = (Level.STRONG,) * DEFAULT_PLAYERS
    """Computer level per seat (ignored for human seats)."""
    expert_think_time: float = 1.0
    """Seconds the Expert level may think per decision."""
    animation_speed: AnimationSpeed = AnimationSpeed.NORMAL
    click_to_continue: bool = False
    """Wait for a click before a finished trick is collected."""
    card_back: str = "back-blue"
    """A card back's file stem in resources/cards (an unknown one shows the default)."""
    four_colour: bool = False
    suit_order: tuple[Suit, ...] = DEFAULT_SUIT_ORDER
    sort_ascending: bool = True
    large_cards: bool = False
    dark_table: bool = False
    """A dark felt, easier on the eyes in a dim room."""
    double_click_to_play: bool = False
    play_checker: bool = False
    """After a trick, point out a play of the human's that the Expert judged
    clearly worse (issue #7)."""
    language: str = ""
    """A code of LANGUAGES; "" follows the system."""
    sound_on: bool = True
    sound_volume: int = 70
    """0-100, on the player's loudness curve (services/sounds.py)."""

    def seat_names(self) -> tuple[str, ...]:
        """The names to show: the user's, or the translated defaults."""
        if len(self.names) == self.players:
            return self.names
        return translated_seat_names(self.players)

    def level_of(self, seat: int) -> Level:
        """The computer level of `seat` (STRONG when not stored)."""
        return self.levels[seat] if seat < len(self.levels) else Level.STRONG

    def with_players(self, players: int) -> AppSettings:
        """A copy for another player count: names, humans and levels resized."""
        names = self.names[:players] if len(self.names) >= players else ()
        levels = tuple(self.level_of(seat) for seat in range(players))
        humans = frozenset(seat for seat in self.human_seats if seat < players) or frozenset({0})
        return replace(self, players=players, names=names, levels=levels, human_seats=humans)


# -- loading ------------------------------------------------------------------


class _Invalid(Exception):
    """A stored value that cannot be used; the default replaces it."""


def _require(condition: bool) -> None:
    if not condition:
        raise _Invalid


def _as_bool(raw: Any) -> bool:
    _require(isinstance(raw, bool))
    return bool(raw)


def _as_int(raw: Any, low: int, high: int) -> int:
    _require(isinstance(raw, int) and not isinstance(raw, bool) and low <= raw <= high)
    return int(raw)


def _as_float(raw: Any, low: float, high: float) -> float:
    _require(isinstance(raw, (int, float)) and not isinstance(raw, bool))
    value = float(raw)
    _require(low <= value <= high)
    return value


def _as_enum(kind: type[Enum]) -> Callable[[Any], Any]:
    def parse(raw: Any) -> Any:
        try:
            return kind(raw)
        except ValueError:
            raise _Invalid from None
    return parse


def _as_names(raw: Any) -> tuple[str, ...]:
    _require(isinstance(raw, list) and all(isinstance(name, str) for name in raw))
    names = tuple(name.strip() for name in raw)
    _require(all(0 < len(name) <= MAX_NAME_LENGTH for name in names))
    return names


def _as_seats(raw: Any) -> frozenset[int]:
    _require(isinstance(raw, list) and len(raw) > 0)
    return frozenset(_as_int(seat, 0, MAX_PLAYERS - 1) for seat in raw)


def _as_levels(raw: Any) -> tuple[Level, ...]:
    _require(isinstance(raw, list))
    return tuple(_as_enum(Level)(level) for level in raw)


def _as_suit_order(raw: Any) -> tuple[Suit, ...]:
    _require(isinstance(raw, str) and sorted(raw) == sorted("CDSH"))
    return tuple(Suit.from_letter(letter) for letter in raw)


def _as_card_back(raw: Any) -> str:
    _require(isinstance(raw, str) and _CARD_BACK.match(raw) is not None)
    return str(raw)


def _as_language(raw: Any) -> str:
    _require(raw in LANGUAGES)
    return str(raw)


# Storage key -> (AppSettings field, parser).  Rules are handled apart.
_KEYS: dict[str, tuple[str, Callable[[Any], Any]]] = {
    "players/count": ("players", lambda raw: _as_int(raw, MIN_PLAYERS, MAX_PLAYERS)),
    "players/names": ("names", _as_names),
    "players/human_seats": ("human_seats", _as_seats),
    "players/levels": ("levels", _as_levels),
    "players/expert_think_time": ("expert_think_time", lambda raw: _as_float(raw, *THINK_TIME_RANGE)),
    "table/animation_speed": ("animation_speed", _as_enum(AnimationSpeed)),
    "table/click_to_continue": ("click_to_continue", _as_bool),
    "table/card_back": ("card_back", _as_card_back),
    "table/four_colour": ("four_colour", _as_bool),
    "table/suit_order": ("suit_order", _as_suit_order),
    "table/sort_ascending": ("sort_ascending", _as_bool),
    "table/large_cards": ("large_cards", _as_bool),
    "table/dark_table": ("dark_table", _as_bool),
    "table/double_click_to_play": ("double_click_to_play", _as_bool),
    "table/play_checker": ("play_checker", _as_bool),
    "language/language": ("language", _as_language),
    "sound/on": ("sound_on", _as_bool),
    "sound/volume": ("sound_volume", lambda raw: _as_int(raw, 0, 100)),
}

_RULE_FIELDS = tuple(item.name for item in fields(HouseRules))


def _stored(qsettings: QSettings, key: str) -> Any:
    """The JSON-decoded stored value (raises _Invalid if it is not JSON)."""
    raw = qsettings.value(key)
    if isinstance(raw, str):
        try:
            return json.loads(raw)
        except ValueError:
            raise _Invalid from None
    return raw


def _warning(key: str) -> str:
    text = QCoreApplication.translate(
        "Settings", "The stored setting “%1” was not valid and has been reset to its default.")
    return text.replace("%1", key)


def _load_plain(qsettings: QSettings, warnings: list[str]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for key, (name, parse) in _KEYS.items():
        if not qsettings.contains(key):
            continue
        try:
            values[name] = parse(_stored(qsettings, key))
        except _Invalid:
            warnings.append(_warning(key))
    return values


def _load_rules(qsettings: QSettings, players: int, warnings: list[str]) -> HouseRules:
    data: dict[str, Any] = {}
    for name in _RULE_FIELDS:
        key = f"rules/{name}"
        if not qsettings.contains(key):
            continue
        try:
            value = _stored(qsettings, key)
            HouseRules.from_dict({name: value})  # validates this field on its own
            data[name] = value
        except (_Invalid, RulesError):
            warnings.append(_warning(key))
    try:
        rules = HouseRules.from_dict(data)
    except RulesError:
        rules = None
    if rules is None or rules.problems(players):
        warnings.append(QCoreApplication.translate(
            "Settings", "The stored house rules cannot be played by %n players "
            "and have been reset to Standard.", None, players))
        return STANDARD
    return rules


def _fit_to_players(values: dict[str, Any], warnings: list[str]) -> dict[str, Any]:
    """Drop per-seat values whose length does not match the player count."""
    players = values.get("players", DEFAULT_PLAYERS)
    checks: dict[str, Callable[[Any], bool]] = {
        "names": lambda names: len(names) in (0, players),
        "levels": lambda levels: len(levels) == players,
        "human_seats": lambda seats: max(seats) < players,
    }
    for name, fits in checks.items():
        if name in values and not fits(values[name]):
            del values[name]
            warnings.append(_warning(f"players/{name}"))
    if "levels" not in values:
        values["levels"] = (Level.STRONG,) * players
    return values


def load_settings(qsettings: QSettings | None = None) -> tuple[AppSettings, list[str]]:
    """The stored settings and the translated warnings about values that
    were unusable and fell back to their default.  Never raises."""
    store = qsettings if qsettings is not None else QSettings()
    warnings: list[str] = []
    values = _fit_to_players(_load_plain(store, warnings), warnings)
    values["rules"] = _load_rules(store, values.get("players", DEFAULT_PLAYERS), warnings)
    return AppSettings(**values), warnings


# -- saving -------------------------------------------------------------------


def _encode(name: str, value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if name == "suit_order":
        return "".join(suit.letter for suit in value)
    if name == "human_seats":
        return sorted(value)
    if name in ("names", "levels"):
        return [_encode("", item) for item in value]
    return value


def save_settings(settings: AppSettings, qsettings: QSettings | None = None) -> None:
    """Store every field (rules field by field) and sync to disk."""
    store = qsettings if qsettings is not None else QSettings()
    for key, (name, _parse) in _KEYS.items():
        store.setValue(key, json.dumps(_encode(name, getattr(settings, name)), ensure_ascii=False))
    for name, value in settings.rules.to_dict().items():
        store.setValue(f"rules/{name}", json.dumps(value, ensure_ascii=False))
    store.sync()


__all__ = [
    "LANGUAGES",
    "AnimationSpeed",
    "AppSettings",
    "load_settings",
    "save_settings",
    "translated_seat_names",
]
