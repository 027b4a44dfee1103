"""The materials recogniser: MatID mentions and measured values (with units and conditions) in text.

Works on a sentence, a question, or a table row with its header and caption. The materials logic
is ours (spaCy's general NER tags alloy names as PERSON/ORG); spaCy is used for sentences, parts of
speech and lemmas elsewhere (relations, question keywords).
"""
from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from functools import lru_cache

from ..units import (TEST_CONDITION_UNITS, Quantity, canonical_unit, compatible, convert, find_lists,
                     find_quantities, format_value, plain_math, to_float)
from .compositions import SERIES_RE, find_compositions, substitute_series
from .vocab import ELEMENT_NAMES, ELEMENTS, NAMED_MATERIALS, PHASES, PROCESSES, PROPERTIES

MATERIAL_TYPES = ("composition", "material")
# two-letter symbols that are also common words at the start of a sentence
AMBIGUOUS_SYMBOLS = {"In", "As", "At", "Be", "No", "He", "Am", "Es", "Ga", "Ho", "Pa", "Po", "Re", "Se", "Sc"}
AMBIGUOUS_NAMES = {"lead", "tin", "iron", "gold", "silver", "copper", "mercury"} - {"iron", "copper"}
# names written in a fixed case (acronyms): matched case-sensitively
CASED = {"uts": "UTS", "crss": "CRSS", "sfe": "SFE", "vec": "VEC", "k_jic": "K_JIc", "k_ic": "K_IC", "k_y": "k_y",
         "sigma_y": "sigma_y", "sigma_0": "sigma_0", "σ_y": "σ_y", "σ_0": "σ_0", "σy": "σy", "σys": "σys", "σ0.2": "σ0.2", "σuts": "σUTS", "fcc": "FCC", "bcc": "BCC",
         "hcp": "HCP", "b2": "B2", "l12": "L12", "l1_2": "L1_2", "l1₂": "L1₂", "hip": "HIP"}
# a unit that names its property when no property word is near
UNIT_PROPERTY = {"mJ/m²": "stacking_fault_energy", "HV": "hardness", "g/cm³": "density", "Å": "lattice_parameter",
                 "MPa m^1/2": "fracture_toughness", "MPa µm^1/2": "hall_petch_slope", "Å³": "cell_volume",
                 "kJ/mol": "enthalpy", "J/(mol K)": "entropy"}
# a short symbol as a column header, with its unit: what it measures
UNIT_SYMBOL_PROPERTY = {("a", "Å"): "lattice_parameter", ("b", "Å"): "lattice_parameter", ("c", "Å"): "lattice_parameter",
                        ("a", "nm"): "lattice_parameter", ("c", "nm"): "lattice_parameter", ("v", "Å³"): "cell_volume",
                        ("v", "nm³"): "cell_volume", ("δh", "kJ/mol"): "enthalpy", ("δs", "J/(mol K)"): "entropy",
                        ("d", "nm"): "crystallite_size", ("d", "µm"): "particle_size"}
# a symbol with a subscript as a column header (or in text before "="), with the units it may take:
# (pattern on the symbol without spaces, unit dimension checked against this unit, property id)
SYMBOL_PROPERTIES: list[tuple[str, str, str]] = [
    (r"p_?(?:eq|plat|plateau|p)", "bar", "equilibrium_pressure"),
    (r"p_?(?:abs|a|h|hyd)", "bar", "absorption_plateau_pressure"),
    (r"p_?(?:des|d|dh|dehyd)", "bar", "desorption_plateau_pressure"),
    (r"[δΔ]_?h(?:_?(?:f|form))?", "kJ/mol", "enthalpy"),
    (r"[δΔ]_?h_?(?:abs|a|h|hyd)", "kJ/mol", "absorption_enthalpy"),
    (r"[δΔ]_?h_?(?:des|d|dh|dehyd)", "kJ/mol", "desorption_enthalpy"),
    (r"[δΔ]_?s(?:_?(?:f|form))?", "J/(mol K)", "entropy"),
    (r"[δΔ]_?s_?(?:abs|a|h|hyd)", "J/(mol K)", "absorption_entropy"),
    (r"[δΔ]_?s_?(?:des|d|dh|dehyd)", "J/(mol K)", "desorption_entropy"),
    (r"c_?(?:max|m|sat)", "wt%", "maximum_capacity"), (r"c_?(?:rev|r)", "wt%", "reversible_capacity"),
    (r"[abc]", "Å", "lattice_parameter"), (r"v(?:_?cell)?", "Å³", "cell_volume"),
    (r"d(?:_?(?:xrd|c|cryst|s))?", "nm", "crystallite_size"), (r"d(?:_?(?:p|50|mean))?", "µm", "particle_size"),
    (r"e", "GPa", "youngs_modulus"), (r"hv\d*(?:\.\d+)?", "HV", "hardness"), (r"[εe]_?f", "%", "elongation"),
    (r"[σs]_?(?:y|ys|0\.2|p0\.2)", "MPa", "yield_strength"), (r"[σs]_?(?:uts|u|b|m)", "MPa", "ultimate_tensile_strength"),
    (r"k_?j?i?c", "MPa m^1/2", "fracture_toughness"), (r"[δΔ]", "%", "atomic_size_mismatch"),
    (r"t_?(?:onset|on)", "K", "onset_temperature"), (r"t_?(?:peak|p)", "K", "peak_temperature"),
    (r"t_?(?:m|melt)", "K", "melting_temperature"), (r"t_?(?:c|curie)", "K", "curie_temperature"),
    (r"ms", "emu/g", "saturation_magnetisation"), (r"h_?c", "Oe", "coercivity"),
    (r"t_?\(?1_?bar\)?", "K", "temperature_at_1_bar"),   # the temperature of a 1 bar equilibrium pressure
]
# open-vocabulary names that mean a property of another name
OPEN_SYNONYMS = {f"phase_{w}": "phase_fraction" for w in ("component", "content", "proportion", "amount", "percentage",
                                                          "share", "abundance")}
# a symbol header with no unit whose quantity is conventionally in one ("δ" of an alloy is in %)
SYMBOL_DEFAULT_UNIT = {"atomic_size_mismatch": "%"}
# a header that is only a unit ("wt%" beside a Phase column)
UNIT_ONLY_PROPERTY = {"wt%": "weight_fraction", "at%": "atomic_fraction", "vol%": "volume_fraction",
                      "mol%": "molar_fraction"}


def symbol_property(symbol: str, unit: str) -> str:
    """The property a short symbol names with this unit ("Pdes" in MPa, "ΔH" in kJ/mol, "a" in Å), or ""."""
    key = re.sub(r"[\s{}]", "", symbol).replace("∆", "Δ")
    if not key:
        return ""
    key = key[0] + key[1:].lower() if key[0] in "δΔ" else key.lower()
    for pattern, u, pid in SYMBOL_PROPERTIES:
        if re.fullmatch(pattern, key, re.I if key[:1] not in "δΔ" else 0) and (
                not unit and pid in SYMBOL_DEFAULT_UNIT or unit and compatible(u, unit)):
            return pid
    return ""


def named_symbols(text: str) -> list[str]:
    """Properties named by a symbol in parentheses, as questions and captions write them ("the saturated
    capacity (Cmax)", "(T1bar)", "(ΔHdes)"): only symbols of two characters or more that one pattern of
    SYMBOL_PROPERTIES fits whatever the unit."""
    out = []
    for m in re.finditer(r"\(\s*([^\s()]{2,8})\s*\)", text):
        key = m.group(1).replace("∆", "Δ")
        key = key[0] + key[1:].lower() if key[:1] in "δΔ" else key.lower()
        if not _symbol_like(key):
            continue
        hits = {pid for pattern, _, pid in SYMBOL_PROPERTIES
                if re.fullmatch(pattern, key, re.I if key[:1] not in "δΔ" else 0)}
        if len(hits) == 1 and hits <= set(PROPERTIES) | {pid for _, _, pid in SYMBOL_PROPERTIES}:
            out += [p for p in hits if p not in out]
    return out


# in a sentence, lengths too are as often conditions (grain size, thickness) as results
CONDITION_UNITS = TEST_CONDITION_UNITS | {"µm", "nm", "mm"}
# "above 200 MPa", "more than 60%", "by 255 MPa": bounds and increments are not measured values
BOUND_RE = re.compile(r"(?:\b(?:above|below|over|under|exceeds?|exceeding|more than|less than|at least|at most|"
                      r"greater than|in excess of|by|increment of)\s+(?:about\s+|almost\s+|nearly\s+)?)$", re.I)
BETWEEN_RE = re.compile(r"\bbetween\s+(?P<a>\d+(?:\.\d+)?)\s*(?P<ua>[^\s\d]{1,12})?\s+and\s+(?P<b>\d+(?:\.\d+)?)\s*(?P<ub>\S+)")
RT_RE = re.compile(r"\broom[- ]temperature\b|\bRT\b|\bambient temperature\b", re.I)
LOADING_RE = re.compile(r"\b(tension|tensile|compression|compressive|shear)\b", re.I)


def loading_mode(word: str) -> str:
    """The loading mode a LOADING_RE word names: tension, compression or shear."""
    w = word.lower()
    return "tension" if w.startswith("tens") else "compression" if w.startswith("compr") else "shear"


