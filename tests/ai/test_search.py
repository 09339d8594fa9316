"""The search players: deterministic per seed with a simulation budget,
interruptible, within their deadline, and the same on the worker pool."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hearts_desktop.ai import Level, create_player, decide, hint, worlds
from hearts_desktop.ai.driver import acting_seats
from hearts_desktop.ai.hint import REASONS
from hearts_desktop.ai.policy import Rng, playout
from hearts_desktop.ai.pool import shutdown
from hearts_desktop.ai.search import SearchPlayer, pass_candidates, play_candidates
from hearts_desktop.ai.worlds import solve
from hearts_desktop.model import (
    Card,
    Game,
    GameRecord,
    HouseRules,
    MoonSettlement,
    PassAction,
    PassDirection,
    Phase,
    PlayAction,
    Seat,
    cards_from_str,
)
from hearts_desktop.model.engine import FastHand
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import CANCELLATION, HeartValues
from tests.model.helpers import game_with_hands, step_randomly


def midgame(seed: int = 4, plays: int = 9, rules: HouseRules | None = None) -> Observation:
    """The first position from `plays` cards on where the seat to play has
    at least three distinct candidates (under `rules`: standard ones)."""
    game = Game(rules or HouseRules(), 4, seed=seed)
    rule = create_player(Level.CASUAL)
    while True:
        seat = acting_seats(game)[0]
        obs = game.observation(seat)
        played = game.trick_number * 4 + len(game.current_trick)
        if game.phase.value == "playing" and played >= plays and len(play_candidates(obs)) >= 3:
            return obs
        game.apply(decide(rule, obs))


def test_fixed_simulations_are_deterministic_per_seed() -> None:
    obs = midgame()
    runs = [SearchPlayer(seed=9, think_time=None, simulations=80) for _ in range(2)]
    assert decide(runs[0], obs) == decide(runs[1], obs)
    assert runs[0].last_values == runs[1].last_values
    other = SearchPlayer(seed=10, think_time=None, simulations=80)
    decide(other, obs)
    assert other.last_values != runs[0].last_values  # the seed matters


def test_pass_search_is_deterministic() -> None:
    obs = Game(HouseRules(), 4, seed=2).observation(0)
    first = decide(SearchPlayer(seed=1, think_time=None, simulations=40), obs)
    second = decide(SearchPlayer(seed=1, think_time=None, simulations=40), obs)
    assert isinstance(first, PassAction) and first == second


def test_the_expert_weighs_more_passes_than_hard() -> None:
    """The Expert's pass candidates draw on five cards beyond the pass
    (56 passes of three and the Casual pass), Hard's on three (20)."""
    obs = Game(HouseRules(), 4, seed=2).observation(0)
    weighed = []
    for level in (Level.HARD, Level.EXPERT):
        player = create_player(level, 1, None, simulations=12, workers=1)
        assert isinstance(decide(player, obs), PassAction)
        assert isinstance(player, SearchPlayer)
        weighed.append(set(player.last_samples))
    hard, expert = weighed
    assert 20 <= len(hard) <= 21 and 56 <= len(expert) <= 57
    assert hard < expert


def test_worker_pool_gives_the_single_process_answer() -> None:
    obs = midgame(seed=6)
    alone = SearchPlayer(seed=3, think_time=None, simulations=64, workers=1)
    pooled = SearchPlayer(seed=3, think_time=None, simulations=64, workers=2)
    try:
        assert decide(alone, obs) == decide(pooled, obs)
        assert alone.last_values == pooled.last_values
    finally:
        shutdown()


def test_background_work_thinks_on_workers_that_give_way_to_the_table(tmp_path: Path) -> None:
    # A review of a finished game (ProgressReviews) runs on the background
    # pool, whose workers are niced: an Expert at the table comes first.
    import os

    from hearts_desktop.ai import pool
    from hearts_desktop.ai.review import Reviewer
    from hearts_desktop.services.learning.progress import ProgressReviews
    from hearts_desktop.services.learning.review_store import ReviewStore
    from hearts_desktop.services.stats import Statistics

    obs = midgame(seed=6)
    table = SearchPlayer(seed=3, think_time=None, simulations=16, workers=2)
    background = SearchPlayer(seed=3, think_time=None, simulations=16, workers=2)
    background.background = True
    try:
        assert decide(table, obs) == decide(background, obs)
        assert table.last_values == background.last_values  # the same search, elsewhere
        assert set(pool._POOLS) == {False, True}
        niceness = [pool.get_pool(2, kind).apply(os.nice, (0,)) for kind in (False, True)]
        assert niceness[1] == min(19, niceness[0] + pool.BACKGROUND_NICENESS)
        progress = ProgressReviews(Statistics(tmp_path / "stats.db"), ReviewStore(tmp_path / "reviews"))
        assert progress.reviewer.background
        assert not Reviewer().background  # the review a person opens and waits for
        assert Reviewer(background=True)._player(obs).background
    finally:
        shutdown()
    assert not pool._POOLS


