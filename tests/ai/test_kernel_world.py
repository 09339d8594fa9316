"""The search's world in the kernel (kernel.deal_world, kernel.play_candidates)
against the general Python path it replaces for one deck without a widow:
the same utilities for the same deal and rollout seed, deals that respect
what the seat knows, and deals distributed as the Python sampler's."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

from hearts_desktop.ai import Level, create_player, decide, worlds
from hearts_desktop.ai.driver import acting_seats
from hearts_desktop.ai.sampling import sample_deal
from hearts_desktop.ai.search import decision_seed, play_candidates
from hearts_desktop.kernel import playouts as kernel
from hearts_desktop.model import Card, Game, HouseRules
from hearts_desktop.model.cards import mask_of
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import PRESETS, MoonSettlement
from hearts_desktop.model.state import Phase


def positions(count: int, seed: int) -> Iterator[tuple[Observation, worlds.Task, worlds.Decision]]:
    """Seeded positions of games under every preset and 3 to 6 players,
    where the kernel takes the world (one deck, no widow) and there is more
    than one candidate, anywhere in the hand (on the trick's lead or inside it)."""
    rng = random.Random(seed)
    rules_list = [preset.rules for preset in PRESETS] + [HouseRules(moon=MoonSettlement.SHOOTER_CHOOSES),
                                                        HouseRules(no_trick_bonus=True)]
    casual = create_player(Level.CASUAL)
    found = 0
    while found < count:
        rules, players = rng.choice(rules_list), rng.choice((3, 4, 4, 5, 6))
        if rules.problems(players):
            continue
        game = Game(rules, players, seed=rng.getrandbits(32))
        stop_at = rng.randrange(52 // players * players)
        plays = 0
        while game.hand_number == 0:
            seat = acting_seats(game)[0]
            obs = game.observation(seat)
            if game.phase is Phase.PLAYING and plays >= stop_at:
                candidates = tuple((card,) for card in play_candidates(obs))
                task = worlds.Task(obs, candidates, decision_seed(found, obs), 0, 1, None, 0.2)
                decision = worlds.decision_for(task)
                if len(candidates) > 1 and decision.fast_world is not None:
                    found += 1
                    yield obs, task, decision
                    break
            if game.phase is Phase.PLAYING:
                plays += 1
            game.apply(decide(casual, obs))


def test_the_kernel_scores_each_candidate_as_the_python_path() -> None:
    checked = Counter[str]()
    for number, (obs, task, decision) in enumerate(positions(150, 3)):
        rng = random.Random(number)
        for _ in range(4):
            world = worlds.world_from_deal(obs, decision, sample_deal(decision.dc, rng))
            seed = rng.getrandbits(62)
            if decision.fr.tricks - world.trick_no <= worlds.ENDGAME_TRICKS:
                continue  # the exact endgame stays in Python
            expected = worlds.candidate_utilities(task, decision, world, seed)
            assert worlds.kernel_utilities(task, decision, list(world.hands), seed) == expected, (
                obs.rules, obs.players, obs.current_trick)
            checked["mid-trick" if obs.current_trick else "lead"] += 1
    assert checked["mid-trick"] >= 100 and checked["lead"] >= 50, checked


def test_kernel_deals_hold_what_the_seat_knows() -> None:
    for number, (obs, _task, decision) in enumerate(positions(60, 11)):
        kw = decision.fast_world
        assert kw is not None
        unseen = 0
        for card in obs.unseen_cards():
            unseen |= 1 << card.index
        rng = kernel.Rng(number)
        for _ in range(50):
            hands = list(kw.hands)
            if not kernel.deal_world(list(kw.room), kw.groups, list(kw.cards), kw.ends, hands, rng):
                continue
            dealt = 0
            for seat in range(obs.players):
                if seat == obs.seat:
                    assert hands[seat] == kw.hands[seat]
                    continue
                assert hands[seat].bit_count() == obs.hand_sizes[seat]
                assert not hands[seat] & decision.dc.banned[seat], "a void or an R8/R9 inference broken"
                for card in decision.dc.pinned[seat]:
                    assert hands[seat] >> card.index & 1, "a passed card left its receiver"
                assert not dealt & hands[seat]
                dealt |= hands[seat]
            assert dealt == unseen


def test_kernel_deals_are_drawn_as_the_python_sampler_draws() -> None:
    """Where each unseen card lands, over 6,000 deals of each sampler, on
    positions with voids shown: the frequencies agree within 5 standard
    errors of their difference (seeded, so the figures never change)."""
    compared = 0
    for obs, task, decision in positions(40, 23):
        if not any(decision.dc.banned[seat] for seat in range(obs.players) if seat != obs.seat):
            continue
        kw = decision.fast_world
        assert kw is not None
        draws = 6_000
        ours, theirs = Counter[tuple[int, int]](), Counter[tuple[int, int]]()
        rng, python_rng = kernel.Rng(compared), random.Random(compared)
        for _ in range(draws):
            hands = worlds._kernel_deal(obs, decision, kw, rng, task.seed, 0)
            deal = sample_deal(decision.dc, python_rng)
            for seat in range(obs.players):
                if seat != obs.seat:
                    for card in deal[seat]:
                        theirs[card.index, seat] += 1
                    for index in range(52):
                        if hands[seat] >> index & 1:
                            ours[index, seat] += 1
        for key in ours.keys() | theirs.keys():
            p, q = ours[key] / draws, theirs[key] / draws
            error = ((p * (1 - p) + q * (1 - q)) / draws) ** 0.5
            assert abs(p - q) <= 5 * error + 1e-9, (key, p, q)
        compared += 1
        if compared == 4:
            break
    assert compared == 4


def test_the_kernel_endgame_solves_each_candidate_as_the_python_solver() -> None:
    checked = Counter[str]()
    rng = random.Random(17)
    for obs, task, decision in positions(400, 29):
        kw = decision.fast_world
        assert kw is not None
        world = worlds.world_from_deal(obs, decision, sample_deal(decision.dc, rng))
        if decision.fr.tricks - world.trick_no > 3 or kw.endgame_moon is None:
            continue
        expected = []
        for (card,) in task.candidates:
            fast = world.copy()
            fast.play(card.index)
            expected.append(worlds.utility(worlds.solve(fast, obs.totals), obs.seat, obs.totals,
                                           obs.rules.target_score, decision.game_may_end))
        assert worlds.kernel_solved_utilities(task, decision, list(world.hands)) == expected, (
            obs.rules, obs.players, obs.current_trick)
        checked[obs.rules.moon.value] += 1
        checked["mid-trick" if obs.current_trick else "lead"] += 1
    assert checked["mid-trick"] >= 30 and checked["lead"] >= 10, checked
    assert checked["shooter_chooses"] >= 10 and checked["no_moon"] >= 3, checked


def test_the_kernel_settles_a_moon_as_the_engine() -> None:
    from hearts_desktop.model.engine import FastRules, settle

    rng = random.Random(5)
    totals_choices = ([0, 0, 0, 0], [80, 20, 95, 60], [90, 91, 10, 99], [60, 99, 98, 97])
    for rules in (HouseRules(), HouseRules(moon=MoonSettlement.ADD_TO_OTHERS),
                  HouseRules(moon=MoonSettlement.SUBTRACT_FROM_SHOOTER),
                  HouseRules(moon=MoonSettlement.BEST_FOR_SHOOTER)):
        fr = FastRules(rules, 4)
        assert fr.table is not None
        mode = {MoonSettlement.ADD_TO_OTHERS: kernel.MOON_ADD,
                MoonSettlement.SUBTRACT_FROM_SHOOTER: kernel.MOON_SUBTRACT}.get(rules.moon, kernel.MOON_BEST)
        for _ in range(300):
            deck = list(range(52))
            rng.shuffle(deck)
            taken = [0, 0, 0, 0]
            shooter = rng.randrange(4)
            for index in deck:
                bit = 1 << index
                owner = shooter if bit & fr.moon_mask and rng.random() < 0.9 else rng.randrange(4)
                taken[owner] |= bit
            totals = list(rng.choice(totals_choices))
            expected = settle(fr, taken, [1, 1, 1, 1], totals).deltas
            assert kernel.settle_points(fr.table, taken, mode, totals, rules.target_score) == expected


def passing_positions(count: int, seed: int) -> Iterator[tuple[Observation, worlds.Task, worlds.Decision]]:
    """The first pass of seeded games under every preset with a pass, 3 to 6 players."""
    from hearts_desktop.ai.search import pass_candidates

    rng = random.Random(seed)
    found = 0
    while found < count:
        rules, players = rng.choice([preset.rules for preset in PRESETS]), rng.choice((3, 4, 4, 5, 6))
        if rules.problems(players):
            continue
        game = Game(rules, players, seed=rng.getrandbits(32))
        if game.phase is not Phase.PASSING:
            continue
        obs = game.observation(rng.randrange(players))
        task = worlds.Task(obs, tuple(pass_candidates(obs)), decision_seed(found, obs), 0, 1, None, 0.2)
        decision = worlds.decision_for(task)
        if decision.fast_world is not None:
            found += 1
            yield obs, task, decision


def test_the_kernel_scores_each_pass_as_the_python_path() -> None:
    seen = Counter[str]()
    for number, (obs, task, decision) in enumerate(passing_positions(60, 7)):
        rng = random.Random(number)
        for _ in range(3):
            deal = sample_deal(decision.dc, rng)
            seed = rng.getrandbits(62)
            hands = [mask_of(deal[s]) if s != obs.seat else mask_of(obs.hand) for s in range(obs.players)]
            assert worlds.kernel_pass_utilities(task, decision, hands, seed) == \
                worlds.pass_utilities(task, decision, deal, seed), (obs.rules, obs.players)
        seen[f"{obs.players} {obs.pass_direction.value} {obs.rules.first_lead.value}"] += 1
    assert len(seen) >= 8, seen


def test_the_kernel_passes_as_the_casual_player() -> None:
    from hearts_desktop.ai.rule import rule_pass
    from hearts_desktop.model.cards import ALL_CARDS

    rng = random.Random(12)
    for _ in range(3_000):
        size = rng.choice((10, 13, 17))
        hand = tuple(sorted(rng.sample(ALL_CARDS, size)))
        count = rng.choice((3, 4))
        assert kernel.rule_pass(mask_of(hand), count) == mask_of(rule_pass(hand, count)), hand


def test_the_opponent_models_play_as_the_casual_player() -> None:
    """The rollouts' models of the other seats pick what the Casual player
    picks: kernel.choose_follow_club whenever it can follow suit,
    kernel.choose_discard_casual whenever it cannot (every preset's points)."""
    from hearts_desktop.ai.knowledge import queen_out
    from hearts_desktop.ai.rule import rule_follow
    from hearts_desktop.model.engine import FastRules

    rng = random.Random(21)
    casual = create_player(Level.CASUAL)
    compared = Counter[str]()
    while min(compared["follow"], compared["discard"]) < 1_000:
        rules, players = rng.choice([preset.rules for preset in PRESETS]), rng.choice((3, 4, 5))
        table = FastRules(rules, players).table
        if rules.problems(players) or table is None:
            continue
        game = Game(rules, players, seed=rng.getrandbits(32))
        while game.hand_number == 0:
            seat = acting_seats(game)[0]
            obs = game.observation(seat)
            if obs.phase is Phase.PLAYING and obs.current_trick:
                led = obs.current_trick[0][1].suit
                legal = mask_of(obs.legal)
                if obs.legal[0].suit is led:
                    best = max((c for _, c in obs.current_trick if c.suit is led), key=lambda c: c.rank)
                    last = len(obs.current_trick) == players - 1
                    bit = kernel.choose_follow_club(legal, 1 << best.index, last)
                    compared["follow"] += 1
                else:
                    bit = kernel.choose_discard_casual(table, legal, queen_out(obs))
                    compared["discard"] += 1
                assert bit == 1 << rule_follow(obs).index, (obs.rules, obs.current_trick, obs.legal)
            game.apply(decide(casual, obs))


def test_rollouts_play_a_seat_modelled_as_casual_as_casual_plays() -> None:
    """policy_playout with seat models: every card a seat modelled as
    MODEL_CASUAL plays is the Casual player's card in that position, moons
    and all (replayed through the checked game)."""
    from hearts_desktop.model import PassDirection
    from hearts_desktop.model.engine import FastHand

    rules = HouseRules().with_changes(pass_cycle=(PassDirection.NONE,))
    casual = create_player(Level.CASUAL)
    models = [kernel.MODEL_AS_US, kernel.MODEL_CASUAL, kernel.MODEL_AS_US, kernel.MODEL_CASUAL]
    checked = 0
    for number in range(200):
        game = Game(rules, 4, seed=number)
        assert game.turn is not None
        fast = FastHand.from_cards(rules, [game.observation(seat).hand for seat in range(4)], game.turn)
        assert fast.fr.table is not None
        log: list[int] = []
        kernel.policy_playout(fast.fr.table, fast.hands, fast.taken, fast.won, fast.kernel_position(),
                              kernel.Rng(number), kernel.threshold(0.0), log, 0, models)
        for index in log:
            seat = game.turn
            assert seat is not None
            card = Card.from_index(index)
            if models[seat] == kernel.MODEL_CASUAL:
                assert casual.choose_play(game.observation(seat)) is card, (number, game.current_trick)
                checked += 1
            game.play(seat, card)
    assert checked == 200 * 26
