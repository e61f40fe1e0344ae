import SwiftScreen
import SwiftSyntax

/// `conditional-modifier`: a `.if(condition) { … }`-style helper on `View`.
///
/// A helper such as `func `if`(_ condition: Bool, transform: (Self) -> Content) -> some View`
/// returns `_ConditionalContent`: two branches, two identities. Every time the condition flips,
/// the view it wraps is destroyed and recreated (its `@State` is lost, it transitions instead of
/// animating), and the call site reads as if only a modifier changed. Reported at the helper's
/// declaration: a method in an `extension View` whose body is an `if`/`else` with `self` in one
/// branch and, in the other, a call of one of its closure parameters or a modifier applied to
/// `self` (`if isHidden { hidden() } else { self }`: audit sample AT missed two such helpers).
public struct ConditionalModifierRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, lesson and examples.
  public var description: RuleDescription {
    RuleDescription(
      id: "conditional-modifier", severity: .warning, lesson: "if-breaks-animations",
      triggeringExamples: [
        // Every caller gives a static constant of a nested type (`Marks.Toolbar.play`) or leaves
        // the default: fixed for each view's life, a note (audit sample AV: six false warnings).
        RuleExample(
          """
          enum Marks { enum Toolbar { static let play = "toolbar.play" } }
          extension View {
            @ViewBuilder func ↓optionalMark(_ mark: String?) -> some View {
              if let mark { accessibilityIdentifier(mark) } else { self }
            }
          }
          struct Key: View {
            let symbol: String
            var mark: String? = nil
            var body: some View { Image(systemName: symbol).optionalMark(mark) }
          }
          struct Bar: View {
            var body: some View {
              Key(symbol: "play", mark: Marks.Toolbar.play)
              Key(symbol: "forward")
            }
          }
          """, severity: .note),
        // A helper with no closure: `self` or `self` hidden, a modifier applied in one branch
        // only; the bar's state object goes with every flip (audit sample AT: a miss).
        RuleExample(
          """
          final class Counter: ObservableObject { @Published var taps = 0 }
          extension View {
            @ViewBuilder func ↓hidden(_ isHidden: Bool) -> some View {
              if isHidden { hidden() } else { self }
            }
          }
          struct Bar: View {
            @StateObject private var counter = Counter()
            var body: some View { Button("\\(counter.taps)") { counter.taps += 1 } }
          }
          struct Vaults: View {
            @State private var empty = false
            var body: some View {
              Bar().hidden(empty)
              Button("Toggle") { empty.toggle() }
            }
          }
          """),
        // Every call gives a constant (a `static let`, a literal): a note, saying so (sample Q).
        RuleExample(
          """
          enum Device { static let isPad = UIDevice.current.userInterfaceIdiom == .pad }
          extension View {
            @ViewBuilder func ↓when<V: View>(_ on: Bool, _ change: (Self) -> V) -> some View {
              if on { change(self) } else { self }
            }
          }
          struct Card: View {
            var body: some View {
              Text("A").when(Device.isPad) { $0.padding() }
              Text("B").when(true) { $0.bold() }
            }
          }
          """, severity: .note),
        // The only call gives the view's input, which its only initializer (declared in an
        // extension with generic arguments) defaults to a literal that no caller overrides: fixed
        // for the view's life, a note (audit sample AM).
        RuleExample(
          """
          extension View {
            @ViewBuilder func ↓ifLet<V>(_ value: V?, _ change: (Self, V) -> some View) -> some View {
              if let value { change(self, value) } else { self }
            }
          }
          struct Tip<Content: View>: View {
            var maxWidth: Double?
            let content: Content
            var body: some View { content.ifLet(maxWidth) { $0.frame(width: $1) } }
          }
          extension Tip<Text> {
            init(_ text: String, maxWidth: Double = 240) {
              self.content = Text(text)
              self.maxWidth = maxWidth
            }
          }
          struct Help: View {
            var body: some View { Tip("Paste a link") }
          }
          """, severity: .note),
        // The same input, given a width that a button changes: the warning stands.
        RuleExample(
          """
          extension View {
            @ViewBuilder func ↓ifLet<V>(_ value: V?, _ change: (Self, V) -> some View) -> some View {
              if let value { change(self, value) } else { self }
            }
          }
          struct Tip: View {
            var maxWidth: Double?
            var body: some View { Text("Tip").ifLet(maxWidth) { $0.frame(width: $1) } }
            init(maxWidth: Double? = 240) { self.maxWidth = maxWidth }
          }
          struct Help: View {
            @State private var width: Double? = nil
            var body: some View {
              Tip(maxWidth: width)
              Button("Wide") { width = 400 }
            }
          }
          """),
        // One call gives a state that a button flips: the warning stands.
        RuleExample(
          """
          enum Device { static let isPad = UIDevice.current.userInterfaceIdiom == .pad }
          extension View {
            @ViewBuilder func ↓when<V: View>(_ on: Bool, _ change: (Self) -> V) -> some View {
              if on { change(self) } else { self }
            }
          }
          struct Card: View {
            @State private var large = false
            var body: some View {
              Text("A").when(Device.isPad) { $0.padding() }
              Text("B").when(large) { $0.bold() }
              Button("Grow") { large.toggle() }
            }
          }
          """),
        RuleExample(
          """
          extension View {
            @ViewBuilder func ↓`if`<Content: View>(
              _ condition: Bool, transform: (Self) -> Content
            ) -> some View {
              if condition {
                transform(self)
              } else {
                self
              }
            }
          }
          """),
        RuleExample(
          """
          extension View {
            @ViewBuilder
            func ↓applyIf<V: View>(_ flag: Bool, _ modify: (Self) -> V) -> some View {
              if flag { modify(self) } else { self }
            }
          }
          """),
        RuleExample(
          """
          extension View {
            @ViewBuilder func ↓ifSome<T, V: View>(_ value: T?, _ apply: (Self, T) -> V) -> some View {
              if value != nil {
                value.map { apply(self, $0) }
              } else {
                self
              }
            }
          }
          """),
        RuleExample(
          """
          extension View {
            @ViewBuilder func ↓ifLet<T, V: View>(_ value: T?, then apply: (Self, T) -> V) -> some View {
              if let value {
                apply(self, value)
              } else {
                self
              }
            }
          }
          """),
      ],
      nonTriggeringExamples: [
        // A compatibility shim: the branch an availability check takes never changes.
        RuleExample(
          """
          extension View {
            @ViewBuilder func lockedScrolling(_ locked: Bool) -> some View {
              if #available(iOS 16, *) { scrollDisabled(locked) } else { self }
            }
          }
          """),
        // The other branch modifies another view, not `self`: no helper of this kind.
        RuleExample(
          """
          extension View {
            @ViewBuilder func swapped(_ on: Bool, with other: Text) -> some View {
              if on { other.padding() } else { self }
            }
          }
          """),
        RuleExample(
          """
          extension View {
            func highlighted(_ on: Bool) -> some View {
              opacity(on ? 1 : 0.5)
            }
          }
          """),
        RuleExample(
          """
          extension View {
            @ViewBuilder func tinted(_ color: Color?) -> some View {
              if color != nil { color.map { foregroundStyle($0) } } else { self }
            }
          }
          """),
        RuleExample(
          """
          extension View {
            @ViewBuilder func hidden(_ hidden: Bool) -> some View {
              if hidden { EmptyView() } else { self }
            }
          }
          """),
        RuleExample(
          """
          struct Row: View {
            let selected: Bool
            @ViewBuilder func decorate(_ transform: (Text) -> Text) -> some View {
              if selected { transform(Text("a")) } else { Text("a") }
            }
            var body: some View { decorate { $0.bold() } }
          }
          """),
      ])
  }

  /// Every conditional-modifier helper declared in `file`.
  public func findings(in file: AuditedFile, facts: ProjectFacts) -> [Finding] {
    let functions = file.index.extensions.filter { $0.extendedType.trimmedDescription == "View" }
      .flatMap { $0.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) } }
    return functions.compactMap { function in
      let closures = Set(
        function.signature.parameterClause.parameters.compactMap { parameter -> String? in
          let type = parameter.type.trimmedDescription
          guard type.contains("->") else { return nil }
          return (parameter.secondName ?? parameter.firstName).text
        })
      guard !function.signature.parameterClause.parameters.isEmpty, let body = function.body,
        body.statements.contains(where: { item in
          guard let ifExpression = Self.ifExpression(item) else { return false }
          return Self.isSelfOrTransform(ifExpression, closures: closures)
        })
      else { return nil }
      let name = function.name.plainName
      // Every call gives a condition fixed for the app's run (`.if(Constants.isIPad)`, sample
      // Q): the branch a view takes never flips.
      if facts.callsGiveOnlyConstants(name) {
        return finding("helper-fixed", at: function.name, in: file, severity: .note, ["name": name])
      }
      return finding("helper", at: function.name, in: file, ["name": name])
    }
  }

  /// The `if` of a statement, if it is one.
  static func ifExpression(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
    switch item.item {
    case .expr(let expression): return expression.as(IfExprSyntax.self)
    case .stmt(let statement):
      return statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
    default: return nil
    }
  }

  /// Whether one branch is `self` and the other calls one of `closures` or modifies `self`.
  static func isSelfOrTransform(_ node: IfExprSyntax, closures: Set<String>) -> Bool {
    // `if #available(iOS 16, *) { scrollDisabled(locked) } else { self }`: an availability
    // check never flips while the app runs (review of session 26).
    if node.conditions.contains(where: {
      $0.condition.is(AvailabilityConditionSyntax.self)
    }) {
      return false
    }
    guard case .codeBlock(let elseBlock)? = node.elseBody,
      let first = IfElseSameViewRule.onlyExpression(node.body),
      let second = IfElseSameViewRule.onlyExpression(elseBlock)
    else { return false }
    func isSelf(_ expression: ExprSyntax) -> Bool {
      expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
    func callsClosure(_ expression: ExprSyntax) -> Bool {
      guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
      if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        return closures.contains(callee.baseName.text)
      }
      // `value.map { transform(self, $0) }`: the closure called through an optional's `map`
      // is the same branch (sample S, a helper that applies a value when there is one).
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        ["map", "flatMap"].contains(member.declName.baseName.text),
        let closure = call.trailingClosure
          ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
        closure.statements.count == 1, let only = closure.statements.first
      else { return false }
      switch only.item {
      case .expr(let inner): return callsClosure(inner)
      default: return false
      }
    }
    // `hidden()`, `self.opacity(0.5).blur(radius: 2)`: a chain of methods applied to `self`,
    // written with it or without (a lowercase call that is no closure parameter).
    func modifiesSelf(_ expression: ExprSyntax) -> Bool {
      guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
      if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        let name = callee.baseName.text
        return name.first?.isLowercase == true && !closures.contains(name)
      }
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base
      else { return false }
      return isSelf(base) || modifiesSelf(base)
    }
    func changes(_ expression: ExprSyntax) -> Bool {
      callsClosure(expression) || modifiesSelf(expression)
    }
    return (isSelf(first) && changes(second)) || (isSelf(second) && changes(first))
  }
}
