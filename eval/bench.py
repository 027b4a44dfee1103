"""Benchmarks that print figures: ``python -m eval.bench ingest [--papers DIR] [--repeat N]``.

ingest: ingests the sample corpus into a fresh temporary data folder and prints pages per second,
seconds per paper by stage, and peak memory (resident set size of this process).
"""
from __future__ import annotations

import argparse
import platform
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

from core.models import STAGES


def _machine() -> str:
    import os
    return f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"


def bench_ingest(papers: Path, repeat: int = 1) -> dict:
    from core.embeddings import get_embedder
    from core.graph import kuzu_store
    from core.ingest import Ingestor
    from core.settings import Settings

    t0 = time.perf_counter()
    embedder = get_embedder(Settings())
    load_s = time.perf_counter() - t0
    runs = []
    for _ in range(repeat):
        with tempfile.TemporaryDirectory() as tmp:
            ing = Ingestor(Settings(data_dir=Path(tmp) / "data"), embedder=embedder)
            t = time.perf_counter()
            results = ing.ingest_paths([papers])
            wall = time.perf_counter() - t
            kuzu_store.close_all()
        failed = [r for r in results if r.status != "processed"]
        if failed:
            raise SystemExit(f"ingest failed: {[(r.filename, r.error) for r in failed]}")
        runs.append((wall, results))
    wall, results = min(runs, key=lambda r: r[0])
    pages = sum(r.n_pages for r in results)
    return {"machine": _machine(), "papers": len(results), "pages": pages, "model_load_s": load_s,
            "wall_s": wall, "pages_per_s": pages / wall,
            "per_paper": [{"paper": r.filename, "pages": r.n_pages, "chunks": r.n_chunks, **r.timings,
                           "total": sum(r.timings.values())} for r in results],
            "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def print_ingest(res: dict) -> None:
    print(f"Ingest benchmark on {res['machine']}")
    print(f"{res['papers']} papers, {res['pages']} pages in {res['wall_s']:.2f} s "
          f"-> {res['pages_per_s']:.2f} pages/s (embedding model loaded once, {res['model_load_s']:.1f} s, not counted)")
    cols = ["pages", "chunks", *STAGES, "total"]
    print("\n| paper | " + " | ".join(cols) + " |")
    print("|---" * (len(cols) + 1) + "|")
    for row in res["per_paper"]:
        cells = [str(row["pages"]), str(row["chunks"])] + [f"{row.get(s, 0):.2f}" for s in [*STAGES, "total"]]
        print(f"| {row['paper']} | " + " | ".join(cells) + " |")
    means = [statistics.mean(r.get(s, 0) for r in res["per_paper"]) for s in [*STAGES, "total"]]
    print("| mean (s) | | | " + " | ".join(f"{m:.2f}" for m in means) + " |")
    print(f"\nPeak memory (RSS): {res['peak_rss_mb']:.0f} MB")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m eval.bench")
    sub = parser.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("ingest", help="ingest speed and memory on the sample corpus")
    p.add_argument("--papers", type=Path, default=Path(__file__).resolve().parent.parent / "sample_papers")
    p.add_argument("--repeat", type=int, default=2, help="runs; the fastest is reported")
    args = parser.parse_args(argv)
    if args.cmd == "ingest":
        print_ingest(bench_ingest(args.papers, args.repeat))
    return 0


if __name__ == "__main__":
    sys.exit(main())
