"""Table rows: measurements of a row, with material, property, unit and conditions from the row, its header
and the caption.

A caption, a column header and a condition cell are text units read by the sentence components (``recognise.read``;
the conditions a header or cell states are those ``conditions.conditions_of`` gives a value written right after it:
``stated_conditions``), so no rule of conditions is written again here. What stays here is what only tables write:
units in a header's parentheses or after a slash, symbols standing alone as a column's name, method and statistic
words of sub-columns, numbers with their uncertainty in parentheses or a footnote mark. Reads a table's caption,
header and one row (and the paper's ``PaperSamples``); writes a ``Recognition``."""
from __future__ import annotations

import re
from functools import lru_cache

from ..units import Quantity, canonical_unit, compatible, convert, find_quantities, plain_math, to_float
from .conditions import (CYCLES_RE, LOADING_RE, RT_RE, c_rate_of, condition_unit, conditions_of, criterion_named,
                         is_transition_temperature, loading_mode, method_word, own_loading_mode)
from .mentions import STRUKTURBERICHT, find_mentions
from .properties import bare_unit, canonical_property, implied_property, standard_value, symbol_like, symbol_property
from .words import accepts
from .quantities import CONDITION_UNITS
from .confidence import assess
from .validation import why_not_name
from .records import MATERIAL_TYPES, Measurement, Mention, Recognition
from .materials import alloy_system
from .samples import SAMPLE_LABEL, label_key, series_member
from .vocab import ELEMENTS, PROPERTIES
from .catalogue import catalogue, symbol_key
from .owners import owners
from .recognise import read

# --- table rows ------------------------------------------------------------------------------
# a footnote's mark after a cell's value and its uncertainty ("6.11(1)a", "0.36*")
FOOTNOTE_MARK = r"(?:[a-z*†‡§]\s*)?"
# a cell's value: a bound's sign before it (">20", "≤ 0.1"), a range, a power of ten after it ("2.1 × 10^-5", "3.2E-4"),
# a scatter after "±"
_CELL_NUM = re.compile(r"^\s*(?P<bound>[<>≤≥])?\s*(?P<v>[-−]?\d[\d,]*(?:\.\d+)?)"
                       r"(?:\s*(?:[×x*]\s*10\s*\^?\s*(?P<exp>[-−+]?\d+)|[eE](?P<e>[-−+]?\d+)))?"
                       r"(?:\s*(?:–|-|to)\s*(?P<v2>[-−]?\d[\d,]*(?:\.\d+)?))?"
                       r"(?:\s*±\s*(?P<pm>\d+(?:\.\d+)?))?\s*(?P<rest>.*)$")


def _cell_value(m: re.Match) -> float:
    """A cell's number, with its power of ten."""
    exp = m.group("exp") or m.group("e")
    v = to_float(m.group("v"))
    return float(f"{v}e{int(exp.replace('−', '-'))}") if exp else v


# how a column's values were obtained, written under a group header ("Capacity | Experimental | Model")
METHOD_RE = re.compile(r"\s*\(?\b(experimental|experiment|exp\.?|expt\.?|measured|model|modell?ed|calculated|calc\.?|"
                       r"predicted|simulated|simulation|theoretical|theory|fitted|fit|DFT|CALPHAD|literature)\)?\s*$", re.I)




# a statistic a group header's sub-column gives ("Density (kg/m3)" over "Mean | SD"): the value, or its scatter
STAT_RE = re.compile(r"\s*[,;]?\s*\b(?P<mean>mean|average|avg\.?|median)\s*$|"
                     r"\s*[,;]?\s*\b(?P<sd>s\.?d\.?|std\.?(?:\s*dev\.?)?|standard\s+deviation|st\.?\s*dev\.?)\s*$", re.I)


def _header_info(h: str) -> dict:
    """What a column header says: a property, its unit, a condition it fixes, or a condition column.
    A trailing method word ("… Experimental", "… Model") is the condition ``method`` of its values; a trailing
    statistic ("Density (kg/m3) Mean", "… SD") says the column is the property's value, or its standard deviation
    (``scatter_of``: the uncertainty of the same property's value in the row)."""
    h = _drop_footnote_marks(h).replace("∆", "Δ")
    stat = STAT_RE.search(h)
    if stat and h[:stat.start()].strip():
        info = _header_info(h[:stat.start()])
        if stat.group("sd") and "property" in info:
            return {"scatter_of": info["property"], "unit": info.get("unit", "")}
        return info
    m = METHOD_RE.search(h)
    if m and h[:m.start()].strip():
        word = m.group(1).lower().rstrip(".")
        info = _header_info(h[:m.start()])
        if "property" in info:
            info["fixed"] = {**info.get("fixed", {}), "method": method_word(word)}
        return info
    bare, unit_m = _unit_apart(h)
    unit = canonical_unit(_fraction_lower(unit_m.group(1))) if unit_m else ""
    low = h.lower()
    mentions, _ = find_mentions(h)
    props = [m for m in mentions if m.type == "property"]
    bare = bare.strip(" ,;:/").lower()
    info = _column_kind(low, bare, unit, unit_m, props)
    if info:
        return info
    info = _catalogue_header(h, props, unit, unit_m) if props and (not unit or accepts(props[0].matid[5:], unit)) \
        else _open_header(h, unit, unit_m, low)
    # "Tc,onset (K)", "Tc zero (K)", "Tg midpoint (°C)": the point of the transition a column was read at
    if is_transition_temperature(info.get("property", "")) and (crit := criterion_named(h)):
        info["fixed"] = {**info.get("fixed", {}), "criterion": crit}
    return info


