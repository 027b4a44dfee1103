"""Measurements in real papers of other fields: open property vocabulary, conditions such as cycles,
units and properties from table headers, symbols. Sentences are from the development set's papers
(CC BY; see tests/data/README.md)."""
from __future__ import annotations

from core.matid.recognise import recognise
from core.matid.tables import table_row_measurements

ALLOY = "comp:Cr25.9Fe3.7Mn33.3Ti31.1Zr5.9"


def facts(text: str, material: str = ALLOY):
    return {(m.property, m.value, m.unit) for m in recognise(text, material).measurements}


def test_a_property_the_vocabulary_lacks_is_still_recorded():
    # Pan et al., RSC Adv. 2025: capacity retention after cycling ("capacity retention rate" is a name the property
    # catalogue gives capacity retention)
    r = recognise("It was found that the capacity retention rate reached 96.2% after 500 hydrogenation–"
                  "dehydrogenation cycles.", ALLOY)
    (m,) = r.measurements
    assert (m.material, m.property, m.value, m.unit, m.conditions["cycles"]) == \
        (ALLOY, "capacity_retention", 96.2, "%", 500)
    # a theoretical value is the catalogue's property, with how it was obtained as a condition
    (m,) = [m for m in recognise("Magnesium (Mg) has a high theoretical hydrogen storage capacity of 7.6 wt.% and a "
                                 "desorption temperature above 300 °C.", ALLOY).measurements if m.value == 7.6]
    assert (m.property, m.unit, m.conditions.get("method")) == ("hydrogen_storage_capacity", "wt%", "theoretical")
    # Hosseini et al., Metals 2025: a time in seconds, a capacity after it
    assert facts("In contrast, the annealed sample demonstrated a longer incubation time of 7200 s and reached a "
                 "capacity of 1.2 wt.% after 24 h.") == {("incubation_time", 7200.0, "s"), ("capacity", 1.2, "wt%")}
    assert ("capacity_retention", 95.95, "%") in \
        facts("The HNCN alloy retained 1.66 wt% capacity, achieving 95.95% capacity retention after 100 cycles.")


def test_conditions_and_compositions_are_not_properties():
    assert facts("The tests were done at a temperature of 298 K and a pressure of 80 bar.") == set()
    assert facts("Mg-10wt.%V and Mg-30 at% Ni were milled together.") == set()
    assert facts("The strain rate of 10^-3 s^-1 was used throughout.") == set()


def test_table_headers_give_units_and_properties_symbols_included():
    r = table_row_measurements("Table 1 Lattice parameters of the alloys from Rietveld refinement",
                               ["Alloy", "a (Å)", "c (Å)", "V (Å3)"], ["x=0.1", "4.8936", "8.0337", "166.613"], ALLOY)
    assert {(m.property, m.value, m.unit) for m in r.measurements} == {
        ("lattice_parameter", 4.8936, "Å"), ("lattice_parameter", 8.0337, "Å"), ("cell_volume", 166.613, "Å³")}
    r = table_row_measurements("Table 4 Thermodynamic parameters of the alloys",
                               ["Alloy", "ΔH/kJ mol−1", "ΔS/J mol−1 K−1", "Crystallite size (nm)"],
                               ["x=0.2", "−18.8", "88.3", "17 (3)"], ALLOY)
    got = {(m.property, m.value, m.unit) for m in r.measurements}
    assert {("enthalpy", -18.8, "kJ/mol"), ("entropy", 88.3, "J/(mol K)"), ("crystallite_size", 17.0, "nm")} == got


def test_symbols_after_text_repair_name_their_property():
    # the CrCoNi sentence of a Nature paper, after the symbol-font repair: σy and σUTS with detached
    # subscripts re-attached
    got = {(m.property, m.value, m.unit, m.conditions.get("temperature_K"))
           for m in recognise("CrCoNi reaches yield strength and ultimate tensile strength values of "
                              "σy = 657 MPa and σUTS = 1,311 MPa at 77 K.").measurements}
    assert got == {("yield_strength", 657.0, "MPa", 77.0), ("ultimate_tensile_strength", 1311.0, "MPa", 77.0)}


