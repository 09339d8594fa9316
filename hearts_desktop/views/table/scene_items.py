"""The table's non-card items: the middle zone, seat labels, the info panel
and the last-trick panel.  They only draw what the scene tells them."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from hearts_desktop.model.cards import Card, Seat, Suit
from hearts_desktop.views.table.card_art import CardArt
from hearts_desktop.views.words.texts import Hearts

FELT_LINE = QColor(255, 255, 255, 70)
HIGHLIGHT = QColor(120, 230, 140)
TURN_COLOUR = QColor(255, 214, 64)
PANEL = QColor(0, 0, 0, 90)
TEXT = QColor(245, 245, 235)


def system_size() -> float:
    """The system font's point size: no text on the table is smaller."""
    return QGuiApplication.font().pointSizeF()


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(max(size, 6.0))
    font.setBold(bold)
    return font


class RectItem(QGraphicsObject):
    """A graphics object with a settable rectangle."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF()
        # Plates and panels change rarely but cards fly over them all the time:
        # Qt keeps their rendering and blits it instead of calling paint() again.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.update()

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)


class MiddleZone(RectItem):
    """The trick area (and pass area while passing); lights up for a legal drop."""

    def __init__(self) -> None:
        super().__init__()
        self.lit = False
        self.caption = ""
        self.reserved = 0.0
        """Height at the bottom kept free for a button (the pass button)."""
        self.note = ""
        """Words under the button in the middle (a finished network table's
        games won), from `note_top` down."""
        self.note_top = 0.0
        """Where the note may begin, from the zone's top (clear of that button)."""
        self.setZValue(-10)

    def reserve_bottom(self, height: float) -> None:
        if height != self.reserved:
            self.reserved = height
            self.update()

    def set_lit(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            self.update()

    def set_caption(self, caption: str) -> None:
        if caption != self.caption:
            self.caption = caption
            self.update()

    def set_note(self, note: str, top: float | None = None) -> None:
        top = self.note_top if top is None else top
        if (note, top) != (self.note, self.note_top):
            self.note, self.note_top = note, top
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = HIGHLIGHT if self.lit else FELT_LINE
        painter.setPen(QPen(colour, 4 if self.lit else 2, Qt.PenStyle.SolidLine if self.lit
                            else Qt.PenStyle.DashLine))
        painter.setBrush(QColor(120, 230, 140, 50) if self.lit else QColor(0, 0, 0, 25))
        painter.drawRoundedRect(self._rect, 18, 18)
        if self.caption:
            painter.setPen(TEXT)
            area = self._rect.adjusted(8, 6, -8, -6 - self.reserved)
            flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
            painter.setFont(_wrapped_font(area, flags, self.caption,
                                          max(self._rect.height() * 0.035, system_size())))
            painter.drawText(area, flags, self.caption)
        if self.note:
            painter.setPen(TEXT)
            area = self._rect.adjusted(8, max(self.note_top, self._rect.height() / 2), -8, -6)
            flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                        | Qt.TextFlag.TextWordWrap)
            painter.setFont(_wrapped_font(area, flags, self.note,
                                          max(self._rect.height() * 0.03, system_size())))
            painter.drawText(area, flags, self.note)


def taken_text(cards: list[Card], compact: bool = False) -> str:
    """Point cards taken: '♥ 2 7 J · Q♠' (hearts by rank, others whole), or
    '♥×9 · Q♠' when that does not fit."""
    hearts = sorted(card.rank for card in cards if card.suit is Suit.HEARTS)
    others = [str(card) for card in sorted(cards) if card.suit is not Suit.HEARTS]
    parts = []
    if hearts and compact:
        parts.append(f"♥×{len(hearts)}")
    elif hearts:
        parts.append("♥ " + " ".join(("10" if rank == 10 else "23456789TJQKA"[rank - 2])
                                     for rank in hearts))
    parts.extend(others)
    return " · ".join(parts)


def _wrapped_font(area: QRectF, flags: int, text: str, size: float) -> QFont:
    """The font for wrapped text in `area`: `size`, or smaller (to 70 %) when
    a long translation or a large system font would run out of the area."""
    font = _font(size)
    for step in range(1, 7):
        if QFontMetricsF(font).boundingRect(area, flags, text).height() <= area.height():
            break
        font = _font(size * (1 - 0.05 * step))
    return font


