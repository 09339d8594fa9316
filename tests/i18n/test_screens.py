"""A screenshot of each main view in each language at its minimum size,
checked for clipped text; the pictures go to /tmp/i18n-shots/<lang>/.

"pseudo" lengthens every string by 40 % (with accents), so clipping shows
even where a language's translation is still missing.  Each language is
also shown with the system font at 1.5 times its size (issue #16: low
vision); those pictures go to /tmp/i18n-shots/<lang>-x1.5/."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

from hearts_desktop.model.game import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import OMNIBUS, MoonChoice
from hearts_desktop.model.scoring import HandScore, MoonResult
from hearts_desktop.services import i18n
from hearts_desktop.services.settings import AnimationSpeed, AppSettings
from hearts_desktop.services.stats import Statistics
from hearts_desktop.views.dialogs.game_dialogs import GameOverDialog, HandSummaryDialog, MoonChoiceDialog
from hearts_desktop.views.dialogs.howto import HowToDialog
from hearts_desktop.views.dialogs.replay_dialog import ReplayDialog
from hearts_desktop.views.dialogs.score_sheet.score_sheet import ScoreSheetDialog
from hearts_desktop.views.dialogs.settings_dialog import SettingsDialog
from hearts_desktop.views.dialogs.statistics_dialog import StatisticsDialog
from hearts_desktop.views.main_window import MainWindow
from tests.i18n.conftest import PseudoTranslator, clipped_texts, play_hands

SHOTS = Path("/tmp/i18n-shots")
LANGUAGES = ("pseudo", *i18n.LANGUAGES)


@pytest.fixture
def language(request: pytest.FixtureRequest, english: None) -> Iterator[str]:
    name: str = request.param
    translator = PseudoTranslator()
    if name == "pseudo":
        QCoreApplication.installTranslator(translator)
    else:
        i18n.install(name)
    yield name
    QCoreApplication.removeTranslator(translator)


def _at_minimum(widget: QWidget) -> QWidget:
    widget.show()
    widget.resize(1, 1)  # clamped to the minimum size the layout allows
    if widget.layout() is not None:
        widget.layout().activate()
    QApplication.processEvents()
    return widget


@pytest.fixture(params=[1.0, 1.5], ids=["font-x1", "font-x1.5"])
def font_scale(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[float]:
    """The system font at this multiple of its size, as a user sets it."""
    scale: float = request.param
    original = QApplication.font()
    bigger = QFont(original)
    bigger.setPointSizeF(original.pointSizeF() * scale)
    QApplication.setFont(bigger)
    yield scale
    QApplication.setFont(original)


def _check(widget: QWidget, language: str, name: str) -> list[str]:
    folder = SHOTS / language
    folder.mkdir(parents=True, exist_ok=True)
    assert widget.grab().save(str(folder / f"{name}.png"))
    return [f"{name}: {problem}" for problem in clipped_texts(widget)]


def _hand_score() -> HandScore:
    return HandScore(hand_number=4, points=(0, 26, 0, 0), deltas=(26, 0, 26, 26), totals=(50, 12, 100, 44),
                     moon=MoonResult(shooter=1, amount=26, sun=False, choice=MoonChoice.ADD_TO_OTHERS),
                     no_trick_bonus=(3,), resets=(2,), bonus_card_taker=())


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_each_view_fits_its_text_at_minimum_size(qtbot, font_scale: float, language: str,  # type: ignore[no-untyped-def]
                                                 tmp_path: Path) -> None:
    if font_scale != 1.0:
        language = f"{language}-x{font_scale:g}"  # the pictures' folder
    window = MainWindow(replace(AppSettings(), animation_speed=AnimationSpeed.INSTANT))
    qtbot.addWidget(window)
    window.controller.new_game(seed=4)
    qtbot.waitUntil(lambda: window.controller.human_passing())
    problems = _check(_at_minimum(window), language, "main-window")
    game = play_hands(Game(OMNIBUS, 4, seed=2, names=window.adapter.game.names), 3)
    views: list[tuple[str, Callable[[], QWidget]]] = [
        ("score-sheet", lambda: ScoreSheetDialog(game, window)),
        ("how-to-play", lambda: HowToDialog(OMNIBUS, 4, window)),
        ("hand-summary", lambda: HandSummaryDialog(_hand_score(), game.names, [[], [], [], []], window)),
        ("moon-choice", lambda: MoonChoiceDialog(26, False, (50, 12, 100, 44), game.names, window)),
        ("game-over", lambda: GameOverDialog((1, 3), (104, 61, 88, 61), game.names, window)),
        ("statistics", lambda: StatisticsDialog(Statistics(tmp_path / "statistics.sqlite3"), window)),
        ("replay", lambda: ReplayDialog(GameRecord.from_game(game), window)),
    ]
    for name, make in views:
        dialog = make()
        qtbot.addWidget(dialog)
        problems += _check(_at_minimum(dialog), language, name)
        dialog.close()
    settings = SettingsDialog(window.settings, window, game_running=True)
    qtbot.addWidget(settings)
    _at_minimum(settings)
    for index in range(settings.tabs.count()):
        settings.tabs.setCurrentIndex(index)
        settings.layout().activate()
        QApplication.processEvents()
        problems += _check(settings, language, f"settings-{index + 1}")
    window.controller.shutdown()
    assert not problems, "\n".join(problems)
