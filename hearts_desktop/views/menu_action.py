"""A menu entry: an action owned by its window, with its shortcut."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu


def menu_action(owner: QObject, menu: QMenu, slot: object,
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
    """An action in `menu` that calls `slot`; a standard key brings every
    binding the platform has for it."""
    action = QAction(owner)
    if isinstance(shortcut, QKeySequence.StandardKey):
        action.setShortcuts(shortcut)
    elif shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(slot)
    menu.addAction(action)
    return action
