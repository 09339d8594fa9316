"""Where each card item is: the scene's card→item bookkeeping.

Every item is in exactly one location list.  Lookups go by location first
and then by value, and a hint (the very item the player dragged) wins over
the value: with two decks (V5) a hand can hold two equal cards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hearts_desktop.model.cards import Card, Seat, Suit
from hearts_desktop.model.observation import HIDDEN
from hearts_desktop.services.settings import DEFAULT_SUIT_ORDER
from hearts_desktop.views.table.card_item import CardItem

SortKey = Callable[[Card], tuple[int, int]]

def default_sort_key(suits: Sequence[Suit] = DEFAULT_SUIT_ORDER, ascending: bool = True) -> SortKey:
    """Cards by suit in `suits` order (a validated setting), then by rank."""
    position = {suit: index for index, suit in enumerate(suits)}
    sign = 1 if ascending else -1

    def key(card: Card) -> tuple[int, int]:
        return position[card.suit], sign * int(card.rank)

    return key


class Locations:
    def __init__(self, players: int) -> None:
        self.hands: list[list[CardItem]] = [[] for _ in range(players)]
        self.outgoing: list[list[CardItem]] = [[] for _ in range(players)]
        """Cards a seat committed to pass, waiting for the exchange."""
        self.pass_area: list[CardItem] = []
        """The human's chosen cards before the pass is committed."""
        self.trick: list[tuple[Seat, CardItem]] = []
        self.pot: list[CardItem] = []
        """The face-down widow and cancelled tricks in the middle (V5)."""
        self.collected: list[CardItem] = []

    def all_items(self) -> list[CardItem]:
        items = [item for hand in self.hands for item in hand]
        items += [item for out in self.outgoing for item in out]
        items += self.pass_area + [item for _, item in self.trick] + self.pot + self.collected
        return items

    def sort_hand(self, key: SortKey, seat: Seat = 0) -> None:
        self.hands[seat].sort(key=lambda item: key(item.card))

    def find(self, seat: Seat, card: Card, hint: CardItem | None = None) -> CardItem:
        hand = self.hands[seat]
        if hint is not None and hint in hand and hint.card is card:
            return hint
        for item in hand:
            if item.card is card:
                return item
        for item in reversed(hand):  # a network table: another seat's stand-in shows what it played
            if item.card is HIDDEN:
                item.set_card(card)
                return item
        raise LookupError(f"{card} is not shown in seat {seat}'s hand")

    def remove_from_hand(self, seat: Seat, card: Card, hint: CardItem | None = None) -> CardItem:
        item = self.find(seat, card, hint)
        self.hands[seat].remove(item)
        return item

    @staticmethod
    def reveal(items: Sequence[CardItem], cards: Sequence[Card]) -> None:
        """Stand-ins among `items` take the values of `cards` they do not
        show yet (a pass received at a network table); shown values stay."""
        missing = list(cards)
        unmatched: list[CardItem] = []
        for item in items:
            if item.card in missing:
                missing.remove(item.card)
            else:
                unmatched.append(item)
        for item, card in zip(unmatched, missing):
            item.set_card(card)

    def take_out(self, seat: Seat, cards: Sequence[Card]) -> None:
        """Move a computer seat's chosen pass from its hand to its outgoing pile."""
        for card in cards:
            self.outgoing[seat].append(self.remove_from_hand(seat, card))

    def deal_order(self, dealer: Seat) -> list[CardItem]:
        """Items in the order they are dealt: one at a time, clockwise from
        the dealer's left (R4); then the widow."""
        players = len(self.hands)
        order: list[CardItem] = []
        longest = max(len(hand) for hand in self.hands)
        for round_ in range(longest):
            for offset in range(1, players + 1):
                hand = self.hands[(dealer + offset) % players]
                if round_ < len(hand):
                    order.append(hand[round_])
        return order + list(self.pot)
