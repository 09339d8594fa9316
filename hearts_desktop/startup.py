"""Start-up: readable errors instead of tracebacks, and a first-paint probe.

`run()` is the program (console script, `python -m hearts_desktop` and the
frozen executable alike): `hearts-desktop [FILE]`, `--self-test`, `--help`,
`--version` (see `parse_command_line`).

`guarded_main(main)` runs the game's `main` after three checks that would
otherwise end in a Python traceback or a Qt abort that names no package:

* no display (Linux, no DISPLAY/WAYLAND_DISPLAY and no offscreen platform),
* a Qt system library missing (PySide6 raises ImportError naming the .so),
* the X11 platform plugin unable to load (Qt ≥ 6.5 needs libxcb-cursor0,
  which many systems lack): Qt itself only says "could not load the Qt
  platform plugin xcb" and aborts, so the plugin is loaded once beforehand
  to learn which library is missing.

This module imports no Qt at import time: the point is to survive a Qt that
cannot load.  Messages go through Qt's translation system when QtCore loads
(it needs no graphics libraries) and are printed in English otherwise.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import re
import sys
import time
from collections.abc import Callable, Mapping
from typing import Any

EXIT_USAGE = 2
EXIT_NO_DISPLAY = 3
EXIT_MISSING_LIBRARY = 4

# Qt's own command-line options, taken by QApplication (those after which a value follows first).
QT_OPTIONS_WITH_VALUE = ("-platform", "-platformpluginpath", "-platformtheme", "-plugin", "-qwindowgeometry",
                         "-qwindowicon", "-qwindowtitle", "-session", "-style", "-stylesheet", "-display",
                         "-geometry", "-widgetcount", "-qmljsdebugger")
QT_FLAGS = ("-reverse", "-nograb", "-dograb", "-sync", "-widgetcount")

# Library file → (Debian/Ubuntu package, Fedora package).
PACKAGES: dict[str, tuple[str, str]] = {
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl"),
    "libGLX.so.0": ("libglx0", "libglvnd-glx"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libwayland-client.so.0": ("libwayland-client0", "libwayland-client"),
    "libwayland-cursor.so.0": ("libwayland-cursor0", "libwayland-cursor"),
    "libwayland-egl.so.1": ("libwayland-egl1", "libwayland-egl"),
}

# What the X11 plugin needs beyond a desktop's basics (PLATFORM.md).
XCB_PACKAGES = ("libxkbcommon-x11-0", "libxcb-cursor0", "libxcb-icccm4", "libxcb-image0",
                "libxcb-keysyms1", "libxcb-render-util0", "libxcb-shape0", "libxcb-xkb1")

_MISSING = re.compile(r"(lib[\w.+-]+?\.so(?:\.\d+)*): cannot open shared object file")
_HEADLESS_PLATFORMS = ("offscreen", "minimal", "vnc", "eglfs", "linuxfb", "vkkhrdisplay")


def translate(context: str, text: str) -> str:
    """QCoreApplication.translate, or the English text if QtCore cannot load
    (called as translate("Startup", "...") so that pyside6-lupdate finds it)."""
    try:
        from PySide6.QtCore import QCoreApplication
    except ImportError:  # the very problem being reported may be Qt itself
        return text
    return QCoreApplication.translate(context, text)


_MESSAGE_APP: Any = None
"""A QCoreApplication made only to speak a message (the program ends after it)."""


def speak_the_players_language() -> None:
    """Before printing a message and ending (no window will open): install
    the translation of the Language setting, else of the system, so that the
    message is in the player's language.  Needs only QtCore; if that cannot
    load, messages stay in English."""
    global _MESSAGE_APP
    try:
        from PySide6.QtCore import QCoreApplication

        from hearts_desktop.services import i18n
        from hearts_desktop.services.paths import APP_NAME
        from hearts_desktop.services.settings import load_settings
        from hearts_desktop.services.storage import settings_follow_data_dir
    except ImportError:
        return
    settings_follow_data_dir()
    if QCoreApplication.instance() is None:
        _MESSAGE_APP = QCoreApplication(["hearts-desktop"])
        QCoreApplication.setOrganizationName(APP_NAME)
        QCoreApplication.setApplicationName(APP_NAME)
    settings, _warnings = load_settings()
    i18n.install(settings.language)


def packages_for(library: str) -> tuple[str, str]:
    """(Debian, Fedora) package names for a missing library file."""
    known = PACKAGES.get(library)
    if known is not None:
        return known
    match = re.fullmatch(r"lib([\w+-]+?)\.so\.(\d+)(?:\.\d+)*", library)
    if match is None:
        return ("?", "?")
    name, version = match.groups()
    # Debian names a library package after its soname: libxcb-randr.so.0 → libxcb-randr0.
    debian = f"lib{name}{'-' if name[-1].isdigit() else ''}{version}"
    return (debian, f"lib{name}")


def missing_library(error: BaseException) -> str | None:
    """The library file an ImportError/OSError says could not be opened."""
    match = _MISSING.search(str(error))
    return match.group(1) if match else None


def missing_library_message(library: str) -> str:
    debian, fedora = packages_for(library)
    lines = [
        translate("Startup", "Hearts Desktop cannot start: the system library %1 is missing.")
        .replace("%1", library),
        translate("Startup", "Install it with your package manager, then start the game again:"),
        "    sudo apt install " + debian + "    " + translate("Startup", "(Debian, Ubuntu)"),
        "    sudo dnf install " + fedora + "    " + translate("Startup", "(Fedora)"),
    ]
    if library.startswith(("libxcb", "libxkbcommon-x11", "libX11-xcb")):
        lines += [translate("Startup", "The X11 display also needs these packages (Debian, Ubuntu):"),
                  "    sudo apt install " + " ".join(XCB_PACKAGES)]
    return "\n".join(lines)


def display_problem(environ: Mapping[str, str] = os.environ, platform: str = sys.platform) -> str | None:
    """A message if no window can be opened: Linux without a display and
    without a headless Qt platform.  None when all is well."""
    if not platform.startswith("linux"):
        return None
    qpa = environ.get("QT_QPA_PLATFORM", "")
    if qpa.startswith(_HEADLESS_PLATFORMS):
        return None
    wants_wayland = qpa.startswith("wayland")
    has_display = bool(environ.get("WAYLAND_DISPLAY")) if wants_wayland else \
        bool(environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"))
    if has_display:
        return None
    return "\n".join([
        translate("Startup", "Hearts Desktop cannot start: there is no graphical display."),
        translate("Startup", "Start it from a desktop session (X11 or Wayland). Over SSH, use \"ssh -X\"."),
        translate("Startup", "To check the installation without a display, run: hearts-desktop --self-test"),
    ])


def _will_use_xcb(environ: Mapping[str, str]) -> bool:
    qpa = environ.get("QT_QPA_PLATFORM", "")
    if qpa:
        return qpa.split(";")[0].startswith("xcb")
    # Qt prefers Wayland in a Wayland session; otherwise X11.
    wayland = environ.get("XDG_SESSION_TYPE") == "wayland" and bool(environ.get("WAYLAND_DISPLAY"))
    return bool(environ.get("DISPLAY")) and not wayland


def xcb_problem(environ: Mapping[str, str] = os.environ, platform: str = sys.platform) -> str | None:
    """Load Qt's X11 plugin as Qt would, to name a missing library; then check
    the X server answers.  None when X11 is not going to be used or works."""
    if not platform.startswith("linux") or not _will_use_xcb(environ):
        return None
    from PySide6.QtCore import QLibraryInfo

    plugins = QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)
    plugin = os.path.join(environ.get("QT_PLUGIN_PATH", "").split(os.pathsep)[0] or plugins,
                          "platforms", "libqxcb.so")
    if not os.path.exists(plugin):
        plugin = os.path.join(plugins, "platforms", "libqxcb.so")
    try:
        ctypes.CDLL(plugin)
    except OSError as error:
        library = missing_library(error)
        if library is not None:
            return missing_library_message(library)
        return None  # a plugin we cannot judge: let Qt report it
    return _x_server_problem(environ.get("DISPLAY", ""))


def _x_server_problem(display: str) -> str | None:
    name = ctypes.util.find_library("xcb") or "libxcb.so.1"
    try:
        xcb = ctypes.CDLL(name)
    except OSError:
        return None
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    failed = xcb.xcb_connection_has_error(connection) != 0
    xcb.xcb_disconnect(connection)
    if not failed:
        return None
    return "\n".join([
        translate("Startup", "Hearts Desktop cannot start: the X11 display %1 does not answer.")
        .replace("%1", display),
        translate("Startup",
                  "Check that DISPLAY names a running X server you may use (see \"xhost\" and \"xauth\")."),
    ])


def _qt_problem() -> str | None:
    """Import the Qt libraries the game needs; name a missing system library."""
    try:
        import PySide6.QtGui
        import PySide6.QtWidgets  # noqa: F401
    except ImportError as error:
        library = missing_library(error)
        if library is None:
            raise
        return missing_library_message(library)
    return None


def preflight(argv: list[str], environ: Mapping[str, str] = os.environ) -> tuple[str, int] | None:
    """(message, exit code) for a start-up that cannot succeed, else None."""
    if "--self-test" not in argv and "--serve" not in argv and "--review" not in argv:  # no window
        problem = display_problem(environ)
        if problem is not None:
            return problem, EXIT_NO_DISPLAY
    problem = _qt_problem()
    if problem is None:
        problem = xcb_problem(environ)
    return (problem, EXIT_MISSING_LIBRARY) if problem is not None else None


def _install_fatal_handler() -> None:
    """Last resort: if Qt still cannot load its platform plugin it aborts;
    say what to do first.  Other messages go on as Qt would print them."""
    from PySide6.QtCore import QtMsgType, qFormatLogMessage, qInstallMessageHandler

    previous: Any = None

    def handler(kind: QtMsgType, context: Any, message: str) -> None:
        if kind == QtMsgType.QtFatalMsg and "platform plugin" in message:
            print(message, file=sys.stderr)
            failed = translate("Startup", "Hearts Desktop cannot open a window: no Qt display plugin works.")
            print(failed, file=sys.stderr)
            install = translate("Startup", "On Debian or Ubuntu install: %1")
            print(install.replace("%1", " ".join(XCB_PACKAGES)), file=sys.stderr)
            sys.stderr.flush()
            os._exit(EXIT_MISSING_LIBRARY)
        if previous is not None:
            previous(kind, context, message)
        else:
            print(qFormatLogMessage(kind, context, message), file=sys.stderr)

    previous = qInstallMessageHandler(handler)


def guarded_main(main: Callable[[], int | None], argv: list[str] | None = None) -> int:
    """Run `main` (which should import the GUI itself) with readable start-up
    errors; returns the exit code."""
    argv = sys.argv if argv is None else argv
    try:
        found = preflight(argv)
        if found is None:
            _install_fatal_handler()
            return int(main() or 0)
        # No window will open: say why in the player's language.
        speak_the_players_language()
        found = preflight(argv) or found
    except ImportError as error:
        library = missing_library(error)
        if library is None:
            raise
        found = missing_library_message(library), EXIT_MISSING_LIBRARY
    message, code = found
    print(message, file=sys.stderr)
    return code


class CommandLine:
    """What the command line asks for."""

    def __init__(self) -> None:
        self.self_test = False
        self.file: str | None = None
        self.deal: int | None = None
        """--deal NUMBER: a new game on that deal."""
        self.qt_arguments: list[str] = []
        """Qt's own options, passed on to QApplication."""
        self.exit_code: int | None = None
        """Set when the command line is answered without starting (help, version, an error)."""


