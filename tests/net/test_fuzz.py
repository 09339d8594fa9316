"""Fuzzing the host: more than 10,000 malformed, oversized, truncated,
out-of-turn, wrong-seat and replayed messages while three honest clients
play.  The host stays up, the honest clients are never refused, and the
game's record is the one a clean run with the same seed makes."""

from __future__ import annotations

import json
import random
import socket
import struct
import threading
from collections.abc import Iterator

from pytestqt.qtbot import QtBot

from hearts_desktop.ai import decide
from hearts_desktop.model.actions import Action, MoonAction, PassAction, PlayAction
from hearts_desktop.model.cards import ALL_CARDS
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import MoonChoice
from hearts_desktop.model.state import Phase
from hearts_desktop.net.bot import SeatBot
from hearts_desktop.net.client import TableClient, must_act
from hearts_desktop.net.guard import Door
from hearts_desktop.net.messages import action_message
from hearts_desktop.net.wire import MAX_MESSAGE, encode_frame
from tests.net.helpers import CODE, Table, open_host, play_to_end

RAW_CONNECTIONS = 6000
JUNK_PER_TURN = 40


def _frame(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


def raw_junk(rng: random.Random) -> Iterator[tuple[bytes, bool]]:
    """One bad opening per connection, and whether it is a whole frame (which
    must be answered with an error) or a cut one (the host just hangs up)."""
    cut = [
        lambda: bytes(rng.randrange(256) for _ in range(rng.randrange(1, 4))),  # noise, not even a length
        lambda: struct.pack(">I", 100) + b'{"type": "jo',  # truncated
    ]
    kinds = [
        lambda: struct.pack(">I", MAX_MESSAGE + rng.randrange(1, 1 << 20)),  # oversized
        lambda: bytes(rng.randrange(128, 256) for _ in range(rng.randrange(4, 40))),  # noise: a huge length
        lambda: _frame(b"\xc3\x28"),  # not UTF-8
        lambda: _frame(b'{"type": "join", "version": 1,'),  # not JSON
        lambda: _frame(b"[]"),  # not an object
        lambda: _frame(json.dumps({"type": rng.choice(["play", "ping", "join", "x"])}).encode()),
        lambda: encode_frame({"type": "play", "id": 1, "seat": 0, "card": "2C"}),  # before joining
        lambda: encode_frame({"type": "join", "version": 99, "code": CODE, "name": "Old"}),
        lambda: encode_frame({"type": "join", "version": 1, "code": f"{rng.randrange(10**6):06d}",
                              "name": "Mallory"}),
        lambda: encode_frame({"type": "join", "version": 1, "code": CODE, "name": "x" * 500}),
        lambda: encode_frame({"type": "join", "version": 1, "code": CODE, "name": "Eve", "seat": 0}),
    ]
    for index in range(RAW_CONNECTIONS):
        if index % 7 == 0:
            yield cut[index % 2](), False
        else:
            yield kinds[index % len(kinds)](), True


def attack(port: int, results: list[str]) -> None:
    """From another thread, with plain sockets, as a hostile program would."""
    rng = random.Random(7)
    for junk, whole in raw_junk(rng):
        with socket.create_connection(("127.0.0.1", port), timeout=10) as peer:
            peer.sendall(junk)
            if not whole:
                peer.shutdown(socket.SHUT_WR)  # hangs up halfway through a frame
            answer = b""
            try:
                while chunk := peer.recv(4096):
                    answer += chunk
            except OSError:  # reset after the answer
                pass
            if whole:
                results.append("error" if b'"error"' in answer
                               else f"no error for {junk[:60]!r}: {answer[:80]!r}")
            else:
                results.append("closed" if not answer else f"answered a cut frame: {answer[:80]!r}")


class MischiefBot(SeatBot):
    """An honest player whose client also sends, at every one of its turns,
    junk the host must refuse: cards it does not hold, illegal cards, the
    wrong phase, other seats, its own earlier actions again; and right after
    its play, when the turn has surely moved on, a play out of turn."""

    def __init__(self, client: TableClient, seed: int) -> None:
        super().__init__(client, seed=seed)
        self.rng = random.Random(seed)
        self.sent_junk = 0
        self.history: list[Action] = []
        """This hand's actions: sent again, each is surely refused (an earlier
        hand's pass or card could be legal again in a new hand)."""
        self._hand = -1

    def _observed(self, observation: Observation) -> None:
        if observation.phase is Phase.GAME_OVER or not must_act(observation):
            return
        key = (observation.hand_number, observation.phase, len(observation.tricks),
               len(observation.current_trick))
        if key == self._last:
            return
        self._last = key
        if observation.hand_number != self._hand:
            self._hand, self.history = observation.hand_number, []
        for _ in range(JUNK_PER_TURN):
            self._send_junk(observation)
        action = decide(self._player, observation)
        self.client.send_action(action)
        self.history.append(action)
        if isinstance(action, PlayAction) and self._turn_moves_on(observation, action):
            spare = [card for card in observation.hand if card is not action.card]
            if spare:
                self.client.send_action(PlayAction(observation.seat, self.rng.choice(spare)))
                self.sent_junk += 1

    def _turn_moves_on(self, observation: Observation, action: PlayAction) -> bool:
        """After this play someone else must act (the trick goes on, or we do not win it)."""
        trick = [*observation.current_trick, (observation.seat, action.card)]
        if len(trick) < observation.players:
            return True
        led = trick[0][1].suit
        winner = max((play for play in trick if play[1].suit is led), key=lambda play: play[1].rank)[0]
        return winner != observation.seat and len(observation.hand) > 1

    def _send_junk(self, observation: Observation) -> None:
        seat, rng = observation.seat, self.rng
        held = set(observation.hand)
        others = [card for card in ALL_CARDS if card not in held]
        illegal = [card for card in observation.hand if card not in observation.legal]
        choices: list[Action] = [
            PlayAction(seat, rng.choice(others)),  # not in the hand
            PlayAction((seat + 1) % observation.players, rng.choice(observation.hand)),  # another seat
            PassAction(seat, tuple(observation.hand[:2])),  # the wrong count (or phase)
            MoonAction(seat, MoonChoice.ADD_TO_OTHERS),  # no moon to settle
        ]
        if observation.phase is Phase.PLAYING:
            choices.append(PassAction(seat, tuple(observation.hand[:3])))  # passing is over
            if illegal:
                choices.append(PlayAction(seat, rng.choice(illegal)))  # against R6–R9
        if self.history:
            choices.append(rng.choice(self.history))  # replayed
        self.client._send(action_message(rng.randrange(1 << 20), rng.choice(choices)))
        self.sent_junk += 1


def canonical(actions: list[Action]) -> list[Action]:
    """The actions with each round of passes in seat order (passes of one
    round are simultaneous, so their order of arrival is not part of the game)."""
    out: list[Action] = []
    run: list[PassAction] = []
    for action in [*actions, None]:
        if isinstance(action, PassAction):
            run.append(action)
            continue
        out += sorted(run, key=lambda item: item.seat)
        run = []
        if action is not None:
            out.append(action)
    return out


def _play(qtbot: QtBot, mischief: bool) -> tuple[Table, MischiefBot | None, list[str]]:
    # Every bad message is let in and answered: here the answers are tested, not the limits
    # (tests/net/test_limits.py), which would soon turn this crowd away.
    table = open_host(seed=23, door=Door(per_address=RAW_CONNECTIONS, errors_burst=10 * RAW_CONNECTIONS))
    table.host.allowance = (1e9, 1e9)
    bad: MischiefBot | None = None
    for seat in range(3):
        client = TableClient()
        if seat == 0 and mischief:
            bad = MischiefBot(client, seat)
            table.bots.append(bad)
        else:
            table.bots.append(SeatBot(client, seed=seat, parent=client))
        table.clients.append(client)
        with qtbot.waitSignal(client.state_received, timeout=5000):
            client.connect_to("127.0.0.1", table.host.port, CODE, f"P{seat}")
    results: list[str] = []
    attacker = threading.Thread(target=attack, args=(table.host.port, results), daemon=True) if mischief \
        else None
    if attacker is not None:
        attacker.start()
    play_to_end(qtbot, table, timeout=240_000)
    if attacker is not None:
        qtbot.waitUntil(lambda: not attacker.is_alive(), timeout=240_000)
    return table, bad, results


def test_ten_thousand_bad_messages_change_nothing(qtbot: QtBot) -> None:
    clean, _, _ = _play(qtbot, mischief=False)
    fuzzed, bad, results = _play(qtbot, mischief=True)
    assert bad is not None
    assert len(results) == RAW_CONNECTIONS
    assert all(result in ("error", "closed") for result in results), \
        [result for result in results if result not in ("error", "closed")][:3]
    assert bad.sent_junk + len(results) >= 10_000, (bad.sent_junk, len(results))
    print(f"fuzz: {len(results)} hostile connections, {bad.sent_junk} refused actions")
    assert len(bad.refusals) == bad.sent_junk  # every bad action was refused, with a reason
    assert all(not bot.refusals for bot in fuzzed.bots if bot is not bad)
    assert canonical(fuzzed.host.game.actions) == canonical(clean.host.game.actions)
    assert fuzzed.host.game.totals == clean.host.game.totals
    assert set(fuzzed.host.seated) == {0, 1, 2}  # the honest clients are all still there
    for table in (clean, fuzzed):
        for client in table.clients:
            client.leave()
        table.host.close()
