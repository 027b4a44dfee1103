"""Embedded LadybugDB graph store (the default): one file under the data folder, Cypher queries.

LadybugDB (``ladybug`` on PyPI) is the maintained successor of Kùzu, which its authors archived in October 2025:
the same Cypher and the same Python API under another module name. The project uses none of its extensions
(their ``vector`` and ``fts`` download from the network); vectors and BM25 are the project's own.

LadybugDB lets one process write a database file at a time. So that the dashboard, the command line and an
ingest can share one library, the file is open only while someone uses it: each operation (a question's
retrieval, a page's queries, the graph stage of one paper) runs in a ``session`` that opens the file (read-only
when it only reads, so several processes can read at once) and closes it when the process has no session left.
LadybugDB locks the file against a second writer only; a read-only opening holds its lock just while it opens
(LadybugDB issue 666), so a writer could checkpoint under a reader's cached pages. The store therefore takes its
own lock beside the file (``graph.lbug.lock``: shared while open read-only, exclusive while open for writing),
which gives what Kùzu gave: readers together, a writer alone. A process that finds the file held by another
waits and tries again (``lock_wait_s``, with a message through ``on_wait``), then says who holds it. Opening the
file costs a few tens of ms (README, "Several people, one library"), so a read session opens it at its first
query (a retrieval that never reads the graph costs nothing); threads of one process share the open file, and a
thread that needs to write waits until the readers of its process are done.
"""
from __future__ import annotations

import atexit
import fcntl
import importlib
import logging
import os
import re
import shutil
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

from .base import EVIDENCE, GraphFileDamaged, GraphStore, GraphStoreError, check_read_only

SCHEMA = [
    "CREATE NODE TABLE IF NOT EXISTS Paper(id STRING PRIMARY KEY, title STRING, doi STRING, filename STRING)",
    "CREATE NODE TABLE IF NOT EXISTS Chunk(id STRING PRIMARY KEY, paper_id STRING, kind STRING, text STRING,"
    " pages STRING, section STRING, table_id STRING, figure_id STRING)",
    "CREATE NODE TABLE IF NOT EXISTS MatID(id STRING PRIMARY KEY, type STRING, name STRING, aliases STRING)",
    "CREATE NODE TABLE IF NOT EXISTS Measurement(id STRING PRIMARY KEY, material STRING, property STRING,"
    " value DOUBLE, value_high DOUBLE, unit STRING, value_std DOUBLE, value_std_high DOUBLE, unit_std STRING,"
    " uncertainty DOUBLE, temperature_K DOUBLE, loading_mode STRING, grain_size_um DOUBLE, processing STRING,"
    " strain_rate DOUBLE, conditions STRING, text STRING, paper_id STRING, chunk_id STRING, page INT64,"
    " table_id STRING, figure_id STRING, confidence DOUBLE, reasons STRING, binding STRING, plausible BOOLEAN)",
    "CREATE NODE TABLE IF NOT EXISTS Passage(id STRING PRIMARY KEY, source STRING, title STRING, text STRING,"
    " url STRING)",
    "CREATE NODE TABLE IF NOT EXISTS DocEntity(id STRING PRIMARY KEY)",
    *(f"CREATE NODE TABLE IF NOT EXISTS {table}(id INT64 PRIMARY KEY, paper_id STRING, chunk_id STRING, type STRING,"
      " surface STRING, sentence STRING)" for table in EVIDENCE.values()),
    "CREATE REL TABLE IF NOT EXISTS HAS_CHUNK(FROM Paper TO Chunk)",
    "CREATE REL TABLE IF NOT EXISTS MENTIONED_IN(FROM MatID TO Chunk, evidence INT64)",
    "CREATE REL TABLE IF NOT EXISTS HAS_PROPERTY(FROM MatID TO Measurement)",
    "CREATE REL TABLE IF NOT EXISTS MEASURES(FROM Measurement TO MatID)",
    "CREATE REL TABLE IF NOT EXISTS CONTAINS(FROM MatID TO MatID, fraction DOUBLE)",
    "CREATE REL TABLE IF NOT EXISTS DESCRIBED_BY(FROM MatID TO Passage, score DOUBLE, how STRING, status STRING)",
    "CREATE REL TABLE IF NOT EXISTS RELATED(FROM MatID TO MatID, weight DOUBLE, evidence INT64)",
    "CREATE REL TABLE IF NOT EXISTS DOC_MENTIONED_IN(FROM DocEntity TO Chunk)",
    "CREATE REL TABLE IF NOT EXISTS DOC_REL(FROM DocEntity TO DocEntity, evidence INT64)",
]
# the Measurement columns added since the first layout: a file without them is rebuilt (the recogniser scores again)
MEASUREMENT_ADDED = {"confidence", "reasons", "binding", "plausible"}
WRITES = re.compile(r"\b(CREATE|MERGE|DELETE|SET|REMOVE|DROP|ALTER|COPY|LOAD|INSTALL|ATTACH|CHECKPOINT)\b", re.I)
# files the database keeps beside its own (its write-ahead log, a log frozen by a checkpoint, shadow pages)
COMPANIONS = (".wal", ".wal.checkpoint", ".shadow")
DRIVER = "ladybug"          # the Python module of the database; eval/graphdb_bench.py also runs "kuzu" (same API)
LOCK_WAIT_S = 60.0          # how long an operation waits for another process to release the file
RETRY_S = 0.1
log = logging.getLogger(__name__)
ON_WAIT: Callable[[str], None] | None = None     # told once when an operation waits (the CLI prints it)


