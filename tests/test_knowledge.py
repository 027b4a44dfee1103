"""Linking MatIDs to knowledge passages on the real knowledge bases, by sim(q, p) = E(q)·E(p)."""
from __future__ import annotations

import subprocess
import sys

import pytest

from core.knowledge import get_knowledge_base
from core.settings import Settings

from .conftest import ROOT


@pytest.fixture(scope="module")
def kb():
    return get_knowledge_base(Settings())


def test_sources_are_all_there(kb):
    sources = {p.source for p in kb.passages}
    assert sources == {"glossary", "elements", "wiki_offline"}
    assert sum(p.source == "glossary" for p in kb.passages) >= 150
    assert sum(p.source == "wiki_offline" for p in kb.passages) > 9000


def test_chromium_links_to_the_chromium_summary(kb):
    links = kb.link("Chromium", "el:Cr", "Chromium additions improve the corrosion resistance of the alloy.")
    ids = [l.passage.id for l in links]
    assert "wiki_offline:Chromium" in ids and "elements:Cr" in ids
    assert all(-1 <= l.score <= 1 for l in links)


def test_cantor_alloy_links_to_the_glossary_entry(kb):
    links = kb.link("CoCrFeMnNi (equiatomic)", "comp:Co20Cr20Fe20Mn20Ni20",
                    "The Cantor alloy CrMnFeCoNi is a single-phase FCC solid solution.")
    top = links[0]
    assert top.passage.source == "glossary" and "cantor" in top.passage.title.lower()


def test_dense_similarity_finds_concepts_without_exact_names(kb):
    hits = kb.search("resistance to slip on a crystal plane, resolved shear stress needed to start dislocation motion", k=5)
    assert any("critical resolved shear stress" in h.passage.title.lower() for h in hits)
    scores = [h.score for h in hits]
    assert scores == sorted(scores, reverse=True)


def test_scores_are_dot_products_of_unit_vectors(kb):
    import numpy as np
    p = kb.get("wiki_offline:Nickel")
    q = kb.embedder.embed(["Nickel: a face-centred cubic transition metal"])[0]
    assert kb.score("Nickel: a face-centred cubic transition metal", p) == pytest.approx(
        float(kb.matrix[kb.index_of(p.id)] @ q), abs=1e-5)
    assert np.allclose(np.linalg.norm(kb.matrix[:50], axis=1), 1.0, atol=1e-3)


def test_live_wikipedia_stays_off_without_network_permission(tmp_path):
    from core.knowledge.wikipedia_live import WikipediaLive
    src = WikipediaLive(tmp_path, allow_network=False)
    assert src.lookup("Chromium") is None and "network off" in src.describe()


def test_glossary_is_valid():
    proc = subprocess.run([sys.executable, "-m", "eval.check_glossary"], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
