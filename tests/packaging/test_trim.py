"""What the spec keeps of Qt, the standard library and ICU (packaging/trim*.py)."""

from __future__ import annotations

import ast
import importlib.util
import struct
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "packaging" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


trim = load("trim")
trim_icu = load("trim_icu")


@pytest.mark.parametrize(("dest", "platform", "kept"), [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", "linux", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", "linux", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", "linux", True),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", "linux", False),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", "linux", False),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", "linux", True),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", "linux", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "linux", False),
    ("PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so", "linux", True),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", "linux", False),
    ("PySide6/plugins/platforms/qwindows.dll", "win32", True),
    ("PySide6/plugins/platforms/qdirect2d.dll", "win32", False),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", "darwin", True),
    ("PySide6/Qt/lib/libQt6Core.so.6", "linux", True),  # not a plugin: decided elsewhere
])
def test_only_the_plugins_a_card_table_needs_are_kept(dest: str, platform: str, kept: bool) -> None:
    assert trim.keep_plugin(dest, platform) is kept


def test_qt_translations_follow_the_games_languages() -> None:
    languages = trim.shipped_languages(["hearts_desktop_de.qm", "hearts_desktop_pt_BR.qm", "cards/QS.svg"])
    assert languages == {"de", "pt_BR"}
    assert trim.keep_qt_translation("PySide6/Qt/translations/qtbase_de.qm", languages)
    assert trim.keep_qt_translation("PySide6/Qt/translations/qtbase_pt_BR.qm", languages)
    assert not trim.keep_qt_translation("PySide6/Qt/translations/qtbase_fr.qm", languages)
    assert not trim.keep_qt_translation("PySide6/Qt/translations/qtdeclarative_de.qm", languages)
    assert trim.keep_qt_translation("hearts_desktop/resources/translations/hearts_desktop_de.qm", languages)


def test_libraries_nothing_kept_links_to_are_pruned() -> None:
    binaries = [
        ("PySide6/QtCore.abi3.so", "/w/QtCore.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/w/libQt6Core.so.6", "BINARY"),
        ("libicuuc.so.73", "/w/libicuuc.so.73", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/w/libqxcb.so", "BINARY"),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "/w/libQt6XcbQpa.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Quick.so.6", "/w/libQt6Quick.so.6", "BINARY"),  # only a dropped plugin used it
    ]
    links = {"/w/QtCore.abi3.so": ["/w/libQt6Core.so.6"], "/w/libQt6Core.so.6": ["/elsewhere/libicuuc.so.73"],
             "/w/libqxcb.so": ["/w/libQt6XcbQpa.so.6"]}
    kept = trim.prune_unreachable(binaries, lambda src: links.get(src, []))
    assert [dest for dest, _, _ in kept] == [dest for dest, _, _ in binaries[:5]]


def test_desktop_base_libraries_come_from_the_system() -> None:
    for name in ("libstdc++.so.6", "libfontconfig.so.1", "libdbus-1.so.3", "libX11.so.6", "libcups.so.2"):
        assert trim.is_system_only(name), name
    for name in ("libxcb-cursor.so.0", "libxkbcommon-x11.so.0", "libX11-xcb.so.1", "libQt6Core.so.6",
                 "libpython3.11.so.1.0"):
        assert not trim.is_system_only(name), name


def imported_modules() -> set[str]:
    names: set[str] = set()
    for path in (ROOT / "hearts_desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names.add(node.module)
    return names


def test_no_module_the_game_imports_is_excluded_from_the_build() -> None:
    excluded = set(trim.EXCLUDED_MODULES)
    clashes = {name for name in imported_modules()
               if any(name == gone or name.startswith(gone + ".") for gone in excluded)}
    assert not clashes


# -- ICU --------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "kept"), [
    ("icudt73l/coll/de.res", True),
    ("icudt73l/coll/root.res", True),
    ("icudt73l/root.res", True),
    ("icudt73l/pool.res", True),
    ("icudt73l/res_index.res", True),
    ("icudt73l/likelySubtags.res", True),
    ("icudt73l/zoneinfo64.res", True),
    ("icudt73l/nfkc.nrm", True),
    ("icudt73l/unames.icu", True),
    ("icudt73l/zone/root.res", True),
    ("icudt73l/zone/de.res", False),
    ("icudt73l/de.res", False),
    ("icudt73l/pt_BR.res", False),
    ("icudt73l/brkitr/word.brk", False),
    ("icudt73l/ibm-943_P15A-2003.cnv", False),
    ("icudt73l/curr/de.res", False),
    ("icudt73l/translit/root.res", False),
])
def test_icu_keeps_what_qt_core_uses(name: str, kept: bool) -> None:
    assert trim_icu.keep_item(name) is kept


def fake_package(items: list[tuple[str, bytes]]) -> bytes:
    """An ICU common-data package as libicudata holds it (little-endian)."""
    info = struct.pack("<HHBBBB4s4s4s", 20, 0, 0, 0, 2, 0, b"CmnD", bytes([1, 0, 0, 0]), bytes(4))
    header = struct.pack("<HBB", 32, 0xDA, 0x27) + info
    return trim_icu.write_package(header.ljust(32, b"\0"), items)


def test_an_icu_package_is_rewritten_in_place_with_the_kept_items(tmp_path: Path) -> None:
    items = [("icudt73l/coll/de.res", b"D" * 32), ("icudt73l/de.res", b"X" * 4096),
             ("icudt73l/root.res", b"R" * 16), ("icudt73l/zu.res", b"Z" * 48)]
    library = b"\x7fELF" + bytes(60) + fake_package(items) + b"SECTION-HEADERS"
    source, target = tmp_path / "libicudata.so.73", tmp_path / "slim" / "libicudata.so.73"
    source.write_bytes(library)
    old, new = trim_icu.slim_library(source, target)
    slim = target.read_bytes()
    assert len(slim) == len(library) and new < old
    assert slim.startswith(b"\x7fELF") and slim.endswith(b"SECTION-HEADERS")
    package = trim_icu.read_package(slim)
    assert package is not None
    # de.res is gone; root.res, last in the table, has no recorded length to read back.
    assert package.items == [("icudt73l/coll/de.res", b"D" * 32)]


def test_a_library_that_is_not_an_icu_package_is_left_alone(tmp_path: Path) -> None:
    source = tmp_path / "libicudata.so.73"
    source.write_bytes(b"\x7fELF" + bytes(100))
    assert trim_icu.slim_library(source, tmp_path / "out.so") is None
    assert not (tmp_path / "out.so").exists()


def pyside_icu_data() -> Path | None:
    import PySide6

    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    return found[0] if found else None


@pytest.mark.skipif(pyside_icu_data() is None, reason="this PySide6 ships no ICU data library (not Linux)")
def test_the_slim_icu_library_is_cut_short_and_still_loads(tmp_path: Path) -> None:
    import ctypes

    source = pyside_icu_data()
    assert source is not None
    target = tmp_path / source.name
    assert trim_icu.slim_library(source, target) is not None
    assert target.stat().st_size < source.stat().st_size / 4
    library = ctypes.CDLL(str(target))
    symbol = f"icudt{source.name.split('.so.')[1].split('.')[0]}_dat"  # libicudata.so.73: icudt73_dat
    package = ctypes.addressof(ctypes.c_char.in_dll(library, symbol))
    assert ctypes.string_at(package + 12, 4) == b"CmnD"  # the package is where the symbol says
