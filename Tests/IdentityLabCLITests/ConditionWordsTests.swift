import IdlabTestSupport
import Localization
import TerminalUI
import Testing

@testable import IdentityLabCLI

/// Issue #27: `:check` says a failing condition in words before its query. The expected
/// sentences are written here, in both languages, for the kinds of query the course's goals use.
@Suite struct ConditionWordsTests {
  static func words(_ language: Language) throws -> ConditionWords {
    ConditionWords(localizer: try realLocalizer(language), style: Styler(enabled: false))
  }

  @Test func goalsInEnglish() throws {
    let w = try Self.words(.en)
    #expect(
      w.sentence("rows(ForEach#1).kept.count == rows(ForEach#1).count")
        == "the number of the rows of ForEach #1 that kept their identity must equal"
        + " the number of the rows of ForEach #1")
    #expect(
      w.sentence("ShipCard#1.state(likes) == before(ShipCard#1.state(likes))")
        == "the state likes of ShipCard #1 must equal the state likes of ShipCard #1")
    #expect(
      w.sentence("changed(rows(ForEach#1).count)")
        == "the number of the rows of ForEach #1 must change")
    #expect(w.subject("TextField#1.value") == "the value of TextField #1")
    // A query with no sentence keeps its text.
    #expect(w.sentence("code.calls(highlighted)") == nil)
    #expect(w.subject("warnings.count") == "the number of warnings")
    #expect(w.subject("rows(ForEach#1).identities") == "rows(ForEach#1).identities")
  }

  @Test func goalsInSpanish() throws {
    let w = try Self.words(.es)
    #expect(
      w.sentence("rows(ForEach#2)[1].modifier(background) != .yellow")
        == "el .background de la fila 1 de ForEach #2 debe ser distinto de amarillo")
    #expect(
      w.sentence("TextField \"Name\".value == \"Ada\"")
        == "el valor de TextField «Name» debe ser igual a “Ada”")
  }
}
