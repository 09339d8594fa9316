"""The Rules tab: a preset list and one editor per house rule (H1–H17, V5).

The tab holds the field values the user chose and asks the model what they
mean: `HouseRules(**values)` (which refuses values impossible for every
player count) and `HouseRules.problems(players)`.  Whatever the model
refuses is shown inline, in words from `settings_rules.problem_text`, and
`validity_changed` tells the dialog to disable OK.  The preset list shows the
preset the values equal (`preset_of`), or "Custom".
"""

from __future__ import annotations

import html
from dataclasses import fields
from functools import partial
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hearts_desktop.model.cards import PassDirection
from hearts_desktop.model.errors import RulesError
from hearts_desktop.model.rules import PRESETS, STANDARD, HouseRules, preset_of
from hearts_desktop.views.words.rule_words import (
    RULE_SPECS,
    Kind,
    RuleSpec,
    direction_text,
    preset_description,
    preset_label,
    problem_text,
    rules_summary,
)

MAX_CYCLE_STEPS = 6
QUICK_TARGETS = (50, 100)
PROBLEM_STYLE = "QLabel { color: #8a1c1c; background: #fdecea; border: 1px solid #e6a5a0; padding: 6px; }"

MIN_WIDTH_CHARS = 66
"""The rules' form is never narrower than this many average characters."""


class CycleEditor(QWidget):
    """H8: the standard cycle of R5, or up to six steps chosen one by one."""

    changed = Signal()  # the user changed the cycle

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mode = QComboBox()
        self.mode.addItems([self.tr("Standard (R5)"), self.tr("Custom sequence")])
        self.steps = [QComboBox() for _ in range(MAX_CYCLE_STEPS)]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.mode)
        row = QHBoxLayout()
        layout.addLayout(row)
        for index, step in enumerate(self.steps):
            # As wide as the longest direction word of the language in use.
            step.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            step.addItem("—", None)
            for direction in PassDirection:
                step.addItem(direction_text(direction), direction)
            step.setAccessibleName(self.tr("Pass cycle step %1").replace("%1", str(index + 1)))
            step.currentIndexChanged.connect(self.changed)
            row.addWidget(step)
        row.addStretch(1)
        self.mode.currentIndexChanged.connect(self._mode_changed)

    def _mode_changed(self) -> None:
        if self.mode.currentIndex() == 1 and self.steps[0].currentData() is None:
            self.steps[0].setCurrentIndex(1)  # a custom cycle starts with one step
        self.changed.emit()

    def value(self) -> tuple[PassDirection, ...] | None:
        if self.mode.currentIndex() == 0:
            return None
        chosen: list[PassDirection] = []
        for step in self.steps:
            if step.currentData() is None:
                break
            chosen.append(step.currentData())
        return tuple(chosen)

    def show_value(self, cycle: tuple[PassDirection, ...] | None, shown: tuple[PassDirection, ...]) -> None:
        """Show `cycle` (None: standard, whose steps `shown` are greyed)."""
        self.mode.setCurrentIndex(0 if cycle is None else 1)
        steps = shown if cycle is None else cycle
        for index, combo in enumerate(self.steps):
            combo.setCurrentIndex(combo.findData(steps[index]) if index < len(steps) else 0)
            combo.setEnabled(cycle is not None)
            # Only the chosen steps and one empty slot to add another.
            combo.setVisible(index < len(steps) + (cycle is not None))


