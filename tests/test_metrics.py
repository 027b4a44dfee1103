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
