"""The question-answering pipelines: Naive RAG, Graph RAG and G-RAG, run side by side."""
from __future__ import annotations

import threading
from typing import Callable

import numpy as np

from .base import PIPELINES, Context, Params, Pipeline, PipelineResult, Retrieval, dumps, register

__all__ = ["Env", "PIPELINES", "Context", "Params", "Pipeline", "PipelineResult", "Retrieval", "dumps", "register",
           "run_pipelines"]


class Env:
    """What the pipelines share: one ingestor's registry, store and embedder, the KB and the LLM."""

    def __init__(self, ingestor, llm=None):
        self.ing = ingestor
        self.settings = ingestor.settings
        self.registry = ingestor.registry
        self._llm = llm
        self._cache: dict = {}
        self._cache_key = None
        self._lock = threading.RLock()

    @property
    def store(self):
        return self.ing.store

    @property
    def embedder(self):
        return self.ing.embedder

    @property
    def kb(self):
        return self.ing.kb

    @property
    def llm(self):
        if self._llm is None:
            from ..llm import check_llm, get_llm
            check_llm(self.settings)
            self._llm = get_llm(self.settings)
        return self._llm

    def count_llm_tokens(self, text: str) -> int:
        counter = getattr(self._llm, "count_tokens", None)
        return counter(text) if callable(counter) else self.embedder.count_tokens(text)

    def _library(self) -> dict:
        """Chunk ids, embeddings and paper titles, reloaded when the library changes."""
        key = self.registry.version()
        with self._lock:
            if key != self._cache_key:
                self._cache = {"vectors": self.registry.embeddings(),
                               "titles": {p["paper_id"]: p["title"] or p["filename"]
                                          for p in self.registry.list_papers()}}
                self._cache_key = key
            return self._cache

    def vectors(self) -> tuple[list[str], np.ndarray]:
        """Chunk ids and embeddings of processed papers."""
        return self._library()["vectors"]

    def paper_titles(self) -> dict[str, str]:
        return self._library()["titles"]

    def cached(self, key: str, build: Callable[[], object]):
        """A value derived from the library (an index, a list of properties), built once per library version."""
        lib = self._library()
        with self._lock:
            if key not in lib:
                lib[key] = build()
            return lib[key]

    def sparse(self):
        """The BM25 index over the chunks of processed papers."""
        def build():
            from .search import SparseIndex
            ids = self.vectors()[0]
            texts = {c.chunk_id: c.text for c in self.registry.chunks(ids=ids)} if ids else {}
            return SparseIndex([i for i in ids if i in texts], [texts[i] for i in ids if i in texts])
        return self.cached("sparse", build)


def _load_all():
    from . import grag, graphrag, naive  # noqa: F401  (registers the pipelines)


def run_pipelines(env: Env, question: str, names: list[str], params: Params | None = None,
                  on_token: Callable[[str, str], None] | None = None) -> list[PipelineResult]:
    """Run each named pipeline on the question, one after the other (tokens streamed to on_token(name, delta))."""
    _load_all()
    params = params or Params.from_settings(env.settings)
    unknown = [n for n in names if n not in PIPELINES]
    if unknown:
        raise ValueError(f"unknown pipeline(s) {unknown}; known: {sorted(PIPELINES)}")
    out = []
    for name in names:
        cb = (lambda d, _n=name: on_token(_n, d)) if on_token else None
        out.append(PIPELINES[name](env).run(question, params, cb))
    return out


_load_all()
