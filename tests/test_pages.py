"""The pages (Home, Papers, Graph, Compare, Evaluation), driven with Streamlit's AppTest on real data."""
from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from core.settings import get_settings

from .conftest import ROOT


@pytest.fixture
def app_env(monkeypatch):
    def use(data_dir):
        monkeypatch.setenv("GRAG_DATA_DIR", str(data_dir))
        get_settings.cache_clear()
    yield use
    get_settings.cache_clear()


def _page(path: str) -> AppTest:
    return AppTest.from_file(str(ROOT / path), default_timeout=300)


def test_home_shows_corpus_and_healthy_backends(app_env, corpus_copy, samples):
    app_env(corpus_copy)
    at = _page("Home.py").run()
    assert not at.exception, at.exception
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Papers"] == str(len(samples))
    assert int(metrics["Tables"]) >= 7 and int(metrics["Figures"]) >= 2
    health = at.dataframe[0].value
    assert set(health["component"]) == {"LLM", "Embeddings", "Graph store", "Knowledge base"}
    assert (health["status"] == "ok").all(), health.to_dict("records")
    assert "SmolLM2" in " ".join(c.value for c in at.caption)


def test_home_on_an_empty_corpus(app_env, tmp_path):
    app_env(tmp_path / "empty")
    at = _page("Home.py").run()
    assert not at.exception
    assert any("corpus is empty" in i.value for i in at.info)


def test_papers_upload_progress_list_open_delete(app_env, tmp_path, samples, bad_inputs):
    app_env(tmp_path / "data")
    at = _page("pages/1_Papers.py").run()
    assert not at.exception
    assert any("No papers yet" in i.value for i in at.info)

    at.file_uploader[0].set_value([(samples[0].name, samples[0].read_bytes(), "application/pdf"),
                                   ("encrypted.pdf", bad_inputs["encrypted.pdf"], "application/pdf")])
    at.button[0].click().run()    # the form's Ingest button
    assert not at.exception, at.exception
    # one progress bar per paper, finished
    bars = {p.text.split("**")[1]: p.value for p in at.get("progress")}
    assert bars[samples[0].name] == 100 and bars["encrypted.pdf"] == 100
    assert any(samples[0].name in s.value and "ingested" in s.value for s in at.success)
    assert any("encrypted.pdf" in e.value and "encrypted PDF" in e.value for e in at.error)

    listing = at.dataframe[0].value
    assert sorted(listing["status"]) == ["failed", "processed"]
    assert listing[listing["status"] == "failed"]["reason"].str.contains("password").all()

    # open the processed paper: its tables are there, with a CSV download
    processed_id = listing[listing["status"] == "processed"]["id"].iloc[0]
    at.selectbox(key="open_paper").set_value(processed_id).run()
    assert not at.exception
    assert any("Table 1" in m.value for m in at.markdown)
    assert len(at.get("download_button")) >= 1
    # its figure (an image) with the words OCR read in it: the test temperatures on its x axis
    assert any(c.value.startswith("Words in the figure") and "473 673 873" in c.value for c in at.caption)

    # delete it (needs the confirmation)
    assert at.button(key="delete").disabled
    at.checkbox(key="confirm_delete").check().run()
    at.button(key="delete").click().run()
    assert not at.exception
    listing = at.dataframe[0].value
    assert list(listing["status"]) == ["failed"]


def test_papers_ingest_a_server_folder(app_env, tmp_path, samples):
    app_env(tmp_path / "data")
    folder = tmp_path / "incoming"
    folder.mkdir()
    for s in samples[:2]:
        (folder / s.name).write_bytes(s.read_bytes())
    at = _page("pages/1_Papers.py").run()
    at.text_input(key="server_path").set_value(str(folder))
    at.button(key="ingest_path").click().run()
    assert not at.exception, at.exception
    assert len([s for s in at.success if "ingested" in s.value]) == 2
    assert {m.label: m.value for m in at.metric}["Papers"] == "2"


