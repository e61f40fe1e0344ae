import IdentityEngine
import Testing

@testable import ViewScript

/// Apple SDK names idlab knows and does not simulate: a located warning before the run, an
/// opaque value `‹Name›` while the run does not depend on what it holds, a located failure
/// where it does (docs/semantics.md, "Opaque by default"), and typos still rejected.
@Suite struct NotSimulatedTests {
  /// A list whose `Save` button encodes it; the first render never runs the encoder.
  static let saver = """
    struct Note: Codable, Identifiable {
      var id: Int
      var text: String
    }
    struct Notes: View {
      @State private var notes = [Note(id: 1, text: "milk")]
      @State private var saved = 0
      var body: some View {
        VStack {
          ForEach(notes) { note in Text(note.text) }
          Button("Save") {
            saved += 1
            let data = try? FileManager().attributesOfItem(atPath: "/")
            print(data)
          }
        }
      }
    }
    """

  static func compile(_ source: String) throws -> ScriptProgram {
    do {
      return try ScriptProgram.compile(source: source, path: "scene.swift")
    } catch {
      throw TestSceneError(TestScene.describe(error))
    }
  }

  static func errors(_ source: String) -> [ScriptDiagnostic] {
    do {
      _ = try ScriptProgram.compile(source: source, path: "scene.swift")
      return []
    } catch {
      return error.diagnostics
    }
  }

  static func warnings(_ source: String) throws -> [String] {
    try compile(source).warnings.map {
      "\($0.line):\($0.column) \($0.severity.rawValue)[\($0.code)] \($0.englishMessage)"
    }
  }

