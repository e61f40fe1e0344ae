import Basics
import Localization
import TerminalUI
import Testing

@testable import IdentityLabCLI

@Suite struct ParsedCommandLineTests {
  @Test func emptyMeansThePrompt() throws {
    let parsed = try ParsedCommandLine(parsing: [])
    #expect(parsed.command == nil)
    #expect(parsed.colorMode == .auto)
  }

  @Test func globalOptionsBeforeAndAfterTheCommand() throws {
    let parsed = try ParsedCommandLine(
      parsing: ["--lang", "es", "sim", "scene.swift", "--color=never", "--do", "x.toggle()"])
    #expect(parsed.language == .es)
    #expect(parsed.colorMode == .never)
    #expect(parsed.command == "sim")
    #expect(parsed.arguments == ["scene.swift", "--do", "x.toggle()"])
  }

  @Test func doubleDashStopsOptionParsing() throws {
    let parsed = try ParsedCommandLine(parsing: ["sim", "--", "--lang", "es"])
    #expect(parsed.language == nil)
    #expect(parsed.arguments == ["--", "--lang", "es"])
  }

  @Test func helpAndVersion() throws {
    #expect(try ParsedCommandLine(parsing: ["--help"]).showsHelp)
    #expect(try ParsedCommandLine(parsing: ["-h"]).showsHelp)
    #expect(try ParsedCommandLine(parsing: ["--version"]).showsVersion)
    let sub = try ParsedCommandLine(parsing: ["check", "--help", "-h"])
    #expect(!sub.showsHelp)
    #expect(sub.arguments == ["--help", "-h"])
  }

  @Test func lessonsFolder() throws {
    #expect(try ParsedCommandLine(parsing: ["--lessons", "/tmp/L"]).lessonsPath == "/tmp/L")
    #expect(try ParsedCommandLine(parsing: ["--lessons=/tmp/L", "check"]).lessonsPath == "/tmp/L")
  }

  @Test(arguments: [
    (["--langg", "es"], IdlabError.unknownOption("--langg", suggestion: "--lang")),
    (["--frobnicate"], .unknownOption("--frobnicate", suggestion: nil)),
    (["--lang"], .missingValue(option: "--lang")),
    (["--lang", "fr"], .invalidValue(option: "--lang", value: "fr", allowed: ["en", "es"])),
    (
      ["--color", "sometimes"],
      .invalidValue(option: "--color", value: "sometimes", allowed: ["auto", "always", "never"])
    ),
    (["--version=2"], .unexpectedArgument("--version=2")),
  ])
  func usageErrors(_ arguments: [String], _ expected: IdlabError) {
    #expect(throws: expected) { try ParsedCommandLine(parsing: arguments) }
    #expect(expected.category == .usage)
  }

  @Test func lenientLanguageForErrors() {
    let (language, color) = ParsedCommandLine.lenientLanguage(in: [
      "--bogus", "--lang=es", "--color", "always",
    ])
    #expect(language == .es)
    #expect(color == .always)
  }

  @Test func errorsRenderInTheChosenLanguage() throws {
    let error = IdlabError.unknownCommand("simm", suggestion: "sim")
    expectLines(
      error.render(localizer: try realLocalizer(.es), style: Styler(enabled: false)),
      """
      idlab: error: comando desconocido `simm`
      ayuda: existe un comando con un nombre parecido: `sim`

      """)
    #expect(
      IdlabError.resourcesNotFound.render(localizer: nil, style: Styler(enabled: false))
        .hasPrefix("idlab: error: cannot find idlab's Locales/ folder"))
  }
}

@Suite struct SuggestionsTests {
  @Test(
    arguments: [
      (":lagn", ":lang"), (":hlep", ":help"), (":qiut", ":quit"), (":nonsense", nil),
      ("zzzzzz", nil),
    ] as [(String, String?)])
  func suggests(_ word: String, _ expected: String?) {
    #expect(Suggestions.nearest(to: word, among: [":help", ":lang", ":quit", ":q"]) == expected)
  }

  @Test func subcommands() {
    #expect(Suggestions.nearest(to: "simm", among: Subcommand.names) == "sim")
    #expect(Suggestions.nearest(to: "chek", among: Subcommand.names) == "check")
    #expect(Suggestions.nearest(to: "progres", among: Subcommand.names) == "progress")
  }

  @Test(arguments: [("", "", 0), ("kitten", "sitting", 3), ("abc", "", 3), ("flaw", "lawn", 2)])
  func editDistance(_ a: String, _ b: String, _ distance: Int) {
    #expect(Suggestions.editDistance(a, b) == distance)
  }
}

@Suite struct HelpFormatterTests {
  @Test(arguments: Language.allCases)
  func mainHelpListsEveryCommandOptionAndExitCode(_ language: Language) throws {
    let help = HelpFormatter(localizer: try realLocalizer(language), style: Styler(enabled: false))
      .mainHelp(subcommands: Subcommand.all)
    for word in [
      "sim", "check", "lesson", "progress", "help", "--lang", "--color", "--lessons",
      "--version", "64", "65", "70",
    ] {
      #expect(help.contains(word), "\(word) missing from \(language) help")
    }
    #expect(!help.contains("\u{1B}"))
  }

  @Test func everySubcommandHasHelpInEveryLanguage() throws {
    for language in Language.allCases {
      let t = try realLocalizer(language)
      for subcommand in Subcommand.all {
        #expect(t.catalogs[language]?.entries[subcommand.summaryKey] != nil)
        #expect(t.catalogs[language]?.entries[subcommand.usageKey] != nil)
      }
    }
  }
}
