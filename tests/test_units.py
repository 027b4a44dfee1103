"""Values with units (core/units.py): the unit grammar on the units of every materials sub-field, numbers as papers
write them, qualifiers, the guards against false units, canonical spellings and their dimensions.

Sentences marked "SOFC-Exp" are from the SOFC-Exp corpus, Friedrich et al., ACL 2020 (CC BY 4.0; texts of CC BY
articles, see /work/shared/sofc-exp/README.md); the short examples are written for this test."""
from __future__ import annotations

import pytest

from core.units import (Quantity, canonical_unit, compatible, convert, find_lists, find_quantities, same_quantity,
                        to_float, unit_dimension, unit_mentioned, value_found)


def read(text: str) -> list[tuple]:
    """(value, unit) of each quantity, values rounded so that 9.74e-4 compares as written."""
    def r(v):
        return tuple(float(f"{x:.10g}") for x in v) if isinstance(v, tuple) else float(f"{v:.10g}")
    return [(r(q.value), q.unit) for q in find_quantities(text)]


# --- fuel cells: values from annotated SOFC-Exp papers (value, unit; a second unit and the value in it) ------------
@pytest.mark.parametrize("text, expected, to", [
    ("850 mW/cm2", [(850, "mW/cm²")], None),
    ("0.962 W cm−2", [(0.962, "W/cm²")], ("mW/cm²", 962)),
    ("393 mW·cm−2", [(393, "mW/cm²")], ("W/cm²", 0.393)),
    ("0.15 Wcm−2", [(0.15, "W/cm²")], None),
    ("342 mW cm–2", [(342, "mW/cm²")], None),
    ("≈2.2 W cm−2", [(2.2, "W/cm²")], None),
    ("2574 mA cm−2", [(2574, "mA/cm²")], ("A/cm²", 2.574)),
    ("−500 mA/cm2", [(-500, "mA/cm²")], None),
    ("1.0 A cm−2", [(1.0, "A/cm²")], ("mA/cm²", 1000)),
    ("from 0.8 to 1.5 A cm−2", [((0.8, 1.5), "A/cm²")], None),
    ("1.07 V", [(1.07, "V")], ("mV", 1070)),
    ("−150 mV", [(-150, "mV")], ("V", -0.15)),
    ("1.15–1.18 V", [((1.15, 1.18), "V")], None),
    ("0.231 Ω cm2", [(0.231, "Ω cm²")], ("mΩ cm²", 231)),
    ("1.103 Ωcm2", [(1.103, "Ω cm²")], None),
    ("0.080 Ω·cm2", [(0.08, "Ω cm²")], None),
    ("∼5–7 Ω cm2", [((5, 7), "Ω cm²")], None),
    ("1.05 Ω", [(1.05, "Ω")], ("mΩ", 1050)),
    ("0.63±0.08 Ω cm2", [(0.63, "Ω cm²")], None),
    ("0.388 ohm cm2", [(0.388, "Ω cm²")], None),
    ("9.74 × 10−4 S cm−1", [(0.000974, "S/cm")], ("S/m", 0.0974)),
    ("63 Scm−1", [(63, "S/cm")], None),
    ("0.3463 S/cm", [(0.3463, "S/cm")], None),
    ("5.7 × 10−2 S·cm−1", [(0.057, "S/cm")], None),
    ("5.4 mS cm−1", [(5.4, "mS/cm")], ("S/cm", 0.0054)),
    ("0.005 S cm-1", [(0.005, "S/cm")], None),
    ("2.2 × 10−3–4 × 10−3 S·cm−1", [((0.0022, 0.004), "S/cm")], None),
    ("from 2.0 × 10−4 S·cm−1 to 3.0 × 10−1 S·cm−1", [(0.0002, "S/cm"), (0.3, "S/cm")], None),
    # PolyIE train/28: a bracketed mantissa times a power of ten (a range; a value ± its uncertainty)
    ("(3.3-5.6) × 10^-4 cm^2 V -1 s^-1", [((0.00033, 0.00056), "cm²/(V s)")], None),
    ("(1.2 ± 0.1) × 10−3 S cm−1", [(0.0012, "S/cm")], None),
    # PolyIE train/41: a power of ten whose mantissa the PDF lost is no value (nor "4" of its exponent)
    ("around x 10^-4 cm^2 V -1 s^-1", [], None),
    ("0.5 mV h−1", [(0.5, "mV/h")], ("mV/kh", 500)),
    ("31 mΩ·cm2/1000 h", [(31, "mΩ cm²/kh")], ("mΩ cm²/h", 0.031)),
    ("1.9%/kh", [(1.9, "%/kh")], ("%/h", 0.0019)),
    ("1.0–7.5% h−1", [((1.0, 7.5), "%/h")], None),
    ("~0.05% per hour", [(0.05, "%/h")], ("%/kh", 50)),
    ("8 mV/1000 h", [(8, "mV/kh")], ("mV/h", 0.008)),
    ("0.3% per cycle", [(0.3, "%/cycle")], None),
    ("850-nm-thick", [(850, "nm")], ("µm", 0.85)),
    ("0.7-μm-thick", [(0.7, "µm")], None),
    ("2 mm-thick", [(2, "mm")], None),
    ("~250 μm", [(250, "µm")], None),
    ("15,000 h", [(15000, "h")], None),
    ("over 1700 h", [(1700, "h")], None),
    ("100 hours", [(100, "h")], None),
    ("600 oC", [(600, "°C")], ("K", 873.15)),
])
def test_fuel_cell_values(text, expected, to):
    got = find_quantities(text)
    assert read(text) == [(pytest.approx(v) if not isinstance(v, tuple) else tuple(pytest.approx(x) for x in v), u)
                          for v, u in expected]
    if to:
        assert convert(got[0].low, got[0].unit, to[0]) == pytest.approx(to[1])


