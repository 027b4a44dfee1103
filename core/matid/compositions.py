"""Alloy compositions in every usual spelling, and their canonical MatIDs.

CrMnFeCoNi, CoCrFeMnNi, FeCoCrNiMn and Fe20Cr20Mn20Co20Ni20 are one alloy: the canonical ID is the
element set in alphabetical order with atomic percent normalised to 100 (one decimal), so every
spelling meets in one node: ``comp:Co20Cr20Fe20Mn20Ni20``. A family with a variable amount
(AlxCoCrFeNi) is ``comp:Al(x)CoCrFeNi``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from pymatgen.core import Composition as _Formula

from .vocab import ELEMENTS, HALOGENS, NONMETALS, NOT_COMPOSITIONS
from .catalogue import catalogue

# an element's amount: a number ("0.3"), a variable ("x"), a number with a variable ("1−x", "0.9+x", "2x"), or
# a number with an oxygen non-stoichiometry ("3−δ", "3−α", read as 3)
# ("2x" is tried first, so that "Nb2x" is not read as Nb2 and an x)
_AMOUNT = r"(?:\d*(?:\.\d+)?[xyz](?![a-z])|\d+(?:\.\d+)?(?:\s?[+\-−–±]\s?(?:\d*(?:\.\d+)?[xyz]|[δdα](?![a-z])))?)"
# an element's symbol (two letters before one: "Co" before "C"; "Kx" is K with an amount x)
_SYMBOL = "(?:" + "|".join(sorted(ELEMENTS, key=len, reverse=True)) + ")"
# a run of element symbols, each with an optional amount
# (not the start of a longer formula it cannot read: "BaCe1" of "BaCe1−xMxO3−δ", whose "M" is a placeholder)
TOKEN_RE = re.compile(rf"(?<![A-Za-z0-9_.\-])((?:{_SYMBOL}{_AMOUNT}?){{2,}})(?![A-Za-z0-9_])"
                      r"(?!\s?[+\-−–]\s?\d*(?:\.\d+)?[xyz](?![a-z]))")
# a formula whose every element has an amount, split by single spaces (PDF line breaks)
# (each part with amounts: "Zr0.85Hf0.15Co0.6Cu0.15 Ni0.25", "Ti0.84Zr0.16Mn0.9+ x Cr0.7Fe0.1")
_NUMBERED = r"(?:[A-Z][a-z]?\d+(?:\.\d+)?)+"
_WITH_AMOUNTS = rf"(?:{_SYMBOL}{_AMOUNT})+"
BROKEN_RE = re.compile(rf"(?<![A-Za-z0-9_.\-(])({_WITH_AMOUNTS}(?:(?: |[ \t]*\n[ \t]*){_WITH_AMOUNTS})+)(?![A-Za-z0-9_.(])")
PART_RE = re.compile(rf"({_SYMBOL}|[A-Z][a-z]?)({_AMOUNT})?")
# things that look like formulas but are not well formed ("CrMnFeCoNiXx", "Al-0.3"; the exponent of a number in
# E notation, "5.40E-08", is none)
SUSPECT_RE = re.compile(r"(?<![A-Za-z0-9])(?:[A-Z][a-z]?(?:\d+(?:\.\d+)?)?){2,}[A-Za-z0-9.]*|(?<![A-Za-z0-9.])[A-Z][a-z]?-\d+(?:\.\d+)?")
# tokens of other kinds that read as formulas: acronyms in the plural ("ICs", "HEAs", "SOFCs")
ACRONYM_PLURAL_RE = re.compile(r"[A-Z]{2,}s")


def _amount(text: str, values: dict[str, float] | None = None) -> float | None:
    """An amount as written: "0.3" -> 0.3, "3−δ" -> 3 (non-stoichiometry set aside), "1−x" -> 1 - x with
    ``values``; None for an amount with a variable whose value is not given."""
    text = text.replace(" ", "").replace("−", "-").replace("–", "-")
    scaled = re.fullmatch(r"(\d+(?:\.\d+)?)\*\((.+)\)", text)     # a group's multiplier: "2*(1-x)" in Ba(Fe1−xCox)2As2
    if scaled:
        inner = _amount(scaled.group(2), values)
        return None if inner is None else float(scaled.group(1)) * inner
    m = re.fullmatch(r"(\d+(?:\.\d+)?)?(?:([+\-±])(\d*(?:\.\d+)?)([xyzδdα]))?|(\d*(?:\.\d+)?)([xyz])", text)
    if not m:
        return None
    if m.group(6):                                   # "x", "2x"
        var = m.group(6)
        if not values or var not in values:
            return None
        return float(m.group(5) or 1) * values[var]
    base = float(m.group(1)) if m.group(1) else 1.0
    if not m.group(4) or m.group(4) in "δdα":
        return base
    var = m.group(4)
    if not values or var not in values:
        return None
    step = float(m.group(3) or 1) * values[var]
    return base + step if m.group(2) == "+" else base - step


# an oxygen non-stoichiometry after an amount ("O3−δ", "O5+δ", "O3-d"): no part of the formula's arithmetic
_EXCESS = re.compile(r"(?<=\d)\s?[+\-−–±]\s?[δdα](?![a-z])")


def formula_amounts(formula: str) -> dict[str, float] | None:
    """The amount of each element of a formula whose amounts are all fixed, in the order written, as pymatgen's
    ``Composition`` parses and validates it (groups times their multipliers: "(La0.8Sr0.2)0.95MnO3"; a
    non-stoichiometry set aside first: "O3−δ"). None where it reads no formula (a variable amount such as "1−x", a
    symbol that is no element) or an element's amount comes out zero. What prose adds (variables, placeholders, sample
    codes, acronyms that only look like formulas) is this module's own."""
    text = _at_percent_groups(_EXCESS.sub("", formula).replace(" ", ""))
    if re.search(r"[xyz]", text):
        return None
    try:
        amounts = _Formula(text, strict=True).get_el_amt_dict()
    except (ValueError, KeyError):
        return None
    if len(amounts) != len(set(re.findall(r"[A-Z][a-z]?", text))):     # "Fe0O": an element of amount zero
        return None
    return amounts


