"""The table: a QGraphicsScene that shows the game.

It is built from a snapshot of the game (`set_game`), then follows the
adapter's `event_published` signal: each event with the model's public state
right after it.  Each event becomes one step of the animation queue; the step
takes that state as what the labels show (`shown`), updates the *locations* (which item is in which
hand, the trick, the pass area, ...) and animates the items to the places
the layout gives those locations.  Items are found by location and identity:
with two decks (V5) a value alone does not say which of two equal cards
moved.  The scene never calls the model's actions; mouse and keyboard become
intents (signals) for the controller.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QAbstractAnimation, QObject, QPointF, QRect, QRectF, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from hearts_desktop.model import events as ev
from hearts_desktop.model.cards import Card, Seat
from hearts_desktop.model.deal import deck_in_play
from hearts_desktop.model.observation import PublicState
from hearts_desktop.model.state import Phase
from hearts_desktop.services.settings import AnimationSpeed, AppSettings
from hearts_desktop.views.table import speeds
from hearts_desktop.views.table.animation_queue import AnimationQueue, Pause, Waitable
from hearts_desktop.views.table.card_art import FLIGHT_STEPS, CardArt
from hearts_desktop.views.table.card_item import CardItem, PlayMark
from hearts_desktop.views.table.interaction import CardInteraction
from hearts_desktop.views.table.layout import OPPONENT_SCALE, Placement, TableLayout, compute_layout
from hearts_desktop.views.table.locations import Locations, SortKey, default_sort_key
from hearts_desktop.views.table.motion import Move, animate, arrive, pause
from hearts_desktop.views.table.scene_items import InfoPanel, LastTrickPanel, MiddleZone, Notice, SeatLabel
from hearts_desktop.views.table.source import TableGame, TableSource
from hearts_desktop.views.words.scene_text import info_lines, middle_caption, seat_status
from hearts_desktop.views.words.texts import Hearts, seat_name

HUMAN: Seat = 0
NOTICE_MS = 4000
TEXT_AT_SYSTEM_SIZE = 1.1
"""Seat names are never smaller than the system font times this (the
score line below them is drawn a little smaller, at about its size)."""
FELT = (QColor(32, 122, 64), QColor(12, 64, 34))
"""The felt's colour at its centre and at its edge."""
FELT_DARK = (QColor(38, 44, 52), QColor(14, 16, 20))
"""How long a refusal or a hint stays beside the trick."""
"""The human seat of a default game (the table shows its `viewer` at the bottom)."""


