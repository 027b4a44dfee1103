"""Components ``bind`` and ``settings``: each value becomes a measurement — its property (``property_rules``), the
checks that it is a value of that property at all (``validation``), its material (``attribution``) and its
conditions — and then a setting is kept only where something was measured at it.

Reads the whole ``TextDoc`` the components before wrote; writes ``last``, ``last_of_unit``, ``how_of``,
``measurements`` and ``skipped``. Each measurement's ``binding`` names how each part was bound: ``material`` (the
material strategy), ``property`` (how the property was named) and ``property_rule`` (the property strategy that
decided it), ``role`` (the rule that made the number a value), ``value``.
"""
from __future__ import annotations

import re
from functools import lru_cache

from ..units import Quantity, compatible, convert, unit_dimension
from .attribution import _reference_of_change, choose_material, named_how, of_reference
from .catalogue import catalogue
from .conditions import (CLAUSE_RE, c_rate_of, condition_unit, conditions_of, first_cycle_meant, is_transition_temperature,
                         loading_mode_of, own_loading_mode, stress_of, transition_criterion)
from .confidence import assess
from .lexicon import alternation, HEDGE
from .document import TextDoc, ValueReading
from .mentions import is_change_noun
from .properties import change_after, change_before, standard_value
from .property_rules import decide_property
from .quantities import bound_of
from .records import Measurement
from .validation import why_not
from .vocab import NONMETALS, PROPERTIES
from .words import LIST_JOINT, change_verb_forms, singular_noun


# --- component: bind -------------------------------------------------------------------------------------------------
def bind_values(doc: TextDoc) -> None:
    """A measurement for each value that has a property, passes the checks and belongs to a material."""
    text = doc.text
    for q in doc.values:
        v = decide_property(doc, q)
        if v.drop or not v.pid:
            continue
        doc.last = doc.last_of_unit[q.unit] = (q, v.pid)
        doc.how_of[q.start] = v.how
        reason = rejection(doc, v)
        if reason:
            doc.skipped.append((q.text or text[q.start:q.end], reason))
            continue
        pid = v.pid
        if pid == "crss" and re.search(r"twinning", text[max(0, q.start - 60):q.end + 40], re.I):
            pid = "twinning_stress"
        material, mat_how = choose_material(doc, q, doc.paired)
        # what a change's first value is set against, written after it, is that value's material
        reference = _reference_of_change(text, q, doc.pair_last.get(q.start), doc.owners)
        if reference is not None:
            material, mat_how = reference.matid, named_how(doc, q, reference)
        if not material:
            continue
        if of_reference(text, q, doc.owners):
            mat_how = "reference"
        if _electrode_of_device(material, pid):
            mat_how = "device_electrode"
        std, std_unit = standard_value(q.value, q.unit, pid)
        binding = {"material": mat_how, "property": v.how, "property_rule": v.rule,
                   "role": doc.roles.get(q.start, ""), "value": "sentence"}
        if v.how == "setting" and v.named_setting == pid:
            binding["setting"] = "named"    # kept though nothing in the sentence was measured at it
        if q.start in doc.pair_end:          # which end of a change ("from 174.56 to 213.39 Å³") the value is
            binding["pair"] = doc.pair_end[q.start]
        doc.measurements.append(assess(Measurement(material, pid, q.value, q.unit, std, std_unit,
                                                   value_conditions(doc, v, pid), q.uncertainty, text,
                                                   binding=binding, span=(q.start, q.end))))


# "dropped by only 2%", "increased by 44.5%", "went down by 3 mV": how much a property changed (a loss verb's amount
# is read before)
@lru_cache(maxsize=1)
def _changed_by() -> re.Pattern:
    return re.compile(rf"\b{change_verb_forms()}\s+by\s+(?:only\s+|{HEDGE})?$", re.I)


