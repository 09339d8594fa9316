"""`hearts-desktop --review FILE [--seat N] [--json]`: the Expert's review of
a saved game or game record, printed, for scripts and for players who keep
records (issue #46).  No window opens.

The text lists each pass and play of the seat (by default the seat a person
played, else South) with its verdict, the Expert's choice and why, and the
hindsight; then the points lost per hand and in the game, and the worst
three decisions.  `--json` prints a list with one object per decision:
`hand` and `trick` (1-based; `trick` null for the pass), `deal` (the deal
number, or null), `index` (the action's place in the record), `chosen`,
`best`, `choices` (each legal card, or each pass weighed, to its expected
points against the table: the seat's points minus the others' average,
lower is better), `loss`, `verdict`, `reason` and `hindsight`.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from hearts_desktop.ai.base import thinking_seconds
from hearts_desktop.ai.review import Decision, Reviewer, review_game
from hearts_desktop.model.cards import Card
from hearts_desktop.model.deal import format_deal_number
from hearts_desktop.model.errors import RecordError
from hearts_desktop.model.record import GameRecord
from hearts_desktop.services.translation import TranslationContext

EXIT_USAGE = 2
HUMAN_SEATS = "human_seats"
"""The record's metadata key: the seats people played (the app writes it)."""


class ReviewCliWords(TranslationContext):
    """Translation context of `--review`."""


def _cards(choice: tuple[Card, ...]) -> str:
    return " ".join(card.code for card in choice)


def decision_json(decision: Decision, deal: int | None) -> dict[str, Any]:
    """One decision as the JSON output carries it (see the module's words)."""
    from hearts_desktop.views.words.review_text import reason_text

    judgement = decision.judgement
    if decision.trick is None:
        choices = {_cards(valued.choice): round(valued.points, 2) for valued in judgement.values}
    else:  # every legal card, valued as the card it plays like
        from hearts_desktop.ai.search import candidate_for

        runs = [valued.choice[0] for valued in judgement.values]
        choices = {card.code: round(judgement.points_of((candidate_for(card, runs),)), 2)
                   for card in sorted(set(decision.legal))}
    hind = decision.hindsight
    return {
        "hand": decision.hand + 1,
        "trick": None if decision.trick is None else decision.trick + 1,
        "deal": None if deal is None else format_deal_number(deal),
        "index": decision.index,
        "chosen": _cards(judgement.chosen),
        "best": _cards(judgement.best),
        "choices": choices,
        "errors": {_cards(valued.choice): round(valued.error, 2) for valued in judgement.values},
        "loss": round(judgement.loss, 2),
        "verdict": judgement.verdict.value,
        "reason": {"code": judgement.code, "cards": _cards(judgement.cards), "text": reason_text(decision)},
        "worlds": judgement.worlds,
        "hindsight": None if hind is None else {
            "best": _cards(hind.best), "exact": hind.exact,
            "points": {_cards(valued.choice): round(valued.points, 2) for valued in hind.values}},
    }


def decision_line(decision: Decision) -> str:
    from hearts_desktop.ai.review import Verdict
    from hearts_desktop.views.words.review_text import (
        choice_text,
        hindsight_text,
        loss_text,
        reason_text,
        step_text,
    )

    judgement = decision.judgement
    line = f"{step_text(decision)}: {choice_text(judgement.chosen)} — {loss_text(decision)}"
    if judgement.verdict is not Verdict.GOOD:
        expert = ReviewCliWords.tr("The Expert: %1. %2")
        better = expert.replace("%1", choice_text(judgement.best)).replace("%2", reason_text(decision))
        line += "\n    " + better
    hind = hindsight_text(decision)
    if hind and decision.hindsight is not None and decision.hindsight.best != judgement.chosen:
        line += "\n    " + hind
    return line


