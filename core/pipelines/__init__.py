"""The question-answering pipelines: Naive RAG, Graph RAG and G-RAG (and the others of the registry), run side by
side: each retrieves its context with citations, then its answer step needs no LLM (G-RAG's: the graph's answer card),
then the LLM answers from the context (``run_pipelines``; ``generate=False`` stops before the LLM)."""
from __future__ import annotations

import queue
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import Callable

import numpy as np

from .base import PIPELINES, Context, Params, Pipeline, PipelineResult, Retrieval, register

__all__ = ["Env", "PIPELINES", "Context", "Params", "Pipeline", "PipelineResult", "Retrieval", "register",
           "concurrent", "run_pipelines", "names", "label", "describe_pipelines", "indexes_of", "GRAPH_ANSWER", "evaluation_names",
           "graph_answer"]

GRAPH_ANSWER = "graph_answer"          # G-RAG's answer card (no LLM), scored beside the pipelines in an evaluation
GRAPH_ANSWER_LABEL = "Graph's answer (no LLM)"


class Env:
    """What the pipelines share: one ingestor's registry, store and embedder, the KB and the LLM."""

    def __init__(self, ingestor, llm=None, settings=None):
        """``settings`` differ from the ingestor's only in the LLM chosen for answers (a page's choice)."""
        self.ing = ingestor
        self.settings = settings or ingestor.settings
        self.registry = ingestor.registry
        self._llm = llm
        self._cache: dict = {}
        self._cache_key = None
        self._lock = threading.RLock()
        self._pinned = threading.local()      # one_library(): this thread's library during a retrieval

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
        with self._lock:         # pipelines may generate from several threads (``concurrent``)
            if self._llm is None:
                from ..llm import check_llm, get_llm
                check_llm(self.settings)
                self._llm = get_llm(self.settings)
            return self._llm

    def count_llm_tokens(self, text: str) -> int:
        counter = getattr(self._llm, "count_tokens", None)
        return counter(text) if callable(counter) else self.embedder.count_tokens(text)

    @contextmanager
    def one_library(self):
        """Within this block (one retrieval) this thread sees the library as it was at its start: its version
        is read from the registry once, not at each cached lookup."""
        local = self._pinned
        outer = getattr(local, "lib", None)
        if outer is None:
            local.lib = self._library()
        try:
            yield
        finally:
            if outer is None:
                local.lib = None

    def _library(self) -> dict:
        """Chunk ids, embeddings and paper titles, reloaded when the library changes."""
        pinned = getattr(self._pinned, "lib", None)
        if pinned is not None:
            return pinned
        key = self.registry.version()
        with self._lock:
            if key != self._cache_key:
                self._cache = {"vectors": self.registry.embeddings(),
                               "titles": {p.paper_id: p.label
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
    """Import every module of this package: a module that defines a ``@register``-ed pipeline registers it."""
    import importlib
    import pkgutil
    for mod in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{mod.name}")


def names(default_only: bool = False) -> list[str]:
    """The registered pipelines in their display order (only the default comparison's when asked)."""
    _load_all()
    return [n for n, cls in sorted(PIPELINES.items(), key=lambda kv: (kv[1].order, kv[0]))
            if cls.default or not default_only]


def evaluation_names(default_only: bool = False) -> list[str]:
    """What an evaluation can score: the pipelines, and the graph's answer card."""
    return [*names(default_only), GRAPH_ANSWER]


def indexes_of(chosen: list[str] | None = None) -> list:
    """The indexes (``core.pipelines.indexes.PaperIndex`` or the library-wide ``CommunityIndex``) that the chosen
    pipelines (all: None) need, each once, in the order the pipelines declare them (an index that another
    builds on comes first, so each one's build time is its own)."""
    from .indexes import INDEXES
    _load_all()
    wanted = dict.fromkeys(i for n in (chosen or names()) if n in PIPELINES for i in PIPELINES[n].indexes())
    return [INDEXES[i] for i in wanted]


def describe_pipelines() -> str:
    """One line per registered pipeline: its label and what it does (the pages' help text)."""
    return "\n".join(f"- **{PIPELINES[n].label}**: {PIPELINES[n].description}" for n in names())


def label(name: str) -> str:
    """A pipeline's label ("G-RAG"), for a name or a ``PIPELINE@MODE`` variant; unknown names as they are."""
    base, _, mode = name.partition("@")
    text = GRAPH_ANSWER_LABEL if base == GRAPH_ANSWER else getattr(PIPELINES.get(base), "label", "") or base
    return f"{text} ({mode})" if mode else text


def concurrent(env: Env, names: list[str]) -> bool:
    """Whether the pipelines' generations go to the LLM at once: against an OpenAI-compatible server (vLLM
    batches concurrent requests), not with the embedded model (one CPU model answers one prompt at a time)."""
    return env.settings.llm_backend == "openai" and env.settings.llm_parallel > 1 and len(names) > 1


def run_pipelines(env: Env, question: str, names: list[str], params: Params | None = None,
                  on_token: Callable[[str, str], None] | None = None,
                  on_done: Callable[[PipelineResult], None] | None = None,
                  on_retrieved: Callable[[PipelineResult], None] | None = None,
                  generate: bool = True) -> list[PipelineResult]:
    """Run each named pipeline on the question: retrieval one after the other (it takes milliseconds and shares
    the graph store), then the generations, concurrently against a server (``concurrent``) and one after the other
    with the embedded model. Each result is handed to on_retrieved(result) once retrieved (its contexts and the
    graph's answer, before any LLM call), tokens stream to on_token(name, delta) and each finished result goes to
    on_done(result), all from the calling thread (Streamlit draws only from there). Each result's
    ``timings["generate_at_s"]`` is when its generation began, in seconds after the question. With
    ``generate=False`` the results are returned as retrieved (no LLM is loaded or called)."""
    _load_all()
    params = params or Params.from_settings(env.settings)
    unknown = [n for n in names if n not in PIPELINES]
    if unknown:
        raise ValueError(f"unknown pipeline(s) {unknown}; known: {sorted(PIPELINES)}")
    t0 = time.perf_counter()
    jobs = []
    for name in names:
        pipe = PIPELINES[name](env)
        jobs.append((pipe, *pipe.prepare(question, params)))
        if on_retrieved:
            on_retrieved(jobs[-1][1])
    if not generate:
        return [res for _, res, _ in jobs]

    def generate(pipe, res, contexts, emit) -> PipelineResult:
        if contexts is not None:
            res.timings["generate_at_s"] = time.perf_counter() - t0
            pipe.generate(res, contexts, params, emit)
        return res

    if not concurrent(env, names):
        out = []
        for pipe, res, contexts in jobs:
            out.append(generate(pipe, res, contexts, (lambda d, _n=res.pipeline: on_token(_n, d)) if on_token else None))
            if on_done:
                on_done(res)
        return out
    events: queue.Queue = queue.Queue()      # (name, delta) while streaming, (name, result) when done

    def work(pipe, res, contexts):
        try:
            generate(pipe, res, contexts, lambda d: events.put((res.pipeline, d)))
        except Exception as exc:             # the thread must always report back
            res.error = res.error or f"the LLM failed: {type(exc).__name__}: {exc}"
        events.put((res.pipeline, res))

    with ThreadPoolExecutor(max_workers=min(env.settings.llm_parallel, len(jobs))) as pool:
        for job in jobs:
            pool.submit(work, *job)
        left = len(jobs)
        while left:
            name, item = events.get()
            if isinstance(item, PipelineResult):
                left -= 1
                if on_done:
                    on_done(item)
            elif on_token:
                on_token(name, item)
    return [res for _, res, _ in jobs]


def graph_answer(env: Env, question: str, params: Params | None = None) -> dict | None:
    """The graph's answer card to a question (G-RAG's retrieval, then its answer step; no LLM), or None. An error
    of either is raised, not hidden (an evaluation must not count it as an abstention)."""
    _load_all()
    pipe = PIPELINES["grag"](env)
    return pipe.answer(question, pipe.retrieve(question, params or Params.from_settings(env.settings)))


_load_all()
