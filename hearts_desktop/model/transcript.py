"""A plain-text transcript of a game's events: one line per event.

Used for the golden-transcript test and as a readable hand history.  English
only: it is a developer's and a debugger's view, not a user-facing string.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from hearts_desktop.model import events as ev
from hearts_desktop.model.cards import format_cards


def describe(event: ev.Event, names: Sequence[str]) -> str:
    """One line for one event."""
    if isinstance(event, ev.HandDealt):
        hands = " | ".join(f"{names[s]}: {format_cards(h)}" for s, h in enumerate(event.hands))
        return (f"Hand {event.hand_number + 1}, dealer {names[event.dealer]}, "
                f"pass {event.pass_direction.value}: {hands}")
    if isinstance(event, ev.PassCommitted):
        return f"{names[event.seat]} chooses {format_cards(event.cards)}"
    if isinstance(event, ev.CardsPassed):
        return f"{names[event.from_seat]} passes {format_cards(event.cards)} to {names[event.to_seat]}"
    if isinstance(event, ev.PlayStarted):
        return f"{names[event.leader]} leads"
    if isinstance(event, ev.CardPlayed):
        return f"  {names[event.seat]} plays {event.card}"
    if isinstance(event, ev.HeartsBroken):
        return f"  Hearts broken by {event.card}"
    if isinstance(event, ev.TrickWon):
        who = names[event.taker] if event.taker is not None else "nobody (cancelled)"
        return f"  Trick {event.trick_number + 1} to {who}, {event.points} points"
    if isinstance(event, ev.WidowTaken):
        return f"  {names[event.seat]} takes the widow {format_cards(event.cards)}"
    if isinstance(event, ev.MoonShot):
        kind = "the sun" if event.sun else "the moon"
        return f"{names[event.seat]} shoots {kind} ({event.amount})"
    if isinstance(event, ev.MoonChosen):
        return f"{names[event.seat]} chooses {event.choice.value}"
    if isinstance(event, ev.HandScored):
        score = event.score
        pairs = enumerate(zip(score.deltas, score.totals))
        parts = ", ".join(f"{names[seat]} {delta:+d} = {total}" for seat, (delta, total) in pairs)
        return f"Scores: {parts}"
    winners = " and ".join(names[s] for s in event.winners)
    return f"Game over: {winners} won with {event.totals[event.winners[0]]}"


def transcript(events: Iterable[ev.Event], names: Sequence[str]) -> str:
    return "\n".join(describe(event, names) for event in events) + "\n"
