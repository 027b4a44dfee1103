"""Ingestion: a PDF goes through parse, tables, figures, chunk, embed, index and graph (in a batch, the next
PDFs are parsed ahead in a worker process).

Each paper is independent: a bad file is recorded as failed with its reason and the batch goes on;
a paper already processed (same bytes) is skipped; a paper left half-done by an interrupted run is
purged and redone on the next run, so nothing is ever duplicated; adding a paper never touches
the others.
"""
from __future__ import annotations

import functools
import hashlib
import logging
import os
import shutil
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from .embeddings import Embedder, get_breakpoint_embedder, get_embedder
from .graph import GraphStore, get_graph_store
from .graph.build import build_paper_graph
from .models import STAGES, PaperRecord, Status
from .pdf import IngestError, check_file, parse_for_ingest, safe_display_name
from .registry import Registry
from .settings import Settings, get_settings

log = logging.getLogger(__name__)

# progress(filename, stage, fraction of this paper done 0..1, message)
Progress = Callable[[str, str, float, str], None]


@dataclass
class IngestResult:
    paper_id: str
    filename: str
    status: str                 # processed | failed | skipped
    error: str = ""
    title: str = ""
    n_pages: int = 0
    n_chunks: int = 0
    n_tables: int = 0
    n_figures: int = 0
    timings: dict[str, float] = field(default_factory=dict)

    def to_dict(self) -> dict:
        return asdict(self)


