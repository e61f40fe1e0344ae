// Seed 000: "Which View Is Which" — the identity bench (two lists, one argument apart).
// do: ships.insert(Ship(id: "n", name: "Nimbus", tint: .pink), at: 0)
// do: ships.remove(at: 0)
// do: ships.swapAt(0, 1)
// do: ships.append(Ship(id: "aurora", name: "Nimbus", tint: .pink))
// do: ships.swapAt(1, 2)
import SwiftUI

struct Ship: Identifiable, Equatable {
  let id: String
  let name: String
  let tint: Color
}

/// Hands out serial numbers; shared by every row of one list (a class: reference semantics).
final class Stamper {
  private var next = 0
  func take() -> Int {
    next += 1
    return next
  }
}

enum Lab {
  static let dim = Color.gray
}

/// `ship` is *data* — re-read on every render. `capturedTint` and `stamp` are
/// *state*, written once when this view identity first appeared and never
/// touched again. When the name and the colour disagree, you are looking at a
/// view that SwiftUI kept and re-pointed at a different model.
private struct IdentityRow: View {
  let ship: Ship                        // data
  let stamper: Stamper

  @State private var capturedTint: Color?   // state
  @State private var stamp: Int?

  var body: some View {
    HStack { Text(ship.name); Spacer(); Text("#\(stamp ?? 0)") }
      .background(capturedTint ?? Lab.dim)
      .onAppear {
        guard capturedTint == nil else { return }
        capturedTint = ship.tint
        stamp = stamper.take()
      }
  }
}

struct IdentityBench: View {
  @State private var ships: [Ship] = [
    Ship(id: "aurora", name: "Aurora", tint: .green),
    Ship(id: "tidepool", name: "Tidepool", tint: .blue),
    Ship(id: "kiln", name: "Kiln", tint: .orange),
  ]
  private let stableStamper = Stamper()
  private let indexStamper = Stamper()

  var body: some View {
    VStack {
      // Identity travels with the data.
      ForEach(ships) { ship in
        IdentityRow(ship: ship, stamper: stableStamper)
      }
      Divider()
      // Identity belongs to the slot.
      ForEach(ships.indices, id: \.self) { index in
        IdentityRow(ship: ships[index], stamper: indexStamper)
      }
    }
  }
}
