import SwiftScreen
import SwiftSyntax

/// The top-level declarations of a scene's other files that the scene can reach.
///
/// A run of several files (`idlab sim View.swift Model.swift …`) is a module whose first file is
/// the scene. Every declaration of the first file is reached; a declaration of another file is
/// reached when reached code names it, transitively: a type, function or variable by its name, an
/// extension of a user type (or of a member type of one, `extension ColorAsset.Color`) with the
/// type, an extension of a library type (`extension Color`) when reached code names one of its
/// members (an initializer by its first label, `Color(hex:)`) or, for one that adds a
/// conformance, the type, and a type that conforms to a protocol of the
/// program that reached code names. Previews and other unnamed declarations of the
/// other files are never reached. A name reaches a declaration only where Swift would let the
/// code that writes it see the declaration (`SourceModule`): a package's declaration is reached
/// from its own module's code, or from a file that imports the package when it is `public`, so
/// a package's own `Text` never stands for SwiftUI's in the app; a `private` or `fileprivate`
/// one only from its own file. Only reached declarations are
/// collected and
/// checked: what the scene never uses may hold code idlab cannot run (networking, `Codable`)
/// without being an error. Names are compared as written, so the set is an over-approximation
/// of what a run can evaluate: nothing a run evaluates is left unchecked.
struct ReachableDeclarations {
  /// The reached declarations of each other file, in source order (one list per file).
  let declarations: [[DeclSyntax]]
  /// Every name written in reached code (the scene, `extraNames` and the reached
  /// declarations): what a run can name.
  let names: Set<String>

  /// Reaches from every declaration of `scene` (and from `extraNames`, the `--root` view) into
  /// the top-level declarations of `others`; `modules` gives each file's module, the scene's
  /// first (every file in one module when it is empty).
  init(
    scene: SourceFileSyntax, others: [SourceFileSyntax], extraNames: [String] = [],
    modules: [SourceModule] = []
  ) {
    let candidates = others.map { file in
      CompilationConditions.expanding(file.statements.compactMap { $0.item.as(DeclSyntax.self) })
        .map(Candidate.init)
    }
    var reached = candidates.map { Array(repeating: false, count: $0.count) }
    // Each name, with the files whose reached code writes it (0 the scene, `i + 1` `others[i]`).
    var writers: [String: Set<Int>] = [:]
    func collect(_ node: Syntax, file: Int) {
      var written: Set<String> = []
      Self.collectNames(in: node, into: &written)
      for name in written { writers[name, default: []].insert(file) }
    }
    for name in extraNames { writers[name, default: []].insert(0) }
    collect(Syntax(scene), file: 0)
    let sceneTypes = CompilationConditions.expanding(
      scene.statements.compactMap { $0.item.as(DeclSyntax.self) }
    ).map(Candidate.init)
    let userTypes = Set(
      (candidates.joined() + sceneTypes).compactMap { $0.isExtension ? nil : $0.name })
    let protocols = Set(
      (candidates.joined() + sceneTypes).compactMap {
        $0.decl.is(ProtocolDeclSyntax.self) ? $0.name : nil
      })
    let visible = SourceModule.visibility(of: modules)
    // An extension's members are seen in every file of a module that any of its files imports
    // the extension's module into, as Swift does without the `MemberImportVisibility` feature
    // (SE-0444, "Member import visibility": "members of extensions … are visible … if the
    // module … is imported in any source file of the module").
    var moduleWide: [String: Set<String>] = [:]
    for (index, file) in modules.enumerated() {
      moduleWide[file.name, default: []].formUnion(visible[index])
    }
    var changed = true
    while changed {
      changed = false
      for (file, list) in candidates.enumerated() {
        let module = modules.count > file + 1 ? modules[file + 1].name : ""
        for (index, candidate) in list.enumerated() where !reached[file][index] {
          let named = { (name: String) -> Bool in
            guard let files = writers[name] else { return false }
            // A `private` or `fileprivate` top-level declaration is seen in its own file only.
            if candidate.isFilePrivate { return files.contains(file + 1) }
            return modules.isEmpty
              || files.contains { file in
                modules[file].name == module
                  || candidate.isPublic && visible[file].contains(module)
                  || candidate.isPublic && candidate.isExtension
                    && moduleWide[modules[file].name]?.contains(module) == true
              }
          }
          guard candidate.isReached(by: named, userTypes: userTypes, protocols: protocols) else {
            continue
          }
          reached[file][index] = true
          changed = true
          collect(Syntax(candidate.decl), file: file + 1)
        }
      }
    }
    self.names = Set(writers.keys)
    declarations = candidates.enumerated().map { file, list in
      list.enumerated().filter { reached[file][$0.offset] }.map(\.element.decl)
    }
  }

