"""A seat at a network table: the same table, animations, score sheet and
dialogs as at home, fed by the host's game through a `RemoteTable`.

The window is opened once the host has seated us and sent the table (it
shows what the client has been told, whatever arrived in between).  Only our
cards are known here; the host decides every action.  When the table goes
away (the host closed it, stopped answering, sent what this version cannot
follow, the network failed) the window says so in the player's words and
stays open, with the score sheet, until the player closes it or goes back
to the game at home.  At a finished table a guest asks for the next game
(Play again) and sees who else has; the host's player deals it at once.  A
player who hosts the table keeps it in this window: closing the window
closes the table, after asking.

Every finished game comes with its whole record from the host: it is kept
at once among the recent games (nothing of an evening is lost), and the
Expert may review it from here (Table ▸ Review the last game…, or the
game-over dialog's Review), as at home.  A game that ended while we were
away comes as we sit down again: kept likewise, and said on the table.
View ▸ Watch lets the Expert play our seat, sending its choices to the host
as we would; the record marks them, so the review leaves them out.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QInputDialog, QLabel, QMainWindow, QMenu, QMessageBox, QWidget

from hearts_desktop.ai import Level
from hearts_desktop.ai import hint as ai_hint
from hearts_desktop.ai.base import Player
from hearts_desktop.ai.hint import Hint
from hearts_desktop.ai.review import EXPERT_PLAYED
from hearts_desktop.model import events as ev
from hearts_desktop.model.actions import Action, PassAction
from hearts_desktop.model.cards import Seat
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.record import GameRecord
from hearts_desktop.net.client import TableClient, computer_levels
from hearts_desktop.net.limits import NEXT_GAME_SECONDS
from hearts_desktop.net.remote_table import RemoteTable
from hearts_desktop.services.recent_games import RecentGames
from hearts_desktop.services.settings import AppSettings
from hearts_desktop.services.sounds import SoundPlayer
from hearts_desktop.services.think_runner import ThinkRunner
from hearts_desktop.views.dialogs.howto import HowToDialog
from hearts_desktop.views.dialogs.score_sheet.score_sheet import ScoreSheetDialog
from hearts_desktop.views.dialogs.settings_tabs import level_text
from hearts_desktop.views.menu_action import menu_action
from hearts_desktop.views.network.gone_notice import CLOSED_HERE, GoneNotice
from hearts_desktop.views.network.hosting import HostedTable
from hearts_desktop.views.network.table_tally import TableTally
from hearts_desktop.views.play_checker import PlayChecker
from hearts_desktop.views.review_actions import ReviewActions
from hearts_desktop.views.table.controller import TableController
from hearts_desktop.views.table.table_scene import TableScene
from hearts_desktop.views.table.table_view import TableView
from hearts_desktop.views.table_dialogs import TableDialogs
from hearts_desktop.views.words.texts import Hearts, seat_name

MIN_WIDTH, MIN_HEIGHT = 800, 500
STALL_MINUTES = 2
"""At our own table: how long a friend may keep everyone waiting before the
host is reminded that a computer player can take the seat."""


class NetTableWindow(QMainWindow):
    back_home = Signal()  # the player chose to go back to the game at home

    def __init__(self, client: TableClient, settings: AppSettings, hosted: HostedTable | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        assert client.seat is not None, "open the window once the host has seated us"
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.client, self.settings, self.hosted = client, settings, hosted
        client.setParent(self)
        self.remote = RemoteTable(client, self)
        self.scene = TableScene(self.remote, parent=self)
        self.controller = TableController(self.remote, self.scene, settings, self)
        self.controller.take_seat(client.seat)
        self.view = TableView(self.scene, self.controller, self)
        self.view.set_asks_again(hosted is None)
        self.view.new_game_requested.connect(self.deal_again if hosted is not None else self.ask_again)
        self.setCentralWidget(self.view)
        self.kept_at: Path | None = None
        """Where that game was kept (None: not kept, or not yet)."""
        self._finished: GameRecord | None = None
        self._expert_moves: set[tuple[int, object]] = set()
        """What the Expert played for us in this game, by hand (`move_key`)."""
        self.controller.expert_acted.connect(self._expert_moved)
        self.recent = RecentGames()
        self.count_game: Callable[[GameRecord], str] | None = None
        """Counts a finished game of ours in the statistics and says how it
        went (the main window's session sets it; None: not counted)."""
        self.reviews = ReviewActions(lambda: self.finished, self.controller, self)
        self.tally = TableTally()
        """The games won at this table this evening (said when a game is over,
        in its dialog and on the finished table)."""
        self.scene.game_over_note = self.tally.text
        self.reviews.status.connect(self.statusBar().showMessage)
        self.dialogs = TableDialogs(self, self.controller, self.focus_table,
                                    self.deal_again if hosted is not None else self.ask_again,
                                    asks_again=hosted is None, review=self._review_finished,
                                    review_hands=False, game_over_note=self.tally.text)
        self.sounds = SoundPlayer(settings.sound_on, settings.sound_volume, self)
        self.hint_runner = ThinkRunner(self)
        self.hint_runner.finished.connect(self._hint_ready)
        self.hint_runner.failed.connect(self._hint_failed)  # a bound method: a lambda here would hold us
        self._hinted_for: Observation | None = None
        self.scene.event_shown.connect(self.sounds.event_shown)
        self.controller.status.connect(self.statusBar().showMessage)
        self.controller.notice.connect(self.show_notice)
        self.controller.turn_ready.connect(self.focus_table)
        self.remote.table_refreshed.connect(self.controller.refresh)
        self.remote.seats_changed.connect(self._seats_changed)
        self.remote.closed.connect(self._table_gone)
        self.remote.again_asked.connect(self._again_asked)
        self.remote.game_started.connect(self._next_game_started)
        self.checker = PlayChecker(self.remote, self._position, self)
        self.checker.enabled = settings.play_checker
        self.checker.table = self._checker_table
        self.checker.seconds = self._expert_seconds
        self.checker.verdict.connect(self._show_verdict)
        self._verdict_shown = ""
        self._before_play: Observation | None = None
        """Our seat as it was when the person's turn to play came (the checker reviews from it)."""
        self.controller.turn_ready.connect(self._turn_came)
        self.remote.event_published.connect(self._host_event)
        client.record_received.connect(self._game_recorded)
        client.earlier_record_received.connect(self._earlier_game_recorded)
        self._asked: list[Seat] = []
        self._again_by: float | None = None
        """When the host will deal the next game anyway (time.monotonic), once someone asked."""
        self._again_ticker = QTimer(self)
        self._again_ticker.timeout.connect(self._show_again_state)
        self.where = QLabel()
        self.where.setTextFormat(Qt.TextFormat.PlainText)
        self.statusBar().addPermanentWidget(self.where)
        self._seats = [(str(seat["name"]), bool(seat["held"])) for seat in client.seats]
        self.controller.set_remote_levels(computer_levels(client.seats))
        self.reopen: Callable[[TableClient, NetTableWindow], None] | None = None
        """Opens a window, in place of this one, for a client that sat down
        again at our seat after a drop (the main window sets it; None: this
        window does not sit down again by itself)."""
        self.gone = GoneNotice(self, client.joined_as, guest=hosted is None,
                               reopens=lambda: self.reopen is not None)
        self.gone.home_chosen.connect(self._go_home)
        self.gone.seated_again.connect(self._seated_again)
        self._make_menus()
        self.retranslate()
        self.setMinimumSize(MIN_WIDTH, MIN_HEIGHT)
        self.resize(1280, 800)
        self._stall_notice = ""
        """The reminder about a friend who keeps the table waiting, while it is shown."""
        self.stall_timer = QTimer(self)
        self.stall_timer.setSingleShot(True)
        self.stall_timer.setInterval(STALL_MINUTES * 60_000)
        self.stall_timer.timeout.connect(self._remind_of_a_stall)
        if hosted is not None:
            self.remote.event_published.connect(self._table_moved)
            self.remote.seats_changed.connect(self._table_moved)
            self.stall_timer.start()
        self.remote.show_again()
        # Records that came before this window (the host sends them right after the state).
        for earlier in client.earlier_records:
            self._earlier_game_recorded(earlier)
        if client.record is not None:
            self._game_recorded(client.record)

    # -- menus ------------------------------------------------------------------------

    def _action(self, menu: QMenu, slot: object,
                shortcut: str | QKeySequence.StandardKey | None = None) -> QAction:
        return menu_action(self, menu, slot, shortcut)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.table_menu = table = bar.addMenu("")
        self.score_action = self._action(table, self.show_score_sheet, "Ctrl+T")
        self.last_trick_action = self._action(table, self.view.toggle_last_trick)
        self.address_action = self._action(table, self.show_address)
        self.address_action.setVisible(self.hosted is not None)
        self.give_seat_action = self._action(table, self.give_seat_to_computer)
        self.give_seat_action.setVisible(self.hosted is not None)
        self.new_game_action = self._action(table, self.deal_again if self.hosted is not None
                                            else self.ask_again)
        self.hint_action = self._action(table, self.show_hint, "H")
        self.review_action = self._action(table, self.reviews.review_game, "Ctrl+R")
        self.review_action.setEnabled(self.finished is not None)
        table.addSeparator()
        self.leave_action = self._action(table, self.close, QKeySequence.StandardKey.Close)
        self.view_menu = view = bar.addMenu("")
        self.watch_action = self._action(view, self.controller.set_watching, "W")
        self.watch_action.setCheckable(True)
        self.controller.watching_changed.connect(self.watch_action.setChecked)
        self.fullscreen_action = self._action(view, self.toggle_fullscreen, "F11")
        self.help_menu = help_menu = bar.addMenu("")
        self.rules_action = self._action(help_menu, self.show_rules, "F1")

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Hearts — network table"))
        self.table_menu.setTitle(self.tr("&Table"))
        self.score_action.setText(self.tr("&Score sheet"))
        self.last_trick_action.setText(self.tr("&Last trick"))
        self.address_action.setText(self.tr("&Address and code…"))
        self.give_seat_action.setText(self.tr("&Give a seat to the computer…"))
        self.new_game_action.setText(self.tr("&New game at this table") if self.hosted is not None
                                     else self.tr("&Play again"))
        self.hint_action.setText(Hearts.tr("&Hint"))
        self.review_action.setText(self.tr("Re&view the last game…"))
        self.leave_action.setText(self.tr("&Close the table") if self.hosted is not None
                                  else self.tr("Leave the &table"))
        self.view_menu.setTitle(self.tr("&View"))
        self.watch_action.setText(Hearts.tr("&Watch the Expert play my seat"))
        self.fullscreen_action.setText(self.tr("&Fullscreen"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&How to play"))
        self._show_where()

    def _show_where(self) -> None:
        levels = ", ".join(level_text(level) for level in
                           sorted(set(self.controller.remote_levels.values()), key=list(Level).index))
        if self.gone.reason is not None:
            self.where.setText(self.tr("Not connected"))
        elif self.hosted is not None:
            text = self.tr("Your table: %1, code %2; computer players: %3") if levels else \
                self.tr("Your table: %1, code %2")
            self.where.setText(text.replace("%1", self.hosted.address_text()).replace("%2", self.hosted.code)
                               .replace("%3", levels))
        elif levels:
            text = self.tr("At %1; computer players: %2")
            self.where.setText(text.replace("%1", self.client.peer).replace("%2", levels))
        else:
            self.where.setText(self.tr("At %1").replace("%1", self.client.peer))

    # -- commands -------------------------------------------------------------------

    def focus_table(self) -> None:
        self.view.focus_hand()

    def show_notice(self, text: str) -> None:
        self.scene.show_notice(text)
        self.statusBar().showMessage(text)

    # The score sheet and the rules open window-modal with open(), never exec():
    # the table goes on behind them, and a window that gives its place to a
    # new connection (a seat taken again after a drop) must not be deleted
    # inside a nested event loop of its own.

    def show_score_sheet(self) -> None:
        if self.remote.has_game:
            self.dialogs.open(ScoreSheetDialog(self.remote.game, self))

    def show_rules(self) -> None:
        if self.remote.has_game:
            game = self.remote.game
            self.dialogs.open(HowToDialog(game.rules, game.players, self))

    def show_address(self) -> None:
        if self.hosted is None:
            return
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Your table"), "", parent=self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(self.tr("Friends on this network choose Game ▸ Join a table…, pick this table or "
                            "type an address, and give the code.\n\nAddresses: %1\nCode: %2")
                    .replace("%1", self.hosted.address_text()).replace("%2", self.hosted.code))
        box.exec()

    def toggle_fullscreen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def deal_again(self) -> None:
        """The host's next game at this table, with the same rules and players."""
        hosted = self.hosted
        if hosted is None or self.gone.reason is not None:
            return
        if not hosted.host.game.is_game_over():
            question = self.tr("Stop this game for everyone at the table and deal a new one?")
            asked = QMessageBox.question(self, self.tr("New game"), question)
            if asked != QMessageBox.StandardButton.Yes:
                return
        hosted.host.deal_next_game()

    def ask_again(self) -> None:
        """A guest at a finished table: ask the host for the next game."""
        if self.gone.reason is not None or not self.remote.has_game or not self.remote.game.is_game_over():
            return
        self.remote.ask_again()
        seat = self.client.seat
        if seat is not None and seat not in self._asked:
            self._asked = sorted([*self._asked, seat])
        self._show_again_state()

    def show_hint(self) -> None:
        """The Expert's suggestion for our seat, at the table's thinking time
        (H), said on the table; a hint that comes after the table moved on is
        dropped."""
        controller = self.controller
        if self.gone.reason is not None or not (controller.human_passing() or controller.human_to_play()):
            self.statusBar().showMessage(Hearts.tr("A hint is given when it is your turn"))
            return
        seen = self._hinted_for = self.remote.game.observation(controller.viewer)
        expert = controller.advisor(controller.viewer)
        self.statusBar().showMessage(Hearts.tr("Thinking about a hint…"))
        self.hint_runner.start(lambda stop: ai_hint(seen, stop=stop, player=expert))

    def _hint_ready(self, result: object) -> None:
        assert isinstance(result, Hint)
        if self.remote.has_game and self._hinted_for == self.remote.game.observation(self.controller.viewer):
            self.controller.hinted(result)

    def _hint_failed(self, error: object) -> None:
        self.statusBar().showMessage(Hearts.tr("No hint: %1").replace("%1", str(error)))

    def apply_settings(self, settings: AppSettings) -> None:
        """The player changed the settings in the main window: the table's
        options and sounds apply at once, and the watching Expert thinks at
        the new time from its next decision; at our own table, so do our
        computer players' levels and thinking time (at another, rules, seats
        and levels are the host's)."""
        self.settings = settings
        if self.hosted is not None:
            self.hosted.follow_settings(settings)
        self.controller.apply_settings(settings)
        self.controller.update_levels()
        self.checker.enabled = settings.play_checker
        self.sounds.set_options(settings.sound_on, settings.sound_volume)

    # -- the play checker ---------------------------------------------------------------

    def _position(self) -> tuple[int, int]:
        seen = self.remote.game.seen
        return seen.hand_number, seen.trick_number

    def _checker_table(self) -> list[Player | None]:
        return self.controller.remote_players(self.controller.viewer)

    def _expert_seconds(self) -> float | None:
        return self.settings.expert_think_time

    def _turn_came(self) -> None:
        controller = self.controller
        self._before_play = self.remote.game.observation(controller.viewer) if controller.human_to_play() \
            else None

    def _host_event(self, event: ev.Event, _public: object) -> None:
        """The host says our card was played: the person's (not the watching
        Expert's) goes to the play checker, from what the seat saw then."""
        before, seat = self._before_play, self.controller.viewer
        if not isinstance(event, ev.CardPlayed) or event.seat != seat or before is None:
            return
        self._before_play = None
        if not self.controller.watching and event.card in before.hand:
            self.checker.check(before, event.card)

    def _show_verdict(self, text: str) -> None:
        """The play checker's verdict, on the table and the status bar; ""
        (a new game) takes the last verdict away, and nothing else said."""
        if text:
            self._verdict_shown = text
            self.show_notice(text)
            self.statusBar().showMessage(text)
        else:
            self._take_back_notice(self._verdict_shown)

    def _take_back_notice(self, text: str) -> None:
        """Hide the table's notice if it still says `text` (and nothing else said since)."""
        if text and self.scene.notice.isVisible() and self.scene.notice.text == text:
            self.scene.hide_notice()

    # -- the finished game ---------------------------------------------------------------

    @property
    def finished(self) -> GameRecord | None:
        """The last game finished at this table, as the host sent it (the
        client checked it), with the moves the Expert made for us marked."""
        return self._finished

    def _expert_moved(self, action: Action) -> None:
        if self.remote.has_game:
            self._expert_moves.add(move_key(self.remote.game.hand_number, action))

    def _game_recorded(self, record: GameRecord) -> None:
        """The host sent the finished game's record: kept among the recent
        games at once, and offered for review."""
        if self.tally.add(record) | self.tally.add_games(self.client.table_games):
            self._tally_changed()
        marked = self._finished = with_expert_moves(record, self._expert_moves)
        self._expert_moves = set()  # the next game's are its own
        self.review_action.setEnabled(True)
        try:
            self.kept_at = self.recent.keep(marked)
        except OSError as error:  # the review still works from memory; the player is told
            self.kept_at = None
            self.statusBar().showMessage(self.tr("This game could not be kept: %1").replace("%1", str(error)))
            return  # and the host still owes it us
        self.client.say_kept(record)
        text = self.tr("This game is kept: Game ▸ Recent games, in the main window")
        if self.count_game is not None:
            text += " · " + self.count_game(marked)
        self.statusBar().showMessage(text)

    def _tally_changed(self) -> None:
        """The games won at this table are said anew, in the game-over dialog and on the table."""
        self.dialogs.refresh_game_over_note()
        self.scene.refresh_note()

    def _earlier_game_recorded(self, record: GameRecord) -> None:
        """A game that ended at this table while we were away: kept among the
        recent games (reviewed from there; this window reviews its own game),
        and among the games won at this table."""
        if self.tally.add(record):
            self._tally_changed()
        try:
            self.recent.keep(record)
        except OSError as error:
            text = self.tr("The game that ended while you were away could not be kept: %1")
            self.statusBar().showMessage(text.replace("%1", str(error)))
            return  # owed still: it comes again when we next sit down here
        self.client.say_kept(record)
        # On the table too: the status bar soon says whose turn it is.
        self.show_notice(self.tr("The game that ended while you were away is kept: "
                                 "Game ▸ Recent games, in the main window"))

    def _review_finished(self, _hands: set[int] | None) -> None:
        """The game-over dialog's Review: the whole game, for our seat."""
        self.reviews.review_game()

    # -- the next game ----------------------------------------------------------------------

    def _again_asked(self, asked: list[Seat], seconds: int | None) -> None:
        self._asked = list(asked)
        self._again_by = None if seconds is None else time.monotonic() + seconds
        if not self._again_ticker.isActive():
            self._again_ticker.start(1000)
        self._show_again_state()

    def _next_game_started(self) -> None:
        self._asked, self._again_by = [], None
        self._again_ticker.stop()
        if self.remote.game.is_fresh():  # a game whose record never came leaves no marks on this one
            self._expert_moves = set()

    def _show_again_state(self) -> None:
        """Who would play the next game, whom it waits for, and when it comes anyway."""
        if self.gone.reason is not None or not self.remote.has_game or not self.remote.game.is_game_over():
            self._again_ticker.stop()
            return
        names = self.remote.game.names
        held = [seat for seat, (_name, is_held) in enumerate(self._seats) if is_held]
        waiting = ", ".join(seat_name(names, seat) for seat in held if seat not in self._asked)
        asked = ", ".join(seat_name(names, seat) for seat in self._asked)
        by = self._again_by if self._again_by is not None else time.monotonic() + NEXT_GAME_SECONDS
        left = QLocale().toString(max(0, round(by - time.monotonic())))
        mine = self.client.seat in self._asked
        if self.hosted is not None:
            text = self.tr("%1 would play again. New game deals it now; otherwise it is dealt in %2 s.")
        elif mine and waiting:
            text = self.tr("You asked for the next game. Waiting for %3; it is dealt in %2 s at the latest.")
        elif mine:
            text = self.tr("Everyone asked: the next game is being dealt.")
        else:
            text = self.tr("%1 would play again: choose Play again to join them "
                           "(dealt in %2 s at the latest).")
        self.statusBar().showMessage(text.replace("%1", asked).replace("%2", left).replace("%3", waiting))
        self.view.new_game_button.setEnabled(self.hosted is not None or not mine)

    # -- what the table tells us ---------------------------------------------------------

    def _seats_changed(self, seats: list[dict[str, object]]) -> None:
        now = [(str(seat["name"]), bool(seat["held"])) for seat in seats]
        self.scene.rename(tuple(name for name, _ in now))
        levels = computer_levels(seats)
        self.controller.set_remote_levels(levels)
        for seat, ((name, held), (_old_name, was_held)) in enumerate(zip(now, self._seats)):
            shown = seat_name(tuple(name for name, _ in now), seat)
            if held and not was_held:
                self.statusBar().showMessage(self.tr("%1 sat down at the table").replace("%1", shown))
            elif was_held and not held and seat in levels:
                text = self.tr("%1 left the table: a computer player at level %2 plays the seat")
                level = level_text(levels[seat])
                self.statusBar().showMessage(text.replace("%1", shown).replace("%2", level))
            elif was_held and not held:
                self.statusBar().showMessage(
                    self.tr("%1 left the table: a computer player plays the seat").replace("%1", shown))
        self._seats = now
        self._show_where()

    def _table_moved(self, *_what: object) -> None:
        """Something happened at our table: the wait starts again, and a
        reminder about the one who kept it waiting is no longer true."""
        self._take_back_notice(self._stall_notice)
        self._stall_notice = ""
        if self.gone.reason is None:
            self.stall_timer.start()

    def _remind_of_a_stall(self) -> None:
        """Nothing happened at our table for a while, and it waits for a
        friend, not for us: say whom, and what the host can do about it."""
        if self.hosted is None or self.gone.reason is not None:
            return
        host = self.hosted.host
        game = host.game
        if game.is_game_over():
            return
        awaited = set(game.seats_to_pass()) if game.turn is None else {game.turn}
        if self.controller.viewer in awaited:
            return  # the table waits for us as well: no word about the others
        friends = [seat for seat in sorted(awaited) if seat in host.seated]
        if not friends:
            return
        names = ", ".join(seat_name(game.names, seat) for seat in friends)
        text = self.tr("The table has waited %n minutes for %1. If they walked away, Table ▸ Give a seat "
                       "to the computer… lets a computer player play for them until they join again.",
                       None, STALL_MINUTES)
        self._stall_notice = text.replace("%1", names)
        # Not for a few seconds, as other notices: the host may look away while
        # waiting.  It stays until the table moves (an hour at most).
        self.scene.show_notice(self._stall_notice, 3_600_000)
        self.statusBar().showMessage(self._stall_notice)

    def give_seat_to_computer(self) -> None:
        """At our own table: let the computer play a friend's seat (one who
        walked away and keeps everyone waiting); they are told, and take the
        seat back by joining again with the code."""
        if self.hosted is None or self.gone.reason is not None:
            return
        host = self.hosted.host
        names = [(seat, seat_name(host.game.names, seat)) for seat in sorted(host.seated)
                 if seat != self.controller.viewer]
        if not names:
            self.statusBar().showMessage(self.tr("Nobody else sits at the table"))
            return
        chosen, ok = QInputDialog.getItem(self, self.tr("Give a seat to the computer"),
                                          self.tr("A computer player takes this seat until its player "
                                                  "joins again with the code:"),
                                          [name for _seat, name in names], 0, False)
        seat = next((seat for seat, name in names if name == chosen), None)
        if ok and seat is not None:
            host.give_to_computer(seat)  # the table then says who left, and who plays the seat

    def _table_gone(self, reason: str) -> None:
        if self.gone.reason is not None:
            return
        self.gone.reason = reason  # (at once: the table's state below reads it)
        self._again_ticker.stop()
        self.stall_timer.stop()
        self.controller.shutdown()
        self.scene.stop_turns()
        self.view.pass_button.setVisible(False)
        self.view.offers_new_game = False
        self.view.new_game_button.setVisible(False)
        self.new_game_action.setEnabled(False)
        self.watch_action.setEnabled(False)
        self.hint_action.setEnabled(False)
        self.hint_runner.cancel()
        self.gone.table_gone(reason)
        self._show_where()

    def _seated_again(self, client: TableClient) -> None:
        if self.reopen is not None:
            self.reopen(client, self)

    def _go_home(self) -> None:
        """Back to the game at home: this window closes (its table is gone)."""
        self.back_home.emit()
        self.close()

    def take_over_from(self, old: NetTableWindow) -> None:
        """In place of `old`, whose table dropped us: where it was, at its
        size, watching if it watched, with what the Expert played for us in
        this game if the game is the same one, the last game finished, the
        games won at this table, and the reviews and hands played again open
        there, as they were."""
        self.setGeometry(old.geometry())
        self.reviews.take_over(old.reviews)
        if self.tally.merge(old.tally):
            self._tally_changed()
        if old.isMaximized():
            self.showMaximized()
        if self.client.record is None and not self.client.earlier_records:
            self._expert_moves |= old._expert_moves
        if self._finished is None and old._finished is not None:  # Ctrl+R still reviews the last game
            self._finished, self.kept_at = old._finished, old.kept_at
            self.review_action.setEnabled(True)
        if old.controller.watching:
            self.controller.set_watching(True)
        self.show_notice(self.tr("You are back at your seat"))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.hosted is not None and self.gone.reason is None and self.isVisible():
            asked = QMessageBox.question(
                self, self.tr("Close the table"),
                self.tr("Close the table? The others are told, and the game is kept to resume."))
            if asked != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        self.gone.reason = self.gone.reason or CLOSED_HERE
        self._again_ticker.stop()
        self.stall_timer.stop()
        self.gone.stop()
        self.reviews.close_all()
        self.hint_runner.shutdown()
        self.checker.shutdown()
        self.controller.shutdown()
        self.sounds.shutdown()
        self.client.leave()
        if self.hosted is not None:
            self.hosted.close()
        super().closeEvent(event)


def move_key(hand: int, action: Action) -> tuple[int, object]:
    """An action of ours as the record will hold it, in its hand (a pass's
    cards in any order)."""
    if isinstance(action, PassAction):
        return hand, (action.seat, frozenset(action.cards))
    return hand, action


def with_expert_moves(record: GameRecord, moves: set[tuple[int, object]]) -> GameRecord:
    """`record` with the indices of the actions the Expert chose for us
    (`moves`, by `move_key`) as its `expert_played`, as a game at home keeps
    them: the review leaves them out."""
    if not moves:
        return record
    game = record.new_game()
    played = []
    for index, action in enumerate(record.actions):
        if move_key(game.hand_number, action) in moves:
            played.append(index)
        game.apply(action)
    return replace(record, metadata={**record.metadata, EXPERT_PLAYED: played})
