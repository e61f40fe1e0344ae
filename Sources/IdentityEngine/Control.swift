/// A live control as the gestures see it: `tap`, `toggle`, `type`, `focus`, `increment`,
/// `decrement`, `slide`, `select`, and the views that `refresh` and `drag` reach.
public struct Control {
  /// What kind of control this is; the raw value is the SwiftUI type name.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case button = "Button"
    case toggle = "Toggle"
    case textField = "TextField"
    case secureField = "SecureField"
    case textEditor = "TextEditor"
    case stepper = "Stepper"
    case slider = "Slider"
    case picker = "Picker"
    case link = "Link"
    case shareLink = "ShareLink"
    /// A `.refreshable` view, named by its type (`List`).
    case refreshable = "refreshable"
    /// A view with a `DragGesture`, named by its first text or its type.
    case dragGesture = "DragGesture"
    case editButton = "EditButton"
  }

  /// One option of a `Picker`: the text it shows and the tag that selects it.
  public struct Option {
    public var text: String
    /// The `.tag(…)` value, or a `ForEach` row's id; nil when the option has neither (then
    /// choosing it selects nothing, as in SwiftUI).
    public var tag: Value?

    public init(text: String, tag: Value?) {
      self.text = text
      self.tag = tag
    }
  }

  public var kind: Kind
  /// The title, placeholder or accessibility label.
  public var label: String
  public var identity: String
  /// A `Toggle`'s `isOn`, a field's text, a `Stepper`'s or `Slider`'s value, a `Picker`'s
  /// selection.
  public var binding: Binding?
  /// A `Button`'s action; a `Stepper`'s `onIncrement`.
  public var action: Callback?
  /// A `Stepper`'s `onDecrement`.
  public var decrement: Callback?
  /// A `Stepper`'s or `Slider`'s range and step.
  public var bounds: Primitive.Bounds?
  /// A `Picker`'s options, in screen order.
  public var options: [Option] = []
  /// What `refresh` and `drag` perform.
  public var gesture: GestureAction?
  /// Whether `.disabled(true)` is on the control or around it: it takes no gesture (Apple,
  /// `disabled(_:)`: "controls whether users can interact with this view"; an outer `true`
  /// wins over an inner `false`).
  public var isDisabled = false

  public init(
    kind: Kind, label: String, identity: String, binding: Binding?, action: Callback?,
    decrement: Callback? = nil, bounds: Primitive.Bounds? = nil
  ) {
    self.kind = kind
    self.label = label
    self.identity = identity
    self.binding = binding
    self.action = action
    self.decrement = decrement
    self.bounds = bounds
  }
}
