"""How sure the recogniser is of a Measurement: one score in 0..1 with its reasons, and the levels the
pages, the CLI and the answer card show (high, medium, low).

The score is built from how each part of the fact was bound (see ``score``): a table cell under a header
with a unit and a row label is the surest; a sentence that names material, property and value is next;
a material inferred from the chunk or the paper, an open-vocabulary property, a value outside the
catalogue's plausible range each lower it. Low-confidence facts are kept and shown as such.
"""
from __future__ import annotations
from .catalogue import catalogue

HIGH = 0.75      # at or above: high
MEDIUM = 0.5     # at or above: medium; below: low

LEVELS = ("high", "medium", "low", "unassessed")


def level(confidence: float | None) -> str:
    """The level a score falls in: "high", "medium", "low", or "unassessed" (None)."""
    if confidence is None:
        return "unassessed"
    if confidence >= HIGH:
        return "high"
    return "medium" if confidence >= MEDIUM else "low"


# how much each way of binding a part of a fact leaves us sure of it (multiplied together)
MATERIAL = {"table_material_cell": (1.0, "material from the row's material cell"),
            "table_row_label": (1.0, "material from the row's sample label, defined by the paper"),
            "table_sample_code": (0.7, "material from a row label the paper does not define"),
            "table_series": (0.95, "material from the row's series value (x = …) and the caption's formula"),
            "respectively": (0.95, "material from a 'respectively' list"),
            "respectively_series": (0.7, "material from a list of values paired in order with the samples an earlier "
                                         "sentence listed, which this one names as a group ('the three polymers')"),
            "respectively_unread": (0.7, "material from a 'respectively' list of names the recogniser could not read "
                                         "as materials"),
            "sentence": (0.9, "material named in the sentence, the one it names"),
            "sentence_after": (0.9, "material named right after the value ('1.95 eV for PIDTTTPD'), of several the "
                                    "sentence names"),
            # 0.79 right at high on SOFC-Exp train+dev (50/63) and on PolyIE train (64/81): below what "high" promises
            "sentence_nearest": (0.78, "material named in the sentence: the nearest before the value, of several"),
            # its material right 28/28 on PolyIE train and SOFC-Exp (all splits), where "nearest" is right 0.84; at 0.9
            # it made high 11 values of PolyIE validation of which 3 were no annotated values (other components'
            # errors), so it stays at nearest's factor until more evidence
            "sentence_bracketed": (0.78, "material named right before the value, which is in brackets after it "
                                         "('ZrCo (89.90%)'), of several the sentence names"),
            "sentence_list": (0.7, "one of a list of values the sentence does not pair with its materials"),
            "sentence_partial": (0.7, "material named in the sentence as part of a longer name the recogniser did not "
                                      "read whole"),
            "sentence_unread_name": (0.7, "the one name the sentence writes that the recogniser could not place: no "
                                          "material it reads is named"),
            "sentence_unread": (0.7, "material named in the sentence, which writes other names the recogniser could "
                                     "not read{names}: the value may be theirs"),
            "family_member": (0.9, "family member fixed by the sentence (x = …)"),
            "phase": (0.85, "a phase the sentence says the value is of"),
            "caption": (0.8, "material from the table's caption"),
            "chunk": (0.6, "material not named in the sentence: the passage's main material"),
            "anaphor": (0.85, "material not named in the sentence ('the alloy'): the one material the passage names"),
            # a paper-level guess: on the annotated sets no such value's material was judged, and in a paper of two
            # alloys it gave "the alloy" of a paragraph on one to the other at high
            "class_noun": (0.7, "material not named in the sentence ('for the heterojunction'): the sample the paper "
                                "writes that class noun after most"),
            "topic": (0.9, "material not named in the sentence: the sample an earlier sentence named as its topic "
                           "('Regarding the X alloy, …'), and no other since"),
            "recent": (0.7, "material not named in the sentence: the sample the passage named last, in an earlier sentence"),
            "context_unread": (0.45, "material not named in the sentence, which writes names the recogniser could "
                                     "not place{names}: the value is likely theirs"),
            "paper_sole": (0.5, "material not named in the sentence: the paper's one main material"),
            "paper": (0.5, "material not named in the sentence or row: the paper's main material"),
            "electrode_reference": (0.4, "the energy level of the reference electrode the sentence names ('of Fc/Fc+ … "
                                         "-4.8 eV below vacuum'), a calibration, no sample's value"),
            "reference": (0.4, "the value is said to be a reference sample's ('for the undoped electrode'), which "
                               "the sentence does not name"),
            "device_electrode": (0.4, "a metal the sentence names, a device's contact: the device's photovoltaic "
                                      "values are its active layer's")}
