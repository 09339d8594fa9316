"""The score sheet dialog: the paper sheet on screen, print, print preview
and export (PDF, CSV, HTML, game record).

`ScoreSheetView` is the sheet itself (a widget that paints `SheetLayout`),
reusable by the end-of-hand and end-of-game views; `ScoreSheetDialog` adds
the buttons.  Each export has a method taking a path (`export_to`), so tests
and the table can write files without the modal file dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from enum import Enum
from functools import partial
from pathlib import Path

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hearts_desktop.model.deal import format_deal_number
from hearts_desktop.model.game import Game
from hearts_desktop.services import folders
from hearts_desktop.services.storage import atomic_write
from hearts_desktop.views.dialogs.score_sheet.exporters import (
    csv_bytes,
    record_json,
    render_pages,
    to_html,
    write_pdf,
)
from hearts_desktop.views.dialogs.score_sheet.score_model import ScoreSheet, sheet_of
from hearts_desktop.views.dialogs.score_sheet.score_paint import SheetLayout
from hearts_desktop.views.table.source import ScoredGame
from hearts_desktop.views.words.scene_text import deal_share_text

DESK = QColor("#e9e4d8")
MAX_SHEET_WIDTH = 980
MIN_SHEET_WIDTH = 560


class ExportKind(Enum):
    """What the Export menu can write."""

    PDF = "pdf"
    CSV = "csv"
    HTML = "html"
    RECORD = "json"


class ScoreSheetView(QWidget):
    """The sheet on a paper background, centred on a desk, as wide as fits."""

    def __init__(self, sheet: ScoreSheet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._sheet = sheet
        self._layout = SheetLayout(sheet, MIN_SHEET_WIDTH, self.locale())
        self.setAccessibleName(self.tr("Score sheet"))
        self.setMinimumWidth(MIN_SHEET_WIDTH)

    @property
    def sheet(self) -> ScoreSheet:
        return self._sheet

    def set_sheet(self, sheet: ScoreSheet) -> None:
        self._sheet = sheet
        self._relayout(self.width())

    def _relayout(self, width: int) -> None:
        sheet_width = max(MIN_SHEET_WIDTH, min(width - 24, MAX_SHEET_WIDTH))
        self._layout = SheetLayout(self._sheet, sheet_width, self.locale())
        self.setMinimumHeight(round(self._layout.continuous_height()) + 24)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(760, round(self._layout.continuous_height()) + 24)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._relayout(event.size().width())
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), DESK)
        left = max(0.0, (self.width() - self._layout.width) / 2)
        height = self._layout.continuous_height()
        # A soft shadow under the sheet, as paper on a desk.
        painter.fillRect(round(left) + 3, 15, round(self._layout.width), round(height), QColor(0, 0, 0, 40))
        painter.translate(left, 12)
        self._layout.paint(painter)
        painter.end()


class ScoreSheetDialog(QDialog):
    """The score sheet of `game`, with print and export, and (where the game
    is played at home) a hand to play again."""

    play_again = Signal(int)  # a hand (0-based) the player chose to play again

    def __init__(self, game: ScoredGame, parent: QWidget | None = None, date: datetime | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Score sheet"))
        self._game = game
        self._date = date or datetime.now()
        self.view = ScoreSheetView(sheet_of(game, self._date))
        scroll = QScrollArea()
        scroll.setWidget(self.view)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.buttons = self._make_buttons()
        # Play a hand again: offered with `offer_play_again` (the table at home).
        self.again_row = QWidget()
        row = QHBoxLayout(self.again_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.again_label = QLabel(self.tr("&Hand:"))
        self.again_hand = QSpinBox()
        self.again_label.setBuddy(self.again_hand)
        self.again_button = QPushButton(self.tr("Play this hand &again"))
        self.again_button.clicked.connect(self._play_again)
        self.copy_deal_button = QPushButton(self.tr("&Copy deal number"))
        self.copy_deal_button.setToolTip(self.tr("The chosen hand's deal number, for a friend to play "
                                                 "the same cards"))
        self.copy_deal_button.clicked.connect(self.copy_deal_number)
        self.copied = QLabel()
        """Says which deal was copied (a dialog has no status bar)."""
        self.again_hand.valueChanged.connect(self._hand_chosen)
        row.addWidget(self.again_label)
        row.addWidget(self.again_hand)
        row.addWidget(self.again_button)
        row.addWidget(self.copy_deal_button)
        row.addWidget(self.copied)
        row.addStretch(1)
        self.again_row.hide()
        # The Expert's review, printed and exported with the sheet (`set_review`).
        self.review: str | None = None
        self.with_review = QCheckBox(self.tr("&With the Expert's review"))
        self.with_review.setChecked(True)
        self.with_review.hide()
        row.addWidget(self.with_review)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.again_row)
        layout.addWidget(self.buttons)
        # Small enough for any screen, wide enough for the sheet without scrolling sideways.
        self.setMinimumSize(MIN_SHEET_WIDTH + 48, 420)
        self.resize(820, 720)

    def _make_buttons(self) -> QDialogButtonBox:
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        self.print_button = QPushButton(self.tr("&Print…"))
        self.print_button.clicked.connect(self.print_sheet)
        self.preview_button = QPushButton(self.tr("Print pre&view…"))
        self.preview_button.clicked.connect(self.print_preview)
        self.export_button = QPushButton(self.tr("&Export"))
        menu = QMenu(self.export_button)
        labels = {ExportKind.PDF: self.tr("PDF document…"),
                  ExportKind.CSV: self.tr("Spreadsheet (CSV)…"),
                  ExportKind.HTML: self.tr("Web page (HTML)…"),
                  ExportKind.RECORD: self.tr("Game record (JSON)…")}
        if not isinstance(self._game, Game):
            del labels[ExportKind.RECORD]  # at a network seat: the record (every hand) stays with the host
        for kind, label in labels.items():
            menu.addAction(label, partial(self.export, kind))
        self.export_button.setMenu(menu)
        for button in (self.print_button, self.preview_button, self.export_button):
            box.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        return box

    @property
    def sheet(self) -> ScoreSheet:
        return self.view.sheet

    def set_review(self, review: str | None) -> None:
        """The game's kept review (an HTML section, see review_export): offered
        with the print and the exports, checked by default."""
        self.review = review
        self.with_review.setVisible(review is not None)
        if review is not None:
            self.again_row.show()

    def _review(self) -> str | None:
        return self.review if self.review is not None and self.with_review.isChecked() else None

    def offer_play_again(self) -> None:
        """Show the choice of a finished hand to play again (none yet: nothing shown)."""
        hands = len(self._game.history)
        self.again_hand.setRange(1, max(hands, 1))
        self.again_hand.setValue(max(hands, 1))
        for widget in (self.again_label, self.again_hand, self.again_button):
            widget.setVisible(hands > 0)
        # (Games begun before numbered deals have none to copy.)
        self.copy_deal_button.setVisible(any(row.deal is not None for row in self.sheet.rows))
        self.again_row.setVisible(hands > 0 or self.review is not None)
        self._hand_chosen()

    def _deal_of_chosen_hand(self) -> int | None:
        rows = self.sheet.rows
        index = self.again_hand.value() - 1
        return rows[index].deal if 0 <= index < len(rows) else None

    def _hand_chosen(self) -> None:
        self.copy_deal_button.setEnabled(self._deal_of_chosen_hand() is not None)
        self.copied.clear()

    def copy_deal_number(self) -> None:
        """The chosen hand's deal number on the clipboard, with what it is dealt under."""
        number = self._deal_of_chosen_hand()
        if number is None or not isinstance(self._game, Game):
            return
        QGuiApplication.clipboard().setText(deal_share_text(self._game.public_state(), number))
        self.copied.setText(self.tr("Deal %1 copied").replace("%1", format_deal_number(number)))

    def _play_again(self) -> None:
        self.play_again.emit(self.again_hand.value() - 1)
        self.accept()

    def set_game(self, game: ScoredGame) -> None:
        """Show another game (or the same one after more hands)."""
        self._game = game
        self.view.set_sheet(sheet_of(game, self._date))

    # -- print -----------------------------------------------------------------------

    def make_preview(self, printer: QPrinter) -> QPrintPreviewDialog:
        preview = QPrintPreviewDialog(printer, self)
        preview.setWindowTitle(self.tr("Print preview — score sheet"))
        preview.paintRequested.connect(lambda device: render_pages(self.sheet, device, self.locale(),
                                                                   self._review()))
        return preview

    def print_preview(self) -> None:
        # The dialog keeps a raw pointer to the printer: keep it alive here.
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        preview = self.make_preview(printer)
        preview.exec()
        preview.deleteLater()

    def print_sheet(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.tr("Hearts score sheet"))
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self._guarded(lambda: render_pages(self.sheet, printer, self.locale(), self._review()))

    # -- export ----------------------------------------------------------------------

    def _filters(self) -> dict[ExportKind, str]:
        return {ExportKind.PDF: self.tr("PDF documents (*.pdf)"),
                ExportKind.CSV: self.tr("CSV files (*.csv)"),
                ExportKind.HTML: self.tr("Web pages (*.html)"),
                ExportKind.RECORD: self.tr("Hearts game records (*.json)")}

    def default_path(self, kind: ExportKind) -> str:
        """Documents the first time, then the last folder used; the game's date in the name."""
        name = self.tr("hearts-score-%1").replace("%1", self._date.strftime("%Y-%m-%d"))
        return str(folders.start_folder() / f"{name}.{kind.value}")

    def export(self, kind: ExportKind) -> None:
        """Ask for a file name, then write the export."""
        path, _filter = QFileDialog.getSaveFileName(self, self.tr("Export score sheet"),
                                                    self.default_path(kind), self._filters()[kind])
        if path:
            folders.remember(path)
            self._guarded(lambda: self.export_to(kind, path))

    def export_to(self, kind: ExportKind, path: str | Path) -> None:
        """Write the sheet (or the game record) to `path`; raises OSError."""
        target = Path(path)
        if kind is ExportKind.PDF:
            write_pdf(self.sheet, target, self.locale(), self._review())
        elif kind is ExportKind.CSV:
            atomic_write(target, csv_bytes(self.sheet))
        elif kind is ExportKind.HTML:
            atomic_write(target, to_html(self.sheet, self.locale(), self._review()).encode("utf-8"))
        elif isinstance(self._game, Game):
            atomic_write(target, record_json(self._game, self._date).encode("utf-8"))
        else:
            raise OSError(self.tr("A network table's game record stays with its host"))

    def _guarded(self, work: Callable[[], object]) -> None:
        try:
            work()
        except OSError as error:
            QMessageBox.warning(self, self.tr("Score sheet"),
                                self.tr("The file could not be written:\n%1").replace("%1", str(error)))


__all__ = ["ExportKind", "ScoreSheetDialog", "ScoreSheetView"]
