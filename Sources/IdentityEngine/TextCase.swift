/// `Text.Case`, the transform `.textCase(.uppercase)` writes into the environment: every text
/// below the modifier is displayed in that case (Apple, `View.textCase(_:)`: "Sets a transform
/// for the case of the text contained in this view when displayed"; `Text.Case`: `uppercase`,
/// `lowercase`). `.textCase(nil)` removes an outer transform. It changes how a text is
/// displayed, not the string a program reads.
public enum TextCase: String, Sendable {
  case uppercase
  case lowercase

  /// The value a modifier writes (`.some(nil)` for `.textCase(nil)`), nil when it is no
  /// `textCase` modifier.
  public static func written(by modifier: Modifier) -> TextCase?? {
    guard case .other("textCase", let value) = modifier else { return nil }
    switch value {
    case .enumCase(_, let name, _): return .some(TextCase(rawValue: name))
    case .string(let name):
      return .some(TextCase(rawValue: name.hasPrefix(".") ? String(name.dropFirst()) : name))
    default: return .some(nil)
    }
  }

  /// `text` in this case.
  public func applied(to text: String) -> String {
    self == .uppercase ? text.uppercased() : text.lowercased()
  }

  /// The texts a rendered view displays, in this case: a text's string, a control's title and
  /// the texts of its face. A field's placeholder and contents are the user's, not texts.
  func apply(to rendered: inout RenderedNode, kind: Primitive.Kind) {
    guard ![.textField, .secureField, .textEditor].contains(kind) else { return }
    if kind == .text, let text = rendered.text { rendered.text = applied(to: text) }
    if let label = rendered.label { rendered.label = applied(to: label) }
    if let face = rendered.face {
      rendered.face = face.map { piece in
        if case .text(let text) = piece { return .text(applied(to: text)) }
        return piece
      }
    }
  }
}