_TOP_PART = re.compile(r"\(([^()]*)\)(\d+(?:\.\d+)?)?|([A-Z][a-z]?)(\d+(?:\.\d+)?)?")


def _at_percent_groups(text: str) -> str:
    """A formula in atomic percent whose groups give their total ("(FeCoNi)86Al7Ti7", "(CoCrFeNi)94Ti2Al4": the
    written amounts add up to 100) with each group's total shared among its elements by their amounts
    ("Fe28.667Co28.667Ni28.667Al7Ti7"), where a chemical formula's arithmetic would multiply each by the total; as
    written otherwise (a group whose amounts add up to one reads the same either way: "(Ti0.5Zr0.5)1(Mn0.5Cr0.5)2")."""
    parts = list(_TOP_PART.finditer(text))
    if "".join(p.group(0) for p in parts) != text or not any(p.group(1) is not None and p.group(2) for p in parts):
        return text
    total = sum(float(p.group(2) or 1) if p.group(1) is not None else float(p.group(4) or 1) for p in parts)
    if abs(total - 100) > 0.5:
        return text
    out = []
    for p in parts:
        if p.group(1) is None:
            out.append(p.group(0))
            continue
        inner = [(sym, float(a) if a else 1.0) for sym, a in re.findall(r"([A-Z][a-z]?)(\d+(?:\.\d+)?)?", p.group(1))]
        share = float(p.group(2) or 1) / sum(a for _, a in inner)
        out += [f"{sym}{round(a * share, 4):g}" for sym, a in inner]
    return "".join(out)


# an element's nanostructure by its acronym: "AgNWs" (silver nanowires), "AuNPs", "SiNW", "CdSe QDs" written "CdSeQDs"
NANO_ACRONYM = re.compile(r"([A-Z][a-z]?(?:[A-Z][a-z]?\d*)?)(?:NWs?|NPs?|NRs?|NTs?|QDs?|NCs|NSs)")


def is_not_a_formula(token: str) -> bool:
    """Tokens of another kind that read as element symbols: a hardness scale or another unit ("HV0.1", "HRC"),
    an acronym in the plural ("ICs" is I + Cs only by accident), a nanostructure's acronym ("AgNW" is no Ag–N–W)."""
    return bool(ACRONYM_PLURAL_RE.fullmatch(token)) or bool(_scales().fullmatch(token)) \
        or bool(NANO_ACRONYM.fullmatch(token))


@lru_cache(maxsize=1)
def _scales() -> re.Pattern:
    """Hardness scales with their load ("HV0.1", "HV10", "HRC"), from the catalogue's vocabulary."""
    try:
        scales = sorted(catalogue().vocabulary["hardness_scales"], key=len, reverse=True)
    except ImportError:        # TODO: the catalogue is being written; remove this fallback when it lands
        scales = ["HRC", "HRB", "HV", "HK", "HB"]
    return re.compile(rf"(?:{'|'.join(re.escape(x) for x in scales)})\d*(?:\.\d+)?")


@dataclass(frozen=True)
class Composition:
    elements: tuple[str, ...]          # as written
    amounts: tuple[float | None, ...]  # None for a variable (x)
    surface: str
    written: tuple[str, ...] = ()      # each amount as written ("1−x", "0.9+x", "3−δ"), for a family's members

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
    def is_molecule_of_nonmetals(self) -> bool:
        """A small molecule of non-metals (H2, H2O, CH4, CO2, H2S, NH3): in a materials paper a gas, fuel, solvent or
        atmosphere, not a sample. Non-metals only, and hydrogen in it or at most three atoms (C3N4, C60 and SiC are
        materials)."""
        if self.is_family or not set(self.elements) <= NONMETALS:
            return False
        return "H" in self.elements or sum(a for a in self.amounts if a is not None) <= 3

    @property
    def variables(self) -> set[str]:
        """The variables of a family's amounts ("Ti0.84Zr0.16Mn0.9Cr0.7+yFe0.1" -> {"y"})."""
        return {v for w in self.written for v in re.findall(r"[xyz]", w)}

    def member(self, values: dict[str, float]) -> "Composition | None":
        """The family member for these values of its variables (Ba1−xKxFe2As2 with x = 0.4 ->
        Ba0.6K0.4Fe2As2); None when a variable has no value or an amount comes out at or below zero."""
        if not self.is_family or not self.written:
            return None
        amounts = tuple(_amount(w, values) if w else a for w, a in zip(self.written, self.amounts))
        if any(a is None or a < 0 for a in amounts):
            return None
        kept = [(el, a) for el, a in zip(self.elements, amounts) if a > 1e-9]
        if len(kept) < 2:
            return None
        surface = "".join(f"{el}{_fmt_amount(a) if a != 1 else ''}" for el, a in kept)
        return Composition(tuple(el for el, _ in kept), tuple(a for _, a in kept), surface)

    def members_among(self, matids, ranges: dict[str, tuple[float, float]] | None = None) -> list[tuple[float, str]]:
        """Which of these MatIDs are members of this one-variable family, with the variable's value, in order
        ("x = 0–0.2": members with x from 0 to 0.2, read on a grid of 0.005; the whole 0–1 when no range)."""
        if len(self.variables) != 1:
            return []
        (var,) = self.variables
        lo, hi = (ranges or {}).get(var, (0.0, 1.0))
        grid = {}
        for k in range(int(round(lo * 200)), int(round(hi * 200)) + 1):
            member = self.member({var: k / 200})
            if member is not None:
                grid.setdefault(member.matid, k / 200)
        return sorted((grid[m], m) for m in set(matids) if m in grid)

    @property
    def name(self) -> str:
        """A readable name: equiatomic alloys by their elements, others as written."""
        if not self.is_family and len(set(round(v, 1) for v in self.percents.values())) == 1:
            return "".join(sorted(self.elements)) + " (equiatomic)"
        return self.surface


