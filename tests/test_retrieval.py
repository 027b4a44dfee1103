"""Chunk search shared by the pipelines: BM25 fused with dense retrieval, focusing long chunks on the
question, and the context budget, which every pipeline respects exactly."""
from __future__ import annotations

import json

import pytest

from core.ingest import Ingestor
from core.pipelines import PIPELINES, Env, Params
from core.pipelines.naive import search_chunks
from core.pipelines.search import focus, rrf, tokenize

from .conftest import SAMPLES, make_settings


@pytest.fixture(scope="module")
def env(corpus_dir, embedder):
    from core.graph import ladybug_store
    ladybug_store.close_all()
    return Env(Ingestor(make_settings(corpus_dir), embedder=embedder))


def test_tokens_keep_a_formula_whole_and_give_its_element_parts():
    toks = tokenize("The Ti0.84Zr0.16Mn0.9Cr0.7Fe0.1 alloy retained 96.2% after 500 cycles (Alloy_3, x = 0.1).")
    assert "ti0.84zr0.16mn0.9cr0.7fe0.1" in toks and {"ti0.84", "zr0.16", "cr0.7"} <= set(toks)
    assert {"96.2", "500", "0.1", "alloy", "3", "x"} <= set(toks)
    assert "the" not in toks and "after" not in toks


def test_reciprocal_rank_fusion_rewards_agreement():
    fused = rrf([["a", "b", "c"], ["c", "a", "d"]])
    assert max(fused, key=fused.get) == "a"            # 1st and 2nd beats 3rd and 1st
    assert fused["c"] > fused["b"] and fused["d"] < fused["b"]


def test_focus_keeps_caption_header_and_the_rows_the_question_names(embedder):
    count = embedder.count_tokens
    rows = [f"x={i / 10:.1f} | {4.8 + i / 100:.4f} | {8.0 + i / 100:.4f} | {165 + i:.3f}" for i in range(60)]
    table = "Table 1 Lattice parameters of the alloys\nSample | a (Å) | c (Å) | V (Å3)\n" + "\n".join(rows)
    assert count(table) > 300
    out = focus(table, "table", "What is the cell volume V of the alloy with x = 4.2?", 80, count)
    assert count(out) <= 80
    lines = out.split("\n")
    assert lines[0].startswith("Table 1") and "V (Å3)" in lines[1]      # the unit stays with the value
    assert any(l.startswith("x=4.2 |") for l in lines[2:]), out
    prose = " ".join(f"Sentence {i} is about grain growth in sample {i}." for i in range(80)) + \
        " The hydrogen capacity reached 1.83 wt% at 298 K. " + " ".join(f"Filler {i} here." for i in range(80))
    out = focus(prose, "text", "What hydrogen capacity was reached?", 60, count)
    assert "1.83 wt%" in out and count(out) <= 60


def test_a_figure_or_table_named_by_number_is_one_token():
    toks = tokenize("At what heating rate were the DSC curves in Figure 1i recorded (see Fig. 3b and Table 2)?")
    assert {"figure#1", "figure#3", "table#2"} <= set(toks)
    assert not any("#" in t for t in tokenize("The table lists 12.5 wt% for 2 samples; fig 2.5"))


def test_focus_on_a_caption_keeps_its_label_and_the_panel_asked(embedder):
    count = embedder.count_tokens
    panels = ", ".join(f"{chr(97 + i)}) SEM image of the sample annealed for {i + 1} h at 900 °C" for i in range(8))
    caption = f"Figure 1. {panels}, i) DSC curves at the heating rate of 10 °C min−1, j) Kissinger fitting profiles."
    assert count(caption) > 120
    out = focus(caption, "figure", "At what heating rate were the DSC curves in Figure 1i recorded?", 60, count)
    assert out.startswith("Figure 1.") and "10 °C min−1" in out and count(out) <= 60, out


