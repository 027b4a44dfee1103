"""Command line: ``python -m core ingest PATH...``, ``list``, ``delete ID``, ``reingest ID``, ``resume``, ``kb``,
``repair-titles``, ``index``, ``ask``, ``entities``, ``measurements``, ``graph``.

Progress goes to stderr, results as JSON to stdout; the exit code is 1 when any paper failed.
"""
from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path
from .models import Status
from .exports import to_json


def _progress(name: str, stage: str, frac: float, msg: str) -> None:
    bar = "#" * int(frac * 20)
    print(f"[{bar:<20}] {name}: {stage} - {msg}", file=sys.stderr, flush=True)


def _confidence(text: str) -> float:
    """A confidence given on the command line: a number in 0..1."""
    try:
        c = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0.0 <= c <= 1.0:
        raise argparse.ArgumentTypeError(f"a confidence is between 0 and 1, not {text}")
    return c


def _parser() -> argparse.ArgumentParser:
    from .pipelines import names
    parser = argparse.ArgumentParser(prog="python -m core", description="G-RAG dashboard command line")
    sub = parser.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("ingest", help="ingest PDF files or folders of PDFs")
    p.add_argument("paths", nargs="+")
    sub.add_parser("resume", help="finish papers an interrupted run left half-done")
    sub.add_parser("list", help="list papers with their status")
    p = sub.add_parser("index", help="build the indexes some pipelines need (otherwise built on their first use)")
    p.add_argument("pipelines", nargs="*", metavar="PIPELINE", help=f"of {', '.join(names())} (default: all)")
    sub.add_parser("health", help="check the LLM, embeddings, graph store and knowledge base (exit code 1 if one fails)")
    sub.add_parser("kb", help="embed the knowledge base once on this machine (`make install` does it; otherwise the "
                              "first ingest does)")
    p = sub.add_parser("delete", help="delete a paper and everything derived from it")
    p.add_argument("paper_id")
    p = sub.add_parser("reingest", help="ingest a paper again from its stored file")
    p.add_argument("paper_id")
    sub.add_parser("repair-titles", help="read every paper's title again from its stored file (mis-encoded PDF "
                                         "metadata repaired, or the title page 1 prints); nothing else is re-parsed")
    p = sub.add_parser("ask", help="answer a question (or a file of questions) with one or more pipelines, side by side",
                       description="Answer a question with one or more pipelines, side by side: each pipeline's "
                                   "context with citations, the graph's answer (from measurements, no LLM) and each "
                                   "LLM answer. Exit code 1 when a pipeline failed, 2 on a usage error.")
    p.add_argument("question", nargs="?", help="the question (or --questions FILE)")
    p.add_argument("--questions", type=Path, metavar="FILE",
                   help="ask every question of a JSON Lines file in one process: one object per line with a "
                        "\"question\" (and an \"id\", kept in the output), as sample_papers/questions.jsonl; with "
                        "--json, one JSON object per line and question")
    p.add_argument("--pipeline", nargs="+", choices=[*names(), "all"], metavar="PIPELINE",
                   help=f"one or more of {', '.join(names())}, or all (default: {' '.join(names(default_only=True))})")
    p.add_argument("--no-llm", action="store_true",
                   help="retrieve and give the graph's answer, without generating: no LLM is loaded or called (all "
                        "= every pipeline whose retrieval calls no LLM; naming one whose retrieval does is an error)")
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    p.add_argument("--top-k", type=int)
    p.add_argument("--budget", type=int, help="context budget in tokens")
    p = sub.add_parser("entities", help="the MatIDs of a paper (or 'all') with links and measurements, as JSON",
                       description="The MatIDs of a paper (or 'all') with their knowledge links and measurements, as "
                                   "JSON. Each measurement carries how sure the recogniser is of it: confidence (0..1, "
                                   "null when not assessed), level (high, medium, low, unassessed), reasons, binding "
                                   "and plausible; surest first. Each MatID's levels counts its measurements by level.")
    p.add_argument("paper_id", metavar="PAPER", help="a paper id (see `python -m core list`) or 'all'")
    p.add_argument("--min-confidence", type=_confidence, metavar="C",
                   help="list only the measurements whose confidence is at least C (0..1; unassessed ones are left "
                        "out); the MatIDs and their levels counts stay whole")
    p = sub.add_parser("measurements", help="every measured value of the library (of a property, of a material), "
                                            "as CSV or JSON",
                       description="Every Measurement of the library, one row each: material (as the source writes "
                                   "it), matid, property, value, value_high, uncertainty, unit, conditions (JSON in "
                                   "CSV), paper, page, table, figure, confidence. The Properties page shows the same.")
    p.add_argument("--property", metavar="P", help="a property id, name, synonym or symbol (yield_strength, "
                                                   "'yield strength', σy)")
    p.add_argument("--material", metavar="M", help="a MatID, a formula, a name or a sample label")
    p.add_argument("--min-confidence", type=_confidence, metavar="C", help="only measurements at least this sure (0..1)")
    p.add_argument("--format", choices=("csv", "json"), default="csv")
    p.add_argument("--out", metavar="FILE", help="write to FILE (.csv, .json or .parquet) instead of the screen")
    p = sub.add_parser("graph", help="graph commands")
    gsub = p.add_subparsers(dest="graph_cmd", required=True)
    gsub.add_parser("stats", help="node and relationship counts of both graphs, as JSON")
    gsub.add_parser("rebuild", help="rebuild both graphs of every processed paper from stored chunks")
    p = gsub.add_parser("query", help="run a read-only Cypher query")
    p.add_argument("cypher")
    return parser


