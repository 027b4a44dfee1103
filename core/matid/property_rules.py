"""The property part of binding: which property a value is of.

``PROPERTY_STRATEGIES`` run in order on one value (a ``ValueReading``). Each looks at the text and at what the
strategies before it decided, and either leaves the decision as it is (returns None) or decides again (returns the
property id and how it was named); the name of the last strategy that decided is stored on the measurement
(``binding["property_rule"]``), so ``eval.bench extraction`` can count, per strategy, how many values it decided
and how many of those were right. Most strategies only decide where nothing has (``if not v.pid``); the others
say in their docstring what they overrule and why.

Reads ``TextDoc.text``, ``props``, ``procs``, ``owners``, ``phases``, ``every``, ``values``, ``cue_of``, ``lost``,
``paired``, ``pairs``, ``list_of`` and the running state of binding (``last``, ``last_of_unit``, ``how_of``);
writes the ``ValueReading``.
"""
from __future__ import annotations

import re
from functools import lru_cache

from ..units import Quantity, compatible
from .conditions import CLAUSE_RE, CONTRAST_RE, as_value_of, read_at_a_setting, setting_property
from .catalogue import catalogue
from .confidence import weaker
from .document import TextDoc, ValueReading
from .materials import coordinated_properties_before, phase_share
from .properties import (canonical_property, change_before, cued_property, dependency_property, dimension_property,
                         ellipsis_property, head_property, implied_property, in_aside, kept_share, kept_share_of_named,
                         open_property, other_symbol_before, symbol_before, thickness_after)
from .quantities import carries
from .records import Mention, nearest
from .validation import why_not, why_not_name
from .vocab import PROPERTIES
from .words import PERCENT_UNITS, accepts, change_verb_forms, singular_noun, words
from .lexicon import BARE_NUMBER, COMPARED, HEDGE


# --- the candidates: properties named in the sentence that may be the value's ---------------------------------------
def reading_of(doc: TextDoc, q: Quantity) -> ValueReading:
    """A value's reading before the strategies run: its list's first and last member, and the named properties that
    may be its (those that take its unit, or whose head does; not one named after it that leads to a value of its
    own, nor one named in an aside on how another was got; none for a share kept of a property; none before a
    length that names its own dimension)."""
    text, props = doc.text, doc.props
    cands = [c for c in (p if accepts(p.matid[5:], q.unit) else by_head(p, q.unit, shared=not 0 <= q.start - p.end <= 15)
                         for p in props) if c]
    # "the applied field was 9 T and the upper critical field 12 T": a property named after the value that leads to a
    # value of its own is that one's
    cands = [c for c in cands if c.start < q.end or not _leads_to_another(text, c, q, doc.every)]
    # (not one named only in an aside on how the property before it was got: ", based on the loss of elongation,")
    cands = [c for c in cands if not in_aside(text, c, q, props)]
    # (nor one named with its own value inside brackets closed before this value: "PCEs of 3.87% (J sc = 8.58 mA cm^-2
    # and FF = 0.46) and 2.53%" is a PCE)
    cands = [c for c in cands if not _valued_in_closed_brackets(text, c, q)]
    if kept_share(text, q):
        cands = []      # "retained 90% of its initial PCE": a share of the PCE kept, not a PCE (open_property)
    lead = own_noun_before(text, q, props)
    if lead is not None:
        # "By comparing the EQE results …, an approximate mismatch of 15% was present": the value is what its own noun
        # says, not a property named before that noun's phrase (unless the noun heads that property's name: "the EQE
        # measurements showed a maximal quantum efficiency of 60%")
        cands = [c for c in cands if c.end > lead[0] or _named_with_head(c.matid[5:], lead[1])]
    own_dimension = own_dimension_after(text, q)
    if own_dimension:
        # "particles with 0.5 μm diameter", "80 nm-sized pores", "2 mm of external diameter": the length names its
        # own dimension after it; a property named before it ("thickness") is another value's
        cands = [p for p in cands if p.start >= q.end]
    group = doc.list_of.get(q.start, [q])
    return ValueReading(q, first=group[0], anchor=group[-1], cands=cands, own_dimension=own_dimension)


