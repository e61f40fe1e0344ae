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

/// A library that imports SwiftSyntax or ViewScript, directly or not: built and linked against
/// the toolchain's SwiftSyntax.
func syntaxTarget(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
  .target(
    name: name, dependencies: dependencies, swiftSettings: syntaxSwiftSettings,
    linkerSettings: syntaxLinkerSettings)
}

/// An executable that links SwiftSyntax through its dependencies.
func syntaxExecutable(_ name: String, dependencies: [Target.Dependency]) -> Target {
  .executableTarget(
    name: name, dependencies: dependencies, swiftSettings: syntaxSwiftSettings,
    linkerSettings: syntaxLinkerSettings)
}

/// A test target whose subject links SwiftSyntax.
func syntaxTestTarget(
  _ name: String, dependencies: [Target.Dependency], exclude: [String] = [],
  resources: [Resource]? = nil
) -> Target {
  .testTarget(
    name: name, dependencies: dependencies, exclude: exclude, resources: resources,
    swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings)
}

let package = Package(
  name: "idlab",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "idlab", targets: ["idlab"]),
    .executable(name: "IdentityBenchmarks", targets: ["IdentityBenchmarks"]),
    .executable(name: "IdentityBaseline", targets: ["IdentityBaseline"]),
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
    syntaxTarget("SwiftScreen"),
    syntaxTarget("ViewScript", dependencies: ["Basics", "IdentityEngine", "SwiftScreen"]),
    .target(name: "Localization", dependencies: ["Basics"]),
    syntaxTarget("Audit", dependencies: ["Basics", "SwiftScreen"]),
    .target(name: "TerminalUI", dependencies: ["CReadline", "Localization"]),
    .target(name: "Gradebook", dependencies: ["CSQLite", "CLibPQ"]),
    .target(name: "Classroom"),
    syntaxTarget(
      "LessonKit",
      dependencies: ["Basics", "CCmark", "ViewScript", "IdentityEngine", "Localization"]),
    syntaxTarget(
      "QuizKit",
      dependencies: ["Basics", "LessonKit", "IdentityEngine", "Localization", "Gradebook"]),
    syntaxTarget(
      "IdentityLabCLI",
      dependencies: [
        "Basics", "IdentityEngine", "ViewScript", "Localization", "TerminalUI", "Gradebook",
        "LessonKit", "Classroom", "Audit", "QuizKit",
      ]),
    syntaxExecutable("idlab", dependencies: ["IdentityLabCLI"]),
    syntaxExecutable(
      "IdentityBenchmarks",
      dependencies: ["IdentityEngine", "Audit", "Basics", "Gradebook", "ServerHarness"]),
    // The compiled baseline `IdentityBenchmarks pipeline` compares `idlab sim` with: plain Swift
    // and Foundation, no idlab module.
    .executableTarget(name: "IdentityBaseline"),

    // MARK: Tests
    // Helpers every test target shares: the repository root, the real catalogs, `expectLines`,
    // golden files.
    .target(
      name: "IdlabTestSupport", dependencies: ["Localization"], path: "Tests/IdlabTestSupport"),
    .testTarget(
      name: "IdentityEngineTests", dependencies: ["IdentityEngine", "Basics", "IdlabTestSupport"]),
    syntaxTestTarget(
      "ViewScriptTests",
      dependencies: ["ViewScript", "IdentityEngine", "Localization", "IdlabTestSupport"],
      resources: [.copy("Fixtures")]),
    .testTarget(name: "LocalizationTests", dependencies: ["Localization", "IdlabTestSupport"]),
    syntaxTestTarget("AuditTests", dependencies: ["Audit", "IdlabTestSupport"]),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "IdlabTestSupport"]),
    .target(name: "ServerHarness", path: "Tests/ServerHarness"),
    .testTarget(
      name: "GradebookTests", dependencies: ["Gradebook", "ServerHarness", "IdlabTestSupport"]),
    .testTarget(name: "ClassroomTests", dependencies: ["Classroom", "IdlabTestSupport"]),
    syntaxTestTarget(
      "LessonKitTests",
      dependencies: ["LessonKit", "ViewScript", "IdentityEngine", "IdlabTestSupport"],
      exclude: ["Fixtures"]),
    syntaxTestTarget(
      "QuizKitTests",
      dependencies: ["QuizKit", "LessonKit", "Gradebook", "Localization", "IdlabTestSupport"]),
    syntaxTestTarget(
      "IdentityLabCLITests",
      dependencies: [
        "IdentityLabCLI", "Basics", "QuizKit", "Gradebook", "LessonKit", "TerminalUI",
        "IdlabTestSupport",
      ]),
    .testTarget(
      name: "EndToEndTests", dependencies: ["Basics", "ServerHarness", "IdlabTestSupport"],
      exclude: ["Fixtures"]),
  ]
)