def _cmd_ingest(ing, args) -> int:
    """Ingest files and folders; a path that does not exist counts as a failure."""
    missing = [x for x in args.paths if not Path(x).exists()]
    for m in missing:
        print(f"error: {m}: no such file or folder", file=sys.stderr)
    results = ing.ingest_paths([x for x in args.paths if x not in missing], _progress)
    out = {"papers": [r.to_dict() for r in results],
           "processed": sum(r.status == Status.PROCESSED for r in results),
           "skipped": sum(r.status == Status.SKIPPED for r in results),
           "failed": sum(r.status == Status.FAILED for r in results) + len(missing)}
    print(json.dumps(out, indent=2))
    for r in results:
        if r.status == Status.FAILED:
            print(f"FAILED {r.filename}: {r.error}", file=sys.stderr)
    return 1 if out["failed"] else 0


def _cmd_health(ing, args) -> int:
    """Check the LLM, embeddings, graph store and knowledge base."""
    from .health import check_all
    checks = check_all(ing.settings)        # a store that cannot be opened is one failed check
    print(json.dumps([h.to_dict() for h in checks], indent=2))
    return 0 if all(h.ok for h in checks) else 1


def _cmd_kb(ing, args) -> int:
    """Embed the knowledge base once on this machine (and make the int8 model of the chunk breakpoints)."""
    import time
    t = time.perf_counter()
    kb = ing.load_kb(lambda i, n, msg: _progress("knowledge base", "embed", i / max(1, n), msg))
    ing.breakpoint_embedder
    print(json.dumps({"passages": len(kb.passages), "seconds": round(time.perf_counter() - t, 1),
                      "cache_dir": str(ing.settings.cache_dir)}, indent=2))
    return 0


def _cmd_resume(ing, args) -> int:
    """Finish papers an interrupted run left half-done."""
    results = ing.resume(_progress)
    print(json.dumps([r.to_dict() for r in results], indent=2))
    return 1 if any(r.status == Status.FAILED for r in results) else 0


def _cmd_index(ing, args) -> int:
    """Build the indexes of the chosen pipelines (all by default)."""
    from .pipelines import Env, indexes_of, names
    unknown = sorted(set(args.pipelines) - set(names()))
    if unknown:
        print(f"error: unknown pipeline(s) {unknown}; known: {', '.join(names())}", file=sys.stderr)
        return 2
    env, out = Env(ing), []
    for idx in indexes_of(args.pipelines or None):
        built = idx.build(env, lambda i, n, msg, _w=idx.name: _progress(_w, "index", i / max(1, n), msg))
        out.append({**idx.describe(env), **built})
    print(json.dumps(out, indent=2))
    return 0


