"""The materials recogniser: MatID mentions and measured values (with units and conditions) in text.

Works on a sentence, a question, or a table row with its header and caption. The materials logic
is ours (spaCy's general NER tags alloy names as PERSON/ORG); spaCy is used for sentences, parts of
speech and lemmas elsewhere (relations, question keywords).

The stages, each a module of its own that reads the catalogue: mentions (``mentions``) -> quantities
(``quantities``) -> property (``properties``) -> material (``materials``, ``samples``) -> conditions
(``conditions``) -> validation (``confidence``); table rows in ``tables``.
"""
from __future__ import annotations

import re
from functools import lru_cache

from ..units import (Quantity, compatible, convert, find_lists, find_quantities, plain_math, same_quantity,
                     unit_dimension)
from .conditions import (CLAUSE_RE, CONTRAST_RE, as_value_of, c_rate_of, condition_unit, conditions_of,
                         first_cycle_meant, from_to_temperatures, loading_mode_of, own_loading_mode, stress_of,
                         read_at_a_setting, setting_property, tested_temperatures)
from .catalogue import catalogue
from .confidence import assess, weaker
from .materials import material_for, phase_owner, phase_share, resolve_mentions, respectively, unsaid_respectively
from .samples import COMPOSITE_NOUNS, PART_COUNT_WORDS, VALUE_RE
from .validation import process_setting, why_not, why_not_name
from .mentions import GASES, find_mentions, is_change_noun
from .properties import (PERCENT_UNITS, accepts, canonical_property, dependency_property, dimension_property,
                         ellipsis_property,
                         change_before, head_property, kept_share, kept_share_of_named, loss_property,
                         implied_property, open_property, other_symbol_before, standard_value, symbol_before,
                         thickness_after, cued_property, in_aside, blank_asides)
from .quantities import CONDITION_UNITS, SHARE, THAT_OF_GAP, bound_of, carries, read_as_value, text_quantities, value_pairs
from .records import MATERIAL_TYPES, Listed, Measurement, Mention, Recognition, nearest
from .tables import table_row_measurements
from .vocab import ELEMENTS, PROPERTIES


