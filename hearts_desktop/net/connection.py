"""One TCP connection with framed JSON messages, over QtNetwork."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from hearts_desktop.net.wire import MAX_MESSAGE, FrameReader, ProtocolError, encode_frame


class Connection(QObject):
    received = Signal(object)  # dict: one whole message
    broken = Signal(str)  # the peer broke the protocol (why, in English); the socket is closed after
    closed = Signal()  # the socket is gone, for whatever reason (emitted once)

    def __init__(self, socket: QTcpSocket, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.socket = socket
        socket.setParent(self)
        self._set_options()
        socket.connected.connect(self._set_options)  # a client's socket gets its options once connected
        self._reader = FrameReader(MAX_MESSAGE)
        self._closed = False
        self.ignoring = False
        """Set while a refused peer waits to be disconnected: its messages are dropped."""
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self._gone)
        socket.errorOccurred.connect(self._failed)

    def _set_options(self) -> None:
        # Small messages at once (no Nagle delay), and a dead peer found by the OS.
        self.socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self.socket.setSocketOption(QAbstractSocket.SocketOption.KeepAliveOption, 1)

    @property
    def address(self) -> str:
        """The peer's address; an IPv4 peer of a dual-stack server is named as IPv4."""
        text = self.socket.peerAddress().toString()
        return text.removeprefix("::ffff:") if "." in text else text

    @property
    def is_open(self) -> bool:
        return not self._closed

    def send(self, message: dict[str, Any]) -> bytes:
        """Queue `message`; returns the frame's bytes (the tests read them)."""
        return self.send_frame(encode_frame(message))

    def send_frame(self, frame: bytes) -> bytes:
        if not self._closed:
            self.socket.write(frame)
        return frame

    def flush(self) -> None:
        if not self._closed:
            self.socket.flush()

    def close(self) -> None:
        """Close after whatever is queued has been written."""
        self.ignoring = True
        if not self._closed:
            self.socket.disconnectFromHost()

    def abort(self) -> None:
        self.socket.abort()
        self._gone()

    def _read(self) -> None:
        data = bytes(self.socket.readAll().data())
        if self.ignoring:
            return
        try:
            messages = self._reader.feed(data)
        except ProtocolError as error:
            self.ignoring = True
            self.broken.emit(str(error))
            return
        for message in messages:
            if self.ignoring or self._closed:
                return
            self.received.emit(message)

    def _failed(self, _error: QAbstractSocket.SocketError) -> None:
        if self.socket.state() == QAbstractSocket.SocketState.UnconnectedState:
            self._gone()

    def _gone(self) -> None:
        if not self._closed:
            self._closed = True
            self.closed.emit()
