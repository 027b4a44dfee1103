"""Every measured value of the library as one table: which values of a property the papers report, for which
materials, under which conditions, from which source, and how sure the recogniser is of each (the Properties
page and ``python -m core measurements``).

The table is a pandas DataFrame with a row per Measurement node: the material as the source writes it and its
MatID, canonical name and element system ("Co-Cr-Fe-Mn-Ni"), the property, value (± uncertainty, or a range) and
unit, the conditions (a dict, and a numeric column per condition, ``cond_temperature_K`` …), the paper, page,
table and figure, and the confidence. Values convert to a unit of the user's choice in one step per source unit
(every conversion pint makes between units of one dimension is affine).
"""
from __future__ import annotations

import io
import json
import re
from dataclasses import dataclass

import pandas as pd

from .graph.base import in_session
from .graph.queries import matid_names, measurements_of
from .pipelines.facts import spelling
from .matid.vocab import PROPERTIES, property_name

EXPORT_COLUMNS = ["material", "matid", "property", "value", "value_high", "uncertainty", "unit", "conditions",
                  "paper", "page", "table", "figure", "confidence"]
FORMATS = ("csv", "json", "parquet")


@dataclass
class PropertySummary:
    property: str
    name: str
    symbols: tuple[str, ...]
    measurements: int
    materials: int

    @property
    def label(self) -> str:
        sym = f" ({', '.join(self.symbols[:2])})" if self.symbols else ""
        return f"{self.name}{sym}: {self.measurements} values, {self.materials} materials"


@in_session(write=False)
def property_summaries(store) -> list[PropertySummary]:
    """Every measured property with how many measurements and materials it has, most measured first."""
    from .matid.catalogue import catalogue
    rows = store.query("MATCH (m:MatID)-[:HAS_PROPERTY]->(x:Measurement) RETURN x.property AS p, count(*) AS n,"
                       " count(DISTINCT m.id) AS k")
    props = catalogue().properties
    out = [PropertySummary(r["p"], property_name(r["p"]), props[r["p"]].symbols if r["p"] in props else (),
                           int(r["n"]), int(r["k"])) for r in rows if r["p"]]
    return sorted(out, key=lambda s: (-s.measurements, s.name))


def resolve_property(text: str) -> str:
    """A property id from what a user types: an id, a name or synonym, or a symbol ("σy", "Tc")."""
    from .matid.catalogue import catalogue
    t = text.strip()
    if t in PROPERTIES:
        return t
    found = catalogue().by_name(t) or next(iter(catalogue().by_symbol(t)), None)
    return found.id if found else re.sub(r"\W+", "_", t.lower()).strip("_")


def resolve_material(store, text: str) -> list[str]:
    """MatIDs from what a user types: a MatID, a formula ("CrMnFeCoNi"), a name or a sample label ("NCN")."""
    from .graph.queries import matids_with_alias, search_matids
    from .matid.mentions import find_mentions
    t = text.strip()
    if re.match(r"^(?:comp|mat|el|phase):", t):
        return [t]
    mentions, _ = find_mentions(t)
    ids = [m.matid for m in mentions if m.type in ("composition", "material", "element")]
    ids += matids_with_alias(store, t)
    if not ids:
        ids = [r["matid"] for r in search_matids(store, t, limit=20)]
    return list(dict.fromkeys(ids))


def system_of(matid: str) -> str:
    """The element system of a composition ("Co-Cr-Fe-Mn-Ni"), the element, or the named material's id."""
    if matid.startswith("comp:"):
        els = sorted(set(re.findall(r"[A-Z][a-z]?", matid[5:].replace("(x)", ""))))
        return "-".join(els)
    return matid.split(":", 1)[-1]