def test_matid_linking_page(app_env, corpus_copy):
    app_env(corpus_copy)
    at = _page("pages/2_MatID_Linking.py").run()
    assert not at.exception, at.exception
    table = at.dataframe[0].value
    assert "comp:Co20Cr20Fe20Mn20Ni20" in set(table["MatID"])
    at.text_input(key="matid_search").set_value("cantor").run()
    assert list(at.dataframe[0].value["MatID"]) == ["comp:Co20Cr20Fe20Mn20Ni20"]
    assert any("Cantor" in m.value for m in at.markdown)            # its glossary link is shown
    # reject the first link: it disappears and the decision is stored
    first = at.button(key="rej_0")
    first.click().run()
    assert not at.exception, at.exception
    from core.registry import Registry
    decisions = Registry(corpus_copy / "registry.sqlite").link_decisions()
    assert decisions["comp:Co20Cr20Fe20Mn20Ni20"]["reject"]


def test_graph_page(app_env, corpus_copy):
    app_env(corpus_copy)
    at = _page("pages/3_Graph.py").run()
    assert not at.exception, at.exception
    # it opens on the library's overview: the most connected materials, the first one as the centre node
    overview = at.dataframe[0].value
    assert overview["material"].iloc[0].startswith("CoCrFeMnNi") and "yield strength" in " ".join(
        overview["properties measured (values)"])
    assert at.selectbox(key="graph_start").value == overview["MatID"].iloc[0]
    assert not any("matches" in i.value for i in at.info)
    at.text_input(key="graph_search").set_value("cantor").run()
    assert not at.exception, at.exception
    assert any("nodes" in c.value and "relationships" in c.value for c in at.caption)
    assert at.expander and any("MatID" in m.value for m in at.markdown)
    # the console: a read query gives a table, a write is refused with a message
    at.text_area(key="cypher").set_value("MATCH (m:MatID) RETURN m.id AS id, m.type AS type LIMIT 3").run()
    at.button(key="run_cypher").click().run()
    assert not at.exception
    assert len(at.dataframe) >= 1 and list(at.dataframe[-1].value.columns) == ["id", "type"]
    at.text_area(key="cypher").set_value("MATCH (m:MatID) DETACH DELETE m").run()
    at.button(key="run_cypher").click().run()
    assert any("read-only" in e.value for e in at.error)
    # the document graph
    at.radio(key="graph_kind").set_value("document").run()
    at.text_input(key="graph_search").set_value("single crystal").run()
    assert not at.exception, at.exception


@pytest.mark.slow
def test_compare_page_three_pipelines(app_env, corpus_copy, monkeypatch):
    monkeypatch.setenv("GRAG_CONTEXT_BUDGET_TOKENS", "400")
    monkeypatch.setenv("GRAG_MAX_ANSWER_TOKENS", "32")
    app_env(corpus_copy)
    at = _page("pages/4_Compare.py").run()
    assert not at.exception, at.exception
    assert at.button(key="ask").disabled                        # nothing to ask yet
    at.selectbox(key="sample_q").set_value(
        "What is the yield strength of CrMnFeCoNi at 77 K with a 4.4 µm grain size?").run()
    assert at.text_input(key="question").value.startswith("What is the yield strength")
    at.button(key="ask").click().run()
    assert not at.exception, at.exception
    assert [h.value for h in at.subheader] == ["Naive RAG", "Graph RAG", "G-RAG"]
    assert not at.error, [e.value for e in at.error]
    assert len([c for c in at.caption if c.value.startswith(":material/timer: retrieval")]) == 3
    assert {d.label for d in at.get("download_button")} == {"Download Markdown", "Download JSON"}
    md = [m.value for m in at.markdown]
    assert any("From the graph" in m for m in md) and "### 615 MPa" in md      # the card, above G-RAG's prose
    assert any("Table 1" in m for m in md)
    # a server that is not there: a clear message, no stack trace
    at.selectbox(key="llm_backend").set_value("openai").run()
    at.text_input(key="llm_url").set_value("http://127.0.0.1:9/v1").run()
    at.button(key="ask").click().run()
    assert not at.exception
    assert any("cannot be reached" in e.value for e in at.error)