def _fmt(x: float) -> str:
    s = f"{round(x, 1):.1f}"
    return s[:-2] if s.endswith(".0") else s


def parse_composition(token: str, capitals: bool = False) -> Composition | None:
    """A composition if ``token`` is one (all parts real elements, none repeated, a plausible stoichiometry, not
    a token of another kind), else None. ``capitals``: single capitals with no amounts are a formula too (after a
    polymorph's prefix: "h-BN"), not an acronym."""
    if token in NOT_COMPOSITIONS or token.upper() in NOT_COMPOSITIONS and token.isupper() or is_not_a_formula(token):
        return None
    parts = PART_RE.findall(token)
    if "".join(sym + amt for sym, amt in parts) != token or len(parts) < 2:
        return None
    symbols = [sym for sym, _ in parts]
    if any(sym not in ELEMENTS for sym in symbols) or len(set(symbols)) != len(symbols):
        return None
    # a series' member with none of an element ("Al0CoCrFeNi", "CoCrFeNiMo0.0"): the composition without it
    zero = [sym + amt for sym, amt in parts if amt and re.fullmatch(r"0(?:\.0+)?", amt)]
    if zero and len(parts) - len(zero) >= 2:
        rest = parse_composition("".join(sym + amt for sym, amt in parts if sym + amt not in zero), capitals)
        return Composition(rest.elements, rest.amounts, token, rest.written) if rest else None
    # all single capitals with no amounts reads like an acronym (HCP, HIP, CNO)
    if all(len(sym) == 1 for sym in symbols) and not any(amt for _, amt in parts) and not capitals:
        return None
    fixed = formula_amounts(token)
    amounts = tuple(fixed[sym] for sym in symbols) if fixed else tuple(_amount(amt) if amt else 1.0 for _, amt in parts)
    if any(a is not None and a <= 0 for a in amounts):
        return None
    # a formula's amounts are small numbers, a composition's shares at most 100: "Mo2000" is a model number or a year
    # glued to a word, "IN718" and "IN625" are alloys' trade designations
    if any(a is not None and a > 100 for a in amounts):
        return None
    written = tuple(amt if re.search(r"[xyz]", amt) else "" for _, amt in parts)
    # "NOx", "SOx", "COx", "CHx": a non-metal with a variable share of one other element is a group of gases or
    # radicals, not a family of materials
    if len(parts) == 2 and symbols[0] in ("N", "S", "C", "H") and amounts[1] is None and not parts[0][1]:
        return None
    return Composition(tuple(symbols), amounts, token, written if any(written) else ())


# sublattice formulas: "(Ti0.5Zr0.5)1(Mn0.5Cr0.5)2", "(Ce0.65La0.35)(Ni0.8Al0.1Fe0.1)5"
# (a space between the groups, as PDF text often has it: "(Ce0.65La0.35) (Ni3.8Al0.4Fe0.4Mn0.4)5")
_GROUP = r"\((?:[A-Z][a-z]?\d*(?:\.\d+)?){1,}\)\d*(?:\.\d+)?"
GROUP_RE = re.compile(rf"(?<![A-Za-z0-9])({_GROUP}(?: ?{_GROUP})+)(?![A-Za-z0-9(])")
_GROUP_PART_RE = re.compile(r"\(([^()]*)\)(\d*(?:\.\d+)?)")
# a series written with a variable amount: "Mn0.9+x", "Zr0.5−x", "Nb2x"
SERIES_RE = re.compile(r"(\d+(?:\.\d+)?)\s*([+\-−–])\s*(?P<var>[xyz])(?![a-z])|(\d+(?:\.\d+)?)(?P<var2>[xyz])(?![a-z])")


def parse_groups(token: str) -> Composition | None:
    """A sublattice formula as one composition: each group's amounts times the group's multiplier (pymatgen's
    arithmetic), when each group of several symbols reads as a formula ("(HCP)2" is an acronym's)."""
    if any(len(PART_RE.findall(inner)) > 1 and parse_composition(inner) is None
           for inner, _ in _GROUP_PART_RE.findall(token)):
        return None
    amounts = formula_amounts(token)
    if amounts is None or len(amounts) < 2:
        return None
    return Composition(tuple(amounts), tuple(amounts.values()), token)


# a formula of groups and elements ("Ba0.5Sr0.5(Co0.8Fe0.2)O3−δ", "(La0.8Sr0.2)0.95MnO3"): at least one
# group, in parentheses with an optional multiplier, among element symbols with their amounts
_MIXED_GROUP = rf"\((?:[A-Z][a-z]?{_AMOUNT}?)+\)(?:\d+(?:\.\d+)?)?"
MIXED_RE = re.compile(rf"(?<![A-Za-z0-9_.\-(])((?:{_SYMBOL}{_AMOUNT}?)*{_MIXED_GROUP}(?:{_MIXED_GROUP}|{_SYMBOL}{_AMOUNT}?)*)"
                      r"(?![A-Za-z0-9_(])")
_MIXED_PART_RE = re.compile(rf"\(([^()]*)\)(\d+(?:\.\d+)?)?|({_SYMBOL})({_AMOUNT})?")


