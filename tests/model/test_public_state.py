"""The public state each event carries: what the table shows after it.

The table takes these states as they come instead of re-playing the game's
transitions itself, so each one must be exactly the game as it stood right
after its event, and must hold nothing a seat may not see."""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_desktop.model import Card, Game, HouseRules, MoonChoice, Phase, PublicState
from hearts_desktop.model import events as ev
from hearts_desktop.model.actions import Action, MoonAction, PassAction, PlayAction
from hearts_desktop.model.rules import PRESETS
from hearts_desktop.model.scoring import card_points
from tests.model.test_properties import rules_and_players


def random_action(game: Game, rng: random.Random) -> Action:
    if game.phase is Phase.PASSING:
        seat = rng.choice(game.seats_to_pass())
        return PassAction(seat, tuple(rng.sample(game.hand(seat), game.rules.cards_passed)))
    seat = game.turn
    assert seat is not None
    if game.phase is Phase.MOON_CHOICE:
        return MoonAction(seat, rng.choice(list(MoonChoice)))
    return PlayAction(seat, rng.choice(game.legal_plays()))


def check_step(event: ev.Event, before: PublicState, after: PublicState) -> None:
    """What each kind of event must have changed in what the table shows."""
    if isinstance(event, ev.HandDealt):
        assert after.hand_number == event.hand_number and after.dealer == event.dealer
        assert after.phase is Phase.PASSING and after.turn is None
        assert after.points == (0,) * after.players and not any(after.taken_points)
        assert after.trick == () and after.last_trick == () and not after.passed
    elif isinstance(event, ev.PassCommitted):
        assert after.passed == before.passed | {event.seat}
    elif isinstance(event, ev.PlayStarted):
        assert after.phase is Phase.PLAYING and after.turn == event.leader
    elif isinstance(event, ev.CardPlayed):
        assert after.trick == (*before.trick, (event.seat, event.card))
        assert after.turn == (event.seat + 1) % after.players
    elif isinstance(event, ev.HeartsBroken):
        assert after.hearts_broken and not before.hearts_broken
    elif isinstance(event, ev.TrickWon):
        assert after.trick == () and after.last_trick == before.trick
        assert after.last_taker == event.taker
        if event.taker is not None:
            gained = after.points[event.taker] - before.points[event.taker]
            assert gained == event.points
            won = [card for card in (*event.cards, *event.carried) if card_points(card, after.rules)]
            taken = after.taken_points[event.taker]
            assert taken == before.taken_points[event.taker] + tuple(won)
    elif isinstance(event, ev.MoonShot):
        assert after.turn == (event.seat if event.needs_choice else None)
        assert (after.phase is Phase.MOON_CHOICE) == event.needs_choice
    elif isinstance(event, ev.HandScored):
        assert after.totals == event.score.totals and after.turn is None
    elif isinstance(event, ev.GameOver):
        assert after.phase is Phase.GAME_OVER and after.winners == event.winners


def play_published(game: Game, rng: random.Random, actions: int) -> int:
    """Apply random actions through `apply_published`; check every state."""
    checked = 0
    for _ in range(actions):
        if game.is_game_over():
            break
        before = game.public_state()
        published = game.apply_published(random_action(game, rng))
        assert published, "every accepted action emits at least one event"
        for event, after in published:
            check_step(event, before, after)
            before = after
            checked += 1
        assert published[-1][1] == game.public_state()
    return checked


@settings(max_examples=40, deadline=None)
@given(rules_and_players(), st.integers(0, 10**6))
def test_each_event_carries_the_state_right_after_it(rp: tuple[HouseRules, int], seed: int) -> None:
    rules, players = rp
    assert play_published(Game(rules, players, seed=seed), random.Random(seed), 400) > 0


def test_every_preset_through_whole_games() -> None:
    for number, preset in enumerate(PRESETS):
        players = 5 if preset.rules.cancellation else 4
        game = Game(preset.rules.with_changes(target_score=30), players, seed=number)
        play_published(game, random.Random(number), 10_000)
        assert game.is_game_over()


def test_the_public_state_holds_no_hand() -> None:
    """Only what every seat sees: no field is a hand, a pass in flight or the widow."""
    names = {field.name for field in dataclasses.fields(PublicState)}
    assert not names & {"hands", "hand", "widow", "passes", "received", "deck", "pot_cards"}
    game = Game(HouseRules(), 4, seed=5)
    public = game.public_state()
    cards = [getattr(public, name) for name in names - {"rules"}]
    assert not any(_cards_in(value) for value in cards), "no card is public before it is played"
    game.apply_published(PassAction(0, game.hand(0)[:3]))
    assert not any(_cards_in(getattr(game.public_state(), name)) for name in names - {"rules"})


def _cards_in(value: object) -> list[Card]:
    if isinstance(value, Card):
        return [value]
    if isinstance(value, tuple | list | frozenset | set):
        return [card for item in value for card in _cards_in(item)]
    return []


def test_a_refused_action_publishes_nothing() -> None:
    game = Game(HouseRules(), 4, seed=9)
    seat = game.seats_to_pass()[0]
    before = game.public_state()
    try:
        game.apply_published(PassAction(seat, game.hand(seat)[:1]))
    except Exception as error:
        assert getattr(error, "rule", None) == "H9"
    else:
        raise AssertionError("a one-card pass must be refused (H9)")
    assert game.public_state() == before
    # and the next accepted action publishes again
    assert game.apply_published(PassAction(seat, game.hand(seat)[:3]))
