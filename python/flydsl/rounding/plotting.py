"""matplotlib, when it is installed: the one place the optional plotting dependency is imported.

The demos, the training runs and the SR audit write PNG plots when matplotlib is there (the ``demo`` extra) and
say so otherwise; :func:`pyplot` gives them ``matplotlib.pyplot`` on the non-interactive Agg backend, or None.
"""

from __future__ import annotations

__all__ = ["pyplot", "MISSING"]

#: What to print when a plot is not written because matplotlib is missing.
MISSING = "matplotlib is not installed (pip install 'flydsl-rounding[demo]'): no plot written"


def pyplot():
    """``matplotlib.pyplot`` on the Agg backend (files only, no display), or None when matplotlib is missing."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    return plt
