"""Graph RAG on the document graph, as the G-RAG paper's Appendix A.1 describes.

Keywords K(q) are the lemmas of the question's tokens whose part of speech is NOUN, PROPN, ADJ or VERB
and whose length exceeds l_min; the nodes and relationships whose lower-cased text contains a keyword
are selected (answered from an in-memory word index of the document graph, ``TermIndex``, built per paper
and kept incremental like the other pipelines' indexes), at most N_max nodes and R_max relationships (set from
the context budget), rarer and more keywords first; their text is the graph part of the context (a quarter of the budget). The chunks that
mention a node holding a keyword are the candidate source chunks, ranked by the keywords they cover
fused with the shared dense/BM25 chunk search; they fill the rest of the budget.
"""
from __future__ import annotations

import math
from collections import Counter

import numpy as np

from ..graph import queries
from ..matid.parse import nlp
from .base import Context, Params, Pipeline, Retrieval, register
from .indexes import PaperIndex
from .naive import cite_chunks, iter_chunk_contexts, vector_search
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


def _paper_terms(env, paper_id: str) -> dict[str, np.ndarray]:
    """A paper's part of the document graph as Graph RAG reads it: which phrase each chunk mentions, and the
    relationships of its chunks."""
    ids = [c.chunk_id for c in env.registry.chunks(paper_id=paper_id)]
    mentions = queries.doc_mentions(env.store, chunk_ids=ids)
    rels = queries.doc_relations(env.store, ids)
    mentions.sort(key=lambda r: (r["c"], r["e"]))
    rels.sort(key=lambda r: (r["chunk_id"] or "", r["src"], r["type"], r["dst"]))
    col = lambda rows, k: np.array([r[k] or "" for r in rows], dtype=str)  # noqa: E731
    return {"mention_entity": col(mentions, "e"), "mention_chunk": col(mentions, "c"), "rel_src": col(rels, "src"),
            "rel_type": col(rels, "type"), "rel_dst": col(rels, "dst"), "rel_chunk": col(rels, "chunk_id"),
            "rel_sentence": col(rels, "sentence")}


TERMS = PaperIndex("docgraph_terms", _paper_terms, version="1", what="Graph RAG's word index of the document graph")


class TermIndex:
    """The document graph's phrases and relationships by the words they are written with. A keyword (one word,
    no space) is contained in a text exactly when it is contained in one of the text's words, so A.1's
    ``CONTAINS`` is answered by scanning the vocabulary of distinct words (thousands) instead of every phrase
    and relationship (hundreds of thousands at a thousand papers)."""

    def __init__(self, parts: dict[str, dict[str, np.ndarray]]):
        self.chunks_of: dict[str, set[str]] = {}
        self.rels: dict[tuple, dict] = {}
        for _, a in sorted(parts.items()):
            for e, c in zip(a["mention_entity"], a["mention_chunk"]):
                self.chunks_of.setdefault(str(e), set()).add(str(c))
            for i in range(len(a["rel_src"])):
                r = {"src": str(a["rel_src"][i]), "type": str(a["rel_type"][i]), "dst": str(a["rel_dst"][i]),
                     "chunk_id": str(a["rel_chunk"][i]) or None, "sentence": str(a["rel_sentence"][i])}
                self.rels.setdefault((r["src"], r["type"], r["dst"], r["chunk_id"]), r)
        self.node_words: dict[str, set[str]] = {}
        for e in self.chunks_of:
            for w in e.split():
                self.node_words.setdefault(w, set()).add(e)
        self.rel_words: dict[str, set[tuple]] = {}
        for key, r in self.rels.items():
            for w in {*r["src"].split(), *r["type"].split(), *r["dst"].split()}:
                self.rel_words.setdefault(w, set()).add(key)

    def nodes_containing(self, k: str) -> set[str]:
        return set().union(*(self.node_words[w] for w in self.node_words if k in w))

    def rels_containing(self, k: str) -> set[tuple]:
        return set().union(*(self.rel_words[w] for w in self.rel_words if k in w))


def select(terms: TermIndex, kws: list[str], n_max: int, r_max: int) -> tuple[list[tuple[str, float]], list[dict]]:
    """Nodes and relationships whose lower-cased text contains a keyword, capped. Those holding more of the
    keywords, and rarer ones, come first: a keyword's weight is log(1 + N/df), df the number of nodes (or
    relationships) holding it, so a formula or a specific term outranks 'alloy' matched in every phrase."""
    node_kws: dict[str, list[str]] = {}
    rel_hits: dict[tuple, dict] = {}
    node_df: Counter = Counter()
    rel_df: Counter = Counter()
    for k in kws:
        for n in terms.nodes_containing(k):
            node_kws.setdefault(n, []).append(k)
            node_df[k] += 1
        for key in terms.rels_containing(k):
            rel_hits.setdefault(key, {**terms.rels[key], "kws": []})["kws"].append(k)
            rel_df[k] += 1
    n_nodes = max(1, len(node_kws))
    n_rels = max(1, len(rel_hits))
    node_score = {n: sum(math.log(1 + n_nodes / node_df[k]) for k in ks) for n, ks in node_kws.items()}
    nodes = sorted(node_score.items(), key=lambda kv: (-kv[1], len(kv[0]), kv[0]))[:n_max]   # ties: by name, not set order
    for r in rel_hits.values():
        r["hits"] = sum(math.log(1 + n_rels / rel_df[k]) for k in r.pop("kws"))
    rels = sorted(rel_hits.values(), key=lambda r: (-r["hits"], r["src"], r["type"], r["dst"], r["chunk_id"] or ""))[:r_max]
    return nodes, rels


def chunk_coverage(terms: TermIndex, kws: list[str]) -> dict[str, float]:
    """The chunks that mention a node holding a keyword, scored by the keywords they cover: each covered
    keyword adds log(1 + C/df), C the number of such chunks and df those covering that keyword, so a chunk
    whose phrases name the question's rarer concepts, and more of them, comes first."""
    per_kw: dict[str, set[str]] = {}
    for k in kws:
        per_kw[k] = set().union(*(terms.chunks_of[n] for n in terms.nodes_containing(k)))
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
    index = TERMS.name
    default = True
    order = 20

    def retrieve(self, question: str, params: Params) -> Retrieval:
        kws = keywords(question, params.l_min)
        parts, _ = TERMS.load(self.env)
        terms = self.env.cached("graphrag-terms", lambda: TermIndex(parts))
        nodes, rels = select(terms, kws, params.nodes_cap, params.rels_cap)
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
        coverage = chunk_coverage(terms, kws)
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
        cite_chunks(self.env, contexts)           # relation lines cite their chunk
        # node and relationship text first, within a quarter of the budget; the source chunks fill the rest
        graph_part = self.fit(contexts, params.context_budget // 4, question)
        used = sum(c.tokens for c in graph_part)
        chunk_part = self.fit(iter_chunk_contexts(self.env, ranked, score), params.context_budget - used, question)
        return Retrieval(graph_part + chunk_part, elements,
                         [f"keywords K(q) = {kws}", f"N_max = {params.nodes_cap}, R_max = {params.rels_cap}",
                          f"{len(nodes)} nodes and {len(rels)} relationships selected"])
