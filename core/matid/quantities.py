"""Readings for the ``numbers`` and ``roles`` components (``roles``): the values of a text with their units, as the
recogniser reads them (ranges written "between A and B", changes "from A to B", lists that share a unit, values that
carry a property on)."""
from __future__ import annotations

import re
from functools import lru_cache

from ..units import TEST_CONDITION_UNITS, Quantity, compatible, find_chains, find_quantities, to_float
from .catalogue import catalogue
from .words import accepts, change_verb_forms
from .lexicon import COMPARED, HEDGE, alternation

# in a sentence, lengths too are as often conditions (grain size, thickness) as results
CONDITION_UNITS = TEST_CONDITION_UNITS | {"µm", "nm", "mm"}


# "above 200 MPa", "more than 60%", "by 255 MPa": bounds and increments are not values as written; an increment
# (increment_re) is no measured value, a bound is one when it is no test condition's ("the OCV stayed above 1.0 V";
# not "stable over 200 h", "under 80 bar"), kept with its sign
BOUND_RE = re.compile(r"(?:\b(?:above|below|over|under|exceeds?|exceeding|more than|less than|at least|at most|"
                      rf"greater than|in excess of|by|increment of)\s+{HEDGE}?)$", re.I)
@lru_cache(maxsize=1)
def increment_re() -> re.Pattern:
    """What leads to an increment: "by", "increment of", "under", or a change verb (the catalogue's
    ``change_verbs``: "increased by about 255 MPa", "rose 20 mV")."""
    return re.compile(rf"(?:\b(?:by|increment of|under)|\b{change_verb_forms()})\s+(?:(?:by\s+)?(?:about|almost|"
                      r"nearly|over|above|more\s+than|less\s+than|at\s+least)\s+)?$", re.I)


@lru_cache(maxsize=1)
def _difference_after() -> re.Pattern:
    """A comparative or a word of a shift (the catalogue's ``comparatives``, ``shift_words``) right after a number:
    "0.3 eV lower-lying", "2% higher", "10 nm red-shifted"."""
    return re.compile(rf"[\s-]*(?:{alternation('comparatives')}|{alternation('shift_words')})\b", re.I)


_EXCEEDS = re.compile(rf"\b(?:exceeds|exceeded|surpasses|surpassed)\s+{HEDGE}?$", re.I)
_WHEN_BEFORE = re.compile(r"\b(?:when|whenever|if|once|while|until|unless)\b[^,;.]*$", re.I)


def read_as_value(text: str, q) -> bool:
    """Is a quantity a value as written, or a bound of a result ("the OCV stayed above 1.0 V"), rather than an
    increment ("by 255 MPa", "increasing over 100 mV"), a difference ("a 0.3 eV lower-lying HOMO level") or a test
    condition's bound ("stable over 200 h")?"""
    lead = text[max(0, q.start - 30):q.start]
    if q.unit and _difference_after().match(text, q.end) or labels_a_bare_number(text, q):
        return False
    if _EXCEEDS.search(lead) and not _WHEN_BEFORE.search(text, max(0, q.start - 80), q.start):
        return True     # "the yield strength exceeds 400 MPa": a result's bound in any unit (not "when the pressure
        # exceeds 10 MPa", nor "at temperatures exceeding 800 °C")
    return not BOUND_RE.search(lead) or q.unit not in CONDITION_UNITS and bool(bound_of(text, q)) \
        and not increment_re().search(lead)


# a bare number and a bracket opened right after it, the number led to by no symbol ("H/M = 1.14 (1.92 wt %)" restates
# a value); one more such item right before or after: "… are 3.9 (0%), 3.9 (0.25%), 4.0 (0.5%) …, respectively"
_BARE_BEFORE = re.compile(r"(?<![=≈~∼<>:]\s)(?<![=≈~∼<>:\w.])\d+(?:\.\d+)?\s*\(\s*$")
_ITEM_AFTER = re.compile(r"\s*\)\s*,?\s*(?:and\s+|or\s+)?\d+(?:\.\d+)?\s*\(")
_ITEM_BEFORE = re.compile(r"\)\s*,?\s*(?:and\s+|or\s+)?$")


