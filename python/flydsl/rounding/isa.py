"""Compile a ``@flyc.jit`` launcher for any AMD arch without a GPU; read back ISA and costs.

:func:`compile_isa` runs FlyDSL's own pipeline in compile-only mode with the toolkit
from :mod:`flydsl.rounding.toolchain`, captures the final ISA (and, on request, every
MLIR stage), and parses each kernel's register usage and an instruction census.
Nothing touches a GPU, and FlyDSL's in-memory and on-disk caches are bypassed so every
call really compiles.
"""

from __future__ import annotations

import contextlib
import io
import re
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from . import target
from .toolchain import find_llvm_tool, toolkit_dir

__all__ = [
    "KernelReport",
    "Build",
    "compile_isa",
    "compile_seconds",
    "compile_only",
    "census",
    "kernels_of",
    "loops",
    "SUPPORTED_ARCHS",
]

#: Archs the test suite compiles for (from :data:`flydsl.rounding.target.SUPPORTED_ARCHS`);
#: FlyDSL accepts any gfx name LLVM knows.
SUPPORTED_ARCHS = target.SUPPORTED_ARCHS

_MATRIX = re.compile(r"^v_(wmma|swmmac|mfma|smfmac)_")
_VMEM = re.compile(r"^(global|buffer|flat|scratch|tbuffer)_")
_SMEM = re.compile(r"^s_(load|buffer_load|store|buffer_store|dcache|scratch_load)")
_CONTROL = re.compile(
    r"^s_(waitcnt|wait_|barrier|endpgm|branch|cbranch|nop|delay_alu|clause|setprio|sendmsg|sleep|"
    r"code_end|inst_prefetch|set_inst_prefetch|trap|icache|ttrace|setpc|swappc|getpc|dcache_wb|sethalt)"
)


def _classify(mnemonic: str) -> str:
    """Map one instruction mnemonic to its census class."""
    if _MATRIX.match(mnemonic):
        return "matrix"
    if mnemonic.startswith("v_"):
        return "valu"
    if _VMEM.match(mnemonic):
        return "vmem"
    if mnemonic.startswith("ds_"):
        return "lds"
    if _SMEM.match(mnemonic):
        return "smem"
    if _CONTROL.match(mnemonic):
        return "control"
    if mnemonic.startswith("s_"):
        return "salu"
    return "other"


def census(body: str) -> Counter:
    """Count the instructions of one kernel body by class.

    Classes: ``valu``, ``salu``, ``matrix`` (WMMA/MFMA), ``vmem`` (global/buffer/flat/scratch),
    ``lds`` (``ds_*``), ``smem`` (scalar loads), ``control`` (waits, branches, barriers,
    scheduling hints), ``other``; plus ``memory`` = vmem + lds + smem and ``total``.
    """
    counts: Counter = Counter()
    for line in body.splitlines():
        text = line.split(";", 1)[0].strip()
        if not text or text.startswith(".") or text.endswith(":"):
            continue
        counts[_classify(text.split()[0])] += 1
    counts["memory"] = counts["vmem"] + counts["lds"] + counts["smem"]
    counts["total"] = sum(v for k, v in counts.items() if k not in ("memory", "total"))
    return counts


@dataclass
class KernelReport:
    """One kernel's resources (from the ISA metadata) and instruction census.

    ``scratch_bytes`` is the per-lane scratch (private segment) memory the kernel uses: register spills and
    stack, which should be 0. Not LDS: the GEMM epilogue's LDS buffer is
    :func:`flydsl.rounding.gemm.epilogue.lds_scratch_bytes`.
    """

    name: str
    vgprs: int
    sgprs: int
    agprs: int
    scratch_bytes: int
    vgpr_spills: int
    sgpr_spills: int
    lds_bytes: int
    wave_size: int
    census: Counter
    body: str = field(repr=False)

    @property
    def spills(self) -> int:
        return self.vgpr_spills + self.sgpr_spills

    def mnemonics(self) -> Counter:
        """Count of each mnemonic in the body (e.g. ``v_wmma_f32_16x16x16_bf16``)."""
        out: Counter = Counter()
        for line in self.body.splitlines():
            text = line.split(";", 1)[0].strip()
            if text and not text.startswith(".") and not text.endswith(":"):
                out[text.split()[0]] += 1
        return out


