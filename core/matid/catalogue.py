"""The property catalogue: what the recogniser knows of properties, conditions and the general word classes its
rules read, as data (``core/matid/catalogue.toml``), loaded once and validated.

One ``[[property]]`` entry declares a property: its id, display name, category, the names and symbols papers
write it with, its canonical unit and that unit's dimension, the other units of that dimension it is written
in, units of another dimension papers also use for it (``alt_units``), a plausible range and a kind. Adding a
property is adding one entry; no code changes (docs/CATALOGUE.md).

Categories (``CATEGORIES``): mechanical, thermal, thermodynamic, electrical, dielectric, magnetic,
superconducting, electrochemical, hydrogen_storage, optical, photovoltaic, thermoelectric, catalytic,
crystallographic, microstructural, physical, compositional, corrosion, shock.

Validation at load time raises ``CatalogueError`` naming the entry and the field: unknown or missing fields,
wrong types, an id that is not snake_case or is used twice, an unknown category or kind, a name or synonym
claimed by two properties, a symbol claimed twice within one category, a range with low > high, a unit whose
dimension (pint, through ``core.units``) is not the declared one, an alternative unit of the declared
dimension (it belongs in ``units``), a unit implied by two properties, and the same checks for conditions,
head nouns and the vocabulary tables.
"""
from __future__ import annotations

import re
import tomllib
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Mapping
from .. import units

CATALOGUE_PATH = Path(__file__).with_name("catalogue.toml")

CATEGORIES: tuple[str, ...] = (
    "mechanical",        # strength, ductility, hardness, elastic constants, toughness, fatigue, creep, wear
    "thermal",           # transition temperatures, thermal conductivity, expansion, heat capacity
    "thermodynamic",     # enthalpies, entropies, free energies, activation and formation energies
    "electrical",        # conductivity, resistivity, carriers, work function
    "dielectric",        # permittivity, loss, polarisation, breakdown, piezoelectricity
    "magnetic",          # magnetisation, coercivity, ordering temperatures, magnetocaloric effect
    "superconducting",   # Tc, critical fields and currents, characteristic lengths, gap
    "electrochemical",   # batteries, fuel cells, electrolysers, supercapacitors
    "hydrogen_storage",  # plateau pressures, hydride thermodynamics, capacities
    "optical",           # band gap, absorption, refraction, luminescence
    "photovoltaic",      # solar-cell figures of merit
    "thermoelectric",    # Seebeck coefficient, power factor, ZT
    "catalytic",         # (electro/photo)catalysis: overpotential, Tafel slope, TOF, activity, selectivity
    "crystallographic",  # lattice parameters, cell volume, crystallite size, radii
    "microstructural",   # grain and particle size, phase and volume fractions, porosity, defects
    "physical",          # density, dimensions, surface area, sound velocity, diffusion
    "compositional",     # fractions of a composition, alloy-design parameters (VEC, δ, Ω)
    "corrosion",         # corrosion rate, potentials and current densities
    "shock",             # shock physics: HEL, spall strength, Hugoniot
)
# categories whose properties are a device's figures of merit, not a material's own (a solar cell's PCE, V oc): a
# value of one belongs to the device, never to a partner the paper blends with its samples
DEVICE_CATEGORIES = ("photovoltaic",)
KINDS = ("ratio", "rate", "loss", "composition")
VOCABULARY_TABLES = (
    "specimen_nouns", "dimension_nouns", "setting_phrases", "count_nouns", "not_property_heads", "scatter_nouns",
    "statistic_words", "not_property_words", "hardness_scales", "structural_units", "phase_nouns",
    "material_class_nouns", "vague_heads", "oxide_names", "organic_cations", "material_name_suffixes",
    "bulk_material_nouns", "technology_names", "compound_class_modifiers", "test_verbs", "change_nouns", "change_of_nouns", "change_verbs",
    "morphology_nouns", "apparatus_nouns", "calibration_nouns", "additive_nouns", "synthesis_words", "loss_verbs",
    "decrease_verbs",
    "element_form_nouns",
    "element_sample_words", "test_modifiers", "common_names", "standard_bodies", "processes",
    "reference_sample_words", "component_roles", "device_part_nouns", "medium_nouns", "orientation_labels", "topic_frames",
    "generic_nouns", "amount_nouns", "substance_words", "role_nouns", "layer_nouns", "gas_names",
    "composite_nouns", "anion_nouns", "ambiguous_symbols", "ambiguous_element_names", "capitals_only", "doping_type_prefixes", "class_abbreviations", "compound_classes", "generic_formula_sites", "generic_formula_elements", "criterion_phrases", "not_compositions", "perovskite_b_site", "target_verbs", "addition_nouns", "agent_nouns",
    "method_verbs", "loading_modes", "hedge_words", "comparison_phrases", "comparatives", "shift_words", "modification_participles", "device_partner_roles", "device_layer_roles", "device_electrode_nouns", "reagent_participles",
    "process_participles",
    "relation_verbs", "verb_nouns", "method_words", "named_materials", "phases", "irregular_verb_forms",
    "reference_electrodes", "not_quantity_words", "method_sources", "transition_criteria", "field_relations",
)
# name = "Formula" (or short name; a process's id for ``processes``; a relation's type for ``relation_verbs``; the
# noun for ``verb_nouns``; the loading mode for ``loading_modes``; the method for ``method_words`` and ``method_sources``; the criterion for ``transition_criteria``; the relation's sign for ``field_relations``; the MatID for ``named_materials`` and ``reference_electrodes``; the phase's id for
# ``phases``; the forms, space-separated, for ``irregular_verb_forms``)
_MAPPING_TABLES = ("oxide_names", "organic_cations", "common_names", "processes", "relation_verbs", "verb_nouns", "loading_modes",
                   "method_words", "named_materials", "phases", "irregular_verb_forms", "reference_electrodes",
                   "method_sources", "transition_criteria", "field_relations")