def parse_mixed(token: str) -> Composition | None:
    """A formula with groups among its elements as one composition: each group's amounts times its multiplier
    (pymatgen's arithmetic where the amounts are fixed; this function's own for a family's variable amounts).
    Some metal must be in it: groups of anions or ligands after metals are a compound as written ("Na3V2(PO4)3",
    "Ni(OH)2", "Ca10(PO4)6(OH)2", whose parts alone, "Li3V2" and "PO4", are no materials), a formula of non-metals
    alone ("(NH4)2SO4") is a reagent, left alone. A group of bare capitals without a multiplier is an acronym
    ("BaCoO3(BCO)"), not a group."""
    amounts: dict[str, float | None] = {}
    written: dict[str, str] = {}       # a family's variable amounts as written ("(Ti0.5–xZr0.5–xNb2x)1(…)2")
    parts = list(_MIXED_PART_RE.finditer(token))
    if "".join(p.group(0) for p in parts) != token or not any(p.group(1) is not None for p in parts) \
            or len(parts) < 2:       # a formula in parentheses alone is read as a formula ("(HV0.1)": not even that)
        return None
    metal = False
    for p in parts:
        if p.group(1) is not None:
            inner, mult = p.group(1), p.group(2)
            sub = PART_RE.findall(inner)
            if "".join(a + b for a, b in sub) != inner or any(sym not in ELEMENTS for sym, _ in sub) \
                    or len({sym for sym, _ in sub}) != len(sub) or not mult and not any(amt for _, amt in sub):
                return None
            group = [(sym, _amount(amt) if amt else 1.0) for sym, amt in sub]
            metal = metal or any(sym not in NONMETALS for sym, _ in sub)
            factor = float(mult) if mult else 1.0
        else:
            group, factor = [(p.group(3), _amount(p.group(4)) if p.group(4) else 1.0)], 1.0
            metal = metal or p.group(3) not in NONMETALS
        for sym, a in group:
            if a is None:            # a variable amount: a family
                amt = dict(sub).get(sym, "") if p.group(1) is not None else p.group(4)
                if sym in amounts:
                    return None
                # (a group taken more than once multiplies its variable amounts: "Ba(Fe1−xCox)2As2")
                amounts[sym], written[sym] = None, amt if factor == 1.0 else f"{_fmt_amount(factor)}*({amt})"
                continue
            if a <= 0 or amounts.get(sym, 0.0) is None:
                return None
            amounts[sym] = amounts.get(sym, 0.0) + a * factor
    if not written:                  # fixed amounts: pymatgen's reading (the loop above only checks them)
        amounts = formula_amounts(token) or {}
    if len(amounts) < 2 or not metal or any(a is not None and a > 1000 for a in amounts.values()):
        return None
    return Composition(tuple(amounts), tuple(amounts.values()), token,
                       tuple(written.get(sym, "") for sym in amounts) if written else ())


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


# an alloy written as its base element and additions with amounts ("Mg-10wt.%V", "Mg-30 at% Ni", "Ti-6Al-4V",
# "Ni-5wt.%Ti-5wt.%Fe"): the base is the balance; amounts are weight percent unless the text says atomic
_ADDITION = rf"\s?[-–]\s?\d+(?:\.\d+)?\s?(?:(?:wt|at|mol)\s?\.?\s?%|%)?\s?{_SYMBOL}"
# (not the start of a longer one it cannot read: "Mg-30wt.%La-⏎10%wt.%Ni", a table cell's wrapped label, is no Mg–La
# alloy; the whole is left unread, BALANCE_CUT_RE)
BALANCE_RE = re.compile(rf"(?<![\w.\-–])({_SYMBOL}(?:{_ADDITION})+)(?![a-z\d]|\s?[-–]\s?\d)")
BALANCE_CUT_RE = re.compile(rf"(?<![\w.\-–])({_SYMBOL}(?:{_ADDITION})+\s?[-–]\s?\d[^\s,;()]*)")


@lru_cache(maxsize=1)
def atomic_weights() -> dict[str, float]:
    """Standard atomic weights (mendeleev's table)."""
    from mendeleev.fetch import fetch_table
    t = fetch_table("elements")
    return {sym: float(w) for sym, w in zip(t.symbol, t.atomic_weight) if w == w}


def parse_balance(token: str, atomic: bool = False) -> Composition | None:
    """"Mg-10wt.%V" -> Mg with 10 wt% V (as atomic percent: Mg95V5); "Mg-30 at% Ni" -> Mg70Ni30. ``atomic``: the
    text says its amounts are atomic percent ("Ti-19.7Nb-5.8Ta (at.%)")."""
    base = re.match(_SYMBOL, token).group(0)
    adds = re.findall(rf"[-–]\s?(\d+(?:\.\d+)?)\s?((?:wt|at|mol)\s?\.?\s?%|%)?\s?({_SYMBOL})", token)
    symbols = [base] + [el for _, _, el in adds]
    if len(set(symbols)) != len(symbols) or any(el not in ELEMENTS for el in symbols):
        return None
    amounts = [float(a) for a, _, _ in adds]
    if sum(amounts) >= 100 or any(a <= 0 for a in amounts):
        return None
    atomic = atomic or any(u.lower().startswith(("at", "mol")) for _, u, _ in adds)
    fractions = {base: 100 - sum(amounts), **{el: float(a) for a, _, el in adds}}
    if not atomic:
        w = atomic_weights()
        if any(el not in w for el in fractions):
            return None
        moles = {el: f / w[el] for el, f in fractions.items()}
        total = sum(moles.values())
        fractions = {el: 100 * n / total for el, n in moles.items()}
    return Composition(tuple(fractions), tuple(fractions.values()), token)


# an alloy written as each element after its amount ("93W–4.9Ni–2.1Fe", "90W-7Ni-3Fe"): weight percent summing to 100
# unless the text says atomic
AMOUNTS_FIRST_RE = re.compile(rf"(?<![\w.\-–])(\d+(?:\.\d+)?{_SYMBOL}(?:\s?[-–]\s?\d+(?:\.\d+)?{_SYMBOL})+)(?![a-z\d])")


def parse_amounts_first(token: str, atomic: bool = False) -> Composition | None:
    """"93W–4.9Ni–2.1Fe" (wt%) -> its atomic percent; None unless every part is an element once and the amounts sum to
    100 (within 1)."""
    parts = re.findall(rf"(\d+(?:\.\d+)?)({_SYMBOL})", token)
    symbols = [el for _, el in parts]
    if len(set(symbols)) != len(symbols) or abs(sum(float(a) for a, _ in parts) - 100) > 1:
        return None
    fractions = {el: float(a) for a, el in parts}
    if not atomic:
        w = atomic_weights()
        moles = {el: f / w[el] for el, f in fractions.items()}
        total = sum(moles.values())
        fractions = {el: 100 * n / total for el, n in moles.items()}
    return Composition(tuple(fractions), tuple(fractions.values()), token)