def extract_measurements(text: str, mentions: list[Mention], context_material: str = "",
                         header_conditions: dict | None = None, samples=None,
                         skipped: list | None = None, context_alone: bool = False,
                         recent: str = "", before: Listed | None = None,
                         lists: list | None = None) -> list[Measurement]:
    skipped = [] if skipped is None else skipped
    covered = [(m.start, m.end) for m in mentions]
    lists = find_lists(text) if lists is None else lists
    quantities = text_quantities(text, covered)
    starts = {q.start for q in quantities}
    quantities += [q for g in lists for q in g if q.start not in starts
                   and not any(s <= q.start < e for s, e in covered)]
    every = sorted(quantities, key=lambda q: q.start)     # bounds too: "stable over 200 h" is a condition
    quantities = [q for q in every if read_as_value(text, q) and not restated(text, q, every)]
    temps = tested_temperatures(text, quantities, mentions)
    sizes = [q for q in quantities if q.unit == "µm"]
    rates = [q for q in quantities if q.unit == "s^-1"]
    props = [m for m in mentions if m.type == "property"]
    procs = [m for m in mentions if m.type == "process"]
    materials = owners(text, mentions, samples)
    phases = [m for m in mentions if m.type == "phase" and m.matid.startswith("phase:")]
    values = [q for q in quantities if q.unit not in CONDITION_UNITS]
    if not values and sizes and any(p.matid == "prop:grain_size" for p in props):
        values = sizes          # the grain size is the result reported here
        sizes = []
    out = []
    # a value in a condition unit that a property phrase leads to is a value too ("incubation time of 7200 s")
    # a duration that a cue leads to, bounded or not ("operated for over 16 h")
    # (a list's members by its first or its last: "performed 67, 78, 90 and 96 h", "at 0 and 90 h during the test")
    group_of = {q.start: (g[0], g[-1]) for g in lists for q in g}
    cue_of = {q.start: next((p for x in (q, *group_of.get(q.start, ())) if (p := cued_property(text, x, procs))), "")
              for q in every}
    cued = {start for start, p in cue_of.items() if p}
    values += [q for q in every if q.unit in CONDITION_UNITS and q not in quantities and q.start in cued]
    values += [q for q in quantities if q.unit in CONDITION_UNITS and q not in values
               and (named_before(text, q, props) or symbol_before(text, q) or thickness_after(text, q)
                    or q.start in cued
                    or open_property(text, q)
                    or q.unit in ("µm", "nm", "mm") and dependency_property(text, q, materials))]
    # "the conductivity degraded by about 35% over 200 h", "cell 1 lost 31 mV": the amount of a loss is a value
    lost = {q.start: pid for q in every if (pid := loss_property(text, q))}
    values += [q for q in every if q.start in lost and q not in values]
    values.sort(key=lambda q: q.start)
    last: tuple[Quantity, str] | None = None
    last_of_unit: dict[str, tuple[Quantity, str]] = {}
    paired = respectively(text, lists, materials, quantities, props, before)
    # values a "respectively" gives a property to are values even in a condition's unit (temperatures)
    have = {q.start for q in values}
    values += [q for q in {x.start: x for x in [*quantities, *(x for g in lists for x in g)]}.values()
               if "property" in paired.get(q.start, {}) and q.start not in have]
    values.sort(key=lambda q: q.start)
    # "the onset Tc increases from 8.5 K … to 36.7 K": the second of a pair whose first is a value is a value too
    have = {q.start for q in values}
    values += [b for a, b in value_pairs(text, sorted(values + [q for q in quantities if q.start not in have],
                                                      key=lambda q: q.start))
               if a.start in have and b.start not in have]
    values.sort(key=lambda q: q.start)
    # "168 °C for the nanocomposite and 159 °C for neat epoxy": a temperature that the same construction carries on
    # from one that is a value is a value too (not one a setting's word leads to: "… and annealed at 200 °C")
    have = {q.start for q in values}
    # (so is a length or a time "that of" another sample is: "the layer grew to 5.8 μm, whereas that of B was 3.1 μm")
    for q in quantities:
        if q.unit in CONDITION_UNITS and q.start not in have \
                and not _SETTING_LEAD.search(text[max(0, q.start - 16):q.start]) and not _DIFFERENCE_AFTER.match(text, q.end):
            prev = max((v for v in values if v.end <= q.start and compatible(v.unit, q.unit)), key=lambda v: v.end,
                       default=None)
            # (a "that of" gap always carries: carries() reads it first)
            if prev is not None and (q.unit in ("K", "°C") and carries(text, prev, q)
                                     or THAT_OF_GAP.fullmatch(text, prev.end, q.start)):
                values.append(q)
                have.add(q.start)
    values.sort(key=lambda q: q.start)
    # (a share inside a material's name is part of it: "AA6061 matrix composites containing 5, 10 and 15 wt% B4C")
    values = [q for q in values if not any(m.type == "material" and m.start <= q.start and q.end <= m.end
                                           for m in mentions)]
    pairs = value_pairs(text, values)
    starts_of_values = {v.start for v in values}
    # a range of test temperatures ("at 475 to 525 °C"; "the testing temperature increases from 475 to 550 °C": a
    # condition's name makes it no value)
    ranges = [q for q in quantities if q.unit in ("K", "°C") and isinstance(q.value, tuple)
              and (q.start not in starts_of_values or why_not_name(open_property(text, q), False) == "a test condition")
              and tested_temperatures(text, [Quantity(q.value[0], q.unit, q.start, q.end)], mentions)]
    for start, cond in from_to_temperatures(text, pairs, [t for t in temps if t[0] not in starts_of_values],
                                            ranges).items():
        paired.setdefault(start, cond)
    pair_first = {b.start: a for a, b in pairs}
    pair_last = {a.start: b for a, b in pairs}
    pair_end = {**{a.start: "from" for a, _ in pairs}, **{b.start: "to" for _, b in pairs}}
    how_of: dict[int, str] = {}
    list_of = {q.start: g for g in lists for q in g}
    value_starts = starts_of_values
    # (what the process that made the sample ran at is no condition of its values: "the coating deposited at a bias of
    # −100 V showed a hardness of 25 GPa")
    unprocessed = [x for x in every if not process_setting(text, x)]
    for q in values:
        cands = [c for c in (p if accepts(p.matid[5:], q.unit) else by_head(p, q.unit) for p in props) if c]
        # "the applied field was 9 T and the upper critical field 12 T": a property named after the value that leads
        # to a value of its own is that one's
        cands = [c for c in cands if c.start < q.end or not _leads_to_another(text, c, q, every)]
        # (not one named only in an aside on how the property before it was got: ", based on the loss of elongation,")
        cands = [c for c in cands if not in_aside(text, c, q, props)]
        if kept_share(text, q):
            cands = []      # "retained 90% of its initial PCE": a share of the PCE kept, not a PCE (open_property)
        own_dimension = own_dimension_after(text, q)
        if own_dimension:
            # "particles with 0.5 μm diameter", "80 nm-sized pores", "2 mm of external diameter": the length names its
            # own dimension after it; a property named before it ("thickness") is another value's
            cands = [p for p in cands if p.start >= q.end]
        anchor = list_of.get(q.start, [q])[-1]     # a listed value reads its property as the list's last one
        prop = nearest(anchor.start, anchor.end, cands, after_penalty=4.0) or \
            nearest(q.start, q.end, cands, after_penalty=4.0)
        first = list_of.get(q.start, [q])[0]
        if prop is not None and own_clause_names_another(text, prop, first):
            prop = None
        pid, how = (prop.matid[5:], "catalogue_name") if prop else ("", "")
        same = last_of_unit.get(q.unit)
        if prop is not None and prop.end <= q.start and same is not None and carries(text, same[0], q) and any(
                prop.end <= v.start < q.start and v.start != same[0].start
                and re.fullmatch(r"\s*(?:of|was|were|is|are|=|:)?\s*(?:about\s+|approximately\s+)?", text[prop.end:v.start])
                for v in values):
            # "a flexural strength of 128 MPa and its flexural modulus 9.4 GPa, against 98 MPa and 3.6 GPa": a property
            # named right before another value is that one's; this value carries on the one of its own unit
            pid, how = same[1], weaker("carried", how_of.get(same[0].start, ""))
        elif prop is not None and same is not None and same[1] and same[0].end <= prop.start and prop.end <= q.start \
                and _AGAINST_BEFORE.search(text, max(0, q.start - 30), q.start) and carries(text, same[0], q):
            # "the ternary device kept 82% of its initial PCE, against 70% for the binary one": what the value is set
            # against is the last value's, whose phrase names the property between them
            pid, how = same[1], weaker("carried", how_of.get(same[0].start, ""))
        ellided = ellipsis_property(text, first)
        if ellided and (prop is None or prop.end <= ellided[0]):
            # "… was 70% and the γ/γ′ lattice misfit −0.28%": the phrase the value follows names it, not a
            # property named before the first value
            if not ellided[1]:
                continue
            prop, pid = None, canonical_property(ellided[1])
            how = "catalogue_name" if pid in PROPERTIES else "open_vocabulary"
            if how == "catalogue_name" and not accepts(pid, q.unit):
                pid, how = "", ""
        earlier = [p for p in props if p.end <= q.start]      # (a capacity, whatever its unit)
        kept_of = kept_share_of_named(text, q, earlier[-1]) if earlier else ""
        if kept_of:         # "the PCE decayed to 80% of its initial value": a PCE retention, not a PCE of 80%
            pid, how = kept_of, "catalogue_name" if kept_of in PROPERTIES else "open_vocabulary"
        if prop is not None and other_symbol_before(text, first) and not (
                first.start - 40 <= prop.end <= first.start and "=" not in text[prop.end:first.start].rstrip()[:-1]):
            # "(ΔE = 1.23 eV)" after "a band gap between 2.6 and 3.0 eV": the symbol's value, not the gap's (its unit
            # may still name it: "hC14 = −18.75 kJ mol−1 H" is an enthalpy)
            prop, pid, how = None, "", ""
        symbol = symbol_before(text, first)
        if symbol and (not pid or not first.start - 40 <= prop.end <= first.start
                       or len(re.findall(r"[=≈]", text[prop.end:first.start])) > 1):
            # "Tc = 38 K", "E of 229 GPa"; "a PCE of 15.7% … and an FF of 74.8%": the symbol right before a value
            # names it, not a property named further away, nor one another equation follows ("Burgers vector
            # b = a/2⟨111⟩ (a = 0.303 nm)": a is the lattice parameter)
            pid, how = symbol, "catalogue_symbol"
        defined = next((p for p in props if re.fullmatch(r"\s*(?:is|was|are|were)\s+the\s+", text[q.end:p.start])), None)
        if defined is not None and accepts(defined.matid[5:], q.unit):
            pid, how = defined.matid[5:], "catalogue_name"      # "where b = 0.262 nm is the Burgers vector"
        if not pid:
            pid, how = thickness_after(text, q), "catalogue_name"          # "a 40-nm-thick YSZ layer"
        if (not pid or how == "unit") and q.unit == "%" and _OF_THEORETICAL.match(text, q.end):
            pid, how = "relative_density", "catalogue_name"     # "reached 99.4% of theoretical density"
        if not pid:
            pid, how = cue_of.get(q.start) or cued_property(text, q, procs), "catalogue_name"   # "operated for 43 h"
        if not pid and q.unit not in PERCENT_UNITS and not change_before(text, first):
            # (a share names no property by itself, "1.5 wt%" of what?; nor a change, "the volume increase is 347 Å³")
            pid, how = implied_property(q.unit), "unit"                    # "210 HV", "22 mJ/m²"
        if not pid:
            phrase = open_property(text, first)
            pid = canonical_property(phrase)
            how = "catalogue_name" if pid in PROPERTIES else "open_vocabulary"
            if how == "catalogue_name" and not accepts(pid, q.unit):
                # "capacity retention rates … 0.40 wt%": the catalogue's, of another kind; "a voltage degradation of
                # 18.62 mV" is a voltage loss (what the rate is of), not a degradation rate
                pid = head_property(phrase, q.unit)
        if paired.get(q.start, {}).get("property") and paired[q.start]["property"] != pid:
            # (a list's one name that the value already has keeps how it was named)
            pid = paired[q.start]["property"]
            how = "respectively" if pid in PROPERTIES else "open_vocabulary"
        if q.start in lost:
            pid, how = lost[q.start], "loss_verb"
        named_setting = as_value_of(text, q, named=True)
        if named_setting and how in ("", "open_vocabulary"):
            pid, how = named_setting, "catalogue_name"      # "under a constant current load of 1.0 A cm−2"
        setting = setting_property(text, q, values)
        if setting and how != "respectively":
            # "1.03 V, and 400 mW/cm2 at 0.7 V": the voltage the cell ran at, not the OCV named before it
            pid, how = setting, "setting"
        if last is not None and pair_first.get(q.start) is last[0]:
            # "rises from 410 MPa to 759 MPa": the first value's property, as surely as the first has it
            pid, how = last[1], how_of.get(last[0].start, "pair")
        if not pid and not own_dimension:
            # "from 22.56 µm after 10 cycles to 9.12 µm": the same property; "1.47 wt% (99.3%) and 1.24 wt%
            # (83.8%)": that of the last value written in the same unit
            same = last_of_unit.get(q.unit)
            prev = same if same is not None and carries(text, same[0], q) else last
            if prev is not None and compatible(prev[0].unit, q.unit) and carries(text, prev[0], q):
                # (no surer than the value it is carried from: "… ratio for HNCN (93.10%) compared with ZrCo (89.90%)"
                # carries a phrase the catalogue does not know)
                pid, how = prev[1], weaker("carried", how_of.get(prev[0].start, ""))
        if not pid:
            # (a list's members share the noun they hang on; the parse may attach it to the last: "equal to 5.9 ± 0.2,
            # 9.3 ± 0.2, and 12.1 ± 0.3 GPa")
            pid = canonical_property(dependency_property(text, first, materials)
                                     or (anchor is not first and dependency_property(text, anchor, materials)) or "")
            how = "catalogue_name" if pid in PROPERTIES else "open_vocabulary"
            if how == "catalogue_name" and not accepts(pid, q.unit):
                pid = head_property(dependency_property(text, first, materials), q.unit)
        if not pid:
            pid, how = as_value_of(text, q), "unit"     # "stayed stable at 0.7 A cm−2 at 0.7 V": a current density
        if (not pid or pid not in PROPERTIES and why_not_name(pid, False)) and (at := read_at_a_setting(text, q)):
            pid, how = at, "unit"       # "(1.5 A/cm2 at 0.8 V and 850 °C)"
        by_unit = dimension_property(pid, q.unit) if pid and pid not in PROPERTIES else ""
        if by_unit:
            pid, how = by_unit, "unit"      # "a power output of 225 mW cm−2"
        # (not a name that is no property as written: "moulds with diameters of 2 to 20 mm" in a paper of critical
        # casting diameters)
        own = samples.own_property(pid, q.value, q.unit) if samples is not None and pid and pid not in PROPERTIES \
            and not why_not(text, q, pid, False, mentions) else ""
        if own:
            pid, how = own, "paper_property"    # "a capacity of 1.42 wt.%" in a paper of hydrogen storage capacity
        share = phase_share(text, q, phases) if pid in ("", "phase_fraction", "weight_fraction", "volume_fraction",
                                                         "phase_content", "content") else None
        if share is not None:            # "the Mg2Ni phase increased from 21 wt% to 30 wt%": the phase's share
            pid, how = "phase_fraction", how if pid else "phase_share"
        if not pid:
            continue
        last = last_of_unit[q.unit] = (q, pid)
        how_of[q.start] = how
        reason = why_not(text, q, pid, pid in PROPERTIES, mentions)
        if not reason and how != "loss_verb" and (_CHANGED_BY.search(text, max(0, q.start - 50), q.start)
                                                  or _COMPARED_BY.match(text, q.end)
                                                  or change_before(text, first) and not _OVER_TIME.search(text)
                                                  and not any(is_change_noun(w) for w in pid.split("_"))):
            # "the methanol selectivity dropped by only 2%", "an increase of only 9 mV in overpotential"
            reason = "a change of the property, not its value"
        if not reason and _TARGET_LEAD.search(text, max(0, q.start - 60), q.start) \
                and any(v.end <= q.start for v in values):
            # "an overpotential of 142 mV to reach a current density of 10 mA cm−2": what the value before was read at
            reason = "a test condition"
        if reason == "a test condition" and (how == "setting" or named_setting == pid):
            # "at a current density of 0.5 A cm−2", "under a bias voltage of 0.1 V": a condition, and the value the
            # cell ran at, whether or not the sentence gives another value measured at it
            reason = ""
        if reason:
            skipped.append((q.text or text[q.start:q.end], reason))
            continue
        if pid == "crss" and re.search(r"twinning", text[max(0, q.start - 60):q.end + 40], re.I):
            pid = "twinning_stress"
        material, mat_how = choose_material(text, q, materials, phases, paired, context_material, samples, context_alone,
                                            recent)
        reference = _reference_of_change(text, q, pair_last.get(q.start), materials)
        if reference is not None:
            material, mat_how = reference.matid, "sentence"
        if not material:
            continue
        if of_reference(text, q, materials):
            mat_how = "reference"
        std, std_unit = standard_value(q.value, q.unit, pid)
        # a temperature the sentence gives as a value is no condition of another ("a listed liquidus is no condition of
        # the solidus"; "the glass transition temperature of PMMA is 105 °C, and its tensile modulus is 3.1 GPa")
        cond = _conditions_here(text, q, props, values, mentions, [t for t in temps if t[0] not in value_starts], sizes,
                                rates, header_conditions, unprocessed)
        # a value is not measured at another value of its own kind ("a voltage of 0.9 V … at 0.7 V", "237 h …
        # 1000 h"): such a condition is another value's (a pressure is not a stress's kind, though of its dimension:
        # "a yield strength of 500 MPa at a hydrogen pressure of 10 MPa")
        for key in [k for k in cond if k != "pressure_bar" and same_kind(condition_unit(k), q.unit)]:
            del cond[key]
        if cond.get("cycles") == 1 and not first_cycle_meant(pid, text):
            del cond["cycles"]
        own_loading_mode(pid, cond)
        if "c_rate" not in cond and catalogue().properties.get(pid) is not None \
                and catalogue().properties[pid].category == "electrochemical":
            rate = c_rate_of(text, q)
            if rate is not None:
                cond["c_rate"] = rate        # "delivered 152 mAh/g at 5C"
        if "stress_MPa" not in cond and catalogue().properties.get(pid) is not None \
                and catalogue().properties[pid].category == "mechanical" and not same_kind("MPa", q.unit):
            stress = stress_of(text, q)
            if stress is not None:
                cond["stress_MPa"] = stress[0]         # "the creep life at 1100 °C and 137 MPa was 412 h"
                if cond.get("pressure_bar") == stress[1]:
                    del cond["pressure_bar"]        # (the same words, read as a gas pressure)
        if how == "setting":
            # "a current density of 1.2 A/cm2 at 0.7 V": the value a setting is another value's is no condition of it
            for key in [k for k in cond if catalogue().conditions.get(k) and catalogue().conditions[k].as_value]:
                del cond[key]
        if share is not None:
            cond["phase"] = share.text
        bound = bound_of(text, q)
        if bound:
            cond["bound"] = bound        # "the OCV was >1.05 V": a bound, and every card and fact line says so
        if "temperature_K" in paired.get(q.start, {}):
            cond["temperature_K"] = paired[q.start]["temperature_K"]
        if "processing" in paired.get(q.start, {}):
            cond["processing"] = paired[q.start]["processing"]
            if " for " in cond["processing"]:
                cond.pop("duration_h", None)    # ("sintered for 2, 4 and 6 h": the step's time, not the test's)
        binding = {"material": mat_how, "property": how, "value": "sentence"}
        if how == "setting" and named_setting == pid:
            binding["setting"] = "named"    # kept though nothing in the sentence was measured at it
        if q.start in pair_end:          # which end of a change ("from 174.56 to 213.39 Å³") the value is
            binding["pair"] = pair_end[q.start]
        out.append(assess(Measurement(material, pid, q.value, q.unit, std, std_unit, cond, q.uncertainty, text,
                                      binding=binding, span=(q.start, q.end))))
    # a setting is kept where a measurement of the sentence was measured at it ("400 mW/cm2 at 0.7 V"), not where the
    # values it goes with are no measurements ("Cu Kα radiation at 40 kV and 40 mA": an instrument's settings)
    # (one the sentence names, "87% NOx was reduced at the current density of 194 mA/cm2", is the cell's setting)
    out = [m for m in out if m.binding.get("property") != "setting" or m.binding.get("setting") == "named"
           or any(measured_at(o, m) for o in out)]
    # a value the sentence gives as a measurement is no condition another of its values was measured at ("the glass
    # yielded at 1.82 GPa and showed a plastic strain of 4.6%": no pressure; "the minimum creep rate was 2.1 × 10−8
    # s−1 and the rupture life 286 h": no strain rate), unless it is a setting the sentence ran at ("… at 0.7 V"); (a
    # time both measured and spanned stays: "operated for 1000 h" is the retention's span too)
    given = [(o.value, o.unit) for o in out if not isinstance(o.value, tuple) and o.unit
             and o.binding.get("property") != "setting"]
    for m in out:
        for key in [k for k in _MEASURABLE_SETTINGS if isinstance(m.conditions.get(k), (int, float))]:
            unit = condition_unit(key)
            if not (m.unit and compatible(m.unit, unit)) and any(
                    compatible(u, unit) and abs(convert(v, u, unit) - m.conditions[key])
                    <= 1e-6 * max(1.0, abs(m.conditions[key])) for v, u in given):
                del m.conditions[key]
    # "from 10.4 to 10.7 Å³ per atom", "1.1 and 1.3 eV/atom": the count after the shared unit is every value's
    per = {m.span[0]: m.conditions["per"] for m in out if m.span and m.conditions.get("per")}
    ends = {a.start: b.start for a, b in pairs} | {q.start: g[-1].start for g in lists for q in g}
    for m in out:
        if m.span and ends.get(m.span[0]) in per:
            m.conditions.setdefault("per", per[ends[m.span[0]]])
    # a dimensionless property with a bare number: "VEC of 8.25", "a maximum ZT of 1.2 at 400 K" (a named property,
    # or a symbol right before the number)
    bare = []
    # (an aside on how the property was got stands between it and its verb: "the Gilbert damping constant of the free
    # layer, obtained from ferromagnetic resonance, was 0.0045"; "the lithium transference number measured by the
    # Bruce–Vincent method was 0.34")
    plain = blank_asides(text)
    for p in props:
        # (not where a value in a unit follows it as its own; one that another property named between leads to is
        # that one's: "a coefficient of friction of 0.08 and a specific wear rate of 2.3 × 10−7 mm3 N−1 m−1")
        if not accepts(p.matid[5:], ""):
            continue
        # (its symbol may stand between: "the stress exponent n was 5.8", "the Seebeck coefficient, S, is 210")
        # (or the first of a change: "the Li+ transference number increased from 0.22 to 0.41")
        # (or what it changed to: "the emittance rose to 0.10")
        m = re.match(_SYMBOL_BETWEEN + _WHOSE + r"\s*(?:of|=|is|was|were|are|reached|:|(?:(?:was|were|is|are)\s+)?"
                     r"(?:increased|decreased|rose|fell|dropped|improved|changed|went\s+up|went\s+down)\s+(?:from|to))?\s*"
                     rf"{_ROUGHLY}(\d+(?:\.\d+)?)(?!\d|\.\d)", plain[p.end:])
        first = p.end + m.start(1) if m else len(text)
        # (a value in a unit written before any bare number: "the friction coefficient was 0.072 and the wear scar
        # diameter 0.42 mm" keeps the 0.072)
        if any(p.start <= o.span[0] < min(p.end + 40, first + 1) and not any(
                p.end <= x.start and x.end <= o.span[0] for x in props if x is not p) for o in out if o.span):
            continue
        # a power of ten written as the value ("the on/off current ratio is ~10^8", "exceeding 10⁷")
        # (a negative power too: "the magnetostriction of the ribbon was 2.1 × 10−6")
        power = re.match(_SYMBOL_BETWEEN + _WHOSE + r"\s*(?:of|=|is|was|were|are|:)?\s*"
                         + _ROUGHLY +
                         r"(?:(\d+(?:\.\d+)?)\s?[×x]\s?)?10(?:\s?\^\s?([-−]?\d{1,2})|([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)|"
                         r"(?<=[×x\s]10)([-−]\d{1,2}))(?!\d|\.\d)", plain[p.end:])
        if power and (m is None or m.group(1) == "10" or m.group(1) == power.group(1)):
            exp = _exponent(power.group(2) or power.group(3) or power.group(4))
            value = float(f"{power.group(1) or 1}e{exp}")
            start = power.start(1) if power.group(1) else power.group(0).rfind("10")      # (the number's own span)
            bare.append((Quantity(value, "", p.end + start, p.end + power.end()), p.matid[5:], "catalogue_name"))
        elif m and _bare(text, p.end + m.start(1)):
            # (a range: "a relative density of 0.12–0.18"; not the end of a change, "increased from 0.22 to 0.41")
            upto = None if re.search(r"\bfrom\s*$", m.group(0)[:m.start(1)]) else \
                re.match(r"\s*(?:[–—-]|to)\s*(\d+(?:\.\d+)?)(?!\d|\.\d)", plain[p.end + m.end(1):])
            if upto and _bare(text, p.end + m.end(1) + upto.start(1)):
                bare.append((Quantity((float(m.group(1)), float(upto.group(1))), "", p.end + m.start(1),
                                      p.end + m.end(1) + upto.end(1)), p.matid[5:], "catalogue_name"))
            else:
                bare.append((Quantity(float(m.group(1)), "", p.end + m.start(1), p.end + m.end(1)), p.matid[5:],
                             "catalogue_name"))
    taken = [(q.start, q.end) for q in every] + [m.span for m in out if m.span] + [(q.start, q.end) for q, _, _ in bare]
    numbers = [Quantity(float(m.group(1)), "", m.start(1), m.end(1))
               for m in re.finditer(r"(?<![\w.,−-])(\d+(?:\.\d+)?)(?!\d|\.\d)", text)]   # (a full stop may follow)
    numbers = _with_powers(text, numbers)
    numbers = [q for q in numbers if not any(s <= q.start < e for s, e in taken)
               and not any(x.start <= q.start < x.end for x in mentions) and _bare(text, q.start)]
    for q, pid, how in list(bare):
        # "a dielectric constant of 13.6, compared with 8.5 for pure PVDF", "a ZT of 1.3 against 0.8": the next bare
        # number the construction carries on to is of the same property
        prev = q
        for nxt in [n for n in numbers if n.start >= q.end]:
            if not carries(text, prev, nxt):
                break
            bare.append((nxt, pid, weaker("carried", how)))
            taken.append((nxt.start, nxt.end))
            prev = nxt
    for q in numbers:
        if any(s <= q.start < e for s, e in taken):
            continue
        pid = symbol_before(text, q)
        # not a setting ("the alloy having H/M = 0.5", "at x = 0.2"), nor in a "respectively" sentence, whose
        # conditions go to the values it lists
        named = [p for p in props if p.end <= q.start]
        if pid and not RESPECTIVELY_RE.search(text) \
                and not SETTING_LEAD_RE.search(text[max(0, q.start - 40):q.start]) \
                and not (_BRACKETED_AFTER_SETTING.search(text[max(0, q.start - 60):q.start])
                         and named and named[-1].matid[5:] != pid):
            bare.append((q, pid, "catalogue_symbol"))
    # "the Weibull moduli of 3Y-TZP and 5Y-PSZ were 9.8 and 7.1, respectively": bare numbers pair as values in units do
    run = sorted((q for q, _, _ in bare), key=lambda q: q.start)
    paired_bare = respectively(text, [run], materials, run, props, before) \
        if len(run) >= 2 and (RESPECTIVELY_RE.search(text) or unsaid_respectively(text, run, props, materials) is not None) else {}
    for q, pid, how in bare:
        if paired_bare.get(q.start, {}).get("property", pid) != pid:
            pid, how = paired_bare[q.start]["property"], "respectively"   # "… and the loss tangent were 2650 and 0.031"
        if why_not(text, q, pid, pid in PROPERTIES, mentions):
            continue        # "at a stress ratio R = 0.1": a setting's symbol, not the property it names elsewhere
        material, mat_how = choose_material(text, q, materials, phases, paired_bare, context_material, samples,
                                            context_alone, recent)
        if material and of_reference(text, q, materials):
            mat_how = "reference"
        if material:
            cond = _conditions_here(text, q, props, values + [b for b, _, _ in bare], mentions, temps, sizes, rates,
                                    header_conditions, every)
            out.append(assess(Measurement(material, pid, q.value, "", q.value, "", cond, None, text,
                                          binding={"material": mat_how, "property": how, "value": "sentence"},
                                          span=(q.start, q.end))))
    return out