def test_between_is_one_range_in_the_recogniser():
    from core.matid.quantities import text_quantities
    text = "at 800 °C, the OCV is between 0.68 and 0.71 V depending on the chosen database"   # SOFC-Exp
    assert [(q.value, q.unit) for q in text_quantities(text, [])] == [(800.0, "°C"), ((0.68, 0.71), "V")]


@pytest.mark.parametrize("sentence, expected", [   # SOFC-Exp corpus, Friedrich et al., ACL 2020 (CC BY 4.0)
    ("The maximum power density values of PBMFe-12-CoFe and PBMCo-12-CoFe were determined to be 0.743 and "
     "0.962 W cm−2, respectively", [(0.962, "W/cm²")]),
    ("The highest power density and conductivity of BaCe0.9Yb0.1O3−α-NaCl~KCl was 393 mW·cm−2 and 3.0 × 10−1 S·cm−1 "
     "at 700 °C, respectively.", [(393, "mW/cm²"), (0.3, "S/cm"), (700, "°C")]),
    ("The cell showed an activation upon the first 15 RedOx cycles at 800 °C, going from 0.8 to 1.5 A cm−2 at short "
     "circuit [210].", [(800, "°C"), ((0.8, 1.5), "A/cm²")]),
    ("The measured open-circuit potential difference (OCPD) for all cells was 1.15–1.18 V at 650–800 °C",
     [((1.15, 1.18), "V"), ((650, 800), "°C")]),
    ("exhibits a conductivity of 63 Scm−1and 60 Scm−1 at 415 °C in air", [(63, "S/cm"), (60, "S/cm"), (415, "°C")]),
    ("The overall estimated degradation rate was 8 mV/1000 h or 31 mΩ·cm2/1000 h respectively.",
     [(8, "mV/kh"), (31, "mΩ cm²/kh")]),
    ("A full system worked for 15,000 h with 4 thermo-RedOx cycles and 3 RedOx cycles with 1.9%/kh degradation.",
     [(15000, "h"), (1.9, "%/kh")]),
    ("high performance (0.6 V at 0.4 A cm−2 and 650 °C for 50 h7) was achieved.",
     [(0.6, "V"), (0.4, "A/cm²"), (650, "°C"), (50, "h")]),                # "h7": a footnote mark
    ("supported on a 2 mm-thick YSZ ring", [(2, "mm")]),
    ("The rate of observed degradation depends mostly on used materials (up to −500 mA/cm2).", [(-500, "mA/cm²")]),
    ("the ionic conductivity of the 2-μm-thick YSZ film was 9.74 × 10−4 S cm−1 at 500 °C",
     [(2, "µm"), (0.000974, "S/cm"), (500, "°C")]),
])
def test_fuel_cell_sentences(sentence, expected):
    assert read(sentence) == [(pytest.approx(v) if not isinstance(v, tuple) else tuple(pytest.approx(x) for x in v), u)
                              for v, u in expected]


def test_lists_share_the_unit_after_the_last_value():
    groups = find_lists("maximum current densities were approximately 1718, 2389, and 2574 mA cm−2 at 500 oC")
    assert [[(q.value, q.unit) for q in g] for g in groups] == [[(1718, "mA/cm²"), (2389, "mA/cm²"),
                                                                  (2574, "mA/cm²")]]
    assert [q.value for q in find_lists("1.72, 1.05 and 0.56 W cm−2")[0]] == [1.72, 1.05, 0.56]


