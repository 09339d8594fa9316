"""The table's parts on their own: the animation queue, the pixmap cache,
accessible names, translated refusals, the rules and About dialogs."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QPointF, QPropertyAnimation, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap, QPixmapCache
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QGraphicsItem, QPushButton, QStyleOptionGraphicsItem

from hearts_desktop.model.cards import Card, PassDirection
from hearts_desktop.model.game import Game
from hearts_desktop.model.rules import BLACK_MARIA, STANDARD
from hearts_desktop.services.paths import resource_path
from hearts_desktop.services.settings import AnimationSpeed
from hearts_desktop.views.dialogs.howto import howto_html
from hearts_desktop.views.dialogs.info_dialogs import AboutDialog
from hearts_desktop.views.table import card_art, speeds
from hearts_desktop.views.table.animation_queue import AnimationQueue, Pause
from hearts_desktop.views.table.card_art import CardArt, flight_scale
from hearts_desktop.views.table.card_item import CardItem, PlayMark
from hearts_desktop.views.table.layout import Placement
from hearts_desktop.views.table.motion import Move, animate
from hearts_desktop.views.words.texts import explain_error, pass_button_text

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def empty_picture_cache(qtbot) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """Qt's pixmap cache is shared by the whole process: these tests count
    renders, so each starts with it empty."""
    QPixmapCache.clear()
    yield


def test_queue_runs_steps_in_order_and_signals_idle_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    queue = AnimationQueue()
    order: list[str] = []
    target = QObject()
    target.setObjectName("a")
    pause = Pause()

    def moving() -> QPropertyAnimation:
        order.append("move")
        animation = QPropertyAnimation(target, b"objectName")
        animation.setDuration(30)
        return animation  # type: ignore[return-value]

    with qtbot.waitSignal(queue.idle, timeout=2000):
        with qtbot.assertNotEmitted(queue.idle):
            with queue.batch():
                queue.push(lambda: order.append("instant"))  # type: ignore[arg-type, func-returns-value]
                queue.push(moving)
                queue.push(lambda: pause)
                queue.push(lambda: order.append("after"))  # type: ignore[arg-type, func-returns-value]
            assert not queue.is_idle()
            qtbot.waitUntil(lambda: queue.running is pause)
            assert order == ["instant", "move"]
        pause.release()
    assert order == ["instant", "move", "after"] and queue.is_idle()


def test_instant_speed_applies_end_states_and_still_signals_idle(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert speeds.scaled(speeds.PLAY_CARD, AnimationSpeed.INSTANT) == 0
    assert speeds.scaled(speeds.PLAY_CARD, AnimationSpeed.SLOW) > speeds.PLAY_CARD
    queue = AnimationQueue()
    with qtbot.waitSignal(queue.idle, timeout=100):
        queue.push(lambda: None)


def test_moving_cards_fly_uncached_and_settle_cached(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A device-coordinate cache is re-rendered on every frame of a turn, and
    of a slide by fractions of a pixel: a moving card is drawn directly, and
    cached again once it lands.  A card that stays keeps its cache."""
    art = CardArt()
    turning, sliding = CardItem(Card.from_str("QS"), art), CardItem(Card.from_str("2C"), art)
    staying = CardItem(Card.from_str("3C"), art)
    staying.setPos(10, 10)
    animation = animate([Move(turning, Placement(100, 50, rotation=30.0)),
                         Move(sliding, Placement(40.5, 60.25)), Move(staying, Placement(10, 10))], 40)
    assert animation is not None
    assert turning.cacheMode() is QGraphicsItem.CacheMode.NoCache and turning.in_flight
    assert sliding.cacheMode() is QGraphicsItem.CacheMode.NoCache and sliding.in_flight
    assert staying.cacheMode() is QGraphicsItem.CacheMode.DeviceCoordinateCache and not staying.in_flight
    with qtbot.waitSignal(animation.finished, timeout=2000):
        animation.start()
    assert turning.rotation() == 30.0 and turning.pos() == QPointF(100, 50)
    for item in (turning, sliding):
        assert item.cacheMode() is QGraphicsItem.CacheMode.DeviceCoordinateCache
        assert not item.in_flight


