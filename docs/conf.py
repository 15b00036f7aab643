"""Sphinx configuration for the flydsl-rounding documentation (built-in extensions only)."""

import importlib.metadata
import os
import sys

sys.path.insert(0, os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "python")))

project = "flydsl-rounding"
author = "flydsl-rounding contributors"
copyright = "2026, flydsl-rounding contributors"
release = importlib.metadata.version("flydsl-rounding")  # one version source: pyproject.toml

extensions = ["sphinx.ext.autodoc", "sphinx.ext.napoleon", "sphinx.ext.viewcode"]
autodoc_member_order = "bysource"
autodoc_default_options = {"members": True, "show-inheritance": True}
napoleon_google_docstring = True
napoleon_numpy_docstring = False
exclude_patterns = ["_build", "*.inc"]
html_theme = "alabaster"
nitpicky = False