def test_pooled_expert_plays_a_cancellation_hand_legally() -> None:
    """Two decks (V5), five players, the worker pool: observations with
    duplicate cards and a widow pickle and search correctly."""
    game = Game(CANCELLATION, 5, seed=3)
    expert = create_player(Level.EXPERT, seed=1, simulations=8, workers=2)
    rule = create_player(Level.CASUAL)
    try:
        while game.hand_number == 0:
            seat = acting_seats(game)[0]
            game.apply(decide(expert if seat == 0 else rule, game.observation(seat)))
    finally:
        shutdown()
    assert len(game.history) == 1


def test_stop_event_ends_the_search_promptly() -> None:
    obs = midgame()
    stop = threading.Event()
    stop.set()
    player = SearchPlayer(seed=1, think_time=60.0)
    started = time.perf_counter()
    action = decide(player, obs, stop)
    assert time.perf_counter() - started < 5.0
    assert isinstance(action, PlayAction) and action.card in obs.legal


class StopAfter(threading.Event):
    """A stop event that the table "sets" after the search has looked at it
    `calls` times: interrupts a search in the middle, without sleeping."""

    def __init__(self, calls: int) -> None:
        super().__init__()
        self.calls = calls
        self.seen = 0

    def is_set(self) -> bool:
        self.seen += 1
        return self.seen > self.calls or super().is_set()


def test_stop_event_interrupts_a_running_search() -> None:
    obs = midgame()
    player = SearchPlayer(seed=1, think_time=60.0)
    stop = StopAfter(calls=30)
    started = time.perf_counter()
    action = decide(player, obs, stop)
    assert time.perf_counter() - started < 5.0
    assert stop.seen > 30 and 0 < player.last_worlds < 1000
    assert isinstance(action, PlayAction) and action.card in obs.legal


def test_deadline_is_honoured() -> None:
    obs = midgame()
    player = SearchPlayer(seed=1, think_time=0.2)
    started = time.perf_counter()
    decide(player, obs)
    assert time.perf_counter() - started < 1.0  # 5× the deadline: machines are noisy
    assert player.last_worlds > 0


NO_PASS = HouseRules(pass_cycle=(PassDirection.NONE,))


def test_equivalent_cards_are_merged() -> None:
    """Seat 1 follows the 2♣ holding 9♣ T♣ Q♣ K♣ while the J♣ is unseen:
    9♣ and T♣ play the same (nothing it cannot see lies between them), and
    so do Q♣ and K♣; but T♣ and Q♣ do not (the J♣ is between)."""
    game = game_with_hands(["2C", "9C TC QC KC 2D 3D 4D 5D 6D 7D 8D 9D TD", "JC", ""], NO_PASS, fill=True)
    game.play(0, Card.from_str("2C"))
    obs = game.observation(1)
    assert sorted(obs.legal) == cards_from_str("9C TC QC KC")
    assert play_candidates(obs) == cards_from_str("9C QC")


def test_cards_either_side_of_a_card_on_the_table_are_not_merged() -> None:
    """Seat 2 follows the 2♣ and the J♣ holding 9♣ T♣ Q♣: 9♣ and T♣ play the
    same, but the J♣ on the table lies between T♣ and Q♣ (the T♣ loses the
    trick, the Q♣ wins it), so the Q♣ is a candidate of its own."""
    game = game_with_hands(["2C 3C 4C 5C 6C 7C 8C 2D 3D 4D 5D 6D 7D",
                            "JC 8D 9D TD JD QD KD AD 2S 3S 4S 5S 6S",
                            "9C TC QC 7S 8S 9S TS JS QS KS AS 2H 3H",
                            "KC AC 4H 5H 6H 7H 8H 9H TH JH QH KH AH"], NO_PASS)
    game.play(0, Card.from_str("2C"))
    game.play(1, Card.from_str("JC"))
    obs = game.observation(2)
    assert sorted(obs.legal) == cards_from_str("9C TC QC")
    assert play_candidates(obs) == cards_from_str("9C QC")


