"""The demos behind ``flydsl-rounding demo`` / ``train``: runs that show the numerics at work.

- :mod:`flydsl.rounding.demos.digits`: an MLP on scikit-learn's bundled ``load_digits`` trained in
  fp32, bf16 RN and bf16 SR (``flydsl-rounding train``; 0.1's ``flydsl.rounding.train``).
- :mod:`flydsl.rounding.demos.lm`: a character-level transformer on the standard library's sources,
  trained under the FP4 / FP8 recipes of :mod:`flydsl.rounding.training`.

They import torch, scikit-learn and matplotlib lazily (the ``demo`` extra).
"""
