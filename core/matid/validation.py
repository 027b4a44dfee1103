"""Readings for the checks of binding (``binding.rejection``) and of table rows: a value with a property is a
measurement only when it is none of the things that read like one — a unit taken for a property's name, the scatter
of a method, a test or processing setting, a specimen's dimension, a count, a composition. Each rule is a general
class read from the catalogue's vocabulary (``lexicon.words``), never a word because one paper used it."""
from __future__ import annotations

import re
from functools import lru_cache

from ..units import FRACTION_UNITS, Quantity, compatible, convert, find_quantities, unit_dimension
from .lexicon import HEDGE, alternation, alternatives, words
from .properties import property_like
from .catalogue import catalogue, dimension_key
from .compositions import parse_composition
from .mentions import find_mentions
from .conditions import OWN_RULES, with_plurals
from .vocab import NONMETALS, PROCESSES
from .owners import is_medium, names_a_property
from .codes import CODE_LIKE, is_gas
from .records import MATERIAL_TYPES

# nouns of what a layer-like part of a device or sample is: its thickness is a property ("a 10 µm YSZ layer")
# (where the reagents came from: "purchased from", "obtained from Sigma-Aldrich"; not "obtained from P5", a sample's code)
_REAGENTS = re.compile(r"\b(?i:purchased|supplied|bought|procured)\s+(?i:from|by|at)\b"
                       r"|\b(?i:obtained)\s+from\s+[A-Z](?![\w-]*\d)")
_CLAUSE = re.compile(r"[;:]|,\s*(?:and|but|while|whereas|which)\b|\.\s")


def _words(pid: str) -> list[str]:
    return [w for w in pid.split("_") if w]


@lru_cache(maxsize=4096)
def is_unit_word(word: str) -> bool:
    """Does a word write a unit ("gpa", "mpa", "kpa", "mev")? A property named so is a misreading. Single letters
    ("n", the hardening exponent) are names here."""
    if len(word) < 2 or len(word) > 5 or not word.isalpha():
        return False
    from itertools import product
    forms = ("".join(c.upper() if up else c.lower() for c, up in zip(word, ups))
             for ups in product((False, True), repeat=len(word)))
    for form in forms:
        qs = find_quantities(f"1 {form}")
        if qs and qs[0].end >= len(form) + 1:
            return True
    return False


def names_a_quantity(noun: str) -> bool:
    """Does a head noun name a quantity (capacity, retention, conductivity, strength …)? The catalogue's head
    nouns, or a noun formed as quantities are (-ity, -ance, -ence, -ure, -ness, -ion …)."""
    return property_like(noun)


def why_not_name(pid: str, catalogued: bool) -> str:
    """The reason a property's name (from a sentence's phrase or a column header) names no property, or ""."""
    ws = _words(pid)
    head = ws[-1] if ws else ""
    if not catalogued and any(is_unit_word(w) for w in ws):
        return "a unit read as the property's name"
    if not catalogued and not names_a_quantity(head):
        return "its head noun names no property"
    if head in words("not_property_heads") and not catalogued:
        # (a catalogue property's own name is one: "absorption cross section", a scintillator's "energy resolution")
        return "the scatter or accuracy of a method, not a property"
    phrase = " ".join(ws).replace("-", " ")
    if not catalogued and len(ws) > 1 and (catalogue().condition_by_name(phrase) is not None
                                           or _test_setting_named(ws)
                                           or len(ws) > 2 and catalogue().condition_by_name(" ".join(ws[-2:]))):
        # "the testing temperature increases from 475 to 550 °C"; "in an alternating magnetic field of 20 kA/m": a
        # condition's name of two words with a qualifier the catalogue does not list
        return "a test condition"
    if any(setting == phrase or setting in phrase or set(setting.split()) <= set(ws) for setting in
           words("setting_phrases")):
        return "a test or processing setting"
    if not catalogued and head in words("count_nouns") or re.match(r"number_of", pid):
        return "a count"
    if not catalogued and head in words("medium_nouns"):
        return "the concentration of a solution or a dispersion"      # "aqueous dispersions of 1 mg/mL"
    if len(ws) > 1 and head in words("dimension_nouns") and set(ws) & words("specimen_nouns"):
        return "a specimen's dimension"         # "Sample dimensions Diameter (mm)", "specimen length"
    if not catalogued and len(ws) > 1 and head in words("dimension_nouns") \
            and set(ws) & (words("apparatus_nouns") | words("device_part_nouns")):
        return "a dimension of the apparatus or the device"     # "a culet diameter of 300 μm", "a gate length of 2 μm"
    return ""


def _test_setting_named(ws: list[str]) -> bool:
    """Is a phrase a condition's name that words of a test make a setting ("highest measurement pressure", "applied
    magnetic field"): with those words and statistics left out, a catalogue condition's name?"""
    rest = [w for w in ws if w not in words("test_modifiers") and w not in words("statistic_words")]
    return bool(rest) and len(rest) < len(ws) and any(w in words("test_modifiers") for w in ws) \
        and catalogue().condition_by_name(" ".join(rest)) is not None


_APPLIED_AFTER = re.compile(r"\s*(?:\([^()]{0,30}\)\s*)?,?\s*(?:was|were|is|are|had\s+been|has\s+been|being)\s+"
                            r"(?:\w+ly\s+|then\s+|first\s+)?(?:applied|imposed|set)\b", re.I)


# what a standard or an application asks for: "above the 70 MPa required by ISO 5833", "the 10 MPa specified in
# ASTM F451", "the 1 mS/cm needed for practical use"
_REQUIRED_AFTER = re.compile(r"\s*(?:\([^()]{0,30}\)\s*)?,?\s*(?:that\s+is\s+|as\s+)?(?:required|specified|demanded|"
                             r"stipulated|recommended|prescribed|needed|mandated)\s+(?:by|in|for)\b", re.I)
