"""Exports write a missing value as an absent key, never null or NaN."""
from __future__ import annotations

import json
import math

from core.exports import to_json, without_missing


def test_a_missing_value_is_an_absent_key_at_any_depth():
    obj = {"question": "Tc of FeSe?", "fact_answer": None, "results": [{"answer": "31 K", "score": math.nan,
                                                                       "citations": [{"page": None, "paper": "p1"}]}]}
    assert without_missing(obj) == {"question": "Tc of FeSe?", "results": [{"answer": "31 K",
                                                                           "citations": [{"paper": "p1"}]}]}
    text = to_json(obj)
    assert "null" not in text and "NaN" not in text and json.loads(text)["results"][0]["answer"] == "31 K"


def test_values_that_look_empty_but_are_values_stay():
    assert without_missing({"n": 0, "flag": False, "text": "", "items": []}) == {"n": 0, "flag": False, "text": "",
                                                                                   "items": []}
