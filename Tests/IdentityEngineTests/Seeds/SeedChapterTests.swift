import IdentityEngine
import Testing

/// Seed 001, "SwiftUI Reset My State for No Reason": UUIDs minted in a filtered map churn
/// only when the parent re-renders; `.id()` as a deliberate reset.
@Suite struct Seed001ChurnTests {
  /// `BrewListView`: a filter field above a List whose rows get `UUID()` ids in `body`
  /// (buggy) or keep their stored ids (fixed). Each `BrewRow` has its own `@State expanded`.
  private func brewList(regenerateIDs: Bool, registry: Registry) -> Simulation {
    let uuids = UUIDSource()
    let brews = ["Kenya", "Yirgacheffe", "Huila"]
    return rootSimulation([("filterText", .s(""))], registry: registry) { root in
      guard case .string(let filter) = root["filterText"] else { return .empty }
      let shown = brews.filter { filter.isEmpty || $0.contains(filter) }
      let ids = shown.map { regenerateIDs ? uuids.next() : .s($0) }
      return vstack(
        textField("Search", root, "filterText"),
        list(
          forEach(ids, dataType: "Array<Brew>", idType: regenerateIDs ? "UUID" : "String") {
            index in
            view(
              "BrewRow", inputs: .s(shown[index]), state: [("expanded", .bool(false))],
              registry: registry
            ) { row in text(shown[index] + (row["expanded"] == .bool(true) ? " ▾" : "")) }
          }))
    }
  }

  @Test func regeneratedIDsChurnOnEveryKeystroke() throws {
    let registry = Registry()
    let sim = brewList(regenerateIDs: true, registry: registry)
    sim.start()
    let field = try #require(sim.controls.first)
    let typed = sim.perform { try field.binding?.set(.s("a")) }
    #expect(typed.lines(.destroy).filter { $0.hasSuffix("BrewRow") }.count == 3)
    #expect(typed.lines(.create).filter { $0.hasSuffix("BrewRow") }.count == 3)
  }

  @Test func rowStateChangeDoesNotChurn() {
    let registry = Registry()
    let sim = brewList(regenerateIDs: true, registry: registry)
    sim.start()
    let outcome = sim.perform { registry["UUID-1/BrewRow"]?["expanded"] = .bool(true) }
    #expect(outcome.lines(.create, .destroy).isEmpty)
    #expect(texts(outcome.tree).first == "Kenya ▾")
  }

  @Test func stableIDsSurviveFiltering() throws {
    let registry = Registry()
    let sim = brewList(regenerateIDs: false, registry: registry)
    sim.start()
    sim.perform { registry["\"Huila\"/BrewRow"]?["expanded"] = .bool(true) }
    let field = try #require(sim.controls.first)
    let typed = sim.perform { try field.binding?.set(.s("i")) }
    #expect(
      typed.lines(.destroy).filter { $0.hasSuffix("BrewRow") } == [
        "destroy Root/VStack/1/List/0/ForEach/\"Kenya\"/BrewRow"
      ])
    #expect(texts(typed.tree) == ["Yirgacheffe", "Huila ▾"])
  }

  /// `DetailForm(brew:).id(selected)`: a different selection discards the half-typed draft.
  @Test func idResetsDraft() throws {
    let sim = rootSimulation([("selected", .s("Kenya"))]) { root in
      view("DetailForm", inputs: root["selected"], state: [("draft", .s(""))]) { form in
        textField("Notes", form, "draft")
      }.id(root["selected"])
    }
    sim.start()
    sim.perform { try sim.controls.first?.binding?.set(.s("half-typed")) }
    let outcome = sim.set("selected", .s("Huila"))
    #expect(outcome.tree.children.first?.state.first?.value == .s(""))
    #expect(outcome.tree.children.first?.identity == "Root/id=\"Huila\"/DetailForm")
  }
}

/// Seed 002, "Why an If Statement Breaks Your Animations".
@Suite struct Seed002ConditionalTests {
  /// `ReminderRow` with a branch around `ReminderField().background(.yellow)` (or a ternary).
  private func reminderRow(branch: Bool) -> Simulation {
    let field = view("ReminderField", state: [("text", .s(""))]) { field in
      textField("Reminder", field, "text")
    }
    return rootSimulation([("isSelected", .bool(false))]) { root in
      let selected = root["isSelected"] == .bool(true)
      let toggle = ViewDescription.primitive(
        Primitive(
          kind: .toggle, label: "Selected",
          binding: Binding(get: { root["isSelected"] }, set: { root["isSelected"] = $0 })))
      let content =
        branch
        ? ifElse(selected, field.modifier("background", .color("yellow")), field)
        : field.modifier("background", .color(selected ? "yellow" : "clear"))
      return vstack(toggle, content)
    }
  }

