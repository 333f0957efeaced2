"""Fallback: write the French staging into the JSON records as a fourth language ("fr").

Used only if the gettext catalogue is not on main in time; keeps each file's layout (indent, key
order: "fr" after "de", or in alphabetical place where a file sorts its languages).

    python3 i18n_fr/merge_json.py
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import check  # noqa: E402

RES = check.RES


def with_fr(record: dict, fr: str) -> dict:
    keys = [k for k in record if k != "fr"]
    out = {k: record[k] for k in keys}
    out["fr"] = fr
    if keys == sorted(keys):
        return {k: out[k] for k in sorted(out)}
    return out


def set_path(node, path: str, fr: str) -> None:
    parts = re.findall(r"[^.\[\]]+|\[\d+\]", path)
    parent, last = None, None
    for part in parts:
        parent, last = node, (int(part[1:-1]) if part.startswith("[") else part)
        node = node[last]
    parent[last] = with_fr(node, fr)


def layout(text: str) -> tuple[int, str]:
    indent = len(re.match(r"\{\n( *)", text).group(1)) if text.startswith("{\n") else 2
    return indent, "\n" if text.endswith("\n") else ""


def dump(data, text: str) -> str:
    indent, nl = layout(text)
    return json.dumps(data, ensure_ascii=False, indent=indent, separators=(",", ": ")) + nl


def merge_hand_formatted(text: str, fr: dict[str, str]) -> str:
    """audio.json: one record a line or a block; add "fr" after "de" without reformatting."""
    out, key = [], None
    for line in text.splitlines(keepends=True):
        m = re.match(r'\s*"([^"]+)": \{(.*)\},?\s*$', line)
        if m and m.group(1) in fr and m.group(2):
            line = re.sub(r"\}(,?\s*)$", lambda mm: f', "fr": {json.dumps(fr[m.group(1)], ensure_ascii=False)}}}' + mm.group(1), line)
        else:
            m2 = re.match(r'\s*"([^"]+)": \{\s*$', line)
            if m2:
                key = m2.group(1)
            m3 = re.match(r'(\s*)"de": (.*?)(,?)\s*$', line)
            if m3 and key in fr:
                out.append(f'{m3.group(1)}"de": {m3.group(2)},\n')
                line = f'{m3.group(1)}"fr": {json.dumps(fr[key], ensure_ascii=False)}\n'
                key = None
        out.append(line)
    return "".join(out)


def main() -> int:
    staged = check.staging()
    for path in sorted((RES / "i18n").glob("*.json")):
        fr = staged.get(f"i18n.{path.stem}", {})
        text = path.read_text(encoding="utf-8")
        data = json.loads(text)
        if path.stem == "audio":
            new = merge_hand_formatted(text, {k: v for k, v in fr.items() if k in data})
        else:
            merged = {}
            for key, record in data.items():
                merged[key] = with_fr(record, fr[key]) if key in fr else record
                one = f"{key}.one"
                if one in fr and one not in data:       # French has a singular where the others have one form
                    merged[one] = with_fr(record, fr[one])
            data = merged
            new = dump(data, text)
        for key in fr:
            if key not in data and not key.endswith(".one"):
                print(f"{path.name}: {key} not in the source")
        path.write_text(new, encoding="utf-8")
    files: dict[Path, dict[str, str]] = {}
    for name in ("roles", "presets", "rulesets", "script"):
        for key, fr in staged.get(name, {}).items():
            file, jpath = key.split(":", 1)
            files.setdefault(RES / file, {})[jpath] = fr
    for path, texts in files.items():
        text = path.read_text(encoding="utf-8")
        data = json.loads(text)
        for jpath, fr in texts.items():
            set_path(data, jpath, fr)
        path.write_text(dump(data, text), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