def own_noun_before(text: str, q: Quantity, props: list[Mention]) -> tuple[int, str] | None:
    """Where the noun phrase that leads to a value starts, and its head, when that is a noun of its own ("an
    approximate mismatch of 15%"): not a property named, a statistic ("a value of", "a maximum of"), a general noun
    ("a level of") or a change ("an increase of", "a loss of"), whose value is a property named before it. None
    otherwise."""
    m = _OWN_NOUN_LEAD.search(text, max(0, q.start - 60), q.start)
    if not m or any(p.start < m.end("noun") and p.end > m.start("noun") for p in props):
        return None
    noun = singular_noun(m.group("noun").lower())
    if {noun, m.group("noun").lower()} & _not_own_nouns():
        return None
    return m.start(), noun


def _named_with_head(pid: str, noun: str) -> bool:
    """Does one of a catalogue property's names end in this noun ("external quantum efficiency": "efficiency")?"""
    p = catalogue().properties.get(pid)
    return p is not None and any(singular_noun(n.split()[-1].lower()) == noun for n in (p.name, *p.synonyms) if n)


_OWN_NOUN_LEAD = re.compile(rf"\b(?:an?|the)\s+(?:[a-z]+\s+){{0,2}}?(?P<noun>[a-z]{{3,}})\s+of\s+{HEDGE}?$")


@lru_cache(maxsize=None)
def _not_own_nouns() -> frozenset[str]:
    return frozenset(words("statistic_words") | words("generic_nouns") | words("change_nouns")
                     | words("change_of_nouns"))


def _valued_in_closed_brackets(text: str, c, q: Quantity) -> bool:
    """Is a property named before the value inside brackets that close before it, with a number of its own after it
    there ("(J sc = 8.58 mA cm^-2 and FF = 0.46) and 2.53%")?"""
    if c.end > q.start:
        return False
    opened = text.rfind("(", 0, c.start)
    if opened < 0 or ")" in text[opened:c.start]:
        return False
    closed = text.find(")", c.end, q.start)
    return closed >= 0 and bool(re.search(r"\d", text[c.end:closed]))


# --- the strategies --------------------------------------------------------------------------------------------------
_OPENED_BEFORE = re.compile(rf"\(\s*(?:(?:up\s+to|more\s+than|less\s+than|over|below|above)\s+)?{HEDGE}?$", re.I)


def of_another_quantity(doc: TextDoc, v: ValueReading):
    """No value of a property: a value in brackets after a phrase of its clause that names no property but a
    quantity of its unit (a catalogue head noun), where the sentence names another property after it ("when
    increasing the distance from the center of the disc (up to 5 mm), the particle size of Mg and Ni is reduced": a
    distance, not the particle size)."""
    text, q = doc.text, v.q
    opened = _OPENED_BEFORE.search(text, max(0, q.start - 20), q.start)
    if opened is None or not q.unit or len(doc.list_of.get(q.start, [q])) > 1:
        return None
    start = max(0, opened.start() - 80)
    phrase = re.split(r"[,;:()]", text[start:opened.start()])[-1]
    if any(p.end > opened.start() - len(phrase) and p.start < q.start for p in doc.props):
        return None
    nouns = {w for w in re.findall(r"[a-z]{3,}", phrase.lower())
             if (h := catalogue().head_noun(w)) is not None and h.units and compatible(q.unit, h.units[0])}
    # (only against a property named after the value that is not that quantity: "a low-band gap (1.3-1.9 eV) to
    # harvest more solar energy" stays a band gap)
    if nouns and any(p.start >= q.end and not nouns & set(p.text.lower().split()) for p in doc.props):
        v.drop = True
    return None


_COMPARED_AFTER = re.compile(rf"\b{COMPARED}\s+(?:(?:an?|the|that|those|its|their)\s+)?(?:[\w-]+\s+){{0,2}}$", re.I)


