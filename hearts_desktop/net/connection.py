"""One TCP connection with framed JSON messages, over QtNetwork.

Every signal carries the connection itself, so whoever listens connects a
bound method and never a lambda that captures the connection: such a lambda,
held by the connection's own signal, is a reference cycle through Qt that
Python's collector cannot see, and the connection would never be freed.

`closed` is emitted on the next turn of the event loop, never inside a call
that wrote or flushed: a write that fails closes the socket at once, and a
listener that forgets the connection must not do so while its caller is
walking the list of connections.  From the moment the socket is gone, sends
do nothing.

A peer that does not read is not buffered for without end: once more than
`queued_limit` bytes wait to be written, the connection is dropped.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from hearts_desktop.net import limits
from hearts_desktop.net.limits import TokenBucket
from hearts_desktop.net.wire import MAX_MESSAGE, FrameReader, ProtocolError, encode_frame


def peer_address(socket: QTcpSocket) -> str:
    """The peer's address; an IPv4 peer of a dual-stack server is named as IPv4."""
    text = str(socket.peerAddress().toString())
    return text.removeprefix("::ffff:") if "." in text else text


class Connection(QObject):
    received = Signal(object, object)  # this Connection, one whole message (dict)
    broken = Signal(object, str)  # this Connection, how the peer broke the protocol (English)
    closed = Signal(object)  # this Connection: the socket is gone (once, on the loop's next turn)
    timed_out = Signal(object)  # this Connection: the deadline set by `start_deadline` passed
    _went = Signal()  # queued to ourselves: `closed` on the loop's next turn

    def __init__(self, socket: QTcpSocket, parent: QObject | None = None, *,
                 queued_limit: int = limits.QUEUED_BYTES, read_limit: int = MAX_MESSAGE) -> None:
        super().__init__(parent)
        self.socket = socket
        socket.setParent(self)
        socket.setReadBufferSize(limits.READ_BUFFER_BYTES)
        self.address = peer_address(socket)
        """Kept while connected: a socket that is gone no longer knows its peer."""
        self._set_options()
        socket.connected.connect(self._connected)  # a client's socket, once connected
        self._reader = FrameReader(read_limit)
        """`read_limit`: the largest frame the peer may send (a client allows its host more)."""
        self._queued_limit = queued_limit
        self._closed = False
        self.close_reason = ""
        """Why the socket went, when we know better than the socket does."""
        self.ignoring = False
        """Set while a refused peer waits to be disconnected: its messages are dropped."""
        self.heard = time.monotonic()
        """When the peer last sent anything."""
        self.allowance = TokenBucket(limits.MESSAGE_BURST, limits.MESSAGES_PER_SECOND)
        """Answers the peer may ask for that do not move the game (see limits)."""
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._deadline_passed)
        # Not QTimer.singleShot(0, self, ...): PySide never frees that functor (nor us)
        # if we are deleted before it fires; a queued signal to a deleted receiver is dropped.
        self._went.connect(self._announce_closed, Qt.ConnectionType.QueuedConnection)
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self._gone)
        socket.errorOccurred.connect(self._failed)
        # A socket cut while it connects says neither `disconnected` (it never
        # was) nor always `errorOccurred`: its state is the one sure sign.
        socket.stateChanged.connect(self._state_changed)

    def _set_options(self) -> None:
        # Small messages at once (no Nagle delay), and a dead peer found by the OS.
        self.socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self.socket.setSocketOption(QAbstractSocket.SocketOption.KeepAliveOption, 1)

    def _connected(self) -> None:
        self.address = peer_address(self.socket)
        self.heard = time.monotonic()
        self._set_options()

    @property
    def is_open(self) -> bool:
        return not self._closed

    def send(self, message: dict[str, Any]) -> bytes:
        """Queue `message`; returns the frame's bytes (the tests read them)."""
        return self.send_frame(encode_frame(message))

    def send_frame(self, frame: bytes) -> bytes:
        if not self._closed:
            self.socket.write(frame)
            if self.socket.bytesToWrite() > self._queued_limit:
                self.close_reason = "the peer does not read what it is sent"
                self.abort()
        return frame

    def flush(self) -> None:
        if not self._closed:
            self.socket.flush()

    def close(self) -> None:
        """Close after whatever is queued has been written."""
        self.ignoring = True
        self._deadline.stop()
        if not self._closed:
            self.socket.disconnectFromHost()

    def abort(self) -> None:
        """Close now, dropping whatever is queued."""
        self.ignoring = True
        self._deadline.stop()
        self.socket.abort()
        self._gone()

    def start_deadline(self, seconds: float) -> None:
        """Emit `timed_out` after `seconds`, unless stopped or closed first."""
        self._deadline.start(round(seconds * 1000))

    def stop_deadline(self) -> None:
        self._deadline.stop()

    def _deadline_passed(self) -> None:
        if not self._closed:
            self.timed_out.emit(self)

    def _read(self) -> None:
        data = bytes(self.socket.readAll().data())
        if self.ignoring or self._closed:
            return
        self.heard = time.monotonic()
        try:
            messages = self._reader.feed(data)
        except ProtocolError as error:
            self.ignoring = True
            self.broken.emit(self, str(error))
            return
        for message in messages:
            if self.ignoring or self._closed:
                return
            self.received.emit(self, message)

    def _failed(self, _error: QAbstractSocket.SocketError) -> None:
        if self.socket.state() == QAbstractSocket.SocketState.UnconnectedState:
            self._gone()

    def _state_changed(self, state: QAbstractSocket.SocketState) -> None:
        if state == QAbstractSocket.SocketState.UnconnectedState:
            self._gone()

    def _gone(self) -> None:
        if not self._closed:
            self._closed = True
            self._deadline.stop()
            self._went.emit()

    def _announce_closed(self) -> None:
        self.closed.emit(self)
