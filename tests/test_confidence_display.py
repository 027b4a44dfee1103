"""How sure the recogniser is of each measurement, from the graph store to what people see: the Measurement node
keeps confidence, reasons, binding and plausibility (both layouts of the graph file), the named queries return
them with the level, the CLI shows and filters them, and the MatID and Graph pages show the level and keep
low-confidence facts apart. Real stores, real files, the real CLI and pages."""
from __future__ import annotations

import json
import os
import subprocess
import sys

from streamlit.testing.v1 import AppTest

from core.graph import ladybug_store
from core.graph.ladybug_store import LadybugStore
from core.graph.queries import (by_confidence, matid_detail, measurement_rows, measurements_of, neighbourhood,
                                paper_entities)
from core.matid.confidence import level
from core.matid.extract import MatIDInfo, PaperEntities
from core.matid.records import Measurement
from core.models import Chunk, PaperRecord

from .conftest import ROOT, make_settings
from .test_pages import _page, app_env  # noqa: F401  (the page tests' fixture: a library for the pages)

CANTOR = "comp:Co20Cr20Fe20Mn20Ni20"
SURE_REASONS = ["value from a table cell", "property from the column header", "material from the row's material cell"]
LOW_REASONS = ["value written in the sentence", "property from a phrase the catalogue does not know",
               "material not named in the sentence or row: the paper's main material",
               "value outside the catalogue's plausible range for the property"]


# --- storage ---------------------------------------------------------------------------------------------------
def _paper() -> tuple[PaperRecord, list[Chunk], PaperEntities]:
    """A paper with three measurements of one material: a sure one from a table, an unsure one from a sentence,
    and one the recogniser did not assess."""
    paper = PaperRecord(paper_id="p1", filename="p1.pdf", title="Yield strength of the Cantor alloy")
    text = Chunk("p1:c0", "p1", "text", "The alloy reached a strength of about 4100 MPa.", [1])
    table = Chunk("p1:t1", "p1", "table", "Table 1. | alloy | σy (MPa) | CrMnFeCoNi | 410", [2], table_id="T1")
    pe = PaperEntities("p1")
    pe.matids[CANTOR] = MatIDInfo(CANTOR, "composition", "CrMnFeCoNi", {"CrMnFeCoNi"}, [("p1:t1", table.text)])
    pe.matids["prop:yield_strength"] = MatIDInfo("prop:yield_strength", "property", "yield strength",
                                                 {"σy"}, [("p1:t1", table.text)])
    sure = Measurement(CANTOR, "yield_strength", 410.0, "MPa", 410.0, "MPa", {"temperature_K": 293.0},
                       text="CrMnFeCoNi | 410", confidence=0.95, reasons=SURE_REASONS, plausible=True,
                       binding={"material": "table_material_cell", "property": "header", "value": "table_cell"})
    low = Measurement(CANTOR, "yield_strength", 4100.0, "MPa", 4100.0, "MPa", {}, text=text.text, confidence=0.285,
                      reasons=LOW_REASONS, plausible=False,
                      binding={"material": "paper", "property": "open_vocabulary", "value": "sentence"})
    unassessed = Measurement(CANTOR, "yield_strength", 390.0, "MPa", 390.0, "MPa", {"temperature_K": 77.0},
                             text="CrMnFeCoNi | 390")
    pe.add_measurement(sure, table, {}, "T1")
    pe.add_measurement(low, text, {})
    pe.add_measurement(unassessed, table, {}, "T1")
    return paper, [text, table], pe


