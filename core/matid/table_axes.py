"""Table axes: which way a table runs, so that every table is read by one row reader.

Reads a table's caption, header and rows and the paper's samples (``PaperSamples``); writes a ``TableView``: the header
and rows that ``tables.table_row_measurements`` reads (a row per sample), and the table's shape:

- ``rows``: a row per sample and a column per property or condition, as most tables are written (read as it is);
- ``columns``: a column per sample and a row per property (the view is the table transposed);
- ``grid``: a column per sample and a row per condition value, or a row per sample and a column per condition value,
  with the property and its unit named by the caption ("Compressive yield strength (MPa) of the alloys at …"): each
  cell becomes a row ``Material | condition | property``;
- ``sections``: rows grouped under a row that names a sample and nothing else: each row gets its section's sample.

An axis is classified from what its labels are: samples (a material the label names and nothing else, or a label or
name the paper defines), properties (a label the header reader reads as a property with its unit), conditions (a
condition label over numbers, or temperatures written with their unit). A table whose axes do not classify surely is
read as it is written."""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..units import convert, find_quantities, plain_math
from .conditions import RT_RE
from .mentions import find_mentions
from .records import MATERIAL_TYPES, label_key
from .samples import SAMPLE_LABEL
from .tables import _header_info, _header_unit, _is_unit, labelled_rows, table_row_measurements

# a header over the first column that says the header row lists no samples ("Element | Al | Fe | Mn")
_NOT_SAMPLES = re.compile(r"\s*(?:elements?|phases?|structures?|sites?|atoms?|methods?|models?|regions?)\b", re.I)
# a label of no axis: the references column or row, or notes ("Ref.", "References")
_NEUTRAL = re.compile(r"\s*(?:refs?\.?|references?|notes?|remarks?)\s*$", re.I)
_NUMBER = re.compile(r"\s*[-−]?\d+(?:\.\d+)?\s*[a-z*†‡§]?\s*")


@dataclass
class TableView:
    header: list[str]
    rows: list[list[str]]
    shape: str = "rows"             # rows | columns | grid | sections


def table_view(caption: str, header: list[str], rows: list[list[str]], samples=None) -> TableView:
    """The table as the row reader reads it (see the module's docstring)."""
    as_written = TableView(header, rows)
    if len(header) < 2 or not rows:
        return as_written
    labels = [r[0] if r else "" for r in rows]
    sections = _sections(header, rows, samples)
    if sections is not None:
        return sections
    properties_in_rows = _share(labels, _is_property_label) >= 2 / 3 and sum(map(_is_property_label, labels)) >= 2
    sample_cols = _sample_axis(header[1:], samples) or (_code_axis(header[1:]) if properties_in_rows else [])
    if sample_cols and not _NOT_SAMPLES.match(header[0]):
        cols = [i + 1 for i in sample_cols]
        if properties_in_rows or _share(labels, _is_property_label) >= 2 / 3:
            return _transposed(header, rows, cols)
        condition = _condition_axis(header[0], labels)
        prop = _caption_property(caption) if condition else ""
        if prop:
            return _grid([(header[j], c, r[j]) for c, r in zip(_condition_cells(header[0], labels), rows)
                          for j in cols if j < len(r)], condition, prop)
        return as_written
    sample_rows = _sample_axis(labels, samples)
    condition = _condition_axis("", header[1:]) if sample_rows else ""
    prop = _caption_property(caption) if condition else ""
    if prop:
        values = _condition_cells("", header[1:])
        return _grid([(rows[i][0], values[j - 1], rows[i][j]) for i in sample_rows
                      for j in range(1, min(len(header), len(rows[i])))], condition, prop)
    return as_written


def _share(cells: list[str], test) -> float:
    written = [c for c in cells if c.strip() and not _NEUTRAL.match(c)]
    return sum(1 for c in written if test(c)) / len(written) if written else 0.0


def _sample_axis(cells: list[str], samples) -> list[int]:
    """The positions of the samples among these labels, when they are an axis of samples: two or more, and at least
    two thirds of the labels written; [] otherwise."""
    found = [i for i, c in enumerate(cells) if is_sample_label(c, samples)]
    written = [c for c in cells if c.strip() and not _NEUTRAL.match(c)]
    return found if len(found) >= 2 and len(found) >= 2 / 3 * len(written) else []


def _code_axis(cells: list[str]) -> list[int]:
    """The positions of sample codes the paper does not define ("VA0", "S-1") among header labels over rows of
    properties, when they are an axis: two or more, and two thirds of the labels written; [] otherwise. (The row
    reader gives a value of such a code medium confidence.)"""
    found = [i for i, c in enumerate(cells) if SAMPLE_LABEL.fullmatch(c.strip()) and not _is_property_label(c)
             and not any(m.type in ("property", "phase", "element", "process") for m in find_mentions(c.strip())[0])]
    written = [c for c in cells if c.strip() and not _NEUTRAL.match(c)]
    return found if len(found) >= 2 and len(found) >= 2 / 3 * len(written) else []


def is_sample_label(cell: str, samples=None) -> bool:
    """Does this label name a sample and nothing else: a label or name the paper defines, or materials that write
    nearly all of it (not a property, a condition, a process or a phase)?"""
    text = plain_math(cell).strip()
    if not text:
        return False
    if samples is not None and (label_key(text) in samples.labels or text in samples.names):
        return True
    mentions, _ = find_mentions(text)
    if any(m.type in ("property", "process", "phase") for m in mentions):
        return False
    # an element is a sample only where the paper tested it ("Cu | Ni" of pure metals); otherwise a column per element
    # is more often the element's share or its diffusion in the sample
    named = [m for m in mentions if m.type in MATERIAL_TYPES
             or m.type == "element" and samples is not None and samples.is_sample(m.matid)]
    return sum(m.end - m.start for m in named) >= 0.6 * len(text.replace(" ", ""))


