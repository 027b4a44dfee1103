"""Benchmarks that print figures: ``python -m eval.bench ingest [--papers DIR] [--repeat N]``.

devcorpus: ``python -m eval.bench devcorpus --pdfs DIR``: annotation-free yields per paper
(eval/devcorpus_yield.py).

graphdb: ``python -m eval.bench graphdb``: the embedded graph databases importable here (LadybugDB; Kùzu when it is
installed to compare) on one library: open + one query + close, and retrieval p50 (eval/graphdb_bench.py).

ingest: ingests the sample corpus into a fresh temporary data folder and prints pages per second,
seconds per paper by stage, and peak memory (resident set size of this process).
"""
from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

from core.models import STAGES
from eval.timing import machine, percentile
from core.pipelines import names as pipeline_names


def bench_ingest(papers: Path, repeat: int = 1) -> dict:
    from core.embeddings import get_embedder
    from core.graph import ladybug_store
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
            ladybug_store.close_all()
        failed = [r for r in results if r.status != "processed"]
        if failed:
            raise SystemExit(f"ingest failed: {[(r.filename, r.error) for r in failed]}")
        runs.append((wall, results))
    wall, results = min(runs, key=lambda r: r[0])
    pages = sum(r.n_pages for r in results)
    return {"machine": machine(), "papers": len(results), "pages": pages, "model_load_s": load_s,
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
    p.add_argument("--json", type=Path, metavar="FILE", help="also write the result, with machine and settings, as JSON "
                                                             "(docs/bench/; python -m eval.benchmarks_doc)")
    p = sub.add_parser("retrieval", help="context recall, context size and latency of each pipeline's retrieval")
    p.add_argument("--data-dir", type=Path, help="an ingested data folder (default: the settings' data_dir)")
    p.add_argument("--questions", type=Path,
                   default=Path(__file__).resolve().parent.parent / "sample_papers" / "questions.jsonl")
    p.add_argument("--pipelines", nargs="+",
                   help="pipelines; PIPELINE@dense or PIPELINE@hybrid sets its chunk search (default: naive@dense and "
                        "every registered pipeline; with --scale, the default ones)")
    p.add_argument("--top-k", type=int, default=5)
    p.add_argument("--budget", type=int, default=800)
    p.add_argument("--scale", type=int, nargs="*", help="synthetic corpora of N papers (e.g. 10 100 1000)")
    p.add_argument("--limit", type=int, help="only the first N questions (for the pipelines that call the LLM)")
    p.add_argument("--json", type=Path, metavar="FILE", help="also write the result, with machine and settings, as JSON "
                                                             "(docs/bench/; python -m eval.benchmarks_doc)")
    p = sub.add_parser("answers", help="value correctness of the graph's answer card and of the pipelines' LLM answers")
    p.add_argument("--data-dir", type=Path, help="an ingested data folder (default: the settings' data_dir)")
    p.add_argument("--questions", type=Path,
                   default=Path(__file__).resolve().parent.parent / "sample_papers" / "questions.jsonl")
    p.add_argument("--pipelines", nargs="+", default=["graph_answer"],
                   help=f"graph_answer (the card, no LLM) and/or {' '.join(pipeline_names())} (answers by the configured LLM)")
    p.add_argument("--limit", type=int, help="only the first N value questions")
    p.add_argument("--unanswerable", type=Path,
                   help="questions whose answer is in no paper (default: unanswerable.jsonl beside --questions, "
                        "if there is one); an answer with a value to one of them is counted as a wrong answer")
    p.add_argument("--json", type=Path, metavar="FILE", help="also write the result, with machine and settings, as JSON "
                                                             "(docs/bench/; python -m eval.benchmarks_doc)")
    p = sub.add_parser("llms", help="embedded models and answer prompts compared on the same contexts: value in "
                                    "answer, unsupported values, time per answer")
    p.add_argument("--data-dir", type=Path, nargs="+", help="ingested data folders, one per question set (default: "
                                                            "the settings' data_dir)")
    p.add_argument("--questions", type=Path, nargs="+",
                   default=[Path(__file__).resolve().parent.parent / "sample_papers" / "questions.jsonl"])
    p.add_argument("--models", nargs="+", help="embedded models (default: every installed one) or GGUF files")
    p.add_argument("--prompts", nargs="+", help="answer prompts (default: the configured one)")
    p.add_argument("--pipelines", nargs="+", default=["naive", "grag"])
    p.add_argument("--limit", type=int, help="only the first N value questions of each set")
    p.add_argument("--json", type=Path, help="also write every answer to this file")
    p = sub.add_parser("load", help="retrieval latency with questions asked from several threads at once, against "
                                    "one by one, and whether the results are the same")
    p.add_argument("--data-dir", type=Path, help="an ingested data folder (default: the settings' data_dir)")
    p.add_argument("--questions", type=Path,
                   default=Path(__file__).resolve().parent.parent / "sample_papers" / "questions.jsonl")
    p.add_argument("--pipelines", nargs="+", default=pipeline_names(default_only=True))
    p.add_argument("--threads", type=int, default=5)
    p.add_argument("--n", type=int, default=50, help="retrievals (questions × pipelines, cycled)")
    p.add_argument("--json", type=Path, metavar="FILE", help="also write the result, with machine and settings, as JSON "
                                                             "(docs/bench/; python -m eval.benchmarks_doc)")
    p = sub.add_parser("extraction", help="the recogniser against experts' annotations of SOFC-Exp (45 fuel-cell "
                                          "papers: value recall, property, material, precision, temperature) or, "
                                          "with --polyie, of PolyIE (polymer papers: recall, precision over whole "
                                          "paragraphs, property, attribution)")
    p.add_argument("--sofc-exp", type=Path, help="the SOFC-Exp folder (default: ../shared/sofc-exp)")
    p.add_argument("--polyie", type=Path, metavar="DIR", help="score PolyIE instead (the folder of train.json and "
                                                              "validation.json, e.g. ../shared/polyie)")
    p.add_argument("--split", choices=["train", "dev", "test", "train+dev", "all", "validation"],
                   help="SOFC-Exp: train, dev, test (default), train+dev, all; PolyIE: train (default), validation")
    p.add_argument("--paper", help="only this paper: a PMC id (SOFC-Exp, whatever its split) or indices into the "
                                   "split, comma-separated (PolyIE)")
    p.add_argument("--misses", type=int, default=3, help="examples per class of miss and false positive")
    p.add_argument("--passages", type=int, default=0, metavar="N",
                   help="read each paper in passages of N sentences, as a chunk is read (the sample the passage "
                        "named last, the previous sentence's lists); default: each annotated sentence alone")
    p.add_argument("--json", nargs="?", const="-", metavar="FILE",
                   help="write the figures (per paper too) as JSON to FILE and print the report; --json alone "
                        "prints the JSON instead of the report")
    p.add_argument("--records", type=Path, metavar="FILE",
                   help="also write one JSON line per measurement of ours (its strategies, level, and whether its "
                        "value, property and material are right): what python -m eval.calibrate fits")
    p = sub.add_parser("properties", help="the Properties page at a lab's size: a library grown to N measurements, "
                                          "then its table, filter, conversion and charts timed")
    p.add_argument("--n", type=int, default=20000, help="measurements in the library (default 20000)")
    p.add_argument("--data-dir", type=Path, help="a data folder to copy and grow (default: the sample papers)")
    p.add_argument("--json", type=Path, metavar="FILE", help="also write the result, with machine and settings, as JSON "
                                                             "(docs/bench/; python -m eval.benchmarks_doc)")
    p = sub.add_parser("devcorpus", help="annotation-free yield on a folder of PDFs: table captions against tables "
                                         "found, numeric cells of property tables against measurements (the rest "
                                         "skipped, with reasons), measurements per page, formulas failing validation")
    from eval.devcorpus_yield import add_arguments as devcorpus_arguments
    devcorpus_arguments(p)
    p = sub.add_parser("graphdb", help="the embedded graph databases (LadybugDB, and Kùzu when installed) on one "
                                       "library: open + one query + close, retrieval p50 of naive, graph, grag")
    from eval.graphdb_bench import add_arguments as graphdb_arguments
    graphdb_arguments(p)
    args = parser.parse_args(argv)
    if args.cmd == "graphdb":
        from eval.graphdb_bench import main_args as graphdb_main
        return graphdb_main(args)
    if args.cmd == "properties":
        from eval.properties_bench import bench_properties, print_properties
        print_properties(_save(args, "properties", bench_properties(args.n, args.data_dir)))
        return 0
    if args.cmd == "devcorpus":
        from eval.devcorpus_yield import main_args
        return main_args(args)
    if args.cmd == "extraction":
        return run_extraction(args)
    if args.cmd == "load":
        print_load(_save(args, "load", bench_load(args.data_dir, args.questions, args.pipelines, args.threads, args.n),
                         question_file=args.questions, data_dir=args.data_dir))
    elif args.cmd == "llms":
        res = bench_llms(args.data_dir, args.questions, args.models, args.prompts, args.pipelines, args.limit)
        if args.json:
            _save(args, "llms", res, question_file=[str(q) for q in args.questions])
        print_llms(res)
    elif args.cmd == "ingest":
        print_ingest(_save(args, "ingest", bench_ingest(args.papers, args.repeat), paper_dir=args.papers,
                           repeat=args.repeat))
    elif args.cmd == "retrieval" and args.scale:
        from eval.scale import bench_scale
        bench_scale(args.scale, args.questions, args.pipelines or pipeline_names(default_only=True), args.top_k,
                    args.budget)
    elif args.cmd == "answers":
        unanswerable = args.unanswerable or args.questions.with_name("unanswerable.jsonl")
        print_answers(_save(args, "answers", bench_answers(args.data_dir, args.questions, args.pipelines, args.limit,
                                                           unanswerable if unanswerable.exists() else None)))
    elif args.cmd == "retrieval":
        names = args.pipelines or ["naive@dense", *pipeline_names()]
        print_retrieval(_save(args, "retrieval", bench_retrieval(args.data_dir, args.questions, names, args.top_k,
                                                                 args.budget, args.limit),
                              question_file=args.questions, data_dir=args.data_dir))
    return 0



def _save(args, bench: str, res: dict, **extra) -> dict:
    """With ``--json FILE``: write ``res`` there with the date, commit, machine and settings (eval/benchmarks_doc)."""
    if getattr(args, "json", None):
        from eval.benchmarks_doc import save
        save(args.json, bench, res, **extra)
    return res


def run_extraction(args) -> int:
    from eval.calibration import pop_measurement_rows
    """``extraction``: run the benchmark of eval/extraction.py (SOFC-Exp) or eval/polyie.py (PolyIE) and print its
    Markdown summary; with ``--json FILE`` write the figures there too, with ``--json`` alone print them instead."""
    if args.polyie:
        from eval.polyie import SPLITS, print_polyie
        from eval.polyie import run as run_polyie
        split = args.split or "train"
        if split not in SPLITS:
            print(f"PolyIE split {split!r}: one of {', '.join(SPLITS)}", file=sys.stderr)
            return 2
        if not (args.polyie / f"{split}.json").exists():
            print(f"no PolyIE {split}.json in {args.polyie}", file=sys.stderr)
            return 2
        try:
            papers = [int(x) for x in args.paper.split(",")] if args.paper else None
        except ValueError:
            print(f"--paper {args.paper!r}: PolyIE papers are indices into the split (0,1,…)", file=sys.stderr)
            return 2
        res, show = run_polyie(args.polyie, split, papers, args.misses, args.passages), print_polyie
    else:
        from eval.extraction import DEFAULT_ROOT, print_extraction, run
        root = args.sofc_exp or DEFAULT_ROOT
        if not (root / "SOFC-Exp-Metadata.csv").exists():
            print(f"no SOFC-Exp corpus at {root} (SOFC-Exp-Metadata.csv missing); give --sofc-exp DIR", file=sys.stderr)
            return 2
        if (args.split or "test") == "validation":
            print("SOFC-Exp has no validation split (train, dev, test)", file=sys.stderr)
            return 2
        res, show = run(root, args.split or "test", args.paper, args.misses, args.passages), print_extraction
        res = {"bench": "extraction", "dataset": "sofc-exp", **res}
    rows = pop_measurement_rows(res.get("summary", res))      # (each split's figures repeat them: dropped)
    pop_measurement_rows(res)
    if args.records:
        args.records.write_text("".join(json.dumps({"dataset": res.get("dataset", "polyie"), **r}, ensure_ascii=False,
                                                   default=str) + "\n" for r in rows), encoding="utf-8")
    if args.json == "-":
        print(json.dumps(res, indent=1, ensure_ascii=False, default=str))
        return 0
    show(_save(args, "extraction", res))
    return 0


# --- retrieval ------------------------------------------------------------------------------
from eval.metrics import values_in_text  # noqa: E402  (one definition, shared with the evaluation)


def bench_retrieval(data_dir: Path | None, questions: Path, names: list[str], top_k: int, budget: int,
                    limit: int | None = None) -> dict:
    """Context recall (overall and per source kind), context tokens and latency of each pipeline's
    retrieval. A name ``PIPELINE@MODE`` runs a pipeline with another chunk search (``naive@dense``).
    A pipeline's own index (if it needs one) is built first and its build time and size reported: the
    time is that of building what was missing (all of it on a fresh ingest)."""
    from core.ingest import Ingestor
    from core.pipelines import Env, Params, indexes_of
    from core.pipelines import PIPELINES
    from core.settings import Settings

    qs = _load(questions)[:limit]
    s = Settings(data_dir=data_dir) if data_dir else Settings()
    env = Env(Ingestor(s))
    rows, index_cost = {}, {}
    for name in names:
        pipe_name, _, mode = name.partition("@")
        for idx in indexes_of([pipe_name]):
            if idx.name not in index_cost:
                built = idx.build(env)
                index_cost[idx.name] = {**built, "bytes": idx.size_bytes(env)}
        params = Params.from_settings(s, top_k=top_k, context_budget=budget, chunk_search=mode or s.chunk_search)
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
                      "p50_ms": 1000 * percentile(lat, 50), "p95_ms": 1000 * percentile(lat, 95), "misses": misses,
                      "index": ", ".join(PIPELINES[pipe_name].indexes()) or None}
    return {"machine": machine(), "questions": len(qs), "top_k": top_k, "budget": budget, "pipelines": rows,
            "indexes": index_cost}


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
    if res.get("indexes"):
        print("\n| index | papers built by this run | build time (s) | size on disk (MB) |\n|---|---|---|---|")
        for name, c in res["indexes"].items():
            print(f"| {name} | {c['built']} | {c['seconds']:.1f} | {c['bytes'] / 1e6:.1f} |")


