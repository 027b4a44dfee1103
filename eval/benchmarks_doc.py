"""docs/BENCHMARKS.md, written from the JSON files the benchmarks write, so that it cannot drift from the code.

    python -m eval.bench retrieval --questions … --json docs/bench/retrieval-sample.json   # and the other benches
    python -m eval.benchmarks_doc                   # docs/bench/*.json -> docs/BENCHMARKS.md and README's figures
    python -m eval.benchmarks_doc FILE… --stdout    # the document from these files, on stdout

Every benchmark that takes ``--json FILE`` writes its result through :func:`save`, which adds what the figures
need to be read: the benchmark, the command line, the date, the commit, the machine and the settings in force.
The document holds only the figures of the files it is given (one per benchmark and data set; a newer file of the
same benchmark and data set replaces an older one); a benchmark with no file is listed with the command that makes
it. README.md's "Figures" block (between ``<!-- figures:start -->`` and ``<!-- figures:end -->``) is the summary
of the same files.
"""
from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH_DIR = ROOT / "docs" / "bench"
DOC = ROOT / "docs" / "BENCHMARKS.md"
README = ROOT / "README.md"
START, END = "<!-- figures:start -->", "<!-- figures:end -->"

# the settings that change what a benchmark measures (recorded with every result)
SETTINGS = ("llm_backend", "llm_model", "openai_model", "embed_backend", "embed_runtime", "graph_backend",
            "top_k", "context_budget_tokens", "chunk_search", "answer_prompt", "chunker", "chunk_vectors",
            "breakpoint_embeddings", "knowledge_bases")

# data sets, recognised by their question file: (substring of the path, label, how it is made and ingested)
DATASETS = [
    ("sample_papers", "Sample papers",
     "the four short HEA papers of `sample_papers/` (9 pages), 41 questions of which 34 ask for a value, and 12 "
     "unanswerable ones: `python -m core ingest sample_papers` into the data folder"),
    ("realpapers", "Hydrogen storage (7 real papers)",
     "7 CC-BY journal papers on hydrogen-storage alloys (RSC, Wiley, ACS, Elsevier, MDPI; 93 pages), 70 value "
     "questions whose values are in text, tables or figure captions (`realpapers/questions.jsonl`) and 12 "
     "unanswerable ones (`eval/questions/realpapers_unanswerable.jsonl`): "
     "`GRAG_DATA_DIR=DIR python -m core ingest realpapers/pdfs`"),
    ("sofc-test", "SOFC-Exp test split (11 papers as text)",
     "`python -m eval.sofc_questions --sofc-exp SOFC-EXP --split test --out DIR` writes the test papers as text, "
     "20 value questions and 12 unanswerable ones; `GRAG_DATA_DIR=… python -m core ingest DIR/texts`"),
    ("sofc-train", "SOFC-Exp train+dev (34 papers as text; development only)",
     "as the test split, with `--split train+dev` (68 value questions)"),
    ("devcorpus", "Development corpus (4 PDFs of other sub-fields; development only)",
     "4 CC-BY PDFs (vanadium under impact, concrete, MAPbX3, perovskite cells), 18 value questions and 4 "
     "unanswerable ones in `eval/questions/devcorpus.jsonl`"),
]
PIPELINE_LABELS = {"naive": "Naive RAG", "naive@dense": "Naive RAG (dense only)", "graph": "Graph RAG",
                   "grag": "G-RAG", "graph_answer": "graph's answer card"}


# --- writing results -------------------------------------------------------------------------
def _commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                             timeout=10)
        return out.stdout.strip() or "unknown"
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def _uncommitted() -> list[str]:
    """The code folders with uncommitted changes to tracked files (the figures are then of the commit plus them)."""
    try:
        out = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "--", "core", "eval", "ui",
                              "pages", "Home.py"], cwd=ROOT, capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return sorted({line[3:].split(" -> ")[-1].split("/")[0] for line in out.splitlines() if line.strip()})


def _memory_gib() -> float | None:
    try:
        return round(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2 ** 30)
    except (ValueError, OSError, AttributeError):
        return None


def _path(p: Path) -> str:
    """A path as the document shows it: relative to the project when inside it."""
    p = Path(p).resolve()
    return str(p.relative_to(ROOT)) if p.is_relative_to(ROOT) else str(p)


