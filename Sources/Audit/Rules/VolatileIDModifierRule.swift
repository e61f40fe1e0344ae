import SwiftSyntax

/// `volatile-id-modifier`: `.id(x)` on a value that changes on every update.
///
/// `.id(x)` is a reset switch: every new value discards the view and its state. Reported when
/// `x` is the clock (`Date()`, `Date.now`, `CFAbsoluteTimeGetCurrent()`, variant `clock`), a
/// random number (variant `random`), or a whole model struct with stored `var`s, whose value
/// changes with any field (variant `whole-model`; key by its `id` instead). A counter is only
/// reported as a whole value; a counter you bump on purpose to reset a view is fine.
/// `.id(UUID())` is `id-changes-every-read`'s.
public struct VolatileIDModifierRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, lesson and examples.
  public var description: RuleDescription {
    RuleDescription(
      id: "volatile-id-modifier", severity: .warning, lesson: "state-reset",
      triggeringExamples: [
        // `browser` is the environment's `Browser`, whose `selection` is a struct with `var`
        // fields: editing the pick resets the view.
        RuleExample(
          """
          struct Picked: Hashable { var artist: String?; var album: String? }
          @Observable final class Browser { var selection = Picked() }
          struct Library: View {
            @Environment(Browser.self) private var browser
            var body: some View { Text("Albums").id(↓browser.selection) }
          }
          """),
        RuleExample(
          """
          struct Clock: View {
            var body: some View {
              Text("Now").id(↓Date())
            }
          }
          """),
        RuleExample(
          """
          struct Card: View {
            var body: some View {
              CardFace().id(↓Int.random(in: 0...1000))
            }
          }
          """),
        RuleExample(
          """
          struct Ship: Identifiable {
            let id: String
            var name: String
          }
          struct ShipEditor: View {
            let ship: Ship
            var body: some View {
              Form { Text(ship.name) }.id(↓ship)
            }
          }
          """),
        RuleExample(
          """
          struct Ticker: View {
            var body: some View {
              Text("Tick").id(↓Date.now.timeIntervalSince1970)
            }
          }
          """),
        // `visit` is a `Visit`, whose `id` is a whole `Entry` with a `var` field.
        RuleExample(
          """
          struct Entry { var label: String }
          struct Visit { var id: Entry; var place: String }
          struct History: View {
            let visits: [Visit]
            var body: some View {
              List(visits, id: \\.place) { visit in Text(visit.place).id(↓visit.id) }
            }
          }
          """),
        // The second parameter over `enumerated()` is an element of `crew`: a whole `Sailor`.
        RuleExample(
          """
          struct Sailor { let id: Int; var rank: String }
          struct Crew: View {
            let crew: [Sailor]
            var body: some View {
              ForEach(Array(crew.enumerated()), id: \\.offset) { place, sailor in
                Text(sailor.rank).id(↓sailor)
              }
            }
          }
          """),
      ],
      nonTriggeringExamples: [
        // `app` is the environment's `AppState`, whose `selection` is an enum (a sidebar
        // route), never `Browser`'s struct of the same name (audit sample AJ: two false
        // warnings).
        RuleExample(
          """
          enum Route: Hashable { case home, albums }
          struct Picked: Hashable { var artist: String?; var album: String? }
          @Observable final class AppState { var selection: Route = .home }
          @Observable final class Browser { var selection = Picked() }
          struct Main: View {
            @Environment(AppState.self) private var app
            var body: some View { Text("Main").id(app.selection) }
          }
          """),
        // `vault.id` of a model whose `id` it does not declare (SwiftData gives it): never the
        // `id` another type declares as a whole struct (audit sample AE).
        RuleExample(
          """
          struct Meta { var ticker: String }
          struct Asset { let id: Meta }
          @Model final class Vault { var name = "" }
          struct Home: View {
            let vault: Vault
            var body: some View { Text(vault.name).id(vault.id) }
          }
          """),
        // `day` is the `key` of a destructured `(key: String, value: [Log])` pair: a `String`,
        // whatever the other view's `days` of `Log`s holds.
        RuleExample(
          """
          struct Log { let id: Int; var note: String }
          struct Diary: View {
            let days: [(key: String, value: [Log])]
            var body: some View {
              ForEach(days, id: \\.key) { day, logs in
                Text("\\(logs.count)").id(day)
              }
            }
          }
          struct LogStrip: View {
            let days: [Log]
            var body: some View { Text("\\(days.count)") }
          }
          """),
        // `account.avatar` is what `Account` declares (a `URL?`), not another type's `avatar`.
        RuleExample(
          """
          struct Icon { var name: String }
          struct Theme { var avatar: Icon }
          struct Account { var avatar: URL? }
          struct Profile: View {
            let account: Account
            var body: some View { Text("Me").id(account.avatar) }
          }
          """),
        RuleExample(
          """
          struct Ship: Identifiable {
            let id: String
            var name: String
          }
          struct ShipEditor: View {
            let ship: Ship
            var body: some View {
              Form { Text(ship.name) }.id(ship.id)
            }
          }
          """),
        RuleExample(
          """
          struct Quiz: View {
            @State private var attempt = 0
            var body: some View {
              QuestionForm().id(attempt)
              Button("Start over") { attempt += 1 }
            }
          }
          """),
        RuleExample(
          """
          struct Pager: View {
            @State private var page = 0
            var body: some View {
              PageView(page: page).id(page)
            }
          }
          """),
        RuleExample(
          """
          struct Reader: View {
            var body: some View {
              ScrollViewReader { proxy in
                Text("Top").id("top")
              }
            }
          }
          """),
        // `visit` is an `Atlas.Visit`, declared outside the project: `Bookmark`'s `id` says nothing
        // about its `id`.
        RuleExample(
          """
          struct Entry { var label: String }
          struct Bookmark { var id: Entry }
          struct History: View {
            let visits: [Atlas.Visit]
            var body: some View {
              List(visits, id: \\.self) { visit in Text("Visit").id(visit.id) }
            }
          }
          """),
      ])
  }

  /// Calls that read the clock.
  static let clockCalls: Set<String> = [
    "CFAbsoluteTimeGetCurrent", "CACurrentMediaTime", "mach_absolute_time",
  ]

  /// Every `.id(…)` of `file` whose value changes on every update.
  public func findings(in file: AuditedFile, facts: ProjectFacts) -> [Finding] {
    let calls = file.index.calls(named: ["id"])
    return calls.compactMap { call in
      guard call.calledExpression.is(MemberAccessExprSyntax.self), call.arguments.count == 1,
        let value = call.firstUnlabeledArgument?.unparenthesized
      else { return nil }
      if Self.readsClock(value) { return finding("clock", at: value, in: file) }
      if Self.isRandom(value) { return finding("random", at: value, in: file) }
      let member = value.as(MemberAccessExprSyntax.self)
      // `model.avatar` is what `model`'s type declares, when the project says.
      let resolved = member.flatMap { member in
        member.base?.referencedName.flatMap {
          facts.memberTypes(
            member.declName.baseName.text, of: $0,
            at: member.base?.unparenthesized.as(DeclReferenceExprSyntax.self)
          ).map(Set.init)
        }
      }
      // `Page.messages` (an enum case, a static) is not a value of a model type.
      let isStatic = member?.base?.trimmedDescription.first?.isUppercase == true
      // `vault.id` where `vault`'s type is known and declares no `id` (a SwiftData model's
      // inherited one): never another type's `id` of that name (audit sample AE: three `.id`
      // reported as "a whole `CoinMeta`", another type's).
      let baseIsKnown =
        member.flatMap { member in
          member.base?.referencedName.flatMap {
            facts.types(of: $0, at: member.base?.unparenthesized.as(DeclReferenceExprSyntax.self))
          }
        }?.isEmpty == false
      let byName =
        member != nil && baseIsKnown
        ? nil
        : value.referencedName.flatMap {
          facts.valueTypes[$0]
        }
      if value.is(DeclReferenceExprSyntax.self) || (member?.base != nil && !isStatic),
        let type = (resolved ?? byName)?.sorted().first(
          where: facts.structsWithMutableFields.contains)
      {
        let key = facts.typesWithID.contains(type) ? "\(value.excerpt).id" : nil
        return finding(
          key == nil ? "whole-model" : "whole-model-with-id", at: value, in: file,
          ["value": value.excerpt, "type": type, "key": key ?? ""])
      }
      return nil
    }
  }

  /// `Date()`, `Date.now`, `.now`, `Date().timeIntervalSince1970`, `CFAbsoluteTimeGetCurrent()`.
  static func readsClock(_ value: ExprSyntax) -> Bool {
    var expression = value
    while true {
      if let call = expression.as(FunctionCallExprSyntax.self) {
        if call.calleeName == "Date", call.arguments.isEmpty, call.receiver == nil { return true }
        if let name = call.calleeName, clockCalls.contains(name) { return true }
        guard let receiver = call.receiver else { return false }
        expression = receiver
        continue
      }
      if let member = expression.as(MemberAccessExprSyntax.self) {
        if member.declName.baseName.text == "now",
          member.base == nil || member.base?.trimmedDescription == "Date"
        {
          return true
        }
        guard let base = member.base else { return false }
        expression = base
        continue
      }
      return false
    }
  }

  /// `Int.random(in:)`, `.random()`, `arc4random()`.
  static func isRandom(_ value: ExprSyntax) -> Bool {
    guard let call = value.as(FunctionCallExprSyntax.self), let name = call.calleeName else {
      return false
    }
    return name == "random" || name.hasPrefix("arc4random") || name == "randomElement"
  }
}