# a family whose variable the PDF's text set apart or lost ("Ti0.84Zr0.16Mn0.9+ Cr0.7Fe0.1 (x = 0, 0.1)",
# "Mn0.9+ - x Cr0.7Fe0.1"): an amount with a dangling sign, then the rest of the formula after a space
DANGLING_RE = re.compile(rf"(?<![A-Za-z0-9_.\-(])((?:{_SYMBOL}\d+(?:\.\d+)?)+)\s?([+\-−–])\s?(?:[-−–]\s?)?([xyz])?\s"
                         rf"((?:{_SYMBOL}\d+(?:\.\d+)?)+)(?![A-Za-z0-9_.(])")


def _dangling(text: str) -> list[tuple[int, int, Composition]]:
    out = []
    for m in DANGLING_RE.finditer(text):
        var = m.group(3) or next(iter(re.findall(r"\b([xyz])\s*=", text[m.end():m.end() + 40])), "")
        if not var:
            continue
        comp = parse_composition(f"{m.group(1)}{'+' if m.group(2) == '+' else '-'}{var}{m.group(4)}")
        if comp is not None and comp.is_family:
            out.append((m.start(1), m.end(4), comp))
    return out


_SPACED_EXCESS_RE = re.compile(r"\s+([+\-−–])\s*([δαx])\s*$")


def join_excess(text: str) -> str:
    """A formula whose oxygen excess or deficiency is written apart ("(PrBa)0.95(Fe0.9Mo0.1)2O5 + δ") with it joined
    ("…O5+δ"), as the formula readers expect it."""
    return _SPACED_EXCESS_RE.sub(r"\1\2", text)


def _parse_broken(written: str) -> Composition | None:
    """A formula broken by a space or a line end ("Zr0.85Hf0.15Co0.6Cu0.15 Ni0.25"). Across a line end, two formulas
    of a list or a table's lines stay two unless only together their amounts make whole formula units
    ("Zr0.7Hf0.3Co0.6⏎Cu0.15Ni0.25": 1.6 and 0.4, together 2)."""
    joined = re.sub(r"\s+", "", written)
    if len(PART_RE.findall(joined)) < 3:
        return None
    if "\n" in written:
        sums = [sum(1.0 if (x := _amount(a or "")) is None else x for _, a in PART_RE.findall(part))
                for part in written.split("\n")]
        if any(abs(x - round(x)) < 0.02 for x in sums) or abs(sum(sums) - round(sum(sums))) >= 0.02:
            return None
    return parse_composition(joined)


# the basis of a designation's amounts written after it, or after the list it is in: "Ti-19.7Nb-5.8Ta (at.%)",
# "Ti-21.8Nb-6Zr and Ti-19.7Nb-5.8Ta (at.%)"
_ATOMIC_AFTER = re.compile(r"(?:\s*(?:,|and|or)\s*[A-Z][\w.\-–]*){0,4}\s*\(?\s*(?:at|mol)\s?\.?\s?%\s*\)?")


# a solid solution of two compounds written with their shares ("0.94Bi0.5Na0.5TiO3-0.06BaTiO3") or as a family of
# one variable ("(1-x)Li0.12Na0.88NbO3-xBaTiO3", "(1−x)BaTiO3–xBiFeO3")
# (a part may hold a group of mixed sites: "0.7Pb(Mg0.333Nb0.667)O3-0.3PbTiO3", PMN-PT)
_COMPOUND = rf"(?:{_SYMBOL}(?:\d+(?:\.\d+)?(?:\s?[-−–]\s?[δα])?)?|\((?:{_SYMBOL}(?:\d*\.?\d+)?){{2,}}\)(?:\d+(?:\.\d+)?)?){{2,}}"
PSEUDO_BINARY_RE = re.compile(
    rf"(?<![\w.])((?:\(\s?1\s?[-−–]\s?[xyz]\s?\)|\d*\.\d+|\d+(?=\.?[A-Z]))\s?{_COMPOUND}\s?[-−–]\s?"
    rf"(?:[xyz]|\d*\.\d+)\s?{_COMPOUND})(?![A-Za-z0-9])")
_PB_PARTS = re.compile(rf"(?:\(\s?1\s?[-−–]\s?(?P<v1>[xyz])\s?\)|(?P<c1>\d*\.\d+|\d+))\s?(?P<a>{_COMPOUND})\s?[-−–]\s?"
                       rf"(?:(?P<v2>[xyz])|(?P<c2>\d*\.\d+))\s?(?P<b>{_COMPOUND})")


# a glass or ceramic batched from its compounds in mole (or weight) percent: "75TeO2-20ZnO-5Na2O", "70SiO2–30CaO",
# "45SiO2-24.5CaO-24.5Na2O-6P2O5" (the shares sum to 100, or to 1)
# (or with the first compound the balance: "UO2-10BeO", "ZrO2-3Y2O3")
MIXTURE_RE = re.compile(rf"(?<![\w.])((?:\d*\.\d+|\d+)?\s?{_COMPOUND}(?:\s?[-−–]\s?(?:\d*\.\d+|\d+)\s?{_COMPOUND})+)"
                        r"(?![A-Za-z0-9]|\s*\(?\s*(?:wt|mass|weight))")       # (shares by weight: not read as moles)
_MIXTURE_PART = re.compile(rf"(\d*\.\d+|\d+)\s?({_COMPOUND})")


