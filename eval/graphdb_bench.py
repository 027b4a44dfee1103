"""The embedded graph databases compared on one library: ``python -m eval.bench graphdb`` (or
``python -m eval.graphdb_bench``).

The sample papers are ingested once into a temporary library; then, for each embedded database whose Python module
is importable (``ladybug``, the project's; ``kuzu``, the archived predecessor, only when someone has installed it to
compare), a copy of that library gets its graph built from the stored papers in that database, and the bench times:
- ``open + one query + close``: a read session that opens the file, counts the MatIDs and closes it (what each page
  and each question pays), the file closed before each of ``--repeat`` runs;
- the retrieval p50 of Naive RAG, Graph RAG and G-RAG over the sample questions (the embedding model and the indexes
  warmed up first, not timed). Naive RAG never reads the graph: it is the control.
``kuzu`` and ``ladybug`` register the same native classes and cannot be imported into one process ("type Database is
already registered"), so each database is measured in a process of its own.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DRIVERS = {"kuzu": "Kùzu", "ladybug": "LadybugDB"}
PIPELINES = ("naive", "graph", "grag")
FILE = {"kuzu": "bench.kuzu", "ladybug": "bench.lbug"}


def available() -> list[str]:
    """The embedded databases importable here (found without importing them)."""
    return [d for d in DRIVERS if importlib.util.find_spec(d) is not None]


def _version(driver: str) -> str:
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version(driver)
    except PackageNotFoundError:
        return "?"


def measure(driver: str, data: Path, questions: Path, repeat: int) -> dict:
    """In this process: build ``data``'s graph in ``driver`` from the stored papers, then time it (see the module)."""
    from core.graph.ladybug_store import LadybugStore, close_all
    from core.graph.queries import graph_stats
    from core.ingest import Ingestor
    from core.pipelines import PIPELINES as REGISTERED, Env, Params
    from core.settings import Settings
    from eval.timing import percentile

    settings = Settings(data_dir=data)
    store = LadybugStore(data / FILE[driver], buffer_pool_mb=settings.graph_buffer_pool_mb, driver=driver)
    ing = Ingestor(settings, store=store)
    t = time.perf_counter()
    rows = ing.rebuild_graph()
    build_s = time.perf_counter() - t
    if any("error" in r for r in rows):
        raise SystemExit(f"{driver}: building the graph failed: {[r for r in rows if 'error' in r]}")
    stats = graph_stats(store)
    close_all()
    opened = []
    for _ in range(repeat):
        t = time.perf_counter()
        with store.session():
            store.query("MATCH (m:MatID) RETURN count(m) AS n")
        opened.append(time.perf_counter() - t)
    qs = [json.loads(line)["question"] for line in questions.read_text(encoding="utf-8").splitlines() if line.strip()]
    env, params = Env(ing), Params.from_settings(settings)
    retrieval = {}
    for name in PIPELINES:
        pipe = REGISTERED[name](env)
        pipe.retrieve(qs[0], params)                      # model loads and index builds, not timed
        lat = []
        for q in qs:
            t = time.perf_counter()
            pipe.retrieve(q, params)
            lat.append(time.perf_counter() - t)
        retrieval[name] = {"p50_ms": 1000 * percentile(lat, 50), "p95_ms": 1000 * percentile(lat, 95), "n": len(lat)}
    return {"driver": driver, "version": _version(driver), "build_graph_s": build_s,
            "open_query_close_ms": {"p50": 1000 * percentile(opened, 50), "p95": 1000 * percentile(opened, 95),
                                    "n": repeat},
            "retrieval": retrieval, "nodes": stats["nodes"], "bytes": (data / FILE[driver]).stat().st_size}


