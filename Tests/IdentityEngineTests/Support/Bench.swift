import IdentityEngine

/// Seed 000's identity bench: two ForEach lists over the same ships, one keyed by `Ship.id`,
/// one by index; each `IdentityRow` captures its ship's tint and a stamp from a shared
/// `Stamper` the first time it appears.
struct Bench {
  /// `Ship(id:name:tint:)`.
  static func ship(_ id: String, _ name: String, _ tint: String) -> Value {
    .record(
      type: "Ship",
      fields: [.init("id", .s(id)), .init("name", .s(name)), .init("tint", .color(tint))])
  }

  static let aurora = ship("aurora", "Aurora", "green")
  static let tidepool = ship("tidepool", "Tidepool", "blue")
  static let kiln = ship("kiln", "Kiln", "amber")
  static let nimbus = ship("nimbus", "Nimbus", "pink")

  /// Options for one bench.
  struct Variant {
    /// Rows carry a `TextField("Note")` bound to a per-row `@State note`.
    var textField = false
    /// The index list is wrapped in `.id(ships.count)`.
    var indexListID = false
  }

  let simulation: Simulation

  init(_ ships: [Value] = [aurora, tidepool, kiln], variant: Variant = Variant()) {
    let stableStamper = ObjectReference(
      typeName: "Stamper", fields: [.init("next", .int(0))], serial: 1)
    let indexStamper = ObjectReference(
      typeName: "Stamper", fields: [.init("next", .int(0))], serial: 2)
    simulation = Simulation(
      root: custom("Bench", state: [("ships", .array(ships))]) { root in
        guard case .array(let ships) = root["ships"] else { return .empty }
        let keyed = forEach(ships.map { Bench.field($0, "id") }, dataType: "Array<Ship>") {
          Bench.row(ships[$0], stableStamper, variant)
        }
        var byIndex = forEach(
          ships.indices.map { Value.int($0) }, .positional, dataType: "Range<Array<Ship>.Index>",
          idType: "Int"
        ) { Bench.row(ships[$0], indexStamper, variant) }
        if variant.indexListID { byIndex = byIndex.id(.int(ships.count)) }
        return vstack(keyed, byIndex)
      })
  }

  static func field(_ record: Value, _ name: String) -> Value {
    guard case .record(_, let fields) = record else { return .null }
    return fields.first { $0.name == name }?.value ?? .null
  }

  /// `Stamper.take()`: the next serial.
  static func take(_ stamper: ObjectReference) -> Value {
    guard case .int(let next) = stamper.fields[0].value else { return .null }
    stamper.fields[0].value = .int(next + 1)
    return .int(next + 1)
  }

  static func row(_ ship: Value, _ stamper: ObjectReference, _ variant: Variant) -> ViewDescription
  {
    var state: [(String, Value)] = [("capturedTint", .null), ("stamp", .null)]
    if variant.textField { state.append(("note", .s(""))) }
    let inputs = Value.tuple([.init("ship", ship), .init("stamper", .object(stamper))])
    return view("IdentityRow", inputs: inputs, state: state) { row in
      let stamp = row["stamp"] == .null ? "0" : row["stamp"].displayDescription
      var children = [
        text(field(ship, "name").interpolatedDescription), spacer(), text("#\(stamp)"),
      ]
      if variant.textField { children.append(textField("Note", row, "note")) }
      let tint = row["capturedTint"] == .null ? Value.color("dim") : row["capturedTint"]
      return ViewDescription.container(.hStack, children)
        .modifier("background", tint)
        .onAppear {
          guard row["capturedTint"] == .null else { return }
          row["capturedTint"] = field(ship, "tint")
          row["stamp"] = take(stamper)
        }
    }
  }

  /// `(name, tint, stamp)` of each row of list 0 (keyed) or 1 (index), e.g. `Nimbus pink #4`.
  func rows(_ outcome: Outcome, list: Int) -> [String] {
    guard let stack = outcome.tree.children.first, list < stack.children.count else { return [] }
    return stack.children[list].children.map { row in
      let texts = row.allNodes.filter { $0.type == "Text" }.compactMap(\.text)
      let tinted = row.first { node in node.modifiers.contains { $0.name == "background" } }
      let tint =
        tinted?.modifiers.first { $0.name == "background" }?.value.displayDescription ?? "?"
      return "\(texts.first ?? "?") \(tint) \(texts.last ?? "?")"
    }
  }

  /// Replaces the ships.
  @discardableResult
  func setShips(_ ships: [Value]) -> Outcome {
    simulation.set("ships", .array(ships))
  }
}
