"""Start the game: `hearts-desktop` and `python -m hearts_desktop`."""

from __future__ import annotations

import multiprocessing
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from hearts_desktop.services import i18n
from hearts_desktop.services.paths import APP_ID, APP_NAME, resource_path
from hearts_desktop.services.settings import load_settings
from hearts_desktop.views.main_window import MainWindow


def main(argv: list[str] | None = None, file: str | None = None, deal: int | None = None) -> int:
    """The game's window; `file`, a saved game or record to open at once;
    `deal`, a deal number to start a new game on."""
    # The Expert thinks in worker processes; a frozen app must support that.
    multiprocessing.freeze_support()
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv if argv is None else argv)
    app.setOrganizationName(APP_NAME)
    app.setApplicationName(APP_NAME)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(QIcon(str(resource_path("icons", "hearts-desktop.svg"))))
    settings, warnings = load_settings()
    installed = i18n.install(settings.language)
    if installed.problem:
        warnings.append(QCoreApplication.translate("Hearts", "The translation could not be loaded: %1")
                        .replace("%1", installed.problem))
    window = MainWindow(settings)
    window.place(QSettings())
    if warnings:
        window.statusBar().showMessage(" ".join(warnings))
    opened = file is not None and window.session_actions.open_game_file(Path(file))
    if deal is not None and not opened:
        window.play_deal(deal)  # the game in progress is kept aside, as by a new game
    elif not opened and not window.session_actions.offer_resume():
        window.new_game()
    window.review_progress()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