# tables whose words are nouns: their regular plurals are added at load time ("specimen" -> "specimens")
_NOUN_TABLES = {"specimen_nouns", "dimension_nouns", "setting_phrases", "count_nouns", "not_property_heads",
                "scatter_nouns", "structural_units", "phase_nouns", "material_class_nouns", "vague_heads",
                "apparatus_nouns", "calibration_nouns", "additive_nouns", "element_form_nouns", "device_part_nouns",
                "medium_nouns", "anion_nouns"}
CASE_SENSITIVE_TABLES = {"hardness_scales", "role_nouns", "ambiguous_symbols", "not_compositions", "perovskite_b_site",
                         "generic_formula_sites", "generic_formula_elements"}

_PROPERTY_FIELDS = {"id": str, "name": str, "category": str, "unit": str, "dimension": str, "synonyms": list,
                    "symbols": list, "units": list, "alt_units": list, "range": list, "kind": str,
                    "bare_unit": str, "implied_by_units": list, "cues": list, "transition_cues": list,
                    "spectra": list, "features": list, "unspecified": bool, "loading_mode": str, "shared_names": list,
                    "thousands_unit": str, "table_symbols": list,
                    "bare_range": list}
_PROPERTY_REQUIRED = ("id", "name", "category", "unit", "dimension")
_CONDITION_FIELDS = {"key": str, "names": list, "unit": str, "dimension": str, "units": list, "alt_units": list,
                     "introduced_by": list, "introduced_units": list, "as_value": str,
                     "values": list, "named_within": int}
_CONDITION_REQUIRED = ("key", "names", "unit", "dimension")
_HEAD_FIELDS = {"noun": str, "units": list, "condition_alone": bool}
_HEAD_REQUIRED = ("noun", "units")
_TOP_LEVEL = {"property", "condition", "head_noun", "vocabulary", "units"}


class CatalogueError(ValueError):
    """The catalogue is malformed; the message names the entry and the field."""


# --- units and dimensions ------------------------------------------------------------------------------------
# pint forms of the spellings core.units does not read yet (the catalogue's [units] pending list); every other unit
# is read by core.units. TODO(units): drop an entry here when core.units reads its unit
_PINT_FALLBACK = {
    "Ω/sq": "ohm", "mpy": "mil_length / year", "ps": "ps",
}


def _core_units():
    return units


# dimensions pint gave for the catalogue's units, read back from the cache file of this very catalogue text, this
# core/units.py and this pint: reading 170 units through core.units costs ~30 ms, the file ~1 ms
_KNOWN: dict[str, str | None] = {}


def _cache_file(text: str) -> Path | None:
    """~/.cache/grag/catalogue/unit-dimensions-<hash>.json ($GRAG_CACHE_DIR instead of ~/.cache/grag), the hash
    of everything the dimensions depend on: the catalogue's text, core/units.py, pint's version, the fallbacks."""
    try:
        import hashlib
        import os

        import pint
        h = hashlib.sha1(text.encode("utf-8"))
        h.update(Path(_core_units().__file__).read_bytes())
        h.update(f"{pint.__version__}{sorted(_PINT_FALLBACK.items())}".encode("utf-8"))
        base = Path(os.environ.get("GRAG_CACHE_DIR") or Path.home() / ".cache" / "grag")
        return base / "catalogue" / f"unit-dimensions-{h.hexdigest()[:16]}.json"
    except Exception:  # noqa: BLE001  (no cache: computed)
        return None


def _read_cache(file: Path | None) -> dict:
    import json
    try:
        data = json.loads(file.read_text(encoding="utf-8")) if file else {}
    except (OSError, ValueError):
        return {}
    ok = isinstance(data, dict) and all(isinstance(k, str) and (v is None or isinstance(v, str)) for k, v in data.items())
    return data if ok else {}


def _write_cache(file: Path | None, units: set[str]) -> None:
    import json
    import os
    if file is None or file.exists():
        return
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        tmp = file.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps({u: unit_dimension(u) for u in sorted(units)}, ensure_ascii=False), encoding="utf-8")
        tmp.replace(file)
    except OSError:
        pass


def _fallback_form(unit: str) -> str:
    return _PINT_FALLBACK.get(unit) or getattr(_core_units(), "_PINT_FORMS", {}).get(unit, unit) or "dimensionless"


@lru_cache(maxsize=None)
def unit_dimension(unit: str) -> str | None:
    """The dimensionality of a unit as pint prints it ("[mass] / [length] / [time] ** 2" for MPa,
    "dimensionless" for % and "", "[hardness_vickers]" for HV), or None when it is no unit we can read:
    ``core.units.unit_dimension``, or pint directly for a spelling core.units does not read yet."""
    if unit == "":
        return "dimensionless"
    if unit in _KNOWN:
        return _KNOWN[unit]
    U = _core_units()
    own = getattr(U, "unit_dimension", None)
    if own is not None:
        try:
            return str(own(unit))
        except Exception:  # noqa: BLE001  (not read by core.units: pint directly below)
            pass
    try:
        return str(U.ureg().parse_units(_fallback_form(unit)).dimensionality)
    except Exception:  # noqa: BLE001  (pint raises many kinds)
        return None


