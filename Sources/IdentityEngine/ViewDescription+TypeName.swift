// MARK: - Swift type names

extension ViewDescription {
  /// The SwiftUI-like static type of this description, as `AnyView` keys it (rule 8) and as
  /// SwiftUI's warnings print it: `Text`, `VStack<TupleView<(Text, Text)>>`, `Counter`,
  /// `ModifiedContent<Counter, _PaddingLayout>`, `IDView<Counter, Int>`.
  ///
  /// Conditionals print their leaf count rather than their leaves' types (only the active
  /// leaf is known), so an `AnyView` around an `if` keeps its identity and the conditional's
  /// own leaf rule decides what resets.
  public var swiftTypeName: String {
    switch self {
    case .empty:
      return "EmptyView"
    case .primitive(let primitive):
      return primitive.kind == .shape || primitive.kind == .mapContent
        || primitive.kind == .chartMark || primitive.kind == .unmodelled
        ? primitive.typeName : primitive.kind.swiftTypeName
    case .container(let container, let children):
      let content = ViewDescription.contentTypeName(children)
      switch container {
      case .tuple:
        return children.count == 1
          ? content : "TupleView<(\(children.map(\.swiftTypeName).joined(separator: ", ")))>"
      case .list: return "List<Never, \(content)>"
      case .section: return "Section<EmptyView, \(content), EmptyView>"
      default: return "\(container.rawValue)<\(content)>"
      }
    case .custom(let custom):
      return custom.typeName
    case .forEach(let forEach):
      return "ForEach<\(forEach.dataType), \(forEach.idType), \(forEach.contentTypeName ?? "_")>"
    case .conditional(_, let leafCount, _):
      return "_ConditionalContent<\(leafCount) leaves>"
    case .optional(let wrapped):
      return "Optional<\(wrapped?.swiftTypeName ?? "EmptyView")>"
    case .navigationStack(let stack):
      return "NavigationStack<\(ViewDescription.contentTypeName(stack.root))>"
    case .tabView(let tabs):
      return "TabView<Int, \(ViewDescription.contentTypeName(tabs.tabs.map(\.content)))>"
    case .anyView:
      return "AnyView"
    case .modified(let content, let modifier):
      if case .primitive(let shape) = content, shape.kind == .shape,
        case .other(let name, let style) = modifier, name == "fill" || name == "stroke"
      {
        // A filled or stroked shape is SwiftUI's `_ShapeView`, not a `ModifiedContent`.
        let drawn = name == "fill" ? shape.typeName : "_StrokedShape<\(shape.typeName)>"
        return "_ShapeView<\(drawn), \(style.swiftTypeName)>"
      }
      if case .id(let value) = modifier {
        return "IDView<\(content.swiftTypeName), \(value.swiftTypeName)>"
      }
      // A picker's selection is part of the `Picker`, not a modifier around it.
      if case .selection = modifier { return content.swiftTypeName }
      return "ModifiedContent<\(content.swiftTypeName), \(modifier.swiftTypeName)>"
    }
  }

  private static func contentTypeName(_ children: [ViewDescription]) -> String {
    switch children.count {
    case 0: return "EmptyView"
    case 1: return children[0].swiftTypeName
    default: return "TupleView<(\(children.map(\.swiftTypeName).joined(separator: ", ")))>"
    }
  }
}

extension Primitive.Kind {
  /// The kind's SwiftUI type name (`Text`, `Button<Text>`).
  public var swiftTypeName: String {
    switch self {
    case .text, .spacer, .divider, .color, .image, .textEditor, .shape, .mapContent, .chartMark,
      .editButton,
      .toolbarSpacer, .defaultToolbarItem, .webView, .unmodelled:
      rawValue
    case .textField, .secureField, .toggle, .button, .stepper, .colorPicker, .link:
      "\(rawValue)<Text>"
    case .slider: "Slider<EmptyView, EmptyView>"
    case .datePicker: "DatePicker<Text>"
    case .shareLink: "ShareLink<URL, DefaultShareLinkLabel>"
    case .label: "Label<Text, Image>"
    case .progressView: "ProgressView<EmptyView, EmptyView>"
    case .canvas: "Canvas<EmptyView>"
    }
  }
}

extension Modifier {
  /// The modifier's name as it appears in dumps (`id`, `onAppear`, `background`).
  public var name: String {
    switch self {
    case .id: "id"
    case .onAppear(let callback): callback.isPublisher ? "onReceive" : "onAppear"
    case .onDisappear: "onDisappear"
    case .task: "task"
    case .onReceive: "onReceive"
    case .onChange(_, let callback): callback.isPublisher ? "onReceive" : "onChange"
    case .onPreferenceChange: "onPreferenceChange"
    case .transition: "transition"
    case .animation: "animation"
    case .focused: "focused"
    case .presentation(let presentation): presentation.kind
    case .navigationLink: "navigationLink"
    case .selection: "selection"
    case .navigationDestination, .presentedDestination: "navigationDestination"
    case .environment(let key, _): key.hasPrefix("object:") ? "environmentObject" : "environment"
    case .gesture(let gesture): gesture.modifierName
    case .other(let name, _): name
    }
  }