def labels_a_bare_number(text: str, q) -> bool:
    """Is a quantity in brackets after a bare number, in a list of such items: the setting each number was got at
    (the share of an additive, a ratio), not a value ("the PCEs … of various ratios of PTPA-P3HT-PTPA … are 3.9 (0%),
    3.9 (0.25%), 4.0 (0.5%), … and 3.0 (20%), respectively")?"""
    lead = _BARE_BEFORE.search(text, max(0, q.start - 16), q.start)
    if not lead:
        return False
    return bool(_ITEM_AFTER.match(text, q.end) or _ITEM_BEFORE.search(text, max(0, lead.start() - 8), lead.start()))


# a bound written after its value: "when the VEC is 8.0 or more", "at 500 MPa or higher", "0.1 S/cm or less"
_BOUND_AFTER = re.compile(r"[\s,]*(?:or\s+(?:(?P<ge>more|higher|greater|larger|above)|(?P<le>less|lower|smaller|below))"
                          r"|and\s+(?:(?P<ge2>above)|(?P<le2>below)))\b(?!\s+(?:than\b|[-−]?\d))", re.I)


def bound_of(text: str, q) -> str:
    """The sign of a bound a value is written as (">" for "above 1 V" and ">1 V", "≤" for "at most", "≥" for "8.0 or
    more"), or "" for a value as written (and for "up to", which papers write for the largest value measured)."""
    lead = text[max(0, q.start - 30):q.start]
    if q.unit and compatible(q.unit, "h") and re.search(r"\bover\s+$", lead, re.I) and not re.search(
            r"\b(?:for|of|after|lasting|lasted)\s+over\s+$", lead, re.I):
        return ""       # "a degradation of 2.4% over 237 h": the span it happened in ("for over 16 h" is a bound)
    if q.qualifier in (">", "<", "≥", "≤"):
        return q.qualifier if not re.search(r"\bup\s+to\s*$", lead, re.I) else ""
    after = _BOUND_AFTER.match(text, q.end)
    return ("≥" if after.group("ge") or after.group("ge2") else "≤") if after else ""


BETWEEN_RE = re.compile(r"\bbetween\s+(?P<a>[-−]?\d+(?:\.\d+)?)\s*(?P<ua>[^\s\d]{1,12})?\s+and\s+(?P<b>[-−]?\d+(?:\.\d+)?)"
                        r"\s*(?P<ub>\S+)")


def text_quantities(text: str, covered: list[tuple[int, int]]) -> list[Quantity]:
    """Quantities of the text, with "between 18 and 26 mJ/m²" read as one range."""
    qs = _thousands_listed(text, [_in_thousands(text, _after_a_name(text, q)) for q in find_quantities(text)])
    qs = [q for q in qs if not any(s <= q.start < e for s, e in covered)]
    qs = [x for q in qs for x in _split_change(text, q)]
    for chain in find_chains(text):         # "from -5.44 to -5.35 to -5.21 eV": three values, no range
        qs = [q for q in qs if not chain[0].start <= q.start < chain[-1].end] + \
            [q for q in chain if not any(s <= q.start < e for s, e in covered)]
    for m in BETWEEN_RE.finditer(text):
        inner = [q for q in qs if m.start() <= q.start < m.end()]
        units = {q.unit for q in inner}
        # (a range of temperatures too: "a CTE of 16.2 × 10^-6 K^-1 between 300 and 800 K" was measured over the
        # range, not at its upper end)
        if inner and len(units) == 1:
            rng = Quantity((to_float(m.group("a")), to_float(m.group("b"))), inner[-1].unit, m.start(), inner[-1].end,
                           text=m.group(0))
            qs = [q for q in qs if q not in inner] + [rng]
    return sorted(qs, key=lambda q: q.start)


@lru_cache(maxsize=1)
def _thousands_named() -> list[tuple[re.Pattern, str]]:
    """For each catalogue property measured in thousands written "K" (``thousands_unit``): its names, and its symbols
    with their subscript set apart ("M n", "M w"; not "Mn", an element), each linked to a value right after it."""
    out = []
    for p in catalogue().properties.values():
        if not p.thousands_unit:
            continue
        forms = [re.escape(n).replace(r"\ ", r"[\s-]") for n in (p.name, *p.synonyms)]
        forms += [rf"{re.escape(s[0])}\s{re.escape(s[1:])}" for s in p.symbols if re.fullmatch(r"[A-Z][a-z]", s)]
        out.append((re.compile(rf"\b(?:{'|'.join(forms)})\b(?:\s*\([^()]{{1,12}}\))?(?:\s+(?:of|for|in)\s+[^,;()]{{1,40}}?)?"
                               rf"\s*(?:of|is|was|were|are|=|:|reached)\s*(?:about\s+|~\s*|≈\s*)?$", re.I),
                    p.thousands_unit))
    return out


