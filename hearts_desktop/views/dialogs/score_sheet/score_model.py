"""The score sheet as plain data: one row per hand, built from the model's
history.  Every exporter (screen, print, PDF, CSV, HTML) reads this, so they
all show the same numbers.

A row shows what was *added* to each total in that hand (`HandScore.deltas`,
after the moon, bonuses and the exact-target reset) and the running total,
as a family writes it on paper.  The pass direction of a hand is not kept in
the history; it follows from the rules (`HouseRules.pass_direction`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import Enum

from PySide6.QtCore import QCoreApplication

from hearts_desktop.model.cards import (
    JACK_OF_DIAMONDS,
    TEN_OF_DIAMONDS,
    PassDirection,
    Seat,
    default_seat_names,
)
from hearts_desktop.model.deal import format_deal_number
from hearts_desktop.model.rules import BonusCard, HouseRules, MoonChoice
from hearts_desktop.model.scoring import HandScore, MoonResult
from hearts_desktop.services.translation import TranslationContext
from hearts_desktop.views.table.source import ScoredGame
from hearts_desktop.views.words.texts import card_name


class SheetWords(TranslationContext):
    """The translation context of the score sheet and its exports: call
    `SheetWords.tr` (pyside6-lupdate files each call under this class name)."""



class Mark(Enum):
    """Something worth a note beside a score, as on a paper sheet."""

    MOON = "moon"
    SUN = "sun"
    BONUS_CARD = "bonus_card"
    NO_TRICK = "no_trick"
    RESET = "reset"

    @property
    def symbol(self) -> str:
        return {"moon": "☾", "sun": "☀", "bonus_card": "♦", "no_trick": "○", "reset": "↺"}[self.value]


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One hand on the sheet."""

    hand: int
    """1-based, as people count hands."""
    pass_direction: PassDirection
    deltas: tuple[int, ...]
    totals: tuple[int, ...]
    points: tuple[int, ...]
    """Card points taken, before the moon and bonuses."""
    moon: MoonResult | None
    bonus_card_taker: tuple[Seat, ...]
    no_trick_bonus: tuple[Seat, ...]
    resets: tuple[Seat, ...]
    deal: int | None = None
    """The hand's deal number, if the game is numbered (`model.deal`)."""

    @property
    def deal_text(self) -> str:
        """The deal number as it is read out ("4821-0937"), or nothing."""
        return "" if self.deal is None else format_deal_number(self.deal)

    def marks(self, seat: Seat) -> tuple[Mark, ...]:
        """The marks to write beside `seat`'s score in this row."""
        found: list[Mark] = []
        if self.moon is not None and self.moon.shooter == seat:
            found.append(Mark.SUN if self.moon.sun else Mark.MOON)
        if seat in self.bonus_card_taker:
            found.append(Mark.BONUS_CARD)
        if seat in self.no_trick_bonus:
            found.append(Mark.NO_TRICK)
        if seat in self.resets:
            found.append(Mark.RESET)
        return tuple(found)


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """Everything a score sheet shows."""

    names: tuple[str, ...]
    rules: HouseRules
    rows: tuple[ScoreRow, ...]
    date: datetime
    winners: tuple[Seat, ...] | None
    """Set when the game is over."""

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def totals(self) -> tuple[int, ...]:
        return self.rows[-1].totals if self.rows else (0,) * self.players

    @property
    def leaders(self) -> tuple[Seat, ...]:
        """The winners at the end; before that whoever has the lowest total
        (nobody before the first hand is scored)."""
        if self.winners is not None:
            return self.winners
        if not self.rows:
            return ()
        low = min(self.totals)
        return tuple(seat for seat, total in enumerate(self.totals) if total == low)


def score_rows(game: ScoredGame) -> tuple[ScoreRow, ...]:
    """One row per scored hand of `game`."""
    return tuple(_row(score, game.rules, game.players) for score in game.history)


def _row(score: HandScore, rules: HouseRules, players: int) -> ScoreRow:
    return ScoreRow(
        hand=score.hand_number + 1,
        pass_direction=rules.pass_direction(score.hand_number, players),
        deltas=score.deltas,
        totals=score.totals,
        points=score.points,
        moon=score.moon,
        bonus_card_taker=score.bonus_card_taker,
        no_trick_bonus=score.no_trick_bonus,
        resets=score.resets,
        deal=score.deal_number,
    )


def display_names(names: tuple[str, ...]) -> tuple[str, ...]:
    """The model's English default seat names translated; the user's kept."""
    defaults = default_seat_names(len(names))
    return tuple(QCoreApplication.translate("SeatName", name) if name == default else name
                 for name, default in zip(names, defaults))


def sheet_of(game: ScoredGame, date: datetime | None = None) -> ScoreSheet:
    """The score sheet of `game` (dated now unless `date` is given)."""
    return ScoreSheet(
        names=display_names(game.names),
        rules=game.rules,
        rows=score_rows(game),
        date=date or datetime.now(),
        winners=game.winners,
    )


# -- words ---------------------------------------------------------------------


def direction_text(direction: PassDirection) -> str:
    texts = {PassDirection.LEFT: SheetWords.tr("Left"), PassDirection.RIGHT: SheetWords.tr("Right"),
             PassDirection.ACROSS: SheetWords.tr("Across"), PassDirection.NONE: SheetWords.tr("Keep")}
    return texts[direction]


def mark_text(mark: Mark, rules: HouseRules) -> str:
    """The legend entry for `mark`."""
    card = card_name(TEN_OF_DIAMONDS if rules.bonus_card is BonusCard.TEN_OF_DIAMONDS else JACK_OF_DIAMONDS)
    texts = {
        Mark.MOON: SheetWords.tr("shot the moon"),
        Mark.SUN: SheetWords.tr("shot the sun"),
        Mark.BONUS_CARD: SheetWords.tr("took the %1 (−10)").replace("%1", card),
        Mark.NO_TRICK: SheetWords.tr("took no trick (−5)"),
        Mark.RESET: SheetWords.tr("hit the target exactly: back to half"),
    }
    return texts[mark]


def row_notes(row: ScoreRow, sheet: ScoreSheet) -> str:
    """The hand's events in words, e.g. 'Ann shot the moon: +26 to the others'."""
    notes: list[str] = []
    if row.moon is not None:
        notes.append(_moon_note(row.moon, sheet.names))
    for mark, seats in ((Mark.BONUS_CARD, row.bonus_card_taker), (Mark.NO_TRICK, row.no_trick_bonus),
                        (Mark.RESET, row.resets)):
        notes.extend(f"{sheet.names[seat]} {mark_text(mark, sheet.rules)}" for seat in seats)
    return "; ".join(notes)


def _moon_note(moon: MoonResult, names: tuple[str, ...]) -> str:
    if moon.choice is MoonChoice.ADD_TO_OTHERS:
        how = SheetWords.tr("+%1 to the others")
    else:
        how = SheetWords.tr("−%1 to the shooter")
    what = SheetWords.tr("%1 shot the sun") if moon.sun else SheetWords.tr("%1 shot the moon")
    return f"{what.replace('%1', names[moon.shooter])}: {how.replace('%1', str(moon.amount))}"
