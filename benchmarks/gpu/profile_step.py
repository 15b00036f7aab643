"""Where a training step of the GPU FP4 table's model spends its time: ``python benchmarks/gpu/profile_step.py``.

Builds the model of ``benchmarks/bench_fp4_gpu.py`` (its ``SCALE``: 7 blocks, d=512, context 256, batch 64; bf16
parameters, the SR AdamW) for each recipe of its ``runs()`` named on the command line (default: bf16,
mxfp4-sr-rht, nvfp4, mxfp8), warms up, times ``--steps`` steps the way ``lm.train`` runs them (forward, backward,
optimizer step, ``loss.item()``), wall and CPU time per step, then profiles ``--profile`` steps with
``torch.profiler`` and prints the top rows by self CUDA time and by CPU total, and the host syncs and copies per
step (``cudaStreamSynchronize``, ``aten::item``, ``aten::_to_copy``, ``cudaMemcpyAsync``). Random tokens (step time
does not depend on the text). About a minute on an H200 for the four recipes. Needs torch and Triton, not FlyDSL::

    PYTHONPATH=python python benchmarks/gpu/profile_step.py [--runs bf16 mxfp4-sr-rht] [--steps 10] [--rows 15]
        [--modes eager graph]

``--modes graph`` times the same step with the forward and backward captured once in a CUDA graph and replayed
(``training.make_capturable``: the layers key with their step on the device; the batch is copied into the graph's
input, the optimizer steps eagerly): what the step costs once the host no longer issues each launch.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import bench_fp4_gpu  # noqa: E402
from flydsl.rounding.demos import lm  # noqa: E402
from flydsl.rounding.torch import optim  # noqa: E402
from flydsl.rounding.training import convert_linear_layers  # noqa: E402

DEFAULT_RUNS = ("bf16", "mxfp4-sr-rht", "nvfp4", "mxfp8")
#: Per-step counts printed from the profile (names as the profiler shows them).
COUNTED = ("cudaStreamSynchronize", "aten::item", "aten::_local_scalar_dense", "aten::_to_copy", "cudaMemcpyAsync")


def build(name: str, cfg: lm.LMConfig):
    factory, seed = bench_fp4_gpu.runs()[name]
    cfg = replace(cfg, seed=seed)
    model = lm.GPT(cfg)
    if factory is not None:
        convert_linear_layers(model, factory())
    model = model.bfloat16().to(cfg.device)
    optim.assign_stream_ids(model)
    opt = optim.AdamW(model.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay, seed=cfg.seed)
    return model, opt


def _loss(model, rows):
    x, y = rows[:, :-1], rows[:, 1:]
    logits = model(x).float()
    return torch.nn.functional.cross_entropy(logits.reshape(-1, 256), y.reshape(-1))


def step_fn(model, opt, cfg: lm.LMConfig):
    gen = torch.Generator(device=cfg.device).manual_seed(cfg.seed + 1)

    def step():
        rows = torch.randint(0, 256, (cfg.batch, cfg.context + 1), device=cfg.device, generator=gen)
        loss = _loss(model, rows)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
        return loss.item()  # as lm.train: one read per step

    return step


def graph_step_fn(model, opt, cfg: lm.LMConfig):
    """The same step with the forward and backward replayed from one CUDA graph (``lm.graphed_loss``, as
    ``lm.train`` runs with ``LMConfig(graph=True)``: the layers made capturable, their keys read the step on the
    device), the batch copied into the graph's input, the optimizer eager."""
    gen = torch.Generator(device=cfg.device).manual_seed(cfg.seed + 1)
    rows = torch.randint(0, 256, (cfg.batch, cfg.context + 1), device=cfg.device, generator=gen)
    loss_of = lm.graphed_loss(model, rows[:, :-1], rows[:, 1:])

    def step():
        r = torch.randint(0, 256, rows.shape, device=cfg.device, generator=gen)
        loss = loss_of(r[:, :-1], r[:, 1:])  # the gradients land in the tensors the capture allocated (p.grad)
        opt.step()
        return loss.item()

    return step


def sync(cfg: lm.LMConfig) -> None:
    if cfg.device != "cpu":
        torch.cuda.synchronize()


