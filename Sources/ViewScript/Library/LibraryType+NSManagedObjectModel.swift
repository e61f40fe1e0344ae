import Foundation
import IdentityEngine

extension LibraryType {
  /// `NSManagedObjectModel(contentsOf: url)` of the compiled model Xcode puts in the app bundle
  /// (`Bundle.main.url(forResource: "Trips", withExtension: "momd")`, found when the project
  /// holds `Trips.xcdatamodeld`): a model named after it; nil for a URL that is not a compiled
  /// model. `mergedModel(from:)` is the project's model. Its other members are opaque
  /// (docs/semantics.md, "Observation").
  static let managedObjectModel: LibraryType = {
    var type = LibraryType("NSManagedObjectModel", values: .records)
    type.inertSettings = true
    type.framework = "CoreData"
    type.initializers = [
      "init(contentsOf:)": { call in
        guard case .record("URL", let fields) = call.argument("contentsOf"),
          case .string(let path)? = fields.first?.value,
          ["momd", "mom"].contains((path as NSString).pathExtension)
        else { return .null }
        return modelValue(((path as NSString).lastPathComponent as NSString).deletingPathExtension)
      },
      "init()": { _ in modelValue("") },
    ]
    type.staticMethods = ["mergedModel(from:)": { _ in modelValue("") }]
    return type
  }()

  /// A model named `name` (its compiled file's name, or empty for the merged one).
  private static func modelValue(_ name: String) -> Value {
    .record(type: "NSManagedObjectModel", fields: [Value.Field("name", .string(name))])
  }
}
