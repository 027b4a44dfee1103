"""Clue-guided keywords and shortest-path subgraphs (AcademicRAG, §3.2–3.3 of its thesis), on the document graph
that Graph RAG and the dual-level pipeline use.

Indexing (per paper, incremental): each chunk's *content keywords*, the themes that sum it up. The thesis has an
LLM write them; here they are the chunk's noun phrases with the highest tf·idf (no LLM at ingestion, so the
index costs seconds, not an LLM call per chunk), embedded.

Query (§3.3): the content keywords most similar to the question (cosine ≥ ``CLUE_MIN``, at most ``N_CLUES``) are
the *clues* (eq. 3.2); the LLM turns the question and the clues into high- and low-level keywords (eq. 3.3; the
deterministic split of the dual-level pipeline when its output is not the JSON asked for).
Local (§3.3.2): the entities most similar to each low-level keyword are matched; the subgraph is the union of
the shortest paths between matched entities (at most ``MAX_PATH`` hops); its edges are pruned by the similarity
of their statements to the keywords, isolated entities dropped; one-hop edges of the matched entities that pass
the same test are added; the text units are the chunks of the kept edges and of the entities' mentions, ranked by
how often the subgraph points at them.
Global (§3.3.3): the relations most similar to the high-level keywords, ranked by similarity plus a little for
the degree of their entities, with their chunks in that order.
The relations take up to a quarter of the context budget, the chunks (local and global rankings fused) the rest.
"""
from __future__ import annotations

import json
import math
import re
from collections import Counter

import numpy as np

from ..graph import queries
from ..matid.parse import nlp
from .base import Params, Pipeline, Retrieval, register, stream_llm
from .indexes import PaperIndex
from .lightrag import INDEX as GRAPH_INDEX
from .lightrag import DualGraph, fallback_keywords, graph_elements, parse_keywords, relation_contexts
from .naive import iter_chunk_contexts
from .search import rrf, tokenize

KEYWORDS_PER_CHUNK = 5
N_CLUES = 8
CLUE_MIN = 0.3            # least cosine similarity of a clue to the question (tau of eq. 3.2)
MATCH_PER_KEYWORD = 3     # entities matched per low-level keyword
MATCH_MIN = 0.45          # least similarity of a matched entity to its keyword
MAX_PATH = 4              # longest shortest path kept between two matched entities (hops)
PRUNE_MIN = 0.2           # least similarity of an edge's statement to the keywords
EXPAND = 3                # one-hop edges added per matched entity
TOP_GLOBAL = 15
RELATION_SHARE = 0.25
CLUE_PROMPT = """Extract keywords from the question for searching materials-science papers. Clues are themes of
passages in the papers that are close to the question; use them where they fit.
- low_level_keywords: specific things: materials, alloys, phases, properties, conditions, values
- high_level_keywords: the broader themes or concepts the question is about
Answer with JSON only, like {{"high_level_keywords": ["..."], "low_level_keywords": ["..."]}}

Clues: {clues}
Question: {question}
JSON:"""


def content_keywords(texts: list[str], idf, k: int = KEYWORDS_PER_CHUNK) -> list[list[str]]:
    """Each text's k noun phrases with the highest tf·idf (idf of their words in the corpus, mean over the
    phrase), lower-cased, without determiners and stop words."""
    out = []
    for doc in nlp().pipe(texts, batch_size=32):
        counts: Counter = Counter()
        for nc in doc.noun_chunks:
            words = [t.text.lower() for t in nc if not (t.is_stop or t.is_space or t.pos_ in ("DET", "PRON", "PUNCT", "NUM"))]
            phrase = " ".join(" ".join(words).split()).strip(" .,;:()[]")
            if len(phrase) > 2 and re.search(r"[a-z]{3}", phrase):
                counts[phrase] += 1
        scored = {p: n * (sum(idf(t) for t in tokenize(p)) / max(1, len(tokenize(p)))) for p, n in counts.items()}
        out.append(sorted(scored, key=lambda p: (-scored[p], p))[:k])
    return out


