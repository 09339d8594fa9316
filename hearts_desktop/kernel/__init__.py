"""Compiled inner loops for the computer players' thinking.

The kernel's modules (`MODULES`, each one job; `playouts` gathers their
names) are plain Python that mypyc compiles together to C when the package
is built on a machine with a C compiler (setup.py); without one, or with
HEARTS_DESKTOP_KERNEL=pure in the environment, the same source runs as
Python with identical results, only slower.  `COMPILED` tells which runs.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).parent
MODULES = ("bits", "rng", "table", "heuristics", "rollout", "world", "candidates", "passes", "endgame", "uct",
           "random_hands", "ismcts")
"""The kernel's modules, each after those it imports; mypyc compiles them as one group."""


def load_pure(package: str = __name__) -> ModuleType:
    """The kernel's source run as Python, whatever is compiled beside it,
    under `package` (this one, or another name for a test that compares the
    two): every module is loaded from its file in order, so the relative
    imports between them find the pure ones.  Returns that `playouts`."""
    if package not in sys.modules:  # a package of its own, holding only the pure kernel
        holder = ModuleType(package)
        holder.__path__ = []
        sys.modules[package] = holder
    for name in (*MODULES, "playouts"):
        spec = importlib.util.spec_from_file_location(f"{package}.{name}", HERE / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # before running it: its classes name their module
        spec.loader.exec_module(module)
        _use_python_builtins(module)
        setattr(sys.modules[package], name, module)  # as an import would
    return sys.modules[f"{package}.playouts"]


def _use_python_builtins(module: ModuleType) -> None:
    """Run as Python, the kernel's bit helpers are loops that C does in one
    instruction; Python's own int methods give the same answers faster.  A
    pure kernel's functions look these names up when called, so rebinding
    them changes nothing but the speed (the tests compare with the compiled
    kernel, which never sees this).  Rebound in `bits` before the others
    import them, and in every module that already holds them."""
    for name, builtin in (("bit_count", int.bit_count), ("bit_index", _bit_index), ("top", _top)):
        if hasattr(module, name):
            setattr(module, name, builtin)


def _bit_index(bit: int) -> int:
    return bit.bit_length() - 1 if bit else 0


def _top(mask: int) -> int:
    return 1 << (mask.bit_length() - 1) if mask else 0


if os.environ.get("HEARTS_DESKTOP_KERNEL") == "pure" and f"{__name__}.playouts" not in sys.modules:
    load_pure()

from hearts_desktop.kernel import playouts, rollout  # noqa: E402  (after the choice above)

COMPILED: bool = not str(getattr(rollout, "__file__", "")).endswith(".py")
"""True when the compiled kernel is loaded."""
if not COMPILED:
    for _name in MODULES:  # again after load_pure: it only rebinds names
        _use_python_builtins(sys.modules[f"{__name__}.{_name}"])

__all__ = ["COMPILED", "MODULES", "load_pure", "playouts"]
