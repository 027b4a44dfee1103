"""The materials recogniser: canonical MatIDs, measurements with units and conditions, quality."""
from __future__ import annotations

import pytest

from core.matid.compositions import formula_amounts, parse_composition
from core.matid.recognise import recognise
from core.matid.tables import table_row_measurements
from core.units import convert, same_quantity
from eval.matid_quality import evaluate, load_gold

CANTOR = "comp:Co20Cr20Fe20Mn20Ni20"


@pytest.mark.parametrize("spelling", ["CrMnFeCoNi", "CoCrFeMnNi", "FeCoCrNiMn", "Fe20Cr20Mn20Co20Ni20", "NiCoCrFeMn"])
def test_every_spelling_of_the_cantor_alloy_is_one_matid(spelling):
    assert parse_composition(spelling).matid == CANTOR


def test_named_material_maps_to_its_composition():
    r = recognise("The Cantor alloy and CoCrFeMnNi are the same material.")
    assert {m.matid for m in r.mentions if m.type in ("material", "composition")} == {CANTOR}


@pytest.mark.parametrize("a, b, matid", [
    ("TiZrNbHfTa", "HfNbTaTiZr", "comp:Hf20Nb20Ta20Ti20Zr20"),
    ("Al0.3CoCrFeNi", "CoCrFeNiAl0.3", "comp:Al7Co23.3Cr23.3Fe23.3Ni23.3"),
    ("Fe50Mn30Co10Cr10", "Co10Cr10Fe50Mn30", "comp:Co10Cr10Fe50Mn30"),
    ("CoCrFeNiMo0.2", "Mo0.2CoCrFeNi", "comp:Co23.8Cr23.8Fe23.8Mo4.8Ni23.8"),
    ("AlxCoCrFeNi", "CoCrFeNiAlx", "comp:Al(x)CoCrFeNi"),
])
def test_compositions_meet_in_one_matid(a, b, matid):
    assert parse_composition(a).matid == parse_composition(b).matid == matid


@pytest.mark.parametrize("formula, amounts", [
    ("La0.6Sr0.4Co0.2Fe0.8O3−δ", {"La": 0.6, "Sr": 0.4, "Co": 0.2, "Fe": 0.8, "O": 3.0}),   # SOFC-Exp cathodes
    ("Ba0.5Sr0.5Co0.8Fe0.2O3-δ", {"Ba": 0.5, "Sr": 0.5, "Co": 0.8, "Fe": 0.2, "O": 3.0}),
    ("(La0.8Sr0.2)0.95MnO3", {"La": 0.76, "Sr": 0.19, "Mn": 1.0, "O": 3.0}),
    ("Ni(OH)2", {"Ni": 1.0, "O": 2.0, "H": 2.0}),
    ("La1−xSrxMnO3", None), ("Xx2", None), ("Fe0O", None)])
def test_fixed_formulas_are_parsed_by_pymatgen(formula, amounts):
    """The arithmetic of a formula with fixed amounts (groups times their multipliers) is pymatgen's; a variable
    amount, a symbol that is no element or an element of amount zero is no fixed formula."""
    got = formula_amounts(formula)
    assert got == (pytest.approx(amounts) if amounts else None)
    if got:
        assert list(got) == list(amounts)          # in the order written


def test_acronyms_and_malformed_formulas_are_not_compositions():
    for token in ("FCC", "BCC", "HCP", "CRSS", "HIP", "SFE", "CrMnFeCoNiXx", "CoCo"):
        assert parse_composition(token) is None, token
    r = recognise("Samples of CrMnFeCoNiXx and Al-0.3 were rejected; the FCC phase of HCP origin.")
    assert r.unrecognised == ["CrMnFeCoNiXx", "Al-0.3"]
    assert not [m for m in r.mentions if m.type == "composition"]
    assert {m.matid for m in r.mentions} == {"phase:FCC", "phase:HCP"}


