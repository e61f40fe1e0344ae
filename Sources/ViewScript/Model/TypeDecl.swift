import SwiftSyntax

/// A user-declared struct, class or enum, with everything its extensions add.
final class TypeDecl {
  /// Which kind of nominal type.
  enum Kind {
    case structType, classType, enumType
  }

  /// A property wrapper the simulator understands.
  enum Wrapper {
    case none, state, binding, focusState
    /// `@Environment(\.key)`: read-only, valued from `Interpreter.environmentDefaults`.
    case environment
    /// `@StateObject`: one instance per view identity, kept like `@State`.
    case stateObject
    /// `@ObservedObject`: an input; the view re-renders when the object publishes.
    case observedObject
    /// `@Namespace`: one `Namespace.ID` per view identity, kept like `@State`.
    case namespace
    /// `@EnvironmentObject`: read from the environment (`.environmentObject(m)`), not an input.
    case environmentObject
    /// `@Bindable`: an input whose `$m.field` is a binding to the object's property.
    case bindable
    /// `@Query`: the run's SwiftData store's instances of the element type.
    case query
    /// `@AppStorage("key")`: a value of the run's `UserDefaultsStore` (`storageKey`).
    case appStorage

    /// Kept per view identity like `@State` (`@State`, `@FocusState`, `@StateObject`,
    /// `@Namespace`).
    var isStateLike: Bool {
      self == .state || self == .focusState || self == .stateObject || self == .namespace
    }
    /// The value comes from the environment, never from an argument.
    var readsEnvironment: Bool {
      self == .environment || self == .environmentObject || self == .query
    }
  }

  /// One sort descriptor of a `@Query`, `@FetchRequest` or `FetchDescriptor`
  /// (`SortDescriptor(\Item.field, order: .reverse)`); a list of them orders by the first, then
  /// breaks ties by the next.
  struct QuerySort {
    var field: String
    var reverse: Bool
  }

  /// A stored or computed property.
  struct Property {
    var name: String
    var wrapper: Wrapper = .none
    var isStatic = false
    var isLet = false
    /// The type as written (`[Ship]`, `Color?`).
    var typeText: String?
    var defaultValue: ExprSyntax?
    /// The getter of a computed property.
    var getter: CodeBlockItemListSyntax?
    /// The `set` (or `nonmutating set`) of a computed property, if it has one.
    var setter: AccessorDeclSyntax?
    var isViewBuilder = false
    /// `@Published` (a property of an `ObservableObject` class).
    var isPublished = false
    /// `lazy var`: in a class, its initial value is computed with `self` once the object is
    /// made (`Interpreter.initializeLazyProperties`).
    var isLazy = false
    /// The property wrapper idlab does not model that the property is declared with
    /// (`UserDefault` for `@UserDefault("units") var units = "metric"`): the property reads as
    /// its value, and `_units` is the wrapper (`Interpreter.wrapperStorage`).
    var customWrapper: String?
    /// The arguments of that wrapper's attribute (`.units` of `@Default(.units) var units`):
    /// the wrapper is made from them, so no initializer takes the property (SE-0258).
    var wrapperArguments: LabeledExprListSyntax?
    /// `@ObservationIgnored` (a property of an `@Observable` class that is not tracked).
    var isObservationIgnored = false
    /// The environment key this property reads: `dismiss`, `colorScheme` for
    /// `@Environment(\.key)`, `Model.self` for `@Environment(Model.self)`, `object:Model` for
    /// `@EnvironmentObject var m: Model`.
    var environmentKey: String?
    /// The order of a `@Query` property's results, when it has a `sort:` key path.
    var querySort: [QuerySort] = []
    /// A `@Query(filter: #Predicate { … })` property's predicate, evaluated on each instance.
    var queryFilter: ExprSyntax?
    /// A `@FetchRequest` (Core Data's store) rather than a `@Query` (SwiftData's).
    var readsCoreData = false
    /// The key expression of an `@AppStorage("key")` property.
    var storageKey: ExprSyntax?
    /// An `@SceneStorage("key")` property: stored like `@AppStorage` (`wrapper` is
    /// `.appStorage`), in the scene's own keys, which `UserDefaults` does not see.
    var isSceneStorage = false
    var syntax: Syntax

    var isComputed: Bool { getter != nil }
    var isStateLike: Bool { wrapper.isStateLike }
    /// Whether the view subscribes to the object this property holds (`objectWillChange`).
    var subscribesToObject: Bool {
      wrapper == .stateObject || wrapper == .observedObject || wrapper == .environmentObject
    }
    /// Whether the value comes from the environment, never from an argument.
    var readsEnvironment: Bool { wrapper.readsEnvironment }
    /// `T?` or `T!` (an implicitly unwrapped optional is an optional: a `var` of either starts
    /// `nil`, "Implicitly Unwrapped Optionals", The Swift Programming Language).
    var isOptionalType: Bool { typeText.map { $0.hasSuffix("?") || $0.hasSuffix("!") } ?? false }
    /// A stored property's type is a function or a view-builder content.
    var isFunctionType: Bool {
      guard let typeText else { return false }
      var previous: UInt8 = 0
      for byte in typeText.utf8 {
        if previous == UInt8(ascii: "-"), byte == UInt8(ascii: ">") { return true }
        previous = byte
      }
      return false
    }
  }