def _header_unit(h: str):
    """The unit of a header, as a match: in parentheses anywhere, after a slash, or as the header's last words ("a
    (Å)", "Peq (bar) 225 °C", "ΔH/kJ mol−1", "Phase Fraction Wt.%"); None."""
    for m in [*re.finditer(r"\(([^()]*)\)", h), re.search(r"\s*/\s*([^/]{1,16})$", h),
              re.search(r"(?:^|\s)((?i:wt|at|vol|mol)\s*\.?\s*%|%|[^\s()]{1,6})\s*$", h)]:
        if m and _is_unit(_fraction_lower(m.group(1))):
            return m
    return None


def _unit_apart(h: str) -> tuple[str, re.Match | None]:
    """A header without its unit, and the unit as ``_header_unit`` matches it (None when it writes none)."""
    unit_m = _header_unit(h)
    return (h[:unit_m.start()] + " " + h[unit_m.end():] if unit_m else h), unit_m


def _column_kind(low: str, bare: str, unit: str, unit_m, props: list) -> dict:
    """A header that names a column's kind rather than a property: a test temperature, loading mode or grain size,
    the material, property, value or condition-text column, or a condition the row fixes ({} when none)."""
    if re.match(r"\s*(test\s+)?temperature\b", low) and bare in ("temperature", "test temperature") \
            or bare in ("t", "temp.", "temp", "t test") or not unit_m and re.match(r"\s*t\s*\(", low):
        return {"condition": ("temperature_K", unit or "K")}
    if re.match(r"\s*(loading mode|loading|mode of loading|test mode)\b", low):
        return {"condition": ("loading_mode", "")}
    if "grain size" in low and not props[1:]:
        return {"condition": ("grain_size_um", unit or "µm")}
    if re.match(r"\s*(alloy|material|composition|sample|specimen)s?\b(?!\s*(?:sizes?|dimensions?|diameters?|"
                r"heights?|lengths?|mass|weights?|no\b|number))", low):
        return {"material_column": True}
    # a column of the phases a sample holds ("Phase: Mg hcp | wt% | a (Å)"): the phase each row's values are of, kept
    # as the row's condition
    if re.fullmatch(r"\s*phases?\s*", low):
        return {"phase_column": True}
    if re.match(r"\s*property\b", low):
        return {"property_column": True}
    if re.match(r"\s*value\b", low):
        return {"value_column": True}
    if re.match(r"\s*(condition|conditions|state|processing)\b", low):
        return {"condition_text_column": True}
    cond = _condition_header(bare, unit)
    if cond:
        return {"condition": cond}        # "Hydrogen pressure (MPa)", "Annealing temperature (°C)": the row's condition
    return {}


def _catalogue_header(h: str, props: list, unit: str, unit_m) -> dict:
    """A header that names a catalogue property: the property (or a narrower one its symbol names), its unit and the
    temperature or structure type the header fixes."""
    info: dict = {"property": props[0].matid[5:]}
    # a symbol beside the name that names a narrower property with this unit ("Reaction enthalpy ΔHabs/kJ
    # mol−1": the absorption enthalpy)
    for word in re.findall(r"[^\s(),;:/]+", h[:unit_m.start()] if unit_m else h):
        narrower = symbol_property(word, unit) if unit and symbol_like(word) else ""
        # narrower: its name holds the named property's words ("absorption enthalpy" ⊃ "enthalpy"); a symbol of
        # another property ("Compressive failure strength, σf": σf is the fracture strength's) does not override
        if narrower and narrower != info["property"] and set(info["property"].split("_")) <= set(narrower.split("_")):
            info["property"] = narrower
            break
    info["unit"] = unit or PROPERTIES[info["property"]][0]
    # "Yield strength at 77 K (MPa)", "Peq (bar) 225 °C", "Capacity Retention After 50 Cycles (%)", "Discharge
    # capacity at 0.2C (mAh/g)", "Compressive yield strength (MPa)": what the sentence components read
    fixed = stated_conditions(h)
    # "Phase component (%) B2": the structure type a column is about
    phase = re.search(rf"(?:^|\s)({STRUKTURBERICHT.pattern})\s*$", re.sub(r"\([^()]*\)", " ", h))
    if phase and len(h.split()) > 1:
        fixed["phase"] = phase.group(1)
    info["fixed"] = fixed
    return info


