import IdentityEngine
import SwiftSyntax

/// The containers and controls real SwiftUI files use beyond the classroom stacks: links,
/// pickers, menus, disclosure groups, geometry readers, grids, toolbar items.
extension Interpreter {
  /// Names of the views this facet builds, and the engine's container for each.
  static let controlContainers: [String: Container] = [
    "NavigationLink": .navigationLink, "Picker": .picker, "Menu": .menu,
    "DisclosureGroup": .disclosureGroup, "GeometryReader": .geometryReader,
    "LazyVGrid": .lazyVGrid, "LazyHGrid": .lazyHGrid, "Grid": .grid, "GridRow": .gridRow,
    "GroupBox": .groupBox, "ControlGroup": .controlGroup, "LabeledContent": .labeledContent,
    "ToolbarItem": .toolbarItem, "ToolbarItemGroup": .toolbarItemGroup,
    "ToolbarTitleMenu": .toolbarTitleMenu,
  ]

  /// The size `GeometryReader` reports: an iPhone's screen in portrait, in points (393 × 852,
  /// iPhone 15 and 16); documented in docs/semantics.md.
  static let deviceSize = (width: 393.0, height: 852.0)

  /// The case name of a toolbar item's `placement:` argument (`keyboard`), if it has one.
  static func placement(of arguments: [Argument]) -> String? {
    guard
      case .enumCase(_, let name, _)? = arguments.first(where: { $0.label == "placement" })?.value
    else { return nil }
    return name
  }

