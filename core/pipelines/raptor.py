"""RAPTOR (Sarthi et al. 2024; the RAG-for-tutors thesis §3.3): a tree of summaries over each paper's chunks,
retrieved as one collapsed layer.

Per paper, bottom-up: the nodes' embeddings are reduced (PCA to at most ``DIMS`` dimensions, where the
paper uses UMAP, which is not a dependency here), a Gaussian mixture is fitted for 1..``MAX_CLUSTERS``
components and the number with the lowest BIC kept; a node joins every cluster whose probability for it
exceeds ``THRESHOLD`` (soft clustering, as in the paper). Each cluster is summarised (by the LLM, or
extractively: the sentences nearest the cluster's centre; setting ``summaries``, see ``summaries.py``) and the summaries
are the next level, up to ``MAX_LEVELS`` levels or until a level has too few nodes to cluster. Retrieval
over the collapsed tree: the chunks and all summaries are ranked together by cosine similarity to the
question and taken until the context budget is full. A summary cites its paper and the pages of the
chunks beneath it. The tree is a per-paper index: a new paper adds its tree, nothing else is rebuilt.
"""
from __future__ import annotations

import json

import numpy as np

from .base import Context, Params, Pipeline, Retrieval, register
from .indexes import PaperIndex
from .summaries import summarise, summary_mode

DIMS = 10
MAX_CLUSTERS = 8
THRESHOLD = 0.1
MAX_LEVELS = 3
MIN_NODES = 4              # a level with fewer nodes is summarised once, not clustered
def clusters(vectors: np.ndarray, seed: int = 0) -> list[list[int]]:
    """Soft clusters of the rows: PCA, then the Gaussian mixture with the lowest BIC; a row belongs to every
    cluster in which its probability exceeds THRESHOLD."""
    from sklearn.decomposition import PCA
    from sklearn.mixture import GaussianMixture
    n = len(vectors)
    if n < MIN_NODES:
        return [list(range(n))]
    x = PCA(n_components=min(DIMS, n - 2), random_state=seed).fit_transform(vectors)
    best, best_bic = None, np.inf
    for k in range(1, min(MAX_CLUSTERS, n // 2) + 1):
        gm = GaussianMixture(n_components=k, covariance_type="diag", random_state=seed, reg_covar=1e-4).fit(x)
        bic = gm.bic(x)
        if bic < best_bic:
            best, best_bic = gm, bic
    probs = best.predict_proba(x)
    out = [[i for i in range(n) if probs[i, c] > THRESHOLD] for c in range(probs.shape[1])]
    return [c for c in out if c]


def _build_paper(env, paper_id: str) -> dict[str, np.ndarray]:
    chunks = env.registry.chunks(paper_id=paper_id)
    ids, mat = env.vectors()
    row = {cid: i for i, cid in enumerate(ids)}
    nodes = [(c.text, [c.chunk_id]) for c in chunks if c.chunk_id in row]     # (text, leaf chunk ids)
    vecs = np.vstack([mat[row[c]] for _, (c,) in nodes]) if nodes else np.zeros((0, 1), np.float32)
    texts, leaves, levels, out_vecs = [], [], [], []
    for level in range(1, MAX_LEVELS + 1):
        if len(nodes) < 2:
            break
        groups = clusters(vecs) if len(nodes) >= MIN_NODES else [list(range(len(nodes)))]
        new = []
        for g in groups:
            summary = summarise(env, [nodes[i][0] for i in g])
            below = sorted({leaf for i in g for leaf in nodes[i][1]})
            new.append((summary, below))
        new_vecs = env.embedder.embed([t for t, _ in new]).astype(np.float32)
        for (t, below), v in zip(new, new_vecs):
            texts.append(t)
            leaves.append(json.dumps(below))
            levels.append(level)
            out_vecs.append(v)
        if len(new) == 1:
            break
        nodes, vecs = new, new_vecs
    dim = mat.shape[1] if len(ids) else 384
    return {"texts": np.array(texts, dtype=str), "leaves": np.array(leaves, dtype=str),
            "levels": np.array(levels, dtype=np.int16),
            "vectors": np.vstack(out_vecs) if out_vecs else np.zeros((0, dim), np.float32)}


INDEX = PaperIndex("raptor", _build_paper, version="1", what="RAPTOR summary trees",
                   variant=lambda env: summary_mode(env.settings))


@register
class RAPTOR(Pipeline):
    name = "raptor"
    label = "RAPTOR"
    description = "chunks and a tree of cluster summaries per paper, searched as one collapsed layer"
    index = INDEX.name
    order = 45

    def retrieve(self, question: str, params: Params) -> Retrieval:
        env = self.env
        parts, meta = INDEX.load(env)
        from .naive import chunk_contexts
        q = env.embedder.embed([question])[0]
        ids, mat = env.vectors()
        scored: list[tuple[float, str, object]] = []
        if len(ids):
            s = mat @ q
            scored += [(float(s[i]), "chunk", ids[i]) for i in np.argsort(-s)[: params.top_k * 4]]
        titles = env.paper_titles()
        for pid, a in parts.items():
            if len(a["texts"]):
                s = a["vectors"] @ q
                scored += [(float(s[i]), "summary", (pid, i)) for i in range(len(s))]
        scored.sort(key=lambda t: -t[0])
        contexts, n_summaries, seen = [], 0, set()
        for score, kind, ref in scored[: params.top_k * 2]:
            if kind == "chunk":
                contexts += chunk_contexts(env, [ref], {ref: score})
                continue
            pid, i = ref
            a = parts[pid]
            if str(a["texts"][i]) in seen:            # soft clusters can repeat a summary
                continue
            seen.add(str(a["texts"][i]))
            below = json.loads(str(a["leaves"][i]))
            pages = sorted({p for c in env.registry.chunks(ids=below) for p in c.pages})
            contexts.append(Context(str(a["texts"][i]), score, "summary", pid, titles.get(pid, ""), pages))
            n_summaries += 1
        notes = [f"collapsed tree: {sum(len(a['texts']) for a in parts.values())} summaries over "
                 f"{len(parts)} paper(s) ({summary_mode(env.settings)} summaries); {n_summaries} in the top "
                 f"{params.top_k * 2}"]
        if meta.pop("built_papers", 0):
            notes.append(f"index built on first use: {len(parts)} paper(s) in {meta['build_s']:.1f} s")
        return Retrieval(self.fit(contexts, params.context_budget, question), [], notes)
