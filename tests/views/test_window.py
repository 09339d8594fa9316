"""The main window on a laptop: where it opens, that it remembers where it
was, and that the keys go back to the hand after dialogs and computer turns."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRect, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from hearts_desktop.model.deal import format_deal_number
from hearts_desktop.views import main_window
from hearts_desktop.views.dialogs.info_dialogs import AboutDialog
from hearts_desktop.views.dialogs.play_deal_dialog import PlayDealDialog
from hearts_desktop.views.main_window import GEOMETRY_KEY, MainWindow, first_placement

from .conftest import settings_for, wait_for_human
from .test_table_game import play_on


def store(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat)


@pytest.mark.parametrize(("screen", "panel", "maximized"), [
    ((1366, 768), 32, True), ((1280, 800), 32, True), ((1024, 600), 28, True), ((1920, 1080), 40, False),
])
def test_the_first_start_fits_the_screen_with_its_frame(screen: tuple[int, int], panel: int,
                                                         maximized: bool) -> None:
    available = QRect(0, panel, screen[0], screen[1] - panel)  # a panel along the top
    minimum = QSize(main_window.MIN_WIDTH, main_window.MIN_HEIGHT)
    placed, maximize = first_placement(available, minimum)
    assert maximize is maximized
    assert available.contains(placed.marginsAdded(main_window.FRAME_GUESS))
    assert placed.width() >= minimum.width() and placed.height() >= minimum.height()
    if not maximized:
        assert (placed.width(), placed.height()) == main_window.PREFERRED_SIZE


def test_the_first_start_shows_the_window_so(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(settings_for())
    qtbot.addWidget(window)
    window.place(store(tmp_path))
    qtbot.waitExposed(window)
    planned, maximize = first_placement(window.screen().availableGeometry(), window.minimumSize())
    assert bool(window.windowState() & Qt.WindowState.WindowMaximized) is maximize
    assert window.size() == planned.size()
    window.controller.shutdown()


def test_the_window_comes_back_where_it_was_left(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    first = MainWindow(settings_for())
    qtbot.addWidget(first)
    first.place(store(tmp_path))
    first.showNormal()
    first.setGeometry(0, 60, 800, 560)
    qtbot.waitUntil(lambda: first.geometry().height() == 560)
    first.close()
    kept = store(tmp_path).value(GEOMETRY_KEY)
    assert isinstance(kept, QByteArray) and not kept.isEmpty()

    second = MainWindow(settings_for())
    qtbot.addWidget(second)
    second.place(store(tmp_path))
    qtbot.waitExposed(second)
    assert not second.windowState() & Qt.WindowState.WindowMaximized
    assert (second.geometry().width(), second.geometry().height()) == (800, 560)
    second.controller.shutdown()


def test_the_keys_come_back_to_the_hand_after_a_dialog(make_window, qtbot,  # type: ignore[no-untyped-def]
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    wait_for_human(qtbot, window)
    window.view.last_trick_button.setFocus()
    assert window.focusWidget() is window.view.last_trick_button
    monkeypatch.setattr(AboutDialog, "exec", lambda dialog: 0)
    window.show_about()
    assert window.focusWidget() is window.view
    assert window.scene.focus_item() is not None


def test_the_keys_come_back_after_the_computer_players_turns(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    play_on(window, qtbot)  # the pass: the others pass too, then play up to the human
    window.view.last_trick_button.setFocus()
    play_on(window, qtbot)
    wait_for_human(qtbot, window)
    assert window.focusWidget() is window.view
    # ... and the arrow keys move along the hand at once.
    before = window.scene.focus_item()
    window.activateWindow()
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert window.scene.focus_item() is not before


def test_no_placement_is_kept_without_a_store(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Windows made by tests (no store given) leave the user's settings alone."""
    window = MainWindow(settings_for())
    qtbot.addWidget(window)
    window.show()
    window.close()
    assert window._placement is None
    assert main_window.PREFERRED_SIZE == (1280, 800)


