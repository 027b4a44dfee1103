"""Deterministic metrics: unit-aware value matching, recall, abstention, judge-output parsing."""
from __future__ import annotations

import pytest

from eval.metrics import abstained, context_recall, parse_score, parse_yes_no, value_correct, value_found


@pytest.mark.parametrize("value, unit, text, expected", [
    (290, "MPa", "The yield strength is 0.29 GPa.", True),
    (0.29, "GPa", "about 290 MPa at room temperature", True),
    (175, "MPa", "The CRSS is 53 MPa.", False),
    (53, "MPa", "The CRSS is 53 MPa.", True),
    ([18, 26], "mJ/m²", "the SFE lies between 18 and 26 mJ/m²", True),
    ([18, 26], "mJ/m²", "an SFE of 18–26 mJ m^-2", True),
    ([18, 26], "mJ/m²", "stacking fault energy = 22 ± 4 mJ/m²", True),     # a value ± its uncertainty states it
    ([18, 26], "mJ/m²", "an SFE of 22 mJ/m²", False),
    (494, "MPa µm^1/2", "k_y = 0.494 MPa m^1/2", True),
    (77, "K", "tested at -196 °C", True),
    (615, "MPa", "Grain size (µm) | Yield strength at 77 K (MPa)\n4.4 | 615 | 360", True),
    (615, "MPa", "4.4 | 615 | 360", False),
    (8.0, "", "FCC is stable for a VEC above 8.0", True),
])
def test_unit_aware_value_matching(value, unit, text, expected):
    assert value_found(value, unit, text) is expected


def test_value_correctness_and_context_recall():
    vals = [{"value": 53, "unit": "MPa"}, {"value": 175, "unit": "MPa"}]
    assert value_correct(vals, "53 MPa at room temperature and 175 MPa at 77 K") == 1.0
    assert value_correct(vals, "53 MPa at room temperature") == 0.0
    assert value_correct([], "a definition") is None
    assert context_recall(vals, ["53 MPa here", "and 0.175 GPa there"]) == 1.0


@pytest.mark.parametrize("answer, expected", [
    ("The context does not contain the answer.", 1.0), ("The provided passages do not mention it.", 1.0),
    ("There is not enough information to say.", 1.0), ("The CRSS is 175 MPa [1].", 0.0), ("", 0.0)])
def test_abstention(answer, expected):
    assert abstained(answer) == expected


@pytest.mark.parametrize("text, score", [("4.0\nThe answer is right but misses the unit.", 4.0),
                                         ("Score: 5 - fully correct", 5.0), ("**3** partially", 3.0)])
def test_judge_scores_are_parsed(text, score):
    assert parse_score(text, 1, 5)[0] == score


@pytest.mark.parametrize("text", ["", "   ", "The answer is good.", "7\nway off the scale", "-1 nope"])
def test_malformed_judge_output_is_invalid_not_a_score(text):
    score, reason = parse_score(text, 1, 5)
    assert score is None and reason


def test_yes_no_judges():
    assert parse_yes_no("YES, the answer follows from the context") == (1.0, ", the answer follows from the context")
    assert parse_yes_no("no.")[0] == 0.0
    assert parse_yes_no("Maybe")[0] is None


@pytest.mark.parametrize("value, unit, text, expected", [
    (1.81, "wt%", "H/M = 1.07 (1.81 wt %), and H/M = 1.01", True),
    (1.56, "wt.%", "absorbed 1.56 wt.% hydrogen at room temperature", True),
    (-74.5, "kJ/mol H2", "an enthalpy of formation of −74.5 kJ mol−1 H2", True),
    (213.39, "Å³", "an increase from 174.56 to 213.39 Å3", True),
    (166.613, "Å³", "Table 1 Sample | a (Å) | c (Å) | V (Å3)\nx=0.1 | 4.8936 | 8.0337 | 166.613", True),
    (4500, "kPa", "a hydrogen pressure of 4.5 MPa", True),
    (10, "°C/min", "DSC curves at the heating rate of 10 °C min−1", True),
    (180, "s", "within 180 s, all alloys", True),
    (3.5, "bar", "approximately 0.4, 1.3, and 3.5 bar, respectively", True),
    (1.83, "wt%", "a capacity of 1.38 wt% at 298 K", False),
    (1.81, "wt%", "a capacity of 1.81 wt % at 60 °C", True),                 # spaced "wt %"
    (1.56, "wt%", "absorbed 1.56 wt.% hydrogen", True),                      # "wt.%"
    (25.2, "kJ/mol", "ΔH_des = 25.2 kJ/mol H2", True),                       # per H2
    (25.2, "kJ/mol", "ΔH_des = 25.2 kJ mol^-1 H2", True),
    (-74.5, "kJ/mol", "ΔH = −74.5 kJ/mol", True),                            # Unicode minus
    (166.613, "Å³", "V = 166.613 Å3", True),
    (4.5, "MPa", "under 4500 kPa of hydrogen", True),                        # kPa vs MPa
    (4500, "kPa", "under 4.5 MPa of hydrogen", True),
    (107.6, "J/(mol K)", "ΔS of 107.6 J K−1 mol−1", True),                   # K before mol
    (1.5, "wt%", "it absorbed 1.5 wt% H2 at 25 °C", True),                   # hydrogen content, not a composition
    (3.2296, "Å", "Lattice parameters a/A ˚ | NCN | 3.2296", True),          # Å with a detached ring
    (45, "emu/g", "a saturation magnetisation of 45 emu g−1", True),
    (1, "kOe", "a coercivity of 1000 Oe", True),
])
def test_value_matching_knows_the_units_of_other_fields(value, unit, text, expected):
    assert value_found(value, unit, text) is expected


@pytest.mark.parametrize("text, expected", [
    ("absorbed 1.56 wt.% hydrogen", [(1.56, "wt%")]),
    ("the Mg-10wt.%V composite", []),                  # compositions, not measured fractions
    ("Mg-30 at% Ni samples", []),
    ("−18.8 kJ mol −1 to −21.5 kJ mol−1", [(-18.8, "kJ/mol"), (-21.5, "kJ/mol")]),
    ("ΔS of 107.6 J mol−1 K−1", [(107.6, "J/(mol K)")]),
    ("up to 80bar", [(80.0, "bar")]),
    ("in the 1990s", []),
    ("it absorbed 1.5 wt% H2 at 25 °C", [(1.5, "wt%"), (25.0, "°C")]),
    ("a saturation magnetisation of 45 emu/g at 5 T", [(45.0, "emu/g"), (5.0, "T")]),
    ("a BET surface area of 120 m2 g−1", [(120.0, "m²/g")]),
    ("a = 13.2 A˚", [(13.2, "Å")]),
])
def test_quantities_of_other_fields(text, expected):
    from core.units import find_quantities
    assert [(q.value, q.unit) for q in find_quantities(text)] == expected
