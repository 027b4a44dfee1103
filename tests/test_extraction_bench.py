"""The extraction benchmark (``python -m eval.bench extraction``) on an excerpt of SOFC-Exp (tests/data/sofc:
two papers cut to a few sentences; attribution in its README). Real recogniser, real units; no mocks."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.matid.records import Measurement
from eval.extraction import (
    load_slots, material_matches, missing_from_catalogue, parse_value, read_corpus, read_metadata, score_paper,
    summarise, temperature_kelvin, value_matches,
)

DATA = Path(__file__).resolve().parent / "data" / "sofc"


@pytest.fixture(scope="module")
def papers():
    return {p.pmcid: p for p in read_corpus(DATA, "train")}


def test_metadata_and_split():
    meta = read_metadata(DATA)
    assert set(meta) == {"PMC3564701", "PMC4992832"}
    assert meta["PMC3564701"]["DOI"] == "10.1186/1556-276X-8-48" and meta["PMC3564701"]["set"] == "train"
    assert read_corpus(DATA, "test") == []
    assert [p.pmcid for p in read_corpus(DATA, "all")] == ["PMC3564701", "PMC4992832"]


def test_reader_targets_slots_materials_and_temperatures(papers):
    p = papers["PMC3564701"]
    assert [s.id for s in p.sentences] == [1, 4, 5, 11, 106]          # sentence 2 is no experiment sentence
    s11 = next(s for s in p.sentences if s.id == 11)
    assert s11.text.startswith("Shim et al. demonstrated that a fuel cell employing a 40-nm-thick")
    by_text = {t.span.text: t for t in p.targets if t.span.sentence_id == 11}
    assert set(by_text) == {"40-nm-thick", "270 mW/cm2", "1,037 mW/cm2", "100-nm-thick"}
    pd = by_text["270 mW/cm2"]
    assert pd.slots == {"power_density"} and pd.temperatures == ["350°C"]
    assert pd.materials == {"YSZ", "yttria-stabilized zirconia"}       # the frame's material and its coreferent
    assert by_text["40-nm-thick"].slots == {"thickness"}                # a LINK thickness MATERIAL VALUE
    assert by_text["100-nm-thick"].materials == {"YSZ-based"}
    # working temperatures are no targets; they are known as such
    assert {p.spans[i].text: role for i, role in p.others.items()}["350°C"] == "working_temperature"
    assert all(s.text[t.span.begin:t.span.end] == t.span.text for s in p.sentences for t in p.targets
               if t.span.sentence_id == s.id)
    # frames linked as the same experiment share their materials ("SFCN exhibits a conductivity of 63 S cm−1")
    q = papers["PMC4992832"]
    first = next(t for t in q.targets if t.span.sentence_id == 2)
    assert first.slots == {"conductivity"} and first.temperatures == ["415 °C"]
    assert {"SFCN", "SrFe0.8Cu0.1Nb0.1O3−δ"} <= first.materials
    alone = next(t for t in read_corpus(DATA, "train", follow_same_experiment=False)[1].targets
                 if t.span.sentence_id == 2)
    assert alone.materials == set()


def test_slot_mapping_covers_every_value_slot(papers):
    slots = load_slots()
    value_slots = {"power_density", "open_circuit_voltage", "voltage", "resistance", "conductivity",
                   "current_density", "degradation_rate", "time_of_operation"}
    assert set(slots.slots) == value_slots | {"thickness"}
    assert set(slots.conditions) == {"working_temperature"}
    assert all(slots.slots[s] for s in slots.slots)
    # a general slot takes its narrower properties (an open-circuit voltage fills "voltage"), never the reverse
    assert slots.slots["voltage"] == {"cell_voltage", "voltage", "open_circuit_voltage"}
    assert slots.slots["open_circuit_voltage"] == {"open_circuit_voltage"} and slots.slots["thickness"] == {"thickness"}
    assert {"charge_transfer_resistance", "polarization_resistance"} <= slots.slots["resistance"]
    assert slots.material_slots == {"anode_material", "cathode_material", "electrolyte_material",
                                    "interlayer_material", "support_material"}
    seen = {s for p in papers.values() for t in p.targets for s in t.slots}
    assert seen <= set(slots.slots)


def test_mapped_properties_exist_in_the_catalogue():
    missing = missing_from_catalogue(load_slots())
    if missing is None:
        pytest.skip("no core/matid/catalogue.toml yet")
    assert missing == [], f"property ids of eval/sofc_slots.toml missing from the catalogue: {missing}"


def test_annotated_values_are_parsed():
    v = parse_value("9.74 × 10−4 S cm−1")
    assert v.numbers == [pytest.approx(9.74e-4)] and v.unit == "S/cm"
    assert parse_value("40-nm-thick").numbers == [40.0]
    assert parse_value("10–2 S cm-1").numbers == [pytest.approx(0.01)]           # a power of ten, not a range
    assert parse_value("10–14 μm").numbers == [10.0, 14.0]
    assert parse_value("from 0.8 to 1.5 A cm−2").numbers == [0.8, 1.5]          # cm−2's 2 is no number
    assert parse_value("1,037 mW/cm2").numbers == [1037.0]
    assert parse_value("0.63±0.08").numbers == [0.63]
    assert parse_value("50 h7").numbers == [50.0]                                 # a footnote mark glued on
    assert parse_value("1.25").unit_text == ""
    v = parse_value("(3.3-5.6) × 10^-4 cm^2/Vs")                                # a bracketed range times 10^-4
    assert v.numbers[:2] == [pytest.approx(3.3e-4), pytest.approx(5.6e-4)] and v.unit == "cm²/(V s)"
    # a bare number or a range: numbers only, either end
    assert value_matches(parse_value("1.25"), 1.25, "W/cm²")
    assert value_matches(parse_value("from 0.8 to 1.5 A cm−2"), (1.5, 2.0), "")
    assert not value_matches(parse_value("0.3 V"), 0.35, "")
    # with units on both sides, as quantities
    assert value_matches(parse_value("40-nm-thick"), 0.04, "µm")
    assert not value_matches(parse_value("40-nm-thick"), 40, "µm")
    assert temperature_kelvin("700 °C") == [pytest.approx(973.15)]
    assert temperature_kelvin("between 650 and 850°C") == [pytest.approx(923.15), pytest.approx(1123.15)]
    assert temperature_kelvin("room temperature") == [293.0, 298.15]    # as the recogniser reads it, to 25 °C


def test_material_matching():
    from core.matid.mentions import find_mentions
    lscf = next(m.matid for m in find_mentions("La0.6Sr0.4Co0.2Fe0.8O3-δ")[0] if m.type == "composition")
    assert material_matches(lscf, {"La0.6Sr0.4Co0.2Fe0.8O3−δ"})                 # same composition, any spelling
    assert material_matches(lscf, {"LSCF"}, surfaces={"LSCF", "La0.6Sr0.4Co0.2Fe0.8O3−δ"})
    assert not material_matches(lscf, {"GDC"}, surfaces={"LSCF"})
    assert material_matches("mat:ysz", {"YSZ"}) and material_matches("mat:ysz", {"YSZ-based"})
    assert material_matches("mat:ysz", {"yttria-stabilized zirconia", "YSZ"})     # a coreferent
    assert not material_matches("mat:ysz", {"Ni-YSZ"}) and not material_matches("mat:ysz", {"GDC"})
    assert not material_matches("comp:Ni50O50", {"NiO-YSZ"})                      # a part is not the whole
    assert not material_matches("", {"YSZ"}) and not material_matches("mat:ysz", set())
    # a member of an annotated family (the annotation does not say which); a composition of other elements is none
    assert material_matches("comp:Co18O60Re2Sr20", {"SrCo1−xRexO3−δ", "x = 0.10"})
    assert not material_matches("comp:Co20O60Sr20", {"SrCo1−xRexO3−δ"})
    # a sample label the paper gives a formula is one of the paper's spellings of it
    from eval.extraction import paper_surfaces
    ysz = paper_surfaces("The electrolyte was (ZrO2)0.92(Y2O3)0.08 (YSZ) from a supplier.")
    assert any("YSZ" in v for v in ysz.values())
    # formulas compared without their points and oxygen non-stoichiometry
    assert material_matches("mat:sm0-5sr0-5coo3-bazr0-1ce0-7y0-2o3", {"Sm0.5Sr0.5CoO3–δ–BaZr0.1Ce0.7Y0.2O3"})


def _meas(sentence: str, value_text: str, prop: str, material: str, value, unit: str, **conditions) -> Measurement:
    start = sentence.index(value_text)
    return Measurement(material, prop, value, unit, value, unit, conditions=conditions, text=sentence,
                       span=(start, start + len(value_text)))


def test_scorer_counts_on_hand_made_measurements(papers):
    p = papers["PMC3564701"]
    slots = load_slots()
    s11 = next(s.text for s in p.sentences if s.id == 11)
    ours = [
        _meas(s11, "270 mW/cm2", "power_density", "mat:ysz", 270.0, "mW/cm²", temperature_K=623.15),   # right
        _meas(s11, "1,037 mW/cm2", "current_density", "mat:ysz", 1037.0, "mW/cm²"),    # wrong property, no temperature
        _meas(s11, "40-nm-thick", "thickness", "comp:Ni50O50", 40.0, "nm"),            # wrong material
        _meas(s11, "350°C", "operating_temperature", "mat:ysz", 350.0, "°C"),          # a working temperature
        Measurement("mat:ysz", "grain_size", 11.0, "µm", 11.0, "µm"),                  # not annotated (no span)
    ]
    measurements = [ours if s.id == 11 else [] for s in p.sentences]
    score = score_paper(p, measurements, slots)
    res = summarise([score], misses=5)
    assert res["targets"] == 8 and res["measurements"] == 5
    assert (res["value_recall"]["n"], res["value_recall"]["N"]) == (3, 8)
    assert (res["property_agreement"]["n"], res["property_agreement"]["N"]) == (2, 3)
    assert (res["material_attribution"]["n"], res["material_attribution"]["N"]) == (2, 3)
    assert (res["precision"]["n"], res["precision"]["N"]) == (3, 5)
    assert (res["temperature_kept"]["n"], res["temperature_kept"]["N"]) == (1, 2)
    assert res["misses"]["wrong_property"]["count"] == 1 and res["misses"]["wrong_material"]["count"] == 1
    assert res["misses"]["temperature_lost"]["count"] == 1
    assert res["misses"]["no_quantity"]["count"] + res["misses"]["no_measurement"]["count"] == 5
    assert res["false_positives"]["by_class"] == {"working_temperature": 1, "unslotted_value": 0, "duplicate": 0,
                                                  "wrong_value": 0, "not_annotated": 1}
    assert "[[1,037 mW/cm2]]" in res["misses"]["wrong_property"]["examples"][0]
    # calibration: attribution by how each material was bound and by confidence level (these have neither)
    assert res["attribution_by_binding"] == {"": {"n": 2, "N": 3, "score": 2 / 3}}
    assert res["attribution_by_level"] == {"unassessed": {"n": 2, "N": 3, "score": 2 / 3}}
    from core.matid.confidence import assess
    bound = [assess(m) for m in ours]
    for m, how in zip(bound, ("sentence", "sentence", "recent")):
        m.binding = {"material": how, "property": "catalogue_name", "value": "sentence"}
        assess(m)
    res_b = summarise([score_paper(p, [bound if s.id == 11 else [] for s in p.sentences], slots)])
    assert res_b["attribution_by_binding"] == {"recent": {"n": 0, "N": 1, "score": 0.0},
                                               "sentence": {"n": 2, "N": 2, "score": 1.0}}
    # a second measurement of a value already taken is a duplicate, not a second hit
    again = measurements[:]
    again[3] = ours[:1] + [_meas(s11, "270 mW/cm2", "power_density", "mat:gdc", 270.0, "mW/cm²")]
    res2 = summarise([score_paper(p, again, slots)])
    assert res2["value_recall"]["n"] == 1 and res2["false_positives"]["by_class"]["duplicate"] == 1
    assert res2["material_attribution"]["n"] == 1          # the right one of the two is the one counted
    # read where the annotated value is written, as another number ("9.74 × 10−[[4 S cm−1]]")
    again[3] = [_meas(s11, "100-nm", "thickness", "mat:ysz", 1.0, "nm")]
    res3 = summarise([score_paper(p, again, slots)])
    assert res3["misses"]["wrong_value"]["count"] == 1 and res3["false_positives"]["by_class"]["wrong_value"] == 1


def test_a_change_read_as_two_values_is_two_hits():
    from eval.extraction import AnnotatedPaper, Sentence, Span, Target
    text = "The polarization resistance increased from 0.81 to 2.27 Ω cm2 at 700 °C."
    value = "from 0.81 to 2.27 Ω cm2"
    b = text.index(value)
    span = Span(1, "VALUE", 1, b, b + len(value), value)
    paper = AnnotatedPaper("PMC0", "train", text, [Sentence(1, 1, 0, len(text), text)],
                           [Target(span, {"resistance"}, {"LSM"}, ["700 °C"])], {}, {1: span})
    ours = [_meas(text, "0.81", "polarization_resistance", "mat:lsm", 0.81, "Ω cm²", temperature_K=973.15),
            _meas(text, "2.27 Ω cm2", "polarization_resistance", "mat:lsm", 2.27, "Ω cm²", temperature_K=973.15),
            _meas(text, "2.27 Ω cm2", "polarization_resistance", "mat:lsm", 2.27, "Ω cm²")]
    res = summarise([score_paper(paper, [ours], load_slots())])
    assert (res["value_recall"]["n"], res["value_recall"]["N"]) == (1, 1)
    assert (res["precision"]["n"], res["precision"]["N"]) == (2, 3)
    assert res["false_positives"]["by_class"]["duplicate"] == 1
    assert res["property_agreement"]["n"] == 1 and res["material_attribution"]["n"] == 1
    assert res["temperature_kept"]["n"] == 1


def test_end_to_end_subcommand(capsys):
    from eval.bench import main
    assert main(["extraction", "--sofc-exp", str(DATA), "--split", "train", "--misses", "2"]) == 0
    out = capsys.readouterr().out
    assert "| split | papers | sentences | target values | value recall | value kept (or as condition) | " \
           "property agreement | material attribution | precision | temperature kept |" in out
    assert "| train | 2 | 12 | 17 | " in out
    assert "| miss class | count |" in out
    assert main(["extraction", "--sofc-exp", str(DATA), "--paper", "PMC4992832", "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    assert res["summary"]["targets"] == 9 and set(res["per_paper"]) == {"PMC4992832"}
    assert res["summary"]["value_recall"]["N"] == 9


def test_an_annotated_member_written_by_its_variable_is_the_paper_s_series_member():
    # annotators write a series member as "x = 0.05"; our MatID of that member of the paper's series matches it, and
    # a family written with its values in parentheses is still the family
    from core.matid.compositions import find_compositions
    from eval.extraction import material_matches, paper_surfaces
    text = "SrCo1−xRexO3−δ (x = 0.05 and 0.10) was tested. Its ASR is 0.087 Ω cm2 for x = 0.05."
    (_, _, fam), = find_compositions("SrCo1−xRexO3−δ")[0]
    member = fam.member({"x": 0.05}).matid
    surfaces = paper_surfaces(text)
    assert material_matches(member, ["x = 0.05"], surfaces.get(member, ()))
    assert not material_matches(fam.member({"x": 0.1}).matid, ["x = 0.05"], surfaces.get(fam.member({"x": 0.1}).matid, ()))
    assert material_matches(member, ["SrMo1−xMgxO3−δ (x = 0.1 and 0.2)", "SrCo1−xRexO3−δ (x = 0.05 and 0.10)"])


def test_the_paper_s_title_is_what_its_first_line_writes_twice(papers):
    """SOFC-Exp's first line runs on from the title, written twice, into authors and affiliations, where a postcode
    ("CV4 7AL") or an institute's acronym read as the title's material became the paper's main material; the bench
    gives the recogniser the title alone."""
    from core.matid.samples import paper_samples
    from eval.extraction import paper_title
    text = papers["PMC4992832"].text
    title = paper_title(text)
    assert title == ("A perovskite oxide with high conductivities in both air and reducing atmosphere for use as "
                     "electrode for solid oxide fuel cells")
    assert paper_samples([("title", title), ("", text)]).titled == ""
    assert paper_title("Only a title\nbody") == "Only a title"


def test_a_range_whose_ends_are_annotated_as_two_values_recalls_both():
    # PolyIE train/4: "range from 1.7 - 2.0 eV", each number a value; one range of ours holds both (and counts once)
    from eval.extraction import AnnotatedValue, pair_values, value_matches

    class M:
        value, unit = (1.7, 2.0), "eV"
    anns = [AnnotatedValue([1.7], "", "1.7"), AnnotatedValue([2.0], "eV", "2.0 eV")]
    t_of, m_of = pair_values(anns, [M()], lambda i, j: value_matches(anns[i], M.value, M.unit), lambda i, j: (0,))
    assert t_of == {0: 0, 1: 0} and m_of == {0: 0}
    # (a single value recalls one of them only)
    M.value = 1.7
    t_of, _ = pair_values(anns, [M()], lambda i, j: value_matches(anns[i], M.value, M.unit), lambda i, j: (0,))
    assert t_of == {0: 0}


def test_an_annotated_molecular_weight_in_k_is_thousands():
    from eval.extraction import AnnotatedValue, value_matches
    ann = AnnotatedValue([6.73], "K", "6.73 K")
    assert value_matches(ann, 6.73, "kg/mol") and not value_matches(ann, 6.73, "g/mol")
