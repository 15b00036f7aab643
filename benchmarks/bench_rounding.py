"""VALU instructions per converted element, per arch, target and rounding mode (compile-only).

Every number is a *net* static count: ``(VALU(conversion kernel) - VALU(copy kernel of the same
target)) / 16`` for kernels from :mod:`flydsl.rounding.kernels` (Vectors of 8, 16 elements per
thread, offsets aligned to 8). Side by side in one run: our six modes, STOCHASTIC with 7 Philox
rounds, Philox alone, a naive NaN-unsafe bf16 SR, and FlyDSL 0.5's own ``rounding_mode=``
conversion (the original ``Vector.to``; each compiled in a forked child because LLVM aborts
the process for some of them). Also VGPRs and the compile-time ratio STOCHASTIC / RN measured
by :func:`flydsl.rounding.isa.compile_seconds` (median of full compiles, no ISA dumps).

Usage: python benchmarks/bench_rounding.py [--quick]
Writes benchmarks/results/rounding.json and rounding.md.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import flydsl.expr as fx  # noqa: E402
from flydsl._mlir.dialects import arith  # noqa: E402

import flydsl.rounding as fr  # noqa: E402
from common import command_line, header, machine_info, publish  # noqa: E402
from flydsl.rounding import kernels as K  # noqa: E402
from flydsl.rounding.isa import compile_isa, compile_seconds  # noqa: E402
from flydsl.rounding.patches import flydsl_to  # noqa: E402
from flydsl.rounding.target import REPRESENTATIVE_ARCHS  # noqa: E402

ARCHS = REPRESENTATIVE_ARCHS  # RDNA3, RDNA4, CDNA3, CDNA4
QUICK_TARGETS = ("bf16", "f16", "fp8-e4m3fn")
MODES = ("RN", "RZ", "RU", "RD", "RNA", "STOCHASTIC")
BUILTIN_MODES = {
    "RN": arith.RoundingMode.to_nearest_even,
    "RZ": arith.RoundingMode.toward_zero,
    "RU": arith.RoundingMode.upward,
    "RD": arith.RoundingMode.downward,
    "RNA": arith.RoundingMode.to_nearest_away,
}
EPT, WIDTH = 16, 8  # elements per thread, Vector width
GOAL_BF16_SR = {"gfx1100": 8.0, "gfx1201": 8.0, "gfx942": 9.0}
GOAL_COMPILE_RATIO = 1.5
GOAL_NARROW_VS_BF16 = 1.5
#: bf16 STOCHASTIC net VALU/elem in release 0.2.0, before the RDNA one-op half add (issue 15): the "before" column.
RELEASE_0_2_BF16_SR = {"gfx1100": 8.188, "gfx1201": 8.562, "gfx942": 10.562, "gfx950": 10.938}
#: Why gfx942 stays above its goal: the bf16 SR table's note.
GFX942_FLOOR = (
    "gfx942 floor (bit-identical): Philox-10 alone is 6.56/elem (the Philox-alone column minus its XOR; no "
    "v_xor3_b32, so 2 v_xor_b32 per output word and round), the add with its half extraction 1 (one SDWA add: "
    "the naive column), and the NaN case 3 more: a test (v_cmp_u_f32), a select (v_cndmask_b32) and the quiet "
    "NaN word (v_or_b32 / v_and_or_b32), each one op per element with no packed 16-bit form that works from the "
    "f32 pattern (a NaN whose payload is only in the low half looks like Inf in the high half). 6.56 + 1 + 3 = "
    "10.56, the measured value: 9.0 needs fewer Philox rounds (7 rounds: the rounds=7 column) or a looser NaN "
    "contract. Not tried: packing two results with SDWA v_cndmask_b32 dst_sel:WORD_1 UNUSED_PRESERVE (inline "
    "asm with VCC) instead of v_perm_b32, at most 0.5/elem (10.06)."
)
#: From the issue (FlyDSL 0.5, gfx1100/gfx1201), VALU per element.
ISSUE_BASELINE = {"RN .to(BFloat16)": 5.0, "naive SR": 6.7, "NaN-safe plain-select SR": 10.7, "Philox draw alone": 5.1}


# -- kernels ----------------------------------------------------------------------------------


def _custom(target: str, convert) -> tuple:
    """``(launcher, args)`` of the standard kernel shape with a custom ``convert(v, seed, offset)``."""
    dtype = K.TARGET_TYPES[target]
    return K.make_launcher(convert, dtype, EPT, WIDTH), K.example_args(dtype, EPT)


def _philox_alone(v, seed, offset):
    """The bf16 copy with the stream bits XOR-ed in: copy + one Philox draw per 8 elements + 1 XOR."""
    bits = fr.stream_bits_vector(seed, offset, WIDTH)
    return ((v.bitcast(fx.Uint32) >> fx.Uint32(16)) ^ bits).to(fx.Uint16)


def _naive_sr(v, seed, offset):
    """NaN-unsafe bf16 SR: ``(u + r) >> 16`` with the canonical stream bits (a NaN may become Inf)."""
    bits = fr.stream_bits_vector(seed, offset, WIDTH)
    return ((v.bitcast(fx.Uint32) + bits) >> fx.Uint32(16)).to(fx.Uint16)


def _sr_rounds(target: str, rounds: int) -> tuple:
    """STOCHASTIC conversion to ``target`` drawing with ``rounds`` Philox rounds."""
    dtype = K.TARGET_TYPES[target]
    return _custom(
        target, lambda v, s, o: v.to(dtype, rounding=fr.RoundingMode.STOCHASTIC, seed=s, offset=o, rounds=rounds)
    )


def _builtin(target: str, mode: str) -> tuple:
    """FlyDSL 0.5's own ``Vector.to(dtype, rounding_mode=arith.RoundingMode...)``."""
    dtype, rm = K.TARGET_TYPES[target], BUILTIN_MODES[mode]
    return _custom(target, lambda v, s, o: flydsl_to(v, dtype, rounding_mode=rm))


