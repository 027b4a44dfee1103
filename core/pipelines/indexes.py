"""Indexes that a pipeline builds beyond the shared chunks, embeddings and graphs, kept per paper.

Each index lives in ``data_dir/indexes/<name>/<paper_id>.npz``: a paper that is new (or ingested again)
gets its file the first time the index is used (or when ``python -m core index`` builds it ahead), a
deleted paper's file is ignored and removed; the others are never rebuilt. So an index is incremental
for every method whose per-paper part does not depend on the other papers (the cross-paper part, e.g. the
traversal graph's inter-document edges, is computed at query time from the loaded arrays).
"""
from __future__ import annotations

import logging
import time
import zipfile
from pathlib import Path
from typing import Callable

import numpy as np

from ..models import Status
from ..recovery import set_aside

Progress = Callable[[int, int, str], None]      # (done, total, message)
UNREADABLE = (OSError, KeyError, ValueError, EOFError, zipfile.BadZipFile)
log = logging.getLogger(__name__)
INDEXES: dict[str, "PaperIndex"] = {}


class PaperIndex:
    """A named per-paper index: ``build_paper(env, paper_id)`` returns a dict of arrays (strings as object
    arrays are not allowed: use ``np.array(list_of_str)``); ``version`` invalidates files built by older code."""

    def __init__(self, name: str, build_paper: Callable[[object, str], dict[str, np.ndarray]], version: str = "1",
                 what: str = "", variant: Callable[[object], str] | None = None):
        self.name, self.build_paper, self.version, self.what = name, build_paper, version, what or name
        self.variant = variant          # a setting the files depend on (RAPTOR's summary mode): a change rebuilds
        INDEXES[name] = self

    def folder(self, env) -> Path:
        return Path(env.settings.data_dir) / "indexes" / self.name

    def _papers(self, env) -> dict[str, str]:
        """Processed papers and a stamp that changes when a paper is ingested again."""
        variant = self.variant(env) if self.variant else ""
        return {p.paper_id: f"{self.version}:{variant}:{p.updated_at}"
                for p in env.registry.list_papers(Status.PROCESSED)}

    def _stamp(self, path: Path) -> str | None:
        try:
            with np.load(path, allow_pickle=False) as z:
                return str(z["__stamp__"])
        except UNREADABLE:
            return None

    def set_aside_damaged(self, env) -> list[str]:
        """Files of this index that exist but cannot be read (a crash or a full disk can leave them so): each is
        kept under a name with the time (``<paper>.npz.damaged-20261125-101500``) and built again by ``build``."""
        kept = []
        for pid in self._papers(env):
            f = self.folder(env) / f"{pid}.npz"
            if f.exists() and self._stamp(f) is None:
                target = set_aside(f)
                log.warning("%s: %s could not be read; it is kept as %s and built again", self.what, f, target.name)
                kept.append(target.name)
        return kept

    def missing(self, env) -> list[str]:
        """Papers whose part of the index is absent or stale."""
        folder = self.folder(env)
        return [pid for pid, stamp in self._papers(env).items() if self._stamp(folder / f"{pid}.npz") != stamp]

    def build(self, env, progress: Progress | None = None) -> dict:
        """Build the missing parts (and drop those of deleted papers); returns {built, seconds}."""
        folder = self.folder(env)
        folder.mkdir(parents=True, exist_ok=True)
        papers = self._papers(env)
        for f in folder.glob("*.npz"):
            if f.stem not in papers:
                f.unlink(missing_ok=True)
        damaged = self.set_aside_damaged(env)
        todo = self.missing(env)
        t = time.perf_counter()
        for i, pid in enumerate(todo):
            if progress:
                progress(i, len(todo), f"{self.what}: paper {i + 1} of {len(todo)}")
            with env.store.session():            # one opening of the graph file per paper
                arrays = self.build_paper(env, pid)
            tmp = folder / f"{pid}.tmp.npz"
            np.savez(tmp, __stamp__=np.array(papers[pid]), **arrays)
            tmp.replace(folder / f"{pid}.npz")       # a reader never sees half a file
        if progress and todo:
            progress(len(todo), len(todo), f"{self.what}: {len(todo)} paper(s) in {time.perf_counter() - t:.1f} s")
        return {"built": len(todo), "seconds": time.perf_counter() - t, **({"set_aside": damaged} if damaged else {})}

    def load(self, env, progress: Progress | None = None) -> dict[str, dict[str, np.ndarray]]:
        """Every processed paper's arrays, building what is missing first; cached per library version."""
        def load_all():
            out = {}
            for pid in self._papers(env):
                with np.load(self.folder(env) / f"{pid}.npz", allow_pickle=False) as z:
                    out[pid] = {k: z[k] for k in z.files if k != "__stamp__"}
            return out

        def read():
            built = self.build(env, progress)
            try:
                out = load_all()
            except UNREADABLE:        # damaged beyond its stamp: set aside (build does), built again, read again
                for f in self.folder(env).glob("*.npz"):
                    try:
                        with np.load(f, allow_pickle=False) as z:
                            [z[k] for k in z.files]
                    except UNREADABLE:
                        set_aside(f)
                built = self.build(env, progress)
                out = load_all()
            out_meta = {"built_papers": built["built"], "build_s": built["seconds"]}
            return out, out_meta
        return env.cached(f"index:{self.name}", read)

    def size_bytes(self, env) -> int:
        return sum(f.stat().st_size for f in self.folder(env).glob("*.npz")) if self.folder(env).exists() else 0

    def describe(self, env) -> dict:
        return {"index": self.name, "what": self.what, "papers": len(self._papers(env)),
                "missing": len(self.missing(env)), "bytes": self.size_bytes(env)}
