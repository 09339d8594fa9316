"""The table's sounds follow what it shows, and the player's settings."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QPoint, Qt

from hearts_desktop.model import events as ev
from hearts_desktop.model.cards import QUEEN_OF_SPADES
from hearts_desktop.services.sounds import Cue
from hearts_desktop.views.main_window import MainWindow

from .conftest import settings_for
from .test_table_game import play_on


def record(window: MainWindow) -> tuple[list[Cue], list[ev.Event]]:
    cues: list[Cue] = []
    events: list[ev.Event] = []
    window.sounds.sounded.connect(cues.append)
    window.scene.event_shown.connect(events.append)
    return cues, events


def test_a_whole_game_sounds_as_it_is_shown(make_window, qtbot, shown) -> None:  # type: ignore[no-untyped-def]
    window = make_window(settings_for(rules=settings_for().rules.with_changes(target_score=30)))
    qtbot.waitUntil(window.scene.queue.is_idle)  # the first game's deal is shown and heard
    cues, events = record(window)
    window.new_game_action.trigger()
    while not shown.game_over:
        play_on(window, qtbot)
    qtbot.waitUntil(window.scene.queue.is_idle)
    heard = Counter(cues)
    hands = sum(isinstance(event, ev.HandDealt) for event in events)
    tricks = [event for event in events if isinstance(event, ev.TrickWon)]
    queens = sum(QUEEN_OF_SPADES in event.cards + event.carried for event in tricks)
    exchanges = sum(isinstance(event, ev.CardsPassed) for event in events)  # one per exchange
    assert hands == len(window.adapter.game.history) >= 2
    assert cues[0] is Cue.DEAL and cues[-1] is Cue.GAME_OVER
    assert heard[Cue.DEAL] == hands
    assert heard[Cue.PLAY] == 52 * hands + exchanges  # every card, and each exchange once
    assert heard[Cue.QUEEN_TAKEN] == queens == hands
    assert heard[Cue.TRICK] + heard[Cue.QUEEN_TAKEN] == len(tricks) == 13 * hands
    assert heard[Cue.HEARTS_BROKEN] == sum(isinstance(event, ev.HeartsBroken) for event in events)
    assert heard[Cue.MOON_SHOT] == sum(isinstance(event, ev.MoonShot) for event in events)
    assert heard[Cue.GAME_OVER] == 1


def test_view_sound_mutes_the_table_and_is_kept(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    cues, _ = record(window)
    assert window.sound_action.isChecked() and window.sounds.enabled
    window.sound_action.trigger()  # View ▸ Sound
    assert not window.settings.sound_on and not window.sounds.enabled
    window.new_game()
    play_on(window, qtbot)
    qtbot.waitUntil(window.scene.queue.is_idle)
    assert cues == []
    window.sound_action.trigger()
    assert window.settings.sound_on
    with qtbot.waitSignal(window.sounds.sounded):
        window.new_game()


def test_settings_sound_tab_with_real_input(make_window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from hearts_desktop.views.dialogs.settings_dialog import SettingsDialog

    window = make_window()
    dialog = SettingsDialog(window.settings, window, sounds=window.sounds)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    tab = dialog.sound_tab
    dialog.tabs.setCurrentWidget(tab)
    assert tab.sound_on.isChecked() and tab.volume.value() == 70 and not tab.no_device.isVisible()
    tab.volume.setFocus()
    qtbot.keyClick(tab.volume, Qt.Key.Key_PageDown)  # a page is 10
    qtbot.keyClick(tab.volume, Qt.Key.Key_Left)
    assert tab.volume.value() == 59 and tab.volume_text.text() == "59 %"
    with qtbot.waitSignal(window.sounds.sounded) as sounded:
        qtbot.mouseClick(tab.try_button, Qt.MouseButton.LeftButton)
    assert sounded.args == [Cue.HEARTS_BROKEN]
    qtbot.mouseClick(tab.sound_on, Qt.MouseButton.LeftButton, pos=QPoint(8, tab.sound_on.height() // 2))
    assert not tab.volume.isEnabled() and not tab.try_button.isEnabled()
    result = dialog.result_settings()
    assert (result.sound_on, result.sound_volume) == (False, 59)
    window.apply_settings(result)
    assert (window.sounds.enabled, window.sounds.volume) == (False, 59)
    assert not window.sound_action.isChecked()


def test_the_sound_tab_says_when_there_is_no_sound_device(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from hearts_desktop.services.audio import OutputState
    from hearts_desktop.views.dialogs.settings_dialog import SettingsDialog

    window = make_window()
    window.sounds.output._state = OutputState.UNAVAILABLE  # as after a failed open
    dialog = SettingsDialog(window.settings, window, sounds=window.sounds)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.tabs.setCurrentWidget(dialog.sound_tab)
    assert dialog.sound_tab.no_device.isVisible() and not dialog.sound_tab.try_button.isEnabled()


def test_the_sound_tab_finds_out_whether_there_is_a_device(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import miniaudio

    from hearts_desktop.services.audio import AudioOutput, Mixer
    from hearts_desktop.services.settings import AppSettings
    from hearts_desktop.services.sounds import SoundPlayer
    from hearts_desktop.views.dialogs.settings_sound_tab import SoundTab

    def no_device(*args: object, **kwargs: object) -> None:
        raise miniaudio.MiniaudioError("failed to init device", -401)

    monkeypatch.setattr(miniaudio, "PlaybackDevice", no_device)
    player = SoundPlayer(True, 70, output=AudioOutput(Mixer(), backend=""))
    with qtbot.waitSignal(player.availability_changed, timeout=5000):
        tab = SoundTab(AppSettings(), player)  # opening the tab tries the device
        qtbot.addWidget(tab)
        tab.show()
    assert tab.no_device.isVisible() and not tab.try_button.isEnabled()
