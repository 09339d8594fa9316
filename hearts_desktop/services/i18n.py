"""The app's languages: find the compiled translations and install them.

Where the .qm files come from: the sources
`resources/translations/hearts_desktop_<lang>.ts` are compiled with
pyside6-lrelease when the package is built (packaging/build_translations.py,
run by `pip install .` and `pip install -e .`; packaging/build.sh for the
single executable), and the .qm files are installed beside them as package
data.  Nothing is compiled at run time; a missing .qm leaves the app in
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

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QTranslator,
)

from hearts_desktop.services.paths import resource_path

# English first: the source language.  The codes are the .ts file suffixes.
LANGUAGES = ("en", "nb", "sv", "is", "hu", "sq")
# System locale languages that should get one of ours (Norwegian in general
# and Nynorsk read bokmål far better than English).
_ALIASES = {"no": "nb", "nn": "nb"}


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


def qm_file(language: str) -> Path:
    """The compiled translation for `language` (made when the package was built)."""
    return ts_file(language).with_suffix(".qm")


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
    compiled = qm_file(language)
    if not compiled.exists():
        problem = f"{compiled.name} is missing: the package was installed without compiling its translations"
    elif not ours.load(str(compiled)):
        problem = f"{compiled.name} could not be read"
    else:
        _translators.append(ours)
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
