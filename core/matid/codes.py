"""Words written like a sample's code or a compound's name that no reader read ("P3TBDTDTBT", "J71",
"PDTS-DTFBTA", "P(BDT-T-BT)"), found in a text given the spans its readers covered: for one sentence by the
unread-names component (``attribution.read_unread_names``), for a whole paper by its samples
(``samples.paper_samples``: a code a polymer paper writes throughout is its sample). Reads text and spans; imports
no component."""
from __future__ import annotations

import re
from functools import lru_cache

from .lexicon import generic_formula, words
from .mentions import STRUKTURBERICHT
from .owners import names_a_property
from .vocab import ELEMENTS, GASES, NONMETALS

# a word written like a sample's code or short name: two capitals, or a capital and a digit ("PSSS", "J71", "P-1a",
# "PDTS-DTFBTA", "P(BDT-T-BT)")
# (a bracket opens inside a name, not before a number: "P3(1.91 eV) < P2(1.97 eV)" are "P3" and "P2" with their values;
# a decimal point between digits is the name's: "PTB7-ThPt1.5", "VA5.5")
_C = r"(?:[\w)\-‐–:]|\((?!\d+(?:\.\d+)?(?!\w))|(?<=\d)\.(?=\d))"
CODE_LIKE = re.compile(rf"(?<![\w\-‐–(])(?={_C}*[A-Z]{_C}*[A-Z0-9])[A-Z]{_C}*[\w)]")
# people's names joined ("Shockley–Queisser", "Hall–Petch") and a word with a lower-case part ("UV–vis"): no codes
_NAMES_OR_WORDS = re.compile(r"[A-Z][a-z]+(?:[-‐–][A-Z][a-z]+)+|[A-Z]+[-‐–/][a-z]+")
_NOT_A_NAME_BEFORE = re.compile(r"(?:Fig(?:ure)?s?\.?|Tables?|Eqs?\.?|Refs?\.?|Schemes?)\s*$")
_DECIMALS_AFTER = re.compile(r"\.\d")


def _formula_piece(word: str, text: str, end: int) -> bool:
    """Is the word element symbols with amounts, decimals among them or going on after it ("Ti0.9Zr0.1Mn1.5", "Ti0"
    of "Ti0.9Zr0.1…"): a formula or a piece of one, not a code ("VA5.5" is one: "A" is no element)?"""
    return bool(_DECIMALS_AFTER.match(text, end) or "." in word) \
        and bool(re.fullmatch(r"(?:[A-Z][a-z]?\d*(?:\.\d+)?)+", word)) \
        and all(sym in ELEMENTS for sym in re.findall(r"[A-Z][a-z]?", word))
# an English word glued to a name by a hyphen ("J76-based", "P1-containing")
ENGLISH_SUFFIX = re.compile(r"[-‐–][a-z]{3,}$")


def is_gas(word: str) -> bool:
    """A small molecule of non-metals written with its amounts ("H2", "CO2", "H2O", "CH4"): the atmosphere or fuel,
    no unread name (not "PSSS", a polymer's letters that happen to be non-metals' symbols)."""
    # (an amount of 1 is never written in a molecule's formula: "P1", "S1" are codes; of one element, only the gases'
    # molecules: "H2", "O2", "N2", "Cl2", not "P3")
    # (one element's molecule has two atoms, or three: "O3"; "H6", "H9" are a paper's codes; "H215" is "H2" and a
    # reference number the PDF's text joined to it)
    symbols = re.findall(r"[A-Z][a-z]?", word)
    return bool(re.fullmatch(r"(?:[A-Z][a-z]?\d*)+", word)) and any(c.isdigit() for c in word) \
        and all(sym in NONMETALS for sym in symbols) and not re.search(r"(?<!\d)1(?!\d)", word) \
        and (len(set(symbols)) > 1 or symbols[0] in GASES and word[len(symbols[0])] in "23")


def sample_code_like(word: str) -> bool:
    """Written as a sample's code or a compound's name, not as an acronym of a process or a device ("ORR", "APU",
    "RedOx", "NOx"): with a digit ("P3", "J75", "P-1a"), or of five capitals or more ("PSiFDCTBT", "PBDT-T-ADA")."""
    return any(c.isdigit() for c in word) or sum(c.isupper() for c in word) >= 5


