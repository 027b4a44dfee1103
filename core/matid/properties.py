"""Stage 3, property: which property a value is of (a named property, a symbol with its unit, a unit that
names its property, or an open-vocabulary phrase that leads to the value)."""
from __future__ import annotations

import re
from functools import lru_cache

from ..units import Quantity, compatible, convert, find_quantities
from .conditions import CONDITION_IN_LEAD
from .mentions import GAS_NAMES
from .quantities import CONDITION_UNITS
from .records import Mention
from .vocab import ELEMENT_NAMES, ELEMENTS, PROPERTIES

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
        if not symbol_like(key):
            continue
        hits = {pid for pattern, _, pid in SYMBOL_PROPERTIES
                if re.fullmatch(pattern, key, re.I if key[:1] not in "δΔ" else 0)}
        if len(hits) == 1 and hits <= set(PROPERTIES) | {pid for _, _, pid in SYMBOL_PROPERTIES}:
            out += [p for p in hits if p not in out]
    return out


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


_KEPT_SHARE = re.compile(r"\s+of\s+(?:its|their|the)\s+(?:initial\s+|original\s+|first\s+|maximum\s+)?"
                         r"(?P<what>[a-z][a-z\-]+(?:\s+[a-z][a-z\-]+){0,3}?)(?=\s*(?:after|over|in|at|within|,|\.|$))")


def property_like(noun: str) -> bool:
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
    window = CONDITION_IN_LEAD.sub(" ", text[max(0, q.start - 120):q.start])
    m = _OPEN_LEAD.search(window[-90:])
    found = _lead_phrase(m.group("phrase"), q) if m else ""
    if found and re.search(r"\b(?:reach|achiev|show|exhibit|retain|display|deliver)\w*\s*(?:\S+\s*){0,2}$",
                           m.group(0), re.I) and not property_like(found.split("_")[-1]):
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
    while words and (words[0] in _OPEN_SKIP or words[0] in ELEMENT_NAMES and words[0] not in GAS_NAMES):
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
def parse(text: str):
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
        doc = parse(text)
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
                if h.lemma_.lower() != "be" and found and not property_like(found.split("_")[-1]):
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


def standard_value(value, unit: str, pid: str):
    if pid not in PROPERTIES:          # an open-vocabulary property: its values stay as written
        return value, unit
    std_unit = PROPERTIES[pid][0]
    try:
        if isinstance(value, tuple):
            return tuple(convert(v, unit, std_unit) for v in value), std_unit
        return convert(value, unit, std_unit), std_unit
    except Exception:   # a unit pint cannot convert: keep as written
        return None, std_unit


def symbol_like(word: str) -> bool:
    """A quantity's symbol rather than a word: Greek or other non-ASCII letters, letters with digits, or
    letters that are no English word ("cmax", "pabs", "ΔHabs", "Peq")."""
    w = re.sub(r"[^\w]", "", word.lower())
    if not w or len(w) > 8:
        return False
    if not w.isascii() or re.search(r"\d", w):
        return True
    from wordninja import DEFAULT_LANGUAGE_MODEL
    return w not in DEFAULT_LANGUAGE_MODEL._wordcost
