import SwiftScreen
import SwiftSyntax

/// The declarations of a program: types, global functions and variables, `View` extensions.
final class ProgramModel {
  var types: [String: TypeDecl] = [:]
  /// The `timeline:` closure of the file's first preview when it previews a widget
  /// (`#Preview(as: .systemSmall) { LevelWidget() } timeline: { LevelEntry(…) }`): the entries
  /// the widget's content is drawn with (`Interpreter.widgetView`).
  var widgetTimeline: ClosureExprSyntax?
  /// The widget family that preview shows (`systemSmall` for `as: .systemSmall`): the
  /// environment's `widgetFamily` while it runs.
  var widgetFamily: String?
  /// Names of types in declaration order.
  var typeOrder: [String] = []
  var functions: [String: [FunctionDeclSyntax]] = [:]
  var globals: [String: TypeDecl.Property] = [:]
  /// Methods of `extension View` (and `extension some View`-like helpers).
  var viewExtensionMethods: [String: [FunctionDeclSyntax]] = [:]
  var viewExtensionProperties: [String: TypeDecl.Property] = [:]
  /// Extensions of library types (`extension Color { static let brand = … }`).
  var libraryExtensions: [String: TypeDecl] = [:]
  /// The protocols the program declares (`protocol Store`), by name: their extensions give
  /// default members to the types that conform (`applyProtocolExtensions`).
  var protocolNames: Set<String> = []
  /// The associated types each protocol of the program declares, by the protocol's name.
  var protocolAssociatedTypes: [String: Set<String>] = [:]
  /// The protocols each of the program's protocols inherits from (`protocol Card: View`).
  var protocolParents: [String: Set<String>] = [:]
  /// Type aliases (`typealias Score = Int`), by name: the aliased type as written. Aliases
  /// declared in a type or an extension are flattened like nested types.
  var typeAliases: [String: String] = [:]
  /// The modules the run's files belong to, by the folder under a package's `Sources/`
  /// (`CasePaths` for `…/Sources/CasePaths/EnumReflection.swift`): `CasePaths.extract` names the
  /// module, never a typo of a type.
  var moduleNames: Set<String> = []
  /// The names the app's own module goes by: its Xcode projects' names (`DeepDive` for
  /// `DeepDive.xcodeproj`, whose app target and module Xcode names after it), so that
  /// `DeepDive.data` names the app's top-level `data` (`ProjectFolders.appModuleNames`).
  var appModuleNames: Set<String> = []
  /// Declared names that several nested types share (`ViewModel` in two views' extensions):
  /// each such type is keyed by its qualified name, `MissionView.ViewModel`.
  private var sharedNestedNames: Set<String> = []
  /// Whether a reached declaration names `LocalizedStringKey` (then a string literal where one
  /// is expected is looked up as a key: `Interpreter.localizedKeyLiteral`).
  private(set) var namesLocalizedStringKey = false
  /// Whether some declared type has a subscript (then `x[k] = v` looks for one).
  private(set) var declaresSubscripts = false
  /// The parameters declared `@autoclosure`, and those that are not, of every function, method
  /// and initializer, by what a call names (`Callee`); each parameter as `label:`, or `#k` for
  /// the k-th unlabelled one. Empty in most programs.
  private var autoclosureParameters: [String: Set<String>] = [:]
  private var plainParameters: [String: Set<String>] = [:]

  /// The arguments (`label:`, `#k` for the k-th unlabelled one) a call of `name` passes to an
  /// `@autoclosure` parameter: those that are one in every declaration of that name, so an
  /// overload or a same-named member of another type that takes a value keeps its argument
  /// evaluated at the call.
  func autoclosureArguments(of callee: Callee) -> Set<String> {
    guard let deferred = autoclosureParameters[callee.key] else { return [] }
    return deferred.subtracting(plainParameters[callee.key] ?? [])
  }

  /// What a call names, for `autoclosureArguments`: a top-level function, a method (of any
  /// type), or a type's initializers.
  enum Callee {
    case function(String), method(String), initializer(String)

    var key: String {
      switch self {
      case .function(let name): "f " + name
      case .method(let name): "m " + name
      case .initializer(let type): "i " + type
      }
    }
  }

  /// Whether the program declares any `@autoclosure` parameter (`autoclosureArguments`).
  var declaresAutoclosures: Bool { !autoclosureParameters.isEmpty }

