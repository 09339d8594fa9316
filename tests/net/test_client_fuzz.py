"""The other side: a window that joined a table, facing a bad host.

A fake host replays a real host's stream of frames to one seat (recorded
once per run), whole or altered, and the table window is made at a random
moment after frames have already arrived, as it is when the join dialog
closes.  Whatever comes, the window never raises (pytest-qt fails a test on
any exception in a slot), and ends either still playing, showing exactly
what the client was told, or with a readable message and its score sheet.
Then the same window is joined and lost 500 times in one process."""

from __future__ import annotations

import gc
import random
from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtNetwork import QTcpSocket
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from hearts_desktop.model.record import GameRecord
from hearts_desktop.net.client import HOST_SILENT, HOST_UNREADABLE, TableClient
from hearts_desktop.net.codec import TABLE_GAMES_KEPT, FinishedGame
from hearts_desktop.net.connection import Connection
from hearts_desktop.net.wire import MAX_HOST_MESSAGE
from hearts_desktop.services.recent_games import Kind, RecentGames
from hearts_desktop.views.network.table_window import NetTableWindow
from hearts_desktop.views.words.texts import seat_name
from tests.net.fake_host import CODE, FakeHost, alter, another_game, contradict, messages, recorded_stream
from tests.views.conftest import DialogLog, settings_for, shown

__all__ = ["shown"]

TRIALS = 220
"""Joins of the fuzz; each sends the whole rest of a game, some of it altered."""
ALTER = 0.02
"""The share of frames altered after the window is made."""


@pytest.fixture
def fake(qtbot: QtBot) -> Iterator[FakeHost]:
    host = FakeHost()
    yield host
    host.drop()


def join(qtbot: QtBot, fake: FakeHost, stream: list[str]) -> TableClient:
    """A client seated by the fake host: welcome and state sent and read."""
    client = TableClient()
    with qtbot.waitSignal(fake.joined, timeout=5000):
        client.connect_to("127.0.0.1", fake.port, CODE, "Ann")
    with qtbot.waitSignal(client.state_received, timeout=5000):
        fake.send(stream[0])
        fake.send(stream[1])
    return client


def received(client: TableClient) -> int:
    return len(client.events)


def settle(qtbot: QtBot, client: TableClient, before: int, sent_events: int) -> None:
    """Until the client has read what was sent, or hung up."""
    qtbot.waitUntil(lambda: client.close_reason is not None or received(client) >= before + sent_events,
                    timeout=10_000)


def window_for(qtbot: QtBot, client: TableClient, track: bool = True) -> NetTableWindow:
    """The window a player would see (`track`: closed by pytest-qt after the test;
    a test that closes its windows itself leaves them to Qt, so that they go)."""
    window = NetTableWindow(client, settings_for())
    if track:
        qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    return window


def still_whole(window: NetTableWindow) -> bool:
    """The window shows what the client was told (its latest settled state)."""
    client = window.client
    if not window.remote.has_game or client.observation is None:
        return False
    seen = window.remote.game.seen
    return seen == client.observation and window.scene.queue.is_idle() and \
        sorted(item.card for item in window.scene.at.hands[window.scene.viewer]) == sorted(seen.hand)


def is_told(window: NetTableWindow) -> bool:
    told = window.statusBar().currentMessage().startswith("The table is closed:")
    return window.gone.reason is not None and told