def named_nearby(doc: TextDoc, v: ValueReading):
    """The nearest named property that may be the value's (a listed value reads it as its list's last one), unless
    it is named in an earlier clause whose own clause names another quantity."""
    q = v.q
    # (not a name that a comparison after the value leads to: "a lamellar morphology of 10-12 nm in width, comparable
    # to an exciton diffusion length" is no diffusion length)
    cands = [c for c in v.cands if c.start < v.anchor.end or not _COMPARED_AFTER.search(doc.text, v.anchor.end, c.start)]
    v.prop = nearest(v.anchor.start, v.anchor.end, cands, after_penalty=4.0) or \
        nearest(q.start, q.end, cands, after_penalty=4.0)
    if v.prop is not None and v.prop.start >= v.anchor.end and CLAUSE_RE.search(doc.text, v.anchor.end, v.prop.start):
        # a name in the next clause is that clause's ("… to be at -5.32 eV, and the LUMO energy level … -3.48 eV"):
        # the value takes the one named before it in its own clause, if any
        v.prop = nearest(v.first.start, v.first.end, [c for c in v.cands if c.end <= v.first.start]) or v.prop
    if v.prop is not None and own_clause_names_another(doc.text, v.prop, v.first):
        v.prop = None
    if v.prop is None:
        return None
    samples = doc.passage.samples
    pid = v.prop.matid[5:]
    # (a name other fields use for another property, written with no qualifier of its own, is the paper's property
    # whose full name holds it: "a conversion efficiency of 7.79%" in a paper of power conversion efficiencies)
    longer = samples.longer_named(v.prop.text, pid, q.value, q.unit) if samples is not None \
        and catalogue().properties[pid].shares_name(v.prop.text) and _unqualified_name(doc.text, v.prop) else ""
    return (longer, "paper_property") if longer else (pid, "catalogue_name")


_BEFORE_A_NAME = re.compile(r"(?:^|[^\w-])(?:a|an|the|its|their|this|these|that|those|of|with|and|or|whose|high|"
                            r"higher|highest|good|best|low|lower|maximum|max|overall|average|mean|total)\s+$", re.I)


def _unqualified_name(text: str, prop) -> bool:
    """Is a property's name written with no qualifier of its own before it ("a conversion efficiency", not "incident
    photon to current conversion efficiency")? Then the paper may say which of its properties it is short for."""
    return bool(_BEFORE_A_NAME.search(text, max(0, prop.start - 20), prop.start))


def per_group(doc: TextDoc, v: ValueReading):
    """Overrules a named property: "the HOMO and LUMO energy levels of the polymers are -5.17 and -3.55 eV for
    P(BT-DPP), -5.22 and -3.52 eV for P(BT-DPP)-T …": properties written as one coordinated list before the
    sentence's first value, and lists of values each as long, one after another: each list pairs with the
    properties by rank."""
    group = doc.list_of.get(v.q.start, [])
    first = min((x.start for x in doc.values), default=v.q.start)
    if len(group) < 2 or v.prop is None:
        return None
    props = coordinated_properties_before(doc.text, doc.props, first, len(group))
    lists = {tuple(x.start for x in doc.list_of.get(q.start, [q])) for q in doc.values}
    if not props or len(lists) < 2 or any(len(x) != len(group) for x in lists):
        return None
    pid = props[group.index(v.q)][5:] if v.q in group else ""
    return (pid, "catalogue_name") if pid and accepts(pid, v.q.unit) else None


_AGAINST_BEFORE = re.compile(rf"[,;(]\s*{COMPARED}\s+"
                             rf"(?:only\s+|{HEDGE})?$")


def carried_past_another_name(doc: TextDoc, v: ValueReading):
    """Overrules a named property: "a flexural strength of 128 MPa and its flexural modulus 9.4 GPa, against 98 MPa
    and 3.6 GPa": a property named right before another value is that one's; this value carries on the one of its
    own unit. And "the ternary device kept 82% of its initial PCE, against 70% for the binary one": what the value
    is set against is the last value's, whose phrase names the property between them."""
    text, q, prop = doc.text, v.q, v.prop
    same = doc.last_of_unit.get(q.unit)
    if prop is None or same is None:
        return None
    listed = {x.start for x in doc.list_of.get(q.start, [])}      # "resistances of ∼0.072, 0.113 and 0.193 Ω cm2"
    if prop.end <= q.start and carries(text, same[0], q) and any(
            prop.end <= x.start < q.start and x.start != same[0].start and x.start not in listed
            and re.fullmatch(rf"\s*(?:of|was|were|is|are|=|:)?\s*{HEDGE}?", text[prop.end:x.start])
            for x in doc.values):
        return same[1], weaker("carried", doc.how_of.get(same[0].start, ""))
    if same[1] and same[0].end <= prop.start and prop.end <= q.start \
            and _AGAINST_BEFORE.search(text, max(0, q.start - 30), q.start) and carries(text, same[0], q):
        return same[1], weaker("carried", doc.how_of.get(same[0].start, ""))
    return None


