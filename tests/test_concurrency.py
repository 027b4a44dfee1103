"""Several people, one library: a second process beside a running one, two sessions of one process, an ingest
killed with SIGKILL and resumed, and questions asked from several threads at once."""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time

import pytest

from core.ingest import Ingestor
from core.pipelines import PIPELINES, Env, Params

from .conftest import ROOT, make_settings, sample_pdfs

pytestmark = pytest.mark.slow
QUESTIONS = ["What is the CRSS of CrMnFeCoNi single crystals in tension at 77 K?",
             "What is the yield strength of CrMnFeCoNi at 77 K with a 4.4 µm grain size?",
             "What is the stacking fault energy of CrCoNi?", "Which phases form in AlxCoCrFeNi with more aluminium?",
             "What is the Hall–Petch slope of the Cantor alloy?"]
READER = """
import sys, time
from core.ingest import Ingestor
from core.pipelines import PIPELINES, Env, Params
env = Env(Ingestor())
end, n = time.time() + float(sys.argv[1]), 0
while time.time() < end:                       # what a dashboard does: question after question
    for name in ("naive", "graph", "grag"):
        PIPELINES[name](env).retrieve("What is the CRSS of CrMnFeCoNi at 77 K?", Params(top_k=3))
        n += 1
print(n, len(env.paper_titles()), flush=True)
"""


def _copy_without_last_paper(corpus_dir, tmp_path):
    """A copy of the sample corpus without its last paper, and that paper's file."""
    from core.graph import ladybug_store
    ladybug_store.close_all()
    data = tmp_path / "data"
    shutil.copytree(corpus_dir, data)
    ing = Ingestor(make_settings(data))
    last = sample_pdfs()[-1]
    pid = next(p.paper_id for p in ing.registry.list_papers() if p.filename == last.name)
    ing.delete(pid)
    return data, last


def _run(args, env, timeout=600):
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=timeout)


def test_the_command_line_works_while_another_process_asks_questions(corpus_dir, tmp_path):
    data, last = _copy_without_last_paper(corpus_dir, tmp_path)
    env = {**os.environ, "GRAG_DATA_DIR": str(data)}
    reader = subprocess.Popen([sys.executable, "-c", READER, "40"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    try:
        time.sleep(8)                                    # the reader is up and querying
        stats = _run(["core", "graph", "stats"], env)
        assert stats.returncode == 0, stats.stderr[-1500:]
        assert json.loads(stats.stdout)["nodes"]["Paper"] == 3
        listing = _run(["core", "list"], env)
        assert listing.returncode == 0 and len(json.loads(listing.stdout)) == 3
        ingest = _run(["core", "ingest", str(last)], env)       # writes while the other process reads
        assert ingest.returncode == 0, ingest.stderr[-1500:]
        assert json.loads(ingest.stdout)["processed"] == 1
    finally:
        out, err = reader.communicate(timeout=600)
    assert reader.returncode == 0, err[-2000:]
    asked, papers = map(int, out.split())
    assert asked > 3 and papers == 4                             # it went on answering and sees the new paper


def test_two_sessions_of_one_process_ingest_and_ask_at_once(corpus_dir, tmp_path, embedder):
    data, last = _copy_without_last_paper(corpus_dir, tmp_path)
    ing = Ingestor(make_settings(data), embedder=embedder)
    env = Env(ing)
    errors, answers, done = [], [], threading.Event()

    def ask():
        try:
            while not done.is_set():
                answers.append(len(PIPELINES["grag"](env).retrieve(QUESTIONS[0], Params(top_k=3)).contexts))
        except Exception as exc:             # noqa: BLE001 (the test reports it)
            errors.append(exc)
    t = threading.Thread(target=ask)
    t.start()
    try:
        result = ing.ingest_file(last)
    finally:
        done.set()
        t.join(timeout=300)
    assert not errors, errors
    assert result.status == "processed" and answers and all(n > 0 for n in answers)
    titles = env.paper_titles()                                  # the asker sees the new paper once processed
    assert result.paper_id in titles and len(titles) == 4
    hits = PIPELINES["naive"](env).retrieve("Which phases form in AlxCoCrFeNi with more aluminium?", Params())
    assert any(c.paper_id == result.paper_id for c in hits.contexts)


def _counts(data) -> dict:
    """What an ingest writes, counted: registry rows, chunks, embeddings, graph nodes and relationships."""
    from core.graph import ladybug_store
    from core.graph.queries import graph_stats
    ladybug_store.close_all()
    ing = Ingestor(make_settings(data))
    ids, vecs = ing.registry.embeddings()
    stats = graph_stats(ing.store)
    return {"papers": [(p.filename, p.status) for p in ing.registry.list_papers()],
            "chunks": len(ing.registry.chunks()), "embeddings": vecs.shape[0], "unique chunk ids": len(set(ids)),
            "nodes": stats["nodes"], "relationships": stats["relationships"]}


@pytest.mark.parametrize("stage", ["chunk", "graph"])
def test_an_ingest_killed_in_a_stage_is_finished_by_resume_with_nothing_doubled(corpus_dir, tmp_path, stage):
    data, last = _copy_without_last_paper(corpus_dir, tmp_path)
    clean = tmp_path / "clean"
    shutil.copytree(data, clean)
    env = {**os.environ, "GRAG_DATA_DIR": str(data)}
    ref = _run(["core", "ingest", str(last)], {**os.environ, "GRAG_DATA_DIR": str(clean)})
    assert ref.returncode == 0, ref.stderr[-1500:]
    proc = subprocess.Popen([sys.executable, "-m", "core", "ingest", str(last)], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    for line in proc.stderr:                                     # progress lines: "[###   ] file: stage - message"
        if f": {stage} - " in line:
            os.kill(proc.pid, signal.SIGKILL)
            break
    proc.wait(timeout=300)
    assert proc.returncode == -signal.SIGKILL
    half = _counts(data)
    assert (last.name, "processing") in half["papers"]
    resumed = _run(["core", "resume"], env)
    assert resumed.returncode == 0, resumed.stderr[-1500:]
    assert [r["status"] for r in json.loads(resumed.stdout)] == ["processed"]
    assert _counts(data) == _counts(clean)


def test_questions_asked_from_five_threads_get_the_answers_asked_one_by_one(corpus_dir, embedder):
    from concurrent.futures import ThreadPoolExecutor
    env = Env(Ingestor(make_settings(corpus_dir), embedder=embedder))
    jobs = [(name, q) for q in QUESTIONS * 2 for name in ("naive", "graph", "grag", "basic_retrieval", "community_local")]
    assert len(jobs) == 50

    def retrieve(job):
        name, q = job
        return [(c.kind, c.chunk_id, c.text) for c in PIPELINES[name](env).retrieve(q, Params()).contexts]
    one_by_one = [retrieve(j) for j in jobs]
    with ThreadPoolExecutor(max_workers=5) as pool:
        at_once = list(pool.map(retrieve, jobs))
    assert at_once == one_by_one
