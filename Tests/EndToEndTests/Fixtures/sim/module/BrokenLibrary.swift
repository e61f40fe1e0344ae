import Foundation

struct Book: Identifiable {
  var id: String
  var title: String
}

enum Catalog {
  static let sample = [Book(id: "dune", title: "Dune")]
  static let refresh = OperationQueue()
}