# "the cut-off voltage was set to 4.3 V", "the current was fixed at 2 A"
_SET_TO = re.compile(rf"\b(?:was|were|is|are|been)\s+(?:\w+ly\s+)?(?:set|fixed)\s+(?:to|at)\s+{HEDGE}?$")


# "agree well with J sc from J-V measurements within 5% mismatch", "(match within 2%)"
_AGREE_WITHIN = re.compile(rf"\b(?:agree\w*|match\w*|conform\w*|consistent|coincid\w*)\b[^.;]{{0,80}}?\bwithin\s+"
                           rf"{HEDGE}?$", re.I)


def _tolerance(text: str, q: Quantity) -> bool:
    """Is the value how well two results agree ("a ∼5% difference between the J sc and the integral of the EQE",
    "within 5% mismatch", "(match within 2%)"): a noun of the catalogue's ``scatter_nouns`` right after it, or a
    verb of agreement and "within" before it?"""
    after = re.match(rf"\s*\)?\s*(?:{alternation('scatter_nouns')})\b", text[q.end:q.end + 40], re.I)
    return bool(after) or bool(_AGREE_WITHIN.search(text[max(0, q.start - 120):q.start]))


def _tolerance_named_before(lead: str, catalogued: bool, pid: str) -> bool:
    """Is the value how well two results agree by a noun of the catalogue's ``scatter_nouns`` before it ("an
    approximate mismatch of 15% was present between the convolution and the solar simulator data", "with
    discrepancies of less than 5%"), unless that noun is in a name of the catalogue property ("a lattice mismatch of
    2%")?"""
    prop = catalogue().properties.get(pid) if catalogued else None
    names = (prop.name, *prop.synonyms) if prop else ()
    # (not "difference", which names a quantity of its own before "of": "the minimum energy difference of 0.3 eV")
    nouns = alternatives(words("scatter_nouns") - {"difference"})
    before = re.search(rf"\b({nouns})(?:s|es)?\s+(?:of|within|below)\s+"
                       rf"(?:less\s+than\s+|under\s+|below\s+|{HEDGE})?$", lead, re.I)
    return bool(before) and not (catalogued and any(before.group(1).lower() in n.lower().split() for n in names))


def why_not(text: str, q: Quantity, pid: str, catalogued: bool, mentions=()) -> str:
    """The reason a value with this property is no measurement, or "" when it is one."""
    ws = _words(pid)
    named = why_not_name(pid, catalogued)
    if named:
        return named
    lead = text[max(0, q.start - 60):q.start].lower()
    stats = "|".join(re.escape(w) for w in words("not_property_heads"))
    scatter = re.search(
        rf"\b({stats})\s+(?:of|in|for|on)\s+(?:the\s+)?(?:[\w-]+\s+){{0,4}}(?:was|were|is|are|of|=|:|±)?\s*"
        rf"(?:within\s+|±\s*|{HEDGE})?$", lead)
    # ... unless the word is the catalogue property's own ("the enthalpy of formation of −74.5 kJ/mol") or a word of
    # the property's name as written ("the enthalpy of hydride formation of LaNi5 is -30.8 kJ/mol H2")
    at = q.start - len(lead) + scatter.start(1) if scatter else -1
    if scatter and not (catalogued and scatter.group(1) in ws) \
            and not any(m.type == "property" and m.start <= at < m.end for m in mentions):
        return "the scatter or accuracy of a method, not a property"
    if _tolerance(text, q) or _tolerance_named_before(lead, catalogued, pid):
        return "the agreement of two results, not a property"
    setting_before, setting_after = _setting_patterns()
    # "a heating rate of 10 K/min", "amplitude: 10 mV"; "a 10 mV signal in amplitude", "a 5 °C/min heating rate"
    if setting_before.search(lead) or setting_after.match(text[q.end:q.end + 40].lower()) \
            or _listed_after_setting().search(text[max(0, q.start - 100):q.start].lower()) \
            and len(_setting_names().findall(text[max(0, q.start - 160):q.start].lower())) >= 2:
        return "a test or processing setting"
    opened = _OPEN_SETTING.search(lead)
    if opened and (not catalogued or _names_other(opened.group("name"), pid, text, q, mentions)
                   or pid not in _as_values() and _other_measured_after(text, q, pid, mentions)) \
            or (setting_and := _SETTING_AND.search(lead)) and pid not in _as_values() \
            and not _catalogue_name_in(q.start - len(lead) + setting_and.start(), q.start, pid, q.unit, mentions):
        # "measured at an indentation depth of 150 nm": a name that "at" introduces is a setting of the test; so is
        # one the catalogue does not know before a value the sentence names its property for later ("in cone
        # calorimeter tests at a heat flux of 50 kW m−2, the peak heat release rate …"); so is a name an "and"
        # continues from a setting's value ("at 25 °C and a pressure drop of 0.2 MPa", "at 300 °C and a target power
        # of 150 W"), but a current density or a voltage: a cell's records keep those as values
        return "a test or processing setting"
    if re.search(rf"\b(?:plus|minus)\s+{HEDGE}?$", lead):
        return "a term of a calculation, not a measurement"      # "the onset reduction potential plus 4.7 eV"
    if re.search(r",\s*(?:which\s+is\s+|as\s+)?defined\s+as\b[^,;]*$", text[max(0, q.start - 150):q.start], re.I):
        return "a threshold in a definition, not a measurement"     # "the lifetime, defined as … above 99%, was"
    if re.search(rf"\b(?:at|up\s+to|until|to)\s+{HEDGE}?$", lead) \
            and _STATE_AFTER.match(text, q.end):
        # "the compressive strength at 10% strain", "at 50% compression", "the energy absorbed up to 50% strain"
        return "a test condition"
    if q.unit and compatible(q.unit, "m/s") and _AT_A_SPEED.search(lead):
        return "a test or processing setting"         # "sheared at a speed of 0.2 mm/s", "at a blade speed of"
    if process_setting(text, q) or _process_to().search(lead):
        # ("vanadium was compressed up to 625 MPa", "the cells were charged to 4.3 V": how far a process went)
        return "a setting of the process that made the sample"
    if pid == "yield" and not catalogued and q.unit == "%" and _synthesis_yield(text, q):
        return "a synthesis's yield (of the reaction, not a property of the material)"
    if _REQUIRED_AFTER.match(text, q.end):
        return "a requirement, not a measurement"      # "above the 70 MPa required by ISO 5833"
    if (_APPLIED_AFTER.match(text, q.end) or _SET_TO.search(lead)) and pid not in _as_values():
        # "if a higher absorption pressure, for instance, 80 bar, was applied", "a bias of 1.2 V was applied", "the
        # cut-off voltage was set to 4.3 V": what the experimenter set, not what the sample showed (but a cell's
        # current density or voltage, which its records keep as values: "a constant current density of 0.8 A cm−2 is
        # applied")
        return "a test condition"
    if _condition_named(lead) or _bracketed_condition().search(lead) or _named_near(lead, q) or _named_after(text, q):
        return "a test condition"
    dimension = _dimension_of_something(text, q, ws)
    if dimension:
        return dimension
    return _what_was_used(text, q, pid, catalogued, ws, lead, mentions)


