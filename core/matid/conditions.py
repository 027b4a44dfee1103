"""Readings for the conditions part of binding (``binding.value_conditions``): what a value was measured under (test
temperature, loading mode, grain size, processing, strain rate, gas pressure, cycles)."""
from __future__ import annotations

import re
from functools import lru_cache

from ..units import THOUSANDS, Quantity, canonical_unit, compatible, convert, find_quantities, to_float
from .quantities import pairs_written, text_quantities
from .records import MATERIAL_TYPES, Mention, nearest
from .catalogue import catalogue, dimension_key, unit_dimension
from .lexicon import COMPARED, HEDGE, MOLAR, alternation, suppositions, words

RT_RE = re.compile(r"\broom[- ]temperature\b|\bRT\b|\bambient temperature\b", re.I)


# (not the "resolved shear stress" of a slip or twinning system: the shear any loading resolves on it)
LOADING_RE = re.compile(rf"(?<!resolved )\b({'|'.join(sorted(catalogue().vocabulary.loading_modes, key=len, reverse=True))})\b",
                        re.I)


def loading_mode(word: str) -> str:
    """The loading mode a LOADING_RE word names (the catalogue's ``loading_modes``: tension, compression, shear or
    bending)."""
    return catalogue().vocabulary.loading_modes[word.lower()]


def own_loading_mode(pid: str, cond: dict) -> None:
    """A property whose name says how it was loaded ("flexural strength", "compressive strength") has that mode,
    whatever another property of the sentence was loaded by ("a compressive strength of 52 MPa and a flexural
    strength of 6.8 MPa"); a catalogue property that is not mechanical has none, nor one whose name holds a loading
    word though it is measured in no one test (the shear modulus, the shear wave velocity: the word is its own name's)."""
    prop = catalogue().properties.get(pid)
    own = LOADING_RE.search(pid.replace("_", " "))
    if own and prop is not None and prop.loading_mode:
        cond["loading_mode"] = prop.loading_mode
    elif own and prop is None:
        cond["loading_mode"] = loading_mode(own.group(1))
    elif "loading_mode" in cond and prop is not None and (own or prop.category not in ("mechanical", "shock")):
        del cond["loading_mode"]


ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
            "ninth": 9, "tenth": 10}
CYCLES_RE = re.compile(r"\b(?:after|over|for|in|at|during|upon)\s+(?:the\s+)?(" + THOUSANDS + r"|\d{1,3}(?:,\d{3})+|\d+|"
                       + "|".join(ORDINALS) +
                       r")(?:st|nd|rd|th)?\s+(?:[\w/–-]+\s+){0,2}cycles?\b", re.I)


def cycle_number(match: re.Match) -> int:
    """The cycle a CYCLES_RE match names: "after 100 cycles" 100, "in the first cycle" 1."""
    n = match.group(1).lower()
    return ORDINALS.get(n) or int(re.sub(r"[\s,\u2009\u202f\u00a0]", "", n))


# test conditions inside a lead ("the capacity of the alloy after 2000 cycles was"): set aside before reading it
CONDITION_IN_LEAD = re.compile(r"\b(?:after|over|during|for|upon)\s+(?:the\s+)?(?:first\s+)?\d[\d,]*(?:st|nd|rd|th)?\s+"
                                r"(?:[\w/–-]+\s+){0,2}?(?:cycles?|turns?|passes)\b|\b(?:at|under)\s+[-−]?\d[\d.,]*\s*"
                                r"(?:K|°\s*C|bar|MPa|kPa|atm|m?T|[kMG]?Hz|m?V)(?![\w])"
                                # "at 1 T and 50 Hz", "at 800 °C and 0.7 V": the settings of a test, however many
                                r"(?:\s*(?:,|and)\s*[-−]?\d[\d.,]*\s*(?:K|°\s*C|bar|MPa|kPa|atm|m?T|[kMG]?Hz|m?V)"
                                r"(?![\w]))*", re.I)


# (a pressure in GPa too: "Tc reaches 36.7 K at 8.9 GPa", "under a hydrostatic pressure of 2 GPa"; not another value
# compared with: "610 MPa …, compared with 340 MPa"; one coordinated with the temperature before it: "at 90 °C and
# 4500 kPa", "at room temperature and 2000 kPa", "at 250 °C and 3 MPa" of a catalyst's test; in MPa it is as often a
# stress, "at 1100 °C and 137 MPa" of a creep test, which a mechanical value's stress, read after, takes back:
# ``binding._category_conditions``)
_AFTER_TEMPERATURE = r"at\s+(?:\d+(?:\.\d+)?\s*(?:°\s?C|K)|(?i:room|ambient)\s+temperature)\s*(?:,|and)(?=\s+[\d.]+\s*[GkPmba])"
# ("and" too before a pressure named so: "at room temperature and a hydrogen pressure of 2000 kPa")
_GAS_WORDS = r"(?:(?:initial|hydrogen|H2|argon|Ar|gas|applied|hydrostatic|external|high)\s+)*"
_PRESSURE_COND_RE = re.compile(rf"\b(?i:under|at|up\s+to|(?<!compared\s)with|{_AFTER_TEMPERATURE}|"
                               rf"and(?=\s+(?:an?\s+)?{_GAS_WORDS}pressures?\s+of\b))\s+(?:an?\s+)?"
                               rf"{_GAS_WORDS}"
                               rf"(?:pressures?\s+(?:of\s+)?)?{HEDGE}?"
                               r"(?P<v>\d+(?:\.\d+)?)\s*(?P<u>GPa|MPa|kPa|mbar|bar|atm|Pa)(?![A-Za-z])"
                               # (not where the unit goes on: "459 MPa m^1/2" is a fracture toughness)
                               r"(?!\s*[·⋅*]?\s*(?:√\s*)?(?:m|in)(?:\b|\^|\d))")


_AMBIENT_RE = re.compile(r"\b(?:at|under)\s+(?:ambient|atmospheric|normal)\s+pressure\b", re.I)


def asked_pressure(text: str) -> float | None:
    """The first pressure a text (a question) states as a condition ("at 8.9 GPa", "under 80 bar", "at ambient
    pressure"), in bar; None when it states none."""
    found = [(p.start(), _bar(p.group("v"), p.group("u"))) for p in _PRESSURE_COND_RE.finditer(text)] + \
        [(p.start(), 1.01325) for p in _AMBIENT_RE.finditer(text)]
    return min(found)[1] if found else None


def _bar(value: str, unit: str) -> float:
    return round(convert(to_float(value), canonical_unit(unit), "bar"), 6)


# a temperature written before the process it belongs to: "after 1000 °C annealing", "a 350 °C heat treatment"
PROCESS_AFTER_RE = re.compile(r"\s*(?:[-‐]\s*)?(?:for\s+[\d.]+\s*(?:h|min|s|days?)\s+)?(?:annealing|anneal|heat[- ]treatment|"
                              r"homogeni[sz]ation|sintering|ageing|aging|solution[- ]treatment|calcination|"
                              r"hot[- ]rolling|forging|HT)\b", re.I)


# a process's settings in parentheses after its name: "after hot isostatic pressing (920 °C, 100 MPa, 2 h)"
_PROCESS_SETTINGS = re.compile(r"\s*\((?:[^()]{0,30},\s*)?")


_TEMPERATURE_DIFFERENCE = re.compile(r"(?:\b(?:difference|gradient|rise|drop|increase|decrease|undercooling|"
                                     r"supercooling|superheating)|Δ\s?T(?:\w{0,3})?)\s*(?:of|=|:|was|is)?\s*"
                                     rf"{HEDGE}?$", re.I)


_NUMBERS_BEFORE = re.compile(r"(?<![\w.,])(?:\d+(?:\.\d+)?\s*(?:°\s*C|K)?\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+))+$")


