import Foundation
import IdlabTestSupport
import Testing

/// Confirmation by simulation (issue #29, `AuditConfirmation`) through the built binary: a
/// warning stays one only when its view, run with the rule's change, shows the hazard.
///
/// What each project should show comes from SwiftUI's documented identity rules, written here:
/// a `ForEach` keyed by position gives a row's `@State` to whatever element sits at that
/// position next ("Demystify SwiftUI", WWDC21; docs/semantics.md), and two equal `\.self`
/// ids are one identity (SwiftUI logs "the ID … occurs multiple times").
@Suite struct AuditConfirmationEndToEndTests {
  /// A package whose list view keys rows by position; the row, with a `Toggle` over its own
  /// `@State`, is declared in another file of the package, and an unrelated file elsewhere
  /// in the package does not parse as a scene (it must not be compiled with the list).
  static let package: [String: String] = [
    "Package.swift": "// swift-tools-version: 5.9\n",
    "Sources/Fleet/Views/FleetView.swift": """
    import SwiftUI

    struct FleetView: View {
      @State private var ships = [Ship(name: "Ada"), Ship(name: "Brig"), Ship(name: "Cog")]
      var body: some View {
        VStack {
          ForEach(ships.indices, id: \\.self) { index in
            ShipRow(name: ships[index].name)
          }
          Button("Sink first") { ships.remove(at: 0) }
        }
      }
    }

    struct Words: View {
      @State private var words = ["one", "two", "three"]
      var body: some View {
        VStack {
          ForEach(words.indices, id: \\.self) { index in Text(words[index]) }
          Button("Drop") { words.removeFirst() }
        }
      }
    }
    """,
    "Sources/Fleet/Model/Ship.swift": """
    import SwiftUI

    struct Ship {
      var name: String
    }

    struct ShipRow: View {
      let name: String
      @State private var boarded = false
      var body: some View { Toggle(name, isOn: $boarded) }
    }
    """,
    "Sources/Fleet/Other/Unrelated.swift": """
    import UIKit

    final class Unrelated: UIViewController {
      override func viewDidLoad() { super.viewDidLoad() }
    }
    """,
  ]

  @Test func rowsThatCarryStateAreConfirmedAndStatelessRowsBecomeANote() throws {
    let root = try IdlabBinary.project(Self.package)
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try IdlabBinary.run(["audit", "--demo", "Sources"], workingDirectory: root)
    #expect(result.status == 1)
    expectLines(
      result.standardOutput,
      """
      Sources/Fleet/Views/FleetView.swift:7:15: warning: [foreach-index-id] `ForEach` is keyed by position over `ships`, which this project changes
        simulator: confirmed: when the first element of `ships` is removed, a row keeps the state it captured for another element
        help: key the rows by a stable id: `ForEach` over the elements with `Identifiable`, or `id: \\.id`
        see: idlab :open identity-bench
        demo: `FleetView` on the simulator, then `ships.remove(at: 0)`
          before
            [x] Ada
            [ ] Brig
            [ ] Cog
            [ Sink first ]
          after `ships.remove(at: 0)`
            [x] Brig
            [ ] Cog
            [ Sink first ]
      Sources/Fleet/Views/FleetView.swift:19:15: note: [foreach-index-id] `ForEach` is keyed by position over `words`, which this project changes
        simulator: not confirmed, so a note: the rows hold no state, so removing the first element of `words` only redraws them
        help: key the rows by a stable id: `ForEach` over the elements with `Identifiable`, or `id: \\.id`
        see: idlab :open identity-bench
        demo: `Words` on the simulator, then `words.remove(at: 0)`
          before
            one
            two
            three
            [ Drop ]
          after `words.remove(at: 0)`
            two
            three
            [ Drop ]

      """)
    #expect(result.standardError == "1 warning and 1 note in 3 files\n")
  }

  @Test func staticKeepsTheRulesSeverityWithoutRunning() throws {
    let root = try IdlabBinary.project(Self.package)
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try IdlabBinary.run(["audit", "--static", "Sources"], workingDirectory: root)
    #expect(result.status == 1)
    #expect(!result.standardOutput.contains("simulator:"))
    #expect(result.standardError == "2 warnings and 0 notes in 3 files\n")
  }

  /// The preview passes an observable store to the list inside a `NavigationStack`: the change
  /// is made where the list is, through its `store`.
  static let tags = """
    import SwiftUI

    @Observable final class TagStore {
      var tags = ["red", "green", "blue"]
      func add(_ tag: String) { tags.append(tag) }
    }

    struct TagList: View {
      let store: TagStore
      var body: some View {
        VStack {
          ForEach(store.tags, id: \\.self) { tag in Text(tag) }
          Button("Add") { store.add("red") }
        }
      }
    }

    #Preview {
      NavigationStack { TagList(store: TagStore()) }
    }
    """

