/// One render's description of a view: what a SwiftUI `body` returns, as data.
///
/// The front end (ViewScript) builds these; the engine reconciles successive descriptions
/// against the live tree. A description carries closures (bodies, actions, rows) so that the
/// engine can run them lazily, exactly when SwiftUI would.
public indirect enum ViewDescription {
  /// `EmptyView()`, or nothing.
  case empty
  /// A leaf view: `Text`, `TextField`, `Toggle`, `Button`, `Spacer`, `Color`, `Image`, ….
  case primitive(Primitive)
  /// A container with static slots (`VStack { A; B }`, a `TupleView`, `Group`, `List { … }`).
  /// Each child is one slot: its position is its structural identity.
  case container(Container, [ViewDescription])
  /// A user-defined view with `@State`, `@FocusState`, `@Binding` and a `body`.
  case custom(CustomView)
  /// A `ForEach`.
  case forEach(ForEachDescription)
  /// `_ConditionalContent`: an `if`/`else`, `else if` chain or `switch`, flattened to the
  /// leaf that is active (0-based) out of `leafCount` leaves.
  case conditional(leaf: Int, leafCount: Int, ViewDescription)
  /// `NavigationStack`/`NavigationView`: its root content and the destinations its path pushes.
  case navigationStack(NavigationStackDescription)
  /// `TabView`: its tabs, all alive, and which one is selected.
  case tabView(TabViewDescription)
  /// `if` without `else`: `Optional<Content>`; `nil` renders nothing.
  case optional(ViewDescription?)
  /// `AnyView(x)`, keyed by the dynamic type name of `x`.
  case anyView(ViewDescription)
  /// A view with a modifier applied (`content.modifier`). Placement matters: a `.id` outside
  /// an `.onAppear` resets it, inside it does not (rule 10).
  case modified(ViewDescription, Modifier)
}

/// The containers the simulator knows.
public enum Container: String, Hashable, Sendable, CaseIterable {
  case vStack = "VStack"
  case hStack = "HStack"
  case zStack = "ZStack"
  case group = "Group"
  case list = "List"
  case scrollView = "ScrollView"
  case lazyVStack = "LazyVStack"
  case lazyHStack = "LazyHStack"
  case form = "Form"
  case section = "Section"
  case navigationStack = "NavigationStack"
  /// `NavigationLink`: its label (the destination is not pushed; see docs/semantics.md).
  case navigationLink = "NavigationLink"
  /// `Picker`: its options (the rows of its content).
  case picker = "Picker"
  /// `Menu`: its label (the menu's content is built only when it opens).
  case menu = "Menu"
  /// `DisclosureGroup`: its label, and its content while expanded.
  case disclosureGroup = "DisclosureGroup"
  /// `GeometryReader`: its content, built with a proxy of a fixed device size.
  case geometryReader = "GeometryReader"
  /// `TimelineView`: its content, built again at each entry of its schedule.
  case timelineView = "TimelineView"
  /// `LazyVGrid`/`LazyHGrid`: lazy like `LazyVStack` (rule 19).
  case lazyVGrid = "LazyVGrid"
  case lazyHGrid = "LazyHGrid"
  /// `Grid` and its `GridRow`s: eager.
  case grid = "Grid"
  case gridRow = "GridRow"
  /// `GroupBox`, `ControlGroup`, `LabeledContent`: eager static slots.
  case groupBox = "GroupBox"
  case controlGroup = "ControlGroup"
  case labeledContent = "LabeledContent"
  /// `ToolbarItem`/`ToolbarItemGroup`: their content.
  case toolbarItem = "ToolbarItem"
  case toolbarItemGroup = "ToolbarItemGroup"
  /// `ToolbarTitleMenu { … }`: the menu under the navigation title, its content one slot per
  /// view.
  case toolbarTitleMenu = "ToolbarTitleMenu"
  /// A presented alert or confirmation dialog: its title, its buttons, its message.
  case alert = "Alert"
  /// `TabView`: one slot per tab.
  case tabView = "TabView"
  case confirmationDialog = "ConfirmationDialog"
  /// `AsyncImage`: what it shows before its image loads (its placeholder, or its content for
  /// the `.empty` phase); there is no network, so that stays.
  case asyncImage = "AsyncImage"
  /// `ContentUnavailableView`: its label, its description and its actions.
  case contentUnavailableView = "ContentUnavailableView"
  /// MapKit's `Map`: its annotations' content (the map itself is not drawn).
  case map = "Map"
  /// A map's `Annotation("Title", coordinate:) { … }` and `MapAnnotation(coordinate:) { … }`:
  /// their content views.
  case annotation = "Annotation"
  case mapAnnotation = "MapAnnotation"
  /// Swift Charts' `Chart`: its marks, one slot each (the chart itself is not drawn).
  case chart = "Chart"
  /// `ViewThatFits`: the one child it shows, its first (docs/semantics.md).
  case viewThatFits = "ViewThatFits"
  /// The anonymous `TupleView` a builder makes of several statements.
  case tuple = "TupleView"

