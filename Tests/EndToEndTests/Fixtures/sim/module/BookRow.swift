import SwiftUI

struct BookRow: View {
  let book: Book
  @State private var opened = 0

  var body: some View {
    HStack {
      Text(book.title)
      Text("\(wordsPerLetter)")
    }
    .onAppear { opened += 1 }
  }

  var wordsPerLetter: Int {
    100 / book.title.count
  }
}

#Preview {
  BookRow(book: Catalog.sample[1])
}
