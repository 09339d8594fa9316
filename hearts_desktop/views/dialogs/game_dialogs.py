"""The dialogs of a game in progress: end of hand, moon choice (H4), end of game."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLayout,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hearts_desktop.model.cards import QUEEN_OF_SPADES, Card, Seat
from hearts_desktop.model.rules import MoonChoice
from hearts_desktop.model.scoring import HandScore
from hearts_desktop.views.words.texts import Hearts, scores_text, seat_name, winners_text


def _table(headers: list[str], rows: list[list[str]]) -> QTableWidget:
    table = QTableWidget(len(rows), len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
    # Shown, not used: the keys stay on the dialog's buttons (an arrow key took
    # the focus into the table, where Space then did nothing).
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    for row, values in enumerate(rows):
        for column, value in enumerate(values):
            cell = QTableWidgetItem(value)
            if column:
                cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, column, cell)
    table.resizeColumnsToContents()
    width = sum(table.columnWidth(column) for column in range(len(headers)))
    table.setFixedWidth(width + 2 * table.frameWidth() + 2)
    height = table.horizontalHeader().height() + sum(table.rowHeight(row) for row in range(len(rows)))
    table.setFixedHeight(height + 2 * table.frameWidth() + 2)
    return table


def _num(value: int) -> str:
    """A number in the user's locale (minus sign, digit grouping)."""
    return QLocale().toString(value)


def _signed(value: int) -> str:
    return QLocale().positiveSign() + _num(value) if value > 0 else _num(value)


def hand_summary_lines(score: HandScore, names: tuple[str, ...], taken: list[list[Card]]) -> list[str]:
    """Who took the Q♠, moons, bonuses: the sentences under the table."""
    lines = []
    queen = [seat for seat, cards in enumerate(taken) if QUEEN_OF_SPADES in cards]
    for seat in queen:
        lines.append(Hearts.tr("%1 took the Queen of spades.").replace("%1", seat_name(names, seat)))
    moon = score.moon
    if moon is not None:
        what = Hearts.tr("%1 shot the sun!") if moon.sun else Hearts.tr("%1 shot the moon!")
        how = Hearts.tr("%1 points were added to everyone else.") if moon.choice is MoonChoice.ADD_TO_OTHERS \
            else Hearts.tr("%1 points were taken off the shooter's score.")
        lines.append(what.replace("%1", seat_name(names, moon.shooter)) + " "
                     + how.replace("%1", _num(moon.amount)))
    for seat in score.no_trick_bonus:
        lines.append(Hearts.tr("%1 took no trick: −5.").replace("%1", seat_name(names, seat)))
    for seat in score.resets:
        lines.append(
            Hearts.tr("%1 hit the target exactly and drops to half.").replace("%1", seat_name(names, seat)))
    return lines



def _plain_label(text: str) -> QLabel:
    """A label that never reads its text as markup: player names come from
    the network too, and `<b>Bo</b>` is a name there, not bold type."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label

class HandSummaryDialog(QDialog):
    def __init__(self, score: HandScore, names: tuple[str, ...], taken: list[list[Card]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(Hearts.tr("End of hand %1").replace("%1", _num(score.hand_number + 1)))
        rows = [[seat_name(names, seat), _num(score.points[seat]), _signed(score.deltas[seat]),
                 _num(score.totals[seat])] for seat in range(len(names))]
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)  # a summary: nothing gained by resizing
        heads = [Hearts.tr("Player"), Hearts.tr("Points taken"), Hearts.tr("Added"), Hearts.tr("Total")]
        layout.addWidget(_table(heads, rows))
        self.lines = hand_summary_lines(score, names, taken)
        for line in self.lines:
            layout.addWidget(_plain_label(line))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(Hearts.tr("Next hand"))
        # Offered by the table that can review (the window at home): hidden otherwise.
        self.review_button = buttons.addButton(Hearts.tr("&Review this hand"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.hide()
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)


class MoonChoiceDialog(QDialog):
    """R11/H4: the human shooter picks the settlement."""

    def __init__(self, amount: int, sun: bool, totals: tuple[int, ...] | list[int],
                 names: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choice = MoonChoice.ADD_TO_OTHERS
        self.setWindowTitle(Hearts.tr("You shot the sun!") if sun else Hearts.tr("You shot the moon!"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(Hearts.tr("You took every heart and the Queen of spades. How should the "
                                   "%1 points be settled?").replace("%1", _num(amount))))
        self.add_button = QPushButton(Hearts.tr("Add %1 to everyone else").replace("%1", _num(amount)))
        self.subtract_button = QPushButton(Hearts.tr("Subtract %1 from my score").replace("%1", _num(amount)))
        self.add_button.clicked.connect(lambda: self._choose(MoonChoice.ADD_TO_OTHERS))
        self.subtract_button.clicked.connect(lambda: self._choose(MoonChoice.SUBTRACT_FROM_SELF))
        self.add_button.setDefault(True)
        layout.addWidget(self.add_button)
        layout.addWidget(self.subtract_button)
        # Each total beside its player's name: the choice depends on who is close to the target.
        self.scores_label = _plain_label(
            Hearts.tr("Scores before this hand: %1").replace("%1", scores_text(names, totals)))
        layout.addWidget(self.scores_label)

    def _choose(self, choice: MoonChoice) -> None:
        self.choice = choice
        self.accept()


class GameOverDialog(QDialog):
    """Winner(s) and final scores; Accepted means "New game"."""

    def __init__(self, winners: tuple[Seat, ...], totals: tuple[int, ...], names: tuple[str, ...],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(Hearts.tr("Game over"))
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.headline = _plain_label(winners_text(names, winners))
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.headline.setFont(font)
        layout.addWidget(self.headline)
        order = sorted(range(len(names)), key=lambda seat: totals[seat])
        rows = [[seat_name(names, seat), _num(totals[seat])] for seat in order]
        layout.addWidget(_table([Hearts.tr("Player"), Hearts.tr("Final score")], rows))
        self.note = _plain_label("")
        """A line under the scores (at a network table: the games won there this evening)."""
        self.note.setWordWrap(True)
        self.note.hide()
        layout.addWidget(self.note)
        buttons = QDialogButtonBox()
        self.new_game_button = buttons.addButton(
            Hearts.tr("New game"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.review_button = buttons.addButton(Hearts.tr("&Review the game"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.hide()
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def set_note(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(bool(text))
