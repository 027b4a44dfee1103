"""Knowledge-graph traversal: the seven retrieval algorithms of the semantic-RAG traversal README
(``../shared/papers/kg-traversal_semantic-rag-traversal-algorithms.txt``), over a sentence-level graph.

The graph: each paper's sentences, in reading order (a table row counts as a sentence), and its
three-sentence sliding windows moving one sentence at a time (the "chunks" of the README); sentences
are children of the windows that hold them. A window's edges are its ``TOP_K`` most similar windows of
the same paper and its ``TOP_X`` most similar windows of other papers, computed from the stored
embeddings when a window is reached (the same as storing the sparse top-k matrix, and incremental: a new
paper adds its own arrays and nothing else is rebuilt). The anchor is the window most similar to the
question; each algorithm then chooses where to go, extracts the sentences of the windows it visits, and
stops as the README says; ``MAX_SENTENCES`` = 12 (the README's 10–15). The path comes back as graph
elements (hop, window, paper, score), which the Compare and Graph pages draw.

Simplifications, stated: the README's theme layer (five LLM themes per document) is left out (our
documents are papers, which the inter-document edges already connect); candidates are windows, and a
sentence node matters only in the early-stopping tests, as in the README's formulas.
"""
from __future__ import annotations

import json
import re

import numpy as np

from ..chunking import split_sentences
from .base import Context, Params, Pipeline, Retrieval, register, stream_llm
from .indexes import PaperIndex

WINDOW = 3
TOP_K = 10          # intra-document edges per window
TOP_X = 5           # inter-document edges per window
MAX_SENTENCES = 12
MIN_BEFORE_STOP = {"basic": 5, "query": 8, "average": 8, "geometric": 8, "fulldim": 8}
LLM_CANDIDATES = 5
MAX_LLM_HOPS = 4


def paper_sentences(env, paper_id: str) -> tuple[list[str], list[str]]:
    """A paper's sentences in reading order, each once (chunks overlap), with the chunk each comes from."""
    sents, owners, seen = [], [], set()
    for c in env.registry.chunks(paper_id=paper_id):
        if c.kind == "table":
            parts = [line for line in c.text.splitlines() if line.strip()]
        else:
            parts = [c.text[s:e] for s, e in split_sentences(c.text)]
        for p in parts:
            p = re.sub(r"\s+", " ", p).strip()
            if len(p) > 2 and p not in seen:
                seen.add(p)
                sents.append(p)
                owners.append(c.chunk_id)
    return sents, owners


def _build_paper(env, paper_id: str) -> dict[str, np.ndarray]:
    sents, owners = paper_sentences(env, paper_id)
    windows = [" ".join(sents[i:i + WINDOW]) for i in range(max(1, len(sents) - WINDOW + 1))] if sents else []
    dim = env.embedder.embed(["x"]).shape[1]
    sv = env.embedder.embed(sents) if sents else np.zeros((0, dim), np.float32)
    wv = env.embedder.embed(windows) if windows else np.zeros((0, dim), np.float32)
    return {"sentences": np.array(sents, dtype=str), "chunk_ids": np.array(owners, dtype=str),
            "sentence_vectors": sv.astype(np.float32), "window_vectors": wv.astype(np.float32)}


INDEX = PaperIndex("traversal", _build_paper, version="1", what="sentence windows for graph traversal")


class Graph:
    """The loaded sentence graph of all processed papers (global arrays, one row per window/sentence)."""

    def __init__(self, parts: dict[str, dict[str, np.ndarray]]):
        sents, chunk_ids, sv, wv, w_paper, w_start, w_end = [], [], [], [], [], [], []
        for pid, a in sorted(parts.items()):
            base, n = len(sents), len(a["sentences"])
            sents += list(a["sentences"])
            chunk_ids += list(a["chunk_ids"])
            sv.append(a["sentence_vectors"])
            wv.append(a["window_vectors"])
            for i in range(len(a["window_vectors"])):
                w_paper.append(pid)
                w_start.append(base + i)
                w_end.append(base + min(n, i + WINDOW))
        self.sentences, self.chunk_ids = sents, chunk_ids
        self.S = np.vstack(sv) if sv else np.zeros((0, 1), np.float32)
        self.W = np.vstack(wv) if wv else np.zeros((0, 1), np.float32)
        self.w_paper, self.w_start, self.w_end = np.array(w_paper), np.array(w_start), np.array(w_end)
        self._pca = None

    def window_sentences(self, w: int) -> range:
        return range(int(self.w_start[w]), int(self.w_end[w]))

    def neighbours(self, w: int) -> list[int]:
        """The window's edges: top-k windows of its paper (itself excluded) and top-x of other papers."""
        sims = self.W @ self.W[w]
        same = self.w_paper == self.w_paper[w]
        out = []
        for mask, k in ((same, TOP_K), (~same, TOP_X)):
            idx = np.flatnonzero(mask)
            idx = idx[idx != w]
            if len(idx):
                out += [int(i) for i in idx[np.argsort(-sims[idx])[:k]]]
        return out

    def pca3(self) -> np.ndarray:
        """The windows' embeddings reduced to three dimensions (fit once per loaded graph)."""
        if self._pca is None:
            from sklearn.decomposition import PCA
            self._pca = PCA(n_components=3, random_state=0).fit(self.W)
        return self._pca


