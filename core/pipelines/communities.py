"""Community search, local and global (Microsoft GraphRAG, Edge et al. 2024; SemRAG), on the document graph
that Graph RAG uses (noun phrases as entities, the verbs between them as relations).

Index (the whole library, rebuilt when a paper is added or removed: communities depend on every paper, which is
the cost AcademicRAG points out): the entity graph weighs a relation between two entities 1 and two entities named
in the same chunk 1/(n-1) (n entities in that chunk); Leiden (``leidenalg``, modularity, seed 0) partitions it
(one level; GraphRAG builds a hierarchy); communities of at least ``MIN_SIZE`` entities get a report: their main
entities and a summary of the chunks that name them most (by the LLM, or extractively with the small embedded
model: setting ``summaries``), embedded for search.

Local search: the entities most similar to the question, their one-hop relations, the reports of their
communities and the chunks that name them (ranked by how many of them a chunk names, fused with the relations'
chunks). Global search: map over the community reports most similar to the question (the LLM lists what each
report says about the question), then the answer is written from those lists (the shared prompt is the reduce
step). A listed value that its report does not state is dropped at the map step, so an invented number never
becomes context; when no report yields anything, the reports themselves are the context.
"""
from __future__ import annotations

import hashlib
import json
import logging
import time
from collections import Counter
from pathlib import Path

import numpy as np

from ..graph import queries
from ..models import Status
from ..recovery import set_aside
from ..units import find_quantities, value_found
from .base import Context, Params, Pipeline, Retrieval, register, stream_llm
from .indexes import INDEXES, UNREADABLE, Progress
from .lightrag import INDEX as GRAPH_INDEX
from .lightrag import DualGraph, graph_elements, relation_contexts
from .naive import iter_chunk_contexts
from .search import rrf

log = logging.getLogger(__name__)
from .summaries import summarise, summary_mode

MIN_SIZE = 3
REPORT_ENTITIES = 12
REPORT_CHUNKS = 3
SEED = 0
LOCAL_ENTITIES = 10
LOCAL_RELATIONS = 12
LOCAL_REPORTS = 2
MAP_N = 4
MAP_TOKENS = 96
MAP_PROMPT = """Here is a report about a group of related passages from materials-science papers.

Report: {report}

List, in one or two short sentences, what the report says that helps answer the question: materials, values with
their units and conditions. If nothing in it helps, write exactly: NONE

Question: {question}
Points:"""


def leiden(n: int, edges: dict[tuple[int, int], float], seed: int = SEED) -> list[int]:
    """Community membership of ``n`` vertices joined by weighted ``edges`` ({(i, j): weight}): Leiden on
    modularity, deterministic for a seed."""
    import igraph as ig
    import leidenalg
    g = ig.Graph(n=n, edges=list(edges), directed=False)
    g.es["weight"] = list(edges.values())
    part = leidenalg.find_partition(g, leidenalg.ModularityVertexPartition, weights="weight", seed=seed)
    return list(part.membership)


class CommunityIndex:
    """The communities of the whole library and their reports, stored in ``indexes/communities/index.npz`` with
    a stamp of the processed papers (and the summary mode): a change of either rebuilds it on next use."""
    name = "communities"
    what = "Leiden communities of the document graph and their reports"

    def folder(self, env) -> Path:
        return Path(env.settings.data_dir) / "indexes" / self.name

    def _stamp(self, env) -> str:
        papers = sorted(f"{p.paper_id}:{p.updated_at}" for p in env.registry.list_papers(Status.PROCESSED))
        return hashlib.sha1(json.dumps([papers, summary_mode(env.settings), 1]).encode()).hexdigest()

    def _stored_stamp(self, env) -> str | None:
        try:
            with np.load(self.folder(env) / "index.npz", allow_pickle=False) as z:
                return str(z["__stamp__"])
        except UNREADABLE:
            return None

    def missing(self, env) -> list[str]:
        return [] if self._stored_stamp(env) == self._stamp(env) else ["library"]

    def build(self, env, progress: Progress | None = None) -> dict:
        f = self.folder(env) / "index.npz"
        if f.exists() and self._stored_stamp(env) is None:      # damaged: kept aside, built again
            log.warning("%s: %s could not be read; it is kept as %s and built again", self.what, f, set_aside(f).name)
        if not self.missing(env):
            return {"built": 0, "seconds": 0.0}
        t = time.perf_counter()
        parts, _ = GRAPH_INDEX.load(env)
        g = DualGraph(parts)
        with env.store.session():
            arrays = build_communities(env, g, progress)
        folder = self.folder(env)
        folder.mkdir(parents=True, exist_ok=True)
        tmp = folder / "index.tmp.npz"
        np.savez(tmp, __stamp__=np.array(self._stamp(env)), **arrays)
        tmp.replace(folder / "index.npz")
        return {"built": 1, "seconds": time.perf_counter() - t}

    def load(self, env, progress: Progress | None = None):
        def read():
            built = self.build(env, progress)
            with np.load(self.folder(env) / "index.npz", allow_pickle=False) as z:
                arrays = {k: z[k] for k in z.files if k != "__stamp__"}
            return Communities(arrays), {"built_papers": built["built"], "build_s": built["seconds"]}
        return env.cached(f"index:{self.name}", read)

    def size_bytes(self, env) -> int:
        f = self.folder(env) / "index.npz"
        return f.stat().st_size if f.exists() else 0

    def describe(self, env) -> dict:
        return {"index": self.name, "what": self.what, "papers": len(env.registry.list_papers(Status.PROCESSED)),
                "missing": len(self.missing(env)), "bytes": self.size_bytes(env)}


