"""The headless host: `hearts-desktop --serve PORT --code CODE [--players N]
[--preset NAME] [--level LEVEL[,LEVEL...]] [--think TIME] [--listen ADDRESS]... [--new]`.

A table with no window.  Computer players hold every seat nobody has joined;
the game waits for the first player.  The game is saved after every action
(in the app's data folder, `network/`) and a restarted host resumes it,
unless `--new` is given (the saved game is then kept aside).  The finished
games it owes players who were away (`earlier_record`) are saved beside it
(`owed.json`) and still owed after a restart; the games finished at the
table go with its saved game (`codec.FinishedGame`).  SIGTERM or
Ctrl+C tells the clients, saves and stops within a second.  At a finished
table the next game is dealt when every seated player has asked for it, a
minute after the first asked, or when the last player has left.
"""

from __future__ import annotations

import contextlib
import json
import logging
import random
import signal
import socket
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QEventLoop, QObject, QSocketNotifier, QSysInfo
from PySide6.QtNetwork import QHostAddress

from hearts_desktop.ai import Level, thinking_seconds
from hearts_desktop.ai.review import COMPUTER_PLAYED, marked_actions
from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import PRESETS, HouseRules
from hearts_desktop.net.codec import TABLE_GAMES, FinishedGame, table_games_from_wire
from hearts_desktop.net.discovery import Announcer
from hearts_desktop.net.guard import Throttle
from hearts_desktop.net.host import OWED_RECORDS, Owed, TableHost, reserved_seats
from hearts_desktop.net.messages import CODE_DIGITS, MAX_NAME
from hearts_desktop.net.wire import MAX_HOST_MESSAGE, ProtocolError, frame_json, frame_text
from hearts_desktop.services.autosave import Autosave
from hearts_desktop.services.storage import app_data_dir, atomic_write, set_aside
from hearts_desktop.services.translation import TranslationContext

EXIT_USAGE = 2
OWED_FILE = "owed.json"
"""Beside the saved network game: the records the host owes (`TableHost.owed`)."""


class ServeWords(TranslationContext):
    """A translation context: `ServeWords.tr("literal")` (see services.translation)."""


@dataclass
class ServeOptions:
    port: int = 0
    code: str = ""
    players: int = 4
    rules: HouseRules = PRESETS[0].rules
    levels: tuple[Level, ...] = (Level.STRONG,)
    """The computer players' level: one for every seat, or one a seat (--level)."""
    think_time: float | None = None
    """The Expert's seconds a decision (--think; None: its default)."""
    listen: list[str] = field(default_factory=list)
    new: bool = False


class UsageError(ValueError):
    pass


def _preset(name: str) -> HouseRules:
    """A preset by id (V2), name or other name, or the start of one ("omnibus")."""
    wanted = name.casefold()
    names = {preset: [known.casefold() for known in (preset.id, preset.name, *preset.aliases)]
             for preset in PRESETS}
    exact = [preset for preset, known in names.items() if wanted in known]
    starts = [preset for preset, known in names.items() if any(item.startswith(wanted) for item in known)]
    found = exact or (starts if len(starts) == 1 else [])
    if found:
        return found[0].rules
    choices = ", ".join(preset.name for preset in PRESETS)
    text = ServeWords.tr("Unknown preset: %1 (choose one of %2)")
    raise UsageError(text.replace("%1", name).replace("%2", choices))


def parse_serve(words: list[str]) -> ServeOptions:
    """Read the --serve command line (the program name already removed)."""
    options = ServeOptions()
    words = list(words)
    while words:
        word = words.pop(0)
        if word == "--new":
            options.new = True
            continue
        if word not in ("--serve", "--code", "--players", "--preset", "--level", "--think", "--listen"):
            raise UsageError(ServeWords.tr("Unknown option: %1").replace("%1", word))
        if not words:
            raise UsageError(ServeWords.tr("%1 needs a value").replace("%1", word))
        value = words.pop(0)
        if word == "--serve":
            if not value.isdigit() or not 0 < int(value) < 65536:
                text = ServeWords.tr("The port must be a number from 1 to 65535, not %1")
                raise UsageError(text.replace("%1", value))
            options.port = int(value)
        elif word == "--code":
            if len(value) != CODE_DIGITS or not value.isascii() or not value.isdigit():
                raise UsageError(ServeWords.tr("The join code must be 6 digits"))
            options.code = value
        elif word == "--players":
            if value not in {"3", "4", "5", "6", "7"}:
                raise UsageError(ServeWords.tr("A table has 3 to 7 players, not %1").replace("%1", value))
            options.players = int(value)
        elif word == "--preset":
            options.rules = _preset(value)
        elif word == "--level":
            options.levels = _levels(value)
        elif word == "--think":
            try:
                options.think_time = thinking_seconds(value)
            except ValueError:
                raise UsageError(ServeWords.tr("The Expert's thinking time is quick, normal, deep, very-deep "
                                               "or seconds, not %1").replace("%1", value)) from None
        else:
            if QHostAddress(value).isNull():
                raise UsageError(ServeWords.tr("Not an address: %1").replace("%1", value))
            options.listen.append(value)
    if not options.port or not options.code:
        raise UsageError(ServeWords.tr("--serve needs a port and --code needs a 6-digit join code"))
    if len(options.levels) not in (1, options.players):
        raise UsageError(ServeWords.tr("--level needs one level, or one for each of the %n seats",
                                       None, options.players))
    return options


