"""Element facts from mendeleev, one passage per element."""
from __future__ import annotations

from functools import lru_cache

from .base import KnowledgeSource, Passage


def _fmt(v, unit="") -> str:
    try:
        if v is None or v != v:   # None or NaN
            return ""
    except TypeError:
        return ""
    return f"{v:g} {unit}".strip() if isinstance(v, float) else f"{v} {unit}".strip()


@lru_cache(maxsize=1)
def _passages() -> tuple[Passage, ...]:
    from mendeleev.fetch import fetch_table

    t = fetch_table("elements")
    out = []
    for r in t.itertuples():
        facts = [f"{r.name} ({r.symbol}) is the chemical element with atomic number {r.atomic_number}"]
        for label, value in (("atomic weight", _fmt(r.atomic_weight)), ("block", _fmt(r.block)),
                             ("group", _fmt(getattr(r, "group_id", None))), ("period", _fmt(r.period)),
                             ("density", _fmt(r.density, "g/cm³")),
                             ("atomic radius", _fmt(r.atomic_radius, "pm")),
                             ("metallic radius", _fmt(r.metallic_radius, "pm")),
                             ("Pauling electronegativity", _fmt(r.en_pauling)),
                             ("lattice structure", _fmt(getattr(r, "lattice_structure", None))),
                             ("lattice constant", _fmt(getattr(r, "lattice_constant", None), "Å"))):
            if value:
                facts.append(f"{label} {value}")
        text = facts[0] + "; " + ", ".join(facts[1:]) + "."
        if isinstance(r.description, str) and r.description:
            text += " " + r.description.strip()
        if isinstance(r.uses, str) and r.uses:
            text += " Uses: " + r.uses.strip()
        out.append(Passage(f"elements:{r.symbol}", "elements", r.name, text, f"el:{r.symbol}"))
    return tuple(out)


class Elements(KnowledgeSource):
    name = "elements"

    def passages(self) -> list[Passage]:
        return list(_passages())

    def describe(self) -> str:
        return f"{len(_passages())} elements (mendeleev)"
