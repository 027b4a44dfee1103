"""Values with units: finding them in text and normalising them with pint.

One place for unit handling, used by the recogniser (measurements), G-RAG retrieval (matching
conditions) and the evaluation (is "0.29 GPa" the same as "290 MPa"?).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

# how a unit is written in papers -> our canonical spelling
_UNIT_FORMS: list[tuple[str, str]] = [
    (r"MPa\s*[·⋅*]?\s*[µμu]m\s*\^?\s*\(?[-−]?\s*1\s*/\s*2\)?|MPa\s*[·⋅*]?\s*[µμu]m\s*[½]", "MPa µm^1/2"),
    (r"MPa\s*[·⋅*]?\s*m\s*\^?\s*\(?1\s*/\s*2\)?|MPa\s*[·⋅*]?\s*√\s*m|MPa\s*[·⋅*]?\s*m\s*[½]", "MPa m^1/2"),
    (r"mJ\s*/\s*m\s*(?:²|\^?2)|mJ\s*m\s*\^?\s*(?:[-−]2|⁻²)", "mJ/m²"),
    (r"J\s*/\s*m\s*(?:²|\^?2)", "J/m²"),
    (r"g\s*/\s*cm\s*(?:³|\^?3)|g\s*cm\s*\^?\s*(?:[-−]3|⁻³)", "g/cm³"),
    (r"s\s*\^?\s*(?:[-−]1|⁻¹)|/s\b", "s^-1"),
    (r"GPa", "GPa"), (r"MPa", "MPa"), (r"kPa", "kPa"),
    (r"HV(?:\s?\d+(?:\.\d+)?)?", "HV"),
    (r"°\s*C|℃", "°C"), (r"K(?![a-zA-Z])", "K"),
    (r"[µμ]m", "µm"), (r"nm", "nm"), (r"mm", "mm"), (r"Å", "Å"),
    (r"%", "%"),
    (r"h(?![a-zA-Z])", "h"), (r"min(?![a-zA-Z])", "min"),
]
UNIT_RE = "|".join(f"(?:{p})" for p, _ in _UNIT_FORMS)
_NUM = r"[-−]?\d{1,3}(?:,\d{3})+(?:\.\d+)?|[-−]?\d+(?:\.\d+)?"
# value, optional range end, optional ±, then the unit
VALUE_RE = re.compile(
    rf"(?<![\w.^/])(?P<v>{_NUM})(?:\s*(?:–|—|-|to)\s*(?P<v2>{_NUM}))?(?:\s*±\s*(?P<pm>{_NUM}))?"
    rf"\s*(?P<unit>{UNIT_RE})")
# "10^-3 s^-1" strain rates
STRAIN_RATE_RE = re.compile(r"10\s*\^\s*\(?(?P<e>[-−]\d+)\)?\s*s\s*\^?\s*(?:[-−]1|⁻¹)")
AT_PERCENT_RE = re.compile(r"%\s*\)?\s*$")


def canonical_unit(surface: str) -> str:
    for pattern, unit in _UNIT_FORMS:
        if re.fullmatch(pattern, surface.strip()):
            return unit
    return surface.strip()


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
    """Every number with a unit in ``text`` (atomic/weight percent excluded)."""
    out: list[Quantity] = []
    for m in STRAIN_RATE_RE.finditer(text):
        out.append(Quantity(10.0 ** int(m.group("e").replace("−", "-")), "s^-1", m.start(), m.end(), text=m.group(0)))
    taken = [(q.start, q.end) for q in out]
    for m in VALUE_RE.finditer(text):
        if any(s <= m.start() < e for s, e in taken):
            continue
        unit = canonical_unit(m.group("unit"))
        if unit == "%" and re.match(r"\s*\.?\s*(at|wt|vol|mol)\b", text[m.end():m.end() + 6]):
            continue
        if unit == "%" and re.search(r"(at|wt|vol|mol)\.?\s*$", text[max(0, m.start() - 6):m.start()]):
            continue
        v = to_float(m.group("v"))
        value: float | tuple[float, float] = (v, to_float(m.group("v2"))) if m.group("v2") else v
        pm = to_float(m.group("pm")) if m.group("pm") else None
        out.append(Quantity(value, unit, m.start(), m.end(), pm, m.group(0)))
    return sorted(out, key=lambda q: q.start)


# --- pint ------------------------------------------------------------------------------
_PINT_FORMS = {"MPa µm^1/2": "MPa * micrometer ** 0.5", "MPa m^1/2": "MPa * meter ** 0.5",
               "mJ/m²": "mJ / m ** 2", "J/m²": "J / m ** 2", "g/cm³": "g / cm ** 3", "s^-1": "1 / s",
               "°C": "degC", "µm": "micrometer", "Å": "angstrom", "HV": "vickers", "%": "percent", "": "dimensionless",
               "h": "hour", "min": "minute"}


@lru_cache(maxsize=1)
def ureg():
    import pint
    reg = pint.UnitRegistry()
    reg.define("vickers = [hardness_vickers] = HV")
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