  /// Whether the container builds its rows lazily (rules 15, 19, 23).
  public var isLazy: Bool {
    switch self {
    case .list, .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid: true
    default: false
    }
  }
}

/// A leaf view.
public struct Primitive {
  /// Which built-in view this is.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case text = "Text"
    case textField = "TextField"
    case secureField = "SecureField"
    case toggle = "Toggle"
    case button = "Button"
    case spacer = "Spacer"
    case divider = "Divider"
    case color = "Color"
    case image = "Image"
    case label = "Label"
    case progressView = "ProgressView"
    /// `Stepper`: a value with `bounds`, or `action`/`decrement` closures.
    case stepper = "Stepper"
    /// `Slider`: a value within `bounds`.
    case slider = "Slider"
    /// `TextEditor`: multi-line text, reached by its accessibility label.
    case textEditor = "TextEditor"
    case datePicker = "DatePicker"
    case colorPicker = "ColorPicker"
    /// `Link`: tapping it opens nothing in the simulator.
    case link = "Link"
    /// `ShareLink`: tapping it shares nothing in the simulator.
    case shareLink = "ShareLink"
    /// `EditButton`: titled Edit; tapping it changes nothing (edit mode is not simulated).
    case editButton = "EditButton"
    /// `Canvas`: its drawing closure is never run.
    case canvas = "Canvas"
    /// A `Shape` (`Circle`, `RoundedRectangle`, `AnyShape`, a user's `struct Dome: Shape`):
    /// its type is its `text`, never `Color`.
    case shape = "Shape"
    /// A map's content without views: `Marker`, `MapMarker`, `MapPin`, `MapCircle`,
    /// `MapPolyline`, `MapPolygon`, `UserAnnotation`; its type is its `text`, its title its
    /// `label`.
    case mapContent = "MapContent"
    /// A chart's mark (`BarMark`, `LineMark`, `SectorMark`, …): its type is its `text`, what it
    /// plots its `label`.
    case chartMark = "ChartMark"
    /// `ToolbarSpacer(.fixed)`: a space between toolbar items; its sizing is its `text`.
    case toolbarSpacer = "ToolbarSpacer"
    /// `DefaultToolbarItem(kind: .search)`: where a system item goes; its kind is its `text`.
    case defaultToolbarItem = "DefaultToolbarItem"
    /// WebKit's `WebView(url:)` or `WebView(page)`: no page is ever loaded or drawn; its
    /// address, when it has one, is its `text`.
    case webView = "WebView"
    /// A view idlab does not simulate (an SDK view, a view of a file or package not given):
    /// a leaf named after its type, its `text` (docs/semantics.md, "Opaque by default").
    case unmodelled = "Unmodelled"
  }

  /// The range and step of a `Stepper` or `Slider` (`in: 0...10, step: 2`); an open end is
  /// infinite.
  public struct Bounds: Equatable, Sendable {
    public var lower: Double
    public var upper: Double
    /// The step; nil for a continuous `Slider`.
    public var step: Double?

    public init(lower: Double = -.infinity, upper: Double = .infinity, step: Double? = nil) {
      self.lower = lower
      self.upper = upper
      self.step = step
    }
  }

  public var kind: Kind
  /// The displayed text: a `Text`'s string, an `Image`'s name, a `Color`'s name, a shape's
  /// type name.
  public var text: String?
  /// A `Button`/`Toggle`/`Label` title, or a `TextField`'s placeholder.
  public var label: String?
  /// A `TextField`'s text or a `Toggle`'s `isOn`.
  public var binding: Binding?
  /// A `Button`'s action; a `Stepper`'s `onIncrement`.
  public var action: Callback?
  /// A `Stepper`'s `onDecrement`.
  public var decrement: Callback?
  /// A `Stepper`'s or `Slider`'s range and step.
  public var bounds: Bounds?
  /// A `Button`'s `role:` (`cancel`, `destructive`); nil without one.
  public var role: String?
  /// A `Button`'s label view as it is drawn, its texts and images in order, when that is not
  /// its icon then its title (`HStack { Text("Next"); Image(systemName: "chevron.right") }`, a
  /// row view with two images); a `Slider`'s value labels around `.control`; nil otherwise.
  public var face: [LabelPiece]?
  /// The colours a `Button`'s label view gives its own content (`Text("Delete")
  /// .foregroundColor(.red)` as the label), in the order they are written; empty otherwise.
  public var labelColors: [LabelColor] = []

  public init(
    kind: Kind, text: String? = nil, label: String? = nil, binding: Binding? = nil,
    action: Callback? = nil, decrement: Callback? = nil, bounds: Bounds? = nil
  ) {
    self.kind = kind
    self.text = text
    self.label = label
    self.binding = binding
    self.action = action
    self.decrement = decrement
    self.bounds = bounds
  }

  /// The view's type name: the kind's (`Text`), or a shape's, map content's or unmodelled
  /// view's own (`Circle`, `Dome`, `Marker`, `PhotosPicker`).
  public var typeName: String {
    kind == .shape || kind == .mapContent || kind == .chartMark || kind == .unmodelled
      ? text ?? kind.rawValue : kind.rawValue
  }
}

