"""Benchmarks that print figures: ``python -m eval.bench ingest [--papers DIR] [--repeat N]``.

ingest: ingests the sample corpus into a fresh temporary data folder and prints pages per second,
seconds per paper by stage, and peak memory (resident set size of this process).
"""
from __future__ import annotations

import argparse
import json
import platform
import re
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
    p = sub.add_parser("retrieval", help="context recall, context size and latency of each pipeline's retrieval")
    p.add_argument("--data-dir", type=Path, help="an ingested data folder (default: the settings' data_dir)")
    p.add_argument("--questions", type=Path,
                   default=Path(__file__).resolve().parent.parent / "sample_papers" / "questions.jsonl")
    p.add_argument("--pipelines", nargs="+", default=["naive@dense", "naive", "graph", "grag"],
                   help="pipelines; PIPELINE@dense or PIPELINE@hybrid sets its chunk search")
    p.add_argument("--top-k", type=int, default=5)
    p.add_argument("--budget", type=int, default=800)
    p.add_argument("--scale", type=int, nargs="*", help="synthetic corpora of N papers (e.g. 10 100 1000)")
    p = sub.add_parser("answers", help="value correctness of the graph's answer card and of the pipelines' LLM answers")
    p.add_argument("--data-dir", type=Path, help="an ingested data folder (default: the settings' data_dir)")
    p.add_argument("--questions", type=Path,
                   default=Path(__file__).resolve().parent.parent / "sample_papers" / "questions.jsonl")
    p.add_argument("--pipelines", nargs="+", default=["graph_answer"],
                   help="graph_answer (the card, no LLM) and/or naive graph grag (answers by the configured LLM)")
    p.add_argument("--limit", type=int, help="only the first N value questions")
    args = parser.parse_args(argv)
    if args.cmd == "ingest":
        print_ingest(bench_ingest(args.papers, args.repeat))
    elif args.cmd == "retrieval" and args.scale:
        from eval.scale import bench_scale
        bench_scale(args.scale, args.questions, args.pipelines, args.top_k, args.budget)
    elif args.cmd == "answers":
        print_answers(bench_answers(args.data_dir, args.questions, args.pipelines, args.limit))
    elif args.cmd == "retrieval":
        print_retrieval(bench_retrieval(args.data_dir, args.questions, args.pipelines, args.top_k, args.budget))
    return 0



# --- retrieval ------------------------------------------------------------------------------
def _percentile(xs: list[float], p: float) -> float:
    import numpy as np
    return float(np.percentile(xs, p)) if xs else 0.0


from eval.metrics import values_in_text  # noqa: E402  (one definition, shared with the evaluation)


def bench_retrieval(data_dir: Path | None, questions: Path, names: list[str], top_k: int, budget: int) -> dict:
    """Context recall (overall and per source kind), context tokens and latency of each pipeline's
    retrieval. A name ``PIPELINE@MODE`` runs a pipeline with another chunk search (``naive@dense``)."""
    from core.ingest import Ingestor
    from core.pipelines import Env, Params
    from core.pipelines import PIPELINES
    from core.settings import Settings

    qs = [json.loads(l) for l in questions.read_text(encoding="utf-8").splitlines() if l.strip()]
    s = Settings(data_dir=data_dir) if data_dir else Settings()
    env = Env(Ingestor(s))
    rows = {}
    for name in names:
        pipe_name, _, mode = name.partition("@")
        params = Params(top_k=top_k, context_budget=budget, chunk_search=mode or s.chunk_search)
        pipe = PIPELINES[pipe_name](env)
        pipe.retrieve(qs[0]["question"], params)          # warm-up (model loads) not timed
        lat, toks, misses = [], [], []
        by_kind: dict[str, list[int]] = {}
        for q in qs:
            t = time.perf_counter()
            ret = pipe.retrieve(q["question"], params)
            lat.append(time.perf_counter() - t)
            toks.append(sum(c.tokens for c in ret.contexts))
            if q.get("values"):
                hit = values_in_text(q["values"], "\n".join(c.text for c in ret.contexts))
                by_kind.setdefault(q.get("source") or "text", []).append(int(hit))
                if not hit:
                    misses.append(q["id"])
        n = sum(len(v) for v in by_kind.values())
        hits = sum(sum(v) for v in by_kind.values())
        rows[name] = {"context_recall": hits / max(1, n), "n": n, "mean_context_tokens": statistics.mean(toks),
                      "max_context_tokens": max(toks), "over_budget": sum(t > budget for t in toks),
                      "by_source": {k: (sum(v), len(v)) for k, v in sorted(by_kind.items())},
                      "p50_ms": 1000 * _percentile(lat, 50), "p95_ms": 1000 * _percentile(lat, 95), "misses": misses}
    return {"machine": _machine(), "questions": len(qs), "top_k": top_k, "budget": budget, "pipelines": rows}