# --- answers ---------------------------------------------------------------------------------
def _load(path: Path) -> list[dict]:
    return [json.loads(l) for l in path.read_text(encoding="utf-8").splitlines() if l.strip()]


def bench_answers(data_dir: Path | None, questions: Path, names: list[str], limit: int | None,
                  unanswerable: Path | None = None) -> dict:
    """Per pipeline over the value questions: how often it answers with a value (not abstaining), how
    often that value is right (precision), value correctness over all, the share of answers stating a
    value that no context holds, and the time per answer. ``graph_answer`` is G-RAG's card (no LLM).
    Over the ``unanswerable`` questions (no paper holds the answer): how often each one abstains."""
    from core.ingest import Ingestor
    from core.llm import llm_label
    from core.pipelines import PIPELINES, Env, Params, graph_answer
    from core.pipelines.facts import answer_text
    from core.settings import Settings
    from eval.metrics import abstained

    qs = [q for q in _load(questions) if q.get("values")][:limit]
    absent = _load(unanswerable) if unanswerable else []   # all of them: --limit 0 measures only abstention
    s = Settings(data_dir=data_dir) if data_dir else Settings()
    env = Env(Ingestor(s))
    params = Params.from_settings(s)

    def answer(name: str, question: str) -> tuple[str, list[str], float]:
        t = time.perf_counter()
        if name == "graph_answer":
            card = graph_answer(env, question, params)
            return answer_text(card), [], time.perf_counter() - t
        res = PIPELINES[name](env).run(question, params)
        text = "" if res.error or abstained(res.answer) else res.answer
        return text, res.unsupported, time.perf_counter() - t

    rows = {}
    for name in names:
        answered = right = unsupported = 0
        lat, wrong, answered_absent = [], [], []
        for q in qs:
            text, bad, secs = answer(name, q["question"])
            lat.append(secs)
            ok = bool(text) and values_in_text(q["values"], text)
            answered += bool(text)
            right += ok
            unsupported += bool(bad)
            if text and not ok:
                wrong.append(q["id"])
        for q in absent:
            text, _, secs = answer(name, q["question"])
            lat.append(secs)
            if text:
                answered_absent.append(q["id"])
        n = len(qs)
        rows[name] = {"n": n, "answered": answered, "right": right, "unsupported": unsupported,
                      "p50_s": percentile(lat, 50), "p95_s": percentile(lat, 95), "wrong": wrong,
                      "unanswerable": len(absent), "answered_unanswerable": answered_absent}
    return {"machine": machine(), "questions": str(questions), "llm": llm_label(s), "pipelines": rows}


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
    if any(r["unanswerable"] for r in res["pipelines"].values()):
        print("\nQuestions whose answer is in no paper (it should abstain; a card or an answer is wrong):\n\n"
              "| pipeline | unanswerable questions | abstained | answered anyway |\n|---|---|---|---|")
        for name, r in res["pipelines"].items():
            u, bad = r["unanswerable"], r["answered_unanswerable"]
            print(f"| {name} | {u} | {(u - len(bad)) / max(1, u):.2f} ({u - len(bad)}/{u}) | {', '.join(bad) or 'none'} |")



