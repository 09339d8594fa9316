"""Framing: whole messages out of any cut of the stream, and a refusal for
every frame that is too long, not UTF-8, not JSON or not an object."""

from __future__ import annotations

import json
import struct

import pytest

from hearts_desktop.net.wire import (
    MAX_MESSAGE,
    FrameReader,
    ProtocolError,
    encode_frame,
    frame_json,
    frame_text,
    json_text,
)


def test_messages_survive_any_cut_of_the_stream() -> None:
    messages = [{"type": "ping", "id": n, "text": "ærøå ♥" * n} for n in range(6)]
    stream = b"".join(encode_frame(message) for message in messages)
    for step in (1, 2, 3, 7, 64, len(stream)):
        reader = FrameReader()
        out = []
        for start in range(0, len(stream), step):
            out += reader.feed(stream[start:start + step])
        assert out == messages
        assert reader.pending == 0


def test_a_long_frame_is_refused_from_its_header() -> None:
    reader = FrameReader()
    with pytest.raises(ProtocolError, match="over the limit"):
        reader.feed(struct.pack(">I", MAX_MESSAGE + 1))  # no body needed to refuse it


def test_the_largest_frame_passes_and_one_byte_more_does_not() -> None:
    padding = MAX_MESSAGE - len(json.dumps({"type": "x", "p": ""}, separators=(",", ":")))
    largest = {"type": "x", "p": "a" * padding}
    assert FrameReader().feed(encode_frame(largest)) == [largest]
    with pytest.raises(ProtocolError):
        encode_frame({"type": "x", "p": "a" * (padding + 1)})


@pytest.mark.parametrize(("body", "why"), [
    (b"\xff\xfe", "not UTF-8"),
    (b"{not json", "not UTF-8 JSON"),
    (b'{"type": NaN}', "not UTF-8 JSON"),
    (b"[1, 2]", "JSON object"),
    (b'{"id": 1}', "string 'type'"),
    (b"[" * 100_00 + b"]" * 100_00, "JSON"),
])
def test_bad_bodies_are_refused_with_the_reason(body: bytes, why: str) -> None:
    frame = struct.pack(">I", len(body)) + body
    with pytest.raises(ProtocolError, match=why):
        FrameReader(limit=1 << 20).feed(frame)


def test_the_text_of_a_frame_comes_back_whole() -> None:
    text = json_text({"type": "earlier_record", "name": "Zsófia"})
    assert frame_text(frame_json(text)) == text
