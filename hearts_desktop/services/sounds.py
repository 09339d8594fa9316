"""The table's sounds: which there are, and the player that plays them.

The sounds are made by tools/make_sounds.py and ship as small .wav files in
resources/sounds.  The table announces a `Cue` when an event's animation
starts; the player plays it at the user's volume, unless sound is off.
"""

from __future__ import annotations

import enum
import wave
from array import array

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from hearts_desktop.model import events as ev
from hearts_desktop.model.cards import QUEEN_OF_SPADES
from hearts_desktop.services.audio import RATE, AudioOutput, Mixer, OutputState
from hearts_desktop.services.paths import resource_path

IDLE_CLOSE_MS = 30_000
"""After this long without a sound the device is closed, so the laptop's
audio hardware may sleep; it opens again with the next sound."""


class Cue(enum.Enum):
    """Something on the table worth hearing; the value names its sound file."""

    DEAL = "deal"
    PLAY = "play"
    TRICK = "trick"
    HEARTS_BROKEN = "hearts_broken"
    QUEEN_TAKEN = "queen_taken"
    MOON_SHOT = "moon_shot"
    GAME_OVER = "game_over"


def cue_for(event: ev.Event) -> Cue | None:
    """The sound of an event as the table shows it, if it has one."""
    match event:
        case ev.HandDealt():
            return Cue.DEAL
        case ev.CardPlayed() | ev.CardsPassed():
            return Cue.PLAY
        case ev.HeartsBroken():
            return Cue.HEARTS_BROKEN
        case ev.TrickWon(taker=None):
            return None  # V5: cancelled, the cards stay where they are
        case ev.TrickWon():
            taken = event.cards + event.carried
            return Cue.QUEEN_TAKEN if QUEEN_OF_SPADES in taken else Cue.TRICK
        case ev.MoonShot():
            return Cue.MOON_SHOT
        case ev.GameOver():
            return Cue.GAME_OVER
    return None


def read_sound(cue: Cue) -> array[int]:
    """A cue's samples as shipped (16-bit mono at the mixer's rate)."""
    with wave.open(str(resource_path("sounds", f"{cue.value}.wav")), "rb") as source:
        if (source.getnchannels(), source.getsampwidth(), source.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{cue.value}.wav is not 16-bit mono at {RATE} Hz")
        samples = array("h")
        samples.frombytes(source.readframes(source.getnframes()))
    return samples


class SoundBank:
    """Each cue's samples, scaled to a volume (cached: a volume is set far
    less often than a card is played)."""

    def __init__(self) -> None:
        self._raw: dict[Cue, array[int]] = {}
        self._scaled: dict[tuple[Cue, int], array[int]] = {}

    def samples(self, cue: Cue, volume: int) -> array[int]:
        key = (cue, volume)
        if key not in self._scaled:
            if cue not in self._raw:
                self._raw[cue] = read_sound(cue)
            # Loudness is heard logarithmically: the slider's middle is about -12 dB.
            gain = (volume / 100) ** 2
            self._scaled[key] = array("h", (round(sample * gain) for sample in self._raw[cue]))
        return self._scaled[key]


class SoundPlayer(QObject):
    """Plays cues on the audio device at the user's volume, or not at all."""

    sounded = Signal(object)  # Cue: it went to the device (not sent when sound is off)
    availability_changed = Signal(bool)  # False once no device could be opened
    _open_finished = Signal()  # from the thread that opens the device (a queued connection)

    def __init__(self, enabled: bool, volume: int, parent: QObject | None = None,
                 output: AudioOutput | None = None) -> None:
        super().__init__(parent)
        self.enabled = enabled
        self.volume = volume
        self.output = AudioOutput(Mixer()) if output is None else output
        self.mixer = self.output.mixer
        self.output.opened = self._open_finished.emit
        self._open_finished.connect(self._check_opened)
        self.bank = SoundBank()
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.setInterval(IDLE_CLOSE_MS)
        self._idle.timeout.connect(self.output.close)
        # The device is closed however the event loop ends, not only when the
        # window closes: left to the garbage collector at interpreter exit,
        # miniaudio stops it from __del__, and that waits forever (seen with
        # the null device when the first-paint probe ends the loop).
        application = QCoreApplication.instance()
        if application is not None:
            application.aboutToQuit.connect(self.shutdown)

    @property
    def audible(self) -> bool:
        return self.enabled and self.volume > 0

    @property
    def available(self) -> bool:
        """False when this machine has no sound device (or audio is off)."""
        return self.output.state is not OutputState.UNAVAILABLE

    def set_options(self, enabled: bool, volume: int) -> None:
        self.enabled, self.volume = enabled, max(0, min(100, volume))
        if not self.audible:
            self.output.close()

    def play(self, cue: Cue) -> None:
        if self.audible:
            self._sound(cue, self.volume)

    def preview(self, cue: Cue, volume: int) -> None:
        """A cue at a volume the user is trying out (sound on or not)."""
        self._sound(cue, max(0, min(100, volume)))

    def _sound(self, cue: Cue, volume: int) -> None:
        if not self.available or volume == 0:
            return
        self.mixer.play(self.bank.samples(cue, volume))
        if self.output.state is OutputState.CLOSED:
            self.output.start()
        self._idle.start()
        self.sounded.emit(cue)

    def probe(self) -> None:
        """Find out whether there is a device (availability_changed tells if not)
        without a sound: the device opens and, unused, closes after a while."""
        if self.output.state is OutputState.CLOSED:
            self.output.start()
            self._idle.start()

    def event_shown(self, event: ev.Event) -> None:
        """The table began to show `event` (TableScene.event_shown)."""
        cue = cue_for(event)
        if cue is not None:
            self.play(cue)

    def _check_opened(self) -> None:
        if self.output.state is OutputState.UNAVAILABLE:
            self.mixer.clear()
            self.availability_changed.emit(False)

    def shutdown(self) -> None:
        self._idle.stop()
        self.output.opened = lambda: None
        self.output.close()
