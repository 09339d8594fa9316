"""AppSettings persistence: every field round-trips through an INI QSettings,
and a tampered file loads with one warning per bad value, never a crash."""

from __future__ import annotations

from dataclasses import fields, replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from hearts_desktop.ai.base import Level
from hearts_desktop.model.cards import Suit
from hearts_desktop.model.rules import (
    BLACK_MARIA,
    CANCELLATION,
    STANDARD,
    BonusCard,
    HouseRules,
    MoonSettlement,
)
from hearts_desktop.services.settings import AnimationSpeed, AppSettings, load_settings, save_settings


def ini(tmp_path: Path, name: str = "hearts.ini") -> QSettings:
    return QSettings(str(tmp_path / name), QSettings.Format.IniFormat)


# One non-default value per field, so a field that does not round-trip fails.
CHANGED = AppSettings(
    rules=CANCELLATION.with_changes(target_score=77, bonus_card=BonusCard.TEN_OF_DIAMONDS),
    players=6,
    names=("Åse", "Bjørn", "Þóra", "Ödön", "Ëlira", "<b>x</b>"),
    human_seats=frozenset({0, 3}),
    levels=(Level.BEGINNER, Level.CASUAL, Level.STRONG, Level.HARD, Level.EXPERT, Level.CASUAL),
    expert_think_time=2.5,
    animation_speed=AnimationSpeed.INSTANT,
    click_to_continue=True,
    card_back="back-red",
    four_colour=True,
    suit_order=(Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS),
    sort_ascending=False,
    large_cards=True,
    dark_table=True,
    double_click_to_play=True,
    play_checker=True,
    language="is",
    sound_on=False,
    sound_volume=35,
)


def test_every_field_differs_from_default_in_the_fixture() -> None:
    default = AppSettings()
    same = [item.name for item in fields(AppSettings)
            if getattr(CHANGED, item.name) == getattr(default, item.name)]
    assert same == []


def test_every_setting_round_trips(tmp_path: Path) -> None:
    save_settings(CHANGED, ini(tmp_path))
    loaded, warnings = load_settings(ini(tmp_path))
    assert warnings == []
    assert loaded == CHANGED


@pytest.mark.parametrize("rules", [STANDARD, BLACK_MARIA, HouseRules(moon=MoonSettlement.NO_MOON)])
def test_rules_round_trip_field_by_field(tmp_path: Path, rules: HouseRules) -> None:
    save_settings(AppSettings(rules=rules), ini(tmp_path))
    assert load_settings(ini(tmp_path))[0].rules == rules
    assert ini(tmp_path).value("rules/moon") is not None


def test_empty_store_gives_defaults_without_warnings(tmp_path: Path) -> None:
    assert load_settings(ini(tmp_path)) == (AppSettings(), [])


def tamper(tmp_path: Path, section: str, key: str, text: str) -> QSettings:
    """A copy of hearts.ini with one value replaced.  A new file name, because
    Qt caches INI files by name and may not notice a same-size rewrite."""
    lines = (tmp_path / "hearts.ini").read_text(encoding="utf-8").splitlines()
    start = lines.index(f"[{section}]")
    index = next(i for i in range(start, len(lines)) if lines[i].startswith(f"{key}="))
    lines[index] = f"{key}={text}"
    (tmp_path / "tampered.ini").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return ini(tmp_path, "tampered.ini")


@pytest.mark.parametrize(
    ("section", "key", "text", "field_name"),
    [
        ("players", "count", "12", "players"),
        ("players", "expert_think_time", "-3", "expert_think_time"),
        ("table", "animation_speed", "warp", "animation_speed"),
        ("table", "four_colour", "maybe", "four_colour"),
        ("table", "suit_order", "\\\"CCSH\\\"", "suit_order"),
        ("table", "card_back", "\\\"../../etc/passwd\\\"", "card_back"),
        ("language", "language", "\\\"tlh\\\"", "language"),
        ("sound", "volume", "150", "sound_volume"),
        ("sound", "on", "\\\"loud\\\"", "sound_on"),
        ("rules", "target_score", "5", "rules"),
        ("rules", "moon", "\\\"sometimes\\\"", "rules"),
    ],
)
def test_tampered_value_falls_back_with_one_warning(
    tmp_path: Path, section: str, key: str, text: str, field_name: str
) -> None:
    save_settings(AppSettings(), ini(tmp_path))
    loaded, warnings = load_settings(tamper(tmp_path, section, key, text))
    assert loaded == AppSettings()
    assert len(warnings) == 1
    assert f"{section}/{key}" in warnings[0]


def test_rules_impossible_for_the_player_count_reset_to_standard(tmp_path: Path) -> None:
    save_settings(replace(AppSettings(), rules=CANCELLATION, players=5, levels=(Level.STRONG,) * 5),
                  ini(tmp_path))
    # V5 needs 5–7 players
    loaded, warnings = load_settings(tamper(tmp_path, "players", "count", "4"))
    assert loaded.rules == STANDARD and loaded.players == 4
    assert len(warnings) == 2  # the levels no longer fit, and the rules
    assert any("Standard" in warning for warning in warnings)


def test_garbage_file_never_crashes(tmp_path: Path) -> None:
    (tmp_path / "garbage.ini").write_bytes(b"[players]\ncount=\xff\xfe{{\nnames=[1,2\n[rules]\nx=1\n\x00\x01")
    loaded, warnings = load_settings(ini(tmp_path, "garbage.ini"))
    assert loaded.players == 4
    assert len(warnings) == len(set(warnings)) >= 1


def test_with_players_resizes_seat_values() -> None:
    five = AppSettings(names=("A", "B", "C", "D"), human_seats=frozenset({0, 3})).with_players(5)
    assert five.names == () and len(five.levels) == 5 and five.human_seats == frozenset({0, 3})
    three = five.with_players(3)
    assert three.human_seats == frozenset({0}) and len(three.seat_names()) == 3


def test_every_model_seat_name_is_offered_to_translators() -> None:
    from hearts_desktop.model.cards import default_seat_names
    from hearts_desktop.services.settings import SEAT_NAME_SOURCES
    names = {name for players in range(3, 8) for name in default_seat_names(players)}
    assert names == set(SEAT_NAME_SOURCES)
