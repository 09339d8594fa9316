"""The Expert's review of a decision (issue #46) and the play checker built
on it (issue #7): known losses are measured, good plays are not flagged,
and a seat's review reads nothing of the other hands outside the hindsight."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest

from hearts_desktop.ai import Level, create_player, decide, review
from hearts_desktop.ai.review import (
    BLUNDER,
    INACCURACY,
    MISTAKE,
    Reviewer,
    Verdict,
    check_play,
    decision_points,
    review_game,
)
from hearts_desktop.model import Card, Game, HouseRules, PassDirection, cards_from_str
from hearts_desktop.model.actions import PassAction, PlayAction
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import STANDARD, FirstLead
from hearts_desktop.model.state import Phase
from tests.model.helpers import deck_order

C = Card.from_str
QUICK = Reviewer(play_worlds=400, pass_worlds=200, workers=1, seed=1)


def dealt(hands: list[str], plays: list[tuple[int, str]], rules: HouseRules | None = None) -> Game:
    rules = rules or HouseRules(pass_cycle=(PassDirection.NONE,), first_lead=FirstLead.LEFT_OF_DEALER,
                                points_on_first_trick=True)
    game = Game(rules, 4, seed=0, first_dealer=0, deals=[deck_order([cards_from_str(h) for h in hands], 0)])
    for seat, card in plays:
        game.play(seat, C(card))
    return game


def loaded_trick() -> Game:
    """West leads K♦, North discards A♥, East the Q♠: South, last, holds A♦
    and 2♦.  The ace takes 14 points; the two gives them to West."""
    return dealt(["AD 2D TC JC QC KC AC 9S TS JS KS AS 7H", "KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2C 3C",
                  "AH KH QH JH TH 9H 8H 4C 5C 6C 7C 8C 9C", "QS 2S 3S 4S 5S 6S 7S 8S 2H 3H 4H 5H 6H"],
                 [(1, "KD"), (2, "AH"), (3, "QS")])


def queen_endgame() -> Game:
    """Eleven tricks in which everyone follows suit (West wins all but one, of
    hearts, which North wins: no moon is possible); then West leads A♣, and
    North and East discard 3♠ and A♦.  South holds Q♠ and A♥, and every card
    it cannot see is a spade: kept, the Q♠ wins the last trick (13 points to
    South); dumped now, it goes to West."""
    hands: list[list[str]] = [["QS", "AH"], ["AC", "2S"], ["3S", "4S"], ["AD", "5S"]]
    tricks: list[list[tuple[int, str]]] = []
    groups = [(suit, [f"{rank}{suit}" for rank in ranks[i:i + 4]])
              for suit, ranks in (("C", "23456789TJQK"), ("D", "23456789TJQK"), ("H", "23456789TJQK"),
                                  ("S", "6789TJKA")) for i in range(0, len(ranks), 4)]
    for number, (suit, low_to_high) in enumerate(groups):
        if suit == "H" and number == 6:  # West leads low, North takes it
            seats = [1, 2, 3, 0]
            cards = [low_to_high[0], low_to_high[3], low_to_high[1], low_to_high[2]]
        elif suit == "H" and number == 7:  # North leads low, West takes it back
            seats = [2, 3, 0, 1]
            cards = [low_to_high[0], low_to_high[1], low_to_high[2], low_to_high[3]]
        else:  # West leads its highest
            seats = [1, 2, 3, 0]
            cards = [low_to_high[3], low_to_high[0], low_to_high[1], low_to_high[2]]
        tricks.append(list(zip(seats, cards, strict=True)))
        for seat, card in zip(seats, cards, strict=True):
            hands[seat].append(card)
    rules = HouseRules(pass_cycle=(PassDirection.NONE,), first_lead=FirstLead.LEFT_OF_DEALER,
                       points_on_first_trick=True, hearts_must_be_broken=False)
    plays = [play for trick in tricks for play in trick]
    return dealt([" ".join(hand) for hand in hands], [*plays, (1, "AC"), (2, "3S"), (3, "AD")], rules)


def test_the_thresholds_grade_as_chess_programs_do() -> None:
    assert 0 < INACCURACY < MISTAKE < BLUNDER
    assert [Verdict.of(loss) for loss in (0.0, INACCURACY, MISTAKE - 0.1, MISTAKE, BLUNDER + 5)] == \
        [Verdict.GOOD, Verdict.INACCURACY, Verdict.INACCURACY, Verdict.MISTAKE, Verdict.BLUNDER]


def test_a_missed_queen_dump_loses_exactly_what_it_gives_away() -> None:
    game = queen_endgame()
    obs = game.observation(0)
    assert game.trick_number == 11 and set(obs.legal) == {C("QS"), C("AH")}
    judgement = QUICK.judge(obs, PlayAction(0, C("AH")))
    # Before this trick West took 8 points, North 4, South none.  Dumped: West 8 + 13, North 4,
    # the last trick's winner 1 (the A♥): South 0 - 26/3.  Kept: South 13; West 8 + 1, North 4.
    assert judgement.best == (C("QS"),)
    assert judgement.points_of((C("QS"),)) == pytest.approx(-26 / 3)
    assert judgement.points_of((C("AH"),)) == pytest.approx(13 - 13 / 3)
    assert judgement.loss == pytest.approx(18 - 2 / 3) and judgement.verdict is Verdict.BLUNDER
    # The same in every world the seat can imagine: no noise at all.
    assert all(valued.error == pytest.approx(0.0, abs=1e-9) for valued in judgement.values)
    assert judgement.code == "discard_points"
    hind = review.hindsight(obs, [game.hand(seat) for seat in range(4)], game.widow, judgement)
    assert hind is not None and hind.exact and hind.best == (C("QS"),)
    assert hind.points_of((C("AH"),)) - hind.points_of((C("QS"),)) == pytest.approx(18 - 2 / 3)


def test_a_card_that_takes_a_loaded_trick_is_a_blunder_and_the_duck_is_good() -> None:
    obs = loaded_trick().observation(0)
    bad = QUICK.judge(obs, PlayAction(0, C("AD")))
    assert bad.best == (C("2D"),) and bad.verdict is Verdict.BLUNDER and bad.code == "duck"
    assert bad.loss == pytest.approx(bad.points_of((C("AD"),)) - bad.points_of((C("2D"),)), abs=0.3)
    good = QUICK.judge(obs, PlayAction(0, C("2D")))
    assert good.verdict is Verdict.GOOD and good.loss == 0.0 and good.values == bad.values


def test_a_pass_is_weighed_against_the_experts_own() -> None:
    game = Game(STANDARD, 4, seed=3, deal_numbers=())
    obs = game.observation(0)
    mine = tuple(sorted(obs.hand[:3]))  # the three lowest cards: rarely a good pass
    judgement = QUICK.judge(obs, PassAction(0, mine))
    choices = [valued.choice for valued in judgement.values]
    assert mine in choices and judgement.best == choices[0] and len(choices) > 5
    assert judgement.loss == 0.0 or judgement.loss == pytest.approx(judgement.measured)
    assert judgement.points_of(judgement.best) <= judgement.points_of(mine)


def test_the_review_sees_only_what_the_seat_knew() -> None:
    """Two deals alike for South and different for the others: the same review
    (the hindsight alone may differ, and says so)."""
    first = Game(STANDARD, 4, seed=8)
    south = first.hand(0)
    others = [card for seat in (1, 2, 3) for card in first.hand(seat)]
    random.Random(4).shuffle(others)
    hands = [list(south), others[0:13], others[13:26], others[26:39]]
    second = Game(STANDARD, 4, seed=8, deals=[deck_order(hands, first.dealer)])
    assert second.observation(0) == first.observation(0) and second.hand(1) != first.hand(1)
    action = PassAction(0, tuple(sorted(south[-3:])))
    one, two = QUICK.judge(first.observation(0), action), QUICK.judge(second.observation(0), action)
    assert one == two


def test_the_review_is_given_observations_only(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[object] = []
    judge = Reviewer.judge

    def spying(self: Reviewer, obs: object, action: object, stop: object = None,
               table: object = None) -> object:
        seen.append(obs)
        assert table is None  # a record without levels: nobody's program is known
        return judge(self, obs, action, stop, table)  # type: ignore[arg-type]

    monkeypatch.setattr(Reviewer, "judge", spying)
    game = loaded_trick()
    record = GameRecord.from_game(game)
    decisions = review_game(record, 1, QUICK)
    assert seen and all(isinstance(obs, Observation) and obs.seat == 1 for obs in seen)
    assert [decision.index for decision in decisions] == [0]


def test_a_whole_hand_is_reviewed_decision_by_decision_and_can_be_stopped() -> None:
    game = Game(STANDARD, 4, seed=12, deal_numbers=())
    rng = random.Random(2)
    while game.hand_number == 0:
        seat = game.seats_to_pass()[0] if game.phase is Phase.PASSING else game.turn
        assert seat is not None
        obs = game.observation(seat)
        if game.phase is Phase.PASSING:
            game.pass_cards(seat, rng.sample(obs.hand, 3))
        else:
            game.play(seat, rng.choice(obs.legal))
    record = GameRecord.from_game(game)
    seen: list[tuple[int, int]] = []
    decisions = review_game(record, 0, QUICK, hands={0},
                            progress=lambda done, total: seen.append((done, total)))
    assert len(decisions) == 14 and decisions[0].trick is None
    assert [decision.trick for decision in decisions[1:]] == list(range(13))
    assert seen[0] == (0, 14) and seen[-1] == (14, 14)
    for decision in decisions:
        kind = PassAction if decision.trick is None else PlayAction
        assert isinstance(record.actions[decision.index], kind)
    for decision in decisions:
        judgement = decision.judgement
        assert judgement.chosen in [valued.choice for valued in judgement.values]
        assert judgement.loss >= 0 and (judgement.loss == 0) == (judgement.verdict is Verdict.GOOD or
                                                                  judgement.loss == 0)
        if len(judgement.values) > 1:
            assert decision.hindsight is not None
    import threading

    stop = threading.Event()
    stop.set()
    assert review_game(record, 0, QUICK, stop=stop) == []
    assert sum(1 for _ in decision_points(record, 0)) == 14


def test_a_judgement_stopped_before_its_first_world_measures_nothing_and_raises_nothing() -> None:
    # Cancel or the app closing can stop a judgement before any world is
    # played out; it raised ZeroDivisionError, and the background review took
    # the game for one that cannot be reviewed (never tried again).
    import threading

    from hearts_desktop.ai.pool import shutdown

    obs = loaded_trick().observation(0)
    stop = threading.Event()
    stop.set()
    try:
        for workers in (1, 2):
            judgement = Reviewer(400, 200, workers, seed=1).judge(obs, PlayAction(0, C("AD")), stop)
            assert judgement.worlds == 0 and judgement.loss == 0.0 and judgement.verdict is Verdict.GOOD
            assert len(judgement.values) > 1 and all(math.isinf(v.error) for v in judgement.values)
        assert check_play(obs, C("AD"), seed=1, workers=2, stop=stop) is None
    finally:
        shutdown()


def test_the_play_checker_flags_a_blunder_with_the_better_card_and_a_reason() -> None:
    obs = loaded_trick().observation(0)
    checked = check_play(obs, C("AD"), seed=1)
    assert checked is not None and checked.better == C("2D") and checked.loss >= INACCURACY
    assert checked.code == "duck"
    assert check_play(obs, C("2D"), seed=1) is None


def test_the_play_checker_never_flags_the_only_card() -> None:
    game = Game(HouseRules(), 4, seed=2)
    for seat in range(4):
        game.pass_cards(seat, game.hand(seat)[:3])
    obs = game.observation(game.turn)  # type: ignore[arg-type]
    assert len(set(obs.legal)) == 1 and check_play(obs, obs.legal[0]) is None


def test_noise_is_not_a_loss() -> None:
    assert review._mean_error([1.0, -1.0] * 10) == (0.0, pytest.approx(math.sqrt(20 / 19 / 20)))
    assert review._mean_error([3.0])[1] == math.inf  # one world tells nothing
    judgement = QUICK.judge(loaded_trick().observation(0), PlayAction(0, C("2D")))
    assert replace(judgement, loss=0.0) == judgement


@pytest.mark.parametrize("seed", [3, 12, 40])
def test_every_choice_is_weighed_on_every_world(seed: int) -> None:
    """Passes that tie on the first worlds (the same cards in effect) stay
    to the end: each choice's figure and every difference use all of them."""
    game = Game(STANDARD, 4, seed=seed, deal_numbers=())
    obs = game.observation(0)
    reviewer = Reviewer(play_worlds=100, pass_worlds=120, workers=2, seed=1)
    pass_action = PassAction(0, tuple(sorted(obs.hand)[:3]))
    judgement = reviewer.judge(obs, pass_action)
    assert judgement.worlds == reviewer.pass_worlds
    player = reviewer._player(obs)
    player.search(obs, review.pass_candidates(obs, review.EXPERT_PASS_POOL))
    assert {len(samples) for samples in player.last_samples.values()} == {reviewer.pass_worlds}


