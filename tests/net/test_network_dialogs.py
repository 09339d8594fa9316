"""Host a table… and Join a table…, used as a person would: the host opens a
table on this computer and sits down; a friend finds it in the list, gets
the code wrong once, then joins; each plays in a table window of their own."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from hearts_desktop.ai import Level
from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.net.client import TableClient
from hearts_desktop.net.discovery import Announcer, Finder, FoundTable
from hearts_desktop.services.autosave import Autosave
from hearts_desktop.views.main_window import MainWindow
from hearts_desktop.views.network import host_dialog
from hearts_desktop.views.network.host_dialog import HostDialog
from hearts_desktop.views.network.join_dialog import JoinDialog
from hearts_desktop.views.network.seating import parse_address
from tests.views.conftest import DialogLog, settings_for, shown

__all__ = ["shown"]


def free_port() -> int:
    probe = QTcpServer()
    assert probe.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    port = int(probe.serverPort())
    probe.close()
    return port


def host_here(qtbot: QtBot, window: MainWindow) -> HostDialog:
    dialog = HostDialog(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.listen.setCurrentIndex(dialog.listen.findData("127.0.0.1"))
    dialog.port.setValue(free_port())
    dialog.resume.setChecked(False)
    dialog.name.setText("Ann")
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted, timeout=5000)
    return dialog


def test_a_host_and_a_friend_sit_down_through_the_dialogs(qtbot: QtBot, shown: DialogLog,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    window = MainWindow(settings_for())
    qtbot.addWidget(window)
    assert window.host_action.text() == "Host &a table…" and window.join_action.text() == "&Join a table…"
    hosting = host_here(qtbot, window)
    hosted, code = hosting.hosted, hosting.code.text()
    assert hosted is not None and hosting.client is not None
    assert len(code) == 6 and code.isdigit() and hosted.addresses == ["127.0.0.1"]
    table = window.open_network_table(hosting.client, hosted)
    assert code in table.where.text() and f"127.0.0.1:{hosted.port}" in table.where.text()
    assert hosted.host.game.names[hosting.client.seat or 0] == "Ann"

    finder = Finder(port=0)
    assert finder.start()
    beacon = Announcer("Ann", hosted.port, hosted.host.free_seats, levels=hosted.host.free_levels,
                       targets=[QHostAddress("127.0.0.1")], to_port=finder.port)
    joining = JoinDialog(window.settings, window, finder=finder)
    qtbot.addWidget(joining)
    joining.show()
    beacon.announce()
    qtbot.waitUntil(lambda: joining.tables.count() == 1 and "computer" in joining.tables.item(0).text(),
                    timeout=3000)  # the table, then its levels (the second beacon)
    first = joining.tables.item(0)
    assert first.text() == f"Ann — 127.0.0.1:{hosted.port} — 3 of 4 seats free — computer players: Casual"
    rect = joining.tables.visualItemRect(first)
    QTest.mouseClick(joining.tables.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     rect.center())
    assert joining.address.text() == f"127.0.0.1:{hosted.port}"
    joining.name.clear()
    QTest.keyClicks(joining.name, "Bo")
    QTest.keyClicks(joining.code, "12345x6")  # the field takes digits only
    assert len(joining.code.text()) == 6 and joining.code.text().isdigit()
    if joining.code.text() == code:  # one chance in a million: make it wrong
        joining.code.setText(str((int(code) + 1) % 1_000_000).zfill(6))
    qtbot.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: joining.problem.text() == "The join code is not right.", timeout=5000)
    assert joining.join_button.isEnabled() and joining.client is None
    joining.code.setText(code)
    qtbot.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: joining.result() == QDialog.DialogCode.Accepted, timeout=5000)
    assert joining.client is not None and joining.client.seat != hosting.client.seat
    guest = window.open_network_table(joining.client)
    assert guest.where.text() == f"At 127.0.0.1:{hosted.port}; computer players: Casual"  # the host's level
    assert not guest.address_action.isVisible() and guest.view.asks_again
    bo = joining.client.seat
    assert bo is not None
    qtbot.waitUntil(lambda: table.statusBar().currentMessage() == "Bo sat down at the table", timeout=5000)
    # At once: no event of the game is needed for the new name.
    assert table.scene.labels[bo].name == "Bo" and table.remote.game.names[bo] == "Bo"
    assert len(window.network_windows) == 2

    guest.close()
    qtbot.waitUntil(lambda: len(hosted.host.seated) == 1, timeout=5000)
    qtbot.waitUntil(lambda: "Bo left the table" in table.statusBar().currentMessage(), timeout=5000)
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: QMessageBox.StandardButton.Yes)
    table.close()
    assert not hosted.host.is_listening()  # the table is closed with its window


def test_the_host_seats_the_computer_players_of_settings(qtbot: QtBot, shown: DialogLog,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each seat friends leave free is played at its level of Settings (the
    Expert at Settings' thinking time); the dialog says so before the table
    opens, and a guest's status bar names the levels it plays against."""
    levels = (Level.EXPERT, Level.BEGINNER, Level.CASUAL, Level.BEGINNER)
    window = MainWindow(replace(settings_for(), levels=levels, expert_think_time=3.0))
    qtbot.addWidget(window)
    hosting = host_here(qtbot, window)
    assert hosting.table_text.text() == (
        "4 players, the house rules of Settings; computer players play at "
        "the levels of Settings (West: Beginner, North: Casual, East: Beginner).")
    hosted = hosting.hosted
    assert hosted is not None and hosting.client is not None and hosting.client.seat == 0
    table = window.open_network_table(hosting.client, hosted)
    qtbot.waitUntil(lambda: "computer players" in table.where.text(), timeout=5000)
    assert table.where.text() == \
        f"Your table: 127.0.0.1:{hosted.port}, code {hosting.code.text()}; computer players: Beginner, Casual"
    assert [hosted.host.level_at(seat) for seat in range(4)] == list(levels)
    assert hosted.host._think_time == 3.0  # for an Expert in a seat the host leaves
    guest = TableClient()
    with qtbot.waitSignal(guest.state_received, timeout=5000):
        guest.connect_to("127.0.0.1", hosted.port, hosting.code.text(), "Bo")
    bo = window.open_network_table(guest)
    assert guest.seat == 1
    assert bo.where.text() == f"At 127.0.0.1:{hosted.port}; computer players: Beginner, Casual"
    # Settings changed while hosting: our computer players follow from their next decision, as at home.
    changed = (Level.EXPERT, Level.HARD, Level.STRONG, Level.CASUAL)
    window.apply_settings(replace(window.settings, levels=changed, expert_think_time=0.3))
    assert [hosted.host.level_at(seat) for seat in range(4)] == \
        [Level.EXPERT, Level.HARD, Level.STRONG, Level.CASUAL] and hosted.host._think_time == 0.3
    qtbot.waitUntil(lambda: bo.where.text().endswith("computer players: Casual, Strong"), timeout=5000)
    moves = len(hosted.host.game.actions)
    for person in (table, bo):
        person.controller.set_watching(True)  # the Expert plays for both people, so the computers' turns come
    qtbot.waitUntil(lambda: any(action.seat in (2, 3) for action in hosted.host.game.actions[moves:]),
                    timeout=30_000)
    assert {type(player).__name__ for seat, player in hosted.host._players.items() if seat in (2, 3)} <= \
        {"StrongPlayer", "RulePlayer"}
    bo.close()
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: QMessageBox.StandardButton.Yes)
    table.close()
    assert not hosted.host.is_listening()


