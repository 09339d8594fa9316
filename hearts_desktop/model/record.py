"""The game record: a versioned JSON document of rules, seats, seed or deals,
and every action.  It is the save-game format and the exported hand history.

Loading replays every action through the checked API, so a record that was
tampered with cannot produce a state the rules forbid.  Every refusal is a
`RecordError` whose message says where (hand, trick, action) and why.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from hearts_desktop.model.actions import Action, MoonAction, PassAction, PlayAction
from hearts_desktop.model.cards import Card
from hearts_desktop.model.errors import HeartsError, RecordError
from hearts_desktop.model.game import Game
from hearts_desktop.model.rules import HouseRules, MoonChoice

FORMAT = "hearts-desktop-record"
VERSION = 1


def action_to_json(action: Action) -> dict[str, Any]:
    if isinstance(action, PlayAction):
        return {"type": "play", "seat": action.seat, "card": action.card.code}
    if isinstance(action, PassAction):
        return {"type": "pass", "seat": action.seat, "cards": [card.code for card in action.cards]}
    return {"type": "moon", "seat": action.seat, "choice": action.choice.value}


def action_from_json(data: Any) -> Action:
    """Parse one action; raises ValueError/TypeError/KeyError on bad input."""
    if not isinstance(data, dict):
        raise TypeError("an action must be a JSON object")
    seat = data["seat"]
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise TypeError(f"seat must be a whole number, not {seat!r}")
    kind = data["type"]
    if kind == "play":
        return PlayAction(seat, _card(data["card"]))
    if kind == "pass":
        cards = data["cards"]
        if not isinstance(cards, list):
            raise TypeError("cards must be a list")
        return PassAction(seat, tuple(_card(code) for code in cards))
    if kind == "moon":
        return MoonAction(seat, MoonChoice(data["choice"]))
    raise ValueError(f"unknown action type {kind!r}")


def _card(code: Any) -> Card:
    if not isinstance(code, str):
        raise TypeError(f"a card must be a code like 'QS', not {code!r}")
    return Card.from_str(code)


@dataclass
class GameRecord:
    """Everything needed to rebuild a game exactly."""

    rules: HouseRules
    players: int
    names: tuple[str, ...]
    seed: int
    first_dealer: int
    deals: tuple[tuple[Card, ...], ...] = ()
    actions: list[Action] = field(default_factory=list)
    metadata: dict[str, Any] = field(default_factory=dict)
    """Free-form facts the app keeps (dates, undo used); not replayed."""
    deal_numbers: tuple[int, ...] | None = None
    """A numbered game's first deal numbers (see `Game`); None: dealt from the seed."""

    @classmethod
    def from_game(cls, game: Game, metadata: dict[str, Any] | None = None) -> GameRecord:
        return cls(game.rules, game.players, game.names, game.seed, game.first_dealer,
                   game.deals, list(game.actions), dict(metadata or {}), game.deal_numbers)

    def new_game(self) -> Game:
        """The game before any action."""
        return Game(self.rules, self.players, seed=self.seed, names=self.names,
                    first_dealer=self.first_dealer, deals=self.deals, deal_numbers=self.deal_numbers)

    def replay(self, upto: int | None = None) -> Game:
        """Rebuild the game by applying the first `upto` actions (all by default)."""
        game = self.new_game()
        for index, action in enumerate(self.actions[:upto]):
            where = _where(game, index)
            if game.is_game_over():
                raise RecordError(f"{where}: the game is already over")
            try:
                game.apply(action)
            except HeartsError as error:
                raise RecordError(f"{where}: {error.message}", rule=error.rule,
                                  details={"action": index}) from None
        return game

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_dict(),
            "players": self.players,
            "names": list(self.names),
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "deals": [[card.code for card in order] for order in self.deals],
            **({} if self.deal_numbers is None else {"deal_numbers": list(self.deal_numbers)}),
            "actions": [action_to_json(action) for action in self.actions],
            "metadata": self.metadata,
        }

    def dumps(self, compact: bool = False) -> str:
        """The record as JSON: laid out for reading, or `compact` (about ten
        times faster to write: the autosave writes it after every action)."""
        if compact:
            return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    @classmethod
    def loads(cls, text: str | bytes) -> GameRecord:
        """Parse and fully replay a record; any fault raises `RecordError`."""
        try:
            data = json.loads(text)
        except (ValueError, UnicodeDecodeError) as error:
            raise RecordError(f"The game record is not valid JSON: {error}") from None
        record = cls.from_json(data)
        record.replay()
        return record

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        if not isinstance(data, dict):
            raise RecordError("The game record must be a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError(f"Not a Hearts Desktop game record (format {data.get('format')!r})")
        version = data.get("version")
        if version != VERSION:
            raise RecordError(f"Unknown game record version {version!r}; this app reads version {VERSION}")
        try:
            header = _header(data)
        except HeartsError as error:
            raise RecordError(f"In the record's header: {error.message}", rule=error.rule) from None
        except (KeyError, TypeError, ValueError) as error:
            raise RecordError(f"In the record's header: {_describe(error)}") from None
        raw_actions = data.get("actions")
        if not isinstance(raw_actions, list):
            raise RecordError("The record's actions must be a list")
        actions: list[Action] = []
        for index, raw in enumerate(raw_actions):
            try:
                actions.append(action_from_json(raw))
            except (KeyError, TypeError, ValueError) as error:
                raise RecordError(f"Action {index + 1}: {_describe(error)}",
                                  details={"action": index}) from None
        metadata = data.get("metadata", {})
        if not isinstance(metadata, dict):
            raise RecordError("The record's metadata must be a JSON object")
        return cls(*header[:6], actions=actions, metadata=metadata, deal_numbers=header[6])


def _header(data: dict[str, Any]) -> tuple[HouseRules, int, tuple[str, ...], int, int,
                                           tuple[tuple[Card, ...], ...], tuple[int, ...] | None]:
    rules = HouseRules.from_dict(data["rules"])
    players = data["players"]
    if isinstance(players, bool) or not isinstance(players, int):
        raise TypeError(f"players must be a whole number, not {players!r}")
    rules.check(players)
    names = data["names"]
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names) \
            or len(names) != players:
        raise TypeError(f"names must be a list of {players} strings")
    seed = data["seed"]
    dealer = data["first_dealer"]
    for label, value in (("seed", seed), ("first_dealer", dealer)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"{label} must be a whole number, not {value!r}")
    if not 0 <= dealer < players:
        raise ValueError(f"first_dealer must be a seat from 0 to {players - 1}")
    raw_deals = data.get("deals", [])
    if not isinstance(raw_deals, list) or not all(isinstance(order, list) for order in raw_deals):
        raise TypeError("deals must be a list of card lists")
    deals = tuple(tuple(_card(code) for code in order) for order in raw_deals)
    raw_numbers = data.get("deal_numbers")
    if raw_numbers is not None and (not isinstance(raw_numbers, list) or any(
            isinstance(number, bool) or not isinstance(number, int) for number in raw_numbers)):
        raise TypeError("deal_numbers must be a list of whole numbers")
    numbers = None if raw_numbers is None else tuple(raw_numbers)
    # Building the game checks the explicit deals against the deck in play, and the numbers.
    Game(rules, players, seed=seed, names=names, first_dealer=dealer, deals=deals, deal_numbers=numbers)
    return rules, players, tuple(names), seed, dealer, deals, numbers


def _where(game: Game, index: int) -> str:
    trick = f", trick {game.trick_number + 1}" if game.current_trick or game.tricks else ""
    return f"Action {index + 1} (hand {game.hand_number + 1}{trick})"


def _describe(error: Exception) -> str:
    if isinstance(error, KeyError):
        return f"missing field {error.args[0]!r}"
    return str(error)
