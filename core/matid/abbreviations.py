"""Short forms a text defines in parentheses: "intermetallic compounds (ICs)", "yttria-stabilized zirconia
(YSZ)", "La0.6Sr0.4Co0.2Fe0.8O3−δ (LSCF)".

The algorithm of Schwartz and Hearst (PSB 2003): a parenthesised short form of two to ten characters, with a
letter, is matched right to left against the words before it; every letter or digit of the short form must
occur in order in the long form, its first at the start of a word. The shortest long form that matches wins.
"""
from __future__ import annotations

import re
from .compositions import find_compositions, join_excess

_SHORT = re.compile(r"\(\s*([A-Za-z0-9][\w\-/+.]{0,9})\s*[),;]")
_WORD = re.compile(r"[^\s()]+")
# a short word glued to the bracket: the bracket is part of its name ("P(FBT-alt-Th4)", "poly(3HT)"), no definition
_GLUED_PREFIX = re.compile(r"(?<![\w-])(?:[A-Z]{1,3}|[Pp]oly)$")


def matches(short: str, long: str) -> int:
    """The start in ``long`` of the shortest long form ``short`` abbreviates, or -1."""
    s, i = short.lower(), len(long) - 1
    lo = long.lower()
    j = len(s) - 1
    while j >= 0:
        c = s[j]
        if not c.isalnum():
            j -= 1
            continue
        while i >= 0 and (lo[i] != c or j == 0 and i > 0 and lo[i - 1].isalnum()):
            i -= 1
        if i < 0:
            return -1
        i -= 1
        j -= 1
    return i + 1


def abbreviations(text: str) -> dict[str, str]:
    """Short form -> long form, for every definition "LONG FORM (SHORT)" in the text. A short form defined
    twice keeps its first long form. Citations ("(2019)", "(a)") and plain words are not short forms."""
    out: dict[str, str] = {}
    for m in _SHORT.finditer(text):
        short = m.group(1).rstrip(".")
        if short in out or not re.search(r"[A-Za-z]", short) or short.isdigit() or len(short) < 2 \
                or short.islower() and len(short) < 4 or not re.search(r"[A-Z]", short):
            continue
        if text[m.end() - 1] == ")" and re.match(r"[\w.]", text[m.end():m.end() + 1]) and _formula_before(short):
            continue        # a group inside a formula: "(PrBa)0.95(Fe0.9Mo0.1)2O5" (not "(LSCM)12", cited)
        if glued_to_a_name(text, m.start()):
            continue        # a polymer's units: "the inverted P(FBT-alt-Th4)", "poly(3HT)"
        words = [w for w in _WORD.finditer(text[max(0, m.start() - 200):m.start()])]
        n = min(len(short) + 5, 2 * len(short))
        words = words[-n:]
        if not words:
            continue
        base = m.start() - 200 if m.start() >= 200 else 0
        long = text[base + words[0].start():m.start()].rstrip()
        at = matches(short, long)
        if at < 0:
            # "Ce0.8Sm0.2O2−δ (SDC)": an acronym of the material's name (samarium-doped ceria) written after its
            # formula defines the formula, whatever its letters
            formula = _formula_before(long)
            if formula and sum(c.isupper() for c in short) >= 2:
                out[short] = formula
            continue
        long = long[at:].strip(" ,;:")
        before = text[base + words[0].start() + at - 1] if base + words[0].start() + at > 0 else " "
        if before == "(" and _formula_before("(" + long):     # "(PrBa)0.95(Fe0.9Mo0.1)2O5 + δ (PBFM)": a group opens it
            long, before = "(" + long, " "
        # the long form must start at a word and be longer than the short form
        if len(long) <= len(short) or (at > 0 and long and not before.isspace() and before not in "-–/"):
            continue
        out[short] = long
    return out


def glued_to_a_name(text: str, bracket: int) -> bool:
    """Is the bracket opening at ``bracket`` part of a name glued to it ("P(FBT-alt-Th4)", "poly(3HT)"): no short
    form or code the text defines?"""
    return bool(_GLUED_PREFIX.search(text, max(0, bracket - 5), bracket))


def _formula_before(long: str) -> str:
    """The formula of two or more elements that ends ``long`` as one word, or ""."""
    long = join_excess(long).rstrip()            # "…2O5 + δ (PBFM)": the oxygen excess is the formula's
    word = long.split()[-1] if long.split() else ""
    # a formula a line end broke ("Zr0.7Hf0.3Co0.6 Cu0.15Ni0.25 (H2CN)") is the whole formula, not its last part
    tail = long[-120:]
    for s, e, comp in find_compositions(tail)[0]:
        if e >= len(tail) - 1 and s <= len(tail) - len(word) and len(comp.elements) > 1:
            return tail[s:e]
    return ""
