"""The embedding model under both runtimes: ONNX Runtime must give the PyTorch vectors (and so the same top-k)."""
from __future__ import annotations

import numpy as np

from core.embeddings import get_embedder
from core.settings import Settings


def test_onnx_runtime_gives_the_pytorch_vectors(tmp_path):
    embedder = get_embedder(Settings(embed_runtime="torch"))
    assert type(embedder).__name__ == "Embedder"
    onnx = get_embedder(Settings(embed_runtime="onnx", cache_dir=tmp_path))
    assert type(onnx).__name__ == "OnnxEmbedder" and (tmp_path / "onnx").is_dir()      # exported once, cached
    texts = ["The CRSS of CrMnFeCoNi single crystals in tension is 175 MPa at 77 K.",
             "The stacking fault energy of CrCoNi is 18–26 mJ/m².", "Hall–Petch slope", "x " * 400]
    a, b = embedder.embed(texts), onnx.embed(texts)
    assert a.shape == b.shape and float(np.abs(a - b).max()) < 1e-5
    q = embedder.embed(["yield stress at cryogenic temperature"])[0]
    assert list(np.argsort(-(a @ q))) == list(np.argsort(-(b @ q)))
    assert onnx.count_tokens(texts[0]) == embedder.count_tokens(texts[0])


def test_breakpoint_model_is_the_int8_quantised_model_close_to_the_full_one():
    from core.embeddings import get_breakpoint_embedder
    full = get_embedder(Settings())
    int8 = get_breakpoint_embedder(Settings())
    assert int8.name.endswith("-int8") and int8.dim == full.dim
    assert get_breakpoint_embedder(Settings(breakpoint_embeddings="full")) is full
    texts = ["The CRSS of CrMnFeCoNi single crystals in tension is 175 MPa at 77 K.",
             "The stacking fault energy of CrCoNi is 18–26 mJ/m².", "Hall–Petch slope",
             "Hydrogen absorption of the Mg2Ni alloy reached 3.2 wt% after high-pressure torsion."]
    cos = np.sum(full.embed(texts) * int8.embed(texts), axis=1)
    assert cos.min() > 0.95 and cos.mean() > 0.98


def test_tokens_counted_while_other_threads_embed_are_the_tokens_counted_alone():
    """A context's tokens decide what fits the budget: a count taken while another thread embeds long texts
    (the tokenizer truncating them) must not come back truncated, or answers change with the load."""
    from concurrent.futures import ThreadPoolExecutor
    embedder = get_embedder(Settings())
    long_text = "The yield strength of CrMnFeCoNi rises from 410 MPa to 759 MPa on cooling to 77 K. " * 40
    alone = embedder.count_tokens(long_text)
    assert alone > 512                       # longer than the model reads: embedding truncates it

    def job(i):
        return embedder.embed([long_text] * 4).shape[0] if i % 2 else embedder.count_tokens(long_text)
    with ThreadPoolExecutor(max_workers=4) as pool:
        counts = [n for i, n in enumerate(pool.map(job, range(80))) if not i % 2]
    assert counts == [alone] * 40