def paper_id_for(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


class Ingestor:
    def __init__(self, settings: Settings | None = None, registry: Registry | None = None,
                 store: GraphStore | None = None, embedder: Embedder | None = None):
        self.settings = settings or get_settings()
        self.registry = registry or Registry(self.settings.registry_path)
        self._store = store
        self._embedder = embedder
        self._kb = None
        # an upgrade that builds the graph from the stored papers says so here (the CLI prints it) and reports its
        # progress per paper (core/graph/upgrade.py)
        self.notice: Callable[[str], None] = log.warning
        self.upgrade_progress: Progress | None = None

    # the store and the model are opened on first use, so listing papers stays instant
    @property
    def store(self) -> GraphStore:
        if self._store is None:
            from .graph import upgrade
            if upgrade.pending(self.settings):      # an earlier version's Kùzu file: built in LadybugDB, once
                self.upgrade_graph()
                return self._store
            self._store = get_graph_store(self.settings)
            if self._store.recreated:       # an older version's graph file: rebuilt from the stored chunks
                log.warning("rebuilding the graphs of the processed papers (once, after an upgrade)")
                self.rebuild_graph()
        return self._store

    def upgrade_graph(self, progress: Progress | None = None) -> Path | None:
        """A library made by a version before LadybugDB (its graph in ``graph.kuzu``): build ``graph.lbug`` from the
        stored papers, chunks and curation decisions, once, then keep the earlier file aside under a new name
        (core/graph/upgrade.py). Returns that name, or None when another thread or process has done it meanwhile."""
        from .graph import upgrade
        with upgrade.exclusive(self.settings, self.notice):
            earlier = upgrade.pending(self.settings)
            if earlier is None:
                if self._store is None:
                    self._store = get_graph_store(self.settings)
                return None
            self.notice(upgrade.announce(len(self.registry.list_papers(Status.PROCESSED)), earlier))
            upgrade.discard_partial(self.settings)      # what an upgrade cut short left: built again
            self._store = get_graph_store(self.settings)
            rows = self.rebuild_graph(progress=progress or self.upgrade_progress)
            kept = upgrade.finish(self.settings)
            self.notice(upgrade.done(sum("error" not in r for r in rows), [r for r in rows if "error" in r], kept))
            return kept

    @property
    def kb(self):
        return self.load_kb()

    def load_kb(self, progress: Callable[[int, int, str], None] | None = None):
        """The knowledge base; the first time on a machine it embeds its passages (progress reported)."""
        if self._kb is None:
            from .knowledge import get_knowledge_base
            self._kb = get_knowledge_base(self.settings, progress)
        return self._kb

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            self._embedder = get_embedder(self.settings)
        return self._embedder

    @property
    def breakpoint_embedder(self) -> Embedder:
        """The model whose sentence vectors place the semantic chunk breakpoints (int8 by default)."""
        return get_breakpoint_embedder(self.settings)

    def paper_dir(self, paper_id: str) -> Path:
        return self.settings.files_dir / paper_id

    # --- entry points -----------------------------------------------------------------
    def ingest_paths(self, paths: Iterable[str | Path], progress: Progress | None = None) -> list[IngestResult]:
        return self._ingest_many(((f.name, functools.partial(_read, f)) for f in expand_paths(paths)), progress)

    def ingest_file(self, path: Path, progress: Progress | None = None) -> IngestResult:
        return self.ingest_paths([path], progress)[0]

    def ingest_bytes(self, data: bytes, filename: str, progress: Progress | None = None) -> IngestResult:
        return self.ingest_uploads([(filename, data)], progress)[0]

    def ingest_uploads(self, files: list[tuple[str, bytes]], progress: Progress | None = None) -> list[IngestResult]:
        """Uploaded files as (file name, bytes), in order."""
        return self._ingest_many(((name, functools.partial(bytes, data)) for name, data in files), progress)

    def _ingest_many(self, items: Iterable[tuple[str, Callable[[], bytes]]],
                     progress: Progress | None) -> list[IngestResult]:
        """Check and register every file first (cheap), then process the new ones; results in the given order."""
        results: list[IngestResult | None] = []
        todo: list[tuple[int, str, str]] = []
        for filename, read in items:
            r = self._admit(filename, read, progress, {pid for _, pid, _ in todo})
            if isinstance(r, IngestResult):
                results.append(r)
            else:
                todo.append((len(results), *r))
                results.append(None)
        for (i, _, _), r in zip(todo, self._process_many([(pid, name) for _, pid, name in todo], progress)):
            results[i] = r
        return results

    def _admit(self, filename: str, read: Callable[[], bytes], progress: Progress | None,
               batch: set[str]) -> IngestResult | tuple[str, str]:
        """A finished result (skipped, or failed before processing), or (paper id, display name) to process."""
        name = safe_display_name(filename)
        try:
            data = read()
        except OSError as exc:
            return IngestResult("", name, Status.FAILED.value, f"cannot read the file: {exc.strerror or exc}")
        pid = paper_id_for(data)
        existing = self.registry.get(pid)
        if pid in batch:
            return IngestResult(pid, name, Status.SKIPPED.value, f"already ingested as {existing.filename} (same file)"
                                if existing else "already in this batch (same file)")
        if existing and existing.status == Status.PROCESSED:
            note = ""
            if "n_matids" not in existing.meta:     # ingested before the graph stage existed
                self.rebuild_graph([pid], progress)
                note = "; its graphs were missing and are built now"
            return IngestResult(pid, name, Status.SKIPPED.value, f"already ingested as {existing.filename}{note}",
                                existing.title, existing.n_pages, existing.n_chunks, existing.n_tables, existing.n_figures)
        self.registry.upsert_paper(pid, hashlib.sha256(data).hexdigest(), name, len(data))
        try:
            check_file(data, filename, self.settings.max_upload_mb)
        except IngestError as exc:
            self.registry.update(pid, status=Status.FAILED, error=str(exc), stage="check")
            _report(progress, name, "check", 1.0, f"failed: {exc}")
            return IngestResult(pid, name, Status.FAILED.value, str(exc))
        folder = self.paper_dir(pid)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            (folder / original_name(filename)).write_bytes(data)
        except OSError as exc:        # a full disk, a read-only folder: this file fails, the batch goes on
            shutil.rmtree(folder, ignore_errors=True)
            reason = f"cannot store the file: {exc.strerror or exc}"
            self.registry.update(pid, status=Status.FAILED, error=reason, stage="check")
            _report(progress, name, "check", 1.0, f"failed: {reason}")
            return IngestResult(pid, name, Status.FAILED.value, reason)
        return pid, name

    def original(self, paper_id: str) -> Path | None:
        """The stored file of a paper (its PDF, or its text for a paper ingested as .txt or .md), or None."""
        return next((f for f in (self.paper_dir(paper_id) / n for n in ORIGINAL_NAMES) if f.exists()), None)

    def resume(self, progress: Progress | None = None) -> list[IngestResult]:
        """Finish papers left pending or half-processed by an interrupted run."""
        todo = [(p.paper_id, p.filename) for p in self.registry.list_papers()
                if p.status in (Status.PENDING, Status.PROCESSING) and self.original(p.paper_id)]
        return self._process_many(todo, progress)

    def reingest(self, paper_id: str, progress: Progress | None = None) -> IngestResult:
        p = self.registry.get(paper_id)
        if p is None:
            raise KeyError(f"no paper {paper_id}")
        if not self.original(paper_id):
            raise IngestError(f"the file of paper {paper_id} is gone; upload it again")
        return self._process_many([(paper_id, p.filename)], progress)[0]

    def repair_graph(self) -> Path | None:
        """Open the graph; if its file is damaged (it cannot be opened), set it aside, kept under a name with the
        time, and return that name: the next use builds a new file, and ``rebuild_graph`` fills it from the stored
        papers and chunks, with the curation decisions (merges, link verdicts) that the registry keeps."""
        from .graph import GraphFileDamaged
        try:
            self.store
            return None
        except GraphFileDamaged:
            if self.settings.graph_backend != "ladybug":
                raise
        from .graph.ladybug_store import set_aside
        kept = set_aside(self.settings.graph_path)
        log.info("the graph database %s was damaged; it is kept as %s and built again", self.settings.graph_path, kept)
        self._store = None
        return kept

    def rebuild_graph(self, paper_ids: list[str] | None = None, progress: Progress | None = None) -> list[dict]:
        """Rebuild the graphs of processed papers from their stored chunks (after a merge or a change
        of the recogniser, or an edit of the knowledge base); nothing is parsed again. Rebuilding all
        papers links every MatID again; rebuilding some keeps the links MatIDs already have."""
        out = []
        if paper_ids is None:
            self.store.clear_links()
        for p in self.registry.list_papers(Status.PROCESSED):
            if paper_ids is not None and p.paper_id not in paper_ids:
                continue
            _report(progress, p.filename, "graph", 0.5, "rebuilding the graphs")
            try:
                if not self.store.has_paper(p.paper_id):
                    self.store.add_paper(p, self.registry.chunks(p.paper_id))
                stats = build_paper_graph(p.paper_id, self.registry, self.store, self.kb, self.settings)
            except Exception as exc:      # one paper's failure is reported; the others are rebuilt
                log.exception("rebuilding the graphs of %s failed", p.filename)
                out.append({"paper_id": p.paper_id, "error": f"{type(exc).__name__}: {exc}"})
                continue
            self.registry.update(p.paper_id, meta={**p.meta, **stats})
            out.append({"paper_id": p.paper_id, **stats})
        self.store.delete_orphans()
        return out

    def delete(self, paper_id: str) -> bool:
        """Remove a paper and everything derived from it: records, chunks, graph, files."""
        if self.registry.get(paper_id) is None:
            return False
        self.store.delete_paper(paper_id)
        shutil.rmtree(self.paper_dir(paper_id), ignore_errors=True)
        return self.registry.delete(paper_id)

    # --- the stages --------------------------------------------------------------------
    def _process_many(self, todo: list[tuple[str, str]], progress: Progress | None) -> list[IngestResult]:
        """Process papers in order. With several papers and ``ingest_parse_workers`` > 0, the PDFs are parsed in
        worker processes ahead of the paper being chunked, embedded and graphed (parsing is pure Python on one
        core; the rest runs here), at most one paper ahead per worker."""
        workers = min(self.settings.ingest_parse_workers, len(todo) - 1)
        if workers <= 0:
            return [self._process(pid, name, progress, self._parse_job(pid)) for pid, name in todo]
        import concurrent.futures
        import multiprocessing
        jobs = [self._parse_job(pid) for pid, _ in todo]
        out: list[IngestResult] = []
        from .lifeline import watch_parent
        with concurrent.futures.ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"),
                                                    initializer=watch_parent, initargs=(os.getpid(),)) as pool:
            ahead: dict[int, concurrent.futures.Future] = {}
            for i, (pid, name) in enumerate(todo):
                for j in range(i, min(len(todo), i + workers + 1)):
                    if j not in ahead:
                        ahead[j] = _submit(pool, jobs[j])
                out.append(self._process(pid, name, progress, (_worker_result, ahead.pop(i), jobs[i])))
        return out

    def _parse_job(self, pid: str) -> tuple:
        """(function, *arguments) that parses a paper: run here, or in a worker process."""
        s, folder = self.settings, self.paper_dir(pid)
        shutil.rmtree(folder / "figures", ignore_errors=True)
        vlm = (s.vlm_base_url, s.vlm_model, s.openai_api_key, s.llm_timeout_s) if s.vlm_base_url and s.vlm_model else None
        return parse_for_ingest, self.original(pid) or folder / "original.pdf", folder / "figures", vlm, s.figure_ocr

    def _process(self, pid: str, name: str, progress: Progress | None, parse_job: tuple) -> IngestResult:
        """Parse (by ``parse_job``: a function and its arguments, or the result of a worker), chunk, embed,
        index and graph one paper, recording each stage; any failure fails this paper only."""
        s = self.settings
        timings: dict[str, float] = {}
        self.registry.update(pid, status=Status.PROCESSING, error="", stage="")
        # whatever an interrupted run left behind is removed before anything is written again
        self.registry.purge_derived(pid)
        n = len(STAGES)

        def stage(i: int, key: str, msg: str):
            self.registry.update(pid, stage=key)
            _report(progress, name, key, i / n, msg)
            return time.perf_counter()

        try:
            self.store.delete_paper(pid)
            stage(0, "parse", "reading text in reading order, tables by their captions, figures")
            parsed, parse_timings = parse_job[0](*parse_job[1:])
            timings.update(parse_timings)
            n_tables, n_figures = len(parsed.tables), len(parsed.figures)
            if not parsed.blocks and not parsed.tables:
                raise IngestError("no body text found in the PDF")
            self.registry.save_parsed(pid, parsed)

            from .chunking import chunk_paper
            t = stage(3, "chunk", f"{s.chunker} chunking and embedding")
            emb = self.embedder
            timed, timed_breakpoints = _TimedEmbed(emb.embed), _TimedEmbed(self.breakpoint_embedder.embed)
            chunks, vectors = chunk_paper(pid, parsed, timed, emb.count_tokens, method=s.chunker,
                                          buffer_size=s.chunk_buffer_size, percentile=s.chunk_breakpoint_percentile,
                                          max_tokens=s.chunk_max_tokens, overlap=s.chunk_overlap_tokens,
                                          fixed_tokens=s.fixed_chunk_tokens, vectors=s.chunk_vectors,
                                          embed_breakpoints=timed_breakpoints)
            # the time spent in the embedding model is reported as "embed", the rest (sentences, breakpoints,
            # packing, token counts) as "chunk"
            timings["embed"] = timed.seconds + timed_breakpoints.seconds
            timings["chunk"] = time.perf_counter() - t - timings["embed"]
            t = stage(5, "index", "writing the vector index and the graph")
            self.registry.save_chunks(pid, chunks, vectors)
            self.store.add_paper(PaperRecord(pid, name, title=parsed.title, doi=parsed.doi), chunks)
            timings["index"] = time.perf_counter() - t
            t = stage(6, "graph", "recognising MatIDs, linking them to knowledge, writing both graphs")
            self.load_kb(lambda i, total, msg: _report(progress, name, "graph", (6 + 0.5 * i / max(1, total)) / n, msg))
            graph_stats = build_paper_graph(pid, self.registry, self.store, self.kb, s,
                                            lambda msg: _report(progress, name, "graph", 6.5 / n, msg),
                                            title=parsed.title or "")
            timings["graph"] = time.perf_counter() - t
            self.registry.update(pid, status=Status.PROCESSED, stage="done", title=parsed.title or name,
                                 doi=parsed.doi, n_pages=parsed.n_pages, n_chunks=len(chunks),
                                 n_tables=n_tables, n_figures=n_figures, timings=timings,
                                 meta={"references": parsed.references, "headers_footers": parsed.headers_footers,
                                       **graph_stats})
        except IngestError as exc:
            return self._fail(pid, name, str(exc), progress, timings)
        except Exception as exc:   # an unexpected fault fails this paper only, with its reason kept
            log.exception("ingest of %s failed", name)
            return self._fail(pid, name, failure_reason(exc), progress, timings)

        timings["index"] = timings.get("index", 0.0) + self._default_indexes()
        _report(progress, name, "done", 1.0, f"{parsed.n_pages} pages, {len(chunks)} chunks")
        return IngestResult(pid, name, Status.PROCESSED.value, "", parsed.title or name, parsed.n_pages,
                            len(chunks), n_tables, n_figures, timings)

    def _default_indexes(self) -> float:
        """The new paper's part of the indexes the default pipelines need (Graph RAG's word index), so its first
        question is not slower; the other pipelines build theirs on first use (or `python -m core index`)."""
        from .pipelines import Env, indexes_of, names
        t = time.perf_counter()
        try:
            env = Env(self)
            for idx in indexes_of(names(default_only=True)):
                idx.build(env)
        except Exception:          # an index can be built later; the paper is ingested
            log.warning("building the default pipelines' indexes failed", exc_info=True)
        return time.perf_counter() - t

    def _fail(self, pid, name, reason, progress, timings) -> IngestResult:
        """Fail this paper alone: what it wrote is removed (its chunks and vectors, graph nodes and figures; the
        stored original stays, to ingest it again), and the reason is kept. A clean-up that fails too (the disk is
        still full, the store is what failed) is logged and the batch goes on."""
        steps = (("its chunks", lambda: self.registry.purge_derived(pid)),
                 ("its graph", lambda: self.store.delete_paper(pid)),
                 ("its figures", lambda: shutil.rmtree(self.paper_dir(pid) / "figures", ignore_errors=True)),
                 ("its failure", lambda: self.registry.update(pid, status=Status.FAILED, error=reason, timings=timings)))
        for what, step in steps:
            try:
                step()
            except Exception:
                log.warning("after the failure of %s, %s could not be cleaned or recorded", name, what, exc_info=True)
        _report(progress, name, "failed", 1.0, f"failed: {reason}")
        return IngestResult(pid, name, Status.FAILED.value, reason, timings=timings)


