"""Benchmark: a 108-card bilingual (zh+en) deck with backs, against plain reportlab; and the
one-page judge sheet, whose text is fitted to the page, against drawing the same lines once.

    python -m bench.bench_cardprint            (from the repository root)

The baseline draws, with the same embedded font and the same page count, one box per card and
the same number of strings as the real fronts carry (laid out by cardprint's own text fitting),
and one box per back. Both run in the same process; we print their times (cold first run, then
the median of warm runs), the ratio and the file sizes. Every run, ours and the baseline's, starts
with cardprint's kept text measures forgotten (`text.forget_measures`): a warm run is a host's
first print of a session with the pictures parsed and the font loaded, and the baseline's layout
does not ride on the measures our run just kept. Targets: under 1 s and under 2 MB. Nothing here
asserts on time.

Then the PNG export of the same deck at 300 dpi (one PNG per face, for print services), interleaved
with the export as it was before issue 32's second change (`export_before`: Pillow's encoder at
zlib level 1 on 2 threads): time of each run and total size of both; target ≤ 2 s. Whether reportlab's C accelerator (rl_accel) is in use is
printed first: without it every figure is slower.
"""
from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from reportlab.pdfgen.canvas import Canvas  # noqa: E402

from werewolf_desktop.engine.catalogue import catalogue  # noqa: E402

from cardprint import DeckOptions, build_deck_pdf, deck_from_counts  # noqa: E402
from cardprint import fonts  # noqa: E402
from cardprint.cards import front_content, layout_front  # noqa: E402
from cardprint.layout import card_sheet  # noqa: E402
from cardprint.text import forget_measures  # noqa: E402
from bench.timing import load  # noqa: E402

LANG = ("zh", "en")
RUNS = 5
PNG_RUNS = 3
TARGET_S, TARGET_MB = 1.0, 2.0
PNG_TARGET_S = 2.0               # issue 32
DECK_GOAL = 1.5                  # issue 32: the deck at most 1.5× bare reportlab (warm medians)


def the_deck() -> dict[str, int]:
    """108 cards: every dealt role of the catalogue, spread as evenly as 108 allows."""
    dealt = sorted(rid for rid, role in catalogue().roles.items() if role.dealt)
    share, extra = divmod(108, len(dealt))
    counts = {rid: share + (1 if i < extra else 0) for i, rid in enumerate(dealt)}
    assert sum(counts.values()) == 108, sum(counts.values())
    return counts


def cardprint_run(out: Path, counts: dict[str, int]) -> float:
    forget_measures()
    t = time.perf_counter()
    build_deck_pdf(DeckOptions(output=out, roles=counts, lang="+".join(LANG), duplex="long"))
    return time.perf_counter() - t


def baseline_run(out: Path, counts: dict[str, int]) -> float:
    """Same pages, boxes and strings, drawn naively with a reportlab canvas."""
    forget_measures()
    t = time.perf_counter()
    font = fonts.register()
    sheet = card_sheet("A4", "poker")
    deck = deck_from_counts(counts)
    in_play = deck.in_play()
    strings = {}
    for rid in counts:
        lay = layout_front(front_content(rid, LANG, in_play), sheet.card_w, sheet.card_h)
        strings[rid] = [(line.text, line.size, line.x, line.y) for line in lay.text_lines()]
    cards = deck.cards()
    c = Canvas(str(out), pagesize=(sheet.page_w, sheet.page_h), initialFontName=font)
    for i in range(0, len(cards), sheet.per_page):
        chunk = cards[i:i + sheet.per_page]
        for slot, rid in zip(sheet.slots, chunk):
            c.rect(slot.x, slot.y, slot.w, slot.h, stroke=1, fill=0)
            for text, size, x, y in strings[rid]:
                c.setFont(font, size)
                c.drawString(slot.x + x, slot.y + y, text)
        c.showPage()
        for slot in sheet.slots[:len(chunk)]:
            c.rect(sheet.page_w - slot.right, slot.y, slot.w, slot.h, stroke=1, fill=1)
        c.showPage()
    c.save()
    return time.perf_counter() - t