# a process word used as an adjective of the sample, with a clause of its own before "at": "the annealed sample showed
# … before absorbing hydrogen at 90 °C", "the sintered pellets were then measured at 700 °C" (not "the films were
# annealed in air at 500 °C", "pyrolysing a ZIF-8 precursor at 900 °C", nor "the annealed sample at 500 °C")
_DETERMINER_BEFORE = re.compile(r"\b(?i:the|a|an|this|these|those|each|both|all|our|its|their)\s+(?:[\w-]+\s+)?$")
_NOUN_NEXT = re.compile(r"\s+(?!(?i:at|in|for|under|with|to|by|from|on|and|or|then|again|during)\b)[A-Za-z][\w-]*")


# how long a process ran, or how many passes or turns, between it and its temperature: "sintered in air for 5 h at
# 1400 °C", "ECAP for 4 passes at 300 °C"
_DURATION = re.compile(r"\bfor\s+\d+(?:\.\d+)?\s*(?:h|hrs?|hours?|min|minutes?|s|days?|passes|turns|revolutions)\b")


def names_sample(text: str, proc: Mention) -> bool:
    """Is a process word an adjective of the sample it names ("the annealed sample", "the vacuum-annealed
    specimens"), rather than a verb ("were annealed in air")?"""
    return bool(_DETERMINER_BEFORE.search(text, max(0, proc.start - 40), proc.start) and _NOUN_NEXT.match(text, proc.end))


def _names_sample(text: str, proc: Mention, start: int) -> bool:
    return names_sample(text, proc) and len(re.findall(r"[A-Za-z]+", text[proc.end:start])) >= 3


# a process's temperature named as such before it in its clause: "as the annealing temperature increases from 600 to
# 800 °C", "sintering temperatures of 1300 and 1400 °C" (the making of the sample, not its test)
_PROCESS_TEMPERATURE = re.compile(r"\s+temperatures?\b[^;:.]{0,50}")


def tested_temperatures(text: str, quantities: list[Quantity], mentions: list[Mention]) -> list[tuple[int, int, float]]:
    """Temperatures of a test (not of processing, like "annealed at 800 °C"), in kelvin, with spans."""
    procs = [m for m in mentions if m.type == "process"]
    # "the 8YSZ-20% glass (700 °C)", "BaCe0.9Yb0.1O3−α (1550 °C)": a temperature alone in parentheses right after a
    # material's name names the sample (how it was made), not the test
    named_ends = {m.end for m in mentions if m.type in MATERIAL_TYPES}
    out = []
    for q in quantities:
        if q.unit not in ("K", "°C") or isinstance(q.value, tuple):
            continue
        # the last of a list of bare numbers speaks for them all: "at 1000, 1300 and 1600 °C"
        listed = _NUMBERS_BEFORE.search(text, 0, q.start)
        start = listed.start() if listed else q.start
        before = text[max(0, start - 30):start]
        after_name = re.search(r"\s*\(\s*$", before)
        if _TEMPERATURE_DIFFERENCE.search(before):
            continue            # "at a temperature difference of 200 K", "ΔT = 60 K": a difference, not a temperature
        # (the process's object may stand between: "by pyrolysing a cobalt-doped ZIF-8 precursor at 900 °C")
        # (words only: "sintered at 1000 °C exhibited … 0.3463 S/cm at 650 °C" tested at 650 °C)
        if any(0 <= start - p.end <= 60 and not re.search(r"[;,]|\band\b|(?<![\w(-])\d", _DURATION.sub(" ", text[p.end:start]))
               and not _names_sample(text, p, start) for p in procs) \
                and re.search(r"\bat\s*$", before) \
                or any(_PROCESS_SETTINGS.fullmatch(text, p.end, q.start) for p in procs if p.end <= q.start) \
                or re.search(r"\b(annealed|annealing|homogeni[sz]ed|homogeni[sz]ation|anneal|treatment|treated)\s+at\s*$",
                             before) \
                or PROCESS_AFTER_RE.match(text[q.end:]) \
                or any(_PROCESS_TEMPERATURE.fullmatch(text, p.end, start) for p in procs if p.end <= start) \
                or after_name and q.start - len(after_name.group(0)) in named_ends and re.match(r"\s*\)", text[q.end:]):
            continue
        k = convert(q.value, q.unit, "K") if q.unit == "°C" else q.value
        out.append((q.start, q.end, round(k, 2)))
    out += [(m.start(), m.end(), 293.0) for m in RT_RE.finditer(text)]
    return out


@lru_cache(maxsize=1)
def _test_verb_re() -> re.Pattern:
    verbs = "|".join(re.escape(v).replace(r"\ ", r"\s+") for v in sorted(words("test_verbs"), key=len, reverse=True))
    return re.compile(rf"\b(?:was|were|is|are|been)\s+(?:\w+ly\s+)?(?:{verbs})\b", re.I)


# a sentence that points at a figure or table of the paper ("Fig. 11 shows …", "… are illustrated in Figure 7b",
# "(Table 2)")
POINTS_AT_FIGURE = re.compile(r"\b(?:Fig(?:ure)?s?\.?|Tables?)\s*S?\d+")


def setting_conditions(text: str, mentions: list[Mention]) -> dict:
    """The test conditions a sentence that states a test's setting gives, as ``Measurement.conditions`` keys them:
    its one test temperature ("The kinetic measurements of the alloy, shown in Figure 6a, were conducted at 25 °C
    under 25 bar") and its one gas pressure, or the setting of a figure it opens ("Fig. 11 shows the PCT curves of the
    X alloy at 313 K for different number of cycles"), or the setting a test was changed to ("the temperature was
    increased to 90 °C and the hydrogen pressure to 4500 kPa": not the one before, "at RT and 2000 kPa"). Empty for
    any other sentence (one with no test verb, figure or change of setting) and for a condition it gives several of."""
    changed = _changed_settings(text, mentions)
    if not (changed or _test_verb_re().search(text) or POINTS_AT_FIGURE.search(text)):
        return {}
    out = dict(changed)
    temps = tested_temperatures(text, text_quantities(text, [(m.start, m.end) for m in mentions]), mentions)
    # (not the last of a list: "were performed at 300, 500 and 700 °C" gave three)
    if "temperature_K" not in out and temps and len({t[2] for t in temps}) == 1 \
            and not _NUMBERS_BEFORE.search(text, 0, temps[0][0]):
        out["temperature_K"] = temps[0][2]
    pressures = {_bar(p.group("v"), p.group("u")) for p in _PRESSURE_COND_RE.finditer(text)}
    if "pressure_bar" not in out and len(pressures) == 1:
        out["pressure_bar"] = pressures.pop()
    return out


# a setting changed to a value: "the temperature was increased to 90 °C and the hydrogen pressure to 4500 kPa" (the
# second written without its verb); not the temperature of a process ("the annealing temperature was raised to …") or
# a property measured ("the decomposition temperature increased to 350 °C")
def _changed_settings(text: str, mentions: list[Mention]) -> dict:
    out = {}
    verbed = False
    for m in _changed_setting_re().finditer(text):
        if any(x.type in ("property", "process") and x.start < m.end("what") and m.start("what") <= x.end + 1
               for x in mentions):
            continue
        verbed = verbed or bool(m.group("verb"))
        q = find_quantities(m.group("q"))
        if verbed and q:
            key = "temperature_K" if m.group("what").lower().startswith("temperature") else "pressure_bar"
            unit = "K" if key == "temperature_K" else "bar"
            if compatible(q[0].unit, unit):
                out.setdefault(key, round(convert(q[0].low, q[0].unit, unit), 6))
    return out


@lru_cache(maxsize=None)
def _changed_setting_re() -> re.Pattern:
    from .words import change_verb_forms
    return re.compile(rf"\b(?P<what>temperature|pressure)s?\s+(?:(?:was|were|is|are|has\s+been|had\s+been)\s+"
                      rf"(?:then\s+|further\s+|\w+ly\s+)?(?P<verb>{change_verb_forms()})\s+)?to\s+{HEDGE}?"
                      r"(?P<q>[-−]?\d[\d.,]*\s*(?:°\s*C|K|GPa|MPa|kPa|mbar|bar|atm|Pa))(?![\w])", re.I)