class Walk:
    """The state of one traversal: the question's similarities, the path and the extracted sentences."""

    def __init__(self, g: Graph, q: np.ndarray):
        self.g, self.q = g, q
        self.q_w, self.q_s = g.W @ q, g.S @ q
        self.path: list[tuple[int, float]] = []        # (window, the score that chose it)
        self.visited: set[int] = set()
        self.extracted: list[int] = []                 # sentence indices, in extraction order

    def visit(self, w: int, score: float) -> None:
        self.path.append((w, score))
        self.visited.add(w)
        for s in self.g.window_sentences(w):
            if s not in self.extracted and len(self.extracted) < MAX_SENTENCES:
                self.extracted.append(s)

    @property
    def full(self) -> bool:
        return len(self.extracted) >= MAX_SENTENCES

    def best_sentence(self) -> float:
        return float(max(self.q_s[self.extracted])) if self.extracted else -1.0

    def candidates(self, w: int) -> list[int]:
        return [n for n in self.g.neighbours(w) if n not in self.visited]


def basic_retrieval(walk: Walk, _llm=None) -> None:
    """No traversal (the control): windows by query similarity until the limit, or until (after five
    sentences) the best extracted sentence beats the next window."""
    for w in np.argsort(-walk.q_w):
        if walk.full or (len(walk.extracted) >= MIN_BEFORE_STOP["basic"] and walk.best_sentence() > walk.q_w[w]):
            return
        walk.visit(int(w), float(walk.q_w[w]))


def _anchor(walk: Walk) -> int:
    w = int(np.argmax(walk.q_w))
    walk.visit(w, float(walk.q_w[w]))
    return w


def _greedy(walk: Walk, score, kind: str) -> None:
    """From the anchor, always to the unvisited neighbour (of any window visited so far, so the walk never
    dead-ends) with the best ``score(current, candidate)``; stop at the limit, or (after ``MIN_BEFORE_STOP``
    sentences) when the best extracted sentence's score beats every candidate's."""
    cur = _anchor(walk)
    frontier: set[int] = set(walk.candidates(cur))
    while not walk.full and frontier:
        cands = [c for c in frontier if c not in walk.visited]
        if not cands:
            return
        scores = {c: score(cur, c) for c in cands}
        nxt = max(cands, key=lambda c: (scores[c], -c))
        if len(walk.extracted) >= MIN_BEFORE_STOP[kind]:
            best_s = max(score(cur, ("s", s)) for s in walk.extracted)
            if best_s > scores[nxt]:
                return
        walk.visit(nxt, scores[nxt])
        frontier |= set(walk.candidates(nxt))
        cur = nxt


def _vec(walk: Walk, node) -> np.ndarray:
    return walk.g.S[node[1]] if isinstance(node, tuple) else walk.g.W[node]


def query_traversal(walk: Walk, _llm=None) -> None:
    """Always to the neighbour most similar to the question."""
    _greedy(walk, lambda cur, n: float(walk.q_s[n[1]]) if isinstance(n, tuple) else float(walk.q_w[n]), "query")


def triangulation_average(walk: Walk, _llm=None) -> None:
    """To the neighbour with the best mean of the triangle's three similarities (question–current,
    question–candidate, current–candidate); a sentence's similarity to the current window is computed
    from the stored sentence embedding."""
    g = walk.g

    def score(cur, n):
        v = _vec(walk, n)
        return (float(walk.q_w[cur]) + float(walk.q @ v) + float(g.W[cur] @ v)) / 3
    _greedy(walk, score, "average")


