"""One exception family for everything the model refuses.

Every message names who, what, in which phase and which rule forbids it,
e.g. "South may not lead ♥7: hearts are not broken (R9)".  The structured
fields (`seat`, `card`, `phase`, `rule`, `reason`) let the views translate the
message instead of showing the English text.
"""

from __future__ import annotations

from typing import Any

from hearts_desktop.model.cards import Card, Seat
from hearts_desktop.model.state import Phase


class HeartsError(ValueError):
    """Base of every error the model raises on purpose."""

    def __init__(
        self,
        message: str,
        *,
        seat: Seat | None = None,
        card: Card | None = None,
        phase: Phase | None = None,
        rule: str | None = None,
        reason: str = "",
        details: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.seat = seat
        self.card = card
        self.phase = phase
        self.rule = rule
        self.reason = reason
        self.details = details or {}


class RulesError(HeartsError):
    """An impossible house-rule setting or combination; `setting` names it."""

    def __init__(self, message: str, *, setting: str, rule: str | None = None) -> None:
        super().__init__(message, rule=rule, reason="rules")
        self.setting = setting


class WrongPhaseError(HeartsError):
    """An action that does not belong to the current phase or seat's turn."""


class IllegalPlayError(HeartsError):
    """A card that may not be played now."""


class IllegalPassError(HeartsError):
    """A pass that breaks R5/H9."""


class IllegalMoonChoiceError(HeartsError):
    """A moon settlement choice that was not asked for (R11, H4)."""


class RecordError(HeartsError):
    """A game record that cannot be loaded; the message says where and why."""
