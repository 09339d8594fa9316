"""A client's check of what its host says, before anything is shown.

A host is trusted for the game (it alone decides), not for its words: a
host of another version, a broken one or a hostile one may send a message
that fits the model's types yet cannot be: a seat number out of range, a
`state` for another seat, a card played from a hand that does not hold it.
The table would fail on such a message half-way through an animation.  So
every value is checked here against the table's shape (players, our seat),
and every event against what this seat has been told so far: our own cards
exactly, the other hands as counts and the cards we passed into them, the
trick in the middle.  These are exactly what the table's scene holds, so an
event that passes here can always be shown.  A message that does not fit
raises `HostContradiction` with why, in English; the client then hangs up.

The other hands are followed as counts; each observation then says what
the host's game holds, and it must agree with what the events said.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from hearts_desktop.model import events as ev
from hearts_desktop.model.cards import Card, Seat
from hearts_desktop.model.observation import Observation, PublicState
from hearts_desktop.model.scoring import HandScore
from hearts_desktop.model.state import Phase
from hearts_desktop.net.codec import WireError

MAX_CARDS = 104
"""Cards in play at most (two decks)."""
MAX_POINTS = 1_000_000
"""Points a score, a total or a moon may come to at most, either way: no
game comes near it, and the table shows every number through QLocale, which
cannot write an integer beyond 64 bits."""


class HostContradiction(WireError):
    """The host sent something that cannot be, given what it said before."""


def _seat(value: Seat | None, players: int, what: str, *, optional: bool = False) -> None:
    if value is None and optional:
        return
    if not isinstance(value, int) or not 0 <= value < players:
        raise HostContradiction(f"{what} is seat {value!r} at a table of {players}")


def _seats(values: Iterable[Seat], players: int, what: str) -> None:
    for value in values:
        _seat(value, players, what)


def _per_seat(values: Sequence[object], players: int, what: str) -> None:
    if len(values) != players:
        raise HostContradiction(f"{what} has {len(values)} entries at a table of {players}")


def _amounts(values: Iterable[object], what: str) -> None:
    for value in values:
        if not isinstance(value, int) or not -MAX_POINTS <= value <= MAX_POINTS:
            raise HostContradiction(f"{what} of {str(value)[:20]} points")


def check_score(score: HandScore, players: int) -> None:
    for what in ("points", "deltas", "totals"):
        _per_seat(getattr(score, what), players, f"a hand's {what}")
        _amounts(getattr(score, what), f"a hand's {what}")
    _amounts((score.hand_number,), "a hand's number")
    for what in ("no_trick_bonus", "resets", "bonus_card_taker"):
        _seats(getattr(score, what), players, f"a hand's {what}")
    if score.moon is not None:
        _seat(score.moon.shooter, players, "the moon's shooter")


def check_public(public: PublicState, players: int) -> None:
    """Every seat in range and one entry per seat (the table labels each)."""
    for what in ("names", "totals", "points", "taken_points"):
        _per_seat(getattr(public, what), players, f"the public {what}")
    for what in ("totals", "points"):
        _amounts(getattr(public, what), f"the public {what}")
    _seat(public.dealer, players, "the dealer")
    _seat(public.turn, players, "the turn", optional=True)
    _seat(public.last_taker, players, "the last taker", optional=True)
    _seats(public.passed, players, "a pass")
    _seats((seat for seat, _ in public.trick), players, "a trick's card")
    _seats((seat for seat, _ in public.last_trick), players, "the last trick's card")
    _seats(public.winners or (), players, "a winner")


def check_observation(observation: Observation, seat: Seat, players: int) -> None:
    """An observation of our own seat that holds together."""
    if observation.seat != seat:
        raise HostContradiction(f"the host sent seat {observation.seat}'s view to seat {seat}")
    if observation.players != players:
        raise HostContradiction(f"a table of {observation.players}, welcomed as {players}")
    for what in ("names", "hand_sizes", "taken", "tricks_won", "points_taken", "totals"):
        _per_seat(getattr(observation, what), players, f"the {what}")
    for what in ("tricks_won", "points_taken", "totals"):
        _amounts(getattr(observation, what), f"the {what}")
    for name in ("dealer",):
        _seat(getattr(observation, name), players, f"the {name}")
    for name in ("turn", "pass_target", "pass_source", "shooter"):
        _seat(getattr(observation, name), players, f"the {name}", optional=True)
    if observation.phase is not Phase.PASSING:
        _seat(observation.trick_leader, players, "the trick's leader")
    _seats(observation.passes_committed, players, "a pass")
    _seats((played for played, _ in observation.current_trick), players, "a trick's card")
    for trick in observation.tricks:
        _seats((played for played, _ in trick.plays), players, "a trick's card")
        _seat(trick.winner, players, "a trick's winner", optional=True)
        _seat(trick.taker, players, "a trick's taker", optional=True)
    for score in observation.history:
        check_score(score, players)
    if observation.hand_sizes[seat] != len(observation.hand):
        raise HostContradiction(f"a hand of {len(observation.hand)} cards counted as "
                                f"{observation.hand_sizes[seat]}")
    if any(not 0 <= size <= MAX_CARDS for size in observation.hand_sizes):
        raise HostContradiction(f"hands of {observation.hand_sizes} cards")
    if not 0 <= observation.widow_size <= MAX_CARDS or observation.tricks_per_hand > MAX_CARDS:
        raise HostContradiction("a widow or a hand longer than the deck")
    if Counter(observation.legal) - Counter(observation.hand):
        raise HostContradiction("a legal card that is not in the hand")
    if observation.phase is Phase.PASSING and observation.passed is not None \
            and Counter(observation.passed) - Counter(observation.hand):
        raise HostContradiction("a committed pass that is not in the hand")


class SeatCheck:
    """What the table of one seat holds, followed event by event.

    `hands[seat]` is what that seat holds, its committed pass included (as
    the model counts it): our own cards exactly; for another seat, the cards
    we know it holds (what we passed it) and a number of unknown ones.
    `outgoing[seat]` is its committed pass, waiting for the exchange."""

    def __init__(self, seat: Seat, players: int, cards_passed: int) -> None:
        self.seat, self.players, self.cards_passed = seat, players, cards_passed
        self.ours: Counter[Card] = Counter()
        self.known: list[Counter[Card]] = [Counter() for _ in range(players)]
        self.unknown = [0] * players
        self.outgoing: list[list[Card] | int | None] = [None] * players
        self.trick = 0

    def reset(self, observation: Observation) -> None:
        """Start again from what the host's game holds (a `state`)."""
        self.ours = Counter(observation.hand)
        self.known = [Counter() for _ in range(self.players)]
        self.unknown = [0 if other == self.seat else size
                        for other, size in enumerate(observation.hand_sizes)]
        self.outgoing = [None] * self.players
        if observation.phase is Phase.PASSING:
            for other in observation.passes_committed:
                self.outgoing[other] = list(observation.passed or ()) if other == self.seat \
                    else self.cards_passed
        self.trick = len(observation.current_trick)

    def held(self, seat: Seat) -> int:
        if seat == self.seat:
            return self.ours.total()
        return self.known[seat].total() + self.unknown[seat]

    def settle(self, observation: Observation) -> None:
        """A change is complete: what the events said must be what the host's
        game holds now; then follow the game from it."""
        if Counter(observation.hand) != self.ours:
            raise HostContradiction("our hand is not what the events made it")
        sizes = tuple(self.held(other) for other in range(self.players))
        if sizes != observation.hand_sizes:
            raise HostContradiction(f"hands of {observation.hand_sizes} cards, the events made {sizes}")
        if len(observation.current_trick) != self.trick:
            raise HostContradiction("the trick is not what the events made it")
        if observation.phase is Phase.PASSING:
            # A committed pass stays in the hand until the exchange: the hands
            # alone cannot tell a state from before a pass from one after it.
            committed = {other for other, out in enumerate(self.outgoing) if out is not None}
            ours = self.outgoing[self.seat]
            if committed != set(observation.passes_committed) or \
                    (isinstance(ours, list) and Counter(ours) != Counter(observation.passed or ())):
                raise HostContradiction("the passes are not what the events made them")
        self.reset(observation)

    # -- events ---------------------------------------------------------------------------

    def check(self, event: ev.Event) -> None:
        """Raise `HostContradiction` unless `event` can follow what came before; then follow it."""
        match event:
            case ev.HandDealt():
                self._dealt(event)
            case ev.PassCommitted():
                self._committed(event)
            case ev.CardsPassed():
                self._passed(event)
            case ev.CardPlayed():
                self._played(event)
            case ev.TrickWon():
                for what, seat in (("winner", event.winner), ("taker", event.taker)):
                    _seat(seat, self.players, f"a trick's {what}", optional=True)
                self.trick = 0
            case ev.PlayStarted():
                _seat(event.leader, self.players, "the leader")
            case ev.HeartsBroken() | ev.WidowTaken() | ev.MoonChosen():
                _seat(event.seat, self.players, f"a {type(event).__name__}'s seat")
            case ev.MoonShot():
                _seat(event.seat, self.players, "a MoonShot's seat")
                _amounts((event.amount,), "a moon")
            case ev.HandScored():
                check_score(event.score, self.players)
            case ev.GameOver():
                _seats(event.winners, self.players, "a winner")
                _per_seat(event.totals, self.players, "the final totals")
                _amounts(event.totals, "the final totals")

    def _dealt(self, event: ev.HandDealt) -> None:
        _per_seat(event.hands, self.players, "a deal")
        _seat(event.dealer, self.players, "the dealer")
        if not 0 <= event.widow_size <= MAX_CARDS:
            raise HostContradiction(f"a widow of {event.widow_size} cards")
        for hand in event.hands:
            if len(hand) > MAX_CARDS:
                raise HostContradiction(f"a hand of {len(hand)} cards")
        self.ours = Counter(event.hands[self.seat])
        self.known = [Counter() for _ in range(self.players)]
        self.unknown = [0 if other == self.seat else len(hand) for other, hand in enumerate(event.hands)]
        self.outgoing = [None] * self.players
        self.trick = 0

    def _committed(self, event: ev.PassCommitted) -> None:
        _seat(event.seat, self.players, "a pass")
        if self.outgoing[event.seat] is not None:
            raise HostContradiction(f"seat {event.seat} passed twice")
        if event.seat == self.seat:
            if Counter(event.cards) - self.ours:
                raise HostContradiction("we passed cards we do not hold")
            self.outgoing[event.seat] = list(event.cards)
        else:
            if len(event.cards) > self.unknown[event.seat]:
                raise HostContradiction(f"seat {event.seat} passed more cards than it holds")
            self.outgoing[event.seat] = len(event.cards)

    def _passed(self, event: ev.CardsPassed) -> None:
        _seat(event.from_seat, self.players, "a pass's giver")
        _seat(event.to_seat, self.players, "a pass's receiver")
        outgoing = self.outgoing[event.from_seat]
        if outgoing is None or event.from_seat == event.to_seat:
            raise HostContradiction(f"seat {event.from_seat} gave cards it never passed")
        count = len(outgoing) if isinstance(outgoing, list) else outgoing
        if len(event.cards) != count:
            raise HostContradiction(f"seat {event.from_seat} passed {count} cards; "
                                    f"{len(event.cards)} arrived")
        self.outgoing[event.from_seat] = None
        if isinstance(outgoing, list):  # ours, to another seat: it now holds cards we know
            self.ours.subtract(outgoing)
            self.ours = +self.ours
            if event.to_seat != self.seat:
                self.known[event.to_seat].update(outgoing)
        else:
            self.unknown[event.from_seat] -= count
        if event.to_seat == self.seat:
            self.ours.update(event.cards)
        elif not isinstance(outgoing, list):
            self.unknown[event.to_seat] += count

    def _played(self, event: ev.CardPlayed) -> None:
        seat = event.seat
        _seat(seat, self.players, "a card's player")
        if seat == self.seat:
            if self.ours[event.card] <= 0:
                raise HostContradiction(f"we played {event.card.code}, which we do not hold")
            self.ours[event.card] -= 1
            self.ours = +self.ours
        elif self.known[seat][event.card] > 0:
            self.known[seat][event.card] -= 1
            self.known[seat] = +self.known[seat]
        elif self.unknown[seat] > 0:
            self.unknown[seat] -= 1
        else:
            raise HostContradiction(f"seat {seat} played a card from an empty hand")
        if self.trick >= self.players:
            raise HostContradiction("a trick with more cards than players")
        self.trick += 1
