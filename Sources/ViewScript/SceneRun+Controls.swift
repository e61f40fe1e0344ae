import IdentityEngine

// MARK: - Diagnostics emitted by control gestures (sorted by name)

extension DiagnosticKind {
  /// `select "Option" in "Picker"` names an option the picker does not show.
  public static let unknownPickerOption = DiagnosticKind(
    "S404", "the `Picker` \"{picker}\" has no option \"{option}\"; its options are: {options}")
}

extension Gesture.Verb {
  /// The controls the verb reaches, the one its messages name first.
  var controlKinds: [Control.Kind] {
    switch self {
    case .tap: [.button, .link, .shareLink, .editButton]
    case .toggle: [.toggle]
    case .type, .focus: [.textField, .secureField, .textEditor]
    case .increment, .decrement: [.stepper]
    case .slide: [.slider]
    case .select: [.picker]
    case .refresh: [.refreshable]
    case .drag: [.dragGesture]
    case .wait: []
    }
  }
}

extension Control {
  /// The name a gesture uses for the control: its label, or its type name when it has none
  /// (a `TextEditor` or `Slider` without an accessibility label is `"TextEditor"`, `"Slider"`).
  var gestureName: String { label.isEmpty && kind != .button ? kind.rawValue : label }
}

extension SceneRun {
  /// `increment`, `decrement` and `slide`: the value moves by the stepper's step, or to the
  /// slider's stepped position, clamped to the control's range (docs/semantics.md,
  /// "Controls"); a stepper without a value runs its `onIncrement`/`onDecrement` closure.
  func adjust(_ control: Control, _ gesture: Gesture) throws {
    guard let binding = control.binding else {
      switch gesture.verb {
      case .increment: try control.action?.run()
      case .decrement: try control.decrement?.run()
      default: break
      }
      return
    }
    let bounds = control.bounds ?? Primitive.Bounds()
    let current = binding.get()
    let number: Double
    switch current {
    case .int(let value): number = Double(value)
    case .double(let value): number = value
    default: return
    }
    var target: Double
    switch gesture.verb {
    case .increment: target = number + (bounds.step ?? 1)
    case .decrement: target = number - (bounds.step ?? 1)
    default:
      target = gesture.value ?? number
      if let step = bounds.step, bounds.lower.isFinite {
        target = bounds.lower + ((target - bounds.lower) / step).rounded() * step
      }
    }
    target = min(max(target, bounds.lower), bounds.upper)
    if bounds.step != nil {
      // A whole number of steps, without the binary residue of `7 * 0.1` (0.7000000000000001).
      target = (target * 1e9).rounded() / 1e9
    }
    if case .int = current {
      try binding.set(.int(Int(target.rounded())))
    } else {
      try binding.set(.double(target))
    }
  }

  /// `select "Option" in "Picker"`: sets the picker's selection to the tag of the option that
  /// shows `Option`; an option without a tag selects nothing, as in SwiftUI.
  func select(_ gesture: Gesture, in picker: Control, action: String) throws(ScriptDiagnostics)
    -> Outcome
  {
    let text = gesture.text ?? ""
    guard let option = picker.options.first(where: { $0.text == text }) else {
      let options = picker.options.map { "\"\($0.text)\"" }
      throw ScriptDiagnostics(
        [
          ScriptDiagnostic(
            .unknownPickerOption,
            [
              "picker": picker.label, "option": text,
              options.isEmpty ? "options.key" : "options": options.isEmpty
                ? ScriptDiagnostic.noneKey : options.joined(separator: ", "),
            ],
            path: "<action>", line: 1, column: 1, length: max(1, action.count))
        ], source: action)
    }
    return simulation.perform {
      guard let tag = option.tag, let binding = picker.binding else { return }
      try binding.set(tag)
    }
  }
}

extension SceneRun {
  /// Changes the state of the first toggle, text field or stepper whose identity starts with
  /// `prefix` (a `ForEach` row), as a person would: `toggle`, `type "x" into`, `increment`.
  /// `idlab audit`'s confirmation marks a row this way before it changes the row's collection,
  /// so that state carried to another element shows on the screen. Nil when the row has no
  /// such control.
  public func markFirstControl(under prefix: String) -> SceneStep? {
    let verbs: [(Gesture.Verb, String)] = [
      (.toggle, "toggle"), (.type, "type \"x\" into"), (.increment, "increment"),
    ]
    let controls = simulation.controls
    for control in controls where control.identity.hasPrefix(prefix) {
      guard let (verb, written) = verbs.first(where: { $0.0.controlKinds.contains(control.kind) }),
        !control.gestureName.contains("\""), !control.gestureName.contains("\\")
      else { continue }
      let same = controls.filter {
        verb.controlKinds.contains($0.kind) && $0.gestureName == control.gestureName
      }
      guard let occurrence = same.firstIndex(where: { $0.identity == control.identity }) else {
        continue
      }
      let action =
        "\(written) \"\(control.gestureName)\"" + (occurrence > 0 ? " #\(occurrence + 1)" : "")
      return try? perform(action)
    }
    return nil
  }
}