# --- other sub-fields ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, value, unit", [
    ("Tc = 38.5 K", 38.5, "K"), ("Hc2(0) ≈ 60 T", 60, "T"), ("Jc of 1.2 × 10^5 A/cm2", 1.2e5, "A/cm²"),
    ("8.7 emu/g", 8.7, "emu/g"), ("2.1 µB", 2.1, "µB"), ("λ = 200 nm", 200, "nm"), ("PCE of 18.2%", 18.2, "%"),
    ("Voc = 1.12 V", 1.12, "V"), ("Jsc of 23.4 mA cm−2", 23.4, "mA/cm²"), ("Eg = 1.55 eV", 1.55, "eV"),
    ("172 mAh g−1", 172, "mAh/g"), ("172 mA h g−1", 172, "mAh/g"), ("350 Wh kg−1", 350, "Wh/kg"),
    ("S = 210 µV K−1", 210, "µV/K"), ("κ = 0.8 W m−1 K−1", 0.8, "W/(m K)"), ("PF 3.5 µW cm−1 K−2", 3.5, "µW/(cm K²)"),
    ("ρ = 12 µΩ cm", 12, "µΩ cm"), ("1.2 mΩ cm", 1.2, "mΩ cm"), ("TOF of 0.5 s−1", 0.5, "s^-1"),
    ("45 µmol g−1 h−1", 45, "µmol/(g h)"), ("Tafel slope of 52 mV dec−1", 52, "mV/dec"),
    ("mass activity 0.45 A mg−1", 0.45, "A/mg"), ("210 F g−1", 210, "F/g"), ("1.2 × 10^-5 cm2 s−1", 1.2e-5, "cm²/s"),
    ("n = 3 × 10^19 cm−3", 3e19, "cm^-3"), ("mobility 120 cm2 V−1 s−1", 120, "cm²/(V s)"),
    ("mobility 120 cm2/Vs", 120, "cm²/(V s)"), ("CTE of 12.5 × 10−6 K−1", 12.5e-6, "K^-1"),
    ("12 ppm K−1", 12, "ppm/K"), ("5.8 km/s", 5.8, "km/s"), ("6.02 mm/µs", 6.02, "mm/µs"), ("3.2 g/mol", 3.2, "g/mol"),
    ("1 M KOH", 1, "M"), ("25 µC/cm2", 25, "µC/cm²"), ("breakdown field 350 kV/cm", 350, "kV/cm"),
    ("9.8 GHz", 9.8, "GHz"), ("a compressibility of 0.005 GPa−1", 0.005, "GPa^-1"), ("5 mM", 5, "mM"),
    ("at a rate of 100 °C/h", 100, "K/h"), ("heated at 10 °C min−1", 10, "K/min"), ("a vacuum of 10−3 Pa", 1e-3, "Pa"),
    ("2.5 mAh cm−2", 2.5, "mAh/cm²"), ("a flow of 100 ml min−1", 100, "mL/min"), ("in 2 M HCl", 2, "M"),
])
def test_units_of_other_fields(text, value, unit):
    (q,) = find_quantities(text)
    assert (q.value, q.unit) == (pytest.approx(value), unit)


def test_dimensionless_values_have_no_unit_to_read():
    assert find_quantities("FF 0.78") == [] and find_quantities("ZT of 1.2") == []
    assert find_quantities("the upper critical field μ0Hc2") == []


def test_conversions_between_spellings():
    assert convert(0.962, canonical_unit("W cm−2"), "mW/cm²") == pytest.approx(962)
    assert convert(5.4, canonical_unit("mS cm−1"), "S/cm") == pytest.approx(0.0054)
    assert convert(1.9, "%/kh", "%/h") == pytest.approx(0.0019)
    assert canonical_unit("mA h g−1") == "mAh/g" and convert(172, "mAh/g", "mAh/g") == 172
    assert same_quantity(0.15, "W/cm²", 150, "mW/cm²") and not same_quantity(0.15, "W/cm²", 150, "mA/cm²")
    assert compatible("Ω cm²", "mΩ cm²") and not compatible("Ω cm²", "Ω cm")
    assert not compatible("mV/dec", "mV") and not compatible("%/cycle", "%")    # own dimensions
    assert convert(1, "kh", "h") == pytest.approx(1000)


@pytest.mark.parametrize("written", ["cm2", "cm²", "cm^2", "cm^(2)"])
def test_positive_exponents(written):
    assert canonical_unit(f"mΩ {written}") == "mΩ cm²"


@pytest.mark.parametrize("written", ["cm−2", "cm-2", "cm–2", "cm⁻²", "cm^-2", "cm^−2", "cm^(−2)", "cm^(-2)",
                                     "cm −2"])
def test_negative_exponents(written):
    assert canonical_unit(f"mW {written}") == "mW/cm²"
    assert read(f"a power density of 850 mW {written} at 700 °C")[0] == (850, "mW/cm²")


