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


def _mendeleev_series() -> dict[str, str]:
    """Symbol -> mendeleev's series ("Nonmetals", "Halogens", "Noble gases", "Metalloids", "Transition metals" …)."""
    db = Path(importlib.util.find_spec("mendeleev").origin).parent / "elements.db"
    with closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as con:
        return dict(con.execute("SELECT e.symbol, s.name FROM elements e JOIN series s ON e.series_id = s.id").fetchall())


def _mendeleev_gases() -> frozenset[str]:
    """The elements that boil below room temperature (H, N, O, F, Cl and the noble gases), from mendeleev's table."""
    db = Path(importlib.util.find_spec("mendeleev").origin).parent / "elements.db"
    with closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as con:
        return frozenset(s for (s,) in con.execute("SELECT e.symbol FROM elements e JOIN phasetransitions p ON "
                                                     "p.atomic_number = e.atomic_number WHERE p.boiling_point < 293"))


ELEMENTS = _mendeleev_elements()
GASES = _mendeleev_gases()
_SERIES = _mendeleev_series()
HALOGENS = frozenset(s for s, name in _SERIES.items() if name == "Halogens")
# the non-metals (H, C, N, O, P, S, Se, the halogens and the noble gases) and the metalloids (B, Si, Ge, As, Sb, Te)
NONMETALS = frozenset(s for s, name in _SERIES.items() if name in ("Nonmetals", "Halogens", "Noble gases"))
METALLOIDS = frozenset(s for s, name in _SERIES.items() if name == "Metalloids")
# spellings that differ from mendeleev's names (British ones)
ELEMENT_NAMES = {name.lower(): sym for sym, name in ELEMENTS.items()}
ELEMENT_NAMES.update({"aluminium": "Al", "caesium": "Cs", "sulphur": "S"})

# property id -> (canonical unit, names): derived from the property catalogue (core/matid/catalogue.toml), the
# one place properties are declared
def _catalogue_properties() -> dict[str, tuple[str, tuple[str, ...]]]:
    return {p.id: (p.unit, (p.name, *p.synonyms)) for p in catalogue().properties.values()}


PROPERTIES: dict[str, tuple[str, tuple[str, ...]]] = _catalogue_properties()
# phase id -> names (the first is how it is displayed): from the catalogue's [vocabulary.phases]
def _catalogue_phases() -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for name, pid in catalogue().vocabulary.phases.items():
        out.setdefault(pid, []).append(name)
    return {pid: tuple(names) for pid, names in out.items()}


PHASES: dict[str, tuple[str, ...]] = _catalogue_phases()
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
# named materials: name -> canonical id (an alias of a composition maps to its comp: id), and the upper-case acronyms
# that read like element strings but are not compositions: the catalogue's [vocabulary] tables
NAMED_MATERIALS: dict[str, str] = dict(catalogue().vocabulary.named_materials)
NOT_COMPOSITIONS = catalogue().vocabulary.not_compositions


def property_name(pid: str) -> str:
    """A property's display name: the catalogue's name, or an open-vocabulary id in words."""
    return catalogue().name_of(pid)
