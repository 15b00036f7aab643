"""A character-level transformer language model on the Python standard library's own sources.

The corpus is the bytes of the standard library's ``.py`` files (:func:`corpus_files`: the top level sorted by
name, then its packages; the first :attr:`LMConfig.corpus_bytes` bytes; nothing is downloaded: it ships with Python,
so the exact text depends on the Python version), split 90/10 into training and held-out validation
text. The model is a pre-norm GPT (byte embedding, ``layers`` blocks of causal self-attention and a
4x MLP, final LayerNorm, linear head); every ``nn.Linear`` is a candidate for quantization.

:func:`train` trains one model under a :class:`~flydsl.rounding.training.Recipe` (or None: plain
bf16) with :class:`flydsl.rounding.optim.AdamW` (bf16 parameters, stochastic rounding), and reports
training and validation loss in bits per character (bits per byte). torch is imported lazily.
"""

from __future__ import annotations

import functools
import math
import sysconfig
import time
from dataclasses import dataclass, field
from pathlib import Path

from ..plotting import pyplot

__all__ = ["LMConfig", "LMResult", "DEMO", "corpus", "GPT", "train", "evaluate", "graphed_loss", "plot", "demo_step"]


@dataclass(frozen=True)
class LMConfig:
    """The task and its training schedule (defaults: the benchmark's run)."""

    layers: int = 4
    d_model: int = 128
    heads: int = 4
    context: int = 128
    batch: int = 16
    steps: int = 600
    lr: float = 3e-3
    warmup: int = 30
    weight_decay: float = 0.0
    seed: int = 0
    corpus_bytes: int = 1_500_000
    eval_batches: int = 8  # batches of `batch` x `context` for the validation loss
    eval_every: int = 50
    threads: int = 1
    device: str = "cpu"  # "cuda": the Triton backend of the runtime floor runs the ops, quantizers and optimizer
    graph: bool = False  # CUDA: each step's forward and backward replayed from one CUDA graph (graphed_loss)


@dataclass
class LMResult:
    name: str
    train_bpc: float = math.nan  # mean over the last 10% of steps (mini-batch losses)
    val_bpc: float = math.nan  # final held-out loss
    steps: int = 0
    seconds: float = 0.0
    ms_per_step: float = 0.0
    cpu_ms_per_step: float = 0.0  # this process's CPU time per step (less sensitive to other load than wall time)
    curve: list = field(default_factory=list)  # (step, val bpc)
    train_curve: list = field(default_factory=list)  # mini-batch bpc per step
    stopped: bool = False  # left early (train's stop_at): the checkpoint holds the rest


#: Folders of the standard library the corpus skips: installed packages, and the test suites (which some
#: distributions ship and others do not, so the text would differ between machines of one Python version).
SKIPPED = frozenset({"site-packages", "dist-packages", "test", "tests", "idle_test", "__pycache__"})


def corpus_files(root: Path | None = None) -> list:
    """The corpus's files in order: the top-level ``.py`` files of the standard library sorted by name, then those
    in its packages sorted by relative path (folders in :data:`SKIPPED` left out)."""
    root = Path(sysconfig.get_paths()["stdlib"]) if root is None else root
    top = sorted(root.glob("*.py"))
    deeper = sorted(
        (p for p in root.glob("*/**/*.py") if not SKIPPED.intersection(p.relative_to(root).parts[:-1])),
        key=lambda p: p.relative_to(root).as_posix(),
    )
    return top + deeper


@functools.lru_cache(maxsize=4)
def corpus(n_bytes: int = LMConfig.corpus_bytes) -> bytes:
    """The first ``n_bytes`` bytes of :func:`corpus_files` joined (the top-level files alone hold about 4.5 MB, so
    a corpus that small is those files' text). Kept per size (bytes are immutable): a run and its report read
    the files once."""
    out, total = [], 0
    for path in corpus_files():
        data = path.read_bytes()
        out.append(data)
        total += len(data)
        if total >= n_bytes:
            break
    text = b"".join(out)[:n_bytes]
    if len(text) < n_bytes // 2:
        root = sysconfig.get_paths()["stdlib"]
        raise RuntimeError(f"the standard library at {root} holds only {len(text)} bytes of .py sources")
    return text