def _cmd_list(ing, args) -> int:
    """The papers with their status."""
    rows = [{k: getattr(p, k) for k in ("paper_id", "filename", "status", "title", "n_pages", "n_chunks",
                                        "n_tables", "n_figures", "error")} for p in ing.registry.list_papers()]
    print(json.dumps(rows, indent=2))
    return 0


def _cmd_delete(ing, args) -> int:
    """Delete a paper and everything derived from it."""
    ok = ing.delete(args.paper_id)
    print(json.dumps({"deleted": ok, "paper_id": args.paper_id}))
    return 0 if ok else 1


def _cmd_repair_titles(ing, args) -> int:
    """Titles read again from the stored files, written where they changed (``core.titles``)."""
    from .titles import repair_titles
    rows = repair_titles(ing, _progress)
    print(json.dumps(rows, indent=2, ensure_ascii=False))
    return 1 if any("error" in r for r in rows) else 0


def _cmd_reingest(ing, args) -> int:
    """Ingest a paper again from its stored file."""
    r = ing.reingest(args.paper_id, _progress)
    print(json.dumps(r.to_dict(), indent=2))
    return 0 if r.status == Status.PROCESSED else 1


class _Usage(Exception):
    """A usage error of a command: its message goes to stderr, the exit code is 2."""


def _ask_pipelines(args) -> list[str]:
    """The pipelines asked for (the default comparison, named ones, or all); with --no-llm, only those whose
    retrieval calls no LLM (a named one that does is a usage error)."""
    from .pipelines import PIPELINES, names
    chosen = names(default_only=True) if not args.pipeline else names() if "all" in args.pipeline else args.pipeline
    if args.no_llm:
        if args.pipeline and "all" in args.pipeline:
            chosen = [n for n in chosen if not PIPELINES[n].llm_in_retrieval]
        needs = [n for n in chosen if PIPELINES[n].llm_in_retrieval]
        if needs:
            raise _Usage(f"error: the retrieval of {', '.join(needs)} calls the LLM; --no-llm cannot run it")
    return chosen


