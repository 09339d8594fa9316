"""The round trip of an action at a network table, over loopback.

A headless host runs as its own process (`hearts-desktop --serve`, Casual
computer players in the empty seats); this process joins three clients
played by Casual players and times, for every action they send, the wait
from sending it to the host's `accepted` (the host has checked and applied
it, and sent every seat its events first).  The reference, measured in the
same run on the same connections, is a `ping`: the host's answer without any
game work.  Issue #17's goal: median ≤ 5 ms.  Printed, never asserted.

    .venv/bin/python benchmarks/bench_network.py [--games 2]
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from hearts_desktop.ai import Level
from hearts_desktop.ai.arena import p95
from hearts_desktop.model.actions import Action
from hearts_desktop.net.bot import SeatBot
from hearts_desktop.net.client import TableClient

CODE = "161803"


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


def one_game(app: QCoreApplication, actions: list[float], pings: list[float], seed: int,
             delay_ms: int) -> None:
    port = int(os.environ.get("BENCH_PORT", 0)) or free_port()
    data = tempfile.mkdtemp(prefix="bench-network-")
    command = os.environ.get("BENCH_HOST", "-m hearts_desktop").split()
    host = subprocess.Popen([sys.executable, *command, "--serve", str(port), "--code", CODE,
                             "--level", "casual", "--listen", "127.0.0.1"], stdout=subprocess.PIPE,
                            text=True, env={**os.environ, "HEARTS_DESKTOP_DATA": data})
    assert host.stdout is not None
    host.stdout.readline()  # serving
    clients = []
    finished: list[int] = []
    # A loop of its own per game: the last game's quits must not end this one.
    loop = QEventLoop()
    for index in range(3):
        client = TableClient()
        TimedBot(client, seed * 3 + index, actions, pings, delay_ms)
        client.observation_changed.connect(
            lambda obs, c=client: (finished.append(1), c.leave()) if obs.phase.value == "game over" else None)
        client.closed.connect(lambda _why: loop.quit() if len(finished) >= 3 else None)
        client.connect_to("127.0.0.1", port, CODE, f"Bench{index}")
        clients.append(client)
    QTimer.singleShot(300_000, loop.quit)
    loop.exec()
    host.terminate()
    host.wait(30)


def measure(app: QCoreApplication, games: int, delay_ms: int) -> None:
    actions: list[float] = []
    pings: list[float] = []
    for game in range(games):
        one_game(app, actions, pings, game, delay_ms)
    ms = [value * 1000 for value in actions]
    ping_ms = [value * 1000 for value in pings]
    pace = f"each player acts {delay_ms} ms after its turn comes" if delay_ms else "every player acts at once"
    print(f"\n{pace}: {len(ms)} actions over {games} games")
    print(f"  action round trip: median {statistics.median(ms):.2f} ms, p95 {p95(ms):.2f} ms, "
          f"max {max(ms):.2f} ms")
    print(f"  ping round trip (reference): median {statistics.median(ping_ms):.2f} ms, "
          f"p95 {p95(ping_ms):.2f} ms")
    print(f"  ratio action / ping (medians): {statistics.median(ms) / statistics.median(ping_ms):.2f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--delay-ms", type=int, default=100,
                        help="how long each client waits before acting, as a person would (0: flat out)")
    args = parser.parse_args()
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    print("Host in its own process (hearts-desktop --serve), three clients here, loopback; "
          "goal: median action round trip <= 5 ms at a table of people")
    measure(app, args.games, args.delay_ms)
    measure(app, args.games, 0)


if __name__ == "__main__":
    main()
