import Foundation
import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// A package's declarations are seen only where Swift lets code see them (The Swift
/// Programming Language, "Access Control"): inside the package's own module, or, when `public`,
/// in a file that imports it. A package's own `Text` or `typealias Image = UIImage` never
/// stands for SwiftUI's in an app file that does not import the package.
@Suite struct ModuleVisibilityTests {
  static let app = """
    struct Card: View {
      let icon = "star"
      var body: some View {
        HStack {
          Image(icon)
          Text("Card")
        }
      }
    }
    """

  /// A package's manifest that defines a compilation condition for its Swift code
  /// (`swiftSettings: [.define("FANCY")]`) makes `#if FANCY` true in the package's files, as
  /// SwiftPM passes `-D FANCY` (PackageDescription, `SwiftSetting.define(_:_:)`); a define made
  /// only under an `if`, one for C code, or one with a `.when(…)` condition is not read; the
  /// app's own files do not see the package's flags.
  @Test func aPackagesDefinesHoldInItsFiles() throws {
    let folder = try makeTemporaryFolder("package-defines")
    defer { try? FileManager.default.removeItem(at: folder) }
    let package = folder.appendingPathComponent("Packages/Flags")
    try FileManager.default.createDirectory(
      at: package.appendingPathComponent("Sources/Flags"), withIntermediateDirectories: true)
    try """
    // swift-tools-version: 5.9
    import PackageDescription
    var swiftSettings: [SwiftSetting] = [.define("FANCY")]
    if ProcessInfo.processInfo.environment["EXTRA"] == "1" {
      swiftSettings.append(.define("EXTRA"))
    }
    let package = Package(
      name: "Flags",
      targets: [
        .target(
          name: "Flags", cSettings: [.define("C_ONLY")],
          swiftSettings: swiftSettings + [.define("MAC_ONLY", .when(platforms: [.macOS]))])
      ]
    )
    """.write(
      to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let flags = """
      public enum Flags {
        #if FANCY
        public static let fancy = "fancy"
        #else
        public static let fancy = "plain"
        #endif
        #if EXTRA || C_ONLY || MAC_ONLY
        public static let others = "on"
        #else
        public static let others = "off"
        #endif
      }
      """
    let app = """
      import Flags
      struct Badge: View {
        var body: some View {
          #if FANCY
          Text("app sees it")
          #endif
          Text(Flags.fancy + " " + Flags.others)
        }
      }
      """
    let scene = try TestScene(files: [
      ScriptSource(path: folder.appendingPathComponent("App/Badge.swift").path, source: app),
      ScriptSource(
        path: package.appendingPathComponent("Sources/Flags/Flags.swift").path, source: flags),
    ])
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["fancy off"])
  }

  @Test func aPackagesTypesNamedLikeSwiftUIsAreNotTheAppsViews() throws {
    let scene = try TestScene(files: [
      ScriptSource(path: "App/Card.swift", source: Self.app),
      ScriptSource(
        path: "Packages/Markup/Sources/Markup/Text.swift",
        source: """
          public struct Text {
            let length: Int
            init(_ raw: [Int]) { length = raw.count }
          }
          """),
      ScriptSource(
        path: "Packages/Pixels/Sources/Pixels/Aliases.swift",
        source: "public typealias Image = UIImage\n"),
    ])
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Card"])
    #expect(scene.first.tree.allNodes.contains { $0.type == "Image" && $0.text == "star" })
  }

