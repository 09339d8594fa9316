"""Where everything goes on a table of a given size: pure geometry.

Seat 0 (the human) sits at the bottom with a fanned hand; the other seats
sit clockwise on an ellipse (seat 1 to the bottom seat's left, as players
sit).  Each opponent is a block: its label above a compact row of face-down
cards.  The middle holds the trick area, which doubles as the pass area
while passing (no trick is in play then).  If anything would overlap, the
cards shrink a step and the layout is tried again, so every window size
from 1024×640 up gets a table without overlapping hands.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from hearts_desktop.views.table.card_art import CARD_ASPECT

MARGIN = 10.0
OPPONENT_SCALE = 0.5
"""Opponents' face-down hands are drawn at this scale."""
OPPONENT_STEP = 0.26
"""Visible part of each face-down card in an opponent's row (of its width)."""
HAND_STEP = 0.5
"""Largest visible part of each card in the human's fanned hand."""
ARC = 0.07
"""How far the ends of the human's fan drop, in card heights."""


@dataclass(frozen=True)
class Placement:
    """A card's centre and rotation (degrees) in scene coordinates."""

    x: float
    y: float
    rotation: float = 0.0
    scale: float = 1.0
    z: float = 0.0

    def point(self) -> QPointF:
        return QPointF(self.x, self.y)


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    players: int
    hand_sizes: tuple[int, ...]
    card_w: float
    card_h: float
    angles: tuple[float, ...]
    anchors: tuple[QPointF, ...]
    """Centre of each seat's hand."""
    labels: tuple[QRectF, ...]
    trick_rect: QRectF
    trick_slots: tuple[QPointF, ...]
    info_rect: QRectF

    # -- hands ----------------------------------------------------------------

    def hand_placements(self, seat: int, count: int) -> list[Placement]:
        if seat == 0:
            return self._fan(count)
        return self._row(seat, count)

    def _fan(self, count: int) -> list[Placement]:
        """The human hand: a gentle arc, each card turned a little."""
        if count == 0:
            return []
        step = self.human_step(count)
        centre = self.anchors[0]
        spread = min(2.2, 26.0 / max(count, 1))
        out = []
        for index in range(count):
            offset = index - (count - 1) / 2
            arc = (offset / max((count - 1) / 2, 1)) ** 2 * self.card_h * ARC
            out.append(Placement(centre.x() + offset * step, centre.y() + arc,
                                 offset * spread, 1.0, 100 + index))
        return out

    def human_step(self, count: int) -> float:
        sides = max(self.labels[0].width(), self.info_rect.width()) + 8
        room = self.width - 2 * MARGIN - sides * 2 - self.card_w * 1.25
        step = self.card_w * HAND_STEP
        if count > 1:
            step = min(step, max(room, self.card_w) / (count - 1))
        return step

    def _row(self, seat: int, count: int) -> list[Placement]:
        centre = self.anchors[seat]
        step = self.card_w * OPPONENT_SCALE * OPPONENT_STEP
        return [Placement(centre.x() + (index - (count - 1) / 2) * step, centre.y(), 0.0,
                          OPPONENT_SCALE, 10 + index) for index in range(count)]

    def hand_rect(self, seat: int, count: int) -> QRectF:
        """The box a seat's hand covers, turned corners included."""
        box = QRectF()
        for place in self.hand_placements(seat, count):
            box = box.united(card_box(place, self.card_w, self.card_h))
        return box

    # -- middle -----------------------------------------------------------------

    def trick_placement(self, seat: int, order: int) -> Placement:
        slot = self.trick_slots[seat]
        return Placement(slot.x(), slot.y(), 0.0, trick_scale(self.players), 500 + order)

    def pass_placements(self, count: int, slots: int) -> list[Placement]:
        """Cards chosen to pass, in a row of `slots` places in the middle."""
        step = self.card_w * 0.62
        centre = self.trick_rect.center()
        first = centre.x() - (slots - 1) / 2 * step
        return [Placement(first + index * step, centre.y(), 0.0, 1.0, 400 + index)
                for index in range(count)]

    def deck_point(self) -> QPointF:
        return self.trick_rect.center()

    def label_point(self, seat: int) -> QPointF:
        return self.labels[seat].center()


def card_box(place: Placement, card_w: float, card_h: float) -> QRectF:
    """The bounding box of a card turned by `place.rotation` around its centre."""
    angle = math.radians(place.rotation)
    w, h = card_w * place.scale, card_h * place.scale
    half_w = (abs(math.cos(angle)) * w + abs(math.sin(angle)) * h) / 2
    half_h = (abs(math.sin(angle)) * w + abs(math.cos(angle)) * h) / 2
    return QRectF(place.x - half_w, place.y - half_h, 2 * half_w, 2 * half_h)


def card_height_for(width: float, height: float, large: bool) -> float:
    base = min(height * 0.2, width * 0.105, 250.0)
    return base * (1.12 if large else 1.0)