  @Test func aRepeatedSelfIDIsConfirmedInTheViewThePreviewShows() throws {
    let root = try IdlabBinary.project(["Tags.swift": Self.tags])
    defer { try? FileManager.default.removeItem(at: root) }
    for (language, line) in [
      (
        "en",
        "  simulator: shown: a value held twice in `store.tags` gives two rows the id `red` (whether the app can hold one twice is the rule's reading of the code, not the run's)"
      ),
      (
        "es",
        "  simulador: visto: un valor repetido en `store.tags` da a dos filas el id `red` (si la app puede repetir uno es lo que la regla lee en el código, no lo que muestra la ejecución)"
      ),
    ] {
      let result = try IdlabBinary.run(
        ["--lang", language, "audit", "Tags.swift"], workingDirectory: root)
      #expect(result.status == 1)
      let lines = result.standardOutput.split(separator: "\n").map(String.init)
      #expect(lines.first?.contains(": warning: [self-id-not-unique]") == true)
      #expect(lines.count > 1 && lines[1] == line, "\(language)")
    }
  }

  /// A light whose two branches build the same `Counter` (with its own `@State`), and a text
  /// whose `if` sits in the `else` of a condition that holds on the first screen.
  static let light = """
    import SwiftUI

    struct Light: View {
      @State private var isOn = false
      @State private var budget = 0
      var body: some View {
        VStack {
          if isOn {
            Counter().foregroundStyle(.yellow)
          } else {
            Counter().foregroundStyle(.gray)
          }
          if budget == 0 {
            Text("No budget")
          } else {
            if budget > 10 {
              Text("Plenty").bold()
            } else {
              Text("Plenty")
            }
          }
          Button("Switch") { isOn.toggle() }
          Button("Fund") { budget += 20 }
        }
      }
    }

    struct Counter: View {
      @State private var taps = 0
      var body: some View { Button("Taps: \\(taps)") { taps += 1 } }
    }
    """

  /// SwiftUI gives each branch of an `if` its own identity (`_ConditionalContent`; "Demystify
  /// SwiftUI", WWDC21): flipping the condition destroys the first branch's `Counter`, and its
  /// `@State`, and creates the other's. An `if` the first screen does not build shows nothing
  /// either way: its warning stands.
  @Test func aFlippedConditionIsConfirmedAndAnIfNotBuiltKeepsItsWarning() throws {
    let root = try IdlabBinary.project(["Light.swift": Self.light])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try IdlabBinary.run(["audit", "--format", "json", "."], workingDirectory: root)
    #expect(result.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    let findings = try #require((object as? [String: Any])?["findings"] as? [[String: Any]])
    #expect(findings.map { $0["line"] as? Int } == [8, 16])
    #expect(findings.map { $0["severity"] as? String } == ["warning", "warning"])
    let statuses = findings.map { ($0["confirmation"] as? [String: Any])?["status"] as? String }
    #expect(statuses == ["confirmed", "not-run"])
    let messages = findings.map { ($0["confirmation"] as? [String: Any])?["message"] as? String }
    #expect(
      messages == [
        "confirmed: when the condition flips, `Counter` is destroyed with its state and another view created in its place",
        "unconfirmed, so the warning stands: `Light` does not build this `if` on the simulator's first screen",
      ])
    let spanish = try IdlabBinary.run(
      ["--lang", "es", "audit", "--demo", "Light.swift"], workingDirectory: root)
    let lines = spanish.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.count > 4
        && lines[1]
          == "  simulador: confirmado: cuando la condición cambia, `Counter` se destruye con su estado y se crea otra vista en su lugar"
    )
    #expect(
      lines.count > 4
        && lines[4]
          == "  demostración: `Light` en el simulador y luego el `if` de la línea 8 toma su otra rama"
    )
  }

  /// Rows given a new identity on every render, and a row that the first screen does not build.
  static let feed = """
    import SwiftUI

    struct Feed: View {
      @State private var posts = ["a", "b"]
      @State private var showsDraft = false
      var body: some View {
        VStack {
          ForEach(posts, id: \\.self) { post in
            PostRow(text: post).id(UUID())
          }
          if showsDraft {
            PostRow(text: "draft").id(UUID())
          }
          Button("Draft") { showsDraft.toggle() }
        }
      }
    }

    struct PostRow: View {
      let text: String
      @State private var liked = false
      var body: some View { Toggle(text, isOn: $liked) }
    }
    """

  /// `.id(UUID())` makes a new identity each time the body runs ("Demystify SwiftUI": an
  /// explicit id that changes is a new view), so a second render with nothing changed destroys
  /// the rows and their `@State`; the draft row is not on the first screen.
  @Test func anIdentityMadeWhileRenderingIsConfirmedByRenderingAgain() throws {
    let root = try IdlabBinary.project(["Feed.swift": Self.feed])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try IdlabBinary.run(["audit", "--format", "json", "."], workingDirectory: root)
    #expect(result.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    let findings = try #require((object as? [String: Any])?["findings"] as? [[String: Any]])
    #expect(findings.map { $0["line"] as? Int } == [9, 12])
    #expect(findings.map { $0["severity"] as? String } == ["warning", "warning"])
    let messages = findings.map { ($0["confirmation"] as? [String: Any])?["message"] as? String }
    #expect(
      messages == [
        "confirmed: when `Feed` runs its body again with nothing changed, `PostRow` is destroyed with its state and made anew",
        "unconfirmed, so the warning stands: `Feed` does not evaluate this code on the simulator's first screen (a list with no rows, a branch not shown)",
      ])
  }
}
