"""The translation sources: complete, current with the code, placeholders kept."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from hearts_desktop.services import i18n
from tests.i18n.conftest import TRANSLATED, TS_DIR, ts_keys, ts_messages

ROOT = TS_DIR.parents[1]
PLACEHOLDER = re.compile(r"%\d|\{\d\}")


def test_every_language_has_its_ts_file() -> None:
    assert ("en", *TRANSLATED) == i18n.LANGUAGES
    for language in i18n.LANGUAGES:
        assert (TS_DIR / f"hearts_desktop_{language}.ts").is_file()


def test_ts_files_hold_every_string_of_the_code(tmp_path: Path) -> None:
    """tools/update_translations.py was run after the last string change."""
    fresh = tmp_path / "fresh.ts"
    sources = sorted(str(path) for path in (ROOT / "hearts_desktop").rglob("*.py"))
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    subprocess.run([str(lupdate), "-silent", *sources, "-ts", str(fresh)], check=True, cwd=ROOT)
    in_code = {key for key in _keys(fresh)}
    assert in_code, "lupdate found no strings"
    for language in TRANSLATED:
        missing = in_code - ts_keys(language)
        assert not missing, f"{language}: run tools/update_translations.py; missing {sorted(missing)[:5]}"


def _keys(path: Path) -> set[tuple[str, str]]:
    from xml.etree import ElementTree

    root = ElementTree.parse(path).getroot()
    return {(context.findtext("name") or "", message.findtext("source") or "")
            for context in root.iter("context") for message in context.iter("message")}


def _texts(message) -> list[str]:  # type: ignore[no-untyped-def]
    translation = message.find("translation")
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.findall("numerusform")]
    return [translation.text or ""]


@pytest.mark.parametrize("language", ["en", *TRANSLATED])
def test_no_unfinished_or_empty_translation(language: str) -> None:
    unfinished = []
    for message in ts_messages(language):
        translation = message.find("translation")
        kind = translation.get("type")
        if kind in ("vanished", "obsolete"):
            continue
        if kind == "unfinished" or not all(text.strip() for text in _texts(message)):
            unfinished.append(message.findtext("source"))
    assert not unfinished, f"{language}: {len(unfinished)} unfinished, e.g. {unfinished[:3]}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_translations_keep_every_placeholder(language: str) -> None:
    wrong = []
    for message in ts_messages(language):
        source = message.findtext("source") or ""
        wanted = sorted(PLACEHOLDER.findall(source))
        for text in _texts(message):
            if text.strip() and sorted(PLACEHOLDER.findall(text)) != wanted:
                wrong.append((source, text))
    assert not wrong, f"{language}: placeholders differ in {wrong[:3]}"


def test_glossary_covers_every_language() -> None:
    text = (TS_DIR / "GLOSSARY.md").read_text(encoding="utf-8")
    for language in TRANSLATED:
        assert f"({language})" in text
    for nickname in ("Svarte Maria", "Svarta Maria", "Svarta María", "Fekete Mária", "Maria e Zezë"):
        assert nickname in text