@pytest.mark.parametrize("sentence, quantity", [
    # PolyIE train: a scattering vector whose exponent the text set apart, after Å as after nm
    ("the intensity of the (010) face-on π-π stacking peak with qz ≈ 1.6 Å -1 for PTB7-Th:PC71BM blends",
     "1.6 Å -1"),
    ("The scattering of the pure PTNBr reveals a relatively weak peak at q ∼ 0.10 Å -1, corresponding to",
     "0.10 Å -1")])
def test_an_exponent_set_apart_after_any_letter_is_the_units(sentence, quantity):
    (q,) = find_quantities(sentence)
    assert sentence[q.start:q.end] == quantity and q.unit == "Å^-1"


def test_a_peak_position_in_reciprocal_space_is_a_scattering_vector():
    """PolyIE train: "q = 0.21 Å -1" is the (100) peak's scattering vector (catalogue ``scattering_vector``), and a
    width in Å⁻¹ is the peak's FWHM, neither a length."""
    from core.matid.recognise import recognise
    got = recognise("From ( 100 ) reflections we estimated similar lamellar domain spacings to be 29.9 Å ( q = 0.21 Å -1 "
                    ") for both P1 and P2 , respectively , in the polymer : PC71BM blend films.").measurements
    assert ("scattering_vector", 0.21, "Å^-1") in {(m.property, m.value, m.unit) for m in got}
    got = recognise("Gaussian curve tting results indicate that the full width at halfmaximum ( FWHM ) value for the "
                    "blend lm ( 0.042Å -1 ) is signicantly smaller than that of the pristine lm ( 0.053Å -1 ).",
                    context_material="mat:p1").measurements
    assert {(m.property, m.value, m.unit) for m in got} == {("fwhm", 0.042, "Å^-1"), ("fwhm", 0.053, "Å^-1")}


@pytest.mark.parametrize("written", ["W/cm2", "W cm−2", "W·cm−2", "W⋅cm−2", "W∙cm−2", "W*cm^-2", "Wcm−2", "W/cm²"])
def test_joins(written):
    assert canonical_unit(written) == "W/cm²"


# --- numbers ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, value", [
    ("9.74 × 10−4 S cm−1", 9.74e-4), ("5.7 x 10^-2 S cm−1", 0.057), ("1.2e-3 S/cm", 1.2e-3), ("1.2E+05 S/cm", 1.2e5),
    ("10−3 S/cm", 1e-3), ("10^-3 S/cm", 1e-3), ("10–2 S cm-1", 0.01), ("1.0 × 107 Ω cm", 1e7),
    ("1.0 × 10^(−3) S/cm", 1e-3), ("1,037 mW/cm2", 1037), ("15,000 h", 15000), ("−0.42 A cm−2", -0.42),
    ("at –0.42 A cm−2", -0.42), ("-0.42 A cm−2", -0.42),
])
def test_numbers(text, value):
    assert find_quantities(text)[0].value == pytest.approx(value)


def test_ranges_and_uncertainties():
    (q,) = find_quantities("0.63±0.08 Ω cm2")
    assert (q.value, q.uncertainty) == (0.63, 0.08)
    (q,) = find_quantities("a = 5.02837(12) Å")
    assert q.value == 5.02837 and q.uncertainty == pytest.approx(0.00012)
    assert find_quantities("1.08~1.1 V")[0].value == (1.08, 1.1)
    assert read("4 Hz–5 Hz and 50 kHz–1 Hz") == [(4, "Hz"), (5, "Hz"), (50, "kHz"), (1, "Hz")]  # not Hz^-5
    assert to_float("9.74 × 10−4") == pytest.approx(9.74e-4) and to_float("1,037") == 1037 and to_float("−74.5") == -74.5


def test_hyphenated_modifiers_end_at_the_unit():
    (q,) = find_quantities("a 40-nm-thick YSZ layer")
    assert (q.value, q.unit, q.text) == (40, "nm", "40-nm")
    assert read("a sub-500-nm-thick bilayer, a 100–200-nm film, for 10-min and a 200-h test") == \
        [(500, "nm"), ((100, 200), "nm"), (10, "min"), (200, "h")]


# --- qualifiers ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, qualifier", [
    ("1.07 V", ""), ("≈2.2 W cm−2", "~"), ("∼5–7 Ω cm2", "~"), ("~ 160 Ωcm2", "~"), ("approximately 1.07 V", "~"),
    ("about 0.06 Ω cm2", "~"), (">1.05 V", ">"), ("above 600 °C", ">"), ("over 1700 h", ">"),
    ("more than 3 h", ">"), ("higher than 1.1 V", ">"), ("<0.2 Ω·cm2", "<"), ("below 200 mA·cm−2", "<"),
    ("lower than 0.7 V", "<"), ("less than 5 %", "<"), ("≥1 W cm−2", "≥"), ("at least 100 h", "≥"),
    ("≤ 5 mV", "≤"), ("up to 96 h", "≤"),
])
def test_qualifiers(text, qualifier):
    (q,) = find_quantities(text)
    assert q.qualifier == qualifier


