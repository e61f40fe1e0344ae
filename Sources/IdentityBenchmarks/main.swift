import Basics
import Foundation
import IdentityEngine

// MARK: - IdentityBenchmarks
//
// `IdentityBenchmarks audit [PATH...]` runs the audit benchmark instead (AuditBenchmark.swift),
// `IdentityBenchmarks store-load` the gradebook load check (StoreLoadBenchmark.swift),
// `IdentityBenchmarks pipeline` the whole `idlab sim` process against the compiled baseline
// and the course figures (PipelineBenchmark.swift), `IdentityBenchmarks answers` the
// answer-to-grade walks alone (course and quizzes, CourseBenchmark.swift),
// `IdentityBenchmarks module-scale` the start-up of `idlab sim` on modules of 250 to 2 000
// files (ModuleScaleBenchmark.swift).
//
// The keyed-diff performance matrix of docs/performance.md. Regenerate with:
//
//     swift run -c release --scratch-path .build-engine-rel IdentityBenchmarks
//
// For n = 1k, 10k, 100k and eight edits it times (a) the engine's `KeyedDiff.diff` (the
// reconciler's own keyed match + LIS move detection), (b) the standard library's
// `new.difference(from: old).inferringMoves()` and (c) the floor: a Dictionary of old ids and a
// lookup of every new id. Each time is the best of several runs; (a) and (c) run alternately
// so that both see the same machine load.

/// One edit of the matrix: builds the new id array from the old one.
struct Edit {
  let name: String
  /// Myers' difference is O(n·D) time and O(D²) memory: skip it for large D.
  let quadraticForDifference: Bool
  let apply: ([Value], Int) -> [Value]
}

func id(_ index: Int) -> Value { .string("ship-\(index)") }

let edits: [Edit] = [
  Edit(name: "append one", quadraticForDifference: false) { old, n in old + [id(n)] },
  Edit(name: "prepend one", quadraticForDifference: false) { old, n in [id(n)] + old },
  Edit(name: "remove middle", quadraticForDifference: false) { old, n in
    var new = old
    new.remove(at: n / 2)
    return new
  },
  Edit(name: "swap two", quadraticForDifference: false) { old, n in
    var new = old
    new.swapAt(n / 4, 3 * n / 4)
    return new
  },
  Edit(name: "move last to first", quadraticForDifference: false) { old, _ in
    var new = old
    if let last = new.popLast() { new.insert(last, at: 0) }
    return new
  },
  Edit(name: "reverse", quadraticForDifference: true) { old, _ in old.reversed() },
  Edit(name: "shuffle (seeded)", quadraticForDifference: true) { old, n in
    var random = SplitMix64(seed: UInt64(n))
    return old.shuffled(using: &random)
  },
  Edit(name: "disjoint", quadraticForDifference: true) { _, n in (n..<(2 * n)).map(id) },
]

/// Prevents the optimizer from discarding results.
var sink = 0

/// Best of `runs` timings of `body`.
@MainActor
func best(runs: Int, _ body: () -> Int) -> Duration {
  let clock = ContinuousClock()
  var fastest = Duration.seconds(1_000_000)
  for _ in 0..<runs {
    var result = 0
    let elapsed = clock.measure { result = body() }
    sink &+= result
    if elapsed < fastest { fastest = elapsed }
  }
  return fastest
}

/// Best timings of `first` and `second`, run alternately so both see the same machine load.
@MainActor
func bestPair(runs: Int, _ first: () -> Int, _ second: () -> Int) -> (Duration, Duration) {
  var fastest = (Duration.seconds(1_000_000), Duration.seconds(1_000_000))
  for _ in 0..<runs {
    let a = best(runs: 1, first)
    let b = best(runs: 1, second)
    if a < fastest.0 { fastest.0 = a }
    if b < fastest.1 { fastest.1 = b }
  }
  return fastest
}

func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

/// The 1-, 5- and 15-minute load averages, as `uptime` shows them, with `digits` decimals ("?"
/// when the system does not tell); `count` 1 gives the one-minute figure alone.
func loadAverages(count: Int = 3, digits: Int = 2) -> String {
  var loads = [0.0, 0.0, 0.0]
  let read = Int(getloadavg(&loads, 3))
  guard read >= count else { return "?" }
  return loads.prefix(count).map { fixed($0, digits: digits) }.joined(separator: ", ")
}

/// `value` with `digits` decimals (no libm: integer rounding).
func fixed(_ value: Double, digits: Int) -> String {
  var scale = 1
  for _ in 0..<digits { scale *= 10 }
  let scaled = Int(value * Double(scale) + 0.5)
  let whole = scaled / scale
  var fraction = String(scaled % scale)
  while fraction.count < digits { fraction = "0" + fraction }
  return "\(whole).\(fraction)"
}