  /// Whether a parameter is declared `@autoclosure` (`_ make: @autoclosure @escaping () -> T`).
  static func isAutoclosure(_ parameter: FunctionParameterSyntax) -> Bool {
    parameter.type.as(AttributedTypeSyntax.self)?.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure"
    } ?? false
  }

  /// Records `parameters` under `callee`, `@autoclosure` ones apart (`autoclosureArguments`).
  private func recordAutoclosures(
    _ parameters: FunctionParameterListSyntax, calledAs callee: Callee
  ) {
    let name = callee.key
    var unlabelled = 0
    for parameter in parameters {
      let key: String
      if parameter.firstName.tokenKind == .wildcard {
        key = "#\(unlabelled)"
        unlabelled += 1
      } else {
        key = parameter.firstName.text + ":"
      }
      if Self.isAutoclosure(parameter) {
        autoclosureParameters[name, default: []].insert(key)
      } else {
        plainParameters[name, default: []].insert(key)
      }
    }
  }

  /// The `View` structs, in source order.
  var viewNames: [String] {
    typeOrder.filter { types[$0]?.isView ?? false }
  }

  /// The user enum with a case called `name`, preferring `preferred`.
  func enumDeclaring(case name: String, preferred: String? = nil) -> TypeDecl? {
    if let preferred, let type = types[preferred], type.enumCase(name) != nil { return type }
    for typeName in typeOrder {
      if let type = types[typeName], type.kind == .enumType, type.enumCase(name) != nil {
        return type
      }
    }
    return nil
  }

  // MARK: - Collecting

  /// Collects the declarations of a folded source file.
  func collect(_ file: SourceFileSyntax, module: String = "") {
    collect(file.statements.compactMap { $0.item.as(DeclSyntax.self) }, module: module)
    // A `#Preview { … }` parsed as an expression: its content's local types (as below).
    for item in file.statements {
      guard let macro = item.item.as(MacroExpansionExprSyntax.self),
        macro.macroName.text == "Preview", let content = macro.trailingClosure
      else { continue }
      collectLocalTypes(of: content, into: nil)
    }
  }

  /// Collects top-level declarations (the reached ones of a scene's other files), declared in
  /// `module` ("" for the app's) by the run's file number `file` (0 the scene).
  func collect(_ declarations: [DeclSyntax], module: String = "", file: Int = 0) {
    collectingModule = module
    collectingFile = file
    if !namesLocalizedStringKey {
      namesLocalizedStringKey = declarations.contains { declaration in
        declaration.tokens(viewMode: .sourceAccurate).contains { $0.text == "LocalizedStringKey" }
      }
    }
    defer {
      collectingModule = ""
      collectingFile = 0
    }
    for decl in declarations { collect(decl, into: nil) }
  }

  /// The run's number of the file whose declarations are being collected (0 the scene).
  private var collectingFile = 0
  /// The declared names of every type of the program, nested ones included (`Style` of
  /// `Caption.Style`).
  private(set) var declaredTypeNames: Set<String> = []
  /// Whether some `private` type is keyed by its file (`fileKey`): only then do lookups look there.
  private var hasFileKeys = false

  /// The key of a `private` or `fileprivate` top-level type `name` of the run's file `file` when
  /// another file of its module declares the same name: `Row#2`.
  static func fileKey(_ name: String, in file: Int) -> String { name + "#" + String(file) }

  /// The module whose declarations are being collected.
  private var collectingModule = ""
  /// The module of the scene's file: its types keep their bare names when another module
  /// declares the same (`declare`).
  var sceneModule = ""
  /// Whether some type is keyed by its module (`Kit.Board`): only then do lookups look there.
  private var hasModuleKeys = false

  /// The key of a top-level type `name` of `module` that another module declares too:
  /// `Kit.Board`; `(app).Board` for the app's (whose module has no name here).
  static func key(_ name: String, in module: String) -> String {
    (module.isEmpty ? "(app)" : module) + "." + name
  }

  private func collect(_ decl: DeclSyntax, into owner: TypeDecl?) {
    if let protocolDecl = decl.as(ProtocolDeclSyntax.self) {
      protocolNames.insert(protocolDecl.name.text)
      protocolParents[protocolDecl.name.text, default: []].formUnion(
        protocolDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
      for member in protocolDecl.memberBlock.members {
        if let associated = member.decl.as(AssociatedTypeDeclSyntax.self) {
          protocolAssociatedTypes[protocolDecl.name.text, default: []].insert(
            associated.name.text)
        }
      }
      return
    }
    if let conditional = decl.as(IfConfigDeclSyntax.self) {
      for active in CompilationConditions.activeDeclarations(of: conditional) {
        collect(active, into: owner)
      }
    } else if let structDecl = decl.as(StructDeclSyntax.self) {
      let type = declare(structDecl.name.text, .structType, Syntax(structDecl), in: owner)
      addConformances(structDecl.inheritanceClause, to: type)
      type.genericParameters = structDecl.genericParameterClause?.parameters.map(\.name.text) ?? []
      for member in structDecl.memberBlock.members { collectMember(member.decl, into: type) }
    } else if let classDecl = decl.as(ClassDeclSyntax.self) {
      let type = declare(classDecl.name.text, .classType, Syntax(classDecl), in: owner)
      addConformances(classDecl.inheritanceClause, to: type)
      type.firstInherited =
        classDecl.inheritanceClause?.inheritedTypes.first?.type
        .trimmedDescription
      type.isObservableMacro = classDecl.attributes.contains {
        let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        return name == "Observable" || name == "Observation.Observable"
      }
      // SwiftData's `@Model`: observable like `@Observable`, identifiable like `PersistentModel`.
      if classDecl.attributes.contains(where: {
        let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        return name == "Model" || name == "SwiftData.Model"
      }) {
        type.isObservableMacro = true
        type.conformances.formUnion(["Identifiable", "PersistentModel"])
      }
      // Core Data's `NSManagedObject` is an `ObservableObject` whose managed properties
      // publish their changes (Apple, `NSManagedObject`: conforms to `ObservableObject`).
      if ["NSManagedObject", "CoreData.NSManagedObject"].contains(type.firstInherited) {
        type.conformances.insert("ObservableObject")
      }
      for member in classDecl.memberBlock.members { collectMember(member.decl, into: type) }
    } else if let actorDecl = decl.as(ActorDeclSyntax.self) {
      // An actor is a class whose isolation idlab's single-threaded run keeps trivially: one
      // task runs at a time, so no two ever touch its state at once (docs/semantics.md).
      let type = declare(actorDecl.name.text, .classType, Syntax(actorDecl), in: owner)
      addConformances(actorDecl.inheritanceClause, to: type)
      for member in actorDecl.memberBlock.members { collectMember(member.decl, into: type) }
    } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
      let type = declare(enumDecl.name.text, .enumType, Syntax(enumDecl), in: owner)
      addConformances(enumDecl.inheritanceClause, to: type)
      if let first = enumDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
        ["String", "Int", "Double", "Character", "LocalizedStringKey"].contains(first)
      {
        type.rawType = first
      }
      for member in enumDecl.memberBlock.members { collectMember(member.decl, into: type) }
    } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
      var extended = extensionDecl.extendedType.trimmedDescription
      // `extension [Reading]`, `extension Array<Reading>` (SE-0361): an extension of `Array`
      // with that element, as `extension Array where Element == Reading` is; likewise a
      // dictionary's and an optional's sugar (sample 40: "not among the members").
      let written = extensionDecl.extendedType
      if written.is(ArrayTypeSyntax.self) {
        extended = "Array"
      } else if written.is(DictionaryTypeSyntax.self) {
        extended = "Dictionary"
      } else if written.is(OptionalTypeSyntax.self) {
        extended = "Optional"
      } else if let identifier = written.as(IdentifierTypeSyntax.self),
        identifier.genericArgumentClause != nil,
        ["Array", "Dictionary", "Set", "Optional"].contains(identifier.name.text)
      {
        extended = identifier.name.text
      }
      // `extension ShapeStyle where Self == Color`: its members are `Color`'s, reached as
      // `Color.darkBackground` and, where a `ShapeStyle` is expected, as `.darkBackground`
      // (SE-0299), so they are an extension of `Color` (sample 19).
      for requirement in extensionDecl.genericWhereClause?.requirements ?? [] {
        if let same = requirement.requirement.as(SameTypeRequirementSyntax.self),
          same.leftType.trimmedDescription == "Self"
        {
          extended = same.rightType.trimmedDescription
        }
      }
      // A `Shape` is a `View`: its extension's helpers are called like a `View` extension's.
      if ["View", "Shape", "InsettableShape"].contains(extended) {
        for member in extensionDecl.memberBlock.members {
          if let function = member.decl.as(FunctionDeclSyntax.self) {
            viewExtensionMethods[function.name.plainName, default: []].append(function)
          } else if let variable = member.decl.as(VariableDeclSyntax.self) {
            for property in properties(of: variable) {
              viewExtensionProperties[property.name] = property
            }
          }
        }
        return
      }
      // `extension ColorAsset.Color` where `ColorAsset` declares `typealias Color = UIColor`
      // (SwiftGen's assets): an extension of the aliased type, not of SwiftUI's `Color`
      // (sample 15).
      if let (_, target) = nestedAlias(extended) { extended = target }
      let simpleName = String(extended.split(separator: ".").last ?? Substring(extended))
      let type: TypeDecl
      if let existing = self.type(
        named: extended, from: nil, module: collectingModule, file: collectingFile)
        ?? types[simpleName].flatMap({
          isVisible($0, fromModule: collectingModule, file: collectingFile)
            && Self.mayBe($0, extended) ? $0 : nil
        })
      {
        type = existing
      } else if let existing = libraryExtensions[simpleName] {
        type = existing
      } else {
        type = TypeDecl(name: simpleName, kind: .structType, syntax: Syntax(extensionDecl))
        libraryExtensions[simpleName] = type
        if extended.contains(".") { extensionsReadBeforeTheirOwner[simpleName] = extended }
      }
      addConformances(extensionDecl.inheritanceClause, to: type)
      for member in extensionDecl.memberBlock.members { collectMember(member.decl, into: type) }
    } else if let function = decl.as(FunctionDeclSyntax.self) {
      functions[function.name.plainName, default: []].append(function)
      recordAutoclosures(
        function.signature.parameterClause.parameters,
        calledAs: .function(function.name.plainName))
      collectLocalTypes(of: function.body, into: owner)
    } else if let variable = decl.as(VariableDeclSyntax.self) {
      for property in properties(of: variable) { globals[property.name] = property }
      collectLocalTypes(of: variable.bindings, into: owner)
    } else if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview",
      owner == nil, let content = macro.trailingClosure
    {
      // A type declared in a `#Preview`'s content (`struct PreviewWrapper: View { … }` before
      // `return PreviewWrapper()`) is a local type of the preview: the content finds it by name.
      collectLocalTypes(of: content, into: nil)
    } else if let alias = decl.as(TypeAliasDeclSyntax.self), let target = Self.aliasTarget(alias) {
      // An alias declared in a type is that type's member (`ColorAsset.Color`), seen inside
      // it, not a name of the whole module: SwiftGen's `typealias Color = UIColor` in
      // `ColorAsset` leaves SwiftUI's `Color` alone elsewhere (sample 15).
      if let owner {
        owner.nestedAliases[alias.name.plainName] = target
      } else if !isPackageShadow(alias.name.plainName) {
        typeAliases[alias.name.plainName] = target
      }
    }
  }

  /// Whether a top-level alias being collected is a package's name for a SwiftUI or Swift type
  /// idlab knows (Moya's `public typealias Image = UIImage`) in a module the scene's file does
  /// not import: that file, which imports SwiftUI, means SwiftUI's `Image` (another module's
  /// declarations are seen only where it is imported, The Swift Programming Language, "Access
  /// Control"), so the alias is left out of the module-wide names (sample 45: a header's
  /// `Image(systemName:)` became a `UIImage` call).
  private func isPackageShadow(_ name: String) -> Bool {
    guard !collectingModule.isEmpty, collectingModule != sceneModule,
      Interpreter.builtinViewNames.contains(name) || Interpreter.libraryTypes.contains(name)
    else { return false }
    return visibleModules.first.map { !$0.contains(collectingModule) } ?? false
  }

  /// What an alias stands for, as written; for a generic alias (SE-0048) whose parameters are
  /// its target's arguments in order (`typealias DataResult<T, U> = Result<T, U> where U:
  /// Error`), the target's own name, so `DataResult<Int, E>` and `DataResult.success` are
  /// `Result`'s; nil for another generic alias (`Pair<A> = Dictionary<String, A>`).
  static func aliasTarget(_ alias: TypeAliasDeclSyntax) -> String? {
    let target = alias.initializer.value.trimmedDescription
    guard let generics = alias.genericParameterClause else { return target }
    let parameters = generics.parameters.map(\.name.text)
    guard let identifier = alias.initializer.value.as(IdentifierTypeSyntax.self),
      let arguments = identifier.genericArgumentClause?.arguments,
      arguments.map(\.argument.trimmedDescription) == parameters
    else { return nil }
    return identifier.name.text
  }

  /// `own`, with each of `defaults` whose argument labels none of `own` has; `defaults` when
  /// the type has none of that name.
  static func adding(_ defaults: [FunctionDeclSyntax], to own: [FunctionDeclSyntax]?)
    -> [FunctionDeclSyntax]
  {
    guard let own else { return defaults }
    func labels(_ function: FunctionDeclSyntax) -> [String] {
      function.signature.parameterClause.parameters.map(\.firstName.text)
    }
    let taken = own.map(labels)
    return own + defaults.filter { !taken.contains(labels($0)) }
  }

  /// Gives each type that conforms to a program's protocol the members of that protocol's
  /// extensions it does not declare itself, once every file is collected: a protocol
  /// extension's members are default implementations, and a type's own member wins ("Providing
  /// Default Implementations", The Swift Programming Language, "Protocols").
  func applyProtocolExtensions() {
    // A type conforms to every protocol its protocols refine (`struct KFImage: KFImageProtocol`
    // with `protocol KFImageProtocol: View` is a `View`), as Swift's protocol inheritance says.
    // A composition conforms to each of its protocols: `typealias Speaker = Greeter & Shouter`,
    // and the standard library's `Codable`, `Decodable & Encodable` (The Swift Programming
    // Language, "Protocol Composition"; the thirty-fourth sample: an extension of one of them
    // was not found, 4 files).
    for type in types.values {
      var pending = Array(type.conformances)
      while let name = pending.popLast() {
        var parents = protocolParents[name] ?? []
        if name == "Codable" {
          parents.formUnion(["Decodable", "Encodable"])
        } else if let aliased = typeAliases[name], aliased.contains("&") {
          parents.formUnion(
            aliased.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) })
        } else if let aliased = typeAliases[name] {
          // `typealias PlatformRepresentable = UIViewRepresentable` (one per platform under
          // `#if`): conforming through the alias conforms to the protocol it names (sample 48:
          // such a view's `modifier(…)` was "not in scope").
          parents.insert(aliased)
        }
        for parent in parents where type.conformances.insert(parent).inserted {
          pending.append(parent)
        }
      }
    }
    // `Note.ID`: an `Identifiable` type's associated `ID` is the type of its `id` (Apple,
    // `Identifiable.ID`; the thirty-fourth sample's `navigationDestination(for: Note.ID.self)`).
    for type in types.values
    where type.conformances.contains("Identifiable") && type.nestedAliases["ID"] == nil
      && type.nestedTypes["ID"] == nil
    {
      if let written = (type.stored("id") ?? type.computedProperties["id"])?.typeText {
        type.nestedAliases["ID"] = written
      }
    }
    // A library type the program extends with a conformance (`extension URLSessionConfiguration:
    // AlamofireExtended {}`) gets the protocol extension's members too (`static var af`).
    for type in Array(types.values) + Array(libraryExtensions.values) {
      // The program's protocols, and every library protocol (or superclass) a type names that
      // the program extends (`extension CaseIterable where Self: Equatable { func next() ->
      // Self }` for `enum Tab: CaseIterable`, `extension PreviewProvider { static var dev }`
      // for a preview provider).
      for name in type.conformances where name != type.name && name != type.simpleName {
        guard let defaults = libraryExtensions[name] else { continue }
        // An extension's overload with other argument labels than the type's own methods of
        // that name is one more overload (`func load(_ name:)` beside the requirement
        // `load(_:suffix:)` the type implements; sample 37 reported "missing argument").
        for (member, methods) in defaults.methods {
          type.methods[member] = Self.adding(methods, to: type.methods[member])
        }
        for (member, methods) in defaults.staticMethods {
          type.staticMethods[member] = Self.adding(methods, to: type.staticMethods[member])
        }
        for (member, property) in defaults.staticProperties
        where type.staticProperties[member] == nil {
          type.staticProperties[member] = property
        }
        for (member, property) in defaults.computedProperties
        where type.computedProperties[member] == nil && !type.hasStored(member) {
          type.computedProperties[member] = property
        }
        // An initializer a protocol extension declares (`init(_ title: String?) {
        // self.init(context: …) }`) is one of each conforming type's, unless the type declares
        // one with the same labels.
        for initializer in defaults.initializers
        where !type.initializers.contains(where: {
          $0.argumentLabels == initializer.argumentLabels
        }) {
          type.initializers.append(initializer)
        }
      }
    }
  }

  /// Gives each class whose superclass the program declares (`class Derived: Base`) what it
  /// inherits, once every file is collected: the base's stored properties first, then its
  /// computed properties, methods, static members and subscripts that the class does not
  /// override, its conformances (an `ObservableObject`'s subclass is one), and its designated
  /// initializers when the class declares none (the Swift Programming Language, "Inheritance"
  /// and "Automatic Initializer Inheritance"); a generic base (`Base<C>`) gives the same members
  /// whatever its arguments. A superclass from a framework (`NSObject`) gives
  /// nothing: its part of the object is not simulated.
  func applyInheritance() {
    var done: Set<ObjectIdentifier> = []
    func inherit(_ type: TypeDecl, depth: Int) {
      guard depth < 64, done.insert(ObjectIdentifier(type)).inserted,
        // `class Derived<C>: Base<C>`: the generic base's members are its members too.
        let written = type.firstInherited,
        let base = self.type(named: String(written.prefix { $0 != "<" }), from: nil),
        base.kind == .classType, base !== type
      else { return }
      inherit(base, depth: depth + 1)
      type.superclass = base
      type.storedProperties =
        base.storedProperties.filter { !type.hasStored($0.name) } + type.storedProperties
      for (name, property) in base.computedProperties
      where type.computedProperties[name] == nil && !type.hasStored(name) {
        type.computedProperties[name] = property
      }
      for (name, methods) in base.methods {
        let own = type.methods[name] ?? []
        let overridden = Set(own.map(Self.labels))
        type.methods[name] = own + methods.filter { !overridden.contains(Self.labels($0)) }
      }
      for (name, methods) in base.staticMethods where type.staticMethods[name] == nil {
        type.staticMethods[name] = methods
      }
      for (name, property) in base.staticProperties where type.staticProperties[name] == nil {
        type.staticProperties[name] = property
      }
      if type.subscripts.isEmpty { type.subscripts = base.subscripts }
      if type.initializers.isEmpty { type.initializers = base.initializers }
      type.conformances.formUnion(base.conformances)
      type.isObservableMacro = type.isObservableMacro || base.isObservableMacro
    }
    for name in typeOrder {
      if let type = types[name], type.kind == .classType { inherit(type, depth: 0) }
    }
  }

  /// A function's argument labels, `_` for none (`move(from:to:)` → `["from", "to"]`).
  private static func labels(_ function: FunctionDeclSyntax) -> [String] {
    function.signature.parameterClause.parameters.map(\.firstName.text)
  }

  /// Attributes written with a capital that are not property wrappers (`@MainActor var x`).
  static let declarationAttributes: Set<String> = [
    "MainActor", "Sendable", "IBOutlet", "IBAction", "IBInspectable", "NSManaged",
    "Previewable", "GKInspectable",
    // SwiftData's property macros describe the store's schema (`@Attribute(.externalStorage)`,
    // `@Relationship(deleteRule: .cascade)`, `@Transient`): the property keeps its value.
    "Attribute", "Relationship", "Transient",
  ]

  /// Makes every alias mean its type, once every file is collected: an alias of a declared type
  /// names that type (`types[alias]` is the same declaration), and the written types of stored
  /// properties and globals are spelled with the aliased types (`Set<Key>` → `Set<Int>`).
  func resolveAliases() {
    mergeAliasExtensions()
    // `AppUI.Motion` where `enum AppUI { typealias Motion = Tokens.Motion }`: a type alias
    // declared in a type is a member type of it ("Type Alias Declaration", The Swift
    // Programming Language, "Declarations"), so the qualified name reaches the aliased type.
    for type in Array(types.values) {
      for (name, target) in type.nestedAliases where type.nestedTypes[name] == nil {
        if let aliased = self.type(named: target, from: type), aliased !== type {
          type.nestedTypes[name] = aliased
        }
      }
    }
    guard !typeAliases.isEmpty else { return }
    for alias in typeAliases.keys where types[alias] == nil {
      let target = resolvingAliases(alias)
      if let type = types[target] ?? libraryExtensions[target] { types[alias] = type }
    }
    for type in typeOrder.compactMap({ types[$0] }) + libraryExtensions.values {
      // One assignment: each element set alone would rebuild the type's indexes.
      type.storedProperties = type.storedProperties.map { property in
        var resolved = property
        resolved.typeText = property.typeText.map(resolvingAliases)
        return resolved
      }
      for (name, property) in type.computedProperties {
        type.computedProperties[name]?.typeText = property.typeText.map(resolvingAliases)
      }
      for (name, property) in type.staticProperties {
        type.staticProperties[name]?.typeText = property.typeText.map(resolvingAliases)
      }
    }
    for (name, property) in globals {
      globals[name]?.typeText = property.typeText.map(resolvingAliases)
    }
  }

  /// The standard library's, Foundation's and Core Location's aliases of the types idlab runs
  /// (`typealias TimeInterval = Double`, `typealias CLLocationDegrees = Double`).
  static let libraryAliases: [String: String] = [
    "TimeInterval": "Double", "Float64": "Double", "CLLocationDegrees": "Double",
    "CLLocationDistance": "Double", "CLLocationSpeed": "Double", "CLLocationDirection": "Double",
    "CLLocationAccuracy": "Double", "NSInteger": "Int",
  ]

  /// An extension of an alias of a library type (`extension TimeInterval { var minutes: … }`, or
  /// of the program's `typealias Seconds = Double`) extends the aliased type: its members join
  /// the extensions of `Double`, which every `Double` value reaches ("A type alias declaration
  /// introduces a named alias of an existing type", The Swift Programming Language,
  /// "Declarations").
  private func mergeAliasExtensions() {
    for (alias, extended) in libraryExtensions {
      if let type = aliasedProgramType(alias), type !== extended {
        absorb(extended, into: type)
        libraryExtensions[alias] = nil
        continue
      }
      // `typealias ChapterList = [Chapter]` with `extension ChapterList { var titles }`: an
      // extension of `Array` (sugar: `sugarBase`), as `extension [Chapter]` is (sample 54).
      guard
        let target = Self.libraryAliases[alias]
          ?? typeAliases[alias].map({ Self.sugarBase(Self.genericBase(resolvingAliases($0))) }),
        target != alias, types[target] == nil,
        target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else { continue }
      guard let existing = libraryExtensions[target] else {
        // Named as the type it extends (`extension KFCrossPlatformColor` with `typealias
        // KFCrossPlatformColor = UIColor` extends `UIColor`), so that the library's own
        // members of that type are still found beside the extension's.
        extended.name = target
        libraryExtensions[target] = extended
        continue
      }
      guard existing !== extended else { continue }
      absorb(extended, into: existing)
      libraryExtensions[alias] = existing
    }
  }

  /// The written names of extensions read before the type that owns their alias
  /// (`extension SymbolColor.Style`, kept as `Style` until `SymbolColor` is read), by key.
  private var extensionsReadBeforeTheirOwner: [String: String] = [:]

  /// The program's type an extension keyed `key` extends through an alias read after it:
  /// `extension SymbolColor.Style` where `SymbolColor` declares `typealias Style =
  /// SymbolColorStyle`, or `extension Board` beside `typealias Board = Grid`. An extension of an
  /// alias extends the aliased type ("Type Alias Declaration", The Swift Programming Language),
  /// whatever order the files are read in. Nil when the key names no such alias.
  private func aliasedProgramType(_ key: String) -> TypeDecl? {
    let written = extensionsReadBeforeTheirOwner[key] ?? key
    if let (owner, target) = nestedAlias(written) { return type(named: target, from: owner) }
    guard !written.contains("."), let target = typeAliases[key].map(resolvingAliases),
      target != key
    else { return nil }
    return types[target]
  }

  /// `ColorAsset.Color` where `ColorAsset` declares `typealias Color = UIColor` and no type
  /// `Color`: the owner and the alias's target; nil for any other name.
  private func nestedAlias(_ written: String) -> (owner: TypeDecl, target: String)? {
    let parts = written.split(separator: ".").map(String.init)
    guard parts.count == 2, let owner = types[parts[0]], owner.nestedTypes[parts[1]] == nil,
      let target = owner.nestedAliases[parts[1]]
    else { return nil }
    return (owner, target)
  }

  /// Whether `type` may be the one an extension names as `written`: any type for a bare name;
  /// for `Owner.Name`, only a type nested in a type called `Owner` (or in a module `Owner`), not
  /// a top-level `Name` (SymbolStyle's property wrapper `Style` is not `SymbolColor.Style`).
  private static func mayBe(_ type: TypeDecl, _ written: String) -> Bool {
    let parts = written.split(separator: ".")
    guard parts.count == 2 else { return true }
    if let owner = type.enclosing { return owner.simpleName == parts[0] }
    return type.module == parts[0]
  }

  /// Adds the members of `extended` (an extension read apart) to `existing`.
  private func absorb(_ extended: TypeDecl, into existing: TypeDecl) {
    existing.conformances.formUnion(extended.conformances)
    existing.computedProperties.merge(extended.computedProperties) { mine, _ in mine }
    existing.staticProperties.merge(extended.staticProperties) { mine, _ in mine }
    existing.methods.merge(extended.methods) { $0 + $1 }
    existing.staticMethods.merge(extended.staticMethods) { $0 + $1 }
    existing.initializers += extended.initializers
    existing.subscripts += extended.subscripts
    existing.nestedTypes.merge(extended.nestedTypes) { mine, _ in mine }
  }

  /// The type an alias named `name` stands for where `context` is (an alias declared in it or
  /// in a type around it), else a top-level alias; nil when no alias has that name.
  func aliasTarget(_ name: String, from context: TypeDecl?) -> String? {
    var scope = context
    while let type = scope {
      if let target = type.nestedAliases[name] { return target }
      scope = type.enclosing
    }
    return typeAliases[name]
  }

  /// `resolvingAliases` of a type name that may be an alias a type declares or is given
  /// (`Note.ID`, an `Identifiable` type's `id` type).
  func resolvingMemberAlias(_ text: String) -> String {
    let parts = text.split(separator: ".").map(String.init)
    if parts.count == 2, let target = types[parts[0]]?.nestedAliases[parts[1]] {
      return resolvingAliases(target)
    }
    return resolvingAliases(text)
  }

  /// `text`, a written type, with each alias replaced by the type it names, through chains of
  /// aliases (at most eight deep, so `typealias A = B; typealias B = A` ends).
  func resolvingAliases(_ text: String) -> String {
    guard !typeAliases.isEmpty else { return text }
    var result = text
    for _ in 0..<8 {
      var next = ""
      var word = ""
      for character in result + " " {
        if character.isLetter || character.isNumber || character == "_" {
          word.append(character)
          continue
        }
        // A name after a dot is a member of the type before it (`SchemaV1.Entry`), never the
        // top-level alias of that name (`typealias Entry = SchemaV1.Entry` made
        // `SchemaV1.SchemaV1.Entry`, and a query over `[Entry]` found none: sample 53).
        next += next.last == "." ? word : typeAliases[word] ?? word
        word = ""
        next.append(character)
      }
      next.removeLast()
      if next == result { break }
      result = next
    }
    return result
  }

  /// Registers a declared type. A nested type is keyed by its name, unless another type of the
  /// program has that name too: then the nested ones are keyed `Outer.Inner` (a top-level type
  /// keeps its name), as Swift tells them apart by where they are declared.
  private func declare(
    _ simpleName: String, _ kind: TypeDecl.Kind, _ syntax: Syntax, in owner: TypeDecl?
  ) -> TypeDecl {
    var name = simpleName
    let module = owner?.module ?? collectingModule
    let isFilePrivate =
      owner == nil && syntax.as(DeclSyntax.self).map(SourceModule.isFilePrivate) == true
    if owner == nil, let existing = types[simpleName], existing.enclosing == nil,
      existing.module == module, existing.file != collectingFile,
      existing.isFilePrivate || isFilePrivate
    {
      // Two files' top-level types of one name, one of them `private` (seen in its file only):
      // the scene's file's keeps the bare name (else the first), the other is keyed by its file,
      // where lookups from that file's types find it first.
      hasFileKeys = true
      if collectingFile == 0 {
        rekey(existing, as: Self.fileKey(simpleName, in: existing.file))
      } else {
        name = Self.fileKey(simpleName, in: collectingFile)
      }
    } else if owner == nil, let existing = types[simpleName], existing.enclosing == nil,
      existing.module != module
    {
      // Two modules' top-level types of one name (an app's `Board` and its package's): the
      // scene's module's keeps the bare name (else the app's, else the first), the other is
      // keyed `Module.Name`, as Swift tells them apart by module.
      hasModuleKeys = true
      let keepsNew =
        module == sceneModule || (module.isEmpty && existing.module != sceneModule)
      if keepsNew {
        rekey(existing, as: Self.key(simpleName, in: existing.module))
      } else {
        name = Self.key(simpleName, in: module)
      }
    } else if let existing = types[simpleName], existing.enclosing !== owner {
      sharedNestedNames.insert(simpleName)
      qualify(existing)
    }
    // A nested type named like a SwiftUI or library type (`Message.Image`) is keyed by its
    // qualified name too: Swift finds it by its bare name only inside its owner.
    if let owner,
      sharedNestedNames.contains(simpleName) || Interpreter.builtinViewNames.contains(simpleName)
        || Interpreter.libraryTypes.contains(simpleName)
    {
      name = owner.name + "." + simpleName
    }
    let type = TypeDecl(
      name: name, simpleName: isFilePrivate ? simpleName : nil, kind: kind, syntax: syntax)
    type.enclosing = owner
    type.module = module
    type.file = owner?.file ?? collectingFile
    declaredTypeNames.insert(simpleName)
    type.isFilePrivate = isFilePrivate
    type.isPublic = syntax.as(DeclSyntax.self).map(SourceModule.isPublic) == true
    owner?.nestedTypes[simpleName] = type
    if name == simpleName,
      extensionsReadBeforeTheirOwner[name].map({ Self.mayBe(type, $0) }) ?? true,
      let pending = libraryExtensions.removeValue(forKey: name)
    {
      // An extension read before its type (another file first) gives all its members, its
      // initializers and subscripts too: Swift's declarations do not depend on their order.
      absorb(pending, into: type)
      for nested in type.nestedTypes.values { nested.enclosing = type }
    }
    if types[name] == nil { typeOrder.append(name) }
    types[name] = type
    return type
  }

  /// Moves a top-level type from its bare name to `key` (`Kit.Board`, `Row#2`), keeping its place
  /// in `typeOrder`, so that another type of that name can take the bare one.
  private func rekey(_ type: TypeDecl, as key: String) {
    let bare = type.name
    types[bare] = nil
    type.name = key
    if let index = typeOrder.firstIndex(of: bare) { typeOrder[index] = key }
    types[key] = type
  }

  /// Keys a nested type by its qualified name (`Outer.Inner`); a top-level type keeps its name.
  private func qualify(_ type: TypeDecl) {
    guard let owner = type.enclosing, !type.name.contains(".") else { return }
    let qualified = owner.name + "." + type.simpleName
    types[type.name] = nil
    if let index = typeOrder.firstIndex(of: type.name) { typeOrder[index] = qualified }
    type.name = qualified
    types[qualified] = type
  }

  /// The standard library type a sugared type names (`[Item]` is `Array`, `[String: Int]`
  /// `Dictionary`, `Item?` `Optional`), whose extensions (`extension Array where Element ==
  /// Item { static let empty }`) an alias of it reaches; any other name as it is.
  static func sugarBase(_ text: String) -> String {
    if text.hasPrefix("["), text.hasSuffix("]") {
      return text.contains(":") ? "Dictionary" : "Array"
    }
    return text.hasSuffix("?") ? "Optional" : text
  }

  /// A written type without its generic arguments (`Theme<String>` is `Theme`,
  /// `Theme<String>.Colour` is `Theme.Colour`).
  static func genericBase(_ text: String) -> String {
    var depth = 0
    var base = ""
    for character in text where !character.isWhitespace {
      if character == "<" {
        depth += 1
      } else if character == ">" {
        depth -= 1
      } else if depth == 0 {
        base.append(character)
      }
    }
    return base
  }

  /// The type `text` names where `context`'s members are written: a type nested in `context` or
  /// in a type enclosing it, then a top-level type of the module that declares `context` (or of
  /// `module` without a context), then any other top-level type; `Self.Inner`, `Outer.Inner` go
  /// down through the nested types, and `Module.Name` names that module's type. A `private` type
  /// of the context's file comes before another file's of that name (`fileKey`), and another
  /// module's type is found only when it is visible from there (`isVisible`). Nil when no
  /// declared type has that name.
  func type(named text: String, from context: TypeDecl?, module: String? = nil, file: Int? = nil)
    -> TypeDecl?
  {
    type(named: text, from: context, module: module, file: file, aliasDepth: 0)
  }

  /// The modules each file of the run sees (`SourceModule.visibility`: its own, what it imports
  /// and what those re-export), by the run's file number; empty when every file sees every
  /// module.
  var visibleModules: [Set<String>] = []

  /// Whether code of `home` in the run's file `file` sees `found`: a nested type, a type of its
  /// own module, or another module's `public` type that the file imports (The Swift Programming
  /// Language, "Access Control": internal entities are used only inside their module, and
  /// another module's public ones only where it is imported).
  func isVisible(_ found: TypeDecl, fromModule home: String?, file: Int?) -> Bool {
    guard found.enclosing == nil, let home, found.module != home else { return true }
    guard found.isPublic else { return false }
    guard let file, visibleModules.indices.contains(file) else { return true }
    return visibleModules[file].contains(found.module)
  }

  /// `type(named:from:module:)`, through at most eight aliases (`typealias ImageRequest =
  /// Nuke.ImageRequest` names itself once the module is dropped).
  private func type(
    named text: String, from context: TypeDecl?, module: String?, file: Int?, aliasDepth: Int
  )
    -> TypeDecl?
  {
    var parts = text.split(separator: ".").map(String.init)
    guard var first = parts.first else { return nil }
    if parts.count > 1, types[first] == nil, moduleNames.contains(first) {
      // `Kit.Board`: the module's own `Board`, keyed `Kit.Board` when another module has one.
      if let qualified = types[first + "." + parts[1]] { return qualified }
      parts.removeFirst()
      first = parts[0]
    }
    var current: TypeDecl?
    if first == "Self" {
      current = context
    } else {
      var scope = context
      while let candidate = scope, current == nil {
        current =
          candidate.nestedTypes[first] ?? (candidate.simpleName == first ? candidate : nil)
        // `typealias Theme = MemoryGameTheme<String>` in the type: the aliased type, its generic
        // arguments erased as idlab erases them (`Theme(…)` builds a `MemoryGameTheme`).
        if current == nil, aliasDepth < 8,
          let target = candidate.nestedAliases[first].map(Self.genericBase), target != first
        {
          current = type(
            named: target, from: candidate, module: module, file: file, aliasDepth: aliasDepth + 1)
        }
        scope = candidate.enclosing
      }
      if current == nil, hasFileKeys, let context {
        current = types[Self.fileKey(first, in: context.file)]
      }
      if current == nil, hasModuleKeys, let home = context?.module ?? module {
        current = types[Self.key(first, in: home)]
      }
      if current == nil, let found = types[first],
        isVisible(found, fromModule: context?.module ?? module, file: context?.file ?? file)
      {
        // Another module's top-level type is seen only when it is `public` and imported (a
        // package's internal `Rectangle` is not the app's: SwiftUI's is).
        current = found
      }
      if current == nil, hasModuleKeys {
        // The bare name is another module's type this file does not see (KeychainAccess's
        // internal `Options`): the one of a module it does see (EasyStash's public `Options`,
        // keyed `EasyStash.Options`).
        let home = context?.module ?? module
        let file = context?.file ?? file
        current = moduleNames.sorted().lazy.compactMap { self.types[Self.key(first, in: $0)] }
          .first { self.isVisible($0, fromModule: home, file: file) }
      }
      current = current ?? libraryExtensions[first]
      if current == nil, aliasDepth < 8,
        let target = typeAliases[first].map({ Self.sugarBase(Self.genericBase($0)) }),
        target != first
      {
        current = type(
          named: target, from: nil, module: module, file: file, aliasDepth: aliasDepth + 1)
      }
    }
    // `Table.Tile.Face` where `Table` declares `typealias Tile = Deck.Tile`: a member alias on
    // the way is the type it names (the thirty-second sample; "Type Alias Declaration").
    for part in parts.dropFirst() {
      guard let outer = current else { return nil }
      current = outer.nestedTypes[part]
      if current == nil, aliasDepth < 8,
        let target = outer.nestedAliases[part].map(Self.genericBase), target != part
      {
        current = type(
          named: target, from: outer, module: module, file: file, aliasDepth: aliasDepth + 1)
      }
    }
    return current
  }

  /// Resolves the type names the environment keys of `@EnvironmentObject var m: Self.Model` and
  /// `@Environment(Outer.Model.self)` were written with to the types' keys, once every file is
  /// collected, so that they meet the key `.environmentObject(m)` writes from `m`'s type.
  func resolveEnvironmentTypes() {
    for type in types.values {
      var properties = type.storedProperties
      var changed = false
      defer { if changed { type.storedProperties = properties } }
      for (index, property) in properties.enumerated() {
        guard let key = property.environmentKey else { continue }
        let resolved: String
        if key.hasPrefix("object:") {
          let name = String(key.dropFirst("object:".count))
          guard let target = self.type(named: name, from: type) else { continue }
          resolved = "object:" + target.name
        } else if key.hasSuffix(".self") {
          guard let target = self.type(named: String(key.dropLast(".self".count)), from: type)
          else { continue }
          resolved = target.name + ".self"
        } else {
          continue
        }
        if resolved != key {
          properties[index].environmentKey = resolved
          changed = true
        }
      }
    }
  }

  private func addConformances(_ clause: InheritanceClauseSyntax?, to type: TypeDecl) {
    for inherited in clause?.inheritedTypes ?? [] {
      let name = inherited.type.trimmedDescription
      type.conformances.insert(name.hasPrefix("SwiftUI.") ? String(name.dropFirst(8)) : name)
    }
  }

  private func collectMember(_ decl: DeclSyntax, into type: TypeDecl) {
    if decl.is(FunctionDeclSyntax.self) || decl.is(InitializerDeclSyntax.self)
      || decl.is(VariableDeclSyntax.self)
    {
      collectLocalTypes(of: decl, into: type)
    }
    if let conditional = decl.as(IfConfigDeclSyntax.self) {
      for active in CompilationConditions.activeDeclarations(of: conditional) {
        collectMember(active, into: type)
      }
    } else if let variable = decl.as(VariableDeclSyntax.self) {
      for property in properties(of: variable) {
        if property.isStatic {
          type.staticProperties[property.name] = property
        } else if property.isComputed {
          type.computedProperties[property.name] = property
        } else {
          type.appendStoredProperty(property)
        }
      }
    } else if let function = decl.as(FunctionDeclSyntax.self) {
      let isStatic = function.modifiers.contains {
        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
      }
      if isStatic {
        type.staticMethods[function.name.plainName, default: []].append(function)
      } else {
        type.methods[function.name.plainName, default: []].append(function)
      }
      recordAutoclosures(
        function.signature.parameterClause.parameters, calledAs: .method(function.name.plainName))
    } else if let initializer = decl.as(InitializerDeclSyntax.self) {
      type.initializers.append(initializer)
      recordAutoclosures(
        initializer.signature.parameterClause.parameters, calledAs: .initializer(type.name))
    } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
      type.subscripts.append(subscriptDecl)
      declaresSubscripts = true
    } else if let caseDecl = decl.as(EnumCaseDeclSyntax.self) {
      for element in caseDecl.elements {
        let labels: [String?] =
          element.parameterClause?.parameters.map { parameter in
            parameter.firstName.map { $0.tokenKind == .wildcard ? nil : $0.text } ?? nil
          } ?? []
        type.cases.append(
          TypeDecl.Case(
            name: element.name.plainName, labels: labels, rawValue: element.rawValue?.value))
      }
    } else if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
      || decl.is(ClassDeclSyntax.self) || decl.is(ActorDeclSyntax.self)
      || decl.is(TypeAliasDeclSyntax.self)
    {
      collect(decl, into: type)
    }
  }

  /// Declares the types a body declares locally as types nested in `owner` (top-level without
  /// one): a local type is found by its name from the code around it. Two local types of one name
  /// in one owner are one type, the last declared.
  private func collectLocalTypes(of body: (some SyntaxProtocol)?, into owner: TypeDecl?) {
    guard let body else { return }
    for local in LocalTypeFinder.types(in: body) { collect(local, into: owner) }
  }

  /// The properties one `var`/`let` declaration declares.
  func properties(of variable: VariableDeclSyntax) -> [TypeDecl.Property] {
    var wrapper = TypeDecl.Wrapper.none
    var isViewBuilder = false
    var isPublished = false
    var customWrapper: String?
    var wrapperArguments: LabeledExprListSyntax?
    var isObservationIgnored = false
    var environmentKey: String?
    var querySort: [TypeDecl.QuerySort] = []
    var queryFilter: ExprSyntax?
    var readsCoreData = false
    var storageKey: ExprSyntax?
    var storageDefault: ExprSyntax?
    var isSceneStorage = false
    for attribute in variable.attributes {
      guard let attribute = attribute.as(AttributeSyntax.self) else { continue }
      switch attribute.attributeName.trimmedDescription {
      // `@GestureState` holds its initial value between gestures; a drag's step ends with the
      // gesture, when SwiftUI resets it (its `.updating` is not run: docs/semantics.md).
      case "State", "SwiftUI.State", "GestureState", "SwiftUI.GestureState": wrapper = .state
      // `@FocusState.Binding var focused: Bool`: a binding to a parent's focus state, read and
      // written as the value it holds (sample 42 read it as the binding).
      case "Binding", "SwiftUI.Binding", "FocusState.Binding", "SwiftUI.FocusState.Binding":
        wrapper = .binding
      case "FocusState", "SwiftUI.FocusState": wrapper = .focusState
      case "StateObject", "SwiftUI.StateObject": wrapper = .stateObject
      case "ObservedObject", "SwiftUI.ObservedObject": wrapper = .observedObject
      case "Namespace", "SwiftUI.Namespace": wrapper = .namespace
      case "EnvironmentObject", "SwiftUI.EnvironmentObject": wrapper = .environmentObject
      case "Bindable", "SwiftUI.Bindable": wrapper = .bindable
      case "Query", "SwiftData.Query":
        wrapper = .query
        querySort = Interpreter.querySort(of: attribute)
        queryFilter =
          attribute.arguments?.as(LabeledExprListSyntax.self)?.first {
            $0.label?.text == "filter"
          }?.expression
      case "FetchRequest", "CoreData.FetchRequest", "SwiftUI.FetchRequest":
        wrapper = .query
        readsCoreData = true
        querySort = Interpreter.fetchRequestSort(of: attribute)
      // `@AppStorage("key")` or `@AppStorage(wrappedValue: 0, "key")`: the key is the unlabeled
      // argument, the default the initial value or `wrappedValue:` (Apple,
      // `AppStorage.init(wrappedValue:_:store:)`).
      case "AppStorage", "SwiftUI.AppStorage", "SceneStorage", "SwiftUI.SceneStorage":
        wrapper = .appStorage
        let arguments = attribute.arguments?.as(LabeledExprListSyntax.self)
        storageKey = arguments?.first { $0.label == nil }?.expression
        storageDefault = arguments?.first { $0.label?.text == "wrappedValue" }?.expression
        isSceneStorage = attribute.attributeName.trimmedDescription.hasSuffix("SceneStorage")
      case "ScaledMetric", "SwiftUI.ScaledMetric":
        break  // its base value: Dynamic Type at its default size (docs/semantics.md)
      // `@NSManaged var name`: a managed property, whose change Core Data publishes to the
      // object's observers as `@Published` does.
      case "Published", "Combine.Published", "NSManaged": isPublished = true
      case "ObservationIgnored", "Observation.ObservationIgnored": isObservationIgnored = true
      // `Interpreter.viewBuilders`, as written.
      case "ViewBuilder", "SwiftUI.ViewBuilder", "ToolbarContentBuilder",
        "SwiftUI.ToolbarContentBuilder", "ChartContentBuilder", "Charts.ChartContentBuilder",
        "MapContentBuilder", "MapKit.MapContentBuilder":
        isViewBuilder = true
      case "Environment", "SwiftUI.Environment":
        wrapper = .environment
        environmentKey = Interpreter.environmentKey(of: attribute)
      case let name
      where name.first?.isUppercase == true && !Self.declarationAttributes.contains(name):
        if customWrapper == nil {
          customWrapper = name
          wrapperArguments = attribute.arguments?.as(LabeledExprListSyntax.self)
        }
      default: break
      }
    }
    let isStatic = variable.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    var result: [TypeDecl.Property] = []
    var pendingType: String?
    for binding in variable.bindings.reversed() {
      if let annotation = binding.typeAnnotation {
        pendingType = annotation.type.trimmedDescription
      }
      guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      var property = TypeDecl.Property(
        name: identifier.identifier.plainName, syntax: Syntax(binding))
      property.wrapper = wrapper
      property.isStatic = isStatic
      property.isLet = isLet
      property.typeText = binding.typeAnnotation?.type.trimmedDescription ?? pendingType
      property.defaultValue = binding.initializer?.value ?? storageDefault
      property.isViewBuilder = isViewBuilder
      property.isPublished = isPublished
      property.customWrapper = customWrapper
      property.wrapperArguments = wrapperArguments
      property.isLazy = variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
      property.isObservationIgnored = isObservationIgnored
      property.environmentKey = environmentKey
      property.querySort = querySort
      property.queryFilter = queryFilter
      property.readsCoreData = readsCoreData
      if wrapper == .environmentObject, let typeText = property.typeText {
        property.environmentKey = Interpreter.objectKey(typeText)
      }
      property.storageKey = storageKey
      property.isSceneStorage = isSceneStorage
      if let accessor = binding.accessorBlock {
        switch accessor.accessors {
        case .getter(let items):
          property.getter = items
        case .accessors(let list):
          if let get = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) {
            property.getter = get.body?.statements
            // A `_modify` is the setter's coroutine form (`Interpreter.runSetter`).
            property.setter =
              list.first { $0.accessorSpecifier.tokenKind == .keyword(.set) }
              ?? list.first { $0.accessorSpecifier.tokenKind == .keyword(._modify) }
          } else {
            // Observers (`didSet`) on a stored property: the property stays stored.
            property.getter = nil
          }
        @unknown default:
          break
        }
      }
      result.append(property)
    }
    return result.reversed()
  }
}