@dataclass
class Build:
    """Result of :func:`compile_isa`."""

    arch: str
    isa: str
    kernels: list[KernelReport]
    compile_seconds: float
    stages: dict[str, str] = field(default_factory=dict, repr=False)

    @property
    def kernel(self) -> KernelReport:
        """The only kernel (raises if the launcher built several)."""
        if len(self.kernels) != 1:
            raise ValueError(f"{len(self.kernels)} kernels in this build; pick one from .kernels")
        return self.kernels[0]

    def stage(self, fragment: str) -> str:
        """The MLIR after the first pipeline stage whose name contains ``fragment``."""
        for name in sorted(self.stages):
            if fragment in name:
                return self.stages[name]
        raise KeyError(f"no stage matching {fragment!r}; stages: {sorted(self.stages)}")


def loops(body: str) -> list[list[str]]:
    """The loops of a kernel's ISA: for each label that a later branch jumps back to, the instructions
    after the label up to and including that branch (comments, blank lines and inner labels dropped)."""
    lines = [ln.split(";", 1)[0].strip() for ln in body.splitlines()]
    found = []
    for start, text in enumerate(lines):
        if not text.endswith(":"):
            continue
        back = re.compile(rf"s_c?branch\w*\s+{re.escape(text[:-1])}$")
        for end in range(start + 1, len(lines)):
            if back.match(lines[end]):
                found.append([ln for ln in lines[start + 1 : end + 1] if ln and not ln.endswith(":")])
                break
    return found


def _meta_int(meta: str, key: str) -> int:
    """Read one top-level integer field of a kernel's metadata entry (4-space indent)."""
    m = re.search(rf"^    \.{re.escape(key)}:\s*(\d+)", meta, re.M)
    return int(m.group(1)) if m else 0


def _parse_kernels(isa: str) -> list[KernelReport]:
    """Split the ISA text into kernels and read each one's metadata block."""
    reports = []
    metadata = isa.split("amdhsa.kernels:", 1)[-1].split("\namdhsa.target", 1)[0]
    for entry in re.split(r"^  - ", metadata, flags=re.M)[1:]:
        entry = "    " + entry
        name = re.search(r"^    \.name:\s*(\S+)", entry, re.M).group(1)
        # the label may carry a comment (LLVM's "name: ; @name", as in Triton's AMDGCN)
        body_match = re.search(rf"^{re.escape(name)}:[^\n]*\n(.*?)^\.Lfunc_end", isa, re.S | re.M)
        body = body_match.group(1) if body_match else ""
        reports.append(
            KernelReport(
                name=name,
                vgprs=_meta_int(entry, "vgpr_count"),
                sgprs=_meta_int(entry, "sgpr_count"),
                agprs=_meta_int(entry, "agpr_count"),
                scratch_bytes=_meta_int(entry, "private_segment_fixed_size"),
                vgpr_spills=_meta_int(entry, "vgpr_spill_count"),
                sgpr_spills=_meta_int(entry, "sgpr_spill_count"),
                lds_bytes=_meta_int(entry, "group_segment_fixed_size"),
                wave_size=_meta_int(entry, "wavefront_size"),
                census=census(body),
                body=body,
            )
        )
    return reports


def kernels_of(isa: str) -> list[KernelReport]:
    """The kernels of any AMDGCN assembly text with its ``amdhsa.kernels`` metadata (e.g. Triton's
    ``compiled.asm["amdgcn"]``): resources and instruction census, as :func:`compile_isa` reports them."""
    return _parse_kernels(isa)


def _compile_fresh(launcher, args, kwargs, arch: str, env: dict) -> float:
    """Call ``launcher`` for ``arch`` (under ``env``) with its in-memory cache emptied; return the wall time."""
    saved_cache = getattr(launcher, "_mem_cache", None)
    if saved_cache is not None:
        launcher._mem_cache = {}
    start = time.perf_counter()
    try:
        with target.environment(**env), target.assume_target(arch), contextlib.redirect_stdout(io.StringIO()):
            launcher(*args, **kwargs)
    finally:
        if saved_cache is not None:
            launcher._mem_cache = saved_cache
    return time.perf_counter() - start


def _compile_only_env(arch: str) -> dict:
    """FlyDSL's compile-only settings (the arch itself is set by :func:`target.assume_target`)."""
    if not re.fullmatch(r"gfx[0-9a-f]+", arch):
        raise ValueError(f"arch must look like 'gfx1100' or 'gfx942', got {arch!r}")
    return {"COMPILE_ONLY": "1", "ROCM_PATH": toolkit_dir()}


