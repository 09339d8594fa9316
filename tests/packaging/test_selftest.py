"""`run_self_test()` in-process: it passes, and a broken invariant fails it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from hearts_desktop import selftest
from hearts_desktop.model.cards import Card


def test_self_test_plays_checks_and_renders(qapp: object, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    shot = tmp_path / "table.png"
    assert selftest.run_self_test(screenshot=str(shot)) == 0
    out = capsys.readouterr().out
    assert "self-test passed" in out
    assert "One hand of 52 cards in 13 tricks" in out
    assert "One hand of 104 cards in 20 tricks" in out  # Cancellation Hearts for five
    image = QImage(str(shot))
    assert image.width() == selftest.TABLE_SIZE[0] and image.height() == selftest.TABLE_SIZE[1]


def test_the_self_test_has_an_expert_think_in_its_workers(qapp: object, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    """The Expert's decisions go to the worker processes (as in the single file)."""
    from hearts_desktop.ai import search

    real = search.get_pool
    asked: list[int] = []

    def counting(workers: int, background: bool = False) -> object:
        asked.append(workers if not background else -workers)  # the table's pool, not the background's
        return real(workers, background)

    monkeypatch.setattr(search, "get_pool", counting)
    assert selftest.run_self_test() == 0
    assert asked.count(2) > 5, "the Expert seat asked its two workers for every decision"


def test_a_card_missing_from_the_deck_fails_the_self_test(qapp: object, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    real = selftest.deck_in_play
    queen = Card.from_str("QS")
    monkeypatch.setattr(selftest, "deck_in_play",
                        lambda rules, players: [card for card in real(rules, players) if card != queen])
    assert selftest.run_self_test() == 1
    assert "Self-test FAILED: the deal is not the deck" in capsys.readouterr().err


@pytest.mark.qt_no_exception_capture
def test_an_error_inside_the_table_fails_the_self_test(qapp: object, monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    from hearts_desktop.views.table.table_scene import TableScene

    def broken(self: TableScene, event: object) -> None:
        raise RuntimeError("drawing failed")

    monkeypatch.setattr(TableScene, "_show_trick_won", broken)
    assert selftest.run_self_test() != 0
    err = capsys.readouterr().err
    assert "Self-test FAILED" in err and "drawing failed" in err


def test_a_blank_picture_is_not_a_rendered_table(qapp: object) -> None:
    blank = QImage(*selftest.TABLE_SIZE, QImage.Format.Format_ARGB32)
    blank.fill(QColor(20, 100, 50))
    with pytest.raises(selftest.SelfTestFailure, match="no card faces"):
        selftest._check_image(blank)
