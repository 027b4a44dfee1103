"""Evaluation runs: every question through every pipeline, scored by deterministic metrics and by an
LLM judge (LlamaIndex's evaluators, as the G-RAG paper used them), saved as it goes so that a run
can be stopped and resumed without redoing finished answers.

A run folder holds ``run.json`` (configuration), ``answers.jsonl`` (one line per question and
pipeline), and after ``build_report``: ``scores.csv``, ``summary.json`` and ``report.html``.
"""
from __future__ import annotations

import csv
import io
import json
import math
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable

from core.units import TEST_CONDITION_UNITS, find_quantities

from .metrics import abstained, context_recall, parse_yes_no, value_correct

JUDGE_METRICS = ("correctness", "faithfulness", "relevancy", "context_relevancy")
DETERMINISTIC = ("value_correctness", "context_recall", "abstention", "unsupported_value", "latency_s", "tokens")
CARD = "graph_answer"      # G-RAG's answer card (measurements, no LLM), scored beside the pipelines' answers


@dataclass
class RunConfig:
    questions: str
    pipelines: list[str]
    generator: dict = field(default_factory=dict)     # settings overrides for the generating LLM
    judge: dict = field(default_factory=dict)         # settings overrides for the judge LLM
    top_k: int = 5
    context_budget: int = 800
    max_answer_tokens: int = 128
    judge_max_tokens: int = 128
    use_judge: bool = True
    generate: bool = True       # False: the pipelines only retrieve (context recall, latency; no LLM at all)

    @property
    def same_model(self) -> bool:
        g = {"llm_backend": "llamacpp", **self.generator}
        j = {"llm_backend": "llamacpp", **self.judge}
        return g == j


def load_questions(path: str | Path, data: bytes | None = None) -> list[dict]:
    """JSONL or CSV with question, ground_truth, optional reference_context, tags (and values)."""
    path = Path(path)
    text = (data if data is not None else path.read_bytes()).decode("utf-8-sig")
    if path.suffix.lower() == ".csv":
        rows = list(csv.DictReader(io.StringIO(text)))
    else:
        rows = [json.loads(line) for line in text.splitlines() if line.strip()]
    out = []
    for i, r in enumerate(rows, start=1):
        if not r.get("question") or not r.get("ground_truth"):
            raise ValueError(f"row {i}: every question needs 'question' and 'ground_truth'")
        values = r.get("values")
        if isinstance(values, str):
            values = json.loads(values) if values.strip() else None
        if values is None:      # the numbers with units of the ground truth
            values = [{"value": list(q.value) if isinstance(q.value, tuple) else q.value, "unit": q.unit}
                      for q in find_quantities(r["ground_truth"]) if q.unit not in TEST_CONDITION_UNITS]
        tags = r.get("tags") or []
        if isinstance(tags, str):
            tags = [t.strip() for t in tags.split(",") if t.strip()]
        out.append({"id": str(r.get("id") or f"q{i:03d}"), "question": r["question"],
                    "ground_truth": r["ground_truth"], "reference_context": r.get("reference_context", ""),
                    "values": values, "tags": tags})
    return out


def _judge(judge_llm, question: dict, answer: str, contexts: list[str]) -> dict:
    """The four LlamaIndex evaluators; an unparseable judgement is kept as invalid with its reason."""
    from llama_index.core.evaluation import (ContextRelevancyEvaluator, CorrectnessEvaluator, FaithfulnessEvaluator,
                                             RelevancyEvaluator)

    from .metrics import parse_score

    def correctness_parser(text):
        score, reason = parse_score(text, 1, 5)
        return (math.nan if score is None else score), reason

    def ctx_parser(text):
        import re
        m = re.search(r"\[RESULT\]\s*([\d.]+)", text or "")
        if not m:
            return math.nan, f"no [RESULT] score in the judge output: {(text or '').strip()[:120]!r}"
        score = float(m.group(1))
        return (score if 0 <= score <= 4 else math.nan), text.strip()

    out = {}
    jobs = {
        "correctness": lambda: CorrectnessEvaluator(llm=judge_llm, parser_function=correctness_parser).evaluate(
            query=question["question"], response=answer, reference=question["ground_truth"]),
        "faithfulness": lambda: FaithfulnessEvaluator(llm=judge_llm).evaluate(
            query=question["question"], response=answer, contexts=contexts or ["(no context)"]),
        "relevancy": lambda: RelevancyEvaluator(llm=judge_llm).evaluate(
            query=question["question"], response=answer, contexts=contexts or ["(no context)"]),
        "context_relevancy": lambda: ContextRelevancyEvaluator(llm=judge_llm, parser_function=ctx_parser).evaluate(
            query=question["question"], contexts=contexts or ["(no context)"]),
    }
    for metric, job in jobs.items():
        try:
            res = job()
        except Exception as exc:       # a judge failure is an invalid judgement, not a crash
            out[metric] = {"score": None, "valid": False, "reason": f"{type(exc).__name__}: {exc}"[:300]}
            continue
        if metric in ("faithfulness", "relevancy"):
            score, reason = parse_yes_no(res.feedback or "")
        else:
            score = None if res.score is None or (isinstance(res.score, float) and math.isnan(res.score)) else res.score
            reason = res.feedback or ""
        out[metric] = {"score": score, "valid": score is not None, "reason": (reason or "")[:600]}
    return out


