"""A sample evaluation report that needs no LLM, made once by ``make install`` so that a newcomer sees on the
Evaluation page what a report looks like before starting one: the sample papers ingested into a library of their
own (a temporary folder, not the user's), each default pipeline's context recall and latency on the sample
questions, and the graph's answer card scored like an answer.

    python -m eval.sample_report [--out DIR] [--force]

Writes ``DIR`` (default: the data folder's ``eval_runs/sample-no-llm``) in the format of ``eval.run``; does nothing
when it is there already (``--force`` makes it again).
"""
from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "sample-no-llm"


def make(out: Path, progress=None, ingestor=None) -> dict:
    """Evaluate retrieval and the card on the sample questions: in ``ingestor``'s library if given (it must hold the
    sample papers), else in a temporary library of the sample papers."""
    from core.graph import ladybug_store
    from core.ingest import Ingestor
    from core.pipelines import names
    from core.settings import get_settings
    from eval.report import build_report
    from eval.run import CARD, RunConfig, load_questions, run_eval

    questions = ROOT / "sample_papers" / "questions.jsonl"
    partial = out.with_name(out.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    with tempfile.TemporaryDirectory(prefix="grag-sample-") as tmp:
        ing = ingestor
        if ing is None:
            ing = Ingestor(get_settings().model_copy(update={"data_dir": Path(tmp)}))
            failed = [r.filename for r in ing.ingest_paths(sorted((ROOT / "sample_papers").glob("*.pdf")))
                      if r.status == "failed"]
            if failed:
                raise RuntimeError(f"the sample papers did not ingest: {failed}")
        cfg = RunConfig(str(questions), [*names(default_only=True), CARD], top_k=ing.settings.top_k,
                        context_budget=ing.settings.context_budget_tokens, use_judge=False, generate=False)
        run_eval(cfg, partial, ing, progress, load_questions(questions))
        if ingestor is None:
            ladybug_store.close_all()
    shutil.rmtree(out, ignore_errors=True)
    partial.rename(out)                      # the Evaluation page never sees half a report
    return build_report(out)


def main(argv: list[str] | None = None) -> int:
    from core.settings import get_settings
    p = argparse.ArgumentParser(prog="python -m eval.sample_report", description=__doc__.split("\n\n")[0])
    p.add_argument("--out", type=Path, help=f"default: the data folder's eval_runs/{NAME}")
    p.add_argument("--force", action="store_true", help="make it again when it exists")
    args = p.parse_args(argv)
    out = args.out or get_settings().data_dir / "eval_runs" / NAME
    if (out / "summary.json").exists() and not args.force:
        print(f"the sample report is there already: {out}", file=sys.stderr)
        return 0
    out.parent.mkdir(parents=True, exist_ok=True)
    t = time.perf_counter()
    summary = make(out, lambda i, n, what: print(f"[{i}/{n}] {what}", file=sys.stderr, flush=True)
                   if what.endswith("done") or i % 40 == 0 and "scored" not in what else None)
    print(f"sample report (no LLM): {summary['n_answers']} answers in {time.perf_counter() - t:.0f} s -> {out}",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
