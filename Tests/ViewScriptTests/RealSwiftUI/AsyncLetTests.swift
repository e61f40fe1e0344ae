import IdentityEngine
import Testing

@testable import ViewScript

/// `async let` on the virtual clock: children start at the declaration and run once the parent
/// suspends, in parallel on the clock; `await` waits for one and rethrows its error; a child
/// never awaited is cancelled (and waited for) when its scope ends, and a cancelled parent
/// cancels its children. Expected logs are worked out by hand from each scene's sleeps.
@Suite struct AsyncLetTests {
  static let parallel = """
    struct Dashboard: View {
      @State private var log: [String] = []
      func fetch(_ name: String, seconds: Int) async -> String {
        log.append("start \\(name)")
        try? await Task.sleep(for: .seconds(seconds))
        log.append("end \\(name)")
        return name.uppercased()
      }
      var body: some View {
        Text(log.joined(separator: ", "))
          .task {
            async let slow = fetch("slow", seconds: 3)
            async let quick = fetch("quick", seconds: 1)
            log.append("declared")
            let results = await [quick, slow]
            log.append("got \\(results.joined(separator: "+"))")
          }
      }
    }
    """

  @Test func childrenRunInParallelOnTheClockAndAwaitWaitsForEach() throws {
    let scene = try TestScene(source: Self.parallel)
    // The parent runs on until it awaits; then each child runs to its first sleep, in order.
    #expect(scene.first.tree.texts == ["declared, start slow, start quick"])
    #expect(
      try scene.perform("wait 1s").tree.texts == ["declared, start slow, start quick, end quick"])
    #expect(
      try scene.perform("wait 1900ms").tree.texts == [
        "declared, start slow, start quick, end quick"
      ])
    // Both sleeps ran at once: 3 s in all, not 4.
    #expect(
      try scene.perform("wait 100ms").tree.texts == [
        "declared, start slow, start quick, end quick, end slow, got QUICK+SLOW"
      ])
  }

  static let failing = """
    enum LoadError: Error { case offline }
    struct Profile: View {
      @State private var status = "loading"
      func name() async throws -> String {
        try await Task.sleep(for: .seconds(1))
        throw LoadError.offline
      }
      func badges() async -> Int {
        do {
          try await Task.sleep(for: .seconds(5))
        } catch {
          print("badges cancelled: \\(Task.isCancelled)")
          return 0
        }
        print("badges loaded")
        return 3
      }
      func load() async {
        async let title = name()
        async let count = badges()
        do {
          let text = try await title
          status = "\\(text) \\(await count)"
        } catch LoadError.offline {
          status = "offline"
        } catch {
          status = "other"
        }
      }
      var body: some View {
        Text(status)
          .task {
            await load()
            print("load returned")
          }
      }
    }
    """

  @Test func aChildsErrorSurfacesAtItsAwaitAndTheUnawaitedChildIsCancelledAtScopeEnd() throws {
    let scene = try TestScene(source: Self.failing)
    #expect(scene.first.tree.texts == ["loading"])
    let failed = try scene.perform("wait 1s")
    #expect(failed.tree.texts == ["offline"])
    // `count` was never awaited: leaving `load()` cancelled it (its sleep threw at once), and
    // waited for it before `load()` returned.
    #expect(scene.run.printed == ["badges cancelled: true", "load returned"])
    try scene.perform("wait 10s")
    #expect(scene.run.printed == ["badges cancelled: true", "load returned"])
  }

  static let cancelledParent = """
    struct Loader: View {
      @State private var done = 0
      func part(_ name: String) async -> Int {
        do {
          try await Task.sleep(for: .seconds(2))
        } catch {
          print("\\(name) cancelled")
          return -1
        }
        return 1
      }
      var body: some View {
        Text("\\(done)")
          .task {
            async let left = part("left")
            async let right = part("right")
            let sum = await left + right
            print("sum \\(sum)")
            done = sum
          }
      }
    }
    struct Screen: View {
      @State private var shown = true
      var body: some View {
        VStack {
          if shown { Loader() }
          Button("Hide") { shown = false }
        }
      }
    }
    """

  @Test func removingTheViewCancelsItsTaskAndTheChildrenItWaitsFor() throws {
    let scene = try TestScene(source: Self.cancelledParent, root: "Screen")
    try scene.perform("wait 1s")
    let hidden = try scene.perform(#"tap "Hide""#)
    #expect(hidden.events(.taskCancel).map(\.identity) == ["Screen/VStack/0/some/Loader/Text"])
    // Cancelling the `.task` cancels both children; the parent still gets their values.
    #expect(scene.run.printed == ["left cancelled", "right cancelled", "sum -2"])
    try scene.perform("wait 5s")
    #expect(scene.run.printed == ["left cancelled", "right cancelled", "sum -2"])
  }

  @Test func aChildThatThrowsCancellationErrorIsCaughtByItsType() throws {
    let scene = try TestScene(
      source: """
        struct Refresh: View {
          @State private var note = ""
          func fetch() async throws -> Int {
            try await Task.sleep(for: .seconds(1))
            throw CancellationError()
          }
          var body: some View {
            Text(note)
              .task {
                async let value = fetch()
                do {
                  note = "got \\(try await value)"
                } catch is CancellationError {
                  note = "cancelled"
                } catch {
                  note = "other"
                }
              }
          }
        }
        """)
    #expect(scene.first.tree.texts == [""])
    #expect(try scene.perform("wait 1s").tree.texts == ["cancelled"])
  }

  @Test func aTupleBindingIsOneChildAndBothNamesReadItsValue() throws {
    let scene = try TestScene(
      source: """
        struct Pair: View {
          @State private var text = ""
          func bounds() async -> (Int, Int) {
            try? await Task.sleep(for: .seconds(1))
            return (2, 7)
          }
          var body: some View {
            Text(text)
              .task {
                async let (low, high) = bounds()
                async let label: String = "range"
                text = "\\(await label) \\(await low)...\\(await high)"
              }
          }
        }
        """)
    #expect(scene.first.tree.texts == [""])
    #expect(try scene.perform("wait 1s").tree.texts == ["range 2...7"])
  }

  @Test func aChildThatNeverSuspendsGivesItsValueInTheSameStep() throws {
    let scene = try TestScene(
      source: """
        struct Sum: View {
          @State private var total = 0
          func square(_ n: Int) async -> Int { n * n }
          var body: some View {
            Text("\\(total)")
              .task {
                async let a = square(3)
                async let b = square(4)
                total = await a + b
              }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["25"])
  }
}
