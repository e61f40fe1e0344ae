/// What one step of a simulation produced: the live tree, the events and the warnings.
public struct Outcome {
  /// The rendered tree after the step (screen order).
  public var tree: RenderedNode
  /// Events in the order they happened.
  public var events: [Event]
  /// The step's warnings (rules 13, 15), in the order raised.
  public var warnings: [RuntimeWarning]
  /// A simulated runtime failure of the learner's code, if the step failed.
  public var error: RuntimeFailure?
  /// The step's animated changes on its clock (values of kept identities, entering and leaving
  /// views), in the order they were made: the frames of `idlab sim --frames`.
  public var motion: [MotionTrack] = []
  /// When the next action came, in seconds after this one, when it came before this step's
  /// animations ended (`after 0.1s:`): the step's film stops there, and the next step's film
  /// goes on with what was still moving.
  public var filmEnds: Double?

  public init(
    tree: RenderedNode, events: [Event] = [], warnings: [RuntimeWarning] = [],
    error: RuntimeFailure? = nil
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
  /// A shape (`Circle`, a user's `Shape`): `type` is the shape's type name, `label` the shape an
  /// `AnyShape` wraps.
  public var isShape = false
  /// A view idlab does not simulate (docs/semantics.md, "Opaque by default"): `type` is its
  /// type name, and nothing of what it draws itself is known.
  public var isUnmodelled = false
  /// The facts few nodes have, out of line: a word in every node instead of five.
  private var rare: Rare?

  /// A `Stepper`'s or `Slider`'s range and step.
  public var bounds: Primitive.Bounds? {
    get { rare?.facts.bounds }
    set { update { $0.bounds = newValue } }
  }

  /// A `Button`'s label view as drawn, when it is not its icon then its title
  /// (`Primitive.face`).
  public var face: [LabelPiece]? {
    get { rare?.facts.face }
    set { update { $0.face = newValue } }
  }

  /// The colours a `Button`'s label view gives its content (`Primitive.labelColors`).
  public var labelColors: [LabelColor] {
    get { rare?.facts.labelColors ?? [] }
    set { update { $0.labelColors = newValue } }
  }

  /// On the root of a presented subtree: how it is presented (`sheet`, `alert`, …). Such a
  /// node is the last child of the view its modifier is on.
  public var presentation: String? {
    get { rare?.facts.presentation }
    set { update { $0.presentation = newValue } }
  }

  /// On a `TabView`: the index of the tab on screen (the others are alive, not shown).
  public var shownTab: Int? {
    get { rare?.facts.shownTab }
    set { update { $0.shownTab = newValue } }
  }

  /// On a `ForEach` in a lazy container: how many of its rows the container's window left
  /// unbuilt (docs/semantics.md, "Lazy window"); nil when it built them all.
  public var unbuiltRows: Int? {
    get { rare?.facts.unbuiltRows }
    set { update { $0.unbuiltRows = newValue } }
  }

  /// The rare facts with `change` made: a new box, so copies of this node keep theirs.
  private mutating func update(_ change: (inout RareFacts) -> Void) {
    var facts = rare?.facts ?? RareFacts()
    change(&facts)
    rare = facts.isEmpty ? nil : Rare(facts)
  }

  /// `bounds`, `presentation`, `shownTab`, `face`, `labelColors` and `unbuiltRows`.
  private struct RareFacts {
    var bounds: Primitive.Bounds?
    var presentation: String?
    var shownTab: Int?
    var face: [LabelPiece]?
    var labelColors: [LabelColor] = []
    var unbuiltRows: Int?

    var isEmpty: Bool {
      bounds == nil && presentation == nil && shownTab == nil && face == nil && unbuiltRows == nil
        && labelColors.isEmpty
    }
  }

  /// The rare facts out of line, never changed in place (a node's copies share it).
  private final class Rare {
    let facts: RareFacts

    init(_ facts: RareFacts) { self.facts = facts }
  }

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

/// Something that happened during a step, with exactly the facts of its kind.
///
///     .create(Event.Subject(identity: "Bench/VStack", type: "VStack"))
///     .move(row, from: 1, to: 0)
///     .transition(counter, edge: .insertion, animated: true, name: "opacity")
///     .animate(swatch, property: "background", from: .color("red"), to: .color("green"))
///
/// The cases with facts beyond their subject are `indirect`, so an event is as wide as its
/// subject (two strings) in the arrays a step keeps.
public enum Event: Hashable {
  /// The kinds of event, as `idlab.sim/1` names them (docs/sim-json.md).
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case create, destroy, appear, disappear, move, transition, animate, taskStart, taskCancel,
      focusLost
  }

  /// Which edge of a transition.
  public enum Edge: String, Hashable, Sendable {
    case insertion, removal
    /// A view inserted again while it was still leaving comes back (un-removal, rule 31).
    case returning
  }

  /// The view an event is about: its identity path, printed, and its type name.
  public struct Subject: Hashable, Sendable {
    public var identity: String
    public var type: String

    public init(identity: String, type: String) {
      self.identity = identity
      self.type = type
    }
  }

  /// The view's identity was created (its state starts).
  case create(Subject)
  /// The view's identity ended (its state is gone).
  case destroy(Subject)
  /// `onAppear` ran.
  case appear(Subject)
  /// `onDisappear` ran.
  case disappear(Subject)
  /// A surviving row changed position among the surviving rows.
  indirect case move(Subject, from: Int, to: Int)
  /// A subtree was inserted or removed, with or without animation, by the named transition.
  indirect case transition(Subject, edge: Edge, animated: Bool, name: String)
  /// An animatable modifier's value changed inside an animated transaction.
  indirect case animate(Subject, property: String, from: Value, to: Value)
  /// A `.task` started.
  case taskStart(Subject)
  /// A `.task` was cancelled.
  case taskCancel(Subject)
  /// A focused text field lost keyboard focus.
  case focusLost(Subject)

  /// The view the event is about.
  public var subject: Subject {
    switch self {
    case .create(let subject), .destroy(let subject), .appear(let subject),
      .disappear(let subject), .taskStart(let subject), .taskCancel(let subject),
      .focusLost(let subject), .move(let subject, _, _), .transition(let subject, _, _, _),
      .animate(let subject, _, _, _):
      subject
    }
  }

  /// The subject's identity path.
  public var identity: String { subject.identity }
  /// The subject's type name.
  public var type: String { subject.type }

  /// The kind of event.
  public var kind: Kind {
    switch self {
    case .create: .create
    case .destroy: .destroy
    case .appear: .appear
    case .disappear: .disappear
    case .move: .move
    case .transition: .transition
    case .animate: .animate
    case .taskStart: .taskStart
    case .taskCancel: .taskCancel
    case .focusLost: .focusLost
    }
  }
}
