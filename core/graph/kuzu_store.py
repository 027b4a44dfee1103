"""Embedded Kùzu graph store (the default): one file under the data folder, Cypher queries."""
from __future__ import annotations

import threading
from pathlib import Path

from .base import GraphStore, GraphStoreError, check_read_only

SCHEMA = [
    "CREATE NODE TABLE IF NOT EXISTS Paper(id STRING PRIMARY KEY, title STRING, doi STRING, filename STRING)",
    "CREATE NODE TABLE IF NOT EXISTS Chunk(id STRING PRIMARY KEY, paper_id STRING, kind STRING, text STRING,"
    " pages STRING, section STRING, table_id STRING, figure_id STRING)",
    "CREATE NODE TABLE IF NOT EXISTS MatID(id STRING PRIMARY KEY, type STRING, name STRING, aliases STRING)",
    "CREATE NODE TABLE IF NOT EXISTS Measurement(id STRING PRIMARY KEY, material STRING, property STRING,"
    " value DOUBLE, value_high DOUBLE, unit STRING, value_std DOUBLE, value_std_high DOUBLE, unit_std STRING,"
    " uncertainty DOUBLE, temperature_K DOUBLE, loading_mode STRING, grain_size_um DOUBLE, processing STRING,"
    " strain_rate DOUBLE, conditions STRING, text STRING, paper_id STRING, chunk_id STRING, page INT64,"
    " table_id STRING, figure_id STRING)",
    "CREATE NODE TABLE IF NOT EXISTS Passage(id STRING PRIMARY KEY, source STRING, title STRING, text STRING,"
    " url STRING)",
    "CREATE NODE TABLE IF NOT EXISTS DocEntity(id STRING PRIMARY KEY)",
    "CREATE REL TABLE IF NOT EXISTS HAS_CHUNK(FROM Paper TO Chunk)",
    "CREATE REL TABLE IF NOT EXISTS MENTIONED_IN(FROM MatID TO Chunk, surface STRING, sentence STRING)",
    "CREATE REL TABLE IF NOT EXISTS HAS_PROPERTY(FROM MatID TO Measurement)",
    "CREATE REL TABLE IF NOT EXISTS MEASURES(FROM Measurement TO MatID)",
    "CREATE REL TABLE IF NOT EXISTS CONTAINS(FROM MatID TO MatID, fraction DOUBLE)",
    "CREATE REL TABLE IF NOT EXISTS DESCRIBED_BY(FROM MatID TO Passage, score DOUBLE, how STRING, status STRING)",
    "CREATE REL TABLE IF NOT EXISTS RELATED(FROM MatID TO MatID, type STRING, weight DOUBLE, chunk_id STRING,"
    " paper_id STRING, sentence STRING)",
    "CREATE REL TABLE IF NOT EXISTS DOC_MENTIONED_IN(FROM DocEntity TO Chunk)",
    "CREATE REL TABLE IF NOT EXISTS DOC_REL(FROM DocEntity TO DocEntity, type STRING, chunk_id STRING,"
    " paper_id STRING, sentence STRING)",
]

_databases: dict[str, object] = {}
_lock = threading.Lock()


def _database(path: Path):
    """One Database object per file and process (Kùzu locks the file against other writers)."""
    import kuzu

    key = str(Path(path).resolve())
    with _lock:
        if key not in _databases:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            try:
                _databases[key] = kuzu.Database(key)
            except RuntimeError as exc:
                if "lock" in str(exc).lower():
                    raise GraphStoreError(f"the graph database {path} is in use by another process "
                                          "(a running dashboard or ingest); stop it and try again") from exc
                raise GraphStoreError(f"cannot open the graph database {path}: {exc}") from exc
        return _databases[key]


class KuzuStore(GraphStore):
    name = "kuzu"

    def __init__(self, path: Path):
        import kuzu

        super().__init__()
        self.path = Path(path)
        self._conn = kuzu.Connection(_database(self.path))
        self._qlock = threading.Lock()
        for stmt in SCHEMA:
            self._conn.execute(stmt)

    def query(self, cypher: str, params: dict | None = None) -> list[dict]:
        with self._qlock:
            result = self._conn.execute(cypher, parameters=params or {})
            cols = result.get_column_names()
            rows = []
            while result.has_next():
                rows.append(dict(zip(cols, result.get_next())))
        return rows

    def node_label(self, var: str) -> str:
        return f"label({var})"

    def rel_type(self, var: str) -> str:
        return f"label({var})"

    def to_double(self, expr: str) -> str:
        return f"CAST({expr} AS DOUBLE)"

    def read_query(self, cypher: str, params: dict | None = None, timeout_s: float = 10.0) -> list[dict]:
        check_read_only(cypher)
        with self._qlock:
            self._conn.set_query_timeout(int(timeout_s * 1000))
            try:
                result = self._conn.execute(cypher, parameters=params or {})
                cols = result.get_column_names()
                rows = []
                while result.has_next():
                    rows.append(dict(zip(cols, result.get_next())))
            except RuntimeError as exc:
                if "interrupt" in str(exc).lower() or "timeout" in str(exc).lower():
                    raise GraphStoreError(f"the query ran longer than {timeout_s:g} s and was stopped") from exc
                raise GraphStoreError(str(exc)) from exc
            finally:
                self._conn.set_query_timeout(0)
        return rows



def close_all() -> None:
    """Close every open Kùzu database of this process (flushes them; later stores reopen them)."""
    with _lock:
        for db in _databases.values():
            try:
                db.close()
            except Exception:  # already closed
                pass
        _databases.clear()
