"""`hearts-desktop --self-test`: one full hand, offscreen, checked.

Computer players play two hands through the Qt adapter, so the real table
scene follows every event at instant speed, exactly as in the game: one
standard hand for four with an Expert seat (its worker processes must start
inside the single executable) and one hand of Cancellation Hearts for five
(two decks, a widow, cancelled tricks: a non-default preset).  After each,
the model's invariants are checked (every card dealt and played once, the
number of tricks, the points), the game record must round-trip, and the
table is rendered once and must show cards on the felt.

It is meant for the frozen executable too: it proves that Python, Qt, the
SVG plugin and the card art were all bundled and load.  No display is
needed: without a running QApplication it selects Qt's offscreen platform.
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cmp_to_key
from types import TracebackType

from PySide6.QtCore import QCollator, QCoreApplication, QEvent, QLocale, QObject
from PySide6.QtGui import QGuiApplication, QImage

from hearts_desktop import __version__, kernel
from hearts_desktop.ai import Level, create_player, decide, pool
from hearts_desktop.model import events as ev
from hearts_desktop.model.actions import Action, PassAction, PlayAction
from hearts_desktop.model.cards import Seat
from hearts_desktop.model.deal import deck_in_play
from hearts_desktop.model.game import Game
from hearts_desktop.model.qt_adapter import GameAdapter
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import CANCELLATION, STANDARD, HouseRules
from hearts_desktop.model.scoring import card_points
from hearts_desktop.model.state import Phase
from hearts_desktop.services.audio import AudioOutput, Mixer, OutputState
from hearts_desktop.services.paths import APP_ID
from hearts_desktop.services.settings import AnimationSpeed, AppSettings
from hearts_desktop.services.sounds import Cue, read_sound
from hearts_desktop.views.table.controller import TableController
from hearts_desktop.views.table.table_scene import HUMAN, TableScene
from hearts_desktop.views.table.table_view import TableView

TABLE_SIZE = (960, 640)
# Called as translate("SelfTest", "...") so that pyside6-lupdate sees the context.
translate = QCoreApplication.translate


class SelfTestFailure(Exception):
    """A check failed; the message says which, in the user's language."""


def check(condition: bool, message: str) -> None:
    if not condition:
        raise SelfTestFailure(message)


@dataclass
class Outcome:
    points: tuple[int, ...]
    tricks: int
    cards: int
    table_ms: float


@dataclass(frozen=True)
class Trial:
    """One hand to play: its rules, its players and which seat is the Expert."""

    rules: HouseRules
    players: int
    expert: Seat | None = None


TRIALS = (Trial(STANDARD, 4, expert=1), Trial(CANCELLATION, 5))
EXPERT_THINK_TIME = 0.2  # seconds a decision: enough for both workers to answer


def run_self_test(seed: int = 2026, screenshot: str | None = None) -> int:
    """Play and check one hand; print a summary.  0 on success, 1 if a check
    failed, 2 on an unexpected error (with its traceback)."""
    started = time.perf_counter()
    try:
        app = _application()
        # The self-test speaks the system's language (settings are not read).
        from hearts_desktop.services import i18n

        i18n.install("")
        outcomes = _run(seed, screenshot)
        del app
    except SelfTestFailure as failure:
        print(translate("SelfTest", "Self-test FAILED: %1").replace("%1", str(failure)), file=sys.stderr)
        return 1
    except Exception:
        traceback.print_exc()
        print(translate("SelfTest", "Self-test FAILED with an unexpected error (above)."), file=sys.stderr)
        return 2
    _print_summary(outcomes, time.perf_counter() - started)
    return 0


def _application() -> QGuiApplication:
    existing = QGuiApplication.instance()
    if isinstance(existing, QGuiApplication):
        return existing
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    return QApplication([sys.argv[0] if sys.argv else APP_ID])


def _print_summary(outcomes: list[Outcome], seconds: float) -> None:
    print(translate("SelfTest", "Hearts Desktop %1: self-test passed.").replace("%1", __version__))
    for outcome in outcomes:
        points = ", ".join(str(value) for value in outcome.points)
        print(translate("SelfTest", "One hand of %1 cards in %2 tricks, points %3.")
              .replace("%1", str(outcome.cards)).replace("%2", str(outcome.tricks)).replace("%3", points))
    print(translate("SelfTest", "Invariants held, the game record round-trips, a worker answered."))
    print(translate("SelfTest", "The %1 sounds play (on a silent device).").replace("%1", str(len(Cue))))
    if kernel.COMPILED:
        print(translate("SelfTest", "The computer players think with the compiled kernel."))
    else:
        print(translate("SelfTest", "The computer players think with the pure-Python kernel (slower)."))
    for outcome in outcomes:
        print(translate("SelfTest", "The table rendered in %1 ms.")
              .replace("%1", QLocale().toString(outcome.table_ms, "f", 0)))
    print(translate("SelfTest", "Total %1 s.").replace("%1", QLocale().toString(seconds, "f", 2)))


