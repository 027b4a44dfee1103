"""Alloy compositions in every usual spelling, and their canonical MatIDs.

CrMnFeCoNi, CoCrFeMnNi, FeCoCrNiMn and Fe20Cr20Mn20Co20Ni20 are one alloy: the canonical ID is the
element set in alphabetical order with atomic percent normalised to 100 (one decimal), so every
spelling meets in one node: ``comp:Co20Cr20Fe20Mn20Ni20``. A family with a variable amount
(AlxCoCrFeNi) is ``comp:Al(x)CoCrFeNi``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .vocab import ELEMENTS, NOT_COMPOSITIONS

# a run of element symbols, each with an optional amount or variable
TOKEN_RE = re.compile(r"(?<![A-Za-z0-9_.\-])((?:[A-Z][a-z]?(?:\d+(?:\.\d+)?|[xy])?){2,})(?![A-Za-z0-9_])")
# a formula whose every element has an amount, split by single spaces (PDF line breaks)
_NUMBERED = r"(?:[A-Z][a-z]?\d+(?:\.\d+)?)+"
BROKEN_RE = re.compile(rf"(?<![A-Za-z0-9_.\-(])({_NUMBERED}(?: {_NUMBERED})+)(?![A-Za-z0-9_.(])")
PART_RE = re.compile(r"([A-Z][a-z]?)(\d+(?:\.\d+)?|[xy])?")
# things that look like formulas but are not well formed ("CrMnFeCoNiXx", "Al-0.3")
SUSPECT_RE = re.compile(r"(?<![A-Za-z0-9])(?:[A-Z][a-z]?(?:\d+(?:\.\d+)?)?){2,}[A-Za-z0-9.]*|(?<![A-Za-z])[A-Z][a-z]?-\d+(?:\.\d+)?")


@dataclass(frozen=True)
class Composition:
    elements: tuple[str, ...]          # as written
    amounts: tuple[float | None, ...]  # None for a variable (x)
    surface: str

    @property
    def is_family(self) -> bool:
        return any(a is None for a in self.amounts)

    @property
    def percents(self) -> dict[str, float]:
        total = sum(a for a in self.amounts if a is not None)
        return {el: 100.0 * a / total for el, a in zip(self.elements, self.amounts) if a is not None}

    @property
    def matid(self) -> str:
        if self.is_family:
            var = [el for el, a in zip(self.elements, self.amounts) if a is None]
            fixed = sorted(el for el, a in zip(self.elements, self.amounts) if a is not None)
            return "comp:" + "".join(f"{el}(x)" for el in sorted(var)) + "".join(fixed)
        pct = self.percents
        return "comp:" + "".join(f"{el}{_fmt(pct[el])}" for el in sorted(pct))

    @property
    def name(self) -> str:
        """A readable name: equiatomic alloys by their elements, others as written."""
        if not self.is_family and len(set(round(v, 1) for v in self.percents.values())) == 1:
            return "".join(sorted(self.elements)) + " (equiatomic)"
        return self.surface


def _fmt(x: float) -> str:
    s = f"{round(x, 1):.1f}"
    return s[:-2] if s.endswith(".0") else s


def parse_composition(token: str) -> Composition | None:
    """A composition if ``token`` is one (all parts real elements, none repeated), else None."""
    if token in NOT_COMPOSITIONS or token.upper() in NOT_COMPOSITIONS and token.isupper():
        return None
    parts = PART_RE.findall(token)
    if "".join(sym + amt for sym, amt in parts) != token or len(parts) < 2:
        return None
    symbols = [sym for sym, _ in parts]
    if any(sym not in ELEMENTS for sym in symbols) or len(set(symbols)) != len(symbols):
        return None
    # all single capitals with no amounts reads like an acronym (HCP, HIP, CNO)
    if all(len(sym) == 1 for sym in symbols) and not any(amt for _, amt in parts):
        return None
    amounts = tuple(None if amt in ("x", "y") else (float(amt) if amt else 1.0) for _, amt in parts)
    if any(a is not None and a <= 0 for a in amounts):
        return None
    return Composition(tuple(symbols), amounts, token)


# sublattice formulas: "(Ti0.5Zr0.5)1(Mn0.5Cr0.5)2", "(Ce0.65La0.35)(Ni0.8Al0.1Fe0.1)5"
# (a space between the groups, as PDF text often has it: "(Ce0.65La0.35) (Ni3.8Al0.4Fe0.4Mn0.4)5")
_GROUP = r"\((?:[A-Z][a-z]?\d*(?:\.\d+)?){1,}\)\d*(?:\.\d+)?"
GROUP_RE = re.compile(rf"(?<![A-Za-z0-9])({_GROUP}(?: ?{_GROUP})+)(?![A-Za-z0-9(])")
_GROUP_PART_RE = re.compile(r"\(([^()]*)\)(\d*(?:\.\d+)?)")
# a series written with a variable amount: "Mn0.9+x", "Zr0.5−x", "Nb2x"
SERIES_RE = re.compile(r"(\d+(?:\.\d+)?)\s*([+\-−–])\s*(?P<var>[xyz])(?![a-z])|(\d+(?:\.\d+)?)(?P<var2>[xyz])(?![a-z])")


def parse_groups(token: str) -> Composition | None:
    """A sublattice formula as one composition: each group's amounts times the group's multiplier."""
    amounts: dict[str, float] = {}
    for inner, mult in _GROUP_PART_RE.findall(token):
        comp = parse_composition(inner) if len(PART_RE.findall(inner)) > 1 else None
        if comp is None:
            sym = PART_RE.fullmatch(inner)
            if not sym or sym.group(1) not in ELEMENTS:
                return None
            comp = Composition((sym.group(1),), (float(sym.group(2) or 1),), inner)
        if comp.is_family:
            return None
        for el, a in zip(comp.elements, comp.amounts):
            amounts[el] = amounts.get(el, 0.0) + a * float(mult or 1)
    if len(amounts) < 2:
        return None
    return Composition(tuple(amounts), tuple(amounts.values()), token)


def substitute_series(text: str, values: dict[str, float]) -> str:
    """The text with a series' variable amounts given values: "Mn0.9+xCr0.7" with x = 0.1 -> "Mn1Cr0.7"."""
    def repl(m):
        if m.group("var") in values:
            a, sign, v = float(m.group(1)), m.group(2), values[m.group("var")]
            return _fmt_amount(a + v if sign == "+" else a - v)
        if m.group("var2") in values:
            return _fmt_amount(float(m.group(4)) * values[m.group("var2")])
        return m.group(0)
    return SERIES_RE.sub(repl, text)