# (a change over a test's time or cycles is the degradation the test measured: "the total increase of cell voltage was
# only 33 mV over 5200 h" is a value; so is one whose name says it is a change, "a VOC enhancement of 200 mV")
_OVER_TIME = re.compile(r"\b(?:over|after|for|during|within|in)\s+(?:the\s+(?:first\s+)?)?\d[\d,.]*\s*"
                        r"(?:h|hours?|min|days?|weeks?|cycles?)\b", re.I)
# "required an overpotential of 142 mV to reach a current density of 10 mA cm−2", "a voltage of 1.6 V to drive 1 A/cm2"
_TARGET_LEAD = re.compile(rf"\bto\s+(?:{alternation('target_verbs')})\s+"
                          rf"(?:an?\s+|the\s+)?(?:[\w-]+\s+){{0,4}}?(?:of\s+)?{HEDGE}?$", re.I)
# "24 K wider than that of Zr50Cu42Al8", "about 40% below that of 8YSZ", "about 2-3 times higher than those based on
# the other two copolymers": a value that says by how much it differs from another is a difference, not a value
_COMPARED_BY = re.compile(r"\s*(?:(?:times|[-‐]?fold)\s+)?(?:(?:[a-z]+er|more|less)\s+than|(?:above|below)\s+(?:that|those)\s+of)\b",
                          re.I)


def _last_listed(doc: TextDoc, q) -> Quantity:
    """The last value of the list the value is in ("285% and 22% improvement over …"): what follows a list follows its
    every member."""
    last = (doc.list_of.get(q.start) or [q])[-1]
    for x in sorted(doc.values, key=lambda x: x.start):
        if x.start >= last.end and LIST_JOINT.fullmatch(doc.text, last.end, x.start):
            last = x
    return last


def rejection(doc: TextDoc, v: ValueReading) -> str:
    """Why a value with a property is no measurement of it ("" when it is one): ``validation.why_not``; a change of
    the property ("the methanol selectivity dropped by only 2%", "an increase of only 9 mV in overpotential"); what
    the value before was read at ("an overpotential of 142 mV to reach a current density of 10 mA cm−2"). A setting
    the cell ran at is kept ("at a current density of 0.5 A cm−2", "under a bias voltage of 0.1 V")."""
    text, q, pid, how = doc.text, v.q, v.pid, v.how
    last = _last_listed(doc, q)
    reason = why_not(text, q, pid, pid in PROPERTIES, doc.mentions)
    if not reason and how != "loss_verb" and (_changed_by().search(text, max(0, q.start - 50), q.start)
                                              or _changed_by().search(text, max(0, v.first.start - 50), v.first.start)
                                              or _COMPARED_BY.match(text, last.end) or change_after(text, last)
                                              or change_before(text, v.first) and not _OVER_TIME.search(text)
                                              and not any(is_change_noun(w) for w in pid.split("_"))):
        reason = "a change of the property, not its value"
    if not reason and pid not in PROPERTIES and is_change_noun(singular_noun(pid)):
        # "corresponding to enhancements of 16%, 81 and 120%": the size of a change of a quantity it does not name
        reason = "a change of a quantity the sentence does not name"
    if not reason and _TARGET_LEAD.search(text, max(0, q.start - 60), q.start) \
            and any(x.end <= q.start for x in doc.values):
        reason = "a test condition"
    if reason == "a test condition" and (how == "setting" or v.named_setting == pid):
        reason = ""
    return reason


