"""SIGTERM (a session's logout, `kill`) closes the game as its close button
does: the game is kept, the Expert's worker processes end, the exit is clean.
A run with its own data folder keeps its settings there."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from hearts_desktop.ai import Level
from hearts_desktop.model import Game, GameRecord, HouseRules
from hearts_desktop.services.settings import AppSettings, save_settings
from tests.model.helpers import play_randomly

ROOT = Path(__file__).resolve().parents[2]


def started_workers(child: subprocess.Popen[str]) -> list[str]:
    """The child's own processes once the Expert's worker pool (two workers and
    the resource tracker) is up: it starts with the Experts' first pass."""
    deadline = time.monotonic() + 90
    while child.poll() is None and time.monotonic() < deadline:
        found = Path(f"/proc/{child.pid}/task/{child.pid}/children").read_text().split()
        if len(found) >= 3:
            return found
        time.sleep(0.2)  # polling another process: no Qt signal reaches this one
    raise AssertionError(f"no worker pool within 90 s; exit code {child.poll()}")


def ended(pid: str) -> bool:
    """Gone, or dead and waiting for the system to collect its exit status."""
    stat = Path(f"/proc/{pid}/stat")
    try:
        return stat.read_text().rsplit(")", 1)[1].split()[0] in ("Z", "X")
    except (FileNotFoundError, ProcessLookupError):
        return True


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="SIGTERM and /proc are Linux's")
def test_sigterm_closes_the_window_keeps_the_game_and_ends_the_experts_workers(tmp_path: Path) -> None:
    data = tmp_path / "data"
    # The settings follow the data folder (storage.settings_follow_data_dir):
    # three Experts, so that their worker pool runs when the signal comes.
    settings_file = data / "Hearts Desktop" / "Hearts Desktop.ini"
    store = QSettings(str(settings_file), QSettings.Format.IniFormat)
    save_settings(AppSettings(levels=(Level.EXPERT,) * 4), store)
    del store
    environ = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HEARTS_DESKTOP_DATA": str(data)}
    child = subprocess.Popen([sys.executable, "-m", "hearts_desktop"], cwd=ROOT, env=environ,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        workers = started_workers(child)
        child.send_signal(signal.SIGTERM)
        _, err = child.communicate(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
            child.communicate()
    assert child.returncode == 0, err  # not -15: it closed, it was not killed
    assert "leaked semaphore" not in err and "Traceback" not in err, err
    deadline = time.monotonic() + 10  # the resource tracker ends once it reads its pipe's end
    while not all(ended(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert all(ended(pid) for pid in workers), [Path(f"/proc/{pid}/cmdline").read_bytes() for pid in workers
                                                 if not ended(pid)]
    placement = QSettings(str(settings_file), QSettings.Format.IniFormat)
    assert placement.contains("window/geometry"), placement.allKeys()  # the close path ran, and kept it there
    assert (data / "autosave.json").exists()  # the game in progress is kept for the next start


# The child announces, from inside the start-up question's own event loop,
# that the question is open; the rest is the app's own start.
ASKING_CHILD = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox
from hearts_desktop.app import main

ask = QMessageBox.question

def announced(*args):
    QTimer.singleShot(0, lambda: print("asking", flush=True))
    return ask(*args)

QMessageBox.question = announced
sys.exit(main())
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="SIGTERM is not Windows'")
def test_sigterm_while_asking_to_resume_exits_and_keeps_the_interrupted_game(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    game = Game(HouseRules(), 4, seed=23)
    play_randomly(game, random.Random(23), until_hand_end=True)
    saved = GameRecord.from_game(game).dumps()
    (data / "autosave.json").write_text(saved, encoding="utf-8")
    environ = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HEARTS_DESKTOP_DATA": str(data)}
    child = subprocess.Popen([sys.executable, "-c", ASKING_CHILD], cwd=ROOT, env=environ,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "asking", child.communicate(timeout=30)
        child.send_signal(signal.SIGTERM)
        _, err = child.communicate(timeout=30)  # before the fix it ran on until killed
    finally:
        if child.poll() is None:
            child.kill()
            child.communicate()
    assert child.returncode == 0, err
    assert "Traceback" not in err, err
    # Neither declined (deleted) nor replaced by a new game: asked again next time.
    assert (data / "autosave.json").read_text(encoding="utf-8") == saved
