import Audit
import Foundation
import Testing

/// One rule example as a test case, named after its rule and position.
struct ExampleCase: CustomTestStringConvertible, Sendable {
  let rule: any AuditRule
  let example: RuleExample
  let triggers: Bool
  let index: Int

  var testDescription: String {
    "\(rule.id) \(triggers ? "triggering" : "non-triggering") #\(index + 1)"
  }

  /// Every example of every rule.
  static let all: [ExampleCase] = Auditor.allRules.flatMap { rule in
    rule.description.triggeringExamples.enumerated().map {
      ExampleCase(rule: rule, example: $1, triggers: true, index: $0)
    }
      + rule.description.nonTriggeringExamples.enumerated().map {
        ExampleCase(rule: rule, example: $1, triggers: false, index: $0)
      }
  }
}

/// Each rule's examples are its tests: a finding at every `↓`, and nowhere else.
@Suite struct RuleExampleTests {
  /// The rule ids, as documented in docs/audit.md and the catalogs.
  static let expectedRuleIDs = [
    "foreach-index-id", "self-id-not-unique", "foreach-non-constant-range",
    "id-changes-every-read", "volatile-id-modifier", "if-else-same-view",
    "conditional-modifier", "anyview-type-switch",
  ]

  @Test func everyRuleIsRegisteredOnce() {
    #expect(Auditor.allRules.map(\.id) == Self.expectedRuleIDs)
  }

  @Test(arguments: Auditor.allRules.map(\.id))
  func everyRuleHasThreeExamplesOfEachKind(id: String) throws {
    let rule = try #require(Auditor.rule(id: id))
    #expect(rule.description.triggeringExamples.count >= 3)
    #expect(rule.description.nonTriggeringExamples.count >= 3)
    for example in rule.description.triggeringExamples {
      #expect(!example.markerLocations.isEmpty, "a triggering example needs a ↓ marker")
    }
    for example in rule.description.nonTriggeringExamples {
      #expect(example.markerLocations.isEmpty, "a non-triggering example has no ↓ marker")
    }
  }

  @Test(arguments: ExampleCase.all)
  func exampleFindsExactlyItsMarkers(_ testCase: ExampleCase) {
    let report = Auditor(rules: [testCase.rule]).audit(
      source: testCase.example.code, path: "Example.swift")
    #expect(report.problems.isEmpty, "the example must parse: \(report.problems)")
    let found = report.findings.map { SourcePoint(line: $0.line, column: $0.column) }
    #expect(found == testCase.example.markerLocations)
    let severity = testCase.example.severity ?? testCase.rule.description.severity
    for finding in report.findings {
      #expect(finding.ruleID == testCase.rule.id)
      #expect(finding.severity == severity)
    }
  }
}

/// Warnings that cannot happen in the app as the project stands become notes saying why
/// (docs/audit.md, "How it decides"): a view nothing builds, a file its Xcode project does not
/// compile. Both need the project: each example is a folder.
@Suite struct ProjectReachExampleTests {
  /// A view `name` whose rows are keyed by position over a list a button shortens.
  static func hazard(_ name: String, builds other: String = "", access: String = "") -> String {
    """
    \(access)struct \(name): View {
      @State var names = ["Ann", "Bo"]
      \(access)var body: some View {
        ForEach(names.indices, id: \\.self) { i in TextField("", text: $names[i]) }
        Button("Drop") { names.removeFirst() }
        \(other)
      }
    }

    """
  }

  /// The severity and demotion key of each finding, by the view's name (the file's first line).
  static func outcomes(_ report: AuditReport) -> [String: String] {
    var outcomes: [String: String] = [:]
    for finding in report.findings {
      let view = finding.demotion?.arguments["view"] ?? finding.path
      outcomes["\(finding.path):\(finding.line)"] =
        "\(finding.severity.rawValue) \(finding.demotion?.key ?? "-") \(view)"
    }
    return outcomes
  }

  /// Audits an app folder: `Fleet`, an `@main` app whose window shows `Shown`, and `files` (path
  /// → text).
  static func auditApp(_ files: [String: String]) throws -> AuditReport {
    let root = try AuditorInputTests.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try AuditorInputTests.write(
      "@main struct Fleet: App { var body: some Scene { WindowGroup { Shown() } } }",
      "App/Fleet.swift", in: root)
    for (path, text) in files { try AuditorInputTests.write(text, path, in: root) }
    return Auditor().audit(paths: ["App"], currentDirectory: root.path)
  }