def stamp(bench: str, res: dict, **extra) -> dict:
    """``res`` with what its figures need to be read: benchmark, command, date, commit, machine, settings."""
    from core.settings import Settings
    from eval.timing import machine

    s = Settings(**({"data_dir": extra["data_dir"]} if extra.get("data_dir") else {}))
    settings = s.model_dump(mode="json")
    out = {"bench": bench, "command": "python -m " + " ".join(["eval.bench" if bench != "matid_quality"
                                                                else "eval.matid_quality", *sys.argv[1:]]),
           "date": _dt.date.today().isoformat(), "commit": _commit(), "uncommitted": _uncommitted(), "machine": res.get("machine") or machine(),
           "memory_gib": _memory_gib(), "gpu": bool(os.environ.get("CUDA_VISIBLE_DEVICES")),
           "settings": {k: settings[k] for k in SETTINGS if k in settings}}
    for key, value in extra.items():
        if key != "data_dir" and value is not None:
            out[key] = _path(value) if isinstance(value, Path) else value
    return {**out, **{k: v for k, v in res.items() if k not in out}}


def save(path: Path, bench: str, res: dict, **extra) -> None:
    """Write a benchmark's result as JSON for this document (see :func:`stamp`)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(stamp(bench, res, **extra), indent=1, ensure_ascii=False, default=str) + "\n",
                    encoding="utf-8")


# --- reading them ----------------------------------------------------------------------------
def kind(rec: dict) -> str:
    if rec.get("bench"):
        return rec["bench"]
    if "rows" in rec and "corpus" in rec:            # eval.bench extraction --json, printed to stdout
        return "extraction"
    return "unknown"


CORPORA = {"sofc-exp": "SOFC-Exp", "polyie": "PolyIE"}


def dataset(rec: dict) -> str:
    if rec.get("dataset"):
        return CORPORA.get(rec["dataset"], rec["dataset"])
    q = str(rec.get("question_file") or rec.get("questions") or "")
    for key, label, _ in DATASETS:
        if key in q:
            return label
    if kind(rec) == "ingest":
        return Path(str(rec.get("paper_dir", ""))).name or "papers"
    return Path(q).parent.name or Path(q).stem or "-"


def load(paths: list[Path]) -> list[dict]:
    """The records of ``paths``; of several of one benchmark and data set, the newest (date, then name) stays."""
    recs = []
    for p in sorted(paths):
        rec = json.loads(Path(p).read_text(encoding="utf-8"))
        rec["_file"] = Path(p).name
        recs.append(rec)
    newest: dict[tuple, dict] = {}
    for rec in sorted(recs, key=lambda r: (r.get("date", ""), r["_file"])):
        key = (kind(rec), dataset(rec), rec.get("split"), rec.get("reading"))
        newest[key] = rec
    return list(newest.values())


# --- formatting ------------------------------------------------------------------------------
def _frac(k: int, n: int) -> str:
    return f"{k / n:.2f} ({k}/{n})" if n else "—"


def _ratio(r: dict | None) -> str:
    if not r or r.get("N") in (None, 0):
        return "—"
    return f"{r['score']:.2f} ({r['n']}/{r['N']})"


# the settings that bear on each benchmark's figures (all of SETTINGS for the others)
RELEVANT = {"matid_quality": (), "extraction": (), "properties": ("graph_backend",),
            "ingest": ("chunker", "chunk_vectors", "breakpoint_embeddings", "embed_backend", "embed_runtime",
                       "graph_backend")}


def _provenance(rec: dict) -> str:
    s = rec.get("settings") or {}
    bits = []
    if kind(rec) in RELEVANT:
        if RELEVANT[kind(rec)]:
            bits.append(", ".join(f"{k} {s.get(k)}" for k in RELEVANT[kind(rec)] if k in s))
    elif s:
        llm = s.get("openai_model") if s.get("llm_backend") == "openai" else s.get("llm_model")
        bits.append(f"top-k {s.get('top_k')}, context budget {s.get('context_budget_tokens')} tokens, "
                    f"{s.get('chunk_search')} chunk search, {s.get('chunker')} chunks, embeddings "
                    f"{s.get('embed_backend')} ({s.get('embed_runtime')}), graph {s.get('graph_backend')}, "
                    f"LLM {s.get('llm_backend')} {llm}, prompt {s.get('answer_prompt')}")
    mem = f", {rec['memory_gib']} GiB" if rec.get("memory_gib") else ""
    dirty = f" with uncommitted changes to {', '.join(rec['uncommitted'])}" if rec.get("uncommitted") else ""
    head = f"{rec.get('date', 'undated')}, commit {rec.get('commit', '?')}{dirty}, {rec.get('machine', '?')}{mem}"
    note = f" {rec['note'].rstrip('.')}." if rec.get("note") else ""
    return f"*Measured {head}" + (f"; {bits[0]}" if bits else "") + f".{note} File `docs/bench/{rec['_file']}`.*"


def _table(head: list[str], rows: list[list[str]]) -> list[str]:
    return ["| " + " | ".join(head) + " |", "|" + "---|" * len(head), *("| " + " | ".join(r) + " |" for r in rows)]


def _recall(r: dict) -> str:
    n = r["n"]
    return _frac(round(r["context_recall"] * n), n)


# --- the sections ----------------------------------------------------------------------------
def summary(recs: list[dict], heading: str = "###") -> list[str]:
    """One short table per data set: context recall of the default pipelines and the graph's answer card."""
    ret = {dataset(r): r for r in recs if kind(r) == "retrieval"}
    ans = {dataset(r): r for r in recs if kind(r) == "answers"}
    out: list[str] = []
    for _, label, _ in DATASETS + [(None, d, None) for d in sorted(set(ret) | set(ans))
                                   if d not in {x[1] for x in DATASETS}]:
        r, a = ret.get(label), ans.get(label)
        if not r and not a:
            continue
        rows = []
        if r:
            for name in ("naive", "graph", "grag"):
                p = r["pipelines"].get(name)
                if p:
                    rows.append([PIPELINE_LABELS[name], _recall(p), "—", "—", "—", f"{p['p50_ms']:.0f} ms"])
        card = a and a["pipelines"].get("graph_answer")
        if card:
            n, k, right = card["n"], card["answered"], card["right"]
            u = card["unanswerable"]
            rows.append([PIPELINE_LABELS["graph_answer"], "—", _frac(k, n), _frac(right, k),
                         f"{u - len(card['answered_unanswerable'])}/{u}" if u else "—", f"{card['p50_s'] * 1000:.0f} ms"])
        n = (r or a)["pipelines"][next(iter((r or a)["pipelines"]))]["n"]
        out += [f"{heading} {label}: {n} value questions", ""]
        out += _table(["", "context recall", "answered", "right when answering", "unanswerable: no card",
                       "latency p50"], rows)
        src = r or a
        dirty = " (and uncommitted changes)" if src.get("uncommitted") else ""
        s = src.get("settings") or {}
        out += ["", f"*{src.get('date', 'undated')}, commit {src.get('commit', '?')}{dirty}, {src.get('machine', '?')}; "
                    f"top-k {src.get('top_k', s.get('top_k'))}, {src.get('budget', s.get('context_budget_tokens'))}-token "
                    f"context, {s.get('chunk_search', '?')} chunk search. Latency: retrieval, or retrieval and card."
                    + (f" {src['note'].rstrip('.')}." if src.get("note") else "") + "*", ""]
    return out


