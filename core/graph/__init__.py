"""Graph stores, chosen by name in the settings (``graph_backend``).

A backend is a ``GraphStore`` subclass that implements the narrow primitives (``query``, ``read_query``, and
``session`` where the database needs one) and registers a factory here; the schema writes, deletes and the
named read queries (``queries.py``) are shared. ``tests/test_graph_backends.py`` runs one contract against
every registered backend (Neo4j when ``GRAG_TEST_NEO4J_URI`` is set).
"""
from __future__ import annotations

from typing import Callable

from ..settings import Settings
from .base import GraphFileDamaged, GraphStore, GraphStoreError

BACKENDS: dict[str, Callable[[Settings], GraphStore]] = {}


def register_backend(name: str):
    """Decorate a factory ``settings -> GraphStore`` as the backend ``name``."""
    def wrap(factory):
        BACKENDS[name] = factory
        return factory
    return wrap


@register_backend("ladybug")
def _ladybug(settings: Settings) -> GraphStore:
    from .ladybug_store import LadybugStore
    return LadybugStore(settings.graph_path, buffer_pool_mb=settings.graph_buffer_pool_mb)


@register_backend("neo4j")
def _neo4j(settings: Settings) -> GraphStore:
    from .neo4j_store import Neo4jStore
    return Neo4jStore(settings.neo4j_uri, settings.neo4j_user, settings.neo4j_password, settings.neo4j_database)


def get_graph_store(settings: Settings) -> GraphStore:
    if settings.graph_backend not in BACKENDS:
        raise GraphStoreError(f"unknown graph backend {settings.graph_backend!r}; known: {', '.join(BACKENDS)}")
    return BACKENDS[settings.graph_backend](settings)


__all__ = ["BACKENDS", "GraphFileDamaged", "GraphStore", "GraphStoreError", "get_graph_store", "register_backend"]
