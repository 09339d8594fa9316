"""Where the Expert's review opens (issue #46): Game ▸ Review this game…,
Game ▸ Review a saved game…, and the Review buttons of the end-of-hand and
game-over dialogs; at a network table, the last game finished there.

A review is modeless: the game goes on beside it.  Each one is a dialog that
deletes itself when closed (its analysis stopped first); this object keeps
the open ones only to close them with the window.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import shiboken6
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from hearts_desktop.ai.review import Reviewer, decision_points
from hearts_desktop.model.cards import Seat, default_seat_names
from hearts_desktop.model.errors import RecordError
from hearts_desktop.model.record import GameRecord
from hearts_desktop.services import folders
from hearts_desktop.services.learning.practice import hand_key, result_of
from hearts_desktop.services.learning.review_store import ReviewStore, review_key
from hearts_desktop.views.dialogs.review_dialog import ReviewDialog
from hearts_desktop.views.dialogs.score_sheet.review_export import review_html
from hearts_desktop.views.practice_window import PracticeWindow, Tries
from hearts_desktop.views.table.controller import TableController
from hearts_desktop.views.words.review_text import ReviewWords
from hearts_desktop.views.words.texts import seat_name


def people_of(record: GameRecord) -> list[Seat]:
    """The seats people played in a record (its metadata), in seat order."""
    seats = record.metadata.get("human_seats")
    if not isinstance(seats, list):
        return []
    return sorted({seat for seat in seats if isinstance(seat, int) and 0 <= seat < record.players})


def reviewed_seat(record: GameRecord) -> Seat:
    """The seat a saved game is reviewed for: its (first) person, else South."""
    people = people_of(record)
    return people[0] if people else 0


class ReviewActions(QObject):
    status = Signal(str)  # a line for the status bar
    opened = Signal(object)  # a ReviewDialog, shown
    practice_opened = Signal(object)  # a PracticeWindow, shown

    def __init__(self, record: Callable[[], GameRecord | None], controller: TableController,
                 window: QWidget) -> None:
        """`record`: the game that "this game" means (None: none to review yet)."""
        super().__init__(window)
        self.record, self.controller, self.window = record, controller, window
        self.dialogs: list[ReviewDialog] = []
        self.practice: list[PracticeWindow] = []
        self._tries: dict[tuple[object, ...], Tries] = {}
        """Every hand played again this session, with its tries."""
        # The judge and the shelf every review opened here uses (None: the
        # Expert at the table's thinking time, and app data/reviews).
        self.reviewer: Reviewer | None = None
        self.store: ReviewStore | None = None
        self.seat_chooser: QInputDialog | None = None
        """The last "whose review?" asked at a hot-seat table (it deletes itself when closed)."""
        self.review_action = QAction(self)
        self.review_action.setShortcut(QKeySequence("Ctrl+R"))
        self.review_action.triggered.connect(self.review_game)
        self.review_file_action = QAction(self)
        self.review_file_action.triggered.connect(self.open_review)
        self.retranslate()

    def retranslate(self) -> None:
        self.review_action.setText(ReviewWords.tr("Re&view this game…"))
        self.review_file_action.setText(ReviewWords.tr("Revie&w a saved game…"))

    def review_game(self) -> ReviewDialog | None:
        """The review of the game on the table, for the player at the bottom
        (at a hot-seat table, for the person chosen: `for_whom`)."""
        record = self._record()
        if record is None:
            return None
        return self.for_whom(record, self.controller.viewer, lambda seat: self.review(record, seat))

    def review_hand(self, hand: int) -> ReviewDialog | None:
        """The review of one hand (0-based) of the game on the table."""
        record = self._record()
        if record is None:
            return None
        return self.for_whom(record, self.controller.viewer, lambda seat: self.review(record, seat, {hand}))

    def _record(self) -> GameRecord | None:
        record = self.record()
        if record is None:  # a network table's game is reviewed once its record has come
            self.status.emit(ReviewWords.tr("Nothing to review yet: the game is reviewed once it is over"))
        return record

    def for_whom(self, record: GameRecord, default: Seat,
                 review: Callable[[Seat], ReviewDialog | None]) -> ReviewDialog | None:
        """`review(seat)` for the one person of `record`, at once; where
        several shared the screen (hot seat), for the one chosen in a small
        dialog (`seat_chooser`, `default` first), once chosen: None until then,
        and `opened` says when the review is there."""
        people = people_of(record)
        if len(people) < 2:
            return review(default)
        names = [seat_name(record.names, seat) for seat in people]
        if len(set(names)) < len(names):  # two people of one name: say where each sat
            names = [f"{name} ({seat_name(default_seat_names(record.players), seat)})"
                     for name, seat in zip(names, people, strict=True)]
        chooser = QInputDialog(self.window)
        chooser.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        chooser.setWindowTitle(ReviewWords.tr("Review"))
        chooser.setLabelText(ReviewWords.tr("Whose passes and cards shall the Expert review?"))
        chooser.setComboBoxItems(names)
        chooser.setComboBoxEditable(False)
        chooser.setTextValue(names[people.index(default)] if default in people else names[0])
        chooser.textValueSelected.connect(lambda name: review(people[names.index(name)]))
        self.seat_chooser = chooser
        chooser.open()
        return None

    def review(self, record: GameRecord, seat: Seat, hands: set[int] | None = None) -> ReviewDialog | None:
        """Open the review of `seat`'s decisions in `record` (in `hands`), or
        say in the status line that there is nothing to review yet."""
        if next(iter(decision_points(record, seat, hands)), None) is None:
            self.status.emit(ReviewWords.tr("Nothing to review yet: no pass or card of yours"))
            return None
        dialog = ReviewDialog(record, seat, self.window, hands=hands,
                              reviewer=self.judge(), store=self.store)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.scene.use_cards_of(self.controller.settings)  # as the player chose them at the table
        self.dialogs.append(dialog)
        self._follow_review(dialog)
        dialog.show()
        self.opened.emit(dialog)
        return dialog

    def kept_review_html(self, record: GameRecord, seat: Seat) -> str | None:
        """The review kept for `record` (made in a review window or in the
        background), as the score sheet prints it; None if there is none."""
        store = self.store or ReviewStore()
        # The review at today's thinking time, else the one the progress made at the default depth.
        keys = (review_key(record, seat, self.judge()), review_key(record, seat, self.reviewer or Reviewer()))
        for key in dict.fromkeys(keys):  # one look when both are the same (normal time)
            decisions = store.load(key, record)
            if decisions:
                return review_html(record, seat, decisions)
        return None

    def judge(self) -> Reviewer:
        """The review's Expert: the one set here (tests), else the Expert at
        the table's thinking time (its depth follows it); the table it
        judges at is the record's (`ai.review.table_of`)."""
        return self.reviewer or Reviewer.thinking(self.controller.settings.expert_think_time)

    def _closed(self, _result: int) -> None:
        gone = self.sender()
        self.dialogs = [dialog for dialog in self.dialogs if dialog is not gone]

    def open_review(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(
            self.window, ReviewWords.tr("Review a saved game"), str(folders.start_folder()),
            ReviewWords.tr("Hearts game records (*.json);;All files (*)"))
        if chosen:
            self.review_file(Path(chosen))

    def review_file(self, path: Path) -> ReviewDialog | None:
        """A saved game's review; a file that is not a game record is refused with the reason."""
        folders.remember(path)
        try:
            record = GameRecord.loads(path.read_bytes())
            record.replay()
        except (OSError, RecordError) as error:
            QMessageBox.warning(self.window, ReviewWords.tr("Review"),
                                ReviewWords.tr("%1 cannot be reviewed:\n%2").replace("%1", path.name)
                                .replace("%2", str(error)))
            return None
        return self.for_whom(record, reviewed_seat(record), lambda seat: self.review(record, seat))

    def play_again(self, record: GameRecord, seat: Seat, hand: int) -> PracticeWindow:
        """`hand` of `record` dealt again at a table of its own, for `seat`
        (another try: the one open for that hand makes way)."""
        key = hand_key(record, hand, seat)
        tries = self._tries.get(key)
        if tries is None:
            try:
                original = result_of(record.replay(), hand)
            except RecordError:
                original = None
            tries = self._tries[key] = Tries(original)
        for window in [window for window in self.practice if window.tries is tries]:
            window.close()
        window = PracticeWindow(record, hand, seat, self.controller.settings, tries, self.window)
        self._follow_practice(window)
        self.practice.append(window)
        window.show()
        self.practice_opened.emit(window)
        return window

    def _practice_gone(self, gone: object) -> None:
        self.practice = [window for window in self.practice
                         if window is not gone and shiboken6.isValid(window)]

    def take_over(self, old: ReviewActions) -> None:
        """The reviews and hands played again open in `old`'s window go on in
        this one's (a network window that takes a dropped one's place): each
        becomes this window's, where it was on the screen, with its analysis
        and its tries as they were, so nothing a player is reading closes."""
        for dialog in old.dialogs:
            dialog.finished.disconnect(old._closed)
            dialog.play_again.disconnect()
            self._adopt(dialog)
            self._follow_review(dialog)
        for window in old.practice:
            window.destroyed.disconnect(old._practice_gone)
            window.play_again.disconnect()
            self._adopt(window)
            self._follow_practice(window)
        self.dialogs += old.dialogs
        self.practice += old.practice
        self._tries = {**old._tries, **self._tries}
        old.dialogs, old.practice = [], []

    def _follow_review(self, dialog: ReviewDialog) -> None:
        """What this object hears from a review of its window: that it
        closed, and a hand asked for again."""
        record, seat = dialog.record, dialog.seat
        dialog.finished.connect(self._closed)
        dialog.play_again.connect(lambda hand: self.play_again(record, seat, hand))

    def _follow_practice(self, window: PracticeWindow) -> None:
        """Likewise for a hand played again: another try, and its end."""
        record, seat, hand = window.record, window.seat, window.hand
        window.play_again.connect(lambda: self.play_again(record, seat, hand))
        window.destroyed.connect(self._practice_gone)

    def _adopt(self, widget: QWidget) -> None:
        """`widget`, a window of its own, made a child of ours in its place."""
        where, shown = widget.geometry(), widget.isVisible()
        widget.setParent(self.window, widget.windowFlags())  # (this hides it)
        widget.setGeometry(where)
        if shown:
            widget.show()

    def close_all(self) -> None:
        """The window closes: every review and every hand played again close with it."""
        for dialog in list(self.dialogs):
            dialog.close()
        for window in list(self.practice):
            window.close()