def test_cards_of_different_worth_are_never_merged() -> None:
    """Void in clubs on the first trick (H7 allows points): the diamonds run
    merges into one card, the hearts too while each heart is worth 1, but
    not at face value (H14); the Q♠ never merges with its neighbours (it is
    worth more than either)."""
    hand = "3H 4H 5H JS QS KS 2D 3D 4D 5D 6D 7D 8D"
    base = NO_PASS.with_changes(points_on_first_trick=True)
    for rules, hearts in ((base, {"3H"}), (base.with_changes(heart_values=HeartValues.FACE_VALUE),
                                           {"3H", "4H", "5H"})):
        game = game_with_hands(["2C", hand, "", ""], rules, fill=True)
        game.play(0, Card.from_str("2C"))
        obs = game.observation(1)
        assert sorted(obs.legal) == sorted(cards_from_str(hand))
        expected = {Card.from_str(code) for code in ("2D", "JS", "QS", "KS", *hearts)}
        assert set(play_candidates(obs)) == expected


def test_rollout_policy_plays_every_card_once() -> None:
    for seed in range(30):
        rules = CANCELLATION if seed % 3 == 0 else HouseRules(pass_cycle=(PassDirection.NONE,))
        players = 5 if rules.cancellation else 4
        game = Game(rules, players, seed=seed)
        hands = [game.hand(s) for s in range(players)]
        fast = FastHand.from_cards(rules, hands, game.trick_leader, game.widow)
        playout(fast, Rng(seed))
        assert fast.is_over()
        assert not any(fast.hands)
        taken = 0
        for mask in fast.taken:
            taken |= mask
        assert (taken | fast.pot).bit_count() == sum(map(len, hands)) + len(game.widow)


def max_n(game: Game) -> list[int]:
    """The endgame solved through the checked Game API, independently of the
    engine: every seat picks the card best for its own points against the
    others' average (the first such card in card order)."""
    if game.hand_number > 0:
        return list(game.history[0].deltas)
    seat = game.turn
    assert seat is not None
    best: list[int] | None = None
    best_value = 0.0
    for card in sorted(game.legal_plays(), key=lambda c: c.index):
        child = GameRecord.from_game(game).replay()
        child.play(seat, card)
        deltas = max_n(child)
        value = (sum(deltas) - deltas[seat]) / (game.players - 1) - deltas[seat]
        if best is None or value > best_value:
            best, best_value = deltas, value
    assert best is not None
    return best


def test_endgame_solver_agrees_with_a_search_through_the_game() -> None:
    rules = HouseRules(moon=MoonSettlement.ADD_TO_OTHERS)
    for seed in range(12):
        game = Game(rules, 4, seed=seed)
        rng = random.Random(seed)
        while game.trick_number < 11 or game.phase is not Phase.PLAYING:
            step_randomly(game, rng)
        fast = FastHand.from_state(FastHand.from_cards(rules, [game.hand(s) for s in range(4)], 0).fr,
                                   [game.hand(s) for s in range(4)], game.trick_leader, game.current_trick,
                                   game.trick_number, game.hearts_broken, [game.taken(s) for s in range(4)],
                                   [game.tricks_won(s) for s in range(4)])
        assert solve(fast, [0, 0, 0, 0]) == max_n(game), f"seed {seed}"


def test_hint_gives_a_legal_action_and_a_reason() -> None:
    obs = midgame()
    suggestion = hint(obs, think_time=0.05)
    assert isinstance(suggestion.action, PlayAction) and suggestion.action.card in obs.legal
    assert suggestion.code in REASONS
    assert str(suggestion.cards[0]) in suggestion.reason
    pass_obs = Game(HouseRules(), 4, seed=2).observation(1)
    passing = hint(pass_obs, think_time=0.05)
    assert isinstance(passing.action, PassAction) and passing.code.startswith("pass_")


def test_every_explained_action_has_a_reason_with_its_cards() -> None:
    """explain() names a known reason for any pass or play (here the Strong
    player's, over whole hands), and the sentence shows the cards."""
    from hearts_desktop.ai.hint import explain

    codes = set()
    for seed in range(6):
        game = Game(HouseRules(), 4, seed=seed)
        strong = create_player(Level.STRONG)
        while game.hand_number == 0:
            seat = acting_seats(game)[0]
            obs = game.observation(seat)
            action = decide(strong, obs)
            code, cards = explain(obs, action)
            assert code in REASONS
            sentence = REASONS[code].format(cards=" ".join(str(c) for c in cards))
            assert all(str(card) in sentence for card in cards)
            codes.add(code)
            game.apply(action)
    assert len(codes) >= 8  # the reasons are varied, not one catch-all