def test_help_lists_every_shortcut_the_window_answers_to(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    rows = dict(window.shortcut_rows())
    native = QKeySequence.SequenceFormat.NativeText
    assert rows[QKeySequence(QKeySequence.StandardKey.Save).toString(native)] == "Save game"
    assert rows[QKeySequence(QKeySequence.StandardKey.Open).toString(native)] == "Open game"
    assert rows["F1"] == "How to play" and rows["Ctrl+Enter"] == "Pass the chosen cards"
    assert any(what.startswith("Undo") for what in rows.values())
    menus = [action for menu in (window.game_menu, window.edit_menu, window.view_menu, window.help_menu)
             for action in menu.actions() if not action.shortcut().isEmpty()]
    assert len(rows) == len(menus) + 4  # every menu shortcut, and the table's four keys
    assert window.keys_action in window.help_menu.actions()


def test_a_deal_number_typed_in_deals_the_same_cards_again(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    first = window.adapter.game
    number = first.deal_number
    assert number is not None  # every new game is numbered
    assert f"Deal {format_deal_number(number)}" in window.scene.info.lines
    typed: list[str] = []

    def type_it() -> None:  # as a player does: the number, then Enter
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PlayDealDialog)
        QTest.keyClicks(dialog.field, format_deal_number(number))
        typed.append(dialog.field.text())
        QTest.keyClick(dialog.field, Qt.Key.Key_Return)

    QTimer.singleShot(0, type_it)
    window.play_deal_action.trigger()
    again = window.adapter.game
    assert typed == [format_deal_number(number)] and again is not first
    assert again.deal_number == number and again.seed == number
    assert [again.hand(seat) for seat in range(4)] == [first.hand(seat) for seat in range(4)]
    wait_for_human(qtbot, window)
    shown = sorted(item.card for item in window.scene.at.hands[window.scene.viewer])
    assert shown == sorted(again.hand(window.scene.viewer))


def test_a_deal_dialog_finds_the_number_in_what_is_typed_or_pasted(qtbot) -> None:  # type: ignore[no-untyped-def]
    QApplication.clipboard().setText("nothing to deal here")
    dialog = PlayDealDialog("Standard", 4)
    qtbot.addWidget(dialog)
    assert dialog.field.text() == "" and not dialog.deal_button.isEnabled()
    QTest.keyClicks(dialog.field, "1234-56")
    assert dialog.number is None and not dialog.deal_button.isEnabled()
    QTest.keyClicks(dialog.field, "78")
    assert dialog.number == 12345678 and dialog.deal_button.isEnabled()
    assert "4 players" in dialog.table.text()
    # A friend's message, pasted whole (Ctrl+V): the number in it is the deal.
    dialog.field.clear()
    QApplication.clipboard().setText("Try this one: Hearts Desktop deal 4821-0937 (4 players, Standard)")
    QTest.keyClick(dialog.field, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert "Try this one" in dialog.field.text() and dialog.number == 48210937
    for text in ("call 123456789", "4821-093", "hand 12", ""):  # nine digits, or too few, are no deal
        dialog.field.setText(text)
        assert dialog.number is None and not dialog.deal_button.isEnabled()


def test_a_deal_shared_for_another_table_says_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A message names the player count the deal was dealt for (in any of our
    languages, right after the number): another count than this table's is
    said, since the same number would deal other cards here."""
    QApplication.clipboard().setText("Hearts Desktop giv 4821-0937 (5 spillere, Standard): Spill ▸ …")
    dialog = PlayDealDialog("Standard", 4)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.number == 48210937 and dialog.field.text() == "4821-0937"
    assert dialog.mismatch.isVisible() and "shared for 5 players" in dialog.mismatch.text()
    assert "your table has 4" in dialog.mismatch.text() and dialog.deal_button.isEnabled()
    dialog.field.setText("Hearts Desktop, osztás 1111-2222 (4 játékos, Standard)")
    assert dialog.number == 11112222 and not dialog.mismatch.isVisible()
    dialog.field.setText("7777-8888 (6")
    assert dialog.mismatch.isVisible() and "shared for 6 players" in dialog.mismatch.text()
    dialog.field.setText("7777-8888")  # a number alone says nothing of its table
    assert not dialog.mismatch.isVisible()


def test_a_deal_number_copied_is_offered_to_play_again(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Edit ▸ Copy deal number (Ctrl+C) puts this hand's number, and what it is
    dealt under, on the clipboard; Game ▸ Play a deal… then offers it, and
    Enter deals the same cards."""
    QApplication.clipboard().setText("")
    window = make_window()
    first = window.adapter.game
    number = first.public_state().deal_number
    assert number is not None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window.view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    copied = QApplication.clipboard().text()
    assert format_deal_number(number) in copied and "4 players" in copied and "Standard" in copied
    assert f"Deal {format_deal_number(number)} copied" in window.statusBar().currentMessage()
    offered: list[tuple[str, bool]] = []

    def deal_it() -> None:  # the dialog opens with the number chosen: Enter deals it
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PlayDealDialog)
        offered.append((dialog.field.text(), dialog.field.hasSelectedText()))
        QTest.keyClick(dialog.field, Qt.Key.Key_Return)

    QTimer.singleShot(0, deal_it)
    window.play_deal_action.trigger()
    assert offered == [(format_deal_number(number), True)]
    again = window.adapter.game
    assert again is not first and again.deal_number == number
    assert [again.hand(seat) for seat in range(4)] == [first.hand(seat) for seat in range(4)]
