"""The Triton backend: kernels generated from the FlyDSL bodies (:mod:`.generate`), launched by :mod:`.launch`.

Runs on CUDA GPUs, and on ROCm GPUs by choice (:mod:`flydsl.rounding.runtime.backends`); Triton's CPU
interpreter (``TRITON_INTERPRET=1``) runs it too, which is how CI checks its bits. Importing this
package imports neither Triton nor FlyDSL; :mod:`.launch` needs Triton. The kernels are
written by :mod:`flydsl.rounding.tritongen`, which needs FlyDSL.
"""
