import Testing

@testable import IdentityEngine

/// Each built-in transition's modifiers at a presence, written by hand from Apple's descriptions
/// of `AnyTransition` (fade, scale from nothing, slide in from leading and out by trailing, move
/// by an edge, offset, push from an edge and out by the opposite one with a fade, combined).
@Suite struct TransitionStateTests {
  static func render(_ name: String, inserting: Bool, _ presence: Double) -> String {
    TransitionState.modifiers(of: name, inserting: inserting, presence: presence).map {
      "\($0.name)=\($0.value.displayDescription)"
    }.joined(separator: " ")
  }

  @Test func eachTransitionAtAQuarter() {
    #expect(Self.render("opacity", inserting: true, 0.25) == "opacity=0.25")
    #expect(Self.render("scale", inserting: true, 0.25) == "scaleEffect=0.25")
    #expect(Self.render("scale(scale: 0.5)", inserting: true, 0.5) == "scaleEffect=0.75")
    #expect(Self.render("slide", inserting: true, 0.25) == #"offset="leading 75%""#)
    #expect(Self.render("slide", inserting: false, 0.25) == #"offset="trailing 75%""#)
    #expect(Self.render("move(edge: .top)", inserting: false, 0.5) == #"offset="top 50%""#)
    #expect(
      Self.render("push(from: .leading)", inserting: false, 0.5)
        == #"offset="trailing 50%" opacity=0.5"#)
    #expect(
      Self.render("scale.combined(with: .opacity)", inserting: true, 0.5)
        == "scaleEffect=0.5 opacity=0.5")
    #expect(Self.render("identity", inserting: true, 0.5) == "")
  }

  @Test func scaleNeverReachesZero() {
    // SwiftUI's `.scale` starts from a tiny scale, not 0 (a zero scale cannot be inverted).
    #expect(Self.render("scale", inserting: true, 0) == "scaleEffect=1e-05")
  }
}
