"""Stepping through a saved game hand by hand and trick by trick.

A `Replay` knows, for a record, the action counts at which each pass ended,
each trick ended and each hand ended; `game_at(step)` rebuilds the game at
any of them through the checked API (records are short: a whole game is a
few hundred actions, replayed in milliseconds).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from hearts_desktop.model import events as ev
from hearts_desktop.model.cards import PassDirection
from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord


class StepKind(Enum):
    START = "start"
    PASS = "pass"
    TRICK = "trick"
    HAND = "hand"
    END = "end"
    """Where the record stops, if that is not the end of a trick (a saved game)."""


@dataclass(frozen=True, slots=True)
class Step:
    kind: StepKind
    actions: int
    """How many actions of the record are applied at this step."""
    hand_number: int
    trick_number: int
    """The trick that just ended (0-based); -1 before the first trick."""


class Replay:
    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self.steps = _steps(record)

    def game_at(self, index: int) -> Game:
        return self.record.replay(self.steps[index].actions)

    def next_index(self, index: int, kinds: tuple[StepKind, ...] = (StepKind.TRICK, StepKind.HAND,
                                                                      StepKind.PASS)) -> int:
        """The next step of one of `kinds` after `index` (or the last step)."""
        for later in range(index + 1, len(self.steps)):
            if self.steps[later].kind in kinds:
                return later
        return len(self.steps) - 1

    def previous_index(self, index: int, kinds: tuple[StepKind, ...] = (StepKind.TRICK, StepKind.HAND,
                                                                          StepKind.PASS)) -> int:
        for earlier in range(index - 1, -1, -1):
            if self.steps[earlier].kind in kinds or earlier == 0:
                return earlier
        return 0


def _steps(record: GameRecord) -> list[Step]:
    game = record.new_game()
    steps = [Step(StepKind.START, 0, 0, -1)]
    for count, action in enumerate(record.actions, start=1):
        hand = game.hand_number
        for event in game.apply(action):
            # A hand without passing starts play when the last one is scored.
            if isinstance(event, ev.PlayStarted) and game.pass_direction is not PassDirection.NONE:
                steps.append(Step(StepKind.PASS, count, hand, -1))
            elif isinstance(event, ev.TrickWon):
                steps.append(Step(StepKind.TRICK, count, hand, event.trick_number))
            elif isinstance(event, ev.HandScored):
                steps[-1] = Step(StepKind.HAND, count, hand, steps[-1].trick_number)
    if steps[-1].actions < len(record.actions):
        steps.append(Step(StepKind.END, len(record.actions), game.hand_number, game.trick_number - 1))
    return steps
