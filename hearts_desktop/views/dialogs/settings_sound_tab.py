"""The Sound tab of the settings dialog: sound on or off, and how loud."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from hearts_desktop.services.settings import AppSettings
from hearts_desktop.services.sounds import Cue, SoundPlayer
from hearts_desktop.views.dialogs.settings_tabs import restore_row


class SoundTab(QWidget):
    """`player`, when given, plays the "Try it" sound and says whether this
    machine has a sound device."""

    def __init__(self, settings: AppSettings, player: SoundPlayer | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.sound_on = QCheckBox(self.tr("Pla&y sounds"))
        self.what = QLabel(self.tr("Dealing, playing a card, taking a trick, hearts broken, "
                                   "the queen of spades taken, a shot at the moon and the end "
                                   "of the game each have their own short sound."))
        self.what.setWordWrap(True)
        self.what.setStyleSheet("color: palette(mid);")
        self.what.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume.setAccessibleName(self.tr("Volume"))
        self.volume_text = QLabel()
        self.volume_text.setMinimumWidth(self.volume_text.fontMetrics().horizontalAdvance("100 %") + 4)
        self.try_button = QPushButton(self.tr("Try &it"))
        self.try_button.setToolTip(self.tr("Play the sound of hearts being broken at this volume"))
        self.try_button.clicked.connect(self.try_sound)
        self.no_device = QLabel(self.tr("No sound device was found on this computer: the game stays silent."))
        self.no_device.setWordWrap(True)
        self.no_device.setVisible(player is not None and not player.available)
        if player is not None:
            # Whether there is a device is known once one has been tried: try now.
            player.availability_changed.connect(self._show_availability)
            player.probe()
        row = QHBoxLayout()
        row.addWidget(self.volume, 1)
        row.addWidget(self.volume_text)
        row.addWidget(self.try_button)
        # The switch and its explanation sit in a plain column, not in a form
        # row: a form gives a wrapped label the height of its narrow size
        # hint (three lines for a sentence that takes one).
        layout = QVBoxLayout(self)
        layout.setSpacing(2)
        layout.addWidget(self.sound_on)
        layout.addWidget(self.what)
        layout.addSpacing(10)
        form = QFormLayout()
        volume_label = QLabel(self.tr("&Volume:"))
        volume_label.setBuddy(self.volume)
        form.addRow(volume_label, row)
        form.addRow("", self.no_device)
        layout.addLayout(form)
        self.restore_button = QPushButton()
        self.restore_button.clicked.connect(self.restore_defaults)
        layout.addLayout(restore_row(self.restore_button))
        layout.addStretch(1)
        self.sound_on.toggled.connect(self._update)
        self.volume.valueChanged.connect(self._update)
        self.show_settings(settings)

    def _show_availability(self, available: bool) -> None:
        self.no_device.setVisible(not available)
        self._update()

    def _update(self) -> None:
        on = self.sound_on.isChecked()
        self.volume.setEnabled(on)
        self.volume_text.setText(self.tr("%1 %").replace("%1", str(self.volume.value())))
        self.try_button.setEnabled(on and self.volume.value() > 0 and self.player is not None
                                   and self.player.available)

    def try_sound(self) -> None:
        """One sound at the volume on the slider, before the settings are kept."""
        if self.player is not None:
            self.player.preview(Cue.HEARTS_BROKEN, self.volume.value())

    def show_settings(self, settings: AppSettings) -> None:
        self.sound_on.setChecked(settings.sound_on)
        self.volume.setValue(settings.sound_volume)
        self._update()

    def apply(self, settings: AppSettings) -> AppSettings:
        return replace(settings, sound_on=self.sound_on.isChecked(), sound_volume=self.volume.value())

    def restore_defaults(self) -> None:
        self.show_settings(AppSettings())
