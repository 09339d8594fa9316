"""Finding tables: a host's beacon is heard by a finder on this computer
(sent to loopback: the test machine's subnets are not ours to broadcast on),
foreign or malformed datagrams are ignored, and the join code never travels."""

from __future__ import annotations

import json

import pytest
from PySide6.QtNetwork import QHostAddress, QUdpSocket
from pytestqt.qtbot import QtBot

from hearts_desktop.net import discovery
from hearts_desktop.net.discovery import Announcer, Finder, beacon, read_beacon, subnet_broadcasts

LOOPBACK = QHostAddress(QHostAddress.SpecialAddress.LocalHost)


def _finder(qtbot: QtBot) -> Finder:
    finder = Finder(port=0)
    assert finder.start(), finder.error
    return finder


def test_a_finder_hears_a_table_and_its_free_seats(qtbot: QtBot) -> None:
    finder = _finder(qtbot)
    free = [3]
    announcer = Announcer("Ann <b>", 47999, lambda: (4, free[0]), targets=[LOOPBACK], to_port=finder.port)
    with qtbot.waitSignal(finder.tables_changed, timeout=3000) as heard:
        announcer.announce()
    (table,) = heard.args[0]
    assert (table.name, table.address, table.port, table.players, table.free) == \
        ("Ann <b>", "127.0.0.1", 47999, 4, 3)
    free[0] = 2
    with qtbot.waitSignal(finder.tables_changed, timeout=3000) as heard:
        announcer.announce()
    assert [table.free for table in heard.args[0]] == [2]
    finder.stop()


def test_a_silent_table_is_forgotten(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(discovery, "FORGET_SECONDS", 0.0)
    finder = _finder(qtbot)
    announcer = Announcer("Bo", 48000, lambda: (4, 1), targets=[LOOPBACK], to_port=finder.port)
    with qtbot.waitSignal(finder.tables_changed, timeout=3000):
        announcer.announce()
    with qtbot.waitSignal(finder.tables_changed, timeout=3000) as gone:
        pass  # the finder's once-a-second sweep
    assert gone.args[0] == [] and finder.tables == []


def test_junk_datagrams_are_dropped_and_the_finder_keeps_listening(qtbot: QtBot) -> None:
    finder = _finder(qtbot)
    sender = QUdpSocket()
    good = json.loads(beacon("Cy", 48001, 5, 2))
    junk = [b"", b"\xff\xfe", b"[]", b"x" * 600, json.dumps({**good, "app": "other"}).encode(),
            json.dumps({**good, "port": 0}).encode(), json.dumps({**good, "free": 9}).encode(),
            json.dumps({**good, "code": "123456"}).encode(), json.dumps({**good, "port": True}).encode(),
            json.dumps({**good, "name": "\u200b"}).encode()]
    for data in junk:
        sender.writeDatagram(data, LOOPBACK, finder.port)
    with qtbot.waitSignal(finder.tables_changed, timeout=3000) as heard:
        sender.writeDatagram(beacon("Cy", 48001, 5, 2), LOOPBACK, finder.port)
    assert [(table.name, table.port) for table in heard.args[0]] == [("Cy", 48001)]
    finder.stop()


def test_a_host_that_knows_its_levels_says_them_beside_the_plain_beacon(qtbot: QtBot) -> None:
    """Two beacons: the plain one, exactly as version 4 began (its finders
    read exact fields and drop the other), and one with the free seats'
    computer levels; a finder of today keeps the levels between them."""
    finder = _finder(qtbot)
    levels = [["casual", "expert"]]
    announcer = Announcer("Ann", 47998, lambda: (4, 3), levels=lambda: levels[0], targets=[LOOPBACK],
                          to_port=finder.port)
    announcer.announce()
    assert announcer.sent == 2
    qtbot.waitUntil(lambda: [table.levels for table in finder.tables] == [("casual", "expert")], timeout=3000)
    sender = QUdpSocket()
    with qtbot.waitSignal(finder.tables_changed, timeout=3000) as heard:
        sender.writeDatagram(beacon("Ann", 47998, 4, 2), LOOPBACK, finder.port)  # plain: a seat was taken
    assert [(table.free, table.levels) for table in heard.args[0]] == [(2, ("casual", "expert"))]
    levels[0] = ["expert"]
    announcer.announce()
    qtbot.waitUntil(lambda: [table.levels for table in finder.tables] == [("expert",)], timeout=3000)
    finder.stop()


@pytest.mark.parametrize("levels", ["casual", ["Casual"], ["casual"] * 5, [""], ["x" * 17], [3], [None],
                                    ["ca sual"], ["expért"]])
def test_a_beacon_with_levels_not_ours_is_dropped(levels: object) -> None:
    data = json.loads(beacon("Eva", 47475, 4, 3))
    assert read_beacon(json.dumps({**data, "levels": levels}).encode(), "10.0.0.2", 1.0) is None
    table = read_beacon(json.dumps({**data, "levels": ["grandmaster", "casual"]}).encode(), "10.0.0.2", 1.0)
    assert table is not None and table.levels == ("grandmaster", "casual")  # a newer host's: shown if known


def test_the_beacon_holds_no_code_and_reads_back() -> None:
    data = beacon("Dag", 47475, 4, 3)
    assert set(json.loads(data)) == {"app", "version", "name", "port", "players", "free"}
    table = read_beacon(data, "10.0.0.2", 1.0)
    assert table is not None and table.key == ("10.0.0.2", 47475)


def test_broadcasts_go_to_local_ipv4_subnets_only() -> None:
    for address in subnet_broadcasts():
        assert address.protocol() is address.protocol().IPv4Protocol
        assert not address.isLoopback()
