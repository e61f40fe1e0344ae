import IdentityEngine

extension LibraryType {
  /// `UIDeviceOrientation`, the value of `UIDevice.current.orientation` (`.portrait` on the
  /// simulated iPhone): its seven cases and, as Apple documents them, its tests of a case:
  /// `isPortrait` holds for `.portrait` and `.portraitUpsideDown`, `isLandscape` for
  /// `.landscapeLeft` and `.landscapeRight`, `isFlat` for `.faceUp` and `.faceDown`,
  /// `isValidInterfaceOrientation` for the four upright ones; `rawValue` is 0 (`unknown`) to 6
  /// (`faceDown`) in Apple's order (sample 51: three screens that chose a layout by
  /// `orientation.isLandscape` stopped).
  static let deviceOrientation: LibraryType = {
    var type = LibraryType("UIDeviceOrientation", values: .cases)
    type.framework = "UIKit"
    let tests: [String: Set<String>] = [
      "isPortrait": ["portrait", "portraitUpsideDown"],
      "isLandscape": ["landscapeLeft", "landscapeRight"],
      "isFlat": ["faceUp", "faceDown"],
      "isValidInterfaceOrientation": [
        "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight",
      ],
    ]
    let cases = [
      "unknown", "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "faceUp",
      "faceDown",
    ]
    type.properties["rawValue"] = { call in
      guard case .enumCase(_, let value, _) = call.receiver,
        let index = cases.firstIndex(of: value)
      else { return .null }
      return .int(index)
    }
    for name in cases {
      type.staticProperties[name] = { _ in
        .enumCase(type: "UIDeviceOrientation", name: name, payload: [])
      }
    }
    for (name, cases) in tests {
      type.properties[name] = { call in
        guard case .enumCase(_, let value, _) = call.receiver else { return .bool(false) }
        return .bool(cases.contains(value))
      }
    }
    return type
  }()
}