def _levels(value: str) -> tuple[Level, ...]:
    """`expert`, or one level a seat from the first: `strong,expert,casual,hard`."""
    levels = []
    for name in value.split(","):
        try:
            levels.append(Level(name.strip().casefold()))
        except ValueError:
            raise UsageError(ServeWords.tr("Unknown level: %1").replace("%1", name.strip())) from None
    return tuple(levels)


def fit_levels(levels: tuple[Level, ...], players: int) -> tuple[Level, ...]:
    """One level a seat for a table of `players` (a resumed game may have
    another number of players than asked for): a seat without its own level
    gets the only one given, else Strong, as Settings does."""
    if len(levels) in (1, players):
        return levels
    return tuple(levels[seat] if seat < len(levels) else Level.STRONG for seat in range(players))


def open_table(options: ServeOptions, say: object = print) -> TableHost:
    """The host for `options`: the saved network game resumed, or a new one."""
    assert callable(say)
    folder = app_data_dir() / "network"
    autosave = Autosave(folder)
    found = autosave.load()
    if found.message:
        say(found.message)
    record: GameRecord | None = found.record
    if options.new and record is not None:
        kept = autosave.keep_aside()
        say(ServeWords.tr("The saved network game was kept as %1").replace("%1", str(kept)))
        record = None
    if record is not None and found.game is not None:
        game = found.game
        reserved = reserved_seats(record)
        computers = marked_actions(record, COMPUTER_PLAYED)  # still not its people's
        finished = saved_table_games(record, say)
        text = ServeWords.tr("Resuming the saved network game at hand %1")
        say(text.replace("%1", str(game.hand_number + 1)))
    else:
        game = Game(options.rules, options.players, seed=random.randrange(1 << 30), deal_numbers=())
        reserved, computers, finished = {}, set(), []

    def save(saved: GameRecord | None) -> None:
        try:
            if saved is None:
                autosave.clear()
            else:
                autosave.save(saved)
        except OSError as error:
            say(ServeWords.tr("The game could not be saved: %1").replace("%1", str(error)))

    levels = fit_levels(options.levels, game.players)
    return TableHost(game, options.code, level=levels, think_time=options.think_time, save=save,
                     throttle=Throttle(), reserved=reserved, computer_played=computers, table_games=finished,
                     owed=load_owed(folder / OWED_FILE, say), keep_owed=owed_keeper(folder / OWED_FILE, say))


def saved_table_games(record: GameRecord, say: Callable[[str], object]) -> list[FinishedGame]:
    """The games finished at the table before its saved game (none, with a
    message, if the list does not fit: the game itself resumes all the same)."""
    try:
        return table_games_from_wire(record.metadata.get(TABLE_GAMES, []))
    except ValueError as error:
        say(ServeWords.tr("The games finished earlier at this table could not be read (%1); "
                          "the table counts its games won from now on").replace("%1", str(error)[:200]))
        return []


