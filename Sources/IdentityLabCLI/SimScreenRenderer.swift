import IdentityEngine
import LessonKit
import Localization
import TerminalUI
import ViewScript

/// Renders the steps of a scene run as readable, localized text.
///
/// Each step shows a header (`Step 1 · ships.remove(at: 0)`), the screen as a learner would see
/// it, the identity tree, the event timeline, SwiftUI's warnings and the runtime error, if any:
///
///     Step 1 · flag.toggle()
///     Screen
///       Count: 0
///       [ bump ]
///     Identity tree
///       Bench  root  state: flag = true
///       └─ Counter  root/0  state: n = 0
///     Events
///       1. Counter root/0: created
///
/// Styling (bold headers, dim identities, colour swatches) is applied only when `styled`; without
/// it the output contains no escape codes at all. Lines are wrapped to `width` columns.
public struct SimScreenRenderer {
  public var localizer: Localizer
  public var styled: Bool
  public var width: Int
  /// The scene file, for `path:line:col:` in front of a runtime error (nil: `(line N)`).
  public var path: String?
  /// The instants of each step's film (`--frames`, `--at`); nil shows none.
  public var frames: MotionFrames?

  public init(localizer: Localizer, styled: Bool, width: Int, path: String? = nil) {
    self.localizer = localizer
    self.styled = styled
    self.width = max(20, width)
    self.path = path
  }

  /// The painter.
  var style: Styler { Styler(enabled: styled) }

  /// Every step, separated by blank lines.
  public func render(steps: [SceneStep]) -> String {
    steps.map(render(step:)).joined(separator: "\n")
  }

  /// One step.
  public func render(step: SceneStep) -> String {
    var lines: [String] = []
    let title: String
    if let action = step.action {
      title = localizer(
        "sim.step.header", ["index": String(step.index), "action": self.action(action)])
    } else {
      title = localizer("sim.step.first", ["index": String(step.index)])
    }
    lines.append(style.apply(.bold, .underline, to: title))
    let outcome = step.outcome

    lines.append(style.bold(localizer("sim.section.screen")))
    let rows = screenRows(outcome.tree)
    if rows.isEmpty {
      lines.append("  " + style.dim(localizer("sim.screen.empty")))
    } else {
      // A text's own line breaks (`Text("One.\n\nTwo.")`) start its next paragraph under its
      // first, each paragraph wrapped on its own.
      lines += rows.flatMap { row in
        let indent = "  " + row.prefix { $0 == " " }
        return row.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
          index, paragraph in
          index == 0 ? "  " + paragraph : paragraph.isEmpty ? "" : indent + paragraph
        }
      }
    }

    lines.append(style.bold(localizer("sim.section.tree")))
    lines += treeLines(outcome.tree, parent: nil, prefix: "  ", childPrefix: "  ")

    lines.append(style.bold(localizer("sim.section.events")))
    if outcome.events.isEmpty {
      lines.append("  " + style.dim(localizer("sim.events.none")))
    } else {
      let digits = String(outcome.events.count).count
      for (offset, event) in outcome.events.enumerated() {
        let number = String(offset + 1)
        // Two spaces after the number: wrapped lines continue under the description.
        let label = String(repeating: " ", count: digits - number.count) + number + ".  "
        lines.append("  " + label + describe(event))
      }
    }