@contextlib.contextmanager
def compile_only(arch: str):
    """Calls of ``@flyc.jit`` launchers inside the block compile for ``arch`` without a GPU (and launch nothing).

    Unlike :func:`compile_isa`, FlyDSL's in-memory cache is left alone (its on-disk cache is off), so the block
    shows what a process does on repeated calls: a launcher's ``jit._mem_cache`` (or its own ``_mem_cache``)
    holds one artifact per distinct traced IR.
    """
    env = _compile_only_env(arch)
    env.update(FLYDSL_RUNTIME_ENABLE_CACHE="0", FLYDSL_DUMP_IR=None, FLYDSL_DEBUG_DUMP_ASM=None)
    with target.environment(**env), target.assume_target(arch), contextlib.redirect_stdout(io.StringIO()):
        yield


def compile_isa(launcher, *args, arch: str = "gfx1100", stages: bool = False, **kwargs) -> Build:
    """Compile ``launcher(*args, **kwargs)`` for ``arch`` and return its ISA and costs.

    ``launcher`` is a ``@flyc.jit`` function; its arguments are what a real call would
    take (CPU torch tensors stand in for device tensors). With ``stages=True`` the MLIR
    after every pipeline pass is returned too (``Build.stages``, ``Build.stage(name)``).
    Raises :class:`~flydsl.rounding.toolchain.ToolchainError` when no usable linker exists.
    """
    env = _compile_only_env(arch)
    with tempfile.TemporaryDirectory(prefix="flydsl-rounding-isa-") as dump:
        env.update(
            FLYDSL_DUMP_DIR=dump,
            FLYDSL_DUMP_IR="1" if stages else None,
            FLYDSL_DEBUG_DUMP_ASM=None if stages else "1",
        )
        seconds = _compile_fresh(launcher, args, kwargs, arch, env)
        files = sorted(Path(dump).rglob("*"))
        isa_files = [f for f in files if f.suffix == ".s"]
        if not isa_files:
            raise RuntimeError(f"FlyDSL produced no ISA for {arch}; files: {[f.name for f in files]}")
        isa = "\n".join(f.read_text() for f in isa_files)
        stage_texts = {f.stem: f.read_text() for f in files if stages and f.suffix in (".mlir", ".ll")}
    return Build(arch=arch, isa=isa, kernels=_parse_kernels(isa), compile_seconds=seconds, stages=stage_texts)


def compile_seconds(launcher, *args, arch: str = "gfx1100", repeat: int = 3, **kwargs) -> float:
    """Median wall time of a full compile-only build of ``launcher(*args)`` for ``arch``.

    Measures what a user waits for (trace, MLIR pipeline, LLVM codegen, link) with no
    IR or ISA dumping and with FlyDSL's in-memory and on-disk caches bypassed.
    """
    env = _compile_only_env(arch)
    env.update(FLYDSL_RUNTIME_ENABLE_CACHE="0", FLYDSL_DUMP_IR=None, FLYDSL_DEBUG_DUMP_ASM=None)
    times = sorted(_compile_fresh(launcher, args, kwargs, arch, env) for _ in range(repeat))
    return times[len(times) // 2]


#: Instructions llvm-mca cannot place in a straight-line block (branches and the end of the program).
_MCA_SKIP = re.compile(r"^s_(branch|cbranch\w*|endpgm|setpc|swappc|getpc|code_end)\b")


def mca_throughput(body: str, arch: str) -> float | None:
    """``llvm-mca``'s block reciprocal throughput (cycles per pass) of a kernel body on ``arch``'s scheduling model.

    The body is fed as one straight-line block (labels, directives, comments and branches dropped): a static
    resource estimate from LLVM's AMDGPU scheduling model, beside the instruction census, not a measurement.
    None when no ``llvm-mca`` (LLVM >= 19) is installed or it does not know ``arch`` (LLVM 19 has no gfx950).
    """
    import subprocess

    tool = find_llvm_tool("llvm-mca")
    if tool is None:
        return None
    lines = []
    for line in body.splitlines():
        text = line.split(";", 1)[0].strip()
        if text and not text.startswith(".") and not text.endswith(":") and not _MCA_SKIP.match(text):
            lines.append(text)
    try:
        out = subprocess.run(
            [tool, "-mtriple=amdgcn", f"-mcpu={arch}", "-iterations=10"],
            input="\n".join(lines) + "\n",
            capture_output=True,
            text=True,
            timeout=120,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(r"Block RThroughput:\s*([0-9.]+)", out.stdout)
    return float(m.group(1)) if out.returncode == 0 and m else None
