"""The runtime floor: everything that *runs* a body, on which device.

The torch ops, the optimizers, ``mx``, the GEMM, the training layers and the audit decide *what* to compute (a
body, or the name of its generated kernel); this floor decides *where and how* it runs, and none of them writes
its own runner:

- :mod:`flydsl.rounding.runtime.backends`: device -> backend (CPU: the host engine; ROCm: FlyDSL, or Triton by
  choice; CUDA: Triton; anything else: a clear error).
- :mod:`flydsl.rounding.runtime.host`: the host engine (CPU, one tracer for arrays, segments and blocks).
- :mod:`flydsl.rounding.runtime.indexing`, :mod:`flydsl.rounding.runtime.variants`: index maps and the compiled
  variants they select.
- :mod:`flydsl.rounding.runtime.elementwise` (per-tensor and multi-tensor) and
  :mod:`flydsl.rounding.runtime.blocks` (one call per block): the runners.
- :mod:`flydsl.rounding.runtime.job`, :mod:`flydsl.rounding.runtime.tensors`: the job record and the tensor rules.
- :mod:`flydsl.rounding.runtime.flydsl`: the FlyDSL kernels and the launch cache;
  :mod:`flydsl.rounding.runtime.triton`: the Triton backend.

Importing this package imports neither FlyDSL nor Triton.
"""
