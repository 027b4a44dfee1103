"""Components ``numbers``, ``roles`` and ``groups``: the numbers of a text, which of them are values (each with the
rule that made it one), and how values group ("respectively" lists, the two ends of a change, list members).

Reads ``TextDoc.text``, ``mentions``, ``props``, ``procs``, ``owners``, ``lists`` and ``passage.before``; writes
``every``, ``quantities``, ``temps``, ``sizes``, ``rates``, ``unprocessed`` (numbers), ``values``, ``roles``,
``cue_of``, ``lost`` (roles), ``paired``, ``pairs`` and ``list_of`` (groups).

A number that is no value stays a condition candidate (a test temperature, a grain size, a strain rate, a time)
for the ``conditions`` part of binding. The role rules run in the order of ``ROLE_RULES``; a value keeps the name
of the first rule that made it one (``Measurement.binding["role"]``).
"""
from __future__ import annotations

import re

from ..units import Quantity, compatible, same_quantity
from .conditions import from_to_temperatures, listed_at_settings, tested_temperatures
from .document import TextDoc
from .materials import respectively
from .owners import code_range_members
from .properties import cued_property, dependency_property, loss_property, open_property, symbol_before, thickness_after
from .records import Mention
from .lexicon import COMPARED, words, HEDGE
from .quantities import CONDITION_UNITS, THAT_OF_GAP, carries, read_as_value, text_quantities, value_pairs
from .validation import process_setting, why_not_name
from .words import accepts, cat


# --- component: numbers ----------------------------------------------------------------------------------------------
def read_numbers(doc: TextDoc) -> None:
    """Every quantity of the text (list members too, not those inside a mention's name), the ones read as values
    (not a number restated in another unit), and the condition candidates among them."""
    text = doc.text
    covered = [(m.start, m.end) for m in doc.mentions]
    quantities = text_quantities(text, covered)
    starts = {q.start for q in quantities}
    quantities += [q for g in doc.lists for q in g if q.start not in starts
                   and not any(s <= q.start < e for s, e in covered)]
    doc.every = sorted(quantities, key=lambda q: q.start)     # bounds too: "stable over 200 h" is a condition
    doc.quantities = [q for q in doc.every if read_as_value(text, q) and not restated(text, q, doc.every)]
    doc.temps = tested_temperatures(text, doc.quantities, doc.mentions)
    doc.sizes = [q for q in doc.quantities if q.unit == "µm"]
    doc.rates = [q for q in doc.quantities if q.unit == "s^-1"]
    # (what the process that made the sample ran at is no condition of its values: "the coating deposited at a bias of
    # −100 V showed a hardness of 25 GPa")
    doc.unprocessed = [x for x in doc.every if not process_setting(text, x)]


_RESTATED_LEAD = re.compile(r"\s*(?:\(\s*(?:i\.\s?e\.,?\s*|or\s+|≈\s*|~\s*)?|,?\s+or\s+)$")


def restated(text: str, q: Quantity, quantities: list[Quantity]) -> bool:
    """Is a value the one before it in another unit ("3.404 Å (340.4 pm)", "512 kJ/m3 or 64 MG·Oe")? Not a
    measurement of its own."""
    prev = max((o for o in quantities if o.end <= q.start), key=lambda o: o.end, default=None)
    return prev is not None and not isinstance(prev.value, tuple) and not isinstance(q.value, tuple) \
        and bool(prev.unit) and prev.unit != q.unit and bool(_RESTATED_LEAD.fullmatch(text[prev.end:q.start])) \
        and same_quantity(prev.value, prev.unit, q.value, q.unit)


# --- component: roles ------------------------------------------------------------------------------------------------
# Each rule returns the numbers it makes values, given the values so far (in the order they run).
def _in_a_value_unit(doc: TextDoc, values: list[Quantity]) -> list[Quantity]:
    """A quantity in a unit that is no condition's ("210 HV", "1.2 GPa")."""
    return [q for q in doc.quantities if q.unit not in CONDITION_UNITS]


