"""The paper's samples: the labels a paper defines for its compositions ("… (NCN)", "Alloy_1 – (…)"), series
members ("x = 0.1"), and measurements of a label given to its composition."""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from ..units import find_quantities, plain_math
from .codes import CODE_LIKE, blend_parts, class_blend_partners, is_gas, sample_code_like, unread_codes, written_blends
from .compositions import ELEMENTS, Composition, find_compositions, join_excess, parse_composition, whole_formula
from .mentions import STRUKTURBERICHT, find_mentions
from .quantities import SHARE
from .records import MATERIAL_TYPES, label_key, Measurement
from .materials import (POLYMER_NAME, alloy_system, common_name, composites, doped, is_material_phrase, named_by_role,
    phase_formulas, resolve_mentions)
from .abbreviations import abbreviations, glued_to_a_name, matches
from .lexicon import words
from .words import accepts, next_word, singular_noun, words_of
from .owners import is_constituent, is_medium, named_as_component, names_a_property, owners
from .catalogue import catalogue
from .confidence import assess, plausible
from .vocab import PROPERTIES

# a row label that names a sample: letters with digits, '_' or '-' (upper case or mixed), not a word of prose
SAMPLE_LABEL = re.compile(r"(?=\S*(?:[A-Z]\S*[A-Z]|\d|_))[A-Za-z][\w.+\-/]{1,24}")


def series_member(caption: str, label: str) -> str:
    """The composition a row labelled "x = 0.1" stands for, in a caption that names the series
    ("Ti0.84Zr0.16Mn0.9+xCr0.7Fe0.1"): the family whose variable the label gives, with its value put in."""
    values = {v: float(n) for v, n in re.findall(r"\b([xyz])\s*=\s*(\d+(?:\.\d+)?)", label)}
    if not values:
        return ""
    caption = re.sub(r"(?<=[xyz])[-‐]\s+(?=[A-Z][a-z]?\d)", "", caption)   # "Mn0.9+x- Cr0.7": broken at a line end
    families = [comp for _, _, comp in find_compositions(caption)[0] if comp.is_family]
    for comp in families:
        if comp.variables == set(values):
            member = comp.member(values)
            if member is not None:
                return member.matid
    # "x = 0, y = 0" in a table of the series …Mn0.9+x… and …Cr0.7+y…: the parent both series start from, when
    # every series whose variables the row gives has that same member
    members = {m.matid for comp in families if comp.variables < set(values)
               for m in [comp.member({v: values[v] for v in comp.variables})] if m is not None}
    return members.pop() if len(members) == 1 else ""


# --- sample labels defined in the text ---------------------------------------------------------
_LABEL = r"[A-Za-z][\w\-]{0,15}"


# (the composition's unit and the class noun may stand between: "the Mg–2Zn–0.3Ca (wt.%) alloy (ZX20)")
_LABEL_AFTER = re.compile(rf"(?:\s*\(\s*(?:wt|at|mol|vol)\s?\.?\s?%\s*\))?(?:\s+(?:alloy|steel|glass|ceramic|powder)s?)?"
                          rf"\s*\(\s*(?P<l>{_LABEL})\s*\)|\s*[,(]?\s*(?:hereafter\s+)?(?:denoted|labell?ed|referred\s+to|"
                          rf"designated|named|called|abbreviated)\s+(?:as\s+)?[\"“']?(?P<l2>{_LABEL})")


# (a dash with no space around it joins a composite's parts: "the ZrB2–SiC composite" defines no label ZrB2)
_LABEL_BEFORE = re.compile(rf"(?P<l>{_LABEL})(?:\s*[:=]|\s+[–—]|-\s)\s*\(?$")


def sample_labels(text: str) -> dict[str, str]:
    """Sample labels the text defines for compositions: "Zr0.85Nb0.15Co0.6Cu0.15Ni0.25 (NCN)",
    "Alloy_1 – (Ce0.1La0.9)(Ni4.47Al0.06Fe0.2Mn0.27)", "…, denoted as HNCN". Label key ("alloy-1") -> (comp MatID, the label as written).
    A label must look like one (capitals, digits or '_'), and not be a unit, element, phase or process;
    a label given to two different compositions is ambiguous and left out."""
    text = plain_math(text)
    found: dict[str, set[str]] = {}
    for start, end, comp in find_compositions(text)[0]:
        if comp.is_family:
            for label, member in _series_labels(text, end, comp):
                found.setdefault(label_key(label), {})[member] = label
            continue
        labels = []
        m = _LABEL_AFTER.match(text, end)
        if m and not re.search(rf"(?:{SHARE}|{_SUBSTITUTED})\s*$", text[max(0, start - 24):start]):
            # (not a label after a share: "with 20 wt% Bi2WO6 (BW-CN20)" names the sample made with it; nor after
            # what replaces a part: "50% of the CaO was replaced by SrO (Sr50)")
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


# a family's members and the labels given them in order: "NaNi1/3Fe1/3Mn1/3−xTixO2 (x = 0, 0.05 and 0.10) powders,
# denoted NFM, NFMT5 and NFMT10"
_SERIES_VALUES = re.compile(r"\s*\(\s*(?P<var>[xyz])\s*=\s*(?P<values>\d+(?:\.\d+)?(?:\s*(?:,\s*(?:and\s+)?|and\s+)"
                            r"\d+(?:\.\d+)?)+)\s*\)")
_SERIES_LABEL = r"[A-Z0-9][\w\-]{0,15}"
_SERIES_NAMES = re.compile(rf"[^.;]{{0,80}}?\b(?:denoted|labell?ed|designated|named|referred\s+to|called|abbreviated)"
                           rf"\s+(?:as\s+)?(?P<labels>{_SERIES_LABEL}(?:\s*,\s*(?:and\s+)?{_SERIES_LABEL}|"
                           rf"\s+and\s+{_SERIES_LABEL})+)")


