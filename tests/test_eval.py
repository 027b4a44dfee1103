"""A real evaluation run: one question through three pipelines and the graph's answer with the embedded LLM as
generator and the four judges (3 answers, 12 judge calls: the fewest that prove the point), interrupted and
resumed, then the report, the CLI and the page."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from core.ingest import Ingestor
from eval.report import build_report
from eval.run import RunConfig, load_questions, read_answers, run_eval, scores_frame

from .conftest import ROOT, SAMPLES, make_settings

pytestmark = pytest.mark.slow        # the embedded LLM generates and judges


class Stop(BaseException):
    pass


@pytest.fixture(scope="module")
def run_dir(corpus_dir, embedder, tmp_path_factory):
    from core.graph import ladybug_store
    ladybug_store.close_all()
    ing = Ingestor(make_settings(corpus_dir), embedder=embedder)
    qs = [q for q in load_questions(SAMPLES / "questions.jsonl") if q["id"] == "q01"]
    cfg = RunConfig(str(SAMPLES / "questions.jsonl"), ["naive", "graph", "grag", "graph_answer"], top_k=3,
                    context_budget=300,
                    max_answer_tokens=24, judge_max_tokens=24)
    out = tmp_path_factory.mktemp("evalrun") / "run"

    def stop_after_two(i, n, what):
        if i == 2:
            raise Stop()
    with pytest.raises(Stop):
        run_eval(cfg, out, ing, stop_after_two, qs)
    first = read_answers(out)
    assert len(first) == 2
    run_eval(cfg, out, ing, None, qs)          # resume: only the 2 missing answers are made
    answers = read_answers(out)
    assert len(answers) == 4 and answers[:2] == first
    assert len({(a["question_id"], a["pipeline"]) for a in answers}) == 4
    build_report(out)
    return out


def test_run_scores_every_answer(run_dir):
    answers = read_answers(run_dir)
    for a in answers:
        assert set(a["deterministic"]) == {"value_correctness", "context_recall", "abstention", "unsupported_value",
                                           "latency_s", "tokens"}
        if a["pipeline"] == "graph_answer":      # the card: scored on its value, no LLM, no judge
            assert a["judge"] == {} and a["answer"] == "" or a["fact_answer"]["answers"]
            continue
        assert set(a["judge"]) == {"correctness", "faithfulness", "relevancy", "context_relevancy"}
        for j in a["judge"].values():    # a judgement is a valid score or invalid with its reason, never both
            assert (j["score"] is not None) == j["valid"] and (j["valid"] or j["reason"])
    scores = scores_frame(run_dir)
    assert set(scores["pipeline"]) == {"naive", "graph", "grag", "graph_answer"}
    card = [a for a in answers if a["pipeline"] == "graph_answer" and a["question_id"] == "q01"][0]
    assert "615 MPa" in card["answer"] and card["deterministic"]["value_correctness"] == 1.0
    # q01's value (615 MPa) is in a table that all three retrievers reach: each is scored 1 (the card has no context)
    recall = scores[(scores["metric"] == "context_recall") & (scores["question_id"] == "q01")].dropna(subset=["score"])
    assert dict(zip(recall["pipeline"], recall["score"])) == {"naive": 1.0, "graph": 1.0, "grag": 1.0}


def test_report_files(run_dir):
    summary = json.loads((run_dir / "summary.json").read_text())
    assert summary["same_model"] is True
    assert {r["pipeline"] for r in summary["table"]} == {"naive", "graph", "grag", "graph_answer"}
    html = (run_dir / "report.html").read_text()
    assert "judge is the generator's own model" in html and "data:image/png;base64," in html
    # one question is too few for a paired test: the report says so instead of printing a p-value
    assert any("at least 5" in line for line in summary["plain_words"]["context_recall"])
    header = (run_dir / "scores.csv").read_text().splitlines()[0]
    assert header == "question_id,pipeline,metric,score,valid,source"


def test_cli_report_rebuilds(run_dir):
    (run_dir / "report.html").unlink()
    proc = subprocess.run([sys.executable, "-m", "eval", "report", str(run_dir)], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert (run_dir / "report.html").exists() and "plain_words" in json.loads(proc.stdout)


def test_questions_from_csv(tmp_path):
    f = tmp_path / "q.csv"
    f.write_text("question,ground_truth,tags\nWhat is the CRSS at 77 K?,It is 175 MPa at 77 K.,\"table, crss\"\n")
    (q,) = load_questions(f)
    assert q["values"] == [{"value": 175.0, "unit": "MPa"}] and q["tags"] == ["table", "crss"]
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"question": "no truth"}\n')
    with pytest.raises(ValueError, match="ground_truth"):
        load_questions(bad)


def test_evaluation_page(run_dir, monkeypatch):
    import shutil

    from streamlit.testing.v1 import AppTest

    from core.settings import get_settings
    data = run_dir.parent / "data"
    (data / "eval_runs").mkdir(parents=True, exist_ok=True)
    shutil.copytree(run_dir, data / "eval_runs" / "run-a")
    monkeypatch.setenv("GRAG_DATA_DIR", str(data))
    get_settings.cache_clear()
    try:
        at = AppTest.from_file(str(ROOT / "pages" / "5_Evaluation.py"), default_timeout=300).run()
    finally:
        get_settings.cache_clear()
    assert not at.exception, at.exception
    assert [h.value for h in at.header][:3] == ["Scores", "Statistics", "Per question"]
    assert any("same model" in w.value for w in at.warning)
    assert {d.label for d in at.get("download_button")} == {"Scores (CSV)", "Run (JSON)", "Report (HTML)"}
