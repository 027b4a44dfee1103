"""A question set outside metallurgy from the SOFC-Exp annotations:
``python -m eval.sofc_questions --sofc-exp ../shared/sofc-exp [--split test] --out DIR``.

Writes ``DIR/texts/PMC….txt`` (the papers' texts, to ingest: ``GRAG_DATA_DIR=… python -m core ingest DIR/texts``),
``DIR/questions.jsonl`` (value questions in the format of ``sample_papers/questions.jsonl``) and
``DIR/unanswerable.jsonl``. A value question asks for the value the experts annotated for a slot of an experiment
(power density, open-circuit voltage, resistance, conductivity) of a material its frame names, at its working
temperature when the frame has one: "What maximum power density was reported for the cell with the
Sr2Fe1.5Mo0.5O6 anode at 850 °C?". A value whose frame names no material, a range, or a (material, slot,
temperature) that the paper gives two different values for is left out: the question would have no one answer.
The unanswerable questions ask the test papers' materials for properties no SOFC paper of the split mentions.
SOFC-Exp: Friedrich et al., ACL 2020, CC BY 4.0 (see its README)."""
from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

from .extraction import DEFAULT_ROOT, parse_value, read_corpus, unit_after

# slot -> how a question names it
ASKED = {"power_density": "maximum power density", "open_circuit_voltage": "open-circuit voltage",
         "resistance": "area-specific resistance", "conductivity": "electrical conductivity"}
PER_PAPER = 4
# properties no fuel-cell paper of the split reports (checked against the texts before use)
ABSENT = ["Vickers hardness", "superconducting critical temperature", "hydrogen storage capacity", "yield strength",
          "Seebeck coefficient", "fracture toughness", "saturation magnetization", "Curie temperature"]


def _material(materials: set[str]) -> str:
    """The material a question names: the frame's longest material text that reads as one (a formula or a name)."""
    names = sorted((m for m in materials if 2 <= len(m) <= 60), key=lambda m: (-len(m), m))
    return names[0] if names else ""


def build(root: Path, split: str = "test") -> tuple[list[dict], list[dict], dict[str, str]]:
    papers = read_corpus(root, split)
    questions, texts = [], {}
    for p in papers:
        texts[p.pmcid] = p.text
        by_key: dict[tuple, set] = {}
        rows = []
        for t in p.targets:
            slot = next((s for s in t.slots if s in ASKED), "")
            mat = _material(t.materials)
            if not slot or not mat:
                continue
            ann = parse_value(t.span.text)
            if len(ann.numbers) != 1:
                continue
            sentence = next(s for s in p.sentences if s.id == t.span.sentence_id)
            unit = ann.unit or parse_value("1 " + unit_after(sentence.text, t.span.end)).unit
            if not unit:
                continue
            temp = t.temperatures[0].strip() if t.temperatures else ""
            key = (slot, mat, temp)
            by_key.setdefault(key, set()).add(round(ann.numbers[0], 6))
            rows.append((key, ann.numbers[0], unit, sentence.text))
        n = 0
        for (slot, mat, temp), value, unit, sentence in rows:
            if len(by_key[(slot, mat, temp)]) != 1 or n >= PER_PAPER:
                continue              # two values for one question: no single answer
            by_key[(slot, mat, temp)] = set()          # asked once
            n += 1
            at = f" at {temp}" if temp else ""
            questions.append({
                "id": f"s{len(questions) + 1:03d}",
                "question": f"What {ASKED[slot]} was reported for {mat}{at}?",
                "ground_truth": f"The paper reports {value:g} {unit} ({ASKED[slot]} of {mat}{at}): \"{sentence.strip()}\"",
                "values": [{"value": value, "unit": unit}], "paper": f"{p.pmcid}.txt", "page": 1, "source": "text",
                "tags": ["sofc-exp", slot]})
    corpus = " ".join(texts.values()).lower()
    absent = [a for a in ABSENT if a.lower() not in corpus and a.split()[-1].lower() not in corpus]
    mats = list(dict.fromkeys(_material(t.materials) for p in papers for t in p.targets if _material(t.materials)))
    unanswerable = [{"id": f"su{i + 1:02d}", "question": f"What is the {prop} of {mat}?",
                     "ground_truth": "None of the papers reports it.", "values": [], "tags": ["unanswerable"]}
                    for i, (prop, mat) in enumerate(zip((absent * 12)[:12], mats[::max(1, len(mats) // 12)][:12]))]
    return questions, unanswerable, texts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m eval.sofc_questions")
    ap.add_argument("--sofc-exp", type=Path, default=DEFAULT_ROOT)
    ap.add_argument("--split", default="test")
    ap.add_argument("--out", type=Path, required=True)
    a = ap.parse_args(argv)
    if not (a.sofc_exp / "SOFC-Exp-Metadata.csv").exists():
        print(f"{a.sofc_exp}: not an SOFC-Exp folder (no SOFC-Exp-Metadata.csv)", file=sys.stderr)
        return 2
    questions, unanswerable, texts = build(a.sofc_exp, a.split)
    shutil.rmtree(a.out / "texts", ignore_errors=True)
    (a.out / "texts").mkdir(parents=True)
    for pmcid, text in texts.items():
        (a.out / "texts" / f"{pmcid}.txt").write_text(text, encoding="utf-8")
    (a.out / "questions.jsonl").write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in questions),
                                           encoding="utf-8")
    (a.out / "unanswerable.jsonl").write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in unanswerable),
                                              encoding="utf-8")
    print(f"{len(texts)} papers, {len(questions)} value questions, {len(unanswerable)} unanswerable -> {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