@pytest.mark.parametrize("text,matids", [
    ("", set()), ("   ", set()),
    ("Испытания сплава CrMnFeCoNi при 77 K дали 615 МПа.", {"comp:Co20Cr20Fe20Mn20Ni20"}),   # the formula, in any script
    ("合金的屈服强度为 615 MPa。", set()),
    ("The value was 12 furlongs/fortnight at 3 parsecs.", set()),
    ("yield strength of ??? is ### MPa", {"prop:yield_strength"})])
def test_odd_input_gives_only_what_it_names(text, matids):
    """Empty, foreign-language, unknown-unit and garbled text: the MatIDs it does name, and no measurement
    (none of these states a material, a property and a value with a unit together)."""
    r = recognise(text)
    assert {m.matid for m in r.mentions} == matids
    assert r.measurements == [] and r.unrecognised == []


def test_measurement_with_unit_and_conditions():
    r = recognise("The CRSS of CrMnFeCoNi single crystals in tension is 53 MPa at room temperature and "
                  "175 MPa at 77 K, measured at a strain rate of 10^-3 s^-1.")
    got = {(m.material, m.property, m.value, m.unit, m.conditions["temperature_K"], m.conditions["loading_mode"])
           for m in r.measurements}
    assert got == {(CANTOR, "crss", 53.0, "MPa", 293.0, "tension"), (CANTOR, "crss", 175.0, "MPa", 77.0, "tension")}
    assert all(m.conditions["strain_rate_per_s"] == pytest.approx(1e-3) for m in r.measurements)


def test_ranges_uncertainty_and_processing_temperatures():
    r = recognise("The SFE of CrCoNi is 22 ± 4 mJ/m², between 18 and 26 mJ/m².")
    vals = sorted((m.value if isinstance(m.value, tuple) else (m.value,)) for m in r.measurements)
    assert vals == [(18.0, 26.0), (22.0,)]
    assert [m.uncertainty for m in r.measurements if m.value == 22.0] == [4.0]
    r = recognise("Annealing at 800 °C for 1 h gave CrMnFeCoNi a mean grain size of 4.4 µm.")
    (m,) = r.measurements
    assert (m.property, m.value, m.unit) == ("grain_size", 4.4, "µm")
    assert "temperature_K" not in m.conditions and m.conditions["processing"] == "Annealing at 800 °C for 1 h"


def test_from_to_values_take_the_temperatures_in_the_same_place():
    r = recognise("Between 293 K and 77 K the yield strength of CrMnFeCoNi rises from 410 MPa to 759 MPa and the "
                  "ultimate tensile strength from 763 MPa to 1280 MPa.")
    got = {(m.property, m.value, m.conditions["temperature_K"]) for m in r.measurements}
    assert got == {("yield_strength", 410.0, 293.0), ("yield_strength", 759.0, 77.0),
                   ("ultimate_tensile_strength", 763.0, 293.0), ("ultimate_tensile_strength", 1280.0, 77.0)}


def test_a_temperature_in_the_next_clause_is_not_the_values():
    r = recognise("At room temperature the CRSS of CrCoNi is 78 MPa, about 1.5 times that of Cantor's alloy, "
                  "and at 77 K it lies between 140 MPa and 160 MPa.")
    temps = {(m.value if not isinstance(m.value, tuple) else m.value[0]): m.conditions["temperature_K"]
             for m in r.measurements}
    assert temps == {78.0: 293.0, 140.0: 77.0}


def test_atomic_radii_are_not_lattice_parameters():
    r = recognise("Since the atomic radii are in the order Zr (1.60 Å) > Ti (1.45 Å), Mn replaces Zr in TiZrMn2, "
                  "whose lattice parameter a is 4.8776 Å.")
    assert {(m.property, m.value) for m in r.measurements} == {("atomic_radius", 1.6), ("atomic_radius", 1.45),
                                                                ("lattice_parameter", 4.8776)}


