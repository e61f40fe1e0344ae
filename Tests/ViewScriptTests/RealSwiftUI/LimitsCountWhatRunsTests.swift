import IdentityEngine
import SwiftScreen
import Testing

@testable import ViewScript

/// Source limits (S002–S005) in a file that is not the scene count only for the declarations the
/// scene reaches (issue #24; docs/semantics.md, "Limits count what runs"): a character Swift
/// accepts but idlab refuses, or brackets nested past idlab's limit, in a declaration the view
/// never uses does not stop the view. Expected lines and columns are counted by hand.
@Suite struct LimitsCountWhatRunsTests {
  /// A package file: a strings table the scene uses, a struct it never names holding U+0090 (a
  /// C1 control) in a string (line 6), a function it never calls with brackets 12 deep (line
  /// 10), and an extension of `String` whose member holds U+0090 (line 14, column 30).
  static let other = """
    enum Strings {
      static let hello = "Hello"
    }

    struct Unused {
      let mark = "a\u{90}b"
    }

    func deep() -> Int {
      [[[[[[[[[[[[1]]]]]]]]]]]].count
    }

    extension String {
      func marked() -> String { "\u{90}" + self }
    }
    """

  static func files(scene body: String) -> [ScriptSource] {
    [
      ScriptSource(
        path: "Card.swift",
        source: """
          struct Card: View {
            var body: some View { \(body) }
          }
          """),
      ScriptSource(path: "Package/Strings.swift", source: other),
    ]
  }

  @Test func limitsInDeclarationsTheSceneNeverReachesDoNotStopIt() throws {
    let scene = try TestScene(files: Self.files(scene: "Text(Strings.hello)"))
    #expect(scene.first.tree.allNodes.compactMap(\.text) == ["Hello"])
  }

  /// The scene calls `marked()`: the extension is reached, and its limit is the error, where
  /// it always was.
  @Test func aReachedDeclarationKeepsItsLimit() throws {
    do {
      _ = try ScriptProgram.compile(files: Self.files(scene: #"Text("x".marked())"#))
      Issue.record("compiled")
    } catch {
      let first = try #require(error.diagnostics.first)
      #expect(error.diagnostics.count == 1)
      #expect(first.code == "S002")
      #expect(first.path == "Package/Strings.swift")
      #expect((first.line, first.column) == (14, 30))
    }
  }

  /// Calling `deep()` reaches the function whose brackets nest 12 deep (the limit is 10).
  @Test func aReachedFunctionKeepsItsBracketLimit() throws {
    do {
      _ = try ScriptProgram.compile(files: Self.files(scene: #"Text("\(deep())")"#))
      Issue.record("compiled")
    } catch {
      let first = try #require(error.diagnostics.first)
      #expect(first.code == "S004")
      #expect(first.path == "Package/Strings.swift")
      #expect(first.line == 10)
    }
  }

  /// The scene's own file is reached whole: its limits count wherever they are.
  @Test func theScenesOwnFileIsReachedWhole() throws {
    let source =
      "struct Unused { let mark = \"a\u{90}b\" }\n" + Self.files(scene: "Text(\"Hi\")")[0].source
    do {
      _ = try ScriptProgram.compile(files: [ScriptSource(path: "Card.swift", source: source)])
      Issue.record("compiled")
    } catch {
      #expect(error.diagnostics.map(\.code) == ["S002"])
      #expect(error.diagnostics.first.map { ($0.line, $0.column) } ?? (0, 0) == (1, 30))
    }
  }

  /// A limit in a top-level statement after the last declaration belongs to no declaration:
  /// it is reported, as before.
  @Test func aLimitOutsideAnyDeclarationIsReported() throws {
    var files = Self.files(scene: "Text(Strings.hello)")
    files[1].source += "\nlet stray = \"\u{90}\"\n"
    do {
      _ = try ScriptProgram.compile(files: files)
      Issue.record("compiled")
    } catch {
      #expect(error.diagnostics.map(\.code) == ["S002"])
      #expect(error.diagnostics.first?.line == 16)
    }
  }

  /// A package's file for macOS only: its declarations are not compiled for iOS, so a limit
  /// in them never counts, whatever the scene names; and an extension of the package's own
  /// type is reached with the type, not by a member name every type has (`description`).
  @Test func inactiveClausesAndExtensionsOfProgramTypesAreReachedAsSwiftWould() throws {
    let package = """
      public struct Shortcut {
        public var name = "⌘K"
      }

      #if os(macOS)
      extension Shortcut: CustomStringConvertible {
        public var description: String { "\u{90}" + name }
      }
      #endif

      extension Shortcut {
        var mark: String { "\u{90}" }
      }
      """
    func files(_ body: String) -> [ScriptSource] {
      [
        ScriptSource(
          path: "Card.swift",
          source: """
            struct Card: View {
              let text = "x"
              var body: some View { \(body) }
            }
            """),
        ScriptSource(path: "Package/Shortcut.swift", source: package),
      ]
    }
    // `description` is named, `Shortcut` is not: neither extension is reached.
    let scene = try TestScene(files: files("Text(text.description)"))
    #expect(scene.first.tree.allNodes.compactMap(\.text) == ["x"])
    // Naming `Shortcut` reaches the iOS extension (line 12), never the macOS one.
    do {
      _ = try ScriptProgram.compile(files: files("Text(Shortcut().name)"))
      Issue.record("compiled")
    } catch {
      #expect(error.diagnostics.map(\.code) == ["S002"])
      #expect(error.diagnostics.first?.line == 12)
    }
  }

  /// The region and its names, read without parsing: a type by its name, an extension by the
  /// members it adds and the type it extends; braces in strings and comments do not count.
  @Test func regionsAndTheirNames() throws {
    let source = """
      import Foundation
      struct A { let s = "}" }
      // a comment with {
      @MainActor extension Outer.Inner where Element: Equatable {
        static var shared: Int { 1 }
        func go() {}
      }
      """
    let offset = try #require(TopLevelRegion.offset(line: 6, column: 3, in: source))
    let region = try #require(TopLevelRegion.containing(offset, in: source))
    #expect(region.names == ["shared", "go"])
    #expect(region.extendedTypes == ["Inner"])
    // The region starts after `A`'s closing brace (line 2, 24 bytes in) and ends at the last `}`.
    #expect(region.range == 42..<source.utf8.count)
    let first = try #require(TopLevelRegion.containing(20, in: source))
    #expect(first.names == ["A"])
    #expect(first.range == 0..<42)
    let blanked = region.blanking(in: source)
    #expect(blanked.utf8.count == source.utf8.count)
    #expect(blanked.split(separator: "\n", omittingEmptySubsequences: false).count == 7)
    #expect(blanked.hasPrefix("import Foundation\nstruct A { let s = \"}\" }\n "))
  }
}