# -- measuring --------------------------------------------------------------------------------


def _instructions(body: str) -> list:
    """The instruction lines of a kernel body (comments, labels and directives dropped)."""
    lines = (ln.split(";", 1)[0].strip() for ln in body.splitlines())
    return [ln for ln in lines if ln and not ln.startswith(".") and not ln.endswith(":")]


def _census(launcher_args: tuple, arch: str) -> dict:
    """Compile once; VALU count, VGPRs and the instruction list of the only kernel."""
    kernel = compile_isa(*launcher_args[:1], *launcher_args[1], arch=arch).kernel
    return {"valu": kernel.census["valu"], "vgprs": kernel.vgprs, "insts": _instructions(kernel.body)}


def _net(measured: dict, copy_valu: int) -> float:
    """Net VALU per converted element over the copy kernel."""
    return round((measured["valu"] - copy_valu) / EPT, 3)


def _forked(fn, *args) -> dict:
    """Run ``fn(*args)`` in a forked child; {"ok": result} or {"error"/"abort": message}.

    LLVM calls abort() (or crashes) on some built-in conversions; a child keeps this process alive.
    """
    rd, wr = os.pipe()
    erd, ewr = os.pipe()
    pid = os.fork()
    if pid == 0:  # child
        os.close(rd)
        os.close(erd)
        os.dup2(ewr, 2)
        try:
            out = {"ok": fn(*args)}
        except Exception as exc:  # noqa: BLE001 - reported in the table
            out = {"error": f"{type(exc).__name__}: {str(exc).splitlines()[0][:200]}"}
        os.write(wr, json.dumps(out).encode())
        os._exit(0)
    os.close(wr)
    os.close(ewr)
    data = b"".join(iter(lambda: os.read(rd, 1 << 16), b""))
    err = b"".join(iter(lambda: os.read(erd, 1 << 16), b"")).decode(errors="replace")
    os.close(rd)
    os.close(erd)
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        last = [ln for ln in err.splitlines() if "ERROR" in ln or "error:" in ln]
        message = last[-1].split("error: ", 1)[-1] if last else ""
        return {"abort": signal.Signals(os.WTERMSIG(status)).name, "message": message.strip()[:200]}
    return json.loads(data or b'{"error": "child exited without a result"}')


def _builtin_cell(res: dict, copy_valu: int, rns: list, mode: str) -> dict:
    """One built-in measurement as a row entry: net VALU, or why it did not compile.

    ``rns``: instruction lists of RN kernels (ours, the built-in's); a non-RN mode whose
    instructions equal one of them is reported as ignoring the mode.
    """
    if "ok" in res:
        same_as_rn = any(res["ok"]["insts"] == rn for rn in rns)
        ignored = same_as_rn and mode != "RN"
        return {"net": _net(res["ok"], copy_valu), "same_isa_as_rn": same_as_rn, "ignores_mode": ignored}
    if "abort" in res:
        word = "aborts" if res["abort"] == "SIGABRT" else f"crashes ({res['abort']})"
        return {"net": None, "status": word, "message": res["message"]}
    return {"net": None, "status": "error", "message": res["error"]}


def _compile_ratio(target: str, arch: str, repeat: int) -> dict:
    """Median full-compile seconds of RN and STOCHASTIC (no dumps) and their ratio."""
    t = {
        m: compile_seconds(*_pair(K.conversion_kernel(target, m)), arch=arch, repeat=repeat)
        for m in ("rn", "stochastic")
    }
    return {
        "compile_s_rn": round(t["rn"], 3),
        "compile_s_sr": round(t["stochastic"], 3),
        "compile_ratio": round(t["stochastic"] / t["rn"], 2),
    }


