"""Check the French staging (i18n_fr/*.json) against the sources in resources/.

Every translatable source text is a record {"zh":…, "en":…, "de":…}: a key of resources/i18n/*.json,
or a dict inside resources/roles/*.json, presets.json, rulesets.json, script.json, keyed
"<file>:<json path>". The staging maps each key to French. This script lists missing keys,
stale keys (no longer in the sources) and placeholders that differ from the English source.

    python3 i18n_fr/check.py            # report
    python3 i18n_fr/check.py --fix      # French no-break spaces in the staging files
    python3 i18n_fr/check.py --todo F   # write the missing records (zh/en/de) to F as JSON
"""
from __future__ import annotations

import json
import re
import string
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RES = ROOT / "resources"
STAGING = Path(__file__).resolve().parent
LANGS = {"zh", "en", "de", "fr"}


def _records(node, path):
    if isinstance(node, dict):
        if node and set(node) <= LANGS and "en" in node and all(isinstance(v, str) for v in node.values()):
            yield path, node
            return
        for k, v in node.items():
            yield from _records(v, f"{path}.{k}" if path else k)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _records(v, f"{path}[{i}]")


def sources() -> dict[str, dict[str, dict]]:
    """staging file name -> {key: record}."""
    out: dict[str, dict[str, dict]] = {}
    for path in sorted((RES / "i18n").glob("*.json")):
        out[f"i18n.{path.stem}"] = json.loads(path.read_text(encoding="utf-8"))
    roles: dict[str, dict] = {}
    for path in sorted((RES / "roles").glob("*.json")):
        for jp, rec in _records(json.loads(path.read_text(encoding="utf-8")), ""):
            roles[f"roles/{path.name}:{jp}"] = rec
    out["roles"] = roles
    for name in ("presets", "rulesets", "script"):
        path = RES / f"{name}.json"
        out[name] = {f"{path.name}:{jp}": rec for jp, rec in _records(json.loads(path.read_text(encoding="utf-8")), "")}
    return out


def placeholders(text: str) -> list[str]:
    try:
        return sorted({f for _, f, _, _ in string.Formatter().parse(text) if f is not None})
    except ValueError:
        return ["<unparsable>"]


PLURALS = STAGING / "plural_forms.json"     # the catalogue's plural messages, [one, other] in French


def staging() -> dict[str, dict[str, str]]:
    return {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in sorted(STAGING.glob("*.json")) if p != PLURALS}


NBSP = "\u00a0"


def typeset(text: str) -> str:
    """French typography: a no-break space before : ; ? ! », after «, between a number and its unit."""
    text = re.sub(r" ([:;?!»])", NBSP + r"\1", text)
    text = re.sub(r"« ", "«" + NBSP, text)
    text = text.replace("n° ", "n°" + NBSP)
    return re.sub(r"([0-9}]) (s|mm|%)(?!\w)", r"\1" + NBSP + r"\2", text)


def fix() -> None:
    for path in sorted(STAGING.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        data = {k: [typeset(f) for f in v] if isinstance(v, list) else typeset(v) for k, v in data.items()}
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def main() -> int:
    if "--fix" in sys.argv:
        fix()
    src, fr = sources(), staging()
    missing, stale, bad = {}, [], []
    total = 0
    for name, records in src.items():
        done = fr.get(name, {})
        total += len(records)
        for key, rec in records.items():
            if key not in done:
                missing.setdefault(name, {})[key] = {k: rec[k] for k in ("zh", "en", "de") if k in rec}
                continue
            for fkey in (key, f"{key}.one"):
                want = placeholders(records.get(fkey, rec)["en"])
                if fkey in done and placeholders(done[fkey]) != want:
                    bad.append((fkey, want, placeholders(done[fkey])))
        # a French singular (`<key>.one`) where the source has one form for all counts is welcome
        stale += [k for k in done if k not in records and not (k.endswith(".one") and k[:-4] in records)]
    for name in fr:
        if name not in src:
            stale += [f"{name}:*"]
    n_missing = sum(len(v) for v in missing.values())
    print(f"{total} source texts; {total - n_missing} translated; {n_missing} missing; "
          f"{len(stale)} stale; {len(bad)} placeholder mismatches")
    for name, recs in missing.items():
        print(f"  missing {name}: {len(recs)}")
    for key in stale[:40]:
        print(f"  stale: {key}")
    for key, want, got in bad:
        print(f"  placeholders differ: {key}: source {want}, French {got}")
    if "--todo" in sys.argv:
        Path(sys.argv[sys.argv.index("--todo") + 1]).write_text(
            json.dumps(missing, ensure_ascii=False, indent=1), encoding="utf-8")
    return 1 if (n_missing or stale or bad) else 0


if __name__ == "__main__":
    sys.exit(main())