def failure_reason(exc: BaseException) -> str:
    """What a user reads of an unexpected fault: a full disk said plainly, with what to do; else the error."""
    import errno
    import sqlite3
    if isinstance(exc, OSError) and exc.errno == errno.ENOSPC or \
            isinstance(exc, sqlite3.OperationalError) and "full" in str(exc).lower():
        return (f"the disk is full ({exc}); nothing of this paper was kept but its file: free some space and "
                "ingest it again (the Papers page, or `python -m core reingest PAPER_ID`)")
    return f"{type(exc).__name__}: {exc}"


def _submit(pool, job: tuple):
    try:
        return pool.submit(*job)
    except Exception:               # a broken pool (a worker was killed): this paper is parsed here
        return None


def _worker_result(future, job: tuple):
    """A worker's parse; if the worker died (killed, out of memory), the paper is parsed here instead, so one
    lost worker fails no paper."""
    import concurrent.futures.process
    if future is not None:
        try:
            return future.result()
        except concurrent.futures.process.BrokenProcessPool:
            log.warning("a parse worker died; parsing %s in this process", job[1])
    return job[0](*job[1:])


def _read(path: Path) -> bytes:
    return Path(path).read_bytes()


class _TimedEmbed:
    """An embedding function that adds up the time spent in it."""

    def __init__(self, embed):
        self.embed, self.seconds = embed, 0.0

    def __call__(self, texts):
        t = time.perf_counter()
        try:
            return self.embed(texts)
        finally:
            self.seconds += time.perf_counter() - t


ORIGINAL_NAMES = ("original.pdf", "original.txt", "original.md")


def original_name(filename: str) -> str:
    """The name a paper's file is stored under: original.pdf, or original.txt / original.md for a text paper."""
    from .pdf.text import is_text_name
    return ("original.md" if filename.lower().endswith((".md", ".markdown")) else "original.txt") \
        if is_text_name(filename) else "original.pdf"


def expand_paths(paths: Iterable[str | Path]) -> list[Path]:
    """Files as given and the PDFs inside folders (sorted), each once; a folder with no PDF gives its papers as
    text (.txt, .md) instead (a corpus shipped as text), so a README beside PDFs is never ingested."""
    from .pdf.text import is_text_name
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            files = sorted(q for q in p.rglob("*") if q.is_file())
            found = [q for q in files if q.suffix.lower() == ".pdf"] or [q for q in files if is_text_name(q.name)]
        else:
            found = [p]
        out += [f for f in found if f not in out]
    return out


def _report(progress: Progress | None, name: str, stage: str, frac: float, msg: str) -> None:
    if progress is not None:
        progress(name, stage, frac, msg)

