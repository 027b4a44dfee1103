"""Embedded Kùzu graph store (the default): one file under the data folder, Cypher queries."""
from __future__ import annotations

import threading
from pathlib import Path

from .base import GraphStore, GraphStoreError

SCHEMA = [
    "CREATE NODE TABLE IF NOT EXISTS Paper(id STRING PRIMARY KEY, title STRING, doi STRING, filename STRING)",
    "CREATE NODE TABLE IF NOT EXISTS Chunk(id STRING PRIMARY KEY, paper_id STRING, kind STRING, text STRING,"
    " pages STRING, section STRING, table_id STRING, figure_id STRING)",
    "CREATE REL TABLE IF NOT EXISTS HAS_CHUNK(FROM Paper TO Chunk)",
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



def close_all() -> None:
    """Close every open Kùzu database of this process (flushes them; later stores reopen them)."""
    with _lock:
        for db in _databases.values():
            try:
                db.close()
            except Exception:  # already closed
                pass
        _databases.clear()
