"""Generated Triton sources (see flydsl.rounding.runtime.triton.generate)."""
