"""User-visible words for model values, through Qt's translation system.

The model speaks English in its error messages; the table never shows those.
It rebuilds each message from the error's structured fields (seat, card,
rule, reason), so a translator sees whole sentences with placeholders.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from hearts_desktop.model.actions import Action, PassAction, PlayAction
from hearts_desktop.model.cards import Card, PassDirection, Rank, Seat, Suit, default_seat_names
from hearts_desktop.model.errors import HeartsError, IllegalPassError
from hearts_desktop.model.state import Phase
from hearts_desktop.services.translation import TranslationContext


class Hearts(TranslationContext):
    """The translation context of the table's words: call `Hearts.tr("literal")`
    so pyside6-lupdate files each string under "Hearts", the context it is
    looked up with (a module-level wrapper would be extracted context-less)."""



def rank_name(rank: Rank) -> str:
    names = {
        Rank.TWO: Hearts.tr("Two"), Rank.THREE: Hearts.tr("Three"), Rank.FOUR: Hearts.tr("Four"),
        Rank.FIVE: Hearts.tr("Five"), Rank.SIX: Hearts.tr("Six"), Rank.SEVEN: Hearts.tr("Seven"),
        Rank.EIGHT: Hearts.tr("Eight"), Rank.NINE: Hearts.tr("Nine"), Rank.TEN: Hearts.tr("Ten"),
        Rank.JACK: Hearts.tr("Jack"), Rank.QUEEN: Hearts.tr("Queen"), Rank.KING: Hearts.tr("King"),
        Rank.ACE: Hearts.tr("Ace"),
    }
    return names[rank]


def suit_name(suit: Suit) -> str:
    names = {Suit.CLUBS: Hearts.tr("clubs"), Suit.DIAMONDS: Hearts.tr("diamonds"),
             Suit.SPADES: Hearts.tr("spades"), Suit.HEARTS: Hearts.tr("hearts")}
    return names[suit]


def card_name(card: Card) -> str:
    """'Queen of spades'."""
    return Hearts.tr("%1 of %2").replace("%1", rank_name(card.rank)).replace("%2", suit_name(card.suit))


def undo_text(action: Action) -> str:
    """An undo step's name, shown as "Undo play the Queen of spades"."""
    if isinstance(action, PlayAction):
        return QCoreApplication.translate("Undo", "play {0}").format(card_name(action.card))
    if isinstance(action, PassAction):
        return QCoreApplication.translate("Undo", "pass")
    return QCoreApplication.translate("Undo", "moon choice")


def seat_name(names: tuple[str, ...], seat: Seat) -> str:
    """The seat's name; the model's English default names are translated."""
    name = names[seat]
    if name in default_seat_names(len(names)):
        return QCoreApplication.translate("SeatName", name)
    return name


def scores_text(names: tuple[str, ...], totals: tuple[int, ...] | list[int]) -> str:
    """Each total beside its player's name, in seat order: "South 47, West 0"
    (names translated as seat_name does them, numbers in the user's locale)."""
    if len(names) != len(totals):
        raise ValueError(f"{len(names)} names for {len(totals)} totals")
    locale = QLocale()
    return ", ".join(f"{seat_name(names, seat)} {locale.toString(total)}"
                     for seat, total in enumerate(totals))


def winners_text(names: tuple[str, ...], winners: tuple[Seat, ...]) -> str:
    """'West wins!' or 'Shared win: West, East'."""
    who = ", ".join(seat_name(names, seat) for seat in winners)
    text = Hearts.tr("%1 wins!") if len(winners) == 1 else Hearts.tr("Shared win: %1")
    return text.replace("%1", who)


def direction_word(direction: PassDirection) -> str:
    words = {PassDirection.LEFT: Hearts.tr("left"), PassDirection.RIGHT: Hearts.tr("right"),
             PassDirection.ACROSS: Hearts.tr("across"), PassDirection.NONE: Hearts.tr("nowhere")}
    return words[direction]


