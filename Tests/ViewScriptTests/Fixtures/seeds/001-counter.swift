// Seed 001: structural identity keeps @State across renders.
// do: tap "Increment"
struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
        }
    }
}
