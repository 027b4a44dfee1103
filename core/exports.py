"""JSON as the downloads and the command line write it: a missing value (None, NaN) is an absent key, never null
(tables write it as an empty cell: ``measurements.export``)."""
from __future__ import annotations

import json
import math


def _missing(v) -> bool:
    return v is None or isinstance(v, float) and math.isnan(v)


def without_missing(obj):
    """The object with every key whose value is missing left out, at any depth (list items stay where they are)."""
    if isinstance(obj, dict):
        return {k: without_missing(v) for k, v in obj.items() if not _missing(v)}
    if isinstance(obj, (list, tuple)):
        return [without_missing(v) for v in obj]
    return obj


def to_json(obj, indent: int | None = 2) -> str:
    """JSON text of an export (``without_missing``; non-JSON values as text)."""
    return json.dumps(without_missing(obj), indent=indent, ensure_ascii=False, default=str)
