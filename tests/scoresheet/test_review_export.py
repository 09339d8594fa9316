"""The Expert's review with the score sheet (issue #46): in the web page and
the PDF when the game has a kept review, left out when unchecked."""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt

from hearts_desktop.ai.review import Reviewer, Verdict, review_game
from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import STANDARD
from hearts_desktop.views.dialogs.score_sheet.exporters import sheet_of, to_html, write_pdf
from hearts_desktop.views.dialogs.score_sheet.review_export import review_html
from hearts_desktop.views.dialogs.score_sheet.score_sheet import ExportKind, ScoreSheetDialog
from hearts_desktop.views.words.review_text import step_text
from tests.scoresheet.conftest import play_random

from .test_exporters import pdf_text

ENGLISH = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
QUICK = Reviewer(play_worlds=80, pass_worlds=40, workers=1, seed=2)
pytestmark = pytest.mark.usefixtures("qapp")


@pytest.fixture(scope="module")
def reviewed() -> tuple[Game, GameRecord, list]:  # type: ignore[type-arg]
    game = play_random(Game(STANDARD, 4, seed=12), random.Random(12), hands=2)
    record = GameRecord.from_game(game)
    return game, record, review_game(record, 0, QUICK)


def test_the_section_names_every_decision_that_lost_points(reviewed) -> None:  # type: ignore[no-untyped-def]
    _game, record, decisions = reviewed
    text = review_html(record, 0, decisions, ENGLISH)
    assert text.startswith('<section class="review">') and "Hand 1" in text and "Hand 2" in text
    lost = [decision for decision in decisions if decision.judgement.verdict is not Verdict.GOOD]
    assert lost, "random play loses points somewhere"
    assert text.count("<tr>") == len(lost) + len({decision.hand for decision in lost})  # + a head per table
    for decision in lost:
        assert step_text(decision) in text


def test_web_page_and_pdf_carry_the_review_after_the_sheet(reviewed, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    game, record, decisions = reviewed
    sheet = sheet_of(game, datetime(2026, 12, 6, 21, 0))
    section = review_html(record, 0, decisions, ENGLISH)
    page = to_html(sheet, ENGLISH, section)
    assert page.index("<svg") < page.index('<section class="review">') < page.index("</body>")
    assert '<section class="review">' not in to_html(sheet, ENGLISH)
    plain = write_pdf(sheet, tmp_path / "plain.pdf", ENGLISH)
    both = write_pdf(sheet, tmp_path / "both.pdf", ENGLISH, section)
    pages, text = pdf_text(tmp_path / "both.pdf")
    assert pages == both > plain
    assert "The Expert's review" in text and "Points lost to mistakes in the game" in text


def test_the_dialog_offers_the_review_checked_and_leaves_it_out_unchecked(
        reviewed, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    game, record, decisions = reviewed
    dialog = ScoreSheetDialog(game)
    qtbot.addWidget(dialog)
    dialog.set_review(review_html(record, 0, decisions))
    dialog.offer_play_again()
    dialog.show()
    assert dialog.with_review.isVisible() and dialog.with_review.isChecked()
    dialog.export_to(ExportKind.HTML, tmp_path / "with.html")
    assert '<section class="review">' in (tmp_path / "with.html").read_text(encoding="utf-8")
    qtbot.mouseClick(dialog.with_review, Qt.MouseButton.LeftButton)
    assert not dialog.with_review.isChecked()
    dialog.export_to(ExportKind.HTML, tmp_path / "without.html")
    assert '<section class="review">' not in (tmp_path / "without.html").read_text(encoding="utf-8")
