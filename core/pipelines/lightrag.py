"""Dual-level keyword retrieval as LightRAG does it (Guo et al. 2024; the RAG-for-tutors thesis §3.5), on
the document graph that Graph RAG uses (noun phrases as ``DocEntity``, verbs between them as ``DOC_REL``).

The LLM splits the question into low-level keywords (specific entities: alloys, properties, values) and
high-level keywords (themes); when its output is not the JSON asked for, a deterministic split is used
instead (spaCy noun chunks: those holding a name, formula or number are low-level, the rest high-level)
and the column says so. Low level: the entities most similar to the low-level keywords (embeddings), then
their one-hop neighbourhood: the relations they take part in and the chunks that mention them. High level:
the relations most similar to the high-level keywords, with their chunks. The relations (each with its
sentence) take up to a quarter of the context budget, the chunks the rest, ranked by how many retrieved
entities and relations point at them. Entity and relation embeddings are a per-paper index (incremental).
"""
from __future__ import annotations

import json
import re

import numpy as np

from ..graph import queries
from ..matid.parse import nlp
from .base import Context, Params, Pipeline, Retrieval, register, stream_llm
from .indexes import PaperIndex
from .naive import cite_chunks, iter_chunk_contexts
from .search import rrf

KEYWORD_PROMPT = """Extract keywords from the question for searching materials-science papers.
- low_level_keywords: specific things named in the question: materials, alloys, phases, properties, conditions
- high_level_keywords: the broader themes or concepts the question is about
Answer with JSON only, like {{"high_level_keywords": ["..."], "low_level_keywords": ["..."]}}

Question: {question}
JSON:"""
TOP_ENTITIES = 20
TOP_RELATIONS = 20
RELATION_SHARE = 0.25


def _paper_graph(env, paper_id: str) -> dict[str, np.ndarray]:
    chunk_ids = [c.chunk_id for c in env.registry.chunks(paper_id=paper_id)]
    ents = sorted({r["e"] for r in queries.doc_mentions(env.store, chunk_ids=chunk_ids)})
    rels = queries.doc_relations(env.store, chunk_ids)
    dim = env.embedder.embed(["x"]).shape[1]

    def emb(texts):
        return env.embedder.embed(texts).astype(np.float32) if texts else np.zeros((0, dim), np.float32)
    return {"entities": np.array(ents, dtype=str), "entity_vectors": emb(ents),
            "rel_src": np.array([r["src"] for r in rels], dtype=str), "rel_type": np.array([r["type"] for r in rels], dtype=str),
            "rel_dst": np.array([r["dst"] for r in rels], dtype=str),
            "rel_chunk": np.array([r["chunk_id"] or "" for r in rels], dtype=str),
            "rel_sentence": np.array([r["sentence"] or "" for r in rels], dtype=str),
            "rel_vectors": emb([f"{r['src']} {r['type']} {r['dst']}" for r in rels])}


INDEX = PaperIndex("lightrag", _paper_graph, version="1", what="entity and relation embeddings (dual-level keywords)")


def parse_keywords(text: str) -> tuple[list[str], list[str]] | None:
    """(high, low) keyword lists from the LLM's JSON, or None when it is not usable."""
    m = re.search(r"\{.*\}", text or "", re.S)
    if not m:
        return None
    try:
        d = json.loads(m.group(0))
    except json.JSONDecodeError:
        return None
    if not isinstance(d, dict):
        return None

    def clean(v):
        return [str(x).strip() for x in v if str(x).strip()] if isinstance(v, list) else []
    high, low = clean(d.get("high_level_keywords")), clean(d.get("low_level_keywords"))
    return (high, low) if high or low else None


def fallback_keywords(question: str) -> tuple[list[str], list[str]]:
    """The deterministic split: noun chunks holding a proper noun, a formula or a number are low-level."""
    high, low = [], []
    doc = nlp()(question)
    for nc in doc.noun_chunks:
        words = [t for t in nc if not (t.is_stop or t.pos_ == "DET" or t.lower_ in ("what", "which", "how"))]
        if not words:
            continue
        text = " ".join(t.text for t in words)
        specific = any(t.pos_ in ("PROPN", "NUM") or re.search(r"\d|[A-Z][a-z]?[A-Z]", t.text) for t in words)
        (low if specific else high).append(text)
    if not low and not high:
        high = [t.lemma_ for t in doc if t.pos_ in ("NOUN", "VERB", "ADJ")]
    return high, low