def _is_property_label(cell: str) -> bool:
    """A row label the header reader reads as a property, with its unit or one the catalogue gives it."""
    info = _header_info(plain_math(cell))
    return "property" in info and bool(info.get("unit")) or "condition" in info


def _condition_axis(name: str, cells: list[str]) -> str:
    """The header of a condition axis: ``name`` when it names a condition and the labels are its numbers ("Temperature
    (°C)" over 25, 800, 1000), "Temperature (K)" when each label is a temperature with its unit ("800 °C", "RT");
    "" when the labels are no condition's values."""
    written = [c for c in cells if c.strip()]
    if len(written) < 2:
        return ""
    if name and "condition" in _header_info(plain_math(name)) \
            and all(_NUMBER.fullmatch(c) or RT_RE.fullmatch(c.strip()) for c in written):
        return name
    if all(_temperature(c) is not None for c in written):
        return "Temperature (K)"
    return ""


def _temperature(cell: str) -> float | None:
    """The temperature in K a label writes and nothing else ("800 °C", "1073 K", "RT"); None."""
    text = plain_math(cell).strip()
    if RT_RE.fullmatch(text):
        return 293.0
    qs = find_quantities(text)
    if len(qs) != 1 or qs[0].unit not in ("K", "°C") or isinstance(qs[0].value, tuple) or qs[0].start > 0 \
            or text[qs[0].end:].strip():
        return None
    return convert(qs[0].value, qs[0].unit, "K") if qs[0].unit == "°C" else qs[0].value


def _condition_cells(name: str, cells: list[str]) -> list[str]:
    """The condition column's cells: as written under a named condition header, else each temperature in K."""
    if name:
        return cells
    kelvins = [_temperature(c) for c in cells]
    return ["RT" if RT_RE.fullmatch(c.strip()) else f"{k:g}" if k is not None else "" for c, k in zip(cells, kelvins)]


def _caption_property(caption: str) -> str:
    """A header for the one property the caption names with its unit ("Compressive yield strength (MPa) of …",
    "… yield strength, in MPa, …", "fracture toughness K_JIc (MPa m^1/2) of …"); "" when the caption names none with a unit, or several properties."""
    text = plain_math(caption)
    props = [m for m in find_mentions(text)[0] if m.type == "property"]
    if len({m.matid for m in props}) != 1:
        return ""
    for m in props:
        # the unit right after the name, or after the name's symbol ("fracture toughness K_JIc (MPa m^1/2)")
        after = re.match(r"(?:\s*,?\s*[^\s(),;]{1,8}(?=\s*\())?\s*(?:\(([^()]{1,16})\)|,?\s*in\s+([^\s,;()]{1,12}))",
                         text[m.end:])
        unit = after and (after.group(1) or after.group(2))
        if unit and _is_unit(unit):
            header = f"{text[m.start:m.end]} ({unit})"
            info = _header_info(header)
            if info.get("property") and _header_unit(header):
                return header
    return ""


def _sections(header: list[str], rows: list[list[str]], samples) -> TableView | None:
    """A table of sections, each under a row that names a sample and nothing else ("CH3NH3PbCl3(s) | | |" over rows
    of temperatures): each row of a section gets its sample in a ``Material`` column. Rows before the first section
    (a table continued from a page whose section label is not here) are not read. None when the table has no
    sections."""
    starts = [i for i, r in enumerate(rows) if r and is_sample_label(r[0], samples) and not any(c.strip() for c in r[1:])]
    if not starts or any(is_sample_label(r[0], samples) for i, r in enumerate(rows) if r and i not in starts):
        return None
    header_of = {}
    for i in range(starts[0], len(rows)):
        header_of[i] = rows[i][0] if i in starts else header_of[i - 1]
    return TableView(["Material", *header], [[header_of[i], *rows[i]] for i in header_of if i not in starts], "sections")


def _transposed(header: list[str], rows: list[list[str]], cols: list[int]) -> TableView:
    """A column per sample: each sample column becomes a row, each row label a column header."""
    labels = [r[0] if r else "" for r in rows]
    out = [[header[j], *(r[j] if j < len(r) else "" for r in rows)] for j in cols]
    return TableView(["Material", *labels], out, "columns")


def _grid(cells: list[tuple[str, str, str]], condition: str, prop: str) -> TableView:
    """Each (sample, condition value, value) cell as a row ``Material | condition | property``."""
    return TableView(["Material", condition, prop], [list(c) for c in cells if c[2].strip()], "grid")


def read_table(caption: str, header: list[str], rows: list[list[str]], context_material: str = "", samples=None):
    """Each row of the table's view with what the row reader found in it: (the row's text, its ``Recognition``).
    A measurement of a transposed or grid view records the table's shape in its binding (``table``)."""
    view = table_view(caption, header, list(labelled_rows(rows)), samples)
    for row in view.rows:
        rec = table_row_measurements(caption, view.header, row, context_material, samples)
        if view.shape != "rows":
            for m in rec.measurements:
                m.binding["table"] = view.shape
        yield f"{caption}\n" + "; ".join(f"{h}: {c}" for h, c in zip(view.header, row)), rec