def _what_was_used(text: str, q: Quantity, pid: str, catalogued: bool, ws: list[str], lead: str, mentions) -> str:
    """Why a value is what made or served the sample rather than a property of it ("" when it is none): a
    composition, an instrument's or a solution's setting, a reagent's purity, an amount used, a gas's make-up, a
    specimen's area."""
    if q.unit in FRACTION_UNITS and _element_content(text, q, ws, mentions):
        return "a composition"
    if q.unit in FRACTION_UNITS | {"%"} and catalogued and getattr(catalogue().properties.get(pid), "kind", "") == "composition":
        return "a composition"      # "with different doping ratios (1, 2 and 5 wt%)": how much dopant was added
    if q.unit in FRACTION_UNITS | {"%"} and _constituent_share(text, q, mentions):
        return "a composition"      # "with a 5 wt.% graphite additive", "the mix with 30% slag"
    if compatible(q.unit, "nm") and re.search(r"\b(?:radiation|K\s?[αβ]\d?)\s*[,;(]?\s*(?:λ|wavelength)\s*(?:=|of)?\s*$",
                                               lead, re.I):
        return "an instrument setting"          # "(Cu Kα radiation, λ = 1.54184 Å)": the source's wavelength
    if q.unit in FRACTION_UNITS | {"%"} and _REAGENTS.search(text):
        # "Lead (II) acetate trihydrate (99.0–103%), … hydrobromic acid 47% in water … were purchased from Alfa
        # Aesar": in a sentence about where the reagents came from, a share is a reagent's purity or concentration
        return "a reagent's purity or concentration"
    if not catalogued and q.unit and compatible(q.unit, "M"):
        # "in 1.0 M KOH solution", "0.1 mol/L H2SO4": an amount per volume is a solution's (the test's electrolyte or
        # bath); no property of a solid the catalogue names is one
        return "a solution's concentration"
    if not catalogued and q.unit and (compatible(q.unit, "g") or compatible(q.unit, "mol") or re.fullmatch(r"[mµd]?L", q.unit)):
        # "potassium acetate (0.24 g, 2.4 mmol) in DMF (20 mL)", "extracted with ethyl acetate (3 × 150 mL)": a mass,
        # an amount or a volume the catalogue names no property of is how much of something was used
        return "an amount used (a mass, moles or a volume), no property"
    if _gas_share(text, q):
        return "the make-up of a gas (the test's atmosphere or fuel)"
    if not catalogued and q.unit and compatible(q.unit, "cm²"):
        # "active area 3 cm2", "an 84 cm2 active cell area", "the grid-free area (0.17 cm2)": a plain area is the size
        # of a specimen, an electrode or a cell, not a property of the material (the catalogue names the areas that
        # are, per mass: a specific or electrochemical surface area)
        return "a specimen's area"
    return ""


_SUBSCRIPT_DIGITS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")


def _is_gas(formula: str) -> bool:
    """A gas written as its formula: a molecule of non-metals with two or more atoms (N2, H2, CO, H2O, CO2, CH4, H2S),
    or a noble gas (Ar, He). One atom of another non-metal is an element's share ("0.2% C, 1.5% Mn" in a steel)."""
    formula = formula.translate(_SUBSCRIPT_DIGITS)
    parts = re.findall(r"([A-Z][a-z]?)(\d*)", formula)
    if not parts or "".join(e + n for e, n in parts) != formula \
            or not {e for e, _ in parts} <= NONMETALS:
        return False
    if len(parts) == 1 and parts[0][0] in ("He", "Ne", "Ar", "Kr", "Xe"):
        return not parts[0][1]
    if sum(int(n or 1) for _, n in parts) < 2:
        return False
    comp = parse_composition(formula)
    return comp is None or comp.is_molecule_of_nonmetals


def _gas_share(text: str, q: Quantity) -> bool:
    """"(50% N2, 15% H2, 14% CO, 11% H2O)", "dry 40% H2", "100 ppm H2S": a share written before a small molecule of
    non-metals is the make-up of a gas, the test's atmosphere or fuel, not a property of the material. Not a share by
    mass or by atoms ("1.9 wt% H2" is hydrogen taken up), nor one whose quantity is named after the molecule ("a 20%
    CO2 conversion")."""
    if q.unit not in ("%", "vol%", "mol%", "ppm"):
        return False
    m = re.match(r"\s*([A-Z][A-Za-z0-9₀-₉]*)(?:\s+([A-Za-z]+))?", text[q.end:])
    if not m or not _is_gas(m.group(1)):
        return False
    return not (m.group(2) and names_a_quantity(m.group(2).lower()))


