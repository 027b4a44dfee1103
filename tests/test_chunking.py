"""Chunking properties on a real parsed sample paper with the real embedding model."""
from __future__ import annotations

import numpy as np
import pytest

from core.chunking import chunk_paper, paper_sentences, split_sentences
from core.pdf import parse_pdf

from .conftest import SAMPLES


@pytest.fixture(scope="module")
def parsed():
    return parse_pdf(SAMPLES / "01_cantor_hall_petch.pdf")


def _chunks(parsed, embedder, **kw):
    return chunk_paper("p1", parsed, embedder.embed, embedder.count_tokens, **kw)[0]


def test_sentences_respect_abbreviations():
    text = ("Twinning is shown in Fig. 2 and was reported by Otto et al. in 2013. The CRSS is 53 MPa, "
            "i.e. lower than in CrCoNi. Next sentence here.")
    sents = [text[s:e] for s, e in split_sentences(text)]
    assert sents == ["Twinning is shown in Fig. 2 and was reported by Otto et al. in 2013.",
                     "The CRSS is 53 MPa, i.e. lower than in CrCoNi.", "Next sentence here."]


def test_semantic_chunks_cover_text_in_order_within_sections(parsed, embedder):
    chunks = _chunks(parsed, embedder)
    text_chunks = [c for c in chunks if c.kind == "text"]
    sents = paper_sentences(parsed.blocks)
    # every sentence lands in a chunk, in reading order, and no chunk spans two sections
    joined = " ".join(c.text for c in text_chunks)
    pos = 0
    for s in sents:
        found = joined.find(s.text, pos)
        assert found >= 0, s.text
        pos = found
    for c in text_chunks:
        assert {s.section for s in sents if s.text in c.text} <= {c.section}
        assert c.pages and all(1 <= p <= parsed.n_pages for p in c.pages)
    assert len(text_chunks) > 3


def test_token_cap_and_overlap(parsed, embedder):
    chunks = _chunks(parsed, embedder, max_tokens=96, overlap=24)
    text = [c for c in chunks if c.kind == "text"]
    longest_sentence = max(embedder.count_tokens(s.text) for s in paper_sentences(parsed.blocks))
    assert all(c.n_tokens <= max(96, longest_sentence) + 2 for c in text)
    # consecutive chunks of one section share their overlap sentence(s)
    shared = sum(1 for a, b in zip(text, text[1:]) if a.section == b.section and b.text.split(". ")[0] in a.text)
    assert shared >= 1


def test_breakpoint_percentile_controls_chunk_count(parsed, embedder):
    fine = [c for c in _chunks(parsed, embedder, percentile=50) if c.kind == "text"]
    coarse = [c for c in _chunks(parsed, embedder, percentile=95) if c.kind == "text"]
    assert len(fine) > len(coarse)


def test_fixed_chunking_for_comparison(parsed, embedder):
    chunks = [c for c in _chunks(parsed, embedder, method="fixed", fixed_tokens=64) if c.kind == "text"]
    assert len(chunks) > 10
    assert max(c.n_tokens for c in chunks) <= 64 + 60   # one sentence may exceed the window


def test_tables_and_figures_are_their_own_chunks(parsed, embedder):
    chunks = _chunks(parsed, embedder)
    table = [c for c in chunks if c.kind == "table"]
    figure = [c for c in chunks if c.kind == "figure"]
    assert [c.table_id for c in table] == ["T1"] and table[0].pages == [2]
    assert "Grain size (µm) | Recrystallisation anneal" in table[0].text and "4.4 | 800 °C, 1 h | 615 | 360" in table[0].text
    assert [c.figure_id for c in figure] == ["F1"] and figure[0].text.startswith("Fig. 1.")
    assert table[0].citation("Paper 1") == "Paper 1, p. 2, Table 1"
    assert len({c.chunk_id for c in chunks}) == len(chunks)