def _processing(text: str, mentions: list[Mention], at: int, end: int | None = None) -> str:
    # (not one written after the other end of a change: "decreased from 398 HV in the as-built state to 332 HV after
    # HIP" — the first value is from before it)
    # (nor one a comparison after the value leads to: "increased to 520 HV compared with the as-cast state (450 HV)"
    # — the as-cast state is the other sample's)
    procs = [m for m in mentions if m.type == "process"
             and not (m.start > at and (_TO_ANOTHER.search(text, at, m.start) or _COMPARED.search(text, at, m.start)))]
    # (one of the value's own clause first: "specimens annealed at 800 °C exhibit 380 MPa, while those annealed at
    # 1000 °C show 290 MPa"; of another clause only one before the value, as "After annealing at 1000 °C, …, and its
    # hardness was 250 HV": not "… a yield strength of 929 MPa, and it can be cold rolled")
    procs = [m for m in procs if not CLAUSE_RE.search(text, min(m.end, at), max(m.start, at))] or \
        [m for m in procs if m.end <= at]
    # (a value in brackets after a name is that name's: "Compared with the as-cast alloy (YS = 185 MPa), the annealed
    # alloy shows …" — the state named after the bracket is another sample's)
    close = _bracket_close(text, at)
    if close is not None:
        procs = [m for m in procs if m.start < close]
    # one written right after the value is its own ("grew to 7.9 µm after aging at 150 °C", though "after reflow"
    # stands as near before it)
    p = next((m for m in procs if end is not None and m.start >= end
              and re.fullmatch(r"\s*(?:after|upon|following|on|by|for|of)\s+(?:the\s+|a\s+)?", text[end:m.start])), None) \
        or nearest(at, at, procs)
    if p is None:
        return ""
    # (its temperature and time in either order: "aged at 700 °C for 24 h", "aged for 24 h at 700 °C")
    tail = re.match(r"(?:\s*(?:at\s+[\d.,]+\s*(?:°\s*C|K)(?![\w/])|for\s+[\d.]+\s*(?:h|min|s|passes|turns)\b)){0,2}"
                    r"(?:\s*\((?=[^()]*\d\s*(?:°\s*C|K|h|min|s|MPa|GPa|bar)\b)[^()]{0,40}\))?", text[p.end:])
    return (p.text + (tail.group(0) if tail else "")).strip()


def _bracket_close(text: str, at: int) -> int | None:
    """Where the bracket that encloses position ``at`` closes (None when no bracket opened before it in the text is
    still open there)."""
    opened = text.rfind("(", 0, at)
    if opened < 0 or ")" in text[opened:at]:
        return None
    close = text.find(")", at)
    return close if close >= 0 else None


_TO_ANOTHER = re.compile(rf"\bto\s+{HEDGE}?[-−]?\d")
_COMPARED = re.compile(rf"\b{COMPARED}\b", re.I)


# a clause boundary: a temperature on the other side belongs to the other clause's value ("At room temperature
# it is 78 MPa, and at 77 K it lies between 140 and 160 MPa")
CLAUSE_RE = re.compile(r";|,\s*(?:and|but|whereas|while)\b|\bwhereas\b|\bwhile\b", re.I)
# a second verb phrase joined by "and" ("… delivered 160 mAh/g at 0.1 C and retained 95% after 200 cycles"; not a list's
# ", and", whose members share the cycles: "81.8% under …, and 97.2% under …" after 2000 cycles)
# (in the present tense too, before what the verb has or at the end of the text between two values: "… 203 mAh/g at
# 0.1 C and retains 92% of its capacity after 100 cycles at 1 C", ", and it retains 92% …")
_VERB_CLAUSE = re.compile(r"\band\s+(?:then\s+|also\s+|still\s+|it\s+|they\s+)?(?:[a-z]+ed\b|[a-z]{3,}s\b(?=\s*$|\s+(?:\w+ly\s+)?"
                          r"(?:(?:an?|the|its|their|about|approximately|around|only|nearly|over)\b|[-−~≈∼]?\d)))", re.I)
# a clause of its own after a value, with its own verb: "… was 83.5%, and 91% of the capacitance was retained after
# 10 000 cycles" (the cycles are the retention's; a list's ", and 97.2% under …" has no verb and shares them)
_OWN_CLAUSE = re.compile(r"(?:;|,\s*(?:and|but|whereas|while)\b)[^;]*?\b(?:was|were|is|are|has|have|had)\s+(?:\w+ly\s+)?"
                         r"\w+(?:ed|en|wn|pt)\b", re.I)
# a clause that sets what follows against what came before ("…, while that of B …", "; B …")
CONTRAST_RE = re.compile(r"\b(?:while|whereas|but)\b|;", re.I)


def _same_clause(text: str, q: Quantity, t: tuple[int, int, float]) -> bool:
    between = text[t[1]:q.start] if t[1] <= q.start else text[q.end:t[0]]
    return not CLAUSE_RE.search(between)


@lru_cache(maxsize=1)
def _method_re() -> re.Pattern | None:
    method = catalogue().conditions.get("method")
    if method is None or not method.values:
        return None
    return re.compile(r"\b(" + "|".join(map(re.escape, method.values)) + r")(?:ly)?\b(?:\s+[^\W\d][\w.\-–]*(?:['’]s)?){0,5}"
                      rf"\s+(?:of|was|were|is|are|=|≈|~)?\s*{HEDGE}?$", re.I)


def method_of(text: str, q: Quantity, quantities: list[Quantity] = ()) -> str:
    """How a value was obtained, when a word the catalogue lists for the ``method`` condition qualifies the phrase
    that leads to it in its clause ("a high theoretical hydrogen storage capacity of 7.6 wt%", or "… capacity (7.6
    wt%)": theoretical; "the calculated density was 7.9 g/cm³": calculated), or when the value's clause names a
    source of predicted values (``method_source``), or what a condition supposes ("if …, … should amount to 96.1%":
    theoretical), or ""."""
    return _lead_method(text, q) or method_source(text, q, quantities) or _hypothetical(text, q)


def _hypothetical(text: str, q: Quantity) -> str:
    """"theoretical" for a value in the clause that a condition before it supposes (``lexicon.suppositions``: "if
    Pr(OH)3 was formed …, the overall weight change should amount to 96.1%"), else ""."""
    return "theoretical" if any(would <= q.start <= would + 60 and not re.search(r"[.;]", text[would:q.start])
                                for _, _, would in suppositions(text)) else ""


def _lead_method(text: str, q: Quantity) -> str:
    rx = _method_re()
    if rx is None:
        return ""
    before = text[max(0, q.start - 90):q.start]
    # (a value in brackets right after its phrase, "a high theoretical hydrogen storage capacity (ca. 7.6 wt%)"; a
    # hedge that ends with a point, "of ca. 7.6 wt%")
    before = before[:opened.start()] if (opened := _OPENED.search(before)) else before
    before = _ARGUMENT.sub("", before)          # a symbol's argument is no bracket ("the extrapolated Hc2(0) of")
    # (a setting between the phrase and its value is no earlier value: "the calculated equilibrium pressure at cH =
    # 0.5 is 1.8 bar")
    before = _SETTING_BETWEEN.sub(" ", before)
    m = rx.search(re.split(r"[;,:()]|\.\s|(?<![\w.])\d", before)[-1])
    return method_word(m.group(1)) if m else ""


def method_word(word: str) -> str:
    """The method a word of the catalogue's ``method`` condition or ``method_words`` names ("calc": calculated)."""
    return catalogue().vocabulary.method_words.get(word.lower(), word.lower())


_SETTING_BETWEEN = re.compile(r"\b(?:at|under)\s+(?:[A-Za-z][\w/]{0,6}\s*[=≈]\s*)?[-−]?\d+(?:\.\d+)?"
                             r"(?:\s?(?:°\s?C|K|bar|MPa|GPa|kPa|Pa|T|V|mV|nm|C))?(?![\w.])")
_OPENED = re.compile(rf"\(\s*{HEDGE}?$|(?<=\s){HEDGE}$")
_ARGUMENT = re.compile(r"(?<=\w)\([^()\s]{1,8}\)")


def looked_up(table: str, written: str) -> str:
    """What a catalogue mapping table gives a phrase as written (any case, any run of spaces)."""
    return getattr(catalogue().vocabulary, table)[" ".join(written.lower().split())]