def test_utility_plays_for_the_win_near_the_end() -> None:
    """Near the target the search values winning the game, not just points:
    the same points are worth less when they end the game with us behind."""
    from hearts_desktop.ai.worlds import WIN_WEIGHT, utility

    totals = [80, 95, 70, 90]
    ends_behind = utility([0, 26, 0, 0], 0, totals, 100, may_end=True)  # 121: over, 70 wins
    goes_on = utility([0, 0, 26, 0], 0, totals, 100, may_end=True)  # 96: the game goes on
    assert ends_behind == 26 / 3 - WIN_WEIGHT
    assert goes_on == 26 / 3
    ends_ahead = utility([0, 13, 13, 0], 0, [60, 95, 70, 90], 100, may_end=True)
    assert ends_ahead == 26 / 3 + WIN_WEIGHT
    assert utility([0, 26, 0, 0], 0, totals, 100, may_end=False) == 26 / 3


def test_candidates_that_play_alike_are_dropped_as_ties_after_enough_worlds() -> None:
    from hearts_desktop.ai.search import MIN_WORLDS_TO_TIE, _prune

    rng = random.Random(3)
    base = [rng.gauss(0, 6) for _ in range(MIN_WORLDS_TO_TIE)]
    alike = [value + rng.gauss(0, 0.01) for value in base]  # differs by noise only
    close_but_noisy = [value + rng.gauss(0, 4) for value in base]  # perhaps better, perhaps worse
    assert _prune([0, 1, 2], [base, alike, close_but_noisy]) in ([0, 2], [1, 2])
    # Fewer worlds: too early to call anything a tie.
    assert _prune([0, 1], [base[:MIN_WORLDS_TO_TIE - 1], alike[:MIN_WORLDS_TO_TIE - 1]]) == [0, 1]


def test_a_candidate_slightly_behind_is_dropped_once_it_is_surely_no_better() -> None:
    """No dead zone between "clearly worse" and "a tie": a card 0.06 points
    behind, measured to 0.01, goes after enough worlds, not at the deadline."""
    from hearts_desktop.ai.search import MIN_WORLDS_TO_TIE, _prune

    rng = random.Random(4)
    base = [rng.gauss(0, 6) for _ in range(4 * MIN_WORLDS_TO_TIE)]
    behind = [value - 0.06 + rng.gauss(0, 0.2) for value in base]
    assert _prune([0, 1], [base, behind]) == [0]
    early = MIN_WORLDS_TO_TIE // 2
    assert _prune([0, 1], [base[:early], behind[:early]]) == [0, 1]  # not clearly worse yet


def test_a_prior_wins_its_ties_and_goes_when_clearly_worse() -> None:
    """policy_ties: of two cards that play alike the rollout policy's stays,
    even when it is not the first; one clearly behind goes all the same."""
    from hearts_desktop.ai.search import MIN_WORLDS_TO_TIE, _prune

    rng = random.Random(5)
    base = [rng.gauss(0, 6) for _ in range(MIN_WORLDS_TO_TIE)]
    assert _prune([0, 1], [base, list(base)]) == [0]
    assert _prune([0, 1], [base, list(base)], prior=1) == [1]
    behind = [value - 1.0 + rng.gauss(0, 0.2) for value in base]
    assert _prune([0, 1], [base, behind], prior=1) == [0]
    # Before the tie test begins, the prior changes nothing.
    early = MIN_WORLDS_TO_TIE // 2
    assert _prune([0, 1], [base[:early], base[:early]], prior=1) == [0, 1]


def test_policy_card_is_the_rollouts_card_for_our_seat() -> None:
    """worlds.policy_card asks the kernel for our seat's card: void in clubs
    on the first trick (H7 allows points), the sharp style throws its
    highest heart, where the search's ties went to the lowest candidate."""
    from hearts_desktop.ai.worlds import policy_card
    from hearts_desktop.kernel.playouts import ROLLOUT_SHARP

    hand = "3H 4H 5H KH 2D 3D 4D 5D 6D 7D 8D 9D TD"
    game = game_with_hands(["2C", hand, "", ""], NO_PASS.with_changes(points_on_first_trick=True), fill=True)
    game.play(0, Card.from_str("2C"))
    obs = game.observation(1)
    assert policy_card(obs, ROLLOUT_SHARP) == Card.from_str("KH")
    assert play_candidates(obs)[0] == Card.from_str("2D")


