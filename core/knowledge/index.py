"""The knowledge base as a dense index: sim(q, p) = E(q)·E(p), as G-RAG's retriever scores passages.

The bulk sources (glossary, elements, offline Wikipedia) are embedded once per machine and model,
and the matrix cached on disk (``cache_dir``); look-up sources (live Wikipedia, ZIM) add a passage
by exact title when they have one.
"""
from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import numpy as np

from ..embeddings import Embedder
from .base import KnowledgeSource, Passage

log = logging.getLogger(__name__)


@dataclass
class Link:
    """A MatID's link to a knowledge passage, as found and as stored in the graph (``DESCRIBED_BY``)."""
    passage: Passage
    score: float
    how: str = "dense"      # dense | exact | manual
    status: str = "auto"    # auto | accepted (a rejected link is not stored)

    @classmethod
    def from_row(cls, row: dict) -> "Link":
        """A link read back from the graph (``matid_detail``'s links)."""
        p = Passage(row["passage_id"], row.get("source") or "", row.get("title") or "", row.get("text") or "",
                    url=row.get("url") or "")
        return cls(p, float(row.get("score") or 0.0), row.get("how") or "dense", row.get("status") or "auto")


EMBED_BATCH = 512


def _cached(f: Path, n: int, dim: int) -> bool:
    try:
        return np.load(f, mmap_mode="r").shape == (n, dim)
    except (OSError, ValueError):
        return False


class KnowledgeBase:
    def __init__(self, sources: list[KnowledgeSource], embedder: Embedder, cache_dir: Path,
                 progress: Callable[[int, int, str], None] | None = None):
        self.sources = sources
        self.embedder = embedder
        self.passages: list[Passage] = [p for s in sources if s.bulk for p in s.passages()]
        self.by_id = {p.id: p for p in self.passages}
        self.by_title: dict[str, list[Passage]] = {}
        self.by_matid: dict[str, list[Passage]] = {}
        for p in self.passages:
            self.by_title.setdefault(p.title.lower(), []).append(p)
            if p.matid:
                self.by_matid.setdefault(p.matid, []).append(p)
        for s in sources:
            if hasattr(s, "aliases"):
                for alias, pid in s.aliases().items():
                    self.by_title.setdefault(alias, []).append(self.by_id[pid])
        self.matrix = self._embed_all(Path(cache_dir), progress)

    def _cache_files(self, cache_dir: Path) -> list[tuple[str, list[Passage], Path]]:
        """(source, its passages, its cache file): one matrix per source, so that editing the glossary does
        not re-embed Wikipedia; the file name holds a hash of the model and the passages."""
        out = []
        for source in (s for s in self.sources if s.bulk):
            passages = [p for p in self.passages if p.source == source.name]
            h = hashlib.sha256(self.embedder.name.encode())
            for p in passages:
                h.update(p.id.encode())
                h.update(p.lead().encode())
            out.append((source.name, passages, cache_dir / f"kb-{source.name}-{self.embedder.name}-{h.hexdigest()[:16]}.npy"))
        return out

    def _embed_all(self, cache_dir: Path, progress=None) -> np.ndarray:
        parts = []
        files = self._cache_files(cache_dir)
        missing = [(n, ps, f) for n, ps, f in files if not _cached(f, len(ps), self.embedder.dim)]
        total, done = sum(len(ps) for _, ps, _ in missing), 0
        for name, passages, f in files:
            if (name, passages, f) not in missing:
                parts.append(np.load(f))
                continue
            log.warning("embedding %d %s passages once (cached in %s)", len(passages), name, f)
            rows = []
            for i in range(0, len(passages), EMBED_BATCH):
                if progress:
                    progress(done, total, f"embedding the knowledge base once ({total} passages): {done} done")
                rows.append(self.embedder.embed([p.lead() for p in passages[i:i + EMBED_BATCH]]))
                done += len(passages[i:i + EMBED_BATCH])
            m = np.vstack(rows) if rows else np.zeros((0, self.embedder.dim), dtype=np.float32)
            cache_dir.mkdir(parents=True, exist_ok=True)
            tmp = f.with_suffix(".tmp.npy")
            np.save(tmp, m)
            tmp.replace(f)                   # a killed run leaves no half-written cache
            parts.append(m)
        if progress and total:
            progress(total, total, f"knowledge base embedded ({total} passages)")
        return np.vstack(parts) if parts else np.zeros((0, self.embedder.dim), dtype=np.float32)

    def get(self, passage_id: str) -> Passage | None:
        return self.by_id.get(passage_id)

    def search(self, query: str, k: int = 5, min_score: float = 0.0, sources: set[str] | None = None) -> list[Link]:
        """Top passages by E(q)·E(p)."""
        if not self.passages:
            return []
        q = self.embedder.embed([query])[0]
        scores = self.matrix @ q
        order = np.argsort(-scores)
        out = []
        for i in order:
            if scores[i] < min_score or len(out) >= k:
                break
            p = self.passages[i]
            if sources is None or p.source in sources:
                out.append(Link(p, float(scores[i])))
        return out

    def link(self, name: str, matid: str, context: str = "", k: int = 3, min_score: float = 0.45) -> list[Link]:
        """Passages for one MatID: those that name it exactly (by MatID, title or alias), then the
        best by dense similarity of "name: context sentence" to each passage, above ``min_score``."""
        return self.link_many([(name, matid, context)], k, min_score)[0]

    def score(self, query: str, passage: Passage) -> float:
        q = self.embedder.embed([query])[0]
        vec = self.matrix[self.index_of(passage.id)] if passage.id in self.by_id else self.embedder.embed([passage.lead()])[0]
        return float(vec @ q)

    def index_of(self, passage_id: str) -> int:
        if not hasattr(self, "_pos"):
            self._pos = {p.id: i for i, p in enumerate(self.passages)}
        return self._pos[passage_id]

    def link_many(self, items: list[tuple[str, str, str]], k: int = 3, min_score: float = 0.45) -> list[list[Link]]:
        """``link`` for many (name, matid, context) at once: one batch of query embeddings."""
        if not items:
            return []
        queries = self.embedder.embed([f"{n}: {c}" if c else n for n, _, c in items])
        scores_all = self.matrix @ queries.T if len(self.passages) else None
        return [self._link_one(name, matid, queries[j], None if scores_all is None else scores_all[:, j], k, min_score)
                for j, (name, matid, _) in enumerate(items)]

    def _link_one(self, name, matid, q, scores, k, min_score) -> list[Link]:
        exact: dict[str, Passage] = {}
        for p in self.by_matid.get(matid, []) + self.by_title.get(name.lower(), []):
            exact.setdefault(p.id, p)
        for s in self.sources:
            if not s.bulk:
                try:
                    p = s.lookup(name)
                except Exception as exc:   # a look-up source that is down must not stop linking
                    log.info("%s look-up failed: %s", s.name, exc)
                    p = None
                if p is not None:
                    exact.setdefault(p.id, p)
        links = []
        for p in exact.values():
            vec = self.matrix[self.index_of(p.id)] if p.id in self.by_id else self.embedder.embed([p.lead()])[0]
            links.append(Link(p, float(vec @ q), "exact"))
        if scores is not None:
            for i in np.argsort(-scores)[: k + len(exact)]:
                p = self.passages[i]
                if scores[i] >= min_score and p.id not in exact and len(links) < k + len(exact):
                    links.append(Link(p, float(scores[i])))
        return sorted(links, key=lambda l: (l.how != "exact", -l.score))[: max(k, len(exact))]

    def describe(self) -> str:
        return "; ".join(s.describe() for s in self.sources)
