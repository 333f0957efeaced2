"""Make the app's sounds again: python resources/sounds/generate.py (only Python's standard library).

warn.wav   two short beeps, 10 s before a step's time is up
end.wav    a falling three-tone chime when the time is up
night.wav  a quiet night outdoors that loops without a seam: wind in the trees, crickets, a far-off
           owl now and then (20 s, played on repeat while eyes are closed)

All three are synthesised here from sine waves and seeded noise: original work, MIT like the code.
The same seed gives the same files, byte for byte.
"""
from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent / "resources" / "sounds"   # where the sounds live
RATE = 22050                     # the chimes
NIGHT_RATE = 16000               # the ambience (nothing in it above 6 kHz)
NIGHT_SECONDS = 20.0


def write(name: str, samples: list[float], rate: int = RATE) -> Path:
    path = HERE / name
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s)) * 32767)) for s in samples))
    return path


# ------------------------------------------------------------------------------------ chimes
def tone(freq, seconds, volume=0.5):
    n = int(RATE * seconds)
    fade = int(RATE * 0.01)                      # 10 ms in and out: no clicks
    out = []
    for i in range(n):
        env = min(1.0, i / fade, (n - i) / fade)
        out.append(volume * env * math.sin(2 * math.pi * freq * i / RATE))
    return out


def silence(seconds):
    return [0.0] * int(RATE * seconds)


# ------------------------------------------------------------------------------------ the night
def night(seed: int = 14) -> list[float]:
    rng = random.Random(seed)
    rate = NIGHT_RATE
    n = int(rate * NIGHT_SECONDS)
    fade = int(rate * 1.0)                       # the last second is crossfaded into the first
    total = n + fade
    out = [0.0] * total

    # wind: brown-ish noise through two one-pole low-passes, swelling slowly (whole cycles per loop)
    lp1 = lp2 = 0.0
    for i in range(total):
        t = i / rate
        lp1 += 0.02 * (rng.uniform(-1, 1) - lp1)
        lp2 += 0.05 * (lp1 - lp2)
        swell = 0.55 + 0.3 * math.sin(2 * math.pi * t / NIGHT_SECONDS) + 0.15 * math.sin(2 * math.pi * 3 * t / NIGHT_SECONDS + 1.3)
        out[i] += 1.6 * lp2 * swell

    # crickets: trains of short 4.5 kHz pulses, a few insects with their own pitch and rhythm
    for cricket in range(3):
        pitch = 4300 + 350 * cricket + rng.uniform(-60, 60)
        gap = rng.uniform(0.55, 0.9)             # seconds between chirps
        level = 0.05 - 0.012 * cricket
        t = rng.uniform(0.0, gap)
        while t < NIGHT_SECONDS + 1.0:
            for pulse in range(rng.choice((2, 3, 3, 4))):
                start = int((t + pulse * 0.045) * rate)
                length = int(0.028 * rate)
                for k in range(length):
                    j = start + k
                    if j >= total:
                        break
                    env = math.sin(math.pi * k / length) ** 2
                    out[j] += level * env * math.sin(2 * math.pi * pitch * k / rate)
            t += gap * rng.uniform(0.85, 1.15)

    # an owl far away: "hoo … hoo-hoo", low and soft, twice per loop
    for at in (4.2, 14.6):
        for offset, length, freq in ((0.0, 0.45, 410), (0.75, 0.22, 400), (1.02, 0.5, 385)):
            start = int((at + offset) * rate)
            m = int(length * rate)
            for k in range(m):
                env = math.sin(math.pi * k / m) ** 1.5
                vibrato = 4 * math.sin(2 * math.pi * 5 * k / rate)
                out[start + k] += 0.06 * env * math.sin(2 * math.pi * (freq + vibrato) * k / rate)

    # seamless loop: fade the tail over the head
    loop = out[:n]
    for i in range(fade):
        w = i / fade
        loop[i] = out[i] * w + out[n + i] * (1 - w)
    peak = max(abs(s) for s in loop)
    return [0.5 * s / peak for s in loop]       # peak at -6 dBFS; the app's volume does the rest


def main() -> None:
    write("warn.wav", tone(880, 0.12) + silence(0.08) + tone(880, 0.12))
    write("end.wav", tone(988, 0.22) + tone(784, 0.22) + tone(587, 0.45))
    write("night.wav", night(), rate=NIGHT_RATE)


if __name__ == "__main__":
    main()