@lru_cache(maxsize=1)
def _source_res() -> tuple[re.Pattern, re.Pattern, re.Pattern] | None:
    if not catalogue().vocabulary.method_sources:
        return None
    names = alternation("method_sources")
    by = r"(?:using|by|from|with|via|through|according\s+to|based\s+on|within)\s+(?:the\s+|an?\s+)?"
    words = r"(?:[\w'’\-–]+\s+){0,3}?"
    # before the value: "Using the WHH formula, … is estimated to be 28 T"; "DFT calculations give … 182 GPa"
    before = re.compile(rf"\b{by}{words}({names})(?![\w-])|\b({names})(?:[\s-]+[\w-]+){{0,2}}?[\s-]+"
                        r"(?:calculations?|computations?|simulations?|predictions?|values?|results?)\b", re.I)
    # after it, as its instrument: "28 T using the WHH formula"
    after = re.compile(rf"^\s*(?:[\w-]+\s+){{0,3}}?{by}{words}({names})(?![\w-])", re.I)
    # a verb of prediction right after it: "498 MPa predicted by the model", "(calculated)"
    verb = re.compile(r"^\s*\(?\s*(?:as\s+)?(predicted|calculated|computed|simulated|extrapolated)\b", re.I)
    return before, after, verb


def source_named(text: str) -> str:
    """The method of the first source of predicted values (``method_sources``) a text names anywhere ("What bulk
    modulus do DFT calculations give?": calculated), or ""."""
    if not catalogue().vocabulary.method_sources:
        return ""
    m = re.search(rf"(?<![\w-])({alternation('method_sources')})(?![\w-])", text, re.I)
    return looked_up("method_sources", m.group(1)) if m else ""


@lru_cache(maxsize=1)
def _criterion_res() -> tuple[re.Pattern, re.Pattern, re.Pattern] | None:
    if not catalogue().vocabulary.transition_criteria:
        return None
    names = alternation("transition_criteria")
    inside = re.compile(rf"({names})", re.I)                                   # "Tconset", "Tc,zero", "onset temperature"
    before = re.compile(rf"(?<![^\W\d_])({names})[\s-]*$", re.I)                 # "the onset Tc", "zero-resistance Tc"
    # "17.8 K (onset)"; "Tc, defined as the midpoint of the resistive transition, is 17.8 K"
    after = re.compile(rf"^\s*\(\s*({names})\b|^[^.;]{{0,40}}?\b(?:defined|taken|determined|read)\s+(?:as|at|from)\s+"
                       rf"(?:the\s+)?(?:[\w-]+\s+){{0,2}}?({names})\b", re.I)
    return inside, before, after


@lru_cache(maxsize=1)
def _criterion_word() -> re.Pattern:
    return re.compile(rf"(?<![^\W\d_])({alternation('transition_criteria')})(?![^\W\d_])", re.I)


def criterion_named(text: str) -> str:
    """The transition criterion a text names anywhere ("What is the onset Tc of FeSe?": onset), or ""."""
    m = _criterion_word().search(text)
    return looked_up("transition_criteria", m.group(1)) if m else ""


@lru_cache(maxsize=1)
def _orientation_re() -> re.Pattern:
    """A magnetic field's direction to the crystal's axes: "H∥c", "H || ab", "μ0H ⊥ c", "the field parallel to the c
    axis", "9 T parallel to the c axis" (the relation a catalogue ``field_relations`` word, the axis a, b, c or ab)."""
    return re.compile(rf"(?:(?<![^\W\d_])(?:μ0\s*|µ0\s*)?[HB]|\b(?:magnetic\s+)?field|(?<=\d)\s*(?:k?Oe|m?T))\s*"
                      rf"({alternation('field_relations')})\s*(?:the\s+)?(ab|c|a|b)(?![^\W\d_])"
                      r"(?:[-\s](?:axis|axes|plane|planes)\b)?", re.I)


def orientation_named(text: str) -> str:
    """The field orientation a text names first ("What is the Hc2 of FeSe for H∥c?": "H∥c"), or ""."""
    m = _orientation_re().search(text)
    return _orientation(m) if m else ""


def _orientation(m: re.Match) -> str:
    return f"H{looked_up('field_relations', m.group(1))}{m.group(2).lower()}"


# a test's solution after "in", its concentration and its compound ("in 3.5 wt% NaCl solution", "in 0.5 M H2SO4", "in
# 1 mol/L KOH"): the catalogue's `atmosphere` condition, written "3.5 wt% NaCl", "0.5 M H2SO4" (a share of a solution
# is by weight, a concentration in moles per litre is molar)
_SOLUTION_RE = re.compile(r"\b(?i:in)\s+(?i:an?\s+|the\s+)?(?i:aqueous\s+)?(?P<v>\d+(?:\.\d+)?)\s*"
                          rf"(?P<u>wt\.?\s?%|%|{MOLAR})\s+(?i:aqueous\s+)?"
                          # the compound's formula or short name: "NaCl", "H2SO4", "KOH", "PBS"
                          r"(?P<f>(?:[A-Z][a-z]?\d*(?:\.\d+)?|\([^()\s]+\)\d*)+)(?![\w-])")


def _solutions(text: str) -> list[tuple[int, int, str]]:
    """The test solutions a text names (start, end, "3.5 wt% NaCl"): a concentration after "in" right before a
    compound's formula or short name (of two letters or more)."""
    out = []
    for m in _SOLUTION_RE.finditer(text):
        if len(m.group("f")) >= 2:
            u = m.group("u")
            unit = "wt%" if "%" in u else u if u in ("mM", "µM", "μM") else "M"
            out.append((m.start(), m.end(), f"{m.group('v')} {unit} {m.group('f')}"))
    return out


def solution_of(text: str, q: Quantity) -> str:
    """The solution a value was measured in, from its clause ("the corrosion current density … in 3.5 wt% NaCl
    solution is 1.2 µA/cm2"), or ""."""
    found = [x for x in _solutions(text) if _same_clause(text, q, x)]
    x = nearest(q.start, q.end, found, span=lambda x: (x[0], x[1]), after_penalty=0.8)
    return x[2] if x else ""


def solution_named(text: str) -> str:
    """The test solution a text (a question) names first ("… of X in 3.5% NaCl?": "3.5 wt% NaCl"), or ""."""
    found = _solutions(text)
    return found[0][2] if found else ""


def field_orientation(text: str, q: Quantity) -> str:
    """The direction of the field a value was measured in, from its clause ("For H∥c, Hc2(0) is 50 T, while for H∥ab
    it is 70 T"): the nearest named there; "" when its clause names none."""
    found = [m for m in _orientation_re().finditer(text) if _same_clause(text, q, (m.start(), m.end(), 0.0))]
    m = nearest(q.start, q.end, found, span=lambda x: (x.start(), x.end()), after_penalty=0.8)
    return _orientation(m) if m else ""


def is_transition_temperature(pid: str) -> bool:
    """Is a property the temperature of a transition (a catalogue property with ``transition_cues`` and the dimension
    of a temperature: Tc, Tg, Tm, the Curie and Néel temperatures)?"""
    p = catalogue().properties.get(pid)
    return p is not None and bool(p.transition_cues) and p.dimension == "[temperature]"


def transition_criterion(text: str, q: Quantity, prop: Mention | None, since: int = -1) -> str:
    """The point of its transition a transition temperature was read at (the catalogue's ``transition_criteria``):
    from the property's name as written ("Tc,onset", "Tc zero", "onset temperature of superconductivity"), the word
    right before it ("the zero-resistance Tc", "the onset Tc"), a definition after it ("Tc, defined as the midpoint
    of the resistive transition, is 17.8 K") or brackets after the value ("17.8 K (onset)"); for a value a
    transition's cue gives, no name, a word from ``since`` to the value ("zero resistance is reached at 8.7 K", "the
    transition sets in at 9.1 K"); "" when none says."""
    res = _criterion_res()
    if res is None or prop is None and since < 0:
        return ""
    inside, before, after = res
    if prop is None:
        m = next(iter(_criterion_word().finditer(text, since, q.start)), None)
    else:
        m = (inside.search(text, prop.start, prop.end) or before.search(text[max(0, prop.start - 24):prop.start]))
    if m is None and prop is not None and prop.end <= q.start:
        m = after.search(text[prop.end:q.start])
    if m is None:
        m = after.match(text[q.end:q.end + 24])
    return looked_up("transition_criteria", next(g for g in m.groups() if g)) if m else ""


