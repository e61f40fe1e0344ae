import SwiftScreen
import SwiftSyntax

// MARK: - Diagnostics emitted while compiling several files (sorted by name)

extension DiagnosticKind {
  /// A type declared twice, in one file or in two.
  public static let redeclaration = DiagnosticKind(
    "S310", "invalid redeclaration of `{name}` (first declared at {place})")
}

/// One file of a run: its path as given and its text.
public struct ScriptSource: Hashable, Sendable {
  /// The path as given (`Views/Bench.swift`), used in every diagnostic.
  public var path: String
  /// The file's text.
  public var source: String

  /// A file of a run.
  public init(path: String, source: String) {
    self.path = path
    self.source = source
  }
}

extension ScriptProgram {
  /// The paths of the scene's other files, in the order given.
  public var otherPaths: [String] { otherFiles.map(\.0.path) }

  /// The text of the scene's other files, by path (for diagnostics pointing into them).
  var otherSources: [String: String] {
    Dictionary(otherFiles.map { ($0.0.path, $0.0.source) }, uniquingKeysWith: { first, _ in first })
  }

  /// S310 for each type, protocol or type alias declared a second time in one module among
  /// `files`' top-level declarations (each file: its path, declarations and converter; its
  /// module in `modules`), at the second declaration. Two modules may each declare a name
  /// (Swift tells them apart by module), and two files when one of the two is `private` or
  /// `fileprivate` (seen only in its file).
  static func redeclarations(
    _ files: [(String, [DeclSyntax], SourceLocationConverter)], modules: [String]
  ) -> [ScriptDiagnostic] {
    var first: [String: (place: String, path: String, isFilePrivate: Bool)] = [:]
    var found: [ScriptDiagnostic] = []
    for ((path, declarations, converter), module) in zip(files, modules) {
      for declaration in declarations {
        guard !declaration.is(FunctionDeclSyntax.self),
          let named = declaration.asProtocol(NamedDeclSyntax.self)
        else { continue }
        let name = named.name.plainName
        // `infix operator <+>` and `prefix operator <+>` are two operators (The Swift
        // Programming Language, "Operator Declaration": one per fixity).
        let fixity = declaration.as(OperatorDeclSyntax.self).map { $0.fixitySpecifier.text + " " }
        let key = module + "." + (fixity ?? "") + name
        let where_ = SourcePosition(named.name, converter: converter)
        let isFilePrivate = SourceModule.isFilePrivate(declaration)
        if let earlier = first[key] {
          // A `private` type of another file is not seen from this one: no clash.
          if earlier.path != path && (earlier.isFilePrivate || isFilePrivate) {
            if earlier.isFilePrivate && !isFilePrivate {
              first[key] = ("\(path):\(where_.line)", path, false)
            }
            continue
          }
          found.append(
            ScriptDiagnostic(
              .redeclaration, ["name": name, "place": earlier.place], path: path,
              line: where_.line, column: where_.column, length: where_.length))
        } else {
          first[key] = ("\(path):\(where_.line)", path, isFilePrivate)
        }
      }
    }
    return found
  }
}