INDEX = CommunityIndex()
INDEXES[INDEX.name] = INDEX


def build_communities(env, g: DualGraph, progress: Progress | None = None) -> dict[str, np.ndarray]:
    """Partition the document graph's entities and write a report per community (see the module's doc)."""
    ent_id = {e: i for i, e in enumerate(g.entities)}
    edges: Counter = Counter()
    for r in g.relations:
        a, b = ent_id.get(r["src"]), ent_id.get(r["dst"])
        if a is not None and b is not None and a != b:
            edges[(min(a, b), max(a, b))] += 1.0
    mentions: dict[str, list[str]] = {}
    for r in queries.doc_mentions(env.store, entity_ids=g.entities):
        mentions.setdefault(r["c"], []).append(r["e"])
    for chunk, ents in mentions.items():
        idx = sorted({ent_id[e] for e in ents if e in ent_id})
        w = 1.0 / max(1, len(idx) - 1)
        for i, a in enumerate(idx):
            for b in idx[i + 1:]:
                edges[(a, b)] += w
    membership = leiden(len(g.entities), dict(edges)) if g.entities else []
    members: dict[int, list[int]] = {}
    for v, c in enumerate(membership):
        members.setdefault(c, []).append(v)
    degree: Counter = Counter()
    for (a, b), w in edges.items():
        degree[a] += w
        degree[b] += w
    chunk_of: dict[str, list[str]] = {}
    for chunk, ents in mentions.items():
        for e in ents:
            chunk_of.setdefault(e, []).append(chunk)
    groups = [sorted(vs, key=lambda v: (-degree[v], g.entities[v])) for vs in members.values() if len(vs) >= MIN_SIZE]
    groups.sort(key=lambda vs: (-len(vs), g.entities[vs[0]]))
    texts = {c.chunk_id: c.text for c in env.registry.chunks(ids=list(mentions))} if mentions else {}
    reports, ents_out, chunks_out = [], [], []
    for n, vs in enumerate(groups):
        if progress:
            progress(n, len(groups), f"community reports: {n + 1} of {len(groups)}")
        names = [g.entities[v] for v in vs]
        counts = Counter(c for e in names for c in chunk_of.get(e, []))
        top_chunks = [c for c, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:REPORT_CHUNKS]]
        summary = summarise(env, [texts[c] for c in top_chunks if c in texts]) if top_chunks else ""
        reports.append(f"Community {n + 1} ({len(names)} entities: {', '.join(names[:REPORT_ENTITIES])}). {summary}")
        ents_out.append(json.dumps(names))
        chunks_out.append(json.dumps([c for c, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]))
    dim = env.embedder.embed(["x"]).shape[1]
    vecs = env.embedder.embed(reports).astype(np.float32) if reports else np.zeros((0, dim), np.float32)
    return {"reports": np.array(reports, dtype=str), "report_vectors": vecs,
            "entities": np.array(ents_out, dtype=str), "chunks": np.array(chunks_out, dtype=str)}


class Communities:
    def __init__(self, a: dict[str, np.ndarray]):
        self.reports = [str(r) for r in a["reports"]]
        self.V = a["report_vectors"]
        self.entities = [json.loads(str(e)) for e in a["entities"]]
        self.chunks = [json.loads(str(c)) for c in a["chunks"]]
        self.of_entity = {e: i for i, es in enumerate(self.entities) for e in es}


def report_contexts(env, comms: Communities, ids: list[int], scores: dict[int, float]) -> list[Context]:
    """Community reports as context items, citing the paper and pages of the chunk that names most of the
    community's entities."""
    titles = env.paper_titles()
    first = {c.chunk_id: c for c in env.registry.chunks(ids=[comms.chunks[i][0] for i in ids if comms.chunks[i]])}
    out = []
    for i in ids:
        ch = first.get(comms.chunks[i][0]) if comms.chunks[i] else None
        out.append(Context(comms.reports[i], scores.get(i, 0.0), "community", ch.paper_id if ch else "",
                           titles.get(ch.paper_id, "") if ch else "", ch.pages if ch else [], chunk_id=ch.chunk_id if ch else ""))
    return out


