import IdentityEngine

extension LibraryType {
  /// `UIDeviceOrientation`, the value of `UIDevice.current.orientation` (`.portrait` on the
  /// simulated iPhone): its seven cases, and its tests of a case, as Apple documents them. `isPortrait` holds for
  /// `.portrait` and `.portraitUpsideDown`, `isLandscape` for `.landscapeLeft` and
  /// `.landscapeRight`, `isFlat` for `.faceUp` and `.faceDown`, `isValidInterfaceOrientation`
  /// for the four upright ones (sample 51: three screens that chose a layout by
  /// `orientation.isLandscape` stopped on it).
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
    for name in [
      "unknown", "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "faceUp",
      "faceDown",
    ] {
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
