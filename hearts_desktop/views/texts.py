"""User-visible words for model values, through Qt's translation system.

The model speaks English in its error messages; the table never shows those.
It rebuilds each message from the error's structured fields (seat, card,
rule, reason), so a translator sees whole sentences with placeholders.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from hearts_desktop.model.cards import Card, PassDirection, Rank, Seat, Suit, default_seat_names
from hearts_desktop.model.errors import HeartsError

_CONTEXT = "Hearts"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(_CONTEXT, text, disambiguation, n)


def rank_name(rank: Rank) -> str:
    names = {
        Rank.TWO: tr("Two"), Rank.THREE: tr("Three"), Rank.FOUR: tr("Four"),
        Rank.FIVE: tr("Five"), Rank.SIX: tr("Six"), Rank.SEVEN: tr("Seven"),
        Rank.EIGHT: tr("Eight"), Rank.NINE: tr("Nine"), Rank.TEN: tr("Ten"),
        Rank.JACK: tr("Jack"), Rank.QUEEN: tr("Queen"), Rank.KING: tr("King"),
        Rank.ACE: tr("Ace"),
    }
    return names[rank]


def suit_name(suit: Suit) -> str:
    names = {Suit.CLUBS: tr("clubs"), Suit.DIAMONDS: tr("diamonds"),
             Suit.SPADES: tr("spades"), Suit.HEARTS: tr("hearts")}
    return names[suit]


def card_name(card: Card) -> str:
    """'Queen of spades'."""
    return tr("%1 of %2").replace("%1", rank_name(card.rank)).replace("%2", suit_name(card.suit))


def seat_name(names: tuple[str, ...], seat: Seat) -> str:
    """The seat's name; the model's English default names are translated."""
    name = names[seat]
    if name in default_seat_names(len(names)):
        return QCoreApplication.translate("SeatName", name)
    return name


def direction_word(direction: PassDirection) -> str:
    words = {PassDirection.LEFT: tr("left"), PassDirection.RIGHT: tr("right"),
             PassDirection.ACROSS: tr("across"), PassDirection.NONE: tr("nowhere")}
    return words[direction]


def pass_button_text(count: int, direction: PassDirection) -> str:
    """'Pass 3 cards left'."""
    text = tr("Pass 1 card %2") if count == 1 else tr("Pass %1 cards %2")
    return text.replace("%1", str(count)).replace("%2", direction_word(direction))


def pass_state_text(direction: PassDirection) -> str:
    if direction is PassDirection.NONE:
        return tr("No passing this hand")
    return tr("Pass %1").replace("%1", direction_word(direction))


def _rule_reason(error: HeartsError) -> str:
    """The sentence for the rule that forbids the action (from rule/reason)."""
    reason = error.reason
    if error.rule == "R9":
        return tr("hearts may not be led until a heart or the Queen of spades has been played")
    if error.rule == "R7":
        return tr("you must follow the suit that was led")
    if error.rule == "R8":
        return tr("no points may be played on the first trick")
    if error.rule == "R6":
        return tr("the first trick must be led with the lowest club")
    if error.rule == "H5":
        return tr("the first trick must be led with a club")
    if error.rule == "R4" or reason == "turn":
        return tr("it is not your turn")
    if reason == "phase" and error.rule == "R5":
        return tr("passing is not possible now")
    if reason == "phase":
        return tr("cards are passed, not played, until everyone has passed")
    if reason == "count":
        return tr("you must pass the number of cards the rules ask for")
    if reason == "not in hand":
        return tr("that card is not in your hand")
    return tr("that is against the rules")


def explain_error(error: HeartsError) -> str:
    """A translated status line naming the card and the rule, e.g.
    'You may not lead the Seven of hearts: hearts may not be led … (R9)'."""
    why = _rule_reason(error)
    rule = error.rule or ("R5" if error.reason == "phase" else "")
    suffix = f" ({rule})" if rule else ""
    if error.card is not None:
        head = tr("You may not play the %1").replace("%1", card_name(error.card))
        return f"{head}: {why}{suffix}"
    return tr("Not allowed: %1").replace("%1", why) + suffix
