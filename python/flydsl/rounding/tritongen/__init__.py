"""The Triton backend's generator: FlyDSL bodies -> Triton source (:mod:`.codegen`), written by :mod:`.generate`.

Needs FlyDSL; runs where the sources are made and in the test that checks they are current. What it
writes is the Triton backend of the runtime floor, :mod:`flydsl.rounding.runtime.triton`, which needs no
FlyDSL. It sits above the torch side because the bodies it translates live there.
"""
