"""The play checker: after a trick, was the human's card clearly worse than
the Expert's choice?

The Expert searches the position the human played from, with every legal
card as a candidate on the same sampled worlds.  A play is flagged only when
the Expert's card beats it by at least `THRESHOLD` points (relative to the
other players) on average over the worlds both were evaluated on, and the
difference is significant (`Z` standard errors): a close call or a coin flip
is never called a mistake.  The reason is the hint's reason for the better
card, so the table can say what to do instead.
"""

from __future__ import annotations

import math
import statistics
import threading
from dataclasses import dataclass

from hearts_desktop.ai.hint import REASONS, explain
from hearts_desktop.ai.search import SearchPlayer, play_candidates
from hearts_desktop.model.actions import PlayAction
from hearts_desktop.model.cards import Card, format_cards
from hearts_desktop.model.observation import Observation

THRESHOLD = 1.5
"""Points per hand the played card must lose to be called clearly worse."""
Z = 2.0


@dataclass(frozen=True, slots=True)
class Review:
    played: Card
    better: Card
    loss: float
    """Mean points lost against the better card (relative to the others)."""
    code: str
    """The hint reason code for `better` (see `hint.REASONS`)."""
    cards: tuple[Card, ...]
    reason: str
    """English: the translated sentence is built by the view from `code`."""


def review_play(obs: Observation, played: Card, think_time: float | None = 0.5,
                simulations: int | None = None, seed: int = 0,
                stop: threading.Event | None = None) -> Review | None:
    """A review of `played` in `obs` (the human's observation just before the
    play), or None when the play was fine or the search could not tell."""
    candidates = play_candidates(obs)
    if played not in candidates or len(candidates) == 1:
        return None
    player = SearchPlayer("Checker", seed=seed, think_time=think_time, simulations=simulations)
    (best,) = player.search(obs, [(card,) for card in candidates], stop)
    if best is played:
        return None
    loss = _significant_loss(player.last_samples[(best,)], player.last_samples[(played,)])
    if loss is None or loss < THRESHOLD:
        return None
    code, cards = explain(obs, PlayAction(obs.seat, best))
    return Review(played, best, loss, code, cards, REASONS[code].format(cards=format_cards(cards)))


def _significant_loss(best: list[float], played: list[float]) -> float | None:
    """Mean of best − played over their common worlds, if it is significant."""
    common = min(len(best), len(played))
    if common < 2:
        return None
    diffs = [b - p for b, p in zip(best[:common], played[:common])]
    mean = statistics.fmean(diffs)
    if mean <= Z * math.sqrt(statistics.variance(diffs, mean) / common):
        return None
    return mean