# what says a value was measured: a source of predictions named before it is what it is set against ("compared
# with DFT calculations, the measured band gap is 1.5 eV")
_MEASURED = re.compile(r"\b(?:measured|experimental(?:ly)?|observed|found)\b", re.I)
_END_AFTER = re.compile(r"[;,(]|\.\s|\.$")


def method_source(text: str, q: Quantity, quantities: list[Quantity] = ()) -> str:
    """The method of a value whose clause names a source of predicted or calculated values (the catalogue's
    ``method_sources``: "DFT", "first-principles", "Vegard", "WHH" …) as its instrument ("Hc2(0) is estimated to
    be 28 T using the WHH formula": extrapolated; "DFT calculations give a bulk modulus of 182 GPa": calculated), or
    a verb of prediction right after it ("498 MPa predicted by the model"); "" otherwise. The clause is cut at
    another value, at a clause boundary, and after the value at a comma; a measuring word between the source and the
    value leaves it a measurement."""
    res = _source_res()
    if res is None:
        return ""
    before_rx, after_rx, verb_rx = res
    start = max([0] + [m.end() for m in CLAUSE_RE.finditer(text, 0, q.start)])
    end = min([len(text)] + [v.start for v in quantities if v.start >= q.end])
    after = text[q.end:end]
    after = after[:m.start()] if (m := _END_AFTER.search(after)) else after
    if (m := verb_rx.match(after)):
        return method_word(m.group(1))
    if (m := after_rx.match(after)):
        return looked_up("method_sources", m.group(1))
    before = text[start:q.start]
    found = list(before_rx.finditer(before))
    if not found or _MEASURED.search(before[found[-1].end():]):
        return ""
    src = found[-1]
    between = sorted(v.start - start for v in quantities if start + src.end() <= v.start and v.end <= q.start)
    # another value between the source and this one is the source's own ("the rule-of-mixtures prediction of 600
    # MPa, the alloy shows 800 MPa"), unless the source opens the clause for all its values: as its subject ("DFT
    # calculations give …") or as a phrase set off by a comma ("From the DFT calculations, the HOMO and LUMO levels
    # are -5.3 and -3.24 eV")
    subject = src.group(2) and not re.match(r"\s+of\b", before[src.end():])
    opens = len(before[:src.start()].split()) <= 4 and (subject or "," in before[src.end():between[0]]) \
        if between else True
    return looked_up("method_sources", src.group(1) or src.group(2)) if opens else ""


# conditions read by rules of their own above, not by quantity_conditions
OWN_RULES = {"temperature_K", "pressure_bar", "strain_rate_per_s", "grain_size_um", "cycles", "processing_temperature_K",
              "oxygen_partial_pressure_atm", "stress_MPa"}


_HEDGE = rf"(?:more\s+than\s+|over\s+|up\s+to\s+|{HEDGE})?"


def with_plurals(names) -> list[str]:
    """A condition's names and their plurals in "-ies" ("current densities", "light intensities"); the patterns read
    "-s" plurals themselves."""
    return [*names, *(n[:-1] + "ies" for n in names if n.endswith("y"))]


@lru_cache(maxsize=1)
def _quantity_conditions() -> tuple[tuple[str, str, frozenset, re.Pattern, re.Pattern | None, tuple], ...]:
    """(key, unit, dimension keys, lead by name, lead by an ``introduced_by`` word alone and the units it leads to)
    of each catalogue condition with a unit that no rule above reads."""
    out = []
    for c in catalogue().conditions.values():
        if c.key in OWN_RULES or not c.dimension or not c.unit:
            continue
        names = "|".join(re.escape(n) for n in sorted(with_plurals(c.names), key=len, reverse=True))
        # (the value may stand in brackets after the name: "under AM 1.5G illumination (100 mW cm−2)")
        lead = re.compile(rf"\b(?:{names})s?\s*(?:\([^()]{{0,12}}\)\s*)?(?:of|=|:|was|were|is|are|\()?\s*{_HEDGE}$", re.I)
        word = re.compile(rf"\b(?:{'|'.join(map(re.escape, c.introduced_by))})\s+(?:an?\s+|the\s+)?{_HEDGE}$", re.I) \
            if c.introduced_by else None
        out.append((c.key, c.unit, frozenset({dimension_key(c.dimension)}) | c.alt_dimensions, lead, word,
                    c.introduced_units))
    return tuple(out)


_COORDINATED = re.compile(r"\b(at|under|in)\s+[-−]?\d[\d.,]*\s*[^\s,;]{1,6}\s*(?:and|,)\s*$", re.I)


def _change_of(text: str, o: Quantity) -> bool:
    """Is a range the two ends of a change its name leads to ("for a field change of 0–2 T")? Then it is one
    setting, their difference."""
    return bool(re.search(rf"\bchange\s+(?:of\s+)?{HEDGE}?$", text[max(0, o.start - 30):o.start], re.I))


def _introduced_as(text: str, o: Quantity) -> list[tuple[str, str]]:
    """The catalogue conditions (key, unit) a value is, by what leads to it: the condition's name ("at a current
    density of 0.5 A cm−2") or a word the catalogue lists for it alone ("at 0.7 V", "at 800 °C and 0.5 V")."""
    d = unit_dimension(o.unit) if o.unit and (not isinstance(o.value, tuple) or _change_of(text, o)) else None
    if d is None:
        return []
    # "at 20 K and 1 T": a condition coordinated with one "at" introduces is introduced by it too
    before = _COORDINATED.sub(r"\1 ", text[max(0, o.start - 60):o.start])
    return [(key, unit) for key, unit, dims, lead, word, in_units in _quantity_conditions()
            if dimension_key(d) in dims and ((m := lead.search(before)) and not _part_of_property_name(before, m)
                                             or word is not None and word.search(before)
                                             and (not in_units or o.unit in in_units and not _named_otherwise(text, o, key)))]


def _named_otherwise(text: str, o: Quantity, key: str) -> bool:
    """Does a noun after the value name it as another quantity than the condition ("at 50 nm thickness"), not as one
    of the condition's own words ("under 365 nm illumination", "at 480 nm excitation")?"""
    m = _NEXT_WORD.match(text, o.end)
    return bool(m) and m.group(1).lower() not in _name_words(key)


_NEXT_WORD = re.compile(r"\s*(?!(?:and|or|with|for|in|of|on|under|at|to|from|than|respectively|is|was|are|were|which|"
                        r"that|by|as|the|an?)\b)([A-Za-z]{3,})")


@lru_cache(maxsize=64)
def _name_words(key: str) -> frozenset:
    return frozenset(w for n in with_plurals(catalogue().conditions[key].names) for w in n.lower().split())


def _part_of_property_name(before: str, m: re.Match) -> bool:
    """Is the condition's name a lead ends in the last word of a catalogue property's name ("a corrosion potential
    of −0.658 V" is a corrosion potential, not a potential the test was held at)?"""
    name = re.match(r"[\w-]+(?:\s+[\w-]+)*?(?=\s*(?:\(|of\b|=|:|was\b|were\b|is\b|are\b|[~∼≈]|$))", m.group(0))
    prior = re.search(r"((?:[\w-]+\s+){1,3})$", before[:m.start()])
    if not name or not prior:
        return False
    ws = prior.group(1).split()
    return any(catalogue().by_name(" ".join(ws[i:] + [name.group(0)])) is not None for i in range(len(ws)))


