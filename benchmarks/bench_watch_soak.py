"""A long evening of watching (issue #46): the real window, every seat a
computer player (View ▸ Watch gives South to the Expert), the fastest
animation speed, `--hands` hands.  Printed, never asserted: resident memory
every 20 hands and its growth after the first 20 (the warm-up: caches,
the worker pool, card pictures), the exceptions seen (any exception raised
in a slot reaches sys.excepthook), and the pace.  Goal: growth <= 10 MB,
no exception.

Each game's end is answered as a person would: the game-over dialog's New
game button is clicked.  The hand summaries close by themselves, as they do
at a watched table.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_watch_soak.py [--hands 200]
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
import traceback
import tracemalloc
from dataclasses import replace
from pathlib import Path
from types import TracebackType


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--trace", action="store_true",
                        help="also print where Python memory grew after the warm-up (tracemalloc) "
                             "and which kinds of objects grew in number")
    parser.add_argument("--think", type=float, default=0.05,
                        help="the Expert's thinking time a decision, in seconds (the table's setting)")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # The app's files (autosave, statistics, reviews) go to a throw-away folder.
    os.environ["HEARTS_DESKTOP_DATA"] = tempfile.mkdtemp(prefix="hearts-soak-")
    os.environ["HEARTS_DESKTOP_AUDIO"] = "null"

    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from hearts_desktop.ai import Level
    from hearts_desktop.services.settings import AnimationSpeed, AppSettings
    from hearts_desktop.views.dialogs.game_dialogs import GameOverDialog
    from hearts_desktop.views.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    errors: list[str] = []

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        errors.append("".join(traceback.format_exception(kind, error, trace)))

    sys.excepthook = hook
    base = AppSettings()
    settings = replace(base, animation_speed=AnimationSpeed.INSTANT, expert_think_time=args.think,
                       levels=(Level.EXPERT, Level.STRONG, Level.CASUAL, Level.STRONG))
    window = MainWindow(settings)
    window.resize(1280, 800)
    window.show()
    window.controller.new_game(seed=46)
    window.controller.set_watching(True)
    hands = 0
    games = 0
    samples: list[tuple[int, float]] = []
    began = time.perf_counter()

    snapshot: list[object] = []
    counts: dict[str, int] = {}

    def census() -> dict[str, int]:
        found: dict[str, int] = {}
        for thing in gc.get_objects():
            name = type(thing).__qualname__
            found[name] = found.get(name, 0) + 1
        return found

    def hand_scored(_event: object) -> None:
        nonlocal hands
        hands += 1
        if hands % 20 == 0:
            gc.collect()
            samples.append((hands, rss_mb()))
            if args.trace and hands == 20:
                tracemalloc.start(12)
                snapshot.append(tracemalloc.take_snapshot())
                counts.update(census())
            print(f"{hands:4d} hands, {games:3d} games: {samples[-1][1]:6.1f} MB, "
                  f"{time.perf_counter() - began:6.1f} s", flush=True)
        if hands >= args.hands:
            QTimer.singleShot(0, app.quit)

    def game_over(_event: object) -> None:
        QTimer.singleShot(0, click_new_game)

    def click_new_game() -> None:
        nonlocal games
        found = [dialog for dialog in window.findChildren(GameOverDialog) if dialog.isVisible()]
        if not found:  # the dialog comes after the last trick's animation step
            QTimer.singleShot(10, click_new_game)
            return
        games += 1
        QTest.mouseClick(found[0].new_game_button, Qt.MouseButton.LeftButton)

    window.adapter.hand_scored.connect(hand_scored)
    expert_decisions = 0

    def expert_acted(_action: object) -> None:
        nonlocal expert_decisions
        expert_decisions += 1

    window.controller.expert_acted.connect(expert_acted)
    window.adapter.game_over.connect(game_over)
    samples.append((0, rss_mb()))
    print(f"   0 hands: {samples[0][1]:6.1f} MB (the Expert thinks {args.think} s a decision)", flush=True)
    app.exec()
    elapsed = time.perf_counter() - began
    window.controller.shutdown()
    window.close()
    warm = next((mb for count, mb in samples if count == 20), samples[0][1])
    last = samples[-1][1]
    print(f"{hands} hands in {games + 1} games, {elapsed:.0f} s ({elapsed / max(hands, 1):.2f} s a hand); "
          f"{expert_decisions} decisions of the watched seat taken by the Expert")
    print(f"resident memory: {samples[0][1]:.1f} MB at the start, {warm:.1f} MB after 20 hands, "
          f"{last:.1f} MB at the end: growth after warm-up {last - warm:+.1f} MB (goal <= 10 MB), "
          f"from the start {last - samples[0][1]:+.1f} MB")
    print(f"exceptions: {len(errors)}")
    if args.trace and snapshot:
        gc.collect()
        later = tracemalloc.take_snapshot()
        for stat in later.compare_to(snapshot[0], "traceback")[:8]:  # type: ignore[arg-type]
            print(stat)
            for line in stat.traceback.format()[-8:]:
                print("   ", line)
        now = census()
        grew = sorted(((now[name] - counts.get(name, 0), name) for name in now), reverse=True)[:15]
        print("objects that grew in number:", ", ".join(f"{name} +{count}" for count, name in grew))
    for text in errors[:3]:
        print(text)


if __name__ == "__main__":
    main()
