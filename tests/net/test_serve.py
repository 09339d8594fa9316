"""The headless host as its own process, with three clients as three more:
a whole game; a client killed mid-game and started again takes its seat
back; SIGTERM stops the host cleanly with the game saved."""

from __future__ import annotations

import contextlib
import json
import os
import select
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hearts_desktop.ai import Level
from hearts_desktop.ai.review import COMPUTER_PLAYED, marked_actions
from hearts_desktop.model.record import GameRecord
from hearts_desktop.net.serve import UsageError, fit_levels, parse_serve

CODE = "271828"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start(arguments: list[str], data: Path) -> subprocess.Popen[str]:
    environment = {**os.environ, "HEARTS_DESKTOP_DATA": str(data), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen([sys.executable, *arguments], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, env=environment)


def first_line(process: subprocess.Popen[str]) -> str:
    assert process.stdout is not None
    return process.stdout.readline().strip()


def wait_for_actions(data: Path, count: int, timeout: float = 60) -> None:
    """Until the host's autosave holds `count` actions: the game is under way."""
    saved = data / "network" / "autosave.json"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if len(json.loads(saved.read_text(encoding="utf-8"))["actions"]) >= count:
                return
        except (OSError, ValueError, KeyError):
            pass  # not written yet, or being replaced
        time.sleep(0.05)
    raise AssertionError(f"the game did not reach {count} actions")


def bot(port: int, name: str, seed: int, data: Path, delay_ms: int = 0) -> subprocess.Popen[str]:
    return start(["-m", "hearts_desktop.net.bot", "--port", str(port), "--code", CODE, "--name", name,
                  "--seed", str(seed), "--delay-ms", str(delay_ms)], data)


def test_four_processes_play_a_game_and_sigterm_saves_it(tmp_path: Path) -> None:
    port = free_port()
    host = start(["-m", "hearts_desktop", "--serve", str(port), "--code", CODE, "--preset", "omnibus",
                  "--level", "casual", "--listen", "127.0.0.1"], tmp_path)
    try:
        assert f"port {port}" in first_line(host)
        bots = [bot(port, name, seed, tmp_path) for seed, name in enumerate(["Ann", "Bo", "Cy"])]
        seats = [first_line(process) for process in bots]
        assert sorted(seats) == ["seat 0", "seat 1", "seat 2"]
        # Kill one client as if its laptop died, then start it again under the same name.
        wait_for_actions(tmp_path, 20)  # mid-game, usually mid-trick
        bots[1].kill()
        bots[1].wait(10)
        again = bot(port, "Bo", 1, tmp_path)
        assert first_line(again) == seats[1]  # the same seat back
        bots[1] = again
        outcomes = [process.communicate(timeout=240)[0] for process in bots]
        finals = {line for output in outcomes for line in output.splitlines() if line.startswith("game over")}
        assert len(finals) == 1, outcomes  # every client saw the same final scores
        host.send_signal(signal.SIGTERM)
        output = host.communicate(timeout=30)[0]
        assert host.returncode == 0, output
        assert "Game over" in output and "saved" in output
    finally:
        for process in [host, *locals().get("bots", [])]:
            if process.poll() is None:
                process.kill()


def test_sigterm_mid_game_saves_it_and_a_restart_resumes(tmp_path: Path) -> None:
    port = free_port()
    host = start(["-m", "hearts_desktop", "--serve", str(port), "--code", CODE, "--listen", "127.0.0.1"],
                 tmp_path)
    first_line(host)
    client = bot(port, "Ann", 0, tmp_path)
    assert first_line(client) == "seat 0"
    wait_for_actions(tmp_path, 10)
    host.send_signal(signal.SIGTERM)
    assert host.wait(30) == 0
    assert "the host was stopped" in client.communicate(timeout=30)[0]
    saved = tmp_path / "network" / "autosave.json"
    assert saved.exists()
    computers = marked_actions(GameRecord.loads(saved.read_bytes()), COMPUTER_PLAYED)
    assert computers  # seats 1-3 were the computers' (and seat 0's moves are Ann's)
    again = start(["-m", "hearts_desktop", "--serve", str(port), "--code", CODE, "--listen", "127.0.0.1"],
                  tmp_path)
    try:
        assert "Resuming the saved network game" in first_line(again)
    finally:
        again.send_signal(signal.SIGINT)
        assert again.wait(30) == 0
    # Which moves were not a person's survives the restart (each player's record says so).
    assert computers <= marked_actions(GameRecord.loads(saved.read_bytes()), COMPUTER_PLAYED)


def open_crowd(port: int, count: int) -> list[socket.socket]:
    """`count` connections to the host, from many loopback addresses (127.0.0.2 on), left open."""
    crowd = []
    for index in range(count):
        peer = socket.socket()
        peer.bind((f"127.0.0.{index % 200 + 2}", 0))
        peer.setblocking(False)
        peer.connect_ex(("127.0.0.1", port))
        crowd.append(peer)
    return crowd


def answered(crowd: list[socket.socket]) -> int:
    """How many of the crowd the host has answered (turned away) so far."""
    count = 0
    for peer in crowd:
        with contextlib.suppress(OSError):  # nothing yet (or already reset)
            count += bool(peer.recv(200, socket.MSG_PEEK))
    return count


def test_sigterm_with_five_hundred_connections_open_stops_at_once_and_resumes(tmp_path: Path) -> None:
    port = free_port()
    host = start(["-m", "hearts_desktop", "--serve", str(port), "--code", CODE, "--listen", "127.0.0.1"],
                 tmp_path)
    first_line(host)
    client = bot(port, "Ann", 0, tmp_path, delay_ms=300)  # a person's pace: the game is on when stopped
    assert first_line(client) == "seat 0"
    wait_for_actions(tmp_path, 10)
    crowd = open_crowd(port, 500)
    try:
        deadline = time.monotonic() + 30
        while answered(crowd) < 400 and time.monotonic() < deadline:  # 64 wait to join, the rest
            select.select(crowd, [], [], 0.1)                        # are turned away at once
        assert answered(crowd) >= 400
        started = time.monotonic()
        host.send_signal(signal.SIGTERM)
        assert host.wait(30) == 0
        seconds = time.monotonic() - started
    finally:
        for peer in crowd:
            peer.close()
    print(f"SIGTERM with 500 connections opened: the host exited in {seconds * 1000:.0f} ms")
    assert "the host was stopped" in client.communicate(timeout=30)[0]
    output = host.communicate()[0]
    assert "Traceback" not in output and "saved" in output
    again = start(["-m", "hearts_desktop", "--serve", str(port), "--code", CODE, "--listen", "127.0.0.1"],
                  tmp_path)
    try:
        assert "Resuming the saved network game" in first_line(again)
    finally:
        again.send_signal(signal.SIGINT)
        assert again.wait(30) == 0


@pytest.mark.parametrize(("words", "problem"), [
    (["--serve", "0", "--code", "123456"], "port"),
    (["--serve", "80000", "--code", "123456"], "port"),
    (["--serve", "5000", "--code", "12345"], "6 digits"),
    (["--serve", "5000"], "join code"),
    (["--serve", "5000", "--code", "123456", "--players", "8"], "3 to 7"),
    (["--serve", "5000", "--code", "123456", "--preset", "poker"], "Unknown preset"),
    (["--serve", "5000", "--code", "123456", "--level", "godlike"], "Unknown level"),
    (["--serve", "5000", "--code", "123456", "--level", "hard,godlike,casual,hard"], "level: godlike"),
    (["--serve", "5000", "--code", "123456", "--level", "hard,expert"], "one for each of the 4 seats"),
    (["--serve", "5000", "--code", "123456", "--level", "hard,expert,casual", "--players", "4"], "the 4"),
    (["--serve", "5000", "--code", "123456", "--think", "forever"], "thinking time is quick"),
    (["--serve", "5000", "--code", "123456", "--think", "0"], "thinking time is quick"),
    (["--serve", "5000", "--code", "123456", "--listen", "my laptop"], "Not an address"),
    (["--serve", "5000", "--code", "123456", "--colour"], "Unknown option"),
    (["--serve", "5000", "--code"], "needs a value"),
])
def test_a_bad_serve_command_line_says_what_is_wrong(words: list[str], problem: str) -> None:
    with pytest.raises(UsageError, match=problem):
        parse_serve(words)


def test_serve_options_are_read() -> None:
    options = parse_serve(["--serve", "5000", "--code", "000042", "--players", "5", "--preset", "Black Maria",
                           "--level", "hard", "--listen", "127.0.0.1", "--listen", "::1", "--new"])
    assert (options.port, options.code, options.players, options.listen, options.new) == \
        (5000, "000042", 5, ["127.0.0.1", "::1"], True)
    assert options.rules.cards_passed == 3 and options.levels == (Level.HARD,)
    each = parse_serve(["--level", "Strong, expert,casual", "--serve", "5000", "--code", "000042",
                        "--players", "3"])
    assert each.levels == (Level.STRONG, Level.EXPERT, Level.CASUAL)
    assert options.think_time is None
    deep = parse_serve(["--serve", "5000", "--code", "000042", "--level", "expert", "--think", "deep"])
    assert deep.think_time == 3.0
    assert parse_serve(["--serve", "5000", "--code", "000042", "--think", "0.5"]).think_time == 0.5


def test_a_resumed_game_of_another_size_gets_a_level_at_every_seat() -> None:
    """--level names one level a seat of the table asked for; a saved game
    of another size resumed instead gets those it can, and Strong beyond."""
    assert fit_levels((Level.HARD,), 6) == (Level.HARD,)
    assert fit_levels((Level.HARD, Level.CASUAL, Level.EXPERT), 3) == (Level.HARD, Level.CASUAL, Level.EXPERT)
    assert fit_levels((Level.HARD, Level.CASUAL, Level.EXPERT), 5) == \
        (Level.HARD, Level.CASUAL, Level.EXPERT, Level.STRONG, Level.STRONG)
    assert fit_levels((Level.HARD, Level.CASUAL, Level.EXPERT, Level.BEGINNER), 3) == \
        (Level.HARD, Level.CASUAL, Level.EXPERT)


def test_the_hosts_experts_think_for_the_time_asked(qtbot) -> None:  # type: ignore[no-untyped-def]
    from hearts_desktop.ai.search import SearchPlayer
    from hearts_desktop.model import Game
    from hearts_desktop.model.rules import STANDARD
    from hearts_desktop.net.host import TableHost

    host = TableHost(Game(STANDARD, 4, seed=3), "123456", level=Level.EXPERT, think_time=3.0)
    host._seat_computers()
    experts = [player for player in host._players.values() if isinstance(player, SearchPlayer)]
    assert len(experts) == 4 and all(player.think_time == 3.0 for player in experts)
    host.close()
