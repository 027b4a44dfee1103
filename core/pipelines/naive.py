"""Naive RAG: the top-k chunks by cosine similarity to the question."""
from __future__ import annotations


from .base import Context, Params, Pipeline, Retrieval, register


def chunk_contexts(env, chunk_ids: list[str], scores: dict[str, float]) -> list[Context]:
    titles = env.paper_titles()
    by_id = {c.chunk_id: c for c in env.registry.chunks(ids=chunk_ids)}
    out = []
    for cid in chunk_ids:
        c = by_id.get(cid)
        if c is None:
            continue
        kind = {"table": "table", "figure": "figure"}.get(c.kind, "chunk")
        out.append(Context(c.text, scores.get(cid, 0.0), kind, c.paper_id, titles.get(c.paper_id, ""), c.pages,
                           c.table_id, c.figure_id, c.chunk_id, tokens=c.n_tokens))
    return out


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


@register
class NaiveRAG(Pipeline):
    name = "naive"
    label = "Naive RAG"

    def retrieve(self, question: str, params: Params) -> Retrieval:
        hits = vector_search(self.env, question, params.top_k)
        contexts = chunk_contexts(self.env, [h[0] for h in hits], dict(hits))
        return Retrieval(self.fit(contexts, params.context_budget), [],
                         [f"top-{params.top_k} chunks by cosine similarity"])


__all__ = ["NaiveRAG", "chunk_contexts", "vector_search"]