  /// `NavigationLink("Title") { … }`, `Picker(…) { … }`, `GeometryReader { proxy in … }`, …;
  /// nil when `name` is not one of `controlContainers`.
  func controlView(_ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax)
    throws(EvalError) -> Value?
  {
    guard let container = Self.controlContainers[name] else { return nil }
    // A title written as a literal is a `LocalizedStringKey` (`Picker(_ titleKey:selection:)`,
    // `NavigationLink(_ titleKey:)`, `Menu`, `DisclosureGroup`, `GroupBox`, `LabeledContent`):
    // the app's table's text for it, as `Text`'s (sample 42 showed a picker's raw key).
    let title = arguments.first { $0.label == nil && !isClosure($0.value) }.map {
      ViewDescription.primitive(Primitive(kind: .text, text: localizedTitle($0)))
    }
    func closure(_ labels: [String?]) -> Value? {
      arguments.last { labels.contains($0.label) && isClosure($0.value) }?.value
    }
    let trailing = arguments.filter { $0.label == nil && isClosure($0.value) }.map(\.value)
    var children: [ViewDescription] = []
    switch container {
    case .navigationLink:
      // The label only: the destination is built when the link is activated.
      if let title {
        children = [title]
      } else {
        children = try self.children(of: closure(["label"]) ?? trailing.first, at: call)
      }
    case .menu:
      // The label only: a menu shows its content when it opens. Its content closure does not
      // escape (`Menu.init(content:label:)` takes `() -> Content`), so SwiftUI runs it as the
      // menu is made: a failure of the program's own there (an environment object the preview
      // lacks) fails the body as in the real preview (sample 54); the views it builds are not
      // mounted, and what idlab cannot simulate there stops nothing.
      let contentClosure = arguments.first {
        ($0.label == nil || $0.label == "content") && isClosure($0.value)
      }
      if let content = contentClosure?.value,
        title != nil || arguments.contains(where: { $0.label == "label" })
      {
        do {
          _ = try self.children(of: content, at: call)
        } catch .failure(let failure)
          where !["not-simulated", "depends-on-unmodelled"].contains(failure.id)
        {
          throw .failure(failure)
        } catch {}
      }
      // `Menu("Sort", systemImage: "arrow.up.arrow.down") { … }` labels it with the title and
      // the icon, as a `Label`.
      if let title, let icon = arguments.first(where: { $0.label == "systemImage" })?.value {
        children = [
          .primitive(Primitive(kind: .label, text: describe(icon), label: labelText(title)))
        ]
      } else if let title {
        children = [title]
      } else {
        children = try self.children(of: closure(["label"]) ?? trailing.last, at: call)
      }
    case .disclosureGroup:
      let expanded = arguments.first { $0.label == "isExpanded" }.flatMap { argument -> Bool? in
        guard case .opaque(let opaque) = argument.value, let binding = opaque as? BindingValue
        else { return nil }
        return binding.binding.get() == .bool(true)
      }
      if let title {
        children = [title]
      } else {
        children = try self.children(of: closure(["label"]), at: call)
      }
      if expanded == true {
        children += try self.children(of: closure([nil, "content"]), at: call)
      }
    case .geometryReader:
      guard let content = closure([nil, "content"]).flatMap(asFunction) else { break }
      let value = try self.call(
        content, [Argument(label: nil, value: geometryProxy())], builder: true, at: call)
      let description = try toView(value, at: call)
      if case .container(.tuple, let rows) = description {
        children = rows
      } else if case .empty = description {
        children = []
      } else {
        children = [description]
      }
    case .toolbarItem where Self.placement(of: arguments) == "keyboard",
      .toolbarItemGroup where Self.placement(of: arguments) == "keyboard":
      // `placement: .keyboard`: iOS shows these items above the keyboard while a field is
      // being edited (Apple, `ToolbarItemPlacement.keyboard`), never on the first screen; their
      // content is not built.
      break
    case .labeledContent:
      // Its label, then its value: `LabeledContent("Age", value: 7)`, `LabeledContent { … }
      // label: { … }` (Apple, `LabeledContent`).
      if let title {
        children = [title]
      } else if let label = closure(["label"]) {
        children = try self.children(of: label, at: call)
      }
      if let value = arguments.first(where: { $0.label == "value" })?.value {
        children.append(.primitive(Primitive(kind: .text, text: describe(value))))
      } else {
        children += try self.children(of: closure([nil, "content"]), at: call)
      }
    default:
      // Pickers, grids, group boxes, toolbar items and title menus: their content, one slot
      // per view.
      if container == .groupBox {
        // Its label, then its content: `GroupBox("Title") { … }`, `GroupBox(label: Text("Title"))
        // { … }`, `GroupBox { … } label: { … }` (Apple, `GroupBox`; until session 16 the last two
        // dropped the label: the thirty-second sample).
        if let title {
          children = [title]
        } else if let label = closure(["label"]) {
          children = try self.children(of: label, at: call)
        } else if let label = arguments.first(where: { $0.label == "label" })?.value {
          children = [try toView(label, at: call)]
        }
      }
      children += try self.children(of: closure([nil, "content"]), at: call)
    }
    if container == .picker,
      case .opaque(let opaque)? = arguments.first(where: { $0.label == "selection" })?.value,
      let selection = opaque as? BindingValue
    {
      // `Picker("Title", selection: $x)` or `Picker(selection: $x) { … } label: { Text("Title") }`.
      var pickerTitle: String?
      if let title { pickerTitle = labelText(title) }
      if pickerTitle == nil, let label = closure(["label"]) {
        pickerTitle = labelText(combine(try self.children(of: label, at: call)))
      }
      // `Picker(selection: $x, label: Text("Title")) { … }`: the label given as a view.
      if pickerTitle == nil, let label = arguments.first(where: { $0.label == "label" })?.value,
        isViewLike(label)
      {
        pickerTitle = labelText(try toView(label, at: call))
      }
      return viewValue(
        .modified(
          .container(container, children), .selection(title: pickerTitle ?? "", selection.binding)))
    }
    if container == .navigationLink,
      let link = try boundLink(
        .container(container, children), arguments, hasTitle: title != nil, at: call)
    {
      return link
    }
    if container == .navigationLink,
      let push = try navigationPush(arguments, hasTitle: title != nil, at: call)
    {
      return viewValue(.modified(.container(container, children), .navigationLink(push)))
    }
    return viewValue(.container(container, children))
  }

  /// The `GeometryProxy` a `GeometryReader` passes: `size`, `safeAreaInsets`, `frame(in:)`.
  func geometryProxy() -> Value {
    let size = Value.record(
      type: "CGSize",
      fields: [
        Value.Field("width", .double(Self.deviceSize.width)),
        Value.Field("height", .double(Self.deviceSize.height)),
      ])
    let zero = Value.record(
      type: "EdgeInsets",
      fields: ["top", "leading", "bottom", "trailing"].map { Value.Field($0, .double(0)) })
    return .record(
      type: "GeometryProxy",
      fields: [Value.Field("size", size), Value.Field("safeAreaInsets", zero)])
  }
}
