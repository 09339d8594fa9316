"""Game ▸ Play a deal…: a deal number read out by a friend, or from a score
sheet, deals exactly those cards again (under the current rules and player
count), and the computer players choose as they did (they are seeded from
the number).  A friend's message pasted whole will do (the number is found
in it), and one on the clipboard is offered when the dialog opens."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from hearts_desktop.model.deal import find_deal_number, format_deal_number
from hearts_desktop.views.words.texts import Hearts

MAX_PASTED = 400
"""Characters the field takes: a whole message with the number in it."""


class PlayDealDialog(QDialog):
    def __init__(self, rules_text: str, players: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number: int | None = None
        self.setWindowTitle(Hearts.tr("Play a deal"))
        layout = QVBoxLayout(self)
        intro = QLabel(Hearts.tr("Every hand has a deal number (on the table and the score sheet; Edit ▸ "
                                 "Copy deal number copies it). The same number deals the same cards on every "
                                 "computer: play a friend's deal (their message pasted here will do), or one "
                                 "of yours again."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        layout.addLayout(form)
        self.field = QLineEdit()
        self.field.setPlaceholderText(Hearts.tr("for example 4821-0937"))
        self.field.setMaxLength(MAX_PASTED)
        self.field.setAccessibleName(Hearts.tr("Deal number"))
        form.addRow(Hearts.tr("&Deal number:"), self.field)
        self.table = QLabel(Hearts.tr("Dealt for %n players under %1 (Settings ▸ Rules).", None, players)
                            .replace("%1", rules_text))
        self.table.setWordWrap(True)
        self.table.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.table)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.deal_button = self.buttons.addButton(Hearts.tr("&Deal"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.field.textChanged.connect(self._read)
        copied = find_deal_number(QGuiApplication.clipboard().text()[:MAX_PASTED])
        if copied is not None:  # (Edit ▸ Copy deal number, or a friend's message): Enter deals it
            self.field.setText(format_deal_number(copied))
            self.field.selectAll()
        self._read(self.field.text())
        self.resize(460, 220)

    def _read(self, text: str) -> None:
        self.number = find_deal_number(text)
        self.deal_button.setEnabled(self.number is not None)

    def accept(self) -> None:
        if self.number is not None:
            super().accept()