def _open_header(h: str, unit: str, unit_m, low: str) -> dict:
    """Open vocabulary: the header's name is the property ("Cmax (wt%)", "Crystallite size (nm)", "Peq (bar) 225 °C"
    with its temperature fixed, "δ" in % by convention)."""
    info: dict = {}
    before = (h[:unit_m.start()] if unit_m else h).strip(" ,;:")
    after = h[unit_m.end():] if unit_m else ""
    if not unit_m and (re.fullmatch(r"[xyz]", before) or before in ELEMENTS):
        return info               # "x" of AlxCoCrFeNi: the row's member of a family; "Cr": an element's share
    fixed, before = _open_fixed(before, after)
    pid, before = _open_symbol(before, unit, unit_m)
    words = before.split()
    symbol = len(words) == 1 and len(before) <= 8 or len(words) == 2 and len(words[0]) <= 3 and words[1][:1].isdigit()
    if not pid and symbol:
        pid = symbol_property(before, unit)
        # the header is the symbol alone ("ν", "VEC"): a bare number under it is a value of a property
        # written with no unit (a ratio); a symbol among other words ("Cp / R") names none so surely
        info["bare"] = bool(pid) and not unit
    if not pid and len(words) > 1 and len(words[-1]) <= 4 and not words[-1].islower():
        pid = symbol_property(words[-1], unit)           # "Enthalpy ΔH (kJ/mol)": the symbol names it
        if pid:
            words = []
    if not pid and before and len(before) <= 8 and len(words) <= 2:
        pid = symbol_property(before, unit)                # "T1 bar (°C)": a symbol written with a space
    if not pid and unit and (symbol or not before):
        pid = implied_property(unit)                   # a header that is only a unit: "HV", "vol%"
        if pid and _other_noun(before, pid):
            pid = _named_open(before)     # "Capacity (wt%)": a capacity, not the weight fraction "wt%" names alone
    if not pid and words and (unit or not symbol):
        pid = _named_open(before)
        reason = why_not_name(pid, pid in PROPERTIES) if pid else ""
        if reason:                     # "Milling pressure/time", "Sample diameter": no property
            info["not_property"] = reason
            return info
    if pid and not unit and bare_unit(pid):
        unit = bare_unit(pid)
    if pid and (unit not in ("K", "°C") or pid.endswith("temperature") or symbol or "temperature" in pid
                or not re.match(r"\s*t(?:emperature)?\b", low)):
        info["property"], info["unit"], info["fixed"] = pid, unit, fixed
        info["open"] = True
    return info


def _open_fixed(before: str, after: str) -> tuple[dict, str]:
    """The conditions an open header fixes (a temperature after its unit, a cycle number, a structure type), and its
    name without them."""
    fixed = stated_conditions(f"{before} {after}".strip())
    cyc = CYCLES_RE.search(before)
    if cyc:             # (a cycle number is no word of the property's name)
        before = (before[:cyc.start()] + before[cyc.end():]).strip()
    # "Phase component B33", "Phase fraction (%) B2": the structure type a column is about
    in_name = re.search(rf"\s({STRUKTURBERICHT.pattern})\s*$", before)
    if in_name and len(before.split()) > 1:
        fixed["phase"] = in_name.group(1)
        before = before[:in_name.start()].strip()
    elif re.fullmatch(rf"\s*({STRUKTURBERICHT.pattern})\s*", after):
        fixed["phase"] = after.strip()
    return fixed, before


def _open_symbol(before: str, unit: str, unit_m) -> tuple[str, str]:
    """A symbol written with an open header's name: after a comma ("P-wave velocity, Vp (m/s)") or before a slash in
    quantity calculus ("Capacity cmax/wt%": a known symbol names the property, another is dropped); the property it
    names ("" when none) and the name without it."""
    pid = ""
    named_symbol = re.search(r"[^,]\s*,\s*([^\s,]{1,4})$", before)
    if named_symbol:
        pid = symbol_property(named_symbol.group(1), unit) if unit else ""
        before = before[:named_symbol.start() + 1].strip()
    words = before.split()
    if unit_m is not None and unit_m.group(0).lstrip().startswith("/") and len(words) > 1 \
            and symbol_like(words[-1]):
        pid = symbol_property(words[-1], unit)
        before = " ".join(words[:-1]).strip(" ,;:")
    return pid, re.sub(r"\s+(?:at|in|of)\s*$", "", before).strip()


def _other_noun(word: str, pid: str) -> bool:
    """Is a header's one word a noun of a quantity (a catalogue head noun) that the property its unit implies is not
    named by ("Capacity" over wt%, which alone implies a weight fraction)?"""
    p = catalogue().properties.get(pid)
    w = word.strip().lower()
    return bool(re.fullmatch(r"[a-z]{4,}", w)) and catalogue().head_noun(w) is not None and p is not None \
        and not any(w in n.lower().split() for n in (p.name, *p.synonyms))


def _named_open(before: str) -> str:
    """The open-vocabulary id of a header's words (symbols inside a name, "Absorption pressure at 0.5 cmax", are no
    words of it); "" for a single short word."""
    named = [w for w in re.findall(r"[^\W_]+", before.lower()) if not w.isdigit()]
    if len(named) > 1:
        named = [w for w in named if not symbol_like(w)] or named
        while named and named[-1] in ("at", "in", "of", "for"):
            named.pop()
    if len(named) > 1 or named and len(named[0]) > 3:
        return canonical_property("_".join(named))
    return ""


def _fraction_lower(text: str) -> str:
    return text.lower() if re.fullmatch(r"\s*(?i:wt|at|vol|mol)\s*\.?\s*%\s*", text) else text