class ScriptedWorlds(SearchPlayer):
    """A search whose worlds are made up: `score(world, column)` is each
    candidate's utility in each world, so its stopping rules can be tested."""

    def __init__(self, score: Callable[[random.Random, int], float], **budget: Any) -> None:
        super().__init__("scripted", **budget)
        self.score = score

    def _run(self, tasks: list[worlds.Task], stop: threading.Event | None) -> list[list[float]]:
        rows = []
        for task in tasks:
            for world in range(task.first_world, task.first_world + task.worlds):
                rng = random.Random(world)
                value = rng.gauss(0, 6)
                rows.append([value + self.score(rng, column) for column in range(len(task.candidates))])
        return rows


def three_choices() -> tuple[Observation, list[tuple[Card, ...]]]:
    """A seeded position and three of its legal cards."""
    game = Game(HouseRules(), 4, seed=8)
    rng = random.Random(8)
    while game.phase is not Phase.PLAYING or len(game.legal_plays()) < 3:
        step_randomly(game, rng)
    assert game.turn is not None
    choices: list[tuple[Card, ...]] = [(card,) for card in game.legal_plays()[:3]]
    return game.observation(game.turn), choices


def test_a_search_between_cards_that_play_alike_stops_before_its_budget() -> None:
    obs, candidates = three_choices()
    player = ScriptedWorlds(lambda rng, column: rng.gauss(0, 0.01), think_time=None, simulations=5_000)
    assert player.search(obs, candidates) in candidates
    assert len(player.last_values) == 1
    assert 200 <= player.last_worlds < 1_000  # ties wait for MIN_WORLDS_TO_TIE


def test_the_tie_rule_follows_the_players_own_bounds() -> None:
    """A search told to wait longer for ties (the arena's patient Expert) does."""
    from hearts_desktop.ai.search import MIN_WORLDS_TO_TIE

    obs, candidates = three_choices()
    player = ScriptedWorlds(lambda rng, column: rng.gauss(0, 0.01), think_time=None, simulations=5_000)
    player.tie_worlds = 2 * MIN_WORLDS_TO_TIE
    assert player.search(obs, candidates) in candidates
    assert len(player.last_values) == 1 and 2 * MIN_WORLDS_TO_TIE <= player.last_worlds < 2_000


def test_a_timed_search_ends_soon_after_its_decision_is_clear() -> None:
    """Rounds grow by doubling, so a decision settled after a few rounds
    takes about twice its worlds, not a share of its (long) think time:
    the first candidate is a point better than two noisy ones."""
    obs, candidates = three_choices()
    player = ScriptedWorlds(lambda rng, column: 1.0 if column == 0 else rng.gauss(0, 3), think_time=60.0,
                            workers=1)
    assert player.search(obs, candidates) == candidates[0]
    assert player.last_worlds <= 512  # about 100 worlds settle it (a point at 3 standard errors)