_DIM_TERM = re.compile(r"\s*([*/])?\s*(\[[^\]]+\]|1)(?:\s*\*\*\s*([-+]?[\d.]+))?")


@lru_cache(maxsize=None)
def dimension_key(dimension: str) -> str:
    """A dimension written in a canonical order, so that two spellings of one dimension compare equal (pint prints
    "[mass] * [length] / [time] ** 2" for N but "[length] * [mass] / [time] ** 2" for gf)."""
    if dimension.strip() in ("", "dimensionless"):
        return "dimensionless" if dimension.strip() else ""
    exps: dict[str, float] = {}
    pos, text = 0, dimension.strip()
    while pos < len(text):
        m = _DIM_TERM.match(text, pos)
        if not m or m.end() == pos:
            return text                                  # not a dimension pint writes: compared as written
        op, name, exp = m.groups()
        if name != "1":
            e = float(exp) if exp else 1.0
            exps[name] = exps.get(name, 0.0) + (-e if op == "/" else e)
        pos = m.end()
    parts = [f"{n} ** {e:g}" if e != 1 else n for n, e in sorted(exps.items()) if e]
    return " * ".join(parts) or "dimensionless"


def _convert(value: float, unit: str, to_unit: str) -> float:
    if unit == to_unit:
        return value
    U = _core_units()
    try:
        return U.convert(value, unit, to_unit)
    except Exception:  # noqa: BLE001  (a spelling core.units does not read yet)
        reg = U.ureg()
        return float(reg.Quantity(value, _fallback_form(unit)).to(_fallback_form(to_unit)).magnitude)


# --- names and symbols as keys ---------------------------------------------------------------------------------
_QUOTES = str.maketrans({"’": "", "‘": "", "ʼ": "", "′": "", "'": "", "`": ""})
_DASHES = re.compile(r"[-‐‑‒–—]+")


# Latin nouns of property names, singular and plural ending: "moduli", "absorption maxima", "spectra"
LATIN_PLURALS = (("ulus", "uli"), ("imum", "ima"), ("trum", "tra"), ("index", "indices"))


def singular(word: str) -> str:
    """A noun's regular singular ("capacities" -> "capacity", "losses" -> "loss", "ratios" -> "ratio"), and the
    Latin ones of ``LATIN_PLURALS`` ("maxima" -> "maximum"); words that only look plural stay ("stress", "modulus",
    "analysis", "gas")."""
    w = word
    for one, many in LATIN_PLURALS:
        if len(w) > len(many) + 2 and w.endswith(many):
            return w[:-len(many)] + one
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if w.endswith(("sses", "shes", "ches", "xes", "zzes")):
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is", "as", "ys")):
        return w[:-1]
    return w


def plural(word: str) -> str:
    """A noun's regular plural (the last word of a phrase: "heating rate" -> "heating rates")."""
    head, _, last = word.rpartition(" ")
    if last.endswith(("s", "x", "z", "ch", "sh")):
        last += "es"
    elif last.endswith("y") and len(last) > 1 and last[-2] not in "aeiou":
        last = last[:-1] + "ies"
    else:
        last += "s"
    return f"{head} {last}" if head else last


def name_key(phrase: str) -> str:
    """A name as a lookup key: lower case, apostrophes dropped, dashes as spaces, the last word singular
    ("Young’s moduli" -> "youngs modulus", "Stacking-fault energies" -> "stacking fault energy")."""
    s = unicodedata.normalize("NFKC", phrase).lower().translate(_QUOTES)
    s = _DASHES.sub(" ", s)
    words = s.split()
    if not words:
        return ""
    words[-1] = singular(words[-1])
    return " ".join(words)


_SYMBOL_TR = str.maketrans({"∆": "Δ", "µ": "μ", "′": "'", "’": "'", "−": "-", "ϕ": "φ", "ϑ": "θ"})


def symbol_key(symbol: str) -> str:
    """A symbol as a lookup key, case kept: subscript marks, braces and spaces dropped, look-alike letters
    unified ("K_{IC}" = "KIC", "∆H" = "ΔH", "µ0Hc2" = "μ0Hc2")."""
    return re.sub(r"[\s_{}]", "", symbol).translate(_SYMBOL_TR)


def _unit_family(unit: str) -> str:
    """Units of one dimension that measure different things: a pressure or stress ("bar", "MPa") and an energy per
    volume ("MJ/m³", "Wh/L", "MGOe"); "" for any other unit."""
    if re.search(r"J|Wh|MGOe", unit):
        return "energy"
    if re.search(r"Pa|bar|atm|Torr|psi|ksi", unit):
        return "pressure"
    return ""