def _drop_footnote_marks(h: str) -> str:
    """"Peqa) (bar)", "Cmaxa) (wt%)", "T1 bar c) (°C)": a letter and ")" with no "(" open is a footnote mark."""
    out, depth, i = [], 0, 0
    while i < len(h):
        ch = h[i]
        if ch == "(":
            depth += 1
        elif ch == ")":
            if depth == 0:
                if out and out[-1] in "abcdefg" and (len(out) < 2 or not out[-2].isdigit()):
                    out.pop()
                i += 1
                continue
            depth -= 1
        out.append(ch)
        i += 1
    return re.sub(r"\s{2,}", " ", "".join(out)).strip()


def _is_unit(text: str) -> bool:
    """Does this text (from a header's parentheses or its end) write a unit, and only a unit?"""
    text = text.strip()
    if not text or text.lower() in ("a", "at.", "at", "ref", "refs"):
        return False
    unit = canonical_unit(text)
    qs = find_quantities(f"1 {text}")
    return bool(qs) and qs[0].end >= len(text) + 1 - 3 and unit == qs[0].unit


def _inherit_units(header: list[str], infos: list[dict]) -> None:
    """A spanning group header read into one column only ("Phase component (%) B2" beside "Phase
    component B33"): a unitless open-vocabulary column whose name starts like a column with a unit takes
    that unit and property."""
    def words(h: str) -> list[str]:
        h = re.sub(r"\([^()]*\)", "", _drop_footnote_marks(h))
        m = METHOD_RE.search(h)
        return (h[:m.start()] if m and h[:m.start()].strip() else h).lower().split()

    for i, info in enumerate(infos):
        if not info.get("open") or info.get("unit"):
            continue
        stem = words(header[i])[:2]
        for j, other in enumerate(infos):
            # two words in common, or the one word of a column beside it ("Capacity Model" by "Capacity cmax/wt%")
            if j != i and other.get("open") and other.get("unit") and words(header[j])[:len(stem)] == stem \
                    and (len(stem) == 2 or len(stem) == 1 and j == i - 1):
                info["property"], info["unit"] = other["property"], other["unit"]
                break


@lru_cache(maxsize=1)
def _table_symbols() -> dict[str, str]:
    """The catalogue's ``table_symbols``: each symbol's key, with the property it names in a table of its category."""
    return {symbol_key(s): p.id for p in catalogue().properties.values() for s in p.table_symbols}


def _symbols_of_the_table(header: list[str], infos: list[dict]) -> None:
    """A column's symbol that names another property in a table of that property's category (catalogue
    ``table_symbols``): "δ (%)" beside σy and σUTS is the elongation, beside ΔHmix and VEC an alloy's atomic size
    mismatch. Only where another column is of that category and none of the symbol's usual one."""
    props = catalogue().properties
    for i, (h, info) in enumerate(zip(header, infos)):
        pid, own = _table_symbols().get(symbol_key(_unit_apart(h)[0].strip(" ,;:/"))), info.get("property")
        if not pid or own not in props or own == pid or not accepts(pid, info.get("unit") or props[pid].unit):
            continue
        others = {props[x["property"]].category for j, x in enumerate(infos) if j != i and x.get("property") in props}
        if props[pid].category in others and props[own].category not in others:
            info["property"] = pid


def _element_columns(header: list[str], infos: list[dict]) -> None:
    """Columns of a table of compositions, each headed by an element's symbol with no unit or a share's ("Ti | Zr |
    Mn | Cr", "Mn (at.%)", "chemical composition in at % Mn"): the element's share, no property its symbol also
    writes ("Mn", M n: a molecular weight). Two such columns at least ("Tc (K)" is the critical temperature)."""
    def element(h: str) -> bool:
        written, unit_m = _unit_apart(h)
        last = re.findall(r"[A-Za-z0-9]+", re.sub(r"\([^()]*\)", " ", _drop_footnote_marks(written)))  # (not "B2")
        unit = canonical_unit(_fraction_lower(unit_m.group(1))) if unit_m else ""
        return bool(last) and last[-1] in ELEMENTS and unit in ("", "%", "at%", "wt%", "mol%")
    columns = [i for i, h in enumerate(header) if element(h)]
    for i in columns if len(columns) >= 2 else ():
        infos[i] = {"element_share": True}


def _parenthesised_uncertainty(number: str, rest: str) -> float | None:
    """"5.02837(12)" -> 0.00012 (in the last digits), "30 (6)" -> 6, "1.36 (4%)" -> 0.0544 (relative)."""
    m = re.fullmatch(r"\s*\(\s*(\d+(?:\.\d+)?)\s*(%?)\s*\)\s*" + FOOTNOTE_MARK, rest or "")
    if not m:
        return None
    u = float(m.group(1))
    if m.group(2):
        return round(abs(to_float(number)) * u / 100, 12)
    decimals = len(number.split(".")[1]) if "." in number else 0
    if "." not in m.group(1) and decimals:
        return round(u * 10 ** -decimals, 12)
    return u