def test_the_depth_follows_the_thinking_time() -> None:
    normal = Reviewer.thinking(1.0)
    assert (normal.play_worlds, normal.pass_worlds) == (Reviewer().play_worlds, Reviewer().pass_worlds)
    assert Reviewer.thinking(None).play_worlds == normal.play_worlds
    assert Reviewer.thinking(3.0).play_worlds == 3 * normal.play_worlds
    assert Reviewer.thinking(10.0).pass_worlds == 10 * normal.pass_worlds
    tiny = Reviewer.thinking(0.01)
    assert tiny.play_worlds == tiny.pass_worlds == review.MIN_WORLDS


def test_moves_not_the_persons_are_left_out_whoever_made_them() -> None:
    """The Expert's moves while its person watched and a network table's
    computer's while nobody held the seat are not reviewed; marks that are
    not indices of the record's actions (another program's metadata) are skipped."""
    game = Game(STANDARD, seed=4)
    players = [create_player(Level.CASUAL, seat) for seat in range(4)]
    for _ in range(24):
        seat = game.seats_to_pass()[0] if game.phase is Phase.PASSING else game.turn
        assert seat is not None
        game.apply(decide(players[seat], game.observation(seat)))
    record = GameRecord.from_game(game)
    mine = [index for index, action in enumerate(record.actions) if action.seat == 0]
    marked = replace(record, metadata={"expert_played": [mine[1], "x", -1, 10**6],
                                       "computer_played": [mine[0], True, 2.0]})
    assert review.not_the_persons(marked) == {mine[0], mine[1]}
    assert [index for index, _game, _action in review.decision_points(marked, 0)] == mine[2:]
    assert [index for index, _game, _action in review.decision_points(record, 0)] == mine