# codes joined by slashes, as a blend or a composite is written ("PQTF/PC60BM", "BCFZY/BZCYYb"; not the first layers
# of a device's stack, "ITO/PEDOT-PSS/polymer:PC71BM/Ca/Ag")
_JOINED = re.compile(r"(?<![\w\-‐–(/])(?:[A-Z][\w()\-‐–:]*/)+[A-Z][\w()\-‐–:]*[\w)](?![\w()\-‐–:/])")


def _a_blend(parts: list[str]) -> bool:
    """Are these the parts of a blend: every one written as a code, none a gas ("the H2/O2 fuel cell", "a CO2/CH4
    mixture"), one written as a sample's?"""
    return all(CODE_LIKE.fullmatch(p) and not is_gas(p) for p in parts) and any(sample_code_like(p) for p in parts)


_NUMBERED = re.compile(r"([A-Z][A-Za-z]{0,3})(\d{1,2})")


def _numbered_series(ws: list[str]) -> set[str]:
    """The words of a text that are members of one numbered series of codes, two or more numbers after one prefix
    ("S1 and S2", "T1, T2 and T3"): sample codes, though one alone is also a property's symbol (the Hugoniot "S1")."""
    by_prefix: dict[str, set[str]] = {}
    for w in ws:
        if (m := _NUMBERED.fullmatch(w)):
            by_prefix.setdefault(m.group(1), set()).add(w)
    return {w for same in by_prefix.values() if len(same) >= 2 for w in same}


def _words(text: str) -> list[re.Match]:
    """The code-like words of the text: codes joined by slashes as one word where every part is written as a code and
    one part as a sample's ("PQTF/PC60BM": a blend), else each part alone ("LSCF/GDC", "ON/OFF")."""
    joined = [x for x in _JOINED.finditer(text) if _a_blend(x.group(0).split("/"))]
    return sorted([*joined, *(x for x in CODE_LIKE.finditer(text)
                              if not any(j.start() <= x.start() < j.end() for j in joined)),
                   *_BRACKETED_CODE.finditer(text)], key=lambda x: x.start())


# a sample's code alone in brackets, as a label after what it names: "going from random (P2) (5.33%) to the regioregular
# (P1) (7.66%) copolymer"
_BRACKETED_CODE = re.compile(r"(?<=\()[A-Z][A-Za-z\-‐–]*\d+[a-z]?(?=\))")


# codes joined by colons or slashes: a blend or a stack of a device ("PTB7-Th:PC71BM", "PQTF/PC60BM")
_PARTS = re.compile(r"(?<![\w\-‐–(/:])[A-Z][\w()\-‐–]*(?:[:/][A-Z][\w()\-‐–]*)+")


def blend_parts(text: str) -> list[list[str]]:
    """The parts of each blend the text writes as codes joined by colons or slashes, every part written as a code and
    one as a sample's ("PTB7-Th:PC71BM" -> ["PTB7-Th", "PC71BM"]; not "LSCF/GDC", "ON/OFF"; not a device's stack of
    three slashed layers or more, or with a blend among them, "NCAL-Ni/BCZY/BCFZY-ZnO/BCZY/NCAL-Ni",
    "ITO/PEDOT:PSS/…")."""
    out = []
    for x in _PARTS.finditer(text):
        if "/" in x.group(0) and (":" in x.group(0) or x.group(0).count("/") >= 2):
            continue               # a device's stack, its layers joined by slashes: "ITO/PEDOT:PSS/…", "NCAL-Ni/BCZY/…"
        parts = [p.rstrip(")") if p.count(")") > p.count("(") else p for p in re.split(r"[:/]", x.group(0))]
        if _a_blend(parts):
            out.append(parts)
    return out


