"""Naive RAG: the top-k chunks by cosine similarity to the question."""
from __future__ import annotations


from typing import Iterator

from .base import Context, Params, Pipeline, Retrieval, register
from .search import rrf


def iter_chunk_contexts(env, chunk_ids: list[str], scores: dict[str, float], batch: int = 32) -> Iterator[Context]:
    """The chunks as context items, in the given order, read from the registry a batch at a time: a pipeline
    that ranks thousands of chunks (Graph RAG at 1,000 papers) reads only as many as its budget takes."""
    titles = env.paper_titles()
    for i in range(0, len(chunk_ids), batch):
        ids = chunk_ids[i:i + batch]
        by_id = {c.chunk_id: c for c in env.registry.chunks(ids=ids)}
        for cid in ids:
            c = by_id.get(cid)
            if c is None:
                continue
            kind = {"table": "table", "figure": "figure"}.get(c.kind, "chunk")
            yield Context(c.text, scores.get(cid, 0.0), kind, c.paper_id, titles.get(c.paper_id, ""), c.pages,
                          c.table_id, c.figure_id, c.chunk_id, tokens=c.n_tokens)


def chunk_contexts(env, chunk_ids: list[str], scores: dict[str, float]) -> list[Context]:
    return list(iter_chunk_contexts(env, chunk_ids, scores, batch=max(1, len(chunk_ids))))


def cite_chunks(env, contexts: list[Context]) -> list[Context]:
    """Give context items built from graph elements (a relation line) the citation of the chunk they come from:
    its paper and pages."""
    ids = [c.chunk_id for c in contexts if c.chunk_id and not c.paper_id]
    if ids:
        titles = env.paper_titles()
        by_id = {ch.chunk_id: ch for ch in env.registry.chunks(ids=ids)}
        for c in contexts:
            ch = by_id.get(c.chunk_id) if not c.paper_id else None
            if ch:
                c.paper_id, c.paper, c.pages = ch.paper_id, titles.get(ch.paper_id, ""), ch.pages
    return contexts


def vector_search(env, question: str, k: int, restrict: set[str] | None = None) -> list[tuple[str, float]]:
    ids, mat = env.vectors()
    if not ids:
        return []
    q = env.embedder.embed([question])[0]
    scores = mat @ q
    order = scores.argsort()[::-1]
    out = []
    for i in order:
        if restrict is not None and ids[i] not in restrict:
            continue
        out.append((ids[i], float(scores[i])))
        if len(out) >= k:
            break
    return out


BOOST_WEIGHT = 0.25     # a boost ranking counts a quarter of a search ranking: it reorders, it does not take over


def search_depth(k: int) -> int:
    """How many of each ranking ``search_chunks`` fuses for the top ``k``."""
    return max(k * 4, 20)


def chunk_rankings(env, question: str, k: int, mode: str = "hybrid") -> tuple[list[tuple[str, float]], list[list[str]]]:
    """The dense hits for a question (deep enough for top-k) and the rankings to fuse: dense, and BM25 unless
    ``mode`` is "dense", and, when the question names a figure or table by its number ("the DSC curves in Figure
    1i"), the chunks that are or cite it. Computed once, they serve several fusions (``search_chunks(...,
    found=)``)."""
    depth = search_depth(k)
    dense = vector_search(env, question, depth)
    rankings = [[cid for cid, _ in dense]]
    if mode != "dense":
        rankings.append([cid for cid, _ in env.sparse().search(question, depth)])
        citing = env.sparse().citing(question, depth)
        if citing:
            rankings.append(citing)
    return dense, rankings


def search_chunks(env, question: str, k: int, mode: str = "hybrid",
                  boost: list[str] | None = None, found: tuple | None = None) -> list[tuple[str, float]]:
    """The top-k chunks for a question: dense only, or dense and BM25 fused by reciprocal rank fusion.
    ``boost``, a ranked list of chunk ids from elsewhere (e.g. the chunks that mention the question's
    MatIDs), joins the fusion as one more ranking (a quarter weight): it can promote chunks, and the
    search's own best chunk stays first. ``found``: ``chunk_rankings`` of this question, when already made."""
    depth = search_depth(k)
    dense, rankings = found or chunk_rankings(env, question, k, mode)
    if mode == "dense" and not boost:
        return dense[:k]
    rankings = list(rankings)
    if boost:
        rankings.append(boost[:depth])
    fused = rrf(rankings, [1.0] * (len(rankings) - 1) + [BOOST_WEIGHT] if boost else None)
    ranked = sorted(fused.items(), key=lambda kv: -kv[1])
    if boost:       # the search's own best chunk stays first: a boost adds, it never pushes out the top hit
        top = max(rrf(rankings[:-1]).items(), key=lambda kv: kv[1])[0]
        ranked = [(top, fused[top])] + [kv for kv in ranked if kv[0] != top]
    return ranked[:k]


@register
class NaiveRAG(Pipeline):
    name = "naive"
    label = "Naive RAG"
    description = "the top-k chunks by BM25 and cosine similarity, fused (or cosine only)"
    default = True
    order = 10

    def retrieve(self, question: str, params: Params) -> Retrieval:
        hits = search_chunks(self.env, question, params.top_k, params.chunk_search)
        contexts = chunk_contexts(self.env, [h[0] for h in hits], dict(hits))
        how = "BM25 and cosine similarity, fused" if params.chunk_search == "hybrid" else "cosine similarity"
        return Retrieval(self.fit(contexts, params.context_budget, question), [],
                         [f"top-{params.top_k} chunks by {how}"])


__all__ = ["NaiveRAG", "chunk_contexts", "search_chunks", "vector_search"]
