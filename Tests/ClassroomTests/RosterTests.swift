import Foundation
import Testing

@testable import Classroom

/// Roster CSV import (all or nothing, one diagnostic per bad line) and `authorized_keys` lines.
@Suite struct RosterTests {
  static let alice =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDGmfTTrHXMk9eSkmJxzKI2RkKvL8Ui6WRCTmsa7v8Nv"
  static let bruno =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJVwDyEEbLpMlxQyajpyz4z/Tw2lzrXprr4jb/D6xGLF"
  static let carla =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIM2bxVpHq3Kz8xMUAOHOcqUFnE3lVeDaKEOtxc1fq4zt"

  @Test func readsAHeaderQuotesExtraTimeAndLanguage() throws {
    let csv = """
      id,name,ssh public key,extra time,language\r
      alice,"Pérez, Alicia",\(Self.alice) alice@laptop,15,es\r
      bruno,"Bruno ""Bru"" Díaz",\(Self.bruno),,\r
      carla,Carla,\(Self.carla),7.5,EN\r

      """
    let roster = try Roster.parse(csv: csv).get()
    #expect(roster.entries.map(\.id) == ["alice", "bruno", "carla"])
    #expect(roster.entries.map(\.name) == ["Pérez, Alicia", "Bruno \"Bru\" Díaz", "Carla"])
    #expect(roster.entries.map(\.extraMinutes) == [15, 0, 7.5])
    #expect(roster.entries.map(\.language) == ["es", nil, "en"])
    #expect(roster.entries[0].key.comment == "alice@laptop")
    #expect(roster.entries[0].key.keyText == Self.alice)
  }

  @Test func everyBadLineIsReportedAndNothingIsImported() {
    let csv = """
      id,name,ssh public key,extra time,language
      alice,Alicia,\(Self.alice),0,es
      alice,Otra Alicia,\(Self.bruno),0,es
      dan,Dan,ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDGmfTTrHXMk9eSk,0,en
      eva,Eva,-----BEGIN OPENSSH PRIVATE KEY-----,0,en
      fer,Fer,\(Self.alice),0,en
      gil,Gil,\(Self.carla),soon,fr
      h i,H,\(Self.carla) x,0,
      short,line
      """
    guard case .failure(let problems) = Roster.parse(csv: csv) else {
      Issue.record("expected the roster to be refused")
      return
    }
    #expect(
      problems.diagnostics == [
        RosterDiagnostic(line: 3, problem: .duplicateID("alice", firstLine: 2)),
        RosterDiagnostic(
          line: 4, problem: .malformedKey("ssh-ed25519 AAAAC3NzaC1l…HXMk9eSk", .damaged)),
        RosterDiagnostic(
          line: 5,
          problem: .malformedKey("-----BEGIN OPENSSH PRIVATE KEY-----", .unknownType("-----BEGIN"))),
        RosterDiagnostic(line: 6, problem: .duplicateKey(firstLine: 2)),
        RosterDiagnostic(line: 7, problem: .invalidExtraTime("soon")),
        RosterDiagnostic(line: 7, problem: .invalidLanguage("fr")),
        RosterDiagnostic(line: 8, problem: .invalidID("h i")),
        RosterDiagnostic(line: 8, problem: .duplicateKey(firstLine: 7)),
        RosterDiagnostic(line: 9, problem: .columnCount(2)),
      ])
  }

  /// Extra time is a number of minutes within a day: no later sum or clock can trap on it
  /// (issue #32).
  @Test(arguments: ["1e18", "inf", "-inf", "nan", "1441", "-1", "1e400"])
  func extraTimeOutsideADayIsRefused(_ value: String) {
    let csv = "id,name,ssh public key,extra time,language\nalice,Alicia,\(Self.alice),\(value),es\n"
    guard case .failure(let problems) = Roster.parse(csv: csv) else {
      Issue.record("expected \(value) to be refused")
      return
    }
    #expect(problems.diagnostics == [RosterDiagnostic(line: 2, problem: .invalidExtraTime(value))])
  }

  @Test func extraTimeUpToADayIsKept() {
    let csv = "id,name,ssh public key,extra time,language\nalice,Alicia,\(Self.alice),1440,es\n"
    guard case .success(let roster) = Roster.parse(csv: csv) else {
      Issue.record("expected 1440 minutes to be kept")
      return
    }
    #expect(roster.entries.first?.extraMinutes == 1440)
  }

  @Test func keysAreCheckedInsideTheBlob() {
    // A valid ed25519 blob announced as ssh-rsa: the blob names ssh-ed25519.
    let relabelled = Self.alice.replacingOccurrences(of: "ssh-ed25519", with: "ssh-rsa")
    #expect(throws: SSHPublicKey.Problem.damaged) { try SSHPublicKey(parsing: relabelled) }
    #expect(throws: SSHPublicKey.Problem.unknownType("restrict,command=\"x\"")) {
      try SSHPublicKey(parsing: "restrict,command=\"x\" \(Self.alice)")
    }
    #expect(throws: SSHPublicKey.Problem.notAKey) { try SSHPublicKey(parsing: "") }
  }

  @Test func anUnclosedQuoteAndAnEmptyFileAreRefused() {
    guard case .failure(let unclosed) = Roster.parse(csv: "alice,\"Alicia,\(Self.alice),0,es\n")
    else {
      Issue.record("expected a refusal")
      return
    }
    #expect(unclosed.diagnostics == [RosterDiagnostic(line: 1, problem: .unclosedQuote)])
    guard case .failure(let empty) = Roster.parse(csv: "id,name,key,extra,lang\n") else {
      Issue.record("expected a refusal")
      return
    }
    #expect(empty.diagnostics == [RosterDiagnostic(line: 1, problem: .empty)])
  }

  @Test func authorizedKeysForceEachStudentsQuiz() throws {
    let roster = try Roster.parse(
      csv: "alice,Alicia,\(Self.alice) a@b,15,es\nbruno,Bruno,\(Self.bruno),,\n"
    ).get()
    let lines = roster.authorizedKeys(quiz: "midterm", program: "/usr/local/bin/idlab")
    #expect(
      lines == [
        "restrict,pty,command=\"env SWIFT_BACKTRACE=enable=no /usr/local/bin/idlab quiz take midterm --student alice --lang es\" \(Self.alice) idlab:alice",
        "restrict,pty,command=\"env SWIFT_BACKTRACE=enable=no /usr/local/bin/idlab quiz take midterm --student bruno\" \(Self.bruno) idlab:bruno",
      ])
    #expect(roster.authorizedKeys(quiz: "mid term", program: "/usr/local/bin/idlab") == nil)
    #expect(roster.authorizedKeys(quiz: "--help", program: "/usr/local/bin/idlab") == nil)
    #expect(roster.authorizedKeys(quiz: "midterm", program: "idlab\" bash \"") == nil)
  }

  @Test func aSavedRosterLoadsBack() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "roster-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let roster = try Roster.parse(csv: "alice,Alicia,\(Self.alice),15,es\n").get()
    let url = folder.appendingPathComponent("roster.json")
    try roster.save(to: url)
    #expect(Roster.load(from: url) == roster)
    #expect(Roster.load(from: folder.appendingPathComponent("none.json")) == nil)
  }
}