def _read_questions(path: Path) -> list[dict]:
    """The questions of a JSON Lines file (blank lines skipped); a line that is not an object with a "question"
    string is a usage error, before any question is asked."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise _Usage(f"error: {path}: {exc}") from None
    out = []
    for i, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            q = json.loads(line)
        except json.JSONDecodeError as exc:
            raise _Usage(f"error: {path}:{i}: not JSON: {exc}") from None
        if not isinstance(q, dict) or not isinstance(q.get("question"), str):
            raise _Usage(f'error: {path}:{i}: a line must be a JSON object with a "question" string')
        out.append(q)
    return out


def _cmd_ask(ing, args) -> int:
    """Answer a question, or each question of a file (--questions), with the chosen pipelines side by side (streamed
    Markdown, or JSON: one object per question, on one line each for a file); --no-llm stops before generating."""
    from .pipelines import Env, Params, concurrent, run_pipelines
    from .report import comparison_markdown
    if (args.question is None) == (args.questions is None):
        print("error: give one question, or --questions FILE", file=sys.stderr)
        return 2
    try:
        chosen = _ask_pipelines(args)
        questions = _read_questions(args.questions) if args.questions else [{"question": args.question}]
    except _Usage as exc:
        print(exc, file=sys.stderr)
        return 2
    over = {k: v for k, v in (("top_k", args.top_k), ("context_budget", args.budget)) if v}
    params = Params.from_settings(ing.settings, **over)
    env = Env(ing)
    stream = done = None
    if args.no_llm or args.json:
        pass
    elif concurrent(env, chosen):     # answers arrive interleaved: print each when done
        done = lambda r: print(f"[{r.pipeline}] {r.answer or r.error}", file=sys.stderr, flush=True)  # noqa: E731
    else:
        stream = lambda name, delta: print(delta, end="", file=sys.stderr, flush=True)  # noqa: E731
    failed = False
    for q in questions:
        results = run_pipelines(env, q["question"], chosen, params, stream, done, generate=not args.no_llm)
        failed = failed or any(r.error for r in results)
        if args.json:
            card = next((r.fact_answer for r in results if r.fact_answer), None)
            out = {**({"id": q["id"]} if "id" in q else {}), "question": q["question"], "fact_answer": card,
                   "results": [r.to_dict() for r in results]}
            print(to_json(out, indent=None if args.questions else 2), flush=True)
        else:
            if stream or done:
                print("", file=sys.stderr)
            print(comparison_markdown(q["question"], results), flush=True)
    return 1 if failed else 0


def _cmd_entities(ing, args) -> int:
    """The MatIDs of a paper (or all) with their measurements (surest first; ``--min-confidence`` filters them)."""
    from .graph.queries import by_confidence, measurements_of, meets, paper_entities
    pid = None if args.paper_id == "all" else args.paper_id
    if pid and ing.registry.get(pid) is None:
        print(f"error: no paper {pid} (see `python -m core list`)", file=sys.stderr)
        return 1
    ents = paper_entities(ing.store, pid)
    for e in ents:
        e["measurements"] = [{k: m[k] for k in ("property", "value", "value_high", "unit", "conditions",
                                                 "paper_id", "page", "table_id", "text", "confidence", "level",
                                                 "reasons", "binding", "plausible")}
                             for m in by_confidence(measurements_of(ing.store, e["matid"]))
                             if (pid is None or m["paper_id"] == pid) and meets(m, args.min_confidence)]
    print(json.dumps(ents, indent=2, ensure_ascii=False))
    return 0


def _cmd_measurements(ing, args) -> int:
    """The library's measurements as CSV or JSON (``core.measurements``)."""
    from pathlib import Path

    from .measurements import export, measurement_table, resolve_material, resolve_property, select
    matids = None
    if args.material:
        matids = resolve_material(ing.store, args.material)
        if not matids:
            print(f"error: no material matches {args.material!r} (see `python -m core entities all`)", file=sys.stderr)
            return 1
    df = measurement_table(ing.store, resolve_property(args.property) if args.property else None, matids)
    df = select(df, min_confidence=args.min_confidence)
    if args.out:
        fmt = Path(args.out).suffix.lstrip(".").lower()
        Path(args.out).write_bytes(export(df, fmt if fmt in ("csv", "json", "parquet") else args.format))
        print(f"{len(df)} measurements written to {args.out}", file=sys.stderr)
    else:
        sys.stdout.write(export(df, args.format).decode("utf-8"))
    return 0


def _cmd_graph(ing, args) -> int:
    """Graph statistics, rebuild, or a read-only Cypher query."""
    from .graph.queries import graph_stats
    if args.graph_cmd == "stats":
        print(json.dumps(graph_stats(ing.store), indent=2))
    elif args.graph_cmd == "rebuild":
        kept = ing.repair_graph()
        if kept is not None:
            print(f"the graph database could not be opened; the damaged file is kept as {kept} and the graph is "
                  "built again from the stored papers", file=sys.stderr, flush=True)
        rows = ing.rebuild_graph(progress=_progress)
        print(json.dumps(rows, indent=2))
        return 1 if any("error" in r for r in rows) else 0
    else:
        print(json.dumps(ing.store.read_query(args.cypher), indent=2, default=str, ensure_ascii=False))
    return 0


COMMANDS = {"ingest": _cmd_ingest, "health": _cmd_health, "kb": _cmd_kb, "resume": _cmd_resume,
            "index": _cmd_index, "list": _cmd_list, "delete": _cmd_delete, "reingest": _cmd_reingest,
            "repair-titles": _cmd_repair_titles,
            "ask": _cmd_ask, "entities": _cmd_entities, "measurements": _cmd_measurements, "graph": _cmd_graph}


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")

    from .graph import GraphStoreError, ladybug_store
    from .ingest import Ingestor
    from .pdf import IngestError
    ladybug_store.ON_WAIT = lambda msg: print(msg + " …", file=sys.stderr, flush=True)
    try:
        ing = Ingestor()
        # a library of an earlier version is upgraded at its graph's first use: say so, and show each paper
        ing.notice, ing.upgrade_progress = (lambda msg: print(msg, file=sys.stderr, flush=True)), _progress
        return COMMANDS[args.cmd](ing, args)
    except (GraphStoreError, IngestError, KeyError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