def _split(cfg: LMConfig):
    import torch

    data = torch.frombuffer(bytearray(corpus(cfg.corpus_bytes)), dtype=torch.uint8).long()
    cut = int(0.9 * data.numel())
    return data[:cut], data[cut:]


def GPT(cfg: LMConfig):  # noqa: N802  (a class factory: torch is imported lazily)
    """The model (an ``nn.Module``, f32 on creation)."""
    import torch
    import torch.nn.functional as F
    from torch import nn

    class Block(nn.Module):
        def __init__(self):
            super().__init__()
            d = cfg.d_model
            self.ln1, self.ln2 = nn.LayerNorm(d), nn.LayerNorm(d)
            self.qkv, self.proj = nn.Linear(d, 3 * d), nn.Linear(d, d)
            self.fc1, self.fc2 = nn.Linear(d, 4 * d), nn.Linear(4 * d, d)

        def forward(self, x):
            b, t, d = x.shape
            q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
            heads = lambda z: z.reshape(b, t, cfg.heads, d // cfg.heads).transpose(1, 2)  # noqa: E731
            a = F.scaled_dot_product_attention(heads(q), heads(k), heads(v), is_causal=True)
            x = x + self.proj(a.transpose(1, 2).reshape(b, t, d))
            return x + self.fc2(F.gelu(self.fc1(self.ln2(x))))

    class Model(nn.Module):
        def __init__(self):
            super().__init__()
            self.embed = nn.Embedding(256, cfg.d_model)
            self.pos = nn.Parameter(torch.zeros(cfg.context, cfg.d_model))
            self.blocks = nn.Sequential(*[Block() for _ in range(cfg.layers)])
            self.ln = nn.LayerNorm(cfg.d_model)
            self.head = nn.Linear(cfg.d_model, 256)

        def forward(self, idx):
            x = self.embed(idx) + self.pos[: idx.shape[1]]
            return self.head(self.ln(self.blocks(x)))

    torch.manual_seed(cfg.seed)
    model = Model()
    for name, p in model.named_parameters():
        if name.endswith("weight") and p.ndim == 2:
            torch.nn.init.normal_(p, std=0.02)
    return model


def _batch(data, cfg: LMConfig, gen):
    import torch

    i = torch.randint(0, data.numel() - cfg.context - 1, (cfg.batch,), generator=gen)
    rows = torch.stack([data[j : j + cfg.context + 1] for j in i.tolist()]).to(cfg.device)
    return rows[:, :-1], rows[:, 1:]


def _bpc(model, x, y) -> object:
    import torch.nn.functional as F

    logits = model(x).float()
    return F.cross_entropy(logits.reshape(-1, 256), y.reshape(-1)) / math.log(2)


def graphed_loss(model, x, y):
    """``loss(x, y)`` (the training loss in bits per byte, ``_bpc``, forward and backward) replayed from one CUDA
    graph: ``x`` / ``y`` are a first batch on the GPU (their shapes and dtypes are the graph's), each call copies its
    batch into the graph's inputs, replays, and returns the graph's loss tensor; the gradients land in the
    parameters' ``.grad`` tensors the capture allocated (overwritten by each replay: do not set them to None).

    The quantized layers are made capturable (:func:`~flydsl.rounding.training.make_capturable`: they key with their
    step buffers on the device, so every replay keys with its own step, bit for bit as an eager step). Warm-up steps
    on a side stream compile the kernels and place the constants before the capture, and the step buffers are put
    back afterwards: the first replay is the step the model was at. Raises what capture raises (e.g. a recipe
    with ``rht_redraw=True``, whose signs need the step on the host)."""
    import torch

    from ..training import STEP_BUFFER, QuantLinear, make_capturable

    if x.device.type != "cuda":
        raise ValueError(f"graphed_loss replays a CUDA graph: the batch must be on a CUDA device, got {x.device}")
    make_capturable(model)
    steps = [getattr(m, STEP_BUFFER) for m in model.modules() if isinstance(m, QuantLinear)]
    kept = [s.clone() for s in steps]
    sx, sy = x.clone(), y.clone()
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):  # torch's recipe: warm up on a side stream before capturing
        for _ in range(2):
            model.zero_grad(set_to_none=True)
            _bpc(model, sx, sy).backward()
    torch.cuda.current_stream().wait_stream(side)
    with torch.no_grad():
        for s, k in zip(steps, kept, strict=True):
            s.copy_(k)
    model.zero_grad(set_to_none=True)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        loss = _bpc(model, sx, sy)
        loss.backward()

    def run(bx, by):
        sx.copy_(bx)
        sy.copy_(by)
        graph.replay()
        return loss

    return run


