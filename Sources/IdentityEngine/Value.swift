/// A runtime value the simulator stores, compares and displays.
///
/// State values, ForEach ids, `.id` values, view inputs and modifier arguments are all `Value`s.
/// Equality is Swift's: structural for value types, identity for `.object` and `.opaque`.
public indirect enum Value: Hashable, Sendable {
  /// `nil`, or `Optional.none`.
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  /// A SwiftUI `Color`, by name (`"green"`), or a description for custom colours.
  case color(String)
  /// The Nth `UUID()` created in this simulation (printed `UUID-N`).
  case uuid(Int)
  case array([Value])
  case dictionary([Value: Value])
  /// A tuple, with optional labels (`enumerated()` yields `(offset:, element:)`).
  case tuple([TupleElement])
  /// A half-open (`..<`) or closed (`...`) integer range.
  case range(lower: Int, upper: Int, closed: Bool)
  /// A struct instance: its type name and stored properties in declaration order.
  case record(type: String, fields: [Field])
  /// An enum case with its associated values.
  case enumCase(type: String, name: String, payload: [Value])
  /// A class instance; equal only to itself.
  case object(ObjectReference)
  /// Anything else the front end needs to carry (closures, bindings, views, metatypes);
  /// equal only to itself.
  case opaque(OpaqueReference)

  /// One stored property of a `.record`.
  public struct Field: Hashable, Sendable {
    public var name: String
    public var value: Value
    public init(_ name: String, _ value: Value) {
      self.name = name
      self.value = value
    }
  }

  /// One element of a `.tuple`.
  public struct TupleElement: Hashable, Sendable {
    public var label: String?
    public var value: Value
    public init(_ label: String?, _ value: Value) {
      self.label = label
      self.value = value
    }
  }
}

/// A reference-semantics instance (a class object) carried inside a `Value`.
///
/// Two references are equal when they are the same instance.
public final class ObjectReference: Hashable, @unchecked Sendable {
  /// The class name, for display.
  public let typeName: String
  /// The instance's stored properties, mutable in place (reference semantics).
  public var fields: [Value.Field]
  /// A number unique within one simulation, for display (`Stamper#1`).
  public let serial: Int

  public init(typeName: String, fields: [Value.Field], serial: Int) {
    self.typeName = typeName
    self.fields = fields
    self.serial = serial
  }

  public static func == (lhs: ObjectReference, rhs: ObjectReference) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A value the engine never looks inside (a closure, a view, a binding, a metatype).
///
/// Subclass it in the front end. Equality is identity.
open class OpaqueReference: Hashable, @unchecked Sendable {
  public init() {}
  /// A short description for dumps (`closure`, `Binding<String>`).
  open var displayDescription: String { "opaque" }
  /// The Swift type name for generic signatures (`Binding<String>`, `Text`); `Any` by default.
  open var swiftTypeName: String { "Any" }
  public static func == (lhs: OpaqueReference, rhs: OpaqueReference) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
