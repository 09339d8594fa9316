"""Game ▸ Host a table…: open a table on this computer for friends on the
same network, with this window's house rules and player count, and sit
down at it.  The dialog shows where friends find it and the join code;
computer players hold every seat no one has taken.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hearts_desktop.ai import Level
from hearts_desktop.net.client import TableClient
from hearts_desktop.net.guard import new_code
from hearts_desktop.services.autosave import Autosave
from hearts_desktop.services.settings import AppSettings
from hearts_desktop.services.storage import app_data_dir
from hearts_desktop.views.dialogs.settings_tabs import level_text
from hearts_desktop.views.network.hosting import (
    DEFAULT_PORT,
    HostedTable,
    host_table,
    local_addresses,
    settings_levels,
)
from hearts_desktop.views.network.seating import Seating, problem_label, stored_text

NAME_KEY = "network/name"
CODE_KEY = "network/host_code"
PORT_KEY = "network/host_port"
"""The code and port of the table last opened here: a resumed table keeps
them, so that friends' windows sit down again by themselves."""


class HostDialog(QDialog):
    def __init__(self, settings: AppSettings, parent: QWidget | None = None,
                 store: QSettings | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.store = store
        self.hosted: HostedTable | None = None
        self.client: TableClient | None = None
        self.seating = Seating(self)
        self.seating.seated.connect(self._seated)
        self.seating.failed.connect(self._seat_failed)
        self.setWindowTitle(self.tr("Host a table"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Friends on this network join from their own computers with Game ▸ Join a "
                               "table…, with the code below. Computer players take the seats no one has "
                               "taken, and give them up when someone sits down."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        layout.addLayout(form)
        self.name = QLineEdit(self._remembered_name())
        self.name.setMaxLength(24)
        form.addRow(self.tr("Your &name:"), self.name)
        self.code = QLineEdit(new_code())
        self.code.setReadOnly(True)
        big = QFont(self.code.font())
        big.setPointSizeF(big.pointSizeF() * 1.6)
        big.setBold(True)
        self.code.setFont(big)
        self.code.setAccessibleName(self.tr("Join code"))
        renew = QPushButton(self.tr("New c&ode"))
        renew.clicked.connect(self._renew_code)
        code_row = QHBoxLayout()
        code_row.addWidget(self.code, 1)
        code_row.addWidget(renew)
        form.addRow(self.tr("Join code:"), code_row)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        form.addRow(self.tr("&Port:"), self.port)
        self.listen = QComboBox()
        self.listen.addItem(self.tr("Every network of this computer"), None)
        for address in local_addresses():
            self.listen.addItem(address, address)
        self.listen.addItem(self.tr("This computer only (for a test)"), "127.0.0.1")
        form.addRow(self.tr("&Listen on:"), self.listen)
        self.resume = QCheckBox()
        self._fresh_code = self.code.text()
        self._offer_resume()
        self.resume.toggled.connect(self._resume_toggled)
        form.addRow("", self.resume)
        self.table_text = QLabel(self._table_sentence())
        self.table_text.setWordWrap(True)
        layout.addWidget(self.table_text)
        self.problem = problem_label()
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.open_button = self.buttons.addButton(self.tr("&Open the table"),
                                                  QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.open_table)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.name.textChanged.connect(lambda text: self.open_button.setEnabled(bool(text.strip())))
        self.open_button.setEnabled(bool(self.name.text().strip()))

    def _levels(self) -> tuple[Level, ...]:
        return settings_levels(self.settings, self.settings.players)

    def _table_sentence(self) -> str:
        """What the table will be: its size, and the levels of Settings
        that the computer players in the seats friends leave free play at
        (the host sits in the first seat, as the person does at home)."""
        settings = self.settings
        names = settings.seat_names()
        levels = dict(list(enumerate(self._levels()))[1:])
        if len(set(levels.values())) == 1:
            text = self.tr("%n players, the house rules of Settings; computer players play at level %1.",
                           None, settings.players)
            return text.replace("%1", level_text(levels[1]))
        each = ", ".join(f"{names[seat]}: {level_text(level)}" for seat, level in levels.items())
        text = self.tr("%n players, the house rules of Settings; computer players play at the levels of "
                       "Settings (%1).", None, settings.players)
        return text.replace("%1", each)

    def _renew_code(self) -> None:
        self._fresh_code = new_code()
        self.code.setText(self._fresh_code)

    def _remembered_name(self) -> str:
        stored = stored_text(self.store, NAME_KEY)
        if stored.strip():
            return stored
        return self.settings.seat_names()[min(self.settings.human_seats, default=0)]

    def _offer_resume(self) -> None:
        found = Autosave(app_data_dir() / "network").load()
        game = found.game
        if found.record is None or game is None or game.is_game_over():
            self.resume.setVisible(False)
            self.resume.setChecked(False)
            return
        self.resume.setText(self.tr("&Resume the interrupted network game (hand %1, %n players)", None,
                                    game.players).replace("%1", str(game.hand_number + 1)))
        self.resume.setChecked(True)
        self._resume_toggled(True)

    def _resume_toggled(self, resume: bool) -> None:
        """A resumed table keeps the code and port it had (friends knock with
        them again); a new one gets the fresh code."""
        code = stored_text(self.store, CODE_KEY)
        port = stored_text(self.store, PORT_KEY)
        if resume and len(code) == 6 and code.isdigit():
            self.code.setText(code)
            if port.isdigit() and self.port.minimum() <= int(port) <= self.port.maximum():
                self.port.setValue(int(port))
        elif not resume:
            self.code.setText(self._fresh_code)

    def open_table(self) -> None:
        """Listen, then sit down at the table like any guest (over loopback)."""
        self.problem.clear()
        name = self.name.text().strip()
        if self.hosted is None:
            listen = self.listen.currentData()
            opened = host_table(port=self.port.value(), code=self.code.text(), rules=self.settings.rules,
                                players=self.settings.players, levels=self._levels(),
                                think_time=self.settings.expert_think_time,
                                listen=listen if isinstance(listen, str) else None,
                                resume=self.resume.isChecked(), name=name)
            if isinstance(opened, str):
                self.problem.setText(self.tr("The table could not be opened on port %1: %2")
                                     .replace("%1", str(self.port.value())).replace("%2", opened))
                return
            self.hosted = opened
        if self.store is not None:
            self.store.setValue(NAME_KEY, name)
            self.store.setValue(CODE_KEY, self.hosted.code)
            self.store.setValue(PORT_KEY, str(self.hosted.port))
        self.open_button.setEnabled(False)
        target = self.hosted.addresses[0] if self.listen.currentData() else "127.0.0.1"
        self.seating.start(target, self.hosted.port, self.hosted.code, name)

    def _seated(self, client: TableClient) -> None:
        self.client = client
        self.accept()

    def _seat_failed(self, why: str) -> None:
        self.problem.setText(why)
        self.open_button.setEnabled(True)

    def reject(self) -> None:
        self.seating.cancel()
        if self.hosted is not None and self.client is None:
            self.hosted.close()
            self.hosted = None
        super().reject()
