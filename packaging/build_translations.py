"""setuptools build step: compile the translations with pyside6-lrelease.

`pip install .` (a wheel) and `pip install -e .` (in place, beside the .ts
files) both run `build_py`, so every installed copy of the game has its
`hearts_desktop_<lang>.qm` files and never compiles anything at run time.
PySide6-Essentials is a build requirement for its `lrelease` program.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

try:
    from setuptools.command.build_py import build_py
except ImportError:  # packaging/build.sh and the tests only compile: no setuptools needed
    build_py = object  # type: ignore[misc,assignment]

SOURCE = Path("resources") / "translations"
PACKAGE = Path("hearts_desktop") / "resources" / "translations"


def lrelease() -> Path:
    import PySide6  # the build environment's copy

    folder = Path(PySide6.__file__).resolve().parent
    for name in ("lrelease", "lrelease.exe"):
        if (folder / name).exists():
            return folder / name
    raise FileNotFoundError(f"no lrelease in {folder}")


def compile_translations(source: Path, target: Path) -> list[Path]:
    """Compile every .ts in `source` to a .qm in `target`; returns the .qm files."""
    target.mkdir(parents=True, exist_ok=True)
    made = []
    for ts in sorted(source.glob("*.ts")):
        qm = target / ts.with_suffix(".qm").name
        subprocess.run([str(lrelease()), "-silent", str(ts), "-qm", str(qm)], check=True)
        made.append(qm)
    return made


class BuildPy(build_py):
    def run(self) -> None:
        super().run()
        # An editable install reads the package from the source tree, so the
        # .qm files go beside the .ts there; a wheel gets them in its build folder.
        target = SOURCE if self.editable_mode else Path(self.build_lib) / PACKAGE
        compile_translations(SOURCE, target)


if __name__ == "__main__":
    # packaging/build.sh: compile in place before PyInstaller bundles resources/.
    for made in compile_translations(SOURCE, SOURCE):
        print(f"compiled {made}")
