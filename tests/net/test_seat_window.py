"""A person's seat at a network table: the same table window, played with
the mouse, fed only by what the host sends that seat.

One seat is a window; the other seats are computer clients or the host's
own computer players.  Every step is awaited on the host's game or the
table's queue, never on time.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hearts_desktop.ai import Level
from hearts_desktop.ai.base import EXPERT_OPPONENT_STYLE
from hearts_desktop.ai.review import Reviewer, decision_points
from hearts_desktop.ai.rule import RulePlayer
from hearts_desktop.ai.search import SearchPlayer
from hearts_desktop.kernel.playouts import MODEL_CASUAL, MODEL_STYLED
from hearts_desktop.model.actions import Action, PlayAction
from hearts_desktop.model.cards import Card
from hearts_desktop.model.game import Game
from hearts_desktop.model.observation import HIDDEN, Observation
from hearts_desktop.model.qt_adapter import GameAdapter
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import STANDARD
from hearts_desktop.model.state import Phase
from hearts_desktop.net.client import TableClient
from hearts_desktop.net.guard import Throttle
from hearts_desktop.net.host import GIVEN_TO_COMPUTER, TableHost
from hearts_desktop.services.learning.review_store import ReviewStore
from hearts_desktop.services.recent_games import RecentGames
from hearts_desktop.services.session import GameSession
from hearts_desktop.services.settings import AnimationSpeed, AppSettings
from hearts_desktop.services.stats import HOME, NETWORK
from hearts_desktop.views import play_checker
from hearts_desktop.views.dialogs.review_dialog import ReviewDialog
from hearts_desktop.views.dialogs.score_sheet.score_model import sheet_of
from hearts_desktop.views.main_window import MainWindow
from hearts_desktop.views.network import rejoin
from hearts_desktop.views.network.table_window import NetTableWindow
from hearts_desktop.views.table.card_item import CardItem
from tests.model.helpers import step_randomly
from tests.net.helpers import CODE, Table
from tests.views.conftest import DialogLog, drag, grab_point, settings_for, shown, viewport_point

__all__ = ["shown"]  # the dialogs' fixture, shared with the views' tests

SHORT = STANDARD.with_changes(target_score=40)


@pytest.fixture
def short_table(qtbot: QtBot) -> Iterator[Table]:
    host = TableHost(Game(SHORT, seed=21), CODE, level=Level.CASUAL, save=lambda _record: None,
                     throttle=Throttle(base=0.001, ceiling=0.01))
    assert host.listen(0), host.last_error
    made = Table(host)
    yield made
    for client in made.clients:
        client.leave()
    host.close()


def open_window(qtbot: QtBot, table: Table, name: str = "Ann", settings: AppSettings | None = None
                ) -> NetTableWindow:
    client = TableClient()
    with qtbot.waitSignal(client.state_received, timeout=5000):
        client.connect_to("127.0.0.1", table.host.port, CODE, name)
    window = NetTableWindow(client, settings or settings_for())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def wait_for_turn(qtbot: QtBot, window: NetTableWindow, table: Table) -> None:
    controller = window.controller

    def ready() -> bool:
        if table.host.game.is_game_over():
            return controller.scene.queue.is_idle() and window.remote.game.is_game_over()
        return controller.scene.queue.is_idle() and (controller.human_passing() or controller.human_to_play())

    qtbot.waitUntil(ready, timeout=30_000)


def click(window: NetTableWindow, card_item: object) -> None:
    point = viewport_point(window, grab_point(card_item))  # type: ignore[arg-type]
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def others_hidden(window: NetTableWindow) -> bool:
    """Every card the window holds for another seat is face down, and a
    stand-in unless this seat passed it there itself."""
    at, seen = window.scene.at, window.remote.game.seen
    for seat in range(len(at.hands)):
        if seat == seen.seat:
            continue
        known = list(seen.passed or ()) if seat == seen.pass_target and seen.received is not None else []
        for item in at.hands[seat] + at.outgoing[seat]:
            if item.face_up:
                return False
            if item.card is not HIDDEN:
                if item.card not in known:
                    return False
                known.remove(item.card)
    return True


def take_turn(qtbot: QtBot, window: NetTableWindow, table: Table) -> None:
    """Pass the first cards or play the first legal one, with the mouse."""
    controller, scene, host = window.controller, window.scene, table.host
    before = len(host.game.actions)
    if controller.human_passing():
        for item in list(scene.at.hands[scene.viewer])[: SHORT.cards_passed]:
            click(window, item)
            qtbot.waitUntil(scene.queue.is_idle)
        qtbot.mouseClick(window.view.pass_button, Qt.MouseButton.LeftButton)
    else:
        legal = set(window.remote.game.legal_plays(scene.viewer))
        click(window, next(item for item in scene.at.hands[scene.viewer] if item.card in legal))
    qtbot.waitUntil(lambda: len(host.game.actions) > before, timeout=5000)


def play_until_illegal_card(qtbot: QtBot, window: NetTableWindow, table: Table) -> list[CardItem]:
    """Play on until it is our turn and we hold a card that may not be played."""
    for _ in range(40):
        wait_for_turn(qtbot, window, table)
        scene = window.scene
        legal = set(window.remote.game.legal_plays(scene.viewer))
        illegal = [item for item in scene.at.hands[scene.viewer] if item.card not in legal]
        if window.controller.human_to_play() and illegal:
            return illegal
        take_turn(qtbot, window, table)
    raise AssertionError("no illegal card came up")


def check_the_game_is_kept_and_reviewed(qtbot: QtBot, window: NetTableWindow, game: Game, shown: DialogLog,
                                        tmp_path: Path) -> None:
    """The finished game's record came from the host: kept among the recent
    games, and reviewed for this seat from the game-over dialog and by Ctrl+R
    (the end-of-hand dialogs offer no review: the hands come with the record)."""
    qtbot.waitUntil(lambda: window.finished is not None and window.kept_at is not None, timeout=5000)
    seat = window.client.seat
    kept = window.kept_at
    assert kept is not None and kept in RecentGames().remembered()
    record = GameRecord.loads(kept.read_bytes())
    assert record.actions == game.actions and record.replay().totals == game.totals
    assert record.metadata["human_seats"] == [seat] and "network_seats" not in record.metadata
    assert all(dialog.review_button.isHidden() for dialog in shown.hands)
    assert not shown.game_over[0].review_button.isHidden()
    window.reviews.reviewer = Reviewer(play_worlds=30, pass_worlds=10, workers=1, seed=1)
    window.reviews.store = ReviewStore(tmp_path / "reviews")
    assert window.review_action.isEnabled()
    with qtbot.waitSignal(window.reviews.opened, timeout=5000) as opened:
        shown.game_over[0].review_button.click()
    first = opened.args[0]
    assert isinstance(first, ReviewDialog) and first.seat == seat and first.record is window.finished
    first.close()
    window.activateWindow()
    with qtbot.waitSignal(window.reviews.opened, timeout=5000) as opened:
        QTest.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    second = opened.args[0]
    assert second.seat == seat
    second.close()
    qtbot.waitUntil(lambda: not window.reviews.dialogs)


def test_a_person_plays_a_whole_game_from_a_seat_window(qtbot: QtBot, short_table: Table,
                                                         shown: DialogLog, tmp_path: Path) -> None:
    window = open_window(qtbot, short_table)
    session = GameSession(GameAdapter(Game()), folder=tmp_path / "data")
    window.count_game = session.record_network_game
    short_table.join(qtbot, "Bo", seed=1)
    seat = window.client.seat
    assert seat is not None and window.scene.viewer == seat
    turns = 0
    while not short_table.host.game.is_game_over():
        wait_for_turn(qtbot, window, short_table)
        if short_table.host.game.is_game_over():
            break
        assert others_hidden(window)
        assert sorted(item.card for item in window.scene.at.hands[seat]) == \
            sorted(short_table.host.game.hand(seat)) or window.controller.human_passing()
        take_turn(qtbot, window, short_table)
        turns += 1
    wait_for_turn(qtbot, window, short_table)
    game = short_table.host.game
    seen = window.remote.game
    assert turns > 13 and seen.phase is Phase.GAME_OVER
    assert seen.history == tuple(game.history) and seen.winners == game.winners
    assert sheet_of(seen).rows == sheet_of(game).rows
    assert [label.total for label in window.scene.labels] == game.totals
    assert len(shown.hands) == len(game.history) and len(shown.game_over) == 1
    assert shown.game_over[0].new_game_button.text() == "Play again"
    assert window.windowTitle() == "Hearts — network table"
    check_the_game_is_kept_and_reviewed(qtbot, window, game, shown, tmp_path)
    # Under the scores, the games won at this table this evening: this one, by everyone who played it.
    assert game.winners is not None and len(window.tally) == 1
    note = shown.game_over[0].note.text()
    assert note.startswith("Games won at this table:\n") and not shown.game_over[0].note.isHidden()
    assert sorted(note.removeprefix("Games won at this table:\n").split(" · ")) == \
        sorted(f"{name}\u00a0{int(seat in game.winners)}" for seat, name in enumerate(game.names))
    qtbot.waitUntil(lambda: window.scene.middle.note == note)  # on the finished table too, under its button
    # A game whose record comes while the dialog is open is counted in its line at once.
    other = Game(SHORT, seed=8, names=game.names)
    rng = random.Random(8)
    while not other.is_game_over():
        step_randomly(other, rng)
    assert window.tally.add(GameRecord.from_game(other, {}))
    window.dialogs.refresh_game_over_note()
    assert shown.game_over[0].note.text() == window.tally.text() != note and len(window.tally) == 2
    window.scene.refresh_note()  # (the window does this for every game it counts)
    assert window.scene.middle.note == window.tally.text()
    # Counted in the statistics, as a game at a network table, for our seat.
    assert "counted in the statistics" in window.statusBar().currentMessage()
    counted = session.statistics.games(place=NETWORK)
    assert [row.score for row in counted] == [game.totals[seat]]
    assert session.statistics.summary(place=HOME).games == 0
    session.statistics.close()

    # Play again without leaving: this seat asks with the table's button, Bo with his client.
    button = window.view.new_game_button
    qtbot.waitUntil(button.isVisible)
    assert button.text() == "Play again"
    with qtbot.waitSignal(window.remote.again_asked, timeout=5000) as asked:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert asked.args[0] == [seat] and 0 < asked.args[1] <= 60
    assert "Waiting for Bo" in window.statusBar().currentMessage() and not button.isEnabled()
    first = short_table.host.game
    with qtbot.waitSignal(window.remote.game_started, timeout=5000):
        short_table.clients[0].ask_again()
    # A new game, nothing of it played by a person yet (the host's computer
    # players may have passed already: they act the moment the game is dealt).
    fresh, people = short_table.host.game, {seat, short_table.clients[0].seat}
    assert fresh is not first and fresh.hand_number == 0 and not fresh.history
    assert not [action for action in fresh.actions if action.seat in people]
    assert window.remote.game.hand_number == 0 and window.remote.game.totals == (0, 0, 0, 0)
    assert set(short_table.host.seated) == {seat, short_table.clients[0].seat}  # nobody had to leave
    wait_for_turn(qtbot, window, short_table)
    assert len(window.scene.at.hands[seat]) == 13 and not button.isVisible()
    assert window.scene.middle.note == "" and len(window.tally) == 2  # said again at this game's end


def test_the_expert_plays_a_seat_at_a_network_table_and_its_moves_are_marked(
        qtbot: QtBot, short_table: Table, shown: DialogLog) -> None:
    """View ▸ Watch (W) at a network table: the Expert passes and plays for
    this seat through the host, the person's input waits, and the kept game
    marks the Expert's moves so that the review leaves them out."""
    window = open_window(qtbot, short_table, settings=settings_for(expert_think_time=0.03))
    counted: list[GameRecord] = []
    window.count_game = lambda record: counted.append(record) or "not counted"
    short_table.join(qtbot, "Bo", seed=1)
    seat = window.client.seat
    wait_for_turn(qtbot, window, short_table)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(window.controller.watching_changed, timeout=5000) as changed:
        qtbot.keyClick(window.view, Qt.Key.Key_W)
    assert changed.args == [True] and window.watch_action.isChecked()
    assert not window.controller.human_passing() and not window.controller.human_to_play()
    taken: list[Action] = []
    window.controller.expert_acted.connect(taken.append)
    qtbot.waitUntil(lambda: window.finished is not None, timeout=120_000)
    record = window.finished
    assert record is not None and taken and all(action.seat == seat for action in taken)
    ours = {index for index, action in enumerate(record.actions) if action.seat == seat}
    assert set(record.metadata["expert_played"]) == ours  # every move of this seat was the Expert's
    assert not [index for index, _game, _action in decision_points(record, seat)]  # none to review
    assert window.kept_at is not None
    assert GameRecord.loads(window.kept_at.read_bytes()).metadata["expert_played"] == \
        record.metadata["expert_played"]
    # Offered to the statistics with the Expert's moves marked (the session refuses it).
    assert counted == [record] and "not counted" in window.statusBar().currentMessage()
    with qtbot.waitSignal(window.controller.watching_changed, timeout=5000) as changed:
        qtbot.keyClick(window.view, Qt.Key.Key_W)
    assert changed.args == [False] and not window.watch_action.isChecked()


