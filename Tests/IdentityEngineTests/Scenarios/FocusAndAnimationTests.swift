import IdentityEngine
import Testing

/// Scenarios 40–44 of the reference (§b B10): focus, animation and transitions.
@Suite struct FocusAndAnimationTests {
  /// Scenario 40: removing the focused field clears its `@FocusState` binding.
  @Test func focusLostOnRemoval() throws {
    let sim = rootSimulation([("editing", .bool(true)), ("name", .s("")), ("f", .null)]) { root in
      ifOnly(
        root["editing"] == .bool(true),
        textField("Name", root, "name").focused(
          root, "f", equals: .enumCase(type: "Field", name: "name", payload: [])))
    }
    sim.start()
    let field = try #require(sim.controls.first)
    let focused = sim.focus(field)
    #expect(
      focused.tree.state.map(\.value)[2] == .enumCase(type: "Field", name: "name", payload: []))
    #expect(focused.tree.children.first?.isFocused == true)
    let outcome = sim.set("editing", .bool(false))
    #expect(outcome.lines(.focusLost) == ["focusLost Root/some/TextField"])
    #expect(sim.rootState?["f"] == .null)
    #expect(sim.focusedIdentity == nil)
  }

  /// Rule 28: a `Bool` `@FocusState` is true only while focus is in its field, so moving focus
  /// to another field sets the first one back to false.
  @Test func movingFocusClearsTheOldFieldsState() throws {
    let sim = rootSimulation([
      ("a", .s("")), ("b", .s("")), ("fa", .bool(false)), ("fb", .bool(false)),
    ]) { root in
      vstack(
        textField("A", root, "a").focused(root, "fa", equals: .bool(true), cleared: .bool(false)),
        textField("B", root, "b").focused(root, "fb", equals: .bool(true), cleared: .bool(false)))
    }
    sim.start()
    let fields = sim.controls
    sim.focus(try #require(fields.first))
    #expect(sim.rootState?["fa"] == .bool(true))
    sim.focus(try #require(fields.last))
    #expect(sim.rootState?["fa"] == .bool(false))
    #expect(sim.rootState?["fb"] == .bool(true))
  }

  /// Scenario 41: an `.id` change replaces the focused field; the new one is not focused.
  @Test func focusLostOnIDChange() throws {
    let name = Value.enumCase(type: "Field", name: "name", payload: [])
    let sim = rootSimulation([("rev", .int(0)), ("text", .s("")), ("f", .null)]) { root in
      textField("Name", root, "text").focused(root, "f", equals: name).id(root["rev"])
    }
    sim.start()
    sim.focus(try #require(sim.controls.first))
    #expect(sim.rootState?["f"] == name)
    let outcome = sim.set("rev", .int(1))
    #expect(outcome.lines(.focusLost) == ["focusLost Root/id=0/TextField"])
    #expect(sim.rootState?["f"] == .null)
    #expect(sim.focusedIdentity == nil)
    #expect(outcome.tree.children.first?.isFocused == false)
  }

  /// Scenario 42: same identity → property animation; two branches → a cross-fade.
  @Test func propertyAnimationVersusTransition() {
    let registry = Registry()
    let pawView = { (tint: String) in
      view("PawView", inputs: .color(tint), state: [("n", .int(0))], registry: registry) { _ in
        color(tint)
      }
    }
    let animated = rootSimulation([("good", .bool(true))]) { root in
      pawView(root["good"] == .bool(true) ? "green" : "red")
    }
    animated.start()
    let a = animated.perform {
      animated.withAnimation { animated.rootState?["good"] = .bool(false) }
    }
    #expect(a.lines() == ["animate Root/PawView/Color color: green → red"])

    let branched = rootSimulation([("good", .bool(true))]) { root in
      ifElse(
        root["good"] == .bool(true),
        pawView("green").onAppear { registry.log.append("A green") }
          .onDisappear { registry.log.append("D green") },
        pawView("red").onAppear { registry.log.append("A red") }
          .onDisappear { registry.log.append("D red") })
    }
    branched.start()
    let b = branched.perform {
      branched.withAnimation { branched.rootState?["good"] = .bool(false) }
    }
    #expect(
      b.lines(.transition) == [
        "transition Root/if:0/PawView removal opacity animated",
        "transition Root/if:1/PawView insertion opacity animated",
      ])
    #expect(registry.log == ["A green", "A red", "D green"])
  }

  /// Scenario 43: a transition without animation is instant; A/D still fire.
  @Test func transitionWithoutAnimation() {
    let registry = Registry()
    let sim = rootSimulation([("show", .bool(false))]) { root in
      ifOnly(
        root["show"] == .bool(true),
        text("X").transition("slide").onAppear { registry.log.append("A") }
          .onDisappear { registry.log.append("D") })
    }
    sim.start()
    let shown = sim.set("show", .bool(true))
    #expect(shown.lines(.transition) == ["transition Root/some/Text insertion slide"])
    #expect(shown.events.first { $0.kind == .transition }?.transitionIsAnimated == false)
    let hidden = sim.set("show", .bool(false))
    #expect(hidden.lines(.transition) == ["transition Root/some/Text removal slide"])
    #expect(registry.log == ["A", "D"])
  }

  /// Scenario 44: `Chat(contact:)` keeps typed text across contacts; `.id(contact)` clears it.
  @Test(arguments: [false, true])
  func resetFormWithID(useID: Bool) throws {
    let sim = rootSimulation([("to", .s("alice"))]) { root in
      let chat = view("Chat", inputs: root["to"], state: [("text", .s(""))]) { chat in
        textField("Message", chat, "text")
      }
      return useID ? chat.id(root["to"]) : chat
    }
    sim.start()
    let field = try #require(sim.controls.first)
    sim.perform { try field.binding?.set(.s("hello")) }
    let outcome = sim.set("to", .s("bob"))
    let shown = try #require(outcome.tree.first { $0.type == "TextField" })
    #expect(shown.value == (useID ? .s("") : .s("hello")))
  }
}

/// Programmatic focus: a `.focused` binding set to a field's `equals` value focuses it.
@Suite struct ProgrammaticFocusTests {
  @Test func bindingFocusesMatchingField() {
    let name = Value.enumCase(type: "Field", name: "name", payload: [])
    let email = Value.enumCase(type: "Field", name: "email", payload: [])
    let sim = rootSimulation([("a", .s("")), ("b", .s("")), ("f", .null)]) { root in
      vstack(
        textField("Name", root, "a").focused(root, "f", equals: name),
        textField("Email", root, "b").focused(root, "f", equals: email))
    }
    sim.start()
    let outcome = sim.set("f", email)
    #expect(sim.focusedIdentity == "Root/VStack/1/TextField")
    #expect(outcome.tree.allNodes.filter(\.isFocused).map(\.label) == ["Email"])
    sim.set("f", .null)
    #expect(sim.focusedIdentity == nil)
  }
}