def bench_graphdb(papers: Path, questions: Path, repeat: int = 50, drivers: list[str] | None = None) -> dict:
    """Ingest ``papers`` once, then measure each importable database in a process of its own."""
    from eval.timing import machine
    drivers = [d for d in (drivers or list(DRIVERS)) if d in available()]
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    out: dict = {"machine": machine(), "papers": str(papers), "questions": str(questions), "repeat": repeat,
                 "missing": [d for d in DRIVERS if d not in drivers], "results": {}}
    with tempfile.TemporaryDirectory() as tmp:
        library = Path(tmp) / "library"
        ingest = subprocess.run([sys.executable, "-m", "core", "ingest", str(papers)], cwd=ROOT, capture_output=True,
                                text=True, env={**env, "GRAG_DATA_DIR": str(library)})
        if ingest.returncode != 0:
            raise SystemExit(f"ingesting {papers} failed: {ingest.stderr[-2000:]}")
        for driver in drivers:
            copy = Path(tmp) / driver
            shutil.copytree(library, copy, ignore=shutil.ignore_patterns("graph.lbug*"))
            run = subprocess.run([sys.executable, "-m", "eval.graphdb_bench", "--worker", driver, "--data", str(copy),
                                  "--questions", str(questions), "--repeat", str(repeat)],
                                 cwd=ROOT, capture_output=True, text=True, env=env)
            if run.returncode != 0:
                raise SystemExit(f"{driver}: {run.stderr[-2000:]}")
            out["results"][driver] = json.loads(run.stdout.strip().splitlines()[-1])
    return out


def print_graphdb(res: dict) -> None:
    print(f"Embedded graph databases on {res['machine']}: the same library ({res['papers']}), its graph built in "
          f"each from the stored papers")
    if res["missing"]:
        print(f"(not importable here, not measured: {', '.join(res['missing'])})")
    rows = res["results"]
    head = ["", *(f"{DRIVERS[d]} {r['version']}" for d, r in rows.items())]
    print("\n| " + " | ".join(head) + " |\n|" + "---|" * len(head))
    print("| open + one query + close, p50 (ms) | " +
          " | ".join(f"{r['open_query_close_ms']['p50']:.1f}" for r in rows.values()) + " |")
    for name in PIPELINES:
        print(f"| retrieval p50, {name} (ms) | " +
              " | ".join(f"{r['retrieval'][name]['p50_ms']:.1f}" for r in rows.values()) + " |")
    print("| graph built from the stored papers (s) | " +
          " | ".join(f"{r['build_graph_s']:.1f}" for r in rows.values()) + " |")
    print("| file size (MB) | " + " | ".join(f"{r['bytes'] / 2**20:.1f}" for r in rows.values()) + " |")
    nodes = {d: r["nodes"] for d, r in rows.items()}
    if len({json.dumps(n, sort_keys=True) for n in nodes.values()}) > 1:
        print(f"\nwarning: the graphs differ: {nodes}")
    print(f"\n{res['repeat']} openings; retrieval over {next(iter(rows.values()))['retrieval']['naive']['n']} "
          "questions per pipeline" if rows else "")


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--papers", type=Path, default=ROOT / "sample_papers")
    p.add_argument("--questions", type=Path, default=ROOT / "sample_papers" / "questions.jsonl")
    p.add_argument("--repeat", type=int, default=50, help="openings timed")
    p.add_argument("--drivers", nargs="+", choices=list(DRIVERS), help="default: every importable one")
    p.add_argument("--json", type=Path, metavar="FILE", help="also write the result as JSON")


def main_args(args) -> int:
    res = bench_graphdb(args.papers, args.questions, args.repeat, args.drivers)
    if args.json:
        args.json.write_text(json.dumps(res, indent=2), encoding="utf-8")
    print_graphdb(res)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m eval.graphdb_bench", description=__doc__.split("\n\n")[0])
    add_arguments(parser)
    parser.add_argument("--worker", choices=list(DRIVERS), help=argparse.SUPPRESS)
    parser.add_argument("--data", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        print(json.dumps(measure(args.worker, args.data, args.questions, args.repeat)))
        return 0
    return main_args(args)


if __name__ == "__main__":
    sys.exit(main())
