"""The words of the Expert's review (issue #46), for the review window and
`hearts-desktop --review`: verdicts, choices and the summary."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLocale

from hearts_desktop.ai import review
from hearts_desktop.ai.review import Decision, Verdict
from hearts_desktop.model.cards import Card, format_cards
from hearts_desktop.model.deal import format_deal_number
from hearts_desktop.model.game import Game
from hearts_desktop.services.translation import TranslationContext
from hearts_desktop.views.words.hint_text import reason_sentence
from hearts_desktop.views.words.texts import card_name


class ReviewWords(TranslationContext):
    """Translation context of the review: `ReviewWords.tr("literal")`."""


def verdict_word(verdict: Verdict) -> str:
    words = {Verdict.GOOD: ReviewWords.tr("good"), Verdict.INACCURACY: ReviewWords.tr("inaccuracy"),
             Verdict.MISTAKE: ReviewWords.tr("mistake"), Verdict.BLUNDER: ReviewWords.tr("blunder")}
    return words[verdict]


def choice_text(choice: Sequence[Card]) -> str:
    """A card, or the cards of a pass, as card players write them (Q♠ 10♥)."""
    return format_cards(choice)


def choice_name(choice: Sequence[Card]) -> str:
    """A card, or the cards of a pass, by name (for screen readers)."""
    return ", ".join(card_name(card) for card in choice)


def points_text(points: float, locale: QLocale | None = None) -> str:
    """Expected points against the table, signed, to one decimal."""
    locale = locale or QLocale()
    text = locale.toString(abs(points), "f", 1)
    return ("−" if points < -0.05 else "+" if points > 0.05 else "±") + text


def step_text(decision: Decision) -> str:
    """"Pass" or "Trick 5", within a hand."""
    if decision.trick is None:
        return ReviewWords.tr("Pass")
    return ReviewWords.tr("Trick %1").replace("%1", QLocale().toString(decision.trick + 1))


def hand_heading(game: Game, hand: int) -> str:
    """"Hand 3 · 4821-0937": a hand (0-based) and its deal number, if it has one."""
    title = ReviewWords.tr("Hand %1").replace("%1", QLocale().toString(hand + 1))
    deal = game.deal_number_of(hand)
    return title if deal is None else f"{title} · {format_deal_number(deal)}"


def where_text(decision: Decision) -> str:
    """"Hand 2, pass" or "Hand 2, trick 5" (1-based, as players count)."""
    locale = QLocale()
    hand = locale.toString(decision.hand + 1)
    if decision.trick is None:
        return ReviewWords.tr("Hand %1, pass").replace("%1", hand)
    trick = locale.toString(decision.trick + 1)
    return ReviewWords.tr("Hand %1, trick %2").replace("%1", hand).replace("%2", trick)


def reason_text(decision: Decision) -> str:
    """Why the best choice is better, as the hint says it."""
    judgement = decision.judgement
    return reason_sentence(judgement.code, judgement.cards)


def loss_text(decision: Decision) -> str:
    """"good", "good (0.6 points)" or "mistake: 4.3 points lost"."""
    judgement = decision.judgement
    lost = QLocale().toString(judgement.loss, "f", 1)
    if judgement.verdict is Verdict.GOOD:
        if judgement.loss <= 0:
            return verdict_word(judgement.verdict)
        small = ReviewWords.tr("%1 (%2 points)")
        return small.replace("%1", verdict_word(judgement.verdict)).replace("%2", lost)
    text = ReviewWords.tr("%1: %2 points lost")
    return text.replace("%1", verdict_word(judgement.verdict)).replace("%2", lost)


def hindsight_text(decision: Decision) -> str:
    """What was best with every hand known, labelled as hindsight."""
    hind = decision.hindsight
    if hind is None:
        return ""
    template = ReviewWords.tr("Hindsight (every hand known, exact): %1") if hind.exact else \
        ReviewWords.tr("Hindsight (every hand known, estimated): %1")
    return template.replace("%1", choice_text(hind.best))


def worst(decisions: Sequence[Decision], count: int = 3) -> list[Decision]:
    """The `count` decisions that lost the most (inaccuracies and worse)."""
    lost = [decision for decision in decisions if decision.judgement.verdict is not Verdict.GOOD]
    return sorted(lost, key=lambda decision: -decision.judgement.loss)[:count]


def thresholds_text() -> str:
    """The scale, as the help states it."""
    locale = QLocale()

    def number(value: float) -> str:
        return str(locale.toString(value, "f", 1))

    return ReviewWords.tr("Points lost against the table: under %1 good, from %1 an inaccuracy, from %2 a "
                          "mistake, from %3 a blunder.").replace("%1", number(review.INACCURACY)) \
        .replace("%2", number(review.MISTAKE)).replace("%3", number(review.BLUNDER))
