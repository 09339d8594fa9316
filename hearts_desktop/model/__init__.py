"""The rules model of Hearts: pure Python, deterministic from a seed.

Only `hearts_desktop.model.qt_adapter` imports Qt; everything else here is
plain Python so that the AI can run it in worker processes and tests need no
display.
"""

from hearts_desktop.model.actions import Action, MoonAction, PassAction, PlayAction
from hearts_desktop.model.cards import (
    ALL_CARDS,
    QUEEN_OF_SPADES,
    Card,
    PassDirection,
    Rank,
    Seat,
    Suit,
    cards_from_str,
    default_seat_names,
)
from hearts_desktop.model.errors import (
    HeartsError,
    IllegalMoonChoiceError,
    IllegalPassError,
    IllegalPlayError,
    RecordError,
    RulesError,
    WrongPhaseError,
)
from hearts_desktop.model.game import Game
from hearts_desktop.model.observation import Observation, PublicState
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import (
    PRESETS,
    BonusCard,
    FirstLead,
    HeartValues,
    HouseRules,
    MoonChoice,
    MoonSettlement,
    Preset,
    TieRule,
    preset_of,
)
from hearts_desktop.model.scoring import HandScore, MoonResult
from hearts_desktop.model.state import Phase, Trick

__all__ = [
    "ALL_CARDS",
    "PRESETS",
    "QUEEN_OF_SPADES",
    "Action",
    "BonusCard",
    "Card",
    "FirstLead",
    "Game",
    "GameRecord",
    "HandScore",
    "HeartValues",
    "HeartsError",
    "HouseRules",
    "IllegalMoonChoiceError",
    "IllegalPassError",
    "IllegalPlayError",
    "MoonAction",
    "MoonChoice",
    "MoonResult",
    "MoonSettlement",
    "Observation",
    "PassAction",
    "PassDirection",
    "Phase",
    "PlayAction",
    "Preset",
    "PublicState",
    "Rank",
    "RecordError",
    "RulesError",
    "Seat",
    "Suit",
    "TieRule",
    "Trick",
    "WrongPhaseError",
    "cards_from_str",
    "default_seat_names",
    "preset_of",
]
