"""Start-up errors are readable messages naming what to install (issue 5).

Missing libraries are simulated: an import hook raising the ImportError the
dynamic loader gives, or a loader call failing as dlopen does.
"""

from __future__ import annotations

import importlib.abc
import os
import subprocess
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

import pytest

from hearts_desktop import startup

ROOT = Path(__file__).resolve().parents[2]
GL_MISSING = "libGL.so.1: cannot open shared object file: No such file or directory"


class MissingLibrary(importlib.abc.MetaPathFinder):
    """Makes importing `module` fail as it does when a system library is missing."""

    def __init__(self, module: str, message: str) -> None:
        self.module, self.message = module, message

    def find_spec(self, name: str, path: Sequence[str] | None, target: ModuleType | None = None) -> None:
        if name == self.module:
            raise ImportError(self.message)


def test_the_missing_library_is_read_from_the_loader_message() -> None:
    assert startup.missing_library(ImportError(GL_MISSING)) == "libGL.so.1"
    assert startup.missing_library(OSError(
        "/x/plugins/platforms/libqxcb.so: libxcb-cursor.so.0: cannot open shared object file")) \
        == "libxcb-cursor.so.0"
    assert startup.missing_library(ImportError("No module named 'PySide6'")) is None


@pytest.mark.parametrize(("library", "debian", "fedora"), [
    ("libGL.so.1", "libgl1", "libglvnd-glx"),
    ("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
    ("libxcb-randr.so.0", "libxcb-randr0", "libxcb-randr"),  # by Debian's naming rule
    ("libfoo2.so.1", "libfoo2-1", "libfoo2"),
])
def test_packages_are_named_for_debian_and_fedora(library: str, debian: str, fedora: str) -> None:
    assert startup.packages_for(library) == (debian, fedora)


def test_a_missing_qt_library_is_reported_with_the_package_to_install(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delitem(sys.modules, "PySide6.QtWidgets")
    monkeypatch.setattr(sys, "meta_path", [MissingLibrary("PySide6.QtWidgets", GL_MISSING), *sys.meta_path])
    ran: list[bool] = []
    code = startup.guarded_main(lambda: ran.append(True) or 0, ["hearts-desktop", "--self-test"])
    err = capsys.readouterr().err
    assert code == startup.EXIT_MISSING_LIBRARY and not ran
    assert "the system library libGL.so.1 is missing" in err
    assert "sudo apt install libgl1" in err and "sudo dnf install libglvnd-glx" in err


def test_an_import_error_raised_by_the_game_is_explained_too(capsys: pytest.CaptureFixture[str]) -> None:
    def main() -> int:
        raise ImportError("libEGL.so.1: cannot open shared object file: No such file or directory")

    assert startup.guarded_main(main, ["x", "--self-test"]) == startup.EXIT_MISSING_LIBRARY
    assert "sudo apt install libegl1" in capsys.readouterr().err


def test_other_import_errors_keep_their_traceback() -> None:
    def main() -> int:
        raise ImportError("No module named 'hearts_desktop.nothing'")

    with pytest.raises(ImportError, match="nothing"):
        startup.guarded_main(main, ["x", "--self-test"])


@pytest.mark.parametrize(("environ", "platform", "problem"), [
    ({}, "linux", True),
    ({"DISPLAY": ":0"}, "linux", False),
    ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"QT_QPA_PLATFORM": "wayland", "DISPLAY": ":0"}, "linux", True),
    ({}, "win32", False),
    ({}, "darwin", False),
])
def test_no_display_is_detected(environ: dict[str, str], platform: str, problem: bool) -> None:
    message = startup.display_problem(environ, platform)
    assert (message is not None) == problem
    if message:
        assert "no graphical display" in message and "--self-test" in message