def test_measurement_nodes_keep_confidence_reasons_binding_and_plausibility(tmp_path):
    store = LadybugStore(tmp_path / "graph.lbug")
    paper, chunks, pe = _paper()
    store.add_paper(paper, chunks)
    store.add_entities(pe, {})

    stored = store.query("MATCH (x:Measurement) RETURN x.value AS v, x.confidence AS c, x.reasons AS r,"
                         " x.binding AS b, x.plausible AS p ORDER BY v")
    assert [(r["v"], r["c"], r["p"]) for r in stored] == [(390.0, None, None), (410.0, 0.95, True),
                                                          (4100.0, 0.285, False)]
    assert json.loads(stored[1]["r"]) == SURE_REASONS and json.loads(stored[1]["b"])["value"] == "table_cell"

    rows = measurements_of(store, CANTOR)          # the graph's order, as written (G-RAG relies on it)
    assert [m["value"] for m in rows] == [410.0, 4100.0, 390.0]
    sure, low, unassessed = rows
    assert (sure["confidence"], sure["level"], sure["plausible"]) == (0.95, "high", True)
    assert sure["reasons"] == SURE_REASONS and sure["binding"]["material"] == "table_material_cell"
    assert (low["confidence"], low["level"], low["plausible"]) == (0.285, "low", False)
    assert low["reasons"] == LOW_REASONS and low["binding"] == {"material": "paper", "property": "open_vocabulary",
                                                                "value": "sentence"}
    assert (unassessed["confidence"], unassessed["level"], unassessed["reasons"], unassessed["binding"],
            unassessed["plausible"]) == (None, "unassessed", [], {}, None)
    assert all(m["level"] == level(m["confidence"]) for m in rows)

    # the MatID's detail lists them surest first; the entity counts them by level; every node row has them
    assert [m["value"] for m in matid_detail(store, CANTOR)["measurements"]] == [410.0, 4100.0, 390.0]
    assert [m["value"] for m in by_confidence(list(reversed(rows)))] == [410.0, 4100.0, 390.0]
    ent = next(e for e in paper_entities(store, "p1") if e["matid"] == CANTOR)
    assert ent["measurements"] == 3 and ent["levels"] == {"high": 1, "low": 1, "unassessed": 1}
    assert sorted(m["level"] for m in measurement_rows(store)) == ["high", "low", "unassessed"]

    # the Graph page's neighbourhood: the level on each Measurement node, and the minimum-confidence filter
    nodes = {n["value"]: n for n in neighbourhood(store, CANTOR)["nodes"] if n["label"] == "Measurement"}
    assert {v: n["level"] for v, n in nodes.items()} == {410.0: "high", 4100.0: "low", 390.0: "unassessed"}
    assert nodes[4100.0]["reasons"] == LOW_REASONS
    kept = neighbourhood(store, CANTOR, min_confidence=0.5)
    assert [n["value"] for n in kept["nodes"] if n["label"] == "Measurement"] == [410.0]
    assert all(e["source"] in {n["id"] for n in kept["nodes"]} for e in kept["edges"])


def test_confidence_does_not_enter_a_measurements_id():
    _, chunks, pe = _paper()
    again = PaperEntities("p1")
    for pm, chunk in zip(pe.measurements, (chunks[1], chunks[0], chunks[1])):
        m = pm.measurement
        rescored = Measurement(m.material, m.property, m.value, m.unit, m.value_std, m.unit_std, dict(m.conditions),
                               text=m.text, confidence=0.1, reasons=["rescored"], binding={"material": "chunk"})
        again.add_measurement(rescored, chunk, {}, chunk.table_id)
    assert [pm.id for pm in again.measurements] == [pm.id for pm in pe.measurements]


# --- a file of the previous layout ---------------------------------------------------------------------------
PREVIOUS_MEASUREMENT = (  # the Measurement table before it kept the recogniser's confidence
    "CREATE NODE TABLE Measurement(id STRING PRIMARY KEY, material STRING, property STRING,"
    " value DOUBLE, value_high DOUBLE, unit STRING, value_std DOUBLE, value_std_high DOUBLE, unit_std STRING,"
    " uncertainty DOUBLE, temperature_K DOUBLE, loading_mode STRING, grain_size_um DOUBLE, processing STRING,"
    " strain_rate DOUBLE, conditions STRING, text STRING, paper_id STRING, chunk_id STRING, page INT64,"
    " table_id STRING, figure_id STRING)")


def test_a_file_with_the_previous_measurement_table_is_found_and_replaced(tmp_path):
    import ladybug
    path = tmp_path / "graph.lbug"
    db = ladybug.Database(str(path))
    conn = ladybug.Connection(db)
    for stmt in ladybug_store.SCHEMA:          # today's layout, but the previous Measurement table
        conn.execute(PREVIOUS_MEASUREMENT if "TABLE IF NOT EXISTS Measurement(" in stmt else stmt)
    conn.execute("CREATE (:Measurement {id: 'meas:old', property: 'yield_strength', value: 410.0})")
    conn.close()
    db.close()
    store = LadybugStore(path)
    assert store.recreated
    assert store.query("MATCH (x:Measurement) RETURN count(x) AS n")[0]["n"] == 0
    columns = {r["name"] for r in store.query("CALL table_info('Measurement') RETURN *")}
    assert ladybug_store.MEASUREMENT_ADDED <= columns
    ladybug_store.close_all()
    assert not LadybugStore(path).recreated        # today's file is left alone