def parse_mixture(token: str) -> Composition | None:
    """The atoms of a mixture of compounds given with their shares ("75TeO2-20ZnO-5Na2O": 0.75 TeO2, 0.20 ZnO,
    0.05 Na2O), when the shares sum to 100 or to 1; else None."""
    parts = [(float(c), _compound(f)) for c, f in _MIXTURE_PART.findall(token)]
    balance = re.match(rf"{_COMPOUND}", token)
    if balance and parts and sum(c for c, _ in parts) < 100:
        parts.insert(0, (100 - sum(c for c, _ in parts), _compound(balance.group(0))))
    total = sum(c for c, _ in parts)
    if len(parts) < 2 or any(comp is None or comp.is_family for _, comp in parts) \
            or not (abs(total - 100) <= 0.6 or abs(total - 1) <= 0.02):
        return None
    amounts: dict[str, float] = {}
    for c, comp in parts:
        for el, a in zip(comp.elements, comp.amounts):
            amounts[el] = amounts.get(el, 0.0) + c / total * a
    return Composition(tuple(amounts), tuple(amounts.values()), token)


def _compound(token: str) -> Composition | None:
    """One end of a solid solution: a plain formula, or one with a group of mixed sites ("Pb(Mg0.333Nb0.667)O3")."""
    return parse_composition(token) or ("(" in token and parse_mixed(token) or None)


def parse_pseudo_binary(token: str) -> Composition | None:
    """"0.94Bi0.5Na0.5TiO3-0.06BaTiO3" -> the atoms of 0.94 of the first and 0.06 of the second;
    "(1-x)BaTiO3-xBiFeO3" -> the family whose amounts are a + (b − a)x of each element."""
    m = _PB_PARTS.fullmatch(token)
    if not m or bool(m["v1"]) != bool(m["v2"]) or m["v1"] and m["v1"] != m["v2"]:
        return None
    a, b = (_compound(_EXCESS.sub("", m[k])) for k in ("a", "b"))
    if a is None or b is None or a.is_family or b.is_family:
        return None
    amt_a, amt_b = dict(zip(a.elements, a.amounts)), dict(zip(b.elements, b.amounts))
    elements = tuple(dict.fromkeys(a.elements + b.elements))
    if m["c1"]:
        ca, cb = float(m["c1"]), float(m["c2"])
        if ca <= 0 or cb <= 0 or abs(ca + cb - 1) >= 0.02:
            return None
        return Composition(elements, tuple(ca * amt_a.get(el, 0) + cb * amt_b.get(el, 0) for el in elements), token)
    var = m["v1"]
    written, amounts = [], []
    for el in elements:
        x0, x1 = amt_a.get(el, 0.0), amt_b.get(el, 0.0)
        step = x1 - x0
        if abs(step) < 1e-9:
            written.append("")
            amounts.append(x0)
            continue
        # a + (b − a)x as the family's amounts are written: "0.12-0.12x", "1-x", "x" (an element of B alone: a = 0)
        base = f"{_fmt_amount(x0)}{'+' if step > 0 else '-'}" if x0 else ""
        written.append(f"{base}{_fmt_amount(abs(step)) if abs(step) != 1 else ''}{var}")
        amounts.append(None)
    return Composition(elements, tuple(amounts), token, tuple(written))


# an MXene's surface terminations after its formula ("Ti3C2Tx", "Nb2CTx", "V2CTx"): no part of the formula, though
# the span covers them
_TERMINATIONS = re.compile(r"(?<=[A-Za-z0-9])Tx(?![A-Za-z0-9])")


# a polymorph's or polytype's prefix before a formula ("g-C3N4", "h-BN", "α-Al2O3", "t-ZrO2", "4H-SiC", "1T-MoS2"),
# or a layered solid's number of layers or dimensions ("SL-WS2", "ML-MoS2", "2D-MoS2": single-, multi-layer, 2D):
# the formula after it is the material (read as if the prefix were blank, so spans stay the text's)
_POLYMORPH = re.compile(r"(?<![\w\-‐–−+])(?:[α-ωΑ-Ω]|[a-z]|[1-9][A-Z]|[SBMF]L|[123]D)[-‐–](?=[A-Z])")


# an amount written as a fraction inside a formula: "Pb(Mg1/3Nb2/3)O3" (PMN), "Bi(Mg2/3Nb1/3)O3"
# (a variable may follow it: "NaNi1/3Fe1/3Mn1/3−xTixO2")
_FRACTION = re.compile(r"(?<=[A-Za-z])([1-9])/([1-9]\d?)(?=[A-Z()]|[−\-–+]\d*(?:\.\d+)?[xyz])")


def find_compositions(text: str) -> tuple[list[tuple[int, int, Composition]], list[tuple[int, int, str]]]:
    """Compositions with their spans, and the formula-like tokens (with spans) that were not understood. Amounts
    written as fractions ("Mg1/3") are read as decimals; the spans are the text's as written."""
    if _FRACTION.search(text):
        return _with_fractions(text)
    return _find_compositions(text)


def whole_formula(text: str) -> Composition | None:
    """The composition a text is written as, whole ("TiO2", "Pt3Co"), or None where it is no formula or more than one."""
    found = find_compositions(text)[0]
    return found[0][2] if found and found[0][0] == 0 and found[0][1] == len(text) else None


def _with_fractions(text: str):
    """``find_compositions`` of a text whose formulas write amounts as fractions: read with decimals (three places),
    spans mapped back to the text as written."""
    new, shifts, last = "", [], 0      # shifts: (where a decimal ends in the new text, how far what follows moved)
    for m in _FRACTION.finditer(text):
        dec = f"{int(m.group(1)) / int(m.group(2)):.3f}".rstrip("0").rstrip(".")
        new += text[last:m.start()] + dec
        shifts.append((len(new), len(new) - m.end()))
        last = m.end()
    new += text[last:]

    def back(pos: int) -> int:
        return pos - next((sh for at, sh in reversed(shifts) if pos >= at), 0)
    found, rejected = _find_compositions(new)
    return [(back(s), back(e), c) for s, e, c in found], [(back(s), back(e), text[back(s):back(e)]) for s, e, _ in rejected]


