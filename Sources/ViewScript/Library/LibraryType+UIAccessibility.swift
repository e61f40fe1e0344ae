import IdentityEngine

extension LibraryType {
  /// `UIAccessibility`'s settings of the simulated iPhone: no accessibility setting turned on,
  /// the same device the SwiftUI environment describes (`\.accessibilityReduceMotion` is
  /// `false`, so `UIAccessibility.isReduceMotionEnabled` is too; docs/semantics.md,
  /// "UIAccessibility"). Its other members (notifications, `post(notification:argument:)`, …)
  /// are opaque.
  static let accessibility: LibraryType = {
    var type = LibraryType("UIAccessibility")
    type.framework = "UIKit"
    /// A setting the environment also gives, read from its default.
    func environment(_ key: String) -> Member {
      { _ in Interpreter.environmentDefaults[key] ?? .bool(false) }
    }
    let off: Member = { _ in .bool(false) }
    let on: Member = { _ in .bool(true) }
    type.staticProperties = [
      "isReduceMotionEnabled": environment("accessibilityReduceMotion"),
      "isVoiceOverRunning": environment("accessibilityVoiceOverEnabled"),
      "shouldDifferentiateWithoutColor": environment("accessibilityDifferentiateWithoutColor"),
      "isReduceTransparencyEnabled": environment("accessibilityReduceTransparency"),
      "isInvertColorsEnabled": environment("accessibilityInvertColors"),
      "isSwitchControlRunning": environment("accessibilitySwitchControlEnabled"),
      "buttonShapesEnabled": environment("accessibilityShowButtonShapes"),
      // `legibilityWeight` `.regular` and `colorSchemeContrast` `.standard` in the environment.
      "isBoldTextEnabled": off,
      "isDarkerSystemColorsEnabled": off,
      "isGrayscaleEnabled": off,
      "isMonoAudioEnabled": off,
      "isClosedCaptioningEnabled": off,
      "isGuidedAccessEnabled": off,
      "isAssistiveTouchRunning": off,
      "isSpeakScreenEnabled": off,
      "isSpeakSelectionEnabled": off,
      "isOnOffSwitchLabelsEnabled": off,
      "prefersCrossFadeTransitions": off,
      // On by default on iOS (Settings, Accessibility: Touch, Motion).
      "isShakeToUndoEnabled": on,
      "isVideoAutoplayEnabled": on,
    ]
    return type
  }()
}
