#!/bin/sh
# Times the whole `idlab sim` process on big keyed lists (see docs/performance.md).
#   swift build -c release --scratch-path .build-sim-rel --product idlab
#   Tests/EndToEndTests/Fixtures/sim/measure-sim.sh .build-sim-rel/release/idlab
set -eu
IDLAB="${1:-.build/release/idlab}"
DIR="$(cd "$(dirname "$0")" && pwd)"
TMP="${TMPDIR:-/tmp}/idlab-sim-perf"
mkdir -p "$TMP"
"$DIR/big-list.sh" 20000 > "$TMP/big20k.swift"
"$DIR/big-list.sh" 80000 > "$TMP/big80k.swift"
hyperfine --warmup 1 --runs "${RUNS:-5}" --export-json "$TMP/sim-perf.json" \
  -n 'append 20k' "$IDLAB sim $TMP/big20k.swift --do 'items.append(Item(id: -1))' --json > /dev/null" \
  -n 'reverse 20k' "$IDLAB sim $TMP/big20k.swift --do 'items.reverse()' --json > /dev/null" \
  -n 'append 80k' "$IDLAB sim $TMP/big80k.swift --do 'items.append(Item(id: -1))' --json > /dev/null" \
  -n 'reverse 80k' "$IDLAB sim $TMP/big80k.swift --do 'items.reverse()' --json > /dev/null"
python3 - "$TMP/sim-perf.json" <<'PY'
import json, sys
results = {r["command"]: r["median"] for r in json.load(open(sys.argv[1]))["results"]}
for name, median in results.items():
    print(f"{name:12s} median {median:.3f} s")
print(f"reverse/append at 20k: {results['reverse 20k'] / results['append 20k']:.2f}x (target <= 1.5x)")
print(f"80k/20k append: {results['append 80k'] / results['append 20k']:.2f}x, "
      f"reverse: {results['reverse 80k'] / results['reverse 20k']:.2f}x (target <= ~4x)")
PY