def test_ten_thousand_hostile_host_messages_against_joined_windows(qtbot: QtBot, fake: FakeHost,
                                                                     shown: DialogLog) -> None:
    stream = list(recorded_stream())
    parsed = messages(tuple(stream))
    assert [message["type"] for message in parsed[:2]] == ["welcome", "state"]
    rng = random.Random(45)
    before = live()
    outcomes: Counter[str] = Counter()
    with_window = altered = 0
    for _trial in range(TRIALS):
        client = join(qtbot, fake, stream)
        early = rng.randrange(2, len(stream) - 1)  # frames that arrive before the window exists
        for text in stream[2:early]:
            fake.send(text)
        early_events = sum(message["type"] == "event" for message in parsed[2:early])
        settle(qtbot, client, 0, early_events)
        window = window_for(qtbot, client, track=False)
        for index in range(early, len(stream)):
            if client.close_reason is not None:
                break
            roll = rng.random()
            if roll < ALTER:
                wrong = contradict(parsed[index], rng) if rng.random() < 0.3 else None
                fake.send(wrong if wrong is not None else alter(parsed[index], rng))
                altered += 1
            elif roll < ALTER * 1.5 and index + 1 < len(stream):  # two frames the wrong way round
                fake.send(stream[index + 1])
                fake.send(stream[index])
                altered += 2
            elif roll < ALTER * 2:  # a frame again
                fake.send(stream[index])
                fake.send(stream[index])
                altered += 2
            else:
                fake.send(stream[index])
            with_window += 1
            if index % 25 == 0:  # let the client read as it goes, as a real table would
                QCoreApplication.processEvents()
        qtbot.waitUntil(lambda w=window: is_told(w) or still_whole(w), timeout=10_000)
        outcomes["told" if is_told(window) else "playing"] += 1
        window.close()
        fake.drop()
    print(f"client fuzz: {TRIALS} joins, {with_window} frames sent to a window ({altered} altered): "
          f"{dict(outcomes)}")
    del client, window
    assert live() == before  # every window, client and socket of the 220 joins is gone
    assert with_window >= 10_000 and altered >= 200
    assert outcomes["told"] > TRIALS // 4 and outcomes["playing"] > 10  # both endings happen


@pytest.mark.parametrize("case", ["another seat", "card not held", "seat out of range", "event first",
                                  "not an object", "oversized", "second welcome", "total past 64 bits"])
def test_a_contradicting_host_is_left_with_a_clear_message(qtbot: QtBot, fake: FakeHost, shown: DialogLog,
                                                           case: str) -> None:
    stream = list(recorded_stream())
    parsed = messages(tuple(stream))
    played = next(index for index, message in enumerate(parsed)
                  if message["type"] == "event" and message["event"]["kind"] == "CardPlayed")
    if case == "event first":  # an event before the state
        client = TableClient()
        with qtbot.waitSignal(fake.joined, timeout=5000):
            client.connect_to("127.0.0.1", fake.port, CODE, "Ann")
        with qtbot.waitSignal(client.closed, timeout=5000) as closed:
            fake.send(stream[0])
            fake.send(stream[played])
        assert closed.args == [HOST_UNREADABLE]
        return
    client = join(qtbot, fake, stream)
    window = window_for(qtbot, client)
    bad: dict[str, object] | str | bytes
    if case == "another seat":
        bad = {**parsed[1], "observation": {**parsed[1]["observation"], "seat": 2}}
    elif case == "card not held":
        event = dict(parsed[played]["event"])
        held = parsed[1]["observation"]["hand"]
        event.update(seat=0, card=next(code for code in ("2C", "AS", "QS", "KD", "3H") if code not in held))
        bad = {**parsed[played], "event": event}
    elif case == "seat out of range":
        bad = {**parsed[played], "event": {**parsed[played]["event"], "seat": 7}}
    elif case == "not an object":
        bad = {**parsed[played], "event": True}
    elif case == "second welcome":
        bad = parsed[0]
    elif case == "total past 64 bits":  # the table writes totals through QLocale, which cannot
        public = parsed[played]["public"]
        bad = {**parsed[played], "public": {**public, "totals": [10**20, *public["totals"][1:]]}}
    else:
        bad = (MAX_HOST_MESSAGE + 1).to_bytes(4, "big") + b"{" * 10  # refused from its length alone
    with qtbot.waitSignal(client.closed, timeout=5000) as closed:
        if isinstance(bad, bytes):
            fake.send_bytes(bad)
        else:
            fake.send(bad)
    assert closed.args == [HOST_UNREADABLE]
    qtbot.waitUntil(lambda: is_told(window))
    text = window.statusBar().currentMessage()
    assert "cannot follow" in text and "score sheet stays here" in text
    box = window.gone.box
    assert isinstance(box, QMessageBox) and box.text() == text
    assert window.where.text() == "Not connected" and not window.view.new_game_button.isVisible()
    assert window.remote.has_game  # the score sheet's game stays


