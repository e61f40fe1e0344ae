// Seed 002: one view in two branches — SwiftUI sees two identities.
// do: tap "Add to cart"
// do: withAnimation { isSelected.toggle() }
struct CartButton: View {
    let isSelected: Bool
    let addToCart: () -> Void

    var body: some View {
        if isSelected {
            Button("Add to cart", action: addToCart)
                .background(Color.blue)
                .scaleEffect(1.05)
        } else {
            Button("Add to cart", action: addToCart)
                .background(Color.clear)
                .scaleEffect(1.0)
        }
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