# the water of a hydrated salt, written after its formula: a reagent's name ("Co(NO3)2·6H2O", "ZrOCl2 · 8H2O")
_HYDRATE = re.compile(r"\s?[·•⋅∙*]\s?\d*(?:\.\d+)?\s?H2O\b")


def _find_compositions(text: str) -> tuple[list[tuple[int, int, Composition]], list[tuple[int, int, str]]]:
    prefix_start = {m.end(): m.start() for m in _POLYMORPH.finditer(text)}     # where a formula after one starts
    original = text
    text = _POLYMORPH.sub(lambda m: " " * len(m.group(0)), text)
    suffix_end = {m.start(): m.end() for m in _TERMINATIONS.finditer(text)}  # where a formula before one ends
    text = _TERMINATIONS.sub(lambda m: " " * len(m.group(0)), text)
    found, spans = [], []
    for s, e, comp in _dangling(text):
        found.append((s, e, comp))
        spans.append((s, e))
    # each written form with its parser, in this order; a span taken by one is not read again
    readers = ((PSEUDO_BINARY_RE, parse_pseudo_binary),  # "0.94Bi0.5Na0.5TiO3-0.06BaTiO3", "(1-x)A-xB"
               (MIXTURE_RE, parse_mixture),               # "75TeO2-20ZnO-5Na2O" (mol%), "70SiO2–30CaO"
               (BALANCE_RE, parse_balance),
               (AMOUNTS_FIRST_RE, parse_amounts_first),   # "93W–4.9Ni–2.1Fe" (wt%)
               (BROKEN_RE, _parse_broken),               # "Zr0.85Hf0.15Co0.6Cu0.15 Ni0.25": broken by a line end
               (_hybrid_re(), parse_hybrid),             # "MAPbI3", "Cs0.05(FA0.83MA0.17)0.95Pb(I0.83Br0.17)3"
               (GROUP_RE, parse_groups),
               (MIXED_RE, parse_mixed),                  # "Ba0.5Sr0.5(Co0.8Fe0.2)O3−δ", "(La0.8Sr0.2)0.95MnO3"
               (TOKEN_RE, parse_composition))
    for m in DESIGNATION_RE.finditer(text):     # "AlSi10Mg", "CuZn37": an alloy's name, no formula (materials.coded)
        if is_designation(m.group(1)):
            spans.append((m.start(1), m.end(1)))
    spans += [(m.start(1), m.end(1)) for m in steel_grades(text)]      # "42CrMo4", "X5CrNi18-10"
    for pattern, parse in readers:
        for m in pattern.finditer(text):
            if any(s <= m.start(1) < e for s, e in spans):
                continue
            if _HYDRATE.match(text, m.end(1)):      # "La(NO3)3·6H2O", "NiCl2·6H2O": a reagent, nothing in it a sample
                spans.append((m.start(1), m.end(1)))
                continue
            comp = parse(m.group(1), bool(_ATOMIC_AFTER.match(text, m.end(1)))) \
                if parse in (parse_balance, parse_amounts_first) else parse(m.group(1))
            if comp is not None:
                found.append((m.start(1), m.end(1), comp))
                spans.append((m.start(1), m.end(1)))
    for at, start in prefix_start.items():     # "h-BN", "c-BN": after a polymorph's prefix, capitals alone are a formula
        if original[start:at].rstrip("-‐–") in catalogue().vocabulary.doping_type_prefixes:
            continue                           # not after a doping type's: "n-OS" (non-fullerene) is an acronym
        m = re.match(r"[A-Z][A-Za-z0-9]*", text[at:])
        comp = parse_composition(m.group(0), capitals=True) if m and not any(s <= at < e for s, e in spans) else None
        if comp is not None and len(comp.elements) > 1:
            found.append((at, at + m.end(), comp))
            spans.append((at, at + m.end()))
    # the span of a formula covers a prefix before it and terminations after it ("h-BN", "α-Al2O3", "Ti3C2Tx"), as the
    # text names the material
    found = [(prefix_start.get(st, st), suffix_end.get(e, e), comp) for st, e, comp in found]
    spans = [(prefix_start.get(st, st), suffix_end.get(e, e)) for st, e in spans]
    rejected = [(m.start(1), m.end(1), m.group(1)) for m in BALANCE_CUT_RE.finditer(text)
                if not any(s <= m.start(1) < e or m.start(1) <= s < m.end(1) for s, e in spans)]
    spans += [(s, e) for s, e, _ in rejected]
    for m in SUSPECT_RE.finditer(text):
        if any(s <= m.start() < e for s, e in spans):
            continue
        tok = m.group(0).rstrip(".")
        if re.fullmatch(r"[kMG]?Pa|HV\d*|mJ|MJ|kJ|GPa|MPa|Å", tok):     # units, not formulas
            continue
        if tok in NOT_COMPOSITIONS or tok.isupper() and not any(c.isdigit() for c in tok) or is_not_a_formula(tok):
            continue
        if re.fullmatch(r"[A-Z][a-z]+", tok):      # an ordinary capitalised word
            continue
        if parse_composition(tok) is None and (re.search(r"[a-z]", tok) or "-" in tok):
            rejected.append((m.start(), m.end(), tok))
    return found, rejected


# an aluminium or copper alloy named as DIN/EN writes it: the base metal, then each alloying element with its share in
# wt% ("AlSi10Mg", "AlSi7Mg0.6", "AlCu4Mg1", "CuZn37", "CuSn8"): not a formula (AlSi10Mg is no Si83 compound)
DESIGNATION_RE = re.compile(r"(?<![\w.\-–])((?:Al|Cu)(?:(?:Si|Mg|Cu|Zn|Mn|Sn|Ni|Al|Be|Cr|Zr|Fe|Pb|Li|Ag|Ti|Sc)"
                            r"(?:\d+(?:\.\d+)?)?){1,5})(?![\w.])")


