"""Issue #7 at the table: autosave and resume, undo/redo by keyboard,
claiming a decided hand, statistics of a finished game, replays."""

from __future__ import annotations

import json
import random
import warnings
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from hearts_desktop.ai.review import COMPUTER_PLAYED, EXPERT_PLAYED
from hearts_desktop.model import Card, Game, GameRecord, HouseRules, Phase, PlayAction
from hearts_desktop.model.qt_adapter import GameAdapter
from hearts_desktop.services.autosave import Autosave
from hearts_desktop.services.session import GameSession
from hearts_desktop.services.stats import HOME, NETWORK
from hearts_desktop.views.dialogs.replay_dialog import ReplayDialog
from hearts_desktop.views.main_window import MainWindow
from hearts_desktop.views.table.table_scene import HUMAN
from hearts_desktop.views.words.texts import card_name
from tests.ai.test_review import loaded_trick as loaded_trick_game
from tests.model.helpers import play_randomly
from tests.model.test_base_rules import moon_game
from tests.model.test_house_rules import LEFT_LEAD
from tests.persistence.test_stats import network_record

from .conftest import settings_for, wait_for_human
from .test_table_game import play_on


def activate(window: MainWindow) -> None:
    """Make the window active so its shortcuts take keys (offscreen, no
    window manager does it)."""
    with warnings.catch_warnings():  # deprecated, but the only way without a window manager
        warnings.simplefilter("ignore", DeprecationWarning)
        QApplication.setActiveWindow(window)
    window.view.setFocus()
    assert QApplication.activeWindow() is window


def played_window(make_window, qtbot, plays: int) -> MainWindow:  # type: ignore[no-untyped-def]
    """A window whose human has passed and played `plays` times (computers between)."""
    window: MainWindow = make_window()
    for _ in range(plays):
        play_on(window, qtbot)
    wait_for_human(qtbot, window)
    return window


def saved_actions(window: MainWindow) -> int:
    data = json.loads(window.session.autosave.path.read_text(encoding="utf-8"))
    return len(data["actions"])


