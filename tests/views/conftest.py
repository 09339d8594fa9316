"""Fixtures for the table tests: a main window with Casual computer players,
dialogs that never block, and helpers that drive real mouse input."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import TypeVar

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from hearts_desktop.ai import Level
from hearts_desktop.services.settings import AnimationSpeed, AppSettings
from hearts_desktop.views.dialogs import game_dialogs as dialogs
from hearts_desktop.views.main_window import MainWindow
from hearts_desktop.views.table.card_item import CardItem

D = TypeVar("D", bound=QDialog)


class DialogLog:
    def __init__(self) -> None:
        self.hands: list[dialogs.HandSummaryDialog] = []
        self.game_over: list[dialogs.GameOverDialog] = []
        self.moons: list[dialogs.MoonChoiceDialog] = []


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> DialogLog:
    """The table's dialogs record themselves and close at once instead of
    waiting for a click (they are opened with open(), never exec())."""
    log = DialogLog()

    def hand(self: dialogs.HandSummaryDialog) -> None:
        log.hands.append(keep(self))
        self.done(1)

    def over(self: dialogs.GameOverDialog) -> None:
        log.game_over.append(keep(self))
        self.done(0)  # "Close": no new game

    def moon(self: dialogs.MoonChoiceDialog) -> None:
        log.moons.append(keep(self))
        self.done(1)

    for dialog, fake in ((dialogs.HandSummaryDialog, hand), (dialogs.GameOverDialog, over),
                         (dialogs.MoonChoiceDialog, moon)):
        monkeypatch.setattr(dialog, "exec", _no_exec)
        monkeypatch.setattr(dialog, "open", fake)
    return log


def keep(dialog: D) -> D:
    """Keep a closed dialog alive for the test to read (the window's are
    deleted when they close)."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    return dialog


def _no_exec(self: object) -> int:
    raise AssertionError("the table's dialogs open with open(): no nested event loop")


def settings_for(speed: AnimationSpeed = AnimationSpeed.INSTANT, players: int = 4,
                 **changes: object) -> AppSettings:
    base = AppSettings().with_players(players)
    return replace(base, animation_speed=speed, levels=(Level.CASUAL,) * players, **changes)


@pytest.fixture
def make_window(qtbot, shown: DialogLog) -> Iterator[Callable[..., MainWindow]]:  # type: ignore[no-untyped-def]
    windows: list[MainWindow] = []

    def make(settings: AppSettings | None = None, seed: int = 7, size: tuple[int, int] = (1280, 800)
             ) -> MainWindow:
        window = MainWindow(settings or settings_for())
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        window.controller.new_game(seed=seed)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.controller.shutdown()
        window.hint_runner.shutdown()


def wait_for_human(qtbot, window: MainWindow, timeout: int = 20000) -> None:  # type: ignore[no-untyped-def]
    """Until the table is idle and waits for the human (or the game is over)."""
    controller = window.controller

    def ready() -> bool:
        idle = controller.scene.queue.is_idle()
        waiting = controller.human_passing() or controller.human_to_play()
        return idle and (waiting or controller.game.is_game_over())

    qtbot.waitUntil(ready, timeout=timeout)


def viewport_point(window: MainWindow, scene_point: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_point)


def grab_point(item: CardItem) -> QPointF:
    """A scene point on the card's visible part (its left edge: the next
    card of a fanned hand covers the right part)."""
    width, _ = item.size
    return item.mapToScene(QPointF(-width * 0.38, 0))


def drag(window: MainWindow, item: CardItem, target: QPointF) -> None:
    """Press on the card, move past the drag distance in steps, release over `target`."""
    viewport = window.view.viewport()
    start = viewport_point(window, grab_point(item))
    end = viewport_point(window, target)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    distance = QApplication.startDragDistance()
    QTest.mouseMove(viewport, start + QPoint(distance + 2, -distance - 2))
    for step in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * step / 5)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def in_modal_loop(kind: type[D], act: Callable[[D], None]) -> list[D]:
    """Schedule `act` on the next modal dialog of `kind` once it is active,
    inside its own event loop (exec), as a person at the keyboard would act;
    returns the list the dialog is put in when it was acted on."""
    from PySide6.QtCore import QTimer

    seen: list[D] = []

    def press() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind) or not dialog.isActiveWindow():
            QTimer.singleShot(10, press)
            return
        seen.append(dialog)
        act(dialog)

    QTimer.singleShot(0, press)
    return seen
