"""Run every benchmark and write docs/performance.md:  python -m bench  (or python dev.py bench).

Each benchmark prints its figure next to a baseline measured in the same run; this collects their
output with the machine it ran on and its load average before each benchmark (the machine may be
shared: a loaded one makes every figure slower, the ratios much less so). Sections of the document
that no benchmark writes (notes on a one-off measurement, "## Bundle size" written by
packaging/build.py) are kept as they are, after the benchmarks' own.
"""
from __future__ import annotations

import datetime as dt
import os
import platform
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "performance.md"
BENCHES = [
    ("Start-up: the first screen ready, and the first paint (issue 21.1, 21.2)", "bench.bench_startup"),
    ("The frozen app's start against a bare window frozen with the same spec (issue 32)", "bench.bench_frozen"),
    ("The set-up screen with the shipped and a full-sized role catalogue (issue 21.1, 21.4)", "bench.bench_setup_screen"),
    ("Console input to repaint (issue 21.3)", "bench.bench_input"),
    ("Narration and ambience: nothing at start, the lazy costs later", "bench.bench_voice"),
    ("Replaying a 10,000-input record", "bench.bench_replay"),
    ("Phone pages and QR codes", "bench.bench_deal"),
    ("A 108-card bilingual deck PDF", "bench.bench_cardprint"),
]

# Benchmarks print each row of issue 32's table they measure as one line "issue 32 | measure | now |
# same-run baseline, ratio | goal: met? | load average"; the document gathers them in one table.
ROW = "issue 32 | "
SUMMARY = "Issue 32's table: each row with its same-run baseline"


def summary(rows: list[str]) -> str:
    table = ["| measure | now | same-run baseline, ratio | goal | load average (1 min) while measured |",
             "|---|---|---|---|---|"]
    table += ["| " + row[len(ROW):] + " |" for row in rows]
    return (f"## {SUMMARY}\n\nThe lines below are gathered from the sections that follow (each measured in "
            "the run its section names; the machine may be shared, so each says its load average).\n\n"
            + "\n".join(table) + "\n")


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = ""
    try:
        kb = int(next(line for line in Path("/proc/meminfo").read_text().splitlines() if line.startswith("MemTotal")).split()[1])
        mem = f", {kb / 1024 / 1024:.0f} GiB RAM"
    except (OSError, StopIteration, ValueError):
        pass
    load = ""
    if hasattr(os, "getloadavg"):
        load = f", load average {os.getloadavg()[0]:.1f} at the start"
    return (f"{platform.system()} {platform.release()}, {cpu}, {os.cpu_count()} cores{mem}{load}; "
            f"Python {platform.python_version()}")


def old_sections() -> dict[str, str]:
    """The document's "## " sections as they are, by title (in their order)."""
    if not DOC.exists():
        return {}
    sections = DOC.read_text(encoding="utf-8").split("\n## ")[1:]
    return {section.splitlines()[0].strip(): f"## {section.strip()}\n" for section in sections}


def main(argv: list[str]) -> int:
    """Run the benchmarks (or those named, e.g. `bench_startup`; the others' sections stay as
    they were) and write the document."""
    only = set(argv)
    which = "run" if not only else f"run of {', '.join(sorted(only))} (the other sections are older: each says when it ran)"
    parts = [f"# Performance\n\nFigures of the last `python dev.py bench` {which}, {dt.datetime.now(dt.timezone.utc):%Y-%m-%d %H:%M} UTC, "
             f"on {machine()}. Every figure stands next to a baseline measured in the same run; the test suite "
             "itself asserts no timings.\n"]
    old = old_sections()
    failed = 0
    for title, module in BENCHES:
        if only and module.split(".")[-1] not in only:
            if title in old:
                parts.append(old[title])
            continue
        print(f"== {title} ({module})", flush=True)
        load = f"load average {os.getloadavg()[0]:.1f} at its start, " if hasattr(os, "getloadavg") else ""
        started = f"{dt.datetime.now(dt.timezone.utc):%Y-%m-%d %H:%M} UTC"
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)        # (bench/__init__.py unsets it too)
        run = subprocess.run([sys.executable, "-m", module], cwd=ROOT, capture_output=True, text=True, env=env)
        out = run.stdout.strip() or run.stderr.strip()[-2000:]
        print(out, flush=True)
        failed += run.returncode != 0
        parts.append(f"## {title}\n\n`python -m {module}` ({load}{started})\n\n```\n{out}\n```\n")
    ours = {title for title, _module in BENCHES} | {SUMMARY}
    rows = [line for part in parts for line in part.splitlines() if line.startswith(ROW)]
    if rows:
        parts.insert(1, summary(rows))
        print("\n".join(rows), flush=True)
    parts += [text for title, text in old.items() if title not in ours]     # notes, the bundle size
    DOC.write_text("\n".join(parts), encoding="utf-8")
    print(f"wrote {DOC.relative_to(ROOT)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
