import Localization
import Testing

@Suite struct LanguageNegotiationTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var flag: String?
    var saved: String?
    var environment: [String: String]
    var expected: Language
    var source: LanguageNegotiation.Source
    var testDescription: String {
      "flag=\(flag ?? "-") saved=\(saved ?? "-") env=\(environment.sorted { $0.key < $1.key })"
    }
  }

  static let cases: [Case] = [
    Case(
      flag: "es", saved: "en", environment: ["LANG": "en_US.UTF-8"], expected: .es, source: .flag),
    Case(
      flag: nil, saved: "es", environment: ["LANG": "en_US.UTF-8"], expected: .es, source: .saved),
    Case(
      flag: nil, saved: nil, environment: ["IDLAB_LANG": "es", "LANG": "en_US.UTF-8"],
      expected: .es, source: .idlabLang),
    Case(
      flag: nil, saved: nil, environment: ["LANG": "es_MX.UTF-8"], expected: .es, source: .locale),
    Case(
      flag: nil, saved: nil, environment: ["LC_ALL": "es_ES.UTF-8", "LANG": "en_US"], expected: .es,
      source: .locale),
    Case(
      flag: nil, saved: nil, environment: ["LC_MESSAGES": "es_AR", "LANG": "en_US"], expected: .es,
      source: .locale),
    Case(
      flag: nil, saved: nil, environment: ["LC_ALL": "C", "LANG": "es_ES"], expected: .en,
      source: .fallback),
    Case(flag: nil, saved: nil, environment: [:], expected: .en, source: .fallback),
    Case(flag: "fr", saved: "es", environment: [:], expected: .es, source: .saved),
    Case(flag: nil, saved: "garbage", environment: ["LANG": "es"], expected: .es, source: .locale),
    Case(
      flag: nil, saved: nil, environment: ["LANG": "fr_FR.UTF-8", "IDLAB_LANG": ""], expected: .en,
      source: .fallback),
  ]

  @Test(arguments: cases)
  func resolves(_ item: Case) {
    let result = LanguageNegotiation.resolve(
      flag: item.flag, saved: item.saved, environment: item.environment)
    #expect(result.language == item.expected)
    #expect(result.source == item.source)
  }

  @Test(arguments: [("es", Language.es), ("es_MX.UTF-8", .es), ("en-GB", .en), ("ES", .es)])
  func parsesCodes(_ code: String, _ expected: Language) {
    #expect(Language(code: code) == expected)
  }

  @Test(arguments: ["C", "POSIX", "", "fr_FR", "e"])
  func rejectsCodes(_ code: String) {
    #expect(Language(code: code) == nil)
  }
}