def asked_setting(text: str, quantities: list[Quantity], key: str) -> float | None:
    """The first value a text (a question) states as this catalogue condition, by its name, the head noun of its
    names ("at a wavelength of 550 nm": in a question it asks the setting) or a word that alone introduces it ("What
    is the EQE of P1 at 480 nm?": 480 nm), in the condition's unit; None when it states none."""
    c = catalogue().conditions[key]
    for o in quantities:
        unit = next((u for k, u in _introduced_as(text, o) if k == key), None)
        if unit is None and _head_lead(key).search(text[:o.start]) and o.unit and compatible(o.unit, c.unit):
            unit = c.unit
        if unit is not None and not isinstance(o.value, tuple):
            try:
                return round(convert(o.value, o.unit, unit), 6)
            except Exception:  # noqa: BLE001  (a unit pint cannot convert)
                return None
    return None


@lru_cache(maxsize=64)
def _head_lead(key: str) -> re.Pattern:
    """The head nouns of a condition's names before a value ("a wavelength of")."""
    heads = "|".join(sorted({re.escape(n.split()[-1]) for n in catalogue().conditions[key].names}, key=len, reverse=True))
    return re.compile(rf"\b(?:{heads})s?\s*(?:of|=|:)\s*{_HEDGE}$", re.I)


_JOINED_BY_AT = re.compile(r"\s*(?:at|@|under)\s+")


def quantity_conditions(text: str, q: Quantity, quantities: list[Quantity]) -> dict:
    """Conditions in units of their own, as the catalogue lists them, other than those read by the rules above:
    a value in a condition's dimension, in the measured value's clause, that the condition's name leads to ("at a
    current density of 0.5 A cm−2", "an illumination of 100 mW cm−2") or that a word the catalogue lists for that
    condition introduces alone ("0.36 A/cm2 at 0.7 V", "stable for 200 h"); the nearest of each, in the
    condition's unit. One that "at" joins to the value right after it is its own, and one it joins to another
    value is that one's ("34% at 361 nm, 51% at 489 nm": the 51% is at 489 nm)."""
    others = [(o, _introduced_as(text, o)) for o in quantities
              if o is not q and o.start != q.start and _same_clause(text, q, (o.start, o.end, 0.0))]
    joined = {o.start: v.start for o in quantities for v in quantities
              if v.end <= o.start and _JOINED_BY_AT.fullmatch(text, v.end, o.start)}
    out: dict = {}
    for key, unit, *_ in _quantity_conditions():
        fits = [o for o, keys in others if (key, unit) in keys]
        o = next((o for o in fits if joined.get(o.start) == q.start), None) or \
            nearest(q.start, q.end, [o for o in fits if joined.get(o.start, q.start) == q.start] or fits, after_penalty=0.8)
        if o is not None:
            value = o.value
            if isinstance(value, tuple):
                value = value[1] - value[0]     # "for a field change of 0–2 T" (``_change_of``): 2 T
            try:
                out[key] = round(convert(value, o.unit, unit), 6)
            except Exception:  # noqa: BLE001  (a unit pint cannot convert: the condition is left out)
                pass
    return out


@lru_cache(maxsize=1)
def _setting_leads() -> dict[str, tuple[str, re.Pattern, re.Pattern]]:
    """Each catalogue condition with an ``as_value``: that property, the lead of a value written as its setting
    ("at 0.7 V", "at a current density of 0.5 A cm−2"), and that lead with the condition's name."""
    out = {}
    for c in catalogue().conditions.values():
        if c.as_value and c.introduced_by:
            names = "|".join(re.escape(n) for n in sorted(with_plurals(c.names), key=len, reverse=True))
            word = rf"\b(?:{'|'.join(map(re.escape, c.introduced_by))})\s+(?:an?\s+|the\s+)?"
            out[c.key] = (c.as_value, re.compile(rf"{word}(?:(?:{names})s?\s*(?:of|=|:)?\s*)?{_HEDGE}$", re.I),
                          re.compile(rf"{word}(?:[\w-]+\s+)?(?:{names})s?\s*(?:of|=|:)?\s*{_HEDGE}$", re.I))
    return out


def as_value_of(text: str, q: Quantity, named: bool = False) -> str:
    """The property a value is as a setting ("at 0.7 V": a voltage, "at 0.5 A cm−2" or "at a current density of
    0.5 A cm−2": a current density), from the catalogue condition's ``as_value``, when the condition's word leads to
    it ("a current density of 1.5 A/cm2 at 0.7 V": the name alone makes no setting); "" otherwise. ``named``: only
    where the lead names the condition too ("under a constant current load of 1.0 A cm−2", not "at 40 mA")."""
    leads = _setting_leads()
    before = _COORDINATED.sub(r"\1 ", text[max(0, q.start - 60):q.start])
    for key, _ in _introduced_as(text, q):
        if key in leads and leads[key][2 if named else 1].search(before):
            return leads[key][0]
    return ""


def read_at_a_setting(text: str, q: Quantity) -> str:
    """The property of a value in a setting's dimension that names none but is read at another setting ("comparable
    to full ceramic SOFCs (1.5 A/cm2 at 0.8 V and 850 °C)": a current density; "the cell gave 0.9 V at 800 °C": a
    voltage): the catalogue condition's ``as_value``; "" otherwise."""
    if isinstance(q.value, tuple) or not q.unit or not re.match(r"\s*(?:at|@)\s+[-−]?\d", text[q.end:]):
        return ""
    d = unit_dimension(q.unit)
    return _as_value_by_dimension().get(dimension_key(d), "") if d is not None else ""


@lru_cache(maxsize=1)
def _as_value_by_dimension() -> dict[str, str]:
    """The ``as_value`` property of each catalogue condition that has one, by the dimension key of its unit."""
    out: dict[str, str] = {}
    for c in catalogue().conditions.values():
        if c.as_value and c.dimension:
            out.setdefault(dimension_key(unit_dimension(c.unit)), c.as_value)
    return out


def setting_property(text: str, q: Quantity, values: list[Quantity]) -> str:
    """The property a value is as the setting another value of its clause was measured at ("400 mW/cm2 at 0.7 V",
    "0.56 W/cm2 at 800 °C and 0.5 V": the voltage the cell ran at; ``as_value_of``); "" when it is no other value's
    setting, or its condition is no value of its own (a temperature)."""
    at = re.match(r"\s*(?:at|@)\s+(?:an?\s+|the\s+)?", text[q.end:])
    if at and (any(v.start == q.end + at.end() for v in values)
               or any(v.end <= q.start and v.unit and compatible(v.unit, q.unit)
                      and _same_clause(text, q, (v.start, v.end, 0.0)) for v in values)):
        # "stable at 0.7 A cm−2 at 0.7 V": the value read at the setting after it; "0.9 V at 800 °C, 0.94 V at
        # 750 °C": a list of values, each measured at a setting of its own
        return ""
    prop = as_value_of(text, q)
    if prop and any(v.start != q.start and v.unit and not compatible(v.unit, q.unit)
                    and _same_clause(text, q, (v.start, v.end, 0.0)) for v in values):
        return prop
    return ""


def loading_mode_of(text: str, q: Quantity, mentions=()) -> str:
    """The loading mode the sentence's word nearest the value names ("tensile", "in compression"), or "". Not a word
    of a property's own name that says no test (``mentions``: "a bulk modulus of 182 GPa and a shear modulus of 80
    GPa" does not load the bulk modulus in shear)."""
    untested = [(m.start, m.end) for m in mentions if m.type == "property" and _names_no_test(m.matid[5:])]
    words = [w for w in LOADING_RE.finditer(text) if not any(a <= w.start() < b for a, b in untested)]
    # (one written after the value counts less: "a compressive yield strength of 168 MPa, giving a tension–compression
    # asymmetry of 1.28" was read in compression)
    lm = nearest(q.start, q.end, words, span=lambda m: (m.start(), m.end()), after_penalty=3.0)
    return loading_mode(lm.group(1)) if lm is not None else ""


def _names_no_test(pid: str) -> bool:
    """Does a catalogue property's own name hold a loading word though it is measured in no one test (the shear
    modulus, an elastic constant; not the ultimate tensile strength, whose catalogue mode is tension)?"""
    prop = catalogue().properties.get(pid)
    return prop is not None and not prop.loading_mode and bool(LOADING_RE.search(pid.replace("_", " ")))


