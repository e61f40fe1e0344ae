// Scenario 57 (issue #30, observation): a property marked @ObservationIgnored is not tracked, so
// setting it re-runs no body ("Disables observation tracking of a property", Apple,
// ObservationIgnored()); the screen shows the new value only when a tracked change re-runs it.
// do: tap "Tap"
// do: tap "Tap"
// do: tap "Rename"
import SwiftUI
import Observation

@Observable final class Counter {
  var title = "Taps"
  @ObservationIgnored var taps = 0
}

struct Board: View {
  @State private var counter = Counter()
  var body: some View {
    VStack {
      Text("\(counter.title): \(counter.taps)")
      Button("Tap") { counter.taps += 1 }
      Button("Rename") { counter.title = "Total" }
    }
  }
}
