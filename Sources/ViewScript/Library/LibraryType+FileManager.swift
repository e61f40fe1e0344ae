import IdentityEngine

extension LibraryType {
  /// `FileManager`, partly: `FileManager.default.urls(for: .documentDirectory, in:
  /// .userDomainMask)` is `[URL.documentsDirectory]`, the run's documents folder (empty on a
  /// fresh install, `Interpreter+Documents.swift`); its other members give opaque values, with
  /// S120 where they are written (docs/semantics.md, "The simulated library").
  static let fileManager: LibraryType = {
    var type = LibraryType("FileManager", values: .objects(FileManagerValue.self))
    type.otherMembers = .opaque
    type.initializers = ["init()": { _ in .opaque(FileManagerValue()) }]
    type.staticProperties = ["default": { _ in .opaque(FileManagerValue()) }]
    type.methods = [
      "urls(for:in:)": { call in
        guard case .enumCase(_, "documentDirectory", [])? = call.arguments.first?.value,
          case .enumCase(_, "userDomainMask", [])? = call.arguments.last?.value
        else { return .opaque(UnmodelledValue("FileManager")) }
        return .array([call.run.documentsDirectory])
      }
    ]
    return type
  }()
}
