"""``python -m eval run --questions FILE --pipelines naive graph grag [--judge-backend …] --out DIR`` and
``python -m eval report DIR``."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from core.pipelines import evaluation_names


def _llm(backend: str | None, url: str | None, model: str | None) -> dict:
    out = {}
    if backend:
        out["llm_backend"] = backend
    if url:
        out["openai_base_url"] = url
    if model:
        out["openai_model"] = model
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m eval")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run", help="answer and score every question with every pipeline (resumable)")
    r.add_argument("--questions", required=True, help="JSONL or CSV: question, ground_truth[, reference_context, tags]")
    r.add_argument("--pipelines", nargs="+", default=evaluation_names(default_only=True), choices=evaluation_names(),
                   help="registered pipelines, and graph_answer: G-RAG's answer card from measurements (no LLM); "
                        f"default: {' '.join(evaluation_names(default_only=True))}")
    r.add_argument("--out", required=True, help="run folder; an existing one is resumed")
    r.add_argument("--limit", type=int, help="only the first N questions")
    for who in ("generator", "judge"):
        r.add_argument(f"--{who}-backend", choices=["llamacpp", "openai"])
        r.add_argument(f"--{who}-url")
        r.add_argument(f"--{who}-model")
    r.add_argument("--no-judge", action="store_true", help="deterministic metrics only")
    r.add_argument("--top-k", type=int, default=5)
    r.add_argument("--budget", type=int, default=800)
    r.add_argument("--max-answer-tokens", type=int, default=128)
    r.add_argument("--judge-max-tokens", type=int, default=128)
    rep = sub.add_parser("report", help="rebuild scores.csv, summary.json and report.html of a run")
    rep.add_argument("run_dir")
    args = ap.parse_args(argv)

    from .report import build_report
    from .run import RunConfig, load_questions, run_eval
    if args.cmd == "report":
        s = build_report(Path(args.run_dir))
        print(json.dumps({"report": str(Path(args.run_dir) / "report.html"), "plain_words": s["plain_words"]},
                         indent=2, ensure_ascii=False))
        return 0
    from core.ingest import Ingestor
    qs = load_questions(args.questions)[: args.limit] if args.limit else load_questions(args.questions)
    cfg = RunConfig(args.questions, args.pipelines, _llm(args.generator_backend, args.generator_url, args.generator_model),
                    _llm(args.judge_backend, args.judge_url, args.judge_model), args.top_k, args.budget,
                    args.max_answer_tokens, args.judge_max_tokens, not args.no_judge)
    if cfg.same_model and cfg.use_judge:
        print("warning: the judge is the generator's own model; prefer the deterministic metrics", file=sys.stderr)

    def progress(i, n, what):
        print(f"[{i}/{n}] {what}", file=sys.stderr, flush=True)
    try:
        run_eval(cfg, Path(args.out), Ingestor(), progress, qs)
    except RuntimeError as exc:       # an LLM server that is down or does not serve the model
        print(f"error: {exc}", file=sys.stderr)
        return 2
    s = build_report(Path(args.out))
    print(json.dumps({"report": str(Path(args.out) / "report.html"), "plain_words": s["plain_words"]}, indent=2,
                     ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
