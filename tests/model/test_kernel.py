"""The playout kernel, compiled and pure, and its benchmark's scoring.

The build compiles the kernel's modules together with mypyc where it finds
a C compiler; the same source then also runs as plain Python (the fallback).
Both must give identical results: the same random words, the same cards
played, the same scores.  A compiled kernel older than its source (an
editable install not rebuilt) fails here too.
"""

from __future__ import annotations

import ast
import os
import random
import shutil
import statistics
import sys
import sysconfig
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from hearts_desktop import kernel
from hearts_desktop.kernel import ismcts, playouts, uct
from hearts_desktop.kernel.playouts import Rng
from hearts_desktop.model import HouseRules, MoonChoice
from hearts_desktop.model.cards import Card, cards_from_str, mask_of
from hearts_desktop.model.deal import deck_in_play
from hearts_desktop.model.engine import FastHand, FastRules, random_playout
from hearts_desktop.model.rules import PRESETS, MoonSettlement
from tests.model.test_engine_inline import hand_in_play, random_step, variants

ROOT = Path(__file__).resolve().parents[2]
HEARTS_BITS = playouts.HEARTS
TOTALS = [0, 40, 80, 95, 10, 60, 25, 5]
"""Game totals before the hand, for up to eight players."""
REBUILD = "the compiled kernel differs from its source: rebuild it with `pip install -e .`"


@pytest.fixture(scope="module")
def pure() -> ModuleType:
    return kernel.load_pure("hearts_desktop.kernel._pure_playouts_under_test")


def compiled() -> ModuleType:
    if not kernel.COMPILED:
        pytest.skip("the pure kernel runs here (no C compiler at build time, or HEARTS_DESKTOP_KERNEL=pure)")
    return playouts


def test_the_kernel_is_compiled_where_the_build_had_a_compiler() -> None:
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if os.environ.get("HEARTS_DESKTOP_KERNEL") == "pure" or shutil.which(compiler) is None:
        assert not kernel.COMPILED or shutil.which(compiler) is None
        return
    assert kernel.COMPILED, f"{compiler} is here, yet the kernel was not compiled: see setup.py"
    for name in kernel.MODULES:  # compiled together: none left to run as Python
        assert not str(sys.modules[f"hearts_desktop.kernel.{name}"].__file__).endswith(".py"), name


def test_the_pure_kernel_is_the_source_every_module_of_it(pure: ModuleType) -> None:
    prefix = pure.__name__.rpartition(".")[0]
    for name in (*kernel.MODULES, "playouts"):
        assert sys.modules[f"{prefix}.{name}"].__file__ == str(kernel.HERE / f"{name}.py"), name
    assert pure.random_hands is not playouts.random_hands
    # Each pure module calls the pure others, never a compiled one.
    assert sys.modules[f"{prefix}.candidates"].policy_playout is pure.policy_playout


