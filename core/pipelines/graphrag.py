"""Graph RAG on the document graph, as the G-RAG paper's Appendix A.1 describes.

Keywords K(q) are the lemmas of the question's tokens whose part of speech is NOUN, PROPN, ADJ or VERB
and whose length exceeds l_min; the nodes and relationships whose lower-cased text contains a keyword
are selected, at most N_max nodes and R_max relationships (set from the context budget), rarer and more
keywords first; their text is the graph part of the context (a quarter of the budget). The chunks that
mention a node holding a keyword are the candidate source chunks, ranked by the keywords they cover
fused with the shared dense/BM25 chunk search; they fill the rest of the budget.
"""
from __future__ import annotations

import math
from collections import Counter

from ..matid.extract import nlp
from .base import Context, Params, Pipeline, Retrieval, register
from .naive import chunk_contexts, vector_search
from .search import rrf

KEYWORD_POS = {"NOUN", "PROPN", "ADJ", "VERB"}
COVERAGE_WEIGHT = 0.5     # the graph's keyword coverage, fused with dense and BM25 rankings of weight 1


def keywords(question: str, l_min: int = 3) -> list[str]:
    """K(q): lower-cased lemmas of NOUN/PROPN/ADJ/VERB tokens longer than l_min, in order, once each."""
    out: list[str] = []
    for tok in nlp()(question):
        lemma = tok.lemma_.lower().strip()
        if tok.pos_ in KEYWORD_POS and len(lemma) > l_min and lemma not in out:
            out.append(lemma)
    return out


def select(store, kws: list[str], n_max: int, r_max: int) -> tuple[list[tuple[str, float]], list[dict]]:
    """Nodes and relationships whose lower-cased text contains a keyword, capped. Those holding more of the
    keywords, and rarer ones, come first: a keyword's weight is log(1 + N/df), df the number of nodes (or
    relationships) holding it, so a formula or a specific term outranks 'alloy' matched in every phrase."""
    node_kws: dict[str, list[str]] = {}
    rel_hits: dict[tuple, dict] = {}
    node_df: Counter = Counter()
    rel_df: Counter = Counter()
    for k in kws:
        for r in store.query("MATCH (e:DocEntity) WHERE e.id CONTAINS $k RETURN e.id AS id", {"k": k}):
            node_kws.setdefault(r["id"], []).append(k)
            node_df[k] += 1
        for r in store.query("MATCH (a:DocEntity)-[r:DOC_REL]->(b:DocEntity) WHERE a.id CONTAINS $k OR b.id CONTAINS $k"
                             " OR r.type CONTAINS $k RETURN a.id AS src, r.type AS type, b.id AS dst,"
                             " r.chunk_id AS chunk_id, r.sentence AS sentence", {"k": k}):
            key = (r["src"], r["type"], r["dst"], r["chunk_id"])
            rel_hits.setdefault(key, {**r, "kws": []})["kws"].append(k)
            rel_df[k] += 1
    n_nodes = max(1, len(node_kws))
    n_rels = max(1, len(rel_hits))
    node_score = {n: sum(math.log(1 + n_nodes / node_df[k]) for k in ks) for n, ks in node_kws.items()}
    nodes = sorted(node_score.items(), key=lambda kv: (-kv[1], len(kv[0])))[:n_max]
    for r in rel_hits.values():
        r["hits"] = sum(math.log(1 + n_rels / rel_df[k]) for k in r.pop("kws"))
    rels = sorted(rel_hits.values(), key=lambda r: (-r["hits"], r["src"], r["type"], r["dst"], r["chunk_id"] or ""))[:r_max]
    return nodes, rels


