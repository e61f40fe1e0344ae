import IdentityEngine
import Testing

@testable import ViewScript

/// Every complete code sample of the seeds, run with the action its text narrates.
@Suite struct SeedTests {
  // MARK: - 000 identity bench

  @Test func benchInsertAtTopKeepsKeyedStateAndShiftsIndexedState() throws {
    let scene = try TestScene(fixture: "seeds/000-identity-bench.swift")
    let rows0 = scene.first.tree.nodes(ofType: "IdentityRow")
    #expect(rows0.count == 6)
    #expect(
      rows0.map { $0.state("stamp") } == [.int(1), .int(2), .int(3), .int(1), .int(2), .int(3)])
    let step = try scene.perform(
      #"ships.insert(Ship(id: "n", name: "Nimbus", tint: .pink), at: 0)"#)
    let rows = step.tree.nodes(ofType: "IdentityRow")
    #expect(rows.count == 8)
    // Keyed: Nimbus arrives on its own pink with a new serial; the others keep theirs.
    #expect(rows[0].state("capturedTint") == .color("pink"))
    #expect(rows[0].state("stamp") == .int(4))
    #expect(rows[1...3].map { $0.state("stamp") } == [.int(1), .int(2), .int(3)])
    // Indexed: Nimbus sits on Aurora's green; the one new identity lands at the bottom.
    let indexed = Array(rows[4...])
    #expect(
      indexed.map { $0.allNodes.first { $0.type == "Text" }?.text } == [
        "Nimbus", "Aurora", "Tidepool", "Kiln",
      ])
    #expect(indexed[0].state("capturedTint") == .color("green"))
    #expect(indexed.map { $0.state("stamp") } == [.int(1), .int(2), .int(3), .int(4)])
    #expect(step.events(.create, type: "IdentityRow").count == 2)
  }

  @Test func benchRemoveFirstRow() throws {
    let scene = try TestScene(fixture: "seeds/000-identity-bench.swift")
    let step = try scene.perform("ships.remove(at: 0)")
    #expect(step.events(.destroy, type: "IdentityRow").count == 2)
    let rows = step.tree.nodes(ofType: "IdentityRow")
    // Keyed: Tidepool and Kiln keep their colours. Indexed: slots keep theirs (green, blue).
    #expect(
      rows.map { $0.state("capturedTint") } == [
        .color("blue"), .color("orange"), .color("green"), .color("blue"),
      ])
  }

  @Test func benchSwapMovesKeyedRowsAndSwapsIndexedNames() throws {
    let scene = try TestScene(fixture: "seeds/000-identity-bench.swift")
    let step = try scene.perform("ships.swapAt(0, 1)")
    #expect(step.events(.create).isEmpty)
    #expect(step.events(.destroy).isEmpty)
    #expect(!step.events(.move).isEmpty)
    let rows = step.tree.nodes(ofType: "IdentityRow")
    #expect(rows[0].state("capturedTint") == .color("blue"))
    #expect(rows[3].state("capturedTint") == .color("green"))
    #expect(rows[3].allNodes.first { $0.type == "Text" }?.text == "Tidepool")
  }

  @Test func benchChallengeDuplicateIdWarns() throws {
    let scene = try TestScene(fixture: "seeds/000-identity-bench.swift")
    let step = try scene.perform(#"ships.append(Ship(id: "aurora", name: "Nimbus", tint: .pink))"#)
    // One warning, SwiftUI's, naming the keyed list's ForEach and the repeated id.
    #expect(
      step.warnings == [
        .duplicateID(forEach: "ForEach<Array<Ship>, String, IdentityRow>", id: "aurora")
      ])
    #expect(
      step.warnings.first?.consoleText
        == "ForEach<Array<Ship>, String, IdentityRow>: the ID aurora occurs multiple times "
        + "within the collection, this will give undefined results!")
  }

  @Test func benchChallengeIdOnCountRebuildsEverything() throws {
    var source = try Fixtures.text("seeds/000-identity-bench.swift")
    source = source.replacingOccurrences(
      of: "        IdentityRow(ship: ships[index], stamper: indexStamper)\n      }",
      with:
        "        IdentityRow(ship: ships[index], stamper: indexStamper)\n      }\n      .id(ships.count)"
    )
    let scene = try TestScene(source: source)
    let step = try scene.perform(
      #"ships.insert(Ship(id: "n", name: "Nimbus", tint: .pink), at: 0)"#)
    let indexed = Array(step.tree.nodes(ofType: "IdentityRow")[4...])
    // The whole index-keyed list is new: every row captured its own ship's colour.
    #expect(
      indexed.map { $0.state("capturedTint") } == [
        .color("pink"), .color("green"), .color("blue"), .color("orange"),
      ])
    #expect(step.events(.destroy, type: "IdentityRow").count == 3)
  }

  @Test func benchFreshIDKeyPathChurns() throws {
    var source = try Fixtures.text("seeds/000-identity-bench.swift")
    source = source.replacingOccurrences(
      of: "ForEach(ships) { ship in", with: "ForEach(ships, id: \\.self.freshID) { ship in")
    source +=
      "\nextension Ship {\n  var freshID: UUID { UUID() }   // computed as UUID() each time\n}\n"
    let scene = try TestScene(source: source)
    let step = try scene.perform("ships.swapAt(1, 2)")
    // Every render mints new ids: all three keyed rows are destroyed and created again.
    #expect(step.events(.destroy, type: "IdentityRow").count == 3)
    #expect(step.events(.create, type: "IdentityRow").count == 3)
  }

  // MARK: - 001 state reset

  @Test func counterKeepsStateAcrossRenders() throws {
    let scene = try TestScene(fixture: "seeds/001-counter.swift")
    #expect(scene.first.tree.texts == ["Count: 0"])
    try scene.perform(#"tap "Increment""#)
    let step = try scene.perform(#"tap "Increment""#)
    #expect(step.tree.texts == ["Count: 2"])
    #expect(step.tree.state("count") == .int(2))
    #expect(step.events(.create).isEmpty)
  }

  @Test func editingBranchSwapsIdentities() throws {
    let scene = try TestScene(fixture: "seeds/001-editing.swift")
    #expect(scene.first.tree.texts == ["Espresso"])
    let step = try scene.perform(#"toggle "Editing""#)
    #expect(step.events(.destroy, type: "Text").count == 1)
    #expect(step.events(.create, type: "TextField").count == 1)
    #expect(step.tree.nodes(ofType: "TextField").first?.value == .string("Espresso"))
  }

  @Test func brewFilterWithFreshUUIDsChurnsEveryRow() throws {
    let scene = try TestScene(fixture: "seeds/001-brews-churn.swift")
    #expect(scene.first.tree.texts == ["Espresso", "Latte", "Mocha"])
    let step = try scene.perform(#"type "e" into "Search""#)
    #expect(step.tree.texts == ["Espresso", "Latte"])
    // Every surviving row is a new identity: the ids were regenerated.
    #expect(step.events(.destroy, type: "BrewRow").count == 3)
    #expect(step.events(.create, type: "BrewRow").count == 2)
  }

  @Test func brewFilterWithStableIDsKeepsRows() throws {
    let scene = try TestScene(fixture: "seeds/001-brews-stable.swift")
    let step = try scene.perform(#"type "e" into "Search""#)
    #expect(step.tree.texts == ["Espresso", "Latte"])
    #expect(step.events(.destroy, type: "BrewRow").count == 1)
    #expect(step.events(.create, type: "BrewRow").isEmpty)
  }

  @Test func idModifierResetsTheField() throws {
    let scene = try TestScene(fixture: "seeds/001-id-reset.swift")
    try scene.perform(#"tap "Pick first""#)
    let same = try scene.perform(#"tap "Pick first""#)
    #expect(same.events(.create, type: "TextField").isEmpty)
    let step = try scene.perform(#"tap "Pick last""#)
    #expect(step.events(.destroy, type: "TextField").count == 1)
    #expect(step.events(.create, type: "TextField").count == 1)
  }

  // MARK: - 002 if statements

  @Test func cartButtonBranchesAreTwoIdentities() throws {
    let scene = try TestScene(fixture: "seeds/002-cart-branch.swift")
    try scene.perform(#"tap "Add to cart""#)
    #expect(scene.tree.texts == ["In cart: 1"])
    let step = try scene.perform("withAnimation { isSelected.toggle() }")
    #expect(step.events(.destroy, type: "Button").count == 1)
    #expect(step.events(.create, type: "Button").count == 1)
    #expect(!step.events(.transition).isEmpty)
  }

  @Test func cartButtonTernaryIsOneIdentity() throws {
    let scene = try TestScene(fixture: "seeds/002-cart-ternary.swift")
    let step = try scene.perform("isSelected.toggle()")
    #expect(step.events(.destroy).isEmpty)
    #expect(step.events(.create).isEmpty)
    let button = step.tree.nodes(ofType: "Button").first
    #expect(button?.modifier("background") == .color("blue"))
    #expect(!step.events(.animate).isEmpty)
  }

  @Test func reminderTextIsLostWhenTheBranchFlips() throws {
    let scene = try TestScene(fixture: "seeds/002-reminder-branch.swift", root: "ReminderRow")
    try scene.perform(#"type "milk" into "Reminder""#)
    #expect(scene.tree.nodes(ofType: "TextField").first?.value == .string("milk"))
    let step = try scene.perform(#"toggle "Selected""#)
    #expect(step.tree.nodes(ofType: "TextField").first?.value == .string(""))
    #expect(step.events(.destroy, type: "ReminderField").count == 1)
  }

  @Test func reminderTextSurvivesWithATernary() throws {
    let scene = try TestScene(fixture: "seeds/002-reminder-ternary.swift", root: "ReminderRow")
    try scene.perform(#"type "milk" into "Reminder""#)
    let step = try scene.perform(#"toggle "Selected""#)
    #expect(step.tree.nodes(ofType: "TextField").first?.value == .string("milk"))
    #expect(step.events(.destroy).isEmpty)
  }

  @Test func inertValuesKeepOneIdentity() throws {
    let scene = try TestScene(fixture: "seeds/002-inert-values.swift")
    let text = scene.first.tree.nodes(ofType: "Text").first
    #expect(text?.modifier("opacity") == .double(1.0))
    let step = try scene.perform("isArchived = true; showExtraSpacing = true")
    #expect(step.tree.nodes(ofType: "Text").first?.modifier("opacity") == .double(0.4))
    #expect(step.events(.create).isEmpty)
  }

  @Test func ifHelperChurnsIdentity() throws {
    let scene = try TestScene(fixture: "seeds/002-if-helper.swift")
    try scene.perform(#"type "tea" into "Reminder""#)
    let step = try scene.perform(#"toggle "Selected""#)
    #expect(step.tree.nodes(ofType: "TextField").first?.value == .string(""))
    #expect(step.events(.destroy, type: "ReminderField").count == 1)
  }

  // MARK: - 003 ForEach (es)

  @Test func articulosRemoveFirst() throws {
    let scene = try TestScene(fixture: "seeds/003-articulos.swift")
    #expect(scene.first.tree.nodes(ofType: "FilaArticulo").count == 12)
    let step = try scene.perform("articulos.remove(at: 0)")
    // Keyed lists (id, slug, element.id) destroy "Uno"; the indexed list destroys its last slot.
    #expect(step.events(.destroy, type: "FilaArticulo").count == 4)
    #expect(step.events(.destroy, type: "TextField").count == 1)
    let forEaches = step.tree.nodes(ofType: "ForEach")
    #expect(forEaches.count == 5)
  }

  @Test func articulosExpandedStateFollowsIdentity() throws {
    let scene = try TestScene(fixture: "seeds/003-articulos.swift")
    let step = try scene.perform("articulos.reverse()")
    #expect(step.events(.destroy).isEmpty)
    #expect(step.events(.create).isEmpty)
  }

  @Test func articulosBindingRowsEditTheirElement() throws {
    let scene = try TestScene(fixture: "seeds/003-articulos.swift")
    let step = try scene.perform(#"type "!" into "Título" #2"#)
    #expect(step.tree.texts.contains("Dos!"))
    #expect(step.tree.state("articulos") != nil)
  }

  @Test func constantRangeStars() throws {
    let scene = try TestScene(fixture: "seeds/003-estrellas.swift")
    let images = scene.first.tree.nodes(ofType: "Image").compactMap(\.text)
    #expect(images == ["star.fill", "star.fill", "star.fill", "star", "star"])
  }

  // MARK: - 004 identity and lifetime

  @Test func profileCardKeepsStateWhenTheUserChanges() throws {
    let scene = try TestScene(fixture: "seeds/004-identity-lifetime.swift")
    try scene.perform(#"toggle "Expanded""#)
    let step = try scene.perform(#"user = User(name: "Grace")"#)
    let card = step.tree.nodes(ofType: "ProfileCard").first
    #expect(card?.state("isExpanded") == .bool(true))
    #expect(step.tree.texts.contains("Grace"))
  }

  @Test func nameFieldBranchesReset() throws {
    let scene = try TestScene(fixture: "seeds/004-identity-lifetime.swift")
    try scene.perform(#"type "x" into "Draft""#)
    let step = try scene.perform("isEditing.toggle()")
    #expect(step.tree.nodes(ofType: "NameField").first?.state("draft") == .string(""))
  }

  @Test func nameFieldWithDisabledKeepsItsDraft() throws {
    let scene = try TestScene(fixture: "seeds/004-namefield-disabled.swift")
    // Disabled, the field takes no typing (Apple, `disabled(_:)`): the step changes nothing.
    let refused = try scene.perform(#"type "x" into "Draft""#)
    #expect(refused.tree.nodes(ofType: "NameField").first?.state("draft") == .string(""))
    #expect(refused.warnings == [.disabledControl(label: "Draft")])
    try scene.perform(#"toggle "Editing""#)
    try scene.perform(#"type "x" into "Draft""#)
    let step = try scene.perform(#"toggle "Editing""#)
    let field = step.tree.nodes(ofType: "NameField").first
    #expect(field?.state("draft") == .string("x"))
    #expect(step.events(.destroy).isEmpty)
    #expect(step.tree.allNodes.contains { $0.modifier("disabled") == .bool(true) })
  }

  @Test func orderListDeletesOneRow() throws {
    let scene = try TestScene(fixture: "seeds/004-identity-lifetime.swift")
    let step = try scene.perform("orders.remove(at: 0)")
    #expect(step.events(.destroy, type: "OrderRow").count == 1)
    #expect(step.tree.texts.contains("Order #18"))
  }

  @Test func articleIdResetsAndRestartsTheTask() throws {
    let scene = try TestScene(fixture: "seeds/004-identity-lifetime.swift")
    #expect(scene.first.events(.taskStart).count == 1)
    try scene.perform(#"toggle "Show translation""#)
    let step = try scene.perform("selected = 1")
    #expect(step.events(.destroy, type: "ArticleView").count == 1)
    #expect(step.tree.nodes(ofType: "ArticleView").first?.state("showTranslation") == .bool(false))
    #expect(!step.events(.taskStart).isEmpty)
    #expect(step.tree.state("loads") == .array([.int(1), .int(2)]))
  }
}
