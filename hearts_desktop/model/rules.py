"""House rules (H1–H17) as one frozen, validated value, and the presets V1–V5.

Each field documents its rule id and default.  Presets are values of
`HouseRules`, never subclasses.  `__post_init__` refuses a value that is
impossible for every player count; `problems(players)` lists what is
impossible for a given player count (the settings dialog shows those inline,
`check(players)` raises the first one).

Decisions where RULES.md is silent (written down here so tests can name them):
- H7 "points on the first trick" forbids every card that carries penalty
  points (hearts, the Q♠, and A♠/K♠ under H15); the bonus card is allowed.
- Shooting the sun (H17) is settled "like the moon", so it needs a moon
  settlement (H4 not "no moon").
- Cancellation Hearts (V5) needs 5–7 players (two decks).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, replace
from enum import Enum
from typing import Any

from hearts_desktop.model.cards import (
    TWO_OF_CLUBS,
    TWO_OF_DIAMONDS,
    Card,
    PassDirection,
)
from hearts_desktop.model.errors import RulesError


class MoonSettlement(Enum):
    """H4: how a shot moon (R11) is settled."""

    SHOOTER_CHOOSES = "shooter_chooses"
    ADD_TO_OTHERS = "add_to_others"
    SUBTRACT_FROM_SHOOTER = "subtract_from_shooter"
    BEST_FOR_SHOOTER = "best_for_shooter"
    NO_MOON = "no_moon"


class MoonChoice(Enum):
    """The shooter's decision when H4 asks for one."""

    ADD_TO_OTHERS = "add_to_others"
    SUBTRACT_FROM_SELF = "subtract_from_self"


class FirstLead(Enum):
    """H5: who leads the first trick, and what (R6)."""

    LOWEST_CLUB = "lowest_club"
    ANY_CLUB = "any_club"
    LEFT_OF_DEALER = "left_of_dealer"


class TieRule(Enum):
    """H6: a tie for the lowest total at the end (R12)."""

    SHARED_WIN = "shared_win"
    PLAY_ON = "play_on"


class BonusCard(Enum):
    """H12: a card worth −10 to whoever takes it."""

    NONE = "none"
    JACK_OF_DIAMONDS = "jack_of_diamonds"
    TEN_OF_DIAMONDS = "ten_of_diamonds"


class HeartValues(Enum):
    """H14: what each heart counts."""

    ONE_EACH = "one_each"
    FACE_VALUE = "face_value"


STANDARD_PASS_CYCLE_4 = (
    PassDirection.LEFT,
    PassDirection.RIGHT,
    PassDirection.ACROSS,
    PassDirection.NONE,
)
STANDARD_PASS_CYCLE_OTHER = (PassDirection.LEFT, PassDirection.RIGHT)

TARGET_RANGE = (10, 1000)
PASS_COUNT_RANGE = (1, 4)
NO_TRICK_BONUS = -5
BONUS_CARD_VALUE = -10