def _centroid_walk(walk: Walk, project, kind: str) -> None:
    q = project(walk.q[None, :])[0]

    def score(cur, n):          # the closer the triangle's centroid to the question, the better
        c = project(walk.g.W[cur][None, :])[0]
        v = project(_vec(walk, n)[None, :])[0]
        return -float(np.linalg.norm((q + c + v) / 3 - q))
    _greedy(walk, score, kind)


def triangulation_geometric_3d(walk: Walk, _llm=None) -> None:
    """Triangle centroids in the 3-D PCA space of the window embeddings; to the neighbour whose centroid
    lies nearest the question."""
    pca = walk.g.pca3()
    _centroid_walk(walk, pca.transform, "geometric")


def triangulation_fulldim(walk: Walk, _llm=None) -> None:
    """The same in the full embedding space."""
    _centroid_walk(walk, lambda x: x, "fulldim")


def kg_traversal(walk: Walk, _llm=None) -> None:
    """Follows the graph, not the question: to the neighbour most similar to the current window, skipping
    windows that share a sentence with what is extracted; stops when a hop is no more similar than the last."""
    g = walk.g
    cur, last = _anchor(walk), None
    while not walk.full:
        taken = set(walk.extracted)
        cands = [c for c in walk.candidates(cur) if not taken & set(g.window_sentences(c))]
        if not cands:
            return
        sims = {c: float(g.W[cur] @ g.W[c]) for c in cands}
        nxt = max(cands, key=lambda c: (sims[c], -c))
        if last is not None and sims[nxt] <= last:
            return
        walk.visit(nxt, sims[nxt])
        cur, last = nxt, sims[nxt]


LLM_PROMPT = """You are a knowledge graph traversal agent. Your goal: find relevant content to answer the query.

QUERY: {question}

ALREADY EXTRACTED ({n} sentences):
{extracted}

CANDIDATE CHUNKS (pick ONE or STOP):
{candidates}

INSTRUCTIONS:
- Choose the chunk number (1-{k}) that seems most relevant to answering the query
- If you believe we have enough information to answer the query, respond with "stop"
- Consider both what we've already extracted and what new information each candidate provides
- Respond ONLY with a JSON object in this exact format:

{{"choice": <number 1-{k} OR "stop">, "reasoning": "brief explanation"}}

Your response:
"""


def parse_choice(text: str, k: int) -> int | str | None:
    """The LLM's choice: an index 0..k-1, "stop", or None when the output is not a valid choice."""
    m = re.search(r"\{.*?\}", text or "", re.S)
    try:
        choice = json.loads(m.group(0)).get("choice") if m else None
    except (json.JSONDecodeError, AttributeError):
        m2 = re.search(r'"choice"\s*:\s*"?(\w+)', text or "")
        choice = m2.group(1) if m2 else None
    if isinstance(choice, str) and choice.strip().lower() == "stop":
        return "stop"
    try:
        n = int(choice)
    except (TypeError, ValueError):
        return None
    return n - 1 if 1 <= n <= k else None


def llm_guided_traversal(walk: Walk, llm) -> None:
    """Query traversal where the LLM picks the next window among the five most query-similar neighbours, or
    stops; an invalid reply falls back to the most query-similar candidate (counted in ``walk.fallbacks``)."""
    g = walk.g
    cur = _anchor(walk)
    walk.fallbacks, walk.llm_stopped = 0, False
    for _ in range(MAX_LLM_HOPS):
        if walk.full:
            return
        cands = sorted(walk.candidates(cur), key=lambda c: -walk.q_w[c])[:LLM_CANDIDATES]
        if not cands:
            return
        listing = "\n\n".join(f"{i + 1}. [w{c}] (similarity: {walk.q_w[c]:.2f})\n   Preview: "
                              f"{' '.join(g.sentences[s] for s in g.window_sentences(c))[:200]}..."
                              for i, c in enumerate(cands))
        prompt = LLM_PROMPT.format(question=walk.question, n=len(walk.extracted),
                                   extracted="\n".join(g.sentences[s][:160] for s in walk.extracted[:5]),
                                   candidates=listing, k=len(cands))
        choice = parse_choice("".join(stream_llm(llm, prompt, 48)), len(cands))
        if choice == "stop":
            walk.llm_stopped = True
            return
        if choice is None:
            walk.fallbacks += 1
            choice = 0
        cur = cands[choice]
        walk.visit(cur, float(walk.q_w[cur]))


