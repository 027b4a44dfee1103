"""Values with units: finding them in text and normalising them with pint.

One place for unit handling, used by the recogniser (measurements), G-RAG retrieval (matching
conditions) and the evaluation (is "0.29 GPa" the same as "290 MPa"?).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

# how a unit is written in papers -> our canonical spelling
_SUP_M1 = r"\s*\^?\s*(?:\(?[-−]\s*1\)?|⁻¹)"          # ^-1, −1, ⁻¹ (a detached superscript minus one)
# Å as damaged PDFs write it: the ring set apart from its A ("A ˚", "˚A"), or the ring alone before/after
_ANGSTROM = r"Å|Å|A\s?˚|˚\s?A(?![a-z])"
_UNIT_FORMS: list[tuple[str, str]] = [
    (r"MPa\s*[·⋅*]?\s*[µμu]m\s*\^?\s*\(?[-−]?\s*1\s*/\s*2\)?|MPa\s*[·⋅*]?\s*[µμu]m\s*[½]", "MPa µm^1/2"),
    (r"MPa\s*[·⋅*]?\s*m\s*\^?\s*\(?1\s*/\s*2\)?|MPa\s*[·⋅*]?\s*√\s*m|MPa\s*[·⋅*]?\s*m\s*[½]", "MPa m^1/2"),
    (r"mJ\s*/\s*m\s*(?:²|\^?2)|mJ\s*m\s*\^?\s*(?:[-−]2|⁻²)", "mJ/m²"),
    (r"J\s*/\s*m\s*(?:²|\^?2)", "J/m²"),
    (r"g\s*/\s*cm\s*(?:³|\^?3)|g\s*cm\s*\^?\s*(?:[-−]3|⁻³)", "g/cm³"),
    # thermodynamics of hydrides and solutions: ΔS in J/(mol K), ΔH in kJ/mol (often "per mol H2")
    (rf"J\s*(?:/\s*\(?\s*mol\s*[·⋅*]?\s*K\s*\)?|/\s*\(?\s*K\s*[·⋅*]?\s*mol\s*\)?|/\s*mol\s*/\s*K|"
     rf"[·⋅]?\s*mol{_SUP_M1}\s*[·⋅]?\s*K{_SUP_M1}|[·⋅]?\s*K{_SUP_M1}\s*[·⋅]?\s*mol{_SUP_M1})"
     r"(?:\s*(?:of\s*)?H\s*[2₂])?", "J/(mol K)"),
    (rf"kJ\s*(?:/\s*mol|[·⋅]?\s*mol{_SUP_M1})(?:\s*(?:of\s*)?H\s*[2₂]?(?![a-z]))?", "kJ/mol"),
    (rf"(?:°\s*C|K)\s*(?:/\s*min|[·⋅]?\s*min{_SUP_M1})", "K/min"),
    (rf"mA\s*h\s*(?:/\s*g|[·⋅]?\s*g{_SUP_M1})", "mAh/g"),
    (rf"W\s*(?:/\s*\(?\s*m\s*[·⋅*]?\s*K\s*\)?|[·⋅]?\s*m{_SUP_M1}\s*[·⋅]?\s*K{_SUP_M1})", "W/(m K)"),
    (rf"S\s*(?:/\s*cm|[·⋅]?\s*cm{_SUP_M1})", "S/cm"),
    (rf"s{_SUP_M1}|/s\b", "s^-1"),
    (rf"m\s*(?:²|\^?\s*2)\s*(?:/\s*g|[·⋅]?\s*g{_SUP_M1})", "m²/g"),
    (rf"cm\s*(?:³|\^?\s*3)\s*(?:/\s*g|[·⋅]?\s*g{_SUP_M1})", "cm³/g"),
    (rf"emu\s*(?:/\s*g|[·⋅]?\s*g{_SUP_M1})", "emu/g"),
    (rf"kJ\s*(?:/\s*kg|[·⋅]?\s*kg{_SUP_M1})", "kJ/kg"), (rf"J\s*(?:/\s*g|[·⋅]?\s*g{_SUP_M1})", "J/g"),
    (rf"W\s*h\s*(?:/\s*kg|[·⋅]?\s*kg{_SUP_M1})", "Wh/kg"),
    (r"[µμ]\s*[ΩΩ]\s*[·⋅]?\s*cm", "µΩ cm"),
    (r"kOe(?![a-zA-Z])", "kOe"), (r"Oe(?![a-zA-Z])", "Oe"), (r"mT(?![a-zA-Z])", "mT"),
    (r"T(?![\w])", "T"), (r"mV(?![a-zA-Z])", "mV"),
    (r"GPa", "GPa"), (r"MPa", "MPa"), (r"kPa", "kPa"), (r"mbar(?![a-zA-Z])", "mbar"), (r"bar(?![a-zA-Z])", "bar"),
    (r"atm(?![a-zA-Z])", "atm"), (r"Pa(?![a-zA-Z])", "Pa"),
    (r"HV(?:\s?\d+(?:\.\d+)?)?", "HV"),
    (r"°\s*C|℃", "°C"), (r"K(?![a-zA-Z])", "K"),
    (rf"(?:{_ANGSTROM})\s*(?:³|\^\s*3|3(?![\d.]))(?:\s*˚)?|A\s*(?:³|\^\s*3)\s*˚", "Å³"), (r"nm\s*(?:³|\^\s*3)", "nm³"),
    (r"[µμ]m", "µm"), (r"nm", "nm"), (r"mm", "mm"), (rf"(?:{_ANGSTROM})(?![a-zA-Z])", "Å"),
    (r"meV(?![a-zA-Z])", "meV"), (r"eV(?![a-zA-Z])", "eV"),
    # fractions: weight, atomic, volume and molar percent are units of their own ("1.56 wt.% hydrogen")
    (r"wt\s*\.?\s*%", "wt%"), (r"at\s*\.?\s*%", "at%"), (r"vol\s*\.?\s*%", "vol%"), (r"mol\s*\.?\s*%", "mol%"),
    (r"%", "%"), (r"ppm(?![a-zA-Z])", "ppm"),
    (r"h(?![a-zA-Z])", "h"), (r"min(?![a-zA-Z])", "min"), (r"s(?![a-zA-Z])", "s"),
]
# a fraction unit written as a composition ("Mg-10wt.%V", "30 at% Ni", "Ti-5 wt% Fe"): not a measured value
# (a hydrogen content "1.5 wt% H2", "wt.%-H" and a parenthesis that is not a formula are values)
_COMPOSITION_AFTER = re.compile(r"\s*(?!H\s*[2₂]?(?![a-z])|D\s*[2₂](?![a-z]))(?:[A-Z][a-z]?(?![a-z])|\((?=[A-Z]))")
_COMPOSITION_BEFORE = re.compile(r"[A-Z][a-z]?\s*[-–]\s*$")
FRACTION_UNITS = {"wt%", "at%", "vol%", "mol%"}
UNIT_RE = "|".join(f"(?:{p})" for p, _ in _UNIT_FORMS)
_NUM = r"[-−]?\d{1,3}(?:,\d{3})+(?:\.\d+)?|[-−]?\d+(?:\.\d+)?"
# value, optional range end, optional ±, then the unit
VALUE_RE = re.compile(
    rf"(?<![\w.^/])(?P<v>{_NUM})(?:\s*(?:–|—|-|to)\s*(?P<v2>{_NUM}))?(?:\s*±\s*(?P<pm>{_NUM}))?"
    rf"\s*(?P<unit>{UNIT_RE})")
# "10^-3 s^-1" strain rates
STRAIN_RATE_RE = re.compile(r"10\s*\^\s*\(?(?P<e>[-−]\d+)\)?\s*s\s*\^?\s*(?:[-−]1|⁻¹)")


# "229, 235 and 241 GPa": a list of values that share the unit written after the last one
_LIST_NUM = r"[-−]?\d+(?:\.\d+)?"
LIST_RE = re.compile(rf"(?<![\w.^/])(?<!between )(?<!from )(?P<items>(?:{_LIST_NUM}\s*,\s*)*{_LIST_NUM}\s*,?\s*(?:and|or)\s+)"
                     rf"(?P<last>{_LIST_NUM})\s*(?P<unit>{UNIT_RE})")


def find_lists(text: str) -> list[list[Quantity]]:
    """Lists of values sharing one unit ("at 293, 198 and 77 K"), each value a Quantity, in order."""
    out = []
    for m in LIST_RE.finditer(text):
        unit = canonical_unit(m.group("unit"))
        group = [Quantity(to_float(n.group(0)), unit, m.start("items") + n.start(), m.start("items") + n.end(),
                          text=n.group(0)) for n in re.finditer(_LIST_NUM, m.group("items"))]
        group.append(Quantity(to_float(m.group("last")), unit, m.start("last"), m.end("unit"), text=m.group(0)))
        out.append(group)
    return out


def plain_math(text: str) -> str:
    """Mathematical italic/bold letters (U+1D400–U+1D7FF: "𝑐max", "𝛥𝐻abs", as LaTeX-made PDFs write
    symbols) as plain letters, one for one, so offsets into the text stay valid."""
    if not any("\U0001D400" <= ch <= "\U0001D7FF" for ch in text):
        return text
    import unicodedata
    out = []
    for ch in text:
        if "\U0001D400" <= ch <= "\U0001D7FF":
            plain = unicodedata.normalize("NFKC", ch)
            ch = plain if len(plain) == 1 else ch
        out.append(ch)
    return "".join(out)


def canonical_unit(surface: str) -> str:
    """Our spelling of a unit as written ("kJ mol−1 H2" -> "kJ/mol", "wt.%" -> "wt%", "Å3" -> "Å³");
    a trailing "H2"/"-H" ("kJ/mol H2", "wt.%-H": per hydrogen) is part of how the unit is written."""
    text = surface.strip()
    for candidate in (text, re.sub(r"[\s-]*(?:of\s*)?H\s*[2₂]?$", "", text)):
        for pattern, unit in _UNIT_FORMS:
            if re.fullmatch(pattern, candidate):
                return unit
    return text


def unit_mentioned(unit: str, text: str) -> bool:
    """Is this (canonical) unit written anywhere in the text, in any of its spellings ("V (Å3)")?"""
    if unit in text:
        return True
    for pattern, canon in _UNIT_FORMS:
        if canon == unit and re.search(rf"(?<![A-Za-z]){pattern}", text):
            return True
    return False


def to_float(text: str) -> float:
    return float(text.replace(",", "").replace("−", "-"))


@dataclass
class Quantity:
    value: float | tuple[float, float]
    unit: str
    start: int
    end: int
    uncertainty: float | None = None
    text: str = ""

    @property
    def low(self) -> float:
        return self.value[0] if isinstance(self.value, tuple) else self.value

    @property
    def high(self) -> float:
        return self.value[1] if isinstance(self.value, tuple) else self.value


def find_quantities(text: str) -> list[Quantity]:
    """Every number with a unit in ``text`` (a weight or atomic percent that writes a composition,
    "Mg-10wt.%V" or "30 at% Ni", excluded)."""
    out: list[Quantity] = []
    for m in STRAIN_RATE_RE.finditer(text):
        out.append(Quantity(10.0 ** int(m.group("e").replace("−", "-")), "s^-1", m.start(), m.end(), text=m.group(0)))
    taken = [(q.start, q.end) for q in out]
    for m in VALUE_RE.finditer(text):
        if any(s <= m.start() < e for s, e in taken):
            continue
        unit = canonical_unit(m.group("unit"))
        if unit in FRACTION_UNITS and (_COMPOSITION_AFTER.match(text, m.end())
                                       or _COMPOSITION_BEFORE.search(text[max(0, m.start() - 6):m.start()])):
            continue
        if unit == "s" and (not re.search(r"\s", m.group(0)) or re.match(r"\s*[-–]?\d", text[m.end():m.end() + 3])):
            continue                                  # "the 1990s", "2 s 5": not seconds
        v = to_float(m.group("v"))
        value: float | tuple[float, float] = (v, to_float(m.group("v2"))) if m.group("v2") else v
        pm = to_float(m.group("pm")) if m.group("pm") else None
        out.append(Quantity(value, unit, m.start(), m.end(), pm, m.group(0)))
    return sorted(out, key=lambda q: q.start)


# --- pint ------------------------------------------------------------------------------
_PINT_FORMS = {"MPa µm^1/2": "MPa * micrometer ** 0.5", "MPa m^1/2": "MPa * meter ** 0.5",
               "mJ/m²": "mJ / m ** 2", "J/m²": "J / m ** 2", "g/cm³": "g / cm ** 3", "s^-1": "1 / s",
               "°C": "degC", "µm": "micrometer", "Å": "angstrom", "Å³": "angstrom ** 3", "nm³": "nm ** 3",
               "HV": "vickers", "%": "percent", "": "dimensionless", "h": "hour", "min": "minute", "s": "second",
               "wt%": "percent", "at%": "percent", "vol%": "percent", "mol%": "percent", "ppm": "ppm",
               "kJ/mol": "kJ / mol", "J/(mol K)": "J / mol / K", "K/min": "K / minute", "mAh/g": "mA * hour / g",
               "W/(m K)": "W / m / K", "S/cm": "S / cm", "bar": "bar", "mbar": "mbar", "atm": "atm", "Pa": "Pa",
               "eV": "eV", "meV": "meV", "m²/g": "m ** 2 / g", "cm³/g": "cm ** 3 / g", "emu/g": "emu / g",
               "kJ/kg": "kJ / kg", "J/g": "J / g", "Wh/kg": "W * hour / kg", "µΩ cm": "microohm * cm",
               "Oe": "oersted", "kOe": "kilooersted", "T": "tesla", "mT": "millitesla", "mV": "mV"}


@lru_cache(maxsize=1)
def ureg():
    import pint
    reg = pint.UnitRegistry()
    reg.define("vickers = [hardness_vickers] = HV")
    reg.define("emu = [magnetic_moment_emu]")
    return reg


def _pint_unit(unit: str):
    return ureg()(_PINT_FORMS.get(unit, unit)).units


def compatible(unit_a: str, unit_b: str) -> bool:
    try:
        return _pint_unit(unit_a).dimensionality == _pint_unit(unit_b).dimensionality
    except Exception:  # unknown to pint
        return unit_a == unit_b


def convert(value: float, unit: str, to_unit: str) -> float:
    """``value`` in ``unit`` expressed in ``to_unit`` (temperatures handled as offsets)."""
    if unit == to_unit:
        return value
    q = ureg().Quantity(value, _PINT_FORMS.get(unit, unit))
    return float(q.to(_PINT_FORMS.get(to_unit, to_unit)).magnitude)


def same_quantity(v1: float, u1: str, v2: float, u2: str, rel_tol: float = 0.02) -> bool:
    """True when two values with units are the same quantity within a relative tolerance."""
    if not compatible(u1, u2):
        return False
    try:
        a = convert(v1, u1, u2)
    except Exception:
        return False
    return abs(a - v2) <= rel_tol * max(abs(v2), 1e-9)


# --- is a value stated in a text? (the evaluation's value matcher and the answers' support check)
def _bounds(v) -> tuple[float, float]:
    return (float(v[0]), float(v[1])) if isinstance(v, (list, tuple)) else (float(v), float(v))


def value_found(value, unit: str, text: str, rel_tol: float = 0.02) -> bool:
    """Is this value (or range) with this unit stated in the text? "0.29 GPa" matches "290 MPa";
    "175 MPa" does not match "53 MPa"; "1.81 wt %" matches a ground truth in "wt%", "Å3" one in "Å³".
    A bare number counts when the unit appears in the text too (a table cell under a header that
    names the unit)."""
    lo, hi = _bounds(value)
    unit = canonical_unit(unit) if unit else unit
    found = find_quantities(text)
    for q in found:
        if same_quantity(q.low, q.unit, lo, unit, rel_tol) and same_quantity(q.high, q.unit, hi, unit, rel_tol):
            return True
        if lo != hi and same_quantity(q.low, q.unit, lo, unit, rel_tol):   # "18 to 26" written as two values
            if any(same_quantity(r.low, r.unit, hi, unit, rel_tol) for r in found):
                return True
    if unit and not unit_mentioned(unit, text):
        return False
    # a bare number: unitless values (VEC), or a table cell under a header that names the unit
    nums = [float(n.replace(",", "").replace("−", "-"))
            for n in re.findall(r"(?<![\d.])[-−]?\d[\d,]*(?:\.\d+)?(?![\d])", text)]
    nums += [abs(n) for n in nums]
    return any(abs(n - lo) <= rel_tol * max(abs(lo), 1e-9) for n in nums) and \
        any(abs(n - hi) <= rel_tol * max(abs(hi), 1e-9) for n in nums)


def number_text(x: float) -> str:
    """A number as the paper would write it: up to six significant digits, no trailing zeros (615, 0.615,
    166.613, 303.15)."""
    return f"{x:g}"


def format_value(value: float, value_high: float | None = None, uncertainty: float | None = None,
                 unit: str = "") -> str:
    """'657 ± 12 MPa', '18–26 mJ/m²': the one way values are written on cards, fact lines and tables."""
    v = number_text(value)
    if value_high is not None and value_high != value:
        v += f"–{number_text(value_high)}"
    if uncertainty:
        v += f" ± {number_text(uncertainty)}"
    return f"{v} {unit}".strip()


# units of the conditions a value is measured under (test temperature, strain rate, duration) rather than of
# values themselves: an answer's "at 77 K" cites nothing, a ground truth's "at 77 K" is not a value to check
TEST_CONDITION_UNITS = frozenset({"K", "°C", "s^-1", "h", "min"})