@lru_cache(maxsize=1)
def _as_values() -> frozenset[str]:
    """Properties a setting is a value of too (a current density, a voltage: catalogue conditions' ``as_value``)."""
    return frozenset(c.as_value for c in catalogue().conditions.values() if c.as_value)


# (or "in": "in a field of 0.7 T", not "in the range of 2–12 MPa", nor what something results in: "resulting in a record
# efficiency of 29.15%")
_OPEN_SETTING = re.compile(r"\b(?:(?:at|under)\s+(?:an?|the)|(?<!resulting\s)(?<!results\s)(?<!resulted\s)(?<!result\s)"
                           r"in\s+an?)\s+(?P<name>(?:[\w-]+\s+){0,2}"
                           r"(?!(?:range|order|region|vicinity|interval|span|excess|amount)\s)[\w-]+\s+)of\s+"
                           rf"{HEDGE}?$", re.I)


def _names_other(phrase: str, pid: str, text: str, q: Quantity, mentions) -> bool:
    """Does a phrase before a value ("at a heat flux of") name something else than the value's property, which the
    sentence names after the value ("at an input power of 2 W, the output power …")? Not where its words are the
    property's or it ends in a word for any value ("at a rate of 0.39 mV/h … the degradation rate", "stayed at a
    decent value of")."""
    ws = phrase.lower().split()
    if not ws or set(ws) <= set(_words(pid)) or ws[-1] in ("value", "values", "level", "levels", "amount") \
            or any(m.type == "property" and m.matid[5:] == pid for m in find_mentions(phrase.strip())[0]):
        return False
    return any(m.type == "property" and m.matid[5:] == pid and m.start >= q.end for m in mentions)
def _other_measured_after(text: str, q: Quantity, pid: str, mentions) -> bool:
    """Does the clause after "at a <property> of <value>," report another property with its own value ("Under 532 nm
    illumination at a power density of 1 mW/cm2, the photoresponsivity reached 2.3 × 10^3 A/W")? Then the first
    value is the setting it was measured at."""
    # (other settings may be coordinated before the comma: "at a cell voltage of 1.2 V and a flow rate of 20 mL/min,")
    comma = re.match(r"[^,;.]{0,60}?,", text[q.end:])
    if comma is None:
        return False
    values = find_quantities(text[q.end:])
    return any(m.type == "property" and m.matid[5:] != pid and m.start >= q.end + comma.end()
               and any(q.end + v.start >= m.end and v.unit and not compatible(v.unit, q.unit) for v in values)
               for m in mentions)


# (after a temperature or a pressure the test ran at: not "an emission peak at 512 nm and a decay time of 12 ns")
def _catalogue_name_in(start: int, end: int, pid: str, unit: str, mentions) -> bool:
    """Does the text between ``start`` and ``end`` name the value's catalogue property in full, in no unit a test is
    set in ("at 30 °C and a lithium-ion transference number of 0.45": a second result, no setting; not "at 25 °C and a
    pressure drop of 0.2 MPa", a membrane test's setting in a pressure's unit)?"""
    if unit:
        try:
            dim = dimension_key(unit_dimension(unit))
        except ValueError:
            return False
        if any(c.dimension not in ("", "dimensionless") and dimension_key(c.dimension) == dim
               for c in catalogue().conditions.values()):
            return False
    return any(m.type == "property" and m.matid == f"prop:{pid}" and start <= m.start and m.end <= end
               for m in mentions)


_SETTING_AND = re.compile(r"\b(?:at|under)\s+[-−]?\d[\d.,]*\s?(?:°\s?c|k|[km]?pa|m?bar|atm)\s+and\s+(?:an?|the)\s+"
                          r"(?:[\w-]+\s+){1,3}of\s+"
                          rf"{HEDGE}?$", re.I)


@lru_cache(maxsize=1)
def _setting_patterns() -> tuple[re.Pattern, re.Pattern]:
    """A setting phrase of the catalogue that leads to a value, and one right after it."""
    names = _setting_alternation()
    # (its symbol may stand between: "a stress ratio R = 0.1")
    return (re.compile(rf"\b(?:{names})(?:\s+[A-Za-z][\w,]{{0,3}})?(?:\s+(?:of|was|were|is)|\s*[=:])?\s*"
                       rf"{HEDGE}?$"),
            re.compile(rf"\s*(?:in\s+)?(?:{names})\b"))


@lru_cache(maxsize=1)
def _setting_alternation() -> str:
    """The catalogue's setting phrases as one regex alternation, longest first."""
    return "|".join(re.escape(w) for w in sorted(words("setting_phrases"), key=len, reverse=True))


@lru_cache(maxsize=1)
def _setting_names() -> re.Pattern:
    return re.compile(rf"\b(?:{_setting_alternation()})\b")


@lru_cache(maxsize=1)
def _listed_after_setting() -> re.Pattern:
    """A value whose name ends a list of settings ("a laser power of 200 W, a scan speed of 800 mm/s and a layer
    thickness of 30 μm"): the item before it is a setting phrase with its value, joined by a comma or "and" (and
    the caller asks for two settings before it: a list, not "tested at a scan rate of 10 mV/s, and the capacitance
    of …")."""
    return re.compile(rf"\b(?:{_setting_alternation()})\s+(?:of\s+|was\s+|=\s*)?[^,;()]{{0,20}}?\d[^,;()]{{0,12}}?"
                      rf"(?:,\s*(?:and\s+)?|\s+and\s+)(?:an?\s+|the\s+)(?:[a-z][\w-]*\s+){{1,3}}of\s+"
                      rf"{HEDGE}?$")


