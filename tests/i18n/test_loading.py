"""Loading: each language's translator installs and translates; the system
language is followed; .qm files are compiled from the installed .ts."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

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
    assert QCoreApplication.translate("Hearts", "Pass %n cards %1", None, 1) == "Pass 1 card %1"
    assert QCoreApplication.translate("Hearts", "Pass %n cards %1", None, 3) == "Pass 3 cards %1"


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


def test_qm_is_compiled_once_into_the_cache_from_the_installed_ts(
        qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(i18n.CACHE_ENV, str(tmp_path))
    prebuilt = i18n.ts_file("sv").with_suffix(".qm")
    if prebuilt.exists():
        pytest.skip("a prebuilt .qm is beside the .ts (packaging/build.sh was run)")
    first = i18n.qm_file("sv")
    assert first.parent == tmp_path / "translations" and first.stat().st_size > 0
    stamp = first.stat().st_mtime_ns
    assert i18n.qm_file("sv") == first and first.stat().st_mtime_ns == stamp
    assert not list(first.parent.glob("*.part"))


def test_a_prebuilt_qm_beside_the_ts_is_used_as_it_is(qapp: object, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The frozen app's case: packaging/build.sh compiled the .qm files."""
    folder = tmp_path / "translations"
    folder.mkdir()
    ts = folder / "hearts_desktop_hu.ts"
    ts.write_bytes(i18n.ts_file("hu").read_bytes())
    qm = ts.with_suffix(".qm")
    qm.write_bytes(b"prebuilt")
    os.utime(ts, (1, 1))
    monkeypatch.setattr(i18n, "ts_file", lambda language: folder / f"hearts_desktop_{language}.ts")
    assert i18n.qm_file("hu") == qm


def test_a_broken_translation_leaves_english_and_says_why(english: None, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "ts_file", lambda language: tmp_path / "missing.ts")
    installed = i18n.install("is")
    assert installed.language == "is" and installed.problem
    assert QCoreApplication.translate("Hearts", "&Game") == "&Game"