def test_a_state_from_before_our_pass_after_it_is_refused(qtbot: QtBot, fake: FakeHost,
                                                          shown: DialogLog) -> None:
    """A committed pass stays in the hand until the exchange, so an
    observation from before our pass, sent after it, holds the same cards; it
    must still be refused, or the pass is forgotten and may come again (the
    table then raised, moving cards it had already moved; found by the fuzz)."""
    stream = list(recorded_stream())
    parsed = messages(tuple(stream))
    ours = next(index for index, message in enumerate(parsed) if message["type"] == "event"
                and message["event"]["kind"] == "PassCommitted" and message["event"]["seat"] == 0)
    before = max(index for index in range(ours) if parsed[index]["type"] in ("state", "observation"))
    client = join(qtbot, fake, stream)
    for text in stream[2:ours]:
        fake.send(text)
    qtbot.waitUntil(lambda: client.observation == client._read_observation(parsed[before]["observation"]))
    window = window_for(qtbot, client)
    stale = {"type": "observation", "observation": parsed[before]["observation"]}  # (a `state` may reset)
    with qtbot.waitSignal(client.closed, timeout=5000) as closed:
        fake.send(stream[ours])  # our pass...
        fake.send(stale)  # ...then the table as it was before it
    assert closed.args == [HOST_UNREADABLE]
    qtbot.waitUntil(lambda: is_told(window))


@pytest.mark.parametrize("case", ["before the end", "another deal", "cut short", "a card not held"])
def test_a_record_that_is_not_the_game_played_is_refused(qtbot: QtBot, fake: FakeHost, shown: DialogLog,
                                                         case: str) -> None:
    """The finished game's record is kept only if it replays to exactly what
    the seat was told: a host that sends another game's is left, with the
    usual message, and nothing of its record is kept."""
    stream = list(recorded_stream())
    parsed = messages(tuple(stream))
    at = next(index for index, message in enumerate(parsed) if message["type"] == "record")
    client = join(qtbot, fake, stream)
    window = window_for(qtbot, client)
    if case != "before the end":  # the whole game but its record
        for text in stream[2:at] + stream[at + 1:]:
            fake.send(text)
    rng = random.Random(3)
    record = parsed[at]["record"]
    while case in ("another deal", "cut short", "a card not held"):
        bad = another_game(record, rng)
        if (case == "another deal") == (bad["seed"] != record["seed"]) and \
                (case == "cut short") == (len(bad["actions"]) < len(record["actions"])):
            break
    else:
        bad = record
    with qtbot.waitSignal(client.closed, timeout=10_000) as closed:
        fake.send({"type": "record", "game": 1, "record": bad})
    assert closed.args == [HOST_UNREADABLE]
    assert client.record is None and window.finished is None and not window.review_action.isEnabled()
    qtbot.waitUntil(lambda: is_told(window))