def conditions_of(text: str, q: Quantity, mentions, temps, sizes, rates, header_conditions=None,
                  quantities: list[Quantity] = ()) -> dict:
    cond = dict(header_conditions or {})
    for k, v in quantity_conditions(text, q, list(quantities)).items():
        cond.setdefault(k, v)
    method = method_of(text, q, list(quantities))
    if method and "method" not in cond:
        cond["method"] = method
    temps = [t for t in temps if not t[0] <= q.start < t[1]]     # a measured temperature is not its own condition
    # "548 MPa, compared with 1058 MPa at room temperature": a temperature "at" joins to another value is that one's
    own = [t for t in temps if any(v.start != q.start and v.end <= t[0] and re.fullmatch(r"\s*(?:at|@)\s*", text[v.end:t[0]])
                                   and v.unit not in ("K", "°C") for v in quantities)]
    free = [t for t in temps if t not in own]
    if own and not free and all(CONTRAST_RE.search(text[t[1]:q.start] if t[1] <= q.start else text[q.end:t[0]])
                                for t in own):
        temps = []       # each is another value's, in another clause ("… 450 HV at 77 K, while that of B stays at 250 HV")
    temps = free or temps
    temps = [t for t in temps if _same_clause(text, q, t)] or temps
    # "0.9 V at 800 °C, 0.94 V at 750 °C": a temperature that "at" joins to the value right after it is its own
    t = next((t for t in temps if re.fullmatch(r"\s*(?:at|@)\s*", text[q.end:t[0]])), None) or \
        nearest(q.start, q.end, temps, span=lambda x: (x[0], x[1]), after_penalty=0.8)
    if t is not None and "temperature_K" not in cond:
        cond["temperature_K"] = t[2]
    lm = loading_mode_of(text, q, mentions)
    if lm and "loading_mode" not in cond:
        cond["loading_mode"] = lm
    orientation = field_orientation(text, q)
    if orientation and "field_orientation" not in cond:
        cond["field_orientation"] = orientation
    medium = solution_of(text, q)
    if medium and "atmosphere" not in cond:
        cond["atmosphere"] = medium
    g = nearest(q.start, q.end, sizes) if re.search(r"grain", text, re.I) else None
    if g is not None and "grain_size_um" not in cond:
        cond["grain_size_um"] = g.low
    if rates and "strain_rate_per_s" not in cond:
        cond["strain_rate_per_s"] = rates[0].value
    proc = _processing(text, mentions, q.start, q.end)
    if proc and "processing" not in cond:
        cond["processing"] = proc
    # "after ball milling for 10 h": the duration of the process, not of the test (of any process the sentence names:
    # "spin coated and annealed at 135 °C for 2 h")
    steps = [cond.get("processing") or ""] + [_processing(text, [m], m.start) for m in mentions if m.type == "process"]
    for held in (re.search(r"\bfor\s+([\d.]+)\s*(h|min|s)\b", step) for step in steps):
        if held and "duration_h" in cond and abs(cond["duration_h"] - convert(float(held[1]), held[2], "h")) < 1e-6:
            del cond["duration_h"]
    # a gas pressure the test ran at ("at 25 °C under 80 bar", "hydrogen pressure of 7 MPa"), in bar
    # (not another value of the value's own kind: "548 MPa, compared with 1058 MPa" is no pressure of the test,
    # unless the sentence calls it a pressure)
    pressures = [(p.start(), p.end(), p.group("v"), p.group("u")) for p in _PRESSURE_COND_RE.finditer(text)
                 if not p.start("v") <= q.start < p.end()
                 and (re.search(r"pressure", p.group(0), re.I) or not compatible(q.unit or "", p.group("u")))]
    pressures += [(p.start(), p.end(), "1.01325", "bar") for p in _AMBIENT_RE.finditer(text)]
    pr = nearest(q.start, q.end, pressures, span=lambda p: (p[0], p[1]))
    if pr is not None and "pressure_bar" not in cond:
        try:
            cond["pressure_bar"] = _bar(pr[2], pr[3])
        except Exception:
            pass
    per = normalised_per(text[q.end:])
    if per and "per" not in cond:
        cond["per"] = per
    # (the cycles of the value's own clause: "delivered 160 mAh/g at 0.1 C and retained 95% after 200 cycles" gives the
    # 200 cycles to the retention, not to the capacity)
    cycles = [c for c in CYCLES_RE.finditer(text)
              if not _VERB_CLAUSE.search(text[c.end():q.start] if c.end() <= q.start else text[q.end:c.start()])
              and not (c.start() >= q.end and _OWN_CLAUSE.search(text, q.end, c.start()))]
    # (those of its own clause first: "In the first cycle, the capacity was 1.77 wt%, and in the second cycle, it was
    # 1.75 wt%" gives the 1.77 wt% the first; a list's ", and 97.2% under …" after 2000 cycles still shares them)
    cycles = [c for c in cycles if _same_clause(text, q, (c.start(), c.end(), 0.0))] or cycles
    cyc = nearest(q.start, q.end, cycles, span=lambda m: (m.start(), m.end()))
    lead = text[max(0, q.start - 50):q.start]
    initial = INITIAL_RE.search(lead)
    if initial and not CLAUSE_RE.search(lead[initial.end():]) and not re.search(r"\d", lead[initial.end():]) \
            and not (cyc is not None and cyc.start() >= q.end and text[q.end:cyc.start()].strip() in ("", "after")):
        cond["cycles"] = 1      # "an initial discharge capacity of 205 mAh/g … and 92% after 100 cycles": the first
    elif cyc is not None and "cycles" not in cond:
        cond["cycles"] = cycle_number(cyc)
    return cond


# a charge or discharge rate written in C ("at 5C", "at 0.5 C", "at C/10", "at a rate of 1C", "at a 2C rate")
C_RATE_RE = re.compile(r"\b(?:at|under|with)\s+(?:an?\s+|the\s+)?(?:(?:current|charge|discharge|charging|discharging|"
                       r"cycling)?\s*rates?\s+(?:of\s+)?)?(?:(?P<n>\d+(?:\.\d+)?)\s?C|C\s?/\s?(?P<d>\d+))(?![\w°])")


def c_rate(m: re.Match) -> float | None:
    """The rate a C_RATE_RE match writes ("5C" 5, "C/10" 0.1); None past 20 C, where "at 25 C" is rather a
    temperature written without its degree sign."""
    value = float(m.group("n")) if m.group("n") else 1 / float(m.group("d")) if float(m.group("d")) else None
    return value if value is not None and value <= 20 else None


def c_rate_of(text: str, q: Quantity) -> float | None:
    """The C-rate a value of a cell was read at, the nearest in its clause ("delivered 152 mAh/g at 5C", "after 200
    cycles at 1C … retained 91.2%"), or None. Read only for properties of a cell's cycling (the caller's check): a
    bare "C" after a number may elsewhere be a temperature written without its degree sign."""
    found = [(m.start(), m.end(), rate) for m in C_RATE_RE.finditer(text) if (rate := c_rate(m)) is not None]
    found = [f for f in found if _same_clause(text, q, f) and not f[0] <= q.start < f[1]
             and not _VERB_CLAUSE.search(text[f[1]:q.start] if f[1] <= q.start else text[q.end:f[0]])]
    best = nearest(q.start, q.end, found, span=lambda f: (f[0], f[1]), after_penalty=0.8)
    return round(best[2], 4) if best is not None else None


# properties whose values are read per charge or sorption cycle: there "initial" names the first cycle
CYCLED_CATEGORIES = ("electrochemical", "hydrogen_storage")


def first_cycle_meant(pid: str, text: str) -> bool:
    """Does an "initial" before a value name its first cycle ("an initial discharge capacity of 205 mAh/g")? Only
    for a property read per cycle, or in a sentence that counts cycles; not "an initial setting time of 95 min" or
    "stretched to 21 times their initial length"."""
    p = catalogue().properties.get(pid)
    return p is not None and p.category in CYCLED_CATEGORIES or bool(CYCLES_RE.search(text))