# --- records -------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class PropertyDef:
    id: str
    name: str
    category: str
    synonyms: tuple[str, ...]
    symbols: tuple[str, ...]
    unit: str                        # canonical unit, as core.units spells it
    dimension: str                   # pint's dimensionality of ``unit``
    units: tuple[str, ...]           # other units of the same dimension
    alt_units: tuple[str, ...]       # units of another dimension papers use for it (hardness in GPa)
    range: tuple[float, float] | None  # plausible values in ``unit``
    kind: str = ""                   # "ratio", "rate", "loss" (what a value lost over a test) or ""
    bare_unit: str = ""              # the unit a value written with no unit is in (δ of an alloy: %)
    # the values a number written with no unit may have, in ``bare_unit`` (a molecular weight: from a thousand; "an M n
    # of 25" is in kDa as often as in g/mol)
    bare_range: tuple[float, float] | None = None
    implied_by_units: tuple[str, ...] = ()   # units that name this property when nothing else does (HV)
    cues: tuple[str, ...] = ()       # words that, leading to a value of its dimension, name it ("operated for 200 h")
    # a transition named before "at", "below" or "around" a temperature: the property ("becomes superconducting at
    # 39 K", "a ferromagnetic transition near 320 K")
    transition_cues: tuple[str, ...] = ()
    # the names of a spectrum (``spectra``: "absorption", "PL") and of its features (``features``: "peak",
    # "shoulder") whose position the value is, written apart ("a broad absorption with a maximum centered at 794 nm")
    spectra: tuple[str, ...] = ()
    features: tuple[str, ...] = ()
    # a general name papers use when they do not say which kind ("conductivity": electrical, ionic or total): its
    # value may answer a question about one of the kinds whose names end in it; a general name that is one quantity
    # of its own ("enthalpy", of a reaction; "density", of mass) may not
    unspecified: bool = False
    # the loading mode the property is measured in by its definition ("elongation": tension): a value measured in
    # another mode (a compressive fracture strain) is no value of it for a question
    loading_mode: str = ""
    # the unit of a value written with "K" (thousands) after its name ("the M n of PTTBTz is 6.73 K" is 6.73 kg/mol,
    # no temperature)
    thousands_unit: str = ""
    # its names (synonyms or symbols) that other fields use for another property ("open-circuit potential": a
    # corrosion potential to a corrosion scientist, a cell's open-circuit voltage to an electrochemist): a value named
    # by one is read as this property but never surely
    shared_names: tuple[str, ...] = ()
    # symbols that name it in a table's column only beside columns of its own category, being another category's
    # property's symbol elsewhere ("δ (%)" beside σy and σUTS: the elongation; in text, an alloy's atomic size mismatch)
    table_symbols: tuple[str, ...] = ()
    alt_dimensions: frozenset[str] = field(default_factory=frozenset)   # dimension_key of each alt unit

    def shares_name(self, written: str) -> bool:
        """Is this written name of the property one that other fields use for another?"""
        return any(name_key(written) == name_key(n) or symbol_key(written) == symbol_key(n) for n in self.shared_names)

    @property
    def all_units(self) -> tuple[str, ...]:
        return (self.unit, *self.units, *self.alt_units)

    @property
    def dimension_key(self) -> str:
        return dimension_key(self.dimension)

    @property
    def dimensions(self) -> frozenset[str]:
        """dimension_key of every unit the property may be written in."""
        return frozenset({self.dimension_key}) | self.alt_dimensions


@dataclass(frozen=True)
class ConditionDef:
    key: str                          # as Measurement.conditions stores it (temperature_K, pressure_bar …)
    names: tuple[str, ...]
    unit: str                         # "" for a count (dimensionless) or for a condition that is no quantity
    dimension: str                    # "" when the condition is no quantity (loading mode, atmosphere)
    units: tuple[str, ...] = ()
    alt_units: tuple[str, ...] = ()
    values: tuple[str, ...] = ()      # the values a condition that is no quantity takes
    introduced_by: tuple[str, ...] = ()   # words that alone make a value in its dimension this condition ("at 0.7 V")
    introduced_units: tuple[str, ...] = ()   # the units those words alone lead to it in (() = any of its dimension)
    as_value: str = ""                # the property a setting of this condition is too ("0.6 W/cm² at 0.7 V": a voltage)
    named_within: int = 0             # a value in its dimension this many characters after one of its names is it
    alt_dimensions: frozenset[str] = field(default_factory=frozenset)


@dataclass(frozen=True)
class HeadNoun:
    noun: str
    units: tuple[str, ...]            # example units of the values it may head; () = any
    dimensions: frozenset[str]        # dimension_key of each unit
    condition_alone: bool = False     # alone ("a temperature of 300 K") it names a test condition

    def fits(self, unit: str) -> bool:
        """May a value in this unit be what this noun names ("capacity" in mAh/g or wt%, not in K)?"""
        if not self.dimensions:
            return True
        d = unit_dimension(unit)
        return dimension_key(d) in self.dimensions if d is not None else unit in self.units