def _paper_keywords(env, paper_id: str) -> dict[str, np.ndarray]:
    chunks = [c for c in env.registry.chunks(paper_id=paper_id) if c.text.strip()]
    per_chunk = content_keywords([c.text for c in chunks], env.sparse().idf)
    where: dict[str, list[str]] = {}
    for c, kws in zip(chunks, per_chunk):
        for kw in kws:
            where.setdefault(kw, []).append(c.chunk_id)
    kws = sorted(where)
    dim = env.embedder.embed(["x"]).shape[1]
    vecs = env.embedder.embed(kws).astype(np.float32) if kws else np.zeros((0, dim), np.float32)
    return {"keywords": np.array(kws, dtype=str), "keyword_vectors": vecs,
            "keyword_chunks": np.array([json.dumps(where[k]) for k in kws], dtype=str)}


KEYWORD_INDEX = PaperIndex("content_keywords", _paper_keywords, version="2",
                           what="content keywords per chunk (AcademicRAG clues)")


class ClueGraph:
    """The document graph of all papers as a networkx graph (entities, relations as edges) with the content
    keywords, built once per library version."""

    def __init__(self, graph: DualGraph, keyword_parts: dict[str, dict[str, np.ndarray]]):
        import networkx as nx
        self.g = graph
        self.nx = nx.Graph()
        for i, r in enumerate(graph.relations):
            if r["src"] == r["dst"]:
                continue
            if self.nx.has_edge(r["src"], r["dst"]):
                self.nx[r["src"]][r["dst"]]["rels"].append(i)
            else:
                self.nx.add_edge(r["src"], r["dst"], rels=[i])
        kws, vecs, where = [], [], []
        for _, a in sorted(keyword_parts.items()):
            kws += [str(k) for k in a["keywords"]]
            vecs.append(a["keyword_vectors"])
            where += [json.loads(str(w)) for w in a["keyword_chunks"]]
        self.keywords, self.keyword_chunks = kws, where
        self.K = np.vstack(vecs) if kws else np.zeros((0, 1), np.float32)


def shortest_path_subgraph(g, matched: list[str], max_len: int = MAX_PATH) -> tuple[set[str], set[tuple[str, str]]]:
    """The nodes and edges of the shortest paths (at most ``max_len`` hops) between every pair of matched nodes
    of the networkx graph ``g``; matched nodes that reach no other stay as nodes."""
    import networkx as nx
    nodes, edges = {m for m in matched if m in g}, set()
    present = [m for m in matched if m in g]
    for i, a in enumerate(present):
        lengths = nx.single_source_shortest_path_length(g, a, cutoff=max_len)
        for b in present[i + 1:]:
            if b in lengths:
                path = nx.shortest_path(g, a, b)
                nodes.update(path)
                edges.update(tuple(sorted(e)) for e in zip(path, path[1:]))
    return nodes, edges