/// One piece of a control's label view, in the order it is drawn.
public enum LabelPiece: Equatable, Sendable {
  /// A text's string.
  case text(String)
  /// An image's name.
  case image(String)
  /// A shape's or a colour's type name (`Circle`): a `Label`'s icon that is no image.
  case shape(String)
  /// Where the control itself is drawn among its label views: a `Slider`'s track between its
  /// `minimumValueLabel` and `maximumValueLabel`.
  case control
}

/// A colour a control's label view gives its content: the modifier as written
/// (`foregroundColor`, `foregroundStyle`, `tint`, `background`) and the colour's name (`red`).
public struct LabelColor: Equatable, Sendable {
  /// The modifier as written: `foregroundColor`, `foregroundStyle`, `tint` or `background`.
  public var modifier: String
  /// The colour's name (`red`), as `Value.color` holds it.
  public var color: String

  /// The colour `color` that `modifier` gives a label's content.
  public init(modifier: String, color: String) {
    self.modifier = modifier
    self.color = color
  }
}

/// A user-defined view: its inputs, its state declarations and its body.
public struct CustomView {
  /// The struct's name (`IdentityRow`).
  public var typeName: String
  /// The view's stored inputs (its non-state properties), compared by value to decide whether
  /// the body must run again (rule 20). Closures compare unequal unless identical.
  public var inputs: Value
  /// `@State` / `@FocusState` declarations, in declaration order.
  public var state: [StateDeclaration]
  /// Produces the body for the given state storage. Called only when SwiftUI would: on
  /// creation, when the view's own state changed, or when its inputs changed.
  public var body: (StateStorage) throws -> ViewDescription
  /// What the view reads from the environment it is rendered in (its `@Environment`
  /// properties' values), nil when it reads nothing: the body runs again when this changes.
  public var environmentRead: (([String: Value]) -> Value)?

  public init(
    typeName: String, inputs: Value, state: [StateDeclaration],
    environmentRead: (([String: Value]) -> Value)? = nil,
    body: @escaping (StateStorage) throws -> ViewDescription
  ) {
    self.typeName = typeName
    self.inputs = inputs
    self.state = state
    self.environmentRead = environmentRead
    self.body = body
  }
}

/// One `@State` or `@FocusState` property.
public struct StateDeclaration {
  /// Whether this is `@State` or `@FocusState`.
  public enum Kind: String, Hashable, Sendable {
    case state = "State"
    case focusState = "FocusState"
  }

  public var name: String
  public var kind: Kind
  /// Computes the initial value; run only when the identity begins (rule 17).
  public var initial: () throws -> Value

  public init(name: String, kind: Kind = .state, initial: @escaping () throws -> Value) {
    self.name = name
    self.kind = kind
    self.initial = initial
  }
}

/// A `ForEach`: its data's ids and a row builder the engine calls per row.
public struct ForEachDescription {
  /// How rows are identified (rule 12).
  public enum Identification: Hashable, Sendable {
    /// By each element's id (`Identifiable`, `id: \.key`, `ForEach($items)`).
    case keyed
    /// By index (`indices, id: \.self`, `0..<n, id: \.self`, `enumerated(), id: \.offset`);
    /// behaves like `keyed` with the indices as ids, named so dumps can say so.
    case positional
    /// The constant `Range<Int>` initializer: the first render's count is frozen (rule 13).
    case constantRange
  }

  public var identification: Identification
  /// Each element's id, in data order. Duplicates are allowed and handled (rule 15).
  public var ids: [Value]
  /// Builds row `index` (an index into `ids`) of the current data.
  public var row: (Int) throws -> ViewDescription
  /// The generic signature for SwiftUI's warnings, without the content type:
  /// data type and id type (`"Array<Ship>"`, `"String"`; `"Range<Int>"`, `"Int"`).
  public var dataType: String
  public var idType: String
  /// 1-based source line, for warnings.
  public var line: Int?
  /// The row content's Swift type name, when known (`IdentityRow`). The engine fills it from
  /// the first row it builds; `swiftTypeName` prints `_` while it is unknown.
  public var contentTypeName: String? = nil