def judge_runs(out: Path) -> tuple[float, float, float]:
    """(fitted sheet, baseline, text size): the 12-card side-win board with Cupid and Thief in German,
    on Letter (the tightest fit), against drawing the lines it placed with a bare canvas."""
    from cardprint import deck_from_preset
    from cardprint.judge import _header, plan, render_judge
    from cardprint.layout import paper_size

    deck = deck_from_preset("std12_cupid_thief")
    t = time.perf_counter()
    render_judge(deck, ("de",), "Letter", out)
    ours = time.perf_counter() - t
    c = Canvas(str(out.with_suffix(".base.pdf")), pagesize=paper_size("Letter"), initialFontName=fonts.register())
    lay = plan(deck, ("de",), "Letter", catalogue(), _header(c, deck, ("de",), *paper_size("Letter"), catalogue()))
    t = time.perf_counter()
    for page in lay.pages:
        for column in page:
            for p in column:
                c.setFont(fonts.register(), p.size)
                c.drawString(p.x, p.y, p.text)
        c.showPage()
    c.save()
    return ours, time.perf_counter() - t, lay.size


def export_before(job, folder: Path, dpi: int) -> list[Path]:
    """The PNG export as it was before this bench's last change (issue 32): the faces rendered to
    BGRA, converted to RGB and cropped by Pillow, encoded by Pillow (adaptive row filters) at zlib
    level 1 on 2 threads. The baseline of the export's ratio, with the same faces PDF."""
    import math
    from collections import deque
    from concurrent.futures import ThreadPoolExecutor

    import pypdfium2 as pdfium

    from cardprint.pngexport import faces_pdf, pixel_size

    data, pages = faces_pdf(job)
    want = pixel_size(job.size, dpi)
    pdf = pdfium.PdfDocument(data)
    written = []
    try:
        with ThreadPoolExecutor(2) as encoders:
            pending = deque()
            for i, (stem, _) in enumerate(pages):
                page = pdf[i]
                scale = max(want[0] / page.get_width(), want[1] / page.get_height())
                image = page.render(scale=math.ceil(scale * 1e6) / 1e6, draw_annots=False).to_pil().convert("RGB")
                page.close()
                if image.size != want:
                    image = image.crop((0, 0, *want))
                path = folder / f"{stem}.png"
                if len(pending) >= 2:
                    pending.popleft().result()
                pending.append(encoders.submit(image.save, path, "PNG", dpi=(dpi, dpi), compress_level=1))
                written.append(path)
            while pending:
                pending.popleft().result()
    finally:
        pdf.close()
    return written


def png_runs(counts: dict[str, int]) -> dict[str, list[tuple[float, int]]]:
    """(time, bytes of the PNGs) of each of PNG_RUNS runs of the export as shipped ("now", through
    `build_png_files`: the deck checked, the faces PDF, the PNGs and cards.csv written all-or-nothing)
    and as before (`export_before`, the same job), interleaved, after one warm-up run of each."""
    from cardprint import build_png_files
    from cardprint.build import deck_job, resolve_deck

    results: dict[str, list[tuple[float, int]]] = {"now": [], "before": []}
    with tempfile.TemporaryDirectory() as tmp:
        for run in range(PNG_RUNS + 1):                       # the first of each warms up
            t = time.perf_counter()
            files = build_png_files(DeckOptions(output=Path(tmp) / f"now{run}" / "deck.pdf", roles=counts,
                                                lang="+".join(LANG)), 300)
            now = time.perf_counter() - t, sum(f.stat().st_size for f in files if f.suffix == ".png")
            folder = Path(tmp) / f"before{run}"
            folder.mkdir()
            t = time.perf_counter()
            opts = DeckOptions(output=folder / "deck.pdf", roles=counts, lang="+".join(LANG)).checked()
            files = export_before(deck_job(opts, resolve_deck(opts)), folder, 300)
            before = time.perf_counter() - t, sum(f.stat().st_size for f in files)
            if run:
                results["now"].append(now)
                results["before"].append(before)
    return results


def accelerated() -> bool:
    from reportlab.lib import rl_accel

    return getattr(rl_accel.fp_str, "__module__", "") == "_rl_accel"