# a blend written out: "P2 was blended with PCBM", "when J76 blended with PC71BM", "the blend of PAFDTBT and PC71BM"
_CODE = CODE_LIKE.pattern
_WRITTEN_BLEND = re.compile(rf"(?P<a>{_CODE})\s+(?:(?:was|were|is|are)\s+)?blended\s+with\s+(?:the\s+)?(?P<b>{_CODE})"
                            rf"|\bblends?\s+of\s+(?:the\s+)?(?P<c>{_CODE})\s+(?:and|with)\s+(?:the\s+)?(?P<d>{_CODE})")


def written_blends(text: str) -> list[list[str]]:
    """The two parts of each blend the text writes out in words, both written as codes and one as a sample's ("P2 was
    blended with PCBM", "the blend of PAFDTBT and PC71BM" -> ["PAFDTBT", "PC71BM"]; not "blended with the
    fullerene")."""
    out = []
    for x in _WRITTEN_BLEND.finditer(text):
        parts = [x["a"], x["b"]] if x["a"] else [x["c"], x["d"]]
        parts = [ENGLISH_SUFFIX.sub("", p) for p in parts]
        if _a_blend(parts):
            out.append(parts)
    return out


@lru_cache(maxsize=1)
def _class_blend() -> re.Pattern:
    nouns = "|".join(sorted(map(re.escape, words("material_class_nouns")), key=len, reverse=True))
    return re.compile(rf"\b(?:{nouns})s?\s*(?::\s*(?P<a>{_CODE})|/\s*(?P<b>{_CODE})\s+blends?\b)", re.I)


def class_blend_partners(text: str) -> list[str]:
    """What the text writes as the later part of a blend whose first part is a class of its samples ("polymer :
    PC71BM", "the polymer/PC71BM blend films"): the partner of every sample of the class."""
    return [p for x in _class_blend().finditer(text) if sample_code_like(p := x["a"] or x["b"]) and not is_gas(p)]


# a device's stack, its layers joined by slashes, three or more: "ITO/PEDOT-PSS/polymer:PC71BM/Ca/Ag"
_STACK = re.compile(r"[\w()\-‐–:+]+(?:/[\w()\-‐–:+]+){2,}")


def unread_codes(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int, str]]:
    """Words of the text written like a sample's name or code that no span covers (start, end, name): not a
    technology, a standard, a property's symbol or name, a gas (the "H2" of the atmosphere), an acronym the
    catalogue knows, a figure's number, a structure type ("C14", "L12"), a formula or a piece of one, a layer of a
    device's stack ("ITO/PEDOT-PSS/polymer:PC71BM/Ca/Ag": the device the sentence's sample is tested in)."""
    known = words("technology_names") | words("standard_bodies") | words("capitals_only") | words("class_abbreviations")
    stacks = [x.span() for x in _STACK.finditer(text)]
    # (not the short forms a paper defines for what is no material: on PolyIE that list holds polymers' names too;
    # not a kind of device or technique a code qualifies, "IP-SOFC": a concept's name)
    out = []
    found = _words(text)
    series = _numbered_series([ENGLISH_SUFFIX.sub("", x.group(0)).strip("(:-‐–") for x in found])
    for x in found:
        w = ENGLISH_SUFFIX.sub("", x.group(0)).strip("(:-‐–")      # "J76-based": J76
        if any(a < x.end() and x.start() < b for a, b in spans) or w.lower() in known \
                or w.endswith("s") and w[:-1].lower() in known or _NAMES_OR_WORDS.fullmatch(w) \
                or any(part.lower() in known for part in re.split(r"[-‐–]", w)[1:]) \
                or is_gas(w) or generic_formula(w) \
                or w in words("not_compositions") or w in words("hardness_scales") \
                or re.match(r"[A-Za-z]+", w).group(0) in words("hardness_scales") or _NOT_A_NAME_BEFORE.search(
                    text[:x.start()]) or re.fullmatch(r"[IVX]+|\d\w*", w) or names_a_property(w) and w not in series \
                or STRUKTURBERICHT.fullmatch(w) or _formula_piece(w, text, x.start() + len(w)) \
                or any(a <= x.start() < b for a, b in stacks):
            continue
        out.append((x.start(), x.start() + len(w), w))       # (a match starts with its capital: w is its prefix)
    return out
