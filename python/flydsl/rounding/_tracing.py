"""Source locations for the ops our helpers build, captured once per public call."""

from __future__ import annotations

import functools

try:
    from flydsl._mlir import ir
    from flydsl.expr.meta import dsl_loc_tracing
except ImportError:  # no FlyDSL (the CUDA path): nothing is ever traced
    ir = dsl_loc_tracing = None


def traced(fn):
    """Like FlyDSL's ``dsl_loc_tracing``: every op ``fn`` builds gets the caller's location.

    The user's call site is captured once instead of once per arith op (which is most of
    the trace time of a Philox draw). Outside an MLIR context (compile-time constants)
    ``fn`` runs as is.
    """
    if dsl_loc_tracing is None:
        return fn
    located = dsl_loc_tracing(fn)

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        if ir.Context.current is None:
            return fn(*args, **kwargs)
        return located(*args, **kwargs)

    return wrapper
