"""A library made by a version before LadybugDB: its graph is a Kùzu file (``graph.kuzu``), which LadybugDB cannot
open ("not a valid Lbug database file") and which this version no longer reads (``kuzu`` is not installed).

The graph is derived data: ``Ingestor.upgrade_graph`` builds ``graph.lbug`` from the stored papers and chunks once,
with the curation decisions the registry keeps (merges, link verdicts), exactly as a repair does. Only when that
is done is the earlier file renamed ``graph.kuzu.before-ladybug-<time>``, so an upgrade cut short (a killed
process, a full disk) starts again from the beginning at the next opening, and nothing is lost: the registry, the
stored papers, their chunks and vectors are never touched, and the earlier file is kept until the user deletes it
(the health check names it).
"""
from __future__ import annotations

import fcntl
import os
import shutil
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

from ..recovery import set_aside
from ..settings import Settings

KEPT = "before-ladybug"
EARLIER_COMPANIONS = (".wal", ".shadow")      # Kùzu's write-ahead log and shadow pages beside its file
_threads = threading.Lock()


def pending(settings: Settings) -> Path | None:
    """The earlier version's graph file, when this library has not been moved to LadybugDB yet."""
    path = settings.earlier_graph_path
    return path if settings.graph_backend == "ladybug" and path.exists() else None


def kept(settings: Settings) -> list[Path]:
    """Earlier versions' graph files kept after an upgrade (the user deletes them)."""
    return sorted(p for p in settings.data_dir.glob(f"graph.kuzu.{KEPT}-*") if "." not in p.name.rsplit("-", 1)[1])


@contextmanager
def exclusive(settings: Settings, notice: Callable[[str], None] | None = None) -> Iterator[None]:
    """One upgrade at a time: other threads and processes wait (told once) and then find it done."""
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    with _threads:
        fd = os.open(settings.data_dir / "graph.upgrade.lock", os.O_RDWR | os.O_CREAT, 0o644)
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                if notice:
                    notice("another process is building this library's graph after an upgrade; waiting for it")
                fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            os.close(fd)


def discard_partial(settings: Settings) -> None:
    """Remove what an upgrade cut short left of the new graph file: it is built again from the beginning."""
    from .ladybug_store import COMPANIONS, close_all
    close_all()
    for f in (settings.graph_path, *(Path(f"{settings.graph_path}{s}") for s in COMPANIONS)):
        if f.is_dir():
            shutil.rmtree(f)
        else:
            f.unlink(missing_ok=True)


def finish(settings: Settings) -> Path:
    """Rename the earlier file (and its log) ``graph.kuzu.before-ladybug-<time>``; returns the new name."""
    return set_aside(settings.earlier_graph_path, EARLIER_COMPANIONS, KEPT)


def announce(n_papers: int, earlier: Path) -> str:
    return (f"This library was made by an earlier version: its graph is a Kùzu file ({earlier.name}), and the graph "
            f"database is LadybugDB now. Building the graph of its {n_papers} stored paper(s) once, with the curation "
            f"decisions; the stored papers are not touched and {earlier.name} is kept.")


def done(n_built: int, failed: list[dict], kept_as: Path) -> str:
    text = (f"The graph of {n_built} paper(s) is built in {kept_as.parent / 'graph.lbug'}. The earlier file is kept "
            f"as {kept_as}: delete it when you no longer need it.")
    if failed:
        text += (f" {len(failed)} paper(s) could not be rebuilt ({'; '.join(r['error'] for r in failed[:3])}): "
                 "`python -m core reingest PAPER_ID` or the Papers page processes them again.")
    return text