def supported_points(points: str, report: str) -> str:
    """The sentences of a map answer whose values with units all appear in its report (the others are dropped:
    a small model's invented numbers must not become context)."""
    from ..chunking import split_sentences
    keep = []
    for s, e in split_sentences(points):
        sent = points[s:e].strip()
        qs = find_quantities(sent)
        if all(value_found(q.value if isinstance(q.value, tuple) else q.low, q.unit, report) for q in qs):
            keep.append(sent)
    return " ".join(keep)


class _CommunitySearch(Pipeline):
    index = (GRAPH_INDEX.name, INDEX.name)

    def _load(self):
        env = self.env
        parts, gmeta = GRAPH_INDEX.load(env)
        comms, cmeta = INDEX.load(env)
        notes = []
        if gmeta.pop("built_papers", 0) or cmeta.pop("built_papers", 0):
            notes.append(f"index built on first use in {gmeta.get('build_s', 0) + cmeta.get('build_s', 0):.1f} s "
                         f"({summary_mode(env.settings)} community reports)")
        return env.cached("lightrag-graph", lambda: DualGraph(parts)), comms, notes


@register
class LocalSearch(_CommunitySearch):
    name = "community_local"
    label = "Community search, local (GraphRAG)"
    description = "the question's entities, their relations, their communities' reports and the chunks that name them"
    order = 46

    def retrieve(self, question: str, params: Params) -> Retrieval:
        env = self.env
        g, comms, notes = self._load()
        q = env.embedder.embed([question])[0]
        ents = [g.entities[i] for i in np.argsort(-(g.E @ q))[:LOCAL_ENTITIES]] if len(g.entities) else []
        rel_ids = list(dict.fromkeys(i for e in ents for i in g.by_entity.get(e, [])))
        rel_s = {i: float(g.R[i] @ q) for i in rel_ids}
        rel_ids = sorted(rel_ids, key=lambda i: -rel_s[i])[:LOCAL_RELATIONS]
        votes = Counter(comms.of_entity[e] for e in ents if e in comms.of_entity)
        com_ids = [c for c, _ in sorted(votes.items(), key=lambda kv: (-kv[1], kv[0]))[:LOCAL_REPORTS]]
        mention = queries.chunks_mentioning(env.store, ents, graph="doc")
        rels = [{**g.relations[i], "score": rel_s[i]} for i in rel_ids]
        fused = rrf([x for x in (mention, list(dict.fromkeys(r["chunk_id"] for r in rels if r["chunk_id"]))) if x])
        ranked = sorted(fused, key=lambda c: -fused[c])[: params.top_k * 2]
        b = params.context_budget
        reports = self.fit(report_contexts(env, comms, com_ids, {c: float(votes[c]) for c in com_ids}), int(b * 0.25),
                           question)
        relations = self.fit(relation_contexts(env, rels), int(b * 0.15), question)
        used = sum(c.tokens for c in reports + relations)
        chunks = self.fit(iter_chunk_contexts(env, ranked, fused), b - used, question)
        notes.insert(0, f"entities: {', '.join(ents[:6]) or '—'}; communities {', '.join(str(c + 1) for c in com_ids) or '—'} "
                        f"of {len(comms.reports)}")
        elements = graph_elements(ents, rels) + [{"id": f"community:{c + 1}", "label": "Community",
                                                  "text": comms.reports[c][:160]} for c in com_ids]
        return Retrieval(reports + relations + chunks, elements, notes)


@register
class GlobalSearch(_CommunitySearch):
    name = "community_global"
    label = "Community search, global (GraphRAG)"
    description = "map over the community reports closest to the question (the LLM lists what each says), then reduce"
    llm_in_retrieval = True
    order = 47

    def retrieve(self, question: str, params: Params) -> Retrieval:
        env = self.env
        _, comms, notes = self._load()
        if not comms.reports:
            return Retrieval([], [], notes + ["no communities: no processed papers with a document graph"])
        q = env.embedder.embed([question])[0]
        s = comms.V @ q
        top = [int(i) for i in np.argsort(-s)[:MAP_N]]
        contexts = report_contexts(env, comms, top, {i: float(s[i]) for i in top})
        mapped = []
        for c, i in zip(contexts, top):
            out = "".join(stream_llm(env.llm, MAP_PROMPT.format(report=comms.reports[i][:2000], question=question.strip()),
                                     MAP_TOKENS)).strip()
            points = "" if not out or out.upper().startswith("NONE") else supported_points(out, comms.reports[i])
            if points:
                mapped.append(Context(points, c.score, "community", c.paper_id, c.paper, c.pages, chunk_id=c.chunk_id))
        notes.insert(0, f"map over communities {', '.join(str(i + 1) for i in top)} of {len(comms.reports)}: "
                        f"{len(mapped)} gave points")
        if not mapped:
            notes.append("no report gave points the report itself supports: the reports are the context")
        elements = [{"id": f"community:{i + 1}", "label": "Community", "text": comms.reports[i][:160]} for i in top]
        return Retrieval(self.fit(mapped or contexts, params.context_budget, question), elements, notes)
