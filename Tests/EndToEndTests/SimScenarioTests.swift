import Foundation
import Testing

/// The SwiftUI acceptance scenarios of `identity-semantics.md` §(b), run through the built
/// `idlab sim --json` on the fixtures in `Fixtures/sim/scenarios/`.
///
/// Each test asserts facts the reference states for its scenario (state values, event kinds and
/// order, warning text). Rows and counters are found by what they show, never by position.
@Suite struct SimScenarioTests {
  // MARK: - B1. Structural identity

  @Test func s01ValueChangeKeepsState() throws {
    let run = try SimE2E.scenario("01-value-change-keeps-state")
    let step = run[2]
    #expect(step.node("Counter")?.int("n") == 3)
    #expect(step.events("create", "destroy", "appear", "disappear").isEmpty, "\(step.events)")
    #expect(step.texts.contains("B"))
  }

  @Test func s02IfElseSameTypeResets() throws {
    let run = try SimE2E.scenario("02-if-else-same-type-resets")
    #expect(run[1].node("Counter")?.int("n") == 3)
    for index in [2, 4] {
      let step = run[index]
      #expect(step.node("Counter")?.int("n") == 0, "step \(index)")
      #expect(step.events("create").contains { $0.type == "Counter" }, "step \(index)")
      #expect(step.events("destroy").contains { $0.type == "Counter" }, "step \(index)")
      let appear = try #require(step.positions(of: "appear").first, "step \(index)")
      let disappear = try #require(step.positions(of: "disappear").first, "step \(index)")
      #expect(appear < disappear, "new onAppear before old onDisappear (rule 11)")
    }
  }

  @Test func s04IfWithoutElseKeepsSlot() throws {
    let run = try SimE2E.scenario("04-if-without-else-keeps-slot")
    for step in run.steps.dropFirst() {
      #expect(step.node("Counter", showing: "first n = 3") != nil, "step \(step.index)")
    }
    #expect(run[3].node("Counter", showing: "second n = 3") != nil)
    #expect(run[4].node("Counter", showing: "second n = 3") == nil)
    #expect(run[5].node("Counter", showing: "second n = 0") != nil)
    let first = run.steps.map { $0.node("Counter")?.identity }
    #expect(Set(first.dropFirst()).count == 1, "the first Counter keeps one identity")
  }

  @Test func s05BranchVersusInertModifier() throws {
    let run = try SimE2E.scenario("05-branch-vs-inert-modifier")
    let step = run[3]
    #expect(step.node("Counter", showing: "a n = 0") != nil, "(a) branch resets")
    #expect(step.node("Counter", showing: "b n = 3") != nil, "(b) ternary keeps state")
  }

  @Test func s06SwitchLeaves() throws {
    let run = try SimE2E.scenario("06-switch-leaves")
    #expect(run[1].node("Counter")?.int("n") == 3)
    #expect(run[2].node("Counter")?.int("n") == 0, "a → b resets")
    #expect(run[3].node("Counter")?.int("n") == 3)
    #expect(run[4].node("Counter")?.int("n") == 3, "b → b keeps")
    #expect(run[4].events("create", "destroy").isEmpty)
    #expect(run[5].node("Counter")?.int("n") == 0, "b → a resets")
  }

  @Test func s07ElseIfLeaves() throws {
    let run = try SimE2E.scenario("07-else-if-leaves")
    #expect(run[1].node("Counter")?.int("n") == 3)
    #expect(run[2].node("Counter")?.int("n") == 0)
    #expect(run[2].events("create").contains { $0.type == "Counter" })
  }

  @Test func s08ContainerTypeChange() throws {
    let run = try SimE2E.scenario("08-container-type-change")
    #expect(run[1].node("Counter")?.int("n") == 3)
    #expect(run[2].node("Counter")?.int("n") == 0)
    #expect(run[2].node("HStack") != nil)
  }

  // MARK: - B2. AnyView

  @Test func s09AnyViewSameType() throws {
    let run = try SimE2E.scenario("09-anyview-same-type")
    #expect(run[2].node("Tinted")?.int("n") == 3)
    #expect(run[2].events("create", "destroy").isEmpty)
  }