def _cued_bound(doc: TextDoc, values: list[Quantity]) -> list[Quantity]:
    """A duration (bounded or not) that a cue phrase leads to ("operated for over 16 h")."""
    return [q for q in doc.every if q.unit in CONDITION_UNITS and q not in doc.quantities and doc.cue_of.get(q.start)]


def _named_condition_unit(doc: TextDoc, values: list[Quantity]) -> list[Quantity]:
    """A value in a condition's unit that a property phrase, a symbol, a dimension word or a cue leads to
    ("incubation time of 7200 s", "Tc = 38 K", "a 40-nm-thick layer")."""
    text, props = doc.text, doc.props
    return [q for q in doc.quantities if q.unit in CONDITION_UNITS and q not in values
            and (named_before(text, q, props, doc.quantities, _list_starts(doc, q)) or symbol_before(text, q) or thickness_after(text, q)
                 or bool(doc.cue_of.get(q.start)) or open_property(text, q)
                 or q.unit in ("µm", "nm", "mm") and dependency_property(text, q, doc.owners))]


def _list_starts(doc: TextDoc, q: Quantity) -> frozenset[int]:
    """Where the members of the list a number is in start (its own start alone if in none)."""
    return frozenset(x.start for g in doc.lists if any(x.start == q.start for x in g) for x in g) | {q.start}


def _lost_amount(doc: TextDoc, values: list[Quantity]) -> list[Quantity]:
    """The amount of a loss ("the conductivity degraded by about 35% over 200 h", "cell 1 lost 31 mV")."""
    return [q for q in doc.every if q.start in doc.lost and q not in values]


def _respectively_paired(doc: TextDoc, values: list[Quantity]) -> list[Quantity]:
    """A number a "respectively" gives a property to, even in a condition's unit (temperatures)."""
    have = {q.start for q in values}
    return [q for q in {x.start: x for x in [*doc.quantities, *(x for g in doc.lists for x in g)]}.values()
            if "property" in doc.paired.get(q.start, {}) and q.start not in have]


def _second_of_change(doc: TextDoc, values: list[Quantity]) -> list[Quantity]:
    """The second of a pair whose first is a value ("the onset Tc increases from 8.5 K … to 36.7 K")."""
    have = {q.start for q in values}
    return [b for a, b in value_pairs(doc.text, sorted(values + [q for q in doc.quantities if q.start not in have],
                                                       key=lambda q: q.start))
            if a.start in have and b.start not in have]


_SETTING_LEAD = re.compile(r"\b(?:at|under|after|for|during|within|up\s+to|below|above|over|by|in)\s+"
                           rf"{HEDGE}?$", re.I)
_DIFFERENCE_AFTER = re.compile(r"\s*(?:higher|lower|more|less|above|below|greater|smaller|larger|warmer|colder)\b", re.I)


_COMPARED_IN = re.compile(rf"\b{COMPARED}\b", re.I)


def _carried_on(doc: TextDoc, values: list[Quantity]) -> list[Quantity]:
    """A temperature that the construction carries on from one that is a value ("168 °C for the nanocomposite and
    159 °C for neat epoxy"), not one a setting's word leads to ("… and annealed at 200 °C"); a length or a time
    "that of" another sample is ("the layer grew to 5.8 μm, whereas that of B was 3.1 μm")."""
    text, seen, added = doc.text, list(values), []
    have = {q.start for q in values}
    for q in doc.quantities:
        if q.unit in CONDITION_UNITS and q.start not in have \
                and not _SETTING_LEAD.search(text[max(0, q.start - 16):q.start]) and not _DIFFERENCE_AFTER.match(text, q.end):
            prev = max((v for v in seen if v.end <= q.start and compatible(v.unit, q.unit)), key=lambda v: v.end,
                       default=None)
            # (a "that of" gap always carries: carries() reads it first; a length or a time only a comparison does:
            # "a roughness of 8.5 nm for P1 compared with 3.3 nm for P2")
            if prev is not None and (q.unit in ("K", "°C") and carries(text, prev, q)
                                     or THAT_OF_GAP.fullmatch(text, prev.end, q.start)
                                     or carries(text, prev, q) and _COMPARED_IN.search(text, prev.end, q.start)):
                seen.append(q)
                added.append(q)
                have.add(q.start)
    return added


