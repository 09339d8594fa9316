"""A small arena smoke run: the command line and the duplicate-deal loop."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import cast

import pytest

from hearts_desktop.ai.arena import (
    DealOutcome,
    Lineup,
    PositionOutcome,
    Result,
    ResultsFile,
    _stop_like_ctrl_c,
    code_fingerprint,
    main,
    make_factory,
    progress_bar,
    report,
    run_arena,
    run_parallel,
)
from hearts_desktop.ai.base import EXPERT_TIME, HARD_TIME, HARD_WORLDS, Player
from hearts_desktop.ai.search import SearchPlayer
from hearts_desktop.model.rules import CANCELLATION, STANDARD


def test_duplicate_deals_rotate_every_player_through_every_seat() -> None:
    factories = [make_factory(kind, None, 2, 1) for kind in ("hard", "rule", "strong", "beginner")]
    result = run_arena(factories, ["hard", "rule", "strong", "beginner"], STANDARD, deals=2, seed=3)
    assert result.hands == 8
    assert all(len(record.points) == 8 for record in result.records)
    assert len(result.deltas) == 2
    # Each deal's points are shared out: every hand scores 26 (or a moon's 78).
    total = sum(sum(record.points) for record in result.records)
    assert total % 26 == 0


def test_arena_with_five_players_and_cancellation() -> None:
    factories = [make_factory(kind, None, 2, 1) for kind in ("ismcts", "rule", "rule", "rule", "rule")]
    result = run_arena(factories, ["ismcts", "rule", "rule", "rule", "rule"], CANCELLATION, deals=1, seed=1)
    assert result.hands == 5


def test_command_line_prints_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--seats", "strong,rule,rule,rule", "--deals", "3", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "Δ strong vs the others" in out and "95% CI" in out and "ms p95" in out


def test_ctrl_c_keeps_the_deals_already_played() -> None:
    """A long run cut short reports the complete deals, none of the one under way."""
    played: list[int] = []

    class Interrupting:
        """A Rule player that is 'interrupted' in the middle of the third deal."""

        def __init__(self) -> None:
            self.inner = make_factory("rule", None, None, 1)(0)

        def __getattr__(self, name: str) -> object:
            return getattr(self.inner, name)

        def choose_play(self, obs, stop=None):  # type: ignore[no-untyped-def]
            played.append(1)
            if len(played) > 2 * 4 * 13 + 20:
                raise KeyboardInterrupt
            return self.inner.choose_play(obs, stop)

    def interrupting(seed: int) -> Player:
        return cast(Player, Interrupting())

    factories = [interrupting] + [make_factory("rule", None, None, 1)] * 3
    result = run_arena(factories, ["rule*", "rule", "rule", "rule"], STANDARD, deals=5, seed=3)
    assert result.stopped and len(result.deltas) == 2 and result.hands == 8
    assert all(len(record.points) == 8 for record in result.records)
    assert "stopped early" in report(result, "header")


LINEUP = Lineup(("strong", "rule", "beginner", "rule"))


def test_a_stop_while_a_deal_is_kept_waits_until_the_file_and_the_count_agree(tmp_path: Path) -> None:
    """SIGTERM (and Ctrl+C) arriving while a finished deal is written ends the
    run after that deal is both in the file and in the report."""
    import os
    import signal

    class Signalling(ResultsFile):
        def append(self, outcome: DealOutcome) -> None:
            super().append(outcome)
            if outcome.deal == 1:
                os.kill(os.getpid(), signal.SIGTERM)  # between the write and the count

    path = tmp_path / "arena.jsonl"
    before = signal.signal(signal.SIGTERM, _stop_like_ctrl_c)  # as the command line sets it
    try:
        result = run_arena(LINEUP.factories(1), LINEUP.specs, STANDARD, deals=4, seed=4,
                           results=Signalling(path, {"seats": list(LINEUP.specs), "seed": 4}))
    except KeyboardInterrupt:
        pytest.fail("the stop escaped between the deal's write and its count")
    finally:
        assert signal.signal(signal.SIGTERM, before) is _stop_like_ctrl_c  # put back after the deal
    assert result.stopped and len(result.deltas) == 2
    assert len(path.read_text().splitlines()) == 1 + 2  # the header and the same two deals


def _same(one: Result, other: Result) -> None:
    assert one.per_deal == other.per_deal and one.deltas == other.deltas and one.hands == other.hands
    for mine, theirs in zip(one.records, other.records):
        assert (mine.points, mine.shot, mine.suffered, mine.queens) == \
               (theirs.points, theirs.shot, theirs.suffered, theirs.queens)


def test_parallel_deals_give_the_figures_of_one_process() -> None:
    seen: list[int] = []
    parallel = run_parallel(LINEUP, STANDARD, deals=5, seed=4, jobs=2,
                            progress=lambda done, total, deltas: seen.append(done))
    alone = run_arena(LINEUP.factories(1), LINEUP.specs, STANDARD, deals=5, seed=4)
    assert seen == [1, 2, 3, 4, 5] and parallel.hands == 20
    _same(parallel, alone)


def test_a_stop_keeps_the_deals_the_workers_are_playing(tmp_path: Path) -> None:
    """Ctrl+C once the first deal is in: the deal the other worker was playing
    is played out and kept (file and report), and no further deal starts."""
    stops: list[int] = []

    def stop_once(done: int, total: int, deltas: list[float]) -> None:
        if not stops:
            stops.append(done)
            raise KeyboardInterrupt

    path = tmp_path / "arena.jsonl"
    result = run_parallel(LINEUP, STANDARD, deals=6, seed=4, jobs=2, progress=stop_once,
                          results=ResultsFile(path, {"seats": list(LINEUP.specs), "seed": 4}))
    assert result.stopped and len(result.deltas) == 2 and result.hands == 8
    kept = [json.loads(line)["deal"] for line in path.read_text().splitlines()[1:]]
    assert sorted(kept) == [0, 1]


def test_a_run_resumes_from_its_results_file(tmp_path: Path) -> None:
    settings = {"seats": list(LINEUP.specs), "seed": 4}
    path = tmp_path / "arena.jsonl"
    first = run_arena(LINEUP.factories(1), LINEUP.specs, STANDARD, deals=2, seed=4,
                      results=ResultsFile(path, settings))
    assert first.hands == 8 and len(path.read_text().splitlines()) == 3  # header and two deals
    with path.open("a") as out:
        out.write('{"deal": 2, "positions": [{"poi')  # a run killed while writing
    played: list[int] = []
    resumed = run_parallel(LINEUP, STANDARD, deals=4, seed=4, jobs=2, results=ResultsFile(path, settings),
                           progress=lambda done, total, deltas: played.append(done))
    assert played == [3, 4]  # only the two missing deals were played
    _same(resumed, run_arena(LINEUP.factories(1), LINEUP.specs, STANDARD, deals=4, seed=4))
    with pytest.raises(SystemExit, match="other settings"):
        ResultsFile(path, {**settings, "seed": 5}).load()


def test_command_line_with_jobs_and_a_results_file(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "run.jsonl"
    args = ["--seats", "strong,rule,rule,rule", "--deals", "2", "--quiet", "--jobs", "2",
            "--results", str(path)]
    assert main(args) == 0
    first = capsys.readouterr().out
    assert main(args) == 0  # everything is in the file: nothing is played again
    again = capsys.readouterr().out
    assert "jobs 2" in first and "2 duplicate deals" in again
    assert first.splitlines()[1:-1] == again.splitlines()[1:-1]  # the same table (wall time aside)


def test_a_player_kept_outside_the_app_takes_a_seat_in_worker_processes(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # The frozen Expert (benchmarks/frozen_expert) is what issue #15 measures
    # the new one against; it must play in the arena's spawned workers too,
    # which get the parent's sys.path (the checkout, as for `python -m`).
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[2]))
    frozen = "benchmarks.frozen_expert:expert"
    assert main(["--seats", f"{frozen},rule,rule,rule", "--deals", "2", "--sims", "4", "--quiet",
                 "--jobs", "2"]) == 0
    out = capsys.readouterr().out
    assert f"Δ {frozen} vs the others" in out and "2 duplicate deals" in out
    player = make_factory(frozen, None, 4, 1)(7)
    assert player.name == "Expert (frozen)"
    with pytest.raises(ModuleNotFoundError):
        make_factory("benchmarks.no_such_player:expert", None, 4, 1)


def test_the_frozen_expert_seen_by_its_rollouts_plays_as_the_frozen_one(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # benchmarks.frozen_expert.known seats the same frozen player and declares
    # its plain rollouts, so the new Expert's rollouts play its seats as Hard's
    # are played; its own play must not change, or it would not be the baseline.
    from hearts_desktop.ai import Level, create_player, meet_table
    from hearts_desktop.ai.search import SearchPlayer
    from hearts_desktop.kernel import playouts as kernel

    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[2]))
    frozen, known = "benchmarks.frozen_expert:expert", "benchmarks.frozen_expert.known:expert"
    runs = [run_arena([make_factory(seat, None, 8, 1)] + [make_factory("rule", None, 8, 1)] * 3,
                      [seat, "rule", "rule", "rule"], STANDARD, deals=1, seed=5) for seat in (frozen, known)]
    assert [record.points for record in runs[0].records] == [record.points for record in runs[1].records]
    expert = create_player(Level.EXPERT, seed=1, workers=1)
    assert isinstance(expert, SearchPlayer)
    meet_table([expert, make_factory(frozen, None, 8, 1)(2), make_factory(known, None, 8, 1)(3), None])
    # The declared seat as the Expert sees Hard's plain rollouts; the undeclared frozen seat, like a
    # person, in the Expert's opponent style (ai.EXPERT_OPPONENT_STYLE).
    calm_us = kernel.MODEL_STYLED + kernel.ROLLOUT_SHARP + kernel.ROLLOUT_CALM
    assert expert.seat_models == (calm_us, calm_us, kernel.MODEL_PLAIN + kernel.ROLLOUT_CALM, calm_us)


def test_a_run_is_not_resumed_by_other_code(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    # A long run may span days; figures that mix two versions of a player
    # would measure neither, so the results file names the code it was made with.
    package = tmp_path / "outside_player"
    package.mkdir()
    source = package / "__init__.py"
    source.write_text("from hearts_desktop.ai.rule import RulePlayer\n\n\n"
                      "def player(seed, think_time, simulations, workers):\n"
                      "    return RulePlayer('Outside')\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    seats = ["outside_player:player", "rule", "rule", "rule"]
    before = code_fingerprint(seats)
    assert code_fingerprint(["rule"] * 4) != before
    results = tmp_path / "run.jsonl"
    args = ["--seats", ",".join(seats), "--deals", "1", "--quiet", "--jobs", "1", "--results", str(results)]
    assert main(args) == 0
    source.write_text(source.read_text(encoding="utf-8") + "# changed\n", encoding="utf-8")
    assert code_fingerprint(seats) != before
    with pytest.raises(SystemExit, match="other settings"):
        main(args)


def test_two_runs_on_the_same_deals_are_compared_deal_by_deal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # benchmarks/compare_runs.py gives an ingredient's ablation figure.
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[2]))
    from benchmarks.compare_runs import load
    from benchmarks.compare_runs import main as compare

    files = {}
    for seats, seed in (("rule", 5), ("strong", 5), ("beginner", 6)):
        files[seats] = tmp_path / f"{seats}.jsonl"
        assert main(["--seats", f"{seats},rule,rule,rule", "--deals", "4", "--seed", str(seed), "--quiet",
                     "--jobs", "1", "--results", str(files[seats])]) == 0
    capsys.readouterr()
    assert compare([str(files["rule"]), str(files["strong"])]) == 0
    out = capsys.readouterr().out
    _, strong = load(files["strong"])
    paired = sum(strong.values()) / 4  # Rule against three Rules: Δ 0 on every deal
    assert f"on 4 duplicate deals: {paired:+.3f}" in out
    assert compare([str(files["rule"]), str(files["beginner"])]) == 2  # another seed: other deals
    assert "not the same deals" in capsys.readouterr().err
    # Several pairs pool their paired deals into one sample; here the same pair twice.
    assert compare([str(files["rule"]), str(files["strong"])] * 2) == 0
    out = capsys.readouterr().out
    assert out.count(f"on 4 duplicate deals: {paired:+.3f}") == 2
    assert f"pooled, 2 pairs, 8 duplicate deals: {paired:+.3f}" in out
    assert compare([str(files["rule"]), str(files["strong"]), "--deals", "1-2"]) == 0
    stretch = (strong[1] + strong[2]) / 2
    assert f"on 2 duplicate deals: {stretch:+.3f}" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        compare([str(files["rule"]), str(files["strong"]), str(files["rule"])])  # not pairs
    assert "runs come in pairs" in capsys.readouterr().err


def test_a_runs_delta_splits_into_moon_hands_and_the_rest(monkeypatch: pytest.MonkeyPatch) -> None:
    # benchmarks/moon_share.py: the shares add up to the run's Δ.
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[2]))
    from benchmarks.moon_share import kind_of_hand, shares

    assert kind_of_hand([0, 26, 26, 26], 26) == "we shoot"
    assert kind_of_hand([26, 26, 0, 26], 26) == "they shoot"
    assert kind_of_hand([0, 0, -26, 0], 26) == "they shoot"  # the shooter chose to subtract
    assert kind_of_hand([13, 0, 13, 0], 26) == "other"
    assert kind_of_hand([0, 26, 26, 26], 129) == "other"  # Spot Hearts: a moon is 129
    outcomes = {
        0: DealOutcome(0, [PositionOutcome([0, 26], shot=1), PositionOutcome([26, 5]),
                           PositionOutcome([26, 21]), PositionOutcome([26, 0])]),
        1: DealOutcome(1, [PositionOutcome([26, 4]), PositionOutcome([0, 10]),
                           PositionOutcome([26, 6]), PositionOutcome([26, 6])]),
    }
    found = shares(outcomes, 26)
    assert [found[kind].hands for kind in ("we shoot", "they shoot", "other")] == [1, 1, 2]
    assert found["we shoot"].delta == -26 and found["they shoot"].delta == 26 - 52 / 3
    total = sum(share.delta for share in found.values()) / 4
    assert total == pytest.approx(sum(outcome.delta() for outcome in outcomes.values()) / 2)


def test_the_progress_bar_writes_a_line_per_twentieth_into_a_file() -> None:
    """Into a log file the bar must not be one endless line of redraws."""
    log = io.StringIO()
    for done in range(1, 101):
        progress_bar(done, 100, [float(done % 7)] * done, log)
    lines = log.getvalue().splitlines()
    assert len(lines) == 20 and "\r" not in log.getvalue()
    assert lines[0].startswith("[") and " 5/100 deals" in lines[0]
    assert " 100/100 deals" in lines[-1]


def test_sigterm_stops_a_background_run_as_ctrl_c_does(tmp_path: Path) -> None:
    """A run in the background ignores Ctrl+C; `kill` (SIGTERM) ends it with
    its report, the finished deals kept, and no worker process left."""
    import os
    import signal
    import subprocess
    import sys
    import time

    path = tmp_path / "run.jsonl"
    command = [sys.executable, "-m", "hearts_desktop.ai.arena", "--seats", "strong,rule,rule,rule",
               "--deals", "100000", "--quiet", "--jobs", "2", "--results", str(path)]
    run = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, start_new_session=True,
                           preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
    try:
        while not path.exists() or len(path.read_text().splitlines()) < 3:  # the header and two deals
            assert run.poll() is None
            time.sleep(0.05)
        run.send_signal(signal.SIGTERM)
        out, _ = run.communicate(timeout=60)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
    assert run.returncode == 0 and "stopped early" in out
    kept = len(path.read_text().splitlines()) - 1
    assert f"{kept} duplicate deals" in out
    found = subprocess.run(["pgrep", "-a", "-s", str(run.pid)], capture_output=True, text=True).stdout
    running = [line for line in found.splitlines() if "<defunct>" not in line]  # exited, not yet reaped
    assert running == []  # the pool ended with its parent


def test_the_defence_counter_reads_positions_as_the_kernel_plays_them() -> None:
    """benchmarks/defence_agreement.py finds, in hands that Casual players
    play, the positions where the moon defence and the plain follow differ:
    each time a legal pair of one suit, the defence's card the lower (or the
    plain one the Q♠), in a trick that the only seat with points wins."""
    from benchmarks.defence_agreement import defence_cards
    from hearts_desktop.ai.arena import decisions
    from hearts_desktop.model.cards import QUEEN_OF_SPADES
    from hearts_desktop.model.engine import FastRules
    from hearts_desktop.model.rules import HouseRules
    from hearts_desktop.model.scoring import card_points
    from hearts_desktop.model.state import Phase

    rules = HouseRules()
    table = FastRules(rules, 4).table
    assert table is not None
    found = 0
    for seat, obs, _ in decisions(["casual"] * 4, 40, seed=7, rules=rules):
        cards = defence_cards(obs, table) if obs.phase is Phase.PLAYING else None
        if cards is not None:
            found += 1
            defence, plain = cards
            assert defence in obs.legal and plain in obs.legal
            assert defence.suit is plain.suit is obs.current_trick[0][1].suit
            assert defence.rank < plain.rank or plain == QUEEN_OF_SPADES  # she is kept
            holders = {s for s, taken in enumerate(obs.taken)
                       if any(card_points(card, rules) > 0 for card in taken)}
            led = obs.current_trick[0][1].suit
            winner = max((play for play in obs.current_trick if play[1].suit is led),
                         key=lambda play: play[1].rank)[0]
            assert holders == {winner} and seat != winner
    assert found >= 3


def test_decisions_walk_each_seeded_hand_to_its_end() -> None:
    """arena.decisions hands every decision to the caller before playing it:
    two hands of Casual players are 2 x 52 plays, each by the seat whose
    observation came with it, every card legal there, the same on a rerun."""
    from hearts_desktop.ai.arena import decisions
    from hearts_desktop.model.actions import PlayAction

    seen = list(decisions(["rule"] * 4, 2, seed=5))
    plays = [(seat, obs, action) for seat, obs, action in seen if isinstance(action, PlayAction)]
    assert len(plays) == 2 * 52
    assert all(obs.seat == seat == action.seat and action.card in obs.legal for seat, obs, action in plays)
    again = [action for _, _, action in decisions(["rule"] * 4, 2, seed=5)]
    assert again == [action for _, _, action in seen]  # seeded: the same hands, the same choices
    dealt = {frozenset(obs.hand) for seat, obs, _ in seen if seat == 0 and len(obs.hand) == 13}
    assert len(dealt) >= 2  # each deal a hand of its own


def test_the_expert_of_the_older_records_is_kept_as_a_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    # Records made before ai.EXPERT_SEARCH_STYLES name `expert` for the Expert
    # that played Hard's seats plain; benchmarks.expert_variants:hard_plain is
    # that player, and hard_calm is today's Expert.  Records made before
    # ai.EXPERT_OPPONENT_STYLE name `expert` for the one that played people as
    # itself: others_as_us.
    from hearts_desktop.ai import Level, create_player, meet_table
    from hearts_desktop.ai.search import SearchPlayer
    from hearts_desktop.kernel import playouts as kernel

    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[2]))
    plain, calm = "benchmarks.expert_variants:hard_plain", "benchmarks.expert_variants:hard_calm"
    seen: dict[str, tuple[int, ...]] = {}
    before = "benchmarks.expert_variants:others_as_us"
    for seat in ("expert", plain, calm, before):
        player = make_factory(seat, None, 8, 1)(1)
        assert isinstance(player, SearchPlayer)
        meet_table([player, create_player(Level.HARD, seed=2), create_player(Level.STRONG), None])
        seen[seat] = player.seat_models
    us = kernel.MODEL_AS_US
    calm_us = kernel.MODEL_STYLED + kernel.ROLLOUT_SHARP + kernel.ROLLOUT_CALM
    assert seen[plain] == (us, kernel.MODEL_PLAIN, kernel.MODEL_CLUB_FOLLOW, us)
    assert seen["expert"] == seen[calm] == (
        calm_us, kernel.MODEL_PLAIN + kernel.ROLLOUT_CALM, kernel.MODEL_CLUB_FOLLOW, calm_us)
    assert seen[before] == (us, kernel.MODEL_PLAIN + kernel.ROLLOUT_CALM, kernel.MODEL_CLUB_FOLLOW, us)


def test_the_arena_takes_the_experts_thinking_times_by_name(capsys) -> None:  # type: ignore[no-untyped-def]
    from hearts_desktop.ai import ThinkingTime, thinking_seconds

    assert [thinking_seconds(choice.value) for choice in ThinkingTime] == [0.3, 1.0, 3.0, 10.0]
    assert thinking_seconds("2.5") == 2.5
    with pytest.raises(ValueError):
        thinking_seconds("forever")
    assert main(["--seats", "strong,rule,rule,rule", "--deals", "1", "--think", "quick", "--quiet"]) == 0
    assert "think 0.3 (the first seat)" in capsys.readouterr().out
    # The measured seat thinks as long as asked; the field keeps its own budgets (Hard its band).
    expert, hard, other = (factory(1) for factory in Lineup(("expert", "hard", "expert"), None, None, 3.0)
                           .factories(1))
    assert isinstance(expert, SearchPlayer) and expert.think_time == 3.0
    assert isinstance(hard, SearchPlayer) and (hard.think_time, hard.simulations) == (HARD_TIME, HARD_WORLDS)
    assert isinstance(other, SearchPlayer) and other.think_time == EXPERT_TIME
    # With --time and --sims too, they are the field's and the first seat has --think alone:
    # e.g. the Expert at normal against IS-MCTS at 10,000 simulations a decision.
    first, second = (factory(1) for factory in Lineup(("expert", "ismcts"), 0.5, 10_000, 1.0).factories(1))
    assert isinstance(first, SearchPlayer) and (first.think_time, first.simulations) == (1.0, None)
    assert (second.think_time, second.iterations) == (0.5, 10_000)  # type: ignore[attr-defined]


def test_a_compressed_results_file_is_written_resumed_and_compared(tmp_path: Path) -> None:
    """Issue #47: the records are kept compressed; the arena's resume and
    compare_runs read them as they are, and a cut-off last member is played again."""
    import gzip

    from hearts_desktop.ai.arena import read_results

    settings = {"seats": list(LINEUP.specs), "seed": 4}
    plain, packed = tmp_path / "arena.jsonl", tmp_path / "arena.jsonl.gz"
    for path in (plain, packed):
        run_arena(LINEUP.factories(1), LINEUP.specs, STANDARD, deals=2, seed=4,
                  results=ResultsFile(path, settings))
    assert len(gzip.decompress(packed.read_bytes()).decode().splitlines()) == 3  # header and two deals

    def deltas(path: Path) -> dict[int, object]:
        read_settings, outcomes = read_results(path)
        assert read_settings == settings
        return {deal: outcome.delta() for deal, outcome in outcomes.items()}

    assert deltas(packed) == deltas(plain) and len(deltas(plain)) == 2
    whole = packed.read_bytes()
    packed.write_bytes(whole + gzip.compress(b'{"deal": 2, "positions"')[:-9])  # killed while writing
    played: list[int] = []
    resumed = run_parallel(LINEUP, STANDARD, deals=3, seed=4, jobs=1, results=ResultsFile(packed, settings),
                           progress=lambda done, total, deltas: played.append(done))
    assert played and len(resumed.deltas) == 3
    # compare_runs reads the compressed record as it is.
    import importlib.util
    spec = importlib.util.spec_from_file_location("compare_runs", Path(__file__).parents[2] / "benchmarks"
                                                  / "compare_runs.py")
    assert spec is not None and spec.loader is not None
    compare = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(compare)
    assert compare.main([str(plain), str(packed)]) in (0, None)


def test_the_omniscient_ceiling_sees_the_deal_in_the_arena_only() -> None:
    from hearts_desktop.model.game import Game
    from hearts_desktop.model.observation import Observation

    ceiling = make_factory("benchmarks.expert_variants:omniscient", None, 4, 1)
    shown: list[tuple[int, ...]] = []
    player = ceiling(5)
    assert isinstance(player, SearchPlayer) and player.seen_hands is not None
    looks = player.seen_hands

    def recorded(obs: Observation) -> tuple[int, ...]:
        shown.append(looks(obs))
        return shown[-1]

    player.seen_hands = recorded
    run_arena([lambda seed: player, *[make_factory("rule", None, None, 1)] * 3],
              ["omniscient", "rule", "rule", "rule"], STANDARD, deals=1, seed=3)
    # Every decision saw the three other hands in full, never its own.
    assert shown and all(sum(bool(bits) for bits in hands) == 3 for hands in shown)
    # Outside the arena nobody shows it a game: it refuses to play blind.
    game = Game(STANDARD, 4, seed=1)
    with pytest.raises(AssertionError, match="only in the arena"):
        ceiling(6).choose_pass(game.observation(0))
