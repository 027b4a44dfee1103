"""The registry and the pipelines of the literature (traversal, HyDE, dual-level keywords) on the sample
corpus, with the real embedding model, graph database and (for the three that call it) embedded LLM."""
from __future__ import annotations

import subprocess
import sys

import pytest

from core.ingest import Ingestor
from core.pipelines import GRAPH_ANSWER, PIPELINES, Env, Params, evaluation_names, indexes_of, label, names
from core.pipelines.lightrag import fallback_keywords, parse_keywords
from core.pipelines.traversal import MAX_SENTENCES, parse_choice

from .conftest import ROOT, make_settings

TABLE_Q = "According to Table 1, what is the CRSS of CrMnFeCoNi single crystals in tension at 77 K?"
FAST = Params(top_k=4, context_budget=450, max_answer_tokens=40)
NO_LLM_TRAVERSALS = ["basic_retrieval", "query_traversal", "kg_traversal", "triangulation_average",
                     "triangulation_geometric_3d", "triangulation_fulldim"]


@pytest.fixture(scope="module")
def env(corpus_dir, embedder, tmp_path_factory):
    """A private copy of the sample corpus (the last test deletes a paper)."""
    import shutil

    from core.graph import ladybug_store
    ladybug_store.close_all()
    data = tmp_path_factory.mktemp("more") / "data"
    shutil.copytree(corpus_dir, data)
    return Env(Ingestor(make_settings(data, summaries="extractive"), embedder=embedder))