PROPERTY = {"catalogue_name": (1.0, "property named in the catalogue's words"),
            "shared_name": (0.8, "property named by a name other fields use for another property ('open-circuit "
                                 "potential': a corrosion potential, or a cell's open-circuit voltage)"),
            "catalogue_symbol": (0.95, "property from the catalogue's symbol with a unit of its kind"),
            "header": (1.0, "property from the column header"),
            "header_open": (0.75, "property from a column header the catalogue does not know"),
            "pair": (0.95, "second value of a 'from … to …' pair"),
            "phase_share": (0.85, "a phase's share of the sample, the phase named beside the value"),
            "respectively": (0.95, "property from a 'respectively' list of as many properties"),
            "carried": (0.85, "property carried from the previous value of the same unit"),
            "unit": (0.7, "property implied by the unit alone"),
            "paper_property": (0.9, "a short name ('the capacity') of the one catalogue property of its kind that "
                                    "the paper names in full"),
            "loss_verb": (0.85, "a loss stated with its verb ('degraded by 35% over 200 h'): a degradation"),
            "setting": (0.9, "the voltage or current density another value was measured at ('0.6 W/cm² at 0.7 V')"),
            "open_vocabulary": (0.6, "property from a phrase the catalogue does not know")}
def weaker(how: str, other: str) -> str:
    """Of two ways of binding a property, the one that leaves us less sure (a property carried from a value is no
    surer than that value's); an unknown other way leaves ``how``."""
    return other if other in PROPERTY and PROPERTY[other][0] < PROPERTY[how][0] else how


VALUE = {"table_cell": (1.0, "value from a table cell"), "sentence": (0.95, "value written in the sentence")}
IMPLAUSIBLE = 0.3


def assess(meas):
    """Score a Measurement from its ``binding`` and the catalogue's plausible range; fills ``confidence``,
    ``reasons`` and ``plausible`` and returns it."""
    score, reasons = 1.0, []
    for table, key in ((VALUE, "value"), (PROPERTY, "property"), (MATERIAL, "material")):
        how = meas.binding.get(key, "")
        factor, why = table.get(how, (0.6, f"{key} bound by an unknown rule"))
        score *= factor
        reasons.append(why.replace("{names}", ""))
    meas.plausible = plausible(meas.property, meas.value, meas.unit)
    if meas.plausible is False:
        score *= IMPLAUSIBLE
        reasons.append("value outside the catalogue's plausible range for the property")
    meas.confidence = round(score, 3)
    meas.reasons = reasons
    return meas


def name_the_unread(meas, words: list[str]):
    """The reason of a material bound beside names the recogniser could not read, with those names ("… could not
    read ('PSSS', 'J71')"), as the sentence writes them."""
    how = meas.binding.get("material", "")
    if how in MATERIAL and "{names}" in MATERIAL[how][1] and words and meas.reasons:
        base = MATERIAL[how][1].replace("{names}", "")
        named = MATERIAL[how][1].replace("{names}", " (" + ", ".join(f"'{w}'" for w in dict.fromkeys(words)) + ")")
        meas.reasons = [named if r == base else r for r in meas.reasons]
    return meas


def plausible(pid: str, value, unit: str) -> bool | None:
    """Within the catalogue's range for the property (either end of a range); None when it has no range."""
    lo, hi = value if isinstance(value, tuple) else (value, value)
    a, b = catalogue().plausible(pid, lo, unit), catalogue().plausible(pid, hi, unit)
    if a is None or b is None:
        return None
    return a and b
