"""Size and start-up time of the game: one file, one folder, and from source.

    bash packaging/build.sh && bash packaging/build.sh --onedir
    .venv/bin/python packaging/bench_startup.py [--runs 7]

Start-up is the time from starting the process to the first painted table:
the game runs with HEARTS_EXIT_AFTER_FIRST_PAINT=1, which makes
`hearts_desktop.startup` print a marker line once the table's view has
painted, then quit.  Runs are warm (one untimed run first fills the disk
cache) and use their own settings folders, shared by the runs of one target,
so that the user's saved games play no part.  Without a display the Qt
platform is "offscreen".  Figures are printed, never asserted (PLATFORM.md
gives the machine's reference: a trimmed PySide6 onefile ≈ 40 MiB, 0.9 s).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARKER = b"hearts-desktop: first paint"
TARGETS = {"onefile_mib": 45.0, "onefile_s": 1.2, "source_s": 0.6}


def size_mib(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 2**20
    # lstat: a onedir build links some libraries twice; count each file once.
    files = [item for item in path.rglob("*") if not item.is_symlink() and item.is_file()]
    return sum(item.stat().st_size for item in files) / 2**20


def environment(home: Path) -> dict[str, str]:
    env = dict(os.environ, HEARTS_EXIT_AFTER_FIRST_PAINT="1",
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               XDG_CACHE_HOME=str(home / "cache"))
    # Installed Python code runs from cached bytecode (the warm-up run writes it).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    return env


@dataclass
class Run:
    wall: float
    """Seconds from start to the first-paint marker line."""
    cpu: float
    """CPU seconds of the whole run (with the onefile's unpacking parent and
    its exit), which other programs' load disturbs much less than `wall`."""


def first_paint_run(command: list[str], env: dict[str, str], timeout: float = 60.0) -> Run:
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    assert process.stdout is not None
    try:
        wall = None
        for line in process.stdout:
            if line.startswith(MARKER):
                wall = time.perf_counter() - started
                break
        _, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
        if wall is None:
            raise RuntimeError(f"{command[0]} exited ({process.returncode}) without painting the table")
        return Run(wall, usage.ru_utime + usage.ru_stime)
    finally:
        if process.returncode is None:
            process.kill()
            process.wait(timeout)


def measure(name: str, command: list[str], runs: int) -> list[Run]:
    with tempfile.TemporaryDirectory(prefix=f"hearts-bench-{name}-") as home:
        env = environment(Path(home))
        first_paint_run(command, env)  # warm-up, not counted
        return [first_paint_run(command, env) for _ in range(runs)]


def report(name: str, runs: list[Run], target: float | None) -> None:
    walls = [run.wall for run in runs]
    median = statistics.median(walls)
    verdict = "" if target is None else \
        f"   target ≤ {target:.1f} s: {'met' if median <= target else 'MISSED'}"
    print(f"  {name:<8} {median:5.2f} s   (min {min(walls):.2f}, max {max(walls):.2f}; "
          f"CPU {statistics.median(run.cpu for run in runs):.2f} s){verdict}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="timed runs per target (default 7)")
    parser.add_argument("--onefile", type=Path, default=ROOT / "dist" / "hearts-desktop")
    parser.add_argument("--onedir", type=Path, default=ROOT / "dist" / "hearts-desktop-dir")
    parser.add_argument("--python", default=sys.executable, help="Python for the from-source run")
    parser.add_argument("--only", choices=["onefile", "onedir", "source"], action="append",
                        help="measure only these (repeatable)")
    args = parser.parse_args()

    commands: dict[str, list[str]] = {}
    print("Size:")
    if args.onefile.is_file():
        mib = size_mib(args.onefile)
        verdict = "met" if mib <= TARGETS["onefile_mib"] else "MISSED"
        print(f"  onefile  {mib:6.1f} MiB  {args.onefile}   "
              f"target ≤ {TARGETS['onefile_mib']:.0f} MiB: {verdict}")
        commands["onefile"] = [str(args.onefile)]
    else:
        print(f"  onefile  not built ({args.onefile}): run bash packaging/build.sh")
    if (args.onedir / "hearts-desktop").is_file():
        print(f"  onedir   {size_mib(args.onedir):6.1f} MiB  {args.onedir}/ (folder, uncompressed)")
        commands["onedir"] = [str(args.onedir / "hearts-desktop")]
    else:
        print(f"  onedir   not built ({args.onedir}): run bash packaging/build.sh --onedir")
    commands["source"] = [args.python, "-c",
                          "import sys; from hearts_desktop.startup import run; sys.exit(run())"]

    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    print(f"Time to first painted table (median of {args.runs} warm runs; {os.cpu_count()} CPUs, "
          f"load average {load}):")
    targets = {"onefile": TARGETS["onefile_s"], "source": TARGETS["source_s"]}
    for name, command in commands.items():
        if args.only and name not in args.only:
            continue
        report(name, measure(name, command, args.runs), targets.get(name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