def _pair(launcher_args: tuple) -> tuple:
    """``(launcher, args)`` -> ``(launcher, *args)`` for compile_seconds."""
    return (launcher_args[0], *launcher_args[1])


def measure_target(arch: str, target: str, repeat: int, builtin: bool = True) -> dict:
    """One row: every mode (ours), SR with 7 rounds, the built-ins, VGPRs and compile ratio."""
    copy = _census(K.copy_kernel(target, elems_per_thread=EPT, width=WIDTH), arch)
    ours = {m: _census(K.conversion_kernel(target, m, elems_per_thread=EPT, width=WIDTH), arch) for m in MODES}
    sr7 = _census(_sr_rounds(target, 7), arch)
    row = {"arch": arch, "target": target, "copy_valu": copy["valu"], "copy_vgprs": copy["vgprs"]}
    row.update({m: _net(ours[m], copy["valu"]) for m in MODES})
    row.update({"STOCHASTIC_r7": _net(sr7, copy["valu"]), "vgprs_rn": ours["RN"]["vgprs"]})
    row.update({"vgprs_sr": ours["STOCHASTIC"]["vgprs"], "vgprs_sr_r7": sr7["vgprs"]})
    row["r7_saves"] = round(row["STOCHASTIC"] - row["STOCHASTIC_r7"], 3)
    if builtin:
        raw = {m: _forked(lambda mm=m: _census(_builtin(target, mm), arch)) for m in BUILTIN_MODES}
        rns = [ours["RN"]["insts"]] + ([raw["RN"]["ok"]["insts"]] if "ok" in raw["RN"] else [])
        row["builtin"] = {m: _builtin_cell(raw[m], copy["valu"], rns, m) for m in BUILTIN_MODES}
    row.update(_compile_ratio(target, arch, repeat))
    return row


def measure_extras(arch: str) -> dict:
    """bf16-only rows: Philox alone and the naive NaN-unsafe SR, net over the bf16 copy kernel."""
    copy = _census(K.copy_kernel("bf16", elems_per_thread=EPT, width=WIDTH), arch)["valu"]
    return {
        "arch": arch,
        "philox_alone": _net(_census(_custom("bf16", _philox_alone), arch), copy),
        "naive_sr_bf16": _net(_census(_custom("bf16", _naive_sr), arch), copy),
    }


# -- goals and tables ---------------------------------------------------------------------------


def goals(rows: list[dict]) -> list[dict]:
    """Each goal of issues 3 and 6 with its measured value and whether it is met."""
    out = []
    by = {(r["arch"], r["target"]): r for r in rows}
    for (arch, target), r in by.items():
        if target == "bf16" and arch in GOAL_BF16_SR:
            out.append(_goal("bf16 STOCHASTIC VALU/elem", arch, target, r["STOCHASTIC"], GOAL_BF16_SR[arch]))
        out.append(_goal("compile time SR / RN", arch, target, r["compile_ratio"], GOAL_COMPILE_RATIO))
        bf16 = by.get((arch, "bf16"))
        if bf16 and (target == "f16" or target.startswith("fp8")):
            ratio = round(r["STOCHASTIC"] / bf16["STOCHASTIC"], 2)
            out.append(_goal("SR VALU/elem vs bf16 SR", arch, target, ratio, GOAL_NARROW_VS_BF16))
    return out


def _goal(name: str, arch: str, target: str, value: float, limit: float) -> dict:
    return {"goal": name, "arch": arch, "target": target, "value": value, "limit": limit, "met": value <= limit}


def _table(cols: list[str], rows: list[list]) -> str:
    """A Markdown table."""
    lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    lines += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(lines) + "\n"


def _builtin_text(cell: dict) -> str:
    if cell["net"] is None:
        return cell["status"] if cell["status"] != "error" else f"error: {cell['message'][:60]}"
    return f"{cell['net']} (mode ignored: ISA = RN)" if cell["ignores_mode"] else str(cell["net"])


