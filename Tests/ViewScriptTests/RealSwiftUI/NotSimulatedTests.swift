import IdentityEngine
import Testing

@testable import ViewScript

/// Apple SDK names idlab knows and does not simulate: a located warning before the run, a
/// `not-simulated` failure at the line that reaches one, and typos still rejected.
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
            let data = try? FileManager().contentsOfDirectory(atPath: "/")
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
      13:25 warning[S120] `FileManager` (Foundation) is not simulated: the scene runs, and stops \
      with an error if it reaches this line
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

  @Test func tappingTheButtonStopsAtTheEncoderWithALocatedFailure() throws {
    let scene = try TestScene(source: Self.saver)
    let tapped = try scene.perform(#"tap "Save""#)
    let failure = try #require(tapped.error)
    #expect(failure.id == "not-simulated")
    #expect(failure.messageKey == "runtime.not-simulated")
    #expect(failure.arguments == ["name": "FileManager"])
    #expect(failure.message == "`FileManager` is not simulated")
    #expect(failure.line == 13)
    #expect(failure.column == 25)
    // The statement before the encoder ran; the first render keeps its output.
    #expect(scene.run.steps[0].outcome.error == nil)
    #expect(scene.run.steps[0].outcome.tree.texts == ["milk"])
    #expect(tapped.tree.state("saved") == .int(1))
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

  @Test func anUnknownNameFarFromEveryKnownOneHasNoSuggestion() {
    let found = Self.errors(
      """
      struct Screen: View {
        var body: some View { Zorbulator() }
      }
      """)
    #expect(found.map(\.code) == ["S103"])
    #expect(found.first?.arguments == ["name": "Zorbulator"])
    #expect(found.first?.helpKey == "diag.S103.help")
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
      4:7 warning[S120] `UIImpactFeedbackGenerator` (UIKit) is not simulated: the scene runs, \
      and stops with an error if it reaches this line
      5:7 warning[S120] `CTFontManagerRegisterFontURLs` (CoreText) is not simulated: the scene \
      runs, and stops with an error if it reaches this line
      6:20 warning[S120] `MKPointAnnotation` (MapKit) is not simulated: the scene runs, and \
      stops with an error if it reaches this line
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

  @Test func anSDKNameInTheFirstRenderFailsThatStepInsteadOfRejectingTheScene() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          var body: some View {
            Text("\\(UIPasteboard.general)")
          }
        }
        """)
    let failure = try #require(scene.run.steps[0].outcome.error)
    #expect(failure.id == "not-simulated")
    #expect(failure.arguments == ["name": "UIPasteboard"])
    #expect(failure.line == 3)
    #expect(failure.column == 13)
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
      4:24 warning[S120] `OSLogStore` (OSLog) is not simulated: the scene runs, and stops with \
      an error if it reaches this line
      5:7 warning[S120] `XCTAssertNotNil` (XCTest) is not simulated: the scene runs, and stops \
      with an error if it reaches this line
      """)
    let failure = try #require(try TestScene(source: source).perform(#"tap "Export""#).error)
    #expect(failure.id == "not-simulated")
    #expect(failure.arguments == ["name": "OSLogStore"])
    #expect((failure.line, failure.column) == (4, 24))
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

  @Test func aStoredLetThatReachesAnSDKNameFailsWhereItIsUsed() throws {
    let scene = try TestScene(source: Self.shuffler)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["1", "2", "3"])
    let reversed = try scene.perform(#"tap "Reverse""#)
    #expect(reversed.error == nil)
    #expect(reversed.tree.texts == ["3", "2", "1"])
    // The property's own initializer fails, at its line, when the action uses it.
    let buzz = try #require(try scene.perform(#"tap "Buzz""#).error)
    #expect(buzz.id == "not-simulated")
    #expect(buzz.arguments == ["name": "UIImpactFeedbackGenerator"])
    #expect((buzz.line, buzz.column) == (4, 16))
  }

  @Test func aGlobalThatReachesAnSDKNameFailsWhenFirstRead() throws {
    let scene = try TestScene(source: Self.shuffler)
    let chime = try #require(try scene.perform(#"tap "Chime""#).error)
    #expect(chime.arguments == ["name": "UINotificationFeedbackGenerator"])
    #expect((chime.line, chime.column) == (1, 13))
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

  @Test func keychainCallsAreSecurityWarningsAndFailWhereTheyRun() throws {
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
      4:18 warning[S120] `SecItemAdd` (Security) is not simulated: the scene runs, and stops \
      with an error if it reaches this line
      5:22 warning[S120] `errSecSuccess` (Security) is not simulated: the scene runs, and stops \
      with an error if it reaches this line
      """)
    let scene = try TestScene(source: source)
    let failure = try #require(try scene.perform(#"tap "Store""#).error)
    #expect(failure.id == "not-simulated")
    #expect(failure.arguments == ["name": "SecItemAdd"])
    #expect(failure.line == 4)
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
          "UI", "NS", "CG", "CF", "CT", "CL", "MK", "AV", "WK", "PDF", "XC", "Sec", "kSec",
          "errSec", "kCF", "kCT", "PH",
        ])
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
}
