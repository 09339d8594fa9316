"""The app's languages: find the compiled translations and install them.

Where the .qm files come from (they are never committed; .gitignore drops them):

* The sources `resources/translations/hearts_desktop_<lang>.ts` are installed
  with the package (package data of `hearts_desktop.resources`), so a wheel
  (`pip install .`), an editable install and a source checkout all have them.
* A .qm file beside its .ts that is at least as new is used as it is.  The
  PyInstaller build (packaging/build.sh) runs pyside6-lrelease over
  resources/**/*.ts before freezing, and the spec bundles the .qm files under
  hearts_desktop/resources/translations/, where `resource_path` looks; the
  frozen app therefore never compiles.  A developer may run the same command.
* Otherwise the .ts is compiled on first use with the `lrelease` program that
  ships inside the PySide6 wheel (a run-time dependency anyway) into the user's
  cache folder, named by a digest of the .ts content: an upgrade with new
  strings gets a new file, nothing is ever stale, and the install folder is
  never written to (it may be read-only).  If compiling fails the app stays in
  English and says so on the status line.

Qt's own strings (standard dialog buttons, the file dialog...) come from
`qtbase_<lang>.qm` in PySide6's translations folder, where Qt ships the
language (of ours: Swedish, Hungarian; not Norwegian, Icelandic, Albanian).
Our .ts files also carry the standard button words (QT_BUTTON_WORDS), so
OK/Cancel/Close are translated in every language we ship.

Switching: `install()` removes the previous translators and installs the new
ones; Qt then sends QEvent.LanguageChange to every widget, and each window
retranslates itself in `changeEvent`.  The default QLocale (number and date
formats) is set first, so the retranslated texts use the new formats.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QStandardPaths,
    QTranslator,
)

from hearts_desktop.services.paths import resource_path

# English first: the source language.  The codes are the .ts file suffixes.
LANGUAGES = ("en", "nb", "sv", "is", "hu", "sq")
# System locale languages that should get one of ours (Norwegian in general
# and Nynorsk read bokmål far better than English).
_ALIASES = {"no": "nb", "nn": "nb"}
CACHE_ENV = "HEARTS_DESKTOP_DATA"


@dataclass(frozen=True)
class Installed:
    """What `install` did: the language in use and any problem to report."""

    language: str
    problem: str = ""


_translators: list[QTranslator] = []

# Qt's own words on the standard buttons the app shows (Ok/Cancel/Close/Yes/
# No/Reset), in the contexts Qt looks them up in.  Qt ships no translation of
# them for Norwegian, Icelandic or Albanian, so they are listed here for
# lupdate and translated in our .ts files.
QT_BUTTON_WORDS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&OK"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Cancel"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Close"),
)


def system_language() -> str:
    """The first of the system's UI languages that we ship, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        code = _ALIASES.get(code, code)
        if code in LANGUAGES:
            return code
    return "en"


def resolve(language: str) -> str:
    """The language to use for the setting: "" means the system's."""
    return language if language in LANGUAGES else system_language()


def ts_file(language: str) -> Path:
    return resource_path("translations", f"hearts_desktop_{language}.ts")


def lrelease_program() -> Path:
    """The lrelease shipped inside the PySide6 wheel."""
    import PySide6

    folder = Path(PySide6.__file__).resolve().parent
    return folder / ("lrelease.exe" if sys.platform == "win32" else "lrelease")


def cache_folder() -> Path:
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override) / "translations"
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    base = Path(location) if location else Path.home() / ".cache" / "hearts-desktop"
    return base / "translations"


def qm_file(language: str) -> Path:
    """The compiled translation for `language`, compiling it if needed.

    Raises OSError (or subprocess.CalledProcessError) when it cannot be had."""
    ts = ts_file(language)
    prebuilt = ts.with_suffix(".qm")
    if prebuilt.exists() and (not ts.exists() or prebuilt.stat().st_mtime >= ts.stat().st_mtime):
        return prebuilt
    source = ts.read_bytes()
    digest = hashlib.sha256(source).hexdigest()[:16]
    target = cache_folder() / f"hearts_desktop_{language}-{digest}.qm"
    if not target.exists():
        _compile(ts, target)
    return target


def _compile(ts: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    for old in target.parent.glob(ts.stem + "-*.qm"):
        old.unlink(missing_ok=True)
    partial = target.with_suffix(f".{os.getpid()}.part")
    subprocess.run([str(lrelease_program()), "-silent", str(ts), "-qm", str(partial)],
                   check=True, capture_output=True, timeout=60)
    # Rename last: a second instance starting at the same time sees a whole file or none.
    os.replace(partial, target)


def qt_translations_folder() -> str:
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def locale_for(setting: str, language: str) -> QLocale:
    """Formats follow the system when the language does, else the chosen language."""
    return QLocale.system() if setting == "" else QLocale(language)


def uninstall() -> None:
    """Remove the translators `install` put in (the app speaks its source English)."""
    for old in _translators:
        QCoreApplication.removeTranslator(old)
    _translators.clear()


def install(setting: str) -> Installed:
    """Install the translators for the Language setting ("" = system language).

    Every widget then receives QEvent.LanguageChange."""
    language = resolve(setting)
    QLocale.setDefault(locale_for(setting, language))
    app = QCoreApplication.instance()
    uninstall()
    problem = ""
    ours = QTranslator(app)
    try:
        if not ours.load(str(qm_file(language))):
            problem = f"could not load {language}"
        else:
            _translators.append(ours)
    except (OSError, subprocess.SubprocessError) as error:
        problem = str(error)
    qt = QTranslator(app)
    if language != "en" and qt.load(QLocale(language), "qtbase", "_", qt_translations_folder()):
        _translators.append(qt)
    for translator in _translators:
        QCoreApplication.installTranslator(translator)
    return Installed(language, problem)


def current_language() -> str:
    """The language of the installed translation ("en" when none is)."""
    for translator in _translators:
        if translator.language():
            return translator.language().split("_")[0]
    return "en"
