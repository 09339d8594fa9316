"""Game ▸ Play a deal…: a deal number read out by a friend, or from a score
sheet, deals exactly those cards again (under the current rules and player
count), and the computer players choose as they did (they are seeded from
the number).  A friend's message pasted whole will do (the number is found
in it), and one on the clipboard is offered when the dialog opens."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from hearts_desktop.model.deal import DEAL_IN_TEXT, find_deal_number, format_deal_number
from hearts_desktop.views.words.texts import Hearts

MAX_PASTED = 400
"""Characters the field takes: a whole message with the number in it."""
_SHARED_FOR = re.compile(DEAL_IN_TEXT.pattern + r"\s*\(\s*([3-7])(?!\d)")
"""The player count in a shared message, in every language: "4821-0937 (4 players, …" (`deal_share_text`)."""


def shared_players(text: str) -> int | None:
    """How many players the message `text` says its deal was dealt for, if it says."""
    found = _SHARED_FOR.search(text)
    return int(found.group(3)) if found else None


class PlayDealDialog(QDialog):
    def __init__(self, rules_text: str, players: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number: int | None = None
        self.players = players
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
        self.mismatch = QLabel()
        """Says so when the message was shared for another number of players (other cards here)."""
        self.mismatch.setWordWrap(True)
        self.mismatch.setTextFormat(Qt.TextFormat.PlainText)
        bold = self.mismatch.font()
        bold.setBold(True)
        self.mismatch.setFont(bold)
        self.mismatch.hide()
        layout.addWidget(self.mismatch)
        layout.addSpacing(8)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.deal_button = self.buttons.addButton(Hearts.tr("&Deal"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.field.textChanged.connect(self._read)
        clipboard = QGuiApplication.clipboard().text()[:MAX_PASTED]
        copied = find_deal_number(clipboard)
        self._copied = (copied, shared_players(clipboard))
        """The clipboard's number, and the players its message names (the field shows the number only)."""
        if copied is not None:  # (Edit ▸ Copy deal number, or a friend's message): Enter deals it
            self.field.setText(format_deal_number(copied))
            self.field.selectAll()
        self._read(self.field.text())
        self.resize(460, max(220, self.sizeHint().height()))

    def _read(self, text: str) -> None:
        self.number = find_deal_number(text)
        self.deal_button.setEnabled(self.number is not None)
        shared = shared_players(text)
        if shared is None and self.number is not None and self.number == self._copied[0]:
            shared = self._copied[1]
        other = shared is not None and shared != self.players
        if other:
            self.mismatch.setText(Hearts.tr("This deal was shared for %1 players, and your table has %2 "
                                            "(Settings ▸ Players): its cards would not be the same here.")
                                  .replace("%1", str(shared)).replace("%2", str(self.players)))
        self.mismatch.setVisible(other)
        if other:  # room for it, above the buttons
            self.resize(self.width(), max(self.height(), self.sizeHint().height()))

    def accept(self) -> None:
        if self.number is not None:
            super().accept()