def ellipsis(doc: TextDoc, v: ValueReading):
    """Overrules a property named before the first value: "… was 70% and the γ/γ′ lattice misfit −0.28%": the phrase
    the value follows names it (a phrase that names nothing drops the value)."""
    ellided = ellipsis_property(doc.text, v.first)
    if not ellided or not (v.prop is None or v.prop.end <= ellided[0]):
        return None
    if not ellided[1]:
        v.drop = True
        return None
    v.prop, pid = None, canonical_property(ellided[1])
    how = "catalogue_name" if pid in PROPERTIES else "open_vocabulary"
    if how == "catalogue_name" and not accepts(pid, v.q.unit):
        return "", ""
    return pid, how


def kept_share_of_named_property(doc: TextDoc, v: ValueReading):
    """Overrules: "the PCE decayed to 80% of its initial value" is a PCE retention, not a PCE of 80%."""
    earlier = [p for p in doc.props if p.end <= v.q.start]      # (a capacity, whatever its unit)
    kept_of = kept_share_of_named(doc.text, v.q, earlier[-1]) if earlier else ""
    return (kept_of, "catalogue_name" if kept_of in PROPERTIES else "open_vocabulary") if kept_of else None


def other_symbol(doc: TextDoc, v: ValueReading):
    """Clears a named property: "(ΔE = 1.23 eV)" after "a band gap between 2.6 and 3.0 eV" is the symbol's value,
    not the gap's (its unit may still name it: "hC14 = −18.75 kJ mol−1 H" is an enthalpy)."""
    text, first, prop = doc.text, v.first, v.prop
    if prop is not None and other_symbol_before(text, first) and not (
            first.start - 40 <= prop.end <= first.start and "=" not in text[prop.end:first.start].rstrip()[:-1]):
        v.prop = None
        return "", ""
    return None


def symbol(doc: TextDoc, v: ValueReading):
    """"Tc = 38 K", "E of 229 GPa"; "a PCE of 15.7% … and an FF of 74.8%": the symbol right before a value names it,
    not a property named further away, nor one another equation follows ("Burgers vector b = a/2⟨111⟩ (a = 0.303
    nm)": a is the lattice parameter)."""
    text, first, prop = doc.text, v.first, v.prop
    found = symbol_before(text, first)
    if found and (not v.pid or not first.start - 40 <= prop.end <= first.start
                  or len(re.findall(r"[=≈]", text[prop.end:first.start])) > 1):
        return found, "catalogue_symbol"
    return None


def defined_after(doc: TextDoc, v: ValueReading):
    """"where b = 0.262 nm is the Burgers vector": a property the value is defined as."""
    q = v.q
    defined = next((p for p in doc.props if re.fullmatch(r"\s*(?:is|was|are|were)\s+the\s+", doc.text[q.end:p.start])),
                   None)
    if defined is not None and accepts(defined.matid[5:], q.unit):
        return defined.matid[5:], "catalogue_name"
    return None


def thickness(doc: TextDoc, v: ValueReading):
    """"a 40-nm-thick YSZ layer"."""
    return None if v.pid else (thickness_after(doc.text, v.q), "catalogue_name")


_OF_THEORETICAL = re.compile(r"\s+of\s+(?:the\s+|its\s+)?(?:theoretical|theoretic|full|x-ray)\s+density\b", re.I)


def of_theoretical_density(doc: TextDoc, v: ValueReading):
    """"the sintered alloy reached 99.4% of theoretical density": a relative density."""
    if (not v.pid or v.how == "unit") and v.q.unit == "%" and _OF_THEORETICAL.match(doc.text, v.q.end):
        return "relative_density", "catalogue_name"
    return None