# "in 3.5 wt% NaCl", "in 0.5 M H2SO4", "in 1 mol/L KOH": a compound after its concentration is the test's solution;
# after a molar concentration it is one with or without "in" ("the electrolyte was 1 M LiPF6 in EC/DMC": a solute);
# after its share, what a sample is made with ("the PMMA/GO nanocomposite with 0.5 wt% GO", "the addition of 2 wt%
# Y2O3"): a constituent, not the sample
_MOLAR = r"(?:mM|µM|μM|M|mol\s*/\s*L|mol\s*L[−-]1|mol\s*dm[−-]3)"
# ("compounded with 50 phr precipitated silica": parts per hundred of rubber, one adjective between)
_IN_SOLUTION = re.compile(rf"(?:\b(?:in|with|containing|of|plus|adding|added)\s+(?:an?\s+|the\s+|only\s+)?\d+(?:\.\d+)?\s*"
                          rf"(?:wt\.?\s?%|vol\.?\s?%|mol\.?\s?%|at\.?\s?%|%|g\s*/\s*L|phr|{_MOLAR})"
                          rf"(?:\s+(?!(?:of|in|for|and|or|with|to|at|on|by|the|as)\b)[a-z][a-z-]+)?|"
                          rf"(?<![\w.])\d+(?:\.\d+)?\s*{_MOLAR}|"
                          # "5 mol% of CaO was replaced by SrO", "2 wt.% of graphene": a share of a constituent
                          rf"(?<![\w.])\d+(?:\.\d+)?\s*(?:wt\.?\s?|vol\.?\s?|mol\.?\s?|at\.?\s?)%\s+of(?:\s+the)?)\s+$")
