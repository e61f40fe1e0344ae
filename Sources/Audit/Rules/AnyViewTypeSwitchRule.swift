import SwiftSyntax

/// `anyview-type-switch`: `AnyView` wrapping the branches of a conditional that have different
/// types.
///
/// `AnyView` keys its content by the wrapped value's dynamic type. When a condition picks a
/// different type (`AnyView(Text(…))` or `AnyView(Image(…))`, `content` or
/// `content.padding()`), SwiftUI sees a new view: the old subtree and its state are destroyed,
/// and the erasure also hides the two branches from diffing. A `@ViewBuilder` with `if`/`else`
/// (or one view with a ternary modifier) keeps the structure visible. Reported when one
/// function, computed property or closure returns two or more erased values of different
/// shapes, at least one of them under an `if`, `guard`, `switch` or ternary.
public struct AnyViewTypeSwitchRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, lesson and examples.
  public var description: RuleDescription {
    RuleDescription(
      id: "anyview-type-switch", severity: .warning, lesson: "if-breaks-animations",
      triggeringExamples: [
        RuleExample(
          """
          struct Status: View {
            let online: Bool
            var body: some View {
              if online { return ↓AnyView(Text("Online")) }
              return AnyView(Image(systemName: "wifi.slash"))
            }
          }
          """),
        RuleExample(
          """
          struct Card: View {
            let compact: Bool
            var body: some View {
              compact ? ↓AnyView(Counter()) : AnyView(Counter().padding())
            }
          }
          """),
        RuleExample(
          """
          func icon(for size: CGSize?, image: Image) -> AnyView {
            guard let size else { return ↓image.eraseToAnyView() }
            return image.frame(width: size.width, height: size.height).eraseToAnyView()
          }
          """),
        RuleExample(
          """
          func screen(for tab: Tab) -> AnyView {
            switch tab {
            case .home: return ↓AnyView(HomeView())
            case .settings: return AnyView(SettingsView())
            }
          }
          """),
        // An input of the view itself: the parent can pass another value.
        RuleExample(
          """
          struct Panel: View {
            let isCompact: Bool
            var body: some View { content() }
            func content() -> AnyView {
              if isCompact { return ↓AnyView(Text("Panel")) }
              return AnyView(Image(systemName: "sidebar.left"))
            }
          }
          """),
        // A recorder rewrites a sample's `mark`.
        RuleExample(
          """
          enum Mark { case dot, bar }
          struct Sample { let id: Int; var mark: Mark }
          final class Recorder {
            var samples: [Sample] = []
            func flip() { samples[0].mark = .bar }
          }
          struct SampleMark: View {
            let sample: Sample
            var body: some View {
              switch self.sample.mark {
              case .dot: return ↓AnyView(Circle())
              case .bar: return AnyView(Rectangle())
              }
            }
          }
          """),
        // `tab(selected)` can pass any index: the check can fail.
        RuleExample(
          """
          struct Tabs: View {
            private let titles: [String]
            @Binding var selected: Int
            init(titles: [String], selected: Binding<Int>) {
              self.titles = titles
              _selected = selected
            }
            var body: some View {
              HStack { ForEach(0..<titles.count, id: \\.self) { i in tab(i) } }
                .overlay(tab(selected))
            }
            private func tab(_ i: Int) -> some View {
              guard i < titles.count else { return ↓AnyView(EmptyView()) }
              return AnyView(Text(titles[i]).onTapGesture { selected = i })
            }
          }
          """),
        // One caller's badge is picked or not as a state flips: the case changes under the row.
        RuleExample(
          """
          enum Badge { case follow, always, picked(Set<String>) }
          struct Row: View {
            let name: String
            let badge: Badge
            var body: some View {
              HStack {
                Text(name)
                switch badge {
                case .follow: ↓AnyView(FollowButton())
                case .always: AnyView(Check(on: true))
                case .picked(let names): AnyView(Check(on: names.contains(name)))
                }
              }
            }
          }
          struct Editor: View {
            @State private var editing = false
            @State private var picked: Set<String> = []
            var body: some View {
              Row(name: "Ann", badge: editing ? .picked(picked) : .follow)
              Toggle("Edit", isOn: $editing)
            }
          }
          """),
        // The timeline's options list `.compact` only while a setting is on.
        RuleExample(
          """
          struct Options: OptionSet {
            let rawValue: Int
            static let wide = Options(rawValue: 1)
            static let compact = Options(rawValue: 2)
          }
          struct Note: View {
            let text: String
            let options: Options
            var body: some View { content }
            var content: AnyView {
              if options.contains(.compact) { return ↓AnyView(Text(text).padding()) }
              return AnyView(Text(text))
            }
          }
          struct Timeline: View {
            @AppStorage("dense") private var dense = false
            var options: Options {
              if dense { return [.wide, .compact] }
              return [.wide]
            }
            var body: some View { Note(text: "Hi", options: options) }
          }
          """),
      ],
      nonTriggeringExamples: [
        // A switch on the item a `.sheet(item:)` presents: another item is another sheet
        // (Apple, `sheet(item:onDismiss:content:)`), never a type swapped in place (sample AC).
        RuleExample(
          """
          enum Pop: Int, Identifiable {
            case add, find
            var id: Int { rawValue }
          }
          struct Home: View {
            @State private var pop: Pop?
            var body: some View {
              Button("Add") { pop = .add }
                .sheet(item: $pop) { item in
                  switch item {
                  case .add: return AnyView(Form { Text("New") })
                  case .find: return AnyView(List { Text("Search") })
                  }
                }
            }
          }
          """),
        // The same with the content passed as a function (`content: sheetContent`).
        RuleExample(
          """
          enum Pop: Int, Identifiable {
            case add, find
            var id: Int { rawValue }
          }
          struct Home: View {
            @State private var pop: Pop?
            var body: some View {
              Button("Add") { pop = .add }.sheet(item: $pop, content: sheetContent)
            }
            func sheetContent(pop: Pop) -> some View {
              switch pop {
              case .add: return AnyView(Form { Text("New") })
              case .find: return AnyView(List { Text("Search") })
              }
            }
          }
          """),
        RuleExample(
          """
          struct Plugin {
            func makeView() -> AnyView {
              AnyView(WelcomeView())
            }
          }
          """),
        RuleExample(
          """
          struct Status: View {
            let online: Bool
            @ViewBuilder var body: some View {
              if online { Text("Online") } else { Image(systemName: "wifi.slash") }
            }
          }
          """),
        RuleExample(
          """
          struct Labelled: View {
            let title: String?
            var body: some View {
              if let title { return AnyView(Text(title)) }
              return AnyView(Text("Untitled"))
            }
          }
          """),
        // The coordinator's `let`, set once in its initializer, is not `Drawer`'s input of the same name.
        RuleExample(
          """
          struct Drawer: View {
            let isCompact: Bool
            var body: some View { Text(isCompact ? "Small" : "Large") }
          }
          final class DrawerCoordinator {
            private let isCompact: Bool
            init(isCompact: Bool) { self.isCompact = isCompact }
            func makeView() -> AnyView {
              if isCompact { return AnyView(Text("Drawer")) }
              return AnyView(Image(systemName: "sidebar.left"))
            }
          }
          """),
        // `self.sample.mark` is `sample.mark`: a `let` of the sample, fixed once it is made.
        RuleExample(
          """
          enum Mark { case dot, bar }
          struct Sample { let id: Int; let mark: Mark }
          struct SampleMark: View {
            let sample: Sample
            var body: some View {
              switch self.sample.mark {
              case .dot: return AnyView(Circle())
              case .bar: return AnyView(Rectangle())
              }
            }
          }
          """),
        // Every call passes the index of a row of `0..<titles.count`: the check always holds, whatever
        // // titles the parent passes.
        RuleExample(
          """
          struct Tabs: View {
            private let titles: [String]
            @Binding var selected: Int
            init(titles: [String], selected: Binding<Int>) {
              self.titles = titles
              _selected = selected
            }
            var body: some View {
              HStack { ForEach(0..<titles.count, id: \\.self) { i in tab(i) } }
            }
            private func tab(_ i: Int) -> some View {
              guard i < titles.count else { return AnyView(EmptyView()) }
              return AnyView(Text(titles[i]).onTapGesture { selected = i })
            }
          }
          """),
        // Each place builds the row with one case (its payload changes, never the case), and the
        // switch only chooses the case: a row never changes the type it erases.
        RuleExample(
          """
          enum Badge { case follow, always, picked(Set<String>) }
          struct Row: View {
            let name: String
            let badge: Badge
            var body: some View {
              HStack {
                Text(name)
                switch badge {
                case .follow: AnyView(FollowButton())
                case .always: AnyView(Check(on: true))
                case .picked(let names): AnyView(Check(on: names.contains(name)))
                }
              }
            }
          }
          struct Editor: View {
            @State private var picked: Set<String> = []
            var body: some View {
              Row(name: "Ann", badge: .picked(picked))
              Row(name: "Bo", badge: .follow)
            }
          }
          """),
        // Every return of the timeline's options lists `.wide`: the test holds for a note's life.
        RuleExample(
          """
          struct Options: OptionSet {
            let rawValue: Int
            static let wide = Options(rawValue: 1)
            static let compact = Options(rawValue: 2)
          }
          struct Note: View {
            let text: String
            let options: Options
            var body: some View { content }
            var content: AnyView {
              if options.contains(.wide) { return AnyView(Text(text).padding()) }
              return AnyView(Text(text))
            }
          }
          struct Timeline: View {
            @AppStorage("dense") private var dense = false
            var options: Options {
              if dense { return [.wide, .compact] }
              return [.wide]
            }
            var body: some View { Note(text: "Hi", options: options) }
          }
          """),
      ])
  }

  /// Methods that erase the receiver to `AnyView`.
  static let erasingMethods: Set<String> = ["eraseToAnyView", "asAnyView", "toAnyView", "anyView"]

  /// Every scope that switches the type inside `AnyView`.
  public func findings(in file: AuditedFile, facts: ProjectFacts) -> [Finding] {
    let calls = file.index.calls(named: Self.erasingMethods.union(["AnyView"]))
    var scopes: [SyntaxIdentifier: [(call: FunctionCallExprSyntax, shape: String, branch: Bool)]] =
      [:]
    var order: [SyntaxIdentifier] = []
    var flips: [SyntaxIdentifier: Bool] = [:]
    for call in calls {
      guard let wrapped = Self.wrappedView(call),
        let (scope, conditions) = Self.resultScope(of: call)
      else { continue }
      if scopes[scope] == nil { order.append(scope) }
      scopes[scope, default: []].append((call, Self.shape(of: wrapped), !conditions.isEmpty))
      if conditions.contains(where: { facts.canFlip($0) }) { flips[scope] = true }
    }
    return order.compactMap { scope in
      // A branch on something that never changes (a `static let`, a node's fixed `type`)
      // always erases the same type for a given view.
      guard let erasures = scopes[scope], Set(erasures.map(\.shape)).count >= 2,
        erasures.contains(where: \.branch), flips[scope] == true, let first = erasures.first
      else { return nil }
      var shapes: [String] = []
      for erasure in erasures where !shapes.contains(erasure.shape) { shapes.append(erasure.shape) }
      return finding(
        "types", at: first.call, in: file,
        ["types": shapes.map { "`\($0)`" }.joined(separator: ", ")])
    }
  }

  /// The view an erasure wraps: `x` in `AnyView(x)`, `AnyView(erasing: x)`, `x.eraseToAnyView()`.
  static func wrappedView(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
    if call.calleeName == "AnyView", call.calledExpression.is(DeclReferenceExprSyntax.self) {
      guard call.arguments.count == 1, let only = call.arguments.first,
        only.label == nil || only.label?.text == "erasing"
      else { return nil }
      return only.expression
    }
    guard call.arguments.isEmpty else { return nil }
    return call.receiver
  }

  /// The function, accessor or closure whose result `call` is, and the conditions of the
  /// branches that lie between them (an `if`'s conditions, a `switch`'s subject, a ternary's
  /// condition); `nil` when the erased value is stored or passed on instead.
  static func resultScope(of call: FunctionCallExprSyntax) -> (SyntaxIdentifier, [Syntax])? {
    var conditions: [Syntax] = []
    var current = Syntax(call)
    while let parent = current.parent {
      if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self)
        || parent.is(AccessorDeclSyntax.self) || parent.is(PatternBindingSyntax.self)
      {
        return (parent.id, conditions)
      }
      if let branch = parent.as(IfExprSyntax.self) { conditions.append(Syntax(branch.conditions)) }
      if let branch = parent.as(SwitchExprSyntax.self) { conditions.append(Syntax(branch.subject)) }
      if let branch = parent.as(TernaryExprSyntax.self) {
        conditions.append(Syntax(branch.condition))
      }
      if let branch = parent.as(GuardStmtSyntax.self) {
        conditions.append(Syntax(branch.conditions))
      }
      let passes =
        parent.is(ReturnStmtSyntax.self) || parent.is(CodeBlockItemSyntax.self)
        || parent.is(CodeBlockItemListSyntax.self) || parent.is(CodeBlockSyntax.self)
        || parent.is(IfExprSyntax.self) || parent.is(SwitchCaseSyntax.self)
        || parent.is(SwitchCaseListSyntax.self) || parent.is(SwitchExprSyntax.self)
        || parent.is(GuardStmtSyntax.self) || parent.is(TernaryExprSyntax.self)
        || parent.is(ExpressionStmtSyntax.self) || parent.is(AccessorBlockSyntax.self)
        || parent.is(FunctionDeclSyntax.self)
      if parent.is(TernaryExprSyntax.self),
        parent.as(TernaryExprSyntax.self)?.condition.id == current.id
      {
        return nil
      }
      guard passes else { return nil }
      current = parent
    }
    return nil
  }

  /// The shape of a view expression: its base and modifier names (`Text.bold`, `content.padding`).
  static func shape(of expression: ExprSyntax) -> String {
    var names: [String] = []
    var current = expression.unparenthesized
    while true {
      if let call = current.as(FunctionCallExprSyntax.self) {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          let base = member.base
        {
          names.append(member.declName.baseName.text)
          current = base
          continue
        }
        names.append(call.calleeName ?? call.calledExpression.trimmedDescription)
        break
      }
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        names.append(member.declName.baseName.text)
        current = base
        continue
      }
      names.append(current.trimmedDescription)
      break
    }
    return names.reversed().joined(separator: ".")
  }
}
