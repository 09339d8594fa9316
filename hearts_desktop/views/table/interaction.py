"""Mouse input on the table, turned into intents.

A press on one of the human's cards starts a *possible* drag; it becomes a
drag only past the system drag distance, and only if the referee (the
controller, like a QValidator for a line edit) says the card may be lifted
(otherwise `lift_refused`, and the controller says why).  While dragging,
`middle_lit` says whether dropping in the middle would be legal.  A release
reports a drop (with the zone under the pointer) or a click.  Nothing here
touches the model, and nothing here knows the scene's class: it sees the
table through the small `Table` protocol.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from hearts_desktop.views.table.card_item import CardItem
from hearts_desktop.views.table.motion import FLIGHT_Z


class Table(Protocol):
    """What the interaction needs to know of the table."""

    def human_card_at(self, point: QPointF) -> CardItem | None: ...

    def zone_at(self, point: QPointF) -> str: ...

    def release_pause(self) -> bool: ...


class Referee(Protocol):
    """Whose answers decide what the mouse may do (the table controller)."""

    def accepting(self) -> bool: ...

    def can_lift(self, item: CardItem) -> bool: ...

    def drop_is_legal(self, item: CardItem, zone: str) -> bool: ...


class CardInteraction(QObject):
    card_clicked = Signal(object)  # CardItem
    card_double_clicked = Signal(object)  # CardItem
    card_dropped = Signal(object, str)  # CardItem, zone ("middle", "hand", ...)
    lift_refused = Signal(object)  # CardItem the referee would not let go
    middle_lit = Signal(bool)  # dropping in the middle now would be legal

    def __init__(self, table: Table, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.referee: Referee | None = None
        """Without a referee nothing may be lifted or dropped."""
        self.reset()

    def reset(self) -> None:
        self._item: CardItem | None = None
        self._press = QPointF()
        self._offset = QPointF()
        self.dragging = False

    def _accepting(self) -> bool:
        return self.referee is not None and self.referee.accepting()

    def press(self, event: QGraphicsSceneMouseEvent) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if self.table.release_pause():
            return True
        item = self.table.human_card_at(event.scenePos())
        if item is None or not self._accepting():
            return item is not None  # swallow presses on cards while input is refused
        self._item = item
        self._press = event.scenePos()
        self._offset = event.scenePos() - item.pos()
        return True

    def move(self, event: QGraphicsSceneMouseEvent) -> bool:
        item = self._item
        if item is None:
            return False
        point = event.scenePos()
        if not self.dragging:
            if (point - self._press).manhattanLength() < QApplication.startDragDistance():
                return True
            if self.referee is None or not self.referee.can_lift(item):
                self.reset()
                self.lift_refused.emit(item)
                return True
            self.dragging = True
            item.setZValue(FLIGHT_Z * 2)
            item.setRotation(0)
        item.setPos(point - self._offset)
        zone = self.table.zone_at(point)
        legal = self.referee is not None and self.referee.drop_is_legal(item, zone)
        self.middle_lit.emit(zone == "middle" and legal)
        return True

    def release(self, event: QGraphicsSceneMouseEvent) -> bool:
        item, dragging = self._item, self.dragging
        if item is None or event.button() != Qt.MouseButton.LeftButton:
            return False
        self.reset()
        self.middle_lit.emit(False)
        if dragging:
            self.card_dropped.emit(item, self.table.zone_at(event.scenePos()))
        else:
            self.card_clicked.emit(item)
        return True

    def double_click(self, event: QGraphicsSceneMouseEvent) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        item = self.table.human_card_at(event.scenePos())
        if item is None or not self._accepting():
            return item is not None
        self._item = item  # the release that follows must not count as a click
        self._press = event.scenePos()
        self.card_double_clicked.emit(item)
        self._item = None
        return True