# open vocabulary: "PHRASE of/was/reached VALUE UNIT" records a property the vocabulary lacks
_OPEN_LEAD = re.compile(
    r"(?P<phrase>(?:[^\W\d_][\w\-–]*\s+){0,5}[^\W\d_][\w\-–]*)\s*(?:\([^()]{0,20}\)\s*)?"
    r"(?:of|was|were|is|are|reached|reaching|reaches|achieved|achieves|showed|shows|retained|retaining|retains|"
    r"(?:(?:is|are|was|were|been)\s+)?(?:decrease[sd]?|increase[sd]?|drop(?:s|ped)?|falls?|fell|rises?|rose|risen|"
    r"reduce[sd]?|decline[sd]?|grow(?:s|n)?|grew|go(?:es)?\s+up|went\s+up|climb(?:s|ed)?|amount(?:s|ed)?)\s+(?:to|from)|"
    r"=|:|≈|~)\s*"
    r"(?:only\s+|about\s+|approximately\s+|nearly\s+|around\s+|ca\.\s*|up\s+to\s+|as\s+(?:high|low)\s+as\s+|~\s*)?$")
_OPEN_TRAIL = re.compile(r"\s+(?P<phrase>[a-z][a-z\-]+(?:\s+[a-z][a-z\-]+){0,2}?)(?=\s*(?:after|at|in|of|for|and|with|"
                         r"was|were|[,.;)]|$))")
_OPEN_SKIP = {"a", "an", "the", "its", "their", "this", "that", "these", "those", "which", "with", "and", "or", "of",
              "in", "at", "to", "for", "by", "on", "from", "as", "was", "were", "is", "are", "be", "been", "has", "have",
              "had", "high", "higher", "highest", "low", "lower", "lowest", "good", "excellent", "large", "larger",
              "small", "smaller", "longer", "shorter", "long", "short", "better", "best", "significant", "similar",
              "respective", "corresponding", "obtained", "measured", "calculated", "reported", "observed", "also",
              "then", "still", "only", "value", "values", "alloy", "alloys", "sample", "samples", "it", "they", "we",
              "showed", "reached", "achieved", "retained", "retaining", "exhibited", "exhibits", "both", "all", "each"}
# the head noun of a property phrase and a unit its values must be compatible with
HEAD_UNITS = {"temperature": "K", "pressure": "Pa", "time": "s", "size": "µm", "thickness": "µm",
               "diameter": "µm", "length": "µm", "enthalpy": "kJ/mol", "entropy": "J/(mol K)", "capacity": "%",
               "retention": "%", "fraction": "%", "content": "%", "ratio": "%", "volume": "Å³", "rate": "",
               "energy": "kJ/mol", "strength": "MPa", "stress": "MPa", "modulus": "GPa", "hardness": "HV"}
_GAS_NAMES = {"hydrogen", "oxygen", "nitrogen", "helium", "argon", "deuterium"}
GASES = {"el:H", "el:O", "el:N", "el:He", "el:Ar"}     # named in words they are what is absorbed, not the material
CYCLES_RE = re.compile(r"\b(?:after|over|for|in|at|during|upon)\s+(?:the\s+)?(\d+)(?:st|nd|rd|th)?\s+"
                       r"(?:[\w/–-]+\s+){0,2}cycles?\b", re.I)


# test conditions inside a lead ("the capacity of the alloy after 2000 cycles was"): set aside before reading it
_CONDITION_IN_LEAD = re.compile(r"\b(?:after|over|during|for|upon)\s+(?:the\s+)?(?:first\s+)?\d[\d,]*(?:st|nd|rd|th)?\s+"
                                r"(?:[\w/–-]+\s+){0,2}?(?:cycles?|turns?|passes)\b|\b(?:at|under)\s+[-−]?\d[\d.,]*\s*"
                                r"(?:K|°\s*C|bar|MPa|kPa|atm)(?![\w])", re.I)


_KEPT_SHARE = re.compile(r"\s+of\s+(?:its|their|the)\s+(?:initial\s+|original\s+|first\s+|maximum\s+)?"
                         r"(?P<what>[a-z][a-z\-]+(?:\s+[a-z][a-z\-]+){0,3}?)(?=\s*(?:after|over|in|at|within|,|\.|$))")


_PRESSURE_COND_RE = re.compile(r"\b(?:under|at|up\s+to|with)\s+(?:an?\s+)?(?:(?:initial|hydrogen|H2|argon|Ar|gas)\s+)*"
                               r"(?:pressures?\s+(?:of\s+)?)?(?:about\s+|approximately\s+|~\s*)?"
                               r"(?P<v>\d+(?:\.\d+)?)\s*(?P<u>MPa|kPa|mbar|bar|atm|Pa)(?![A-Za-z])")


def _property_like(noun: str) -> bool:
    """Does this head noun read as a quantity (capacity, retention, pressure, strength …)?"""
    return noun in HEAD_UNITS or noun.endswith(("ity", "ion", "ance", "ence", "ure", "th", "ness", "ment", "age",
                                                 "ty", "ate", "ratio", "rate", "loss", "gain", "uptake", "value"))


def open_property(text: str, q: "Quantity") -> str:
    """The property a value belongs to when the vocabulary has none: the noun phrase that leads to it
    ("a capacity retention rate of 96.2%", "incubation time of 7200 s", "reached a capacity of 1.42 wt.%"),
    normalised (lower case, singular, words joined by "_"); "" when there is none or when the phrase's
    head noun does not fit the unit (a "temperature" in wt%)."""
    if q.unit in ("s^-1", "K/min"):      # strain and heating rates are test conditions
        return ""
    kept = _KEPT_SHARE.match(text, q.end)
    if kept and q.unit == "%" and re.search(r"\b(?:retain|keep|kept|maintain|preserv|los[et]|recover)\w*\s+"
                                            r"(?:about\s+|approximately\s+|nearly\s+|only\s+|~\s*)?$",
                                            text[max(0, q.start - 40):q.start], re.I):
        verb = re.search(r"\b(retain|keep|kept|maintain|preserv|los[et]|recover)\w*\s+\S*\s*$",
                         text[max(0, q.start - 40):q.start], re.I).group(1).lower()
        noun = {"los": "loss", "lost": "loss", "lose": "loss", "recover": "recovery"}.get(verb, "retention")
        found = _lead_phrase(f"{kept.group('what')} {noun}", q)
        if found:
            return found               # "retained 98% of its initial hydrogen storage capacity"
    window = _CONDITION_IN_LEAD.sub(" ", text[max(0, q.start - 120):q.start])
    m = _OPEN_LEAD.search(window[-90:])
    found = _lead_phrase(m.group("phrase"), q) if m else ""
    if found and re.search(r"\b(?:reach|achiev|show|exhibit|retain|display|deliver)\w*\s*(?:\S+\s*){0,2}$",
                           m.group(0), re.I) and not _property_like(found.split("_")[-1]):
        found = ""                      # "Toyota achieved 1.9 wt%": who reached it, not what
    if found:
        return found
    # "retaining 1.66 wt% capacity", "95.95% capacity retention": a known head noun right after the value
    t = _OPEN_TRAIL.match(text, q.end)
    words = t.group("phrase").lower().split() if t else []
    ok = words and words[-1] in HEAD_UNITS and compatible(HEAD_UNITS[words[-1]] or q.unit, q.unit) \
        and words[0] not in _OPEN_SKIP and words[-1] not in ("pressure", "temperature", "time")
    return "_".join(words) if ok else ""


_MATERIAL_TAIL = re.compile(r"\s+(?:of|for|in)\s+(?:the\s+|this\s+|these\s+|both\s+|all\s+|each\s+|our\s+)?"
                            r"(?:\w+\s+)?(?:alloys?|samples?|specimens?|materials?|powders?|composites?|hydrides?|"
                            r"compounds?|films?|electrodes?|catalysts?)\s*$", re.I)


# prepositions and linking words inside a lead: the property is what follows them
_OPEN_CUT = _OPEN_SKIP | {"under", "after", "before", "during", "within", "upon", "via", "through", "per", "than",
                          "into", "up", "when", "while", "where", "whereas", "because", "due", "respectively",
                          "approximately", "about", "around", "nearly", "total", "demonstrates", "demonstrated",
                          "enable", "enables", "shows", "show", "exhibit", "exhibiting", "exhibited", "having",
                          "has", "increased", "decreased", "reduced", "improved", "enhanced", "outstanding",
                          "exceptional", "remarkable"}
# head nouns that name no property (a place, a shape, a process, a statistic, a tool)
_NOT_PROPERTY_HEADS = {"average", "mean", "peak", "surface", "shape", "sieve", "formation", "processing",
                       "treatment", "atmosphere", "maximum", "minimum", "accuracy", "error", "purity", "made",
                       "up", "spectrum", "spectra", "region", "side", "step", "reference", "ref", "work", "et", "al",
                       "grade", "supplier", "mixture", "batch", "disc", "disk", "ingot", "turn", "pass", "cycle",
                       "process", "route", "method", "technique", "apparatus", "instrument", "reactor", "vessel",
                       "balance", "furnace", "crucible", "team", "group", "author", "kinetic", "kinetics", "cycles"}
