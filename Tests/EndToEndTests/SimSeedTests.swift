import Foundation
import IdlabTestSupport
import Testing

/// Every complete code sample of the seeds (`Tests/ViewScriptTests/Fixtures/seeds/`), run through
/// the built `idlab sim FILE --json` with the actions its text narrates.
///
/// The facts are the ones `SeedTests` asserts in-process (same fixture, same actions), read here
/// from the `idlab.sim/1` document: tree nodes' `text`/`state`/`modifiers`/`value`, event kinds and
/// types, `warnings`, `error`.
@Suite struct SimSeedTests {
  /// The seed fixtures folder.
  static let seeds = repositoryRoot.appendingPathComponent(
    "Tests/ViewScriptTests/Fixtures/seeds")

  /// Every fixture some test below runs. `everySeedFixtureHasATest` fails when the folder holds a
  /// fixture missing here (or this lists one the folder no longer has), and `seed(_:)` refuses a
  /// name missing here, so a test cannot run a fixture without registering it.
  static let covered: Set<String> = [
    "000-identity-bench",
    "001-brews-churn",
    "001-brews-stable",
    "001-counter",
    "001-editing",
    "001-id-reset",
    "002-cart-branch",
    "002-cart-ternary",
    "002-if-helper",
    "002-inert-values",
    "002-reminder-branch",
    "002-reminder-ternary",
    "003-articulos",
    "003-estrellas",
    "004-identity-lifetime",
    "004-namefield-disabled",
  ]

  static let insertNimbus = #"ships.insert(Ship(id: "n", name: "Nimbus", tint: .pink), at: 0)"#

  // MARK: - Running

  /// The command line for a seed fixture (`001-counter`) with `actions`.
  static func arguments(file: String, root: String?, actions: [String]) -> [String] {
    var arguments = ["sim", file, "--json"]
    if let root { arguments += ["--root", root] }
    for action in actions { arguments += ["--do", action] }
    return arguments
  }

  /// Runs `idlab sim` on `file` and checks the document's envelope: exit 0, nothing on stderr,
  /// schema, one step per action (plus step 0) with its action text, no runtime error.
  static func simulate(
    file: String, root: String?, actions: [String], expectedRoot: String?
  ) throws -> (run: SimRun, stdout: String) {
    let output = try SimE2E.run(arguments(file: file, root: root, actions: actions))
    guard output.status == 0 else {
      throw SimE2E.Failure("idlab sim \(file) exited \(output.status):\n\(output.stderr)")
    }
    #expect(output.stderr.isEmpty, "\(output.stderr)")
    let run = try SimRun(json: output.stdout)
    #expect(run.schema == "idlab.sim/1")
    if let expectedRoot { #expect(run.root == expectedRoot) }
    try #require(run.steps.count == actions.count + 1, "\(file): \(run.steps.count) steps")
    #expect(run.steps.map(\.index) == Array(0...actions.count))
    #expect(run.steps.map(\.action) == [nil] + actions.map(Optional.some))
    for step in run.steps {
      #expect(step.errorMessage == nil, "step \(step.index): \(step.errorMessage ?? "")")
    }
    #expect(
      run[0].events.first.map { $0.kind == "create" && $0.type == run.root } == true,
      "step 0 starts by creating the root")
    return (run, output.stdout)
  }

  /// Runs the seed fixture `name` (registered in `covered`) with `actions`.
  static func seed(
    _ name: String, root: String? = nil, rootIs expectedRoot: String? = nil, _ actions: String...
  ) throws -> SimRun {
    try #require(covered.contains(name), "\(name) is not listed in SimSeedTests.covered")
    let file = seeds.appendingPathComponent(name + SimE2E.sceneExtension).path
    return try simulate(
      file: file, root: root, actions: actions, expectedRoot: expectedRoot ?? root
    ).run
  }