def _retrieval(rec: dict) -> list[str]:
    rows = []
    kinds = sorted({k for p in rec["pipelines"].values() for k in p["by_source"]})
    for name, p in rec["pipelines"].items():
        rows.append([name, _recall(p), *("{}/{}".format(*p["by_source"].get(k, (0, 0))) for k in kinds),
                     f"{p['mean_context_tokens']:.0f} / {p['max_context_tokens']}", f"{p['p50_ms']:.0f}",
                     f"{p['p95_ms']:.0f}", ", ".join(p["misses"]) or "none"])
    out = _table(["pipeline", "context recall", *kinds, "mean / max context tokens", "p50 (ms)", "p95 (ms)",
                  "missed"], rows)
    if rec.get("indexes"):
        out += ["", *_table(["index", "papers built", "build time (s)", "size on disk (MB)"],
                            [[n, str(c["built"]), f"{c['seconds']:.1f}", f"{c['bytes'] / 1e6:.1f}"]
                             for n, c in rec["indexes"].items()])]
    return out


def _answers(rec: dict) -> list[str]:
    rows = []
    for name, r in rec["pipelines"].items():
        n, a, u = r["n"], r["answered"], r["unanswerable"]
        rows.append([name, _frac(a, n), _frac(r["right"], a), f"{r['right'] / max(1, n):.2f}",
                     f"{r['unsupported'] / max(1, n):.2f}", f"{r['p50_s']:.2f} / {r['p95_s']:.2f}",
                     f"{u - len(r['answered_unanswerable'])}/{u}" if u else "—", ", ".join(r["wrong"]) or "none"])
    llm = [f"LLM: {rec.get('llm', '?')}.", ""] if set(rec["pipelines"]) - {"graph_answer"} else []
    return [*llm,
            *_table(["pipeline", "answered", "right when answering", "value correctness (all)",
                     "unsupported value", "time p50 / p95 (s)", "unanswerable: abstained", "wrong"], rows)]