def pass_button_text(count: int, direction: PassDirection) -> str:
    """'Pass 3 cards to the left' (a whole sentence per direction: "Pass 3
    cards left" read as "3 cards remaining")."""
    match direction:
        case PassDirection.LEFT:
            return Hearts.tr("Pass %n cards to the left", None, count)
        case PassDirection.RIGHT:
            return Hearts.tr("Pass %n cards to the right", None, count)
        case PassDirection.ACROSS:
            return Hearts.tr("Pass %n cards across", None, count)
    return Hearts.tr("No passing this hand")


def pass_state_text(direction: PassDirection) -> str:
    if direction is PassDirection.NONE:
        return Hearts.tr("No passing this hand")
    return Hearts.tr("Pass %1").replace("%1", direction_word(direction))


def _by_rule(rule: str | None) -> str | None:
    """The sentences of the play-legality cascade (model/engine.py, narrowing), by rule."""
    texts = {
        "R9": Hearts.tr("hearts may not be led until a heart or the Queen of spades has been played"),
        "R7": Hearts.tr("you must follow the suit that was led"),
        "R8": Hearts.tr("no points may be played on the first trick"),
        "R6": Hearts.tr("the first trick must be led with the lowest club"),
        "H5": Hearts.tr("the first trick must be led with a club"),
    }
    return texts.get(rule or "")


def _wrong_phase(error: HeartsError) -> str:
    """An action outside its phase: passing, playing or settling the moon."""
    if error.rule == "R5":
        return Hearts.tr("passing is not possible now")
    if error.rule == "R11":
        return Hearts.tr("there is no moon to settle now")
    if error.phase is Phase.PASSING:
        return Hearts.tr("cards are passed, not played, until everyone has passed")
    if error.phase is Phase.MOON_CHOICE:
        return Hearts.tr("the shooter must first choose how the moon is settled")
    if error.phase is Phase.GAME_OVER:
        return Hearts.tr("the game is over")
    return Hearts.tr("that is not possible now")


def _rule_reason(error: HeartsError) -> str:
    """The sentence for the rule that forbids the action (from rule/reason).
    Every reason the model raises (game.py, engine.py, deal.py, errors.py)
    has its own sentence; the last line is only a safety net."""
    by_rule = _by_rule(error.rule)
    if by_rule is not None:
        return by_rule
    reasons = {
        "turn": Hearts.tr("it is not your turn"),
        "count": Hearts.tr("you must pass the number of cards the rules ask for"),
        "not in hand": Hearts.tr("that card is not in your hand"),
        "already passed": Hearts.tr("you have already passed"),
        "not shooter": Hearts.tr("only the player who shot the moon chooses how it is settled"),
        "choice": Hearts.tr("that is not a way to settle the moon"),
        "deal": Hearts.tr("the deal does not hold exactly the cards in play"),
        "rules": Hearts.tr("these house rules cannot be played together"),
        "no such seat": Hearts.tr("there is no such seat at this table"),
    }
    if error.reason == "phase":
        return _wrong_phase(error)
    return reasons.get(error.reason, Hearts.tr("that is against the rules"))


def explain_error(error: HeartsError) -> str:
    """A translated status line naming the card and the rule, e.g.
    'You may not play the Seven of hearts: hearts may not be led … (R9)'."""
    why = _rule_reason(error)
    rule = error.rule or ("R5" if error.reason == "phase" else "")
    suffix = f" ({rule})" if rule else ""
    if error.card is not None:
        if isinstance(error, IllegalPassError):
            head = Hearts.tr("You may not pass the %1").replace("%1", card_name(error.card))
        else:
            head = Hearts.tr("You may not play the %1").replace("%1", card_name(error.card))
        return Hearts.tr("%1: %2", "head: reason").replace("%1", head).replace("%2", why) + suffix
    return Hearts.tr("Not allowed: %1").replace("%1", why) + suffix
