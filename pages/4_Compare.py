"""Compare: one question, answered by Naive RAG, Graph RAG and G-RAG side by side, with citations."""

import streamlit as st

from core.pipelines import Params, concurrent, describe_pipelines, label, names as pipeline_names, run_pipelines
from core.report import comparison_markdown
from core.exports import to_json
from ui import resources
from ui.compare import header, sample_questions, show_fact_card, show_result
from ui.state import state as app_state

st.set_page_config(page_title="Compare · G-RAG", page_icon=":material/compare_arrows:", layout="wide")
st.title(":material/compare_arrows: Compare pipelines")
settings = resources.settings()
resources.graph_or_stop()
state = app_state()

with st.sidebar:
    st.header("Settings")
    top_k = st.slider("Top-k chunks", 1, 20, settings.top_k, key="top_k")
    budget = st.number_input("Context budget (tokens)", 100, 32000, settings.context_budget_tokens, step=100,
                             key="budget")
    n_max = st.number_input("N_max nodes (0 = from budget)", 0, 500, settings.n_max, key="n_max")
    r_max = st.number_input("R_max relationships (0 = from budget)", 0, 500, settings.r_max, key="r_max")
    search_modes = ["hybrid", "dense"]
    chunk_search = st.radio("Chunk search (every pipeline)", search_modes, index=search_modes.index(settings.chunk_search),
                            format_func={"hybrid": "Hybrid: BM25 + dense, fused", "dense": "Dense only (cosine)"}.get,
                            key="chunk_search", help="Formulas, sample labels and numbers are where dense search "
                                                     "is weak; hybrid adds word matching (BM25).")
    backend = st.selectbox("LLM", ["llamacpp", "openai"], index=["llamacpp", "openai"].index(settings.llm_backend),
                           format_func={"llamacpp": "Embedded (llama.cpp)", "openai": "OpenAI-compatible server (vLLM …)"}.get,
                           key="llm_backend")
    overrides = {}
    if backend == "openai":
        overrides = {"llm_backend": "openai",
                     "openai_base_url": st.text_input("Server URL", settings.openai_base_url, key="llm_url"),
                     "openai_model": st.text_input("Model", settings.openai_model, key="llm_model")}
    else:
        from core.llm import EMBEDDED_MODELS, installed_models
        models = installed_models()
        current = settings.llm_model if settings.llm_model in models else (models or [settings.llm_model])[0]
        model = st.selectbox("Embedded model", models or [current], index=(models or [current]).index(current),
                             format_func=lambda n: EMBEDDED_MODELS.get(n, (n,))[0], key="llm_model",
                             disabled=bool(settings.llm_model_path) or len(models) < 2,
                             help="GGUF chat models shipped on PyPI (llm_model_path, when set, overrides this)")
        if settings.llm_backend != "llamacpp" or model != settings.llm_model:
            overrides = {"llm_backend": "llamacpp", "llm_model": model}

samples = sample_questions()


def _use_picked():
    if st.session_state.get("sample_q"):
        st.session_state["question"] = st.session_state["sample_q"]


c1, c2 = st.columns([3, 2])
c2.selectbox("…or pick a sample question or one asked before", ["", *state.history, *[q["question"] for q in samples]],
             key="sample_q", on_change=_use_picked)
question = c1.text_input("Question", key="question",
                         placeholder="Yield strength of CrMnFeCoNi at 77 K with a 4.4 µm grain size?")
names = st.multiselect("Pipelines", pipeline_names(), default=pipeline_names(default_only=True), key="pipelines",
                       format_func=label, help=describe_pipelines())
go = st.button("Ask", type="primary", key="ask", disabled=not question.strip() or not names)

if go:
    try:
        env = resources.env(overrides or None)
    except Exception as exc:   # a server that is down or does not serve the model
        st.error(f"The LLM is not available: {exc}")
        st.stop()
    cols = st.columns(len(names))
    cards, boxes = {}, {}
    for col, name in zip(cols, names):
        header(col, name)
        cards[name], boxes[name] = col.empty(), col.empty()
    streamed = {n: "" for n in names}

    def on_retrieved(r):     # the graph's answer needs no LLM: shown as soon as G-RAG has retrieved
        if r.fact_answer:
            with cards[r.pipeline].container():
                show_fact_card(r.fact_answer)

    def on_token(name, delta):
        streamed[name] += delta
        boxes[name].markdown(streamed[name] + "▌")

    def on_done(r):          # each column shows its full result as soon as its pipeline is done
        show_result(boxes[r.pipeline].container(), r, card=False)

    params = Params.from_settings(settings, top_k=top_k, context_budget=int(budget), n_max=int(n_max),
                                  r_max=int(r_max), chunk_search=chunk_search)
    with st.spinner("Answering …" + (" (all pipelines at once)" if concurrent(env, names) else "")):
        results = run_pipelines(env, question, names, params, on_token, on_done, on_retrieved)
    state.results, state.question = results, question
    if question not in state.history:
        state.history.insert(0, question)
elif state.results:
    cols = st.columns(len(state.results))
    for col, r in zip(cols, state.results):
        header(col, r.pipeline)
        show_result(col, r)

if state.results:
    md = comparison_markdown(state.question, state.results)
    card = next((r.fact_answer for r in state.results if r.fact_answer), None)
    js = to_json({"question": state.question, "fact_answer": card, "results": [r.to_dict() for r in state.results]})
    d1, d2 = st.columns(2)
    d1.download_button("Download Markdown", md.encode(), "comparison.md", "text/markdown", key="dl_md")
    d2.download_button("Download JSON", js.encode(), "comparison.json", "application/json", key="dl_json")