# a steel named by its composition as EN 10027-1 writes it: its carbon content in hundredths of a per cent, then its
# alloying elements and their contents times a factor ("42CrMo4", "100Cr6", "34CrNiMo6", "18CrNiMo7-6"), or, for a
# high-alloy steel, "X", the carbon content and the elements' contents in per cent ("X5CrNi18-10", "X2CrNiMo17-12-2")
STEEL_GRADE_RE = re.compile(r"(?<![\w.\-–/])((?:X\d{1,3}|[1-9]\d{1,2})((?:Cr|Mo|Ni|Mn|Si|V|W|Co|B|Ti|Nb|Al|Cu|N|S|Pb){1,5})"
                            r"\d{1,3}(?:-\d{1,2}){0,3})(?![\w.]|-[A-Za-z])")


def steel_grades(text: str) -> list[re.Match]:
    """Steels named by an EN 10027-1 designation (``STEEL_GRADE_RE``), each element named once."""
    out = []
    for m in STEEL_GRADE_RE.finditer(text):
        symbols = re.findall(r"[A-Z][a-z]?", m.group(2))
        if len(set(symbols)) == len(symbols) and (m.group(1)[0] == "X" or 8 <= int(re.match(r"\d+", m.group(1)).group(0)) <= 160):
            out.append(m)
    return out


def is_designation(token: str) -> bool:
    """Is this an alloy's DIN/EN designation (``DESIGNATION_RE``): its first alloying element written with a share of
    3 wt% or more (or a decimal one), and all shares together under 50 ("AlSi10Mg", "CuZn37"; not "AlNi" or "CuZn")?"""
    parts = re.findall(r"([A-Z][a-z]?)(\d+(?:\.\d+)?)?", token)
    if len(parts) < 2 or parts[0][1] or len({el for el, _ in parts}) != len(parts):
        return False
    first = parts[1][1]
    amounts = [float(a) for _, a in parts[1:] if a]
    return bool(first) and (float(first) >= 3 or "." in first) and sum(amounts) < 50


# organic cations written out in full in hybrid perovskite formulas
_WRITTEN_CATIONS = {"CH3NH3": "MA", "HC(NH2)2": "FA", "CH(NH2)2": "FA"}
_NUM = r"(?:\d*\.\d+|\d+)"




@lru_cache(maxsize=1)
def _hybrid_re() -> re.Pattern:
    """A hybrid perovskite's formula: organic cations (by abbreviation or formula) and element symbols with amounts,
    in groups with multipliers too ("Cs0.05(FA0.83MA0.17)0.95Pb(I0.83Br0.17)3", "(FAPbI3)0.85(MAPbBr3)0.15")."""
    names = sorted([*catalogue().vocabulary.organic_cations, *_WRITTEN_CATIONS], key=len, reverse=True)
    unit = rf"(?:{'|'.join(re.escape(n) for n in names)}|{_SYMBOL}){_NUM}?"
    group = rf"\((?:{unit}|\((?:{unit})+\){_NUM}?)+\){_NUM}?"
    return re.compile(rf"(?<![A-Za-z0-9])((?:{group}|{unit}){{2,}})(?![A-Za-z0-9])")


@lru_cache(maxsize=1)
def _cation_parts() -> tuple[dict[str, str], re.Pattern]:
    """Each organic cation's formula by the names it is written with, and the pattern of a hybrid formula's parts
    (a cation or an element with its amount, an opening parenthesis, a closing one with its multiplier)."""
    known = catalogue().vocabulary.organic_cations
    cations = {**known, **{w: known.get(a, "") for w, a in _WRITTEN_CATIONS.items()}}
    names = "|".join(re.escape(n) for n in sorted(cations, key=len, reverse=True))
    return cations, re.compile(rf"(?:({names}|[A-Z][a-z]?)|(\()|(\)))({_NUM})?")


def parse_hybrid(token: str) -> Composition | None:
    """A hybrid perovskite written with its organic cations' abbreviations or formulas ("MAPbI3",
    "Cs0.05FA0.8MA0.15PbI3", "CH3NH3PbBr3", "MA0.3FA0.7Pb0.5Sn0.5I3"), with groups ("Cs0.05(FA0.83MA0.17)0.95Pb(I0.83
    Br0.17)3", "(FAPbI3)0.85(MAPbBr3)0.15"): the composition with each cation's atoms counted. An organic cation, a
    B-site metal and a halide must be there; else it is no hybrid perovskite (and other readers may take it)."""
    cations, part = _cation_parts()
    stack: list[dict[str, float]] = [{}]
    organic = False
    pos = 0
    for m in part.finditer(token):
        if m.start() != pos:
            return None
        pos = m.end()
        n = float(m.group(4)) if m.group(4) else 1.0
        if m.group(2):                          # "(": a group opens (an amount right after it is no multiplier)
            if m.group(4) or len(stack) > 2:
                return None
            stack.append({})
            continue
        if m.group(3):                          # ")2": the group closes, times its multiplier
            if len(stack) < 2 or not stack[-1]:
                return None
            group = stack.pop()
            for el, amt in group.items():
                stack[-1][el] = stack[-1].get(el, 0.0) + n * amt
            continue
        name = m.group(1)
        if name in cations:
            if not cations[name]:
                return None
            organic = True
            for el, amt in PART_RE.findall(cations[name]):
                stack[-1][el] = stack[-1].get(el, 0.0) + n * (float(amt) if amt else 1.0)
        elif name in ELEMENTS:
            stack[-1][name] = stack[-1].get(name, 0.0) + n
        else:
            return None
    counts = stack[0]
    b_site = catalogue().vocabulary.perovskite_b_site
    if pos != len(token) or len(stack) != 1 or not organic or not b_site & set(counts) or not HALOGENS & set(counts):
        return None
    return Composition(tuple(counts), tuple(round(v, 6) for v in counts.values()), token)