def test_a_temperature_written_before_its_process_is_not_a_test_temperature():
    from core.pipelines.question import question_conditions
    assert "temperature_K" not in question_conditions("What is the yield strength of HfNbTaTiZr after 1000 °C annealing?")
    assert question_conditions("What is the yield strength of HfNbTaTiZr at 1000 °C?")["temperature_K"] == 1273.15
    (m,) = recognise("After a 350 °C heat treatment the hardness of CrCoNi was 210 HV.").measurements
    assert "temperature_K" not in m.conditions


def test_units_are_normalised_with_pint():
    r = recognise("CrCoNi has a yield strength of 0.29 GPa.")
    (m,) = r.measurements
    assert (m.value, m.unit, m.value_std, m.unit_std) == (0.29, "GPa", pytest.approx(290.0), "MPa")
    assert same_quantity(0.29, "GPa", 290, "MPa") and not same_quantity(175, "MPa", 53, "MPa")
    assert convert(0.494, "MPa m^1/2", "MPa µm^1/2") == pytest.approx(494.0)
    assert convert(-196, "°C", "K") == pytest.approx(77.15)


def test_table_row_takes_material_unit_and_conditions_from_header_and_caption():
    r = table_row_measurements(
        "Table 1. Tensile yield strength of CrMnFeCoNi for three grain sizes; strain rate 10^-3 s^-1.",
        ["Grain size (µm)", "Yield strength at 77 K (MPa)", "Yield strength at 293 K (MPa)"], ["4.4", "615", "360"])
    got = {(m.material, m.property, m.value, m.unit, m.conditions["temperature_K"], m.conditions["grain_size_um"])
           for m in r.measurements}
    assert got == {(CANTOR, "yield_strength", 615.0, "MPa", 77.0, 4.4), (CANTOR, "yield_strength", 360.0, "MPa", 293.0, 4.4)}


def test_property_value_condition_table_keeps_each_loading_mode():
    """A Property | Value | Condition table: a shear condition is shear (it was read as compression)."""
    header = ["Property", "Value", "Condition"]
    modes = {}
    for cond in ("tension, 293 K", "compression, 293 K", "shear, 293 K"):
        (m,) = table_row_measurements("Table 2. Critical resolved shear stress of CrMnFeCoNi single crystals.", header,
                                      ["CRSS", "53 MPa", cond]).measurements
        modes[cond.split(",")[0]] = m.conditions["loading_mode"]
    assert modes == {"tension": "tension", "compression": "compression", "shear": "shear"}
    # the property and condition cells are read as the sentence components read a text unit: the loading mode the
    # property's name says, and a processing state the condition names, are kept
    (m,) = table_row_measurements("Table 2. Properties of the refractory high-entropy alloy HfNbTaTiZr.", header,
                                  ["Compressive yield strength", "929 MPa", "room temperature, HIP state"]).measurements
    assert m.conditions == {"temperature_K": 293.0, "processing": "HIP", "loading_mode": "compression"}


def test_quality_on_the_gold_set():
    """At least 0.85 precision and 0.80 recall for compositions, properties and measurements on 173 labelled
    sentences and table rows of the sample papers (tests/data/matid_gold.jsonl)."""
    scores = evaluate(load_gold())["scores"]
    for kind in ("composition", "property", "measurement"):
        assert scores[kind]["precision"] >= 0.85, (kind, scores[kind])
        assert scores[kind]["recall"] >= 0.80, (kind, scores[kind])


