"""G-RAG dashboard core: parsing, chunking, registry, graph stores, models. No Streamlit in here."""