def usage_text(program: str) -> str:
    return "\n".join([
        translate("Startup", "Usage: %1 [OPTION] [FILE]").replace("%1", program),
        translate("Startup", "Play Hearts against computer players. FILE is a saved game to go on with "
                             "or a game record to replay (.json)."),
        "",
        "  -h, --help     " + translate("Startup", "print this help and exit"),
        "  --version      " + translate("Startup", "print the version and exit"),
        "  --self-test    " + translate("Startup", "check the installation (two hands, no window) and exit"),
        "  --deal NUMBER  " + translate("Startup", "open a new game on that deal (for example 4821-0937: the "
                                                   "number on the table and the score sheet)"),
        "  --review FILE [--seat N] [--json]",
        "                 " + translate("Startup", "print the Expert's review of every pass and play of a "
                                                   "saved game or record, and exit"),
        "  --serve PORT --code CODE [--players N] [--preset NAME] [--level LEVEL[,LEVEL...]]",
        "          [--think TIME] [--listen ADDRESS] [--new]",
        "                 " + translate("Startup", "host a network table without a window (Ctrl+C stops it, "
                                                   "saving the game); LEVEL is the computer players' level "
                                                   "(beginner, casual, strong, hard or expert), one for "
                                                   "every seat or one a seat, separated by commas; TIME is "
                                                   "the Expert's thinking time: quick, normal, deep, "
                                                   "very-deep or seconds"),
    ])


