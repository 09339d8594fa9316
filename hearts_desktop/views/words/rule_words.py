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
from hearts_desktop.services.translation import TranslationContext


class RuleWords(TranslationContext):
    """The translation context of the house-rule words: call `RuleWords.tr`
    (pyside6-lupdate files each call under this class name)."""



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
    return [(True, RuleWords.tr("On")), (False, RuleWords.tr("Off"))]


def _moon_choices() -> list[tuple[Any, str]]:
    return [
        (MoonSettlement.SHOOTER_CHOOSES, RuleWords.tr("Shooter chooses")),
        (MoonSettlement.ADD_TO_OTHERS, RuleWords.tr("Add to the others")),
        (MoonSettlement.SUBTRACT_FROM_SHOOTER, RuleWords.tr("Subtract from the shooter")),
        (MoonSettlement.BEST_FOR_SHOOTER, RuleWords.tr("Best for the shooter, automatically")),
        (MoonSettlement.NO_MOON, RuleWords.tr("No moon")),
    ]


def _first_lead_choices() -> list[tuple[Any, str]]:
    return [
        (FirstLead.LOWEST_CLUB, RuleWords.tr("Lowest club must be led")),
        (FirstLead.ANY_CLUB, RuleWords.tr("Its holder may lead any club")),
        (FirstLead.LEFT_OF_DEALER, RuleWords.tr("Left of the dealer leads any card")),
    ]


RULE_SPECS: tuple[RuleSpec, ...] = (
    RuleSpec("target_score", "H1", lambda: RuleWords.tr("Target score"),
             lambda: RuleWords.tr("The game ends after the hand in which someone reaches this score."),
             Kind.NUMBER, number_range=TARGET_RANGE),
    RuleSpec("three_player_removed", "H2", lambda: RuleWords.tr("Card removed with 3 players"),
             lambda: RuleWords.tr("With three players one two is taken out so everyone gets 17 cards."),
             Kind.CHOICE, lambda: [(TWO_OF_DIAMONDS, "2♦"), (TWO_OF_CLUBS, "2♣")]),
    RuleSpec("queen_breaks_hearts", "H3", lambda: RuleWords.tr("Q♠ breaks hearts"),
             lambda: RuleWords.tr("Playing the Queen of spades allows hearts to be led afterwards."),
             Kind.BOOL, _on_off),
    RuleSpec("moon", "H4", lambda: RuleWords.tr("Shooting the moon"),
             lambda: RuleWords.tr("How taking every heart and the Q♠ is settled."),
             Kind.CHOICE, _moon_choices),
    RuleSpec("first_lead", "H5", lambda: RuleWords.tr("First lead"),
             lambda: RuleWords.tr("Who leads the first trick of a hand, and with what."),
             Kind.CHOICE, _first_lead_choices),
    RuleSpec("tie", "H6", lambda: RuleWords.tr("Tie for the lowest score"),
             lambda: RuleWords.tr("What happens when the game ends with a tie for the win."),
             Kind.CHOICE, lambda: [(TieRule.SHARED_WIN, RuleWords.tr("Shared win")),
                                   (TieRule.PLAY_ON, RuleWords.tr("Play on until the tie is broken"))]),
    RuleSpec("points_on_first_trick", "H7", lambda: RuleWords.tr("Points on the first trick"),
             lambda: RuleWords.tr("Whether hearts or the Q♠ may be discarded on the first trick."),
             Kind.CHOICE, lambda: [(False, RuleWords.tr("Forbidden")), (True, RuleWords.tr("Allowed"))]),
    RuleSpec("pass_cycle", "H8", lambda: RuleWords.tr("Pass cycle"),
             lambda: RuleWords.tr("Where the cards go, hand after hand (across needs an even number "
                                  "of players)."),
             Kind.CYCLE),
    RuleSpec("cards_passed", "H9", lambda: RuleWords.tr("Cards passed"),
             lambda: RuleWords.tr("How many cards each player passes."),
             Kind.NUMBER, number_range=PASS_COUNT_RANGE),
    RuleSpec("hearts_must_be_broken", "H10", lambda: RuleWords.tr("Hearts must be broken"),
             lambda: RuleWords.tr("Hearts may not be led until a heart (or the Q♠) has been played."),
             Kind.BOOL, _on_off),
    RuleSpec("no_trick_bonus", "H11", lambda: RuleWords.tr("Bonus for taking no trick"),
             lambda: RuleWords.tr("−5 for a player who takes no trick (not when the moon was shot)."),
             Kind.CHOICE, lambda: [(False, RuleWords.tr("Off")), (True, RuleWords.tr("−5"))]),
    RuleSpec("bonus_card", "H12", lambda: RuleWords.tr("Bonus card"),
             lambda: RuleWords.tr("A card worth −10 to whoever takes it."),
             Kind.CHOICE, lambda: [(BonusCard.NONE, RuleWords.tr("None")),
                                   (BonusCard.JACK_OF_DIAMONDS, RuleWords.tr("J♦ −10")),
                                   (BonusCard.TEN_OF_DIAMONDS, RuleWords.tr("10♦ −10"))]),
    RuleSpec("exact_target_reset", "H13", lambda: RuleWords.tr("Exact target reset"),
             lambda: RuleWords.tr("A total of exactly the target score drops to half of it."),
             Kind.BOOL, _on_off),
    RuleSpec("heart_values", "H14", lambda: RuleWords.tr("Heart values"),
             lambda: RuleWords.tr("Each heart counts 1, or its face value (J 11, Q 12, K 13, A 14)."),
             Kind.CHOICE, lambda: [(HeartValues.ONE_EACH, RuleWords.tr("1 each")),
                                   (HeartValues.FACE_VALUE, RuleWords.tr("Face value"))]),
    RuleSpec("extra_penalty_spades", "H15", lambda: RuleWords.tr("Extra penalty spades"),
             lambda: RuleWords.tr("The A♠ counts 7 and the K♠ 10, as in Black Maria."),
             Kind.CHOICE, lambda: [(False, RuleWords.tr("None")), (True, RuleWords.tr("A♠ 7, K♠ 10"))]),
    RuleSpec("queen_value", "H16", lambda: RuleWords.tr("Q♠ value"),
             lambda: RuleWords.tr("What the Queen of spades counts."),
             Kind.CHOICE, lambda: [(13, "13"), (25, "25")]),
    RuleSpec("shoot_the_sun", "H17", lambda: RuleWords.tr("Shoot the sun"),
             lambda: RuleWords.tr("Winning every trick is settled like the moon, with twice the amount."),
             Kind.BOOL, _on_off),
    RuleSpec("cancellation", "V5", lambda: RuleWords.tr("Cancellation (two decks)"),
             lambda: RuleWords.tr("5–7 players, two decks, a widow, no passing; identical cards cancel."),
             Kind.BOOL, _on_off),
)