class TableScene(QGraphicsScene):
    card_clicked = Signal(object)  # CardItem of the human's hand or pass area was clicked
    card_double_clicked = Signal(object)  # CardItem was double-clicked
    card_dropped = Signal(object, str)  # CardItem released over "middle", "hand" or "" (elsewhere)
    lift_refused = Signal(object)  # the player tried to drag a CardItem that may not move
    layout_changed = Signal()  # the table was laid out again (size, cards or options)
    event_shown = Signal(object)  # ev.Event whose animation starts now (the sounds follow it)

    def __init__(self, adapter: TableSource, art: CardArt | None = None,
                 parent: QObject | None = None) -> None:
        """`parent`: the window or dialog that shows this table; the scene goes
        with it (a scene without a parent is Python's to free, and a slot of
        one of its own children could keep it)."""
        super().__init__(parent)
        # A few dozen items, most of them moving at once: an index (a BSP
        # tree) would be rebuilt on every frame of a sweep for little gain.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.adapter = adapter
        self.art = art or CardArt()
        self.queue = AnimationQueue(self)
        self._to_warm: list[tuple[Card, float]] = []
        """Faces still to render while the table is still (see _warm_pixmaps)."""
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(0)
        self._warm_timer.timeout.connect(self._warm_next)
        self.queue.idle.connect(self._warm_timer.start)
        self.speed = AnimationSpeed.NORMAL
        self.click_to_continue = False
        self.sort_key: SortKey = default_sort_key()
        self.dpr = 1.0
        self.dark = False
        self._large = False
        self.viewer: Seat = HUMAN
        """The human seat whose hand is shown face up at the bottom."""
        self.at = Locations(adapter.game.players)
        self.shown: PublicState = adapter.game.public_state()
        """The public state the table shows: the model's, as far as the animation got."""
        game = adapter.game
        self.layout: TableLayout = compute_layout(1024, 640, (game.tricks_per_hand,) * game.players)
        self.middle = MiddleZone()
        self.info = InfoPanel()
        self.last_trick_panel = LastTrickPanel(self.art)
        self.notice = Notice()
        for item in (self.middle, self.info, self.last_trick_panel, self.notice):
            self.addItem(item)
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self.hide_notice)
        self.labels: list[SeatLabel] = []
        self._make_labels(game.players)
        self.pause: Pause | None = None
        self._caption: str | None = None  # words that replace the middle's own (`set_caption`)
        self.game_over_note: Callable[[], str] = str
        """Words under the finished table's button (a network table: the games won there)."""
        self._handing_over_to: Seat = 0
        """The hot seat's next player, while the table waits for them (`hand_over`)."""
        self._pause_caption: Callable[[], str] = str  # the words of the current pause
        self.interaction = CardInteraction(self, self)
        for mine, theirs in ((self.interaction.card_clicked, self.card_clicked),
                             (self.interaction.card_double_clicked, self.card_double_clicked),
                             (self.interaction.card_dropped, self.card_dropped),
                             (self.interaction.lift_refused, self.lift_refused)):
            mine.connect(theirs)
        self.interaction.middle_lit.connect(self.middle.set_lit)
        self._exchange: list[tuple[ev.CardsPassed, PublicState]] | None = None
        self._play_hint: CardItem | None = None
        self._relayout_when_idle = False
        self.queue.idle.connect(self._idle_relayout)
        adapter.event_published.connect(self._on_event)
        adapter.game_started.connect(self.set_game)
        self.setSceneRect(0, 0, 1024, 640)

    # -- building ---------------------------------------------------------------

    def set_game(self, game: TableGame) -> None:
        """Rebuild the table for `game`.  A fresh game is dealt with animation
        by replaying its opening events; a game in progress is laid out as is."""
        focused = self.focus_item()
        self.queue.clear()
        self._remove_cards()
        self._make_labels(game.players)
        self.relayout()
        if not game.actions:
            # The opening events (the deal) are shown with the state they led to.
            public = game.public_state()
            with self.queue.batch():
                for event in game.log:
                    self._on_event(event, public)
            return
        self.shown = game.public_state()
        self._build_snapshot(game)
        if focused is not None:  # the keys stay on the same card (a network table's state came again)
            same = (item for item in self.human_items() if item.card is focused.card)
            self.set_focus_item(next(same, None))
        self.relayout()

    def _remove_cards(self) -> None:
        for item in self.at.all_items():
            self.removeItem(item)
        self.at = Locations(self.adapter.game.players)
        self.interaction.reset()
        self.last_trick_panel.setVisible(False)

    def _make_labels(self, players: int) -> None:
        for label in self.labels:
            self.removeItem(label)
        self.labels = [SeatLabel(seat) for seat in range(players)]
        for label in self.labels:
            self.addItem(label)

    def _new_item(self, card: Card, face_up: bool) -> CardItem:
        item = CardItem(card, self.art)
        item.set_face_up(face_up)
        item.set_size(self.layout.card_w, self.layout.card_h, self.dpr)
        self.addItem(item)
        return item

    def _build_snapshot(self, game: TableGame) -> None:
        self.at = Locations(game.players)
        for seat in range(game.players):
            passed = game.passed_cards(seat) if game.phase is Phase.PASSING else None
            remaining = list(game.hand(seat))
            for card in passed or ():
                remaining.remove(card)
                self.at.outgoing[seat].append(self._new_item(card, seat == self.viewer))
            self.at.hands[seat] = [self._new_item(card, seat == self.viewer) for card in remaining]
        self.at.sort_hand(self.sort_key, self.viewer)
        self.at.trick = [(seat, self._new_item(card, True)) for seat, card in game.current_trick]
        widow = len(game.widow)
        self.at.pot = [self._new_item(card, index >= widow) for index, card in enumerate(game.pot)]

    # -- layout -------------------------------------------------------------------

    def show_notice(self, text: str, milliseconds: int = NOTICE_MS) -> None:
        """A sentence where the player looks, for a few seconds (nothing to
        say takes the last one away: never an empty bubble)."""
        if not text:
            self.hide_notice()
            return
        self._place_notice(text)
        self._notice_timer.start(milliseconds)

    def _place_notice(self, text: str) -> None:
        width = min(self.layout.trick_rect.width() * 1.8, self.sceneRect().width() - 20)
        self.notice.show_text(text, self.layout.trick_rect, width)

    def hide_notice(self) -> None:
        """Take the sentence away before its time (what it said no longer holds)."""
        self._notice_timer.stop()
        self.notice.setVisible(False)

    def human_card_at(self, point: QPointF) -> CardItem | None:
        """The topmost of the human's cards under a scene point."""
        mine = self.human_items()
        for item in self.items(point):
            if isinstance(item, CardItem) and item in mine and item.isVisible():
                return item
        return None

    def resize_table(self, width: float, height: float, dpr: float) -> None:
        self.setSceneRect(0, 0, width, height)
        self.dpr = dpr  # the pictures' cache keys carry the ratio
        self.relayout()
        # A move under way still ends where the old layout said: lay out again after it.
        self._relayout_when_idle = not self.queue.is_idle()

    def _idle_relayout(self) -> None:
        if self._relayout_when_idle:
            self._relayout_when_idle = False
            self.relayout()

    def relayout(self) -> None:
        """Compute the layout for the current size and hands and put every item
        where it belongs (at once: used on resize and option changes)."""
        self._compute_layout()
        self.middle.set_rect(self.layout.trick_rect)
        self.info.set_rect(self.layout.info_rect)
        for seat, label in enumerate(self.labels):
            label.set_rect(self.layout.labels[self.place(seat)])
        self.last_trick_panel.set_rect(self.layout.trick_rect)
        if self.notice.isVisible():  # said before the window had its size, or while it changes
            self._place_notice(self.notice.text)
        for move in self.targets():
            arrive(move)
        self._refresh_texts()
        self.layout_changed.emit()

    def use_cards_of(self, settings: AppSettings) -> None:
        """The cards as the player chose them (colours, indices, back)."""
        self.set_card_style(settings.four_colour, settings.large_cards, settings.card_back)

    def set_card_style(self, four_colour: bool, large: bool, back: str) -> None:
        """Deck colours, card size and back; cards on the table are drawn anew."""
        self._large = large
        changed = self.art.set_style(four_colour, large) | self.art.set_back(back)
        if changed:
            for item in self.at.all_items():
                item.update()  # their device caches hold the old pictures

    def targets(self) -> list[Move]:
        """Where every card item belongs now."""
        moves: list[Move] = []
        lay = self.layout
        for seat, hand in enumerate(self.at.hands):
            places = lay.hand_placements(self.place(seat), len(hand) + len(self.at.outgoing[seat]))
            for item, place in zip(hand, places):
                moves.append(Move(item, self._lifted(item, place)))
            for index, item in enumerate(self.at.outgoing[seat]):
                moves.append(Move(item, self._outgoing_place(seat, index)))
        slots = self.adapter.game.rules.cards_passed
        for item, place in zip(self.at.pass_area, lay.pass_placements(len(self.at.pass_area), slots)):
            moves.append(Move(item, place))
        for order, (seat, item) in enumerate(self.at.trick):
            moves.append(Move(item, lay.trick_placement(self.place(seat), order)))
        for index, item in enumerate(self.at.pot):
            moves.append(Move(item, self._pot_place(index)))
        return moves

    def place(self, seat: Seat) -> int:
        """Where `seat` sits on screen: 0 at the bottom (the viewer), then clockwise."""
        return (seat - self.viewer) % len(self.at.hands)

    def set_viewer(self, seat: Seat) -> None:
        """Turn the table so that `seat`'s hand is face up at the bottom."""
        if seat == self.viewer:
            return
        self.viewer = seat
        for other, hand in enumerate(self.at.hands):
            for item in hand + self.at.outgoing[other]:
                item.set_face_up(other == seat)
                item.set_marks(mark=PlayMark.PLAIN, received=False, selected=False, focused=False)
        self.at.sort_hand(self.sort_key, seat)
        self.relayout()

    def hand_over(self, seat: Seat) -> None:
        """Hot seat: hide every hand until the next player takes the table."""
        def cover() -> Pause:
            for hand, out in zip(self.at.hands, self.at.outgoing):
                for item in hand + out:
                    item.set_face_up(False)
            self.pause = Pause(self)
            self._pause_caption = lambda: Hearts.tr("%1, your turn: click or press Space to see your cards") \
                .replace("%1", seat_name(self.shown.names, seat))
            self.middle.set_caption(self._pause_caption())
            self._handing_over_to = seat
            self.pause.finished.connect(self._handed_over)
            return self.pause
        self.queue.push(cover)

    def _handed_over(self) -> None:
        self._pause_over()
        self.set_viewer(self._handing_over_to)

    def _lifted(self, item: CardItem, place: Placement) -> Placement:
        """The focused card of the human's hand stands a little higher."""
        if not item.focused:
            return place
        return Placement(place.x, place.y - self.layout.card_h * 0.14, place.rotation, place.scale, place.z)

    def _outgoing_place(self, seat: Seat, index: int) -> Placement:
        """Cards a computer seat chose to pass stay at the end of its row,
        pushed a little towards the middle."""
        if seat == self.viewer:  # the viewer's committed cards stay in the pass area
            slots = self.adapter.game.rules.cards_passed
            return self.layout.pass_placements(len(self.at.outgoing[seat]), slots)[index]
        count = len(self.at.hands[seat]) + len(self.at.outgoing[seat])
        place = self.layout.hand_placements(self.place(seat), count)[len(self.at.hands[seat]) + index]
        middle = self.layout.trick_rect
        dx, dy = middle.center().x() - place.x, middle.center().y() - place.y
        length = max((dx * dx + dy * dy) ** 0.5, 1.0)
        width, height = self.layout.card_w * place.scale, self.layout.card_h * place.scale
        clear_of = middle.adjusted(-4, -4, 4, 4)
        for share in (0.3, 0.2, 0.1, 0.0):  # as far as it goes without touching the trick area
            shift = height * share
            x, y = place.x + dx / length * shift, place.y + dy / length * shift
            if not QRectF(x - width / 2, y - height / 2, width, height).intersects(clear_of):
                break
        return Placement(x, y, place.rotation, place.scale, place.z + 50)

    def _pot_place(self, index: int) -> Placement:
        rect = self.layout.trick_rect
        return Placement(rect.left() + self.layout.card_w * 0.35 + index * 8,
                         rect.top() + self.layout.card_h * 0.3, 0.0, 0.5, 200 + index)

    # -- following the game ----------------------------------------------------------

    def _on_event(self, event: ev.Event, public: PublicState) -> None:
        if isinstance(event, ev.CardsPassed) and self._exchange is not None:
            self._exchange.append((event, public))  # one animation for the whole exchange
            return
        if isinstance(event, ev.CardsPassed):
            batch = [(event, public)]
            self._exchange = batch
            self.queue.push(lambda: self._exchange_step(batch))
        elif isinstance(event, ev.TrickWon):
            self.queue.push(self._trick_pause)
            self.queue.push(lambda: self._step(event, public))
        else:
            self.queue.push(lambda: self._step(event, public))

    def _step(self, event: ev.Event, public: PublicState) -> Waitable | None:
        self.shown = public
        result = self._show(event)
        self._refresh_texts()
        self.event_shown.emit(event)
        return result

    def _show(self, event: ev.Event) -> Waitable | None:
        """The cards' part of an event (the labels follow `shown`)."""
        match event:
            case ev.HandDealt():
                return self._show_deal(event)
            case ev.PassCommitted():
                return self._show_pass_committed(event)
            case ev.CardPlayed():
                return self._show_card_played(event)
            case ev.TrickWon():
                return self._show_trick_won(event)
        return None

    def duration(self, base: int) -> int:
        return speeds.scaled(base, self.speed)

    def _settle(self, base: int) -> QAbstractAnimation | None:
        return animate(self.targets(), self.duration(base))

    def _show_deal(self, event: ev.HandDealt) -> Waitable | None:
        self._remove_cards()
        self.at = Locations(len(event.hands))
        deck = self.layout.deck_point()
        for seat, hand in enumerate(event.hands):
            self.at.hands[seat] = [self._new_item(card, False) for card in hand]
        self.at.sort_hand(self.sort_key, self.viewer)
        self.at.pot = [self._new_item(card, False) for card in self._widow_of(event)]
        self._compute_layout()
        for item in self.at.all_items():
            item.setPos(deck)
            item.setZValue(0)
        self._warm_pixmaps()
        moves = {id(move.item): move for move in self.targets()}
        order = self.at.deal_order(event.dealer)
        ordered = [moves[id(item)] for item in order]
        for move in ordered:
            if move.item in self.at.hands[self.viewer]:
                move.face_up = True
            # Opponents' cards fly at the size they will lie at, so each frame
            # is a cached blit instead of a rescale (PLATFORM.md: DPR 2 needs that).
            move.item.setScale(move.to.scale)
        return animate(ordered, self.duration(speeds.DEAL_CARD),
                       stagger=self.duration(speeds.DEAL_STAGGER))

    def _warm_pixmaps(self) -> None:
        """Render the pictures this hand needs before the first frame, so the
        deal does not stutter on SVG rendering; the other faces follow one
        by one whenever the table is still, before anyone plays them."""
        width, height = self.layout.card_w, self.layout.card_h
        for scale in (1.0, 0.5):
            self.art.pixmap(None, width * scale, height * scale, self.dpr)
        shown = {item.card for item in self.at.hands[self.viewer]}
        for card in shown:
            self.art.pixmap(card, width, height, self.dpr)
        # An opponent's card flies to the trick growing from its hand's scale,
        # drawn from the pictures at each quarter step on the way (flight_scale).
        steps = range(round(OPPONENT_SCALE * FLIGHT_STEPS), FLIGHT_STEPS + 1)
        game = self.adapter.game
        self._to_warm = [(card, step / FLIGHT_STEPS) for step in steps
                         for card in dict.fromkeys(deck_in_play(game.rules, game.players))
                         if not (card in shown and step == FLIGHT_STEPS)]

    def _warm_next(self) -> None:
        """One more face while nothing moves (a timer tick of the idle table)."""
        if not self._to_warm or not self.queue.is_idle():
            self._warm_timer.stop()
            return
        card, scale = self._to_warm.pop()
        self.art.pixmap(card, self.layout.card_w * scale, self.layout.card_h * scale, self.dpr)

    def _widow_of(self, event: ev.HandDealt) -> list[Card]:
        """The face-down widow (V5).  The game cannot move on while the queue
        is busy, so the hand being dealt on screen is the game's current hand."""
        return list(self.adapter.game.widow)[: event.widow_size]

    def _compute_layout(self) -> None:
        """Lay out for full hands, so the card size stays the same all hand long."""
        rect = self.sceneRect()
        game = self.adapter.game
        sizes = (game.tricks_per_hand,) * game.players
        self.layout = compute_layout(rect.width(), rect.height(), sizes, self._large,
                                     QGuiApplication.font().pointSizeF() * TEXT_AT_SYSTEM_SIZE)
        for item in self.at.all_items():
            item.set_size(self.layout.card_w, self.layout.card_h, self.dpr)

    def _show_pass_committed(self, event: ev.PassCommitted) -> Waitable | None:
        if event.seat == self.viewer:
            # The cards the game took, whatever is chosen on screen (the same,
            # unless the choice was made elsewhere): the rest go back to the hand.
            chosen, self.at.pass_area = self.at.pass_area, []
            self.at.hands[self.viewer].extend(chosen)
            for item in chosen:
                item.set_marks(selected=False)
            hint_items = list(chosen)
            for card in event.cards:
                hint = next((item for item in hint_items if item.card is card), None)
                if hint is not None:
                    hint_items.remove(hint)
                self.at.outgoing[self.viewer].append(self.at.remove_from_hand(self.viewer, card, hint))
            self.at.sort_hand(self.sort_key, self.viewer)
        else:
            self.at.take_out(event.seat, event.cards)
        return self._settle(speeds.RELAYOUT)

    def _exchange_step(self, batch: list[tuple[ev.CardsPassed, PublicState]]) -> Waitable | None:
        self._exchange = None
        self.event_shown.emit(batch[0][0])  # the whole exchange moves at once: one sound
        moves: list[Move] = []
        for event, public in batch:
            self.shown = public
            arriving = self.at.outgoing[event.from_seat]
            self.at.outgoing[event.from_seat] = []
            self.at.hands[event.to_seat].extend(arriving)
            if event.to_seat == self.viewer:
                self.at.reveal(arriving, event.cards)
            for item in arriving:
                item.set_face_up(False)
                if event.to_seat == self.viewer:
                    item.set_marks(received=True)
        self.at.sort_hand(self.sort_key, self.viewer)
        for move in self.targets():
            if move.item in self.at.hands[self.viewer]:
                move.face_up = True
            moves.append(move)
        self._refresh_texts()
        return animate(moves, self.duration(speeds.PASS_EXCHANGE))

    def set_play_hint(self, item: CardItem | None) -> None:
        """The item the human just played (so the right one of two equal cards moves)."""
        self._play_hint = item

    def _show_card_played(self, event: ev.CardPlayed) -> Waitable | None:
        hint, self._play_hint = self._play_hint, None
        item = self.at.remove_from_hand(event.seat, event.card, hint)
        self.at.trick.append((event.seat, item))
        item.set_face_up(True)
        item.set_marks(mark=PlayMark.PLAIN, focused=False)
        return self._settle(speeds.PLAY_CARD)

    def _trick_pause(self) -> Waitable | None:
        if self.click_to_continue:
            self.pause = Pause(self)
            self._pause_caption = lambda: Hearts.tr("Click or press Space to continue")
            self.middle.set_caption(self._pause_caption())
            self.pause.finished.connect(self._pause_over)
            return self.pause
        return pause(self.duration(speeds.TRICK_PAUSE))

    def _pause_over(self) -> None:
        self.pause = None
        self._refresh_texts()

    def release_pause(self) -> bool:
        """Let a "click to continue" pause go on; True if there was one."""
        if self.pause is None:
            return False
        self.pause.release()
        return True

    def _show_trick_won(self, event: ev.TrickWon) -> Waitable | None:
        cards = [item for _, item in self.at.trick]
        self.at.trick = []
        if event.trick_number == 0:
            for item in self.at.hands[self.viewer]:
                item.set_marks(received=False)
        if event.taker is None:  # V5: cancelled, the cards wait in the middle
            self.at.pot.extend(cards)
            return self._settle(speeds.COLLECT_TRICK)
        cards.extend(self.at.pot)
        self.at.pot = []
        target = self.layout.label_point(self.place(event.taker))
        moves = [Move(item, Placement(target.x(), target.y(), 0.0, 0.3, 600), opacity=0.0, hide=True)
                 for item in cards]
        self.at.collected.extend(cards)
        return animate(moves, self.duration(speeds.COLLECT_TRICK))

    # -- the human's pass selection (view state until committed) ------------------

    def choose_for_pass(self, item: CardItem) -> None:
        self.at.hands[self.viewer].remove(item)
        self.at.pass_area.append(item)
        item.set_marks(selected=True)
        self._refresh_texts()
        self.queue.push(lambda: self._settle(speeds.RELAYOUT))

    def return_from_pass(self, item: CardItem) -> None:
        self.at.pass_area.remove(item)
        self.at.hands[self.viewer].append(item)
        self.at.sort_hand(self.sort_key, self.viewer)
        item.set_marks(selected=False)
        self._refresh_texts()
        self.queue.push(lambda: self._settle(speeds.RELAYOUT))

    def snap_back(self, item: CardItem) -> None:
        """An illegal drop: the card flies back to its place."""
        self.queue.push(lambda: self._settle(speeds.SNAP_BACK))

    # -- marks, focus and texts ------------------------------------------------------

    def human_items(self) -> list[CardItem]:
        """The human's hand then the cards chosen to pass, in keyboard order."""
        return list(self.at.hands[self.viewer]) + list(self.at.pass_area)

    def mark_legal(self, legal: set[Card] | None) -> None:
        """Dim what may not be played now; None: no marks (not the human's turn)."""
        for item in self.at.hands[self.viewer]:
            if legal is None:
                mark = PlayMark.PLAIN
            else:
                mark = PlayMark.LEGAL if item.card in legal else PlayMark.ILLEGAL
            item.set_marks(mark=mark)

    def set_focus_item(self, item: CardItem | None) -> None:
        for other in self.human_items():
            other.set_marks(focused=other is item)
        for move in self.targets():
            if move.item in self.at.hands[self.viewer]:
                arrive(move)

    def focus_item(self) -> CardItem | None:
        return next((item for item in self.human_items() if item.focused), None)

    def _refresh_texts(self) -> None:
        shown = self.shown
        for seat, label in enumerate(self.labels):
            if seat >= shown.players:
                continue
            label.set_state(name=seat_name(shown.names, seat), points=shown.points[seat],
                            total=shown.totals[seat],
                            dealer=seat == shown.dealer, turn=seat == shown.turn,
                            taken=list(shown.taken_points[seat]),
                            status=seat_status(shown, seat))
        self.info.set_lines(info_lines(shown, len(self.at.pot)))
        if self._caption is not None:
            self.middle.set_caption(self._caption)
        elif self.pause is None:
            self.middle.set_caption(middle_caption(shown, self.viewer, len(self.at.pass_area),
                                                   self.adapter.game.rules.cards_passed))
        over = shown.phase is Phase.GAME_OVER and self._caption is None and self.pause is None
        self.middle.set_note(self.game_over_note() if over else "")

    def refresh_note(self) -> None:
        """`game_over_note` has changed: said again."""
        self._refresh_texts()

    def set_caption(self, caption: str | None) -> None:
        """Words for the middle of the table in place of its own (a review says
        there which cards are which); None gives the middle its own words back."""
        self._caption = caption
        self._refresh_texts()

    def rename(self, names: tuple[str, ...]) -> None:
        """Someone took or left a seat (a network table): the labels say so at once."""
        if len(names) == self.shown.players and names != self.shown.names:
            self.shown = replace(self.shown, names=names)
            self._refresh_texts()

    def stop_turns(self) -> None:
        """The game stops here (its network table went away): no seat is to move."""
        self.shown = replace(self.shown, turn=None)
        self.mark_legal(None)
        self._refresh_texts()

    def retranslate(self) -> None:
        """Every text on the table in the current language (the view calls
        this on QEvent.LanguageChange: a scene gets no such event)."""
        self._refresh_texts()
        if self.pause is not None:
            self.middle.set_caption(self._pause_caption())
        if self.last_trick_panel.isVisible():
            self.show_last_trick(True)
        self.update()

    def show_last_trick(self, show: bool) -> bool:
        """Show the previous trick over the middle; False if there is none."""
        plays = self.shown.last_trick
        if not show or not plays:
            self.last_trick_panel.setVisible(False)
            return bool(plays) and not show
        points = [self.layout.trick_slots[self.place(seat)] for seat, _ in plays]
        slots = [(point.x(), point.y()) for point in points]
        taker = self.shown.last_taker
        title = Hearts.tr("Last trick") if taker is None else \
            Hearts.tr("Last trick, taken by %1").replace("%1", seat_name(self.shown.names, taker))
        self.last_trick_panel.show_trick(list(plays), slots, (self.layout.card_w, self.layout.card_h), title,
                                         self.dpr)
        return True

    # -- input (delegated; the interaction only reports intents) ----------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.interaction.press(event):
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.interaction.move(event):
            super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.interaction.release(event):
            super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.interaction.double_click(event):
            super().mouseDoubleClickEvent(event)

    def zone_at(self, point: QPointF) -> str:
        """Which drop zone is under a scene point."""
        if self.layout.trick_rect.contains(point):
            return "middle"
        hand = self.layout.hand_rect(0, max(len(self.at.hands[self.viewer]), 1))
        if hand.adjusted(-20, -40, 20, 20).contains(point):
            return "hand"
        return ""

    def set_dark_table(self, dark: bool) -> None:
        """The felt: green, or a dark one for a dim room (the views redraw it)."""
        if dark != self.dark:
            self.dark = dark
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        bounds = self.sceneRect()
        gradient = QRadialGradient(bounds.center(), max(bounds.width(), bounds.height()) * 0.7)
        centre, edge = FELT_DARK if self.dark else FELT
        gradient.setColorAt(0.0, centre)
        gradient.setColorAt(1.0, edge)
        painter.fillRect(rect, QBrush(gradient))
