"""Hints in the player's language: the AI names a reason code and the cards,
the table builds the sentence (the AI's English templates are translated here)."""

from __future__ import annotations

from hearts_desktop.model.cards import Card
from hearts_desktop.views.words.texts import Hearts, card_name


def _templates() -> dict[str, str]:
    return {
        "only_card": Hearts.tr("%1 is the only card you may play."),
        "pass_queen": Hearts.tr("Pass %1: the Queen of spades is dangerous without enough low spades "
                         "to protect it."),
        "pass_void": Hearts.tr("Pass %1: emptying a suit lets you discard penalty cards later."),
        "pass_hearts": Hearts.tr("Pass %1: high hearts are likely to win tricks full of points."),
        "pass_high": Hearts.tr("Pass %1: high cards tend to win tricks you would rather lose."),
        "lead_flush_queen":
            Hearts.tr("Lead %1: low spades force the Queen of spades out while you hold no high "
                               "spade."),
        "lead_low": Hearts.tr("Lead %1: a low card is unlikely to win the trick."),
        "lead_safe": Hearts.tr("Lead %1: it is the lead least likely to bring you points."),
        "dump_queen":
            Hearts.tr("Play %1: a higher spade is already down, so the Queen goes to someone else."),
        "duck": Hearts.tr("Play %1: the highest card that still loses the trick."),
        "safe_win": Hearts.tr("Play %1: the trick has no points, so win it and get rid of a high card."),
        "stop_moon": Hearts.tr("Play %1: take a point so that nobody shoots the moon."),
        "shoot_moon": Hearts.tr("Play %1: you have every point so far; keep winning to shoot the moon."),
        "win_anyway": Hearts.tr("Play %1: you take this trick whatever you play, so use a high card."),
        "cannot_duck": Hearts.tr("Play %1: none of your cards goes under the trick so far; this one is "
                                 "the safest."),
        "win_cheap": Hearts.tr("Play %1: winning this trick while it is still cheap is safer than later."),
        "discard_points": Hearts.tr("Discard %1: someone else wins this trick, so give them the points."),
        "discard_high": Hearts.tr("Discard %1: you cannot follow suit, so get rid of a dangerous high card."),
        "moon_add": Hearts.tr("Add the moon's points to every other player."),
        "moon_subtract": Hearts.tr("Subtract the moon's points from your own score."),
    }


def reason_sentence(code: str, cards: tuple[Card, ...]) -> str:
    """The translated reason for `code` about `cards` (without "Hint:")."""
    names = ", ".join(card_name(card) for card in cards)
    template = _templates().get(code)
    return names if template is None else template.replace("%1", names)


def hint_sentence(code: str, cards: tuple[Card, ...]) -> str:
    names = ", ".join(card_name(card) for card in cards)
    template = _templates().get(code)
    if template is None:
        return Hearts.tr("Suggested: %1").replace("%1", names)
    return Hearts.tr("Hint: %1").replace("%1", template.replace("%1", names))