# the order in which the role rules run; a value keeps the first rule's name
ROLE_RULES = (("value_unit", _in_a_value_unit), ("cued_bound", _cued_bound),
              ("named_condition_unit", _named_condition_unit), ("lost_amount", _lost_amount),
              ("respectively", _respectively_paired), ("second_of_change", _second_of_change),
              ("carried_on", _carried_on))


def _grain_size_result(doc: TextDoc, values: list[Quantity]) -> list[Quantity]:
    """Where nothing else is a value and the text names a grain size, its lengths are the result reported."""
    if not values and doc.sizes and any(p.matid == "prop:grain_size" for p in doc.props):
        values, doc.sizes = doc.sizes, []
        for q in values:
            doc.roles.setdefault(q.start, "grain_size_result")
    return values


def assign_roles(doc: TextDoc) -> None:
    """The values among the numbers, each with its role rule; the cues and losses the rules read."""
    text = doc.text
    # the loss a criterion share names is no property of the sentence's values ("The decomposition temperatures (5%
    # weight loss) of A, B, and C are 321, 368, and 301 °C, respectively": one property to pair, no mass loss of 308)
    criteria = [q for q in doc.quantities if is_criterion(doc, q)]
    # (not the temperature named with it: "5% weight loss temperatures between 370 and 420 °C")
    doc.props = [p for p in doc.props if accepts(p.matid[5:], "°C") or not any(q.end <= p.start <= q.end + 2
                                                                               for q in criteria)]
    group_of = {q.start: (g[0], g[-1]) for g in doc.lists for q in g}
    procs = doc.procs
    # (a list's members by its first or its last: "performed 67, 78, 90 and 96 h", "at 0 and 90 h during the test")
    doc.cue_of = {q.start: next((p for x in (q, *group_of.get(q.start, ())) if (p := cued_property(text, x, procs, doc.passage.spectrum))), "")
                  for q in doc.every}
    doc.lost = {q.start: pid for q in doc.every if (pid := loss_property(text, q))}
    values: list[Quantity] = []
    for name, rule in ROLE_RULES:
        if name == "respectively":
            doc.paired = _respectively(doc)
        added = rule(doc, values)
        for q in added:
            doc.roles.setdefault(q.start, name)
        values = sorted(values + added, key=lambda q: q.start)
        if name == "value_unit":
            values = _grain_size_result(doc, values)
    # (a share inside a material's name is part of it: "AA6061 matrix composites containing 5, 10 and 15 wt% B4C")
    doc.values = [q for q in values if not any(m.type == "material" and m.start <= q.start and q.end <= m.end
                                               for m in doc.mentions) and not is_criterion(doc, q)
                  and not is_argument(doc, q)]


