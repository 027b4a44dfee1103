"""The materials vocabulary: elements, properties (with units), phases, processes, named materials.

This is the controlled vocabulary behind the canonical MatIDs (see docs/MATIDS.md).
"""
from __future__ import annotations

import importlib.util
import sqlite3
from contextlib import closing
from pathlib import Path

from .catalogue import catalogue


def _mendeleev_elements() -> dict[str, str]:
    """Symbol -> name of the 118 elements, from the element table mendeleev ships (read directly: a millisecond,
    where ``mendeleev.fetch`` loads pandas and SQLAlchemy)."""
    db = Path(importlib.util.find_spec("mendeleev").origin).parent / "elements.db"
    with closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as con:
        return dict(con.execute("SELECT symbol, name FROM elements ORDER BY atomic_number").fetchall())


ELEMENTS = _mendeleev_elements()
# spellings that differ from mendeleev's names (British ones)
ELEMENT_NAMES = {name.lower(): sym for sym, name in ELEMENTS.items()}
ELEMENT_NAMES.update({"aluminium": "Al", "caesium": "Cs", "sulphur": "S"})

# property id -> (canonical unit, names): derived from the property catalogue (core/matid/catalogue.toml), the
# one place properties are declared
def _catalogue_properties() -> dict[str, tuple[str, tuple[str, ...]]]:
    return {p.id: (p.unit, (p.name, *p.synonyms)) for p in catalogue().properties.values()}


PROPERTIES: dict[str, tuple[str, tuple[str, ...]]] = _catalogue_properties()
# phase id -> names
PHASES: dict[str, tuple[str, ...]] = {
    "FCC": ("fcc", "face-centred cubic", "face-centered cubic", "face centred cubic"),
    "BCC": ("bcc", "body-centred cubic", "body-centered cubic", "body centred cubic"),
    "HCP": ("hcp", "hexagonal close-packed", "hexagonal close packed"),
    "B2": ("b2",),
    "L12": ("l1_2", "l12", "l1₂"),
    "sigma": ("sigma phase", "σ phase", "σ-phase", "sigma-phase", "σ"),
    "Laves": ("laves phase", "laves phases", "laves"),
    "mu": ("mu phase", "µ phase", "μ phase"),
}
# process id -> names: derived from the catalogue's [vocabulary.processes] (name = "process_id")
def _catalogue_processes() -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    names = catalogue().vocabulary.processes
    for name, pid in names.items():
        out.setdefault(pid, []).append(name)
    # a participle's gerund names the same step: "carbonized" and "by carbonizing pine sawdust at 1300 °C",
    # "reflowed" and "reflowing" ("dried", "drying")
    for name, pid in names.items():
        if name.endswith("ed"):
            gerund = name[:-3] + "ying" if name.endswith("ied") else name[:-2] + "ing"
            if gerund not in names:
                out[pid].append(gerund)
    return {pid: tuple(names) for pid, names in out.items()}


PROCESSES: dict[str, tuple[str, ...]] = _catalogue_processes()
# named materials: name -> canonical id (an alias of a composition maps to its comp: id)
NAMED_MATERIALS: dict[str, str] = {
    "cantor alloy": "comp:Co20Cr20Fe20Mn20Ni20",
    "cantor's alloy": "comp:Co20Cr20Fe20Mn20Ni20",
    "inconel 718": "mat:inconel-718",
    "inconel 625": "mat:inconel-625",
    "haynes 282": "mat:haynes-282",
    "304 stainless steel": "mat:304-stainless-steel",
    "316l stainless steel": "mat:316l-stainless-steel",
    "316 stainless steel": "mat:316-stainless-steel",
    "ti-6al-4v": "mat:ti-6al-4v",
    "twip steel": "mat:twip-steel",
    "nitinol": "comp:Ni50Ti50",
}
# upper-case acronyms that read like element strings but are not compositions
NOT_COMPOSITIONS = {"HCP", "HIP", "CRSS", "BCC", "FCC", "TEM", "SEM", "XRD", "DSC", "EBSD", "SFE", "VEC", "UTS",
                    "RT", "HV", "DFT", "CALPHAD", "NO", "IN", "AS", "AT", "BE", "HE", "HF", "PS", "SI", "CO",
                    "CV", "BSE", "EDS", "EDX", "APT", "CNT", "PH", "OK"}


def property_name(pid: str) -> str:
    """A property's display name: the catalogue's name, or an open-vocabulary id in words."""
    return catalogue().name_of(pid)