# what a sample is paired, tested or exchanged with is no owner of its values: "paired with activated carbon, the
# capacitor reached …", "sliding against an Al2O3 ball", "CaO was replaced by SrO"; nor what its surface is treated
# with ("perovskite solar cells passivated with phenethylammonium iodide")
_PARTNER_BEFORE = re.compile(r"\b(?:(?:paired|coupled|combined|matched|assembled)\s+with|(?:slid(?:ing)?|rubb(?:ed|ing)|"
                             r"tested|worn)\s+against|(?:replaced|substituted)\s+(?:by|with|for)|"
                             # what a sample's surface is treated with: "passivated with PEAI", "decorated with Pt"
                             r"(?:passivated|functionali[sz]ed|decorated|surface-modified|treated|grafted|capped)\s+"
                             r"(?:with|by|using)|"
                             # what a sample is bonded or adhered to: "the bond strength to concrete", "adhesion to steel"
                             r"(?:bond(?:ing)?|adhesion|adhesive|interfacial|peel)\s+(?:strength\s+|energy\s+|toughness\s+)?"
                             r"(?:to|with|on))\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}$", re.I)
# the electrode a potential is given against is no sample: "0.6 V vs Ag/AgCl", "−1.42 V versus SCE", "a potential
# relative to the reversible hydrogen electrode", "3.4 V vs. Li/Li+"
_REFERENCE_ELECTRODE = re.compile(r"(?:\d\s*[mµ]?V|\bpotentials?|\bbias)\s*(?:\([^()]{0,20}\)\s*)?,?\s*"
                                  r"(?:vs\.?|versus|relative\s+to|with\s+respect\s+to|referenced\s+to|against)\s+"
                                  r"(?:an?\s+|the\s+)?(?:[A-Za-z]{1,3}\s*/\s*)?$", re.I)


# a symbol written between a property's name and the verb that leads to its value ("the stress exponent n was 5.8",
# "the Seebeck coefficient, S, is", "the dielectric loss tan δ was"): one to six characters beginning with a letter
# (after "tan"), followed by "=", a verb or, the verb left out, the value ("and the dielectric loss tan δ 0.032")
_SYMBOL_BETWEEN = (r"(?:,?\s+(?!(?:at|of|in|on|to|by|and|or|the|was|is|for|with|under|after|were|are)\b)"
                   r"(?:tan\s+)?[^\W\d_][^\s,;:()=]{0,5},?(?=\s*(?:=|is\b|was\b|of\b|:|\d)))?")
# whose it is, between the name and the verb: "the friction coefficient of the TiN coating sliding against an Al2O3 ball
# was 0.45", "the ZT of SnSe at 923 K reached 2.6" (a few words, no clause break, then a verb that links the value)
# (what a sensor responds to: "the sensor response (Rg/Ra) to 10 ppm NO2 was 45"; a bracketed ratio before it)
_WHOSE = (r"(?:\s*\([^()]{1,15}\))?(?:\s+(?:of|for|in|at|under|to)\s+(?:[^\s,;:()=]+\s+){0,8}?"
          r"(?=(?:was|is|were|are|reached)\s))?")


_SETTING_LEAD = re.compile(r"\b(?:at|under|after|for|during|within|up\s+to|below|above|over|by|in)\s+"
                           r"(?:about\s+|approximately\s+|[~≈∼]\s*)?$", re.I)


_RESTATED_LEAD = re.compile(r"\s*(?:\(\s*(?:i\.\s?e\.,?\s*|or\s+|≈\s*|~\s*)?|,?\s+or\s+)$")


