"""Slim Qt's ICU data library for the one-file build (Linux).

libicudata.so.NN is 32 MB of Unicode and locale data: 29 % of everything a
onefile executable unpacks on every launch, and unpacking is most of its
start-up time (PLATFORM.md).  QtCore calls only four ICU services (found
with `readelf --dyn-syms libQt6Core.so.6`): case mapping (built into
libicuuc, no data file), collation (`coll/`), time-zone names (`zone/`,
fallbacks only) and legacy text codecs (`*.cnv`; the game reads and writes
UTF-8, which Qt converts itself).  Everything else in the package is for ICU
formatting, break iteration, transliteration and units, which Qt never uses.

The library holds one ICU "common data" package (a header, a table of
contents of item names and offsets, then the items).  This rewrites the
package in place with the kept items and fills the rest with zeros, which
compress to almost nothing; the ELF file around it is untouched, so no
compiler or ICU tool is needed.  ICU falls back to the root locale for any
item that is gone, as it does for a locale it does not know.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass
from pathlib import Path

_KEEP_TREES = ("coll",)  # collation in every language (sorting names, file dialogs)
_STRUCTURAL = re.compile(r"(root|pool|res_index)\.res$")
_LOCALE_ID = re.compile(r"[a-z]{2,3}(_[A-Za-z0-9]+)*\.res$")


@dataclass
class Package:
    start: int
    header: bytes
    items: list[tuple[str, bytes]]
    end: int
    """Where the last *kept-or-dropped* item before the final one ends."""


def keep_item(name: str) -> bool:
    """Whether an item ('icudt73l/coll/de.res') stays in the slim package."""
    parts = name.split("/")[1:]
    if len(parts) == 2:
        tree, leaf = parts
        return tree in _KEEP_TREES or (tree == "zone" and _STRUCTURAL.fullmatch(leaf) is not None)
    if len(parts) != 1:
        return False
    leaf = parts[0]
    if leaf.endswith(".cnv"):
        return False
    # Core Unicode data (.icu, .nrm, .spp, .cfu) and the structural resource
    # bundles (likely subtags, supplemental data, time-zone rules) stay;
    # per-locale formatting data goes.
    return _STRUCTURAL.fullmatch(leaf) is not None or _LOCALE_ID.fullmatch(leaf) is None


def read_package(data: bytes) -> Package | None:
    """The common-data package in a library, or None if it is not one we know."""
    found = data.find(b"CmnD")
    start = found - 12
    if found < 12 or data[start + 2:start + 4] != b"\xda\x27" or data[start + 8] != 0:  # little-endian
        return None
    header_size = struct.unpack_from("<H", data, start)[0]
    toc = start + header_size
    count = struct.unpack_from("<I", data, toc)[0]
    entries = [struct.unpack_from("<II", data, toc + 4 + 8 * index) for index in range(count)]
    offsets = [offset for _, offset in entries]
    if count < 2 or offsets != sorted(offsets):
        return None
    items = []
    for index, (name_offset, offset) in enumerate(entries[:-1]):
        name = data[toc + name_offset:data.index(b"\0", toc + name_offset)].decode("ascii")
        items.append((name, data[toc + offset:toc + offsets[index + 1]]))
    return Package(start, data[start:toc], items, toc + offsets[-1])


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """A package with `items` (each already padded to 16 bytes, as stored)."""
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    table_size = 4 + 8 * len(items)
    data_start = (table_size + len(names) + 15) // 16 * 16
    # The header is a multiple of 16 bytes, so item offsets stay 16-aligned.
    entries, name_offset, data_offset = [], table_size, data_start
    for name, item in items:
        entries.append(struct.pack("<II", name_offset, data_offset))
        name_offset += len(name) + 1
        data_offset += len(item)
    table = struct.pack("<I", len(items)) + b"".join(entries) + names
    return header + table.ljust(data_start, b"\0") + b"".join(item for _, item in items)


def slim_library(source: Path, target: Path) -> tuple[int, int] | None:
    """Write a slim copy of an ICU data library; (old, new) package bytes,
    or None (nothing written) if the file is not in the expected form."""
    data = source.read_bytes()
    package = read_package(data)
    if package is None or len(package.header) % 16:
        return None
    kept = [(name, item) for name, item in package.items if keep_item(name)]
    slim = write_package(package.header, kept)
    old = package.end - package.start
    if len(slim) >= old:
        return None
    # The last item is always dropped (its length is not recorded); its
    # bytes stay but nothing points at them any more.
    patched = data[:package.start] + slim + bytes(old - len(slim)) + data[package.end:]
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(patched)
    return old, len(slim)
