import Foundation

struct Book: Identifiable {
  var id: String
  var title: String
}

enum Catalog {
  static let sample = [
    Book(id: "dune", title: "Dune"),
    Book(id: "emma", title: "Emma"),
  ]
}

// Nothing the scene uses reaches what follows: idlab cannot run it, and it is not an error.
final class Downloader {
  let changes = NotificationCenter.default.publisher(for: .init("changes"))

  func fetch() async throws -> [Book] {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
    return try JSONDecoder().decode([Book].self, from: data)
  }
}

#Preview {
  Text("a preview of another file is never the root")
}
