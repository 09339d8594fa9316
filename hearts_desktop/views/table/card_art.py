"""Card pictures: each SVG is rendered once per (deck, size, device pixel
ratio) into a QPixmap kept in Qt's QPixmapCache; painting a card is then a
pixmap blit.

PLATFORM.md measured why: SVG drawn per frame manages ~11 fps (4 fps at
DPR 2); cached pixmaps keep 52 moving cards at 60 fps.  The cache key names
the deck, the size and the ratio, so a new deck, window size or screen simply
uses other entries; the cache holds at least CACHE_BYTES and drops the least
recently used first.  The table renders the pictures a hand needs before it
is dealt (`TableScene._warm_pixmaps`), so the deal never waits on an SVG.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache
from PySide6.QtSvg import QSvgRenderer

from hearts_desktop.model.cards import Card
from hearts_desktop.services.paths import resource_path

CARD_ASPECT = 240 / 336
"""Width over height of every card picture (5:7)."""

BACK = "back"
"""The classic back (black diamond check), and the prefix of every back's file name."""
DEFAULT_BACK = "back-blue"
CACHE_BYTES = 192 * 1024 * 1024
"""About 280 card pictures at DPR 2 in a 2560×1440 window (each 179×250
logical pixels), 970 in a 1280×800 one: a hand needs every face at full size,
some at their flight sizes and the backs; the rest is room for earlier
window sizes, which drop out least recently used first."""
FLIGHT_STEPS = 4
"""A card that grows or shrinks in flight is drawn from the picture at its
scale rounded up to a quarter, so a zoom never renders an SVG per frame."""


def flight_scale(scale: float) -> float:
    """The scale whose picture a zooming card is drawn from (never smaller
    than the card on screen, so it is only ever scaled down)."""
    return max(math.ceil(scale * FLIGHT_STEPS - 1e-6), 1) / FLIGHT_STEPS


def card_backs() -> list[str]:
    """The card backs shipped in resources/cards (back*.svg), by file stem."""
    found = sorted(item.stem for item in resource_path("cards").iterdir()
                   if item.name.startswith(BACK) and item.suffix == ".svg")
    return found or [BACK]


def deck_folder(four_colour: bool, large: bool) -> str:
    """The art folder for the chosen options (each of the four has its deck)."""
    if large:
        return "fourcolor-large-index" if four_colour else "large-index"
    return "fourcolor" if four_colour else "standard"


class CardArt:
    """Renderers and a pixmap cache for one deck style."""

    def __init__(self, four_colour: bool = False, large: bool = False, back: str = DEFAULT_BACK) -> None:
        self._renderers: dict[str, QSvgRenderer] = {}
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), CACHE_BYTES // 1024))
        self.folder = deck_folder(four_colour, large)
        self.back = back if back in card_backs() else DEFAULT_BACK
        self.renders = 0
        """How many pixmaps were rendered (tests check the cache works)."""

    def set_style(self, four_colour: bool, large: bool) -> bool:
        """Use another deck; True if the deck changed."""
        folder = deck_folder(four_colour, large)
        if folder == self.folder:
            return False
        self.folder = folder
        return True

    def set_back(self, back: str) -> bool:
        """Use another card back (an unknown name, e.g. from an older
        version's settings, gets the default); True if the back changed."""
        back = back if back in card_backs() else DEFAULT_BACK
        changed = back != self.back
        self.back = back
        return changed

    def _renderer(self, key: str) -> QSvgRenderer:
        is_back = key.startswith(BACK)
        name = key if is_back else f"{self.folder}/{key}"
        renderer = self._renderers.get(name)
        if renderer is None:
            path = resource_path("cards", f"{key}.svg") if is_back \
                else resource_path("cards", self.folder, f"{key}.svg")
            renderer = QSvgRenderer(str(path))
            if not renderer.isValid():
                raise FileNotFoundError(f"card art missing or invalid: {path}")
            self._renderers[name] = renderer
        return renderer

    def pixmap(self, card: Card | None, width: float, height: float, dpr: float) -> QPixmap:
        """The picture of `card` (None: the back) at this logical size."""
        key = self.back if card is None else card.code
        size = (round(width), round(height))
        folder = "backs" if card is None else self.folder
        cache_key = f"hearts-desktop/{folder}/{key}/{size[0]}x{size[1]}@{round(dpr, 2)}"
        pixmap = QPixmap()
        if not QPixmapCache.find(cache_key, pixmap):
            pixmap = self._render(key, size[0], size[1], dpr)
            QPixmapCache.insert(cache_key, pixmap)
        return pixmap

    def _render(self, key: str, width: int, height: int, dpr: float) -> QPixmap:
        size = QSize(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pixmap = QPixmap(size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._renderer(key).render(painter, QRectF(0, 0, size.width(), size.height()))
        painter.end()
        pixmap.setDevicePixelRatio(dpr)
        self.renders += 1
        return pixmap

