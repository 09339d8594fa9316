"""Write the coloured card backs resources/cards/back-<colour>.svg.

    .venv/bin/python tools/make_card_backs.py

Drawn for this project (same licence as the code): a white border, a panel
in the back's colour with a diagonal lattice, and a heart in a medallion.
Plain SVG Tiny shapes only (no patterns or clip paths), so QtSvg draws them
exactly; the lattice lines are clipped here, in Python.
"""

from __future__ import annotations

from pathlib import Path

WIDTH, HEIGHT = 240, 336  # the size of every card picture (5:7)
PANEL = (14.0, 14.0, 226.0, 322.0)  # left, top, right, bottom
LATTICE_INSET = 7.0
SPACING = 15.0
BACKS = {"blue": "#1d4f91", "red": "#9e1b2b"}  # no green: it would vanish on the felt
HEART = ("M120,191 C97,174 92,158 104,149 C112,143 118,147 120,154 "
         "C122,147 128,143 136,149 C148,158 143,174 120,191 Z")


def _clip(points: list[tuple[float, float]], box: tuple[float, float, float, float]
          ) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """The part of the infinite line through two points inside `box`."""
    (x1, y1), (x2, y2) = points
    left, top, right, bottom = box
    dx, dy = x2 - x1, y2 - y1
    low, high = -1e9, 1e9
    for p, q in ((-dx, x1 - left), (dx, right - x1), (-dy, y1 - top), (dy, bottom - y1)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
    if low >= high:
        return None
    return (x1 + low * dx, y1 + low * dy), (x1 + high * dx, y1 + high * dy)


def lattice() -> str:
    left, top, right, bottom = PANEL
    box = (left + LATTICE_INSET, top + LATTICE_INSET, right - LATTICE_INSET, bottom - LATTICE_INSET)
    segments = []
    span = int((WIDTH + HEIGHT) / SPACING) + 2
    for k in range(-span, span + 1):
        c = k * SPACING
        for line in ([(c, 0.0), (c + 1.0, 1.0)], [(c, 0.0), (c - 1.0, 1.0)]):  # both diagonals
            clipped = _clip(line, box)
            if clipped is not None:
                (ax, ay), (bx, by) = clipped
                segments.append(f"M{ax:.1f},{ay:.1f}L{bx:.1f},{by:.1f}")
    return "".join(segments)


def back_svg(colour: str) -> str:
    left, top, right, bottom = PANEL
    inset = LATTICE_INSET
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">
<rect x="0.5" y="0.5" width="{WIDTH - 1}" height="{HEIGHT - 1}" rx="12" fill="#ffffff" stroke="#333333"/>
<rect x="{left}" y="{top}" width="{right - left}" height="{bottom - top}" rx="9" fill="{colour}"/>
<path d="{lattice()}" stroke="#ffffff" stroke-opacity="0.3" stroke-width="1.6" fill="none"/>
<rect x="{left + inset}" y="{top + inset}" width="{right - left - 2 * inset}"
 height="{bottom - top - 2 * inset}" rx="4"
 fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="2"/>
<circle cx="120" cy="168" r="36" fill="{colour}" stroke="#ffffff" stroke-width="3"/>
<path d="{HEART}" fill="#ffffff"/>
</svg>
"""


def main() -> None:
    folder = Path(__file__).resolve().parent.parent / "resources" / "cards"
    for name, colour in BACKS.items():
        (folder / f"back-{name}.svg").write_text(back_svg(colour), encoding="utf-8")
        print(f"wrote {folder / f'back-{name}.svg'}")


if __name__ == "__main__":
    main()