def test_formulas_broken_by_a_line_end_and_the_labels_papers_give_them():
    from core.matid.compositions import find_compositions
    from core.matid.samples import sample_labels
    # J. Qi et al., Energy & Environmental Materials 8 (2025) e70000 (CC BY), page 3, as extracted
    text = ("is detected in Zr0.85Nb0.15Co0.6Cu0.15Ni0.25 (NCN), Zr0.7Nb0.3Co0.6Cu0.15Ni0.25 (N2CN), "
            "Zr0.85Hf0.15Co0.6Cu0.15 Ni0.25 (HCN), and Zr0.7Hf0.15 Nb0.15Co0.6Cu0.15Ni0.25 (HNCN) alloys, "
            "with the TiFe (B2) phase, Mg2Ni (C14) and TiFe0.9Mn0.1 (hereafter denoted as TFM); Mg2Ni Mg2NiH4")
    spans = [text[s:e] for s, e, _ in find_compositions(text)[0]]
    assert "Zr0.85Hf0.15Co0.6Cu0.15 Ni0.25" in spans and "Zr0.7Hf0.15 Nb0.15Co0.6Cu0.15Ni0.25" in spans
    assert "Mg2Ni" in spans and "Mg2NiH4" in spans                  # formulas without every amount stay apart
    labels = sample_labels(text)
    assert labels["hncn"] == ("comp:Co30Cu7.5Hf7.5Nb7.5Ni12.5Zr35", "HNCN")
    assert labels["hcn"][0] == "comp:Co30Cu7.5Hf7.5Ni12.5Zr42.5" and labels["tfm"][1] == "TFM"
    assert "b2" not in labels and "c14" not in labels                 # structure types are no sample labels


def test_a_series_row_label_gives_the_member_even_when_the_caption_formula_is_broken_at_a_line_end():
    from core.matid.samples import series_member
    whole = series_member("Table 2 Hydrogen storage characteristics of the Ti0.84Zr0.16Mn0.9+xCr0.7Fe0.1 alloys", "x = 0.2")
    broken = series_member("Table 2 Hydrogen storage characteristics of the Ti0.84Zr0.16Mn0.9+x- Cr0.7Fe0.1 and "
                           "Ti0.84Zr0.16Mn0.9Cr0.7+yFe0.1 alloys", "x = 0.2")
    assert whole == broken == "comp:Cr24.1Fe3.4Mn37.9Ti29Zr5.5"      # Ti0.84Zr0.16Mn1.1Cr0.7Fe0.1


def test_a_sublattice_formula_with_a_space_between_its_groups_is_one_composition():
    from core.matid.compositions import find_compositions
    (spaced,), _ = find_compositions("the (Ce0.65La0.35) (Ni3.8Al0.4Fe0.4Mn0.4)5 alloy")
    (joined,), _ = find_compositions("the (Ce0.65La0.35)(Ni3.8Al0.4Fe0.4Mn0.4)5 alloy")
    assert spaced[2].matid == joined[2].matid == "comp:Al7.7Ce2.5Fe7.7La1.3Mn7.7Ni73.1"


def test_a_group_in_atomic_percent_shares_its_total_and_a_zero_amount_drops_its_element():
    # written in the notation of high-entropy-alloy papers: "(FeCoNi)86Al7Ti7" is 86 at.% of equiatomic FeCoNi, where
    # a chemical formula's arithmetic had made each of Fe, Co and Ni 86 (31.6 at.% each); "Al0CoCrFeNi", the x = 0
    # member of a series, is CoCrFeNi, where it had been no composition and its value went to an unread name
    from core.matid.compositions import find_compositions, parse_composition
    (one,), _ = find_compositions("the (FeCoNi)86Al7Ti7 alloy")
    assert one[2].matid == "comp:Al7Co28.7Fe28.7Ni28.7Ti7"
    (one,), _ = find_compositions("the (CoCrFeNi)94Ti2Al4 alloy")
    assert one[2].matid == "comp:Al4Co23.5Cr23.5Fe23.5Ni23.5Ti2"
    (one,), _ = find_compositions("the (Ti0.5Zr0.5)1(Mn0.5Cr0.5)2 alloy")          # (a chemical formula as before)
    assert one[2].matid == "comp:Cr33.3Mn33.3Ti16.7Zr16.7"
    assert parse_composition("Al0CoCrFeNi").matid == parse_composition("CoCrFeNi").matid == "comp:Co25Cr25Fe25Ni25"
    assert parse_composition("Ti0Zr0.5") is None