def _in_thousands(text: str, q: Quantity) -> Quantity:
    """"The M n of PTTBTz is 6.73 K", "the M n is 2.14K": a number with "K" right after a property measured in
    thousands (the catalogue's ``thousands_unit``: a polymer's molecular weight) is thousands of its unit, no
    temperature."""
    if q.unit != "K":
        return q
    lead = text[max(0, q.start - 80):q.start]
    for rx, unit in _thousands_named():
        if rx.search(lead):
            return Quantity(q.value, unit, q.start, q.end, q.uncertainty, q.text, q.qualifier)
    return q


# what joins two values of one list or of two parallel clauses: "24 K for PBDTNTDO-1 and 13 K for PBDTNTDO-2"
_PARALLEL_GAP = re.compile(r"(?:\s+(?:for|of)\s+[^\s,;.()]+)?\s*(?:,\s*(?:and\s+)?|and\s+)(?:\w+\s+){0,2}?")


def _thousands_listed(text: str, qs: list[Quantity]) -> list[Quantity]:
    """A number with "K" that goes on a list or a parallel clause of one read in thousands is in thousands too ("the
    M n is 24 K for PBDTNTDO-1 and 13 K for PBDTNTDO-2")."""
    out: list[Quantity] = []
    for q in qs:
        prev = out[-1] if out else None
        if q.unit == "K" and prev is not None and prev.unit in _thousands_units() \
                and _PARALLEL_GAP.fullmatch(text, prev.end, q.start):
            q = Quantity(q.value, prev.unit, q.start, q.end, q.uncertainty, q.text, q.qualifier)
        out.append(q)
    return out


@lru_cache(maxsize=1)
def _thousands_units() -> frozenset[str]:
    return frozenset(p.thousands_unit for p in catalogue().properties.values() if p.thousands_unit)


@lru_cache(maxsize=1)
def _change_before() -> re.Pattern:
    """A change verb (the catalogue's ``change_verbs``) then, within the clause, "from" right before the value."""
    return re.compile(rf"\b{change_verb_forms()}\b(?:[^.;]|\.(?=\d)){{0,60}}\bfrom\s*$", re.I)


def _after_a_name(text: str, q: Quantity) -> Quantity:
    """"from 780 m2/g for SBA-15 to 310 m2/g": a range whose first number ends a name written with a hyphen ("SBA-15",
    "ZIF-8", "CMSX-4") is no range; its second number is the value."""
    if not isinstance(q.value, tuple) or not re.search(r"[A-Za-z][\w()]*-$", text[max(0, q.start - 12):q.start]):
        return q
    m = re.match(r"(\S+)\s*(?:–|—|-|to)\s*(\S+)", q.text)
    if not m:
        return q
    b_start = q.start + m.start(2)
    return Quantity(q.value[1], q.unit, b_start, q.end, q.uncertainty, text[b_start:q.end])


def _temperature_property_before(lead: str) -> bool:
    """Is the name nearest the end of this text, within its last twelve words, a catalogue property of a temperature,
    not a test condition ("the T50 light-off temperature rose from 165 to 182 °C": two values; "the testing
    temperature increased from 475 to 550 °C": a range of the test's)?"""
    # (the name may stand a few words before the verb: "the glass transition temperature (Tg) of the PEO-based
    # electrolyte decreased from -45 to -58 °C"; the nearest name decides)
    words = re.findall(r"[\w′'-]+", lead)[-12:]
    for end in range(len(words), 0, -1):
        for k in range(max(0, end - 5), end):
            name = " ".join(words[k:end]).lower()
            if catalogue().condition_by_name(name) is not None:
                return False
            p = catalogue().by_name(name)
            if p is not None and accepts(p.id, "K"):
                return True
    return False


def _split_change(text: str, q: Quantity) -> list[Quantity]:
    """"an increase from 174.56 to 213.39 Å3" is two values (before and after), not a range."""
    lead = text[max(0, q.start - 90):q.start]
    change = _change_before().search(lead)
    if not isinstance(q.value, tuple) or not change \
            or q.unit in ("K", "°C") and not _temperature_property_before(lead[:change.start()]):
        return [q]
    m = re.match(r"(\S+)\s*(?:–|—|-|to)\s*(\S+)", q.text)
    a_end = q.start + (m.end(1) if m else 0)
    b_start = q.start + (m.start(2) if m else 0)
    return [Quantity(q.value[0], q.unit, q.start, a_end, None, text[q.start:a_end]),
            Quantity(q.value[1], q.unit, b_start, q.end, q.uncertainty, text[b_start:q.end])]


