"""A whole network game on loopback: a host, three clients played by
computer players and one seat the host's computer plays; what travels to
each seat; refusals, drops, rejoins, the host closing, and resuming."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtNetwork import QTcpSocket
from pytestqt.qtbot import QtBot

from hearts_desktop.ai import Level, create_player
from hearts_desktop.ai.driver import play_one_hand
from hearts_desktop.ai.review import decision_points, table_of
from hearts_desktop.model import events as ev
from hearts_desktop.model.actions import PassAction, PlayAction
from hearts_desktop.model.cards import Card, Seat
from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import STANDARD
from hearts_desktop.model.state import Phase
from hearts_desktop.net import host as host_module
from hearts_desktop.net.client import TableClient
from hearts_desktop.net.codec import TABLE_GAMES, FinishedGame
from hearts_desktop.net.guard import Door, Throttle
from hearts_desktop.net.host import TableHost, reserved_seats
from hearts_desktop.net.serve import load_owed, owed_keeper, saved_table_games
from hearts_desktop.services.stats import network_game_key
from tests.net.helpers import CODE, Table, open_host, play_to_end

SHORT = STANDARD.with_changes(target_score=30)


def test_three_clients_and_a_computer_play_a_whole_game(qtbot: QtBot, table: Table) -> None:
    names = ["Ingrid", "Sigurður", "Zsófia"]
    for seed, name in enumerate(names):
        table.join(qtbot, name, seed)
    assert [client.seat for client in table.clients] == [0, 1, 2]
    play_to_end(qtbot, table)
    game = table.host.game
    assert game.names[:3] == tuple(names)
    for client in table.clients:
        assert client.seat is not None and client.observation is not None
        assert client.observation == game.observation(client.seat)  # the whole state, from the wire
        assert isinstance(client.events[-1], ev.GameOver)
        assert sum(isinstance(event, ev.HandScored) for event in client.events) == len(game.history)
    assert all(not bot.refusals for bot in table.bots)  # honest clients are never refused
    assert table.saved[-1] is None  # a finished game is not offered again
    replayed = GameRecord.loads(GameRecord.from_game(game).dumps()).replay()
    assert replayed.totals == game.totals
    # Each seat keeps the whole game, as the host played it, with its own facts, not the host's.
    qtbot.waitUntil(lambda: all(client.record is not None for client in table.clients), timeout=5000)
    for client in table.clients:
        record = client.record
        assert record is not None and record.actions == game.actions and record.deals == game.deals
        assert record.replay().totals == game.totals
        assert record.metadata["human_seats"] == [client.seat] and "network_seats" not in record.metadata


def test_a_finished_games_record_goes_out_once_the_game_is_over(qtbot: QtBot, table: Table) -> None:
    """Only then may a seat see the others' passes; a player who sits down at
    the finished table gets it too, after the state."""
    sent: list[tuple[Seat, int, str]] = []
    table.host.frame_sent.connect(lambda seat, position, frame:
                                  sent.append((seat, position, json.loads(frame[4:])["type"])))
    for seed in range(2):
        table.join(qtbot, f"P{seed}", seed)
    play_to_end(qtbot, table)
    end = len(table.host.game.log)
    records = [(seat, position) for seat, position, kind in sent if kind == "record"]
    assert sorted(records) == [(0, end), (1, end)]
    late = table.join(qtbot, "Late", 5)
    qtbot.waitUntil(lambda: late.record is not None, timeout=5000)
    assert late.seat == 2 and late.record is not None and late.record.actions == table.host.game.actions
    kinds = [kind for seat, _position, kind in sent if seat == 2]
    assert kinds[:3] == ["welcome", "state", "record"]


def test_a_game_its_player_did_not_keep_reaches_it_after_the_next_deal(qtbot: QtBot, table: Table) -> None:
    """A player away when the game ended, and until the next was dealt, is
    sent that game once on coming back; one who kept it is never sent it again."""
    stayer = table.join(qtbot, "Stayer", 0)
    leaver = table.join(qtbot, "Leaver", 1)
    qtbot.waitUntil(lambda: len(table.host.game.actions) > 8, timeout=30_000)
    leaver.leave()  # gone before the end: a computer plays on for seat 1
    play_to_end(qtbot, table)
    played = table.host.game.actions
    computer = set(table.host.computer_played)  # the host's: every seat's moves its computers made
    qtbot.waitUntil(lambda: stayer.record is not None, timeout=5000)
    assert stayer.record is not None
    stayer.say_kept(stayer.record)  # as its window does once the game is on disk
    qtbot.waitUntil(lambda: table.host.kept == {"stayer"}, timeout=5000)
    with qtbot.waitSignal(table.host.next_game_dealt, timeout=5000):
        stayer.ask_again()  # the only one seated: dealt at once
    assert set(table.host.owed) == {"leaver"}

    def come_back(keep: bool = True) -> list[GameRecord]:
        client = TableClient()
        table.clients.append(client)
        got: list[GameRecord] = []
        client.earlier_record_received.connect(got.append)
        if keep:
            client.earlier_record_received.connect(client.say_kept)
        with qtbot.waitSignal(client.state_received, timeout=5000):
            client.connect_to("127.0.0.1", table.host.port, CODE, "leaver")  # the name, whatever its case
        with qtbot.waitSignal(client.answered, timeout=5000):
            client.ping()  # its pong comes after everything the host sent at the sit
        client.leave()
        return got

    unwritten = come_back(keep=False)  # checked, but (say) the disk was full: still owed
    assert len(unwritten) == 1 and set(table.host.owed) == {"leaver"}
    earlier = come_back()
    assert len(earlier) == 1 and earlier[0].actions == played and earlier[0].metadata["human_seats"] == [1]
    # The moves the host's computer made for the leaver are marked, and not reviewed as its.
    ours = [index for index, action in enumerate(played) if action.seat == 1]
    theirs = [index for index in ours if index in computer]  # maybe its pass (before it sat); all after
    assert theirs and theirs[-1] == ours[-1] and len(theirs) < len(ours)
    assert earlier[0].metadata["computer_played"] == theirs
    reviewed = [index for index, _game, _action in decision_points(earlier[0], 1)]
    assert reviewed == [index for index in ours
                        if index not in computer and isinstance(played[index], (PassAction, PlayAction))]
    assert stayer.record is not None and "computer_played" not in stayer.record.metadata  # held throughout
    # The seats the host's computer played all game are reviewed as its level plays; the leaver's is not.
    assert stayer.record.metadata["levels"] == {"2": "casual", "3": "casual"}
    assert [type(player).__name__ for player in table_of(stayer.record) or []] == \
        ["NoneType", "NoneType", "RulePlayer", "RulePlayer"]
    qtbot.waitUntil(lambda: not table.host.owed, timeout=5000)  # its `kept` arrived
    assert come_back() == []  # once kept, never again


def test_each_free_seat_is_played_at_its_own_level(qtbot: QtBot) -> None:
    """A host given a level a seat (Settings' levels, `--level casual,hard,...`)
    seats each computer player at its own, tells the table which is which,
    and a player's record names each seat's level for the review."""
    with pytest.raises(ValueError, match="2 levels for a table of 4"):
        TableHost(Game(seed=1), CODE, level=(Level.HARD, Level.CASUAL))
    table = open_host(level=(Level.HARD, Level.BEGINNER, Level.CASUAL, Level.BEGINNER))
    try:
        ann = table.join(qtbot, "Ann", 0)
        assert ann.seat == 0
        assert [seat["level"] for seat in ann.seats] == [None, "beginner", "casual", "beginner"]
        with pytest.raises(ValueError, match="3 levels for a table of 4"):
            table.host.set_levels((Level.HARD,) * 3)
        assert ann.levels_seen == {1: Level.BEGINNER, 2: Level.CASUAL, 3: Level.BEGINNER}
        assert {seat: type(player).__name__ for seat, player in table.host._players.items() if seat} == \
            {1: "BeginnerPlayer", 2: "RulePlayer", 3: "BeginnerPlayer"}
        bo = table.join(qtbot, "Bo", 1)  # seat 2: the Casual computer stands up, its level still known
        assert bo.seat == 1 and [seat["level"] for seat in bo.seats] == [None, None, "casual", "beginner"]
        qtbot.waitUntil(lambda: ann.seats[1]["held"], timeout=5000)
        assert ann.levels_seen[1] is Level.BEGINNER
        play_to_end(qtbot, table)
        qtbot.waitUntil(lambda: ann.record is not None and bo.record is not None, timeout=5000)
        assert ann.record is not None and bo.record is not None
        assert ann.record.metadata["levels"] == {"2": "casual", "3": "beginner"}  # Bo played seat 1
        assert bo.record.metadata["levels"] == {"2": "casual", "3": "beginner"}
        assert [type(player).__name__ for player in table_of(bo.record) or []] == \
            ["NoneType", "NoneType", "RulePlayer", "BeginnerPlayer"]
    finally:
        for client in table.clients:
            client.leave()
        table.host.close()


def test_the_host_forgets_the_oldest_record_owed(qtbot: QtBot, table: Table,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """What the host keeps for absent players is bounded, however many come and go."""
    monkeypatch.setattr(host_module, "OWED_RECORDS", 2)
    host = table.host
    for number in range(4):
        gone = table.join(qtbot, f"Gone{number}", number)
        with qtbot.waitSignal(host.next_game_dealt, timeout=60_000):  # with nobody seated, at the end
            gone.leave()  # sat, and left the game to the computers
    assert list(host.owed) == ["gone2", "gone3"] and [owed[0] for owed in host.owed.values()] == [3, 4]


def test_a_client_cut_while_it_connects_knows_it_is_closed(qtbot: QtBot, table: Table) -> None:
    """A socket cut before it was connected never says `disconnected`: the
    client must still close (a chaos test's three players once waited for
    ever on such sockets, and the table for them)."""
    client = TableClient()
    client.connect_to("127.0.0.1", table.host.port, CODE, "Ann")
    connection = client._connection
    assert connection is not None
    assert connection.socket.state() != QTcpSocket.SocketState.ConnectedState  # still on its way
    with qtbot.waitSignal(client.closed, timeout=5000):
        connection.socket.abort()
    assert client.close_reason is not None and not client.is_connected


def test_a_record_too_long_for_the_wire_stays_with_the_host(qtbot: QtBot, table: Table,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(host_module, "MAX_HOST_MESSAGE", 1000)
    client = table.join(qtbot, "P0", 0)
    play_to_end(qtbot, table)
    with qtbot.waitSignal(client.answered, timeout=5000):
        client.ping()  # its pong comes after all the host sent before it
    assert client.record is None and client.is_connected  # nothing sent, nothing broken


def _hidden_after_each_event(record: GameRecord) -> list[list[set[str]]]:
    """For every length of the game's log: per seat, the codes of the cards
    that seat may not know then (other hands, minus the pass it gave; the
    face-down widow)."""
    hidden: list[list[set[str]]] = [[]]

    class Spy(Game):
        def _emit(self, event: ev.Event) -> None:
            super()._emit(event)
            hidden.append([self._hidden_from(seat) for seat in range(self.players)])

        def _hidden_from(self, seat: Seat) -> set[str]:
            known = set(self.passed_cards(seat) or ())  # wherever the pass has got to
            others = {card for other in range(self.players) if other != seat for card in self.hand(other)}
            return {card.code for card in (others - known) | set(self.widow)}

    game = Spy(record.rules, record.players, seed=record.seed, names=record.names,
               first_dealer=record.first_dealer)
    for action in record.actions:
        game.apply(action)
    return hidden


PUBLIC_KEYS = {"rules", "lowest_club"}


def _card_codes(value: Any) -> set[str]:
    if isinstance(value, dict):  # the rules and the lowest club in play name cards, but publicly
        return set().union(set(), *(_card_codes(item) for key, item in value.items()
                                    if key not in PUBLIC_KEYS))
    if isinstance(value, list):
        return set().union(set(), *(_card_codes(item) for item in value))
    if isinstance(value, str) and 2 <= len(value) <= 3:
        try:
            return {Card.from_str(value).code}
        except (ValueError, KeyError):
            return set()
    return set()


def test_every_byte_a_client_receives_is_its_own_seats_knowledge(qtbot: QtBot, table: Table) -> None:
    frames: list[tuple[Seat, int, bytes]] = []
    table.host.frame_sent.connect(lambda seat, position, frame: frames.append((seat, position, frame)))
    for seed in range(3):
        table.join(qtbot, f"P{seed}", seed)
    play_to_end(qtbot, table)
    hidden = _hidden_after_each_event(table.host.record())
    assert len(hidden) == len(table.host.game.log) + 1
    checked = 0
    for seat, position, frame in frames:
        if position == 0:  # before the deal: nothing is in anyone's hand yet
            continue
        codes = _card_codes(json.loads(frame[4:].decode("utf-8")))
        leaked = codes & hidden[position][seat]
        assert not leaked, f"seat {seat} was sent {sorted(leaked)} at log position {position}"
        checked += len(codes)
    assert len(frames) > 1000 and checked > 10_000  # the whole game was inspected


def test_an_illegal_card_comes_back_refused_with_its_rule(qtbot: QtBot) -> None:
    table = open_host()
    client = TableClient()
    with qtbot.waitSignal(client.state_received):
        client.connect_to("127.0.0.1", table.host.port, CODE, "Ann")
    game = table.host.game
    illegal = next(card for card in game.hand(0) if card.code != "2C")
    with qtbot.waitSignal(client.refused) as refused:
        client.send_action(PlayAction(0, illegal))  # still passing: the wrong phase
    assert refused.args[2].startswith("Ann may not play")
    with qtbot.waitSignal(client.refused) as refused:
        client.send_action(PlayAction(1, illegal))  # another seat
    assert "not 1" in refused.args[2]
    assert all(action.seat != 0 for action in game.actions) and client.is_connected  # computers passed
    table.host.close()


def test_a_dropped_client_is_replaced_at_once_and_takes_its_seat_back(qtbot: QtBot, table: Table) -> None:
    for seed in range(3):
        table.join(qtbot, f"P{seed}", seed)
    host = table.host
    qtbot.waitUntil(lambda: host.game.phase is Phase.PLAYING and host.game.trick_number >= 2, timeout=20_000)
    dropped = table.clients[1]
    trick = host.game.trick_number
    dropped._connection.abort()  # type: ignore[union-attr]  # as if the process were killed
    qtbot.waitUntil(lambda: 1 not in host.seated, timeout=2000)  # within 2 s
    # The computer plays seat 1's cards from now on: the game goes on without it.
    qtbot.waitUntil(lambda: host.game.hand_number > 0 or host.game.trick_number > trick + 1, timeout=10_000)
    back = table.join(qtbot, "p1", 1)  # the same name (any case) with the code
    assert back.seat == 1 and back.observation == host.game.observation(1)
    play_to_end(qtbot, table)
    assert back.observation is not None and back.observation.totals == tuple(host.game.totals)


def test_a_hundred_wrong_codes_take_no_seat(qtbot: QtBot) -> None:
    # A door wide enough for all hundred at once: here the throttle is tested, not the door.
    table = open_host(door=Door(per_address=100, in_all=100, errors_burst=1000))
    refused: list[str] = []
    clients = []
    for attempt in range(100):
        client = TableClient()
        client.closed.connect(refused.append)
        client.connect_to("127.0.0.1", table.host.port, f"{attempt:06d}" if attempt != 314159 else "0", "Eve")
        clients.append(client)
    qtbot.waitUntil(lambda: len(refused) == 100, timeout=20_000)
    assert set(refused) == {"wrong join code"}
    assert not table.host.seated and all(client.seat is None for client in clients)
    assert table.host.throttle.failures("127.0.0.1") == 100
    assert table.host.game.actions == []  # the table never started
    table.host.close()


def test_when_the_host_closes_clients_are_told_and_keep_the_score_sheet(qtbot: QtBot, table: Table) -> None:
    client = table.join(qtbot, "Ann")
    for seed in (1, 2):
        table.join(qtbot, f"P{seed}", seed)
    qtbot.waitUntil(lambda: len(table.host.game.history) >= 1, timeout=20_000)
    qtbot.waitUntil(lambda: client.observation is not None and len(client.observation.history) >= 1)
    with qtbot.waitSignal(client.closed) as closed:
        table.host.close("the host went home")
    assert closed.args == ["the host went home"]
    assert client.observation is not None and client.observation.history  # what the sheet shows stays


def test_a_restarted_host_resumes_the_game_and_gives_seats_back_by_name(qtbot: QtBot, table: Table) -> None:
    for seed, name in enumerate(["Ann", "Bo", "Cy"]):
        table.join(qtbot, name, seed)
    qtbot.waitUntil(lambda: len(table.host.game.actions) >= 30, timeout=20_000)
    table.host.close()
    record = table.saved[-1]
    assert record is not None and reserved_seats(record) == {0: "Ann", 1: "Bo", 2: "Cy"}
    saved = GameRecord.loads(record.dumps())
    game = saved.replay()
    host = TableHost(game, CODE, level=Level.CASUAL, reserved=reserved_seats(saved))
    assert host.listen(0)
    second = Table(host)
    cy = second.join(qtbot, "Cy", 2)
    bo = second.join(qtbot, "Bo", 1)
    assert (cy.seat, bo.seat) == (2, 1)
    # The game went on from where it was saved (seat 0's computer plays until Ann is back).
    assert host.game.actions[:len(saved.actions)] == saved.actions
    second.join(qtbot, "Ann", 0)
    play_to_end(qtbot, second)
    for client in second.clients:
        client.leave()
    host.close()


def test_only_computer_seats_act_before_anyone_joins(qtbot: QtBot) -> None:
    table = open_host()
    reference = Game(seed=11)
    players = [create_player(Level.CASUAL, seat) for seat in range(4)]
    play_one_hand(reference, players)
    qtbot.wait(50)  # nothing is due: the table waits for its first player
    assert table.host.game.actions == []
    table.host.close()


def test_a_connection_that_never_joins_is_closed(qtbot: QtBot, table: Table) -> None:
    table.host.join_seconds = 0.05
    silent = QTcpSocket()
    with qtbot.waitSignal(silent.disconnected, timeout=3000):
        silent.connectToHost("127.0.0.1", table.host.port)
        silent.write(b"\x00\x00")  # half a length, then nothing
    assert b"no join in time" in bytes(silent.readAll().data())


def test_the_games_a_host_owes_outlive_a_restart(qtbot: QtBot, tmp_path: Path) -> None:
    """A player away when its game ended gets it after the host restarts too
    (the host writes what it owes beside its saved game); the new run numbers
    its games on, so no `kept` names two."""
    path = tmp_path / "owed.json"
    said: list[str] = []
    first = open_host(keep_owed=owed_keeper(path, said.append))
    gone = first.join(qtbot, "Gone", 1)
    with qtbot.waitSignal(first.host.next_game_dealt, timeout=60_000):  # with nobody seated, at the end
        gone.leave()
    assert list(first.host.owed) == ["gone"] and path.exists()
    first.host.close()
    owed = load_owed(path, said.append)
    assert list(owed) == ["gone"] and owed["gone"][0] == 1
    host = TableHost(Game(seed=12), CODE, level=Level.CASUAL, owed=owed,
                     keep_owed=owed_keeper(path, said.append))
    assert host.listen(0) and host.game_number == 2
    second = Table(host)
    back = TableClient()
    second.clients.append(back)
    got: list[GameRecord] = []
    back.earlier_record_received.connect(got.append)
    back.earlier_record_received.connect(back.say_kept)
    with qtbot.waitSignal(back.earlier_record_received, timeout=5000):
        back.connect_to("127.0.0.1", host.port, CODE, "GONE")
    assert len(got) == 1 and got[0].replay().is_game_over() and got[0].metadata["human_seats"] == [gone.seat]
    qtbot.waitUntil(lambda: not host.owed, timeout=5000)
    assert load_owed(path, said.append) == {} and not said  # kept: owed no more, on disk too
    back.leave()
    host.close()


NOT_OWED = b'{"owed": [{"name": "x", "game": 1, "message": "{\\"type\\": \\"state\\"}"}]}'


@pytest.mark.parametrize("content", [b"{", b'{"owed": 3}', b'{"owed": [{"name": "x"}]}', NOT_OWED])
def test_an_unreadable_owed_file_is_set_aside_and_said(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "owed.json"
    path.write_bytes(content)
    said: list[str] = []
    assert load_owed(path, said.append) == {}
    assert not path.exists() and len(said) == 1 and "could not be read" in said[0]
    kept = list(tmp_path.glob("owed.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == content and str(kept[0]) in said[0]


def test_a_host_closed_at_a_finished_table_owes_it_to_those_who_left(qtbot: QtBot, tmp_path: Path) -> None:
    """Closed before the next deal: the game is owed (and written) to whoever
    left before its end, never to a player still seated, who has its record."""
    path = tmp_path / "owed.json"
    table = open_host(keep_owed=owed_keeper(path, print))
    stayer = table.join(qtbot, "Stayer", 0)
    leaver = table.join(qtbot, "Leaver", 1)
    qtbot.waitUntil(lambda: len(table.host.game.actions) > 8, timeout=30_000)
    leaver.leave()
    play_to_end(qtbot, table)
    assert stayer.is_connected and not table.host.owed
    table.host.close()
    assert list(load_owed(path, print)) == ["leaver"]


def test_the_games_finished_at_a_table_go_with_each_record_and_outlive_a_restart(qtbot: QtBot) -> None:
    """Each record comes with the list of the games finished at the table
    since it opened, the newest last; the list is saved with the next game, so
    a restarted host sends it on, and one who sits down only then counts the
    games before it too."""
    saved: list[GameRecord | None] = []
    host = TableHost(Game(SHORT, seed=31), CODE, level=Level.CASUAL, save=saved.append,
                     throttle=Throttle(base=0.001, ceiling=0.01))
    assert host.listen(0)
    first = Table(host, saved=saved)
    ann = first.join(qtbot, "Ann", 0)
    play_to_end(qtbot, first)
    qtbot.waitUntil(lambda: ann.record is not None, timeout=5000)
    assert ann.record is not None and host.game.winners is not None
    one = FinishedGame(network_game_key(ann.record), host.game.names, host.game.winners)
    assert ann.table_games == [one] == host.table_games
    with qtbot.waitSignal(host.next_game_dealt, timeout=5000):
        ann.ask_again()  # the only one seated: dealt at once
    qtbot.waitUntil(lambda: len(host.game.actions) >= 12, timeout=20_000)
    host.close()
    record = saved[-1]
    assert record is not None
    said: list[str] = []
    resumed = GameRecord.loads(record.dumps())
    assert saved_table_games(resumed, said.append) == [one] and not said
    again = TableHost(resumed.replay(), CODE, level=Level.CASUAL, reserved=reserved_seats(resumed),
                      table_games=saved_table_games(resumed, said.append))
    assert again.listen(0)
    second = Table(again)
    late = second.join(qtbot, "Late", 1)
    play_to_end(qtbot, second)
    qtbot.waitUntil(lambda: late.record is not None, timeout=5000)
    assert late.record is not None and len(late.table_games) == 2 and late.table_games[0] == one
    assert late.table_games[1].key == network_game_key(late.record) != one.key
    late.leave()
    again.close()
    # A list that does not fit leaves the game to resume, said, and counts from then on.
    resumed.metadata[TABLE_GAMES] = [{"key": "no"}]
    assert saved_table_games(resumed, said.append) == [] and len(said) == 1 and "could not be read" in said[0]
