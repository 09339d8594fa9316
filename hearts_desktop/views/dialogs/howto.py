"""How to play: the rules of the current game, written out from its HouseRules.

Every sentence is one translatable string with placeholders, chosen by the
value of one rule and filled from the model (deal.py, scoring.py), so the
text cannot disagree with the game: cards removed, cards each, the widow,
the pass cycle, card values and the moon amount all come from the model's
own functions.  Rule ids (R…, H…, V…) stay in every language.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QLocale
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from hearts_desktop.model.cards import Card, PassDirection, Rank, Suit
from hearts_desktop.model.deal import cards_each, deck_in_play, lowest_club, removed_cards
from hearts_desktop.model.rules import (
    BonusCard,
    FirstLead,
    HeartValues,
    MoonSettlement,
    TieRule,
    preset_of,
)
from hearts_desktop.model.rules import HouseRules as Rules
from hearts_desktop.model.scoring import card_points, moon_amount
from hearts_desktop.services.translation import TranslationContext
from hearts_desktop.views.words.review_text import thresholds_text
from hearts_desktop.views.words.rule_words import preset_name
from hearts_desktop.views.words.texts import card_name, direction_word

QUEEN_OF_SPADES = Card(Suit.SPADES, Rank.QUEEN)


class HowTo(TranslationContext):
    """The translation context of How to play: call `HowTo.tr("literal")`."""



def _fill(text: str, *values: object) -> str:
    """Replace %1, %2, … (Qt's placeholders, which translators may reorder);
    numbers in the user's locale format."""
    locale = QLocale()
    for number in range(len(values), 0, -1):
        value = values[number - 1]
        shown = locale.toString(value) if isinstance(value, int) else str(value)
        text = text.replace(f"%{number}", shown)
    return text


def _cards(cards: list[Card] | tuple[Card, ...]) -> str:
    return HowTo.tr(", ", "list separator").join(card_name(card) for card in cards)


def overview(rules: Rules, players: int) -> list[str]:
    preset = preset_of(rules)
    name = preset_name(preset) if preset is not None else HowTo.tr("custom house rules")
    return [
        _fill(HowTo.tr("This game: %1, %2 players, played to %3 points."), name, players, rules.target_score),
        HowTo.tr("Hearts is a trick-taking game in which you try not to take points: "
                 "the lowest total wins (R12)."),
    ]


def deal_sentences(rules: Rules, players: int) -> list[str]:
    deck = deck_in_play(rules, players)
    each = cards_each(rules, players)
    widow = len(deck) - each * players
    lines = []
    if rules.cancellation:
        lines.append(_fill(HowTo.tr("Two decks are shuffled together: %1 cards, ace high, no trumps (V5)."),
                           len(deck)))
    else:
        lines.append(HowTo.tr("One deck of 52 cards, ace high, no trumps (R2)."))
    removed = removed_cards(rules, players)
    if removed:
        lines.append(_fill(HowTo.tr("With %1 players these cards are taken out: %2 (R3)."),
                           players, _cards(removed)))
    lines.append(_fill(HowTo.tr("The cards are dealt one at a time clockwise; each player gets %1 "
                                "cards and the deal moves one seat each hand (R4)."), each))
    if widow:
        lines.append(_fill(HowTo.tr("The %1 cards left over are the widow: they go, with their points, "
                                    "to the winner of the first trick (V5)."), widow))
    return lines


def _cycle(rules: Rules, players: int) -> list[PassDirection]:
    if rules.cancellation:
        return [PassDirection.NONE]
    return list(rules.pass_cycle_for(players))


def passing_sentences(rules: Rules, players: int) -> list[str]:
    cycle = _cycle(rules, players)
    if all(step is PassDirection.NONE for step in cycle):
        return [HowTo.tr("There is no passing: every hand is played as dealt.")]
    steps = [_fill(HowTo.tr("hand %1: %2"), index + 1,
                   HowTo.tr("no pass") if step is PassDirection.NONE else direction_word(step))
             for index, step in enumerate(cycle)]
    rule = "H8" if rules.pass_cycle is not None else "R5"
    return [
        _fill(HowTo.tr("Before playing, each player passes %1 cards face down (H9)."), rules.cards_passed),
        _fill(HowTo.tr("The passes go in this order, then start again: %1 (%2)."),
              HowTo.tr("; ", "list separator").join(steps), rule),
        HowTo.tr("You see the cards passed to you only after passing your own."),
    ]


def first_lead(rules: Rules, players: int) -> str:
    if rules.first_lead is FirstLead.LEFT_OF_DEALER:
        return HowTo.tr("The player left of the dealer leads the first trick with any card (H5).")
    club = card_name(lowest_club(deck_in_play(rules, players)))
    if rules.first_lead is FirstLead.ANY_CLUB:
        return _fill(HowTo.tr("Whoever holds the %1 leads the first trick with any club (H5)."), club)
    return _fill(HowTo.tr("Whoever holds the %1 leads it to the first trick (R6)."), club)


def play_sentences(rules: Rules, players: int) -> list[str]:
    lines = [first_lead(rules, players),
             HowTo.tr("Follow the suit led if you can; otherwise play any card. The highest card of the "
                      "suit led wins the trick, and its winner leads the next one (R7).")]
    if rules.points_on_first_trick:
        lines.append(HowTo.tr("Hearts and the Queen of spades may be played on the first trick (H7)."))
    else:
        lines.append(HowTo.tr("No hearts or Queen of spades on the first trick, unless you hold "
                              "nothing else (R8)."))
    if not rules.hearts_must_be_broken:
        lines.append(HowTo.tr("Hearts may be led at any time (H10)."))
    elif rules.queen_breaks_hearts:
        lines.append(HowTo.tr("Hearts may not be led until a heart or the Queen of spades has been "
                              "played: that breaks hearts (R9, H3)."))
    else:
        lines.append(HowTo.tr("Hearts may not be led until a heart has been played: that breaks hearts; "
                              "the Queen of spades does not (R9, H3)."))
    if rules.cancellation:
        lines.append(HowTo.tr("When two identical cards fall in the same trick they cancel: neither can "
                              "win it. If every card of the suit led is cancelled, the cards stay in the "
                              "middle for the winner of the next trick (V5)."))
    return lines


def scoring_sentences(rules: Rules, players: int) -> list[str]:
    lines = []
    if rules.heart_values is HeartValues.FACE_VALUE:
        lines.append(HowTo.tr("Each heart counts its face value: 2 to 10, the jack 11, the queen 12, "
                              "the king 13, the ace 14 (H14)."))
    else:
        lines.append(HowTo.tr("Each heart counts 1 point (R10)."))
    queen = card_points(QUEEN_OF_SPADES, rules)
    lines.append(_fill(HowTo.tr("The Queen of spades counts %1 (R10, H16)."), queen))
    if rules.extra_penalty_spades:
        lines.append(_fill(HowTo.tr("The ace of spades counts %1 and the king of spades %2 (H15)."),
                           card_points(Card(Suit.SPADES, Rank.ACE), rules),
                           card_points(Card(Suit.SPADES, Rank.KING), rules)))
    bonus = {BonusCard.JACK_OF_DIAMONDS: Card(Suit.DIAMONDS, Rank.JACK),
             BonusCard.TEN_OF_DIAMONDS: Card(Suit.DIAMONDS, Rank.TEN)}.get(rules.bonus_card)
    if bonus is not None:
        lines.append(_fill(HowTo.tr("Whoever takes the %1 gets %2 points (H12)."),
                           card_name(bonus), card_points(bonus, rules)))
    if rules.no_trick_bonus:
        lines.append(HowTo.tr("A player who takes no trick in a hand gets −5 (H11)."))
    lines += moon_sentences(rules)
    if rules.exact_target_reset:
        lines.append(_fill(HowTo.tr("A total of exactly %1 drops to %2 (H13)."),
                           rules.target_score, rules.target_score // 2))
    return lines


def moon_sentences(rules: Rules) -> list[str]:
    amount = moon_amount(rules)
    if rules.moon is MoonSettlement.NO_MOON:
        return [HowTo.tr("There is no shooting the moon: every point taken counts (H4).")]
    needed = (HowTo.tr("all hearts and both Queens of spades") if rules.cancellation
              else HowTo.tr("all hearts and the Queen of spades"))
    lines = [_fill(HowTo.tr("Taking %1 in one hand is shooting the moon (R11)."), needed)]
    settle = {
        MoonSettlement.SHOOTER_CHOOSES: HowTo.tr("The shooter chooses: %1 points off their own total, "
                                                 "or %1 points added to everyone else (H4)."),
        MoonSettlement.ADD_TO_OTHERS: HowTo.tr("The shooter scores nothing and everyone else gets %1 "
                                               "points (H4)."),
        MoonSettlement.SUBTRACT_FROM_SHOOTER: HowTo.tr("The shooter gets %1 points off their own total "
                                                       "(H4)."),
        MoonSettlement.BEST_FOR_SHOOTER: HowTo.tr("The game settles the moon the way that is best for the "
                                                  "shooter: %1 points off, or %1 points to everyone else "
                                                  "(H4)."),
    }
    lines.append(_fill(settle[rules.moon], amount))
    if rules.shoot_the_sun:
        lines.append(_fill(HowTo.tr("Taking every trick is shooting the sun: settled like the moon, "
                                    "with %1 points (H17)."), 2 * amount))
    return lines


def ending_sentences(rules: Rules) -> list[str]:
    lines = [_fill(HowTo.tr("The game ends after the hand in which someone reaches %1 points; the "
                            "lowest total wins (R12, H1)."), rules.target_score)]
    if rules.tie is TieRule.PLAY_ON:
        lines.append(HowTo.tr("If the lowest total is shared, play goes on until one player is "
                              "lowest (H6)."))
    else:
        lines.append(HowTo.tr("If the lowest total is shared, those players share the win (H6)."))
    return lines


def learning_sentences() -> list[str]:
    """Where a player learns: the review and its scale, hindsight, a hand
    played again, watching the Expert, and progress over time."""
    return [
        HowTo.tr("Game ▸ Review this game (Ctrl+R) judges every pass and card of yours as the Expert "
                 "sees it from what you knew then: each choice gets its expected points for the hand, "
                 "your points minus the others' average, on the same sampled deals."),
        thresholds_text(),
        HowTo.tr("The review looks as deep as the Expert thinks (Settings ▸ Players ▸ Expert thinking "
                 "time): deeper takes longer and is surer. It sees each computer player as the program it "
                 "is, as the Expert at the table does. The background review of finished games always "
                 "looks at the normal depth, so that games compare."),
        HowTo.tr("Beside it, hindsight says what was best with every hand known: a loss there that the "
                 "judgement did not see was bad luck, not a bad play."),
        HowTo.tr("Play this hand again (in the review, or on the score sheet) deals the same cards "
                 "against the same opponents at a table of their own; afterwards your tries stand beside "
                 "the Expert's own try in your seat."),
        HowTo.tr("View ▸ Watch the Expert play my seat (W) lets the Expert play for you, saying why; "
                 "press W again to take your seat back. Those games are not in your statistics."),
        HowTo.tr("Every finished game is reviewed in the background: Statistics shows the points you "
                 "lose to mistakes per hand, game by game. Game ▸ Recent games keeps your saved games "
                 "and every game set aside when another took its place."),
    ]


def howto_sections(rules: Rules, players: int) -> list[tuple[str, list[str]]]:
    """(heading, sentences) in reading order."""
    return [
        (HowTo.tr("How to play Hearts"), overview(rules, players)),
        (HowTo.tr("The deal"), deal_sentences(rules, players)),
        (HowTo.tr("Passing"), passing_sentences(rules, players)),
        (HowTo.tr("Playing"), play_sentences(rules, players)),
        (HowTo.tr("Scoring"), scoring_sentences(rules, players)),
        (HowTo.tr("The end of the game"), ending_sentences(rules)),
        (HowTo.tr("Learning from your games"), learning_sentences()),
    ]


def howto_html(rules: Rules, players: int) -> str:
    parts = []
    for index, (heading, lines) in enumerate(howto_sections(rules, players)):
        tag = "h2" if index == 0 else "h3"
        parts.append(f"<{tag}>{html.escape(heading)}</{tag}>")
        parts.append("<ul>" + "".join(f"<li>{html.escape(line)}</li>" for line in lines) + "</ul>")
    return "".join(parts)


class HowToDialog(QDialog):
    """Help ▸ How to play (F1): the rules of the game in progress."""

    def __init__(self, rules: Rules, players: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules, self.players = rules, players
        self.resize(640, 600)
        self.setMinimumSize(420, 360)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        layout.addWidget(self.browser)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(HowTo.tr("How to play"))
        self.browser.setHtml(howto_html(self.rules, self.players))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