def _llms(rec: dict) -> list[str]:
    import itertools
    import statistics
    rows = []
    key = lambda a: (a["set"], a["model"], a["prompt"], a["pipeline"])  # noqa: E731
    for (qset, model, prompt, pipe), group in itertools.groupby(sorted(rec["answers"], key=key), key=key):
        g = list(group)
        right = sum(a["right"] for a in g)
        lat = sorted(a["seconds"] for a in g)
        rows.append([qset, model, prompt, pipe, _frac(right, len(g)),
                     f"{sum(bool(a['unsupported']) for a in g) / len(g):.2f}", f"{statistics.median(lat):.1f}",
                     f"{statistics.mean(a['completion_tokens'] for a in g):.0f}"])
    return _table(["question set", "model", "prompt", "pipeline", "value in answer", "unsupported value",
                   "time p50 (s)", "tokens per answer"], rows)


def _ingest(rec: dict) -> list[str]:
    stages = [k for k in rec["per_paper"][0] if k not in ("paper", "pages", "chunks", "total")]
    rows = [[p["paper"], str(p["pages"]), str(p["chunks"]), *(f"{p.get(s, 0):.2f}" for s in stages),
             f"{p['total']:.2f}"] for p in rec["per_paper"]]
    return [f"`{rec.get('paper_dir', '?')}`: {rec['papers']} papers, {rec['pages']} pages in {rec['wall_s']:.2f} s: **{rec['pages_per_s']:.2f} "
            f"pages/s** (embedding model loaded once, {rec['model_load_s']:.1f} s, not counted); peak memory "
            f"{rec['peak_rss_mb']:.0f} MB.", "", *_table(["paper", "pages", "chunks", *stages, "total (s)"], rows)]


def _load(rec: dict) -> list[str]:
    rows = [["one by one", *(f"{rec['one_by_one'][k]:.0f}" for k in ("p50_ms", "p95_ms")),
             f"{rec['one_by_one']['wall_s']:.1f}"],
            [f"{rec['threads']} threads at once", *(f"{rec['threads_at_once'][k]:.0f}" for k in ("p50_ms", "p95_ms")),
             f"{rec['threads_at_once']['wall_s']:.1f}"]]
    return [f"{rec['n']} retrievals of {', '.join(rec['pipelines'])}.", "",
            *_table(["how", "latency p50 (ms)", "p95 (ms)", "wall time (s)"], rows), "",
            f"Results the same as one by one: {'yes' if rec['same_results'] else 'NO'}. A session (the graph file "
            f"opened, one query, closed): p50 {rec['session_ms']['p50']:.1f} ms."]


def _properties(rec: dict) -> list[str]:
    return [f"{rec['measurements']} measurements; most measured property `{rec['property']}` "
            f"({rec['rows_property']} rows).", "",
            *_table(["step", "median of 3 (s)"], [[k, f"{v:.3f}"] for k, v in rec["steps"].items()]), "",
            f"A property chosen, filtered and plotted both ways: **{rec['page_s']:.2f} s**; a material's view: "
            f"**{rec['material_s']:.2f} s**."]


def _matid(rec: dict) -> list[str]:
    return [f"{rec['items']} labelled sentences and table rows (`{rec.get('gold', 'tests/data/matid_gold.jsonl')}`).",
            "", *_table(["type", "precision", "recall", "F1", "TP", "FP", "FN"],
                        [[t, f"{s['precision']:.3f}", f"{s['recall']:.3f}", f"{s['f1']:.3f}", str(s["tp"]),
                          str(s["fp"]), str(s["fn"])] for t, s in rec["scores"].items()])]


