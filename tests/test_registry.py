"""The document registry through the ingest pipeline: dedupe, delete, resume, independence."""
from __future__ import annotations

import pytest

from core.graph import get_graph_store
from core.ingest import Ingestor


def test_same_pdf_twice_is_ingested_once(ingestor, samples):
    first = ingestor.ingest_file(samples[0])
    again = ingestor.ingest_file(samples[0])
    assert first.status == "processed" and again.status == "skipped"
    assert "already ingested" in again.error
    assert len(ingestor.registry.list_papers()) == 1
    assert len(ingestor.registry.chunks()) == first.n_chunks


def test_delete_removes_everything_derived(ingestor, samples):
    a = ingestor.ingest_file(samples[0])
    b = ingestor.ingest_file(samples[1])
    folder = ingestor.paper_dir(a.paper_id)
    assert (folder / "original.pdf").exists()
    assert ingestor.delete(a.paper_id)
    assert ingestor.registry.get(a.paper_id) is None
    assert ingestor.registry.chunks(a.paper_id) == [] and ingestor.registry.tables(a.paper_id) == []
    assert ingestor.registry.pages(a.paper_id) == []
    assert not folder.exists()
    assert ingestor.store.query("MATCH (c:Chunk {paper_id: $p}) RETURN count(c) AS n", {"p": a.paper_id})[0]["n"] == 0
    assert ingestor.store.query("MATCH (p:Paper {id: $p}) RETURN count(p) AS n", {"p": a.paper_id})[0]["n"] == 0
    # the other paper is untouched
    assert len(ingestor.registry.chunks(b.paper_id)) == b.n_chunks
    ids, vecs = ingestor.registry.embeddings()
    assert len(ids) == b.n_chunks and vecs.shape == (b.n_chunks, 384)
    assert not ingestor.delete(a.paper_id)


class Interrupt(BaseException):
    """Stands for a killed process (BaseException, so the pipeline does not catch it)."""


def test_resume_after_an_interrupted_run(settings, embedder, samples):
    def stop_at_index(name, stage, frac, msg):
        if stage == "index":
            raise Interrupt()

    ing = Ingestor(settings, embedder=embedder)
    with pytest.raises(Interrupt):
        ing.ingest_paths(samples[:1], stop_at_index)
    paper = ing.registry.list_papers()[0]
    assert paper.status == "processing" and paper.stage == "index"

    # a new process picks it up: nothing duplicated, the same result as a clean run
    ing2 = Ingestor(settings, embedder=embedder, store=ing.store)
    resumed = ing2.resume()
    assert [r.status for r in resumed] == ["processed"]
    chunks = ing2.registry.chunks(paper.paper_id)
    assert len(chunks) == resumed[0].n_chunks == len({c.chunk_id for c in chunks})
    n_graph = ing2.store.query("MATCH (c:Chunk {paper_id: $p}) RETURN count(c) AS n", {"p": paper.paper_id})
    assert n_graph[0]["n"] == len(chunks)
    assert ing2.resume() == []          # nothing left to resume


def test_adding_a_paper_leaves_the_others_alone(ingestor, samples):
    a = ingestor.ingest_file(samples[0])
    before = ingestor.registry.get(a.paper_id)
    chunks_before = [c.to_dict() for c in ingestor.registry.chunks(a.paper_id)]
    ingestor.ingest_file(samples[2])
    assert ingestor.registry.get(a.paper_id).updated_at == before.updated_at
    assert [c.to_dict() for c in ingestor.registry.chunks(a.paper_id)] == chunks_before


def test_graph_store_holds_papers_and_chunks(corpus_copy, samples):
    from .conftest import make_settings
    store = get_graph_store(make_settings(corpus_copy))
    counts = store.counts()
    assert counts["Paper"] == len(samples)
    assert counts["Chunk"] == counts["HAS_CHUNK"] > 4 * len(samples)
    tables = store.query("MATCH (p:Paper)-[:HAS_CHUNK]->(c:Chunk {kind: 'table'}) RETURN p.title AS t, c.table_id AS id")
    assert {r["id"] for r in tables} >= {"T1", "T2"}


def test_a_vision_server_that_is_down_does_not_fail_the_paper(tmp_path, embedder, samples):
    from .conftest import make_settings
    s = make_settings(tmp_path / "data", vlm_base_url="http://127.0.0.1:9/v1", vlm_model="llava",
                      llm_timeout_s=3)
    ing = Ingestor(s, embedder=embedder)
    r = ing.ingest_file(samples[0])
    assert r.status == "processed" and r.n_figures == 1
    fig = ing.registry.figures(r.paper_id)[0]
    assert fig.description == "" and fig.caption.startswith("Fig. 1.")
    assert (ing.paper_dir(r.paper_id) / fig.image_path).stat().st_size > 10_000


def test_a_library_made_before_figure_words_opens_and_keeps_them(tmp_path):
    import sqlite3

    from core.models import FigureData, ParsedPaper
    from core.registry import Registry
    db = sqlite3.connect(tmp_path / "registry.db")
    db.execute("CREATE TABLE figures (paper_id TEXT NOT NULL, figure_id TEXT NOT NULL, number INTEGER NOT NULL,"
               " page INTEGER NOT NULL, caption TEXT NOT NULL, image_path TEXT NOT NULL, description TEXT NOT NULL,"
               " PRIMARY KEY (paper_id, figure_id))")
    db.execute("INSERT INTO figures VALUES ('p1','F1',1,2,'Fig. 1. Old.','figures/figure_1.png','')")
    db.commit()
    db.close()
    reg = Registry(tmp_path / "registry.db")
    assert reg.figures("p1")[0].words == ""
    reg.save_parsed("p2", ParsedPaper("t", "", 1, ["x"], [], figures=[
        FigureData("F1", 1, 1, "Fig. 1. New.", words="300 400 | Temperature (K)")]))
    assert reg.figures("p2")[0].words == "300 400 | Temperature (K)"