  @Test func aButtonThatEncodesRunsWithAWarningAtItsLine() throws {
    let program = try Self.compile(Self.saver)
    expectLines(
      program.warnings.map {
        "\($0.line):\($0.column) \($0.severity.rawValue)[\($0.code)] \($0.englishMessage)"
      }.joined(separator: "\n"),
      """
      13:39 warning[S120] `FileManager.attributesOfItem` (Foundation) is not simulated: the \
      scene runs with it as an opaque value ‹FileManager.attributesOfItem›, and stops where it \
      depends on what the value holds
      """)
    let run = try program.simulate(root: nil)
    let first = try #require(run.steps.first?.outcome)
    #expect(first.error == nil)
    #expect(
      first.tree.allNodes.map(\.identity) == [
        "Notes", "Notes/VStack", "Notes/VStack/0/ForEach", "Notes/VStack/0/ForEach/1/Text",
        "Notes/VStack/1/Button",
      ])
    #expect(first.tree.texts == ["milk"])
  }

  /// Nothing in the action depends on what the directory listing holds: it runs, the listing
  /// is the opaque value, printed as `‹FileManager.attributesOfItem›`.
  @Test func tappingTheButtonRunsWithTheSDKValueOpaque() throws {
    let scene = try TestScene(source: Self.saver)
    let tapped = try scene.perform(#"tap "Save""#)
    #expect(tapped.error == nil)
    #expect(tapped.tree.state("saved") == .int(1))
    #expect(tapped.tree.texts == ["milk"])
    #expect(scene.run.printed.last == "‹FileManager.attributesOfItem›")
  }

  /// Where the run depends on what the value holds (here, whether the listing is empty), the
  /// step stops at that line with a located failure naming the type.
  @Test func aBranchOnTheSDKValueStopsTheStepAtItsLine() throws {
    let scene = try TestScene(
      source: """
        struct Files: View {
          @State private var count = 0
          var body: some View {
            Button("List") {
              count += 1
              if FileManager.default.fileExists(atPath: "/") { count += 10 }
            }
          }
        }
        """)
    let tapped = try scene.perform(#"tap "List""#)
    let failure = try #require(tapped.error)
    #expect(failure.id == "depends-on-unmodelled")
    #expect(failure.messageKey == "runtime.depends-on-unmodelled")
    #expect(failure.arguments == ["name": "FileManager.fileExists"])
    #expect((failure.line, failure.column) == (6, 10))
    // The statement before the branch ran.
    #expect(tapped.tree.state("count") == .int(1))
  }

  /// A format style whose argument is a value idlab does not model stops where it is used,
  /// naming that value (the run depends on what it holds), not the style, which idlab writes
  /// for a known code; `Locale.current.currency` is the device's, US dollars (Apple,
  /// `Locale.currency`), so the usual fallback chain writes dollars.
  @Test func aFormatStyleOfAnUnmodelledValueNamesTheValue() throws {
    let money = try TestScene(
      source: """
        struct Total: View {
          let amount = 1234.5
          var body: some View {
            Text(amount.formatted(.currency(code: Locale.current.currency?.identifier ?? "EUR")))
          }
        }
        """)
    #expect(money.first.error == nil, "\(String(describing: money.first.error))")
    #expect(money.first.tree.texts == ["$1,234.50"])
    let scene = try TestScene(
      source: """
        struct Total: View {
          let amount = 1234.5
          var body: some View {
            Text(amount.formatted(.currency(code: FileManager.default.displayName(atPath: "/"))))
          }
        }
        """)
    let failure = try #require(scene.first.error)
    #expect(failure.id == "depends-on-unmodelled")
    #expect(failure.arguments == ["name": "FileManager.displayName"])
    #expect(failure.line == 4)
  }

  @Test func aTypoOfAnSDKNameIsStillS103WithASuggestion() {
    let found = Self.errors(
      """
      struct Screen: View {
        var body: some View {
          Button("Load") { _ = FileManagr() }
        }
      }
      """)
    #expect(found.map(\.code) == ["S103"])
    #expect(found.first?.arguments == ["name": "FileManagr", "similar": "FileManager"])
    #expect(found.first?.helpKey == "diag.S103.help.similar")
    #expect(found.first.map { ($0.line, $0.column) } ?? (0, 0) == (3, 26))
  }

  /// A name no file declares and no known name is near (a view of a file not given, a
  /// package's type) is not an error: a warning, then an opaque leaf named after it.
  @Test func anUnknownNameFarFromEveryKnownOneRunsAsAnOpaqueView() throws {
    let source = """
      struct Screen: View {
        var body: some View { Zorbulator() }
      }
      """
    #expect(Self.errors(source).isEmpty)
    expectLines(
      try Self.warnings(source).joined(separator: "\n"),
      """
      2:25 warning[S122] `Zorbulator` is not declared in the files given and not simulated: the \
      scene runs with it as an opaque value ‹Zorbulator›, and stops where it depends on what the \
      value holds
      """)
    let leaf = try #require(TestScene(source: source).first.tree.children.first)
    #expect(leaf.type == "Zorbulator")
    #expect(leaf.isUnmodelled)
    #expect(leaf.text == nil)
  }

  /// A `PreviewProvider` is read like `#Preview` for the names it leaves opaque (S122), and
  /// `.environmentObject` of such a value puts it in the environment: the scene runs.
  @Test func aPreviewProvidersOpaqueEnvironmentObjectIsListedAndRuns() throws {
    let source = """
      struct Screen: View {
        var body: some View { Text("ready") }
      }
      struct Screen_Previews: PreviewProvider {
        static var previews: some View { Screen().environmentObject(Zorbulator()) }
      }
      """
    #expect(Self.errors(source).isEmpty)
    #expect(try Self.warnings(source).map { $0.prefix(18) } == ["5:63 warning[S122]"])
    let scene = try TestScene(source: source)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["ready"])
  }

  /// A snake-case name is a C function's (Darwin, SQLite) only when the file declares no value
  /// of that name: a local `intr_value` or a parameter `skip_days` is the program's own.
  @Test func aSnakeCaseLocalIsNotACFunction() throws {
    let source = """
      struct Screen: View {
        func days(skip_days: Int) -> Int { skip_days + 1 }
        var body: some View {
          let intr_value = 3
          Button("\\(intr_value) \\(days(skip_days: 2))") { _ = sqlite3_open(nil, nil) }
        }
      }
      """
    #expect(try Self.warnings(source).map { String($0.prefix(18)) } == ["5:57 warning[S120]"])
    #expect(
      try TestScene(source: source).first.tree.nodes(ofType: "Button").map(\.label) == ["3 3"])
  }

  @Test func thePrefixRuleCoversTheFrameworkFamiliesButNotTypos() throws {
    let source = """
      struct Screen: View {
        var body: some View {
          Button("Buzz") {
            UIImpactFeedbackGenerator(style: .medium).impactOccurred()
            CTFontManagerRegisterFontURLs([], .process, true, nil)
            let region = MKPointAnnotation()
            _ = region
          }
        }
      }
      """
    expectLines(
      try Self.warnings(source).joined(separator: "\n"),
      """
      4:7 warning[S120] `UIImpactFeedbackGenerator` (UIKit) is not simulated: the scene runs \
      with it as an opaque value ‹UIImpactFeedbackGenerator›, and stops where it depends on what \
      the value holds
      5:7 warning[S120] `CTFontManagerRegisterFontURLs` (CoreText) is not simulated: the scene \
      runs with it as an opaque value ‹CTFontManagerRegisterFontURLs›, and stops where it \
      depends on what the value holds
      6:20 warning[S120] `MKPointAnnotation` (MapKit) is not simulated: the scene runs with it \
      as an opaque value ‹MKPointAnnotation›, and stops where it depends on what the value holds
      """)
    let typo = Self.errors(
      """
      struct Screen: View {
        var body: some View { Button("x") { _ = UIColr(white: 1, alpha: 1) } }
      }
      """)
    #expect(typo.map(\.code) == ["S103"])
    #expect(typo.first?.arguments["similar"] == "UIColor")
  }

  @Test func macrosAndTimeTypesInActionsAreWarnings() throws {
    let source = """
      struct Screen: View {
        var body: some View {
          Button("Later") {
            _ = #URL("https://example.com")
            _ = OperationQueue.main
          }
        }
      }
      """
    expectLines(
      try Self.warnings(source).joined(separator: "\n"),
      """
      4:11 warning[S121] `#URL` is not simulated: the scene runs, and stops with an error \
      if it reaches this line
      5:11 warning[S114] `OperationQueue` is not simulated: only the main queue, timers and tasks \
      run on idlab's clock; the scene runs, and stops with an error if it reaches this line
      """)
    let scene = try TestScene(source: source)
    let failure = try #require(try scene.perform(#"tap "Later""#).error)
    #expect(failure.id == "not-simulated")
    #expect(failure.arguments == ["name": "#URL"])
    #expect(failure.line == 4)
    #expect(failure.column == 11)
  }

  @Test func anSDKNameInTheFirstRenderIsShownOpaque() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          var body: some View {
            Text("\\(UIPasteboard.general)")
          }
        }
        """)
    #expect(scene.run.steps[0].outcome.error == nil)
    #expect(scene.first.tree.texts == ["‹UIPasteboard›"])
  }

  @Test func logStoresAndXCTestNamesAreWarningsNotUnknownTypes() throws {
    let source = """
      struct Screen: View {
        var body: some View {
          Button("Export") {
            let store = try? OSLogStore(scope: .currentProcessIdentifier)
            XCTAssertNotNil(store)
          }
        }
      }
      """
    expectLines(
      try Self.warnings(source).joined(separator: "\n"),
      """
      4:24 warning[S120] `OSLogStore` (OSLog) is not simulated: the scene runs with it as an \
      opaque value ‹OSLogStore›, and stops where it depends on what the value holds
      5:7 warning[S120] `XCTAssertNotNil` (XCTest) is not simulated: the scene runs with it as \
      an opaque value ‹XCTAssertNotNil›, and stops where it depends on what the value holds
      """)
    #expect(try TestScene(source: source).perform(#"tap "Export""#).error == nil)
  }

  @Test func anAttributedStringIsSimulatedAsItsCharacters() throws {
    let source = """
      struct Screen: View {
        @State private var note = AttributedString("Draft")
        var body: some View {
          VStack {
            Text(note)
            Text(AttributedString(localized: "Welcome"))
            Button("Sign") { note = AttributedString("Signed") }
          }
        }
      }
      """
    #expect(try Self.warnings(source).isEmpty)
    let scene = try TestScene(source: source)
    #expect(scene.first.tree.texts == ["Draft", "Welcome"])
    let signed = try scene.perform(#"tap "Sign""#)
    #expect(signed.tree.state("note") == .string("Signed"))
    #expect(signed.tree.texts == ["Signed", "Welcome"])
  }

  static let shuffler = """
    let chime = UINotificationFeedbackGenerator()
    struct Shuffler: View {
      @State private var items = [1, 2, 3]
      let haptic = UIImpactFeedbackGenerator(style: .medium)
      var body: some View {
        VStack {
          ForEach(items, id: \\.self) { item in Text("\\(item)") }
          Button("Reverse") { items.reverse() }
          Button("Buzz") { haptic.impactOccurred() }
          Button("Chime") { chime.notificationOccurred(.success) }
        }
      }
    }
    """

  @Test func aStoredLetThatReachesAnSDKNameRunsOpaque() throws {
    let scene = try TestScene(source: Self.shuffler)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["1", "2", "3"])
    let reversed = try scene.perform(#"tap "Reverse""#)
    #expect(reversed.error == nil)
    #expect(reversed.tree.texts == ["3", "2", "1"])
    // A haptic changes nothing on the screen: the action runs to its end.
    let buzz = try scene.perform(#"tap "Buzz""#)
    #expect(buzz.error == nil)
    #expect(buzz.tree.texts == ["3", "2", "1"])
  }

  @Test func aGlobalThatReachesAnSDKNameRunsOpaque() throws {
    let scene = try TestScene(source: Self.shuffler)
    #expect(try scene.perform(#"tap "Chime""#).error == nil)
    #expect(scene.run.steps[0].outcome.tree.texts == ["1", "2", "3"])
  }

  @Test func aDeclaredTypeWinsOverTheTable() throws {
    let source = """
      struct LAContext {
        func log(_ text: String) -> String { "logged " + text }
      }
      struct Screen: View {
        var body: some View { Text(LAContext().log("x")) }
      }
      """
    #expect(try Self.warnings(source).isEmpty)
    #expect(try TestScene(source: source).first.tree.texts == ["logged x"])
  }

  @Test func localizedStringsReturnTheirKeyAndNSLogPrints() throws {
    let source = """
      struct Screen: View {
        var body: some View {
          VStack {
            Text(NSLocalizedString("greeting", comment: "the first line"))
            Text(NSLocalizedString("farewell", value: "Bye", comment: ""))
            Text(String(localized: "title"))
            Text(String(localized: "subtitle", defaultValue: "Welcome"))
          }
          .onAppear { NSLog("shown") }
        }
      }
      """
    #expect(try Self.warnings(source).isEmpty)
    let scene = try TestScene(source: source)
    #expect(scene.first.tree.texts == ["greeting", "Bye", "title", "Welcome"])
  }

  @Test func keychainCallsAreSecurityWarningsAndFailWhereTheResultIsCompared() throws {
    let source = """
      struct Vault: View {
        @State private var saved = false
        func store(_ query: [String: String]) -> Bool {
          let status = SecItemAdd(query as CFDictionary, nil)
          return status == errSecSuccess
        }
        var body: some View {
          Button("Store") { saved = store(["account": "me"]) }
        }
      }
      """
    expectLines(
      try Self.warnings(source).joined(separator: "\n"),
      """
      4:18 warning[S120] `SecItemAdd` (Security) is not simulated: the scene runs with it as an \
      opaque value ‹SecItemAdd›, and stops where it depends on what the value holds
      5:22 warning[S120] `errSecSuccess` (Security) is not simulated: the scene runs with it as \
      an opaque value ‹errSecSuccess›, and stops where it depends on what the value holds
      """)
    let scene = try TestScene(source: source)
    // The status is opaque; comparing it is where the run depends on what it holds.
    let failure = try #require(try scene.perform(#"tap "Store""#).error)
    #expect(failure.id == "depends-on-unmodelled")
    #expect(failure.arguments == ["name": "SecItemAdd"])
    #expect(failure.line == 5)
    #expect(AppleSDKNames.framework(of: "kSecClass") == "Security")
    #expect(AppleSDKNames.framework(of: "kCFBooleanTrue") == "CoreFoundation")
    #expect(AppleSDKNames.framework(of: "Second") == nil, "a lowercase letter after `Sec`")
  }

  @Test func theTableIsSortedAndEveryPrefixIsAFamily() {
    let names = AppleSDKNames.entries.map(\.name)
    #expect(names == names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    #expect(Set(names).count == names.count)
    #expect(
      Set(AppleSDKNames.prefixes.map(\.prefix))
        == [
          "UI", "NS", "CG", "CF", "CT", "CL", "MK", "AV", "WK", "PDF", "XC", "Sec", "errSec",
          "PH", "CI", "IO", "HK", "CK", "SCN", "AR", "UN", "LA", "EK", "CN", "VN", "NW", "CB",
          "CM", "MP",
        ])
    #expect(AppleSDKNames.framework(of: "kCTFontNameAttribute") == "CoreText", "`k` and a family")
    #expect(AppleSDKNames.framework(of: "UItility") == nil, "a lowercase letter after the prefix")
    #expect(AppleSDKNames.framework(of: "NSLayoutManager") == "Foundation")
    #expect(AppleSDKNames.framework(of: "Unicorn") == nil)
    #expect(AppleSDKNames.framework(of: "XCTAssertEqual") == "XCTest")
    #expect(AppleSDKNames.framework(of: "OSLogStore") == "OSLog")
    #expect(AppleSDKNames.framework(of: "AudioServicesPlaySystemSound") == "AudioToolbox")
    #expect(AppleSDKNames.framework(of: "CIDetector") == "CoreImage")
    #expect(AppleSDKNames.framework(of: "PHPickerConfiguration") == "Photos")
    #expect(AppleSDKNames.framework(of: "Photo") == nil)
    // A framework's C constants: `k` before the prefix.
    #expect(AppleSDKNames.framework(of: "kCTFontNameAttribute") == "CoreText")
    #expect(AppleSDKNames.framework(of: "kind") == nil)
    #expect(AppleSDKNames.framework(of: "kCount") == nil)
  }

  /// A static method the program declares in its extension of an SDK type it does not
  /// simulate (`extension FileManager { static func greeting(name:) }`) is the program's own:
  /// no S120 where it is called, and it runs. Sample 52 warned that `FileManager.loadImage` was
  /// not simulated, then ran the program's function.
  @Test func aStaticTheProgramAddsToAnSDKTypeIsNotWarnedAbout() throws {
    let source = """
      extension FileManager {
        static func greeting(name: String) -> String { "Hello \\(name)" }
      }
      struct Screen: View {
        var body: some View { Text(FileManager.greeting(name: "Ann")) }
      }
      """
    #expect(try Self.warnings(source).isEmpty)
    let scene = try TestScene(source: source)
    #expect(scene.first.tree.texts == ["Hello Ann"])
    // Another type's static of the name an SDK member has silences nothing: it is `Color`'s.
    let other = """
      extension Color {
        static func dataTaskPublisher(for seed: URL) -> Color { .red }
      }
      struct Screen: View {
        var body: some View {
          Text("x").onAppear {
            _ = URLSession.shared.dataTaskPublisher(for: URL(string: "https://a.b")!)
          }
        }
      }
      """
    #expect(try Self.warnings(other).contains { $0.contains("[S120]") })
  }

  /// `NSClassFromString("XCTest")`: a preview and the app run outside a test host, so XCTest's
  /// classes are not loaded and the call gives nil (Apple, `NSClassFromString(_:)`: "nil if no
  /// class by that name is currently loaded"); a class of the program is found by its
  /// module-qualified name only, as the Objective-C runtime registers Swift classes; another
  /// name is an SDK class, opaque and listed. No S120 for the function. Sample 53: three scenes
  /// stopped on a test-host check that only chose a store's file.
  @Test func aTestHostCheckFindsNoXCTest() throws {
    let source = """
      final class Store { static let shared = Store() }
      struct Badge: View {
        var body: some View {
          VStack {
            Text(NSClassFromString("XCTest") == nil ? "app" : "tests")
            Text(NSClassFromString("Store") == nil ? "none" : "Store")
            Text(NSClassFromString("App.Store") == nil ? "none" : "Store")
          }
        }
      }
      """
    #expect(try Self.warnings(source).isEmpty)
    let scene = try TestScene(source: source)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["app", "none", "Store"])
  }
}