def test_each_sentence_is_embedded_once_and_chunk_vectors_come_from_them(parsed, embedder):
    """Semantic chunking embeds every sentence once (the buffered windows are means of sentence vectors);
    with ``vectors="sentences"`` a text chunk's vector is the mean of its sentences' (unit length), close to
    embedding its text again, which the default ("text") does."""
    import numpy as np
    calls = []

    def counting(texts):
        calls.append(list(texts))
        return embedder.embed(texts)
    chunks, vecs = chunk_paper("p1", parsed, counting, embedder.count_tokens, vectors="sentences")
    sents = paper_sentences(parsed.blocks)
    assert sorted(calls[0]) == sorted(s.text for s in sents)                 # every sentence once, alone
    assert sum(len(c) for c in calls) == len(sents) + sum(c.kind != "text" for c in chunks)
    assert vecs.shape == (len(chunks), embedder.dim)
    assert np.allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-4)
    text = [i for i, c in enumerate(chunks) if c.kind == "text"]
    again = embedder.embed([chunks[i].text for i in text])
    assert float(np.min(np.sum(again * vecs[text], axis=1))) > 0.6             # the same direction, roughly
    _, redo = chunk_paper("p1", parsed, embedder.embed, embedder.count_tokens)
    assert np.allclose(redo[text], again, atol=1e-4)


def test_int8_breakpoints_refined_give_the_full_models_chunks_and_never_stored_vectors(parsed, embedder):
    """The quantised model only places breakpoints, and the close cases are measured again with the full model:
    the chunks are the full model's, and the stored vectors are the full model's (also with
    chunk_vectors="sentences", where sentence vectors are stored)."""
    from core.embeddings import get_breakpoint_embedder
    from core.settings import Settings
    int8 = get_breakpoint_embedder(Settings())
    calls = []

    def full(texts):
        calls.append(len(texts))
        return embedder.embed(texts)
    full_chunks = _chunks(parsed, embedder)
    chunks, vectors = chunk_paper("p1", parsed, full, embedder.count_tokens, embed_breakpoints=int8.embed)
    assert [c.text for c in chunks] == [c.text for c in full_chunks]
    assert 0 < calls[0] < len(paper_sentences(parsed.blocks))     # some sentences embedded again, not all
    assert np.allclose(vectors, embedder.embed([c.text for c in chunks]), atol=1e-5)
    _, by_sentences = chunk_paper("p1", parsed, embedder.embed, embedder.count_tokens, vectors="sentences",
                                  embed_breakpoints=int8.embed)
    _, reference = chunk_paper("p1", parsed, embedder.embed, embedder.count_tokens, vectors="sentences")
    assert np.allclose(by_sentences, reference, atol=1e-6)


def test_a_unit_letter_after_a_number_ends_a_sentence_an_initial_does_not():
    # superconductor and electrochemistry papers end sentences with "… 17 T.", "… at 38 K.", "… 1.05 V."
    from core.chunking import split_sentences
    text = ("The upper critical field of FeSe is about 17 T. For MgB2, the critical current density is 2 × 10^6 A/cm2 "
            "at 20 K and 1 T. The OCV was 1.05 V. As shown by J. Smith et al. in Fig. 2, it rises.")
    assert [text[s:e] for s, e in split_sentences(text)] == [
        "The upper critical field of FeSe is about 17 T.",
        "For MgB2, the critical current density is 2 × 10^6 A/cm2 at 20 K and 1 T.",
        "The OCV was 1.05 V.", "As shown by J. Smith et al. in Fig. 2, it rises."]


def test_a_lower_case_unit_or_min_after_a_number_ends_a_sentence_too():
    # "… in 24 h. However …" (a time), "… for 20 min. The …" (an abbreviation otherwise): each ends its sentence, so
    # the next sentence's sample and conditions do not run into this one's value
    from core.chunking import split_sentences
    text = ("The film reached a thickness of 120 nm in 24 h. However, the other film did not grow. It was held for "
            "20 min. The sample (5 at. % Al) was cooled in 2 s. Then it was a. b. c. tested.")
    assert [text[s:e] for s, e in split_sentences(text)] == [
        "The film reached a thickness of 120 nm in 24 h.", "However, the other film did not grow.",
        "It was held for 20 min.", "The sample (5 at. % Al) was cooled in 2 s.", "Then it was a. b. c. tested."]