@dataclass(frozen=True, slots=True)
class HouseRules:
    """Every house rule of RULES.md with its default (V1 Standard)."""

    target_score: int = 100
    """H1: the game ends after the hand in which someone reaches this (10–1000)."""
    three_player_removed: Card = TWO_OF_DIAMONDS
    """H2: the card removed with three players: 2♦ or 2♣ (R3)."""
    queen_breaks_hearts: bool = True
    """H3: playing the Q♠ breaks hearts (R9)."""
    moon: MoonSettlement = MoonSettlement.SHOOTER_CHOOSES
    """H4: how shooting the moon (R11) is settled."""
    first_lead: FirstLead = FirstLead.LOWEST_CLUB
    """H5: who leads the first trick and with what (R6)."""
    tie: TieRule = TieRule.SHARED_WIN
    """H6: a tie for the lowest total at the end (R12)."""
    points_on_first_trick: bool = False
    """H7: penalty cards may be discarded on the first trick (default: no, R8)."""
    pass_cycle: tuple[PassDirection, ...] | None = None
    """H8: None for the cycle of R5, or a custom repeating sequence."""
    cards_passed: int = 3
    """H9: how many cards each player passes (1–4)."""
    hearts_must_be_broken: bool = True
    """H10: hearts may not be led until broken (R9)."""
    no_trick_bonus: bool = False
    """H11: −5 for taking no trick (not in a hand where the moon was shot)."""
    bonus_card: BonusCard = BonusCard.NONE
    """H12: J♦ or 10♦ counts −10 (never needed for the moon)."""
    exact_target_reset: bool = False
    """H13: a total of exactly the target drops to half of it."""
    heart_values: HeartValues = HeartValues.ONE_EACH
    """H14: each heart 1, or its face value (2–10, J 11, Q 12, K 13, A 14)."""
    extra_penalty_spades: bool = False
    """H15: A♠ counts 7 and K♠ 10 (Black Maria)."""
    queen_value: int = 13
    """H16: the Q♠ counts 13 or 25."""
    shoot_the_sun: bool = False
    """H17: taking every trick is settled like the moon with twice the amount."""
    cancellation: bool = False
    """V5: two decks, a widow, no passing, identical cards in a trick cancel."""

    def __post_init__(self) -> None:
        problem = next(iter(self._own_problems()), None)
        if problem is not None:
            raise problem

    # -- validation -------------------------------------------------------

    def _own_problems(self) -> list[RulesError]:
        found: list[RulesError] = []
        low, high = TARGET_RANGE
        if not isinstance(self.target_score, int) or not low <= self.target_score <= high:
            found.append(RulesError(
                f"Target score must be between {low} and {high}, not {self.target_score} (H1)",
                setting="target_score", rule="H1"))
        if self.three_player_removed not in (TWO_OF_DIAMONDS, TWO_OF_CLUBS):
            found.append(RulesError(
                f"With three players the 2♦ or the 2♣ is removed, not {self.three_player_removed} (H2)",
                setting="three_player_removed", rule="H2"))
        low, high = PASS_COUNT_RANGE
        if not isinstance(self.cards_passed, int) or not low <= self.cards_passed <= high:
            found.append(RulesError(
                f"Cards passed must be between {low} and {high}, not {self.cards_passed} (H9)",
                setting="cards_passed", rule="H9"))
        if self.pass_cycle is not None and len(self.pass_cycle) == 0:
            found.append(RulesError(
                "A custom pass cycle needs at least one step (H8)",
                setting="pass_cycle", rule="H8"))
        if self.queen_value not in (13, 25):
            found.append(RulesError(
                f"The Q♠ counts 13 or 25, not {self.queen_value} (H16)",
                setting="queen_value", rule="H16"))
        if self.shoot_the_sun and self.moon is MoonSettlement.NO_MOON:
            found.append(RulesError(
                "Shooting the sun is settled like the moon, so it needs a moon "
                "settlement other than 'no moon' (H17, H4)",
                setting="shoot_the_sun", rule="H17"))
        return found

    def problems(self, players: int) -> list[RulesError]:
        """Everything that makes these rules impossible with `players` players."""
        found = self._own_problems()
        if not 3 <= players <= 7:
            found.append(RulesError(
                f"Hearts is played by 3 to 7 players, not {players} (R1)",
                setting="players", rule="R1"))
            return found
        if self.cancellation and players < 5:
            found.append(RulesError(
                f"Cancellation Hearts needs 5 to 7 players, not {players} (V5)",
                setting="cancellation", rule="V5"))
        if players % 2 and PassDirection.ACROSS in self.pass_cycle_for(players):
            found.append(RulesError(
                f"Passing across needs an even number of players, not {players} (H8)",
                setting="pass_cycle", rule="H8"))
        return found

    def check(self, players: int) -> None:
        """Raise the first problem of `problems(players)`, if any."""
        found = self.problems(players)
        if found:
            raise found[0]

    # -- derived values ---------------------------------------------------

    def pass_cycle_for(self, players: int) -> tuple[PassDirection, ...]:
        """The repeating pass sequence for `players` (R5 or H8)."""
        if self.pass_cycle is not None:
            return self.pass_cycle
        return STANDARD_PASS_CYCLE_4 if players == 4 else STANDARD_PASS_CYCLE_OTHER

    def pass_direction(self, hand_number: int, players: int) -> PassDirection:
        """The pass direction of hand `hand_number` (0-based)."""
        if self.cancellation:
            return PassDirection.NONE  # V5: no passing
        cycle = self.pass_cycle_for(players)
        return cycle[hand_number % len(cycle)]

    @property
    def decks(self) -> int:
        return 2 if self.cancellation else 1

    def with_changes(self, **changes: Any) -> HouseRules:
        """A copy with some fields changed, validated again."""
        return replace(self, **changes)

    # -- serialisation ----------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values: enums by value, cards by code."""
        out: dict[str, Any] = {}
        for name, value in asdict(self).items():
            out[name] = _encode(value)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> HouseRules:
        """Inverse of `to_dict`.  Missing fields take their default; an
        unknown field or a wrong value raises `RulesError` naming it."""
        if not isinstance(data, dict):
            raise RulesError("House rules must be a JSON object", setting="rules")
        known = {item.name: item for item in fields(cls)}
        values: dict[str, Any] = {}
        for name, raw in data.items():
            if name not in known:
                raise RulesError(f"Unknown house rule {name!r}", setting=str(name))
            values[name] = _decode(name, raw)
        return cls(**values)


