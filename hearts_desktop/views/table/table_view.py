"""The QGraphicsView showing the table, 1:1 with its viewport (the scene is
laid out again on resize and DPR change), with the keyboard and the few real
buttons that sit over the table (pass, last trick, and "New game" once a game
is over)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QPushButton, QWidget

from hearts_desktop.model import events as ev
from hearts_desktop.model.state import Phase
from hearts_desktop.views.table.controller import TableController
from hearts_desktop.views.table.table_scene import TableScene
from hearts_desktop.views.words.texts import Hearts


def fit_table(view: QGraphicsView, table: TableScene) -> None:
    """Lay the table out 1:1 for the view's viewport and pixel ratio."""
    size = view.viewport().size()
    if size.width() > 0 and size.height() > 0:
        table.resize_table(size.width(), size.height(), view.devicePixelRatioF())
        view.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        view.resetCachedContent()


class TableView(QGraphicsView):
    new_game_requested = Signal()
    """The "New game" button on a finished game's table was pressed."""

    def __init__(self, scene: TableScene, controller: TableController,
                 parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.controller = controller
        # No Antialiasing for the whole view: it sends every turned or scaled
        # card through the slow edge-smoothing path on every frame (a 52-card
        # sweep at DPR 2 fell to 41 fps).  Items that need it ask for it.
        self.setRenderHints(QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.pass_button = self._button("", self._confirm_pass)
        self.last_trick_button = self._button("", self.toggle_last_trick)
        self.last_trick_button.setCheckable(True)
        self.last_trick_button.setShortcut("L")
        self.new_game_button = self._button("", self.new_game_requested.emit)
        # While the Expert plays the person's seat (View > Watch): one click takes it back.
        self.take_seat_button = self._button("", self._take_seat_back)
        self.offers_new_game = True
        """False where the next game is not this table's to start."""
        self.asks_again = False
        """At a guest's network seat the button asks the host for the next game."""
        self._retranslate()
        controller.pass_button.connect(self._set_pass_button)
        controller.watching_changed.connect(self._watching_changed)
        scene.layout_changed.connect(self._place_buttons)
        scene.event_shown.connect(self._event_shown)
        scene.queue.busy_changed.connect(self._busy_changed)

    def _button(self, text: str, slot: object) -> QPushButton:
        button = QPushButton(text, self)
        button.setAccessibleName(text)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.clicked.connect(slot)
        button.hide()
        return button

    # -- size -----------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self._fit()
        elif event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self.table.retranslate()
            self._place_buttons()

    def _retranslate(self) -> None:
        self.setAccessibleName(Hearts.tr("Card table"))
        self.last_trick_button.setText(Hearts.tr("Last trick"))
        self.last_trick_button.setToolTip(Hearts.tr("Show the previous trick (L)"))
        text = Hearts.tr("Play again") if self.asks_again else Hearts.tr("New game")
        self.new_game_button.setText(text)
        self.new_game_button.setAccessibleName(text)
        text = Hearts.tr("Take my seat back")
        self.take_seat_button.setText(text)
        self.take_seat_button.setAccessibleName(text)
        self.take_seat_button.setToolTip(Hearts.tr("The Expert is playing your seat; take it back (W)"))

    def set_asks_again(self, asks: bool) -> None:
        self.asks_again = asks
        self._retranslate()
        self._place_buttons()

    def _fit(self) -> None:
        fit_table(self, self.table)

    def _place_buttons(self) -> None:
        layout = self.table.layout
        middle = layout.trick_rect
        hint = self.pass_button.sizeHint()
        width = max(hint.width() + 16, 150)
        bottom = QPointF(middle.center().x(), middle.bottom() - hint.height() / 2 - 8)
        self.pass_button.setGeometry(round(bottom.x() - width / 2), round(bottom.y() - hint.height() / 2),
                                     width, hint.height())
        # Above the person's own seat label while the Expert plays it: never
        # over the trick (the seat's own card lands at the bottom of the middle).
        watching = self.controller.watching and self.table.shown.phase is not Phase.GAME_OVER
        seat_hint = self.take_seat_button.sizeHint()
        own = layout.labels[0]  # place 0: the seat at the bottom, the viewer's
        seat_width = max(seat_hint.width() + 16, round(own.width()))
        self.take_seat_button.setGeometry(round(own.left()), round(own.top() - seat_hint.height() - 6),
                                          seat_width, seat_hint.height())
        self.take_seat_button.setVisible(watching)
        # The middle's caption stays above the pass button, never under it.
        self.table.middle.reserve_bottom(hint.height() + 8 if self.pass_button.isVisibleTo(self) else 0)
        hint = self.new_game_button.sizeHint()
        width = max(hint.width() + 24, 150)
        centre = middle.center()
        self.new_game_button.setGeometry(round(centre.x() - width / 2), round(centre.y() - hint.height() / 2),
                                         width, hint.height())
        under_button = centre.y() + hint.height() / 2 + 8 - middle.top()
        self.table.middle.set_note(self.table.middle.note, top=under_button)
        # After the game-over dialog, the finished table offers the next game.
        self.new_game_button.setVisible(self.offers_new_game and self.table.shown.phase is Phase.GAME_OVER
                                        and self.table.queue.is_idle())
        info = layout.info_rect
        hint = self.last_trick_button.sizeHint()
        self.last_trick_button.setGeometry(round(info.left() + 8), round(info.bottom() - hint.height() - 6),
                                           max(hint.width(), 110), hint.height())
        self.last_trick_button.setVisible(True)

    # -- buttons ----------------------------------------------------------------

    def _set_pass_button(self, visible: bool, enabled: bool, text: str) -> None:
        self.pass_button.setText(text)
        self.pass_button.setAccessibleName(text)
        self.pass_button.setEnabled(enabled)
        self.pass_button.setVisible(visible)
        self._place_buttons()

    def _confirm_pass(self) -> None:
        self.controller.confirm_pass()

    def _take_seat_back(self) -> None:
        self.controller.set_watching(False)
        self.setFocus()  # the keys play cards again at once

    def _watching_changed(self, _on: bool) -> None:
        self._place_buttons()

    def _event_shown(self, event: ev.Event) -> None:
        """At the game's end "Take my seat back" goes at once: the queue stays
        busy (and the buttons where they were) while the game-over dialog is open."""
        if isinstance(event, ev.GameOver):
            self._place_buttons()

    def toggle_last_trick(self) -> None:
        shown = self.table.show_last_trick(not self.table.last_trick_panel.isVisible())
        self.last_trick_button.setChecked(self.table.last_trick_panel.isVisible())
        if not shown and not self.table.last_trick_panel.isVisible() and not self.table.shown.last_trick:
            self.controller.status.emit(Hearts.tr("No trick has been played yet in this hand"))

    def _busy_changed(self, busy: bool) -> None:
        self._place_buttons()
        if busy and self.table.last_trick_panel.isVisible():
            self.table.show_last_trick(False)
            self.last_trick_button.setChecked(False)

    # -- keyboard -------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.move_focus(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._activate(event)
        elif key == Qt.Key.Key_Escape and self.table.last_trick_panel.isVisible():
            self.toggle_last_trick()
        else:
            super().keyPressEvent(event)

    def _activate(self, event: QKeyEvent) -> None:
        if self.table.release_pause():
            return
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.controller.confirm_pass()
            return
        item = self.table.focus_item()
        if item is not None and self.controller.accepting():
            self.controller.activate(item)
            self._describe_focus()

    def move_focus(self, step: int) -> None:
        items = self.table.human_items()
        if not items:
            return
        current = self.table.focus_item()
        index = items.index(current) + step if current in items else (0 if step > 0 else len(items) - 1)
        self.table.set_focus_item(items[index % len(items)])
        self._describe_focus()

    def focus_hand(self) -> None:
        """Take the keys, with a card of the hand focused (the first, unless
        one already is); said to screen readers, not on the status line."""
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        items = self.table.human_items()
        if self.table.focus_item() is None and items:
            self.table.set_focus_item(items[0])
        item = self.table.focus_item()
        self.setAccessibleDescription(item.accessible_name() if item is not None else "")

    def _describe_focus(self) -> None:
        item = self.table.focus_item()
        text = item.accessible_name() if item is not None else ""
        self.setAccessibleDescription(text)
        if text:
            self.controller.status.emit(text)