# words that make a phrase no property of the material studied anywhere in it
_NOT_PROPERTY_WORDS = {"purity", "pure", "commercial", "supplier", "team", "reference", "rsc", "advances", "doi", "http"}
# a lead that ends in these is a test condition ("under a hydrogen pressure of 25 bar", "at a temperature of")
_CONDITION_LEAD = re.compile(r"\b(?:under|at|in|with)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}$", re.I)


def _lead_phrase(phrase: str, q: "Quantity") -> str:
    phrase = _MATERIAL_TAIL.sub("", phrase)
    if q.unit in ("bar", "mbar", "Pa", "kPa", "MPa", "atm", "K", "°C") and _CONDITION_LEAD.search(phrase + " ") \
            and not re.search(r"\b(?:plateau|equilibrium|absorption|desorption|onset|peak|melting)\b", phrase, re.I):
        return ""                               # "under hydrogen pressures of 25 bar": a condition
    words = [w.lower().strip("-–,") for w in phrase.split()]
    words = [w for w in words if not (w.endswith("ly") and len(w) > 4 and w not in ("family", "assembly", "anomaly"))]
    while words and (words[0] in _OPEN_SKIP or words[0] in ELEMENT_NAMES and words[0] not in _GAS_NAMES):
        words.pop(0)                                # ("hydrogen storage capacity" keeps its gas)
    cut = max((i for i, w in enumerate(words) if w in _OPEN_CUT), default=-1)
    if cut > 0 and words[cut] in ("during", "upon") and words[cut - 1] not in _OPEN_CUT and cut < len(words) - 1:
        start = max((i for i, w in enumerate(words[:cut]) if w in _OPEN_CUT), default=-1)
        words = words[cut + 1:] + words[start + 1:cut]     # "plateau pressure during desorption"
    else:
        words = words[cut + 1:]                     # a verb or preposition inside: keep what follows it
    if words and (words[-1] in _NOT_PROPERTY_HEADS or words[-1] in ELEMENT_NAMES
                  or any(w in _NOT_PROPERTY_WORDS or "." in w or "/" in w for w in words)
                  or words[-1].capitalize() in ELEMENTS or any(w.endswith("ing") and i == len(words) - 1
                                                                for i, w in enumerate(words))):
        return ""
    words = [w for w in words if w][-4:]
    if not words or not all(re.fullmatch(r"[^\W\d_][^\W\d]*(?:[-–'’][^\W\d_]+)*", w) for w in words) \
            or any(find_quantities(f"1 {w}") for w in words[-1:]):
        return ""                                   # digits, symbols or a unit ("°C") are no property name
    if words[-1].endswith("s") and not words[-1].endswith(("ss", "us", "is")):
        words[-1] = words[-1][:-1]
    head = words[-1]
    if head in HEAD_UNITS and HEAD_UNITS[head] and not compatible(HEAD_UNITS[head], q.unit):
        return ""
    if q.unit in CONDITION_UNITS | {"bar", "Pa", "kPa", "MPa", "s"} and len(words) < 2 and head not in HEAD_UNITS:
        return ""
    if len(words) == 1 and head in ("temperature", "pressure", "time", "rate"):   # conditions, not properties
        return ""
    return "_".join(words)


# --- open vocabulary by dependencies (spaCy): the noun a value hangs on ---------------------
# a change named as a noun ("a slight decrease in hydrogen absorption"): the property is what changes
_CHANGE_NOUNS = {"decrease", "increase", "reduction", "drop", "rise", "loss", "gain", "change", "improvement",
                 "enhancement", "decline", "degradation", "shift"}
# "absorbed 1.56 wt.% hydrogen": the verb, as a noun, with what was absorbed
_VERB_NOUN = {"absorb": "absorption", "desorb": "desorption", "release": "release", "store": "storage",
              "deliver": "delivery", "adsorb": "adsorption", "uptake": "uptake", "lose": "loss", "gain": "gain",
              "evolve": "evolution", "consume": "consumption", "dissolve": "solubility"}
# nouns that stand for the material or the study, not for a property
_GENERIC_NOUNS = {"team", "group", "author", "researcher", "company", "alloy", "sample", "specimen", "material", "powder", "composite", "compound", "value", "result",
                  "data", "one", "it", "work", "study", "figure", "fig", "table", "case", "system", "condition",
                  "measurement", "experiment", "test", "curve", "pattern", "amount", "level", "range", "number",
                  "hydride", "phase", "electrode", "film", "catalyst", "that", "which", "this",
                  "around", "approximately", "about"}
# what an amount is of, written after it ("1.9 wt% hydrogen storage")
_AMOUNT_NOUNS = {"storage", "uptake", "absorption", "desorption", "density", "loss", "gain", "conversion", "release"}
_SUBSTANCES = {"hydrogen", "h2", "deuterium", "oxygen", "nitrogen", "water", "co2", "lithium", "sodium", "gas",
               "li", "na", "h"}


@lru_cache(maxsize=256)
def _parse(text: str):
    from .extract import parse_sentences
    return parse_sentences([text])[0]


def _phrase_of(tok) -> str:
    """The noun phrase a noun heads, as written: its compound and adjective modifiers and the noun."""
    if tok.lemma_.lower() in _CHANGE_NOUNS:
        for prep in (c for c in tok.children if c.dep_ == "prep" and c.lower_ in ("in", "of")):
            for obj in (c for c in prep.children if c.dep_ == "pobj"):
                return _phrase_of(obj)
    mods = [c for c in tok.children if c.i < tok.i and c.dep_ in ("compound", "amod", "nmod")]
    first = min([tok.i] + [c.left_edge.i for c in mods])
    words = [t for t in tok.doc[first:tok.i + 1] if t.pos_ not in ("DET", "NUM", "PUNCT", "PRON")]
    return " ".join(t.text for t in words[:-1]) + (" " if len(words) > 1 else "") + tok.lemma_.lower()


def _materialish(tok, materials: list["Mention"]) -> bool:
    if tok.lemma_.lower() in _GENERIC_NOUNS or tok.pos_ == "PRON":
        return True
    if any(m.start <= tok.idx < m.end for m in materials):
        return True
    # a sample label ("HNCN", "N2CN", "Alloy_1"): upper case or digits inside a proper noun
    return tok.pos_ == "PROPN" and bool(re.search(r"[A-Z].*[A-Z0-9_]|\d", tok.text))


def dependency_property(text: str, q: "Quantity", materials: list["Mention"]) -> str:
    """The property a value belongs to, read from the dependency parse when no pattern found it:
    "The particle sizes of both alloys are approximately 200 μm" -> particle_size; "hydrogen
    utilization ratio for HNCN (93.10%)" -> hydrogen_utilization_ratio; "absorbed 1.56 wt.% hydrogen"
    -> hydrogen_absorption. Same checks as the patterns (head noun against unit, conditions)."""
    if q.unit in ("s^-1", "K/min"):
        return ""
    try:
        doc = _parse(text)
    except Exception:      # no parser: the patterns stand alone
        return ""
    span = [t for t in doc if q.start <= t.idx < q.end]
    if not span:
        return ""
    top = next((t for t in span if not (q.start <= t.head.idx < q.end) or t.head.i == t.i), span[-1])
    # "VALUE UNIT NOUN": the noun after the value ("1.66 wt% capacity", "1.56 wt.% hydrogen")
    nxt = doc[span[-1].i + 1] if span[-1].i + 1 < len(doc) else None
    if nxt is not None and nxt.pos_ == "NOUN" and (top.head.i == nxt.i or nxt.head.i == top.i):
        noun = nxt
        while noun.i + 1 < len(doc) and doc[noun.i + 1].pos_ == "NOUN" and doc[noun.i + 1].dep_ != "pobj":
            noun = doc[noun.i + 1]
        gov = noun.head if noun.head.i != noun.i else top.head
        for v in (gov, top.head):
            if v.pos_ == "VERB" and v.lemma_.lower() in _VERB_NOUN and noun.lower_ in _SUBSTANCES:
                return _lead_phrase(f"{noun.lower_} {_VERB_NOUN[v.lemma_.lower()]}", q)
        head = noun.lemma_.lower()
        if head in HEAD_UNITS and head not in ("pressure", "temperature", "time") or \
                q.unit in ("%", "wt%", "at%", "vol%", "mol%") and head in _AMOUNT_NOUNS:
            return _lead_phrase(" ".join(t.text for t in doc[nxt.i:noun.i + 1]), q)
        if noun.lower_ not in _SUBSTANCES:
            return ""
    t = top
    for _ in range(10):
        h = t.head
        if h.i == t.i:
            break
        if t.dep_ == "pobj" and h.dep_ == "prep":
            target = h.head
            if target.dep_ == "pobj" and target.head.lower_ in ("under", "at", "with") and \
                    q.unit in ("bar", "mbar", "Pa", "kPa", "MPa", "atm", "K", "°C"):
                return ""                              # "under hydrogen pressures of 25 bar": a condition
            if h.lower_ in ("of", "for", "in", "with") and target.pos_ in ("NOUN", "PROPN"):
                found = "" if _materialish(target, materials) else _lead_phrase(_phrase_of(target), q)
                if found:
                    return found
                t = target
                continue
            if target.pos_ in ("VERB", "AUX") and h.lower_ in ("to", "from", "of", "by", "until", "till"):
                t = h
                continue
            return ""                                  # "at 298 K", "under 80 bar": a condition
        if h.pos_ in ("VERB", "AUX"):
            if t.dep_ in ("dobj", "attr", "oprd") and h.lemma_.lower() in _VERB_NOUN:
                return ""                              # "absorbed 1.5 wt%" with nothing absorbed named
            subj = next((c for c in h.children if c.dep_ in ("nsubj", "nsubjpass")), None)
            if subj is not None and subj.pos_ in ("NOUN", "PROPN") and not _materialish(subj, materials):
                found = _lead_phrase(_phrase_of(subj), q)
                if h.lemma_.lower() != "be" and found and not _property_like(found.split("_")[-1]):
                    return ""             # "Toyota achieved 1.9 wt%": the subject did it, it is not measured
                return found
            if h.dep_ in ("relcl", "acl", "advcl", "xcomp", "conj", "ccomp", "pcomp") and subj is None:
                t = h
                continue
            return ""
        if h.pos_ in ("NOUN", "PROPN") and t.dep_ in ("appos", "nmod", "npadvmod", "dep", "conj", "nummod",
                                                     "compound", "amod"):
            found = "" if _materialish(h, materials) else _lead_phrase(_phrase_of(h), q)
            if found:
                return found
        t = h                              # a symbol ("H/M = 1.07 (1.81 wt %)"), a number, a label: go on up
    return ""


