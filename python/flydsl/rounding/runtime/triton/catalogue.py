"""Which bodies the Triton backend has kernels for, and their names (no FlyDSL, no Triton needed).

One record per generated kernel family; :func:`kernel_name` is the one place that turns an op's
variant (target format, rounding mode, dtypes, flags) into the name of its generated kernel, used by
the generator (:mod:`flydsl.rounding.tritongen.generate`, which traces the FlyDSL bodies) and by
the launcher (:mod:`.launch`).
Names of formats and modes come from their registries (:data:`flydsl.rounding.formats.FORMATS`,
:class:`flydsl.rounding.modes.RoundingMode`).
"""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass

__all__ = [
    "Variant",
    "kernel_name",
    "ROUND_TO",
    "RNG",
    "OPTIM",
    "MX",
    "FAMILIES",
    "round_to_variants",
    "rng_variants",
    "optim_variants",
    "mx_variants",
    "MX_FORMATS",
    "MX_MODES",
    "mx_rules",
    "VALUE_DTYPES",
    "STATE_DTYPES",
    "MODES",
    "OPTIM_MODES",
    "TARGET_FORMATS",
    "PER_JOB_FIELD",
    "grad_dtypes",
]

ROUND_TO, RNG, OPTIM, MX = "round_to", "rng", "optim", "mx"
#: The generated modules, one per family (``generated/<family>.py``).
FAMILIES = (ROUND_TO, RNG, OPTIM, MX)

#: Rounding modes by name (the values of :class:`~flydsl.rounding.modes.RoundingMode`).
MODES = ("RN", "RZ", "RU", "RD", "RNA", "STOCHASTIC")
#: The optimizers' write modes.
OPTIM_MODES = ("STOCHASTIC", "RN")
#: round_to's target formats by registry name (torch's float dtypes of the formats registry).
TARGET_FORMATS = (
    "BFloat16",
    "Float16",
    "Float8E4M3FN",
    "Float8E5M2",
    "Float8E4M3FNUZ",
    "Float8E5M2FNUZ",
    "Float4E2M1FN",
)
#: Element dtypes of dropout, the initialisers and optimizer parameters, by torch name.
VALUE_DTYPES = ("float32", "bfloat16", "float16")
#: Optimizer state dtypes.
STATE_DTYPES = ("float32", "bfloat16")
#: The optimizers' scalar field that varies by tensor in a multi-tensor launch: the substream
#: (:func:`flydsl.rounding.keyspace.optimizer_substream`); a job adds its tensor's part to the step's part.
PER_JOB_FIELD = "substream"


@dataclass(frozen=True)
class Variant:
    """One generated kernel: its family, op and the fields that select its body."""

    family: str
    op: str
    key: tuple  # ((field, value), ...) in a fixed order

    @property
    def name(self) -> str:
        return kernel_name(self.op, **dict(self.key))


def kernel_name(op: str, **key) -> str:
    """``round_to__Float8E4M3FN__STOCHASTIC__sat1``: the op then each field's value, in the given order."""
    return _name(op, tuple(key.items()))


@functools.lru_cache(maxsize=4096)
def _name(op: str, key: tuple) -> str:
    parts = [op]
    for field, value in key:
        parts.append(f"{field[:3]}{int(value)}" if isinstance(value, bool) else str(value))
    return "__".join(parts)


def _variant(family: str, op: str, **key) -> Variant:
    return Variant(family, op, tuple(key.items()))


def round_to_variants() -> list:
    """Every round_to body: target format x rounding mode x saturate (the source is widened to f32 first)."""
    return [
        _variant(ROUND_TO, "round_to", target=t, mode=m, saturate=s)
        for t, m, s in itertools.product(TARGET_FORMATS, MODES, (False, True))
    ]


def rng_variants() -> list:
    """dropout, uniform_ and normal_ per element dtype."""
    return [_variant(RNG, op, dtype=d) for op in ("dropout", "uniform", "normal") for d in VALUE_DTYPES]


def grad_dtypes(param: str) -> tuple:
    """A parameter's gradient dtypes: its own, or float32 (the optimizers accept both)."""
    return (param,) if param == "float32" else (param, "float32")


def optim_variants() -> list:
    """The fused AdamW and SGD bodies per parameter, gradient and state dtype, write mode and SGD flags."""
    out = []
    for p, s, m in itertools.product(VALUE_DTYPES, STATE_DTYPES, OPTIM_MODES):
        for g in grad_dtypes(p):
            out.append(_variant(OPTIM, "adamw", param=p, grad=g, state=s, mode=m))
    for p, m in itertools.product(VALUE_DTYPES, OPTIM_MODES):
        for g, decay in itertools.product(grad_dtypes(p), (False, True)):
            flags = dict(mode=m, momentum=False, nesterov=False, decay=decay)
            out.append(_variant(OPTIM, "sgd", param=p, grad=g, state="float32", **flags))
            for s, nesterov in itertools.product(STATE_DTYPES, (False, True)):
                flags = dict(mode=m, momentum=True, nesterov=nesterov, decay=decay)
                out.append(_variant(OPTIM, "sgd", param=p, grad=g, state=s, **flags))
    return out


#: The block-scaled formats of :func:`flydsl.rounding.mx.quantize` (names of ``mx.formats.MX_FORMATS``).
MX_FORMATS = ("mxfp8_e4m3", "mxfp8_e5m2", "mxfp4", "nvfp4")
#: The element rounding modes the generated quantize kernels serve.
MX_MODES = ("RN", "STOCHASTIC")


def mx_rules(fmt: str) -> tuple:
    """The scale rules of ``fmt``: the E8M0 rules (``mx.formats.SCALE_RULES``) for MX, ``NVFP4_SCALE_RULES`` for
    NVFP4 (its E4M3 block scale to nearest or rounded up)."""
    return ("rn", "ru") if fmt == "nvfp4" else ("floor", "rceil", "ceil", "even")


def mx_variants() -> list:
    """Per format and scale rule, the block's scale body (``mx_scale``), and per element mode and headroom flag
    the element body (``mx_quantize``: :func:`flydsl.rounding.mx.block.quantize_element`)."""
    out = []
    for fmt in MX_FORMATS:
        for rule in mx_rules(fmt):
            out.append(_variant(MX, "mx_scale", fmt=fmt, rule=rule))
            for mode, headroom in itertools.product(MX_MODES, (False, True)):
                out.append(_variant(MX, "mx_quantize", fmt=fmt, rule=rule, mode=mode, headroom=headroom))
    return out
