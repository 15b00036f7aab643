#!/usr/bin/env bash
# One GPU sitting (the H200 runs of issues 24 and 26), results under $OUT: device tests, the bits of every
# generated kernel, the timings next to torch, and a sitting of the FP4 training table.
# Usage: OUT=dir FP4_TOKENS=4000000 FP4_BUDGET_S=270 bash benchmarks/gpu/session.sh
set -u
export PYTHONPATH=$PWD/python${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1
[ -n "${SKIP_TESTS:-}" ] || FLYDSL_ROUNDING_GPU_TESTS=1 timeout 150 python3 -m pytest -q -p no:cacheprovider tests/runtime/test_cuda.py > "$OUT/device_tests.log" 2>&1
tail -3 "$OUT/device_tests.log"
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
timeout 200 python3 benchmarks/gpu/bench.py "$OUT/gpu.json" > "$OUT/bench.log" 2>&1
grep -v Warning "$OUT/bench.log" | grep -v '"""' | tail -40
timeout "${FP4_TIMEOUT_S:-330}" python3 benchmarks/bench_fp4_gpu.py --tokens "${FP4_TOKENS:-4000000}" --budget-s "${FP4_BUDGET_S:-270}" 2>&1 | grep -v "step/s\]" | tail -15
tar czf "$OUT/fp4.tgz" benchmarks/results/fp4_gpu/*.json benchmarks/results/fp4_training_gpu* 2>/dev/null
ls -la "$OUT"
