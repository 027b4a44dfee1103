"""Component ``bare``: values written without a unit — a dimensionless property's number ("VEC of 8.25", "a maximum
ZT of 1.2 at 400 K"), a power of ten ("an on/off ratio of ~10^8"), a number right after a symbol ("n = 5.8"), and
the numbers a construction carries on to ("a dielectric constant of 13.6, compared with 8.5 for pure PVDF").

Reads ``TextDoc.text``, ``props``, ``mentions``, ``owners``, ``every``, ``values``, ``temps``, ``sizes``,
``rates`` and the measurements ``bind`` made; adds measurements (``binding["role"]`` "bare").
"""
from __future__ import annotations

import re
from functools import lru_cache

from ..units import COMMA_THOUSANDS, QUALIFIERS, THOUSANDS, Quantity, find_quantities, qualifier_before, to_float
from .attribution import choose_material, of_reference
from .binding import conditions_here
from .confidence import assess, weaker
from .document import TextDoc
from .materials import coordinated_properties_before, respectively, unsaid_respectively
from .properties import bare_unit, blank_asides, symbol_before
from .quantities import carries
from .records import Measurement
from .validation import why_not
from .vocab import PROPERTIES
from .words import accepts, cat, change_verb_forms
from .lexicon import HEDGE

# a symbol written between a property's name and the verb that leads to its value ("the stress exponent n was 5.8",
# "the Seebeck coefficient, S, is", "the dielectric loss tan δ was"): one to six characters beginning with a letter
# (after "tan"), followed by "=", a verb or, the verb left out, the value ("and the dielectric loss tan δ 0.032")
_SYMBOL_BETWEEN = (r"(?:,?\s+(?!(?:at|of|in|on|to|by|and|or|the|was|is|for|with|under|after|were|are)\b)"
                   r"(?:tan\s+)?[^\W\d_][^\s,;:()=]{0,5},?(?=\s*(?:=|is\b|was\b|of\b|:|\d)))?")


# (``_whose``) whose it is, between the name and the verb: "the friction coefficient of the TiN coating sliding against an Al2O3 ball
# was 0.45", "the ZT of SnSe at 923 K reached 2.6" (a few words, no clause break, then a verb that links the value)
# (what a sensor responds to: "the sensor response (Rg/Ra) to 10 ppm NO2 was 45"; a bracketed ratio before it)
# (or whose they are, a list of names: "the polydispersity indexes of PTEI-T, PTEI-BDTO, and PTEI-BDTT were 1.3, …");
# "value" may follow the name: "a fill factor (FF) value of 0.576"
@lru_cache(maxsize=1)
def _whose() -> str:
    """The pattern of the words between a name and the verb that leads to its value: whose the value is, then a verb
    that links it, spans it or changes it ("the PDI of P1 ranged between 1.9 and 2.4")."""
    return (r"(?:\s*\([^()]{1,15}\))?(?:\s+values?(?=\s+(?:of|was|is|were|are|rang)))?"
            r"(?:\s+(?:of|for|in|at|under|to)\s+(?:[^\s,;:()=]+(?:,\s+(?:and\s+)?|\s+)){0,8}?"
            rf"(?=(?:was|is|were|are|reached|rang(?:e|es|ed|ing)|{change_verb_forms()})\s))?")


RESPECTIVELY_RE = re.compile(r"\brespectively\b", re.I)

# a verb of a span that leads to a range's first end ("PDI values ranging from 1.08 to 1.81", "which ranged 1.2-1.5")
_RANGING = r"(?:(?:was|were|is|are)\s+)?rang(?:e|es|ed|ing)(?:\s+(?:from|between))?"


SETTING_LEAD_RE = re.compile(r"\b(?:having|with|at|for|when|where)\s+(?:an?\s+|the\s+)?[^\s,;]{1,12}\s*(?:=|of)\s*$", re.I)


# a symbol's value in brackets after a setting the test ran at: "the fatigue strength at 10^7 cycles (R = 0.1)", "at
# 300 K (kT = 25.9 meV)": another setting of that test
_BRACKETED_AFTER_SETTING = re.compile(r"\b(?:at|under)\s+[^,;()]{1,30}\(\s*[^\W\d_][\w,]{0,4}\s*=\s*$")


