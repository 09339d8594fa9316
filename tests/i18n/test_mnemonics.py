"""In every language, the underlined letters (Alt+letter) of the menu bar,
of each menu and of each Settings tab are distinct: a clash makes Alt+letter
cycle between the two instead of choosing one, and nobody sees it in English."""

from __future__ import annotations

import re
from dataclasses import replace
from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QLabel, QMainWindow, QMenu, QWidget

from hearts_desktop.net.client import TableClient
from hearts_desktop.services import i18n
from hearts_desktop.services.settings import AnimationSpeed, AppSettings
from hearts_desktop.views.dialogs.settings_dialog import SettingsDialog
from hearts_desktop.views.main_window import MainWindow
from hearts_desktop.views.network.table_window import NetTableWindow
from tests.net.fake_host import messages, recorded_stream

MNEMONIC = re.compile(r"&([^&\s])")
ENTITY = re.compile(r"&(#\d+|[a-zA-Z]+);")
"""An HTML entity in a rich-text label (&nbsp;), not a mnemonic."""


def letter(text: str) -> str | None:
    found = MNEMONIC.search(ENTITY.sub("", text).replace("&&", ""))
    return found.group(1).casefold() if found else None


def clashes(texts: list[str]) -> list[str]:
    """The texts whose underlined letter another text has too."""
    seen: dict[str, list[str]] = {}
    for text in texts:
        key = letter(text)
        if key is not None:
            seen.setdefault(key, []).append(text)
    return [text for group in seen.values() if len(group) > 1 for text in group]


def widget_texts(page: QWidget) -> list[str]:
    """The texts with underlined letters on a page: its buttons and check boxes, and its labels."""
    texts = [button.text() for button in page.findChildren(QAbstractButton) if button.isVisibleTo(page)]
    texts += [label.text() for label in page.findChildren(QLabel)
              if label.isVisibleTo(page) and label.buddy() is not None]
    return texts


def assert_menus_distinct(window: QMainWindow, where: str) -> None:
    """The menu bar's underlined letters, and each menu's, are distinct."""
    bar = [action.text() for action in window.menuBar().actions()]
    assert not clashes(bar), (where, clashes(bar))
    for action in window.menuBar().actions():
        menu = action.menu()
        assert isinstance(menu, QMenu)
        texts = [item.text() for item in menu.actions() if item.isVisible() and not item.isSeparator()]
        assert not clashes(texts), (where, action.text(), clashes(texts))


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_underlined_letters_do_not_clash(qtbot, english: None, language: str) -> None:  # type: ignore[no-untyped-def]
    i18n.install(language)
    settings = replace(AppSettings(), animation_speed=AnimationSpeed.INSTANT, language=language)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    try:
        assert_menus_distinct(window, language)
        dialog = SettingsDialog(settings)
        qtbot.addWidget(dialog)
        tabs = dialog.tabs
        titles = [tabs.tabText(index) for index in range(tabs.count())]
        buttons = [button.text() for button in dialog.findChildren(QDialogButtonBox)[0].buttons()]
        assert not clashes(titles + buttons), (language, clashes(titles + buttons))
        found: dict[str, list[str]] = {}
        for index in range(tabs.count()):
            # Alt+letter reaches the tab titles, the dialog's buttons and the page shown.
            texts = titles + buttons + widget_texts(tabs.widget(index))
            if clashes(texts):
                found[tabs.tabText(index)] = clashes(texts)
        assert not found, (language, found)
    finally:
        window.controller.shutdown()
        i18n.install("en")


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("hosting", [True, False])
def test_a_network_tables_underlined_letters_do_not_clash(qtbot, english: None, language: str,  # type: ignore[no-untyped-def]
                                                           hosting: bool) -> None:
    """The network table's own menus, as the hosting player and as a guest sees them."""
    i18n.install(language)
    client = TableClient()
    for message in messages(recorded_stream())[:2]:  # welcome and state: a seated client
        client._read(message)
    hosted = SimpleNamespace(address_text=lambda: "192.0.2.7:47475", code="123456", close=lambda: None)
    settings = replace(AppSettings(), animation_speed=AnimationSpeed.INSTANT, language=language)
    window = NetTableWindow(client, settings, hosted if hosting else None)  # type: ignore[arg-type]
    try:
        assert_menus_distinct(window, f"{language}, {'hosting' if hosting else 'a guest'}")
    finally:
        window.close()  # as the player closes it: its table, its sounds and its thinking stop
        i18n.install("en")