@contextmanager
def _slot_errors() -> Iterator[list[BaseException]]:
    """Exceptions raised in Qt slots do not reach the caller: Qt prints them
    through sys.excepthook.  Collect them so that they fail the test."""
    errors: list[BaseException] = []
    previous = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        errors.append(error)
        previous(kind, error, trace)

    sys.excepthook = hook
    try:
        yield errors
    finally:
        sys.excepthook = previous


def _run(seed: int, screenshot: str | None) -> list[Outcome]:
    _check_text_services()
    _check_kernel()
    _check_sounds()
    _check_worker_pool()
    outcomes = []
    try:
        for number, trial in enumerate(TRIALS):
            with _slot_errors() as errors:
                outcomes.append(_play_and_check(trial, seed + number, screenshot if number == 0 else None))
            check(not errors, translate("SelfTest", "the table raised an error: %1")
                  .replace("%1", repr(errors[:1])))
    finally:
        pool.shutdown()
    return outcomes


def _play_and_check(trial: Trial, seed: int, screenshot: str | None) -> Outcome:
    game = Game(trial.rules, trial.players, seed=seed)
    # One owner for the whole table, as a window is: it goes in one piece, in Qt's order
    # (parentless pieces would be torn down by Python's collector in any order, some time later).
    owner = QObject()
    adapter = GameAdapter(game, owner)
    scene = TableScene(adapter, parent=owner)
    controller = TableController(adapter, scene, AppSettings(animation_speed=AnimationSpeed.INSTANT), owner)
    view = TableView(scene, controller)
    view.resize(*TABLE_SIZE)
    try:
        with scene.queue.batch():
            adapter.set_game(game)
        rendered: list[float] = []

        def render_mid_hand() -> None:
            # Once, with cards in every hand and two on the trick.
            if not rendered and game.trick_number == 5 and len(game.current_trick) == 2:
                rendered.append(_render(view, screenshot))

        _play_hand(game, trial, _enter(adapter, scene, controller), render_mid_hand)
        check(bool(rendered), translate("SelfTest", "the table was never rendered"))
        check(scene.queue.is_idle(), translate("SelfTest", "the table is still animating at instant speed"))
        for seat in range(game.players):
            check(len(scene.at.hands[seat]) == len(game.hand(seat)),
                  translate("SelfTest", "the table does not show the cards the model dealt"))
        points, tricks, cards = _check_hand(game)
        _check_record(game)
    finally:
        controller.shutdown()
        view.setScene(None)
        view.deleteLater()
        owner.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return Outcome(points, tricks, cards, rendered[0])


def _play_hand(game: Game, trial: Trial, enter: Callable[[Action], bool],
               after_action: Callable[[], None]) -> None:
    """Every seat is a computer player (Casual, and the trial's Expert, which
    thinks in the worker processes); `enter` applies its decision."""
    players = [create_player(Level.EXPERT, seed=seat, think_time=EXPERT_THINK_TIME, workers=2)
               if seat == trial.expert else create_player(Level.CASUAL, seed=seat)
               for seat in range(game.players)]
    while game.hand_number == 0 and game.phase is not Phase.GAME_OVER:
        seats = game.seats_to_pass() if game.phase is Phase.PASSING else [game.turn]
        for seat in seats:
            check(seat is not None, translate("SelfTest", "no seat is to act"))
            assert seat is not None
            action = decide(players[seat], game.observation(seat))
            check(enter(action), translate("SelfTest", "the table refused a legal action: %1")
                  .replace("%1", repr(action)))
            after_action()
        check(len(game.actions) < 200, translate("SelfTest", "the hand does not end"))


def _enter(adapter: GameAdapter, scene: TableScene, controller: TableController) -> Callable[[Action], bool]:
    """The bottom seat's decisions go in as a player's would (cards chosen on
    the table, then the controller); the others' straight to the adapter."""
    def enter(action: Action) -> bool:
        if action.seat != HUMAN:
            return adapter.apply(action)
        if isinstance(action, PassAction):
            for card in action.cards:
                scene.choose_for_pass(next(item for item in scene.at.hands[HUMAN] if item.card == card))
            return controller.confirm_pass()
        if isinstance(action, PlayAction):
            return controller.play(next(item for item in scene.at.hands[HUMAN] if item.card == action.card))
        return adapter.apply(action)

    return enter


def _hand_events(game: Game) -> list[ev.Event]:
    end = next(index for index, event in enumerate(game.log) if isinstance(event, ev.HandScored))
    return game.log[: end + 1]


