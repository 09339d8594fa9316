"""Words for the house rules: labels, one-line explanations, value names,
preset names and translated rule problems.

The settings dialog builds its Rules tab from `RULE_SPECS` (one entry per
`HouseRules` field, in the order of RULES.md) and the score sheet describes
the active rules with `rules_summary`.  No rule logic lives here: what is
possible is decided by `HouseRules.problems`; this module only puts words to
the model's values and errors.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from enum import Enum
from typing import Any

from PySide6.QtCore import QCoreApplication

from hearts_desktop.model.cards import TWO_OF_CLUBS, TWO_OF_DIAMONDS, PassDirection
from hearts_desktop.model.errors import RulesError
from hearts_desktop.model.rules import (
    PASS_COUNT_RANGE,
    PRESETS,
    TARGET_RANGE,
    BonusCard,
    FirstLead,
    HeartValues,
    HouseRules,
    MoonSettlement,
    Preset,
    TieRule,
    preset_of,
)

_CONTEXT = "HouseRules"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(_CONTEXT, text, disambiguation, n)


class Kind(Enum):
    """How a rule is edited."""

    BOOL = "bool"
    CHOICE = "choice"
    NUMBER = "number"
    CYCLE = "cycle"


@dataclass(frozen=True)
class RuleSpec:
    """One house rule as the dialog shows it."""

    field: str
    rule_id: str
    label: Callable[[], str]
    explanation: Callable[[], str]
    kind: Kind
    choices: Callable[[], list[tuple[Any, str]]] = lambda: []
    number_range: tuple[int, int] = (0, 0)


def _on_off() -> list[tuple[Any, str]]:
    return [(True, tr("On")), (False, tr("Off"))]


def _moon_choices() -> list[tuple[Any, str]]:
    return [
        (MoonSettlement.SHOOTER_CHOOSES, tr("Shooter chooses")),
        (MoonSettlement.ADD_TO_OTHERS, tr("Add to the others")),
        (MoonSettlement.SUBTRACT_FROM_SHOOTER, tr("Subtract from the shooter")),
        (MoonSettlement.BEST_FOR_SHOOTER, tr("Best for the shooter, automatically")),
        (MoonSettlement.NO_MOON, tr("No moon")),
    ]


def _first_lead_choices() -> list[tuple[Any, str]]:
    return [
        (FirstLead.LOWEST_CLUB, tr("Lowest club must be led")),
        (FirstLead.ANY_CLUB, tr("Its holder may lead any club")),
        (FirstLead.LEFT_OF_DEALER, tr("Left of the dealer leads any card")),
    ]


RULE_SPECS: tuple[RuleSpec, ...] = (
    RuleSpec("target_score", "H1", lambda: tr("Target score"),
             lambda: tr("The game ends after the hand in which someone reaches this score."),
             Kind.NUMBER, number_range=TARGET_RANGE),
    RuleSpec("three_player_removed", "H2", lambda: tr("Card removed with 3 players"),
             lambda: tr("With three players one two is taken out so everyone gets 17 cards."),
             Kind.CHOICE, lambda: [(TWO_OF_DIAMONDS, "2♦"), (TWO_OF_CLUBS, "2♣")]),
    RuleSpec("queen_breaks_hearts", "H3", lambda: tr("Q♠ breaks hearts"),
             lambda: tr("Playing the Queen of spades allows hearts to be led afterwards."),
             Kind.BOOL, _on_off),
    RuleSpec("moon", "H4", lambda: tr("Shooting the moon"),
             lambda: tr("How taking every heart and the Q♠ is settled."),
             Kind.CHOICE, _moon_choices),
    RuleSpec("first_lead", "H5", lambda: tr("First lead"),
             lambda: tr("Who leads the first trick of a hand, and with what."),
             Kind.CHOICE, _first_lead_choices),
    RuleSpec("tie", "H6", lambda: tr("Tie for the lowest score"),
             lambda: tr("What happens when the game ends with a tie for the win."),
             Kind.CHOICE, lambda: [(TieRule.SHARED_WIN, tr("Shared win")),
                                   (TieRule.PLAY_ON, tr("Play on until the tie is broken"))]),
    RuleSpec("points_on_first_trick", "H7", lambda: tr("Points on the first trick"),
             lambda: tr("Whether hearts or the Q♠ may be discarded on the first trick."),
             Kind.CHOICE, lambda: [(False, tr("Forbidden")), (True, tr("Allowed"))]),
    RuleSpec("pass_cycle", "H8", lambda: tr("Pass cycle"),
             lambda: tr("Where the cards go, hand after hand (across needs an even number of players)."),
             Kind.CYCLE),
    RuleSpec("cards_passed", "H9", lambda: tr("Cards passed"),
             lambda: tr("How many cards each player passes."),
             Kind.NUMBER, number_range=PASS_COUNT_RANGE),
    RuleSpec("hearts_must_be_broken", "H10", lambda: tr("Hearts must be broken"),
             lambda: tr("Hearts may not be led until a heart (or the Q♠) has been played."),
             Kind.BOOL, _on_off),
    RuleSpec("no_trick_bonus", "H11", lambda: tr("Bonus for taking no trick"),
             lambda: tr("−5 for a player who takes no trick (not when the moon was shot)."),
             Kind.CHOICE, lambda: [(False, tr("Off")), (True, tr("−5"))]),
    RuleSpec("bonus_card", "H12", lambda: tr("Bonus card"),
             lambda: tr("A card worth −10 to whoever takes it."),
             Kind.CHOICE, lambda: [(BonusCard.NONE, tr("None")),
                                   (BonusCard.JACK_OF_DIAMONDS, tr("J♦ −10")),
                                   (BonusCard.TEN_OF_DIAMONDS, tr("10♦ −10"))]),
    RuleSpec("exact_target_reset", "H13", lambda: tr("Exact target reset"),
             lambda: tr("A total of exactly the target score drops to half of it."),
             Kind.BOOL, _on_off),
    RuleSpec("heart_values", "H14", lambda: tr("Heart values"),
             lambda: tr("Each heart counts 1, or its face value (J 11, Q 12, K 13, A 14)."),
             Kind.CHOICE, lambda: [(HeartValues.ONE_EACH, tr("1 each")),
                                   (HeartValues.FACE_VALUE, tr("Face value"))]),
    RuleSpec("extra_penalty_spades", "H15", lambda: tr("Extra penalty spades"),
             lambda: tr("The A♠ counts 7 and the K♠ 10, as in Black Maria."),
             Kind.CHOICE, lambda: [(False, tr("None")), (True, tr("A♠ 7, K♠ 10"))]),
    RuleSpec("queen_value", "H16", lambda: tr("Q♠ value"),
             lambda: tr("What the Queen of spades counts."),
             Kind.CHOICE, lambda: [(13, "13"), (25, "25")]),
    RuleSpec("shoot_the_sun", "H17", lambda: tr("Shoot the sun"),
             lambda: tr("Winning every trick is settled like the moon, with twice the amount."),
             Kind.BOOL, _on_off),
    RuleSpec("cancellation", "V5", lambda: tr("Cancellation (two decks)"),
             lambda: tr("5–7 players, two decks, a widow, no passing; identical cards cancel."),
             Kind.BOOL, _on_off),
)

SPEC_BY_FIELD = {spec.field: spec for spec in RULE_SPECS}
assert set(SPEC_BY_FIELD) == {item.name for item in fields(HouseRules)}, "a house rule has no words"


def direction_text(direction: PassDirection) -> str:
    texts = {PassDirection.LEFT: tr("Left"), PassDirection.RIGHT: tr("Right"),
             PassDirection.ACROSS: tr("Across"), PassDirection.NONE: tr("No pass")}
    return texts[direction]


def value_text(field_name: str, value: Any) -> str:
    """The translated word for a rule's value, e.g. 'J♦ −10'."""
    spec = SPEC_BY_FIELD[field_name]
    if spec.kind is Kind.NUMBER:
        return str(value)
    if spec.kind is Kind.CYCLE:
        if value is None:
            return tr("Standard (R5)")
        return " → ".join(direction_text(step) for step in value)
    return next((text for choice, text in spec.choices() if choice == value), str(value))


