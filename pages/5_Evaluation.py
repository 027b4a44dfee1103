"""Evaluation: correctness, faithfulness and relevancy per pipeline, with the statistics that fit them."""
import json
import time

import pandas as pd
import streamlit as st

from core.pipelines import evaluation_names, label
from core.exports import to_json
from eval.report import build_report, metric_figure
from eval.run import RunConfig, load_questions, read_answers, run_eval, scores_frame
from ui import resources
from ui.compare import QUESTIONS
from ui.state import state

st.set_page_config(page_title="Evaluation · G-RAG", page_icon=":material/bar_chart:", layout="wide")
st.title(":material/bar_chart: Evaluation")
settings, ing = resources.settings(), resources.ingestor()
resources.graph_or_stop()
runs_dir = settings.data_dir / "eval_runs"
runs_dir.mkdir(parents=True, exist_ok=True)

from eval.sample_report import NAME as SAMPLE_RUN

with st.expander("New run", expanded=not any(p.name != SAMPLE_RUN for p in runs_dir.iterdir())):
    source = st.radio("Question set", ["sample", "upload"], horizontal=True, key="qset",
                      format_func={"sample": "Sample questions (41)", "upload": "Upload JSONL or CSV"}.get)
    questions, qpath = None, str(QUESTIONS)
    if source == "upload":
        up = st.file_uploader("question, ground_truth, optional reference_context and tags", type=["jsonl", "csv"],
                              key="qfile")
        if up is not None:
            try:
                questions, qpath = load_questions(up.name, up.getvalue()), up.name
            except (ValueError, json.JSONDecodeError) as exc:
                st.error(f"{up.name}: {exc}")
    else:
        questions = load_questions(QUESTIONS)
    c1, c2, c3 = st.columns(3)
    limit = c1.number_input("Questions (first N)", 1, max(1, len(questions or [])), min(10, len(questions or [1])),
                            key="limit")
    names = c2.multiselect("Pipelines", evaluation_names(), default=evaluation_names(default_only=True),
                           format_func=label, key="eval_pipes",
                           help="The graph's answer is G-RAG's answer card, built from measurements without an LLM")
    use_judge = c3.toggle("LLM judge", value=True, key="use_judge")
    g1, g2 = st.columns(2)
    gen = g1.selectbox("Generator LLM", ["llamacpp", "openai"], key="gen_backend")
    gen_over = {"llm_backend": gen}
    if gen == "openai":
        gen_over |= {"openai_base_url": g1.text_input("Generator URL", settings.openai_base_url, key="gen_url"),
                     "openai_model": g1.text_input("Generator model", settings.openai_model, key="gen_model")}
    judge = g2.selectbox("Judge LLM", ["llamacpp", "openai"], key="judge_backend", disabled=not use_judge)
    judge_over = {"llm_backend": judge}
    if judge == "openai":
        judge_over |= {"openai_base_url": g2.text_input("Judge URL", settings.openai_base_url, key="judge_url"),
                       "openai_model": g2.text_input("Judge model", settings.openai_model, key="judge_model")}
    cfg = RunConfig(qpath, names, gen_over, judge_over, settings.top_k, settings.context_budget_tokens,
                    use_judge=use_judge)
    if use_judge and cfg.same_model:
        st.warning("The judge is the generator's own model: a model grading its own answers is the main weakness of "
                   "the G-RAG paper's evaluation. The deterministic metrics will be shown first.")
    name = st.text_input("Run name", time.strftime("run-%Y%m%d-%H%M%S"), key="run_name")
    if st.button("Start", type="primary", key="start", disabled=not (questions and names)):
        bar = st.progress(0.0, text="starting")
        try:
            run_eval(cfg, runs_dir / name, ing, lambda i, n, what: bar.progress(i / max(n, 1), text=f"{i}/{n} {what}"),
                     questions[: int(limit)])
            build_report(runs_dir / name)
            state().eval_run = name
        except RuntimeError as exc:
            st.error(str(exc))
    st.caption("A run saves each answer as it goes: press Stop (top right) at any time and Resume it below.")

runs = [p.name for p in sorted((p for p in runs_dir.iterdir() if (p / "run.json").exists()),
                               key=lambda p: (p.name != SAMPLE_RUN, (p / "run.json").stat().st_mtime), reverse=True)]
if not runs:
    st.info("No evaluation run yet. `python -m eval.sample_report` makes a sample report without an LLM in a minute.")
    st.stop()
current = state().eval_run
run = st.selectbox("Run", runs, index=runs.index(current) if current in runs else 0, key="run_pick")
run_dir = runs_dir / run
if run == SAMPLE_RUN:
    st.info("This is the **sample report** that `make install` made without an LLM: the sample papers in a library of "
            "their own, each pipeline's context recall and latency on the 41 sample questions, and the graph's answer "
            "card scored like an answer. Start a run above for answers written by the LLM and judged.")
