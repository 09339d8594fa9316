"""Building card animations: every move is a QPropertyAnimation on a
QGraphicsObject's pos, rotation, scale or opacity, grouped in parallel (and
staggered for a deal).  Duration 0 applies the end state at once and
returns None, which the animation queue treats as "done"."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)

from hearts_desktop.views.table.card_item import CardItem
from hearts_desktop.views.table.layout import Placement

FLIGHT_Z = 2000.0
"""Cards in flight are drawn above everything else."""


@dataclass
class Move:
    item: CardItem
    to: Placement
    opacity: float = 1.0
    face_up: bool | None = None
    """Turn the card over when it arrives (None: leave it)."""
    hide: bool = False
    """Hide the item when it arrives (collected tricks)."""
    on_arrival: list[Callable[[], None]] = field(default_factory=list)


def arrive(move: Move) -> None:
    """The end state of one move."""
    item = move.item
    item.setPos(move.to.point())
    item.setRotation(move.to.rotation)
    item.setScale(move.to.scale)
    item.setOpacity(move.opacity)
    item.setZValue(move.to.z)
    item.set_in_flight(False)
    if move.face_up is not None:
        item.set_face_up(move.face_up)
    if move.hide:
        item.setVisible(False)
    for action in move.on_arrival:
        action()


def _needs_motion(move: Move) -> bool:
    item, to = move.item, move.to
    return (abs(item.x() - to.x) > 0.5 or abs(item.y() - to.y) > 0.5
            or abs(item.rotation() - to.rotation) > 0.1 or abs(item.scale() - to.scale) > 0.001
            or abs(item.opacity() - move.opacity) > 0.01)


def _property(item: CardItem, name: bytes, end: object, duration: int,
              easing: QEasingCurve.Type) -> QPropertyAnimation:
    animation = QPropertyAnimation(item, name)
    animation.setEndValue(end)
    animation.setDuration(duration)
    animation.setEasingCurve(easing)
    return animation


def _one(move: Move, duration: int, easing: QEasingCurve.Type) -> QParallelAnimationGroup:
    group = QParallelAnimationGroup()
    item, to = move.item, move.to
    group.addAnimation(_property(item, b"pos", to.point(), duration, easing))
    turns = abs(item.rotation() - to.rotation) > 0.1
    zooms = abs(item.scale() - to.scale) > 0.001
    # Drawn directly until `arrive`: a device-coordinate cache does not
    # survive a move by a fraction of a pixel, so it would be rendered again
    # (with smooth edges) on every frame anyway.
    item.set_in_flight(True)
    if turns:
        group.addAnimation(_property(item, b"rotation", to.rotation, duration, easing))
    if zooms:
        group.addAnimation(_property(item, b"scale", to.scale, duration, easing))
    if abs(item.opacity() - move.opacity) > 0.01:
        group.addAnimation(_property(item, b"opacity", move.opacity, duration, easing))
    return group


def animate(moves: Sequence[Move], duration: int, stagger: int = 0, pause_before: int = 0,
            easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> QAbstractAnimation | None:
    """One animation for all `moves` (None if nothing needs to move or the
    duration is 0: then the end state is applied now)."""
    if duration <= 0:
        for move in moves:
            arrive(move)
        return None
    group = QParallelAnimationGroup()
    for index, move in enumerate(moves):
        if not _needs_motion(move):
            arrive(move)
            continue
        move.item.setZValue(FLIGHT_Z + move.to.z)
        piece: QAbstractAnimation = _one(move, duration, easing)
        if stagger and index:
            sequence = QSequentialAnimationGroup()
            sequence.addPause(index * stagger)
            sequence.addAnimation(piece)
            piece = sequence
        piece.finished.connect(lambda move=move: arrive(move))
        group.addAnimation(piece)
    if group.animationCount() == 0:
        return None
    if pause_before:
        sequence = QSequentialAnimationGroup()
        sequence.addPause(pause_before)
        sequence.addAnimation(group)
        return sequence
    return group


def pause(duration: int) -> QAbstractAnimation | None:
    return QPauseAnimation(duration) if duration > 0 else None