def _exponent(written: str) -> int:
    """A power of ten's exponent as written, in superscripts or not ("⁻⁶", "−6", "5")."""
    return int(written.translate(str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻−", "0123456789--")))


# a number written without a unit, its thousands set apart or not ("an M n of 46,500", "12 300 (PDI = 1.46)")
_NUMBER = rf"({COMMA_THOUSANDS}(?![\d.,])|{THOUSANDS}|\d+(?:\.\d+)?)"


# a hedge before a value: "of about 0.3", "of only 3.5 × 10^3", "~10^8"
_ROUGHLY = rf"(?:only\s+|just\s+|{HEDGE})?"
# a bound written before a power of ten, perhaps in brackets: "an on/off ratio greater than 10^5", "ratios (> 10^5)"
# (the words of core.units' lower and upper bounds; not "up to", which papers write for the largest value measured)
_BOUND_LEAD = r"(?:\(?\s*(?:{}|[>≥⩾<≤])\s*)?".format("|".join(
    re.escape(w).replace(r"\ ", r"\s+") for sign in (">", "<", "≥") for w in sorted(QUALIFIERS[sign], key=len, reverse=True)
    if w[0].isalpha()))


_POWER_AFTER = re.compile(r"\s?[×x]\s?10(?:\s?\^\s?([-−]?\d{1,2})|([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+))")
_EXPONENT_AFTER = re.compile(r"\s?\^\s?([-−]?\d{1,2})(?!\d)|([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)")      # "10^6", "10⁶": a power of ten
# the other end of a range of powers of ten: "10^5 to 10^6", "10^5-10^6"
_POWER_RANGE_END = re.compile(r"\s*(?:to|[–—-])\s*(?:(\d+(?:\.\d+)?)\s?[×x]\s?)?10(?:\s?\^\s?([-−]?\d{1,2})|"
                              r"([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+))(?!\d|\.\d)")


def _with_powers(text: str, numbers: list[Quantity]) -> list[Quantity]:
    """Bare numbers with the power of ten written after them read as one ("3.4 × 10^5"), the power's own digits
    no numbers."""
    out, inside = [], []
    for q in numbers:
        if any(a <= q.start < b for a, b in inside):
            continue
        p = _POWER_AFTER.match(text, q.end)
        if p is None and q.value == 10 and (e := _EXPONENT_AFTER.match(text, q.end)):
            out.append(Quantity(float(f"1e{_exponent(e.group(1) or e.group(2))}"), "", q.start, e.end()))
            inside.append((q.end, e.end()))
            continue
        if p is None:
            out.append(q)
            continue
        exp = _exponent(p.group(1) or p.group(2))
        out.append(Quantity(float(f"{q.value!r}e{exp}"), "", q.start, p.end()))
        inside.append((q.end, p.end()))
    return out


def _bare(text: str, start: int) -> bool:
    """Is the number at ``start`` written without a unit ("ZT of 1.2 at 400 K", not "1.2 eV" or "1.2%")?"""
    qs = find_quantities(text[start:start + 24])
    # (nor a share, "20 vol% BaTiO3", which reads as no quantity before a constituent; nor a factor, "about 2-3 times
    # higher than those", "a 5-fold increase")
    return not (qs and qs[0].start == 0 and qs[0].unit) and not re.match(r"[\d.]*\s*(?:(?:wt|vol|mol|at)\s*\.?\s*)?%",
                                                                          text[start:]) \
        and not _FACTOR.match(text, start)


_FACTOR = re.compile(r"[\d.]+(?:\s*[-–]\s*[\d.]+)?\s*(?:times|[-‐]?fold)\b", re.I)


# --- component: bare -------------------------------------------------------------------------------------------------
def bare_values(doc: TextDoc) -> None:
    """Measurements of the numbers written without a unit, after ``bind`` (whose values they leave alone)."""
    text = doc.text
    bare = _after_names(doc)
    taken = [(q.start, q.end) for q in doc.every] + [m.span for m in doc.measurements if m.span] \
        + [(q.start, q.end) for q, _, _, _ in bare]
    numbers = [Quantity(to_float(m.group(1)), "", m.start(1), m.end(1))
               for m in re.finditer(rf"(?<![\w.,−-]){_NUMBER}(?!\d|\.\d)", text)]   # (a full stop may follow)
    numbers = _with_powers(text, numbers)
    numbers = [q for q in numbers if not any(s <= q.start < e for s, e in taken)
               and not any(x.start <= q.start < x.end for x in doc.mentions) and _bare(text, q.start)
               and not _in_ratio(text, q)]
    _carried_on(text, bare, numbers, taken)
    _last_of_listed(doc, bare, numbers, taken)
    _after_symbols(doc, bare, numbers, taken)
    _emit(doc, bare)


# a bare number in a "respectively" run of values in units: "the J sc, V oc, and FF of 5.76 mA/cm^2, 0.79 V, and 0.39,
# respectively", "V oc, J sc, FF and PCE reached 0.58 V, 1.52 mA/cm^2, 0.34 and 0.3%, respectively"
_RUN_GAP = re.compile(r"\s*,?\s*(?:and\s+)?")
_THEN_RESPECTIVELY = re.compile(r"\s*,?\s*respectively\b")
_SYMBOL_IN_BRACKETS = re.compile(r"\s*\([^()\d]{1,12}\)")


def _run_around(text: str, q: Quantity, values: list[Quantity]) -> list[Quantity]:
    """The values joined by commas and "and" that a bare number stands in, where "respectively" ends them; [] else."""
    ordered = sorted([*values, q], key=lambda v: v.start)
    i = ordered.index(q)
    lo, hi = i, i
    while lo > 0 and _RUN_GAP.fullmatch(text, ordered[lo - 1].end, ordered[lo].start):
        lo -= 1
    while hi + 1 < len(ordered) and _RUN_GAP.fullmatch(text, ordered[hi].end, ordered[hi + 1].start):
        hi += 1
    run = ordered[lo:hi + 1]
    return run if len(run) >= 2 and _THEN_RESPECTIVELY.match(text, run[-1].end) else []


def _last_of_listed(doc: TextDoc, bare: list, numbers: list[Quantity], taken: list) -> None:
    """"V oc, J sc, FF and PCE reached 0.58 V, 1.52 mA/cm^2, 0.34 and 0.3%, respectively": a bare number in a
    "respectively" run of values in units is the value of the property of its rank, where as many properties are
    named as one list before the run, each other one takes its value's unit and that one takes none."""
    text = doc.text
    # (each name may have its symbol in brackets: "open circuit voltage (VOC), …, and fill factor (FF) of …")
    plain = _SYMBOL_IN_BRACKETS.sub(lambda b: " " * len(b.group(0)), text)
    props = [p for p in doc.props if plain[p.start:p.end].strip()]
    for q in numbers:
        if any(s <= q.start < e for s, e in taken) or not (run := _run_around(text, q, doc.values)):
            continue
        names = [n[5:] for n in coordinated_properties_before(plain, props, run[0].start, len(run))]
        if names and all(accepts(n, "" if v is q else v.unit) for n, v in zip(names, run)):
            bare.append((q, names[run.index(q)], "respectively", "respectively"))
            taken.append((q.start, q.end))


def _in_ratio(text: str, q: Quantity) -> bool:
    """Is a number a term of a ratio ("m : n = 1:2", "a 1:1.5 (w/w) blend")? Then it is no value of its own."""
    return bool(re.match(r"\s?:\s?\d", text[q.end:q.end + 4]) or re.search(r"\d\s?:\s?$", text[max(0, q.start - 4):q.start]))


def _after_names(doc: TextDoc) -> list[tuple[Quantity, str, str, str]]:
    """(number, property, how named, strategy) for each dimensionless property a bare number (or a power of ten)
    follows as its value: "VEC of 8.25", "the stress exponent n was 5.8", "the on/off current ratio is ~10^8"; not
    where a value in a unit follows it as its own."""
    text, props, out = doc.text, doc.props, doc.measurements
    bare = []
    # (an aside on how the property was got stands between it and its verb: "the Gilbert damping constant of the free
    # layer, obtained from ferromagnetic resonance, was 0.0045")
    plain = blank_asides(text)
    for p in props:
        if not accepts(p.matid[5:], ""):
            continue
        # (its symbol may stand between: "the stress exponent n was 5.8"; or the first of a change: "the Li+
        # transference number increased from 0.22 to 0.41"; or what it changed to: "the emittance rose to 0.10")
        m = re.match(_SYMBOL_BETWEEN + _whose() + r"\s*(?:of|=|is|was|were|are|reached|:|\(\s*from|(?:(?:was|were|is|are)\s+)?"
                     rf"{change_verb_forms()}\s+(?:from|to)|{_RANGING})?\s*"
                     rf"{_ROUGHLY}{_NUMBER}(?!\d|\.\d)", plain[p.end:])
        first = p.end + m.start(1) if m else len(text)
        # (a value in a unit written before any bare number keeps the name: "the friction coefficient was 0.072 and the
        # wear scar diameter 0.42 mm"; one that another property named between leads to is that one's)
        if any(p.start <= o.span[0] < min(p.end + 40, first + 1) and not any(
                p.end <= x.start and x.end <= o.span[0] for x in props if x is not p) for o in out if o.span):
            continue
        found = _power_of_ten(plain, p, m) or _bare_number(text, plain, p, m)
        if found is not None and any(q.start <= found[0].start < q.end for q in doc.every):
            continue        # an item of a list in a unit ("molecular weights … were 23.1, 30.2 and 35.4 kDa")
        # (one number, whether its name or the symbol after the name leads to it: "the specific heat jump ΔC/γTc is
        # 1.45")
        if found is not None and not any(x[0].start == found[0].start for x in bare):
            bare.append(found)
    return bare


def _power_of_ten(plain: str, p, m) -> tuple | None:
    """A power of ten written as the value ("~10^8", "exceeding 10⁷", "2.1 × 10−6")."""
    power = re.match(_SYMBOL_BETWEEN + _whose() + r"\s*(?:of|=|is|was|were|are|:)?\s*" + _BOUND_LEAD
                     + _ROUGHLY +
                     r"(?:(\d+(?:\.\d+)?)\s?[×x]\s?)?10(?:\s?\^\s?([-−]?\d{1,2})|([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)|"
                     r"(?<=[×x\s]10)([-−]\d{1,2}))(?!\d|\.\d)", plain[p.end:])
    if not power or not (m is None or m.group(1) == "10" or m.group(1) == power.group(1)):
        return None
    exp = _exponent(power.group(2) or power.group(3) or power.group(4))
    value = float(f"{power.group(1) or 1}e{exp}")
    start = power.start(1) if power.group(1) else power.group(0).rfind("10")      # (the number's own span)
    end = p.end + power.end()
    upto = _POWER_RANGE_END.match(plain, end)
    if upto:
        value = (value, float(f"{upto.group(1) or 1}e{_exponent(upto.group(2) or upto.group(3))}"))
        end = upto.end()
    return Quantity(value, "", p.end + start, end, qualifier=qualifier_before(plain, p.end + start)), p.matid[5:], \
        "catalogue_name", "power_of_ten"


def _bare_number(text: str, plain: str, p, m) -> tuple | None:
    """The bare number (or range: "a relative density of 0.12–0.18", "PDI values ranging from 1.08 to 1.81"; not the
    end of a change, "increased from 0.22 to 0.41") a name leads to."""
    if not m or not _bare(text, p.end + m.start(1)):
        return None
    lead = m.group(0)[:m.start(1)]
    if re.search(r"\bfrom\s*$", lead) and not re.search(rf"{_RANGING}\s*$", lead):
        upto = None         # the end of a change
    else:                   # (a span's: "ranging from 1.08 to 1.81", "ranged between 1.9 and 2.4")
        joint = r"[–—-]|to|and" if re.search(r"\bbetween\s*$", lead) else r"[–—-]|to"
        upto = re.match(rf"\s*(?:{joint})\s*(\d+(?:\.\d+)?)(?!\d|\.\d)", plain[p.end + m.end(1):])
    if upto and _bare(text, p.end + m.end(1) + upto.start(1)):
        return (Quantity((to_float(m.group(1)), float(upto.group(1))), "", p.end + m.start(1),
                         p.end + m.end(1) + upto.end(1)), p.matid[5:], "catalogue_name", "bare_after_name")
    return Quantity(to_float(m.group(1)), "", p.end + m.start(1), p.end + m.end(1)), p.matid[5:], "catalogue_name", \
        "bare_after_name"


def _carried_on(text: str, bare: list, numbers: list[Quantity], taken: list) -> None:
    """"a dielectric constant of 13.6, compared with 8.5 for pure PVDF", "a ZT of 1.3 against 0.8": the next bare number
    the construction carries on to is of the same property."""
    for q, pid, how, _ in list(bare):
        prev = q
        for nxt in [n for n in numbers if n.start >= q.end]:
            if not carries(text, prev, nxt):
                break
            bare.append((nxt, pid, weaker("carried", how), "carried_bare"))
            taken.append((nxt.start, nxt.end))
            prev = nxt


_SYMBOL_OF = re.compile(r"\b(?:an?|the)\s+[^\W\d_][^\s,;:()=]{0,7}\s+of\s+$")


def _after_symbols(doc: TextDoc, bare: list, numbers: list[Quantity], taken: list) -> None:
    """A number right after a catalogue symbol ("n = 5.8"), not a setting ("the alloy having H/M = 0.5", "at x = 0.2";
    "the fatigue strength at 10^7 cycles (R = 0.1)"), nor in a "respectively" sentence, whose conditions go to the
    values it lists, unless an article and "of" make the symbol a name ("and an FF of 0.608, respectively")."""
    text = doc.text
    for q in numbers:
        if any(s <= q.start < e for s, e in taken):
            continue
        pid = symbol_before(text, q)
        named = [p for p in doc.props if p.end <= q.start]
        # (in a "respectively" sentence only one that "of" leads to: "… J sc of 8.55 mA cm^-2, and an FF of 0.608,
        # respectively")
        if pid and (not RESPECTIVELY_RE.search(text) or _SYMBOL_OF.search(text[max(0, q.start - 20):q.start])) \
                and not SETTING_LEAD_RE.search(text[max(0, q.start - 40):q.start]) \
                and not (_BRACKETED_AFTER_SETTING.search(text[max(0, q.start - 60):q.start])
                         and named and named[-1].matid[5:] != pid):
            bare.append((q, pid, "catalogue_symbol", "symbol_bare"))


def _in_bare_range(pid: str, value) -> bool:
    """Is a number written with no unit one the property may have so (``bare_range`` of the catalogue)?"""
    rng = cat().properties[pid].bare_range if pid in cat().properties else None
    return rng is None or all(rng[0] <= v <= rng[1] for v in (value if isinstance(value, tuple) else (value,)))


def _emit(doc: TextDoc, bare: list) -> None:
    """A measurement for each bare number that passes the checks and belongs to a material; "the Weibull moduli of
    3Y-TZP and 5Y-PSZ were 9.8 and 7.1, respectively": bare numbers pair as values in units do."""
    text, owners, props = doc.text, doc.owners, doc.props
    bare = [b for b in bare if _in_bare_range(b[1], b[0].value)]     # (a molecular weight from a thousand)
    ordered = sorted(bare, key=lambda b: b[0].start)
    run = [q for q, _, _, _ in ordered]
    # (one list per property where the numbers are of two: "M n of 13 500 and 11 200, with a polydispersity of 2.3 and
    # 2.1 for P1 and P2, respectively")
    lists = [[q for q, pid, _, _ in ordered if pid == x] for x in dict.fromkeys(b[1] for b in ordered)]
    lists = lists if len(lists) > 1 and all(len(g) >= 2 for g in lists) else [run]
    paired_bare = respectively(text, lists, owners, run, props, doc.passage.before) \
        if len(run) >= 2 and (RESPECTIVELY_RE.search(text) or unsaid_respectively(text, run, props, owners) is not None) \
        else {}
    for q, pid, how, rule in bare:
        paired = paired_bare.get(q.start, {}).get("property", pid)
        if paired != pid and _in_bare_range(paired, q.value):
            pid, how, rule = paired, "respectively", "respectively"
        if why_not(text, q, pid, pid in PROPERTIES, doc.mentions):
            continue        # "at a stress ratio R = 0.1": a setting's symbol, not the property it names elsewhere
        unit = bare_unit(pid)           # (a molecular weight with no unit: g/mol)
        material, mat_how = choose_material(doc, q, paired_bare)
        if material and of_reference(text, q, owners):
            mat_how = "reference"
        if material:
            cond = conditions_here(text, q, props, doc.values + [b for b, _, _, _ in bare], doc.mentions, doc.temps,
                                   doc.sizes, doc.rates, doc.passage.header_conditions, doc.every)
            doc.measurements.append(assess(Measurement(
                material, pid, q.value, unit, q.value, unit, cond, None, text, span=(q.start, q.end),
                binding={"material": mat_how, "property": how, "property_rule": rule, "role": "bare",
                         "value": "sentence"})))