def markdown(result: dict) -> str:
    """All tables of the rounding benchmark."""
    rows, extras = result["rows"], {e["arch"]: e for e in result["extras"]}
    parts = [
        "# Rounding: VALU instructions per converted element (net, static)\n",
        header(result["machine"]),
        f"f32 -> target, Vector of {WIDTH}, {EPT} elements per thread, aligned offsets; net = (VALU(kernel) - "
        f"VALU(copy kernel)) / {EPT}. Compile times: median of {result['repeat']} full compile-only builds, no dumps."
        + (" **Quick run.**" if result["quick"] else "")
        + "\n",
        "## Ours: every target x mode (net VALU/elem), VGPRs, compile time\n",
        _table(
            ["arch", "target", *MODES, "SR rounds=7", "7 rounds save", "VGPRs copy/RN/SR", "compile s RN/SR", "ratio"],
            [
                [
                    r["arch"],
                    r["target"],
                    *(r[m] for m in MODES),
                    r["STOCHASTIC_r7"],
                    r["r7_saves"],
                    f"{r['copy_vgprs']}/{r['vgprs_rn']}/{r['vgprs_sr']}",
                    f"{r['compile_s_rn']}/{r['compile_s_sr']}",
                    r["compile_ratio"],
                ]
                for r in rows
            ],
        ),
        "## bf16 stochastic rounding, piece by piece (net VALU/elem)\n",
        _table(
            [
                "arch",
                "RN",
                "Philox alone",
                "naive SR (NaN-unsafe)",
                "SR (ours)",
                "SR 0.2.0",
                "SR rounds=7",
                "goal",
                "issue baseline",
            ],
            [_bf16_line(r, extras[r["arch"]]) for r in rows if r["target"] == "bf16"],
        ),
        "Issue baseline (FlyDSL 0.5, gfx1100/gfx1201): "
        + ", ".join(f"{k} {v}" for k, v in ISSUE_BASELINE.items())
        + ". Philox alone = copy + one stream draw per 8 elements XOR-ed in (includes 1 XOR/elem). SR 0.2.0: "
        "before the RDNA3 / RDNA4 stochastic add became one v_mad_u32_u16 per element (op_sel picks the "
        "Philox half).\n",
        GFX942_FLOOR + "\n",
    ]
    parts += _builtin_section(rows)
    parts += [
        "## Goals\n",
        _table(
            ["goal", "arch", "target", "value", "limit", "met"],
            [
                [g["goal"], g["arch"], g["target"], g["value"], f"<= {g['limit']}", "yes" if g["met"] else "**no**"]
                for g in result["goals"]
            ],
        ),
    ]
    return "\n".join(parts)


def _bf16_line(r: dict, e: dict) -> list:
    goal = GOAL_BF16_SR.get(r["arch"])
    met = "" if goal is None else (f"<= {goal} (met)" if r["STOCHASTIC"] <= goal else f"<= {goal} (**missed**)")
    base = "RN 5.0 / naive 6.7 / safe 10.7 / Philox 5.1" if r["arch"] in ("gfx1100", "gfx1201") else "n/a"
    return [
        r["arch"],
        r["RN"],
        e["philox_alone"],
        e["naive_sr_bf16"],
        r["STOCHASTIC"],
        RELEASE_0_2_BF16_SR.get(r["arch"], "-"),
        r["STOCHASTIC_r7"],
        met or "-",
        base,
    ]


def _builtin_section(rows: list[dict]) -> list[str]:
    """The FlyDSL 0.5 built-in table and the distinct failure messages."""
    with_b = [r for r in rows if "builtin" in r]
    if not with_b:
        return []
    messages = sorted({(c["status"], c["message"]) for r in with_b for c in r["builtin"].values() if c["net"] is None})
    notes = "".join(f"- {s}: `{m or '(no message)'}`\n" for s, m in messages)
    return [
        "## FlyDSL 0.5 built-in `Vector.to(dtype, rounding_mode=arith.RoundingMode.*)` (net VALU/elem)\n",
        _table(
            ["arch", "target", *BUILTIN_MODES, "ours RN"],
            [
                [r["arch"], r["target"], *(_builtin_text(r["builtin"][m]) for m in BUILTIN_MODES), r["RN"]]
                for r in with_b
            ],
        ),
        "Each built-in compile runs in a forked child; 'aborts' = LLVM called abort(), 'crashes' = the process "
        "died on a signal. 'mode ignored' = instructions same as an RN kernel's (ours or built-in). Failures:\n\n"
        + notes,
    ]


# -- entry points -------------------------------------------------------------------------------


def run(quick: bool = False) -> dict:
    """Measure everything, print the tables, write results/rounding.json and rounding.md."""
    targets = QUICK_TARGETS if quick else tuple(K.TARGET_TYPES)
    repeat = 1 if quick else 3
    rows, extras = [], []
    for arch in ARCHS:
        for target in targets:
            t0 = time.perf_counter()
            rows.append(measure_target(arch, target, repeat))
            print(
                f"  rounding {arch} {target}: SR {rows[-1]['STOCHASTIC']} VALU/elem ({time.perf_counter() - t0:.1f} s)",
                flush=True,
            )
        extras.append(measure_extras(arch))
    result = {
        "name": "rounding",
        "machine": machine_info(),
        "quick": quick,
        "repeat": repeat,
        "elems_per_thread": EPT,
        "width": WIDTH,
        "issue_baseline": ISSUE_BASELINE,
        "rows": rows,
        "extras": extras,
    }
    result["goals"] = goals(rows)
    return publish("rounding", result, markdown)


if __name__ == "__main__":
    command_line(run, __doc__, "3 targets, 1 compile-time repeat")