def test_the_host_gives_an_absent_friends_seat_to_the_computer(qtbot: QtBot, shown: DialogLog,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A friend who walked away keeps the table waiting: the host gives the
    seat to the computer (Table ▸ Give a seat to the computer…); the friend
    is told why and how to come back, and the same name with the code takes
    the seat back."""
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: QMessageBox.StandardButton.Yes)
    window = MainWindow(settings_for())
    qtbot.addWidget(window)
    hosting = host_here(qtbot, window)
    hosted = hosting.hosted
    assert hosted is not None and hosting.client is not None
    table = window.open_network_table(hosting.client, hosted)
    assert table.give_seat_action.isVisible()
    table.give_seat_action.trigger()  # nobody else yet
    assert table.statusBar().currentMessage() == "Nobody else sits at the table"
    guest = TableClient()
    with qtbot.waitSignal(guest.state_received, timeout=5000):
        guest.connect_to("127.0.0.1", hosted.port, hosting.code.text(), "Bo")
    bo = window.open_network_table(guest)
    assert not bo.give_seat_action.isVisible()  # not Bo's table to run
    # While the table waits for us too, no word about Bo; once only for Bo,
    # the host is reminded of what it can do (after minutes; here at once).
    assert table.stall_timer.interval() == 2 * 60_000 and not bo.stall_timer.isActive()
    table.stall_timer.setInterval(50)
    with qtbot.waitSignal(table.stall_timer.timeout, timeout=5000):
        table.stall_timer.start()
    assert not table.scene.notice.isVisible()
    table.controller.set_watching(True)  # the Expert passes for us; Bo does not
    game = hosted.host.game
    qtbot.waitUntil(lambda: (game.seats_to_pass() == [1] or game.turn == 1) and table.scene.queue.is_idle(),
                    timeout=30_000)  # (the host's computer passed for Bo before he sat down)
    with qtbot.waitSignal(table.stall_timer.timeout, timeout=5000):
        table.stall_timer.start()  # as when nothing else moves (the Expert's own notice has been said)
    assert table.scene.notice.isVisible() and table.scene.notice.text.startswith(
        "The table has waited 2 minutes for Bo. If they walked away, Table ▸ Give a seat")
    assert table.scene._notice_timer.remainingTime() > 60_000  # not gone before the host looks
    table.controller.set_watching(False)
    offered: list[list[str]] = []

    def choose(_parent: object, _title: str, _label: str, items: list[str],
               *_rest: object) -> tuple[str, bool]:
        offered.append(items)
        return items[0], True

    monkeypatch.setattr(QInputDialog, "getItem", choose)
    said: list[str] = []  # (the turn that comes next may say its own line soon after)
    table.statusBar().messageChanged.connect(said.append)
    with qtbot.waitSignal(guest.closed, timeout=5000):
        table.give_seat_action.trigger()
    assert offered == [["Bo"]] and set(hosted.host.seated) == {0}
    qtbot.waitUntil(lambda: not table.scene.notice.isVisible(), timeout=5000)  # no longer true
    qtbot.waitUntil(lambda: "Bo left the table: a computer player at level Casual plays the seat" in said,
                    timeout=5000)
    assert bo.statusBar().currentMessage().startswith(
        "The host gave your seat to a computer player for now: join again with the code")
    assert bo.gone.box is not None and bo.gone.box.windowTitle() == "Your seat is the computer's for now"
    again = TableClient()
    with qtbot.waitSignal(again.state_received, timeout=5000):
        again.connect_to("127.0.0.1", hosted.port, hosting.code.text(), "Bo")
    assert again.seat == 1  # the same seat, taken back
    again.leave()
    bo.close()
    table.close()
    assert not hosted.host.is_listening()


def test_a_lone_level_is_said_as_one(qtbot: QtBot) -> None:
    dialog = HostDialog(replace(settings_for(players=5), levels=(Level.EXPERT,) + (Level.HARD,) * 4))
    qtbot.addWidget(dialog)
    assert dialog.table_text.text() == \
        "5 players, the house rules of Settings; computer players play at level Hard."


def test_a_host_that_cannot_listen_says_why_and_stays_open(qtbot: QtBot, shown: DialogLog) -> None:
    window = MainWindow(settings_for())
    qtbot.addWidget(window)
    taken = QTcpServer()
    assert taken.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    dialog = HostDialog(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.listen.setCurrentIndex(dialog.listen.findData("127.0.0.1"))
    dialog.port.setValue(int(taken.serverPort()))
    dialog.resume.setChecked(False)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert dialog.problem.text().startswith(f"The table could not be opened on port {taken.serverPort()}")
    assert dialog.hosted is None and dialog.result() != QDialog.DialogCode.Accepted


@pytest.mark.parametrize(("text", "expected"), [
    ("192.168.1.20", ("192.168.1.20", 47475)), ("anna-laptop:5000", ("anna-laptop", 5000)),
    ("[fe80::1]:6000", ("fe80::1", 6000)), ("fe80::1", ("fe80::1", 47475)),
    (" 10.0.0.2 ", ("10.0.0.2", 47475)),
    ("", None), ("host:0", None), ("host:70000", None), ("host:port", None), ("[fe80::1", None),
    ("two words", None), ("[::1]x", None),
])
def test_addresses_are_read_as_typed(text: str, expected: tuple[str, int] | None) -> None:
    assert parse_address(text, 47475) == expected


def test_a_resumed_table_keeps_its_code_and_port(qtbot: QtBot, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The table opened here last is offered for resuming with the code and
    port it had, so friends whose windows knock again get in; unticking
    Resume gives the fresh code, and a new code is one click."""
    monkeypatch.setattr(host_dialog, "app_data_dir", lambda: tmp_path)
    store = QSettings(str(tmp_path / "placement.ini"), QSettings.Format.IniFormat)
    Autosave(tmp_path / "network").save(GameRecord.from_game(Game(seed=5)))  # interrupted at its first pass
    store.setValue(host_dialog.CODE_KEY, "271828")
    store.setValue(host_dialog.PORT_KEY, "5151")
    dialog = HostDialog(settings_for(), store=store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.resume.isVisible() and dialog.resume.isChecked()
    assert dialog.code.text() == "271828" and dialog.port.value() == 5151
    qtbot.mouseClick(dialog.resume, Qt.MouseButton.LeftButton)
    assert not dialog.resume.isChecked() and dialog.code.text() != "271828" and len(dialog.code.text()) == 6
    dialog.resume.setChecked(True)
    assert dialog.code.text() == "271828"
    dialog.resume.setChecked(False)  # (the game host_table resumes is the real data folder's)
    dialog.code.setText("271828")
    # Opening remembers what this table has, for its next resume.
    dialog.listen.setCurrentIndex(dialog.listen.findData("127.0.0.1"))
    dialog.port.setValue(free_port())
    dialog.name.setText("Ann")
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted, timeout=5000)
    assert dialog.hosted is not None and store.value(host_dialog.CODE_KEY) == "271828"
    assert store.value(host_dialog.PORT_KEY) == str(dialog.hosted.port)
    assert dialog.client is not None
    dialog.client.leave()
    dialog.hosted.close()


def test_the_code_that_seated_us_is_offered_again_at_the_same_address(qtbot: QtBot, tmp_path: Path) -> None:
    """The evening's second join: the address and the code that seated us
    last time are there (a host that resumes keeps its code); a code that
    was refused is not remembered, another address takes the code offered
    away, and a digit typed replaces it."""
    window = MainWindow(settings_for())
    qtbot.addWidget(window)
    hosting = host_here(qtbot, window)
    hosted, code = hosting.hosted, hosting.code.text()
    assert hosted is not None and hosting.client is not None
    where = f"127.0.0.1:{hosted.port}"
    store = QSettings(str(tmp_path / "placement.ini"), QSettings.Format.IniFormat)

    def join_dialog() -> JoinDialog:
        dialog = JoinDialog(window.settings, window, store, finder=Finder(port=0))
        qtbot.addWidget(dialog)
        dialog.show()
        return dialog

    first = join_dialog()
    QTest.keyClicks(first.address, where)
    QTest.keyClicks(first.name, "Bo")
    wrong = str((int(code) + 1) % 1_000_000).zfill(6)
    QTest.keyClicks(first.code, wrong)
    qtbot.mouseClick(first.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: first.problem.text() == "The join code is not right.", timeout=5000)
    first.reject()
    again = join_dialog()
    assert again.address.text() == where and again.code.text() == ""  # a wrong code is not offered
    QTest.keyClicks(again.code, code)
    qtbot.mouseClick(again.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.result() == QDialog.DialogCode.Accepted, timeout=5000)
    assert again.client is not None
    again.client.leave()
    later = join_dialog()
    assert later.address.text() == where and later.code.text() == code and later.join_button.isEnabled()
    later.show_tables([FoundTable("Cy", "192.168.1.31", 47475, 4, 3, 1.0, None),
                       FoundTable("Ann", "127.0.0.1", hosted.port, 4, 2, 1.0, None)])
    chosen = later.tables.currentItem()  # the table heard at the address remembered is the one chosen
    assert chosen is not None and chosen.text().startswith(f"Ann — {where}")
    later.address.selectAll()
    QTest.keyClicks(later.address, "192.168.1.20")  # another table: the code offered was the other one's
    assert later.code.text() == ""
    later.address.setText(where)
    assert later.code.text() == code
    later.code.setFocus()
    later.code.selectAll()
    QTest.keyClicks(later.code, "9")  # a digit typed replaces it
    assert later.code.text() == "9"
    later.address.setText("192.168.1.20")
    assert later.code.text() == "9"  # a code typed is the player's: it stays
    hosted.close()
