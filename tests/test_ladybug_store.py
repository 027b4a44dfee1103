"""The embedded store's file shared by processes (issue 48): LadybugDB locks a file against a second writer only, and
a read-only opening holds its lock just while it opens, so the store keeps its own lock beside the file. With it,
as with Kùzu: readers of several processes read at once, a writer waits for another process's readers (told once),
a reader waits for another process's writer, and a wait that lasts too long ends with a message."""
from __future__ import annotations

import subprocess
import sys
import time

import pytest

from core.graph import GraphStoreError
from core.graph.ladybug_store import LadybugStore, close_all

from .conftest import ROOT

HOLD = """
import sys, time
from core.graph.ladybug_store import LadybugStore
store = LadybugStore(sys.argv[1])
with store.session(write=sys.argv[2] == "write"):
    store.query("MATCH (m:MatID) RETURN count(m) AS n")
    print("holding", flush=True)
    time.sleep(float(sys.argv[3]))
"""


@pytest.fixture
def path(tmp_path):
    p = tmp_path / "graph.lbug"
    LadybugStore(p).query("CREATE (:MatID {id: 'a', type: 'composition', name: 'A', aliases: '[]'})")
    close_all()
    yield p
    close_all()


def _hold(path, mode: str, seconds: float) -> subprocess.Popen:
    """Another process that holds the file (``read`` or ``write``) for ``seconds`` once it prints "holding"."""
    proc = subprocess.Popen([sys.executable, "-c", HOLD, str(path), mode, str(seconds)], cwd=ROOT,
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "holding"
    return proc


def test_readers_of_two_processes_read_at_once(path):
    store = LadybugStore(path, lock_wait_s=2)                 # (a store writes its schema when it is made)
    close_all()
    other = _hold(path, "read", 3)
    t = time.perf_counter()
    assert store.query("MATCH (m:MatID) RETURN count(m) AS n") == [{"n": 1}]
    assert time.perf_counter() - t < 2.5
    assert other.wait(timeout=60) == 0


def test_a_writer_waits_for_the_readers_of_another_process_and_says_so(path):
    told = []
    store = LadybugStore(path, on_wait=told.append)
    close_all()
    other = _hold(path, "read", 2)
    t = time.perf_counter()
    store.query("CREATE (:MatID {id: 'b', type: 'composition', name: 'B', aliases: '[]'})")
    assert time.perf_counter() - t > 1.5, "the writer wrote while the other process was reading"
    assert len(told) == 1 and "another process" in told[0]
    assert store.query("MATCH (m:MatID) RETURN count(m) AS n") == [{"n": 2}]
    other.wait(timeout=60)


def test_a_reader_waits_for_the_writer_of_another_process_and_gives_up_when_it_lasts(path):
    store = LadybugStore(path)
    close_all()
    other = _hold(path, "write", 2)
    t = time.perf_counter()
    assert store.query("MATCH (m:MatID) RETURN count(m) AS n") == [{"n": 1}]
    assert time.perf_counter() - t > 1.5, "the reader read while the other process was writing"
    other.wait(timeout=60)
    other = _hold(path, "write", 5)
    with pytest.raises(GraphStoreError, match="in use by another process .* not released within 0.5 s"):
        LadybugStore(path, lock_wait_s=0.5).query("MATCH (m:MatID) RETURN count(m) AS n")
    other.wait(timeout=60)