def test_the_self_test_needs_no_display(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(startup, "xcb_problem", lambda environ=None: None)
    assert startup.preflight(["x"], {}) is not None
    assert startup.preflight(["x", "--self-test"], {}) is None


def test_a_library_the_x11_plugin_needs_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    def dlopen(path: str) -> object:
        raise OSError(f"{path}: libxcb-cursor.so.0: cannot open shared object file")

    monkeypatch.setattr(startup.ctypes, "CDLL", dlopen)
    message = startup.xcb_problem({"DISPLAY": ":0"}, "linux")
    assert message is not None
    assert "libxcb-cursor.so.0 is missing" in message and "libxcb-cursor0" in message
    assert "xcb-util-cursor" in message and "libxcb-icccm4" in message  # the whole X11 set
    assert startup.xcb_problem({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland"}, "linux") is None
    assert startup.xcb_problem({}, "linux") is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 is a Linux matter")
def test_an_x_server_that_does_not_answer_is_reported() -> None:
    message = startup._x_server_problem(":87")  # nothing listens there
    assert message is not None and "does not answer" in message


def run_python(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env})


def test_qt_aborting_for_want_of_a_platform_plugin_prints_what_to_install() -> None:
    result = run_python("""
        import sys
        from hearts_desktop.startup import guarded_main
        def main():
            from PySide6.QtWidgets import QApplication
            return QApplication([]).exec()
        sys.exit(guarded_main(main, ["x", "--self-test"]))  # --self-test: no display check
    """, QT_QPA_PLATFORM="nonesuch")
    assert result.returncode == startup.EXIT_MISSING_LIBRARY, result.stderr
    assert "no Qt display plugin works" in result.stderr and "libxcb-cursor0" in result.stderr


def test_the_first_paint_probe_reports_and_quits() -> None:
    result = run_python("""
        import sys
        from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
        from hearts_desktop.startup import install_first_paint_probe
        app = QApplication([])
        window = QMainWindow()
        scene = QGraphicsScene()
        window.setCentralWidget(QGraphicsView(scene))
        install_first_paint_probe(window)
        window.show()
        sys.exit(app.exec())
    """, HEARTS_EXIT_AFTER_FIRST_PAINT="1")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(startup.FIRST_PAINT_MARKER)


def test_without_the_variable_the_probe_does_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(startup.FIRST_PAINT_VARIABLE, raising=False)
    startup.install_first_paint_probe(object())  # would fail on a non-widget if it did anything


# -- the command line ---------------------------------------------------------------


def run_program(*args: str, language: str = "") -> subprocess.CompletedProcess[str]:
    """The installed program as a user types it (no display needed for these)."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    if language:
        env.update(LANGUAGE=language, LANG="C.UTF-8", LC_ALL="")
    return subprocess.run([sys.executable, "-m", "hearts_desktop", *args], capture_output=True, text=True,
                          timeout=60, env=env)


def test_help_prints_the_options_and_exits() -> None:
    result = run_program("--help")
    assert result.returncode == 0
    assert "Usage:" in result.stdout and "--self-test" in result.stdout and "--version" in result.stdout
    assert "--deal NUMBER" in result.stdout
    assert "cannot start" not in result.stdout + result.stderr  # no window was tried


def test_version_prints_and_exits() -> None:
    from hearts_desktop import __version__

    result = run_program("--version")
    assert result.returncode == 0 and result.stdout.strip() == f"Hearts Desktop {__version__}"


@pytest.mark.parametrize(("args", "problem"), [
    (["--bogus"], "Unknown option: --bogus"),
    (["a.json", "b.json"], "Only one file can be opened at a time."),
])
def test_a_wrong_command_line_is_refused_with_a_message(args: list[str], problem: str) -> None:
    result = run_program(*args)
    assert result.returncode == startup.EXIT_USAGE
    assert problem in result.stderr and "--help" in result.stderr


def test_qt_options_and_a_file_are_passed_on() -> None:
    line = startup.parse_command_line(["hearts-desktop", "-platform", "offscreen", "-reverse", "game.json"])
    assert line.exit_code is None and line.file == "game.json"
    assert line.qt_arguments == ["-platform", "offscreen", "-reverse"]
    assert startup.parse_command_line(["hearts-desktop", "--self-test"]).self_test
    assert startup.parse_command_line(["hearts-desktop", "--deal", "4821-0937"]).deal == 48210937
    assert startup.parse_command_line(["hearts-desktop", "--deal=48210937"]).deal == 48210937


def test_a_bad_deal_number_is_refused_with_the_form_it_takes(capsys: pytest.CaptureFixture[str]) -> None:
    line = startup.parse_command_line(["hearts-desktop", "--deal", "4821"])
    assert line.exit_code == startup.EXIT_USAGE
    assert "Not a deal number: 4821 (eight digits, for example 4821-0937)" in capsys.readouterr().err


def test_start_up_messages_speak_the_players_language() -> None:
    """No window opens for these, yet the words are the player's (here Swedish)."""
    refused = run_program("--bogus", language="sv")
    assert refused.returncode == startup.EXIT_USAGE
    assert "Okänd flagga: --bogus" in refused.stderr
    no_display = run_program(language="hu")
    assert no_display.returncode == startup.EXIT_NO_DISPLAY
    assert "nincs grafikus megjelenítő" in no_display.stderr
