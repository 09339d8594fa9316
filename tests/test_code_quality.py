"""The test command also runs the linters the project promises: ruff on the
whole tree and mypy --strict on model/ and ai/ (configured in pyproject)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True)


def test_ruff_clean() -> None:
    result = run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_on_model_and_ai() -> None:
    result = run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Success" in result.stdout