def fitted_font(text: str, width: float, size: float, bold: bool = False) -> QFont:
    """A font of `size`, or smaller (to 60 %) as far as `text` needs to fit `width`.
    Shrunk step by step: text does not scale exactly with the point size (hinting)."""
    font = _font(size, bold)
    floor = size * 0.6
    for _ in range(10):
        advance = QFontMetricsF(font).horizontalAdvance(text)
        if advance <= width or width <= 0 or font.pointSizeF() <= floor:
            break
        font = _font(max(font.pointSizeF() * min(width / advance, 0.97), floor), bold)
    return font


def _draw_fitted(painter: QPainter, row: QRectF, text: str, size: float, bold: bool = False) -> None:
    """One line in `row`: the font shrinks (to 60 %) for long translations,
    then the text is elided rather than cut off at the panel's edge."""
    font = fitted_font(text, row.width(), size, bold)
    painter.setFont(font)
    shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, row.width())
    painter.drawText(row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)


class SeatLabel(RectItem):
    """A seat's name, dealer chip, points this hand, total, turn marker and
    the point cards it took this hand."""

    def __init__(self, seat: Seat) -> None:
        super().__init__()
        self.seat = seat
        self.name = ""
        self.points = 0
        self.total = 0
        self.dealer = False
        self.turn = False
        self.status = ""
        self.taken: list[Card] = []
        self.setZValue(50)

    def set_state(self, *, name: str, points: int, total: int, dealer: bool, turn: bool,
                  taken: list[Card], status: str = "") -> None:
        self.name, self.points, self.total = name, points, total
        self.dealer, self.turn, self.taken, self.status = dealer, turn, list(taken), status
        self.setToolTip(self.accessible_text())
        self.update()

    def accessible_text(self) -> str:
        text = Hearts.tr("%1: %2 points this hand, %3 in total").replace("%1", self.name) \
            .replace("%2", QLocale().toString(self.points)).replace("%3", QLocale().toString(self.total))
        if self.dealer:
            text += ", " + Hearts.tr("dealer")
        if self.turn:
            text += ", " + Hearts.tr("to play")
        return text

    def score_line(self) -> str:
        locale = QLocale()
        text = Hearts.tr("This hand %1 · Total %2")
        return text.replace("%1", locale.toString(self.points)).replace("%2", locale.toString(self.total))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        painter.setPen(QPen(TURN_COLOUR, 3) if self.turn else Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 140) if self.turn else PANEL)
        painter.drawRoundedRect(rect, 10, 10)
        line = rect.height() / 3.2
        inner = rect.adjusted(10, 4, -10, -4)
        self._paint_name(painter, inner, line)
        painter.setPen(TEXT)
        row = QRectF(inner.left(), inner.top() + line * 1.05, inner.width(), line)
        _draw_fitted(painter, row, self.score_line(), line * 0.5)
        row.translate(0, line)
        painter.setPen(QColor(255, 150, 150))
        # A status shrinks like the score line before it is shortened.
        painter.setFont(fitted_font(self.status if not self.taken else "", row.width(), line * 0.5))
        text = self.third_line(QFontMetricsF(painter.font()), row.width())
        painter.drawText(row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    def third_line(self, metrics: QFontMetricsF, width: float) -> str:
        """The cards that count taken so far, else the seat's status, fitted to `width`."""
        text = taken_text(self.taken) or self.status
        if self.taken and metrics.horizontalAdvance(text) > width:
            text = taken_text(self.taken, compact=True)  # a status is elided instead
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)

    def _paint_name(self, painter: QPainter, inner: QRectF, line: float) -> None:
        painter.setFont(_font(line * 0.58, bold=True))
        painter.setPen(TURN_COLOUR if self.turn else TEXT)
        row = QRectF(inner.left(), inner.top(), inner.width(), line)
        marker = "▶ " if self.turn else ""
        name_row = row.adjusted(0, 0, -line if self.dealer else 0, 0)
        _draw_fitted(painter, name_row, marker + self.name, line * 0.58, bold=True)
        if self.dealer:
            chip = QRectF(row.right() - line * 0.9, row.top() + line * 0.1, line * 0.8, line * 0.8)
            painter.setBrush(QColor(250, 250, 250))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(chip)
            painter.setPen(QColor(20, 20, 20))
            painter.setFont(_font(line * 0.4, bold=True))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, Hearts.tr("D", "dealer marker"))