def restated(text: str, q: Quantity, quantities: list[Quantity]) -> bool:
    """Is a value the one before it in another unit ("3.404 Å (340.4 pm)", "512 kJ/m3 or 64 MG·Oe")? Not a
    measurement of its own."""
    prev = max((o for o in quantities if o.end <= q.start), key=lambda o: o.end, default=None)
    return prev is not None and not isinstance(prev.value, tuple) and not isinstance(q.value, tuple) \
        and bool(prev.unit) and prev.unit != q.unit and bool(_RESTATED_LEAD.fullmatch(text[prev.end:q.start])) \
        and same_quantity(prev.value, prev.unit, q.value, q.unit)


# "dropped by only 2%", "increased by 44.5%": how much a property changed (a loss verb's amount is read before)
_CHANGED_BY = re.compile(r"\b(?:increas|decreas|drop|fell|fall|declin|rose|rise|grew|grow|improv|reduc|enhanc|"
                         r"shift|chang|went\s+(?:up|down))\w*\s+by\s+(?:only\s+|about\s+|approximately\s+|nearly\s+|"
                         r"almost\s+|~\s*|∼\s*)?$", re.I)
# "… and 20 K higher after annealing": a difference, not a value
_DIFFERENCE_AFTER = re.compile(r"\s*(?:higher|lower|more|less|above|below|greater|smaller|larger|warmer|colder)\b", re.I)
# (a change over a test's time or cycles is the degradation the test measured: "the total increase of cell voltage was
# only 33 mV over 5200 h" is a value; so is one whose name says it is a change, "a VOC enhancement of 200 mV")
_OVER_TIME = re.compile(r"\b(?:over|after|for|during|within|in)\s+(?:the\s+(?:first\s+)?)?\d[\d,.]*\s*"
                        r"(?:h|hours?|min|days?|weeks?|cycles?)\b", re.I)
# "required an overpotential of 142 mV to reach a current density of 10 mA cm−2", "a voltage of 1.6 V to drive 1 A/cm2"
_TARGET_LEAD = re.compile(r"\bto\s+(?:reach|achieve|deliver|drive|attain|afford|obtain|generate|produce|sustain)\s+"
                          r"(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,4}?(?:of\s+)?(?:about\s+|approximately\s+|~\s*)?$", re.I)
# "24 K wider than that of Zr50Cu42Al8", "about 40% below that of 8YSZ": a value that says by how much it differs from
# another is a difference, not a value
_COMPARED_BY = re.compile(r"\s*(?:(?:[a-z]+er|more|less)\s+than|(?:above|below)\s+(?:that|those)\s+of)\b", re.I)


def is_constituent(text: str, m: Mention) -> bool:
    """Is a material named after its concentration or share, as a test's solution or what a sample is made with
    ("in 3.5 wt% NaCl", "1 M LiPF6", "the nanocomposite with 0.5 wt% GO"), or as what a sample is paired, tested or
    exchanged with ("paired with activated carbon", "sliding against an Al2O3 ball", "replaced by SrO"), or as the
    electrode a potential is given against ("0.6 V vs Ag/AgCl")?"""
    before = text[max(0, m.start - 40):m.start]
    return bool(_IN_SOLUTION.search(before[-30:]) or _PARTNER_BEFORE.search(before)
                or _REFERENCE_ELECTRODE.search(before) or _FILLER_AFTER.match(text, m.end) or _ADDED_BEFORE.search(before)
                or _WITH_FILLER.search(before) and _FILLER_NOUN.match(text, m.end))


# what is added to the sample ("with the addition of LLZTO", "the incorporation of 2 wt% GO", "capped with 1 nm of
# HfO2", "infiltrated with PrOx"), and what a sample was treated in ("delignified in NaOH/Na2SO3", "etched in HF")
_ADDED_BEFORE = re.compile(rf"\b(?:(?:addition|incorporation|introduction)\s+of|(?:capped|decorated|infiltrated|impregnated|"
                           rf"functionali[sz]ed|doped)\s+with|(?:delignified|immersed|soaked|etched|leached|boiled|"
                           rf"dissolved|treated)\s+in)\s+(?:{SHARE}\s+|[\d.]+\s*[a-zµμ]+\s+of\s+)?(?:an?\s+|the\s+)?"
                           rf"(?:aqueous\s+|dilute\s+|concentrated\s+)?(?:[A-Za-z0-9()]+\s*/\s*)*$", re.I)


# what fills, reinforces or modifies the sample, named so ("silica-filled natural rubber", "SiC-reinforced Al")
_FILLER_AFTER = re.compile(r"[-‐–](?:filled|reinforced|loaded|modified|toughened|impregnated)\b", re.I)
# "… electrolytes with LLZTO fillers": what a sample is made "with" as its filler (not "the surface area of the ZIF-8
# filler", the filler's own value)
_WITH_FILLER = re.compile(rf"\bwith\s+(?:{SHARE}\s+)?(?:the\s+)?$", re.I)
_FILLER_NOUN = re.compile(r"\s+(?:nano)?fillers?\b", re.I)


def owners(text: str, mentions: list[Mention], samples=None) -> list[Mention]:
    """The mentions of a text that a value can belong to: materials and compositions, not a test's medium; an
    element named in words ("that of copper", "pure vanadium"), or by its symbol as a sample ("pure Ti", "the Cu
    film"), not a gas, a word of a compound's name or the first of a hyphenated word ("Sulfur-Tolerant",
    "nickel-based"), nor a compound after its concentration ("in 3.5 wt% NaCl": the test's solution), nor what
    another thing resembles ("a Ti2Fe-like phase"); none named as absent. (A name in words may start a sentence:
    "Vanadium deforms …".)"""
    props = [m for m in mentions if m.type == "property"]
    return [m for m in mentions if ((m.type in MATERIAL_TYPES and not is_medium(m, samples)
                                     and not is_constituent(text, m))
                                    or (m.type == "element" and (m.text.islower() or len(m.text) > 2
                                                                 or element_as_sample(text, m, props))
                                        and m.matid not in GASES and not in_compound_name(text, m)
                                        and not re.match(r"[-‐–/]\w", text[m.end:m.end + 2])))
            and not named_absent(text, m) and not _LIKE_AFTER.match(text, m.end)
            and not (m.type == "element" and (is_constituent(text, m) or _ADDED_AFTER.match(text, m.end)))
            # (nor an element named in words right before a property it qualifies: "the lithium transference number",
            # "the sodium diffusion coefficient": what moves, not the sample)
            and not (m.type == "element" and m.text.islower()
                     and any(p.start > m.end and text[m.end:p.start] == " " for p in props))]
# ("decorated with Pt nanoparticles"; an element named as what is added: "with iodine substitution", "nitrogen addition")
_ADDED_AFTER = re.compile(r"[\s-]+(?:substitution|doping|co-doping|addition|additions|incorporation|alloying|content|"
                          r"concentration|substituted|doped|added)\b", re.I)


# "a Ti2Fe-like phase", "a perovskite-like structure": what a thing resembles is not the thing
_LIKE_AFTER = re.compile(r"\s?[-‐–]\s?like\b", re.I)


def element_as_sample(text: str, m: Mention, props: list[Mention]) -> bool:
    """Is an element written by its symbol the sample, not a constituent ("the Ti content", "addition of Ti")? Before a
    form a pure element is made into ("the Cu film", "Ni foam", "Pt electrodes"; catalogue ``element_form_nouns``),
    after a word of purity ("pure Ti", "elemental Mg"; ``element_sample_words``), right after "<property> of" ("the
    hardness of Cu was 50 HV") or a comparison ("than Cr"), before its value in brackets ("Zr (1.60 Å)"), or in a list
    whose first member is one ("the hardness of Cu and Ni")."""
    if m.text.islower() or re.match(r"[-‐–/:]\w", text[m.end:m.end + 2]):
        return False            # "Ni-based superalloys", "Ni-YSZ", "Pt/C": a part of another name
    before = text[max(0, m.start - 40):m.start].lower()
    purity, form = _element_sample_res()
    if purity.search(before) or form.match(text[m.end:m.end + 30].lower()):
        return True
    if re.search(r"\b(?:compared\s+(?:to|with)|than|versus|vs\.?|(?:that|those)\s+of)\s+$", before):
        return True             # "… of Nb (92.91 g/mol) compared to Ti and Zr (47.86 and 91.22 g/mol, respectively)"
    if any(p.end <= m.start and re.fullmatch(r"\s+of\s+(?:the\s+)?", text[p.end:m.start]) for p in props):
        return True
    bracket = re.match(r"\s*\(([^()]{1,30})\)", text[m.end:])
    if bracket and any(q.unit and q.unit not in PERCENT_UNITS for q in find_quantities(bracket.group(1))):
        # "the boiling point of Mg (1090 °C)", "Zr (1.60 Å) > Ti (1.45 Å)": the owner of the value in brackets (not
        # of a share: "doped with Ti (5 at%)")
        return True
    # a member of a list whose first member is a sample: "the hardness of Cu and Ni", "compared to Ti and Zr"
    chain = re.search(r"(?<![\w-])([A-Z][a-z]?)((?:\s*,\s*[A-Z][a-z]?)*\s*,?\s*(?:and|or)\s+|\s*,\s*)$",
                      text[max(0, m.start - 40):m.start])
    if chain and chain.group(1) in ELEMENTS:
        start = m.start - len(chain.group(0))
        first = Mention("element", chain.group(1), start, start + len(chain.group(1)), "el:" + chain.group(1),
                        chain.group(1))
        return element_as_sample(text, first, props)
    return False


