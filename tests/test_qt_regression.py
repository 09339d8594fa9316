"""PLATFORM.md: PySide6 6.12 on CPython 3.11 aborts with `none_dealloc`
after a few thousand Qt calls that return nothing.  Make 20,000 such calls
in one process (a child, so an abort is a clear failure, not a dead run)."""

from __future__ import annotations

import os
import subprocess
import sys

CODE = """
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsRectItem
app = QApplication([])
scene = QGraphicsScene()
item = QGraphicsRectItem(0, 0, 10, 10)
scene.addItem(item)
for i in range(20000):
    item.setPos(i % 97, i % 89)   # returns None
    item.update()                 # returns None
print("ok", i + 1)
"""


def test_twenty_thousand_void_qt_calls() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, env=env,
                            timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.split() == ["ok", "20000"]


def test_installed_pyside_is_not_the_crashing_combination() -> None:
    import PySide6

    major, minor = (int(part) for part in PySide6.__version__.split(".")[:2])
    assert sys.version_info >= (3, 12) or (major, minor) < (6, 12)
