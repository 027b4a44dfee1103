"""Both graphs built from the sample papers, delete, curation, the read-only console, the CLI."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from core import curation
from core.graph.base import EVIDENCE, GraphStoreError, ReadOnlyError, check_read_only
from core.graph.queries import matid_detail, measurements_of, neighbourhood, paper_entities
from core.ingest import Ingestor

from .conftest import ROOT, make_settings

CANTOR = "comp:Co20Cr20Fe20Mn20Ni20"
CRCONI = "comp:Co33.3Cr33.3Ni33.3"


@pytest.fixture
def ing(corpus_copy, embedder):
    return Ingestor(make_settings(corpus_copy), embedder=embedder)


def test_grag_graph_holds_table_facts_with_conditions_and_citations(ing):
    crss = measurements_of(ing.store, CANTOR, "crss")
    at_77_tension = [m for m in crss if m["conditions"].get("temperature_K") == 77.0
                     and m["conditions"].get("loading_mode") == "tension" and m["table_id"] == "T1"]
    assert at_77_tension and at_77_tension[0]["value"] == 175.0 and at_77_tension[0]["unit"] == "MPa"
    assert at_77_tension[0]["page"] == 2 and "Critical resolved shear stress" in at_77_tension[0]["paper"]
    sfe = measurements_of(ing.store, CRCONI, "stacking_fault_energy")
    assert any(m["value"] == 18.0 and m["value_high"] == 26.0 for m in sfe)
    hp = measurements_of(ing.store, CANTOR, "hall_petch_slope")
    assert any(m["value_std"] == pytest.approx(494.0) for m in hp)


def test_every_spelling_meets_in_one_node(ing):
    d = matid_detail(ing.store, CANTOR)
    assert {"CrMnFeCoNi", "CoCrFeMnNi", "Cantor alloy"} <= set(d["aliases"])
    assert len({m["paper_id"] for m in d["mentions"]}) >= 3
    contains = ing.store.query("MATCH (:MatID {id: $id})-[c:CONTAINS]->(e:MatID) RETURN e.id AS el, c.fraction AS f",
                               {"id": CANTOR})
    assert {r["el"] for r in contains} == {"el:Co", "el:Cr", "el:Fe", "el:Mn", "el:Ni"}
    assert all(r["f"] == pytest.approx(0.2) for r in contains)


def test_knowledge_links_are_in_the_graph(ing):
    cr = matid_detail(ing.store, "el:Cr")
    assert "wiki_offline:Chromium" in {l["passage_id"] for l in cr["links"]}
    cantor = matid_detail(ing.store, CANTOR)
    assert cantor["links"][0]["source"] == "glossary"


def test_document_graph_is_surface_forms_only(ing):
    ents = {r["id"] for r in ing.store.query("MATCH (e:DocEntity) RETURN e.id AS id")}
    assert "single crystals" in ents or "single crystal" in ents
    assert not any(e.startswith(("comp:", "prop:", "el:")) for e in ents)
    # spellings stay apart in the baseline
    assert any("crmnfeconi" in e for e in ents) and any("cantor alloy" in e for e in ents)
    rels = ing.store.query("MATCH (a:DocEntity)-[r:DOC_REL]->(b:DocEntity) MATCH (e:DocRelEvidence) WHERE e.id = r.evidence"
                           " RETURN e.type AS t LIMIT 500")
    assert len(rels) > 50
    sub = neighbourhood(ing.store, "single crystals", "document", 1)
    assert {n["label"] for n in sub["nodes"]} <= {"DocEntity", "Chunk", "Paper"}


def test_document_graph_names_table_headers_and_row_labels(ing):
    """Graph RAG reaches a table through the names its headers and rows are written with."""
    from core.matid.extract import table_surface_names
    paper = next(p for p in ing.registry.list_papers() if ing.registry.tables(p.paper_id))
    table = ing.registry.tables(paper.paper_id)[0]
    names = table_surface_names(table)
    assert names and all(n == n.lower() and any(ch.isalpha() for ch in n) for n in names)
    rows = ing.store.query("MATCH (e:DocEntity)-[:DOC_MENTIONED_IN]->(c:Chunk) WHERE e.id IN $ids"
                           " RETURN DISTINCT c.id AS chunk", {"ids": names})
    table_chunks = {c.chunk_id for c in ing.registry.chunks(paper.paper_id) if c.table_id == table.table_id}
    assert table_chunks & {r["chunk"] for r in rows}


def test_delete_removes_a_papers_part_of_both_graphs(ing):
    papers = {p.filename: p.paper_id for p in ing.registry.list_papers()}
    pid = papers["02_crss_single_crystals.pdf"]
    before = ing.store.counts()
    ing.delete(pid)
    after = ing.store.counts()
    assert ing.store.query("MATCH (x:Measurement {paper_id: $p}) RETURN count(x) AS n", {"p": pid})[0]["n"] == 0
    assert after["DOC_REL"] < before["DOC_REL"] and after["RELATED"] < before["RELATED"]
    for rel, table in EVIDENCE.items():      # the paper's evidence is gone, and every edge left has its evidence
        assert ing.store.query(f"MATCH (e:{table} {{paper_id: $p}}) RETURN count(e) AS n", {"p": pid})[0]["n"] == 0
        assert ing.store.query(f"MATCH ()-[r:{rel}]->() WHERE NOT EXISTS {{ MATCH (e:{table}) WHERE e.id = r.evidence }}"
                               " RETURN count(r) AS n")[0]["n"] == 0
        assert after[table] == after[rel] > 0
    assert after["Measurement"] < before["Measurement"] and after["DocEntity"] < before["DocEntity"]
    # CRSS single-crystal data came only from that paper; the Cantor alloy is still there from the others
    assert not [m for m in measurements_of(ing.store, CANTOR, "crss") if m["paper_id"] == pid]
    assert matid_detail(ing.store, CANTOR) is not None
    # no orphans: every MatID is still mentioned or measured somewhere
    orphans = ing.store.query("MATCH (m:MatID) WHERE NOT EXISTS { MATCH (m)-[:MENTIONED_IN]->(:Chunk) }"
                              " AND NOT EXISTS { MATCH (m)-[:HAS_PROPERTY]->(:Measurement) }"
                              " AND NOT EXISTS { MATCH (:Measurement)-[:MEASURES]->(m) }"
                              " AND NOT EXISTS { MATCH (:MatID)-[:CONTAINS]->(m) } RETURN count(m) AS n")
    assert orphans[0]["n"] == 0


def test_rejected_and_accepted_links_survive_reingestion(ing):
    d = matid_detail(ing.store, "el:Cr")
    wrong = next(l["passage_id"] for l in d["links"] if l["passage_id"] not in ("wiki_offline:Chromium", "elements:Cr"))
    curation.reject_link(ing, "el:Cr", wrong)
    curation.accept_link(ing, "el:Cr", "wiki_offline:Stainless steel")
    paper = next(m["paper_id"] for m in d["mentions"])
    ing.reingest(paper)
    links = {l["passage_id"]: l for l in matid_detail(ing.store, "el:Cr")["links"]}
    assert wrong not in links
    assert links["wiki_offline:Stainless steel"]["status"] == "accepted"


def test_reingesting_a_paper_gives_the_same_graph(ing):
    before = ing.store.counts()
    pid = next(p.paper_id for p in ing.registry.list_papers() if p.filename == "02_crss_single_crystals.pdf")
    ing.reingest(pid)
    assert ing.store.counts() == before
    ing.rebuild_graph([pid])       # entities rewritten over a paper that already has them
    assert ing.store.counts() == before


def test_a_paper_ingested_before_the_graph_stage_gets_its_graph_on_the_next_ingest(ing):
    pid = next(p.paper_id for p in ing.registry.list_papers() if p.filename == "02_crss_single_crystals.pdf")
    before = ing.store.counts()
    ing.store.delete_paper(pid)           # as an older version left it: chunks in the registry, no graph
    ing.registry.update(pid, meta={})
    res = ing.ingest_file(ROOT / "sample_papers" / "02_crss_single_crystals.pdf")
    assert res.status == "skipped" and "graphs were missing" in res.error
    assert ing.store.counts() == before
    assert ing.registry.get(pid).meta["n_measurements"] > 0


def test_rejecting_a_passage_only_one_matid_used_removes_it(ing):
    only = ing.store.query("MATCH (m:MatID)-[:DESCRIBED_BY]->(p:Passage) WITH p, count(m) AS k, min(m.id) AS matid"
                           " WHERE k = 1 RETURN p.id AS pid, matid LIMIT 1")
    pid, matid = only[0]["pid"], only[0]["matid"]
    n = ing.store.counts()["Passage"]
    curation.reject_link(ing, matid, pid)
    assert not ing.store.query("MATCH (p:Passage {id: $id}) RETURN p.id AS id", {"id": pid})
    assert ing.store.counts()["Passage"] == n - 1


def test_merge_two_matids(ing):
    ents = {e["matid"] for e in paper_entities(ing.store)}
    assert "comp:Co25Cr25Fe25Ni25" in ents
    curation.merge_matids(ing, "comp:Co25Cr25Fe25Ni25", CRCONI)
    assert matid_detail(ing.store, "comp:Co25Cr25Fe25Ni25") is None
    assert "CoCrFeNi" in matid_detail(ing.store, CRCONI)["aliases"]
    assert ing.registry.merges() == {"comp:Co25Cr25Fe25Ni25": CRCONI}


@pytest.mark.parametrize("cypher", [
    "CREATE (:MatID {id: 'x'})", "MATCH (m:MatID) SET m.name = 'x'", "MATCH (m) DETACH DELETE m",
    "MERGE (a:MatID {id: 'y'})", "match (m:MatID) remove m.name", "DROP TABLE MatID",
    "MATCH (m) RETURN m; MATCH (n) DELETE n", "COPY MatID FROM 'x.csv'", "CALL create_fts_index('a','b',['c'])",
])
def test_console_refuses_writes(cypher):
    with pytest.raises(ReadOnlyError):
        check_read_only(cypher)


def test_console_reads_and_stops_long_queries(ing):
    rows = ing.store.read_query("MATCH (m:MatID) WHERE m.name CONTAINS 'CREATE' OR m.type = 'composition' "
                                "RETURN m.id AS id LIMIT 5")
    assert rows and all("id" in r for r in rows)
    with pytest.raises(GraphStoreError, match="stopped"):
        ing.store.read_query("MATCH (a:DocEntity), (b:DocEntity), (c:DocEntity) WHERE a.id + b.id + c.id = 'zzz' "
                             "RETURN count(*) AS n", timeout_s=0.5)
    assert ing.store.query("MATCH (m:MatID) RETURN count(m) AS n")[0]["n"] > 0   # still usable


def test_cli_entities_and_graph_stats(corpus_copy):
    from core.graph import ladybug_store
    ladybug_store.close_all()
    env = {**os.environ, "GRAG_DATA_DIR": str(corpus_copy)}
    stats = subprocess.run([sys.executable, "-m", "core", "graph", "stats"], cwd=ROOT, env=env, capture_output=True,
                           text=True, timeout=300)
    assert stats.returncode == 0, stats.stderr
    s = json.loads(stats.stdout)
    assert s["grag_graph"]["nodes"]["Measurement"] > 50 and s["document_graph"]["nodes"]["DocEntity"] > 100
    listing = json.loads(subprocess.run([sys.executable, "-m", "core", "list"], cwd=ROOT, env=env,
                                        capture_output=True, text=True, timeout=300).stdout)
    pid = next(p["paper_id"] for p in listing if p["filename"].startswith("02_"))
    out = subprocess.run([sys.executable, "-m", "core", "entities", pid], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    ents = {e["matid"]: e for e in json.loads(out.stdout)}
    assert CANTOR in ents and any(m["value"] == 175.0 for m in ents[CANTOR]["measurements"])
    bad = subprocess.run([sys.executable, "-m", "core", "graph", "query", "MATCH (m) DELETE m"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=300)
    assert bad.returncode == 2 and "read-only" in bad.stderr


@pytest.mark.slow
def test_cli_health_checks_every_backend(corpus_copy):
    from core.graph import ladybug_store
    ladybug_store.close_all()
    env = {**os.environ, "GRAG_DATA_DIR": str(corpus_copy)}
    out = subprocess.run([sys.executable, "-m", "core", "health"], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    checks = {h["component"]: h for h in json.loads(out.stdout)}
    assert set(checks) == {"LLM", "Embeddings", "Graph store", "Knowledge base"} and all(h["ok"] for h in checks.values())
    assert "Measurement" in checks["Graph store"]["detail"]


def test_a_graph_file_of_the_older_layout_is_rebuilt_from_the_stored_chunks(corpus_copy, embedder):
    """Before relationships moved their text to evidence nodes, the graph file grew with the square of the papers.
    Opening such a file replaces it by the new layout and rebuilds every processed paper's graphs."""
    import ladybug

    from core.graph import ladybug_store
    settings = make_settings(corpus_copy)
    before = Ingestor(settings, embedder=embedder).store.counts()
    ladybug_store.close_all()
    path = settings.graph_path
    path.unlink()
    db = ladybug.Database(str(path))
    conn = ladybug.Connection(db)
    for stmt in ("CREATE NODE TABLE MatID(id STRING PRIMARY KEY, name STRING)",
                 "CREATE NODE TABLE Chunk(id STRING PRIMARY KEY, text STRING)",
                 "CREATE REL TABLE MENTIONED_IN(FROM MatID TO Chunk, surface STRING, sentence STRING)"):
        conn.execute(stmt)
    conn.close()
    db.close()
    after = Ingestor(settings, embedder=embedder).store.counts()
    assert after["Paper"] == before["Paper"] > 0
    for key in ("Chunk", "MatID", "Measurement", "MentionEvidence", "RelatedEvidence", "DocRelEvidence", "MENTIONED_IN",
                "RELATED", "DOC_REL", "HAS_PROPERTY"):
        assert after[key] == before[key] > 0, key