_ENUM_FIELDS: dict[str, type[Enum]] = {
    "moon": MoonSettlement,
    "first_lead": FirstLead,
    "tie": TieRule,
    "bonus_card": BonusCard,
    "heart_values": HeartValues,
}
_BOOL_FIELDS = {
    "queen_breaks_hearts", "points_on_first_trick", "hearts_must_be_broken",
    "no_trick_bonus", "exact_target_reset", "extra_penalty_spades",
    "shoot_the_sun", "cancellation",
}
_INT_FIELDS = {"target_score", "cards_passed", "queen_value"}


def _encode(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Card):
        return value.code
    if isinstance(value, tuple):
        return [_encode(item) for item in value]
    return value


def _decode(name: str, raw: Any) -> Any:
    try:
        if name in _ENUM_FIELDS:
            return _ENUM_FIELDS[name](raw)
        if name in _BOOL_FIELDS:
            if not isinstance(raw, bool):
                raise TypeError
            return raw
        if name in _INT_FIELDS:
            if isinstance(raw, bool) or not isinstance(raw, int):
                raise TypeError
            return raw
        if name == "three_player_removed":
            return Card.from_str(raw)
        if name == "pass_cycle":
            if raw is None:
                return None
            if not isinstance(raw, list):
                raise TypeError
            return tuple(PassDirection(item) for item in raw)
    except (TypeError, ValueError):
        raise RulesError(f"Invalid value {raw!r} for house rule {name!r}", setting=name) from None
    raise RulesError(f"Unknown house rule {name!r}", setting=name)


# -- presets (V1–V5) ----------------------------------------------------------

STANDARD = HouseRules()
OMNIBUS = HouseRules(bonus_card=BonusCard.JACK_OF_DIAMONDS)
SPOT_HEARTS = HouseRules(heart_values=HeartValues.FACE_VALUE, queen_value=25, target_score=500)
BLACK_MARIA = HouseRules(
    extra_penalty_spades=True,
    pass_cycle=(PassDirection.RIGHT,),
    first_lead=FirstLead.LEFT_OF_DEALER,
    moon=MoonSettlement.NO_MOON,
    three_player_removed=TWO_OF_CLUBS,
)
CANCELLATION = HouseRules(
    cancellation=True,
    pass_cycle=(PassDirection.NONE,),
    first_lead=FirstLead.LEFT_OF_DEALER,
)


@dataclass(frozen=True, slots=True)
class Preset:
    """A named variant: an id (V1…), an English name, other names, its rules."""

    id: str
    name: str
    rules: HouseRules
    aliases: tuple[str, ...] = field(default=())


PRESETS: tuple[Preset, ...] = (
    Preset("V1", "Standard", STANDARD, ("Rickety Kate", "Black Lady")),
    Preset("V2", "Omnibus Hearts", OMNIBUS),
    Preset("V3", "Spot Hearts", SPOT_HEARTS),
    Preset("V4", "Black Maria", BLACK_MARIA, ("Svarta Maria",)),
    Preset("V5", "Cancellation Hearts", CANCELLATION),
)


def preset_of(rules: HouseRules) -> Preset | None:
    """The preset these rules equal, or None for Custom."""
    return next((preset for preset in PRESETS if preset.rules == rules), None)
