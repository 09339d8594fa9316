"""The play checker at the table (issue #7): after a trick, point out a play
of the human's that the Expert judged clearly worse, and why.

The review runs off the GUI thread on the observation the human played from
(so it sees only what the human saw); its verdict waits until the trick is
over, so it never gives away anything about the trick still being played.
It follows any table source (a game at home, a seat at a network table):
`position` says which hand and trick the table is at.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal

from hearts_desktop.ai.review import check_play
from hearts_desktop.model import events as ev
from hearts_desktop.model.cards import Card
from hearts_desktop.model.observation import Observation
from hearts_desktop.services.think_runner import ThinkRunner
from hearts_desktop.services.translation import TranslationContext
from hearts_desktop.views.table.source import TableSource
from hearts_desktop.views.words.hint_text import reason_sentence
from hearts_desktop.views.words.texts import card_name


class CheckerWords(TranslationContext):
    """Translation context of the play checker."""



class PlayChecker(QObject):
    verdict = Signal(str)  # a translated verdict to show, or "" to clear the last one

    def __init__(self, source: TableSource, position: Callable[[], tuple[int, int]],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.position = position
        """The (hand, trick) the table is at now."""
        self.enabled = False
        self.table: Callable[[], Sequence[object | None]] = lambda: ()
        """The table's computer players by seat (None: a person): the checker
        judges as the table's Expert, who knows them."""
        self.seconds: Callable[[], float | None] = lambda: None
        """The Expert's thinking time: the checker looks deeper as it does."""
        self.runner = ThinkRunner(self)
        self.runner.finished.connect(self._reviewed)
        self._played_at: tuple[int, int] | None = None  # (hand, trick) of the play under review
        self._ready: str | None = None
        source.event_published.connect(self._event)
        source.game_started.connect(self._forget)

    def check(self, obs: Observation, card: Card) -> None:
        """Review `card`, played by the human from `obs`."""
        if not self.enabled:
            return
        self._played_at = (obs.hand_number, obs.trick_number)
        self._ready = None
        seed = obs.hand_number * 100 + obs.trick_number
        table, seconds = list(self.table()) or None, self.seconds()
        self.runner.start(lambda stop: check_play(obs, card, seed=seed, stop=stop, table=table,
                                                  seconds=seconds))

    def shutdown(self) -> None:
        self.runner.shutdown()

    def _reviewed(self, review: object) -> None:
        if review is None or self._played_at is None:
            return
        text = CheckerWords.tr("Play checker: %1 was clearly worse than %2 (about %3 points). %4")
        self._ready = (text.replace("%1", card_name(review.played))  # type: ignore[attr-defined]
                       .replace("%2", card_name(review.better))  # type: ignore[attr-defined]
                       .replace("%3", f"{review.loss:.0f}")  # type: ignore[attr-defined]
                       .replace("%4", reason_sentence(review.code, review.cards)))  # type: ignore[attr-defined]
        if self._trick_done():
            self._show()

    def _trick_done(self) -> bool:
        return self._played_at is not None and self.position() > self._played_at

    def _event(self, event: ev.Event, _public: object) -> None:
        if isinstance(event, ev.TrickWon) and self._ready is not None and self._trick_done():
            self._show()

    def _show(self) -> None:
        assert self._ready is not None
        self.verdict.emit(self._ready)
        self._ready, self._played_at = None, None

    def _forget(self, _game: object) -> None:
        self.runner.cancel()
        self._ready, self._played_at = None, None
        self.verdict.emit("")
