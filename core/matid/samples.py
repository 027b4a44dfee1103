"""The paper's samples: the labels a paper defines for its compositions ("… (NCN)", "Alloy_1 – (…)"), series
members ("x = 0.1"), and measurements of a label given to its composition."""
from __future__ import annotations

import re

from ..units import find_quantities, plain_math
from .compositions import SERIES_RE, find_compositions, substitute_series
from .mentions import STRUKTURBERICHT, find_mentions
from .records import Measurement

# a row label that names a sample: letters with digits, '_' or '-' (upper case or mixed), not a word of prose
SAMPLE_LABEL = re.compile(r"(?=\S*(?:[A-Z]\S*[A-Z]|\d|_))[A-Za-z][\w.+\-/]{1,24}")


def series_member(caption: str, label: str) -> str:
    """The composition a row labelled "x = 0.1" stands for, in a caption that names the series
    ("Ti0.84Zr0.16Mn0.9+xCr0.7Fe0.1"): the series' formula with the label's values put in."""
    values = {v: float(n) for v, n in re.findall(r"\b([xyz])\s*=\s*(\d+(?:\.\d+)?)", label)}
    if not values:
        return ""
    caption = re.sub(r"(?<=[xyz])[-‐]\s+(?=[A-Z][a-z]?\d)", "", caption)   # "Mn0.9+x- Cr0.7": broken at a line end
    for tok in re.findall(r"[\w().+\-−–]+", caption):
        if any(m.group("var") in values or m.group("var2") in values for m in SERIES_RE.finditer(tok)):
            comps, _ = find_compositions(substitute_series(tok, values))
            if comps and not comps[0][2].is_family:
                return comps[0][2].matid
    return ""


# --- sample labels defined in the text ---------------------------------------------------------
_LABEL = r"[A-Za-z][\w\-]{0,15}"


_LABEL_AFTER = re.compile(rf"\s*\(\s*(?P<l>{_LABEL})\s*\)|\s*[,(]?\s*(?:hereafter\s+)?(?:denoted|labell?ed|referred\s+to|"
                          rf"designated|named|called|abbreviated)\s+(?:as\s+)?[\"“']?(?P<l2>{_LABEL})")


_LABEL_BEFORE = re.compile(rf"(?P<l>{_LABEL})\s*(?:[–—:=]|-\s)\s*\(?$")


def label_key(label: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")


def sample_labels(text: str) -> dict[str, str]:
    """Sample labels the text defines for compositions: "Zr0.85Nb0.15Co0.6Cu0.15Ni0.25 (NCN)",
    "Alloy_1 – (Ce0.1La0.9)(Ni4.47Al0.06Fe0.2Mn0.27)", "…, denoted as HNCN". Label key ("alloy-1") -> (comp MatID, the label as written).
    A label must look like one (capitals, digits or '_'), and not be a unit, element, phase or process;
    a label given to two different compositions is ambiguous and left out."""
    text = plain_math(text)
    found: dict[str, set[str]] = {}
    for start, end, comp in find_compositions(text)[0]:
        if comp.is_family:
            continue
        labels = []
        m = _LABEL_AFTER.match(text, end)
        if m:
            labels.append(m.group("l") or m.group("l2"))
        m = _LABEL_BEFORE.search(text[max(0, start - 24):start])
        if m:
            labels.append(m.group("l"))
        for label in labels:
            if not SAMPLE_LABEL.fullmatch(label) or STRUKTURBERICHT.fullmatch(label) \
                    or _names_something(label, comp) or find_quantities(f"1 {label}") \
                    or label.lower() in ("x", "y", "z", "at", "wt", "eq", "fig", "table", "ref"):
                continue
            found.setdefault(label_key(label), {})[comp.matid] = label
    return {k: next(iter(v.items())) for k, v in found.items() if len(v) == 1}


def _names_something(label: str, comp) -> bool:
    """Is a would-be label a name of its own: a phase, process, property, or a formula that shares an element
    with the composition it stands beside ("TiFe (TiFeH2)" is a hydride; "Zr0.7Hf0.3Co0.6Cu0.15Ni0.25 (H2CN)"
    is a label that only reads as a formula)?"""
    found = find_mentions(label)[0]
    if not found:
        return False
    if len(found) == 1 and found[0].type == "composition" and found[0].text == label:
        mine = set(re.findall(r"[A-Z][a-z]?", comp.matid[5:]))
        return bool(mine & set(re.findall(r"[A-Z][a-z]?", found[0].matid[5:])))
    return True


def relabel(meas: Measurement, labels: dict[str, tuple[str, str]]) -> Measurement:
    """A measurement of a sample label (``mat:alloy-1-as-cast``) is one of the composition the paper
    defines for that label ("Alloy_1"), in the state the rest of the label names (processing "as-cast")."""
    if not meas.material.startswith("mat:") or not labels:
        return meas
    key = meas.material[4:]
    for label in sorted(labels, key=len, reverse=True):
        if key == label or key.startswith(label + "-"):
            meas.material = labels[label][0]
            state = key[len(label):].strip("-")
            if re.search(r"[a-z]{2}", state) and "processing" not in meas.conditions:
                meas.conditions["processing"] = state
            break
    return meas
