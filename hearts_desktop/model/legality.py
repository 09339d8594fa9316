"""Which card may be played: one ordered cascade, one step per rule.

`cascade` narrows the hand step by step and names the rule behind each step;
`legal_plays` is what is left at the end and `why_illegal` is the first step
that removed a card.  So the legal-moves query and the refusal message can
never disagree.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from hearts_desktop.model.cards import QUEEN_OF_SPADES, Card, Suit
from hearts_desktop.model.rules import FirstLead, HouseRules
from hearts_desktop.model.scoring import is_penalty_card


@dataclass(frozen=True, slots=True)
class PlayContext:
    """What legality depends on besides the hand."""

    rules: HouseRules
    led: Card | None
    """The first card of the current trick; None when leading."""
    first_trick: bool
    hearts_broken: bool
    lowest_club: Card
    """The lowest club in play (R6): 2♣, or 3♣ where the 2♣ was removed."""


@dataclass(frozen=True, slots=True)
class Step:
    rule: str
    reason: str
    """Why the removed cards may not be played, completing "may not lead X: …"."""
    allowed: tuple[Card, ...]


def cascade(hand: Sequence[Card], ctx: PlayContext) -> Iterator[Step]:
    """Yield each narrowing of `hand`, in rule order."""
    allowed = tuple(hand)
    if ctx.led is None:
        yield from _lead_steps(allowed, ctx)
        return
    # R7: follow the suit led if you can.
    led_suit = ctx.led.suit
    following = tuple(card for card in allowed if card.suit is led_suit)
    if following:
        yield Step("R7", f"{led_suit.symbol} was led and must be followed", following)
        return
    # R8/H7: no penalty cards on the first trick, unless the hand holds nothing else.
    if ctx.first_trick and not ctx.rules.points_on_first_trick:
        safe = tuple(card for card in allowed if not is_penalty_card(card, ctx.rules))
        if safe:
            yield Step("R8", "no points may be played on the first trick", safe)


def _lead_steps(allowed: tuple[Card, ...], ctx: PlayContext) -> Iterator[Step]:
    if ctx.first_trick:
        # R6/H5: the first lead.
        if ctx.rules.first_lead is FirstLead.LOWEST_CLUB:
            allowed = tuple(card for card in allowed if card is ctx.lowest_club)
            yield Step("R6", f"the first trick must be led with the {ctx.lowest_club}", allowed)
            return
        if ctx.rules.first_lead is FirstLead.ANY_CLUB:
            allowed = tuple(card for card in allowed if card.suit is Suit.CLUBS)
            yield Step("H5", "the first trick must be led with a club", allowed)
            return
    # R9/H10: hearts may not be led before they are broken, unless the
    # hand holds only hearts.  The Q♠ may be led at any time.
    if ctx.rules.hearts_must_be_broken and not ctx.hearts_broken:
        others = tuple(card for card in allowed if card.suit is not Suit.HEARTS)
        if others:
            yield Step("R9", "hearts are not broken", others)


def legal_plays(hand: Sequence[Card], ctx: PlayContext) -> list[Card]:
    """The distinct cards of `hand` that may be played, in card order."""
    allowed: Sequence[Card] = hand
    for step in cascade(hand, ctx):
        allowed = step.allowed
    return sorted(set(allowed))


def why_illegal(hand: Sequence[Card], card: Card, ctx: PlayContext) -> Step | None:
    """The first step of the cascade that forbids `card`, or None if legal."""
    for step in cascade(hand, ctx):
        if card not in step.allowed:
            return step
    return None


def breaks_hearts(card: Card, rules: HouseRules) -> bool:
    """Playing this card breaks hearts (R9, H3)."""
    return card.suit is Suit.HEARTS or (rules.queen_breaks_hearts and card is QUEEN_OF_SPADES)