def test_settings_changed_in_the_main_window_reach_its_network_tables(qtbot: QtBot,
                                                                     short_table: Table) -> None:
    """The animation speed, the sound and the Expert's thinking time apply at
    a network table too: the watching Expert thinks at the new time from its
    next decision."""
    main, window = seated_from_the_main_window(qtbot, short_table, settings_for(expert_think_time=0.03))
    assert window.count_game == main.session.record_network_game  # its games go into our statistics
    seat = window.client.seat
    assert seat is not None
    window.controller.set_watching(True)
    before = window.controller.players[seat]
    assert isinstance(before, SearchPlayer) and before.think_time == pytest.approx(0.03)
    changed = replace(main.settings, expert_think_time=0.3, animation_speed=AnimationSpeed.FAST,
                      sound_on=False)
    main.apply_settings(changed)
    after = window.controller.players[seat]
    assert isinstance(after, SearchPlayer) and after.think_time == pytest.approx(0.3)
    assert window.settings == changed and window.scene.speed is AnimationSpeed.FAST
    assert not window.sounds.enabled
    window.controller.set_watching(False)
    window.close()
    main.controller.shutdown()


def test_a_hint_at_a_network_table(qtbot: QtBot, short_table: Table) -> None:
    """H asks the table's Expert about our seat and says its choice on the
    table, with the keyboard on that card; not our turn, it says so."""
    window = open_window(qtbot, short_table, settings=settings_for(expert_think_time=0.03))
    short_table.join(qtbot, "Bo", seed=1)
    wait_for_turn(qtbot, window, short_table)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(window.controller.notice, timeout=30_000) as said:
        qtbot.keyClick(window.view, Qt.Key.Key_H)
    assert window.scene.notice.isVisible() and said.args[0] == window.scene.notice.text
    focused = window.scene.focus_item()  # the keyboard's card: the one the Expert would choose
    assert focused is not None and focused in window.scene.human_items()
    assert focused.card in window.remote.game.seen.hand
    window.controller.set_watching(True)  # the seat is the Expert's: no longer the person's turn
    window.hint_action.trigger()
    assert window.statusBar().currentMessage() == "A hint is given when it is your turn"
    window.controller.set_watching(False)