def _is_ratio(v) -> bool:
    return isinstance(v, dict) and "N" in v and "score" in v


def _extraction(rec: dict) -> list[str]:
    """One row per split: the counts and the ratios ('score (n/N)') the benchmark gives; then material attribution by
    confidence level and by binding (the calibration of the confidence), the share right per confidence level and,
    per strategy of the recogniser, how many values it decided and how many of those were right."""
    rows = list(rec["rows"].items())
    cols = [k for k, v in rows[0][1].items() if k != "seconds" and (isinstance(v, int) or _is_ratio(v))] if rows else []
    out = [f"{dataset(rec)}: split {rec.get('split')}, sentences read {rec.get('reading', 'each alone')}.", "",
           *_table(["split", *(c.replace("_", " ") for c in cols)],
                   [[name, *(_ratio(r.get(c)) if _is_ratio(r.get(c)) else str(r.get(c)) for c in cols)]
                    for name, r in rows])]
    s = rec.get("summary") or {}
    for key, label in (("attribution_by_level", "Material attribution by confidence level"),
                       ("attribution_by_binding", "Material attribution by how the material was bound")):
        if s.get(key):
            out += ["", f"{label}: " + ", ".join(f"{k or '?'} {_ratio(v)}" for k, v in s[key].items()
                                                   if _is_ratio(v)) + "."]
    return out + _by_level(s) + _by_strategy(s)


def _by_level(s: dict) -> list[str]:
    """The share of measurements right per confidence level: value, and value with material and property."""
    levels = s.get("by_level") or {}
    if not levels:
        return []
    return ["", "Share right per confidence level (a level is a promise: `high` is what the answer card reads):", "",
            *_table(["level", "measurements", "value right", "value, material and property right"],
                    [[lv, str(r.get("measurements", "")), _ratio(r.get("value_right")), _ratio(r.get("all_right"))]
                     for lv, r in levels.items()])]


def _by_strategy(s: dict) -> list[str]:
    """Per strategy of the recogniser (``Measurement.binding``): values decided, and the share right of what it
    decided (its own part: the material for a material strategy, the property for a property strategy)."""
    parts = s.get("by_strategy") or {}
    rows = [[part, name, str(r.get("decided", "")), _ratio(r.get("right"))]
            for part in ("role", "property_rule", "material") for name, r in (parts.get(part) or {}).items()]
    if not rows:
        return []
    return ["", "Per strategy: values it decided, and the share of those whose own part (role: the value; property: "
                "the property; material: the material) is right:", "",
            *_table(["decision", "strategy", "decided", "right"], rows)]


def extraction_summary(recs: list[dict], heading: str = "###") -> list[str]:
    """One short table of the recogniser against experts' annotations: one row per data set."""
    rows = []
    for rec in [r for r in recs if kind(r) == "extraction"]:
        s = rec.get("summary") or {}
        high = (s.get("by_level") or {}).get("high") or {}
        attribution = s.get("attribution") or s.get("material_attribution")
        reading = rec.get("reading", "")
        passages = f", read {reading}" if reading.startswith("in passages") else ""     # as a paper's chunks are
        rows.append([f"{dataset(rec)}, {rec.get('split')}{passages}", _ratio(s.get("value_recall")),
                     _ratio(s.get("precision")),
                     _ratio(attribution) if attribution else "—",
                     _ratio(high.get("all_right")) if high.get("all_right") else "—"])
    if not rows:
        return []
    return [f"{heading} The recogniser against experts' annotations", "",
            *_table(["data set", "value recall", "precision", "material attribution", "'high': all right"], rows), ""]


def _generic(rec: dict) -> list[str]:
    rows = [[k, str(v)] for k, v in rec.items()
            if not k.startswith("_") and k not in ("settings", "command") and isinstance(v, (int, float, str, bool))]
    return _table(["field", "value"], rows)


