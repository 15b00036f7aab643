"""Demos: training runs on data that ships with Python or its packages (no downloads)."""