  /// One enum case.
  struct Case {
    var name: String
    var labels: [String?]
    var rawValue: ExprSyntax?
  }

  /// The type's key in `ProgramModel.types`: its name, or `Outer.Inner` for a nested type whose
  /// name another type of the program also has, or `Module.Name` for a package's top-level type
  /// whose name another module of the run declares too, or `Name#2` for a `private` type whose
  /// name another file declares (`ProgramModel.fileKey`).
  var name: String
  /// The name as declared (`Inner`).
  let simpleName: String
  /// The type this one is declared in (`Outer` for `extension Outer { final class Inner … }`).
  weak var enclosing: TypeDecl?
  /// The module that declares it (`SourceModule.name`; "" for the app's).
  var module = ""
  /// The run's number of the file that declares it (0 the scene).
  var file = 0
  /// A `private` or `fileprivate` top-level type: seen in its own file only.
  var isFilePrivate = false
  /// Declared `public` or `open`: seen by the modules that import its own.
  var isPublic = false
  /// The types declared inside this one or its extensions, by their declared names.
  var nestedTypes: [String: TypeDecl] = [:]
  /// The type aliases declared inside this one (`typealias Motion = Tokens.Motion` in `enum
  /// AppUI`), by name: the aliased type as written.
  var nestedAliases: [String: String] = [:]
  let kind: Kind
  var conformances: Set<String> = []
  /// Whether idlab made this view of a preview's content (`ScriptProgram.registerPreviewView`).
  var isPreviewView = false
  /// The `.modifier(…)` traits of that preview (`#Preview(traits: .modifier(SampleData()))`),
  /// applied around its content in the order written.
  var previewModifiers: [FunctionCallExprSyntax] = []
  /// The stored properties, in declaration order. Replacing the array rebuilds what is kept
  /// with it; the model adds them one at a time with `appendStoredProperty(_:)`, which keeps
  /// it up to date in constant time (a view of 20 000 properties was quadratic to read).
  var storedProperties: [Property] {
    get { stored }
    set {
      stored = []
      storedIndex = [:]
      stateProperties = []
      stateFieldNames = []
      dismissNames = []
      for property in newValue { appendStoredProperty(property) }
    }
  }
  private var stored: [Property] = []

  /// Adds a stored property after the others.
  func appendStoredProperty(_ property: Property) {
    if storedIndex[property.name] == nil { storedIndex[property.name] = stored.count }
    stored.append(property)
    if property.isStateLike {
      stateProperties.append(property)
      stateFieldNames.insert("_" + property.name)
    }
    if property.wrapper == .environment,
      property.environmentKey == "dismiss" || property.environmentKey == "presentationMode"
    {
      dismissNames.insert(property.name)
    }
  }
  /// The position of each stored property's first declaration, by name.
  private var storedIndex: [String: Int] = [:]
  /// The `@State`-like stored properties (`Property.isStateLike`), in declaration order; kept
  /// with `storedProperties` so that each view instance does not filter them again.
  private(set) var stateProperties: [Property] = []
  /// The names of the state properties' backing fields (`_count` for `@State var count`).
  private(set) var stateFieldNames: Set<String> = []
  /// The `@Environment(\.dismiss)` and `@Environment(\.presentationMode)` properties' names.
  private(set) var dismissNames: Set<String> = []
  var computedProperties: [String: Property] = [:]
  var staticProperties: [String: Property] = [:]
  var methods: [String: [FunctionDeclSyntax]] = [:]
  var staticMethods: [String: [FunctionDeclSyntax]] = [:]
  var initializers: [InitializerDeclSyntax] = []
  /// The instance subscripts it declares (`subscript(key: URL) -> Image?`), in order.
  var subscripts: [SubscriptDeclSyntax] = []
  var cases: [Case] = []
  /// An enum's raw type as written first in its inheritance clause, when idlab gives raw values
  /// of it: `String`, `Int`, `Double`, `Character`, `LocalizedStringKey`.
  var rawType: String?
  /// The generic parameters, in order (`Content` of `struct Card<Content: View>`): erased at run
  /// time, where each value carries its own type (`Interpreter.specializedName`).
  var genericParameters: [String] = []
  /// The first type a class names after its colon (`Base` in `class Derived: Base, Codable`),
  /// which Swift requires to be its superclass when it is one.
  var firstInherited: String?
  /// The program's class this class inherits from (`ProgramModel.applyInheritance`), if any.
  var superclass: TypeDecl?
  /// The program's class at the top of this class's chain of superclasses (itself without
  /// one): its `firstInherited` is the library class the chain descends from, if any.
  var rootClass: TypeDecl {
    var root = self
    while let parent = root.superclass { root = parent }
    return root
  }
  /// Declared with the `@Observable` macro: every stored `var` is tracked per view that reads it.
  var isObservableMacro = false
  let syntax: Syntax

