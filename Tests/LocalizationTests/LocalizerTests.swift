import Localization
import Testing

@Suite struct LocalizerTests {
  let localizer = Localizer(
    language: .es,
    catalogs: [
      .en: Catalog(
        language: .en,
        entries: [
          "greet": "Hello, {name}", "only.en": "English only", "n.one": "{count} lesson",
          "n.other": "{count} lessons",
        ]),
      .es: Catalog(
        language: .es,
        entries: [
          "greet": "Hola, {name}", "n.one": "{count} lección", "n.other": "{count} lecciones",
        ]),
    ])

  @Test func fillsNamedArguments() {
    #expect(localizer("greet", ["name": "Ana"]) == "Hola, Ana")
  }

  @Test func fallsBackToEnglishThenKey() {
    #expect(localizer("only.en") == "English only")
    #expect(localizer("nowhere") == "nowhere")
  }

  @Test func pluralizes() {
    #expect(localizer.plural("n", count: 1) == "1 lección")
    #expect(localizer.plural("n", count: 3) == "3 lecciones")
    #expect(localizer.switched(to: .en).plural("n", count: 0) == "0 lessons")
  }

  @Test func argumentsAreNotRescanned() {
    #expect(localizer("greet", ["name": "{name} {x}"]) == "Hola, {name} {x}")
    #expect(localizer("greet") == "Hola, {name}")
  }

  @Test func findsPlaceholders() {
    #expect(Catalog.placeholders(in: "{b} and {a} and {a} but not { x } or {}") == ["a", "b"])
  }
}