    if let frames { lines += motionLines(outcome.motion, frames: frames, until: outcome.filmEnds) }
    for warning in outcome.warnings {
      lines.append(warningLine(warning))
    }
    if let error = outcome.error {
      lines.append(style.error(runtimeError(error)))
    }
    return lines.flatMap { line in
      // Continuation lines: the line's own indent plus two.
      let indent = min(line.prefix { $0 == " " }.count + 2, width / 2)
      return TextWrapper.wrap(
        line, width: width, continuation: String(repeating: " ", count: indent))
    }.joined(separator: "\n") + "\n"
  }

  /// An action as the learner reads it: a gesture in words of the learner's language around
  /// the quoted strings of the scene (`pulsa «Refresh»`), Swift code as written.
  public func action(_ action: String) -> String {
    if action.trimmingCharacters(in: .whitespaces) == "back" {
      return localizer("course.action.back")
    }
    guard let gesture = Gesture.read(action) else { return action }
    var text = localizer(
      "course.action.\(gesture.verb.rawValue)",
      [
        "target": gesture.target, "text": gesture.text ?? "",
        "value": gesture.value.map { SimValueFormatter.format(.double($0)) } ?? "",
        "width": gesture.translation.map { SimValueFormatter.format(.double($0.width)) } ?? "",
        "height": gesture.translation.map { SimValueFormatter.format(.double($0.height)) } ?? "",
      ])
    if gesture.occurrence > 1 {
      text += " " + localizer("course.action.occurrence", ["number": String(gesture.occurrence)])
    }
    return text
  }

  // MARK: - Screen

  /// The rows a learner sees: leaves top to bottom; an `HStack`'s leaves share one row.
  public func screenRows(_ node: RenderedNode) -> [String] {
    var rows: [String] = []
    let shown = Self.disabledInherited(
      Self.labelsHidden(
        Self.stylesInherited(Self.shownToolbarsOnly(node, inNavigation: false), [:]),
        hidden: false),
      false)
    collectRows(shown, inherited: [], into: &rows)
    return rows
  }

  /// `node` without the toolbars and search fields iOS does not show: a toolbar's items and a
  /// `.searchable` field go into a navigation bar, so outside a navigation container (a view run
  /// alone, a sheet without its own stack) they show nothing; both stay in the tree.
  static func shownToolbarsOnly(_ node: RenderedNode, inNavigation: Bool) -> RenderedNode {
    var inside = inNavigation
    if navigationContainers.contains(node.type), node.inputs == nil {
      inside = true
    } else if let kind = node.presentation,
      !["navigationDestination", "toolbar"].contains(kind), !layeredKinds.contains(kind)
    {
      inside = false
    }
    var shown = node
    if !inside { shown.modifiers.removeAll { $0.name == "searchable" } }
    guard !node.children.isEmpty else { return shown }
    shown.children = node.children.compactMap { child in
      child.presentation == "toolbar" && !inside
        ? nil : shownToolbarsOnly(child, inNavigation: inside)
    }
    return shown
  }

  func collectRows(_ node: RenderedNode, inherited: [String], into rows: inout [String]) {
    if node.presentation == "toolbar" {
      // A toolbar whose items draw nothing (all of them above the keyboard) has no heading.
      var items: [String] = []
      for child in node.children { collectRows(child, inherited: inherited, into: &items) }
      if items.isEmpty, cell(node) == nil { return }
    }
    if let presentation = node.presentation, !Self.layeredKinds.contains(presentation) {
      rows.append(
        style.dim(
          presentation == "toolbar"
            ? localizer("sim.screen.toolbar")
            : localizer("sim.screen.presented", ["kind": presentation])))
    }
    if Self.isInvisible(node) {
      // Still in the tree, with its identity and state; the learner sees nothing there.
      var hidden: [String] = []
      for child in node.children { collectRows(child, inherited: [], into: &hidden) }
      let content = cell(node).map { [$0] } ?? hidden
      rows.append(
        style.dim(
          localizer(
            Self.isHidden(node) ? "sim.screen.hidden" : "sim.screen.invisible",
            ["content": content.isEmpty ? node.type : content.joined(separator: " · ")])))
      return
    }
    // A navigation container shows its top level's title above its content (the large title),
    // and a `.searchable` field of the container itself below that title, in its navigation
    // bar, as one of its content's is (the thirty-second sample: `.searchable` on the
    // `NavigationStack` drew the field above the title).
    if Self.navigationContainers.contains(node.type), node.inputs == nil,
      let title = Self.navigationTitle(in: node)
    {
      rows.append(style.bold(ControlPictures.replacing(in: title)))
    }
    // `.searchable`: the search field above the content, its text or else its prompt.
    if let search = node.modifiers.first(where: { $0.name == "searchable" }),
      case .tuple(let parts) = search.value, parts.count == 2
    {
      let text = SimValueFormatter.display(parts[0].value)
      let prompt = SimValueFormatter.display(parts[1].value)
      rows.append(
        "[⌕ "
          + (text.isEmpty
            ? style.dim(ControlPictures.replacing(in: prompt))
            : ControlPictures.replacing(in: text)) + "]")
    }
    let decorations = inherited + colorDecorations(node)
    // A tab view shows its selected tab, then its tab bar (the tabs' titles, the selected one
    // in brackets); the other tabs are alive, not on screen.
    if node.type == "TabView", node.inputs == nil, let shown = node.shownTab {
      // Its tabs; what a modifier lays over or under it or presents from it (`.overlay { … }`,
      // the last children) is drawn after its tab bar, never a tab.
      let tabs = node.children.filter { $0.presentation == nil }
      let layered = node.children.filter { $0.presentation != nil }
      defer {
        for child in layered { collectRows(child, inherited: [], into: &rows) }
      }
      if tabs.indices.contains(shown) {
        collectRows(tabs[shown], inherited: decorations, into: &rows)
      }
      // A paged tab view (`.tabViewStyle(.page)`) shows page dots, the current one filled,
      // instead of a tab bar; none with `indexDisplayMode: .never`.
      if let paging = node.modifiers.first(where: { $0.name == "tabViewStyle" }),
        case let styleText = SimValueFormatter.format(paging.value),
        styleText.contains("page") || styleText.contains("Page")
      {
        if !styleText.contains(".never") {
          let dots = tabs.indices.map { $0 == shown ? "●" : "○" }
          rows.append(
            style.dim(localizer("sim.screen.pages", ["dots": dots.joined(separator: " ")])))
        }
        return
      }
      var titles = tabs.enumerated().map { index, tab in
        let title = ControlPictures.replacing(in: Self.tabTitle(tab) ?? String(index + 1))
        return index == shown ? "[" + title + "]" : title
      }
      // An iPhone's tab bar shows five items at most: the first four and More, which holds
      // the rest (Apple, `UITabBarController.moreNavigationController`).
      if titles.count > 5 {
        let more = localizer("sim.screen.moreTab")
        titles = Array(titles.prefix(4)) + [shown >= 4 ? "[" + more + "]" : more]
      }
      rows.append(
        style.dim(localizer("sim.screen.tabs", ["tabs": titles.joined(separator: " · ")])))
      return
    }
    // MapKit's map and Swift Charts' chart are containers; a project's own `struct Map: View`
    // has inputs and is drawn.
    if (node.type == "Map" || node.type == "Chart") && node.inputs == nil {
      // The map or chart is not drawn; its annotations' views or its marks are, below it.
      let placeholder = node.type == "Map" ? "sim.screen.map" : "sim.screen.chart"
      rows.append(decorate(style.dim(localizer(placeholder)), decorations, node))
      for child in node.children { collectRows(child, inherited: [], into: &rows) }
      return
    }
    // A section's header above its rows and its footer below them, as a list draws them.
    if node.type == "Section" {
      let title = { (name: String) -> String? in
        switch node.modifiers.first(where: { $0.name == name })?.value {
        case .string(let text)?: return text
        // Texts and images (`Image(systemName:)`), drawn in order as a label's face is.
        case .array(let parts)?:
          return self.drawn(parts.compactMap(LabelPiece.init(value:)))
        default: return nil
        }
      }
      let part = { (name: String) in node.children.first { $0.presentation == name } }
      if let header = title("header") {
        rows.append(style.dim(ControlPictures.replacing(in: header)))
      } else if let header = part("header") {
        collectRows(header, inherited: [], into: &rows)
      }
      for child in node.children where !Self.sectionParts.contains(child.presentation ?? "") {
        collectRows(child, inherited: decorations, into: &rows)
      }
      if let footer = title("footer") {
        rows.append(style.dim(ControlPictures.replacing(in: footer)))
      } else if let footer = part("footer") {
        collectRows(footer, inherited: [], into: &rows)
      }
      return
    }
    if node.type == "HStack" || node.type == "LazyHStack" {
      var parts: [String] = []
      for child in node.children {
        var childRows: [String] = []
        collectRows(child, inherited: [], into: &childRows)
        parts += childRows
      }
      if !parts.isEmpty { rows.append(decorate(parts.joined(separator: "  "), decorations, node)) }
      return
    }
    // The program's own view is drawn by its body, whatever its name (a project's
    // `struct ProgressView: View` is not SwiftUI's spinner).
    if node.inputs != nil, !node.children.isEmpty, !node.isUnmodelled {
      for child in node.children { collectRows(child, inherited: decorations, into: &rows) }
      return
    }
    if let cell = cell(node) {
      rows.append(decorate(cell, decorations, node))
      // What a leaf presents (a sheet on a button, an alert on a text) is drawn below it.
      for child in node.children where child.presentation != nil {
        collectRows(child, inherited: [], into: &rows)
      }
      return
    }
    for child in node.children {
      collectRows(child, inherited: decorations, into: &rows)
    }
    // Rows a lazy container did not build (idlab does not scroll): said, not hidden.
    if let unbuilt = node.unbuiltRows {
      rows.append(style.dim(localizer("sim.screen.unbuiltRows", ["count": String(unbuilt)])))
    }
  }

  /// The containers whose content's `.navigationTitle` is shown as the title.
  static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView"]

  /// The title of the level a navigation container shows: the last `.navigationTitle` of its
  /// content (a pushed level's comes after the root's), not looking into nested containers;
  /// none while its content hides the navigation bar (`.navigationBarHidden(true)`,
  /// `.toolbar(.hidden, for: .navigationBar)`, `.toolbarVisibility(.hidden, for:
  /// .navigationBar)`: the bar that shows the title is not drawn; Apple,
  /// `navigationBarHidden(_:)`, `toolbar(_:for:)`).
  static func navigationTitle(in container: RenderedNode) -> String? {
    var title: String?
    var hidden = false
    func visit(_ node: RenderedNode) {
      // `navigationBarTitle(_:)` is the iOS 13 spelling of `navigationTitle(_:)`.
      for modifier in node.modifiers {
        switch modifier.name {
        case "navigationTitle", "navigationBarTitle":
          if case .string(let text) = modifier.value, !text.isEmpty { title = text }
        case "navigationBarHidden":
          hidden = modifier.value == .bool(true)
        case "toolbar", "toolbarVisibility":
          if let bar = hidesNavigationBar(modifier.value) { hidden = bar }
        default: break
        }
      }
      for child in node.children where !navigationContainers.contains(child.type) {
        visit(child)
      }
    }
    for child in container.children { visit(child) }
    return hidden ? nil : title
  }

  /// What a `.toolbar(_:for:)` or `.toolbarVisibility(_:for:)` value says of the navigation
  /// bar: hidden (`.hidden`), shown (`.visible`, `.automatic`), or nothing (another bar, or
  /// a toolbar of items).
  static func hidesNavigationBar(_ value: Value) -> Bool? {
    guard case .tuple(let parts) = value, parts.count == 2,
      case .enumCase(_, let visibility, []) = parts[0].value,
      ["hidden", "visible", "automatic"].contains(visibility)
    else { return nil }
    let bars: [Value]
    if case .array(let many) = parts[1].value { bars = many } else { bars = [parts[1].value] }
    guard bars.contains(where: { $0 == .enumCase(type: "", name: "navigationBar", payload: []) })
    else { return nil }
    return visibility == "hidden"
  }

  /// A tab's title: its `.tabItem`'s text, on the tab's first view down its first children.
  static func tabTitle(_ tab: RenderedNode) -> String? {
    var node: RenderedNode? = tab
    while let current = node {
      for modifier in current.modifiers where modifier.name == "tabItem" {
        if case .string(let title) = modifier.value, !title.isEmpty { return title }
      }
      node = current.children.first
    }
    return nil
  }

  /// Whether `node` carries `.hidden()` (Apple, `hidden()`: "Hidden views are invisible and
  /// can't receive any interactions"; the view keeps its place in the layout).
  static func isHidden(_ node: RenderedNode) -> Bool {
    node.modifiers.contains { $0.name == "hidden" }
  }

  /// Whether `node` carries `.opacity(0)` or `.hidden()`: drawn fully transparent, yet alive.
  static func isInvisible(_ node: RenderedNode) -> Bool {
    isHidden(node)
      || node.modifiers.contains { modifier in
        guard modifier.name == "opacity" else { return false }
        switch modifier.value {
        case .int(let n): return n <= 0
        case .double(let d): return d <= 0
        default: return false
        }
      }
  }

  /// The content beside a view that is drawn with it, not presented: `.overlay { … }` and
  /// `.background { … }`, whose rows follow the view's without a heading.
  static let layeredKinds = Set(["overlay", "background", "safeAreaInset"]).union(sectionParts)

  /// A section's header and footer built as views beside it (they hold controls), drawn
  /// above and below its rows.
  static let sectionParts: Set<String> = ["header", "footer"]

  /// A leaf's own text on screen, or nil for containers and invisible leaves; control
  /// characters in the scene's strings (`"\u{1B}[2J"`) are shown as symbols (`␛[2J`).
  func cell(_ node: RenderedNode) -> String? {
    let label = ControlPictures.replacing(in: node.label ?? "")
    let text = node.text.map { ControlPictures.replacing(in: $0) }
    if node.isShape { return "[" + node.type + (node.label.map { "(\($0))" } ?? "") + "]" }
    if node.isUnmodelled { return style.dim("‹" + node.type + "›") }
    switch node.type {
    case "Text":
      return text ?? ""
    case "Button":
      // A label view that is not an icon then a title: its texts and images in order.
      if let face = node.face { return "[ " + drawn(face) + " ]" }
      // Its icon beside its title, as the automatic label style draws both; an icon alone
      // when its label is only an image (its title is the image's name) or with
      // `.labelStyle(.iconOnly)`.
      guard let icon = text, !icon.isEmpty, labelStyle(node) != "titleOnly" else {
        return "[ \(label) ]"
      }
      let image = "(" + localizer("sim.screen.image", ["name": icon]) + ")"
      if label == icon || label.isEmpty || labelStyle(node) == "iconOnly" { return "[ \(image) ]" }
      return "[ \(image) \(label) ]"
    case "Toggle":
      let isOn = node.value == .bool(true)
      // A `Label` as its label: its icon before its title, as the label draws both.
      let icon = text.map { "(" + localizer("sim.screen.image", ["name": $0]) + ") " } ?? ""
      return (isOn ? "[x]" : "[ ]") + (label.isEmpty ? "" : " " + icon + label)
    case "TextField", "SecureField":
      let text = node.value.map(SimValueFormatter.display) ?? ""
      // Empty: its prompt, or else its title, as a placeholder.
      if text.isEmpty {
        return "[" + style.dim(node.text.map(ControlPictures.replacing) ?? label) + "]"
      }
      return "[" + (node.type == "SecureField" ? String(repeating: "•", count: text.count) : text)
        + "]"
    case "Color":
      let name = text ?? "?"
      return styled ? style.swatch(name) + " " + spokenName(name) : plainSwatch(name)
    case "Image":
      return "(" + localizer("sim.screen.image", ["name": text ?? ""]) + ")"
    case "Label":
      // The icon, then the title, as the automatic label style shows both; one of them with
      // `.labelStyle(.iconOnly)` or `.titleOnly`. An icon that is a shape is its face's first
      // piece.
      if let face = node.face, let icon = face.first, labelStyle(node) != "titleOnly" {
        return labelStyle(node) == "iconOnly" ? drawn([icon]) : drawn(face)
      }
      guard node.label != nil else { return text ?? "" }
      guard let icon = text, !icon.isEmpty, labelStyle(node) != "titleOnly" else { return label }
      let image = "(" + localizer("sim.screen.image", ["name": icon]) + ")"
      return labelStyle(node) == "iconOnly" ? image : image + " " + label
    case "Divider":
      return "────────"
    case "ProgressView":
      // A spinner, its label beside it; a determinate one is a bar (`controlCell`).
      if node.value != nil { return controlCell(node) }
      return node.label.map { "… " + $0 } ?? "…"
    case "Spacer", "EmptyView":
      return nil
    default:
      return controlCell(node)
    }
  }

  /// A control's label view as drawn (`RenderedNode.face`): its texts and images in order.
  func drawn(_ face: [LabelPiece]) -> String {
    face.map { piece in
      switch piece {
      case .text(let text): ControlPictures.replacing(in: text)
      case .image(let name): "(" + localizer("sim.screen.image", ["name": name]) + ")"
      case .shape(let name): "[" + name + "]"
      case .control: ""
      }
    }
    .joined(separator: " ")
  }

  /// The label style a `.labelStyle(_:)` on the view or around it sets (`iconOnly`,
  /// `titleOnly`, `titleAndIcon`), copied onto its labels by `stylesInherited`.
  func labelStyle(_ node: RenderedNode) -> String? {
    guard let modifier = node.modifiers.last(where: { $0.name == "labelStyle" }) else { return nil }
    let text = SimValueFormatter.format(modifier.value)
    return ["iconOnly", "titleOnly", "titleAndIcon"].first { text.contains($0) }
  }

  /// The controls whose title `.labelsHidden()` hides.
  static let titledControls: Set<String> = [
    "Toggle", "Picker", "DatePicker", "Stepper", "Slider", "ColorPicker",
  ]

  /// `node` with the titles of the controls at or below a `.labelsHidden()` taken off: "Hides
  /// the labels of any controls contained within this view" (Apple, `labelsHidden()`); the
  /// tree keeps them.
  ///
  /// A menu picker outside a `Form` or `List` draws only its selection: the iPhone shows the
  /// picker as a button titled with the selected option, and its label only in a form's row,
  /// beside the value (Apple, `PickerStyle.menu`: "The button itself indicates the selected
  /// option"; sample 53 drew the title beside the menu). Its title is then written
  /// dim and in parentheses, as a slider's is, so that a gesture can still name it.
  static func labelsHidden(_ node: RenderedNode, hidden: Bool, inForm: Bool = false)
    -> RenderedNode
  {
    let hides = hidden || node.modifiers.contains { $0.name == "labelsHidden" }
    let form = inForm || formContainers.contains(node.type)
    var shown = node
    if hides, titledControls.contains(node.type), shown.label != nil { shown.label = "" }
    if !hides, !form, node.type == "Picker", node.label?.isEmpty == false,
      pickerStyle(node) == .menu
    {
      shown.modifiers.append((name: titleOnlyAside, value: .bool(true)))
    }
    guard !node.children.isEmpty else { return shown }
    shown.children = node.children.map { labelsHidden($0, hidden: hides, inForm: form) }
    return shown
  }

  /// The containers whose rows show a menu picker's title beside its value.
  static let formContainers: Set<String> = ["Form", "List"]

  /// The screen's own mark on a picker whose title the iPhone does not draw (`labelsHidden`).
  static let titleOnlyAside = "_titleAside"

  /// The style modifiers the screen reads, and the views each one styles: a style reaches
  /// every such view in the modified view's hierarchy (Apple, `labelStyle(_:)`: "Sets the style
  /// for labels within this view"; `PickerStyle`: "the appearance and interaction of all
  /// pickers within a view hierarchy").
  static let inheritedStyles: [(name: String, styled: Set<String>)] = [
    ("labelStyle", ["Label", "Button"]), ("pickerStyle", ["Picker"]),
  ]

  /// `node` with each style modifier of `inheritedStyles` copied onto the views below it that
  /// it styles, the nearest one winning (until session 22 a `.pickerStyle(.segmented)` on a
  /// `Form` left its pickers menus: sample 45). A toolbar's items show their icon only unless a
  /// label style says otherwise: the automatic style "resolves its appearance automatically
  /// based on the current context" (Apple, `LabelStyle.automatic`), which in an iOS navigation
  /// bar is the icon.
  static func stylesInherited(_ node: RenderedNode, _ inherited: [String: Value]) -> RenderedNode {
    var shown = node
    var applied = inherited
    for (name, _) in inheritedStyles {
      if let written = node.modifiers.last(where: { $0.name == name }) {
        applied[name] = written.value
      }
    }
    if applied["labelStyle"] == nil, node.presentation == "toolbar" {
      // A toolbar's item, or the one button that is the whole toolbar.
      applied["labelStyle"] = .enumCase(type: "", name: "iconOnly", payload: [])
    }
    for (name, styled) in inheritedStyles
    where styled.contains(node.type) && !node.modifiers.contains(where: { $0.name == name }) {
      if let value = applied[name] { shown.modifiers.append((name: name, value: value)) }
    }
    guard !node.children.isEmpty else { return shown }
    shown.children = node.children.map { stylesInherited($0, applied) }
    return shown
  }

  /// The controls a `.disabled(true)` at or around them marks on the screen.
  static let disableableControls: Set<String> = [
    "Button", "Toggle", "TextField", "SecureField", "TextEditor", "Stepper", "Slider", "Picker",
    "DatePicker", "ColorPicker", "Link", "ShareLink", "Menu", "EditButton",
  ]

  /// `node` with `.disabled(true)` copied onto the controls below a view that carries it: a
  /// view is disabled when it or any view around it is (Apple, `disabled(_:)`: "the outer
  /// `disabled(_:)` modifier overrides the inner one"), and SwiftUI draws it dimmed.
  static func disabledInherited(_ node: RenderedNode, _ inherited: Bool) -> RenderedNode {
    let own = node.modifiers.last { $0.name == "disabled" }?.value
    let disabled = inherited || own == .bool(true)
    var shown = node
    if disabled, own != .bool(true), disableableControls.contains(node.type) {
      shown.modifiers.append((name: "disabled", value: .bool(true)))
    }
    guard !node.children.isEmpty else { return shown }
    shown.children = node.children.map { disabledInherited($0, disabled) }
    return shown
  }

  func decorate(_ cell: String, _ decorations: [String], _ node: RenderedNode) -> String {
    var text = cell
    if !decorations.isEmpty { text += "  " + decorations.joined(separator: " ") }
    if Self.disableableControls.contains(node.type),
      node.modifiers.contains(where: { $0.name == "disabled" && $0.value == .bool(true) })
    {
      text += "  " + style.dim(localizer("sim.screen.disabled"))
    }
    if node.isUndefined { text += "  " + style.dim(localizer("sim.screen.undefined")) }
    return text
  }

  /// A colour without styling: `[verde]`, its name in the learner's language in brackets (a
  /// colour SwiftUI has no name for stays as written).
  func plainSwatch(_ name: String) -> String {
    NamedColor.named(name) == nil ? style.swatch(name) : "[" + spokenName(name) + "]"
  }

  /// A colour's name in the current language (`green` → `verde`), as learners answer with it.
  func spokenName(_ name: String) -> String {
    ColorNames.displayName(NamedColor.member(in: name), language: localizer.language)
  }

  /// Swatches for the colour-valued modifiers of a node (`background`, `foregroundStyle`, …),
  /// then for the colours a button's label view gives its content (`RenderedNode.labelColors`),
  /// which SwiftUI draws on the button's face.
  func colorDecorations(_ node: RenderedNode) -> [String] {
    let written = node.modifiers.compactMap { modifier -> (name: String, color: String)? in
      guard case .color(let name) = modifier.value else { return nil }
      return (modifier.name, name)
    }
    let fromLabel = node.labelColors.map { (name: $0.modifier, color: $0.color) }
    return (written + fromLabel).map { modifier in
      let name = modifier.color
      let swatch = style.swatch(name)
      // The name stays beside the swatch: answers are colour names, and not every reader
      // tells every swatch apart.
      // The modifier is named as it is written in Swift (`.background`), in every language.
      return styled
        ? style.dim("." + modifier.name) + " " + swatch + " " + spokenName(name)
        : ".\(modifier.name) \(plainSwatch(name))"
    }
  }

  // MARK: - Identity tree

  /// The tree dump, swift-markdown style (`├─`, `└─`, `│  `), already wrapped to the width.
  ///
  /// A child's identity is shown relative to its parent's (`…/"a"/ShipRow`); events show
  /// identities in full.
  public func treeLines(
    _ node: RenderedNode, parent: String? = nil, prefix: String, childPrefix: String
  ) -> [String] {
    let guide = childPrefix + (node.children.isEmpty ? "   " : "│  ")
    var lines = TextWrapper.wrap(
      prefix + nodeSummary(node, parent: parent), width: width, continuation: guide)
    for (offset, child) in node.children.enumerated() {
      let isLast = offset == node.children.count - 1
      lines += treeLines(
        child, parent: node.identity, prefix: childPrefix + (isLast ? "└─ " : "├─ "),
        childPrefix: childPrefix + (isLast ? "   " : "│  "))
    }
    return lines
  }

  /// `identity` shown relative to `parent` when it extends it.
  static func relativeIdentity(_ identity: String, parent: String?) -> String {
    guard let parent, identity.hasPrefix(parent + "/") else { return identity }
    return "…" + identity.dropFirst(parent.count)
  }

  /// Controls named by their label, whose `text` is only what the screen draws beside it (a
  /// button's icon, a date picker's one component, a field's prompt): the tree shows the label.
  static let labelledControls: Set<String> = ["Button", "DatePicker", "TextField", "SecureField"]

  func nodeSummary(_ node: RenderedNode, parent: String? = nil) -> String {
    var parts = [style.bold(node.type)]
    if let text = node.text, node.label == nil || !Self.labelledControls.contains(node.type) {
      parts.append(SimValueFormatter.quoted(text))
    }
    if let label = node.label { parts.append(SimValueFormatter.quoted(label)) }
    if let value = node.value { parts.append("= " + SimValueFormatter.format(value)) }
    parts.append(style.dim(Self.relativeIdentity(node.identity, parent: parent)))
    if !node.state.isEmpty {
      let state = node.state.map { "\($0.name) = \(SimValueFormatter.format($0.value))" }
        .joined(separator: ", ")
      parts.append(localizer("sim.tree.state", ["state": state]))
    }
    for modifier in node.modifiers {
      parts.append(style.dim(Self.modifierText(modifier)))
    }
    if node.isFocused { parts.append(localizer("sim.tree.focused")) }
    if Self.isInvisible(node) { parts.append(localizer("sim.tree.invisible")) }
    if node.isUndefined { parts.append(localizer("sim.screen.undefined")) }
    if node.isUnmodelled { parts.append(localizer("sim.tree.unmodelled")) }
    if let presentation = node.presentation {
      parts.append(
        presentation == "toolbar"
          ? localizer("sim.tree.toolbar")
          : Self.sectionParts.contains(presentation)
            ? localizer("sim.tree.section-" + presentation)
            : Self.layeredKinds.contains(presentation)
              ? localizer("sim.tree.layered", ["kind": presentation])
              : localizer("sim.tree.presented", ["kind": presentation]))
    }
    return parts.joined(separator: "  ")
  }

  /// A modifier as code: `.padding(12)`. A `.focused` binding shows the value it sets, and
  /// only when it is not the plain `true` of `.focused($flag)`: the argument is what focus
  /// would write, never whether the field has focus (that is `(focused)`).
  static func modifierText(_ modifier: (name: String, value: Value)) -> String {
    switch (modifier.name, modifier.value) {
    case (_, .null), ("focused", .bool(true)): return ".\(modifier.name)"
    case ("focused", let value): return ".focused(equals: \(SimValueFormatter.format(value)))"
    case (_, .tuple):
      // A modifier of several labelled values (`.searchable(text:prompt:)`): its arguments.
      return ".\(modifier.name)\(SimValueFormatter.format(modifier.value))"
    default: return ".\(modifier.name)(\(SimValueFormatter.format(modifier.value)))"
    }
  }

  // MARK: - Events

  /// The localized description of one event.
  /// The word of a transition event's key for each edge (`sim.event.transition.in.animated`).
  static let edgeKey: [Event.Edge: String] = [
    .insertion: "in", .removal: "out", .returning: "back",
  ]

  public func describe(_ event: Event) -> String {
    let subject = style.bold(event.type) + " " + style.dim(event.identity)
    var arguments = ["subject": subject]
    let key: String
    switch event {
    case .create: key = "sim.event.create"
    case .destroy: key = "sim.event.destroy"
    case .appear: key = "sim.event.appear"
    case .disappear: key = "sim.event.disappear"
    case .move(_, let from, let to):
      key = "sim.event.move"
      arguments["from"] = String(from)
      arguments["to"] = String(to)
    case .transition(_, let edge, let animated, let name):
      key =
        "sim.event.transition.\(Self.edgeKey[edge] ?? "in").\(animated ? "animated" : "instant")"
      arguments["transition"] = transitionName(name)
    case .animate(_, let property, let from, let to):
      key = "sim.event.animate"
      arguments["property"] = property
      arguments["from"] = SimValueFormatter.format(from)
      arguments["to"] = SimValueFormatter.format(to)
    case .taskStart: key = "sim.event.task-start"
    case .taskCancel: key = "sim.event.task-cancel"
    case .focusLost: key = "sim.event.focus-lost"
    }
    return localizer(key, arguments)
  }

  /// A transition's name in words when idlab has them (`opacity` → `opacidad`), else as the
  /// Swift code that names it (`.move(edge: .top)`).
  func transitionName(_ name: String) -> String {
    let key = "sim.transition.\(name)"
    return localizer.has(key) ? localizer(key) : style.code("." + name)
  }

  /// `warning: …`: SwiftUI's warnings verbatim (as its console prints them, in English), idlab's
  /// own in the learner's language.
  public func warningLine(_ warning: RuntimeWarning) -> String {
    let text: String =
      switch warning {
      case .updateLoop(let rounds): localizer("sim.warning.update-loop", ["rounds": String(rounds)])
      case .disabledControl(let label):
        localizer("sim.warning.disabled-control", ["label": ControlPictures.replacing(in: label)])
      default: warning.consoleText
      }
    return style.warning(localizer("sim.warning.label") + ":") + " " + text
  }

  /// `scene.swift:12:7: runtime error: Index out of range` (or `… (line 12)` without a
  /// path), in the learner's language; a failure in another file of the run names that file.
  public func runtimeError(_ error: RuntimeFailure) -> String {
    let message =
      localizer.has(error.messageKey)
      ? localizer(error.messageKey, error.arguments) : error.message
    if let line = error.line, let path = error.file ?? path {
      return localizer(
        "reliability.runtime-error.located",
        [
          "path": path, "line": String(line), "column": String(error.column ?? 1),
          "message": message,
        ])
    }
    if let line = error.line {
      return localizer("sim.runtime-error.line", ["message": message, "line": String(line)])
    }
    return localizer("sim.runtime-error", ["message": message])
  }

}