  @Test func s10AnyViewTypeChange() throws {
    let run = try SimE2E.scenario("10-anyview-type-change")
    #expect(run[1].node("Counter")?.int("n") == 3)
    #expect(run[2].node("Counter")?.int("n") == 0)
    #expect(run[2].events("create").contains { $0.type == "Counter" })
    #expect(
      !run[2].events("transition").contains { $0.animated == true },
      "AnyView has no transition, even inside withAnimation")
    #expect(run[3].node("Counter")?.int("n") == 0)
  }

  // MARK: - B3. Explicit identity

  @Test func s11ConstantID() throws {
    let run = try SimE2E.scenario("11-constant-id")
    #expect(run[2].node("Counter")?.int("n") == 3)
    #expect(run[2].events("create", "destroy").isEmpty)
    #expect(run[2].texts.contains("ticks 1"))
  }

  @Test func s12ChangedID() throws {
    let run = try SimE2E.scenario("12-changed-id")
    let step = run[2]
    #expect(step.node("Counter")?.int("n") == 0)
    #expect(!step.events("taskCancel").isEmpty)
    #expect(!step.events("taskStart").isEmpty)
    #expect(!step.events("appear").isEmpty)
    #expect(!step.events("disappear").isEmpty)
  }

  @Test func s13IDPlacement() throws {
    let run = try SimE2E.scenario("13-id-placement")
    #expect(run[1].rootState("outside") as? Int == 2, "Color.onAppear{}.id(flag): 2 calls")
    #expect(run[1].rootState("inside") as? Int == 1, "Color.id(flag).onAppear{}: 1 call")
    #expect(run[1].events("appear").count == 1)
  }

  @Test func s14CallbackOrderDefaultTransition() throws {
    let run = try SimE2E.scenario("14-callback-order-default")
    #expect(run[0].rootState("log") as? String == "AF")
    #expect(run[1].rootState("log") as? String == "AFATDT")
    let step = run[1]
    let appear = try #require(step.positions(of: "appear").first)
    let disappear = try #require(step.positions(of: "disappear").first)
    #expect(appear < disappear)
  }

  @Test func s14CallbackOrderIdentityTransition() throws {
    let run = try SimE2E.scenario("14-callback-order-identity-transition")
    #expect(run[1].rootState("log") as? String == "AFDTAT")
    let step = run[1]
    let appear = try #require(step.positions(of: "appear").first)
    let disappear = try #require(step.positions(of: "disappear").first)
    #expect(disappear < appear)
  }

  // MARK: - B4. Keyed ForEach

  /// Each `Row`'s shown id and its `n`, in screen order.
  static func rows(_ step: SimStep, type: String = "Row") -> [String] {
    step.nodes(type).map { row in
      let text = row.all.first { $0.type == "Text" }?.text ?? "?"
      return "\(text)=\(row.int("n").map(String.init) ?? "?")"
    }
  }

  @Test func s15KeyedReverse() throws {
    let run = try SimE2E.scenario("15-keyed-reverse")
    #expect(Self.rows(run[6]) == ["a=1", "b=2", "c=3"])
    let step = run[7]
    #expect(Self.rows(step) == ["c=3", "b=2", "a=1"])
    #expect(step.events("appear", "disappear", "create", "destroy").isEmpty, "\(step.events)")
    #expect(!step.events("move").isEmpty)
  }

  @Test func s16KeyedPrepend() throws {
    let run = try SimE2E.scenario("16-keyed-prepend")
    let step = run[4]
    #expect(Self.rows(step) == ["n=0", "a=1", "b=2"])
    let appears = step.events("appear")
    #expect(appears.count == 1)
    #expect(appears.first?.identity.contains("\"n\"") == true, "\(appears)")
    #expect(step.events("disappear", "destroy").isEmpty)
  }

  @Test func s17KeyedRemoveAndReorder() throws {
    let run = try SimE2E.scenario("17-keyed-remove-reorder")
    let step = run[9]
    #expect(Self.rows(step) == ["b=2", "d=4", "a=1"])
    let gone = step.events("disappear", "destroy")
    #expect(!gone.isEmpty)
    #expect(gone.allSatisfy { $0.identity.contains("\"c\"") }, "\(gone)")
    #expect(step.events("appear", "create").isEmpty)
  }

  @Test func s18KeyedRemoveThenReadd() throws {
    let run = try SimE2E.scenario("18-keyed-remove-readd")
    #expect(Self.rows(run[1]) == ["a=1"])
    #expect(Self.rows(run[2]) == [])
    #expect(Self.rows(run[3]) == ["a=0"])
  }

  @Test func s19KeyedRotationCycle() throws {
    let run = try SimE2E.scenario("19-keyed-rotation-cycle")
    #expect(Self.rows(run[4]) == ["1=10", "2=20", "3=30", "4=40"])
    #expect(Self.rows(run[5]) == ["2=20", "3=30", "4=40", "1=10"])
    #expect(Self.rows(run[6]) == ["3=30", "4=40", "1=10", "2=20"])
    #expect(Self.rows(run[7]) == ["4=40", "1=10", "2=20", "3=30"])
    #expect(Self.rows(run[8]) == ["1=10", "2=20", "3=30", "4=40"])
    for step in run.steps[5...] {
      #expect(step.events("create", "destroy").isEmpty, "step \(step.index)")
    }
    let identities = { (step: SimStep) in Set(step.nodes("Row").map(\.identity)) }
    #expect(identities(run[4]) == identities(run[8]))
  }

  @Test func s20KeyedInsertInMiddle() throws {
    let run = try SimE2E.scenario("20-keyed-insert-middle")
    let step = run[4]
    #expect(Self.rows(step) == ["a=1", "x=0", "y=0", "b=2"])
    #expect(step.events("appear").count == 2)
    #expect(step.events("disappear", "destroy").isEmpty)
  }

  @Test func s21KeyedSwap() throws {
    let run = try SimE2E.scenario("21-keyed-swap")
    let step = run[4]
    #expect(Self.rows(step) == ["banana=2", "apple=1"])
    #expect(step.events("create", "destroy", "appear", "disappear").isEmpty)
  }

  // MARK: - B5. Positional and constant-range ForEach

  @Test func s22IndexIdentityDeleteFirst() throws {
    let run = try SimE2E.scenario("22-index-identity-delete-first")
    #expect(Self.rows(run[6]) == ["a=1", "b=2", "c=3"])
    let step = run[7]
    #expect(Self.rows(step) == ["b=1", "c=2"], "states stay with the positions")
    #expect(step.events("appear").isEmpty)
    let disappears = step.events("disappear")
    #expect(disappears.count == 1)
    #expect(
      disappears.first.map { $0.identity.contains("/2/") || $0.identity.hasSuffix("/2") } == true,
      "the row at index 2 disappears: \(disappears)")
  }

  @Test func s23IndexIdentityInsertAtFront() throws {
    let run = try SimE2E.scenario("23-index-identity-insert-front")
    let step = run[7]
    #expect(Self.rows(step) == ["z=1", "a=2", "b=3", "c=0"])
    let appears = step.events("appear")
    #expect(appears.count == 1)
    #expect(
      appears.first.map { $0.identity.contains("/3/") || $0.identity.hasSuffix("/3") } == true,
      "the new row is at index 3: \(appears)")
  }

  static let rangeWarning =
    "ForEach<Range<Int>, Int, Text> count (6) != its initial count (5). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"

  @Test func s24ConstantRangeGrows() throws {
    let run = try SimE2E.scenario("24-constant-range-grows")
    #expect(run[0].node("ForEach")?.children.count == 5)
    #expect(run[1].node("ForEach")?.children.count == 5, "added rows do not appear")
    #expect(run[1].warnings.contains(Self.rangeWarning), "\(run[1].warnings)")
  }

  @Test func s25RangeWithIDSelf() throws {
    let run = try SimE2E.scenario("25-range-with-id-self")
    #expect(run[1].node("ForEach")?.children.count == 6)
    #expect(run[1].warnings.isEmpty)
    #expect(run[1].texts == ["0", "1", "2", "3", "4", "5"])
  }

  @Test func s26ConstantRangeShrinks() throws {
    let run = try SimE2E.scenario("26-constant-range-shrinks")
    let step = run[1]
    let keptOldCount = step.node("ForEach")?.children.count == 3
    let crashed = step.errorMessage == "Index out of range"
    #expect(keptOldCount || crashed, "old count or Index out of range: \(step.errorMessage ?? "-")")
  }

  // MARK: - B6. Duplicate IDs

  static let duplicateWarning =
    "ForEach<Array<Position>, Int, Text>: the ID 1 occurs multiple times within the collection, this will give undefined results!"

  @Test func s27DuplicateIDsEagerStack() throws {
    let run = try SimE2E.scenario("27-duplicate-ids-eager")
    #expect(run[0].texts == ["First", "Second", "First"])
    #expect(run[0].warnings == [Self.duplicateWarning])
  }

  @Test func s28DuplicateSelfIDsShareState() throws {
    let run = try SimE2E.scenario("28-duplicate-self-ids-shared-state")
    #expect(Self.rows(run[0]) == ["a=0", "b=0", "a=0"])
    #expect(Self.rows(run[1]) == ["a=1", "b=0", "a=1"], "tapping the 3rd row changes the 1st")
  }

  @Test func s29DuplicateIDsLazyStack() throws {
    let run = try SimE2E.scenario("29-duplicate-ids-lazy")
    #expect(run[0].warnings.contains(Self.duplicateWarning), "\(run[0].warnings)")
    #expect(
      run[0].warnings.contains(
        "LazyVStackLayout: the ID 1 is used by multiple child views, this will give undefined results!"
      ), "\(run[0].warnings)")
  }

  // MARK: - B7. Unstable IDs

  @Test func s32ComputedUUIDChurnsRows() throws {
    let run = try SimE2E.scenario("32-computed-uuid-id")
    #expect(run[1].node("PetRow", showing: "Rex")?.int("n") == 3)
    let step = run[2]
    #expect(step.events("appear").count == 3, "every row appears again")
    #expect(step.events("disappear").count == 3, "every row disappears")
    #expect(step.nodes("PetRow").allSatisfy { $0.int("n") == 0 }, "all row state resets")
  }

  @Test func s33IDUUIDInBody() throws {
    let run = try SimE2E.scenario("33-id-uuid-in-body")
    let step = run[2]
    #expect(step.node("Counter")?.int("n") == 0, "resets when the parent body runs")
    #expect(!step.events("taskCancel").isEmpty)
    #expect(!step.events("taskStart").isEmpty)
  }

  // MARK: - B8. Tasks

  @Test func s34TaskIDRestart() throws {
    let run = try SimE2E.scenario("34-task-id-restart")
    #expect(run[0].events("taskStart").count == 1)
    let kinds = run[1].events("taskStart", "taskCancel").map(\.kind)
    #expect(kinds == ["taskCancel", "taskStart"])
    #expect(run[2].events("taskStart", "taskCancel").isEmpty, "b → b does not restart")
  }

  @Test func s35TaskIDCoalesced() throws {
    let run = try SimE2E.scenario("35-task-id-coalesced")
    #expect(run[1].events("taskCancel").count == 1)
    #expect(run[1].events("taskStart").count == 1)
    #expect(run[1].rootState("query") as? String == "y")
  }

  @Test func s36TaskInBranch() throws {
    let run = try SimE2E.scenario("36-task-in-branch")
    #expect(run[1].node("Worker")?.int("n") == 3)
    #expect(run[2].events("taskCancel").count == 1)
    #expect(run[3].events("taskStart").count == 1)
    #expect(run[3].node("Worker")?.int("n") == 0)
  }

  @Test func s37TaskStartsAfterOnAppear() throws {
    let run = try SimE2E.scenario("37-task-after-onappear")
    let appear = try #require(run[0].positions(of: "appear").first)
    let task = try #require(run[0].positions(of: "taskStart").first)
    #expect(appear < task)
  }

  // MARK: - B9. Appear order and containers

  @Test func s38NestedAppearOrder() throws {
    let run = try SimE2E.scenario("38-nested-appear-order")
    #expect(run[0].events("appear").map(\.type) == ["Text", "VStack", "Group"])
    #expect(run[0].rootState("log") as? String == "TVG")
  }

  @Test func s39EagerStackAppearsEveryRow() throws {
    let run = try SimE2E.scenario("39-eager-appear")
    #expect(run[0].events("appear").count == 100)
  }

  @Test func s39LazyStackAppearsOnlyVisibleRows() throws {
    let run = try SimE2E.scenario("39-lazy-appear")
    let count = run[0].events("appear").count
    #expect(count > 0 && count < 100, "only the visible rows: \(count)")
  }

  // MARK: - B10. Focus, animation and transitions

  @Test func s40FocusLostOnRemoval() throws {
    let run = try SimE2E.scenario("40-focus-lost-on-removal")
    #expect(!run[1].tree.isNull("focus"), "focused after `focus \"Name\"`")
    #expect(run[2].tree.isNull("focus"))
    #expect(!run[2].events("focusLost").isEmpty)
  }

  @Test func s41FocusLostOnIDChange() throws {
    let run = try SimE2E.scenario("41-focus-lost-on-id-change")
    #expect(!run[1].tree.isNull("focus"))
    #expect(run[2].tree.isNull("focus"))
    #expect(!run[2].events("focusLost").isEmpty)
  }

  @Test func s42PropertyAnimation() throws {
    let run = try SimE2E.scenario("42-property-animation")
    let step = run[2]
    #expect(step.node("PawView")?.int("n") == 3)
    #expect(step.events("appear", "disappear", "create", "destroy", "transition").isEmpty)
    #expect(!step.events("animate").isEmpty, "the colour interpolates")
  }

  @Test func s42BranchTransition() throws {
    let run = try SimE2E.scenario("42-branch-transition")
    let step = run[2]
    #expect(step.node("PawView")?.int("n") == 0)
    let transitions = step.events("transition")
    #expect(transitions.contains { $0.edge == "removal" && $0.animated == true })
    #expect(transitions.contains { $0.edge == "insertion" && $0.animated == true })
    #expect(!step.events("appear").isEmpty)
    #expect(!step.events("disappear").isEmpty)
  }

  @Test func s43TransitionWithoutAnimation() throws {
    let run = try SimE2E.scenario("43-transition-without-animation")
    let removal = run[1]
    #expect(removal.events("transition").contains { $0.edge == "removal" && $0.animated == false })
    #expect(!removal.events("transition").contains { $0.animated == true })
    #expect(!removal.events("disappear").isEmpty)
    let insertion = run[2]
    #expect(
      insertion.events("transition").contains { $0.edge == "insertion" && $0.animated == false })
    #expect(!insertion.events("appear").isEmpty)
  }

  @Test func s44FormWithoutIDKeepsText() throws {
    let run = try SimE2E.scenario("44-form-reset-without-id")
    #expect(run[1].node("Chat")?.string("text") == "hi")
    #expect(run[2].node("Chat")?.string("text") == "hi")
    #expect(run[2].texts.contains("To: Bob"))
  }

  @Test func s44FormWithIDClearsText() throws {
    let run = try SimE2E.scenario("44-form-reset-with-id")
    #expect(run[1].node("Chat")?.string("text") == "hi")
    #expect(run[2].node("Chat")?.string("text") == "")
  }

  // MARK: - Coverage

  /// Every SwiftUI scenario of §(b) has a fixture.
  @Test func everyScenarioHasAFixture() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: SimE2E.scenarios.path)
    let numbers = Set(names.compactMap { Int($0.prefix(2)) })
    let expected = Set([1, 2] + Array(4...29) + Array(32...44) + Array(48...60))
    #expect(expected.subtracting(numbers).isEmpty, "missing: \(expected.subtracting(numbers))")
  }
}
