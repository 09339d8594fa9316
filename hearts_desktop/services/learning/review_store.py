"""Reviews kept (issue #46): a game reviewed once shows its review at once
when it is opened again, on this computer.

A review is kept in the app's data folder (`reviews/`), named by what makes
the game (rules, players, seed or deals, deal numbers), the seat, the depth,
and the review's own version (a better judge makes new reviews).  Beside the
decisions it keeps the actions they were judged in: a game that went on since
(the review of hand 1 opened again after hand 2) keeps every decision made
before the two records part, and a review cancelled half-way goes on from
there next time.  A file that cannot be read is set aside, like any
other file of the app, and the review is simply made again.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from pathlib import Path
from typing import Any

from hearts_desktop.ai.review import LEVELS, Decision, Hindsight, Judgement, Reviewer, Valued, Verdict
from hearts_desktop.model.cards import Card
from hearts_desktop.model.record import GameRecord
from hearts_desktop.services.storage import app_data_dir, atomic_write

REVIEW_VERSION = 3
"""Bumped when the judge changes: older reviews are then made again.  2: every
choice is weighed on every world (version 1 dropped a choice that had tied
the leader on every world so far, after 16 worlds, and compared on those).
3: the judge's worlds keep to what Casual's and Strong's plays say they do
not hold (`ai.sampling.program_bans`)."""


def _cards(choice: tuple[Card, ...]) -> list[str]:
    return [card.code for card in choice]


def _choice(codes: Any) -> tuple[Card, ...]:
    if not isinstance(codes, list):
        raise TypeError("a choice is a list of cards")
    return tuple(Card.from_str(code) for code in codes)


def _valued(item: Any) -> Valued:
    return Valued(_choice(item["choice"]), float(item["points"]), float(item["error"]))


def _values_json(values: tuple[Valued, ...]) -> list[dict[str, Any]]:
    return [{"choice": _cards(valued.choice), "points": valued.points, "error": valued.error}
            for valued in values]


def decision_to_json(decision: Decision) -> dict[str, Any]:
    judgement, hind = decision.judgement, decision.hindsight
    return {
        "index": decision.index, "hand": decision.hand, "trick": decision.trick, "seat": decision.seat,
        "legal": _cards(decision.legal),
        "judgement": {"chosen": _cards(judgement.chosen), "best": _cards(judgement.best),
                      "values": _values_json(judgement.values), "loss": judgement.loss,
                      "measured": judgement.measured, "verdict": judgement.verdict.value,
                      "code": judgement.code, "cards": _cards(judgement.cards), "worlds": judgement.worlds},
        "hindsight": None if hind is None else {
            "best": _cards(hind.best), "exact": hind.exact, "values": _values_json(hind.values)},
    }


def decision_from_json(data: Any) -> Decision:
    """The inverse of `decision_to_json`; raises (KeyError, TypeError, ValueError) on anything else."""
    judged = data["judgement"]
    judgement = Judgement(_choice(judged["chosen"]), _choice(judged["best"]),
                          tuple(_valued(item) for item in judged["values"]), float(judged["loss"]),
                          float(judged["measured"]), Verdict(judged["verdict"]), str(judged["code"]),
                          _choice(judged["cards"]), int(judged["worlds"]))
    hind_data = data["hindsight"]
    hind = None if hind_data is None else Hindsight(
        _choice(hind_data["best"]), tuple(_valued(item) for item in hind_data["values"]),
        bool(hind_data["exact"]))
    trick = data["trick"]
    return Decision(int(data["index"]), int(data["hand"]), None if trick is None else int(trick),
                    int(data["seat"]), _choice(data["legal"]), judgement, hind)


def review_key(record: GameRecord, seat: int, reviewer: Reviewer) -> str:
    """The name of a review: what the game is, whose decisions, how deep, at what table."""
    game = record.to_json()
    made_of = {key: game[key] for key in ("rules", "players", "seed", "first_dealer", "deals")}
    made_of["deal_numbers"] = game.get("deal_numbers")
    named: list[object] = [REVIEW_VERSION, made_of, seat, reviewer.play_worlds, reviewer.pass_worlds,
                           reviewer.seed]
    levels = record.metadata.get(LEVELS)
    if levels is not None:  # the table it was judged at (a record of an earlier version keeps none)
        named.append(levels)
    text = json.dumps(named, sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def _common_length(first: list[Any], second: list[Any]) -> int:
    """How many actions two records share from the start."""
    count = 0
    for one, other in zip(first, second, strict=False):
        if one != other:
            break
        count += 1
    return count


class ReviewStore:
    """The reviews kept in a folder (by default the app's `reviews/`)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else app_data_dir() / "reviews"

    def _path(self, key: str) -> Path:
        return self.folder / f"{key}.json"

    def load(self, key: str, record: GameRecord) -> list[Decision]:
        """The decisions kept under `key` that were judged in the same game as
        `record` up to them (none if there are none, or they cannot be read)."""
        path = self._path(key)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            decisions = [decision_from_json(item) for item in data["decisions"]]
            kept_actions = data["actions"]
            if not isinstance(kept_actions, list):
                raise TypeError("actions must be a list")
            same = _common_length(kept_actions, record.to_json()["actions"])
            return [decision for decision in decisions if decision.index < same]
        except FileNotFoundError:
            return []
        except (OSError, ValueError, KeyError, TypeError):
            with contextlib.suppress(OSError):
                path.replace(path.with_suffix(".unreadable"))
            return []

    def add(self, key: str, record: GameRecord, decisions: list[Decision], decision: Decision) -> bool:
        """One more decision judged: into `decisions` in the game's order, and
        the whole kept; False (nothing changed) if it was there already."""
        if any(kept.index == decision.index for kept in decisions):
            return False
        decisions.append(decision)
        decisions.sort(key=lambda kept: kept.index)
        self.save(key, record, decisions)
        return True

    def save(self, key: str, record: GameRecord, decisions: list[Decision]) -> None:
        """Keep `decisions`, judged in `record`, under `key` (atomically: a
        crash leaves the old file or the new one)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        text = json.dumps({"version": REVIEW_VERSION, "actions": record.to_json()["actions"],
                           "decisions": [decision_to_json(d) for d in decisions]},
                          ensure_ascii=False, separators=(",", ":"))
        atomic_write(self._path(key), text.encode("utf-8"))
