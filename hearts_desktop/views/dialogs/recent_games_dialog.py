"""Game ▸ Recent games… (issue #46): the saved and set-aside games in one
list (date, kind, players and scores, hands, deal numbers), each one opened,
reviewed or moved to the system's trash from here.

The dialog only chooses: `open_game` and `review_game` carry the chosen path
to the window's own actions, which check the file and say what went wrong.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hearts_desktop.model.deal import format_deal_number
from hearts_desktop.services.recent_games import GameEntry, Kind, RecentGames
from hearts_desktop.views.words.review_text import ReviewWords
from hearts_desktop.views.words.texts import scores_text

PATH = Qt.ItemDataRole.UserRole


class RecentGamesDialog(QDialog):
    open_game = Signal(object)  # a Path to put on the table (or into the replay, if finished)
    review_game = Signal(object)  # a Path to review

    def __init__(self, recent: RecentGames, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.recent = recent
        self.entries: list[GameEntry] = []
        self.headline = QLabel()
        self.headline.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(5)
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(True)
        self.tree.itemActivated.connect(lambda _item, _column: self._open())
        self.tree.currentItemChanged.connect(lambda _now, _before: self._enable())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self._open)
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self._review)
        self.trash_button = QPushButton()
        self.trash_button.clicked.connect(self._trash)
        for button in (self.open_button, self.review_button, self.trash_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        QShortcut(QKeySequence.StandardKey.Delete, self.tree, self._trash)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.tree, 1)
        layout.addWidget(buttons)
        self.retranslate()
        self.refresh()
        self.resize(900, 480)

    def retranslate(self) -> None:
        self.setWindowTitle(ReviewWords.tr("Recent games"))
        self.headline.setText(ReviewWords.tr("Games you saved or opened, and games set aside when another "
                                             "took their place. Moving one to the trash leaves the others "
                                             "and your statistics as they are."))
        self.tree.setHeaderLabels([ReviewWords.tr("Date"), ReviewWords.tr("Kind"),
                                   ReviewWords.tr("Players and scores"), ReviewWords.tr("Hands"),
                                   ReviewWords.tr("Deals")])
        self.tree.setAccessibleName(ReviewWords.tr("Recent games"))
        self.open_button.setText(ReviewWords.tr("&Open"))
        self.review_button.setText(ReviewWords.tr("&Review"))
        self.trash_button.setText(ReviewWords.tr("Move to &trash"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()

    def refresh(self) -> None:
        """Read the list again (a file may have come or gone)."""
        locale = QLocale()
        self.entries = self.recent.entries()
        self.tree.clear()
        for entry in self.entries:
            moment = QDateTime.fromSecsSinceEpoch(round(entry.modified.timestamp()))
            when = locale.toString(moment, QLocale.FormatType.ShortFormat)
            kind = {Kind.SAVED: ReviewWords.tr("Saved"), Kind.SET_ASIDE: ReviewWords.tr("Set aside"),
                    Kind.NETWORK: ReviewWords.tr("Network table")}[entry.kind]
            if entry.record is None:
                who = ReviewWords.tr("%1 cannot be read: %2").replace("%1", entry.path.name) \
                    .replace("%2", entry.problem)
                hands = deals = ""
            else:
                who = scores_text(entry.record.names, entry.totals)
                if entry.finished:
                    who = ReviewWords.tr("%1 (finished)").replace("%1", who)
                hands = locale.toString(entry.hands)
                deals = ", ".join(format_deal_number(number) for number in entry.deal_numbers[:3])
                if len(entry.deal_numbers) > 3:
                    deals += ", …"
            item = QTreeWidgetItem([when, kind, who, hands, deals])
            item.setData(0, PATH, str(entry.path))
            item.setToolTip(2, str(entry.path))
            self.tree.addTopLevelItem(item)
        first = self.tree.topLevelItem(0)
        if first is not None:
            self.tree.setCurrentItem(first)
        self._enable()

    def current(self) -> GameEntry | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        path = Path(str(item.data(0, PATH)))
        return next((entry for entry in self.entries if entry.path == path), None)

    def _enable(self) -> None:
        entry = self.current()
        readable = entry is not None and entry.record is not None
        self.open_button.setEnabled(readable)
        self.review_button.setEnabled(readable)
        self.trash_button.setEnabled(entry is not None)

    def _open(self) -> None:
        entry = self.current()
        if entry is not None and entry.record is not None:
            self.accept()
            self.open_game.emit(entry.path)

    def _review(self) -> None:
        entry = self.current()
        if entry is not None and entry.record is not None:
            self.accept()  # the review opens beside the table, which this dialog would block
            self.review_game.emit(entry.path)

    def _trash(self) -> None:
        entry = self.current()
        if entry is None:
            return
        if not self.recent.move_to_trash(entry):
            QMessageBox.warning(self, ReviewWords.tr("Recent games"),
                                ReviewWords.tr("%1 could not be moved to the trash; it is where it was:\n%2")
                                .replace("%1", entry.path.name).replace("%2", str(entry.path)))
            return
        row = self.entries.index(entry)
        self.refresh()
        following = self.tree.topLevelItem(min(row, self.tree.topLevelItemCount() - 1))
        if following is not None:
            self.tree.setCurrentItem(following)