def test_an_abbreviation_in_brackets_ends_no_sentence():
    # PolyIE train/33: "(ca. 1.46 eV)" had split the sentence before its value; "(Fig. 3)" likewise
    text = ("Moreover, PBTTDPP-BT exhibited narrower band gaps (ca. 1.46 eV) than PPyDPP-BT (ca. 1.54 eV ). The "
            "patterns (Fig. 3) show two peaks.")
    assert [text[s:e] for s, e in split_sentences(text)] == [
        "Moreover, PBTTDPP-BT exhibited narrower band gaps (ca. 1.46 eV) than PPyDPP-BT (ca. 1.54 eV ).",
        "The patterns (Fig. 3) show two peaks."]


def test_an_equation_number_ends_what_it_numbers_where_a_sentence_starts_after_it():
    # PolyIE train/10: "… eqn. (1) and (2):E HOMO = -e(E ox +4.71)(eV) (1) E LUMO = -e(E red +4.71)(eV) (2) The LUMO
    # energy levels of … are -3.46 and -3.47 eV, respectively" was one sentence, and its "respectively" paired the two
    # values with the equations' HOMO and LUMO; numbers in a list of the sentence's own ("(1) good and (2) bad") stay
    from core.chunking import split_sentences
    text = ("The levels were calculated by eqn. (1) and (2): E HOMO = -e(E ox +4.71)(eV) (1) E LUMO = "
            "-e(E red +4.71)(eV) (2) The LUMO energy levels of A and B are -3.46 and -3.47 eV, respectively. It has "
            "(1) good and (2) bad sides.")
    assert [text[s:e] for s, e in split_sentences(text)] == [
        "The levels were calculated by eqn. (1) and (2): E HOMO = -e(E ox +4.71)(eV) (1) E LUMO = -e(E red +4.71)(eV) "
        "(2)", "The LUMO energy levels of A and B are -3.46 and -3.47 eV, respectively.",
        "It has (1) good and (2) bad sides."]


def test_a_figures_chunk_carries_its_words_and_the_recogniser_reads_only_its_caption(parsed, embedder):
    # sample paper 01, Fig. 1 (an image): the yield strengths written beside the symbols are in the figure's chunk
    # for search, but they stand apart from their series and temperatures, so no measurement is made of them
    from core.matid.extract import extract_paper
    chunks = _chunks(parsed, embedder)
    fig = next(c for c in chunks if c.kind == "figure")
    assert fig.text.startswith("Fig. 1. Yield strength") and "Words in the figure:" in fig.text and "873" in fig.text
    facts = extract_paper("p1", chunks, parsed.tables, title=parsed.title).measurements
    from_figure = [pm.measurement.value for pm in facts if pm.figure_id == "F1"]
    assert not {615.0, 304.0, 268.0, 138.0} & set(from_figure), from_figure
    assert not [pm for pm in facts if pm.chunk_id == fig.chunk_id and pm.measurement.unit == "MPa"]


def test_hardness_labels_plotted_in_a_figure_make_no_measurement(embedder):
    # sample paper 04, Fig. 1: "506HV 523HV | 500 487HV" read as words would become 506 HV and 500487 HV
    from core.matid.extract import extract_paper
    parsed = parse_pdf(SAMPLES / "04_alxcocrfeni_refractory.pdf")
    chunks = _chunks(parsed, embedder)
    assert "487" in next(c for c in chunks if c.kind == "figure").text
    facts = extract_paper("p4", chunks, parsed.tables, title=parsed.title).measurements
    assert not [pm for pm in facts if pm.figure_id == "F1" and pm.measurement.unit == "HV"]


def test_a_many_panel_figure_keeps_only_its_first_rows_of_words_in_its_chunk():
    # the tick labels of nine panels would crowd the other sources out of an 800-token context; the figure keeps
    # all its words for the Papers page
    from core.models import CHUNK_WORDS_CHARS, FigureData
    rows = [f"({chr(97 + i)}) 0 10 20 30 40 50 60 70 80 90 100 | Time (h) | Hydrogen capacity (wt%)" for i in range(9)]
    fig = FigureData("F3", 3, 5, "Fig. 3. Kinetics of the six alloys.", words=" | ".join(rows))
    text = fig.to_text()
    words = text.split("\nWords in the figure: ", 1)[1]
    assert len(words) <= CHUNK_WORDS_CHARS and words.startswith("(a) 0 10 20") and not words.endswith("|")
    assert " | ".join(rows).startswith(words) and len(fig.words) > CHUNK_WORDS_CHARS