def run_eval(cfg: RunConfig, out_dir: Path, ingestor, progress: Callable[[int, int, str], None] | None = None,
             questions: list[dict] | None = None) -> Path:
    """Answer and score every (question, pipeline) not yet in ``out_dir/answers.jsonl``."""
    from core.llm import check_llm, get_llm
    from core.pipelines import Env, Params, run_pipelines

    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    questions = questions if questions is not None else load_questions(cfg.questions)
    (out_dir / "run.json").write_text(json.dumps({"config": asdict(cfg), "same_model": cfg.same_model,
                                                  "questions": questions}, indent=2, ensure_ascii=False))
    answers_file = out_dir / "answers.jsonl"
    if answers_file.exists() and not answers_file.read_bytes().endswith(b"\n") and answers_file.stat().st_size:
        with open(answers_file, "a", encoding="utf-8") as f:     # a line cut short by an interruption
            f.write("\n")
    done = {(a["question_id"], a["pipeline"]) for a in read_answers(out_dir)}
    gen_settings = ingestor.settings.model_copy(update=cfg.generator)
    if cfg.generate:
        check_llm(gen_settings)
    env = Env(ingestor, llm=get_llm(gen_settings) if cfg.generate else None)
    judge_llm = None
    if cfg.use_judge and cfg.generate:
        judge_settings = ingestor.settings.model_copy(update=cfg.judge)
        check_llm(judge_settings)
        judge_llm = get_llm(judge_settings)
        judge_llm = _limit_output(judge_llm, cfg.judge_max_tokens)
    params = Params.from_settings(gen_settings, top_k=cfg.top_k, context_budget=cfg.context_budget,
                                  max_answer_tokens=cfg.max_answer_tokens)
    total = len(questions) * len(cfg.pipelines)
    step = len(done)
    for q in questions:
        todo = [n for n in cfg.pipelines if (q["id"], n) not in done]
        if not todo:
            continue
        if progress:
            progress(step, total, f"{q['id']} · {', '.join(todo)}")
        llm_names = [n for n in todo if n != CARD]
        # against a server the pipelines' generations for one question go out at once (core.pipelines.concurrent)
        results = {r.pipeline: r for r in run_pipelines(env, q["question"], llm_names, params)} \
            if llm_names and cfg.generate else {}
        for name in todo:
            row = _card_row(env, q, params) if name == CARD else _answer_row(q, results[name], judge_llm) \
                if cfg.generate else _retrieval_row(env, q, name, params)
            row["seconds"] = row["deterministic"]["latency_s"]
            with open(out_dir / "answers.jsonl", "a", encoding="utf-8") as f:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
            step += 1
            if progress and step < total:
                progress(step, total, f"{q['id']} · {name} scored")
    if progress:
        progress(total, total, "done")
    return out_dir