def table_row_measurements(caption: str, header: list[str], row: list[str],
                           context_material: str = "", samples=None) -> Recognition:
    """Measurements and mentions of one table row; material, units and conditions may come from the
    header and the caption. Two shapes: a property per column (the header names property and unit), and
    Property | Value | Condition rows. ``samples`` (``PaperSamples``) resolves sample codes the paper defines
    elsewhere. Cells with a number that give no measurement are reported in ``skipped`` with the reason."""
    caption, header, row = plain_math(caption), [plain_math(h) for h in header], [plain_math(c) for c in row]
    cap_mentions, _ = find_mentions(caption)
    infos = [_header_info(h) for h in header]
    _inherit_units(header, infos)
    _symbols_of_the_table(header, infos)
    _element_columns(header, infos)
    if any(inf.get("phase_column") for inf in infos):
        # (a share with no name beside a column of phases is each phase's fraction: "Phase | wt% | a (Å)")
        for h, inf in zip(header, infos):
            if inf.get("property") in ("weight_fraction", "volume_fraction") and not re.search(r"[A-Za-z]{3,}", h):
                inf["property"] = "phase_fraction"
    material, how, row_mentions, unrecognised = _row_material(caption, header, row, infos, cap_mentions,
                                                              context_material, samples)
    conditions = _row_conditions(caption, row, infos)
    text = f"{caption}\n" + "; ".join(f"{h}: {c}" for h, c in zip(header, row))
    measurements: list[Measurement] = []
    skipped: list[tuple[str, str]] = []
    if material:
        measurements += _property_value_row(material, row, infos, conditions, text)
        measurements += _property_columns(material, row, infos, conditions, text, skipped)
    else:
        skipped += [(c, "no material for the row") for c, inf in zip(row, infos) if "property" in inf and _has_number(c)]
    skipped += [(c, inf.get("not_property", "the column's header names no property"))
                for i, (c, inf) in enumerate(zip(row, infos)) if i and _has_number(c)
                and not ({"property", "condition", "property_column", "value_column", "scatter_of"} & set(inf))]
    caption_loading, stated = _named_loading(caption), dict(caption_conditions(caption))
    tested_in = _caption_loading(caption)
    if "temperature_K" not in stated:
        stated.update(_row_temperature(caption, row))
    for m in measurements:
        m.binding = {"material": how, "property": m.binding.get("property", "header"), "value": "table_cell"}
        if m.binding["property"] == "header_open" and samples is not None:
            # (a header's name that is short for the paper's property: "Capacity (wt%)" in a paper of hydrogen storage
            # capacities)
            longer = samples.longer_named(m.property.replace("_", " "), m.property, m.value, m.unit)
            if longer:
                m.property, m.binding["property"] = longer, "paper_property"
                m.value_std, m.unit_std = standard_value(m.value, m.unit, longer)
        for key, mode in caption_loading.get(m.property, {}).items():
            m.conditions.setdefault(key, mode)
        if tested_in and catalogue().properties.get(m.property) is not None \
                and catalogue().properties[m.property].category == "mechanical":
            m.conditions.setdefault("loading_mode", tested_in)
        for key, value in stated.items():
            if key != "temperature_K" or m.unit not in ("K", "°C"):   # a temperature has no test temperature
                m.conditions.setdefault(key, value)
        if stated.get("processing") and stated["processing"] not in str(m.conditions["processing"]):
            # a row's state under a caption's processing ("HT 350 °C", "HPT N10" under "… processed by HPT for 10
            # turns after heat treatment at 350 °C"): the caption's, the row's words after it
            m.conditions["processing"] = f"{stated['processing']}, {m.conditions['processing']}"
        own_loading_mode(m.property, m.conditions)
        assess(m)
    header_mentions = [m for h in header for m in find_mentions(h)[0]]
    return Recognition(cap_mentions + header_mentions + row_mentions, measurements, unrecognised, skipped)


def stated_conditions(text: str) -> dict:
    """The conditions a text unit that holds no value of its own (a column header, a caption) states for the values
    written under or after it: those the sentence components read for a value written right after it (``read``, then
    ``conditions.conditions_of`` and its C-rate), so that no rule of conditions is written again for tables."""
    return dict(_stated(text))


@lru_cache(maxsize=1024)
def _stated(text: str) -> dict:
    doc = read(text)
    end = len(doc.text)
    value = Quantity(0.0, "", end, end)
    cond = conditions_of(doc.text, value, doc.mentions, doc.temps, doc.sizes, doc.rates, quantities=doc.every)
    rate = c_rate_of(doc.text, value)
    if rate is not None:
        cond["c_rate"] = rate
    return cond


@lru_cache(maxsize=256)
def caption_conditions(caption: str) -> dict:
    """The test temperature, strain rate and processing a caption states for every value of its table, read by the
    sentence components (``recognise.read``): "… at room temperature", "… tested at 800 °C"; not a temperature of
    making ("annealed at 1000 °C"), and no temperature when the caption states several ("at 77 K and 293 K": the
    columns say which); the processing where it names one process, or the steps of one route, with their settings
    ("… Mg-30 at% Ni processed by HPT for 10 turns after heat treatment at 350 °C for 24 h"): none where it names
    several that are no route ("the
    as-cast and annealed alloys": the rows say which) or only a state that may be one sample's ("AS (as-atomized) and
    VA (vacuum-annealed) alloys"). A column, a row or a header that states its own wins."""
    doc = read(caption)
    kelvins = {k for _, _, k in doc.temps}
    stated = {"temperature_K": kelvins.pop()} if len(kelvins) == 1 else {}
    if doc.rates:                                   # "… tested at a strain rate of 10^-3 s^-1"
        stated["strain_rate_per_s"] = doc.rates[0].value
    made = stated_conditions(caption).get("processing", "")
    procs = sorted(doc.procs, key=lambda p: p.start)
    route = len({p.matid for p in procs}) > 1 and all(_NEXT_STEP.search(doc.text, a.end, b.start)
                                                      for a, b in zip(procs, procs[1:]))
    if route and made and (end := doc.text.rfind(made)) >= procs[-1].start:
        made = doc.text[procs[0].start:end + len(made)]
    if (len({p.matid for p in procs}) == 1 or route) and re.search(r"\d", made):
        stated["processing"] = made
    return stated