@lru_cache(maxsize=2)
def _condition_names(with_value_too: bool) -> str:
    """The names (and "-ies" plurals) of the catalogue conditions with a dimension that no rule of their own reads,
    as one regex alternation, longest first; without ``with_value_too``, only those never a sample's value (no
    ``as_value``)."""
    names = {n.lower() for c in catalogue().conditions.values() if c.dimension and c.key not in OWN_RULES
             and (with_value_too or not c.as_value) for n in with_plurals(c.names)}
    return "|".join(map(re.escape, sorted(names, key=len, reverse=True)))


@lru_cache(maxsize=1)
def _condition_lead() -> re.Pattern:
    # a grain size or a temperature is as often the material's state or a property as the test's setting
    # (or after "with", a condition that is never a value of the sample: "With a limited capacity of 1000 mAh/g, …")
    return re.compile(rf"(?:\b(?:at|under)\s+(?:an?\s+|the\s+)?(?:[\w.-]+\s+){{0,2}}?"
                      rf"(?:{_condition_names(with_value_too=True)})s?\s*(?:\([^()]{{0,12}}\)\s*)?(?:of|=|:|from|between|ranging\s+from|at)?\s*"
                      rf"|\bwith\s+(?:an?\s+|the\s+)?(?:{_condition_names(with_value_too=False)})\s*"
                      rf"(?:of|=|:)?\s*"
                      # (or a clause of when the test ran so: "when the gate voltage is in the range of -35 to -45 V")
                      rf"|\b(?:when|while|whenever|once|if)\s+(?:an?\s+|the\s+)?(?:[\w.-]+\s+){{0,2}}?"
                      rf"(?:{_condition_names(with_value_too=True)})s?\s*(?:is|was|are|were)\s+(?:(?:kept|set|held|fixed|"
                      rf"swept|varied|scanned|increased|decreased|raised|lowered|in\s+the\s+range\s+of|between|from|at|"
                      rf"to|up\s+to)\s+)*){HEDGE}?$")


def _named_near(lead: str, q) -> bool:
    """Is the value, in the dimension of a catalogue condition written near its name (``named_within``), within
    that many characters of the sentence after one of its names ("under the illumination of AM 1.5 G, 100 mW cm^-2")?"""
    return any(compatible(q.unit, c.unit) and rx.search(lead) for c, rx in _near_names())


def _named_after(text: str, q) -> bool:
    """Is the value, in the dimension of a catalogue condition written near its name (``named_within``) and never a
    value of the sample, followed by one of its names ("tested under simulated 100 mW cm^-2 AM 1.5G illumination",
    "measured under 100 mW/cm^2 AM1.5 simulated sunlight"; not "10 mW/cm² under AM 1.5")?"""
    return any(compatible(q.unit, c.unit) and rx.match(text, q.end) for c, rx in _names_after())


@lru_cache(maxsize=1)
def _names_after() -> list:
    return [(c, re.compile(rf"\s*(?:(?!(?:under|at|in|with|for|of|and|or|by|from|to)\b)[A-Za-z-]+\s+)?"
                           rf"(?:{_names_alternation(c)})"
                           rf"(?![\w])", re.I))
            for c in catalogue().conditions.values() if c.named_within and c.unit and not c.as_value]


def _names_alternation(c) -> str:
    """A catalogue condition's names and their plurals as a regex alternation, longest first."""
    return "|".join(map(re.escape, sorted(with_plurals(c.names), key=len, reverse=True)))


@lru_cache(maxsize=1)
def _near_names() -> list:
    return [(c, re.compile(rf"\b(?:{_names_alternation(c)})"
                           rf"(?![\w])[^.;]{{0,{c.named_within}}}$", re.I))
            for c in catalogue().conditions.values() if c.named_within and c.unit]


@lru_cache(maxsize=1)
def _bracketed_condition() -> re.Pattern:
    """The name of a condition that is never a value of the sample (no ``as_value``: a light intensity, a field, a
    frequency) with its value in brackets after it ("under AM 1.5G illumination (100 mW cm−2)"); a current density so
    written ("at a stationary current density (470 mA cm−2)") stays the value the cell ran at."""
    return re.compile(rf"\b(?:{_condition_names(with_value_too=False)})s?\s*\(\s*$")


def _condition_named(lead: str) -> bool:
    """"at a current density of 0.5 A cm−2", "under an illumination of 100 mW cm−2", "under 980 nm excitation at 50
    W cm−2": a value that a catalogue condition's name introduces after "at"/"under" is what the test was run at, not a
    result."""
    return bool(_condition_lead().search(lead))


@lru_cache(maxsize=1)
def process_words() -> re.Pattern:
    names = sorted({n for names in PROCESSES.values() for n in names}, key=len, reverse=True)
    return re.compile(rf"\b(?:{'|'.join(map(re.escape, names))})\b")


@lru_cache(maxsize=1)
def _setting_units() -> tuple[str, ...]:
    """The units of the catalogue's conditions that a process is run at as much as a test (a current density, a
    voltage, a pressure, a field, a frequency): not a temperature, a time or a length, which are no values here."""
    return tuple(c.unit for c in catalogue().conditions.values() if c.unit and c.dimension
                 and not re.fullmatch(r"\[(?:temperature|time|length)\]|dimensionless", c.dimension))