  @Test(arguments: [true, false])
  func typedTextAcrossToggle(branch: Bool) throws {
    let sim = reminderRow(branch: branch)
    sim.start()
    let field = try #require(sim.controls.first { $0.kind == .textField })
    sim.perform { try field.binding?.set(.s("buy milk")) }
    let toggle = try #require(sim.controls.first { $0.kind == .toggle })
    let outcome = sim.perform { try toggle.binding?.set(.bool(true)) }
    let shown = try #require(outcome.tree.first { $0.type == "TextField" })
    #expect(shown.value == (branch ? .s("") : .s("buy milk")))
    #expect(outcome.lines(.transition).count == (branch ? 2 : 0))
  }

  /// The `.if {}` helper: `if condition { transform(self) } else { self }` is a conditional
  /// with two leaves of different types, so its state churns.
  @Test func ifHelperChurns() {
    let registry = Registry()
    let sim = rootSimulation([("isSelected", .bool(false))], registry: registry) { root in
      let selected = root["isSelected"] == .bool(true)
      let base = counter(registry)
      return ifElse(selected, base.modifier("background", .color("blue")), base)
    }
    sim.start()
    sim.perform { registry["Counter"]?["n"] = .int(3) }
    let outcome = sim.set("isSelected", .bool(true), animated: true)
    #expect(outcome.tree.children.first?.state.first?.value == .int(0))
    #expect(
      outcome.lines(.transition) == [
        "transition Root/if:1/Counter removal opacity animated",
        "transition Root/if:0/Counter insertion opacity animated",
      ])
    #expect(
      ViewDescription.modified(base(registry), .other(name: "background", value: .color("blue")))
        .swiftTypeName
        == "ModifiedContent<Counter, _BackgroundStyleModifier<Color>>")
  }

  private func base(_ registry: Registry) -> ViewDescription { counter(registry) }
}

/// Seed 003, "ForEach e identidad": index identity, `\.self` on value types, `enumerated()`
/// with `\.element.id`, constant ranges.
@Suite struct Seed003ForEachTests {
  private static func article(_ id: String, _ title: String) -> Value {
    .record(type: "Articulo", fields: [.init("id", .s(id)), .init("titulo", .s(title))])
  }

  /// `FilaArticulo` with `@State expandida`.
  private func fila(_ article: Value, _ registry: Registry) -> ViewDescription {
    view("FilaArticulo", inputs: article, state: [("expandida", .bool(false))], registry: registry)
    {
      row in
      text(
        Bench.field(article, "titulo").interpolatedDescription
          + (row["expandida"] == .bool(true) ? "+" : ""))
    }
  }

  /// `ForEach(articulos, id: \.self)`: editing a title changes the id: remove + insert.
  @Test func selfIDOnValueTypes() {
    let registry = Registry()
    let sim = rootSimulation(
      [("articulos", .array([Self.article("1", "Uno"), Self.article("2", "Dos")]))],
      registry: registry
    ) { root in
      guard case .array(let items) = root["articulos"] else { return .empty }
      return forEach(items, dataType: "Array<Articulo>", idType: "Articulo") {
        fila(items[$0], registry)
      }
    }
    sim.start()
    sim.perform { registry["\"Uno\")/FilaArticulo"]?["expandida"] = .bool(true) }
    let outcome = sim.set(
      "articulos", .array([Self.article("1", "Uno!"), Self.article("2", "Dos")]))
    #expect(texts(outcome.tree) == ["Uno!", "Dos"])
    #expect(outcome.lines(.transition).count == 2)
  }