def _series_labels(text: str, end: int, comp) -> list[tuple[str, str]]:
    """The labels a text gives the members of a family it lists right after its formula, in order: (label, the
    member's MatID); [] unless as many labels as values are given."""
    values = _SERIES_VALUES.match(text, end)
    names = _SERIES_NAMES.match(text, values.end()) if values else None
    if not names:
        return []
    xs = re.findall(r"\d+(?:\.\d+)?", values.group("values"))
    labels = re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", names.group("labels"))
    if len(xs) != len(labels):
        return []
    out = []
    for x, label in zip(xs, labels):
        member = comp.member({values.group("var"): float(x)})
        if member is not None and SAMPLE_LABEL.fullmatch(label):
            out.append((label, member.matid))
    return out


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
    defines for that label ("Alloy_1"), in the state the rest of the label names (processing "as-cast"). A
    composite of labelled materials ("LSM-YSZ", both defined) is neither of them, nor is a code with a number
    among the rest's parts ("PBMCo-12-Fe": a sample made from PBMCo)."""
    if not meas.material.startswith("mat:") or not labels:
        return meas
    key = meas.material[4:]
    for label in sorted(labels, key=len, reverse=True):
        if key == label or key.startswith(label + "-"):
            rest = [part for part in key[len(label):].split("-") if part]
            if any(part in labels or part.isdigit() for part in rest):
                break           # a composite of labels; a code of a sample made from the label's ("pbmco-12-fe")
            meas.material = labels[label][0]
            if meas.binding.get("material") == "table_sample_code":
                meas.binding["material"] = "table_row_label"
                assess(meas)
            state = key[len(label):].strip("-")
            if re.search(r"[a-z]{2}", state) and "processing" not in meas.conditions:
                meas.conditions["processing"] = state
            break
    return meas


# --- the paper's samples, known from the whole text ----------------------------------------------
# how much a mention counts towards the paper's main material, by the section it is in
SECTION_WEIGHTS = ((r"title", 4.0), (r"abstract|summary|highlights|front matter", 3.0),
                   (r"experiment|method|material|preparation|synthesis|fabrication|procedure", 2.0),
                   (r"introduction|background|literature", 0.3), (r"reference|bibliograph|acknowledg", 0.0))
VALUE_RE = re.compile(r"(?<![\w.])([xyzδ])\s*=\s*(\d+(?:\.\d+)?)(?!\d|\.\d)")


@dataclass
class PaperSamples:
    """What a paper made and tested, known from its whole text before any sentence is read: its main
    material, the labels and names it defines for materials (sample codes, abbreviations such as
    "yttria-stabilized zirconia (YSZ)"), the short forms it defines for other things ("intermetallic compounds
    (ICs)": not formulas), the formulas it names as phases or precipitates, and its families (AlxCoCrFeNi)."""
    main: str = ""
    labels: dict[str, tuple[str, str]] = field(default_factory=dict)   # label key -> (MatID, label as written)
    names: dict[str, tuple[str, str]] = field(default_factory=dict)    # name as written -> (MatID, long form)
    not_materials: set[str] = field(default_factory=set)                # short forms of things that are not materials
    phases: set[str] = field(default_factory=set)                       # MatIDs the paper names as phases
    families: list = field(default_factory=list)                        # Composition families, most named first
    family_weights: dict[str, float] = field(default_factory=dict)     # family MatID -> how much the paper names it
    weights: dict[str, float] = field(default_factory=dict)            # MatID -> how much the paper is about it
    titled: str = ""                                                   # the one material the title names, if any
    properties: dict[str, int] = field(default_factory=dict)          # catalogue property -> times the text names it
    nouns: dict[str, str] = field(default_factory=dict)               # class noun -> the sample the paper writes it of
    partners: set[str] = field(default_factory=set)                   # what the paper blends its samples with, and its devices' layers

    def is_sample(self, matid: str) -> bool:
        """Is this a material the paper made or tested (named in its title, abstract, methods or tables)?"""
        return self.weights.get(matid, 0.0) >= 2.0 or matid == self.main or any(
            matid == m for m, _ in self.labels.values())

    @property
    def sole(self) -> bool:
        """Is the main material nearly all the paper is about (its share of the weight of every material the
        paper names at least 0.7)? Then a value whose sentence names no material is very likely the main one's."""
        total = sum(self.weights.values())
        return bool(self.main) and total > 0 and self.weights.get(self.main, 0.0) >= 0.7 * total

    def alone(self, matid: str) -> bool:
        """Is a value the paper gives no material for surely this material's: the main one of a paper nearly all about
        it (``sole``), or the one its title names?"""
        return bool(matid) and (self.sole and matid == self.main or bool(self.titled) and matid == self.titled)

    def relabel(self, meas: Measurement) -> Measurement:
        return relabel(meas, self.labels)

    def own_property(self, pid: str, value, unit: str) -> str:
        """The catalogue property an open-vocabulary name is short for in this paper: the one property the paper
        names in full whose name holds every word of the short one, that takes the value's unit and finds the value
        plausible ("capacity" in wt% in a paper of "hydrogen storage capacity"); "" when none or several do
        ("capacity" in a paper of discharge and specific capacity; "a volume of 1040 cm³" in a paper of unit-cell
        volumes)."""
        if catalogue().condition_by_name(pid.replace("_", " ")) is not None:
            return ""           # "a maximum hydrogen pressure of 80 bar": the test's condition, no equilibrium pressure
        return self._fullest(set(pid.split("_")), value, unit)

    def longer_named(self, name: str, pid: str, value, unit: str) -> str:
        """The catalogue property a catalogue name is short for in this paper: "a conversion efficiency of 7.79%" (the
        catalogue's chemical conversion) in a paper that names the power conversion efficiency in full; "" when the
        paper names no such property, or several (``own_property``)."""
        if getattr(catalogue().properties.get(pid), "unspecified", False):
            return ""           # "conductivity": a general name the catalogue keeps for values whose kind is unsaid
        words = set(name.lower().replace("-", " ").split())
        found = self._fullest(words, value, unit)
        return found if found != pid else ""

    def _fullest(self, words: set[str], value, unit: str) -> str:
        # any of the property's names will do ("hydrogen absorption" in a paper of "hydrogen storage capacity",
        # whose catalogue names include "hydrogen absorption capacity"); of several, the one a name of which adds the
        # fewest words to the short one ("hydrogen absorption capacity", not "maximum hydrogen absorption capacity":
        # a qualifier the text leaves out is not meant)
        extra = {}
        for p in self.properties:
            if not accepts(p, unit) or plausible(p, value, unit) is False:
                continue
            added = [len(ws - words) for n in (p.replace("_", " "), *PROPERTIES.get(p, ("", ()))[1])
                     if words < (ws := set(n.lower().replace("-", " ").split()))]
            if added:
                extra[p] = min(added)
        best = [p for p in extra if extra[p] == min(extra.values(), default=0)]
        if len(best) > 1 and words - words_of("dimension_nouns") - words_of("statistic_words") - {"size"}:
            # (of as many, the one the paper names at least twice as often as each other: "the peak efficiency" in a
            # paper of power conversion efficiencies that names the external quantum efficiency a few times; not a
            # bare dimension, "a 9 mm diameter", which any part may have)
            counts = sorted((self.properties.get(p, 0) for p in best), reverse=True)
            if counts[0] >= 2 * counts[1]:
                best = [max(best, key=lambda p: self.properties.get(p, 0))]
        return best[0] if len(best) == 1 else ""

    def member(self, values: dict[str, float], family: str = "") -> str:
        """The MatID of the member of a family for these values ("y = 0.3"): of ``family``, else of the paper's
        family whose variables are the ones given (one family only; "" when none or several fit)."""
        given = set(values) & {"x", "y", "z"}
        fams = list({f.matid: f for f in self.families if (f.matid == family if family else f.variables == given)}
                    .values())
        if len(fams) > 1 and not family:
            # the paper's own series, named at least twice as often as any other it cites ("SrCo1−xRexO3−δ" in a
            # paper that also names SrCo1−xSbxO3−δ and SrCo1−xNbxO3−δ once each)
            fams.sort(key=lambda f: -self.family_weights.get(f.matid, 0.0))
            if self.family_weights.get(fams[0].matid, 0.0) >= 2 * self.family_weights.get(fams[1].matid, 0.0):
                fams = fams[:1]
        if len(fams) != 1:
            return ""
        member = fams[0].member(values)
        return member.matid if member is not None else ""


