"""The main window: the table, the status line and the menus.

It also shows the table's dialogs (end of hand, moon, end of game) when the
controller announces them, at their place in the animation queue.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QMargins, QPoint, QRect, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAction,
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMainWindow, QMenu, QWidget

from hearts_desktop.ai import hint as ai_hint
from hearts_desktop.ai.hint import Hint
from hearts_desktop.model.deal import format_deal_number
from hearts_desktop.model.game import Game
from hearts_desktop.model.qt_adapter import GameAdapter
from hearts_desktop.net.client import TableClient
from hearts_desktop.services import i18n
from hearts_desktop.services.learning.progress import ProgressReviews
from hearts_desktop.services.session import GameSession
from hearts_desktop.services.settings import AppSettings, save_settings
from hearts_desktop.services.sounds import SoundPlayer
from hearts_desktop.services.think_runner import ThinkRunner
from hearts_desktop.views.dialogs.howto import HowToDialog
from hearts_desktop.views.dialogs.info_dialogs import AboutDialog, ShortcutsDialog, table_keys
from hearts_desktop.views.dialogs.play_deal_dialog import PlayDealDialog
from hearts_desktop.views.dialogs.recent_games_dialog import RecentGamesDialog
from hearts_desktop.views.dialogs.score_sheet.score_sheet import ScoreSheetDialog
from hearts_desktop.views.dialogs.settings_dialog import SettingsDialog
from hearts_desktop.views.menu_action import menu_action
from hearts_desktop.views.network.host_dialog import HostDialog
from hearts_desktop.views.network.hosting import HostedTable
from hearts_desktop.views.network.join_dialog import JoinDialog
from hearts_desktop.views.network.table_window import NetTableWindow
from hearts_desktop.views.review_actions import ReviewActions
from hearts_desktop.views.session_actions import SessionActions
from hearts_desktop.views.table.controller import PlayerFactory, TableController, _default_factory
from hearts_desktop.views.table.table_scene import TableScene
from hearts_desktop.views.table.table_view import TableView
from hearts_desktop.views.table_dialogs import TableDialogs
from hearts_desktop.views.words.scene_text import deal_share_text, preset_name
from hearts_desktop.views.words.texts import Hearts

# The table stays readable down to this size (the menu bar may need more):
# a 1024×600 netbook screen less its panel and the window's frame.
MIN_WIDTH, MIN_HEIGHT = 800, 500
PREFERRED_SIZE = (1280, 800)
FRAME_GUESS = QMargins(8, 40, 8, 8)
"""A window frame (title bar above), until the window manager has drawn one."""
GEOMETRY_KEY, STATE_KEY = "window/geometry", "window/state"


def first_placement(available: QRect, minimum: QSize) -> tuple[QRect, bool]:
    """The window's rectangle (without its frame) on its first start, and
    whether to maximize it: its preferred size, centred, where the screen's
    available area has room for it and a frame; else all of that area."""
    room = available.marginsRemoved(FRAME_GUESS)
    preferred = QSize(*PREFERRED_SIZE)
    if room.width() >= preferred.width() and room.height() >= preferred.height():
        placed = QRect(QPoint(0, 0), preferred)
        placed.moveCenter(room.center())
        return placed, False
    return QRect(room.topLeft(), room.size().expandedTo(minimum)), True


class MainWindow(QMainWindow):
    def __init__(self, settings: AppSettings | None = None, factory: PlayerFactory = _default_factory,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or AppSettings()
        self.adapter = GameAdapter(Game(self.settings.rules, self.settings.players,
                                        names=self.settings.seat_names()), self)
        self.scene = TableScene(self.adapter, parent=self)
        self.controller = TableController(self.adapter, self.scene, self.settings, self, factory)
        self.sounds = SoundPlayer(self.settings.sound_on, self.settings.sound_volume, self)
        self.scene.event_shown.connect(self.sounds.event_shown)
        self.view = TableView(self.scene, self.controller, self)
        self.view.new_game_requested.connect(self.new_game)
        self.setCentralWidget(self.view)
        self.session = GameSession(self.adapter, self)
        self.session_actions = SessionActions(self.session, self.controller, self)
        self.session_actions.status.connect(self._show_status)
        self.reviews = ReviewActions(self.session.record, self.controller, self)
        self.reviews.status.connect(self._show_status)
        self.dialogs = TableDialogs(self, self.controller, self.focus_table, self.new_game,
                                    review=self._review_hands)
        self.verdict = QLabel()  # the play checker's last verdict stays until the next one
        self._verdict_text = ""
        self.verdict.setAccessibleName(Hearts.tr("Play checker"))
        self.statusBar().addPermanentWidget(self.verdict)
        self.session_actions.checker.verdict.connect(self._show_verdict)
        self.controller.status.connect(self._show_status)
        self.controller.notice.connect(self.show_notice)
        self.controller.expert_acted.connect(self.session.note_expert_played)
        # Each finished game reviewed in the background for the statistics'
        # progress chart; started by the app (`review_progress`), not in tests.
        self.progress = ProgressReviews(self.session.statistics, parent=self)
        self._progress_on = False
        self.session.game_recorded.connect(self._game_recorded)
        self.hint_runner = ThinkRunner(self)
        self.hint_runner.finished.connect(self._hint_ready)
        self.hint_runner.failed.connect(
            lambda error: self._show_status(Hearts.tr("No hint: %1").replace("%1", str(error))))
        self.resize(*PREFERRED_SIZE)
        self.setMinimumSize(MIN_WIDTH, MIN_HEIGHT)
        self._placement: QSettings | None = None
        """Where the window's geometry is kept (the app's QSettings; none in tests)."""
        # The keys play cards again whenever the table waits for the player.
        self.controller.turn_ready.connect(self.focus_table)
        self.session_actions.dialog_closed.connect(self.focus_table)
        self.network_windows: list[NetTableWindow] = []
        self._make_menus()
        self.retranslate()

    def _show_verdict(self, text: str) -> None:
        self._verdict_text = text
        self.verdict.setToolTip(text)
        self._fit_verdict()

    def _fit_verdict(self) -> None:
        """The verdict takes at most half the status bar, elided (the whole
        text is its tooltip), so the status line beside it stays readable."""
        text = self._verdict_text
        width = max(self.width() // 2, 100)
        self.verdict.setMaximumWidth(width)
        metrics = self.verdict.fontMetrics()
        elided = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width - 8)
        self.verdict.setMinimumWidth(metrics.horizontalAdvance(elided) + 8 if text else 0)
        self.verdict.setText(elided)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_verdict()

    # -- where the window sits, and where the keys go ---------------------------------

    def place(self, store: QSettings) -> None:
        """Show the window where it was left.  The first time it takes its
        preferred size where the screen's available area (without panels) has
        room for it and its frame, centred; on a smaller screen it fills that
        area, frame included (maximized)."""
        self._placement = store
        geometry, state = store.value(GEOMETRY_KEY), store.value(STATE_KEY)
        if isinstance(geometry, QByteArray) and self.restoreGeometry(geometry):
            if isinstance(state, QByteArray):
                self.restoreState(state)
            self.show()
            return
        frame, maximize = first_placement(self.screen().availableGeometry(), self.minimumSize())
        self.setGeometry(frame)
        if maximize:
            self.showMaximized()
        else:
            self.show()

    def _keep_placement(self) -> None:
        if self._placement is not None:
            self._placement.setValue(GEOMETRY_KEY, self.saveGeometry())
            self._placement.setValue(STATE_KEY, self.saveState())
            self._placement.sync()

    def focus_table(self) -> None:
        """Give the keys back to the hand: after a dialog, after the computer
        players' turns and when a new game is dealt."""
        if QApplication.activeModalWidget() is not None:
            return  # a dialog is still open; it gives focus back when it closes
        self.view.focus_hand()

    def show_notice(self, text: str) -> None:
        """Where the eye is (beside the trick), on the status line, and to
        screen readers."""
        self.scene.show_notice(text)
        self._show_status(text)
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.view, text))

    def _show_status(self, text: str) -> None:
        self.statusBar().showMessage(text)

    # -- menus -------------------------------------------------------------------

    def _action(self, menu: QMenu, slot: object, shortcut: QKeySequence | str | None = None) -> QAction:
        return menu_action(self, menu, slot, shortcut)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = game = bar.addMenu("")
        self.new_game_action = self._action(game, self.new_game, "Ctrl+N")
        self.play_deal_action = self._action(game, self.ask_for_deal)
        self.restart_action = self._action(game, self.controller.restart_hand)
        game.addAction(self.session_actions.open_action)
        game.addAction(self.session_actions.save_action)
        game.addAction(self.session_actions.replay_action)
        game.addAction(self.reviews.review_action)
        game.addAction(self.reviews.review_file_action)
        self.recent_action = self._action(game, self.show_recent_games)
        game.addSeparator()
        self.host_action = self._action(game, self.host_table)
        self.join_action = self._action(game, self.join_table)
        game.addSeparator()
        self.hint_action = self._action(game, self.show_hint, "H")
        self.last_trick_action = self._action(game, self.view.toggle_last_trick)
        self.score_action = self._action(game, self.show_score_sheet, "Ctrl+T")
        game.addAction(self.session_actions.statistics_action)
        game.addSeparator()
        self.settings_action = self._action(game, self.show_settings, "Ctrl+,")
        game.addSeparator()
        self.quit_action = self._action(game, self.close, "Ctrl+Q")
        self.edit_menu = edit = bar.addMenu("")
        edit.addAction(self.session_actions.undo_action)
        edit.addAction(self.session_actions.redo_action)
        edit.addSeparator()
        edit.addAction(self.session_actions.claim_action)
        edit.addSeparator()
        copy = QKeySequence(QKeySequence.StandardKey.Copy)
        self.copy_deal_action = self._action(edit, self.copy_deal_number, copy)
        self.view_menu = view = bar.addMenu("")
        self.fullscreen_action = self._action(view, self.toggle_fullscreen, "F11")
        self.fullscreen_action.setCheckable(True)
        self.sound_action = self._action(view, self.set_sound_on)
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(self.settings.sound_on)
        view.addSeparator()
        self.watch_action = self._action(view, self.controller.set_watching, "W")
        self.watch_action.setCheckable(True)
        self.controller.watching_changed.connect(self.watch_action.setChecked)
        self.help_menu = help_menu = bar.addMenu("")
        self.rules_action = self._action(help_menu, self.show_rules, "F1")
        self.keys_action = self._action(help_menu, self.show_shortcuts)
        self.about_action = self._action(help_menu, self.show_about)

    def retranslate(self) -> None:
        """Every text of the window in the current language (QEvent.LanguageChange)."""
        self.setWindowTitle(Hearts.tr("Hearts"))
        self.statusBar().setAccessibleName(Hearts.tr("Status"))
        self.game_menu.setTitle(Hearts.tr("&Game"))
        self.new_game_action.setText(Hearts.tr("&New game"))
        self.play_deal_action.setText(Hearts.tr("Play a &deal…"))
        self.restart_action.setText(Hearts.tr("&Restart hand"))
        self.host_action.setText(Hearts.tr("Host &a table…"))
        self.join_action.setText(Hearts.tr("&Join a table…"))
        self.hint_action.setText(Hearts.tr("&Hint"))
        self.last_trick_action.setText(Hearts.tr("&Last trick"))
        self.score_action.setText(Hearts.tr("S&core sheet"))
        self.settings_action.setText(Hearts.tr("S&ettings…"))
        self.quit_action.setText(Hearts.tr("&Quit"))
        self.edit_menu.setTitle(Hearts.tr("&Edit"))
        self.copy_deal_action.setText(Hearts.tr("&Copy deal number"))
        self.view_menu.setTitle(Hearts.tr("&View"))
        self.fullscreen_action.setText(Hearts.tr("&Fullscreen"))
        self.sound_action.setText(Hearts.tr("&Sound"))
        self.watch_action.setText(Hearts.tr("&Watch the Expert play my seat"))
        self.recent_action.setText(Hearts.tr("Recent &games…"))
        self.help_menu.setTitle(Hearts.tr("&Help"))
        self.rules_action.setText(Hearts.tr("&How to play"))
        self.keys_action.setText(Hearts.tr("&Keyboard shortcuts"))
        self.about_action.setText(Hearts.tr("&About Hearts Desktop"))
        self.session_actions.retranslate()
        self.reviews.retranslate()
        # The menu titles of every language fit side by side.
        self.setMinimumWidth(max(MIN_WIDTH, self.menuBar().sizeHint().width()))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.controller.retranslate()

    # -- commands -----------------------------------------------------------------

    def new_game(self) -> None:
        self.hint_runner.cancel()
        kept = self._keep_unfinished()
        self.controller.new_game(self.settings)
        if kept:
            self._show_status(Hearts.tr("The unfinished game was kept: Game ▸ Recent games"))

    def play_deal(self, number: int) -> None:
        """A new game whose first hand is deal `number` (see model.deal)."""
        self.hint_runner.cancel()
        self._keep_unfinished()
        self.controller.new_game(self.settings, deal_number=number)
        self._show_status(Hearts.tr("Deal %1").replace("%1", format_deal_number(number)))

    def copy_deal_number(self) -> None:
        """Edit ▸ Copy deal number: this hand's, with what it is dealt under,
        on the clipboard for a friend (Game ▸ Play a deal… reads it back)."""
        shown = self.adapter.game.public_state()
        if shown.deal_number is None:
            self._show_status(Hearts.tr("This hand has no deal number: its game was begun before "
                                        "hands were numbered"))
            return
        QGuiApplication.clipboard().setText(deal_share_text(shown, shown.deal_number))
        self._show_status(Hearts.tr("Deal %1 copied: a friend plays the same cards with Game ▸ Play a deal…")
                          .replace("%1", format_deal_number(shown.deal_number)))

    def _keep_unfinished(self) -> bool:
        """A game begun and not finished is set aside, never overwritten, when
        a new one takes the table (it is listed in Recent games)."""
        try:
            return self.session.autosave.keep_aside() is not None
        except OSError as error:
            self._show_status(Hearts.tr("The unfinished game could not be kept: %1")
                              .replace("%1", str(error)))
            return False

    def show_recent_games(self) -> None:
        """Game ▸ Recent games…: open, review or throw away a saved or set-aside game."""
        dialog = RecentGamesDialog(self.session.recent, self)
        chosen: list[tuple[str, Path]] = []
        dialog.open_game.connect(lambda path: chosen.append(("open", path)))
        dialog.review_game.connect(lambda path: chosen.append(("review", path)))
        dialog.exec()
        dialog.deleteLater()
        for what, path in chosen:  # after the dialog closed: a review must not sit behind it
            if what == "open":
                self.session_actions.open_game_file(path)
            else:
                self.reviews.review_file(path)
        self.focus_table()

    def ask_for_deal(self) -> None:
        """Game ▸ Play a deal…"""
        dialog = PlayDealDialog(preset_name(self.adapter.game.public_state()), self.settings.players, self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.number is not None:
            self.play_deal(dialog.number)
        dialog.deleteLater()
        self.focus_table()

    # -- network tables ---------------------------------------------------------------

    def host_table(self) -> None:
        """Open a table on this computer for friends on the network, and sit down at it."""
        dialog = HostDialog(self.settings, self, self._placement)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.client is not None:
            self.open_network_table(dialog.client, dialog.hosted)
        dialog.deleteLater()  # its finder and any seat not taken go with it
        self.focus_table()

    def join_table(self) -> None:
        """Sit down at a table on another computer of the network."""
        dialog = JoinDialog(self.settings, self, self._placement)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.client is not None:
            self.open_network_table(dialog.client)
        dialog.deleteLater()  # its finder and any seat not taken go with it
        self.focus_table()

    def open_network_table(self, client: TableClient, hosted: HostedTable | None = None) -> NetTableWindow:
        """A seat at a network table, in a window of its own (this one's game waits)."""
        window = NetTableWindow(client, self.settings, hosted)
        window.count_game = self.session.record_network_game
        window.reopen = self._seat_again
        self.network_windows.append(window)
        window.destroyed.connect(lambda: self.network_windows.remove(window))
        window.back_home.connect(self.come_back)
        # Where this window is, at its size: the player chose both for this screen.
        window.setGeometry(self.geometry())
        if self.isMaximized() or self.isFullScreen():
            window.showMaximized()
        else:
            window.show()
        return window

    def _seat_again(self, client: TableClient, old: NetTableWindow) -> None:
        """A network window's table dropped it and seated it again: a window
        for the new connection takes the old one's place."""
        window = self.open_network_table(client)
        window.take_over_from(old)
        old.close()

    def come_back(self) -> None:
        """From a network table that is gone: this window in front, the keys on its table."""
        self.show()
        self.raise_()
        self.activateWindow()
        self.focus_table()

    def toggle_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.fullscreen_action.setChecked(self.isFullScreen())

    def set_sound_on(self, on: bool) -> None:
        """View ▸ Sound: the same switch as in Settings, kept with the settings."""
        if on != self.settings.sound_on:
            self.apply_settings(replace(self.settings, sound_on=on))

    def show_rules(self) -> None:
        HowToDialog(self.adapter.game.rules, self.adapter.game.players, self).exec()
        self.focus_table()

    def shortcut_rows(self) -> list[tuple[str, str]]:
        """(keys, what they do) for the table and every menu entry with a shortcut."""
        rows = table_keys()
        for menu in (self.game_menu, self.edit_menu, self.view_menu, self.help_menu):
            for action in menu.actions():
                # The platform's main binding (others, like a keyboard's Save key, go unlisted).
                keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                if keys:
                    rows.append((keys, action.text().replace("&", "").rstrip("…")))
        return rows

    def show_shortcuts(self) -> None:
        ShortcutsDialog(self.shortcut_rows(), self).exec()
        self.focus_table()

    def show_about(self) -> None:
        AboutDialog(self).exec()
        self.focus_table()

    def show_score_sheet(self) -> None:
        dialog = ScoreSheetDialog(self.adapter.game, self)
        dialog.set_review(self.reviews.kept_review_html(self.session.record(), self.controller.viewer))
        dialog.offer_play_again()
        chosen: list[int] = []
        dialog.play_again.connect(chosen.append)
        dialog.exec()
        if chosen:  # after the sheet closed: the new table comes to the front
            self.reviews.play_again(self.session.record(), self.controller.viewer, chosen[0])
        else:
            self.focus_table()

    def show_settings(self) -> None:
        game = self.adapter.game
        running = bool(game.actions) and not game.is_game_over()
        dialog = SettingsDialog(self.settings, self, game_running=running, sounds=self.sounds)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        self.focus_table()
        if not accepted:
            return
        self.apply_settings(dialog.result_settings())
        if dialog.start_new_game or not game.actions:
            self.new_game()

    def apply_settings(self, settings: AppSettings) -> None:
        """Keep new settings; table options and levels apply at once, rules
        and seats with the next game."""
        language_changed = settings.language != self.settings.language
        self.settings = settings
        save_settings(settings)
        if language_changed:
            # Every window retranslates on the LanguageChange this sends.
            installed = i18n.install(settings.language)
            if installed.problem:
                self._show_status(Hearts.tr("The translation could not be loaded: %1")
                                  .replace("%1", installed.problem))
        self.controller.apply_settings(settings)
        self.sounds.set_options(settings.sound_on, settings.sound_volume)
        self.sound_action.setChecked(settings.sound_on)
        self.session_actions.checker.enabled = settings.play_checker
        self.controller.update_levels()
        self.session.levels = self.controller.levels()  # the record keeps the levels played from now on
        for window in self.network_windows:
            window.apply_settings(settings)

    def show_hint(self) -> None:
        controller = self.controller
        if not (controller.human_passing() or controller.human_to_play()):
            self._show_status(Hearts.tr("A hint is given when it is your turn"))
            return
        obs = self.adapter.game.observation(controller.viewer)
        expert = controller.advisor(controller.viewer)  # the table's Expert, at the table's thinking time
        self._show_status(Hearts.tr("Thinking about a hint…"))
        self.hint_runner.start(lambda stop: ai_hint(obs, stop=stop, player=expert))

    def _hint_ready(self, result: object) -> None:
        assert isinstance(result, Hint)
        self.controller.hinted(result)

    def _review_hands(self, hands: set[int] | None) -> None:
        """The end-of-hand or game-over dialog's Review: those hands of this game."""
        self.reviews.review(self.session.record(), self.controller.viewer, hands)

    def review_progress(self, delay_ms: int = 15_000) -> None:
        """Review the finished games still unreviewed, `delay_ms` from now
        (after the start-up), and each game as it finishes."""
        self._progress_on = True
        QTimer.singleShot(delay_ms, self, self.progress.catch_up)

    def _game_recorded(self) -> None:
        if self._progress_on:
            self.progress.catch_up()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.progress.shutdown()
        self.reviews.close_all()
        self._keep_placement()
        self.hint_runner.shutdown()
        self.session_actions.checker.shutdown()
        self.controller.shutdown()
        self.sounds.shutdown()
        super().closeEvent(event)

