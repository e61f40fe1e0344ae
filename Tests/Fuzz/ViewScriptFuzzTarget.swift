import ViewScript

/// libFuzzer entry point over the ViewScript front end and interpreter (`make fuzz`).
///
/// The input is a scene: it is compiled, its root simulated, a tap performed on its first
/// button, and the run printed as `idlab.sim/1` JSON. Whatever the input, this must return:
/// a learner's scene may fail to compile or fail at run time, never crash idlab.
@_cdecl("LLVMFuzzerTestOneInput")
public func viewScriptFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let program = try? ScriptProgram.compile(source: source, path: "fuzz.swift"),
    let run = try? program.simulate(root: nil)
  else { return 0 }
  _ = try? run.perform("tap #1")
  _ = simJSON(rootName: run.rootName, steps: run.steps)
  return 0
}