meta = json.loads((run_dir / "run.json").read_text())
answers = read_answers(run_dir)
expected = len(meta["questions"]) * len(meta["config"]["pipelines"])
if len(answers) < expected:
    st.warning(f"This run is incomplete: {len(answers)} of {expected} answers.")
    if st.button("Resume", key="resume_run"):
        bar = st.progress(0.0)
        cfg = RunConfig(**meta["config"])
        run_eval(cfg, run_dir, ing, lambda i, n, what: bar.progress(i / max(n, 1), text=f"{i}/{n} {what}"),
                 meta["questions"])
        st.rerun()
summary = build_report(run_dir) if not (run_dir / "summary.json").exists() or len(answers) != \
    json.loads((run_dir / "summary.json").read_text()).get("n_answers") else json.loads((run_dir / "summary.json").read_text())
if summary["same_model"] and meta["config"]["use_judge"]:
    st.warning("Judge and generator are the same model: read the LLM-judged scores with care.")

scores = scores_frame(run_dir)
valid = scores[scores["valid"]]
table = pd.DataFrame(summary["table"])
det = ["value_correctness", "context_recall", "abstention"]
judge = ["correctness", "faithfulness", "relevancy", "context_relevancy"]
st.header("Scores")
st.caption("Deterministic metrics first: they need no LLM and are the trustworthy signal with a small model.")
for title, group in (("Deterministic", det), ("LLM-judged", judge), ("Cost", ["latency_s", "tokens"])):
    part = table[table["metric"].isin(group)] if len(table) else table
    if len(part):
        st.subheader(title)
        st.dataframe(part[["pipeline", "metric", "n", "mean", "sd", "ci_low", "ci_high", "mean_sd"]].round(3), hide_index=True,
                     width="stretch", placeholder="")
inv = {m: n for m, n in summary["invalid_judgements"].items() if n}
if inv:
    st.info("Unparseable judge outputs (recorded as invalid, left out): " + ", ".join(f"{m}: {n}" for m, n in inv.items()))
metrics = [m for m in det + judge + ["latency_s"] if m in set(valid["metric"])]
if metrics:
    st.pyplot(metric_figure(valid, metrics))
st.header("Statistics")
for m in metrics:
    t = summary["tests"][m]
    st.markdown(f"**{m}** — *{t['why']}*")
    for line in summary["plain_words"][m]:
        st.markdown(f"- {line}")
st.header("Per question")
qids = sorted({a["question_id"] for a in answers})
qid = st.selectbox("Question", qids, key="eval_q")
rows = [a for a in answers if a["question_id"] == qid]
if rows:
    st.markdown(f"**{rows[0]['question']}**  \nGround truth: {rows[0]['ground_truth']}")
    cols = st.columns(len(rows))
    for col, a in zip(cols, rows):
        with col:
            st.subheader(label(a["pipeline"]))
            st.markdown(a["answer"] or f":red[{a['error']}]")
            st.caption("Deterministic: " + ", ".join(f"{k} {v}" for k, v in a["deterministic"].items()))
            for m, j in a.get("judge", {}).items():
                st.caption(f"{m}: {j['score'] if j['valid'] else 'invalid'} — {j['reason'][:200]}")
            with st.expander("Context"):
                for c in a["contexts"]:
                    st.caption(f"[{c['n']}] {c['citation']}: {c['text'][:300]}")
other = [r for r in runs if r != run]
if other:
    st.header("Compare with another run")
    base = st.selectbox("Run", other, key="other_run")
    b = scores_frame(runs_dir / base)
    b = b[b["valid"]].groupby(["pipeline", "metric"])["score"].mean().rename(base)
    a_ = valid.groupby(["pipeline", "metric"])["score"].mean().rename(run)
    diff = pd.concat([a_, b], axis=1)
    diff["change"] = diff[run] - diff[base]
    st.dataframe(diff.reset_index(), hide_index=True, width="stretch", placeholder="")
st.header("Downloads")
d1, d2, d3 = st.columns(3)
d1.download_button("Scores (CSV)", (run_dir / "scores.csv").read_bytes(), f"{run}-scores.csv", "text/csv", key="dl_csv")
d2.download_button("Run (JSON)", to_json({"summary": summary, "answers": answers}, indent=None).encode(),
                   f"{run}.json", "application/json", key="dl_json")
d3.download_button("Report (HTML)", (run_dir / "report.html").read_bytes(), f"{run}-report.html", "text/html",
                   key="dl_html")
