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
          "n.other": "{count} lessons", "why": "invalid: {detail}",
          "detail.missing": "missing `{label}`",
        ]),
      .es: Catalog(
        language: .es,
        entries: [
          "greet": "Hola, {name}", "n.one": "{count} lección", "n.other": "{count} lecciones",
          "why": "no válido: {detail}", "detail.missing": "falta `{label}`",
        ]),
    ])

  @Test func fillsNamedArguments() {
    #expect(localizer("greet", ["name": "Ana"]) == "Hola, Ana")
  }

  @Test func fallsBackToEnglishThenKey() {
    #expect(localizer("only.en") == "English only")
    #expect(localizer("nowhere") == "nowhere")
  }

  /// An `X.key` argument fills `{X}` with that entry in the reader's language; the plain `X`
  /// (English) is only the fallback for a key the catalogs lack.
  @Test func fillsAnArgumentFromTheEntryItsKeyNames() {
    let arguments = ["detail": "missing `id`", "detail.key": "detail.missing", "label": "id"]
    #expect(localizer("why", arguments) == "no válido: falta `id`")
    #expect(localizer.switched(to: .en)("why", arguments) == "invalid: missing `id`")
    let unknown = ["detail": "missing `id`", "detail.key": "detail.nowhere"]
    #expect(localizer("why", unknown) == "no válido: missing `id`")
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

/// `ControlPictures.containsControl` finds exactly the characters `picture(for:)` replaces.
@Suite struct ControlPicturesScanTests {
  @Test func findsEveryControlAndNothingElse() {
    var controls = (0..<0x20).filter { $0 != 0x09 && $0 != 0x0A } + [0x7F]
    controls += Array(0x80..<0xA0)
    for value in controls {
      let text = "a" + String(Character(Unicode.Scalar(UInt32(value))!)) + "b"
      #expect(ControlPictures.containsControl(text), "U+\(String(value, radix: 16))")
    }
    for text in ["", "plain\ttext\nlines", "¿Qué tal? ñ é 😀 \u{A0}\u{100}\u{2028}"] {
      #expect(!ControlPictures.containsControl(text))
    }
  }
}