  /// `ForEach(Array(articulos.enumerated()), id: \.element.id)`: identity from the element,
  /// the offset only feeds the striped background.
  @Test func enumeratedWithElementID() {
    let registry = Registry()
    let items = [Self.article("a", "A"), Self.article("b", "B"), Self.article("c", "C")]
    let sim = rootSimulation([("articulos", .array(items))], registry: registry) { root in
      guard case .array(let items) = root["articulos"] else { return .empty }
      return forEach(
        items.map { Bench.field($0, "id") },
        dataType: "Array<EnumeratedSequence<Array<Articulo>>.Element>"
      ) {
        index in
        fila(items[index], registry)
          .modifier("background", .color(index % 2 == 0 ? "clear" : "gray"))
      }
    }
    sim.start()
    sim.perform { registry["\"b\"/FilaArticulo"]?["expandida"] = .bool(true) }
    let outcome = sim.set("articulos", .array(Array(items.dropFirst())))
    #expect(texts(outcome.tree) == ["B+", "C"])
    #expect(
      outcome.tree.children[0].children.map { $0.modifiers.first?.value } == [
        .color("clear"), .color("gray"),
      ])
  }

  /// `ForEach(articulos.indices, id: \.self)`: deleting the first keeps slot 0, whose content
  /// changes; the last slot is destroyed.
  @Test func indexIdentityDeleteFirst() {
    let registry = Registry()
    let items = [Self.article("a", "A"), Self.article("b", "B"), Self.article("c", "C")]
    let sim = rootSimulation([("articulos", .array(items))], registry: registry) { root in
      guard case .array(let items) = root["articulos"] else { return .empty }
      return forEach(items.indices.map { .int($0) }, .positional, idType: "Int") {
        fila(items[$0], registry)
      }
    }
    sim.start()
    sim.perform { registry["0/FilaArticulo"]?["expandida"] = .bool(true) }
    let outcome = sim.set("articulos", .array(Array(items.dropFirst())))
    #expect(texts(outcome.tree) == ["B+", "C"])
    #expect(
      outcome.lines(.destroy) == [
        "destroy Root/ForEach/2/FilaArticulo/Text", "destroy Root/ForEach/2/FilaArticulo",
      ])
  }

  /// Five rating stars over a constant range: fine while the range never changes.
  @Test func constantRangeStars() {
    let sim = rootSimulation([("rating", .int(2))]) { root in
      guard case .int(let rating) = root["rating"] else { return .empty }
      return hstack(
        forEach((0..<5).map { .int($0) }, .constantRange, dataType: "Range<Int>", idType: "Int") {
          .primitive(Primitive(kind: .image, text: $0 < rating ? "star.fill" : "star"))
        })
    }
    sim.start()
    let outcome = sim.set("rating", .int(4))
    #expect(outcome.warnings.isEmpty)
    #expect(outcome.events.isEmpty)
    #expect(
      outcome.tree.allNodes.filter { $0.type == "Image" }.map { $0.text ?? "" } == [
        "star.fill", "star.fill", "star.fill", "star.fill", "star",
      ])
  }
}

/// Seed 004, "Identity and lifetime": structural `if`, `.id(article.id)`, onAppear lifetime,
/// `.task(id:)`.
@Suite struct Seed004LifetimeTests {
  /// `if isEditing { NameField } else { NameField }` resets; `.disabled(!isEditing)` keeps.
  @Test(arguments: [true, false])
  func structuralIf(branch: Bool) {
    let registry = Registry()
    let sim = rootSimulation([("isEditing", .bool(false))], registry: registry) { root in
      let editing = root["isEditing"] == .bool(true)
      let field = counter(registry, typeName: "NameField")
      return branch ? ifElse(editing, field, field) : field.modifier("disabled", .bool(!editing))
    }
    sim.start()
    sim.perform { registry["NameField"]?["n"] = .int(3) }
    let outcome = sim.set("isEditing", .bool(true))
    #expect(outcome.tree.children.first?.state.first?.value == (branch ? .int(0) : .int(3)))
  }

  /// `ArticleView(article:).id(article.id)` with `.onAppear` and `.task(id: article.id)`:
  /// without `.id` the view persists (no new appear, the task restarts); with it, a new view.
  @Test(arguments: [false, true])
  func articleNavigation(useID: Bool) {
    let registry = Registry()
    let sim = rootSimulation([("article", .s("a1"))], registry: registry) { root in
      let article = root["article"]
      let page = view(
        "ArticleView", inputs: article, state: [("showTranslation", .bool(false))],
        registry: registry
      ) { _ in text("\(article)") }
      .onAppear { registry.log.append("appear \(article)") }
      .task(id: article) { registry.log.append("load \(article)") }
      return useID ? page.id(article) : page
    }
    sim.start()
    sim.perform { registry["ArticleView"]?["showTranslation"] = .bool(true) }
    let outcome = sim.set("article", .s("a2"))
    #expect(outcome.tree.children.first?.state.first?.value == .bool(!useID))
    #expect(
      registry.log
        == (useID
          ? ["appear \"a1\"", "load \"a1\"", "appear \"a2\"", "load \"a2\""]
          : ["appear \"a1\"", "load \"a1\"", "load \"a2\""]))
    #expect(outcome.lines(.taskCancel, .taskStart).count == 2)
  }
}
