"""The Expert's review beside the score sheet (issue #46): printed, in the
PDF and in the web page, when the game has a kept review.

One section: the scale, the points lost in the game, and hand by hand the
points lost and each decision that lost some (where, what was played, the
verdict, the loss, the Expert's choice and why).  Good decisions are only
counted: the paper keeps what there is to learn.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QLocale, QRectF, QSizeF
from PySide6.QtGui import QPainter, QTextDocument

from hearts_desktop.ai.review import Decision, Verdict, lost_in
from hearts_desktop.model.record import GameRecord
from hearts_desktop.views.words.review_text import (
    ReviewWords,
    choice_text,
    hand_heading,
    reason_text,
    step_text,
    thresholds_text,
    verdict_word,
)

REVIEW_CSS = ("section.review h2{font-size:15pt;margin:18px 0 4px}"
              "section.review table{border-collapse:collapse;margin:6px 0 12px}"
              "section.review td,section.review th{border:1px solid #999;padding:2px 6px;text-align:left}"
              "section.review td.n{text-align:right}")


def review_html(record: GameRecord, seat: int, decisions: list[Decision],
                locale: QLocale | None = None) -> str:
    """The review of `seat`'s `decisions` in `record` as an HTML section."""
    locale = locale or QLocale()
    game = record.new_game()

    def esc(text: str) -> str:
        return html.escape(text)

    def number(value: float) -> str:
        return locale.toString(value, "f", 1)

    title = ReviewWords.tr("The Expert's review: %1").replace("%1", record.names[seat])
    parts = [f'<section class="review"><h2>{esc(title)}</h2>',
             f"<p>{esc(thresholds_text())}</p>",
             "<p>" + esc(ReviewWords.tr("Points lost to mistakes in the game: %1")
                         .replace("%1", number(lost_in(decisions)))) + "</p>"]
    heads = [ReviewWords.tr("Decision"), ReviewWords.tr("Played"), ReviewWords.tr("Verdict"),
             ReviewWords.tr("Points lost"), ReviewWords.tr("The Expert's choice")]
    for hand in sorted({decision.hand for decision in decisions}):
        mine = [decision for decision in decisions if decision.hand == hand]
        heading = hand_heading(game, hand)
        lost = [decision for decision in mine if decision.judgement.verdict is not Verdict.GOOD]
        summary = ReviewWords.tr("%1 decisions, %2 points lost to mistakes").replace(
            "%1", locale.toString(len(mine))).replace("%2", number(lost_in(mine)))
        parts.append(f"<h3>{esc(heading)}</h3><p>{esc(summary)}</p>")
        if not lost:
            continue
        parts.append("<table><tr>" + "".join(f"<th>{esc(head)}</th>" for head in heads) + "</tr>")
        for decision in lost:
            judgement = decision.judgement
            better = f"{choice_text(judgement.best)}. {reason_text(decision)}"
            cells = [esc(step_text(decision)), esc(choice_text(judgement.chosen)),
                     esc(verdict_word(judgement.verdict)), esc(number(judgement.loss)), esc(better)]
            parts.append("<tr>" + "".join(f'<td class="n">{cell}</td>' if index == 3 else f"<td>{cell}</td>"
                                          for index, cell in enumerate(cells)) + "</tr>")
        parts.append("</table>")
    parts.append("</section>")
    return "".join(parts)


def paint_review(painter: QPainter, review: str, width: float, page_height: float,
                 new_page: Callable[[], object]) -> int:
    """Paint the review section page by page (the painter in page units,
    starting on a fresh page); `new_page()` turns the page.  Returns the pages used."""
    document = QTextDocument()
    document.setDefaultStyleSheet(REVIEW_CSS)
    document.setHtml(review)
    document.setPageSize(QSizeF(width, page_height))
    pages = max(document.pageCount(), 1)
    for page in range(pages):
        if page:
            new_page()
        painter.save()
        painter.translate(0, -page * page_height)
        document.drawContents(painter, QRectF(0, page * page_height, width, page_height))
        painter.restore()
    return pages
