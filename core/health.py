"""Health checks of the configured backends, shown on the Home page and by ``python -m core health``."""
from __future__ import annotations

import time
from dataclasses import asdict, dataclass

from .settings import Settings


@dataclass
class Health:
    component: str      # LLM | Embeddings | Graph store | Knowledge base | Vision model
    backend: str
    ok: bool
    detail: str
    seconds: float = 0.0
    repair: str = ""    # the command that repairs what failed, when one does (a damaged graph file)

    def to_dict(self) -> dict:
        return asdict(self)


def _timed(component: str, backend: str, fn) -> Health:
    t, repair = time.perf_counter(), ""
    try:
        detail = fn()
        ok = True
    except Exception as exc:   # each check reports its own failure and the others still run
        detail, ok, repair = f"{type(exc).__name__}: {exc}", False, getattr(exc, "REPAIR", "")
    return Health(component, backend, ok, detail, round(time.perf_counter() - t, 3), repair)


def check_llm(settings: Settings) -> Health:
    from .llm import get_llm, llm_label

    def run():
        llm = get_llm(settings)
        text = llm.complete("Reply with the single word OK.", max_tokens=4).text
        return f"{llm_label(settings)} answered {text.strip()[:30]!r}"
    return _timed("LLM", settings.llm_backend, run)


def check_embeddings(settings: Settings) -> Health:
    from .embeddings import get_embedder

    def run():
        emb = get_embedder(settings)
        v = emb.embed(["yield strength of CrMnFeCoNi"])
        return f"{emb.name}, {v.shape[1]} dimensions"
    return _timed("Embeddings", settings.embed_backend, run)


def check_graph(settings: Settings, store=None) -> Health:
    from .graph import get_graph_store

    from .graph.upgrade import kept

    def run():
        s = store or get_graph_store(settings)
        counts = s.counts()
        earlier = "".join(f"; the graph file of an earlier version (Kùzu) is kept as {p}: delete it when you no longer "
                          "need it" for p in kept(settings))
        return ", ".join(f"{k}: {v}" for k, v in counts.items()) + earlier
    where = str(settings.graph_path) if settings.graph_backend == "ladybug" else settings.neo4j_uri
    return _timed("Graph store", f"{settings.graph_backend} ({where})", run)


def check_knowledge(settings: Settings) -> Health:
    from .knowledge import knowledge_summary

    return _timed("Knowledge base", ", ".join(settings.knowledge_bases), lambda: knowledge_summary(settings))


def check_all(settings: Settings, store=None) -> list[Health]:
    return [check_llm(settings), check_embeddings(settings), check_graph(settings, store),
            check_knowledge(settings)]