# --- embedded models and prompts --------------------------------------------------------------
def bench_llms(data_dirs: list[Path] | None, question_sets: list[Path], models: list[str] | None,
               prompts: list[str] | None, names: list[str], limit: int | None) -> dict:
    """Each (model, prompt) answers the value questions of each set from the same contexts: every pipeline
    retrieves once per question, then every model and prompt generates from what it retrieved. Scored
    like the answers benchmark: the ground truth's values in the answer, an answer stating a value with unit
    that no context holds, abstentions, and the time per answer."""
    import copy

    from core.ingest import Ingestor
    from core.llm import get_llm, installed_models, llm_label
    from core.pipelines import PIPELINES, Env, Params
    from core.settings import Settings
    from eval.metrics import abstained

    base = Settings()
    models = models or installed_models()
    prompts = prompts or [base.answer_prompt]
    answers = []
    for i, questions in enumerate(question_sets):
        data_dir = data_dirs[min(i, len(data_dirs) - 1)] if data_dirs else None
        s = base.model_copy(update={"data_dir": data_dir}) if data_dir else base
        ing = Ingestor(s)
        params = Params.from_settings(s)
        qs = [q for q in _load(questions) if q.get("values")][:limit]
        prepared = []          # (question, pipeline, pipe, result so far, contexts)
        for q in qs:
            for name in names:
                pipe = PIPELINES[name](Env(ing))
                res, contexts = pipe.prepare(q["question"], params)
                prepared.append((q, name, res, contexts))
        for model in models:
            update = {"llm_model_path": model} if model.endswith(".gguf") else {"llm_model": model, "llm_model_path": ""}
            ms = s.model_copy(update={"llm_backend": "llamacpp", **update})
            env = Env(ing, llm=get_llm(ms))
            for prompt in prompts:
                p = Params.from_settings(ms, prompt=prompt)
                for n, (q, name, res, contexts) in enumerate(prepared):
                    if contexts is None:
                        continue
                    if n % 20 == 0:
                        print(f"{questions.name}: {model} / {prompt}: {n} of {len(prepared)}", file=sys.stderr, flush=True)
                    out = copy.deepcopy(res)
                    t = time.perf_counter()
                    PIPELINES[name](env).generate(out, contexts, p)
                    text = "" if out.error or abstained(out.answer) else out.answer
                    answers.append({"set": questions.stem if questions.stem != "questions" else questions.parent.name,
                                    "id": q["id"], "pipeline": name, "model": llm_label(ms), "prompt": prompt,
                                    "answer": out.answer, "error": out.error, "abstained": not text and not out.error,
                                    "right": bool(text) and values_in_text(q["values"], text),
                                    "in_context": values_in_text(q["values"], "\n".join(c.text for c in contexts)),
                                    "unsupported": out.unsupported, "seconds": time.perf_counter() - t,
                                    "completion_tokens": out.tokens.get("completion", 0)})
    return {"machine": machine(), "answers": answers}


