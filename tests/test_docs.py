"""The documents: README.md stays short, docs/BENCHMARKS.md and README's figures are exactly what the generator
writes from the committed benchmark results (docs/bench/*.json), a new result appears in them, and no document reads
as a diary of the work."""
from __future__ import annotations

import json
import re
from pathlib import Path

from eval import benchmarks_doc as bd

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").glob("*.md"))]


def _committed() -> list[dict]:
    return bd.load(sorted(bd.BENCH_DIR.glob("*.json")))


def test_readme_is_at_most_350_lines():
    assert len((ROOT / "README.md").read_text(encoding="utf-8").splitlines()) <= 350


def test_benchmarks_doc_is_what_the_generator_writes_from_the_committed_results():
    assert bd.DOC.read_text(encoding="utf-8") == bd.render(_committed()), \
        "docs/BENCHMARKS.md is stale: run python -m eval.benchmarks_doc"


def test_readme_figures_are_what_the_generator_writes():
    text = bd.README.read_text(encoding="utf-8")
    assert bd.START in text and bd.END in text
    assert text == bd.with_readme_block(text, _committed()), "README's figures are stale: run python -m eval.benchmarks_doc"


def test_every_committed_result_says_where_and_how_it_was_measured():
    for path in sorted(bd.BENCH_DIR.glob("*.json")):
        rec = json.loads(path.read_text(encoding="utf-8"))
        for key in ("bench", "command", "date", "commit", "machine", "settings"):
            assert rec.get(key), f"{path.name} lacks {key}"


def _retrieval_result(recall_hits: int) -> dict:
    row = {"context_recall": recall_hits / 4, "n": 4, "mean_context_tokens": 700.0, "max_context_tokens": 800,
           "over_budget": 0, "by_source": {"table": [recall_hits, 4]}, "p50_ms": 50.0, "p95_ms": 80.0,
           "misses": [], "index": None}
    return {"machine": "x86_64, 2 cores, Python 3.11", "questions": 4, "top_k": 5, "budget": 800,
            "pipelines": {"naive": row, "grag": row}, "indexes": {}}


def test_a_new_result_appears_in_the_document_and_the_readme(tmp_path, monkeypatch):
    monkeypatch.setattr("sys.argv", ["eval/bench.py", "retrieval", "--questions", "x/realpapers/questions.jsonl"])
    out = tmp_path / "retrieval-hydrogen.json"
    bd.save(out, "retrieval", _retrieval_result(3), question_file="x/realpapers/questions.jsonl")
    rec = json.loads(out.read_text(encoding="utf-8"))
    assert rec["bench"] == "retrieval" and rec["settings"]["top_k"] == 5 and rec["machine"].startswith("x86_64")
    doc = bd.render(bd.load([out]))
    assert "Hydrogen storage (7 real papers)" in doc and "0.75 (3/4)" in doc
    assert "0.75 (3/4)" in bd.readme_block(bd.load([out]))
    assert "*No current figures" in doc                       # the benchmarks without a result say how to make one


def test_of_two_results_of_one_benchmark_and_data_set_the_newer_is_shown(tmp_path, monkeypatch):
    monkeypatch.setattr("sys.argv", ["eval/bench.py"])
    for name, hits, date in (("a.json", 1, "2026-01-01"), ("b.json", 3, "2026-02-01")):
        bd.save(tmp_path / name, "retrieval", _retrieval_result(hits), question_file="sample_papers/questions.jsonl")
        rec = json.loads((tmp_path / name).read_text(encoding="utf-8"))
        (tmp_path / name).write_text(json.dumps({**rec, "date": date}), encoding="utf-8")
    doc = bd.render(bd.load(sorted(tmp_path.glob("*.json"))))
    assert "0.75 (3/4)" in doc and "0.25 (1/4)" not in doc


DIARY = [re.compile(p, re.I) for p in (
    r"\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|"
    r"fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth) session\b",
    r"\bprobe sets? \d", r"\bthis session\b", r"\bnth session\b")]


def test_no_document_is_a_diary():
    for path in DOCS:
        text = path.read_text(encoding="utf-8")
        for pattern in DIARY:
            hit = pattern.search(text)
            assert hit is None, f"{path.relative_to(ROOT)}: {hit.group(0)!r} (history belongs in git and CHANGELOG.md)"
