"""The frozen executable's entry point (PyInstaller runs this file as __main__).

`multiprocessing.freeze_support()` must run before anything else: the AI's
worker pool starts processes with the "spawn" method, and in a frozen app each
worker is this same executable started with special arguments; without it
every worker would open another game window.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from hearts_desktop.startup import run

    sys.exit(run())
