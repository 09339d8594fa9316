"""Refresh the translation sources: resources/translations/hearts_desktop_<lang>.ts.

    .venv/bin/python tools/update_translations.py            # all languages
    .venv/bin/python tools/update_translations.py --no-obsolete

Runs pyside6-lupdate over every .py file of the package (the model and AI
included, though they mark nothing: their English is translated in the views).
lupdate keeps every translation already written; strings whose source text
changed become new "unfinished" entries and the old ones turn "obsolete"
(kept unless --no-obsolete, so a translator can reuse the old wording).
It then compiles the .qm files beside the .ts (packaging/build_translations.py,
what `pip install -e .` does).  After a run, tell the translators: `touch /work/notes/ts_updated` is the
project's signal.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "resources" / "translations"
# English is the source language; its .ts only carries the plural forms.
LANGUAGES = ("en", "nb", "sv", "is", "hu", "sq")


# English plural forms (singular, plural) of the numerus sources; lupdate
# only lists them in hearts_desktop_en.ts, this script fills them in.
ENGLISH_PLURALS = {
    "The table has waited %n minutes for %1. If they walked away, Table ▸ Give a seat "
    "to the computer… lets a computer player play for them until they join again.":
        ("The table has waited %n minute for %1. If they walked away, Table ▸ Give a seat "
         "to the computer… lets a computer player play for them until they join again.",
         "The table has waited %n minutes for %1. If they walked away, Table ▸ Give a seat "
         "to the computer… lets a computer player play for them until they join again."),
    "Pot: %n cards, for the next trick's taker": ("Pot: %n card, for the next trick's taker",
                                                  "Pot: %n cards, for the next trick's taker"),
    "Choose %n cards to pass to %1, then press the pass button":
        ("Choose %n card to pass to %1, then press the pass button",
         "Choose %n cards to pass to %1, then press the pass button"),
    "You pass exactly %n cards (H9): put one back first":
        ("You pass exactly %n card (H9): put it back first",
         "You pass exactly %n cards (H9): put one back first"),
    "Choose %n cards to pass (%1 chosen)": ("Choose %n card to pass (%1 chosen)",
                                            "Choose %n cards to pass (%1 chosen)"),
    "Pass %n cards to the left": ("Pass %n card to the left", "Pass %n cards to the left"),
    "Pass %n cards to the right": ("Pass %n card to the right", "Pass %n cards to the right"),
    "Pass %n cards across": ("Pass %n card across", "Pass %n cards across"),
    "Cancellation Hearts needs 5 to 7 players, not %n (V5).":
        ("Cancellation Hearts needs 5 to 7 players, not %n (V5).",
         "Cancellation Hearts needs 5 to 7 players, not %n (V5)."),
    "Passing across needs an even number of players, not %n (H8).":
        ("Passing across needs an even number of players, not %n (H8).",
         "Passing across needs an even number of players, not %n (H8)."),
    "Winner: %1": ("Winner: %1", "Winners: %1"),
    "Dealt for %n players under %1 (Settings ▸ Rules).":
        ("Dealt for %n player under %1 (Settings ▸ Rules).",
         "Dealt for %n players under %1 (Settings ▸ Rules)."),
    # A table has three players or more: the singular is never shown.
    "%n players, the house rules of Settings; computer players play at level %1.":
        ("%n players, the house rules of Settings; computer players play at level %1.",
         "%n players, the house rules of Settings; computer players play at level %1."),
    "%n players, the house rules of Settings; computer players play at the levels of Settings (%1).":
        ("%n players, the house rules of Settings; computer players play at the levels of Settings (%1).",
         "%n players, the house rules of Settings; computer players play at the levels of Settings (%1)."),
    "--level needs one level, or one for each of the %n seats":
        ("--level needs one level, or one for each of the %n seats",
         "--level needs one level, or one for each of the %n seats"),
    "%1 — %2 — %3 of %n seats free — computer players: %4":
        ("%1 — %2 — %3 of %n seats free — computer players: %4",
         "%1 — %2 — %3 of %n seats free — computer players: %4"),
    "&Resume the interrupted network game (hand %1, %n players)":
        ("&Resume the interrupted network game (hand %1, %n players)",
         "&Resume the interrupted network game (hand %1, %n players)"),
    "%1 — %2 — %3 of %n seats free": ("%1 — %2 — %3 of %n seats free", "%1 — %2 — %3 of %n seats free"),
    "%1 in the last %n games": ("%1 in the last game", "%1 in the last %n games"),
    "; %1 in the %n before": ("; %1 in the one before", "; %1 in the %n before"),
    "(%n still to review)": ("(%n still to review)", "(%n still to review)"),
}


def fill_english(ts: Path) -> list[str]:
    """Write ENGLISH_PLURALS into the English .ts; return sources it lacks."""
    tree = ElementTree.parse(ts)
    missing = []
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None or message.get("numerus") != "yes":
            continue
        if source not in ENGLISH_PLURALS:
            missing.append(source)
            continue
        translation.attrib.pop("type", None)
        for form, text in zip(translation.findall("numerusform"), ENGLISH_PLURALS[source]):
            form.text = text
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return missing


def lupdate_program() -> str:
    """pyside6-lupdate beside the running interpreter (the venv), else on PATH."""
    here = Path(sys.executable).parent / "pyside6-lupdate"
    return str(here) if here.exists() else "pyside6-lupdate"


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "hearts_desktop").rglob("*.py"))


def update(languages: tuple[str, ...], no_obsolete: bool) -> None:
    TS_DIR.mkdir(parents=True, exist_ok=True)
    for lang in languages:
        ts = TS_DIR / f"hearts_desktop_{lang}.ts"
        command = [lupdate_program(), *sources(), "-target-language", lang,
                   "-locations", "relative", "-ts", str(ts.relative_to(ROOT))]
        if no_obsolete:
            command.insert(1, "-no-obsolete")
        if lang == "en":
            # Only plural forms need an English "translation".
            command.insert(1, "-pluralonly")
        subprocess.run(command, cwd=ROOT, check=True)
        if lang == "en":
            for source in fill_english(ts):
                print(f"English plural forms missing in ENGLISH_PLURALS: {source!r}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("languages", nargs="*", default=list(LANGUAGES))
    parser.add_argument("--no-obsolete", action="store_true", help="drop strings no longer in the code")
    args = parser.parse_args()
    update(tuple(args.languages), args.no_obsolete)
    # The .qm files beside the .ts, as an editable install has them (the
    # package's own build step; a wheel compiles its own).
    subprocess.run([sys.executable, str(ROOT / "packaging" / "build_translations.py")], cwd=ROOT,
                   check=True, stdout=subprocess.DEVNULL)
    return 0


if __name__ == "__main__":
    sys.exit(main())
