"""Text repair rules on real journal pages (tests/data/realpages/, CC BY; see tests/data/README.md)."""
from __future__ import annotations

from pathlib import Path

import pdfplumber

from core.pdf.layout import read_layout
from core.pdf.repair import fix_text, repair_words, resolve_ligatures

PAGES = Path(__file__).resolve().parent / "data" / "realpages"


def layout(name: str):
    with pdfplumber.open(PAGES / name) as pdf:
        return read_layout(pdf)


def text(name: str) -> str:
    return "\n".join(ln.text for ln in layout(name).lines())


def test_symbol_font_glyphs_private_use_codes_and_cid_placeholders():
    assert fix_text("m", "HMEEOM+AdvPS3F4C13") == "µ"                 # a µ drawn with a symbol font's "m"
    assert fix_text("s ¼", "AdvPSSym") == "σ ="                        # older Nature PDFs
    assert fix_text("m", "Times-Roman") == "m"                         # only in symbol fonts
    assert fix_text("(cid:1)", "IDLDKA+AdvP4C4E74") == "−"            # a math font's minus
    assert fix_text("(cid:7)x", "Times-Roman") == "x"
    # the Advent 3B2 math fonts have code points of their own, not Adobe Symbol's ("h111i" is "⟨111⟩")
    assert fix_text("h111i", "AAAAAN+AdvP4C4E74") == "⟨111⟩" and fix_text('"', "AdvP4C4E74") == "−"
    assert fix_text("(cid:2)", "AdvP4C4E74") == "×" and fix_text(":", "AAAAAO+AdvP4C4E51") == "."
    assert fix_text("\uf0b7 The", "Arial") == "• The"
    assert fix_text("ﬁeld ﬂow") == "field flow"


def test_private_use_ligatures_become_the_word_they_make():
    assert resolve_ligatures("lique\ue103ed") == "liquefied"
    assert resolve_ligatures("o\ue09den") == "often"
    assert resolve_ligatures("con\ue104icts") == "conflicts"


def test_subscripts_attach_to_their_base_and_superscripts_take_a_caret():
    words = [dict(text="Ti", x0=0, x1=6, top=10, bottom=19, size=9.0),
             dict(text="0.5", x0=6.2, x1=12, top=14, bottom=20, size=6.0),
             dict(text="mol", x0=20, x1=34, top=10, bottom=19, size=9.0),
             dict(text="−1", x0=34.2, x1=40, top=7.5, bottom=13.5, size=6.0)]
    assert [w["text"] for w in repair_words(words)] == ["Ti0.5", "mol^−1"]


def test_real_rsc_page_reads_micrometres_and_ligatures():
    t = text("pan2025_timn_p9.pdf")
    assert "from 22.56 µm after 10 cycles to 9.12 µm" in " ".join(t.split())


def test_real_rsc_title_and_ligatures_on_page_one():
    lay = layout("pan2025_timn_p1.pdf")
    assert lay.title == "Effect of non-stoichiometric Mn and Cr on the hydrogen storage properties of Ti–Mn-based alloys"
    t = " ".join("\n".join(ln.text for ln in lay.lines()).split())
    assert "liquefied" in t and "rate reached 96.2% after 500" in t
    assert "Ti0.84Zr0.16Mn0.9" in t                           # subscripts back on their elements
    assert "Open Access Article" not in t                       # the rotated licence bar is set aside


def test_real_acs_formula_subscripts_on_their_own_line_are_reattached():
    t = " ".join(text("ponsoni2025_c14laves_p1.pdf").split())
    assert "(Ti0.5Zr0.5)1(Mn0.5Cr0.5)2" in t


def test_real_wiley_title_with_subscripts_and_math_font_placeholders():
    lay = layout("qi2025_zrco_p1.pdf")
    assert lay.title.startswith("Isostructural Transition of Zr0.7Hf0.15Nb0.15Co0.6Cu0.15Ni0.25 Alloy")
    t = " ".join(text("qi2025_zrco_p3.pdf").split())
    assert "(cid:" not in t


def test_unpunctuated_caption_in_small_type_is_a_table_caption():
    # RSC and Elsevier set "Table 5 Cycling properties …" with no full stop, in smaller type than the body;
    # "Table 5, the cycling stability …" in body type on the same page is a mention
    from core.pdf.tables import extract_tables
    path = PAGES / "pan2025_timn_p9.pdf"
    with pdfplumber.open(path) as pdf:
        lay = read_layout(pdf)
        tables = extract_tables(pdf, lay, str(path))
    captions = [ln.text for ln in lay.lines() if ln.kind == "caption_table"]
    assert len(captions) == 1 and captions[0].startswith("Table 5 Cycling properties")
    (t,) = tables
    assert t.header[0] == "Alloy" and any(r[0] == "Ti0.84Zr0.16Mn0.9Cr0.7Fe0.1" and "500" in r for r in t.rows)


# --- rules added for MDPI/Elsevier/Wiley pages: hidden layers, word gaps, glued numbers, ¼, degree rings ---

from core.pdf.repair import duplicate_chars, fix_line, respace, space_numbers  # noqa: E402