  init(name: String, simpleName: String? = nil, kind: Kind, syntax: Syntax) {
    self.name = name
    self.simpleName = simpleName ?? name
    self.kind = kind
    self.syntax = syntax
  }

  /// Whether this type conforms to `View`, or to `ToolbarContent` (`struct ShareItems:
  /// ToolbarContent { var body: some ToolbarContent { ToolbarItem { … } } }`), whose body is
  /// built as a view's is, where a `.toolbar` puts its items; likewise a program's
  /// `ChartContent` and `MapContent` (`struct SaleMark: ChartContent { var body: some
  /// ChartContent { BarMark(…) } }`), whose body builds marks where a `Chart` or `Map` puts
  /// them (sample 53).
  var isView: Bool { !conformances.isDisjoint(with: Self.viewLikeProtocols) }
  /// The protocols whose conforming types are built as views are: `body` gives their content.
  static let viewLikeProtocols: Set<String> = [
    "View", "ToolbarContent", "ChartContent", "MapContent",
  ]
  /// The protocols through which a SwiftUI view wraps a UIKit or AppKit view or controller.
  static let representableProtocols: [String: String] = [
    "UIViewRepresentable": "UIKit", "UIViewControllerRepresentable": "UIKit",
    "NSViewRepresentable": "AppKit", "NSViewControllerRepresentable": "AppKit",
  ]
  /// `representableProtocols`' names in a fixed order (read on every view check: sorted once).
  private static let representableProtocolNames = representableProtocols.keys.sorted()
  /// The representable protocol this type conforms to (`UIViewRepresentable`), if any: a leaf
  /// view of its own type whose UIKit or AppKit content idlab does not simulate.
  var representableProtocol: String? {
    Self.representableProtocolNames.first { conformances.contains($0) }
  }
  /// A `Shape` (or `InsettableShape`): a leaf view of its own type, with no `body`.
  var isShape: Bool { conformances.contains("Shape") || isInsettableShape }
  /// An `InsettableShape`, which takes `.strokeBorder`.
  var isInsettableShape: Bool { conformances.contains("InsettableShape") }

  /// Whether a write to the stored property `name` notifies the views observing an instance:
  /// a `@Published` property of an `ObservableObject`, or any stored property of an
  /// `@Observable` class.
  func notifiesObservers(_ name: String) -> Bool {
    guard kind == .classType else { return false }
    if isObservableMacro { return isTracked(name) }
    return conformances.contains("ObservableObject") && stored(name)?.isPublished == true
  }

  /// Whether the `@Observable` macro tracks the stored property `name` (every stored property
  /// but an `@ObservationIgnored` one).
  func isTracked(_ name: String) -> Bool {
    guard let index = storedIndex[name] else { return false }
    return !storedProperties[index].isObservationIgnored
  }

  /// The stored property called `name`.
  func stored(_ name: String) -> Property? {
    storedIndex[name].map { storedProperties[$0] }
  }

  /// The instance property called `name`, stored or computed.
  func instanceProperty(_ name: String) -> Property? {
    stored(name) ?? computedProperties[name]
  }

  /// Whether a stored property is called `name` (`stored(name) != nil` without copying it).
  func hasStored(_ name: String) -> Bool {
    storedIndex[name] != nil
  }

  /// The wrapper of the stored property called `name`, if there is one.
  func storedWrapper(_ name: String) -> Wrapper? {
    guard let index = storedIndex[name] else { return nil }
    return storedProperties[index].wrapper
  }

  /// The enum case called `name`.
  func enumCase(_ name: String) -> Case? {
    cases.first { $0.name == name }
  }
}

extension InitializerDeclSyntax {
  /// The labels its arguments are written with, in order; nil for `_`.
  var argumentLabels: [String?] {
    signature.parameterClause.parameters.map {
      $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text
    }
  }

  /// Whether it is declared in an extension rather than in its type's own body.
  var isInExtension: Bool {
    var node = parent
    while let current = node {
      if current.is(ExtensionDeclSyntax.self) { return true }
      if current.is(StructDeclSyntax.self) || current.is(ClassDeclSyntax.self)
        || current.is(EnumDeclSyntax.self)
      {
        return false
      }
      node = current.parent
    }
    return false
  }
}
