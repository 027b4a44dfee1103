"""Real parsing of the sample papers: pages, reading order, headers, tables, figures, references."""
from __future__ import annotations

import pytest

from core.pdf import parse_pdf
from core.pdf.tables import join_lines, looks_like_prose, split_header

from .conftest import SAMPLES


@pytest.fixture(scope="module")
def paper1(tmp_path_factory):
    return parse_pdf(SAMPLES / "01_cantor_hall_petch.pdf", tmp_path_factory.mktemp("fig1"))


@pytest.fixture(scope="module")
def paper2():
    return parse_pdf(SAMPLES / "02_crss_single_crystals.pdf")


def test_pages_title_doi(paper1, paper2):
    assert paper1.n_pages == 3 and len(paper1.pages) == 3
    assert paper1.title.startswith("Temperature and grain-size dependence of the yield strength")
    assert paper1.doi == "10.5555/grag-sample.2026.001"
    assert paper2.doi == "10.5555/grag-sample.2026.002"


def test_running_headers_and_footers_are_set_aside(paper1):
    assert "G-RAG Sample Papers · Vol. 1 (2026)" in paper1.headers_footers
    assert any(h.startswith("Page ") for h in paper1.headers_footers)
    body = "\n".join(paper1.pages)
    assert "G-RAG Sample Papers" not in body
    assert "Page 2" not in body


def test_two_column_reading_order(paper1):
    page1 = paper1.pages[0]
    abstract = page1.index("often called the Cantor alloy")          # full-width abstract
    left_end = page1.index("grain-boundary contribution to the yield strength in MPa.")   # bottom of left column
    right_start = page1.index("The alloy was prepared from elements")                      # top of right column
    assert abstract < left_end < right_start
    # lines of the two columns are not interleaved: a left-column sentence is whole
    assert "It states that the yield strength sigma_y varies linearly with the inverse square root" in page1


def test_sections_and_references(paper1):
    sections = [b.section for b in paper1.blocks]
    for name in ("Abstract", "Introduction", "Materials and methods", "Results", "Discussion", "Conclusions"):
        assert name in sections
    assert "References" not in sections
    assert len(paper1.references) >= 5
    assert paper1.references[0].startswith("[1] B. Cantor")
    assert "Microstructural development" not in "\n".join(paper1.pages)


def test_table_cell_found_in_the_right_table(paper1, paper2):
    t1 = {t.table_id: t for t in paper1.tables}["T1"]
    assert t1.page == 2 and t1.caption.startswith("Table 1. Tensile yield strength")
    frame = t1.to_frame()
    assert "Yield strength at 77 K (MPa)" in frame.columns
    row = frame[frame["Grain size (µm)"] == "4.4"].iloc[0]
    assert row["Yield strength at 77 K (MPa)"] == "615"
    assert row["Yield strength at 293 K (MPa)"] == "360"
    crss = {t.table_id: t for t in paper2.tables}["T1"].to_frame()
    tension_77 = crss[(crss["Loading mode"] == "Tension") & (crss.iloc[:, 1] == "77")]
    assert tension_77["CRSS (MPa)"].tolist() == ["175"]
    # table cells are not repeated as body text
    assert "615 | 360" not in "\n".join(paper1.pages)


def test_figure_and_caption(paper1):
    assert len(paper1.figures) == 1
    fig = paper1.figures[0]
    assert fig.figure_id == "F1" and fig.page == 2
    assert fig.caption.startswith("Fig. 1. Yield strength of CrMnFeCoNi against test temperature")
    assert fig.image_path == "figures/figure_1.png"
    # the caption is not body text
    assert "Symbols are values compiled after Otto" not in "\n".join(paper1.pages)


def test_a_raster_figures_words_are_read_by_ocr(paper1):
    # Fig. 1 of the sample paper is an image: its axis ticks, legend and the yield strengths written beside the
    # symbols reach the figure's chunk text, after the caption
    words = paper1.figures[0].words
    assert {"77", "293", "473", "673", "873"} <= set(words.replace("|", " ").split())      # the x-axis ticks
    assert {"615", "304", "268", "138"} <= set(words.replace("|", " ").split())            # data labels
    assert "Grain size" in words and "Test temperature" in words.replace("Testtemperature", "Test temperature")
    text = paper1.figures[0].to_text()
    assert text.startswith("Fig. 1. Yield strength") and "\nWords in the figure: " in text


def test_figure_ocr_can_be_turned_off():
    parsed = parse_pdf(SAMPLES / "04_alxcocrfeni_refractory.pdf", ocr=False)
    assert parsed.figures and parsed.figures[0].words == ""
    assert "Words in the figure" not in parsed.figures[0].to_text()


