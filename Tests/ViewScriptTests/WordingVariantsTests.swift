import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import ViewScript

/// A text that differs from a parsed one only in plain string-literal contents and line comments
/// gets the kept tree with those replaced, and that tree is the one SwiftParser gives the text.
@Suite struct WordingVariantsTests {
  let english = """
    /// Greets and counts.
    struct Greeting: View {
      @State private var count = 0  // taps so far
      var body: some View {
        VStack {
          Text("Hello")
          Button("Add one") { count += 1 }
          Text("\\(count) taps so far")
        }
      }
    }
    """

  /// The tree SwiftParser gives `source`, dumped with its trivia.
  func fresh(_ source: String) -> String {
    Parser.parse(source: source).debugDescription(includeTrivia: true)
  }

  /// What `variants` gives `source` after parsing `template`, dumped, and whether it was built
  /// from the template rather than parsed.
  func variant(_ source: String, after template: String) -> (dump: String, reused: Bool) {
    let variants = WordingVariants(capacity: 8, budget: 1 << 20)
    _ = variants.parse(template, maximumNestingLevel: 256)
    let bytes = Array(source.utf8)
    let key = WordingVariants.key(bytes)
    let reused = variants.template(for: key).flatMap {
      WordingVariants.variant(of: $0, for: bytes, source: source)
    }
    let tree = variants.parse(source, maximumNestingLevel: 256)
    return (tree.debugDescription(includeTrivia: true), reused != nil)
  }

  @Test func aTranslationOfTheLiteralsReusesTheTree() {
    let spanish = english.replacingOccurrences(of: "\"Hello\"", with: "\"Hola, señora\"")
      .replacingOccurrences(of: "Add one", with: "Añadir uno")
      .replacingOccurrences(of: " taps so far", with: " toques hasta ahora")
    let (dump, reused) = variant(spanish, after: english)
    #expect(reused)
    #expect(dump == fresh(spanish))
    #expect(dump.contains("Añadir uno") && !dump.contains("Add one"))
  }

  @Test func translatedCommentsReuseTheTree() {
    let spanish = english.replacingOccurrences(of: "Greets and counts.", with: "Saluda y cuenta.")
      .replacingOccurrences(of: "// taps so far", with: "// toques: \"hasta\" ahora ñ")
    let (dump, reused) = variant(spanish, after: english)
    #expect(reused)
    #expect(dump == fresh(spanish))
    #expect(dump.contains("Saluda y cuenta.") && !dump.contains("Greets"))
  }

  @Test func anythingButPlainWordingIsParsed() {
    let others = [
      // An identifier changed.
      english.replacingOccurrences(of: "count += 1", with: "total += 1"),
      // An escape in the new contents.
      english.replacingOccurrences(of: "\"Hello\"", with: "\"Hel\\nlo\""),
      // Another interpolation.
      english.replacingOccurrences(of: " taps so far", with: " \\(count) taps"),
      // A literal emptied.
      english.replacingOccurrences(of: "\"Hello\"", with: "\"\""),
      // A quote inside: two literals where there was one.
      english.replacingOccurrences(of: "\"Hello\"", with: "\"He\" + \"llo\""),
      // A comment made a doc comment.
      english.replacingOccurrences(of: "// taps so far", with: "/// taps so far"),
      // A comment that ends the line early: the rest is code.
      english.replacingOccurrences(of: "// taps so far", with: "// taps\nlet so = 1"),
      // A block comment.
      english.replacingOccurrences(of: "// taps so far", with: "/* taps */"),
    ]
    for other in others {
      let (dump, reused) = variant(other, after: english)
      #expect(!reused, "reused for \(other)")
      #expect(dump == fresh(other))
    }
  }

  @Test func multiLineAndRawLiteralsAreNotReplaced() {
    let template = "let a = \"\"\"\n  one\n  \"\"\"\nlet b = #\"two\"#\nlet c = \"three\"\n"
    let changed = template.replacingOccurrences(of: "one", with: "uno")
      .replacingOccurrences(of: "two", with: "dos")
    let (dump, reused) = variant(changed, after: template)
    #expect(!reused)
    #expect(dump == fresh(changed))
    let onlyPlain = template.replacingOccurrences(of: "three", with: "tres")
    let plain = variant(onlyPlain, after: template)
    #expect(plain.reused)
    #expect(plain.dump == fresh(onlyPlain))
  }

  /// Every lesson scene of the course in Spanish, after its English sibling: where the tree is
  /// reused it is SwiftParser's.
  @Test func everyLessonSceneInSpanishIsItsParse() throws {
    let variants = WordingVariants(capacity: 256, budget: 8 << 20)
    var reused = 0
    var differing = 0
    for file in try lessonFiles("en") {
      let englishScenes = try scenes(in: "en/" + file)
      let spanishScenes = try scenes(in: "es/" + file)
      for scene in englishScenes { _ = variants.parse(scene, maximumNestingLevel: 256) }
      for scene in spanishScenes where !englishScenes.contains(scene) {
        differing += 1
        let bytes = Array(scene.utf8)
        if let template = variants.template(for: WordingVariants.key(bytes)),
          WordingVariants.variant(of: template, for: bytes, source: scene) != nil
        {
          reused += 1
        }
        let tree = variants.parse(scene, maximumNestingLevel: 256)
        #expect(tree.debugDescription(includeTrivia: true) == fresh(scene))
      }
    }
    // The Spanish scenes that are not the English ones differ from them only in their words.
    #expect(differing >= 10)
    #expect(reused == differing)
  }

  func lessonFiles(_ language: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: repositoryURL("Lessons/\(language)").path
    ).filter { $0.hasSuffix(".md") }.sorted()
  }

  /// The scenes of a lesson file: the bodies of its ```` ```swift scene=NAME ```` blocks.
  func scenes(in file: String) throws -> [String] {
    let text = try String(contentsOf: repositoryURL("Lessons/" + file), encoding: .utf8)
    var scenes: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.hasPrefix("```swift scene=") {
        current = []
      } else if let lines = current, line == "```" {
        scenes.append(lines.joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return scenes
  }
}
