"""quantize_block inside a kernel shaped like FlyDSL's MoE token quantizer (docs/mx.rst).

Each thread takes one 32-element group of one token's activations (row ``t``, group ``g``), quantizes it
to MXFP4 with stochastic rounding keyed by the group's global position, and writes 16 code bytes (as 4
words) and one E8M0 scale byte, in torchao's layout: codes (tokens, hidden / 2), scales (tokens, hidden / 32).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
import torch

import flydsl.rounding  # noqa: F401  (activates .to(rounding=...))
from flydsl.rounding import isa
from flydsl.rounding.mx import quantize_block

HIDDEN = 1024
GROUPS = HIDDEN // 32
THREADS = 256


@flyc.kernel(known_block_size=[THREADS, 1, 1])
def moe_quant_fp4(X: fx.Tensor, Codes: fx.Tensor, Scales: fx.Tensor, seed: fx.Uint64, tokens: fx.Int32):
    i = fx.block_idx.x * THREADS + fx.thread_idx.x  # one (token, group) per thread
    if i < tokens * GROUPS:
        x = fx.Vector.from_elements([X[i * 32 + j] for j in fx.range_constexpr(32)], fx.Float32)
        offset = fx.Uint64(fx.Uint32(i)) << fx.Uint64(5)  # stream index of the group's first element
        codes, scale = quantize_block(x, "mxfp4", scale_rule="rceil", rounding="STOCHASTIC", seed=seed, offset=offset)
        words = codes.bitcast(fx.Int32)
        for j in fx.range_constexpr(4):
            Codes[i * 4 + j] = words[j]
        Scales[i] = scale


@flyc.jit
def launch(X: fx.Tensor, Codes: fx.Tensor, Scales: fx.Tensor, seed: fx.Uint64, tokens: fx.Int32,
           stream: fx.Stream = fx.Stream(None)):  # fmt: skip
    blocks = (tokens * GROUPS + THREADS - 1) // THREADS
    moe_quant_fp4(X, Codes, Scales, seed, tokens).launch(grid=(blocks, 1, 1), block=(THREADS, 1, 1), stream=stream)


def main():
    tokens = 64
    args = (torch.zeros(tokens * HIDDEN), torch.zeros(tokens * GROUPS * 4, dtype=torch.int32),
            torch.zeros(tokens * GROUPS, dtype=torch.uint8), 2026, tokens)  # fmt: skip
    k = isa.compile_isa(launch, *args, arch="gfx950").kernel  # compile-only: no GPU needed
    print(f"gfx950: {k.census['valu']} VALU per group of 32, {k.vgprs} VGPRs, scratch {k.scratch_bytes} bytes")


if __name__ == "__main__":
    main()
