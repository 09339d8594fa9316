"""Mouse input on the table, turned into intents.

A press on one of the human's cards starts a *possible* drag; it becomes a
drag only past the system drag distance, and only if the controller says
the card may be lifted (otherwise `lift_refused`, and the controller says
why).  While dragging, the middle lights up only if dropping there would be
legal.  A release reports a drop (with the zone under the pointer) or a
click.  Nothing here touches the model.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from hearts_desktop.views.table.card_item import CardItem
from hearts_desktop.views.table.motion import FLIGHT_Z

if TYPE_CHECKING:
    from hearts_desktop.views.table.table_scene import TableScene


def _never(*_: object) -> bool:
    return False


class CardInteraction:
    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.accepting: Callable[[], bool] = lambda: False
        """Whether input is taken now (the controller: idle and a human may act)."""
        self.can_lift: Callable[[CardItem], bool] = _never
        self.drop_is_legal: Callable[[CardItem, str], bool] = _never
        self.reset()

    def reset(self) -> None:
        self._item: CardItem | None = None
        self._press = QPointF()
        self._offset = QPointF()
        self.dragging = False

    def item_at(self, point: QPointF) -> CardItem | None:
        """The topmost of the human's cards under a scene point."""
        mine = self.scene.human_items()
        for item in self.scene.items(point):
            if isinstance(item, CardItem) and item in mine and item.isVisible():
                return item
        return None

    def press(self, event: QGraphicsSceneMouseEvent) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if self.scene.release_pause():
            return True
        item = self.item_at(event.scenePos())
        if item is None or not self.accepting():
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
            if not self.can_lift(item):
                self.reset()
                self.scene.lift_refused.emit(item)
                return True
            self.dragging = True
            item.setZValue(FLIGHT_Z * 2)
            item.setRotation(0)
        item.setPos(point - self._offset)
        zone = self.scene.zone_at(point)
        self.scene.middle.set_lit(zone == "middle" and self.drop_is_legal(item, zone))
        return True

    def release(self, event: QGraphicsSceneMouseEvent) -> bool:
        item, dragging = self._item, self.dragging
        if item is None or event.button() != Qt.MouseButton.LeftButton:
            return False
        self.reset()
        self.scene.middle.set_lit(False)
        if dragging:
            self.scene.card_dropped.emit(item, self.scene.zone_at(event.scenePos()))
        else:
            self.scene.card_clicked.emit(item)
        return True

    def double_click(self, event: QGraphicsSceneMouseEvent) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        item = self.item_at(event.scenePos())
        if item is None or not self.accepting():
            return item is not None
        self._item = item  # the release that follows must not count as a click
        self._press = event.scenePos()
        self.scene.card_double_clicked.emit(item)
        self._item = None
        return True
