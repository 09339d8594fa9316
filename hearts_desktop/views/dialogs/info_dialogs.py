"""Help ▸ Keyboard shortcuts and Help ▸ About (How to play is howto.py)."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from hearts_desktop import __version__
from hearts_desktop.services.paths import resource_path
from hearts_desktop.views.words.texts import Hearts


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


def about_markdown() -> str:
    credit = resource_path("cards", "README.md").read_text(encoding="utf-8")
    head = Hearts.tr("# Hearts Desktop %1\n\nThe card game Hearts with every family's house rules.\n\n"
              "Hearts Desktop is free software under the MIT licence. It uses Qt for Python "
              "(PySide6, LGPL-3.0).\n\n").replace("%1", __version__)
    sounds = Hearts.tr("## Sounds\n\nThe sounds were made for Hearts Desktop: a script in its source "
                       "(tools/make_sounds.py) synthesizes them from tones and noise. They are free under "
                       "the MIT licence, like the program. They play through miniaudio by David Reid "
                       "(public domain or MIT-0) and pyminiaudio by Irmen de Jong (MIT).\n\n")
    return head + sounds + credit.replace("# Card art", "## " + Hearts.tr("Card art"), 1)


class AboutDialog(_TextDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Hearts.tr("About Hearts Desktop"), about_markdown(), True, parent)


def table_keys() -> list[tuple[str, str]]:
    """The keys the table itself takes (the menus' shortcuts are added by the window)."""
    return [
        ("← →", Hearts.tr("Move along your hand")),
        (Hearts.tr("Enter, Space"), Hearts.tr("Play the card, or choose it for the pass")),
        ("Ctrl+Enter", Hearts.tr("Pass the chosen cards")),
        ("Esc", Hearts.tr("Hide the last trick")),
    ]


def shortcuts_html(rows: list[tuple[str, str]]) -> str:
    cells = "".join(f"<tr><td><b>{html.escape(keys)}</b>&nbsp;&nbsp;</td><td>{html.escape(what)}</td></tr>"
                    for keys, what in rows)
    return f"<h3>{html.escape(Hearts.tr('Keyboard shortcuts'))}</h3><table>{cells}</table>"


class ShortcutsDialog(_TextDialog):
    """Every key the game answers to: the table's, then each menu's."""

    def __init__(self, rows: list[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(Hearts.tr("Keyboard shortcuts"), shortcuts_html(rows), False, parent)
        self.rows = rows
