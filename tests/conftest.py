"""Test set-up shared by every tier.  Qt runs offscreen: set before any Qt import."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
