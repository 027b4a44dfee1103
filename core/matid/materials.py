"""Stage 4, material: which material a value belongs to."""
from __future__ import annotations

import re

from ..units import Quantity, convert
from .quantities import CONDITION_UNITS
from .records import Mention


def material_for(text: str, q: Quantity, materials: list[Mention]) -> Mention | None:
    """"790 MPa for CrCoNi" names the material right after the value; otherwise the nearest one before
    it, or failing that the nearest after."""
    for m in materials:
        if m.start >= q.end and re.fullmatch(r"\s*(?:\[[\d,–\s]+\]\s*)?(?:(?:found|reported|measured|obtained)\s+)?"
                                             r"(?:for|of|in)\s+(?:the\s+)?", text[q.end:m.start]):
            return m
    before = [m for m in materials if m.end <= q.start]
    if before:
        return before[-1]
    after = [m for m in materials if m.start >= q.end]
    return after[0] if after else None


def respectively(text: str, lists: list[list[Quantity]], materials: list[Mention],
                  values: list[Quantity] = ()) -> dict[int, dict]:
    """For "… respectively": the i-th value of a list takes the i-th temperature of a list as long as it,
    and the i-th of as many materials named in the sentence. Keyed by the value's start."""
    if not re.search(r"\brespectively\b", text, re.I):
        return {}
    out: dict[int, dict] = {}
    temps = [g for g in lists if g[0].unit in ("K", "°C")]
    mats = list(dict.fromkeys(m.matid for m in materials))
    groups = [g for g in lists if g[0].unit not in CONDITION_UNITS]
    # "H/M = 1.14 (1.92 wt %), H/M = 1.07 (1.81 wt %) and H/M = 1.01 (1.70 wt %) for 30, 60, and 90 °C,
    # respectively": values of one unit, each written with it, as many as the temperatures
    for t in temps:
        before = [q for q in values if q.end <= t[0].start and q.unit not in CONDITION_UNITS]
        for unit in dict.fromkeys(q.unit for q in before):
            same = [q for q in before if q.unit == unit]
            if len(same) == len(t) and not any(q.start in {x.start for g in groups for x in g} for q in same):
                groups.append(same)
    for g in groups:
        t = next((t for t in temps if len(t) == len(g)), None)
        for i, q in enumerate(g):
            o = out.setdefault(q.start, {})
            if t is not None:
                o["temperature_K"] = convert(t[i].value, t[i].unit, "K") if t[i].unit == "°C" else t[i].value
            if len(mats) == len(g):
                o["material"] = mats[i]
    return out
