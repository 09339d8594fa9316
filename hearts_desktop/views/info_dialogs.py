"""Help dialogs: the rules in play (built from the HouseRules value) and About."""

from __future__ import annotations

import html
from dataclasses import fields
from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from hearts_desktop import __version__
from hearts_desktop.model.cards import Card, PassDirection
from hearts_desktop.model.rules import STANDARD, HouseRules, preset_of
from hearts_desktop.paths import resource_path
from hearts_desktop.views.mirror import TableMirror
from hearts_desktop.views.scene_text import preset_name
from hearts_desktop.views.texts import Hearts, card_name, direction_word


def base_rules() -> list[tuple[str, str]]:
    return [
        ("R1", Hearts.tr("3 to 7 players; 4 is best.")),
        ("R2", Hearts.tr("One 52-card deck, ace high; no trumps.")),
        ("R3", Hearts.tr(
            "With 3, 5, 6 or 7 players low cards are removed so everyone gets the same number.")),
        ("R4", Hearts.tr("Cards are dealt one at a time clockwise; the deal moves one seat each hand.")),
        ("R5", Hearts.tr(
            "Each player passes three cards; with 4 players left, right, across, then no pass.")),
        ("R6", Hearts.tr("The holder of the lowest club leads it to the first trick.")),
        ("R7", Hearts.tr("Follow suit if you can; the highest card of the suit led wins the trick.")),
        ("R8", Hearts.tr("No hearts or Queen of spades on the first trick, unless you hold nothing else.")),
        ("R9", Hearts.tr("Hearts may not be led until a heart or the Queen of spades has been played.")),
        ("R10", Hearts.tr("Each heart taken counts 1 point, the Queen of spades 13.")),
        ("R11", Hearts.tr("Taking every heart and the Queen of spades shoots the moon.")),
        ("R12", Hearts.tr("The game ends when someone reaches the target; the lowest total wins.")),
    ]


def _labels() -> dict[str, tuple[str, str]]:
    return {
        "target_score": ("H1", Hearts.tr("Target score")),
        "three_player_removed": ("H2", Hearts.tr("Card removed with 3 players")),
        "queen_breaks_hearts": ("H3", Hearts.tr("Queen of spades breaks hearts")),
        "moon": ("H4", Hearts.tr("Shooting the moon")),
        "first_lead": ("H5", Hearts.tr("First lead")),
        "tie": ("H6", Hearts.tr("Tie for the lowest total")),
        "points_on_first_trick": ("H7", Hearts.tr("Points allowed on the first trick")),
        "pass_cycle": ("H8", Hearts.tr("Pass cycle")),
        "cards_passed": ("H9", Hearts.tr("Cards passed")),
        "hearts_must_be_broken": ("H10", Hearts.tr("Hearts must be broken")),
        "no_trick_bonus": ("H11", Hearts.tr("−5 for taking no trick")),
        "bonus_card": ("H12", Hearts.tr("Bonus card (−10)")),
        "exact_target_reset": ("H13", Hearts.tr("Exact target drops to half")),
        "heart_values": ("H14", Hearts.tr("Heart values")),
        "extra_penalty_spades": ("H15", Hearts.tr("Ace of spades 7, King of spades 10")),
        "queen_value": ("H16", Hearts.tr("Queen of spades value")),
        "shoot_the_sun": ("H17", Hearts.tr("Shoot the sun")),
        "cancellation": ("V5", Hearts.tr("Two decks, cancelling cards")),
    }


def _value_text(name: str, value: Any) -> str:
    if isinstance(value, bool):
        return Hearts.tr("on") if value else Hearts.tr("off")
    if isinstance(value, Card):
        return card_name(value)
    if name == "pass_cycle":
        if value is None:
            return Hearts.tr("as R5")
        no_pass = Hearts.tr("no pass")
        return ", ".join(direction_word(d) if d is not PassDirection.NONE else no_pass for d in value)
    if hasattr(value, "value"):
        return Hearts.tr(str(value.value).replace("_", " "))
    return str(value)


def rules_html(rules: HouseRules, players: int) -> str:
    mirror = TableMirror(rules, ("",) * players)
    parts = [f"<h2>{html.escape(Hearts.tr('Rules in play: %1').replace('%1', preset_name(mirror)))}</h2>",
             f"<p>{html.escape(Hearts.tr('%1 players').replace('%1', str(players)))}</p>",
             f"<h3>{html.escape(Hearts.tr('Base rules'))}</h3><ul>"]
    parts += [f"<li><b>{rule}</b> {html.escape(text)}</li>" for rule, text in base_rules()]
    parts.append(f"</ul><h3>{html.escape(Hearts.tr('House rules'))}</h3><table cellpadding='3'>")
    labels = _labels()
    for item in fields(HouseRules):
        rule, label = labels[item.name]
        value = getattr(rules, item.name)
        changed = value != getattr(STANDARD, item.name)
        text = html.escape(_value_text(item.name, value))
        text = f"<b>{text}</b>" if changed else text
        parts.append(f"<tr><td>{rule}</td><td>{html.escape(label)}</td><td>{text}</td></tr>")
    parts.append("</table>")
    if preset_of(rules) is None:
        parts.append(f"<p>{html.escape(Hearts.tr('Values in bold differ from the standard game.'))}</p>")
    return "".join(parts)


class _TextDialog(QDialog):
    def __init__(self, title: str, text: str, markdown: bool, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(620, 560)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        if markdown:
            self.browser.setMarkdown(text)
        else:
            self.browser.setHtml(text)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


class RulesDialog(_TextDialog):
    def __init__(self, rules: HouseRules, players: int, parent: QWidget | None = None) -> None:
        super().__init__(Hearts.tr("Rules"), rules_html(rules, players), False, parent)


def about_markdown() -> str:
    credit = resource_path("cards", "README.md").read_text(encoding="utf-8")
    head = Hearts.tr("# Hearts Desktop %1\n\nThe card game Hearts with every family's house rules.\n\n"
              "Hearts Desktop is free software under the MIT licence. It uses Qt for Python "
              "(PySide6, LGPL-3.0).\n\n").replace("%1", __version__)
    return head + credit.replace("# Card art", "## " + Hearts.tr("Card art"), 1)


class AboutDialog(_TextDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Hearts.tr("About Hearts Desktop"), about_markdown(), True, parent)
