"""One contract for every graph backend (core.graph.BACKENDS): what ingestion writes, what the named queries of
core/graph/queries.py read back, read-only refusal, and a delete that leaves nothing behind. LadybugDB always runs
it; Neo4j runs it when GRAG_TEST_NEO4J_URI (and GRAG_TEST_NEO4J_PASSWORD) name a server whose database may be
emptied."""
from __future__ import annotations

import os

import pytest

from core.graph import BACKENDS, queries
from core.graph.base import ReadOnlyError
from core.ingest import Ingestor

from .conftest import make_settings

CANTOR = "comp:Co20Cr20Fe20Mn20Ni20"


def _settings(name: str, tmp_path):
    if name == "neo4j":
        uri = os.environ.get("GRAG_TEST_NEO4J_URI")
        if not uri:
            pytest.skip("set GRAG_TEST_NEO4J_URI to run the contract against a Neo4j server")
        return make_settings(tmp_path / "data", graph_backend="neo4j", neo4j_uri=uri,
                             neo4j_password=os.environ.get("GRAG_TEST_NEO4J_PASSWORD", "password"))
    return make_settings(tmp_path / "data", graph_backend=name)


@pytest.fixture(params=sorted(BACKENDS))
def ingestor(request, tmp_path, embedder):
    ing = Ingestor(_settings(request.param, tmp_path), embedder=embedder)
    with ing.store.session(write=True):                   # a server's database may hold an earlier run
        ing.store.query("MATCH (n) DETACH DELETE n")
    yield ing
    ing.store.close()


def test_backend_contract(ingestor, samples):
    r = ingestor.ingest_file(samples[0])
    assert r.status == "processed", r.error
    store, chunk_ids = ingestor.store, {c.chunk_id for c in ingestor.registry.chunks(r.paper_id)}
    with store.session():
        counts = store.counts()
        assert counts["Paper"] == 1 and counts["Chunk"] == r.n_chunks == len(chunk_ids)
        assert counts["MatID"] > 10 and counts["Measurement"] > 5 and counts["DocEntity"] > 10
        # the named queries read what was written, and every chunk they name is one of the paper's
        assert queries.measurements_of(store, CANTOR, "hall_petch_slope")
        assert set(queries.chunks_mentioning(store, [CANTOR])) <= chunk_ids
        assert queries.chunks_mentioning(store, [CANTOR])
        names = queries.matid_names(store, [CANTOR])
        assert "CrMnFeCoNi" in names[CANTOR][1] or "CoCrFeMnNi" in names[CANTOR][1]
        assert queries.passages_of(store, [CANTOR])
        assert queries.measured_properties(store).get("hall_petch_slope")      # {unit: count}
        mentions = queries.doc_mentions(store, chunk_ids=sorted(chunk_ids))
        assert mentions and {m["c"] for m in mentions} <= chunk_ids
        entities = sorted({m["e"] for m in mentions})[:20]
        assert queries.mention_counts(store, entities) and set(queries.mention_counts(store, entities)) <= chunk_ids
        assert [m["c"] for m in queries.doc_mentions(store, entity_ids=entities)]
        rels = queries.doc_relations(store, sorted(chunk_ids))
        assert rels and {x["chunk_id"] for x in rels} <= chunk_ids and all(x["sentence"] and x["type"] for x in rels)
        related = store.query("MATCH (a:MatID)-[:RELATED]->(b:MatID) RETURN a.id AS a, b.id AS b")
        assert counts["RELATED"] == len(related) > 0
        among = queries.relations_among(store, sorted({related[0]["a"], related[0]["b"]}), limit=50)
        assert among and all(x["t"] and x["s"] and x["chunk"] in chunk_ids for x in among)
        assert [x["w"] for x in among] == sorted((x["w"] for x in among), reverse=True)
        detail = queries.matid_detail(store, CANTOR)
        assert detail["mentions"] and all(m["sentence"] and m["chunk_id"] in chunk_ids for m in detail["mentions"])
        assert any(e["surfaces"] for e in queries.paper_entities(store, r.paper_id))
        assert len(queries.measurement_rows(store)) == counts["Measurement"]
    with pytest.raises(ReadOnlyError):
        store.read_query("CREATE (:Paper {id: 'x'})")
    if store.name == "neo4j":                   # the same graph, from LlamaIndex
        from llama_index.graph_stores.neo4j import Neo4jPropertyGraphStore
        assert isinstance(store.graph, Neo4jPropertyGraphStore)
        assert store.graph.structured_query("MATCH (p:Paper) RETURN count(p) AS n") == [{"n": 1}]
    ingestor.delete(r.paper_id)
    with store.session():
        left = store.counts()
    assert {k: v for k, v in left.items() if v and k != "Passage"} == {}, left


def test_neo4j_goes_through_llamaindex_and_says_when_the_server_cannot_be_reached(tmp_path):
    """No server listens on the port: the store is made (the dashboard starts), its first query says what is wrong,
    within seconds, and the health check reports it."""
    import socket
    import time

    from core.graph import GraphStoreError, get_graph_store
    from core.health import check_graph
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]                    # free once the socket is closed
    settings = make_settings(tmp_path / "data", graph_backend="neo4j", neo4j_uri=f"bolt://127.0.0.1:{port}")
    store = get_graph_store(settings)
    t = time.perf_counter()
    with pytest.raises(GraphStoreError, match=f"Neo4j at bolt://127.0.0.1:{port} cannot be reached"):
        store.counts()
    assert time.perf_counter() - t < 30
    health = check_graph(settings)
    assert not health.ok and "cannot be reached" in health.detail and health.backend.startswith("neo4j")
