"""Hatch build hook: the wheel carries the compiled gettext catalogues (docs/translations.md).

The `.mo` files are build outputs (never committed, .gitignore); this compiles them from
`resources/i18n` with Babel (a build requirement, pyproject.toml) into a temporary folder of the
build's own (never into the source tree) and adds them to the wheel at
`werewolf_desktop/resources/i18n/…`, beside the `.po` files. Each carries its `.po`'s own plural
rule, whatever Babel the build picked (werewolf_desktop.i18n_build). An editable install needs
nothing here: `dev.py run` / `test` compile a source tree's `.mo` (`python -m werewolf_desktop.i18n_build`).
"""
from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CatalogueBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"
    _out: Path | None = None

    def initialize(self, version: str, build_data: dict) -> None:
        if self.target_name != "wheel" or version == "editable":
            return
        sys.path.insert(0, self.root)
        try:
            from werewolf_desktop import i18n_build
        finally:
            sys.path.remove(self.root)
        root = Path(self.root) / "resources" / "i18n"
        self._out = Path(tempfile.mkdtemp(prefix="werewolf-mo-"))
        for mo in i18n_build.compile_all(root, into=self._out):
            build_data["force_include"][str(mo)] = \
                f"werewolf_desktop/resources/i18n/{mo.relative_to(self._out).as_posix()}"

    def finalize(self, version: str, build_data: dict, artifact_path: str) -> None:
        if self._out is not None:
            shutil.rmtree(self._out, ignore_errors=True)
            self._out = None