def test_respectively_gives_one_measurement_per_value_with_its_temperature_and_material():
    r = recognise("At 293, 198 and 77 K, the CrCoNi alloy has Young's moduli E of 229, 235 and 241 GPa, respectively.")
    got = sorted((m.value, m.unit, m.conditions["temperature_K"]) for m in r.measurements
                 if m.property == "youngs_modulus")
    assert got == [(229.0, "GPa", 293.0), (235.0, "GPa", 198.0), (241.0, "GPa", 77.0)]
    r = recognise("The yield strengths of CrMnFeCoNi and CrCoNi are 410 and 657 MPa, respectively.")
    assert {(m.material, m.value) for m in r.measurements} == {("comp:Co20Cr20Fe20Mn20Ni20", 410.0),
                                                               ("comp:Co33.3Cr33.3Ni33.3", 657.0)}


def test_sublattice_formulas_and_series_rows_name_one_composition():
    from core.matid.compositions import find_compositions
    # Ponsoni et al., ACS AEM 2025: a C14 Laves formula by sublattice is one alloy
    (_, _, comp), = find_compositions("the (Ti0.5Zr0.5)1(Mn0.5Cr0.5)2 alloy")[0]
    assert comp.matid == "comp:Cr33.3Mn33.3Ti16.7Zr16.7"
    # Pan et al., RSC Adv. 2025: the row "x = 0.1" of a series Ti0.84Zr0.16Mn0.9+xCr0.7Fe0.1 is the alloy
    # the question names as Ti0.84Zr0.16Mn1.0Cr0.7Fe0.1
    asked = find_compositions("Ti0.84Zr0.16Mn1.0Cr0.7Fe0.1")[0][0][2].matid
    r = table_row_measurements("Table 1 Lattice parameters of the Ti0.84Zr0.16Mn0.9+xCr0.7Fe0.1 and "
                               "Ti0.84Zr0.16Mn0.9Cr0.7+yFe0.1 alloys", ["Sample", "a/Å", "c/Å", "V/Å3"],
                               ["x = 0.1", "4.8936", "8.0337", "166.613"], ALLOY)
    assert {(m.material, m.property, m.value) for m in r.measurements if m.property == "cell_volume"} == \
        {(asked, "cell_volume", 166.613)}


# --- open vocabulary, lists and tables of real hydrogen-storage papers (the development set) ---------
def measured(text: str, material: str = ALLOY):
    return sorted((m.property, m.value, m.unit, tuple(sorted(m.conditions.items())))
                  for m in recognise(text, material).measurements)


def test_weight_percent_of_hydrogen_is_a_value_and_a_composition_is_not():
    got = measured("The alloy absorbed 1.56 wt.% hydrogen at room temperature.")
    assert got == [("hydrogen_storage_capacity", 1.56, "wt%", (("temperature_K", 293.0),))]
    assert [(p, v, u) for p, v, u, _ in measured("The alloy has a hydrogen storage capacity of 1.83 wt% at 298 K.")] \
        == [("hydrogen_storage_capacity", 1.83, "wt%")]
    assert measured("Mg-10wt.%V and 30 at% Ni were ball milled for 5 h.") == []


def test_a_phrase_the_unit_contradicts_is_no_property():
    assert measured("The desorption temperature of 1.5 wt% was reached.") == []


def test_change_from_one_value_to_another_gives_both_with_their_cycles():
    # Pan et al., RSC Adv. 2025
    got = measured("The alloy particle size decreased from 22.56 µm after 10 cycles to 9.12 µm after 500 cycles.")
    assert got == [("particle_size", 9.12, "µm", (("cycles", 500),)), ("particle_size", 22.56, "µm", (("cycles", 10),))]
    # Ponsoni et al., ACS AEM 2025: "an increase from A to B" is two values, not a range
    got = measured("In terms of unit cell volume, it corresponds to an increase from 174.56 to 213.39 Å^3")
    assert [(p, v, u) for p, v, u, _ in got] == [("cell_volume", 174.56, "Å³"), ("cell_volume", 213.39, "Å³")]


