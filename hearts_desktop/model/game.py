"""The game: seats, hands in sequence, passing, tricks, scoring, game end.

`Game` is the only mutable object of the model; every rule it applies is
decided by `model/engine.py`, which it asks.  Its public actions
(`pass_cards`, `play`, `choose_moon`, `apply`) always check and raise a
`HeartsError` whose message names the seat, the card, the phase and the rule;
each returns the events it caused.  Randomness comes only from `seed` (or an
explicit deck order per hand), so a game is its rules, seed and actions.

Decisions where RULES.md is silent:
- The first dealer is the seat to the right of seat 0, so seat 0 receives
  the first card and (with H5 "left of the dealer") leads the first hand.
- After a fully cancelled trick (V5) its leader leads again.
- The widow (V5) goes with the first cards taken: normally the first trick.
- When a hand is scored and the game goes on, the next hand is dealt at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from hearts_desktop.model import events as ev
from hearts_desktop.model.actions import Action, MoonAction, PassAction, PlayAction
from hearts_desktop.model.cards import Card, PassDirection, Seat, Suit, default_seat_names
from hearts_desktop.model.deal import (
    DEAL_NUMBERS,
    check_deck_order,
    deal,
    deck_in_play,
    hand_deal_number,
    lowest_club,
    numbered_order,
    shuffled_deck,
)
from hearts_desktop.model.engine import (
    SUIT_MASKS,
    Claim,
    FastHand,
    FastRules,
    both_copies,
    breaks_hearts,
    cards_to_mask,
    distinct_cards,
    find_shooter,
    narrowing,
    score_hand,
    trick_taker,
    winning_play,
)
from hearts_desktop.model.errors import (
    IllegalMoonChoiceError,
    IllegalPassError,
    IllegalPlayError,
    WrongPhaseError,
)
from hearts_desktop.model.observation import Observation, PublicState
from hearts_desktop.model.rules import STANDARD, FirstLead, HouseRules, MoonChoice, MoonSettlement
from hearts_desktop.model.scoring import HandScore, card_points, game_winners
from hearts_desktop.model.state import Phase, Trick


class Game:
    """A whole game of Hearts for 3–7 players under one set of house rules."""

    def __init__(
        self,
        rules: HouseRules = STANDARD,
        players: int = 4,
        *,
        seed: int = 0,
        names: Sequence[str] | None = None,
        first_dealer: Seat | None = None,
        deals: Sequence[Sequence[Card]] = (),
        deal_numbers: Sequence[int] | None = None,
    ) -> None:
        """`deals`: explicit deck orders for the first hands.  `deal_numbers`:
        None deals from the seed as games always did; a list (maybe empty)
        makes a numbered game, whose hands are those deal numbers first, then
        the numbers the seed gives each hand (`deal.hand_deal_number`)."""
        rules.check(players)
        self.rules = rules
        self.players = players
        self.seed = seed
        self.names: tuple[str, ...] = tuple(names) if names else default_seat_names(players)
        if len(self.names) != players:
            raise ValueError(f"{players} players need {players} names, not {len(self.names)}")
        self.first_dealer: Seat = players - 1 if first_dealer is None else first_dealer
        self.deals: tuple[tuple[Card, ...], ...] = tuple(tuple(order) for order in deals)
        for order in self.deals:
            check_deck_order(order, rules, players)
        self.deal_numbers: tuple[int, ...] | None = None if deal_numbers is None else tuple(deal_numbers)
        for number in self.deal_numbers or ():
            if not 0 <= number < DEAL_NUMBERS:
                raise ValueError(f"a deal number is 0000-0000 to 9999-9999, not {number}")
        self._deck = deck_in_play(rules, players)
        self._tricks_per_hand = len(self._deck) // players
        self._narrowed: tuple[tuple[Seat, int], tuple[int, tuple[str, int] | None]] | None = None
        """The last `_narrowing`, by (seat, length of the log): every change logs an event."""
        self._engine_rules = FastRules(rules, players)
        self._lowest_club = lowest_club(self._deck)
        self.totals: list[int] = [0] * players
        self.history: list[HandScore] = []
        self.actions: list[Action] = []
        self.log: list[ev.Event] = []
        self._published: list[PublicState] | None = None  # see apply_published
        self.winners: tuple[Seat, ...] | None = None
        self.hand_number = -1
        self._deal_next_hand()

    # -- queries -----------------------------------------------------------

    @property
    def phase(self) -> Phase:
        return self._phase

    def deal_number_of(self, hand_number: int) -> int | None:
        """The deal number of a hand (None: a game dealt from its seed, or an explicit deal)."""
        if self.deal_numbers is None or hand_number < len(self.deals):
            return None
        if hand_number < len(self.deal_numbers):
            return self.deal_numbers[hand_number]
        return hand_deal_number(self.seed, hand_number)

    @property
    def deal_number(self) -> int | None:
        """The current hand's deal number (see `deal_number_of`)."""
        return self.deal_number_of(self.hand_number)

    @property
    def dealer(self) -> Seat:
        return (self.first_dealer + self.hand_number) % self.players

    @property
    def pass_direction(self) -> PassDirection:
        return self._pass_direction

    @property
    def turn(self) -> Seat | None:
        """Who must act now; None while passing (everyone acts) or at the end."""
        if self._phase is Phase.PLAYING and len(self._tricks) < self._tricks_per_hand:
            return (self._leader + len(self._trick)) % self.players
        if self._phase is Phase.MOON_CHOICE:
            return self._shooter
        return None

    @property
    def current_trick(self) -> tuple[tuple[Seat, Card], ...]:
        return tuple(self._trick)

    @property
    def trick_leader(self) -> Seat:
        return self._leader

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The finished tricks of this hand."""
        return tuple(self._tricks)

    @property
    def trick_number(self) -> int:
        return len(self._tricks)

    @property
    def tricks_per_hand(self) -> int:
        return self._tricks_per_hand

    @property
    def hearts_broken(self) -> bool:
        return self._hearts_broken

    @property
    def pot(self) -> tuple[Card, ...]:
        """Cards in the middle waiting for a taker: the widow and cancelled tricks."""
        return tuple(self._pot)

    @property
    def widow(self) -> tuple[Card, ...]:
        return tuple(self._widow)

    @property
    def lowest_club(self) -> Card:
        return self._lowest_club

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """Seat's cards in card order.  The table shows only its humans'; AI
        players never call this: they get `observation(seat)`."""
        return tuple(self._hands[seat])

    def taken(self, seat: Seat) -> tuple[Card, ...]:
        return tuple(self._taken[seat])

    def tricks_won(self, seat: Seat) -> int:
        return self._tricks_won[seat]

    def points_taken(self, seat: Seat) -> int:
        return sum(card_points(card, self.rules) for card in self._taken[seat])

    def passed_cards(self, seat: Seat) -> tuple[Card, ...] | None:
        return self._passes.get(seat)

    def received_cards(self, seat: Seat) -> tuple[Card, ...] | None:
        return self._received[seat]

    def seats_to_pass(self) -> list[Seat]:
        if self._phase is not Phase.PASSING:
            return []
        return [seat for seat in range(self.players) if seat not in self._passes]

    def observation(self, seat: Seat) -> Observation:
        """Everything `seat` may know, and nothing more (for the AI)."""
        passed = self.passed_cards(seat)
        received = self.received_cards(seat)
        direction = self.pass_direction
        has_pass = direction is not PassDirection.NONE
        source = next((s for s in range(self.players) if direction.target(s, self.players) == seat), None)
        widow_size = len(self.widow)
        pot = self.pot[widow_size:]  # the widow lies face down before the cancelled cards
        turn = self.turn
        return Observation(
            seat=seat,
            players=self.players,
            names=self.names,
            rules=self.rules,
            hand_number=self.hand_number,
            dealer=self.dealer,
            phase=self.phase,
            pass_direction=direction,
            hand=self.hand(seat),
            passed=passed,
            pass_target=direction.target(seat, self.players) if has_pass else None,
            received=received,
            pass_source=source if has_pass else None,
            passes_committed=tuple(s for s in range(self.players) if self.passed_cards(s) is not None),
            trick_leader=self.trick_leader if self.phase is not Phase.PASSING else -1,
            current_trick=self.current_trick,
            tricks=self.tricks,
            tricks_per_hand=self.tricks_per_hand,
            hand_sizes=tuple(len(self.hand(s)) for s in range(self.players)),
            taken=tuple(self.taken(s) for s in range(self.players)),
            tricks_won=tuple(self.tricks_won(s) for s in range(self.players)),
            points_taken=tuple(self.points_taken(s) for s in range(self.players)),
            pot=pot,
            widow_size=widow_size,
            hearts_broken=self.hearts_broken,
            turn=turn,
            legal=tuple(self.legal_plays(seat)),
            totals=tuple(self.totals),
            history=tuple(self.history),
            lowest_club=self.lowest_club,
            shooter=turn if self.phase is Phase.MOON_CHOICE else None,
        )

    def public_state(self) -> PublicState:
        """What every seat may see now (no hand, no pass in flight)."""
        seats = range(self.players)
        last = self._tricks[-1] if self._tricks else None
        return PublicState(
            rules=self.rules, names=self.names, hand_number=self.hand_number, dealer=self.dealer,
            pass_direction=self._pass_direction, phase=self._phase, turn=self.turn,
            hearts_broken=self._hearts_broken, totals=tuple(self.totals),
            points=tuple(self.points_taken(seat) for seat in seats),
            taken_points=tuple(tuple(card for card in self._taken[seat] if card_points(card, self.rules))
                               for seat in seats),
            passed=frozenset(self._passes), trick=tuple(self._trick),
            last_trick=last.plays if last is not None else (),
            last_taker=last.taker if last is not None else None, winners=self.winners,
            deal_number=self.deal_number)

    def apply_published(self, action: Action) -> list[tuple[ev.Event, PublicState]]:
        """`apply`, each event paired with the public state right after it
        (for the table, which shows the game event by event)."""
        self._published = []
        try:
            events = self.apply(action)
            return list(zip(events, self._published, strict=True))
        finally:
            self._published = None

    def is_game_over(self) -> bool:
        return self._phase is Phase.GAME_OVER

    # -- claims: the rest of a hand when its outcome is already decided ---------------

    def available_claim(self, seat: Seat) -> Claim | None:
        """The claim `seat` may make now, if any.  Whether a claim stands is
        the engine's decision on the full state, so a claim never changes a score."""
        if self._phase is not Phase.PLAYING or not self._hands[seat]:
            return None
        players = range(self.players)
        fast = FastHand.from_state(
            self._engine_rules, [self.hand(s) for s in players], self.trick_leader,
            self.current_trick, self.trick_number, self.hearts_broken, [self.taken(s) for s in players],
            [self.tricks_won(s) for s in players], self.pot)
        return fast.claim(seat)

    def finish_hand(self, seat: Seat) -> list[ev.Event]:
        """Play `seat`'s claimed hand to its end, every card through `play`."""
        if self.available_claim(seat) is None:
            raise ValueError(f"{self.names[seat]} has no claim to make now")
        hand = self.hand_number
        events: list[ev.Event] = []
        while self._phase is Phase.PLAYING and self.hand_number == hand:
            turn = self.turn
            assert turn is not None
            events += self.play(turn, self.legal_plays()[0])
        return events

    def _narrowing(self, seat: Seat) -> tuple[int, tuple[str, int] | None]:
        """`seat`'s hand as bits and the engine's narrowing of it now (asked
        twice for most plays: for the legal cards, then to check the one played)."""
        key = (seat, len(self.log))
        if self._narrowed is not None and self._narrowed[0] == key:
            return self._narrowed[1]
        hand, _ = cards_to_mask(self._hands[seat])
        led = SUIT_MASKS[self._trick[0][1].suit] if self._trick else 0
        step = narrowing(self._engine_rules, hand, led, not self._tricks, self._hearts_broken,
                         both_copies(self._lowest_club))
        self._narrowed = key, (hand, step)
        return hand, step

    def legal_plays(self, seat: Seat | None = None) -> list[Card]:
        """Cards `seat` (default: whose turn it is) may play now; empty when
        it is not that seat's turn to play.  Cheap enough for every repaint."""
        turn = self.turn if self._phase is Phase.PLAYING else None
        if turn is None or (seat is not None and seat != turn):
            return []
        hand, step = self._narrowing(turn)
        return distinct_cards(hand if step is None else step[1])

    def is_legal_play(self, seat: Seat, card: Card) -> bool:
        return card in self.legal_plays(seat)

    def illegal_reason(self, seat: Seat, card: Card) -> IllegalPlayError | WrongPhaseError | None:
        """Why `seat` may not play `card` now, as the error `play` would raise."""
        try:
            self._check_seat(seat)
        except WrongPhaseError as error:
            return error
        to_play = self._phase is Phase.PLAYING and seat == self.turn
        if to_play and card in self._hands[seat]:
            _, step = self._narrowing(seat)  # the common case, from the cached narrowing
            if step is None or step[1] & both_copies(card):
                return None
        return play_refusal(self.observation(seat) if to_play else None, self.names, seat, self._phase,
                            self.turn, card, self._engine_rules)

    def rename(self, seat: Seat, name: str) -> None:
        """A seat's player changed (someone took it at a network table): the
        name, not the game, changes; the record keeps the new name."""
        self._check_seat(seat)
        self.names = tuple(name if index == seat else old for index, old in enumerate(self.names))

    # -- actions -----------------------------------------------------------

    def _check_seat(self, seat: Seat) -> None:
        """Every action names a seat of this game (R1)."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise WrongPhaseError(f"There is no seat {seat!r} in a game of {self.players} players (R1)",
                                  phase=self._phase, rule="R1", reason="no such seat")

    def apply(self, action: Action) -> list[ev.Event]:
        if isinstance(action, PlayAction):
            return self.play(action.seat, action.card)
        if isinstance(action, PassAction):
            return self.pass_cards(action.seat, action.cards)
        return self.choose_moon(action.seat, action.choice)

    def play(self, seat: Seat, card: Card) -> list[ev.Event]:
        """Play `card` from `seat`'s hand, checked against every rule."""
        error = self.illegal_reason(seat, card)
        if error is not None:
            raise error
        return self._record(PlayAction(seat, card), lambda: self._play_unchecked(seat, card))

    def pass_cards(self, seat: Seat, cards: Sequence[Card]) -> list[ev.Event]:
        """Commit `seat`'s pass (R5, H9).  Cards change hands only once every
        seat has committed."""
        self._check_seat(seat)
        chosen = tuple(sorted(cards))
        self._check_pass(seat, chosen)
        return self._record(PassAction(seat, chosen), lambda: self._commit_pass(seat, chosen))

    def choose_moon(self, seat: Seat, choice: MoonChoice) -> list[ev.Event]:
        """The shooter's settlement decision when H4 asks for one (R11)."""
        self._check_seat(seat)
        if self._phase is not Phase.MOON_CHOICE:
            raise WrongPhaseError(
                f"{self.names[seat]} may not choose a moon settlement during {self._phase.value} (R11)",
                seat=seat, phase=self._phase, rule="R11", reason="phase")
        if seat != self._shooter:
            raise IllegalMoonChoiceError(
                f"{self.names[seat]} may not choose the moon settlement: "
                f"{self.names[self._shooter]} shot the moon (R11)",
                seat=seat, phase=self._phase, rule="R11", reason="not shooter")
        if not isinstance(choice, MoonChoice):
            raise IllegalMoonChoiceError(
                f"{choice!r} is not a moon settlement (H4)", seat=seat, phase=self._phase,
                rule="H4", reason="choice")
        return self._record(MoonAction(seat, choice), lambda: self._score_hand(choice))

    # -- transitions ---------------------------------------------------------

    def _record(self, action: Action, change: Callable[[], None]) -> list[ev.Event]:
        start = len(self.log)
        self.actions.append(action)
        change()
        return self.log[start:]

    def _emit(self, event: ev.Event) -> None:
        """Log an event.  Every transition has brought the state up to date
        before it emits, so the public state here is the state after it."""
        self.log.append(event)
        if self._published is not None:
            self._published.append(self.public_state())

    def _deal_next_hand(self) -> None:
        self.hand_number += 1
        number = self.deal_number_of(self.hand_number)
        if self.hand_number < len(self.deals):
            order = list(self.deals[self.hand_number])
        elif number is not None:
            order = numbered_order(number, self.rules, self.players, self.dealer)
        else:
            order = shuffled_deck(self.rules, self.players, self.seed, self.hand_number)
        self._hands, self._widow = deal(order, self.dealer, self.players)
        self._pot: list[Card] = list(self._widow)
        self._pass_direction = self.rules.pass_direction(self.hand_number, self.players)
        self._passes: dict[Seat, tuple[Card, ...]] = {}
        self._received: list[tuple[Card, ...] | None] = [None] * self.players
        self._trick: list[tuple[Seat, Card]] = []
        self._tricks: list[Trick] = []
        self._taken: list[list[Card]] = [[] for _ in range(self.players)]
        self._tricks_won = [0] * self.players
        self._hearts_broken = False
        self._shooter: Seat = -1
        self._leader: Seat = -1
        self._phase = Phase.PASSING
        self._emit(ev.HandDealt(self.hand_number, self.dealer, self._pass_direction,
                                tuple(tuple(hand) for hand in self._hands), len(self._widow)))
        if self._pass_direction is PassDirection.NONE:
            self._start_play()

    def _check_pass(self, seat: Seat, chosen: tuple[Card, ...]) -> None:
        name = self.names[seat]
        if self._phase is not Phase.PASSING:
            why = "there is no passing in this hand" if self._pass_direction is PassDirection.NONE \
                else f"passing is over; it is {self._phase.value}"
            raise WrongPhaseError(f"{name} may not pass now: {why} (R5)",
                                  seat=seat, phase=self._phase, rule="R5", reason="phase")
        if seat in self._passes:
            raise IllegalPassError(f"{name} has already passed (R5)",
                                   seat=seat, phase=self._phase, rule="R5", reason="already passed")
        wanted = self.rules.cards_passed
        if len(chosen) != wanted:
            raise IllegalPassError(f"{name} must pass {wanted} cards, not {len(chosen)} (H9)",
                                   seat=seat, phase=self._phase, rule="H9", reason="count")
        remaining = list(self._hands[seat])
        for card in chosen:
            if card not in remaining:
                raise IllegalPassError(f"{name} may not pass {card}: it is not in their hand (R5)",
                                       seat=seat, card=card, phase=self._phase, rule="R5",
                                       reason="not in hand")
            remaining.remove(card)

    def _commit_pass(self, seat: Seat, chosen: tuple[Card, ...]) -> None:
        self._passes[seat] = chosen
        self._emit(ev.PassCommitted(seat, chosen))
        if len(self._passes) < self.players:
            return
        # R5: everyone has committed; now the cards change hands.
        for source, cards in sorted(self._passes.items()):
            for card in cards:
                self._hands[source].remove(card)
        for source, cards in sorted(self._passes.items()):
            target = self._pass_direction.target(source, self.players)
            self._hands[target].extend(cards)
            self._hands[target].sort()
            self._received[target] = cards
            self._emit(ev.CardsPassed(source, target, cards))
        self._start_play()

    def _start_play(self) -> None:
        self._phase = Phase.PLAYING
        # R6: the lowest club *in play after the pass*.  With two decks (V5)
        # both copies of the deck's lowest club may lie in the widow.
        self._lowest_club = min(card for hand in self._hands for card in hand if card.suit is Suit.CLUBS)
        self._leader = self._first_leader()
        self._emit(ev.PlayStarted(self._leader))

    def _first_leader(self) -> Seat:
        """R6/H5: the holder of the lowest club, or the dealer's left (V5, H5)."""
        left_of_dealer = (self.dealer + 1) % self.players
        if self.rules.first_lead is FirstLead.LEFT_OF_DEALER:
            return left_of_dealer
        for offset in range(self.players):  # two decks: the first holder clockwise
            seat = (left_of_dealer + offset) % self.players
            if self._lowest_club in self._hands[seat]:
                return seat
        raise AssertionError("the lowest club is always dealt")

    def _play_unchecked(self, seat: Seat, card: Card) -> None:
        self._hands[seat].remove(card)
        self._trick.append((seat, card))
        self._emit(ev.CardPlayed(seat, card, len(self._tricks)))
        if not self._hearts_broken and breaks_hearts(self._engine_rules, both_copies(card)):
            self._hearts_broken = True
            self._emit(ev.HeartsBroken(seat, card))
        if len(self._trick) == self.players:
            self._finish_trick()

    def _finish_trick(self) -> None:
        best = winning_play([(seat, card.index) for seat, card in self._trick], self.rules.cancellation)
        winner = None if best is None else best[0]
        last = len(self._tricks) + 1 == self.tricks_per_hand
        taker = trick_taker(best, self._leader, last)
        cards = [card for _, card in self._trick]
        carried = tuple(self._pot)
        trick = Trick(len(self._tricks), self._leader, tuple(self._trick), winner, taker,
                      carried if taker is not None else ())
        self._tricks.append(trick)
        points = 0
        if taker is None:
            self._pot.extend(cards)  # V5: nobody wins; the cards wait in the middle
        else:
            self._taken[taker].extend(cards + list(carried))
            self._tricks_won[taker] += 1
            points = sum(card_points(card, self.rules) for card in cards + list(carried))
            self._pot = []
        self._trick = []
        if winner is not None:
            self._leader = winner
        self._emit(ev.TrickWon(trick.number, winner, taker, tuple(cards), trick.carried, points))
        if taker is not None and self._widow and trick.carried[: len(self._widow)] == tuple(self._widow):
            widow, self._widow = tuple(self._widow), []
            self._emit(ev.WidowTaken(taker, widow))
        if last:
            self._end_of_play()

    def _end_of_play(self) -> None:
        taken = [cards_to_mask(cards)[0] for cards in self._taken]
        shot = find_shooter(self._engine_rules, taken)
        if shot is not None:
            shooter, sun = shot
            amount = self._engine_rules.moon_amount * (2 if sun else 1)
            ask = self.rules.moon is MoonSettlement.SHOOTER_CHOOSES
            if ask:
                self._shooter = shooter
                self._phase = Phase.MOON_CHOICE
            self._emit(ev.MoonShot(shooter, amount, sun, ask))
            if ask:
                return
        self._score_hand(None)

    def _score_hand(self, choice: MoonChoice | None) -> None:
        if choice is not None:
            # The choice is made: the hand is over, nobody is to act.
            self._phase = Phase.PLAYING
            self._emit(ev.MoonChosen(self._shooter, choice))
        score = replace(score_hand(self.hand_number, self.rules, self._taken, self._tricks_won,
                                   self.totals, choice, self._engine_rules), deal_number=self.deal_number)
        self.history.append(score)
        self.totals = list(score.totals)
        self._emit(ev.HandScored(score))
        self.winners = game_winners(self.totals, self.rules)
        if self.winners is not None:
            self._phase = Phase.GAME_OVER
            self._emit(ev.GameOver(self.winners, tuple(self.totals)))
        else:
            self._deal_next_hand()

    def __repr__(self) -> str:
        return (f"<Game {self.players} players, hand {self.hand_number + 1}, "
                f"{self._phase.value}, totals {self.totals}>")



