import Classroom

/// libFuzzer entry point over the roster reader (`make fuzz`).
///
/// The input is a roster CSV: it is read and, when it reads cleanly, its `authorized_keys`
/// lines are written and read back. Whatever the input, this must return: a broken roster gets
/// one located problem per line, never a trap, and no key or number in it can overflow.
@_cdecl("LLVMFuzzerTestOneInput")
public func rosterFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  switch Roster.parse(csv: text) {
  case .success(let roster):
    for line in roster.authorizedKeys(quiz: "fuzz", program: "/usr/bin/idlab") ?? [] {
      _ = line.count
    }
  case .failure(let problems):
    for diagnostic in problems.diagnostics { _ = String(describing: diagnostic) }
  }
  return 0
}
