"""Text repair rules on real journal pages (tests/data/realpages/, CC BY; see tests/data/README.md)."""
from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

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
