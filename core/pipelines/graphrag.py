"""Graph RAG on the document graph, as the G-RAG paper's Appendix A.1 describes.

Keywords K(q) are the lemmas of the question's tokens whose part of speech is NOUN, PROPN, ADJ or VERB
and whose length exceeds l_min; the nodes and relationships whose lower-cased text contains a keyword
are selected, at most N_max nodes and R_max relationships (set from the context budget); their text,
and the chunks they come from, are the context.
"""
from __future__ import annotations

from collections import Counter

from ..matid.extract import nlp
from .base import Context, Params, Pipeline, Retrieval, register
from .naive import chunk_contexts, vector_search
from .search import rrf

KEYWORD_POS = {"NOUN", "PROPN", "ADJ", "VERB"}


def keywords(question: str, l_min: int = 3) -> list[str]:
    """K(q): lower-cased lemmas of NOUN/PROPN/ADJ/VERB tokens longer than l_min, in order, once each."""
    out: list[str] = []
    for tok in nlp()(question):
        lemma = tok.lemma_.lower().strip()
        if tok.pos_ in KEYWORD_POS and len(lemma) > l_min and lemma not in out:
            out.append(lemma)
    return out


def select(store, kws: list[str], n_max: int, r_max: int) -> tuple[list[tuple[str, int]], list[dict]]:
    """Nodes and relationships whose lower-cased text contains a keyword, most keywords first, capped."""
    node_hits: Counter = Counter()
    rel_hits: dict[tuple, dict] = {}
    for k in kws:
        for r in store.query("MATCH (e:DocEntity) WHERE e.id CONTAINS $k RETURN e.id AS id", {"k": k}):
            node_hits[r["id"]] += 1
        for r in store.query("MATCH (a:DocEntity)-[r:DOC_REL]->(b:DocEntity) WHERE a.id CONTAINS $k OR b.id CONTAINS $k"
                             " OR r.type CONTAINS $k RETURN a.id AS src, r.type AS type, b.id AS dst,"
                             " r.chunk_id AS chunk_id, r.sentence AS sentence", {"k": k}):
            key = (r["src"], r["type"], r["dst"], r["chunk_id"])
            rel_hits.setdefault(key, {**r, "hits": 0})["hits"] += 1
    nodes = sorted(node_hits.items(), key=lambda kv: (-kv[1], len(kv[0])))[:n_max]
    rels = sorted(rel_hits.values(), key=lambda r: -r["hits"])[:r_max]
    return nodes, rels


@register
class GraphRAG(Pipeline):
    name = "graph"
    label = "Graph RAG"

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
            contexts.append(Context(f"{r['src']} —{r['type']}→ {r['dst']}", r["hits"] / max(1, len(kws)), "relation",
                                    chunk_id=r["chunk_id"]))
        # the chunks the selected nodes and relationships come from, most selected elements first
        chunk_votes: Counter = Counter()
        names = [n for n, _ in nodes]
        if names:
            for row in store.query("MATCH (e:DocEntity)-[:DOC_MENTIONED_IN]->(c:Chunk) WHERE e.id IN $ids"
                                   " RETURN c.id AS chunk_id, count(e) AS n", {"ids": names}):
                chunk_votes[row["chunk_id"]] += row["n"]
        for r in rels:
            chunk_votes[r["chunk_id"]] += 1
        # among the chunks the graph points to: those with more selected elements, closer to the question
        # and sharing more of its words first (the three rankings fused as the other pipelines fuse theirs)
        ranked: list[str] = []
        score: dict[str, float] = {}
        if chunk_votes:
            by_votes = [cid for cid, _ in chunk_votes.most_common()]
            rankings = [by_votes, [cid for cid, _ in vector_search(self.env, question, len(chunk_votes), set(chunk_votes))]]
            if params.chunk_search == "hybrid":
                sparse = self.env.sparse()
                rankings.append([cid for cid, _ in sparse.search(question, sparse.n_docs) if cid in chunk_votes])
            score = rrf(rankings)
            ranked = sorted(score, key=lambda cid: -score[cid])
        contexts += chunk_contexts(self.env, ranked, score)
        # relation lines cite their chunk
        titles = self.env.paper_titles()
        by_chunk = {c.chunk_id: c for c in self.env.registry.chunks(ids=[r["chunk_id"] for r in rels])} if rels else {}
        for c in contexts:
            if c.kind == "relation" and c.chunk_id in by_chunk:
                ch = by_chunk[c.chunk_id]
                c.paper_id, c.paper, c.pages = ch.paper_id, titles.get(ch.paper_id, ""), ch.pages
        # node and relationship text first, within a third of the budget; the source chunks fill the rest
        graph_part = self.fit([c for c in contexts if c.kind in ("entity", "relation")], params.context_budget // 3,
                              question)
        used = sum(c.tokens for c in graph_part)
        chunk_part = self.fit([c for c in contexts if c.kind not in ("entity", "relation")],
                              params.context_budget - used, question)
        return Retrieval(graph_part + chunk_part, elements,
                         [f"keywords K(q) = {kws}", f"N_max = {params.nodes_cap}, R_max = {params.rels_cap}",
                          f"{len(nodes)} nodes and {len(rels)} relationships selected"])