def profile_run(name: str, cfg: lm.LMConfig, warmup: int, steps: int, profiled: int, rows: int,
                mode: str = "eager") -> dict:  # fmt: skip
    t0 = time.perf_counter()
    model, opt = build(name, cfg)
    step = (graph_step_fn if mode == "graph" else step_fn)(model, opt, cfg)
    for _ in range(warmup):
        step()
    sync(cfg)
    warm_s = time.perf_counter() - t0
    wall, cpu = time.perf_counter(), time.process_time()
    for _ in range(steps):
        step()
    sync(cfg)
    ms = 1e3 * (time.perf_counter() - wall) / steps
    cpu_ms = 1e3 * (time.process_time() - cpu) / steps
    acts = [torch.profiler.ProfilerActivity.CPU]
    if cfg.device != "cpu":
        acts.append(torch.profiler.ProfilerActivity.CUDA)
    with torch.profiler.profile(activities=acts) as prof:
        for _ in range(profiled):
            step()
        sync(cfg)
    table = prof.key_averages()
    print(f"\n=== {name} ({mode}): {ms:.1f} ms/step wall, {cpu_ms:.1f} ms/step CPU ({steps} steps; build + "
          f"{warmup} warm-up steps {warm_s:.1f} s) ===")  # fmt: skip
    counts = {e.key: e.count / profiled for e in table if e.key in COUNTED}
    print("per step: " + ", ".join(f"{k} {counts.get(k, 0):.0f}" for k in COUNTED))
    if cfg.device != "cpu":
        print(table.table(sort_by="self_cuda_time_total", row_limit=rows, max_name_column_width=60))
    print(table.table(sort_by="cpu_time_total", row_limit=rows, max_name_column_width=60))
    per_step = {f"{k}/step": v for k, v in counts.items()}
    return {"run": name, "mode": mode, "ms_per_step": ms, "cpu_ms_per_step": cpu_ms, **per_step}


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--runs", nargs="+", default=list(DEFAULT_RUNS), choices=list(bench_fp4_gpu.runs()))
    p.add_argument("--warmup", type=int, default=3)
    p.add_argument("--steps", type=int, default=10)
    p.add_argument("--profile", type=int, default=3, help="steps under torch.profiler")
    p.add_argument("--rows", type=int, default=15)
    p.add_argument("--tiny", action="store_true", help="bench_fp4_gpu's TINY scale (a smoke test)")
    p.add_argument("--device", default="cuda", help="cuda (default), or cpu for a smoke test of the script")
    p.add_argument("--modes", nargs="+", default=["eager"], choices=["eager", "graph"],
                   help="eager steps (as lm.train), and/or the forward and backward as one CUDA graph")  # fmt: skip
    a = p.parse_args(argv)
    if a.device != "cpu" and not torch.cuda.is_available():
        raise SystemExit("profile_step.py needs a CUDA GPU (or --device cpu --tiny for a smoke test)")
    cfg = bench_fp4_gpu.TINY if a.tiny else bench_fp4_gpu.SCALE
    cfg = replace(cfg, device=a.device)
    torch.backends.cuda.matmul.allow_tf32 = False  # torch's default, stated: the f32 GEMMs stay f32
    where = torch.cuda.get_device_name() if a.device != "cpu" else "CPU"
    print(f"{where}, torch {torch.__version__}; model: {cfg.layers} blocks, d={cfg.d_model}, "
          f"context {cfg.context}, batch {cfg.batch}")  # fmt: skip
    if "graph" in a.modes and a.device == "cpu":
        raise SystemExit("profile_step.py: --modes graph needs a CUDA GPU")
    results = [profile_run(n, cfg, a.warmup, a.steps, a.profile, a.rows, m) for m in a.modes for n in a.runs]
    base = {r["mode"]: r["ms_per_step"] for r in results if r["run"] == "bf16"}
    eager = base.get("eager")
    print("\n| run | mode | ms/step (wall) | ms/step (CPU) | vs bf16 (same mode) | vs bf16 eager | syncs/step |")
    print("|---|---|---|---|---|---|---|")
    for r in results:
        same = base.get(r["mode"])
        ratio = f"{r['ms_per_step'] / same:.2f}x" if same else "-"
        vs_eager = f"{r['ms_per_step'] / eager:.2f}x" if eager else "-"
        syncs = r.get("cudaStreamSynchronize/step", 0)
        print(f"| {r['run']} | {r['mode']} | {r['ms_per_step']:.1f} | {r['cpu_ms_per_step']:.1f} | {ratio} | "
              f"{vs_eager} | {syncs:.0f} |")  # fmt: skip


if __name__ == "__main__":
    main()
