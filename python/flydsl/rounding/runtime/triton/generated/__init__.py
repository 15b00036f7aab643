"""Generated Triton sources (see flydsl.rounding.tritongen.generate)."""
