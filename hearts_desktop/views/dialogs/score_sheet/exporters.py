"""Score sheet exporters: pure functions from a `ScoreSheet` (or a `Game`) to
CSV, HTML, PDF pages and the game record.

- CSV is for spreadsheets: UTF-8 with a byte-order mark (so Excel does not
  guess a legacy code page), CRLF line ends, a header row and one row per
  hand.  Numbers are written plainly (never locale-formatted) so every
  spreadsheet reads them as numbers.  Text cells that a spreadsheet would run
  as a formula (a name starting with "=", "+", "-" or "@") get a leading
  apostrophe.
- HTML is one self-contained file: inline CSS and an inline SVG chart, every
  name escaped, numbers and the date in the user's locale.
- PDF pages are painted by `score_paint.SheetLayout` on any
  `QPagedPaintDevice` (a `QPdfWriter` or a `QPrinter`).
"""

from __future__ import annotations

import csv
import html
import io
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QLocale, QMarginsF
from PySide6.QtGui import QPagedPaintDevice, QPageLayout, QPageSize, QPainter, QPdfWriter

from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.services.paths import APP_NAME
from hearts_desktop.views.dialogs.score_sheet.chart import PLAYER_COLOURS, value_range
from hearts_desktop.views.dialogs.score_sheet.review_export import REVIEW_CSS, paint_review
from hearts_desktop.views.dialogs.score_sheet.score_model import (
    Mark,
    ScoreRow,
    ScoreSheet,
    SheetWords,
    direction_text,
    mark_text,
    row_notes,
    score_rows,
    sheet_of,
)
from hearts_desktop.views.dialogs.score_sheet.score_paint import SheetLayout, date_text, summary_lines

__all__ = ["csv_bytes", "record_json", "render_pages", "score_rows", "sheet_of", "to_csv", "to_html",
           "write_pdf"]

PRINT_WIDTH = 720.0
"""Logical width of a printed page: body text (13 units) then prints at about 10 pt on A4."""

# -- CSV ---------------------------------------------------------------------------


def _cell(text: str) -> str:
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text


def to_csv(sheet: ScoreSheet) -> str:
    """The sheet as CSV text: Hand, Pass, Deal (its number), then per player
    the hand's score and the running total, then the hand's notes."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    header = [SheetWords.tr("Hand"), SheetWords.tr("Pass"), SheetWords.tr("Deal")]
    for name in sheet.names:
        header += [_cell(SheetWords.tr("%1 (hand)").replace("%1", name)),
                   _cell(SheetWords.tr("%1 (total)").replace("%1", name))]
    writer.writerow([*header, SheetWords.tr("Notes")])
    for row in sheet.rows:
        cells: list[str | int] = [row.hand, direction_text(row.pass_direction), row.deal_text]
        for seat in range(sheet.players):
            cells += [row.deltas[seat], row.totals[seat]]
        writer.writerow([*cells, _cell(row_notes(row, sheet))])
    return out.getvalue()


def csv_bytes(sheet: ScoreSheet) -> bytes:
    """`to_csv` encoded as UTF-8 with a byte-order mark."""
    return to_csv(sheet).encode("utf-8-sig")


# -- HTML --------------------------------------------------------------------------

_CSS = """
body { font-family: "DejaVu Serif", Georgia, serif; color: #1f2a44; background: #fffdf6;
       max-width: 60em; margin: 2em auto; padding: 0 1em; }
