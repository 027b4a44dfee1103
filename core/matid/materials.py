"""Readings for the material part of binding (``attribution``) and for the paper's samples (``samples``): which
material a value belongs to, and the materials a text names."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from ..units import CHAIN_RE, TEST_CONDITION_UNITS, compatible, convert, find_quantities, Quantity
from .quantities import CONDITION_UNITS, SHARE
from .records import Listed, Mention, label_key
from .words import accepts, names_a_phase_after, next_word, singular_noun, words_of
from .properties import _layer_nouns, listed_names, named_in_an_aside
from .validation import process_words
from .vocab import ELEMENT_NAMES, METALLOIDS, NONMETALS
from .lexicon import COMPARED, alternation, generic_formula, in_a_generic_formula, HEDGE
from .codes import is_gas
from .compositions import (_POLYMORPH, DESIGNATION_RE, ELEMENTS, NANO_ACRONYM, find_compositions, is_designation,
    steel_grades, whole_formula)
from .abbreviations import abbreviations
from .catalogue import catalogue
from .mentions import find_mentions
from .parse import parse


# "…, against 98 MPa and 3.6 GPa for neat PLA", "compared with 0.9 and 1.2 S/cm for LSGM": the values a comparison
# lists before "for" are all its (not "was 160 mAh/g and 150 mAh/g for LiMn2O4": the first is the subject's)
_COMPARED_LEAD = re.compile(rf"\b(?:{COMPARED}|whereas|while)\s+(?:only\s+|{HEDGE})?$",
                            re.I)
_LISTED_FOR = re.compile(r"(?:\s*(?:,|and|,\s*and)\s+[-−]?\d[\d.]*\s*[^\s,;]{0,8}){1,3}\s+(?:for|of)\s+(?:the\s+)?"
                         r"(?:[a-z][a-z-]*\s+){0,2}")
# "a 1.4-μm-thick GDC layer", "an 850 nm thick SIPO electrolyte", "a 10 μm thin YSZ electrolyte", "210 nm-thick
# atomic layer-deposited (ALD) YSZ": the value is an adjective of what follows it (a few words on, an acronym between);
# not where a clause goes on ("the top layer of Gd2Zr2O7 was 250 μm thick and the YSZ interlayer 150 μm thick")
_ADJECTIVE_OF = re.compile(r"\s*(?:[-‐–]\s*)?(?:thick|thin)\s+(?:(?:(?!(?:and|or|but|while|whereas|was|were|is|are)\b)"
                           r"[\w-]+|\([\w-]+\))\s+){0,3}")


def label_after(text: str, q: Quantity, materials: list[Mention]) -> Mention | None:
    """The material a name alone in brackets right after the value names ("the T m values at 174 °C (P1) and 217 °C
    (P2)": each value is its label's; "542 nm (P1, film state)"; "from -5.44 eV (P(BDT-F-BT)) to -5.35 eV
    (P(BDT-T-BT))"), or None."""
    label = _LABEL.match(text, q.end)
    return next((m for m in materials if m.text == label.group(1)), None) if label else None


# (a name with brackets of its own, "(P(BDT-F-BT))", or with a note after it, "(P1, film state)")
_LABEL = re.compile(r"\s*\(\s*((?:[^()\s,;]|\([^()\s,;]*\)){1,40})\s*(?:[,;][^()]{0,30})?\)")


# what leads from a value to the material it is for: "790 MPa for CrCoNi", "(1.99 eV) of PBDTTT-C12", "0.64 V for the
# PSCs based on PDTS-DHFBTA" (a device's noun, a plural acronym among them, and what it is based on)
_FOR_AFTER = re.compile(r"\)?\s*(?:\[[\d,–\s]+\]\s*)?(?:(?:found|reported|measured|obtained)\s+)?"
                        r"(?:for|of|in)\s+(?:the\s+)?(?:[a-z][a-z-]*\s+|[A-Z]{2,}s\s+){0,2}(?:based\s+on\s+(?:the\s+)?)?")


def material_for(text: str, q: Quantity, materials: list[Mention]) -> Mention | None:
    """"790 MPa for CrCoNi" (or "for the pristine SPEEK membrane") names the material right after the value, as does
    a value written as an adjective
    before it ("a 1.4-μm-thick GDC layer"); otherwise the nearest one before it, or failing that the nearest
    after."""
    labelled = label_after(text, q, materials)
    if labelled is not None:
        return labelled
    for m in materials:
        # (a value in brackets before it: "lower than that (1.99 eV) of PBDTTT-C12")
        if m.start >= q.end and (_FOR_AFTER.fullmatch(text[q.end:m.start])
                                 or _LISTED_FOR.fullmatch(text[q.end:m.start])
                                 and _COMPARED_LEAD.search(text, max(0, q.start - 40), q.start)
                                 or _ADJECTIVE_OF.fullmatch(text[q.end:m.start])
                                 # (or made "with" it: "delivered 128 mAh/g, against 96 mAh/g with Celgard 2400")
                                 or re.fullmatch(r"\s+(?:with|using)\s+(?:the\s+|an?\s+)?(?:[a-z][a-z-]*\s+){0,2}",
                                                 text[q.end:m.start])
                                 and _COMPARED_LEAD.search(text, max(0, q.start - 40), q.start)):
            return m
        # "0.46 eV on N-G", "an overpotential of 280 mV on NiFe-LDH": what a reaction ran on (not a length: "a 200
        # nm film on Si" is the film's)
        if m.start >= q.end and re.fullmatch(r"\s*on\s+(?:the\s+)?", text[q.end:m.start]) and not _is_length(q.unit):
            return m
        # "a 50 μm Li foil", "50 μm 8YSZ electrolytes": a length written right before a material and the noun of its
        # layer is that layer's
        if m.start >= q.end and not text[q.end:m.start].strip() and q.unit and _is_length(q.unit) \
                and _layer_after(text, m.end):
            return m
    if _FOR_THE_SAMPLE.match(text, q.end):
        return None         # "112 °C for the nanocomposite with 1 wt% GO": the paper's sample, whatever else is named
    before = [m for m in materials if m.end <= q.start]
    # "the interfacial shear strength of CF-GO0.5 with epoxy": what the sample was tested with is not the value's
    if len(before) >= 2 and re.fullmatch(r"\s+(?:[a-z]+\s+){0,2}with\s+(?:the\s+|an?\s+)?",
                                         text[before[-2].end:before[-1].start]) \
            and re.search(r"\bof\s+(?:the\s+)?$", text[max(0, before[-2].start - 12):before[-2].start]):
        return before[-2]
    if len(before) >= 2 and _CONSTITUENT.fullmatch(text[before[-2].end:before[-1].start]):
        return before[-2]      # "a Ni-YSZ composite based on coarse YSZ (500 S/cm)": the composite's, not its part's
    # "… a PCE of 2.97% … for P1 and a PCE of 1.50% with … 0.54 for P3": a clause that ends "for <name>" is that
    # name's, not the one that ended the clause before it
    if before and _FOR_BEFORE.search(text, max(0, before[-1].start - 12), before[-1].start):
        later = next((m for m in materials if m.start >= q.end), None)
        if later is not None and _CLAUSE_FOR.fullmatch(text, q.end, later.start) \
                and not _COMPARAND.search(text[q.end:later.start]):
            return later
    if before:
        return before[-1]
    # a material the value is compared with ("372 mW/cm2, slightly lower than that for a SOFC with X anode") or
    # contrasted with is not the value's
    # (nor one named after the end of a sentence that the splitter left joined to the value's: "… hole mobilities of
    # ca. 1.8 x 10^-3 cm^2/(V s ). PCE of the PSCs based on PDTSBTBTz … reached 3.82%")
    # (nor one named in a later item of an enumeration: "(1) ideal bandgap close to Shockley–Queisser limit (1.3 ~ 1.4
    # eV), (2) low exciton binding energy (29 meV for MASnI3 …)")
    after = [m for m in materials if m.start >= q.end and not _COMPARAND.search(text[q.end:m.start])
             and not _SENTENCE_END.search(text, q.end, m.start) and not _NEXT_ITEM.search(text, q.end, m.start)]
    # "the 2 mm thick plane-parallel samples were impact loaded by … copper impactors": a length that sizes the
    # paper's specimens (the catalogue's specimen nouns), no material named between, is theirs, not a later name's
    sized = _sized_specimen().match(text, q.end)
    if after and sized and _is_length(q.unit) and after[0].start >= sized.end():
        return None
    return after[0] if after else None


@lru_cache(maxsize=1)
def _sized_specimen() -> re.Pattern:
    return re.compile(rf"\s*[-‐]?\s*(?:thick|long|wide)?\s+(?:[\w-]+\s+){{0,2}}?(?:{alternation('specimen_nouns')})\b",
                      re.I)


_FOR_BEFORE = re.compile(r"\bfor\s+(?:the\s+)?$")
# the next item of an enumeration: ", (2) low exciton binding energy", "; (ii) the …"
_NEXT_ITEM = re.compile(r"[,;:]\s*\((?:\d{1,2}|[ivx]{1,4})\)\s")
# the end of a sentence ("… (V s ). PCE of …"; not an abbreviation's point: "vs. Ag", "et al. Li", "Fig. S3")
_SENTENCE_END = re.compile(r"(?<!\bvs)(?<!\bal)(?<!\bca)(?<!\bFig)(?<!\bNo)(?<!\bref)(?<!\bRef)[.!?]\s+[A-Z]")
# the rest of a clause that ends "for <name>": no sentence or clause break, no other "for"
_CLAUSE_FOR = re.compile(r"(?:(?!\bfor\b|;|\.\s|\bwhile\b|\bwhereas\b)[^;])*?\bfor\s+(?:the\s+)?")


def _is_length(unit: str) -> bool:
    return compatible(unit, "µm")


def _layer_after(text: str, end: int) -> bool:
    return bool(_layer_nouns().match(text, end) or re.match(r"\s+(?:foils?|sheets?|plates?)\b", text[end:]))


# a value "for" a definite sample of the paper named by its class: "for the nanocomposite", "of this alloy"
_FOR_THE_SAMPLE = re.compile(r"\s*(?:for|of|in)\s+(?:the|this|these|our)\s+(?:[\w-]+\s+)?(?:nano)?(?:composites?|alloys?|"
                             r"samples?|specimens?|films?|coatings?|ceramics?|catalysts?|electrodes?|cells?)\b", re.I)


# what a material is made of, named after it: "a Ni-YSZ composite based on coarse YSZ", "an LSM cathode made of
# porous LSM powder", "the Al alloy containing Sc"
# (or what it is placed on, in or between: "the SL-WS2 FET sandwiched between CVD-grown h-BN films shows …", "LSCF
# deposited on a GDC electrolyte showed …")
_CONSTITUENT = re.compile(r"\s+(?:[\w-]+\s+){0,2}(?:based\s+on|made\s+(?:of|from)|consisting\s+of|composed\s+of|"
                          r"comprising|containing|built\s+on|(?:deposited|grown|sandwiched|supported|printed|sputtered|"
                          r"placed|mounted|transferred|cast|spin-coated)\s+(?:on|onto|between|over|atop))"
                          r"\s+(?:[\w-]+\s+){0,2}", re.I)
# (not "coated with", "embedded in", "dispersed in": there the second material is part of the sample, and which one a
# value is given to is the paper's to say: "CeO2 coated with Sr2Fe1.5Mo0.5Ox nanoparticles exhibits …")


# (nor one a contrast names in a clause of its own: "… was 72 MPa at 25 °C, while that of the neat epoxy dropped …")
# ("12.5 pm/V, about twice that of AlN")
_COMPARAND = re.compile(rf"\b{COMPARED}(?!\w)|\b(?:that|those)\s+of\b|"
                        r"\b(?:while|whereas|but|however|in\s+contrast)\b", re.I)


BACK_REFERENCE = re.compile(r"\b(?:these|those|the\s+(?:same|respective|above|former))\s+(?:\w+\s+)?"
                            r"(?:temperatures?|conditions|alloys|samples|materials|compositions)\b", re.I)


@lru_cache(maxsize=1)
def _series_reference() -> re.Pattern:
    """The samples a text listed before, named again as a group by the plural of their class noun (the catalogue's
    ``material_class_nouns`` and ``specimen_nouns``): "the three polymers", "these copolymers", "the polymers", "all
    the samples"."""
    nouns = sorted({n + ("es" if n.endswith(("s", "x", "ch", "sh")) else "s") for n in
                    words_of("material_class_nouns") | words_of("specimen_nouns") if " " not in n}, key=len, reverse=True)
    return re.compile(r"\b(?:all\s+)?(?:the|these|those|both)\s+(?:(?:two|three|four|five|six|seven|eight|nine|ten)\s+)?"
                      rf"(?:[a-z]+\s+)?(?:{'|'.join(map(re.escape, nouns))})\b", re.I)


def refers_to_series(text: str) -> bool:
    """Does the text name the samples listed before as a group (``_series_reference``)?"""
    return _series_reference().search(text) is not None


@dataclass
class _Respectively:
    """What a "respectively" sentence pairs, while ``respectively`` reads it."""
    text: str
    at: int                                # where the "respectively" (or the unsaid one) is
    lists: list
    materials: list
    values: list
    props: list
    cued: frozenset = frozenset()                      # where values start whose property a cue names ("peaks at")
    temps: list = field(default_factory=list)        # lists of test temperatures
    mats: list = field(default_factory=list)         # the materials to pair (the sentence's, or the one before's)
    from_series: bool = False                         # the materials are those a sentence before listed ("the polymers")
    own_mats: list = field(default_factory=list)     # the sentence's own materials
    series: list = field(default_factory=list)       # "for x = 0.05 and x = 0.10": the family lists
    members: list = field(default_factory=list)
    steps: tuple | None = None                        # a process run at a list of settings
    groups: list = field(default_factory=list)       # the lists of values to pair
    listed: set = field(default_factory=set)
    own: list = field(default_factory=list)
    before_props: list = field(default_factory=list)   # values each with its unit before the last property named
    out: dict = field(default_factory=dict)


def respectively(text: str, lists: list[list[Quantity]], materials: list[Mention],
                 values: list[Quantity] = (), props: list[Mention] = (), before: Listed | None = None,
                 cued: frozenset = frozenset()) -> dict[int, dict]:
    """For "… respectively": the i-th value of a list takes the i-th temperature of a list as long as it,
    the i-th of as many materials named in the sentence, and the i-th of as many properties named before the
    values ("the liquidus and solidus temperatures were 1380 and 1320 °C, respectively"). A sentence that lists
    neither temperatures nor materials, or refers back to them ("for these temperatures"), takes the previous
    sentence's lists (``before``). ``cued``: where the values start whose property a cue word names, not a property
    mention ("the peaks are located at 798, 649, 750, and 727 nm for …"). Keyed by the value's start."""
    aside = named_in_an_aside(text, list(props))
    props = [p for p in props if p not in aside]
    said = list(_RESPECTIVELY.finditer(text))
    if len(said) >= 2:
        return _each_respectively(text, said, lists, materials, values, props, before, cued)
    resp = said[0] if said else None
    at = resp.start() if resp else unsaid_respectively(text, [*values, *(x for g in lists for x in g)], props,
                                                       materials)
    if at is None:
        return {}
    return _read_respectively(_Respectively(text, at, lists, materials, values, props, cued), before)


_RESPECTIVELY = re.compile(r"\brespectively\b|\b(?:at|for)\s+the\s+respective\s+\w+", re.I)   # "… at the respective temperatures"


_THOSE = re.compile(r"\b(?:those|these|that)\b", re.I)


def _each_respectively(text: str, said: list, lists, materials, values, props, before, cued) -> dict[int, dict]:
    """A sentence that says "respectively" twice or more ("the onset potentials are 0.74 and -1.28 V respectively,
    accordingly, the HOMO and LUMO energy levels … -5.10 and -3.08 eV respectively"): each pairs the lists, values
    and properties written since the one before; the materials too where that stretch names two or more, else those
    named before it. A later stretch refers back to the sentence's own lists, not to the sentence before's: "… as high
    as 1.75, 1.22 and 0.7 W cm−2 at 550, 500 and 450 °C, respectively, this being higher than that of BSCF of ∼0.97,
    0.52 and 0.316 W cm−2, respectively" gives BSCF's values those temperatures."""
    out: dict[int, dict] = {}
    start = 0
    for i, m in enumerate(said):
        def inside(x):
            return start <= x.start < m.start()
        own = [x for x in materials if inside(x)]
        # (a stretch that names no property but refers back to one takes the properties named before: "… appeared at
        # 549, …, and 702 nm, respectively, whereas those in the thin films occurred at 587, …, and 753 nm,
        # respectively")
        own_props = [p for p in props if inside(p)]
        if not own_props and _THOSE.search(text, start, m.start()):
            own_props = [p for p in props if p.start < start]
        r = _Respectively(text, m.start(), [g for g in lists if inside(g[0])], own if len(own) >= 2 else
                          [x for x in materials if x.start < m.start()], [v for v in values if inside(v)],
                          own_props, cued)
        earlier = before if i == 0 else Listed([g for g in lists if g[0].start < start and g[0].unit in ("K", "°C")])
        for k, v in _read_respectively(r, earlier).items():
            out.setdefault(k, v)
        start = m.end()
    return out


def _read_respectively(r: _Respectively, before: Listed | None) -> dict[int, dict]:
    _resp_lists(r, before)
    _resp_groups(r)
    _resp_own_values(r)
    _resp_materials_per_unit(r)
    _resp_properties(r)
    _resp_temperatures_and_materials(r)
    _resp_steps_and_names(r)
    _resp_lists_per_material(r)
    if r.from_series:
        for o in r.out.values():
            if o.get("material"):
                o["series"] = True
    return r.out


def _resp_lists_per_material(r: _Respectively) -> None:
    """"The E HOMO and E LUMO values of J75 and J76 were -5.49 and -3.66 eV and -5.41 and -3.66 eV, respectively": as
    many lists as materials, each as long as the properties named as one list before them, pair with the materials
    by rank (each list's values with the properties, as the property stage reads them: ``per_group``)."""
    groups = [g for g in r.groups if g[0].unit not in ("K", "°C")]
    if len(groups) < 2 or len(groups) != len(r.mats) or len({len(g) for g in groups}) != 1 or len(groups[0]) < 2 \
            or len({q.unit for g in groups for q in g}) != 1:
        return
    k, first = len(groups[0]), groups[0][0].start
    last = [p for p in r.props if p.end <= first][-k:]
    if len(last) < k or len({p.matid for p in last}) < k or any(last[-1].end <= q.start < first for q in r.values) \
            or not all(re.fullmatch(r"\s*(?:,|,?\s*and|,?\s*or)\s*(?:the\s+)?", r.text[a.end:b.start])
                       for a, b in zip(last, last[1:])):
        return
    for i, g in enumerate(groups):
        for q in g:
            r.out.setdefault(q.start, {})["material"] = r.mats[i]


def _resp_lists(r: _Respectively, before: Listed | None) -> None:
    """The temperatures (not the settings of the process that made each sample: "films annealed at 400 °C and 600 °C
    showed … 18 and 35 μC/cm2, respectively"), materials and family members to pair with; the previous sentence's
    where this one lists none or refers back to them."""
    r.steps = process_list(r.text)
    steps = r.steps
    r.temps = [g for g in r.lists if g[0].unit in ("K", "°C")
               and not (steps and steps[0] <= g[0].start and g[-1].end <= steps[1])]
    r.mats = r.own_mats = list(dict.fromkeys(m.matid for m in r.materials))
    if before is not None and (not r.temps and len(r.mats) < 2 or BACK_REFERENCE.search(r.text)):
        r.temps = r.temps or before.temperatures
        # (not a sentence that names its own one sample: "When PC71BM was used as an electron acceptor, a promising PCE
        # of 3.65% and 4.42% for PT-Tz-DTffBT was achieved by using a conventional and inverted device structure,
        # respectively" pairs with the structures, not with the two polymers the sentence before named; one named after
        # "respectively" is a comparand, "… were 3.63 and 3.41Å respectively, which were both closer than 3.79Å of X")
        own_one = len(r.mats) == 1 and not BACK_REFERENCE.search(r.text) and any(m.end <= r.at for m in r.materials)
        r.mats = r.mats if len(r.mats) >= 2 or own_one else before.materials or r.mats
    # ("The three polymers have … at 332, 327, and 320 °C, respectively" after a sentence that listed none: the samples
    # the passage listed last)
    # (a list of a sentence before paired where this one leaves "respectively" unsaid is a reading of order alone)
    r.from_series = before is not None and r.mats != r.own_mats and not _RESPECTIVELY.search(r.text)
    if before is not None and len(r.mats) < 2 and before.series and (refers_to_series(r.text[:r.at])
                                                                      or _CORRESPONDING.match(r.text)):
        r.mats, r.from_series = before.series, True
    # "for x = 0.05 and x = 0.10, respectively", "(x = 0.05 and 0.10, respectively)": members of a family
    r.series = list(SERIES_LIST_RE.finditer(r.text))
    r.members = [[(m.group("var"), float(n)) for n in re.findall(r"\d+(?:\.\d+)?", r.text[m.start("first"):m.end()])]
                 for m in r.series]


def _resp_groups(r: _Respectively) -> None:
    """The lists of values: lists in a value's unit (or in a condition's unit that a property named before takes:
    "the equilibrium pressures were 0.4, 1.3 and 3.5 bar"); values of one unit, each written with it, as many as the
    temperatures or family members ("H/M = 1.14 (1.92 wt %), … for 30, 60, and 90 °C, respectively"); temperatures
    as many as the properties named before them."""
    props, values = r.props, r.values
    r.groups = [g for g in r.lists if g[0].unit not in CONDITION_UNITS or g[0].unit not in ("K", "°C") and (any(
        accepts(p.matid[5:], g[0].unit) for p in props if p.end <= g[0].start) or g[0].start in r.cued)]
    for start, n in [(t[0].start, len(t)) for t in r.temps] + [(m.start(), len(x)) for m, x in zip(r.series, r.members)]:
        earlier = [q for q in values if q.end <= start and q.unit not in CONDITION_UNITS]
        for unit in dict.fromkeys(q.unit for q in earlier):
            same = [q for q in earlier if q.unit == unit]
            if len(same) == n and not any(q.start in {x.start for g in r.groups for x in g} for q in same):
                r.groups.append(same)
    for g in [g for g in r.lists if g[0].unit in ("K", "°C")]:
        named = list(dict.fromkeys(p.matid for p in props if p.end <= g[0].start))
        # (or as many names of one temperature: "the Tc onset and Tc zero … are 92 and 88 K")
        same = len(named) == 1 and coordinated_mentions_before(r.text, props, g[0].start, len(g), one_property=True)
        if (len(named) == len(g) or same) and g not in r.groups and all(accepts(n[5:], q.unit) for n, q in zip(named, g)):
            r.groups.append(g)
        # temperatures that a temperature property named before them takes, as many as the materials, in a sentence
        # with no other values ("the glass transition temperatures (T g) are 160, 155, and 165 °C for PT-ID, PT-DTBT,
        # and PT-DTBTID, respectively"), or as many as those listed as one right before them ("the TGA plots of A, B,
        # and C are shown in Figure 1, from which … the decomposition temperatures … of A and B are approximately 372.1
        # and 373.1 °C, respectively"): that property's values, one per material
        elif g not in r.groups and (len(r.mats) == len(g) or _coordinated_before(r.text, r.materials, g[0].start, len(g)))\
                and any(accepts(p.matid[5:], g[0].unit) for p in props if p.end <= g[0].start) \
                and not any(q.unit not in CONDITION_UNITS for q in values) \
                and not any(x is not g and x[0].unit not in CONDITION_UNITS for x in r.lists):
            r.groups.append(g)
            r.temps = [t for t in r.temps if t is not g]


def _resp_own_values(r: _Respectively) -> None:
    """"the yield strength and UTS were 410 MPa and 760 MPa, respectively": values each written with its unit, as many
    as the properties named before them, each in a unit its property takes (written after the properties: "Under
    conditions of t = 200 °C and p = 3 MPa, the CO2 conversion and the methanol selectivity were 6.7% and 76.3%,
    respectively"; inside brackets only the bracket's: "… than those of the control (121 MPa and 9.8 GPa,
    respectively)")."""
    text, at, props = r.text, r.at, r.props
    r.listed = {x.start for g in r.groups for x in g}
    # (not a property written with its own value: "3.87% (J sc = 8.58 mA cm^-2, V oc = 0.98 V) and 2.53% (…)")
    after_props = max((p.end for p in props if p.end <= at and not _WITH_ITS_VALUE.match(text, p.end)), default=0)
    opened = text.rfind("(", 0, at)
    inside = opened if opened > text.rfind(")", 0, at) else -1
    r.own = [q for q in r.values if q.end <= at and _a_value_unit(q, props) and q.start not in r.listed
             and q.start >= after_props and q.start > inside]
    # (values each written with its unit before another property's list: "the hole mobilities … were 7 × 10^-3 cm^2
    # V^-1 s^-1, 1 × 10^-2 cm^2 V^-1 s^-1, and 1 × 10^-3 cm^2 V^-1 s^-1 with the on-off ratios of … for A, B, and C
    # devices, respectively")
    r.before_props = [q for q in r.values if q.end <= at and q.unit and _a_value_unit(q, props)
                      and q.start not in r.listed and q.start < after_props and q.start > inside]
    named = list(dict.fromkeys(p.matid for p in props if r.own and p.end <= r.own[0].start))
    if len(named) > len(r.own) >= 2 and (tail := coordinated_properties_before(text, props, r.own[0].start, len(r.own))):
        named = tail     # "… an onset reduction potential of -2.20 V, and the HOMO and LUMO energy levels are … -5.43 eV
        # and -2.60 eV, respectively": the properties listed as one right before the values
    if len(named) == len(r.own):
        named = [_fitting(n, q.unit) for n, q in zip(named, r.own)]
    if len(r.own) >= 2 and len(named) == len(r.own) and all(accepts(n[5:], q.unit) for n, q in zip(named, r.own)):
        r.groups.append(r.own)
        r.listed |= {q.start for q in r.own}


def _fitting(matid: str, unit: str) -> str:
    """A property named by rank whose unit its value does not take, read as the catalogue property whose name goes on
    from its name and takes it ("short-circuit current (I sc), … were 0.42 V, 2.47 mA/cm^2, …": the short-circuit current
    density, as papers write it); else as named."""
    p = catalogue().properties.get(matid[5:])
    if p is None or accepts(p.id, unit):
        return matid
    name = p.name.lower().replace("-", " ") + " "
    return next(("prop:" + o.id for o in catalogue().properties.values()
                 if o.name.lower().replace("-", " ").startswith(name) and accepts(o.id, unit)), matid)


def _a_value_unit(q: Quantity, props: list[Mention]) -> bool:
    """Is a value's unit one of a measured value: not a condition's, or a length that a property named before it takes
    ("the RMS roughness of the A film and B film decreases to 1.07 nm and 4.52 nm, respectively")?"""
    return q.unit not in CONDITION_UNITS or q.unit not in TEST_CONDITION_UNITS and any(
        accepts(p.matid[5:], q.unit) for p in props if p.end <= q.start)


_WITH_ITS_VALUE = re.compile(r"\s*(?:=|:|≈|~)\s*[-−]?\d")


def _resp_materials_per_unit(r: _Respectively) -> None:
    """"the capacities and retention rates of A and B are 1.47 wt% (99.3%) and 1.24 wt% (83.8%), respectively": as
    many values of each unit as materials named, so the i-th value of each unit is the i-th material's; with as many
    properties named before them as units, the k-th unit's values are the k-th property's."""
    free = [q for q in r.own if q.start not in r.listed]
    units = list(dict.fromkeys(q.unit for q in free))
    per_unit = [[q for q in free if q.unit == u] for u in units]
    mats = r.mats
    if not free and len(r.before_props) >= 2 and len({q.unit for q in r.before_props}) == 1:
        n = len(r.before_props)
        listed = _coordinated_before(r.text, r.materials, r.at, n, r.before_props[-1].end) if len(mats) > n else mats
        if listed and len(listed) == n:
            free, per_unit, mats, units = r.before_props, [r.before_props], listed, [r.before_props[0].unit]
    # (more materials named than values: those listed as one between the values and "respectively", "… at -1.27 V and
    # -1.28 V for PDBS-TQx and PDBS-TQxF, respectively but this value was shifted at -1.11 V for PDBS-TzQx")
    # or, so, the list of as many in the values' clause: "In the PC71BM system, the blend films based on J71, J75, and
    # J76 … show … a roughness of 1.40, 1.32, and 1.43 nm, respectively"
    one_list = r.own_mats == mats and _one_list(r.text, r.materials)
    if not one_list and per_unit and len({len(g) for g in per_unit}) == 1 and len(mats) > len(per_unit[0]) >= 2:
        n = len(per_unit[0])
        listed = _coordinated_before(r.text, r.materials, r.at, n, free[-1].end) or _clause_list(r.text, r.materials,
                                                                                                per_unit[0])
        mats, one_list = listed or mats, bool(listed)
    if any(u in CONDITION_UNITS for u in units) and not one_list \
            and not all(_bracketed_after(r, g, mats) for g in per_unit):
        return      # lengths pair with materials listed as one ("the A film and B film") or each written in brackets
        # after its value ("at 423 nm (P1), 467 nm (P2), and 446 nm (PDHBT), respectively"), not with layers ("…
        # between the porous Pt cathode and anode of 100 nm and 60 nm in thickness, respectively")
    if len(mats) >= 2 and per_unit and all(len(g) == len(mats) for g in per_unit):
        named = list(dict.fromkeys(p.matid for p in r.props if p.end <= free[0].start))
        for k, g in enumerate(per_unit):
            # (the k-th unit's, with as many named as units; else the one named that takes the unit: "the absorption
            # maxima of A, B and C were at 615 nm (ε = 2.78 × 10^5 M^-1 cm^-1), 576 nm (…) and 581 nm (…)")
            takes = [n for n in named if accepts(n[5:], units[k])]
            pid = named[k] if len(named) == len(units) else takes[0] if len(takes) == 1 else None
            for i, q in enumerate(g):
                o = r.out.setdefault(q.start, {"material": mats[i]})
                if pid is not None and accepts(pid[5:], q.unit):
                    o["property"] = pid[5:]


def _bracketed_after(r: _Respectively, values: list[Quantity], mats: list[str]) -> bool:
    """Is each value followed by its material in brackets, in order ("423 nm (P1), 467 nm (P2)")?"""
    return len(values) == len(mats) and all(
        any(m.matid == mat and re.fullmatch(r"\s*\(\s*", r.text[q.end:m.start]) for m in r.materials)
        for q, mat in zip(values, mats))


def _resp_properties(r: _Respectively) -> None:
    """Each list's properties: as many named before it as values, each taking its value's unit ("the voltage … the
    power density increased by 44.5 and 29.8% at 600 and 500 °C, respectively" gives neither property a share or a
    temperature); or one name for every value ("the yield strengths of the XY and Z specimens were 268 and 245
    MPa")."""
    terms = _equation_terms(r.text, r.props)
    props = [p for p in r.props if p.start not in terms]
    for g in r.groups:
        named = list(dict.fromkeys(p.matid for p in props if p.end <= g[0].start))
        tail = coordinated_properties_before(r.text, props, g[0].start, len(g)) if len(named) >= len(g) else []
        if tail:
            named = tail     # "…, accordingly, the HOMO and LUMO energy levels of PT5TPA were … -5.10 and -3.08 eV"
            # (also where the sentence named the same properties before in another order: "LUMO = … and HOMO = …,
            # the HOMO and LUMO energy levels … were -5.35 eV and -3.44 eV")
        # (names written apart pair by rank only where each stands in the values' clause: not "to improve the
        # solubility and aggregation …, Hou synthesized A and B with the PCE of 4.5% and 3.5%, respectively")
        if len(named) == len(g):
            named = [_fitting(n, q.unit) for n, q in zip(named, g)]
        if len(named) == len(g) and (tail or len(g) < 2 or _names_in_clause(r.text, r.props, named, g[0].start)) \
                and all(accepts(n[5:], q.unit) for n, q in zip(named, g)):
            for i, q in enumerate(g):
                r.out.setdefault(q.start, {})["property"] = named[i][5:]
        # (as many names of one property, which their words tell apart: "the Tc onset and Tc zero … are 92 and 88 K,
        # respectively"; each value keeps the name it pairs with)
        elif len(named) == 1 and len(g) >= 2 and all(accepts(named[0][5:], q.unit) for q in g) \
                and (same := coordinated_mentions_before(r.text, props, g[0].start, len(g), one_property=True)):
            for p, q in zip(same, g):
                r.out.setdefault(q.start, {}).update(property=p.matid[5:], property_named=p.start)
        # (one name for every value: the one named that takes their unit; a name in another unit is not theirs: "the
        # onset points of the weight loss with 5% weight-loss temperature (T d) of A, B, C and D are 344, 349, 319,
        # and 352 °C")
        elif len(fit := [n for n in named if all(accepts(n[5:], q.unit) for q in g)]) == 1 and len(g) > 1 \
                and len(set(listed_names(r.text[:g[0].start], g))) < 2:
            for q in g:
                r.out.setdefault(q.start, {})["property"] = fit[0][5:]


# an equation's right-hand side: from "=" to the clause's end ("E LUMO = E HOMO + E g,opt to be …")
_EQUATION_RHS = re.compile(r"=\s*(?P<rhs>[^=;]*?)(?=\s+(?:to\s+be|is|are|was|were|and\s+the)\b|[;)]|,\s|$)")


def _equation_terms(text: str, props: list) -> set[int]:
    """Where the properties start that are terms of an equation the sentence writes ("the equation E LUMO = E HOMO +
    E g,opt", "E HOMO = -e(E ox + 4.71)"): the right-hand side's, which the values are not of; the one before "="
    names what the equation gives."""
    out = set()
    for m in _EQUATION_RHS.finditer(text):
        if any(re.fullmatch(r"\s*", text[p.end:m.start()]) for p in props):
            out |= {p.start for p in props if m.start("rhs") <= p.start < m.end("rhs")}
    return out


def _names_in_clause(text: str, props: list, named: list[str], before: int) -> bool:
    """Is every one of the properties named in the clause of the values that start at ``before`` (no comma before a
    new subject between them: "the solubility …, Hou synthesized …" is another clause)?"""
    first = min(p.start for p in props if p.matid in named and p.end <= before)
    return not re.search(r",\s+(?:[A-Z][a-z]+|we|they|it)\s+(?:[a-z]+ed|[a-z]+s)\b", text[first:before])


def coordinated_properties_before(text: str, props: list, before: int, n: int) -> list[str]:
    """The last ``n`` properties named before ``before``, where they are written as one coordinated list ("the HOMO
    and LUMO energy levels", "V oc, J sc, FF and PCE") and no other value stands between them and it; [] otherwise."""
    return [p.matid for p in coordinated_mentions_before(text, props, before, n)]


def coordinated_mentions_before(text: str, props: list, before: int, n: int, one_property: bool = False) -> list:
    """The mentions of ``coordinated_properties_before``: of ``n`` different properties; or, with ``one_property``,
    ``n`` different names of one property ("the Tc onset and Tc zero", which a criterion tells apart)."""
    last = [p for p in props if p.end <= before][-n:]
    kinds = {p.matid for p in last} if not one_property else \
        ({p.text.lower() for p in last} if len({p.matid for p in last}) == 1 else set())
    if len(last) < n or len(kinds) < n or _value_between(text, last[-1].end, before):
        return []
    if all(re.fullmatch(r"\s*(?:,|,?\s*and|,?\s*or)\s*(?:the\s+)?", text[a.end:b.start]) for a, b in zip(last, last[1:])):
        return last
    return []


def _value_between(text: str, start: int, end: int) -> bool:
    """Does a value stand between two places: a decimal or a number in a unit, outside brackets and names (not
    "PC 70 BM (1:1, w/w)", a blend's name and its ratio)?"""
    gap = re.sub(r"\([^()]*\)", " ", text[start:end])
    return bool(re.search(r"\d\.\d", gap)) or any(q.unit for q in find_quantities(gap))


def _resp_temperatures_and_materials(r: _Respectively) -> None:
    """Each list's temperatures, materials or family members, by rank. The sentence's own properties pair with its
    values, the previous sentence's materials do not ("the power density and conductivity of X were A and B,
    respectively"); with more materials named than values, the list of as many named right before the values ("… of
    Nb (92.91 g/mol) compared to Ti and Zr (47.86 and 91.22 g/mol, respectively)"); values paired with a list of
    temperatures pair with the sentence's materials too only where those are one list ("LaBaCo2O5 … than
    La0.5Ba0.5CoO3 with ASRs of 7.4 and 0.16 Ω cm2 at 400 and 600 °C, respectively" gives them by no rank)."""
    text, materials, mats, own_mats = r.text, r.materials, r.mats, r.own_mats
    for g in r.groups:
        t = next((t for t in r.temps if len(t) == len(g) and t is not g), None)
        xs = next((x for x in r.members if len(x) == len(g)), None)
        paired_by_props = len(list(dict.fromkeys(p.matid for p in r.props if p.end <= g[0].start))) == len(g)
        listed_mats = (_coordinated_before(text, materials, g[0].start, len(g))
                       or _coordinated_before(text, materials, r.at, len(g), g[-1].end)
                       or _clause_list(text, materials, g)) if len(mats) > len(g) else None
        # (values that pair with as many properties pair with the sentence's materials by rank only where those are
        # one list: "the HOMO and LUMO energy levels of DPAV-PT from B3LYP calculations are -5.3 and -3.24 eV")
        ranked = len({r.out.get(q.start, {}).get("property") for q in g} - {None}) == len(g)
        by_rank = (mats is not own_mats or t is None and not ranked or _one_list(text, materials)) \
            and not (mats is own_mats and _parts_of_one_setup(text, materials))
        for i, q in enumerate(g):
            o = r.out.setdefault(q.start, {})
            if t is not None:
                o["temperature_K"] = convert(t[i].value, t[i].unit, "K") if t[i].unit == "°C" else t[i].value
            # (the sentence's own list of family members, "for x = 0.05 and x = 0.10", before the previous sentence's
            # materials)
            # (values in different units are as many properties of one material, not one property of each: "… than
            # those of the commercial control Filtek Z350 (121 MPa and 9.8 GPa, respectively)")
            if len(mats) == len(g) and by_rank and len({x.unit for x in g}) == 1 \
                    and not ((paired_by_props or xs is not None) and mats is not own_mats):
                o["material"] = mats[i]
            elif listed_mats:
                o["material"] = listed_mats[i]
            elif xs is not None:
                o["values"] = {xs[i][0]: xs[i][1]}


def _clause_list(text: str, materials: list[Mention], values: list[Quantity]) -> list[str] | None:
    """The list of as many materials as values in the values' clause ("In the PC71BM system, the blend films based on
    J71, J75, and J76 … show … a roughness of 1.40, 1.32, and 1.43 nm"), if there is one."""
    listed = [m.matid for m in _listed_before(text, values[0].start, materials)]
    return listed if len(listed) == len(values) and len(set(listed)) == len(listed) else None


def _resp_steps_and_names(r: _Respectively) -> None:
    """The process step each value of a list was made by ("annealed at 400 °C and 600 °C"); names the catalogue may
    not know, listed before the verb, one per value of the list that ends at "respectively" ("the coloration and
    bleaching times were 4.2 s and 2.8 s, respectively")."""
    # (states listed as one list pair only where no list of materials does: "the as-cast and homogenized CoCrFeNiMn
    # alloys … 215 and 198 MPa, respectively")
    steps = r.steps[2] if r.steps else [] if len(r.mats) >= 2 else \
        coordinated_states(r.text, min((g[0].start for g in r.groups), default=r.at))
    for g in r.groups:
        if steps and len(g) == len(steps) and not any("temperature_K" in r.out.get(q.start, {}) for q in g):
            for q, step in zip(g, steps):
                r.out.setdefault(q.start, {})["processing"] = step
    run = _run_before(r.text, r.at, [*r.values, *(x for g in r.lists for x in g)])
    if len(run) >= 2 and len(r.own_mats) < 2 and not all("property" in r.out.get(q.start, {}) for q in run):
        for q, pid in zip(run, listed_names(r.text[:run[0].start], run)):
            r.out.setdefault(q.start, {}).setdefault("property", pid)


_STATE_JOINT = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+)")