def cue(doc: TextDoc, v: ValueReading):
    """A cue phrase of the catalogue leads to it ("operated for 43 h")."""
    if v.pid:
        return None
    return doc.cue_of.get(v.q.start) or cued_property(doc.text, v.q, doc.procs, doc.passage.spectrum), "catalogue_name"


def unit_implies(doc: TextDoc, v: ValueReading):
    """"210 HV", "22 mJ/m²": the unit names its property (not a share, "1.5 wt%" of what?; nor a change, "the volume
    increase is 347 Å³")."""
    if v.pid or v.q.unit in PERCENT_UNITS or change_before(doc.text, v.first):
        return None
    return implied_property(v.q.unit), "unit"


def open_phrase(doc: TextDoc, v: ValueReading):
    """A phrase that leads to the value, read as a catalogue name or kept in open vocabulary ("capacity retention
    rates … 0.40 wt%": the catalogue's, of another kind, is read by its head; "a voltage degradation of 18.62 mV"
    is a voltage loss)."""
    if v.pid:
        return None
    phrase = open_property(doc.text, v.first)
    pid = canonical_property(phrase)
    how = "catalogue_name" if pid in PROPERTIES else "open_vocabulary"
    if how == "catalogue_name" and not accepts(pid, v.q.unit):
        pid = head_property(phrase, v.q.unit)
    return pid, how


def respectively(doc: TextDoc, v: ValueReading):
    """Overrules: a "respectively" list gives the value its property (a list's one name that the value already has
    keeps how it was named)."""
    paired = doc.paired.get(v.q.start, {}).get("property")
    if paired and paired != v.pid:
        return paired, "respectively" if paired in PROPERTIES else "open_vocabulary"
    return None


def loss_verb(doc: TextDoc, v: ValueReading):
    """Overrules: "the conductivity degraded by about 35% over 200 h": the amount of a loss."""
    return (doc.lost[v.q.start], "loss_verb") if v.q.start in doc.lost else None


def named_setting(doc: TextDoc, v: ValueReading):
    """Overrules an open phrase: "under a constant current load of 1.0 A cm−2": a setting named as such."""
    v.named_setting = as_value_of(doc.text, v.q, named=True)
    if v.named_setting and v.how in ("", "open_vocabulary"):
        return v.named_setting, "catalogue_name"
    return None


def setting(doc: TextDoc, v: ValueReading):
    """Overrules all but a "respectively": "1.03 V, and 400 mW/cm2 at 0.7 V": the voltage the cell ran at, not the
    OCV named before it."""
    found = setting_property(doc.text, v.q, doc.values)
    return (found, "setting") if found and v.how != "respectively" else None


def change_pair(doc: TextDoc, v: ValueReading):
    """Overrules: "rises from 410 MPa to 759 MPa": the second end has the first value's property, as surely."""
    last = doc.last
    if last is not None and doc.pair_first.get(v.q.start) is last[0]:
        return last[1], doc.how_of.get(last[0].start, "pair")
    return None


def carried(doc: TextDoc, v: ValueReading):
    """"from 22.56 µm after 10 cycles to 9.12 µm": the same property; "1.47 wt% (99.3%) and 1.24 wt% (83.8%)": that
    of the last value written in the same unit (no surer than the value it is carried from)."""
    if v.pid or v.own_dimension:
        return None
    q, text = v.q, doc.text
    same = doc.last_of_unit.get(q.unit)
    prev = same if same is not None and carries(text, same[0], q) else doc.last
    if prev is not None and compatible(prev[0].unit, q.unit) and carries(text, prev[0], q):
        return prev[1], weaker("carried", doc.how_of.get(prev[0].start, ""))
    return None


def dependency(doc: TextDoc, v: ValueReading):
    """The noun the value hangs on in the parse (a list's members share it; the parse may attach it to the last:
    "equal to 5.9 ± 0.2, 9.3 ± 0.2, and 12.1 ± 0.3 GPa")."""
    if v.pid:
        return None
    text, first, anchor = doc.text, v.first, v.anchor
    pid = canonical_property(dependency_property(text, first, doc.owners)
                             or (anchor is not first and dependency_property(text, anchor, doc.owners)) or "")
    how = "catalogue_name" if pid in PROPERTIES else "open_vocabulary"
    if how == "catalogue_name" and not accepts(pid, v.q.unit):
        pid = head_property(dependency_property(text, first, doc.owners), v.q.unit)
    return pid, how


