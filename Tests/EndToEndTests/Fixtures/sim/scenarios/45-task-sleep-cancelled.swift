// Scenario 45 (issue #12, the virtual clock): a .task loop sleeps a second per count; hiding
// its view cancels the task while it sleeps, so it never counts again; a main-queue block
// scheduled by the same tap still runs one second later (docs/semantics.md, Time).
// do: wait 2s
// do: tap "Hide"
// do: wait 1s
// do: wait 2s
import SwiftUI

struct Ticker: View {
  @State private var seconds = 0
  var body: some View {
    Text("\(seconds) s")
      .task {
        while !Task.isCancelled {
          try? await Task.sleep(for: .seconds(1))
          seconds += 1
        }
      }
  }
}

struct Stopwatch: View {
  @State private var running = true
  @State private var note = "running"
  var body: some View {
    VStack {
      if running { Ticker() }
      Text(note)
      Button("Hide") {
        running = false
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { note = "stopped at \(Date())" }
      }
    }
  }
}
