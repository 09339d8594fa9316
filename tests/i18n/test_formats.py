"""Numbers and dates follow the language's locale on the score sheet, in the
HTML export and in How to play; the CSV keeps plain numbers on purpose."""

from __future__ import annotations

from datetime import datetime

import pytest
from PySide6.QtCore import QLocale

from hearts_desktop.model.game import Game
from hearts_desktop.model.rules import SPOT_HEARTS
from hearts_desktop.services import i18n
from hearts_desktop.views.dialogs.howto import howto_html
from hearts_desktop.views.dialogs.score_sheet.exporters import to_csv, to_html
from hearts_desktop.views.dialogs.score_sheet.score_model import sheet_of
from hearts_desktop.views.dialogs.score_sheet.score_paint import date_text
from tests.i18n.conftest import play_hands

DATE = datetime(2026, 11, 29, 20, 15)


def test_the_language_sets_number_and_date_formats(english: None) -> None:
    game = play_hands(Game(SPOT_HEARTS.with_changes(target_score=1000), 4, seed=3), 100)
    sheet = sheet_of(game, DATE)
    big = max(max(abs(total) for total in row.totals) for row in sheet.rows)
    assert big >= 1000, "no total needs digit grouping"
    i18n.install("sv")
    swedish = QLocale()
    assert "november" in date_text(DATE, swedish) and "söndag" in date_text(DATE, swedish)
    page = to_html(sheet)
    assert 'lang="sv' in page and swedish.toString(big) in page and "\u00a0" in swedish.toString(big)
    assert str(big) in to_csv(sheet) and swedish.toString(big) not in to_csv(sheet)
    assert swedish.toString(1000) in howto_html(sheet.rules, 4)
    i18n.install("en")
    assert "Sunday" in date_text(DATE, QLocale()) and QLocale().toString(big) in to_html(sheet)


def test_a_scores_line_names_each_seat_in_the_language(english: None) -> None:
    from hearts_desktop.model.cards import default_seat_names
    from hearts_desktop.views.words.texts import scores_text, seat_name

    names = default_seat_names(4)
    i18n.install("sv")
    line = scores_text(names, (1200, 0, -26, 5))
    first = seat_name(names, 0)
    assert first != names[0], "the default seat name is not translated"
    assert line.startswith(f"{first} {QLocale().toString(1200)},") and "\u00a0" in line  # 1 200, grouped
    assert line.endswith(f"{seat_name(names, 3)} 5")
    i18n.install("en")
    assert scores_text(("Ann", "Bo", "Cy"), [3, 2, 1]) == "Ann 3, Bo 2, Cy 1"
    with pytest.raises(ValueError, match="3 names for 4 totals"):
        scores_text(("Ann", "Bo", "Cy"), (1, 2, 3, 4))
