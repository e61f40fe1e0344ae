import IdentityEngine
import Testing

@testable import ViewScript

/// `do`/`catch`: the learner's `throw` is caught with its value as `error`, or by the first clause
/// whose pattern and `where` match (The Swift Programming Language, "Error Handling": "If an error
/// is thrown, ... it's matched against the catch clauses to determine which one of them can handle
/// the error"); an error no clause matches goes on to the caller; traps are not caught.
@Suite struct DoCatchTests {
  static let source = """
    enum LoadError: Error { case empty }
    struct Loader: View {
      @State private var items: [String] = []
      @State private var message = "none"
      func load(_ names: [String]) throws -> [String] {
        if names.isEmpty { throw LoadError.empty }
        return names
      }
      var body: some View {
        VStack {
          Text(message)
          Button("Empty") {
            do {
              items = try load([])
              message = "loaded"
            } catch {
              message = "failed \\(error)"
            }
          }
          Button("Full") {
            do {
              items = try load(["a"])
              message = "loaded \\(items.count)"
            } catch {
              message = "failed"
            }
          }
          Button("Trap") {
            do {
              message = items[5]
            } catch {
              message = "caught"
            }
          }
        }
      }
    }
    """

  @Test func aThrowIsCaughtWithItsValue() throws {
    let scene = try TestScene(source: Self.source)
    let step = try scene.perform(#"tap "Empty""#)
    #expect(step.error == nil)
    #expect(step.tree.state("message") == .string("failed empty"))
    #expect(step.tree.state("items") == .array([]))
  }

  @Test func withoutAThrowTheCatchDoesNotRun() throws {
    let scene = try TestScene(source: Self.source)
    let step = try scene.perform(#"tap "Full""#)
    #expect(step.tree.state("message") == .string("loaded 1"))
  }

  @Test func aTrapIsNotCaught() throws {
    let scene = try TestScene(source: Self.source)
    let step = try scene.perform(#"tap "Trap""#)
    #expect(step.error?.message == "Index out of range")
    #expect(step.tree.state("message") == .string("none"))
  }

  static let patterns = """
    enum LoadError: Error {
      case empty
      case tooMany(Int)
      case named(String, line: Int)
    }
    struct Timeout: Error {
      let seconds: Int
    }
    struct Loader: View {
      @State private var log: [String] = []
      func fail(_ which: Int) throws {
        switch which {
        case 0: throw LoadError.empty
        case 1: throw LoadError.tooMany(50)
        case 2: throw LoadError.tooMany(3)
        case 3: throw LoadError.named("deck", line: 7)
        case 4: throw Timeout(seconds: 9)
        default: return
        }
      }
      func classify(_ which: Int) throws -> String {
        do {
          try fail(which)
          return "fine"
        } catch LoadError.tooMany(let count) where count > 10 {
          return "many \\(count)"
        } catch LoadError.tooMany(let count) {
          return "some \\(count)"
        } catch LoadError.named(let name, let line) {
          return "\\(name) at \\(line)"
        } catch let timeout as Timeout {
          return "timeout \\(timeout.seconds)"
        }
      }
      var body: some View {
        VStack {
          Text(log.joined(separator: ", "))
          Button("Run") {
            for which in 1...5 {
              do {
                log.append(try classify(which))
              } catch {
                log.append("unmatched")
              }
            }
            do {
              log.append(try classify(0))
            } catch is LoadError {
              log.append("is a LoadError")
            } catch {
              log.append("plain")
            }
          }
        }
      }
    }
    """

  @Test func theFirstMatchingClauseRunsWithItsBindings() throws {
    let scene = try TestScene(source: Self.patterns)
    let step = try scene.perform(#"tap "Run""#)
    #expect(step.error == nil)
    // Worked out from the clauses by hand: 50 passes `where count > 10`, 3 does not and falls
    // to the next clause, `named` binds both payloads, `Timeout` is cast; `fine` for 5; the
    // `empty` no clause of `classify` matches reaches the caller's `catch is LoadError`.
    #expect(
      step.tree.state("log")
        == .array(
          ["many 50", "some 3", "deck at 7", "timeout 9", "fine"].map { Value.string($0) }
            + [.string("is a LoadError")]))
  }

  @Test func decodingErrorsBindTheirKeyTypeAndContext() throws {
    let scene = try TestScene(
      source: #"""
        struct Crew: Codable {
          let name: String
          let rank: Int
        }
        struct Loader: View {
          @State private var log: [String] = []
          func load(_ json: String) -> String {
            do {
              let crew = try JSONDecoder().decode(Crew.self, from: Data(json.utf8))
              return crew.name
            } catch DecodingError.keyNotFound(let key, let context) {
              return "missing \(key.stringValue) at \(context.codingPath.count)"
            } catch DecodingError.typeMismatch(let type, let context) {
              return "mismatch \(type): \(context.debugDescription)"
            } catch DecodingError.valueNotFound(let type, _) {
              return "null \(type)"
            } catch DecodingError.dataCorrupted(_) {
              return "corrupted"
            } catch {
              return "other"
            }
          }
          var body: some View {
            Button("Load") {
              log.append(load(#"{"name": "Naomi", "rank": 2}"#))
              log.append(load(#"{"name": "Amos"}"#))
              log.append(load(#"{"name": "Alex", "rank": "two"}"#))
              log.append(load(#"{"name": null, "rank": 1}"#))
              log.append(load("not json"))
            }
          }
        }
        """#)
    let step = try scene.perform(#"tap "Load""#)
    #expect(step.error == nil)
    // Foundation's texts for these JSON inputs, as `swift` prints them on macOS.
    #expect(
      step.tree.state("log")
        == .array(
          [
            "Naomi", "missing rank at 0",
            "mismatch Int: Expected to decode Int but found a string instead.", "null String",
            "corrupted",
          ].map { Value.string($0) }))
  }

  /// An error no clause takes is written as its value, as Swift's runtime writes it
  /// (`String(reflecting:)` without the module's name), never the `throw`'s source text
  /// (sample 50): `Failure.named("disk")` for `throw Failure.named(name.lowercased())`.
  @Test func anUncaughtErrorIsWrittenAsItsValue() throws {
    let scene = try TestScene(
      source: """
        enum Failure: Error { case named(String) }
        struct Loader: View {
          @State private var message = "none"
          var body: some View {
            Button("Go") {
              let name = "DISK"
              do { throw Failure.named(name.lowercased()) } catch Failure.named("net") {}
            }
          }
        }
        """)
    let step = try scene.perform(#"tap "Go""#)
    #expect(
      step.error?.message == #"Fatal error: Error raised at top level: Failure.named("disk")"#)
  }

  @Test func anErrorNoClauseMatchesStopsTheStepAtTheThrow() throws {
    let scene = try TestScene(
      source: """
        enum Failure: Error { case empty, full }
        struct Loader: View {
          @State private var message = "none"
          var body: some View {
            Button("Go") {
              do {
                throw Failure.full
              } catch Failure.empty {
                message = "empty"
              }
            }
          }
        }
        """)
    let step = try scene.perform(#"tap "Go""#)
    #expect(step.error?.line == 7)
    #expect(step.tree.state("message") == .string("none"))
  }

  /// An error no clause takes stops the step with the error's value as Swift's runtime prints
  /// it (`Failure.named("disk")`), not the `throw`'s source text (sample 50); a `try!` whose call
  /// throws stops at the `try!` with Swift's own words, and a `catch` around it does not take
  /// it (The Swift Programming Language, "Disabling Error Propagation": "you'll get a runtime
  /// error"). Expected by hand.
  @Test func anUncaughtErrorShowsItsValueAndATryBangStopsWhereItIsWritten() throws {
    let scene = try TestScene(
      source: """
        enum Failure: Error { case named(String) }
        func check(_ name: String) throws -> Int { throw Failure.named(name.lowercased()) }
        struct Loader: View {
          @State private var message = "none"
          var body: some View {
            Button("Throw") { message = "\\(try! check("DISK"))" }
            Button("Caught") {
              do { message = "\\(try! check("Net"))" } catch { message = "caught" }
            }
          }
        }
        """)
    let thrown = try scene.perform(#"tap "Throw""#)
    #expect(
      thrown.error?.message
        == #"Fatal error: 'try!' expression unexpectedly raised an error: Failure.named("disk")"#)
    #expect(thrown.error?.line == 6)
    #expect(thrown.error?.column == 36)
    let trapped = try scene.perform(#"tap "Caught""#)
    #expect(trapped.error?.line == 8)
    #expect(trapped.error?.message.hasPrefix("Fatal error: 'try!' expression") == true)
    #expect(trapped.tree.state("message") == .string("none"))
  }
}
