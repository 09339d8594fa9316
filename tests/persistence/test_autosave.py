"""Autosave: atomic writes, resume exactly, corrupt saves set aside, and
survival of SIGKILL at random points."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from hearts_desktop.model import Game, GameRecord, HouseRules
from hearts_desktop.services.autosave import Autosave
from hearts_desktop.services.storage import atomic_write
from tests.model.helpers import step_randomly


def test_atomic_write_replaces_whole_file(tmp_path: Path) -> None:
    target = tmp_path / "file.json"
    atomic_write(target, b"one")
    atomic_write(target, b"two")
    assert target.read_bytes() == b"two"
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]  # no temporary left behind


@pytest.mark.parametrize("steps", [0, 2, 5, 9, 30])
def test_resume_exactly_mid_pass_and_mid_trick(tmp_path: Path, steps: int) -> None:
    game = Game(HouseRules(), 4, seed=7)
    rng = random.Random(7)
    for _ in range(steps):
        step_randomly(game, rng)
    save = Autosave(tmp_path)
    save.save(GameRecord.from_game(game))
    found = save.load()
    assert found.game is not None and found.message is None
    assert found.game.log == game.log
    assert found.game.seats_to_pass() == game.seats_to_pass()
    assert found.game.current_trick == game.current_trick


@pytest.mark.parametrize("content", [b"", b"{", b"\x00\xff garbage", b'{"format": "hearts-desktop-record"}'])
def test_corrupt_save_is_set_aside_with_a_message(tmp_path: Path, content: bytes) -> None:
    save = Autosave(tmp_path)
    save.path.write_bytes(content)
    found = save.load()
    assert found.game is None and found.message and "set aside" in found.message
    assert not save.path.exists()
    kept = list(tmp_path.glob("autosave.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == content  # nothing lost
    assert Autosave(tmp_path).load().message is None  # reported once


def test_finished_game_is_not_offered(tmp_path: Path) -> None:
    game = Game(HouseRules(target_score=10), 4, seed=1)
    rng = random.Random(1)
    while not game.is_game_over():
        step_randomly(game, rng)
    save = Autosave(tmp_path)
    save.save(GameRecord.from_game(game))
    assert save.load().game is None


CHILD = """
import random, sys
from pathlib import Path
from hearts_desktop.services.autosave import Autosave
from hearts_desktop.model import Game, GameRecord, HouseRules
from tests.model.helpers import step_randomly
save = Autosave(Path(sys.argv[1]))
game = Game(HouseRules(), 4, seed=int(sys.argv[2]))
rng = random.Random(int(sys.argv[2]))
count = 0
while not game.is_game_over():
    step_randomly(game, rng)
    count += 1
    print("did", count, flush=True)
    save.save(GameRecord.from_game(game))
"""


def test_sigkill_at_random_points_resumes_at_most_one_action_behind(tmp_path: Path) -> None:
    rng = random.Random(2026)
    root = Path(__file__).resolve().parents[2]
    for run in range(20):
        folder = tmp_path / f"run{run}"
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(folder), str(run)],
                                 stdout=subprocess.PIPE, text=True, cwd=root)
        assert child.stdout is not None
        kill_after = rng.randint(1, 120)
        last_did = 0
        for line in child.stdout:
            last_did = int(line.split()[1])
            if last_did >= kill_after:
                break
        os.kill(child.pid, signal.SIGKILL)
        rest = child.stdout.read()  # whatever it printed before the kill landed
        child.wait()
        for line in rest.splitlines():
            last_did = int(line.split()[1])
        found = Autosave(folder).load()
        assert found.message is None, found.message
        assert found.record is not None and found.game is not None
        assert last_did - 1 <= len(found.record.actions) <= last_did
        assert list(folder.glob(".*.tmp")) == []  # an interrupted write's leftovers are cleared


def test_keep_aside_keeps_a_played_or_unreadable_save_and_skips_an_empty_one(tmp_path: Path) -> None:
    save = Autosave(tmp_path)
    assert save.keep_aside() is None  # nothing saved
    game = Game(HouseRules(), 4, seed=2)
    save.save(GameRecord.from_game(game))
    assert save.keep_aside() is None and save.path.exists()  # nothing played yet: not worth a file
    save.path.write_bytes(b"not a record")
    kept = save.keep_aside()
    assert kept is not None and kept.read_bytes() == b"not a record" and not save.path.exists()