def test_a_qualifier_changes_nothing_else():
    assert read("over 1700 h") == read("1700 h")
    assert Quantity(1.0, "V", 0, 5).qualifier == ""


# --- guards against false units -----------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Ti–6Al–4V", "Ti-6Al-4V", "the Ti–6Al–4 V alloy", "Mg-10wt.%V", "Mg-30 at% Ni samples", "V2O5 and 0.8 V0.2",
])
def test_compositions_are_no_values(text):
    assert find_quantities(text) == []


def test_single_letters_only_as_a_separate_token_after_a_number():
    assert read("an OCV of 5 V") == [(5, "V")]
    assert read("5 V and 2 A and 10 N and 3 g and 2 m and 1 M KOH and 50 W and 5 J") == \
        [(5, "V"), (2, "A"), (10, "N"), (3, "g"), (2, "m"), (1, "M"), (50, "W"), (5, "J")]
    for text in ("5 Ti", "in 2 Sections", "step 3 A is shown", "Fig. 2 S shows", "see Table 1 V",
                 "2 S atoms", "4V", "the samples S1 and S2", "a 316 L steel", "AISI 434 L", "N/A",
                 "Λ = Δr (I / 2 F)", "1/T", "as a function of 1000/T"):
        assert find_quantities(text) == [], text


def test_references_and_dois_are_no_values():
    assert find_quantities("Science 2015, 349, 1321. 2 W. Wang , Z. Wan") == []
    assert find_quantities("Solid State Ionics 2000 132 241 251 10.1016/S0167-2738(00)00") == []
    assert find_quantities("10.1023/A:1004849322160 and 10.1021/cm070913t") == []


def test_c_alone_is_no_unit():
    # "0.5 C", "1C": a battery C-rate, or a degree sign lost in extraction; coulombs only in compounds
    assert read("cycled at 0.5 C and 1C at 25 °C") == [(25, "°C")]
    assert read("25 µC/cm2") == [(25, "µC/cm²")]


def test_times_and_decades():
    assert read("for 4 h and 10 min") == [(4, "h"), (10, "min")]
    assert read("in the 1990s") == [] and read("2 s 5") == [] and read("after 10 s") == [(10, "s")]
    assert read("up to 80bar at 300K for 4h") == [(80, "bar"), (300, "K"), (4, "h")]
    assert read("from 10−3/s") == [(0.001, "s^-1")]


# --- canonical spellings and dimensions ---------------------------------------------------------------------------
EXISTING = ["MPa", "GPa", "kPa", "Pa", "bar", "mbar", "atm", "%", "wt%", "at%", "vol%", "mol%", "ppm", "HV", "mJ/m²",
            "J/m²", "g/cm³", "Å", "Å³", "nm", "nm³", "µm", "mm", "K", "°C", "s", "min", "h", "s^-1", "K/min", "kJ/mol",
            "J/(mol K)", "mAh/g", "W/(m K)", "S/cm", "m²/g", "cm³/g", "emu/g", "kJ/kg", "J/g", "Wh/kg", "µΩ cm", "Oe",
            "kOe", "T", "mT", "mV", "eV", "meV", "MPa m^1/2", "MPa µm^1/2", ""]
NEW = ["V", "W/cm²", "mW/cm²", "A/cm²", "mA/cm²", "A", "mA", "W", "mW", "Ω", "mΩ", "Ω cm²", "mΩ cm²", "Ω cm", "mΩ cm",
       "S/m", "mS/cm", "mV/h", "%/h", "%/kh", "mV/kh", "mΩ cm²/kh", "µV/K", "µW/(cm K²)", "mW/(m K²)", "A/m", "kA/m",
       "emu/cm³", "µB", "J/mol", "J/(g K)", "J/(kg K)", "mAh/cm²", "Wh/L", "W/kg", "Hz", "kHz", "MHz", "GHz", "cm", "m",
       "g", "mg", "kg", "L", "mL", "M", "mM", "m²", "cm²", "cm²/(V s)", "cm^-3", "cm²/s", "m/s", "km/s", "mm/µs",
       "g/mol", "J", "kJ", "mJ", "µC/cm²", "kV/cm", "MV/m", "F/g", "mF/cm²", "K^-1", "ppm/K", "mV/dec", "A/mg", "mA/mg",
       "µmol/(g h)", "mmol/(g h)", "nm/min", "GPa^-1", "mΩ cm", "A/cm²"]


