import SwiftUI

/// A scene whose pieces are methods named like views (`Header(title:)`, `Footer(count:)`)
/// and a view nested in an extension of another file (`Gallery.Tile`).
struct Gallery: View {
  @State private var picked = 0
  var body: some View {
    VStack {
      Header(title: "Photos \(picked)")
      ForEach(0..<2, id: \.self) { index in
        Tile(index: index)
      }
      Footer(count: picked)
      Button("Pick") { picked += 1 }
    }
  }

  private func Header(title: String) -> some View {
    Text(title).font(.headline)
  }
}
