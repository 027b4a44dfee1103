"""Papers as plain text or Markdown: ingested like a PDF (sections, chunks, MatIDs, measurements, answers with their
citation), a bad text file fails alone. The paper's text is written in the style of SOFC-Exp's papers."""
from __future__ import annotations

from core.ingest import Ingestor, expand_paths
from core.pdf.text import parse_text
from core.pipelines import Env, Params, graph_answer
from core.pipelines.grag import GRAG

from .conftest import make_settings

PAPER = """# Sr2Fe1.5Mo0.5O6 as an anode for intermediate-temperature solid oxide fuel cells

## Abstract

Sr2Fe1.5Mo0.5O6 (SFM) was prepared by a sol–gel route and tested as the anode of an LSGM-electrolyte-supported
single cell.

## Results

The single cell with the SFM anode reached a maximum power density of 835 mW cm−2 at 850 °C in humidified H2.
The open-circuit voltage of the cell was 1.08 V at 850 °C.

## References

1. A. Author, J. Power Sources 195 (2010) 1.
"""


def test_a_markdown_paper_is_read_into_sections_title_and_references(tmp_path):
    f = tmp_path / "sfm.md"
    f.write_text(PAPER, encoding="utf-8")
    p = parse_text(f)
    assert p.title.startswith("Sr2Fe1.5Mo0.5O6 as an anode") and p.n_pages == 1
    assert [b.section for b in p.blocks] == ["Abstract", "Results"]
    assert len(p.references) == 1 and "Power Sources" in p.references[0]


def test_a_text_paper_is_ingested_and_answered_from_the_graph(tmp_path, embedder):
    folder = tmp_path / "texts"
    folder.mkdir()
    (folder / "sfm.md").write_text(PAPER, encoding="utf-8")
    (folder / "broken.txt").write_bytes(b"\xff\xfe\x00bad")
    assert [p.name for p in expand_paths([folder])] == ["broken.txt", "sfm.md"]
    ing = Ingestor(make_settings(tmp_path / "data"), embedder=embedder)
    results = {r.filename: r for r in ing.ingest_paths([folder])}
    assert results["broken.txt"].status == "failed" and "text" in results["broken.txt"].error
    ok = results["sfm.md"]
    assert ok.status == "processed" and ok.n_chunks >= 1 and ok.title.startswith("Sr2Fe1.5Mo0.5O6")
    q = "What is the maximum power density of Sr2Fe1.5Mo0.5O6 at 850 °C?"
    grag = GRAG(Env(ing))
    ret = grag.retrieve(q, Params())
    assert any("835" in c.text for c in ret.contexts)
    card = grag.answer(q, ret)                  # the answer step after retrieval: the graph's answer card
    assert card and card["answer"] and card["answer"]["value"] == 835 and card["answer"]["property"] == "power_density"


def test_a_question_set_is_built_from_sofc_exp_annotations(tmp_path):
    # tests/data/sofc: an excerpt of SOFC-Exp (Friedrich et al., ACL 2020, CC BY 4.0; see its README), split "train"
    import json

    from eval.sofc_questions import main
    from .test_extraction_bench import DATA
    assert main(["--sofc-exp", str(DATA), "--split", "train", "--out", str(tmp_path)]) == 0
    qs = [json.loads(line) for line in (tmp_path / "questions.jsonl").read_text().splitlines()]
    un = [json.loads(line) for line in (tmp_path / "unanswerable.jsonl").read_text().splitlines()]
    assert qs and all(q["values"] and q["paper"].endswith(".txt") and q["question"].startswith("What ") for q in qs)
    assert all((tmp_path / "texts" / q["paper"]).exists() for q in qs)
    assert un and all(not q["values"] for q in un)
    # every answer is written in its paper
    for q in qs:
        text = (tmp_path / "texts" / q["paper"]).read_text()
        assert f"{q['values'][0]['value']:g}" in text.replace(",", ""), q


def test_a_text_without_blank_lines_is_read_line_by_line_with_its_repeated_title(tmp_path):
    # the shape of SOFC-Exp's texts: one paragraph per line, the title written twice before the authors, cited DOIs
    # only far down the text
    lines = ["Yb-Doped BaCeO3 Electrolytes Yb-Doped BaCeO3 Electrolytes A. Author B. Author University of Somewhere"]
    lines += [f"Sentence {i} about the BaCe0.9Yb0.1O3 electrolyte and its conductivity." for i in range(80)]
    lines += ["[1] Cited work, doi:10.1126/science.1156393"]
    f = tmp_path / "paper.txt"
    f.write_text("\n".join(lines), encoding="utf-8")
    p = parse_text(f)
    assert p.title == "Yb-Doped BaCeO3 Electrolytes"
    assert len(p.blocks) == 82 and p.doi == ""       # the run-on first line stays as front matter


