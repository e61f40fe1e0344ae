import Foundation

/// An Xcode project's `project.pbxproj`, for the build settings Xcode writes into the app's
/// `Info.plist` when it builds it (`PRODUCT_BUNDLE_IDENTIFIER` becomes `CFBundleIdentifier`).
///
/// The file is an old-style ASCII property list, read with Foundation's
/// `PropertyListSerialization`: an `objects` dictionary of `isa`-tagged objects (targets,
/// configuration lists, configurations) that name one another by id.
struct XcodeProject {
  private let objects: [String: [String: Any]]
  private let targetIDs: [String]

  /// The project of the first `*.xcodeproj` (by name) in `folder`; nil when there is none or its
  /// `project.pbxproj` cannot be read or is larger than `byteLimit`.
  init?(in folder: URL, byteLimit: Int) {
    let manager = FileManager.default
    guard
      let name = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        .first(where: { $0.hasSuffix(".xcodeproj") })
    else { return nil }
    let path = folder.appendingPathComponent(name).appendingPathComponent("project.pbxproj").path
    guard let size = try? manager.attributesOfItem(atPath: path)[.size] as? Int,
      size <= byteLimit, let data = manager.contents(atPath: path),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let root = plist as? [String: Any], let objects = root["objects"] as? [String: Any],
      let rootID = root["rootObject"] as? String
    else { return nil }
    self.objects = objects.compactMapValues { $0 as? [String: Any] }
    targetIDs = self.objects[rootID]?["targets"] as? [String] ?? []
  }

  /// The bundle identifier Xcode gives the app: the `PRODUCT_BUNDLE_IDENTIFIER` (as written) of
  /// the Debug configuration (the one Xcode's Run builds, else the first) of one application
  /// target: the one whose `INFOPLIST_FILE` is `infoPlist` (relative to the project's folder),
  /// else the one named `sourceFolder` (the folder Xcode creates for a target's files), else
  /// the project's first.
  func bundleIdentifier(infoPlist: String?, sourceFolder: String?) -> String? {
    let applications = targetIDs.compactMap { objects[$0] }.filter {
      $0["isa"] as? String == "PBXNativeTarget"
        && $0["productType"] as? String == "com.apple.product-type.application"
    }
    let target =
      applications.first { target in
        infoPlist != nil && buildSettings(of: target)?["INFOPLIST_FILE"] as? String == infoPlist
      }
      ?? applications.first { $0["name"] as? String == sourceFolder } ?? applications.first
    return target.flatMap(buildSettings)?["PRODUCT_BUNDLE_IDENTIFIER"] as? String
  }

  /// The build settings of `target`'s Debug configuration, else of its first.
  private func buildSettings(of target: [String: Any]) -> [String: Any]? {
    guard let listID = target["buildConfigurationList"] as? String,
      let configurationIDs = objects[listID]?["buildConfigurations"] as? [String]
    else { return nil }
    let configurations = configurationIDs.compactMap { objects[$0] }
    let chosen = configurations.first { $0["name"] as? String == "Debug" } ?? configurations.first
    return chosen?["buildSettings"] as? [String: Any]
  }
}