class Vocabulary(Mapping[str, frozenset]):
    """The general word classes, each a frozenset (nouns with their regular plurals; lower case except the
    hardness scales); ``oxide_names`` maps trivial names to formulas, ``common_names`` names of materials without a
    formula (polymers, forms of carbon) to their short names. ``vocabulary["phase_nouns"]`` or
    ``vocabulary.phase_nouns``."""

    def __init__(self, tables: dict[str, frozenset], mappings: Mapping[str, Mapping[str, str]] | None = None):
        self._tables = dict(tables)
        # the mapping tables (``oxide_names``: trivial names to formulas; ``organic_cations``: "MA" = CH3NH3 in
        # MAPbI3; ``common_names``: "poly(methyl methacrylate)" to PMMA; ``processes``: "sintered" to the process's id,
        # ...): each read as ``vocabulary.<name>[word]``, and as a set of its keys like the word lists
        self._mappings = {name: MappingProxyType(dict((mappings or {}).get(name, {}))) for name in _MAPPING_TABLES}
        for name, table in self._mappings.items():
            self._tables[name] = frozenset(table)

    def __getitem__(self, name: str) -> frozenset:
        return self._tables[name]

    def __getattr__(self, name: str):
        if name.startswith("_"):
            raise AttributeError(name)
        if name in self._mappings:
            return self._mappings[name]
        try:
            return self._tables[name]
        except KeyError:
            raise AttributeError(name) from None

    def __iter__(self):
        return iter(self._tables)

    def __len__(self) -> int:
        return len(self._tables)

    def has(self, table: str, word: str) -> bool:
        """Is this word (any case; singular or plural) in the table?"""
        t = self._tables[table]
        if table in CASE_SENSITIVE_TABLES:
            return word in t
        w = word.lower()
        return w in t or singular(w) in t


@dataclass(frozen=True, eq=False)
class Catalogue:
    properties: Mapping[str, PropertyDef]
    conditions: Mapping[str, ConditionDef]
    head_nouns: Mapping[str, HeadNoun]
    vocabulary: Vocabulary
    pending_units: frozenset[str]            # units used here that core.units does not spell yet
    _names: Mapping[str, str]                # name_key -> property id
    _symbols: Mapping[str, tuple[str, ...]]  # symbol_key -> property ids
    _folded: Mapping[str, tuple[str, ...]]   # casefolded symbol_key -> property ids
    _condition_names: Mapping[str, str]      # name_key -> condition key
    _implied: Mapping[str, str]              # unit -> property id

    # lookups -------------------------------------------------------------------------------------------------
    def by_name(self, phrase: str) -> PropertyDef | None:
        """The property this name or synonym names (any case, singular or plural), or None."""
        pid = self._names.get(name_key(phrase))
        return self.properties[pid] if pid else None

    def by_symbol(self, symbol: str, unit: str = "", fold_case: bool = False) -> list[PropertyDef]:
        """Properties written with this symbol (case-sensitive unless ``fold_case``: for headers set in capitals).
        With a unit, only those whose unit, units or alt_units have its dimension, the one whose canonical unit it
        is first, those that use it as an alternative last; with no unit (""), all of them, in catalogue order."""
        key = symbol_key(symbol)
        pids = self._folded.get(key.casefold(), ()) if fold_case else self._symbols.get(key, ())
        props = [self.properties[p] for p in pids]
        if unit == "" or unit is None:
            return props
        return self._by_unit(props, unit)

    def by_dimension(self, unit: str) -> list[PropertyDef]:
        """Properties whose values may be written in this unit's dimension: those whose canonical unit it is first,
        then those that list it, those of its dimension, and those that use it as an alternative (hardness in GPa)."""
        return self._by_unit(list(self.properties.values()), unit)

    def _by_unit(self, props: list[PropertyDef], unit: str) -> list[PropertyDef]:
        d = unit_dimension(unit)
        if d is None:                                    # a unit pint cannot read: only as written
            return [p for p in props if unit in p.all_units]
        d = dimension_key(d)
        # the property whose canonical unit it is first ("d" in nm: crystallite size; in µm: particle size), then
        # those that list it, then those of its dimension, then those that use it as an alternative
        rank = lambda p: 0 if p.unit == unit else 1 if unit in p.units else 2 if p.dimension_key == d else 3  # noqa: E731
        # (a pressure is no energy per volume, though of its dimension: "0.3 bar" is no energy absorption in MJ/m³)
        family = _unit_family(unit)
        return sorted((p for p in props if (p.dimension_key == d or d in p.alt_dimensions)
                       and (not family or any(_unit_family(u) in ("", family) for u in p.all_units))), key=rank)

    def implied_by(self, unit: str) -> PropertyDef | None:
        """The property a value in this unit is of when nothing else names one ("HV" -> hardness), or None."""
        pid = self._implied.get(unit)
        return self.properties[pid] if pid else None

    def plausible(self, pid: str, value, unit: str) -> bool | None:
        """Is the value (or both ends of a range) within the property's range, converted to its unit? None when
        the property has no range or the unit does not convert (another dimension, unreadable)."""
        p = self.properties.get(pid)
        if p is None or p.range is None:
            return None
        unit = unit if unit or not p.bare_unit else p.bare_unit
        lo, hi = p.range
        values = value if isinstance(value, (tuple, list)) else (value,)
        try:
            converted = [_convert(float(v), unit, p.unit) for v in values]
        except Exception:
            return None
        return all(lo <= v <= hi for v in converted)

    def name_of(self, pid: str) -> str:
        """A property's display name, or an open-vocabulary id in words."""
        p = self.properties.get(pid)
        return p.name if p else pid.replace("_", " ")

    @property
    def categories(self) -> Mapping[str, tuple[str, ...]]:
        """Each category (in CATEGORIES order) with the ids of its properties."""
        out: dict[str, list[str]] = {c: [] for c in CATEGORIES}
        for p in self.properties.values():
            out[p.category].append(p.id)
        return MappingProxyType({c: tuple(ids) for c, ids in out.items()})

    def by_category(self, category: str) -> list[PropertyDef]:
        return [p for p in self.properties.values() if p.category == category]

    def condition_by_name(self, phrase: str) -> ConditionDef | None:
        key = self._condition_names.get(name_key(phrase))
        return self.conditions[key] if key else None

    def head_noun(self, noun: str) -> HeadNoun | None:
        """The head noun entry for this noun (singular or plural), or None."""
        n = noun.lower()
        return self.head_nouns.get(n) or self.head_nouns.get(singular(n))


