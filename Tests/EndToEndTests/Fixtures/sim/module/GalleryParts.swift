import SwiftUI

extension Gallery {
  struct Tile: View {
    let index: Int
    @State private var likes = 0
    var body: some View {
      Button("Tile \(index) likes \(likes)") { likes += 1 }
    }
  }

  @ViewBuilder
  func Footer(count: Int) -> some View {
    if count > 0 {
      Text("picked \(count)")
    }
  }
}
