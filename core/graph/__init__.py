"""Graph stores, chosen by name in the settings (``graph_backend``)."""
from __future__ import annotations

from ..settings import Settings
from .base import GraphStore, GraphStoreError


def get_graph_store(settings: Settings) -> GraphStore:
    if settings.graph_backend == "neo4j":
        from .neo4j_store import Neo4jStore
        return Neo4jStore(settings.neo4j_uri, settings.neo4j_user, settings.neo4j_password,
                          settings.neo4j_database)
    from .kuzu_store import KuzuStore
    return KuzuStore(settings.kuzu_path)


__all__ = ["GraphStore", "GraphStoreError", "get_graph_store"]