@pytest.mark.parametrize("unit", EXISTING + NEW)
def test_canonical_spellings_round_trip(unit):
    assert canonical_unit(unit) == unit


@pytest.mark.parametrize("unit", NEW)
def test_dimension_of_each_new_unit(unit):
    dim = unit_dimension(unit)
    assert dim and dim != "dimensionless"


def test_dimensions():
    assert unit_dimension("") == unit_dimension("%") == unit_dimension("wt%") == "dimensionless"
    assert unit_dimension("mW/cm²") == unit_dimension("W cm−2") == "[mass] / [time] ** 3"
    assert unit_dimension("A/cm²") == "[current] / [length] ** 2"
    assert unit_dimension("%/kh") == unit_dimension("Hz") == "1 / [time]"
    for unknown in ("foo", "a", "ft", "at", "a.u."):
        with pytest.raises(ValueError):
            unit_dimension(unknown)


@pytest.mark.parametrize("written, canonical", [
    ("kJ mol−1 H2", "kJ/mol"), ("wt.%", "wt%"), ("wt %", "wt%"), ("Å3", "Å³"), ("J K−1 mol−1", "J/(mol K)"),
    ("°C min−1", "K/min"), ("°C/min", "K/min"), ("mA h g−1", "mAh/g"), ("W h kg−1", "Wh/kg"), ("ohm cm2", "Ω cm²"),
    ("Ohm·cm2", "Ω cm²"), ("kOhm", "kΩ"), ("μm", "µm"), ("ml/min", "mL/min"), ("% per 1000 h", "%/kh"),
    ("%/1000h", "%/kh"), ("% kh−1", "%/kh"), ("mV/1000 h", "mV/kh"), ("µS cm−1", "µS/cm"), ("S m−1", "S/m"),
    ("MPa·m1/2", "MPa m^1/2"), ("MPa√m", "MPa m^1/2"), ("MPa µm^-1/2", "MPa µm^1/2"), ("m·W·cm−2", "mW/cm²"),
    ("mW/cm−2", "mW/cm²"), ("A˚", "Å"), ("J g−1 K−1", "J/(g K)"), ("µmol h−1 g−1", "µmol/(g h)"),
    # a melt flow in grams per ten minutes, hydrogen in mass ppm
    ("g/10 min", "g/10min"), ("g/10min", "g/10min"), ("wppm", "ppm"), ("ppmw", "ppm"),
    ("not a unit", "not a unit"),
])
def test_spellings(written, canonical):
    assert canonical_unit(written) == canonical


def test_unit_mentioned_and_value_found_know_the_new_units():
    assert unit_mentioned("Ω cm²", "ASR (Ωcm2) | 0.15")
    assert unit_mentioned("mW/cm²", "Pmax (mW cm−2)") and not unit_mentioned("mW/cm²", "Pmax (W)")
    assert value_found(962, "mW/cm²", "a peak power density of 0.962 W cm−2 at 800 °C")
    assert value_found(0.0054, "S/cm", "a conductivity of 5.4 mS cm−1")
    assert not value_found(5.4, "S/cm", "a conductivity of 5.4 mS cm−1")


def test_report_highlights_values_with_the_new_units():
    from core.report import highlight_values
    assert highlight_values("OCV 1.07 V and 850 mW/cm2") == "OCV **1.07 V** and **850 mW/cm2**"


# every spelling of the micro prefix is one class (a grain size of "5 µm" had become "5 m"): a sentence of SOFC-Exp
# (PMC train: "a porous 5 μm SDC layer as a barrier, and a dense 15 μm electrolyte layer") with the prefix written
# each way a paper or its PDF writes it
MICRO_SPELLINGS = {"micro sign U+00B5": "\u00b5m", "Greek mu U+03BC": "\u03bcm", "letter u": "um",
                   "set apart": "\u03bc m", "word": "microns", "spelled out": "micrometres"}


@pytest.mark.parametrize("how", sorted(MICRO_SPELLINGS))
def test_every_spelling_of_micro_reads_as_micro(how):
    text = f"a porous 5 {MICRO_SPELLINGS[how]} SDC layer as a barrier, and a dense 15 {MICRO_SPELLINGS[how]} layer"
    assert [(q.value, q.unit) for q in find_quantities(text)] == [(5.0, "µm"), (15.0, "µm")]


def test_the_symbol_fonts_micro_reads_as_micro():
    # a PDF's symbol font: the letter "m" drawn as μ, or its private-use code U+F06D where the font has no map
    from core.pdf.repair import fix_text
    assert fix_text("m", "ABCDEF+Symbol") == "µ"
    assert fix_text("5\uf06dm", "Times-Roman") == "5µm"
    assert [(q.value, q.unit) for q in find_quantities("a dense " + fix_text("15\uf06dm", "Times") + " layer")] == \
        [(15.0, "µm")]


