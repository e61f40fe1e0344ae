/// What one step of a simulation produced: the live tree, the events and the warnings.
public struct Outcome {
  /// The rendered tree after the step (screen order).
  public var tree: RenderedNode
  /// Events in the order they happened.
  public var events: [Event]
  /// SwiftUI's runtime warnings, in its exact wording (rules 13, 15).
  public var warnings: [String]
  /// A simulated runtime failure of the learner's code, if the step failed.
  public var error: RuntimeFailure?

  public init(
    tree: RenderedNode, events: [Event] = [], warnings: [String] = [], error: RuntimeFailure? = nil
  ) {
    self.tree = tree
    self.events = events
    self.warnings = warnings
    self.error = error
  }
}

/// One node of the rendered tree.
public struct RenderedNode {
  /// `Text`, `VStack`, `ForEach`, `IdentityRow`, ….
  public var type: String
  /// The identity path, printed (stable across steps while the identity lives).
  public var identity: String
  /// A `Text`'s string, an `Image`'s or `Color`'s name.
  public var text: String?
  /// A `Button`/`Toggle` title or a `TextField` placeholder.
  public var label: String?
  /// A `TextField`'s text or a `Toggle`'s value.
  public var value: Value?
  /// `@State` / `@FocusState` values of a custom view, in declaration order.
  public var state: [(name: String, value: Value)]
  /// A custom view's inputs (its non-state stored properties) as of its last body run.
  public var inputs: Value?
  /// Modifiers applied to this view, outermost last, as (name, value).
  public var modifiers: [(name: String, value: Value)]
  /// Children in screen order. A ForEach's children are its rows.
  public var children: [RenderedNode]
  /// Set on ForEach rows and their content in lazy containers with duplicate ids: what is
  /// shown is undefined in SwiftUI (rule 15).
  public var isUndefined: Bool
  /// A text field that has keyboard focus.
  public var isFocused = false

  public init(
    type: String, identity: String, text: String? = nil, label: String? = nil,
    value: Value? = nil, state: [(name: String, value: Value)] = [],
    modifiers: [(name: String, value: Value)] = [], children: [RenderedNode] = [],
    isUndefined: Bool = false
  ) {
    self.type = type
    self.identity = identity
    self.text = text
    self.label = label
    self.value = value
    self.state = state
    self.inputs = nil
    self.modifiers = modifiers
    self.children = children
    self.isUndefined = isUndefined
  }
}

/// Something that happened during a step.
public struct Event: Hashable {
  /// The kinds of event (DESIGN.md, `idlab.sim/1`).
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case create, destroy, appear, disappear, move, transition, animate, taskStart, taskCancel,
      focusLost
  }

  /// Which edge of a transition.
  public enum Edge: String, Hashable, Sendable {
    case insertion, removal
  }

  public var kind: Kind
  public var identity: String
  public var type: String
  /// `move`: position among surviving rows before and after.
  public var from: Int?
  public var to: Int?
  /// `transition`: which edge, whether animated, and the transition's name.
  public var edge: Edge?
  public var animated: Bool?
  public var transition: String?
  /// `animate`: the modifier whose value changed, and its values.
  public var property: String?
  public var fromValue: Value?
  public var toValue: Value?

  public init(
    kind: Kind, identity: String, type: String, from: Int? = nil, to: Int? = nil,
    edge: Edge? = nil, animated: Bool? = nil, transition: String? = nil,
    property: String? = nil, fromValue: Value? = nil, toValue: Value? = nil
  ) {
    self.kind = kind
    self.identity = identity
    self.type = type
    self.from = from
    self.to = to
    self.edge = edge
    self.animated = animated
    self.transition = transition
    self.property = property
    self.fromValue = fromValue
    self.toValue = toValue
  }
}