def test_a_column_of_phases_gives_each_row_its_phase():
    # the hydrogen set's Mg-Ni HPT paper, Table 1: the rows of "Mg hcp" and "Ni fcc" were the caption's Mg-30 at% Ni
    # sample's with no word of the phase (its "weight fraction" 46 and 24 wt%, its lattice parameters); each row's
    # values now carry their phase, and "wt%" beside the phases is their fraction
    cap = ("Table 1. Crystallographic parameters of phases present in Mg-30 at% Ni powder mixture and processed by 10, "
           "50, and 100 turns of HPT.")
    header = ["Condition", "Phase", "wt%", "a (Å)", "c (Å)", "Crystallite Size (nm)"]
    got = {(m.material, m.property, m.value, m.conditions.get("phase")) for row in (
        ["Powder Mixture", "Mg hcp", "46 (3)", "3.2102 (3)", "5.2118 (1)", "-"],
        ["HPT N50 γ = 2000", "Mg2Ni hcp", "11 (2)", "5.27 (1)", "13.35 (6)", "6 (1)"],
        ["HPT N100 γ = 4400", "Ni fcc", "24 (3)", "3.5249 (3)", "-", "57 (1)"])
        for m in table_row_measurements(cap, header, row).measurements}
    assert {("comp:Mg70Ni30", "phase_fraction", 46.0, "Mg hcp"), ("comp:Mg70Ni30", "lattice_parameter", 3.2102, "Mg hcp"),
            ("comp:Mg66.7Ni33.3", "phase_fraction", 11.0, "Mg2Ni hcp"),
            ("comp:Mg70Ni30", "crystallite_size", 57.0, "Ni fcc")} <= got
    assert not any(prop == "weight_fraction" or phase is None for _, prop, _, phase in got)
    # (its "Condition" column is each row's processing state, whole, so the 50- and 100-turn samples stay apart; a
    # state that names no process, "Powder Mixture", is none)
    states = {m.value: m.conditions.get("processing") for row in (
        ["Powder Mixture", "Mg hcp", "46 (3)", "3.2102 (3)", "5.2118 (1)", "-"],
        ["HPT N50 γ = 2000", "Mg2Ni hcp", "11 (2)", "5.27 (1)", "13.35 (6)", "6 (1)"],
        ["HPT N100 γ = 4400", "Ni fcc", "24 (3)", "3.5249 (3)", "-", "57 (1)"])
        for m in table_row_measurements(cap, header, row).measurements if m.property == "crystallite_size"}
    assert states == {6.0: "HPT N50 γ = 2000", 57.0: "HPT N100 γ = 4400"}


def test_a_header_word_that_names_another_quantity_than_its_unit_implies():
    # the hydrogen set's TiZrMnCr paper, Table 3: "Capacity (wt%)" was the weight fraction "wt%" alone implies; in a
    # paper of hydrogen storage capacities it is that property, elsewhere an open "capacity"
    from core.matid.samples import paper_samples
    cap = "Table 3 Hydrogen storage characteristics of several other alloys reported in the literature"
    header = ["Alloy", "Temperature (K)", "Pdes (MPa)", "Capacity (wt%)", "References"]
    row = ["(Ti0.85Zr0.15)1.1Cr0.925MnFe0.075", "273", "1.06", "1.54", "39"]
    samples = paper_samples([("title", "Hydrogen storage properties of TiZrMnCr alloys"),
                             ("", "The hydrogen storage capacity of the Ti0.84Zr0.16Mn0.9Cr0.7Fe0.1 alloy is 1.8 wt%.")])
    props = {m.property: m for m in table_row_measurements(cap, header, row, samples=samples).measurements}
    assert props["hydrogen_storage_capacity"].value == 1.54
    assert props["hydrogen_storage_capacity"].conditions.get("temperature_K") == 273.0
    assert "capacity" in {m.property for m in table_row_measurements(cap, header, row).measurements}
    assert "weight_fraction" not in props
    # a unit alone, or a word its property is named by, still names what the unit implies
    assert [m.property for m in table_row_measurements("Table 1 Compositions", ["Alloy", "wt%"],
                                                       ["Ti0.85Zr0.15", "5.2"]).measurements] == ["weight_fraction"]