def chunk_coverage(store, kws: list[str]) -> dict[str, float]:
    """The chunks that mention a node holding a keyword, scored by the keywords they cover: each covered
    keyword adds log(1 + C/df), C the number of such chunks and df those covering that keyword, so a chunk
    whose phrases name the question's rarer concepts, and more of them, comes first."""
    per_kw: dict[str, set[str]] = {}
    for k in kws:
        per_kw[k] = {r["c"] for r in store.query("MATCH (e:DocEntity)-[:DOC_MENTIONED_IN]->(c:Chunk)"
                                                  " WHERE e.id CONTAINS $k RETURN DISTINCT c.id AS c", {"k": k})}
    n = max(1, len(set().union(*per_kw.values())) if per_kw else 1)
    score: Counter = Counter()
    for k, chunks in per_kw.items():
        for c in chunks:
            score[c] += math.log(1 + n / len(chunks))
    return dict(score)


@register
class GraphRAG(Pipeline):
    name = "graph"
    label = "Graph RAG"
    description = "question keywords matched to the document graph's entities, their relationships and chunks"
    default = True
    order = 20

    def retrieve(self, question: str, params: Params) -> Retrieval:
        kws = keywords(question, params.l_min)
        store = self.env.store
        nodes, rels = select(store, kws, params.nodes_cap, params.rels_cap)
        elements = [{"id": n, "label": "DocEntity", "text": n} for n, _ in nodes]
        elements += [{"id": f"{r['src']}|{r['type']}|{r['dst']}", "label": "DOC_REL",
                      "text": f"{r['src']} —{r['type']}→ {r['dst']}"} for r in rels]
        contexts: list[Context] = []
        if nodes:
            contexts.append(Context("Entities: " + "; ".join(n for n, _ in nodes), 1.0, "entity"))
        for r in rels:
            contexts.append(Context(f"{r['src']} —{r['type']}→ {r['dst']}", r["hits"] / max(1e-9, rels[0]["hits"]), "relation",
                                    chunk_id=r["chunk_id"]))
        # the chunks the graph points to: every chunk with a phrase that holds a keyword (and those of the
        # selected relationships), those covering more (and rarer) keywords, closer to the question and
        # sharing more of its words first (the three rankings fused as the other pipelines fuse theirs)
        coverage = chunk_coverage(store, kws)
        for r in rels:
            coverage.setdefault(r["chunk_id"], 0.0)
        ranked: list[str] = []
        score: dict[str, float] = {}
        if coverage:
            # ties broken by id: a set's order changes from one process to the next (hash seeds)
            rankings = [sorted(coverage, key=lambda cid: (-coverage[cid], cid)),
                        [cid for cid, _ in vector_search(self.env, question, len(coverage), set(coverage))]]
            if params.chunk_search == "hybrid":
                sparse = self.env.sparse()
                rankings.append([cid for cid, _ in sparse.search(question, sparse.n_docs) if cid in coverage])
            score = rrf(rankings, [COVERAGE_WEIGHT] + [1.0] * (len(rankings) - 1))
            ranked = sorted(score, key=lambda cid: (-score[cid], cid))
        contexts += chunk_contexts(self.env, ranked, score)
        # relation lines cite their chunk
        titles = self.env.paper_titles()
        by_chunk = {c.chunk_id: c for c in self.env.registry.chunks(ids=[r["chunk_id"] for r in rels])} if rels else {}
        for c in contexts:
            if c.kind == "relation" and c.chunk_id in by_chunk:
                ch = by_chunk[c.chunk_id]
                c.paper_id, c.paper, c.pages = ch.paper_id, titles.get(ch.paper_id, ""), ch.pages
        # node and relationship text first, within a quarter of the budget; the source chunks fill the rest
        graph_part = self.fit([c for c in contexts if c.kind in ("entity", "relation")], params.context_budget // 4,
                              question)
        used = sum(c.tokens for c in graph_part)
        chunk_part = self.fit([c for c in contexts if c.kind not in ("entity", "relation")],
                              params.context_budget - used, question)
        return Retrieval(graph_part + chunk_part, elements,
                         [f"keywords K(q) = {kws}", f"N_max = {params.nodes_cap}, R_max = {params.rels_cap}",
                          f"{len(nodes)} nodes and {len(rels)} relationships selected"])
