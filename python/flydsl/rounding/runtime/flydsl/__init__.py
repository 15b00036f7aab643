"""The FlyDSL backend of the runtime floor (ROCm GPUs): the kernels the runners generate and how they launch.

- :mod:`flydsl.rounding.runtime.flydsl.launch`: the launch cache (one ``flyc.compile`` per launcher, trace
  state and argument signature).
- :mod:`flydsl.rounding.runtime.flydsl.elementwise`: the per-tensor Vector / scalar kernels and the
  multi-tensor kernel of an element-wise body, and the host-side plans that feed them (job and chunk tables).
- :mod:`flydsl.rounding.runtime.flydsl.blocks`: the kernel of a block body (one thread per block:
  ``mx.quantize``).

This package imports neither FlyDSL nor Triton at import time; its ``elementwise`` and ``blocks`` need FlyDSL.
(Inside it ``import flydsl`` is AMD's DSL itself: imports are absolute.)
"""