# --- loading -------------------------------------------------------------------------------------------------
def _where(section: str, i: int, entry: dict, id_field: str) -> str:
    ident = entry.get(id_field) if isinstance(entry, dict) else None
    return f"{section} {ident!r} (entry {i + 1})" if isinstance(ident, str) else f"{section} entry {i + 1}"


def _check_fields(where: str, entry, allowed: dict, required: tuple[str, ...]) -> None:
    if not isinstance(entry, dict):
        raise CatalogueError(f"{where}: not a table")
    for k, v in entry.items():
        if k not in allowed:
            raise CatalogueError(f"{where}: unknown field {k!r}")
        want = allowed[k]
        ok = isinstance(v, want) and not (want is not bool and isinstance(v, bool))
        if not ok:
            raise CatalogueError(f"{where}: field {k!r} must be {want.__name__}, not {type(v).__name__}")
        if want is list and k not in ("range", "bare_range") and not all(isinstance(x, str) for x in v):
            raise CatalogueError(f"{where}: field {k!r} must be a list of strings")
    for k in required:
        if k not in entry:
            raise CatalogueError(f"{where}: missing field {k!r}")


def _dimension_of(where: str, fld: str, unit: str) -> str:
    d = unit_dimension(unit)
    if d is None:
        raise CatalogueError(f"{where}: field {fld!r}: unit {unit!r} is not readable by pint")
    return d


def _check_units(where: str, unit: str, dimension: str, units, alt_units) -> frozenset[str]:
    """The declared dimension against unit and units; the dimensions of alt_units (none the declared one)."""
    got = _dimension_of(where, "unit", unit)
    if dimension_key(got) != dimension_key(dimension):
        raise CatalogueError(f"{where}: field 'dimension': {dimension!r} is not the dimension of its unit "
                             f"{unit!r} ({got!r})")
    for u in units:
        d = _dimension_of(where, "units", u)
        if dimension_key(d) != dimension_key(dimension):
            raise CatalogueError(f"{where}: field 'units': {u!r} has dimension {d!r}, not the declared {dimension!r}")
    alt = set()
    for u in alt_units:
        d = dimension_key(_dimension_of(where, "alt_units", u))
        if d == dimension_key(dimension):
            raise CatalogueError(f"{where}: field 'alt_units': {u!r} has the declared dimension; it belongs in 'units'")
        alt.add(d)
    return frozenset(alt)


_ID_RE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")


def _checked_values(where: str, e: dict) -> tuple:
    """A property entry's kind, range, units and the fields that must agree with its names or units, checked:
    (kind, range, units, alt_units, alt dimensions, bare unit)."""
    kind = e.get("kind", "")
    if kind and kind not in KINDS:
        raise CatalogueError(f"{where}: field 'kind': unknown kind {kind!r} (one of {', '.join(KINDS)})")
    rng = _range(where, "range", e.get("range"))
    units, alt_units = tuple(e.get("units", ())), tuple(e.get("alt_units", ()))
    alt_dims = _check_units(where, e["unit"], e["dimension"], units, alt_units)
    bare = e.get("bare_unit", "")
    if bare and dimension_key(_dimension_of(where, "bare_unit", bare)) != dimension_key(e["dimension"]):
        raise CatalogueError(f"{where}: field 'bare_unit': {bare!r} is not of the declared dimension")
    if e.get("thousands_unit") and e["thousands_unit"] not in (e["unit"], *e.get("units", ())):
        raise CatalogueError(f"{where}: field 'thousands_unit': {e['thousands_unit']!r} is none of its units")
    for n in e.get("shared_names", ()):
        if n not in (e["name"], *e.get("synonyms", ()), *e.get("symbols", ())):
            raise CatalogueError(f"{where}: field 'shared_names': {n!r} is none of the property's names or symbols")
    if bool(e.get("spectra")) != bool(e.get("features")):
        raise CatalogueError(f"{where}: fields 'spectra' and 'features' go together (a spectrum and its features)")
    return kind, rng, units, alt_units, alt_dims, bare


def _range(where: str, name: str, rng) -> tuple[float, float] | None:
    """A [low, high] field as two floats (None when absent)."""
    if rng is None:
        return None
    if len(rng) != 2 or not all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in rng):
        raise CatalogueError(f"{where}: field '{name}' must be [low, high] numbers")
    if rng[0] > rng[1]:
        raise CatalogueError(f"{where}: field '{name}': low {rng[0]} > high {rng[1]}")
    return float(rng[0]), float(rng[1])