def test_a_search_player_learns_who_sits_where() -> None:
    """meet_table gives each search player the rollouts' model of every
    seat: Casual as itself, Strong by its follow, a search with other
    rollouts (Hard's plain ones) as the Expert sees those rollouts, people and searches
    like itself in the Expert's opponent style (sharp made calm), or as its own
    rollouts play when it has none; a player told to ignore the table keeps none."""
    from hearts_desktop.ai import meet_table
    from hearts_desktop.kernel import playouts as kernel

    expert = create_player(Level.EXPERT, seed=1, workers=1)
    blind = create_player(Level.HARD, seed=2)  # Hard keeps to its band without models
    assert isinstance(expert, SearchPlayer) and isinstance(blind, SearchPlayer)
    other_expert = create_player(Level.EXPERT, seed=3, workers=1)
    meet_table([expert, create_player(Level.CASUAL), create_player(Level.STRONG), None, blind, other_expert])
    calm_hard = kernel.MODEL_STYLED + kernel.ROLLOUT_PLAIN + kernel.ROLLOUT_CALM  # ai.EXPERT_SEARCH_STYLES
    calm_us = kernel.MODEL_STYLED + kernel.ROLLOUT_SHARP + kernel.ROLLOUT_CALM  # ai.EXPERT_OPPONENT_STYLE
    assert expert.rollout_style == kernel.ROLLOUT_SHARP  # our own seat stays sharp
    assert expert.seat_models == (calm_us, kernel.MODEL_CASUAL, kernel.MODEL_CLUB_FOLLOW,
                                  calm_us, calm_hard, calm_us)  # our own entry is never read
    assert expert.rollout_style != blind.rollout_style
    # An option: people and searches like us played in another style than our own seat.
    plain = create_player(Level.EXPERT, seed=4, workers=1)
    assert isinstance(plain, SearchPlayer)
    plain.rollout_style, plain.opponent_style = kernel.ROLLOUT_PLAIN, kernel.ROLLOUT_SHARP
    meet_table([plain, None, blind, create_player(Level.STRONG)])
    sharp = kernel.MODEL_STYLED + kernel.ROLLOUT_SHARP
    assert plain.seat_models == (sharp, sharp, sharp, kernel.MODEL_CLUB_FOLLOW)  # our own entry is never read
    assert blind.seat_models == ()
    # An option: a search of another style seen in a style of our choosing (Hard with the moon defence).
    seeing = create_player(Level.EXPERT, seed=5, workers=1)
    assert isinstance(seeing, SearchPlayer)
    seeing.search_styles = {kernel.ROLLOUT_PLAIN: kernel.ROLLOUT_PLAIN + kernel.ROLLOUT_DEFEND}
    seeing.opponent_style = None  # and, with no opponent style, searches like us played as we play
    meet_table([seeing, blind, create_player(Level.CASUAL), other_expert, None])
    defending = kernel.MODEL_STYLED + kernel.ROLLOUT_PLAIN + kernel.ROLLOUT_DEFEND
    us = kernel.MODEL_AS_US
    assert seeing.seat_models == (us, defending, kernel.MODEL_CASUAL, us, us)
    tasks = expert._tasks(midgame(), [(card,) for card in play_candidates(midgame())], "s", 0, 4, None)
    assert all(task.seat_models == expert.seat_models for task in tasks)


def test_per_world_uct_values_the_candidates_by_its_own_trees() -> None:
    obs = midgame()
    flat = SearchPlayer(seed=9, think_time=None, simulations=40)
    trees = [SearchPlayer(seed=9, think_time=None, simulations=40, uct_iterations=48) for _ in range(2)]
    first, second = (decide(player, obs) for player in trees)
    assert isinstance(first, PlayAction) and first.card in obs.legal
    assert first == second and trees[0].last_values == trees[1].last_values  # deterministic per seed
    decide(flat, obs)
    assert trees[0].last_samples != flat.last_samples  # the same worlds, valued by trees, not one rollout


def test_per_world_uct_leaves_a_sun_to_the_rollouts() -> None:
    """Shooting the sun (H17) is settled by the engine, not the kernel: such
    a world is valued by the rollouts, exactly as without UCT."""
    obs = midgame(rules=HouseRules(shoot_the_sun=True))
    standard = midgame()
    assert standard.hand == obs.hand and standard.played_cards() == obs.played_cards()
    # The same deal under standard rules first, in this process: its cached
    # decision (whose moon the kernel settles) must not serve the sun's.
    decide(SearchPlayer(seed=9, think_time=None, simulations=40, uct_iterations=48), standard)
    flat = SearchPlayer(seed=9, think_time=None, simulations=40)
    trees = SearchPlayer(seed=9, think_time=None, simulations=40, uct_iterations=48)
    assert decide(flat, obs) == decide(trees, obs)
    assert flat.last_samples == trees.last_samples


def test_information_set_search_is_deterministic_per_seed_and_not_the_flat_search() -> None:
    obs = midgame()
    trees = [SearchPlayer(seed=9, think_time=None, simulations=40, tree_rounds=600) for _ in range(2)]
    first, second = (decide(player, obs) for player in trees)
    assert isinstance(first, PlayAction) and first.card in obs.legal
    assert first == second and trees[0].last_values == trees[1].last_values
    assert 0 < trees[0].last_worlds <= 600  # the rounds played, fewer once no card can catch the leader
    assert set(trees[0].last_values) <= {(card,) for card in play_candidates(obs)}
    other = SearchPlayer(seed=10, think_time=None, simulations=40, tree_rounds=600)
    decide(other, obs)
    assert other.last_values != trees[0].last_values  # the seed matters


def test_information_set_search_on_two_workers_adds_their_trees() -> None:
    obs = midgame()
    single = SearchPlayer(seed=9, think_time=None, simulations=40, tree_rounds=300)
    pair = [SearchPlayer(seed=9, think_time=None, simulations=40, tree_rounds=600, workers=2)
            for _ in range(2)]
    try:
        assert decide(pair[0], obs) == decide(pair[1], obs)
        assert pair[0].last_values == pair[1].last_values
        decide(single, obs)
        assert single.last_worlds < pair[0].last_worlds  # the first worker's tree is the single one's
    finally:
        shutdown()


