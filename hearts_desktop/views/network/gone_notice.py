"""What a network window says once its table is gone, and the way back to it.

Why the table went goes on the status bar and into one message at a time (a
newer message takes the last one's place), which offers the way home, the
score sheet to read, and, where it may help, the seat again.  After a drop a
guest's window sits down again by itself (`Rejoiner`), saying each try in
that message; the player may stop the tries, or ask for them again.

The window keeps its table's state; this object only speaks and knocks.  A
seat taken again is a new connection, so it is handed on (`seated_again`):
the main window opens a window for it in this one's place.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QLocale, QObject, Qt, Signal
from PySide6.QtWidgets import QMainWindow, QMessageBox

from hearts_desktop.net.client import CONNECTION_LOST, TableClient
from hearts_desktop.net.host import GIVEN_TO_COMPUTER
from hearts_desktop.views.network.rejoin import Rejoiner, worth_another_try
from hearts_desktop.views.network.seating import say_reason

CLOSED_HERE = "closed"
"""The reason of a table whose window the player closed."""


class GoneNotice(QObject):
    home_chosen = Signal()  # Back to my game
    seated_again = Signal(object)  # a TableClient, at our seat again after a drop

    def __init__(self, window: QMainWindow, joined_as: tuple[str, int, str, str] | None, *,
                 guest: bool, reopens: Callable[[], bool]) -> None:
        """`joined_as`: the host, port, code and name that seated us (None:
        not known, so not knocked at again); `guest`: the table is another
        computer's (the messages and the tries are a guest's: a host's own
        table goes when its window closes); `reopens`: whether a seat taken
        again would get a window (the main window's say)."""
        super().__init__(window)
        self.window, self.joined_as, self.guest, self._reopens = window, joined_as, guest, reopens
        self.reason: str | None = None
        """Why the table is gone, in the protocol's words (None: it is not)."""
        self.box: QMessageBox | None = None
        """The last message about it (a closed one deletes itself: see `open_box`)."""
        self._home_button: object = None
        self._again_button: object = None
        self._stop_button: object = None
        self.rejoiner: Rejoiner | None = None

    def can_sit_again(self) -> bool:
        return self.guest and self.joined_as is not None and self._reopens()

    def table_gone(self, reason: str) -> None:
        """The table went away for `reason`: knock again at once where that
        may help, else say why (a seat given to a computer may be asked for
        again)."""
        self.reason = reason
        stood_up = reason == GIVEN_TO_COMPUTER  # the table plays on without us
        if self.can_sit_again() and worth_another_try(reason):
            self.sit_down_again()
        else:
            self._say(say_reason(reason), stood_up, offer_again=stood_up and self.can_sit_again())

    def open_box(self) -> QMessageBox | None:
        """The message about the table being gone, if it is still open."""
        box = self.box
        return box if box is not None and shiboken6.isValid(box) and box.isVisible() else None

    def sit_down_again(self) -> None:
        """Knock at the table again with our name and code, until it seats us
        (`seated_again`) or it is clear it will not."""
        if not self.can_sit_again() or self.joined_as is None:
            return
        if self.rejoiner is None:
            self.rejoiner = Rejoiner(self.joined_as, self)
            self.rejoiner.trying.connect(self._trying)
            self.rejoiner.seated.connect(self._seated)
            self.rejoiner.gave_up.connect(self._gave_up)
        self.rejoiner.start()
        if self.open_box() is None:
            self._stop_button = None  # asked for anew: its message comes up again
        self._trying(0)

    def stop_sitting_down_again(self) -> None:
        if self.rejoiner is not None and self.rejoiner.is_active():
            self.rejoiner.stop()
            reason = self.reason or CONNECTION_LOST
            self._say(say_reason(reason), reason == GIVEN_TO_COMPUTER, offer_again=True)

    def stop(self) -> None:
        """The window closes: no more tries."""
        if self.rejoiner is not None:
            self.rejoiner.stop()

    def _say(self, said: str, stood_up: bool, *, offer_again: bool) -> None:
        text = self.tr("%1 The score sheet stays here to read and print.") if stood_up else \
            self.tr("The table is closed: %1 The score sheet stays here to read and print.")
        text = text.replace("%1", said)
        self.window.statusBar().showMessage(text)
        if self.guest and self.window.isVisible():
            title = self.tr("Your seat is the computer's for now") if stood_up else \
                self.tr("The table is closed")
            box = self._new_box(title, text)
            if offer_again:
                self._again_button = box.addButton(self.tr("S&it down again"),
                                                   QMessageBox.ButtonRole.ActionRole)
            self._home_button = box.addButton(self.tr("&Back to my game"), QMessageBox.ButtonRole.AcceptRole)
            box.setDefaultButton(box.addButton(self.tr("&Stay and read the score sheet"),
                                               QMessageBox.ButtonRole.RejectRole))
            box.open()

    def _new_box(self, title: str, text: str) -> QMessageBox:
        """A new message about the table being gone, in place of the last one."""
        last = self.open_box()
        if last is not None:
            last.buttonClicked.disconnect(self._clicked)
            last.close()
        self._home_button = self._again_button = self._stop_button = None
        self.box = box = QMessageBox(QMessageBox.Icon.Information, title, text, parent=self.window)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # A bound method, not a lambda holding the window: the box goes first, and
        # the last reference to a window must never go inside the box's destructor.
        box.buttonClicked.connect(self._clicked)
        return box

    def _clicked(self, button: object) -> None:
        """Back to the game at home, stop trying to sit down again, try again, or stay."""
        if button is self._home_button:
            self.home_chosen.emit()
        elif button is self._stop_button:
            self.stop_sitting_down_again()
        elif button is self._again_button:
            self.sit_down_again()

    def _trying(self, tries: int) -> None:
        if tries:
            doing = self.tr("Sitting down again at your seat (try %1); a computer player plays it meanwhile.")
        else:
            doing = self.tr("Sitting down again at your seat; a computer player plays it meanwhile.")
        doing = doing.replace("%1", QLocale().toString(tries))
        text = say_reason(self.reason or CONNECTION_LOST) + " " + doing
        self.window.statusBar().showMessage(text)
        if not self.window.isVisible():
            return
        box = self.open_box()
        if self._stop_button is not None:  # the message of these tries is up, or was put away
            if box is not None:
                box.setText(text)
            return
        box = self._new_box(self.tr("Sitting down again"), text)
        self._stop_button = box.addButton(self.tr("S&top trying"), QMessageBox.ButtonRole.RejectRole)
        self._home_button = box.addButton(self.tr("&Back to my game"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(self._stop_button)
        box.open()

    def _gave_up(self, said: str) -> None:
        again = self.rejoiner is not None and worth_another_try(self.rejoiner.last_reason)
        self._say(said, False, offer_again=again)

    def _seated(self, client: TableClient) -> None:
        box = self.open_box()
        if box is not None:
            box.close()
        self.seated_again.emit(client)