def test_a_library_written_before_confidence_is_rebuilt_with_it(corpus_copy, embedder):
    """The previous version's file (the same graphs, Measurement nodes without the confidence columns) is rebuilt
    from the stored chunks when the library is opened: the same graphs, and the facts scored."""
    import ladybug

    from core.ingest import Ingestor
    settings = make_settings(corpus_copy)
    store = LadybugStore(settings.graph_path)
    before = store.counts()
    ladybug_store.close_all()
    db = ladybug.Database(str(settings.graph_path))
    conn = ladybug.Connection(db)
    for column in sorted(ladybug_store.MEASUREMENT_ADDED):
        conn.execute(f"ALTER TABLE Measurement DROP {column}")
    conn.close()
    db.close()
    ing = Ingestor(settings, embedder=embedder)
    assert ing.store.recreated
    after = ing.store.counts()
    for key in ("Paper", "Chunk", "MatID", "Measurement", "HAS_PROPERTY", "MEASURES", "MENTIONED_IN", "RELATED"):
        assert after[key] == before[key] > 0, key
    rows = measurement_rows(ing.store)
    assert len(rows) == before["Measurement"] and {r["level"] for r in rows} - {"unassessed"}


# --- the CLI -----------------------------------------------------------------------------------------------------
def _score_cantor(data_dir) -> None:
    """Score the Cantor alloy's measurements through the store: all high, but CRSS 175 MPa (77 K, tension,
    Table 1) low, with its reasons."""
    store = LadybugStore(make_settings(data_dir).graph_path)
    store.query("MATCH (:MatID {id: $id})-[:HAS_PROPERTY]->(x:Measurement) SET x.confidence = 0.9, x.reasons = $r,"
                " x.plausible = true", {"id": CANTOR, "r": json.dumps(SURE_REASONS)})
    hit = store.query("MATCH (:MatID {id: $id})-[:HAS_PROPERTY]->(x:Measurement) WHERE x.property = 'crss'"
                      " AND x.value = 175.0 AND x.temperature_K = 77.0 AND x.loading_mode = 'tension'"
                      " AND x.table_id = 'T1' SET x.confidence = 0.2, x.reasons = $r, x.plausible = false"
                      " RETURN x.id AS id", {"id": CANTOR, "r": json.dumps(LOW_REASONS)})
    assert len(hit) == 1
    ladybug_store.close_all()


def _is_low_crss(m: dict) -> bool:
    return (m["property"] == "crss" and m["value"] == 175.0 and m["table_id"] == "T1"
            and m["conditions"].get("temperature_K") == 77.0 and m["conditions"].get("loading_mode") == "tension")