def setting_unit(doc: TextDoc, v: ValueReading):
    """"stayed stable at 0.7 A cm−2 at 0.7 V": a current density, by its unit as a setting's value."""
    return None if v.pid else (as_value_of(doc.text, v.q), "unit")


def at_a_setting(doc: TextDoc, v: ValueReading):
    """"(1.5 A/cm2 at 0.8 V and 850 °C)": a value read at a setting, by its unit (where nothing, or no property as
    written, was found)."""
    if v.pid and not (v.pid not in PROPERTIES and why_not_name(v.pid, False)):
        return None
    at = read_at_a_setting(doc.text, v.q)
    return (at, "unit") if at else None


def dimension(doc: TextDoc, v: ValueReading):
    """An open-vocabulary name whose unit's dimension names a catalogue property ("a power output of 225 mW
    cm−2")."""
    by_unit = dimension_property(v.pid, v.q.unit) if v.pid and v.pid not in PROPERTIES else ""
    return (by_unit, "unit") if by_unit else None


def paper_property(doc: TextDoc, v: ValueReading):
    """An open name the paper's own property takes: "a capacity of 1.42 wt.%" in a paper of hydrogen storage
    capacity (not a name that is no property as written: "moulds with diameters of 2 to 20 mm")."""
    samples, pid, q = doc.passage.samples, v.pid, v.q
    own = samples.own_property(pid, q.value, q.unit) if samples is not None and pid and pid not in PROPERTIES \
        and not why_not(doc.text, q, pid, False, doc.mentions) else ""
    return (own, "paper_property") if own else None


def phase_fraction(doc: TextDoc, v: ValueReading):
    """"the Mg2Ni phase increased from 21 wt% to 30 wt%": the phase's share."""
    if v.pid not in ("", "phase_fraction", "weight_fraction", "volume_fraction", "phase_content", "content"):
        return None
    v.share = phase_share(doc.text, v.q, doc.phases)
    return ("phase_fraction", v.how if v.pid else "phase_share") if v.share is not None else None


# the order in which the property strategies run
PROPERTY_STRATEGIES = (of_another_quantity, named_nearby, per_group, carried_past_another_name, ellipsis, kept_share_of_named_property, other_symbol,
                       symbol, defined_after, thickness, of_theoretical_density, cue, unit_implies, open_phrase,
                       respectively, loss_verb, named_setting, setting, change_pair, carried, dependency, setting_unit,
                       at_a_setting, dimension, paper_property, phase_fraction)


def decide_property(doc: TextDoc, q: Quantity) -> ValueReading:
    """Run the strategies on one value. ``pid`` is "" (or ``drop`` set) when it is no value of any property."""
    v = reading_of(doc, q)
    for strategy in PROPERTY_STRATEGIES:
        found = strategy(doc, v)
        if v.drop:
            break
        if found is not None:
            v.pid, v.how = found
            v.rule = strategy.__name__ if v.pid else ""
    if v.how in ("catalogue_name", "catalogue_symbol") and v.prop is not None and v.prop.matid[5:] == v.pid \
            and catalogue().properties[v.pid].shares_name(v.prop.text):
        v.how = "shared_name"         # "open-circuit potential": another field's name for another property
    return v


# --- what the strategies read -----------------------------------------------------------------------------------------
_LEADS_TO = re.compile(r"\s*(?:\([^()]{0,20}\)\s*)?(?:of|=|:|(?:is|was|were|are)(?:\s+equal\s+to)?|equals?|"
                       # (or a relative clause: "the highest PCE in those polymers, which is 8.31%")
                       r"reach(?:es|ed)?|of\s+about|[^,;.()]{0,40},\s*which\s+(?:is|was|were|are))?\s*"
                       rf"{HEDGE}?")