def compute_layout(width: float, height: float, hand_sizes: tuple[int, ...],
                   large: bool = False, text_pt: float = 0.0) -> TableLayout:
    """The biggest cards (up to the size the window suggests) whose layout
    has no overlaps.  `text_pt`, the system font's size: the labels are
    never drawn smaller than it, so a larger system font grows them (and
    the cards make room)."""
    card_h = card_height_for(width, height, large)
    layout = _layout(width, height, hand_sizes, card_h, text_pt)
    for _ in range(12):
        if not overlaps(layout):
            break
        card_h *= 0.92
        layout = _layout(width, height, hand_sizes, card_h, text_pt)
    return layout


def _label_size(card_w: float, card_h: float, text_pt: float) -> tuple[float, float]:
    # A label's name is drawn at 0.58 of a third of its height (SeatLabel):
    # never below the system font.
    for_text_h = text_pt * 3.2 / 0.58 + 8
    return (max(130.0, min(card_w * 2.0, 300.0), for_text_h * 2.4),
            max(54.0, min(card_h * 0.55, 112.0), for_text_h))


def _layout(width: float, height: float, hand_sizes: tuple[int, ...], card_h: float,
            text_pt: float = 0.0) -> TableLayout:
    players = len(hand_sizes)
    card_w = card_h * CARD_ASPECT
    label_w, label_h = _label_size(card_w, card_h, text_pt)
    angles = tuple(90.0 + seat * 360.0 / players for seat in range(players))
    # The human's band at the bottom; the rest of the table above it.
    hand_y = height - MARGIN - card_h * (0.56 + ARC)
    region_bottom = hand_y - card_h * 0.62 - 6
    small_h = card_h * OPPONENT_SCALE
    block_h = label_h + 4 + small_h
    max_cards = max(hand_sizes[1:], default=0)
    row_w = card_w * OPPONENT_SCALE * (1 + OPPONENT_STEP * max(max_cards - 1, 0))
    block_w = max(label_w, row_w)
    centre_x, centre_y = width / 2, region_bottom / 2 + MARGIN / 2
    radius_x = max(width / 2 - MARGIN - block_w / 2, 1.0)
    radius_y = max(region_bottom / 2 - MARGIN / 2 - block_h / 2, 1.0)
    anchors = [QPointF(width / 2, hand_y)]
    labels = [_human_label(width, hand_y, card_w, card_h, hand_sizes[0], label_w, label_h)]
    for seat in range(1, players):
        theta = math.radians(angles[seat])
        bx = centre_x + radius_x * math.cos(theta)
        by = centre_y + radius_y * math.sin(theta)
        top = by - block_h / 2
        labels.append(QRectF(bx - label_w / 2, top, label_w, label_h))
        anchors.append(QPointF(bx, top + label_h + 4 + small_h / 2))
    # The middle sits a little low: the opponents' blocks at the top are taller than the gap below.
    trick_rect, slots = _trick(centre_x, centre_y + card_h * 0.2, card_w, card_h, angles)
    info_h = label_h * 1.1 + 34
    info_w = min(max(label_w * 1.3, 200.0), 360.0)
    info = QRectF(width - MARGIN - info_w, height - MARGIN - info_h, info_w, info_h)
    return TableLayout(width, height, players, hand_sizes, card_w, card_h, angles, tuple(anchors),
                       tuple(labels), trick_rect, slots, info)


def _human_label(width: float, hand_y: float, card_w: float, card_h: float, count: int,
                 label_w: float, label_h: float) -> QRectF:
    """Left of the hand when there is room, else above its left end."""
    return QRectF(MARGIN, hand_y + card_h * 0.5 - label_h, label_w, label_h)


def trick_scale(players: int) -> float:
    """Cards in the trick are a little smaller with many players, so that
    each seat's card stays readable."""
    return 1.0 if players <= 4 else 0.85 if players == 5 else 0.78


def _trick(cx: float, cy: float, card_w: float, card_h: float,
           angles: tuple[float, ...]) -> tuple[QRectF, tuple[QPointF, ...]]:
    players = len(angles)
    spread = 1.0 if players <= 4 else 1.3
    rx, ry = card_w * 0.78 * spread, card_h * 0.36 * spread
    card_w, card_h = card_w * trick_scale(players), card_h * trick_scale(players)
    slots = tuple(QPointF(cx + rx * math.cos(math.radians(a)), cy + ry * math.sin(math.radians(a)))
                  for a in angles)
    pad = 10.0
    left = min(p.x() for p in slots) - card_w / 2 - pad
    right = max(p.x() for p in slots) + card_w / 2 + pad
    top = min(p.y() for p in slots) - card_h / 2 - pad
    bottom = max(p.y() for p in slots) + card_h / 2 + pad
    return QRectF(left, top, right - left, bottom - top), slots


def blocks(layout: TableLayout) -> list[QRectF]:
    """Every box that must not overlap another: hands, labels, the middle, the info panel."""
    out = [layout.trick_rect, layout.info_rect]
    for seat in range(layout.players):
        out.append(layout.labels[seat])
        out.append(layout.hand_rect(seat, layout.hand_sizes[seat]))
    return [rect for rect in out if not rect.isEmpty()]


def overlaps(layout: TableLayout) -> bool:
    boxes = blocks(layout)
    inside = QRectF(0, 0, layout.width, layout.height)
    for index, box in enumerate(boxes):
        if not inside.contains(box):
            return True
        if any(box.intersects(other) for other in boxes[index + 1:]):
            return True
    return False
