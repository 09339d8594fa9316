"""The audio device and the mixer that feeds it (no Qt here).

The sound library is miniaudio (a small C library with its own wheels for
Linux, Windows and macOS; about 0.6 MiB, against the 167 MiB wheel that
QtMultimedia's QSoundEffect would bring, PLATFORM.md).  It is imported only
when the first sound is played, so start-up does not pay for it.

A machine without a sound device stays silent without an error: opening the
device is tried once in a background thread, and a failure only turns the
output off (`AudioOutput.state` says so; the settings show it).  ALSA reports
such a failure in dozens of lines on stderr, which are swallowed while the
device opens.

`HEARTS_DESKTOP_AUDIO` chooses the backend: "null" plays into miniaudio's
null device, which keeps time like a real one but is silent (the test suite
uses it), and "off" never opens a device at all.
"""

from __future__ import annotations

import contextlib
import enum
import os
import sys
import threading
from array import array
from collections.abc import Callable, Generator, Iterator
from typing import Any

RATE = 22_050
"""Samples per second of the mixer (and the sound files); the device resamples."""
BUFFER_MS = 40
"""The device's buffer: short enough that a card's sound is heard with the card."""
FULL_SCALE = 32_767
MAX_VOICES = 4
"""Sounds at once: at instant animation a whole trick lands in one moment, and
four cards sound like four, not like a burst of static."""
AUDIO_ENV = "HEARTS_DESKTOP_AUDIO"


class Mixer:
    """Sums the sounds that are playing into 16-bit mono frames.

    `play` is called from the GUI thread and `render` from the audio thread,
    so both hold a lock while they touch the list of voices."""

    def __init__(self) -> None:
        self._voices: list[tuple[array[int], int]] = []
        self._lock = threading.Lock()

    def play(self, samples: array[int]) -> None:
        with self._lock:
            self._voices.append((samples, 0))
            del self._voices[:-MAX_VOICES]  # the oldest make way

    def clear(self) -> None:
        with self._lock:
            self._voices.clear()

    @property
    def playing(self) -> int:
        """How many sounds are still sounding."""
        with self._lock:
            return len(self._voices)

    def render(self, frames: int) -> array[int]:
        """The next `frames` samples: every voice added, clipped at full scale."""
        with self._lock:
            voices, self._voices = self._voices, []
            out: array[int] | None = None
            for samples, position in voices:
                chunk = samples[position:position + frames]
                if position + frames < len(samples):
                    self._voices.append((samples, position + frames))
                if out is None:
                    out = chunk  # the common case, one voice: no arithmetic at all
                    continue
                if len(chunk) > len(out):
                    out.extend(array("h", bytes(2 * (len(chunk) - len(out)))))
                for index, sample in enumerate(chunk):
                    out[index] = max(-FULL_SCALE, min(FULL_SCALE, out[index] + sample))
        if out is None:
            out = array("h")
        if len(out) < frames:
            out.extend(array("h", bytes(2 * (frames - len(out)))))
        return out


class OutputState(enum.Enum):
    CLOSED = "closed"
    OPENING = "opening"
    OPEN = "open"
    UNAVAILABLE = "unavailable"
    """No device could be opened (none there, or audio is off): stays silent."""


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """The C libraries below (ALSA above all) write their complaints to file
    descriptor 2; a game has no console to show them in."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as sink:
            os.dup2(sink.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def _library() -> Any:
    """The miniaudio module, imported when the first sound plays: start-up does not pay for it."""
    import miniaudio

    return miniaudio


class AudioOutput:
    """One playback device fed by a `Mixer`, opened on demand and closed
    when asked (the player closes it after a quiet spell, so a laptop's
    audio hardware can sleep)."""

    def __init__(self, mixer: Mixer, backend: str | None = None,
                 opened: Callable[[], None] = lambda: None) -> None:
        self.mixer = mixer
        self.opened = opened
        """Called from the opening thread once it has succeeded or failed."""
        self.backend = os.environ.get(AUDIO_ENV, "") if backend is None else backend
        self.problem = ""
        """Why no device could be opened (for the log, not for a dialog)."""
        self._state = OutputState.UNAVAILABLE if self.backend == "off" else OutputState.CLOSED
        self._device: Any = None
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    @property
    def state(self) -> OutputState:
        return self._state

    def start(self) -> None:
        """Open the device in the background unless it is open or opening.
        The library is imported here, on the caller's (the GUI's) thread, the
        first time (10-16 ms, once): an import on the opening thread, run
        while Qt deleted a window, crashed the process inside PySide's import
        hook (a network table closed just after its first sound, 9 runs in 12)."""
        with self._lock:
            if self._state is not OutputState.CLOSED:
                return
            self._state = OutputState.OPENING
        try:
            library = _library()
        except Exception as error:  # no usable library: no sound on this machine
            self._failed(error)
            return
        self._thread = threading.Thread(target=self._open, args=(library,), name="audio-open", daemon=True)
        self._thread.start()

    def wait_opened(self, timeout: float = 5.0) -> OutputState:
        """Block until the background open has finished (tests; shutting down)."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
        return self._state

    def _failed(self, error: Exception) -> None:
        with self._lock:
            self.problem = f"{type(error).__name__}: {error}"
            self._state = OutputState.UNAVAILABLE
        with contextlib.suppress(RuntimeError):  # whoever asked may be gone by now
            self.opened()

    def _open(self, library: Any) -> None:
        try:
            device = self._make_device(library)
        except Exception as error:  # any failure means: no sound on this machine
            self._failed(error)
            return
        with self._lock:
            kept = self._state is OutputState.OPENING
            if kept:
                self._device, self._state = device, OutputState.OPEN
        if not kept:
            device.close()  # closed while it was opening
        with contextlib.suppress(RuntimeError):  # whoever asked may be gone by now
            self.opened()

    def _make_device(self, miniaudio: Any) -> Any:
        backends = [miniaudio.Backend.NULL] if self.backend == "null" else None
        feed = self._feed()
        next(feed)
        with _quiet_stderr() if sys.platform.startswith("linux") else contextlib.nullcontext():
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE,
                buffersize_msec=BUFFER_MS, backends=backends, app_name="Hearts Desktop")
            try:
                device.start(feed)
            except Exception:
                device.close()
                raise
        return device

    def _feed(self) -> Generator[array[int], int, None]:
        """miniaudio's callback: sent the number of frames it needs, it yields them."""
        frames = yield array("h")
        while True:
            frames = yield self.mixer.render(frames)

    def close(self) -> None:
        """Stop the device (sounds still in the mixer are dropped)."""
        with self._lock:
            device, self._device = self._device, None
            if self._state in (OutputState.OPEN, OutputState.OPENING):
                self._state = OutputState.CLOSED
        if device is not None:
            device.close()
        self.mixer.clear()
