"""Tables and vector figures on real journal pages of the development set (tests/data/realpages/)."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.pdf import extract_figures, extract_tables, open_pdf, read_layout

PAGES = Path(__file__).parent / "data" / "realpages"


def _read(name: str, tmp_path: Path | None = None):
    path = PAGES / name
    with open_pdf(path) as pdf:
        layout = read_layout(pdf)
        tables = extract_tables(pdf, layout, str(path))
        figures = extract_figures(pdf, layout, tmp_path)
    return layout, tables, figures


@pytest.fixture(scope="module")
def rsc_page():
    return _read("pan2025_timn_p3.pdf")


def test_rsc_caption_without_punctuation_finds_its_table(rsc_page):
    """RSC: 'Table 1 Lattice parameters…' (no full stop), two-line caption, table in one column."""
    _, tables, _ = rsc_page
    t1 = {t.table_id: t for t in tables}["T1"]
    assert t1.caption.startswith("Table 1 Lattice parameters of the Ti0.84Zr0.16Mn0.9+xCr0.7Fe0.1")
    assert t1.caption.rstrip().endswith("alloys")          # the caption's second line is kept
    assert len(t1.header) == 4 and t1.header[0] == "Sample"
    assert all("Å" in h for h in t1.header[1:])              # each value column keeps its unit
    assert ["x = 0.1", "4.8936", "8.0337", "166.613"] in t1.rows
    assert ["y = 0.3", "4.8776", "8.0118", "165.135"] in t1.rows
    assert len(t1.rows) == 6


def test_rsc_table_text_states_header_and_rows(rsc_page):
    _, tables, _ = rsc_page
    text = {t.table_id: t for t in tables}["T1"].to_text()
    assert "a/Å" in text and "166.613" in text
    # the table does not swallow the page's body text
    assert "Rietveld" not in text.split("\n", 1)[1] or len(text) < 600


def test_wiley_tables_with_caption_above_and_no_grid():
    """Wiley (EEM): two unruled tables under 'Table N.' captions, one in a column, one full width,
    with group headers over several columns."""
    _, tables, _ = _read("qi2025_zrco_p4.pdf")
    by_id = {t.table_id: t for t in tables}
    assert set(by_id) == {"T1", "T2"}
    t1, t2 = by_id["T1"], by_id["T2"]
    assert t1.caption.startswith("Table 1. Lattice parameters and phase components")
    assert t1.caption.endswith("HNCN alloys.")
    assert any(h.startswith("Lattice parameters of B33 phase") for h in t1.header)   # group header per column
    assert ["NCN", "3.2296", "9.8925", "4.1445", "132.41", "98.01", "1.99", "1.841"] in t1.rows
    assert t2.caption.startswith("Table 2. Thermodynamic parameters for dehydrogenation")
    row = next(r for r in t2.rows if r[0] == "NCN")
    assert row[1:4] == ["0.033", "0.088", "0.208"] and "326.5" in row
    assert any("(bar)" in h and "225" in h for h in t2.header)            # two header rows merged per column
    assert any("ΔH" in h and "mol" in h for h in t2.header)


def test_vector_figure_is_found(tmp_path):
    """Elsevier (Acta Mater.): a plot drawn as vector graphics (no raster image) above its caption."""
    _, _, figures = _read("hannappel2025_ab5_p3.pdf", tmp_path)
    f1 = {f.figure_id: f for f in figures}["F1"]
    assert f1.bbox is not None and f1.bbox[3] - f1.bbox[1] > 100
    assert f1.caption.startswith("Fig. 1")
    assert (tmp_path / "figure_1.png").stat().st_size > 1000


def test_elsevier_caption_across_the_page_and_experimental_model_subheaders():
    """Acta Materialia: a label alone on its line, then a three-line caption across the page with
    sub/superscripts on lines of their own; group headers with 'Experimental | Model' under each."""
    _, tables, _ = _read("hannappel2025_ab5_p5.pdf")
    t3 = {t.table_id: t for t in tables}["T3"]
    assert "Alloy_3 – (Ce0.65La0.35)(Ni3.5Al0.5Fe0.5Mn0.5) 433 K" in t3.caption
    assert "relative error" in t3.caption
    assert not any("hysteresis factor was taken" in h for h in t3.header)     # the caption is not a header
    assert t3.header[0] == "Composition"
    assert sum(h.endswith("Experimental") for h in t3.header) == 4
    assert any(h.startswith("Reaction enthalpy") and h.endswith("Experimental") for h in t3.header)
    assert ["Alloy_3_heat-treated", "1.05 (10%)", "", "6.20 (4%)", "", "−40.5 (1%)", "", "0.06 (90%)", ""] in t3.rows


def test_a_sample_label_row_is_the_composition_the_caption_defines():
    """'Alloy_3_heat-treated' in a row of a table whose caption says 'Alloy_3 – (Ce0.65La0.35)(…)': the
    measurement is of that composition, heat-treated; the symbol before '/unit' names the property."""
    from core.matid.samples import relabel, sample_labels
    from core.matid.tables import table_row_measurements
    _, tables, _ = _read("hannappel2025_ab5_p5.pdf")
    t3 = {t.table_id: t for t in tables}["T3"]
    row = next(r for r in t3.rows if r[0] == "Alloy_3_heat-treated")
    labels = sample_labels(t3.caption)
    assert set(labels) == {"alloy-1", "alloy-2", "alloy-3"}
    ms = [relabel(m, labels) for m in table_row_measurements(t3.caption, t3.header, row).measurements]
    by_prop = {m.property: m for m in ms}
    enthalpy = by_prop["absorption_enthalpy"]
    assert enthalpy.value == -40.5 and enthalpy.unit == "kJ/mol"
    assert enthalpy.material == "comp:Al8.3Ce10.8Fe8.3La5.8Mn8.3Ni58.3"      # (Ce0.65La0.35)(Ni3.5Al0.5Fe0.5Mn0.5)
    # (the caption gives Alloy_3 its test temperature: "… Alloy_3 – (…) 433 K")
    assert enthalpy.conditions == {"method": "experimental", "processing": "heat-treated", "temperature_K": 433.0}
    assert by_prop["maximum_capacity"].value == 1.05 and by_prop["maximum_capacity"].unit == "wt%"
    assert by_prop["absorption_plateau_pressure"].value == 6.20


def test_a_merged_label_cell_heads_every_row_of_its_group():
    """MDPI (Molecules, Metals): the first column's label is written once per group of rows, centred beside
    them (a vertically merged cell), and rules part the groups. Every row of a group takes its label; a label
    on two lines ("AS-5CR-After / Activation") is one label; a cell wrapped over lines ("Mg-5wt.%Ti- /
    5wt.%Fe", joined at its hyphen as "Mg-5wt.%Ti-5wt.%Fe"; "a = … / b = … / c = …") stays in its row. Before, labels fell on the wrong rows ("Mg2FeH6"
    under Mg-Ni, the second TiFe row of VA-5CR under AS-5CR)."""
    _, tables, _ = _read("xu2024_mg_review_p3.pdf")
    t1, t2 = ({t.table_id: t for t in tables}[k] for k in ("T1", "T2"))
    assert [r[0] for r in t1.rows] == ["Mg-Ni"] * 3 + ["Mg-Fe", "Mg-Fe", "Mg-Co", "Mg-Co", "Mg-Ti", "Mg-Ti", "Mg-V",
                                                        "Mg-V", "Mg-La", "Mg-La", "Mg-Ce", "Mg-Ce"]
    assert ["Mg-Fe", "Mg2FeH6", "5.5", "320–350", "Slow", "[19]"] in t1.rows
    assert ["Mg-Ti", "Mg-5wt.%Ti-5wt.%Fe", "5.5", "240–280", "Very fast", "[24]"] in t1.rows
    assert [r[0] for r in t2.rows] == [g for g in ("Mg-Ni", "Mg-Fe", "Mg-Co", "Mg-Ti", "Mg-Nb") for _ in range(3)]
    _, tables, _ = _read("hosseini2025_tifemn_p10.pdf")
    t5 = {t.table_id: t for t in tables}["T5"]
    assert len(t5.rows) == 6 and {r[0] for r in t5.rows} == {"AS-5CR-After Activation", "VA-5CR-After Activation"}
    assert ["AS-5CR-After Activation", "TiFeH0.94", "73 (11)", "a = 4.37 (1) b = 3.08 (1) c = 4.52 (1)", "11 (2)"] \
        in t5.rows