  /// Every identifier written in `node` (types, members, functions, variables), and every
  /// binary operator (`a |> b` reaches `func |>`).
  private static func collectNames(in node: Syntax, into names: inout Set<String>) {
    for token in node.tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .identifier: names.insert(token.plainName)
      case .binaryOperator(let op): names.insert(op)
      default: break
      }
    }
  }

  /// One top-level declaration of another file.
  private struct Candidate {
    let decl: DeclSyntax
    /// The name it declares, or the extended type's last name component for an extension.
    let name: String?
    /// For an extension of a member type (`extension ColorAsset.Color`), the type written
    /// first (`ColorAsset`).
    let outerName: String?
    let isExtension: Bool
    /// The names an extension declares (its members).
    let memberNames: Set<String>
    /// The types and protocols a type declaration inherits from (`ObservableObject`,
    /// `AlbumModelling`).
    let inherited: Set<String>
    /// Whether it is `public` or `open` (seen by the files that import its module).
    let isPublic: Bool
    /// Whether it is `private` or `fileprivate` (seen in its own file only).
    let isFilePrivate: Bool

    init(_ decl: DeclSyntax) {
      self.decl = decl
      // A conformance an extension adds (`extension URLSessionConfiguration: Extended {}`) is
      // seen wherever the type and the protocol are, whatever its members' access.
      isPublic =
        SourceModule.isPublic(decl)
        || decl.as(ExtensionDeclSyntax.self)?.inheritanceClause != nil
      isFilePrivate = SourceModule.isFilePrivate(decl)
      if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
        isExtension = true
        let extended = extensionDecl.extendedType.trimmedDescription.split(separator: ".")
        name = extended.last.map(String.init)
        outerName = extended.count > 1 ? extended.first.map(String.init) : nil
        memberNames = Set(extensionDecl.memberBlock.members.flatMap { Self.names(of: $0.decl) })
      } else {
        isExtension = false
        name = Self.names(of: decl).first
        outerName = nil
        memberNames = []
      }
      let clause = decl.asProtocol(DeclGroupSyntax.self)?.inheritanceClause
      inherited = Set(
        clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
    }

    /// Whether reached code naming `names` reaches this declaration: by its name, or, for a
    /// type, by a reached protocol of the program it conforms to (what a value of the protocol,
    /// a generic view's model, can be).
    func isReached(
      by named: (String) -> Bool, userTypes: Set<String>, protocols: Set<String>
    ) -> Bool {
      if !isExtension, inherited.contains(where: { protocols.contains($0) && named($0) }) {
        return true
      }
      if isExtension {
        guard let name else { return false }
        if userTypes.contains(name) { return named(name) }
        // `extension URLSessionConfiguration: AlamofireExtended {}`: a conformance of a library
        // type, which brings the protocol extension's members to it, is reached with the type.
        if !inherited.isEmpty, named(name) { return true }
        // `extension ColorAsset.Color` (an alias the program's type declares): reached with
        // that type.
        if let outerName, userTypes.contains(outerName) { return named(outerName) }
        return memberNames.contains(where: named)
      }
      if let variable = decl.as(VariableDeclSyntax.self) {
        return Self.names(of: DeclSyntax(variable)).contains(where: named)
      }
      return name.map(named) ?? false
    }

    /// The names one declaration declares.
    static func names(of decl: DeclSyntax) -> [String] {
      if let group = decl.asProtocol(NamedDeclSyntax.self) { return [group.name.plainName] }
      if let variable = decl.as(VariableDeclSyntax.self) {
        return variable.bindings.flatMap { binding in
          binding.pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier = token.tokenKind { return token.plainName }
            return nil
          }
        }
      }
      if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
        // `items[safe: 1]` names `subscript(safe index: Int)` by its label (a subscript's
        // parameter has one only when written with two names).
        guard let first = subscriptDecl.parameterClause.parameters.first, first.secondName != nil,
          first.firstName.tokenKind != .wildcard
        else { return [] }
        return [first.firstName.plainName]
      }
      if let initializer = decl.as(InitializerDeclSyntax.self) {
        // A call names an initializer by its labels (`Color(hex: …)`), not by `init`.
        let labels = initializer.signature.parameterClause.parameters.compactMap { parameter in
          parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.plainName
        }
        return [initializer.initKeyword.text] + labels.prefix(1)
      }
      if let cases = decl.as(EnumCaseDeclSyntax.self) {
        return cases.elements.map(\.name.plainName)
      }
      return []
    }
  }
}
