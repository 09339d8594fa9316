"""CI builds the one-file executable and runs its self-test (issue 5).

Building takes about a minute on two cores.  Without PyInstaller the build
tests are skipped with the reason shown by `pytest -ra` (never silently).
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import json
import os
import signal
import socket
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from hearts_desktop.net.wire import PROTOCOL_VERSION

ROOT = Path(__file__).resolve().parents[2]
NO_PYINSTALLER = "PyInstaller is not installed: pip install 'pyinstaller>=6.10' (it is in the test extra)"


@pytest.fixture(scope="module")
def onefile(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip(NO_PYINSTALLER)
    out = tmp_path_factory.mktemp("build")
    env = dict(os.environ, PYTHON=sys.executable, DIST_DIR=str(out / "dist"), WORK_DIR=str(out / "work"))
    result = subprocess.run(["bash", "packaging/build.sh"], cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=900)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    exe = out / "dist" / ("hearts-desktop.exe" if sys.platform == "win32" else "hearts-desktop")
    assert exe.is_file()
    return exe


def without_display() -> dict[str, str]:
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["HOME"] = env.get("HOME", "/tmp")
    return env


def test_frozen_self_test_passes_without_a_display(onefile: Path) -> None:
    result = subprocess.run([str(onefile), "--self-test"], env=without_display(), capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    version = importlib.metadata.version("hearts-desktop")
    assert f"Hearts Desktop {version}: self-test passed." in result.stdout
    assert "52 cards in 13 tricks" in result.stdout
    assert "104 cards in 20 tricks" in result.stdout  # a non-default preset, Cancellation Hearts
    assert "The 7 sounds play" in result.stdout  # the audio library's C part is in the file


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the display check is for Linux")
def test_frozen_game_without_a_display_explains_instead_of_crashing(onefile: Path) -> None:
    result = subprocess.run([str(onefile)], env=without_display(), capture_output=True, text=True,
                            timeout=300)
    assert result.returncode == 3
    assert "there is no graphical display" in result.stderr
    assert "Traceback" not in result.stderr


def test_frozen_host_serves_a_client_without_a_display(onefile: Path, tmp_path: Path) -> None:
    """QtNetwork and the net package are in the file: a client joins the frozen --serve host."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = dict(without_display(), HEARTS_DESKTOP_DATA=str(tmp_path))
    host = subprocess.Popen([str(onefile), "--serve", str(port), "--code", "123456", "--listen", "127.0.0.1"],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        assert host.stdout is not None
        assert f"port {port}" in host.stdout.readline()
        with socket.create_connection(("127.0.0.1", port), timeout=30) as peer:
            body = json.dumps({"type": "join", "version": PROTOCOL_VERSION, "code": "123456",
                               "name": "Frozen"}).encode()
            peer.sendall(struct.pack(">I", len(body)) + body)
            (length,) = struct.unpack(">I", peer.recv(4, socket.MSG_WAITALL))
            welcome = json.loads(peer.recv(length, socket.MSG_WAITALL))
        assert welcome["type"] == "welcome" and welcome["seat"] == 0
    finally:
        host.send_signal(signal.SIGTERM)
        output = host.communicate(timeout=60)[0]
    assert host.returncode == 0, output
