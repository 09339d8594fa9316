"""Loading: each language's translator installs and translates; the system
language is followed; .qm files are compiled from the installed .ts."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from hearts_desktop.model.deal import find_deal_number
from hearts_desktop.services import i18n
from tests.i18n.conftest import TRANSLATED


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_language_loads_and_translates(english: None, language: str) -> None:
    installed = i18n.install(language)
    assert installed == i18n.Installed(language)
    assert i18n.current_language() == language
    assert QCoreApplication.translate("Hearts", "&Game") not in ("", "&Game")
    assert QCoreApplication.translate("HowTo", "How to play") != "How to play"
    assert QLocale().language() == QLocale(language).language()


@pytest.mark.parametrize("language", ["sv", "hu"])
def test_qt_own_dialog_strings_where_qt_ships_them(english: None, language: str) -> None:
    i18n.install(language)
    assert QCoreApplication.translate("QFileDialog", "File &name:") != "File &name:"


@pytest.mark.parametrize("language", TRANSLATED)
def test_standard_buttons_in_every_language(english: None, language: str) -> None:
    """Qt ships no Norwegian, Icelandic or Albanian: our .ts files carry the buttons."""
    i18n.install(language)
    for context, text in (("QPlatformTheme", "Cancel"), ("QPlatformTheme", "Close"),
                          ("QGnomeTheme", "&Cancel")):
        assert QCoreApplication.translate(context, text) != text


def test_english_plural_forms(english: None) -> None:
    assert QCoreApplication.translate("Hearts", "Pass %n cards across", None, 1) == "Pass 1 card across"
    assert QCoreApplication.translate("Hearts", "Pass %n cards across", None, 3) == "Pass 3 cards across"


class _System:
    def __init__(self, languages: list[str]) -> None:
        self._languages = languages

    def uiLanguages(self) -> list[str]:
        return self._languages


@pytest.mark.parametrize(("ui_languages", "expected"), [
    (["nb-NO", "en-US"], "nb"), (["nn-NO"], "nb"), (["de-DE", "sv-SE"], "sv"), (["is"], "is"),
    (["hu_HU"], "hu"), (["sq-AL"], "sq"), (["de-DE", "fr-FR"], "en"), ([], "en"),
])
def test_system_language_is_the_first_one_we_ship(monkeypatch: pytest.MonkeyPatch,
                                                  ui_languages: list[str], expected: str) -> None:
    monkeypatch.setattr(i18n.QLocale, "system", staticmethod(lambda: _System(ui_languages)))
    assert i18n.resolve("") == expected
    assert i18n.resolve("hu") == "hu"


@pytest.fixture(scope="module")
def fresh_qm(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    """Every .ts compiled now by the package's own build step."""
    path = Path(__file__).resolve().parents[2] / "packaging" / "build_translations.py"
    spec = importlib.util.spec_from_file_location("build_translations", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    made = module.compile_translations(i18n.ts_file("en").parent, tmp_path_factory.mktemp("qm"))
    return {qm.name: qm.read_bytes() for qm in made}


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_installed_qm_is_compiled_from_the_current_ts(language: str, fresh_qm: dict[str, bytes]) -> None:
    """Every language has its .qm, made by lrelease from the .ts as it is now
    (a .ts edited after installing needs `pip install -e .` again)."""
    shipped = i18n.qm_file(language)
    assert shipped.exists(), f"{shipped} is missing: reinstall the package to compile it"
    assert fresh_qm[shipped.name] == shipped.read_bytes(), \
        f"{shipped.name} is older than its .ts: run `pip install -e .` again"


def test_a_broken_translation_leaves_english_and_says_why(english: None, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "ts_file", lambda language: tmp_path / "missing.ts")
    installed = i18n.install("is")
    assert installed.language == "is" and "missing.qm is missing" in installed.problem
    assert QCoreApplication.translate("Hearts", "&Game") == "&Game"


@pytest.mark.parametrize("language", ["en", *TRANSLATED])
def test_a_shared_deal_is_read_back_in_every_language(english: None, language: str) -> None:
    """Copy deal number's message, in the sender's language, gives the
    receiver's Play a deal… the number and the player count it was dealt for."""
    from hearts_desktop.model.game import Game
    from hearts_desktop.views.dialogs.play_deal_dialog import shared_players
    from hearts_desktop.views.words.scene_text import deal_share_text

    i18n.install(language)
    shown = Game(players=5, seed=3, deal_numbers=(48210937,)).public_state()
    text = deal_share_text(shown, 48210937)
    assert find_deal_number(text) == 48210937 and shared_players(text) == 5, text
