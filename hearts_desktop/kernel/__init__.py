"""Compiled inner loops for the computer players' thinking.

`playouts` is plain Python that mypyc compiles to C when the package is
built on a machine with a C compiler (setup.py); without one, or with
HEARTS_DESKTOP_KERNEL=pure in the environment, the same source runs as
Python with identical results, only slower.  `COMPILED` tells which runs.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

SOURCE = Path(__file__).with_name("playouts.py")
KERNEL = f"{__name__}.playouts"


def load_pure(name: str = KERNEL) -> ModuleType:
    """The kernel's source run as Python, whatever is installed beside it."""
    spec = importlib.util.spec_from_file_location(name, SOURCE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # before running it: its classes name their module
    spec.loader.exec_module(module)
    _use_python_builtins(module)
    return module


def _use_python_builtins(module: ModuleType) -> None:
    """Run as Python, the kernel's bit helpers are loops that C does in one
    instruction; Python's own int methods give the same answers faster.  A
    pure kernel's functions look these names up when called, so rebinding
    them changes nothing but the speed (the tests compare with the compiled
    kernel, which never sees this)."""
    for name, builtin in (("bit_count", int.bit_count), ("bit_index", _bit_index), ("top", _top)):
        setattr(module, name, builtin)


def _bit_index(bit: int) -> int:
    return bit.bit_length() - 1 if bit else 0


def _top(mask: int) -> int:
    return 1 << (mask.bit_length() - 1) if mask else 0


if os.environ.get("HEARTS_DESKTOP_KERNEL") == "pure" and KERNEL not in sys.modules:
    load_pure()

from hearts_desktop.kernel import playouts  # noqa: E402  (after the choice above)

COMPILED: bool = not str(getattr(playouts, "__file__", "")).endswith(".py")
"""True when the compiled kernel is loaded."""
if not COMPILED:
    _use_python_builtins(playouts)  # again after load_pure: it only rebinds names
