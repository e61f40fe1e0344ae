import Audit
import Foundation
import IdlabTestSupport
import Testing

@testable import IdentityLabCLI

/// `AuditConfirmation`'s bound: an audit runs at most so many warnings on the simulator; the
/// others keep their warning and say why.
@Suite struct AuditConfirmationTests {
  @Test func warningsPastTheRunLimitStandUnconfirmed() throws {
    let root = try makeTemporaryFolder("idlab-confirm-limit")
    defer { try? FileManager.default.removeItem(at: root) }
    let view = """
      struct Rows: View {
        @State var a = ["x", "y"]
        @State var b = ["x", "y"]
        var body: some View {
          ForEach(a.indices, id: \\.self) { i in Text(a[i]) }
          ForEach(b.indices, id: \\.self) { i in Text(b[i]) }
        }
        func drop() { a.remove(at: 0); b.remove(at: 0) }
      }
      """
    try view.write(to: root.appendingPathComponent("Rows.swift"), atomically: true, encoding: .utf8)
    let report = Auditor().audit(paths: ["Rows.swift"], currentDirectory: root.path)
    #expect(report.count(.warning) == 2)
    let confirmed = AuditConfirmation(
      localizer: try realLocalizer(.en), paths: ["Rows.swift"], currentDirectory: root.path,
      runLimit: 1
    ).confirm(report)
    let statuses = confirmed.findings.map { $0.confirmation?.status }
    // The first ran (its rows hold no state: a note); the second was not run.
    #expect(statuses == [.notShown, .notRun])
    #expect(confirmed.findings.last?.confirmation?.message.key == "audit.confirm.run-limit")
    #expect(confirmed.findings.last?.severity == .warning)
  }

  /// Rows that hold a text field or a disclosure group may hold state SwiftUI keeps by the
  /// row's identity (editing, focus, expansion), which the simulator does not model: removing
  /// the first element showing nothing is no evidence, and the warning stands (audit sample
  /// AJ: seven such notes said the rows "hold no state"); plain text rows are a note.
  @Test func rowsWithAControlsOwnStateAreNoEvidence() throws {
    let root = try makeTemporaryFolder("idlab-confirm-own-state")
    defer { try? FileManager.default.removeItem(at: root) }
    let view = """
      struct Tags: View {
        @State var tags = ["a", "b", "c"]
        @State var names = ["x", "y"]
        var body: some View {
          Form {
            ForEach(Array(tags.enumerated()), id: \\.offset) { i, _ in
              TextField("Tag", text: Binding(get: { tags[i] }, set: { tags[i] = $0 }))
            }
            ForEach(Array(names.enumerated()), id: \\.offset) { _, name in Text(name) }
          }
        }
        func drop() { tags.remove(at: 0); names.remove(at: 0) }
      }
      """
    try view.write(to: root.appendingPathComponent("Tags.swift"), atomically: true, encoding: .utf8)
    let report = Auditor().audit(paths: ["Tags.swift"], currentDirectory: root.path)
    #expect(report.count(.warning) == 2)
    let confirmed = AuditConfirmation(
      localizer: try realLocalizer(.en), paths: ["Tags.swift"], currentDirectory: root.path
    ).confirm(report)
    #expect(confirmed.findings.map { $0.confirmation?.status } == [.notRun, .notShown])
    #expect(confirmed.findings.map(\.severity) == [.warning, .note])
  }

  /// A finding in a model (a class the project declares that is no view) and one in an
  /// `extension View` helper have no view of their own to run: the simulator says so, and
  /// names neither the model nor `View` as a view that cannot run (audit sample V).
  @Test func findingsOutsideAViewSayWhyNothingRan() throws {
    let root = try makeTemporaryFolder("idlab-confirm-outside")
    defer { try? FileManager.default.removeItem(at: root) }
    let source = """
      final class Machine: ObservableObject, Identifiable {
        var name = "a"
        var id: UUID { UUID() }
      }
      extension View {
        func fresh() -> some View { self.id(UUID()) }
      }
      struct Machines: View {
        @State var all = [Machine()]
        var body: some View {
          List(all) { Text($0.name) }
          Text("x").fresh()
        }
      }
      """
    try source.write(
      to: root.appendingPathComponent("Machines.swift"), atomically: true, encoding: .utf8)
    let report = Auditor().audit(paths: ["Machines.swift"], currentDirectory: root.path)
    let confirmed = AuditConfirmation(
      localizer: try realLocalizer(.en), paths: ["Machines.swift"], currentDirectory: root.path
    ).confirm(report)
    let keys = Dictionary(
      confirmed.findings.map { ($0.line, $0.confirmation?.message.key ?? "-") }
    ) { $1 }
    #expect(keys == [3: "audit.confirm.no-view", 6: "audit.confirm.view-helper"], "\(keys)")
    #expect(confirmed.findings.allSatisfy { $0.severity == .warning })
  }

  /// A structure that is a view through a protocol of the project (`Screen: View`) keeps its
  /// name and runs; a view that runs only on made-up arguments and stops says they were made
  /// up (audit sample W: "the finding is not inside a view", and a crash on a made-up `nil`
  /// reported as the view's own).
  @Test func aViewThroughAProtocolRunsAndMadeUpArgumentsAreSaid() throws {
    let root = try makeTemporaryFolder("idlab-confirm-protocol")
    defer { try? FileManager.default.removeItem(at: root) }
    let source = """
      protocol Screen: View {}
      struct Home: Screen {
        var body: some View { Text("x").id(UUID()) }
      }
      struct Tab: View {
        let icon: String?
        var body: some View { Image(systemName: icon!).id(UUID()) }
      }
      """
    try source.write(
      to: root.appendingPathComponent("Home.swift"), atomically: true, encoding: .utf8)
    let report = Auditor().audit(paths: ["Home.swift"], currentDirectory: root.path)
    let confirmed = AuditConfirmation(
      localizer: try realLocalizer(.en), paths: ["Home.swift"], currentDirectory: root.path
    ).confirm(report)
    let byLine = Dictionary(confirmed.findings.map { ($0.line, $0) }) { first, _ in first }
    let home = try #require(byLine[3]?.confirmation)
    #expect(home.message.key != "audit.confirm.no-view")
    #expect(home.status == .confirmed, "\(home)")
    let tab = try #require(byLine[7]?.confirmation)
    #expect(tab.message.key == "audit.confirm.cannot-run")
    #expect(
      tab.message.arguments["reason"]?.contains("made-up values (icon: nil)") == true, "\(tab)")
  }

  /// Rows made of a view no file given declares may hold state: removing the first element
  /// shows nothing either way, and the warning stands.
  @Test func rowsOfAViewNotGivenAreNoEvidence() throws {
    let root = try makeTemporaryFolder("idlab-confirm-opaque")
    defer { try? FileManager.default.removeItem(at: root) }
    let view = """
      struct Rows: View {
        @State var a = ["x", "y"]
        var body: some View {
          ForEach(a.indices, id: \\.self) { i in ElsewhereRow(title: a[i]) }
        }
        func drop() { a.remove(at: 0) }
      }
      """
    try view.write(to: root.appendingPathComponent("Rows.swift"), atomically: true, encoding: .utf8)
    let report = Auditor().audit(paths: ["Rows.swift"], currentDirectory: root.path)
    let confirmed = AuditConfirmation(
      localizer: try realLocalizer(.en), paths: ["Rows.swift"], currentDirectory: root.path
    ).confirm(report)
    #expect(confirmed.findings.map { $0.confirmation?.status } == [.notRun])
    #expect(confirmed.findings.first?.severity == .warning)
  }
}