@in_session(write=False)
def measurement_table(store, prop: str | list[str] | None = None, matids: list[str] | None = None) -> pd.DataFrame:
    """The library's measurements (of a property, several, or all; of some materials, or all) as a DataFrame."""
    rows = []
    for mid in (matids or [None]):
        rows += measurements_of(store, mid, prop)
    names = matid_names(store, sorted({r["matid"] for r in rows}))
    out = []
    for r in rows:
        name, aliases = names.get(r["matid"], (r["matid"], []))
        high = r["value_high"] if r["value_high"] not in (None, r["value"]) else None
        conds = {k: v for k, v in (r["conditions"] or {}).items() if v not in (None, "", [], {})}
        out.append({"id": r["id"], "material": spelling({"text": r["text"] or ""}, aliases, name or r["matid"]),
                    "matid": r["matid"], "name": name or r["matid"], "system": system_of(r["matid"]),
                    "property": r["property"], "property_name": property_name(r["property"]),
                    "value": r["value"], "value_high": high, "uncertainty": r["uncertainty"] or None,
                    "unit": r["unit"] or "", "conditions": conds, "paper": r["paper"] or r["paper_id"],
                    "paper_id": r["paper_id"], "page": r["page"],
                    "table": f"Table {r['table_id'][1:]}" if r.get("table_id") else "",
                    "figure": f"Fig. {r['figure_id'][1:]}" if r.get("figure_id") else "",
                    "table_id": r.get("table_id") or "", "figure_id": r.get("figure_id") or "",
                    "chunk_id": r.get("chunk_id") or "", "confidence": r["confidence"],
                    "level": r["level"], "text": " ".join((r["text"] or "").split())})
    df = pd.DataFrame(out, columns=["id", "material", "matid", "name", "system", "property", "property_name", "value",
                                    "value_high", "uncertainty", "unit", "conditions", "paper", "paper_id", "page",
                                    "table", "figure", "table_id", "figure_id", "chunk_id", "confidence", "level",
                                    "text"])
    for col in ("value", "value_high", "uncertainty", "confidence"):
        df[col] = pd.to_numeric(df[col], errors="coerce").astype(float)
    for key in sorted({k for c in df["conditions"] for k, v in c.items() if _number(v) is not None}):
        df[f"cond_{key}"] = [_number(c.get(key)) for c in df["conditions"]]
    return df


def _number(v) -> float | None:
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None


def condition_columns(df: pd.DataFrame) -> list[str]:
    """The numeric condition columns of a table, those that hold a value first."""
    cols = [c for c in df.columns if c.startswith("cond_")]
    return sorted(cols, key=lambda c: -int(df[c].notna().sum()))


def units_of(df: pd.DataFrame) -> list[str]:
    """The units a table's values can be shown in: those of its rows, and the catalogue's for its properties."""
    from .matid.catalogue import catalogue
    from .units import compatible
    have = [u for u in df["unit"].value_counts().index if u]
    props = catalogue().properties
    extra = [u for p in df["property"].unique() if p in props for u in props[p].all_units]
    return [u for u in dict.fromkeys(have + extra) if have and compatible(have[0], u)]


def in_unit(df: pd.DataFrame, unit: str) -> pd.DataFrame:
    """The table with ``shown``, ``shown_high``, ``shown_uncertainty`` and ``shown_unit``: each value in ``unit``
    where it converts (else as written)."""
    from .units import compatible, convert
    out = df.copy()
    out["shown"], out["shown_high"] = out["value"], out["value_high"]
    out["shown_uncertainty"], out["shown_unit"] = out["uncertainty"], out["unit"]
    if not unit:
        return out
    for u in out["unit"].unique():
        if not u or u == unit or not compatible(u, unit):
            continue
        try:
            a = convert(0.0, u, unit)
            b = convert(1.0, u, unit) - a
        except Exception:          # a unit pint cannot convert: shown as written
            continue
        rows = out["unit"] == u
        out.loc[rows, "shown"] = out.loc[rows, "value"] * b + a
        out.loc[rows, "shown_high"] = out.loc[rows, "value_high"] * b + a
        out.loc[rows, "shown_uncertainty"] = out.loc[rows, "uncertainty"].abs() * abs(b)
        out.loc[rows, "shown_unit"] = unit
    return out