h1 { font-size: 1.6em; border-bottom: 2px solid #1f2a44; margin-bottom: .2em; }
.date { float: right; font-size: .6em; font-weight: normal; margin-top: .6em; }
.rules { margin: .3em 0; white-space: pre-wrap; }
.changes { font-style: italic; color: #6b7280; font-size: .9em; }
table { border-collapse: collapse; width: 100%; margin-top: 1em; font-family: "DejaVu Sans", sans-serif; }
th, td { padding: .25em .5em; border-bottom: 1px solid #b7cde6; text-align: right; }
th { border-bottom: 3px double #d9534f; font-family: "DejaVu Serif", Georgia, serif; }
th.sub { font-size: .75em; font-weight: normal; color: #6b7280; }
td.pass { text-align: left; font-style: italic; color: #6b7280; font-size: .9em; }
td.delta { color: #6b7280; font-size: .9em; } td.total { font-weight: 600; }
.mark { color: #b03030; font-weight: bold; font-size: .8em; padding-right: .3em; }
.leader { background: #fff1c4; }
tfoot td { border-top: 1px solid #1f2a44; border-bottom: 3px double #1f2a44;
           font-size: 1.2em; font-weight: bold; }
.legend { color: #6b7280; font-size: .85em; } svg { width: 100%; height: auto; margin-top: 1em; }
"""


def _num(locale: QLocale, value: int) -> str:
    return html.escape(locale.toString(value))


def _html_row(row: ScoreRow, sheet: ScoreSheet, locale: QLocale) -> str:
    cells = [f"<td>{_num(locale, row.hand)}</td>",
             f'<td class="pass">{html.escape(direction_text(row.pass_direction))}</td>',
             f'<td class="pass">{html.escape(row.deal_text)}</td>']
    for seat in range(sheet.players):
        lead = " leader" if seat in sheet.leaders else ""
        marks = "".join(mark.symbol for mark in row.marks(seat))
        mark = f'<span class="mark">{marks}</span>' if marks else ""
        cells.append(f'<td class="delta{lead}">{mark}{_num(locale, row.deltas[seat])}</td>')
        cells.append(f'<td class="total{lead}">{_num(locale, row.totals[seat])}</td>')
    return "<tr>" + "".join(cells) + "</tr>"


def _html_table(sheet: ScoreSheet, locale: QLocale) -> str:
    def lead(seat: int) -> str:
        return ' class="leader"' if seat in sheet.leaders else ""
    names = "".join(f'<th colspan="2"{lead(seat)}>{html.escape(name)}</th>'
                    for seat, name in enumerate(sheet.names))
    sub = "".join(f'<th class="sub">{html.escape(text)}</th>'
                  for text in (SheetWords.tr("hand"), SheetWords.tr("total")))
    subs = sub * len(sheet.names)
    head = (f'<thead><tr><th rowspan="2">{html.escape(SheetWords.tr("Hand"))}</th>'
            f'<th rowspan="2">{html.escape(SheetWords.tr("Pass"))}</th>'
            f'<th rowspan="2">{html.escape(SheetWords.tr("Deal"))}</th>{names}</tr><tr>{subs}</tr></thead>')
    body = "\n".join(_html_row(row, sheet, locale) for row in sheet.rows)
    totals = "".join(f'<td colspan="2"{lead(seat)}>{"★ " if seat in sheet.leaders else ""}'
                     f"{_num(locale, total)}</td>" for seat, total in enumerate(sheet.totals))
    foot = f'<tfoot><tr><td colspan="3">{html.escape(SheetWords.tr("Total"))}</td>{totals}</tr></tfoot>'
    return f"<table>{head}<tbody>\n{body}\n</tbody>{foot}</table>"


def _svg_chart(sheet: ScoreSheet, locale: QLocale) -> str:
    """The running totals as an inline SVG (same scale as the painted chart)."""
    width, height, left, bottom = 720, 300, 50, 30
    low, high, step = value_range(sheet)
    hands = max(len(sheet.rows), 1)

    def x(hand: int) -> float:
        return left + (width - left - 10) * hand / hands

    def y(value: float) -> float:
        return 10 + (height - bottom - 10) * (high - value) / max(high - low, 1)
    # Looked up outside the f-string: pyside6-lupdate does not read inside one.
    label = html.escape(SheetWords.tr("Chart of the running totals"))
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" role="img" '
             f'aria-label="{label}">']
    for value in range(low, high + 1, step):
        parts.append(f'<line x1="{left}" x2="{width - 10}" y1="{y(value):.1f}" y2="{y(value):.1f}" '
                     f'stroke="#c9d6e6"/><text x="{left - 6}" y="{y(value) + 4:.1f}" font-size="11" '
                     f'text-anchor="end">{_num(locale, value)}</text>')
    target = sheet.rules.target_score
    parts.append(f'<line x1="{left}" x2="{width - 10}" y1="{y(target):.1f}" y2="{y(target):.1f}" '
                 f'stroke="#b03030" stroke-dasharray="6 4"/>')
    for seat, name in enumerate(sheet.names):
        points = " ".join(f"{x(hand):.1f},{y(total):.1f}" for hand, total in
                          [(0, 0)] + [(index + 1, row.totals[seat]) for index, row in enumerate(sheet.rows)])
        parts.append(f'<polyline fill="none" stroke-width="2" stroke="{PLAYER_COLOURS[seat % 7]}" '
                     f'points="{points}"><title>{html.escape(name)}</title></polyline>')
    parts.append("</svg>")
    return "".join(parts)


def to_html(sheet: ScoreSheet, locale: QLocale | None = None, review: str | None = None) -> str:
    """The sheet as one self-contained HTML document (with the Expert's
    review section after it, if given: see review_export)."""
    locale = locale or QLocale()
    rules, changes = summary_lines(sheet, locale)
    seen = {mark for row in sheet.rows for seat in range(sheet.players) for mark in row.marks(seat)}
    legend_marks = [mark for mark in Mark if mark in seen]
    legend = " · ".join(f"{mark.symbol} {html.escape(mark_text(mark, sheet.rules))}" for mark in legend_marks)
    key = "".join(f'<span style="color:{PLAYER_COLOURS[seat % 7]}">━ {html.escape(name)}</span> '
                  for seat, name in enumerate(sheet.names))
    heading = html.escape(SheetWords.tr("Hearts — score sheet"))
    return (f'<!DOCTYPE html>\n<html lang="{html.escape(locale.bcp47Name())}"><head><meta charset="utf-8">'
            f"<title>{heading}</title><style>{_CSS}{REVIEW_CSS}</style></head><body>\n"
            f'<h1>{heading}<span class="date">{html.escape(date_text(sheet.date, locale))}</span></h1>\n'
            f'<p class="rules">{html.escape(rules)}</p>'
            f'<p class="changes">{html.escape(" · ".join(changes))}</p>\n'
            f"{_html_table(sheet, locale)}\n<p class=\"legend\">{legend}</p>\n"
            f"{_svg_chart(sheet, locale)}\n<p class=\"legend\">{key}</p>\n{review or ''}</body></html>\n")


# -- PDF and print -------------------------------------------------------------------


def render_pages(sheet: ScoreSheet, device: QPagedPaintDevice, locale: QLocale | None = None,
                 review: str | None = None) -> int:
    """Paint the sheet on `device` (QPdfWriter or QPrinter), page after
    page, on white paper, then the Expert's review if given; returns the
    number of pages."""
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(SheetWords.tr("Cannot write to the printer or file."))
    scale = device.width() / PRINT_WIDTH
    layout = SheetLayout(sheet, PRINT_WIDTH, locale, paper=None)
    page_height = device.height() / scale
    pages = layout.pages(page_height)
    for page in pages:
        if page.number > 1:
            device.newPage()
        painter.save()
        painter.scale(scale, scale)
        layout.paint(painter, page, page_height)
        painter.restore()
    count = len(pages)
    if review:
        device.newPage()
        painter.save()
        painter.scale(scale, scale)
        count += paint_review(painter, review, PRINT_WIDTH, page_height, device.newPage)
        painter.restore()
    painter.end()
    return count


def write_pdf(sheet: ScoreSheet, path: str | Path, locale: QLocale | None = None,
              review: str | None = None) -> int:
    """Write the sheet as an A4 PDF; returns the number of pages."""
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    writer.setResolution(300)
    writer.setTitle(SheetWords.tr("Hearts — score sheet"))
    writer.setCreator(APP_NAME)
    return render_pages(sheet, writer, locale, review)


def record_json(game: Game, date: datetime | None = None) -> str:
    """The model's game record (rules, seed, actions) as JSON, dated."""
    stamp = (date or datetime.now()).isoformat(timespec="seconds")
    return GameRecord.from_game(game, {"date": stamp}).dumps()

