"""Switching the language retranslates the open window at once: menus,
actions, status line, pass button and the texts drawn on the table."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QLocale

from hearts_desktop.services import i18n
from hearts_desktop.services.settings import AnimationSpeed, AppSettings
from hearts_desktop.views.main_window import MainWindow
from tests.i18n.conftest import PseudoTranslator, pseudo


def _window(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(replace(AppSettings(), animation_speed=AnimationSpeed.INSTANT))
    qtbot.addWidget(window)
    window.show()
    window.controller.new_game(seed=4)
    qtbot.waitUntil(lambda: window.controller.human_passing())
    return window


def _texts(window: MainWindow) -> dict[str, object]:
    return {
        "menus": [action.text() for action in window.menuBar().actions()],
        "undo": window.session_actions.undo_action.text(),
        "status": window.statusBar().currentMessage(),
        "pass": window.view.pass_button.text(),
        "info": list(window.scene.info.lines),
        "last trick": window.view.last_trick_button.text(),
        "title": window.windowTitle(),
    }


def test_installing_a_translator_retranslates_the_open_window(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    before = _texts(window)
    assert before["menus"] == ["&Game", "&Edit", "&View", "&Help"]
    translator = PseudoTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == pseudo("&Game"))
        after = _texts(window)
        assert after["menus"] == [pseudo(text) for text in before["menus"]]  # type: ignore[union-attr]
        for key in ("undo", "status", "pass", "last trick", "title"):
            assert after[key] != before[key] and "[" in str(after[key]), key
        # The stack made the new Undo and Redo actions; they took the old ones' places.
        edit = window.edit_menu.actions()
        assert edit[:2] == [window.session_actions.undo_action, window.session_actions.redo_action]
        assert all(line != old for line, old in zip(after["info"], before["info"]))  # type: ignore[call-overload]
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: _texts(window) == before)
    window.controller.shutdown()


def test_the_language_setting_applies_without_restart(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    window.apply_settings(replace(window.settings, language="sv"))
    game_menu = QCoreApplication.translate("Hearts", "&Game")
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == game_menu)
    assert game_menu != "&Game"
    assert QLocale().language() == QLocale.Language.Swedish
    assert i18n.current_language() == "sv"
    window.apply_settings(replace(window.settings, language="en"))
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Game")
    window.controller.shutdown()


def test_an_open_replay_retranslates(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    from hearts_desktop.model.game import Game
    from hearts_desktop.model.record import GameRecord
    from hearts_desktop.model.rules import STANDARD
    from hearts_desktop.views.dialogs.replay_dialog import ReplayDialog
    from tests.i18n.conftest import play_hands

    dialog = ReplayDialog(GameRecord.from_game(play_hands(Game(STANDARD, 4, seed=1), 1)))
    qtbot.addWidget(dialog)
    dialog.show()
    before = (dialog.windowTitle(), dialog.buttons["next"].text(), dialog.where.text())
    translator = PseudoTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == pseudo(before[0]))
        assert dialog.buttons["next"].text() == pseudo(before[1])
        assert dialog.where.text() == pseudo(before[2])
    finally:
        QCoreApplication.removeTranslator(translator)


def test_an_open_settings_dialog_retranslates_and_keeps_the_edits(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    from hearts_desktop.views.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(AppSettings())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.tabs.setCurrentIndex(1)
    dialog.players_tab.count.setValue(5)
    translator = PseudoTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: dialog.tabs.tabText(0) == pseudo("&Rules"))
        assert dialog.windowTitle() == pseudo("Settings") and dialog.tabs.currentIndex() == 1
        assert dialog.players_tab.count.value() == 5 and dialog.result_settings().players == 5
    finally:
        QCoreApplication.removeTranslator(translator)
