"""Tables of any orientation (issue 47, class 2): the table-axes component classifies a table's axes (samples,
properties, conditions) and gives the row reader one view of it, so that a table with a column per sample, or a grid of
samples by test conditions under a caption that names the property, gives the same measurements as the table written
with a row per sample. The tables are real ones of the development data, read as written and turned."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.matid.samples import paper_samples
from core.matid.table_axes import is_sample_label, read_table, table_view
from core.matid.tables import labelled_rows, table_row_measurements
from core.pdf import assemble, extract_figures, extract_tables, open_pdf, read_layout

ROOT = Path(__file__).resolve().parent.parent
PAGES = ROOT / "tests" / "data" / "realpages"


def _paper(path: Path):
    """A PDF's tables and the paper's samples as the ingest knows them (its text and its tables)."""
    with open_pdf(path) as pdf:
        layout = read_layout(pdf)
        tables = extract_tables(pdf, layout, str(path))
        parsed = assemble(layout, tables, extract_figures(pdf, layout, None))
    samples = paper_samples([("", "\n".join(parsed.pages))] + [("table", t.caption) for t in tables], tables)
    return {t.table_id: t for t in tables}, samples


def _facts(caption, header, rows, samples=None) -> list[tuple]:
    return sorted((m.material, m.property, m.value, m.unit, tuple(sorted(m.conditions.items())))
                  for _, rec in read_table(caption, header, rows, samples.main if samples else "", samples)
                  for m in rec.measurements)


def _turned(header: list[str], rows: list[list[str]]) -> tuple[list[str], list[list[str]]]:
    """The table with a column per sample: its header row the samples, its first column the old headers."""
    rows = [r + [""] * (len(header) - len(r)) for r in labelled_rows(rows)]
    return [header[0], *(r[0] for r in rows)], [[header[i], *(r[i] for r in rows)] for i in range(1, len(header))]


@pytest.mark.parametrize("page, table_id, n", [("qi2025_zrco_p4.pdf", "T1", 28), ("qi2025_zrco_p4.pdf", "T2", 21),
                                               ("pan2025_timn_p9.pdf", "T5", 4)])
def test_a_table_with_a_column_per_sample_reads_as_the_same_table_with_a_row_per_sample(page, table_id, n):
    """Sample labels the paper defines (HCN, NCN, HNCN) and formulas over rows of properties with units."""
    tables, samples = _paper(PAGES / page)
    t = tables[table_id]
    as_written = _facts(t.caption, t.header, t.rows, samples)
    header, rows = _turned(t.header, t.rows)
    assert table_view(t.caption, header, rows, samples).shape == "columns"
    assert len(as_written) == n and _facts(t.caption, header, rows, samples) == as_written


def test_sample_codes_over_rows_of_properties_are_samples_of_medium_confidence():
    """TABLE I of the vanadium paper turned: its groups (VA0, VA0.6, VA5.5) are codes the paper does not define; over
    rows of properties with units they are the samples, read with the medium confidence of an undefined code."""
    tables, _ = _paper(PAGES / "zaretsky2022_vanadium_p2.pdf")
    t = tables["T1"]
    header, rows = _turned(t.header, t.rows)
    view = table_view(t.caption, header, rows)
    assert view.shape == "columns" and [r[0] for r in view.rows] == ["VA0", "VA0.6", "VA5.5"]   # not "Aver."
    read = [m for _, rec in read_table(t.caption, header, rows) for m in rec.measurements]
    density = {m.material: m.value for m in read if m.property == "density"}
    assert density == {"mat:va0": 6.11, "mat:va0-6": 6.11, "mat:va5-5": 6.11}
    assert all(m.binding["material"] == "table_sample_code" and m.binding["table"] == "columns"
               and m.confidence < 0.9 for m in read)


FRACTURE = ("Table 2. Crack-initiation fracture toughness K_JIc (MPa m^1/2) of CrMnFeCoNi and CrCoNi at different "
            "test temperatures.")


@pytest.fixture(scope="module")
def toughness():
    """Table 2 of the third sample paper, as written: Alloy | Temperature (K) | K_JIc | Ref., a row per test."""
    path = ROOT / "sample_papers" / "03_crconi_stacking_fault.pdf"
    with open_pdf(path) as pdf:
        tables = extract_tables(pdf, read_layout(pdf), str(path))
    t = next(t for t in tables if t.table_id == "T2")
    written = _facts(t.caption, t.header, t.rows)
    assert len(written) == 7 and {c for *_, c in written} == {(("temperature_K", k),) for k in (293.0, 200.0, 77.0, 20.0)}
    return t, written


def test_a_grid_of_samples_by_temperatures_under_a_caption_that_names_the_property(toughness):
    """The same values as a grid: a column per alloy, a row per test temperature, the property and its unit in the
    caption (the shape of the compressive-strength tables of the alloy papers); a dash is no value."""
    t, written = toughness
    by = {(r[0], r[1]): r[2] for r in t.rows}
    temps = ["293", "200", "77", "20"]
    rows = [[k, by.get(("CrMnFeCoNi", k), "–"), by.get(("CrCoNi", k), "–")] for k in temps]
    header = ["Temperature (K)", "CrMnFeCoNi", "CrCoNi"]
    assert table_view(FRACTURE, header, rows).shape == "grid"
    assert _facts(FRACTURE, header, rows) == written
    # and turned: a row per alloy, a column per temperature written with its unit
    header2 = ["Alloy", *(f"{k} K" for k in temps)]
    rows2 = [["CrMnFeCoNi", *(r[1] for r in rows)], ["CrCoNi", *(r[2] for r in rows)]]
    assert table_view(FRACTURE, header2, rows2).shape == "grid"
    assert _facts(FRACTURE, header2, rows2) == written
    # without the unit in the caption the grid names no property: nothing is read rather than a guess
    bare = FRACTURE.replace(" (MPa m^1/2)", "")
    assert table_view(bare, header, rows).shape == "rows" and _facts(bare, header, rows) == []


def test_a_compressive_property_in_a_header_or_caption_is_a_value_in_compression(toughness):
    """Loading mode is a condition: "Compressive yield strength (MPa)" is the yield strength, in compression, and a
    yield strength the caption calls tensile is one in tension."""
    t, _ = toughness
    caption = "Table 3. Compressive yield strength (MPa) of CrMnFeCoNi and CrCoNi at test temperatures."
    rows = [["293", "410", "430"], ["77", "720", "690"]]
    read = [m for _, rec in read_table(caption, ["Temperature (K)", "CrMnFeCoNi", "CrCoNi"], rows)
            for m in rec.measurements]
    assert len(read) == 4 and all(m.property == "yield_strength" and m.conditions["loading_mode"] == "compression"
                                  for m in read)
    rec = table_row_measurements("Table 1. Tensile yield strength (0.2% offset) of CrMnFeCoNi at 77 K and 293 K.",
                                 ["Grain size (µm)", "Yield strength at 77 K (MPa)"], ["4.4", "615"],
                                 "comp:Co20Cr20Fe20Mn20Ni20")
    assert rec.measurements[0].conditions["loading_mode"] == "tension"


def test_a_cycle_number_column_is_the_values_cycles():
    """Table 5 of the Ti-Mn paper: "Cycle number" is the condition of the capacity retention beside it."""
    tables, samples = _paper(PAGES / "pan2025_timn_p9.pdf")
    t = tables["T5"]
    read = {m.material: m for _, rec in read_table(t.caption, t.header, t.rows, samples.main, samples)
            for m in rec.measurements}
    assert read["comp:Cr25.9Fe3.7Mn33.3Ti31.1Zr5.9"].conditions == {"cycles": 500.0}
    assert all(m.property == "capacity_retention" for m in read.values())


# real tables of the hydrogen-storage papers (../shared/realpapers: Hannappel 2025, Table 1; Hosseini 2025, Table 1)
ELEMENT_TABLES = [
    ("Table 1 Experimental substitutional limits of elements M = Al, Fe, Mn in the metal phase LaNi5-xMx.",
     ["Element", "Al", "Fe", "Mn"], [["Substitutional limit xlimit", "1.25 [12]", "1.2 [13]", "2 [14]"]]),
    ("Table 1. EDX analysis of phases of atomized alloys. Error on the last significant digit is indicated in "
     "parentheses.", ["Element", "Nominal", "Bulk", "Matrix", "Gray Region", "Black Region"],
     [["Ti", "48.8", "49.4 (3)", "47.5 (5)", "59.1 (3)", "66.6 (2)"], ["Fe", "46", "45.3 (4)", "48.4 (6)", "34.8 (2)",
      "26.3 (4)"], ["Mn", "5.2", "5.3 (2)", "4.1 (5)", "6.1 (3)", "7.1 (1)"]]),
]


@pytest.mark.parametrize("caption, header, rows", ELEMENT_TABLES)
def test_element_columns_and_regions_are_no_samples(caption, header, rows):
    """A column per element (an element's limit in a phase) or per region of a micrograph is no sample axis."""
    assert table_view(caption, header, rows).shape == "rows"


@pytest.mark.parametrize("page", ["xu2024_mg_review_p3.pdf", "vu2020_concrete_p4-5.pdf", "hannappel2025_ab5_p5.pdf",
                                  "hosseini2025_tifemn_p10.pdf", "pan2025_timn_p3.pdf",
                                  "brunetti2016_mapbx3_p5-6_p17_p19-20.pdf"])
def test_tables_with_a_row_per_sample_are_read_as_written(page):
    """Tables with a row per sample (and ones whose columns are reactions with a method, or pairs of temperature and
    pressure) keep the shape they are written in."""
    tables, samples = _paper(PAGES / page)
    assert tables
    for t in tables.values():
        shape = table_view(t.caption, t.header, list(labelled_rows(t.rows)), samples).shape
        assert shape == ("sections" if t.table_id.startswith("T3") and page.startswith("brunetti") else "rows"), \
            t.table_id


def test_rows_under_a_sample_named_alone_are_that_samples(toughness):
    """The SI's Table 3 of the perovskite paper: a row naming a compound alone heads the rows of temperatures below it;
    the part of the table continued on the next page before its first such row is not read (its compound is not
    there). The sample paper's toughness table written so gives the values it gives as written."""
    tables, samples = _paper(PAGES / "brunetti2016_mapbx3_p5-6_p17_p19-20.pdf")
    first = table_view(tables["T3"].caption, tables["T3"].header, tables["T3"].rows, samples)
    assert first.shape == "sections" and first.header[:2] == ["Material", "T/K"]
    assert first.rows[0][:2] == ["CH3NH3PbCl3(s)", "310"]
    cont = next(t for k, t in tables.items() if k.startswith("T3 (continued"))
    view = table_view(cont.caption, cont.header, cont.rows, samples)
    assert view.shape == "sections" and {r[0] for r in view.rows} == {"CH3NH3PbI3(s)"}
    assert len(view.rows) < len(cont.rows) - 1
    t, written = toughness
    rows = []
    for alloy in ("CrMnFeCoNi", "CrCoNi"):
        rows += [[alloy, ""], *([r[1], r[2]] for r in t.rows if r[0] == alloy)]
    header = ["Temperature (K)", "K_JIc (MPa m^1/2)"]
    assert table_view(t.caption, header, rows).shape == "sections"
    assert _facts(t.caption, header, rows) == written


def test_what_a_sample_label_is():
    assert is_sample_label("Ti0.84Zr0.16Mn0.9Cr0.7Fe0.1") and is_sample_label("CrMnFeCoNi")
    assert not is_sample_label("Mg-Ni alloys (hydrogen storage capacity)")
    assert not is_sample_label("Fe")               # an element is a sample only where the paper tested it
    assert not is_sample_label("Yield strength (MPa)") and not is_sample_label("")


def test_the_test_temperature_a_caption_states_is_every_values_unless_a_column_says_another():
    """The caption is read by the sentence components: one test temperature is every value's; a temperature of making
    ("annealed at 1000 °C") or several ("at 77 K and 293 K", the sample paper's Table 1) are not; its strain rate is
    every value's."""
    from core.matid.tables import caption_conditions
    assert caption_conditions("Table 3. Compressive properties of the alloys tested at 800 °C.") == \
        {"temperature_K": 1073.15}
    assert caption_conditions("Table 1. Mechanical properties of the alloys at room temperature.") == \
        {"temperature_K": 293.0}
    # (the processing step it names, with its settings, is every value's: not its temperature)
    assert caption_conditions("Table 2. Tensile properties of the alloys annealed at 1000 °C for 1 h.") == \
        {"processing": "annealed at 1000 °C for 1 h"}
    assert caption_conditions("Table 1. Tensile yield strength (0.2% offset) of CrMnFeCoNi at 77 K and 293 K for three "
                              "grain sizes; strain rate 10^-3 s^-1 (after Otto et al. [4]).") == {"strain_rate_per_s": 1e-3}
    caption = "Table 3. Compressive properties of the alloys tested at 800 °C."
    header = ["Alloy", "Yield strength (MPa)", "Yield strength at 1000 °C (MPa)", "Peak temperature (°C)"]
    read = {m.value: (m.property, m.conditions) for _, rec in read_table(caption, header, [["NbMoTaW", "552", "548", "850"]])
            for m in rec.measurements}
    # (and its loading word, "Compressive properties", is every mechanical value's loading)
    assert read[552.0] == ("yield_strength", {"temperature_K": 1073.15, "loading_mode": "compression"})
    assert read[548.0] == ("yield_strength", {"temperature_K": 1273.15, "loading_mode": "compression"})  # the header's own temperature
    assert read[850.0][1] == {}                                                 # a temperature has no test temperature


def test_a_caption_that_gives_each_sample_its_temperature_gives_each_row_its_own():
    """Table 3 of the AB5 paper: "… for Alloy_1 – (…) 373 K, Alloy_2 – (…) 393 K and Alloy_3 – (…) 433 K": the rows
    of Alloy_2 (as cast and heat treated) were measured at 393 K."""
    tables, samples = _paper(PAGES / "hannappel2025_ab5_p5.pdf")
    t = tables["T3"]
    temps = {(m.material, m.property, m.conditions.get("method")): m.conditions.get("temperature_K")
             for _, rec in read_table(t.caption, t.header, t.rows, samples.main, samples) for m in rec.measurements}
    assert temps[("mat:alloy-2-as-cast", "absorption_plateau_pressure", "experimental")] == 393.0
    assert temps[("mat:alloy-1-as-cast", "maximum_capacity", "experimental")] == 373.0
    assert {k for (mat, *_), k in temps.items() if mat.startswith("mat:alloy-3")} == {433.0}


def test_a_header_that_names_a_cycle_number_or_a_c_rate_fixes_it():
    """The Mg review's Table 5: "Capacity Retention After 50 Cycles (%)"; a battery table's "at 0.2C"."""
    from core.matid.tables import _header_info
    assert _header_info("Capacity Retention After 50 Cycles (%)")["fixed"] == {"cycles": 50}
    assert _header_info("Discharge capacity at 0.2C (mAh/g)")["fixed"] == {"c_rate": 0.2}


def test_a_header_states_its_columns_conditions_as_the_sentence_components_read_them():
    """A column header is a small text unit read by the sentence components (``tables.stated_conditions``): the
    temperature after its unit (realpapers, qi2025 Table 2), the cycle number (xu2024 Table 5), the loading mode its
    property's name says (devcorpus, Vu2020 Table 3) — the same conditions a sentence's value gets, not a second set
    of rules."""
    from core.matid.tables import stated_conditions
    assert stated_conditions("Peqa) (bar) 225 °C") == {"temperature_K": pytest.approx(498.15)}
    assert stated_conditions("Capacity Retention After 50 Cycles (%)") == {"cycles": 50}
    assert stated_conditions("Compressive failure strength, σf (MPa)") == {"loading_mode": "compression"}
    read = {m.value: m.conditions for _, rec in read_table(
        "Table 2. Thermodynamic parameters for dehydrogenation of HNCN, NCN, and HCN alloys.",
        ["Compositions", "Peqa) (bar) 225 °C", "Peqa) (bar) 250 °C"], [["HNCN", "0.060", "0.133"]]) for m in rec.measurements}
    assert read[0.06]["temperature_K"] == pytest.approx(498.15) and read[0.133]["temperature_K"] == pytest.approx(523.15)


def test_the_one_processing_step_a_caption_names_is_every_value_s():
    # lopez2024 (Mg–Ni by HPT), Table 3: every phase's crystallite size is of the sample heat-treated after 10 turns
    # (the card had set its Mg2Ni 85 nm against a value of the 100-turn sample); the Ti–Fe–Mn paper's "AS
    # (as-atomized) and VA (vacuum-annealed) alloys" names two states, one per row, and a bare state names none for all
    from core.matid.tables import caption_conditions
    caption = ("Table 3. Crystallographic parameters of phases present in Mg-30 at% Ni processed by HPT for 10 turns "
               "(γ = 400) after heat treatment at 350 °C for 24 h")
    assert caption_conditions(caption) == {"processing": "HPT for 10 turns (γ = 400) after heat treatment at 350 °C for 24 h"}
    assert caption_conditions("Table 3. Rietveld refinement results of AS (as-atomized) and VA (vacuum-annealed) "
                              "alloys. The error is shown in parentheses.") == {}
    assert caption_conditions("Table 2. Properties of the as-cast and annealed alloys.") == {}


def test_a_condition_column_gives_each_row_its_state_and_a_temperature_only_when_it_is_a_tests():
    # lopez2024 (Mg–Ni by HPT), Table 3: the row "HT 350 °C" is the sample heat-treated at 350 °C, not tested at it;
    # the other cells are written in the shapes alloy tables use
    from core.matid.tables import table_row_measurements
    cap = "Table 3. Crystallographic parameters of phases present in Mg-30 at% Ni."
    header = ["Condition", "Phase", "wt%", "a (Å)", "c (Å)", "Crystallite Size (nm)"]

    def conditions(cell):
        row = [cell, "Mg2Ni hcp", "34 (2)", "5.2196 (3)", "13.2713 (18)", "85 (5)"]
        got = {m.property: m.conditions for m in table_row_measurements(cap, header, row).measurements}
        return {k: v for k, v in got["crystallite_size"].items() if k != "phase"}

    assert conditions("HT 350 °C") == {"processing": "HT 350 °C"}
    assert conditions("Aged 500 °C") == {"processing": "Aged 500 °C"}
    assert conditions("Tested at 800 °C") == {"temperature_K": pytest.approx(1073.15)}
    assert conditions("as-cast, 800 °C") == {"temperature_K": pytest.approx(1073.15), "processing": "as-cast"}
    assert conditions("RT, as-cast") == {"temperature_K": 293.0, "processing": "as-cast"}


def test_a_rows_state_under_a_captions_processing_keeps_both():
    # lopez2024 (Mg–Ni by HPT), Table 3: the PDF parser splits the condition cell "HPT N10 / γ = 400 / HT 350 °C"
    # into rows; the row's words had replaced the caption's route, so the Mg2Ni row ("HT 350 °C") was no longer of a
    # sample heat-treated after HPT, and a question naming both steps found it no better than the 100-turn rows
    from core.matid.tables import table_row_measurements
    cap = ("Table 3. Crystallographic parameters of phases present in Mg-30 at% Ni processed by HPT for 10 turns "
           "(γ = 400) after heat treatment at 350 °C for 24 h.")
    header = ["Condition", "Phase", "wt%", "a (Å)", "c (Å)", "Crystallite Size (nm)"]
    row = ["HT 350 °C", "Mg2Ni hcp", "34 (2)", "5.2196 (3)", "13.2713 (18)", "85 (5)"]
    got = {m.property: m.conditions for m in table_row_measurements(cap, header, row).measurements}
    assert got["crystallite_size"]["processing"] == \
        "HPT for 10 turns (γ = 400) after heat treatment at 350 °C for 24 h, HT 350 °C"


def test_a_captions_loading_word_a_bound_and_a_power_of_ten_in_cells_are_read():
    # written in the shapes alloy and coating papers' tables take: a caption's "Compressive properties" is the loading
    # of every mechanical value of its table (the card answers a compressive yield strength only with one so stated;
    # a fracture strain in compression is no elongation in tension); a cell ">20" is a bound, and "2.1 × 10^-5" a
    # value, where both had been skipped
    from core.matid.tables import table_row_measurements
    got = {m.property: m for m in table_row_measurements(
        "Table 3. Compressive properties of the RHEAs at 1000 °C.", ["Alloy", "σy (MPa)", "εf (%)"],
        ["NbMoTaW", "548", ">20"]).measurements}
    assert got["yield_strength"].conditions["loading_mode"] == "compression"
    assert got["elongation"].conditions["loading_mode"] == "compression"
    assert (got["elongation"].value, got["elongation"].conditions["bound"]) == (20.0, ">")
    got = {m.property: m for m in table_row_measurements(
        "Table 4. Hardness and wear of the coatings.", ["Coating", "Hardness (HV0.5)", "Wear rate (mm3/N m)"],
        ["AlCoCrFeNi", "650", "2.1 × 10^-5"]).measurements}
    assert got["wear_rate"].value == 2.1e-05 and "loading_mode" not in got["hardness"].conditions
    # (two loading words in a caption give none: the columns or rows say which)
    got = table_row_measurements("Table 5. Tensile and compressive properties.", ["Alloy", "YS (MPa)"],
                                 ["NbMoTaW", "548"]).measurements
    assert "loading_mode" not in got[0].conditions


def test_a_symbol_of_two_properties_is_the_one_of_its_tables_category():
    # in the shapes of alloy papers' tables: "δ (%)" beside σy and σUTS is the elongation (the catalogue's
    # ``table_symbols``), where it had been read as the atomic size mismatch; beside an alloy's other parameters, or in a
    # table of both kinds, it stays the mismatch
    from core.matid.tables import table_row_measurements

    def props(header, row):
        return [m.property for m in table_row_measurements("Table 2. Properties of the alloys.", header, row).measurements]
    assert props(["Alloy", "σy (MPa)", "σUTS (MPa)", "δ (%)"], ["Al0.3CoCrFeNi", "260", "610", "41"]) == \
        ["yield_strength", "ultimate_tensile_strength", "elongation"]
    assert props(["Alloy", "σ0.2/MPa", "σb/MPa", "δ/%"], ["Ti-6Al-4V", "880", "950", "14"])[-1] == "elongation"
    assert props(["Alloy", "δ (%)", "ΔHmix (kJ/mol)", "VEC"], ["Al0.3CoCrFeNi", "3.2", "-7.3", "7.9"])[0] == \
        "atomic_size_mismatch"
    assert props(["Alloy", "δ (%)", "VEC", "σy (MPa)"], ["Al0.3CoCrFeNi", "3.2", "7.9", "300"])[0] == \
        "atomic_size_mismatch"


def test_columns_of_a_composition_table_are_element_shares_not_properties_their_symbols_write():
    # hydrogen set, ponsoni2025 (C14 Laves) Table 3, as the PDF parser gives it: "Chemical Composition … Determined by
    # SEM-EDX", the share columns under a spanning header; the "Mn" column had been read as a molecular weight (M n)
    # at high confidence, 30.3 g/mol. A table with one element's column keeps reading it ("Tc (K)" is no element)
    from core.matid.tables import table_row_measurements
    cap = ("Table 3. Chemical Composition of the (Ti0.5Zr0.5)1(Mn0.5Cr0.5)2 and (Ti0.33Zr0.33Nb0.33)1(Mn0.5Cr0.5)2 "
           "Alloy Determined by SEM-EDX")
    header = ["(Ti0.5Zr0.5)1(Mn0.5Cr0.5)2", "Ti", "chemical composition in at % of the as-cast alloys Zr",
              "chemical composition in at % of the as-cast alloys", "chemical composition in at % of the as-cast alloys Mn",
              "Cr"]
    row = ["overall", "14.9 ± 3.4", "12.3 ± 1.5", "7.9 ± 2.8", "30.3 ± 3.0", "33.8 ± 2.8"]
    assert [m.property for m in table_row_measurements(cap, header, row).measurements] == []
    got = table_row_measurements("Table 2. Superconducting properties.", ["Sample", "Tc (K)", "Hc2 (T)"],
                                 ["NbTi", "9.2", "14"]).measurements
    assert [m.property for m in got] == ["critical_temperature", "upper_critical_field"]


def test_a_cell_that_is_an_alloy_system_is_the_system_not_its_first_element():
    # hydrogen set, xu2024 (a review of Mg-based alloys) Table 2: rows "Mg-Ni", "Mg-Nb" … under "Alloy System" had
    # been magnesium itself (el:Mg), so the card gave a Mg–Nb entry's desorption temperature as magnesium's
    from core.matid.tables import table_row_measurements
    cap = "Table 2. Thermodynamic properties comparison of different magnesium-based alloy systems."
    header = ["Alloy System", "Enthalpy ΔH (kJ/mol H2)", "Entropy ΔS (kJ/(mol·K))", "Desorption Temperature (°C)",
              "Ref."]
    got = table_row_measurements(cap, header, ["Mg-Ni", "64.5", "130.2", "255", "[30]"]).measurements
    assert {(m.material, m.property) for m in got} >= {("mat:mg-ni", "desorption_temperature")}
    assert not any(m.material == "el:Mg" for m in got)
