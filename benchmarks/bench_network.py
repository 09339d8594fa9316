"""The network table under load, over loopback.  Printed, never asserted.

A headless host runs as its own process (`hearts-desktop --serve`, Casual
computer players in the empty seats); this process seats honest clients
played by Casual players and times, for every action they send, the wait
from sending it to the host's `accepted` (the host has checked and applied
it, and sent every seat its events first).  Three measurements:

- default: the round trip at a table of people, with a `ping` as the
  reference measured on the same connections (issue #17: median <= 5 ms);
- `--flood` (issue #45): the same games with and without a hostile crowd
  (benchmarks/hostile.py in a process of its own: 200 new hostile
  connections a second, and a seated peer that floods pings and bad
  actions), as the ratio of the honest players' medians and p95s (goal
  <= 2x); then the host's resident memory before and after 20,000 hostile
  connections (goal: growth <= 20 MB), and how long SIGTERM takes then;
- `--soak`: 200 whole games on one host, the players leaving and coming
  back between games or asking for the next one: the host's memory every
  20 games (goal: growth <= 10 MB) and the longest wait between two actions.

    .venv/bin/python benchmarks/bench_network.py [--games 2] [--flood] [--soak [--soak-games 200]]
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from hearts_desktop.ai import Level
from hearts_desktop.ai.arena import p95
from hearts_desktop.model.actions import Action
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.state import Phase
from hearts_desktop.net.bot import SeatBot
from hearts_desktop.net.client import TableClient

CODE = "161803"
HERE = Path(__file__).resolve().parent


class TimedBot(SeatBot):
    """A Casual player that times each of its actions, and pings after each."""

    def __init__(self, client: TableClient, seed: int, actions: list[float], pings: list[float],
                 delay_ms: int) -> None:
        super().__init__(client, Level.CASUAL, seed, client, delay_ms)
        self._sent: dict[int, float] = {}
        self._actions, self._pings = actions, pings
        client.accepted.connect(self._accepted)
        client.answered.connect(lambda _id, seconds: self._pings.append(seconds))
        original = client.send_action

        def timed(action: Action) -> int:
            request = original(action)
            self._sent[request] = time.perf_counter()
            return request

        client.send_action = timed  # type: ignore[method-assign]

    def _accepted(self, request: int) -> None:
        started = self._sent.pop(request, None)
        if started is not None:
            self._actions.append(time.perf_counter() - started)
            if self.delay_ms:  # the host is idle again by the next turn: ping it halfway there
                QTimer.singleShot(self.delay_ms // 2, self, self.client.ping)
            else:
                self.client.ping()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def resident_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


class Host:
    """`hearts-desktop --serve` in a process of its own (its log in a file, never a full pipe)."""

    def __init__(self, port: int) -> None:
        self.port = port
        data = Path(tempfile.mkdtemp(prefix="bench-network-"))
        self.log = data / "host.log"
        command = os.environ.get("BENCH_HOST", "-m hearts_desktop").split()
        with self.log.open("w") as log:
            self.process = subprocess.Popen(
                [sys.executable, *command, "--serve", str(port), "--code", CODE, "--level", "casual",
                 "--listen", "127.0.0.1"], stdout=subprocess.PIPE, stderr=log, text=True,
                env={**os.environ, "HEARTS_DESKTOP_DATA": str(data)})
        assert self.process.stdout is not None
        self.process.stdout.readline()  # serving

    def resident_mb(self) -> float:
        return resident_mb(self.process.pid)

    def stop(self) -> tuple[float, str]:
        """SIGTERM; the seconds until the host exited, and what it wrote to stderr."""
        started = time.monotonic()
        self.process.send_signal(signal.SIGTERM)
        self.process.communicate(timeout=60)
        return time.monotonic() - started, self.log.read_text()


def start_crowd(port: int, *arguments: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, str(HERE / "hostile.py"), "--port", str(port), "--code", CODE,
                             *arguments], stdout=subprocess.PIPE, text=True)


def wait(loop: QEventLoop, done: Callable[[], bool], seconds: float) -> None:
    """Run `loop` until `done()` or `seconds` pass."""
    checker = QTimer()
    checker.timeout.connect(lambda: loop.quit() if done() else None)
    checker.start(20)
    QTimer.singleShot(round(seconds * 1000), loop.quit)
    loop.exec()
    checker.stop()


def honest_games(port: int, games: int, actions: list[float], pings: list[float], delay_ms: int,
                 seed: int = 0) -> None:
    """Three timed players play `games` whole games, asking for the next one each time."""
    finished: list[int] = []
    loop = QEventLoop()
    clients = []
    for index in range(3):
        client = TableClient()
        TimedBot(client, seed * 3 + index, actions, pings, delay_ms)

        def over(observation: Observation, c: TableClient = client) -> None:
            if observation.phase is Phase.GAME_OVER:
                finished.append(1)
                if len(finished) < games * 3:
                    c.ask_again()
        client.observation_changed.connect(over)
        client.connect_to("127.0.0.1", port, CODE, f"Bench{index}")
        clients.append(client)
    wait(loop, lambda: len(finished) >= games * 3, 600)
    for client in clients:
        client.leave()


def figures(label: str, actions: list[float]) -> tuple[float, float]:
    ms = [value * 1000 for value in actions]
    median, high = statistics.median(ms), p95(ms)
    print(f"  {label}: {len(ms)} actions, median {median:.2f} ms, p95 {high:.2f} ms, max {max(ms):.2f} ms")
    return median, high


def measure(games: int, delay_ms: int) -> None:
    actions: list[float] = []
    pings: list[float] = []
    for game in range(games):
        host = Host(int(os.environ.get("BENCH_PORT", 0)) or free_port())
        honest_games(host.port, 1, actions, pings, delay_ms, game)
        host.stop()
    pace = f"each player acts {delay_ms} ms after its turn comes" if delay_ms else "every player acts at once"
    print(f"\n{pace}: {len(actions)} actions over {games} games")
    median, _ = figures("action round trip", actions)
    ping_median, _ = figures("ping round trip (reference)", pings)
    print(f"  ratio action / ping (medians): {median / ping_median:.2f}")


def flood(games: int, delay_ms: int) -> None:
    print(f"\nHonest round trip with and without a hostile crowd ({games} games each; each player acts "
          f"{delay_ms} ms after its turn comes); goal: ratio <= 2")
    runs: dict[str, tuple[float, float]] = {}
    for label, crowd_args in (("without the crowd", None), ("with the crowd", ("--rate", "200", "--pest"))):
        host = Host(free_port())
        before = host.resident_mb()
        crowd = start_crowd(host.port, *crowd_args) if crowd_args else None
        actions: list[float] = []
        honest_games(host.port, games, actions, [], delay_ms)
        report = ""
        if crowd is not None:
            crowd.send_signal(signal.SIGINT)
            report = crowd.communicate(timeout=60)[0].strip().splitlines()[-1] if crowd.stdout else ""
        after = host.resident_mb()
        seconds, errors = host.stop()
        runs[label] = figures(label, actions)
        print(f"    host memory {before:.1f} -> {after:.1f} MB; stopped by SIGTERM in "
              f"{seconds * 1000:.0f} ms; tracebacks on stderr: {errors.count('Traceback')}")
        if report:
            crowd_figures = json.loads(report)
            print(f"    crowd: {crowd_figures['opened']} hostile connections, the pest seated "
                  f"{crowd_figures['pest_joins']} times, {crowd_figures['pest_frames']} frames from it")
    (base_median, base_p95), (flood_median, flood_p95) = runs["without the crowd"], runs["with the crowd"]
    print(f"  ratio with / without the crowd: median {flood_median / base_median:.2f}, "
          f"p95 {flood_p95 / base_p95:.2f}")

    print("\nThe host's memory over 20,000 hostile connections (goal: growth <= 20 MB)")
    host = Host(free_port())
    loop = QEventLoop()
    wait(loop, lambda: False, 1.0)  # settled after start-up
    before = host.resident_mb()
    crowd = start_crowd(host.port, "--rate", "1000", "--count", "20000", "--pest")
    started = time.monotonic()
    out = crowd.communicate(timeout=900)[0]
    took = time.monotonic() - started
    wait(loop, lambda: False, 2.0)  # the last ones' join window and the doorstep pass
    after = host.resident_mb()
    report = json.loads(out.strip().splitlines()[-1])
    seconds, errors = host.stop()
    print(f"  {report['opened']} hostile connections in {took:.0f} s; host memory {before:.1f} -> "
          f"{after:.1f} MB (growth {after - before:+.1f} MB); SIGTERM then took {seconds * 1000:.0f} ms; "
          f"tracebacks on stderr: {errors.count('Traceback')}")
    answers = sorted(report["answers"].items(), key=lambda item: -item[1])[:6]
    print("  most common answers: " + "; ".join(f"{kind} x{count}" for kind, count in answers))


def soak(games: int) -> None:
    print(f"\nSoak: {games} whole games on one host; between games the players alternately ask for the "
          "next one and leave and come back (goal: memory growth <= 10 MB, no stall)")
    host = Host(free_port())
    port = host.port
    loop = QEventLoop()
    finished: list[float] = []
    last_action = [time.monotonic()]
    longest = [0.0]
    samples: list[tuple[int, float]] = [(0, host.resident_mb())]
    clients: dict[int, TableClient | None] = dict.fromkeys(range(3))

    def seat(index: int) -> None:
        client = clients[index] = TableClient()
        SeatBot(client, Level.CASUAL, index, client)
        client.observation_changed.connect(lambda observation, c=client, i=index: observed(i, c, observation))
        client.connect_to("127.0.0.1", port, CODE, f"Soak{index}")

    def observed(index: int, client: TableClient, observation: Observation) -> None:
        now = time.monotonic()
        longest[0] = max(longest[0], now - last_action[0])
        last_action[0] = now
        if observation.phase is not Phase.GAME_OVER:
            return
        if index == 0:
            finished.append(now)
            if len(finished) % 20 == 0:
                samples.append((len(finished), host.resident_mb()))
        if len(finished) >= games:
            return
        if len(finished) % 2:
            client.ask_again()
        else:  # leave, and come back under the same name a moment later
            client.leave()
            client.deleteLater()
            QTimer.singleShot(50, lambda: seat(index))

    for index in range(3):
        seat(index)
    started = time.monotonic()
    wait(loop, lambda: len(finished) >= games, 3600)
    took = time.monotonic() - started
    for client in clients.values():
        if client is not None:
            client.leave()
    seconds, errors = host.stop()
    print(f"  {len(finished)} games in {took:.0f} s; host memory every 20 games: "
          + ", ".join(f"{count}: {mb:.1f} MB" for count, mb in samples))
    first, settled, last = samples[0][1], samples[min(1, len(samples) - 1)][1], samples[-1][1]
    print(f"  growth {last - first:+.1f} MB from the start, {last - settled:+.1f} MB after the first "
          f"20 games; longest wait between two changes {longest[0] * 1000:.0f} ms; "
          f"SIGTERM {seconds * 1000:.0f} ms; tracebacks on stderr: {errors.count('Traceback')}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--delay-ms", type=int, default=100,
                        help="how long each client waits before acting, as a person would (0: flat out)")
    parser.add_argument("--flood", action="store_true", help="with and without a hostile crowd (issue #45)")
    parser.add_argument("--soak", action="store_true", help="200 games on one host (issue #45)")
    parser.add_argument("--soak-games", type=int, default=200)
    args = parser.parse_args()
    QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    print("Host in its own process (hearts-desktop --serve), clients here, loopback")
    if args.flood:
        flood(args.games, args.delay_ms)
    if args.soak:
        soak(args.soak_games)
    if not args.flood and not args.soak:
        print("goal: median action round trip <= 5 ms at a table of people")
        measure(args.games, args.delay_ms)
        measure(args.games, 0)


if __name__ == "__main__":
    main()
