import Foundation
import IdentityEngine
import SwiftSyntax

/// Library types used as values: `Int.max`, `Animation.spring`, `Binding.constant(x)`, ….
extension Interpreter {
  /// Library type names usable as values (`Color.red`, `Int.max`).
  static let libraryTypes: Set<String> = Set<String>([
    "Color", "Int", "Double", "String", "Bool", "Array", "Set", "Dictionary", "UUID", "IndexSet",
    "Task", "Binding", "State", "StateObject", "ObservedObject", "Bindable", "AnyTransition",
    "Published",
    "Animation", "Edge", "Alignment",
    "HorizontalAlignment", "VerticalAlignment", "Font", "CGFloat", "Float", "Date", "ContentMode",
    "Character", "Optional", "Text", "Image", "Duration", "Axis", "TapGesture", "DragGesture",
    "LongPressGesture", "Font", "EdgeInsets", "CGSize", "CGPoint", "CGRect", "UnitPoint",
    "Gradient", "AnyShapeStyle", "Angle", "NavigationPath", "ContentUnavailableView", "Hasher",
    "Timer", "DispatchQueue", "DispatchTime", "RunLoop",
    "Query", "FetchDescriptor", "SortDescriptor", "Schema", "ModelConfiguration", "ModelContainer",
    "ModelContext", "NSFetchRequest",
    "AttributedString", "Alert", "ObjectIdentifier", "UIScreen",
    "CancellationError", "LocalizedStringKey", "LocalizedStringResource",
  ]).union(inertTypes).union(codableTypes).union(mapValueTypes).union(libraryEnumCases.keys)
    .union(networkTypes).union(formatterTypes).union(webKitTypes)
    .union(LibraryCatalogue.names).union(integerWidths.keys)

  /// `Color.red`, `Int.max`, `Double.pi`, `Animation.spring`, `Edge.leading`, ….
  func libraryStatic(_ typeName: String, _ name: String, at node: some SyntaxProtocol)
    throws(EvalError)
    -> Value?
  {
    if let value = try LibraryCatalogue.staticProperty(typeName, name, at: Syntax(node), run: self)
    {
      return value
    }
    if let geometry = geometryStatic(typeName, name) { return geometry }
    if let value = timeStatic(typeName, name) { return value }
    if let value = libraryEnumStatic(typeName, name) { return value }
    if let number = Self.numericStatic(typeName, name) { return number }
    if let value = networkStatic(typeName, name) { return value }
    if let value = formatterStatic(typeName, name) { return value }
    // `Color.Chart` and `Color.Chart.background`: an asset catalog's namespace and its colour.
    if typeName.hasPrefix("Color"), !(typeName == "Color" && isColorName(name)),
      let member = assetNamespaceMember(typeName, name)
    {
      return member
    }
    switch (typeName, name) {
    case ("Color", _) where isColorName(name): return .color(name)
    // A package's `Bundle.module` holds its resources, which idlab reads from the project's
    // folders as the app's.
    case ("Bundle", "main"), ("Bundle", "module"): return mainBundle
    case ("URL", "documentsDirectory"): return documentsDirectory
    case ("URL", "cachesDirectory"): return SceneURL.file(AppContainer.caches)
    case ("URL", "applicationSupportDirectory"):
      return SceneURL.file(AppContainer.applicationSupport)
    case ("URL", "temporaryDirectory"): return SceneURL.file(AppContainer.temporary)
    case ("UIScreen", "main"):
      // The fixed device of `GeometryReader` (docs/semantics.md): its bounds in points, scale 3.
      let size = Self.deviceSize
      return .record(
        type: "UIScreen",
        fields: [
          Value.Field("bounds", rect(0, 0, size.width, size.height)),
          Value.Field("scale", .double(3)), Value.Field("nativeScale", .double(3)),
        ])
    case ("String", "init"), ("Int", "init"), ("Double", "init"):
      // `names.map(String.init)`: the initializer of one argument as a function, converting as
      // `String(x)`, `Int(text)`, `Double(text)` do.
      return .opaque(
        FunctionValue(
          name: typeName,
          body: .native { [self] arguments in
            try self.converted(arguments.first?.value ?? .null, to: typeName, at: node)
          }, context: Context(scope: globalScope)))
    case ("ObjectIdentifier", "init"):
      // `objects.map(ObjectIdentifier.init)`: the initializer as a function.
      return .opaque(
        FunctionValue(
          name: name,
          body: .native { [self] arguments in
            try self.objectIdentifier(arguments.first?.value, at: node)
          }, context: Context(scope: globalScope)))
    case ("ContentUnavailableView", "search"): return searchUnavailableView(text: nil)
    // A `UnitPoint` constant keeps its type, so that its `x` and `y` can be read.
    case ("UnitPoint", _) where Self.unitPoints[name] != nil:
      return .enumCase(type: typeName, name: name, payload: [])
    default:
      break
    }
    if !Self.libraryTypes.contains(typeName) { return nil }
    if ["Color", "Int", "Double", "String", "Bool", "UUID", "Array", "Set", "Dictionary"].contains(
      typeName)
    {
      return nil
    }
    return .enumCase(type: "", name: name, payload: [])
  }

