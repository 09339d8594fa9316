"""What the frozen game keeps of Qt and the standard library (used by the spec).

PyInstaller's PySide6 hooks collect every plugin a Qt module *might* load and
all of Qt's translations; for a 2D card table most of that is dead weight
(PLATFORM.md: an untrimmed onefile is 62–65 MiB and slower to start, because
a onefile unpacks everything on each launch).  This module decides, per
platform, which Qt plugins and translations stay, and prunes the shared
libraries that nothing kept links to any more.

Pure functions over PyInstaller's TOC tuples `(dest_name, src_path, typecode)`,
so the choices can be tested without building.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable
from pathlib import PurePosixPath

Entry = tuple[str, str, str]

# Plugins a QGraphicsView card game with SVG art, PNG icons, dialogs and
# printing uses, per platform: {category: names (file stem without "lib")};
# "*" keeps the whole category.
KEEP_PLUGINS: dict[str, dict[str, set[str]]] = {
    "linux": {
        # X11, Wayland, and offscreen (self-test, CI).
        "platforms": {"qxcb", "qwayland", "qoffscreen"},
        "xcbglintegrations": {"*"},
        "wayland-shell-integration": {"*"},
        "wayland-decoration-client": {"*"},
        "wayland-graphics-integration-client": {"*"},
        # Dead keys and input methods (names with accents).
        "platforminputcontexts": {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"},
        # Native file dialogs (export) in sandboxes and on GNOME/KDE.
        "platformthemes": {"qxdgdesktopportal"},
        "imageformats": {"qsvg"},
        "iconengines": {"qsvgicon"},
        # Real printers for the score sheet; it uses the system's libcups
        # (excluded below), and Qt falls back to PDF only if that is missing.
        "printsupport": {"cupsprintersupport"},
    },
    "win32": {
        "platforms": {"qwindows", "qoffscreen"},
        "styles": {"qmodernwindowsstyle", "qwindowsvistastyle"},
        "imageformats": {"qsvg", "qico"},
        "iconengines": {"qsvgicon"},
    },
    "darwin": {
        "platforms": {"qcocoa", "qoffscreen"},
        "styles": {"qmacstyle"},
        "imageformats": {"qsvg", "qicns"},
        "iconengines": {"qsvgicon"},
        "printsupport": {"cocoaprintersupport"},
    },
}

# Libraries taken from the user's system at run time, never bundled:
# * CUPS and GTK would drag in dozens of libraries and must match the
#   system's configuration; D-Bus (and the libsystemd chain Debian links it
#   with) is a system service, always there when the bus is.
# * The base of every desktop (C++ runtime, GLib, X11, fonts, compression):
#   a bundled libstdc++ older than the system's breaks the Mesa GL drivers
#   that libGL loads, a bundled fontconfig may not read the system's
#   configuration; and every file bundled is unpacked on every launch.
# What remains bundled: Qt, ICU, Python, and the X11 helper libraries many
# systems lack (libxcb-cursor & co., libxkbcommon-x11, Wayland client libs).
SYSTEM_ONLY = re.compile(
    r"^(libcups|libgssapi|libkrb5|libavahi|libgnutls|libgtk-3|libgdk-3|libdbus-1|libsystemd"
    r"|libstdc\+\+|libgcc_s|libglib-2|libgthread-2|libgobject-2|libgio-2|libpcre2|libffi"
    r"|libX11\.|libxcb\.|libXau|libXdmcp|libxkbcommon\.|libfontconfig|libfreetype|libpng16|libbrotli"
    r"|libexpat|libz\.|libzstd|libbz2|liblzma|liblz4|libgcrypt|libgpg-error|libuuid)")

# Standard-library and Qt modules the game never imports (found by
# PyInstaller through optional imports of other modules).
EXCLUDED_MODULES = [
    "tkinter", "_tkinter", "turtle", "turtledemo", "idlelib", "pydoc_data", "lib2to3",
    "unittest", "doctest", "pdb", "pydoc", "test", "distutils", "setuptools", "pkg_resources",
    "dbm", "curses", "_curses", "readline", "xmlrpc", "ftplib",
    "imaplib", "smtplib", "poplib", "nntplib", "telnetlib", "mailbox", "http.server",
    "asyncio", "concurrent.futures.process", "lzma", "_lzma", "bz2", "_bz2",
    # Network play is plain TCP on the local network (QtNetwork, no TLS): OpenSSL (2 MB)
    # goes; hashlib falls back to its built-in hashes.
    "ssl", "_ssl", "_hashlib",
    # East Asian legacy codecs (the game reads and writes UTF-8 only).
    "_codecs_cn", "_codecs_hk", "_codecs_iso2022", "_codecs_jp", "_codecs_kr", "_codecs_tw",
    "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtQuickWidgets",
    "PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets", "PySide6.QtDBus", "PySide6.QtSql",
    "PySide6.QtTest", "PySide6.QtXml", "PySide6.QtConcurrent", "PySide6.QtDesigner",
    "PySide6.QtHelp", "PySide6.QtUiTools", "PySide6.QtPdf", "PySide6.QtPdfWidgets",
]


def platform_key(platform: str = sys.platform) -> str:
    if platform.startswith("win"):
        return "win32"
    return "darwin" if platform == "darwin" else "linux"


def _parts(dest: str) -> tuple[str, ...]:
    return PurePosixPath(dest.replace("\\", "/")).parts


def plugin_of(dest: str) -> tuple[str, str] | None:
    """(category, name) of a Qt plugin's destination path, else None."""
    parts = _parts(dest)
    if parts[0] != "PySide6" or "plugins" not in parts:
        return None
    index = parts.index("plugins")
    if index + 3 != len(parts):  # PySide6/[Qt/]plugins/<category>/<file>
        return None
    category, filename = parts[index + 1], parts[index + 2]
    stem = filename.split(".")[0]
    return category, stem[3:] if stem.startswith("lib") else stem


