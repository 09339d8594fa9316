"""`python -m hearts_desktop` starts the game (with readable start-up errors)."""

import sys

from hearts_desktop.startup import run

sys.exit(run())