  /// The bounds of a range `Double.random(in:)` reads: `0...1` (integer bounds, a
  /// `ClosedRange<Double>` in Swift) or `0.25...0.75`; nil for anything else.
  func doubleBounds(_ range: Value) -> (Double, Double, Bool)? {
    switch range {
    case .range(let lower, let upper, let closed): return (Double(lower), Double(upper), closed)
    case .record(let type, let fields) where type.hasSuffix("Range<Double>"):
      guard case .double(let lower)? = fields.first?.value,
        case .double(let upper)? = fields.last?.value
      else { return nil }
      return (lower, upper, type.hasPrefix("Closed"))
    default: return nil
    }
  }

  /// `Color(red:green:blue:)`, `Binding.constant(x)`, `Task.sleep(…)`, `Int.random(in:)`, ….
  func libraryStaticCall(
    _ typeName: String, _ name: String, _ arguments: [Argument], at node: some SyntaxProtocol,
    _ ctx: Context
  ) throws(EvalError) -> Value? {
    // `TimeInterval.random(in:)`: a library alias of a number type (`ProgramModel.libraryAliases`)
    // calls that type's statics.
    let typeName = ProgramModel.libraryAliases[typeName] ?? typeName
    // `FloatingPointFormatStyle<Double>.Currency(code: "USD")`: `.currency(code:)` (sample 42).
    if let base = NumberFormatStyle.explicitStyle(typeName + "." + name) {
      return NumberFormatStyle.style(base, arguments)
    }
    if let value = try LibraryCatalogue.staticMethod(
      typeName, name, arguments, at: Syntax(node), run: self)
    {
      return value
    }
    if let value = try timeStaticCall(typeName, name, arguments, at: node) { return value }
    if let value = try formatterStaticCall(typeName, name, arguments, at: node) { return value }
    switch (typeName, name) {
    case ("Binding", "constant"):
      return Self.constantBinding(arguments.first?.value ?? .null)
    case ("Int", "random"), ("Double", "random"), ("Bool", "random"), ("CGFloat", "random"),
      ("Float", "random"),
      (_, "random") where Self.integerWidths[typeName] != nil:
      if typeName == "Bool" { return .bool(nextRandom() % 2 == 0) }
      let range = arguments.first?.value ?? .null
      if typeName != "Int", Self.integerWidths[typeName] == nil,
        let (lower, upper, closed) = doubleBounds(range)
      {
        // A value in the range (its upper bound only when it is closed), in steps of 1/1000
        // of its width: the seeded generator makes runs repeat.
        let steps = UInt64(closed ? 1001 : 1000)
        return .double(lower + Double(nextRandom() % steps) / 1000 * (upper - lower))
      }
      guard case .range(let lower, let upper, let closed) = range else {
        throw invalidArguments(
          "\(typeName).random", .expectedForm, ["form": "\(typeName).random(in: 1...6)"], at: node)
      }
      let count = try rangeCount(lower, upper, closed: closed, at: node)
      return .int(lower + randomIndex(below: count))
    case ("Color", _) where isColorName(name):
      return .color(name)
    case (_, "init") where Self.geometryTypes.contains(typeName):
      return try geometryConstructor(typeName, arguments, at: node)
    case ("ContentUnavailableView", "search"):
      return searchUnavailableView(text: arguments.first { $0.label == "text" }?.value)
    default:
      break
    }
    if !Self.libraryTypes.contains(typeName) { return nil }
    // `NotificationCenter.Publisher(center:name:)`: a type nested in a simulated Foundation type
    // that its table does not model is opaque and listed, never a symbol whose members and
    // arithmetic fail (sample 41's keyboard pipelines stopped at S205).
    if let type = LibraryCatalogue.byName[typeName], name.first?.isUppercase == true,
      !type.nestedTypes.contains(name)
    {
      noteRuntimeOpaque(typeName + "." + name, at: node)
      return .opaque(UnmodelledValue(typeName + "." + name))
    }
    return .enumCase(type: "", name: name, payload: arguments.map(\.value))
  }
}