def coordinated_states(text: str, before: int) -> list[str]:
    """The processing states written as one list before ``before`` ("the as-cast and homogenized CoCrFeNiMn alloys",
    "the as-cast, annealed and cold-rolled samples"): the catalogue's process words joined by nothing but commas,
    "and" or "or"; [] where there is no such list of two or more."""
    best: list = []
    run: list = []
    for m in process_words().finditer(text, 0, before):
        run = run + [m] if run and _STATE_JOINT.fullmatch(text, run[-1].end(), m.start()) else [m]
        if len(run) >= 2:
            best = list(run)
    return [m.group(0) for m in best]


_STEP_ITEM = r"[-−]?\d+(?:\.\d+)?(?:\s*(?:°\s*C|K|h|min))?"
_STEP_LIST = re.compile(rf"\s+(?P<how>at|for)\s+(?P<items>{_STEP_ITEM}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+or\s+)"
                        rf"{_STEP_ITEM})+)")


def process_list(text: str) -> tuple[int, int, list[str]] | None:
    """A process run at a list of settings ("annealed at 400 °C and 600 °C", "sintered for 2, 4 and 6 h"): its span
    and each step as written with the process ("annealed at 400 °C", "annealed at 600 °C"); None when there is none."""
    for p in process_words().finditer(text):
        m = _STEP_LIST.match(text, p.end())
        if m is None:
            continue
        items = [i.strip() for i in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+|\s+or\s+", m.group("items"))]
        unit = re.search(r"(°\s*C|K|h|min)$", items[-1])
        if unit is None:
            continue
        items = [i if re.search(r"[^\d.\s−-]", i) else f"{i} {unit.group(1)}" for i in items]
        return p.start(), m.end(), [f"{p.group(0)} {m.group('how')} {i}" for i in items]
    return None


# a list of values right after the verb, ending its clause ("… were 2650 and 0.031.")
# (or a verb of how they were got: "the HOMO and LUMO energy levels were estimated to be -5.26 eV and -3.56 eV")
_CORRESPONDING = re.compile(r"\W*(?:their(?:\s+corresponding)?|the\s+corresponding|correspondingly,?\s+(?:the|their))\b",
                            re.I)
_LIST_VERB = re.compile(r"\b(?:were|are)\s+(?:(?:estimated|calculated|determined|found|measured|obtained|deduced)\s+"
                        rf"(?:to\s+be\s+|as\s+|at\s+)?)?{HEDGE}?")
_CLAUSE_END = re.compile(r"\s*(?:[.;:)]|,\s|$)")


# a list of values after "of" or a verb, and what joins two materials of one list ("HA300 and HA500", "A, B and C")
# (a participle of finding may stand between: "the band gaps of PBDTQS, PBDTQTS and PTQTS were calculated to be about
# 1.66, 1.59 and 1.44 eV")
_LIST_LEAD = re.compile(r"\b(?:of|had|have|showed|show|exhibited|exhibit|gave|give|reached|(?:were|are|is|was)(?:\s+(?:"
                        r"estimated|calculated|determined|found|measured|obtained|deduced|located|observed|centred|"
                        r"centered)(?:\s+(?:to\s+be|as|at))?|\s+at)?)\s+"
                        rf"{HEDGE}?")
# a suspended hyphen before the next item of a list of modifiers: "P1- and P2-based", "BZCYN- and Ni-infiltrated"
SUSPENDED = r"(?:[-‐‑](?=\s*(?:,|and\b|or\b)))?"
_MATERIALS_GAP = re.compile(SUSPENDED + r"\s*(?:,\s*(?:and\s+)?|and\s+)(?:the\s+)?")


# what may follow a list of values that pairs with as many properties named before the verb, besides the clause's end:
# how or where they were got, or another clause ("the HOMO and LUMO energies are estimated to be -5.3 and -3.0 eV from
# the onset potentials", "… are -5.3 and -3.24 eV and E g is 2.06 eV"), not a comparison ("5 and 6 times higher")
_PHRASE_AFTER = re.compile(r"\s*\(|\s+(?:and|from|by|using|with|in|for|at|under|according|based|which|when|after|as)\b")


def _run_after(text: str, start: int, qs: list[Quantity], end: re.Pattern | None = None) -> list[Quantity]:
    """The values joined by commas and "and" from ``start`` to the end of their clause (or to what ``end``
    matches); [] if none ends it."""
    first = next((q for q in qs if q.start == start), None)
    if first is None:
        return []
    run = [first]
    for q in qs:
        if q.start > run[-1].start and _RUN_GAP.fullmatch(text, run[-1].end, q.start):
            run.append(q)
    after = _ASIDE.match(text, run[-1].end).end()
    return run if _CLAUSE_END.match(text, after) or end is not None and end.match(text, run[-1].end) else []


# between two values of a list: a comma or "and", after an aside in brackets with the value's own details ("7.13% (V OC =
# 0.90 V, FF = 0.598) and 7.33% (V OC = 0.96 V, …)")
_ASIDE = re.compile(r"(?:\s*\([^()]*\))?")
_RUN_GAP = re.compile(r"(?:\s*\([^()]*\))?\s*(?:,\s*(?:and\s+)?|and\s+)")


# between two names of one list: at most a symbol or a bracket, then a comma or "and" ("the dielectric constant εr and
# the loss tangent"; not "the dielectric constant increased with frequency and the loss …")
_NAMES_GAP = re.compile(r"\s*(?:[^\sa-z,]\S*\s*|\([^()]{1,15}\)\s*)?(?:,\s*(?:and\s+)?|and\s+)(?:the\s+|its\s+|their\s+)?")


def unsaid_respectively(text: str, values: list[Quantity], props: list[Mention],
                        materials: list[Mention] = ()) -> int | None:
    """Where a "respectively" the sentence leaves unsaid would stand: "the dielectric constant and the loss tangent
    at 1 kHz were 2650 and 0.031" pairs its values with the properties named before the verb in order, as "…,
    respectively" would. Only a list of two or more values right after "were"/"are" that ends the clause, with as
    many properties joined by "and" before the verb in the same clause, or as many names one per value
    (``listed_names``); or a list after "of" or the verb with as many materials before it in its clause, written as
    one list ("(HA300 and HA500) had porosities of 52% and 65%"). None where there is no such list."""
    qs = sorted({q.start: q for q in values}.values(), key=lambda q: q.start)
    for lead in _LIST_LEAD.finditer(text):
        # (a phrase may follow the values: "… were estimated as 1.55 and 1.72 eV from the absorption onset")
        run = _run_after(text, lead.end(), qs, _PHRASE_AFTER)
        if len(run) < 2:
            continue
        named = _listed_before(text, lead.start(), materials)
        if len(named) == len(run) and all(_MATERIALS_GAP.fullmatch(text, a.end, b.start) or _next_in_code_range(text, a, b)
                                          for a, b in zip(named, named[1:])):
            return _ASIDE.match(text, run[-1].end).end()
    for verb in _LIST_VERB.finditer(text):
        run = _run_after(text, verb.end(), qs, _PHRASE_AFTER)
        if len(run) < 2:
            continue
        clause = max(text.rfind(";", 0, verb.start()), text.rfind(":", 0, verb.start()))
        # (a property's symbol after its name is no second name: "the dielectric constant εr and …")
        named = list({p.matid: p for p in reversed([p for p in props if clause < p.start and p.end <= verb.start()])}
                     .values())[::-1]
        if len(named) == len(run) and all(_NAMES_GAP.fullmatch(text, a.end, b.start) for a, b in zip(named, named[1:])) \
                or coordinated_properties_before(text, props, verb.start(), len(run)):
            return run[-1].end
        # (or names the catalogue may not know, one per value: "the shape fixity and recovery ratios were …")
        if len(listed_names(text[:verb.end()], run)) == len(run):
            return run[-1].end
        # (or the samples the sentence before listed, that a sentence naming none refers back to: "A, B and C showed
        # hole mobilities of …, respectively. Their corresponding electron mobilities were 0.40, 0.14 and 0.35 …")
        if _CORRESPONDING.match(text) and not any(m.start < verb.start() for m in materials):
            return run[-1].end
    # a chain of changes after as many materials listed as one in its clause: "the V oc of … P(BDT-F-BT),
    # P(BDT-T-BT), and P(BDT-TT-BT) decreased from 0.94 to 0.82 to 0.69 V" (one step per material, in order)
    # "The J sc of the polymers increased from 4.15, 6.80, to 8.32 mA/cm^2": of the samples listed before
    for chain in CHAIN_RE.finditer(text):
        run = [q for q in qs if chain.start("items") <= q.start < chain.end()]
        named = _listed_before(text, chain.start(), materials)
        if len(run) >= 2 and (len(named) == len(run) or not named and refers_to_series(text[:chain.start()])):
            return run[-1].end
    return None


def _listed_before(text: str, at: int, materials: list[Mention]) -> list[Mention]:
    """The materials of the clause that ends at ``at``, each once, from the last list of them ("of P-1a, P-1b, and
    P-1c were": all three; a comma after the list ends its clause, except before a relative clause the list leads to:
    "those based on PBT-T12TT and PFBT-T12TT, which exhibited PCEs of only 0.57% and 0.02%")."""
    clause = max(text.rfind(";", 0, at), text.rfind(":", 0, at))
    mine = [m for m in materials if clause < m.start and m.end <= at]
    if not mine:
        return []
    run = [mine[-1]]
    for m in reversed(mine[:-1]):
        if not (_MATERIALS_GAP.fullmatch(text, m.end, run[0].start) or _next_in_code_range(text, m, run[0])):
            break
        run.insert(0, m)
    gap = text[mine[-1].end:at]
    if ", " in _RELATIVE.sub("", gap, count=1) and not (len(run) >= 2 and _APPOSITION.search(text, 0, run[0].start)
                                                         and ", " not in gap.lstrip(" ,")):
        return []
    return list({m.matid: m for m in reversed(run)}.values())[::-1]


# a list set off by commas after the noun it names ("the endcapped polymers, A, B, and C, showed …"): the comma that
# closes it does not end its clause
_APPOSITION = re.compile(r"\b[a-z]{3,}s\s*,\s*$")


# a comma that opens a relative clause right after a list ("…, which exhibited")
_RELATIVE = re.compile(r"^\s*,\s+(?:which|who)\b")


_NUMBERED_CODE = re.compile(r"([A-Za-z]{1,4})(\d{1,2})")


def _next_in_code_range(text: str, a: Mention, b: Mention) -> bool:
    """Are two samples consecutive members of one range of codes ("P1-P6": P1 and P2, …, P5 and P6)?"""
    ca, cb = _NUMBERED_CODE.fullmatch(a.text), _NUMBERED_CODE.fullmatch(b.text)
    return bool(ca and cb) and ca.group(1) == cb.group(1) and int(cb.group(2)) == int(ca.group(2)) + 1 \
        and re.fullmatch(r"\s?[-–]?\s?", text[a.end:b.start] if a.end < b.start else "") is not None


def _run_before(text: str, end: int, values: list[Quantity]) -> list[Quantity]:
    """The values joined by commas and "and" that end right before ``end`` (a "respectively"), in order."""
    qs = [q for q in sorted({q.start: q for q in values}.values(), key=lambda q: q.start) if q.end <= end]
    if not qs or not re.fullmatch(r"\s*,?\s*", text[qs[-1].end:end]):
        return []
    run = [qs[-1]]
    for q in reversed(qs[:-1]):
        if not re.fullmatch(r"\s*(?:,\s*(?:and\s+)?|and\s+)", text[q.end:run[0].start]):
            break
        run.insert(0, q)
    return run


_ROLE_AFTER = re.compile(r"\s*(?:\([^()]{1,20}\)\s*)?as\s+(?:the\s+|an?\s+)?([a-z][a-z-]{2,})\b")


def _parts_of_one_setup(text: str, materials: list[Mention]) -> bool:
    """Does the sentence give its materials roles of their own ("with LSGM as electrolyte and SrMo0.8Fe0.2CoO3 as
    anode"): the parts of one cell, not a list of samples that values pair with? ("LSM and LSCF as cathodes" share
    one role: they are such a list.)"""
    roles = {m.group(1).lower() for x in materials if (m := _ROLE_AFTER.match(text, x.end))}
    return len(roles) >= 2


def _one_list(text: str, materials: list[Mention]) -> bool:
    """Are the sentence's materials written as one list ("LSM and LSCF", "the Ni-YSZ anode and the Cu-CeO2
    anode"): no value and no comparison between one and the next? Not where one is the subject and another a
    comparand ("A … than B"), nor where each has its own clause of values ("A were 1, 2 and 3; for B … 4, 5, 6")."""
    first: dict[str, Mention] = {}
    for m in sorted(materials, key=lambda m: m.start):
        first.setdefault(m.matid, m)
    ms = list(first.values())
    return all(not re.search(r"\d", text[a.end:b.start]) and not _COMPARAND.search(text[a.end:b.start])
               for a, b in zip(ms, ms[1:]))


def _coordinated_before(text: str, materials: list[Mention], start: int, n: int, after: int = 0) -> list[str] | None:
    """The MatIDs of the n materials named last before ``start`` (and after ``after``) when they are one list ("Ti
    and Zr", "A, B and C") that ends close before it ("Ti and Zr (47.86 and …"; "… 1.27, and 1.25 eV for A, B, C, and
    D, respectively"); None otherwise."""
    prior = sorted((m for m in materials if after <= m.start and m.end <= start), key=lambda m: m.start)
    if n < 2 or len(prior) < n:
        return None
    last = prior[-n:]
    joined = all(re.fullmatch(SUSPENDED + r"\s*(?:,\s*(?:and|or)?|and|or)\s*", text[a.end:b.start])
                 for a, b in zip(last, last[1:]))
    close = re.fullmatch(r"[^\d;.]{0,40}", text[last[-1].end:start])
    ids = [m.matid for m in last]
    return ids if joined and close and len(set(ids)) == n else None


# a list of a family variable's values: "x = 0.05 and x = 0.10", "x = 0, 0.1 and 0.2"
SERIES_LIST_RE = re.compile(r"(?<![\w.])(?P<var>[xyz])\s*=\s*(?P<first>\d+(?:\.\d+)?)(?:\s*(?:,|and|or)\s*(?:(?P=var)\s*=\s*)?"
                            r"\d+(?:\.\d+)?)+")


def is_material_phrase(phrase: str) -> bool:
    """Does a phrase name a material ("yttria-stabilized zirconia", "Ni–YSZ cermet", "gadolinium-doped ceria",
    "La0.6Sr0.4Co0.2Fe0.8O3−δ") rather than a thing of another kind ("solid oxide fuel cells", "intermetallic
    compounds", "transmission electron microscopy")? Its head word is a material class noun, or it is a formula."""
    words = re.findall(r"[A-Za-z]+", phrase.lower())
    if not words:
        return False
    # a formula or an element's symbol after a participle that says how it was made ("oxide-derived Cu",
    # "carbon-coated Si", "electrodeposited Ni"): that made material
    tokens = phrase.split()
    if len(tokens) >= 2 and tokens[-2].lower().endswith("ed"):
        found = find_compositions(tokens[-1])[0]
        if tokens[-1] in ELEMENTS or found and not found[0][2].is_molecule_of_nonmetals:
            return True
    head = words[-1]
    if (head in words_of("material_class_nouns") or head.endswith("s") and head[:-1] in words_of("material_class_nouns")) \
            and head not in words_of("phase_nouns"):
        return True
    # a polymer ("polystyrene", "poly(ethylene oxide)", "polyvinylidene fluoride", "sulfonated poly(ether ether
    # ketone)"), not a process ("polymerization")
    # (the bracket set apart by a PDF's text: "poly (indacenodithieno[3,2-b]thiophene-alt-benzothiadiazole)")
    if re.match(r"(?:[a-z-]+\s+)?poly(?:\s?[(\[]|[a-z]{4,})", phrase.lower()) and not head.endswith(("ing", "tion", "ial")):
        return True
    # a compound named in words: an element's name, or a specific name, before an anion's noun ("silicon carbide",
    # "lithium iron phosphate", "graphene oxide"), not a class of them ("intermetallic compounds", "metal oxides")
    if len(words) > 1 and re.search(r"(?:ide|ate)s?$", head) and (
            any(w in ELEMENT_NAMES for w in words[:-1]) or head.rstrip("s").endswith("ide")
            and words[-2] not in words_of("compound_class_modifiers")):
        return True
    # "yttria-stabilized zirconia", "Gd-doped ceria"; with formulas the hyphen is often left out ("3 mole % Y2O3
    # stabilized ZrO2", "Sm2O3 doped CeO2")
    doped = re.search(r"-(?:doped|stabili[sz]ed|substituted|based)\b", phrase, re.I) or \
        re.search(r"\s(?:doped|stabili[sz]ed|substituted)\s", phrase, re.I) and find_compositions_in(phrase)
    return bool(doped) and head not in words_of("phase_nouns") and not head.endswith(("cells", "cell", "ing", "tion", "y"))


def phase_formulas(text: str) -> set[str]:
    """The compositions a paper names as phases or precipitates ("the Al3Ni phase", "Mg2Si precipitates"), never
    as a material it made ("the Mg2Si alloy", "Mg2Si samples"): MatIDs."""
    from collections import Counter

    as_phase: Counter = Counter()
    as_material: Counter = Counter()
    total: Counter = Counter()
    material_nouns = words_of("material_class_nouns") | words_of("specimen_nouns")
    for _, end, comp in find_compositions(text)[0]:
        w = next_word(text, end)
        total[comp.matid] += 1
        if names_a_phase_after(text, end):
            as_phase[comp.matid] += 1
        elif w in material_nouns:
            as_material[comp.matid] += 1
    return {m for m, n in as_phase.items() if not as_material[m] and 2 * n >= total[m]}


def resolve_mentions(text: str, mentions: list[Mention], samples=None) -> list[Mention]:
    """The mentions of a sentence as its paper knows them: the names and sample labels the paper defines become
    mentions of their materials, as do short names written before the noun of a material's role ("the YSZ
    electrolyte"); a short form the paper (or the sentence) defines for something else ("ICs") is
    no formula; a formula before a structural-unit noun ("RuO6 octahedra") is no material; one before a phase noun
    ("the Al3Ni phase", "Mg2Si precipitates") is a phase unless the paper made it (its sample)."""
    local = abbreviations(text)
    not_materials = set(samples.not_materials) if samples else set()
    not_materials |= {s for s, long in local.items() if not is_material_phrase(long) and not find_compositions_in(long)}
    not_materials |= {s[:-1] for s in not_materials if s.endswith("s")}      # "SOFCs" defined: "SOFC" too
    names = dict(samples.names) if samples else {}
    labels = dict(samples.labels) if samples else {}
    out = []
    for m in mentions:
        if m.type == "composition" and (m.text in not_materials or in_a_generic_formula(text, m.start, m.end)):
            continue        # (nor a piece of a generic formula: "B2O5" of "the layered perovskite AA′B2O5")
        if m.type == "material" and m.text.lower().rstrip("s") in words_of("material_class_nouns") and out \
                and out[-1].type in ("composition", "material") and not text[out[-1].end:m.start].strip():
            continue            # "Ti3C2Tx MXene films": the formula's class, as "the perovskite" would be
        if m.type == "composition":
            w = next_word(text, m.end)
            if w in words_of("structural_units") and not (samples and samples.is_sample(m.matid)):
                continue        # ("the Gd2Zr2O7 layer" of a coatings paper whose sample it is: a material)
            if names_a_phase_after(text, m.end) and not (samples and samples.is_sample(m.matid)):
                m = Mention("phase", m.text, m.start, m.end, "phase:" + m.text, m.text)
            elif samples and m.matid in samples.phases and not samples.is_sample(m.matid):
                m = Mention("phase", m.text, m.start, m.end, "phase:" + m.text, m.text)
        out.append(m)
    found = []
    for start, end, name in named_by_role(text, not_materials):
        # (an element named in words inside the span is the base metal of an alloy's designation: "6061-T6
        # aluminium alloy")
        if name not in names and label_key(name) not in labels and all(
                end <= m.start or start >= m.end or m.type == "element" and m.text.islower() for m in out):
            found.append(Mention("material", name, start, end, "mat:" + label_key(name), name))
    suffixes = "|".join(words_of("material_name_suffixes"))
    for written, (matid, long) in names.items():
        # "BZY-only", "GDC-based": the name, with the suffix
        for x in re.finditer(rf"(?<![\w-]){re.escape(written)}(?:-(?:{suffixes})\b)?(?![\w-])", text):
            found.append(Mention("material" if matid.startswith("mat:") else "composition", written, x.start(),
                                 x.end(), matid, written))
        if long and not find_compositions_in(long):
            for x in re.finditer(rf"(?<![\w-]){re.escape(long)}(?![\w-])", text, re.I):
                found.append(Mention("material", x.group(0), x.start(), x.end(), matid, written))
    for matid, written in labels.values():
        for x in re.finditer(rf"(?<![\w-]){re.escape(written)}(?!\w)", text):
            found.append(Mention("composition", written, x.start(), x.end(), matid, written))
    found += graded(text, out)
    found += composites(text, names)
    found += reinforced(text, names)
    found += supported(text, names)
    found += [_doped_sample(m, samples) for m in doped(text, names)]
    found += system_samples(text, samples)
    found += coded(text, not_materials)
    found += named_as_written(text)
    found += core_shell(text, names)
    # (a generic formula names a class of compounds by its sites, "the ABX3 perovskites", "AB5-type alloys": no sample)
    found = [f for f in found if not generic_formula(f.text)]
    if not found:
        return modified_samples(text, out)
    found.sort(key=lambda f: (-(f.end - f.start), f.start))
    chosen: list[Mention] = []
    for f in found:
        if all(f.end <= o.start or f.start >= o.end for o in chosen):
            chosen.append(f)
    kept = [m for m in out if all(m.end <= f.start or m.start >= f.end for f in chosen)]
    return modified_samples(text, sorted(kept + chosen, key=lambda m: m.start))


@lru_cache(maxsize=1)
def _modified_by() -> re.Pattern:
    """The participle of a treatment written after what it put on or into a sample (the catalogue's
    ``modification_participles``): "-infiltrated ", "-coated "."""
    return re.compile(rf"[-‐–](?:{alternation('modification_participles')})\s+", re.I)


def modified_samples(text: str, mentions: list[Mention]) -> list[Mention]:
    """A sample named by what was put on or into it and its host, each a material read ("BZCYN‐infiltrated SDC",
    "Pd-impregnated LSM-YSZ", "carbon-coated LiFePO4", a host of parts: "BZCY‐infiltrated Ni+SDC"): one material,
    neither the host (whose values are another sample's) nor what was added. The mentions, with the mentions of each
    such name replaced by the one mention."""
    kinds = ("material", "composition", "element")
    merged = []
    for m in mentions:
        verb = _modified_by().match(text, m.end) if m.type in kinds else None
        host = _HOST.match(text, verb.end()) if verb else None
        if host and any(x.type in kinds and host.start() <= x.start and x.end <= host.end() for x in mentions):
            name = text[m.start:host.end()]
            merged.append(Mention("material", name, m.start, host.end(), "mat:" + label_key(name), name))
            # (each treatment written before with a suspended hyphen names its own sample: "BZCYN‐ and Ni‐infiltrated
            # SDC")
            tail, at = text[m.end:host.end()], m.start
            for x in reversed([x for x in mentions if x.end <= m.start and x.type in kinds]):
                if not _SUSPENDED_BEFORE.fullmatch(text, x.end, at):
                    break
                name = x.text + tail
                merged.append(Mention("material", text[x.start:x.end + 1], x.start, x.end + 1,
                                      "mat:" + label_key(name), name))
                at = x.start
    if not merged:
        return mentions
    kept = [m for m in mentions if all(m.end <= x.start or m.start >= x.end for x in merged)]
    return sorted(kept + merged, key=lambda m: m.start)


_SUSPENDED_BEFORE = re.compile(r"[-‐–]\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+)")
# the host a treatment was given to: a name, a formula, or parts joined by "+" or "/" ("Ni+SDC", "LSM-YSZ")
_HOST = re.compile(r"[A-Z][\w.()−δ‐-]*(?:[+/][A-Z][\w.()−δ‐-]*)*(?<![.,)‐-])")


# a material named by a code: a framework's or a porous solid's ("NOTT-401", "ZIF-8", "UiO-66", "MIL-101(Cr)",
# "SBA-15"), with what it was grafted or functionalised with written before it or a functional group after it
# ("APTES-SBA-15", "PEI-MCM-41", "UiO-66-NH2": another material than the bare framework), or an alloy's designation
# ("AA2024", "AZ31B", "SS316L", "AA6061-T6"), with an element added written after it ("CMSX-4+Ru")
_FUNCTIONAL_GROUP = r"(?:-(?:NH2|SO3H|COOH|OH|NO2|CH3|SH|F))?"
# an element or a compound added to a coded alloy is another alloy or a composite ("CMSX-4+Ru", "IN718+0.5B",
# "SAC305-0.05Ni", "AA6061-10B4C")
_ADDITION = r"(?:(?:\+\d*|-\d+)(?:\.\d+)?(?:[A-Z][a-z]?(?![a-z])\d*)+)*"
_CODED = re.compile(r"(?<![\w\-/.])((?:(?:[A-Z][A-Za-z0-9]{1,7}-(?=[A-Z][A-Za-z]{1,6}-\d))?"
                    r"(?=[A-Za-z]*[A-Z][a-z]*[A-Z])[A-Z][A-Za-z]{1,6}-\d{1,4}(?:[A-Z][a-z]|[A-Za-z])?(?:\([A-Z][a-z]?\))?"
                    rf"{_FUNCTIONAL_GROUP}|[A-Z]{{2,4}}\d{{2,4}}[A-Z]?\d?(?:-[A-Z]\d{{1,3}})?){_ADDITION})"
                    r"(?![\w\-]|\.\d)")


@lru_cache(maxsize=None)
def _property_symbol(code: str) -> bool:
    """Is a code a catalogue property's symbol ("LT50", an OLED's lifetime to half luminance), no sample's?"""
    return any(code in p.symbols for p in catalogue().properties.values())


def coded(text: str, not_materials: set[str] = frozenset()) -> list[Mention]:
    """Materials named by a code of capitals and a number (``_CODED``): not a standard's number ("ASTM-E8",
    "ISO9001"; catalogue ``standard_bodies``), a technique or technology ("SOFC-1"), a hardness scale ("HV10"), a
    formula, a figure or table, nor a short form the paper defines for something else."""
    out = []
    for x in _CODED.finditer(text):
        code = x.group(1)
        # (the framework's letters, after what it was grafted with: "APTES" may be a reagent the paper defines)
        letters = re.match(r"(?:[A-Z][A-Za-z0-9]{1,7}-(?=[A-Z][A-Za-z]{1,6}-\d))?([A-Za-z]+)", code).group(1)
        if letters.lower() in words_of("standard_bodies") | words_of("technology_names") or letters in ELEMENTS \
                or letters in not_materials or code in not_materials or letters.upper() in ("FIG", "TABLE", "EQ", "REF")\
                or code in words_of("hardness_scales") or letters in words_of("hardness_scales") \
                or re.fullmatch(r"H[VKBR][A-Z]?\d*", code) \
                or _property_symbol(code) \
                or find_compositions(code)[0]:
            continue
        added = re.search(_ADDITION + "$", code).group(0)
        if any(sym not in ELEMENTS for sym in re.findall(r"[A-Z][a-z]?", added)):
            continue
        # (a code the catalogue names keeps that MatID: "IN718" is Inconel 718)
        out.append(Mention("material", code, x.start(1), x.end(1), "mat:" + label_key(common_name(code) or code), code))
    for x in DESIGNATION_RE.finditer(text):
        if is_designation(x.group(1)):
            out.append(Mention("material", x.group(1), x.start(1), x.end(1), "mat:" + label_key(x.group(1)), x.group(1)))
    for x in steel_grades(text):
        out.append(Mention("material", x.group(1), x.start(1), x.end(1), "mat:" + label_key(x.group(1)), x.group(1)))
    for x in _DOPANT_CODED.finditer(text):
        if all(sym in ELEMENTS for sym in re.findall(r"[A-Z][a-z]?", x.group("dopants"))) \
                and x.group(1) not in not_materials:
            out.append(Mention("material", x.group(1), x.start(1), x.end(1), "mat:" + label_key(x.group(1)), x.group(1)))
    return out


# a stabilised or doped ceramic named by its dopants' shares and its host's acronym: "3Y-TZP", "5Y-PSZ", "8YSZ",
# "10Sc1CeSZ", "12Ce-TZP"
_DOPANT_CODED = re.compile(r"(?<![\w\-/.])(\d{1,2}(?:\.\d)?(?P<dopants>[A-Z][a-z]?(?:\d{1,2}[A-Z][a-z]?)?)-?[A-Z]{2,4})"
                           r"(?![\w\-])")


# a core written before its shell with "@" ("Si@C", "Fe3O4@SiO2", "Au@Pt@CeO2"): one particle, one material
_CORE_SHELL = re.compile(r"(?<![\w@/\-])([A-Za-z][A-Za-z0-9.()]*(?:-[A-Za-z][A-Za-z0-9.()]*)?"
                         r"(?:@[A-Za-z][A-Za-z0-9.()]*(?:-[A-Za-z][A-Za-z0-9.()]*)?)+)(?![\w@])")


def core_shell(text: str, names: dict) -> list[Mention]:
    """Materials written as a core and its shells joined by "@", each part an element, a formula, a name the paper
    defines or a common material ("Si@C", "Fe3O4@SiO2", "Ni@NC")."""
    out = []
    for x in _CORE_SHELL.finditer(text):
        written = x.group(1).rstrip(".")           # (a full stop after it: "… for S@NG.")
        parts = written.split("@")
        # (a part may be a metal in a doped carbon: "S@Co-NG")
        if all(p in ELEMENTS or p in names or common_name(p) or find_compositions_in(p) or re.fullmatch(r"[A-Z]{1,4}", p)
               or _METAL_N_C.fullmatch(p) for p in parts) \
                and any(p in ELEMENTS or find_compositions_in(p) or common_name(p) for p in parts):
            out.append(Mention("material", written, x.start(1), x.start(1) + len(written), "mat:" + label_key(written),
                               written))
    return out


# a glass or slag named by what sets it apart, its modifier or a code ("the Na-glass", "K-glasses", "BS-glass",
# "Li-glass-ceramic"): glass science names its samples so
_LABELLED_GLASS = re.compile(r"(?<![\w\-])((?:[A-Z][a-z]?|[A-Z][A-Za-z0-9]{1,5})-(?:glass-ceramics?|glass(?:es)?|slags?))"
                             r"(?![\w\-])")


def named_as_written(text: str) -> list[Mention]:
    """Materials whose name as written is their MatID: a glass named by its modifier ("the Na-glass"), a copolymer
    written as its monomers in "P(…)" ("P(VDF-TrFE)"), a polymer by its systematic name ("poly(butylene succinate)",
    "polyacrylonitrile"), a metal dispersed in N-doped carbon ("Fe–N–C", the first part an element) and a formula
    with a site its elements share ("(La,Sr)CoO3")."""
    hits = [*_LABELLED_GLASS.finditer(text), *_COPOLYMER.finditer(text), *_MATRIX_WITH_SHARE.finditer(text),
            *(x for x in POLYMER_NAME.finditer(text) if not common_name(x.group(1))),
            *(x for x in _METAL_N_C.finditer(text) if re.match(r"[A-Z][a-z]?", x.group(1)).group(0) in ELEMENTS),
            *(x for x in _MIXED_SITES.finditer(text) if _mixed_sites(x))]
    # (an open share of oxygen is no part of the id: "Sr(Ti,Fe)O3−δ" is mat:sr-ti-fe-o3, as "Sr(Ti,Fe)O3")
    out = [Mention("material", x.group(1), x.start(1), x.end(1),
                   "mat:" + label_key(re.sub(r"[-−+±][δxy]$", "", x.group(1))), x.group(1)) for x in hits]
    # an element's or a compound's nanostructure by its acronym ("AgNWs", "AuNP"): the material in that form, one
    # MatID for the singular and the plural
    for x in re.finditer(rf"(?<![\w\-]){NANO_ACRONYM.pattern}(?![\w\-])", text):
        if all(sym in ELEMENTS for sym in re.findall(r"[A-Z][a-z]?", x.group(1))):
            out.append(Mention("material", x.group(0), x.start(), x.end(), "mat:" + label_key(x.group(0).removesuffix("s")),
                               x.group(0)))
    return out


# a product's grade written after the name of a material: "Nafion 117", "Celgard 2400", "Sylgard 184", "PEG 400",
# "Ecoflex 00-30" (three digits or more, or two pairs; letters may close it: "PLA 4043D")
_GRADE = re.compile(r"\s(\d{3,5}[A-Z]{0,2}|\d{2}-\d{2})(?![\w.,\-/]\w)")


def graded(text: str, mentions: list[Mention]) -> list[Mention]:
    """A material named by a common name and a grade (``_GRADE``): that product, not the material at large. Not a
    number that is a value ("PLA 100 °C" is no grade)."""
    out = []
    for m in mentions:
        g = _GRADE.match(text, m.end) if m.type == "material" else None
        if g is None or any(q.start == 0 and q.unit for q in find_quantities(text[g.start(1):g.start(1) + 24])):
            continue
        written = text[m.start:g.end(1)]
        out.append(Mention("material", written, m.start, g.end(1), "mat:" + label_key(written), written))
    return out


# a metal matrix with the share of a compound dispersed in it, written as one name: "W-1wt%Y2O3", "Cu–0.5 wt.% Al2O3",
# "Mo-2vol%La2O3" (an oxide-dispersion-strengthened metal or a composite: neither the matrix nor the oxide alone)
_MATRIX_WITH_SHARE = re.compile(r"(?<![\w\-/])((?:Al|Cu|Fe|Mg|Mo|Ni|Ti|W|Zr|Co|Cr|Ag|Nb|Ta|V|Zn|Sn|Pb|Au|Pt|Pd)[-–]\s?"
                                r"\d+(?:\.\d+)?\s?(?:wt|vol|at|mol)\.?\s?%\s?(?:[A-Z][a-z]?\d*){2,4})(?![\w\-])")
# a polymer by its systematic name: "poly(3-hydroxybutyrate-co-3-hydroxyvalerate)", "poly(butylene succinate)",
# "polyhydroxybutyrate", "polyacrylonitrile" (a name the catalogue's common_names knows keeps its short MatID: PMMA)
POLYMER_NAME = re.compile(r"(?<![\w(\-])((?i:poly)(?:\((?:[^()]|\([^()]{0,20}\)){3,80}\)|"
                           r"(?!crystal|mer|morph|hedr|gon|nomi|dispers|valent|functional|chromat|atomic|cyclic)[a-z]{1,30}"
                           r"(?:ene|ane|ide|ate|one|ine|ole|ile|ester|ether|amide|imide|urethane|urea))s?)(?![\w\-(])")
# a copolymer written as its monomers' codes in "P(…)": "P(VDF-TrFE)", "P(VDF-HFP)", "P(NDI2OD-T2)", "P(C-TT-QP)",
# "P(FBT-alt-Th4)", with the code of a unit added after it ("P(BT-DPP)-T", "P(BT-DPP)-QPZn": each its own polymer)
_COPOLYMER = re.compile(r"(?<![\w(])(P\((?:[A-Z][A-Za-z0-9]{0,8})(?:(?:[-–/:]|-(?:alt|co|ran|stat|b)-)"
                        r"(?:[A-Z][A-Za-z0-9]{0,8}))+\)(?:[-–][A-Z][A-Za-z0-9]{0,7}(?![\w\-]))?)")


# a metal atomically dispersed in nitrogen-doped carbon, named by its elements ("Fe-N-C", "Co–N–C", "Fe-N-C/CNT"),
# or by the carbon's short name ("Co-N-G" on graphene, "Ni-N-CNT"): a catalyst, not an alloy system of three
# elements; and a heteroatom-doped carbon so named ("N-G", "N-rGO", "S-CNT"; not "N-C", a bond)
_CARBON = r"(?:G|rGO|GO|CNTs?|CNFs?|CNSs?|HCS|PC)"
# (or by the doped carbon's own short name: "Co-NG", "Fe-NC", "Ni-NCNTs")
_N_CARBON = r"(?:NG|NC|NrGO|NGO|NCNTs?|NCNFs?|NPC|NHCS)"
_METAL_N_C = re.compile(rf"(?<![\w\-–])((?!(?:N|C|O|H|S|P|B)[-–])[A-Z][a-z]?[-–](?:N[-–](?:C|{_CARBON})|{_N_CARBON})"
                        rf"|(?:N|S|B|P)[-–]{_CARBON})(?![\w\-–])")

# a formula with a site its elements share, written in parentheses with a comma: "(La,Sr)CoO3", "Sr(Ti,Fe)O3−δ",
# "La(Fe,Si)13", "(Ce,Gd)O2−x", "(Ba,K)Fe2As2" (no composition: the shares are not written; one material as written,
# not the elements nor the formula after the parentheses, "CoO3")
_EL, _COUNT = r"[A-Z][a-z]?", r"(?:\d+(?:\.\d+)?|[xyzδ])?"
_SHARED_SITE = rf"\({_EL}{_COUNT}(?:,\s?{_EL}{_COUNT})+\){_COUNT}"
_MIXED_SITES = re.compile(rf"(?<![\w(\-])((?:{_EL}{_COUNT})*{_SHARED_SITE}(?:{_EL}{_COUNT}|{_SHARED_SITE})*"
                          rf"(?:[-−+±][δxy])?)(?![\w(])")


def _mixed_sites(m: re.Match) -> bool:
    """Is the match a formula with a shared site: elements only, and a part outside its parentheses?"""
    written = m.group(1)
    return all(e in ELEMENTS for e in re.findall(_EL, written)) and \
        bool(re.sub(rf"{_SHARED_SITE}|[-−+±][δxy]$", "", written))


_SYSTEM = re.compile(r"(?<![\w\-–])[A-Z][a-z]?(?:[-–][A-Z][a-z]?){1,7}(?![\w\-–])")




# the non-metals and the metalloids (mendeleev's series)
_NON_METALS_ALL = NONMETALS | METALLOIDS


def _role_nouns() -> frozenset[str]:
    """What a short name written before it is ("the YSZ electrolyte", "an LSM cathode"): the catalogue's
    ``role_nouns``, as written."""
    return catalogue().vocabulary.role_nouns


def alloy_system(name: str) -> bool:
    """Is the name an alloy system written as its elements, each once ("Mg-Ni", "Ti-Nb-Ta")?"""
    els = re.split(r"[-–]", name)
    return bool(_SYSTEM.fullmatch(name)) and all(e in ELEMENTS for e in els) and len(set(els)) == len(els)


def system_samples(text: str, samples) -> list[Mention]:
    """An alloy system written as its elements ("the Ti-Nb-Ta alloy", "Al-Co-Cr-Fe-Ni") in a paper with one sample
    of exactly those elements: that sample ("Ti-19.7Nb-5.8Ta (at.%) and Ti-21.8Nb-6Zr … the Ti-Nb-Ta alloy"). With
    none, a system written before the form of a made sample (catalogue ``element_form_nouns``: "sintered Nd-Fe-B
    magnets", "Fe-Si-B ribbons") is that material; before "alloys" it stays a family, no material."""
    out = []
    forms = words_of("element_form_nouns")
    for x in _SYSTEM.finditer(text):
        if not alloy_system(x.group(0)):
            continue
        els = re.split(r"[-–]", x.group(0))
        fits = [k for k in samples.weights if k.startswith("comp:") and "(x)" not in k
                and set(re.findall(r"[A-Z][a-z]?", k[5:])) == set(els)] if samples is not None else []
        if len(fits) == 1:
            out.append(Mention("composition", x.group(0), x.start(), x.end(), fits[0], x.group(0)))
        # (two elements only when both are metals: "Pd–Ag membranes", "Ni-Ti wires", not "Si–O layers")
        elif not fits and (len(els) >= 3 or not set(els) & _NON_METALS_ALL) and next_word(text, x.end()) in forms:
            out.append(Mention("material", x.group(0), x.start(), x.end(), "mat:" + label_key(x.group(0)), x.group(0)))
    return out


# a share written before a part or a dopant ("20%", "10 wt%", "5 mol.%")
_SHARE_WRITTEN = SHARE + r"\s?"
_JOINED = re.compile(rf"(?<![\w\-/–~])[A-Za-z0-9][\w.()+−δα]*(?:[-/–~](?:{_SHARE_WRITTEN})?[A-Za-z0-9δα][\w.()+−δα]*)+")
_SHARE = re.compile(rf"^{_SHARE_WRITTEN}")
# another name of parts joined by a slash, listed after one: "Ru/CeO2 and Ru/Ba-CeO2 catalysts"
_NEXT_JOINED = re.compile(r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)[A-Za-z0-9][\w.()+−\-]*/[\w.()+−\-/]*\w(?=\s)")


def composites(text: str, names: dict) -> list[Mention]:
    """Composites written as their parts joined by a hyphen, a slash or a tilde ("LSM-SDC", "Ni-YSZ", "PBMCo-LSGM",
    "NiO/GDC"): one material, when a part is a name the paper defines and every other part is a material too (a
    name, a formula of two or more elements, or an element symbol). Compounds alone make one too when joined by a
    hyphen or a tilde ("Ce0.8Sm0.2O2−δ-Na2CO3", "BaCe0.9Yb0.1O3−α-NaCl~KCl", "TiO2–SiO2") or, by a slash, before
    the noun of their role ("TiO2/V2O5 catalysts"); not when a part is a molecule of non-metals ("H2O/CO2", "CO2-H2O":
    gases). A sample code built on a defined name may have numbers among its parts ("PBMCo-12-Fe"). An alloy system
    of elements alone ("Mg-Ni") is no composite."""
    # (a part of a composite name the paper defines is a name too: a paper of "NiCo/CZ" writes "Ni/CZ" for the same
    # support with one metal; a code, not an element or a formula: "Ni/TiO2" makes no name of Ni, nor of TiO2)
    names = {**{p: ("", "") for n in names if "/" in n for p in n.split("/") if _a_code(p)}, **names}
    out = _named_in_words(text)
    for x in _JOINED.finditer(text):
        written = x.group(0).rstrip(".)")
        found = _joined_composite(text, x, written, names)
        if found is not None:
            out.append(found)
    return out


def _a_code(p: str) -> bool:
    """A code, not an element or a formula."""
    return len(p) >= 2 and p not in ELEMENTS and whole_formula(p) is None


def _compound(p: str) -> bool:
    """Is a composite's part a compound: a formula of two or more elements (not a molecule of non-metals), a common
    material's name, a nanostructure acronym of elements ("AgNW/TPU"), or a binary compound in capitals that alone
    reads as an acronym ("BN", "WC") beside a part ("BN/epoxy")?"""
    if NANO_ACRONYM.fullmatch(p):
        return all(sym in ELEMENTS for sym in re.findall(r"[A-Z][a-z]?", NANO_ACRONYM.fullmatch(p).group(1)))
    found = find_compositions(p)[0]
    binary = re.fullmatch(r"([A-Z][a-z]?)([A-Z][a-z]?)", p)
    return len(found) == 1 and found[0][1] - found[0][0] == len(p) and len(found[0][2].elements) > 1 \
        and not found[0][2].is_molecule_of_nonmetals or common_name(p) != "" \
        or bool(binary) and binary[1] != binary[2] and {binary[1], binary[2]} <= set(ELEMENTS)   # "PMMA/GO"


def _named_in_words(text: str) -> list[Mention]:
    """Composites whose parts are named in words, a short form in brackets after one: "carbon nanotube (CNT)/epoxy
    nanocomposites" (a formula part must read as a solid's: not "H2O/graphene")."""
    out = []
    for x in _common_joined().finditer(text):
        a, b = (x.group("a"), x.group("b")) if x.group("a") else (x.group("fa"), x.group("fb"))
        if any(not common_name(p) and p not in ELEMENTS and (not (f := find_compositions(p)[0])
                                                              or f[0][2].is_molecule_of_nonmetals)
               for p in (a, b)):
            continue
        a, b = common_name(a) or a, common_name(b) or b
        out.append(Mention("material", x.group(0), x.start(), x.end(), "mat:" + label_key(f"{a}/{b}"), f"{a}/{b}"))
    return out


def _composite_parts(written: str, names: dict) -> tuple[list[str], bool] | None:
    """The parts of a joined name and whether one is written with its share; None when it has too few. An oxygen
    non-stoichiometry between parts belongs to the first ("Sm0.5Sr0.5CoO3–δ–BaZr0.1Ce0.7Y0.2O3"); a part's share is
    written before it ("8YSZ-20% glass", "NiO-40 wt% YSZ"); a shape after the parts is the sample's, not a part
    ("Ni–GDC-nanocube"); a part named as written, or a name the paper defines, stays whole ("S/Co-N-G" is sulfur on
    Co-N-G, "KF-ZnO/epoxy" the fabric KF-ZnO in epoxy); a polymorph prefix is no part ("TiO2/g-C3N4")."""
    if _POLYMORPH.search(written):
        parts_of = _POLYMORPH.sub("", written)
        if len(re.split(r"[-/–~](?!\s)", parts_of)) < 2:
            return None
    parts = [_SHARE.sub("", p) for w in re.split(r"/(?!\s)", _POLYMORPH.sub("", written))
             for p in ([w] if _METAL_N_C.fullmatch(w) or w in names and w != written
                       else re.split(r"[-–~](?!\s)", w))
             if p not in ("δ", "α", "")]
    if len(parts) > 2 and parts[-1] in words_of("morphology_nouns"):
        parts = parts[:-1]
    shared = any(_SHARE.match(p) for p in re.split(r"[-/–~](?!\s)", written))
    if shared:      # a share's part may be a material written as a common noun ("glass")
        parts = [p for p in parts if p.lower() not in words_of("bulk_material_nouns") or p is parts[0]]
    if len(parts) < 2 - shared:
        return None
    return parts, shared


def _joined_composite(text: str, x: re.Match, written: str, names: dict) -> Mention | None:
    """The composite a name joined by a hyphen, a slash or a tilde writes, or None."""
    split = _composite_parts(written, names)
    if split is None:
        return None
    parts, _ = split
    acronym = False
    # (an element before a common material's short form names it modified so: "Si-DLC", "Cr-DLC", "N-CNTs")
    modified = re.fullmatch(r"([A-Z][a-z]?)[-–]([A-Z]{2,6})s?", written)
    modified = modified if modified and modified[1] in ELEMENTS and common_name(modified[2]) else None
    if not any(p in names for p in parts):
        acronym = _undefined_parts_make_one(text, x, written, parts, modified)
        if acronym is None:
            return None
    # a sample code built on a name the paper defines, with a number among its parts ("PBMCo-12-Fe": PBMCo with
    # 12 % Fe; "PBMFe-12-CoFe")
    code = parts[0] in names and any(not p.isdigit() for p in parts[1:])
    if all(p in names or p in ELEMENTS or _compound(p) or code and p.isdigit() or acronym or _METAL_N_C.fullmatch(p)
           for p in parts):
        key = _doped_key(f"{modified[1]}-doped ", modified[2], names) if modified and not names.get(modified[2]) \
            else "mat:" + label_key(written)
        return Mention("material", written, x.start(), x.start() + len(written), key, written)
    return None


def _undefined_parts_make_one(text: str, x: re.Match, written: str, parts: list[str], modified) -> bool | None:
    """Where no part is a name the paper defines: do the parts make one material (compounds joined by a hyphen or a
    tilde, or by a slash before the noun of their role: "Pd/CeO2-ZrO2 three-way catalysts", "Fe3O4/rGO aerogels";
    a supported catalyst, "Pt/C catalyst", "Ni/Al2O3 catalysts"; a polymer by its acronym beside a formula, "PAN/SiO2
    nanofibres")? None when they do not; else whether the name is made one by its acronym rule (every part then
    counts)."""
    end = x.start() + len(written)
    # (a role noun after the last of a list of such names is each one's: "Ru/CeO2 and Ru/Ba-CeO2 catalysts")
    while (more := _NEXT_JOINED.match(text, end)) is not None:
        end = more.end()
    after = next_word(text, end)
    role = after in _role_nouns() or (after or "").removesuffix("s") in words_of("material_class_nouns") \
        or bool(re.match(r"\s+core\s*[/–-]\s*shell\b", text[end:])) \
        or bool(re.match(rf"\s+[a-z][a-z-]*\s+(?:{alternation('role_nouns')})\b", text[end:]))
    acronym = "/" in written and role and any(_compound(p) for p in parts) \
        and all(_compound(p) or re.fullmatch(r"[A-Z]{2,6}", p) for p in parts)
    # (a metal on carbon is a catalyst whatever follows it: "commercial Pt/C (TKK, 46 wt%)", "PtRu/C"; not a ratio of
    # elements, "the Fe/C ratio"; a state's mark may stand before it: "O-Pt3Co/C", the ordered intermetallic)
    metal = re.fullmatch(r"(?:[A-Za-z]{1,4}-)?((?:[A-Z][a-z]?\d*(?:\.\d+)?)+)/C", written)
    if metal and after not in ("ratio", "ratios", "atomic") and all(
            sym in ELEMENTS and sym not in _NON_METALS_ALL for sym in re.findall(r"[A-Z][a-z]?", metal.group(1))):
        acronym = True
    if modified:
        acronym = True
    if not (all(_compound(p) for p in parts) and ("/" not in written or role)
            or "/" in written and role and all(_compound(p) or p in ELEMENTS or _METAL_N_C.fullmatch(p)
                                               for p in parts) or acronym):
        return None
    return bool(acronym)


@lru_cache(maxsize=1)
def _reinforced_res() -> tuple[re.Pattern, re.Pattern]:
    common = "|".join(re.escape(n) for n in sorted(catalogue().vocabulary.common_names, key=len, reverse=True))
    part = rf"(?:(?:{common})s?|[A-Z][A-Za-z0-9.()]*\d[A-Za-z0-9.()]*|[A-Z]{{2,6}}(?:-[A-Z0-9]+)?)"
    morph = r"(?:\s+(?:nano)?(?:fib(?:er|re)s?|particles?|sheets?|platelets?|whiskers?|tubes?|rods?|wires?))?"
    verb = r"(?:reinforced|filled|loaded|modified|toughened)"
    whole = r"(?:(?:nano|mini)?composites?|laminates?|compounds?|matri(?:x|ces)|elastomers?|resins?|rubbers?)\b"
    # (one share or a list of them: "PDMS composites containing 0, 10 and 20 vol% BaTiO3 nanoparticles")
    number = r"\d+(?:\.\d+)?"
    share = (rf"(?:(?:up\s+to\s+|{HEDGE})?{number}(?:\s*(?:,\s*(?:and\s+)?|and\s+|or\s+|to\s+|[–-])\s*{number})*\s*"
             r"(?:wt\.?\s?%|vol\.?\s?%|%|phr)\s+(?:of\s+)?)?")
    # "carbon nanotube reinforced epoxy composites", "silica-filled natural rubber compounds"
    before = re.compile(rf"(?<![\w\-/])(?P<f>{part}){morph}[-\s]{verb}\s+(?P<m>{part})\s+{whole}", re.I)
    # "epoxy composites reinforced with 0.5 wt% multi-walled carbon nanotubes", "PVDF nanocomposites filled with
    # BaTiO3 nanofibers"
    # (an adjective may stand between: "silicone dielectric elastomers filled with BaTiO3 nanoparticles")
    after = re.compile(rf"(?<![\w\-/])(?P<m>{part})\s+(?-i:[a-z]+\s+)?{whole}\s+(?:{verb}\s+with|containing)\s+{share}"
                       rf"(?P<f>{part}){morph}", re.I)
    return before, after


def reinforced(text: str, names: dict) -> list[Mention]:
    """A composite named by its matrix and what fills or reinforces it rather than by its parts joined by a slash
    ("multi-walled carbon nanotube reinforced epoxy composites", "PVDF nanocomposites filled with BaTiO3
    nanofibers"): one material, the filler's and the matrix's short names joined as "CNT/epoxy" would be. Each part
    must be a material: a common name (catalogue ``common_names``), a formula or a name the paper defines."""
    out = []
    for rx in _reinforced_res():
        for x in rx.finditer(text):
            parts = []
            for key in ("f", "m"):
                p = x.group(key)
                short = common_name(p)
                comps = find_compositions(p)[0]
                whole = [m for m in find_mentions_in(p) if m.type in ("material", "composition") and m.start == 0
                         and m.end == len(p)]
                # (an acronym right before "composites" is the matrix's name, as ``named_by_role`` reads it: "PVA")
                acronym = key == "m" and re.fullmatch(r"[A-Z]{2,6}(?:-[A-Z0-9]+)?", p)
                # (or an alloy's designation: "AA6061 matrix composites containing … B4C")
                if not (short or whole or acronym or p in names
                        or comps and comps[0][0] == 0 and comps[0][1] == len(p)
                        or any(c.start == 0 and c.end == len(p) for c in coded(p))):
                    break
                parts.append(short or p)
            if len(parts) == 2:
                name = f"{parts[0]}/{parts[1]}"
                out.append(Mention("material", x.group(0), x.start(), x.end(), "mat:" + label_key(name), name))
    return out


def common_name(written: str) -> str:
    """The short name of a material a common name names ("poly(methyl methacrylate)": PMMA, "carbon nanotubes":
    CNT; catalogue ``common_names``), or ""."""
    names = catalogue().vocabulary.common_names
    w = written.lower()
    return names.get(w) or names.get(w[:-1] if w.endswith("s") else w) or ""


@lru_cache(maxsize=1)
def _common_joined() -> re.Pattern:
    alt = "|".join(re.escape(n) for n in sorted(catalogue().vocabulary.common_names, key=len, reverse=True))
    part = rf"(?:{alt})s?"
    # (or one part a formula: "Fe3O4/reduced graphene oxide aerogels")
    formula = r"(?-i:[A-Z][a-z]?\d*(?:\.\d+)?(?:[A-Z][a-z]?\d*(?:\.\d+)?)+)"
    # (or an element coated on one: "Cr/Zry-4", a Cr coating on Zircaloy-4)
    element = r"(?-i:[A-Z][a-z]?)"
    return re.compile(rf"(?<![\w\-/])(?:(?P<a>{part})(?:\s*\([A-Za-z]{{2,8}}\))?\s*/\s*(?P<b>{part}|{formula})"
                      rf"|(?P<fa>{formula}|{element})\s*/\s*(?P<fb>{part}))(?![\w/])", re.I)


# "Ti-doped", "Al-doped ZnO", "Sm-doped CeO2": a material named by its dopant, with the host after it when written
# (with the dopant's share or charge when written: "10% Ru4+ doped", "the V5+ doped sample", "5 mol% Nb5+-doped")
# (or otherwise modified by the element: "the V-modified steel", "Nb-microalloyed", "the Ru-bearing alloy")
# (the element may be named in words: "nitrogen-doped graphene", "boron-doped diamond")
_MODIFYING = r"modified|microalloyed|micro-alloyed|alloyed|bearing|added|substituted"
_DOPED = re.compile(rf"(?<![\w-])(?:{_SHARE_WRITTEN})?([A-Z][a-z]?|[a-z]{{3,12}})(?:(\d*\+)[-‐–]?\s?|[-‐–])"
                    rf"(?P<verb>doped|co-doped|{_MODIFYING})\b"
                    r"(?:\s+(?P<host>[A-Z][\w.()+\-−δ]*|[a-z]+))?")


def doped(text: str, names: dict) -> list[Mention]:
    """Materials named by an element symbol and "-doped": with the host written after it ("Al-doped ZnO": a formula,
    a name the paper defines or an oxide's trivial name) the doped host; without one ("the Ti-doped sample", "the V-doped"), the sample so
    named. Not the dopant element, nor the host alone: the doped material is neither."""
    out = []
    for x in _DOPED.finditer(text):
        element = x.group(1) if x.group(1) in ELEMENTS else ELEMENT_NAMES.get(x.group(1).lower(), "") \
            if x.group(1).islower() else ""
        if not element:
            continue
        host = (x.group("host") or "").rstrip(".,;:)")
        # a host named in two words ("Al-doped zinc oxide", "Eu-doped boron nitride")
        # (or a common name of two words or a hyphen: "Si-doped diamond-like carbon", "N-doped carbon nanotubes")
        named = next((n for n in sorted([*catalogue().vocabulary.oxide_names, *catalogue().vocabulary.common_names],
                                        key=len, reverse=True) if (" " in n or "-" in n)
                      and x.group("host") and text[x.start("host"):x.start("host") + len(n)].lower() == n), "")
        host = text[x.start("host"):x.start("host") + len(named)] if named else host
        if x.group(1).islower() and host.lower() in catalogue().vocabulary.oxide_names:
            continue        # "aluminium-doped zinc oxide": read whole by mentions.doped_oxides, its MatID kept
        comps = find_compositions(host)[0] if host else []
        if host and (host in names or comps and comps[0][0] == 0 and comps[0][1] == len(host)
                     or host.lower() in catalogue().vocabulary.oxide_names      # "Gd-doped ceria"
                     or common_name(host)):                                      # "N-doped graphene"
            written = text[x.start():x.start("host") + len(host)]
        elif _a_kind_of_material(text, x.start(), x.end("verb")):
            continue        # "ASR values measured for Mo-substituted materials", "some Se-substituted D-π-A copolymers"
        else:
            written = text[x.start():x.end("verb")]
            host = ""
        at, end = x.start(1) - x.start(), x.end(1) - x.start()         # the element's symbol in the key
        key = _doped_key(written[:at] + element + written[end:len(written) - len(host)], host, names)
        out.append(Mention("material", written, x.start(), x.start() + len(written), key, written))
        # "Al- and Ga-doped ZnO", "Al-, Ga- and In-doped ZnO": each dopant written before with a suspended hyphen names
        # its own doped material
        tail = written[x.end(1) - x.start():]
        lead = _SUSPENDED.search(text[max(0, x.start() - 60):x.start()])
        if lead and not x.group(2):
            base = x.start() - len(lead.group(0))
            for d in re.finditer(r"([A-Z][a-z]?)[-‐–]", lead.group(0)):
                if d.group(1) in ELEMENTS:
                    name = d.group(1) + tail
                    out.append(Mention("material", d.group(0), base + d.start(), base + d.end(),
                                       "mat:" + label_key(name), name))
    # "ZnO films doped with 3 at.% Ga", "CeO2 doped with Sm": the host first, its dopant after "doped with"
    for x in _DOPED_WITH.finditer(text):
        host, el = x.group(1), x.group(2)
        comps = find_compositions(host)[0]
        if el in ELEMENTS and (host in names or host.lower() in catalogue().vocabulary.oxide_names
                               or comps and comps[0][0] == 0 and comps[0][1] == len(host)):
            name = f"{el}-doped {host}"
            out.append(Mention("material", x.group(0), x.start(), x.end(), _doped_key(f"{el}-doped ", host, names),
                               name))
    # "Mo:BiVO4", "Nd:YAG", "Er3+:Y2O3": the dopant before a colon, the host after (lasers, phosphors, photoelectrodes)
    for x in _DOPED_COLON.finditer(text):
        el, host = x.group(1), x.group(3)
        comps = find_compositions(host)[0]
        if el in ELEMENTS and (host in names or host.lower() in catalogue().vocabulary.oxide_names
                               or comps and comps[0][0] == 0 and comps[0][1] == len(host)):
            out.append(Mention("material", x.group(0), x.start(), x.end(), _doped_key(f"{el}-doped ", host, names),
                               f"{el}-doped {host}"))
    return out


def _a_kind_of_material(text: str, start: int, end: int) -> bool:
    """Does a material named by its dopant alone head a plural class noun with no definite word before it ("for
    Mo-substituted materials", "some Se-substituted D-π-A copolymers")? Then it names a kind of material, as a review
    writes it, not a sample ("the Ti-doped samples", "Ti-doped pellets" are the paper's)."""
    if re.search(r"\b(?:the|this|these|those|our|both|its|their|each|all)\s+$", text[max(0, start - 12):start], re.I):
        return False
    head = re.match(r"(?:\s+(?![a-z]+s\b)[^\s,;.()]+){0,2}?\s+([a-z]+s)\b", text[end:end + 60])
    if head is None:
        return False
    noun = singular_noun(head.group(1))
    return noun not in words_of("specimen_nouns") and (noun in words_of("material_class_nouns") or noun == "material")


_DOPED_COLON = re.compile(r"(?<![\w:.-])([A-Z][a-z]?)(\d?\+)?:([A-Z][A-Za-z0-9.]*(?:\([\w.]+\)[A-Za-z0-9.]*)*)(?![\w:])")


# a metal supported on a carrier: "Pd (1 wt%) supported on Ce0.5Zr0.5O2", "Pt nanoparticles loaded onto TiO2"
_SUPPORTED = re.compile(r"(?<![\w-])([A-Z][a-z]?)\s*(?:\([^()]{0,15}\)\s*)?(?:nanoparticles\s+|particles\s+|clusters\s+)?"
                        r"(?:supported|loaded|dispersed|anchored|impregnated)\s+(?:on|onto|over)\s+(?:the\s+)?"
                        r"([A-Z][\w.()]*\d[\w.()]*|[A-Z][a-z]?[A-Z][\w.()]*)")


def supported(text: str, names: dict) -> list[Mention]:
    """A metal named with the carrier it is supported on is one material, the supported catalyst ("Pd (1 wt%)
    supported on Ce0.5Zr0.5O2" is Pd/Ce0.5Zr0.5O2), as "Pd/Ce0.5Zr0.5O2" written with a slash is: neither the metal
    nor the carrier alone is the sample."""
    out = []
    for x in _SUPPORTED.finditer(text):
        carrier = x.group(2).rstrip(".,;:)")
        comps = find_compositions(carrier)[0]
        if x.group(1) in ELEMENTS and (carrier in names or comps and comps[0][0] == 0 and comps[0][1] == len(carrier)):
            name = f"{x.group(1)}/{carrier}"
            out.append(Mention("material", text[x.start():x.start(2) + len(carrier)], x.start(),
                               x.start(2) + len(carrier), "mat:" + label_key(name), name))
    return out


def _doped_key(dopant: str, host: str, names: dict) -> str:
    """The MatID of a doped host: by the formula a short name the paper defines stands for, so that "Al-doped NCM811"
    and "LiNi0.8Co0.1Mn0.1O2 (NCM811) doped with Al" are one material."""
    long = names.get(host, ("", ""))[1] if host else ""
    # (a common material by its short form: "Si-doped diamond-like carbon" and "Si-DLC" are Si-doped DLC)
    return "mat:" + label_key(dopant + (long if long and find_compositions_in(long) else common_name(host) or host))


# (not "SrTiO3 doped with Y, La, Gd": a list of dopants names several materials, none of them one; a short name in
# brackets may stand between: "LiNi0.8Co0.1Mn0.1O2 (NCM811) doped with 1 mol% Al")
_DOPED_WITH = re.compile(r"(?<![\w-])([A-Z][\w.()]*\d[\w.()]*|[A-Z][a-z]?[A-Z][\w.()]*|[A-Za-z][a-z]+)"
                         r"(?:\s*\([A-Za-z0-9-]{2,12}\))?\s+(?:[a-z]+\s+)?"
                         rf"doped\s+with\s+{HEDGE}?(?:\d+(?:\.\d+)?\s*(?:at\.?\s?%|wt\.?\s?%|mol\.?\s?%|%)\s+"
                         r"(?:of\s+)?)?([A-Z][a-z]?)(?![\w-]|\s*(?:,|and\b|or\b)\s*[A-Z][a-z]?\b)")


def _doped_sample(m: Mention, samples) -> Mention:
    """A doped material named without its host ("the W-doped film") is the paper's one sample doped so ("W-doped
    VO2", its title's), when it has exactly one; else as named."""
    if samples is None:
        return m
    other = re.fullmatch(rf"mat:([a-z]{{1,2}})-(?:{_MODIFYING})", m.matid)
    if other:
        # "the Ag-bearing glass", "the Ru-bearing alloy": the paper's one sample with that element in it (its formula
        # or its name: "Zr48Cu36Al8Ag8", "CMSX-4+Ru"), when it has exactly one; else a sample of its own ("the
        # V-modified steel" of a paper whose other steel has no V)
        el = other[1]
        hosts = {x for x in (samples.main, *samples.weights) if x != m.matid and (
            x.startswith("comp:") and el in [e.lower() for e in re.findall(r"[A-Z][a-z]?", x[5:])]
            or x.startswith("mat:") and el in re.split(r"[-_+]", x[4:])[1:])}
        return Mention(m.type, m.text, m.start, m.end, hosts.pop(), m.name) if len(hosts) == 1 else m
    if not re.fullmatch(r"mat:[a-z]{1,2}-doped", m.matid):
        return m
    hosts = {x for x in (samples.main, *samples.weights) if x.startswith(m.matid + "-")}
    return Mention(m.type, m.text, m.start, m.end, hosts.pop(), m.name) if len(hosts) == 1 else m


# dopants coordinated with a suspended hyphen before the last one: "Al- and ", "Al-, Ga- and ", "Al- or "
_SUSPENDED = re.compile(r"(?<![\w-])(?:[A-Z][a-z]?[-‐–]\s*,\s*)*[A-Z][a-z]?[-‐–]\s*,?\s*(?:and|or|&)\s+$")


def find_mentions_in(text: str) -> list[Mention]:
    return find_mentions(text)[0]


def find_compositions_in(text: str) -> bool:
    return bool(find_compositions(text)[0])




_BRACKETED_AFTER_PHASE = re.compile(rf"\s*(?:phases?\s*)?\(\s*{HEDGE}?")


def phase_owner(text: str, q: Quantity, phases: list[Mention]) -> Mention | None:
    """The phase a value is of, when the sentence says so: the phase heads the subject of the value's clause
    ("the σ phase has a hardness of 1200 HV") or is what the subject's property is of ("the hardness of the σ
    phase is 1200 HV"). A phase merely named beside the value ("the Al3Ni phase precipitates … and its hardness
    reaches 650 HV") is not."""
    if not phases:
        return None
    # a value in brackets right after a phase is that phase's ("larger than that of the BCC phase (2.878 Å)")
    bracketed = next((ph for ph in phases if _BRACKETED_AFTER_PHASE.fullmatch(text, ph.end, q.start)), None)
    if bracketed is not None:
        return bracketed
    try:
        doc = parse(text)
    except Exception:
        return None
    span = [t for t in doc if q.start <= t.idx < q.end]
    if not span:
        return None
    t = span[0]
    for _ in range(8):                       # up to the clause's verb
        if t.pos_ in ("VERB", "AUX") or t.head.i == t.i:
            break
        t = t.head
    if t.pos_ not in ("VERB", "AUX"):
        return None
    subj = next((c for c in t.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None or any(c.dep_ == "conj" for c in subj.children):
        return None                          # a coordinated subject ("the phase … and its hardness"): unclear
    owners = [subj] + [o for p in subj.children if p.dep_ == "prep" and p.lower_ in ("of", "in")
                       for o in p.children if o.dep_ == "pobj"]
    for o in owners:
        for ph in phases:
            if ph.start <= o.idx < ph.end or (o.lower_ in words_of("phase_nouns") and any(
                    ph.start <= c.idx < ph.end for c in o.children if c.dep_ in ("compound", "amod", "nmod"))):
                return ph
    return None


def phase_share(text: str, q: Quantity, phases: list[Mention]) -> Mention | None:
    """The phase whose share of the sample a fraction value is ("the Mg2Ni phase clearly increased from the
    upper (21 wt%) to the lower surface (30 wt%)", "12 vol% of the σ phase"): the value is the sample's, with the
    phase as a condition. A fraction unit, a phase named in the same clause, nothing else measured between."""
    if q.unit not in ("wt%", "vol%", "at%", "mol%", "%") or not phases:
        return None
    for ph in sorted(phases, key=lambda p: abs(p.start - q.start)):
        a, b = (ph.end, q.start) if ph.end <= q.start else (q.end, ph.start)
        between = text[a:b]
        if len(between) <= 90 and not re.search(r"[;]|\.\s", between):
            return ph
    return None


# a material the text names by a short name before a noun of what it is: "the YSZ electrolyte", "an LSM cathode",
# "Ni-YSZ anode", "8YSZ support", "NiO–GDC cermet" (capitals, digits and joined parts; at least two capitals)
_NAMED_BY_ROLE = re.compile(r"(?<![\w\-–/.])((?=[\w\-–/]*[A-Z][\w\-–/]*[A-Z])[A-Z0-9][A-Za-z0-9]*(?:[\-–/][A-Z0-9][A-Za-z0-9]*)*)"
                            r"(?:-based|-supported)?\s+([a-z]+)")
# a short name listed right before another ("LSM and …", "BZY, …")
_LISTED_BEFORE = re.compile(r"(?<![\w\-–/.])((?=[\w\-–/]*[A-Z][\w\-–/]*[A-Z])[A-Z0-9][A-Za-z0-9]*(?:[\-–/][A-Z0-9][A-Za-z0-9]*)*)"
                            r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)$")

# a donor:acceptor blend of organic photovoltaics ("PM6:Y6", "PTB7-Th:PC71BM"): parts written as codes (capitals
# with digits or other capitals), joined by colons
_CODE = r"[A-Z](?=[A-Za-z0-9\-]*[A-Z0-9])[A-Za-z0-9]*(?:-[A-Za-z0-9]+)*"
_BLEND = re.compile(rf"(?<![\w\-:])({_CODE}(?::{_CODE})+)(?![\w:])")
# a code in apposition after the noun of its role: "The emitter tBu-DMAC-TRZ was …", "the catalyst Pt3Co/C, …"
_ROLE_BEFORE = re.compile(rf"\b(?i:the)\s+([a-z]+)\s+((?:[a-z][A-Za-z]{{0,3}}-)?{_CODE})(?=\s+(?:was|were|is|are|had|has|"
                          r"showed|shows|exhibited|exhibits|gave|reached)\b|\s*,)")
# an alloy's designation before its base metal and class noun: "6061-T6 aluminium alloy", "AZ31 magnesium alloy",
# "AISI 4340 steel"
_DESIGNATION = re.compile(r"(?<![\w\-.])((?:[A-Z]{1,4}\s?)?\d{2,4}[A-Z]{0,2}(?:-[A-Z]\d{1,3})?)"
                          r"(\s+(?:[a-z]+(?:-[a-z]+)*\s+)?(?:alloys?|steels?))\b")


# names listed right after the class noun of what they are: "the conjugated polymers PDPP, Po-fDPP and Pm-ffDPP",
# "copolymers PDPTT and PDPTTOx", "Compared with polymer TTQ (-5.06 eV)"
_NAME = r"[A-Z](?=[A-Za-z0-9\-–]*[A-Z0-9])[A-Za-z0-9]*(?:[\-–][A-Za-z0-9]+)*"
# (the list ends the phrase: a lower-case word, a bracket or a stop follows, not a formula's rest "La0.8Sr0.2…",
# "Sr4−xLax…", nor a capital word as in a list of references, "catalyst ACS Nano 2016")
_AFTER_CLASS = re.compile(rf"\b([a-z]+)\s+({_NAME}(?:\s*,\s*{_NAME})*(?:\s*,?\s*and\s+{_NAME})?)"
                          r"(?=\s+[a-z(]|\s*[,;:)]|\.(?:\s|$)|$)")


def _named_after_class(text: str, named) -> list[tuple[int, int, str]]:
    """Names written right after the noun of a material class (the catalogue's ``material_class_nouns``, singular or
    plural), one or a list (``_AFTER_CLASS``), each a name (``named``: two capitals or more, no formula, property or
    process; three letters or a digit; no Roman numeral, range of codes or gas; those after the first beginning with its
    letter).
    Not when a noun follows the last ("polymer BHJ solar cells"): then they name that noun's kind."""
    out = []
    classes = words_of("material_class_nouns")
    after = words_of("role_nouns") | classes | words_of("specimen_nouns")
    for m in _AFTER_CLASS.finditer(text):
        if singular_noun(m.group(1)) not in classes:
            continue
        follows = re.match(r"\s+([a-z]+)", text[m.end():])
        if follows and singular_noun(follows.group(1)) in after | {singular_noun(w) for w in after}:
            continue
        # (the first names what the noun says; one listed after it, a member of the same series, begins as it does:
        # "copolymer PBDTTT-TIPS and FeCp2+/0 are illustrated" lists the reference with the sample)
        names = [x for x in re.finditer(_NAME, m.group(2)) if x.group(0)[0] == m.group(2)[0]
                 and (len(re.sub(r"\W", "", x.group(0))) >= 3 or re.search(r"\d", x.group(0)))
                 and not re.fullmatch(r"[IVX]+|([A-Za-z]+)\d+[\-–](?:\1)?\d+", x.group(0)) and not is_gas(x.group(0))
                 and not re.search(r"[\-–][A-Z][a-z]{2}", x.group(0))]      # (nor a word: "X-Ray")
        if names and named(names[0].group(0)):
            out += [(m.start(2) + x.start(), m.start(2) + x.end(), x.group(0)) for x in names if named(x.group(0))]
    return out


def named_by_role(text: str, not_materials: set[str] = frozenset()) -> list[tuple[int, int, str]]:
    """Short names of materials written before the noun of their role ("YSZ electrolyte"): (start, end, name)."""
    out = []

    def named(name: str) -> bool:
        caps, lower = sum(c.isupper() for c in name), sum(c.islower() for c in name)
        # (a name the catalogue knows keeps its own MatID: "IN718 specimens" are Inconel 718)
        return not (lower > caps or name in not_materials or name.rstrip("s") in not_materials
                    or name.rstrip("s").lower() in words_of("technology_names") | words_of("orientation_labels")
                    | words_of("class_abbreviations")
                    or find_compositions_in(name) or re.fullmatch(r"[A-Z]\d*", name) or name.isdigit()
                    or any(x.type != "material" for x in find_mentions_in(name)) or common_name(name))

    for m in _NAMED_BY_ROLE.finditer(text):
        name, noun = m.group(1), m.group(2)
        # (before a specimen noun of the catalogue, a name of letters only is a material, "the YBCO tape", but not a
        # class's abbreviation, "the HEA coating", "the HEA samples": the paper's sample, which the context gives; a
        # code with digits is a sample's label, "the VA-5CR sample", which its paper resolves)
        if noun not in _role_nouns() and not (noun in words_of("specimen_nouns") and re.fullmatch(r"[A-Za-z]+", name)) \
                or not named(name):
            continue
        out.append((m.start(1), m.end(1), name))
        # (the names listed before it share the noun: "the LSM and LSCF cathodes", "BZY, BZCY and BCY electrolytes")
        start = m.start(1)
        while (prev := _LISTED_BEFORE.search(text, 0, start)) is not None and named(prev.group(1)) \
                and noun in _role_nouns():
            out.append((prev.start(1), prev.end(1), prev.group(1)))
            start = prev.start(1)
    for m in _ROLE_BEFORE.finditer(text):       # "The emitter tBu-DMAC-TRZ was doped …": the name after its role
        if m.group(1).lower() in _role_nouns() and named(m.group(2)) and not any(a <= m.start(2) < b for a, b, _ in out):
            out.append((m.start(2), m.end(2), m.group(2)))
    def listed(name: str) -> bool:
        # (in a list after a class noun, a code of joined parts whose first is an element's symbol names a sample
        # too: "polymers PDPP, Po-fDPP and Pm-fDPP")
        return named(name) or "-" in name and name not in not_materials and sum(c.isupper() for c in name) >= 2 \
            and sum(c.isupper() for c in name.rsplit("-", 1)[1]) >= 2 \
            and not any(x.start == 0 and x.end == len(name) for x in find_mentions_in(name))

    for start, end, name in _named_after_class(text, listed):
        if not any(a <= start < b for a, b, _ in out):
            out.append((start, end, name))
    for m in _BLEND.finditer(text):
        if m.group(1) not in not_materials and not any(a <= m.start(1) < b for a, b, _ in out):
            out.append((m.start(1), m.end(1), m.group(1)))
    for m in _DESIGNATION.finditer(text):
        words = m.group(2).split()
        # the words between are the base metal's name ("aluminium") or none: the span covers them
        # (a word between is the base metal's name, or any adjective after a grade with letters: "S960
        # ultra-high-strength steel")
        if len(words) == 2 and not any(x.type == "element" for x in find_mentions_in(words[0])) \
                and not (re.match(r"[A-Z]", m.group(1)) and "-" in words[0]) \
                or len(words) == 1 and m.group(1).isdigit():       # "2019 alloys", "the 1000 alloys": numbers
            continue
        if not any(a <= m.start(1) < b for a, b, _ in out):
            out.append((m.start(1), m.end(1) + (len(m.group(2)) - len(m.group(2).rsplit(None, 1)[-1]) - 1
                                                if len(words) == 2 else 0), m.group(1)))
    return sorted(out)
