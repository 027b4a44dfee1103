"""Neo4j 5 graph store, chosen with ``GRAG_GRAPH_BACKEND=neo4j`` (see docker-compose.yml).

The named queries run through LlamaIndex's ``Neo4jPropertyGraphStore`` (``llama-index-graph-stores-neo4j``) and its
``structured_query``, so the same graph is usable from LlamaIndex: ``Neo4jStore.graph`` is that store (for a
``PropertyGraphIndex.from_existing(property_graph_store=...)``, a ``TextToCypherRetriever`` or plain
``structured_query`` calls). Three of its defaults are turned off, each for a reason:
- ``refresh_schema``: it reads the schema with APOC (``apoc.meta.data``), which a plain Neo4j 5 lacks;
- ``sanitize_query_output``: it drops every list longer than 128 items from a result (a paper's chunk ids);
- ``create_indexes``: it creates LlamaIndex's own constraints (``__Node__``, ``__Entity__``) and a vector index; this
  graph has its own labels, and its vectors are kept outside the graph.
The console's queries (``read_query``) run on the same store's driver (``graph.client``) in a read transaction with
a time limit, which ``structured_query`` cannot express.
"""
from __future__ import annotations

from .base import GraphStore, GraphStoreError, check_read_only


class Neo4jStore(GraphStore):
    name = "neo4j"

    def __init__(self, uri: str, user: str, password: str, database: str = "neo4j"):
        super().__init__()
        self.uri, self.database = uri, database
        self._auth = (user, password)
        self._graph = None              # connected at the first query (the dashboard starts without the server)
        self._schema_done = False

    @property
    def graph(self):
        """The ``Neo4jPropertyGraphStore`` over this database (it connects to the server the first time)."""
        if self._graph is None:
            from llama_index.graph_stores.neo4j import Neo4jPropertyGraphStore
            from neo4j.exceptions import DriverError, Neo4jError
            try:
                self._graph = Neo4jPropertyGraphStore(
                    username=self._auth[0], password=self._auth[1], url=self.uri, database=self.database,
                    refresh_schema=False, sanitize_query_output=False, create_indexes=False,
                    # a server that is down is said within seconds (the driver retries for 30 s by default)
                    connection_timeout=5, max_transaction_retry_time=5)
            except (DriverError, Neo4jError, OSError, ValueError) as exc:
                raise GraphStoreError(f"Neo4j at {self.uri} cannot be reached: {exc}") from exc
        return self._graph

    def _ensure_schema(self) -> None:
        if self._schema_done:
            return
        for label in self.node_labels:
            self._run(f"CREATE CONSTRAINT {label.lower()}_id IF NOT EXISTS FOR (n:{label}) REQUIRE n.id IS UNIQUE")
        self._schema_done = True

    def _run(self, cypher: str, params: dict | None = None) -> list[dict]:
        from neo4j.exceptions import Neo4jError, ServiceUnavailable
        graph = self.graph
        try:
            return graph.structured_query(cypher, params or {})
        except ServiceUnavailable as exc:
            raise GraphStoreError(f"Neo4j at {self.uri} cannot be reached: {exc}") from exc
        except Neo4jError as exc:
            raise GraphStoreError(f"Neo4j error: {exc}") from exc

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
            with self.graph.client.session(database=self.database, default_access_mode="READ") as session:
                return session.execute_read(work)
        except ClientError as exc:
            if "Timeout" in (exc.code or "") or "terminated" in str(exc).lower():
                raise GraphStoreError(f"the query ran longer than {timeout_s:g} s and was stopped") from exc
            raise GraphStoreError(str(exc)) from exc
        except Neo4jError as exc:
            raise GraphStoreError(f"Neo4j error: {exc}") from exc

    def close(self) -> None:
        if self._graph is not None:
            self._graph.close()
            self._graph = None
