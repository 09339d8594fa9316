"""Each string the app looks up is in the .ts files under the same context
(a context-less wrapper or a mistyped context would never be translated)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QMenu, QTabBar, QWidget

from hearts_desktop.model.errors import HeartsError
from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import BLACK_MARIA, CANCELLATION, OMNIBUS, SPOT_HEARTS, STANDARD
from hearts_desktop.model.scoring import HandScore, MoonResult
from hearts_desktop.services.settings import AnimationSpeed, AppSettings
from hearts_desktop.services.stats import Statistics
from hearts_desktop.views.dialogs.game_dialogs import GameOverDialog, HandSummaryDialog, MoonChoiceDialog
from hearts_desktop.views.dialogs.howto import howto_html
from hearts_desktop.views.dialogs.info_dialogs import AboutDialog
from hearts_desktop.views.dialogs.replay_dialog import ReplayDialog
from hearts_desktop.views.dialogs.score_sheet.exporters import to_csv, to_html
from hearts_desktop.views.dialogs.score_sheet.score_model import sheet_of
from hearts_desktop.views.dialogs.score_sheet.score_sheet import ScoreSheetDialog
from hearts_desktop.views.dialogs.settings_dialog import SettingsDialog
from hearts_desktop.views.dialogs.settings_tabs import LANGUAGE_NAMES
from hearts_desktop.views.dialogs.statistics_dialog import StatisticsDialog
from hearts_desktop.views.main_window import MainWindow
from hearts_desktop.views.words.texts import explain_error
from tests.i18n.conftest import PseudoTranslator, play_hands, ts_keys


def test_every_string_looked_up_is_in_the_ts_files(  # type: ignore[no-untyped-def]
        qtbot, pseudo_translator: PseudoTranslator, tmp_path) -> None:
    window = MainWindow(replace(AppSettings(), animation_speed=AnimationSpeed.INSTANT))
    qtbot.addWidget(window)
    window.show()
    window.controller.new_game(seed=3)
    for rules, players in ((STANDARD, 3), (OMNIBUS, 4), (SPOT_HEARTS, 4), (BLACK_MARIA, 3),
                           (CANCELLATION, 6)):
        howto_html(rules, players)
    game = play_hands(Game(OMNIBUS, 4, seed=2), 2)
    for widget in (SettingsDialog(AppSettings(), window, game_running=True), ScoreSheetDialog(game, window),
                   AboutDialog(window), GameOverDialog((0, 1), (40, 40, 60, 90), game.names, window),
                   MoonChoiceDialog(26, True, (1, 2, 3, 4), ("A", "B", "C", "D"), window),
                   HandSummaryDialog(_score(), game.names, [[], [], [], []], window),
                   StatisticsDialog(Statistics(tmp_path / "statistics.sqlite3"), window),
                   ReplayDialog(GameRecord.from_game(game), window)):
        qtbot.addWidget(widget)
    to_html(sheet_of(game))
    to_csv(sheet_of(game))
    for reason in ("turn", "phase", "count", "already passed", "not shooter", "choice", "deal", "rules"):
        explain_error(HeartsError("x", reason=reason))
    ours = {key for key in pseudo_translator.looked_up if not key[0].startswith("Q")}
    assert len(ours) > 150
    missing = ours - ts_keys("sv")
    assert not missing, sorted(missing)[:10]
    window.controller.shutdown()


def _score() -> HandScore:
    return HandScore(hand_number=3, points=(0, 26, 0, 0), deltas=(26, 0, 26, 26), totals=(30, 12, 40, 55),
                     moon=MoonResult(shooter=1, amount=26, sun=False, choice=_add()),
                     no_trick_bonus=(), resets=(2,), bonus_card_taker=())


def _add():  # type: ignore[no-untyped-def]
    from hearts_desktop.model.rules import MoonChoice

    return MoonChoice.ADD_TO_OTHERS


def _shown_texts(root: QWidget) -> list[str]:
    texts = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        texts += [widget.accessibleName(), widget.toolTip()]
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(index) for index in range(widget.count())]
        elif isinstance(widget, QTabBar):
            texts += [widget.tabText(index) for index in range(widget.count())]
        elif isinstance(widget, QMenu):
            texts += [action.text() for action in widget.actions()]
    return texts


def test_no_shown_text_escapes_translation(  # type: ignore[no-untyped-def]
        qtbot, pseudo_translator: PseudoTranslator, tmp_path) -> None:
    """Under the pseudo-translator every word on screen is bracketed; the
    language names in the Language tab are the only words left as written."""
    window = MainWindow(replace(AppSettings(), animation_speed=AnimationSpeed.INSTANT))
    qtbot.addWidget(window)
    window.show()
    window.controller.new_game(seed=3)
    qtbot.waitUntil(lambda: window.controller.human_passing())
    game = play_hands(Game(OMNIBUS, 4, seed=2), 2)
    views = [window, SettingsDialog(AppSettings(), window), ScoreSheetDialog(game, window),
             StatisticsDialog(Statistics(tmp_path / "statistics.sqlite3"), window),
             ReplayDialog(GameRecord.from_game(game), window)]
    endonyms = {name for _, name in LANGUAGE_NAMES}
    for view in views:
        qtbot.addWidget(view)
        left = {text for text in _shown_texts(view)
                if text and "[" not in text and any(c.isalpha() for c in text) and text not in endonyms}
        assert not left, (type(view).__name__, sorted(left)[:10])
    window.controller.shutdown()
