"""Tables of other sub-fields and publishers (pages of the development corpus, tests/data/realpages/, with
their attribution in tests/data/README.md), and the annotation-free yield report on one of them
(``python -m eval.bench devcorpus``)."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from core.pdf import extract_tables, open_pdf, read_layout
from eval.bench import main as bench_main
from eval.devcorpus_yield import PaperYield, TableYield, print_report

PAGES = Path(__file__).parent / "data" / "realpages"
AIP = "zaretsky2022_vanadium_p2.pdf"            # J. Appl. Phys.: "TABLE I." over a table across two columns
ELSEVIER = "vu2020_concrete_p4-5.pdf"           # Data in Brief: "Table N" alone in the top margin, group headers
SCIREP = "brunetti2016_mapbx3_p5-6_p17_p19-20.pdf"   # article + supplementary tables numbered again, a grid over two pages


def _read(name: str):
    path = PAGES / name
    with open_pdf(path) as pdf:
        layout = read_layout(pdf)
        tables = extract_tables(pdf, layout, str(path))
    return layout, {t.table_id: t for t in tables}


@pytest.fixture(scope="module")
def aip():
    return _read(AIP)


@pytest.fixture(scope="module")
def elsevier():
    return _read(ELSEVIER)


def test_roman_numeral_caption_names_a_table_across_the_page(aip):
    """'TABLE I.' (capitals, Roman numeral) at the left column's margin heads a table as wide as the page:
    all nine columns are read, the stacked units in the header read as fractions, and the tall parentheses
    drawn round them (a symbol font's glyphs that land on the first row) are no cell text."""
    _, tables = aip
    t = tables["T1"]
    assert t.number == 1 and t.caption.startswith("TABLE I. Physical properties of three groups of vanadium")
    assert len(t.header) == 9 and t.header[0] == "Sample group"
    assert t.header[1] == "ρ0 (g/cm^3)" and t.header[2] == "cl (km/s)" and t.header[-1] == "ν"
    assert [r[0] for r in t.rows] == ["VA0", "VA0.6", "VA5.5", "Aver."]
    assert t.rows[1] == ["VA0.6", "6.11(1)", "6.08(2)", "2.82(2)", "5.14(3)", "226(1)", "48.5(3)", "162(2)", "0.363(3)"]
    assert not any("&" in c or "’" in c for r in t.rows for c in r)


def test_caption_labels_in_the_top_margin_are_no_running_header(elsevier):
    """'Table 1', 'Table 3' set alone at the top of page after page repeat digit-blind like a running header;
    they are captions, and each names the table under it (not the one above another caption)."""
    layout, tables = elsevier
    assert sorted(tables) == ["T1", "T2", "T3"]
    assert (tables["T1"].page, tables["T2"].page, tables["T3"].page) == (1, 1, 2)
    assert tables["T1"].caption.startswith("Table 1 Density, moisture content, P-wave velocity")
    assert len(tables["T1"].rows) == 12 and len(tables["T3"].rows) == 46
    assert tables["T2"].rows[0][:4] == ["F", "40 × 80", "0.5", "0.1"]       # Table 2's own rows
    assert len(tables["T2"].header) == 16
    assert not any("Table" in h for h in layout.headers_footers)


def test_group_headers_head_each_column_their_rule_spans(elsevier):
    """'Density, ρ (kg/m3)' over 'Mean | SD' (a short rule under it): both columns keep the name and the unit;
    a header of several short lines closes at the full rule above the first row of numbers."""
    _, tables = elsevier
    h = tables["T1"].header
    assert h[0] == "Concrete mixture" and h[1] == "Sample size, φ × h (mm x mm)"
    assert "Density" in h[2] and "(kg/m^3)" in h[2] and h[2].endswith("Mean")
    assert "Density" in h[3] and "(kg/m^3)" in h[3] and h[3].endswith("SD")
    assert h[6].startswith("P-wave velocity, Vp (m/s)") and "wc" not in h[6]     # nothing of the next group
    assert tables["T1"].rows[0] == ["F", "40 × 80", "2204.1", "20.7", "5.4", "0.5", "3798.0", "164.5", "29.4", "2.6"]


def test_mean_and_sd_columns_give_a_value_with_its_uncertainty(elsevier):
    """Under 'Density, ρ (kg/m3)' the 'Mean' column is the value and the 'SD' column its standard deviation;
    'P-wave velocity, Vp (m/s)' is the property named before its symbol; 'Moisture content' is the catalogue's water
    content; a specimen's diameter is none."""
    from core.matid.tables import table_row_measurements
    _, tables = elsevier
    t = tables["T1"]
    got = {(m.property, m.value, m.uncertainty, m.unit)
           for m in table_row_measurements(t.caption, t.header, t.rows[0], context_material="mat:concrete").measurements}
    assert got == {("density", 2204.1, 20.7, "kg/m³"), ("water_content", 5.4, 0.5, "%"),
                   ("p_wave_velocity", 3798.0, 164.5, "m/s"), ("youngs_modulus", 29.4, 2.6, "GPa")}
    t = tables["T3"]
    rec = table_row_measurements(t.caption, t.header, t.rows[0], context_material="mat:concrete")
    assert "density" in {m.property for m in rec.measurements}
    assert not any("diameter" in m.property for m in rec.measurements)
    assert any(why == "a specimen's dimension" for _, why in rec.skipped)


def test_a_mention_wrapped_to_the_start_of_a_line_is_no_caption(elsevier):
    """'... see Table 3 to / Table 14. Finally, among these 527 tests' is a sentence, not Table 14's caption."""
    layout, _ = elsevier
    line = next(ln for ln in layout.pages[0].lines if ln.text.startswith("Table 14. Finally"))
    assert line.kind == "body"


def test_tables_numbered_again_and_a_grid_that_goes_on_over_the_page():
    """Supplementary information numbers its tables from 1 again: its 'Table 1.' with a caption of its own is
    a table, not a second mention of the article's. A ruled grid with tall cells is read whole, its cells from
    the repaired words, and its rows on the next page (no caption there) are its continuation."""
    _, tables = _read(SCIREP)
    assert list(tables) == ["T1", "T1 (p3)", "T3", "T3 (continued 2)"]
    assert tables["T1"].caption.startswith("Table 1. Summary of the KEMS and KEML experiments")
    assert len(tables["T1"].rows) == 6 and tables["T1"].rows[1][:3] == ["Tav/K", "353", "381"]
    si = tables["T1 (p3)"]
    assert si.caption.startswith("Table 1. Partial pressures") and si.header[:3] == ["T/K", "P(HCl)", "P(MetAm)"]
    t3, more = tables["T3"], tables["T3 (continued 2)"]
    assert ["CH3NH3PbCl3(s)", "", "", "", ""] in t3.rows
    assert t3.rows[-1] == ["370", "20.59", "18.10", "46.45", "-28.35"]      # the last row above the page's end
    assert more.page == 5 and more.header == t3.header and more.caption == t3.caption
    assert more.rows[0] == ["380", "20.60", "18.17", "47.00", "-28.88"]
    assert ["CH3NH3PbI3(s)", "", "", "", ""] in more.rows


def test_devcorpus_yield_report_on_a_real_page(tmp_path, capsys):
    """``python -m eval.bench devcorpus --pdfs DIR``: captions against tables found, the property table's cells
    with a number against measurements made and cells skipped with the recogniser's reasons, measurements
    per page, formulas that fail validation."""
    shutil.copy(PAGES / AIP, tmp_path / AIP)
    assert bench_main(["devcorpus", "--pdfs", str(tmp_path), "--json"]) == 0
    (paper,) = json.loads(capsys.readouterr().out)
    assert paper["paper"] == AIP and paper["pages"] == 1
    assert paper["captions"] == ["Table 1 (p1)"] and paper["captions_found"] == 1 and not paper["captions_missed"]
    (t,) = paper["table_yields"]
    assert t["names_properties"] and t["rows"] == 4
    assert t["numeric_cells"] == 32                       # 4 rows × 8 value columns
    assert t["measurements"] >= 8                         # density, velocities, moduli of the groups
    assert t["measurements"] + t["skipped"] <= t["numeric_cells"]
    assert sum(t["skipped_reasons"].values()) == t["skipped"]
    assert all(isinstance(r, str) and r for r in t["skipped_reasons"])
    assert paper["measurements_by_source"].get("table") == t["measurements"]
    assert paper["per_page"] == pytest.approx(paper["measurements"] / paper["pages"])
    assert paper["failed_formulas"] >= len(paper["failed_formula_examples"])

    fields = {k: v for k, v in paper.items() if k in PaperYield.__dataclass_fields__}
    fields["table_yields"] = [TableYield(**x) for x in paper["table_yields"]]
    print_report([PaperYield(**fields)])
    out = capsys.readouterr().out
    assert "table captions in the text 1, found 1" in out
    assert f"cells with a number 32, measurements {t['measurements']}, skipped {t['skipped']}" in out
    assert "captions found 1/1" in out


def test_a_math_font_without_a_unicode_map_reads_as_the_signs_it_draws():
    """AIP and older Elsevier PDFs set their maths in the Advent 3B2 fonts, which map "=" to "¼", "+" to "þ", the
    minus to '"' and the decimal point to ":", and report the box of their "=" and "+" far below the baseline:
    the signs are read as drawn and stay on their line (they had made a line of their own after the sentence)."""
    layout, _ = _read(AIP)
    t = " ".join("\n".join(ln.text for ln in layout.lines()).split())
    assert "that Hugoniot P = ρ0(c0 + sup)up and the unloading isentrope coincide in P − up coordinates" in t
    assert "¼" not in t and "þ" not in t


def test_every_column_of_a_table_of_a_pure_element_is_a_measurement(aip):
    """Table I of a paper about pure vanadium: a footnote's mark after a value and its uncertainty ("6.11(1) a") is
    no second number; "E0 (GPa)", a symbol with the index of the initial state, is Young's modulus by its unit; "ν"
    with no unit is Poisson's ratio, a ratio written bare; the "Aver." row, no sample, is of the vanadium the
    caption names as the samples' material."""
    from core.matid.tables import table_row_measurements
    _, tables = aip
    t = tables["T1"]
    got = {(m.material, m.property, m.value, m.unit)
           for r in t.rows for m in table_row_measurements(t.caption, t.header, r, "comp:C50Si50").measurements}
    assert ("mat:va0", "density", 6.11, "g/cm³") in got
    assert ("mat:va0", "youngs_modulus", 228.0, "GPa") in got and ("mat:va0", "poissons_ratio", 0.365, "") in got
    average = {(p, v) for mat, p, v, _ in got if mat == "el:V"}
    assert ("youngs_modulus", 226.0) in average and ("bulk_modulus", 163.0) in average and len(average) == 8
    assert not any(mat == "comp:C50Si50" for mat, *_ in got)