def load_owed(path: Path, say: Callable[[str], object]) -> Owed:
    """The records an earlier run owed (`owed_keeper`'s file); a file that
    cannot be read is set aside, with a message, and nothing is owed."""
    try:
        data = json.loads(path.read_bytes())
        entries = data["owed"][-OWED_RECORDS:]
        owed: Owed = {}
        for entry in entries:
            name, number, text = entry["name"], entry["game"], entry["message"]
            message = json.loads(text)
            if not (isinstance(name, str) and 0 < len(name) <= 2 * MAX_NAME and type(number) is int
                    and number >= 1 and message.get("type") == "earlier_record"
                    and message.get("game") == number):
                raise ValueError(f"not a record owed: {str(entry)[:80]}")
            owed[name] = (number, frame_json(text, "earlier_record", MAX_HOST_MESSAGE))
        return owed
    except FileNotFoundError:
        return {}
    except (OSError, ValueError, LookupError, TypeError, AttributeError, ProtocolError) as error:
        try:
            kept = str(set_aside(path))
        except OSError:
            kept = str(path)
        text = ServeWords.tr("The games owed to players who were away could not be read (%1); "
                             "the file was kept as %2")
        say(text.replace("%1", str(error)[:200]).replace("%2", kept))
        return {}


def owed_keeper(path: Path, say: Callable[[str], object]) -> Callable[[Owed], None]:
    """What writes the records a host owes to `path` whenever they change."""
    def keep(owed: Owed) -> None:
        entries: list[dict[str, Any]] = [{"name": name, "game": number, "message": frame_text(frame)}
                                         for name, (number, frame) in owed.items()]
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            text = json.dumps({"version": 1, "owed": entries}, ensure_ascii=False)
            atomic_write(path, text.encode("utf-8"))
        except OSError as error:
            say(ServeWords.tr("The games owed to players who were away could not be saved: %1")
                .replace("%1", str(error)))
    return keep


class SignalWaker(QObject):
    """SIGTERM and Ctrl+C at once, however busy or idle the loop is.

    Python runs a signal handler only when the interpreter next gets control,
    and Qt's loop may sleep in C for as long as nothing happens.  The C-level
    handler writes to a socket (`signal.set_wakeup_fd`); a notifier on the
    other end wakes the loop, and the Python handler runs then."""

    def __init__(self, stop: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._previous = signal.set_wakeup_fd(self._writer.fileno())
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)
        self._stop = stop
        for number in (signal.SIGTERM, signal.SIGINT):
            signal.signal(number, self._handle)

    def _handle(self, _signal: int, _frame: object) -> None:
        self._stop()

    def _woken(self) -> None:
        with contextlib.suppress(OSError):
            self._reader.recv(512)

    def close(self) -> None:
        signal.set_wakeup_fd(self._previous)
        self._notifier.setEnabled(False)
        self._reader.close()
        self._writer.close()


STOP_MS = 600
"""How long a stopping host lets its goodbyes travel (it exits within a second)."""


def serve(words: list[str]) -> int:
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    try:
        options = parse_serve(words)
    except UsageError as error:
        print(error, file=sys.stderr)
        return EXIT_USAGE
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    stopping: list[bool] = []

    def stop() -> None:
        stopping.append(True)
        app.quit()

    # Before anything is opened, so that a stop at any moment is a clean one.
    waker = SignalWaker(stop)
    host = open_table(options)
    addresses = [QHostAddress(text) for text in options.listen]
    if not host.listen(options.port, addresses):
        print(ServeWords.tr("Cannot listen on port %1: %2").replace("%1", str(options.port))
              .replace("%2", host.last_error or ""), file=sys.stderr)
        waker.close()
        return 1
    where = ", ".join(options.listen) or ServeWords.tr("every address of this computer")
    print(ServeWords.tr("Serving a table of %1 on port %2 (%3); join code %4")
          .replace("%1", str(host.game.players)).replace("%2", str(host.port)).replace("%3", where)
          .replace("%4", options.code), flush=True)
    # Friends' Join dialogs find the table by its beacon (never on loopback alone).
    beacon: Announcer | None = None
    if not options.listen or any(not QHostAddress(text).isLoopback() for text in options.listen):
        beacon = Announcer(QSysInfo.machineHostName() or "Hearts", host.port,
                           host.free_seats, levels=host.free_levels, parent=host)
        beacon.start()
    host.game_finished.connect(lambda: print(ServeWords.tr("Game over: %1").replace(
        "%1", ", ".join(f"{name} {total}" for name, total in zip(host.game.names, host.game.totals,
                                                                 strict=True))), flush=True))

    if not stopping:
        app.exec()
    if beacon is not None:
        beacon.stop()
    host.close("the host was stopped")  # the protocol's words: each client says them in its language
    deadline = QDeadlineTimer(STOP_MS)
    while host.sending() and not deadline.hasExpired():  # let the goodbyes reach the clients
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    waker.close()
    print(ServeWords.tr("The table is closed; the game is saved."), flush=True)
    return 0
