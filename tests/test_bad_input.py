"""Bad input fails alone, with a clear reason recorded, and nothing else is lost."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from core.ingest import Ingestor

from .conftest import ROOT, make_settings

EXPECTED = {
    "empty.pdf": "empty file",
    "notes.pdf": "not a PDF",
    "truncated.pdf": "truncated",
    "encrypted.pdf": "encrypted PDF",
    "corrupt.pdf": "corrupt",
    "scanned.pdf": "no text layer",
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_bad_file_fails_with_its_reason(ingestor, bad_inputs, name):
    r = ingestor.ingest_bytes(bad_inputs[name], name)
    assert r.status == "failed"
    assert EXPECTED[name] in r.error, r.error
    rec = ingestor.registry.get(r.paper_id)
    assert rec.status == "failed" and EXPECTED[name] in rec.error
    assert ingestor.registry.chunks(r.paper_id) == []


def test_file_over_the_size_limit(tmp_path, embedder, samples):
    ing = Ingestor(make_settings(tmp_path / "data", max_upload_mb=0.01), embedder=embedder)
    r = ing.ingest_file(samples[0])
    assert r.status == "failed" and "over the limit of 0.01 MB" in r.error


@pytest.mark.parametrize("name", ["../../etc/evil.pdf", "a/b.pdf", "dir\\paper.pdf", "bell\x07.pdf"])
def test_unsafe_file_names(ingestor, samples, name):
    r = ingestor.ingest_bytes(samples[0].read_bytes(), name)
    assert r.status == "failed" and "unsafe file name" in r.error
    assert "/" not in r.filename and "\\" not in r.filename and "\x07" not in r.filename
    assert not (ingestor.settings.data_dir.parent / "etc").exists()


def test_odd_but_harmless_names_are_accepted(ingestor, samples):
    r = ingestor.ingest_bytes(samples[0].read_bytes(), "Müller et al. (2024) – HEA [v2].pdf")
    assert r.status == "processed" and r.filename == "Müller et al. (2024) – HEA [v2].pdf"


def test_batch_goes_on_and_ingested_papers_are_unchanged(ingestor, bad_inputs, samples):
    good = ingestor.ingest_file(samples[0])
    before = [c.to_dict() for c in ingestor.registry.chunks(good.paper_id)]
    results = [ingestor.ingest_bytes(data, name) for name, data in bad_inputs.items()]
    results.append(ingestor.ingest_file(samples[1]))
    assert [r.status for r in results[:-1]] == ["failed"] * len(bad_inputs)
    assert results[-1].status == "processed"
    assert [c.to_dict() for c in ingestor.registry.chunks(good.paper_id)] == before
    statuses = {p.filename: p.status for p in ingestor.registry.list_papers()}
    assert statuses[samples[0].name] == statuses[samples[1].name] == "processed"


@pytest.mark.slow
def test_cli_reports_failures_with_exit_code(tmp_path, bad_inputs, samples):
    folder = tmp_path / "batch"
    folder.mkdir()
    (folder / samples[0].name).write_bytes(samples[0].read_bytes())
    for name in ("encrypted.pdf", "empty.pdf"):
        (folder / name).write_bytes(bad_inputs[name])
    env = {**os.environ, "GRAG_DATA_DIR": str(tmp_path / "data")}
    proc = subprocess.run([sys.executable, "-m", "core", "ingest", str(folder)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 1, proc.stderr
    summary = json.loads(proc.stdout)
    assert summary["processed"] == 1 and summary["failed"] == 2
    assert "FAILED encrypted.pdf: encrypted PDF" in proc.stderr
    assert "parse" in proc.stderr and "index" in proc.stderr       # progress by stage

    again = subprocess.run([sys.executable, "-m", "core", "ingest", str(folder / samples[0].name)], cwd=ROOT,
                           env=env, capture_output=True, text=True, timeout=600)
    assert again.returncode == 0 and json.loads(again.stdout)["skipped"] == 1
    listing = json.loads(subprocess.run([sys.executable, "-m", "core", "list"], cwd=ROOT, env=env,
                                        capture_output=True, text=True, timeout=300).stdout)
    assert sorted(p["status"] for p in listing) == ["failed", "failed", "processed"]


def test_a_batch_parsed_ahead_in_a_worker_equals_one_by_one(tmp_path, embedder, bad_inputs, samples):
    """Uploads of several files: the next PDFs are parsed in a worker process while one is embedded and graphed;
    the results (in the given order, a bad file failing alone, a duplicate skipped) equal a one-by-one run."""
    files = [(samples[0].name, samples[0].read_bytes()), ("encrypted.pdf", bad_inputs["encrypted.pdf"]),
             (samples[1].name, samples[1].read_bytes()), ("copy.pdf", samples[0].read_bytes())]
    ahead = Ingestor(make_settings(tmp_path / "a", ingest_parse_workers=1), embedder=embedder)
    one_by_one = Ingestor(make_settings(tmp_path / "b", ingest_parse_workers=0), embedder=embedder)
    a, b = ahead.ingest_uploads(files), one_by_one.ingest_uploads(files)
    assert [r.status for r in a] == ["processed", "failed", "processed", "skipped"], [r.error for r in a]
    assert "encrypted PDF" in a[1].error and "same file" in a[3].error
    assert [(r.paper_id, r.n_pages, r.n_chunks, r.n_tables, r.n_figures) for r in a] == \
           [(r.paper_id, r.n_pages, r.n_chunks, r.n_tables, r.n_figures) for r in b]
    for r in a[::2]:
        assert [c.text for c in ahead.registry.chunks(r.paper_id)] == \
               [c.text for c in one_by_one.registry.chunks(r.paper_id)]
        assert set(ahead.registry.get(r.paper_id).timings) >= {"parse", "tables", "figures", "embed", "graph"}


def test_a_parse_worker_that_dies_fails_no_paper(tmp_path, samples):
    """A worker killed (out of memory, say) breaks its pool: the paper is then parsed in this process."""
    import concurrent.futures
    import multiprocessing

    from core.ingest import _worker_result
    from core.pdf import parse_for_ingest
    with concurrent.futures.ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        dead = pool.submit(os._exit, 9)
        parsed, timings = _worker_result(dead, (parse_for_ingest, samples[0], tmp_path / "figures", None))
    assert parsed.n_pages == 3 and parsed.tables and timings["parse"] > 0