# a share written as a number and a percent ("20 wt%", "10 vol.%", "5 mol %", "30%"), as constituents are given
SHARE = r"\d+(?:\.\d+)?\s?(?:(?:wt|mol|vol|at)\s?\.?\s?)?%"


# what may stand between two values of one property: "from 22.56 µm after 10 cycles to 9.12 µm",
# "HNCN (93.10%) compared with ZrCo (89.90%), HCN (86.11%)", "1.47 wt% and 1.24 wt%"
_CARRY_GAP = re.compile(r"(?:(?:[^\s;:.]|\.(?=\d))+\s+){0,6}?" rf"(?:to|and|or|,|with|{COMPARED})"
                        r"\s*(?:(?:[^\s;:()]+\s*){1,3}\(\s*)?", re.I)


# ", whereas that of the Ni-containing joints was": the gap between two values of one property of two samples
THAT_OF_GAP = re.compile(r"\s*,?\s*(?:and|while|whereas|but)?\s*(?:that|those)\s+(?:of|for|in)\s+[^;]{1,60}?\s+"
                         rf"(?:was|were|is|are|reached|grew\s+to|of)\s*(?:only\s+|{HEDGE})?", re.I)


# "…, respectively, which are only little lower than that of PTB7-Th (377.4 °C)": the value in brackets after the
# sample a comparison names with "that of" (a clause may stand between it and the value before)
_COMPARAND_BRACKET = re.compile(r"[^;]{0,80}\b(?:than|as|to|with)\s+(?:that|those)\s+(?:of|for)\s+[^\s,;()]{1,40}"
                                r"(?:\s+[^\s,;()]{1,20})?\s*\(\s*(?:only\s+|" + HEDGE + r")?", re.I)


def carries(text: str, prev: Quantity, q: Quantity) -> bool:
    if THAT_OF_GAP.fullmatch(text, prev.end, q.start) or _COMPARAND_BRACKET.fullmatch(text, prev.end, q.start):
        return True
    gap = re.sub(r"\([^()]{0,40}\)", " ", text[prev.end:q.start])
    gap = re.sub(r"^\s*\)", "", gap)
    return len(gap) <= 80 and bool(_CARRY_GAP.fullmatch(gap.strip() + (" " if gap.strip().endswith("(") else ""))
                                   or _CARRY_GAP.fullmatch(gap.strip()))


# (either value may be hedged: "from ~17 K at ambient pressure to ~31 K at 12.1 GPa")
_HEDGED = r"\s*(?:(?:about|approximately|around|nearly)\s+|[~∼≈]\s*)?$"
PAIR_FROM_RE = re.compile(r"\b(?:from|between)" + _HEDGED, re.I)


# "from 8.5 K at ambient pressure to 36.7 K": a condition in words may stand between the two
# ("from 0.386 nm for HC-1000 to 0.371 nm": a word with digits in it is a name, not a value)
PAIR_TO_RE = re.compile(r"\s*(?:to|and|[-–])" + _HEDGED + r"|\s*(?:at|under|in|after|for)\s+(?:(?![-−]?\d)[^\s,;]+\s+){1,5}?to"
                        + _HEDGED, re.I)


def pairs_written(text: str, items: list, start, end) -> list[tuple]:
    """Consecutive items written "from A to B" or "between A and B"."""
    return [(a, b) for a, b in zip(items, items[1:])
            if PAIR_FROM_RE.search(text[max(0, start(a) - 12):start(a)]) and PAIR_TO_RE.fullmatch(text[end(a):start(b)])]


def value_pairs(text: str, values: list[Quantity]) -> list[tuple[Quantity, Quantity]]:
    """"rises from 410 MPa to 759 MPa": two values of one quantity (the second is of the first's property)."""
    plain = sorted((q for q in values if not isinstance(q.value, tuple)), key=lambda q: q.start)
    return [(a, b) for a, b in pairs_written(text, plain, lambda q: q.start, lambda q: q.end) if compatible(a.unit, b.unit)]
