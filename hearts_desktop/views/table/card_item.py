"""One card on the table: a QGraphicsObject so that pos, rotation, scale and
opacity animate with QPropertyAnimation.

A card item knows its value (even face down: a table at home got every hand
from `HandDealt`; at a network table another seat's cards are stand-ins until
played, `model.observation.HIDDEN`) but never changes the game: the scene's interaction reports
intents about it to the controller.  Two equal cards (two decks, V5) are two
items; items are told apart by identity, never by value.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from hearts_desktop.model.cards import Card
from hearts_desktop.views.table.card_art import CardArt, flight_scale
from hearts_desktop.views.words.texts import Hearts, card_name


class PlayMark(Enum):
    """How a human's card is shown; legal cards stay bright, others dimmed."""

    PLAIN = "plain"
    LEGAL = "legal"
    ILLEGAL = "illegal"


RECEIVED_COLOUR = QColor(255, 196, 0)
SELECTED_COLOUR = QColor(40, 140, 255)
FOCUS_COLOUR = QColor(255, 255, 255)


class CardItem(QGraphicsObject):
    def __init__(self, card: Card, art: CardArt, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self._art = art
        self._width = 71.0
        self._height = 100.0
        self._dpr = 1.0
        self.face_up = False
        self.mark = PlayMark.PLAIN
        self.received = False
        self.selected = False
        self.focused = False
        self.in_flight = False
        # Turned cards (the fan) are expensive to draw smoothly; Qt keeps each
        # item's device-coordinate rendering and re-draws only when it turns.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setTransformOriginPoint(QPointF(0, 0))

    # -- geometry: the item's origin is the card's centre, so rotation and
    # scale turn around the middle of the card.

    def set_size(self, width: float, height: float, dpr: float) -> None:
        if (width, height, dpr) != (self._width, self._height, self._dpr):
            self.prepareGeometryChange()
            self._width, self._height, self._dpr = width, height, dpr
            self.update()

    @property
    def size(self) -> tuple[float, float]:
        return self._width, self._height

    def boundingRect(self) -> QRectF:
        margin = 3.0  # room for the selection outline
        return QRectF(-self._width / 2 - margin, -self._height / 2 - margin,
                      self._width + 2 * margin, self._height + 2 * margin)

    def card_rect(self) -> QRectF:
        return QRectF(-self._width / 2, -self._height / 2, self._width, self._height)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def scene_card_rect(self) -> QRectF:
        """The card's bounding box in scene coordinates (geometry tests use it)."""
        return self.mapRectToScene(self.card_rect())

    # -- state ------------------------------------------------------------

    def set_in_flight(self, in_flight: bool) -> None:
        """A card that turns or zooms on its way is drawn directly: Qt would
        throw its device-coordinate cache away and render it again on every
        frame.  It is cached again once it lands."""
        self.in_flight = in_flight
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache if in_flight
                          else QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_card(self, card: Card) -> None:
        """A stand-in learns its value (a network seat sees a card only when
        it is played or passed to it)."""
        if card is not self.card:
            self.card = card
            self.update()

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self.face_up:
            self.face_up = face_up
            self.update()

    def set_marks(self, *, mark: PlayMark | None = None, received: bool | None = None,
                  selected: bool | None = None, focused: bool | None = None) -> None:
        if mark is not None:
            self.mark = mark
        if received is not None:
            self.received = received
        if selected is not None:
            self.selected = selected
        if focused is not None:
            self.focused = focused
        self.setToolTip(self.accessible_name() if self.face_up else "")
        self.update()

    def accessible_name(self) -> str:
        """'Queen of spades, legal' (face-down cards are just a card back)."""
        if not self.face_up:
            return Hearts.tr("Card, face down")
        parts = [card_name(self.card)]
        if self.mark is PlayMark.LEGAL:
            parts.append(Hearts.tr("legal"))
        elif self.mark is PlayMark.ILLEGAL:
            parts.append(Hearts.tr("not playable now"))
        if self.selected:
            parts.append(Hearts.tr("selected to pass"))
        if self.received:
            parts.append(Hearts.tr("received"))
        return ", ".join(parts)

    # -- painting -----------------------------------------------------------

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        # Pick the pixmap for the size the card has on screen (opponents' cards
        # are drawn at half scale), so the blit rarely needs resampling.
        scale = flight_scale(self.scale()) if self.in_flight else self.scale()
        pixmap = self._art.pixmap(self.card if self.face_up else None, self._width * scale,
                                  self._height * scale, self._dpr)
        # (QTransform.isTranslating() is also true of a turned card: ask for the type.)
        plain = painter.worldTransform().type().value <= QTransform.TransformationType.TxTranslate.value
        # The hints are this card's own: left on the painter, they would make
        # the view blit every cached card through the slow smoothing path.
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform,
                              not (plain and scale == 1.0) and not self.in_flight)
        # Smooth edges for a card at rest (drawn once into its cache); a card
        # in flight is redrawn every frame and moves too fast to show them.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, not self.in_flight)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self.face_up and self.mark is PlayMark.ILLEGAL:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 40, 30, 110))
            painter.drawRoundedRect(rect, 6, 6)
        self._paint_outlines(painter, rect)
        painter.restore()

    def _paint_outlines(self, painter: QPainter, rect: QRectF) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = self._width * 0.06
        if self.received:
            painter.setPen(QPen(RECEIVED_COLOUR, 3))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.selected:
            painter.setPen(QPen(SELECTED_COLOUR, 4))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.focused:
            pen = QPen(FOCUS_COLOUR, 2, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