@dataclass
class Mention:
    type: str        # composition | material | element | phase | property | process
    text: str
    start: int
    end: int
    matid: str
    name: str


@dataclass
class Measurement:
    material: str                      # MatID of the material
    property: str                      # property id (see vocab.PROPERTIES)
    value: float | tuple[float, float]
    unit: str
    value_std: float | tuple[float, float] | None   # in the property's usual unit
    unit_std: str
    conditions: dict = field(default_factory=dict)
    uncertainty: float | None = None
    text: str = ""
    # how sure we are of this fact, 0..1 (None: not assessed), with the reasons, and how each part was bound:
    # {"material": "table_row_label" | "sentence" | "chunk" | "paper" | ..., "property": "catalogue_name" |
    # "catalogue_symbol" | "header" | "unit" | "open_vocabulary" | ..., "value": "table_cell" | "sentence"}
    confidence: float | None = None
    reasons: list[str] = field(default_factory=list)
    binding: dict = field(default_factory=dict)
    plausible: bool | None = None       # within the catalogue's range for the property (None: no range known)
    span: tuple[int, int] | None = None  # where the value is written in ``text``

    def to_dict(self) -> dict:
        d = asdict(self)
        for k in ("value", "value_std"):
            if isinstance(d[k], tuple):
                d[k] = list(d[k])
        return d

    @property
    def display(self) -> str:
        low, high = self.value if isinstance(self.value, tuple) else (self.value, None)
        return format_value(low, high, self.uncertainty, self.unit)


@dataclass
class Recognition:
    mentions: list[Mention]
    measurements: list[Measurement]
    unrecognised: list[str]
    # table cells with a number that gave no measurement, with the reason: (cell text, reason)
    skipped: list[tuple[str, str]] = field(default_factory=list)


@lru_cache(maxsize=1)
def _phrases() -> tuple[re.Pattern, re.Pattern, dict[str, tuple[str, str, str]]]:
    """Two alternation regexes (case-insensitive phrases, case-sensitive acronyms) and what each names."""
    table: dict[str, tuple[str, str, str]] = {}   # key -> (type, matid, display name)

    def add(key: str, typ: str, matid: str, name: str):
        table.setdefault(key, (typ, matid, name))

    for pid, (_, names) in PROPERTIES.items():
        for n in names:
            add(n, "property", f"prop:{pid}", names[0])
    for ph, names in PHASES.items():
        for n in names:
            add(n, "phase", f"phase:{ph}", ph)
    for proc, names in PROCESSES.items():
        for n in names:
            add(n, "process", f"proc:{proc}", proc.replace("_", " "))
    for n, matid in NAMED_MATERIALS.items():
        add(n, "material", matid, n)
    for n, sym in ELEMENT_NAMES.items():
        if n not in AMBIGUOUS_NAMES:
            add(n, "element", f"el:{sym}", ELEMENTS[sym])
    cased = {CASED[k]: v for k, v in table.items() if k in CASED}
    for sym, name in ELEMENTS.items():
        if len(sym) == 2 and sym not in AMBIGUOUS_SYMBOLS:
            cased.setdefault(sym, ("element", f"el:{sym}", name))
    plain = {k: v for k, v in table.items() if k not in CASED and len(k) > 1}

    def alternation(keys):
        return "|".join(re.escape(k) for k in sorted(keys, key=len, reverse=True))
    edge_l, edge_r = r"(?<![\w\-])", r"(?![\w])"
    rx_plain = re.compile(f"{edge_l}(?:{alternation(plain)})(?:e?s)?{edge_r}", re.I)
    rx_cased = re.compile(f"{edge_l}(?:{alternation(cased)}){edge_r}")
    lookup = {k.lower(): v for k, v in plain.items()}
    lookup.update({f"\0{k}": v for k, v in cased.items()})
    return rx_plain, rx_cased, lookup


def find_mentions(text: str) -> tuple[list[Mention], list[str]]:
    rx_plain, rx_cased, lookup = _phrases()
    cands: list[Mention] = []
    for m in rx_plain.finditer(text):
        key = m.group(0).lower()
        hit = lookup.get(key) or lookup.get(key[:-1]) or lookup.get(key[:-2])   # plurals
        if hit is None:
            continue
        typ, matid, name = hit
        cands.append(Mention(typ, m.group(0), m.start(), m.end(), matid, name))
    for m in rx_cased.finditer(text):
        typ, matid, name = lookup[f"\0{m.group(0)}"]
        cands.append(Mention(typ, m.group(0), m.start(), m.end(), matid, name))
    # "twin density" or "dislocation density" is not the density of a material
    cands = [c for c in cands if not (c.matid == "prop:density" and re.search(
        r"\b(twin|dislocation|defect|number|current|energy|charge|packing|probability)\s+$", text[:c.start], re.I))]
    comps, rejected = find_compositions(text)
    for s, e, comp in comps:
        cands.append(Mention("composition", comp.surface, s, e, comp.matid, comp.name))
    # longest first, no overlaps
    chosen: list[Mention] = []
    for c in sorted(cands, key=lambda c: (-(c.end - c.start), c.start)):
        if all(c.end <= o.start or c.start >= o.end for o in chosen):
            chosen.append(c)
    chosen.sort(key=lambda c: c.start)
    # a malformed formula ("Al-0.3") is counted as unrecognised, and the element inside it is no mention
    bad = [(s, e, tok) for s, e, tok in rejected
           if all(e <= o.start or s >= o.end for o in chosen if o.type != "element")]
    chosen = [c for c in chosen if not any(s <= c.start < e for s, e, _ in bad)]
    return chosen, [tok for _, _, tok in bad]


def _nearest(pos_start: int, pos_end: int, items, span=lambda x: (x.start, x.end), after_penalty: float = 1.5):
    best, best_d = None, None
    for it in items:
        s, e = span(it)
        d = pos_start - e if e <= pos_start else (s - pos_end) * after_penalty if s >= pos_end else 0
        if best_d is None or d < best_d:
            best, best_d = it, d
    return best


# a temperature written before the process it belongs to: "after 1000 °C annealing", "a 350 °C heat treatment"
PROCESS_AFTER_RE = re.compile(r"\s*(?:[-‐]\s*)?(?:for\s+[\d.]+\s*(?:h|min|s|days?)\s+)?(?:annealing|anneal|heat[- ]treatment|"
                              r"homogeni[sz]ation|sintering|ageing|aging|solution[- ]treatment|calcination|"
                              r"hot[- ]rolling|forging|HT)\b", re.I)


def tested_temperatures(text: str, quantities: list[Quantity], mentions: list[Mention]) -> list[tuple[int, int, float]]:
    """Temperatures of a test (not of processing, like "annealed at 800 °C"), in kelvin, with spans."""
    procs = [m for m in mentions if m.type == "process"]
    out = []
    for q in quantities:
        if q.unit not in ("K", "°C") or isinstance(q.value, tuple):
            continue
        before = text[max(0, q.start - 30):q.start]
        if any(0 <= q.start - p.end <= 30 for p in procs) and re.search(r"\bat\s*$", before) \
                or re.search(r"\b(annealed|annealing|homogeni[sz]ed|homogeni[sz]ation|anneal)\s+at\s*$", before) \
                or PROCESS_AFTER_RE.match(text[q.end:]):
            continue
        k = convert(q.value, q.unit, "K") if q.unit == "°C" else q.value
        out.append((q.start, q.end, round(k, 2)))
    out += [(m.start(), m.end(), 293.0) for m in RT_RE.finditer(text)]
    return out