def test_focus_on_a_figure_keeps_the_words_plotted_in_it(embedder):
    # the words OCR read in sample paper 04's Fig. 1 follow a caption cut to the question
    count = embedder.count_tokens
    caption = ("Fig. 1. Vickers hardness of AlxCoCrFeNi alloys against Al content x. " +
               " ".join(f"Band {i} marks a phase range of the series." for i in range(30)))
    words = ("Words in the figure: 600 FCC FCC + BCC BCC + B2 | 523 HV | 506 HV | 500 487 HV | 333 HV | 121 HV 182 HV "
             "| 148 HV | 0 0.3 0.5 0.75 1.0 1.5 2.0 | Al content x in AlxCoCrFeNi (molar ratio)")
    out = focus(caption + "\n" + words, "figure", "What is the Vickers hardness of Al0.5CoCrFeNi in Fig. 1?", 200, count)
    assert out.startswith("Fig. 1. Vickers hardness") and out.endswith(words) and count(out) <= 200, out
    # when the caption alone fills the room, the words are cut, never the caption's best sentence
    out = focus(caption + "\n" + words, "figure", "What is the Vickers hardness of Al0.5CoCrFeNi?", 60, count)
    assert "Vickers hardness of AlxCoCrFeNi" in out and "Words in the figure: 600" in out and count(out) <= 60, out


def test_the_chunks_citing_a_named_figure_rank_by_their_words():
    from core.pipelines.search import SparseIndex
    texts = {"a-fig1": "Figure 1. a) XRD patterns of ZrCo, b) SEM image, i) DSC curves at the heating rate of 10 °C/min",
             "b-fig1": "Figure 1. SEM image of the LSCF cathode after 100 h",
             "b-text": "DSC curves were recorded at several heating rates; the DSC heating rate sets the peak shift.",
             "a-text": "As Figure 1i shows, the desorption peak of ZrCo moves to higher temperature."}
    index = SparseIndex(list(texts), list(texts.values()))
    citing = index.citing("At what heating rate were the DSC curves in Figure 1i of ZrCo recorded?", 10)
    assert citing[0] == "a-fig1" and set(citing) == {"a-fig1", "b-fig1", "a-text"}
    assert index.citing("At what heating rate were the DSC curves recorded?", 10) == []


def test_a_question_naming_a_figure_finds_that_figures_caption(env):
    chunks = {c.chunk_id: c for c in env.registry.chunks()}
    for q, words in (("What does Figure 1 of the AlxCoCrFeNi paper show?", "Vickers hardness"),
                     ("What is plotted in Fig. 1 for CrMnFeCoNi?", "Yield strength")):
        top = chunks[search_chunks(env, q, 5, "hybrid")[0][0]]
        assert top.kind == "figure" and words in top.text, (q, top.text[:80])


def test_hybrid_search_finds_a_formula_only_query_that_dense_search_misses(env):
    # a bare composition: MiniLM has little to hold on to, the words match exactly
    query = "CoCrFeNiMo0.2"
    chunks = {c.chunk_id: c.text for c in env.registry.chunks()}
    dense = search_chunks(env, query, 3, "dense")
    hybrid = search_chunks(env, query, 3, "hybrid")
    assert not any(query in chunks[cid] for cid, _ in dense)
    assert query in chunks[hybrid[0][0]]


@pytest.mark.parametrize("budget", [120, 400, 800])
def test_every_pipeline_respects_the_context_budget(env, budget):
    questions = [json.loads(l)["question"] for l in (SAMPLES / "questions.jsonl").read_text().splitlines() if l.strip()]
    count = env.embedder.count_tokens
    for name in ("naive", "graph", "grag"):
        pipe = PIPELINES[name](env)
        for q in questions[::2]:
            ret = pipe.retrieve(q, Params(top_k=5, context_budget=budget))
            assert sum(c.tokens for c in ret.contexts) <= budget, (name, q)
            assert all(c.tokens == count(c.text) for c in ret.contexts), (name, q)
            assert ret.contexts, (name, q)


def test_grag_finds_a_chunk_that_does_not_spell_the_questions_matids(env):
    # G-RAG used to search only the chunks that mention the question's MatIDs; a chunk that says
    # "yield stress" where the vocabulary has "yield strength" was hidden from it
    from core.matid.mentions import find_mentions
    q = "Which kinds of crystal show a tension–compression asymmetry of the yield stress, and why?"
    ids = [m.matid for m in find_mentions(q)[0]]
    top = search_chunks(env, q, 1, "hybrid")[0][0]
    mentioned = env.store.query("MATCH (m:MatID)-[:MENTIONED_IN]->(c:Chunk {id: $c}) WHERE m.id IN $ids"
                                " RETURN count(m) AS n", {"c": top, "ids": ids})[0]["n"]
    assert ids and mentioned == 0
    ret = PIPELINES["grag"](env).retrieve(q, Params())
    assert top in [c.chunk_id for c in ret.contexts]