_REASONS = {
    "R8": "no points may be played on the first trick",
    "H5": "the first trick must be led with a club",
    "R9": "hearts are not broken",
}


def play_refusal(
    seen: Observation | None, names: Sequence[str], seat: Seat, phase: Phase, turn: Seat | None, card: Card,
    engine_rules: FastRules | None = None,
) -> IllegalPlayError | WrongPhaseError | None:
    """Why `seat` may not play `card`, decided from what that seat can see
    (`seen`, its observation while it is to play; None otherwise): the one
    place both the game and a network seat's view of it ask."""
    if phase is not Phase.PLAYING:
        return WrongPhaseError(f"{names[seat]} may not play {card} during {phase.value}",
                               seat=seat, card=card, phase=phase, reason="phase")
    if seat != turn or seen is None:
        assert turn is not None
        return WrongPhaseError(f"{names[seat]} may not play {card}: it is {names[turn]}'s turn (R4)",
                               seat=seat, card=card, phase=phase, rule="R4", reason="turn")
    if card not in seen.hand:
        return IllegalPlayError(f"{names[seat]} may not play {card}: it is not in their hand",
                                seat=seat, card=card, phase=phase, reason="not in hand")
    fr = engine_rules or FastRules(seen.rules, seen.players)
    hand, _ = cards_to_mask(seen.hand)
    trick = seen.current_trick
    led = SUIT_MASKS[trick[0][1].suit] if trick else 0
    step = narrowing(fr, hand, led, not seen.tricks, seen.hearts_broken, both_copies(seen.lowest_club))
    if step is None or step[1] & both_copies(card):
        return None
    rule = step[0]
    if rule == "R7":
        reason = f"{trick[0][1].suit.symbol} was led and must be followed"
    elif rule == "R6":
        reason = f"the first trick must be led with the {seen.lowest_club}"
    else:
        reason = _REASONS[rule]
    verb = "lead" if not trick else "play"
    return IllegalPlayError(f"{names[seat]} may not {verb} {card}: {reason} ({rule})",
                            seat=seat, card=card, phase=phase, rule=rule, reason=reason)
