"""Neo4j 5 graph store, chosen with ``GRAG_GRAPH_BACKEND=neo4j`` (see docker-compose.yml)."""
from __future__ import annotations


from .base import GraphStore, GraphStoreError


class Neo4jStore(GraphStore):
    name = "neo4j"

    def __init__(self, uri: str, user: str, password: str, database: str = "neo4j"):
        from neo4j import GraphDatabase

        self.uri, self.database = uri, database
        self._driver = GraphDatabase.driver(uri, auth=(user, password), connection_timeout=5)
        self._schema_done = False

    def _ensure_schema(self) -> None:
        if self._schema_done:
            return
        for stmt in ("CREATE CONSTRAINT paper_id IF NOT EXISTS FOR (p:Paper) REQUIRE p.id IS UNIQUE",
                     "CREATE CONSTRAINT chunk_id IF NOT EXISTS FOR (c:Chunk) REQUIRE c.id IS UNIQUE"):
            self._run(stmt)
        self._schema_done = True

    def _run(self, cypher: str, params: dict | None = None) -> list[dict]:
        from neo4j.exceptions import Neo4jError, ServiceUnavailable
        try:
            records, _, _ = self._driver.execute_query(cypher, params or {}, database_=self.database)
        except ServiceUnavailable as exc:
            raise GraphStoreError(f"Neo4j at {self.uri} cannot be reached: {exc}") from exc
        except Neo4jError as exc:
            raise GraphStoreError(f"Neo4j error: {exc}") from exc
        return [r.data() for r in records]

    def query(self, cypher: str, params: dict | None = None) -> list[dict]:
        self._ensure_schema()
        return self._run(cypher, params)

    def close(self) -> None:
        self._driver.close()