@pytest.mark.parametrize("case", ["ours", "before the window", "a second", "another seat", "not over"])
def test_an_earlier_game_is_kept_only_if_it_was_ours_to_its_end(qtbot: QtBot, fake: FakeHost,
                                                                 shown: DialogLog, case: str) -> None:
    """A game that ended while we were away comes once, after the state: kept
    among the recent games (and the host told so) if it replays to its end
    with our name at the seat the host gives; otherwise the host is left."""
    stream = list(recorded_stream())
    record = next(message for message in messages(tuple(stream)) if message["type"] == "record")["record"]
    client = join(qtbot, fake, stream)
    earlier = {"type": "earlier_record", "game": 7, "seat": 0, "record": record}  # seat 0 is "Ann"
    if case == "before the window":  # as when the join dialog closes after it came
        with qtbot.waitSignal(client.earlier_record_received, timeout=10_000):
            fake.send(earlier)
    window = window_for(qtbot, client)
    if case in ("ours", "before the window", "a second"):
        if case != "before the window":
            with qtbot.waitSignal(client.earlier_record_received, timeout=10_000):
                fake.send(earlier)
        kept = client.earlier_records[0]
        assert kept.actions == GameRecord.from_json(record).actions and kept.metadata["human_seats"] == [0]
        assert "network_seats" not in kept.metadata
        qtbot.waitUntil(lambda: fake.kept == [7], timeout=5000)
        entries = [entry for entry in RecentGames().entries() if entry.kind is Kind.NETWORK]
        assert len(entries) == 1 and GameRecord.loads(entries[0].path.read_bytes()).actions == kept.actions
        assert "while you were away is kept" in window.statusBar().currentMessage()
        assert client.is_connected and client.record is None  # not this table's game: not reviewed here
        if case != "a second":
            return
    elif case == "another seat":
        earlier["seat"] = 1
    else:
        earlier["record"] = {**record, "actions": record["actions"][: len(record["actions"]) // 2]}
    with qtbot.waitSignal(client.closed, timeout=10_000) as closed:
        fake.send(earlier)
    assert closed.args == [HOST_UNREADABLE]
    assert len([entry for entry in RecentGames().entries() if entry.kind is Kind.NETWORK]) == \
        (1 if case == "a second" else 0)


@pytest.mark.parametrize("level", ["grandmaster", None, "casual", 5, ["hard"]])
def test_a_computer_players_level_is_read_or_the_host_left(qtbot: QtBot, fake: FakeHost, shown: DialogLog,
                                                           level: object) -> None:
    """The host says the level of the computer player at each seat no person
    holds: a level this version does not know (a newer host's) is "not
    known", one of another type a broken protocol."""
    stream = list(recorded_stream())
    client = join(qtbot, fake, stream)
    seats = [{"name": name, "held": seat == 0, "level": None if seat == 0 else level}
             for seat, name in enumerate(("Ann", "Bo", "Cy", "Di"))]
    if isinstance(level, str) or level is None:
        with qtbot.waitSignal(client.seats_changed, timeout=5000):
            fake.send({"type": "seats", "seats": seats})
        assert client.is_connected
        assert [seat["level"] for seat in client.seats] == [None] + [level if level == "casual" else None] * 3
    else:
        with qtbot.waitSignal(client.closed, timeout=5000) as closed:
            fake.send({"type": "seats", "seats": seats})
        assert closed.args == [HOST_UNREADABLE]


def test_a_silent_host_is_noticed_in_seconds(qtbot: QtBot, fake: FakeHost, shown: DialogLog) -> None:
    stream = list(recorded_stream())
    client = join(qtbot, fake, stream)
    client.heartbeat_seconds, client.host_silent_seconds = 0.1, 0.5
    client._heartbeat.start(100)
    window = window_for(qtbot, client)
    fake.answer_pings = False  # as if the host were stopped (SIGSTOP): connected, and silent
    with qtbot.waitSignal(client.closed, timeout=3000) as closed:
        pass
    assert closed.args == [HOST_SILENT]
    qtbot.waitUntil(lambda: is_told(window))
    assert "has stopped answering" in window.statusBar().currentMessage()


def _alive(kind: type) -> int:
    gc.collect()
    return sum(isinstance(thing, kind) for thing in gc.get_objects())


def test_five_hundred_tables_joined_and_lost_in_one_process(qtbot: QtBot, fake: FakeHost,
                                                            shown: DialogLog) -> None:
    stream = list(recorded_stream())
    rng = random.Random(500)
    before = live()
    counts = []
    for round_ in range(500):
        client = join(qtbot, fake, stream)
        for text in stream[2:rng.randrange(2, 240)]:  # past the end of a hand, often
            fake.send(text)
        window = window_for(qtbot, client, track=False)
        with qtbot.waitSignal(client.closed, timeout=5000):
            if round_ % 3 == 0:
                fake.drop()  # the host vanishes
            elif round_ % 3 == 1:
                fake.send({"type": "closing", "reason": "the host closed the table"})
            else:
                fake.send({"type": "event", "event": 1, "public": {}})  # nonsense
        qtbot.waitUntil(lambda w=window: is_told(w))
        if round_ % 2:
            window.gone.box.buttons()[0].click()  # Back to my game: the window closes
        else:
            window.close()
        fake.drop()
        if round_ % 100 == 99:
            counts.append(live())
    del client, window  # the last round's, held by this function
    after = live()
    print(f"live (windows, clients, connections, sockets, windows on screen): before {before}, "
          f"every 100 joins {counts}, after {after}")
    assert after == before


def live() -> tuple[int, ...]:
    """Network windows, clients, connections and sockets alive (Python's and Qt's),
    once the last drop's queued signals and deletions have run (a connection
    says `closed` on the loop's next turn, and what it frees goes at the turn after)."""
    for _ in range(4):
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return (_alive(NetTableWindow), _alive(TableClient), _alive(Connection), _alive(QTcpSocket),
            len([w for w in QApplication.topLevelWidgets() if isinstance(w, NetTableWindow)]))


TABLE_CASES = ["an earlier game", "none", "not a list", "a key not hex", "a winner not a seat", "two players",
               "too many"]


@pytest.mark.parametrize("case", TABLE_CASES)
def test_the_tables_list_of_games_is_counted_or_the_host_left(qtbot: QtBot, fake: FakeHost, shown: DialogLog,
                                                              case: str) -> None:
    """With the record the host sends the games finished at the table since it
    opened: each counted once among the games won there (this one too, which
    the window counts from its record anyway); a list that does not fit is a
    broken protocol, and nothing of the record is kept."""
    stream = list(recorded_stream())
    parsed = messages(tuple(stream))
    at = next(index for index, message in enumerate(parsed) if message["type"] == "record")
    record = GameRecord.from_json(parsed[at]["record"])
    game = record.replay()
    assert game.winners is not None
    this = FinishedGame.of(record, game.winners).to_wire()
    assert this in parsed[at]["table"]  # a real host's list has the game it sends
    earlier = {"key": "ab" * 32, "names": ["Bo", "Ann", "Cy", "Di"], "winners": [1, 3]}  # Ann sat at seat 1
    table: object = {
        "an earlier game": [earlier, this], "none": [], "not a list": {"key": this["key"]},
        "a key not hex": [{**this, "key": "not a key"}], "a winner not a seat": [{**this, "winners": [4]}],
        "two players": [{**this, "names": ["Ann", "Bo"], "winners": [0]}],
        "too many": [{**earlier, "key": f"{index:064x}"} for index in range(TABLE_GAMES_KEPT + 1)],
    }[case]
    client = join(qtbot, fake, stream)
    window = window_for(qtbot, client)
    for text in stream[2:at]:
        fake.send(text)
    sent = {**parsed[at], "table": table}
    if case in ("an earlier game", "none"):
        with qtbot.waitSignal(client.record_received, timeout=10_000):
            fake.send(sent)
        qtbot.waitUntil(lambda: window.finished is not None)
        games = [(earlier["names"], earlier["winners"])] if case == "an earlier game" else []
        games.append(([seat_name(game.names, seat) for seat in range(game.players)], list(game.winners)))
        won: dict[str, int] = {}
        for names, winners in games:
            for name in names:
                won.setdefault(name, 0)
            for seat in winners:
                won[names[seat]] += 1
        assert len(window.tally) == len(games) and dict(window.tally.wins()) == won
        # The finished table says it under its button (and nothing while a game is on).
        qtbot.waitUntil(lambda: window.scene.middle.note == window.tally.text() != "", timeout=10_000)
        return
    with qtbot.waitSignal(client.closed, timeout=10_000) as closed:
        fake.send(sent)
    assert closed.args == [HOST_UNREADABLE]
    assert client.record is None and window.finished is None and len(window.tally) == 0
    qtbot.waitUntil(lambda: is_told(window))
