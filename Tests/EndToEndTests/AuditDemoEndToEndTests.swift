import Foundation
import IdlabTestSupport
import Testing

/// `idlab audit --demo` through the built binary: a finding's view runs on the simulator with
/// the rule's hazardous change, and the rows before and after are printed.
@Suite struct AuditDemoEndToEndTests {
  /// Rows that copy their tint into state when they appear, keyed by position (line 14), and
  /// a `\.self` list of labels that gains repeated values (line 17).
  static let palette = """
    struct Swatch: View {
      var tint: Color
      @State var kept: Color = .gray
      var body: some View {
        Text("paint").background(kept).onAppear { kept = tint }
      }
    }

    struct Palette: View {
      @State var tints: [Color] = [.red, .green, .blue]
      @State var labels: [String] = ["warm", "cold"]
      var body: some View {
        VStack {
          ForEach(tints.indices, id: \\.self) { i in Swatch(tint: tints[i]) }
          Button("Label") { labels.append("warm") }
        }
        List(labels, id: \\.self) { label in Text(label) }
      }
      func retire() { tints.remove(at: 0) }
    }
    """

  /// A view the simulator cannot run (an app delegate adaptor), with an index-keyed `ForEach`.
  static let environmentView = """
    struct Board: View {
      @UIApplicationDelegateAdaptor(Delegate.self) var delegate
      @State var cards: [String] = []
      var body: some View {
        ForEach(cards.indices, id: \\.self) { i in Text(cards[i]) }
        Button("Add") { cards.insert("card", at: 0) }
      }
    }
    """

  @Test func removingTheFirstRowShowsBorrowedStateAndARepeatShowsTheDuplicateWarning() throws {
    let root = try IdlabBinary.project(["Palette.swift": Self.palette])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try IdlabBinary.run(["audit", "--demo", "Palette.swift"], workingDirectory: root)
    #expect(result.status == 1)
    let before = """
          before
            paint  .background [red]
            paint  .background [green]
            paint  .background [blue]
            [ Label ]
            warm
            cold
      """
    // After `tints.remove(at: 0)` the rows keep their slots: the first two keep the red and
    // green they captured while showing green and blue, and the third row is gone.
    expectLines(
      result.standardOutput,
      """
      Palette.swift:14:15: warning: [foreach-index-id] `ForEach` is keyed by position over `tints`, which this project changes
        simulator: confirmed: when the first element of `tints` is removed, a row keeps the state it captured for another element
        help: key the rows by a stable id: `ForEach` over the elements with `Identifiable`, or `id: \\.id`
        see: idlab :open identity-bench
        demo: `Palette` on the simulator, then `tints.remove(at: 0)`
      \(before)
          after `tints.remove(at: 0)`
            paint  .background [red]  ⚠
            paint  .background [green]  ⚠
            [ Label ]
            warm
            cold
          ⚠ this row shows state captured for another element
      Palette.swift:17:10: warning: [self-id-not-unique] `id: \\.self` over `labels`: `String` values can repeat, and equal values share one identity
        simulator: shown: a value held twice in `labels` gives two rows the id `warm` (whether the app can hold one twice is the rule's reading of the code, not the run's)
        help: key the rows by something unique and stable, such as an `id` property of the element
        see: idlab :open identity-bench
        demo: `Palette` on the simulator, then `labels.insert(labels[0], at: 0)`
      \(before)
          after `labels.insert(labels[0], at: 0)`
            paint  .background [red]
            paint  .background [green]
            paint  .background [blue]
            [ Label ]
            warm  (undefined: duplicate id)
            warm  (undefined: duplicate id)
            cold
          warning: ForEach<Array<String>, String, Text>: the ID warm occurs multiple times within the collection, this will give undefined results!
          warning: ListLayout: the ID warm is used by multiple child views, this will give undefined results!

      """)
  }

  @Test func theDemoSpeaksSpanish() throws {
    let root = try IdlabBinary.project(["Palette.swift": Self.palette])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try IdlabBinary.run(
      ["--lang", "es", "audit", "--demo", "Palette.swift"], workingDirectory: root)
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines[1]
        == "  simulador: confirmado: al quitar el primer elemento de `tints`, una fila conserva el estado que capturó para otro elemento"
    )
    let demo = Array(lines[4..<18])
    expectLines(
      demo.joined(separator: "\n"),
      """
        demostración: `Palette` en el simulador y luego `tints.remove(at: 0)`
          antes
            paint  .background [rojo]
            paint  .background [verde]
            paint  .background [azul]
            [ Label ]
            warm
            cold
          después de `tints.remove(at: 0)`
            paint  .background [rojo]  ⚠
            paint  .background [verde]  ⚠
            [ Label ]
            warm
            cold
      """)
    #expect(lines[18] == "    ⚠ esta fila muestra un estado capturado para otro elemento")
  }

  @Test func aViewTheSimulatorCannotRunKeepsItsWarningAndSaysWhy() throws {
    let root = try IdlabBinary.project(["Board.swift": Self.environmentView])
    defer { try? FileManager.default.removeItem(at: root) }
    for (language, line) in [
      (
        "en",
        "  simulator: unconfirmed, so the warning stands: `Board` cannot run on the simulator: Board.swift:2:3: property wrapper `@UIApplicationDelegateAdaptor` is not supported"
      ),
      (
        "es",
        "  simulador: sin confirmar, así que el aviso se mantiene: `Board` no se puede ejecutar en el simulador: Board.swift:2:3: ",
      ),
    ] {
      let result = try IdlabBinary.run(
        ["--lang", language, "audit", "--demo", "Board.swift"], workingDirectory: root)
      // What the simulator cannot run is no evidence either way: the rule's warning stands.
      #expect(result.status == 1)
      let lines = result.standardOutput.split(separator: "\n").map(String.init)
      #expect(lines.count == 4)
      #expect(lines[0].contains(": warning: [foreach-index-id]"))
      #expect(lines[1].hasPrefix(line), "\(language): \(lines[1])")
    }
  }

  @Test func demoIsTextOnly() throws {
    let result = try IdlabBinary.run(["audit", "--demo", "--format", "json", "."])
    #expect(result.status == 64)
  }
}
