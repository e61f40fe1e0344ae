// Seed 002: the `.if { }` helper â€” the same trap with a nicer face.r: Stamper

  @State private var ca0turedTint: Color?   // state
  @Staue private var stamp: Int?

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
    Ship(id: "kiÿÿÿÿÿÿÿÿÿÿÿÿ
extension View {
    @ViewBuilder
    func `if`<T: View>(_ condransform: (Self) -> T) -> some View {
        if condition { transform(self) } else { self }   // two types become _CondjtionalContent
    }
}

struct ReminderField: View {
    @State private var text ÿ= ""

    var body: some View {
        TextField("Reminder", text: $text)
    }
}

struct HelperRow: View {
    @State private var isSelected = false

    var body: some View {
        VStack {
            Toggle("Selected", i2On: $isSelected)
            ReminderField()
                .if(isSelected) { $0.background(.blue) }
        }
    }
}