def print_llms(res: dict) -> None:
    import itertools
    print(f"Embedded models and prompts on {res['machine']} (same contexts for every model and prompt)\n")
    print("| question set | model | prompt | pipeline | value in answer | when the value was in the context | "
          "abstained | answers with an unsupported value | time p50 / p95 (s) | tokens per answer |")
    print("|---" * 10 + "|")
    rows = res["answers"]
    key = lambda a: (a["set"], a["model"], a["prompt"], a["pipeline"])  # noqa: E731
    for (qset, model, prompt, pipe), group in itertools.groupby(sorted(rows, key=key), key=key):
        g = list(group)
        n, inc = len(g), [a for a in g if a["in_context"]]
        right, right_inc = sum(a["right"] for a in g), sum(a["right"] for a in inc)
        lat = [a["seconds"] for a in g]
        print(f"| {qset} | {model} | {prompt} | {pipe} | {right / n:.2f} ({right}/{n}) | "
              f"{right_inc / max(1, len(inc)):.2f} ({right_inc}/{len(inc)}) | {sum(a['abstained'] for a in g) / n:.2f} | "
              f"{sum(bool(a['unsupported']) for a in g) / n:.2f} | {percentile(lat, 50):.1f} / {percentile(lat, 95):.1f} | "
              f"{statistics.mean(a['completion_tokens'] for a in g):.0f} |")



