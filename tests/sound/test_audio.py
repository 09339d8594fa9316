"""The sound path below the table: the files, the mixer, the device.

The suite's audio goes to miniaudio's null device (tests/conftest.py): it
asks for frames on a real clock like a sound card, and is silent."""

from __future__ import annotations

import importlib.util
import os
import wave
from array import array
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from hearts_desktop.services import audio
from hearts_desktop.services.audio import FULL_SCALE, RATE, AudioOutput, Mixer, OutputState
from hearts_desktop.services.paths import resource_path
from hearts_desktop.services.sounds import Cue, SoundBank, SoundPlayer, read_sound

ROOT = Path(__file__).resolve().parents[2]


def make_sounds_tool():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_shipped_sounds_are_what_the_tool_makes() -> None:
    made = make_sounds_tool().synthesize()
    assert set(made) == {cue.value for cue in Cue}
    for cue in Cue:
        assert resource_path("sounds", f"{cue.value}.wav").read_bytes() == made[cue.value], cue


def test_the_sounds_are_short_soft_and_small() -> None:
    total = 0
    for cue in Cue:
        path = resource_path("sounds", f"{cue.value}.wav")
        total += path.stat().st_size
        with wave.open(str(path), "rb") as source:
            assert (source.getnchannels(), source.getsampwidth(), source.getframerate()) == (1, 2, RATE)
            assert source.getnframes() <= 1.5 * RATE, cue
        samples = read_sound(cue)
        peak = max(abs(sample) for sample in samples)
        assert 0.3 * FULL_SCALE < peak <= 0.61 * FULL_SCALE, cue  # heard, with room for two at once
        assert abs(samples[0]) < 0.01 * FULL_SCALE and abs(samples[-1]) < 0.01 * FULL_SCALE  # no click
    assert total < 256 * 1024


def test_one_voice_passes_through_and_ends() -> None:
    mixer = Mixer()
    mixer.play(array("h", [1, 2, 3, 4, 5]))
    assert mixer.render(3).tolist() == [1, 2, 3]
    assert mixer.playing == 1
    assert mixer.render(4).tolist() == [4, 5, 0, 0]
    assert mixer.playing == 0
    assert mixer.render(2).tolist() == [0, 0]


def test_voices_add_up_and_clip_at_full_scale() -> None:
    mixer = Mixer()
    mixer.play(array("h", [30_000, -30_000, 100]))
    mixer.play(array("h", [30_000, -30_000, 100, 7, 8]))
    assert mixer.render(6).tolist() == [FULL_SCALE, -FULL_SCALE, 200, 7, 8, 0]
    assert mixer.playing == 0


def test_volume_is_a_loudness_curve() -> None:
    bank = SoundBank()
    raw = read_sound(Cue.PLAY)
    assert bank.samples(Cue.PLAY, 100) == raw
    half = bank.samples(Cue.PLAY, 50)
    loudest = max(range(len(raw)), key=lambda index: abs(raw[index]))
    assert half[loudest] == round(raw[loudest] * 0.25)
    assert bank.samples(Cue.PLAY, 50) is half  # scaled once per volume


def test_the_null_device_plays_the_mixer_out(qtbot: QtBot) -> None:
    output = AudioOutput(Mixer(), backend="null")
    output.mixer.play(read_sound(Cue.PLAY))
    assert output.mixer.playing == 1
    output.start()
    assert output.wait_opened() is OutputState.OPEN
    try:
        # The device pulls frames on its own clock: 0.08 s of sound is gone well within 5 s.
        qtbot.waitUntil(lambda: output.mixer.playing == 0, timeout=5000)
    finally:
        output.close()
    assert output.state is OutputState.CLOSED


def test_audio_off_never_opens_a_device(qtbot: QtBot) -> None:
    player = SoundPlayer(True, 70, output=AudioOutput(Mixer(), backend="off"))
    assert not player.available
    with qtbot.assertNotEmitted(player.sounded):
        player.play(Cue.DEAL)
    assert player.mixer.playing == 0


def test_a_machine_without_a_sound_device_stays_silent_without_an_error(
        qtbot: QtBot, capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import miniaudio

    def no_device(*args: object, **kwargs: object) -> None:
        # What ALSA does on a machine with no sound card: complain on fd 2, then fail.
        os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM dmix:0,0\n")
        raise miniaudio.MiniaudioError("failed to init device", -401)

    monkeypatch.setattr(miniaudio, "PlaybackDevice", no_device)
    monkeypatch.setattr(audio.sys, "platform", "linux")
    player = SoundPlayer(True, 70, output=AudioOutput(Mixer(), backend=""))
    with qtbot.waitSignal(player.availability_changed, timeout=5000) as changed:
        player.play(Cue.DEAL)
    assert changed.args == [False]
    assert not player.available and "failed to init device" in player.output.problem
    assert player.mixer.playing == 0
    with qtbot.assertNotEmitted(player.sounded):
        player.play(Cue.PLAY)  # nothing more is tried
    out, err = capfd.readouterr()
    assert "ALSA" not in err and "ALSA" not in out


def test_muted_or_silent_volume_plays_nothing_and_closes_the_device(qtbot: QtBot) -> None:
    player = SoundPlayer(True, 70)
    with qtbot.waitSignal(player.sounded) as sounded:
        player.play(Cue.TRICK)
    assert sounded.args == [Cue.TRICK]
    assert player.output.wait_opened() is OutputState.OPEN
    player.set_options(False, 70)
    assert player.output.state is OutputState.CLOSED
    with qtbot.assertNotEmitted(player.sounded):
        player.play(Cue.TRICK)
    player.set_options(True, 0)
    with qtbot.assertNotEmitted(player.sounded):
        player.play(Cue.TRICK)
    with qtbot.assertNotEmitted(player.sounded):
        player.preview(Cue.TRICK, 0)
    player.set_options(False, 40)
    with qtbot.waitSignal(player.sounded):  # "Try it" sounds even while sound is off
        player.preview(Cue.HEARTS_BROKEN, 40)
    player.shutdown()


def test_the_device_is_closed_when_the_event_loop_ends(qtbot: QtBot) -> None:
    """However the loop ends (QCoreApplication.exit too, which closes no
    window), the device is not left to the garbage collector at exit."""
    player = SoundPlayer(True, 70)
    with qtbot.waitSignal(player.sounded):
        player.play(Cue.TRICK)
    assert player.output.wait_opened() is OutputState.OPEN
    QCoreApplication.instance().aboutToQuit.emit()
    assert player.output.state is OutputState.CLOSED


def test_at_most_four_sounds_at_once_the_oldest_make_way() -> None:
    mixer = Mixer()
    for value in (1, 2, 3, 4, 5, 6):
        mixer.play(array("h", [value] * 3))
    assert mixer.playing == audio.MAX_VOICES == 4
    assert mixer.render(1).tolist() == [3 + 4 + 5 + 6]
