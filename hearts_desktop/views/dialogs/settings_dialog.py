"""The settings dialog: Rules, Players, Table, Sound and Language tabs.

The dialog edits a copy of `AppSettings` and never saves or applies it: the
main window reads `result_settings()` after `accept`, saves it with
`save_settings`, and starts a new game when `start_new_game` is True.

OK stays disabled while the rules are impossible for the chosen number of
players (the Rules tab says why) or no seat is human.  Rules and the player
count cannot change in the middle of a game, so when they change while a game
is running the dialog says so and offers "Start a new game now".
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from hearts_desktop.services.settings import AppSettings
from hearts_desktop.services.sounds import SoundPlayer
from hearts_desktop.views.dialogs.settings_rules_tab import RulesTab
from hearts_desktop.views.dialogs.settings_sound_tab import SoundTab
from hearts_desktop.views.dialogs.settings_tabs import LanguageTab, PlayersTab, TableTab


class SettingsDialog(QDialog):
    """Edit the user's settings; read the outcome with `result_settings()`."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None,
                 game_running: bool = False, sounds: SoundPlayer | None = None) -> None:
        super().__init__(parent)
        self._original = settings
        self._sounds = sounds
        self._game_running = game_running
        self._start_new_game = False
        self.tabs = QTabWidget()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.buttons)
        self._make_tabs(settings)
        self.resize(720, 640)

    def _make_tabs(self, settings: AppSettings) -> None:
        self.rules_tab = RulesTab(settings.rules, settings.players)
        self.players_tab = PlayersTab(settings)
        self.table_tab = TableTab(settings)
        self.sound_tab = SoundTab(settings, self._sounds)
        self.language_tab = LanguageTab(settings)
        for tab in (self.rules_tab, self.players_tab, self.table_tab, self.sound_tab, self.language_tab):
            self.tabs.addTab(tab, "")
        self.players_tab.players_changed.connect(self.rules_tab.set_players)
        self.rules_tab.validity_changed.connect(self._update_ok)
        self.players_tab.validity_changed.connect(self._update_ok)
        self._retranslate()
        self._update_ok()

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        for index, title in enumerate((self.tr("&Rules"), self.tr("&Players"), self.tr("&Table"),
                                       self.tr("S&ound"), self.tr("&Language"))):
            self.tabs.setTabText(index, title)

    def changeEvent(self, event: QEvent) -> None:
        """A new language: the tabs are built again, keeping what was edited."""
        super().changeEvent(event)
        if event.type() != QEvent.Type.LanguageChange or not hasattr(self, "language_tab"):
            return
        edited, current = self.result_settings(), self.tabs.currentIndex()
        while self.tabs.count():
            old = self.tabs.widget(0)
            self.tabs.removeTab(0)
            if old is not None:
                old.deleteLater()
        self._make_tabs(edited)
        self.tabs.setCurrentIndex(current)

    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    @property
    def start_new_game(self) -> bool:
        """True when the user asked to start a new game with the new settings."""
        return self._start_new_game

    def _update_ok(self) -> None:
        self.ok_button.setEnabled(self.rules_tab.is_valid() and self.players_tab.is_valid())

    def result_settings(self) -> AppSettings:
        """The settings as edited (the original ones while they are invalid)."""
        rules = self.rules_tab.rules()
        if rules is None or not self.players_tab.is_valid():
            return self._original
        settings = self.players_tab.apply(self._original)
        settings = self.table_tab.apply(settings)
        settings = self.sound_tab.apply(settings)
        settings = self.language_tab.apply(settings)
        return replace(settings, rules=rules)

    def needs_new_game(self) -> bool:
        """Whether the changes cannot apply to the game in progress."""
        result = self.result_settings()
        return self._game_running and (result.rules != self._original.rules
                                       or result.players != self._original.players)

    def accept(self) -> None:
        if not self.ok_button.isEnabled():
            return
        if self.needs_new_game():
            self._start_new_game = self._ask_new_game()
        super().accept()

    def make_new_game_question(self) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Settings"),
                          self.tr("Rule changes apply to the next game."), parent=self)
        box.setInformativeText(self.tr("The game in progress goes on with the rules it started with."))
        box.addButton(self.tr("Start a new game now"), QMessageBox.ButtonRole.AcceptRole)
        later = box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(later)
        return box

    def _ask_new_game(self) -> bool:
        box = self.make_new_game_question()
        box.exec()
        return box.buttonRole(box.clickedButton()) == QMessageBox.ButtonRole.AcceptRole