def main() -> int:
    print(f"reportlab's C accelerator (rl_accel): {'in use' if accelerated() else 'NOT installed'}")
    counts = the_deck()
    deck_load = load()
    with tempfile.TemporaryDirectory() as tmp:
        ours, base = Path(tmp) / "deck.pdf", Path(tmp) / "baseline.pdf"
        cold_ours = cardprint_run(ours, counts)        # parses the SVGs, loads the font
        cold_base = baseline_run(base, counts)
        warm_ours, warm_base = [], []
        for _ in range(RUNS):
            warm_ours.append(cardprint_run(ours, counts))
            warm_base.append(baseline_run(base, counts))
        from pypdf import PdfReader

        deck_load = f"{deck_load:.1f}-{load():.1f}"
        pages_ours, pages_base = len(PdfReader(ours).pages), len(PdfReader(base).pages)
        size_ours, size_base = ours.stat().st_size, base.stat().st_size
    t_ours, t_base = statistics.median(warm_ours), statistics.median(warm_base)
    print(f"108-card deck, {'+'.join(LANG)}, poker on A4, long-edge backs: {pages_ours} pages "
          f"(baseline {pages_base})")
    print(f"cardprint : cold {cold_ours:.3f} s, warm median {t_ours:.3f} s, {size_ours / 1e6:.2f} MB")
    print(f"baseline  : cold {cold_base:.3f} s, warm median {t_base:.3f} s, {size_base / 1e6:.2f} MB")
    ratio = t_ours / t_base
    print(f"ratio     : {ratio:.2f}× the baseline (warm), {cold_ours / cold_base:.2f}× (cold); each warm run "
          f"after its baseline run: {', '.join(f'{o / b:.2f}×' for o, b in zip(warm_ours, warm_base))}; "
          f"load average {deck_load}")
    ok = max(cold_ours, t_ours) < TARGET_S and size_ours < TARGET_MB * 1e6
    print(f"target    : under {TARGET_S:.0f} s and {TARGET_MB:.0f} MB — {'met' if ok else 'MISSED'}")
    with tempfile.TemporaryDirectory() as tmp:
        judge_runs(Path(tmp) / "judge.pdf")                  # warm up
        runs = [judge_runs(Path(tmp) / "judge.pdf") for _ in range(RUNS)]
    j_ours, j_base = statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)
    print(f"judge sheet (de, Letter, fitted at {runs[0][2]:.2f} pt): {j_ours:.3f} s, "
          f"drawing its lines once {j_base:.3f} s, ratio {j_ours / j_base:.1f}×")
    png_load = load()
    png = png_runs(counts)
    png_load = f"{png_load:.1f}-{load():.1f}"
    spread = {k: ", ".join(f"{t:.2f}" for t, _ in v) for k, v in png.items()}
    t_now, t_before = (statistics.median(t for t, _ in png[k]) for k in ("now", "before"))
    b_now, b_before = png["now"][0][1], png["before"][0][1]
    ratios = ", ".join(f"{n / b:.2f}×" for (n, _), (b, _) in zip(png["now"], png["before"]))
    print(f"PNG export of the deck at 300 dpi (103 faces, one PNG each), {PNG_RUNS} runs of each interleaved:")
    print(f"  baseline, the export before (Pillow, level 1, 2 threads): median {t_before:.2f} s "
          f"(runs {spread['before']}), {b_before / 1e6:.1f} MB")
    print(f"  now (RGB from PDFium, unfiltered rows, level 1, 2 threads): median {t_now:.2f} s "
          f"(runs {spread['now']}), {b_now / 1e6:.1f} MB")
    print(f"  ratio now / before: {t_now / t_before:.2f}× (runs {ratios}), size {b_now / b_before:.2f}×   "
          f"target ≤ {PNG_TARGET_S:.0f} s: {'met' if t_now <= PNG_TARGET_S else 'NOT met'}; load average {png_load}")
    print(f"issue 32 | 108-card deck | {t_ours:.2f} s (runs {min(warm_ours):.2f}-{max(warm_ours):.2f}) | bare reportlab "
          f"{t_base:.2f} s, ratio {ratio:.2f}× | <= {DECK_GOAL:.1f}×: {'met' if ratio <= DECK_GOAL else 'NOT met'} | "
          f"{deck_load}")
    print(f"issue 32 | PNG export of a deck at 300 dpi | {t_now:.2f} s (runs {spread['now']}) | the export before "
          f"{t_before:.2f} s, ratio {t_now / t_before:.2f}× | <= {PNG_TARGET_S:.0f} s: "
          f"{'met' if t_now <= PNG_TARGET_S else 'NOT met'} | {png_load}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