def keep_plugin(dest: str, platform: str = sys.platform) -> bool:
    found = plugin_of(dest)
    if found is None:
        return True
    category, name = found
    wanted = KEEP_PLUGINS[platform_key(platform)].get(category, set())
    return "*" in wanted or name in wanted


def qt_translation_language(dest: str) -> str | None:
    """'de' for PySide6/Qt/translations/qtbase_de.qm (None: not a Qt translation)."""
    parts = _parts(dest)
    if len(parts) < 2 or parts[0] != "PySide6" or parts[-2] != "translations":
        return None
    match = re.fullmatch(r"[a-z_]+?_([a-z]{2}(?:_[A-Za-z]{2,4})?)\.qm", parts[-1])
    return match.group(1) if match else "?"


def keep_qt_translation(dest: str, languages: set[str]) -> bool:
    """Keep only Qt's own base translations for languages the game ships."""
    language = qt_translation_language(dest)
    if language is None:
        return True
    name = _parts(dest)[-1]
    return name.startswith("qtbase_") and language in languages


def shipped_languages(qm_names: Iterable[str]) -> set[str]:
    """Languages of the game's own translations, e.g. hearts_desktop_de.qm -> 'de'."""
    languages = set()
    for name in qm_names:
        match = re.search(r"_([a-z]{2}(?:_[A-Za-z]{2,4})?)\.qm$", name)
        if match:
            languages.add(match.group(1))
    return languages


def is_system_only(dest: str) -> bool:
    return SYSTEM_ONLY.match(_parts(dest)[-1]) is not None


def prune_unreachable(binaries: list[Entry], imports_of: Callable[[str], Iterable[str]]) -> list[Entry]:
    """Drop shared libraries no kept extension module, plugin or the Python
    library links to (directly or through others).  `imports_of(src)` gives the
    resolved paths a binary links to."""
    by_src = {src: entry for entry in binaries for src in [entry[1]]}
    by_name: dict[str, list[str]] = {}
    for dest, src, _ in binaries:
        by_name.setdefault(_parts(dest)[-1], []).append(src)
    roots = [src for dest, src, kind in binaries if kind == "EXTENSION" or plugin_of(dest) is not None
             or _parts(dest)[-1].startswith(("libpython", "python"))]
    reached: set[str] = set()
    stack = list(roots)
    while stack:
        src = stack.pop()
        if src in reached:
            continue
        reached.add(src)
        for target in imports_of(src):
            name = _parts(target)[-1]
            stack.extend(candidate for candidate in [target, *by_name.get(name, [])] if candidate in by_src)
    return [entry for entry in binaries if entry[1] in reached]


def trim_binaries(binaries: list[Entry], imports_of: Callable[[str], Iterable[str]],
                  platform: str = sys.platform) -> list[Entry]:
    kept = [entry for entry in binaries if keep_plugin(entry[0], platform) and not is_system_only(entry[0])]
    if platform_key(platform) != "linux":
        return kept  # pruning by link graph is only checked on Linux here
    return prune_unreachable(kept, imports_of)


def trim_datas(datas: list[Entry], languages: set[str], platform: str = sys.platform) -> list[Entry]:
    return [entry for entry in datas
            if keep_plugin(entry[0], platform) and keep_qt_translation(entry[0], languages)]
