"""Measurements in real papers of other fields: open property vocabulary, conditions such as cycles,
units and properties from table headers, symbols. Sentences are from the development set's papers
(CC BY; see tests/data/README.md)."""
from __future__ import annotations

from core.matid.recognise import recognise, table_row_measurements

ALLOY = "comp:Cr25.9Fe3.7Mn33.3Ti31.1Zr5.9"


def facts(text: str, material: str = ALLOY):
    return {(m.property, m.value, m.unit) for m in recognise(text, material).measurements}


def test_a_property_the_vocabulary_lacks_is_still_recorded():
    # Pan et al., RSC Adv. 2025: capacity retention after cycling
    r = recognise("It was found that the capacity retention rate reached 96.2% after 500 hydrogenation–"
                  "dehydrogenation cycles.", ALLOY)
    (m,) = r.measurements
    assert (m.material, m.property, m.value, m.unit, m.conditions["cycles"]) == \
        (ALLOY, "capacity_retention_rate", 96.2, "%", 500)
    assert ("theoretical_hydrogen_storage_capacity", 7.6, "wt%") in \
        facts("Magnesium (Mg) has a high theoretical hydrogen storage capacity of 7.6 wt.% and a desorption "
              "temperature above 300 °C.")
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
