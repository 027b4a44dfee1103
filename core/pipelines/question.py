"""Question understanding, shared by G-RAG's retrieval (``grag``) and the graph's answer (``facts``): what a
question asks, read from its words and the graph's names. Its materials (MatIDs, sample labels and composites as the
papers write them), the properties it names (the catalogue's, and the graph's own by their words), the conditions it
states (temperature, pressure, grain size, cycles, C-rate, loading, processing, method, per what), the unit it wants
the value in, whether it asks for a value at all or for background, and whether it compares materials.
``read_question`` gathers them as an ``Asked``; ``GraphMatch`` is what the graph matched to them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..graph import queries
from ..matid.catalogue import catalogue
from ..matid.conditions import (C_RATE_RE, CYCLES_RE, LOADING_RE, asked_per, asked_pressure, asked_setting, c_rate,
                                cycle_number, criterion_named, loading_mode, orientation_named, solution_named,
                                tested_temperatures, source_named)
from ..matid.materials import modified_samples
from ..matid.mentions import find_mentions
from ..matid.properties import kept_share_property, named_symbols
from ..matid.quantities import text_quantities
from ..matid.owners import owners
from ..matid.records import MATERIAL_TYPES
from ..matid.samples import SAMPLE_LABEL
from ..matid.vocab import PROCESSES, PROPERTIES
from ..units import UNIT_RE, canonical_unit, compatible, find_quantities
from .search import tokenize


# --- the conditions it states ------------------------------------------------------------------------------
def question_conditions(question: str) -> dict:
    """Test conditions the question states: temperature, pressure, grain size, cycles, C-rate, loading mode,
    processing words, method, and what a value is per."""
    mentions, _ = find_mentions(question)
    qs = text_quantities(question, [(m.start, m.end) for m in mentions])
    cond: dict = {}
    temps = tested_temperatures(question, qs, mentions)
    if temps:
        cond["temperature_K"] = temps[0][2]
    sizes = [q for q in qs if q.unit == "µm"]
    if sizes:
        cond["grain_size_um"] = sizes[0].low
    # a loading word asks a loading mode, except inside the name of a property whose own name says it ("ultimate
    # tensile strength", "flexural strength": their mode is theirs, not asked of the other properties named with
    # them); "compressive yield strength" asks compression
    own = [(m.start, m.end) for m in mentions if m.type == "property" and LOADING_RE.search(m.matid.replace("_", " "))]
    lm = next((x for x in LOADING_RE.finditer(question) if not any(a <= x.start() < b for a, b in own)), None)
    if lm:
        cond["loading_mode"] = loading_mode(lm.group(1))
    cyc = CYCLES_RE.search(question)
    if cyc:
        cond["cycles"] = cycle_number(cyc)
    rate = next((r for m in C_RATE_RE.finditer(question) if (r := c_rate(m)) is not None), None)
    if rate is not None:                         # "the discharge capacity at 5C"
        cond["c_rate"] = rate
    pressure = asked_pressure(question)          # "the Tc of FeSe at 8.9 GPa", "at ambient pressure"
    if pressure is not None:
        cond["pressure_bar"] = pressure
    per = asked_per(question)                    # "the unit-cell volume per metal atom"
    if per:
        cond["per"] = per
    # ("vacuum-annealed": the process itself, "annealed", is what a measurement's processing says)
    procs = [m.text.lower() if m.text.lower() in PROCESS_WORDS else m.text.lower().rsplit("-", 1)[-1]
             for m in mentions if m.type == "process"]
    if procs:
        cond["processing"] = procs
    how = METHOD_Q_RE.search(question)        # "experimentally measured", "the modelled value"
    if how:
        w = how.group(1).lower()
        cond["method"] = "experimental" if w.startswith("experiment") else "model" if w.startswith("model") else \
            "calculated" if w.startswith("calculat") else "predicted" if w.startswith("predict") else \
            "simulated" if w.startswith("simulat") else "extrapolated" if w.startswith("extrapolat") else "theoretical"
    elif (named := source_named(question)):      # "the Hc2(0) the WHH formula gives", "the DFT bulk modulus"
        cond["method"] = named
    if (crit := criterion_named(question)):     # "the onset Tc", "the zero-resistance Tc" (weighed for a transition)
        cond["criterion"] = crit
    if (orientation := orientation_named(question)):     # "the Hc2 of FeSe for H∥c"
        cond["field_orientation"] = orientation
    if (wavelength := asked_setting(question, qs, "wavelength_nm")) is not None:     # "the EQE of P1 at 480 nm"
        cond["wavelength_nm"] = wavelength
    if (medium := solution_named(question)):         # "the corrosion current density of X in 3.5% NaCl"
        cond["atmosphere"] = medium
    return cond


# how a value was obtained, when a question says it (a table may give an experimental and a modelled value)
PROCESS_WORDS = {n for names in PROCESSES.values() for n in names}
METHOD_Q_RE = re.compile(r"\b(experimental(?:ly)?|model(?:l?ed)?|calculated|predicted|simulated|extrapolated|"
                         r"theoretical(?:ly)?)\b", re.I)


# --- the properties it names -------------------------------------------------------------------------------
FRACTION_WORDS = ("fraction", "content", "proportion")
HEAD_ONLY = 0.5        # the match strength of a property the question names by its head noun alone
HEAD_NOUNS = {n for n, h in catalogue().head_nouns.items() if not h.condition_alone}   # (not "rate", "temperature")
FRACTION_Q_RE = re.compile(r"\b(?:what|which)\s+(?:\w+\s+)?(?:fraction|proportion|share|percentage)\s+of\b|"
                           r"\bhow\s+much\b[^?]*\((?:wt|vol|at|mol)\.?\s*%\)", re.I)


# "How much hydrogen did the powder absorb …?", "How much CO2 can the MOF adsorb?": the amount of a substance taken up
# or given off, which the catalogue names by the substance and the verb's noun (``verb_nouns``: "hydrogen absorption",
# "co2 adsorption")
def amount_taken_up(question: str) -> str:
    """The catalogue property a "how much X did … absorb/store/release …" question asks (the amount of X the
    sample took up or gave off), or "" where it asks none or the catalogue names no such amount."""
    m = re.search(r"\bhow\s+much\s+(?P<what>[\w-]+)\s+(?:did|does|do|can|could|was|were|is|are|will)\b(?P<rest>[^?]*)",
                  question, re.I)
    if m is None:
        return ""
    nouns = catalogue().vocabulary.verb_nouns
    for word in re.findall(r"[a-z]+", m["rest"].lower()):
        noun = nouns.get(word) or nouns.get(word.removesuffix("ed")) or nouns.get(word.removesuffix("d")) \
            or nouns.get(word.removesuffix("s"))
        if noun and (p := catalogue().by_name(f"{m['what'].lower()} {noun}")):
            return p.id
    return ""


_CYCLES_AFTER = re.compile(r"(?:\s*/\s*[\w-]+)?\s+cycles?\b", re.I)


def vocabulary_asked(question: str, mentions) -> tuple[list[str], str]:
    """The catalogue properties a question names, in its order, and the question less the names of those it asks a
    share of: "What fraction of its initial hydrogen storage capacity did the alloy retain …?" asks the capacity
    retention; the capacity it is a share of is not asked, by the catalogue's name or by any of the graph's."""
    # (a property's name before "cycles" names the cycling, no property asked: "after 500 hydrogen
    # absorption/desorption cycles")
    shares = [(m, kept_share_property(question, m)) for m in mentions if m.type == "property"
              and not _CYCLES_AFTER.match(question, m.end)]
    unshared = question
    for m in (m for m, kept in shares if kept):
        unshared = unshared[:m.start] + " " * (m.end - m.start) + unshared[m.end:]
    return list(dict.fromkeys(kept or m.matid[5:] for m, kept in shares)), unshared


def property_matches(question: str, known: list[str], vocab_props: list[str]) -> dict[str, float]:
    """The properties the question asks about, with a match strength in (0, 1]: those of the controlled
    vocabulary it names (1.0), and any property recorded in the graph (open vocabulary: "hydrogen
    storage capacity", "plateau pressure") whose words are nearly all in the question."""
    q = set(tokenize(question))
    q |= {t[:-1] for t in q if t.endswith("s")}
    out = {p: 1.0 for p in vocab_props}
    for p in known:
        if p in out:
            continue
        toks = _name_tokens(p)
        if not toks:
            continue
        share = len(toks & q) / len(toks)
        if share >= 0.66 and (len(toks) > 1 or share == 1.0):
            out[p] = share
    if not out:
        # "What capacity did the AS-5CR sample reach …?": a property named by its head noun alone is any recorded
        # property with that head, matched weakly (the material and the conditions asked pick among them)
        for p in known:
            head = _singular(tokenize(p.replace("_", " ")))[-1:]
            if head and head[0] in q and head[0] in HEAD_NOUNS:
                out[p] = HEAD_ONLY
    if FRACTION_Q_RE.search(question) and not any(v >= 1.0 for v in out.values()):
        # "what fraction of Mg2Ni", "how much Mg2Ni (wt%)", no property named: the share of a phase or element,
        # whatever a table column calls it (phase fraction, "wt%" → weight fraction, content)
        out.update({p: 1.0 for p in known if p.endswith(FRACTION_WORDS)})
    return out


def _singular(tokens: list[str]) -> list[str]:
    return [t[:-1] if t.endswith("s") else t for t in tokens]


def _name_tokens(prop: str) -> set[str]:
    """The words of a property name, singular ("particle_sizes" -> {particle, size})."""
    return set(_singular(tokenize(prop.replace("_", " "))))


def given_properties(question: str, props: list[str], units: dict[str, str]) -> list[str]:
    """Properties whose value the question states ("with a 4.4 µm grain size", "50 µm grain-size", "grain
    size of 50 µm"): they are conditions of what is asked, not what is asked. A property is given when its
    words stand right next to a quantity of its kind ("yield strength of 50 µm grain-size CrMnFeCoNi" gives
    the grain size, not the yield strength: MPa is no length)."""
    out = []
    for q in find_quantities(question):
        before = _singular(tokenize(question[max(0, q.start - 40):q.start]))[-4:]
        after = _singular(tokenize(question[q.end:q.end + 40]))[:3]
        near = set(before) | set(after)
        for p in props:
            unit = units.get(p, "")
            if p in out or not unit or not compatible(q.unit, unit):
                continue
            if _name_tokens(p) <= near:
                out.append(p)
    return out


def _span(question: str, prop: str) -> tuple[int, int] | None:
    """Where the question writes a property id's words in a row ("cycling capacities" for cycling_capacity)."""
    m = re.search(r"\b" + r"\w*[\s-]+".join(map(re.escape, prop.split("_"))) + r"\w*", question, re.I)
    return m.span() if m else None


COORDINATION_RE = re.compile(r"\s*(?:,\s*)?(?:and|as\s+well\s+as|,)\s*", re.I)


def asked_properties(question: str, vocab_props: list[str], props: set[str]) -> tuple[list[str], list[str]]:
    """The properties a question asks for by name, in its order, and among them the open-vocabulary ones it
    coordinates with a catalogue one ("What cycling capacity and capacity retention …" asks two; "the particle
    size after 500 hydrogen absorption cycles" asks one)."""
    spans = {p: _span(question, p) for p in vocab_props}
    extra = []
    for p in sorted(props - set(vocab_props)):
        sp = _span(question, p)
        if sp and "_" in p and any(o and COORDINATION_RE.fullmatch(question[min(sp[1], o[1]):max(sp[0], o[0])])
                                   for o in spans.values()):
            spans[p] = sp
            extra.append(p)
    return sorted([*vocab_props, *extra], key=lambda p: (spans[p] or (len(question), 0))[0]), extra


# --- its materials ------------------------------------------------------------------------------------------
def labelled_materials(store, question: str, mentions) -> list[str]:
    """MatIDs that a paper names by a sample label the question uses ("NCN", "Alloy_1"): labels are
    aliases of the compositions papers define them for. A label that reads as a formula ("H2CN") is the
    label when a paper defines it so; its mention as a formula is then dropped from ``mentions``."""
    out: list[str] = []
    for m in re.finditer(r"[\w\-]+", question):
        word = m.group(0)
        covering = [x for x in mentions if x.start <= m.start() < x.end]
        if any(x.type != "composition" or x.text != word for x in covering) or not SAMPLE_LABEL.fullmatch(word) \
                or not re.search(r"[A-Z].*[A-Z]|_", word):
            continue
        # a phase written as the formula ("MgH2") is that formula, not a label the paper defines for a sample
        hits = [i for i in queries.matids_with_alias(store, word)
                if i not in [x.matid for x in covering] and not i.startswith("phase:")]
        for matid in hits:
            if matid not in out:
                out.append(matid)
        if hits:
            for x in covering:
                mentions.remove(x)
    # a composite as the paper writes it ("BaCe0.7Zr0.1Y0.2O3−δ-Li2CO3-Na2CO3", "LSM–YSZ"): one material, not the
    # first formula in it
    # ("Ni-YSZ": an element and a short form no question alone defines, as the papers wrote it; a blend "PTB7:PC71BM",
    # "HFAQx-T:ITIC", "P3HT/PCBM")
    for m in re.finditer(r"[^\s,;:?()/]+(?:[-–:/][^\s,;:?()/]+)+", question):
        covering = [x for x in mentions if m.start() <= x.start < m.end()]
        if not (any(x.type in MATERIAL_TYPES or x.type == "element" for x in covering)
                or re.search(r"[A-Z].*[A-Z]", m.group(0))) or any(x.text == m.group(0) for x in covering):
            continue
        hits = [i for i in queries.matids_with_alias(store, m.group(0).rstrip(".")) if not i.startswith("phase:")]
        out += [i for i in hits if i not in out]
        if hits:
            for x in covering:
                mentions.remove(x)
    return out


# element formulas as words ("Mg", "TiFe", "Mg-30 at% Ni"): the question's material when no MatID is recognised
FORMULA_WORD_RE = re.compile(r"(?<![\w-])((?:[A-Z][a-z]?\d*(?:\.\d+)?)+)(?=[\s\-,.?)]|$)")
# a sample label as questions use it: "the (AS-5CR) sample", "the HNCN alloy", "Alloy_3"
LABEL_WORD_RE = re.compile(r"(?<![\w-])([A-Z][A-Za-z0-9]*(?:[-_][A-Z0-9][A-Za-z0-9]*)+|[A-Z0-9]*[A-Z]{2,}[A-Z0-9]*)(?![\w-])"
                           r"(?=\)?\s+(?:samples?|alloys?|specimens?|powders?|materials?|ingots?|discs?|ribbons?)\b)")
PAREN_LABEL_RE = re.compile(r"\(\s*([A-Z][A-Za-z0-9]*(?:[-_][A-Z0-9][A-Za-z0-9]*)+|[A-Z0-9]*[A-Z]{2,}[A-Z0-9]*)\s*\)")


def is_formula(word: str) -> bool:
    """"Mg2Ni", "TiFe" are formulas; "VA", "HNCN", "AS-5CR" are not (A, H-N-C-N aside, not all parts are elements
    in a formula of metals: a word of capitals only is read as a label)."""
    from ..matid.vocab import ELEMENTS
    if not FORMULA_WORD_RE.fullmatch(word):
        return False
    parts = re.findall(r"[A-Z][a-z]?", word)
    return all(p in ELEMENTS for p in parts) and any(len(p) == 2 for p in parts)


def element_words(question: str) -> list[str]:
    """Element formulas the question writes as words ("Mg", "TiFe"; not one letter, "H2" or an ambiguous symbol)."""
    from ..matid.lexicon import words
    from ..matid.vocab import ELEMENTS
    out = []
    for m in FORMULA_WORD_RE.finditer(question):     # one letter ("V", "C", "H") is as often a symbol
        parts = re.findall(r"[A-Z][a-z]?", m.group(1))
        if parts and all(p in ELEMENTS for p in parts) and len(m.group(1)) > 1 and m.group(1) != "H2" \
                and m.group(1) not in words("ambiguous_symbols"):
            out.append(m.group(1))
    return out


COMPARISON_RE = re.compile(r"\b(?:compare[sd]?|comparison|than|versus|vs\.?|higher|lower|larger|smaller|"
                           r"greater|between|which\s+(?:alloy|material|sample|one))\b", re.I)
_BETWEEN_COORDINATED = re.compile(r"\s*(?:,\s*)?(?:and|or|as\s+well\s+as|versus|vs\.?|&|,)\s*(?:the\s+|of\s+)?(?:\w+\s+)?",
                                  re.I)


def compares_materials(question: str, materials: list[str]) -> bool:
    """Does the question ask about several of its materials (a comparison, or two coordinated: "CrCoNi and
    CrMnFeCoNi", "A, B or C"), rather than name one inside another ("How much Mg2Ni … of Mg-30 at% Ni")?"""
    if COMPARISON_RE.search(question):
        return True
    spans = sorted((x.start, x.end) for x in find_mentions(question)[0] if x.matid in materials)
    return any(_BETWEEN_COORDINATED.fullmatch(question[a[1]:b[0]]) for a, b in zip(spans, spans[1:]))


# --- what kind of answer it wants ---------------------------------------------------------------------------
# "in GPa", "(in kJ/mol)", "[MPa]": the unit the question wants the value in (not one that follows a number)
QUESTION_UNIT_RE = re.compile(rf"(?:\bin|\bas|\[|\()\s*(?P<u>{UNIT_RE})\s*(?=[\])?.,;]|$)", re.I)


# the head noun of what a question asks for ("At what temperature …", "What experimentally measured absorption
# pressure at half of …", "Within what time …") fixes the kind of quantity an answer must have
ASKED_RE = re.compile(r"\b(?:what|which)\s+((?:[\w-]+\s+){0,4}?)([\w-]+)(?=\s+(?:of|at|in|for|did|does|do|is|was|"
                      r"were|are|has|had|have|with|after|before|by|to|from|under|when|can|could|would|will|"
                      r"corresponds?|\?)|\s*\?|$)", re.I)
# questions whose answer is a procedure, an explanation, a difference or a yes/no, not a measured value
NOT_A_VALUE_RE = re.compile(r"^\s*(?:how\s+(?!.*\bcompare)(?!much\b|many\b|high\b|large\b|long\b|low\b|fast\b|big\b|strong\b)|"
                            r"by\s+how\s+much\b|why\b|what\s+happens\b|what\s+does\b.*\b(?:say|mean|predict)\b|"
                            r"(?:does|do|did|is|are|was|were|can|could|has|have|will|would|should)\s)", re.I)


def asked_unit(question: str) -> str:
    """A unit of the kind the question asks for ("what temperature" → K), or "" when it does not say."""
    from ..matid.properties import head_unit
    m = ASKED_RE.search(question)
    return head_unit(m.group(2).lower()) if m else ""


def question_unit(question: str) -> str:
    """The unit the question wants the value in ("in GPa"), canonical; "" when it names none."""
    for m in QUESTION_UNIT_RE.finditer(question):
        if not re.search(r"\d\s*$", question[:m.start("u")]):
            return canonical_unit(m.group("u"))
    return ""


BACKGROUND_RE = re.compile(r"^\s*(what\s+(is|are)\s+(an?\s+)?[\w\s-]{1,40}\?*$|why\b|how\s+does\b|explain\b|define\b|"
                           r"describe\b|what\s+does\b.*\bmean\b)", re.I)


def asks_for_background(question: str, props: dict, materials: list[str]) -> bool:
    """A question about what something is, or why, rather than about a property of a material (a value):
    knowledge passages help."""
    return bool(BACKGROUND_RE.search(question)) and not (props and (materials or find_quantities(question)))


# --- all of it, and what the graph matched -------------------------------------------------------------------
def _known_properties(store) -> dict[str, str]:
    """Every property of a Measurement in the graph, with its most frequent unit."""
    return {p: max(us, key=us.get) for p, us in queries.measured_properties(store).items()}


@dataclass
class GraphMatch:
    """What the graph knows about a question: its MatIDs, the properties and conditions it asks about, and
    the measurements that match, best first (one per distinct value and conditions)."""
    ids: list[str]
    materials: list[str]
    props: dict[str, float]
    wanted: dict
    found: int
    facts: list[tuple[float, dict]]
    names: dict[str, str] = field(default_factory=dict)      # MatID -> canonical name (of ids and facts)
    aliases: dict[str, list[str]] = field(default_factory=dict)   # MatID -> spellings in the papers
    vocab_props: list[str] = field(default_factory=list)    # properties of the vocabulary named, in question order


@dataclass
class Asked:
    """What a question asks, in the graph's terms: the MatIDs it names (``ids``), those that are its materials
    (the owners of what is asked, and the sample labels the papers define), the properties it asks with a match
    strength (``props``) and those of the catalogue it names, in its order (``vocab_props``), and the conditions it
    states (``wanted``). ``mentions`` are its mentions less those a sample label or composite covers."""
    ids: list[str]
    materials: list[str]
    props: dict[str, float]
    vocab_props: list[str]
    wanted: dict
    mentions: list


def read_question(env, question: str) -> Asked:
    """The materials, properties and conditions a question asks about (``env``: the merges of MatIDs, the graph's
    aliases and measured properties)."""
    store = env.store
    merges = env.registry.merges()
    mentions = modified_samples(question, find_mentions(question)[0])     # "the Pd-impregnated LSM-YSZ cathode"
    labelled = labelled_materials(store, question, mentions)     # "the NCN alloy": a paper's sample label
    ids = list(dict.fromkeys([merges.get(m.matid, m.matid) for m in mentions] + labelled))
    # (an element the question names as its sample: "the vanadium samples", "pure Ti", "the hardness of Cu")
    materials = list(dict.fromkeys([merges.get(m.matid, m.matid) for m in owners(question, mentions)
                                    if m.type in MATERIAL_TYPES or m.type == "element"] + labelled))
    known = env.cached("properties", lambda: _known_properties(store))
    vocab_props, unshared = vocabulary_asked(question, mentions)
    props = property_matches(unshared, list(known), vocab_props)
    symbols = [p for p in named_symbols(question) if p in known]
    if symbols:                   # "(Cmax)", "(T1bar)": the paper's own symbol names the property exactly
        props = {p: 1.0 for p in symbols}
        vocab_props = list(dict.fromkeys([p for p in vocab_props if p in symbols] + symbols))
    if not vocab_props and FRACTION_Q_RE.search(question):
        # "What fraction of Mg2NiH4 …", "How much Mg2Ni (wt%) …": the catalogue's shares of a phase, by identity
        vocab_props = [p for p in PROPERTIES if p in ("phase_fraction", "weight_fraction", "volume_fraction")]
        props.update({p: 1.0 for p in vocab_props})
    if not vocab_props and (amount := amount_taken_up(question)):
        vocab_props = [amount]                   # "How much hydrogen did the powder absorb …?"
        props[amount] = 1.0
    units = {**known, **{p: PROPERTIES[p][0] for p in props if p in PROPERTIES}}
    for p in given_properties(question, list(props), units):   # "with a 4.4 µm grain size": a condition
        props.pop(p, None)
    return Asked(ids, materials, props, vocab_props, question_conditions(question), mentions)
