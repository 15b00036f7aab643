"""Fused optimizers that write low-precision parameters with stochastic rounding.

:class:`AdamW` and :class:`SGD` are ``torch.optim.Optimizer`` subclasses for bf16, f16 (and
f32) parameters. Each parameter tensor is updated by ONE fused element-wise FlyDSL body: it
widens the parameter, gradient and state to f32, computes the update in f32 in a documented
operation order (see ``docs/optim.rst``), and writes the new parameter (and bf16 state) back
with ``rounding="STOCHASTIC"`` (default) or ``"RN"``. CPU tensors run through the host engine,
ROCm tensors through the same body compiled as a GPU kernel (:mod:`flydsl.rounding.runtime.elementwise`).
Hyper-parameters (lr, betas, ...) and the random-stream key are run-time arguments: a scheduler
changing ``lr`` never recompiles.

Keying contract (the stochastic bits are a pure function of these, nothing else)::

    bits(p, k, t, q) = canonical stream index k, key seed, substream (t << 32) | (pid(p) << 2) | q

- ``k``: the element's row-major position in the *unsharded* parameter (a DTensor shard uses
  :func:`flydsl.rounding.runtime.indexing.index_map_of`);
- ``t``: the parameter's optimizer step after the increment, ``1 <= t < 2**32``;
- ``pid(p)``: the parameter's stream id, ``0 <= pid < 2**30``, set by :func:`assign_stream_ids`
  (``model.named_parameters()`` order, stored on the parameter as :data:`STREAM_ID_ATTR`); if no
  parameter of the optimizer is tagged, its position in the flattened ``param_groups`` at
  construction (tag them: positions change with the grouping and with ZeRO partitioning);
- ``q``: the slot, :data:`SLOT_PARAM` (0) for the parameter, :data:`SLOT_STATE1` (1) for the first
  state tensor (``exp_avg`` / ``momentum_buffer``), :data:`SLOT_STATE2` (2) for ``exp_avg_sq``.

Distinct (step, parameter, slot) triples have distinct substreams, so no Philox counter is ever
used twice; param groups, the order of groups and sharding do not enter the key. The Philox
``rounds`` are a setting of each optimizer (``rounds=``, default: the process-wide
:func:`~flydsl.rounding.get_default_rounds` read at construction), saved in ``state_dict``.

Launches: by default (``foreach=None`` or ``True``) a step runs ONE launch per group of
parameters that share device, dtypes, rounding, rounds and index-map variant, over all their
tensors (:func:`flydsl.rounding.runtime.elementwise.run_many`, a flat index space as torch's
multi-tensor apply: on a ROCm GPU one multi-tensor kernel per group); ``foreach=False`` runs one
launch per parameter tensor (on a GPU the per-tensor kernels: one, or two with a tail of n % 8
elements). Both give the same bits (the keying above is per parameter either way).

Layout, one module per algorithm over a shared base (as ``torch.optim``):
:mod:`~flydsl.rounding.torch.optim.functional` (the slots, the scalar records and the fused bodies),
:mod:`~flydsl.rounding.torch.optim.base` (:class:`FusedOptimizer`: settings, stream ids, stepping, launches,
``state_dict`` interchange), :mod:`~flydsl.rounding.torch.optim.adamw` (:class:`AdamW`) and
:mod:`~flydsl.rounding.torch.optim.sgd` (:class:`SGD`). Every name below is importable from here.
"""

from ...keyspace import MAX_STEP
from ...modes import RoundingMode as RoundingMode
from ...runtime.indexing import MAX_STREAM_ID, STREAM_ID_ATTR, assign_stream_ids, stream_id_of
from .adamw import AdamW
from .base import DEFAULT_ROUNDING as DEFAULT_ROUNDING
from .base import DEFAULT_STATE_DTYPE as DEFAULT_STATE_DTYPE
from .base import PARAM_DTYPES, STATE_DTYPES, FusedOptimizer
from .functional import (
    SLOT_PARAM,
    SLOT_STATE1,
    SLOT_STATE2,
    AdamWScalars,
    SGDScalars,
    adamw_body,
    adamw_scalars,
    scalar_types,
    sgd_body,
    sgd_scalars,
    substream,
)
from .sgd import SGD

__all__ = [
    "AdamW",
    "SGD",
    "FusedOptimizer",
    "assign_stream_ids",
    "stream_id_of",
    "substream",
    "STREAM_ID_ATTR",
    "SLOT_PARAM",
    "SLOT_STATE1",
    "SLOT_STATE2",
    "MAX_STEP",
    "MAX_STREAM_ID",
    "PARAM_DTYPES",
    "adamw_body",
    "sgd_body",
    "adamw_scalars",
    "sgd_scalars",
    "AdamWScalars",
    "SGDScalars",
    "scalar_types",
    "STATE_DTYPES",
]
