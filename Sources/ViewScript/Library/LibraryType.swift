import IdentityEngine

/// One simulated Apple type (`NSCache`, `Logger`, `UserDefaults`): its name and a table of its
/// members. The interpreter reaches a member only when no declaration of the program applies
/// (docs/semantics.md, "The simulated library"); `LibraryCatalogue` lists every type.
///
/// Members are found by Swift selector, as a call site names them: `object(forKey:)`,
/// `setObject(_:forKey:cost:)`, `init()`. A key that is a bare name (`info`) takes any labels,
/// for a member whose implementation reads its arguments itself. A member the table lacks is
/// an opaque value named `Type.member` (opaque by default), with the warning S120 where the
/// source names it.
struct LibraryType: Sendable {
  /// A member's implementation: it gets the call and the run it belongs to.
  typealias Member = @Sendable (LibraryCall) throws(EvalError) -> Value

  /// A member's implementation of a property write on a value type: it gets the call (its
  /// receiver the value written into) and the property's new value, and gives the receiver's
  /// new value.
  typealias Setter = @Sendable (LibraryCall, Value) throws(EvalError) -> Value

  /// A `mutating` method's implementation on a value type: it gets the call and gives the
  /// receiver's new value and the call's result.
  typealias Mutation = @Sendable (LibraryCall) throws(EvalError) -> (receiver: Value, result: Value)

  /// What a simulated type's values are.
  enum Values: Sendable {
    /// Instances of a class (`NSCacheValue`): a reference type's objects.
    case objects(OpaqueReference.Type)
    /// Records of the type's name (`.record(type: "URLComponents", …)`): a value type, copied
    /// on assignment, unless the program declares a type of that name.
    case records
    /// Cases of an enumeration (`.enumCase(type: "UIDeviceOrientation", …)`), whose members
    /// the tables give, unless the program declares a type of that name.
    case cases
    /// None: a type used only through its statics, or a name that is all there is of it.
    case none
  }

  /// The type's name as programs write it (`NSCache`).
  let name: String
  /// What its values are.
  let values: Values
  /// Initializers by selector (`init(subsystem:category:)`).
  var initializers: [String: Member] = [:]
  /// Static properties (`standard`, `default`) by name.
  var staticProperties: [String: Member] = [:]
  /// Static methods by selector.
  var staticMethods: [String: Member] = [:]
  /// Instance properties by name.
  var properties: [String: Member] = [:]
  /// Instance methods by selector.
  var methods: [String: Member] = [:]
  /// Property writes of a value type (`components.host = "example.com"`), by name.
  var setters: [String: Setter] = [:]
  /// `mutating` methods of a value type (`components.setValue(30, for: .day)`) by selector:
  /// each gives the receiver's new value (the call's receiver is the old one) and the call's
  /// result.
  var mutatingMethods: [String: Mutation] = [:]
  /// Whether a write to a setting the tables lack goes to the SDK object and changes nothing
  /// idlab shows (`manager.activityType = .fitness` on a `CLLocationManager`): the footer lists
  /// it and the step goes on. Otherwise such a write stops the step as not simulated (a
  /// formatter's `roundingMode` changes what it writes).
  var inertSettings = false
  /// The framework the type comes from (`Foundation`), named in the S120 warning for a member
  /// the tables lack.
  var framework = "Foundation"
  /// The methods whose arguments are values of the library's own types, by base name
  /// (`Calendar`'s `dateComponents` takes `Set<Calendar.Component>`): an implicit member
  /// passed to one is that type's, never a program enum's case of that name. Methods that take
  /// generic or `Any` values (`send`, `set`, `post`) are not listed.
  var libraryTypedArguments: Set<String> = []
  /// The types nested in it that idlab models by name (`Notification.Name("x")`, a name that
  /// compares by its text); any other nested type a program makes (`NotificationCenter.
  /// Publisher(center:name:)`) is an opaque value.
  var nestedTypes: Set<String> = []

  /// Whether a table has a member of base name `name` (any selector).
  func has(_ name: String) -> Bool {
    [initializers, staticProperties, staticMethods, properties, methods].contains { table in
      table[name] != nil || table.keys.contains { $0.hasPrefix(name + "(") }
    } || setters[name] != nil
  }

  /// A type named `name` whose values are `values`.
  init(_ name: String, values: Values = .none) {
    self.name = name
    self.values = values
  }

  /// The member of `table` a call of `name` with `labels` names: its selector's entry, else the
  /// bare name's.
  static func member<Implementation>(
    _ name: String, labels: [String?], in table: [String: Implementation]
  ) -> Implementation? {
    if table.isEmpty { return nil }
    return table[selector(name, labels)] ?? table[name]
  }

  /// The Swift selector of a call: `setObject(_:forKey:)`, `init()`.
  static func selector(_ name: String, _ labels: [String?]) -> String {
    name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }
}
