"""A side-by-side comparison as Markdown (the CLI's output and the Compare page's download)."""
from __future__ import annotations

import re

from .pipelines import label
from .pipelines.base import PipelineResult
from .units import UNIT_RE

VALUE_WITH_UNIT = re.compile(rf"(?<![\w.])[-−]?\d+(?:[.,]\d+)?(?:\s*(?:–|-|to)\s*\d+(?:\.\d+)?)?(?:\s*±\s*\d+(?:\.\d+)?)?\s*(?:{UNIT_RE})")


def highlight_values(text: str, fmt: str = "**{}**") -> str:
    """Numbers with units marked (bold in Markdown), so answers can be compared at a glance."""
    return VALUE_WITH_UNIT.sub(lambda m: fmt.format(m.group(0)), text)


def comparison_markdown(question: str, results: list[PipelineResult]) -> str:
    from ui.card import card_markdown        # (the card drawn for people: plain Python, no Streamlit)
    out = [f"# {question}", ""]
    card = next((r.fact_answer for r in results if r.fact_answer), None)
    if card:
        out.append(card_markdown(card))
    for r in results:
        out.append(f"## {label(r.pipeline)}")
        out.append("")
        out.append(f"**Error:** {r.error}" if r.error else highlight_values(r.answer or "(no answer)"))
        out.append("")
        if r.unsupported:
            out.append(f"Not in the sources: {', '.join(r.unsupported)}")
            out.append("")
        if r.citations:
            out.append("Cited: " + "; ".join(f"[{c['n']}] {c['citation']}" for c in r.citations))
        t = r.timings
        out.append(f"Retrieval {t.get('retrieve_s', 0):.2f} s · generation {t.get('generate_s', 0):.2f} s · "
                   f"tokens: prompt {r.tokens.get('prompt', 0)}, answer {r.tokens.get('completion', 0)}")
        if r.notes:
            out.append("Retrieval notes: " + "; ".join(r.notes))
        out.append("")
        out.append("<details><summary>Context</summary>\n")
        for c in r.contexts:
            out.append(f"- [{c['n']}] ({c['citation']}, score {c['score']:.3f}) {c['text'][:400]}")
        out.append("\n</details>\n")
    return "\n".join(out)
