"""Empty is empty: no table a page shows and no export writes says "None", "nan" or "null" where a value is
missing (a page shows an empty cell, a CSV an empty field, a JSON export leaves the key out). The pages are driven
with Streamlit's AppTest on the ingested sample papers; the exports are the functions the pages and the command
line call."""
from __future__ import annotations

import csv
import io
import json

import pandas as pd
import pytest
from streamlit.testing.v1 import AppTest

from core.settings import get_settings

from .conftest import ROOT, make_settings

WORDS = {"none", "nan", "null", "<na>", "nat"}


@pytest.fixture
def library(corpus_copy, monkeypatch):
    monkeypatch.setenv("GRAG_DATA_DIR", str(corpus_copy))
    get_settings.cache_clear()
    yield corpus_copy
    get_settings.cache_clear()


def _run(path: str, **query) -> AppTest:
    at = AppTest.from_file(str(ROOT / path), default_timeout=300)
    for k, v in query.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, at.exception
    return at


def shown(element) -> tuple[list[str], int]:
    """The text of every cell of a page's dataframe as the browser shows it (a missing value shows the element's
    placeholder, "None" unless the page sets another), and how many cells were missing."""
    frame = element.value
    if hasattr(frame, "data"):                     # a Styler
        frame = frame.data
    proto = element.proto
    placeholder = proto.placeholder if proto.HasField("placeholder") else "None"
    cells, missing = [], 0
    for col in frame.columns:
        for v in frame[col]:
            if v is None or (not isinstance(v, (list, dict, tuple)) and pd.isna(v)):
                cells.append(placeholder)
                missing += 1
            else:
                cells.append(str(v))
    return cells, missing


def bad_cells(at: AppTest) -> tuple[list[str], int]:
    bad, missing = [], 0
    for element in at.dataframe:
        cells, n = shown(element)
        missing += n
        bad += [c for c in cells if c.strip().lower() in WORDS or "=None" in c or "=nan" in c]
    return bad, missing


def test_no_page_table_shows_none_nan_or_null(library):
    missing = 0
    pages = [_run("Home.py"), _run("pages/1_Papers.py"), _run("pages/2_MatID_Linking.py")]
    graph = _run("pages/3_Graph.py")
    # the console: a measurement's uncertainty is null unless the paper gives one
    graph.text_area(key="cypher").set_value("MATCH (x:Measurement) RETURN x.id AS id, x.value AS value, "
                                            "x.uncertainty AS plus_minus LIMIT 40").run()
    graph.button(key="run_cypher").click().run()
    assert not graph.exception, graph.exception
    console = graph.dataframe[-1].value
    assert list(console.columns) == ["id", "value", "plus_minus"] and (console["plus_minus"] == "").any()
    props = _run("pages/6_Properties.py")
    materials = _run("pages/6_Properties.py")
    materials.radio(key="props-mode").set_value("a material").run()
    for at in [*pages, graph, props, materials]:
        assert at.dataframe, "the page shows a table"
        bad, n = bad_cells(at)
        assert not bad, bad[:10]
        missing += n
    # the Properties table has measurements without an uncertainty or an upper value: shown as empty cells
    assert shown(props.dataframe[0])[1] > 0
    assert missing > 0


def test_the_evaluation_page_shows_no_none_nan_or_null(corpus_copy, tmp_path, monkeypatch):
    from core.ingest import Ingestor
    from eval.sample_report import NAME, make
    fresh = tmp_path / "fresh"
    make(fresh / "eval_runs" / NAME, ingestor=Ingestor(make_settings(corpus_copy)))
    monkeypatch.setenv("GRAG_DATA_DIR", str(fresh))
    get_settings.cache_clear()
    try:
        at = _run("pages/5_Evaluation.py")
    finally:
        get_settings.cache_clear()
    assert at.dataframe
    bad, _ = bad_cells(at)
    assert not bad, bad[:10]


def _nulls(obj) -> list:
    if isinstance(obj, dict):
        return [x for v in obj.values() for x in _nulls(v)]
    if isinstance(obj, list):
        return [x for v in obj for x in _nulls(v)]
    return [obj] if obj is None or (isinstance(obj, float) and obj != obj) else []


def test_measurement_exports_write_empty_fields_and_absent_keys(corpus_copy):
    from core import measurements as M
    from core.ingest import Ingestor
    df = M.measurement_table(Ingestor(make_settings(corpus_copy)).store)
    lacking = df["uncertainty"].isna() & df["value_high"].isna()
    assert lacking.any() and (~lacking).any()

    rows = list(csv.DictReader(io.StringIO(M.export(df, "csv").decode("utf-8"))))
    assert len(rows) == len(df)
    assert not [v for r in rows for v in r.values() if v.strip().lower() in WORDS]
    first = rows[int(lacking.to_numpy().nonzero()[0][0])]
    assert first["uncertainty"] == "" and first["value_high"] == "" and first["value"] != ""

    text = M.export(df, "json").decode("utf-8")
    assert "null" not in text and "NaN" not in text
    data = json.loads(text)
    assert len(data) == len(df) and not _nulls(data)
    first = data[int(lacking.to_numpy().nonzero()[0][0])]
    assert "uncertainty" not in first and "value_high" not in first and "value" in first
    assert all("material" in r and "property" in r for r in data)
