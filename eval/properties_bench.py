"""How fast the Properties page is at the size of a lab's library: ``python -m eval.bench properties --n 20000``.

The sample papers are ingested into a temporary library (or ``--data-dir`` is copied), and their Measurement
nodes are written again into its graph file until it holds N, each copy of a different synthetic material (a
"#k" variant of the original, its values shifted by a few per cent), with MatID nodes and HAS_PROPERTY
relationships like the recogniser's. Then what the page does is timed, the graph query included: the table of
the most measured property and of every measurement, a filter (family, confidence, a temperature range), the
conversion to another unit, and the two charts' data and Altair specs (what Streamlit sends to the browser).
"""
from __future__ import annotations

import shutil
import statistics
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TYPES = {**dict.fromkeys(["value", "value_high", "value_std", "value_std_high", "uncertainty", "temperature_K",
                          "grain_size_um", "strain_rate", "confidence"], "DOUBLE"), "page": "INT64", "plausible": "BOOLEAN"}
FIELDS = ["property", "value", "value_high", "unit", "value_std", "value_std_high", "unit_std", "uncertainty",
          "temperature_K", "loading_mode", "grain_size_um", "processing", "strain_rate", "conditions", "text",
          "paper_id", "chunk_id", "page", "table_id", "figure_id", "confidence", "reasons", "binding", "plausible"]


def grow(store, n: int) -> int:
    """Copy the store's Measurement nodes (each to a synthetic material) until it holds ``n``; returns the count."""
    base = store.query("MATCH (m:MatID)-[:HAS_PROPERTY]->(x:Measurement) RETURN m.id AS matid, m.name AS name, "
                       + ", ".join(f"x.{f} AS {f}" for f in FIELDS))
    have = len(base)
    k = 0
    while have < n:
        k += 1
        batch = base[: n - have]
        mats = {r["matid"]: r["name"] for r in batch}
        store.query("UNWIND $rows AS r MERGE (m:MatID {id: r.id}) ON CREATE SET m.type = 'composition', "
                    "m.name = r.name, m.aliases = '[]'",
                    {"rows": [{"id": f"{m}~{k}", "name": f"{name} #{k}"} for m, name in mats.items()]})
        rows = []
        for i, r in enumerate(batch):
            f = 1 + 0.01 * ((k + i) % 13)
            rows.append({**{x: r[x] for x in FIELDS}, "id": f"syn{k}-{i}", "material": f"{r['matid']}~{k}",
                         "value": r["value"] * f if r["value"] is not None else None,
                         "value_high": r["value_high"] * f if r["value_high"] is not None else None})
        sets = ", ".join(f"x.{x} = CAST(r.{x} AS {TYPES[x]})" if x in TYPES else f"x.{x} = r.{x}"
                         for x in ["material", *FIELDS])      # a column null in the first rows reads as text
        store.query(f"UNWIND $rows AS r CREATE (x:Measurement {{id: r.id}}) SET {sets}", {"rows": rows})
        store.query("UNWIND $rows AS r MATCH (m:MatID {id: r.material}), (x:Measurement {id: r.id}) "
                    "CREATE (m)-[:HAS_PROPERTY]->(x)", {"rows": [{"id": r["id"], "material": r["material"]} for r in rows]})
        have += len(rows)
    return have


def _timed(fn, repeat: int = 3):
    times, out = [], None
    for _ in range(repeat):
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times), out


def bench_properties(n: int, data_dir: Path | None = None) -> dict:
    import altair as alt

    from core import measurements as M
    from core.ingest import Ingestor
    from core.settings import get_settings
    alt.data_transformers.disable_max_rows()
    with tempfile.TemporaryDirectory(prefix="grag-props-") as tmp:
        target = Path(tmp) / "data"
        if data_dir:
            shutil.copytree(data_dir, target)
        ing = Ingestor(get_settings().model_copy(update={"data_dir": target}))
        if not data_dir:
            ing.ingest_paths(sorted((ROOT / "sample_papers").glob("*.pdf")))
        t = time.perf_counter()
        with ing.store.session(write=True):
            total = grow(ing.store, n)
        build = time.perf_counter() - t
        store = ing.store
        top = M.property_summaries(store)[0]
        out = {"measurements": total, "build_s": build, "property": top.property, "steps": {}}
        s = out["steps"]
        s["table of the most measured property"], df = _timed(lambda: M.measurement_table(store, top.property))
        s["table of every measurement"], every = _timed(lambda: M.measurement_table(store))
        system = every["system"].value_counts().index[0]
        temp = "cond_temperature_K" if "cond_temperature_K" in df else None

        def filtered():
            return M.in_unit(M.select(df, systems=[system], min_confidence=0.5,
                                      ranges={temp: (0, 400)} if temp else None), M.units_of(df)[-1])
        s["filter + convert (family, confidence, temperature range, unit)"], shown = _timed(filtered)

        def chart_condition():
            data = shown[shown[temp].notna()] if temp else shown
            return alt.Chart(data[["shown", "name", "paper", "page", "text", *([temp] if temp else [])]]).mark_point() \
                .encode(x=f"{temp or 'page'}:Q", y="shown:Q", color="name:N", tooltip=["name", "paper", "page"]).to_dict()
        s["plot against temperature (data and spec)"], _ = _timed(chart_condition)
        second = M.property_summaries(store)[1].property

        def chart_pair():
            pairs = M.pair_table(M.measurement_table(store, [top.property, second]), top.property, second)
            return alt.Chart(pairs).mark_circle().encode(x="x:Q", y="y:Q", color="system:N").to_dict()
        s["plot against another property (data and spec)"], _ = _timed(chart_pair)
        out.update(rows_property=len(df), rows_every=len(every), rows_shown=len(shown), second=second)
        out["page_s"] = sum(v for k, v in s.items() if k != "table of every measurement")   # a property's view
        out["material_s"] = s["table of every measurement"] + s["filter + convert (family, confidence, temperature " \
                                                                "range, unit)"]          # a material's view
        from core.graph import ladybug_store
        ladybug_store.close_all()
    return out


def print_properties(res: dict) -> None:
    print(f"\nProperties page at {res['measurements']} measurements (written in {res['build_s']:.0f} s); "
          f"most measured property {res['property']} ({res['rows_property']} rows; {res['rows_shown']} after the "
          f"filter), all {res['rows_every']} rows for a material's view")
    print("| step | median of 3 (s) |\n|---|---|")
    for step, secs in res["steps"].items():
        print(f"| {step} | {secs:.3f} |")
    print(f"\nA property chosen, filtered and plotted both ways: {res['page_s']:.2f} s; a material's view (every "
          f"measurement read, filtered): {res['material_s']:.2f} s (target: under 2 s)")