def _is_lock_error(exc: Exception) -> bool:
    """Another process holds the file (or is checkpointing it): wait and try again."""
    text = str(exc).lower()
    return "lock" in text or "checkpoint is in progress" in text


class _SharedFile:
    """One database file in this process: open while any thread has a session on it, closed when none has."""

    def __init__(self, path: Path, buffer_pool_mb: int = 0, driver: str = DRIVER):
        self.path = path
        self.driver = importlib.import_module(driver)
        self.buffer_pool_bytes = max(0, buffer_pool_mb) << 20
        self.db = None
        self.lock_fd: int | None = None       # our lock beside the file, held while it is open
        self.writable = False
        self.users = 0
        self.writers_waiting = 0
        self.cond = threading.Condition()
        self.writer = threading.Lock()        # one write transaction at a time: writers take turns
        self.local = threading.local()        # this thread's session depth and connection

    def _lock(self, write: bool) -> None:
        """Take our lock beside the file (shared to read, exclusive to write) or raise BlockingIOError."""
        fd = os.open(f"{self.path}.lock", os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, (fcntl.LOCK_EX if write else fcntl.LOCK_SH) | fcntl.LOCK_NB)
        except BaseException:
            os.close(fd)
            raise
        self.lock_fd = fd

    def _unlock(self) -> None:
        if self.lock_fd is not None:
            os.close(self.lock_fd)            # releases the flock
            self.lock_fd = None

    def _open(self, write: bool, wait_s: float, on_wait: Callable[[str], None] | None):
        start, told = time.monotonic(), False
        while True:
            try:
                self._lock(write)
                try:
                    return self.driver.Database(str(self.path), read_only=not write,
                                                buffer_pool_size=self.buffer_pool_bytes)
                except BaseException:
                    self._unlock()
                    raise
            except (RuntimeError, BlockingIOError) as exc:
                if isinstance(exc, BlockingIOError):
                    exc = RuntimeError(f"the lock {self.path}.lock is held by another process")
                if not write and not _is_lock_error(exc) and self.path.exists():
                    write = True              # e.g. a log left by a killed writer: a writer replays it first
                    continue
                if not _is_lock_error(exc):
                    raise GraphFileDamaged(
                        f"the graph database {self.path} cannot be opened ({exc}). The graph is built from the "
                        f"stored papers: `{GraphFileDamaged.REPAIR}` (or the Home page's repair button) sets the "
                        f"file aside and builds it again") from exc
                if time.monotonic() - start > wait_s:
                    raise GraphStoreError(
                        f"the graph database {self.path} is in use by another process (an ingest or a long query) "
                        f"and was not released within {wait_s:g} s; try again when it is done") from exc
                if on_wait and not told:
                    on_wait("waiting for the graph database: another process (an ingest, the dashboard or the "
                            "command line) is using it")
                    told = True
                time.sleep(RETRY_S)

    @contextmanager
    def session(self, write: bool, wait_s: float = LOCK_WAIT_S, on_wait=None, lazy: bool = False) -> Iterator[object]:
        """A connection of this thread to the open file; nested sessions of a thread share it. A ``lazy`` read
        session opens the file only when a query inside it needs it (a retrieval that never reads the graph,
        like Naive RAG's, costs nothing) and yields None."""
        loc = self.local
        if getattr(loc, "depth", 0):
            if write and not loc.write:
                raise GraphStoreError("internal error: a write inside a read-only graph session")
            if loc.conn is None:              # the first query inside a lazy session: open now, until it ends
                self._begin(False, wait_s, on_wait)
            loc.depth += 1
            try:
                yield loc.conn
            finally:
                loc.depth -= 1
            return
        if lazy and not write:
            loc.depth, loc.write, loc.conn = 1, False, None
            try:
                yield None
            finally:
                loc.depth = 0
                if loc.conn is not None:
                    self._end()
            return
        self._begin(write, wait_s, on_wait)
        loc.depth = 1
        try:
            yield loc.conn
        finally:
            loc.depth = 0
            self._end()

    def _begin(self, write: bool, wait_s: float, on_wait) -> None:
        loc = self.local
        if write:
            self.writer.acquire()
        try:
            loc.conn, loc.write = self._enter(write, wait_s, on_wait), write
        except BaseException:
            if write:
                self.writer.release()
            raise

    def _end(self) -> None:
        loc = self.local
        conn, loc.conn = loc.conn, None
        conn.close()                          # before the database: a connection outliving it crashes the database
        with self.cond:
            self.users -= 1
            if self.users == 0:
                self._close()
        if loc.write:
            self.writer.release()

    def _close(self) -> None:
        """Close the file (the condition held, no session on it)."""
        if self.db is not None:
            self.db.close()
        self._unlock()
        self.db, self.writable = None, False
        self.cond.notify_all()

    def _enter(self, write: bool, wait_s: float, on_wait):
        """Count this session in and return a new connection, opening the file (for writing if needed) first."""
        with self.cond:
            if write:
                self.writers_waiting += 1
                try:
                    while self.db is not None and not self.writable:
                        self.cond.wait()      # readers of this process finish, then the file reopens for writing
                finally:
                    self.writers_waiting -= 1
            else:
                while self.writers_waiting and not (self.db is not None and self.writable):
                    self.cond.wait()          # a writer is waiting: readers queue behind it, then read beside it
            if self.db is None:
                self.db = self._open(write, wait_s, on_wait)
                self.writable = write
                self.cond.notify_all()        # readers queued behind a writer may now read beside it
            self.users += 1
            return self.driver.Connection(self.db)

    def close(self) -> None:
        with self.cond:
            if self.db is not None and self.users == 0:
                self._close()


