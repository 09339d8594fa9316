"""Framing: each message is a 4-byte big-endian length, then that many bytes
of UTF-8 JSON holding one object.  A reader never trusts the length: a frame
larger than its limit (`MAX_MESSAGE`; a client reads up to `MAX_HOST_MESSAGE`)
is refused before its body is read."""

from __future__ import annotations

import json
import struct
from typing import Any

PROTOCOL_VERSION = 4
"""1: the first; 2: `again` (play the next game at a finished table) and the
heartbeat; 3: `record` (a finished game's whole record, for each seat to keep);
4: `kept` and `earlier_record` (a record is sent until its player has it,
also after the next game was dealt while that player was away)."""
MAX_MESSAGE = 64 * 1024
"""Bytes of JSON in one message, either way (the length prefix not counted),
but for the host's records."""
MAX_HOST_MESSAGE = 1024 * 1024
"""Bytes of JSON in one message from the host: a finished game's `record`
or `earlier_record` (a game to 500 points of 57 hands is about 120 kB; every other message
keeps to `MAX_MESSAGE`)."""
_HEADER = struct.Struct(">I")


class ProtocolError(Exception):
    """The peer broke the protocol; the message says how (sent back in English)."""


def json_text(value: Any) -> str:
    """`value` as the wire writes JSON (compact, UTF-8 as is, no NaN)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def encode_frame(message: dict[str, Any]) -> bytes:
    return frame_json(json_text(message), message.get("type"))


def frame_json(text: str, kind: object = None, limit: int = MAX_MESSAGE) -> bytes:
    """A frame around JSON text already written by `json_text` (parts of a
    message sent to several seats are written once)."""
    body = text.encode("utf-8")
    if len(body) > limit:
        raise ProtocolError(f"a {kind!r} message of {len(body)} bytes is over {limit}")
    return _HEADER.pack(len(body)) + body


def frame_text(frame: bytes) -> str:
    """The JSON text inside a frame made by `frame_json` (the way back)."""
    return frame[_HEADER.size:].decode("utf-8")


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


class FrameReader:
    """Bytes in, whole messages out, however the stream was cut."""

    def __init__(self, limit: int = MAX_MESSAGE) -> None:
        self._buffer = bytearray()
        self._limit = limit

    def feed(self, data: bytes) -> list[dict[str, Any]]:
        """The messages completed by `data`; raises ProtocolError at the first
        bad frame (the connection is then closed, so what follows is moot)."""
        self._buffer += data
        messages: list[dict[str, Any]] = []
        while len(self._buffer) >= _HEADER.size:
            (length,) = _HEADER.unpack_from(self._buffer)
            if length > self._limit:
                raise ProtocolError(f"a message of {length} bytes is over the limit of {self._limit}")
            end = _HEADER.size + length
            if len(self._buffer) < end:
                break
            body = bytes(self._buffer[_HEADER.size:end])
            del self._buffer[:end]
            messages.append(decode_body(body))
        return messages

    @property
    def pending(self) -> int:
        """Bytes of an unfinished frame."""
        return len(self._buffer)


def decode_body(body: bytes) -> dict[str, Any]:
    try:
        text = body.decode("utf-8")
        value = json.loads(text, parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise ProtocolError(f"a message is not UTF-8 JSON: {error}") from None
    if not isinstance(value, dict):
        raise ProtocolError("a message must be a JSON object")
    if not isinstance(value.get("type"), str):
        raise ProtocolError("a message must have a string 'type'")
    return value