ALGORITHMS = {
    "basic_retrieval": (basic_retrieval, "Traversal: basic retrieval",
                        "sentence windows by similarity to the question, no traversal (the traversal study's control)"),
    "query_traversal": (query_traversal, "Traversal: query-guided",
                        "from the most similar window, always to the neighbour most similar to the question"),
    "kg_traversal": (kg_traversal, "Traversal: graph-guided",
                     "from the most similar window, to the neighbour most similar to the current window"),
    "triangulation_average": (triangulation_average, "Traversal: triangulation (average)",
                              "to the neighbour with the best mean similarity of question, current and candidate"),
    "triangulation_geometric_3d": (triangulation_geometric_3d, "Traversal: triangulation (3-D PCA)",
                                   "to the neighbour whose triangle centroid (3-D PCA) is nearest the question"),
    "triangulation_fulldim": (triangulation_fulldim, "Traversal: triangulation (full dimension)",
                              "to the neighbour whose triangle centroid is nearest the question"),
    "llm_guided_traversal": (llm_guided_traversal, "Traversal: LLM-guided",
                             "the LLM picks the next window among the five most similar neighbours, or stops"),
}


class Traversal(Pipeline):
    """One traversal algorithm over the sentence graph (the subclasses below set ``algorithm``)."""
    algorithm = ""
    index = INDEX.name

    def retrieve(self, question: str, params: Params) -> Retrieval:
        parts, meta = INDEX.load(self.env)
        g = self.env.cached("traversal-graph", lambda: Graph(parts))
        if not len(g.W):
            return Retrieval([], [], ["no sentence windows: no processed papers"])
        walk = Walk(g, self.env.embedder.embed([question])[0])
        walk.question = question
        ALGORITHMS[self.algorithm][0](walk, self.env.llm if self.llm_in_retrieval else None)
        contexts = self.contexts(g, walk)
        notes = [f"{self.algorithm}: {len(walk.path)} windows visited, {len(walk.extracted)} sentences"]
        if getattr(walk, "fallbacks", 0):
            notes.append(f"{walk.fallbacks} invalid LLM choice(s): fell back to the most similar candidate")
        if getattr(walk, "llm_stopped", False):
            notes.append("the LLM chose to stop")
        if meta.pop("built_papers", 0):          # said once, by the call that built it
            notes.append(f"index built on first use: {len(parts)} paper(s) in {meta['build_s']:.1f} s")
        return Retrieval(self.fit(contexts, params.context_budget, question), path_elements(g, walk), notes)

    def contexts(self, g: Graph, walk: Walk) -> list[Context]:
        """The extracted sentences grouped by the chunk they come from (for the citation), in reading order
        within a chunk; groups ordered by their best similarity to the question."""
        from .naive import chunk_contexts
        groups: dict[str, list[int]] = {}
        for s in walk.extracted:
            groups.setdefault(g.chunk_ids[s], []).append(s)
        best = {cid: float(max(walk.q_s[ss])) for cid, ss in groups.items()}
        order = sorted(groups, key=lambda cid: -best[cid])
        out = []
        for c in chunk_contexts(self.env, order, best):
            sep = "\n" if c.kind == "table" else " "
            c.text = sep.join(g.sentences[s] for s in sorted(groups[c.chunk_id]))
            c.tokens = 0
            out.append(c)
        return out


def path_elements(g: Graph, walk: Walk) -> list[dict]:
    """The traversal path as graph elements: one node per visited window (hop number, paper, score) and a
    NEXT_HOP relationship between consecutive windows."""
    out = []
    for hop, (w, score) in enumerate(walk.path):
        text = " ".join(g.sentences[s] for s in g.window_sentences(w))
        out.append({"id": f"w{w}", "label": "Window", "text": text[:300], "hop": hop, "paper_id": str(g.w_paper[w]),
                    "score": round(score, 4)})
    for hop in range(1, len(walk.path)):
        a, b = walk.path[hop - 1][0], walk.path[hop][0]
        out.append({"id": f"w{a}->w{b}", "label": "NEXT_HOP", "text": f"hop {hop}", "hop": hop,
                    "source": f"w{a}", "target": f"w{b}", "similarity": round(float(g.W[a] @ g.W[b]), 4)})
    return out


for _i, (_name, (_fn, _label, _desc)) in enumerate(ALGORITHMS.items()):
    register(type(f"Traversal_{_name}", (Traversal,), {
        "name": _name, "label": _label, "description": _desc, "algorithm": _name, "order": 60 + _i,
        "llm_in_retrieval": _name == "llm_guided_traversal", "__module__": __name__}))
