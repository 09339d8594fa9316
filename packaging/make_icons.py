"""Render the application icon from its SVG source into every format needed.

    .venv/bin/python packaging/make_icons.py

writes
* resources/icons/hearts-desktop-<N>.png for the Linux icon theme sizes
  (the window icon and the .desktop file use these and the SVG),
* packaging/icons/hearts-desktop.ico (Windows: PNG-compressed entries 16–256),
* packaging/icons/hearts-desktop.icns (macOS: PNG entries 16–1024).

Both container formats are written here directly (a header and a table of
PNG images each), so no platform tool (iconutil, ImageMagick) is needed.
The outputs are committed; run this again only after changing the SVG.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icons" / "hearts-desktop.svg"
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# (type code, pixel size) of the PNG-based icns entries.
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))


def render_png(size: int, source: Path = SOURCE) -> bytes:
    """The icon as PNG bytes, `size` pixels square."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise ValueError(f"cannot read {source}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, b"PNG")
    return bytes(data.data())


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (allowed since Windows Vista)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, payload = b"", b""
    for size, png in sorted(images.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(payload))
        payload += png
    return header + entries + payload


def icns(images: list[tuple[str, bytes]]) -> bytes:
    """A macOS .icns: 'icns', total length, then (type, length, PNG) entries."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(png)) + png for kind, png in images)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication(sys.argv[:1])
    pngs = {size: render_png(size) for size in {*PNG_SIZES, *ICO_SIZES, 1024}}
    for size in PNG_SIZES:
        (ROOT / "resources" / "icons" / f"hearts-desktop-{size}.png").write_bytes(pngs[size])
    out = ROOT / "packaging" / "icons"
    out.mkdir(exist_ok=True)
    (out / "hearts-desktop.ico").write_bytes(ico({size: pngs[size] for size in ICO_SIZES}))
    (out / "hearts-desktop.icns").write_bytes(icns([(kind, pngs[size]) for kind, size in ICNS_TYPES]))
    print(f"wrote {len(PNG_SIZES)} PNGs, {out / 'hearts-desktop.ico'} and {out / 'hearts-desktop.icns'}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
