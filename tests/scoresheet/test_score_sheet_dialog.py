"""The score sheet dialog offscreen: the paper view, print, preview and export."""

from __future__ import annotations

import csv
import io
import json
import random
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog
from pytestqt.qtbot import QtBot

from hearts_desktop.model.deal import find_deal_number
from hearts_desktop.model.game import Game
from hearts_desktop.model.rules import STANDARD
from hearts_desktop.views.dialogs.score_sheet.score_sheet import ExportKind, ScoreSheetDialog
from tests.scoresheet.conftest import play_random

DATE = datetime(2026, 11, 29, 20, 15)


@pytest.fixture
def dialog(qtbot: QtBot, ten_hands: Game) -> ScoreSheetDialog:
    widget = ScoreSheetDialog(ten_hands, None, DATE)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_sheet_shows_every_hand_and_the_leader(dialog: ScoreSheetDialog, ten_hands: Game) -> None:
    sheet = dialog.sheet
    assert len(sheet.rows) == 10 and sheet.players == 5
    low = min(ten_hands.totals)
    assert sheet.leaders == tuple(seat for seat, total in enumerate(ten_hands.totals) if total == low)


def test_leader_column_is_highlighted_on_screen(dialog: ScoreSheetDialog) -> None:
    view = dialog.view
    layout = view._layout
    image = view.grab().toImage()
    left = (view.width() - layout.width) / 2
    y = round(12 + layout.header_height() + layout.titles_height() + layout.row_height * 0.1)
    leader = dialog.sheet.leaders[0]
    other = next(seat for seat in range(5) if seat not in dialog.sheet.leaders)

    def colour(seat: int) -> QColor:
        return image.pixelColor(QPoint(round(left + layout._player_x(seat) + 6), y))
    assert colour(leader).blue() < colour(other).blue() - 40  # yellow tint, not paper white


def test_sheet_grows_with_the_window(dialog: ScoreSheetDialog, qtbot: QtBot) -> None:
    dialog.resize(700, 600)
    qtbot.waitUntil(lambda: dialog.view._layout.width < 700)
    narrow = dialog.view._layout.width
    dialog.resize(1300, 900)
    qtbot.waitUntil(lambda: dialog.view._layout.width > narrow)
    assert dialog.view._layout.width <= 980


def test_export_menu_writes_every_kind(dialog: ScoreSheetDialog, tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    actions = dialog.export_button.menu().actions()
    assert len(actions) == 4
    for action, kind in zip(actions, ExportKind):
        target = tmp_path / f"sheet.{kind.value}"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, t=target: (str(t), ""))
        action.trigger()
        assert target.stat().st_size > 200
    assert (tmp_path / "sheet.pdf").read_bytes().startswith(b"%PDF")
    rows = list(csv.reader(io.StringIO((tmp_path / "sheet.csv").read_text(encoding="utf-8-sig"))))
    assert len(rows) == 11
    assert "&lt;script&gt;" in (tmp_path / "sheet.html").read_text(encoding="utf-8")
    assert json.loads((tmp_path / "sheet.json").read_text(encoding="utf-8"))["players"] == 5


def test_cancelled_file_dialog_writes_nothing(dialog: ScoreSheetDialog, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: ("", ""))
    dialog.export(ExportKind.CSV)
    assert list(tmp_path.iterdir()) == []


def test_print_preview_opens_with_the_pages(dialog: ScoreSheetDialog, qtbot: QtBot,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[int] = []

    def fake_exec(preview: QPrintPreviewDialog) -> int:
        preview.show()  # not modal: let the test look at it
        qtbot.waitExposed(preview)
        widget = preview.findChild(QPrintPreviewWidget)
        widget.updatePreview()
        shown.append(widget.pageCount())
        preview.close()
        return 0
    monkeypatch.setattr(QPrintPreviewDialog, "exec", fake_exec)
    dialog.preview_button.click()
    assert shown == [1]


def test_print_renders_on_the_chosen_printer(dialog: ScoreSheetDialog, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    def fake_exec(print_dialog: QPrintDialog) -> int:
        printer: QPrinter = print_dialog.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(tmp_path / "printed.pdf"))
        return QDialog.DialogCode.Accepted.value
    monkeypatch.setattr(QPrintDialog, "exec", fake_exec)
    dialog.print_button.click()
    assert (tmp_path / "printed.pdf").read_bytes().startswith(b"%PDF")


def test_unwritable_export_is_reported_not_raised(dialog: ScoreSheetDialog, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    warnings: list[str] = []
    monkeypatch.setattr("hearts_desktop.views.dialogs.score_sheet.score_sheet.QMessageBox.warning",
                        lambda parent, title, text: warnings.append(text))
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args: (str(tmp_path / "missing" / "x.csv"), ""))
    dialog.export(ExportKind.CSV)
    assert len(warnings) == 1 and "could not be written" in warnings[0]


def test_a_hands_deal_number_is_copied_for_a_friend(qtbot: QtBot) -> None:
    """Copy deal number: the chosen hand's number, and what it is
    dealt under, go on the clipboard (Play a deal… finds the number in it);
    a game begun before numbered deals offers no such button."""
    game = play_random(Game(STANDARD, 4, seed=5, deal_numbers=(48210937,)),
                       random.Random(4), hands=3)
    sheet = ScoreSheetDialog(game, None, DATE)
    qtbot.addWidget(sheet)
    sheet.offer_play_again()
    sheet.show()
    qtbot.waitExposed(sheet)
    assert sheet.copy_deal_button.isVisible() and sheet.copy_deal_button.isEnabled()
    sheet.again_hand.setValue(1)
    qtbot.mouseClick(sheet.copy_deal_button, Qt.MouseButton.LeftButton)
    copied = QApplication.clipboard().text()
    assert find_deal_number(copied) == 48210937 and "4 players" in copied and "Standard" in copied
    assert sheet.copied.text() == "Deal 4821-0937 copied"
    sheet.again_hand.setValue(3)  # another hand: its own number (from the seed), and the note goes
    assert sheet.copied.text() == ""
    QTest.keyClick(sheet.copy_deal_button, Qt.Key.Key_Space)
    assert find_deal_number(QApplication.clipboard().text()) == game.deal_number_of(2) != 48210937
    old = play_random(Game(STANDARD, 4, seed=5), random.Random(4), hands=1)  # dealt from its seed
    unnumbered = ScoreSheetDialog(old, None, DATE)
    qtbot.addWidget(unnumbered)
    unnumbered.offer_play_again()
    unnumbered.show()
    assert unnumbered.again_button.isVisible() and not unnumbered.copy_deal_button.isVisible()