def test_a_glyph_the_font_cannot_name_before_a_unit_gives_no_value():
    # "5 (cid:109)m" in a font with no map: dropping the glyph would read 5 m; the value is left unread instead
    from core.pdf.repair import fix_text
    assert find_quantities("a grain size of " + fix_text("5(cid:109)m", "Times")) == []
    assert fix_text("e(cid:3)ect", "Times") == "eect"          # inside a word: dropped (a ligature), as before


# every spelling of the degree sign is one class: the sign (U+00B0), the ordinal indicator a PDF's font puts for it
# (U+00BA, PolyIE train/14: "two peaks at 4.62º and 24.25º"), the ring above (U+02DA) before C, the letter o
DEGREE_SPELLINGS = {"degree sign U+00B0": "\u00b0", "ordinal U+00BA": "\u00ba", "ring above U+02DA": "\u02da",
                    "letter o": "o"}


@pytest.mark.parametrize("how", sorted(DEGREE_SPELLINGS))
def test_every_spelling_of_the_degree_sign_reads_as_degrees(how):
    sign = DEGREE_SPELLINGS[how]
    assert [(q.value, q.unit) for q in find_quantities(f"annealed at 150 {sign}C for 10 min")] == [
        (150.0, "°C"), (10.0, "min")]
    if how in ("degree sign U+00B0", "ordinal U+00BA"):
        assert [(q.value, q.unit) for q in find_quantities(f"two peaks at 4.62{sign} and 24.25{sign}")] == [
            (4.62, "°"), (24.25, "°")]


# the angstrom and ohm signs (U+212B, U+2126) are other characters than the letters (U+00C5, U+03A9) that Unicode
# normalisation makes of them; papers' text has both (PolyIE train/10: "3.79\u212b of PBDT-DFQX-TT")
@pytest.mark.parametrize("written,unit", [("3.79 \u212b", "Å"), ("3.79 \u00c5", "Å"), ("64.3 \u212b3", "Å³"),
                                          ("0.302\u212b -1 with", "Å^-1"), ("0.5 \u2126 cm2", "Ω cm²"),
                                          ("1.2 k\u2126", "kΩ"), ("12 \u03a9", "Ω")])
def test_the_angstrom_and_ohm_signs_read_as_their_letters(written, unit):
    assert [q.unit for q in find_quantities(written)] == [unit]


def test_a_tilde_between_two_numbers_is_a_range():
    # PolyIE train/32 and /34: "dihedral angles of 22 ~ 27 °", "the size of PC71BM (7.2 ~ 8.0 Å)"; a tilde before one
    # number stays "about"
    assert [(q.value, q.unit) for q in find_quantities("dihedral angles of 22 ~ 27 ° are induced")] == [((22, 27), "°")]
    assert [(q.value, q.unit) for q in find_quantities("the size of PC71BM (7.2 ~ 8.0 Å)")] == [((7.2, 8.0), "Å")]
    assert [(q.value, q.qualifier) for q in find_quantities("a PCE of ~ 5%")] == [(5.0, "~")]


def test_a_units_exponent_set_apart_is_no_item_of_a_list():
    assert [[(q.value, q.unit) for q in g] for g in find_lists("were at 1.73\u212b -1 and 1.84\u212b -1, respectively")] \
        == []
    assert [(q.value, q.unit) for q in find_quantities("were at 1.73\u212b -1 and 1.84\u212b -1, respectively")] == [
        (1.73, "Å^-1"), (1.84, "Å^-1")]


@pytest.mark.parametrize("written,unit", [("5 uA cm-2", "µA/cm²"), ("12 uS/cm", "µS/cm"), ("3 ug", "µg"),
                                          ("2 kPa", "kPa"), ("7 MPa", "MPa"), ("40 nm", "nm"), ("1.2 GPa", "GPa")])
def test_other_prefixes_and_their_spellings(written, unit):
    assert [q.unit for q in find_quantities(written)] == [unit]


def test_a_text_paper_with_a_symbol_fonts_code_reads_micro(tmp_path):
    from core.pdf.text import parse_text
    p = tmp_path / "paper.txt"
    p.write_text("A title\n\nThe grains were 5 \uf06dm wide.\n", encoding="utf-8")
    assert "5 µm" in parse_text(p).blocks[0].text


