"""Every measured value of the library as a table (issue 26): the command line's export, and the table's filters,
unit conversion and chart data, on the sample papers' graph."""
from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys

import pandas as pd

from core import measurements as M
from core.ingest import Ingestor

from .conftest import ROOT, make_settings


def _cli(data, *args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "core", "measurements", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=300, env={**os.environ, "GRAG_DATA_DIR": str(data)})


def test_the_command_line_exports_every_measurement_of_a_property(corpus_copy):
    from core.graph import ladybug_store
    store = Ingestor(make_settings(corpus_copy)).store
    n = store.query("MATCH (:MatID)-[:HAS_PROPERTY]->(x:Measurement {property: 'yield_strength'}) RETURN count(*) AS n")[0]["n"]
    ladybug_store.close_all()
    out = _cli(corpus_copy, "--property", "σy")                 # a symbol names the property
    assert out.returncode == 0, out.stderr
    rows = list(csv.DictReader(io.StringIO(out.stdout)))
    assert list(rows[0]) == M.EXPORT_COLUMNS and len(rows) == n > 5
    assert all(r["property"] == "yield_strength" and r["unit"] for r in rows)
    assert all(isinstance(json.loads(r["conditions"]), dict) for r in rows)
    cantor = json.loads(_cli(corpus_copy, "--property", "yield strength", "--material", "CrMnFeCoNi",
                             "--min-confidence", "0.75", "--format", "json").stdout)
    assert cantor and all(r["matid"] == "comp:Co20Cr20Fe20Mn20Ni20" and r["confidence"] >= 0.75 for r in cantor)
    assert len(cantor) < len(rows)
    missing = _cli(corpus_copy, "--material", "Unobtainium-42")
    assert missing.returncode == 1 and "no material" in missing.stderr


def test_the_table_converts_filters_and_pairs_properties(corpus_copy):
    store = Ingestor(make_settings(corpus_copy)).store
    df = M.measurement_table(store)
    assert {"cond_temperature_K", "system", "confidence"} <= set(df.columns)
    ys = df[df["property"] == "yield_strength"]
    gpa = M.in_unit(ys, "GPa")
    mpa = ys["value"][ys["unit"] == "MPa"]
    assert (gpa.loc[mpa.index, "shown"] * 1000 - mpa).abs().max() < 1e-6 and set(gpa["shown_unit"]) == {"GPa"}
    cold = M.select(ys, ranges={"cond_temperature_K": (70, 80)}, min_confidence=0.5)
    assert len(cold) and (cold["cond_temperature_K"].between(70, 80)).all() and (cold["confidence"] >= 0.5).all()
    cantor = M.select(df, systems=["Co-Cr-Fe-Mn-Ni"])
    assert len(cantor) and set(cantor["system"]) == {"Co-Cr-Fe-Mn-Ni"}
    pairs = M.pair_table(df, "yield_strength", "ultimate_tensile_strength")
    assert len(pairs) >= 1 and (pairs["y"] > pairs["x"]).all()       # UTS above yield, material by material
    for fmt in M.FORMATS:
        data = M.export(cold, fmt)
        if fmt == "json":        # a missing value is an absent key: every row has the columns in order, less those
            rows = json.loads(data)
            assert len(rows) == len(cold) and all(
                list(r) == [c for c in M.EXPORT_COLUMNS if c in r] and {"material", "property", "value"} <= set(r)
                for r in rows)
            continue
        back = pd.read_parquet(io.BytesIO(data)) if fmt == "parquet" else pd.read_csv(io.BytesIO(data))
        assert list(back.columns) == M.EXPORT_COLUMNS and len(back) == len(cold)
