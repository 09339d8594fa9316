"""Geometry: 3 and 7 seats without overlapping cards, and re-layout on resize."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

from hearts_desktop.services.settings import AnimationSpeed
from hearts_desktop.views.main_window import MainWindow
from hearts_desktop.views.table import scene_items
from hearts_desktop.views.table.layout import compute_layout, overlaps
from hearts_desktop.views.table.scene_items import SeatLabel
from hearts_desktop.views.table.table_scene import HUMAN

from .conftest import settings_for, wait_for_human


def seat_boxes(window: MainWindow) -> list[list[QRectF]]:
    """Per seat: its label and the bounding box of its shown cards (with the
    cards a computer seat has chosen to pass; the human's lie in the middle)."""
    scene = window.scene
    boxes = []
    for seat, hand in enumerate(scene.at.hands):
        cards = QRectF()
        for item in hand + (scene.at.outgoing[seat] if seat != HUMAN else []):
            cards = cards.united(item.scene_card_rect())
        boxes.append([QRectF(scene.labels[seat].rect()), cards])
    return boxes


def assert_no_overlaps(window: MainWindow) -> None:
    scene = window.scene
    visible = QRectF(window.view.viewport().rect())
    boxes = seat_boxes(window)
    for first, second in itertools.combinations(range(len(boxes)), 2):
        for one, other in itertools.product(boxes[first], boxes[second]):
            assert not one.intersects(other), (first, second, one, other)
    for seat, rects in enumerate(boxes):
        for rect in rects:
            assert visible.contains(rect), (seat, rect)
            assert not rect.intersects(scene.layout.trick_rect), (seat, rect)
            assert not rect.intersects(scene.layout.info_rect), (seat, rect)
    assert not scene.layout.info_rect.intersects(scene.layout.trick_rect)


@pytest.mark.parametrize("players", [3, 4, 7])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_seats_do_not_overlap(make_window, qtbot, players: int, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    window = make_window(settings_for(players=players), size=size)
    wait_for_human(qtbot, window)
    scene = window.scene
    game = window.adapter.game
    qtbot.waitUntil(lambda: game.seats_to_pass() == [HUMAN] and scene.queue.is_idle())
    assert all(scene.at.outgoing[seat] for seat in range(players) if seat != HUMAN)
    assert len(scene.at.hands) == players and len(scene.labels) == players
    shown = zip(scene.at.hands, scene.at.outgoing, strict=True)
    assert all(len(hand) + len(out) == game.tricks_per_hand for hand, out in shown)
    assert_no_overlaps(window)


def test_layouts_have_no_overlaps_from_small_to_large() -> None:
    hands = {3: 17, 4: 13, 5: 10, 6: 8, 7: 14}  # 7 with two decks (V5): 14 each
    for width, height in [(1024, 640), (1280, 800), (1920, 1080), (2560, 1440)]:
        for players, cards in hands.items():
            for large in (False, True):
                layout = compute_layout(width, height, (cards,) * players, large)
                assert not overlaps(layout), (width, height, players, large)
                assert layout.card_h > height * 0.1, (width, height, players)


@pytest.mark.parametrize("text_pt", [9.0, 13.5, 18.0])  # the system font at 1×, 1.5× and 2×
def test_the_labels_grow_with_the_system_font_and_nothing_overlaps(text_pt: float) -> None:
    for width, height in [(1280, 760), (1366, 730), (1024, 540)]:
        for players, cards in {3: 17, 4: 13, 6: 8}.items():
            layout = compute_layout(width, height, (cards,) * players, text_pt=text_pt)
            assert not overlaps(layout), (width, height, players, text_pt)
            name_pt = layout.labels[0].height() / 3.2 * 0.58  # SeatLabel's name size
            assert name_pt >= text_pt, (width, height, players, text_pt)


def test_a_long_status_is_shortened_not_dropped(qtbot) -> None:  # type: ignore[no-untyped-def]
    label = SeatLabel(0)
    label.set_state(name="South", points=0, total=0, dealer=False, turn=False, taken=[],
                    status="choosing cards to pass")
    metrics = QFontMetricsF(QFont())
    assert label.third_line(metrics, 1000) == "choosing cards to pass"
    short = label.third_line(metrics, metrics.horizontalAdvance("choosing car…"))
    assert short.startswith("choosing") and short.endswith("…")


def test_resize_lays_the_table_out_again(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(size=(1024, 700))
    wait_for_human(qtbot, window)
    scene = window.scene
    small = scene.layout.card_h
    first = scene.at.hands[HUMAN][0].pos()
    window.resize(1900, 1100)
    qtbot.waitUntil(lambda: scene.sceneRect().width() > 1800)
    assert scene.layout.card_h > small * 1.3
    assert scene.at.hands[HUMAN][0].pos() != first
    assert scene.at.hands[HUMAN][0].size[1] == pytest.approx(scene.layout.card_h)
    assert_no_overlaps(window)
    assert window.view.pass_button.geometry().center().y() < scene.layout.trick_rect.bottom()


def test_a_notice_follows_the_table_when_it_is_resized(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A notice said before the window had its size (a network window says one
    as it opens) sits under the trick of the table as it is, not as it was."""
    window = make_window(size=(1024, 700))
    wait_for_human(qtbot, window)
    scene = window.scene
    scene.show_notice("A sentence long enough to wrap onto a second line where the player looks")
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: scene.sceneRect().width() > 1500)
    notice, trick = scene.notice.sceneBoundingRect(), scene.layout.trick_rect
    assert scene.notice.isVisible() and notice.center().x() == pytest.approx(trick.center().x(), abs=2)
    assert trick.bottom() < notice.top() < trick.bottom() + 12
    assert not notice.intersects(QRectF(window.view.pass_button.geometry()))
    scene.show_notice("")  # nothing to say: the last sentence goes, no empty bubble comes
    assert not scene.notice.isVisible()


def test_resize_while_cards_move_ends_in_the_new_layout(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(settings_for(AnimationSpeed.NORMAL), size=(1024, 700))
    scene = window.scene
    assert not scene.queue.is_idle()  # dealing
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: scene.sceneRect().width() > 1500)
    with qtbot.waitSignal(scene.queue.idle, timeout=10000):
        pass
    for move in scene.targets():
        assert (move.item.pos() - move.to.point()).manhattanLength() < 1
    assert_no_overlaps(window)


def test_the_middle_caption_stays_above_the_pass_button(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(size=(800, 500))
    wait_for_human(qtbot, window)
    middle, button = window.scene.middle, window.view.pass_button
    assert window.controller.human_passing() and button.isVisible()
    assert middle.reserved >= button.height()
    area = middle.rect().adjusted(8, 6, -8, -6 - middle.reserved)
    assert area.bottom() <= window.view.mapToScene(button.geometry().topLeft()).y()
    # A caption far too long for the area is drawn smaller, never past it.
    text = " ".join(["Veldu þrjú spil til að gefa"] * 3)
    flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
    size = 14.0
    assert QFontMetricsF(scene_items._font(size)).boundingRect(area, flags, text).height() > area.height()
    fitted = scene_items._wrapped_font(area, flags, text, size)
    assert fitted.pointSizeF() < size
    assert QFontMetricsF(fitted).boundingRect(area, flags, text).height() <= area.height()


@pytest.mark.parametrize("width", [120.0, 150.0, 163.0, 171.0, 185.0, 200.0])
def test_a_seat_line_shrinks_to_fit_before_it_is_shortened(qtbot, width: float) -> None:  # type: ignore[no-untyped-def]
    text, size = "This hand 14 · Total 17", 13.0
    font = scene_items.fitted_font(text, width, size)
    smallest = scene_items._font(size * 0.6)
    if QFontMetricsF(smallest).horizontalAdvance(text) <= width:
        assert QFontMetricsF(font).horizontalAdvance(text) <= width  # whole, never "Total …"
    assert size * 0.6 <= font.pointSizeF() <= size