  /// The modifier's argument as shown in dumps (`.null` for callbacks without an argument).
  public var displayValue: Value {
    switch self {
    case .id(let value): value
    case .onAppear, .onDisappear: .null
    case .task(let id, _): id ?? .null
    case .onReceive(let source, _): .double(Double(source.interval) / 1e9)
    case .onChange(let value, _): value
    case .onPreferenceChange(let reader): .string(reader.key)
    case .transition(let name): .enumCase(type: "AnyTransition", name: name, payload: [])
    case .animation(let curve, let value):
      .tuple([
        Value.TupleElement(nil, .enumCase(type: "Animation", name: curve, payload: [])),
        Value.TupleElement("value", value),
      ])
    case .focused(_, let equals, _): equals
    case .presentation(let presentation) where !presentation.isModal: .null
    case .presentation(let presentation):
      presentation.key ?? .bool(presentation.content != nil)
    case .navigationLink(.value(let value)): value
    case .navigationLink(.view), .navigationLink(.activation): .null
    case .selection(_, let binding): binding.get()
    case .navigationDestination(let type, _): .string(type)
    case .presentedDestination(let destination):
      destination.key ?? .bool(destination.content != nil)
    case .environment(let key, let value) where key.hasPrefix("object:") || key.hasSuffix(".self"):
      value
    case .environment(let key, let value):
      .tuple([Value.TupleElement(nil, .string("\\." + key)), Value.TupleElement(nil, value)])
    case .gesture(let gesture): gesture.kind == .refresh ? .null : .string(gesture.kind.rawValue)
    case .other(_, let value): value
    }
  }

  /// The SwiftUI modifier type in `ModifiedContent<Content, Modifier>`.
  public var swiftTypeName: String {
    switch self {
    case .id: return "IDView"
    case .onAppear, .onDisappear: return "_AppearanceActionModifier"
    case .task(let id, _):
      return id == nil ? "_TaskModifier" : "_TaskValueModifier<\(id?.swiftTypeName ?? "")>"
    case .onReceive: return "_SubscriptionModifier"
    case .onChange(let value, _): return "_ValueActionModifier<\(value.swiftTypeName)>"
    case .onPreferenceChange(let reader): return "_PreferenceActionModifier<\(reader.key)>"
    case .transition: return "_TraitWritingModifier<TransitionTraitKey>"
    case .animation(_, let value): return "_AnimationModifier<\(value.swiftTypeName)>"
    case .focused: return "_FocusedModifier"
    case .presentation(let presentation):
      let kind = presentation.kind
      return (kind.first.map { String($0).uppercased() } ?? "") + kind.dropFirst()
        + "PresentationModifier"
    case .navigationLink: return "_NavigationLinkModifier"
    case .selection: return "Picker"
    case .navigationDestination, .presentedDestination: return "_NavigationDestinationModifier"
    case .gesture(let gesture):
      return gesture.kind == .refresh
        ? "RefreshableModifier" : "AddGestureModifier<_EndedGesture<_ChangedGesture<DragGesture>>>"
    case .environment(_, let value): return "_EnvironmentKeyWritingModifier<\(value.swiftTypeName)>"
    case .other(let name, let value):
      switch name {
      case "padding": return "_PaddingLayout"
      case "frame": return "_FrameLayout"
      case "opacity": return "_OpacityEffect"
      case "scaleEffect": return "_ScaleEffect"
      case "offset": return "_OffsetEffect"
      case "rotationEffect": return "_RotationEffect"
      case "background": return "_BackgroundStyleModifier<\(value.swiftTypeName)>"
      case "foregroundColor", "foregroundStyle", "tint":
        return "_ForegroundStyleModifier<\(value.swiftTypeName)>"
      case "font": return "_EnvironmentKeyWritingModifier<Optional<Font>>"
      case "disabled": return "_EnvironmentKeyWritingModifier<Bool>"
      default:
        let capitalized = (name.first.map { String($0).uppercased() } ?? "") + name.dropFirst()
        return "_\(capitalized)Modifier"
      }
    }
  }

  /// A key that two modifiers in the same slot share when they are the same modifier type.
  var matchKey: String {
    if case .other(let name, _) = self { return "other:" + name }
    return name
  }
}
