import IdentityEngine

/// One step of a scene run: the action that caused it (nil for step 0) and what happened.
public struct SceneStep {
  public var index: Int
  public var action: String?
  public var outcome: Outcome
  public init(index: Int, action: String?, outcome: Outcome) {
    self.index = index
    self.action = action
    self.outcome = outcome
  }
}
