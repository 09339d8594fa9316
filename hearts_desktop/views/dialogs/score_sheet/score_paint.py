"""The score sheet drawn like the paper one, with QPainter: the same drawing
on screen, on the printer and in the PDF.

Coordinates are logical units; a font size of 13 units is body text.  On
screen one unit is one pixel; the printer and PDF scale the painter so the
logical page width fills the printable width.  `SheetLayout.pages` splits the
rows over pages, repeating the header and column titles on each, and puts the
chart after the last row (on a page of its own when it does not fit).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import QDate, QLocale, QPointF, QRectF, Qt, QTime
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from hearts_desktop.views.dialogs.score_sheet.chart import paint_chart
from hearts_desktop.views.dialogs.score_sheet.score_model import (
    Mark,
    ScoreRow,
    ScoreSheet,
    SheetWords,
    direction_text,
    mark_text,
)
from hearts_desktop.views.words.rule_words import rules_summary

PAPER = QColor("#fffdf6")
INK = QColor("#1f2a44")
FADED = QColor("#6b7280")
RULING = QColor("#b7cde6")
MARGIN_RED = QColor("#d9534f")
LEADER = QColor(255, 214, 90, 90)
MARK_RED = QColor("#b03030")


@dataclass(frozen=True, slots=True)
class Page:
    """What one printed page holds."""

    rows: range
    table: bool
    """Whether the page has the table (a chart-only last page has not)."""
    totals: bool
    chart: bool
    number: int
    count: int


def date_text(date: datetime, locale: QLocale) -> str:
    """The sheet's date and time in the user's locale."""
    day = locale.toString(QDate(date.year, date.month, date.day), QLocale.FormatType.LongFormat)
    time = locale.toString(QTime(date.hour, date.minute), QLocale.FormatType.ShortFormat)
    return f"{day}, {time}"


def summary_lines(sheet: ScoreSheet, locale: QLocale) -> tuple[str, list[str]]:
    """The header line (rules, target, players, winner) and the changed rules."""
    title, changes = rules_summary(sheet.rules)
    head = SheetWords.tr("Rules: %1    Target score: %2    Players: %3").replace("%1", title).replace(
        "%2", locale.toString(sheet.rules.target_score)).replace("%3", locale.toString(sheet.players))
    if sheet.winners:
        winners = ", ".join(sheet.names[seat] for seat in sheet.winners)
        head += "    " + SheetWords.tr("Winner: %1", None, len(sheet.winners)).replace("%1", winners)
    return head, changes


def _font(size: float, *, bold: bool = False, italic: bool = False, serif: bool = False) -> QFont:
    font = QFont("DejaVu Serif" if serif else "DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    font.setItalic(italic)
    return font


class SheetLayout:
    """Measures and paints one sheet at a given logical width."""

    def __init__(self, sheet: ScoreSheet, width: float, locale: QLocale | None = None,
                 font_size: float = 13.0, paper: QColor | None = PAPER) -> None:
        self.sheet, self.width, self.size = sheet, width, font_size
        self.locale = locale or QLocale()
        self.paper = paper
        self.body = _font(font_size)
        self.metrics = QFontMetricsF(self.body)
        self.row_height = round(self.metrics.height() * 1.7)
        self.margin = font_size * 1.5
        self._columns()

    # -- measures --------------------------------------------------------------

    def _columns(self) -> None:
        em = self.metrics.horizontalAdvance("M")
        self.hand_x = self.margin
        self.pass_x = self.hand_x + em * 3.6
        self.players_x = self.pass_x + max(em * 5.5, max(
            self.metrics.horizontalAdvance(direction_text(row.pass_direction)) for row in self.sheet.rows)
            + em if self.sheet.rows else 0)
        self.player_width = (self.width - self.margin - self.players_x) / max(self.sheet.players, 1)

    def _summary(self) -> tuple[str, str]:
        head, changes = summary_lines(self.sheet, self.locale)
        return head, " · ".join(changes)

    def header_height(self) -> float:
        _head, changes = self._summary()
        height = self.size * 2.2 + self.metrics.height() * 1.6 + self.size
        if changes:
            small = QFontMetricsF(_font(self.size * 0.85, italic=True))
            box = small.boundingRect(QRectF(0, 0, self.width - 2 * self.margin, 10_000),
                                     Qt.TextFlag.TextWordWrap, changes)
            height += box.height() + self.size * 0.3
        return height

    def titles_height(self) -> float:
        return self.row_height * 1.5

    def totals_height(self) -> float:
        return self.row_height * 1.4

    def legend_height(self) -> float:
        return self.metrics.height() * 2.2 if self.marks_used() else self.metrics.height() * 0.8

    def chart_heading_height(self) -> float:
        return self.size * 2.4

    def chart_height(self) -> float:
        """The chart with its heading."""
        return self.chart_heading_height() + min(self.width * 0.5, self.size * 24)

    def footer_height(self) -> float:
        return self.metrics.height() * 2

    def marks_used(self) -> list[Mark]:
        seen = {mark for row in self.sheet.rows for seat in range(self.sheet.players)
                for mark in row.marks(seat)}
        return [mark for mark in Mark if mark in seen]

    def continuous_height(self) -> float:
        """The height of the whole sheet on one long page (the screen)."""
        return (self.header_height() + self.titles_height() + self.row_height * len(self.sheet.rows)
                + self.totals_height() + self.legend_height() + self.chart_height() + self.margin)

    def pages(self, page_height: float) -> list[Page]:
        """Split the rows over pages of `page_height` logical units."""
        rows = len(self.sheet.rows)
        fixed = self.header_height() + self.titles_height() + self.footer_height()
        closing = self.totals_height() + self.legend_height()
        per_page = max(1, int((page_height - fixed - closing) // self.row_height))
        starts = list(range(0, max(rows, 1), per_page))
        last_rows = rows - starts[-1]
        chart_fits = fixed + self.row_height * last_rows + closing + self.chart_height() <= page_height
        count = len(starts) + (0 if chart_fits else 1)
        pages = [Page(range(start, min(start + per_page, rows)), True, index == len(starts) - 1,
                      chart_fits and index == len(starts) - 1, index + 1, count)
                 for index, start in enumerate(starts)]
        if not chart_fits:
            pages.append(Page(range(0), False, False, True, count, count))
        return pages

    def whole(self) -> Page:
        """Everything on one long page (the screen)."""
        return Page(range(len(self.sheet.rows)), True, True, True, 1, 1)

    # -- painting ----------------------------------------------------------------

    def paint(self, painter: QPainter, page: Page | None = None, height: float | None = None) -> None:
        """Paint `page` (default: the whole sheet) at the painter's origin;
        `height` is the page height, for the paper and the page number."""
        page = page or self.whole()
        total_height = height if height is not None else self.continuous_height()
        if self.paper is not None:
            painter.fillRect(QRectF(0, 0, self.width, total_height), self.paper)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        y = self._paint_header(painter)
        if page.table:
            y = self._paint_table(painter, y, page.rows, page.totals)
        if page.chart:
            self._paint_chart(painter, y)
        if page.count > 1:
            self._paint_footer(painter, page, total_height)

    def _paint_chart(self, painter: QPainter, top: float) -> None:
        heading = self.chart_heading_height()
        painter.setPen(INK)
        painter.setFont(_font(self.size * 1.15, bold=True, serif=True))
        painter.drawText(QRectF(self.margin, top, self.width - 2 * self.margin, heading),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         SheetWords.tr("Running totals"))
        area = QRectF(self.margin, top + heading, self.width - 2 * self.margin, self.chart_height() - heading)
        paint_chart(painter, area, self.sheet, self.locale, self.size * 0.85)

    def _paint_header(self, painter: QPainter) -> float:
        left, right = self.margin, self.width - self.margin
        y = self.size * 0.8
        painter.setPen(INK)
        title_box = QRectF(left, y, right - left, self.size * 2.2)
        date = date_text(self.sheet.date, self.locale)
        date_font = _font(self.size, serif=True)
        # A long translated title shrinks rather than run into the date.
        room = title_box.width() - QFontMetricsF(date_font).horizontalAdvance(date) - self.size
        title = SheetWords.tr("Hearts — score sheet")
        title_font = _font(self.size * 1.8, bold=True, serif=True)
        advance = QFontMetricsF(title_font).horizontalAdvance(title)
        if advance > room > 0:
            title_font = _font(max(self.size * 1.8 * room / advance, self.size), bold=True, serif=True)
        painter.setFont(title_font)
        painter.drawText(title_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, title)
        painter.setFont(date_font)
        painter.drawText(title_box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, date)
        y += self.size * 2.2 + self.size * 0.3
        painter.setPen(QPen(INK, 1.2))
        painter.drawLine(QPointF(left, y), QPointF(right, y))
        head, changes = self._summary()
        painter.setFont(self.body)
        painter.drawText(QRectF(left, y + self.size * 0.3, right - left, self.metrics.height() * 1.3),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, head)
        y += self.metrics.height() * 1.6
        if changes:
            painter.setFont(_font(self.size * 0.85, italic=True))
            painter.setPen(FADED)
            wrap = Qt.TextFlag.TextWordWrap
            box = painter.boundingRect(QRectF(left, y, right - left, 10_000), wrap, changes)
            painter.drawText(box, Qt.TextFlag.TextWordWrap, changes)
            y += box.height() + self.size * 0.3
        return y + self.size

    def _player_x(self, seat: int) -> float:
        return self.players_x + seat * self.player_width

    def _paint_table(self, painter: QPainter, top: float, rows: range, totals: bool) -> float:
        body_top = top + self.titles_height()
        bottom = body_top + self.row_height * len(rows) + (self.totals_height() if totals else 0)
        for seat in self.sheet.leaders:
            painter.fillRect(QRectF(self._player_x(seat), top, self.player_width, bottom - top), LEADER)
        self._paint_titles(painter, top)
        for index, row_index in enumerate(rows):
            self._paint_row(painter, body_top + index * self.row_height, self.sheet.rows[row_index])
        painter.setPen(QPen(MARGIN_RED, 1.0))
        painter.drawLine(QPointF(self.players_x - 3, top), QPointF(self.players_x - 3, bottom))
        painter.drawLine(QPointF(self.players_x, top), QPointF(self.players_x, bottom))
        painter.setPen(QPen(RULING, 0.8))
        for seat in range(1, self.sheet.players):
            x = self._player_x(seat)
            painter.drawLine(QPointF(x, top), QPointF(x, bottom))
        if totals:
            self._paint_totals(painter, body_top + self.row_height * len(rows))
        return self._paint_legend(painter, bottom) if totals else bottom + self.size

    def _paint_titles(self, painter: QPainter, top: float) -> None:
        name_box_height = self.row_height * 0.9
        painter.setPen(INK)
        painter.setFont(_font(self.size * 0.85))
        dealt = any(row.deal is not None for row in self.sheet.rows)
        for text, x, width in ((SheetWords.tr("Hand"), self.hand_x, self.pass_x - self.hand_x),
                               (SheetWords.tr("Pass"), self.pass_x, self.players_x - self.pass_x)):
            # With deal numbers the pass column's title sits above its "deal" line, as "hand" and
            # "total" sit under a name.
            height = name_box_height if dealt and x == self.pass_x else self.titles_height()
            painter.drawText(QRectF(x, top, width - 6, height),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, text)
        if dealt:
            painter.setFont(_font(self.size * 0.75))
            painter.setPen(FADED)
            box = QRectF(self.pass_x, top + name_box_height, self.players_x - self.pass_x - 6,
                         self.titles_height() - name_box_height)
            painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             SheetWords.tr("deal"))
        for seat, name in enumerate(self.sheet.names):
            x = self._player_x(seat)
            bold = _font(self.size * 1.05, bold=True, serif=True)
            painter.setFont(bold)
            painter.setPen(INK)
            shown = QFontMetricsF(bold).elidedText(name, Qt.TextElideMode.ElideRight, self.player_width - 8)
            painter.drawText(QRectF(x, top, self.player_width, name_box_height),
                             Qt.AlignmentFlag.AlignCenter, shown)
            painter.setFont(_font(self.size * 0.75))
            painter.setPen(FADED)
            half = self.player_width / 2
            sub_top = top + name_box_height
            sub_height = self.titles_height() - name_box_height
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(QRectF(x, sub_top, half - 6, sub_height), right, SheetWords.tr("hand"))
            painter.drawText(QRectF(x + half, sub_top, half - 8, sub_height), right, SheetWords.tr("total"))
        y = top + self.titles_height()
        painter.setPen(QPen(MARGIN_RED, 1.0))
        painter.drawLine(QPointF(self.margin, y - 2), QPointF(self.width - self.margin, y - 2))
        painter.drawLine(QPointF(self.margin, y), QPointF(self.width - self.margin, y))

    def _paint_row(self, painter: QPainter, y: float, row: ScoreRow) -> None:
        height = self.row_height
        centre = Qt.AlignmentFlag.AlignVCenter
        painter.setFont(self.body)
        painter.setPen(INK)
        painter.drawText(QRectF(self.hand_x, y, self.pass_x - self.hand_x - 10, height),
                         Qt.AlignmentFlag.AlignRight | centre, self.locale.toString(row.hand))
        painter.setPen(FADED)
        painter.setFont(_font(self.size * 0.85, italic=True))
        width = self.players_x - self.pass_x - 6
        if row.deal is None:
            painter.drawText(QRectF(self.pass_x, y, width, height),
                             Qt.AlignmentFlag.AlignLeft | centre, direction_text(row.pass_direction))
        else:  # the pass above, the deal's number below it, small: both in the pass column
            top, bottom = Qt.AlignmentFlag.AlignTop, Qt.AlignmentFlag.AlignBottom
            left = Qt.AlignmentFlag.AlignLeft
            painter.drawText(QRectF(self.pass_x, y + height * 0.08, width, height * 0.6), left | top,
                             direction_text(row.pass_direction))
            painter.setFont(_font(self.size * 0.66))
            painter.drawText(QRectF(self.pass_x, y, width, height * 0.94), left | bottom, row.deal_text)
        for seat in range(self.sheet.players):
            self._paint_cell(painter, y, row, seat)
        painter.setPen(QPen(RULING, 0.8))
        painter.drawLine(QPointF(self.margin, y + height), QPointF(self.width - self.margin, y + height))

    def _paint_cell(self, painter: QPainter, y: float, row: ScoreRow, seat: int) -> None:
        x, half = self._player_x(seat), self.player_width / 2
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        marks = "".join(mark.symbol for mark in row.marks(seat))
        painter.setFont(_font(self.size * 0.9))
        painter.setPen(FADED)
        delta_box = QRectF(x, y, half - 6, self.row_height)
        painter.drawText(delta_box, right, self.locale.toString(row.deltas[seat]))
        if marks:
            painter.setPen(MARK_RED)
            painter.setFont(_font(self.size * 0.8, bold=True))
            painter.drawText(QRectF(x + 4, y, half, self.row_height * 0.8),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, marks)
        painter.setPen(INK)
        painter.setFont(_font(self.size, bold=seat in self.sheet.leaders))
        painter.drawText(QRectF(x + half, y, half - 8, self.row_height), right,
                         self.locale.toString(row.totals[seat]))

    def _paint_totals(self, painter: QPainter, y: float) -> None:
        height = self.totals_height()
        painter.setPen(QPen(INK, 1.0))
        painter.drawLine(QPointF(self.margin, y + 2), QPointF(self.width - self.margin, y + 2))
        painter.setFont(_font(self.size, bold=True, serif=True))
        label = SheetWords.tr("winner") if self.sheet.winners is not None else SheetWords.tr("leads")
        painter.drawText(QRectF(self.hand_x, y, self.players_x - self.hand_x - 6, height),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, SheetWords.tr("Total"))
        for seat, total in enumerate(self.sheet.totals):
            x = self._player_x(seat)
            leading = seat in self.sheet.leaders and bool(self.sheet.rows)
            painter.setFont(_font(self.size * 1.25, bold=True, serif=True))
            painter.setPen(INK)
            painter.drawText(QRectF(x, y, self.player_width - 8, height),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             self.locale.toString(total))
            if leading:
                self._paint_star(painter, QRectF(x + 6, y, self.player_width - 14, height), total, label)
        painter.setPen(QPen(INK, 1.0))
        for under in (y + height, y + height + 2):
            painter.drawLine(QPointF(self.margin, under), QPointF(self.width - self.margin, under))

    def _paint_star(self, painter: QPainter, box: QRectF, total: int, label: str) -> None:
        """"★ leads" (or "★ winner") left of the total; only the star when narrow."""
        small = _font(self.size * 0.8, italic=True)
        total_width = QFontMetricsF(_font(self.size * 1.25, bold=True, serif=True)).horizontalAdvance(
            self.locale.toString(total))
        text = f"★ {label}"
        if QFontMetricsF(small).horizontalAdvance(text) + total_width + 8 > box.width():
            text = "★"
        painter.setFont(small)
        painter.setPen(MARK_RED)
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    def _paint_legend(self, painter: QPainter, top: float) -> float:
        marks = self.marks_used()
        if marks:
            painter.setFont(_font(self.size * 0.8))
            painter.setPen(FADED)
            text = "    ".join(f"{mark.symbol} {mark_text(mark, self.sheet.rules)}" for mark in marks)
            painter.drawText(QRectF(self.margin, top + self.size * 0.7, self.width - 2 * self.margin,
                                    self.metrics.height()), Qt.AlignmentFlag.AlignLeft, text)
        return top + self.legend_height()

    def _paint_footer(self, painter: QPainter, page: Page, height: float) -> None:
        painter.setFont(_font(self.size * 0.8))
        painter.setPen(FADED)
        text = SheetWords.tr("Page %1 of %2").replace("%1", self.locale.toString(page.number)).replace(
            "%2", self.locale.toString(page.count))
        painter.drawText(QRectF(0, height - self.footer_height(), self.width, self.footer_height()),
                         Qt.AlignmentFlag.AlignCenter, text)
