"""Start the game: `hearts-desktop` and `python -m hearts_desktop`."""

from __future__ import annotations

import contextlib
import multiprocessing
import signal
import socket
import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QSocketNotifier, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from hearts_desktop.services import i18n
from hearts_desktop.services.paths import APP_ID, APP_NAME, resource_path
from hearts_desktop.services.settings import load_settings
from hearts_desktop.services.storage import settings_follow_data_dir
from hearts_desktop.views.main_window import MainWindow


def main(argv: list[str] | None = None, file: str | None = None, deal: int | None = None) -> int:
    """The game's window; `file`, a saved game or record to open at once;
    `deal`, a deal number to start a new game on."""
    # The Expert thinks in worker processes; a frozen app must support that.
    multiprocessing.freeze_support()
    settings_follow_data_dir()  # a scripted or portable run keeps its settings beside its data
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv if argv is None else argv)
    app.setOrganizationName(APP_NAME)
    app.setApplicationName(APP_NAME)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(QIcon(str(resource_path("icons", "hearts-desktop.svg"))))
    termination = close_on_terminate(app)  # from here on a SIGTERM closes the app, even while starting
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
    elif not opened and not window.session_actions.offer_resume(stopping=termination.noted) \
            and not termination.asked:  # a new game now would replace the interrupted one
        window.new_game()
    if termination.asked:
        # The signal came while a start-up question's own event loop ran: its
        # quit ended only that loop, and exec() would run on with no window.
        return 0
    window.review_progress()
    return app.exec()


@dataclass
class Termination:
    """Whether SIGTERM asked the app to close.  Start-up questions run event
    loops of their own, where the signal's handler runs too: the code after
    them reads this to stop instead of going on."""

    asked: bool = False
    notifier: QSocketNotifier | None = None

    def noted(self) -> bool:
        return self.asked


def close_on_terminate(app: QApplication) -> Termination:
    """Make SIGTERM (a session's logout, `kill`) close every window as their
    close buttons do, so the game is kept, the Expert's worker processes end
    and the program exits normally; without this Python dies at once and
    leaves their semaphores behind.  Python runs a signal handler only when
    it next runs Python code, and Qt's event loop runs none while idle: the
    signal's byte on a socket (signal.set_wakeup_fd) wakes a notifier, whose
    slot lets the handler run.  Where there is no such signal (Windows) it is
    never asked."""
    termination = Termination()
    if sys.platform == "win32":
        return termination
    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    signal.set_wakeup_fd(writer.fileno())
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)

    def drain() -> None:
        with contextlib.suppress(OSError):  # nothing left to read: another slot drained it
            reader.recv(64)

    def close_all(signum: int, frame: object) -> None:
        termination.asked = True
        QTimer.singleShot(0, app.closeAllWindows)
        QTimer.singleShot(0, app.quit)

    def release() -> None:
        signal.set_wakeup_fd(-1)
        reader.close()
        writer.close()

    notifier.activated.connect(drain)
    signal.signal(signal.SIGTERM, close_all)
    app.aboutToQuit.connect(release)
    termination.notifier = notifier
    return termination


if __name__ == "__main__":
    sys.exit(main())