def test_information_set_search_leaves_passes_and_a_sun_to_the_flat_search() -> None:
    sun = midgame(rules=HouseRules(shoot_the_sun=True))
    flat = SearchPlayer(seed=9, think_time=None, simulations=40)
    trees = SearchPlayer(seed=9, think_time=None, simulations=40, tree_rounds=600)
    assert decide(flat, sun) == decide(trees, sun)
    assert flat.last_samples == trees.last_samples
    game = Game(HouseRules(), 4, seed=5)
    passing = game.observation(0)
    assert passing.phase is Phase.PASSING
    assert decide(SearchPlayer(seed=9, think_time=None, simulations=40), passing) == decide(trees, passing)


def test_information_set_search_stops_when_told() -> None:
    obs = midgame()
    stop = threading.Event()
    player = SearchPlayer(seed=9, think_time=30.0, tree_rounds=10_000_000)
    threading.Timer(0.2, stop.set).start()
    started = time.monotonic()
    action = decide(player, obs, stop)
    assert time.monotonic() - started < 5.0  # not the 30 s it was given
    assert isinstance(action, PlayAction) and action.card in obs.legal


def test_arms_of_two_styles_play_each_candidate_as_either_style_alone_would() -> None:
    """Policy switching's plumbing: a task whose candidates come twice, once
    per style of our own seat, values them exactly as two tasks of one style
    each, the other seats kept in the first style, on the same worlds."""
    from hearts_desktop.kernel import playouts as kernel

    sharp, moon = kernel.ROLLOUT_SHARP, kernel.ROLLOUT_SHARP_MOON
    others = (kernel.MODEL_STYLED + sharp,) * 4
    passing = Game(HouseRules(), 4, seed=3).observation(Seat(0))
    assert passing.phase is Phase.PASSING
    for obs, candidates in ((midgame(), [(card,) for card in play_candidates(midgame())]),
                            (passing, pass_candidates(passing)[:4])):
        both = worlds.Task(obs, tuple(candidates * 2), "s", 0, 30, None, rollout_style=sharp,
                           arm_styles=(sharp,) * len(candidates) + (moon,) * len(candidates))
        alone = [worlds.Task(obs, tuple(candidates), "s", 0, 30, None, rollout_style=sharp),
                 worlds.Task(obs, tuple(candidates), "s", 0, 30, None, seat_models=others,
                             rollout_style=moon)]
        first, second = (worlds.run(task) for task in alone)
        assert worlds.run(both) == [a + b for a, b in zip(first, second, strict=True)]
        assert first != second  # the two styles do play differently somewhere


def test_a_switching_search_values_each_card_by_its_better_style() -> None:
    from hearts_desktop.kernel import playouts as kernel

    obs = midgame()
    player = create_player(Level.EXPERT, seed=9, simulations=60, workers=1)
    assert isinstance(player, SearchPlayer)
    player.switch_style = kernel.ROLLOUT_SHARP_MOON
    chosen = decide(player, obs)
    assert isinstance(chosen, PlayAction)
    assert player.last_values[(chosen.card,)] == max(player.last_values.values())
    assert set(player.last_samples) == {(card,) for card in play_candidates(obs)}
    again = create_player(Level.EXPERT, seed=9, simulations=60, workers=1)
    assert isinstance(again, SearchPlayer)
    again.switch_style = kernel.ROLLOUT_SHARP_MOON
    assert decide(again, obs) == chosen and again.last_values == player.last_values  # deterministic



def moon_shooter(hand: str, deal_seed: int, switch: bool, margin: float = 0.0) -> Seat | None:
    """Seat 0 holds `hand` (the rest dealt by `deal_seed`, no passing) and
    plays as the Expert (200 worlds a decision; `switch`: with the sharp moon
    style as a second style) against three Hard players: who shoots the moon."""
    from hearts_desktop.ai import meet_table
    from hearts_desktop.kernel import playouts as kernel
    from hearts_desktop.model.events import HandScored, MoonShot

    game = game_with_hands([hand, "", "", ""], HouseRules(pass_cycle=(PassDirection.NONE,)), seed=deal_seed,
                           fill=True)
    expert = create_player(Level.EXPERT, seed=1, simulations=200, workers=1)
    assert isinstance(expert, SearchPlayer)
    if switch:
        expert.switch_style, expert.switch_margin = kernel.ROLLOUT_SHARP_MOON, margin
    players = [expert, *(create_player(Level.HARD, seed=seed) for seed in (2, 3, 4))]
    meet_table(players)
    while True:
        seat = acting_seats(game)[0]
        for event in game.apply(decide(players[seat], game.observation(seat))):
            if isinstance(event, MoonShot):
                return event.seat
            if isinstance(event, HandScored):
                return None


