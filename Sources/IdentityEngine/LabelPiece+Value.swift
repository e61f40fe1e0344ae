extension LabelPiece {
  /// The piece as a modifier's value, for a section header drawn as texts and images
  /// (`header: { Image(systemName: "star"); Text("Favourites") }`): a text is its string, an
  /// image an `Image(systemName:)` case; nil for a shape or a control, which a header does not
  /// draw. `init?(value:)` reads it back.
  public var value: Value? {
    switch self {
    case .text(let text): .string(text)
    case .image(let name): .enumCase(type: "Image", name: "systemName", payload: [.string(name)])
    case .shape, .control: nil
    }
  }

  /// The piece a value written by `value` stands for; nil for any other value.
  public init?(value: Value) {
    switch value {
    case .string(let text): self = .text(text)
    case .enumCase("Image", "systemName", let payload):
      guard case .string(let name)? = payload.first else { return nil }
      self = .image(name)
    default: return nil
    }
  }
}