_SUBSTITUTED = r"\b(?:replaced|substituted|exchanged)\s+(?:by|with|for)"
# a sample code (letters and a digit) in brackets after what a sample is made with: its share of a constituent or what
# replaces a part, the molar concentration of what it was treated with, or what it is made without ("… with 5 wt%
# cellulose nanocrystals (TPU/CNC5)", "a cementation solution of 0.5 M urea and CaCl2 (MICP-5, five treatments)", "50% of the CaO was
# replaced by SrO (Sr50)", "8% rejuvenator by weight of the RAP binder (RAP30-R)", "the castable without microsilica
# (LC-MS0)"): the sample's label, whatever its letters abbreviate
_MADE_WITH = rf"{SHARE}|\b\d+(?:\.\d+)?\s?[mµ]?M\s|{_SUBSTITUTED}|\bwithout\b"
_MADE_WITH_LEAD = re.compile(_MADE_WITH)
_MADE_WITH_LABEL = re.compile(rf"(?P<lead>{_MADE_WITH})[^.;()]{{0,60}}?\(\s*(?P<l>[A-Za-z][\w\-/]{{0,15}}\d"
                              r"(?:[\w\-/]|\.(?=\d)){0,10})\s*[),;]")


def made_with_labels(text: str) -> dict[str, str]:
    """Sample codes a text defines after what the sample is made with (``_MADE_WITH_LABEL``): code -> what precedes
    it. Not a formula in brackets ("(Co3O4)")."""
    out = {}
    # (from every lead, not only the first of a sentence: "… of 65% was blended with 10 wt% phosphotungstic acid
    # (SP-PWA10)")
    for lead in _MADE_WITH_LEAD.finditer(text):
        m = _MADE_WITH_LABEL.match(text, lead.start())
        if m is None:
            continue
        label = m.group("l")
        # (no other number between: "stretched by 3% and aged at 155 °C for 30 h (T8)" names a temper, not a sample;
        # a formula's subscripts are no numbers, "1 wt% SiO2 nanoparticles (SS-1Si)"; unless the code spells the share
        # and what it is of, "MgH2 ball milled with 5 wt% Ni for 10 h (MgH2-5Ni)")
        share = re.match(r"(\d+(?:\.\d+)?)\D*?([A-Z][a-z]?)", text[m.start("lead"):m.start("l")])
        spelled = share is not None and f"{share.group(1)}{share.group(2)}" in label
        if re.search(r"(?<![A-Za-z\d.])\d", text[m.end("lead"):m.start("l")]) and not spelled:
            continue
        if whole_formula(label) is not None or glued_to_a_name(text, text.rfind("(", 0, m.start("l"))):
            continue
        out.setdefault(label, text[m.start():m.start("l") - 1].strip())
    return out


# sample codes a text lists: after the word that names them ("the samples are denoted EP, EP/DP2, EP/DP4 and EP/DP8"), or
# in brackets, codes of one stem that differ in a number ("… ratios of 1.2, 1.5 and 1.8 (COPU-1.2, COPU-1.5 and COPU-1.8)")
_CODE = r"[A-Za-z][\w\-/+]{0,15}(?:\.\d+[\w\-/]*)?"
_CODES = rf"{_CODE}(?:\s*,\s*{_CODE})*\s*,?\s*and\s+{_CODE}|{_CODE}(?:\s*,\s*{_CODE})+"
_NAMING = r"denoted|labell?ed|designated|named|referred\s+to|called|coded"
_NAMED_CODES = re.compile(rf"\b(?:{_NAMING}|abbreviated)\s+"
                          rf"(?:as\s+)?[\"“']?(?P<codes>{_CODES})(?![\w\-/]|\.\w)")
# one code a naming verb gives a sample: "…, giving LLO-S", "hereafter denoted as NCM-P"
_NAMED_ONE = re.compile(rf"\b(?:{_NAMING}|giving|yielding|to\s+(?:give|yield|obtain))\s+(?:as\s+)?[\"“']?(?P<codes>{_CODE})[\"”']?"
                        rf"(?=\s*(?:[,;)]|\.(?!\w)|$|\s(?:and|or|for|in|with|which|hereafter)\b))")
