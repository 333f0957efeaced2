"""packaging/icu_trim.py: Qt's ICU data cut down to what QtCore loads for a zh/en/de/fr app, as a valid
ICU package."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _icu_trim():
    spec = importlib.util.spec_from_file_location("wd_icu_trim", ROOT / "packaging" / "icu_trim.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_rules_keep_what_qtcore_loads_for_zh_en_de_fr_and_drop_the_rest():
    keep = _icu_trim().keep
    for item in ("coll/zh.res", "coll/root.res", "coll/ucadata.icu", "coll/fr.res", "zh_Hans_CN.res", "de_AT.res",
                 "en.res", "zone/de.res", "zone/pool.res", "res_index.res", "cnvalias.icu", "likelySubtags.res",
                 "zoneinfo64.res", "metaZones.res", "nfkc.nrm", "pool.res"):
        assert keep(item), item
    for item in ("ja.res", "coll/ja.res", "zone/ru.res", "es_.res", "translit/root.res", "unames.icu",
                 "brkitr/thaidict.dict", "brkitr/cjdict.dict", "brkitr/line.brk", "lang/pt_BR.res", "curr/pool.res",
                 "gb18030.cnv", "ibm-1390_P110-2003.cnv", "rfc3491.spp", "uts46.nrm", "confusables.cfu"):
        assert not keep(item), item


def test_a_package_survives_read_and_write():
    trim = _icu_trim()
    header = bytes.fromhex("2000da27") + bytes(8) + b"CmnD" + bytes(16)
    items = [("icudt73l/zz.res", b"z" * 5), ("icudt73l/coll/root.res", b"r" * 20), ("icudt73l/a.icu", b"a")]
    data = trim.write_package(header, items)
    again_header, again = trim.read_package(data)
    assert again_header == header
    assert [n for n, _ in again] == sorted(n for n, _ in items)
    assert dict((n, b.rstrip(b"\0")) for n, b in again) == dict(items)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux wheels bundle ICU")
def test_the_real_qt_icu_data_shrinks_and_keeps_what_qt_needs(tmp_path):
    trim = _icu_trim()
    from PySide6.QtCore import QLibraryInfo

    libs = sorted(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.LibrariesPath)).glob("libicudata.so.*"))
    if not libs or not trim.available():
        pytest.skip("no bundled ICU data or no gcc/nm/readelf")
    symbol, offset, size = trim._symbol(libs[0])
    data = libs[0].read_bytes()[offset:offset + size]
    package, kept, total = trim.trimmed(data)
    assert len(package) < len(data) * 0.5 and kept < total
    names = [n.split("/", 1)[1] for n, _ in trim.read_package(package)[1]]
    for needed in ("coll/zh.res", "coll/de.res", "coll/root.res", "coll/ucadata.icu", "zh.res", "zoneinfo64.res"):
        assert needed in names, needed
    out = tmp_path / libs[0].name
    before, after = trim.trim_library(libs[0], out)
    assert after < before / 2
    assert trim._symbol(out)[0] == symbol
