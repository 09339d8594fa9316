"""A small arena smoke run: the command line and the duplicate-deal loop."""

from __future__ import annotations

import pytest

from hearts_desktop.ai.arena import main, make_factory, report, run_arena
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

    factories = [lambda seed: Interrupting()] + [make_factory("rule", None, None, 1)] * 3
    result = run_arena(factories, ["rule*", "rule", "rule", "rule"], STANDARD, deals=5, seed=3)
    assert result.stopped and len(result.deltas) == 2 and result.hands == 8
    assert all(len(record.points) == 8 for record in result.records)
    assert "stopped early" in report(result, "header")
