"""How sure the recogniser is of a Measurement: one score in 0..1 with its reasons, and the levels the
pages, the CLI and the answer card show (high, medium, low).

The score is built from how each part of the fact was bound (see ``score``): a table cell under a header
with a unit and a row label is the surest; a sentence that names material, property and value is next;
a material inferred from the chunk or the paper, an open-vocabulary property, a value outside the
catalogue's plausible range each lower it. Low-confidence facts are kept and shown as such.
"""
from __future__ import annotations

HIGH = 0.75      # at or above: high
MEDIUM = 0.5     # at or above: medium; below: low

LEVELS = ("high", "medium", "low", "unassessed")


def level(confidence: float | None) -> str:
    """The level a score falls in: "high", "medium", "low", or "unassessed" (None)."""
    if confidence is None:
        return "unassessed"
    if confidence >= HIGH:
        return "high"
    return "medium" if confidence >= MEDIUM else "low"