@register
class ClueGuided(Pipeline):
    name = "academicrag"
    label = "Clue-guided subgraphs (AcademicRAG)"
    description = ("content keywords close to the question are clues for the LLM's keywords; low-level keywords → "
                   "shortest-path subgraph between matched entities, high-level → relations")
    index = (GRAPH_INDEX.name, KEYWORD_INDEX.name)
    llm_in_retrieval = True
    order = 52

    def keywords(self, question: str, clues: list[str]) -> tuple[list[str], list[str], str]:
        text = "".join(stream_llm(self.env.llm, CLUE_PROMPT.format(question=question.strip(),
                                                                   clues="; ".join(clues) or "(none)"), 96))
        parsed = parse_keywords(text)
        high, low = fallback_keywords(question)
        if parsed:      # a small model often drops the question's names: they are always low-level keywords
            return parsed[0], list(dict.fromkeys(parsed[1] + low)), "keywords by the LLM from the question and clues"
        return list(dict.fromkeys(high + clues[:3])), low, \
            "the LLM's keywords could not be parsed: spaCy noun chunks and the best clues instead"

    def retrieve(self, question: str, params: Params) -> Retrieval:
        env = self.env
        graph_parts, gmeta = GRAPH_INDEX.load(env)
        kw_parts, kmeta = KEYWORD_INDEX.load(env)
        g = env.cached("lightrag-graph", lambda: DualGraph(graph_parts))
        cg = env.cached("academicrag-graph", lambda: ClueGraph(g, kw_parts))
        qv = env.embedder.embed([question])[0]
        clues = []
        if cg.keywords:
            s = cg.K @ qv
            clues = list(dict.fromkeys(cg.keywords[i] for i in np.argsort(-s)[:N_CLUES * 3] if s[i] >= CLUE_MIN))[:N_CLUES]
        high, low, how = self.keywords(question, clues)
        notes = [f"clues: {', '.join(clues) or '—'}", f"{how}: low-level {low or '—'}; high-level {high or '—'}"]
        built = gmeta.pop("built_papers", 0) + kmeta.pop("built_papers", 0)
        if built:
            notes.append(f"indexes built on first use: {built} paper part(s) in "
                         f"{gmeta.get('build_s', 0) + kmeta.get('build_s', 0):.1f} s")
        kv = env.embedder.embed([question + " " + ", ".join(low + high)])[0]
        # local: matched entities, the shortest paths between them, pruned, expanded by one hop
        matched: list[str] = []
        if low and len(g.entities):
            for v in env.embedder.embed(low):
                s = g.E @ v
                matched += [g.entities[i] for i in np.argsort(-s)[:MATCH_PER_KEYWORD]
                            if s[i] >= MATCH_MIN and g.entities[i] not in matched]
        nodes, edges = shortest_path_subgraph(cg.nx, matched)
        rel_score = {}
        if len(g.relations):
            rel_score = dict(enumerate((g.R @ kv).tolist()))
        local_rels = [i for a, b in sorted(edges) for i in cg.nx[a][b]["rels"] if rel_score.get(i, 0) >= PRUNE_MIN]
        for m in matched:          # edge expansion: the best one-hop edges of each matched entity
            around = sorted((i for i in g.by_entity.get(m, []) if rel_score.get(i, 0) >= PRUNE_MIN),
                            key=lambda i: -rel_score[i])
            local_rels += [i for i in around[:EXPAND] if i not in local_rels]
        kept_nodes = {e for i in local_rels for e in (g.relations[i]["src"], g.relations[i]["dst"])} | set(matched)
        # text units: chunks of the kept edges and of the mentions of kept entities, by frequency in the subgraph
        freq: Counter = Counter(g.relations[i]["chunk_id"] for i in local_rels if g.relations[i]["chunk_id"])
        freq.update(queries.mention_counts(env.store, sorted(kept_nodes)))
        local_chunks = sorted(freq, key=lambda c: (-freq[c], c))
        # global: relations by similarity to the high-level keywords and the degree of their entities
        global_rels: list[int] = []
        if high and len(g.relations):
            hv = env.embedder.embed([", ".join(high)])[0]
            s = g.R @ hv
            cand = np.argsort(-s)[: TOP_GLOBAL * 3]
            deg = {i: len(g.by_entity.get(g.relations[i]["src"], [])) + len(g.by_entity.get(g.relations[i]["dst"], []))
                   for i in map(int, cand)}
            global_rels = sorted(map(int, cand), key=lambda i: -(float(s[i]) + 0.02 * math.log1p(deg[i])))[:TOP_GLOBAL]
        global_chunks = list(dict.fromkeys(g.relations[i]["chunk_id"] for i in global_rels if g.relations[i]["chunk_id"]))
        rel_ids = list(dict.fromkeys(local_rels + global_rels))
        rels = [{**g.relations[i], "score": rel_score.get(i, 0.0)} for i in rel_ids]
        fused = rrf([x for x in (local_chunks, global_chunks) if x])
        ranked = sorted(fused, key=lambda c: -fused[c])[: params.top_k * 2]
        b = params.context_budget
        rel_part = self.fit(relation_contexts(env, rels), int(b * RELATION_SHARE), question)
        chunk_part = self.fit(iter_chunk_contexts(env, ranked, fused), b - sum(c.tokens for c in rel_part), question)
        notes.append(f"subgraph: {len(matched)} matched entities, {len(nodes)} nodes on shortest paths, "
                     f"{len(local_rels)} relations kept after pruning and expansion; {len(global_rels)} global relations")
        return Retrieval(rel_part + chunk_part, graph_elements(sorted(kept_nodes), rels), notes)