def test_values_in_parentheses_after_a_symbol_and_respectively_with_temperatures():
    # Ponsoni et al., ACS AEM 2025
    got = measured("One can see that the maximum hydrogen uptake at 80 bar decreases as the temperature increases: "
                   "H/M = 1.14 (1.92 wt %), H/M = 1.07 (1.81 wt %), and H/M= 1.01 (1.70 wt %) for 30, 60, and 90 °C, "
                   "respectively.")
    # ("maximum hydrogen uptake" is the catalogue's maximum capacity)
    assert [(p, v, u, dict(c)["temperature_K"]) for p, v, u, c in got] == [
        ("maximum_capacity", 1.7, "wt%", 363.15), ("maximum_capacity", 1.81, "wt%", 333.15),
        ("maximum_capacity", 1.92, "wt%", 303.15)]
    got = measured("For these temperatures, the observed hydrogen equilibrium pressures for the alloy having H/M = 0.5 "
                   "were approximately 0.4, 1.3, and 3.5 bar, respectively.")
    assert {(p, v, u) for p, v, u, _ in got} == {("equilibrium_pressure", x, "bar") for x in (0.4, 1.3, 3.5)}
    got = measured("A slight decrease in hydrogen absorption was observed during the subsequent cycles until "
                   "H/M = 0.82 (1.33 wt %) in the 50th cycle.")
    # (and "H/M = 0.82", a symbol right before a bare number, is the hydrogen-to-metal ratio; "having H/M = 0.5"
    # above is a setting)
    assert [(p, v, u) for p, v, u, _ in got] == [("hydrogen_storage_capacity", 1.33, "wt%"),
                                                 ("hydrogen_to_metal_ratio", 0.82, "")]


def test_a_value_list_of_materials_shares_the_property_of_its_first_value():
    # Qi et al., EEM 2025: sample labels in parentheses after a comparison
    got = measured("There is a sharp increase of hydrogen utilization ratio for HNCN (93.10%) compared with ZrCo "
                   "(89.90%), HCN (86.11%), and NCN (89.07%) alloys due to thermodynamic destablization.")
    assert {(p, v) for p, v, _, _ in got} == {("hydrogen_utilization_ratio", v) for v in (93.1, 89.9, 86.11, 89.07)}
    got = measured("By the 20th cycle, the capacity was H/M = 1.03 (1.74 wt %), indicating that the alloy retained 98% "
                   "of its initial hydrogen storage capacity over 20 cycles.")
    # the share of the hydrogen storage capacity retained is the catalogue's capacity retention
    assert ("capacity_retention", 98.0, "%", (("cycles", 20),)) in got


def test_conditions_and_provenance_are_not_properties():
    assert measured("The hydrogenation was performed at room temperature (21 °C) and 2000 kPa of hydrogen pressure.") == []
    assert measured("The samples were synthesized from high-purity elemental metals: Ce (99.9%, Osnabruegge GmbH).") == []
    assert measured("The PCT tests were conducted at 25 °C under hydrogen pressures of 25 bar.") == []


