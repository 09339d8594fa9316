"""Make the table's sounds: resources/sounds/<cue>.wav.

    .venv/bin/python tools/make_sounds.py          # write the files
    .venv/bin/python tools/make_sounds.py --check  # exit 1 if a file differs

Every sound is synthesized here from sines and seeded noise, so the project
owns them outright (they are MIT like the code; the About box says so) and
they can be remade or changed.  The output is deterministic: the test suite
checks that the committed files are exactly what this script makes.

22,050 samples per second, mono, 16 bits: the sounds are short and soft, and
the audio device resamples them.  Each is faded in and out over a few
milliseconds so that it starts and stops without a click, and peaks below
full scale so that two at once rarely clip.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 22_050
PEAK = 0.6  # of full scale
FADE = 0.004  # seconds
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def low_pass(signal: Signal, cutoff: float) -> Signal:
    """A one-pole low-pass filter: takes the hiss off noise."""
    alpha = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    out, level = [], 0.0
    for sample in signal:
        level += alpha * (sample - level)
        out.append(level)
    return out


def high_pass(signal: Signal, cutoff: float) -> Signal:
    lows = low_pass(signal, cutoff)
    return [sample - low for sample, low in zip(signal, lows)]


def decay(signal: Signal, half_life: float) -> Signal:
    """An exponential fade, halving every `half_life` seconds."""
    rate = math.log(2.0) / (half_life * RATE)
    return [sample * math.exp(-rate * index) for index, sample in enumerate(signal)]


def swell(signal: Signal) -> Signal:
    """Rise and fall (a sin² window over the whole signal)."""
    length = len(signal)
    return [sample * math.sin(math.pi * index / length) ** 2 for index, sample in enumerate(signal)]


def tone(frequency: float, seconds: float, partials: Iterable[tuple[float, float]] = ((1.0, 1.0),)) -> Signal:
    """A sum of sines: (frequency ratio, amplitude) for each partial."""
    partials = tuple(partials)
    step = 2.0 * math.pi * frequency / RATE
    return [sum(amplitude * math.sin(step * ratio * index) for ratio, amplitude in partials)
            for index in range(round(seconds * RATE))]


def bell(frequency: float, seconds: float, half_life: float) -> Signal:
    """A soft bell: the fundamental, an octave and an inharmonic partial."""
    return decay(tone(frequency, seconds, ((1.0, 1.0), (2.0, 0.35), (2.76, 0.18))), half_life)


def faded(signal: Signal, fade_in: float = FADE, fade_out: float = 0.02) -> Signal:
    """Linear fades at both ends, so a part starts and stops without a click."""
    out = list(signal)
    rise, fall = round(fade_in * RATE), round(fade_out * RATE)
    for index in range(min(rise, len(out))):
        out[index] *= index / rise
    for index in range(min(fall, len(out))):
        out[-1 - index] *= index / fall
    return out


def mix(length: float, *parts: tuple[float, Signal, float]) -> Signal:
    """Parts (start in seconds, signal, gain) summed into `length` seconds,
    each faded at its ends."""
    out = silence(length)
    for start, signal, gain in parts:
        offset = round(start * RATE)
        for index, sample in enumerate(faded(signal)[: len(out) - offset]):
            out[offset + index] += sample * gain
    return out


def finish(signal: Signal) -> Signal:
    """Normalized to PEAK, with short fades at both ends."""
    out = faded(signal, FADE, FADE)
    top = max(abs(sample) for sample in out) or 1.0
    return [sample * PEAK / top for sample in out]


# -- the sounds --------------------------------------------------------------------


def card_tick(rng: random.Random, seconds: float = 0.012) -> Signal:
    """One card brushing another: a short burst of dull noise."""
    return decay(low_pass(high_pass(noise(seconds, rng), 300.0), 3_000.0), seconds / 4)


def deal(rng: random.Random) -> Signal:
    """Cards dealt round the table: a light riffle of ticks."""
    parts, start = [], 0.0
    for _ in range(9):
        parts.append((start, card_tick(rng), rng.uniform(0.6, 1.0)))
        start += rng.uniform(0.035, 0.05)
    return mix(start + 0.03, *parts)


def play(rng: random.Random) -> Signal:
    """A card laid on the felt: a soft slap with a little body under it."""
    slap = decay(low_pass(high_pass(noise(0.07, rng), 200.0), 2_400.0), 0.012)
    thump = decay(tone(150.0, 0.07), 0.015)
    return mix(0.08, (0.0, slap, 1.0), (0.0, thump, 0.5))


def trick(rng: random.Random) -> Signal:
    """The trick swept to its taker: a brief rising and falling hush."""
    sweep = swell(low_pass(high_pass(noise(0.2, rng), 500.0), 2_000.0))
    return mix(0.22, (0.0, sweep, 1.0), (0.13, card_tick(rng), 0.5))


def hearts_broken(rng: random.Random) -> Signal:
    """Hearts are broken: two bright bells, the second a fourth below."""
    return mix(0.65, (0.0, bell(1_046.5, 0.5, 0.09), 1.0), (0.11, bell(784.0, 0.5, 0.12), 0.9))


def queen_taken(rng: random.Random) -> Signal:
    """Someone took the queen of spades: a low, falling minor third."""
    hollow = ((1.0, 1.0), (3.0, 0.3), (5.0, 0.12))
    first = decay(tone(293.7, 0.3, hollow), 0.12)
    second = decay(tone(246.9, 0.45, hollow), 0.16)
    return mix(0.65, (0.0, first, 1.0), (0.18, second, 1.0))


def moon_shot(rng: random.Random) -> Signal:
    """A shot at the moon: bells climbing an octave."""
    notes = (523.3, 659.3, 784.0, 1_046.5)
    return mix(1.0, *((index * 0.09, bell(note, 0.7, 0.15), 0.8) for index, note in enumerate(notes)))


def game_over(rng: random.Random) -> Signal:
    """The game is over: a warm major chord, spread a little."""
    warm = ((1.0, 1.0), (2.0, 0.25), (3.0, 0.08))
    notes = (261.6, 329.6, 392.0, 523.3)
    return mix(1.3, *((index * 0.05, decay(tone(note, 1.25, warm), 0.35), 0.7)
                      for index, note in enumerate(notes)))


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "deal": deal,
    "play": play,
    "trick": trick,
    "hearts_broken": hearts_broken,
    "queen_taken": queen_taken,
    "moon_shot": moon_shot,
    "game_over": game_over,
}


def wav_bytes(signal: Signal) -> bytes:
    frames = bytearray()
    for sample in finish(signal):
        frames += round(sample * 32_767).to_bytes(2, "little", signed=True)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))
    return buffer.getvalue()


def synthesize() -> dict[str, bytes]:
    """Each sound's .wav file contents, by name (the same on every run)."""
    return {name: wav_bytes(make(random.Random(name))) for name, make in SOUNDS.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed files, write nothing")
    options = parser.parse_args(argv)
    stale = []
    for name, data in synthesize().items():
        path = OUT / f"{name}.wav"
        if options.check:
            if not path.is_file() or path.read_bytes() != data:
                stale.append(path.name)
            continue
        OUT.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{path.relative_to(OUT.parent.parent)}: {len(data):,} bytes, "
              f"{(len(data) - 44) / 2 / RATE:.2f} s")
    if stale:
        print("Out of date (run tools/make_sounds.py):", ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
