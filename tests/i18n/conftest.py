"""Shared pieces of the translation tests: translators that lengthen or
record every string, a clipped-text checker, and a game with scored hands."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QLabel,
    QMenuBar,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionComboBox,
    QTabBar,
    QWidget,
)

from hearts_desktop.model.game import Game
from hearts_desktop.services import i18n
from tests.model.helpers import step_randomly

TS_DIR = Path(__file__).resolve().parents[2] / "resources" / "translations"
TRANSLATED = ("nb", "sv", "is", "hu", "sq")
_ACCENTS = str.maketrans("aeiouAEOUy", "áëíőüÅËÖÜý")


def pseudo(text: str) -> str:
    """About 40 % longer, with accents, placeholders (%1, %n, {0}) and & kept."""
    if not text.strip():
        return text
    pad = "·" * math.ceil(len(text) * 0.4)
    return "[" + text.translate(_ACCENTS) + pad + "]"


class PseudoTranslator(QTranslator):
    """Every string lengthened: shows clipping before real translations exist;
    also records each (context, source) the app looks up."""

    def __init__(self) -> None:
        super().__init__()
        self.looked_up: set[tuple[str, str]] = set()

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        self.looked_up.add((context, source))
        return pseudo(source)

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def english(qapp: object) -> Iterator[None]:
    """Start in English; afterwards leave no translator and the locale as it
    was, so later test folders see the app exactly as before."""
    saved = QLocale()
    i18n.install("en")
    yield
    i18n.uninstall()
    QLocale.setDefault(saved)


@pytest.fixture
def pseudo_translator(english: None) -> Iterator[PseudoTranslator]:
    translator = PseudoTranslator()
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)


def ts_messages(language: str) -> list[ElementTree.Element]:
    root = ElementTree.parse(TS_DIR / f"hearts_desktop_{language}.ts").getroot()
    return [message for context in root.iter("context") for message in context.iter("message")]


def ts_keys(language: str) -> set[tuple[str, str]]:
    root = ElementTree.parse(TS_DIR / f"hearts_desktop_{language}.ts").getroot()
    return {(context.findtext("name") or "", message.findtext("source") or "")
            for context in root.iter("context") for message in context.iter("message")
            if (message.find("translation") is None
                or message.find("translation").get("type") not in ("vanished", "obsolete"))}


def play_hands(game: Game, hands: int, seed: int = 1) -> Game:
    """Random legal actions until `hands` hands are scored."""
    rng = random.Random(seed)
    while not game.is_game_over() and len(game.history) < hands:
        step_randomly(game, rng)
    return game


# -- clipping ------------------------------------------------------------------------

def _plain(text: str) -> str:
    """A button's text as drawn: "&&" is "&", a single "&" marks the shortcut."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _label_problem(label: QLabel) -> str | None:
    text = label.text()
    if not text or not label.pixmap().isNull():
        return None
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text))
    if label.wordWrap():
        need = label.heightForWidth(label.width())
        return f"needs height {need}, has {label.height()}" if label.height() < need else None
    if rich:
        need = label.minimumSizeHint().width()
    else:
        metrics = label.fontMetrics()
        shown = _plain(text) if label.buddy() is not None else text
        need = max(metrics.horizontalAdvance(line) for line in shown.split("\n"))
    has = label.contentsRect().width() - 2 * max(label.margin(), 0)
    return f"needs width {need}, has {has}" if has < need else None


def _button_problem(button: QAbstractButton) -> str | None:
    if isinstance(button, QCheckBox | QRadioButton):
        need = button.sizeHint().width()
        return f"needs width {need}, has {button.width()}" if button.width() < need else None
    text = _plain(button.text())
    if not text:
        return None
    need = button.fontMetrics().horizontalAdvance(text) + (button.iconSize().width() if not
                                                          button.icon().isNull() else 0)
    return f"needs width {need}, has {button.width()}" if button.width() < need else None


def _combo_problem(combo: QComboBox) -> str | None:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    need = combo.fontMetrics().horizontalAdvance(combo.currentText())
    return f"'{combo.currentText()}' needs {need}, field {field.width()}" if field.width() < need else None


def _tabs_problem(bar: QTabBar) -> str | None:
    for index in range(bar.count()):
        rect = bar.tabRect(index)
        text = _plain(bar.tabText(index))
        if rect.right() > bar.width() or rect.width() < bar.fontMetrics().horizontalAdvance(text):
            return f"tab '{text}' {rect.width()} wide, ends at {rect.right()} of {bar.width()}"
    return None


def _menubar_problem(bar: QMenuBar) -> str | None:
    for action in bar.actions():
        if bar.actionGeometry(action).right() > bar.width():
            return f"menu '{_plain(action.text())}' falls off the bar"
    return None


def clipped_texts(root: QWidget) -> list[str]:
    """Each visible text widget under `root` whose text does not fit."""
    problems = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) or widget.width() <= 0:
            continue
        problem = None
        if isinstance(widget, QLabel):
            problem = _label_problem(widget)
        elif isinstance(widget, QPushButton | QCheckBox | QRadioButton):
            problem = _button_problem(widget)
        elif isinstance(widget, QComboBox):
            problem = _combo_problem(widget)
        elif isinstance(widget, QTabBar):
            problem = _tabs_problem(widget)
        elif isinstance(widget, QMenuBar):
            problem = _menubar_problem(widget)
        if problem:
            text = getattr(widget, "text", lambda: "")()
            problems.append(f"{type(widget).__name__} {text!r}: {problem}")
    return problems
