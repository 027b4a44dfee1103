"""The document registry: one SQLite file holding every paper's status and what was derived from it.

A paper's id is the start of the SHA-256 of its bytes, so the same PDF uploaded twice is one
paper. Everything derived from a paper (pages, tables, figures, chunks with their embeddings)
is keyed by that id, written in one transaction per stage, and removed with it.
"""
from __future__ import annotations

import json
import sqlite3
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import numpy as np

from .models import Chunk, FigureData, PaperRecord, ParsedPaper, Status, TableData

SCHEMA = """
CREATE TABLE IF NOT EXISTS papers (
    paper_id TEXT PRIMARY KEY,
    sha256 TEXT NOT NULL,
    filename TEXT NOT NULL,
    size_bytes INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL,
    stage TEXT NOT NULL DEFAULT '',
    error TEXT NOT NULL DEFAULT '',
    title TEXT NOT NULL DEFAULT '',
    doi TEXT NOT NULL DEFAULT '',
    n_pages INTEGER NOT NULL DEFAULT 0,
    n_chunks INTEGER NOT NULL DEFAULT 0,
    n_tables INTEGER NOT NULL DEFAULT 0,
    n_figures INTEGER NOT NULL DEFAULT 0,
    meta TEXT NOT NULL DEFAULT '{}',
    timings TEXT NOT NULL DEFAULT '{}',
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS pages (
    paper_id TEXT NOT NULL, page INTEGER NOT NULL, text TEXT NOT NULL,
    PRIMARY KEY (paper_id, page)
);
CREATE TABLE IF NOT EXISTS tables (
    paper_id TEXT NOT NULL, table_id TEXT NOT NULL, number INTEGER NOT NULL, page INTEGER NOT NULL,
    caption TEXT NOT NULL, header TEXT NOT NULL, rows TEXT NOT NULL,
    PRIMARY KEY (paper_id, table_id)
);
CREATE TABLE IF NOT EXISTS figures (
    paper_id TEXT NOT NULL, figure_id TEXT NOT NULL, number INTEGER NOT NULL, page INTEGER NOT NULL,
    caption TEXT NOT NULL, image_path TEXT NOT NULL, description TEXT NOT NULL, words TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (paper_id, figure_id)
);
CREATE TABLE IF NOT EXISTS chunks (
    chunk_id TEXT PRIMARY KEY, paper_id TEXT NOT NULL, seq INTEGER NOT NULL, kind TEXT NOT NULL,
    text TEXT NOT NULL, pages TEXT NOT NULL, section TEXT NOT NULL, table_id TEXT NOT NULL,
    figure_id TEXT NOT NULL, n_tokens INTEGER NOT NULL, embedding BLOB
);
CREATE INDEX IF NOT EXISTS chunks_paper ON chunks(paper_id, seq);
CREATE TABLE IF NOT EXISTS curation (
    id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, matid TEXT NOT NULL, target TEXT NOT NULL,
    created_at REAL NOT NULL, UNIQUE (kind, matid, target)
);
"""
CURATION_KINDS = ("accept", "reject", "merge")

DERIVED = ("pages", "tables", "figures", "chunks")