def _processing(text: str, mentions: list[Mention], at: int) -> str:
    procs = [m for m in mentions if m.type == "process"]
    p = _nearest(at, at, procs)
    if p is None:
        return ""
    tail = re.match(r"\s*(?:at\s+[\d.,]+\s*°\s*C(?:\s+for\s+[\d.]+\s*(?:h|min|s))?)?", text[p.end:])
    return (p.text + (tail.group(0) if tail else "")).strip()


# a clause boundary: a temperature on the other side belongs to the other clause's value ("At room temperature
# it is 78 MPa, and at 77 K it lies between 140 and 160 MPa")
CLAUSE_RE = re.compile(r";|,\s*(?:and|but|whereas|while)\b|\bwhereas\b|\bwhile\b", re.I)


def _same_clause(text: str, q: Quantity, t: tuple[int, int, float]) -> bool:
    between = text[t[1]:q.start] if t[1] <= q.start else text[q.end:t[0]]
    return not CLAUSE_RE.search(between)


def _conditions(text: str, q: Quantity, mentions, temps, sizes, rates, header_conditions=None) -> dict:
    cond = dict(header_conditions or {})
    temps = [t for t in temps if _same_clause(text, q, t)] or temps
    t = _nearest(q.start, q.end, temps, span=lambda x: (x[0], x[1]), after_penalty=0.8)
    if t is not None and "temperature_K" not in cond:
        cond["temperature_K"] = t[2]
    lm = _nearest(q.start, q.end, list(LOADING_RE.finditer(text)), span=lambda m: (m.start(), m.end()))
    if lm is not None and "loading_mode" not in cond:
        cond["loading_mode"] = loading_mode(lm.group(1))
    g = _nearest(q.start, q.end, sizes) if re.search(r"grain", text, re.I) else None
    if g is not None and "grain_size_um" not in cond:
        cond["grain_size_um"] = g.low
    if rates and "strain_rate_per_s" not in cond:
        cond["strain_rate_per_s"] = rates[0].value
    proc = _processing(text, mentions, q.start)
    if proc and "processing" not in cond:
        cond["processing"] = proc
    # a gas pressure the test ran at ("at 25 °C under 80 bar", "hydrogen pressure of 7 MPa"), in bar
    pressures = [p for p in _PRESSURE_COND_RE.finditer(text) if not p.start("v") <= q.start < p.end()]
    pr = _nearest(q.start, q.end, pressures, span=lambda m: (m.start(), m.end()))
    if pr is not None and "pressure_bar" not in cond:
        try:
            cond["pressure_bar"] = round(convert(to_float(pr.group("v")), canonical_unit(pr.group("u")), "bar"), 6)
        except Exception:
            pass
    cyc = _nearest(q.start, q.end, list(CYCLES_RE.finditer(text)), span=lambda m: (m.start(), m.end()))
    if cyc is not None and "cycles" not in cond:
        cond["cycles"] = int(cyc.group(1))
    return cond


def _standard(value, unit: str, pid: str):
    if pid not in PROPERTIES:          # an open-vocabulary property: its values stay as written
        return value, unit
    std_unit = PROPERTIES[pid][0]
    try:
        if isinstance(value, tuple):
            return tuple(convert(v, unit, std_unit) for v in value), std_unit
        return convert(value, unit, std_unit), std_unit
    except Exception:   # a unit pint cannot convert: keep as written
        return None, std_unit


def text_quantities(text: str, covered: list[tuple[int, int]]) -> list[Quantity]:
    """Quantities of the text, with "between 18 and 26 mJ/m²" read as one range."""
    qs = [q for q in find_quantities(text) if not any(s <= q.start < e for s, e in covered)]
    qs = [x for q in qs for x in _split_change(text, q)]
    for m in BETWEEN_RE.finditer(text):
        inner = [q for q in qs if m.start() <= q.start < m.end()]
        units = {q.unit for q in inner}
        if inner and len(units) == 1 and inner[-1].unit not in ("K", "°C"):
            rng = Quantity((to_float(m.group("a")), to_float(m.group("b"))), inner[-1].unit, m.start(), inner[-1].end,
                           text=m.group(0))
            qs = [q for q in qs if q not in inner] + [rng]
    return sorted(qs, key=lambda q: q.start)


_CHANGE_BEFORE = re.compile(r"\b(?:increas|decreas|reduc|ris[ei]|rose|drop|fell|fall|grow|grew|expan|shrink|shrank|"
                            r"chang|improv|enhanc|declin|decay|went|go(?:es)?\b|jump|lower|rais)\w*\b[^.;]{0,60}"
                            r"\bfrom\s*$", re.I)


def _split_change(text: str, q: Quantity) -> list[Quantity]:
    """"an increase from 174.56 to 213.39 Å3" is two values (before and after), not a range."""
    if not isinstance(q.value, tuple) or q.unit in ("K", "°C") or not _CHANGE_BEFORE.search(text[max(0, q.start - 90):q.start]):
        return [q]
    m = re.match(r"(\S+)\s*(?:–|—|-|to)\s*(\S+)", q.text)
    a_end = q.start + (m.end(1) if m else 0)
    b_start = q.start + (m.start(2) if m else 0)
    return [Quantity(q.value[0], q.unit, q.start, a_end, None, text[q.start:a_end]),
            Quantity(q.value[1], q.unit, b_start, q.end, q.uncertainty, text[b_start:q.end])]


# what may stand between two values of one property: "from 22.56 µm after 10 cycles to 9.12 µm",
# "HNCN (93.10%) compared with ZrCo (89.90%), HCN (86.11%)", "1.47 wt% and 1.24 wt%"
_CARRY_GAP = re.compile(r"(?:[^\s;:.]+\s+){0,6}?(?:to|and|or|,|vs\.?|versus|than|with|compared\s+(?:with|to))"
                        r"\s*(?:(?:[^\s;:()]+\s*){1,3}\(\s*)?", re.I)


def _carries(text: str, prev: Quantity, q: Quantity) -> bool:
    gap = re.sub(r"\([^()]{0,40}\)", " ", text[prev.end:q.start])
    gap = re.sub(r"^\s*\)", "", gap)
    return len(gap) <= 80 and bool(_CARRY_GAP.fullmatch(gap.strip() + (" " if gap.strip().endswith("(") else ""))
                                   or _CARRY_GAP.fullmatch(gap.strip()))


def _material_for(text: str, q: Quantity, materials: list[Mention]) -> Mention | None:
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