def parse_command_line(argv: list[str]) -> CommandLine:
    """Read the options; --help and --version are answered here (printed),
    an unknown option or a second file is refused with a message."""
    from hearts_desktop import __version__
    from hearts_desktop.model.deal import parse_deal_number

    line = CommandLine()
    program = os.path.basename(argv[0]) if argv else "hearts-desktop"
    words = list(argv[1:])
    while words:
        word = words.pop(0)
        if word in ("-h", "--help"):
            speak_the_players_language()
            print(usage_text(program))
            line.exit_code = 0
            return line
        if word == "--version":
            print(f"Hearts Desktop {__version__}")
            line.exit_code = 0
            return line
        if word == "--self-test":
            line.self_test = True
        elif word == "--deal" or word.startswith("--deal="):
            text = word.partition("=")[2] if "=" in word else (words.pop(0) if words else "")
            line.deal = parse_deal_number(text)
            if line.deal is None:
                problem = translate("Startup", "Not a deal number: %1 (eight digits, for example 4821-0937)")
                return _refuse(line, program, problem.replace("%1", text))
        elif word.split("=")[0] in QT_OPTIONS_WITH_VALUE:
            line.qt_arguments.append(word)
            if "=" not in word and words:
                line.qt_arguments.append(words.pop(0))
        elif word in QT_FLAGS:
            line.qt_arguments.append(word)
        elif word.startswith("-") and word != "-":
            speak_the_players_language()
            return _refuse(line, program, translate("Startup", "Unknown option: %1").replace("%1", word))
        elif line.file is not None:
            speak_the_players_language()
            return _refuse(line, program, translate("Startup", "Only one file can be opened at a time."))
        else:
            line.file = word
    return line