_BRACKETED_CODES = re.compile(rf"\(\s*(?P<codes>{_CODES})\s*(?:,\s*respectively\s*)?\)")


def listed_labels(text: str) -> list[str]:
    """Sample codes a text lists (``_NAMED_CODES``, ``_BRACKETED_CODES``) or names one by one (``_NAMED_ONE``), in
    order. Every code must look like a sample's label (``SAMPLE_LABEL``) and be no formula, element, unit or name of its
    own; codes in brackets must share their first letters and each carry a number, but a first one that names the base
    ("(EP, EP10 and EP20)"; "(Fig. 2a, b)", "(PLA, PCL and PVA)" are no samples)."""
    out: list[str] = []
    for pat in (_NAMED_CODES, _BRACKETED_CODES, _NAMED_ONE):
        for m in pat.finditer(text):
            codes = [c.rstrip("/-.") for c in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", m.group("codes")) if c]
            if len(codes) < (1 if pat is _NAMED_ONE else 2) or len(set(codes)) < len(codes):
                continue
            # (the first may be the base without a number, whose letters the others' begin with: "(EP, EP10 and EP20)",
            # "(PHBV, P80 and P60)")
            numbered = codes[1:] if not re.search(r"\d", codes[0]) and codes[0][:1] == codes[-1][:1] else codes
            if pat is _BRACKETED_CODES and (
                    not all(re.search(r"\d", c) for c in numbered)
                    or len({re.match(r"[A-Za-z]+", c).group(0) for c in numbered}) > 1):
                continue
            # (a series of one stem whose numbers start at 0 is a series of codes, though a member reads as a formula:
            # "(BC0, BC10 and BC20)" of a bone cement with 0, 10 and 20 wt% glass, not boron carbides)
            stems = {re.fullmatch(r"([A-Za-z]+)(\d+)", c).group(1) if re.fullmatch(r"[A-Za-z]+\d+", c) else None
                     for c in codes}
            series = len(stems) == 1 and None not in stems and any(re.search(r"(?<!\d)0$", c) for c in codes)
            if not all(SAMPLE_LABEL.fullmatch(c) and not find_quantities(f"1 {c}") and (series or not _is_name(c))
                       for c in codes):
                continue
            out += [c for c in codes if c not in out]
    # (a series written as its first and last codes: "(UHPC-F0 to UHPC-F3)", "(S1–S4)")
    for m in _CODE_RANGE.finditer(text):
        first, last = int(m.group("i")), int(m.group("j"))
        codes = [f"{m.group('stem')}{n}" for n in range(first, last + 1)] if 0 < last - first <= 12 else []
        if codes and all(SAMPLE_LABEL.fullmatch(c) and not _is_name(c) for c in codes):
            out += [c for c in codes if c not in out]
    return out


_CODE_RANGE = re.compile(r"\(\s*(?P<stem>[A-Za-z](?:[\w\-/]*?[A-Za-z\-])?)(?P<i>\d{1,2})\s*(?:to|–|—|-)\s*(?P=stem)(?P<j>\d{1,2})\s*\)")


def _is_name(code: str) -> bool:
    """Is a code a name of its own: a formula, an element, a known material, property or process written whole?"""
    return any(f.start == 0 and f.end == len(code) for f in find_mentions(code)[0]) or whole_formula(code) is not None


# a sample's code of parts in brackets (capitals joined by "/" or "-"): after the phrase that names the material
# ("Fe3O4/chitosan beads grafted with polyethyleneimine (Fe3O4/CS-PEI)"), or after the verb that says it was made
# ("Epoxy composites containing 25 vol% boron nitride nanosheets … were prepared (VA-BNNS/EP)")
_PARTS_CODE = r"[A-Za-z][\w.]*[A-Z][\w.]*(?:[/\-][A-Za-z0-9][\w.]*)+"
_CODE_AFTER_NAME = re.compile(rf"(?:^|(?<=[.;]\s)|(?<=\n))(?P<long>[^.;()\n]{{3,120}}?)\s*\(\s*(?P<code>{_PARTS_CODE})\s*\)")
_CODE_AFTER_MADE = re.compile(rf"(?:^|(?<=[.;]\s)|(?<=\n))(?P<long>[^.;\n]{{3,160}}?)\s+(?:were|was)\s+(?:prepared|fabricated|"
                              rf"synthesi[sz]ed|obtained|made|produced)\s*\(\s*(?P<code>{_PARTS_CODE})\s*\)")


def coded_after(text: str) -> dict[str, str]:
    """Codes of parts a text gives a material it names or makes (``_CODE_AFTER_NAME``, ``_CODE_AFTER_MADE``): code ->
    the phrase it follows. The phrase must name a material (``materials.is_material_phrase``, what was done to it
    after it left out: "… grafted with PEI"); a code that is a formula or a known name is none."""
    out = {}
    for rx in (_CODE_AFTER_NAME, _CODE_AFTER_MADE):
        for m in rx.finditer(text):
            long, code = m.group("long").strip(), m.group("code")
            subject = re.sub(r"\s+(?:containing|with|of|aligned|dispersed)\b.*$", "", long) if rx is _CODE_AFTER_MADE \
                else _TREATED_TAIL.sub("", long)
            # (a code, not formulas joined: "steam/carbon (H2O/CH4) ratio")
            parts = re.split(r"[/\-]", code)
            if _is_name(code) or not is_material_phrase(subject) or all(whole_formula(p) for p in parts if p):
                continue
            out.setdefault(code, long)
    return out


# what a sample was made with, written after its name: "… heterojunctions with 20 wt% Bi2WO6"
_WITH_SHARE_TAIL = re.compile(rf"\s+(?:with|containing)\s+{SHARE}\s+\S+$")
# what sets a made material apart, written after it: "… rich in oxygen vacancies", "… with abundant defects"
_RICH_IN_TAIL = re.compile(r"\s+(?:(?:rich|poor|deficient|abundant)\s+in|with\s+(?:abundant|rich|many))\s+[^()]{1,40}$")
# how a made material was changed, written after it: "Fe3O4/chitosan beads grafted with polyethyleneimine"
_TREATED_TAIL = re.compile(r"\s+(?:grafted|modified|functionali[sz]ed|decorated|coated|loaded|impregnated|wrapped|"
                           r"cross-?linked|capped|intercalated)\s+(?:with|by)\s+[^()]{1,40}$")


def material_names(text: str) -> tuple[dict[str, tuple[str, str]], set[str]]:
    """The names a text defines: a short form of a material ("yttria-stabilized zirconia (YSZ)",
    "La0.6Sr0.4Co0.2Fe0.8O3−δ (LSCF)") -> (its MatID, the long form); and the short forms it defines for other
    things ("intermetallic compounds (ICs)", "transmission electron microscopy (TEM)")."""
    names: dict[str, tuple[str, str]] = {}
    others: set[str] = set()
    for short, long in abbreviations(text).items():
        if short in ELEMENTS:           # "titanium (Ti)": the element's own symbol
            continue
        if short.rstrip("s").lower() in words("technology_names"):     # "solid oxide fuel cells (SOFCs)"
            others.add(short)
            continue
        if names_a_property(long) or names_a_property(short):            # "polydispersity index (PDI)"
            others.add(short)
            continue
        comps = find_compositions(join_excess(long))[0]
        if re.search(rf"{SHARE}\s+{re.escape(long)}\s*\(\s*{re.escape(short)}\s*\)", text):
            # "PVDF nanocomposites with 10 vol% BaTiO3 (PB10)": the sample made with that share, not the constituent
            names[short] = ("mat:" + label_key(short), long)
        elif comps and comps[0][1] - comps[0][0] >= len(long) - 3:
            # a formula's short form; a family's too ("Sr2Fe1.5Mo0.5Ox (SFM)": its oxygen content left open)
            names[short] = (comps[0][2].matid, long)
        elif common_name(long):       # "graphene oxide (GO)", "poly(methyl methacrylate) (PMMA)"
            names[short] = ("mat:" + label_key(common_name(long)), long)
        elif is_material_phrase(long) or is_material_phrase(_WITH_SHARE_TAIL.sub("", long)) \
                or is_material_phrase(_RICH_IN_TAIL.sub("", long)) or is_material_phrase(_TREATED_TAIL.sub("", long)):
            # ("Cu nanowires rich in oxygen vacancies (Cu-NW-Ov)": the material, with what sets it apart after it)
            # ("Bi2WO6/g-C3N4 heterojunctions with 20 wt% Bi2WO6 (BW-CN20)": the sample made with that share)
            # "silicon carbide (SiC)": a short form that is itself a formula is that composition
            own = find_compositions(short)[0]
            whole = own and own[0][0] == 0 and own[0][1] == len(short) and len(own[0][2].elements) > 1
            names[short] = (own[0][2].matid if whole else "mat:" + label_key(short), long)
        else:
            others.add(short)
    for code in coded_after(text):
        if code not in names:
            names[code] = ("mat:" + label_key(code), "")      # (its phrase is no name to find elsewhere)
            others.discard(code)
    # (over the formula a code follows: "30% of the cement was replaced by Fe2O3 (FE30)" names the cement made so)
    for label, made in made_with_labels(text).items():
        names[label] = ("mat:" + label_key(label), made)
        others.discard(label)
    names.update(undefined_acronyms(text, names, others))
    return names, others


def undefined_acronyms(text: str, names: dict, others: set[str]) -> dict[str, tuple[str, str]]:
    """A material's acronym that a text uses without defining it ("PHBV with 8 mol% HV …", "Ru/NG"), matched to the
    one name written in full that it abbreviates: a polymer's systematic name, as Schwartz and Hearst match a defined
    short form ("poly(3-hydroxybutyrate-co-3-hydroxyvalerate)" in the title), or a material doped with an element
    named in words, by the initials of its words in order ("nitrogen-doped graphene": NG, NDG). Short form -> (its
    MatID, the name). Used twice at least, no formula, element or short form defined for something else ("SIMs"), and
    no other such name matches it."""
    polymers = {x.group(1) for x in POLYMER_NAME.finditer(text) if not common_name(x.group(1))}
    doped_names = {m.text for m in doped(text, {}) if re.match(r"[a-z]{3,}-", m.text)}

    def initials(name: str, acronym: str) -> bool:
        letters = iter(w[0].upper() for w in re.split(r"[\s\-(]+", name) if w)
        return all(c in letters for c in acronym)         # in order, each a word's initial
    out = {}
    for acronym, n in Counter(re.findall(r"(?<![\w\-])[A-Z]{2,6}(?![a-z\-]|\d)", text)).items():
        if n < 2 or acronym in names or acronym in others or acronym + "s" in others or common_name(acronym) \
                or whole_formula(acronym) is not None or find_mentions(acronym)[0]:
            continue
        hits = [f for f in polymers if matches(acronym, f) == 0] + [f for f in doped_names if initials(f, acronym)]
        if len(hits) == 1:
            out[acronym] = ("mat:" + label_key(acronym), hits[0])
    return out


# nouns that call a sample made of parts by what it is ("the composite membrane", "the blend", "the hybrid")
# adjectives that call a sample by how many parts it is made of ("the ternary device" of a paper on PM6:Y6 and
# PM6:Y6:PC71BM, "the binary alloy" of one on Ti–Ni and Ti–Ni–Cu)
PART_COUNT_WORDS = {"binary": 2, "ternary": 3, "quaternary": 4, "quinary": 5}


def _parts(m) -> int:
    """How many parts a material's name joins: the components of a blend or a composite ("PM6:Y6:PC71BM"), or the
    elements of a composition."""
    if m.type == "composition":
        return len(re.findall(r"[A-Z][a-z]?", m.matid[5:].split("(")[0]))
    return len(re.split(r"[:/]", m.text)) if re.search(r"\w[:/]\w", m.text) else 0


def as_component(text: str, end: int, start: int = -1) -> bool:
    """Is a material named as a part of a device or a test beside the sample ("… nanoparticles as the electron
    transport layer", "a ZnMgO electron transport layer", "17-4PH steel substrates"; catalogue ``component_roles``),
    or, given where it starts, as what the sample was made on ("Nb films were sputtered on sapphire", "WC–Co coatings
    on 17-4PH stainless steel")?"""
    return named_as_component(text, end) or start >= 0 and bool(_MADE_ON.search(text, max(0, start - 80), start))


# what a film, a coating or a deposit was made on: its substrate
_MADE_ON = re.compile(r"\b(?:deposited|sputtered|grown|coated|spin-coated|evaporated|printed|sprayed|cast|transferred|"
                      r"electrodeposited|plated|coatings?|films?|layers?)\s+(?:[\w-]+\s+){0,2}?(?:on|onto)\s+"
                      r"(?:the\s+|an?\s+)?(?:[a-z][\w-]*\s+)?$")


def _class_nouns(read: list[tuple[str, list]], samples: PaperSamples) -> dict[str, str]:
    """The class nouns ("heterojunction", "coating", "cathode") the paper writes after one of its materials (or right
    before it: "the polymer DPAV-PT"), twice or more and at least twice as often as after all others together (its names and labels resolved: "the TiO2/g-C3N4 heterojunction"):
    the sample a definite "the <noun>" is ("… to 96 m2/g for the heterojunction")."""
    from collections import Counter

    class_nouns, suffixes = words("material_class_nouns"), words("material_name_suffixes")
    counts: dict[str, Counter] = {}
    joined: Counter = Counter()      # composites written as their parts joined by a slash ("SPEEK/GO")
    by_parts: dict[int, set[str]] = {}
    for text, found in read:
        for m in resolve_mentions(text, found, samples):
            if m.type not in MATERIAL_TYPES or m.matid in samples.phases:
                continue
            by_parts.setdefault(_parts(m), set()).add(m.matid)
            if "/" in m.text or m.type == "material" and "/" in (m.name or ""):
                joined[m.matid] += 1        # (or named by its matrix and filler: "CNT reinforced epoxy composites")
            noun = next_word(text, m.end)
            if noun in suffixes:            # "Pr2NiO4+δ-based electrodes"
                after = re.match(r"[\s\-–]*[A-Za-z]+", text[m.end:])
                noun = next_word(text, m.end + after.end()) if after else ""
            key = singular_noun(noun)
            if key in class_nouns:
                counts.setdefault(key, Counter())[m.matid] += 1
            # (or before it: "the polymer DPAV-PT", "copolymer PTTBTz")
            before = re.search(r"\b([a-z]+)\s+$", text[max(0, m.start - 30):m.start])
            if before and singular_noun(before.group(1)) in class_nouns and singular_noun(before.group(1)) != key:
                counts.setdefault(singular_noun(before.group(1)), Counter())[m.matid] += 1
    nouns = {n: c.most_common(1)[0][0] for n, c in counts.items()
             if c.most_common(1)[0][1] >= max(2, 2 * (sum(c.values()) - c.most_common(1)[0][1]))}
    # "the composite membrane", "the nanocomposite", "the blend": the one composite the paper writes as its parts
    # joined by a slash ("SPEEK/GO", "CNT/epoxy", "PLA/PBAT"), when it names one such twice or more and no other as
    # often
    top = joined.most_common(2)
    if top and top[0][1] >= 2 and (len(top) == 1 or top[0][1] >= 2 * top[1][1]):
        for noun in sorted(words("composite_nouns")):
            nouns.setdefault(noun, top[0][0])
    # "the ternary device": the one material of three parts, where the paper has one of two parts or another count too
    if len([n for n in by_parts if n >= 2]) >= 2:
        for word, n in PART_COUNT_WORDS.items():
            if len(by_parts.get(n, ())) == 1:
                nouns[word] = next(iter(by_parts[n]))
    return nouns


# a device written as its layers joined by slashes, three or more ("ITO/SnO2/FA0.95Cs0.05PbI3/spiro-OMeTAD/Au",
# "Ni-YSZ/YSZ/GDC/LSCF")
_STACK = re.compile(r"(?<![\w/])[^\s/()]+(?:/[^\s/()]+){2,}")


def stack_layers(text: str, found: list) -> set[tuple[int, int]]:
    """The spans of the layers of a device stack that are its contacts and transport layers, not what the device
    is made to test: every composition in the stack but the one of most elements (the absorber, emitter or
    electrode studied: the perovskite of a solar cell, the cathode of a fuel cell), when one has more than every
    other."""
    out: set[tuple[int, int]] = set()
    for x in _STACK.finditer(text):
        inside = [m for m in found if m.type in MATERIAL_TYPES and x.start() <= m.start and m.end <= x.end()
                  and (m.start, m.end) != (x.start(), x.end())]
        size = {id(m): len(set(re.findall(r"[A-Z][a-z]?", m.matid[5:]))) if m.type == "composition" else 0
                for m in inside}
        ranked = sorted(inside, key=lambda m: -size[id(m)])
        if len(ranked) >= 2 and size[id(ranked[0])] > size[id(ranked[1])]:
            out |= {(m.start, m.end) for m in ranked[1:]}
    return out


def paper_samples(sections: list[tuple[str, str]], tables: list | None = None) -> PaperSamples:
    """The samples of a paper from its text, as (section name, text) pairs in reading order, and its tables."""
    tables = tables or []
    sections = [(name, plain_math(text)) for name, text in sections]
    whole = "\n".join(t for _, t in sections)
    names, others = material_names(whole)
    labels = sample_labels("\n".join([whole] + [t.caption for t in tables]))
    for t in tables:
        for key, (matid, written) in table_labels(t).items():
            labels.setdefault(key, (matid, written))
    _defined_names(whole, names, others, labels)
    samples = PaperSamples(names=names, not_materials=others, labels=labels)
    _weigh_samples(sections, samples, whole)
    _title_sample(sections, samples)
    samples.partners -= {samples.main}
    return samples


def blend_partners(whole: str) -> set[str]:
    """The MatIDs of what the paper writes as a later part of blends with two different first parts or more
    ("PTB7:PC71BM", "PBDB-T:PC71BM": PC71BM, the acceptor of every device; or in words, "the blend of PBDT-DFQX-TTSC8
    and PC71BM", "PBDT-DFQX-TTSEH blended with PC71BM"; or blended with a class of the samples, "polymer : PC71BM"),
    or as the second part of two-part blends
    whose first part is blended with two different second parts or more ("PDTS-DTFBTA:PC70BM", "PDTS-DTFBTA:ICBA":
    the sample tried with two acceptors; a colon's blend, not the layers of a device's stack, "ITO/PTNBr-ZW",
    "ITO/PEDOT:PSS/P3HT:PCBM/Ca/Al"): a
    partner of the samples in the paper's devices, not a sample (``owners.without_components``)."""
    firsts: dict[str, set[str]] = {}
    seconds: dict[str, set[str]] = {}
    for parts in blend_parts(whole) + written_blends(whole):
        for later in parts[1:]:
            firsts.setdefault("mat:" + label_key(later), set()).add(label_key(parts[0]))
        if len(parts) == 2 and f"{parts[0]}:{parts[1]}" in whole:
            seconds.setdefault(label_key(parts[0]), set()).add("mat:" + label_key(parts[1]))
    return {m for m, f in firsts.items() if len(f) >= 2} | {m for s in seconds.values() if len(s) >= 2 for m in s} \
        | {"mat:" + label_key(p) for p in class_blend_partners(whole)}


# a device written as its layers, the active layer a blend: "ITO/PEDOT:PSS/P3HT:PCBM/Ca/Al", "ITO / PEDOT : PSS / polymer
# : PC71BM / ZrAcac / Al" (a text may set the slashes and colons apart)
_LAYER = r"(?:(?:photo)?active\s+layer|[^\s/():;,]+(?:\s*:\s*[^\s/():;,]+)?)"
_DEVICE = re.compile(rf"(?<![\w/]){_LAYER}(?:\s*/\s*{_LAYER}){{2,}}")


def device_layers(whole: str, partners: set[str]) -> set[str]:
    """The MatIDs of the layers a paper's devices are built of around their active layer, a blend of a sample (a class
    noun, "polymer : PC71BM", or one of the blend ``partners``): the contacts and transport layers ("PEDOT:PSS",
    "ZrAcac"), partners of every sample, none a sample."""
    out: set[str] = set()
    # (the active layer: a blend with a class noun, a partner's role or a partner in it, "polymer : PC71BM", "PTTBTz :
    # acceptors", "P3TBDTDTBT : PCBM"; or named as such, "active layer", "photoactive layer")
    cues = words("material_class_nouns") | words("device_partner_roles")
    for x in _DEVICE.finditer(whole):
        layers = [re.sub(r"\s*:\s*", ":", part.strip()) for part in re.split(r"\s*/\s*", x.group(0))]
        active = [p for p in layers if "active" in p.lower() or ":" in p and any(
            w.lower() in cues or w.lower().rstrip("s") in cues or "mat:" + label_key(w) in partners for w in p.split(":"))]
        if len(active) != 1:
            continue
        for p in layers:
            if p != active[0] and (":" in p or CODE_LIKE.fullmatch(p)) and not is_gas(p):
                out.add("mat:" + label_key(p))
    return out


def _defined_names(whole: str, names: dict, others: set, labels: dict) -> None:
    """Names the paper defines by use: a short name before the noun of its role ("the YSZ electrolyte"), a listed
    code (a series' labels stand for its members' compositions: "(x = 0, 0.05 and 0.10) powders, denoted NFM, …"),
    a composite named before the noun of its role once ("Ru/CeO2 and Ru/Ba-CeO2 catalysts") wherever the paper
    writes it, and one built on it ("Pt3Co/C catalysts" … "the ordered phase (O-Pt3Co/C)"); not a ratio of gases
    ("the H2O/CH4 ratio")."""
    for _, _, name in named_by_role(whole, others | {o[:-1] for o in others if o.endswith("s")}):
        if label_key(name) not in labels:
            names.setdefault(name, ("mat:" + label_key(name), ""))
    for code in listed_labels(whole):
        if code not in names and label_key(code) not in labels:
            names[code] = ("mat:" + label_key(code), "")
            others.discard(code)
    for _ in range(2):
        for m in composites(whole, names):
            if "/" in m.text and m.text not in others and not any(
                    (f := find_compositions(p)[0]) and f[0][2].is_molecule_of_nonmetals for p in m.text.split("/")):
                names.setdefault(m.text, (m.matid, ""))


def _weigh_samples(sections: list[tuple[str, str]], samples: PaperSamples, whole: str) -> None:
    """How much the paper speaks of each material (by section weight; not a gas, a fuel, a fragment of a drawn
    structure, a test's solution, a counterpart or a reference electrode: "in 3.5 wt% NaCl", "sliding against an
    Al2O3 ball", "vs. Ag/AgCl"), its families, the properties it names, its class nouns and phases, and its main
    material."""
    names, others, labels = samples.names, samples.not_materials, samples.labels
    weights: Counter = Counter()
    codes: Counter = Counter()           # codes no reader reads: they compete for the main material only
    families: Counter = Counter()
    props: Counter = Counter()
    read: list[tuple[str, list]] = []
    family_of: dict = {}
    for name, text in sections:
        w = next((w for pat, w in SECTION_WEIGHTS if re.search(pat, name or "", re.I)), 1.0)
        if w == 0:
            continue
        found = find_mentions(text)[0]
        read.append((text, found))
        layers = stack_layers(text, found)
        for m in found:
            if m.type == "property":
                props[m.matid[5:]] += 1
            if m.type not in MATERIAL_TYPES or m.text in others or is_medium(m) or is_constituent(text, m) \
                    or as_component(text, m.end, m.start) or (m.start, m.end) in layers:
                continue
            if "(x)" in m.matid:
                families[m.matid] += w
                family_of.setdefault(m.matid, m.text)
            else:
                weights[m.matid] += w
        for short, (matid, _) in names.items():
            weights[matid] += w * len(re.findall(rf"(?<![\w-]){re.escape(short)}(?![\w-])", text))
        # a code no reader reads, written throughout ("P3TBDTDTBT", "PBDT-DFQX-TTSC8"): the sample of a polymer paper,
        # as the unread-names component reads it in a sentence (not a defined name or label, counted above); it
        # may be the main material, and is otherwise no weight of the paper's samples
        spans = [(m.start, m.end) for m in found] + [(q.start, q.end) for q in find_quantities(text)]
        for _, _, code in unread_codes(text, spans):
            if sample_code_like(code) and code not in names and label_key(code) not in labels and code not in others \
                    and parse_composition(code) is None:
                codes["mat:" + label_key(code)] += w
    for matid, _ in labels.values():
        weights[matid] += 2.0
    samples.properties = dict(props)
    samples.nouns = _class_nouns(read, samples)
    samples.phases = phase_formulas(whole)
    for p in samples.phases:
        weights.pop(p, None)
    samples.weights = dict(weights)
    samples.families = [c for fam, _ in families.most_common()
                        for c in [parse_family(family_of[fam])] if c is not None]
    samples.family_weights = dict(families)
    # (not what the paper blends with several of its samples: the acceptor of every device, "PTB7:PC71BM", "P1:PC71BM")
    samples.partners = blend_partners(whole)
    samples.partners |= device_layers(whole, samples.partners)
    best = [x for x in (weights + codes).most_common() if x[0] not in samples.partners][:1]
    fam = families.most_common(1)
    samples.main = best[0][0] if best else fam[0][0] if fam else ""
    if samples.main in codes and samples.main not in weights:
        samples.weights[samples.main] = codes[samples.main]


def _title_sample(sections: list[tuple[str, str]], samples: PaperSamples) -> None:
    """A title that names one material names the sample ("… of Atomized Ti48.8Fe46.0Mn5.2 Alloy"), however often the
    text names the prototype or the phases it is compared with (TiFe); not a gas or a product ("… copper nanocubes for
    electrochemical CO2 reduction", "… solar cells passivated with phenethylammonium iodide"). Else the one element
    it names as a sample ("Impact response of pre-strained pure vanadium"), or a material named by a common noun
    ("… strength of concrete")."""
    titles = [text for name, text in sections if re.fullmatch(r"title", name or "", re.I)]
    titled = {m.matid for text in titles
              for m in resolve_mentions(text, find_mentions(text)[0], samples)
              if m.type in MATERIAL_TYPES and "(x)" not in m.matid and m.matid not in samples.phases
              and not is_constituent(text, m) and not as_component(text, m.end, m.start) and not is_medium(m)}
    if not titled:
        titled = {m.matid for text in titles for m in owners(text, find_mentions(text)[0]) if m.type == "element"}
    if len(titled) == 1:
        samples.main = samples.titled = next(iter(titled))
        samples.weights[samples.main] = max(samples.weights.get(samples.main, 0.0), 4.0)
    if not titled:
        title = " ".join(titles).lower()
        nouns = sorted(words("bulk_material_nouns"), key=len, reverse=True)
        named = [n for n in nouns if re.search(rf"\b{re.escape(n)}s?\b", title)]
        if named:
            samples.main = samples.titled = "mat:" + label_key(named[0])
            samples.weights[samples.main] = 4.0


def parse_family(surface: str):
    comps = find_compositions(surface)[0]
    return comps[0][2] if comps and comps[0][2].is_family else None


def table_labels(table) -> dict[str, tuple[str, str]]:
    """Labels a table defines: a composition table (a row per sample label, a column per element with its
    amount: "Alloy | Al | Co | Cr | Fe | Ni", or a "Composition" column beside the label) gives each label its
    composition. Label key -> (comp MatID, label as written)."""
    header = [h.strip() for h in table.header]
    if len(header) < 2 or not table.rows:
        return {}
    element_cols = [i for i, h in enumerate(header) if re.sub(r"\s*\(.*\)$", "", h) in ELEMENTS]
    comp_col = next((i for i, h in enumerate(header) if i and re.match(r"\s*(nominal\s+|actual\s+|chemical\s+)?"
                                                                        r"compositions?\b", h, re.I)), None)
    out: dict[str, tuple[str, str]] = {}
    # (a label on several rows, or an alloy system, "Mg-Co" beside "Mg2CoH5" and "Mg-5wt.%Ti" in a review's table of
    # systems, names a class of compositions, no one sample)
    rows_of = Counter(row[0].strip() for row in table.rows if row)
    for row in table.rows:
        if not row or not SAMPLE_LABEL.fullmatch(row[0].strip() or "-") or rows_of[row[0].strip()] > 1 \
                or alloy_system(row[0].strip()):
            continue
        label = row[0].strip()
        comp = None
        if len(element_cols) >= 2:
            amounts = {}
            for i in element_cols:
                if i < len(row):
                    m = re.match(r"\s*(\d+(?:\.\d+)?)", row[i].replace("−", "-"))
                    if m and float(m.group(1)) > 0:
                        amounts[re.sub(r"\s*\(.*\)$", "", header[i])] = float(m.group(1))
            if len(amounts) >= 2:
                comp = Composition(tuple(amounts), tuple(amounts.values()), label)
        elif comp_col is not None and comp_col < len(row):
            comps = find_compositions(row[comp_col])[0]
            comp = comps[0][2] if comps and not comps[0][2].is_family else None
        if comp is not None and not find_compositions(label)[0]:
            out[label_key(label)] = (comp.matid, label)
        elif comp is None and not element_cols and comp_col is None and _sample_column(header[0]) \
                and re.search(r"\d", label) and not find_compositions(label)[0] and not find_mentions(label)[0]:
            # (a code in a column headed "Sample": "Sample | Phase | … " with rows "AS-5CR", "VA-5CR" is a sample the
            # paper made, named by no composition)
            out[label_key(label)] = (f"mat:{label_key(label)}", label)
    return out


def _sample_column(header: str) -> bool:
    """Is a first column headed by a sample's noun ("Sample", "Specimens", "Sample ID")?"""
    words_ = re.findall(r"[a-z]+", header.lower())
    return bool(words_) and len(words_) <= 2 and words_[0] in words("specimen_nouns")   # (plurals included)