@lru_cache(maxsize=1)
def _element_sample_res() -> tuple[re.Pattern, re.Pattern]:
    """A word of purity right before an element ("pure "), and a form a pure element is made into right after it
    (" film"), from the catalogue's ``element_sample_words`` and ``element_form_nouns``."""
    from .lexicon import words
    def alts(table: str) -> str:
        return "|".join(re.escape(w) for w in sorted(words(table), key=len, reverse=True))
    # (or a word that names a reference sample, one adjective between: "uncoated porous Si", "bare Cu")
    return (re.compile(rf"(?<![\w-])(?:(?:{alts('element_sample_words')})|(?:{alts('reference_sample_words')})"
                       rf"(?:\s+[a-z-]+)?)\s+$"),
            re.compile(rf"\s+(?:{alts('element_form_nouns')})\b"))


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


def own_clause_names_another(text: str, prop: Mention, q: Quantity) -> bool:
    """Is the property named in an earlier clause than the value's, whose own clause names a quantity the catalogue
    does not know ("100% capacity retention … while the highest hydrogen utilization ratio is achieved for HNCN
    (93.10%)")? Then that property is not the value's ("… whereas that of B is 400 MPa" names none: it is)."""
    from .catalogue import catalogue
    if prop.end > q.start:
        return False
    breaks = list(CONTRAST_RE.finditer(text, prop.end, q.start))
    if not breaks:
        return False
    own = text[breaks[-1].end():q.start]
    return any(catalogue().head_noun(w.lower()) is not None for w in re.findall(r"[A-Za-z]{3,}", own))


RESPECTIVELY_RE = re.compile(r"\brespectively\b", re.I)
SETTING_LEAD_RE = re.compile(r"\b(?:having|with|at|for|when|where)\s+(?:an?\s+|the\s+)?[^\s,;]{1,12}\s*(?:=|of)\s*$", re.I)
# a symbol's value in brackets after a setting the test ran at: "the fatigue strength at 10^7 cycles (R = 0.1)", "at
# 300 K (kT = 25.9 meV)": another setting of that test
_BRACKETED_AFTER_SETTING = re.compile(r"\b(?:at|under)\s+[^,;()]{1,30}\(\s*[^\W\d_][\w,]{0,4}\s*=\s*$")


def own_dimension_after(text: str, q: Quantity) -> bool:
    """Is a length followed by the dimension it measures ("0.5 μm diameter", "2 mm of external diameter",
    "80 nm-sized pores"; the catalogue's dimension nouns)?"""
    if not q.unit or not compatible(q.unit, "m"):
        return False
    from .lexicon import words
    m = re.match(r"\s*(?:[-‐]\s*(sized)\b|(?:of\s+)?(?:(?:external|internal|inner|outer|mean|average)\s+)?([a-z]+))",
                 text[q.end:q.end + 40], re.I)
    return bool(m) and (bool(m.group(1)) or (m.group(2) or "").lower() in words("dimension_nouns") - {"thickness"})


def same_kind(unit_a: str, unit_b: str) -> bool:
    """Two units of one dimension that is not a plain number (a share or a count can be anything's)."""
    try:
        return bool(unit_a and unit_b) and unit_dimension(unit_a) != "dimensionless" and compatible(unit_a, unit_b)
    except ValueError:
        return False


def by_head(prop: Mention, unit: str) -> Mention | None:
    """A property named in words whose catalogue property does not take the unit, read again by ``head_property``
    ("a voltage degradation of 18.62 mV" is a voltage loss, not a degradation rate), or None."""
    pid = head_property(re.sub(r"\W+", "_", prop.text.lower()).strip("_"), unit)
    return Mention(prop.type, prop.text, prop.start, prop.end, "prop:" + pid, pid) if pid else None


