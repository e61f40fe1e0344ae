// swift-tools-version:6.0
import Foundation
import PackageDescription

// MARK: - Toolchain libraries

/// The toolchain's `usr/lib/swift/host` folder, which holds SwiftSyntax, SwiftParser and friends.
///
/// `IDLAB_SWIFT_HOST_LIBS` overrides it; otherwise it is found from the `swift` on `PATH`
/// (symlinks resolved), then from `/opt/swift`.
let swiftHostLibraries: String = {
  let environment = ProcessInfo.processInfo.environment
  if let override = environment["IDLAB_SWIFT_HOST_LIBS"], !override.isEmpty { return override }
  let fileManager = FileManager.default
  for directory in (environment["PATH"] ?? "").split(separator: ":") {
    let candidate = "\(directory)/swift"
    guard fileManager.isExecutableFile(atPath: candidate) else { continue }
    let resolved = URL(fileURLWithPath: candidate).resolvingSymlinksInPath()
    let usr = resolved.deletingLastPathComponent().deletingLastPathComponent()
    let host = usr.appendingPathComponent("lib/swift/host").path
    if fileManager.fileExists(atPath: host) { return host }
  }
  return "/opt/swift/usr/lib/swift/host"
}()

/// Compiler flags every target needs when it imports ViewScript, directly or not.
let syntaxSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-I", swiftHostLibraries])]

/// Linker flags for the toolchain's SwiftSyntax libraries.
let syntaxLinkerSettings: [LinkerSetting] = [
  .unsafeFlags([
    "-L", swiftHostLibraries, "-Xlinker", "-rpath", "-Xlinker", swiftHostLibraries,
    "-lSwiftSyntax", "-lSwiftParser", "-lSwiftDiagnostics", "-lSwiftParserDiagnostics",
    "-lSwiftBasicFormat", "-lSwiftIDEUtils", "-lSwiftOperators",
  ])
]

let package = Package(
  name: "idlab",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "idlab", targets: ["idlab"]),
    .executable(name: "IdentityBenchmarks", targets: ["IdentityBenchmarks"]),
  ],
  targets: [
    // MARK: System libraries
    .systemLibrary(
      name: "CReadline", pkgConfig: "readline", providers: [.apt(["libreadline-dev"])]),
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(
      name: "CCmark", pkgConfig: "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
    .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),

    // MARK: Modules
    .target(name: "Basics"),
    .target(name: "IdentityEngine"),
    .target(
      name: "ViewScript", dependencies: ["Basics", "IdentityEngine"],
      swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    .target(name: "Localization"),
    .target(
      name: "Audit", swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    .target(name: "TerminalUI", dependencies: ["CReadline", "Localization"]),
    .target(name: "Gradebook", dependencies: ["CSQLite", "CLibPQ"]),
    .target(name: "Classroom"),
    .target(
      name: "LessonKit",
      dependencies: ["Basics", "CCmark", "ViewScript", "IdentityEngine", "Localization"],
      swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    .target(
      name: "QuizKit",
      dependencies: ["Basics", "LessonKit", "IdentityEngine", "Localization", "Gradebook"],
      swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    .target(
      name: "IdentityLabCLI",
      dependencies: [
        "Basics", "IdentityEngine", "ViewScript", "Localization", "TerminalUI", "Gradebook",
        "LessonKit", "Classroom", "Audit", "QuizKit",
      ],
      swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    .executableTarget(
      name: "idlab", dependencies: ["IdentityLabCLI"],
      swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    .executableTarget(
      name: "IdentityBenchmarks", dependencies: ["IdentityEngine", "Audit", "Basics"],
      swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),

    // MARK: Tests
    // Helpers every test target shares: the repository root, the real catalogs, `expectLines`,
    // golden files.
    .target(
      name: "IdlabTestSupport", dependencies: ["Localization"], path: "Tests/IdlabTestSupport"),
    .testTarget(
      name: "IdentityEngineTests", dependencies: ["IdentityEngine", "Basics", "IdlabTestSupport"]),
    .testTarget(
      name: "ViewScriptTests",
      dependencies: ["ViewScript", "IdentityEngine", "Localization", "IdlabTestSupport"],
      resources: [.copy("Fixtures")],
      swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    .testTarget(name: "LocalizationTests", dependencies: ["Localization", "IdlabTestSupport"]),
    .testTarget(
      name: "AuditTests", dependencies: ["Audit", "IdlabTestSupport"],
      swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "IdlabTestSupport"]),
    .target(name: "ServerHarness", path: "Tests/ServerHarness"),
    .testTarget(
      name: "GradebookTests", dependencies: ["Gradebook", "ServerHarness", "IdlabTestSupport"]),
    .testTarget(name: "ClassroomTests", dependencies: ["Classroom", "IdlabTestSupport"]),
    .testTarget(
      name: "LessonKitTests",
      dependencies: ["LessonKit", "ViewScript", "IdentityEngine", "IdlabTestSupport"],
      exclude: ["Fixtures"],
      swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    .testTarget(
      name: "QuizKitTests",
      dependencies: ["QuizKit", "LessonKit", "Gradebook", "Localization", "IdlabTestSupport"],
      swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    .testTarget(
      name: "IdentityLabCLITests",
      dependencies: [
        "IdentityLabCLI", "Basics", "QuizKit", "Gradebook", "LessonKit", "TerminalUI",
        "IdlabTestSupport",
      ],
      swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    .testTarget(
      name: "EndToEndTests", dependencies: ["Basics", "ServerHarness", "IdlabTestSupport"],
      exclude: ["Fixtures"]),
  ]
)