  /// The package's alias stays its own when another app file imports the package and the
  /// scene uses something of it through that file: the scene's file, which does not import
  /// it, still means SwiftUI's `Image` (sample 45: Moya's `typealias Image`).
  @Test func aReachedPackagesAliasOfASwiftUINameStaysInThePackage() throws {
    let scene = try TestScene(files: [
      ScriptSource(
        path: "App/Header.swift",
        source: """
          struct Header: View {
            var body: some View {
              HStack { Text(home.path); Image(systemName: "arrow.right") }
            }
          }
          """),
      ScriptSource(
        path: "App/Route.swift", source: #"import Wire; let home = Endpoint(path: "/home")"#),
      ScriptSource(
        path: "Packages/Wire/Sources/Wire/Wire.swift",
        source: """
          import UIKit
          public typealias Image = UIImage
          public struct Endpoint {
            public let path: String
            public init(path: String) { self.path = path }
          }
          """),
    ])
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["/home"])
    #expect(scene.first.tree.allNodes.contains { $0.type == "Image" && $0.text == "arrow.right" })
  }

  /// A package's type that is not `public` is not seen by the app (The Swift Programming
  /// Language, "Access Control": internal entities are used "within any source file from their
  /// defining module, but not in any source file outside of that module"): the app's
  /// `Rectangle()` is SwiftUI's although the package declares an internal `Rectangle` its own
  /// code uses.
  @Test func aPackagesInternalTypeDoesNotHideSwiftUIsFromTheApp() throws {
    let scene = try TestScene(files: [
      ScriptSource(
        path: "App/Card.swift",
        source: """
          import Animator
          struct Card: View {
            let player = Player()
            var body: some View {
              VStack {
                Text(player.describe())
                Rectangle().frame(height: 1)
              }
            }
          }
          """),
      ScriptSource(
        path: "Packages/Animator/Sources/Animator/Shapes.swift",
        source: """
          final class Rectangle {
            let corners: Int
            init(from source: String) { corners = 4 }
          }
          public final class Player {
            public init() {}
            public func describe() -> String { "\\(Rectangle(from: "x").corners) corners" }
          }
          """),
    ])
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["4 corners"])
    #expect(scene.first.tree.allNodes.contains { $0.type == "Rectangle" && $0.isShape })
  }

  /// Two packages declare a top-level `Options`: one internal, used by its own code, one
  /// public, which the app imports. Each file sees its own module's and the public one of a
  /// module it imports (The Swift Programming Language, "Access Control"), whichever file is
  /// read first; and an internal type's `var server: URL!` starts `nil`, so its memberwise
  /// initializer does not need it ("Implicitly Unwrapped Optionals"). Before session 15 the
  /// app's `Options()` was the other package's internal one, "missing argument for `server`"
  /// (the twenty-ninth unseen sample).
  @Test(arguments: [false, true])
  func anImportedPublicTypeWinsOverAnotherPackagesInternalOne(keysFirst: Bool) throws {
    let keys = ScriptSource(
      path: "Packages/Keys/Sources/KeyLib/Keys.swift",
      source: """
        import Foundation
        public final class Vault {
          public init() {}
          public var name: String { Options(service: "vault").service + Secret().suffix }
        }
        struct Options {
          let service: String
        }
        struct Secret {
          var server: URL!
          var suffix: String { server == nil ? " (local)" : "" }
        }
        """)
    let stash = ScriptSource(
      path: "Packages/Stash/Sources/StashLib/Options.swift",
      source: """
        public struct Options {
          public var folder: String
          public init() { folder = "stash" }
        }
        """)
    let app = ScriptSource(
      path: "App/Shelf.swift",
      source: """
        import StashLib
        import KeyLib
        struct Shelf: View {
          var body: some View {
            VStack {
              Text(Options().folder)
              Text(Vault().name)
            }
          }
        }
        """)
    let scene = try TestScene(files: keysFirst ? [app, keys, stash] : [app, stash, keys])
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["stash", "vault (local)"])
  }

  /// `extension Hotkeys.Name { static let open = Self("open", fallback: "o") }` where the
  /// `Hotkeys` package declares `Name` only under `#if os(macOS)`, which idlab's iPhone build
  /// drops: the type is not declared for this build, so it and what its initializer makes are
  /// opaque (S122, listed), never a memberwise initializer of nothing (until session 13, a
  /// misleading S204 "extra argument" on valid code: 2 files of the twenty-sixth sample).
  @Test func anExtensionOfAModulesTypeThisBuildDropsIsOpaque() throws {
    let files = [
      ScriptSource(
        path: "App/Prefs.swift",
        source: """
          import Hotkeys
          extension Hotkeys.Name {
            static let open = Self("open", fallback: "o")
          }
          struct Prefs: View {
            var body: some View { Text("Key: \\(Hotkeys.Name.open.rawValue)") }
          }
          """),
      ScriptSource(
        path: "Packages/Hotkeys/Sources/Hotkeys/Hotkeys.swift",
        source: """
          #if os(macOS)
          public enum Hotkeys {
            public struct Name {
              public let rawValue: String
              public init(_ name: String, fallback: String? = nil) { rawValue = name }
            }
          }
          #endif
          """),
    ]
    let scene = try TestScene(files: files)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Key: ‹Name›"])
    #expect(try ScriptProgram.compile(files: files).opaqueNames.map(\.code) == ["S122"])
  }

  /// A package's `public struct Color`, reached because one app file imports the package, is
  /// not seen by an app file that does not import it (The Swift Programming Language, "Modules":
  /// a module's declarations are seen where it is imported): there `Color(…)` is SwiftUI's, and
  /// the app's `extension Color { init(hex:) }` extends SwiftUI's `Color`, not the package's.
  @Test func aPackagesPublicTypeIsSeenOnlyWhereThePackageIsImported() throws {
    let scene = try TestScene(files: [
      ScriptSource(
        path: "App/Card.swift",
        source: """
          struct Card: View {
            let brand = "Brand"
            var body: some View {
              VStack {
                Color(brand)
                Color(hex: "#ff0000")
                Player()
              }
            }
          }
          """),
      ScriptSource(
        path: "App/Color+Hex.swift",
        source: """
          extension Color {
            init(hex: String) { self.init(red: 1, green: 0, blue: 0) }
          }
          """),
      ScriptSource(
        path: "App/Player.swift",
        source: """
          import Kit
          struct Player: View {
            var body: some View { Text("\\(Kit.Color(level: 2).level)") }
          }
          """),
      ScriptSource(
        path: "Packages/Kit/Sources/Kit/Color.swift",
        source: """
          public struct Color {
            public let level: Int
            public init(level: Int) { self.level = level }
          }
          """),
    ])
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.nodes(ofType: "Color").count == 2)
    #expect(scene.first.tree.texts == ["2"])
  }

  /// A package's conformance of a library type to its protocol (`extension
  /// URLSessionConfiguration: Extended {}`, which adds no member itself) is reached with the
  /// type, and brings the protocol extension's members to it (The Swift Programming Language,
  /// "Protocol Extensions": "all conforming types automatically gain this method
  /// implementation"): `URLSessionConfiguration.kit` is the protocol extension's static, whose
  /// `Wrapper<Self>.self` reaches the package's constrained extension's `standard`.
  @Test func aPackagesConformanceOfALibraryTypeBringsItsProtocolsMembers() throws {
    let scene = try TestScene(files: [
      ScriptSource(
        path: "App/Probe.swift",
        source: """
          import Kit
          struct Probe: View {
            let configuration = URLSessionConfiguration.kit.standard
            var body: some View {
              Text(configuration.identifier == nil ? "no identifier" : "identifier")
            }
          }
          """),
      ScriptSource(
        path: "Packages/Kit/Sources/Kit/Kit.swift",
        source: """
          public struct Wrapper<Base> {}
          public protocol Extended {}
          extension Extended {
            public static var kit: Wrapper<Self>.Type { Wrapper<Self>.self }
          }
          extension URLSessionConfiguration: Extended {}
          extension Wrapper where Base: URLSessionConfiguration {
            public static var standard: URLSessionConfiguration { URLSessionConfiguration.default }
          }
          """),
    ])
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["no identifier"])
  }

  /// A file that imports the package sees its public declarations, called through the
  /// module's name too; an internal one stays the package's.
  @Test func aFileThatImportsThePackageSeesItsPublicDeclarations() throws {
    let scene = try TestScene(files: [
      ScriptSource(
        path: "App/Summary.swift",
        source: """
          import Tally

          struct Summary: View {
            var body: some View { Text("\\(Tally.count("a-b-c")) parts, \\(count("x"))") }
          }
          """),
      ScriptSource(
        path: "Packages/Tally/Sources/Tally/Count.swift",
        source: """
          public func count(_ text: String) -> Int { pieces(text).count }
          func pieces(_ text: String) -> [Substring] { text.split(separator: "-") }
          """),
    ])
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["3 parts, 1"])
  }

  /// An `@_exported import` counts for its whole module and shows the re-exported module to
  /// its importers: the app's `Shelf.swift` sees `Glyphs`' public `Badge` through `Kit`, which
  /// another file of the app re-exports; a plain import in another file would not do (the next
  /// test).
  @Test func importsCountForTheModuleAndReExportsCarryOn() throws {
    let scene = try TestScene(files: [
      ScriptSource(
        path: "App/Shelf.swift",
        source: "struct Shelf: View {\n  var body: some View { Text(Badge().title) }\n}\n"),
      ScriptSource(path: "App/Imports.swift", source: "@_exported import Kit\n"),
      ScriptSource(
        path: "Packages/Kit/Sources/Kit/Exports.swift", source: "@_exported import Glyphs\n"),
      ScriptSource(
        path: "Packages/Glyphs/Sources/Glyphs/Badge.swift",
        source: "public struct Badge { public var title = \"new\" }\n"),
    ])
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["new"])
  }

  /// A plain import is the file's own (Swift's name lookup of a top-level name): another app
  /// file that imports a markup package does not make its `Text` this file's.
  @Test func anImportInAnotherFileDoesNotShadowSwiftUI() throws {
    let scene = try TestScene(files: [
      ScriptSource(
        path: "App/Greeting.swift",
        source: "struct Greeting: View {\n  var body: some View { Text(\"Hello\") }\n}\n"),
      ScriptSource(
        path: "App/Renderer.swift", source: "import Markup\n\nfunc render() -> Int { 0 }\n"),
      ScriptSource(
        path: "Packages/Markup/Sources/Markup/Text.swift",
        source:
          "public struct Text {\n  public let length: Int\n  public init(_ raw: [Int]) { length = raw.count }\n}\n"
      ),
    ])
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Hello"])
  }

  /// Two modules may each declare a type of one name (The Swift Programming Language,
  /// "Modules": a module is a namespace; a module's own declaration shadows an imported one):
  /// the app's `Board` and `Card` in the app's code, the package's in the package's code and
  /// where the app writes `Kit.Board`, `Kit.Card`. Expected texts written by hand from the two
  /// declarations.
  @Test func twoModulesDeclaringOneNameKeepTheirOwnTypes() throws {
    let package = """
      import SwiftUI

      public struct Board {
        public var cells: [Int] = [1, 2, 3]
        public init() {}
        public init(cells: [Int]) { self.cells = cells }
      }
      extension Board {
        public var summary: String { "kit board of \\(cells.count)" }
      }
      public struct Card: View {
        public init() {}
        public var body: some View { Text("kit card") }
      }
      public struct Solver {
        public let board: Board = .init()
        public init() {}
        public func describe() -> String { "\\(board.cells.count) cells" }
      }
      """
    let scene = try TestScene(files: [
      ScriptSource(
        path: "App/BoardView.swift",
        source: """
          import Kit

          struct Board { var title = "app board" }
          struct Card: View {
            var body: some View { Text("app card") }
          }
          struct BoardView: View {
            let board = Board()
            let solver = Solver()
            let other = Kit.Board(cells: [4, 5])
            var body: some View {
              VStack {
                Text(board.title)
                Text(solver.describe())
                Text("\\(other.cells.count) other")
                Text(solver.board.summary)
                Card()
                Kit.Card()
              }
            }
          }
          """),
      ScriptSource(path: "Packages/Kit/Sources/Kit/Solver.swift", source: package),
    ])
    #expect(scene.first.error == nil)
    #expect(
      scene.first.tree.texts == [
        "app board", "3 cells", "2 other", "kit board of 3", "app card", "kit card",
      ])
  }

  /// The scene's module keeps its own type's bare name when a later file of another module
  /// (the app's) declares the same: the package's preview builds the package's `Card`.
  @Test func aPackageScenesOwnTypeWinsOverTheAppsOfOneName() throws {
    let scene = try TestScene(files: [
      ScriptSource(
        path: "Packages/Kit/Sources/Kit/Card.swift",
        source: """
          public struct Card: View {
            public var body: some View { Text("kit card") }
          }
          #Preview { Card() }
          """),
      ScriptSource(
        path: "App/Card.swift",
        source: "struct Card: View {\n  var body: some View { Text(\"app card\") }\n}\n"),
    ])
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["kit card"])
  }

  /// A type declared twice in one module is still Swift's "invalid redeclaration" (S310).
  @Test func oneModuleDeclaringANameTwiceIsARedeclaration() throws {
    let files = [
      ScriptSource(
        path: "App/Shelf.swift",
        source: """
          struct Shelf: View {
            var body: some View { Text(Board().name) }
          }
          """),
      ScriptSource(path: "App/Board.swift", source: "struct Board { var name = \"a\" }\n"),
      ScriptSource(path: "App/Other.swift", source: "struct Board { var name = \"b\" }\n"),
    ]
    do {
      _ = try ScriptProgram.compile(files: files)
      Issue.record("a type declared twice in one module compiled")
    } catch {
      #expect(error.diagnostics.map(\.code) == ["S310"])
    }
  }

  /// A target's `path:` sets its root (PackageDescription, `Target.path`: "The path of the
  /// target, relative to the package root"): with `path: "Sources"` every file below `Sources/`
  /// is one module, so a view in `Sources/Views/` sees an internal type of `Sources/Models/`;
  /// with `path: "Sources/Core"` the folder is the target named in the manifest.
  /// A `private` or `fileprivate` top-level type is seen only in its own file (The Swift
  /// Programming Language, "Access Control": "Private access restricts the use of an entity to
  /// the enclosing declaration, and to extensions of that declaration that are in the same
  /// file"; at the top level, the file): two files may each declare one `Row`, each file's
  /// code builds its own, and the other file's is never reached from this one.
  @Test func privateTypesOfOneNameInTwoFilesEachServeTheirOwnFile() throws {
    let scene = try TestScene(files: [
      ScriptSource(
        path: "App/Shelf.swift",
        source: """
          struct Shelf: View {
            var body: some View {
              VStack {
                Row(title: "shelf")
                Drawer()
              }
            }
          }
          private struct Row: View {
            let title: String
            var body: some View { Text("shelf row " + title) }
          }
          #Preview { Shelf() }
          """),
      ScriptSource(
        path: "App/Drawer.swift",
        source: """
          struct Drawer: View {
            var body: some View { Row(count: 2) }
          }
          fileprivate struct Row: View {
            var count: Int
            var body: some View { Text("drawer row \\(count)") }
          }
          """),
      ScriptSource(
        path: "App/Cupboard.swift",
        source: """
          private struct Row: View {
            var body: some View { Text("never built") }
          }
          struct Cupboard: View {
            var body: some View { Row() }
          }
          """),
    ])
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["shelf row shelf", "drawer row 2"])
    // Both rows are named as declared, as SwiftUI names a view by its type.
    #expect(scene.first.tree.nodes(ofType: "Row").count == 2)
  }

  /// The same two names, neither `private`, are still one module's redeclaration.
  @Test func twoInternalTypesOfOneNameStayARedeclarationBesideAPrivateOne() throws {
    let files = [
      ScriptSource(
        path: "App/Shelf.swift",
        source: "struct Shelf: View {\n  var body: some View { Text(Board().name) }\n}\n"),
      ScriptSource(path: "App/Board.swift", source: "struct Board { var name = \"a\" }\n"),
      ScriptSource(path: "App/Other.swift", source: "struct Board { var name = \"b\" }\n"),
      ScriptSource(
        path: "App/Third.swift",
        source: "private struct Board { var name = \"c\" }\nlet third = Board().name\n"),
    ]
    do {
      _ = try ScriptProgram.compile(files: files)
      Issue.record("a type declared twice in one module compiled")
    } catch {
      #expect(error.diagnostics.map(\.code) == ["S310"])
    }
  }

  @Test func aTargetsPathHoldsEveryFileBelowIt() throws {
    let package = FileManager.default.temporaryDirectory
      .appendingPathComponent("idlab-target-path-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    try """
    let package = Package(
      name: "Git",
      targets: [
        .target(name: "GitKit", path: "Sources"),
        .target(name: "CoreKit", path: "Sources/Core"),
      ])
    """.write(
      to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let root = package.path
    #expect(SourceModule.moduleName(ofPath: root + "/Sources/Views/ProjectsView.swift") == "GitKit")
    #expect(SourceModule.moduleName(ofPath: root + "/Sources/Core/Engine.swift") == "CoreKit")
    #expect(SourceModule.moduleName(ofPath: "Other/Sources/Charts/Bar.swift") == "Charts")
    let scene = try TestScene(files: [
      ScriptSource(
        path: root + "/Sources/Views/ProjectsView.swift",
        source: """
          struct ProjectsView: View {
            var body: some View { Text(Projects().names.joined(separator: ", ")) }
          }
          """),
      ScriptSource(
        path: root + "/Sources/Models/Projects.swift",
        source: "struct Projects {\n  var names = [\"idlab\", \"kiln\"]\n}\n"),
    ])
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["idlab, kiln"])
  }

  /// A package of tools version 5.9 or later whose only target (test targets aside) has no
  /// `Sources/<Target>` folder builds all of `Sources/` as that target (SwiftPM's
  /// `PackageBuilder`: "If there is only one target defined, it may be allowed to occupy the
  /// entire predefined target directory", since 5.9; sample 50's feature packages). Before 5.9,
  /// or with two targets (each in its `Sources/<Target>`), the folder names the module; a
  /// target in a line comment is none.
  @Test func aPackagesOnlyTargetHasAllOfSources() throws {
    func module(tools: String, targets: String, file: String) throws -> String {
      let package = FileManager.default.temporaryDirectory
        .appendingPathComponent("idlab-sole-target-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: package) }
      try FileManager.default.createDirectory(
        at: package.appendingPathComponent("Sources/Parts"), withIntermediateDirectories: true)
      try """
      // swift-tools-version: \(tools)
      import PackageDescription
      let package = Package(
        name: "Home",
        targets: [
          \(targets)
          .testTarget(name: "HomeTests", dependencies: ["Home"]),
        ])
      """.write(
        to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
      return SourceModule.moduleName(ofPath: package.path + "/Sources/" + file)
    }
    let one = ".target(\n      name: \"Home\",\n      dependencies: []),"
    #expect(try module(tools: "6.2", targets: one, file: "HomeView.swift") == "Home")
    #expect(try module(tools: "5.9", targets: one, file: "Parts/Card.swift") == "Home")
    #expect(try module(tools: "5.8", targets: one, file: "Parts/Card.swift") == "Parts")
    let two = one + "\n    .target(name: \"Kit\"),"
    #expect(try module(tools: "6.2", targets: two, file: "Home/HomeView.swift") == "Home")
    let commented = one + "\n    // .target(name: \"Kit\"),"
    #expect(try module(tools: "6.2", targets: commented, file: "Parts/Card.swift") == "Home")
  }

  /// `path: "./Sources"` is the same folder as `path: "Sources"`, and the target's name is its
  /// own `name:`, not a product's among its dependencies (sample 24: the module was taken for
  /// `ShellKit`).
  @Test func aTargetsPathMayStartWithADotAndFollowItsDependencies() throws {
    let package = FileManager.default.temporaryDirectory
      .appendingPathComponent("idlab-target-dot-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    try """
    let package = Package(
      name: "Sesame",
      targets: [
        .target(
          name: "Sesame",
          dependencies: [.product(name: "ShellKit", package: "shell-kit")],
          path: "./Sources"),
        .executableTarget(name: "Tool", path: "./Tool"),
      ])
    """.write(
      to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    #expect(SourceModule.moduleName(ofPath: package.path + "/Sources/Model/Port.swift") == "Sesame")
    #expect(SourceModule.moduleName(ofPath: package.path + "/Sources/Sesame.swift") == "Sesame")
  }

  /// A folder called `Sources` on disk with no `Package.swift` beside it is an Xcode app's
  /// group, not a package: its subfolders are one module (SwiftPM: a package has its manifest
  /// at its root). Until session 16 each subfolder was a module of its own, and a view lost its
  /// sibling folder's types (four files of the thirty-first unseen sample).
  @Test func aSourcesFolderWithoutAManifestIsTheAppsModule() throws {
    let app = FileManager.default.temporaryDirectory
      .appendingPathComponent("idlab-app-sources-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: app) }
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Sources/Views"), withIntermediateDirectories: true)
    #expect(SourceModule.moduleName(ofPath: app.path + "/Sources/Views/Badge.swift") == "")
    let scene = try TestScene(files: [
      ScriptSource(
        path: app.path + "/Sources/Views/Badge.swift",
        source: """
          struct Badge: View {
            let mood = Analyzer.Mood.calm
            var body: some View { Text(mood.label) }
          }
          """),
      ScriptSource(
        path: app.path + "/Sources/Services/Analyzer.swift",
        source: """
          enum Analyzer {
            enum Mood { case calm
              var label: String { "Calm" }
            }
          }
          """),
    ])
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Calm"])
  }

  /// `Harbor.boats` in an app whose project is `Harbor.xcodeproj` names the app module's
  /// top-level `boats`, never the view's own property of that name: Xcode names the app's
  /// target, and so its module, after the project ("Modules", The Swift Programming Language).
  /// Until session 16 `Harbor` was a name idlab did not know (the thirty-second sample).
  @Test func theAppsProjectNameQualifiesItsModule() throws {
    let app = FileManager.default.temporaryDirectory
      .appendingPathComponent("idlab-app-module-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: app) }
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Harbor.xcodeproj"), withIntermediateDirectories: true)
    let scene = try TestScene(files: [
      ScriptSource(
        path: app.path + "/Harbor/BoatList.swift",
        source: """
          let boats = ["Skiff", "Dinghy"]
          struct BoatList: View {
            let boats = 2
            var body: some View {
              VStack {
                Text("\\(boats) boats")
                ForEach(Harbor.boats, id: \\.self) { Text($0) }
              }
            }
          }
          """)
    ])
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["2 boats", "Skiff", "Dinghy"])
  }

  /// An extension's public members are seen in every file of a module that any of its files
  /// imports their module into (Swift without `MemberImportVisibility`, SE-0444); the module's
  /// types still need the file's own `import`.
  @Test func anImportedExtensionsMembersAreSeenInEveryFileOfTheModule() throws {
    let scene = try TestScene(files: [
      ScriptSource(
        path: "App/Row.swift",
        source: """
          struct Row: View {
            var body: some View { Text("\\(21.doubled)") }
          }
          """),
      ScriptSource(
        path: "App/Boot.swift",
        source: """
          import Kit
          let started = true
          """),
      ScriptSource(
        path: "Packages/Kit/Sources/Kit/Int+Doubled.swift",
        source: """
          public extension Int {
            var doubled: Int { self * 2 }
          }
          """),
    ])
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["42"])
  }
}