def _hints_while_painting(item: CardItem) -> tuple[bool, bool, bool]:
    """(smooth edges while drawing, smooth pixmaps while drawing, a hint left behind)."""
    image = QImage(300, 400, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.translate(100, 150)
    painter.rotate(20)
    seen: list[tuple[bool, bool]] = []
    original = painter.drawPixmap

    class Spy:
        def __getattr__(self, name: str) -> object:
            return getattr(painter, name)

        def drawPixmap(self, *args: object) -> None:
            seen.append((painter.testRenderHint(QPainter.RenderHint.Antialiasing),
                         painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)))
            original(*args)

    item.paint(Spy(), QStyleOptionGraphicsItem())  # type: ignore[arg-type]
    left = (painter.testRenderHint(QPainter.RenderHint.Antialiasing)
            or painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform))
    painter.end()
    return seen[0][0], seen[0][1], left


def test_a_card_at_rest_is_drawn_smooth_and_a_flying_one_fast(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Smoothing a turned card costs a DPR 2 screen its 60 fps when 52 cards
    fly; at rest it is drawn once, smoothly, into its cache.  The hints stay
    the card's own: left on the view's painter they slowed every blit."""
    item = CardItem(Card.from_str("QS"), CardArt())
    item.set_face_up(True)
    assert _hints_while_painting(item) == (True, True, False)
    item.set_in_flight(True)
    assert _hints_while_painting(item) == (False, False, False)


def test_a_zooming_card_is_drawn_from_a_few_picture_sizes(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Every frame of a zoom has a new scale; the picture comes from a scale
    rounded up to a quarter, so a trick shrinking to its taker renders a
    handful of pictures, not one per frame."""
    assert [flight_scale(s) for s in (0.5, 0.51, 0.78, 0.85, 1.0, 1.01)] == [0.5, 0.75, 1.0, 1.0, 1.0, 1.25]
    art = CardArt()
    item = CardItem(Card.from_str("KH"), art)
    item.set_face_up(True)
    item.set_in_flight(True)
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    for step in range(40):
        item.setScale(1.0 - step / 80)  # 1.0 down to 0.51
        item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    assert art.renders == 2  # at 1.0 and 0.75


def test_the_picture_cache_has_a_bound(qtbot) -> None:  # type: ignore[no-untyped-def]
    art = CardArt()
    limit = QPixmapCache.cacheLimit()
    assert limit * 1024 >= card_art.CACHE_BYTES
    QPixmapCache.clear()
    QPixmapCache.setCacheLimit(3 * 80 * 112 * 4 // 1024 + 1)  # room for three pictures (KB)
    try:
        cards = [Card.from_str(code) for code in ("2C", "3C", "4C", "5C")]
        for card in cards:
            art.pixmap(card, 80, 112, 1.0)
        art.pixmap(cards[-1], 80, 112, 1.0)
        assert art.renders == 4  # the newest is still there
        art.pixmap(cards[0], 80, 112, 1.0)
        assert art.renders == 5  # the oldest went first
    finally:
        QPixmapCache.setCacheLimit(limit)


def test_pixmaps_are_rendered_once_per_size_and_ratio(qtbot) -> None:  # type: ignore[no-untyped-def]
    art = CardArt()
    queen = Card.from_str("QS")
    QPixmapCache.clear()
    first = art.pixmap(queen, 80, 112, 1.0)
    assert art.pixmap(queen, 80, 112, 1.0).cacheKey() == first.cacheKey()
    assert art.renders == 1
    double = art.pixmap(queen, 80, 112, 2.0)
    assert double.width() == 160 and double.devicePixelRatio() == 2.0 and art.renders == 2
    art.set_style(four_colour=True, large=False)
    art.pixmap(queen, 80, 112, 1.0)
    assert art.renders == 3 and art.folder == "fourcolor"


def test_cards_have_accessible_names(qtbot) -> None:  # type: ignore[no-untyped-def]
    item = CardItem(Card.from_str("QS"), CardArt())
    assert item.accessible_name() == "Card, face down"
    item.set_face_up(True)
    item.set_marks(mark=PlayMark.LEGAL)
    assert item.accessible_name() == "Queen of spades, legal"
    item.set_marks(mark=PlayMark.ILLEGAL, received=True)
    assert item.accessible_name() == "Queen of spades, not playable now, received"


def test_refusals_are_rebuilt_from_the_rule_not_the_english_message(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = Game(STANDARD, 4, seed=1)
    for seat in range(4):
        game.pass_cards(seat, game.hand(seat)[:3])
    leader = game.turn
    assert leader is not None
    wrong = next(card for card in game.hand(leader) if card != game.lowest_club)
    error = game.illegal_reason(leader, wrong)
    assert error is not None and error.rule == "R6"
    text = explain_error(error)
    assert text.endswith("(R6)") and "lowest club" in text
    assert text != error.message
    assert pass_button_text(3, game.pass_direction) == "Pass 3 cards to the left"
    assert pass_button_text(3, PassDirection.ACROSS) == "Pass 3 cards across"


def test_rules_dialog_shows_the_house_rules_in_play(qtbot) -> None:  # type: ignore[no-untyped-def]
    text = howto_html(BLACK_MARIA, 4)
    assert "Black Maria" in text and "R12" in text and "H15" in text
    assert "The ace of spades counts 7 and the king of spades 10 (H15)." in text
    # The review's scale is stated in the help, with the model's own thresholds.
    from hearts_desktop.ai.review import BLUNDER, INACCURACY, MISTAKE
    assert "Learning from your games" in text
    scale = (f"under {INACCURACY:.1f} good, from {INACCURACY:.1f} an inaccuracy, "
             f"from {MISTAKE:.1f} a mistake, from {BLUNDER:.1f} a blunder")
    assert scale in text


def test_about_credits_the_card_art_and_the_sounds(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert "Adrian Kennard" in text and "CC0" in text and "MIT" in text
    assert resource_path("cards", "standard", "QS.svg").is_file()
    assert "tools/make_sounds.py" in text and "miniaudio" in text
    assert (ROOT / "tools" / "make_sounds.py").is_file()


def test_card_backs_are_shipped_and_chosen_by_name(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert {"back", "back-blue", "back-red"} <= set(card_art.card_backs())
    assert CardArt().back == card_art.DEFAULT_BACK
    assert CardArt(back="back-from-an-old-version").back == card_art.DEFAULT_BACK
    art = CardArt(back="back-red")
    red = art.pixmap(None, 80, 112, 1.0).toImage()
    assert art.set_back("back-blue") and not art.set_back("back-blue")
    blue = art.pixmap(None, 80, 112, 1.0).toImage()
    assert _mean_colour(red) != _mean_colour(blue)
    r, _, b = _mean_colour(red)
    assert r > 1.5 * b
    r, _, b = _mean_colour(blue)
    assert b > 1.5 * r


def _mean_colour(image: QImage) -> tuple[float, float, float]:
    """Mean red, green, blue of a back's patterned panel (its upper left part,
    away from the white border and the medallion)."""
    colours = [image.pixelColor(x, y) for x in range(8, 30) for y in range(8, 40)]
    return (sum(c.red() for c in colours) / len(colours), sum(c.green() for c in colours) / len(colours),
            sum(c.blue() for c in colours) / len(colours))


def test_every_face_is_rendered_before_anyone_plays_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The hand is rendered before the deal's first frame; the other faces,
    at the sizes a played card flies through, while the table is still."""
    from hearts_desktop.model.deal import deck_in_play
    from hearts_desktop.model.qt_adapter import GameAdapter
    from hearts_desktop.views.table.layout import OPPONENT_SCALE
    from hearts_desktop.views.table.table_scene import TableScene

    game = Game(STANDARD, 4, seed=8)
    scene = TableScene(GameAdapter(game))
    scene.speed = AnimationSpeed.INSTANT
    scene.resize_table(1280, 800, 1.0)
    with qtbot.waitSignal(scene.queue.idle, timeout=5000):
        scene.set_game(game)
    qtbot.waitUntil(lambda: not scene._warm_timer.isActive(), timeout=20000)
    before = scene.art.renders
    width, height = scene.layout.card_w, scene.layout.card_h
    for card in deck_in_play(game.rules, game.players):
        for scale in (OPPONENT_SCALE, 0.75, 1.0):
            scene.art.pixmap(card, width * scale, height * scale, 1.0)
    assert before > 52 and scene.art.renders == before


def _ink(pixmap: QPixmap) -> Counter[str]:
    """The saturated colours a card is drawn in: each pixel as the hue it is
    nearest to (red, green, blue), or black, ignoring white and the edges."""
    image = pixmap.toImage()
    seen: Counter[str] = Counter()
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            colour = image.pixelColor(x, y)
            if colour.alpha() < 250:
                continue
            r, g, b = colour.red(), colour.green(), colour.blue()
            if max(r, g, b) < 60:
                seen["black"] += 1
            elif r > 180 and g < 80 and b < 80:
                seen["red"] += 1
            elif g > 90 and r < 60 and b < 60:
                seen["green"] += 1
            elif b > 180 and r < 80 and g < 80:
                seen["blue"] += 1
    return seen


@pytest.mark.parametrize(("four_colour", "large", "club", "diamond"), [
    (False, False, "black", "red"), (True, False, "green", "blue"),
    (False, True, "black", "red"), (True, True, "green", "blue")])
def test_each_deck_option_and_both_together_draw_their_colours(  # type: ignore[no-untyped-def]
        qtbot, four_colour: bool, large: bool, club: str, diamond: str) -> None:
    """Issue #46: with both options checked the large indices kept the two colours."""
    art = CardArt(four_colour=four_colour, large=large)
    for code, wanted in (("5C", club), ("5D", diamond)):
        ink = _ink(art.pixmap(Card.from_str(code), 120, 168, 1.0))
        colour, count = ink.most_common(1)[0]
        assert colour == wanted and count > 100, (code, ink)
    # The faces are the large-index ones (or not): the same shapes, whatever the colour.
    shape = _shape(art.pixmap(Card.from_str("5C"), 120, 168, 1.0))
    large_shape = _shape(CardArt(large=True).pixmap(Card.from_str("5C"), 120, 168, 1.0))
    assert (len(shape ^ large_shape) < 0.1 * len(shape)) == large  # anti-aliasing differs by ~3 %


def _shape(pixmap: QPixmap) -> set[tuple[int, int]]:
    """Where a card is inked (any colour but white)."""
    image = pixmap.toImage()
    return {(x, y) for y in range(image.height()) for x in range(image.width())
            if image.pixelColor(x, y).alpha() > 250 and image.pixelColor(x, y).lightness() < 200}


@pytest.mark.parametrize("kind", ["hand", "game over"])
def test_the_score_dialogs_keys_stay_on_their_buttons(qtbot, kind: str) -> None:  # type: ignore[no-untyped-def]
    """Seen at the table by keyboard: an arrow key in the end-of-hand dialog
    went into the score table, and Space then did nothing."""
    from hearts_desktop.model.rules import MoonChoice
    from hearts_desktop.model.scoring import HandScore, MoonResult
    from hearts_desktop.views.dialogs.game_dialogs import GameOverDialog, HandSummaryDialog

    names = ("South", "West", "North", "East")
    if kind == "hand":
        score = HandScore(hand_number=3, points=(0, 26, 0, 0), deltas=(26, 0, 26, 26),
                          totals=(30, 12, 40, 55),
                          moon=MoonResult(shooter=1, amount=26, sun=False, choice=MoonChoice.ADD_TO_OTHERS),
                          no_trick_bonus=(), resets=(), bonus_card_taker=())
        dialog: QDialog = HandSummaryDialog(score, names, [[], [], [], []])
    else:
        dialog = GameOverDialog((1,), (104, 61, 88, 70), names)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.focusWidget() is not None)
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Left, Qt.Key.Key_Tab):
        QTest.keyClick(dialog.focusWidget() or dialog, key)
        assert isinstance(dialog.focusWidget(), QPushButton), (key, dialog.focusWidget())
    QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Left)
    with qtbot.waitSignal(dialog.finished, timeout=2000):
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Space)  # the button with the focus answers
