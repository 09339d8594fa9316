"""Taking a seat: connect, give the code and a name, and wait until the
host has seated us and sent the table (or said why not).

The host's reasons are English words of the protocol; the known ones are
said in the player's language here.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel

from hearts_desktop.net.client import CONNECTION_LOST, HOST_SILENT, HOST_UNREADABLE, LEFT, TableClient
from hearts_desktop.net.host import GIVEN_TO_COMPUTER
from hearts_desktop.net.wire import PROTOCOL_VERSION
from hearts_desktop.services.translation import TranslationContext

SEATING_MS = 12_000
"""Give up on a host that does not answer (it closes an unjoined connection after 10 s)."""


def parse_address(text: str, default_port: int) -> tuple[str, int] | None:
    """'192.168.1.5', 'anna-laptop:47475', '[fe80::1]:47475' → (host, port); None if unreadable."""
    text = text.strip()
    if not text:
        return None
    host, port = text, default_port
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            return None
        host, rest = text[1:end], text[end + 1:]
        if rest:
            if not rest.startswith(":"):
                return None
            port_text = rest[1:]
            if not port_text.isdigit():
                return None
            port = int(port_text)
    elif text.count(":") == 1:
        host, port_text = text.split(":")
        if not port_text.isdigit():
            return None
        port = int(port_text)
    if not host or not 0 < port < 65536 or any(char.isspace() for char in host):
        return None
    return host, port


def stored_text(store: QSettings | None, key: str) -> str:
    """What a seating dialog remembered under `key` ("" if nothing, or not text)."""
    value = store.value(key) if store is not None else None
    return value if isinstance(value, str) else ""


class SeatingWords(TranslationContext):
    """A translation context: `SeatingWords.tr("literal")` (see services.translation)."""


def problem_label() -> QLabel:
    """Where a seating dialog says what went wrong: plain text (a host's
    words are not markup), wrapped, in an error colour."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setStyleSheet("color: #b00020")
    label.setAccessibleName(SeatingWords.tr("Problem"))
    return label


def say_reason(reason: str) -> str:
    """Why a table would not seat us, or went away, in the player's language."""
    known = {
        "wrong join code": SeatingWords.tr("The join code is not right."),
        "the table is full": SeatingWords.tr("Every seat at that table is taken by a person."),
        "timeout": SeatingWords.tr("The table did not answer."),
        "the host closed the table": SeatingWords.tr("The host closed the table."),
        "the host was stopped": SeatingWords.tr("The host was stopped."),
        GIVEN_TO_COMPUTER: SeatingWords.tr("The host gave your seat to a computer player for now: join "
                                           "again with the code to take it back."),
        CONNECTION_LOST: SeatingWords.tr("The connection to the table was lost."),
        LEFT: SeatingWords.tr("You left the table."),
        HOST_SILENT: SeatingWords.tr("The host's computer has stopped answering. It may be asleep, busy "
                                     "or off the network."),
        HOST_UNREADABLE: SeatingWords.tr("The table sent something this version of Hearts Desktop cannot "
                                         "follow, so the game cannot go on here."),
        "too many messages": SeatingWords.tr("This computer sent the table too many messages at once."),
        "too many connections from your address": SeatingWords.tr(
            "Too many connections from this computer are waiting at that table. Try again in a moment."),
        "too many connections are waiting to join": SeatingWords.tr(
            "Too many people are knocking at that table just now. Try again in a moment."),
        "too many errors from your address": SeatingWords.tr(
            "That table is not listening to this computer for a while. Try again in a minute."),
    }
    if reason in known:
        return known[reason]
    if reason.startswith("this host speaks protocol") or reason.startswith("a welcome in protocol"):
        return SeatingWords.tr("That table runs another version of Hearts Desktop (this one speaks "
                               "protocol %1). Both computers need the same version.") \
            .replace("%1", str(PROTOCOL_VERSION))
    if reason.startswith("no word from you"):
        return SeatingWords.tr("The table heard nothing from this computer for too long.")
    if "refused" in reason.casefold():
        return SeatingWords.tr("No table answers at that address and port.")
    if "host not found" in reason.casefold():
        return SeatingWords.tr("No computer of that name was found on the network.")
    return SeatingWords.tr("The table said: %1").replace("%1", reason)


class Seating(QObject):
    seated = Signal(object)  # TableClient, seated, with the table's state
    failed = Signal(str)  # why not, in the player's language

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client: TableClient | None = None
        self.last_reason = ""
        """Why the last try failed, in the protocol's words (`failed` says it translated)."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: self._give_up("timeout"))

    def start(self, host: str, port: int, code: str, name: str) -> None:
        self.cancel()
        client = self.client = TableClient(self)
        client.state_received.connect(self._state)
        client.closed.connect(self._give_up)
        self._timer.start(SEATING_MS)
        client.connect_to(host, port, code, name)

    def cancel(self) -> None:
        self._timer.stop()
        if self.client is not None:
            client, self.client = self.client, None
            client.closed.disconnect(self._give_up)
            client.state_received.disconnect(self._state)
            client.leave()
            client.deleteLater()  # a seat not taken holds nothing

    def _state(self) -> None:
        client = self.client
        if client is None:
            return
        self._timer.stop()
        client.state_received.disconnect(self._state)
        client.closed.disconnect(self._give_up)
        self.client = None
        self.seated.emit(client)

    def _give_up(self, reason: str) -> None:
        self.cancel()
        self.last_reason = reason
        self.failed.emit(say_reason(reason))
