"""The rollout policy's playout: a hand played to its end from a position,
each seat by the model the search has of it and in its style.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:  # mypyc reads this for native ints; plain Python never needs it
    from mypy_extensions import i64

from .bits import QS, bit_count, bit_index, mask_of, suit_of, top
from .heuristics import (
    REAL_MOON_CARDS,
    ROLLOUT_CALM,
    ROLLOUT_DEFEND,
    ROLLOUT_MOON,
    ROLLOUT_PLAIN,
    ROLLOUT_REAL_MOON,
    ROLLOUT_SHARP,
    ROLLOUT_SHARP_MOON,
    ROLLOUT_SHOOT,
    choose,
    choose_discard_casual,
    choose_discard_shooter,
    choose_follow_club,
    choose_lead,
    choose_lead_sharp,
    choose_lead_styled,
    choose_sharp,
    choose_shoot,
    highest_rank,
    table_threat,
)
from .rng import Rng, random_bit
from .table import Position, Table, follow_mask, lead_mask

MODEL_AS_US: Final = 0
MODEL_CLUB_FOLLOW: Final = 1
MODEL_CASUAL: Final = 2
MODEL_STYLED: Final = 16
MODEL_PLAIN: Final = MODEL_STYLED + ROLLOUT_PLAIN
"""How a rollout models a seat (`policy_playout`): as it plays itself,
following suit as the club player, following and discarding as the
Casual player, or as it plays itself but in the rollout style
`model - MODEL_STYLED` whatever the rollout's own (a style measured as a
player against another: benchmarks/duel_rollout_policy.py)."""


def model_of(models: list[int] | None, me: i64, seat: i64) -> i64:
    """The model a rollout plays `seat` by (`policy_playout`)."""
    if models is None or me < 0 or seat == me:
        return MODEL_AS_US
    model: i64 = models[seat]
    return model


def model_style(model: i64, style: i64) -> i64:
    """The rollout style a seat played by `model` plays in (`style`: the
    rollout's own), or -1 for a seat modelled as another program."""
    if model == MODEL_AS_US:
        return style
    if model >= MODEL_STYLED:
        return model - MODEL_STYLED
    return -1


def seat_style(model: i64, style: i64, seat: i64, threat: i64, taken: list[int], penalty: i64) -> i64:
    """The style `seat`, played by `model`, plays its next card in
    (`model_style`), with `ROLLOUT_REAL_MOON` settled: a style with that flag
    is played until the seat is the only one with points and holds at least
    REAL_MOON_CARDS point cards, and from then on the moon style (its highest
    card led, its points kept when it cannot follow).  A searching player
    finds the moon once its tricks make it likely, which a plain rollout
    seldom finishes; taking that up from the first point would make every
    seat with the first heart a shooter."""
    played: i64 = model_style(model, style)
    if played < ROLLOUT_REAL_MOON:
        return played
    if played >= ROLLOUT_CALM:
        played -= ROLLOUT_CALM  # settled by seat_threat
        if played < ROLLOUT_REAL_MOON:
            return played
    if seat == threat and bit_count(taken[seat] & penalty) >= REAL_MOON_CARDS:
        return ROLLOUT_MOON
    return played - ROLLOUT_REAL_MOON


def seat_threat(model: i64, style: i64, threat: i64, taken: list[int], penalty: i64) -> i64:
    """The moon threat (`table_threat`, a seat) as a seat played by `model`
    sees it: with `ROLLOUT_CALM` none while that seat holds fewer than
    REAL_MOON_CARDS point cards.  Hard's search takes the trick from the
    only seat with points in a third of the positions where the plain
    policy does (benchmarks/style_agreement.py): one heart is
    not a moon.  Called only while there is a threat."""
    if model_style(model, style) < ROLLOUT_CALM or bit_count(taken[threat] & penalty) >= REAL_MOON_CARDS:
        return threat
    return -1


def defend_follow(follow: i64, best: i64, trick: i64, penalty: i64, threat: i64, seat: i64,
                  winner: i64) -> i64:
    """The moon defence of `ROLLOUT_DEFEND` (0: none), while another seat,
    the only one with points, wins a trick that we cannot take from it: if
    the trick has points, our lowest card of the suit, not the highest that
    loses (the plain follow), keeping our high cards to take a point later
    and stop its moon; if not, no Q♠ under its higher spade while another
    spade will do (the plain follow sheds her there)."""
    if threat < 0 or seat == threat or winner != threat:
        return 0
    if follow & ~((best << 1) - 1):
        return 0  # we can take the trick: the plain follow does if it has points
    if trick & penalty:
        return follow & -follow
    if follow & QS and follow & ~QS:
        return top(follow & ~QS)
    return 0


def lead_card(t: Table, style: i64, legal: i64, hand: i64, gone: i64, threat: bool) -> i64:
    """The rollout policy's lead in `style` (-1: a seat modelled as another
    program, who leads as the plain policy does); `threat`: the leader is the
    only seat with points (`policy_playout`)."""
    if style >= ROLLOUT_DEFEND:
        style -= ROLLOUT_DEFEND  # the defence changes no lead
    queen_out: bool = not (gone | hand) & QS
    # The shoot style also tries the moon while nobody has points yet; that
    # test is left to its own branch, off the other styles' hot path.
    if style == ROLLOUT_SHOOT and (threat or (t.moon_on and not gone & t.penalty)):
        return choose_shoot(legal, 0, 0, False, hand, gone, 0)
    if style == ROLLOUT_SHARP_MOON and threat:
        return highest_rank(legal)
    if style >= ROLLOUT_SHARP:
        return choose_lead_sharp(legal, queen_out, hand, gone)
    if style > ROLLOUT_PLAIN:
        return choose_lead_styled(legal, queen_out, hand, style, threat)
    return choose_lead(legal, queen_out)


def follow_card(t: Table, model: i64, style: i64, legal: i64, led: i64, trick: i64, best: i64, last: bool,
                threat: i64, seat: i64, winner: i64, hand: i64, gone: i64) -> i64:
    """The rollout policy's card for `seat`, who follows (or discards) in a
    trick led in `led`, playing by `model`, or as we would in `style`
    (`model_style`; `policy_playout`)."""
    if style >= ROLLOUT_DEFEND:
        style -= ROLLOUT_DEFEND
        defence: i64 = defend_follow(legal & led, best, trick, t.penalty, threat, seat, winner)
        if defence:
            return defence
    queen_out: bool = not (gone | trick | hand) & QS
    if style == ROLLOUT_SHOOT and t.moon_on and (seat == threat or not gone & t.penalty):
        return choose_shoot(legal, led, best, last, hand, gone, t.penalty)
    if seat == threat and not legal & led and style in (ROLLOUT_MOON, ROLLOUT_SHARP_MOON):
        return choose_discard_shooter(legal, t.penalty)
    if style >= ROLLOUT_SHARP:
        return choose_sharp(legal, led, trick, best, last, queen_out, t.penalty, threat, seat, winner, hand,
                            gone)
    if model == MODEL_CASUAL:  # Casual never minds a moon
        if legal & led:
            return choose_follow_club(legal, best, last)
        return choose_discard_casual(t, legal, queen_out)
    if threat < 0 and legal & led and model == MODEL_CLUB_FOLLOW:
        return choose_follow_club(legal, best, last)
    return choose(legal, led, trick, best, last, queen_out, t.penalty, threat, seat, winner)


def policy_playout(t: Table, hands: list[int], taken: list[int], won: list[int], start: Position,
                   rng: Rng, eps_threshold: i64, log: list[int] | None = None, me: i64 = -1,
                   models: list[int] | None = None, style: i64 = ROLLOUT_PLAIN) -> Position:
    """Play to the end with the rollout policy, from a trick boundary or from
    the trick in progress that `start` describes; with chance eps
    (`threshold(eps)`) a decision is a uniformly random legal card instead.
    With `me` (a seat) and `models` (one per seat), every other seat plays
    by its model: `MODEL_CLUB_FOLLOW` follows suit as the club player
    (`choose_follow_club`) unless a moon is on, `MODEL_CASUAL` follows and
    discards as Casual does, who never minds a moon.  `style`: how the
    seats played as we would lead (`ROLLOUT_PLAIN`, `ROLLOUT_FLUSH`,
    `ROLLOUT_FLUSH_GUARD`).
    No pot: a hand with a widow goes through the policy's general path until
    the widow is taken."""
    n: i64 = t.players
    trick_no: i64 = start.trick_no
    broken: bool = start.broken
    leader: i64 = start.leader
    gone: i64 = mask_of(taken)
    played: i64 = start.played
    while trick_no < t.tricks:
        threat: i64 = table_threat(t, taken, gone)
        hand: i64
        legal: i64
        bit: i64
        led: i64
        best: i64
        trick: i64
        winner: i64
        seat: i64
        if played:  # the trick in progress: its lead is on the table already
            best = start.best
            trick = start.trick
            winner = start.winner
            led = suit_of(best)
            seat = leader + played - 1
            seat = seat - n if seat >= n else seat
        else:
            hand = hands[leader]
            legal = lead_mask(t, hand, trick_no, broken)
            if rng.chance(eps_threshold):
                bit = random_bit(legal, rng)
            else:
                lead_model: i64 = model_of(models, me, leader)
                sees: i64 = threat if threat < 0 else seat_threat(lead_model, style, threat, taken, t.penalty)
                lead_style: i64 = seat_style(lead_model, style, leader, threat, taken, t.penalty)
                bit = lead_card(t, lead_style, legal, hand, gone, leader == sees)
            hands[leader] = hand ^ bit
            if log is not None:
                log.append(bit_index(bit))
            led = suit_of(bit)
            best = bit
            trick = bit
            winner = leader
            seat = leader
            played = 1
        for position in range(played, n):
            seat = seat + 1 if seat + 1 < n else 0
            hand = hands[seat]
            legal = follow_mask(t, hand, led, trick_no)
            if rng.chance(eps_threshold):
                bit = random_bit(legal, rng)
            else:
                model: i64 = model_of(models, me, seat)
                seen: i64 = threat if threat < 0 else seat_threat(model, style, threat, taken, t.penalty)
                bit = follow_card(t, model, seat_style(model, style, seat, threat, taken, t.penalty), legal,
                                  led, trick, best, position == n - 1, seen, seat, winner, hand, gone)
            hands[seat] = hand ^ bit
            if log is not None:
                log.append(bit_index(bit))
            trick |= bit
            if bit & led and bit > best:
                best = bit
                winner = seat
        played = 0
        if trick & t.breaks:
            broken = True
        taken[winner] = taken[winner] | trick
        gone |= trick
        won[winner] = won[winner] + 1
        leader = winner
        trick_no += 1
    return Position(trick_no, broken, leader)