class Registry:
    def __init__(self, path: Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._conn() as db:
            db.executescript(SCHEMA)
            if "words" not in {r["name"] for r in db.execute("PRAGMA table_info(figures)")}:
                db.execute("ALTER TABLE figures ADD COLUMN words TEXT NOT NULL DEFAULT ''")   # libraries made before it

    @contextmanager
    def _conn(self) -> Iterator[sqlite3.Connection]:
        db = sqlite3.connect(self.path, timeout=30)
        db.row_factory = sqlite3.Row
        db.execute("PRAGMA journal_mode=WAL")
        try:
            with db:  # one transaction: committed on success, rolled back on error
                yield db
        finally:
            db.close()

    # --- papers -------------------------------------------------------------------------
    def upsert_paper(self, paper_id: str, sha256: str, filename: str, size_bytes: int) -> dict:
        now = time.time()
        with self._conn() as db:
            db.execute(
                "INSERT INTO papers (paper_id, sha256, filename, size_bytes, status, created_at, updated_at)"
                " VALUES (?,?,?,?,?,?,?) ON CONFLICT(paper_id) DO NOTHING",
                (paper_id, sha256, filename, size_bytes, Status.PENDING.value, now, now))
        return self.get(paper_id)

    def get(self, paper_id: str) -> PaperRecord | None:
        with self._conn() as db:
            row = db.execute("SELECT * FROM papers WHERE paper_id=?", (paper_id,)).fetchone()
        return _paper(row) if row else None

    def version(self) -> tuple:
        """Changes whenever a paper is added, updated or deleted (a cheap cache key)."""
        with self._conn() as db:
            return tuple(db.execute("SELECT count(*), max(updated_at), total(updated_at) FROM papers").fetchone())

    def list_papers(self, status: Status | None = None) -> list[PaperRecord]:
        q, args = "SELECT * FROM papers", ()
        if status:
            q, args = q + " WHERE status=?", (status.value,)
        with self._conn() as db:
            return [_paper(r) for r in db.execute(q + " ORDER BY created_at, paper_id", args)]

    def update(self, paper_id: str, **fields) -> None:
        for key in ("meta", "timings"):
            if key in fields and not isinstance(fields[key], str):
                fields[key] = json.dumps(fields[key])
        if "status" in fields and isinstance(fields["status"], Status):
            fields["status"] = fields["status"].value
        fields["updated_at"] = time.time()
        cols = ", ".join(f"{k}=?" for k in fields)
        with self._conn() as db:
            db.execute(f"UPDATE papers SET {cols} WHERE paper_id=?", (*fields.values(), paper_id))

    def delete(self, paper_id: str) -> bool:
        with self._conn() as db:
            for table in DERIVED:
                db.execute(f"DELETE FROM {table} WHERE paper_id=?", (paper_id,))
            return db.execute("DELETE FROM papers WHERE paper_id=?", (paper_id,)).rowcount > 0

    def purge_derived(self, paper_id: str) -> None:
        """Forget everything derived from a paper (before a resume or re-ingest), keep the record."""
        with self._conn() as db:
            for table in DERIVED:
                db.execute(f"DELETE FROM {table} WHERE paper_id=?", (paper_id,))

    # --- parsed content -------------------------------------------------------------------
    def save_parsed(self, paper_id: str, parsed: ParsedPaper) -> None:
        with self._conn() as db:
            for table in ("pages", "tables", "figures"):
                db.execute(f"DELETE FROM {table} WHERE paper_id=?", (paper_id,))
            db.executemany("INSERT INTO pages VALUES (?,?,?)",
                           [(paper_id, i + 1, t) for i, t in enumerate(parsed.pages)])
            db.executemany("INSERT INTO tables VALUES (?,?,?,?,?,?,?)", [
                (paper_id, t.table_id, t.number, t.page, t.caption, json.dumps(t.header), json.dumps(t.rows))
                for t in parsed.tables])
            db.executemany("INSERT INTO figures VALUES (?,?,?,?,?,?,?,?)", [
                (paper_id, f.figure_id, f.number, f.page, f.caption, f.image_path, f.description, f.words)
                for f in parsed.figures])

    def pages(self, paper_id: str) -> list[str]:
        with self._conn() as db:
            return [r["text"] for r in db.execute(
                "SELECT text FROM pages WHERE paper_id=? ORDER BY page", (paper_id,))]

    def tables(self, paper_id: str) -> list[TableData]:
        with self._conn() as db:
            rows = db.execute("SELECT * FROM tables WHERE paper_id=? ORDER BY number", (paper_id,)).fetchall()
        return [TableData(r["table_id"], r["number"], r["page"], r["caption"], json.loads(r["header"]),
                          json.loads(r["rows"])) for r in rows]

    def figures(self, paper_id: str) -> list[FigureData]:
        with self._conn() as db:
            rows = db.execute("SELECT * FROM figures WHERE paper_id=? ORDER BY number", (paper_id,)).fetchall()
        return [FigureData(r["figure_id"], r["number"], r["page"], r["caption"], r["image_path"],
                           r["description"], words=r["words"]) for r in rows]

    # --- chunks and embeddings ---------------------------------------------------------
    def save_chunks(self, paper_id: str, chunks: list[Chunk], embeddings: np.ndarray | None = None) -> None:
        if embeddings is not None and len(embeddings) != len(chunks):
            raise ValueError("one embedding per chunk is needed")
        with self._conn() as db:
            db.execute("DELETE FROM chunks WHERE paper_id=?", (paper_id,))
            db.executemany("INSERT INTO chunks VALUES (?,?,?,?,?,?,?,?,?,?,?)", [
                (c.chunk_id, paper_id, i, c.kind, c.text, json.dumps(c.pages), c.section, c.table_id,
                 c.figure_id, c.n_tokens,
                 None if embeddings is None else np.asarray(embeddings[i], dtype=np.float32).tobytes())
                for i, c in enumerate(chunks)])

    def chunks(self, paper_id: str | None = None, ids: list[str] | None = None) -> list[Chunk]:
        q, args = "SELECT * FROM chunks", []
        if paper_id:
            q, args = q + " WHERE paper_id=?", [paper_id]
        elif ids is not None:
            q, args = q + f" WHERE chunk_id IN ({','.join('?' * len(ids))})", list(ids)
        with self._conn() as db:
            rows = db.execute(q + " ORDER BY paper_id, seq", args).fetchall()
        return [_chunk(r) for r in rows]

    def embeddings(self, processed_only: bool = True) -> tuple[list[str], np.ndarray]:
        """Chunk ids and their embeddings (one row each) for the vector index."""
        q = "SELECT c.chunk_id, c.embedding FROM chunks c JOIN papers p USING (paper_id) WHERE c.embedding IS NOT NULL"
        if processed_only:
            q += " AND p.status='processed'"
        with self._conn() as db:
            rows = db.execute(q + " ORDER BY c.paper_id, c.seq").fetchall()
        if not rows:
            return [], np.zeros((0, 0), dtype=np.float32)
        return [r[0] for r in rows], np.vstack([np.frombuffer(r[1], dtype=np.float32) for r in rows])

    # --- curation: decisions by hand about links and MatIDs, kept apart from derived data so
    # that they survive re-ingestion -------------------------------------------------------------
    def add_curation(self, kind: str, matid: str, target: str) -> None:
        """kind: accept (a passage for a MatID), reject (a passage), merge (this MatID into target)."""
        if kind not in CURATION_KINDS:
            raise ValueError(f"unknown curation kind {kind!r}")
        if kind == "merge" and matid == target:
            raise ValueError("a MatID cannot be merged into itself")
        with self._conn() as db:
            if kind in ("accept", "reject"):   # the latest decision about a link wins
                db.execute("DELETE FROM curation WHERE kind IN ('accept','reject') AND matid=? AND target=?",
                           (matid, target))
            if kind == "merge":
                db.execute("DELETE FROM curation WHERE kind='merge' AND matid=?", (matid,))
            db.execute("INSERT OR IGNORE INTO curation (kind, matid, target, created_at) VALUES (?,?,?,?)",
                       (kind, matid, target, time.time()))

    def curation(self) -> list[dict]:
        with self._conn() as db:
            return [dict(r) for r in db.execute("SELECT kind, matid, target, created_at FROM curation ORDER BY id")]

    def merges(self) -> dict[str, str]:
        """MatID -> the MatID it was merged into (followed to the end of a chain)."""
        direct = {c["matid"]: c["target"] for c in self.curation() if c["kind"] == "merge"}
        out = {}
        for src in direct:
            dst, seen = direct[src], {src}
            while dst in direct and dst not in seen:
                seen.add(dst)
                dst = direct[dst]
            out[src] = dst
        return out

    def link_decisions(self) -> dict[str, dict[str, set[str]]]:
        out: dict[str, dict[str, set[str]]] = {}
        for c in self.curation():
            if c["kind"] in ("accept", "reject"):
                out.setdefault(c["matid"], {"accept": set(), "reject": set()})[c["kind"]].add(c["target"])
        return out

    def counts(self) -> dict[str, int]:
        with self._conn() as db:
            row = db.execute(
                "SELECT COUNT(*), COALESCE(SUM(n_pages),0), COALESCE(SUM(n_chunks),0),"
                " COALESCE(SUM(n_tables),0), COALESCE(SUM(n_figures),0),"
                " COALESCE(SUM(status='failed'),0) FROM papers WHERE status IN ('processed','failed')").fetchone()
            processed = db.execute("SELECT COUNT(*) FROM papers WHERE status='processed'").fetchone()[0]
        return {"papers": processed, "failed": row[5], "pages": row[1], "chunks": row[2],
                "tables": row[3], "figures": row[4]}


def _paper(row: sqlite3.Row) -> PaperRecord:
    d = dict(row)
    d["meta"] = json.loads(d["meta"])
    d["timings"] = json.loads(d["timings"])
    d["status"] = Status(d["status"])
    return PaperRecord(**d)


def _chunk(r: sqlite3.Row) -> Chunk:
    return Chunk(r["chunk_id"], r["paper_id"], r["kind"], r["text"], json.loads(r["pages"]), r["section"],
                 r["table_id"], r["figure_id"], r["n_tokens"])
