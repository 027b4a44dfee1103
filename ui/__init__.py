"""Streamlit UI pieces shared by the pages (pages stay thin; logic lives in core/ and eval/)."""