SUPERCONDUCTORS = """Pressure-induced superconductivity in FeSe and MgB2 thin films

Abstract
We report the superconducting transition temperature of FeSe single crystals under hydrostatic pressure. The onset Tc
of FeSe increases from 8.5 K at ambient pressure to 36.7 K at 8.9 GPa. MgB2 films become superconducting at Tc = 39 K
at ambient pressure.

Results
The zero-resistance temperature of FeSe at 4.2 GPa is 31.2 K. The upper critical field Hc2(0) of FeSe at ambient
pressure is about 17 T. For MgB2, the critical current density is 2 × 10^6 A/cm2 at 20 K and 1 T.
"""


def test_a_superconductor_paper_is_answered_at_the_pressure_asked(tmp_path, embedder):
    # the sub-field of issue 25's report, in its style: Tc at stated pressures, sentences that end with a unit letter
    from core.graph.queries import measurements_of
    folder = tmp_path / "texts"
    folder.mkdir()
    (folder / "sc.txt").write_text(SUPERCONDUCTORS, encoding="utf-8")
    ing = Ingestor(make_settings(tmp_path / "data"), embedder=embedder)
    assert [r.status for r in ing.ingest_paths([folder])] == ["processed"]
    fese = {(m["property"], m["value"], m["conditions"].get("pressure_bar"))
            for m in measurements_of(ing.store, "comp:Fe50Se50")}
    assert {("critical_temperature", 8.5, 1.01325), ("critical_temperature", 36.7, 89000.0),
            ("critical_temperature", 31.2, 42000.0), ("upper_critical_field", 17.0, 1.01325)} <= fese
    # the 1 T of the next sentence is MgB2's field, no upper critical field of FeSe's
    assert not any(p == "upper_critical_field" and v == 1.0 for p, v, _ in fese)
    env = Env(ing)
    card = graph_answer(env, "What is the Tc of FeSe at 8.9 GPa?", Params())
    assert card["status"] == "answer" and card["answer"]["value"] == 36.7
    card = graph_answer(env, "What is the Tc of FeSe at 2 GPa?", Params())
    assert card["status"] == "not_at_condition" and card["answer"] is None
    assert graph_answer(env, "What is the Tc of CaFe2As2?", Params()) is None


def test_a_matid_keeps_every_papers_spellings(tmp_path, embedder):
    # SOFC-Exp: a review names NiTiO3, a later paper defines "NiTiO3 (NTO)" and writes NTO; the MatID had kept the
    # first paper's spellings only, so a question about NTO found no material. Written here for two battery papers
    from core.graph import queries
    from core.matid.compositions import parse_composition
    folder = tmp_path / "texts"
    folder.mkdir()
    (folder / "a_review.md").write_text("# A review of spinel cathodes\n\n## Results\n\nLiMn2O4 delivered a discharge "
                                        "capacity of 120 mAh/g at 0.1 C.\n", encoding="utf-8")
    (folder / "b_paper.md").write_text("# Doped spinel cathodes\n\n## Results\n\nLiMn2O4 (LMO) was made by a sol–gel "
                                       "route. The LMO cathode delivered a discharge capacity of 118 mAh/g at 0.1 C.\n",
                                       encoding="utf-8")
    ing = Ingestor(make_settings(tmp_path / "data"), embedder=embedder)
    assert [r.status for r in ing.ingest_paths([folder])] == ["processed", "processed"]
    lmo = parse_composition("LiMn2O4").matid
    assert {"LiMn2O4", "LMO"} <= set(queries.matid_names(ing.store, [lmo])[lmo][1])


METAL = """# Spall strength of pure tantalum under plate impact

## Abstract

Annealed tantalum of 99.95% purity was studied in planar impact tests; the samples were ground on SiC papers.

## Results

The density of the tantalum samples was 16.65 g/cm3, and their Young's modulus was 186 GPa.
The SiC papers were changed after each sample.
"""


def test_a_paper_of_a_pure_metal_answers_for_the_metal_a_question_names_in_words(tmp_path, embedder):
    # written in the style of the vanadium paper of the development corpus (J. Appl. Phys.): the paper's material is
    # the element its title names; "the tantalum samples" in a question names that element
    folder = tmp_path / "texts"
    folder.mkdir()
    (folder / "ta.md").write_text(METAL, encoding="utf-8")
    ing = Ingestor(make_settings(tmp_path / "data"), embedder=embedder)
    assert ing.ingest_paths([folder])[0].status == "processed"
    card = graph_answer(Env(ing), "What is the density of the tantalum samples?", Params())
    assert card and card["answer"] and (card["answer"]["value"], card["answer"]["matid"]) == (16.65, "el:Ta")