@lru_cache(maxsize=1)
def _setting_lead() -> re.Pattern:
    """"at 60 V", "at a current density of 50 mA/cm2", "with a bias voltage of −600 V", "under a pressure of 2 Pa": a
    value that "at", "under" or "with" leads to, named by a catalogue condition's name if named at all (not "with a
    lower tensile strength of")."""
    names = sorted({n.lower() for c in catalogue().conditions.values() if c.unit in _setting_units()
                    for n in (*c.names, (c.as_value or "").replace("_", " ")) if n}, key=len, reverse=True)
    # (or a value written after another that "at" leads to: "hot isostatic pressing at 1150 °C and 100 MPa")
    return re.compile(rf"(?:\b(?:at|under|(?<!compared\s)(?<!comparison\s)(?<!contrast\s)with|using|applying)\s+(?:an?\s+|the\s+)?(?:(?:[\w-]+\s+){{0,2}}?"
                      rf"(?:{'|'.join(map(re.escape, names))})s?\s*(?:of|=|:)?\s*)?"
                      rf"|\b(?:at|under)\s+[-−]?\d[\d.,]*\s*[^\s,;]{{1,6}}\s*(?:and|,|/)\s*)"
                      rf"{HEDGE}?$", re.I)


# the state of deformation a value was read at, named after the value ("at 10% strain", "at 50% compression")
_STATE_AFTER = re.compile(r"\s*(?:(?:engineering|true|compressive|tensile|plastic)\s+)?(?:strain|deformation|compression|"
                          r"elongation|extension)\b", re.I)
# a speed the words before a value name as what something ran "at" ("at a crosshead speed of", "with a blade speed of")
_AT_A_SPEED = re.compile(r"\b(?:at|with|under|using)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}(?:speed|velocity|rate)s?\s*"
                         rf"(?:of|=|:)?\s*{HEDGE}?$", re.I)
# "reflowed … at a peak temperature of 250 °C": a temperature a process step is run at, named
_AT_A_TEMPERATURE = re.compile(r"\bat\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}temperatures?\s*(?:of|=|:)?\s*"
                               rf"{HEDGE}?$", re.I)


_YIELD_AFTER = re.compile(r"\s*\)?\s*yields?\b", re.I)
_YIELD_BEFORE = re.compile(r"\byields?\s*(?::|of|=|was|were)?\s*(?:\d+(?:\.\d+)?\s*%?\s*(?:,\s*|and\s+))*$", re.I)


def _synthesis_yield(text: str, q: Quantity) -> bool:
    """"The copolymers were obtained in 74% and 78% yield", "SeFBT in a 89% yield", "(yield: 57%)": a bare yield of a
    sentence of synthesis (the catalogue's ``synthesis_words``, or "in … % yield") is the reaction's."""
    lead = text[max(0, q.start - 60):q.start]
    if not (_YIELD_AFTER.match(text, q.end) or _YIELD_BEFORE.search(lead)):
        return False
    return bool(re.search(rf"\b(?:{alternation('synthesis_words')})\b", text, re.I)
                or re.search(r"\bin\s+(?:an?\s+)?(?:\d+(?:\.\d+)?\s*%?\s*(?:,\s*|and\s+))*$", lead, re.I))


def process_setting(text: str, q: Quantity) -> bool:
    """"AZ31 sheets were coated by plasma electrolytic oxidation … at a current density of 50 mA/cm2", "coatings were
    deposited … with a bias voltage of −600 V": in the clause of a process (the catalogue's processes) a current
    density, voltage, pressure or field introduced by "at", "under" or "with" is what the process that made the
    sample was run at, not a measurement of the sample. A test's setting ("the cells were tested at a current density
    of 0.5 A/cm2": a test verb in the clause) stays the value the test ran at."""
    temperature = q.unit in ("K", "°C")
    if not q.unit or not temperature and not any(compatible(q.unit, u) for u in _setting_units()):
        return False
    lead = text[max(0, q.start - 200):q.start]
    cut = list(_CLAUSE.finditer(lead))
    clause = lead[cut[-1].end():] if cut else lead
    lead_m = (_AT_A_TEMPERATURE if temperature else _setting_lead()).search(clause)
    if not lead_m:
        return False
    low = clause.lower()
    procs = [p for p in process_words().finditer(low) if p.end() <= lead_m.start()] or \
        list(process_words().finditer(low))
    # (a property named between the process and the setting's lead is what was measured at it: "For the MgB2 samples
    # sintered at 800 and 900 °C, the Jc values at 20 K and 2 T are …")
    if _test_verbs().search(low) or not procs or _next_in_a_run(text, q):
        return False
    start = q.start - len(clause)         # (where the clause starts in the text: a symbol is read with its value)
    return not any(m.type == "property" and start + procs[-1].end() <= m.start < start + lead_m.start()
                   for m in find_mentions(text)[0])


def _next_in_a_run(text: str, q: Quantity) -> bool:
    """Is a value the next of a run of values each read "at" a setting of its own ("yield strengths of 450 MPa at 77 K,
    280 MPa at 293 K and 200 MPa at 673 K"): right after a setting that "at" gave a value of its kind? Then the
    setting is that value's, not one that goes on to this value ("hot isostatic pressing at 1150 °C and 100 MPa")."""
    lead = text[max(0, q.start - 80):q.start]
    found = find_quantities(lead)
    if len(found) < 2 or not found[-2].unit or not compatible(found[-2].unit, q.unit):
        return False
    a, b = found[-2], found[-1]
    return bool(re.fullmatch(r"\s*(?:at|@)\s*", lead[a.end:b.start])
                and re.fullmatch(r"\s*(?:,\s*(?:and\s+)?|and\s+)", lead[b.end:]))


@lru_cache(maxsize=1)
def _process_to() -> re.Pattern:
    """A participle of processing (the catalogue's ``process_participles``) and "to" right before a value."""
    return re.compile(rf"\b(?:{alternation('process_participles')})\s+(?:up\s+)?to\s+{HEDGE}?$", re.I)