def _leads_to_another(text: str, p: Mention, q: Quantity, quantities: list[Quantity]) -> bool:
    """Is a property written after a value followed by a value of its own ("… 9 T and the upper critical field
    12 T"), in a unit or, where the property takes none, bare ("… a PCE of 5.06%, … and an FF of 0.62")?"""
    if any(v.start >= p.end and v.start != q.start and (_LEADS_TO.fullmatch(text[p.end:v.start])
                                                          or _changed_from().fullmatch(text[p.end:v.start]))
           for v in quantities):
        return True
    # (or "at" a value the property takes, its position: "… exhibits a peak at 591 nm and an absorption edge at 730
    # nm"; not a condition, "1.66 wt% capacity at 300 K")
    if any(v.start >= p.end and v.start != q.start and _AT_ITS_VALUE.fullmatch(text[p.end:v.start])
           and v.unit and accepts(p.matid[5:], v.unit) for v in quantities):
        return True
    bare = _BARE_AFTER.match(text, p.end)
    return bool(bare) and bool(_LEADS_TO.fullmatch(bare.group(1))) and accepts(p.matid[5:], "") \
        and not any(v.start == bare.start(2) for v in quantities)


@lru_cache(maxsize=1)
def _changed_from() -> re.Pattern:
    """A property's change from a value of its own ("… -5.21 eV and band gaps decreased from 1.96 to 1.82 eV")."""
    return re.compile(rf"\s*(?:\([^()]{{0,20}}\)\s*)?(?:(?:has|have|had|was|were)\s+)?(?:{change_verb_forms()})\s+"
                      rf"(?:from|to)\s+{HEDGE}?", re.I)


_AT_ITS_VALUE = re.compile(rf"\s*(?:\([^()]{{0,20}}\)\s*)?(?:(?:is|was|are|were)\s+)?(?:located\s+|centered\s+|centred\s+)?"
                           rf"at\s+{HEDGE}?")
_BARE_AFTER = re.compile(r"(.{0,30}?)" + BARE_NUMBER)


def own_clause_names_another(text: str, prop: Mention, q: Quantity) -> bool:
    """Is the property named in an earlier clause than the value's, whose own clause names a quantity the catalogue
    does not know ("100% capacity retention … while the highest hydrogen utilization ratio is achieved for HNCN
    (93.10%)")? Then that property is not the value's ("… whereas that of B is 400 MPa" names none: it is)."""
    if prop.end > q.start:
        return False
    breaks = list(CONTRAST_RE.finditer(text, prop.end, q.start))
    if not breaks:
        return False
    own = text[breaks[-1].end():q.start]
    return any(catalogue().head_noun(w.lower()) is not None for w in re.findall(r"[A-Za-z]{3,}", own))


def own_dimension_after(text: str, q: Quantity) -> bool:
    """Is a length followed by the dimension it measures ("0.5 μm diameter", "2 mm of external diameter",
    "80 nm-sized pores"; the catalogue's dimension nouns)?"""
    if not q.unit or not compatible(q.unit, "m"):
        return False
    m = re.match(r"\s*(?:[-‐]\s*(sized)\b|(?:of\s+)?(?:(?:external|internal|inner|outer|mean|average)\s+)?([a-z]+))",
                 text[q.end:q.end + 40], re.I)
    return bool(m) and (bool(m.group(1)) or (m.group(2) or "").lower() in words("dimension_nouns") - {"thickness"})


def by_head(prop: Mention, unit: str, shared: bool = False) -> Mention | None:
    """A property named in words whose catalogue property does not take the unit, read again by ``head_property``
    ("a voltage degradation of 18.62 mV" is a voltage loss, not a degradation rate), or, with ``shared`` (a symbol
    not written right before its value, which the ``symbol`` strategy reads), as the one other property its symbol
    is shared with that takes the unit ("the V oc, I sc and PCE … were 0.6 V, 6.83 mA cm^-2 and 1.53%"); or None."""
    others = [p.id for p in catalogue().by_symbol(prop.text.replace(" ", "")) if accepts(p.id, unit)] \
        if unit and shared else []
    if len(others) == 1:
        return Mention(prop.type, prop.text, prop.start, prop.end, "prop:" + others[0], others[0])
    pid = head_property(re.sub(r"\W+", "_", prop.text.lower()).strip("_"), unit)
    return Mention(prop.type, prop.text, prop.start, prop.end, "prop:" + pid, pid) if pid else None
