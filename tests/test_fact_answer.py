"""The graph's answer card (G-RAG, no LLM) and the unsupported-value flag, on the ingested sample papers."""
from __future__ import annotations

import pytest

from core.ingest import Ingestor
from core.pipelines import PIPELINES, Env, Params
from core.pipelines.base import Context, unsupported_values
from core.pipelines.facts import asked_unit, card_markdown, card_text, question_unit

from .conftest import make_settings


@pytest.fixture(scope="module")
def env(corpus_dir, embedder):
    from core.graph import kuzu_store
    kuzu_store.close_all()
    return Env(Ingestor(make_settings(corpus_dir), embedder=embedder))


def _card(env, question):
    return PIPELINES["grag"](env).retrieve(question, Params()).fact_answer


def test_card_gives_the_table_value_at_the_asked_temperature_with_its_source(env):
    card = _card(env, "What is the yield strength of CrMnFeCoNi at 77 K with a 4.4 µm grain size?")
    assert card["status"] == "answer"
    best = card["answer"]
    assert (best["value"], best["unit"], best["property"]) == (615, "MPa", "yield_strength")
    assert best["conditions"]["temperature_K"] == 77 and best["conditions"]["grain_size_um"] == 4.4
    assert best["table_id"] == "T1" and best["page"] == 2 and "Table 1" in best["citation"]
    assert best["spelled"] == "CrMnFeCoNi" and best["material"] != best["spelled"]   # canonical and as written
    a, b = best["highlights"][0]
    assert best["source_text"][a:b].startswith("615")                     # the value marked in its row
    others = [r for r in card["measurements"] if r is not best]
    assert any(r["conditions"].get("temperature_K") == 293 and r["value"] == 360 for r in others)  # the spread
    assert "615 MPa" in card_text(card) and "**615**" in card_markdown(card)


def test_card_answers_each_property_asked_at_the_asked_temperature(env):
    # "between 293 K and 77 K the yield strength rises from 410 MPa to 759 MPa and the ultimate tensile strength
    # from 763 MPa to 1280 MPa": each value takes the temperature in the same place, not the nearest one
    card = _card(env, "What are the yield strength and ultimate tensile strength of CrMnFeCoNi at 77 K?")
    got = {(a["property"], a["value"]) for a in card["answers"]}
    assert got == {("yield_strength", 759), ("ultimate_tensile_strength", 1280)}


def test_equally_good_rows_are_told_apart_by_the_words_the_question_shares_with_them():
    from core.pipelines.facts import _answer_group, question_words
    caption = "Table 2. Phase fractions determined by Rietveld refinement\n"
    rows = [(3.1, {"text": caption + "phases: C14#1; phase fraction (wt %): 84.2", "value": 84.2, "unit": "wt%",
                   "conditions": {}}),
            (3.1, {"text": caption + "phases: C14#2; phase fraction (wt %): 15.8", "value": 15.8, "unit": "wt%",
                   "conditions": {}})]
    words = question_words("What phase fraction of the C14#2 Laves phase was determined by Rietveld refinement?")
    status, _, best, _ = _answer_group(rows, {}, words)
    assert status == "answer" and best[1]["value"] == 15.8
    status, _, best, _ = _answer_group(rows, {}, question_words("What phase fraction was determined?"))
    assert status == "ambiguous" and best is None          # nothing tells them apart: show both, pick neither


def test_card_converts_to_the_unit_the_question_names(env):
    card = _card(env, "What is the yield strength of CrMnFeCoNi with 4.4 µm grains at 77 K in GPa?")
    assert card["answer"]["converted"] == {"value": pytest.approx(0.615), "unit": "GPa"}
    assert "0.615 GPa" in card_text(card) and "615 MPa in the paper" in card_text(card)


def test_card_says_where_it_was_measured_instead_of_guessing(env):
    card = _card(env, "What is the yield strength of CrMnFeCoNi at 198 K with a 4.4 µm grain size?")
    assert card["status"] == "not_at_condition" and card["answer"] is None and not card["answers"]
    assert card["message"] == "measured at 77 K and 293 K; not at 198 K"
    assert card["measurements"] and card_text(card).endswith("not at 198 K.")


@pytest.mark.parametrize("question", [
    "What is the yield strength of Ti6Al4V at room temperature?",          # an alloy the corpus lacks
    "What is the tensile yield strength of CrCoNi at 77 K?",               # a property it lacks for that alloy
    "What is a high-entropy alloy?",                                       # no value asked
    "Does the room-temperature CRSS of CrMnFeCoNi differ between tension and compression?",   # a yes/no
])
def test_no_card_when_the_graph_does_not_hold_the_answer(env, question):
    assert _card(env, question) is None


def test_question_units_and_kinds():
    assert question_unit("What is the yield strength of X at 77 K in GPa?") == "GPa"
    assert question_unit("What is the yield strength of X at 77 K?") == ""
    assert asked_unit("At what temperature were the PCT curves measured?") == "K"
    assert asked_unit("What experimentally measured absorption pressure at half capacity was found?") == "Pa"
    assert asked_unit("What is the lattice parameter a?") == ""


def test_an_answer_value_in_no_context_is_flagged():
    ctx = [Context("Table 1 ... Yield strength at 77 K (MPa): 615 | 360", 1.0, "table"),
           Context("The ultimate tensile strength reached 1.28 GPa at 77 K.", 1.0, "chunk")]
    sources = ["What is the yield strength at 77 K?"] + [c.text for c in ctx]
    assert unsupported_values("The yield strength at 77 K is 615 MPa [1].", sources) == []   # bare cell + header unit
    assert unsupported_values("Its UTS is 1280 MPa.", sources) == []                        # 1.28 GPa, converted
    assert unsupported_values("The yield strength is 410 MPa m^1/2 at 77 K.", sources) == ["410 MPa m^1/2"]


def test_a_question_for_the_share_of_a_phase_takes_any_fraction_column():
    from core.pipelines.grag import property_matches
    known = ["weight_fraction", "phase_fraction", "yield_strength", "hydrogen_capacity"]
    for q in ("What fraction of Mg2Ni was found at the lower surface of the disc?",
              "How much Mg2Ni (wt%) was identified at the disc edge?"):
        assert set(property_matches(q, known, [])) == {"weight_fraction", "phase_fraction"}
    assert property_matches("What is the yield strength of Mg2Ni?", known, ["yield_strength"]) == {"yield_strength": 1.0}
