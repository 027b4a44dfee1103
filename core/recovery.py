"""Derived files that cannot be read are set aside, never deleted: kept beside the original under a name with the
time, so that whoever looks into a damage has the file, while the product builds a new one from its sources (the
stored papers, chunks and curation decisions; README, "Recovery")."""
from __future__ import annotations

import time
from pathlib import Path


def set_aside(path: Path, companions: tuple[str, ...] = (), label: str = "damaged") -> Path:
    """Rename ``path`` (and ``path`` + each companion suffix, such as a database's ".wal") to
    ``<name>.<label>-<YYYYmmdd-HHMMSS>`` (+ the suffix); returns the new name of ``path``."""
    path = Path(path)
    kept = path.with_name(f"{path.name}.{label}-{time.strftime('%Y%m%d-%H%M%S')}")
    for suffix in ("", *companions):
        f = Path(f"{path}{suffix}")
        if f.exists():
            f.rename(Path(f"{kept}{suffix}"))
    return kept