def _cli(data_dir, *args):
    env = {**os.environ, "GRAG_DATA_DIR": str(data_dir)}
    return subprocess.run([sys.executable, "-m", "core", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=300)


def test_cli_entities_shows_and_filters_by_confidence(corpus_copy):
    _score_cantor(corpus_copy)
    out = _cli(corpus_copy, "entities", "all")
    assert out.returncode == 0, out.stderr
    cantor = next(e for e in json.loads(out.stdout) if e["matid"] == CANTOR)
    ms = cantor["measurements"]
    low = [m for m in ms if _is_low_crss(m)]
    assert len(low) == 1 and (low[0]["confidence"], low[0]["level"], low[0]["reasons"]) == (0.2, "low", LOW_REASONS)
    assert all((m["confidence"], m["level"]) == (0.9, "high") for m in ms if not _is_low_crss(m))
    assert _is_low_crss(ms[-1])                                  # surest first
    assert cantor["levels"] == {"high": len(ms) - 1, "low": 1}

    filtered = _cli(corpus_copy, "entities", "all", "--min-confidence", "0.5")
    assert filtered.returncode == 0, filtered.stderr
    ents = json.loads(filtered.stdout)
    kept = [m for e in ents for m in e["measurements"]]
    assert kept and all(m["confidence"] is not None and m["confidence"] >= 0.5 for m in kept)
    cantor_kept = next(e for e in ents if e["matid"] == CANTOR)["measurements"]
    assert len(cantor_kept) == len(ms) - 1 and not any(_is_low_crss(m) for m in cantor_kept)

    bad = _cli(corpus_copy, "entities", "all", "--min-confidence", "1.5")
    assert bad.returncode == 2 and "between 0 and 1" in bad.stderr
    helptext = _cli(corpus_copy, "entities", "--help")
    assert helptext.returncode == 0 and "--min-confidence" in helptext.stdout


# --- the pages ---------------------------------------------------------------------------------------------------
def test_matid_page_shows_levels_and_keeps_low_confidence_facts_apart(app_env, corpus_copy):  # noqa: F811
    _score_cantor(corpus_copy)
    app_env(corpus_copy)
    at = _page("pages/2_MatID_Linking.py").run()
    assert not at.exception, at.exception
    at.text_input(key="matid_search").set_value("cantor").run()
    assert not at.exception, at.exception
    table = at.dataframe[0].value
    n = table["measurements"].iloc[0]
    assert list(table["by confidence"]) == [f"{n - 1} high · 1 low"]

    assert f"Measurements ({n} · 1 low)" in [t.label for t in at.tabs]
    tables = [d.value for d in at.dataframe if "confidence" in d.value.columns]
    assert len(tables) == 2
    sure, low = tables
    assert len(sure) == n - 1 and set(sure["confidence"]) == {"high"} and set(sure["score"]) == {0.9}
    assert list(low["confidence"]) == ["low"] and list(low["score"]) == [0.2]
    assert low["value"].iloc[0].startswith("175") and low["table"].iloc[0] == "T1"
    assert not ((sure["property"] == "crss") & sure["value"].str.startswith("175")
                & (sure["table"] == "T1") & sure["conditions"].str.contains("77")).any()
    md = [m.value for m in at.markdown]
    assert "##### Low confidence (1) — kept, shown for review" in md
    assert any(":red-badge[low 0.20]" in m for m in md)                 # the reasons, in their expander
    assert any(LOW_REASONS[2] in m for m in md)
    assert any(e.label.startswith("Why: the reasons") for e in at.expander)


def test_graph_page_filters_measurements_by_minimum_confidence(app_env, corpus_copy):  # noqa: F811
    _score_cantor(corpus_copy)
    app_env(corpus_copy)
    at = _page("pages/3_Graph.py").run()
    at.text_input(key="graph_search").set_value("cantor").run()
    assert not at.exception, at.exception
    assert at.slider(key="graph_min_confidence").value == 0.0             # all shown by default, low ones marked
    from ui.graphview import LOW_CONFIDENCE_NOTE
    assert LOW_CONFIDENCE_NOTE in [c.value for c in at.caption]
    counted = [c.value for c in at.caption if c.value.endswith("(at most 150 nodes are drawn)")]
    at.slider(key="graph_min_confidence").set_value(0.5).run()
    assert not at.exception, at.exception
    fewer = [c.value for c in at.caption if c.value.endswith("(at most 150 nodes are drawn)")]
    assert int(fewer[0].split()[0]) == int(counted[0].split()[0]) - 1
    assert LOW_CONFIDENCE_NOTE not in [c.value for c in at.caption]


def _show_measurement_node(data_dir: str, value: float) -> None:
    from core.graph.ladybug_store import LadybugStore
    from core.graph.queries import neighbourhood
    from core.settings import Settings
    from ui.graphview import show_node
    store = LadybugStore(Settings(data_dir=data_dir).graph_path)
    node = next(n for n in neighbourhood(store, "comp:Co20Cr20Fe20Mn20Ni20")["nodes"]
                if n["label"] == "Measurement" and n["value"] == value and n["confidence"] == 0.2)
    show_node(store, node)


def test_graph_page_node_panel_and_drawing_mark_a_low_confidence_measurement(corpus_copy):
    _score_cantor(corpus_copy)
    at = AppTest.from_function(_show_measurement_node, args=(str(corpus_copy), 175.0), default_timeout=120).run()
    assert not at.exception, at.exception
    md = [m.value for m in at.markdown]
    assert any(m.startswith("Confidence: :red-badge[low 0.20]") and "outside the catalogue's plausible range" in m
               for m in md)
    assert any(all(r in m for r in LOW_REASONS) for m in md)

    from ui.graphview import node_style
    store = LadybugStore(make_settings(corpus_copy).graph_path)
    nodes = [n for n in neighbourhood(store, CANTOR)["nodes"] if n["label"] == "Measurement"]
    low = next(n for n in nodes if n["confidence"] == 0.2)
    high = next(n for n in nodes if n["confidence"] == 0.9)
    low_style, high_style = node_style(low), node_style(high)
    assert low_style["shapeProperties"] == {"borderDashes": [4, 3]} and low_style["color"]["border"] != "#1f77b4"
    assert low_style["label"].endswith("(low)") and "confidence: low 0.20" in low_style["title"]
    assert "shapeProperties" not in high_style and high_style["color"] == "#1f77b4"
    assert "confidence: high 0.90" in high_style["title"]
