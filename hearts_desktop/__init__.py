"""Hearts Desktop: the card game Hearts with every family's house rules."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("hearts-desktop")
except PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0.0.0+source"
