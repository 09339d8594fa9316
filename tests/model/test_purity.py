"""STYLE rule 1: no Qt anywhere in model/ and ai/ except the one adapter."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "hearts_desktop"
ADAPTER = PACKAGE / "model" / "qt_adapter.py"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_only_the_adapter_imports_qt() -> None:
    offenders = []
    sources = sorted((PACKAGE / "model").rglob("*.py")) + sorted((PACKAGE / "ai").rglob("*.py"))
    assert len(sources) > 5
    for path in sources:
        qt = {name for name in imported_modules(path) if name.split(".")[0] in {"PySide6", "shiboken6"}}
        if qt and path != ADAPTER:
            offenders.append(f"{path.relative_to(PACKAGE)}: {sorted(qt)}")
    assert offenders == []
    assert "PySide6.QtCore" in imported_modules(ADAPTER)


def test_model_and_ai_import_without_qt_loaded() -> None:
    code = (
        "import sys, hearts_desktop.model, hearts_desktop.ai;"
        "import hearts_desktop.model.engine, hearts_desktop.model.record;"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"
