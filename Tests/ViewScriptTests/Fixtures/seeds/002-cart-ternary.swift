// Seed 002: one button, one identity. The arguments change, not the structure.
// do: isSelected.toggle()
struct CartButton: View {
    let isSelected: Bool
    let addToCart: () -> Void

    var body: some View {
        Button("Add to cart", action: addToCart)
            .background(isSelected ? Color.blue : Color.clear)
            .scaleEffect(isSelected ? 1.05 : 1.0)
            .animation(.spring, value: isSelected)
    }
}

struct CartScreen: View {
    @State private var isSelected = false
    @State private var added = 0

    var body: some View {
        VStack {
            Text("In cart: \(added)")
            CartButton(isSelected: isSelected, addToCart: { added += 1 })
        }
    }
}