_files: dict[str, _SharedFile] = {}
_lock = threading.Lock()


def _shared(path: Path, buffer_pool_mb: int = 0, driver: str = DRIVER) -> _SharedFile:
    key = str(Path(path).resolve())
    with _lock:
        if key not in _files:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            _files[key] = _SharedFile(Path(key), buffer_pool_mb, driver)
        return _files[key]


class LadybugStore(GraphStore):
    name = "ladybug"

    def __init__(self, path: Path, lock_wait_s: float = LOCK_WAIT_S, on_wait: Callable[[str], None] | None = None,
                 buffer_pool_mb: int = 512, driver: str = DRIVER):
        super().__init__()
        self.path = Path(path)
        self.file = _shared(self.path, buffer_pool_mb, driver)
        self.lock_wait_s, self.on_wait = lock_wait_s, on_wait
        if self.path.exists() and self._old_layout():
            self._remove_file()
            self.recreated = True
        with self._connection(write=True) as conn:    # the tables, once (cheap when they exist)
            for stmt in SCHEMA:
                conn.execute(stmt).close()

    def _old_layout(self) -> bool:
        """A file written by an older version: before relationships moved their text to evidence nodes (it grew
        quadratically), or before Measurement nodes kept the recogniser's confidence (``MEASUREMENT_ADDED``)."""
        with self._connection(write=False) as conn:
            tables = {r["name"] for r in _rows(conn.execute("CALL show_tables() RETURN *"))}

            def columns(table: str) -> set[str]:
                return {r["name"] for r in _rows(conn.execute(f"CALL table_info('{table}') RETURN *"))}
            if "MENTIONED_IN" in tables and ("evidence" not in columns("MENTIONED_IN")
                                             or not set(EVIDENCE.values()) <= tables):
                return True
            return "Measurement" in tables and not MEASUREMENT_ADDED <= columns("Measurement")

    def _remove_file(self) -> None:
        log.warning("the graph database %s has the layout of an older version; it is removed and rebuilt from "
                    "the stored chunks", self.path)
        self.file.close()
        for f in (self.path, *(Path(f"{self.path}{suffix}") for suffix in COMPANIONS)):
            if f.is_dir():
                shutil.rmtree(f)
            else:
                f.unlink(missing_ok=True)

    @contextmanager
    def session(self, write: bool = False):
        """Hold the file for a run of queries (``write`` for one that writes): see the module's doc. A read
        session opens the file at its first query."""
        with self.file.session(write, self.lock_wait_s, self.on_wait or ON_WAIT, lazy=not write) as conn:
            yield conn

    def _connection(self, write: bool):
        """This thread's connection (inside its session, or for this one query)."""
        return self.file.session(write, self.lock_wait_s, self.on_wait or ON_WAIT)

    def query(self, cypher: str, params: dict | None = None) -> list[dict]:
        with self._connection(write=bool(WRITES.search(cypher))) as conn:
            return _rows(conn.execute(cypher, parameters=params or {}))

    def node_label(self, var: str) -> str:
        return f"label({var})"

    def rel_type(self, var: str) -> str:
        return f"label({var})"

    def to_double(self, expr: str) -> str:
        return f"CAST({expr} AS DOUBLE)"

    def to_bool(self, expr: str) -> str:
        return f"CAST({expr} AS BOOLEAN)"

    def read_query(self, cypher: str, params: dict | None = None, timeout_s: float = 10.0) -> list[dict]:
        check_read_only(cypher)
        with self._connection(write=False) as conn:
            conn.set_query_timeout(int(timeout_s * 1000))
            try:
                return _rows(conn.execute(cypher, parameters=params or {}))
            except RuntimeError as exc:
                if "interrupt" in str(exc).lower() or "timeout" in str(exc).lower():
                    raise GraphStoreError(f"the query ran longer than {timeout_s:g} s and was stopped") from exc
                raise GraphStoreError(str(exc)) from exc
            finally:
                conn.set_query_timeout(0)


def set_aside(path: Path) -> Path:
    """Close a damaged database file and move it (and its log) out of the way, kept under a name with the time
    (``graph.lbug.damaged-20261125-101500``); returns that name. The next opening creates a new file."""
    from ..recovery import set_aside as keep
    shared = _files.get(str(Path(path).resolve()))
    if shared is not None:
        shared.close()
    return keep(Path(path), COMPANIONS)


def _rows(result) -> list[dict]:
    """The rows of a query result as dicts; the result is closed (it must not outlive its connection)."""
    try:
        cols = result.get_column_names()
        rows = []
        while result.has_next():
            rows.append(dict(zip(cols, result.get_next())))
        return rows
    finally:
        result.close()


@atexit.register
def close_all() -> None:
    """Close the databases this process has open and no session uses (files are closed when idle anyway)."""
    with _lock:
        for f in _files.values():
            f.close()