def _respectively(doc: TextDoc) -> dict[int, dict]:
    """The "respectively" pairings of the sentence (``materials.respectively``), names nothing read
    (``unread_owners``) among the materials: where one of those is paired, every material pairing of the sentence is
    marked ``unread_list`` ("The LUMO energy levels of PIDTTBT, PIDTTFBT, and PIDTTTPD are … respectively" where
    PIDTTFBT was not read; "… those of the commercial control Filtek Z350 (121 MPa and 9.8 GPa, respectively)", whose
    values are the control's alone): the list may not be the one the values go with."""
    # (a share that says when a temperature was read is no value to pair: "the onset temperatures with 5% weight loss
    # of PDTS-BTA and PDTS-DTBTA are 388 and 415 °C, respectively")
    values = [q for q in doc.quantities if not is_criterion(doc, q)]
    cued = frozenset(start for start, pid in doc.cue_of.items() if pid)
    paired = respectively(doc.text, doc.lists, doc.owners, values, doc.props, doc.passage.before, cued)
    # (a range of codes, which owns no value itself, pairs as its members where the names pair nothing: "… 1.47, and
    # 1.04 V for P1-P6, respectively")
    ranges = {(m.start, m.end): members for m in doc.mentions + doc.owners
              if m.type == "material" and (members := code_range_members(m))}
    members = [x for ms in ranges.values() for x in ms]
    if ranges and not any(p.get("material") for p in paired.values()):
        owners = sorted([m for m in doc.owners if (m.start, m.end) not in ranges] + members, key=lambda m: m.start)
        paired = respectively(doc.text, doc.lists, owners, values, doc.props, doc.passage.before, cued)
        if not any(p.get("material") for p in paired.values()):
            # (the members alone, where another name goes with each: "… of blends of P1-P4 with PC71BM were 0.85,
            # 0.66, 0.79 and 0.86 V, respectively")
            paired = respectively(doc.text, doc.lists, members, values, doc.props, doc.passage.before, cued)
    # (a range's members are read only where the paper defines them as its samples)
    samples = doc.passage.samples
    unread = {m.matid for m in doc.unread_owners} | {x.matid for x in members
                                                     if samples is None or not samples.is_sample(x.matid)}
    if any(p.get("material") in unread for p in paired.values()):
        for p in paired.values():
            if p.get("material"):
                p["unread_list"] = True
    return paired


def is_argument(doc: TextDoc, q: Quantity) -> bool:
    """A setting written as an argument of a property's symbol, in brackets right after it ("Jc(77 K, 0 T) of 3
    MA/cm2", "ρ(300 K) = 2.1 µΩ cm"): the condition of that symbol's value, no value of its own."""
    opened = doc.text.rfind("(", 0, q.start)
    if opened < 0 or ")" in doc.text[opened:q.start] or ")" not in doc.text[q.end:q.end + 30]:
        return False
    return any(p.end == opened and re.fullmatch(r"[^\s(]{1,8}", p.text) for p in doc.props)


_CRITERION_LEAD = re.compile(r"(?:\b(?:at|with|for|to|of)|[(,])\s*(?:a\s+|the\s+)?$", re.I)


def is_criterion(doc: TextDoc, q: Quantity) -> bool:
    """A share that says when a temperature of the sentence was read, not a value ("the onset decomposition
    temperature at 5% weight loss is 405 °C", "(T d, 5% weight loss)"): a percent before a phrase of the catalogue's
    ``criterion_phrases``, led by "at", "with", "for", "corresponding to" or a bracket, in a sentence with a
    temperature."""
    if q.unit not in ("%", "wt%"):
        return False
    after = re.sub(r"[\s\-‐–]+", " ", doc.text[q.end:q.end + 36].lower()).strip()
    # (a reference number the PDF flattened between: "the temperature corresponding to 5% 40 weight loss")
    after = re.sub(r"^\d{1,3} (?=[a-z])", "", after)
    if q.unit == "wt%" and re.match(r"los[st]\b", after):
        after = "weight " + after           # "temperatures of 5 wt% loss": the unit says what was lost
    # (one written into the temperature's name needs no lead: "the 5% weight-loss temperatures of A and B are …")
    if any(after.startswith(p + " temperature") for p in words("criterion_phrases")):
        return True
    if not _CRITERION_LEAD.search(doc.text[max(0, q.start - 20):q.start]):
        return False
    # (in a sentence with a temperature, or right after a temperature's name: "The temperature of 5% weight-loss was
    # chosen as …")
    return any(after.startswith(p) for p in words("criterion_phrases")) \
        and (any(x.unit in ("K", "°C") for x in doc.every)
             or re.search(r"\btemperatures?\b[^.;]{0,12}$", doc.text[max(0, q.start - 40):q.start], re.I) is not None)


