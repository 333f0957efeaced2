"""Sound and voice: the night read aloud, the night ambience, the timer's chimes.

Everything plays through Qt Multimedia (`QSoundEffect`) and Qt TextToSpeech, both loaded only
when first needed, so the console starts as fast without them:

- `script`   what to say at a step (pure: reads the engine's prompt, never a private result);
- `pacing`   hands-free pacing that leaks nothing (pure: a dead role's step is spoken and timed
             like a live one's);
- `sounds`   the chimes and the looping ambience (Qt Multimedia);
- `voice`    the platform's offline voices (Qt TextToSpeech), the voice check and its notices;
- `narrator` joins them to the console: speaks each step, runs the night hands-free.
"""