class DualGraph:
    """The loaded entity and relation embeddings of all processed papers (entities once each)."""

    def __init__(self, parts: dict[str, dict[str, np.ndarray]]):
        ents: dict[str, np.ndarray] = {}
        rels, rvecs = [], []
        for _, a in sorted(parts.items()):
            for e, v in zip(a["entities"], a["entity_vectors"]):
                ents.setdefault(str(e), v)
            for i in range(len(a["rel_src"])):
                rels.append({"src": str(a["rel_src"][i]), "type": str(a["rel_type"][i]), "dst": str(a["rel_dst"][i]),
                             "chunk_id": str(a["rel_chunk"][i]), "sentence": str(a["rel_sentence"][i])})
            rvecs.append(a["rel_vectors"])
        self.entities = list(ents)
        self.E = np.vstack(list(ents.values())) if ents else np.zeros((0, 1), np.float32)
        self.relations = rels
        self.R = np.vstack(rvecs) if rels else np.zeros((0, 1), np.float32)
        self.by_entity: dict[str, list[int]] = {}
        for i, r in enumerate(rels):
            for e in (r["src"], r["dst"]):
                self.by_entity.setdefault(e, []).append(i)


@register
class DualLevel(Pipeline):
    name = "lightrag"
    label = "Dual-level keywords (LightRAG)"
    description = ("low-level keywords find entities and their neighbourhood, high-level keywords find relations; "
                   "keywords by the LLM, or spaCy when its output can't be parsed")
    index = INDEX.name
    llm_in_retrieval = True
    order = 50

    def keywords(self, question: str) -> tuple[list[str], list[str], str]:
        """The LLM's keywords; a small model often drops the question's names ("yield_strength" for a question
        about CrMnFeCoNi at 77 K), so the deterministic low-level keywords are always added to its list."""
        text = "".join(stream_llm(self.env.llm, KEYWORD_PROMPT.format(question=question.strip()), 96))
        parsed = parse_keywords(text)
        high, low = fallback_keywords(question)
        if parsed:
            return parsed[0], list(dict.fromkeys(parsed[1] + low)), "keywords by the LLM (with the question's names)"
        return high, low, "the LLM's keywords could not be parsed: spaCy noun chunks instead"

    def retrieve(self, question: str, params: Params) -> Retrieval:
        env = self.env
        parts, meta = INDEX.load(env)
        g = env.cached("lightrag-graph", lambda: DualGraph(parts))
        high, low, how = self.keywords(question)
        notes = [f"{how}: low-level {low or '—'}; high-level {high or '—'}"]
        if meta.pop("built_papers", 0):
            notes.append(f"index built on first use: {len(parts)} paper(s) in {meta['build_s']:.1f} s")
        ents, rel_ids = [], []
        if low and len(g.entities):
            s = g.E @ env.embedder.embed([", ".join(low)])[0]
            ents = [g.entities[i] for i in np.argsort(-s)[:TOP_ENTITIES]]
            for e in ents:                                   # one hop: the relations the entity takes part in
                rel_ids += [i for i in g.by_entity.get(e, []) if i not in rel_ids][:3]
        if high and len(g.relations):
            s = g.R @ env.embedder.embed([", ".join(high)])[0]
            rel_ids += [int(i) for i in np.argsort(-s)[:TOP_RELATIONS] if int(i) not in rel_ids]
        rels = list({(r["src"], r["type"], r["dst"], r["sentence"]): r for r in (g.relations[i] for i in rel_ids)}.values())
        # the chunks: those mentioning the low-level entities (more of them first) and those of the relations
        mention = queries.chunks_mentioning(env.store, ents, graph="doc")
        from_rels = list(dict.fromkeys(r["chunk_id"] for r in rels if r["chunk_id"]))
        fused = rrf([x for x in (mention, from_rels) if x])
        ranked = sorted(fused, key=lambda c: -fused[c])[: params.top_k * 2]
        rel_contexts = relation_contexts(env, rels)
        b = params.context_budget
        rel_part = self.fit(rel_contexts, int(b * RELATION_SHARE), question)
        chunk_part = self.fit(iter_chunk_contexts(env, ranked, fused), b - sum(c.tokens for c in rel_part), question)
        return Retrieval(rel_part + chunk_part, graph_elements(ents, rels), notes)


def relation_contexts(env, rels: list[dict]) -> list[Context]:
    """Document-graph relations as context items, each with its sentence and the citation of its chunk."""
    return cite_chunks(env, [Context(f"{r['src']} —{r['type']}→ {r['dst']}: {r['sentence'][:240]}",
                                     r.get("score", 0.0), "relation", chunk_id=r["chunk_id"] or "") for r in rels])


def graph_elements(entities: list[str], rels: list[dict]) -> list[dict]:
    return ([{"id": e, "label": "DocEntity", "text": e} for e in entities]
            + [{"id": f"{r['src']}|{r['type']}|{r['dst']}", "label": "DOC_REL", "text": r["sentence"][:120]}
               for r in rels])