def _check_hand(game: Game) -> tuple[tuple[int, ...], int, int]:
    events = _hand_events(game)
    deck = Counter(deck_in_play(game.rules, game.players))
    dealt_event = events[0]
    check(isinstance(dealt_event, ev.HandDealt), translate("SelfTest", "the hand did not start with a deal"))
    assert isinstance(dealt_event, ev.HandDealt)
    dealt = Counter(card for hand in dealt_event.hands for card in hand)
    # With two decks (V5) the cards left over are the widow, taken with the first trick.
    widow = Counter(card for event in events if isinstance(event, ev.WidowTaken) for card in event.cards)
    check(dealt + widow == deck,
          translate("SelfTest", "the deal is not the deck: a card is missing or dealt twice"))
    played = [event for event in events if isinstance(event, ev.CardPlayed)]
    check(Counter(event.card for event in played) == dealt,
          translate("SelfTest", "not every card was played exactly once"))
    tricks = [event for event in events if isinstance(event, ev.TrickWon)]
    check(len(tricks) == game.tricks_per_hand, translate("SelfTest", "wrong number of tricks"))
    check(all(len(trick.cards) == game.players for trick in tricks),
          translate("SelfTest", "a trick has the wrong number of cards"))
    scored = events[-1]
    assert isinstance(scored, ev.HandScored)
    score = scored.score
    taken = [sum(trick.points for trick in tricks if trick.taker == seat) for seat in range(game.players)]
    check(list(score.points) == taken,
          translate("SelfTest", "the hand's points differ from the points of the tricks taken"))
    check(sum(score.points) == sum(card_points(card, game.rules) for card in deck.elements()),
          translate("SelfTest", "the points taken do not add up to the deck's points"))
    check(tuple(score.totals) == tuple(score.deltas),
          translate("SelfTest", "the totals after the first hand are not its points"))
    check(game.history[:1] == [score], translate("SelfTest", "the score history does not hold the hand"))
    return tuple(score.points), len(tricks), sum(deck.values())


def _check_record(game: Game) -> None:
    text = GameRecord.from_game(game).dumps()
    loaded = GameRecord.loads(text)
    replayed = loaded.replay()
    check(loaded.dumps() == text, translate("SelfTest", "the game record does not round-trip"))
    check(replayed.actions == game.actions and replayed.history == game.history
          and replayed.totals == game.totals and replayed.hand_number == game.hand_number,
          translate("SelfTest", "replaying the game record does not rebuild the game"))


def _check_worker_pool() -> None:
    """The Expert thinks in worker processes (ai.pool, "spawn"); in a frozen
    app they only start if the entry point called freeze_support().  Asked
    here first so that a failure says so plainly."""
    try:
        answer = pool.get_pool(2).apply_async(abs, (-7,)).get(timeout=120)
    except Exception as error:
        pool.shutdown()
        raise SelfTestFailure(translate("SelfTest", "the computer players' worker process did not start: %1")
                              .replace("%1", repr(error))) from error
    check(answer == 7, translate("SelfTest", "the computer players' worker process answered wrongly"))


def _check_kernel() -> None:
    """packaging/build.sh compiles the playout kernel (setup.py): a frozen
    build without it would think several times slower, unnoticed."""
    if getattr(sys, "frozen", False):
        check(kernel.COMPILED, translate("SelfTest", "the computer players' compiled kernel is missing"))


def _check_text_services() -> None:
    """Sorting and case rules come from ICU, whose data the Linux build
    slims (packaging/trim_icu.py): prove the kept parts still work."""
    german = QCollator(QLocale(QLocale.Language.German))
    check(sorted(["b", "ä", "a"], key=cmp_to_key(german.compare)) == ["a", "ä", "b"],
          translate("SelfTest", "sorting by language (collation) does not work"))
    swedish = QCollator(QLocale(QLocale.Language.Swedish))
    check(sorted(["ä", "z"], key=cmp_to_key(swedish.compare)) == ["z", "ä"],
          translate("SelfTest", "sorting by language (collation) does not work"))
    check(QLocale(QLocale.Language.Turkish).toUpper("i") == "İ",
          translate("SelfTest", "case rules by language do not work"))


def _check_sounds() -> None:
    """Every sound loads and plays through the audio library, on its silent
    null device (a build that left out the library's C part fails here)."""
    output = AudioOutput(Mixer(), backend="null")
    for cue in Cue:
        output.mixer.play(read_sound(cue))
    output.start()
    state = output.wait_opened()
    output.close()
    check(state is OutputState.OPEN, translate("SelfTest", "the sounds cannot be played: %1")
          .replace("%1", output.problem))


def _render(view: object, screenshot: str | None) -> float:
    from PySide6.QtWidgets import QWidget

    assert isinstance(view, QWidget)
    started = time.perf_counter()
    image = view.grab().toImage()
    elapsed = (time.perf_counter() - started) * 1000
    if screenshot:
        image.save(screenshot)
    _check_image(image)
    return elapsed


def _check_image(image: QImage) -> None:
    check(not image.isNull() and image.width() >= TABLE_SIZE[0] // 2,
          translate("SelfTest", "the table did not render"))
    colours: set[int] = set()
    white = green = samples = 0
    for y in range(0, image.height(), 8):
        for x in range(0, image.width(), 8):
            colour = image.pixelColor(x, y)
            colours.add(colour.rgb())
            samples += 1
            white += colour.red() > 230 and colour.green() > 230 and colour.blue() > 230
            green += colour.green() > colour.red() + 30 and colour.green() > colour.blue() + 20
    check(green > samples // 4, translate("SelfTest", "the rendered table shows no felt"))
    check(white > samples // 50, translate("SelfTest", "the rendered table shows no card faces"))
    check(len(colours) > 40, translate("SelfTest", "the rendered table looks blank"))