# (kind, heading, how it is run, renderer)
SECTIONS = [
    ("retrieval", "Retrieval: context recall, context size, latency",
     "`python -m eval.bench retrieval --data-dir DIR --questions FILE [--pipelines …] [--limit N] --json OUT` runs "
     "each pipeline's retrieval over a question set and counts a question as recalled when all its ground-truth "
     "values, with units, appear in the retrieved context after unit normalisation (context recall), by where the "
     "value is in the paper (text, table, figure or caption); it also reports context tokens, latency (the first "
     "question is a warm-up) and the build time and size of each index a pipeline needs beyond the shared chunks "
     "and graphs. `naive@dense` is the Naive RAG of the literature (cosine only); every other pipeline uses the "
     "hybrid chunk search.", _retrieval),
    ("answers", "Answers: the graph's answer card and the LLM answers",
     "`python -m eval.bench answers --data-dir DIR --questions FILE [--pipelines graph_answer naive grag] "
     "[--limit N] --json OUT` asks every value question (and the unanswerable questions beside the question file, "
     "`unanswerable.jsonl`, or `--unanswerable FILE`; `--limit 0` asks only those). An answer is right when every "
     "ground-truth value is in it (pint, within 2 %). `graph_answer` is G-RAG's card, made without an LLM; the "
     "other pipelines answer with the configured LLM.", _answers),
    ("llms", "Embedded models and answer prompts",
     "`python -m eval.bench llms --data-dir DIR… --questions FILE… [--models …] [--prompts …] [--limit N] --json "
     "OUT`: every pipeline retrieves once per question, then every model and prompt answers from the same "
     "contexts.", _llms),
    ("load", "Several questions at once",
     "`python -m eval.bench load --data-dir DIR --questions FILE [--threads 5] [--n 50] --json OUT`: retrievals one "
     "by one, then from several threads sharing one environment, and whether the results are the same.", _load),
    ("ingest", "Ingest speed",
     "`python -m eval.bench ingest [--papers DIR] [--repeat N] --json OUT` ingests into a fresh data folder (the "
     "embedding model loaded once, not counted; the knowledge base, spaCy and the int8 model load inside the "
     "first paper) and gives each stage's time per paper; the fastest of N runs is reported. With the parse "
     "worker, a paper's parse, tables and figures stages run while the previous paper is embedded and graphed, so "
     "the stage times add up to more than the wall time.", _ingest),
    ("properties", "The Properties page at a lab's size",
     "`python -m eval.bench properties [--n 20000] --json OUT`: the sample papers' measurements written again into "
     "a library until it holds N (each copy a synthetic material), then what the page does, the graph query "
     "included; the browser's drawing is not counted.", _properties),
    ("matid_quality", "Recogniser on the labelled sample sentences",
     "`python -m eval.matid_quality --json OUT` on `tests/data/matid_gold.jsonl` (sentences and table rows of the "
     "sample papers labelled by hand; how: `tests/data/README.md`). Entities are compared per item as (type, "
     "MatID); a measurement is right only when material, property, value and unit are all right. The test suite "
     "requires at least 0.85 precision and 0.80 recall for compositions, properties and measurements.", _matid),
    ("extraction", "Recogniser against experts' annotations (SOFC-Exp, PolyIE)",
     "`python -m eval.bench extraction --sofc-exp DIR --split all [--passages 8] --json OUT` (or `--polyie DIR` "
     "for PolyIE's polymer papers): the recogniser on "
     "SOFC-Exp (Friedrich et al., ACL 2020, CC BY 4.0: 45 solid-oxide fuel-cell papers whose experiment sentences "
     "experts annotated). **Value recall**: the annotated values one of our measurements of the same sentence "
     "holds (paired one to one; a change annotated as one value and read as two measurements counts once, and a "
     "range of ours whose two ends the annotators marked as two values recalls both); **value kept**: recalled, or kept as another measurement's setting; **property agreement**: of those "
     "recalled, the share whose property is one the slot maps to (`eval/sofc_slots.toml`; a general slot takes "
     "its narrower properties: an open-circuit voltage fills \"voltage\", a charge-transfer resistance \"resistance\"); **material "
     "attribution**: the share given the frame's material; **precision**: the share of our measurements in those "
     "sentences that are an annotated value; **temperature kept**: the share that carry the frame's working "
     "temperature.", _extraction),
]
NOT_JSON = [
    ("Retrieval latency against corpus size",
     "`python -m eval.bench retrieval --scale 10 100 1000` builds synthetic corpora (the sample papers repeated "
     "with altered compositions and values, written through the real registry, recogniser and graph store) and "
     "times each default pipeline's retrieval over the 41 sample questions. It prints its table as it goes and "
     "writes no JSON; about 10 minutes for 1000 papers on 2 cores."),
    ("Papers of other sub-fields, without annotations",
     "`python -m eval.bench devcorpus --pdfs DIR [--json]`: per paper, table captions in the text against tables "
     "found, numeric cells of property tables against the measurements made of them (the rest skipped, with "
     "reasons), measurements per page, and formula-like tokens that fail validation."),
    ("Measurement yield",
     "`python -m eval.measurement_yield --data-dir DIR --questions FILE [--json]` (or `--pdf-dir DIR`): how many "
     "measurements and properties a library holds, and how many question values exist as a measurement of their "
     "paper and of the material the question asks about."),
]


