"""Linux bundle: replace Qt's ICU data library (libicudata.so.NN, ~32 MB) by one with only the data
QtCore can load for a zh/en/de/fr app (~4 MB).

ICU keeps all of its data in one "common data" package, linked into libicudata as the symbol
`icudtNN_dat`. QtCore calls ICU for four things only (`nm -D --undefined-only libQt6Core.so.6`:
`ucol_*`, `ucal_*`, `ucnv_*`, `u_strToLower/Upper`): collation (QCollator), time zones (QTimeZone),
legacy text encodings by name (QStringConverter) and case mapping. No other Qt library calls ICU,
and QtCore never calls its break iterators (Qt breaks lines with its own Unicode tables), nor its
locale display names, currencies, units or number spellout (Qt's own CLDR tables serve QLocale).
So this keeps, for the locales root/en/de/zh/fr only, the collation, zone-name and locale files,
and the locale-independent files Qt's calls use; it drops the other ~700 locales, the break rules
and dictionaries, the legacy-encoding tables (`*.cnv`: the app reads and writes UTF-8 only; an
encoding name Qt cannot open is reported invalid, as for any unknown name), transliteration,
Unicode character names and the IDNA/stringprep profiles. Locale fallback ends at root, so asking
for any other locale still works (in root's form). The frozen self-test checks zh (pinyin) and de
collation on the trimmed library.

    python packaging/icu_trim.py LIB OUT.so     # writes a trimmed copy of LIB (needs gcc)

packaging/build.py runs it on the bundled library (Linux, gcc present; otherwise the bundle keeps
the full data and build.py says so). The format is ICU's common-data TOC (ucmndata.h): a data
header, then `count` and `count` pairs (name offset, data offset) relative to the TOC, the names,
then the items, each 16-byte aligned.
"""
from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

LANGS = ("en", "de", "zh", "yue", "fr")    # yue: the parent of zh_Hant_HK in some trees
# what QtCore never loads: break iterators, legacy encodings, display names of languages, regions,
# currencies and units, number spellout, transliteration, character names, IDNA/stringprep profiles
DROP = re.compile(r"^(brkitr/|translit/|lang/|region/|curr/|unit/|rbnf/|.*\.cnv$|.*\.spp$|unames\.icu$"
                  r"|confusables(WholeScript)?\.cfu$|uts46\.nrm$)")
LOCALE_TREES = ("", "coll/", "zone/")
LOCALE_RES = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]*)*\.res$")
ALWAYS_RES = {"root.res", "pool.res", "res_index.res"}


def keep(item: str) -> bool:
    """`item`: the name inside the package without its `icudtNNl/` prefix."""
    if DROP.match(item):
        return False
    tree, _, leaf = item.rpartition("/")
    tree = tree + "/" if tree else ""
    if tree in LOCALE_TREES and LOCALE_RES.match(leaf) and leaf not in ALWAYS_RES:
        return leaf.split("_")[0].split(".")[0] in LANGS
    return True


def read_package(data: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """(the header, [(item name, item bytes)]) of an ICU common data package."""
    header_size = struct.unpack_from("<H", data, 0)[0]
    if data[2:4] != b"\xda\x27" or data[header_size - 4 + 0:header_size] is None:
        raise ValueError("not an ICU data package (bad magic)")
    if data[12:16] != b"CmnD":
        raise ValueError(f"not an ICU common data package (format {data[12:16]!r})")
    toc = data[header_size:]
    count = struct.unpack_from("<I", toc, 0)[0]
    pairs = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_offset, data_offset) in enumerate(pairs):
        name = toc[name_offset:toc.index(b"\0", name_offset)].decode("ascii")
        end = pairs[i + 1][1] if i + 1 < count else len(toc)
        items.append((name, toc[data_offset:end]))
    return data[:header_size], items


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """The inverse of read_package (names sorted as ICU's binary search needs)."""
    items = sorted(items, key=lambda item: item[0].encode("ascii"))
    names_start = 4 + 8 * len(items)
    names = b""
    name_offsets = []
    for name, _ in items:
        name_offsets.append(names_start + len(names))
        names += name.encode("ascii") + b"\0"
    body_start = names_start + len(names)
    body_start += -body_start % 16
    body = b""
    data_offsets = []
    for _, blob in items:
        data_offsets.append(body_start + len(body))
        body += blob + b"\0" * (-len(blob) % 16)
    toc = struct.pack("<I", len(items))
    toc += b"".join(struct.pack("<II", n, d) for n, d in zip(name_offsets, data_offsets))
    toc += names + b"\0" * (body_start - names_start - len(names))
    return header + toc + body


def trimmed(data: bytes) -> tuple[bytes, int, int]:
    """(the trimmed package, items kept, items in all)."""
    header, items = read_package(data)
    kept = [(name, blob) for name, blob in items if keep(name.split("/", 1)[1])]
    return write_package(header, kept), len(kept), len(items)


def _symbol(lib: Path) -> tuple[str, int, int]:
    """(icudtNN_dat, file offset, size) of the data symbol in the ELF library."""
    out = subprocess.run(["nm", "-D", "-S", str(lib)], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 4 and re.fullmatch(r"icudt\d+_dat", parts[3]):
            address, size = int(parts[0], 16), int(parts[1], 16)
            sections = subprocess.run(["readelf", "-SW", str(lib)], capture_output=True, text=True, check=True).stdout
            for s in sections.splitlines():
                m = re.search(r"\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+)", s)
                if m:
                    start, offset, length = int(m.group(2), 16), int(m.group(3), 16), int(m.group(4), 16)
                    if start <= address < start + length:
                        return parts[3], offset + address - start, size
    raise ValueError(f"no icudtNN_dat symbol in {lib}")


def trim_library(lib: Path, out: Path) -> tuple[int, int]:
    """Write a trimmed copy of the ICU data library `lib` to `out`; (bytes before, bytes after)."""
    symbol, offset, size = _symbol(lib)
    raw = lib.read_bytes()
    package, kept, total = trimmed(raw[offset:offset + size])
    soname = subprocess.run(["readelf", "-dW", str(lib)], capture_output=True, text=True, check=True).stdout
    m = re.search(r"\(SONAME\).*\[(.+?)\]", soname)
    with tempfile.TemporaryDirectory(prefix="wd-icu-") as tmp:
        dat = Path(tmp) / "data.dat"
        dat.write_bytes(package)
        asm = Path(tmp) / "data.S"
        asm.write_text(f'.section .rodata\n.balign 16\n.globl {symbol}\n.type {symbol}, @object\n'
                       f'.size {symbol}, {len(package)}\n{symbol}:\n.incbin "{dat}"\n'
                       '.section .note.GNU-stack,"",@progbits\n', encoding="ascii")
        built = Path(tmp) / "lib.so"
        cmd = ["gcc", "-shared", "-nostdlib", "-o", str(built), str(asm)]
        if m:
            cmd.insert(2, f"-Wl,-soname,{m.group(1)}")
        subprocess.run(cmd, check=True)
        subprocess.run(["strip", "--strip-unneeded", str(built)], check=False)
        shutil.copyfile(built, out)
    print(f"icu_trim: {lib.name}: kept {kept} of {total} data items, {len(raw) / 1e6:.1f} MB -> {out.stat().st_size / 1e6:.1f} MB")
    return len(raw), out.stat().st_size


def available() -> bool:
    return sys.platform.startswith("linux") and all(shutil.which(t) for t in ("gcc", "nm", "readelf"))


if __name__ == "__main__":
    trim_library(Path(sys.argv[1]), Path(sys.argv[2]))