  @Test func aViewNothingBuildsIsANote() throws {
    let root = try AuditorInputTests.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try AuditorInputTests.write(
      "@main struct Fleet: App { var body: some Scene { WindowGroup { Shown() } } }",
      "App/Fleet.swift", in: root)
    // Line 4 of each file is its `ForEach`.
    try AuditorInputTests.write(
      Self.hazard("Shown", builds: "Inner()"), "App/Shown.swift", in: root)
    try AuditorInputTests.write(Self.hazard("Inner"), "App/Inner.swift", in: root)
    try AuditorInputTests.write(
      Self.hazard("Dead", builds: "// Shown()\nGhost()"), "App/Dead.swift", in: root)
    try AuditorInputTests.write(Self.hazard("Ghost"), "App/Ghost.swift", in: root)
    try AuditorInputTests.write(
      Self.hazard("Sketch") + "#Preview { Sketch() }", "App/Sketch.swift", in: root)
    try AuditorInputTests.write(
      Self.hazard("Card", access: "public "), "App/Card.swift", in: root)
    let report = Auditor().audit(paths: ["App"], currentDirectory: root.path)
    #expect(
      Self.outcomes(report) == [
        "App/Shown.swift:4": "warning - App/Shown.swift",
        "App/Inner.swift:4": "warning - App/Inner.swift",
        "App/Dead.swift:4": "note audit.demoted.unbuilt-view Dead",
        "App/Ghost.swift:4": "note audit.demoted.unbuilt-view Ghost",
        "App/Sketch.swift:4": "warning - App/Sketch.swift",
        "App/Card.swift:4": "warning - App/Card.swift",
      ])
    // Audited alone, a file cannot tell what the rest of its project builds.
    let alone = Auditor().audit(paths: ["App/Dead.swift"], currentDirectory: root.path)
    #expect(alone.findings.map(\.severity) == [.warning])
  }

  /// A type nested in another and named like a view, `Query.Results`, is not that view: a
  /// `public` one does not make the view a library's, and writing `Query.Results(…)` or
  /// `extension Query.Results` builds nothing (audit sample AN: nine findings in rows built
  /// only by a view `Results` nothing builds stayed warnings); `Kit.Panel()` builds the view
  /// `Panel` nested in `Kit`. Expected by hand.
  @Test func aNestedTypeOfAViewsNameDoesNotBuildTheView() throws {
    let report = try Self.auditApp([
      "App/Shown.swift": Self.hazard("Shown", builds: "Kit.Panel()"),
      "App/Kit.swift": """
      enum Kit {
        struct Panel: View {
          @State var names = ["Ann", "Bo"]
          var body: some View {
            ForEach(names.indices, id: \\.self) { i in TextField("", text: $names[i]) }
            Button("Drop") { names.removeFirst() }
          }
        }
      }
      """,
      "App/Results.swift": Self.hazard("Results", builds: "Row()"),
      "App/Row.swift": Self.hazard("Row"),
      "App/Query.swift": """
      public enum Query {
        public struct Results { let terms: [String] }
      }
      extension Query.Results {
        func again() -> Results { Results(terms: terms) }
      }
      enum Search {
        static func run() -> Query.Results { Query.Results(terms: []) }
      }
      """,
    ])
    #expect(
      Self.outcomes(report) == [
        "App/Shown.swift:4": "warning - App/Shown.swift",
        "App/Kit.swift:5": "warning - App/Kit.swift",
        "App/Results.swift:4": "note audit.demoted.unbuilt-view Results",
        "App/Row.swift:4": "note audit.demoted.unbuilt-view Row",
      ])
  }

  /// Fresh ids made in a model's method whose only call is commented out reach no view: a note
  /// that says nothing calls it (audit sample AN: four `links(start:end:)` whose calls were
  /// commented out); once a view's body calls it, the warning stands. A property of the same
  /// name (`self.hits`) is no call.
  @Test func freshIDsInAMethodNothingCallsAreANote() throws {
    func report(showing data: String) throws -> [String] {
      try Self.auditApp([
        "App/Shown.swift": """
        struct Shown: View {
          @State private var hits: [Hit] = []
          var body: some View {
            ForEach(\(data)) { Text($0.title) }
          }
        }
        """,
        "App/Store.swift": """
        struct Hit: Identifiable {
          var id = UUID()
          let title: String
        }
        final class Store {
          func hits() -> [Hit] {
            var found: [Hit] = []
            for title in ["a", "b"] { found.append(Hit(title: title)) }
            return found
          }
        }
        """,
      ]).findings.filter { $0.ruleID == "id-changes-every-read" }.map {
        "\($0.path):\($0.line) \($0.severity.rawValue) \($0.demotion?.key ?? "-")"
      }
    }
    #expect(
      try report(showing: "self.hits /* Store().hits() */") == [
        "App/Store.swift:8 note audit.demoted.uncalled-helper"
      ])
    #expect(try report(showing: "Store().hits()") == ["App/Store.swift:8 warning -"])
  }

  /// A name qualified by something that is not one of the project's types (`Self.Row()`, a
  /// module's `Kit.Card()`) builds the view of that simple name; a `public` top-level type
  /// whose `View` conformance is in an extension is a library's view (review of session 23).
  @Test func selfAndModuleQualifiedNamesBuildTheirViews() throws {
    let report = try Self.auditApp([
      "App/Shown.swift": Self.hazard("Shown", builds: "Self.Row()\nKit.Card()"),
      "App/Row.swift": Self.hazard("Row"),
      "App/Card.swift": Self.hazard("Card"),
      "App/Badge.swift": """
      public struct Badge {
        @State var names = ["Ann", "Bo"]
        public var body: some View {
          ForEach(names.indices, id: \\.self) { i in TextField("", text: $names[i]) }
          Button("Drop") { names.removeFirst() }
        }
      }
      extension Badge: View {}
      """,
    ])
    #expect(
      Self.outcomes(report) == [
        "App/Shown.swift:4": "warning - App/Shown.swift",
        "App/Row.swift:4": "warning - App/Row.swift",
        "App/Card.swift:4": "warning - App/Card.swift",
        "App/Badge.swift:4": "warning - App/Badge.swift",
      ])
  }

  /// A view whose name does not start with an uppercase letter is taken as built: its uses read
  /// like function calls (audit sample W: a lowercase `tabButton` view the app builds, and a
  /// `_6_Loading` view its `#Preview` builds, were said to be built by nothing). An uppercase
  /// view nothing builds is still a note.
  @Test func aViewNamedLikeAFunctionIsTakenAsBuilt() throws {
    let root = try AuditorInputTests.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try AuditorInputTests.write(
      "@main struct Fleet: App { var body: some Scene { WindowGroup { Shown() } } }",
      "App/Fleet.swift", in: root)
    try AuditorInputTests.write(
      Self.hazard("Shown", builds: "tabButton()"), "App/Shown.swift", in: root)
    try AuditorInputTests.write(Self.hazard("tabButton"), "App/Tab.swift", in: root)
    try AuditorInputTests.write(
      Self.hazard("_6_Loading") + "#Preview { _6_Loading() }", "App/Loading.swift", in: root)
    try AuditorInputTests.write(Self.hazard("Ghost"), "App/Ghost.swift", in: root)
    let report = Auditor().audit(paths: ["App"], currentDirectory: root.path)
    #expect(
      Self.outcomes(report) == [
        "App/Shown.swift:4": "warning - App/Shown.swift",
        "App/Tab.swift:4": "warning - App/Tab.swift",
        "App/Loading.swift:4": "warning - App/Loading.swift",
        "App/Ghost.swift:4": "note audit.demoted.unbuilt-view Ghost",
      ])
  }

  /// A helper whose only calls are in another helper nothing calls is not called either:
  /// "called" is transitive (audit sample U: a `.if` helper used only by a debug helper kept its
  /// warning). Once a view calls the outer helper, both are called, and the warning stands.
  @Test func aHelperCalledOnlyByAnUncalledHelperIsANote() throws {
    let helpers = """
      extension View {
        @ViewBuilder func when(_ on: Bool, transform: (Self) -> some View) -> some View {
          if on { transform(self) } else { self }
        }
        func audited(_ label: String?) -> some View { self.when(label != nil) { $0.padding() } }
      }
      """
    for called in [false, true] {
      let report = try Self.auditApp([
        "App/Helpers.swift": helpers,
        "App/Shown.swift": """
        struct Shown: View {
          @State var on = false
          var body: some View {
            Text("Hi")\(called ? ".audited(on ? \"x\" : nil)" : "")
            Toggle("On", isOn: $on)
          }
        }
        """,
      ])
      let found = report.findings.filter { $0.path == "App/Helpers.swift" }
      #expect(found.map(\.line) == [2], "\(report.findings)")
      #expect(found.map(\.severity) == [called ? .warning : .note])
      #expect(found.first?.demotion?.key == (called ? nil : "audit.demoted.uncalled-helper"))
    }
  }

  /// A view modifier whose only use is in an `extension View` helper is built only when
  /// something calls that helper: uncalled, the modifier's own hazard is a note (audit sample
  /// AC: a glass modifier applied by a helper nothing calls); once a view calls the helper, its
  /// warning stands.
  @Test func aModifierBuiltOnlyByAnUncalledHelperIsANote() throws {
    for called in [false, true] {
      let report = try Self.auditApp([
        "App/Glass.swift": """
        struct Glass: ViewModifier {
          @State var names = ["Ann", "Bo"]
          func body(content: Content) -> some View {
            ForEach(names.indices, id: \\.self) { i in TextField("", text: $names[i]) }
            Button("Drop") { names.removeFirst() }
          }
        }
        extension View { func glass() -> some View { modifier(Glass()) } }
        """,
        "App/Shown.swift": """
        struct Shown: View {
          var body: some View { Text("Hi")\(called ? ".glass()" : "") }
        }
        """,
      ])
      let found = report.findings.filter { $0.path == "App/Glass.swift" }
      #expect(found.map(\.line) == [4], "\(report.findings)")
      #expect(found.map(\.severity) == [called ? .warning : .note])
    }
  }

  /// A finding inside the rows of a `ForEach` over a local of the body whose elements get new
  /// ids on every render is a note: those rows are replaced each time anyway (audit sample W:
  /// a branch on the row index inside such rows). Over rows with stable ids it stays a warning.
  @Test func aFindingInsideRowsMadeAnewOnEveryRenderIsANote() {
    func source(id: String) -> String {
      """
      struct Breaches: View {
        private struct Mark: Identifiable { \(id); let month: Int }
        @State private var months = [1, 2]
        var body: some View {
          let marks: [Mark] = { months.map { Mark(month: $0) } }()
          ForEach(Array(marks.enumerated()), id: \\.element.id) { index, mark in
            if index == 0 {
              Text("\\(mark.month)").bold()
            } else {
              Text("\\(mark.month)")
            }
          }
          Button("More") { months.insert(0, at: 0) }
        }
      }
      """
    }
    let fresh = Auditor().audit(source: source(id: "let id = UUID()"), path: "Breaches.swift")
    let branch = fresh.findings.first { $0.ruleID == "if-else-same-view" }
    #expect(branch?.severity == .note, "\(fresh.findings)")
    #expect(branch?.demotion?.key == "audit.demoted.fresh-rows")
    #expect(branch?.demotion?.arguments == ["collection": "marks", "line": "5"])
    #expect(fresh.findings.contains { $0.ruleID == "id-changes-every-read" && $0.line == 5 })
    let stable = Auditor().audit(
      source: source(id: "var id: Int { month }"), path: "Breaches.swift")
    let kept = stable.findings.first { $0.ruleID == "if-else-same-view" }
    #expect(kept?.severity == .warning, "\(stable.findings)")
  }

  /// A helper whose only call is in a view nothing builds is not called (audit sample W: a
  /// `.if` helper called only by a symbol view no screen showed kept its warning); once the
  /// app builds that view, the warning stands.
  @Test func aHelperCalledOnlyInAViewNothingBuildsIsANote() throws {
    let helpers = """
      extension View {
        @ViewBuilder func when(_ on: Bool, transform: (Self) -> some View) -> some View {
          if on { transform(self) } else { self }
        }
      }
      """
    for built in [false, true] {
      let root = try AuditorInputTests.folder()
      defer { try? FileManager.default.removeItem(at: root) }
      try AuditorInputTests.write(
        "@main struct Fleet: App { var body: some Scene { WindowGroup { \(built ? "Symbol()" : "Text(\"x\")") } } }",
        "App/Fleet.swift", in: root)
      try AuditorInputTests.write(helpers, "App/Helpers.swift", in: root)
      try AuditorInputTests.write(
        """
        struct Symbol: View {
          @State var big = false
          var body: some View {
            Text("S").when(big) { $0.padding() }
            Button("Big") { big.toggle() }
          }
        }
        """, "App/Symbol.swift", in: root)
      let report = Auditor().audit(paths: ["App"], currentDirectory: root.path)
      let found = report.findings.filter { $0.path == "App/Helpers.swift" }
      #expect(found.map(\.severity) == [built ? .warning : .note], "\(report.findings)")
      #expect(found.first?.demotion?.key == (built ? nil : "audit.demoted.uncalled-helper"))
    }
  }

  /// A member call on a plain variable in a type that builds no view (`list.uniqued()` on an
  /// array in a model class) does not call an `extension View` helper of that name, whose
  /// receiver is a view (audit sample V); a view's call does, and so does a plain enum's
  /// function that takes and returns a view.
  @Test func aModelsMemberCallOfTheSameNameDoesNotCallAViewHelper() throws {
    let helpers = """
      extension View {
        func uniqued() -> some View { self.id(UUID()) }
      }
      extension Array where Element: Hashable {
        func uniqued() -> [Element] { Array(Set(self)) }
      }
      """
    let callers = [
      "final class Store { var list = [1, 1]; func clean() { list = list.uniqued() } }",
      "struct Shown: View { var body: some View { Text(\"Hi\").uniqued() } }",
      "enum Look { static func apply(_ content: some View) -> some View { content.uniqued() } }",
    ]
    for (index, caller) in callers.enumerated() {
      let root = try AuditorInputTests.folder()
      defer { try? FileManager.default.removeItem(at: root) }
      try AuditorInputTests.write(
        "@main struct Fleet: App { var body: some Scene { WindowGroup { Shown() } } }",
        "App/Fleet.swift", in: root)
      try AuditorInputTests.write(helpers, "App/Helpers.swift", in: root)
      try AuditorInputTests.write(caller, "App/Caller.swift", in: root)
      let report = Auditor().audit(paths: ["App"], currentDirectory: root.path)
      let found = report.findings.filter { $0.path == "App/Helpers.swift" }
      #expect(found.map(\.line) == [2], "\(report.findings)")
      #expect(found.map(\.severity) == [index == 0 ? .note : .warning], "\(caller)")
      #expect(found.first?.demotion?.key == (index == 0 ? "audit.demoted.uncalled-helper" : nil))
    }
  }

  /// Two apps of one repository that each declare a `Tasks` view: a name an app writes builds
  /// its own `Tasks`, so the app that only shows `Home` leaves its `Tasks` unbuilt (sample S).
  /// A view no app declares but a shared folder does is built by any app that names it.
  @Test func aNameBuildsItsOwnTargetsViewOfThatName() throws {
    let root = try AuditorInputTests.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try AuditorInputTests.write(
      "@main struct One: App { var body: some Scene { WindowGroup { Tasks() } } }",
      "Lessons/One/One.swift", in: root)
    try AuditorInputTests.write(
      Self.hazard("Tasks", builds: "Shared()"), "Lessons/One/Tasks.swift", in: root)
    try AuditorInputTests.write(
      "@main struct Two: App { var body: some Scene { WindowGroup { Home() } } }",
      "Lessons/Two/Two.swift", in: root)
    try AuditorInputTests.write(
      "struct Home: View { var body: some View { Text(\"Home\") } }", "Lessons/Two/Home.swift",
      in: root)
    try AuditorInputTests.write(Self.hazard("Tasks"), "Lessons/Two/Tasks.swift", in: root)
    try AuditorInputTests.write(Self.hazard("Shared"), "Lessons/Shared.swift", in: root)
    let report = Auditor().audit(paths: ["Lessons"], currentDirectory: root.path)
    #expect(
      Self.outcomes(report) == [
        "Lessons/One/Tasks.swift:4": "warning - Lessons/One/Tasks.swift",
        "Lessons/Two/Tasks.swift:4": "note audit.demoted.unbuilt-view Tasks",
        "Lessons/Shared.swift:4": "warning - Lessons/Shared.swift",
      ])
  }

  @Test func aHelperNothingCallsIsANote() throws {
    let root = try AuditorInputTests.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try AuditorInputTests.write(
      "@main struct Fleet: App { var body: some Scene { WindowGroup { Shown() } } }",
      "App/Fleet.swift", in: root)
    try AuditorInputTests.write(
      "struct Shown: View {\n  @State var big = false\n  var body: some View {\n"
        + "    Text(\"A\").when(big) { $0.bold() }\n"
        + "    Button(\"Big\") { big.toggle() }\n"
        + "    // Text(\"B\").if(true) { $0.bold() }\n  }\n}\n",
      "App/Shown.swift", in: root)
    // Lines 2 and 5: two helpers of one shape; only `when` is called.
    try AuditorInputTests.write(
      """
      extension View {
        @ViewBuilder func `if`(_ on: Bool, transform: (Self) -> some View) -> some View {
          if on { transform(self) } else { self }
        }
        @ViewBuilder func when(_ on: Bool, transform: (Self) -> some View) -> some View {
          if on { transform(self) } else { self }
        }
      }
      """, "App/View+If.swift", in: root)
    let report = Auditor().audit(paths: ["App"], currentDirectory: root.path)
    let outcomes = report.findings.map {
      "\($0.line) \($0.ruleID) \($0.severity.rawValue) \($0.demotion?.arguments["helper"] ?? "-")"
    }
    #expect(
      outcomes == [
        "2 conditional-modifier note if", "5 conditional-modifier warning -",
      ])
  }

  @Test func aFileItsXcodeProjectDoesNotCompileIsANote() throws {
    let listing = """
      A1 /* Shown.swift in Sources */ = {isa = PBXBuildFile; fileRef = B1 /* Shown.swift */; };
      A2 /* Home.swift in Sources */ = {isa = PBXBuildFile; fileRef = B2 /* Home.swift */; };
      """
    for (project, outcome) in [
      (listing, "note audit.demoted.outside-project"),
      ("", "warning -"),
    ] {
      let root = try AuditorInputTests.folder()
      defer { try? FileManager.default.removeItem(at: root) }
      try AuditorInputTests.write(project, "App/App.xcodeproj/project.pbxproj", in: root)
      try AuditorInputTests.write(
        Self.hazard("Shown", builds: "Old()"), "App/Shown.swift", in: root)
      try AuditorInputTests.write("let home = Shown()", "App/Home.swift", in: root)
      try AuditorInputTests.write(Self.hazard("Old"), "App/Old.swift", in: root)
      // A local package's file is its manifest's, whatever the project lists.
      try AuditorInputTests.write("// swift-tools-version:5.9", "App/Kit/Package.swift", in: root)
      try AuditorInputTests.write(
        Self.hazard("Row", access: "public "), "App/Kit/Sources/Kit/Row.swift", in: root)
      let report = Auditor().audit(paths: ["App"], currentDirectory: root.path)
      #expect(
        Self.outcomes(report) == [
          "App/Shown.swift:4": "warning - App/Shown.swift",
          "App/Old.swift:4": "\(outcome) App/Old.swift",
          "App/Kit/Sources/Kit/Row.swift:4": "warning - App/Kit/Sources/Kit/Row.swift",
        ], "\(project)")
      if outcome.hasPrefix("note") {
        let old = report.findings.first { $0.path == "App/Old.swift" }
        #expect(old?.demotion?.arguments == ["file": "Old.swift", "project": "App.xcodeproj"])
      }
    }
  }

  /// A build file names a file; the file it compiles is the one its reference's groups lead to
  /// (Xcode's project format: each group's `path` from its parent's): an old copy of the same
  /// name in another folder is compiled by no target (audit sample AN; AL's stale copy). A
  /// project whose reference lies outside its groups (`sourceTree = SDKROOT`) decides nothing.
  /// Expected by hand from the project below.
  @Test func anOldCopyOfACompiledFilesNameIsNotCompiled() throws {
    func project(_ tree: String) -> String {
      """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjectVersion = 56;
      \tobjects = {
      \t\tA1 /* Shown.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1; };
      \t\tA2 /* Home.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2; };
      \t\tA3 /* Widget.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3; };
      \t\tF1 = {isa = PBXFileReference; path = Shown.swift; sourceTree = "<group>"; };
      \t\tF2 = {isa = PBXFileReference; path = Home.swift; sourceTree = "<group>"; };
      \t\tF3 = {isa = PBXFileReference; path = Widget.swift; sourceTree = "\(tree)"; };
      \t\tG0 = {isa = PBXGroup; children = (F1, F2, G1); sourceTree = "<group>"; };
      \t\tG1 = {isa = PBXGroup; children = (G2); path = Views; sourceTree = "<group>"; };
      \t\tG2 = {isa = PBXGroup; children = (F3); path = Current; sourceTree = "<group>"; };
      \t\tS1 = {isa = PBXSourcesBuildPhase; files = (A1, A2, A3); };
      \t\tP1 = {isa = PBXProject; mainGroup = G0; };
      \t};
      \trootObject = P1;
      }
      """
    }
    for tree in ["<group>", "SDKROOT"] {
      let root = try AuditorInputTests.folder()
      defer { try? FileManager.default.removeItem(at: root) }
      try AuditorInputTests.write(project(tree), "App/App.xcodeproj/project.pbxproj", in: root)
      try AuditorInputTests.write(
        Self.hazard("Shown", builds: "Widget()\nOldWidget()"), "App/Shown.swift", in: root)
      try AuditorInputTests.write("let home = Shown()", "App/Home.swift", in: root)
      try AuditorInputTests.write(Self.hazard("Widget"), "App/Views/Current/Widget.swift", in: root)
      try AuditorInputTests.write(Self.hazard("OldWidget"), "App/Views/Old/Widget.swift", in: root)
      let report = Auditor().audit(paths: ["App"], currentDirectory: root.path)
      let outcomes = Self.outcomes(report).mapValues {
        $0.split(separator: " ").prefix(2).joined(separator: " ")
      }
      #expect(
        outcomes == [
          "App/Shown.swift:4": "warning -",
          "App/Views/Current/Widget.swift:4": "warning -",
          "App/Views/Old/Widget.swift:4": tree == "SDKROOT"
            ? "warning -" : "note audit.demoted.outside-project",
        ], "\(tree)")
    }
  }

  /// An Xcode 16 project that syncs folders compiles the Swift files under each synchronized
  /// folder except those its target's exception set lists (`membershipExceptions`); a file
  /// under no synchronized folder is compiled by no target (audit samples U and T: a
  /// `_Deprecated_macOS` folder, a file excluded from its app target). A project whose
  /// synchronized folder is not in its own folder decides nothing.
  @Test func aSynchronizedFoldersExceptionsAndOtherFoldersAreNotCompiled() throws {
    let project = """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjectVersion = 77;
      \tobjects = {
      /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
      \t\tE1 /* Exceptions for "Main" folder in "App" target */ = {
      \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
      \t\t\tmembershipExceptions = (
      \t\t\t\t"Old (2).swift",
      \t\t\t\t"Legacy/Old Row.swift",
      \t\t\t);
      \t\t\ttarget = T1 /* App */;
      \t\t};
      /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */
      /* Begin PBXFileSystemSynchronizedRootGroup section */
      \t\tG1 /* Main */ = {
      \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
      \t\t\texceptions = (
      \t\t\t\tE1 /* Exceptions for "Main" folder in "App" target */,
      \t\t\t);
      \t\t\tpath = Main;
      \t\t\tsourceTree = "<group>";
      \t\t};
      /* End PBXFileSystemSynchronizedRootGroup section */
      \t};
      \trootObject = P1;
      }
      """
    for synchronized in [true, false] {
      let root = try AuditorInputTests.folder()
      defer { try? FileManager.default.removeItem(at: root) }
      try AuditorInputTests.write(project, "App/App.xcodeproj/project.pbxproj", in: root)
      // Without the folder `Main` on disk, the project's synchronized folder is elsewhere.
      let folder = synchronized ? "App/Main" : "App/Elsewhere"
      try AuditorInputTests.write(
        Self.hazard("Shown", builds: "Row()\nAttic()"), folder + "/Shown.swift", in: root)
      try AuditorInputTests.write("let home = Shown()", folder + "/Home.swift", in: root)
      try AuditorInputTests.write(Self.hazard("Row"), folder + "/Legacy/Old Row.swift", in: root)
      try AuditorInputTests.write(Self.hazard("Attic"), "App/Attic/Attic.swift", in: root)
      let report = Auditor().audit(paths: ["App"], currentDirectory: root.path)
      let outcomes = Self.outcomes(report).mapValues {
        $0.split(separator: " ").prefix(2).joined(separator: " ")
      }
      if synchronized {
        #expect(
          outcomes == [
            "App/Main/Shown.swift:4": "warning -",
            "App/Main/Legacy/Old Row.swift:4": "note audit.demoted.outside-project",
            "App/Attic/Attic.swift:4": "note audit.demoted.outside-project",
          ])
      } else {
        #expect(outcomes.count == 3 && outcomes.values.allSatisfy { $0 == "warning -" })
      }
    }
  }

  /// An exception set of a target that does not build the synchronized folder (a test target)
  /// adds its files to that target: the app still compiles them (Xcode 16's synchronized
  /// groups; audit sample AB read such a list as taking two views out of the app). The set of
  /// the target that builds the folder still takes its files out.
  @Test func aTestTargetsExceptionsAddFilesAndLeaveTheAppsAsTheyAre() throws {
    let project = """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjectVersion = 77;
      \tobjects = {
      \t\tE1 = {
      \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
      \t\t\tmembershipExceptions = ("Legacy/Old Row.swift",);
      \t\t\ttarget = T1;
      \t\t};
      \t\tE2 = {
      \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
      \t\t\tmembershipExceptions = ("Shown.swift",);
      \t\t\ttarget = T2;
      \t\t};
      \t\tG1 = {
      \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
      \t\t\texceptions = (E1, E2,);
      \t\t\tpath = Main;
      \t\t\tsourceTree = "<group>";
      \t\t};
      \t\tT1 = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tfileSystemSynchronizedGroups = (G1,);
      \t\t\tname = App;
      \t\t};
      \t\tT2 = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tname = AppTests;
      \t\t};
      \t};
      \trootObject = P1;
      }
      """
    let root = try AuditorInputTests.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try AuditorInputTests.write(project, "App/App.xcodeproj/project.pbxproj", in: root)
    try AuditorInputTests.write(
      Self.hazard("Shown", builds: "Row()"), "App/Main/Shown.swift", in: root)
    try AuditorInputTests.write("let home = Shown()", "App/Main/Home.swift", in: root)
    try AuditorInputTests.write(Self.hazard("Row"), "App/Main/Legacy/Old Row.swift", in: root)
    let report = Auditor().audit(paths: ["App"], currentDirectory: root.path)
    let outcomes = Self.outcomes(report).mapValues {
      $0.split(separator: " ").prefix(2).joined(separator: " ")
    }
    #expect(
      outcomes == [
        "App/Main/Shown.swift:4": "warning -",
        "App/Main/Legacy/Old Row.swift:4": "note audit.demoted.outside-project",
      ])
  }

  /// A view's `@State` reshaped only by an extension of the view in another file is still
  /// changed by the project (audit sample AR: the note was right for a wrong reason); another
  /// type's property of the same name, reshaped in another file, changes nothing here.
  @Test func aStateReshapedByAnExtensionInAnotherFileChanges() throws {
    let view = { (name: String) in
      """
      struct \(name): View {
        @State var panes: [String] = ["Files"]
        var body: some View {
          ForEach(Array(panes.enumerated()), id: \\.offset) { _, pane in Text(pane) }
          Button("Close") { closeFirst() }
        }
      }
      """
    }
    let report = try Self.auditApp([
      "App/Shown.swift": Self.hazard("Shown", builds: "Panes()\nOther()\nThird()"),
      "App/Panes.swift": view("Panes"),
      "App/Panes+Split.swift": """
      extension Panes {
        func closeFirst() { if panes.count > 1 { panes.remove(at: 0) } }
      }
      """,
      "App/Other.swift": view("Other"),
      "App/Other+Split.swift": """
      struct Elsewhere { var panes: [String] = []; mutating func drop() { panes.remove(at: 0) } }
      extension Other { func closeFirst() {} }
      extension Shown {
        final class Other { var panes: [String] = []; func drop() { panes.remove(at: 0) } }
      }
      """,
      // A local of the same name in the extension's file does not hide its write.
      "App/Third.swift": view("Third"),
      "App/Third+Split.swift": """
      extension Third {
        func closeFirst() { panes.remove(at: 0) }
        func describe() -> String { let panes = ["x"]; return panes[0] }
      }
      """,
    ])
    let severities = Dictionary(
      report.findings.filter { $0.ruleID == "foreach-index-id" }
        .map { (($0.path as NSString).lastPathComponent, $0.severity) }
    ) { first, _ in first }
    #expect(severities["Panes.swift"] == .warning)
    #expect(severities["Third.swift"] == .warning)
    // Neither another type's `panes` nor a type nested elsewhere reshapes `Other`'s.
    #expect(severities["Other.swift"] == .note)
  }
}
