"""Game ▸ Join a table…: the tables found on this network (their beacons),
or an address typed by hand; the host's join code and a name; then a free
seat.  The dialog stays open, saying why, until the host has seated us.
"""

from __future__ import annotations

from PySide6.QtCore import QRegularExpression, QSettings, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hearts_desktop.ai import Level
from hearts_desktop.net.client import LEVEL_NAMES, TableClient
from hearts_desktop.net.discovery import Finder, FoundTable
from hearts_desktop.services.settings import AppSettings
from hearts_desktop.views.dialogs.settings_tabs import level_text
from hearts_desktop.views.network.host_dialog import NAME_KEY
from hearts_desktop.views.network.hosting import DEFAULT_PORT
from hearts_desktop.views.network.seating import Seating, parse_address, problem_label, stored_text

ADDRESS_KEY = "network/address"
# The code that last seated us, and the table it opened: a host that
# resumes its table keeps both, so the evening's second join is one click.
SEATED_CODE_KEY = "network/seated_code"
SEATED_AT_KEY = "network/seated_at"


class JoinDialog(QDialog):
    def __init__(self, settings: AppSettings, parent: QWidget | None = None,
                 store: QSettings | None = None, finder: Finder | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.client: TableClient | None = None
        self.seating = Seating(self)
        self.seating.seated.connect(self._seated)
        self.seating.failed.connect(self._failed)
        self.setWindowTitle(self.tr("Join a table"))
        layout = QVBoxLayout(self)
        heading = QLabel(self.tr("&Tables on this network:"))
        layout.addWidget(heading)
        self.tables = QListWidget()
        heading.setBuddy(self.tables)
        self.tables.setAccessibleName(self.tr("Tables on this network"))
        # A table's line (name, address, seats, levels) wraps rather than hiding its end.
        self.tables.setWordWrap(True)
        self.tables.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tables.currentItemChanged.connect(self._picked)
        layout.addWidget(self.tables, 1)
        form = QFormLayout()
        layout.addLayout(form)
        self.address = QLineEdit(stored_text(self.store, ADDRESS_KEY))
        self.address.setPlaceholderText(self.tr("for example 192.168.1.20 or anna-laptop:47475"))
        form.addRow(self.tr("&Address:"), self.address)
        self.code = QLineEdit()
        self.code.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,6}"), self.code))
        self.code.setPlaceholderText(self.tr("6 digits, from the host"))
        form.addRow(self.tr("Join &code:"), self.code)
        self.address.textChanged.connect(self._offer_code)
        self._offer_code(self.address.text())
        self.tables.itemActivated.connect(lambda _item: self.code.setFocus())
        own_seat = min(settings.human_seats, default=0)
        self.name = QLineEdit(stored_text(self.store, NAME_KEY) or settings.seat_names()[own_seat])
        self.name.setMaxLength(24)
        form.addRow(self.tr("Your &name:"), self.name)
        self.problem = problem_label()
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.join_button = self.buttons.addButton(self.tr("&Join"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        for field in (self.address, self.code, self.name):
            field.textChanged.connect(self._update_button)
        self._update_button()
        self.finder = finder or Finder(parent=self)
        self.finder.tables_changed.connect(self.show_tables)
        self._finding = self.finder.start() if finder is None else True
        self.show_tables(self.finder.tables)
        self.resize(600, 460)
        self.code.setFocus() if self.address.text() else self.address.setFocus()
        self.code.selectAll()  # a code offered again is replaced by the first digit typed

    def show_tables(self, tables: list[FoundTable]) -> None:
        chosen = self.tables.currentItem()
        # The table chosen stays chosen; else the one at the address typed or remembered.
        key = chosen.data(Qt.ItemDataRole.UserRole) if chosen is not None else self.address.text().strip()
        self.tables.clear()
        for table in tables:
            levels = [level_text(Level(name)) for name in table.levels or () if name in LEVEL_NAMES]
            text = (self.tr("%1 — %2 — %3 of %n seats free — computer players: %4", None, table.players)
                    if levels else self.tr("%1 — %2 — %3 of %n seats free", None, table.players)) \
                .replace("%1", table.name).replace("%2", f"{table.address}:{table.port}") \
                .replace("%3", str(table.free)).replace("%4", ", ".join(levels))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, f"{table.address}:{table.port}")
            self.tables.addItem(item)
            if item.data(Qt.ItemDataRole.UserRole) == key:
                self.tables.setCurrentItem(item)
        if not tables:
            waiting = self.tr("Looking for tables…") if self._finding else \
                self.tr("Tables cannot be looked for here (%1): type the host's address.") \
                .replace("%1", self.finder.error)
            item = QListWidgetItem(waiting)
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.tables.addItem(item)

    def _picked(self, item: QListWidgetItem | None) -> None:
        where = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(where, str):
            self.address.setText(where)

    def _offer_code(self, address: str) -> None:
        """The code that seated us at this address last time, in an empty
        code field (a code typed is never overwritten); taken away again
        when another address is chosen (it is that table's)."""
        remembered = stored_text(self.store, SEATED_CODE_KEY)
        here = bool(address.strip()) and address.strip() == stored_text(self.store, SEATED_AT_KEY)
        if here and not self.code.text():
            self.code.setText(remembered)
        elif not here and remembered and self.code.text() == remembered:
            self.code.clear()

    def _update_button(self) -> None:
        ready = parse_address(self.address.text(), DEFAULT_PORT) is not None \
            and len(self.code.text()) == 6 and bool(self.name.text().strip())
        self.join_button.setEnabled(ready and self.seating.client is None)

    def join(self) -> None:
        where = parse_address(self.address.text(), DEFAULT_PORT)
        if where is None:
            self.problem.setText(self.tr("Type an address like 192.168.1.20 or anna-laptop:47475."))
            return
        if self.store is not None:
            self.store.setValue(ADDRESS_KEY, self.address.text().strip())
            self.store.setValue(NAME_KEY, self.name.text().strip())
        self.problem.setText(self.tr("Joining…"))
        self.seating.start(where[0], where[1], self.code.text(), self.name.text().strip())
        self._update_button()

    def _seated(self, client: TableClient) -> None:
        self.client = client
        if self.store is not None:  # (a wrong code never seats us, so is never offered again)
            self.store.setValue(SEATED_AT_KEY, self.address.text().strip())
            self.store.setValue(SEATED_CODE_KEY, self.code.text())
        self.finder.stop()
        self.accept()

    def _failed(self, why: str) -> None:
        self.problem.setText(why)
        self._update_button()

    def reject(self) -> None:
        self.seating.cancel()
        self.finder.stop()
        super().reject()