# a word in a condition cell other than a unit, "test(ed)" or "at": what names a state, not a test
_STATE_WORD = re.compile(r"\b(?!(?:tests?|tested|testing|at|and)\b)[A-Za-z]{2,}", re.I)


# what joins the steps of one route ("processed by HPT for 10 turns after heat treatment at 350 °C"), unlike a list of
# states the rows tell apart ("the as-cast and annealed alloys")
_NEXT_STEP = re.compile(r"\b(?:after|before|followed\s+by|then|prior\s+to|subsequent(?:ly)?(?:\s+to)?)\b", re.I)


@lru_cache(maxsize=256)
def caption_sample_temperatures(caption: str) -> tuple[tuple[str, float], ...]:
    """The test temperature a caption gives each sample it names, when it names one per temperature ("… for
    Alloy_1 – (…) 373 K, Alloy_2 – (…) 393 K and Alloy_3 – (…) 433 K"): ((label key, kelvin), …); () otherwise. The
    label is the first sample label written after the previous temperature."""
    temps = sorted(read(caption).temps)
    out, prev = [], 0
    for start, end, kelvin in temps:
        label = SAMPLE_LABEL.search(caption, prev, start)
        if label is None or find_quantities(label.group(0)):
            return ()
        out.append((label_key(label.group(0)), kelvin))
        prev = end
    return tuple(out) if len(out) >= 2 and len({k for k, _ in out}) == len(out) else ()


def _row_temperature(caption: str, row: list[str]) -> dict:
    """The temperature the caption gives the sample of this row (``caption_sample_temperatures``; a row labelled
    "Alloy_1_as-cast" is a sample "Alloy_1" named), or {}."""
    key = label_key(row[0]) if row and row[0].strip() else ""
    for label, kelvin in caption_sample_temperatures(caption) if key else ():
        if key == label or key.startswith(label + "-"):
            return {"temperature_K": kelvin}
    return {}


def _named_loading(text: str) -> dict[str, dict]:
    """The loading mode a property's own name in this text says ("Compressive yield strength (MPa) of …": the yield
    strength, in compression), by property id: {pid: {"loading_mode": mode}}."""
    out: dict[str, dict] = {}
    for m in find_mentions(text)[0]:
        lm = LOADING_RE.search(m.text) if m.type == "property" else None
        if lm:
            out.setdefault(m.matid[5:], {"loading_mode": loading_mode(lm.group(1))})
    return out


@lru_cache(maxsize=256)
def _caption_loading(caption: str) -> str:
    """The one loading mode a caption names outside a property's name, for every mechanical value of its table
    ("Compressive properties of the RHEAs at 1000 °C", "Tensile test results"), or "" (none, or two: "Tensile and
    compressive properties")."""
    named = [(m.start, m.end) for m in find_mentions(caption)[0] if m.type == "property"]
    modes = {loading_mode(x.group(1)) for x in LOADING_RE.finditer(caption)
             if not any(a <= x.start() < b for a, b in named)}
    return modes.pop() if len(modes) == 1 else ""


def _has_number(cell: str) -> bool:
    return bool(re.search(r"\d", cell or ""))


# a first-column header under which cells are no samples (a phase, an element, a condition per row)
_NOT_SAMPLE_COLUMN = re.compile(r"\s*(?:phases?|structures?|elements?|parameters?|propert(?:y|ies)|conditions?|"
                                r"methods?|techniques?|refs?\.?|references?|temperatures?|t|time|steps?|peaks?|"
                                r"planes?|reflections?|bonds?|sites?|atoms?|models?|equations?)\b", re.I)