# --- the conditions of one value ---------------------------------------------------------------------------------------
def value_conditions(doc: TextDoc, v: ValueReading, pid: str) -> dict:
    """The conditions a value was measured at: those the sentence gives it (not a temperature the sentence gives as
    a value: "the glass transition temperature of PMMA is 105 °C, and its tensile modulus is 3.1 GPa"), less those of
    its own kind, with its C-rate, stress, phase, bound and what a "respectively" gives it."""
    text, q = doc.text, v.q
    cut = _cause_after_change(doc, q)          # (the text after it is no condition of this value)

    def kept(xs):
        return [x for x in xs if x.start < cut]
    cond = conditions_here(text[:cut].ljust(len(text)), q, kept(doc.props), kept(doc.values), kept(doc.mentions),
                           [t for t in doc.temps if t[0] not in doc.value_starts and t[0] < cut], kept(doc.sizes),
                           kept(doc.rates), doc.passage.header_conditions, kept(doc.unprocessed))
    # a value is not measured at another value of its own kind ("a voltage of 0.9 V … at 0.7 V", "237 h … 1000 h"):
    # such a condition is another value's (a pressure is not a stress's kind, though of its dimension: "a yield
    # strength of 500 MPa at a hydrogen pressure of 10 MPa")
    for key in [k for k in cond if k != "pressure_bar" and same_kind(condition_unit(k), q.unit)]:
        del cond[key]
    if cond.get("cycles") == 1 and not first_cycle_meant(pid, text):
        del cond["cycles"]
    own_loading_mode(pid, cond)
    _category_conditions(text, q, pid, cond)
    if v.rule == "cue" and q.unit in ("K", "°C") and _POINT_OF_TRANSITION.search(text, max(0, q.start - 12), q.start):
        cond.pop("bound", None)     # ("becomes superconducting below 12.5 K": where the transition is, no bound)
    if v.how == "setting":
        # "a current density of 1.2 A/cm2 at 0.7 V": the value a setting is another value's is no condition of it
        for key in [k for k in cond if catalogue().conditions.get(k) and catalogue().conditions[k].as_value]:
            del cond[key]
    if v.share is not None:
        cond["phase"] = v.share.text
    if is_transition_temperature(pid) and (crit := _criterion(doc, v)):
        cond["criterion"] = crit
    paired = doc.paired.get(q.start, {})
    # (the setting a list pairs with the value by rank: its temperature, field, voltage …)
    for key in [k for k in paired if k != "processing" and k in catalogue().conditions]:
        if key != "c_rate" or _cycled(pid):     # (a C-rate is a cell's: elsewhere "1 C" may be a temperature)
            cond[key] = paired[key]
    if "processing" in paired:
        cond["processing"] = paired["processing"]
        if " for " in cond["processing"]:
            cond.pop("duration_h", None)    # ("sintered for 2, 4 and 6 h": the step's time, not the test's)
    return cond


def _criterion(doc: TextDoc, v: ValueReading) -> str:
    """The point of the transition a transition temperature was read at, from the name it pairs with (a
    "respectively" pairs "the Tc onset and Tc zero" with two values in order), or for a value a cue gives, from its
    clause since the value before."""
    q = v.q
    named = next((p for p in doc.props if p.start == doc.paired.get(q.start, {}).get("property_named")), v.prop)
    since = max([0] + [x.end for x in doc.values if x.end <= q.start] +
                [m.end() for m in CLAUSE_RE.finditer(doc.text, 0, q.start)])
    # (a later value's own words first: "the melting peak appears at 60 °C, with an onset at 56 °C")
    own = transition_criterion(doc.text, q, None, since) if named is None or named.end < since else ""
    if own or v.rule == "cue" and (named is None or named.end > q.start):
        return own
    return transition_criterion(doc.text, q, named)


# what a change happened under, written after its second value: "Tc is suppressed from 9.2 K to 7.1 K under a field of
# 3 T", "the hardness rose from 520 to 610 HV after annealing at 1000 °C"
_CAUSE_AFTER = re.compile(r"\s*,?\s*(?:under|after|upon|on\s+applying|by\s+applying|when|with\s+(?:an?\s+)?"
                          r"(?:applied|increasing|decreasing|rising))\b", re.I)


_POINT_OF_TRANSITION = re.compile(r"\b(?:below|above)\s+$", re.I)


def _cause_after_change(doc: TextDoc, q) -> int:
    """Where a value stops taking conditions from the text: for the first value of a change, at its second value's
    end, when what follows that says what the change happened under (the first value is the state before it); else
    at the text's end."""
    second = next((b for a, b in doc.pairs if a.start == q.start), None)
    if second is None or not _CAUSE_AFTER.match(doc.text, _last_listed(doc, second).end):
        return len(doc.text)
    return second.end


