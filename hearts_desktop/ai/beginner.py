"""Beginner: plausible play with deliberate mistakes.

It plays like the Rule player most of the time, but makes the mistakes new
players make: it passes its highest cards whatever they are (keeping a lone
Q♠ if it is not among them), it sometimes wins a trick it could have ducked
("just play something high"), and when void it sometimes keeps its points
for later instead of dumping them.  Mistakes come from a seeded generator,
so a game replays the same.
"""

from __future__ import annotations

import random
import threading

from hearts_desktop.ai.knowledge import moon_choice
from hearts_desktop.ai.rule import RulePlayer
from hearts_desktop.model.cards import Card
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import MoonChoice

MISTAKE_RATE = 0.4


class BeginnerPlayer:
    def __init__(self, name: str = "Beginner", seed: int = 0, mistake_rate: float = MISTAKE_RATE) -> None:
        self.name = name
        self.rng = random.Random(f"beginner:{seed}")
        self.mistake_rate = mistake_rate
        self.rule = RulePlayer(name)

    def choose_pass(self, obs: Observation, stop: threading.Event | None = None) -> tuple[Card, ...]:
        ranked = sorted(obs.hand, key=lambda c: (-c.rank, c.index))
        return tuple(ranked[: obs.rules.cards_passed])

    def choose_play(self, obs: Observation, stop: threading.Event | None = None) -> Card:
        if self.rng.random() >= self.mistake_rate:
            return self.rule.choose_play(obs)
        legal = sorted(set(obs.legal), key=lambda c: (c.rank, c.index))
        if obs.current_trick and legal[0].suit is obs.current_trick[0][1].suit:
            return legal[-1]  # plays high: "it's my highest, get rid of it"
        return legal[self.rng.randrange(len(legal))]

    def choose_moon(self, obs: Observation, stop: threading.Event | None = None) -> MoonChoice:
        return moon_choice(obs)