def _exponent(written: str) -> int:
    """A power of ten's exponent as written, in superscripts or not ("⁻⁶", "−6", "5")."""
    return int(written.translate(str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻−", "0123456789--")))


# a hedge before a value: "of about 0.3", "of only 3.5 × 10^3", "~10^8"
_ROUGHLY = r"(?:about\s+|approximately\s+|only\s+|just\s+|nearly\s+|around\s+|[~≈∼]\s*)?"
_POWER_AFTER = re.compile(r"\s?[×x]\s?10(?:\s?\^\s?([-−]?\d{1,2})|([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+))")


def _with_powers(text: str, numbers: list[Quantity]) -> list[Quantity]:
    """Bare numbers with the power of ten written after them read as one ("3.4 × 10^5"), the power's own digits
    no numbers."""
    out, inside = [], []
    for q in numbers:
        if any(a <= q.start < b for a, b in inside):
            continue
        p = _POWER_AFTER.match(text, q.end)
        if p is None:
            out.append(q)
            continue
        exp = _exponent(p.group(1) or p.group(2))
        out.append(Quantity(float(f"{q.value!r}e{exp}"), "", q.start, p.end()))
        inside.append((q.end, p.end()))
    return out


def _bare(text: str, start: int) -> bool:
    """Is the number at ``start`` written without a unit ("ZT of 1.2 at 400 K", not "1.2 eV" or "1.2%")?"""
    qs = find_quantities(text[start:start + 24])
    # (nor a share, "20 vol% BaTiO3", which reads as no quantity before a constituent)
    return not (qs and qs[0].start == 0 and qs[0].unit) and not re.match(r"[\d.]*\s*(?:(?:wt|vol|mol|at)\s*\.?\s*)?%",
                                                                          text[start:])


def in_compound_name(text: str, m: Mention) -> bool:
    """Is an element named in words a word of a compound's name ("copper indium gallium selenide", "copper oxide")?
    Then the element is not the material: another element's name is next to it, or an anion's noun of the catalogue's
    phase nouns (oxide, nitride, selenide …) follows."""
    from .lexicon import words
    from .vocab import ELEMENT_NAMES
    nxt = re.match(r"[\s-]+([a-z]+)", text[m.end:].lower())       # (a title in capitals: "Copper Oxide")
    prev = re.search(r"([a-z]+)[\s-]+$", text[max(0, m.start - 30):m.start].lower())
    return bool(nxt) and (nxt.group(1) in ELEMENT_NAMES
                          or nxt.group(1) in words("phase_nouns") and nxt.group(1).endswith(("ide", "ides"))) \
        or bool(prev) and prev.group(1) in ELEMENT_NAMES


# "without the presence of deposited carbon", "free of Ni", "in the absence of Pt", "no MgO was found": what is named
# as absent is not what a value is of
_ABSENT_BEFORE = re.compile(r"\b(?:without|free\s+(?:of|from)|absence\s+of|lack\s+of|instead\s+of|no)\s+"
                            r"(?:[\w-]+\s+){0,5}$", re.I)


def named_absent(text: str, m: Mention) -> bool:
    """Is a material named as absent ("without the presence of deposited carbon", "free of Ni", "Pt-free" is not a
    mention)? Then no value of the sentence is its. The words between stay within the clause."""
    absent = _ABSENT_BEFORE.search(text[max(0, m.start - 60):m.start])
    return bool(absent) and not re.search(r"[,;:()]", absent.group(0))


def is_medium(m: Mention, samples=None) -> bool:
    """A small molecule of non-metals named in a sentence ("in CH4", "wet (3% H2O) methane", "H2S") is the gas,
    fuel or atmosphere of a test, not the material a value belongs to, unless it is the paper's main sample."""
    if m.type != "composition" or samples is not None and m.matid == samples.main:
        return False
    from .compositions import NONMETALS, parse_composition
    if not set(re.findall(r"[A-Z][a-z]?", m.matid[5:])) <= NONMETALS:    # a label of a sample ("H2CN") resolved
        return False
    comp = parse_composition(m.text)
    return comp is not None and comp.is_molecule_of_nonmetals


_LEADS_TO = re.compile(r"\s*(?:\([^()]{0,20}\)\s*)?(?:of|=|:|is|was|were|are|reach(?:es|ed)?|of\s+about)?\s*"
                       r"(?:about\s+|approximately\s+|[~≈∼]\s*)?")


def _leads_to_another(text: str, p: Mention, q: Quantity, quantities: list[Quantity]) -> bool:
    """Is a property written after a value followed by a value of its own ("… 9 T and the upper critical field
    12 T")?"""
    return any(v.start >= p.end and v.start != q.start and _LEADS_TO.fullmatch(text[p.end:v.start])
               for v in quantities)


def named_before(text: str, q: Quantity, props: list[Mention]) -> bool:
    """Is a value in a condition's unit (K, °C, h, µm) named as a property's by a property written just before it
    in the same clause ("the Curie temperature of 370 K", "a thickness of 10 µm", "Tc = 38 K")?"""
    for p in props:
        between = text[p.end:q.start]
        if p.end <= q.start and q.start - p.end <= 60 and accepts(p.matid[5:], q.unit) \
                and not re.search(r"[;]|,\s*(?:and|but|while|whereas)\b", between) and not _introduced(between):
            return True
    return False


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


# a definite reference to the sample a passage is about: "the alloy", "this sample", "these powders", "the cell"
# a sentence that cites ("Tu et al. [29] reported …", "… (Smith, 2019)") reports another work's values
CITED_RE = re.compile(r"\bet\s+al\b|\[(?![0-3]{3,4}\])\d+(?:[,–-]\s*\d+)*\]|[,.;)]\^\d+|"
                      r"\(\s*[A-Z][a-z]+[^()]{0,40}\b(?:19|20)\d\d[a-z]?\s*\)")   # not "[100]", "Å^3"
ANAPHOR_RE = re.compile(r"\b(?:the|this|these|that|our|both)\s+(?:[\w-]+\s+){0,2}?(?:alloys?|samples?|specimens?|"
                        r"powders?|materials?|compounds?|electrodes?|cells?|films?|composites?|hydrides?|ceramics?|"
                        r"catalysts?|devices?)\b", re.I)


# a value in brackets after what another is compared with: "comparable to that of cancellous bone (2–12 MPa)",
# "twice that of the substrate (6 GPa)", "compared with the commercial catalyst (45%)", "12% above the control mix
# (46.7 MPa)"
_COMPARED_WITH = r"than|compared\s+(?:with|to)|versus|vs\.?"      # words that set a value against another's
# values listed before another in the same bracket: "(121 MPa and ", "(0.61, 0.65 and "
_VALUES_BEFORE = re.compile(r"\s*(?:[-−~≈]?\d[\d.,]*\s*[^\s,;()]{0,8}\s*(?:,\s*(?:and\s+)?|and\s+))*")
_COMPARED_IN_BRACKETS = re.compile(rf"\b(?:(?:that|those)\s+of|{_COMPARED_WITH}|(?:above|below)(?=\s+the\b)|"
                                   r"(?:within|in|inside|outside)\s+the\s+range\s+of)\s+"
                                   r"(?!(?:that|those|this|it)\s*\()"
                                   r"(?P<what>(?:the\s+|a\s+|an\s+)?[^,;:()]{1,40}?)\s*\(\s*"
                                   r"(?:about\s+|approximately\s+|[~≈∼]\s*)?$", re.I)


# a definite noun phrase right after a value ("… to 96 m2/g for the heterojunction") or, in a clause that names no
# material, before it ("the coating reached 410 HV")
_NP_AFTER = (r"(?P<np>(?:[\w-]+\s+){0,2}?[a-z]+)\b"
             r"(?=\s*(?:$|[,.;:()]|(?:and|or|while|whereas|at|after|in|with)\b))")
_NOUN_AFTER = re.compile(rf"\s*\)?\s*(?:for|of|in|by)\s+the\s+{_NP_AFTER}")
# (the article may be left out: "0.11% for bare cores")
_BARE_NOUN_AFTER = re.compile(rf"\s*\)?\s*(?:for|of|in|by)\s+{_NP_AFTER}")
_NOUN_BEFORE = re.compile(r"\b(?:[Tt]he|[Tt]his|[Oo]ur)\s+(?P<np>(?:[a-z][\w-]*\s+){0,2}?[a-z]+)\b")


def _noun_sample(np: str, nouns: dict[str, str], following: str) -> str:
    """The sample the class noun that heads a noun phrase names ("doped cathode" -> the cathode's): the phrase's last
    word, before a verb, a preposition or punctuation (``following``), not a modifier of another noun ("the electrode
    polarization resistance" is no electrode's)."""
    words = np.split()
    composite = next((nouns[w] for w in words if w in (*COMPOSITE_NOUNS, *PART_COUNT_WORDS) and w in nouns), "")
    if composite:
        return composite        # "the composite membrane": the paper's one composite, whatever the head
    if not words or singular_noun(words[-1]) not in nouns or not _HEAD_ENDS.match(following):
        return ""
    return nouns[singular_noun(words[-1])]


# what may follow the head of a noun phrase: a verb, a preposition, a conjunction, punctuation or the end
_HEAD_ENDS = re.compile(r"\s*(?:$|[,.;:()]|(?:was|were|is|are|has|have|had|kept|gave|held|grew|lost|rose|fell|took|"
                        r"made|ran|shows?|gives?|holds?|keeps?|with|after|at|of|in|on|for|to|and|or|under|by|"
                        r"\w+ed|\w+s)\b)", re.I)


def _sample_by_noun(text: str, q: Quantity, materials: list[Mention], samples, mat) -> str:
    """The sample a definite "the <noun>" names, where the paper writes that class noun after one of its materials
    (``PaperSamples.nouns``: "the 20 wt% TiO2/g-C3N4 heterojunction" … "96 m2/g for the heterojunction"): right after
    the value, whatever else the sentence names; before it, where the clause names no material. "" when none. (A
    noun of any sample, "for the nanocomposite", with no such evidence is the paper's main sample:
    ``materials.material_for``.)"""
    if samples is None or not samples.nouns:
        return ""
    after = _NOUN_AFTER.match(text, q.end)
    if after and not any(q.end <= m.start < after.end() for m in materials):
        return _noun_sample(after.group("np"), samples.nouns, text[after.end():])   # (or another's: "for the substrate")
    if mat is not None:
        return ""
    clause = text[:q.start]
    cut = list(CLAUSE_RE.finditer(clause))
    start = cut[-1].end() if cut else 0
    if re.search(r"\b(?:its|their)\b", text[start:q.start], re.I) and not _NOUN_BEFORE.search(text, start, q.start):
        start = 0           # "the composite membrane … was 42%, and its swelling ratio 18%": the sample "its" is
    for m in reversed(list(_NOUN_BEFORE.finditer(text, start, q.start))):
        for end in [m.start("np") + x.end() for x in re.finditer(r"[a-z]+", m.group("np"))]:
            found = _noun_sample(text[m.start("np"):end], samples.nouns, text[end:q.start])
            if found:
                return found
    return ""


def singular_noun(word: str) -> str:
    """A noun's regular singular ("heterojunctions" -> "heterojunction"; "glass" stays)."""
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _sample_code(what: str) -> bool:
    """Does a phrase name one of the paper's samples by a code ("Cell-B", "S30", "sample A", "LSCF82xx"), not a kind of
    thing ("cancellous bone", "the substrate", "the conventional SOFC": catalogue ``technology_names``)?"""
    from .lexicon import words
    return any(re.fullmatch(r"[A-Za-z]*\d[\w-]*|[A-Z]|\w+-[A-Z0-9]\w*|[A-Z]{2,}\w*", t)
               and t.lower() not in words("technology_names") for t in re.findall(r"[\w-]+", what))


def of_reference(text: str, q: Quantity, materials: list[Mention]) -> bool:
    """Is a value a reference sample's that the sentence names by no material: "… 86 Ω for the doped and 215 Ω for the
    undoped electrode", "…, whereas the control device gave 20.4%", "The unreinforced alloy had …"? Kept, never
    sure."""
    return reference_after(text, q, materials) or not any(m.end <= q.start for m in materials) \
        and (other_sample_contrasted(text, 0, q.start) or _reference_subject(text[:q.start]))


def reference_after(text: str, q: Quantity, materials: list[Mention]) -> bool:
    """Is a value followed by "for the <reference> <noun>" that names no material ("215 Ω for the undoped electrode",
    "~250 mW/cm2 for the reference cell")? Then it is that reference sample's, whatever material the value is given
    to: kept (annotators record it) with the confidence of a guess."""
    after = _NOUN_AFTER.match(text, q.end) or _BARE_NOUN_AFTER.match(text, q.end)
    if not after or any(q.end <= m.start < after.end() for m in materials):
        return False
    return names_reference(after.group("np"))



# the subject of a sentence, before its verb: "The unreinforced alloy had …"
_SUBJECT = re.compile(r"\s*(?:The|the|Its|its)\s+(?P<np>(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:had|has|have|was|were|is|are|"
                      r"showed|shows|exhibited|exhibits|reached|reaches|gave|gives|displayed|displays|delivered)\b")


def _reference_subject(before: str) -> bool:
    """Is the sentence's subject a reference sample the sentence names by a word of the catalogue's
    ``reference_sample_words`` and by no material ("The unreinforced alloy had a tensile strength of 265 MPa")?"""
    m = _SUBJECT.match(before)
    return bool(m) and names_reference(m.group("np"))


def other_sample_contrasted(text: str, start: int, end: int) -> bool:
    """Does a clause that contrasts with what came before (after "while", "whereas", "but", "in contrast") name a
    reference sample by a word of the catalogue's ``reference_sample_words`` ("while undoped LLZO showed only …",
    "whereas the bare electrode reached …") between ``start`` and ``end``? Then a value there is that sample's."""
    breaks = list(CONTRAST_RE.finditer(text, start, end))
    return bool(breaks) and names_reference(text[breaks[-1].end():end])


def names_reference(phrase: str) -> bool:
    """Does a phrase name a sample by a word of the catalogue's ``reference_sample_words`` ("the undoped electrode")?"""
    from .lexicon import words
    return any(w in words("reference_sample_words") or w.endswith("s") and w[:-1] in words("reference_sample_words")
               for w in re.findall(r"[a-z][a-z-]*", phrase.lower()))


def choose_material(text: str, q: Quantity, materials: list[Mention], phases: list[Mention], paired: dict,
                    context_material: str, samples=None, context_alone: bool = False,
                    recent: str = "") -> tuple[str, str]:
    """The material a value belongs to, and how it was bound: a "respectively" list, a phase the sentence says
    the value is of, the material the sentence names for it ("sentence"), a family member the sentence fixes
    ("when x = 0.75"), or, when the sentence names none, the last material the passage named before it if that is
    one of the paper's samples ("recent"), or the chunk's or the paper's ("chunk", "paper")."""
    if paired.get(q.start, {}).get("material"):
        return paired[q.start]["material"], "respectively"
    owner = phase_owner(text, q, phases)
    if owner is not None and phase_share(text, q, phases) is None:
        return owner.matid, "phase"
    mat = material_for(text, q, materials)
    if mat is not None and mat.end <= q.start and other_sample_contrasted(text, mat.end, q.start):
        return "", ""       # "…, while undoped tetragonal LLZO showed only 4.2 × 10−6 S/cm": not the doped one's
    # (the bracket may list several values: "… higher than those of the commercial control Filtek Z350 (121 MPa and
    # 9.8 GPa, respectively)")
    opened = text.rfind("(", 0, q.start)
    end = opened + 1 if opened > text.rfind(")", 0, q.start) and _VALUES_BEFORE.fullmatch(text, opened + 1, q.start) \
        else q.start
    compared = _COMPARED_IN_BRACKETS.search(text, max(0, end - 80), end)
    reference = False
    if compared and not any(compared.start("what") <= m.start < compared.end() for m in materials):
        if not _sample_code(compared.group("what")) and end == q.start:
            return "", ""       # "…, comparable to that of cancellous bone (2–12 MPa)": what it is compared with
        # "… than those of the commercial control Filtek Z350 (121 MPa and 9.8 GPa, …)": a reference's, unnamed
        reference = names_reference(compared.group("what"))
    mat = _carried_by_substrate(text, q, materials, samples, mat)
    named = _sample_by_noun(text, q, materials, samples, mat)
    if named:
        return named, "anaphor"     # "… to 96 m2/g for the heterojunction": the sample the paper writes so
    matid, how = (mat.matid, "sentence") if mat else (context_material, "")
    if reference and matid:
        return matid, "reference"
    if not matid and samples is not None:
        matid = samples.main
    if not how and matid:
        how = "paper" if samples is None or matid == samples.main else "chunk"
        if samples is not None and (how == "paper" or matid == samples.titled) and samples.alone(matid):
            how = "paper_sole"     # the paper is about one material (its weight, or its title names it)
        elif context_alone and ANAPHOR_RE.search(text[:q.start]):
            how = "anaphor"        # "the alloy retained 98%" in a passage that names this material and no other
        elif recent and samples is not None and samples.is_sample(recent) and not CITED_RE.search(text):
            matid, how = recent, "recent"   # "The PCI curves of alloy B are shown in Fig. 7b. ... The maximum uptake
            # decreases ...: 1.50, 1.46 and 1.35 wt%": the sample the passage spoke of last (a cited value is not)
    listed = paired.get(q.start, {}).get("values")      # "… 693 and 550 mW/cm2, for x = 0.10 and 0.15, respectively"
    values = listed or {v: float(n) for v, n in VALUE_RE.findall(text)}
    if values and (listed or not matid or "(x)" in matid or not mat):
        member = samples.member(values, matid if "(x)" in matid else "") if samples is not None else ""
        if not member and mat is not None and "(x)" in mat.matid:
            from .compositions import parse_composition
            comp = parse_composition(mat.text)
            member = comp.member(values).matid if comp is not None and comp.member(values) is not None else ""
        if member:
            return member, "family_member"
    return matid, how


# a share of the theoretical density: "the sintered alloy reached 99.4% of theoretical density"
_OF_THEORETICAL = re.compile(r"\s+of\s+(?:the\s+|its\s+)?(?:theoretical|theoretic|full|x-ray)\s+density\b", re.I)


# a value set against the one before it: "…, against 70% for the binary one"
_AGAINST_BEFORE = re.compile(r"[,;(]\s*(?:against|versus|vs\.?|(?:as\s+)?compared\s+(?:with|to))\s+"
                             r"(?:only\s+|about\s+|approximately\s+)?$")


# what a change is set against, written after it: "… decreased from 1123 to 612 kW m−2 compared with neat EP"
_CHANGE_AGAINST = re.compile(r"\s*,?\s*(?:(?:as\s+)?compared\s+(?:with|to)|relative\s+to|with\s+respect\s+to)\s+"
                             r"(?:that\s+of\s+|those\s+of\s+)?(?:the\s+)?(?:[a-z][\w-]*\s+){0,2}")


def _reference_of_change(text: str, q: Quantity, last: Quantity | None, materials: list[Mention]) -> Mention | None:
    """The material a change's first value ("from A to B") is of where the sentence sets the change against it right
    after the last value (``_CHANGE_AGAINST``): the reference's value the sample's is compared with."""
    if last is None:
        return None
    after = min((x for x in materials if x.start >= last.end), key=lambda x: x.start, default=None)
    return after if after is not None and _CHANGE_AGAINST.fullmatch(text, last.end, after.start) else None


_SETTING_NAMED_BEFORE = re.compile(r"\b(?:at|under|with|to\s+[a-z]+)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?$", re.I)


def _conditions_here(text: str, q: Quantity, props: list[Mention], values: list[Quantity], mentions, temps, sizes,
                     rates, header_conditions, quantities) -> dict:
    """``conditions_of`` the value, without what the sentence writes between a later property's name and that
    property's own value ("its Shore A hardness was 64 and its compression set after 22 h at 70 °C was 18%": the 22 h
    and the 70 °C are the compression set's). A condition after the last value stays every value's ("the OCV was
    1.1 V and the power density 1.2 W/cm2 at 800 °C")."""
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
    loading = loading_mode_of(text, q)
    if loading and "loading_mode" not in cond:
        cond["loading_mode"] = loading
    return cond


_ON_SUBSTRATE = re.compile(r"\s+(?:(?:grown|deposited|transferred|measured|supported)\s+)?(?:on|onto|atop)\s+"
                           r"(?:the\s+|a\s+|an\s+)?(?:[a-z][\w-]*\s+)?$")


def _carried_by_substrate(text: str, q: Quantity, materials: list[Mention], samples, mat: Mention | None):
    """"The carrier mobility of graphene on SiO2 … was 4200 cm2/(V s)": of two materials joined by "on", the value
    is the one the paper studies (one of its samples), not what it lies on; where the paper studies what lies
    beneath ("the Li2S nucleation capacity on Co-N-C"), that one."""
    if mat is None or samples is None or mat.end > q.start:
        return mat
    before = [m for m in materials if m.end <= mat.start]
    if not before or not _ON_SUBSTRATE.fullmatch(text[before[-1].end:mat.start]):
        return mat
    first = before[-1]
    if samples.is_sample(first.matid) and not samples.is_sample(mat.matid):
        return first
    return mat


# conditions that a sentence may give as measured values of their own (a pressure or stress, a strain rate, a current
# density, a voltage, a field): one so given is no setting of the sentence's other values
_MEASURABLE_SETTINGS = ("pressure_bar", "strain_rate_per_s", "current_density_A_per_cm2", "voltage_V", "magnetic_field_T",
                        "stress_MPa")


# what a value is compared with: "much lower than that of Ti-6Al-4V (110 GPa)", "compared with pure UO2"
_COMPARED_BEFORE = re.compile(rf"\b(?:{_COMPARED_WITH}|relative\s+to|(?:similar|comparable|close|superior|inferior|"
                              r"equal)\s+to)\s+(?:that\s+of\s+|those\s+of\s+)?(?:the\s+|pure\s+)?$", re.I)


def recognise(text: str, context_material: str = "", samples=None, context_alone: bool = False,
              recent: str = "", before: Listed | None = None) -> Recognition:
    """Mentions and measurements of a sentence. ``samples`` (``PaperSamples``) is what its paper defines: sample
    labels ("HNCN (93.10%)" is a value of the composition the paper calls HNCN), names ("YSZ"), short forms that
    are no formulas, phases and families."""
    text = plain_math(text)
    mentions, unrecognised = find_mentions(text)
    mentions = resolve_mentions(text, mentions, samples)
    lists = find_lists(text)
    skipped: list = []
    measurements = extract_measurements(text, mentions, context_material, samples=samples, skipped=skipped,
                                        context_alone=context_alone, recent=recent, before=before, lists=lists)
    named = [(m.matid, bool(_COMPARED_BEFORE.search(text[max(0, m.start - 40):m.start])))
             for m in mentions if m.type in MATERIAL_TYPES and "(x)" not in m.matid]
    compared = {matid for matid, c in named if c} - {matid for matid, c in named if not c}
    listed = Listed([g for g in lists if g[0].unit in ("K", "°C")], list(dict.fromkeys(matid for matid, _ in named)),
                    sorted(compared))
    return Recognition(mentions, measurements, unrecognised, skipped, listed)


# the package's front door: what one sentence or table row gives (benchmarks and helpers import these from here)
__all__ = ["Measurement", "Mention", "Recognition", "extract_measurements", "find_mentions", "recognise",
           "table_row_measurements"]
