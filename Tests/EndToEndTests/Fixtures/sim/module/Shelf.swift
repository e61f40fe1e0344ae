import SwiftUI

// The scene of a three-file module: the model is in Library.swift, the row in BookRow.swift.
struct Shelf: View {
  @State var books = Catalog.sample

  var body: some View {
    VStack {
      ForEach(books) { book in
        BookRow(book: book)
      }
      Button("Drop first") { books.removeFirst() }
    }
  }
}

#Preview {
  Shelf()
}