def evaluate(model, data, cfg: LMConfig) -> float:
    """Held-out bits per character over ``cfg.eval_batches`` fixed batches."""
    import torch

    gen = torch.Generator().manual_seed(12345)
    was = model.training
    model.eval()
    with torch.no_grad():
        vals = [_bpc(model, *_batch(data, cfg, gen)).item() for _ in range(cfg.eval_batches)]
    model.train(was)
    return sum(vals) / len(vals)


def train(
    cfg: LMConfig,
    recipe=None,
    *,
    name: str | None = None,
    progress: bool = False,
    data=None,
    checkpoint: Path | None = None,
    checkpoint_every: int = 200,
    stop_at: int | None = None,
) -> LMResult:
    """Train one model under ``recipe`` (None: bf16 without quantization); returns its :class:`LMResult`.

    ``checkpoint``: a file holding the run's state (model, optimizer, schedule, batch generator, curves) every
    ``checkpoint_every`` steps; a run that finds one resumes from it and ends with the same bits as an
    uninterrupted run (every random bit is keyed by seed and step). ``stop_at``: leave after that many steps
    (a sitting's end), saving the checkpoint; the result then has ``stopped=True`` and partial curves.
    ``cfg.graph`` (CUDA): the forward and backward of every step replayed from one CUDA graph (:func:`graphed_loss`;
    the same bits as eager steps), the optimizer stepping eagerly."""
    import torch

    if cfg.graph and not str(cfg.device).startswith("cuda"):
        raise ValueError(
            f"LMConfig(graph=True) replays CUDA graphs: it needs device='cuda', got device={cfg.device!r}; "
            "leave graph=False on the CPU"
        )

    from ..torch import optim
    from ..training import convert_linear_layers

    threads = torch.get_num_threads()
    torch.set_num_threads(cfg.threads)
    try:
        tr, va = _split(cfg) if data is None else data
        model = GPT(cfg)
        if recipe is not None:
            convert_linear_layers(model, recipe)
        model = model.bfloat16().to(cfg.device)
        optim.assign_stream_ids(model)
        opt = optim.AdamW(model.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay, seed=cfg.seed)
        warm, total = cfg.warmup, cfg.steps

        def lr_at(s):
            if s < warm:
                return (s + 1) / warm
            return 0.1 + 0.9 * 0.5 * (1 + math.cos(math.pi * (s - warm) / max(total - warm, 1)))

        sched = torch.optim.lr_scheduler.LambdaLR(opt, lr_at)
        gen = torch.Generator().manual_seed(cfg.seed + 1)
        res = LMResult(name or (recipe.name if recipe is not None else "bf16"))
        bar = None
        if progress:
            try:
                from tqdm import tqdm

                bar = tqdm(total=total, desc=f"{res.name:>28}", unit="step", leave=False, mininterval=1.0)
            except ImportError:
                bar = None
        first = 0
        if checkpoint is not None and Path(checkpoint).exists():
            saved = torch.load(checkpoint, map_location=cfg.device, weights_only=False)
            model.load_state_dict(saved["model"])
            opt.load_state_dict(saved["opt"])
            sched.load_state_dict(saved["sched"])
            gen.set_state(saved["gen"].cpu())  # map_location moved it to the device; the generator is the CPU's
            res.curve, res.train_curve, first = saved["curve"], saved["train_curve"], saved["step"]
            if bar is not None:
                bar.update(first)
        start, cpu = time.perf_counter(), time.process_time()
        graphed = None
        for s in range(first, total):
            x, y = _batch(tr, cfg, gen)
            if cfg.device != "cpu" and s == first:
                if cfg.graph:
                    graphed = graphed_loss(model, x, y)
                torch.cuda.synchronize()
                start, cpu = time.perf_counter(), time.process_time()  # warm-up and capture are not steps
            if graphed is not None:  # the graph's own .grad tensors: overwritten by each replay
                loss = graphed(x, y)
            else:
                loss = _bpc(model, x, y)
                opt.zero_grad(set_to_none=True)
                loss.backward()
            opt.step()
            sched.step()
            res.train_curve.append(loss.item())
            if (s + 1) % cfg.eval_every == 0 or s + 1 == total:
                res.curve.append((s + 1, evaluate(model, va, cfg)))
            if bar is not None:
                bar.update()
            leaving = stop_at is not None and s + 1 >= stop_at and s + 1 < total
            if checkpoint is not None and ((s + 1) % checkpoint_every == 0 or leaving) and s + 1 < total:
                state = dict(model=model.state_dict(), opt=opt.state_dict(), sched=sched.state_dict(),
                             gen=gen.get_state(), curve=res.curve, train_curve=res.train_curve, step=s + 1)  # fmt: skip
                torch.save(state, checkpoint)
            if leaving:
                res.stopped = True
                total = s + 1
                break
        if bar is not None:
            bar.close()
        res.seconds = time.perf_counter() - start
        done = max(total - first, 1)
        res.cpu_ms_per_step = 1e3 * (time.process_time() - cpu) / done
        res.steps = total
        res.ms_per_step = 1e3 * res.seconds / done
        tail = res.train_curve[-max(1, total // 10) :]
        res.train_bpc = sum(tail) / len(tail)
        res.val_bpc = res.curve[-1][1]
        return res
    finally:
        torch.set_num_threads(threads)


#: The demo's short run (``flydsl-rounding demo``): one block, 80 steps; well under a minute on 2 cores.
DEMO = LMConfig(layers=1, d_model=64, heads=4, context=32, batch=8, steps=80, warmup=8, eval_every=20, eval_batches=4)


def plot(results: list, path: Path, title: str) -> Path | None:
    """Training-loss curves (moving average) and validation points as ``path``; None without matplotlib."""
    plt = pyplot()
    if plt is None:
        return None
    fig, ax = plt.subplots(figsize=(7, 4.2))
    for r in results:
        w = max(1, min(20, len(r.train_curve) // 5))
        smooth = [sum(r.train_curve[i - w : i]) / w for i in range(w, len(r.train_curve) + 1)]
        (line,) = ax.plot(range(w, len(r.train_curve) + 1), smooth, label=f"{r.name} (val {r.val_bpc:.3f})")
        ax.plot(*zip(*r.curve, strict=True), "o", color=line.get_color(), markersize=3)
    ax.set_xlabel("step")
    ax.set_ylabel("bits per character (lines: train, dots: validation)")
    ax.set_title(title)
    ax.grid(True, alpha=0.3)
    ax.legend()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def demo_step(out_dir: Path, cfg: LMConfig = DEMO) -> bool:
    """The demo's FP4 step: the LM in bf16 and with MXFP4 (fwd RN, bwd SR + RHT); True when both train."""
    from .. import training

    print(
        f"FP4 training: a {cfg.layers}-block character LM (d={cfg.d_model}, context {cfg.context}) on the stdlib "
        f"sources, {cfg.steps} steps, bf16 vs MXFP4 fwd RN + bwd SR + RHT (emulated; SR AdamW, bf16 params) ...",
        flush=True,
    )
    data = _split(cfg)
    runs = [train(cfg, None, name="bf16", data=data), train(cfg, training.mxfp4(rht=True, keep_first=0), data=data)]
    for r in runs:
        print(f"  {r.name:28s} train {r.train_bpc:.3f}  val {r.val_bpc:.3f} bits/char  {r.ms_per_step:.0f} ms/step")
    path = plot(runs, out_dir / "fp4_training_loss.png", f"char LM, {cfg.steps} steps (full table: benchmarks/)")
    print(f"  loss curves: {path}" if path else "  matplotlib is not installed: no plot written", flush=True)
    start = runs[0].train_curve[0]
    return all(math.isfinite(r.val_bpc) and r.val_bpc < start for r in runs)
