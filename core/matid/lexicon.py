"""The general word classes the rules read (specimen nouns, phase nouns, structural units, material class nouns
…), from the property catalogue's ``[vocabulary]`` (``core/matid/catalogue.toml``)."""
from __future__ import annotations

import re
from functools import lru_cache
from .catalogue import CASE_SENSITIVE_TABLES, catalogue
from .vocab import ELEMENTS


@lru_cache(maxsize=None)
def alternation(name: str) -> str:
    """A word class as a regular-expression alternation, longest word first (for the cue patterns built from the
    catalogue: "to (?:reach|achieve|…) a current density of")."""
    return alternatives(words(name))


def alternatives(ws) -> str:
    """Words as a regular-expression alternation, longest first, a space matching any run of spaces."""
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(ws, key=lambda w: (-len(w), w)))


@lru_cache(maxsize=None)
def words(name: str) -> frozenset[str]:
    """One word class of the catalogue's vocabulary, lower case (the case-sensitive ones as written: hardness scales,
    element symbols, acronyms)."""
    table = catalogue().vocabulary[name]
    return table if name in CASE_SENSITIVE_TABLES else frozenset(w.lower() for w in table)


@lru_cache(maxsize=None)
def hedge() -> str:
    """One word of the catalogue's ``hedge_words`` and the space after it, as a regex group to make optional where
    used (``{hedge()}?``): a word needs a space after it ("about 5"), an abbreviation or a sign may touch the number
    ("ca.0.2", "~10")."""
    spaced = sorted((w for w in words("hedge_words") if w[-1].isalpha()), key=len, reverse=True)
    tight = sorted((w for w in words("hedge_words") if not w[-1].isalpha()), key=len, reverse=True)
    return (r"(?:(?:" + "|".join(map(re.escape, spaced)) + r")\s+|(?:" + "|".join(map(re.escape, tight))
            + r")\s*)")


HEDGE = hedge()     # an approximating word before a number, to make optional where used: rf"of\s+{HEDGE}?$"
# a number written without a unit or a percent after it ("FF = 0.40)", "an FF of 0.62."), as one regex group
BARE_NUMBER = r"(\d+(?:\.\d+)?)(?![\d.]\d|\s?%)"
# a phrase that sets a value against another's ("than", "compared with", "versus" …; catalogue
# ``comparison_phrases``), as one regex group (its words end at a word boundary where used: rf"\b{COMPARED}\s+")
COMPARED = rf"(?:{alternation('comparison_phrases')})"


# a molar concentration's unit ("1 M", "0.5 mol/L", "10 mM"): of a test's solution or an electrolyte's salt
MOLAR = r"(?:mM|µM|μM|M|mol\s*/\s*L|mol\s*L[−-]1|mol\s*dm[−-]3)"


@lru_cache(maxsize=4096)
def generic_formula(name: str) -> bool:
    """Is the name a generic formula, a class of compounds by its sites ("ABX3", "AB5", "AB2O4", "MX2"; the catalogue's
    ``generic_formula_sites`` and ``generic_formula_elements``), no material? Two parts or more, a count or a third
    part, a site letter that no element writes, and two sites or one with its count ("A1", a sample's code, "BM" and
    "HOMO" are no generic formulas)."""
    # (a site may be primed, "AA′B2O5", and the oxygen's share open, "ABO3−δ")
    # (a site's count is small: "AA2024" is an aluminium alloy's designation)
    m = re.fullmatch(r"((?:[A-Z][′']?\d{0,2}(?!\d))+)(?:[-−+±]δ)?(?:[-‐–]type)?", name)
    if m is None:
        return False
    parts = re.findall(r"([A-Z])[′']?(\d*)", m.group(1))
    sites = words("generic_formula_sites")
    # (two sites, or one with its count: not "HOMO", whose one site letter has none)
    return len(parts) >= 2 and (len(parts) >= 3 or any(n for _, n in parts)) \
        and all(p in sites | words("generic_formula_elements") for p, _ in parts) \
        and any(p not in ELEMENTS for p, _ in parts) \
        and (len({p for p, _ in parts if p in sites}) >= 2 or any(p in sites and n for p, n in parts))


def in_a_generic_formula(text: str, start: int, end: int) -> bool:
    """Is text[start:end] part of a generic formula, the whole word around it ("B2O5" of "AA′B2O5")?"""
    a = re.search(r"[^\s(,;:]*$", text[:start]).start()
    b = end + re.match(r"[^\s),;:]*", text[end:]).end()
    return generic_formula(text[a:b].rstrip("."))


# a condition that supposes, and the clause of what would follow from it: "if Pr(OH)3 was formed during the reduction
# procedure, the overall weight change should amount to 96.1%" (SOFC-Exp), "If all free carriers were swept out …, S
# should be equal to 1" (PolyIE)
_SUPPOSITION = re.compile(r"\bif\b[^.;]{0,160}(,)\s*[^.;]{0,100}\b(?:would|should)\b", re.I)


def suppositions(text: str) -> list[tuple[int, int, int]]:
    """Each supposition of a text: where its "if" stands, where its condition ends (the comma) and where the "would"
    or "should" of what follows ends."""
    return [(m.start(), m.start(1), m.end()) for m in _SUPPOSITION.finditer(text)]
