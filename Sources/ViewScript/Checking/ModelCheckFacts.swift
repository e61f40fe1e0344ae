import SwiftSyntax

/// What the checks of a compile read of the whole program, gathered once for every declaration
/// checked: the names the program and the library declare, and the program's own statics,
/// extension methods' labels and representable views.
struct ModelCheckFacts {
  /// Every name a reference may resolve to without being an unknown type: SwiftUI's and the
  /// library's types, the program's types, functions, aliases, protocols, members, globals and
  /// modules.
  let knownNames: Set<String>
  /// The simple names of the program's types (`Inner` for `Outer.Inner`).
  let programTypeNames: Set<String>
  /// `Type.name` of each static property the program adds to a library type.
  let libraryExtensionStatics: Set<String>
  /// `Type.name` of each static method the program adds to a library type.
  let libraryStaticMethods: Set<String>
  /// The argument labels of each method the program adds to a library type or to `View`.
  let declaredMethodLabels: [String: [[String?]]]
  /// The representable protocol of each program type that adopts one, by its simple name.
  let representables: [String: String]

  /// The facts of `model`, read once.
  init(model: ProgramModel) {
    var known = Interpreter.builtinViewNames.union(Interpreter.libraryTypes)
    known.formUnion(model.types.keys)
    known.formUnion(model.libraryExtensions.keys)
    known.formUnion(model.functions.keys)
    known.formUnion(model.typeAliases.keys)
    // A protocol is a type too: `Resolver.resolve(Configurator.self)` names its metatype
    // (sample 15).
    known.formUnion(model.protocolNames)
    known.formUnion(Interpreter.integerWidths.keys)
    // A method named like a type (`func HeaderView(_ size: CGSize) -> some View`), called with
    // implicit `self` in a view builder; the interpreter finds the method first.
    for type in model.types.values {
      known.insert(type.simpleName)  // `Inner` for `Outer.Inner`
      known.formUnion(type.nestedAliases.keys)  // `typealias Picked = Theme<String>` in a type
      known.formUnion(type.methods.keys)
      known.formUnion(type.staticMethods.keys)
      // `static let API = …` read inside its type: a value, never an unknown type.
      known.formUnion(type.storedProperties.map(\.name))
      known.formUnion(type.computedProperties.keys)
      known.formUnion(type.staticProperties.keys)
      known.formUnion(type.cases.map(\.name))
    }
    known.formUnion(model.globals.keys)
    known.formUnion(model.moduleNames)
    known.formUnion(model.appModuleNames)
    known.formUnion(Interpreter.moduleNames)
    known.formUnion(model.viewExtensionMethods.keys)
    // `CodingKeys` in a `Codable` type that declares none: the enum Swift synthesizes, one case
    // per stored property (SE-0166, "Swift Archival & Serialization"; sample 61 warned that it
    // was not declared).
    if model.types.values.contains(where: { type in
      ["Codable", "Decodable", "Encodable"].contains { type.conformances.contains($0) }
    }) {
      known.insert("CodingKeys")
    }
    // `static func +| (left: CGPoint, right: CGFloat)` in `extension CGPoint`: a declared
    // operator, never an undeclared one (S122).
    for type in model.libraryExtensions.values { known.formUnion(type.staticMethods.keys) }
    known.formUnion(["Self", "Substring", "Range", "ClosedRange", "Result", "ModifiedContent"])
    // SwiftUI's debugging statics, called bare in a view's static code (`extension View {
    // static func log() { _printChanges() } }`): they only print to Xcode's console.
    known.formUnion(Interpreter.changeLoggers)
    known.formUnion(Interpreter.uppercaseBuiltinFunctions)
    known.formUnion(Interpreter.fontManagerNames)
    knownNames = known
    programTypeNames = Set(model.types.values.map(\.simpleName))
    var statics: Set<String> = []
    var staticMethods: Set<String> = []
    for type in model.libraryExtensions.values {
      statics.formUnion(type.staticProperties.keys.map { type.name + "." + $0 })
      // Static methods too, by their type (`extension FileManager { static func
      // loadImage(name:) }` is `FileManager.loadImage`: the program's own, never an SDK
      // member to warn about; sample 52's false S120).
      staticMethods.formUnion(type.staticMethods.keys.map { type.name + "." + $0 })
    }
    libraryExtensionStatics = statics
    libraryStaticMethods = staticMethods
    var labels: [String: [[String?]]] = [:]
    let extensionMethods =
      model.libraryExtensions.values.flatMap { $0.methods.values }
      + model.viewExtensionMethods.values
    for function in extensionMethods.joined() {
      labels[function.name.text, default: []].append(
        function.signature.parameterClause.parameters.map {
          $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text
        })
    }
    declaredMethodLabels = labels
    var representables: [String: String] = [:]
    for type in model.types.values {
      if let representable = type.representableProtocol {
        representables[type.simpleName] = representable
      }
    }
    self.representables = representables
  }
}