def _one_paper(tmp_path, embedder, name: str, text: str) -> Env:
    """A library of one text paper, ingested for real."""
    folder = tmp_path / "texts"
    folder.mkdir()
    (folder / name).write_text(text, encoding="utf-8")
    ing = Ingestor(make_settings(tmp_path / "data"), embedder=embedder)
    assert [r.status for r in ing.ingest_paths([folder])] == ["processed"]
    return Env(ing)


# PolyIE train, paper 62 (a polymer solar-cell paper): one device as cast and after annealing
STATES = """# Fullerene-free organic solar cells of HFAQx-T

## Results

For these fullerene-free based OSCs, the as-cast device of HFAQx-T:ITIC (0.8:1.0, w/w) exhibited a PCE of 8.8%, while
it was distinctly enhanced to 9.6% efficiency after annealing at 130 °C for 10 min, with a Voc of 0.94 V, a Jsc of
15.4 mA cm^-2, and a FF of 0.66.
"""


def test_a_sample_as_cast_and_after_annealing_are_two_samples(tmp_path, embedder):
    """Issue 47, class 7: a value of one processing state never answers for another; a question that names no state
    where the paper gives two gets no headline value."""
    env = _one_paper(tmp_path, embedder, "states.md", STATES)
    card = graph_answer(env, "What is the PCE of the as-cast HFAQx-T:ITIC device?", Params())
    assert card["status"] == "answer" and card["answer"]["value"] == 8.8
    card = graph_answer(env, "What is the PCE of HFAQx-T:ITIC after annealing?", Params())
    assert card["status"] == "answer" and card["answer"]["value"] == 9.6
    card = graph_answer(env, "What is the PCE of the HFAQx-T:ITIC device?", Params())
    assert card["status"] == "ambiguous" and card["answer"] is None
    assert {r["value"] for r in card["measurements"]} == {8.8, 9.6} and "processing" in card["message"]
    card = graph_answer(env, "What is the PCE of the quenched HFAQx-T:ITIC device?", Params())
    assert card["status"] == "not_at_condition" and card["answer"] is None


# Hosseini et al. 2025 (../shared/realpapers), its title and two sentences of its results
ONE_ALLOY = """# The Effect of Annealing on the First Hydrogenation Behavior of Atomized Ti48.8Fe46.0Mn5.2 Alloy

## Results

The AS-5CR sample exhibited rapid kinetics, starting hydrogen absorption within 40 s and reaching a capacity of
1.42 wt.% after 24 h. In contrast, the annealed sample demonstrated a longer incubation time of 7200 s and finally
achieved a capacity of 1.2 wt.% after 24 h.
"""


def test_grag_puts_a_fact_of_the_papers_one_alloy_first_when_it_has_nothing_surer(tmp_path, embedder):
    """A value whose sentence names no material is the paper's main one's, at low confidence: no card, but G-RAG's
    context gives it first when the graph knows nothing surer of the asked property."""
    from core.pipelines.grag import GRAG
    env = _one_paper(tmp_path, embedder, "tifemn.md", ONE_ALLOY)
    q = "What incubation time did the annealed Ti48.8Fe46.0Mn5.2 sample show before absorbing hydrogen?"
    first = GRAG(env).retrieve(q, Params()).contexts[0]
    assert first.kind == "measurement" and "7200" in first.text
    card = graph_answer(env, q, Params())
    assert card is None or card["answer"] is None


# written in the style of SOFC-Exp's PMC5700654 (its samples are named by what was infiltrated into the SDC anode;
# here the formulas stand for the paper's short names)
TREATED = """# Sulfur-tolerant anodes by infiltration of BaZr0.1Ce0.7Y0.1Yb0.1O3 into Ni-Ce0.8Sm0.2O1.9

## Results

The single cell with the Ce0.8Sm0.2O1.9 anode reached a peak power density of 420 mW cm−2 at 800 °C.
The peak power densities of the cells with the Pd‐ and Ni‐infiltrated Ce0.8Sm0.2O1.9 anodes were 590 and 464 mW cm−2
at 800 °C, respectively.
"""


def test_a_sample_named_by_its_treatment_and_host_answers_only_for_itself(tmp_path, embedder):
    """Issue 47, class 7: "the Ni-infiltrated SDC anode" is another sample than the SDC anode."""
    env = _one_paper(tmp_path, embedder, "treated.md", TREATED)
    card = graph_answer(env, "What is the peak power density of the Ni-infiltrated Ce0.8Sm0.2O1.9 anode at 800 °C?",
                        Params())
    assert card["status"] == "answer" and card["answer"]["value"] == 464
    card = graph_answer(env, "What is the peak power density of the Ce0.8Sm0.2O1.9 anode at 800 °C?", Params())
    assert card["status"] == "answer" and card["answer"]["value"] == 420
