#!/usr/bin/env python3
"""Write `resources/schema/role.schema.json`, the JSON Schema of a role record, from its one
description (werewolf_desktop/engine/schema.py) and the engine's registries (the names of effects,
passive abilities, triggers, gates, filters, shows an editor offers).

    python3 dev.py schema            # (= .venv/bin/python packaging/role_schema.py)
    python3 dev.py schema --check    # change nothing; exit 1 when the file is not what would be written

Run it after changing the description or adding a registered piece; tests/engine/test_role_schema.py
fails until the shipped file is the one this writes.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from werewolf_desktop.engine.schema import SCHEMA_FILE, schema_text  # noqa: E402
from werewolf_desktop.engine.tables import REGISTRIES  # noqa: E402

TARGET = ROOT / "resources" / SCHEMA_FILE


def main(argv: list[str]) -> int:
    text = schema_text(REGISTRIES)
    if TARGET.is_file() and TARGET.read_text(encoding="utf-8") == text:
        return 0
    if "--check" in argv:
        print(f"{TARGET.relative_to(ROOT)} is not in step with werewolf_desktop/engine/schema.py: "
              "run python3 dev.py schema", file=sys.stderr)
        return 1
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    TARGET.write_text(text, encoding="utf-8")
    print(f"Wrote {TARGET.relative_to(ROOT)}.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
