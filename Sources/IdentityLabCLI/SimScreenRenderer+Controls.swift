import IdentityEngine
import Localization

/// How the screen draws the controls beyond buttons, toggles and fields: steppers, sliders,
/// pickers, text editors, date and colour pickers, links, and the views idlab does not draw
/// (`Canvas`, an `AsyncImage` that never loads, a `WebView`).
///
///     Scoops  3  [ − | + ]
///     (Volume)  [━━━━━●────] 0.5
///     Flavor  [Vanilla ▾]
///     Help ↗
extension SimScreenRenderer {
  /// Cells of the slider's track.
  static let trackWidth = 10

  /// The cell of one of these controls, or nil when `node` is none of them.
  func controlCell(_ node: RenderedNode) -> String? {
    let label = ControlPictures.replacing(in: node.label ?? "")
    let titled = { (control: String) in label.isEmpty ? control : label + "  " + control }
    let value = node.value.map(SimValueFormatter.display)
    switch node.type {
    case "Stepper":
      return titled((value.map { $0 + "  " } ?? "") + "[ − | + ]")
    case "Slider":
      // The iPhone's slider draws no label ("Not all slider styles show the label", Apple,
      // `Slider`; VoiceOver reads it): written dim and in parentheses, so that a gesture can
      // still name the slider (sample 43 took it for visible text).
      var control = track(node.value, node)
      // Its minimum and maximum value labels at the track's ends (`Quiet [━━●───] Loud`).
      if let face = node.face, let middle = face.firstIndex(of: .control) {
        let ends = [Array(face[..<middle]), Array(face[(middle + 1)...])].map(drawn)
        control = [ends[0], control, ends[1]].filter { !$0.isEmpty }.joined(separator: " ")
      }
      control += value.map { " " + $0 } ?? ""
      return label.isEmpty ? control : style.dim("(" + label + ")") + "  " + control
    case "ProgressView":
      // A determinate progress view: its bar, and the fraction done as a percentage.
      let upper = node.bounds?.upper ?? 1
      let done = (node.value.flatMap(Self.number) ?? 0) / (upper > 0 ? upper : 1)
      let percent = Int((min(max(done, 0), 1) * 100).rounded())
      return titled(bar(min(max(done, 0), 1)) + " \(percent)%")
    case "Picker" where Self.pickerStyle(node) == .segmented:
      // A segmented control shows every option, the selected one marked, and no label
      // (Apple, `SegmentedPickerStyle`: "a segmented control").
      return "[ " + markedOptions(node) + " ]"
    case "Picker" where Self.pickerStyle(node) == .inline:
      // Every option in place, the selected one marked, after the title (Apple, `inline`:
      // "each option is displayed inline with other views in the current container"; `wheel`
      // shows the options on a wheel): until session 22 a closed menu (sample 45).
      return titled("( " + markedOptions(node) + " )")
    case "Picker" where node.label != nil:
      // A selection no option is tagged with shows nothing, as SwiftUI's menu does ("the
      // selection … is invalid and does not have an associated tag"); without options to
      // look in, the value itself.
      let shown = selectedOption(node) ?? (node.children.isEmpty ? value : nil) ?? ""
      if node.modifiers.contains(where: { $0.name == Self.titleOnlyAside }) {
        return style.dim("(" + label + ")") + "  [" + shown + " ▾]"
      }
      return titled("[" + shown + " ▾]")
    case "TextEditor":
      let text = (value ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        .joined(separator: " ⏎ ")
      return "[" + (text.isEmpty ? style.dim(localizer("sim.screen.text-editor")) : text) + "]"
    case "DatePicker":
      // `displayedComponents: .date` shows the day alone, `.hourAndMinute` the time alone.
      guard case .record("Date", let fields)? = node.value,
        case .double(let seconds)? = fields.first?.value, let shown = node.text
      else { return titled("[" + (value ?? "") + "]") }
      let parts = SimValueFormatter.dayAndTime(seconds).split(separator: " ").map(String.init)
      let part = shown == "hourAndMinute" ? parts.last : parts.first
      return titled("[" + (part ?? "") + "]")
    case "ColorPicker":
      guard case .color(let name)? = node.value else { return titled("[" + (value ?? "") + "]") }
      return titled(styled ? style.swatch(name) + " " + spokenName(name) : plainSwatch(name))
    case "EditButton":
      // A button titled as SwiftUI titles it on the simulated (English) device.
      return "[ \(label) ]"
    case "Link":
      if let face = node.face { return drawn(face) + " ↗" }
      return label + " ↗"
    case "ShareLink":
      return "[ ⇪ " + (label.isEmpty ? localizer("sim.screen.share") : label) + " ]"
    case "Canvas":
      return style.dim(localizer("sim.screen.canvas"))
    case "DefaultToolbarItem":
      return style.dim(localizer("sim.screen.default-toolbar-item", ["kind": node.text ?? ""]))
    case "WebView":
      guard let address = node.text else { return style.dim(localizer("sim.screen.web-view")) }
      return style.dim(localizer("sim.screen.web-view.url", ["url": address]))
    case "Marker", "MapMarker", "MapPin", "MapCircle", "MapPolyline", "MapPolygon",
      "UserAnnotation":
      return "⌖ " + (label.isEmpty ? node.type : label)
    case "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark", "RectangleMark", "SectorMark":
      // A chart's mark and what it plots (`▮ BarMark  x: Day Mon, y: Steps 3`).
      return "▮ " + node.type + (label.isEmpty ? "" : "  " + label)
    case "AsyncImage" where node.children.isEmpty:
      return style.dim(localizer("sim.screen.async-image"))
    default:
      return nil
    }
  }

  /// A slider's track with its thumb where the value sits in its range (`[━━━●──────]`).
  private func track(_ value: Value?, _ node: RenderedNode) -> String {
    let number = value.flatMap(Self.number) ?? 0
    let lower = node.bounds?.lower ?? 0
    let upper = node.bounds?.upper ?? 1
    let span = upper - lower
    let fraction = span.isFinite && span > 0 ? min(max((number - lower) / span, 0), 1) : 0
    let filled = Int((fraction * Double(Self.trackWidth - 1)).rounded())
    return "[" + String(repeating: "━", count: filled) + "●"
      + String(repeating: "─", count: Self.trackWidth - 1 - filled) + "]"
  }

  /// A progress bar `fraction` full (0…1), as wide as a slider's track.
  private func bar(_ fraction: Double) -> String {
    let filled = Int((fraction * Double(Self.trackWidth)).rounded())
    return "[" + String(repeating: "━", count: filled)
      + String(repeating: "─", count: Self.trackWidth - filled) + "]"
  }

  /// A number value as a `Double`.
  private static func number(_ value: Value) -> Double? {
    switch value {
    case .int(let int): Double(int)
    case .double(let double): double
    default: nil
    }
  }

  /// How the screen draws a picker: as a segmented control, with its options in place, as a
  /// menu (no style, `.menu`, `.automatic`), or in another style drawn like a menu
  /// (`.navigationLink`, `.palette`).
  enum PickerLook { case segmented, inline, menu, otherAsMenu }

  /// The look of a picker's style (`.pickerStyle(.segmented)`, `SegmentedPickerStyle()`,
  /// `.inline`, `.wheel`), its own or one it inherits (`stylesInherited`).
  static func pickerStyle(_ node: RenderedNode) -> PickerLook {
    guard let style = node.modifiers.first(where: { $0.name == "pickerStyle" }) else {
      return .menu
    }
    let text = SimValueFormatter.format(style.value).lowercased()
    if text.contains("segmented") { return .segmented }
    if text.contains("inline") || text.contains("wheel") { return .inline }
    return ["menu", "automatic", "default"].contains(where: text.contains) ? .menu : .otherAsMenu
  }

  /// Every option of a picker, the selected one marked (`● Miles | ○ Kilometers`).
  private func markedOptions(_ node: RenderedNode) -> String {
    let selected = selectedOption(node)
    return optionTexts(node.children).map { ($0 == selected ? "● " : "○ ") + $0 }
      .joined(separator: " | ")
  }

  /// The containers a picker's options may be written in (`List(grades) { … }`,
  /// `Section { … }`): their rows are the options.
  static let optionContainers: Set<String> = ["ForEach", "List", "Section", "Group"]

  /// The texts of a picker's options in order, the rows of a `ForEach` among them included.
  private func optionTexts(_ options: [RenderedNode]) -> [String] {
    options.flatMap { option -> [String] in
      if Self.optionContainers.contains(option.type) { return optionTexts(option.children) }
      return Self.optionText(option).map { [ControlPictures.replacing(in: $0)] } ?? []
    }
  }

  /// What an option shows: its label or text, else its first text below (a row written as
  /// `VStack { Text("Deep"); Text("about deep") }` is `Deep`, as the `select` gesture names it;
  /// until session 16 the selection of such a picker was drawn empty, the thirty-second sample).
  static func optionText(_ option: RenderedNode) -> String? {
    if let text = option.label ?? option.text { return text }
    for child in option.children {
      if let text = optionText(child) { return text }
    }
    return nil
  }

  /// The text of the option whose `.tag` is the picker's selection, or of the `ForEach` row
  /// whose id it is (a row's identity is the ForEach's, its id, then its view).
  private func selectedOption(_ node: RenderedNode) -> String? {
    guard let selection = node.value else { return nil }
    return taggedOption(in: node.children, selection) ?? rowOption(in: node.children, selection)
  }

  /// The text of the `ForEach` row whose id is `selection`, among `options` and the containers
  /// among them.
  private func rowOption(in options: [RenderedNode], _ selection: Value) -> String? {
    for child in options where Self.optionContainers.contains(child.type) {
      if child.type == "ForEach" {
        let prefix = child.identity + "/" + selection.formatted() + "/"
        if let row = child.children.first(where: { $0.identity.hasPrefix(prefix) }) {
          return Self.optionText(row)
        }
      } else if let row = rowOption(in: child.children, selection) {
        return row
      }
    }
    return nil
  }

  /// The option whose `.tag` is `selection`, among `options` and the rows of a `ForEach` among
  /// them (`ForEach(Mode.allCases) { Text($0.title).tag($0) }`).
  private func taggedOption(in options: [RenderedNode], _ selection: Value) -> String? {
    for option in options {
      if option.modifiers.contains(where: { $0.name == "tag" && $0.value == selection }) {
        return Self.optionText(option)
      }
      if Self.optionContainers.contains(option.type),
        let row = taggedOption(in: option.children, selection)
      {
        return row
      }
    }
    return nil
  }
}