def test_policy_switching_shoots_a_moon_the_sharp_rollouts_let_die() -> None:
    """Seven hearts from the top with three aces: the sharp rollouts never
    go on winning tricks, so the Expert's search does not see the moon and
    ends with most of the points; valued by its better style, the card that
    keeps the moon going wins and the moon is shot."""
    hand = "AH KH QH JH TH 5H 3H AS KS AC QC AD 4D"
    with_switch = [moon_shooter(hand, deal, True) for deal in (0, 2)]
    without = [moon_shooter(hand, deal, False) for deal in (0, 2)]
    assert with_switch == [Seat(0), Seat(0)]
    assert Seat(0) not in without


def test_a_second_style_behind_its_margin_changes_nothing() -> None:
    """switch_margin: the second style's arms count only beyond it; with a
    margin no rollout can make up, the search is the one-style search."""
    from hearts_desktop.kernel import playouts as kernel

    obs = midgame()
    players = [create_player(Level.EXPERT, seed=9, simulations=60, workers=1) for _ in range(2)]
    switching = players[1]
    assert isinstance(switching, SearchPlayer)
    switching.switch_style, switching.switch_margin = kernel.ROLLOUT_SHOOT, 1000.0
    assert decide(players[0], obs) == decide(switching, obs)
    assert players[0].last_values == switching.last_values  # type: ignore[attr-defined]
    # The moon that the sharp moon style finds (the test above) is not tried behind such a margin.
    assert moon_shooter("AH KH QH JH TH 5H 3H AS KS AC QC AD 4D", 0, True, 1000.0) != Seat(0)


def test_decision_stakes_names_what_a_decision_turns_on() -> None:
    """Issue #47's classes, over every decision of Casual games: the pass is
    the pass; holding the unplayed Q♠ is a Q♠ decision; a moon is one seat
    alone with four point cards or more; the last tricks before the exact
    endgame come next; every class occurs."""
    from hearts_desktop.ai.search import STAKES, decision_stakes
    from hearts_desktop.model.cards import QUEEN_OF_SPADES
    from hearts_desktop.model.scoring import card_points

    casual = create_player(Level.CASUAL)
    seen: set[str] = set()
    for seed in range(12):
        game = Game(HouseRules(), 4, seed=seed)
        while game.hand_number == 0:
            for seat in acting_seats(game):
                obs = game.observation(seat)
                stakes = decision_stakes(obs)
                seen.add(stakes)
                assert stakes in STAKES
                assert (stakes == "pass") == (obs.phase is Phase.PASSING)
                if obs.phase is Phase.PLAYING and QUEEN_OF_SPADES in obs.hand:
                    assert stakes == "queen"
                counts = [sum(card_points(card, obs.rules) > 0 for card in cards) for cards in obs.taken]
                if stakes == "moon":
                    assert sorted(counts)[-2] == 0 and max(counts) >= 4
                if stakes == "endgame":
                    assert obs.tricks_per_hand - obs.trick_number <= worlds.ENDGAME_TRICKS + 2
                if stakes == "quiet":
                    assert QUEEN_OF_SPADES not in obs.hand
                game.apply(decide(casual, obs))
    assert seen == set(STAKES)


def test_an_advisor_sits_down_without_changing_the_tables_players() -> None:
    from hearts_desktop.ai import meet_table
    from hearts_desktop.ai.search import sit_down

    table = [None, create_player(Level.EXPERT, 1), create_player(Level.CASUAL), create_player(Level.HARD, 3)]
    meet_table(table)
    before = [getattr(player, "seat_models", None) for player in table]
    advisor = create_player(Level.EXPERT, 9)
    assert isinstance(advisor, SearchPlayer)
    sit_down(advisor, [advisor, *table[1:]])
    assert [getattr(player, "seat_models", None) for player in table] == before
    expert = table[1]
    assert isinstance(expert, SearchPlayer)
    # The advisor sees the table as the table's Expert does, from its own seat.
    assert advisor.seat_models[1:] == expert.seat_models[1:] and len(advisor.seat_models) == 4
