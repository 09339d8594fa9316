"""The exporters on their own: CSV, HTML, PDF and the game record, from played games."""

from __future__ import annotations

import csv
import html
import io
import random
import re
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pypdf
import pytest
from PySide6.QtCore import QLocale

from hearts_desktop.model.cards import PassDirection
from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import STANDARD, MoonChoice
from hearts_desktop.model.scoring import MoonResult
from hearts_desktop.views.dialogs.score_sheet.chart import nice_step, value_range
from hearts_desktop.views.dialogs.score_sheet.exporters import (
    csv_bytes,
    record_json,
    score_rows,
    sheet_of,
    to_html,
    write_pdf,
)
from hearts_desktop.views.dialogs.score_sheet.score_model import Mark, ScoreRow, row_notes
from hearts_desktop.views.dialogs.score_sheet.score_paint import SheetLayout
from tests.scoresheet.conftest import play_random

DATE = datetime(2026, 11, 29, 20, 15)
pytestmark = pytest.mark.usefixtures("qapp")  # fonts need a QGuiApplication
ENGLISH = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)


def parse_csv(data: bytes) -> list[list[str]]:
    assert data.startswith(b"\xef\xbb\xbf"), "UTF-8 byte-order mark for spreadsheets"
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))


def test_rows_follow_the_history(ten_hands: Game) -> None:
    rows = score_rows(ten_hands)
    assert [row.hand for row in rows] == list(range(1, 11))
    assert [row.totals for row in rows] == [score.totals for score in ten_hands.history]
    assert [row.pass_direction.value for row in rows[:3]] == ["left", "right", "left"]


def test_csv_parses_back_to_the_same_numbers(ten_hands: Game) -> None:
    table = parse_csv(csv_bytes(sheet_of(ten_hands, DATE)))
    header, body = table[0], table[1:]
    assert header[:3] == ["Hand", "Pass", "Deal"] and header[-1] == "Notes"
    assert header[3] == "Anna (hand)" and header[4] == "Anna (total)"
    assert len(body) == 10
    for line, score in zip(body, ten_hands.history):
        assert line[2] == ""  # a game dealt from its seed has no deal numbers
        numbers = [int(cell) for cell in line[3:-1]]
        assert numbers[0::2] == list(score.deltas)
        assert numbers[1::2] == list(score.totals)


def test_csv_defuses_spreadsheet_formulas_in_names(ten_hands: Game) -> None:
    header = parse_csv(csv_bytes(sheet_of(ten_hands, DATE)))[0]
    assert "'=SUM(A1) (hand)" in header


def test_csv_notes_name_bonus_takers(ten_hands: Game) -> None:
    sheet = sheet_of(ten_hands, DATE)
    body = parse_csv(csv_bytes(sheet))[1:]
    for line, row in zip(body, sheet.rows):
        for seat in row.bonus_card_taker:
            assert f"{sheet.names[seat]} took the Jack of diamonds" in line[-1].lstrip("'")


def test_html_escapes_names_and_is_self_contained(ten_hands: Game) -> None:
    page = to_html(sheet_of(ten_hands, DATE), ENGLISH)
    assert "<script>" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "<style>" in page and "<svg" in page
    assert "http" not in page.replace('xmlns="http://www.w3.org/2000/svg"', "")  # nothing fetched
    assert "November 29, 2026" in page  # the date in the locale's long format
    assert page.count("<tr>") == 10 + 2 + 1  # hands, names and sub-titles, totals


def test_marks_and_notes_for_a_moon() -> None:
    sheet = sheet_of(Game(players=4), DATE)
    row = replace(score_rows_stub(), moon=MoonResult(2, 26, False, MoonChoice.ADD_TO_OTHERS), resets=(1,))
    sheet = replace(sheet, rows=(row,))
    assert row.marks(2) == (Mark.MOON,) and row.marks(1) == (Mark.RESET,)
    assert row_notes(row, sheet) == ("North shot the moon: +26 to the others; "
                                     "West hit the target exactly: back to half")


def score_rows_stub() -> ScoreRow:
    return ScoreRow(1, PassDirection.LEFT, (26, 50, 0, 26), (26, 50, 0, 26), (0, 0, 26, 0), None, (), (), ())


def pdf_text(path: Path) -> tuple[int, str]:
    reader = pypdf.PdfReader(str(path))
    text = " ".join(page.extract_text() for page in reader.pages)
    return len(reader.pages), re.sub(r"\s+", " ", text)  # the extractor puts tabs between words


