"""The frozen executable's entry point (PyInstaller runs this file as __main__).

`multiprocessing.freeze_support()` must run before anything else: the AI's
worker pool starts processes with the "spawn" method, and in a frozen app each
worker is this same executable started with special arguments; without it
every worker would open another game window.
"""

import multiprocessing
import sys


def _app_main() -> int:
    # Imported late so that `guarded_main` can turn a missing Qt system
    # library (an ImportError raised here) into a readable message.
    from hearts_desktop.app import main

    return main()


def run() -> int:
    from hearts_desktop.startup import guarded_main

    return guarded_main(_app_main)


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(run())