def _category_conditions(text: str, q, pid: str, cond: dict) -> None:
    """The C-rate of an electrochemical value ("delivered 152 mAh/g at 5C"), the stress of a mechanical one ("the
    creep life at 1100 °C and 137 MPa was 412 h")."""
    prop = catalogue().properties.get(pid)
    if prop is None:
        return
    if "c_rate" not in cond and _cycled(pid):
        rate = c_rate_of(text, q)
        if rate is not None:
            cond["c_rate"] = rate
    if "stress_MPa" not in cond and prop.category == "mechanical" and not same_kind("MPa", q.unit):
        stress = stress_of(text, q)
        if stress is not None:
            cond["stress_MPa"] = stress[0]
            if cond.get("pressure_bar") == stress[1]:
                del cond["pressure_bar"]        # (the same words, read as a gas pressure)


# elements that are no metal: an element of these may be a solar cell's absorber ("crystalline silicon cells")
_NOT_METALS = NONMETALS | {"B", "Si", "Ge", "As", "Sb", "Te", "Se"}


def _electrode_of_device(material: str, pid: str) -> bool:
    """Is a metal the owner of a device's photovoltaic value ("… a maximum PCE of 5% … prior to evaporation of the
    aluminum cathode")? A metal in such a device is its contact, not the layer whose values those are."""
    prop = catalogue().properties.get(pid)
    return material.startswith("el:") and material[3:] not in _NOT_METALS and prop is not None \
        and prop.category == "photovoltaic"


def _cycled(pid: str) -> bool:
    """Is a property a cell's, read at a C-rate (its catalogue category electrochemical)?"""
    prop = catalogue().properties.get(pid)
    return prop is not None and prop.category == "electrochemical"


def same_kind(unit_a: str, unit_b: str) -> bool:
    """Two units of one dimension that is not a plain number (a share or a count can be anything's)."""
    try:
        return bool(unit_a and unit_b) and unit_dimension(unit_a) != "dimensionless" and compatible(unit_a, unit_b)
    except ValueError:
        return False


_SETTING_NAMED_BEFORE = re.compile(r"\b(?:at|under|with|to\s+[a-z]+)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?$", re.I)


def conditions_here(text: str, q, props, values, mentions, temps, sizes, rates, header_conditions, quantities) -> dict:
    """``conditions_of`` the value, without what the sentence writes between a later property's name and that
    property's own value ("its Shore A hardness was 64 and its compression set after 22 h at 70 °C was 18%": the 22 h
    and the 70 °C are the compression set's). A condition after the last value stays every value's ("the OCV was
    1.1 V and the power density 1.2 W/cm2 at 800 °C"). A value written as a bound has it too ("the OCV was >1.05 V",
    "the VEC is 8.0 or more"), and every card and fact line says so."""
    cond = _conditions_here(text, q, props, values, mentions, temps, sizes, rates, header_conditions, quantities)
    bound = bound_of(text, q)
    if bound:
        cond["bound"] = bound
    return cond


def _conditions_here(text: str, q, props, values, mentions, temps, sizes, rates, header_conditions, quantities) -> dict:
    # (a temperature that is another property's value is no condition of this one: "a glass transition temperature of
    # 299 °C and a refractive index of 2.03 at 1550 nm")
    other_values = {v.start for v in values if v.start != q.start and v.unit in ("K", "°C")}
    temps = [t for t in temps if t[0] not in other_values]
    spans = []
    for p in props:
        # (not a condition's own name: "… of 95 mV to achieve a current density of 100 mA cm−2", "at a current density of")
        if p.start < q.end or _SETTING_NAMED_BEFORE.search(text, max(0, p.start - 30), p.start):
            continue
        led = min((v for v in values if v.start >= p.end and v.start != q.start), key=lambda v: v.start, default=None)
        if led is not None and led.start - p.end <= 80 and not any(q.end <= v.start < p.start for v in values):
            spans.append((p.start, led.start))
    if not spans:
        return conditions_of(text, q, mentions, temps, sizes, rates, header_conditions, quantities)
    inside = lambda start: any(a <= start < b for a, b in spans)     # noqa: E731
    blank = "".join(" " if inside(i) else ch for i, ch in enumerate(text))
    cond = conditions_of(blank, q, [m for m in mentions if not inside(m.start)], [t for t in temps if not inside(t[0])],
                         [x for x in sizes if not inside(x.start)], [x for x in rates if not inside(x.start)],
                         header_conditions, [x for x in quantities if not inside(x.start)])
    # (how the sentence loads its specimens holds for all its values: "a yield strength of 520 MPa, an ultimate
    # tensile strength of 660 MPa" were both read in tension)
    loading = loading_mode_of(text, q, mentions)
    if loading and "loading_mode" not in cond:
        cond["loading_mode"] = loading
    return cond


