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
package in place with the kept items, then cuts the freed space out of the
ELF file (whole pages, so every later segment keeps its alignment; the
headers are patched to match).  No compiler or ICU tool is needed.  If the
file does not have the simple layout this expects, the freed space stays as
zeros (they compress to almost nothing, but are still unpacked).  ICU falls
back to the root locale for any item that is gone, as it does for a locale
it does not know.
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
    cut_from = package.start + (len(slim) + 15) // 16 * 16
    shrunk = cut_elf(patched, cut_from, (package.end - cut_from) // _PAGE * _PAGE, package.start)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(shrunk if shrunk is not None else patched)
    return old, len(slim)


_PAGE = 0x10000  # a multiple of every page size, so offsets stay congruent to addresses
_EHDR = struct.Struct("<16sHHIQQQIHHHHHH")
_PHDR = struct.Struct("<IIQQQQQQ")
_SHDR = struct.Struct("<IIQQQQIIQQ")
_SYM = struct.Struct("<IBBHQQ")
_PT_LOAD, _SHT_SYMTAB, _SHT_DYNSYM, _SHF_ALLOC = 1, 2, 11, 2


def cut_elf(data: bytes, start: int, length: int, symbol_address: int) -> bytes | None:
    """Remove `length` bytes at `start` from a 64-bit little-endian shared
    library whose first LOAD segment (file offset = address) holds them, and
    shorten the symbol at `symbol_address` to match; None if the file is not
    laid out that way (then it must be used uncut)."""
    if length <= 0 or data[:6] != b"\x7fELF\x02\x01":
        return None
    header = list(_EHDR.unpack_from(data))
    phoff, shoff, phnum, shnum = header[5], header[6], header[10], header[12]
    end = start + length
    out = bytearray(data[:start] + data[end:])
    for index in range(phnum):
        segment = list(_PHDR.unpack_from(data, phoff + index * _PHDR.size))
        offset, size = segment[2], segment[5]
        if offset >= end:
            segment[2] -= length
        elif offset + size > start:
            if segment[0] != _PT_LOAD or offset != segment[3] or offset + size < end:
                return None
            segment[5] -= length
            segment[6] -= length
        _PHDR.pack_into(out, phoff + index * _PHDR.size, *segment)  # phoff < start
    symbols = []
    for index in range(shnum):
        section = list(_SHDR.unpack_from(data, shoff + index * _SHDR.size))
        offset, size = section[4], section[5]
        if offset >= end:
            if section[2] & _SHF_ALLOC and size and section[3] < end:
                return None  # loaded data that would move away from its address
            section[4] -= length
        elif offset + size > start:
            if offset + size < end:
                return None
            section[5] -= length
        if section[1] in (_SHT_SYMTAB, _SHT_DYNSYM):
            symbols.append((section[4], section[5]))
        _SHDR.pack_into(out, shoff - length + index * _SHDR.size, *section)
    header[6] -= length
    _EHDR.pack_into(out, 0, *header)
    for offset, size in symbols:
        for at in range(offset, offset + size, _SYM.size):
            symbol = list(_SYM.unpack_from(out, at))
            if symbol[4] == symbol_address and symbol[5] >= length:
                symbol[5] -= length
                _SYM.pack_into(out, at, *symbol)
    return bytes(out)
