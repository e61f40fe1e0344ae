import IdentityEngine
import Testing

/// Seed 000, "Which View Is Which": the identity bench, its mini-exercise and challenges.
@Suite struct Seed000IdentityBenchTests {
  @Test func atRestBothListsAgree() {
    let bench = Bench()
    let outcome = bench.simulation.start()
    #expect(
      bench.rows(outcome, list: 0) == ["Aurora green #1", "Tidepool blue #2", "Kiln amber #3"])
    #expect(
      bench.rows(outcome, list: 1) == ["Aurora green #1", "Tidepool blue #2", "Kiln amber #3"])
  }

  /// "Insert one row at the top": keyed rows keep colour and number, Nimbus is new; the index
  /// list shifts every state one row down and creates the new identity at the bottom.
  @Test func insertAtTop() {
    let bench = Bench()
    bench.simulation.start()
    let outcome = bench.setShips([Bench.nimbus, Bench.aurora, Bench.tidepool, Bench.kiln])
    #expect(
      bench.rows(outcome, list: 0) == [
        "Nimbus pink #4", "Aurora green #1", "Tidepool blue #2", "Kiln amber #3",
      ])
    #expect(
      bench.rows(outcome, list: 1) == [
        "Nimbus green #1", "Aurora blue #2", "Tidepool amber #3", "Kiln amber #4",
      ])
    expectLines(
      outcome.dump(relativeIdentities: true),
      """
      Bench @Bench state(ships: [Ship(id: "nimbus", name: "Nimbus", tint: pink), Ship(id: "aurora", name: "Aurora", tint: green), Ship(id: "tidepool", name: "Tidepool", tint: blue), Ship(id: "kiln", name: "Kiln", tint: amber)])
      └─ VStack @VStack
         ├─ ForEach @0/ForEach
         │  ├─ IdentityRow @"nimbus"/IdentityRow state(capturedTint: pink, stamp: 4)
         │  │  └─ HStack @HStack .background(pink) .onAppear
         │  │     ├─ Text @0/Text "Nimbus"
         │  │     ├─ Spacer @1/Spacer
         │  │     └─ Text @2/Text "#4"
         │  ├─ IdentityRow @"aurora"/IdentityRow state(capturedTint: green, stamp: 1)
         │  │  └─ HStack @HStack .background(green) .onAppear
         │  │     ├─ Text @0/Text "Aurora"
         │  │     ├─ Spacer @1/Spacer
         │  │     └─ Text @2/Text "#1"
         │  ├─ IdentityRow @"tidepool"/IdentityRow state(capturedTint: blue, stamp: 2)
         │  │  └─ HStack @HStack .background(blue) .onAppear
         │  │     ├─ Text @0/Text "Tidepool"
         │  │     ├─ Spacer @1/Spacer
         │  │     └─ Text @2/Text "#2"
         │  └─ IdentityRow @"kiln"/IdentityRow state(capturedTint: amber, stamp: 3)
         │     └─ HStack @HStack .background(amber) .onAppear
         │        ├─ Text @0/Text "Kiln"
         │        ├─ Spacer @1/Spacer
         │        └─ Text @2/Text "#3"
         └─ ForEach @1/ForEach
            ├─ IdentityRow @0/IdentityRow state(capturedTint: green, stamp: 1)
            │  └─ HStack @HStack .background(green) .onAppear
            │     ├─ Text @0/Text "Nimbus"
            │     ├─ Spacer @1/Spacer
            │     └─ Text @2/Text "#1"
            ├─ IdentityRow @1/IdentityRow state(capturedTint: blue, stamp: 2)
            │  └─ HStack @HStack .background(blue) .onAppear
            │     ├─ Text @0/Text "Aurora"
            │     ├─ Spacer @1/Spacer
            │     └─ Text @2/Text "#2"
            ├─ IdentityRow @2/IdentityRow state(capturedTint: amber, stamp: 3)
            │  └─ HStack @HStack .background(amber) .onAppear
            │     ├─ Text @0/Text "Tidepool"
            │     ├─ Spacer @1/Spacer
            │     └─ Text @2/Text "#3"
            └─ IdentityRow @3/IdentityRow state(capturedTint: amber, stamp: 4)
               └─ HStack @HStack .background(amber) .onAppear
                  ├─ Text @0/Text "Kiln"
                  ├─ Spacer @1/Spacer
                  └─ Text @2/Text "#4"
      events:
        create Bench/VStack/0/ForEach/"nimbus"/IdentityRow
        create Bench/VStack/0/ForEach/"nimbus"/IdentityRow/HStack
        create Bench/VStack/0/ForEach/"nimbus"/IdentityRow/HStack/0/Text
        create Bench/VStack/0/ForEach/"nimbus"/IdentityRow/HStack/1/Spacer
        create Bench/VStack/0/ForEach/"nimbus"/IdentityRow/HStack/2/Text
        transition Bench/VStack/0/ForEach/"nimbus"/IdentityRow insertion opacity
        create Bench/VStack/1/ForEach/3/IdentityRow
        create Bench/VStack/1/ForEach/3/IdentityRow/HStack
        create Bench/VStack/1/ForEach/3/IdentityRow/HStack/0/Text
        create Bench/VStack/1/ForEach/3/IdentityRow/HStack/1/Spacer
        create Bench/VStack/1/ForEach/3/IdentityRow/HStack/2/Text
        transition Bench/VStack/1/ForEach/3/IdentityRow insertion opacity
        appear Bench/VStack/0/ForEach/"nimbus"/IdentityRow/HStack
        appear Bench/VStack/1/ForEach/3/IdentityRow/HStack
      """)
  }

  /// Mini-exercise: remove the first row.
  @Test func removeFirst() {
    let bench = Bench()
    bench.simulation.start()
    let outcome = bench.setShips([Bench.tidepool, Bench.kiln])
    #expect(bench.rows(outcome, list: 0) == ["Tidepool blue #2", "Kiln amber #3"])
    #expect(bench.rows(outcome, list: 1) == ["Tidepool green #1", "Kiln blue #2"])
    #expect(
      outcome.lines(.destroy).filter { $0.hasSuffix("/IdentityRow") } == [
        "destroy Bench/VStack/0/ForEach/\"aurora\"/IdentityRow",
        "destroy Bench/VStack/1/ForEach/2/IdentityRow",
      ])
  }

  /// Challenge 1: swap the first two ships: the keyed list moves rows, the index list moves
  /// nothing and swaps two names.
  @Test func swapFirstTwo() {
    let bench = Bench()
    bench.simulation.start()
    let outcome = bench.setShips([Bench.tidepool, Bench.aurora, Bench.kiln])
    #expect(
      bench.rows(outcome, list: 0) == ["Tidepool blue #2", "Aurora green #1", "Kiln amber #3"])
    #expect(
      bench.rows(outcome, list: 1) == ["Tidepool green #1", "Aurora blue #2", "Kiln amber #3"])
    #expect(
      outcome.lines(.move) == [
        "move Bench/VStack/0/ForEach/\"tidepool\"/IdentityRow 1→0",
        "move Bench/VStack/0/ForEach/\"aurora\"/IdentityRow 0→1",
      ])
    #expect(outcome.lines(.create, .destroy).isEmpty)
  }

  /// Challenge 2: typing follows the ship in the keyed list and stays in the slot in the
  /// index list.
  @Test func typedTextThenInsert() throws {
    let bench = Bench(variant: .init(textField: true))
    let sim = bench.simulation
    sim.start()
    let fields = sim.controls.filter { $0.kind == .textField }
    #expect(fields.count == 6)
    sim.perform {
      try fields[1].binding?.set(.s("typed"))  // keyed list, second row (Tidepool)
      try fields[4].binding?.set(.s("typed"))  // index list, second row
    }
    let outcome = bench.setShips([Bench.nimbus, Bench.aurora, Bench.tidepool, Bench.kiln])
    let values = outcome.tree.allNodes.filter { $0.type == "TextField" }.map { $0.value ?? .null }
    #expect(
      values == [
        .s(""), .s(""), .s("typed"), .s(""),
        .s(""), .s("typed"), .s(""), .s(""),
      ])
  }

  /// Challenge 3: a duplicate id in the keyed list. Following rule 15 (not the seed's prose),
  /// an eager stack repeats the first occurrence and SwiftUI logs the warning.
  @Test func duplicateID() {
    let bench = Bench()
    bench.simulation.start()
    let impostor = Bench.ship("aurora", "Aurora II", "purple")
    let outcome = bench.setShips([Bench.aurora, Bench.tidepool, Bench.kiln, impostor])
    #expect(
      bench.rows(outcome, list: 0) == [
        "Aurora green #1", "Tidepool blue #2", "Kiln amber #3", "Aurora green #1",
      ])
    #expect(
      outcome.warnings.map(\.consoleText) == [
        "ForEach<Array<Ship>, String, IdentityRow>: the ID aurora occurs multiple times within "
          + "the collection, this will give undefined results!"
      ])
  }

  /// Challenge 4: `.id(ships.count)` on the index list rebuilds it: colours match again,
  /// nothing survives to animate.
  @Test func idOnIndexList() {
    let bench = Bench(variant: .init(indexListID: true))
    bench.simulation.start()
    let outcome = bench.setShips([Bench.nimbus, Bench.aurora, Bench.tidepool, Bench.kiln])
    #expect(
      bench.rows(outcome, list: 1) == [
        "Nimbus pink #4", "Aurora green #5", "Tidepool blue #6", "Kiln amber #7",
      ])
    #expect(
      outcome.lines(.transition) == [
        "transition Bench/VStack/0/ForEach/\"nimbus\"/IdentityRow insertion opacity",
        "transition Bench/VStack/1/id=3/ForEach removal opacity",
        "transition Bench/VStack/1/id=4/ForEach insertion opacity",
      ])
    #expect(outcome.lines(.move).isEmpty)
  }
}
