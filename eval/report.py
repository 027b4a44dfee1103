"""The report of an evaluation run: scores.csv, summary.json and a self-contained report.html with plots."""
from __future__ import annotations

import base64
import html
import io
import json
from pathlib import Path

import pandas as pd

from .run import DETERMINISTIC, JUDGE_METRICS, read_answers, scores_frame
from core.pipelines import evaluation_names, label

from .stats import analyse, anova_oneway, metric_kind, plain_words, summary_table, which_test

ORDER = [*DETERMINISTIC[:3], *JUDGE_METRICS, *DETERMINISTIC[3:]]


def build_report(run_dir: Path) -> dict:
    run_dir = Path(run_dir)
    meta = json.loads((run_dir / "run.json").read_text(encoding="utf-8"))
    scores = scores_frame(run_dir)
    scores.to_csv(run_dir / "scores.csv", index=False)
    valid = scores[scores["valid"]]
    metrics = [m for m in ORDER if m in set(scores["metric"])]
    invalid = {m: int(((scores["metric"] == m) & (~scores["valid"]) & (scores["source"] == "judge")).sum())
               for m in metrics}
    tests, words, anovas = {}, {}, {}
    for m in metrics:
        kind = metric_kind(m)
        res = analyse(valid[["question_id", "pipeline", "metric", "score"]], m, kind)
        tests[m] = {"kind": kind, "why": which_test(kind), **res}
        words[m] = plain_words(res, m, {p: label(p) for p in set(scores["pipeline"])})
        anovas[m] = anova_oneway(valid[["question_id", "pipeline", "metric", "score"]], m)
    table = summary_table(valid[["question_id", "pipeline", "metric", "score"]]) if len(valid) else pd.DataFrame()
    summary = {"run": run_dir.name, "config": meta["config"], "same_model": meta["same_model"],
               "n_questions": len(meta["questions"]), "n_answers": len(read_answers(run_dir)),
               "table": json.loads(table.to_json(orient="records")) if len(table) else [],
               "invalid_judgements": invalid, "tests": tests, "plain_words": words, "anova_oneway": anovas}
    (run_dir / "summary.json").write_text(json.dumps(summary, indent=2, ensure_ascii=False, default=str),
                                          encoding="utf-8")
    (run_dir / "report.html").write_text(_html(summary, valid, metrics), encoding="utf-8")
    return summary


def metric_figure(valid: pd.DataFrame, metrics: list[str]):
    """Box plots with the points over them, one panel per metric, pipelines side by side."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    n = max(1, len(metrics))
    cols = min(4, n)
    rows = (n + cols - 1) // cols
    fig, axes = plt.subplots(rows, cols, figsize=(3.6 * cols, 2.9 * rows), squeeze=False)
    pipes = [p for p in evaluation_names() if p in set(valid["pipeline"])] or sorted(set(valid["pipeline"]))
    rng = np.random.default_rng(0)
    for ax, m in zip(axes.flat, metrics):
        data = [valid[(valid["metric"] == m) & (valid["pipeline"] == p)]["score"].dropna().values for p in pipes]
        ax.boxplot(data, widths=0.5, showfliers=False)
        for i, d in enumerate(data, start=1):
            ax.scatter(i + rng.uniform(-0.12, 0.12, len(d)), d, s=12, alpha=0.6)
        ax.set_xticks(range(1, len(pipes) + 1), [label(p) for p in pipes], fontsize=8)
        ax.set_title(m.replace("_", " "), fontsize=10)
    for ax in list(axes.flat)[len(metrics):]:
        ax.axis("off")
    fig.tight_layout()
    return fig


def _png(fig) -> str:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110)
    return base64.b64encode(buf.getvalue()).decode()


def _html(summary: dict, valid: pd.DataFrame, metrics: list[str]) -> str:
    e = html.escape
    parts = [f"<html><head><meta charset='utf-8'><title>Evaluation {e(summary['run'])}</title>"
             "<style>body{font-family:sans-serif;max-width:1100px;margin:2em auto}td,th{padding:3px 8px;"
             "border-bottom:1px solid #ddd}table{border-collapse:collapse}.warn{background:#fff3cd;padding:8px}"
             "</style></head><body>", f"<h1>Evaluation run {e(summary['run'])}</h1>",
             f"<p>{summary['n_questions']} questions, pipelines {', '.join(summary['config']['pipelines'])}, "
             f"{summary['n_answers']} answers.</p>"]
    if summary["same_model"]:
        parts.append("<p class='warn'><b>The judge is the generator's own model.</b> A model grading its own answers "
                     "is the main weakness of the G-RAG paper's evaluation: read the LLM-judged scores with care, and "
                     "the deterministic ones (value correctness, context recall, abstention) first.</p>")
    if summary["table"]:
        t = pd.DataFrame(summary["table"])
        parts.append("<h2>Scores (as the G-RAG paper's Table 1, with 95% confidence intervals)</h2>")
        parts.append(t.to_html(index=False, float_format=lambda x: f"{x:.3f}"))
    if any(summary["invalid_judgements"].values()):
        parts.append("<p>Unparseable judge outputs, recorded as invalid and left out: " + ", ".join(
            f"{m} {n}" for m, n in summary["invalid_judgements"].items() if n) + "</p>")
    if metrics and len(valid):
        parts.append(f"<h2>Distributions</h2><img src='data:image/png;base64,{_png(metric_figure(valid, metrics))}'>")
    parts.append("<h2>Statistics</h2>")
    for m in metrics:
        t = summary["tests"][m]
        parts.append(f"<h3>{e(m)}</h3><p><i>{e(t['why'])}</i></p><ul>" +
                     "".join(f"<li>{e(s)}</li>" for s in summary["plain_words"][m]) + "</ul>")
        a = summary["anova_oneway"][m]
        if a.get("ok", True) and a.get("report"):
            parts.append(f"<p>One-way ANOVA as in the paper (not the right test for paired data): {e(a['report'])}</p>")
    parts.append("</body></html>")
    return "\n".join(parts)