@pytest.mark.slow
def test_the_registry_is_the_one_list():
    assert names(default_only=True) == ["naive", "graph", "grag"]
    assert {"hyde", "raptor", "lightrag", "academicrag", "community_local", "community_global", "llm_guided_traversal",
            *NO_LLM_TRAVERSALS} <= set(names())
    for n in names():
        cls = PIPELINES[n]
        assert cls.label and cls.description and cls.name == n
    assert evaluation_names()[-1] == GRAPH_ANSWER and label("naive@dense") == "Naive RAG (dense)"
    assert [i.name for i in indexes_of(["naive", "kg_traversal", "lightrag"])] == ["traversal", "lightrag"]
    assert [i.name for i in indexes_of(["community_local", "lightrag"])] == ["lightrag", "communities"]   # needed first
    # the CLI's choices come from the registry
    out = subprocess.run([sys.executable, "-m", "core", "ask", "--help"], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0 and "triangulation_fulldim" in out.stdout and "hyde" in out.stdout


@pytest.mark.parametrize("name", NO_LLM_TRAVERSALS)
def test_each_traversal_finds_the_table_value_and_returns_its_path(env, name):
    ret = PIPELINES[name](env).retrieve(TABLE_Q, FAST)
    text = "\n".join(c.text for c in ret.contexts)
    assert "175" in text, text[:500]
    assert all(c.paper and c.pages for c in ret.contexts)               # every sentence keeps its citation
    windows = [e for e in ret.graph_elements if e["label"] == "Window"]
    hops = [e for e in ret.graph_elements if e["label"] == "NEXT_HOP"]
    assert [w["hop"] for w in windows] == list(range(len(windows))) and len(hops) == len(windows) - 1
    # every algorithm starts at the same anchor: the window most similar to the question
    anchor = PIPELINES["basic_retrieval"](env).retrieve(TABLE_Q, FAST).graph_elements[0]["id"]
    assert windows[0]["id"] == anchor
    n_sentences = int(ret.notes[0].split(", ")[1].split()[0])
    assert 0 < n_sentences <= MAX_SENTENCES


def test_raptor_clusters_summarises_and_searches_the_collapsed_tree(env):
    import numpy as np

    from core.pipelines.raptor import INDEX, clusters
    rng = np.random.default_rng(0)
    blobs = np.vstack([rng.normal(c, 0.05, (6, 12)) for c in (0.0, 1.0, -1.0)])
    groups = clusters(blobs)
    assert len(groups) == 3 and sorted(i for g in groups for i in g) == list(range(18))
    ret = PIPELINES["raptor"](env).retrieve(TABLE_Q, FAST)
    parts, _ = INDEX.load(env)
    assert all(len(a["texts"]) >= 1 for a in parts.values())          # every paper has a tree
    assert "175" in "\n".join(c.text for c in ret.contexts)
    for c in ret.contexts:
        assert c.paper and c.pages                                     # a summary cites its chunks' pages


def test_leiden_is_deterministic_and_finds_the_two_groups():
    from core.pipelines.communities import leiden
    clique = lambda vs: {(a, b): 1.0 for i, a in enumerate(vs) for b in vs[i + 1:]}  # noqa: E731
    edges = {**clique([0, 1, 2, 3]), **clique([4, 5, 6, 7]), (3, 4): 0.2}
    first = leiden(8, edges)
    assert first == leiden(8, edges)                                   # the same partition every time (seed 0)
    assert len(set(first[:4])) == 1 and len(set(first[4:])) == 1 and first[0] != first[4]


def test_shortest_path_subgraph_joins_the_matched_nodes():
    import networkx as nx

    from core.pipelines.academicrag import shortest_path_subgraph
    g = nx.Graph([("a", "b"), ("b", "c"), ("c", "d"), ("a", "x"), ("x", "y"), ("y", "z"), ("z", "d"), ("q", "r")])
    nodes, edges = shortest_path_subgraph(g, ["a", "d", "q"])
    assert nodes == {"a", "b", "c", "d", "q"}                          # the 3-hop path, not the 4-hop one; q alone
    assert edges == {("a", "b"), ("b", "c"), ("c", "d")}
    assert shortest_path_subgraph(g, ["a", "d"], max_len=2) == ({"a", "d"}, set())


def test_community_local_search_gives_reports_relations_and_chunks(env):
    ret = PIPELINES["community_local"](env).retrieve(TABLE_Q, FAST)
    kinds = [c.kind for c in ret.contexts]
    assert "community" in kinds and "175" in "\n".join(c.text for c in ret.contexts)
    assert any(e["label"] == "Community" for e in ret.graph_elements) and ret.notes[0].startswith("entities:")
    assert sum(c.tokens for c in ret.contexts) <= FAST.context_budget


def test_llm_replies_are_parsed_or_replaced():
    assert parse_choice('{"choice": 2, "reasoning": "x"}', 5) == 1
    assert parse_choice('{"choice": "stop"}', 5) == "stop"
    assert parse_choice('I pick {"choice": 9}', 5) is None and parse_choice("chunk three", 5) is None
    assert parse_keywords('{"high_level_keywords": ["strength"], "low_level_keywords": ["CrCoNi", "77 K"]}') == \
        (["strength"], ["CrCoNi", "77 K"])
    assert parse_keywords("yield strength, CrCoNi") is None
    high, low = fallback_keywords("What is the yield strength of CrMnFeCoNi at 77 K?")
    assert "CrMnFeCoNi" in low and "77 K" in low and "yield strength" in high


@pytest.mark.slow
def test_the_pipelines_that_ask_the_llm_while_retrieving(env):
    """One real LLM call each (two to four hops for the LLM-guided traversal): the column says what the LLM
    did, and an invalid reply from the small model falls back instead of failing."""
    hyde = PIPELINES["hyde"](env).retrieve(TABLE_Q, FAST)
    assert hyde.contexts and hyde.notes[0].startswith(("hypothetical passage:", "the LLM wrote no passage"))
    dual = PIPELINES["lightrag"](env).retrieve(TABLE_Q, FAST)
    assert "CrMnFeCoNi single crystals" in dual.notes[0]                # the question's names are searched
    assert any(e["label"] == "DocEntity" for e in dual.graph_elements) and dual.contexts
    guided = PIPELINES["llm_guided_traversal"](env).retrieve(TABLE_Q, FAST)
    assert guided.contexts and guided.graph_elements[0]["hop"] == 0
    clue = PIPELINES["academicrag"](env).retrieve(TABLE_Q, FAST)
    assert clue.notes[0].startswith("clues:") and "CrMnFeCoNi single crystals" in clue.notes[1]
    assert "175" in "\n".join(c.text for c in clue.contexts) and all(c.paper for c in clue.contexts)
    glob = PIPELINES["community_global"](env).retrieve(TABLE_Q, FAST)
    assert glob.notes[0].startswith("map over communities") and glob.contexts
    assert all(c.kind == "community" and c.paper and c.pages for c in glob.contexts)
    from core.pipelines.summaries import llm_summary
    texts = ["The CRSS of CrMnFeCoNi in tension is 175 MPa at 77 K.", "At 293 K it is 53 MPa."]
    assert llm_summary(env, texts).strip()                              # RAPTOR's summary, by the LLM


def test_an_index_is_built_once_per_paper_and_follows_deletions(env):
    (idx,) = indexes_of(["kg_traversal"])
    idx.build(env)
    assert idx.missing(env) == []
    files = {f.name: f.stat().st_mtime_ns for f in idx.folder(env).glob("*.npz")}
    assert len(files) == len(env.registry.list_papers())
    victim = next(p.paper_id for p in env.registry.list_papers() if p.filename.startswith("04_"))
    env.ing.delete(victim)
    assert idx.build(env)["built"] == 0                                  # nothing rebuilt
    after = {f.name: f.stat().st_mtime_ns for f in idx.folder(env).glob("*.npz")}
    assert f"{victim}.npz" not in after and all(after[k] == files[k] for k in after)