def test_mentions_of_tables_are_not_captions(paper2):
    t2 = {t.table_id: t for t in paper2.tables}["T2"]
    assert t2.caption.startswith("Table 2. Comparison of the CRSS")


def test_join_lines_undoes_hyphenation():
    assert join_lines(["the strain hard-", "ening rate"]) == "the strain hardening rate"
    assert join_lines(["a face-centred", "cubic"]) == "a face-centred cubic"
    assert join_lines(["CrMnFeCoNi-", "Based"]) == "CrMnFeCoNi-Based"
    # a code, a name or a number broken after its hyphen keeps it, with no space (PolyIE train/20: "P(C-TT- QP)")
    assert join_lines(["the hole mobilities of P(C-BT-QP), P(C-TT-", "QP), and"]) == \
        "the hole mobilities of P(C-BT-QP), P(C-TT-QP), and"
    assert join_lines(["devices based on PBDT-", "DTBSe"]) == "devices based on PBDT-DTBSe"
    assert join_lines(["the J71-", "based devices"]) == "the J71-based devices"
    assert join_lines(["from 300-", "750 nm"]) == "from 300-750 nm"
    assert join_lines(["the Mott-", "Schottky plot"]) == "the Mott-Schottky plot"
    assert join_lines(["see above -", "A list"]) == "see above - A list"
    # a formula's elements with their amounts before the hyphen go on after a space, which the formula readers read
    # past (hydrogen library, pan2025: the caption "… of the Ti0.84Zr0.16Mn0.9+x-" / "Cr0.7Fe0.1 and …")
    assert join_lines(["characteristics of the Ti0.84Zr0.16Mn0.9+x-", "Cr0.7Fe0.1 and"]) == \
        "characteristics of the Ti0.84Zr0.16Mn0.9+x- Cr0.7Fe0.1 and"
    assert join_lines(["the Fe-", "20Cr alloy and Ni-", "YSZ"]) == "the Fe-20Cr alloy and Ni-YSZ"


def test_prose_is_not_a_table():
    prose = [["The alloy was prepared from elements of at least 99.9% purity by arc melting under argon.",
              "Recrystallisation anneals of 1 h produced equiaxed FCC grains free of second phases."],
             ["", "The microstructures were checked by back-scattered electron imaging."]]
    assert looks_like_prose(prose)
    assert not looks_like_prose([["T (K)", "CRSS (MPa)"], ["77", "175"], ["293", "53"]])


def test_two_row_header_is_merged():
    header, body = split_header([["Yield strength", "", ""], ["Alloy", "77 K", "293 K"], ["CrCoNi", "1000", "600"]])
    assert header == ["Yield strength Alloy", "77 K", "293 K"]
    assert body == [["CrCoNi", "1000", "600"]]


def test_unruled_table_is_read_under_its_caption(tmp_path):
    """No ruling lines: camelot's stream reader reads the region under the caption, and the prose
    after the table stays body text."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    path = tmp_path / "unruled.pdf"
    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    c.setFont("Times-Roman", 10)
    c.drawString(60, 780, "Hardness was measured with a Vickers indenter at a load of 1 kg for 15 s on polished sections.")
    c.setFont("Times-Bold", 10)
    c.drawString(60, 750, "Table 1. Vickers hardness of AlxCoCrFeNi after annealing.")
    c.setFont("Times-Roman", 10)
    rows = [["Alloy", "x", "Hardness (HV)"], ["CoCrFeNi", "0", "130"], ["Al0.3CoCrFeNi", "0.3", "150"],
            ["Al0.7CoCrFeNi", "0.7", "390"], ["AlCoCrFeNi", "1.0", "490"]]
    for i, r in enumerate(rows):
        for x, cell in zip((60, 200, 300), r):
            c.drawString(x, 730 - 14 * i, cell)
    c.drawString(60, 640, "The hardness rises steeply once the BCC phase appears, as the table shows for x above 0.5.")
    c.showPage()
    c.save()
    parsed = parse_pdf(path)
    assert len(parsed.tables) == 1
    t = parsed.tables[0]
    assert t.header == ["Alloy", "x", "Hardness (HV)"]
    assert t.rows[-1] == ["AlCoCrFeNi", "1.0", "490"] and len(t.rows) == 4
    body = "\n".join(parsed.pages)
    assert "rises steeply once the BCC phase appears" in body and "Al0.7CoCrFeNi" not in body
