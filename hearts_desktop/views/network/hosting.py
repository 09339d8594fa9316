"""A table hosted from the window: the headless host's `TableHost` (same
autosave, same resume), its beacon on the local network, and what to tell
friends (addresses and code).  The hosting player joins it like everyone
else, over loopback, so host and guests see the game the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

from hearts_desktop.ai import Level
from hearts_desktop.model.rules import HouseRules
from hearts_desktop.net.discovery import Announcer
from hearts_desktop.net.host import TableHost
from hearts_desktop.net.serve import ServeOptions, open_table
from hearts_desktop.services.settings import AppSettings

DEFAULT_PORT = 47475
"""The TCP port offered first (the beacon uses 47474)."""


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks (not loopback), the
    ones friends can type."""
    ipv4 = QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
    return [address.toString() for address in QNetworkInterface.allAddresses()
            if address.protocol() is ipv4 and not address.isLoopback()]


def settings_levels(settings: AppSettings, players: int) -> tuple[Level, ...]:
    """The computer players' level at each seat of a table of `players`:
    those of Settings ▸ Players, as at home."""
    return tuple(settings.level_of(seat) for seat in range(players))


@dataclass
class HostedTable:
    host: TableHost
    code: str
    addresses: list[str]
    """Where friends reach the table (without the port)."""
    announcer: Announcer | None = None
    messages: list[str] = field(default_factory=list)
    """What opening it said (a resumed game, a save set aside)."""

    @property
    def port(self) -> int:
        return self.host.port

    def address_text(self) -> str:
        return ", ".join(f"{address}:{self.port}" for address in self.addresses)

    def follow_settings(self, settings: AppSettings) -> None:
        """Settings changed in the main window: our computer players take
        their levels and the Expert's thinking time from their next decision,
        as at home."""
        self.host.set_levels(settings_levels(settings, self.host.game.players), settings.expert_think_time)

    def close(self) -> None:
        if self.announcer is not None:
            self.announcer.stop()
        self.host.close()


def host_table(*, port: int, code: str, rules: HouseRules, players: int, levels: tuple[Level, ...],
               listen: str | None, resume: bool, name: str, think_time: float | None = None,
               announce: bool = True,
               say: Callable[[str], None] | None = None) -> HostedTable | str:
    """Open a table; a string says why it could not be opened.  `listen`
    is one address of this computer, or None for all of them; `levels` are
    the computer players' (one for every seat, or one a seat), `think_time`
    the Expert's seconds a decision."""
    messages: list[str] = []
    options = ServeOptions(port=port, code=code, players=players, rules=rules, levels=levels,
                           think_time=think_time, listen=[listen] if listen else [], new=not resume)
    host = open_table(options, say=lambda text: messages.append(str(text)))
    addresses = [QHostAddress(listen)] if listen else []
    if not host.listen(port, addresses):
        return host.last_error or "?"
    shown = [listen] if listen else (local_addresses() or ["127.0.0.1"])
    hosted = HostedTable(host, code, shown, messages=messages)
    if announce and listen != "127.0.0.1":
        hosted.announcer = Announcer(name, host.port, host.free_seats, levels=host.free_levels,
                                     parent=host)
        hosted.announcer.start()
    if say is not None:
        for text in messages:
            say(text)
    return hosted
