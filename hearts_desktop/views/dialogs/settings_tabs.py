"""The Players, Table and Language tabs of the settings dialog.

Each tab shows part of an `AppSettings`, returns its part with `apply(settings)`
(a new value: settings are frozen) and has its own "Restore defaults".
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hearts_desktop.ai.base import Level, ThinkingTime
from hearts_desktop.model.cards import Suit
from hearts_desktop.services.settings import (
    DEFAULT_SUIT_ORDER,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MIN_PLAYERS,
    AnimationSpeed,
    AppSettings,
    translated_seat_names,
)
from hearts_desktop.views.table.card_art import card_backs

PROBLEM_STYLE = "QLabel { color: #8a1c1c; background: #fdecea; border: 1px solid #e6a5a0; padding: 6px; }"
LANGUAGE_NAMES = (("en", "English"), ("nb", "Norsk bokmål"), ("sv", "Svenska"), ("is", "Íslenska"),
                  ("hu", "Magyar"), ("sq", "Shqip"))
"""Each language by its own name, so a user can find theirs in any language."""
SUIT_ORDERS: tuple[tuple[Suit, ...], ...] = (
    DEFAULT_SUIT_ORDER,
    (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS),
    (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS),
    (Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES),
    (Suit.CLUBS, Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS),
)
"""Offered hand orders: the default, then orders that alternate colours."""


def restore_row(button: QPushButton) -> QHBoxLayout:
    """A right-aligned "Restore defaults" button for one tab."""
    button.setText(QCoreApplication.translate("SettingsDialog", "Restore defaults"))
    button.setToolTip(QCoreApplication.translate("SettingsDialog", "Set this tab back to its defaults"))
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(button)
    return row


def level_text(level: Level) -> str:
    """The translated name of a computer level."""
    texts = {
        Level.BEGINNER: QCoreApplication.translate("Level", "Beginner"),
        Level.CASUAL: QCoreApplication.translate("Level", "Casual"),
        Level.STRONG: QCoreApplication.translate("Level", "Strong"),
        Level.HARD: QCoreApplication.translate("Level", "Hard"),
        Level.EXPERT: QCoreApplication.translate("Level", "Expert"),
    }
    return texts[level]


class PlayersTab(QWidget):
    """Number of players, names, human seats, computer levels, Expert time."""

    players_changed = Signal(int)  # the number of players changed
    validity_changed = Signal(bool)  # False while no seat is human

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = QSpinBox()
        self.count.setRange(MIN_PLAYERS, MAX_PLAYERS)
        # The Expert's thinking time in the player's words, with its cost.
        self.think = QComboBox()
        self.think.setToolTip(self.tr("How long the Expert level may think about each card and each pass; "
                                      "the hint thinks as long."))
        self.problem = QLabel(self.tr("At least one seat must be played by a person."))
        self.problem.setStyleSheet(PROBLEM_STYLE)
        self.problem.hide()
        self.names: list[QLineEdit] = []
        self.humans: list[QCheckBox] = []
        self.levels: list[QComboBox] = []
        self._seat_labels: list[QLabel] = []
        self._build_seats()
        form = QFormLayout()
        form.addRow(self.tr("&Number of players:"), self.count)
        form.addRow(self.tr("&Expert thinking time:"), self.think)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(self._grid)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        self.restore_button = QPushButton()
        self.restore_button.clicked.connect(self.restore_defaults)
        layout.addLayout(restore_row(self.restore_button))
        self.count.valueChanged.connect(self._count_changed)
        self.show_settings(settings)

    def _build_seats(self) -> None:
        self._grid = QGridLayout()
        for column, title in enumerate((self.tr("Seat"), self.tr("Name"), self.tr("Human"),
                                        self.tr("Computer level"))):
            self._grid.addWidget(QLabel(f"<b>{title}</b>"), 0, column)
        for seat in range(MAX_PLAYERS):
            label, name, human, level = QLabel(), QLineEdit(), QCheckBox(), QComboBox()
            name.setMaxLength(MAX_NAME_LENGTH)
            human.setAccessibleName(self.tr("Human player"))
            for value in Level:
                level.addItem(level_text(value), value)
            human.toggled.connect(self._humans_changed)
            for column, widget in enumerate((label, name, human, level)):
                self._grid.addWidget(widget, seat + 1, column)
            self._seat_labels.append(label)
            self.names.append(name)
            self.humans.append(human)
            self.levels.append(level)

    def _fill_thinking(self, seconds: float) -> None:
        """The four thinking times, and the one stored if it is none of them
        (set in an earlier version, or by hand): never changed unasked."""
        locale = QLocale()
        words = {ThinkingTime.QUICK: self.tr("Quick"), ThinkingTime.NORMAL: self.tr("Normal"),
                 ThinkingTime.DEEP: self.tr("Deep"), ThinkingTime.VERY_DEEP: self.tr("Very deep")}
        self.think.clear()
        for choice in ThinkingTime:
            # A hand asks about 14 decisions of each Expert seat: the most a player waits for
            # (most decisions end long before their time: benchmarks/think_profile.py).
            text = self.tr("%1: up to %2 s a decision, at most %3 s a hand for each Expert") \
                .replace("%1", words[choice]).replace("%2", locale.toString(choice.seconds)) \
                .replace("%3", locale.toString(round(choice.seconds * 14)))
            self.think.addItem(text, choice.seconds)
        if all(abs(choice.seconds - seconds) > 1e-6 for choice in ThinkingTime):
            self.think.addItem(self.tr("Your own: %1 s a decision").replace("%1", locale.toString(seconds)),
                               seconds)
        self.think.setCurrentIndex(min(range(self.think.count()),
                                       key=lambda index: abs(float(self.think.itemData(index)) - seconds)))

    def show_settings(self, settings: AppSettings) -> None:
        self.count.setValue(settings.players)
        self._fill_thinking(settings.expert_think_time)
        for seat in range(MAX_PLAYERS):
            name = settings.names[seat] if seat < len(settings.names) else ""
            self.names[seat].setText(name)
            self.humans[seat].setChecked(seat in settings.human_seats)
            self.levels[seat].setCurrentIndex(self.levels[seat].findData(settings.level_of(seat)))
        self._count_changed(settings.players)

    def _count_changed(self, players: int) -> None:
        defaults = translated_seat_names(players)
        for seat in range(MAX_PLAYERS):
            shown = seat < players
            for widget in (self._seat_labels[seat], self.names[seat], self.humans[seat], self.levels[seat]):
                widget.setVisible(shown)
            if shown:
                self._seat_labels[seat].setText(defaults[seat])
                self.names[seat].setPlaceholderText(defaults[seat])
        self._humans_changed()
        self.players_changed.emit(players)

    def _humans_changed(self) -> None:
        players = self.count.value()
        for seat in range(MAX_PLAYERS):
            self.levels[seat].setEnabled(not self.humans[seat].isChecked())
        valid = any(self.humans[seat].isChecked() for seat in range(players))
        self.problem.setVisible(not valid)
        self.validity_changed.emit(valid)

    def is_valid(self) -> bool:
        return any(self.humans[seat].isChecked() for seat in range(self.count.value()))

    def apply(self, settings: AppSettings) -> AppSettings:
        players = self.count.value()
        typed = [self.names[seat].text().strip() for seat in range(players)]
        defaults = translated_seat_names(players)
        names = () if not any(typed) else tuple(text or defaults[seat] for seat, text in enumerate(typed))
        return replace(
            settings, players=players, names=names, expert_think_time=float(self.think.currentData()),
            human_seats=frozenset(seat for seat in range(players) if self.humans[seat].isChecked()),
            levels=tuple(self.levels[seat].currentData() for seat in range(players)))

    def restore_defaults(self) -> None:
        self.show_settings(AppSettings())


def _letters(order: tuple[Suit, ...]) -> str:
    return "".join(suit.letter for suit in order)


class TableTab(QWidget):
    """How the table looks and reacts."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.speed = QComboBox()
        for speed, text in ((AnimationSpeed.SLOW, self.tr("Slow")),
                            (AnimationSpeed.NORMAL, self.tr("Normal")),
                            (AnimationSpeed.FAST, self.tr("Fast")),
                            (AnimationSpeed.INSTANT, self.tr("Instant (no animation)"))):
            self.speed.addItem(text, speed)
        self.click_to_continue = QCheckBox(self.tr("Wait for a click before a trick is collected"))
        self.back = QComboBox()
        names = {"back": self.tr("Classic (black check)"), "back-blue": self.tr("Blue"),
                 "back-red": self.tr("Red")}
        for back in card_backs():
            self.back.addItem(names.get(back, back.removeprefix("back-")), back)
        self.four_colour = QCheckBox(self.tr("Four-colour deck (♣ green, ♦ blue)"))
        self.dark_table = QCheckBox(self.tr("Dark table (easier on the eyes in a dim room)"))
        self.suit_order = QComboBox()
        self.ascending = QComboBox()
        self.ascending.addItem(self.tr("Low to high (2 … A)"), True)
        self.ascending.addItem(self.tr("High to low (A … 2)"), False)
        self.card_size = QComboBox()
        self.card_size.addItem(self.tr("Normal"), False)
        self.card_size.addItem(self.tr("Large"), True)
        self.double_click = QCheckBox(
            self.tr("Play a card with a double-click (a single click only selects it)"))
        self.play_checker = QCheckBox(
            self.tr("Play checker: after a trick, point out a clearly worse play of mine"))
        form = QFormLayout(self)
        form.addRow(self.tr("&Animation speed:"), self.speed)
        form.addRow("", self.click_to_continue)
        form.addRow(self.tr("Card &back:"), self.back)
        form.addRow("", self.four_colour)
        form.addRow("", self.dark_table)
        form.addRow(self.tr("&Suit order in the hand:"), self.suit_order)
        form.addRow(self.tr("Ran&k order:"), self.ascending)
        form.addRow(self.tr("Card si&ze:"), self.card_size)
        form.addRow("", self.double_click)
        form.addRow("", self.play_checker)
        self.restore_button = QPushButton()
        self.restore_button.clicked.connect(self.restore_defaults)
        form.addRow(restore_row(self.restore_button))
        self.show_settings(settings)

    def _fill_suit_orders(self, current: tuple[Suit, ...]) -> None:
        self.suit_order.clear()
        for order in SUIT_ORDERS + (() if current in SUIT_ORDERS else (current,)):
            self.suit_order.addItem("  ".join(suit.symbol for suit in order), _letters(order))

    def show_settings(self, settings: AppSettings) -> None:
        self._fill_suit_orders(settings.suit_order)
        self.suit_order.setCurrentIndex(self.suit_order.findData(_letters(settings.suit_order)))
        self.speed.setCurrentIndex(self.speed.findData(settings.animation_speed))
        self.click_to_continue.setChecked(settings.click_to_continue)
        self.back.setCurrentIndex(max(0, self.back.findData(settings.card_back)))
        self.four_colour.setChecked(settings.four_colour)
        self.dark_table.setChecked(settings.dark_table)
        self.ascending.setCurrentIndex(self.ascending.findData(settings.sort_ascending))
        self.card_size.setCurrentIndex(self.card_size.findData(settings.large_cards))
        self.double_click.setChecked(settings.double_click_to_play)
        self.play_checker.setChecked(settings.play_checker)

    def apply(self, settings: AppSettings) -> AppSettings:
        return replace(
            settings, animation_speed=self.speed.currentData(),
            click_to_continue=self.click_to_continue.isChecked(), card_back=self.back.currentData(),
            four_colour=self.four_colour.isChecked(), dark_table=self.dark_table.isChecked(),
            suit_order=tuple(Suit.from_letter(letter) for letter in self.suit_order.currentData()),
            sort_ascending=self.ascending.currentData(), large_cards=self.card_size.currentData(),
            double_click_to_play=self.double_click.isChecked(), play_checker=self.play_checker.isChecked())

    def restore_defaults(self) -> None:
        self.show_settings(AppSettings())


class LanguageTab(QWidget):
    """The language of the app: the system's, or one of ours."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Language"))
        system = QListWidgetItem(self.tr("System language"))
        system.setData(Qt.ItemDataRole.UserRole, "")
        self.list.addItem(system)
        for code, name in LANGUAGE_NAMES:
            item = QListWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, code)
            self.list.addItem(item)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Language of the menus, messages and score sheet:")))
        layout.addWidget(self.list, 1)
        self.restore_button = QPushButton()
        self.restore_button.clicked.connect(self.restore_defaults)
        layout.addLayout(restore_row(self.restore_button))
        self.show_settings(settings)

    def show_settings(self, settings: AppSettings) -> None:
        for row in range(self.list.count()):
            if self.list.item(row).data(Qt.ItemDataRole.UserRole) == settings.language:
                self.list.setCurrentRow(row)

    def apply(self, settings: AppSettings) -> AppSettings:
        item = self.list.currentItem()
        return replace(settings, language=item.data(Qt.ItemDataRole.UserRole) if item is not None else "")

    def restore_defaults(self) -> None:
        self.show_settings(AppSettings())
