"""The one build step pyproject.toml cannot say: compile the playout kernel.

mypyc turns the kernel's modules (hearts_desktop/kernel: MODULES) into C
extensions, compiled together as one group (`GROUP`: calls between them
stay in C), about ten times faster than the same file run by Python (benchmarks/bench_model.py
prints both).  The extension is optional: where the build finds no C
compiler or no Python headers, setuptools warns and the package installs
without it, and the identical pure-Python kernel runs.  Setting
HEARTS_DESKTOP_KERNEL=pure at build time skips the compilation.
"""

from __future__ import annotations

import os

from setuptools import Extension, setup

KERNEL_MODULES = ("bits", "rng", "table", "heuristics", "rollout", "world", "candidates", "passes", "endgame",
                  "uct", "random_hands", "ismcts")
"""hearts_desktop.kernel.MODULES (a test keeps the two the same: the build
must not import the package it builds)."""
GROUP = "hearts_desktop.kernel.compiled"
"""The group's shared library is GROUP + "__mypyc" (packaging/hearts-desktop.spec names it)."""


def kernel_extensions() -> list[Extension]:
    if os.environ.get("HEARTS_DESKTOP_KERNEL") == "pure":
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:  # a build without the build requirements (e.g. --no-build-isolation)
        return []
    sources = [f"hearts_desktop/kernel/{name}.py" for name in KERNEL_MODULES]
    extensions: list[Extension] = mypycify(sources, opt_level="3", group_name=GROUP)
    for extension in extensions:
        extension.optional = True  # a failed compilation leaves the pure kernel
    return extensions


setup(ext_modules=kernel_extensions())