@lru_cache(maxsize=1)
def _test_verbs() -> re.Pattern:
    """The catalogue's test verbs and the events a property's value is the point of ("fractured at 320 MPa", "yields
    at", "melts at": the catalogue's transition cues): either makes a clause a test's, not a process's."""
    said = set(words("test_verbs")) | {c.lower() for p in catalogue().properties.values() for c in p.transition_cues}
    return re.compile(rf"\b(?:{'|'.join(map(re.escape, sorted(said, key=len, reverse=True)))})\b")


def _dimension_of_something(text: str, q: Quantity, ws: list[str]) -> str:
    """Why a length is a dimension of a thing rather than a property ("" when it is none): a specimen's, a side of a
    size written A × B ("a 1 μm x 1 μm scan", "specimens of 40 × 80 mm"), the apparatus's or a device part's ("a
    diamond stylus of 200 μm radius")."""
    if _specimen_dimension(text, q, ws):
        return "a specimen's dimension"
    if compatible(q.unit, "mm") and (_TIMES_AFTER.match(text, q.end) or _TIMES_BEFORE.search(text, 0, q.start)):
        return "a side of a size written A × B"
    if compatible(q.unit, "mm") and _DIMENSION_AFTER.match(text, q.end) and any(
            w in words("apparatus_nouns") | words("device_part_nouns")
            for w in re.findall(r"[a-z]+", text[max(0, q.start - 40):q.start].lower())):
        return "a dimension of the apparatus or the device"
    return ""


# one side of a size written as a product of lengths ("1 μm x 1 μm", "40 × 80 mm", "5 × 5 × 2 mm³"), not "× 10^5"
_TIMES_AFTER = re.compile(r"\s*[x×]\s*(?!10\s*\^|10\s*[-−⁻]?\d)\d", re.I)
_TIMES_BEFORE = re.compile(r"\d\s*(?:[µμ]?m|nm|cm|mm)?\s*[x×]\s*$", re.I)


# a length named by the dimension noun written after it: "of 200 μm radius", "5 mm in diameter", "2 mm thick"
_DIMENSION_AFTER = re.compile(r"\s*(?:in\s+)?(?:radius|radii|diameter|length|width|height|thickness|thick|long|wide|"
                              r"high|deep)\b", re.I)


def _specimen_dimension(text: str, q: Quantity, ws: list[str]) -> bool:
    """"Cylindrical specimens with a diameter of 3 mm", "an ingot 30 mm in diameter", "samples of 10 × 10 × 2 mm":
    a length whose owner is a specimen (not a layer, a film, a grain or a particle)."""
    if not compatible(q.unit, "mm"):
        return False
    dims = words("dimension_nouns")
    if not ws or ws[-1] not in dims or len(ws) > 1 and ws[0] not in words("specimen_nouns") and ws[0] not in dims:
        return False          # "grain size", "particle diameter", "film thickness": a property of the material
    start = max(0, q.start - 120)
    window = text[start:q.start]
    cut = list(_CLAUSE.finditer(window))
    if cut:
        window = window[cut[-1].end():]
    after = text[q.end:q.end + 40]
    nouns = [(m.start(), m.group(0).lower()) for m in re.finditer(r"[A-Za-z]+", window)]
    if ws[-1] in ("diameter", "radius", "width", "length") and any(w in words("device_part_nouns") for _, w in nouns):
        return True           # "top Pt electrodes had a diameter of 100 μm": the device's, set by its design
    owners = [w for _, w in nouns if w in words("specimen_nouns") or w in words("layer_nouns")]
    if re.match(r"\s*(?:in\s+)?(?:diameter|length|height|width|thick(?:ness)?)\b", after):
        owners += [w for w in re.findall(r"[A-Za-z]+", text[max(0, q.start - 60):q.start].lower())
                   if w in words("specimen_nouns") or w in words("layer_nouns")]
    if any(w in ws for w in words("specimen_nouns")):
        return True
    if len(ws) == 1 and ws[0] not in ("thickness", "size") and convert(q.low, q.unit, "mm") >= 1.0 \
            and not any(w in words("layer_nouns") or w in words("morphology_nouns")
                        for w in re.findall(r"[a-z]+", text[start:q.start].lower())):
        return True           # "the diameter ranged as follows: 40, 70, 110 and 160 mm": a bulk material has no
        #                       diameter of its own; a length of a millimetre or more so named is its specimens'
    thick = re.match(r"\s*(?:[-‐–]\s*)?thick\s+((?:[\w-]+\s+){0,2}?[A-Za-z]+)", after)
    if thick and any(w in words("specimen_nouns") for w in thick.group(1).lower().split()):
        return True           # "a 2-mm-thick plate": the specimen's, named after the value
    return bool(owners) and owners[-1] in words("specimen_nouns")


_SHARE_OF_FORM = re.compile(r"\s+(?:(?!(?:and|or|a|an|the|of|with|in|at|to|for|by|was|were|is|are)\b)[a-z][\w-]*\s+){1,2}"
                            r"(?:fib(?:er|re)s?|particles?|particulates?|flakes?|whiskers?|platelets?|powders?|fillers?|"
                            r"nano(?:particles?|tubes?|wires?|fib(?:er|re)s?|sheets?|platelets?|rods?))\b")


_LOADING_OF = re.compile(r"\s+(?:loading|addition|amount|content|concentration)\s+of\s+(?:the\s+)?", re.I)
_MIXING_RATIO = re.compile(r"\s*\(?\s*(?:v/v|w/w|vol/vol|wt/wt)\b", re.I)
# a share written before what carries it as an added part: "3% DIO-containing devices", "5% Sr-doped"
_ADDED_SUFFIX = re.compile(r"\s+[^\s,;]+?[-‐–](?:containing|added|doped|incorporated|loaded|processed|treated)\b")
# a share after a word of adding ("the addition of 8 vol% of …", "blends with 5% and 10% of PCB-TEO"; a list of
# shares between): with "of" and a name after it, the added part's
_ADDED_BEFORE = re.compile(r"\b(?:addition\s+of|adding|added|with|containing|incorporating|using)\s+(?:an?\s+|the\s+)?"
                           r"(?:\d+(?:\.\d+)?\s*(?:(?:wt|vol|mol)\s*\.?\s*)?%?\s*(?:,\s*(?:and\s+)?|and\s+|or\s+))*$", re.I)