def test_the_expert_for_our_seat_knows_the_hosts_computer_players(qtbot: QtBot, short_table: Table) -> None:
    """The host says its computer players' level: the table says it, and the
    Expert that hints or plays for us searches those seats as that level
    plays (Casual's moons let through), a person as an unknown player; when
    a person sits down or leaves, it plays on knowing that."""
    window = open_window(qtbot, short_table)
    casual, unknown = MODEL_CASUAL, MODEL_STYLED + EXPERT_OPPONENT_STYLE
    advisor = window.controller.advisor(0)
    assert isinstance(advisor, SearchPlayer) and advisor.seat_models[1:] == (casual,) * 3
    assert "computer players: Casual" in window.where.text()
    window.controller.set_watching(True)
    watching = window.controller.players[0]
    assert isinstance(watching, SearchPlayer) and watching.seat_models[1:] == (casual,) * 3
    # Seeded by the seat, not at random: a hint asked twice, and the watching
    # Expert, search the same worlds in the same position.
    assert advisor.seed == watching.seed == window.controller.advisor(0).seed == 0
    bo = short_table.join(qtbot, "Bo", seed=1)
    qtbot.waitUntil(lambda: window.controller.remote_levels.keys() == {2, 3}, timeout=5000)
    watching = window.controller.players[0]
    assert isinstance(watching, SearchPlayer) and watching.seat_models[1:] == (unknown, casual, casual)
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)  # the Expert playing on may say more after
    bo.leave()
    qtbot.waitUntil(lambda: window.controller.remote_levels.keys() == {1, 2, 3}, timeout=5000)
    assert "Bo left the table: a computer player at level Casual plays the seat" in said
    window.controller.set_watching(False)


