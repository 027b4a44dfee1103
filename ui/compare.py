"""Pieces of the Compare page."""
from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import streamlit as st

from core.pipelines.base import PipelineResult
from core.pipelines import label
from core.report import highlight_values
from ui.state import state

QUESTIONS = Path(__file__).resolve().parent.parent / "sample_papers" / "questions.jsonl"


def sample_questions() -> list[dict]:
    if not QUESTIONS.exists():
        return []
    return [json.loads(line) for line in QUESTIONS.read_text(encoding="utf-8").splitlines() if line.strip()]


def show_fact_card(card: dict) -> None:
    """The graph's answer: measured values with conditions and sources, above the LLM's prose."""
    from core.pipelines.facts import conditions_text, value_text
    from ui.card import marked
    with st.container(border=True):
        st.markdown(":material/push_pin: **From the graph** · measured values, no LLM")
        for b in card["answers"]:
            st.markdown(f"### {value_text(b)}")
            written = f" · written *{b['spelled']}* in the paper" if b["spelled"] and b["spelled"] != b["material"] else ""
            st.markdown(f"{b['property_name']} of **{b['material']}**{written}"
                        + (f" · {value_text(b, converted=False)} as reported" if b.get("converted") else ""))
            if conditions_text(b):
                st.caption(conditions_text(b))
            st.markdown(f":material/description: {b['citation']}")
            st.markdown("> " + marked(b["source_text"][:500], b["highlights"], ":orange-background[**{}**]"))
        if card["message"]:
            (st.warning if card["status"] != "answer" else st.info)(card["message"])
        others = [r for r in card["measurements"] if r not in card["answers"]]
        if others:
            label = "Other matching measurements" if card["answers"] else "Matching measurements"
            st.markdown(f"**{label}** (best match first)")
            table = pd.DataFrame([{"value": value_text(r), "conditions": conditions_text(r), "material": r["material"],
                                   "property": r["property_name"], "source": r["citation"]} for r in others])
            same = [c for c in ("material", "property") if table[c].nunique() == 1 and
                    table[c].iloc[0] == card[c if c == "material" else "property_name"]]
            st.dataframe(table.drop(columns=same), hide_index=True, width="stretch",   # what varies, first
                         placeholder="")


def show_result(col, r: PipelineResult, card: bool = True) -> None:
    """A pipeline's result in its column (card=False when the graph's answer is already shown above it)."""
    with col:
        if card and r.fact_answer:
            show_fact_card(r.fact_answer)
        if r.error:
            st.error(r.error)
            return
        st.markdown(highlight_values(r.answer, ":orange-background[**{}**]") or "_(empty answer)_")
        if r.unsupported:
            st.warning(f"Not in the sources: {', '.join(r.unsupported)} — the model stated "
                       f"{'this value' if len(r.unsupported) == 1 else 'these values'}, no retrieved context does.",
                       icon=":material/warning:")
        if r.citations:
            st.markdown("**Cited:** " + "; ".join(f"[{c['n']}] {c['citation']}" for c in r.citations))
        else:
            st.caption("The answer cites no context item.")
        # one line, readable however many columns share the page
        p_tok, a_tok = r.tokens.get("prompt", 0), r.tokens.get("completion", 0)
        st.caption(f":material/timer: retrieval {r.timings.get('retrieve_s', 0):.2f} s"
                   f" · generation {r.timings.get('generate_s', 0):.1f} s"
                   f" · {p_tok + a_tok:,} tokens (prompt {p_tok:,} + answer {a_tok:,})")
        with st.expander(f"Context ({len(r.contexts)} items, {r.tokens.get('context', 0)} tokens)"):
            for c in r.contexts:
                st.markdown(f"**[{c['n']}]** {c['citation']} · *{c['kind']}* · score {c['score']:.3f}")
                st.caption(c["text"][:700])
        if any(g["label"] == "Window" for g in r.graph_elements):
            state().traversal_path = {"pipeline": r.pipeline, "question": r.question, "elements": r.graph_elements}
            with st.expander(f"Traversal path ({sum(g['label'] == 'Window' for g in r.graph_elements)} windows)"):
                from ui.graphview import draw_path
                draw_path(r.graph_elements, {c["paper_id"]: c["paper"] for c in r.contexts}, key=f"path_{r.pipeline}")
                st.markdown(":material/hub: [Open it on the Graph page](Graph)")
        elif r.graph_elements:
            with st.expander(f"Graph elements used ({len(r.graph_elements)})"):
                st.dataframe(pd.DataFrame(r.graph_elements), hide_index=True, width="stretch", placeholder="")
                focus = [g["id"] for g in r.graph_elements if g["label"] in ("MatID", "DocEntity")][:5]
                if focus:
                    from urllib.parse import quote
                    st.markdown(f":material/hub: [Show them on the Graph page](Graph?focus={quote(','.join(focus))})")
        if r.notes:
            st.caption(" · ".join(r.notes))


def header(col, name: str) -> None:
    col.subheader(label(name))
