"""`python -m hearts_desktop` starts the game."""

import sys

from hearts_desktop.app import main

sys.exit(main())