def test_pdf_of_ten_hands_is_one_page_with_names(ten_hands: Game, tmp_path: Path) -> None:
    sheet = sheet_of(ten_hands, DATE)
    assert write_pdf(sheet, tmp_path / "sheet.pdf", ENGLISH) == 1
    pages, text = pdf_text(tmp_path / "sheet.pdf")
    assert pages == 1
    for word in ("Hearts — score sheet", "Anna", "Þóra", "Target score: 150", "November 29, 2026"):
        assert word in text
    assert str(sheet.totals[0]) in text


def test_long_game_spreads_over_pages_with_numbers(ten_hands: Game, tmp_path: Path) -> None:
    sheet = sheet_of(ten_hands, DATE)
    rows = tuple(replace(row, hand=index + 1) for index, row in enumerate(sheet.rows * 9))
    long_sheet = replace(sheet, rows=rows)  # 90 hands
    count = write_pdf(long_sheet, tmp_path / "long.pdf", ENGLISH)
    pages, text = pdf_text(tmp_path / "long.pdf")
    assert pages == count >= 3
    assert f"Page 1 of {count}" in text and f"Page {count} of {count}" in text
    assert " 90 " in text


def test_pagination_keeps_every_row_once(ten_hands: Game) -> None:
    sheet = sheet_of(ten_hands, DATE)
    layout = SheetLayout(replace(sheet, rows=sheet.rows * 7), 720, ENGLISH)
    pages = layout.pages(1000)
    covered = [index for page in pages for index in page.rows]
    assert covered == list(range(70))
    assert sum(page.chart for page in pages) == 1 and pages[-1].chart
    assert [page.totals for page in pages].count(True) == 1


def test_record_json_replays_to_the_same_totals(finished: Game) -> None:
    record = GameRecord.loads(record_json(finished, DATE))
    assert record.metadata["date"] == "2026-11-29T20:15:00"
    assert record.replay().totals == finished.totals
    assert finished.is_game_over() and sheet_of(finished, DATE).leaders == finished.winners


def test_names_fixture_has_the_awkward_names(ten_hands: Game) -> None:
    assert "<script>alert(1)</script>" in ten_hands.names and "=SUM(A1)" in ten_hands.names


def test_empty_sheet_before_the_first_hand(tmp_path: Path) -> None:
    sheet = sheet_of(Game(players=3), DATE)
    assert sheet.rows == () and sheet.leaders == () and sheet.totals == (0, 0, 0)
    assert write_pdf(sheet, tmp_path / "empty.pdf", ENGLISH) == 1
    table = list(csv.reader(io.StringIO(csv_bytes(sheet).decode("utf-8-sig"))))
    assert len(table) == 1 and table[0][3] == "South (hand)"


def test_finished_game_names_the_winner(finished: Game, tmp_path: Path) -> None:
    sheet = sheet_of(finished, DATE)
    winner = sheet.names[finished.winners[0]]  # type: ignore[index]
    write_pdf(sheet, tmp_path / "final.pdf", ENGLISH)
    assert f"Winner: {winner}" in pdf_text(tmp_path / "final.pdf")[1]
    assert f"Winner: {winner}" in to_html(sheet, ENGLISH)


def test_numbers_and_dates_follow_the_locale(ten_hands: Game) -> None:
    norwegian = QLocale(QLocale.Language.NorwegianBokmal, QLocale.Country.Norway)
    page = to_html(sheet_of(ten_hands, DATE), norwegian)
    assert "29. november 2026" in page and 'lang="nb' in page
    negative = min(total for row in score_rows(ten_hands) for total in row.totals)
    assert negative < 0
    assert html.escape(norwegian.toString(negative)) in page  # U+2212 minus in Norwegian


def test_chart_scale_is_round_and_covers_target_and_totals(ten_hands: Game) -> None:
    assert [nice_step(span) for span in (10, 26, 100, 430, 1000)] == [2, 10, 20, 100, 200]
    low, high, step = value_range(sheet_of(ten_hands, DATE))
    assert low <= min(min(row.totals) for row in score_rows(ten_hands)) and low % step == 0
    assert high >= 150 and high % step == 0


def test_a_numbered_game_writes_each_hands_deal_number(tmp_path: Path) -> None:
    game = play_random(Game(STANDARD, 4, seed=9, deal_numbers=(48210937,)), random.Random(3), hands=3)
    sheet = sheet_of(game, DATE)
    assert [row.deal for row in sheet.rows] == [game.deal_number_of(hand) for hand in range(3)]
    assert sheet.rows[0].deal_text == "4821-0937"
    body = parse_csv(csv_bytes(sheet))[1:]
    assert [line[2] for line in body] == [row.deal_text for row in sheet.rows]
    assert all(len(line[2]) == 9 and line[2][4] == "-" for line in body)
    assert "<td class=\"pass\">4821-0937</td>" in to_html(sheet, ENGLISH)
    assert write_pdf(sheet, tmp_path / "numbered.pdf", ENGLISH) == 1