SPEC_BY_FIELD = {spec.field: spec for spec in RULE_SPECS}
assert set(SPEC_BY_FIELD) == {item.name for item in fields(HouseRules)}, "a house rule has no words"


def direction_text(direction: PassDirection) -> str:
    texts = {PassDirection.LEFT: RuleWords.tr("Left"), PassDirection.RIGHT: RuleWords.tr("Right"),
             PassDirection.ACROSS: RuleWords.tr("Across"), PassDirection.NONE: RuleWords.tr("No pass")}
    return texts[direction]


def value_text(field_name: str, value: Any) -> str:
    """The translated word for a rule's value, e.g. 'J♦ −10'."""
    spec = SPEC_BY_FIELD[field_name]
    if spec.kind is Kind.NUMBER:
        return str(value)
    if spec.kind is Kind.CYCLE:
        if value is None:
            return RuleWords.tr("Standard (R5)")
        return " → ".join(direction_text(step) for step in value)
    return next((text for choice, text in spec.choices() if choice == value), str(value))


def preset_name(preset: Preset) -> str:
    """The translated name of a preset (V1 Standard, …)."""
    names = {"V1": RuleWords.tr("Standard"), "V2": RuleWords.tr("Omnibus Hearts"),
             "V3": RuleWords.tr("Spot Hearts"),
             "V4": RuleWords.tr("Black Maria"), "V5": RuleWords.tr("Cancellation Hearts")}
    return names.get(preset.id, preset.name)


def preset_label(preset: Preset) -> str:
    """'Black Maria (Svarta Maria)' for the preset list: the name players
    know first (the id is in the description's small print)."""
    text = preset_name(preset)
    return f"{text} ({', '.join(preset.aliases)})" if preset.aliases else text


def preset_description(preset: Preset | None) -> str:
    """One line on what a preset is, with its id at the end ('… (V4)');
    None: the player's own mix."""
    if preset is None:
        return RuleWords.tr("Your own mix of house rules.")
    texts = {
        "V1": RuleWords.tr("The usual game: each heart counts 1 and the Q♠ 13; the lowest score wins."),
        "V2": RuleWords.tr("The usual game, and the J♦ is worth −10 to whoever takes it."),
        "V3": RuleWords.tr("Hearts count their face value and the Q♠ 25; the game goes to 500."),
        "V4": RuleWords.tr("The British game: A♠ 7, K♠ 10 and Q♠ 13, always pass right, no moon."),
        "V5": RuleWords.tr("For 5 to 7 players with two decks: identical cards in a trick cancel."),
    }
    return f"{texts.get(preset.id, preset.name)} ({preset.id})"


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
    title = RuleWords.tr("Custom, based on %1").replace("%1", f"{base.id} {preset_name(base)}")
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
        "target_score": RuleWords.tr("The target score must be between %1 and %2 (H1).")
        .replace("%1", str(low)).replace("%2", str(high)),
        "three_player_removed": RuleWords.tr("With three players the 2♦ or the 2♣ is removed (H2)."),
        "cards_passed": RuleWords.tr("Between 1 and 4 cards are passed (H9)."),
        "queen_value": RuleWords.tr("The Q♠ counts 13 or 25 (H16)."),
        "shoot_the_sun": RuleWords.tr("Shooting the sun is settled like the moon: choose a moon settlement "
                            "other than “No moon” (H17, H4)."),
        "cancellation": RuleWords.tr("Cancellation Hearts needs 5 to 7 players, not %n (V5).", None, players),
        "players": RuleWords.tr("Hearts is played by 3 to 7 players (R1)."),
    }
    if error.setting == "pass_cycle":
        if pass_cycle == ():
            return RuleWords.tr("A custom pass cycle needs at least one step (H8).")
        return RuleWords.tr("Passing across needs an even number of players, not %n (H8).", None, players)
    return texts.get(error.setting, error.message)