def _properties(raw: list) -> tuple[dict, dict, dict, dict, dict]:
    props: dict[str, PropertyDef] = {}
    names: dict[str, str] = {}
    symbols: dict[str, list[str]] = {}
    by_cat_symbol: dict[tuple[str, str], str] = {}
    implied: dict[str, str] = {}
    if not isinstance(raw, list):
        raise CatalogueError("[[property]] must be an array of tables")
    for i, e in enumerate(raw):
        where = _where("property", i, e, "id")
        _check_fields(where, e, _PROPERTY_FIELDS, _PROPERTY_REQUIRED)
        pid = e["id"]
        if not _ID_RE.fullmatch(pid):
            raise CatalogueError(f"{where}: field 'id': {pid!r} is not snake_case")
        if pid in props:
            raise CatalogueError(f"{where}: field 'id': duplicate id {pid!r}")
        if e["category"] not in CATEGORIES:
            raise CatalogueError(f"{where}: field 'category': unknown category {e['category']!r} "
                                 f"(one of {', '.join(CATEGORIES)})")
        kind, rng, units, alt_units, alt_dims, bare = _checked_values(where, e)
        for u in e.get("implied_by_units", ()):
            if u not in (e["unit"], *units, *alt_units):
                raise CatalogueError(f"{where}: field 'implied_by_units': {u!r} is none of the property's units")
            if u in implied:
                raise CatalogueError(f"{where}: field 'implied_by_units': {u!r} is already implied by "
                                     f"{implied[u]!r}")
            implied[u] = pid
        for fld, phrase in [("name", e["name"])] + [("synonyms", s) for s in e.get("synonyms", ())]:
            key = name_key(phrase)
            if not key:
                raise CatalogueError(f"{where}: field {fld!r}: empty name")
            if names.get(key, pid) != pid:
                raise CatalogueError(f"{where}: field {fld!r}: {phrase!r} is already a name of {names[key]!r}")
            names[key] = pid
        for s in e.get("symbols", ()):
            key = symbol_key(s)
            if not key:
                raise CatalogueError(f"{where}: field 'symbols': empty symbol")
            other = by_cat_symbol.get((e["category"], key))
            if other and other != pid:
                raise CatalogueError(f"{where}: field 'symbols': {s!r} is already a symbol of {other!r} in category "
                                     f"{e['category']!r}")
            by_cat_symbol[(e["category"], key)] = pid
            if pid not in symbols.setdefault(key, []):
                symbols[key].append(pid)
        props[pid] = PropertyDef(
            id=pid, name=e["name"], category=e["category"], synonyms=tuple(e.get("synonyms", ())),
            symbols=tuple(e.get("symbols", ())), unit=e["unit"], dimension=e["dimension"], units=units,
            alt_units=alt_units, range=rng, kind=kind, bare_unit=bare,
            implied_by_units=tuple(e.get("implied_by_units", ())), cues=tuple(e.get("cues", ())),
            transition_cues=tuple(e.get("transition_cues", ())), spectra=tuple(e.get("spectra", ())),
            features=tuple(e.get("features", ())), unspecified=bool(e.get("unspecified", False)),
            loading_mode=e.get("loading_mode", ""), shared_names=tuple(e.get("shared_names", ())),
            thousands_unit=e.get("thousands_unit", ""), table_symbols=tuple(e.get("table_symbols", ())),
            bare_range=_range(where, "bare_range", e.get("bare_range")),
            alt_dimensions=alt_dims)
    folded: dict[str, list[str]] = {}
    for key, pids in symbols.items():
        for p in pids:
            if p not in folded.setdefault(key.casefold(), []):
                folded[key.casefold()].append(p)
    return props, names, {k: tuple(v) for k, v in symbols.items()}, {k: tuple(v) for k, v in folded.items()}, implied


def _conditions(raw: list) -> tuple[dict, dict]:
    conds: dict[str, ConditionDef] = {}
    names: dict[str, str] = {}
    if not isinstance(raw, list):
        raise CatalogueError("[[condition]] must be an array of tables")
    for i, e in enumerate(raw):
        where = _where("condition", i, e, "key")
        _check_fields(where, e, _CONDITION_FIELDS, _CONDITION_REQUIRED)
        key = e["key"]
        if key in conds:
            raise CatalogueError(f"{where}: field 'key': duplicate key {key!r}")
        units, alt_units = tuple(e.get("units", ())), tuple(e.get("alt_units", ()))
        if e["dimension"] == "":                   # no quantity: a mode, an atmosphere, a processing route
            if e["unit"] or units or alt_units:
                raise CatalogueError(f"{where}: field 'unit': a condition with no dimension takes no unit")
            alt_dims: frozenset[str] = frozenset()
        else:
            alt_dims = _check_units(where, e["unit"], e["dimension"], units, alt_units)
        for n in e["names"]:
            k = name_key(n)
            if names.get(k, key) != key:
                raise CatalogueError(f"{where}: field 'names': {n!r} is already a name of condition {names[k]!r}")
            names[k] = key
        conds[key] = ConditionDef(key=key, names=tuple(e["names"]), unit=e["unit"], dimension=e["dimension"],
                                  units=units, alt_units=alt_units, values=tuple(e.get("values", ())),
                                  introduced_by=tuple(e.get("introduced_by", ())), alt_dimensions=alt_dims,
                                  introduced_units=tuple(e.get("introduced_units", ())),
                                  as_value=e.get("as_value", ""), named_within=e.get("named_within", 0))
    return conds, names