# --- component: settings -----------------------------------------------------------------------------------------------
# conditions that a sentence may give as measured values of their own (a pressure or stress, a strain rate, a current
# density, a voltage, a field): one so given is no setting of the sentence's other values
_MEASURABLE_SETTINGS = ("pressure_bar", "strain_rate_per_s", "current_density_A_per_cm2", "voltage_V", "magnetic_field_T",
                        "stress_MPa", "wavelength_nm")


def keep_settings(doc: TextDoc) -> None:
    """A setting is kept where a measurement of the sentence was measured at it ("400 mW/cm2 at 0.7 V"), not where the
    values it goes with are no measurements ("Cu Kα radiation at 40 kV and 40 mA": an instrument's settings); one the
    sentence names ("87% NOx was reduced at the current density of 194 mA/cm2") is the cell's setting. A value the
    sentence gives as a measurement is no condition another of its values was measured at ("the glass yielded at
    1.82 GPa and showed a plastic strain of 4.6%": no pressure), unless it is a setting the sentence ran at ("… at
    0.7 V"). A count after a shared unit is every value's ("from 10.4 to 10.7 Å³ per atom")."""
    out = doc.measurements
    out = [m for m in out if m.binding.get("property") != "setting" or m.binding.get("setting") == "named"
           or any(measured_at(o, m) for o in out)]
    # (a time both measured and spanned stays: "operated for 1000 h" is the retention's span too)
    given = [(o.value, o.unit) for o in out if not isinstance(o.value, tuple) and o.unit
             and o.binding.get("property") != "setting"]
    for m in out:
        for key in [k for k in _MEASURABLE_SETTINGS if isinstance(m.conditions.get(k), (int, float))]:
            unit = condition_unit(key)
            if not (m.unit and compatible(m.unit, unit)) and any(
                    compatible(u, unit) and abs(convert(v, u, unit) - m.conditions[key])
                    <= 1e-6 * max(1.0, abs(m.conditions[key])) for v, u in given):
                del m.conditions[key]
    per = {m.span[0]: m.conditions["per"] for m in out if m.span and m.conditions.get("per")}
    ends = {a.start: b.start for a, b in doc.pairs} | {q.start: g[-1].start for g in doc.lists for q in g}
    for m in out:
        if m.span and ends.get(m.span[0]) in per:
            m.conditions.setdefault("per", per[ends[m.span[0]]])
    doc.measurements = out


def measured_at(m: Measurement, setting: Measurement) -> bool:
    """Was ``m`` measured at this setting (a condition of ``m`` that the setting's property is the value of)?"""
    if m is setting or m.binding.get("property") == "setting" or isinstance(setting.value, tuple):
        return False
    for key, v in m.conditions.items():
        c = catalogue().conditions.get(key)
        if c is not None and c.as_value == setting.property and isinstance(v, (int, float)):
            try:
                if abs(convert(setting.value, setting.unit, c.unit) - v) <= 1e-6 * max(1.0, abs(v)):
                    return True
            except Exception:  # noqa: BLE001  (a unit pint cannot convert)
                pass
    return False