# --- component: groups -----------------------------------------------------------------------------------------------
def group_values(doc: TextDoc) -> None:
    """The two ends of each change ("from A to B"), the test temperatures a change's ends were read at, and list
    membership."""
    text = doc.text
    doc.pairs = value_pairs(text, doc.values)
    starts_of_values = doc.value_starts
    # a range of test temperatures ("at 475 to 525 °C"; "the testing temperature increases from 475 to 550 °C": a
    # condition's name makes it no value)
    ranges = [q for q in doc.quantities if q.unit in ("K", "°C") and isinstance(q.value, tuple)
              and (q.start not in starts_of_values or why_not_name(open_property(text, q), False) == "a test condition")
              and tested_temperatures(text, [Quantity(q.value[0], q.unit, q.start, q.end)], doc.mentions)]
    for start, cond in from_to_temperatures(text, doc.pairs, [t for t in doc.temps if t[0] not in starts_of_values],
                                            ranges).items():
        doc.paired.setdefault(start, cond)
    for start, cond in listed_at_settings(text, doc.lists).items():
        for key, value in cond.items():
            doc.paired.setdefault(start, {}).setdefault(key, value)
    doc.list_of = {q.start: g for g in doc.lists for q in g}


def named_before(text: str, q: Quantity, props: list[Mention], quantities: list[Quantity] = (),
                 own_list: frozenset[int] = frozenset()) -> bool:
    """Is a value in a condition's unit (K, °C, h, µm) named as a property's by a property written just before it
    in the same clause ("the Curie temperature of 370 K", "a thickness of 10 µm", "Tc = 38 K")? ``quantities``: the
    text's numbers; ``own_list``: where the members of the value's list start."""
    for p in props:
        between = text[p.end:q.start]
        # (a property whose value was written before another property's name names no later value: "a Tc of 39 K
        # and a critical current density Jc of 10^6 A/cm2 at 4.2 K": 4.2 K is no Tc; "the LT50 lifetime at an
        # initial luminance of 500 cd/m2 was 120 h" is the lifetime's)
        if any(p.end <= o.start and o.end <= q.start and o.matid != p.matid for o in props) \
                and any(p.end <= x.start and x.end <= q.start and x.start not in own_list and accepts(p.matid[5:], x.unit)
                        for x in quantities):
            continue
        # (a temperature that "at" introduces is a temperature property's own: "onset decomposition temperatures
        # corresponding to 5% weight loss at 348 and 381 °C")
        if p.end <= q.start and q.start - p.end <= 60 and accepts(p.matid[5:], q.unit) \
                and not re.search(r"[;]|,\s*(?:and|but|while|whereas)\b", between) \
                and (not _introduced(between) or _own_kind(p.matid[5:], q.unit)
                     and not re.search(r"[a-z]{3,}ed\b", between)):     # ("… of the film annealed at 200 °C")
            return True
    return False


def _own_kind(pid: str, unit: str) -> bool:
    """Is a value in this unit of the property's own kind, so that "at" introduces the property's value: a
    temperature of a temperature ("the melting temperature at 120 °C"), a wavelength of a wavelength ("the maximum
    absorption wavelength at 423 nm"); not a temperature of a wavelength?"""
    prop = cat().properties.get(pid)
    return prop is not None and prop.unit in ("K", "°C", "nm") and compatible(prop.unit, unit)


_SETTING_WORD = re.compile(r"\b(?:at|under|after|for)\b")


_LINK = re.compile(r"\b(?:is|was|were|are|reaches|reached|of)\b|=")


_POSITION_VERB = re.compile(r"\b(?:is|was|are|were|lies|lie|lay|located|centred|centered|situated|positioned|peaked|"
                            r"peaks|appears|appeared|observed)\s+(?:\w+ly\s+)?$", re.I)


def _introduced(between: str) -> bool:
    """Does "at", "under", "after" or "for" introduce the value itself ("the hardness at 300 K": a condition), rather
    than another condition before a verb that links the value ("the Tc of FeSe at 4.2 GPa is 31.2 K")?"""
    last = list(_SETTING_WORD.finditer(between))
    if last and last[-1].group(0) == "at" and _POSITION_VERB.search(between[:last[-1].start()]):
        return False        # "the emission peak was at 512 nm", "is located at 2θ = 28.4°": where it is, a value
    return bool(last) and not _LINK.search(between[last[-1].end():])
