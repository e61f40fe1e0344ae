#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for a time (see docs/reliability.md).
#
#   Tests/Fuzz/fuzz.sh SECONDS [TARGET...]     TARGET: viewscript, lessons, quizzes, rosters
#                                              (default: all four)
#
# Environment: FUZZ_SKIP_BUILD=1 (use the targets already built), FUZZ_TIMEOUT (seconds one
# input may take, 20), FUZZ_RSS_MB (memory limit, 2048), FUZZ_FLAGS (more libFuzzer flags).
#
# The modules are compiled with coverage instrumentation (`-sanitize=fuzzer`) into
# .build/fuzz by SwiftPM; each target is then linked with `swiftc -sanitize=fuzzer`, against
# the toolchain's SwiftSyntax libraries the way Package.swift links them. The corpus grows in
# .build/fuzz/corpus/TARGET (seeded from the fixtures and lessons); a crash is written to
# .build/fuzz/artifacts/ and makes this script fail.
set -euo pipefail

seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(viewscript lessons quizzes rosters)

root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
swift="${SWIFT:-swift}"
scratch=.build/fuzz
configuration="${FUZZ_CONFIGURATION:-release}"
host="${IDLAB_SWIFT_HOST_LIBS:-$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/host}"

# FUZZ_SKIP_BUILD=1 runs targets already built (two runs in parallel share one build).
if [ -z "${FUZZ_SKIP_BUILD:-}" ]; then
  for module in QuizKit Classroom; do
    "$swift" build -c "$configuration" --scratch-path "$scratch" --target "$module" \
      -Xswiftc -sanitize=fuzzer
  done
fi
products="$scratch/$configuration"
modules="$products/Modules"
[ -d "$modules" ] || modules="$products"

# The objects of each module's current sources only: a source file that was renamed or removed
# leaves its old object in the build folder, and linking it too defines its symbols twice.
objects() {
  local module file
  for module in "$@"; do
    find "Sources/$module" -name '*.swift' | sort | while read -r file; do
      echo "$products/$module.build/$(basename "$file").o"
    done
  done
}

link() {
  [ -z "${FUZZ_SKIP_BUILD:-}" ] || return 0
  local name="$1" source="$2"
  shift 2
  local optimization=-O
  [ "$configuration" = release ] || optimization=-Onone
  # shellcheck disable=SC2046
  swiftc -sanitize=fuzzer -parse-as-library "$optimization" -o "$scratch/$name" "$source" \
    -I "$modules" -I "$host" -I Sources/CCmark -I Sources/CSQLite -I Sources/CLibPQ \
    $(for flag in $(pkg-config --cflags-only-I libpq); do echo -Xcc "$flag"; done) \
    $(objects "$@") \
    -L "$host" -Xlinker -rpath -Xlinker "$host" \
    -lSwiftSyntax -lSwiftParser -lSwiftDiagnostics -lSwiftParserDiagnostics \
    -lSwiftBasicFormat -lSwiftIDEUtils -lSwiftOperators \
    $(pkg-config --libs libcmark-gfm) -lsqlite3 -lpq
}

status=0
for target in "${targets[@]}"; do
  case "$target" in
    viewscript)
      link fuzz-viewscript Tests/Fuzz/ViewScriptFuzzTarget.swift Basics IdentityEngine SwiftScreen ViewScript
      seeds=(Tests/EndToEndTests/Fixtures/sim Tests/ViewScriptTests/Fixtures Tests/Fuzz/Fixtures/viewscript)
      ;;
    lessons)
      link fuzz-lessons Tests/Fuzz/LessonReaderFuzzTarget.swift \
        Basics IdentityEngine SwiftScreen ViewScript Localization LessonKit
      seeds=(Lessons/en Lessons/es Tests/LessonKitTests/Fixtures Tests/Fuzz/Fixtures/lessons)
      ;;
    quizzes)
      link fuzz-quizzes Tests/Fuzz/QuizFileFuzzTarget.swift \
        Basics IdentityEngine SwiftScreen ViewScript Localization LessonKit Gradebook QuizKit
      seeds=(Quizzes/en Quizzes/es Tests/EndToEndTests/Fixtures/quiz Tests/EndToEndTests/Fixtures/live
        Tests/Fuzz/Fixtures/quizzes)
      ;;
    rosters)
      link fuzz-rosters Tests/Fuzz/RosterFuzzTarget.swift Classroom
      seeds=(Tests/Fuzz/Fixtures/rosters)
      ;;
    *)
      echo "unknown fuzz target: $target (viewscript, lessons, quizzes, rosters)" >&2
      exit 64
      ;;
  esac
  corpus="$scratch/corpus/$target"
  seedFiles="$scratch/seeds/$target"
  mkdir -p "$corpus" "$seedFiles" "$scratch/artifacts"
  # libFuzzer reads flat folders: copy every seed file (fixtures are nested) into one.
  existing=()
  for folder in "${seeds[@]}"; do [ -d "$folder" ] && existing+=("$folder"); done
  find "${existing[@]}" -type f \( -name '*.swift' -o -name '*.md' -o -name '*.csv' \) 2>/dev/null \
    | while read -r file; do cp "$file" "$seedFiles/$(echo "$file" | tr '/' '_')"; done
  echo "fuzz: $target for ${seconds}s"
  # The Swift runtime's backtracer would catch a trap before libFuzzer saves the input.
  if ! SWIFT_BACKTRACE=enable=no "$scratch/fuzz-$target" "$corpus" "$seedFiles" -max_total_time="$seconds" \
    -timeout="${FUZZ_TIMEOUT:-20}" -rss_limit_mb="${FUZZ_RSS_MB:-2048}" \
    -artifact_prefix="$scratch/artifacts/$target-" -print_final_stats=1 \
    ${FUZZ_FLAGS:-} 2>"$scratch/$target.log"; then
    status=1
    echo "fuzz: $target FAILED; see $scratch/$target.log and $scratch/artifacts/" >&2
  fi
  grep -E '^stat::number_of_executed_units|^Done|^#[0-9]+.*DONE' "$scratch/$target.log" || true
done
exit "$status"
