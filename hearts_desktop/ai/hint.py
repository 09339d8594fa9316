"""A hint for a human seat: the Expert's suggested pass or play, with a
one-line reason in plain words.

The reason is English; `code` names it and `cards` holds the card(s) it
talks about, so a view can build a translated sentence from the code (the
English template for each code is `REASONS`).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from hearts_desktop.ai.base import EXPERT_PASS_POOL, EXPERT_ROLLOUT, Player, decide
from hearts_desktop.ai.knowledge import queen_out, would_lose
from hearts_desktop.ai.search import SearchPlayer
from hearts_desktop.ai.strong import likely_shooter
from hearts_desktop.model.actions import Action, MoonAction, PassAction, PlayAction
from hearts_desktop.model.cards import QUEEN_OF_SPADES, Card, Rank, Suit, format_cards
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import MoonChoice
from hearts_desktop.model.scoring import card_points

REASONS: dict[str, str] = {
    "only_card": "{cards} is the only card you may play.",
    "pass_queen": "Pass {cards}: the Q♠ is dangerous without enough low spades to protect it.",
    "pass_void": "Pass {cards}: emptying a suit lets you discard penalty cards later.",
    "pass_hearts": "Pass {cards}: high hearts are likely to win tricks full of points.",
    "pass_high": "Pass {cards}: high cards tend to win tricks you would rather lose.",
    "lead_flush_queen": "Lead {cards}: low spades force the Q♠ out while you hold no high spade.",
    "lead_low": "Lead {cards}: a low card is unlikely to win the trick.",
    "lead_safe": "Lead {cards}: it is the lead least likely to bring you points.",
    "dump_queen": "Play {cards}: a higher spade is already down, so the Q♠ goes to someone else.",
    "duck": "Play {cards}: the highest card that still loses the trick.",
    "safe_win": "Play {cards}: the trick has no points, so win it and get rid of a high card.",
    "stop_moon": "Play {cards}: take a point so that nobody shoots the moon.",
    "shoot_moon": "Play {cards}: you have every point so far; keep winning to shoot the moon.",
    "win_anyway": "Play {cards}: you take this trick whatever you play, so use a high card.",
    "cannot_duck": "Play {cards}: none of your cards goes under the trick so far; this one is the safest.",
    "win_cheap": "Play {cards}: winning this trick while it is still cheap is safer than later.",
    "discard_points": "Discard {cards}: someone else wins this trick, so give them the points.",
    "discard_high": "Discard {cards}: you cannot follow suit, so get rid of a dangerous high card.",
    "moon_add": "Add the moon's points to every other player.",
    "moon_subtract": "Subtract the moon's points from your own score.",
}


@dataclass(frozen=True, slots=True)
class Hint:
    action: Action
    code: str
    cards: tuple[Card, ...]
    reason: str
    """The English sentence for `code` and `cards`."""


def hint(obs: Observation, think_time: float = 1.0, seed: int = 0, workers: int = 1,
         stop: threading.Event | None = None, player: Player | None = None) -> Hint:
    """The Expert's suggestion for `obs`'s seat, with its reason: `player`'s
    (the table's Expert for that seat, which knows who sits where), or else
    an Expert-like search of its own."""
    if player is None:
        player = SearchPlayer("Hint", seed=seed, think_time=think_time, workers=workers,
                              pass_pool=EXPERT_PASS_POOL, rollout_style=EXPERT_ROLLOUT)
    action = decide(player, obs, stop)
    code, cards = explain(obs, action)
    return Hint(action, code, cards, REASONS[code].format(cards=format_cards(cards)))


def explain(obs: Observation, action: Action) -> tuple[str, tuple[Card, ...]]:
    """A reason code and the cards it is about, for `action` in `obs`."""
    if isinstance(action, MoonAction):
        return ("moon_add" if action.choice is MoonChoice.ADD_TO_OTHERS else "moon_subtract"), ()
    if isinstance(action, PassAction):
        return _explain_pass(obs, action.cards), action.cards
    assert isinstance(action, PlayAction)
    return _explain_play(obs, action.card), (action.card,)


def _explain_pass(obs: Observation, cards: tuple[Card, ...]) -> str:
    if QUEEN_OF_SPADES in cards:
        return "pass_queen"
    for suit in Suit:
        held = [c for c in obs.hand if c.suit is suit]
        if held and all(c in cards for c in held) and suit is not Suit.HEARTS:
            return "pass_void"
    if sum(1 for c in cards if c.suit is Suit.HEARTS) * 2 >= len(cards):
        return "pass_hearts"
    return "pass_high"


def _explain_play(obs: Observation, card: Card) -> str:
    if len(set(obs.legal)) == 1:
        return "only_card"
    if not obs.current_trick:
        spade_flush = card.suit is Suit.SPADES and card.rank < Rank.QUEEN and queen_out(obs) \
            and not any(c.suit is Suit.SPADES and c.rank >= Rank.QUEEN for c in obs.hand)
        if spade_flush:
            return "lead_flush_queen"
        return "lead_low" if card.rank <= Rank.SIX else "lead_safe"
    led = obs.current_trick[0][1].suit
    if card.suit is not led:
        return "discard_points" if card_points(card, obs.rules) > 0 else "discard_high"
    if card is QUEEN_OF_SPADES and would_lose(card, obs):
        return "dump_queen"
    if would_lose(card, obs):
        return "duck"
    threat = likely_shooter(obs)
    if threat == obs.seat:
        return "shoot_moon"
    if threat >= 0:
        return "stop_moon"
    trick_points = sum(card_points(c, obs.rules) for _, c in obs.current_trick)
    last = len(obs.current_trick) == obs.players - 1
    if last:
        return "safe_win" if trick_points <= 0 else "win_anyway"
    could_duck = any(would_lose(c, obs) for c in obs.legal)
    return "win_cheap" if could_duck else "cannot_duck"