def test_glued_words_are_spaced_again_but_formulas_units_and_urls_are_not():
    assert respace("ratereached96.2%after500hydrogenation–dehydrogenationcycles.") == \
        "rate reached 96.2% after 500 hydrogenation–dehydrogenation cycles."
    assert respace("ThisisanopenaccessarticleunderthetermsoftheCreativeCommons") == \
        "This is an open access article under the terms of the Creative Commons"
    assert respace("1.809wt%atthe50thcycle") == "1.809wt% at the 50th cycle"
    assert respace("incubationtimeof7200sand") == "incubation time of 7200 s and"
    for kept in ("Ti0.84Zr0.16Mn0.9", "MgH2", "Mg2Ni", "Mg-10wt.%V", "Fe20Cr20Mn20Co20Ni20", "Al0.3CoCrFeNi",
                 "(Ti0.5Zr0.5)1(Mn0.5Cr0.5)2", "substitutional", "multicomponent", "Rethinasabapathy",
                 "https://doi.org/10.1002/eem2.70000", "10°Cmin−1", "25at%Ni", "5th"):
        assert respace(kept) == kept


def test_numbers_glued_to_words_get_a_space():
    assert space_numbers("reached96.2%after500") == "reached 96.2% after 500"
    assert space_numbers("of7.6wt.%and") == "of 7.6wt.% and"
    assert space_numbers("657MPa") == "657 MPa" and space_numbers("80bar") == "80 bar"
    assert space_numbers("Ti2Fe") == "Ti2Fe"


def test_quarter_sign_between_a_symbol_and_a_number_is_equals():
    assert fix_line("s ¼ 657 MPa, x ¼ −0.5 and T¼300 K") == "s = 657 MPa, x = −0.5 and T = 300 K"
    assert fix_line("1¼ turns") == "1¼ turns"


def test_duplicate_chars_are_found_once():
    a = dict(text="A", fontname="F", size=10.0, x0=10.0, top=20.0)
    b = dict(text="A", fontname="F", size=10.0, x0=10.4, top=20.3)       # drawn again, nearly in place
    c = dict(text="A", fontname="F", size=10.0, x0=16.0, top=20.0)       # the next letter
    assert duplicate_chars([a, b, c]) == {id(b)}


def test_raised_ring_before_c_is_a_degree_sign():
    words = [dict(text="90", x0=0, x1=10, top=10, bottom=20, size=10.0),
             dict(text="◦", x0=13.8, x1=17.8, top=7.2, bottom=15.1, size=7.9),
             dict(text="C", x0=18.4, x1=25.6, top=10, bottom=20, size=10.0)]
    assert [w["text"] for w in repair_words(words)] == ["90", "°C"]


def test_real_mdpi_page_hidden_draft_layer_is_clipped_away():
    # the figure on this page is the authors' draft page, clipped to the figure: its text must not
    # double every sentence ("long air exposure air exposure before before …")
    t = " ".join(text("hosseini2025_tifemn_p7.pdf").split())
    assert "long air exposure before hydrogenation. In order to ‘regenerate’ the samples" in t
    assert "FOR PEER REVIEW" not in t and "air exposure air exposure" not in t
    assert "at 90 °C under 4500 kPa" in t and "(21 °C)" in t


def test_real_mdpi_titles_are_not_the_journal_name():
    assert layout("lopez2024_mg2ni_p1.pdf").title == \
        "Synthesis of Nanostructured Mg2Ni for Hydrogen Storage by Mechanical Alloying via High-Pressure Torsion"
    assert layout("xu2024_mg_review_p1.pdf").title == ("Magnesium-Based Hydrogen Storage Alloys: Advances, "
                                                        "Strategies, and Future Outlook for Clean Energy Applications")


def test_real_mdpi_formula_subscripts_are_reattached():
    t = " ".join(text("lopez2024_mg2ni_p3.pdf").split())
    assert "59 wt% of the Mg2Ni phase was identified" in t


def test_real_wiley_footer_in_small_type_keeps_its_word_spaces():
    # word gaps are relative to the type size: the 6-pt licence footer is not glued together
    t = " ".join(text("qi2025_zrco_p1.pdf").split())
    assert "This is an open access article under the terms of the Creative Commons Attribution License" in t


def test_characters_converted_in_one_step_equal_pdfplumbers_own():
    """fill_objects builds the char dicts directly; every page object must equal what pdfplumber makes
    (same keys, values and order), on pages from five publishers."""
    from core.pdf.objects import fill_objects
    n = 0
    for f in sorted(PAGES.glob("*.pdf")):
        with pdfplumber.open(f) as ours, pdfplumber.open(f) as theirs:
            for a, b in zip(ours.pages, theirs.pages):
                fill_objects(a)
                assert a.objects.keys() == b.objects.keys()
                assert a.chars == b.chars and [list(c) for c in a.chars] == [list(c) for c in b.chars]
                assert {k: len(v) for k, v in a.objects.items()} == {k: len(v) for k, v in b.objects.items()}
                n += len(a.chars)
    assert n > 50_000
