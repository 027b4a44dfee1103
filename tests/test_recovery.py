"""Nothing left behind, nothing unrecoverable (issue 27): an ingest killed with SIGKILL leaves no process running; a
damaged graph file or index file is set aside and built again from the stored papers, with the curation
decisions, to the same counts; a full disk fails one paper and leaves nothing of it half-written."""
from __future__ import annotations

import errno
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from core.ingest import Ingestor

from .conftest import ROOT, make_settings, sample_pdfs


def _run(args, data: Path, timeout=600) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "core", *args], cwd=ROOT, env={**os.environ, "GRAG_DATA_DIR": str(data)},
                          capture_output=True, text=True, timeout=timeout)


def _alive(pid: int) -> bool:
    """A process that runs (a zombie waiting for a parent to reap it runs nothing)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False


def _children(pid: int) -> list[int]:
    out = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == pid:
                out.append(int(stat.parent.name))
        except (OSError, IndexError, ValueError):
            continue
    return out


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads processes from /proc")
def test_an_ingest_killed_while_parsing_leaves_no_process_running(tmp_path):
    folder = tmp_path / "pdfs"
    folder.mkdir()
    for pdf in sample_pdfs()[:3]:                    # several papers: the next ones are parsed by a worker
        shutil.copy(pdf, folder)
    proc = subprocess.Popen([sys.executable, "-m", "core", "ingest", str(folder)], cwd=ROOT,
                            env={**os.environ, "GRAG_DATA_DIR": str(tmp_path / "data")},
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    kids: list[int] = []
    for line in proc.stderr:                         # progress lines: "[###   ] file: stage - message"
        if ": parse - " in line:
            deadline = time.time() + 30
            while time.time() < deadline and len(kids) < 2:      # the parse worker and the resource tracker
                kids = _children(proc.pid)
                time.sleep(0.2)
            os.kill(proc.pid, signal.SIGKILL)
            break
    proc.wait(timeout=60)
    assert proc.returncode == -signal.SIGKILL and kids, "the ingest started no worker before it was killed"
    deadline = time.time() + 15
    while time.time() < deadline and any(_alive(k) for k in kids):
        time.sleep(0.5)
    assert not [k for k in kids if _alive(k)], "processes of the killed ingest still run 15 s later"


def test_a_damaged_graph_file_is_set_aside_and_built_again_with_the_curation_decisions(corpus_copy):
    from core.curation import merge_matids
    from core.graph import ladybug_store
    ing = Ingestor(make_settings(corpus_copy))
    merge_matids(ing, "comp:Co33.3Cr33.3Ni33.3", "comp:Co20Cr20Fe20Mn20Ni20")     # a curation decision to keep
    ladybug_store.close_all()
    before = _run(["graph", "stats"], corpus_copy)
    assert before.returncode == 0, before.stderr[-1500:]
    graph = corpus_copy / "graph.lbug"
    with open(graph, "r+b") as f:                    # what a crash or a full disk can leave: the header zeroed
        f.write(b"\0" * 4096)
    broken = _run(["graph", "stats"], corpus_copy)
    assert broken.returncode == 2 and "graph rebuild" in broken.stderr   # says what is wrong and what repairs it
    repaired = _run(["graph", "rebuild"], corpus_copy)
    assert repaired.returncode == 0, repaired.stderr[-1500:]
    kept = [p for p in corpus_copy.iterdir() if p.name.startswith("graph.lbug.damaged-")]
    assert len(kept) == 1 and kept[0].stat().st_size > 0 and "kept as" in repaired.stderr
    after = _run(["graph", "stats"], corpus_copy)
    assert after.returncode == 0 and json.loads(after.stdout) == json.loads(before.stdout)
    ing = Ingestor(make_settings(corpus_copy))
    assert ing.store.query("MATCH (m:MatID {id: 'comp:Co33.3Cr33.3Ni33.3'}) RETURN m.id") == []   # still merged


def test_a_damaged_index_file_is_set_aside_and_built_again(corpus_copy):
    from core.graph import ladybug_store
    from core.pipelines import Env, Params, PIPELINES
    question = "What is the CRSS of CrMnFeCoNi single crystals in tension at 77 K?"
    built = _run(["index", "graph"], corpus_copy)
    assert built.returncode == 0, built.stderr[-1500:]
    ing = Ingestor(make_settings(corpus_copy))
    answer = [c.text for c in PIPELINES["graph"](Env(ing)).retrieve(question, Params()).contexts]
    ladybug_store.close_all()
    folder = corpus_copy / "indexes" / "docgraph_terms"
    victim = sorted(folder.glob("*.npz"))[0]
    victim.write_bytes(b"\0" * 4096)
    rebuilt = _run(["index", "graph"], corpus_copy)
    assert rebuilt.returncode == 0, rebuilt.stderr[-1500:]
    (row,) = json.loads(rebuilt.stdout)
    assert row["built"] == 1 and row["missing"] == 0 and len(row["set_aside"]) == 1
    assert (folder / row["set_aside"][0]).exists()
    again = [c.text for c in PIPELINES["graph"](Env(Ingestor(make_settings(corpus_copy)))).retrieve(
        question, Params()).contexts]
    assert again == answer


def test_a_full_disk_fails_that_paper_alone_and_leaves_nothing_of_it(tmp_path, embedder, monkeypatch):
    from core.registry import Registry
    first, second = sample_pdfs()[:2]
    ing = Ingestor(make_settings(tmp_path / "data"), embedder=embedder)
    save = Registry.save_chunks

    def full(self, paper_id, chunks, embeddings=None):
        if ing.registry.get(paper_id).filename == second.name:
            raise OSError(errno.ENOSPC, "No space left on device")
        return save(self, paper_id, chunks, embeddings)
    monkeypatch.setattr(Registry, "save_chunks", full)
    a, b = ing.ingest_paths([first, second])
    assert a.status == "processed"
    assert b.status == "failed" and "disk is full" in b.error and "No space left on device" in b.error
    assert ing.registry.chunks(paper_id=b.paper_id) == [] and not ing.store.has_paper(b.paper_id)
    assert not (ing.paper_dir(b.paper_id) / "figures").exists()
    assert ing.original(b.paper_id) is not None                 # its file stays, to ingest again
    ids, _ = ing.registry.embeddings()
    assert ids and all(i.startswith(a.paper_id) for i in ids)

    # the file itself cannot be stored: that file fails, the next one is ingested
    write = Path.write_bytes

    def no_space(self, data):
        if self.name.startswith("original"):
            raise OSError(errno.ENOSPC, "No space left on device")
        return write(self, data)
    monkeypatch.setattr(Registry, "save_chunks", save)
    monkeypatch.setattr(Path, "write_bytes", no_space)
    (c,) = ing.ingest_paths([sample_pdfs()[2]])
    assert c.status == "failed" and "cannot store the file" in c.error and not ing.paper_dir(c.paper_id).exists()
