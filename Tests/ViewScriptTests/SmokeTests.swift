import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

@Test func smokeSeed000() throws {
  let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
  let source = try String(contentsOf: url.appendingPathComponent("seeds/000-identity-bench.swift"), encoding: .utf8)
  let result = Result { () throws(ScriptDiagnostics) -> String in
    let program = try ScriptProgram.compile(source: source, path: "000.swift")
    let run = try program.simulate(root: nil)
    let step = try run.perform("ships.insert(Ship(id: \"n\", name: \"Nimbus\", tint: .pink), at: 0)")
    _ = step
    return simJSON(rootName: run.rootName, steps: run.steps)
  }
  switch result {
  case .success(let json): print(json)
  case .failure(let error):
    for d in error.diagnostics { print(d.line, d.column, d.code, d.englishMessage) }
    Issue.record("diagnostics")
  }
}