# --- load ------------------------------------------------------------------------------------
def bench_load(data_dir: Path | None, questions: Path, names: list[str], threads: int, n: int) -> dict:
    """``n`` retrievals (each question with each pipeline, cycled) one by one, then from ``threads`` threads
    sharing one environment: latency of each retrieval (p50/p95), wall time, and whether every result is the
    same as one by one."""
    from concurrent.futures import ThreadPoolExecutor

    from core.ingest import Ingestor
    from core.pipelines import PIPELINES, Env, Params
    from core.settings import Settings

    s = Settings(data_dir=data_dir) if data_dir else Settings()
    env = Env(Ingestor(s))
    params = Params.from_settings(s)
    qs = [q["question"] for q in _load(questions)]
    jobs = [(name, qs[i % len(qs)]) for i, name in zip(range(n), (names * n)[:n])]
    for name in names:                                   # warm-up: models, indexes, caches (not timed)
        PIPELINES[name](env).retrieve(qs[0], params)

    def one(job):
        t = time.perf_counter()
        ret = PIPELINES[job[0]](env).retrieve(job[1], params)
        return time.perf_counter() - t, [(c.kind, c.chunk_id, c.text) for c in ret.contexts]
    t = time.perf_counter()
    seq = [one(j) for j in jobs]
    seq_wall = time.perf_counter() - t
    t = time.perf_counter()
    with ThreadPoolExecutor(max_workers=threads) as pool:
        par = list(pool.map(one, jobs))
    par_wall = time.perf_counter() - t
    sessions = []                          # the cost of a session: the graph file opened and closed around a query
    for _ in range(20):
        t = time.perf_counter()
        with env.store.session():
            env.store.query("MATCH (p:Paper) RETURN count(p) AS n")
        sessions.append(time.perf_counter() - t)
    return {"machine": machine(), "n": n, "threads": threads, "pipelines": names,
            "session_ms": {"p50": 1000 * percentile(sessions, 50), "p95": 1000 * percentile(sessions, 95)},
            "one_by_one": {"p50_ms": 1000 * percentile([x[0] for x in seq], 50),
                           "p95_ms": 1000 * percentile([x[0] for x in seq], 95), "wall_s": seq_wall},
            "threads_at_once": {"p50_ms": 1000 * percentile([x[0] for x in par], 50),
                                "p95_ms": 1000 * percentile([x[0] for x in par], 95), "wall_s": par_wall},
            "same_results": [x[1] for x in seq] == [x[1] for x in par]}


def print_load(res: dict) -> None:
    print(f"Load benchmark on {res['machine']}: {res['n']} retrievals ({', '.join(res['pipelines'])}), "
          f"{res['threads']} threads\n")
    print("| how | latency p50 (ms) | p95 (ms) | wall time (s) |\n|---|---|---|---|")
    for key, label in (("one_by_one", "one by one"), ("threads_at_once", f"{res['threads']} threads at once")):
        r = res[key]
        print(f"| {label} | {r['p50_ms']:.0f} | {r['p95_ms']:.0f} | {r['wall_s']:.1f} |")
    print(f"\nResults the same as one by one: {'yes' if res['same_results'] else 'NO'}")
    print(f"A session (the graph file opened, one count query, closed): p50 {res['session_ms']['p50']:.1f} ms, "
          f"p95 {res['session_ms']['p95']:.1f} ms")


if __name__ == "__main__":
    sys.exit(main())
