"""The torch side of flydsl-rounding: custom ops, optimizers and the torch <-> FlyDSL boundary.

Modules (each imports torch; ``import flydsl.rounding`` alone does not):

- :mod:`~flydsl.rounding.torch.boundary`: the one torch <-> FlyDSL boundary (dtype maps derived from
  the formats registry, the DTensor test, seed and device checks).
- :mod:`~flydsl.rounding.torch.ops`: ``round_to``, ``dropout``, ``uniform_``, ``normal_``
  (``torch.library`` custom ops; 0.1's ``flydsl.rounding.torch_ops``).
- :mod:`~flydsl.rounding.torch.optim`: the fused SR optimizers ``AdamW`` and ``SGD``.
- :mod:`~flydsl.rounding.torch.distributed`: ``ordered_sum``, a world-size-invariant reduction.

What runs the bodies (the element-wise runner, index maps, the host engine, the launch cache) is the runtime
floor below this package, :mod:`flydsl.rounding.runtime`; 0.2's ``torch.elementwise`` and ``torch.indexing``
are deprecated aliases of ``runtime.elementwise`` and ``runtime.indexing``.

(Inside this package ``import torch`` is PyTorch itself: imports are absolute.)
"""

from .ops import dropout, normal_, round_to, uniform_
from .optim import SGD, AdamW, assign_stream_ids

__all__ = ["round_to", "dropout", "uniform_", "normal_", "AdamW", "SGD", "assign_stream_ids"]