_OF = re.compile(r"\s+of\s+(?:the\s+|an?\s+)?", re.I)
_NAMED_WITH_SHORT_FORM = re.compile(r"\s+([a-z\d][\w,\-‐–]*[a-z])\s+\(([A-Z][A-Za-z\d\-]{1,9})\)")
# shares in brackets after the amounts of something added: "with various amounts of PTPA-P3HT-PTPA (0.25%-5%)"
_AMOUNTS_BEFORE = re.compile(r"\b(?:amounts?|loadings?|additions?|doping\s+(?:levels?|ratios?))\s+of\s+(?:the\s+|an?\s+)?"
                             r"[^\s()]+\s*\(\s*(?:\d+(?:\.\d+)?\s*%?\s*(?:,\s*|and\s+|[-–]\s*)?)*$", re.I)
_NOT_BETWEEN = r"(?!(?:than|with|by|in|for|and|or|to|at|from|after|when|without|was|were|is|are)\b)"


@lru_cache(maxsize=1)
def _additive_after() -> re.Pattern:
    """A share's additive noun within three words after it ("3% 1,8-diiodooctane (DIO) additive", "8 vol% of a 1-CN
    additive"; not "additive-free")."""
    return re.compile(rf"\s+(?:of\s+)?(?:(?:an?|the)\s+)?(?:{_NOT_BETWEEN}\S*[^\s,;.:]\s+){{0,3}}"
                      rf"(?:{alternation('additive_nouns')})(?![\w-])", re.I)
# a code after a share that names the device or the blend it is the figure of ("a 9.6% PTB7-Th based device")
_DEVICE_AFTER = re.compile(r"[\s-]*(?:based|devices?|cells?|solar|blends?|films?|PSCs?|OSCs?)\b", re.I)


def _constituent_share(text: str, q: Quantity, mentions) -> bool:
    """Is a share written right before a material (not a gas) the amount of that constituent in the sample ("a 5 wt.%
    graphite additive", "0.5 wt% GO")?"""
    # (a member of a list of shares is one too: "0, 1, 2 and 3 vol% steel fibres")
    rest = re.match(r"(?:\s*(?:,\s*(?:and\s+)?|and\s+|or\s+)\d+(?:\.\d+)?)+\s*(?:(?:wt|vol|mol|at)\s*\.?\s*)?%", text[q.end:])
    end = q.end + rest.end() if rest else q.end
    # (or a form of a material named in words: "3 vol% steel fibres", "5 wt% glass flakes"; a mixing ratio, "a 2%
    # (v/v) of 1-chloronaphthalene"; what was added, "3% 1,8-diiodooctane (DIO) additive", "8 vol% of a 1-CN
    # additive", "the 3% DIO-containing devices")
    if _SHARE_OF_FORM.match(text, end) or _MIXING_RATIO.match(text, end) or _additive_after().match(text, end) \
            or _ADDED_SUFFIX.match(text, end) or _AMOUNTS_BEFORE.search(text, max(0, q.start - 80), q.start):
        return True
    # (or its loading: "for 3% loading of PCB-TEO"; or a sample's code: "When 7% DIO was added", "with 5% PCB-TEO",
    # "the blends with 5% and 10% of PCB-TEO")
    added = _ADDED_BEFORE.search(text, 0, q.start)
    # (or a substance named with its short form after what added it: "with the addition of 1% 1,8-diiodooctane (DIO)
    # as the processing additive"; not a property's: "with 5.5% power conversion efficiency (PCE)")
    named = _NAMED_WITH_SHORT_FORM.match(text, end)
    if added and named and not names_a_property(named.group(1)) and not names_a_property(named.group(2)):
        return True
    loaded = _LOADING_OF.match(text, end) or (added and _OF.match(text, end))
    end = loaded.end() if loaded else end
    code = CODE_LIKE.match(text, end + len(text[end:]) - len(text[end:].lstrip()))
    word = code.group(0).rstrip(")") if code else ""
    # (not a gas, "1.47 wt% CO2 capture"; not a formula, whose share the mention readers judge)
    if word and not names_a_property(word) and not is_gas(word) and parse_composition(word) is None \
            and not _DEVICE_AFTER.match(text, code.end()):
        return True
    return any(m.start >= end and not text[end:m.start].strip() and m.matid not in ("el:H", "el:O", "el:N")
               and (m.type in MATERIAL_TYPES and not is_medium(m) or m.type == "element" and m.text[:1].islower())
               for m in mentions)


def _element_content(text: str, q: Quantity, ws: list[str], mentions) -> bool:
    """"a Cr content of 20 at.%", "each element between 5 and 35 at.%": an element's share writes a composition.
    A gas's share ("1.5 wt% hydrogen", "hydrogen content") and a phase's are measurements."""
    if ws and ws[-1] not in ("content", "concentration", "amount", "fraction", "percentage", "proportion",
                             "addition", "level", "ratio"):
        return False
    around = text[max(0, q.start - 50):q.end + 25]
    if re.search(r"\b(?:hydrogen|deuterium|h2|oxygen|water|phase|precipitate|porosity)\b", around, re.I):
        return False
    if re.search(r"\belements?\b", around, re.I):
        return True
    return any(m.type in ("element", "composition") and q.start - 50 <= m.start <= q.end + 25 and
               m.matid not in ("el:H", "el:O") for m in mentions)