@lru_cache(maxsize=1)
def _per_re() -> re.Pattern:
    counts = sorted(catalogue().conditions["per"].values, key=len, reverse=True)
    return re.compile(r"(?:/\s*|\s+per\s+(?:one\s+|each\s+|a\s+)?)(" + "|".join(re.escape(c) for c in counts) +
                      r")(?:s\b|\b|(?<=\.))", re.I)


def normalised_per(after: str) -> str:
    """The count a value is normalised by, from the text right after its unit ("… Å³ per metal atom",
    "eV/atom", "% per cycle"): the catalogue's spelling of condition ``per``; "" when none."""
    m = _per_re().match(after)
    if not m:
        return ""
    return next(c for c in catalogue().conditions["per"].values if c.lower() == m.group(1).lower())


def asked_per(question: str) -> str:
    """The count a question asks a value per ("the volume per metal atom"); "" when none."""
    m = re.search(r"\bper\b", question)
    return normalised_per(question[m.start() - 1:]) if m and m.start() else ""


# (not "of its initial value": the start a share is of, no first cycle)
INITIAL_RE = re.compile(r"\binitial(?:ly)?\b(?!\s+(?:hydrogen\s+)?pressure|\s+(?:values?|performance|level)\b)", re.I)


def from_to_temperatures(text: str, pairs: list[tuple[Quantity, Quantity]], temps: list[tuple[int, int, float]],
                         ranges: list[Quantity] = ()) -> dict[int, dict]:
    """"Between 293 K and 77 K the yield strength rises from 410 MPa to 759 MPa": when a sentence has one
    from–to pair of test temperatures, each value of a from–to pair takes the temperature in the same place
    (not the nearest one). So does one range of test temperatures ("the OCV rose from 1 to 1.03 V at 475 to 525
    °C", "as the temperature increases from 475 to 550 °C, the resistance drops from 0.072 to 0.046 Ω cm2") where
    the sentence has no other. Keyed by the value's start."""
    tpairs = pairs_written(text, sorted(temps), lambda t: t[0], lambda t: t[1])
    if not tpairs and not temps and len(ranges) == 1:
        r = ranges[0]
        lo, hi = (convert(v, r.unit, "K") if r.unit == "°C" else v for v in r.value)
        tpairs = [((r.start, r.end, round(lo, 2)), (r.start, r.end, round(hi, 2)))]
    if len(tpairs) != 1:
        return {}
    (t1, t2), out = tpairs[0], {}
    for a, b in pairs:
        out[a.start], out[b.start] = {"temperature_K": t1[2]}, {"temperature_K": t2[2]}
    return out


def listed_at_settings(text: str, lists: list[list[Quantity]]) -> dict[int, dict]:
    """A list of values "at" a list of as many settings right after it pairs them by rank, "respectively" or not
    ("polarization resistances of 0.05, 0.1 and 0.3 Ω cm2 at 700, 650 and 600 °C", "Jc values of 3.1, 1.2 and 0.2
    MA/cm2 at 2, 4 and 6 T"): each value its temperature or the catalogue condition the settings' unit is, where the
    nearest one had been taken. Keyed by the value's start."""
    out: dict[int, dict] = {}
    for g in lists:
        t = next((t for t in lists if t is not g and len(t) == len(g) and t[0].unit != g[0].unit
                  and re.fullmatch(r"\s*(?:at|@)\s*", text[g[-1].end:t[0].start])), None)
        key = _setting_key(t[0].unit) if t else None
        rates = _c_rates_after(text, g[-1].end)
        if key is None and len(rates) == len(g):
            for q, rate in zip(g, rates):
                out[q.start] = {"c_rate": rate}
        if key is None:
            continue
        for q, x in zip(g, t):
            out[q.start] = {key[0]: round(convert(x.value, x.unit, key[1]), 6)}
    return out


# a list of C-rates ("at 0.1, 0.5 and 1 C", "at rates of 0.2, 1 and 5C"): "C" is no unit the unit reader takes
_C_RATE_LIST = re.compile(r"\s*(?:at|@)\s+(?:(?:the\s+)?(?:current\s+|charge\s+|discharge\s+)?rates?\s+of\s+)?"
                          r"(?P<items>(?:\d+(?:\.\d+)?\s*C?\s*,\s*)*\d+(?:\.\d+)?\s*C?\s*,?\s*and\s+\d+(?:\.\d+)?)\s?C(?![\w°])")


def _c_rates_after(text: str, at: int) -> list[float]:
    """The C-rates of a list written right after position ``at``, in order ([] where none, or where one is past
    20 C: "at 25, 50 and 75 C" are temperatures written without their degree sign)."""
    m = _C_RATE_LIST.match(text, at)
    rates = [float(x) for x in re.findall(r"\d+(?:\.\d+)?", m["items"])] if m else []
    return rates if rates and max(rates) <= 20 else []


def _setting_key(unit: str) -> tuple[str, str] | None:
    """The condition (key, unit) a setting "at" leads to in this unit is: a temperature, or a catalogue condition of
    its dimension that "at" introduces (a voltage, a field, a current density); None for another unit."""
    if unit in ("K", "°C"):
        return "temperature_K", "K"
    d = unit_dimension(unit) if unit else None
    for key, cunit, dims, _, _, in_units in _quantity_conditions():
        if d is not None and dimension_key(d) in dims and "at" in catalogue().conditions[key].introduced_by \
                and (not in_units or unit in in_units):
            return key, cunit
    return None


def condition_unit(key: str) -> str:
    """The unit a Measurement.conditions key is stored in (the catalogue condition's unit; "" for a count or a
    condition that is no quantity)."""
    c = catalogue().conditions.get(key)
    return c.unit if c else ""


def condition_label(key: str) -> str:
    """How a condition is named to a reader: the catalogue condition's first name ("time" for duration_h)."""
    c = catalogue().conditions.get(key)
    return c.names[0] if c and c.names else key.replace("_", " ")


# the stress a test ran under, written beside its temperature ("at 1100 °C and 137 MPa", "at 950 °C/300 MPa", "at
# 137 MPa and 1100 °C") or named ("under an applied stress of 200 MPa", "a creep stress of 150 MPa")
# (not where "MPa" starts a longer unit: "459 MPa m^1/2" is a fracture toughness)
_STRESS_UNIT = r"(?P<v>\d+(?:\.\d+)?)\s*(?P<u>MPa|GPa|ksi)(?![A-Za-z])(?!\s*[·⋅*]?\s*(?:√\s*)?(?:m|in)(?:\b|\^|\d))"
_TEMPERATURE_WRITTEN = r"[-−]?\d+(?:\.\d+)?\s*(?:°C|K|℃)"
_STRESS_COND_RES = (
    re.compile(rf"\b(?:at|under)\s+{_TEMPERATURE_WRITTEN}\s*(?:and|/|,)\s*{_STRESS_UNIT}", re.I),
    re.compile(rf"\b(?:at|under)\s+{_STRESS_UNIT}\s*(?:and|/|,)\s*{_TEMPERATURE_WRITTEN}", re.I),
    re.compile(rf"\b(?:applied|creep|constant|initial|nominal)\s+stress(?:es)?\s+(?:of\s+|=\s*)?{_STRESS_UNIT}", re.I))


def stress_of(text: str, q: Quantity) -> tuple[float, float] | None:
    """The stress (in MPa) a mechanical test's value was read under, the nearest in its clause, with the value as
    written (in its own unit) so that a pressure read from the same words can be dropped; None when none. Read only
    for mechanical properties (the caller's check): "at 25 °C and 8 MPa" is elsewhere a gas pressure."""
    found = [(m.start(), m.end(), to_float(m.group("v")), m.group("u")) for rx in _STRESS_COND_RES
             for m in rx.finditer(text)]
    found = [f for f in found if _same_clause(text, q, f) and not f[0] <= q.start < f[1]]
    best = nearest(q.start, q.end, found, span=lambda f: (f[0], f[1]))
    if best is None:
        return None
    return round(convert(best[2], canonical_unit(best[3]), "MPa"), 6), _bar(str(best[2]), best[3])