class InfoPanel(RectItem):
    """Lines of table state: the variant, the pass, hearts broken."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.setZValue(40)

    def set_lines(self, lines: list[str]) -> None:
        self.lines = lines
        self.setToolTip("\n".join(lines))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PANEL)
        painter.drawRoundedRect(self._rect, 10, 10)
        painter.setPen(TEXT)
        text_rect = self._rect.adjusted(10, 6, -10, -34)
        painter.setFont(self._fitting_font(text_rect))
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         "\n".join(self.lines))

    def _fitting_font(self, rect: QRectF) -> QFont:
        """The largest font (up to 18 pt) whose lines fit the panel."""
        size = max(min(rect.height() / (len(self.lines) or 1) * 0.62, self._rect.height() * 0.105, 18.0), 6.0)
        font = _font(size)
        while size > 6.0:
            metrics = QFontMetricsF(font)
            widest = max((metrics.horizontalAdvance(line) for line in self.lines), default=0.0)
            if widest <= rect.width() and metrics.lineSpacing() * len(self.lines) <= rect.height() + 2:
                break
            size -= 0.5
            font = _font(size)
        return font


class LastTrickPanel(RectItem):
    """The previous trick, shown over the middle on request."""

    def __init__(self, art: CardArt) -> None:
        super().__init__()
        self._art = art
        self.plays: list[tuple[Seat, Card]] = []
        self.slots: list[tuple[float, float]] = []
        self.card_size = (50.0, 70.0)
        self.title = ""
        self.dpr = 1.0
        self.setZValue(900)
        self.setVisible(False)

    def show_trick(self, plays: list[tuple[Seat, Card]], slots: list[tuple[float, float]],
                   card_size: tuple[float, float], title: str, dpr: float) -> None:
        self.plays, self.slots, self.card_size, self.title, self.dpr = plays, slots, card_size, title, dpr
        self.setVisible(True)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setPen(QPen(TURN_COLOUR, 2))
        painter.setBrush(QColor(10, 50, 25, 235))
        painter.drawRoundedRect(self._rect, 18, 18)
        # Smaller than the live trick, so the cards and the title stay clear.
        width, height = self.card_size[0] * 0.8, self.card_size[1] * 0.8
        centre = self._rect.center()
        for (_, card), (x, y) in zip(self.plays, self.slots):
            x, y = centre.x() + (x - centre.x()) * 0.9, centre.y() + (y - centre.y()) * 0.9 + height * 0.08
            pixmap = self._art.pixmap(card, width, height, self.dpr)
            painter.drawPixmap(QRectF(x - width / 2, y - height / 2, width, height), pixmap,
                               QRectF(pixmap.rect()))
        font = _font(max(self._rect.height() * 0.035, 9), bold=True)
        painter.setFont(font)
        title = QRectF(self._rect.left(), self._rect.top() + 4, self._rect.width(),
                       QFontMetricsF(font).height() + 6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(10, 50, 25, 235))
        painter.drawRect(title.adjusted(18, 0, -18, 0))
        painter.setPen(TEXT)
        painter.drawText(title, Qt.AlignmentFlag.AlignCenter, self.title)


class Notice(RectItem):
    """A short sentence where the player looks (why a card was refused, a
    hint): a dark bubble just below the trick, above the hand."""

    PADDING = 10.0

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self._font = _font(10, bold=True)
        self.setZValue(900)  # over cards at rest, under a card being dragged
        self.setVisible(False)

    def show_text(self, text: str, below: QRectF, width: float) -> None:
        """Show `text` centred under `below`, wrapped to at most `width`."""
        self.text = text
        font = _font(max(below.height() * 0.04, system_size() * 1.1), bold=True)
        metrics = QFontMetricsF(font)
        inner = metrics.boundingRect(QRectF(0, 0, width - 2 * self.PADDING, 1000),
                                     int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), text)
        size = inner.size().grownBy(QMarginsF(self.PADDING, self.PADDING, self.PADDING, self.PADDING))
        rect = QRectF(below.center().x() - size.width() / 2, below.bottom() + 6, size.width(), size.height())
        self._font = font
        self.set_rect(rect)
        self.setVisible(True)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(TURN_COLOUR, 2))
        painter.setBrush(QColor(20, 20, 20, 225))
        painter.drawRoundedRect(self._rect, 10, 10)
        painter.setPen(TEXT)
        painter.setFont(self._font)
        painter.drawText(self._rect.adjusted(self.PADDING, self.PADDING, -self.PADDING, -self.PADDING),
                         int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.text)