  /// Runs a variant of a seed fixture: its source passed through `edit`, written to a temporary
  /// file. `edit` must change the source.
  static func variant(
    of name: String, _ edit: (String) -> String, _ actions: String...
  ) throws -> SimRun {
    try #require(covered.contains(name))
    let original = try String(
      contentsOf: seeds.appendingPathComponent(name + SimE2E.sceneExtension), encoding: .utf8)
    let source = edit(original)
    try #require(source != original, "the edit of \(name) did not apply")
    let folder = try makeTemporaryFolder("idlab-seed")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name + SimE2E.sceneExtension)
    try source.write(to: file, atomically: true, encoding: .utf8)
    return try simulate(file: file.path, root: nil, actions: actions, expectedRoot: nil).run
  }

  // MARK: - Coverage and determinism

  @Test func everySeedFixtureHasATest() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.seeds.path)
    let fixtures = Set(
      files.filter { $0.hasSuffix(SimE2E.sceneExtension) }
        .map { String($0.dropLast(SimE2E.sceneExtension.count)) })
    #expect(fixtures.count >= 16, "\(Self.seeds.path) lists \(fixtures.sorted())")
    let untested = fixtures.subtracting(Self.covered)
    #expect(untested.isEmpty, "seed fixtures with no SimSeedTests test: \(untested.sorted())")
    let stale = Self.covered.subtracting(fixtures)
    #expect(stale.isEmpty, "SimSeedTests.covered names missing fixtures: \(stale.sorted())")
  }

  @Test func sameCommandTwiceIsByteIdentical() throws {
    let file = Self.seeds.appendingPathComponent("000-identity-bench.swift").path
    let arguments = Self.arguments(
      file: file, root: nil, actions: [Self.insertNimbus, "ships.swapAt(0, 1)"])
    let first = try SimE2E.run(arguments)
    let second = try SimE2E.run(arguments)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(second.status == 0, "\(second.stderr)")
    #expect(!first.stdout.isEmpty)
    #expect(Data(first.stdout.utf8) == Data(second.stdout.utf8))
    #expect(first.stdout.hasSuffix("}\n"), "one document, then a newline")
    // The fresh-UUID churn must be deterministic too: UUIDs are numbered, not random.
    let churn = Self.seeds.appendingPathComponent("001-brews-churn.swift").path
    let churnArguments = Self.arguments(
      file: churn, root: nil, actions: [#"type "e" into "Search""#])
    let a = try SimE2E.run(churnArguments)
    let b = try SimE2E.run(churnArguments)
    #expect(a.status == 0, "\(a.stderr)")
    #expect(Data(a.stdout.utf8) == Data(b.stdout.utf8))
  }

  // MARK: - 000 identity bench

  @Test func benchInsertAtTopKeepsKeyedStateAndShiftsIndexedState() throws {
    let run = try Self.seed("000-identity-bench", rootIs: "IdentityBench", Self.insertNimbus)
    let rows0 = run[0].nodes("IdentityRow")
    #expect(rows0.count == 6)
    #expect(rows0.map { $0.int("stamp") } == [1, 2, 3, 1, 2, 3])
    #expect(
      rows0.map { $0.string("capturedTint") } == [
        "green", "blue", "orange", "green", "blue", "orange",
      ])
    let step = run[1]
    let rows = step.nodes("IdentityRow")
    try #require(rows.count == 8)
    // Keyed: Nimbus arrives on its own pink with a new serial; the others keep theirs.
    #expect(rows[0].firstText == "Nimbus")
    #expect(rows[0].string("capturedTint") == "pink")
    #expect(rows[0].int("stamp") == 4)
    #expect(rows[1...3].map { $0.int("stamp") } == [1, 2, 3])
    #expect(rows[1...3].map { $0.string("capturedTint") } == ["green", "blue", "orange"])
    #expect(Array(rows[1...3].map(\.identity)) == Array(rows0[0...2].map(\.identity)))
    // The keyed Nimbus row is a new identity, keyed by its id.
    #expect(rows[0].identity.contains(#""n""#), "\(rows[0].identity)")
    #expect(
      step.events("create").contains { $0.type == "IdentityRow" && $0.identity == rows[0].identity }
    )
    // Indexed: Nimbus sits on Aurora's green; the one new identity lands at the bottom.
    let indexed = Array(rows[4...])
    #expect(indexed.map(\.firstText) == ["Nimbus", "Aurora", "Tidepool", "Kiln"])
    // Each slot keeps the colour it captured; the new bottom slot captures Kiln's orange.
    #expect(indexed.map { $0.string("capturedTint") } == ["green", "blue", "orange", "orange"])
    #expect(indexed.map { $0.int("stamp") } == [1, 2, 3, 4])
    #expect(Array(indexed[0...2].map(\.identity)) == Array(rows0[3...5].map(\.identity)))
    let created = step.events("create").filter { $0.type == "IdentityRow" }
    #expect(created.count == 2, "\(created)")
    #expect(created.contains { $0.identity == indexed[3].identity })
    #expect(step.events("destroy").isEmpty)
    #expect(step.warnings.isEmpty)
  }

  @Test func benchRemoveFirstRow() throws {
    let run = try Self.seed("000-identity-bench", "ships.remove(at: 0)")
    let step = run[1]
    #expect(step.events("destroy").filter { $0.type == "IdentityRow" }.count == 2)
    let rows = step.nodes("IdentityRow")
    // Keyed: Tidepool and Kiln keep their colours. Indexed: slots keep theirs (green, blue).
    #expect(rows.map { $0.string("capturedTint") } == ["blue", "orange", "green", "blue"])
    #expect(rows.map(\.firstText) == ["Tidepool", "Kiln", "Tidepool", "Kiln"])
  }

  @Test func benchSwapMovesKeyedRowsAndSwapsIndexedNames() throws {
    let run = try Self.seed("000-identity-bench", "ships.swapAt(0, 1)")
    let step = run[1]
    #expect(step.events("create").isEmpty, "\(step.events)")
    #expect(step.events("destroy").isEmpty, "\(step.events)")
    let moves = step.events("move")
    #expect(!moves.isEmpty)
    #expect(moves.allSatisfy { $0.type == "IdentityRow" && $0.object["from"] is NSNumber })
    let rows = step.nodes("IdentityRow")
    try #require(rows.count == 6)
    #expect(rows[0].string("capturedTint") == "blue")
    #expect(rows[3].string("capturedTint") == "green")
    #expect(rows[3].firstText == "Tidepool")
  }

  @Test func benchChallengeDuplicateIdWarns() throws {
    let run = try Self.seed(
      "000-identity-bench", #"ships.append(Ship(id: "aurora", name: "Nimbus", tint: .pink))"#)
    #expect(run[0].warnings.isEmpty)
    let warnings = run[1].warnings
    // SwiftUI's console message, verbatim (the id printed without quotes).
    #expect(
      warnings == [
        "ForEach<Array<Ship>, String, IdentityRow>: the ID aurora occurs multiple times within the"
          + " collection, this will give undefined results!"
      ], "\(warnings)")
  }

  @Test func benchChallengeIdOnCountRebuildsEverything() throws {
    let run = try Self.variant(
      of: "000-identity-bench",
      {
        $0.replacingOccurrences(
          of: "        IdentityRow(ship: ships[index], stamper: indexStamper)\n      }",
          with:
            "        IdentityRow(ship: ships[index], stamper: indexStamper)\n      }\n      .id(ships.count)"
        )
      }, Self.insertNimbus)
    let step = run[1]
    let indexed = Array(step.nodes("IdentityRow").dropFirst(4))
    // The whole index-keyed list is new: every row captured its own ship's colour.
    #expect(indexed.map { $0.string("capturedTint") } == ["pink", "green", "blue", "orange"])
    #expect(step.events("destroy").filter { $0.type == "IdentityRow" }.count == 3)
  }

  @Test func benchFreshIDKeyPathChurns() throws {
    let run = try Self.variant(
      of: "000-identity-bench",
      {
        $0.replacingOccurrences(
          of: "ForEach(ships) { ship in", with: "ForEach(ships, id: \\.self.freshID) { ship in")
          + "\nextension Ship {\n  var freshID: UUID { UUID() }   // computed as UUID() each time\n}\n"
      }, "ships.swapAt(1, 2)")
    let step = run[1]
    // Every render mints new ids: all three keyed rows are destroyed and created again.
    #expect(step.events("destroy").filter { $0.type == "IdentityRow" }.count == 3)
    #expect(step.events("create").filter { $0.type == "IdentityRow" }.count == 3)
  }

  // MARK: - 001 state reset

  @Test func counterKeepsStateAcrossRenders() throws {
    let run = try Self.seed(
      "001-counter", rootIs: "CounterView", #"tap "Increment""#, #"tap "Increment""#)
    #expect(run[0].texts == ["Count: 0"])
    #expect(run[1].texts == ["Count: 1"])
    let step = run[2]
    #expect(step.texts == ["Count: 2"])
    #expect(step.rootState("count") as? Int == 2)
    #expect(step.events("create").isEmpty)
    #expect(step.node("Button")?.label == "Increment")
  }

  @Test func editingBranchSwapsIdentities() throws {
    let run = try Self.seed("001-editing", #"toggle "Editing""#)
    #expect(run[0].texts == ["Espresso"])
    #expect(run[0].nodes("TextField").isEmpty)
    let step = run[1]
    #expect(step.events("destroy").filter { $0.type == "Text" }.count == 1)
    #expect(step.events("create").filter { $0.type == "TextField" }.count == 1)
    #expect(step.node("TextField")?.value as? String == "Espresso")
    #expect(step.node("Toggle")?.value as? Bool == true)
    #expect(step.texts.isEmpty)
  }

  @Test func brewFilterWithFreshUUIDsChurnsEveryRow() throws {
    let run = try Self.seed("001-brews-churn", rootIs: "BrewListView", #"type "e" into "Search""#)
    #expect(run[0].texts == ["Espresso", "Latte", "Mocha"])
    let step = run[1]
    #expect(step.texts == ["Espresso", "Latte"])
    #expect(step.node("TextField")?.value as? String == "e")
    // Every surviving row is a new identity: the ids were regenerated.
    #expect(step.events("destroy").filter { $0.type == "BrewRow" }.count == 3)
    #expect(step.events("create").filter { $0.type == "BrewRow" }.count == 2)
    let before = Set(run[0].nodes("BrewRow").map(\.identity))
    #expect(step.nodes("BrewRow").allSatisfy { !before.contains($0.identity) })
  }

  @Test func brewFilterWithStableIDsKeepsRows() throws {
    let run = try Self.seed("001-brews-stable", #"type "e" into "Search""#)
    let step = run[1]
    #expect(step.texts == ["Espresso", "Latte"])
    #expect(step.events("destroy").filter { $0.type == "BrewRow" }.count == 1)
    #expect(step.events("create").filter { $0.type == "BrewRow" }.isEmpty)
    let before = Array(run[0].nodes("BrewRow").map(\.identity).prefix(2))
    #expect(step.nodes("BrewRow").map(\.identity) == before)
  }

  @Test func idModifierResetsTheField() throws {
    let run = try Self.seed(
      "001-id-reset", #"tap "Pick first""#, #"tap "Pick first""#, #"tap "Pick last""#)
    #expect(run[1].events("create").filter { $0.type == "TextField" }.count == 1)
    let same = run[2]
    #expect(same.events("create").filter { $0.type == "TextField" }.isEmpty)
    #expect(same.events("destroy").isEmpty)
    let step = run[3]
    #expect(step.events("destroy").filter { $0.type == "TextField" }.count == 1)
    #expect(step.events("create").filter { $0.type == "TextField" }.count == 1)
    let field = try #require(step.node("TextField"))
    #expect(field.identity.contains("id="), "\(field.identity)")
    #expect(field.identity != run[2].node("TextField")?.identity)
  }

  // MARK: - 002 if statements

  @Test func cartButtonBranchesAreTwoIdentities() throws {
    let run = try Self.seed(
      "002-cart-branch", rootIs: "CartScreen", #"tap "Add to cart""#,
      "withAnimation { isSelected.toggle() }")
    #expect(run[1].texts == ["In cart: 1"])
    let step = run[2]
    #expect(step.events("destroy").filter { $0.type == "Button" }.count == 1)
    #expect(step.events("create").filter { $0.type == "Button" }.count == 1)
    let transitions = step.events("transition")
    #expect(!transitions.isEmpty)
    #expect(
      transitions.contains { $0.edge == "insertion" && $0.animated == true }, "\(transitions)")
    #expect(transitions.contains { $0.edge == "removal" && $0.animated == true }, "\(transitions)")
    #expect(step.node("Button")?.seedModifier("background") as? String == "blue")
  }

  @Test func cartButtonTernaryIsOneIdentity() throws {
    let run = try Self.seed("002-cart-ternary", "isSelected.toggle()")
    #expect(run[0].node("Button")?.seedModifier("background") as? String == "clear")
    let step = run[1]
    #expect(step.events("destroy").isEmpty)
    #expect(step.events("create").isEmpty)
    #expect(step.events("transition").isEmpty)
    let button = try #require(step.node("Button"))
    #expect(button.seedModifier("background") as? String == "blue")
    #expect(button.identity == run[0].node("Button")?.identity)
    #expect(!step.events("animate").isEmpty)
  }

  @Test func reminderTextIsLostWhenTheBranchFlips() throws {
    let run = try Self.seed(
      "002-reminder-branch", root: "ReminderRow", #"type "milk" into "Reminder""#,
      #"toggle "Selected""#)
    #expect(run[1].node("TextField")?.value as? String == "milk")
    #expect(run[1].node("ReminderField")?.string("text") == "milk")
    let step = run[2]
    #expect(step.node("TextField")?.value as? String == "")
    #expect(step.events("destroy").filter { $0.type == "ReminderField" }.count == 1)
    #expect(step.events("create").filter { $0.type == "ReminderField" }.count == 1)
  }

  @Test func reminderTextSurvivesWithATernary() throws {
    let run = try Self.seed(
      "002-reminder-ternary", root: "ReminderRow", #"type "milk" into "Reminder""#,
      #"toggle "Selected""#)
    let step = run[2]
    #expect(step.node("TextField")?.value as? String == "milk")
    #expect(step.events("destroy").isEmpty)
    #expect(step.node("ReminderField")?.seedModifier("background") as? String == "yellow")
    #expect(run[1].node("ReminderField")?.seedModifier("background") as? String == "clear")
  }

  @Test func inertValuesKeepOneIdentity() throws {
    let run = try Self.seed("002-inert-values", "isArchived = true; showExtraSpacing = true")
    let text = try #require(run[0].node("Text"))
    #expect(text.text == "Hello")
    #expect((text.seedModifier("opacity") as? NSNumber)?.doubleValue == 1.0)
    let step = run[1]
    let after = try #require(step.node("Text"))
    #expect((after.seedModifier("opacity") as? NSNumber)?.doubleValue == 0.4)
    #expect(after.identity == text.identity)
    #expect(step.events("create").isEmpty)
    #expect(step.events("destroy").isEmpty)
  }

  @Test func ifHelperChurnsIdentity() throws {
    let run = try Self.seed(
      "002-if-helper", #"type "tea" into "Reminder""#, #"toggle "Selected""#)
    #expect(run[1].node("TextField")?.value as? String == "tea")
    let step = run[2]
    #expect(step.node("TextField")?.value as? String == "")
    #expect(step.events("destroy").filter { $0.type == "ReminderField" }.count == 1)
  }

  // MARK: - 003 ForEach (es)

  @Test func articulosRemoveFirst() throws {
    let run = try Self.seed("003-articulos", rootIs: "ListaArticulos", "articulos.remove(at: 0)")
    #expect(run[0].nodes("FilaArticulo").count == 12)
    #expect(run[0].nodes("TextField").count == 3)
    let step = run[1]
    // Keyed lists (id, slug, element.id) destroy "Uno"; the indexed list destroys its last slot.
    #expect(step.events("destroy").filter { $0.type == "FilaArticulo" }.count == 4)
    #expect(step.events("destroy").filter { $0.type == "TextField" }.count == 1)
    #expect(step.nodes("ForEach").count == 5)
    #expect(step.nodes("FilaArticulo").count == 8)
    #expect(!step.texts.contains("Uno"))
  }

  @Test func articulosExpandedStateFollowsIdentity() throws {
    let run = try Self.seed("003-articulos", "articulos.reverse()")
    let step = run[1]
    #expect(step.events("destroy").isEmpty)
    #expect(step.events("create").isEmpty)
    #expect(Array(step.texts.prefix(3)) == ["Tres", "Dos", "Uno"])
  }

  @Test func articulosBindingRowsEditTheirElement() throws {
    let run = try Self.seed("003-articulos", #"type "!" into "Título" #2"#)
    let step = run[1]
    #expect(step.texts.contains("Dos!"))
    #expect(!step.texts.contains("Uno!"))
    #expect(step.rootState("articulos") != nil)
    #expect(step.nodes("TextField").map { $0.value as? String } == ["Uno", "Dos!", "Tres"])
  }

  @Test func constantRangeStars() throws {
    let run = try Self.seed("003-estrellas", rootIs: "Valoracion", "nota = 5")
    #expect(
      run[0].nodes("Image").compactMap(\.text) == [
        "star.fill", "star.fill", "star.fill", "star", "star",
      ])
    let step = run[1]
    #expect(step.nodes("Image").compactMap(\.text) == Array(repeating: "star.fill", count: 5))
    // A constant range: position is a valid identity; the count never changes, so no warning.
    #expect(run.steps.allSatisfy { $0.warnings.isEmpty }, "\(run.steps.map(\.warnings))")
    #expect(step.events("create", "destroy").isEmpty)
    #expect(step.nodes("Image").map(\.identity) == run[0].nodes("Image").map(\.identity))
  }

  // MARK: - 004 identity and lifetime

  @Test func profileCardKeepsStateWhenTheUserChanges() throws {
    let run = try Self.seed(
      "004-identity-lifetime", rootIs: "LifetimeScreen", #"toggle "Expanded""#,
      #"user = User(name: "Grace")"#)
    let step = run[2]
    let card = try #require(step.node("ProfileCard"))
    #expect(card.state["isExpanded"] as? Bool == true)
    #expect(step.texts.contains("Grace"))
    #expect(!step.texts.contains("Ada"))
    #expect(step.events("create", "destroy").isEmpty)
  }

  @Test func nameFieldBranchesReset() throws {
    let run = try Self.seed(
      "004-identity-lifetime", #"type "x" into "Draft""#, "isEditing.toggle()")
    #expect(run[1].node("NameField")?.string("draft") == "x")
    let step = run[2]
    #expect(step.node("NameField")?.string("draft") == "")
    #expect(step.events("destroy").filter { $0.type == "NameField" }.count == 1)
  }

  @Test func nameFieldWithDisabledKeepsItsDraft() throws {
    let run = try Self.seed(
      "004-namefield-disabled", rootIs: "EditScreen", #"toggle "Editing""#,
      #"type "x" into "Draft""#, #"toggle "Editing""#)
    #expect(run[0].nodes.contains { $0.seedModifier("disabled") as? Bool == true })
    #expect(run[2].nodes.contains { $0.seedModifier("disabled") as? Bool == false })
    let step = run[3]
    let field = try #require(step.node("NameField"))
    #expect(field.string("draft") == "x")
    #expect(step.events("destroy").isEmpty)
    #expect(step.nodes.contains { $0.seedModifier("disabled") as? Bool == true })
  }

  @Test func orderListDeletesOneRow() throws {
    let run = try Self.seed("004-identity-lifetime", "orders.remove(at: 0)")
    let step = run[1]
    #expect(step.events("destroy").filter { $0.type == "OrderRow" }.count == 1)
    #expect(step.texts.contains("Order #18"))
    #expect(!step.texts.contains("Order #17"))
  }

  @Test func articleIdResetsAndRestartsTheTask() throws {
    let run = try Self.seed(
      "004-identity-lifetime", #"toggle "Show translation""#, "selected = 1")
    #expect(run[0].events("taskStart").count == 1)
    #expect(run[1].node("ArticleView")?.state["showTranslation"] as? Bool == true)
    let step = run[2]
    #expect(step.events("destroy").filter { $0.type == "ArticleView" }.count == 1)
    #expect(step.node("ArticleView")?.state["showTranslation"] as? Bool == false)
    #expect(!step.events("taskStart").isEmpty)
    // The seed's `load` returns at once, so the first task has finished: nothing is left to
    // cancel ("If the task doesn't finish before SwiftUI removes the view … SwiftUI cancels the
    // task", Apple, `task(priority:_:)`).
    #expect(step.events("taskCancel").isEmpty)
    #expect(step.texts.contains("Second"))
    #expect(step.rootState("loads") as? String == "[1, 2]")
  }
}

extension SimNode {
  /// The value of this node's modifier `name` (the outermost one), or nil.
  fileprivate func seedModifier(_ name: String) -> Any? {
    modifiers.last { $0.name == name }?.value
  }

  /// The string of the first `Text` in this node's subtree.
  fileprivate var firstText: String? {
    all.first { $0.type == "Text" }?.text
  }
}
