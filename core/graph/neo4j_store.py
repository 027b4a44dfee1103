"""Neo4j 5 graph store, chosen with ``GRAG_GRAPH_BACKEND=neo4j`` (see docker-compose.yml)."""
from __future__ import annotations


from .base import GraphStore, GraphStoreError, check_read_only


class Neo4jStore(GraphStore):
    name = "neo4j"

    def __init__(self, uri: str, user: str, password: str, database: str = "neo4j"):
        from neo4j import GraphDatabase

        super().__init__()
        self.uri, self.database = uri, database
        self._driver = GraphDatabase.driver(uri, auth=(user, password), connection_timeout=5)
        self._schema_done = False

    def _ensure_schema(self) -> None:
        if self._schema_done:
            return
        for label in self.node_labels:
            self._run(f"CREATE CONSTRAINT {label.lower()}_id IF NOT EXISTS FOR (n:{label}) REQUIRE n.id IS UNIQUE")
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

    def read_query(self, cypher: str, params: dict | None = None, timeout_s: float = 10.0) -> list[dict]:
        check_read_only(cypher)
        from neo4j import Query
        from neo4j.exceptions import ClientError, Neo4jError

        def work(tx):
            return [r.data() for r in tx.run(Query(cypher, timeout=timeout_s), params or {})]
        try:
            with self._driver.session(database=self.database, default_access_mode="READ") as session:
                return session.execute_read(work)
        except ClientError as exc:
            if "Timeout" in (exc.code or "") or "terminated" in str(exc).lower():
                raise GraphStoreError(f"the query ran longer than {timeout_s:g} s and was stopped") from exc
            raise GraphStoreError(str(exc)) from exc
        except Neo4jError as exc:
            raise GraphStoreError(f"Neo4j error: {exc}") from exc

    def close(self) -> None:
        self._driver.close()