  public init(
    identification: Identification, ids: [Value], dataType: String, idType: String,
    line: Int? = nil, row: @escaping (Int) throws -> ViewDescription
  ) {
    self.identification = identification
    self.ids = ids
    self.row = row
    self.dataType = dataType
    self.idType = idType
    self.line = line
  }
}

/// A closure the engine runs: a button action, an `onAppear`, a task body.
public struct Callback {
  public var run: () throws -> Void
  /// For `.onChange(of:initial: true)`: also run when the view first appears, after the render
  /// that mounts it, in the appear phase.
  public var runsInitially: Bool
  /// Written as `.onReceive(model.$flag)`: a `@Published` property's publisher, delivered like
  /// `.onChange(of:initial: true)`; dumps name the modifier `onReceive`.
  ///
  /// On an `onAppear`: a subscription written as `.onReceive(publisher)`, which `run` starts
  /// when the view appears and ends when it disappears (the engine calls it at both, with no
  /// appear or disappear event of its own).
  public var isPublisher: Bool
  public init(
    _ run: @escaping () throws -> Void, runsInitially: Bool = false, isPublisher: Bool = false
  ) {
    self.run = run
    self.runsInitially = runsInitially
    self.isPublisher = isPublisher
  }
}

/// A `.task` body: the engine starts it with the `TaskHandle` it cancels when the view
/// disappears or the task's id changes.
public struct TaskBody {
  public var start: (TaskHandle) throws -> Void
  public init(_ start: @escaping (TaskHandle) throws -> Void) { self.start = start }
}

/// A two-way connection to a value owned elsewhere (`$text`, `$ship.name`).
public struct Binding {
  public var get: () -> Value
  public var set: (Value) throws -> Void
  public init(get: @escaping () -> Value, set: @escaping (Value) throws -> Void) {
    self.get = get
    self.set = set
  }
}

/// A view modifier.
///
/// The cases whose payload is wider than three words are `indirect`, so a modifier stays
/// 25 bytes inline in every live wrapper node (`ModifierState`) and every description.
public enum Modifier {
  /// `.id(x)`: explicit identity of the modified subtree (rule 10).
  case id(Value)
  case onAppear(Callback)
  case onDisappear(Callback)
  /// `.task { }` (`id == nil`) or `.task(id: x) { }` (rules 26–27).
  indirect case task(id: Value?, TaskBody)
  /// `.onReceive(timer) { date in … }`: `receive` runs at each tick of `source` (with the
  /// tick's time in nanoseconds) while the modified view's identity lives.
  case onReceive(TimerSource, receive: (Int) throws -> Void)
  /// `.onChange(of: value) { }`: runs the callback after an update in which `value` changed.
  indirect case onChange(value: Value, Callback)
  /// `.onPreferenceChange(Key.self) { value in … }`: runs the action when the value the
  /// modified subtree's views set for the key changes (`Simulation.queuePreferenceChanges`).
  indirect case onPreferenceChange(PreferenceReader)
  /// `.transition(t)`; `name` as written (`opacity`, `slide`, `identity`, `scale`, …).
  case transition(name: String)
  /// `.animation(curve, value: v)`: changes of `v` animate this subtree.
  case animation(curve: String, value: Value)
  /// `.focused($field, equals: v)` (or `.focused($flag)`: `equals: true`, `cleared: false`).
  indirect case focused(Binding, equals: Value, cleared: Value)
  /// `.sheet`, `.fullScreenCover`, `.popover`, `.alert`, `.confirmationDialog`: a presented
  /// subtree beside the modified view, while presented.
  indirect case presentation(Presentation)
  /// The destination of a `NavigationLink` (the modified view is the link and its label).
  case navigationLink(NavigationPush)
  /// A `Picker`'s title and selection (the modified view is the picker and its options); not
  /// a SwiftUI modifier, so dumps show it as the picker's label and value.
  indirect case selection(title: String, Binding)
  /// `.navigationDestination(for: T.self) { value in … }`: how the enclosing stack shows a
  /// pushed value of type `type` (its Swift type name).
  indirect case navigationDestination(type: String, build: (Value) throws -> ViewDescription)
  /// `.navigationDestination(isPresented:)` or `.navigationDestination(item:)`: a view the
  /// enclosing stack pushes, after the path's views, while the binding says so.
  indirect case presentedDestination(PresentedDestination)
  /// `.environment(\.key, value)`: the subtree's views read `value` for `key` (the nearest
  /// ancestor's write wins).
  case environment(key: String, value: Value)
  /// `.refreshable { }` or `.gesture(DragGesture()…)`: a gesture the learner's actions reach on
  /// the modified view (`refresh`, `drag`).
  case gesture(GestureAction)
  /// Any other modifier, recorded by name and value (`background` → `.color("green")`).
  case other(name: String, value: Value)
}