def select(df: pd.DataFrame, *, systems: list[str] | None = None, papers: list[str] | None = None,
           min_confidence: float | None = None, ranges: dict[str, tuple[float, float]] | None = None,
           materials: list[str] | None = None) -> pd.DataFrame:
    """Rows of these element systems, papers and materials, at least this confident, and with each condition in
    its range (a row that does not state a condition is kept only when no range is set on it)."""
    keep = pd.Series(True, index=df.index)
    if systems:
        keep &= df["system"].isin(systems)
    if papers:
        keep &= df["paper"].isin(papers)
    if materials:
        keep &= df["matid"].isin(materials)
    if min_confidence:
        keep &= df["confidence"].fillna(-1.0) >= min_confidence
    for col, (lo, hi) in (ranges or {}).items():
        keep &= df[col].between(lo, hi)
    return df[keep]


def export_frame(df: pd.DataFrame) -> pd.DataFrame:
    """The columns a download or the command line gives (conditions as JSON text)."""
    out = df[EXPORT_COLUMNS].copy()
    out["conditions"] = [json.dumps(c, ensure_ascii=False, sort_keys=True) for c in df["conditions"]]
    return out


def export(df: pd.DataFrame, fmt: str) -> bytes:
    """The table as CSV (an empty cell where a value is missing), JSON (a list of rows, conditions as objects; a
    missing value is an absent key, never null) or Parquet (typed columns: a missing number is a null there)."""
    if fmt == "csv":
        return export_frame(df).to_csv(index=False, na_rep="").encode("utf-8")
    if fmt == "json":
        plain = df[EXPORT_COLUMNS].astype(object)
        rows = [{k: v for k, v in row.items() if not _missing(v)} for row in plain.to_dict("records")]
        return json.dumps(rows, ensure_ascii=False, indent=1, default=_plain).encode("utf-8")
    if fmt == "parquet":
        buf = io.BytesIO()
        export_frame(df).to_parquet(buf, index=False)
        return buf.getvalue()
    raise ValueError(f"unknown format {fmt!r}; known: {', '.join(FORMATS)}")


def _plain(v):
    return v.item() if hasattr(v, "item") else str(v)


def _missing(v) -> bool:
    """None, NaN or pandas' NA (a dict or list is a value, even when empty)."""
    return v is None or (not isinstance(v, (dict, list, tuple, str)) and bool(pd.isna(v)))


def pair_table(df: pd.DataFrame, prop_x: str, prop_y: str) -> pd.DataFrame:
    """One row per material measured for both properties: the median of each (in its most used unit), for a
    chart of one property against another across materials (an Ashby-style chart)."""
    parts = []
    for prop, axis in ((prop_x, "x"), (prop_y, "y")):
        sub = df[df["property"] == prop]
        if sub.empty:
            return pd.DataFrame(columns=["matid", "name", "system", "x", "y", "x_unit", "y_unit", "n"])
        unit = sub["unit"].value_counts().index[0]
        sub = in_unit(sub, unit)
        g = sub.groupby("matid").agg(v=("shown", "median"), n=("shown", "size"), name=("name", "first"),
                                     system=("system", "first"))
        g = g.rename(columns={"v": axis, "n": f"n_{axis}"})
        g[f"{axis}_unit"] = unit
        parts.append(g)
    both = parts[0].join(parts[1][["y", "n_y", "y_unit"]], how="inner")
    both["n"] = both["n_x"] + both["n_y"]
    return both.reset_index()[["matid", "name", "system", "x", "y", "x_unit", "y_unit", "n"]]


def property_of(store, measurement_id: str) -> str:
    """The property of a Measurement node ("" when there is none of that id)."""
    rows = store.query("MATCH (x:Measurement {id: $id}) RETURN x.property AS p", {"id": measurement_id})
    return rows[0]["p"] if rows else ""