def report(record: GameRecord, seat: int, decisions: list[Decision]) -> str:
    from PySide6.QtCore import QLocale

    from hearts_desktop.ai.review import lost_in
    from hearts_desktop.views.words.review_text import (
        choice_text,
        thresholds_text,
        where_text,
        worst,
    )

    locale = QLocale()
    game = record.new_game()
    title = ReviewCliWords.tr("The Expert's review of %1 (seat %2): %3 decisions")
    lines = [title.replace("%1", record.names[seat]).replace("%2", str(seat))
             .replace("%3", locale.toString(len(decisions))), thresholds_text(), ""]
    hands = sorted({decision.hand for decision in decisions})
    for hand in hands:
        mine = [decision for decision in decisions if decision.hand == hand]
        deal = game.deal_number_of(hand)
        title = ReviewCliWords.tr("Hand %1").replace("%1", locale.toString(hand + 1))
        if deal is not None:
            title += " · " + ReviewCliWords.tr("deal %1").replace("%1", format_deal_number(deal))
        lines.append(title)
        lines.extend("  " + decision_line(decision) for decision in mine)
        lines.append("  " + ReviewCliWords.tr("Points lost to mistakes this hand: %1").replace(
            "%1", locale.toString(lost_in(mine), "f", 1)))
        lines.append("")
    lines.append(ReviewCliWords.tr("Points lost to mistakes in the game: %1").replace(
        "%1", locale.toString(lost_in(decisions), "f", 1)))
    for decision in worst(decisions):
        text = ReviewCliWords.tr("Worst: %1, %2 (%3 points)")
        lines.append("  " + text.replace("%1", where_text(decision))
                     .replace("%2", choice_text(decision.judgement.chosen))
                     .replace("%3", locale.toString(decision.judgement.loss, "f", 1)))
    return "\n".join(lines)


def run(words: list[str], out: Any = None) -> int:
    """`--review FILE [--seat N] [--think TIME] [--json]` (the program's name
    removed); TIME is the Expert's thinking time the review's depth follows
    (quick, normal, deep, very-deep or seconds; default: normal)."""
    out = out or sys.stdout
    words = [word for word in words if word != "--review"]
    as_json = "--json" in words
    words = [word for word in words if word != "--json"]
    seat: int | None = None
    if "--seat" in words:
        at = words.index("--seat")
        value = words[at + 1] if at + 1 < len(words) else ""
        if not value.isdigit():
            print(ReviewCliWords.tr("--seat needs a seat number (0 is South)"), file=sys.stderr)
            return EXIT_USAGE
        seat = int(value)
        del words[at:at + 2]
    seconds: float | None = None
    if "--think" in words:
        at = words.index("--think")
        try:
            seconds = thinking_seconds(words[at + 1] if at + 1 < len(words) else "")
        except ValueError:
            print(ReviewCliWords.tr("--think needs quick, normal, deep, very-deep or a number of seconds"),
                  file=sys.stderr)
            return EXIT_USAGE
        del words[at:at + 2]
    if len(words) != 1:
        print(ReviewCliWords.tr("--review needs one file: a saved game or a game record"), file=sys.stderr)
        return EXIT_USAGE
    path = Path(words[0])
    try:
        record = GameRecord.loads(path.read_bytes())
    except (OSError, RecordError) as error:
        message = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        text = ReviewCliWords.tr("%1 cannot be reviewed: %2")
        print(text.replace("%1", str(path)).replace("%2", message), file=sys.stderr)
        return EXIT_USAGE
    if seat is None:
        people = record.metadata.get(HUMAN_SEATS)
        seat = people[0] if isinstance(people, list) and people and isinstance(people[0], int) else 0
    if not 0 <= seat < record.players:
        print(ReviewCliWords.tr("The game has seats 0 to %1").replace("%1", str(record.players - 1)),
              file=sys.stderr)
        return EXIT_USAGE
    decisions = review_game(record, seat, Reviewer.thinking(seconds))
    if as_json:
        game = record.new_game()
        found = [decision_json(decision, game.deal_number_of(decision.hand)) for decision in decisions]
        print(json.dumps(found, ensure_ascii=False, indent=1), file=out)
    else:
        print(report(record, seat, decisions), file=out)
    return 0