def _head_nouns(raw: list) -> dict:
    heads: dict[str, HeadNoun] = {}
    if not isinstance(raw, list):
        raise CatalogueError("[[head_noun]] must be an array of tables")
    for i, e in enumerate(raw):
        where = _where("head_noun", i, e, "noun")
        _check_fields(where, e, _HEAD_FIELDS, _HEAD_REQUIRED)
        noun = e["noun"]
        if noun != noun.lower() or " " in noun.strip():
            raise CatalogueError(f"{where}: field 'noun': {noun!r} must be one lower-case word")
        if noun in heads:
            raise CatalogueError(f"{where}: field 'noun': duplicate head noun {noun!r}")
        dims = frozenset(dimension_key(_dimension_of(where, "units", u)) for u in e["units"])
        heads[noun] = HeadNoun(noun=noun, units=tuple(e["units"]), dimensions=dims,
                               condition_alone=e.get("condition_alone", False))
    return heads


def _vocabulary(raw, heads: dict) -> Vocabulary:
    if not isinstance(raw, dict):
        raise CatalogueError("[vocabulary] must be a table")
    for name in raw:
        if name not in VOCABULARY_TABLES:
            raise CatalogueError(f"vocabulary {name!r}: unknown table (one of {', '.join(VOCABULARY_TABLES)})")
    for name in VOCABULARY_TABLES:
        if name not in raw:
            raise CatalogueError(f"vocabulary {name!r}: missing table")
    for name in _MAPPING_TABLES:
        table = raw[name]
        if not isinstance(table, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in table.items()):
            raise CatalogueError(f"vocabulary {name!r}: must map names to strings (name = \"Formula\")")
    tables = {}
    for name in VOCABULARY_TABLES:
        if name in _MAPPING_TABLES:
            continue
        ws = raw[name]
        if not isinstance(ws, list) or not all(isinstance(w, str) and w.strip() for w in ws):
            raise CatalogueError(f"vocabulary {name!r}: must be a list of words")
        if name not in CASE_SENSITIVE_TABLES:
            bad = [w for w in ws if w != w.lower()]
            if bad:
                raise CatalogueError(f"vocabulary {name!r}: {bad[0]!r} must be lower case")
        words = set(ws)
        if name in _NOUN_TABLES:
            words |= {plural(w) for w in ws if singular(w) == w}
        tables[name] = frozenset(words)
    clash = sorted(tables["not_property_heads"] & set(heads))
    if clash:
        raise CatalogueError(f"vocabulary 'not_property_heads': {clash[0]!r} is also a [[head_noun]]")
    return Vocabulary(tables, {name: raw[name] for name in _MAPPING_TABLES})


def load(path: str | Path | None = None, *, text: str | None = None, cache: bool | None = None) -> Catalogue:
    """The catalogue from a file (default: core/matid/catalogue.toml) or from TOML text, validated. ``cache``
    (default: for the project's own file) reads the dimensions of its units from the cache file that an earlier
    load of the same text, core/units.py and pint wrote, and writes it when there is none."""
    if cache is None:
        cache = text is None and path is None
    if text is None:
        text = Path(path or CATALOGUE_PATH).read_text(encoding="utf-8")
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CatalogueError(f"catalogue is not valid TOML: {exc}") from None
    file = _cache_file(text) if cache else None
    _KNOWN.clear()
    _KNOWN.update(_read_cache(file))
    try:
        out = _load(raw)
    finally:
        _KNOWN.clear()
    if file is not None:
        units = {u for p in out.properties.values() for u in p.all_units} | out.pending_units
        units |= {u for c in out.conditions.values() for u in (c.unit, *c.units, *c.alt_units)}
        units |= {u for h in out.head_nouns.values() for u in h.units}
        _write_cache(file, units - {""})
    return out


def _load(raw: dict) -> Catalogue:
    for k in raw:
        if k not in _TOP_LEVEL:
            raise CatalogueError(f"unknown top-level table {k!r} (one of {', '.join(sorted(_TOP_LEVEL))})")
    props, names, symbols, folded, implied = _properties(raw.get("property", []))
    conds, cond_names = _conditions(raw.get("condition", []))
    for c in conds.values():
        if c.as_value and (c.as_value not in props or props[c.as_value].dimension != c.dimension):
            raise CatalogueError(f"condition {c.key!r}: field 'as_value': {c.as_value!r} is no property of the "
                                 f"condition's dimension")
    heads = _head_nouns(raw.get("head_noun", []))
    vocab = _vocabulary(raw.get("vocabulary", {}), heads)
    pending = raw.get("units", {}).get("pending", []) if isinstance(raw.get("units", {}), dict) else None
    if not isinstance(pending, list) or not all(isinstance(u, str) for u in pending):
        raise CatalogueError("[units] field 'pending' must be a list of unit spellings")
    for u in pending:
        _dimension_of("units", "pending", u)
    return Catalogue(
        properties=MappingProxyType(props), conditions=MappingProxyType(conds), head_nouns=MappingProxyType(heads),
        vocabulary=vocab, pending_units=frozenset(pending), _names=MappingProxyType(names),
        _symbols=MappingProxyType(symbols), _folded=MappingProxyType(folded),
        _condition_names=MappingProxyType(cond_names), _implied=MappingProxyType(implied))


@lru_cache(maxsize=1)
def catalogue() -> Catalogue:
    """The project's catalogue, loaded and validated once per process."""
    return load()
