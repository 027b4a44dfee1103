"""Evaluation and benchmarks of the dashboard's pipelines."""