def preset_name(preset: Preset) -> str:
    """The translated name of a preset (V1 Standard, …)."""
    names = {"V1": tr("Standard"), "V2": tr("Omnibus Hearts"), "V3": tr("Spot Hearts"),
             "V4": tr("Black Maria"), "V5": tr("Cancellation Hearts")}
    return names.get(preset.id, preset.name)


def preset_label(preset: Preset) -> str:
    """'V4 Black Maria (Svarta Maria)' for the preset list."""
    text = f"{preset.id} {preset_name(preset)}"
    return f"{text} ({', '.join(preset.aliases)})" if preset.aliases else text


def changed_fields(rules: HouseRules, base: HouseRules) -> list[str]:
    return [item.name for item in fields(HouseRules) if getattr(rules, item.name) != getattr(base, item.name)]


def nearest_preset(rules: HouseRules) -> Preset:
    """The preset that differs from `rules` in the fewest fields."""
    return min(PRESETS, key=lambda preset: len(changed_fields(rules, preset.rules)))


def rules_summary(rules: HouseRules) -> tuple[str, list[str]]:
    """A title ('V1 Standard' or 'Custom, based on V2 Omnibus Hearts') and
    one line per rule that differs from that preset ('H13 Exact target reset: On')."""
    preset = preset_of(rules)
    if preset is not None:
        return preset_label(preset), []
    base = nearest_preset(rules)
    title = tr("Custom, based on %1").replace("%1", f"{base.id} {preset_name(base)}")
    lines = [rule_line(name, getattr(rules, name)) for name in changed_fields(rules, base.rules)]
    return title, lines


def rule_line(field_name: str, value: Any) -> str:
    spec = SPEC_BY_FIELD[field_name]
    return f"{spec.rule_id} {spec.label()}: {value_text(field_name, value)}"


def problem_text(error: RulesError, players: int,
                 pass_cycle: tuple[PassDirection, ...] | None = None) -> str:
    """A translated sentence for one of `HouseRules.problems(players)` (or
    the error `HouseRules(...)` raised); `pass_cycle` is the H8 value tried."""
    low, high = TARGET_RANGE
    texts = {
        "target_score": tr("The target score must be between %1 and %2 (H1).")
        .replace("%1", str(low)).replace("%2", str(high)),
        "three_player_removed": tr("With three players the 2♦ or the 2♣ is removed (H2)."),
        "cards_passed": tr("Between 1 and 4 cards are passed (H9)."),
        "queen_value": tr("The Q♠ counts 13 or 25 (H16)."),
        "shoot_the_sun": tr("Shooting the sun is settled like the moon: choose a moon settlement "
                            "other than “No moon” (H17, H4)."),
        "cancellation": tr("Cancellation Hearts needs 5 to 7 players, not %n (V5).", None, players),
        "players": tr("Hearts is played by 3 to 7 players (R1)."),
    }
    if error.setting == "pass_cycle":
        if pass_cycle == ():
            return tr("A custom pass cycle needs at least one step (H8).")
        return tr("Passing across needs an even number of players, not %n (H8).", None, players)
    return texts.get(error.setting, error.message)