def _fmt_amount(x: float) -> str:
    return f"{round(x, 4):g}"


def find_compositions(text: str) -> tuple[list[tuple[int, int, Composition]], list[tuple[int, int, str]]]:
    """Compositions with their spans, and the formula-like tokens (with spans) that were not understood."""
    found, spans = [], []
    for m in BROKEN_RE.finditer(text):    # "Zr0.85Hf0.15Co0.6Cu0.15 Ni0.25": a formula broken by a line end
        joined = m.group(1).replace(" ", "")
        comp = parse_composition(joined) if len(PART_RE.findall(joined)) >= 3 else None
        if comp is not None:
            found.append((m.start(1), m.end(1), comp))
            spans.append((m.start(1), m.end(1)))
    for m in GROUP_RE.finditer(text):
        if any(s <= m.start(1) < e for s, e in spans):
            continue
        comp = parse_groups(m.group(1))
        if comp is not None:
            found.append((m.start(1), m.end(1), comp))
            spans.append((m.start(1), m.end(1)))
    for m in TOKEN_RE.finditer(text):
        if any(s <= m.start() < e for s, e in spans):
            continue
        comp = parse_composition(m.group(1))
        if comp is not None:
            found.append((m.start(1), m.end(1), comp))
            spans.append((m.start(1), m.end(1)))
    rejected = []
    for m in SUSPECT_RE.finditer(text):
        if any(s <= m.start() < e for s, e in spans):
            continue
        tok = m.group(0).rstrip(".")
        if re.fullmatch(r"[kMG]?Pa|HV\d*|mJ|MJ|kJ|GPa|MPa|Å", tok):     # units, not formulas
            continue
        if tok in NOT_COMPOSITIONS or tok.isupper() and not any(c.isdigit() for c in tok):
            continue
        if re.fullmatch(r"[A-Z][a-z]+", tok):      # an ordinary capitalised word
            continue
        if parse_composition(tok) is None and (re.search(r"[a-z]", tok) or "-" in tok):
            rejected.append((m.start(), m.end(), tok))
    return found, rejected
