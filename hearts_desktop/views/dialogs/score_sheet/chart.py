"""A line chart of the running totals per player across hands, drawn with
QPainter so the screen, the printer and the PDF share one drawing (and the
app needs no plotting library).

Each player keeps one colour (Okabe–Ito, readable by colour-blind players)
and one marker shape, so a black-and-white print still tells the lines apart.
The dashed line is the target score: the game ends when a line crosses it.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from hearts_desktop.views.dialogs.score_sheet.score_model import ScoreSheet, SheetWords

PLAYER_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000")
"""One colour per seat; also used by the HTML export."""
INK = QColor("#1f2a44")
GRID = QColor("#c9d6e6")


def nice_step(span: float, ticks: int = 5) -> int:
    """A round tick step (1, 2, 5 × 10^k) giving about `ticks` ticks over `span`."""
    raw = max(span, 1) / ticks
    power = 10 ** math.floor(math.log10(raw))
    return int(next(step * power for step in (1, 2, 5, 10) if step * power >= raw))


def value_range(sheet: ScoreSheet) -> tuple[int, int, int]:
    """(low, high, step) of the y axis: from 0 (or the lowest total) to the
    target score or the highest total, in round steps."""
    values = [total for row in sheet.rows for total in row.totals] + [0, sheet.rules.target_score]
    step = nice_step(max(values) - min(values))
    low = math.floor(min(values) / step) * step
    high = math.ceil(max(values) / step) * step
    return low, high, step


def _marker(painter: QPainter, seat: int, at: QPointF, size: float) -> None:
    """A small shape per seat: circle, square, triangle, diamond, …"""
    half = size / 2
    shape = seat % 4
    if shape == 0:
        painter.drawEllipse(at, half, half)
    elif shape == 1:
        painter.drawRect(QRectF(at.x() - half, at.y() - half, size, size))
    else:
        path = QPainterPath()
        corners = 3 if shape == 2 else 4
        for index in range(corners):
            angle = -math.pi / 2 + index * 2 * math.pi / corners
            point = QPointF(at.x() + half * 1.2 * math.cos(angle), at.y() + half * 1.2 * math.sin(angle))
            path.lineTo(point) if index else path.moveTo(point)
        path.closeSubpath()
        painter.drawPath(path)


class _Axes:
    """Maps hands and scores to points inside the plot area."""

    def __init__(self, area: QRectF, hands: int, low: int, high: int) -> None:
        self.area, self.hands, self.low, self.high = area, max(hands, 1), low, high

    def point(self, hand: int, value: float) -> QPointF:
        x = self.area.left() + self.area.width() * hand / self.hands
        y = self.area.bottom() - self.area.height() * (value - self.low) / max(self.high - self.low, 1)
        return QPointF(x, y)


def paint_chart(painter: QPainter, rect: QRectF, sheet: ScoreSheet, locale: QLocale | None = None,
                font_size: float = 11.0) -> None:
    """Draw the running totals of `sheet` inside `rect` (logical units)."""
    locale = locale or QLocale()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont("DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(max(1, round(font_size)))
    painter.setFont(font)
    metrics = QFontMetricsF(font)
    low, high, step = value_range(sheet)
    label_width = max(metrics.horizontalAdvance(locale.toString(value)) for value in (low, high)) + 8
    legend_height = metrics.height() * 1.6
    area = rect.adjusted(label_width, metrics.height() * 0.6, -8, -(metrics.height() * 1.6 + legend_height))
    axes = _Axes(area, len(sheet.rows), low, high)
    _paint_grid(painter, axes, step, metrics, locale)
    _paint_target(painter, axes, sheet.rules.target_score, metrics, locale)
    for seat in range(sheet.players):
        _paint_line(painter, axes, sheet, seat, metrics.height() * 0.45)
    _paint_legend(painter, QRectF(rect.left(), rect.bottom() - legend_height, rect.width(), legend_height),
                  sheet, metrics)
    painter.restore()


def _paint_grid(painter: QPainter, axes: _Axes, step: int, metrics: QFontMetricsF, locale: QLocale) -> None:
    area = axes.area
    painter.setPen(QPen(GRID, 0.8))
    for value in range(axes.low, axes.high + 1, step):
        y = axes.point(0, value).y()
        painter.setPen(QPen(INK if value == 0 else GRID, 1.0 if value == 0 else 0.6))
        painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        painter.setPen(INK)
        painter.drawText(QRectF(area.left() - 200 - 6, y - metrics.height() / 2, 200, metrics.height()),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, locale.toString(value))
    every = max(1, math.ceil(axes.hands * metrics.horizontalAdvance("000") / max(area.width(), 1)))
    for hand in range(0, axes.hands + 1, every):
        x = axes.point(hand, axes.low).x()
        painter.drawText(QRectF(x - 30, area.bottom() + 2, 60, metrics.height()),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, locale.toString(hand))
    painter.drawText(QRectF(area.left(), area.bottom() + metrics.height(), area.width(), metrics.height()),
                     Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, SheetWords.tr("Hand"))


def _paint_target(painter: QPainter, axes: _Axes, target: int, metrics: QFontMetricsF,
                  locale: QLocale) -> None:
    y = axes.point(0, target).y()
    painter.setPen(QPen(QColor("#b03030"), 1.2, Qt.PenStyle.DashLine))
    painter.drawLine(QPointF(axes.area.left(), y), QPointF(axes.area.right(), y))
    text = SheetWords.tr("Target %1").replace("%1", locale.toString(target))
    # The label sits above the line, or below it when the line is the top one.
    label_top = y - metrics.height() - 1 if y - metrics.height() > axes.area.top() else y + 2
    painter.drawText(QRectF(axes.area.left() + 4, label_top, axes.area.width() - 8, metrics.height()),
                     Qt.AlignmentFlag.AlignLeft, text)


def _paint_line(painter: QPainter, axes: _Axes, sheet: ScoreSheet, seat: int, marker: float) -> None:
    colour = QColor(PLAYER_COLOURS[seat % len(PLAYER_COLOURS)])
    points = [axes.point(0, 0)] + [axes.point(index + 1, row.totals[seat])
                                   for index, row in enumerate(sheet.rows)]
    painter.setPen(QPen(colour, 2.0 if seat in sheet.leaders else 1.4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolyline(points)
    painter.setBrush(colour)
    painter.setPen(QPen(colour, 0.8))
    for point in points[1:] if len(points) < 40 else points[-1:]:
        _marker(painter, seat, point, marker)


def _paint_legend(painter: QPainter, rect: QRectF, sheet: ScoreSheet, metrics: QFontMetricsF) -> None:
    x = rect.left() + 8
    y = rect.center().y()
    for seat, name in enumerate(sheet.names):
        colour = QColor(PLAYER_COLOURS[seat % len(PLAYER_COLOURS)])
        painter.setPen(QPen(colour, 2.0))
        painter.drawLine(QPointF(x, y), QPointF(x + 22, y))
        painter.setBrush(colour)
        _marker(painter, seat, QPointF(x + 11, y), metrics.height() * 0.45)
        painter.setPen(INK)
        shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, 120)
        painter.drawText(QPointF(x + 28, y + metrics.ascent() / 2 - 1), shown)
        x += 28 + metrics.horizontalAdvance(shown) + 18