def test_a_chain_of_changes_is_a_list():
    from core.units import find_lists
    text = "the band gaps decreased from 1.96 to 1.82 to 1.78 eV, for A"
    assert [[(q.value, q.unit) for q in g] for g in find_lists(text)] == [[(1.96, "eV"), (1.82, "eV"), (1.78, "eV")]]
    # PolyIE train/20: the steps listed with commas, the last after "to"
    text = "The J sc of the polymers increased from 4.15, 6.80, to 8.32 mA/cm^2, which is consistent"
    assert [[q.value for q in g] for g in find_lists(text)] == [[4.15, 6.8, 8.32]]
    # two values are a change, no chain ("from 0.58 to 0.84 V")
    assert find_lists("the V oc increased from 0.58 to 0.84 V") == []


def test_a_samples_number_is_no_member_of_a_list_of_values():
    # PolyIE validation: "… 3.58% for copolymer 2, and 3.06% for copolymer 3" had read "2, and 3.06%" as a list, and
    # "2" as a PCE of 2%
    from core.units import find_lists
    text = "The highest PCE was 2.06% for copolymer 1, 3.58% for copolymer 2, and 3.06% for copolymer 3."
    assert not any(len(g) > 1 for g in find_lists(text))
    # a list of values stays one
    assert [[q.value for q in g] for g in find_lists("The PCE values were 2, 3 and 4% for samples A, B and C.")] == \
        [[2.0, 3.0, 4.0]]


def test_thousands_in_a_list_and_a_caret_between_groups_of_thousands():
    from core.units import find_lists, find_quantities, plain_math
    # written in the style of the alloy papers: "1,200" was no list item, so only the 1,350 MPa was read
    assert [[q.value for q in g] for g in find_lists("yield strengths of 1,200 and 1,350 MPa")] == [[1200.0, 1350.0]]
    assert [[q.value for q in g] for g in find_lists("lifetimes of 10 000, 20 000 and 30 000 h")] == \
        [[10000.0, 20000.0, 30000.0]]
    # citations joined by a comma stay no values
    assert find_lists("for single junction solar cells 17,18 and 10% for tandem cells") == []
    # PolyIE train/47: the data writes a thin space between thousands as a caret ("36^000 Da"); one for one, so
    # offsets stay valid; a power of ten keeps its caret
    text = "The weight-average molecular weights (M w) of P1 and P2 polymers were 36^000 Da"
    assert len(plain_math(text)) == len(text)
    assert [(q.value, q.unit) for q in find_quantities(plain_math(text))] == [(36000.0, "Da")]
    assert plain_math("an on/off ratio of 10^5 and 10^-3 cm^2") == "an on/off ratio of 10^5 and 10^-3 cm^2"


def test_two_numbers_after_a_value_in_another_unit_are_a_runs_end_not_a_list():
    # PolyIE train/52: "0.34 and 0.3%" had been one list in %, so the fill factor 0.34 was a PCE of 0.34 %
    from core.units import find_lists
    assert find_lists("V oc, J sc, FF and PCE reached 0.58 V, 1.52 mA/cm^2, 0.34 and 0.3%, respectively") == []
    # after a value in the same unit they are one list; so are three or more
    assert [[q.value for q in g] for g in find_lists("a Tc of 9 K, 10 and 12 K")] == [[10.0, 12.0]]
    assert [[q.value for q in g] for g in find_lists("were 1.2 eV, 5, 6 and 7 nm")] == [[5.0, 6.0, 7.0]]


def test_a_power_of_ten_written_once_after_a_list_is_every_items():
    # "1.2 and 5.6 × 10^-4 S cm^-1" writes the power once, as it writes the unit: the first value had been 1.2 S/cm,
    # ten thousand times too large; an item that is no bare mantissa keeps its own reading
    from core.units import find_lists
    got = find_lists("conductivities of 1.2, 3.4 and 5.6 × 10^-4 S cm^-1")
    assert [round(q.value, 10) for q in got[0]] == [0.00012, 0.00034, 0.00056]
    got = find_lists("values of 12 and 5.6 × 10^-4 S cm^-1")
    assert [q.value for q in got[0]][0] == 12.0


def test_a_subscript_typed_with_an_underscore_is_joined_to_its_symbol():
    # as people type symbols in questions: "K_JIc", "T_c", "H_{c2}(0)"; the text keeps its length (offsets stay valid)
    # and a sample label with underscores ("Alloy_1_as-cast") is left alone
    from core.units import plain_math, typed_subscripts
    for typed, plain in (("What is K_JIc of X?", "KJIc"), ("the T_c of MgB2", "Tc"), ("H_{c2}(0) of MgB2", "Hc2(0)")):
        out = typed_subscripts(typed)
        assert len(out) == len(typed) and plain in out.split()
    assert typed_subscripts("Alloy_1_as-cast") == "Alloy_1_as-cast"
    # (a paper's text keeps its underscores: its quotes are shown as written)
    assert plain_math("the K_JIc of CrCoNi") == "the K_JIc of CrCoNi"