@pytest.fixture
def toy_pipeline():
    """A pipeline defined here, in one class: it must show up everywhere without another file changing."""
    from core.pipelines import PIPELINES, Pipeline, Retrieval, register
    from core.pipelines.naive import chunk_contexts

    @register
    class FirstChunkOnly(Pipeline):
        name = "toy_first_chunk"
        label = "Toy: best BM25 chunk"
        description = "the one chunk BM25 ranks first"

        def retrieve(self, question, params):
            hits = self.env.sparse().search(question, 1)
            return Retrieval(chunk_contexts(self.env, [h[0] for h in hits], dict(hits)), [], ["one chunk"])
    yield FirstChunkOnly
    PIPELINES.pop(FirstChunkOnly.name, None)


@pytest.mark.slow
def test_a_pipeline_registered_in_one_class_is_everywhere_and_five_answer_side_by_side(
        app_env, corpus_copy, monkeypatch, capsys, toy_pipeline):
    from core.__main__ import main
    with pytest.raises(SystemExit):
        main(["ask", "--help"])
    assert "toy_first_chunk" in capsys.readouterr().out                # the CLI's choices
    monkeypatch.setenv("GRAG_CONTEXT_BUDGET_TOKENS", "300")
    monkeypatch.setenv("GRAG_MAX_ANSWER_TOKENS", "24")
    app_env(corpus_copy)
    at = _page("pages/4_Compare.py").run()
    assert "Toy: best BM25 chunk" in at.multiselect(key="pipelines").options and not at.exception
    five = ["toy_first_chunk", "naive", "basic_retrieval", "query_traversal", "community_local"]
    at.text_input(key="question").set_value("What is the CRSS of CrMnFeCoNi single crystals in tension at 77 K?").run()
    at.multiselect(key="pipelines").set_value(five).run()
    at.button(key="ask").click().run()
    assert not at.exception, at.exception
    assert [h.value for h in at.subheader] == ["Toy: best BM25 chunk", "Naive RAG", "Traversal: basic retrieval",
                                               "Traversal: query-guided", "Community search, local (GraphRAG)"]
    assert len([c for c in at.caption if c.value.startswith(":material/timer: retrieval")]) == 5 and not at.error
    # the traversal's path (hop 0 = the anchor) is drawn in its column and kept for the Graph page
    assert any(e.label.startswith("Traversal path (") for e in at.expander)
    path = at.session_state["app"].traversal_path
    assert path["elements"][0]["hop"] == 0
    graph = _page("pages/3_Graph.py")
    from ui.state import AppState
    graph.session_state["app"] = AppState(traversal_path=path)
    graph.run()
    assert not graph.exception, graph.exception
    assert "Traversal path of the last question" in [h.value for h in graph.header]


def test_home_says_the_graph_file_is_damaged_and_repairs_it(app_env, corpus_copy):
    from core.graph import ladybug_store
    ladybug_store.close_all()
    with open(corpus_copy / "graph.lbug", "r+b") as f:      # the header zeroed, as a crash can leave it
        f.write(b"\0" * 4096)
    app_env(corpus_copy)
    at = _page("Home.py").run()
    assert not at.exception, at.exception
    health = at.dataframe[0].value.set_index("component")
    assert health.loc["Graph store", "status"] == "DOWN" and "graph rebuild" in health.loc["Graph store", "detail"]
    assert any("needs repair" in e.value for e in at.error)
    graph = _page("pages/3_Graph.py").run()          # a page that reads the graph says where it is repaired
    assert not graph.exception and any("graph rebuild" in e.value for e in graph.error)
    next(b for b in at.button if b.label.startswith("Repair")).click().run()
    assert not at.exception, at.exception
    assert any("Kept the damaged file" in s.value for s in at.success)
    assert any(p.name.startswith("graph.lbug.damaged-") for p in corpus_copy.iterdir())
    at = _page("Home.py").run()
    assert (at.dataframe[0].value["status"] == "ok").all()