def render(recs: list[dict]) -> str:
    out = ["# Benchmarks", "",
           "<!-- Written by `python -m eval.benchmarks_doc` from docs/bench/*.json; do not edit by hand. -->", "",
           "How each benchmark is run, and its current figures. Every figure below is read from a JSON file under "
           "`docs/bench/` that the benchmark wrote (`--json FILE`), with the date, commit, machine and settings it "
           "ran with; `python -m eval.benchmarks_doc` writes this page and README's figures from those files, and "
           "`tests/test_docs.py` checks that both equal what it writes. To update a figure, run its benchmark with "
           "`--json docs/bench/NAME.json` and the generator. Timings are of the machine named beside them and rise "
           "with whatever else shares its cores (a `note` in a result file says so where it applies). Older figures "
           "are in git history.", "",
           "## Summary", ""]
    out += summary(recs) or ["No question-answering figures yet.", ""]
    out += ["## Data sets", ""]
    out += [f"- **{label}**: {how}." for _, label, how in DATASETS]
    out += ["", "Recall counts only the questions whose ground truth has values. The real papers, SOFC-Exp and the "
                "development corpus are not in this repository (licences and size); their sources are listed in "
                "each folder's `SOURCES.md`.", ""]
    for k, heading, how, fn in SECTIONS:
        out += [f"## {heading}", "", how, ""]
        mine = [r for r in recs if kind(r) == k]
        if not mine:
            out += ["*No current figures: run the command above with `--json docs/bench/…` to add them.*", ""]
        for rec in sorted(mine, key=lambda r: [x[1] for x in DATASETS].index(dataset(r))
                          if dataset(r) in [x[1] for x in DATASETS] else 99):
            if k in ("retrieval", "answers", "load", "llms"):
                out += [f"### {dataset(rec)}", ""]
            out += [*fn(rec), "", _provenance(rec), ""]
    others = [r for r in recs if kind(r) not in {s[0] for s in SECTIONS}]
    if others:
        out += ["## Other benchmarks", ""]
        for rec in others:
            out += [f"### {kind(rec)}", "", *_generic(rec), "", _provenance(rec), ""]
    out += ["## Benchmarks that print only", ""]
    for heading, how in NOT_JSON:
        out += [f"- **{heading}**: {how}"]
    return "\n".join(out).rstrip() + "\n"


def readme_block(recs: list[dict]) -> str:
    """README's figures: the summary tables, headed for the README."""
    body = (summary(recs, heading="####") + extraction_summary(recs, heading="####")) or \
        ["No figures yet: see docs/BENCHMARKS.md.", ""]
    return "\n".join([START, *body, END])


def with_readme_block(text: str, recs: list[dict]) -> str:
    start, end = text.index(START), text.index(END) + len(END)
    return text[:start] + readme_block(recs) + text[end:]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m eval.benchmarks_doc", description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*", type=Path, help="benchmark results (default: docs/bench/*.json)")
    ap.add_argument("--stdout", action="store_true", help="print the document instead of writing the files")
    args = ap.parse_args(argv)
    recs = load(args.files or sorted(BENCH_DIR.glob("*.json")))
    doc = render(recs)
    if args.stdout:
        sys.stdout.write(doc)
        return 0
    DOC.write_text(doc, encoding="utf-8")
    if README.exists() and START in README.read_text(encoding="utf-8"):
        README.write_text(with_readme_block(README.read_text(encoding="utf-8"), recs), encoding="utf-8")
    print(f"wrote {DOC.relative_to(ROOT)} from {len(recs)} results", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
