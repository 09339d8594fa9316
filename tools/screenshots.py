"""Regenerate the table screenshots: passing, mid-trick, end of hand and end
of game, at 1280×800 and 1920×1080.

    .venv/bin/python tools/screenshots.py [folder]     # default /tmp/hearts-shots
    QT_SCALE_FACTOR=2 .venv/bin/python tools/screenshots.py /tmp/hidpi   # at DPR 2

Runs offscreen (or under Xvfb when QT_QPA_PLATFORM=xcb); plays a seeded game,
the human seat choosing its lowest legal card.  Dialogs are drawn over the
window grab, centred, as the player sees them.
"""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The screenshot game must not overwrite the user's autosave or statistics.
os.environ.setdefault("HEARTS_DESKTOP_DATA", tempfile.mkdtemp(prefix="hearts-shots-"))
os.environ.setdefault("HEARTS_DESKTOP_AUDIO", "off")  # a whole game in seconds would be all clatter

from PySide6.QtCore import QEventLoop, QPoint, QTimer
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from hearts_desktop.ai import Level
from hearts_desktop.services.settings import AnimationSpeed, AppSettings
from hearts_desktop.views.dialogs import game_dialogs as dialogs
from hearts_desktop.views.main_window import MainWindow
from hearts_desktop.views.table.table_scene import HUMAN


def spin(milliseconds: int = 20) -> None:
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def wait(condition, limit: int = 3000) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        if condition():
            return
        spin(10)
    raise TimeoutError("the table did not get there")


def composite(window: QWidget, dialog: QDialog | None = None) -> QPixmap:
    shot = window.grab()
    if dialog is not None:
        dialog.adjustSize()
        picture = dialog.grab()
        painter = QPainter(shot)
        outer = shot.deviceIndependentSize()
        inner = picture.deviceIndependentSize()
        corner = QPoint(int(outer.width() - inner.width()) // 2, int(outer.height() - inner.height()) // 2)
        painter.drawPixmap(corner, picture)
        painter.end()
    return shot


class Shooter:
    def __init__(self, folder: Path, size: tuple[int, int]) -> None:
        self.folder, self.size = folder, size
        self.tag = f"{size[0]}x{size[1]}"
        rules = AppSettings().rules.with_changes(target_score=50)
        settings = replace(AppSettings(), rules=rules, animation_speed=AnimationSpeed.INSTANT,
                           levels=(Level.CASUAL,) * 4)
        self.window = MainWindow(settings)
        self.window.resize(*size)
        self.window.show()
        self.hand_shot = False
        self.over = False
        # The window opens these with open(): shoot them, then close them as a click would.
        dialogs.HandSummaryDialog.open = lambda dialog: dialog.done(self._hand_summary(dialog))  # type: ignore[method-assign]
        dialogs.GameOverDialog.open = lambda dialog: dialog.done(self._game_over(dialog))  # type: ignore[method-assign]
        # The human seat may shoot the moon: settle it as a click on the default button would.
        dialogs.MoonChoiceDialog.open = lambda dialog: dialog.add_button.click()  # type: ignore[method-assign]

    def save(self, name: str, dialog: QDialog | None = None) -> None:
        path = self.folder / f"{name}-{self.tag}.png"
        composite(self.window, dialog).save(str(path))
        print(path)

    def _hand_summary(self, dialog: dialogs.HandSummaryDialog) -> int:
        if not self.hand_shot:
            self.hand_shot = True
            self.save("3-end-of-hand", dialog)
        return int(QDialog.DialogCode.Accepted.value)

    def _game_over(self, dialog: dialogs.GameOverDialog) -> int:
        self.over = True
        self.save("4-end-of-game", dialog)
        return int(QDialog.DialogCode.Rejected.value)

    def ready(self) -> bool:
        controller = self.window.controller
        idle = controller.scene.queue.is_idle()
        return idle and (controller.human_passing() or controller.human_to_play() or self.over)

    def run(self) -> None:
        controller, scene = self.window.controller, self.window.scene
        controller.new_game(seed=20)
        wait(self.ready)
        wait(lambda: controller.game.seats_to_pass() == [HUMAN])
        for item in list(scene.at.hands[HUMAN])[-3:-1]:
            controller.toggle_pass(item)
        wait(scene.queue.is_idle)
        self.save("1-passing")
        controller.toggle_pass(scene.at.hands[HUMAN][-1])
        wait(scene.queue.is_idle)
        controller.confirm_pass()
        self.play(tricks=4)
        self.save("2-mid-trick")
        while not self.over:
            self.play(tricks=1)

    def play(self, tricks: int) -> None:
        controller, game = self.window.controller, self.window.adapter.game
        target = game.trick_number + tricks
        while not self.over:
            wait(self.ready)
            if self.over:
                return
            if controller.human_passing():
                for item in list(self.window.scene.at.hands[HUMAN])[-3:]:
                    controller.toggle_pass(item)
                wait(self.window.scene.queue.is_idle)
                controller.confirm_pass()
                continue
            if game.trick_number >= target and game.current_trick:
                return
            legal = game.legal_plays(HUMAN)
            controller.play(next(item for item in self.window.scene.at.hands[HUMAN] if item.card in legal))


def main() -> None:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/hearts-shots")
    folder.mkdir(parents=True, exist_ok=True)
    QApplication(sys.argv[:1])
    for size in ((1280, 800), (1920, 1080)):
        shooter = Shooter(folder, size)
        shooter.run()
        shooter.window.close()


if __name__ == "__main__":
    main()
