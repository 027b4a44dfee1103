"""A library made by a version before LadybugDB (issue 48): its graph is a Kùzu file, ``graph.kuzu``. The CLI and
the dashboard say what they do, build the LadybugDB graph from the stored papers once (progress per paper), with
the curation decisions, keep the earlier file aside until the user deletes it, and lose nothing of the papers.

``tests/data/earlier_version/graph.kuzu.gz`` is a real Kùzu 0.11.3 file with the previous version's schema and one
paper, made with ``kuzu==0.11.3`` (which this version does not install) from ``SCHEMA`` of
``core/graph/kuzu_store.py`` as it was before the move."""
from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
from pathlib import Path

from core.ingest import Ingestor

from .conftest import ROOT, make_settings

EARLIER = ROOT / "tests" / "data" / "earlier_version" / "graph.kuzu.gz"
MERGED, CANTOR = "comp:Co33.3Cr33.3Ni33.3", "comp:Co20Cr20Fe20Mn20Ni20"


def _cli(args, data: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "core", *args], cwd=ROOT, env={**os.environ, "GRAG_DATA_DIR": str(data)},
                          capture_output=True, text=True, timeout=900)


def _as_earlier_version(data: Path) -> bytes:
    """Turn a library into one an earlier version left: no LadybugDB file, a Kùzu file instead. Returns its bytes."""
    from core.graph import ladybug_store
    ladybug_store.close_all()
    for f in data.glob("graph.lbug*"):
        f.unlink()
    kuzu_file = gzip.decompress(EARLIER.read_bytes())
    (data / "graph.kuzu").write_bytes(kuzu_file)
    return kuzu_file


def _papers(data: Path) -> list:
    """What the library stores of its papers: records, chunks and vectors, and their files."""
    ing = Ingestor(make_settings(data))
    ids, vecs = ing.registry.embeddings()
    return [[(p.paper_id, p.filename, p.status, p.n_chunks) for p in ing.registry.list_papers()],
            [(c.chunk_id, c.text) for c in ing.registry.chunks()], ids, vecs.tolist(),
            sorted((str(f.relative_to(data)), f.stat().st_size) for f in (data / "papers").rglob("*") if f.is_file())]


def test_the_cli_builds_the_graph_of_an_earlier_versions_library_once_and_keeps_its_file(corpus_copy):
    from core.curation import merge_matids
    from core.graph import ladybug_store
    merge_matids(Ingestor(make_settings(corpus_copy)), MERGED, CANTOR)     # a curation decision to keep
    ladybug_store.close_all()
    before = _cli(["graph", "stats"], corpus_copy)
    assert before.returncode == 0, before.stderr[-1500:]
    kuzu_file = _as_earlier_version(corpus_copy)
    papers = _papers(corpus_copy)

    first = _cli(["graph", "stats"], corpus_copy)
    assert first.returncode == 0, first.stderr[-2000:]
    n = len(papers[0])
    assert "made by an earlier version" in first.stderr and f"its {n} stored paper(s)" in first.stderr
    assert first.stderr.count("rebuilding the graphs") == n                  # progress, paper by paper
    assert json.loads(first.stdout) == json.loads(before.stdout)              # the same graph, merge included
    kept = [p for p in corpus_copy.iterdir() if p.name.startswith("graph.kuzu.before-ladybug-")]
    assert len(kept) == 1 and kept[0].read_bytes() == kuzu_file and not (corpus_copy / "graph.kuzu").exists()
    assert f"kept as {kept[0]}" in first.stderr and "delete it" in first.stderr
    assert _papers(corpus_copy) == papers                                     # nothing of the papers lost

    again = _cli(["graph", "stats"], corpus_copy)                             # once: the next opening just opens
    assert again.returncode == 0 and "earlier version" not in again.stderr and "rebuilding" not in again.stderr
    assert json.loads(again.stdout) == json.loads(before.stdout)
    ing = Ingestor(make_settings(corpus_copy))
    assert ing.store.query("MATCH (m:MatID {id: $id}) RETURN m.id", {"id": MERGED}) == []     # still merged

    from core.health import check_graph
    health = check_graph(make_settings(corpus_copy))                         # says the earlier file is still there
    assert health.ok and str(kept[0]) in health.detail and "delete it" in health.detail


def test_an_upgrade_cut_short_starts_again_and_finishes(corpus_copy, embedder):
    """A process killed while it built the new graph leaves graph.kuzu under its name: the next opening builds the
    graph again from the beginning (what the killed one wrote is discarded)."""
    from core.graph.queries import graph_stats
    want = graph_stats(Ingestor(make_settings(corpus_copy), embedder=embedder).store)
    _as_earlier_version(corpus_copy)
    from core.graph import get_graph_store, ladybug_store
    half = get_graph_store(make_settings(corpus_copy))                       # what a cut-short upgrade leaves:
    half.query("CREATE (:Paper {id: 'half', title: 'x', doi: '', filename: 'x.pdf'})")     # a stray paper, no others
    ladybug_store.close_all()
    ing = Ingestor(make_settings(corpus_copy), embedder=embedder)
    said = []
    ing.notice = said.append
    assert graph_stats(ing.store) == want
    assert "earlier version" in said[0] and "kept as" in said[-1]


def test_the_dashboard_says_it_upgrades_an_earlier_versions_library_and_opens_it(corpus_copy, monkeypatch):
    from streamlit.testing.v1 import AppTest

    from core.settings import get_settings
    _as_earlier_version(corpus_copy)
    monkeypatch.setenv("GRAG_DATA_DIR", str(corpus_copy))
    get_settings.cache_clear()
    try:
        at = AppTest.from_file(str(ROOT / "Home.py"), default_timeout=600).run()
        assert not at.exception, at.exception
        said = " ".join(i.value for i in at.info)
        assert "made by an earlier version" in said and "kept as" in said and "delete it" in said
        health = at.dataframe[0].value.set_index("component")
        assert health.loc["Graph store", "status"] == "ok"
        assert "graph.kuzu.before-ladybug-" in health.loc["Graph store", "detail"]
        assert any(p.name.startswith("graph.kuzu.before-ladybug-") for p in corpus_copy.iterdir())
        metrics = {m.label: m.value for m in at.metric}
        assert int(metrics["Papers"]) == len(Ingestor(make_settings(corpus_copy)).registry.list_papers())
    finally:
        get_settings.cache_clear()


def test_settings_written_for_an_earlier_version_still_choose_the_embedded_graph(tmp_path, monkeypatch):
    from core.settings import Settings
    toml = tmp_path / "grag.toml"
    toml.write_text('graph_backend = "kuzu"\nkuzu_buffer_pool_mb = 256\n', encoding="utf-8")
    monkeypatch.setenv("GRAG_SETTINGS_FILE", str(toml))
    s = Settings(data_dir=tmp_path)
    assert (s.graph_backend, s.graph_buffer_pool_mb, s.graph_path.name) == ("ladybug", 256, "graph.lbug")
    monkeypatch.delenv("GRAG_SETTINGS_FILE")
    monkeypatch.setenv("GRAG_GRAPH_BACKEND", "kuzu")
    monkeypatch.setenv("GRAG_KUZU_BUFFER_POOL_MB", "128")
    s = Settings(data_dir=tmp_path)
    assert (s.graph_backend, s.graph_buffer_pool_mb) == ("ladybug", 128)
