final class Counter {
  1️⃣@ObservationTracked var count = 0
}
struct Screen: View {
  let counter = Counter()
  var body: some View { Text("\(counter.count)") }
}