def test_the_build_compiles_every_kernel_module() -> None:
    """setup.py lists the kernel's modules without importing the package it builds."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    listed = next(node.value for node in tree.body if isinstance(node, ast.Assign)
                  and any(getattr(target, "id", None) == "KERNEL_MODULES" for target in node.targets))
    assert tuple(ast.literal_eval(listed)) == kernel.MODULES
    on_disk = sorted(path.stem for path in kernel.HERE.glob("*.py"))
    assert on_disk == sorted((*kernel.MODULES, "__init__", "playouts"))


def test_compiled_and_pure_draw_the_same_random_words(pure: ModuleType) -> None:
    fast = compiled()
    for seed in (0, 1, 2**31, 2**62 - 1, 123456789123):
        ours, theirs = fast.Rng(seed), pure.Rng(seed)
        assert [ours.next32() for _ in range(5_000)] == [theirs.next32() for _ in range(5_000)], REBUILD
        assert [ours.below(13) for _ in range(2_000)] == [theirs.below(13) for _ in range(2_000)]


def test_random_words_are_32_bits_and_spread_evenly() -> None:
    rng = playouts.Rng(7)
    words = [rng.next32() for _ in range(40_000)]
    assert all(0 <= word < 2**32 for word in words) and max(words) >= 2**31
    counts = [0] * 13
    for _ in range(130_000):
        counts[rng.below(13)] += 1
    assert min(counts) > 9_500 and max(counts) < 10_500  # 10,000 each, within 5 sigma


def test_compiled_and_pure_play_the_same_whole_hands(pure: ModuleType) -> None:
    fast = compiled()
    for rules, players in ((HouseRules(), 4), (PRESETS[1].rules, 4), (HouseRules(), 5), (HouseRules(), 3)):
        fr = FastRules(rules, players)
        deck = _deck_bits(fr)
        sums = [module.random_hands(module.Table(*fr.kernel_table_args()), deck, 400, rules.cards_passed,
                                    module.Rng(players)) for module in (fast, pure)]
        assert sums[0] == sums[1], (REBUILD, rules, players)


def test_compiled_and_pure_playouts_choose_the_same_cards(pure: ModuleType) -> None:
    fast_kernel = compiled()
    rng = random.Random(5)
    configs = variants(rng)
    for number in range(300):
        rules, players = next(configs)
        if rules.cancellation:
            continue
        hand = hand_in_play(rules, players, rng.getrandbits(32))
        widow = bool(hand.pot)
        if not widow and number % 2 == 0:  # the policy's loop also starts inside a trick
            advance = Rng(number)
            for _ in range(rng.randrange(hand.fr.tricks * players)):
                random_step(hand, advance)
        logs = []
        for module in (fast_kernel, pure):
            table = module.Table(*hand.fr.kernel_table_args())
            copy = hand.copy()
            log: list[int] = []
            start = module.Position(*_fields(copy.kernel_position()))
            if widow or number % 2:
                module.random_playout(table, copy.hands, copy.taken, copy.won, start, copy.pot,
                                      module.Rng(number), log)
            else:
                styles = (module.ROLLOUT_PLAIN, module.ROLLOUT_FLUSH, module.ROLLOUT_FLUSH_GUARD,
                          module.ROLLOUT_MOON_LEAD, module.ROLLOUT_MOON, module.ROLLOUT_SHARP,
                          module.ROLLOUT_SHARP_MOON, module.ROLLOUT_SHOOT,
                          module.ROLLOUT_PLAIN + module.ROLLOUT_DEFEND,
                          module.ROLLOUT_MOON + module.ROLLOUT_DEFEND,
                          module.ROLLOUT_SHARP + module.ROLLOUT_DEFEND,
                          module.ROLLOUT_PLAIN + module.ROLLOUT_REAL_MOON,
                          module.ROLLOUT_MOON + module.ROLLOUT_DEFEND + module.ROLLOUT_REAL_MOON,
                          module.ROLLOUT_PLAIN + module.ROLLOUT_CALM,
                          module.ROLLOUT_SHARP + module.ROLLOUT_DEFEND + module.ROLLOUT_CALM,
                          module.ROLLOUT_PLAIN + module.ROLLOUT_REAL_MOON + module.ROLLOUT_CALM)
                style = styles[number // 2 % len(styles)]
                module.policy_playout(table, copy.hands, copy.taken, copy.won, start, module.Rng(number),
                                      module.threshold(0.2), log, style=style)
            logs.append((log, copy.taken, copy.won))
        assert logs[0] == logs[1], (REBUILD, rules, players, number)


def test_compiled_and_pure_weigh_a_hand_s_history_alike(pure: ModuleType) -> None:
    fast_kernel = compiled()
    rng = random.Random(11)
    weights: set[float] = set()
    for compared, (rules, players, hand) in zip(range(150), one_deck_hands(rng)):
        advance = Rng(compared)
        plays: list[int] = []
        seats: list[int] = []
        for _ in range(rng.randrange(1, hand.fr.tricks * players - 1)):
            seats.append(hand.turn)
            before = hand.hands[hand.turn]
            random_step(hand, advance)
            plays.append(before ^ hand.hands[seats[-1]])
        me = rng.randrange(players)
        hands = list(hand.hands)
        a, b = rng.sample([s for s in range(players) if s != me], 2)
        if hands[a] and hands[b] and compared % 2:  # a world other than the real one
            card_a, card_b = hands[a] & -hands[a], hands[b] & -hands[b]
            hands[a], hands[b] = hands[a] ^ card_a ^ card_b, hands[b] ^ card_b ^ card_a
        models = [compared % 3] * players if compared % 4 else None
        found = [module.history_likelihood(module.Table(*hand.fr.kernel_table_args()), hands, plays, seats,
                                           me, models, 0.3) for module in (fast_kernel, pure)]
        assert found[0] == found[1], (REBUILD, rules, players, compared)
        assert 0.0 < found[0] <= 1.0
        pool = [1 << i for i in range(52) if any(h >> i & 1 for s, h in enumerate(hands) if s != me)]
        room = [h.bit_count() if s != me else 0 for s, h in enumerate(hands)]
        holders = sum(1 << s for s in range(players) if s != me)
        dealt = []
        for module in (fast_kernel, pure):
            picked = [hands[s] if s == me else 0 for s in range(players)]
            table = module.Table(*hand.fr.kernel_table_args())
            ok = module.deal_inferred(room, [holders], list(pool), [len(pool)], picked, module.Rng(compared),
                                      3, 4, table, plays, seats, me, models, 0.3)
            dealt.append((ok, picked))
        assert dealt[0] == dealt[1], (REBUILD, rules, players, compared)
        assert dealt[0][0] and [h.bit_count() for h in dealt[0][1]] == [h.bit_count() for h in hands]
        weights.add(found[0])
    assert len(weights) > 100  # the histories were weighed, not all alike


def test_the_flush_lead_plays_a_spade_under_the_queen_only_while_someone_else_holds_it() -> None:
    def bits(text: str) -> int:
        return mask_of(cards_from_str(text))

    hand = bits("3S JS 2C 9D")
    flush = playouts.choose_lead_flush
    assert flush(hand, True, hand) == bits("JS")  # the highest spade under the Q♠
    assert flush(hand, False, hand) == bits("2C") == playouts.choose_lead(hand, False)  # the Q♠ is gone
    guarded = bits("3S JS KS 2C")
    assert flush(guarded, True, guarded) == bits("2C")  # the K♠ would catch the Q♠
    no_spades = bits("2C 9D")
    assert flush(no_spades, True, no_spades) == bits("2C")
    holder = bits("2S QS 5C 9D")
    assert flush(holder, False, holder) == bits("2S")  # the lowest card
    assert flush(holder, False, holder, guard=True) == bits("5C")  # the Q♠ keeps its guard
    only_spades = bits("2S QS")
    assert flush(only_spades, False, only_spades, guard=True) == bits("2S")


def one_deck_hands(rng: random.Random) -> Iterator[tuple[HouseRules, int, FastHand]]:
    """Freshly dealt hands of random variants that the one-deck kernel plays
    (no Cancellation's two decks, no widow), drawn from `rng` as they are used."""
    configs = variants(rng)
    while True:
        rules, players = next(configs)
        hand = hand_in_play(rules, players, rng.getrandbits(32))
        if not (rules.cancellation or hand.pot):
            yield rules, players, hand


def hands_in_play(rng: random.Random, count: int, spare: int = 1
                  ) -> Iterator[tuple[int, HouseRules, int, FastHand]]:
    """`count` hands of `one_deck_hands`, each played on by random legal cards
    to a random point with at least `spare` cards left; with each its number."""
    for number, (rules, players, hand) in zip(range(count), one_deck_hands(rng)):
        advance = Rng(number)
        for _ in range(rng.randrange(hand.fr.tricks * players - spare)):
            random_step(hand, advance)
        yield number, rules, players, hand


def _fields(position: playouts.Position) -> tuple[int, bool, int, int, int, int, int]:
    """A position's fields, to build the same one in the other module."""
    return (position.trick_no, position.broken, position.leader, position.trick, position.best,
            position.winner, position.played)


def _deck_bits(fr: FastRules) -> list[int]:
    return [1 << card.index for card in deck_in_play(fr.rules, fr.players)]


def test_random_hands_score_as_the_engine_scores() -> None:
    """The benchmark's whole hands, replayed card by card through the engine
    from the same random words, give the same checksum of scores."""
    rules = HouseRules(moon=MoonSettlement.ADD_TO_OTHERS)
    fr = FastRules(rules, 4)
    assert fr.table is not None
    deck = list(playouts.BITS)
    count, seed = 300, 99
    expected = playouts.random_hands(fr.table, deck, count, 3, playouts.Rng(seed))
    rng = playouts.Rng(seed)
    cards = list(deck)
    checksum = 0
    moons = 0
    for _ in range(count):
        for i in range(len(cards) - 1, 0, -1):
            j = rng.below(i + 1)
            cards[i], cards[j] = cards[j], cards[i]
        hands = [0] * 4
        for position, card in enumerate(cards):
            hands[position % 4] |= card
        gifts = []
        for seat in range(4):
            gift = 0
            for _ in range(3):
                gift |= playouts.random_bit(hands[seat] & ~gift, rng)
            gifts.append(gift)
            hands[seat] ^= gift
        for seat in range(4):
            hands[seat] |= gifts[seat - 1]
        leader = next(seat for seat in range(4) if hands[seat] & fr.lowest_club_bit)
        hand = FastHand(fr, hands, leader)
        random_playout(hand, rng)
        deltas = hand.deltas((0, 0, 0, 0), MoonChoice.ADD_TO_OTHERS)
        moons += 26 in deltas
        score = 0
        for delta in deltas:
            score = score * 7 + delta + 1000
        checksum = (checksum * 31 + (score & (2**40 - 1))) & (2**40 - 1)
    assert checksum == expected
    assert moons  # the moon's settlement was exercised


def test_compiled_and_pure_deal_and_play_the_same_worlds(pure: ModuleType) -> None:
    fast_kernel = compiled()
    rng = random.Random(9)
    dealt_worlds = 0
    for compared, rules, players, hand in hands_in_play(rng, 200):
        me = hand.turn
        pool = [1 << i for i in range(52) if any(h >> i & 1 for s, h in enumerate(hand.hands) if s != me)]
        room = [h.bit_count() if s != me else 0 for s, h in enumerate(hand.hands)]
        holders = sum(1 << s for s in range(players) if s != me)
        split = rng.randrange(len(pool) + 1)  # two groups: the first one's cards may not go to one seat
        first = holders & ~(1 << rng.choice([s for s in range(players) if s != me]))
        candidates = [1 << i for i in range(52) if hand.legal_mask() >> i & 1]
        results = []
        for module in (fast_kernel, pure):
            table = module.Table(*hand.fr.kernel_table_args())
            dealt = [0] * players
            dealt[me] = hand.hands[me]
            ok = module.deal_world(list(room), [first, holders], list(pool), [split, len(pool)], dealt,
                                   module.Rng(compared))
            out: list[int] = []
            solved: list[int] = []
            if ok:
                start = module.Position(*_fields(hand.kernel_position()))
                module.play_candidates(table, dealt, hand.taken, hand.won, start, candidates, compared,
                                       module.threshold(0.2), out, [compared % 3] * players)
                if hand.trick_no >= hand.fr.tricks - 2:
                    module.solve_candidates(table, dealt, hand.taken, hand.won, start, candidates,
                                            compared % 3, [0, 40, 80, 95, 10, 60][:players], 100, solved)
            results.append((ok, dealt, out, solved))
        assert results[0] == results[1], (REBUILD, rules, players, compared)
        dealt_worlds += results[0][0]
    assert dealt_worlds >= 100  # most draws succeed, so the candidates' playouts were compared


def test_compiled_and_pure_pass_and_play_the_same_deals(pure: ModuleType) -> None:
    fast_kernel = compiled()
    rng = random.Random(13)
    for compared, (rules, players, hand) in zip(range(150), one_deck_hands(rng)):
        me = rng.randrange(players)
        count = min(rules.cards_passed, 3) or 3
        mine = [1 << i for i in range(52) if hand.hands[me] >> i & 1]
        candidates = [sum(rng.sample(mine, count)) for _ in range(4)]
        offset = rng.randrange(1, players)  # left, right, across, ...
        targets = [(seat + offset) % players for seat in range(players)]
        leader = rng.choice((-1, rng.randrange(players)))
        results = []
        for module in (fast_kernel, pure):
            out: list[int] = []
            module.play_passes(module.Table(*hand.fr.kernel_table_args()), list(hand.hands), me, count,
                               candidates, targets, leader, compared, module.threshold(0.2), out,
                               [compared % 3] * players)
            results.append(out)
        assert results[0] == results[1], (REBUILD, rules, players, compared)


def test_compiled_and_pure_search_a_world_alike_by_uct(pure: ModuleType) -> None:
    fast_kernel = compiled()
    rng = random.Random(17)
    for compared, rules, players, hand in hands_in_play(rng, 60):
        candidates = [1 << i for i in range(52) if hand.legal_mask() >> i & 1]
        results = []
        for module in (fast_kernel, pure):
            out: list[int] = []
            table = module.Table(*hand.fr.kernel_table_args())
            start = module.Position(*_fields(hand.kernel_position()))
            module.uct_candidates(table, list(hand.hands), list(hand.taken), list(hand.won), start,
                                  candidates, compared, module.threshold(0.2), 40, 30.0, compared % 3,
                                  [0, 40, 80, 95, 10, 60][:players], 100, out, [compared % 3] * players)
            results.append(out)
        assert results[0] == results[1], (REBUILD, rules, players, compared)
        assert sum(results[0][:: players + 1]) == 40  # every round began with a candidate


def three_trick_endgames(seed: int, count: int) -> Iterator[tuple[FastHand, list[int], list[int]]]:
    """`count` standard positions with three tricks left (maybe mid-trick)
    where the seat to move has a choice: the hand, its legal cards as bits,
    and each card's exact value for that seat (max^n, the moon added)."""
    rng = random.Random(seed)
    table = FastRules(HouseRules(), 4).table
    assert table is not None
    found = 0
    while found < count:
        hand = hand_in_play(HouseRules(), 4, rng.getrandbits(32))
        advance = Rng(found)
        left = hand.fr.tricks - 3
        while hand.trick_no < left or (hand.trick_no == left and rng.random() < 0.5):  # maybe mid-trick
            random_step(hand, advance)
        candidates = [1 << i for i in range(52) if hand.legal_mask() >> i & 1]
        if len(candidates) < 2:
            continue
        me, start = hand.turn, playouts.Position(*_fields(hand.kernel_position()))
        solved: list[int] = []
        playouts.solve_candidates(table, list(hand.hands), list(hand.taken), list(hand.won), start,
                                  candidates, playouts.MOON_ADD, [0, 0, 0, 0], 100, solved)
        yield hand, candidates, [sum(solved[k:k + 4]) - 4 * solved[k + me] for k in range(0, len(solved), 4)]
        found += 1


def test_uct_finds_the_exact_endgame_s_best_card() -> None:
    """In a world of three tricks left, UCT's most valued card is one the
    exact endgame solver values best (every seat playing for itself)."""
    agreed = 0
    for tried, (hand, candidates, exact) in enumerate(three_trick_endgames(23, 30)):
        me, start, table = hand.turn, playouts.Position(*_fields(hand.kernel_position())), hand.fr.table
        assert table is not None
        found: list[int] = []
        playouts.uct_candidates(table, list(hand.hands), list(hand.taken), list(hand.won), start,
                                candidates, tried, playouts.threshold(0.0), 3000, 30.0, playouts.MOON_ADD,
                                [0, 0, 0, 0], 100, found)
        means = [(sum(found[k + 1:k + 5]) - 4 * found[k + 1 + me]) / found[k]
                 for k in range(0, len(found), 5)]
        best = max(range(len(candidates)), key=lambda k: means[k])
        agreed += exact[best] == max(exact)
    assert agreed == 30, agreed  # with 4 rounds, not 3,000, it agrees 28 or 29 times


def test_uct_keeps_one_card_of_each_run_that_plays_alike() -> None:
    table = FastRules(HouseRules(), 4).table
    assert table is not None
    moves = _bits("5C 6C 8C JS QS KS 2H 3H")
    live = moves | _bits("7C 4H")  # the 7♣ is in another hand: the 8♣ beats what the 6♣ cannot
    assert uct._distinct(table, moves, live) == _bits("5C 8C JS QS KS 2H")  # the Q♠ has points
    assert uct._distinct(table, moves, live | _bits("TC")) == _bits("5C 8C JS QS KS 2H")
    assert uct._distinct(table, _bits("2C 9C"), _bits("2C 9C")) == _bits("2C")  # all between are gone


def _bits(text: str) -> int:
    return mask_of(cards_from_str(text))


def _unseen_world(hand: FastHand, me: int, first: int) -> tuple[list[int], list[int], list[int], list[int],
                                                                list[int]]:
    """`deal_world`'s inputs for seat `me` of `hand`: its own cards known, the
    others' unseen in one group (every seat but `first` may take them)."""
    pool = [1 << i for i in range(52) if any(h >> i & 1 for s, h in enumerate(hand.hands) if s != me)]
    room = [h.bit_count() if s != me else 0 for s, h in enumerate(hand.hands)]
    known = [0] * len(hand.hands)
    known[me] = hand.hands[me]
    holders = sum(1 << s for s in range(len(hand.hands)) if s != me)
    return known, room, [holders & ~(1 << first) if first != me else holders, holders], pool, [0, len(pool)]


def test_compiled_and_pure_grow_the_same_information_set_tree(pure: ModuleType) -> None:
    fast_kernel = compiled()
    rng = random.Random(29)
    for compared, rules, players, hand in hands_in_play(rng, 60, 2):
        me = hand.turn
        candidates = [1 << i for i in range(52) if hand.legal_mask() >> i & 1]
        known, room, groups, pool, ends = _unseen_world(hand, me, rng.randrange(players))
        results = []
        for module in (fast_kernel, pure):
            tree = module.IsTree(candidates, me)
            table = module.Table(*hand.fr.kernel_table_args())
            start = module.Position(*_fields(hand.kernel_position()))
            played = module.ismcts_rounds(tree, table, known, room, groups, pool, ends, list(hand.taken),
                                          list(hand.won), start, module.Rng(compared), module.threshold(0.2),
                                          60, 30.0, compared % 3, TOTALS[:players], 100, 90 * (compared % 2),
                                          [compared % 3] * players)
            out: list[int] = []
            tree.root_stats(candidates, out)
            results.append((played, out, tree.key, tree.visits, tree.avail, tree.score))
        assert results[0] == results[1], (REBUILD, rules, players, compared)
        assert sum(results[0][1][::2]) == results[0][0]  # every round played began with a candidate


def test_information_set_tree_with_every_card_known_finds_the_exact_endgame_s_best_card() -> None:
    """Where no card is unseen every round plays the same world, so the tree
    is a max^n search of it: in three-trick endgames its most visited card
    is one the exact solver values best."""
    agreed = 0
    for tried, (hand, candidates, exact) in enumerate(three_trick_endgames(31, 30)):
        me, start, table = hand.turn, playouts.Position(*_fields(hand.kernel_position())), hand.fr.table
        assert table is not None
        tree = playouts.IsTree(candidates, me)
        assert playouts.ismcts_rounds(tree, table, list(hand.hands), [0] * 4, [], [], [],
                                      list(hand.taken), list(hand.won), start, Rng(tried),
                                      playouts.threshold(0.0), 3000, 30.0, playouts.MOON_ADD, [0, 0, 0, 0],
                                      100, 0) == 3000
        stats: list[int] = []
        tree.root_stats(candidates, stats)
        best = max(range(len(candidates)), key=lambda k: stats[2 * k])
        agreed += exact[best] == max(exact)
    assert agreed == 30, agreed


def test_information_set_tree_keys_a_card_by_the_lowest_of_its_run() -> None:
    table = FastRules(HouseRules(), 4).table
    assert table is not None
    held = _bits("3C 4C 6C 8C JS QS 2H 5H")
    assert ismcts._run_key(table, _bits("6C"), held, 0) == _bits("3C")  # 5♣ is gone: 3♣ to 6♣ play alike
    assert ismcts._run_key(table, _bits("8C"), held, _bits("7C")) == _bits("8C")  # the 7♣ played splits
    assert ismcts._run_key(table, _bits("6C"), held, _bits("5C")) == _bits("6C")
    assert ismcts._run_key(table, _bits("QS"), held, 0) == _bits("QS")  # the Q♠ has points, the J♠ none
    assert ismcts._run_key(table, _bits("5H"), held, 0) == _bits("2H")  # a point each


def test_information_set_tree_counts_a_card_available_only_where_it_is_legal() -> None:
    """A child's availability is how many rounds' worlds let its mover play
    it: one seat's card is in some worlds only, and no node is ever chosen
    where its card was not in hand."""
    rng = random.Random(37)
    hand = hand_in_play(HouseRules(), 4, rng.getrandbits(32))
    advance = Rng(3)
    for _ in range(17):
        random_step(hand, advance)
    table = hand.fr.table
    assert table is not None
    me = hand.turn
    candidates = [1 << i for i in range(52) if hand.legal_mask() >> i & 1]
    known, room, groups, pool, ends = _unseen_world(hand, me, me)
    tree = playouts.IsTree(candidates, me)
    start = playouts.Position(*_fields(hand.kernel_position()))
    rounds = playouts.ismcts_rounds(tree, table, known, room, groups, pool, ends, list(hand.taken),
                                    list(hand.won), start, Rng(5), playouts.threshold(0.05), 400, 40.0,
                                    playouts.MOON_ADD, [0, 0, 0, 0], 100, 0)
    assert rounds == 400
    for node in range(1, len(tree.key)):
        assert 1 <= tree.visits[node] <= tree.avail[node]
    root_children = [n for n in range(1, len(tree.key)) if tree.mover[n] == me and tree.key[n] in candidates]
    assert all(tree.avail[n] == tree.visits[0] for n in root_children[:len(candidates)])
    others = [n for n in range(1, len(tree.key)) if tree.mover[n] != me]
    assert any(tree.avail[n] < rounds for n in others)  # another seat's card, held in some worlds only


def test_in_the_moon_style_only_a_seat_going_for_the_moon_leads_its_highest_card() -> None:
    table = FastRules(HouseRules(), 4).table
    assert table is not None
    hand = _bits("3C 9D KD 5S AH 4H")
    lead = playouts.choose_lead_styled
    assert lead(hand, False, hand, playouts.ROLLOUT_MOON_LEAD, True) == _bits("AH")
    assert lead(hand, False, hand, playouts.ROLLOUT_MOON_LEAD, False) == _bits("3C")
    assert lead(hand & ~HEARTS_BITS, False, hand, playouts.ROLLOUT_MOON_LEAD, True) == _bits("KD")
    # One rollout: seat 0 alone has points and leads; in the moon style it leads its A♥, else its 2♣.
    deal = ("2C 5D AH KH QH", "3C 6D 2H 3S 4S", "4C 7D 5H 5S 6S", "5C 8D 6H 7S 8S")
    hands = [_bits(cards) for cards in deal]
    first = []
    for style in (playouts.ROLLOUT_PLAIN, playouts.ROLLOUT_MOON_LEAD):
        log: list[int] = []
        taken = [_bits("3H"), 0, 0, 0]
        playouts.policy_playout(table, list(hands), taken, [1, 0, 0, 0], playouts.Position(8, True, 0),
                                Rng(1), 0, log, 0, [playouts.MODEL_AS_US] * 4, style)
        first.append(log[0])
    assert first == [Card.from_str("2C").index, Card.from_str("AH").index]


def test_a_late_moon_is_gone_for_only_from_four_point_cards() -> None:
    """ROLLOUT_REAL_MOON: the only seat with points leads as the plain style
    does (its lowest card) while it holds three point cards, and its highest
    card, as the moon style does, once it holds four; a seat without points
    never does."""
    table = FastRules(HouseRules(), 4).table
    assert table is not None
    late = playouts.ROLLOUT_PLAIN + playouts.ROLLOUT_REAL_MOON
    deal = ("2C 5D AH KH QH", "3C 6D 2H 3S 4S", "4C 7D 5H 5S 6S", "5C 8D 6H 7S 8S")
    leads = []
    for points in ("3H 4H 9H", "3H 4H 9H TH"):
        log: list[int] = []
        playouts.policy_playout(table, [_bits(cards) for cards in deal], [_bits(points), 0, 0, 0],
                                [1, 0, 0, 0], playouts.Position(8, True, 0), Rng(1), 0, log, 0,
                                [playouts.MODEL_AS_US] * 4, late)
        leads.append(log[0])
    assert leads == [Card.from_str("2C").index, Card.from_str("AH").index]
    taken = [0, _bits("3H 4H 9H TH"), 0, 0]
    played = playouts.MODEL_AS_US
    assert playouts.seat_style(played, late, 1, 1, taken, table.penalty) == playouts.ROLLOUT_MOON
    assert playouts.seat_style(played, late, 0, 1, taken, table.penalty) == playouts.ROLLOUT_PLAIN
    sharp = playouts.ROLLOUT_SHARP
    assert playouts.seat_style(played, sharp, 1, 1, taken, table.penalty) == sharp
    styled = playouts.MODEL_STYLED + late  # a seat modelled in the late-moon style, whatever ours
    assert playouts.seat_style(styled, sharp, 1, 1, taken, table.penalty) == playouts.ROLLOUT_MOON


def test_a_calm_seat_stops_a_moon_only_from_four_point_cards() -> None:
    """ROLLOUT_CALM: seat 0, the only one with points, wins a trick of
    hearts; seat 1 could take it with the K♥.  The plain policy takes it
    (stops the moon) from the first point; the calm one ducks with the 2♥
    while seat 0 holds three point cards, and takes it from four."""
    table = FastRules(HouseRules(), 4).table
    assert table is not None
    deal = ("QH AH", "KH 2H", "3H 3C", "4H 4C")
    follows = {}
    for style in (playouts.ROLLOUT_PLAIN, playouts.ROLLOUT_PLAIN + playouts.ROLLOUT_CALM):
        for points in ("5H 6H 7H", "5H 6H 7H 8H"):
            log: list[int] = []
            playouts.policy_playout(table, [_bits(cards) for cards in deal], [_bits(points), 0, 0, 0],
                                    [3, 0, 0, 0], playouts.Position(11, True, 0), Rng(1), 0, log, 2,
                                    [playouts.MODEL_STYLED + style] * 4)
            follows[style, len(points.split())] = Card.from_index(log[1])
    calm = playouts.ROLLOUT_PLAIN + playouts.ROLLOUT_CALM
    assert follows[playouts.ROLLOUT_PLAIN, 3] == follows[playouts.ROLLOUT_PLAIN, 4] == Card.from_str("KH")
    assert follows[calm, 3] == Card.from_str("2H")
    assert follows[calm, 4] == Card.from_str("KH")
    assert playouts.seat_style(playouts.MODEL_STYLED + calm, playouts.ROLLOUT_SHARP, 1, 0,
                               [_bits("5H"), 0, 0, 0], table.penalty) == playouts.ROLLOUT_PLAIN


def test_in_the_full_moon_style_a_seat_going_for_the_moon_keeps_its_points() -> None:
    """Void in the suit led, the only seat with points discards its lowest
    card without points (a heart would go to the trick's winner); in the
    moon-lead style it discards as everyone does, its highest heart."""
    table = FastRules(HouseRules(), 4).table
    assert table is not None
    assert playouts.choose_discard_shooter(_bits("9S KD AH 2H"), table.penalty) == _bits("9S")
    assert playouts.choose_discard_shooter(_bits("AH 2H"), table.penalty) == _bits("AH")
    deal = ("2C 3C 4C 5C 6C", "KD 9S AH 2H 3H", "7C 8C 9C TC JC", "QC KC AC 2D 3D")
    discards = []
    for style in (playouts.ROLLOUT_MOON_LEAD, playouts.ROLLOUT_MOON):
        log: list[int] = []
        playouts.policy_playout(table, [_bits(cards) for cards in deal], [0, _bits("4H"), 0, 0], [0, 1, 0, 0],
                                playouts.Position(8, True, 0), Rng(1), 0, log, 0, [playouts.MODEL_AS_US] * 4,
                                style)
        discards.append(log[1])  # seat 1, void in clubs, after the 2♣ lead
    assert discards == [Card.from_str("AH").index, Card.from_str("9S").index]


def test_the_sharp_lead_keeps_the_queen_guarded_flushes_her_and_leads_the_shortest_suit() -> None:
    lead = playouts.choose_lead_sharp
    everything = (1 << 52) - 1
    # Holding the Q♠: no spade lead while another suit will do; the shortest suit's lowest card.
    hand = _bits("2S 3S QS 4C 5C 6C 9D TD")
    assert lead(hand, False, hand, 0) == _bits("9D")
    assert lead(_bits("2S 3S QS"), False, _bits("2S 3S QS"), 0) == _bits("2S")
    # The Q♠ out and no spade above the J♠ in hand: the highest spade, to flush her.
    hand = _bits("2S 9S 4C 5C 9D")
    assert lead(hand, True, hand, 0) == _bits("9S")
    # The Q♠ out, the K♠ in hand: no flush; never the K♠; the singleton 9♦.
    hand = _bits("2S KS 4C 5C 9D")
    assert lead(hand, True, hand, 0) == _bits("9D")
    # Hearts count as a suit once they may be led: the singleton 2♥.
    hand = _bits("4C 5C 6C 2H")
    assert lead(hand, False, hand, 0) == _bits("2H")
    # A suit where nothing still out is higher is led last: the A♦ would win.
    hand = _bits("AD 4C 5C")
    gone = everything & ~(hand | _bits("2C 3C 6C 7C"))
    assert lead(hand, False, hand, gone) == _bits("4C")


def test_the_sharp_discard_sheds_points_first_then_makes_a_void() -> None:
    discard = playouts.choose_discard_sharp
    table = FastRules(HouseRules(), 4).table
    assert table is not None
    assert discard(_bits("QS AH KD"), False, False, table.penalty) == _bits("QS")
    assert discard(_bits("KS 2H KD"), True, False, table.penalty) == _bits("KS")
    assert discard(_bits("2H KD AC"), False, False, table.penalty) == _bits("2H")
    # No points to shed: the K♦ of a two-card suit before the A♣ of five.
    assert discard(_bits("KD 3D AC 2C 3C 4C 5C"), False, False, table.penalty) == _bits("KD")
    assert discard(_bits("KD 3D AC 2C"), False, False, table.penalty) == _bits("AC")


def test_as_a_player_the_sharp_style_takes_fewer_points_than_the_plain_policy() -> None:
    """The duel of benchmarks/duel_rollout_policy.py on 1,000 deals: each
    seat in turn plays the sharp style against three plain seats."""
    from benchmarks.duel_rollout_policy import SEATS, deal, play

    table = FastRules(HouseRules(), 4).table
    assert table is not None
    rng = random.Random(5)
    differences = []
    for number in range(1000):
        hands, leader = deal(rng, table)
        total = 0
        for seat in range(SEATS):
            points = [play(table, hands, leader, seat, style, playouts.ROLLOUT_PLAIN, number, 0)[0][seat]
                      for style in (playouts.ROLLOUT_SHARP, playouts.ROLLOUT_PLAIN)]
            total += points[0] - points[1]
        differences.append(total / SEATS)
    mean = statistics.fmean(differences)
    assert mean + 1.96 * statistics.stdev(differences) / len(differences) ** 0.5 < -0.5


def test_the_sharp_moon_style_goes_for_the_moon_as_the_moon_style_does() -> None:
    """While a seat is the only one with points it leads its highest card and
    keeps its points when it cannot follow; otherwise it plays as the sharp
    style does."""
    table = FastRules(HouseRules(), 4).table
    assert table is not None
    hand = _bits("3C 9D KD 5S AH 4H")
    assert playouts.lead_card(table, playouts.ROLLOUT_SHARP_MOON, hand, hand, 0, True) == _bits("AH")
    gone = _bits("QS")  # no flush: the shortest suit's lowest card
    assert playouts.lead_card(table, playouts.ROLLOUT_SHARP_MOON, hand, hand, gone, False) == \
        playouts.lead_card(table, playouts.ROLLOUT_SHARP, hand, hand, gone, True) == _bits("3C")
    follow = playouts.follow_card
    void = _bits("9S KD AH 2H")  # void in clubs, the 2♣ led by seat 0, seat 1 the only one with points
    for style, card in ((playouts.ROLLOUT_SHARP_MOON, "9S"), (playouts.ROLLOUT_SHARP, "AH")):
        led = _bits("2C")
        assert follow(table, playouts.MODEL_AS_US, style, void, playouts.CLUBS, led, led, False, 1, 1, 0,
                      void, _bits("4H")) == _bits(card), style


def test_the_shoot_style_goes_for_the_moon_until_another_seat_takes_points() -> None:
    """Before any points are taken, or while we are the only seat with
    them, the shoot style leads a card nobody can beat (hearts first), wins
    what it can and discards no points; once another seat has points it plays
    as the sharp style does."""
    table = FastRules(HouseRules(), 4).table
    assert table is not None
    shoot, sharp = playouts.ROLLOUT_SHOOT, playouts.ROLLOUT_SHARP
    hand = _bits("3C AD 5S KH 4H")
    clubs = _bits("2C 4C 5C 6C")  # nobody has points yet: the A♥ is still out, the A♦ is the sure winner
    assert playouts.lead_card(table, shoot, hand, hand, clubs, False) == _bits("AD")
    gone = clubs | _bits("AH")  # we took the A♥: now the K♥ can no longer be beaten
    assert playouts.lead_card(table, shoot, hand, hand, gone, True) == _bits("KH")
    assert playouts.lead_card(table, shoot, hand & ~HEARTS_BITS, hand, gone, True) == _bits("AD")
    assert playouts.lead_card(table, shoot, hand, hand, gone, False) == \
        playouts.lead_card(table, sharp, hand, hand, gone, False)  # another seat has points too
    follow = playouts.follow_card
    spades = _bits("2S JS KS")
    led = _bits("TS")
    for taken_by, card in ((-1, "KS"), (0, "KS"), (2, "2S")):  # nobody / we / another seat has points
        gone = _bits("2H") if taken_by >= 0 else 0
        assert follow(table, playouts.MODEL_AS_US, shoot, spades, playouts.SPADES, led, led, False, taken_by,
                      0, 3, spades, gone) == _bits(card), taken_by
    assert follow(table, playouts.MODEL_AS_US, shoot, spades, playouts.SPADES, led, led, True, -1, 0, 3,
                  spades, 0) == _bits("JS")  # last: the lowest card that wins
    void = _bits("9S KD QS 2H")
    assert follow(table, playouts.MODEL_AS_US, shoot, void, playouts.CLUBS, _bits("2C"), _bits("2C"), False,
                  -1, 0, 3, void, 0) == _bits("9S")  # the lowest card without points


def test_the_moon_defence_keeps_the_high_cards_under_a_shooter_s_trick() -> None:
    """The only seat with points (seat 0) wins a heart trick: a defender
    that cannot take it plays its lowest heart with ROLLOUT_DEFEND, its
    highest that loses without; one that can take it does, either way; a
    trick that another seat wins, or one without points, is followed as
    the style follows, but for the Q♠, kept from the shooter's trick."""
    table = FastRules(HouseRules(), 4).table
    assert table is not None
    follow = playouts.follow_card
    defend = playouts.ROLLOUT_DEFEND
    hand = _bits("QH 3H 9C")
    trick = _bits("AH 4H")  # seat 0 led the A♥, seat 1 played the 4♥; seat 2 to play
    gone = _bits("5H")  # taken by seat 0, the only seat with points
    for style in (playouts.ROLLOUT_PLAIN, playouts.ROLLOUT_SHARP, playouts.ROLLOUT_MOON):
        args = (hand, HEARTS_BITS, trick, _bits("AH"), False, 0, 2, 0, hand, gone)
        assert follow(table, playouts.MODEL_AS_US, style, *args) == _bits("QH"), style
        assert follow(table, playouts.MODEL_AS_US, style + defend, *args) == _bits("3H"), style
        # Seat 1 wins with the K♥ over a 2♥: nobody going for the moon wins, the plain follow.
        other = (hand, HEARTS_BITS, _bits("2H KH"), _bits("KH"), False, 0, 2, 1, hand, gone)
        assert follow(table, playouts.MODEL_AS_US, style + defend, *other) == _bits("QH"), style
    # The shooter's K♥ can be taken: the defender takes it with its A♥, with or without the defence.
    high = _bits("AH 3H 9C")
    for style in (playouts.ROLLOUT_PLAIN, playouts.ROLLOUT_PLAIN + defend):
        assert follow(table, playouts.MODEL_AS_US, style, high, HEARTS_BITS, _bits("KH"), _bits("KH"), False,
                      0, 2, 0, high, gone) == _bits("AH"), style
    # A club trick without points: no defence, the highest club that loses.
    clubs = _bits("3C TC 2H")
    assert follow(table, playouts.MODEL_AS_US, playouts.ROLLOUT_PLAIN + defend, clubs, playouts.CLUBS,
                  _bits("KC"), _bits("KC"), False, 0, 2, 0, clubs, gone) == _bits("TC")
    # Under the shooter's A♠ the plain follow sheds the Q♠; the defence keeps her, not feeding the moon.
    spades = _bits("QS 5S 9C")
    for style, card in ((playouts.ROLLOUT_PLAIN, "QS"), (playouts.ROLLOUT_PLAIN + defend, "5S")):
        assert follow(table, playouts.MODEL_AS_US, style, spades, playouts.SPADES, _bits("AS"), _bits("AS"),
                      False, 0, 2, 0, spades, gone) == _bits(card), style
    # The defence changes no lead.
    lead = _bits("3C 9D AH 4H")
    for style in (playouts.ROLLOUT_PLAIN, playouts.ROLLOUT_SHARP, playouts.ROLLOUT_MOON):
        assert playouts.lead_card(table, style + defend, lead, lead, gone, True) == \
            playouts.lead_card(table, style, lead, lead, gone, True), style
