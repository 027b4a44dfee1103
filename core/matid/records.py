"""The records the recogniser produces: mentions of MatIDs, measurements and what one text gave."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

from ..units import format_value

MATERIAL_TYPES = ("composition", "material")


@dataclass
class Mention:
    type: str        # composition | material | element | phase | property | process
    text: str
    start: int
    end: int
    matid: str
    name: str


@dataclass
class Measurement:
    material: str                      # MatID of the material
    property: str                      # property id (see vocab.PROPERTIES)
    value: float | tuple[float, float]
    unit: str
    value_std: float | tuple[float, float] | None   # in the property's usual unit
    unit_std: str
    conditions: dict = field(default_factory=dict)
    uncertainty: float | None = None
    text: str = ""
    # how sure we are of this fact, 0..1 (None: not assessed), with the reasons, and how each part was bound:
    # {"material": "table_row_label" | "sentence" | "chunk" | "paper" | ..., "property": "catalogue_name" |
    # "catalogue_symbol" | "header" | "unit" | "open_vocabulary" | ..., "value": "table_cell" | "sentence"}
    confidence: float | None = None
    reasons: list[str] = field(default_factory=list)
    binding: dict = field(default_factory=dict)
    plausible: bool | None = None       # within the catalogue's range for the property (None: no range known)
    span: tuple[int, int] | None = None  # where the value is written in ``text``

    def to_dict(self) -> dict:
        d = asdict(self)
        for k in ("value", "value_std"):
            if isinstance(d[k], tuple):
                d[k] = list(d[k])
        return d

    @property
    def display(self) -> str:
        low, high = self.value if isinstance(self.value, tuple) else (self.value, None)
        return format_value(low, high, self.uncertainty, self.unit, self.conditions.get("bound", ""))


@dataclass
class Listed:
    """What a sentence lists, for a "respectively" in the next one that lists only the values ("… at 30, 60 and
    90 °C. For these temperatures the pressures were 0.4, 1.3 and 3.5 bar, respectively")."""
    temperatures: list = field(default_factory=list)     # lists of temperature Quantities
    materials: list[str] = field(default_factory=list)   # MatIDs in the order named
    compared: list[str] = field(default_factory=list)    # those named only as what a value is compared with
    series: list[str] = field(default_factory=list)      # the last two or more the passage listed (for "the polymers")


@dataclass
class Recognition:
    mentions: list[Mention]
    measurements: list[Measurement]
    unrecognised: list[str]
    # table cells with a number that gave no measurement, with the reason: (cell text, reason)
    skipped: list[tuple[str, str]] = field(default_factory=list)
    listed: Listed = field(default_factory=Listed)


def nearest(pos_start: int, pos_end: int, items, span=lambda x: (x.start, x.end), after_penalty: float = 1.5):
    best, best_d = None, None
    for it in items:
        s, e = span(it)
        d = pos_start - e if e <= pos_start else (s - pos_end) * after_penalty if s >= pos_end else 0
        if best_d is None or d < best_d:
            best, best_d = it, d
    return best


def label_key(label: str) -> str:
    """A label or short name as an id: "Alloy_1" -> "alloy-1", "Ni-YSZ" -> "ni-ysz"."""
    import re
    return re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")
