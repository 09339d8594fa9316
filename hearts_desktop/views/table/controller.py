"""The table's controller: intents in, checked model calls out.

Items and the scene report what the player did (clicked, dropped, pressed a
key); the controller decides what that means in the current phase and sends
the human's action out as `human_acted` inside one queue batch (the session
applies it through the undo history; with nobody listening, the adapter).  A
refusal comes back as the model's error and is shown translated, naming the
rule (`notice`).  The window's dialogs are announced with signals carrying a
`Pause` the queue waits on.  Computer seats act when the table is idle: a
single-shot timer (speed-dependent), then `ai.decide` on a worker thread,
then the checked action.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QMetaMethod, QObject, QTimer, Signal, SignalInstance

from hearts_desktop.ai import Level, Player, create_player, decide, meet_table
from hearts_desktop.ai.hint import Hint, explain
from hearts_desktop.ai.search import SearchPlayer, sit_down
from hearts_desktop.model import events as ev
from hearts_desktop.model.actions import Action, MoonAction, PassAction, PlayAction
from hearts_desktop.model.cards import PassDirection, Seat
from hearts_desktop.model.errors import HeartsError
from hearts_desktop.model.game import Game
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.qt_adapter import GameAdapter
from hearts_desktop.model.rules import MoonChoice
from hearts_desktop.model.state import Phase
from hearts_desktop.services.settings import AppSettings
from hearts_desktop.services.think_runner import ThinkRunner
from hearts_desktop.views.table import speeds
from hearts_desktop.views.table.animation_queue import Pause, Waitable
from hearts_desktop.views.table.card_item import CardItem
from hearts_desktop.views.table.locations import default_sort_key
from hearts_desktop.views.table.source import TableGame, TableSource
from hearts_desktop.views.table.table_scene import HUMAN, TableScene
from hearts_desktop.views.words.hint_text import hint_sentence, reason_sentence
from hearts_desktop.views.words.texts import Hearts, explain_error, pass_button_text, seat_name

PlayerFactory = Callable[[Level, int, float | None], Player]


_SIGNALS: dict[str, QMetaMethod] = {}
"""Our signals' meta methods, by signature (see `TableController._listened`)."""


def _default_factory(level: Level, seed: int, think_time: float | None) -> Player:
    return create_player(level, seed, think_time)


def _stand_in(level: Level | None) -> Player | None:
    """A player of `level` for the Expert's model of a seat (`sit_down` reads
    only what kind of player it is; it never plays).  An Expert is modelled
    as an unknown player is, so neither needs one."""
    return None if level is None or level is Level.EXPERT else create_player(level, workers=1)


