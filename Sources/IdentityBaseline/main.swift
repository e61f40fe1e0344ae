import Foundation

// MARK: - IdentityBaseline
//
// The compiled baseline of docs/performance.md ("idlab sim against compiled Swift"): the same
// work as `idlab sim SCENE --do ACTION --json` on the benchmark scene, done with plain structs
// and a dictionary diff, writing the same `idlab.sim/1` document byte for byte. It links no
// idlab module (plain Swift and Foundation), so it measures what the work costs when compiled.
//
//     IdentityBaseline scene N          the scene file for N rows (what idlab runs)
//     IdentityBaseline action N EDIT    the --do action of EDIT on N rows
//     IdentityBaseline sim N EDIT       the JSON document idlab prints for that scene and action
//
// EDIT is append, remove-first, reverse or shuffle.

let arguments = Array(CommandLine.arguments.dropFirst())
let usage =
  "usage: IdentityBaseline scene N | action N EDIT | sim N EDIT"
  + " (EDIT: \(BenchScene.Edit.allCases.map(\.rawValue).joined(separator: ", ")))\n"

func fail() -> Never {
  FileHandle.standardError.write(Data(usage.utf8))
  exit(64)
}

guard arguments.count >= 2, let count = Int(arguments[1]), count >= 0 else { fail() }
let edit = arguments.count == 3 ? BenchScene.Edit(rawValue: arguments[2]) : nil
// `removeFirst()` on no rows is a runtime failure in the scene, not a benchmark cell.
if edit == .removeFirst && count == 0 { fail() }

switch (arguments[0], edit) {
case ("scene", nil) where arguments.count == 2:
  FileHandle.standardOutput.write(Data(BenchScene.source(count: count).utf8))
case ("action", let edit?):
  print(edit.action(count: count))
case ("sim", let edit?):
  var document = SimDocument()
  BaselineSimulation(count: count, edit: edit).run(into: &document)
  document.writeToStandardOutput()
default:
  fail()
}
