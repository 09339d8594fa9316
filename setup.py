"""The one build step pyproject.toml cannot say: compile the playout kernel.

mypyc turns hearts_desktop/kernel/playouts.py into a C extension, about
ten times faster than the same file run by Python (benchmarks/bench_model.py
prints both).  The extension is optional: where the build finds no C
compiler or no Python headers, setuptools warns and the package installs
without it, and the identical pure-Python kernel runs.  Setting
HEARTS_DESKTOP_KERNEL=pure at build time skips the compilation.
"""

from __future__ import annotations

import os

from setuptools import Extension, setup


def kernel_extensions() -> list[Extension]:
    if os.environ.get("HEARTS_DESKTOP_KERNEL") == "pure":
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:  # a build without the build requirements (e.g. --no-build-isolation)
        return []
    extensions: list[Extension] = mypycify(["hearts_desktop/kernel/playouts.py"], opt_level="3")
    for extension in extensions:
        extension.optional = True  # a failed compilation leaves the pure kernel
    return extensions


setup(ext_modules=kernel_extensions())
