"""The main window's modes as a mixin of `MainWindow`: privacy (and its status-bar chip), the
timeline, the projector window and its timer."""
from __future__ import annotations

from PySide6.QtCore import QEvent

from ..i18n import tr
from .keys import key_label


class WindowModes:
    """Needs `console`, `notice`, `session`, `timer`, `projector`, `lang` and the `act_*` actions."""

    def set_privacy(self, on: bool) -> None:
        if self.act_privacy.isChecked() != on:
            self.act_privacy.setChecked(on)
            return
        if self.console is not None:
            self.console.set_privacy(on)
        if self.notice is not None:
            self.notice.show_message(tr("ui.main.privacy_on" if on else "ui.main.privacy_off", self.lang,
                                        shortcut=key_label("F9", self.lang)), level="info")
        self._show_privacy_state()

    def _show_privacy_state(self) -> None:
        """While privacy is on, a small lasting indicator in the status bar (the banner goes away)."""
        on = self.act_privacy.isChecked()
        if self.privacy_chip is None:
            if not on:
                return
            from .widgets.icon_text import IconText

            self.privacy_chip = IconText("lock", icon_size=14, wrap=False)
            self.privacy_chip.setObjectName("PrivacyChip")
            self.privacy_chip.layout().setContentsMargins(10, 2, 10, 2)
            self.privacy_chip.setStyleSheet("#PrivacyChip { background: #1f2a44; border-radius: 4px; }"
                                            " #PrivacyChip QLabel { color: white; font-weight: bold; }")
            self.statusBar().addPermanentWidget(self.privacy_chip)
            self.statusBar().setSizeGripEnabled(False)
        self.privacy_chip.set("lock", tr("ui.main.privacy_chip", self.lang, shortcut=key_label("F9", self.lang)))
        self.statusBar().setVisible(on)

    def set_timeline(self, on: bool) -> None:
        if self.console is not None:
            self.console.set_timeline_visible(on)
            self.console.refresh_timeline()

    def set_projector(self, on: bool) -> None:
        if on:
            if self.projector is None:
                from .game.projector import ProjectorWindow

                self.projector = ProjectorWindow(self.lang)
                self.projector.retranslate(self.lang)
                self.projector.installEventFilter(self)
            self._update_projector()
            self._timer_to_projector()
            self.projector.show()
        elif self.projector is not None:
            self.projector.hide()
        if self.act_projector.isChecked() != on:
            self.act_projector.setChecked(on)

    def eventFilter(self, obj, event):
        if obj is self.projector and event.type() == QEvent.Close:
            self.act_projector.setChecked(False)
        return super().eventFilter(obj, event)

    def _update_projector(self) -> None:
        if self.projector is None or self.session is None:
            return
        from ..engine import public_view

        self.projector.show_public(public_view(self.session.state))

    def _timer_to_projector(self, *_):
        if self.projector is None or self.timer is None:
            return
        from .game.timer import format_time

        if self.timer.active:
            self.projector.set_timer(format_time(self.timer.remaining), self.timer.state())
        else:
            self.projector.set_timer("", "idle")
