"""Synthetic corpora for the retrieval-latency benchmark: the sample papers repeated N times with
altered alloy compositions and values, written through the real registry, recogniser and graph store.

``python -m eval.bench retrieval --scale 10 100 1000``
"""
from __future__ import annotations

import re
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

ALLOYS = ["CrMnFeCoNi", "CoCrFeMnNi", "CrCoNi", "CoCrFeNi", "HfNbTaTiZr", "TiZrNbHfTa"]


def _alter(text: str, k: int) -> str:
    """Clone k: each equiatomic alloy becomes a non-equiatomic variant, each MPa value shifts by a few %."""
    d = k % 9 + 1

    def comp(m):
        els = re.findall(r"[A-Z][a-z]?", m.group(0))
        share = 100 // len(els)
        amounts = [share + d if i == 0 else share - d if i == 1 else share for i in range(len(els))]
        return "".join(f"{e}{a}" for e, a in zip(els, amounts))
    text = re.sub("|".join(ALLOYS), comp, text)
    factor = 1 + 0.01 * (k % 13)
    return re.sub(r"(\d+(?:\.\d+)?)(\s*MPa)", lambda m: f"{float(m.group(1)) * factor:.0f}{m.group(2)}", text)


if TYPE_CHECKING:
    from core.ingest import Ingestor


def build_corpus(n: int, base, target: Path, embedder) -> "Ingestor":
    from core.graph.build import build_paper_graph
    from core.ingest import Ingestor
    from core.models import Chunk, PaperRecord, Status, TableData
    from core.settings import Settings

    ing = Ingestor(Settings(data_dir=target), embedder=embedder)
    sources = base.registry.list_papers(Status.PROCESSED)
    rng = np.random.default_rng(0)
    for k in range(n):
        src = sources[k % len(sources)]
        pid = f"syn{k:05d}{src.paper_id[:5]}"
        chunks = [Chunk(c.chunk_id.replace(src.paper_id, pid), pid, c.kind, _alter(c.text, k), c.pages, c.section,
                        c.table_id, c.figure_id, c.n_tokens) for c in base.registry.chunks(src.paper_id)]
        tables = [TableData(t.table_id, t.number, t.page, _alter(t.caption, k), t.header,
                            [[_alter(c, k) for c in row] for row in t.rows]) for t in base.registry.tables(src.paper_id)]
        _, vecs = base.registry.embeddings()
        ids, _ = base.registry.embeddings()
        own = np.vstack([vecs[ids.index(c.chunk_id)] for c in base.registry.chunks(src.paper_id)])
        own = own + rng.normal(0, 0.01, own.shape).astype(np.float32)
        own /= np.linalg.norm(own, axis=1, keepdims=True)
        ing.registry.upsert_paper(pid, pid, f"synthetic-{k}.pdf", 0)
        from core.models import ParsedPaper
        ing.registry.save_parsed(pid, ParsedPaper(f"{src.title} (synthetic {k})", "", src.n_pages, [], [],
                                                  tables=tables))
        ing.registry.save_chunks(pid, chunks, own)
        ing.store.add_paper(PaperRecord(pid, "", title=f"{src.title} (synthetic {k})"), chunks)
        stats = build_paper_graph(pid, ing.registry, ing.store, ing.kb, ing.settings)
        ing.registry.update(pid, status=Status.PROCESSED, n_chunks=len(chunks), n_pages=src.n_pages,
                            title=f"{src.title} (synthetic {k})", meta=stats)
    return ing


def bench_scale(sizes: list[int], questions: Path, names: list[str], top_k: int, budget: int) -> None:
    import json

    from core.embeddings import get_embedder
    from core.graph import ladybug_store
    from core.ingest import Ingestor
    from core.pipelines import PIPELINES, Env, Params
    from core.settings import Settings

    from .timing import machine, percentile

    qs = [json.loads(l)["question"] for l in questions.read_text(encoding="utf-8").splitlines() if l.strip()]
    embedder = get_embedder(Settings())
    with tempfile.TemporaryDirectory() as tmp:
        base = Ingestor(Settings(data_dir=Path(tmp) / "base"), embedder=embedder)
        base.ingest_paths([Path(__file__).resolve().parent.parent / "sample_papers"])
        print(f"Retrieval latency against corpus size on {machine()} (top-k {top_k}, budget {budget} tokens, "
              f"{len(qs)} questions each)\n")
        print("| papers | chunks | build (s) | " + " | ".join(f"{n} p50 / p95 (ms)" for n in names) + " |")
        print("|---" * (3 + len(names)) + "|")
        for n in sizes:
            t = time.perf_counter()
            ing = build_corpus(n, base, Path(tmp) / f"n{n}", embedder)
            build_s = time.perf_counter() - t
            env = Env(ing)
            params = Params.from_settings(ing.settings, top_k=top_k, context_budget=budget)
            cells = []
            for name in names:
                pipe = PIPELINES[name](env)
                pipe.retrieve(qs[0], params)
                lat = []
                for q in qs:
                    t = time.perf_counter()
                    pipe.retrieve(q, params)
                    lat.append(time.perf_counter() - t)
                cells.append(f"{1000 * percentile(lat, 50):.0f} / {1000 * percentile(lat, 95):.0f}")
            chunks = ing.registry.counts()["chunks"]
            print(f"| {n} | {chunks} | {build_s:.0f} | " + " | ".join(cells) + " |", flush=True)
            ladybug_store.close_all()


__all__ = ["bench_scale", "build_corpus"]