def test_a_property_whose_value_the_question_gives_is_a_condition():
    from core.pipelines.question import given_properties
    units = {"yield_strength": "MPa", "grain_size": "µm", "plateau_pressure": "bar"}
    props = list(units)
    assert given_properties("By how much does the yield strength of 50 µm grain-size CrMnFeCoNi increase "
                            "from 293 K to 77 K?", props, units) == ["grain_size"]
    assert given_properties("What is the yield strength of CrMnFeCoNi with a grain size of 4.4 µm?",
                            props, units) == ["grain_size"]
    assert given_properties("Which alloy has a plateau pressure of 10 bar at 298 K?", props, units) == \
        ["plateau_pressure"]
    assert given_properties("What is the yield strength of CrMnFeCoNi at 77 K?", props, units) == []


def test_grag_resolves_a_sample_label_in_the_question_through_matid_aliases(tmp_path):
    """'the NCN alloy': a label a paper defined for a composition is an alias of that composition's MatID."""
    from core.graph.ladybug_store import LadybugStore
    from core.matid.mentions import find_mentions
    from core.pipelines.question import labelled_materials
    store = LadybugStore(tmp_path / "graph")
    try:
        store.query("CREATE (:MatID {id: 'comp:Co30Cu7.5Nb7.5Ni12.5Zr42.5', type: 'composition', name: 'NCN',"
                    " aliases: $a})", {"a": json.dumps(["NCN", "Zr0.85Nb0.15Co0.6Cu0.15Ni0.25"])})
        q = "What fraction of the B33 phase does the as-cast NCN alloy contain, and the HNCN alloy?"
        assert labelled_materials(store, q, find_mentions(q)[0]) == ["comp:Co30Cu7.5Nb7.5Ni12.5Zr42.5"]
        q = "What does the alloy contain?"
        assert labelled_materials(store, q, find_mentions(q)[0]) == []
        # a composite the papers write with a hyphen ("Ni-YSZ"), of an element and a short form no question alone
        # defines, is the papers' material (SOFC-Exp dev questions); written here for a battery anode
        store.query("CREATE (:MatID {id: 'mat:si-cnt', type: 'material', name: 'Si-CNT', aliases: $a})",
                    {"a": json.dumps(["Si-CNT"])})
        q = "What specific capacity was reported for Si-CNT at 0.1 C?"
        assert labelled_materials(store, q, find_mentions(q)[0]) == ["mat:si-cnt"]
        # letters one paper read as another material (a composite's part taken for the whole) are not what a question
        # that writes them asks about, where a MatID is named so (SOFC-Exp dev: "YSZ" had also found NiO)
        for i, name, aliases in (("mat:sfm", "SFM", ["SFM"]), ("comp:Fe50O50", "FeO", ["FeO", "SFM"])):
            store.query("CREATE (:MatID {id: $i, type: 'material', name: $n, aliases: $a})",
                        {"i": i, "n": name, "a": json.dumps(aliases)})
        q = "What power density was reported for SFM at 800 °C?"
        assert labelled_materials(store, q, find_mentions(q)[0]) == ["mat:sfm"]
        # a phase node named by its formula ("the MgH2 phase") is no label: the question's MgH2 stays the formula,
        # whose measurements (a review's table row "MgH2 surface-coated with V") are the composition's
        store.query("CREATE (:MatID {id: 'phase:MgH2', type: 'phase', name: 'MgH2', aliases: $a})",
                    {"a": json.dumps(["MgH2"])})
        q = "What capacity retention after 50 cycles is listed for MgH2 surface-coated with V?"
        mentions = find_mentions(q)[0]
        assert labelled_materials(store, q, mentions) == []
        assert "comp:H66.7Mg33.3" in [m.matid for m in mentions]
    finally:
        store.close()