def test_properties_page_filters_plots_and_opens_a_rows_source(app_env, corpus_copy):
    from core import measurements as M
    from core.ingest import Ingestor
    from .conftest import make_settings
    app_env(corpus_copy)
    at = _page("pages/6_Properties.py").run()
    assert not at.exception, at.exception
    prop = at.selectbox(key="props-property")
    chosen = next(s for s in prop.options if s.startswith("yield strength"))
    prop.select(chosen).run()
    assert not at.exception, at.exception
    table = at.dataframe[0].value
    store = Ingestor(make_settings(corpus_copy)).store
    every = M.measurement_table(store, "yield_strength")
    assert len(table) == len(every) and set(table["unit"]) == {"MPa"}
    at.selectbox(key="props-unit").select("GPa").run()                 # a unit of the user's choice
    converted = at.dataframe[0].value
    assert set(converted["unit"]) == {"GPa"} and converted["value"].max() < 5
    at.slider(key="props-conf").set_value(0.75).run()                  # filter by confidence
    sure = at.dataframe[0].value
    assert 0 < len(sure) <= len(table) and (sure["confidence"] >= 0.75).all()
    assert at.get("arrow_vega_lite_chart") or at.get("vega_lite_chart")  # the plot against a condition
    row = every[every["confidence"] >= 0.75].iloc[0]                  # a row of the table shown
    at.query_params["measurement"] = row["id"]                          # a row opened: its source, value marked
    at.run()
    assert not at.exception, at.exception
    text = " ".join(m.value for m in at.markdown)
    assert "**" in text and "Graph?focus=" in text and row["matid"].split(":")[1][:4] in text
    at.radio(key="props-mode").set_value("a material").run()           # a material and all its properties
    assert not at.exception, at.exception
    assert "property" in at.dataframe[0].value.columns


def test_properties_page_writes_a_bound_as_a_bound(app_env, corpus_copy):
    # sample paper 03: "… that of CrMnFeCoNi stays above 200 MPa m^1/2": the table's bound column and the source say "> 200"
    from core import measurements as M
    from core.ingest import Ingestor
    from .conftest import make_settings
    app_env(corpus_copy)
    every = M.measurement_table(Ingestor(make_settings(corpus_copy)).store, "fracture_toughness")
    bound = every[[c.get("bound") == ">" for c in every["conditions"]]].iloc[0]
    at = _page("pages/6_Properties.py")
    at.query_params["measurement"] = bound["id"]
    at.run()
    assert not at.exception, at.exception
    assert ">" in set(at.dataframe[0].value["bound"])
    assert any("**> 200 MPa m^1/2**" in m.value for m in at.markdown)


def test_properties_page_on_an_empty_library(app_env, tmp_path):
    app_env(tmp_path / "empty")
    at = _page("pages/6_Properties.py").run()
    assert not at.exception and any("No measurements yet" in i.value for i in at.info)


def test_evaluation_page_opens_on_the_sample_report_made_without_an_llm(app_env, corpus_copy, tmp_path):
    from core.ingest import Ingestor
    from eval.sample_report import NAME, make
    from .conftest import make_settings
    fresh = tmp_path / "fresh"                                # a fresh install: no papers, no run of the user's
    summary = make(fresh / "eval_runs" / NAME, ingestor=Ingestor(make_settings(corpus_copy)))
    recall = {r["pipeline"]: r["mean"] for r in summary["table"] if r["metric"] == "context_recall"}
    assert set(recall) == {"naive", "graph", "grag"} and min(recall.values()) > 0.5
    assert any(r["pipeline"] == "graph_answer" and r["metric"] == "value_correctness" for r in summary["table"])
    app_env(fresh)
    at = _page("pages/5_Evaluation.py").run()
    assert not at.exception, at.exception
    assert any("sample report" in i.value for i in at.info)
    assert any(len(d.value) and "context_recall" in set(d.value["metric"]) for d in at.dataframe)