def _respectively(text: str, lists: list[list[Quantity]], materials: list[Mention],
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


PAIR_FROM_RE = re.compile(r"\b(?:from|between)\s*$", re.I)
PAIR_TO_RE = re.compile(r"\s*(?:to|and|[-–])\s*$", re.I)


def _pairs(text: str, items: list, start, end) -> list[tuple]:
    """Consecutive items written "from A to B" or "between A and B"."""
    return [(a, b) for a, b in zip(items, items[1:])
            if PAIR_FROM_RE.search(text[max(0, start(a) - 12):start(a)]) and PAIR_TO_RE.fullmatch(text[end(a):start(b)])]


def value_pairs(text: str, values: list[Quantity]) -> list[tuple[Quantity, Quantity]]:
    """"rises from 410 MPa to 759 MPa": two values of one quantity (the second is of the first's property)."""
    plain = sorted((q for q in values if not isinstance(q.value, tuple)), key=lambda q: q.start)
    return [(a, b) for a, b in _pairs(text, plain, lambda q: q.start, lambda q: q.end) if compatible(a.unit, b.unit)]


def _from_to(text: str, pairs: list[tuple[Quantity, Quantity]], temps: list[tuple[int, int, float]]) -> dict[int, dict]:
    """"Between 293 K and 77 K the yield strength rises from 410 MPa to 759 MPa": when a sentence has one
    from–to pair of test temperatures, each value of a from–to pair takes the temperature in the same place
    (not the nearest one). Keyed by the value's start."""
    tpairs = _pairs(text, sorted(temps), lambda t: t[0], lambda t: t[1])
    if len(tpairs) != 1:
        return {}
    (t1, t2), out = tpairs[0], {}
    for a, b in pairs:
        out[a.start], out[b.start] = {"temperature_K": t1[2]}, {"temperature_K": t2[2]}
    return out


def extract_measurements(text: str, mentions: list[Mention], context_material: str = "",
                         header_conditions: dict | None = None) -> list[Measurement]:
    covered = [(m.start, m.end) for m in mentions]
    lists = find_lists(text)
    quantities = text_quantities(text, covered)
    starts = {q.start for q in quantities}
    quantities += [q for g in lists for q in g if q.start not in starts
                   and not any(s <= q.start < e for s, e in covered)]
    quantities = sorted((q for q in quantities if not BOUND_RE.search(text[max(0, q.start - 30):q.start])),
                        key=lambda q: q.start)
    temps = tested_temperatures(text, quantities, mentions)
    sizes = [q for q in quantities if q.unit == "µm"]
    rates = [q for q in quantities if q.unit == "s^-1"]
    props = [m for m in mentions if m.type == "property"]
    # an element named in words ("that of copper") can be the material a value belongs to
    materials = [m for m in mentions if m.type in MATERIAL_TYPES
                 or (m.type == "element" and m.text.islower() and m.matid not in GASES)]
    values = [q for q in quantities if q.unit not in CONDITION_UNITS]
    if not values and sizes and any(p.matid == "prop:grain_size" for p in props):
        values = sizes          # the grain size is the result reported here
        sizes = []
    out = []
    # a value in a condition unit that a property phrase leads to is a value too ("incubation time of 7200 s")
    values += [q for q in quantities if q.unit in CONDITION_UNITS and q not in values
               and (open_property(text, q) or q.unit in ("µm", "nm", "mm") and dependency_property(text, q, materials))]
    values.sort(key=lambda q: q.start)
    last: tuple[Quantity, str] | None = None
    paired = _respectively(text, lists, materials, quantities)
    pairs = value_pairs(text, values)
    for start, cond in _from_to(text, pairs, temps).items():
        paired.setdefault(start, cond)
    pair_first = {b.start: a for a, b in pairs}
    list_of = {q.start: g for g in lists for q in g}
    for q in values:
        cands = [p for p in props if (compatible(PROPERTIES[p.matid[5:]][0] or "", q.unit)
                                      or p.matid == "prop:hardness" and q.unit in ("MPa", "GPa"))
                 and (q.unit != "%" or p.matid == "prop:elongation")]
        anchor = list_of.get(q.start, [q])[-1]     # a listed value reads its property as the list's last one
        prop = _nearest(anchor.start, anchor.end, cands, after_penalty=4.0) or \
            _nearest(q.start, q.end, cands, after_penalty=4.0)
        first = list_of.get(q.start, [q])[0]
        pid = prop.matid[5:] if prop else UNIT_PROPERTY.get(q.unit) or open_property(text, first)
        if last is not None and pair_first.get(q.start) is last[0]:
            pid = last[1]                 # "rises from 410 MPa to 759 MPa": the first value's property
        if not pid and last is not None and compatible(last[0].unit, q.unit) and _carries(text, last[0], q):
            pid = last[1]                 # "from 22.56 µm after 10 cycles to 9.12 µm": the same property
        if not pid:
            pid = dependency_property(text, first, materials)
        if not pid:
            continue
        last = (q, pid)
        if pid == "crss" and re.search(r"twinning", text[max(0, q.start - 60):q.end + 40], re.I):
            pid = "twinning_stress"
        mat = _material_for(text, q, materials)
        material = paired.get(q.start, {}).get("material") or (mat.matid if mat else context_material)
        if not material:
            continue
        std, std_unit = _standard(q.value, q.unit, pid)
        cond = _conditions(text, q, mentions, temps, sizes, rates, header_conditions)
        if "temperature_K" in paired.get(q.start, {}):
            cond["temperature_K"] = paired[q.start]["temperature_K"]
        out.append(Measurement(material, pid, q.value, q.unit, std, std_unit, cond, q.uncertainty, text))
    for p in props:
        if PROPERTIES[p.matid[5:]][0]:
            continue
        m = re.match(r"\s*(?:of|=|is|:)?\s*(?:about\s+)?(\d+(?:\.\d+)?)(?![\d.]*\s*(?:%|[A-Za-zµÅ°]))", text[p.end:])
        if m:
            start = p.end + m.start(1)
            q = Quantity(float(m.group(1)), "", start, p.end + m.end(1))
            mat = _material_for(text, q, materials)
            if mat or context_material:
                out.append(Measurement(mat.matid if mat else context_material, p.matid[5:], q.value, "", q.value, "",
                                       {}, None, text))
    return out


def recognise(text: str, context_material: str = "", labels: dict[str, tuple[str, str]] | None = None) -> Recognition:
    """Mentions and measurements of a sentence; ``labels`` are the sample labels its paper defines
    (``sample_labels``): "HNCN (93.10%)" is a value of the composition the paper calls HNCN."""
    text = plain_math(text)
    mentions, unrecognised = find_mentions(text)
    if labels:
        mentions = with_labels(text, mentions, labels)
    return Recognition(mentions, extract_measurements(text, mentions, context_material), unrecognised)


def with_labels(text: str, mentions: list[Mention], labels: dict[str, tuple[str, str]]) -> list[Mention]:
    """The mentions of a text plus its sample labels as mentions of their compositions; a label that reads as
    a formula ("H2CN") is the label, not the formula."""
    found = []
    for matid, written in labels.values():
        for m in re.finditer(rf"(?<![\w-]){re.escape(written)}(?!\w)", text):
            found.append(Mention("composition", written, m.start(), m.end(), matid, written))
    if not found:
        return mentions
    kept = [m for m in mentions if all(m.end <= f.start or m.start >= f.end for f in found)]
    return sorted(kept + found, key=lambda m: m.start)


# --- table rows ------------------------------------------------------------------------------
_CELL_NUM = re.compile(r"^\s*(?P<v>[-−]?\d[\d,]*(?:\.\d+)?)(?:\s*(?:–|-|to)\s*(?P<v2>[-−]?\d[\d,]*(?:\.\d+)?))?"
                       r"(?:\s*±\s*(?P<pm>\d+(?:\.\d+)?))?\s*(?P<rest>.*)$")


# how a column's values were obtained, written under a group header ("Capacity | Experimental | Model")
METHOD_RE = re.compile(r"\s*\(?\b(experimental|experiment|exp\.?|expt\.?|measured|model|modell?ed|calculated|calc\.?|"
                       r"predicted|simulated|simulation|theoretical|theory|fitted|fit|DFT|CALPHAD|literature)\)?\s*$", re.I)
METHODS = {"exp": "experimental", "expt": "experimental", "experiment": "experimental", "measured": "experimental",
           "modeled": "model", "modelled": "model", "calc": "calculated", "simulation": "simulated",
           "theory": "theoretical", "fit": "fitted"}


def _header_info(h: str) -> dict:
    """What a column header says: a property, its unit, a condition it fixes, or a condition column.
    A trailing method word ("… Experimental", "… Model") is the condition ``method`` of its values."""
    h = _drop_footnote_marks(h).replace("∆", "Δ")
    m = METHOD_RE.search(h)
    if m and h[:m.start()].strip():
        word = m.group(1).lower().rstrip(".")
        info = _header_info(h[:m.start()])
        if "property" in info:
            info["fixed"] = {**info.get("fixed", {}), "method": METHODS.get(word, word.lower())}
        return info
    info: dict = {}
    unit_m = None
    # "a (Å)", "Peq (bar) 225 °C", "ΔH/kJ mol−1", "Phase Fraction Wt.%": the unit in parentheses anywhere,
    # after a slash, or as the header's last words
    for m in [*re.finditer(r"\(([^()]*)\)", h), re.search(r"\s*/\s*([^/]{1,16})$", h),
              re.search(r"(?:^|\s)((?i:wt|at|vol|mol)\s*\.?\s*%|%|[^\s()]{1,6})\s*$", h)]:
        if m and _is_unit(_fraction_lower(m.group(1))):
            unit_m = m
            break
    unit = canonical_unit(_fraction_lower(unit_m.group(1))) if unit_m else ""
    low = h.lower()
    mentions, _ = find_mentions(h)
    props = [m for m in mentions if m.type == "property"]
    bare = (h[:unit_m.start()] + " " + h[unit_m.end():] if unit_m else h).strip(" ,;:/").lower()
    if re.match(r"\s*(test\s+)?temperature\b", low) and bare in ("temperature", "test temperature") \
            or bare in ("t", "temp.", "temp", "t test") or not unit_m and re.match(r"\s*t\s*\(", low):
        info["condition"] = ("temperature_K", unit or "K")
    elif re.match(r"\s*(loading mode|loading|mode of loading|test mode)\b", low):
        info["condition"] = ("loading_mode", "")
    elif "grain size" in low and not props[1:]:
        info["condition"] = ("grain_size_um", unit or "µm")
    elif re.match(r"\s*(alloy|material|composition|sample|specimen)s?\b", low):
        info["material_column"] = True
    elif re.match(r"\s*property\b", low):
        info["property_column"] = True
    elif re.match(r"\s*value\b", low):
        info["value_column"] = True
    elif re.match(r"\s*(condition|conditions|state|processing)\b", low):
        info["condition_text_column"] = True
    elif props and (not unit or compatible(PROPERTIES[props[0].matid[5:]][0] or unit, unit)):
        info["property"] = props[0].matid[5:]
        info["unit"] = unit or PROPERTIES[info["property"]][0]
        fixed = {}
        for q in find_quantities(h):
            if q.unit in ("K", "°C"):
                fixed["temperature_K"] = convert(q.value, q.unit, "K") if q.unit == "°C" else q.value
        if RT_RE.search(h):
            fixed["temperature_K"] = 293.0
        info["fixed"] = fixed
    else:
        # open vocabulary: the header's name is the property ("Cmax (wt%)", "Crystallite size (nm)",
        # "Peq (bar) 225 °C" with its temperature fixed, "δ" in % by convention)
        before = (h[:unit_m.start()] if unit_m else h).strip(" ,;:")
        after = h[unit_m.end():] if unit_m else ""
        fixed = {}
        for q in find_quantities(after):
            if q.unit in ("K", "°C") and not isinstance(q.value, tuple):
                fixed["temperature_K"] = convert(q.value, q.unit, "K") if q.unit == "°C" else q.value
        cyc = CYCLES_RE.search(before)
        if cyc:
            fixed["cycles"] = int(cyc.group(1))
            before = (before[:cyc.start()] + before[cyc.end():]).strip()
        # "Phase component B33", "Phase fraction (%) B2": the structure type a column is about
        in_name = re.search(rf"\s({_STRUKTURBERICHT.pattern})\s*$", before)
        if in_name and len(before.split()) > 1:
            fixed["phase"] = in_name.group(1)
            before = before[:in_name.start()].strip()
        elif re.fullmatch(rf"\s*({_STRUKTURBERICHT.pattern})\s*", after):
            fixed["phase"] = after.strip()
        pid = ""
        words = before.split()
        if unit_m is not None and unit_m.group(0).lstrip().startswith("/") and len(words) > 1 \
                and _symbol_like(words[-1]):
            # "Capacity cmax/wt%", "Reaction enthalpy ΔHabs/kJ mol−1": quantity calculus, the word before the
            # slash is the quantity's symbol; it names the property when it is a known symbol, else it is dropped
            pid = symbol_property(words[-1], unit)
            before = " ".join(words[:-1]).strip(" ,;:")
        before = re.sub(r"\s+(?:at|in|of)\s*$", "", before).strip()
        words = before.split()
        symbol = len(words) == 1 and len(before) <= 8 or len(words) == 2 and len(words[0]) <= 3 and words[1][:1].isdigit()
        if not pid and symbol:
            pid = symbol_property(before, unit)
        if not pid and len(words) > 1 and len(words[-1]) <= 4 and not words[-1].islower():
            pid = symbol_property(words[-1], unit)           # "Enthalpy ΔH (kJ/mol)": the symbol names it
            if pid:
                words = []
        if not pid and before and len(before) <= 8 and len(words) <= 2:
            pid = symbol_property(before, unit)                # "T1 bar (°C)": a symbol written with a space
        if not pid and symbol and unit:
            pid = UNIT_PROPERTY.get(unit, "")
        if not pid and not before and unit in UNIT_ONLY_PROPERTY:
            pid = UNIT_ONLY_PROPERTY[unit]
        if not pid and not before and unit in UNIT_PROPERTY:
            pid = UNIT_PROPERTY[unit]                      # a header "HV"
        if not pid and words and (unit or not symbol):
            named = [w for w in re.findall(r"[^\W_]+", before.lower()) if not w.isdigit()]
            if len(named) > 1:        # symbols inside a name ("Absorption pressure at 0.5 cmax") are no words of it
                named = [w for w in named if not _symbol_like(w)] or named
                while named and named[-1] in ("at", "in", "of", "for"):
                    named.pop()
            if len(named) > 1 or named and len(named[0]) > 3:
                pid = "_".join(named)
                pid = OPEN_SYNONYMS.get(pid, pid)
        if pid and not unit and pid in SYMBOL_DEFAULT_UNIT:
            unit = SYMBOL_DEFAULT_UNIT[pid]
        if pid and (unit not in ("K", "°C") or pid.endswith("temperature") or symbol or "temperature" in pid
                    or not re.match(r"\s*t(?:emperature)?\b", low)):
            info["property"], info["unit"], info["fixed"] = pid, unit, fixed
            info["open"] = True
    return info


def _symbol_like(word: str) -> bool:
    """A quantity's symbol rather than a word: Greek or other non-ASCII letters, letters with digits, or
    letters that are no English word ("cmax", "pabs", "ΔHabs", "Peq")."""
    w = re.sub(r"[^\w]", "", word.lower())
    if not w or len(w) > 8:
        return False
    if not w.isascii() or re.search(r"\d", w):
        return True
    from wordninja import DEFAULT_LANGUAGE_MODEL
    return w not in DEFAULT_LANGUAGE_MODEL._wordcost


def _fraction_lower(text: str) -> str:
    return text.lower() if re.fullmatch(r"\s*(?i:wt|at|vol|mol)\s*\.?\s*%\s*", text) else text


def _drop_footnote_marks(h: str) -> str:
    """"Peqa) (bar)", "Cmaxa) (wt%)", "T1 bar c) (°C)": a letter and ")" with no "(" open is a footnote mark."""
    out, depth, i = [], 0, 0
    while i < len(h):
        ch = h[i]
        if ch == "(":
            depth += 1
        elif ch == ")":
            if depth == 0:
                if out and out[-1] in "abcdefg" and (len(out) < 2 or not out[-2].isdigit()):
                    out.pop()
                i += 1
                continue
            depth -= 1
        out.append(ch)
        i += 1
    return re.sub(r"\s{2,}", " ", "".join(out)).strip()


def _is_unit(text: str) -> bool:
    """Does this text (from a header's parentheses or its end) write a unit, and only a unit?"""
    text = text.strip()
    if not text or text.lower() in ("a", "at.", "at", "ref", "refs"):
        return False
    unit = canonical_unit(text)
    qs = find_quantities(f"1 {text}")
    return bool(qs) and qs[0].end >= len(text) + 1 - 3 and unit == qs[0].unit


# a row label that names a sample: letters with digits, '_' or '-' (upper case or mixed), not a word of prose
SAMPLE_LABEL = re.compile(r"(?=\S*(?:[A-Z]\S*[A-Z]|\d|_))[A-Za-z][\w.+\-/]{1,24}")


def _inherit_units(header: list[str], infos: list[dict]) -> None:
    """A spanning group header read into one column only ("Phase component (%) B2" beside "Phase
    component B33"): a unitless open-vocabulary column whose name starts like a column with a unit takes
    that unit and property."""
    def words(h: str) -> list[str]:
        h = re.sub(r"\([^()]*\)", "", _drop_footnote_marks(h))
        m = METHOD_RE.search(h)
        return (h[:m.start()] if m and h[:m.start()].strip() else h).lower().split()

    for i, info in enumerate(infos):
        if not info.get("open") or info.get("unit"):
            continue
        stem = words(header[i])[:2]
        for j, other in enumerate(infos):
            # two words in common, or the one word of a column beside it ("Capacity Model" by "Capacity cmax/wt%")
            if j != i and other.get("open") and other.get("unit") and words(header[j])[:len(stem)] == stem \
                    and (len(stem) == 2 or len(stem) == 1 and j == i - 1):
                info["property"], info["unit"] = other["property"], other["unit"]
                break


def _parenthesised_uncertainty(number: str, rest: str) -> float | None:
    """"5.02837(12)" -> 0.00012 (in the last digits), "30 (6)" -> 6, "1.36 (4%)" -> 0.0544 (relative)."""
    m = re.fullmatch(r"\s*\(\s*(\d+(?:\.\d+)?)\s*(%?)\s*\)\s*", rest or "")
    if not m:
        return None
    u = float(m.group(1))
    if m.group(2):
        return round(abs(to_float(number)) * u / 100, 12)
    decimals = len(number.split(".")[1]) if "." in number else 0
    if "." not in m.group(1) and decimals:
        return round(u * 10 ** -decimals, 12)
    return u


def series_member(caption: str, label: str) -> str:
    """The composition a row labelled "x = 0.1" stands for, in a caption that names the series
    ("Ti0.84Zr0.16Mn0.9+xCr0.7Fe0.1"): the series' formula with the label's values put in."""
    values = {v: float(n) for v, n in re.findall(r"\b([xyz])\s*=\s*(\d+(?:\.\d+)?)", label)}
    if not values:
        return ""
    caption = re.sub(r"(?<=[xyz])[-‐]\s+(?=[A-Z][a-z]?\d)", "", caption)   # "Mn0.9+x- Cr0.7": broken at a line end
    for tok in re.findall(r"[\w().+\-−–]+", caption):
        if any(m.group("var") in values or m.group("var2") in values for m in SERIES_RE.finditer(tok)):
            comps, _ = find_compositions(substitute_series(tok, values))
            if comps and not comps[0][2].is_family:
                return comps[0][2].matid
    return ""


def table_row_measurements(caption: str, header: list[str], row: list[str],
                           context_material: str = "") -> Recognition:
    """Measurements and mentions of one table row; material, units and conditions may come from the
    header and the caption. Two shapes: a property per column (the header names property and unit), and
    Property | Value | Condition rows."""
    caption, header, row = plain_math(caption), [plain_math(h) for h in header], [plain_math(c) for c in row]
    cap_mentions, _ = find_mentions(caption)
    infos = [_header_info(h) for h in header]
    _inherit_units(header, infos)
    material, row_mentions, unrecognised = _row_material(caption, header, row, infos, cap_mentions, context_material)
    conditions = _row_conditions(caption, row, infos)
    text = f"{caption}\n" + "; ".join(f"{h}: {c}" for h, c in zip(header, row))
    measurements: list[Measurement] = []
    if material:
        measurements += _property_value_row(material, row, infos, conditions, text)
        measurements += _property_columns(material, row, infos, conditions, text)
    header_mentions = [m for h in header for m in find_mentions(h)[0]]
    return Recognition(cap_mentions + header_mentions + row_mentions, measurements, unrecognised)


def _row_material(caption: str, header: list[str], row: list[str], infos: list[dict], cap_mentions: list[Mention],
                  context_material: str) -> tuple[str, list[Mention], list[str]]:
    """The row's material (a material cell, a series member, a sample label, the caption's material, or the
    paper's), with the mentions and unrecognised formulas of its cells."""
    row_mentions: list[Mention] = []
    unrecognised: list[str] = []
    material = ""
    for cell, info in zip(row, infos):
        ms, bad = find_mentions(cell)
        row_mentions += ms
        unrecognised += bad
        mats = [m for m in ms if m.type in MATERIAL_TYPES or info.get("material_column") and m.type == "element"]
        if mats and (info.get("material_column") or not material):
            material = mats[0].matid
    if not material:
        material = series_member(caption, row[0] if row else "")
    if not material and row and not infos[0].get("property") and SAMPLE_LABEL.fullmatch(row[0].strip()) \
            and (infos[0].get("material_column") or re.fullmatch(r"\s*(?:compositions?|ids?|labels?|names?|)\s*", header[0].lower())):
        material = "mat:" + label_key(row[0].strip())   # a sample label ("Alloy_1_as-cast", "NCN") names the row's material
    if not material:
        cap_materials = [m for m in cap_mentions if m.type in MATERIAL_TYPES and not m.matid.count("(x)")]
        material = cap_materials[0].matid if cap_materials else context_material
    return material, row_mentions, unrecognised


def _row_conditions(caption: str, row: list[str], infos: list[dict]) -> dict:
    """Conditions of the row: condition columns (temperature, loading mode, ...) and the caption's strain rate."""
    conditions: dict = {}
    for cell, info in zip(row, infos):
        if "condition" not in info:
            continue
        key, unit = info["condition"]
        if key == "loading_mode":
            lm = LOADING_RE.search(cell)
            if lm:
                conditions[key] = loading_mode(lm.group(1))
            continue
        m = _CELL_NUM.match(cell)
        if m:
            v = to_float(m.group("v"))
            conditions[key] = convert(v, unit, "K") if key == "temperature_K" and unit == "°C" else v
        elif key == "temperature_K" and RT_RE.search(cell):
            conditions[key] = 293.0
    for q in find_quantities(caption):
        if q.unit == "s^-1":
            conditions.setdefault("strain_rate_per_s", q.value)
    return conditions


def _property_value_row(material: str, row: list[str], infos: list[dict], conditions: dict,
                        text: str) -> list[Measurement]:
    """A Property | Value | Condition row: the property named in one cell, its value in another, the test
    temperature and loading mode read from the condition cell."""
    prop_col = next((i for i, inf in enumerate(infos) if inf.get("property_column")), None)
    val_col = next((i for i, inf in enumerate(infos) if inf.get("value_column")), None)
    if prop_col is None or val_col is None:
        return []
    props = [m for m in find_mentions(row[prop_col])[0] if m.type == "property"]
    qs = find_quantities(row[val_col])
    if not props or not qs:
        return []
    pid, q = props[0].matid[5:], qs[0]
    cond_cell = next((row[i] for i, inf in enumerate(infos) if inf.get("condition_text_column")), "")
    cond = dict(conditions)
    temps = tested_temperatures(cond_cell, find_quantities(cond_cell), find_mentions(cond_cell)[0])
    if temps:
        cond["temperature_K"] = temps[0][2]
    lm = LOADING_RE.search(cond_cell)
    if lm:
        cond["loading_mode"] = loading_mode(lm.group(1))
    std, std_unit = _standard(q.value, q.unit, pid)
    return [Measurement(material, pid, q.value, q.unit, std, std_unit, cond, q.uncertainty, text)]


def _property_columns(material: str, row: list[str], infos: list[dict], conditions: dict,
                      text: str) -> list[Measurement]:
    """A property per column: each cell under a header that names a property is a value in the header's
    unit (or, with no unit in the header, a cell that writes its own)."""
    out: list[Measurement] = []
    for cell, info in zip(row, infos):
        if "property" not in info:
            continue
        pid, unit = info["property"], info["unit"]
        if info.get("open") and not unit:
            # no unit in the header: a cell that writes its own ("1.6 wt%, 5 h") is a value, a bare number is not
            cq = [q for q in find_quantities(re.sub(r"\([^()]*\)", lambda x: " " * len(x.group(0)), cell))
                  if q.unit not in CONDITION_UNITS]        # "0.33 (45%)": the parenthesis is an error
            if cq:
                q = cq[0]
                std, std_unit = _standard(q.value, q.unit, pid)
                out.append(Measurement(material, pid, q.value, q.unit, std, std_unit,
                                       {**conditions, **info.get("fixed", {})}, q.uncertainty, text))
            continue
        m = _CELL_NUM.match(cell)
        if not m or (m.group("rest") and not re.fullmatch(r"[\s()a-zA-Z%]*|\s*\(\s*\d+(?:\.\d+)?\s*%?\s*\)\s*", m.group("rest"))):
            continue                  # "17 (3)", "5.02837(12)": an uncertainty in parentheses is fine
        v = to_float(m.group("v"))
        value = (v, to_float(m.group("v2"))) if m.group("v2") else v
        pm = to_float(m.group("pm")) if m.group("pm") else _parenthesised_uncertainty(m.group("v"), m.group("rest"))
        if pid == "crss" and any(re.search(r"twinning", c, re.I) and not re.search(r"slip", c, re.I) for c in row):
            pid = "twinning_stress"
        std, std_unit = _standard(value, unit, pid)
        out.append(Measurement(material, pid, value, unit, std, std_unit, {**conditions, **info.get("fixed", {})}, pm, text))
    return out


# --- sample labels defined in the text ---------------------------------------------------------
_LABEL = r"[A-Za-z][\w\-]{0,15}"
_LABEL_AFTER = re.compile(rf"\s*\(\s*(?P<l>{_LABEL})\s*\)|\s*[,(]?\s*(?:hereafter\s+)?(?:denoted|labell?ed|referred\s+to|"
                          rf"designated|named|called|abbreviated)\s+(?:as\s+)?[\"“']?(?P<l2>{_LABEL})")
_LABEL_BEFORE = re.compile(rf"(?P<l>{_LABEL})\s*(?:[–—:=]|-\s)\s*\(?$")
_STRUKTURBERICHT = re.compile(r"[A-DLO]\d{1,3}(?:_?\d)?[a-z]?")      # C14, B2, L12, D019: structure types


def label_key(label: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")


def sample_labels(text: str) -> dict[str, str]:
    """Sample labels the text defines for compositions: "Zr0.85Nb0.15Co0.6Cu0.15Ni0.25 (NCN)",
    "Alloy_1 – (Ce0.1La0.9)(Ni4.47Al0.06Fe0.2Mn0.27)", "…, denoted as HNCN". Label key ("alloy-1") -> (comp MatID, the label as written).
    A label must look like one (capitals, digits or '_'), and not be a unit, element, phase or process;
    a label given to two different compositions is ambiguous and left out."""
    text = plain_math(text)
    found: dict[str, set[str]] = {}
    for start, end, comp in find_compositions(text)[0]:
        if comp.is_family:
            continue
        labels = []
        m = _LABEL_AFTER.match(text, end)
        if m:
            labels.append(m.group("l") or m.group("l2"))
        m = _LABEL_BEFORE.search(text[max(0, start - 24):start])
        if m:
            labels.append(m.group("l"))
        for label in labels:
            if not SAMPLE_LABEL.fullmatch(label) or _STRUKTURBERICHT.fullmatch(label) \
                    or _names_something(label, comp) or find_quantities(f"1 {label}") \
                    or label.lower() in ("x", "y", "z", "at", "wt", "eq", "fig", "table", "ref"):
                continue
            found.setdefault(label_key(label), {})[comp.matid] = label
    return {k: next(iter(v.items())) for k, v in found.items() if len(v) == 1}


def _names_something(label: str, comp) -> bool:
    """Is a would-be label a name of its own: a phase, process, property, or a formula that shares an element
    with the composition it stands beside ("TiFe (TiFeH2)" is a hydride; "Zr0.7Hf0.3Co0.6Cu0.15Ni0.25 (H2CN)"
    is a label that only reads as a formula)?"""
    found = find_mentions(label)[0]
    if not found:
        return False
    if len(found) == 1 and found[0].type == "composition" and found[0].text == label:
        mine = set(re.findall(r"[A-Z][a-z]?", comp.matid[5:]))
        return bool(mine & set(re.findall(r"[A-Z][a-z]?", found[0].matid[5:])))
    return True


def relabel(meas: Measurement, labels: dict[str, tuple[str, str]]) -> Measurement:
    """A measurement of a sample label (``mat:alloy-1-as-cast``) is one of the composition the paper
    defines for that label ("Alloy_1"), in the state the rest of the label names (processing "as-cast")."""
    if not meas.material.startswith("mat:") or not labels:
        return meas
    key = meas.material[4:]
    for label in sorted(labels, key=len, reverse=True):
        if key == label or key.startswith(label + "-"):
            meas.material = labels[label][0]
            state = key[len(label):].strip("-")
            if re.search(r"[a-z]{2}", state) and "processing" not in meas.conditions:
                meas.conditions["processing"] = state
            break
    return meas