class TableController(QObject):
    status = Signal(str)  # a line for the status bar
    notice = Signal(str)  # why a card was refused: beside the trick, on the status bar, read out
    pass_button = Signal(bool, bool, str)  # visible, enabled, text ("Pass 3 cards left")
    turn_ready = Signal()  # the table is idle and waits for the human
    # The window's dialogs at their place in the animation queue.  Each one
    # comes with a Pause the queue waits on: release it when the dialog closes.
    # Nobody connected (the self-test, a bare table): the table goes straight on.
    hand_summary_due = Signal(object, object)  # ev.HandScored, Pause
    game_over_due = Signal(object, object)  # ev.GameOver, Pause
    moon_choice_due = Signal(object)  # ev.MoonShot | None: a human shot; answer with choose_moon()
    # A human seat's action.  The session applies it through the undo history
    # (one undoable step); with nobody connected it goes to the adapter.
    human_acted = Signal(object)  # Action
    # Watching (View > Watch): the Expert plays the people's seats.  Each of
    # its actions there, after the model took it, and the watch turned on or off.
    expert_acted = Signal(object)  # Action
    watching_changed = Signal(bool)

    def __init__(self, adapter: TableSource, scene: TableScene, settings: AppSettings,
                 parent: QObject | None = None, factory: PlayerFactory = _default_factory) -> None:
        super().__init__(parent)
        self.adapter, self.scene, self.factory = adapter, scene, factory
        self.settings = settings
        self.players: dict[Seat, Player] = {}
        self.runner = ThinkRunner(self)
        self.runner.finished.connect(self._computer_acted)
        self.runner.failed.connect(self._computer_failed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._think)
        self._last_moon: ev.MoonShot | None = None
        self._asking_moon = False
        self._closed = False
        self.humans: frozenset[Seat] = frozenset({HUMAN})
        """The seats people play; several share the screen (hot seat)."""
        self.watching = False
        """The Expert plays the people's seats, saying its reason with each action."""
        self.remote_levels: dict[Seat, Level] = {}
        """At a network table: the level of the host's computer player at each
        seat it plays, as the host says (`set_remote_levels`)."""
        self._pass_when_idle = False
        """The pass was confirmed while a card still moved: made once the table is still."""
        self._said_waiting = False
        """The status line says we wait for the others' passes: cleared once the passing is over."""
        self._thought_for: Seat | None = None
        self._thought_obs: Observation | None = None
        self._connect_scene()
        adapter.action_refused.connect(self._refused)
        self.apply_settings(settings)

    def _connect_scene(self) -> None:
        scene = self.scene
        scene.card_clicked.connect(self._clicked)
        scene.card_double_clicked.connect(self._double_clicked)
        scene.card_dropped.connect(self._dropped)
        scene.lift_refused.connect(self._lift_refused)
        scene.queue.idle.connect(self._on_idle)
        # Connected after the scene's own slot, so these steps follow the
        # scene's steps for the same event in the animation queue.
        self.adapter.event_published.connect(self._after_event)
        scene.interaction.referee = self

    @property
    def game(self) -> TableGame:
        return self.adapter.game

    def _home(self) -> GameAdapter:
        """The adapter of a game played on this computer: only such a table
        starts, restarts or resumes games (a network table's come from its host)."""
        assert isinstance(self.adapter, GameAdapter), "a network table's games come from its host"
        return self.adapter

    # -- settings and games ---------------------------------------------------------

    def apply_settings(self, settings: AppSettings) -> None:
        """Table options that apply at once (speed, sorting, cards)."""
        self.settings = settings
        scene = self.scene
        scene.speed = settings.animation_speed
        scene.click_to_continue = settings.click_to_continue
        scene.sort_key = default_sort_key(settings.suit_order, settings.sort_ascending)
        scene.use_cards_of(settings)
        scene.set_dark_table(settings.dark_table)
        scene.at.sort_hand(scene.sort_key, scene.viewer)
        scene.relayout()

    def new_game(self, settings: AppSettings | None = None, seed: int | None = None,
                 deal_number: int | None = None) -> None:
        """Start a game with the settings' rules, seats and levels: every hand
        numbered (`deal_number`: the first hand is that deal, and the computer
        players' choices are seeded from it, so the same number played the
        same way gives the same hand)."""
        if settings is not None:
            self.apply_settings(settings)
        config = self.settings
        if deal_number is not None:
            seed = deal_number
        seed = random.randrange(1 << 30) if seed is None else seed
        first = () if deal_number is None else (deal_number,)
        game = Game(config.rules, config.players, seed=seed, names=config.seat_names(), deal_numbers=first)
        self.start_game(game)

    def restart_hand(self) -> None:
        """Replay the game's actions up to the deal of the current hand."""
        old = self._home().game
        game = Game(old.rules, old.players, seed=old.seed, names=old.names,
                    first_dealer=old.first_dealer, deals=old.deals, deal_numbers=old.deal_numbers)
        for action in old.actions:
            if game.hand_number == old.hand_number:
                break
            game.apply(action)
        self.start_game(game)

    def start_game(self, game: Game) -> None:
        """Show `game` (new, restarted or resumed) and let it go on."""
        self.runner.cancel()
        self._pass_when_idle = False
        self._said_waiting = False
        self._timer.stop()
        self.humans = frozenset(seat for seat in self.settings.human_seats if seat < game.players) \
            or frozenset({HUMAN})
        self.scene.viewer = min(self.humans)
        self._make_players(game)
        with self.scene.queue.batch():
            self._home().set_game(game)

    def take_seat(self, seat: Seat) -> None:
        """A network table: this window plays `seat`; every other seat is
        played elsewhere (people or the host's computer players)."""
        self.runner.cancel()
        self._timer.stop()
        self.players = {}
        self.humans = frozenset({seat})
        self.scene.set_viewer(seat)

    def refresh(self) -> None:
        """The table was laid out anew from its game (a network table's
        state): mark, prompt and wait as when the cards come to rest."""
        if self.scene.queue.is_idle():
            self._on_idle()

    def _make_players(self, game: Game) -> None:
        self.players = {seat: self.factory(self.settings.level_of(seat), game.seed * 8 + seat,
                                           self._think_time(seat))
                        for seat in range(game.players) if seat not in self.humans}
        if self.watching:
            for seat in self.humans:
                self.players[seat] = self._expert(game, seat)
        meet_table([self.players.get(seat) for seat in range(game.players)])

    def _expert(self, game: Game, seat: Seat) -> Player:
        """The Expert for a person's seat (watching, or asked for a hint),
        seeded as that seat's computer player would be."""
        return self.factory(Level.EXPERT, game.seed * 8 + seat, self.settings.expert_think_time)

    def advisor(self, seat: Seat) -> Player:
        """The table's Expert for `seat` (a person's): the hint asks it, at the
        table's thinking time, knowing who sits where as the players do (at a
        network table: the host's computer players by their level, people as
        unknown players)."""
        if not isinstance(self.adapter, GameAdapter):
            return self._network_expert(seat)
        game = self._home().game
        expert = self._expert(game, seat)
        if isinstance(expert, SearchPlayer):  # the table's own players are left as they are
            sit_down(expert, [expert if other == seat else player
                              for other, player in enumerate(self.table())])
        return expert

    def hinted(self, result: Hint) -> None:
        """Say a hint where the player looks, and put the keyboard on its card."""
        self.notice.emit(hint_sentence(result.code, result.cards))
        action = result.action
        cards = action.cards if isinstance(action, PassAction) else \
            (action.card,) if isinstance(action, PlayAction) else ()
        target = next((item for item in self.scene.human_items() if item.card in cards), None)
        if target is not None:
            self.scene.set_focus_item(target)

    def table(self) -> list[Player | None]:
        """The computer players by seat, None for a person's (the Expert
        that sits in for a person when watching is not the table's player)."""
        return [None if seat in self.humans else self.players.get(seat)
                for seat in range(self._home().game.players)]

    def levels(self) -> dict[Seat, str]:
        """Each computer seat's level, as the settings give it."""
        return {seat: self.settings.level_of(seat).value for seat in range(self._home().game.players)
                if seat not in self.humans}

    def set_watching(self, on: bool) -> None:
        """Let the Expert play the people's seats (on), or give them back (off),
        from the next decision: one being thought about for a person's seat
        is dropped, and the person chooses instead.  At a network table the
        Expert sends its choices to the host as the person would."""
        if on == self.watching:
            return
        self.watching = on
        if self.runner.is_running() and self._thought_for in self.humans:
            self.runner.cancel()
        self._timer.stop()
        if on:
            for item in list(self.scene.at.pass_area):  # a pass begun by hand goes back to the hand
                self.scene.return_from_pass(item)
        else:
            self.scene.hide_notice()  # the Expert's last reason is not the person's to read on
        self._seat_players()
        self._mark_legal()
        self._update_pass_button()
        self.status.emit(Hearts.tr("Watching: the Expert plays your seat. Press W to take it back")
                         if on else Hearts.tr("Your seat is yours again"))
        self.watching_changed.emit(on)
        if self.scene.queue.is_idle():
            self._on_idle()

    def update_levels(self) -> None:
        """New computer levels take over from the next decision on (one
        already being thought about finishes with the old player)."""
        if self.players:
            self._seat_players()

    def _seat_players(self) -> None:
        """The players this window runs: at home every computer seat's (and
        the Expert for the people's while watching); at a network table only
        the Expert for ours, while watching (the host plays the others)."""
        if isinstance(self.adapter, GameAdapter):
            self._make_players(self.adapter.game)
            return
        self.players = {seat: self._network_expert(seat) for seat in self.humans} if self.watching else {}

    def set_remote_levels(self, levels: dict[Seat, Level]) -> None:
        """The host's computer players changed (a person sat down or left):
        the Expert watching for us plays on knowing them, from its next decision."""
        if levels == self.remote_levels:
            return
        self.remote_levels = dict(levels)
        if self.watching and not isinstance(self.adapter, GameAdapter):
            self._seat_players()

    def _network_expert(self, seat: Seat) -> Player:
        """The Expert for our seat at a network table (watching, or asked for
        a hint): at the table's thinking time, the host's computer players
        played in its rollouts as their level plays (`remote_levels`), people
        as unknown players.  The host's deal is not ours to know, so the seed
        is the seat's: each decision's worlds come from it and the position
        (`decision_seed`), so a hint asked twice, and the watching Expert in
        the same position, choose alike, as at home."""
        expert = self.factory(Level.EXPERT, seat, self.settings.expert_think_time)
        if isinstance(expert, SearchPlayer):
            sit_down(expert, [expert if other == seat else player
                              for other, player in enumerate(self.remote_players(seat))])
        return expert

    def remote_players(self, seat: Seat) -> list[Player | None]:
        """The table as the Expert for our `seat` at a network table sees it:
        the host's computer players as players of their level (stand-ins: they
        never play), people and our own seat None."""
        return [None if other == seat else _stand_in(self.remote_levels.get(other))
                for other in range(self.game.players)]

    def _think_time(self, seat: Seat) -> float | None:
        return self.settings.expert_think_time if self.settings.level_of(seat) is Level.EXPERT else None

    def shutdown(self) -> None:
        """The window closes: stop thinking and never act again."""
        self._closed = True
        self._timer.stop()
        self.runner.shutdown()

    # -- when the table is idle -------------------------------------------------------

    def accepting(self) -> bool:
        """Input is taken only while nothing moves and a human may act."""
        return self.scene.queue.is_idle() and self.game.phase in (Phase.PASSING, Phase.PLAYING)

    @property
    def viewer(self) -> Seat:
        """The human seat shown at the bottom, who acts with mouse and keyboard."""
        return self.scene.viewer

    def human_passing(self) -> bool:
        return not self.watching and self.game.phase is Phase.PASSING \
            and self.viewer in self.game.seats_to_pass()

    def human_to_play(self) -> bool:
        return not self.watching and self.game.phase is Phase.PLAYING and self.game.turn == self.viewer

    def _human_due(self) -> Seat | None:
        """The human seat that must act now, if any (none while the Expert plays them)."""
        game = self.game
        if self.watching:
            return None
        if game.phase is Phase.PASSING:
            return next((seat for seat in game.seats_to_pass() if seat in self.humans), None)
        if game.phase is Phase.PLAYING and game.turn in self.humans:
            return game.turn
        return None

    def _follow_turn(self) -> bool:
        """Show the human who must act; True if the table waits for a hand-over."""
        due = self._human_due()
        if due is None or due == self.viewer:
            return False
        if len(self.humans) > 1:
            self.scene.hand_over(due)  # hot seat: hide the cards until the next player is there
            self.status.emit(
                Hearts.tr("Pass the screen to %1").replace("%1", seat_name(self.game.names, due)))
            return True
        self.scene.set_viewer(due)
        return False

    def _on_idle(self) -> None:
        if self._closed or self._follow_turn():
            return
        if self._pass_when_idle:
            self._pass_when_idle = False
            if self.human_passing() and self._pass_full() and self.confirm_pass():
                return  # the exchange moves the cards: the table is idle again after it
        game = self.game
        if self._said_waiting and game.phase is not Phase.PASSING:
            self._said_waiting = False  # the passes are in: no longer waiting for them
            self.status.emit("")
        self._mark_legal()
        self._update_pass_button()
        if self.human_passing() or self.human_to_play():
            self._prompt()
            self.turn_ready.emit()
        if game.phase is Phase.MOON_CHOICE and game.turn in self.humans and not self.watching:
            self._ask_moon()
            return
        if self._computer_seat() is not None and not self.runner.is_running():
            delay = 0 if game.phase is Phase.PASSING else speeds.scaled(speeds.AI_DELAY, self.scene.speed)
            self._timer.start(delay)

    def retranslate(self) -> None:
        """Say the pass button and the prompt again in the current language."""
        self._update_pass_button()
        if self.human_passing() or self.human_to_play():
            self._prompt()

    def _prompt(self) -> None:
        if self.human_passing():
            count = self.game.rules.cards_passed
            target = self.game.pass_direction.target(self.viewer, self.game.players)
            text = Hearts.tr("Choose %n cards to pass to %1, then press the pass button", None, count)
            self.status.emit(text.replace("%1", seat_name(self.game.names, target)))
        else:
            self.status.emit(Hearts.tr("Your turn: play a card"))

    def _computer_seat(self) -> Seat | None:
        """The seat this window's computer players must act for now, if any."""
        game = self.game
        if game.phase is Phase.PASSING:
            return next((seat for seat in game.seats_to_pass() if seat in self.players), None)
        turn = game.turn
        if game.phase in (Phase.PLAYING, Phase.MOON_CHOICE) and turn in self.players:
            return turn
        return None

    def _think(self) -> None:
        seat = self._computer_seat()
        if seat is None or not self.scene.queue.is_idle():
            return
        player, obs = self.players[seat], self.game.observation(seat)
        self._thought_for, self._thought_obs = seat, obs
        self.runner.start(lambda stop: decide(player, obs, stop))

    def _computer_acted(self, action: object) -> None:
        assert isinstance(action, (PassAction, PlayAction, MoonAction))
        if self._closed:
            return
        watched = action.seat in self.humans
        if watched and self._thought_obs is not None:
            # Its reason, in the hint's words but in its own name, said before the card moves.
            code, cards = explain(self._thought_obs, action)
            self.notice.emit(Hearts.tr("The Expert: %1").replace("%1", reason_sentence(code, cards)))
        with self.scene.queue.batch():
            applied = self.adapter.apply(action)
        if watched and applied:
            self.expert_acted.emit(action)

    def _computer_failed(self, error: object) -> None:
        self.status.emit(Hearts.tr("A computer player failed: %1").replace("%1", str(error)))

    # -- dialogs at their place in the queue ----------------------------------------------

    def _after_event(self, event: ev.Event, _public: object) -> None:
        if isinstance(event, ev.MoonShot):
            self._last_moon = event
        elif isinstance(event, ev.HandScored):
            self.scene.queue.push(lambda: self._present(self.hand_summary_due,
                                                        "hand_summary_due(PyObject,PyObject)", event))
        elif isinstance(event, ev.GameOver):
            self.scene.queue.push(lambda: self._present(self.game_over_due,
                                                        "game_over_due(PyObject,PyObject)", event))

    def _listened(self, signature: str) -> bool:
        """Is anything connected to our signal of this signature?  (Not
        `QMetaMethod.fromSignal(self.signal)`: in PySide 6.11 each call of it
        keeps a reference to us, and a closed window's table was never freed.)"""
        method = _SIGNALS.get(signature)
        if method is None:
            meta = self.metaObject()
            method = _SIGNALS[signature] = meta.method(meta.indexOfSignal(signature))
        return self.isSignalConnected(method)

    def _present(self, signal: SignalInstance, signature: str, event: ev.Event) -> Waitable | None:
        """Announce a dialog; the queue waits until it is closed."""
        if not self._listened(signature):
            return None
        gate = Pause(self)
        signal.emit(event, gate)
        if gate.released:  # answered at once: the queue never sees it, so it goes here
            gate.deleteLater()
            return None
        return gate  # the queue deletes it once the table has moved past it

    def _ask_moon(self) -> None:
        if self._asking_moon:
            return
        if self._listened("moon_choice_due(PyObject)"):
            self._asking_moon = True
            self.moon_choice_due.emit(self._last_moon)
        else:
            self.choose_moon(MoonChoice.ADD_TO_OTHERS)

    def _act(self, action: Action) -> bool:
        """Send a human's action to the model; True if it was accepted."""
        if not self._listened("human_acted(PyObject)"):
            return self.adapter.apply(action)
        before = len(self.game.actions)
        self.human_acted.emit(action)
        return len(self.game.actions) > before

    def choose_moon(self, choice: MoonChoice) -> bool:
        """The human shooter's settlement (the answer to `moon_choice_due`)."""
        self._asking_moon = False
        shooter = self.game.turn
        if self.game.phase is not Phase.MOON_CHOICE or shooter not in self.humans:
            return False
        with self.scene.queue.batch():
            return self._act(MoonAction(shooter, choice))

    # -- the human's intents ------------------------------------------------------------

    def can_lift(self, item: CardItem) -> bool:
        if self.human_passing():
            return True
        return self.human_to_play() and item in self.scene.at.hands[self.viewer] \
            and self.game.is_legal_play(self.viewer, item.card)

    def drop_is_legal(self, item: CardItem, zone: str) -> bool:
        if zone != "middle":
            return False
        if self.human_passing():
            return item in self.scene.at.hands[self.viewer] and not self._pass_full()
        return self.can_lift(item)

    def _pass_full(self) -> bool:
        return len(self.scene.at.pass_area) >= self.game.rules.cards_passed

    def _say_watching(self) -> None:
        self.status.emit(Hearts.tr("The Expert is playing your seat: press W to take it back"))

    def _lift_refused(self, item: CardItem) -> None:
        if self.watching:
            self._say_watching()
            return
        error = self.game.illegal_reason(self.viewer, item.card)
        if error is not None:
            self.notice.emit(explain_error(error))

    def _dropped(self, item: CardItem, zone: str) -> None:
        if self.human_passing():
            self._dropped_while_passing(item, zone)
        elif zone == "middle":
            self.play(item)
        else:
            self.scene.snap_back(item)
            self.status.emit(Hearts.tr("Drop the card on the trick area in the middle to play it"))

    def _dropped_while_passing(self, item: CardItem, zone: str) -> None:
        in_hand = item in self.scene.at.hands[self.viewer]
        moving_in = zone == "middle" and in_hand and not self._pass_full()
        moving_out = zone != "middle" and not in_hand
        if moving_in or moving_out:
            self.toggle_pass(item)
        else:
            self.scene.snap_back(item)
            if in_hand and self._pass_full():
                self._say_pass_full()
            else:
                self.status.emit(
                    Hearts.tr("Drop a card in the middle to pass it, or on your hand to keep it"))
        self._update_pass_button()

    def _say_pass_full(self) -> None:
        count = self.game.rules.cards_passed
        self.status.emit(
            Hearts.tr("You pass exactly %n cards (H9): put one back first", None, count))

    def _clicked(self, item: CardItem) -> None:
        if self.human_passing():
            self.toggle_pass(item)
        elif not self.settings.double_click_to_play:
            self.play(item)
        else:
            self.scene.set_focus_item(item)

    def _double_clicked(self, item: CardItem) -> None:
        if self.settings.double_click_to_play and not self.human_passing():
            self.play(item)

    def activate(self, item: CardItem) -> None:
        """Enter/Space on a card: play it, or move it in or out of the pass."""
        if self.human_passing():
            self.toggle_pass(item)
        else:
            self.play(item)

    def toggle_pass(self, item: CardItem) -> None:
        if not self.human_passing():
            return
        self._pass_when_idle = False  # the choice changed: pass only when asked again
        if item in self.scene.at.pass_area:
            self.scene.return_from_pass(item)
        elif self._pass_full():
            self._say_pass_full()
        else:
            self.scene.choose_for_pass(item)
        self._update_pass_button()

    def confirm_pass(self) -> bool:
        """Pass the chosen cards; True if passed now.  Asked while the last
        card still flies to the pass area (Ctrl+Enter right after choosing it),
        the pass is made when the cards come to rest."""
        if not self.human_passing() or not self._pass_full():
            return False
        if not self.scene.queue.is_idle():
            self._pass_when_idle = True
            return False
        self._pass_when_idle = False
        cards = [item.card for item in self.scene.at.pass_area]
        # Said first: what follows the pass (exchange, hand-over) has the last word.
        self.status.emit(Hearts.tr("Waiting for the other players to pass"))
        self._said_waiting = True
        with self.scene.queue.batch():
            done = self._act(PassAction(self.viewer, tuple(cards)))
        self._update_pass_button()
        return done

    def play(self, item: CardItem) -> bool:
        if not self.scene.queue.is_idle():
            return False
        if self.watching:  # the seat is the Expert's until it is taken back
            self._say_watching()
            self.scene.snap_back(item)
            return False
        refusal = self.game.illegal_reason(self.viewer, item.card) if self.human_to_play() else None
        if refusal is not None:  # said at once, from the same rule the model would refuse it by
            self.notice.emit(explain_error(refusal))
            self.scene.snap_back(item)
            return False
        self.scene.set_play_hint(item)
        self.scene.mark_legal(None)  # no stale dimming while the others play
        self.status.emit("")
        with self.scene.queue.batch():
            done = self._act(PlayAction(self.viewer, item.card))
        if not done:  # the refusal's message is on the status line already
            self.scene.set_play_hint(None)
            self._mark_legal()
            self.scene.snap_back(item)
        return done

    def _mark_legal(self) -> None:
        self.scene.mark_legal(set(self.game.legal_plays(self.viewer)) if self.human_to_play() else None)

    def _refused(self, error: object) -> None:
        if isinstance(error, HeartsError):
            self.notice.emit(explain_error(error))

    def _update_pass_button(self) -> None:
        game = self.game
        visible = self.human_passing() and game.pass_direction is not PassDirection.NONE
        text = pass_button_text(game.rules.cards_passed, game.pass_direction)
        self.pass_button.emit(visible, visible and self._pass_full(), text)