def print_retrieval(res: dict) -> None:
    print(f"Retrieval benchmark on {res['machine']}: {res['questions']} questions, top-k {res['top_k']}, "
          f"context budget {res['budget']} tokens")
    kinds = sorted({k for r in res["pipelines"].values() for k in r["by_source"]})
    cols = ["pipeline", "context recall", *kinds, "mean / max context tokens", "latency p50 (ms)", "p95 (ms)"]
    print("\n| " + " | ".join(cols) + " |\n" + "|---" * len(cols) + "|")
    for name, r in res["pipelines"].items():
        per = " | ".join("{}/{}".format(*r["by_source"].get(k, (0, 0))) for k in kinds)
        print(f"| {name} | {r['context_recall']:.2f} ({round(r['context_recall'] * r['n'])}/{r['n']}) | {per} | "
              f"{r['mean_context_tokens']:.0f} / {r['max_context_tokens']} | {r['p50_ms']:.0f} | {r['p95_ms']:.0f} |")
    for name, r in res["pipelines"].items():
        print(f"{name} misses: {', '.join(r['misses']) or 'none'}")


# --- answers ---------------------------------------------------------------------------------
def bench_answers(data_dir: Path | None, questions: Path, names: list[str], limit: int | None) -> dict:
    """Per pipeline over the value questions: how often it answers with a value (not abstaining), how
    often that value is right (precision), value correctness over all, the share of answers stating a
    value that no context holds, and the time per answer. ``graph_answer`` is G-RAG's card (no LLM)."""
    from core.ingest import Ingestor
    from core.llm import llm_label
    from core.pipelines import PIPELINES, Env, Params
    from core.pipelines.facts import answer_text
    from core.settings import Settings
    from eval.metrics import abstained

    qs = [json.loads(l) for l in questions.read_text(encoding="utf-8").splitlines() if l.strip()]
    qs = [q for q in qs if q.get("values")][:limit]
    s = Settings(data_dir=data_dir) if data_dir else Settings()
    env = Env(Ingestor(s))
    params = Params.from_settings(s)
    rows = {}
    for name in names:
        answered = right = unsupported = 0
        lat, wrong = [], []
        for q in qs:
            t = time.perf_counter()
            if name == "graph_answer":
                card = PIPELINES["grag"](env).retrieve(q["question"], params).fact_answer
                text = answer_text(card)
                bad = []
            else:
                res = PIPELINES[name](env).run(q["question"], params)
                text = "" if res.error or abstained(res.answer) else res.answer
                bad = res.unsupported
            lat.append(time.perf_counter() - t)
            ok = bool(text) and values_in_text(q["values"], text)
            answered += bool(text)
            right += ok
            unsupported += bool(bad)
            if text and not ok:
                wrong.append(q["id"])
        n = len(qs)
        rows[name] = {"n": n, "answered": answered, "right": right, "unsupported": unsupported,
                      "p50_s": _percentile(lat, 50), "p95_s": _percentile(lat, 95), "wrong": wrong}
    return {"machine": _machine(), "questions": str(questions), "llm": llm_label(s), "pipelines": rows}


def print_answers(res: dict) -> None:
    print(f"Answer benchmark on {res['machine']}: {res['questions']}, LLM {res['llm']}")
    print("\n| pipeline | value questions | answered | right when answering | value correctness (all) | "
          "answers with an unsupported value | time p50 / p95 (s) |\n|---|---|---|---|---|---|---|")
    for name, r in res["pipelines"].items():
        n, a = r["n"], r["answered"]
        print(f"| {name} | {n} | {a / max(1, n):.2f} ({a}/{n}) | {r['right'] / max(1, a):.2f} ({r['right']}/{a}) | "
              f"{r['right'] / max(1, n):.2f} | {r['unsupported'] / max(1, n):.2f} | {r['p50_s']:.2f} / {r['p95_s']:.2f} |")
    for name, r in res["pipelines"].items():
        print(f"{name} wrong answers: {', '.join(r['wrong']) or 'none'}")


if __name__ == "__main__":
    sys.exit(main())