def _answer_row(q: dict, res, judge_llm) -> dict:
    """One pipeline's answer to a question with its deterministic scores and, with a judge, the judged ones."""
    contexts = [c["text"] for c in res.contexts]
    return {"question_id": q["id"], "pipeline": res.pipeline, "question": q["question"],
            "ground_truth": q["ground_truth"], "answer": res.answer, "error": res.error,
            "citations": res.citations, "contexts": res.contexts, "timings": res.timings,
            "tokens": res.tokens, "unsupported": res.unsupported, "fact_answer": res.fact_answer,
            "deterministic": {"value_correctness": value_correct(q["values"], res.answer),
                              "context_recall": context_recall(q["values"], contexts),
                              "abstention": abstained(res.answer),
                              "unsupported_value": float(bool(res.unsupported)) if not res.error else None,
                              "latency_s": res.timings.get("retrieve_s", 0) + res.timings.get("generate_s", 0),
                              "tokens": float(res.tokens.get("prompt", 0) + res.tokens.get("completion", 0))},
            "judge": _judge(judge_llm, q, res.answer, contexts) if judge_llm is not None and not res.error else {}}


def _retrieval_row(env, q: dict, name: str, params) -> dict:
    """A pipeline's retrieval for a question, without an answer: its context recall and latency (what needs no LLM)."""
    from core.pipelines import PIPELINES
    t = time.perf_counter()
    ret = PIPELINES[name](env).retrieve(q["question"], params)
    seconds = time.perf_counter() - t
    contexts = [{"n": i + 1, "citation": c.citation, "text": c.text} for i, c in enumerate(ret.contexts)]
    return {"question_id": q["id"], "pipeline": name, "question": q["question"], "ground_truth": q["ground_truth"],
            "answer": "", "error": "", "citations": [], "contexts": contexts, "timings": {"retrieve_s": seconds},
            "tokens": {}, "unsupported": [], "fact_answer": None,
            "deterministic": {"value_correctness": None, "context_recall": context_recall(q["values"], [c.text for c in
                                                                                                      ret.contexts]),
                              "abstention": None, "unsupported_value": None, "latency_s": seconds, "tokens": None},
            "judge": {}}


def _card_row(env, q: dict, params) -> dict:
    """The graph's answer to a question, scored like a pipeline's: no card (or one that names no value)
    is an abstention; its value correctness is scored on the values it states."""
    from core.pipelines import graph_answer
    from core.pipelines.facts import answer_text
    t = time.perf_counter()
    card = graph_answer(env, q["question"], params)
    text = answer_text(card)
    return {"question_id": q["id"], "pipeline": CARD, "question": q["question"], "ground_truth": q["ground_truth"],
            "answer": text, "error": "", "citations": [{"citation": a["citation"]} for a in (card or {}).get("answers", [])],
            "contexts": [], "timings": {"retrieve_s": time.perf_counter() - t}, "tokens": {}, "unsupported": [],
            "fact_answer": card,
            "deterministic": {"value_correctness": value_correct(q["values"], text), "context_recall": None,
                              "abstention": float(not text), "unsupported_value": 0.0 if text else None,
                              "latency_s": time.perf_counter() - t, "tokens": 0.0},
            "judge": {}}


def _limit_output(llm, max_tokens: int):
    """Judges answer briefly: cap their output (the embedded model's num_output, a server's max_tokens)."""
    if hasattr(llm, "num_output"):
        try:
            return llm.model_copy(update={"num_output": max_tokens})
        except Exception:
            return llm
    if hasattr(llm, "max_tokens"):
        llm.max_tokens = max_tokens
    return llm


def read_answers(run_dir: Path) -> list[dict]:
    f = Path(run_dir) / "answers.jsonl"
    if not f.exists():
        return []
    rows = []
    for line in f.read_text(encoding="utf-8").splitlines():
        if line.strip():
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError:     # a line cut short by an interruption is redone on resume
                continue
    return rows


def scores_frame(run_dir: Path):
    """Long table: question_id, pipeline, metric, score (NaN = invalid or not applicable), valid."""
    import pandas as pd
    rows = []
    for a in read_answers(run_dir):
        for metric, v in a["deterministic"].items():
            rows.append({"question_id": a["question_id"], "pipeline": a["pipeline"], "metric": metric,
                         "score": math.nan if v is None else float(v), "valid": v is not None, "source": "deterministic"})
        for metric, j in a.get("judge", {}).items():
            rows.append({"question_id": a["question_id"], "pipeline": a["pipeline"], "metric": metric,
                         "score": math.nan if j["score"] is None else float(j["score"]), "valid": j["valid"],
                         "source": "judge"})
    return pd.DataFrame(rows, columns=["question_id", "pipeline", "metric", "score", "valid", "source"])
