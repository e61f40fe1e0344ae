import IdentityEngine

extension LibraryType {
  /// `ProcessInfo.processInfo`: the process of an Xcode preview, which the scene runs as
  /// (docs/semantics.md, "ProcessInfo"). Its environment holds the variable Xcode sets for a
  /// preview, `XCODE_RUNNING_FOR_PREVIEWS` = `"1"`, and nothing else; it runs on an iPhone, not
  /// on a Mac, in neither Low Power Mode nor a thermal alert, with an iPhone 16's memory (8 GiB)
  /// and six processor cores. Its other members are opaque.
  static let processInfo: LibraryType = {
    var type = LibraryType("ProcessInfo", values: .records)
    type.inertSettings = true
    type.staticProperties = [
      "processInfo": { _ in .record(type: "ProcessInfo", fields: []) }
    ]
    type.properties = [
      "environment": { _ in
        .dictionary([.string("XCODE_RUNNING_FOR_PREVIEWS"): .string("1")])
      },
      "arguments": { _ in .array([.string("App")]) },
      "processName": { _ in .string("App") },
      "isiOSAppOnMac": { _ in .bool(false) },
      "isMacCatalystApp": { _ in .bool(false) },
      "isLowPowerModeEnabled": { _ in .bool(false) },
      // An iPhone 16 (the device idlab draws, `Interpreter.deviceSize`): 8 GiB, six cores.
      "physicalMemory": { _ in .int(8 << 30) },
      "processorCount": { _ in .int(6) },
      "activeProcessorCount": { _ in .int(6) },
      "thermalState": { _ in
        .enumCase(type: "ProcessInfo.ThermalState", name: "nominal", payload: [])
      },
    ]
    return type
  }()
}
