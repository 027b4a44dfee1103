"""The graph's answer card drawn for people: as Markdown (the CLI's comparison and the Compare page's download) and
the source text with the value marked (the Compare and Properties pages). Plain Python, no Streamlit: the card itself
is ``core.pipelines.facts``'s, its plain text (what the evaluation scores) too."""
from __future__ import annotations

from core.pipelines.facts import conditions_text, value_text


def marked(text: str, spans: list[list[int]], fmt: str = "**{}**") -> str:
    """The source text with the value's spans formatted (bold in Markdown, a highlight on the page)."""
    out, last = [], 0
    for a, b in sorted(spans):
        if a < last:
            continue
        out += [text[last:a], fmt.format(text[a:b])]
        last = b
    return "".join(out) + text[last:]


def card_markdown(card: dict | None) -> str:
    """The card in Markdown (the CLI and the comparison download)."""
    if not card:
        return ""
    out = ["## The graph's answer (from measurements, no LLM)", ""]
    for b in card["answers"]:
        written = f" (written “{b['spelled']}” in the paper)" if b["spelled"] and b["spelled"] != b["material"] else ""
        out.append(f"**{value_text(b)}**" + (f" ({value_text(b, converted=False)} as reported)" if b.get("converted") else "")
                   + f" — {b['property_name']} of {b['material']}{written}")
        if conditions_text(b):
            out.append(f"Conditions: {conditions_text(b)}")
        out.append(f"Source: {b['citation']} — “{marked(b['source_text'][:400], b['highlights'])}”")
        out.append("")
    if card["message"]:
        out += [f"_{card['message']}_", ""]
    others = [r for r in card["measurements"] if r not in card["answers"]]
    if others:
        out += ["| material | property | value | conditions | source |", "|---|---|---|---|---|"]
        out += [f"| {r['material']} | {r['property_name']} | {value_text(r)} | {conditions_text(r)} | {r['citation']} |"
                for r in others]
        out.append("")
    return "\n".join(out)