class RulesTab(QWidget):
    """Edits a `HouseRules` value; no rule logic of its own."""

    validity_changed = Signal(bool)  # True when the rules can be played
    rules_changed = Signal()  # any rule changed

    def __init__(self, rules: HouseRules, players: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._players = players
        self._values: dict[str, Any] = {}
        self._editors: dict[str, QWidget] = {}
        self._labels: dict[str, QLabel] = {}
        self._loading = False
        self._valid = True
        self._build()
        self.set_rules(rules)

    # -- building ----------------------------------------------------------------

    def _build(self) -> None:
        self.preset = QComboBox()
        for preset in PRESETS:
            self.preset.addItem(preset_label(preset), preset.id)
        self.preset.addItem(self.tr("Custom"), None)
        self.preset.setToolTip(self.tr("A named variant fills in the house rules; you can still change any."))
        self.preset.activated.connect(self._preset_chosen)
        self.preset_line = QLabel()
        self.preset_line.setWordWrap(True)
        self.preset_line.setStyleSheet("color: palette(mid);")
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet(PROBLEM_STYLE)
        self.problems.setAccessibleName(self.tr("Rule problems"))
        self.problems.hide()
        form_widget = QWidget()
        form = QFormLayout(form_widget)
        # Rows never wrap: with WrapLongRows the form planned its height for wrapped rows,
        # laid them out unwrapped, and squeezed the explanations (a line lost at 1.5× font).
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        for spec in RULE_SPECS:
            self._add_rule(form, spec)
        scroll = QScrollArea()
        scroll.setWidget(form_widget)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # A scroll bar that comes and goes changes the width the hints wrap
        # to after their height was settled: long translations lost a line.
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        # The explanations wrap under their editors; below this width they
        # would need more lines than a form row gives them.
        scroll.setMinimumWidth(self.fontMetrics().averageCharWidth() * MIN_WIDTH_CHARS)
        self.restore_button = QPushButton(self.tr("Restore defaults"))
        self.restore_button.setToolTip(self.tr("Set every house rule back to V1 Standard"))
        self.restore_button.clicked.connect(self.restore_defaults)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.restore_button)
        top = QFormLayout()
        top.addRow(self.tr("&Variant:"), self.preset)
        top.addRow("", self.preset_line)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.problems)
        layout.addWidget(scroll, 1)
        layout.addLayout(bottom)

    def _add_rule(self, form: QFormLayout, spec: RuleSpec) -> None:
        editor = self._make_editor(spec)
        # The rule in plain words, explained below it; its id (which messages
        # cite) after it in small grey print, and in the tooltip.
        editor.setToolTip(f"{spec.label()} ({spec.rule_id}): {spec.explanation()}")
        label = QLabel(f"{html.escape(spec.label())}&nbsp;&nbsp;<small style='color: gray'>"
                       f"{spec.rule_id}</small>")
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setBuddy(editor)
        label.setToolTip(editor.toolTip())
        hint = QLabel(spec.explanation())
        hint.setWordWrap(True)
        hint.setStyleSheet("color: palette(mid); font-size: small;")
        # Wrap to the width there is, never widen the form past the window.
        hint.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        column = QVBoxLayout()
        column.setSpacing(1)
        column.addWidget(editor)
        column.addWidget(hint)
        form.addRow(label, column)
        self._editors[spec.field] = editor
        self._labels[spec.field] = label

    def _make_editor(self, spec: RuleSpec) -> QWidget:
        if spec.kind is Kind.NUMBER:
            return self._number_editor(spec)
        if spec.kind is Kind.CYCLE:
            cycle = CycleEditor()
            cycle.changed.connect(lambda: self._edited(spec.field, cycle.value()))
            return cycle
        if spec.kind is Kind.BOOL:
            box = QCheckBox()
            box.toggled.connect(lambda on: self._edited(spec.field, on))
            return box
        combo = QComboBox()
        for value, text in spec.choices():
            combo.addItem(text, value)
        combo.currentIndexChanged.connect(lambda index: self._edited(spec.field, combo.itemData(index)))
        return combo

    def _number_editor(self, spec: RuleSpec) -> QWidget:
        spin = QSpinBox()
        spin.setRange(*spec.number_range)
        spin.valueChanged.connect(lambda value: self._edited(spec.field, value))
        if spec.field != "target_score":
            return spin
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(spin)
        for target in QUICK_TARGETS:
            quick = QPushButton(str(target))
            quick.setToolTip(self.tr("Set the target score to %1").replace("%1", str(target)))
            quick.clicked.connect(partial(spin.setValue, target))
            layout.addWidget(quick)
        layout.addStretch(1)
        row.setProperty("spin", spin)
        self._target_spin = spin
        return row

    # -- values ------------------------------------------------------------------

    def set_rules(self, rules: HouseRules) -> None:
        """Show `rules` in every editor."""
        self._values = {item.name: getattr(rules, item.name) for item in fields(HouseRules)}
        self._show_values()
        self._changed()

    def set_players(self, players: int) -> None:
        """The player count from the Players tab (some rules depend on it)."""
        self._players = players
        self._show_values()
        self._changed()

    def _show_values(self) -> None:
        self._loading = True
        try:
            for spec in RULE_SPECS:
                self._show(spec, self._values[spec.field])
        finally:
            self._loading = False

    def _show(self, spec: RuleSpec, value: Any) -> None:
        editor = self._editors[spec.field]
        if spec.field == "target_score":
            self._target_spin.setValue(value)
        elif isinstance(editor, QSpinBox):
            editor.setValue(value)
        elif isinstance(editor, CycleEditor):
            editor.show_value(value, STANDARD.pass_cycle_for(self._players))
        elif isinstance(editor, QCheckBox):
            editor.setChecked(bool(value))
        elif isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(value)))

    def _edited(self, field_name: str, value: Any) -> None:
        if self._loading:
            return
        self._values[field_name] = value
        if field_name == "pass_cycle":
            self._show_values()  # grey standard steps follow the mode
        self._changed()

    def _preset_chosen(self, index: int) -> None:
        preset_id = self.preset.itemData(index)
        preset = next((item for item in PRESETS if item.id == preset_id), None)
        if preset is not None:
            self.set_rules(preset.rules)

    # -- validation --------------------------------------------------------------

    def current_problems(self) -> list[RulesError]:
        """What the model says is wrong with the values (empty: playable)."""
        try:
            return HouseRules(**self._values).problems(self._players)
        except RulesError as error:
            return [error]

    def rules(self) -> HouseRules | None:
        """The edited rules, or None while they are impossible."""
        return None if self.current_problems() else HouseRules(**self._values)

    def is_valid(self) -> bool:
        return self._valid

    def _changed(self) -> None:
        found = self.current_problems()
        rules = None if found else HouseRules(**self._values)
        preset = preset_of(rules) if rules is not None else None
        custom = self.preset.findData(None)
        self.preset.setItemText(custom, rules_summary(rules)[0] if rules is not None and preset is None
                                else self.tr("Custom"))
        self.preset.setCurrentIndex(self.preset.findData(preset.id if preset else None))
        self.preset_line.setText(preset_description(preset))
        self._show_problems(found)
        if self._valid != (not found):
            self._valid = not found
            self.validity_changed.emit(self._valid)
        self.rules_changed.emit()

    def _show_problems(self, found: list[RulesError]) -> None:
        cycle = self._values["pass_cycle"]
        self.problems.setText("\n".join(problem_text(error, self._players, cycle) for error in found))
        self.problems.setVisible(bool(found))
        bad = {error.setting for error in found}
        for name, label in self._labels.items():
            label.setStyleSheet("color: #8a1c1c; font-weight: bold;" if name in bad else "")

    def restore_defaults(self) -> None:
        self.set_rules(STANDARD)
