"""The runtime floor: what runs a body, on which device (:mod:`.backends`), and the Triton backend (:mod:`.triton`).

The torch ops, the optimizers, ``mx`` and the training layers decide *what* to compute (a body, or the
name of its generated kernel); this floor decides *where and how* it runs. It imports neither FlyDSL
nor Triton at import time.
"""