def _refuse(line: CommandLine, program: str, problem: str) -> CommandLine:
    speak_the_players_language()
    print(problem, file=sys.stderr)
    hint = translate("Startup", "Run \"%1 --help\" to see the options.")
    print(hint.replace("%1", program), file=sys.stderr)
    line.exit_code = EXIT_USAGE
    return line


def run(argv: list[str] | None = None) -> int:
    """The program, with readable start-up errors.  The GUI is imported only
    inside, so that a Qt that cannot load is reported by `guarded_main`
    instead of a traceback."""
    argv = sys.argv if argv is None else argv
    if "--review" in argv[1:]:
        speak_the_players_language()

        def review() -> int:
            from hearts_desktop.review_cli import run as run_review

            return run_review(argv[1:])

        return guarded_main(review, argv)
    if "--serve" in argv[1:]:
        speak_the_players_language()

        def serve() -> int:
            from hearts_desktop.net.serve import serve as serve_table

            return serve_table(argv[1:])

        return guarded_main(serve, argv)
    line = parse_command_line(argv)
    if line.exit_code is not None:
        return line.exit_code

    def main() -> int:
        install_first_paint_probe()  # only with HEARTS_EXIT_AFTER_FIRST_PAINT set
        if line.self_test:
            from hearts_desktop.selftest import run_self_test

            return run_self_test()
        from hearts_desktop.app import main as app_main

        return app_main(argv[:1] + line.qt_arguments, line.file, line.deal)

    return guarded_main(main, argv)


# -- the first-paint probe (start-up benchmark) -----------------------------------

FIRST_PAINT_VARIABLE = "HEARTS_EXIT_AFTER_FIRST_PAINT"
FIRST_PAINT_MARKER = "hearts-desktop: first paint"
_STARTED = time.perf_counter()


def install_first_paint_probe(window: Any | None = None) -> None:
    """With HEARTS_EXIT_AFTER_FIRST_PAINT=1 in the environment, print a marker
    line once the table (a QGraphicsView's viewport; inside `window` if given,
    else anywhere in the application) has painted for the first time, then
    quit the event loop.  packaging/bench_startup.py times the process up to
    that line.  Without the variable this does nothing."""
    if not os.environ.get(FIRST_PAINT_VARIABLE):
        return
    from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QGraphicsView

    app = QApplication.instance() or QApplication(sys.argv)

    def is_table(watched: QObject) -> bool:
        view = watched.parent()
        return isinstance(view, QGraphicsView) and view.viewport() is watched \
            and (window is None or view is window or window.isAncestorOf(view))

    def report() -> None:
        print(f"{FIRST_PAINT_MARKER} {time.perf_counter() - _STARTED:.3f} s", flush=True)
        QCoreApplication.exit(0)

    class Probe(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and is_table(watched):
                app.removeEventFilter(self)
                QTimer.singleShot(0, report)  # after this paint reached the screen
            return False

    app.installEventFilter(Probe(app))  # parented: lives as long as the application