def _row_material(caption: str, header: list[str], row: list[str], infos: list[dict], cap_mentions: list[Mention],
                  context_material: str, samples=None) -> tuple[str, str, list[Mention], list[str]]:
    """The row's material and how it was found (a material cell, a series member, a sample label the paper
    defines or does not, the caption's material, or the paper's), with the mentions and unrecognised formulas
    of its cells."""
    row_mentions: list[Mention] = []
    unrecognised: list[str] = []
    material, how = "", ""
    unreadable = False
    for cell, info in zip(row, infos):
        ms, bad = find_mentions(cell)
        if alloy_system(cell.strip()):
            # a cell that is an alloy system ("Mg-Ni" in a review's table of systems): the system, not its first element
            ms = [Mention("material", cell.strip(), 0, len(cell.strip()), "mat:" + label_key(cell), cell.strip())]
        row_mentions += ms
        unrecognised += bad
        mats = [m for m in ms if m.type in MATERIAL_TYPES or info.get("material_column") and m.type == "element"]
        if mats and (info.get("material_column") or not material):
            material, how = mats[0].matid, "table_material_cell"
        # "Mg-30wt.%La- 10%wt.%Ni" under "Composition": the row's material is written but cannot be read, so no other
        # cell ("Mg-La", the alloy system) and no fallback stands in for it
        unreadable = unreadable or bool(bad and not mats and info.get("material_column"))
    if unreadable:
        return "", "", row_mentions, unrecognised
    label = row[0].strip() if row else ""
    if samples is not None and label and label_key(label) in samples.labels and how != "table_material_cell":
        return samples.labels[label_key(label)][0], "table_row_label", row_mentions, unrecognised
    if samples is not None and label in samples.names and how != "table_material_cell":
        return samples.names[label][0], "table_row_label", row_mentions, unrecognised
    if not material:
        material = series_member(caption, label)
        if not material and samples is not None:
            values = {v: float(n) for v, n in re.findall(r"\b([xyz])\s*=\s*(\d+(?:\.\d+)?)", label)}
            material = samples.member(values) if values else ""
        how = "table_series" if material else ""
    if not material and label and not infos[0].get("property") and not infos[0].get("condition") \
            and SAMPLE_LABEL.fullmatch(label) and not _NOT_SAMPLE_COLUMN.match(header[0]) \
            and not STRUKTURBERICHT.fullmatch(label) \
            and not any(m.type in ("phase", "element", "property", "process") for m in find_mentions(label)[0]):
        material, how = "mat:" + label_key(label), "table_sample_code"   # "Alloy_1_as-cast", "NCN", "S1"
    if not material:
        # (a material the caption names before an element that is the sample: "three groups of vanadium samples")
        cap_materials = sorted((m for m in owners(caption, cap_mentions) if not m.matid.count("(x)")),
                               key=lambda m: m.type not in MATERIAL_TYPES)
        material, how = (cap_materials[0].matid, "caption") if cap_materials else (context_material, "paper")
        if how == "paper" and samples is not None and samples.alone(material):
            how = "paper_sole"
    return material, how, row_mentions, unrecognised


def _condition_header(bare: str, unit: str) -> tuple[str, str] | None:
    """The catalogue condition (key, the header's unit) a header of several words names, in a unit of its dimension
    ("hydrogen pressure" in MPa: pressure_bar), or a count or ratio the header names with no unit ("Cycle number");
    None for a condition that is a value too (its ``as_value``: a
    current density column holds the cells' values) or a header that names none."""
    c = catalogue().condition_by_name(bare)
    if c is None or c.as_value:
        return None
    if not unit and not c.unit and c.dimension == "dimensionless":
        return c.key, ""                     # a count or a ratio: "Cycle number", "C-rate"
    if " " not in bare.replace("-", " ").strip() or not unit or not c.unit or not compatible(unit, c.unit):
        return None
    return c.key, unit


def _row_conditions(caption: str, row: list[str], infos: list[dict]) -> dict:
    """Conditions of the row: its condition columns (temperature, loading mode, ...)."""
    conditions: dict = {}
    for cell, info in zip(row, infos):
        if info.get("phase_column") and cell.strip():
            conditions["phase"] = cell.strip()        # "Ni fcc", "Mg2Ni hcp"
        if info.get("condition_text_column") and cell.strip():
            # a column of states ("Condition: HPT N100, γ = 4400"): what it states, and a processing state that is
            # all it states as the whole cell, so that rows of one process that differ in its settings stay apart
            # (not "RT, as-cast": as-cast at room temperature)
            stated = stated_conditions(cell)
            made = stated.get("processing", "")
            if set(stated) == {"processing"} or "temperature_K" in stated and (
                    re.search(rf"{re.escape(made)}\s+(?:at\s+)?\d", cell) if made
                    else _STATE_WORD.search(LOADING_RE.sub(" ", RT_RE.sub(" ", cell)))):
                # (a temperature right after a process, or with a word of no test beside it, is the state's: "Aged
                # 500 °C", "HT 350 °C", heat-treated at 350 °C, not tested at it; "Tension, 800 °C" and "RT, as-cast"
                # are a test's)
                stated = {k: v for k, v in stated.items() if k != "temperature_K"} | {"processing": " ".join(cell.split())}
            conditions.update(stated)
        if "condition" not in info:
            continue
        key, unit = info["condition"]
        if key == "loading_mode":
            lm = LOADING_RE.search(cell)
            if lm:
                conditions[key] = loading_mode(lm.group(1))
            elif (how := _method_cell(cell)):
                conditions["method"] = how      # "Loading mode: Extrapolated": how the row's value was got
            continue
        m = _CELL_NUM.match(cell)
        if m:
            v = to_float(m.group("v"))
            target = condition_unit(key)
            try:                    # in the condition's unit ("1.5 MPa" of a pressure column: 15 bar)
                conditions[key] = round(convert(v, unit, target), 6) if unit and target and unit != target else v
            except Exception:  # noqa: BLE001  (a unit pint cannot convert: the cell as written)
                conditions[key] = v
        elif key == "temperature_K" and RT_RE.search(cell):
            conditions[key] = 293.0
    return conditions


def _method_cell(cell: str) -> str:
    """The method a cell that holds only a word of the catalogue's ``method`` condition names ("Extrapolated",
    "Calc."), or ""."""
    word = cell.strip().rstrip(".").lower()
    method = catalogue().conditions.get("method")
    known = set(method.values if method else ()) | set(catalogue().vocabulary.method_words)
    return method_word(word) if word in known else ""


