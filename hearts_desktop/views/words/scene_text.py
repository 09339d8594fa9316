"""The words the table shows for its state (info panel, middle caption, seat
status), and the line that shares a hand's deal number."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from hearts_desktop.model.cards import PassDirection, Seat
from hearts_desktop.model.deal import format_deal_number
from hearts_desktop.model.observation import PublicState
from hearts_desktop.model.rules import preset_of
from hearts_desktop.model.state import Phase
from hearts_desktop.views.words.texts import Hearts, pass_state_text, winners_text


def preset_name(shown: PublicState) -> str:
    """The active variant's translated name, or "Custom rules"."""
    preset = preset_of(shown.rules)
    if preset is None:
        return Hearts.tr("Custom rules")
    names = {"V1": Hearts.tr("Standard"), "V2": Hearts.tr("Omnibus Hearts"), "V3": Hearts.tr("Spot Hearts"),
             "V4": Hearts.tr("Black Maria"), "V5": Hearts.tr("Cancellation Hearts")}
    return names.get(preset.id, preset.name)


def info_lines(shown: PublicState, pot: int = 0) -> list[str]:
    """The info panel: variant and target, hand and pass, the deal's number
    (a numbered game's), hearts broken, and the cards waiting in the middle
    (the widow, cancelled tricks) if any."""
    lines = [Hearts.tr("%1 · to %2").replace("%1", preset_name(shown))
             .replace("%2", QLocale().toString(shown.rules.target_score)),
             Hearts.tr("Hand %1").replace("%1", QLocale().toString(shown.hand_number + 1)) + " · "
             + pass_state_text(shown.pass_direction)]
    if shown.deal_number is not None:
        lines.append(Hearts.tr("Deal %1").replace("%1", format_deal_number(shown.deal_number)))
    lines.append(Hearts.tr("Hearts broken") if shown.hearts_broken else Hearts.tr("Hearts not broken"))
    if pot and shown.phase is Phase.PLAYING:
        lines.append(Hearts.tr("Pot: %n cards, for the next trick's taker", None, pot))
    return lines


def deal_share_text(shown: PublicState, number: int) -> str:
    """What Copy deal number puts on the clipboard, for a friend: the number
    and what it is dealt under (the Play a deal dialog finds the number in it)."""
    text = Hearts.tr("Hearts Desktop deal %1 (%2 players, %3): Game ▸ Play a deal…")
    return text.replace("%1", format_deal_number(number)).replace("%2", QLocale().toString(shown.players)) \
        .replace("%3", preset_name(shown))


def middle_caption(shown: PublicState, viewer: Seat, chosen: int, to_pass: int) -> str:
    if shown.phase is Phase.PASSING and shown.pass_direction is not PassDirection.NONE:
        if viewer in shown.passed:
            return Hearts.tr("Waiting for the others to pass")
        return Hearts.tr("Choose %n cards to pass (%1 chosen)", None, to_pass).replace("%1", str(chosen))
    if shown.phase is Phase.GAME_OVER:
        over = Hearts.tr("Game over")
        return f"{over}\n{winners_text(shown.names, shown.winners)}" if shown.winners else over
    return ""


def seat_status(shown: PublicState, seat: Seat) -> str:
    if shown.phase is Phase.PASSING and shown.pass_direction is not PassDirection.NONE:
        return Hearts.tr("passed") if seat in shown.passed else Hearts.tr("choosing cards to pass")
    return ""
