"""Game ▸ Review…: the Expert's review of a player's passes and plays (issue #46).

On the left, the table as it was at the decision chosen (the reviewed seat's
cards face up, its choice in blue, the Expert's in amber); on the right, every
decision of the game with its verdict, and for the one chosen every choice
the Expert weighed with its expected points against the table (and their
standard error), the verdict, why the better choice is better, and, labelled
as hindsight, what was best with every hand known.  Above, the points lost
to mistakes in the hand and in the game, and the three worst decisions, one
click (or key) away.

The analysis runs in the background, on every core, decision after decision:
each appears as soon as it is judged, a progress bar tells how far it has
got, and Cancel stops it at once.  What is judged is kept (services.
review_store): the same game opens with its review, and a cancelled review
goes on from where it stopped.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QCloseEvent, QColor, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hearts_desktop.ai.review import Decision, Reviewer, Verdict, lost_in, review_game
from hearts_desktop.model.cards import Seat
from hearts_desktop.model.qt_adapter import GameAdapter
from hearts_desktop.model.record import GameRecord
from hearts_desktop.services.learning.review_store import ReviewStore, review_key
from hearts_desktop.services.settings import AnimationSpeed
from hearts_desktop.services.think_runner import Report, ThinkRunner
from hearts_desktop.views.dialogs.replay_dialog import ReplayView
from hearts_desktop.views.table.table_scene import TableScene
from hearts_desktop.views.words.review_text import (
    ReviewWords,
    choice_name,
    choice_text,
    hand_heading,
    hindsight_text,
    loss_text,
    points_text,
    reason_text,
    step_text,
    thresholds_text,
    where_text,
    worst,
)
from hearts_desktop.views.words.texts import seat_name

VERDICT_COLOURS = {Verdict.GOOD: QColor(46, 125, 50), Verdict.INACCURACY: QColor(176, 124, 0),
                   Verdict.MISTAKE: QColor(213, 94, 0), Verdict.BLUNDER: QColor(176, 0, 32)}
"""Verdicts in colours that stay apart for colour-blind eyes too (and the word is always there)."""
INDEX = Qt.ItemDataRole.UserRole


class ReviewDialog(QDialog):
    decision_shown = Signal(object)  # the Decision now on the table
    play_again = Signal(int)  # the hand (0-based) of the decision shown, to be played again

    def __init__(self, record: GameRecord, seat: Seat, parent: QWidget | None = None, *,
                 hands: set[int] | None = None, reviewer: Reviewer | None = None,
                 store: ReviewStore | None = None) -> None:
        super().__init__(parent)
        self.record, self.seat, self.hands = record, seat, hands
        self.reviewer = reviewer or Reviewer()
        self.store = store or ReviewStore()
        self._key = review_key(record, seat, self.reviewer)
        self.decisions: list[Decision] = [d for d in self.store.load(self._key, record)
                                          if hands is None or d.hand in hands]
        self._game = record.new_game()
        self.adapter = GameAdapter(record.new_game(), self)
        self.scene = TableScene(self.adapter, parent=self)
        self.scene.speed = AnimationSpeed.INSTANT
        self.view = ReplayView(self.scene, self)
        self.runner = ThinkRunner(self)
        self.runner.reported.connect(self._reported)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(self._failed)
        self._build()
        self.retranslate()
        for decision in self.decisions:
            self._add(decision)
        self.resize(1200, 760)
        self.start()
        if self.decisions:
            self.show_decision(self.decisions[0])

    # -- building ---------------------------------------------------------------------

    def _build(self) -> None:
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.worst_row = QHBoxLayout()
        self.worst_label = QLabel()
        self.worst_row.addWidget(self.worst_label)
        self.worst_buttons: list[QPushButton] = []
        for number in range(3):
            button = QPushButton()
            button.setShortcut(QKeySequence(f"Alt+{number + 1}"))
            button.clicked.connect(self._jump_to_worst)
            button.hide()
            self.worst_buttons.append(button)
            self.worst_row.addWidget(button)
        self.worst_row.addStretch(1)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(3)
        self.tree.setRootIsDecorated(True)
        self.tree.setUniformRowHeights(True)
        # Columns the player can widen, the verdict taking the rest: with large
        # fonts, columns sized to their contents took the table's room.
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.tree.header().setStretchLastSection(True)
        self.tree.currentItemChanged.connect(self._picked)
        self.choices = QTableWidget(0, 3)
        self.choices.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.choices.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.choices.verticalHeader().setVisible(False)
        self.choices.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.choices.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.hindsight = QLabel()
        self.hindsight.setWordWrap(True)
        self.hindsight.setTextFormat(Qt.TextFormat.PlainText)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.progress = QProgressBar()
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        self.again_button = QPushButton()
        self.again_button.clicked.connect(self.start)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)
        self.play_button = QPushButton()
        self.play_button.clicked.connect(self._play_again)
        self.play_button.setEnabled(False)  # once a decision is shown
        right = QWidget()
        side = QVBoxLayout(right)
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.tree, 3)
        side.addWidget(self.choices, 2)
        side.addWidget(self.verdict)
        side.addWidget(self.hindsight)
        side.addWidget(self.legend)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.view)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        self.split = split
        self._split_placed = False
        bottom = QHBoxLayout()
        bottom.addWidget(self.progress, 1)
        bottom.addWidget(self.cancel_button)
        bottom.addWidget(self.again_button)
        bottom.addWidget(self.play_button)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(self.worst_row)
        layout.addWidget(split, 1)
        layout.addLayout(bottom)

    def retranslate(self) -> None:
        """Every text in the current language (also on QEvent.LanguageChange)."""
        name = seat_name(self.record.names, self.seat)
        self.setWindowTitle(ReviewWords.tr("Review: %1").replace("%1", name))
        self.tree.setHeaderLabels([ReviewWords.tr("Decision"), ReviewWords.tr("Played"),
                                   ReviewWords.tr("Verdict")])
        self.tree.setAccessibleName(ReviewWords.tr("Decisions"))
        self.choices.setHorizontalHeaderLabels([ReviewWords.tr("Choice"), ReviewWords.tr("Expected points"),
                                                ReviewWords.tr("Hindsight")])
        self.choices.setAccessibleName(ReviewWords.tr("Choices the Expert weighed"))
        self.worst_label.setText(ReviewWords.tr("Worst:"))
        self.cancel_button.setText(ReviewWords.tr("&Cancel the analysis"))
        self.again_button.setText(ReviewWords.tr("&Analyse the rest"))
        self.close_button.setText(ReviewWords.tr("Close"))
        self.play_button.setText(ReviewWords.tr("&Play this hand again"))
        self.play_button.setToolTip(ReviewWords.tr("The same cards and opponents at a table of their own, "
                                                   "then your tries and the Expert's side by side"))
        self.legend.setText(ReviewWords.tr("Expected points: your points for the hand minus the others' "
                                           "average, from what you knew then (lower is better; ± one "
                                           "standard error). On the table your choice is blue, the "
                                           "Expert's amber. ") + thresholds_text())
        self._show_summary()
        current = self.current_decision()
        if current is not None:
            self._describe(current)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    # -- the analysis -------------------------------------------------------------------

    def start(self) -> None:
        """Judge the decisions not judged yet, in the background."""
        record, seat, hands, reviewer, done = self.record, self.seat, self.hands, self.reviewer, \
            list(self.decisions)

        def work(stop: threading.Event, report: Report) -> object:
            return review_game(record, seat, reviewer, hands, stop,
                               progress=lambda count, total: report((count, total)), each=report, done=done)

        self.runner.start_reporting(work)
        self._set_running(True)

    def cancel(self) -> None:
        """Stop the analysis now; what is judged stays (and is kept)."""
        self.runner.cancel()
        self._set_running(False)

    def is_running(self) -> bool:
        return self.runner.is_running()

    def _set_running(self, running: bool) -> None:
        self.cancel_button.setEnabled(running)
        self.again_button.setEnabled(not running)
        self.again_button.setVisible(not running and self.progress.value() < self.progress.maximum())

    def _reported(self, report: object) -> None:
        if isinstance(report, tuple):
            done, total = report
            self.progress.setRange(0, max(total, 1))
            self.progress.setValue(done)
            self.progress.setFormat(ReviewWords.tr("%v of %m decisions judged"))
        elif isinstance(report, Decision) and self.store.add(self._key, self.record, self.decisions, report):
            self._add(report)
            self._show_summary()
            if self.current_decision() is None:
                self.show_decision(report)

    def _finished(self, _result: object) -> None:
        self._set_running(False)
        self.again_button.hide()

    def _failed(self, error: object) -> None:
        self._set_running(False)
        self.summary.setText(ReviewWords.tr("The analysis failed: %1").replace("%1", str(error)))

    # -- the list --------------------------------------------------------------------------

    def _hand_item(self, hand: int) -> QTreeWidgetItem:
        for row in range(self.tree.topLevelItemCount()):
            item = _present(self.tree.topLevelItem(row))
            if item.data(0, INDEX) == -1 - hand:
                return item
        item = QTreeWidgetItem([hand_heading(self._game, hand)])
        item.setData(0, INDEX, -1 - hand)
        at = next((row for row in range(self.tree.topLevelItemCount())
                   if -1 - _present(self.tree.topLevelItem(row)).data(0, INDEX) > hand),
                  self.tree.topLevelItemCount())
        self.tree.insertTopLevelItem(at, item)
        item.setExpanded(True)
        return item

    def _add(self, decision: Decision) -> None:
        parent = self._hand_item(decision.hand)
        judgement = decision.judgement
        item = QTreeWidgetItem([step_text(decision), choice_text(judgement.chosen), loss_text(decision)])
        item.setData(0, INDEX, decision.index)
        item.setForeground(2, VERDICT_COLOURS[judgement.verdict])
        item.setToolTip(1, choice_name(judgement.chosen))
        at = next((row for row in range(parent.childCount())
                   if _present(parent.child(row)).data(0, INDEX) > decision.index), parent.childCount())
        parent.insertChild(at, item)

    def _item_of(self, decision: Decision) -> QTreeWidgetItem | None:
        parent = self._hand_item(decision.hand)
        children = (_present(parent.child(row)) for row in range(parent.childCount()))
        return next((child for child in children if child.data(0, INDEX) == decision.index), None)

    def current_decision(self) -> Decision | None:
        item = self.tree.currentItem()
        index = item.data(0, INDEX) if item is not None else None
        return next((decision for decision in self.decisions if decision.index == index), None)

    def _picked(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        decision = self.current_decision()
        if decision is not None:
            self._show(decision)

    def show_decision(self, decision: Decision) -> None:
        """Choose `decision` in the list: the table and the details follow."""
        item = self._item_of(decision)
        if item is not None:
            self.tree.setCurrentItem(item)
            self.tree.scrollToItem(item)

    def _jump_to_worst(self) -> None:
        button = self.sender()
        found = worst(self.decisions)
        for number, candidate in enumerate(self.worst_buttons):
            if candidate is button and number < len(found):
                self.show_decision(found[number])
                self.tree.setFocus()

    # -- one decision -----------------------------------------------------------------------

    def _show(self, decision: Decision) -> None:
        game = self.record.replay(decision.index)
        self.adapter.set_game(game)
        self.scene.set_viewer(self.seat)
        judgement = decision.judgement
        for item in self.scene.human_items():
            item.set_marks(selected=item.card in judgement.chosen, received=item.card in judgement.best
                           and judgement.best != judgement.chosen)
        self._describe(decision)
        self._show_summary()
        self.play_button.setEnabled(True)
        self.decision_shown.emit(decision)

    def _play_again(self) -> None:
        current = self.current_decision()
        if current is not None:
            self.play_again.emit(current.hand)

    def _caption(self, decision: Decision) -> None:
        """In the pass, the middle of the table (empty then) says which cards are which:
        the colours alone would not.  In play it holds the trick, and the list says it."""
        judgement = decision.judgement
        if decision.trick is not None:
            self.scene.set_caption(None)
            return
        lines = [ReviewWords.tr("Blue, yours: %1").replace("%1", choice_text(judgement.chosen))]
        if judgement.best != judgement.chosen:
            lines.append(ReviewWords.tr("Amber, the Expert's: %1").replace("%1", choice_text(judgement.best)))
        self.scene.set_caption("\n".join(lines))

    def _describe(self, decision: Decision) -> None:
        judgement, hind = decision.judgement, decision.hindsight
        self._caption(decision)
        locale = QLocale()
        self.choices.setRowCount(len(judgement.values))
        for row, valued in enumerate(judgement.values):
            mark = " ◀" if valued.choice == judgement.chosen else ""
            choice = QTableWidgetItem(choice_text(valued.choice) + mark)
            choice.setToolTip(choice_name(valued.choice))
            if valued.choice == judgement.chosen:
                font = choice.font()
                font.setBold(True)
                choice.setFont(font)
            error = locale.toString(valued.error, "f", 1)
            points = QTableWidgetItem(f"{points_text(valued.points)} ± {error}")
            points.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            later = "" if hind is None else points_text(hind.points_of(valued.choice))
            known = QTableWidgetItem(later)
            known.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for column, cell in enumerate((choice, points, known)):
                self.choices.setItem(row, column, cell)
        text = f"{where_text(decision)}: {loss_text(decision)}"
        if judgement.verdict is not Verdict.GOOD:
            text += "\n" + ReviewWords.tr("The Expert: %1. %2").replace("%1", choice_text(judgement.best)) \
                .replace("%2", reason_text(decision))
        self.verdict.setText(text)
        self.hindsight.setText(hindsight_text(decision) or ReviewWords.tr("Hindsight: nothing to choose."))

    def _show_summary(self) -> None:
        current = self.current_decision()
        locale = QLocale()
        game = locale.toString(lost_in(self.decisions), "f", 1)
        if current is None:
            text = ReviewWords.tr("Points lost to mistakes in the game: %1").replace("%1", game)
        else:
            hand = lost_in([d for d in self.decisions if d.hand == current.hand])
            text = ReviewWords.tr("Points lost to mistakes: hand %1, %2; game, %3") \
                .replace("%1", locale.toString(current.hand + 1)) \
                .replace("%2", locale.toString(hand, "f", 1)).replace("%3", game)
        self.summary.setText(text)
        found = worst(self.decisions)
        self.worst_label.setVisible(bool(found))
        for number, button in enumerate(self.worst_buttons):
            if number < len(found):
                decision = found[number]
                loss = locale.toString(decision.judgement.loss, "f", 1)
                chosen = choice_text(decision.judgement.chosen)
                button.setText(f"&{number + 1} {where_text(decision)}: {chosen} (−{loss})")
                button.setVisible(True)
            else:
                button.setVisible(False)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._split_placed:  # the table three fifths, whatever the fonts ask for
            self._split_placed = True
            width = self.split.width()
            self.split.setSizes([width * 3 // 5, width - width * 3 // 5])
            metrics = self.tree.fontMetrics()
            self.tree.setColumnWidth(0, metrics.horizontalAdvance("Hand 10 · 0000-0000") + 24)
            self.tree.setColumnWidth(1, metrics.horizontalAdvance("10♠ 10♠ 10♠") + 12)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.cancel()  # its worker stops at its next look at the stop flag
        super().closeEvent(event)


def _present(item: QTreeWidgetItem | None) -> QTreeWidgetItem:
    """An item the tree has by construction (Qt's stubs say it may be None)."""
    assert item is not None
    return item
