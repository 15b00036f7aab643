#!/usr/bin/env bash
# One GPU sitting (the H200 runs of issues 24 and 26), results under $OUT: the CUDA device tests (compiled, not
# Triton's interpreter), the bits of every generated kernel, the timings next to torch, each FP4 recipe's step time
# alone on the GPU (with a profile), and FP4 table runs sharing the GPU (their JSONs in $OUT/fp4.tgz).
# Usage: OUT=dir [SKIP_TESTS=1] [SKIP_BITS=1] [SKIP_BENCH=1] [SKIP_STEP=1] [FP4_RUNS="nvfp4-seed1 ..."] \
#        [FP4_JOBS=4] [FP4_TOKENS=50000000] bash benchmarks/gpu/session.sh
# The FP4 runs write to .fp4run/ (ignored by git; a resumed sitting continues from its checkpoints).
set -u
export PYTHONPATH=$PWD/python${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1
if [ -z "${SKIP_TESTS:-}" ]; then
  FLYDSL_ROUNDING_GPU_TESTS=1 timeout 240 python3 -m pytest -q -p no:cacheprovider tests/runtime/test_cuda.py \
    tests/training/test_training_cuda.py > "$OUT/device_tests.log" 2>&1
  tail -3 "$OUT/device_tests.log"
fi
mkdir -p /tmp/bits
[ -n "${SKIP_BITS:-}" ] || for i in $(seq 0 13); do timeout 200 python3 benchmarks/gpu/bits.py "/tmp/bits/$i.npz" --shard "$i/14" > "/tmp/bits/$i.log" 2>&1 & done
wait
[ -n "${SKIP_BITS:-}" ] || python3 - <<'PY'
import glob, os
import numpy as np
d = {}
for f in sorted(glob.glob("/tmp/bits/*.npz")):
    z = np.load(f)
    d.update({k: z[k] for k in z.files})
np.savez_compressed(os.environ["OUT"] + "/gpu_bits.npz", **d)
print(len(d), "arrays recorded")
PY
if [ -z "${SKIP_BENCH:-}" ]; then
  timeout 200 python3 benchmarks/gpu/bench.py "$OUT/gpu.json" > "$OUT/bench.log" 2>&1
  grep -v Warning "$OUT/bench.log" | grep -v '"""' | tail -40
fi
if [ -z "${SKIP_STEP:-}" ]; then
  timeout 220 python3 benchmarks/gpu/profile_step.py --modes eager graph --profile 1 > "$OUT/profile_step.log" 2>&1
  tail -12 "$OUT/profile_step.log"
fi
if [ -n "${FP4_RUNS:-}" ]; then
  # shellcheck disable=SC2086  # the run names are words
  python3 benchmarks/bench_fp4_gpu.py --jobs "${FP4_JOBS:-4}" --tokens "${FP4_TOKENS:-50000000}" --out .fp4run \
    --runs $FP4_RUNS 2>&1 | grep -v "step/s\]" | tail -15
  tar czf "$OUT/fp4.tgz" .fp4run/*.json 2>/dev/null
fi
ls -la "$OUT"