def test_table_headers_with_footnote_marks_conditions_and_parenthesised_uncertainties():
    # Qi et al., EEM 2025, Table 2: footnote marks, a temperature after the unit, a sample label as the row's material
    r = table_row_measurements("Table 2. Thermodynamic parameters for dehydrogenation of HNCN, NCN, and HCN alloys.",
                               ["Compositions", "Peqa) (bar) 225 °C", "Peqa) (bar) 275 °C", "Sfb)",
                                "ΔH (kJ·mol−1 H2)", "ΔS (J·K−1·mol−1 H2)"],
                               ["HNCN", "0.060", "0.290", "0.77", "75.41", "127.30"], ALLOY)
    got = {(m.material, m.property, m.value, m.unit, m.conditions.get("temperature_K")) for m in r.measurements}
    assert got == {("mat:hncn", "equilibrium_pressure", 0.06, "bar", 498.15),
                   ("mat:hncn", "equilibrium_pressure", 0.29, "bar", 548.15),
                   ("mat:hncn", "enthalpy", 75.41, "kJ/mol", None), ("mat:hncn", "entropy", 127.3, "J/(mol K)", None),
                   ("mat:hncn", "plateau_slope", 0.77, "", None)}     # "Sf", the symbol alone: a ratio written bare
    # Hosseini et al., Metals 2025, Table 4: the unit as the header's last word, errors in parentheses
    r = table_row_measurements("Table 4. Rietveld refinement results of AS-5CR and VA-5CR. The error is shown in "
                               "parentheses.", ["Sample", "Phase", "Phase Fraction Wt.%", "Lattice Parameter (Å)",
                                                "Crystallite Size (nm)"], ["VA-5CR", "Ti2Fe", "30 (6)", "11.3330(6)", "10 (3)"])
    got = {(m.material, m.property, m.value, m.unit, m.uncertainty) for m in r.measurements}
    assert got == {("comp:Fe33.3Ti66.7", "phase_fraction", 30.0, "wt%", 6.0),
                   ("comp:Fe33.3Ti66.7", "lattice_parameter", 11.333, "Å", 0.0006),
                   ("comp:Fe33.3Ti66.7", "crystallite_size", 10.0, "nm", 3.0)}
    # Hannappel et al. 2025: relative errors in percent; pressures at half capacity by symbol
    r = table_row_measurements("Table 3 Experimental sorption properties", ["Sample", "Cmax (wt.%-H)", "Pdes (bar)",
                                                                           "ΔHabs (kJ/mol H2)"],
                               ["Alloy_1_as-cast", "1.36 (4%)", "11.5 (46%)", "−31.3 (3%)"], ALLOY)
    got = {(m.material, m.property, m.value, m.unit) for m in r.measurements}
    assert got == {("mat:alloy-1-as-cast", "maximum_capacity", 1.36, "wt%"),
                   ("mat:alloy-1-as-cast", "desorption_plateau_pressure", 11.5, "bar"),
                   ("mat:alloy-1-as-cast", "absorption_enthalpy", -31.3, "kJ/mol")}
    assert {m.uncertainty for m in r.measurements if m.property == "maximum_capacity"} == {0.0544}


def test_symbol_headers_and_glyph_damaged_units():
    # Qi et al., EEM 2025, Table 1: "A ˚" is Å with its ring set apart; a group header over two columns
    r = table_row_measurements("Table 1. Lattice parameters and phase components of the alloys",
                               ["Compositions", "Lattice parameters of B33 phase a/A ˚",
                                "Lattice parameters of B33 phase V/A^3 ˚", "Phase component B33",
                                "Phase component (%) B2", "δ"], ["NCN", "3.2296", "132.41", "98.01", "1.99", "9.0"], ALLOY)
    got = {(m.property, m.value, m.unit) for m in r.measurements}
    # "phase component" is a phase fraction; the structure type after the name is the phase the column is about
    assert got == {("lattice_parameter", 3.2296, "Å"), ("cell_volume", 132.41, "Å³"), ("phase_fraction", 98.01, "%"),
                   ("phase_fraction", 1.99, "%"), ("atomic_size_mismatch", 9.0, "%")}
    assert {m.value: m.conditions.get("phase") for m in r.measurements if m.property == "phase_fraction"} == \
        {98.01: "B33", 1.99: "B2"}


def test_pressure_is_a_condition_and_an_agent_is_no_property():
    got = measured("The hydrogen storage capacity reached 1.42 wt.% under 80 bar at 298 K.")
    assert got == [("hydrogen_storage_capacity", 1.42, "wt%", (("pressure_bar", 80.0), ("temperature_K", 298.0)))]
    # Ponsoni et al., ACS AEM 2025: the company that achieved a capacity is not a property
    assert [p for p, *_ in measured("Toyota’s research team demonstrated the utilization of Ti1.1MnCr alloys in "
                                    "high-pressure tanks, achieving 1.9 wt % hydrogen storage at 350 bar in 2006.")
            if p in ("toyota", "research_team")] == []


def test_mathematical_italic_symbols_read_as_letters():
    # Hannappel et al. 2025 (LaTeX-made PDF): header symbols in mathematical italic
    r = table_row_measurements("Table 4 Lattice parameters", ["Composition", "𝑎/Å", "𝛥𝐻abs/kJmol^−1 H"],
                               ["Alloy_1_as-cast", "5.02837(12)", "−31.3"], ALLOY)
    assert {(m.property, m.value, m.unit, m.uncertainty) for m in r.measurements} == {
        ("lattice_parameter", 5.02837, "Å", 0.00012), ("absorption_enthalpy", -31.3, "kJ/mol", None)}