func format(_ value: Double) -> String { fixed(value, digits: 3) }

func ratio(_ a: Double, _ b: Double) -> String {
  guard b > 0 else { return "–" }
  let value = a / b
  return fixed(value, digits: value < 0.01 ? 5 : 2) + "×"
}

switch CommandLine.arguments.dropFirst().first {
case "store-load":
  StoreLoadBenchmark.run()
  exit(0)
case "pipeline":
  exit(PipelineBenchmark.run(arguments: Array(CommandLine.arguments.dropFirst(2))))
case "module-scale":
  exit(ModuleScaleBenchmark.run(arguments: Array(CommandLine.arguments.dropFirst(2))))
case "answers":
  exit(CourseBenchmark.answers(arguments: Array(CommandLine.arguments.dropFirst(2))))
case "store-worker" where CommandLine.arguments.count == 5:
  let words = CommandLine.arguments
  StoreLoadBenchmark.worker(
    location: words[2], index: Int(words[3]) ?? 0, takers: Int(words[4]) ?? 0)
  exit(0)
default: break
}

if CommandLine.arguments.dropFirst().first == "audit" {
  AuditBenchmark.run(paths: Array(CommandLine.arguments.dropFirst(2)))
  exit(0)
}

print(
  "| n | edit | engine KeyedDiff (ms) | floor: dict + lookups (ms) | difference(from:).inferringMoves() (ms) | engine / floor | engine / difference | moves |"
)
print("|---:|---|---:|---:|---:|---:|---:|---:|")
for n in [1_000, 10_000, 100_000] {
  let old = (0..<n).map(id)
  let runs = n >= 100_000 ? 5 : 31
  for edit in edits {
    let new = edit.apply(old, n)
    var moves = 0
    let (engine, floor) = bestPair(
      runs: runs,
      {
        let result = KeyedDiff.diff(old: old, new: new)
        moves = result.moves.count
        return result.kept.count &+ result.inserted.count &+ result.removed.count
      },
      {
        var index = [Value: Int](minimumCapacity: old.count)
        for (position, value) in old.enumerated() { index[value] = position }
        var found = 0
        for value in new where index[value] != nil { found &+= 1 }
        return found
      })
    var differenceCell = "skipped (quadratic)"
    var differenceRatio = "–"
    if !(edit.quadraticForDifference && n >= 100_000) {
      let difference = best(runs: n >= 10_000 ? 1 : 3) {
        new.difference(from: old).inferringMoves().count
      }
      differenceCell = format(milliseconds(difference))
      differenceRatio = ratio(milliseconds(engine), milliseconds(difference))
    }
    print(
      "| \(n) | \(edit.name) | \(format(milliseconds(engine))) | \(format(milliseconds(floor))) "
        + "| \(differenceCell) | \(ratio(milliseconds(engine), milliseconds(floor))) "
        + "| \(differenceRatio) | \(moves) |")
  }
}
// MARK: - Whole reconcile

/// A root whose body is `VStack { ForEach(rows) { Text("row") } }` over `order` (root state).
@MainActor
func listSimulation(_ ids: [Value]) -> Simulation {
  let root = CustomView(
    typeName: "Root", inputs: .null,
    state: [StateDeclaration(name: "order", initial: { .array(ids) })]
  ) { storage in
    guard case .array(let ids) = storage["order"] else { return .empty }
    let forEach = ForEachDescription(
      identification: .keyed, ids: ids, dataType: "Array<Row>", idType: "String"
    ) { _ in .primitive(Primitive(kind: .text, text: "row")) }
    return .container(.vStack, [.forEach(forEach)])
  }
  return Simulation(root: root)
}

print("")
print(
  "Whole reconcile: `Simulation.perform` replacing the ids of `VStack { ForEach(rows) { Text } }` (one run each; includes running the row closures, events and building the Outcome tree)."
)
print("")
print("| n | first render (ms) | prepend one (ms) | reverse (ms) | shuffle (ms) |")
print("|---:|---:|---:|---:|---:|")
for n in [1_000, 10_000, 100_000] {
  let old = (0..<n).map(id)
  let sim = listSimulation(old)
  let clock = ContinuousClock()
  let first = clock.measure { sink &+= sim.start().events.count }
  var cells = [format(milliseconds(first))]
  var random = SplitMix64(seed: UInt64(n))
  for new in [[id(n)] + old, old.reversed(), old.shuffled(using: &random)] {
    let elapsed = clock.measure {
      sink &+= sim.perform { sim.rootState?["order"] = .array(new) }.events.count
    }
    cells.append(format(milliseconds(elapsed)))
  }
  print("| \(n) | " + cells.joined(separator: " | ") + " |")
}
print("")
print("checksum \(sink)")
