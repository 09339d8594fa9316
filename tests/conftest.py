"""Test set-up shared by every tier.

Qt runs offscreen, sound goes to a silent device, and everything the app would write (QSettings, autosave,
statistics) goes to a throw-away folder, never the user's real files.  Both
must be set before Qt is imported."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_sandbox = tempfile.mkdtemp(prefix="hearts-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_sandbox, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_sandbox, "data")
os.environ["HEARTS_DESKTOP_DATA"] = os.path.join(_sandbox, "app-data")
# Sounds play into miniaudio's null device: the whole path runs, on its real
# clock, and nothing is heard (services/audio.py).
os.environ["HEARTS_DESKTOP_AUDIO"] = "null"

# Property tests draw the same examples on every run, so the suite (and CI) is
# deterministic: a failure is a bug to reproduce, never a flake.  To search
# new examples on each run (a soak): `pytest --hypothesis-profile=explore`.
from hypothesis import settings  # noqa: E402

settings.register_profile("repeatable", derandomize=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile("repeatable")
