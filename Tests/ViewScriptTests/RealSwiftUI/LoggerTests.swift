import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// `Logger` of `os`: made with `Logger()` or `Logger(subsystem:category:)`, every level's
/// method runs (its message evaluated) and shows nothing; it is no S120 warning any more.
@Suite struct LoggerTests {
  static let counter = """
    import OSLog

    private let log = Logger(subsystem: Bundle.main.bundleIdentifier ?? "app", category: "Counter")

    struct Counter: View {
      @State private var count = 0
      @State private var history: [Int] = []
      private let plain = Logger()
      var body: some View {
        VStack {
          Text("count \\(count)")
          Button("Add") {
            count += 1
            log.info("added, now \\(count, privacy: .public)")
            log.debug("debug \\(history.count)")
            log.notice("notice")
            log.warning("warning")
            log.error("error \\(count)")
            plain.trace("trace")
            plain.critical("critical")
            plain.fault("fault")
            plain.log("log")
            plain.log(level: .default, "with a level")
            history.append(count)
          }
          Button("Peek") {
            log.info("the fifth is \\(history[4])")
          }
          Button("Flush") {
            log.flush()
          }
        }
      }
    }
    """

  @Test func everyLevelLogsNothingAndTheActionRunsOn() throws {
    #expect(try NotSimulatedTests.warnings(Self.counter).isEmpty)
    let scene = try TestScene(source: Self.counter, root: "Counter")
    #expect(scene.first.error == nil)
    let added = try scene.perform(#"tap "Add""#)
    #expect(added.error == nil)
    #expect(added.tree.texts == ["count 1"])
    #expect(added.tree.state("count") == .int(1))
    #expect(added.tree.state("history") == .array([.int(1)]))
  }

  @Test func aMessageIsEvaluatedSoItsTrapStopsTheStep() throws {
    let scene = try TestScene(source: Self.counter, root: "Counter")
    let peeked = try scene.perform(#"tap "Peek""#)
    let error = try #require(peeked.error)
    #expect(error.message == "Index out of range")
    #expect(error.line == 27)
  }

  /// A method `Logger`'s table lacks, called for its effect, stops the step where it is
  /// called: what it would do is not known.
  @Test func aMethodThatDoesNotLogIsNotSimulated() throws {
    let scene = try TestScene(source: Self.counter, root: "Counter")
    let flushed = try scene.perform(#"tap "Flush""#)
    let error = try #require(flushed.error)
    #expect(error.id == "not-simulated")
    #expect(error.arguments == ["name": "Logger.flush"])
    #expect((error.line, error.column) == (30, 9))
  }

  @Test func otherInitializerArgumentsAreRejectedAtTheCall() {
    let source = """
      struct Broken: View {
        let log = Logger(subsystem: 3, category: "x")
        var body: some View { Text("x") }
      }
      """
    #expect {
      try TestScene(source: source)
    } throws: { error in
      "\(error)".contains(
        "scene.swift:2:13: S204 invalid arguments to `Logger`: expected "
          + "`Logger(subsystem: String, category: String)`")
    }
  }
}