def test_the_play_checker_at_a_network_table(qtbot: QtBot, short_table: Table,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """With the play checker on, the person's card is judged from what the
    seat saw when its turn came, by the table's Expert (the host's computer
    players as their level, at the table's thinking time), and the verdict
    is said once the trick is over; the watching Expert's cards are not judged."""
    asked: list[tuple[Observation, Card, dict[str, object]]] = []

    def fake_check(obs: Observation, card: Card, **options: object) -> object:
        asked.append((obs, card, options))
        return SimpleNamespace(played=card, better=card, loss=3.0, code="stop_moon", cards=(card,))

    monkeypatch.setattr(play_checker, "check_play", fake_check)
    window = open_window(qtbot, short_table, settings=settings_for(play_checker=True, expert_think_time=0.3))
    while True:
        wait_for_turn(qtbot, window, short_table)
        if window.controller.human_to_play():
            break
        take_turn(qtbot, window, short_table)
    seen = window.remote.game.seen
    with qtbot.waitSignal(window.checker.verdict, timeout=30_000) as verdict:
        take_turn(qtbot, window, short_table)
    [(obs, card, options)] = asked
    assert obs == seen and card in seen.hand and options["seconds"] == 0.3
    table = options["table"]
    assert isinstance(table, list) and table[0] is None and all(isinstance(p, RulePlayer) for p in table[1:])
    assert verdict.args[0].startswith("Play checker") and window.scene.notice.text == verdict.args[0]
    assert (window.remote.game.seen.hand_number, window.remote.game.seen.trick_number) > \
        (seen.hand_number, seen.trick_number)  # said once the trick was over
    def ours() -> int:
        return sum(1 for action in short_table.host.game.actions if action.seat == 0)

    before = ours()
    window.controller.set_watching(True)  # the Expert's own cards are not the person's to judge
    qtbot.waitUntil(lambda: ours() >= before + 3, timeout=60_000)
    assert len(asked) == 1
    window.controller.set_watching(False)


def test_no_empty_bubble_when_the_checker_forgets(qtbot: QtBot, short_table: Table) -> None:
    """The play checker clears its verdict when a game starts (""): that
    takes away its own verdict and nothing else, and never shows an empty
    bubble on the table (seen at every sit before the mend)."""
    window = open_window(qtbot, short_table, settings=settings_for(play_checker=True))
    notice = window.scene.notice
    assert not (notice.isVisible() and not notice.text)
    window.show_notice("Bo sat down at the table")
    window.checker.verdict.emit("")
    assert notice.isVisible() and notice.text == "Bo sat down at the table"  # not the checker's to take
    window.checker.verdict.emit("Play checker: the Two of clubs was clearly worse")
    assert notice.isVisible() and window.statusBar().currentMessage() == notice.text
    window.checker.verdict.emit("")
    assert not notice.isVisible()


def sit_down_at_the_end(qtbot: QtBot, table: Table) -> tuple[TableClient, NetTableWindow]:
    """Ann sits down once Bo's game is over, and her window opens after its record came."""
    table.join(qtbot, "Bo", seed=1)
    qtbot.waitUntil(table.host.game.is_game_over, timeout=60_000)
    client = TableClient()
    table.clients.append(client)
    with qtbot.waitSignal(client.record_received, timeout=5000):
        client.connect_to("127.0.0.1", table.host.port, CODE, "Ann")
    window = NetTableWindow(client, settings_for())
    qtbot.addWidget(window)
    return client, window


def test_a_window_opened_after_the_games_record_came_keeps_it(qtbot: QtBot, short_table: Table) -> None:
    """At a finished table the record follows the state at once, often before
    the join dialog has closed and the window exists: the window keeps it too."""
    client, window = sit_down_at_the_end(qtbot, short_table)
    kept = window.kept_at
    assert kept is not None and kept in RecentGames().remembered()
    record = GameRecord.loads(kept.read_bytes())
    assert record.actions == short_table.host.game.actions
    assert window.review_action.isEnabled()
    # Ann sat down at the end: every move of her seat was the host's computer's, none hers to review.
    seat = client.seat
    assert seat is not None
    assert record.metadata["computer_played"] == [index for index, action in enumerate(record.actions)
                                                  if action.seat == seat]
    assert next(decision_points(record, seat), None) is None


@pytest.mark.parametrize("disk", ["writes", "fails"])
def test_the_host_hears_kept_only_once_the_game_is_on_disk(qtbot: QtBot, short_table: Table,
                                                          monkeypatch: pytest.MonkeyPatch, disk: str) -> None:
    """A game that could not be written is still owed us: the host must not
    be told it is kept (it would never send it again)."""
    if disk == "fails":
        def full(_self: RecentGames, _record: GameRecord) -> Path:
            raise OSError(28, "No space left on device")
        monkeypatch.setattr(RecentGames, "keep", full)
    client, window = sit_down_at_the_end(qtbot, short_table)
    with qtbot.waitSignal(client.answered, timeout=5000):
        client.ping()  # answered after whatever the window said before it
    if disk == "writes":
        assert short_table.host.kept == {"ann"} and window.kept_at is not None
    else:
        assert short_table.host.kept == set() and window.kept_at is None
        assert "could not be kept: [Errno 28] No space left" in window.statusBar().currentMessage()
        assert window.review_action.isEnabled()  # reviewed from memory all the same


def test_an_illegal_card_is_refused_at_the_seat_with_its_rule(qtbot: QtBot, short_table: Table,
                                                              shown: DialogLog) -> None:
    window = open_window(qtbot, short_table)
    host = short_table.host
    illegal = play_until_illegal_card(qtbot, window, short_table)
    scene = window.scene
    before = len(host.game.actions)
    drag(window, illegal[0], scene.layout.trick_rect.center())  # type: ignore[arg-type]
    message = window.statusBar().currentMessage()
    assert message.startswith("You may not play the") and message.endswith(")"), message
    assert len(host.game.actions) == before
    # A card the seat does not hold, sent past the window's own checks: the
    # host refuses it, the refusal is explained, the table is laid out anew.
    held = host.game.hand(scene.viewer)
    absent = next(card for card in map(Card.from_index, range(52)) if card not in held)
    with qtbot.waitSignal(window.remote.action_refused, timeout=5000) as refused:
        assert window.remote.apply(PlayAction(scene.viewer, absent))
    assert refused.args[0].reason == "not in hand"
    qtbot.waitUntil(lambda: "not in your hand" in window.statusBar().currentMessage())
    assert len(host.game.actions) == before
    assert sorted(item.card for item in window.scene.at.hands[scene.viewer]) == \
        sorted(host.game.hand(scene.viewer))


def test_when_the_host_closes_the_seat_is_told_and_keeps_the_score_sheet(
        qtbot: QtBot, short_table: Table, shown: DialogLog) -> None:
    window = open_window(qtbot, short_table)
    while not short_table.host.game.history:
        wait_for_turn(qtbot, window, short_table)
        take_turn(qtbot, window, short_table)
    qtbot.waitUntil(lambda: bool(window.remote.game.history), timeout=5000)
    with qtbot.waitSignal(window.remote.closed, timeout=5000) as closed:
        short_table.host.close()
    assert closed.args[0] == "the host closed the table"
    assert "The table is closed" in window.statusBar().currentMessage()
    assert window.where.text() == "Not connected"
    assert window.scene.shown.turn is None and not any(label.turn for label in window.scene.labels)
    assert sheet_of(window.remote.game).rows == sheet_of(short_table.host.game).rows
    assert not window.remote.apply(PlayAction(0, Card.from_index(0)))  # nothing goes anywhere now



def test_the_keys_refuse_an_illegal_card_at_once_and_keep_their_place(qtbot: QtBot, short_table: Table,
                                                                      shown: DialogLog) -> None:
    """Enter on a card that may not be played says why without asking the
    host; the focus stays on it, also when the host's state is laid out anew."""
    window = open_window(qtbot, short_table)
    host, sent = short_table.host, []
    illegal = play_until_illegal_card(qtbot, window, short_table)
    scene = window.scene
    window.client.send_action = lambda action: sent.append(action) or 0  # type: ignore[method-assign]
    card = illegal[0].card
    scene.set_focus_item(illegal[0])
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert sent == [] and scene.notice.isVisible() and scene.notice.text.startswith("You may not play the")
    window.remote.show_again()  # the host's state again (as after a refusal): new items
    focused = scene.focus_item()
    assert focused is not None and focused.card is card and focused is not illegal[0]
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert scene.focus_item() is not None and scene.focus_item() is not focused
    assert host.game.turn == scene.viewer


def seated_from_the_main_window(qtbot: QtBot, table: Table, settings: AppSettings | None = None
                                ) -> tuple[MainWindow, NetTableWindow]:
    """A main window, and the network window it opened for Ann's seat at `table`."""
    main = MainWindow(settings or settings_for())
    qtbot.addWidget(main)
    client = TableClient()
    with qtbot.waitSignal(client.state_received, timeout=5000):
        client.connect_to("127.0.0.1", table.host.port, CODE, "Ann")
    return main, main.open_network_table(client)


def wait_for_the_new_window(qtbot: QtBot, main: MainWindow, old: NetTableWindow) -> NetTableWindow:
    """The window that took `old`'s place once its seat was taken again (`old` is gone)."""
    qtbot.waitUntil(lambda: len(main.network_windows) == 1 and main.network_windows[0] is not old,
                    timeout=10_000)
    return main.network_windows[0]


def test_a_dropped_seat_sits_down_again_by_itself(qtbot: QtBot, short_table: Table,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The connection drops mid-game (a Wi-Fi blip): the window knocks again
    with the same name and code, takes the same seat back, and a window for
    the new connection takes the old one's place, where it was; the game goes
    on from there.  A table its host closes is not knocked at again."""
    monkeypatch.setattr(rejoin, "DELAYS", (0.05,))
    said: list[str] = []  # (the watching Expert soon says its own reasons on the table)
    notice = NetTableWindow.show_notice

    def heard(window: NetTableWindow, text: str) -> None:
        said.append(text)
        notice(window, text)

    monkeypatch.setattr(NetTableWindow, "show_notice", heard)
    main, old = seated_from_the_main_window(qtbot, short_table, settings_for(expert_think_time=0.03))
    client = old.client
    seat = client.seat
    assert seat is not None and client.joined_as == ("127.0.0.1", short_table.host.port, CODE, "Ann")
    wait_for_turn(qtbot, old, short_table)
    take_turn(qtbot, old, short_table)
    old.controller.set_watching(True)
    old.move(40, 30)
    where = old.geometry()
    tries: list[int] = []
    short_table.host.seated[seat].abort()  # the host's end of our connection goes
    qtbot.waitUntil(lambda: old.gone.rejoiner is not None, timeout=5000)
    assert old.gone.rejoiner is not None
    old.gone.rejoiner.trying.connect(tries.append)
    new = wait_for_the_new_window(qtbot, main, old)
    assert tries and new.client.seat == seat and new.client.is_connected
    assert short_table.host.seated[seat] is not None and set(short_table.host.seated) == {seat}
    assert new.geometry() == where and new.controller.watching  # where it was, watching as it did
    assert "You are back at your seat" in said
    new.controller.set_watching(False)
    wait_for_turn(qtbot, new, short_table)
    take_turn(qtbot, new, short_table)  # the game goes on at the new window
    # The host closes the table: said, and no knocking again.
    with qtbot.waitSignal(new.client.closed, timeout=5000):
        short_table.host.close()
    qtbot.waitUntil(lambda: new.gone.box is not None, timeout=5000)
    assert new.gone.rejoiner is None and new.gone.box is not None
    assert [button.text() for button in new.gone.box.buttons()] == \
        ["&Back to my game", "&Stay and read the score sheet"]
    new.close()
    main.controller.shutdown()


def test_sitting_down_again_waits_for_a_host_that_comes_back(qtbot: QtBot, short_table: Table,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """The host's computer stops listening for a while (restarting): the
    window says it is trying, tries again and again, and sits down once the
    host listens again; Stop trying ends it and offers Sit down again."""
    monkeypatch.setattr(rejoin, "DELAYS", (0.05, 0.1))
    main, old = seated_from_the_main_window(qtbot, short_table)
    client = old.client
    seat = client.seat
    assert seat is not None
    servers = short_table.host._servers
    listening = [(server.serverAddress(), server.serverPort()) for server in servers]
    for server in servers:
        server.close()
    short_table.host.seated[seat].abort()
    qtbot.waitUntil(lambda: old.gone.rejoiner is not None and old.gone.rejoiner.tries >= 3, timeout=10_000)
    box = old.gone.box
    assert box is not None and box.windowTitle() == "Sitting down again"
    assert "Sitting down again at your seat (try" in box.text()
    assert box.text() == old.statusBar().currentMessage()
    # Put away with its close button, the message does not come back at each try.
    box.close()
    tries = old.gone.rejoiner.tries
    qtbot.waitUntil(lambda: old.gone.rejoiner is not None and old.gone.rejoiner.tries >= tries + 2,
                    timeout=10_000)
    assert old.gone.open_box() is None and old.gone.rejoiner.is_active()
    old.gone.sit_down_again()  # asked for anew (as its Sit down again does): the message is up again
    box = old.gone.box
    assert box is not None and box.isVisible() and box.windowTitle() == "Sitting down again"
    # Stop trying: the table is said to be gone, with a way to try again.
    stop = next(button for button in box.buttons() if button.text() == "S&top trying")
    qtbot.mouseClick(stop, Qt.MouseButton.LeftButton)
    assert old.gone.rejoiner is not None and not old.gone.rejoiner.is_active()
    again_box = old.gone.box
    assert again_box is not None and again_box.windowTitle() == "The table is closed"
    again = next(button for button in again_box.buttons() if button.text() == "S&it down again")
    for server, (address, port) in zip(servers, listening, strict=True):
        assert server.listen(address, port)
    qtbot.mouseClick(again, Qt.MouseButton.LeftButton)
    new = wait_for_the_new_window(qtbot, main, old)
    assert new.client.seat == seat and new.client.is_connected
    new.close()
    main.controller.shutdown()


def test_reasons_worth_another_try() -> None:
    assert all(rejoin.worth_another_try(reason) for reason in (
        "the connection was lost", "the host stopped answering", "timeout", "the table is full",
        "Connection refused", "too many connections from your address"))
    assert not any(rejoin.worth_another_try(reason) for reason in (
        "wrong join code", "the host closed the table", "the host was stopped", GIVEN_TO_COMPUTER,
        "this host speaks protocol 4, not 3", "you left the table"))


def test_a_hundred_drops_and_seats_taken_again_leave_nothing_behind(qtbot: QtBot, short_table: Table,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Every drop opens a window for the new connection and closes the old
    one: after a hundred, one window, one client, one connection are left
    on our side, and the host holds one seat for us."""
    from tests.net.test_client_fuzz import live

    monkeypatch.setattr(rejoin, "DELAYS", (0.01,))
    main, window = seated_from_the_main_window(qtbot, short_table)
    client = window.client
    seat = client.seat
    del client
    before = live()
    for _ in range(100):
        short_table.host.seated[seat].abort()
        window = wait_for_the_new_window(qtbot, main, window)
        assert window.client.seat == seat
    del window
    after = live()
    print(f"live (windows, clients, connections, sockets, windows on screen): before {before}, after {after}")
    assert after == before and list(short_table.host.seated) == [seat]
    main.network_windows[0].close()
    main.controller.shutdown()


def test_a_drop_under_the_score_sheet_replaces_the_window_cleanly(qtbot: QtBot, short_table: Table,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The score sheet (Ctrl+T) and the rules (F1) open without a nested
    event loop: a drop while one is open lets the window give its place to
    the new connection's, the dialog going with it."""
    monkeypatch.setattr(rejoin, "DELAYS", (0.05,))
    main, old = seated_from_the_main_window(qtbot, short_table)
    seat = old.client.seat
    assert seat is not None
    last = GameRecord.from_game(Game(SHORT, seed=3), {"human_seats": [seat]})  # as if a game had ended here
    old._finished, old.kept_at = last, None
    old.activateWindow()
    qtbot.waitUntil(old.isActiveWindow)
    qtbot.keyClick(old.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    sheet = QApplication.activeModalWidget()
    assert sheet is not None and sheet.parent() is old and sheet.windowTitle().startswith("Score sheet")
    short_table.host.seated[seat].abort()
    new = wait_for_the_new_window(qtbot, main, old)
    assert new.client.is_connected and not (shiboken6.isValid(sheet) and sheet.isVisible())
    assert new.finished is last and new.review_action.isEnabled()  # the last game is still reviewed here
    new.activateWindow()
    qtbot.waitUntil(new.isActiveWindow)
    qtbot.keyClick(new.view, Qt.Key.Key_F1)
    rules = QApplication.activeModalWidget()
    assert rules is not None and rules.parent() is new
    rules.close()
    new.close()
    main.controller.shutdown()


def test_reviews_and_hands_played_again_go_on_in_the_window_that_takes_the_place(
        qtbot: QtBot, short_table: Table, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A player reads the review of the last game (Ctrl+R), a hand of it
    dealt again beside it, when the connection drops: both stay open where
    they were and go on in the new window (with the games won at the table),
    the analysis still running; the
    hand played again from the review after the drop takes the place of the
    one opened before (its tries are the same), and both close with the new
    window."""
    from tests.views.test_review_dialog import QUICK, wait_judged

    monkeypatch.setattr(rejoin, "DELAYS", (0.05,))
    main, old = seated_from_the_main_window(qtbot, short_table)
    seat = old.client.seat
    assert seat is not None
    game = Game(SHORT, seed=5)
    rng = random.Random(5)
    while not game.history:
        step_randomly(game, rng)
    last = GameRecord.from_game(game, {"human_seats": [seat]})  # as if a game had ended here
    old._finished, old.kept_at = last, None
    old.review_action.setEnabled(True)
    old.reviews.reviewer = QUICK
    old.reviews.store = ReviewStore(tmp_path / "reviews")
    old.activateWindow()
    qtbot.waitUntil(old.isActiveWindow)
    with qtbot.waitSignal(old.reviews.opened, timeout=5000) as opened:
        qtbot.keyClick(old.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    review = opened.args[0]
    assert isinstance(review, ReviewDialog) and review.parent() is old and review.is_running()
    first_try = old.reviews.play_again(last, seat, 0)
    review.move(60, 50)
    where, practice_at = review.geometry(), first_try.geometry()
    earlier = Game(SHORT, seed=6)  # a game won at this table earlier in the evening
    while not earlier.is_game_over():
        step_randomly(earlier, rng)
    assert old.tally.add(GameRecord.from_game(earlier, {}))
    said = old.tally.text()
    short_table.host.seated[seat].abort()
    new = wait_for_the_new_window(qtbot, main, old)
    assert shiboken6.isValid(review) and review.isVisible() and review.parent() is new
    assert shiboken6.isValid(first_try) and first_try.isVisible() and first_try.parent() is new
    assert review.geometry() == where and first_try.geometry() == practice_at
    assert new.reviews.dialogs == [review] and new.reviews.practice == [first_try]
    assert len(new.tally) == 1 and new.tally.text() == said  # the evening's count goes on here
    wait_judged(review, qtbot)  # the analysis went on
    assert review.decisions
    with qtbot.waitSignal(review.decision_shown, timeout=5000):
        qtbot.mouseClick(review.worst_buttons[0], Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(new.reviews.practice_opened, timeout=5000) as again:
        qtbot.mouseClick(review.play_button, Qt.MouseButton.LeftButton)
    second_try = again.args[0]
    assert second_try.parent() is new and second_try.tries is first_try.tries
    qtbot.waitUntil(lambda: new.reviews.practice == [second_try], timeout=5000)
    assert not (shiboken6.isValid(first_try) and first_try.isVisible())
    new.close()
    assert not (shiboken6.isValid(review) and review.isVisible())
    assert not (shiboken6.isValid(second_try) and second_try.isVisible())
    main.controller.shutdown()
