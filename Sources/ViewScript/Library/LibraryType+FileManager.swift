import IdentityEngine

extension LibraryType {
  /// `FileManager` over the app's sandbox on a fresh install (`AppContainer`): its folders'
  /// URLs, whether a file exists, a folder's contents, creating and removing files and folders.
  /// A path outside the sandbox, and the members the table lacks, give opaque values, with S120
  /// where they are written (docs/semantics.md, "The simulated library").
  static let fileManager: LibraryType = {
    var type = LibraryType("FileManager", values: .objects(FileManagerValue.self))
    type.inertSettings = true
    type.initializers = ["init()": { _ in .opaque(FileManagerValue()) }]
    type.staticProperties = ["default": { _ in .opaque(FileManagerValue()) }]
    type.properties = [
      "temporaryDirectory": { _ in SceneURL.file(AppContainer.temporary) },
      // The simulated device is signed in to no iCloud account: no token (Apple,
      // `ubiquityIdentityToken`: "If iCloud is unavailable for any reason or there is no
      // logged-in user, the value of this property is nil"), and no ubiquity container.
      "ubiquityIdentityToken": { _ in .null },
    ]
    type.methods = [
      "urls(for:in:)": { (call) throws(EvalError) -> Value in
        guard let folder = folder(call.arguments.first?.value),
          case .enumCase(_, "userDomainMask", [])? = call.arguments.last?.value
        else { return .opaque(UnmodelledValue("FileManager")) }
        return .array([SceneURL.file(folder)])
      },
      "url(for:in:appropriateFor:create:)": { (call) throws(EvalError) -> Value in
        // The folder, made when `create` is true.
        guard let folder = folder(call.argument("for")) else {
          return .opaque(UnmodelledValue("FileManager"))
        }
        if call.argument("create") == .bool(true) {
          _ = call.run.container.createFolder(folder, intermediate: true)
        }
        guard call.run.container.isFolder(folder) else { throw noSuchFile(folder, call) }
        return SceneURL.file(folder)
      },
      "url(forUbiquityContainerIdentifier:)": { _ in .null },
      "containerURL(forSecurityApplicationGroupIdentifier:)": { _ in
        SceneURL.file(AppContainer.appGroup)
      },
      "fileExists": { (call) throws(EvalError) -> Value in
        guard let path = sandboxPath(call.arguments.first?.value) else {
          return .opaque(UnmodelledValue("FileManager.fileExists"))
        }
        return .bool(call.run.container.exists(path))
      },
      "contentsOfDirectory": { (call) throws(EvalError) -> Value in
        guard let path = sandboxPath(call.arguments.first?.value) else {
          return .opaque(UnmodelledValue("FileManager.contentsOfDirectory"))
        }
        guard let names = call.run.container.contents(ofFolder: path) else {
          throw noSuchFile(path, call)
        }
        if call.arguments.first?.label == "atPath" { return .array(names.map(Value.string)) }
        return .array(names.map { SceneURL.file(AppContainer.normalized(path) + "/" + $0) })
      },
      "createDirectory": { (call) throws(EvalError) -> Value in
        guard let path = sandboxPath(call.arguments.first?.value) else {
          return .opaque(UnmodelledValue("FileManager.createDirectory"))
        }
        let intermediate = call.argument("withIntermediateDirectories") == .bool(true)
        guard call.run.container.createFolder(path, intermediate: intermediate) else {
          throw call.run.cocoaError(
            call.run.container.exists(path) ? "fileWriteFileExists" : "fileNoSuchFile",
            call.run.container.exists(path)
              ? "The file “\(name(path))” couldn’t be saved because a file with the same name "
                + "already exists."
              : "The folder “\(name(path))” doesn’t exist.", at: call.node)
        }
        return .null
      },
      "removeItem": { (call) throws(EvalError) -> Value in
        guard let path = sandboxPath(call.arguments.first?.value) else {
          return .opaque(UnmodelledValue("FileManager.removeItem"))
        }
        guard call.run.container.remove(path) else { throw noSuchFile(path, call) }
        return .null
      },
    ]
    return type
  }()

  /// The sandbox folder a `FileManager.SearchPathDirectory` case names; nil for the others.
  private static func folder(_ value: Value?) -> String? {
    guard case .enumCase(_, let name, [])? = value else { return nil }
    switch name {
    case "documentDirectory": return AppContainer.documents
    case "cachesDirectory": return AppContainer.caches
    case "libraryDirectory": return AppContainer.library
    case "applicationSupportDirectory": return AppContainer.applicationSupport
    default: return nil
    }
  }

  /// The path a `String` or a file `URL` names, when it is inside the app's sandbox.
  private static func sandboxPath(_ value: Value?) -> String? {
    let path: String
    switch value {
    case .string(let text)?: path = text
    case .record("URL", let fields)?:
      guard case .string(let text)? = fields.first(where: { $0.name == "path" })?.value else {
        return nil
      }
      path = text
    default: return nil
    }
    return AppContainer.contains(path) ? path : nil
  }

  private static func name(_ path: String) -> String {
    String(AppContainer.normalized(path).split(separator: "/").last ?? "")
  }

  /// Foundation's error for a file or folder that is not there.
  private static func noSuchFile(_ path: String, _ call: LibraryCall) -> EvalError {
    call.run.cocoaError(
      "fileReadNoSuchFile",
      "The file “\(name(path))” couldn’t be opened because there is no such file.", at: call.node)
  }
}
