"""A computer player sitting at a network table as a client: for tests,
benchmarks and the four-process game (`python -m hearts_desktop.net.bot`).
It acts only on its own observation, exactly as a person's client would."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from hearts_desktop.ai import Level, create_player, decide
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.state import Phase
from hearts_desktop.net.client import TableClient, must_act


class SeatBot(QObject):
    """Plays `client`'s seat with a computer player of `level`, after
    `delay_ms` (as a person takes a moment; 0: at once)."""

    def __init__(self, client: TableClient, level: Level = Level.CASUAL, seed: int = 0,
                 parent: QObject | None = None, delay_ms: int = 0) -> None:
        super().__init__(parent)
        self.client = client
        self.delay_ms = delay_ms
        self._player = create_player(level, seed)
        self._last: tuple[object, ...] | None = None
        self.refusals: list[str] = []
        client.observation_changed.connect(self._observed)
        client.refused.connect(lambda _id, _rule, message, _reason: self.refusals.append(message))

    def _observed(self, observation: Observation) -> None:
        if observation.phase is Phase.GAME_OVER or not must_act(observation):
            return
        key = (observation.hand_number, observation.phase, len(observation.tricks),
               len(observation.current_trick))
        if key == self._last:  # already answered this moment (a repeated observation)
            return
        self._last = key
        if self.delay_ms:
            QTimer.singleShot(self.delay_ms, self, self._act_now)
        else:
            self.client.send_action(decide(self._player, observation))

    def _act_now(self) -> None:
        observation = self.client.observation
        if observation is not None and observation.phase is not Phase.GAME_OVER and must_act(observation):
            self.client.send_action(decide(self._player, observation))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hearts_desktop.net.bot")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--code", required=True)
    parser.add_argument("--name", required=True)
    parser.add_argument("--level", default="casual", choices=[level.value for level in Level])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--delay-ms", type=int, default=0, help="think this long before each action")
    args = parser.parse_args(argv)
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    client = TableClient()
    SeatBot(client, Level(args.level), args.seed, client, args.delay_ms)
    result = {"code": 1}

    def finished(observation: Observation) -> None:
        if observation.phase is Phase.GAME_OVER:
            print("game over", " ".join(str(total) for total in observation.totals), flush=True)
            result["code"] = 0
            client.leave()

    client.observation_changed.connect(finished)
    client.joined.connect(lambda seat: print("seat", seat, flush=True))
    client.closed.connect(lambda why: (print("closed:", why, flush=True), app.quit()))
    QTimer.singleShot(0, lambda: client.connect_to(args.host, args.port, args.code, args.name))
    app.exec()
    return result["code"]


if __name__ == "__main__":
    sys.exit(main())