def test_every_action_is_autosaved(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    for _ in range(3):
        play_on(window, qtbot)
        wait_for_human(qtbot, window)
        assert saved_actions(window) == len(window.adapter.game.actions)


def test_resume_offers_and_restores_the_interrupted_game(make_window, qtbot, monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:  # type: ignore[no-untyped-def]
    first = make_window()
    play_on(first, qtbot)
    play_on(first, qtbot)
    wait_for_human(qtbot, first)
    game = first.adapter.game
    first.controller.shutdown()
    asked: list[str] = []

    def yes(parent: object, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", yes)
    second = MainWindow(settings_for())
    qtbot.addWidget(second)
    assert second.session_actions.offer_resume()
    assert asked and "hand 1" in asked[0]
    assert all(f"{name} 0" in asked[0] for name in game.names)  # every total beside its player
    resumed = second.adapter.game
    assert resumed.log == game.log and resumed is not game
    wait_for_human(qtbot, second)
    second.controller.shutdown()


def test_a_game_only_the_computers_touched_comes_back_without_a_question(
        make_window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """The table deals at every start and the computer players pass at once:
    a player who then went to a network table, or closed the app, never
    touched that game, and is not asked about it at the next start; the same
    cards come back."""
    first = make_window()
    game = first.adapter.game
    qtbot.waitUntil(lambda: len(game.actions) == 3, timeout=20_000)  # the three computers passed; we did not
    assert game.actions and all(action.seat != 0 for action in game.actions)
    first.controller.shutdown()
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(str(args[2])))
    second = MainWindow(settings_for())
    qtbot.addWidget(second)
    assert second.session_actions.offer_resume() and not asked
    assert second.adapter.game.log == game.log
    second.controller.shutdown()


def test_declined_or_corrupt_save_starts_fresh(qtbot, monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    Autosave().path.write_text("{ not json", encoding="utf-8")
    window = MainWindow(settings_for())
    qtbot.addWidget(window)
    assert not window.session_actions.offer_resume()
    assert warnings and "set aside" in warnings[0]
    window.controller.shutdown()


def test_undo_and_redo_with_the_keyboard(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    play_on(window, qtbot)  # the pass
    play_on(window, qtbot)  # a card
    wait_for_human(qtbot, window)
    before = list(window.adapter.game.actions)
    played = next(action for action in reversed(before) if action.seat == HUMAN)
    assert isinstance(played, PlayAction)  # the Edit menu names the card in words
    assert window.session_actions.undo_action.text() == f"&Undo play {card_name(played.card)}"
    activate(window)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_for_human(qtbot, window)
    undone = window.adapter.game
    assert len(undone.actions) < len(before) and undone.turn == HUMAN
    assert window.session.history.undo_used
    redo = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    QTest.keyClick(window, Qt.Key.Key_Z, redo)
    assert list(window.adapter.game.actions) == before
    assert json.loads(window.session.autosave.path.read_text())["metadata"]["undo_used"] is True


def test_claim_finishes_a_decided_hand(make_window, qtbot, monkeypatch: pytest.MonkeyPatch
                                       ) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    game = moon_game(4, HouseRules(**LEFT_LEAD))
    window.controller.start_game(game)
    wait_for_human(qtbot, window)
    assert window.session_actions.claim_action.isEnabled()
    activate(window)
    QTest.keyClick(window, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: window.adapter.game.hand_number == 1, timeout=20000)
    assert window.adapter.game.totals == [0, 26, 26, 26]


def test_finished_game_goes_into_statistics(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(settings_for(rules=HouseRules(target_score=20)))
    while not window.adapter.game.is_game_over():
        play_on(window, qtbot)
    summary = window.session.statistics.summary()
    assert summary.games == 1 and summary.hands == len(window.adapter.game.history)
    assert not window.session.autosave.path.exists()  # nothing to resume


def test_a_network_game_counts_only_if_every_move_of_ours_was_ours(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A game from a network table is counted for the seat its record names
    as ours, as at home: not if the Expert played for us while we watched,
    nor if the host's computer did while we were away; and only once."""
    session = GameSession(GameAdapter(Game()), folder=tmp_path)
    record = network_record(2, seat=1)
    ours = [index for index, action in enumerate(record.actions) if action.seat == 1]
    others = [index for index, action in enumerate(record.actions) if action.seat != 1]
    refused = {
        "the Expert played for you": replace(record, metadata={**record.metadata, EXPERT_PLAYED: ours[:1]}),
        "while you were away": replace(record, metadata={**record.metadata, COMPUTER_PLAYED: ours[-1:]}),
        "which seat": replace(record, metadata={"human_seats": [7]}),
    }
    for reason, marked in refused.items():
        assert reason in session.record_network_game(marked)
    assert session.statistics.summary().games == 0
    # Another seat's moves made by the host's computer players are no matter.
    fine = replace(record, metadata={**record.metadata, COMPUTER_PLAYED: others})
    with qtbot.waitSignal(session.game_recorded, timeout=1000):
        said = session.record_network_game(fine)
    assert "counted in the statistics" in said
    assert "already" in session.record_network_game(record)
    assert session.statistics.summary(place=NETWORK).games == 1
    assert session.statistics.summary(place=HOME).games == 0
    session.statistics.close()


def test_replay_steps_through_a_saved_game(make_window, qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    window = played_window(make_window, qtbot, 6)
    path = tmp_path / "game.json"
    record = GameRecord.from_game(window.adapter.game)
    path.write_text(record.dumps(), encoding="utf-8")
    dialog = window.session_actions.replay_file(path)
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.buttons["next"].click()
    assert dialog.adapter.game.phase is Phase.PLAYING  # after the pass
    dialog.buttons["next"].click()
    assert dialog.adapter.game.trick_number == 1 and "trick 1" in dialog.where.text()
    dialog.buttons["last"].click()
    assert dialog.adapter.game.log == record.replay().log
    assert not dialog.buttons["next"].isEnabled()
    bad = tmp_path / "bad.json"
    bad.write_text("[]", encoding="utf-8")
    warnings_shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings_shown.append(text))
    assert window.session_actions.replay_file(bad) is None
    assert "cannot be replayed" in warnings_shown[0] and "JSON object" in warnings_shown[0]


def test_play_checker_flags_a_blunder_after_the_trick(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.apply_settings(replace(window.settings, play_checker=True))
    window.controller.start_game(loaded_trick_game())
    wait_for_human(qtbot, window)
    ace = next(item for item in window.scene.at.hands[HUMAN] if item.card == Card.from_str("AD"))
    with qtbot.waitSignal(window.session_actions.checker.verdict, timeout=20000) as verdict:
        assert window.controller.play(ace)
    assert "Play checker" in verdict.args[0] and window.verdict.toolTip() == verdict.args[0]
    assert window.verdict.text().startswith("Play checker")  # elided to half the status bar
    assert window.adapter.game.trick_number == 1  # shown once the trick was over


def test_play_checker_is_silent_when_off(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.controller.start_game(loaded_trick_game())
    wait_for_human(qtbot, window)
    ace = next(item for item in window.scene.at.hands[HUMAN] if item.card == Card.from_str("AD"))
    assert window.controller.play(ace)
    assert not window.session_actions.checker.runner.is_running() and window.verdict.text() == ""


def test_save_game_and_open_it_again_with_the_keyboard(make_window, qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    window = played_window(make_window, qtbot, 4)
    saved = list(window.adapter.game.actions)
    target = tmp_path / "evening.json"
    offered: list[str] = []

    def save_dialog(parent, title, suggestion, filters):  # type: ignore[no-untyped-def]
        offered.append(suggestion)
        return str(target), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    activate(window)
    QTest.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # Ctrl+S saves
    assert target.exists() and GameRecord.loads(target.read_bytes()).actions == saved
    assert str(date.today()) in offered[0] and offered[0].endswith(".json")  # the date in the name

    window.controller.new_game(seed=99)
    wait_for_human(qtbot, window)
    assert list(window.adapter.game.actions) != saved
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(target), ""))
    QTest.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)  # Ctrl+O opens
    wait_for_human(qtbot, window)
    assert list(window.adapter.game.actions) == saved


def test_a_file_that_is_no_game_is_refused_and_changes_nothing(make_window, qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    play_on(window, qtbot)
    wait_for_human(qtbot, window)
    before = list(window.adapter.game.actions)
    bad = tmp_path / "notes.json"
    bad.write_text('{"format": "something else"}', encoding="utf-8")
    warnings_shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings_shown.append(text))
    assert not window.session_actions.open_game_file(bad)
    assert "notes.json cannot be opened" in warnings_shown[0]
    assert list(window.adapter.game.actions) == before


def test_a_finished_game_opens_in_the_replay(make_window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    game = Game(HouseRules(target_score=10), 4, seed=3)
    play_randomly(game, random.Random(3))
    path = tmp_path / "finished.json"
    path.write_text(GameRecord.from_game(game).dumps(), encoding="utf-8")
    before = list(window.adapter.game.actions)
    assert window.session_actions.open_game_file(path)
    replays = [widget for widget in QApplication.topLevelWidgets() if isinstance(widget, ReplayDialog)]
    assert replays and replays[-1].isVisible()
    for dialog in replays:
        dialog.close()
    assert list(window.adapter.game.actions) == before  # the table's game goes on


def test_a_file_from_the_command_line_keeps_the_interrupted_game(make_window, qtbot,  # type: ignore[no-untyped-def]
                                                                 tmp_path: Path) -> None:
    first = played_window(make_window, qtbot, 2)
    interrupted = list(first.adapter.game.actions)
    first.controller.shutdown()
    other = Game(HouseRules(), 4, seed=12)
    play_randomly(other, random.Random(12), until_hand_end=True)
    path = tmp_path / "friday.json"
    path.write_text(GameRecord.from_game(other).dumps(), encoding="utf-8")

    second = MainWindow(settings_for())  # as at start-up: nothing dealt yet, the autosave untouched
    qtbot.addWidget(second)
    second.show()
    messages: list[str] = []
    second.session_actions.status.connect(messages.append)
    assert second.session_actions.open_game_file(path)
    wait_for_human(qtbot, second)
    assert list(second.adapter.game.actions)[: len(other.actions)] == list(other.actions)
    kept = list(second.session.autosave.path.parent.glob("autosave.json.interrupted-*"))
    assert len(kept) == 1 and GameRecord.loads(kept[0].read_bytes()).actions == interrupted
    assert any(str(kept[0]) in message for message in messages)
    second.controller.shutdown()


def test_opening_a_game_keeps_the_one_in_progress(make_window, qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    window = played_window(make_window, qtbot, 2)
    in_progress = list(window.adapter.game.actions)
    other = Game(HouseRules(), 4, seed=14)
    play_randomly(other, random.Random(14), until_hand_end=True)
    path = tmp_path / "saturday.json"
    path.write_text(GameRecord.from_game(other).dumps(), encoding="utf-8")
    before = set(window.session.autosave.path.parent.glob("autosave.json.interrupted-*"))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(path), ""))
    window.session_actions.open_action.trigger()
    wait_for_human(qtbot, window)
    kept = set(window.session.autosave.path.parent.glob("autosave.json.interrupted-*")) - before
    assert len(kept) == 1 and GameRecord.loads(kept.pop().read_bytes()).actions == in_progress
