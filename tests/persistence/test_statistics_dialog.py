"""The statistics dialog shows the database and resets only when confirmed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from hearts_desktop.services.stats import HOME, NETWORK, Statistics
from hearts_desktop.views.dialogs.statistics_dialog import StatisticsDialog
from tests.persistence.test_stats import finished_game, network_record


@pytest.fixture
def stats(tmp_path: Path) -> Statistics:
    statistics = Statistics(tmp_path / "s.db")
    for seed in range(3):
        statistics.record_game(finished_game(seed), [0])
    statistics.record_game(finished_game(9, players=5), [0])
    statistics.record_network_game(network_record(11), 1)
    return statistics


def test_shows_summary_and_filters(qtbot: QtBot, stats: Statistics) -> None:
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    assert dialog.values["games"].text() == "5"
    dialog.place.setCurrentIndex(dialog.place.findData(NETWORK))
    assert dialog.values["games"].text() == "1" and len(dialog.chart.rows) == 1
    dialog.place.setCurrentIndex(dialog.place.findData(HOME))
    assert dialog.values["games"].text() == "4"
    dialog.players.setCurrentIndex(dialog.players.findData(5))
    assert dialog.values["games"].text() == "1"
    assert len(dialog.chart.rows) == 1
    dialog.resize(600, 500)
    image = dialog.grab()
    assert not image.isNull()


def test_reset_asks_first(qtbot: QtBot, stats: Statistics, monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Cancel)
    dialog.reset_button.click()
    assert stats.summary().games == 5
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Reset)
    dialog.reset_button.click()
    assert stats.summary().games == 0 and dialog.values["games"].text() == "0"