def _property_value_row(material: str, row: list[str], infos: list[dict], conditions: dict,
                        text: str) -> list[Measurement]:
    """A Property | Value | Condition row: the property named in one cell, its value in another, the test
    temperature and loading mode read from the condition cell."""
    prop_col = next((i for i, inf in enumerate(infos) if inf.get("property_column")), None)
    val_col = next((i for i, inf in enumerate(infos) if inf.get("value_column")), None)
    if prop_col is None or val_col is None:
        return []
    props = [m for m in find_mentions(row[prop_col])[0] if m.type == "property"]
    qs = find_quantities(row[val_col])
    if not props or not qs:
        return []
    pid, q = props[0].matid[5:], qs[0]
    # the property cell ("Compressive yield strength": in compression) under the row's conditions (its condition cell,
    # "Tension, 800 °C", "RT, as-cast"), each read as the sentence components read a text unit
    cond = {**stated_conditions(row[prop_col]), **conditions}
    std, std_unit = standard_value(q.value, q.unit, pid)
    return [Measurement(material, pid, q.value, q.unit, std, std_unit, cond, q.uncertainty, text)]


NOT_MEASURED = re.compile(r"\s*(?:[-–—−]+|n\.?\s?a\.?|n\.?\s?d\.?|n/a|none|not\s+(?:measured|determined|detected)|"
                          r"/|\?|x|×)?\s*", re.I)


def _property_columns(material: str, row: list[str], infos: list[dict], conditions: dict,
                      text: str, skipped: list | None = None) -> list[Measurement]:
    """A property per column: each cell under a header that names a property is a value in the header's
    unit (or, with no unit in the header, a cell that writes its own)."""
    out: list[Measurement] = []
    skipped = [] if skipped is None else skipped
    for i, (cell, info) in enumerate(zip(row, infos)):
        if "scatter_of" in info:
            # "Mean | SD" under one property: the SD is the uncertainty of the value the row gives before it
            m = _CELL_NUM.match(cell or "")
            owner = next((x for x in reversed(out) if x.property == info["scatter_of"]), None)
            if m and not m.group("v2") and owner is not None and owner.uncertainty is None \
                    and (not info["unit"] or info["unit"] == owner.unit):
                owner.uncertainty = to_float(m.group("v"))
            elif _has_number(cell):
                skipped.append((cell, "a standard deviation with no value of its property before it"))
            continue
        if "property" not in info:
            continue
        if NOT_MEASURED.fullmatch(cell or ""):
            continue                  # "–", "n.a.": not measured
        pid, unit = info["property"], info["unit"]
        # a header the catalogue knows (by a name, a synonym or a symbol) is no open-vocabulary property
        how = "header_open" if info.get("open") and pid not in PROPERTIES else "header"
        if info.get("open") and not unit and not (info.get("bare") and accepts(pid, "")):
            # no unit in the header: a cell that writes its own ("1.6 wt%, 5 h") is a value, a bare number is not
            cq = [q for q in find_quantities(re.sub(r"\([^()]*\)", lambda x: " " * len(x.group(0)), cell))
                  if q.unit not in CONDITION_UNITS]        # "0.33 (45%)": the parenthesis is an error
            if cq:
                q = cq[0]
                std, std_unit = standard_value(q.value, q.unit, pid)
                out.append(Measurement(material, pid, q.value, q.unit, std, std_unit,
                                       {**conditions, **info.get("fixed", {})}, q.uncertainty, text,
                                       binding={"property": how}))
            elif _has_number(cell):
                skipped.append((cell, "a bare number under a header with no unit"))
            continue
        m = _CELL_NUM.match(cell)
        if not m or (m.group("rest") and not re.fullmatch(r"[\s()a-zA-Z%]*|\s*\(\s*\d+(?:\.\d+)?\s*%?\s*\)\s*"
                                                          + FOOTNOTE_MARK, m.group("rest"))):
            if _has_number(cell):     # "17 (3)", "5.02837(12)": an uncertainty in parentheses is fine
                skipped.append((cell, "a cell that is not one value (several numbers, or text)"))
            continue
        v = _cell_value(m)
        value = (v, to_float(m.group("v2"))) if m.group("v2") and not (m.group("exp") or m.group("e")) else v
        pm = to_float(m.group("pm")) if m.group("pm") else _parenthesised_uncertainty(m.group("v"), m.group("rest"))
        if pid == "crss" and any(re.search(r"twinning", c, re.I) and not re.search(r"slip", c, re.I) for c in row):
            pid = "twinning_stress"
        std, std_unit = standard_value(value, unit, pid)
        bound = {"bound": m.group("bound")} if m.group("bound") else {}       # ">20": at least 20
        out.append(Measurement(material, pid, value, unit, std, std_unit,
                               {**conditions, **info.get("fixed", {}), **bound}, pm, text, binding={"property": how}))
    return out


def labelled_rows(rows: list[list[str]]):
    """A table's rows as they are read: a row whose first cell is empty goes on under the label of the row above
    (a label cell merged over a group of rows)."""
    label = ""
    for row in rows:
        if row and not row[0].strip() and label:
            row = [label, *row[1:]]
        elif row:
            label = row[0]
        yield row
